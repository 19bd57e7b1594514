/* cli/cmd_corpus.c — `convcheck corpus`: runs every case of the regression
 * corpus (docs/design.md §9), prints one line per case and a summary, and records
 * the run in the result store. */
#include "check/check.h"
#include "cli/cli.h"
#include "results/results.h"

#include <dirent.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static const char usage[] =
    "usage: convcheck corpus [OPTIONS] [DIR|FILE...]\n"
    "\n"
    "Runs every case (.cfg and .case files with case directives, see\n"
    "docs/cfg-format.md) below DIR, prints one line per case and a summary,\n"
    "and records the run in the result store.  DIR defaults to ./corpus when\n"
    "there is one, else the installed corpus (" CONVCHECK_PKGDATADIR "/corpus).\n"
    "\n"
    "Cases that read LLVM's own tests (`program llvm-tests:PATH`) need\n"
    "llvm/test of an llvm-project checkout; without it they are skipped and\n"
    "counted apart.\n"
    "\n"
    "  --llvm-tests DIR  LLVM's llvm/test (or an llvm-project checkout); default:\n"
    "                $CONVCHECK_LLVM_TESTS, else " CONVCHECK_LLVM_TESTS_DEFAULT "\n"
    "                when it is there\n"
    "  --no-llvm-tests   skip the cases that read LLVM's tests\n"
    "  --db FILE     the result store (default: " RS_DEFAULT_DB ")\n"
    "  --no-db       do not record the run\n"
    "  --quiet       print failures and the summary only\n"
    "\n"
    "exit status: 0 every case passes or is skipped, 1 some case fails,\n"
    "2 input error\n";

typedef CC_STACK(char *) paths;

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool ends_with(const char *s, const char *suf) {
  size_t n = strlen(s), m = strlen(suf);
  return n >= m && !strcmp(s + n - m, suf);
}

static bool collect(const char *path, paths *out, cc_error *err) {
  struct stat st;
  if (stat(path, &st) != 0) {
    cc_error_set(err, path, 0, 0, "no such file or directory");
    return false;
  }
  if (!S_ISDIR(st.st_mode)) {
    CC_PUSH(*out, cc_strdup(path));
    return true;
  }
  DIR *d = opendir(path);
  if (!d) {
    cc_error_set(err, path, 0, 0, "cannot read the directory");
    return false;
  }
  struct dirent *e;
  paths here = {0};
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    size_t n = strlen(path) + strlen(e->d_name) + 2;
    char *full = cc_malloc(n);
    snprintf(full, n, "%s/%s", path, e->d_name);
    CC_PUSH(here, full);
  }
  closedir(d);
  qsort(here.begin, CC_SIZE(here), sizeof(char *), cmp_str);
  bool ok = true;
  for (size_t i = 0; i < CC_SIZE(here); i++) {
    char *f = CC_AT(here, i);
    struct stat s2;
    if (ok && stat(f, &s2) == 0 && S_ISDIR(s2.st_mode)) ok = collect(f, out, err);
    else if (ok && (ends_with(f, ".cfg") || ends_with(f, ".case"))) {
      CC_PUSH(*out, f);
      continue;
    }
    free(f);
  }
  CC_RELEASE(here);
  return ok;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

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

int cli_cmd_corpus(int argc, char **argv) {
  const char *db = RS_DEFAULT_DB, *llvm_given = NULL;
  bool use_db = true, quiet = false, no_llvm = false;
  paths inputs = {0}, files = {0};
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      CC_RELEASE(inputs);
      return CLI_HOLDS;
    } else if (!strcmp(a, "--db")) {
      if (++i >= argc) {
        CC_RELEASE(inputs);
        return cli_usage_error("corpus", "--db needs a file");
      }
      db = argv[i];
    } else if (!strcmp(a, "--llvm-tests")) {
      if (++i >= argc) {
        CC_RELEASE(inputs);
        return cli_usage_error("corpus", "--llvm-tests needs a folder");
      }
      llvm_given = argv[i];
    } else if (!strcmp(a, "--no-llvm-tests")) no_llvm = true;
    else if (!strcmp(a, "--no-db")) use_db = false;
    else if (!strcmp(a, "--quiet")) quiet = true;
    else if (a[0] == '-' && a[1]) {
      CC_RELEASE(inputs);
      return cli_usage_error("corpus", "unknown option '%s'", a);
    } else CC_PUSH(inputs, (char *)a);
  }
  char staged[4096 + 512];
  if (CC_EMPTY(inputs)) CC_PUSH(inputs, (char *)default_corpus(staged, sizeof staged));
  cc_error err;
  cc_error_clear(&err);
  char *llvm_tests = no_llvm ? NULL : llvm_tests_dir(llvm_given, &err);
  if (err.set) {
    cli_report(&err);
    CC_RELEASE(inputs);
    return CLI_ERROR;
  }
  for (size_t i = 0; i < CC_SIZE(inputs); i++)
    if (!collect(CC_AT(inputs, i), &files, &err)) {
      cli_report(&err);
      CC_RELEASE(inputs);
      for (size_t k = 0; k < CC_SIZE(files); k++) free(CC_AT(files, k));
      CC_RELEASE(files);
      free(llvm_tests);
      return CLI_ERROR;
    }
  CC_RELEASE(inputs);

  rs_store *store = NULL;
  rs_run *run = NULL;
  if (use_db) {
    store = rs_open(db, &err);
    if (store) run = rs_run_begin(store, "corpus", "{}", 0, 0, &err);
    if (!run) {
      cli_report(&err);
      rs_close(store);
      for (size_t k = 0; k < CC_SIZE(files); k++) free(CC_AT(files, k));
      CC_RELEASE(files);
      free(llvm_tests);
      return CLI_ERROR;
    }
  }
  double t0 = now();
  int npass = 0, nfail = 0, nerr = 0, nskip = 0, nchecks = 0;
  bool store_ok = true;
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
    long long pid = 0;
    if (run && !rs_run_program(run, f, f, hash, &pid, &err)) store_ok = false;
    if (!m || cases.n == 0) {
      char msg[2048];
      if (m) cc_error_set(&ferr, f, 0, 0, "no case directives (see docs/cfg-format.md)");
      cc_error_format(&ferr, msg, sizeof msg);
      printf("ERROR %s\n  %s\n", f, msg);
      nerr++;
      if (run && store_ok && !rs_run_verdict(run, pid, "case", "", "error", msg, NULL, 0, &err))
        store_ok = false;
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
      double c0 = now();
      ck_run_case(m, c, llvm_tests, &res, &cerr);
      double secs = now() - c0;
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
      if (run && store_ok &&
          !rs_run_verdict(run, pid, "case", subject, word, cc_buf_str(&line), NULL, secs, &err))
        store_ok = false;
      ck_result_free(&res);
    }
    cv_module_free(m);
    fe_cases_free(&cases);
  }
  double secs = now() - t0;
  int total = npass + nfail + nerr + nskip;
  if (nskip && no_llvm)
    printf("skipped %d cases that read LLVM's own tests (--no-llvm-tests)\n", nskip);
  else if (nskip)
    printf("skipped %d cases that read LLVM's own tests (llvm/test of llvm-project, not in\n"
           "  this repository): give --llvm-tests DIR or set CONVCHECK_LLVM_TESTS (README,\n"
           "  \"LLVM's tests\")\n", nskip);
  printf("corpus: %d cases, %d passed, %d failed, %d errors, %d skipped; %d checks; %.2f s\n",
         total, npass, nfail, nerr, nskip, nchecks, secs);
  int rc = nerr ? CLI_ERROR : nfail ? CLI_FAILS : CLI_HOLDS;
  if (run) {
    long long id = 0;
    if (store_ok && rs_run_commit(run, secs, &id, &err)) {
      printf("recorded as run %lld in %s\n", id, db);
    } else {
      if (store_ok) run = NULL; /* commit freed it */
      if (run) rs_run_abort(run);
      cli_report(&err);
      fprintf(stderr, "convcheck: the run was not recorded (%s is unchanged)\n", db);
      rc = CLI_ERROR;
    }
  }
  fflush(stdout);
  rs_close(store);
  cc_buf_free(&line);
  for (size_t k = 0; k < CC_SIZE(files); k++) free(CC_AT(files, k));
  CC_RELEASE(files);
  free(llvm_tests);
  return rc;
}
