/* cli/cmd_results.c — `convcheck results`: list, diff and export the runs
 * recorded in the result store, and merge shard files into one. */
#include "cli/cli.h"
#include "render/render.h"
#include "results/results.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

const cli_doc cli_doc_results = {
    .synopsis = "results [--db FILE] list [--json]\n"
                "results [--db FILE] diff RUN_A RUN_B [--json]\n"
                "results [--db FILE] export RUN [--csv|--json]\n"
                "results [--db FILE] totals [RUN|all] [--json]\n"
                "results [--db FILE] report --html DIR\n"
                "results merge OUT.db IN.db...",
    .text = "The runs recorded in the result store (by the commands that record,\n"
            "given --db FILE or $CONVCHECK_DB).\n"
            "\n"
            "  list    one line per run: id, start time (UTC), command, bounds k and\n"
            "          L, seconds, and how many verdicts had each outcome; under\n"
            "          it what the run read (its files, <stdin> for '-'; corpus\n"
            "          without DIR the folder it took, sweep and readings without\n"
            "          FILE the programs they generated) and how to run it again\n"
            "  diff    what changed from RUN_A to RUN_B: verdicts (matched by input\n"
            "          path and function, check and subject) whose outcome differs,\n"
            "          or whose input's content and detail changed with the same\n"
            "          outcome (fail -> fail on other lines), saying when the input's\n"
            "          content changed, and those present\n"
            "          in only one run; a file's error in one run (it did not\n"
            "          parse) and its cases or values in the other are changes of\n"
            "          those rows; exit status 1 if anything changed.\n"
            "          A warning comes first when the two runs were not made alike\n"
            "          (command, k and L, options, version, the inputs' contents,\n"
            "          target triples, opt's version): a verdict may have\n"
            "          changed with them; when only the bounds differ, the line of\n"
            "          counts says what the verdicts rest on changed (\"every L\"\n"
            "          against \"L=12\") rather than \"no changes\"\n"
            "  export  every verdict of RUN, as CSV (the default) or JSON\n"
            "  totals  per check: distinct programs, verdicts, and verdicts per\n"
            "          outcome, over RUN or over every run ('all', the default;\n"
            "          the shards of a sweep merged into one file total as the\n"
            "          unsharded run does)\n"
            "  report  writes DIR/index.html (the runs) and DIR/run-N.html per run: its\n"
            "          options and bounds, its findings (verdicts that do not hold) with\n"
            "          their witnesses and pictures, every verdict, links to the runs\n"
            "          before and after and what changed since the one before.  The\n"
            "          pictures (mconv's witnesses, converge's tables) are rendered\n"
            "          by `dot -Tsvg` (Graphviz, on PATH) into the pages: they open\n"
            "          from disk with nothing fetched (docs/pictures.md)\n"
            "  merge   copies every run of the IN files into OUT (created if needed)\n"
            "          in one transaction; runs OUT already holds are skipped\n"
            "\n"
            "RUN is a run id, 'last' (the store's most recent complete run) or\n"
            "'prev' (the one before it), whatever command each was: 'diff prev\n"
            "last' compares the store's last two runs, not the last two of one\n"
            "command (an audit after a transform: those two, with a warning that\n"
            "they were not made alike); `list` shows the ids, 'diff ID ID'\n"
            "compares any two runs.\n"
            "The options go before or after the verb; the store read must exist.\n",
    .more = "exit status: 0 done (diff: no changes), 1 diff found changes, 2 usage or\n"
            "input error\n",
    .min_args = 0, .max_args = -1, .arg_name = "VERB",
    .examples =
                 "results --db convcheck.db list\tthe runs recorded by the example of corpus\n"
                 "results --db convcheck.db report --html report\tthe store as HTML pages, with pictures\n",
    .see_also = "docs/design.md §9, docs/pictures.md"};

static const char *const CMD = "results";

/* A RUN argument, checked before the store is opened. */
typedef struct {
  const char *text;
  int back;     /* 'last' = 0, 'prev' = 1, -1 = a number */
  long long id; /* the number */
} run_arg;

static bool parse_run(const char *text, run_arg *r) {
  r->text = text;
  r->id = 0;
  if (!strcmp(text, "last")) {
    r->back = 0;
    return true;
  }
  if (!strcmp(text, "prev")) {
    r->back = 1;
    return true;
  }
  r->back = -1;
  char *end;
  errno = 0;
  long long v = strtoll(text, &end, 10);
  if (!*text || *end || errno || v < 1) {
    cli_usage_error(CMD, "RUN must be a run id, 'last' or 'prev', got '%s'",
                    text);
    return false;
  }
  r->id = v;
  return true;
}

/* The run id a RUN argument names in the store; reports a failure. */
static bool resolve_run(rs_store *s, run_arg *r) {
  if (r->back < 0) return true;
  cc_error err;
  cc_error_clear(&err);
  long long id = rs_recent_run(s, r->back, &err);
  if (id < 0) {
    cli_report(&err);
    return false;
  }
  if (id == 0) {
    cc_error_set(&err, rs_path(s), 0, 0,
                 "there is no '%s' run: the store holds %s", r->text,
                 r->back == 0 ? "no runs" : "fewer than two runs");
    cli_report(&err);
    return false;
  }
  r->id = id;
  return true;
}

/* The store at db, or NULL once the reason it cannot be opened is reported;
 * on success err is clear for the caller's later calls. */
static rs_store *open_store(const char *db, cc_error *err) {
  cc_error_clear(err);
  rs_store *s = rs_open_existing(db, err);
  if (!s) cli_report(err);
  return s;
}

/* What a read-only subcommand asks the store. */
typedef enum { Q_LIST, Q_DIFF, Q_EXPORT, Q_TOTALS } query;

/* Opens the store, resolves the RUN arguments given (a, b may be NULL),
 * asks q and writes the answer: the exit code (diff: CLI_FAILS when the
 * runs differ). */
static int do_query(const char *db, query q, run_arg *a, run_arg *b, bool json) {
  cc_error err;
  rs_store *s = open_store(db, &err);
  if (!s) return CLI_ERROR;
  int rc = CLI_ERROR, changed = 0;
  cc_buf out;
  cc_buf_init(&out);
  if ((!a || resolve_run(s, a)) && (!b || resolve_run(s, b))) {
    bool ok = false;
    switch (q) {
    case Q_LIST: ok = rs_list_runs(s, &out, json, &err); break;
    case Q_DIFF: ok = rs_diff_runs(s, a->id, b->id, &out, json, &changed, &err); break;
    case Q_EXPORT: ok = rs_export(s, a->id, json, &out, &err); break;
    case Q_TOTALS: ok = rs_totals(s, a ? a->id : 0, json, &out, &err); break;
    }
    if (ok) {
      rc = cli_write(&out);
      if (rc == CLI_HOLDS && changed) rc = CLI_FAILS;
    } else {
      cli_report(&err);
    }
  }
  cc_buf_free(&out);
  rs_close(s);
  return rc;
}

/* dir's length without trailing slashes (the message adds one), "/" kept */
static int dir_len(const char *dir) {
  size_t n = strlen(dir);
  while (n > 1 && dir[n - 1] == '/') n--;
  return (int)n;
}

static int do_report(const char *db, const char *dir) {
  cc_error err;
  rs_store *s = open_store(db, &err);
  if (!s) return CLI_ERROR;
  rd_report_opts o = {"dot", 0};
  rd_report_stats st;
  int rc = CLI_ERROR;
  if (rd_report_html(s, dir, &o, &st, &err)) {
    cc_buf out;
    cc_buf_init(&out);
    cc_buf_printf(&out, "wrote %d page%s for %d run%s into %.*s/ (index.html); %d picture%s "
                        "rendered\n", st.pages, st.pages == 1 ? "" : "s", st.runs,
                  st.runs == 1 ? "" : "s", dir_len(dir), dir, st.pictures, st.pictures == 1 ? "" : "s");
    rc = cli_write(&out);
    cc_buf_free(&out);
    if (st.pictures_failed) { /* the pages show their DOT text instead */
      fprintf(stderr, "convcheck: %d picture%s not rendered (%s): the pages show the DOT text\n",
              st.pictures_failed, st.pictures_failed == 1 ? "" : "s", st.dot_error);
      rc = CLI_ERROR;
    }
  } else {
    cli_report(&err);
  }
  rs_close(s);
  return rc;
}

static int do_merge(const char *out_path, int n, const char *const *in) {
  cc_error err;
  cc_error_clear(&err);
  int copied = 0, skipped = 0;
  if (!rs_merge_counted(out_path, n, in, &copied, &skipped, &err)) {
    cli_report(&err);
    return CLI_ERROR;
  }
  cc_buf out;
  cc_buf_init(&out);
  cc_buf_printf(&out, "merged %d run%s from %d file%s into %s", copied,
                copied == 1 ? "" : "s", n, n == 1 ? "" : "s", out_path);
  if (skipped)
    cc_buf_printf(&out, " (%d already there, skipped)", skipped);
  cc_buf_putc(&out, '\n');
  int rc = cli_write(&out);
  cc_buf_free(&out);
  return rc;
}

int cli_cmd_results(cli_ctx *ctx) {
  bool json = CLI_FLAG_ON(ctx, json), csv = CLI_FLAG_ON(ctx, csv);
  const char *const *pos = (const char *const *)ctx->args;
  int npos = ctx->nargs, rc = CLI_ERROR;
  const char *env = getenv("CONVCHECK_DB");
  const char *db = CLI_TEXT(ctx, db) ? CLI_TEXT(ctx, db) : env && *env ? env : NULL;

  if (npos == 0) {
    cli_usage_error(CMD, "missing what to do: list, diff, export, totals, report or merge");
    goto done;
  }
  const char *verb = pos[0];
  if (json && csv) {
    cli_usage_error(CMD, "--csv and --json exclude each other");
    goto done;
  }
  if (csv && strcmp(verb, "export")) {
    cli_usage_error(CMD, "--csv is an option of 'export' only");
    goto done;
  }
  if (CLI_GIVEN(ctx, html) != !strcmp(verb, "report")) {
    cli_usage_error(CMD, CLI_GIVEN(ctx, html) ? "--html is an option of 'report' only"
                                              : "report needs --html DIR");
    goto done;
  }
  bool db_given = CLI_GIVEN(ctx, db);
  if (!db) db = RS_DEFAULT_DB;

  if (!strcmp(verb, "list")) {
    if (npos != 1) {
      cli_usage_error(CMD, "list takes no arguments, got '%s'", pos[1]);
      goto done;
    }
    rc = do_query(db, Q_LIST, NULL, NULL, json);
  } else if (!strcmp(verb, "diff")) {
    run_arg a, b;
    if (npos != 3) {
      cli_usage_error(CMD, "diff needs two runs (RUN_A RUN_B), got %d",
                      npos - 1);
      goto done;
    }
    if (!parse_run(pos[1], &a) || !parse_run(pos[2], &b)) goto done;
    rc = do_query(db, Q_DIFF, &a, &b, json);
  } else if (!strcmp(verb, "export")) {
    run_arg r;
    if (npos != 2) {
      cli_usage_error(CMD, "export needs one run, got %d", npos - 1);
      goto done;
    }
    if (!parse_run(pos[1], &r)) goto done;
    rc = do_query(db, Q_EXPORT, &r, NULL, json);
  } else if (!strcmp(verb, "totals")) {
    run_arg r;
    if (npos > 2) {
      cli_usage_error(CMD, "totals takes at most one run, got %d", npos - 1);
      goto done;
    }
    if (npos == 1 || !strcmp(pos[1], "all")) rc = do_query(db, Q_TOTALS, NULL, NULL, json);
    else if (parse_run(pos[1], &r)) rc = do_query(db, Q_TOTALS, &r, NULL, json);
  } else if (!strcmp(verb, "report")) {
    if (npos != 1) {
      cli_usage_error(CMD, "report takes no arguments, got '%s'", pos[1]);
      goto done;
    }
    if (json) {
      cli_usage_error(CMD, "--json is not an option of 'report'");
      goto done;
    }
    rc = do_report(db, CLI_TEXT(ctx, html));
  } else if (!strcmp(verb, "merge")) {
    if (db_given) {
      cli_usage_error(CMD, "merge takes its files as arguments, not --db");
      goto done;
    }
    if (json) {
      cli_usage_error(CMD, "--json is not an option of 'merge'");
      goto done;
    }
    if (npos < 3) {
      cli_usage_error(CMD, "merge needs an output file and at least one "
                           "input file");
      goto done;
    }
    rc = do_merge(pos[1], npos - 2, pos + 2);
  } else {
    static const char *const verbs[] = {"list", "diff", "export", "totals", "report", "merge"};
    const char *near = cc_nearest(verb, verbs, 6);
    if (near)
      cli_usage_error(CMD, "unknown verb '%s' (did you mean '%s'? list, diff, export, totals, "
                           "report or merge)", verb, near);
    else
      cli_usage_error(CMD, "unknown verb '%s' (list, diff, export, totals, report or merge)",
                      verb);
  }
done:
  return rc;
}
