/* cli/man.c — the manual page convcheck(1) in roff (`convcheck --man`),
 * from the command, option and readings tables: the same text as every
 * --help, for the packaging to install. */
#include "cli/cli.h"

/* Text for roff: backslashes and leading dots escaped, '-' as \-. */
static void roff(cc_buf *out, const char *s, size_t n) {
  bool bol = true;
  for (size_t i = 0; i < n; i++) {
    char ch = s[i];
    if (bol && (ch == '.' || ch == '\'')) cc_buf_puts(out, "\\&");
    if (ch == '\\') cc_buf_puts(out, "\\e");
    else if (ch == '-') cc_buf_puts(out, "\\-");
    else cc_buf_putc(out, ch);
    bol = ch == '\n';
  }
}

static void roff_str(cc_buf *out, const char *s) { roff(out, s, strlen(s)); }

/* The help texts: lines filled, blank lines as .PP, indented lines (lists,
 * JSON shapes) kept as written. */
static void roff_text(cc_buf *out, const char *s) {
  bool nofill = false;
  while (*s) {
    size_t n = strcspn(s, "\n");
    bool indented = n > 0 && s[0] == ' ';
    if (indented != nofill) cc_buf_puts(out, indented ? ".nf\n" : ".fi\n");
    nofill = indented;
    if (n == 0) cc_buf_puts(out, ".PP\n");
    else {
      roff(out, s, n);
      cc_buf_putc(out, '\n');
    }
    s += n + (s[n] ? 1 : 0);
  }
  if (nofill) cc_buf_puts(out, ".fi\n");
}

static void roff_option(cc_buf *out, const char *left, const char *help, const char *dflt) {
  cc_buf_puts(out, ".TP\n.B ");
  roff_str(out, left);
  cc_buf_putc(out, '\n');
  roff_text(out, help);
  if (dflt) {
    cc_buf_puts(out, "(default ");
    roff_str(out, dflt);
    cc_buf_puts(out, ")\n");
  }
}

void cli_man(const char *version, cc_buf *out) {
  cc_buf_printf(out, ".TH CONVCHECK 1 \"\" \"convcheck %s\" \"User Commands\"\n", version);
  cc_buf_puts(out, ".SH NAME\nconvcheck \\- executable LLVM convergence semantics\n");
  cc_buf_puts(out, ".SH SYNOPSIS\n.B convcheck\n.I COMMAND\n[\\fIOPTIONS\\fR] [\\fIARGS\\fR]\n");
  cc_buf_puts(out,
              ".SH DESCRIPTION\nconvcheck evaluates the definitions of LLVM's "
              "ConvergenceAndUniformity.rst, CycleTerminology.rst and ConvergentOperations.rst "
              "on small programs (LLVM IR, or the .cfg format), within stated bounds.  A "
              "kernel's source (.cl, .hip, .cu, .c, .cpp, .hlsl, or text plainly C) is refused: "
              "compile it to LLVM IR first (docs/sources.md gives the clang-22 line).\n"
              ".SH COMMANDS\n");
  cc_buf left;
  cc_buf_init(&left);
  char buf[64];
  for (int i = 0; i < CLI_NCOMMANDS; i++) {
    const cli_command *c = &cli_commands[i];
    const cli_doc *d = c->doc;
    cc_buf_printf(out, ".SS %s\n", c->name);
    for (const char *s = d->synopsis; *s;) {
      size_t n = strcspn(s, "\n");
      cc_buf_puts(out, ".B convcheck ");
      roff(out, s, n);
      cc_buf_puts(out, "\n.br\n");
      s += n + (s[n] ? 1 : 0);
    }
    roff_text(out, d->text);
    for (int o = 0; o < CLI_NOPTIONS; o++) {
      if (!cli_takes(c, o)) continue;
      cc_buf_clear(&left);
      cli_option_left(o, &left);
      roff_option(out, cc_buf_str(&left), cli_options[o].help, cli_option_default(o, buf, sizeof buf));
    }
    if (d->readings)
      for (int id = 0; id < CV_NREADINGS; id++) {
        if (!(*d->readings)[id]) continue;
        cc_buf_clear(&left);
        cli_reading_left(id, &left);
        roff_option(out, cc_buf_str(&left), cv_reading_rows[id].help,
                    cli_reading_default(id, buf, sizeof buf));
      }
    if (d->more && *d->more) {
      cc_buf_puts(out, ".PP\n");
      roff_text(out, d->more);
    }
  }
  cc_buf_puts(out, ".SH EXAMPLES\nFrom the source tree (the installed corpus is in "
                   CONVCHECK_PKGDATADIR "/corpus); a FILE '\\-' reads standard input, as for "
                   "opt and FileCheck.\n");
  for (int i = 0; i < CLI_NCOMMANDS; i++)
    for (const char *e = cli_commands[i].doc->examples; e && *e;) {
      size_t n = strcspn(e, "\n"), tab = strcspn(e, "\t");
      if (tab > n) tab = n;
      cc_buf_puts(out, ".TP\n.B convcheck ");
      roff(out, e, tab);
      cc_buf_putc(out, '\n');
      if (tab < n) roff(out, e + tab + 1, n - tab - 1);
      cc_buf_putc(out, '\n');
      e += n + (e[n] ? 1 : 0);
    }
  cc_buf_puts(out, ".SH READINGS\nThe specification leaves these choices open (docs/design.md "
                   "\\(sc10); the default is the first value.  A command that does not "
                   "implement a value refuses it.\n");
  for (int id = 0; id < CV_NREADINGS; id++) {
    const cv_reading_row *r = &cv_reading_rows[id];
    cc_buf_clear(&left);
    cli_reading_left(id, &left);
    cc_buf_puts(out, ".TP\n.B ");
    roff_str(out, cc_buf_str(&left));
    cc_buf_putc(out, '\n');
    roff_str(out, r->help);
    cc_buf_puts(out, "; ");
    roff_str(out, r->section);
    cc_buf_puts(out, ".\n");
    for (int v = 0; v < r->nvalues; v++) {
      cc_buf_puts(out, ".br\n");
      roff_str(out, r->values[v]);
      cc_buf_puts(out, ": ");
      roff_str(out, r->value_help[v]);
      cc_buf_putc(out, '\n');
    }
  }
  cc_buf_free(&left);
  cc_buf_puts(out, ".SH ENVIRONMENT\n.TP\n.B CONVCHECK_DB\nthe result store the recording "
                   "commands write to when no \\-\\-db is given, and results reads.\n"
                   ".TP\n.B CONVCHECK_LLVM_TESTS\nLLVM's own test folder (llvm/test of an "
                   "llvm\\-project checkout), read by the corpus cases that use LLVM's "
                   "tests; \\-\\-llvm\\-tests of corpus overrides it.  Without either, "
                   "those cases are skipped and counted apart.\n"
                   ".SH FILES\n.TP\n.I " CONVCHECK_PKGDATADIR "/corpus\nthe regression "
                   "corpus that corpus runs when no DIR is given and there is no ./corpus.\n"
                   ".TP\n.I " CONVCHECK_PKGDATADIR "/docs\nthe documents: the design, "
                   "the formats, the findings.\n"
                   ".SH EXIT STATUS\n0: checked and holds; 1: checked and fails (a "
                   "counterexample); 2: usage or input error, or no verdict (a solver time "
                   "limit).  What holds and what fails, command by command:\n");
  for (int i = 0; i < CLI_NCOMMANDS; i++) {
    const char *m = cli_commands[i].doc->more, *x = m ? strstr(m, "exit status: ") : NULL;
    if (!x) continue;
    cc_buf_printf(out, ".TP\n.B %s\n", cli_commands[i].name);
    x += strlen("exit status: ");
    cc_buf text;
    cc_buf_init(&text);
    for (; *x && !(x[0] == '\n' && (x[1] == '\n' || !x[1])); x++) cc_buf_putc(&text, *x == '\n' ? ' ' : *x);
    roff_str(out, cc_buf_str(&text));
    cc_buf_putc(out, '\n');
    cc_buf_free(&text);
  }
  cc_buf_puts(out, ".SH SEE ALSO\n.BR opt\\-22 (1),\n.BR FileCheck\\-22 (1),\n.BR lit\\-22 (1),\n"
                   ".BR llvm\\-reduce\\-22 (1);\nthe documents in " CONVCHECK_PKGDATADIR
                   "/docs (docs/ of the source tree before make install): design.md (what is computed), kernels.md and sources.md (from OpenCL, "
                   "HIP or CUDA source to a verdict), and one per command as each command's "
                   "\\-\\-help names it; LLVM's ConvergenceAndUniformity.rst, "
                   "CycleTerminology.rst and ConvergentOperations.rst.\n");
}
