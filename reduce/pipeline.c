/* reduce/pipeline.c — the whole reduction (rx_reduce_file) and the causes
 * of a sweep's findings (rx_group_findings); reduce/reduce.h. */
#include "reduce/reduce.h"

#include "front/front.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

void rx_result_init(rx_result *r) {
  memset(r, 0, sizeof *r);
  rx_outcome_init(&r->first);
  rx_outcome_init(&r->after);
  cc_buf_init(&r->script);
  cc_buf_init(&r->finding);
}

void rx_result_free(rx_result *r) {
  rx_outcome_free(&r->first);
  rx_outcome_free(&r->after);
  cc_buf_free(&r->script);
  cc_buf_free(&r->finding);
  free(r->reduced);
  r->reduced = NULL;
}

static void rxp_remove_work(const char *dir) {
  const char *names[] = {"interesting.sh", "finding.txt", "llvm-reduce.log", "reduced.ll",
                         "clean.ll"};
  char p[PATH_MAX + 64];
  for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
    snprintf(p, sizeof p, "%s/%s", dir, names[i]);
    unlink(p);
  }
  rmdir(dir);
}

/* RX_CLEANUP_PASSES over the reduced file rpath with the same test: taken
 * when it still holds with the same kind at the finding's own bounds (a
 * clean-up that fails or loses it leaves rpath as it was). */
static void rxp_cleanup(const rx_finding *f, const char *llvm_reduce, const char *spath,
                        const char *rpath, const char *work, unsigned timeout_ms,
                        rx_result *res) {
  char cpath[PATH_MAX + 64];
  snprintf(cpath, sizeof cpath, "%s/clean.ll", work);
  cc_error e;
  cc_error_clear(&e);
  if (!rx_llvm_reduce(llvm_reduce, spath, RX_CLEANUP_PASSES, rpath, cpath, work, timeout_ms,
                      &res->cleanup, &e))
    return;
  rx_outcome o;
  rx_outcome_init(&o);
  if (rx_check(f, cpath, &o, &e) && o.holds && !strcmp(o.kind, res->after.kind) &&
      rename(cpath, rpath) == 0) {
    rx_outcome_free(&res->after);
    res->after = o;
    res->cleaned = true;
    return;
  }
  rx_outcome_free(&o);
}

bool rx_reduce_file(const rx_finding *f0, const char *in, const char *convcheck,
                    const char *llvm_reduce, unsigned timeout_ms, rx_result *res, cc_error *err) {
  if (!rx_check(f0, in, &res->first, err)) return false;
  if (!res->first.holds) {
    cc_error_set(err, in, 0, 0, "the finding does not hold: %s", res->first.why);
    return false;
  }
  /* every candidate, the result and its clean-up keep the input's way out
   * of the function (rx_finding.exits) */
  rx_finding fx = *f0;
  fx.exits = res->first.exits;
  const rx_finding *f = &fx;
  if (!llvm_reduce) {
    cc_error_set(err, in, 0, 0, "llvm-reduce not found (llvm-22: llvm-reduce-22, "
                                "/usr/lib/llvm-22/bin/llvm-reduce)");
    return false;
  }
  /* llvm-reduce runs in the scratch folder: the input by an absolute path */
  char in_abs[PATH_MAX] = "", cwd[PATH_MAX] = "", work[] = "/tmp/convcheck-reduce.XXXXXX";
  if (in[0] == '/') snprintf(in_abs, sizeof in_abs, "%s", in);
  else if (getcwd(cwd, sizeof cwd)) snprintf(in_abs, sizeof in_abs, "%.2000s/%.2000s", cwd, in);
  if (!*in_abs || !mkdtemp(work)) {
    cc_error_set(err, in, 0, 0, "cannot make a scratch folder: %s", strerror(errno));
    return false;
  }
  rx_script(convcheck, &res->script);
  rx_finding_text(f, &res->first, &res->finding);
  /* the candidates are checked at the smallest bound that shows the
   * finding on the input; the result again at f's own (below) */
  int tries = 0;
  rx_finding g = *f;
  g.L = res->check_L = rx_check_bound(f, in, &res->first, &tries);
  cc_buf cheap;
  cc_buf_init(&cheap);
  rx_finding_text(&g, &res->first, &cheap);
  char spath[PATH_MAX + 64], fpath[PATH_MAX + 64], rpath[PATH_MAX + 64];
  snprintf(spath, sizeof spath, "%s/interesting.sh", work);
  snprintf(fpath, sizeof fpath, "%s/finding.txt", work);
  snprintf(rpath, sizeof rpath, "%s/reduced.ll", work);
  bool ok = cc_write_file(spath, cc_buf_str(&res->script), res->script.len, err) &&
            chmod(spath, 0755) == 0 &&
            cc_write_file(fpath, cc_buf_str(&cheap), cheap.len, err) &&
            rx_llvm_reduce(llvm_reduce, spath, rx_delta_passes(f->kind), in_abs, rpath, work,
                           timeout_ms, &res->run, err) &&
            rx_check(f, rpath, &res->after, err);
  if (ok && (!res->after.holds || strcmp(res->after.kind, res->first.kind))) {
    cc_error_set(err, in, 0, 0, "the reduction lost the finding: %s",
                 res->after.holds ? res->after.kind : res->after.why);
    ok = false;
  }
  if (ok) rxp_cleanup(f, llvm_reduce, spath, rpath, work, timeout_ms, res);
  cc_buf_free(&cheap);
  ok = ok && rx_recheck_all(f, rpath, &res->after, &res->recheck, err);
  size_t len = 0;
  if (ok) ok = (res->reduced = cc_read_file(rpath, 64u << 20, &len, err)) != NULL;
  if (ok) {
    rx_tidy(res->reduced);
    for (int i = 0; i < res->recheck.n; i++) res->disagrees |= res->recheck.v[i].disagrees;
  }
  rxp_remove_work(work);
  return ok;
}

/* ---- causes ------------------------------------------------------------------ */

static void rxp_cause(const cv_program *p, const char *subject, char *buf, size_t size) {
  int b = -1;
  const char *op = "?";
  if (!strncmp(subject, "br ", 3)) {
    b = cv_program_find_block(p, subject + 3);
    op = "br";
  } else {
    int i = cv_program_find_inst(p, subject[0] == '%' ? subject + 1 : subject);
    if (i >= 0) {
      b = cv_program_inst(p, i)->block;
      if (cv_program_inst(p, i)->opcode) op = cv_program_inst(p, i)->opcode;
    }
  }
  if (b < 0) {
    snprintf(buf, size, "%s", op);
    return;
  }
  cv_hierarchy *h = cv_cycles_llvm(p);
  const char *where = "acyclic";
  int depth = 0;
  char tmp[100] = "";
  /* an entry of an irreducible cycle (the deepest) comes first: that is
   * where the hierarchies differ; else the deepest cycle holding it */
  int irr = 0;
  for (int c = 0; c < cv_hierarchy_ncycles(h); c++) {
    const cv_cycle *cy = cv_hierarchy_cycle(h, c);
    bool entry = false, member = false;
    for (int e = 0; e < cy->nentries; e++) entry |= cy->entries[e] == b;
    for (int x = 0; x < cy->nblocks; x++) member |= cy->blocks[x] == b;
    if (entry && cy->nentries > 1 && cy->depth > irr) {
      irr = depth = cy->depth;
      snprintf(tmp, sizeof tmp, "an entry of an irreducible cycle at depth %d", depth);
      where = tmp;
    } else if (!irr && member && cy->depth > depth) {
      depth = cy->depth;
      snprintf(tmp, sizeof tmp, "%s a reducible cycle at depth %d",
               cy->header == b ? "the header of" : "inside", depth);
      where = tmp;
    }
  }
  if (!depth) {
    /* an exit block: a predecessor in a cycle */
    for (int c = 0; c < cv_hierarchy_ncycles(h) && !depth; c++) {
      const cv_cycle *cy = cv_hierarchy_cycle(h, c);
      for (int x = 0; x < cy->nblocks; x++) {
        int ns = 0;
        const int *succ = cv_block_succs(p, cy->blocks[x], &ns);
        for (int s = 0; s < ns; s++)
          if (succ[s] == b) where = "an exit block of a cycle";
      }
    }
  }
  snprintf(buf, size, "%s at %s", op, where);
  cv_hierarchy_free(h);
}

const char *rx_known_finding(const rx_finding *f, const rx_outcome *o, const char *reduced_text) {
  if (f->kind != RX_UNSOUND || f->analysis != AU_LLVM || !reduced_text) return NULL;
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_read_ll_text("reduced.ll", reduced_text, strlen(reduced_text), &e);
  if (!m) return NULL;
  const cv_program *p = cv_module_find(m, o->function);
  char cause[160] = "";
  if (p) rxp_cause(p, o->subject, cause, sizeof cause);
  cv_module_free(m);
  if (!strcmp(cause, "phi at an exit block of a cycle"))
    return "LLVM PR 216100 (closed; fixed after LLVM 22 by PR 216296): a phi in a cycle's exit "
           "block, choosing by the exit edge, called uniform although threads leave through "
           "a divergent exit in different iterations (docs/findings.md, \"Known LLVM "
           "reports\").";
  if (!strncmp(cause, "phi at an entry of an irreducible cycle", 39))
    return "the irreducible-entry phi of convcheck's sweep (docs/findings.md, \"Sweep\"): "
           "uniform in the cycle hierarchy LLVM builds, divergent in another DFS-realizable "
           "one; opt-22's answer changes with the order of a branch's successors.";
  return NULL;
}

bool rx_group_findings(int n, const au_analysis *analysis, const char *const *function,
                       const char *const *subject, const char *const *ll, rx_groups *out,
                       cc_error *err) {
  char(*keys)[200] = cc_calloc(n > 0 ? (size_t)n : 1, sizeof *keys);
  for (int i = 0; i < n; i++) {
    cc_error rerr;
    cc_error_clear(&rerr);
    cv_module *m = fe_read_ll_text(function[i], ll[i], strlen(ll[i]), &rerr);
    if (!m) {
      cc_error_set(err, function[i], 0, 0, "%s", rerr.msg);
      free(keys);
      return false;
    }
    const cv_program *p = cv_module_find(m, function[i]);
    if (!p && cv_module_count(m)) p = cv_module_program(m, 0);
    char cause[160] = "?";
    if (p) rxp_cause(p, subject[i], cause, sizeof cause);
    cv_module_free(m);
    char *key = keys[i];
    snprintf(key, sizeof keys[i], "%s: %.160s", au_analysis_name(analysis[i]), cause);
    rx_group *g = NULL;
    for (size_t j = 0; j < CC_SIZE(*out) && !g; j++)
      if (!strcmp(CC_AT(*out, j).key, key)) g = &CC_AT(*out, j);
    if (!g) {
      rx_group ng;
      memset(&ng, 0, sizeof ng);
      snprintf(ng.key, sizeof ng.key, "%s", key);
      ng.analysis = analysis[i];
      ng.function = function[i];
      ng.subject = subject[i];
      ng.ll = ll[i];
      CC_PUSH(*out, ng);
      g = &CC_AT(*out, CC_SIZE(*out) - 1);
    }
    g->claims++;
    bool seen = false;
    for (int j = 0; j < i && !seen; j++)
      seen = !strcmp(keys[j], key) && !strcmp(function[j], function[i]);
    if (!seen) g->programs++;
  }
  free(keys);
  return true;
}
