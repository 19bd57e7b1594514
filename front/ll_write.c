/* front/ll_write.c — rendering a CFG shape (a .cfg program, or one of
 * enumerate/families.h) as LLVM IR text, so that the reference, our
 * analysis and opt-22 judge the same program (DESIGN §7 "audit"; the
 * choices and their effect are in docs/audit.md "Rendering").
 *
 * The function is an amdgpu_kernel, so its arguments are the same in every
 * thread, both for LLVM and for front/ll.c.  Per block, in this order:
 *   - a block with two or more predecessor blocks: a phi whose incoming
 *     value is the number of the predecessor it came from ("%from.B"),
 *     the value a join makes visible ([CU] "Uniformity": converged
 *     instances that came along different edges compute different values);
 *   - a divergent branch (DESIGN §5: free per thread AND per visit):
 *     "%d.B = atomicrmw add" on a global counter (a new value on every
 *     execution, different in every thread) and the condition "%c.B",
 *     computed from it and the workitem id (both divergent for LLVM);
 *   - a uniform branch: on a kernel argument of its own ("%u.B": i1, or
 *     i32 for a switch), the same in every thread -- and on every visit;
 *   - the terminator: ret void (no successor), br, or switch for three or
 *     more successors (successor 0 is the default, successor i the case
 *     value i), successors in the program's order.
 * If the entry block has predecessors (allowed in .cfg, not in IR), a new
 * entry block jumps to it.  Names that are not plain LLVM identifiers are
 * quoted; generated names never collide with block names. */
#include "front/front.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct lw_names {
  CC_STACK(char *) used;
} lw_names;

static bool lw_used(const lw_names *n, const char *s) {
  for (size_t i = 0; i < CC_SIZE(n->used); i++)
    if (!strcmp(CC_AT(n->used, i), s)) return true;
  return false;
}

/* A name not used so far, `base` if possible, else base.1, base.2, ... */
static const char *lw_fresh(lw_names *n, const char *base) {
  char buf[600];
  snprintf(buf, sizeof buf, "%s", base);
  for (int i = 1; lw_used(n, buf); i++) snprintf(buf, sizeof buf, "%s.%d", base, i);
  char *s = cc_strdup(buf);
  CC_PUSH(n->used, s);
  return s;
}

static void lw_names_free(lw_names *n) {
  for (size_t i = 0; i < CC_SIZE(n->used); i++) free(CC_AT(n->used, i));
  CC_RELEASE(n->used);
}

/* LLVM IR's LangRef "Identifiers": [-a-zA-Z$._][-a-zA-Z$._0-9]*; anything
 * else is written in quotes with '"' and '\' escaped as \22 and \5C. */
static void lw_ident(cc_buf *out, char sigil, const char *s) {
  bool plain = *s && !(*s >= '0' && *s <= '9');
  for (const char *c = s; *c && plain; c++)
    plain = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
            (*c >= '0' && *c <= '9') || *c == '-' || *c == '$' || *c == '.' ||
            *c == '_';
  cc_buf_putc(out, sigil);
  if (plain) {
    cc_buf_puts(out, s);
    return;
  }
  cc_buf_putc(out, '"');
  for (const char *c = s; *c; c++) {
    unsigned char u = (unsigned char)*c;
    if (u == '"' || u == '\\' || u < 32 || u >= 127) cc_buf_printf(out, "\\%02X", u);
    else cc_buf_putc(out, *c);
  }
  cc_buf_putc(out, '"');
}

/* Distinct predecessor blocks of b (in cv_block_preds order). */
static int lw_distinct_preds(const cv_program *p, int b, int *out) {
  int np, n = 0;
  const int *pr = cv_block_preds(p, b, &np);
  for (int i = 0; i < np; i++) {
    bool seen = false;
    for (int j = 0; j < n; j++) seen |= out[j] == pr[i];
    if (!seen) out[n++] = pr[i];
  }
  return n;
}

/* One function's definition (the module header is lw_header's). */
static bool lw_function(const cv_program *p, cc_buf *out, cc_error *err) {
  int nb = cv_program_nblocks(p);
  const char *file = cv_program_file(p);
  if (cv_program_ninsts(p) > 0) {
    cc_error_set(err, file, cv_program_line(p), 0,
                 "function '%s' has instructions of its own: it is IR already, "
                 "audit it as .ll",
                 cv_program_name(p));
    return false;
  }
  for (int b = 0; b < nb; b++) {
    int ns;
    cv_block_succs(p, b, &ns);
    cv_branch k = cv_block_branch(p, b);
    if (ns >= 2 && k != CV_BRANCH_UNIFORM && k != CV_BRANCH_DIVERGENT) {
      cc_error_set(err, file, cv_block_line(p, b), 0,
                   "function '%s', block '%s': a branch that is neither uniform "
                   "nor divergent cannot be rendered",
                   cv_program_name(p), cv_block_name(p, b));
      return false;
    }
  }

  lw_names names = {0};
  for (int b = 0; b < nb; b++) {
    if (lw_used(&names, cv_block_name(p, b))) {
      cc_error_set(err, file, cv_block_line(p, b), 0,
                   "function '%s': two blocks are called '%s'", cv_program_name(p),
                   cv_block_name(p, b));
      lw_names_free(&names);
      return false;
    }
    CC_PUSH(names.used, cc_strdup(cv_block_name(p, b)));
  }
  int entry = cv_program_entry(p);
  int nep;
  cv_block_preds(p, entry, &nep);
  const char *new_entry = nep > 0 ? lw_fresh(&names, "convcheck.entry") : NULL;

  bool any_div = false;
  const char **arg = cc_calloc((size_t)nb + 1, sizeof *arg);
  const char **dname = cc_calloc((size_t)nb + 1, sizeof *dname);
  const char **cname = cc_calloc((size_t)nb + 1, sizeof *cname);
  const char **pname = cc_calloc((size_t)nb + 1, sizeof *pname);
  int *dp = cc_malloc(((size_t)nb + 1) * sizeof(int));
  char base[600];
  for (int b = 0; b < nb; b++) {
    int ns;
    cv_block_succs(p, b, &ns);
    const char *bn = cv_block_name(p, b);
    if (ns >= 2 && cv_block_branch(p, b) == CV_BRANCH_UNIFORM) {
      snprintf(base, sizeof base, "u.%s", bn);
      arg[b] = lw_fresh(&names, base);
    } else if (ns >= 2) {
      any_div = true;
      snprintf(base, sizeof base, "d.%s", bn);
      dname[b] = lw_fresh(&names, base);
      snprintf(base, sizeof base, "c.%s", bn);
      cname[b] = lw_fresh(&names, base);
    }
    int n = lw_distinct_preds(p, b, dp);
    if (n + (b == entry && new_entry) >= 2) {
      snprintf(base, sizeof base, "from.%s", bn);
      pname[b] = lw_fresh(&names, base);
    }
  }
  const char *tid = any_div ? lw_fresh(&names, "tid") : NULL;

  cc_buf_puts(out, "define amdgpu_kernel void ");
  lw_ident(out, '@', cv_program_name(p));
  cc_buf_putc(out, '(');
  bool first = true;
  for (int b = 0; b < nb; b++) {
    if (!arg[b]) continue;
    int ns;
    cv_block_succs(p, b, &ns);
    cc_buf_puts(out, first ? "" : ", ");
    cc_buf_puts(out, ns > 2 ? "i32 " : "i1 ");
    lw_ident(out, '%', arg[b]);
    first = false;
  }
  cc_buf_puts(out, ") {\n");

  /* The blocks: the entry first (LLVM's entry is the first block). */
  int order_n = 0;
  int *order = cc_malloc(((size_t)nb + 1) * sizeof(int));
  order[order_n++] = entry;
  for (int b = 0; b < nb; b++)
    if (b != entry) order[order_n++] = b;
  for (int oi = -1; oi < order_n; oi++) {
    int b;
    cc_buf label;
    cc_buf_init(&label);
    if (oi < 0) {
      if (!new_entry) continue;
      b = -1;
      lw_ident(&label, '%', new_entry);
    } else {
      b = order[oi];
      lw_ident(&label, '%', cv_block_name(p, b));
    }
    /* label line: the name without its '%' */
    cc_buf_printf(out, "%s:\n", cc_buf_str(&label) + 1);
    cc_buf_free(&label);
    bool is_first = oi < 0 || (oi == 0 && !new_entry);
    if (is_first && tid) {
      cc_buf_puts(out, "  ");
      lw_ident(out, '%', tid);
      cc_buf_puts(out, " = call i32 @llvm.amdgcn.workitem.id.x()\n");
    }
    if (b < 0) {
      cc_buf_puts(out, "  br label ");
      lw_ident(out, '%', cv_block_name(p, entry));
      cc_buf_puts(out, "\n\n");
      continue;
    }
    if (pname[b]) {
      cc_buf_puts(out, "  ");
      lw_ident(out, '%', pname[b]);
      cc_buf_puts(out, " = phi i32 ");
      int np;
      const int *pr = cv_block_preds(p, b, &np);
      bool firstin = true;
      if (b == entry && new_entry) {
        cc_buf_printf(out, "[ %d, ", nb);
        lw_ident(out, '%', new_entry);
        cc_buf_puts(out, " ]");
        firstin = false;
      }
      /* one entry per edge, as LLVM requires (equal for repeated edges) */
      for (int i = 0; i < np; i++) {
        cc_buf_printf(out, "%s[ %d, ", firstin ? "" : ", ", pr[i]);
        lw_ident(out, '%', cv_block_name(p, pr[i]));
        cc_buf_puts(out, " ]");
        firstin = false;
      }
      cc_buf_putc(out, '\n');
    }
    int ns;
    const int *succ = cv_block_succs(p, b, &ns);
    const char *cond = NULL;
    if (dname[b]) {
      cc_buf_puts(out, "  ");
      lw_ident(out, '%', dname[b]);
      cc_buf_puts(out, " = atomicrmw add ptr addrspace(1) @convcheck.counter, i32 1 monotonic\n  ");
      lw_ident(out, '%', cname[b]);
      cc_buf_puts(out, ns > 2 ? " = xor i32 " : " = icmp ult i32 ");
      lw_ident(out, '%', dname[b]);
      cc_buf_puts(out, ", ");
      lw_ident(out, '%', tid);
      cc_buf_putc(out, '\n');
      cond = cname[b];
    } else if (arg[b]) {
      cond = arg[b];
    }
    if (ns == 0) {
      cc_buf_puts(out, "  ret void\n");
    } else if (ns == 1) {
      cc_buf_puts(out, "  br label ");
      lw_ident(out, '%', cv_block_name(p, succ[0]));
      cc_buf_putc(out, '\n');
    } else if (ns == 2) {
      cc_buf_puts(out, "  br i1 ");
      lw_ident(out, '%', cond);
      cc_buf_puts(out, ", label ");
      lw_ident(out, '%', cv_block_name(p, succ[0]));
      cc_buf_puts(out, ", label ");
      lw_ident(out, '%', cv_block_name(p, succ[1]));
      cc_buf_putc(out, '\n');
    } else {
      cc_buf_puts(out, "  switch i32 ");
      lw_ident(out, '%', cond);
      cc_buf_puts(out, ", label ");
      lw_ident(out, '%', cv_block_name(p, succ[0]));
      cc_buf_puts(out, " [\n");
      for (int i = 1; i < ns; i++) {
        cc_buf_printf(out, "    i32 %d, label ", i);
        lw_ident(out, '%', cv_block_name(p, succ[i]));
        cc_buf_putc(out, '\n');
      }
      cc_buf_puts(out, "  ]\n");
    }
    cc_buf_puts(out, oi + 1 < order_n ? "\n" : "");
  }
  cc_buf_puts(out, "}\n");
  free(order);
  free(arg);
  free(dname);
  free(cname);
  free(pname);
  free(dp);
  lw_names_free(&names);
  return true;
}

static void lw_header(cc_buf *out) {
  cc_buf_puts(out, "; rendered by convcheck from a CFG shape (docs/audit.md)\n"
                   "target triple = \"amdgcn-unknown-amdhsa\"\n\n"
                   "@convcheck.counter = addrspace(1) global i32 0\n\n"
                   "declare i32 @llvm.amdgcn.workitem.id.x()\n");
}

bool fe_ll_write_functions(const cv_program *const *ps, int n, cc_buf *out, cc_error *err) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      if (!strcmp(cv_program_name(ps[i]), cv_program_name(ps[j]))) {
        cc_error_set(err, cv_program_file(ps[i]), cv_program_line(ps[i]), 0,
                     "two functions are called '%s'", cv_program_name(ps[i]));
        return false;
      }
  size_t mark = out->len;
  lw_header(out);
  for (int i = 0; i < n; i++) {
    cc_buf_putc(out, '\n');
    if (!lw_function(ps[i], out, err)) {
      out->len = mark; /* nothing appended on failure */
      if (out->data) out->data[mark] = 0;
      return false;
    }
  }
  return true;
}

bool fe_ll_write(const cv_program *p, cc_buf *out, cc_error *err) {
  return fe_ll_write_functions(&p, 1, out, err);
}
