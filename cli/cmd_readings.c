/* cli/cmd_readings.c — `convcheck readings`: where each open choice of the
 * specification changes a result (docs/design.md §10), with the smallest program
 * found, or the bounds within which there is none. */
#include "cli/cli.h"
#include "cli/engine_opts.h"
#include "encode/smt.h"
#include "enumerate/families.h"
#include "enumerate/readings.h"

#include <stdlib.h>

const cli_doc cli_doc_readings = {
    .synopsis = "readings [OPTIONS] [FILE...]",
    .text = "For each open choice of the specification (docs/design.md §10), searches for a\n"
            "program where the two readings give different results, and prints the\n"
            "smallest one found with its witness, or 'none' with the bounds searched:\n"
            "  1. convergence-before: literal closure of the three rules vs the order\n"
            "     of the column quotient;\n"
            "  2. maximal converged-with: least vs greatest fixed point;\n"
            "  3. hierarchies: DFS-realizable vs all-entries, as m-convergence sees it;\n"
            "  4. threads: can a third thread change whether two threads converge?\n"
            "Without FILE the search runs over every CFG of up to N blocks (every\n"
            "assignment of divergent branches), smallest first; with FILEs, over\n"
            "their functions.  Questions 1 and 4 use at least 3 threads.\n",
    .more = "--engine smt: Z3 decides each program (its traces symbolic, within k and\n"
            "L), smallest first, until --budget runs out, and says the bounds it\n"
            "reached; a program not decided within --timeout (default 10000 ms here)\n"
            "is counted as undecided.  both: also the explicit engine on every\n"
            "program Z3 decided, and the two searches compared (a disagreement is an\n"
            "error, exit 2).\n"
            "\n"
            "exit status: 0 the search ran (found or not), 2 input error\n",
    .min_args = 0, .max_args = -1, .arg_name = "FILE"};

/* ---- the SMT engine (docs/design.md §10 answered by Z3) ------------------------------ */


/* One question's search by Z3, program by program, smallest first, within
 * a time budget; with --engine both every program visited is also decided
 * by the explicit engine and the two answers compared. */
typedef struct zsearch {
  en_question q;
  int k, L;
  unsigned timeout_ms;
  double budget, t0;
  bool both;
  uint64_t programs, undecided, explicit_checked;
  int blocks_done;      /* every program of up to this many blocks decided */
  int blocks_now;       /* size being searched                               */
  bool undecided_now;   /* some program of blocks_now undecided               */
  bool gap;             /* some smaller size had an undecided program          */
  bool out_of_budget;
  bool found;
  bool disagree;
  cc_buf program, witness, disagreement;
  cc_error *err;
} zsearch;

/* Question 3 by Z3: m-convergence (smt_mconv) with the DFS-realizable and
 * with the all-entries hierarchies; a block decided both ways differently
 * answers it. */
static bool z_hierarchies(zsearch *z, const cv_program *p, bool *found, bool *unknown) {
  cv_hierarchies ha = {0}, hb = {0};
  cv_enum_stats st;
  cv_readings rd; /* the hierarchies are the question; the rest the defaults */
  cv_readings_default(&rd);
  bool ok = cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &ha, &st, z->err) &&
            cv_hierarchies_enumerate(p, CV_HIER_ALL_ENTRIES, 0, &hb, &st, z->err);
  smt_mconv_result ra, rb;
  memset(&ra, 0, sizeof ra);
  memset(&rb, 0, sizeof rb);
  if (ok) ok = smt_mconv(p, &ha, z->k, z->L, &rd, z->timeout_ms, &ra, z->err);
  if (ok) ok = smt_mconv(p, &hb, z->k, z->L, &rd, z->timeout_ms, &rb, z->err);
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
    cc_buf_printf(&z->witness,
                  "block %s is %s with the %zu DFS-realizable hierarchies and %s with the %zu "
                  "all-entries ones (smt); witness (%s):\n",
                  cv_block_name(p, b), a_holds ? "m-converged" : "NOT m-converged", CC_SIZE(ha),
                  a_holds ? "NOT m-converged" : "m-converged", CC_SIZE(hb),
                  a_holds ? "all-entries" : "realizable");
    smt_witness_print(p, a_holds ? &hb : &ha, a_holds ? &rb.blocks[b].w : &ra.blocks[b].w,
                      &rd, &z->witness);
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
static bool z_tuple_question(zsearch *z, const cv_program *p, bool *found, bool *unknown) {
  static const smt_question map[] = {SMT_Q_CB, SMT_Q_FIXPOINT, SMT_Q_CB, SMT_Q_THREADS};
  cv_hierarchies hs = {0};
  cv_enum_stats st;
  if (!cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &hs, &st, z->err)) return false;
  smt_reading_result r;
  bool ok = smt_reading_differs(p, &hs, map[z->q], z->k, z->L, z->timeout_ms, &r, z->err);
  *found = ok && r.status == SMT_DONE && r.found;
  *unknown = ok && r.status == SMT_UNKNOWN;
  if (*found && !en_readings_tuple(z->q, p, CC_AT(hs, r.h), &r.t, &z->witness)) {
    z->disagree = true;
    cc_buf_printf(&z->disagreement, "Z3's tuple for %s shows no difference in the explicit model\n",
                  cv_program_name(p));
  }
  if (ok) smt_reading_result_free(&r);
  cv_hierarchies_free(&hs);
  return ok;
}

/* The size being searched is finished: it counts as complete only if
 * every program of it and of every smaller size was decided. */
static void z_close_size(zsearch *z) {
  if (z->undecided_now) z->gap = true;
  else if (!z->gap) z->blocks_done = z->blocks_now;
}

/* Decides one program; returns false to stop (found, error, budget). */
static bool z_program(zsearch *z, const cv_program *p, int blocks, const char *cfg_text) {
  if (blocks != z->blocks_now) {
    z_close_size(z);
    z->blocks_now = blocks;
    z->undecided_now = false;
  }
  if (z->budget > 0 && cc_now() - z->t0 >= z->budget) {
    z->out_of_budget = true;
    z->undecided_now = true;
    return false;
  }
  z->programs++;
  bool found = false, unknown = false;
  size_t wlen = z->witness.len;
  bool ok = z->q == EN_Q_HIERARCHIES ? z_hierarchies(z, p, &found, &unknown)
                                     : z_tuple_question(z, p, &found, &unknown);
  if (!ok) return false;
  if (unknown) {
    z->undecided++;
    z->undecided_now = true;
  }
  if (z->both && !unknown) { /* the explicit engine on the same program */
    en_answer a;
    en_answer_init(&a);
    if (!en_readings_program(z->q, p, z->k, z->L, &a, z->err)) {
      en_answer_free(&a);
      return false;
    }
    z->explicit_checked++;
    if (a.found != found) {
      z->disagree = true;
      cc_buf_printf(&z->disagreement, "%s: explicit %s, smt %s (k=%d, L=%d)\n",
                    cv_program_name(p), a.found ? "differ" : "none", found ? "differ" : "none",
                    z->k, z->L);
    }
    en_answer_free(&a);
  }
  if (found) {
    z->found = true;
    if (cfg_text) cc_buf_puts(&z->program, cfg_text);
    else
      cc_buf_printf(&z->program, "function %s of %s\n", cv_program_name(p), cv_program_file(p));
    return false;
  }
  z->witness.len = wlen; /* (nothing kept from a program without a difference) */
  if (z->witness.data) z->witness.data[wlen] = 0;
  return !z->disagree;
}

static bool z_on_shape(const en_shape *s, void *arg) {
  zsearch *z = arg;
  int nbr = en_shape_nbranches(s);
  /* as the explicit search: tuples depend only on the traces, so questions
   * 1, 2, 4 need the all-divergent mask; question 3 every mask */
  unsigned first = z->q == EN_Q_HIERARCHIES ? 0 : (1u << nbr) - 1;
  for (unsigned mask = first; mask < (1u << nbr); mask++) {
    cv_module *m = cv_module_new("family.cfg");
    cv_program *p = en_shape_program(s, m, "f", mask, z->err);
    cc_buf text;
    cc_buf_init(&text);
    if (p) en_shape_cfg_text(s, mask, &text);
    bool go = p && z_program(z, p, s->n, cc_buf_str(&text));
    cc_buf_free(&text);
    cv_module_free(m);
    if (!go) return false;
  }
  return true;
}

/* Prints (and records) the Z3 search's answer for one question. */
static void z_report(const zsearch *z, long max_blocks, bool family, cc_buf *out) {
  if (z->found) {
    cc_buf_printf(out, "   smt: differ: %llu programs searched; the first program (k=%d, L=%d):\n",
                  (unsigned long long)z->programs, z->k, z->L);
    cc_buf_puts(out, cc_buf_str(&z->program));
    cc_buf_puts(out, cc_buf_str(&z->witness));
    return;
  }
  int done = z->blocks_done;
  if (family)
    cc_buf_printf(out, "   smt: none up to %d blocks, k=%d, L=%d (%llu programs decided by Z3",
                  done, z->k, z->L, (unsigned long long)(z->programs - z->undecided));
  else
    cc_buf_printf(out, "   smt: none in the functions given, k=%d, L=%d (%llu decided by Z3",
                  z->k, z->L, (unsigned long long)(z->programs - z->undecided));
  if (z->undecided)
    cc_buf_printf(out, "; %llu undecided within --timeout %u ms", (unsigned long long)z->undecided,
                  z->timeout_ms);
  cc_buf_puts(out, ")");
  if (z->out_of_budget)
    cc_buf_printf(out, "; the budget of %.0f s ran out at %d blocks (of %ld)", z->budget,
                  z->blocks_now, max_blocks);
  cc_buf_putc(out, '\n');
}

int cli_cmd_readings(cli_ctx *ctx) {
  long max_blocks = CLI_NUM(ctx, max_blocks), k = CLI_NUM(ctx, threads), L = CLI_NUM(ctx, bound);
  long only = CLI_NUM(ctx, question), budget = CLI_NUM(ctx, budget);
  cli_engine engine = (cli_engine)CLI_NUM(ctx, engine);
  /* per program of the search: 10 s unless --timeout says otherwise */
  unsigned timeout_ms = CLI_GIVEN(ctx, timeout) ? (unsigned)CLI_NUM(ctx, timeout) : 10000;
  cli_record *rec = &ctx->rec;
  struct {
    const char *const *begin;
    size_t size;
  } files = {(const char *const *)ctx->args, (size_t)ctx->nargs};
  cc_error err;
  cc_error_clear(&err);
  CC_STACK(cv_module *) mods = {0};
  for (size_t i = 0; i < CC_SIZE(files); i++) {
    cv_module *m = cli_load(CC_AT(files, i), NULL, &err);
    if (!m) {
      cli_report(&err);
      for (size_t j = 0; j < CC_SIZE(mods); j++) cv_module_free(CC_AT(mods, j));
      CC_RELEASE(mods);
      return CLI_ERROR;
    }
    CC_PUSH(mods, m);
  }
  /* the run: one verdict per question and engine; the "program" is the
   * search space (the files given, or the families) */
  cc_buf space;
  cc_buf_init(&space);
  if (CC_EMPTY(files)) cc_buf_printf(&space, "CFG families of up to %ld blocks", max_blocks);
  for (size_t i = 0; i < CC_SIZE(files); i++) cc_buf_printf(&space, "%s%s", i ? " " : "", CC_AT(files, i));
  {
    char opts[300];
    snprintf(opts, sizeof opts,
             "{\"engine\":\"%s\",\"max_blocks\":%ld,\"timeout_ms\":%u,\"budget_s\":%ld}",
             engine == CLI_ENGINE_SMT ? "smt" : engine == CLI_ENGINE_BOTH ? "both" : "explicit",
             max_blocks, timeout_ms, budget);
    if (!cli_record_begin(rec, "readings", opts, (int)k, (int)L)) {
      cc_buf_free(&space);
      for (size_t j = 0; j < CC_SIZE(mods); j++) cv_module_free(CC_AT(mods, j));
      CC_RELEASE(mods);
      return CLI_ERROR;
    }
  }
  long long pid = cli_record_program_text(rec, "readings", cc_buf_str(&space), cc_buf_str(&space));
  cc_buf out;
  cc_buf_init(&out);
  int rc = CLI_HOLDS;
  for (int q = 0; q < EN_NQUESTIONS && rc == CLI_HOLDS; q++) {
    if (only && q != only - 1) continue;
    /* the convergence-before readings can only differ with three threads */
    int kq = (q == EN_Q_THREADS || q == EN_Q_CB) && k < 3 ? 3 : (int)k;
    en_answer a;
    en_answer_init(&a);
    cc_buf_printf(&out, "%d. %s\n", q + 1, en_question_text((en_question)q));
    char subject[16], detail[300];
    snprintf(subject, sizeof subject, "%d", q + 1);
    bool ok = true;
    size_t start = out.len;
    if (engine != CLI_ENGINE_SMT) {
      double t0 = cc_now();
      if (CC_EMPTY(mods)) {
        ok = en_readings_search((en_question)q, (int)max_blocks, kq, (int)L, &a, &err);
      } else {
        for (size_t i = 0; i < CC_SIZE(mods) && ok && !a.found; i++)
          for (int f = 0; f < cv_module_count(CC_AT(mods, i)) && ok && !a.found; f++) {
            const cv_program *p = cv_module_program(CC_AT(mods, i), f);
            ok = en_readings_program((en_question)q, p, kq, (int)L, &a, &err);
            if (ok && a.found)
              cc_buf_printf(&a.program, "function %s of %s\n", cv_program_name(p),
                            cv_module_path(CC_AT(mods, i)));
          }
      }
      if (!ok) {
        cli_report(&err);
        rc = CLI_ERROR;
      } else if (a.found) {
        cc_buf_printf(&out, "   differ: %llu programs and %llu tuples searched; the first program (k=%d, L=%ld):\n",
                      (unsigned long long)a.programs, (unsigned long long)a.tuples, kq, L);
        cc_buf_puts(&out, cc_buf_str(&a.program));
        cc_buf_puts(&out, cc_buf_str(&a.witness));
      } else if (CC_EMPTY(mods)) {
        cc_buf_printf(&out, "   none up to %ld blocks, k=%d, L=%ld (%llu programs, %llu tuples)\n",
                      max_blocks, kq, L, (unsigned long long)a.programs, (unsigned long long)a.tuples);
      } else {
        cc_buf_printf(&out, "   none in the functions given, k=%d, L=%ld (%llu tuples)\n", kq, L,
                      (unsigned long long)a.tuples);
      }
      if (ok) {
        snprintf(detail, sizeof detail, "engine explicit; k=%d, L=%ld; %s", kq, L, cc_buf_str(&space));
        cli_record_verdict(rec, pid, "reading", subject, a.found ? "differ" : "none", detail,
                           a.found ? out.data + start : NULL, cc_now() - t0);
      }
    }
    if (ok && engine != CLI_ENGINE_EXPLICIT) {
      zsearch z;
      memset(&z, 0, sizeof z);
      z.q = (en_question)q;
      z.k = kq, z.L = (int)L;
      z.timeout_ms = timeout_ms;
      z.budget = (double)budget;
      z.t0 = cc_now();
      z.both = engine == CLI_ENGINE_BOTH;
      z.err = &err;
      cc_buf_init(&z.program), cc_buf_init(&z.witness), cc_buf_init(&z.disagreement);
      if (CC_EMPTY(mods)) {
        en_shapes((int)max_blocks, z_on_shape, &z);
      } else {
        for (size_t i = 0; i < CC_SIZE(mods) && !z.found && !z.disagree && !err.set; i++)
          for (int f = 0; f < cv_module_count(CC_AT(mods, i)); f++) {
            const cv_program *p = cv_module_program(CC_AT(mods, i), f);
            if (!z_program(&z, p, 0, NULL)) break;
          }
      }
      if (!z.out_of_budget) z_close_size(&z);
      size_t zstart = out.len;
      if (err.set) {
        cli_report(&err);
        rc = CLI_ERROR;
      } else {
        z_report(&z, max_blocks, CC_EMPTY(mods), &out);
        bool unknown = !z.found && (z.undecided || z.out_of_budget);
        snprintf(detail, sizeof detail, "engine smt; k=%d, L=%ld; %s; %llu programs", kq, L,
                 cc_buf_str(&space), (unsigned long long)z.programs);
        cli_record_verdict(rec, pid, "reading-smt", subject,
                           z.found ? "differ" : unknown ? "unknown" : "none", detail,
                           out.data + zstart, cc_now() - z.t0);
        if (z.both && !z.disagree && engine == CLI_ENGINE_BOTH && !unknown) {
          /* the two searches answer the same question over the same space */
          if (z.found != a.found) {
            z.disagree = true;
            cc_buf_printf(&z.disagreement, "the explicit search %s, the SMT search %s\n",
                          a.found ? "found a difference" : "found none",
                          z.found ? "found one" : "found none");
          }
        }
        if (z.both)
          cc_buf_printf(&out, "   both: %llu programs decided by both engines%s\n",
                        (unsigned long long)z.explicit_checked,
                        z.disagree ? "; ENGINES DISAGREE" : ", same answers");
        if (z.disagree) {
          fprintf(stderr, "convcheck: readings: the explicit and the SMT engine disagree on question %d:\n%s",
                  q + 1, cc_buf_str(&z.disagreement));
          rc = CLI_ERROR;
        }
      }
      cc_buf_free(&z.program), cc_buf_free(&z.witness), cc_buf_free(&z.disagreement);
    }
    cc_buf_putc(&out, '\n');
    en_answer_free(&a);
  }
  int wrc = cli_write(&out);
  if (rc == CLI_HOLDS) rc = wrc;
  if (rc == CLI_ERROR) cli_record_abort(rec);
  else rc = cli_record_finish(rec, rc);
  cc_buf_free(&out);
  cc_buf_free(&space);
  for (size_t j = 0; j < CC_SIZE(mods); j++) cv_module_free(CC_AT(mods, j));
  CC_RELEASE(mods);
  return rc;
}
