/* reduce/report.c — the report folder of `convcheck reduce --report DIR`
 * (reduce/reduce.h): the lit test, the issue text, the files. */
#include "reduce/reduce.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

/* The lines of the function `fn` in text: labels and terminators, for the
 * CHECK lines that pin its control flow.  Each label is a CHECK-LABEL (the
 * terminator is then looked for in that block's part of opt's output, the
 * other instructions in between), each terminator a CHECK that ends at the
 * end of the line or at a comma (metadata): so `label %B2` does not match
 * `label %B2.loopexit`.  On the program unchanged (opt -passes=verify) the
 * lines match: tests/cli/reduce.sh checks that. */
static void rxr_cfg_checks(const char *text, const char *fn, cc_buf *out) {
  char def[300];
  snprintf(def, sizeof def, "@%s(", fn);
  const char *s = strstr(text, def);
  if (!s) return;
  s = strchr(s, '\n');
  while (s && *s) {
    s++;
    size_t n = strcspn(s, "\n");
    if (n && s[0] == '}') break;
    if (n && s[0] != ' ' && s[0] != ';' && memchr(s, ':', n)) {
      size_t l = strcspn(s, ":");
      cc_buf_printf(out, "; CHECK-LABEL: {{^}}%.*s:\n", (int)l, s);
    } else if (!strncmp(s, "  br ", 5) || !strncmp(s, "  ret", 5) || !strncmp(s, "  switch ", 9) ||
               !strncmp(s, "  unreachable", 13)) {
      size_t l = n;
      const char *bang = memchr(s, '!', n);
      if (bang) l = (size_t)(bang - s);
      while (l && (s[l - 1] == ' ' || s[l - 1] == ',')) l--;
      cc_buf_printf(out, "; CHECK: %.*s{{$|,}}\n", (int)(l - 2), s + 2);
    }
    s += n;
  }
}

/* -mtriple for the RUN line: when the IR names no target triple. */
static const char *rxr_triple(const rx_finding *f, const char *text) {
  return f->triple && !strstr(text, "\ntarget triple") ? f->triple : NULL;
}

/* lit reads a directive anywhere in a line of a test, not only in its
 * comments: `RUN:` inside a value's name or a string of the program is a
 * command lit runs (issue 29).  The directives of lit's ShTest
 * (llvm/utils/lit/lit/TestRunner.py, parseIntegratedTestScript: RUN, XFAIL,
 * REQUIRES, UNSUPPORTED, ALLOW_RETRIES, END, DEFINE, REDEFINE). */
static const char *rxr_lit_directive(const char *text) {
  static const char *const keys[] = {"RUN:", "XFAIL:", "REQUIRES:", "UNSUPPORTED:",
                                     "ALLOW_RETRIES:", "END.", "DEFINE:", "REDEFINE:"};
  for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
    if (text && strstr(text, keys[i])) return keys[i];
  return NULL;
}

/* A name that goes into a line of the lit test: printable ASCII only. */
static bool rxr_printable(const char *s) {
  for (const unsigned char *c = (const unsigned char *)s; s && *c; c++)
    if (*c < 0x20 || *c >= 0x7f) return false;
  return true;
}

bool rx_lit_test(const rx_finding *f, const rx_outcome *o, const char *reduced_text, cc_buf *out,
                 char *why, size_t wsize) {
  /* nothing of the program may become a command of lit's */
  const char *parts[] = {reduced_text, o->subject, o->function, o->claim_text, f->pass};
  for (size_t i = 0; i < sizeof parts / sizeof *parts; i++) {
    const char *key = rxr_lit_directive(parts[i]);
    if (key || (i > 0 && !rxr_printable(parts[i])) || (i == 4 && parts[i] && strchr(parts[i], '\''))) {
      snprintf(why, wsize, "%s holds %s%s: a lit test would run it as a command or break its "
               "lines (docs/security.md)",
               i == 0 ? "the reduced program" : i == 4 ? "the pass pipeline" : "a name",
               key ? "the lit directive " : "a control character or a quote", key ? key : "");
      return false;
    }
  }
  const char *t = rxr_triple(f, reduced_text);
  char targ[300] = "";
  if (t) snprintf(targ, sizeof targ, "-mtriple=%s ", t);
  bool llvm_wrong = (f->kind == RX_UNSOUND && f->analysis == AU_LLVM) ||
                    (f->kind == RX_DIFFERS && o->ref_divergent && !o->llvm_divergent);
  if (llvm_wrong) {
    size_t nl = strcspn(o->claim_text, " ");
    cc_buf_printf(out, "; RUN: opt %s-passes='print<uniformity>' -disable-output %%s 2>&1 | FileCheck %%s\n", targ);
    cc_buf_printf(out,
                  ";\n; ConvergenceAndUniformity.rst, \"Uniformity\": a value is uniform only if\n"
                  "; every pair of converged dynamic instances computes the same value.  %s has\n"
                  "; two converged instances that differ (witness.txt: the traces, the cycle\n"
                  "; hierarchy and the table of converged instances), so an analysis must\n"
                  "; report it DIVERGENT.  LLVM 22 reports it uniform: this test FAILS on\n"
                  "; LLVM 22 and passes once the analysis is fixed.\n",
                  o->subject);
    cc_buf_printf(out, "; CHECK-LABEL: UniformityInfo for function '%s':\n", o->function);
    if (!strncmp(o->subject, "br ", 3))
      cc_buf_printf(out, "; CHECK: BLOCK %s\n; CHECK: DIVERGENT: br\n", o->subject + 3);
    else
    {
      /* "%v = opcode": the name and what computes it, the operands free */
      const char *eq = strstr(o->claim_text, " = ");
      size_t l = eq ? (size_t)(eq - o->claim_text) + 3 + strcspn(eq + 3, " ") : nl;
      cc_buf_printf(out, "; CHECK: DIVERGENT: %.*s\n", (int)l, o->claim_text);
    }
  } else if (f->kind == RX_BROKEN) {
    cc_buf_printf(out, "; RUN: opt %s-passes='%s' -S %%s | FileCheck %%s\n", targ, f->pass);
    cc_buf_printf(out,
                  ";\n; ConvergentOperations.rst, \"Correctness of Program Transforms\": every\n"
                  "; behaviour of the transformed program must be a behaviour the original\n"
                  "; allows (each convergent operation communicating with the same threads).\n"
                  "; LLVM 22's %s output has one that none of the original's cycle\n"
                  "; hierarchies has (witness.txt).  The CHECK lines pin the control flow of\n"
                  "; @%s as written: leaving it unchanged certainly preserves convergence.\n"
                  "; (Another output would do if `convcheck transform` finds it preserved;\n"
                  "; these lines would then need updating.)  FAILS on LLVM 22.\n",
                  f->pass, o->function);
    cc_buf_printf(out, "; CHECK-LABEL: define {{.*}}@%s(\n", o->function);
    rxr_cfg_checks(reduced_text, o->function, out);
  } else if (f->kind == RX_OPT_FAILS) {
    cc_buf_printf(out, "; RUN: opt %s-passes='%s' -S %%s | FileCheck %%s\n", targ, f->pass);
    cc_buf_printf(out,
                  ";\n; The input is valid IR (opt -passes=verify accepts it); the pass must\n"
                  "; produce valid IR.  LLVM 22 stops with \"%s\"\n"
                  "; (witness.txt): this test FAILS on LLVM 22.\n",
                  o->subject);
    cc_buf_printf(out, "; CHECK: define {{.*}}@%s(\n", o->function);
  } else {
    snprintf(why, wsize, "%s",
             f->kind == RX_NOT_MCONV
                 ? "opt-22 prints no m-convergence: no lit test states it (witness.txt has the tables)"
             : f->kind == RX_UNSOUND
                 ? "the finding is about our analysis, not LLVM's: no opt-22 lit test"
                 : "the reference has no witness here (its uniform is a bounded verdict): no lit "
                   "test can state what the spec requires");
    return false;
  }
  cc_buf_puts(out, "\n");
  cc_buf_puts(out, reduced_text);
  return true;
}

static bool rxr_put(const char *dir, const char *name, const char *text, cc_error *err) {
  char path[1600];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  return cc_write_file(path, text, strlen(text), err);
}

static const char rxr_lit_cfg[] =
    "# lit configuration of a convcheck report folder: runs the test with\n"
    "# LLVM 22's opt and FileCheck (/usr/lib/llvm-22/bin, else the PATH).\n"
    "import os\n"
    "import lit.formats\n"
    "config.name = 'convcheck-report'\n"
    "config.test_format = lit.formats.ShTest(True)\n"
    "config.suffixes = ['.test.ll']\n"
    "config.test_source_root = os.path.dirname(__file__)\n"
    "config.test_exec_root = os.path.join(os.environ.get('CONVCHECK_LIT_OUT', '/tmp/convcheck-lit'),\n"
    "                                     os.path.basename(config.test_source_root))\n"
    "bindir = os.environ.get('LLVM_BINDIR', '/usr/lib/llvm-22/bin')\n"
    "config.environment['PATH'] = os.pathsep.join([bindir, os.environ.get('PATH', '')])\n";

/* The lit test's file name, NAME.test.ll, from the function's name: only
 * [A-Za-z0-9_.-] kept (anything else becomes '_'), no leading '.', at most
 * 200 characters, "reduced" when nothing is left: a file inside DIR, never
 * a path (issue 29: `@"../../ESCAPED"` wrote two folders up). */
static void rxr_file_name(const char *function, char *buf, size_t size) {
  char stem[201];
  size_t n = 0;
  for (const char *s = function; *s && n < sizeof stem - 1; s++) {
    char c = *s;
    bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                c == '_' || c == '-' || (c == '.' && n > 0);
    stem[n++] = keep ? c : '_';
  }
  stem[n] = 0;
  snprintf(buf, size, "%s.test.ll", n ? stem : "reduced");
}

const char *rx_report_subject(const rx_finding *f) {
  if (f->pass) return f->pass;
  switch (f->kind) {
  case RX_NOT_MCONV: /* a property of the program under the spec, no LLVM claim */
    return "m-convergence (ConvergenceAndUniformity.rst)";
  case RX_UNSOUND:
    return f->analysis == AU_LLVM ? "UniformityAnalysis" : "convcheck's uniformity analysis";
  default: /* RX_DIFFERS: what opt-22's UniformityAnalysis prints */
    return "UniformityAnalysis";
  }
}

bool rx_write_report(const char *dir, const rx_report_in *in, cc_error *err) {
  struct stat st;
  if (stat(dir, &st) == 0) {
    cc_error_set(err, dir, 0, 0, "already exists (a report folder is written whole, never over another)");
    return false;
  }
  char tmp[1100];
  snprintf(tmp, sizeof tmp, "%.1000s.tmp%ld", dir, (long)getpid());
  if (mkdir(tmp, 0755) != 0) {
    cc_error_set(err, dir, 0, 0, "cannot create: %s", strerror(errno));
    return false;
  }
  const rx_finding *f = in->f;
  const rx_outcome *o = in->after;
  cc_buf lit, md, w;
  cc_buf_init(&lit);
  cc_buf_init(&md);
  cc_buf_init(&w);
  char nolit[300] = "";
  bool has_lit = rx_lit_test(f, o, in->reduced_text, &lit, nolit, sizeof nolit);
  char litname[320];
  rxr_file_name(o->function, litname, sizeof litname);
  cc_buf_printf(&w, "The witness of the finding on reduced.ll (convcheck reduce, %s):\n  %s\n\n%s",
                rx_kind_name(f->kind), o->kind, cc_buf_str(&o->witness));
  /* the issue text */
  const char *title =
      f->kind == RX_UNSOUND ? "a divergent value reported uniform"
      : f->kind == RX_DIFFERS ? "a value's uniformity differs from the spec"
      : f->kind == RX_BROKEN ? "a pass changes the convergence of convergent operations"
      : f->kind == RX_NOT_MCONV ? "a block that is not m-converged"
                                : "opt fails on a pass";
  cc_buf_printf(&md, "# [%s] %s\n\n", rx_report_subject(f), title);
  /* the program's names shown escaped: one line each, whatever they hold */
  cc_buf kind, fn, orig;
  cc_buf_init(&kind), cc_buf_init(&fn), cc_buf_init(&orig);
  rx_escape(&kind, o->kind), rx_escape(&fn, o->function), rx_escape(&orig, in->original);
  cc_buf_printf(&md, "## What\n\n%s, in `@%s` of `reduced.ll` (%d blocks, %d instructions; "
                     "reduced by llvm-reduce from `%s`, %d blocks and %d instructions, in %.1f s).\n\n",
                cc_buf_str(&kind), cc_buf_str(&fn), o->blocks, o->insts, cc_buf_str(&orig),
                in->before->blocks, in->before->insts, in->seconds);
  cc_buf_free(&kind), cc_buf_free(&fn), cc_buf_free(&orig);
  if (in->check_L && in->check_L != f->L)
    cc_buf_printf(&md, "llvm-reduce's candidates were checked at L=%d, the smallest bound that "
                       "shows the finding on the original; `reduced.ll` was checked again at "
                       "L=%d (`interesting.sh`, below).\n\n",
                  in->check_L, f->L);
  const char *known = rx_known_finding(f, o, in->reduced_text);
  if (known) cc_buf_printf(&md, "A known finding: %s\n\n", known);
  cc_buf_puts(&md, "## Where in the spec\n\n");
  switch (f->kind) {
  case RX_UNSOUND:
  case RX_DIFFERS:
    cc_buf_puts(&md, "ConvergenceAndUniformity.rst, \"Uniformity\": a value is uniform when every pair "
                     "of converged dynamic instances computes the same value; \"Maximal Convergence\" "
                     "and \"m-converged static instances\": a uniform answer must hold in every cycle "
                     "hierarchy of the CFG.  `witness.txt` gives two converged instances that differ, "
                     "with the traces, the hierarchy and the table of converged instances.\n\n");
    break;
  case RX_BROKEN:
    cc_buf_puts(&md, "ConvergentOperations.rst, \"Correctness of Program Transforms\": a transform "
                     "may not give a convergent operation a communicating set that the original "
                     "program does not allow; ConvergenceAndUniformity.rst, \"Maximal Convergence\": "
                     "each cycle hierarchy gives its own relation.  `witness.txt` gives an input, the "
                     "behaviour of the output and why no behaviour of the input matches it.\n\n");
    break;
  case RX_NOT_MCONV:
    cc_buf_puts(&md, "ConvergenceAndUniformity.rst, \"m-converged static instances\".\n\n");
    break;
  default:
    cc_buf_puts(&md, "None (a crash): the input is valid IR, opt must not fail on it.\n\n");
  }
  cc_buf_puts(&md, "## How to reproduce\n\n```sh\n");
  if (has_lit) {
    const char *run = strstr(cc_buf_str(&lit), "; RUN: ");
    size_t n = strcspn(run + 7, "\n");
    /* the RUN line with lit's %s spelled out */
    for (size_t i = 0; i < n; i++) {
      if (run[7 + i] == '%' && run[8 + i] == 's') cc_buf_puts(&md, litname), i++;
      else cc_buf_putc(&md, run[7 + i]);
    }
    cc_buf_putc(&md, '\n');
    cc_buf_printf(&md, "/usr/lib/llvm-22/bin/lit -v .    # %s: fails on LLVM 22\n", litname);
  }
  cc_buf_puts(&md, "sh interesting.sh reduced.ll && echo still there   # convcheck's check\n```\n\n");
  if (!has_lit) cc_buf_printf(&md, "No lit test: %s.\n\n", nolit);
  if (in->recheck) {
    cc_buf_puts(&md, "## Re-checked on reduced.ll\n\n");
    for (int i = 0; i < in->recheck->n; i++) {
      cc_buf_printf(&md, "- %s: ", in->recheck->v[i].engine);
      rx_escape(&md, in->recheck->v[i].verdict);
      cc_buf_putc(&md, '\n');
    }
    char note[400];
    if (rx_recheck_bounds_note(in->recheck, note, sizeof note)) cc_buf_printf(&md, "\n(%s.)\n", note);
    cc_buf_puts(&md, "\n");
  }
  cc_buf_puts(&md, "Found and reduced by convcheck (`convcheck reduce`, docs/reduce.md).\n");
  bool ok = rxr_put(tmp, "reduced.ll", in->reduced_text, err) &&
            rxr_put(tmp, "witness.txt", cc_buf_str(&w), err) &&
            rxr_put(tmp, "interesting.sh", in->script_text, err) &&
            rxr_put(tmp, "finding.txt", in->finding_text, err) &&
            rxr_put(tmp, "REPORT.md", cc_buf_str(&md), err) &&
            (!has_lit || (rxr_put(tmp, litname, cc_buf_str(&lit), err) &&
                          rxr_put(tmp, "lit.cfg.py", rxr_lit_cfg, err))) &&
            (!in->picture || rxr_put(tmp, "witness.dot", in->picture, err));
  if (ok) {
    char sp[1200];
    snprintf(sp, sizeof sp, "%s/interesting.sh", tmp);
    chmod(sp, 0755);
  }
  if (ok && rename(tmp, dir) != 0) {
    cc_error_set(err, dir, 0, 0, "cannot create: %s", strerror(errno));
    ok = false;
  }
  if (!ok) {
    const char *names[] = {"reduced.ll", "witness.txt", "interesting.sh", "finding.txt", "REPORT.md", litname,
                           "lit.cfg.py", "witness.dot"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
      char p[1500];
      snprintf(p, sizeof p, "%s/%s", tmp, names[i]);
      unlink(p);
    }
    rmdir(tmp);
  }
  cc_buf_free(&lit);
  cc_buf_free(&md);
  cc_buf_free(&w);
  return ok;
}
