/* cli/cmd_converge.c — `convcheck converge`: the maximal converged-with
 * relation for given traces, as a thread table ([CU] "Maximal
 * Convergence"; docs/design.md §4). */
#include "check/check.h"
#include "cli/cli.h"
#include "cli/engine_opts.h"
#include "cli/record.h"
#include "crosscheck/xc.h"
#include "cli/converge.h"
#include "render/render.h"

#include <stdlib.h>

const cli_doc cli_doc_converge = {
    .synopsis = "converge [OPTIONS] FILE --trace 'Entry H B ...' --trace '...'",
    .text = "Computes the maximal converged-with relation (least fixed point) of the\n"
            "given threads' traces, checks that it is transitive and that\n"
            "convergence-before is a strict partial order, and prints it as a thread\n"
            "table: instances in one column are converged.  Without --trace, the\n"
            "file's own trace lines (or case table) are used, with the case's\n"
            "readings where no option gives them.\n",
    .more = "--fixpoint unique-check prints the least fixed point and says whether it\n"
            "is the only one; if not, prints the greatest (exit 1).  --engine smt and\n"
            "both: Z3's relations must equal the explicit model's, else exit 2.\n"
            "\n"
            "With convergence tokens the relation is the controlled one ([CO]\n"
            "\"Controlled Maximal Convergence\"): the table is the blocks' other\n"
            "instructions, then the token instructions' classes (%loop(1;2) == ...).\n"
            "--anchor free (one table per behaviour) or maximal (the uncontrolled\n"
            "relation).  Exit 1 also when the dynamic rules allow no consistent\n"
            "relation.  With tokens, --engine smt asks Z3 whether a consistent\n"
            "relation exists (one relation, or the unsat core as the chain of rules);\n"
            "both also runs the explicit engine and exits 2 (ENGINES DISAGREE) if the\n"
            "answers differ.\n"
            "--json: {\"threads\":[[B..],..],\"columns\":[[[T,P],..],..],\"consistent\":b}\n"
            "--dot: the CFG with the hierarchy's cycles and the traces, and the\n"
            "  relation as the table on its side (one row per class); with tokens one\n"
            "  table per behaviour (explicit engine).\n"
            "  (+ \"fixpoint\":F, \"unique\":b with --fixpoint)\n"
            "\n"
            "exit status: 0 consistent (and unique with unique-check), 1 inconsistent (or\n"
            "not unique), 2 usage or input error, or no verdict (an SMT time limit)\n",
    .min_args = 1, .max_args = 1, .arg_name = "FILE", .readings = &xc_relation_support,
    .examples =
                 "converge --why corpus/spec/cu-natural-loop.cfg\tthe spec's table of the natural loop, and why instances are not converged\n"
                 "converge corpus/spec/cu-natural-loop.cfg --trace 'Entry H L Exit' --trace 'Entry H B L H L Exit'\tthe relation of two traces of your own\n",
    .see_also = "docs/design.md §4, docs/cfg-format.md"};

static char **split_headers(const char *s, int *n) {
  char **out = NULL;
  *n = 0;
  const char *p = s;
  while (*p) {
    while (*p == ',' || *p == ' ') p++;
    if (!*p) break;
    const char *b = p;
    while (*p && *p != ',' && *p != ' ') p++;
    out = cc_realloc(out, ((size_t)*n + 1) * sizeof *out);
    out[(*n)++] = cc_strndup(b, (size_t)(p - b));
  }
  return out;
}


/* The hierarchy (--headers, --hierarchy, the case's, else LLVM's) and the
 * traces (--trace, else the case's, with its readings where no option
 * chose).  False on an error (err filled). */
static bool setup(conv_cmd *c, const cli_ctx *ctx, cc_error *err) {
  const char *headers_arg = CLI_TEXT(ctx, headers);
  long number = CLI_NUM(ctx, hierarchy);
  const cli_value *traces = &ctx->opt[CLI_O_trace];
  const cv_program *p = c->p;
  const fe_case *fc = c->fc;
  char **hdrs = NULL;
  int nh = 0;
  if (headers_arg) hdrs = split_headers(headers_arg, &nh);
  if (!headers_arg && !number && fc && CC_EMPTY(traces->list))
    c->h = ck_select_hierarchy(p, fc->nheaders, fc->headers, fc->hierarchy, err);
  else
    c->h = ck_select_hierarchy(p, nh, hdrs, (int)number, err);
  for (int i = 0; i < nh; i++) free(hdrs[i]);
  free(hdrs);
  if (!c->h) return false;
  if (!CC_EMPTY(traces->list)) {
    c->t.k = (int)CC_SIZE(traces->list);
    c->t.thread = cc_calloc((size_t)c->t.k, sizeof *c->t.thread);
    for (int i = 0; i < c->t.k; i++)
      if (!cv_trace_parse(p, CC_AT(traces->list, i), &c->t.thread[i], err)) {
        char msg[sizeof err->msg];
        memcpy(msg, err->msg, sizeof msg);
        snprintf(err->msg, sizeof err->msg, "--trace %d: %.1000s", i + 1, msg);
        return false;
      }
    if (!cv_tuple_check(p, &c->t, err)) return false;
  } else if (fc) {
    if (!ck_case_traces(p, fc, &c->t, err)) return false;
    /* the case's readings, where no option chose */
    if (!ctx->rd_given[CV_RD_cb]) c->rd.cb = fc->readings.cb;
    if (!ctx->rd_given[CV_RD_fixpoint]) c->rd.fixpoint = fc->readings.fixpoint;
  } else {
    cc_error_set(err, c->file, 0, 0, "no traces: give --trace (one per thread)");
    return false;
  }
  if (c->t.k < 2) {
    cc_error_set(err, c->file, 0, 0, "convergence relates two or more threads; %d given", c->t.k);
    return false;
  }
  c->controlled = !CLI_FLAG_ON(ctx, uncontrolled) && cv_program_has_tokens(p);
  if (c->controlled && !ctx->rd_given[CV_RD_anchors] && fc) c->rd.anchors = fc->readings.anchors;
  return true;
}

/* The run as recorded: its options, the program, the traces as subject. */
static bool record_begin(conv_cmd *c) {
  const cv_readings *rd = &c->rd;
  cc_buf opts;
  cc_buf_init(&opts);
  cc_json oj;
  cc_json_init(&oj, &opts);
  cc_json_begin_object(&oj);
  cc_json_member_string(&oj, "engine", cli_converge_engine_name(c->engine));
  cc_json_member_string(&oj, "reading", CV_READING_NAME(rd, cb));
  cc_json_member_string(&oj, "fixpoint", CV_READING_NAME(rd, fixpoint));
  cc_json_member_int(&oj, "timeout_ms", c->timeout_ms);
  if (c->controlled) {
    cc_json_member_bool(&oj, "controlled", true);
    cc_json_member_string(&oj, "anchors", CV_READING_NAME(rd, anchors));
  }
  cc_json_end_object(&oj);
  bool begun = cli_record_begin(c->rec, "converge", cc_buf_str(&opts), c->t.k, cv_tuple_longest(&c->t));
  cc_buf_free(&opts);
  if (!begun) return false;
  c->pid = cli_record_program(c->rec, c->file, cv_program_name(c->p));
  for (int i = 0; i < c->t.k; i++) {
    cc_buf_printf(&c->subject, "%sT%d:", i ? " | " : "", i + 1);
    for (int s = 0; s < c->t.thread[i].len; s++)
      cc_buf_printf(&c->subject, " %s", cv_block_name(c->p, c->t.thread[i].blocks[s]));
  }
  return true;
}

static int run_controlled(conv_cmd *c, bool case_traces, cc_error *err) {
  if (c->rd.fixpoint != CV_FIXPOINT_LEAST) {
    cc_error_set(err, c->file, 0, 0,
                 "the controlled relation ([CO] \"Controlled Maximal Convergence\") is a least "
                 "fixed point: fixpoint=%s is for functions without tokens (or --uncontrolled)",
                 CV_READING_NAME(&c->rd, fixpoint));
    return -1;
  }
  int crc = cli_converge_controlled(c, case_traces ? c->fc : NULL, &c->out, err);
  if (crc < 0) return -1; /* nothing recorded: the run is aborted */
  char detail[200];
  snprintf(detail, sizeof detail, "engine %s; controlled; anchors %s; %s reading",
           cli_converge_engine_name(c->engine), CV_READING_NAME(&c->rd, anchors), CV_READING_NAME(&c->rd, cb));
  cli_record_verdict(c->rec, c->pid, "converge", cc_buf_str(&c->subject),
                     crc == CLI_HOLDS ? "consistent" : crc == CLI_FAILS ? "no-consistent-relation"
                                      : "error",
                     detail, c->json || c->dot ? NULL : cc_buf_str(&c->out), cc_now() - c->t0);
  int rc = cli_write(&c->out);
  if (rc == CLI_HOLDS) rc = crc;
  return cli_record_finish(c->rec, rc);
}

/* Z3 did not decide, or computed other relations: no relation is shown. */
static int smt_not_confirmed(conv_cmd *c, const xc_relation_result *x) {
  const char *subject = cc_buf_str(&c->subject);
  if (x->smt == XC_UNKNOWN) {
    fprintf(stderr, "convcheck: the SMT engine did not decide (%s): no relation\n", x->reason);
    char detail[300];
    snprintf(detail, sizeof detail, "engine smt; no verdict: %.200s", x->reason);
    cli_record_verdict(c->rec, c->pid, "converge", subject, "unknown", detail, NULL, cc_now() - c->t0);
    if (c->rd.fixpoint == CV_FIXPOINT_UNIQUE)
      cli_record_verdict(c->rec, c->pid, "fixpoint", subject, "unknown", detail, NULL, cc_now() - c->t0);
    return cli_record_finish(c->rec, CLI_ERROR);
  }
  /* the relation shown is the explicit model's object: Z3's can only be
   * shown if it is the same, so any difference is an error */
  fprintf(stderr, "convcheck: ENGINES DISAGREE: the explicit and the SMT engine compute "
                  "different relations for these traces\n");
  cli_record_verdict(c->rec, c->pid, "converge", subject, "error", "ENGINES DISAGREE", NULL,
                     cc_now() - c->t0);
  return cli_record_finish(c->rec, CLI_ERROR);
}

/* The relation shown (r: the least, or the greatest with fixpoint
 * greatest) and the other fixed point g (NULL: not asked). */
typedef struct conv_shown {
  const cv_relation *r, *g;
  cv_fixpoint fixpoint;
  bool unique, transitive, acyclic;
  const char *engine_text;
} conv_shown;

/* The picture (--dot, and recorded with the verdict). */
static void relation_picture(conv_cmd *c, const conv_shown *s) {
  cc_buf title;
  cc_buf_init(&title);
  cc_buf_printf(&title, "function %s, %d threads; convergence-before: %s reading; %s fixed "
                        "point\nconverged-with is %stransitive; convergence-before is %s",
                cv_program_name(c->p), c->t.k, CV_READING_NAME(&c->rd, cb),
                s->fixpoint == CV_FIXPOINT_GREATEST ? "greatest" : "least",
                s->transitive ? "" : "NOT ", s->acyclic ? "a strict partial order" : "NOT irreflexive");
  if (s->fixpoint == CV_FIXPOINT_UNIQUE)
    cc_buf_printf(&title, "\nthe least fixed point is %sthe only one", s->unique ? "" : "NOT ");
  rd_graph_begin(&c->picture, cc_buf_str(&title));
  rd_witness w;
  rd_witness_init(&w, c->p, &c->t);
  cc_buf_clear(&title);
  cc_buf_puts(&title, "hierarchy: ");
  if (cv_hierarchy_ncycles(c->h)) cv_hierarchy_print_short(c->h, c->p, &title);
  else cc_buf_puts(&title, "(no cycles)");
  rd_witness_add(&w, cc_buf_str(&title), c->h, s->r);
  if (!s->unique) rd_witness_add(&w, "the greatest fixed point", c->h, s->g);
  rd_witness_dot(&c->picture, "w", NULL, &w);
  rd_witness_free(&w);
  rd_graph_end(&c->picture);
  cc_buf_free(&title);
}

static void relation_json(conv_cmd *c, const conv_shown *s) {
  cc_json j;
  cc_json_init(&j, &c->out);
  cc_json_begin_object(&j);
  cc_json_key(&j, "threads");
  cc_json_begin_array(&j);
  for (int i = 0; i < c->t.k; i++) {
    cc_json_begin_array(&j);
    for (int st = 0; st < c->t.thread[i].len; st++)
      cc_json_string(&j, cv_block_name(c->p, c->t.thread[i].blocks[st]));
    cc_json_end_array(&j);
  }
  cc_json_end_array(&j);
  cc_json_key(&j, "columns");
  cli_converge_json_columns(&j, s->r);
  cc_json_member_bool(&j, "consistent", s->transitive && s->acyclic);
  if (s->fixpoint != CV_FIXPOINT_LEAST) { /* (absent: the least) */
    cc_json_member_string(&j, "fixpoint", CV_READING_NAME(&c->rd, fixpoint));
  }
  if (s->fixpoint == CV_FIXPOINT_UNIQUE) {
    cc_json_member_bool(&j, "unique", s->unique);
  }
  cc_json_end_object(&j);
  cc_buf_putc(&c->out, '\n');
}

static void relation_text(conv_cmd *c, const conv_shown *s) {
  cc_buf *out = &c->out;
  cc_buf_printf(out, "function %s, %d threads, hierarchy: ", cv_program_name(c->p), c->t.k);
  cv_hierarchy_print_short(c->h, c->p, out);
  cc_buf_printf(out, "\nconvergence-before: %s reading%s\n\n", CV_READING_NAME(&c->rd, cb),
                s->fixpoint == CV_FIXPOINT_GREATEST ? "; greatest fixed point" : "");
  cv_relation_print_table(s->r, out);
  if (c->why) {
    int n = cv_relation_ninstances(s->r);
    cc_buf_putc(out, '\n');
    bool any = false;
    for (int a = 0; a < n; a++)
      for (int b = a + 1; b < n; b++) any |= cv_relation_why(s->r, a, b, out, NULL, NULL, 0);
    if (!any) cc_buf_puts(out, "every pair of instances of one block is converged\n");
  }
  /* the vocabulary's word first (docs/design.md §12: consistent | INCONSISTENT) */
  cc_buf_printf(out, "\n%s: converged-with is %stransitive; convergence-before is %s\n",
                s->transitive && s->acyclic ? "consistent" : "INCONSISTENT",
                s->transitive ? "" : "NOT ",
                s->acyclic ? "a strict partial order" : "NOT irreflexive (a cycle)");
  if (s->fixpoint != CV_FIXPOINT_UNIQUE) return;
  if (s->unique) {
    cc_buf_printf(out, "the least fixed point is the only one (%s)\n", s->engine_text);
    return;
  }
  cc_buf_printf(out, "the least fixed point is NOT the only one (%s); the greatest (numbered as "
                     "the least):\n\n", s->engine_text);
  cv_relation_print_table_numbered(s->g, NULL, s->r, out);
  cc_buf_printf(out, "\nthe greatest is %s: converged-with is %stransitive; convergence-before is %s\n",
                cv_relation_transitive(s->g) && cv_relation_consistent(s->g) ? "consistent"
                                                                             : "INCONSISTENT",
                cv_relation_transitive(s->g) ? "" : "NOT ",
                cv_relation_consistent(s->g) ? "a strict partial order" : "NOT irreflexive (a cycle)");
}

/* The verdicts as recorded. */
static void relation_record(conv_cmd *c, const conv_shown *s) {
  char detail[200];
  const char *subject = cc_buf_str(&c->subject);
  cc_buf tb;
  cc_buf_init(&tb);
  cv_relation_print_table(s->r, &tb);
  snprintf(detail, sizeof detail, "%s; %s fixed point; %s reading", s->engine_text,
           s->fixpoint == CV_FIXPOINT_GREATEST ? "greatest" : "least", CV_READING_NAME(&c->rd, cb));
  double secs = cc_now() - c->t0;
  cli_record_verdict(c->rec, c->pid, "converge", subject,
                     s->transitive && s->acyclic ? "consistent" : "inconsistent", detail,
                     cc_buf_str(&tb), secs);
  cli_record_picture(c->rec, c->pid, "converge", subject, cc_buf_str(&c->picture));
  if (s->fixpoint == CV_FIXPOINT_UNIQUE) {
    cc_buf_clear(&tb);
    if (!s->unique) cv_relation_print_table(s->g, &tb);
    cli_record_verdict(c->rec, c->pid, "fixpoint", subject, s->unique ? "unique" : "not-unique",
                       detail, s->unique ? NULL : cc_buf_str(&tb), secs);
  }
  cc_buf_free(&tb);
}

/* Without tokens: the maximal converged-with relation by xc_relation (the
 * explicit model's, confirmed by Z3 with --engine smt|both). */
static int run_relation(conv_cmd *c, cc_error *err) {
  xc_relation_result x;
  xc_engine e = c->engine == CLI_ENGINE_EXPLICIT ? XC_EXPLICIT : XC_BOTH;
  unsigned ms;
  cli_time_share(c->t_start, c->timeout_ms, 1, &ms);
  if (!xc_relation(c->p, c->h, &c->t, &c->rd, e, ms, &x, err)) {
    xc_relation_free(&x);
    return -1;
  }
  if (e == XC_BOTH && x.smt != XC_HOLDS) {
    int rc = smt_not_confirmed(c, &x);
    xc_relation_free(&x);
    return rc;
  }
  conv_shown s;
  s.fixpoint = c->rd.fixpoint;
  s.r = x.least, s.g = x.greatest;
  s.unique = !s.g || cv_relation_same(s.r, s.g);
  s.engine_text = c->engine == CLI_ENGINE_SMT ? "engine smt" : c->engine == CLI_ENGINE_BOTH ? "engines explicit and smt" : "engine explicit";
  if (s.fixpoint == CV_FIXPOINT_GREATEST) s.r = x.greatest, s.g = x.least; /* show the greatest one */
  s.transitive = cv_relation_transitive(s.r), s.acyclic = cv_relation_consistent(s.r);
  relation_picture(c, &s);
  if (c->dot) cc_buf_puts(&c->out, cc_buf_str(&c->picture));
  else if (c->json) relation_json(c, &s);
  else relation_text(c, &s);
  relation_record(c, &s);
  int rc = cli_write(&c->out);
  if (rc == CLI_HOLDS && (!(s.transitive && s.acyclic) || !s.unique)) rc = CLI_FAILS;
  xc_relation_free(&x);
  return cli_record_finish(c->rec, rc);
}

static void conv_free(conv_cmd *c) {
  cc_buf_free(&c->out);
  cc_buf_free(&c->picture);
  cc_buf_free(&c->subject);
  cv_tuple_free(&c->t);
  cv_hierarchy_free(c->h);
  fe_cases_free(&c->cases);
  cv_module_free(c->m);
}

int cli_cmd_converge(cli_ctx *ctx) {
  conv_cmd c;
  memset(&c, 0, sizeof c);
  c.file = CLI_FILE(ctx);
  const char *function = CLI_TEXT(ctx, function);
  c.json = CLI_FLAG_ON(ctx, json), c.why = CLI_FLAG_ON(ctx, why), c.dot = CLI_FLAG_ON(ctx, dot);
  c.rd = ctx->rd;
  c.engine = (cli_engine)CLI_NUM(ctx, engine);
  c.timeout_ms = (unsigned)CLI_NUM(ctx, timeout);
  c.t_start = cli_deadline_start();
  c.rec = &ctx->rec;
  unsigned experimental;
  if (!cli_experimental(ctx, &experimental)) return CLI_ERROR;
  if (CLI_TEXT(ctx, headers) && CLI_NUM(ctx, hierarchy))
    return cli_usage_error("converge", "--headers and --hierarchy exclude each other");
  cc_error err;
  cc_error_clear(&err);
  cc_buf_init(&c.subject);
  cc_buf_init(&c.out);
  cc_buf_init(&c.picture);
  int rc = -1;
  c.m = cli_load_ex(c.file, &c.cases, experimental, &err);
  if (c.m && function) c.p = cv_module_find(c.m, function);
  else if (c.m && cv_module_count(c.m) > 0) c.p = cv_module_program(c.m, 0);
  if (c.m && !c.p && cv_module_count(c.m) == 0 && c.cases.n > 0 && c.cases.c[0].program)
    cc_error_set(&err, c.file, c.cases.c[0].program_line, 0,
                 "a .case file holds no program, only a case about %s: run the case with "
                 "`convcheck corpus %s`, or give %s to converge", c.cases.c[0].program, c.file,
                 c.cases.c[0].program);
  else if (c.m && !c.p) cc_error_set(&err, c.file, 0, 0, "no function '%s'", function ? function : "");
  for (int i = 0; c.p && i < c.cases.n; i++)
    if (!strcmp(c.cases.c[i].function, cv_program_name(c.p))) c.fc = &c.cases.c[i];
  if (c.p && setup(&c, ctx, &err)) {
    if (!record_begin(&c)) rc = CLI_ERROR;
    c.t0 = cc_now();
    if (rc < 0 && c.controlled) rc = run_controlled(&c, CC_EMPTY(ctx->opt[CLI_O_trace].list), &err);
    else if (rc < 0) rc = run_relation(&c, &err);
  }
  if (rc < 0) {
    cli_report(&err);
    rc = CLI_ERROR;
  }
  conv_free(&c);
  return rc;
}
