/* bench/analyze_bench.c — speed of the static uniformity analysis
 * (analysis/, docs/design.md §7), in-process; bench/analyze.sh drives it.
 *
 *   analyze_bench file FILE [SECONDS]
 *       for every function of FILE (.ll or .cfg): the mean time of one
 *       ua_analyze call (repeated for at least SECONDS, default 0.2, per
 *       function), one line "FUNCTION<TAB>NANOSECONDS" each.
 *   analyze_bench shapes N [SECONDS]
 *       every CFG shape with 1..N blocks (enumerate/families.h), every
 *       branch divergent, built once; then all of them analysed in turn,
 *       again and again for at least SECONDS (default 1): prints the number
 *       of shapes, of analyses, the time and the functions per second.
 *
 * Not a user command: built by `make bench` only. */
#include "analysis/analysis.h"
#include "enumerate/families.h"
#include "front/front.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static int fail(const cc_error *err) {
  char buf[1024];
  cc_error_format(err, buf, sizeof buf);
  fprintf(stderr, "analyze_bench: %s\n", buf);
  return 2;
}

static int bench_file(const char *path, double seconds) {
  cc_error err;
  cc_error_clear(&err);
  cv_module *m = fe_load(path, NULL, &err);
  if (!m) return fail(&err);
  for (int f = 0; f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    uint64_t n = 0;
    double t0 = cc_now(), t;
    do {
      for (int k = 0; k < 16; k++) {
        ua_result *r = ua_analyze(p, NULL, &err);
        if (!r) {
          cv_module_free(m);
          return fail(&err);
        }
        ua_result_free(r);
        n++;
      }
      t = cc_now() - t0;
    } while (t < seconds);
    printf("%s\t%.0f\n", cv_program_name(p), t / (double)n * 1e9);
  }
  cv_module_free(m);
  return 0;
}

typedef struct shapes_ctx {
  cv_module *m;
  int count;
  cc_error *err;
  bool failed;
} shapes_ctx;

static bool add_shape(const en_shape *s, void *arg) {
  shapes_ctx *c = arg;
  char name[32];
  snprintf(name, sizeof name, "s%d", c->count);
  unsigned all = (1u << en_shape_nbranches(s)) - 1u;
  if (!en_shape_program(s, c->m, name, all, c->err)) {
    c->failed = true;
    return false;
  }
  c->count++;
  return true;
}

static int bench_shapes(int nblocks, double seconds) {
  cc_error err;
  cc_error_clear(&err);
  shapes_ctx c = {cv_module_new("shapes"), 0, &err, false};
  en_shapes(nblocks, add_shape, &c);
  if (c.failed) {
    cv_module_free(c.m);
    return fail(&err);
  }
  uint64_t n = 0, ndiv = 0;
  double t0 = cc_now(), t;
  do {
    for (int f = 0; f < c.count; f++) {
      const cv_program *p = cv_module_program(c.m, f);
      ua_result *r = ua_analyze(p, NULL, &err);
      if (!r) {
        cv_module_free(c.m);
        return fail(&err);
      }
      ndiv += (uint64_t)ua_divergent_exit_count(r) + (uint64_t)ua_assumed_divergent_count(r);
      ua_result_free(r);
      n++;
    }
    t = cc_now() - t0;
  } while (t < seconds);
  printf("shapes with 1..%d blocks: %d\n", nblocks, c.count);
  printf("analyses: %llu in %.3f s\n", (unsigned long long)n, t);
  printf("functions per second: %.0f\n", (double)n / t);
  printf("(cycles with a divergent exit or assumed divergent, summed: %llu)\n",
         (unsigned long long)ndiv);
  cv_module_free(c.m);
  return 0;
}


/* ---- analyze_bench ll N MODE: LLVM IR for the shapes ---------------------
 * Every shape with 1..N blocks as an amdgpu_kernel: block i defines
 *   %p<i> = phi of %v<j> over its predecessors j,
 *   %w<i> = add %v<idom(i)>, %p<i>   (a use of a dominating block's value,
 *                                     which is where temporal divergence shows)
 *   %v<i> = add %w<i>, 1,
 * and branches on %tid (divergent) or on the argument %a (uniform).  MODE
 * "all": every branch divergent; "masks": every assignment of divergent
 * branches.  Used to compare `convcheck analyze` with opt-22 beyond LLVM's
 * own tests (tests/cli/analyze_opt.sh reads the generated files). */

typedef struct ll_ctx {
  cc_buf *out;
  bool masks;
  int count;
} ll_ctx;

static void ll_function(const en_shape *s, unsigned mask, int id, cc_buf *out) {
  cv_module *m = cv_module_new("gen");
  cc_error err;
  cc_error_clear(&err);
  cv_program *p = en_shape_program(s, m, "f", mask, &err);
  if (!p) {
    cv_module_free(m);
    return;
  }
  cv_domtree *dt = cv_domtree_new(p, false);
  cc_buf_printf(out, "define amdgpu_kernel void @s%d_m%u(i32 %%a) {\n", id, mask);
  int branch = 0;
  for (int b = 0; b < s->n; b++) {
    cc_buf_printf(out, "B%d:\n", b);
    if (b == 0) {
      cc_buf_puts(out, "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n");
      cc_buf_puts(out, "  %v0 = add i32 %a, 1\n");
    } else {
      int np;
      const int *pr = cv_block_preds(p, b, &np);
      cc_buf_printf(out, "  %%p%d = phi i32", b);
      for (int k = 0; k < np; k++)
        cc_buf_printf(out, "%s [ %%v%d, %%B%d ]", k ? "," : "", pr[k], pr[k]);
      cc_buf_putc(out, '\n');
      int id_ = cv_domtree_idom(dt, b);
      cc_buf_printf(out, "  %%w%d = add i32 %%v%d, %%p%d\n", b, id_ < 0 ? 0 : id_, b);
      cc_buf_printf(out, "  %%v%d = add i32 %%w%d, 1\n", b, b);
    }
    if (s->nsucc[b] == 2) {
      bool div = (mask >> branch) & 1u;
      branch++;
      cc_buf_printf(out, "  %%c%d = icmp slt i32 %s, %d\n", b, div ? "%tid" : "%a", b);
      cc_buf_printf(out, "  br i1 %%c%d, label %%B%d, label %%B%d\n", b, s->succ[b][0], s->succ[b][1]);
    } else if (s->nsucc[b] == 1) {
      cc_buf_printf(out, "  br label %%B%d\n", s->succ[b][0]);
    } else {
      cc_buf_puts(out, "  ret void\n");
    }
  }
  cc_buf_puts(out, "}\n\n");
  cv_domtree_free(dt);
  cv_module_free(m);
}

static bool ll_shape(const en_shape *s, void *arg) {
  ll_ctx *c = arg;
  int nb = en_shape_nbranches(s);
  unsigned all = (1u << nb) - 1u;
  if (c->masks)
    for (unsigned mask = 0; mask <= all; mask++) ll_function(s, mask, c->count, c->out);
  else
    ll_function(s, all, c->count, c->out);
  c->count++;
  return true;
}

static int gen_ll(int nblocks, bool masks) {
  cc_buf out;
  cc_buf_init(&out);
  ll_ctx c = {&out, masks, 0};
  cc_buf_printf(&out, "; every CFG shape with 1..%d blocks (enumerate/families.h), %s;\n"
                      "; generated by bench/analyze_bench ll %d %s\n\n",
                nblocks, masks ? "every assignment of divergent branches" : "every branch divergent",
                nblocks, masks ? "masks" : "all");
  en_shapes(nblocks, ll_shape, &c);
  cc_buf_puts(&out, "declare i32 @llvm.amdgcn.workitem.id.x()\n");
  fputs(cc_buf_str(&out), stdout);
  cc_buf_free(&out);
  return 0;
}
int main(int argc, char **argv) {
  if (argc >= 4 && !strcmp(argv[1], "ll")) {
    int n = atoi(argv[2]);
    if (n < 1 || n > EN_MAX_BLOCKS) return 2;
    return gen_ll(n, !strcmp(argv[3], "masks"));
  }
  if (argc >= 3 && !strcmp(argv[1], "file"))
    return bench_file(argv[2], argc > 3 ? atof(argv[3]) : 0.2);
  if (argc >= 3 && !strcmp(argv[1], "shapes")) {
    int n = atoi(argv[2]);
    if (n < 1 || n > EN_MAX_BLOCKS) {
      fprintf(stderr, "analyze_bench: shapes: N must be 1..%d\n", EN_MAX_BLOCKS);
      return 2;
    }
    return bench_shapes(n, argc > 3 ? atof(argv[3]) : 1.0);
  }
  fprintf(stderr, "usage: analyze_bench file FILE [SECONDS] | shapes N [SECONDS]\n");
  return 2;
}
