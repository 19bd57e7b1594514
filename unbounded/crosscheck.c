/* unbounded/crosscheck.c — the unbounded verdicts against the bounded
 * explicit engine (issue 12, "Done when"): a block proven m-converged for
 * every L is never NOT m-converged within k=2, L; a value proven uniform is
 * never divergent there; a witness replays (ub_run_new checks each; a
 * witness that does not is counted in ub_run.bugs), and one within L is
 * found by the bounded engine's own whole run too (unless max_tuples
 * stopped it).  Used by the test
 * suite on samples and by bench/unbounded.sh on the whole families. */
#include "unbounded/crosscheck.h"

#include "enumerate/enumerate.h"

#include <stdio.h>
#include <time.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void ub_cross_opts_default(ub_cross_opts *o) {
  memset(o, 0, sizeof *o);
  ub_opts_default(&o->uo);
  o->L = 16;
  o->k = 2;
}

static void count(ub_cross_counts *c, const ub_item *it) {
  c->items++;
  if (it->verdict == UB_PROVEN) c->proven++;
  else if (it->verdict == UB_FAILS) c->fails++;
  else c->unknown++;
}

static void disagree(ub_cross *acc, const cv_program *p, const char *what, const char *name,
                     const char *how) {
  acc->disagree++;
  if (acc->first[0]) return;
  snprintf(acc->first, sizeof acc->first, "%s: function %s: %s %s: %s", cv_program_shown_file(p),
           cv_program_name(p), what, name, how);
}

bool ub_cross_program(const cv_program *p, const ub_cross_opts *o, ub_cross *acc,
                      cc_error *err) {
  double t0 = now();
  ub_run *r = ub_run_new(p, &o->uo, o->values, err);
  if (!r) return false;
  double t1 = now();
  en_opts eo;
  en_opts_default(&eo);
  eo.k = o->k;
  eo.L = o->L;
  eo.rd = o->uo.rd;
  eo.controlled = o->uo.controlled;
  eo.mconv_only = !o->values;
  eo.max_tuples = o->max_tuples;
  en_run *er = en_run_new(p, &eo, err);
  double t2 = now();
  if (!er) {
    ub_run_free(r);
    return false;
  }
  acc->programs++;
  acc->seconds_ub += t1 - t0;
  acc->seconds_bounded += t2 - t1;
  if (t1 - t0 > acc->max_ub_seconds) {
    acc->max_ub_seconds = t1 - t0;
    snprintf(acc->slowest, sizeof acc->slowest, "%s", cv_program_name(p));
  }
  if (o->unknown_log && t1 - t0 > 1.0)
    cc_buf_printf(o->unknown_log, "# %s slow: %.2f s, %llu states in %d products\n",
                  cv_program_name(p), t1 - t0, (unsigned long long)r->states, r->products);
  if (er->truncated) acc->bounded_truncated++;
  acc->bugs += (uint64_t)r->bugs;
  if (r->bugs) disagree(acc, p, "a witness", "", "does not replay in the bounded engine");
  int nb = cv_program_nblocks(p), ni = cv_program_ninsts(p);
  for (int b = 0; b < nb; b++) {
    if (!cv_block_reachable(p, b)) continue;
    const ub_item *it = &r->blocks[b];
    count(&acc->blocks, it);
    bool bounded = er->blocks[b].m_converged;
    if (it->verdict == UB_PROVEN && !bounded)
      disagree(acc, p, "block", cv_block_name(p, b),
               "proven for every L, NOT m-converged in the bounded engine");
    if (it->verdict == UB_FAILS && it->w.L > o->L) acc->deeper++;
    if (it->verdict == UB_FAILS && it->w.L <= o->L && bounded && !er->truncated)
      disagree(acc, p, "block", cv_block_name(p, b),
               "fails with a witness within L, m-converged in the bounded engine's whole run");
    if (it->verdict == UB_UNKNOWN && !bounded) acc->unknown_refuted++;
    if (it->verdict == UB_UNKNOWN && o->unknown_log)
      cc_buf_printf(o->unknown_log, "# %s block %s: %s\n", cv_program_name(p), cv_block_name(p, b),
                    it->why);
  }
  for (int j = 0; o->values && j < ni + nb; j++) {
    bool isv = j < ni;
    int blk = isv ? cv_program_inst(p, j)->block : j - ni;
    if (!cv_block_reachable(p, blk)) continue;
    if (!isv) {
      int ns;
      cv_block_succs(p, blk, &ns);
      if (ns < 2) continue;
    }
    const ub_item *it = isv ? &r->values[j] : &r->branches[blk];
    count(&acc->values, it);
    bool bounded = isv ? er->values[j].uniform : er->branches[blk].uniform;
    if (it->verdict == UB_PROVEN && !bounded) {
      const cv_inst *I = isv ? cv_program_inst(p, j) : NULL;
      disagree(acc, p, isv ? "value" : "branch",
               isv ? (I->name ? I->name : "?") : cv_block_name(p, blk),
               "proven uniform for every L, divergent in the bounded engine");
    }
    if (it->verdict == UB_FAILS && it->w.L > o->L) acc->deeper++;
    if (it->verdict == UB_FAILS && it->w.L <= o->L && bounded && !er->truncated) {
      const cv_inst *I = isv ? cv_program_inst(p, j) : NULL;
      disagree(acc, p, isv ? "value" : "branch",
               isv ? (I->name ? I->name : "?") : cv_block_name(p, blk),
               "divergent with a witness within L, uniform in the bounded engine's whole run");
    }
    if (it->verdict == UB_UNKNOWN && !bounded) acc->unknown_refuted++;
    if (it->verdict == UB_UNKNOWN && o->unknown_log)
      cc_buf_printf(o->unknown_log, "# %s %s %s: %s\n", cv_program_name(p), isv ? "value" : "branch",
                    isv ? (cv_program_inst(p, j)->name ? cv_program_inst(p, j)->name : "?")
                        : cv_block_name(p, blk), it->why);
  }
  en_run_free(er);
  ub_run_free(r);
  return true;
}

typedef struct walk {
  uint64_t sample, index, shape_index;
  int shard, nshards;
  ub_family_fn fn;
  void *arg;
  cc_error *err;
  bool ok, stop;
} walk;

static bool one_shape(const en_shape *s, void *arg) {
  walk *w = arg;
  int nbr = en_shape_nbranches(s);
  /* shards take whole shapes, as sweep/family.c's do: shard I of M here is
   * the programs of `convcheck sweep --shard I/M` (docs/sweeps.md) */
  bool mine = w->nshards <= 1 || w->shape_index % (uint64_t)w->nshards == (uint64_t)(w->shard - 1);
  w->shape_index++;
  for (unsigned mask = 0; mask < (1u << nbr) && !w->stop; mask++) {
    uint64_t idx = w->index++;
    if (!mine) continue;
    if (w->sample > 1 && idx % w->sample != 0) continue;
    char name[64];
    snprintf(name, sizeof name, "s%llu_m%u", (unsigned long long)idx, mask);
    cv_module *m = cv_module_new("family");
    cv_program *p = en_shape_program(s, m, name, mask, w->err);
    bool go = p && w->fn(w->arg, p, s, mask, w->err);
    if (!p || w->err->set) w->ok = false;
    if (!go) w->stop = true;
    cv_module_free(m);
  }
  return !w->stop;
}

bool ub_family_walk(int max_blocks, uint64_t sample, int shard, int nshards, ub_family_fn fn,
                    void *arg, cc_error *err) {
  walk w = {sample, 0, 0, shard, nshards, fn, arg, err, true, false};
  en_shapes(max_blocks, one_shape, &w);
  return w.ok;
}

typedef struct cross_walk {
  const ub_cross_opts *o;
  ub_cross *acc;
} cross_walk;

static bool cross_one(void *arg, const cv_program *p, const en_shape *s, unsigned mask,
                      cc_error *err) {
  cross_walk *c = arg;
  size_t logged = c->o->unknown_log ? c->o->unknown_log->len : 0;
  uint64_t before = c->acc->disagree;
  if (!ub_cross_program(p, c->o, c->acc, err)) return false;
  if (c->o->unknown_log && c->o->unknown_log->len > logged) {
    cc_buf_printf(c->o->unknown_log, "function %s\n", cv_program_name(p));
    en_shape_cfg_text(s, mask, c->o->unknown_log);
  }
  if (c->acc->disagree > before && !c->acc->first_cfg.len) {
    cc_buf_printf(&c->acc->first_cfg, "function %s\n", cv_program_name(p));
    en_shape_cfg_text(s, mask, &c->acc->first_cfg);
  }
  return true;
}

bool ub_cross_family(int max_blocks, const ub_cross_opts *o, ub_cross *acc, cc_error *err) {
  cross_walk c = {o, acc};
  return ub_family_walk(max_blocks, o->sample, o->shard, o->nshards, cross_one, &c, err);
}

void ub_cross_free(ub_cross *acc) { cc_buf_free(&acc->first_cfg); }
