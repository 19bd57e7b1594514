/* sweep/run.c — auditing a family of generated programs (docs/design.md §7
 * "families" and "audit"): each shape rendered as LLVM IR, read back and
 * audited by our analysis and/or opt-22 against the reference, in batches
 * that share one module and one opt-22 process. */
#include "sweep/sweep.h"

#include "front/front.h"

#include <stdio.h>
#include <stdlib.h>

void sw_opts_default(sw_opts *o) {
  memset(o, 0, sizeof *o);
  o->family.blocks = 3;
  o->family.divergence = SW_DIV_ALL;
  o->family.shard = o->family.nshards = 1;
  au_opts_default(&o->audit);
  o->batch = SW_DEFAULT_BATCH;
}

void sw_result_init(sw_result *r) { memset(r, 0, sizeof *r); }

static void finding_free(sw_finding *f) {
  CC_FREE_ALL(f->function, f->subject, f->text, f->cfg, f->ll, f->witness);
}

void sw_result_free(sw_result *r) {
  for (size_t i = 0; i < CC_SIZE(r->unsound); i++) finding_free(&CC_AT(r->unsound, i));
  CC_RELEASE(r->unsound);
  memset(r, 0, sizeof *r);
}

/* ---- one batch ------------------------------------------------------------- */

typedef struct member {
  const sw_item *item;
  char name[64];
  char *cfg;       /* the shape as .cfg text                     */
  char *path;      /* the same on one line (the store's "path")  */
  const cv_program *p; /* the program built from the shape         */
  char hash[20];
  long long pid;   /* program id in the store                    */
} member;

static const char *const check_name[AU_NANALYSES] = {"audit-ours", "audit-llvm"};

static bool run_batch(const sw_opts *o, const sw_item *items, int n, rs_run *run,
                      sw_result *res, cc_error *err) {
  member *mb = cc_calloc((size_t)n, sizeof *mb);
  cv_module *shapes = cv_module_new("sweep");
  const cv_program **ps = cc_calloc((size_t)n, sizeof *ps);
  cc_buf tmp;
  cc_buf_init(&tmp);
  au_report rep;
  au_report_init(&rep);
  bool ok = true;
  for (int i = 0; i < n && ok; i++) {
    member *x = &mb[i];
    x->item = &items[i];
    sw_item_name(x->item, x->name, sizeof x->name);
    cc_buf_clear(&tmp);
    en_shape_cfg_text(&x->item->shape, x->item->mask, &tmp);
    x->cfg = cc_strdup(cc_buf_str(&tmp));
    x->path = cc_strdup(x->cfg);
    size_t plen = strlen(x->path);
    while (plen > 0 && x->path[plen - 1] == '\n') x->path[--plen] = '\0';
    for (char *c = x->path; *c; c++)
      if (*c == '\n') *c = ';';
    snprintf(x->hash, sizeof x->hash, "%016llx",
             (unsigned long long)cc_hash_bytes(x->cfg, strlen(x->cfg), 0));
    x->p = ps[i] = en_shape_program(&x->item->shape, shapes, x->name, x->item->mask, err);
    ok = x->p != NULL;
  }
  if (ok) {
    /* one module, one opt-22 process for the batch (au_audit_programs
     * renders with fe_ll_write_functions and reads the module back) */
    au_opts ao = o->audit;
    ao.keep_agree = run != NULL; /* the store keeps every claim */
    ok = au_audit_programs(ps, n, &ao, &rep, err);
  }
  for (int i = 0; i < n && ok && run; i++)
    ok = rs_run_program(run, mb[i].name, mb[i].path, mb[i].hash, &mb[i].pid, err);
  for (size_t c = 0; ok && c < CC_SIZE(rep.claims); c++) {
    const au_claim *cl = &CC_AT(rep.claims, c);
    member *x = NULL;
    for (int i = 0; i < n && !x; i++)
      if (!strcmp(mb[i].name, cl->function)) x = &mb[i];
    if (!x) {
      cc_error_set(err, "sweep", 0, 0, "the audit names a function '%s' not in the batch",
                   cl->function);
      ok = false;
      break;
    }
    if (run)
      ok = rs_run_verdict(run, x->pid, check_name[cl->analysis], cl->subject,
                          au_claim_verdict(cl), cl->text, cl->witness, 0, err);
    if (cl->verdict == AU_UNSOUND) {
      cc_buf_clear(&tmp);
      if (!fe_ll_write(x->p, &tmp, err)) {
        ok = false;
        break;
      }
      sw_finding f;
      memset(&f, 0, sizeof f);
      f.analysis = cl->analysis;
      f.function = cc_strdup(x->name);
      f.subject = cc_strdup(cl->subject);
      f.text = cl->text ? cc_strdup(cl->text) : NULL;
      f.cfg = cc_strdup(x->cfg);
      f.ll = cc_strdup(cc_buf_str(&tmp));
      f.witness = cl->witness ? cc_strdup(cl->witness) : NULL;
      CC_PUSH(res->unsound, f);
    }
  }
  if (ok) {
    res->programs += (uint64_t)n;
    for (int a = 0; a < AU_NANALYSES; a++) au_counts_add(&res->counts[a], &rep.counts[a]);
    res->cut |= rep.cut;
    res->truncated |= rep.truncated;
    res->tuples += rep.tuples;
    if (rep.max_hierarchies > res->max_hierarchies) res->max_hierarchies = rep.max_hierarchies;
  } else if (!err->set) {
    cc_error_set(err, "sweep", 0, 0, "the audit failed");
  }
  au_report_free(&rep);
  free(ps);
  cv_module_free(shapes);
  for (int i = 0; i < n; i++) {
    free(mb[i].cfg);
    free(mb[i].path);
  }
  free(mb);
  cc_buf_free(&tmp);
  return ok;
}

/* The progress of a run, program by program (au_opts.function_done), not
 * batch by batch: a batch of 256 large programs takes long. */
typedef struct swI_progress {
  const sw_opts *o;
  size_t done, total;
  double *wsum; /* wsum[i]: the weight of the first i programs */
} swI_progress;

static void swI_report(swI_progress *P) {
  const sw_opts *o = P->o;
  if (o->progress_weight) o->progress_weight(o->progress_arg, P->wsum[P->done], P->wsum[P->total]);
  o->progress(o->progress_arg, P->done, P->total);
}

static void swI_function_done(void *arg) {
  swI_progress *P = arg;
  if (P->done < P->total) P->done++;
  swI_report(P);
}

bool sw_run(const sw_opts *opts, const sw_family *f, rs_run *run, sw_result *res,
            cc_error *err) {
  int batch = opts->batch > 0 ? opts->batch : SW_DEFAULT_BATCH;
  if (batch > SW_MAX_BATCH) {
    cc_error_set(err, "--batch", 0, 0, "at most %d functions per batch", SW_MAX_BATCH);
    return false;
  }
  /* one memo for the run: consecutive programs of one shape share it, the
   * first program of the next shape empties it */
  sw_opts o_memo = *opts;
  const sw_opts *o = &o_memo;
  en_memo *memo = NULL;
  if (!o_memo.audit.engine.memo) o_memo.audit.engine.memo = memo = en_memo_new(0);
  en_memo_stats before = en_memo_get_stats(o_memo.audit.engine.memo);
  bool ok = true;
  res->total = f->total;
  swI_progress P = {opts, 0, f->n, cc_calloc(f->n + 1, sizeof(double))};
  for (size_t i = 0; i < f->n; i++)
    P.wsum[i + 1] = P.wsum[i] + sw_item_weight(&f->items[i], opts->audit.engine.k, opts->audit.engine.L);
  if (opts->progress) o_memo.audit.function_done = swI_function_done, o_memo.audit.function_done_arg = &P;
  for (size_t i = 0; i < f->n && ok; i += (size_t)batch) {
    int n = f->n - i < (size_t)batch ? (int)(f->n - i) : batch;
    if (!run_batch(o, f->items + i, n, run, res, err)) {
      /* name the first program of the batch that failed */
      char name[64];
      sw_item_name(&f->items[i], name, sizeof name);
      size_t l = strlen(err->msg);
      snprintf(err->msg + l, sizeof err->msg - l, " (in the batch from program %s)", name);
      ok = false;
      break;
    }
    P.done = i + (size_t)n;
    if (o->progress) swI_report(&P);
  }
  en_memo_stats after = en_memo_get_stats(o_memo.audit.engine.memo);
  res->relations_computed += after.misses - before.misses;
  res->relations_shared += after.hits - before.hits;
  en_memo_free(memo);
  free(P.wsum);
  return ok;
}
