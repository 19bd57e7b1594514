/* cli/cmd_corpus.c — `convcheck corpus`: runs every case of the regression
 * corpus (docs/design.md §9), prints one line per case and a summary, and records
 * the run in the result store. */
#include "check/check.h"
#include "cli/cli.h"
#include "cli/progress.h"
#include "results/results.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const cli_doc cli_doc_corpus = {
    .synopsis = "corpus [OPTIONS] [DIR|FILE...]",
    .text = "Runs every case (.cfg and .case files with case directives, see\n"
            "docs/cfg-format.md) below DIR, prints one line per case and a summary,\n"
            "and records the run in the result store when asked (--db FILE, or\n"
            "$CONVCHECK_DB).  DIR defaults to ./corpus when there is one, else the\n"
            "installed corpus (" CONVCHECK_PKGDATADIR "/corpus).  Cases that read\n"
            "LLVM's own tests (`program llvm-tests:PATH`) need llvm/test of an\n"
            "llvm-project checkout (--llvm-tests DIR); without it they are skipped\n"
            "and counted apart.  A file below DIR without case directives is a\n"
            "program beside the cases, counted apart as \"not cases\"; a .ll beside\n"
            "the cases that no .case names (`program`) is named, \"not a case\"; a FILE\n"
            "named without them is an error.  When the function has several DFS-realizable\n"
            "hierarchies, a case's line says which one its relation was checked in\n"
            "(\"the relation in hierarchy 2 of 2 (the case's headers line: ...)\", or\n"
            "LLVM's when no line names one) and that the engines ran in all of them.\n",
    .more = "--json: {\"cases\":[{\"name\":F (the case's function, F@LINE when a file\n"
            "  has several cases on F),\"file\":PATH,\"line\":N,\"verdict\":\"pass\"|\"fail\"|\n"
            "  \"error\"|\"skip\",\"checks\":N,\"source\":TEXT,\"hierarchy\":TEXT (the\n"
            "  line's, when several),\"detail\":[LINE..] (a\n"
            "  failure's failed checks, an error's message)}],\"totals\":{\"cases\":N,\"passed\":N,\n"
            "  \"failed\":N,\"errors\":N,\"skipped\":N,\"checks\":N,\"programs\":N (files below\n"
            "  DIR without case directives),\"program_files\":[PATH..],\"unnamed_ll\":[PATH..]\n"
            "  (.ll files beside the cases that no case names)},\"seconds\":S} (a FILE named that holds no case\n"
            "  is one case named \"\" with verdict error)\n"
            "--progress: a line on stderr every few seconds (cases done of all files)\n"
            "\n"
            "exit status: 0 every case passes or is skipped, 1 some case fails,\n"
            "2 usage or input error, or a case in error\n",
    .min_args = 0, .max_args = -1, .arg_name = "DIR",
    .examples =
                 "corpus corpus/spec\tevery example of the spec's documents, checked\n"
                 "corpus --db convcheck.db corpus/spec\tthe same, recorded in a result store\n",
    .see_also = "docs/cfg-format.md, docs/design.md §9"};

/* The folder of LLVM's tests: the option, else $CONVCHECK_LLVM_TESTS (both
 * must be one), else the default compiled in when it is one; NULL with err
 * clear when there is none. */
static char *llvm_tests_dir(const char *given, cc_error *err) {
  const char *env = getenv("CONVCHECK_LLVM_TESTS");
  if (!given && env && env[0]) given = env;
  if (given) return ck_llvm_tests_resolve(given, err);
  cc_error quiet;
  cc_error_clear(&quiet);
  return ck_llvm_tests_resolve(CONVCHECK_LLVM_TESTS_DEFAULT, &quiet);
}

static bool is_dir(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The corpus when no DIR is given: the working tree's, else the installed
 * one.  A binary staged below a DESTDIR (its path ends in the bindir it was
 * built for) takes the corpus staged with it. */
static const char *default_corpus(char *buf, size_t size) {
  if (is_dir("corpus")) return "corpus";
  char exe[4096];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    size_t nb = strlen(CONVCHECK_BINDIR);
    if (slash && (size_t)(slash - exe) > nb && !strncmp(slash - nb, CONVCHECK_BINDIR, nb)) {
      snprintf(buf, size, "%.*s%s/corpus", (int)(slash - nb - exe), exe, CONVCHECK_PKGDATADIR);
      if (is_dir(buf)) return buf;
    }
  }
  return CONVCHECK_PKGDATADIR "/corpus";
}

/* One run of the corpus: the counts and where the output goes. */
typedef struct crun {
  bool quiet, json;
  const char *llvm_tests;
  cli_record *rec;
  int npass, nfail, nerr, nskip, nchecks;
  int nprograms; /* files below a DIR without case directives: programs */
  cc_strs programs; /* their paths, as shown */
  cc_strs named;    /* the programs the cases read (ck_named_programs) */
  cc_strs unnamed;  /* .ll files below a DIR that no case names, as shown */
  cc_buf line;    /* a case's text after its line (failed checks, error) */
  cc_buf jout;
  cc_json j;
} crun;

static void json_case(crun *r, const char *name, const char *file, int line, const char *word,
                      int checks, const char *source, const char *hierarchy, const char *detail) {
  cc_json_begin_object(&r->j);
  cc_json_key(&r->j, "name"), cc_json_string(&r->j, name);
  cc_json_key(&r->j, "file"), cc_json_string(&r->j, file);
  if (line) cc_json_key(&r->j, "line"), cc_json_int(&r->j, line);
  cc_json_key(&r->j, "verdict"), cc_json_string(&r->j, word);
  cc_json_key(&r->j, "checks"), cc_json_int(&r->j, checks);
  if (source) cc_json_key(&r->j, "source"), cc_json_string(&r->j, source);
  if (hierarchy && *hierarchy) cc_json_key(&r->j, "hierarchy"), cc_json_string(&r->j, hierarchy);
  if (detail && *detail) { /* its lines, as the text prints them but for the indent */
    cc_json_key(&r->j, "detail");
    cc_json_begin_array(&r->j);
    char buf[4096];
    for (const char *l = detail; *l;) {
      const char *e = strchr(l, '\n');
      size_t n = e ? (size_t)(e - l) : strlen(l);
      size_t sp = strspn(l, " ");
      if (sp < n) {
        snprintf(buf, sizeof buf, "%.*s", (int)(n - sp), l + sp);
        cc_json_string(&r->j, buf);
      }
      l += n + (e != NULL);
    }
    cc_json_end_array(&r->j);
  }
  cc_json_end_object(&r->j);
}

/* A file that cannot be read or parsed, or holds no case. */
static void file_error(crun *r, const char *f, long long pid, cc_error *ferr, bool parsed) {
  char msg[2048];
  if (parsed) cc_error_set(ferr, f, 0, 0, "no case directives (see docs/cfg-format.md)");
  cc_error_format(ferr, msg, sizeof msg);
  if (r->json) json_case(r, "", cli_shown_path(f), 0, "error", 0, NULL, NULL, msg);
  else printf("ERROR %s\n  %s\n", cli_shown_path(f), msg);
  r->nerr++;
  cli_record_verdict(r->rec, pid, "case", "", "error", msg, NULL, 0);
}

/* Case ci of file f (module m): run, count, print, record. */
static void run_case(crun *r, const char *f, cv_module *m, const fe_cases *cases, int ci,
                     long long pid) {
  const fe_case *c = &cases->c[ci];
  ck_result res;
  ck_result_init(&res);
  cc_error cerr;
  cc_error_clear(&cerr);
  double c0 = cc_now();
  ck_run_case(m, c, r->llvm_tests, &res, &cerr);
  double secs = cc_now() - c0;
  static const char *const words[] = {"pass", "fail", "error", "skip"};
  const char *word = words[res.outcome];
  cc_buf_clear(&r->line);
  if (res.outcome == CK_SKIP) { /* counted, summed up once below */
    cc_buf_puts(&r->line, cc_buf_str(&res.detail));
    r->nskip++;
  } else if (res.outcome == CK_ERROR) {
    char msg[2048];
    cc_error_format(&cerr, msg, sizeof msg);
    cc_buf_printf(&r->line, "  %s\n", msg);
    r->nerr++;
  } else if (res.outcome == CK_FAIL) {
    cc_buf_puts(&r->line, cc_buf_str(&res.detail));
    r->nfail++;
  } else {
    r->npass++;
  }
  r->nchecks += res.checks;
  /* The subject names the case: its function, with the line when one
   * file has several cases on that function. */
  char subject[600];
  int same = 0;
  for (int cj = 0; cj < cases->n; cj++) same += !strcmp(cases->c[cj].function, c->function);
  if (same > 1) snprintf(subject, sizeof subject, "%s@%d", c->function, c->line);
  else snprintf(subject, sizeof subject, "%s", c->function);
  if (r->json) {
    json_case(r, subject, cli_shown_path(f), c->line, word, res.checks, c->source, res.hierarchy,
              cc_buf_str(&r->line));
  } else if (res.outcome != CK_SKIP && (!r->quiet || res.outcome != CK_PASS)) {
    printf("%-5s %s [%s] (%d %s%s%s%s%s)\n", res.outcome == CK_PASS ? "PASS" :
           res.outcome == CK_FAIL ? "FAIL" : "ERROR", cli_shown_path(f), c->function, res.checks,
           cc_plural(res.checks, "check", "checks"), *res.hierarchy ? "; " : "", res.hierarchy,
           c->source ? "; " : "", c->source ? c->source : "");
    fputs(cc_buf_str(&r->line), stdout);
  }
  cli_record_verdict(r->rec, pid, "case", subject, word, cc_buf_str(&r->line), NULL, secs);
  ck_result_free(&res);
}

/* Every case of file f (walked: found below a DIR argument, where a file
 * without case directives is a program beside the cases, not an error; a
 * new user's irr.cfg in their cases folder was reported ERROR). */
static void run_file(crun *r, const char *f, bool walked) {
  cc_error ferr;
  cc_error_clear(&ferr);
  size_t len = 0;
  char *text = cc_read_file(f, FE_MAX_INPUT, &len, &ferr);
  char hash[32] = "0";
  if (text) snprintf(hash, sizeof hash, "%016llx",
                     (unsigned long long)cc_hash_bytes(text, len, 0));
  fe_cases cases = {0, NULL};
  cv_module *m = text ? fe_parse_cfg(f, text, len, &cases, &ferr) : NULL;
  if (!m && text) fe_source_refused(f, text, len, &ferr); /* a kernel's source: compile it first */
  free(text);
  if (m && cases.n == 0 && walked) {
    r->nprograms++;
    CC_PUSH(r->programs, cc_strdup(cli_shown_path(f)));
    cv_module_free(m);
    fe_cases_free(&cases);
    return;
  }
  ck_named_programs(f, &cases, &r->named);
  long long pid = cli_record_program_hash(r->rec, cli_shown_path(f), f, hash);
  if (!m || cases.n == 0) file_error(r, f, pid, &ferr, m != NULL);
  else
    for (int ci = 0; ci < cases.n; ci++) run_case(r, f, m, &cases, ci, pid);
  cv_module_free(m);
  fe_cases_free(&cases);
}

static void summary(crun *r, bool no_llvm, double secs) {
  int total = r->npass + r->nfail + r->nerr + r->nskip;
  if (r->json) {
    cc_json_end_array(&r->j);
    cc_json_key(&r->j, "totals");
    cc_json_begin_object(&r->j);
    cc_json_key(&r->j, "cases"), cc_json_int(&r->j, total);
    cc_json_key(&r->j, "passed"), cc_json_int(&r->j, r->npass);
    cc_json_key(&r->j, "failed"), cc_json_int(&r->j, r->nfail);
    cc_json_key(&r->j, "errors"), cc_json_int(&r->j, r->nerr);
    cc_json_key(&r->j, "skipped"), cc_json_int(&r->j, r->nskip);
    cc_json_key(&r->j, "checks"), cc_json_int(&r->j, r->nchecks);
    cc_json_key(&r->j, "programs"), cc_json_int(&r->j, r->nprograms);
    cc_json_key(&r->j, "program_files");
    cc_json_begin_array(&r->j);
    for (size_t i = 0; i < CC_SIZE(r->programs); i++) cc_json_string(&r->j, CC_AT(r->programs, i));
    cc_json_end_array(&r->j);
    cc_json_key(&r->j, "unnamed_ll");
    cc_json_begin_array(&r->j);
    for (size_t i = 0; i < CC_SIZE(r->unnamed); i++) cc_json_string(&r->j, CC_AT(r->unnamed, i));
    cc_json_end_array(&r->j);
    cc_json_end_object(&r->j);
    cc_json_key(&r->j, "seconds"), cc_json_double(&r->j, secs);
    cc_json_end_object(&r->j);
    cc_buf_putc(&r->jout, '\n');
    fputs(cc_buf_str(&r->jout), stdout);
    return;
  }
  if (r->nskip && no_llvm)
    printf("skipped %d %s that read%s LLVM's own tests (--no-llvm-tests)\n", r->nskip,
           cc_plural(r->nskip, "case", "cases"), r->nskip == 1 ? "s" : "");
  else if (r->nskip)
    printf("skipped %d %s that read%s LLVM's own tests (llvm/test of llvm-project, not in\n"
           "  this repository): give --llvm-tests DIR or set CONVCHECK_LLVM_TESTS (README,\n"
           "  \"LLVM's tests\")\n", r->nskip, cc_plural(r->nskip, "case", "cases"), r->nskip == 1 ? "s" : "");
  if (r->nprograms) {
    /* named: "1 file" left the reader to find which (fresh user 5) */
    printf("not cases: %d %s below the folder without case directives (programs beside the\n"
           "  cases, not checked):", r->nprograms, cc_plural(r->nprograms, "file", "files"));
    for (size_t i = 0; i < CC_SIZE(r->programs) && i < 5; i++) printf(" %s", CC_AT(r->programs, i));
    if (CC_SIZE(r->programs) > 5) printf(" and %zu more (--json lists them)", CC_SIZE(r->programs) - 5);
    putchar('\n');
  }
  /* a .ll beside the cases that none reads: a stray, or a case's
   * `program` line that names another file */
  for (size_t i = 0; i < CC_SIZE(r->unnamed) && i < 5; i++)
    printf("not a case: %s (no .case names it)\n", CC_AT(r->unnamed, i));
  if (CC_SIZE(r->unnamed) > 5)
    printf("not cases: %zu more .ll files no .case names (--json lists them)\n",
           CC_SIZE(r->unnamed) - 5);
  printf("corpus: %d %s, %d passed, %d failed, %d %s, %d skipped; %d %s; %.2f s\n", total,
         cc_plural(total, "case", "cases"), r->npass, r->nfail, r->nerr, cc_plural(r->nerr, "error", "errors"),
         r->nskip, r->nchecks, cc_plural(r->nchecks, "check", "checks"), secs);
}

int cli_cmd_corpus(cli_ctx *ctx) {
  bool no_llvm = CLI_FLAG_ON(ctx, no_llvm_tests);
  cc_strs files = {0};
  cc_error err;
  cc_error_clear(&err);
  static const char *const exts[] = {".cfg", ".case", NULL};
  char staged[4096 + 512];
  const char *dflt = ctx->nargs ? NULL : default_corpus(staged, sizeof staged);
  size_t nwalked = 0, cap = 0;
  bool *walked = NULL; /* per file: found below a DIR argument */
  for (int i = 0; i < (ctx->nargs ? ctx->nargs : 1); i++) {
    const char *arg = ctx->nargs ? ctx->args[i] : dflt;
    if (!cc_list_files(arg, exts, &files, &err)) {
      cli_report(&err);
      cc_strs_free(&files);
      free(walked);
      return CLI_ERROR;
    }
    if (CC_SIZE(files) > cap) {
      cap = CC_SIZE(files) * 2;
      walked = cc_realloc(walked, cap * sizeof *walked);
    }
    for (bool dir = arg && is_dir(arg); nwalked < CC_SIZE(files); nwalked++) walked[nwalked] = dir;
  }
  char *llvm_tests = no_llvm ? NULL : llvm_tests_dir(CLI_TEXT(ctx, llvm_tests), &err);
  if (err.set) {
    cli_report(&err);
    cc_strs_free(&files);
    free(walked);
    return CLI_ERROR;
  }
  crun r;
  memset(&r, 0, sizeof r);
  r.quiet = CLI_FLAG_ON(ctx, quiet), r.json = CLI_FLAG_ON(ctx, json);
  r.llvm_tests = llvm_tests;
  r.rec = &ctx->rec;
  /* no DIR given: the store records the folder it read, as if given */
  char *dflt_input[1] = {(char *)dflt};
  if (!ctx->nargs && dflt) r.rec->inputs = dflt_input, r.rec->ninputs = 1;
  if (!cli_record_begin(r.rec, "corpus", "{}", 0, 0)) {
    free(llvm_tests);
    cc_strs_free(&files);
    free(walked);
    return CLI_ERROR;
  }
  double t0 = cc_now();
  cc_buf_init(&r.line);
  cc_buf_init(&r.jout);
  if (r.json) {
    cc_json_init(&r.j, &r.jout);
    cc_json_begin_object(&r.j);
    cc_json_key(&r.j, "cases");
    cc_json_begin_array(&r.j);
  }
  cli_progress pr;
  cli_progress_init(&pr, "corpus (files)");
  pr.active = false; /* lines, not a bar: the cases' lines go to the terminal too */
  for (size_t fi = 0; fi < CC_SIZE(files); fi++) {
    run_file(&r, CC_AT(files, fi), walked[fi]);
    cli_progress_cb(&pr, fi + 1, CC_SIZE(files));
  }
  cli_progress_done(&pr);
  /* the .ll files beside the cases below the folders given that no case
   * names (ck_unnamed_programs) */
  static const char *const ll_ext[] = {".ll", NULL}, *const tcase_ext[] = {".tcase", NULL};
  cc_strs lls = {0}, tcases = {0};
  for (int i = 0; i < (ctx->nargs ? ctx->nargs : 1); i++) {
    const char *arg = ctx->nargs ? ctx->args[i] : dflt;
    cc_error e2;
    cc_error_clear(&e2);
    if (arg && is_dir(arg)) (void)(cc_list_files(arg, ll_ext, &lls, &e2) && cc_list_files(arg, tcase_ext, &tcases, &e2));
  }
  for (size_t i = 0; i < CC_SIZE(tcases); i++) ck_tcase_programs(CC_AT(tcases, i), &r.named);
  cc_strs unnamed = {0};
  ck_unnamed_programs(&lls, &files, &r.named, &unnamed);
  for (size_t i = 0; i < CC_SIZE(unnamed); i++)
    CC_PUSH(r.unnamed, cc_strdup(cli_shown_path(CC_AT(unnamed, i))));
  cc_strs_free(&unnamed);
  cc_strs_free(&lls);
  cc_strs_free(&tcases);
  summary(&r, no_llvm, cc_now() - t0);
  free(llvm_tests);
  int rc = r.nerr ? CLI_ERROR : r.nfail ? CLI_FAILS : CLI_HOLDS;
  if (!r.npass && !r.nfail && !r.nerr && !r.nskip) {
    /* only programs: a run over nothing is no pass */
    fprintf(stderr, "convcheck: error: no case: every file has no case directives (see "
                    "docs/cfg-format.md)\n");
    rc = CLI_ERROR;
  }
  fflush(stdout);
  rc = cli_record_finish(r.rec, rc);
  cc_buf_free(&r.line);
  cc_buf_free(&r.jout);
  cc_strs_free(&r.programs);
  cc_strs_free(&r.named);
  cc_strs_free(&r.unnamed);
  cc_strs_free(&files);
  free(walked);
  return rc;
}
