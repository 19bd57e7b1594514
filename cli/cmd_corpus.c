/* cli/cmd_corpus.c — `convcheck corpus`: runs every case of the regression
 * corpus (docs/design.md §9), prints one line per case and a summary, and records
 * the run in the result store. */
#include "check/check.h"
#include "cli/cli.h"
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
            "and counted apart.\n",
    .more = "exit status: 0 every case passes or is skipped, 1 some case fails,\n"
            "2 input error\n",
    .min_args = 0, .max_args = -1, .arg_name = "DIR"};

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

int cli_cmd_corpus(cli_ctx *ctx) {
  bool quiet = CLI_FLAG_ON(ctx, quiet), no_llvm = CLI_FLAG_ON(ctx, no_llvm_tests);
  cc_strs files = {0};
  cc_error err;
  cc_error_clear(&err);
  static const char *const exts[] = {".cfg", ".case", NULL};
  char staged[4096 + 512];
  const char *dflt = ctx->nargs ? NULL : default_corpus(staged, sizeof staged);
  for (int i = 0; i < (ctx->nargs ? ctx->nargs : 1); i++)
    if (!cc_list_files(ctx->nargs ? ctx->args[i] : dflt, exts, &files, &err)) {
      cli_report(&err);
      cc_strs_free(&files);
      return CLI_ERROR;
    }
  char *llvm_tests = no_llvm ? NULL : llvm_tests_dir(CLI_TEXT(ctx, llvm_tests), &err);
  if (err.set) {
    cli_report(&err);
    cc_strs_free(&files);
    return CLI_ERROR;
  }
  cli_record *rec = &ctx->rec;
  if (!cli_record_begin(rec, "corpus", "{}", 0, 0)) {
    free(llvm_tests);
    cc_strs_free(&files);
    return CLI_ERROR;
  }
  double t0 = cc_now();
  int npass = 0, nfail = 0, nerr = 0, nskip = 0, nchecks = 0;
  cc_buf line;
  cc_buf_init(&line);
  for (size_t fi = 0; fi < CC_SIZE(files); fi++) {
    const char *f = CC_AT(files, fi);
    cc_error ferr;
    cc_error_clear(&ferr);
    size_t len = 0;
    char *text = cc_read_file(f, FE_MAX_INPUT, &len, &ferr);
    char hash[32] = "0";
    if (text) snprintf(hash, sizeof hash, "%016llx",
                       (unsigned long long)cc_hash_bytes(text, len, 0));
    fe_cases cases = {0, NULL};
    cv_module *m = text ? fe_parse_cfg(f, text, len, &cases, &ferr) : NULL;
    free(text);
    long long pid = cli_record_program_hash(rec, f, f, hash);
    if (!m || cases.n == 0) {
      char msg[2048];
      if (m) cc_error_set(&ferr, f, 0, 0, "no case directives (see docs/cfg-format.md)");
      cc_error_format(&ferr, msg, sizeof msg);
      printf("ERROR %s\n  %s\n", f, msg);
      nerr++;
      cli_record_verdict(rec, pid, "case", "", "error", msg, NULL, 0);
      cv_module_free(m);
      fe_cases_free(&cases);
      continue;
    }
    for (int ci = 0; ci < cases.n; ci++) {
      const fe_case *c = &cases.c[ci];
      ck_result res;
      ck_result_init(&res);
      cc_error cerr;
      cc_error_clear(&cerr);
      double c0 = cc_now();
      ck_run_case(m, c, llvm_tests, &res, &cerr);
      double secs = cc_now() - c0;
      static const char *const words[] = {"pass", "fail", "error", "skip"};
      const char *word = words[res.outcome];
      cc_buf_clear(&line);
      if (res.outcome == CK_SKIP) { /* counted, summed up once below */
        cc_buf_puts(&line, cc_buf_str(&res.detail));
        nskip++;
      } else if (res.outcome == CK_ERROR) {
        char msg[2048];
        cc_error_format(&cerr, msg, sizeof msg);
        cc_buf_printf(&line, "  %s\n", msg);
        nerr++;
      } else if (res.outcome == CK_FAIL) {
        cc_buf_puts(&line, cc_buf_str(&res.detail));
        nfail++;
      } else {
        npass++;
      }
      nchecks += res.checks;
      if (res.outcome != CK_SKIP && (!quiet || res.outcome != CK_PASS)) {
        printf("%-5s %s [%s] (%d checks%s%s)\n", res.outcome == CK_PASS ? "PASS" :
               res.outcome == CK_FAIL ? "FAIL" : "ERROR", f, c->function, res.checks,
               c->source ? "; " : "", c->source ? c->source : "");
        fputs(cc_buf_str(&line), stdout);
      }
      /* The subject names the case: its function, with the line when one
       * file has several cases on that function. */
      char subject[600];
      int same = 0;
      for (int cj = 0; cj < cases.n; cj++) same += !strcmp(cases.c[cj].function, c->function);
      if (same > 1) snprintf(subject, sizeof subject, "%s@%d", c->function, c->line);
      else snprintf(subject, sizeof subject, "%s", c->function);
      cli_record_verdict(rec, pid, "case", subject, word, cc_buf_str(&line), NULL, secs);
      ck_result_free(&res);
    }
    cv_module_free(m);
    fe_cases_free(&cases);
  }
  double secs = cc_now() - t0;
  int total = npass + nfail + nerr + nskip;
  if (nskip && no_llvm)
    printf("skipped %d cases that read LLVM's own tests (--no-llvm-tests)\n", nskip);
  else if (nskip)
    printf("skipped %d cases that read LLVM's own tests (llvm/test of llvm-project, not in\n"
           "  this repository): give --llvm-tests DIR or set CONVCHECK_LLVM_TESTS (README,\n"
           "  \"LLVM's tests\")\n", nskip);
  printf("corpus: %d cases, %d passed, %d failed, %d errors, %d skipped; %d checks; %.2f s\n",
         total, npass, nfail, nerr, nskip, nchecks, secs);
  free(llvm_tests);
  int rc = nerr ? CLI_ERROR : nfail ? CLI_FAILS : CLI_HOLDS;
  fflush(stdout);
  rc = cli_record_finish(rec, rc);
  cc_buf_free(&line);
  cc_strs_free(&files);
  return rc;
}
