/* bench/analyze_bench.c — speed of the static uniformity analysis
 * (analysis/, DESIGN §7), in-process; bench/analyze.sh drives it.
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
#include <time.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

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
    double t0 = now(), t;
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
      t = now() - t0;
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
  double t0 = now(), t;
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
    t = now() - t0;
  } while (t < seconds);
  printf("shapes with 1..%d blocks: %d\n", nblocks, c.count);
  printf("analyses: %llu in %.3f s\n", (unsigned long long)n, t);
  printf("functions per second: %.0f\n", (double)n / t);
  printf("(cycles with a divergent exit or assumed divergent, summed: %llu)\n",
         (unsigned long long)ndiv);
  cv_module_free(c.m);
  return 0;
}

int main(int argc, char **argv) {
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
