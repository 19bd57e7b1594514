/* crosscheck/readings.c — the readings questions of docs/design.md §10 by
 * both engines: the explicit search (enumerate/readings.c) and Z3's
 * (encode/smt_readings.c; m-convergence for question 3), program by
 * program, smallest first, within a time budget, the answers compared. */
#include "crosscheck/xc.h"
#include "enumerate/families.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* One row per question, in en_question order: the readings of
 * convergence-before can differ only with three threads; question 3 is
 * asked of every branch mask (the others only of the all-divergent one:
 * their tuples depend on the traces alone). */
const xc_question xc_questions[EN_NQUESTIONS] = {
    {EN_Q_CB, "cb", 3, false, SMT_Q_CB},
    {EN_Q_FIXPOINT, "fixpoint", 0, false, SMT_Q_FIXPOINT},
    {EN_Q_HIERARCHIES, "hierarchies", 0, true, -1},
    {EN_Q_THREADS, "threads", 3, false, SMT_Q_THREADS},
};

/* The Z3 search's state. */
typedef struct xcI_search {
  const xc_question *row;
  xc_readings_result *res;
  unsigned timeout_ms;
  double budget, t0;
  bool both;
  bool undecided_now; /* some program of blocks_now undecided          */
  bool gap;           /* some smaller size had an undecided program     */
  cc_error *err;
} xcI_search;

static void xcI_disagree(xc_notes *n, xc_subject s, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void xcI_disagree(xc_notes *n, xc_subject s, const char *fmt, ...) {
  xc_note note;
  memset(&note, 0, sizeof note);
  note.kind = XC_DISAGREE;
  note.subject = s;
  note.index = -1;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(note.what, sizeof note.what, fmt, ap);
  va_end(ap);
  CC_PUSH(n->list, note);
  n->disagree++;
}

/* Question 3 by Z3: m-convergence (smt_mconv) with the DFS-realizable and
 * with the all-entries hierarchies; a block decided both ways differently
 * answers it. */
static bool xcI_z_hierarchies(xcI_search *z, const cv_program *p, bool *found, bool *unknown) {
  xc_readings_result *res = z->res;
  cv_hierarchies ha = {0}, hb = {0};
  cv_enum_stats st;
  cv_readings rd; /* the hierarchies are the question; the rest the defaults */
  cv_readings_default(&rd);
  bool ok = cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &ha, &st, z->err) &&
            cv_hierarchies_enumerate(p, CV_HIER_ALL_ENTRIES, 0, &hb, &st, z->err);
  smt_mconv_result ra, rb;
  memset(&ra, 0, sizeof ra);
  memset(&rb, 0, sizeof rb);
  if (ok) ok = smt_mconv(p, &ha, res->k, res->L, &rd, z->timeout_ms, &ra, z->err);
  if (ok) ok = smt_mconv(p, &hb, res->k, res->L, &rd, z->timeout_ms, &rb, z->err);
  *found = *unknown = false;
  for (int b = 0; ok && b < cv_program_nblocks(p) && !*found; b++) {
    smt_verdict va = ra.proven ? SMT_MCONV_HOLDS : ra.blocks[b].verdict;
    smt_verdict vb = rb.proven ? SMT_MCONV_HOLDS : rb.blocks[b].verdict;
    if (va == SMT_MCONV_UNKNOWN || vb == SMT_MCONV_UNKNOWN) {
      *unknown = true;
      continue;
    }
    if (va == vb) continue;
    *found = true;
    bool a_holds = va == SMT_MCONV_HOLDS;
    cc_buf_printf(&res->witness,
                  "block %s is %s with the %zu DFS-realizable hierarchies and %s with the %zu "
                  "all-entries ones (smt); witness (%s):\n",
                  cv_block_name(p, b), a_holds ? "m-converged" : "NOT m-converged", CC_SIZE(ha),
                  a_holds ? "NOT m-converged" : "m-converged", CC_SIZE(hb),
                  a_holds ? "all-entries" : "realizable");
    smt_witness_print(p, a_holds ? &hb : &ha, a_holds ? &rb.blocks[b].w : &ra.blocks[b].w,
                      &rd, &res->witness);
  }
  if (*found) *unknown = false;
  smt_mconv_result_free(&ra);
  smt_mconv_result_free(&rb);
  cv_hierarchies_free(&ha);
  cv_hierarchies_free(&hb);
  return ok;
}

/* Questions 1, 2, 4 by Z3 (smt_reading_differs); the tuple found is shown
 * by the explicit model, which must see the difference too. */
static bool xcI_z_tuple(xcI_search *z, const cv_program *p, bool *found, bool *unknown) {
  xc_readings_result *res = z->res;
  cv_hierarchies hs = {0};
  cv_enum_stats st;
  if (!cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &hs, &st, z->err)) return false;
  smt_reading_result r;
  bool ok = smt_reading_differs(p, &hs, (smt_question)z->row->smt_q, res->k, res->L,
                                z->timeout_ms, &r, z->err);
  *found = ok && r.status == SMT_DONE && r.found;
  *unknown = ok && r.status == SMT_UNKNOWN;
  if (*found && !en_readings_tuple(z->row->q, p, CC_AT(hs, r.h), &r.t, &res->witness))
    xcI_disagree(&res->notes, XC_PROGRAM,
                 "Z3's tuple for %s shows no difference in the explicit model",
                 cv_program_name(p));
  if (ok) smt_reading_result_free(&r);
  cv_hierarchies_free(&hs);
  return ok;
}

/* The size being searched is finished: it counts as complete only if
 * every program of it and of every smaller size was decided. */
static void xcI_close_size(xcI_search *z) {
  if (z->undecided_now) z->gap = true;
  else if (!z->gap) z->res->blocks_done = z->res->blocks_now;
}

/* With both engines: the explicit engine on a program Z3 decided. */
static bool xcI_z_explicit(xcI_search *z, const cv_program *p, bool found) {
  xc_readings_result *res = z->res;
  en_answer a;
  en_answer_init(&a);
  if (!en_readings_program(z->row->q, p, res->k, res->L, &a, z->err)) {
    en_answer_free(&a);
    return false;
  }
  res->explicit_checked++;
  if (a.found != found)
    xcI_disagree(&res->notes, XC_PROGRAM, "%s: explicit %s, smt %s (k=%d, L=%d)",
                 cv_program_name(p), a.found ? "differ" : "none", found ? "differ" : "none",
                 res->k, res->L);
  en_answer_free(&a);
  return true;
}

/* Decides one program; returns false to stop (found, error, budget). */
static bool xcI_z_program(xcI_search *z, const cv_program *p, int blocks, const char *cfg_text) {
  xc_readings_result *res = z->res;
  if (blocks != res->blocks_now) {
    xcI_close_size(z);
    res->blocks_now = blocks;
    z->undecided_now = false;
  }
  if (z->budget > 0 && cc_now() - z->t0 >= z->budget) {
    res->out_of_budget = true;
    z->undecided_now = true;
    return false;
  }
  res->programs++;
  bool found = false, unknown = false;
  size_t wlen = res->witness.len;
  bool ok = z->row->smt_q < 0 ? xcI_z_hierarchies(z, p, &found, &unknown)
                              : xcI_z_tuple(z, p, &found, &unknown);
  if (!ok) return false;
  if (unknown) {
    res->undecided++;
    z->undecided_now = true;
  }
  if (z->both && !unknown && !xcI_z_explicit(z, p, found)) return false;
  if (found) {
    res->z_found = true;
    if (cfg_text) cc_buf_puts(&res->program, cfg_text);
    else cc_buf_printf(&res->program, "function %s of %s\n", cv_program_name(p), cv_program_file(p));
    return false;
  }
  res->witness.len = wlen; /* (nothing kept from a program without a difference) */
  if (res->witness.data) res->witness.data[wlen] = 0;
  return res->notes.disagree == 0;
}

static bool xcI_z_on_shape(const en_shape *s, void *arg) {
  xcI_search *z = arg;
  int nbr = en_shape_nbranches(s);
  unsigned first = z->row->all_masks ? 0 : (1u << nbr) - 1;
  for (unsigned mask = first; mask < (1u << nbr); mask++) {
    cv_module *m = cv_module_new("family.cfg");
    cv_program *p = en_shape_program(s, m, "f", mask, z->err);
    cc_buf text;
    cc_buf_init(&text);
    if (p) en_shape_cfg_text(s, mask, &text);
    bool go = p && xcI_z_program(z, p, s->n, cc_buf_str(&text));
    cc_buf_free(&text);
    cv_module_free(m);
    if (!go) return false;
  }
  return true;
}

static bool xcI_explicit(const xc_question *row, const xc_space *s, xc_readings_result *res,
                         cc_error *err) {
  double t0 = cc_now();
  bool ok = true;
  en_answer *a = &res->ex;
  if (!s->nmods) {
    ok = en_readings_search(row->q, s->max_blocks, res->k, res->L, a, err);
  } else {
    for (size_t i = 0; i < s->nmods && ok && !a->found; i++)
      for (int f = 0; f < cv_module_count(s->mods[i]) && ok && !a->found; f++) {
        const cv_program *p = cv_module_program(s->mods[i], f);
        ok = en_readings_program(row->q, p, res->k, res->L, a, err);
        if (ok && a->found)
          cc_buf_printf(&a->program, "function %s of %s\n", cv_program_name(p),
                        cv_module_path(s->mods[i]));
      }
  }
  res->ex_seconds = cc_now() - t0;
  res->ran_explicit = ok;
  return ok;
}

static bool xcI_smt(const xc_question *row, const xc_space *s, xc_engine e, unsigned timeout_ms,
                    double budget_s, xc_readings_result *res, cc_error *err) {
  xcI_search z = {.row = row, .res = res, .timeout_ms = timeout_ms, .budget = budget_s,
                  .t0 = cc_now(), .both = e == XC_BOTH, .err = err};
  if (!s->nmods) {
    en_shapes(s->max_blocks, xcI_z_on_shape, &z);
  } else {
    for (size_t i = 0; i < s->nmods && !res->z_found && !res->notes.disagree && !err->set; i++)
      for (int f = 0; f < cv_module_count(s->mods[i]); f++)
        if (!xcI_z_program(&z, cv_module_program(s->mods[i], f), 0, NULL)) break;
  }
  if (!res->out_of_budget) xcI_close_size(&z);
  res->z_seconds = cc_now() - z.t0;
  if (err->set) return false;
  res->ran_smt = true;
  bool unknown = !res->z_found && (res->undecided || res->out_of_budget);
  /* the two searches answer the same question over the same space */
  if (z.both && !res->notes.disagree && !unknown && res->z_found != res->ex.found)
    xcI_disagree(&res->notes, XC_QUESTION, "the explicit search %s, the SMT search %s",
                 res->ex.found ? "found a difference" : "found none",
                 res->z_found ? "found one" : "found none");
  return true;
}

bool xc_readings(const xc_question *row, const xc_space *s, xc_engine e, int k, int L,
                 unsigned timeout_ms, double budget_s, xc_readings_result *out,
                 cc_error *err) {
  memset(out, 0, sizeof *out);
  out->question = row;
  out->k = k < row->min_threads ? row->min_threads : k;
  out->L = L;
  en_answer_init(&out->ex);
  cc_buf_init(&out->program);
  cc_buf_init(&out->witness);
  if ((e & XC_EXPLICIT) && !xcI_explicit(row, s, out, err)) return false;
  if ((e & XC_SMT) && !xcI_smt(row, s, e, timeout_ms, budget_s, out, err)) return false;
  return true;
}

void xc_readings_free(xc_readings_result *r) {
  en_answer_free(&r->ex);
  cc_buf_free(&r->program);
  cc_buf_free(&r->witness);
  xc_notes_free(&r->notes);
}
