/* cli/cmd_readings.c — `convcheck readings`: where each open choice of the
 * specification changes a result (DESIGN §10), with the smallest program
 * found, or the bounds within which there is none. */
#include "cli/cli.h"
#include "enumerate/readings.h"

#include <stdlib.h>

static const char usage[] =
    "usage: convcheck readings [OPTIONS] [FILE...]\n"
    "\n"
    "For each open choice of the specification (DESIGN §10), searches for a\n"
    "program where the two readings give different results, and prints the\n"
    "smallest one found with its witness, or 'none' with the bounds searched:\n"
    "  1. convergence-before: literal closure of the three rules vs the order\n"
    "     of the column quotient;\n"
    "  2. maximal converged-with: least vs greatest fixed point;\n"
    "  3. hierarchies: DFS-realizable vs all-entries, as m-convergence sees it;\n"
    "  4. threads: can a third thread change whether two threads converge?\n"
    "Without FILE the search runs over every CFG of up to N blocks (every\n"
    "assignment of divergent branches), smallest first; with FILEs, over\n"
    "their functions.\n"
    "\n"
    "  --max-blocks N     largest CFG searched (default 4, at most 8)\n"
    "  --threads K, -k K  threads (default 2; questions 1 and 4 use at least 3)\n"
    "  --bound L, -L L    block executions per thread (default 6)\n"
    "  --question Q       only question Q (1-4)\n"
    "\n"
    "exit status: 0 the search ran (found or not), 2 input error\n";

int cli_cmd_readings(int argc, char **argv) {
  long max_blocks = 4, k = 2, L = 6, only = 0;
  CC_STACK(const char *) files = {0};
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    bool takes = !strcmp(a, "--max-blocks") || !strcmp(a, "--threads") || !strcmp(a, "-k") ||
                 !strcmp(a, "--bound") || !strcmp(a, "-L") || !strcmp(a, "--question");
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      CC_RELEASE(files);
      return CLI_HOLDS;
    }
    if (takes && i + 1 >= argc) {
      CC_RELEASE(files);
      return cli_usage_error("readings", "%s needs a value", a);
    }
    bool ok = true;
    if (!strcmp(a, "--max-blocks")) ok = cli_parse_int("readings", a, argv[++i], 1, 8, &max_blocks);
    else if (!strcmp(a, "--threads") || !strcmp(a, "-k")) ok = cli_parse_int("readings", "--threads", argv[++i], 2, 4, &k);
    else if (!strcmp(a, "--bound") || !strcmp(a, "-L")) ok = cli_parse_int("readings", "--bound", argv[++i], 1, 64, &L);
    else if (!strcmp(a, "--question")) ok = cli_parse_int("readings", a, argv[++i], 1, 4, &only);
    else if (a[0] == '-' && a[1]) {
      CC_RELEASE(files);
      return cli_usage_error("readings", "unknown option '%s'", a);
    } else CC_PUSH(files, a);
    if (!ok) {
      CC_RELEASE(files);
      return CLI_ERROR;
    }
  }
  cc_error err;
  cc_error_clear(&err);
  CC_STACK(cv_module *) mods = {0};
  for (size_t i = 0; i < CC_SIZE(files); i++) {
    cv_module *m = cli_load(CC_AT(files, i), NULL, &err);
    if (!m) {
      cli_report(&err);
      for (size_t j = 0; j < CC_SIZE(mods); j++) cv_module_free(CC_AT(mods, j));
      CC_RELEASE(mods);
      CC_RELEASE(files);
      return CLI_ERROR;
    }
    CC_PUSH(mods, m);
  }
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
    bool ok = true;
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
    cc_buf_putc(&out, '\n');
    en_answer_free(&a);
  }
  int wrc = cli_write(&out);
  if (rc == CLI_HOLDS) rc = wrc;
  cc_buf_free(&out);
  for (size_t j = 0; j < CC_SIZE(mods); j++) cv_module_free(CC_AT(mods, j));
  CC_RELEASE(mods);
  CC_RELEASE(files);
  return rc;
}
