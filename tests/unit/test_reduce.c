/* Unit tests of reduce/: finding.txt and the script (nothing of the input
 * in it), the tidy-up of llvm-reduce's output, and the causes of sweep findings. */
#include "harness.h"
#include "reduce/reduce.h"

#include <stdlib.h>
#include <unistd.h>

/* finding.txt: every value one escaped line, read back the same; the
 * script is the same text for every finding (nothing of the input in it:
 * issue 29, a newline in a value's name ended the script's comment). */
TEST(reduce_finding_text_roundtrip) {
  rx_finding f;
  rx_finding_default(&f);
  f.kind = RX_UNSOUND;
  f.analysis = AU_OURS;
  f.subject = "%r\ntouch X\n";
  f.L = 8;
  rx_outcome first;
  rx_outcome_init(&first);
  snprintf(first.kind, sizeof first.kind, "unsound ours %%r\ntouch X\n (phi): a\\b \x01");
  snprintf(first.function, sizeof first.function, "f'\"");
  first.holds = first.exits = true; /* the function returns: "exits yes" */
  cc_buf b;
  cc_buf_init(&b);
  rx_finding_text(&f, &first, &b);
  CHECK_CONTAINS(cc_buf_str(&b), "\nsubject %r\\ntouch X\\n\n");
  CHECK_CONTAINS(cc_buf_str(&b), "\nwitness-kind unsound ours %r\\ntouch X\\n (phi): a\\\\b \\x01\n");
  CHECK_CONTAINS(cc_buf_str(&b), "\nfunction f'\"\n");
  char path[] = "/tmp/convcheck-test-finding.XXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  close(fd);
  cc_error err;
  cc_error_clear(&err);
  CHECK(cc_write_file(path, cc_buf_str(&b), b.len, &err));
  rx_saved s;
  CHECK(rx_finding_read(path, &s, &err));
  CHECK_INT(s.f.kind, RX_UNSOUND);
  CHECK_INT(s.f.analysis, AU_OURS);
  CHECK_STR(s.f.subject, "%r\ntouch X\n");
  CHECK_STR(s.f.function, "f'\"");
  CHECK_STR(s.kind, first.kind);
  CHECK_INT(s.f.L, 8);
  CHECK_STR(s.f.opt, "opt-22");
  CHECK_INT(s.f.exits, 1);
  rx_saved_free(&s);
  /* a bad escape, a bad bound: the place */
  CHECK(cc_write_file(path, "finding unsound\nsubject %r\\q\n", 28, &err));
  CHECK(!rx_finding_read(path, &s, &err));
  CHECK_INT(err.line, 2);
  CHECK_INT(err.col, 11);
  cc_error_clear(&err);
  CHECK(cc_write_file(path, "finding broken\nbound 99\n", 24, &err));
  CHECK(!rx_finding_read(path, &s, &err));
  CHECK_INT(err.line, 2);
  unlink(path);
  cc_buf_free(&b);
  cc_buf_init(&b);
  rx_script("/bin/con'check", &b);
  CHECK_CONTAINS(cc_buf_str(&b), "#!/bin/sh\n");
  CHECK_CONTAINS(cc_buf_str(&b), "CONVCHECK=${CONVCHECK:-'/bin/con'\\''check'}\n");
  CHECK_CONTAINS(cc_buf_str(&b),
                 "exec \"$CONVCHECK\" reduce --check --finding \"$(dirname \"$0\")/finding.txt\" \"$1\"\n");
  cc_buf_free(&b);
  rx_outcome_free(&first);
}

TEST(reduce_tidy) {
  char text[] = "; ModuleID = '/tmp/x.ll'\nsource_filename = \"/tmp/x.ll\"\ntarget triple = \"t\"\n\ndefine void @f() {\n  ret void\n}\n";
  rx_tidy(text);
  CHECK_STR(text, "target triple = \"t\"\n\ndefine void @f() {\n  ret void\n}\n");
}

/* The smallest irreducible-entry finding of the sweep (docs/findings.md
 * "Sweep", s44_m2): the irreducible cycle {B1, B2} with a phi at its entry
 * B1 (both tests below). */
static const char rx_test_irr[] =
    "define void @a(i1 %u, i1 %d) {\nB0:\n  br i1 %u, label %B1, label %B2\n"
    "B1:\n  %p = phi i32 [ 0, %B0 ], [ 1, %B1 ], [ 2, %B2 ]\n  br i1 %d, label %B1, label %B2\n"
    "B2:\n  br i1 %u, label %B1, label %B2\n}\n";

/* B1 is an entry of the irreducible cycle {B1, B2} at depth 1 (and the
 * header of its own self-loop at depth 2: the entry comes first); a phi in
 * the exit block of a natural loop is at an exit block. */
TEST(reduce_group_causes) {
  const char *irr = rx_test_irr;
  static const char ex[] =
      "define void @b(i1 %d) {\nE:\n  br label %H\nH:\n  br i1 %d, label %X, label %H\n"
      "X:\n  %q = phi i32 [ 1, %H ]\n  ret void\n}\n";
  const char *fn[] = {"a", "b", "a"}, *sub[] = {"%p", "%q", "%p"}, *ll[] = {irr, ex, irr};
  au_analysis an[] = {AU_LLVM, AU_LLVM, AU_OURS};
  rx_groups gs = {0};
  cc_error err;
  cc_error_clear(&err);
  CHECK(rx_group_findings(3, an, fn, sub, ll, &gs, &err));
  CHECK_INT((int)CC_SIZE(gs), 3);
  CHECK_STR(CC_AT(gs, 0).key, "llvm: phi at an entry of an irreducible cycle at depth 1");
  CHECK_STR(CC_AT(gs, 1).key, "llvm: phi at an exit block of a cycle");
  CHECK_STR(CC_AT(gs, 2).key, "ours: phi at an entry of an irreducible cycle at depth 1");
  CHECK_INT(CC_AT(gs, 0).claims, 1);
  CC_RELEASE(gs);
}

/* rx_known_finding names the two known kinds of unsound LLVM claims by the
 * same causes (docs/findings.md): the irreducible entry's phi (the sweep's
 * header choice) and the cycle-exit phi (PR 216100); our analysis' claims,
 * and other causes, are no known LLVM finding. */
TEST(reduce_known_findings) {
  const char *irr = rx_test_irr;
  static const char ex[] =
      "define void @b(i1 %d) {\nE:\n  br label %H\nH:\n  br i1 %d, label %X, label %H\n"
      "X:\n  %q = phi i32 [ 1, %H ]\n  %s = add i32 %q, 1\n  ret void\n}\n";
  rx_finding f;
  rx_finding_default(&f);
  f.kind = RX_UNSOUND;
  f.analysis = AU_LLVM;
  rx_outcome o;
  rx_outcome_init(&o);
  snprintf(o.function, sizeof o.function, "a");
  snprintf(o.subject, sizeof o.subject, "%%p");
  const char *k = rx_known_finding(&f, &o, irr);
  CHECK(k != NULL);
  if (k) CHECK_CONTAINS(k, "irreducible-entry phi");
  snprintf(o.function, sizeof o.function, "b");
  snprintf(o.subject, sizeof o.subject, "%%q");
  k = rx_known_finding(&f, &o, ex);
  CHECK(k != NULL);
  if (k) CHECK_CONTAINS(k, "PR 216100");
  snprintf(o.subject, sizeof o.subject, "%%s"); /* an add, not a phi */
  CHECK(rx_known_finding(&f, &o, ex) == NULL);
  f.analysis = AU_OURS;
  snprintf(o.subject, sizeof o.subject, "%%q");
  CHECK(rx_known_finding(&f, &o, ex) == NULL);
  rx_outcome_free(&o);
}

/* rx_check of f on path into *o (initialised here; the caller frees it),
 * which must hold. */
static bool holds_on(const rx_finding *f, const char *path, rx_outcome *o, cc_error *err) {
  rx_outcome_init(o);
  cc_error_clear(err);
  CHECK(rx_check(f, path, o, err));
  CHECK(o->holds);
  return o->holds;
}

/* The bound candidates are checked at (rx_check_bound) is the smallest that
 * shows the finding: it holds there with the original kind and not one
 * below (checked here by rx_check itself, at both bounds).  The file is the
 * loop-simplify finding (docs/findings.md "Transforms" 5), broken at L=10. */
TEST(reduce_check_bound_smallest) {
  const char *path = th_src("corpus/transforms/sweep-loop-simplify-irreducible.before.ll");
  rx_finding f;
  rx_finding_default(&f);
  f.kind = RX_BROKEN;
  f.pass = "loop-simplify";
  f.L = 10;
  rx_outcome first;
  cc_error err;
  if (!holds_on(&f, path, &first, &err)) {
    rx_outcome_free(&first);
    return;
  }
  int tries = 0;
  int L = rx_check_bound(&f, path, &first, &tries);
  CHECK(L >= 2 && L <= 10);
  CHECK_INT(tries, L < 10 ? L - 1 : 8);
  rx_finding g = f;
  for (int d = 0; d <= 1; d++) {
    g.L = L - d;
    rx_outcome o;
    rx_outcome_init(&o);
    cc_error_clear(&err);
    CHECK(rx_check(&g, path, &o, &err));
    bool same = o.holds && !strcmp(o.kind, first.kind);
    CHECK(d == 0 ? same : !same);
    rx_outcome_free(&o);
  }
  /* the other kinds keep their own bound, checking nothing */
  f.kind = RX_UNSOUND;
  CHECK_INT(rx_check_bound(&f, path, &first, &tries), 10);
  CHECK_INT(tries, 0);
  rx_outcome_free(&first);
}

/* What llvm-reduce and opt print for an intrinsic that the IR reader adds
 * back by itself (its attributes come from LLVM's intrinsic table): the
 * "; Function Attrs:" comment, the return attributes, "#0" and the group.
 * A declaration of another function keeps its attributes, and so does the
 * group it names. */
TEST(reduce_tidy_intrinsic_attributes) {
  char text[] =
      "target triple = \"amdgcn-amd-amdhsa\"\n\n"
      "define amdgpu_kernel void @f(i32 %n) {\nentry:\n"
      "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  ret void\n}\n\n"
      "; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)\n"
      "declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0\n\n"
      "; Function Attrs: convergent\n"
      "declare i32 @g() #1\n\n"
      "declare <4 x i32> @llvm.x.v4(ptr addrspace(1) noundef) #0\n\n"
      "attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }\n"
      "attributes #1 = { convergent }\n";
  rx_tidy(text);
  CHECK_STR(text,
            "target triple = \"amdgcn-amd-amdhsa\"\n\n"
            "define amdgpu_kernel void @f(i32 %n) {\nentry:\n"
            "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  ret void\n}\n\n"
            "declare i32 @llvm.amdgcn.workitem.id.x()\n\n"
            "; Function Attrs: convergent\n"
            "declare i32 @g() #1\n\n"
            "declare <4 x i32> @llvm.x.v4(ptr addrspace(1) noundef)\n\n"
            "attributes #1 = { convergent }\n");
}

/* The re-check states each witness's own bound: Z3's too (it said "L=12",
 * the bound it searched within, where the explicit and unbounded engines
 * said L=3).  tests/cli/reduce/irr2.ll: B is NOT m-converged, and no tuple
 * shows it in fewer than 3 blocks (its comment). */
TEST(reduce_recheck_witness_bounds) {
  const char *path = th_src("tests/cli/reduce/irr2.ll");
  rx_finding f;
  rx_finding_default(&f);
  f.kind = RX_NOT_MCONV;
  f.subject = "B";
  rx_outcome o;
  cc_error err;
  rx_recheck rc;
  if (holds_on(&f, path, &o, &err) && rx_recheck_all(&f, path, &o, &rc, &err)) {
    CHECK_INT(rc.n, 3);
    for (int i = 0; i < rc.n; i++) {
      CHECK(!rc.v[i].disagrees);
      CHECK_CONTAINS(rc.v[i].verdict, "(k=2, L=3");
    }
  } else CHECK(false);
  rx_outcome_free(&o);
}

/* The title's subject: an LLVM claim is UniformityAnalysis's, a pass's
 * finding the pass's, m-convergence the spec's (a new user's report of an
 * m-convergence property was titled "[UniformityAnalysis]"). */
TEST(reduce_report_subject) {
  rx_finding f;
  rx_finding_default(&f);
  f.kind = RX_NOT_MCONV;
  CHECK_STR(rx_report_subject(&f), "m-convergence (ConvergenceAndUniformity.rst)");
  f.kind = RX_UNSOUND;
  f.analysis = AU_LLVM;
  CHECK_STR(rx_report_subject(&f), "UniformityAnalysis");
  f.analysis = AU_OURS;
  CHECK_STR(rx_report_subject(&f), "convcheck's uniformity analysis");
  f.kind = RX_DIFFERS;
  CHECK_STR(rx_report_subject(&f), "UniformityAnalysis");
  f.kind = RX_BROKEN;
  f.pass = "loop-simplify";
  CHECK_STR(rx_report_subject(&f), "loop-simplify");
}
