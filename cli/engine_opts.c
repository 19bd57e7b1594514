/* cli/engine_opts.c — the options the engine commands share (mconv,
 * uniformity): bounds, hierarchies, reading, function, output. */
#include "cli/engine_opts.h"

#include <stdlib.h>

bool cli_engine_args_from(cli_ctx *ctx, cli_engine_args *a) {
  memset(a, 0, sizeof *a);
  en_opts_default(&a->o);
  a->o.k = (int)CLI_NUM(ctx, threads);
  a->o.L = (int)CLI_NUM(ctx, bound);
  a->o.rd = ctx->rd;
  a->o.max_tuples = (uint64_t)CLI_NUM(ctx, max_tuples);
  a->o.check_relations = CLI_FLAG_ON(ctx, check_relations);
  a->o.shortest = true; /* a witness printed is one of the shortest (issue 28) */
  a->file = CLI_FILE(ctx);
  a->function = CLI_TEXT(ctx, function);
  a->why = CLI_TEXT(ctx, why_value);
  a->json = CLI_FLAG_ON(ctx, json);
  a->dot = CLI_FLAG_ON(ctx, dot);
  a->unbounded = CLI_FLAG_ON(ctx, unbounded);
  a->controlled = CLI_FLAG_ON(ctx, controlled);
  a->uncontrolled = CLI_FLAG_ON(ctx, uncontrolled);
  a->engine = (cli_engine)CLI_NUM(ctx, engine);
  a->timeout_ms = (unsigned)CLI_NUM(ctx, timeout);
  a->t_start = cli_deadline_start();
  a->call_ms = a->timeout_ms;
  smt_set_relation((smt_relation_route)CLI_NUM(ctx, smt_relation)); /* encode/: process-wide */
  a->rec = &ctx->rec;
  return cli_experimental(ctx, &a->experimental);
}

void cli_engine_share(cli_engine_args *a, const cv_module *m, int f) {
  int remaining = 0;
  for (int g = f; g < cv_module_count(m); g++)
    if (!a->function || !strcmp(a->function, cv_program_name(cv_module_program(m, g)))) remaining++;
  cli_time_share(a->t_start, a->timeout_ms, remaining, &a->call_ms);
  /* the explicit engine stops at the function's share too (issue 29),
   * leaving a fifth of it to release what it built (0.4 s for the
   * hierarchies and traces of a complete graph on 6 blocks) and to print */
  a->o.deadline = a->timeout_ms ? cc_now() + 0.8 * a->call_ms / 1000.0 : 0;
}

void cli_engine_options_json(const cli_engine_args *a, const char *engine, bool controlled,
                             cc_buf *out) {
  cc_json j;
  cc_json_init(&j, out);
  cc_json_begin_object(&j);
  cc_json_member_string(&j, "engine", engine);
  cv_readings_json(&a->o.rd, &j);
  cc_json_member_bool(&j, "controlled", controlled);
  cc_json_member_int(&j, "timeout_ms", a->timeout_ms);
  cc_json_member_int(&j, "max_tuples", (long long)a->o.max_tuples);
  cc_json_member_string(&j, "file", a->file);
  cc_json_end_object(&j);
}

const char *cli_smt_relation_text(int relation) {
  return relation == SMT_RELATION_ROUNDS ? "relation: Kleene rounds proven enough by Z3"
                                         : "relation: signature theorem, docs/unbounded.md";
}

/* How far cli_cut_hint looks for the longest path. */
#define CLI_CUT_MAX_L 256
#define CLI_CUT_NODES 400000

void cli_cut_hint(const cv_program *p, int L, char *buf, size_t size) {
  en_trace_bound tb = en_traces_bound(p, CLI_CUT_MAX_L, CLI_CUT_NODES);
  if (tb.finite && tb.longest > L)
    snprintf(buf, size, "every path ends within %d blocks: -L %d takes every trace whole",
             tb.longest, tb.longest);
  else if (!tb.finite && !tb.exhausted)
    snprintf(buf, size, "a loop without a bound: no -L takes every trace whole (none within %d "
                        "blocks); --unbounded decides every L", CLI_CUT_MAX_L);
  else if (size)
    buf[0] = 0;
}

void cli_whole_hint(const cv_program *p, char *buf, size_t size) {
  en_trace_bound tb = en_traces_bound(p, CLI_CUT_MAX_L, CLI_CUT_NODES);
  if (tb.finite)
    snprintf(buf, size, "every path ends within %d %s: no L cuts a trace", tb.longest,
             tb.longest == 1 ? "block" : "blocks");
  else if (size)
    buf[0] = 0;
}

void cli_bounds_text(const en_run *r, char *buf, size_t size) {
  snprintf(buf, size, "k=%d, L=%d%s%s%s", r->o.k, r->o.L,
           r->by_signatures ? " (the tuples not examined settled by their traces' signatures: "
                              "docs/unbounded.md, the signature theorem)" : "",
           r->timed_out ? ", stopped by --timeout: no verdict where no witness was found"
           : r->truncated && !r->behaviours_truncated ? ", stopped by --max-tuples" : "",
           r->behaviours_truncated ? ", INCOMPLETE: some tuple had more than 256 anchor behaviours"
                                   : "");
}

void cli_controlled_note(const en_run *r, cc_buf *out) {
  if (!cv_program_has_tokens(r->p)) return;
  if (!r->o.controlled) {
    cc_buf_puts(out, "  (convergence tokens ignored: the uncontrolled relation; --controlled "
                     "for the controlled one)\n");
    return;
  }
  cc_buf_printf(out, "  controlled relation ([CO] \"Controlled Maximal Convergence\"), anchors %s\n",
                r->o.rd.anchors == CV_ANCHOR_FREE ? "free (every consistent choice)" : "maximal");
  if (r->no_relation) {
    cc_buf_printf(out, "  %llu (tuple, hierarchy) pair%s had no consistent relation (excluded); "
                       "first:",
                  (unsigned long long)r->no_relation, r->no_relation == 1 ? "" : "s");
    cv_tuple t;
    en_witness_tuple(r, &r->first_no_relation, &t);
    for (int i = 0; i < t.k; i++) {
      cc_buf_printf(out, " T%d=", i + 1);
      for (int s = 0; s < t.thread[i].len; s++)
        cc_buf_printf(out, "%s%s", s ? "," : "", cv_block_name(r->p, t.thread[i].blocks[s]));
    }
    cc_buf_printf(out, " in hierarchy %d (convcheck converge shows why)\n", r->first_no_relation.h1 + 1);
    cv_tuple_free(&t);
  }
}
