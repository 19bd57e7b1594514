/* cli/cmd_converge.c — `convcheck converge`: the maximal converged-with
 * relation for given traces, as a thread table ([CU] "Maximal
 * Convergence"; docs/design.md §4). */
#include "check/check.h"
#include "cli/cli.h"
#include "cli/engine_opts.h"
#include "cli/record.h"
#include "encode/smt.h"
#include "render/render.h"

#include <stdlib.h>



/* Does the n*n pair matrix m (from Z3) hold exactly the pairs of r? */
static bool same_pairs(const bool *m, const cv_relation *r) {
  int n = cv_relation_ninstances(r);
  for (int x = 0; x < n; x++)
    for (int y = 0; y < n; y++)
      if (x != y && m[x * n + y] != cv_converged_with(r, x, y)) return false;
  return true;
}

/* The readings converge implements: both fixed points and unique-check
 * (the model's and smt_fixpoints), convergence-before and the anchors; the
 * hierarchy is the one chosen (--headers, --hierarchy). */
static const cv_reading_support converge_readings = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_fixpoint] = CV_SUPPORT_ALL,
    [CV_RD_anchors] = CV_SUPPORT_ALL};

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
            "not unique), 2 input error (an SMT time limit: no verdict)\n",
    .min_args = 1, .max_args = 1, .arg_name = "FILE", .readings = &converge_readings};

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

/* --engine smt|both on a program with tokens: Z3 decides whether the
 * dynamic rules allow a consistent relation (encode/smt_tokens.c).  With
 * both, the explicit engine must agree: some behaviour iff satisfiable,
 * and the SMT engine's relation one of its behaviours; else ENGINES
 * DISAGREE (exit 2). */
static int controlled_smt(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                          const cv_readings *rd, int ncons,
                          const cv_anchor_constraint *cons, cli_engine engine,
                          unsigned timeout_ms, bool json, cc_buf *out, cc_error *err) {
  smt_tokens_result r;
  if (!smt_tokens(p, h, t, rd, ncons, cons, timeout_ms, &r, err)) return -1;
  if (r.status == SMT_UNKNOWN) {
    cc_error_set(err, cv_program_file(p), 0, 0, "the SMT engine did not decide (%s): no verdict",
                 r.reason);
    smt_tokens_result_free(&r);
    return -1;
  }
  int nb = -1;
  bool trunc = false, disagree = false;
  if (engine == CLI_ENGINE_BOTH) {
    cv_behaviours *B = cv_controlled_converged_with(p, h, t, rd, ncons, cons, 4096);
    nb = cv_behaviours_count(B);
    trunc = cv_behaviours_truncated(B);
    if (r.consistent != (nb > 0) && !(trunc && nb == 0)) disagree = true;
    if (r.consistent && nb > 0 && !trunc) { /* is Z3's relation one of the behaviours? */
      bool found = false;
      for (int i = 0; i < nb && !found; i++) {
        bool same = true;
        for (int c = 0; c < r.nctl && same; c++)
          for (int a = 0, ta = 0, pa = 0; a < r.n && same; a++, pa++) {
            while (pa >= t->thread[ta].len) ta++, pa = 0;
            for (int b = a + 1, tb = ta, pb = pa + 1; b < r.n && same; b++, pb++) {
              while (pb >= t->thread[tb].len) tb++, pb = 0;
              const int *cl = r.cls + (size_t)c * (size_t)r.n;
              if (ta == tb || cl[a] < 0 || cl[b] < 0) continue;
              int ea = cv_behaviour_inst_class(B, i, r.ctl[c], ta, pa);
              int eb = cv_behaviour_inst_class(B, i, r.ctl[c], tb, pb);
              same = (cl[a] == cl[b]) == (ea >= 0 && ea == eb);
            }
          }
        found = same;
      }
      if (!found) disagree = true;
    }
    cv_behaviours_free(B);
  }
  if (json) {
    cc_json j;
    cc_json_init(&j, out);
    cc_json_begin_object(&j);
    cc_json_key(&j, "engine");
    cc_json_string(&j, engine == CLI_ENGINE_BOTH ? "both" : "smt");
    cc_json_key(&j, "anchors");
    cc_json_string(&j, CV_READING_NAME(rd, anchors));
    cc_json_key(&j, "consistent");
    cc_json_bool(&j, r.consistent);
    if (nb >= 0) {
      cc_json_key(&j, "explicit_behaviours");
      cc_json_int(&j, nb);
    }
    if (!r.consistent) {
      cc_json_key(&j, "contradiction");
      cc_json_string(&j, r.why ? r.why : "");
    }
    cc_json_end_object(&j);
    cc_buf_putc(out, '\n');
  } else {
    cc_buf_printf(out, "function %s, %d threads, hierarchy: ", cv_program_name(p), t->k);
    cv_hierarchy_print_short(h, p, out);
    cc_buf_printf(out, "\nconvergence-before: %s reading; anchors: %s\n",
                  CV_READING_NAME(rd, cb), CV_READING_NAME(rd, anchors));
    cc_buf_printf(out, "engine smt: %s (%d rule instances; %d choice%s of the anchors excluded "
                       "for an inconsistent block relation; %.3f s)\n",
                  r.consistent ? "a consistent relation exists" : "no consistent relation",
                  r.rules, r.refuted, r.refuted == 1 ? "" : "s", r.seconds);
    if (nb >= 0)
      cc_buf_printf(out, "engine explicit: %d consistent behaviour%s%s\n", nb, nb == 1 ? "" : "s",
                    trunc ? " (TRUNCATED: the set is incomplete)" : "");
    if (r.consistent) {
      cc_buf_puts(out, "\none consistent relation (Z3's model):\n");
      smt_tokens_print(p, t, &r, out);
    } else {
      cc_buf_printf(out, "\n%s\n", r.why ? r.why : "");
    }
  }
  bool consistent = r.consistent;
  smt_tokens_result_free(&r);
  if (disagree) {
    fprintf(stderr, "convcheck: ENGINES DISAGREE: the explicit engine finds %d consistent "
                    "behaviour%s, the SMT engine %s\n", nb, nb == 1 ? "" : "s",
            consistent ? "a consistent relation that is none of them" : "none");
    return CLI_ERROR;
  }
  return consistent ? CLI_HOLDS : CLI_FAILS;
}

/* A program with convergence tokens: the controlled maximal converged-with
 * relation ([CO] "Controlled Maximal Convergence"), one table per
 * behaviour (a choice of the anchors' convergence), and the token
 * instructions' relation in the spec's notation.  Exit 1 if the dynamic
 * rules allow no consistent relation. */
static int converge_controlled(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                               const cv_readings *rd,
                               const fe_case *fc, bool json, bool dot, cli_engine engine,
                               unsigned timeout_ms, cc_buf *out, cc_error *err) {
  if (!cv_tokens_check(p, err)) return -1;
  cv_anchor_constraint *cons = NULL;
  int ncons = 0;
  if (fc && !ck_case_anchor_constraints(p, fc, t, &cons, &ncons, err)) {
    free(cons);
    return -1;
  }
  if (engine != CLI_ENGINE_EXPLICIT && dot) {
    cc_error_set(err, cv_program_file(p), 0, 0,
                 "--dot draws the explicit engine's behaviours of a function with tokens: "
                 "use --engine explicit");
    free(cons);
    return -1;
  }
  if (engine != CLI_ENGINE_EXPLICIT) {
    int src = controlled_smt(p, h, t, rd, ncons, cons, engine, timeout_ms, json, out, err);
    free(cons);
    return src;
  }
  cv_behaviours *B = cv_controlled_converged_with(p, h, t, rd, ncons, cons, 4096);
  free(cons);
  int nb = cv_behaviours_count(B);
  if (dot) {
    cc_buf title;
    cc_buf_init(&title);
    cc_buf_printf(&title, "function %s, %d threads: controlled maximal converged-with, anchors %s; "
                          "%d consistent behaviour%s%s",
                  cv_program_name(p), t->k, CV_READING_NAME(rd, anchors), nb, nb == 1 ? "" : "s",
                  cv_behaviours_truncated(B) ? " (TRUNCATED)" : "");
    if (nb == 0) cc_buf_printf(&title, "\n%s", cv_behaviours_contradiction(B));
    rd_graph_begin(out, cc_buf_str(&title));
    rd_witness w;
    rd_witness_init(&w, p, t);
    for (int b = 0; b < nb; b++) {
      cc_buf_clear(&title);
      cc_buf_printf(&title, "behaviour %d: hierarchy ", b + 1);
      cv_hierarchy_print_short(h, p, &title);
      rd_witness_add(&w, cc_buf_str(&title), h, cv_behaviour_relation(B, b));
    }
    if (nb == 0) rd_witness_add(&w, "no consistent relation", h, NULL);
    rd_witness_dot(out, "w", NULL, &w);
    rd_witness_free(&w);
    rd_graph_end(out);
    cc_buf_free(&title);
  } else if (json) {
    cc_json j;
    cc_json_init(&j, out);
    cc_json_begin_object(&j);
    cc_json_key(&j, "anchors");
    cc_json_string(&j, CV_READING_NAME(rd, anchors));
    cc_json_key(&j, "behaviours");
    cc_json_begin_array(&j);
    for (int b = 0; b < nb; b++) {
      const cv_relation *r = cv_behaviour_relation(B, b);
      int n = cv_relation_ninstances(r);
      int *col = cc_malloc(((size_t)n + 1) * sizeof(int));
      int nc = cv_relation_columns(r, col);
      if (nc < 0) nc = -nc;
      cc_json_begin_array(&j);
      for (int c = 0; c < nc; c++) {
        cc_json_begin_array(&j);
        for (int id = 0; id < n; id++)
          if (col[id] == c) {
            int th, pos;
            cv_relation_locate(r, id, &th, &pos);
            cc_json_begin_array(&j);
            cc_json_int(&j, th);
            cc_json_int(&j, pos);
            cc_json_end_array(&j);
          }
        cc_json_end_array(&j);
      }
      cc_json_end_array(&j);
      free(col);
    }
    cc_json_end_array(&j);
    cc_json_key(&j, "truncated");
    cc_json_bool(&j, cv_behaviours_truncated(B));
    cc_json_key(&j, "consistent");
    cc_json_bool(&j, nb > 0);
    if (nb == 0) {
      cc_json_key(&j, "contradiction");
      cc_json_string(&j, cv_behaviours_contradiction(B));
    }
    cc_json_end_object(&j);
    cc_buf_putc(out, '\n');
  } else {
    cc_buf_printf(out, "function %s, %d threads, hierarchy: ", cv_program_name(p), t->k);
    cv_hierarchy_print_short(h, p, out);
    cc_buf_printf(out, "\nconvergence-before: %s reading\n", CV_READING_NAME(rd, cb));
    cc_buf_printf(out, "controlled maximal converged-with ([CO] \"Controlled Maximal "
                       "Convergence\"), anchors: %s\n",
                  rd->anchors == CV_ANCHOR_FREE ? "free (every consistent choice)"
                                                : "maximal (the uncontrolled relation)");
    cc_buf_printf(out, "%d consistent behaviour%s of %llu choice%s of the anchors%s\n", nb,
                  nb == 1 ? "" : "s", (unsigned long long)cv_behaviours_choices(B),
                  cv_behaviours_choices(B) == 1 ? "" : "s",
                  cv_behaviours_truncated(B) ? " (TRUNCATED: the set is incomplete)" : "");
    for (int b = 0; b < nb; b++) {
      if (nb > 1) cc_buf_printf(out, "\nbehaviour %d:\n", b + 1);
      cc_buf_putc(out, '\n');
      cv_relation_print_table(cv_behaviour_relation(B, b), out);
      cv_behaviour_print_tokens(B, b, out);
    }
    if (ncons) cc_buf_printf(out, "(the case's %d 'assume' line%s constrain%s the anchors)\n",
                             ncons, ncons > 1 ? "s" : "", ncons > 1 ? "" : "s");
    if (nb == 0) cc_buf_printf(out, "\n%s\n", cv_behaviours_contradiction(B));
  }
  cv_behaviours_free(B);
  return nb > 0 ? CLI_HOLDS : CLI_FAILS;
}

int cli_cmd_converge(cli_ctx *ctx) {
  const char *file = CLI_FILE(ctx), *function = CLI_TEXT(ctx, function);
  const char *headers_arg = CLI_TEXT(ctx, headers);
  long number = CLI_NUM(ctx, hierarchy);
  bool json = CLI_FLAG_ON(ctx, json), why = CLI_FLAG_ON(ctx, why), dot = CLI_FLAG_ON(ctx, dot);
  bool uncontrolled = CLI_FLAG_ON(ctx, uncontrolled);
  bool controlled = false; /* the token path: [CO] "Controlled Maximal Convergence" */
  cv_readings rd = ctx->rd; /* the readings: the options', else the case's, else the defaults */
  const bool *rd_given = ctx->rd_given;
  const cli_value *traces = &ctx->opt[CLI_O_trace];
  int rc = CLI_ERROR;
  cli_engine engine = (cli_engine)CLI_NUM(ctx, engine);
  unsigned timeout_ms = (unsigned)CLI_NUM(ctx, timeout);
  unsigned experimental;
  if (!cli_experimental(ctx, &experimental)) return CLI_ERROR;
  cli_record *rec = &ctx->rec;
  if (headers_arg && number)
    return cli_usage_error("converge", "--headers and --hierarchy exclude each other");

  cc_error err;
  cc_error_clear(&err);
  fe_cases cases = {0, NULL};
  cv_module *m = cli_load_ex(file, &cases, experimental, &err);
  cv_program *p = NULL;
  cv_hierarchy *h = NULL;
  cv_tuple t = {0, NULL};
  cv_relation *r = NULL;
  cv_relation *g = NULL; /* the greatest fixed point (--fixpoint) */
  long long pid = 0;
  cc_buf subject;
  cc_buf_init(&subject);
  char **hdrs = NULL;
  int nh = 0;
  cc_buf out, picture;
  cc_buf_init(&out);
  cc_buf_init(&picture);
  if (!m) goto report;
  if (function) p = cv_module_find(m, function);
  else if (cv_module_count(m) > 0) p = cv_module_program(m, 0);
  if (!p) {
    cc_error_set(&err, file, 0, 0, "no function '%s'", function ? function : "");
    goto report;
  }
  const fe_case *fc = NULL;
  for (int i = 0; i < cases.n; i++)
    if (!strcmp(cases.c[i].function, cv_program_name(p))) fc = &cases.c[i];
  if (headers_arg) hdrs = split_headers(headers_arg, &nh);
  if (!headers_arg && !number && fc && CC_EMPTY(traces->list)) {
    h = ck_select_hierarchy(p, fc->nheaders, fc->headers, fc->hierarchy, &err);
  } else {
    h = ck_select_hierarchy(p, nh, hdrs, (int)number, &err);
  }
  if (!h) goto report;
  if (!CC_EMPTY(traces->list)) {
    t.k = (int)CC_SIZE(traces->list);
    t.thread = cc_calloc((size_t)t.k, sizeof *t.thread);
    for (int i = 0; i < t.k; i++)
      if (!cv_trace_parse(p, CC_AT(traces->list, i), &t.thread[i], &err)) {
        char msg[sizeof err.msg];
        memcpy(msg, err.msg, sizeof msg);
        snprintf(err.msg, sizeof err.msg, "--trace %d: %.1000s", i + 1, msg);
        goto report;
      }
    if (!cv_tuple_check(p, &t, &err)) goto report;
  } else if (fc) {
    if (!ck_case_traces(p, fc, &t, &err)) goto report;
    /* the case's readings, where no option chose */
    if (!rd_given[CV_RD_cb]) rd.cb = fc->readings.cb;
    if (!rd_given[CV_RD_fixpoint]) rd.fixpoint = fc->readings.fixpoint;
  } else {
    cc_error_set(&err, file, 0, 0, "no traces: give --trace (one per thread)");
    goto report;
  }
  if (t.k < 2) {
    cc_error_set(&err, file, 0, 0, "convergence relates two or more threads; %d given", t.k);
    goto report;
  }
  controlled = !uncontrolled && cv_program_has_tokens(p);
  if (controlled && !rd_given[CV_RD_anchors] && fc) rd.anchors = fc->readings.anchors;

  {
    cc_buf opts;
    cc_buf_init(&opts);
    cc_json oj;
    cc_json_init(&oj, &opts);
    cc_json_begin_object(&oj);
    cc_json_key(&oj, "engine");
    cc_json_string(&oj, engine == CLI_ENGINE_SMT ? "smt" : engine == CLI_ENGINE_BOTH ? "both" : "explicit");
    cc_json_key(&oj, "reading");
    cc_json_string(&oj, CV_READING_NAME(&rd, cb));
    cc_json_key(&oj, "fixpoint");
    cc_json_string(&oj, CV_READING_NAME(&rd, fixpoint));
    cc_json_key(&oj, "timeout_ms");
    cc_json_int(&oj, timeout_ms);
    if (controlled) {
      cc_json_key(&oj, "controlled");
      cc_json_bool(&oj, true);
      cc_json_key(&oj, "anchors");
      cc_json_string(&oj, CV_READING_NAME(&rd, anchors));
    }
    cc_json_end_object(&oj);
    int L = 0;
    for (int i = 0; i < t.k; i++) L = t.thread[i].len > L ? t.thread[i].len : L;
    bool begun = cli_record_begin(rec, "converge", cc_buf_str(&opts), t.k, L);
    cc_buf_free(&opts);
    if (!begun) {
      rc = CLI_ERROR;
      goto done;
    }
    pid = cli_record_program(rec, file, cv_program_name(p));
    for (int i = 0; i < t.k; i++) {
      cc_buf_printf(&subject, "%sT%d:", i ? " | " : "", i + 1);
      for (int s = 0; s < t.thread[i].len; s++)
        cc_buf_printf(&subject, " %s", cv_block_name(p, t.thread[i].blocks[s]));
    }
  }
  double t0 = cc_now();
  if (controlled && rd.fixpoint != CV_FIXPOINT_LEAST) {
    cc_error_set(&err, file, 0, 0,
                 "the controlled relation ([CO] \"Controlled Maximal Convergence\") is a least "
                 "fixed point: fixpoint=%s is for functions without tokens (or --uncontrolled)",
                 CV_READING_NAME(&rd, fixpoint));
    goto report;
  }
  if (controlled) {
    int crc = converge_controlled(p, h, &t, &rd, CC_EMPTY(traces->list) ? fc : NULL, json, dot,
                                  engine, timeout_ms, &out, &err);
    if (crc < 0) goto report; /* nothing recorded: the run is aborted */
    char detail[200];
    snprintf(detail, sizeof detail, "engine %s; controlled; anchors %s; %s reading",
             engine == CLI_ENGINE_SMT ? "smt" : engine == CLI_ENGINE_BOTH ? "both" : "explicit",
             CV_READING_NAME(&rd, anchors), CV_READING_NAME(&rd, cb));
    cli_record_verdict(rec, pid, "converge", cc_buf_str(&subject),
                       crc == CLI_HOLDS ? "consistent" : crc == CLI_FAILS ? "no-consistent-relation"
                                        : "error",
                       detail, json || dot ? NULL : cc_buf_str(&out), cc_now() - t0);
    rc = cli_write(&out);
    if (rc == CLI_HOLDS) rc = crc;
    rc = cli_record_finish(rec, rc);
    goto done;
  }
  cv_fixpoint fixpoint = rd.fixpoint;
  {
    cv_readings lr = rd, gr = rd; /* the least and (if asked) the greatest */
    lr.fixpoint = CV_FIXPOINT_LEAST;
    gr.fixpoint = CV_FIXPOINT_GREATEST;
    r = cv_maximal_converged_with(p, h, &t, &lr);
    if (fixpoint != CV_FIXPOINT_LEAST) g = cv_maximal_converged_with(p, h, &t, &gr);
  }
  if (engine != CLI_ENGINE_EXPLICIT) { /* the same relations from Z3 */
    bool *least = NULL, *greatest = NULL;
    smt_result sr;
    smt_fixpoint_result fr;
    memset(&sr, 0, sizeof sr);
    memset(&fr, 0, sizeof fr);
    bool ok, unknown;
    const char *why_unknown;
    cv_readings lr = rd;
    lr.fixpoint = CV_FIXPOINT_LEAST;
    if (fixpoint == CV_FIXPOINT_LEAST) {
      ok = smt_relation(p, h, &t, &lr, timeout_ms, &sr, &err);
      unknown = ok && sr.status == SMT_UNKNOWN;
      why_unknown = sr.reason;
      least = sr.converged;
    } else { /* docs/design.md §10 unique-check: every fixed point, by Z3 */
      ok = smt_fixpoints(p, h, &t, &rd, timeout_ms, &fr, &err);
      unknown = ok && fr.status == SMT_UNKNOWN;
      why_unknown = fr.reason;
      least = fr.least, greatest = fr.greatest;
    }
    if (!ok) goto report;
    if (unknown) {
      fprintf(stderr, "convcheck: the SMT engine did not decide (%s): no relation\n", why_unknown);
      char detail[300];
      snprintf(detail, sizeof detail, "engine smt; no verdict: %.200s", why_unknown);
      cli_record_verdict(rec, pid, "converge", cc_buf_str(&subject), "unknown", detail, NULL,
                         cc_now() - t0);
      if (fixpoint == CV_FIXPOINT_UNIQUE)
        cli_record_verdict(rec, pid, "fixpoint", cc_buf_str(&subject), "unknown", detail, NULL,
                           cc_now() - t0);
      smt_result_free(&sr);
      smt_fixpoints_free(&fr);
      rc = cli_record_finish(rec, CLI_ERROR);
      goto done;
    }
    bool same = same_pairs(least, r) && (!g || same_pairs(greatest, g));
    smt_result_free(&sr);
    smt_fixpoints_free(&fr);
    if (!same) {
      /* the relation shown is the explicit model's object: Z3's can only
       * be shown if it is the same, so any difference is an error */
      fprintf(stderr, "convcheck: ENGINES DISAGREE: the explicit and the SMT engine compute "
                      "different relations for these traces\n");
      cli_record_verdict(rec, pid, "converge", cc_buf_str(&subject), "error",
                         "ENGINES DISAGREE", NULL, cc_now() - t0);
      rc = cli_record_finish(rec, CLI_ERROR);
      goto done;
    }
  }
  bool unique = !g || cv_relation_same(r, g);
  const char *engine_text = engine == CLI_ENGINE_SMT ? "engine smt" : engine == CLI_ENGINE_BOTH ? "engines explicit and smt" : "engine explicit";
  if (fixpoint == CV_FIXPOINT_GREATEST) { /* show the greatest one */
    cv_relation *tmp = r;
    r = g;
    g = tmp;
  }
  bool transitive = cv_relation_transitive(r), acyclic = cv_relation_consistent(r);
  bool consistent = transitive && acyclic;
  { /* the picture (--dot, and recorded with the verdict) */
    cc_buf title;
    cc_buf_init(&title);
    cc_buf_printf(&title, "function %s, %d threads; convergence-before: %s reading; %s fixed "
                          "point\nconverged-with is %stransitive; convergence-before is %s",
                  cv_program_name(p), t.k, CV_READING_NAME(&rd, cb),
                  fixpoint == CV_FIXPOINT_GREATEST ? "greatest" : "least",
                  transitive ? "" : "NOT ", acyclic ? "a strict partial order" : "NOT irreflexive");
    if (fixpoint == CV_FIXPOINT_UNIQUE)
      cc_buf_printf(&title, "\nthe least fixed point is %sthe only one", unique ? "" : "NOT ");
    rd_graph_begin(&picture, cc_buf_str(&title));
    rd_witness w;
    rd_witness_init(&w, p, &t);
    cc_buf_clear(&title);
    cc_buf_puts(&title, "hierarchy: ");
    if (cv_hierarchy_ncycles(h)) cv_hierarchy_print_short(h, p, &title);
    else cc_buf_puts(&title, "(no cycles)");
    rd_witness_add(&w, cc_buf_str(&title), h, r);
    if (!unique) rd_witness_add(&w, "the greatest fixed point", h, g);
    rd_witness_dot(&picture, "w", NULL, &w);
    rd_witness_free(&w);
    rd_graph_end(&picture);
    cc_buf_free(&title);
  }
  int n = cv_relation_ninstances(r);
  int *col_of = cc_malloc(((size_t)n + 1) * sizeof(int));
  int ncols = cv_relation_columns(r, col_of);
  if (ncols < 0) ncols = -ncols;
  if (dot) {
    cc_buf_puts(&out, cc_buf_str(&picture));
  } else if (json) {
    cc_json j;
    cc_json_init(&j, &out);
    cc_json_begin_object(&j);
    cc_json_key(&j, "threads");
    cc_json_begin_array(&j);
    for (int i = 0; i < t.k; i++) {
      cc_json_begin_array(&j);
      for (int s = 0; s < t.thread[i].len; s++)
        cc_json_string(&j, cv_block_name(p, t.thread[i].blocks[s]));
      cc_json_end_array(&j);
    }
    cc_json_end_array(&j);
    cc_json_key(&j, "columns");
    cc_json_begin_array(&j);
    for (int c = 0; c < ncols; c++) {
      cc_json_begin_array(&j);
      for (int id = 0; id < n; id++)
        if (col_of[id] == c) {
          int th, pos;
          cv_relation_locate(r, id, &th, &pos);
          cc_json_begin_array(&j);
          cc_json_int(&j, th);
          cc_json_int(&j, pos);
          cc_json_end_array(&j);
        }
      cc_json_end_array(&j);
    }
    cc_json_end_array(&j);
    cc_json_key(&j, "consistent");
    cc_json_bool(&j, consistent);
    if (fixpoint != CV_FIXPOINT_LEAST) { /* (absent: the least) */
      cc_json_key(&j, "fixpoint");
      cc_json_string(&j, CV_READING_NAME(&rd, fixpoint));
    }
    if (fixpoint == CV_FIXPOINT_UNIQUE) {
      cc_json_key(&j, "unique");
      cc_json_bool(&j, unique);
    }
    cc_json_end_object(&j);
    cc_buf_putc(&out, '\n');
  } else {
    cc_buf_printf(&out, "function %s, %d threads, hierarchy: ", cv_program_name(p), t.k);
    cv_hierarchy_print_short(h, p, &out);
    cc_buf_printf(&out, "\nconvergence-before: %s reading%s\n\n",
                  CV_READING_NAME(&rd, cb),
                  fixpoint == CV_FIXPOINT_GREATEST ? "; greatest fixed point" : "");
    cv_relation_print_table(r, &out);
    if (why) {
      cc_buf_putc(&out, '\n');
      bool any = false;
      for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) any |= cv_relation_why(r, a, b, &out, NULL, NULL, 0);
      if (!any) cc_buf_puts(&out, "every pair of instances of one block is converged\n");
    }
    cc_buf_printf(&out, "\nconverged-with is %stransitive; convergence-before is %s\n",
                  transitive ? "" : "NOT ",
                  acyclic ? "a strict partial order" : "NOT irreflexive (a cycle)");
    if (fixpoint == CV_FIXPOINT_UNIQUE && unique) {
      cc_buf_printf(&out, "the least fixed point is the only one (%s)\n", engine_text);
    } else if (fixpoint == CV_FIXPOINT_UNIQUE) {
      cc_buf_printf(&out, "the least fixed point is NOT the only one (%s); the greatest:\n\n", engine_text);
      cv_relation_print_table(g, &out);
      cc_buf_printf(&out, "\nin the greatest, converged-with is %stransitive; convergence-before is %s\n",
                    cv_relation_transitive(g) ? "" : "NOT ",
                    cv_relation_consistent(g) ? "a strict partial order" : "NOT irreflexive (a cycle)");
    }
  }
  free(col_of);
  { /* the verdicts as recorded */
    char detail[200];
    cc_buf tb;
    cc_buf_init(&tb);
    cv_relation_print_table(r, &tb);
    snprintf(detail, sizeof detail, "%s; %s fixed point; %s reading", engine_text,
             fixpoint == CV_FIXPOINT_GREATEST ? "greatest" : "least",
             CV_READING_NAME(&rd, cb));
    double secs = cc_now() - t0;
    cli_record_verdict(rec, pid, "converge", cc_buf_str(&subject),
                       consistent ? "consistent" : "inconsistent", detail, cc_buf_str(&tb), secs);
    cli_record_picture(rec, pid, "converge", cc_buf_str(&subject), cc_buf_str(&picture));
    if (fixpoint == CV_FIXPOINT_UNIQUE) {
      cc_buf_clear(&tb);
      if (!unique) cv_relation_print_table(g, &tb);
      cli_record_verdict(rec, pid, "fixpoint", cc_buf_str(&subject), unique ? "unique" : "not-unique",
                         detail, unique ? NULL : cc_buf_str(&tb), secs);
    }
    cc_buf_free(&tb);
  }
  rc = cli_write(&out);
  if (rc == CLI_HOLDS && (!consistent || !unique)) rc = CLI_FAILS;
  rc = cli_record_finish(rec, rc);
  goto done;
report:
  cli_report(&err);
  rc = CLI_ERROR;
done:
  for (int i = 0; i < nh; i++) free(hdrs[i]);
  free(hdrs);
  cc_buf_free(&out);
  cc_buf_free(&picture);
  cv_relation_free(r);
  cv_relation_free(g);
  cc_buf_free(&subject);
  cv_tuple_free(&t);
  cv_hierarchy_free(h);
  fe_cases_free(&cases);
  cv_module_free(m);
  return rc;
}
