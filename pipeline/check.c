/* pipeline/check.c — every step of a pipeline checked with tf_check, or
 * for every trace length with ub_transform (pipeline/pipeline.h). */
#include "pipeline/pipeline.h"

#include "front/front.h"
#include "transform/inline.h"

#include <stdio.h>
#include <stdlib.h>

/* One module of the dump: read on first use, its functions expanded on
 * first use (transform/inline.h). */
typedef struct plI_mod {
  bool tried;
  const cv_program **expanded; /* per function of the module (NULL: not yet) */
  tf_expansion *info;
  char **errors;               /* per function: tf_expand_calls' complaint    */
} plI_mod;

typedef struct plI_ctx {
  const pl_dump *d;
  pl_result *r;
  plI_mod *m;
} plI_ctx;

static const char *plI_ir_name(const pl_dump *d, int ir, char *buf, size_t size) {
  if (ir == 0) {
    snprintf(buf, size, "the module as opt read it");
    return buf;
  }
  for (int s = 0; s < d->nsteps; s++)
    if (d->steps[s].after == ir) {
      snprintf(buf, size, "the module after pass %d (%s)", d->steps[s].number, d->steps[s].pass);
      return buf;
    }
  snprintf(buf, size, "opt's module %d", ir);
  return buf;
}

/* The module ir, read (NULL: the reader refused it, why in read_errors). */
static cv_module *plI_module(plI_ctx *C, int ir) {
  plI_mod *m = &C->m[ir];
  if (!m->tried) {
    m->tried = true;
    char name[300];
    plI_ir_name(C->d, ir, name, sizeof name);
    cc_error e;
    cc_error_clear(&e);
    const char *text = C->d->irs[ir];
    C->r->mods[ir] = fe_read_ll_text(name, text, strlen(text), &e);
    if (!C->r->mods[ir]) {
      char buf[1600];
      cc_error_format(&e, buf, sizeof buf);
      C->r->read_errors[ir] = cc_strdup(buf);
    } else {
      int n = cv_module_count(C->r->mods[ir]);
      m->expanded = cc_calloc((size_t)n + 1, sizeof *m->expanded);
      m->info = cc_calloc((size_t)n + 1, sizeof *m->info);
      m->errors = cc_calloc((size_t)n + 1, sizeof *m->errors);
      C->r->xmods[ir] = cv_module_new(name);
    }
  }
  return C->r->mods[ir];
}

/* Function f of module ir with its calls expanded (NULL: refused, why in
 * *why). */
static const cv_program *plI_expanded(plI_ctx *C, int ir, int f, const tf_expansion **info,
                                      const char **why) {
  plI_mod *m = &C->m[ir];
  cv_module *mod = C->r->mods[ir];
  if (!m->expanded[f] && !m->errors[f]) {
    cc_error e;
    cc_error_clear(&e);
    const cv_program *out = NULL;
    if (tf_expand_calls(mod, cv_module_program(mod, f), C->r->xmods[ir], &out, &m->info[f], &e))
      m->expanded[f] = out;
    else
      m->errors[f] = cc_strdup(e.msg);
  }
  *info = &m->info[f];
  *why = m->errors[f];
  return m->expanded[f];
}

static int plI_find(const cv_module *m, const char *name) {
  for (int i = 0; i < cv_module_count(m); i++)
    if (!strcmp(cv_program_name(cv_module_program(m, i)), name)) return i;
  return -1;
}

typedef CC_STACK(pl_row) plI_rows;

static pl_row *plI_row(plI_rows *rows, int step, pl_row_kind kind, const char *function) {
  pl_row row;
  memset(&row, 0, sizeof row);
  row.step = step;
  row.kind = kind;
  row.function = function;
  row.verdict = TF_UNKNOWN;
  CC_PUSH(*rows, row);
  return &CC_TOP(*rows);
}

/* The rows of step s: one per function it changed (PL_CHECKED, decided
 * later), or the reason none can be checked. */
static void plI_step_rows(plI_ctx *C, int s, const pl_check_opts *o, plI_rows *rows) {
  const pl_step *st = &C->d->steps[s];
  size_t first = CC_SIZE(*rows);
  if (st->invalid) {
    pl_row *row = plI_row(rows, s, PL_INVALID, st->function);
    row->verdict = TF_INVALID_AFTER;
    row->why = cc_strdup(st->invalid);
    return;
  }
  cv_module *mb = plI_module(C, st->before), *ma = plI_module(C, st->after);
  if (!mb || !ma) {
    int bad = mb ? st->after : st->before;
    pl_row *row = plI_row(rows, s, PL_UNREAD, st->function);
    char buf[2000];
    snprintf(buf, sizeof buf, "our reader refuses %s: %s", mb ? "AFTER" : "BEFORE",
             C->r->read_errors[bad]);
    row->why = cc_strdup(buf);
    return;
  }
  for (int fa = 0; fa < cv_module_count(ma); fa++) {
    const char *name = cv_program_name(cv_module_program(ma, fa));
    if (o->function && strcmp(name, o->function)) continue;
    int fb = plI_find(mb, name);
    if (fb < 0) continue; /* a function the pass created */
    const tf_expansion *ib, *ia;
    const char *wb, *wa;
    const cv_program *eb = plI_expanded(C, st->before, fb, &ib, &wb);
    const cv_program *ea = plI_expanded(C, st->after, fa, &ia, &wa);
    if (!eb || !ea) {
      pl_row *row = plI_row(rows, s, PL_FAILED, name);
      row->why = cc_strdup(wb ? wb : wa);
      continue;
    }
    if (tf_same_program(eb, ea)) continue;
    pl_row *row = plI_row(rows, s, PL_CHECKED, name);
    row->eb = eb, row->ea = ea;
    row->expanded = ib->expanded + ia->expanded;
    char form[200];
    if (strcmp(st->pass, "LoopSimplifyPass") && strcmp(st->pass, "LCSSAPass") &&
        pl_loop_form_only(eb, ea, form, sizeof form))
      row->loop_form = cc_strdup(form);
    if (ib->left || ia->left) {
      char note[640];
      snprintf(note, sizeof note, "%s%s%s%s%s", ib->left ? "BEFORE: " : "", ib->left ? ib->why : "",
               ib->left && ia->left ? "; " : "", ia->left ? "AFTER: " : "", ia->left ? ia->why : "");
      row->note = cc_strdup(note);
    }
  }
  if (CC_SIZE(*rows) == first) {
    pl_row *row = plI_row(rows, s, PL_UNCHANGED, NULL);
    /* with only one function asked, the functions the step did change
     * are not checked, and the reason names them (a user read
     * "attributes, metadata, globals or declarations only" for a step
     * that rewrote another function's loop) */
    if (o->function) {
      cc_buf b;
      cc_buf_init(&b);
      int n = 0;
      for (int fa = 0; fa < cv_module_count(ma); fa++) {
        const cv_program *pa = cv_module_program(ma, fa);
        const char *name = cv_program_name(pa);
        int fb = plI_find(mb, name);
        if (!strcmp(name, o->function) || fb < 0 || tf_same_program(cv_module_program(mb, fb), pa))
          continue;
        if (n++ < 3) cc_buf_printf(&b, "%s@%s", n > 1 ? ", " : "", name);
      }
      if (n > 3) cc_buf_printf(&b, " and %d more", n - 3);
      if (n) {
        char why[1200];
        snprintf(why, sizeof why, "--function %s: the step changed %s, not @%s",
                 o->function, cc_buf_str(&b), o->function);
        row->why = cc_strdup(why);
      }
      cc_buf_free(&b);
    }
  }
}

/* A step for every trace length (unbounded/ ub_transform): its bounded
 * check kept as the row's result. */
static void plI_unbounded(pl_row *row, const tf_opts *to) {
  ub_transform_result ur;
  cc_error e;
  cc_error_clear(&e);
  row->unbounded = true;
  if (!ub_transform(row->eb, row->ea, to, &ur, &e)) {
    row->kind = PL_FAILED;
    row->why = cc_strdup(e.msg);
    row->res = ur.tf; /* freed with the row, as a refused tf_check's */
    return;
  }
  row->res = ur.tf;
  row->ub = ur.verdict;
  row->ub_all_threads = ur.all_threads;
  row->ub_lockstep = ur.lockstep.applies;
  row->ub_simulation = ur.simulation.applies;
  row->ub_why = cc_strdup(ur.why);
  row->ub_L = ur.L;
  if (ur.tf.other_checked) row->ub_other_why = cc_strdup(ur.other_why);
  row->verdict = ur.verdict == UB_PROVEN  ? TF_PRESERVED
                 : ur.verdict == UB_FAILS ? ur.tf.verdict
                                          : TF_UNKNOWN;
}

/* Preserved for every L: by ub_transform (--unbounded), or by a rule
 * before the rounds (res.proof_rule). */
static bool plI_every_L(const pl_row *row) {
  return row->kind == PL_CHECKED &&
         (row->unbounded ? row->ub == UB_PROVEN : row->res.proof_rule != NULL);
}

void pl_result_tally(pl_result *r) {
  r->checked = r->unknown = r->every_L = r->lockstep = r->simulation = 0;
  r->readings_differ = r->decided = r->stopped_lower = r->lowest_L = r->undecided = 0;
  r->both_readings = false;
  r->first_break = -1;
  for (int i = 0; i < r->nrows; i++) {
    const pl_row *row = &r->rows[i];
    if (row->kind == PL_CHECKED) r->checked++;
    if (plI_every_L(row) && row->unbounded)
      r->every_L++, r->lockstep += row->ub_lockstep, r->simulation += row->ub_simulation;
    if (plI_every_L(row) && !row->unbounded) {
      r->every_L++;
      r->lockstep += !strcmp(row->res.proof_rule, "lockstep");
      r->simulation += !strcmp(row->res.proof_rule, "simulation");
    }
    if (row->kind != PL_UNCHANGED && row->verdict == TF_UNKNOWN) r->unknown++;
    if (row->kind == PL_CHECKED && row->verdict == TF_UNKNOWN && row->res.preserved_L) {
      r->stopped_lower++;
      if (!r->lowest_L || row->res.preserved_L < r->lowest_L) r->lowest_L = row->res.preserved_L;
    } else if (row->kind != PL_UNCHANGED && row->verdict == TF_UNKNOWN) {
      r->undecided++;
    } else if (row->kind != PL_UNCHANGED && !plI_every_L(row)) {
      r->decided++; /* within the bounds; the proven ones are every_L */
    }
    r->readings_differ += pl_row_readings_differ(row);
    r->both_readings |= row->kind == PL_CHECKED && row->res.other_checked;
    if (r->first_break < 0 && pl_row_breaks(row)) r->first_break = i;
  }
}

bool pl_check(const pl_dump *d, const pl_check_opts *o, pl_result *r, cc_error *err) {
  memset(r, 0, sizeof *r);
  r->first_break = -1;
  r->nmods = d->nirs;
  r->mods = cc_calloc((size_t)d->nirs + 1, sizeof *r->mods);
  r->xmods = cc_calloc((size_t)d->nirs + 1, sizeof *r->xmods);
  r->read_errors = cc_calloc((size_t)d->nirs + 1, sizeof *r->read_errors);
  plI_ctx C = {d, r, cc_calloc((size_t)d->nirs + 1, sizeof(plI_mod))};
  plI_rows rows = {0};
  for (int s = 0; s < d->nsteps; s++) plI_step_rows(&C, s, o, &rows);
  /* the checks, each with its share of the time left */
  int pending = 0;
  for (size_t i = 0; i < CC_SIZE(rows); i++) pending += CC_AT(rows, i).kind == PL_CHECKED;
  const uint64_t total = (uint64_t)pending;
  for (size_t i = 0; i < CC_SIZE(rows); i++) {
    pl_row *row = &CC_AT(rows, i);
    if (row->kind != PL_CHECKED) continue;
    if (o->progress) o->progress(o->progress_arg, total - (uint64_t)pending, total);
    tf_opts to = o->tf;
    to.progress = NULL;
    to.timeout_ms = 0;
    to.calls_left = row->note;
    /* the rules of unbounded/ first: a step they prove holds for every L
     * and every k, and its rounds are not run (a pipeline's value-only
     * steps: EarlyCSE on Rodinia's pathfinder, 70 s -> 35 ms); under
     * --unbounded ub_transform tries them after its bounded check */
    if (!o->unbounded) to.prove_first = ub_transform_rules;
    if (o->share && !o->share(o->share_arg, pending, &to.timeout_ms)) {
      row->kind = PL_TIMED_OUT;
      pending--;
      continue;
    }
    pending--;
    /* the step's own limit: on the rounds, after the rules' attempt (which
     * keeps its share: pathfinder's SimplifyCFG steps are proven in about
     * 2 s of CPU, more wall on a loaded machine); under --unbounded (the
     * bounded check first) on the whole check */
    if (o->step_ms && o->unbounded && (!to.timeout_ms || to.timeout_ms > o->step_ms))
      to.timeout_ms = row->step_ms = o->step_ms;
    else if (o->step_ms && !o->unbounded)
      to.rounds_ms = row->step_ms = o->step_ms;
    cc_error e;
    cc_error_clear(&e);
    double t0 = cc_now();
    if (o->unbounded) {
      plI_unbounded(row, &to);
    } else if (!tf_check(row->eb, row->ea, &to, &row->res, &e)) {
      row->kind = PL_FAILED;
      row->why = cc_strdup(e.msg);
    } else {
      row->verdict = row->res.verdict;
    }
    row->seconds = cc_now() - t0;
  }
  if (o->progress && total) o->progress(o->progress_arg, total, total);
  r->rows = rows.begin;
  r->nrows = (int)CC_SIZE(rows);
  pl_result_tally(r);
  for (int i = 0; i < d->nirs; i++) {
    plI_mod *m = &C.m[i];
    if (m->errors)
      for (int f = 0; f < cv_module_count(r->mods[i]); f++) free(m->errors[f]);
    CC_FREE_ALL(m->expanded, m->info, m->errors);
  }
  free(C.m);
  (void)err;
  return true;
}

void pl_result_free(pl_result *r) {
  for (int i = 0; i < r->nrows; i++) {
    pl_row *row = &r->rows[i];
    if (row->kind == PL_CHECKED || row->kind == PL_FAILED) tf_result_free(&row->res);
    CC_FREE_ALL(row->note, row->why, row->ub_why, row->ub_other_why, row->loop_form);
  }
  free(r->rows);
  for (int i = 0; i < r->nmods; i++) {
    cv_module_free(r->xmods[i]);
    cv_module_free(r->mods[i]);
    free(r->read_errors[i]);
  }
  CC_FREE_ALL(r->mods, r->xmods, r->read_errors);
  memset(r, 0, sizeof *r);
}

void pl_bounds_text(const pl_result *r, const char *bounds, char *buf, size_t size) {
  int checks = r->every_L + r->decided + r->stopped_lower + r->undecided;
  if (!checks) {
    snprintf(buf, size, "asked %s: no check", bounds);
    return;
  }
  /* the proven ones apart: "decided within these bounds" beside "every
   * check is proven for every L" read as a contradiction */
  char proven[120] = "", within[120] = "", lower[200] = "", undecided[120] = "";
  if (r->every_L)
    snprintf(proven, sizeof proven, "%d %s proven for every L", r->every_L,
             cc_plural(r->every_L, "check", "checks"));
  if (r->decided || !r->every_L)
    snprintf(within, sizeof within, "%s%d %s decided within these bounds", *proven ? ", " : "",
             r->decided, cc_plural(r->decided, "check", "checks"));
  /* the unknown ones as one count, as the table and the summary line count
   * them (a new user read "1 stopped lower ..., 2 undecided" above "3
   * unknown" as two different tallies) */
  int unknown = r->stopped_lower + r->undecided;
  if (r->stopped_lower == 1 && !r->undecided)
    snprintf(lower, sizeof lower, ", 1 unknown (preserved within L=%d only: see its reason)",
             r->lowest_L);
  else if (r->stopped_lower)
    snprintf(lower, sizeof lower, ", %d unknown (%d of them preserved within L=%d only%s: see %s "
             "reason%s", unknown, r->stopped_lower, r->lowest_L,
             r->stopped_lower > 1 ? " at the lowest" : "", r->stopped_lower > 1 ? "their" : "its",
             r->undecided ? "" : ")");
  if (r->undecided && r->stopped_lower)
    snprintf(undecided, sizeof undecided, "; %d undecided)", r->undecided);
  else if (r->undecided)
    snprintf(undecided, sizeof undecided, ", %d unknown (undecided)", r->undecided);
  snprintf(buf, size, "asked %s: %s%s%s%s", bounds, proven, within, lower, undecided);
}

bool pl_row_breaks(const pl_row *row) {
  return row->verdict == TF_BROKEN || row->verdict == TF_NOT_EQUIVALENT ||
         row->verdict == TF_INVALID_AFTER;
}

const char *pl_row_verdict(const pl_row *row) {
  /* --function F: a step that changed other functions only */
  if (row->kind == PL_UNCHANGED) return row->why ? "not checked" : "unchanged";
  if (row->verdict == TF_INVALID_AFTER) return "AFTER invalid";
  return tf_verdict_name(row->verdict);
}

static void row_reason(const pl_row *row, char *buf, size_t size);

bool pl_row_readings_differ(const pl_row *row) {
  return row->kind == PL_CHECKED && row->res.other_checked &&
         row->res.other_verdict != row->verdict;
}

void pl_row_reason(const pl_row *row, char *buf, size_t size) {
  row_reason(row, buf, size);
  if (row->loop_form) {
    /* what the step did, before what the check found: a new user read
     * "LoopUnrollPass" beside a step that unrolled nothing and only added
     * exit blocks (LoopUnrollPass puts loops in this form itself) */
    char *was = cc_strdup(buf);
    snprintf(buf, size, "loop-simplify form only (%s; nothing else changed): %s", row->loop_form,
             was);
    free(was);
  }
  if (!pl_row_readings_differ(row)) return;
  /* the other reading's verdict (transform --both-readings) */
  size_t n = strlen(buf);
  if (n + 1 < size)
    snprintf(buf + n, size - n, " [%s: %s]",
             cv_reading_value_name(CV_RD_uncontrolled, (int)row->res.other_reading),
             tf_verdict_name(row->res.other_verdict));
}

/* why, its " (see below)" -- a pointer at what `transform` prints under its
 * verdict line -- replaced by the first line of that report, since a row
 * has nothing below it (a new user looked for it). */
static void see_below(const char *why, const tf_result *res, char *buf, size_t size) {
  const char *paren = strstr(why, " (see below)");
  const char *r = cc_buf_str(&res->report);
  while (*r == ' ') r++;
  int rn = (int)strcspn(r, "\n");
  while (rn > 0 && (r[rn - 1] == ':' || r[rn - 1] == ' ')) rn--; /* it introduced what follows it */
  if (!paren) {
    snprintf(buf, size, "%s", why);
    return;
  }
  snprintf(buf, size, "%.*s%s%.*s%s%s", (int)(paren - why), why, rn ? " (" : "", rn, r,
           rn ? ")" : "", paren + strlen(" (see below)"));
}

/* A check pl_check_opts.step_ms cut: its time limit was the step's, not
 * --timeout's share, and the reason says so (what to raise). */
static void step_limit_named(const pl_row *row, char *why, size_t size) {
  static const char tl[] = "the time limit (--timeout, in milliseconds)";
  bool cut = row->step_ms && (row->unbounded ? row->res.timed_out : row->res.rounds_limited);
  char *at = cut ? strstr(why, tl) : NULL;
  if (!at) return;
  char rest[900], lim[120];
  snprintf(rest, sizeof rest, "%s", at + strlen(tl));
  snprintf(lim, sizeof lim, "the step's time limit (--step-timeout %u ms)", row->step_ms);
  snprintf(at, size - (size_t)(at - why), "%s%s", lim, rest);
}

static void row_reason(const pl_row *row, char *buf, size_t size) {
  const tf_result *res = &row->res;
  unsigned long long cut = res->cut, inputs = res->inputs, checked = res->checked;
  switch (row->kind) {
  case PL_UNCHANGED:
    if (row->why) /* --function: other functions changed, not checked */
      snprintf(buf, size, "%s", row->why);
    else
      snprintf(buf, size, "no function the check compares changed (attributes, metadata, "
                          "globals or declarations only)");
    return;
  case PL_TIMED_OUT: snprintf(buf, size, "the time limit (--timeout, in milliseconds) passed before this check"); return;
  case PL_INVALID: {
    /* the verifier's first line */
    snprintf(buf, size, "LLVM's verifier: %.*s", (int)strcspn(row->why, "\n"), row->why);
    return;
  }
  case PL_UNREAD:
  case PL_FAILED: snprintf(buf, size, "%.*s", (int)strcspn(row->why, "\n"), row->why); return;
  case PL_CHECKED: break;
  }
  if (row->unbounded && row->ub != UB_FAILS) {
    /* docs/design.md §12: for every L, what it rests on; or why not */
    if (row->ub == UB_PROVEN) {
      snprintf(buf, size, "for every L, %s: %s", row->ub_all_threads ? "all k" : "k=2",
               row->ub_why);
    } else { /* its bounded part may point at a candidate "below": a row has none */
      char w[1200];
      see_below(row->ub_why, res, w, sizeof w);
      step_limit_named(row, w, sizeof w);
      snprintf(buf, size, "for every L: %s", w);
    }
    return;
  }
  switch (row->verdict) {
  case TF_PRESERVED:
    if (res->proof) /* a rule proved it before any round (tf_opts.prove_first) */
      snprintf(buf, size, "for every L, all k: %s", res->proof);
    else if (cut)
      snprintf(buf, size, "within L=%d: %llu %s checked, %llu of them on their prefixes",
               res->L, checked, cc_plural((long long)checked, "input", "inputs"), cut);
    else
      snprintf(buf, size, "within L=%d: %llu %s checked", res->L, checked,
               cc_plural((long long)checked, "input", "inputs"));
    return;
  case TF_UNKNOWN: {
    /* (the engine's "see below" points at a candidate `transform` prints
     * under its verdict line; a row has none: the JSON has it) */
    char why[900], w[900];
    tf_unknown_text(res, why, sizeof why);
    step_limit_named(row, why, sizeof why);
    see_below(why, res, w, sizeof w);
    const char *below = strstr(w, "; see below");
    if (res->preserved_L) /* the counts are the preserved bound's */
      snprintf(buf, size, "%.*s (%llu %s checked)",
               (int)(below ? (size_t)(below - w) : strlen(w)), w, checked,
               cc_plural((long long)checked, "input", "inputs"));
    else
      snprintf(buf, size, "%.*s (%llu of %llu %s checked)",
               (int)(below ? (size_t)(below - w) : strlen(w)), w, checked, inputs,
               cc_plural((long long)inputs, "input", "inputs"));
    return;
  }
  default:
    if (res->static_why)
      snprintf(buf, size, "%.*s", (int)strcspn(res->static_why, "\n"), res->static_why);
    else
      snprintf(buf, size, "%s", res->cex.why ? res->cex.why : tf_verdict_name(row->verdict));
    return;
  }
}
