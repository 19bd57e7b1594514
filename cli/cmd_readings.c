/* cli/cmd_readings.c — `convcheck readings`: where each open choice of the
 * specification changes a result (docs/design.md §10), with the smallest program
 * found, or the bounds within which there is none. */
#include "cli/cli.h"
#include "cli/engine_opts.h"
#include "crosscheck/xc.h"

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
            "--json: {\"space\":S,\"questions\":[{\"question\":N,\"name\":Q,\"text\":T,\n"
            "  \"threads\":K,\"bound\":L,\"engines\":E,\"explicit\":{\"answer\":\"differ\"|\"none\",\n"
            "  \"programs\":N,\"tuples\":N,\"program\":P,\"witness\":W},\"smt\":{\"answer\":\n"
            "  \"differ\"|\"none\"|\"unknown\",\"programs\":N,\"undecided\":N,..},\n"
            "  \"disagreements\":[..]}]}\n"
            "\n"
            "exit status: 0 the search ran (found or not), 2 usage or input error\n",
    .min_args = 0, .max_args = -1, .arg_name = "FILE",
    .examples =
                 "readings --question 2 -L 4 corpus/findings/fixpoint-self-loop.cfg\tleast against greatest fixed point on one program\n"
                 "readings --max-blocks 3 -L 6\tevery question over the CFGs of up to 3 blocks\n",
    .see_also = "docs/design.md §10, docs/findings.md"};

/* The command's state across its questions. */
typedef struct readings_cmd {
  long max_blocks, k, L, budget;
  unsigned timeout_ms;
  xc_engine e;
  bool json;
  cli_record *rec;
  long long pid;
  CC_STACK(cv_module *) mods;
  cc_buf space; /* the search space in words: the files, or the families */
  cc_buf out;
  cc_json j;
} readings_cmd;

/* The explicit search's answer, as text. */
static void explicit_text(const readings_cmd *c, const xc_readings_result *x, cc_buf *out) {
  const en_answer *a = &x->ex;
  if (a->found) {
    cc_buf_printf(out, "   differ: %llu %s and %llu %s searched; the first program, at k=%d, L=%ld:\n",
                  (unsigned long long)a->programs, cc_plural((long long)a->programs, "program", "programs"),
                  (unsigned long long)a->tuples, cc_plural((long long)a->tuples, "tuple", "tuples"), x->k, c->L);
    cc_buf_puts(out, cc_buf_str(&a->program));
    cc_buf_puts(out, cc_buf_str(&a->witness));
  } else if (CC_EMPTY(c->mods)) {
    cc_buf_printf(out, "   none up to %ld %s, k=%d, L=%ld (%llu %s, %llu %s)\n", c->max_blocks,
                  cc_plural(c->max_blocks, "block", "blocks"), x->k, c->L, (unsigned long long)a->programs,
                  cc_plural((long long)a->programs, "program", "programs"), (unsigned long long)a->tuples,
                  cc_plural((long long)a->tuples, "tuple", "tuples"));
  } else {
    cc_buf_printf(out, "   none in the functions given, k=%d, L=%ld (%llu %s)\n", x->k, c->L,
                  (unsigned long long)a->tuples, cc_plural((long long)a->tuples, "tuple", "tuples"));
  }
}

/* The Z3 search's answer, as text. */
static void smt_text(const readings_cmd *c, const xc_readings_result *x, cc_buf *out) {
  if (x->z_found) {
    cc_buf_printf(out, "   smt: differ: %llu %s searched; the first program, at k=%d, L=%d:\n",
                  (unsigned long long)x->programs, cc_plural((long long)x->programs, "program", "programs"),
                  x->k, x->L);
    cc_buf_puts(out, cc_buf_str(&x->program));
    cc_buf_puts(out, cc_buf_str(&x->witness));
    return;
  }
  if (CC_EMPTY(c->mods))
    cc_buf_printf(out, "   smt: none up to %d %s, k=%d, L=%d (%llu %s decided by Z3", x->blocks_done,
                  cc_plural(x->blocks_done, "block", "blocks"), x->k, x->L,
                  (unsigned long long)(x->programs - x->undecided),
                  cc_plural((long long)(x->programs - x->undecided), "program", "programs"));
  else
    cc_buf_printf(out, "   smt: none in the functions given, k=%d, L=%d (%llu decided by Z3",
                  x->k, x->L, (unsigned long long)(x->programs - x->undecided));
  if (x->undecided)
    cc_buf_printf(out, "; %llu undecided within --timeout %u ms", (unsigned long long)x->undecided,
                  c->timeout_ms);
  cc_buf_puts(out, ")");
  if (x->out_of_budget)
    cc_buf_printf(out, "; the budget of %.0f s ran out at %d blocks (of %ld)", (double)c->budget,
                  x->blocks_now, c->max_blocks);
  cc_buf_putc(out, '\n');
}

static bool smt_unknown(const xc_readings_result *x) {
  return !x->z_found && (x->undecided || x->out_of_budget);
}

/* One question's answers as JSON. */
static void question_json(readings_cmd *c, int q, const xc_readings_result *x) {
  cc_json *j = &c->j;
  cc_json_begin_object(j);
  cc_json_member_int(j, "question", q + 1);
  cc_json_member_string(j, "name", xc_questions[q].name);
  cc_json_member_string(j, "text", en_question_text((en_question)q));
  cc_json_member_int(j, "threads", x->k);
  cc_json_member_int(j, "bound", x->L);
  cc_json_member_string(j, "engines", xc_engine_name(c->e));
  if (x->ran_explicit) {
    cc_json_key(j, "explicit");
    cc_json_begin_object(j);
    cc_json_member_string(j, "answer", x->ex.found ? "differ" : "none");
    cc_json_member_int(j, "programs", (long long)x->ex.programs);
    cc_json_member_int(j, "tuples", (long long)x->ex.tuples);
    cc_json_key(j, "program");
    if (x->ex.found) cc_json_string(j, cc_buf_str(&x->ex.program));
    else cc_json_null(j);
    cc_json_key(j, "witness");
    if (x->ex.found) cc_json_string(j, cc_buf_str(&x->ex.witness));
    else cc_json_null(j);
    cc_json_end_object(j);
  }
  if (x->ran_smt) {
    cc_json_key(j, "smt");
    cc_json_begin_object(j);
    cc_json_member_string(j, "answer", x->z_found ? "differ" : smt_unknown(x) ? "unknown" : "none");
    cc_json_member_int(j, "programs", (long long)x->programs);
    cc_json_member_int(j, "undecided", (long long)x->undecided);
    cc_json_member_int(j, "complete_up_to_blocks", x->blocks_done);
    cc_json_member_bool(j, "out_of_budget", x->out_of_budget);
    cc_json_member_int(j, "checked_by_both", (long long)x->explicit_checked);
    cc_json_key(j, "program");
    if (x->z_found) cc_json_string(j, cc_buf_str(&x->program));
    else cc_json_null(j);
    cc_json_end_object(j);
  }
  cc_json_key(j, "disagreements");
  cc_json_begin_array(j);
  for (size_t i = 0; i < CC_SIZE(x->notes.list); i++)
    cc_json_string(j, CC_AT(x->notes.list, i).what);
  cc_json_end_array(j);
  cc_json_end_object(j);
}

/* One question: the engines by xc_readings, the answers printed (text
 * below the question's line, or JSON) and recorded.  Returns the exit
 * status so far. */
static int one_question(readings_cmd *c, int q) {
  cc_error err;
  cc_error_clear(&err);
  xc_space s = {(int)c->max_blocks, c->mods.begin, CC_SIZE(c->mods)};
  xc_readings_result x;
  bool ok = xc_readings(&xc_questions[q], &s, c->e, (int)c->k, (int)c->L, c->timeout_ms,
                        (double)c->budget, &x, &err);
  char subject[16], detail[300];
  snprintf(subject, sizeof subject, "%d", q + 1);
  cc_buf text;
  cc_buf_init(&text);
  cc_buf_printf(&text, "%d. %s\n", q + 1, en_question_text((en_question)q));
  size_t start = text.len;
  int rc = CLI_HOLDS;
  if (x.ran_explicit) {
    explicit_text(c, &x, &text);
    snprintf(detail, sizeof detail, "engine explicit; k=%d, L=%ld; %s", x.k, c->L, cc_buf_str(&c->space));
    cli_record_verdict(c->rec, c->pid, "reading", subject, x.ex.found ? "differ" : "none", detail,
                       x.ex.found ? text.data + start : NULL, x.ex_seconds);
  }
  if (!ok) {
    cli_report(&err);
    rc = CLI_ERROR;
  } else if (x.ran_smt) {
    size_t zstart = text.len;
    smt_text(c, &x, &text);
    snprintf(detail, sizeof detail, "engine smt; k=%d, L=%ld; %s; %llu programs", x.k, c->L,
             cc_buf_str(&c->space), (unsigned long long)x.programs);
    cli_record_verdict(c->rec, c->pid, "reading-smt", subject,
                       x.z_found ? "differ" : smt_unknown(&x) ? "unknown" : "none", detail,
                       text.data + zstart, x.z_seconds);
    if (c->e == XC_BOTH)
      cc_buf_printf(&text, "   both: %llu programs decided by both engines%s\n",
                    (unsigned long long)x.explicit_checked,
                    x.notes.disagree ? "; ENGINES DISAGREE" : ", same answers");
    if (x.notes.disagree) {
      fprintf(stderr, "convcheck: readings: the explicit and the SMT engine disagree on question %d:\n", q + 1);
      for (size_t i = 0; i < CC_SIZE(x.notes.list); i++)
        fprintf(stderr, "%s\n", CC_AT(x.notes.list, i).what);
      rc = CLI_ERROR;
    }
  }
  cc_buf_putc(&text, '\n');
  if (c->json) question_json(c, q, &x);
  else cc_buf_puts(&c->out, cc_buf_str(&text));
  cc_buf_free(&text);
  xc_readings_free(&x);
  return rc;
}

static void free_mods(readings_cmd *c) {
  for (size_t j = 0; j < CC_SIZE(c->mods); j++) cv_module_free(CC_AT(c->mods, j));
  CC_RELEASE(c->mods);
}

/* The files given, loaded; false after an error (reported). */
static bool load_files(readings_cmd *c, const cli_ctx *ctx) {
  cc_error err;
  cc_error_clear(&err);
  for (int i = 0; i < ctx->nargs; i++) {
    cv_module *m = cli_load(ctx->args[i], NULL, &err);
    if (!m) {
      cli_report(&err);
      return false;
    }
    CC_PUSH(c->mods, m);
  }
  if (!ctx->nargs) cc_buf_printf(&c->space, "CFG families of up to %ld blocks", c->max_blocks);
  for (int i = 0; i < ctx->nargs; i++)
    cc_buf_printf(&c->space, "%s%s", i ? " " : "", cli_shown_path(ctx->args[i]));
  return true;
}

/* The run: one verdict per question and engine; the "program" is the
 * search space (the files given, or the families). */
static bool record_begin(readings_cmd *c) {
  char opts[300];
  snprintf(opts, sizeof opts,
           "{\"engine\":\"%s\",\"max_blocks\":%ld,\"timeout_ms\":%u,\"budget_s\":%ld}",
           xc_engine_name(c->e), c->max_blocks, c->timeout_ms, c->budget);
  c->rec->read = cc_buf_str(&c->space); /* recorded only without FILEs */
  if (!cli_record_begin(c->rec, "readings", opts, (int)c->k, (int)c->L)) return false;
  c->pid = cli_record_program_text(c->rec, "readings", cc_buf_str(&c->space), cc_buf_str(&c->space));
  return true;
}

int cli_cmd_readings(cli_ctx *ctx) {
  readings_cmd c;
  memset(&c, 0, sizeof c);
  c.max_blocks = CLI_NUM(ctx, max_blocks), c.k = CLI_NUM(ctx, threads), c.L = CLI_NUM(ctx, bound);
  c.budget = CLI_NUM(ctx, budget);
  long only = CLI_NUM(ctx, question);
  c.e = cli_engine_mask(CLI_NUM(ctx, engine));
  c.json = CLI_FLAG_ON(ctx, json);
  /* per program of the search: 10 s unless --timeout says otherwise */
  c.timeout_ms = CLI_GIVEN(ctx, timeout) ? (unsigned)CLI_NUM(ctx, timeout) : 10000;
  smt_set_relation((smt_relation_route)CLI_NUM(ctx, smt_relation)); /* encode/: process-wide */
  c.rec = &ctx->rec;
  cc_buf_init(&c.space);
  cc_buf_init(&c.out);
  int rc = CLI_ERROR;
  if (load_files(&c, ctx) && record_begin(&c)) {
    cc_json_init(&c.j, &c.out);
    if (c.json) {
      cc_json_begin_object(&c.j);
      cc_json_member_string(&c.j, "space", cc_buf_str(&c.space));
      cc_json_key(&c.j, "questions");
      cc_json_begin_array(&c.j);
    }
    rc = CLI_HOLDS;
    for (int q = 0; q < EN_NQUESTIONS && rc == CLI_HOLDS; q++)
      if (!only || q == only - 1) rc = one_question(&c, q);
    if (c.json) {
      cc_json_end_array(&c.j);
      cc_json_end_object(&c.j);
      cc_buf_putc(&c.out, '\n');
    }
    int wrc = cli_write(&c.out);
    if (rc == CLI_HOLDS) rc = wrc;
    if (rc == CLI_ERROR) cli_record_abort(c.rec);
    else rc = cli_record_finish(c.rec, rc);
  }
  cc_buf_free(&c.out);
  cc_buf_free(&c.space);
  free_mods(&c);
  return rc;
}
