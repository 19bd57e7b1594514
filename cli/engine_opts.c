/* cli/engine_opts.c — the options the engine commands share (mconv,
 * uniformity): bounds, hierarchies, reading, function, output. */
#include "cli/engine_opts.h"

#include <stdlib.h>

int cli_engine_flag(const char *cmd, int argc, char **argv, int *i, cli_engine *engine,
                    unsigned *timeout_ms) {
  const char *s = argv[*i];
  if (strcmp(s, "--engine") && strcmp(s, "--timeout")) return 0;
  if (*i + 1 >= argc) {
    cli_usage_error(cmd, "%s needs a value", s);
    return -1;
  }
  const char *v = argv[++*i];
  if (!strcmp(s, "--engine")) {
    if (!strcmp(v, "explicit")) *engine = CLI_ENGINE_EXPLICIT;
    else if (!strcmp(v, "smt")) *engine = CLI_ENGINE_SMT;
    else if (!strcmp(v, "both")) *engine = CLI_ENGINE_BOTH;
    else {
      cli_usage_error(cmd, "--engine is explicit, smt or both, not '%s'", v);
      return -1;
    }
    return 1;
  }
  long ms;
  if (!cli_parse_int(cmd, "--timeout", v, 1, 86400000L, &ms)) return -1;
  *timeout_ms = (unsigned)ms;
  return 1;
}

int cli_engine_args_parse(const char *cmd, const char *usage, int argc, char **argv,
                          cli_engine_args *a) {
  memset(a, 0, sizeof *a);
  en_opts_default(&a->o);
  cli_record_init(&a->rec);
  a->o.L = 12;
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i];
    long v;
    if (!strcmp(s, "--help") || !strcmp(s, "-h")) {
      fputs(usage, stdout);
      return CLI_HOLDS;
    }
    int ef = cli_engine_flag(cmd, argc, argv, &i, &a->engine, &a->timeout_ms);
    if (ef < 0) return CLI_ERROR;
    if (ef > 0) continue;
    int rf = cli_record_flag(cmd, argc, argv, &i, &a->rec);
    if (rf < 0) return CLI_ERROR;
    if (rf > 0) continue;
    int xf = cli_experimental_flag(cmd, argc, argv, &i, &a->experimental);
    if (xf < 0) return CLI_ERROR;
    if (xf > 0) continue;
    bool takes = !strcmp(s, "--threads") || !strcmp(s, "--bound") || !strcmp(s, "-k") ||
                 !strcmp(s, "-L") || !strcmp(s, "--hierarchies") || !strcmp(s, "--function") ||
                 !strcmp(s, "--reading") || !strcmp(s, "--max-tuples") || !strcmp(s, "--why") ||
                 !strcmp(s, "--values");
    if (takes && i + 1 >= argc) return cli_usage_error(cmd, "%s needs a value", s);
    if (!strcmp(s, "--threads") || !strcmp(s, "-k")) {
      if (!cli_parse_int(cmd, "--threads", argv[++i], 2, 4, &v)) return CLI_ERROR;
      a->o.k = (int)v;
    } else if (!strcmp(s, "--bound") || !strcmp(s, "-L")) {
      if (!cli_parse_int(cmd, "--bound", argv[++i], 1, 64, &v)) return CLI_ERROR;
      a->o.L = (int)v;
    } else if (!strcmp(s, "--max-tuples")) {
      if (!cli_parse_int(cmd, "--max-tuples", argv[++i], 1, 2000000000L, &v)) return CLI_ERROR;
      a->o.max_tuples = (uint64_t)v;
    } else if (!strcmp(s, "--hierarchies")) {
      const char *m = argv[++i];
      if (!strcmp(m, "realizable")) a->o.hmode = CV_HIER_REALIZABLE;
      else if (!strcmp(m, "all-entries")) a->o.hmode = CV_HIER_ALL_ENTRIES;
      else return cli_usage_error(cmd, "--hierarchies is realizable or all-entries, not '%s'", m);
    } else if (!strcmp(s, "--reading")) {
      const char *m = argv[++i];
      if (!strcmp(m, "literal")) a->o.reading = CV_CB_LITERAL;
      else if (!strcmp(m, "quotient")) a->o.reading = CV_CB_QUOTIENT;
      else return cli_usage_error(cmd, "--reading is literal or quotient, not '%s'", m);
    } else if (!strcmp(s, "--values")) {
      const char *m = argv[++i];
      if (!strcmp(m, "terms")) a->values = SMT_VALUES_TERMS;
      else if (!strcmp(m, "smt")) a->values = SMT_VALUES_BV;
      else return cli_usage_error(cmd, "--values is terms or smt, not '%s'", m);
    } else if (!strcmp(s, "--function")) {
      a->function = argv[++i];
    } else if (!strcmp(s, "--why")) {
      a->why = argv[++i];
    } else if (!strcmp(s, "--check-relations")) {
      a->o.check_relations = true;
    } else if (!strcmp(s, "--json")) {
      a->json = true;
    } else if (!strcmp(s, "--unbounded")) {
      a->unbounded = true;
    } else if (!strcmp(s, "--controlled")) {
      a->controlled = true;
    } else if (!strcmp(s, "--uncontrolled")) {
      a->uncontrolled = true;
    } else if (!strcmp(s, "--anchor") || !strncmp(s, "--anchor=", 9)) {
      const char *m = s[8] == '=' ? s + 9 : i + 1 < argc ? argv[++i] : NULL;
      if (!m) return cli_usage_error(cmd, "--anchor needs a value");
      if (!strcmp(m, "free")) a->o.anchors = CV_ANCHOR_FREE;
      else if (!strcmp(m, "maximal")) a->o.anchors = CV_ANCHOR_MAXIMAL;
      else return cli_usage_error(cmd, "--anchor is free or maximal, not '%s'", m);
    } else if (s[0] == '-' && s[1]) {
      return cli_usage_error(cmd, "unknown option '%s'", s);
    } else if (a->file) {
      return cli_usage_error(cmd, "one FILE, not '%s' and '%s'", a->file, s);
    } else {
      a->file = s;
    }
  }
  if (!a->file) return cli_usage_error(cmd, "no FILE given");
  if (a->controlled && a->uncontrolled)
    return cli_usage_error(cmd, "--controlled and --uncontrolled exclude each other");
  return -1;
}

void cli_bounds_text(const en_run *r, char *buf, size_t size) {
  snprintf(buf, size, "k=%d, L=%d%s%s", r->o.k, r->o.L,
           r->truncated && !r->behaviours_truncated ? ", stopped by --max-tuples" : "",
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
                r->o.anchors == CV_ANCHOR_FREE ? "free (every consistent choice)" : "maximal");
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
