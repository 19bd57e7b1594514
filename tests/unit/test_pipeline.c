/* Unit tests of pipeline/: opt-22's -print-changed dump split into steps,
 * the verifier's complaint after a module, the steps checked, and the
 * -passes text of a step's pass.  The dumps in tests/unit/inputs/pipeline/
 * are opt-22's own output (tests/unit/inputs/pipeline/README: the
 * commands); the expected steps are read off their banners by hand. */
#include "harness.h"
#include "pipeline/pipeline.h"

#include <stdlib.h>

static char *pl_test_read(const char *rel) {
  size_t len = 0;
  cc_error e;
  cc_error_clear(&e);
  char *t = cc_read_file(th_src(rel), 1u << 24, &len, &e);
  if (!t) th_fail(__FILE__, __LINE__, "cannot read %s: %s", rel, e.msg);
  return t;
}

static bool pl_test_parse(const char *rel, const char *final_rel, pl_dump *d) {
  char *text = pl_test_read(rel);
  char *final = final_rel ? pl_test_read(final_rel) : NULL;
  cc_error e;
  cc_error_clear(&e);
  bool ok = text && pl_parse_dump(rel, text, final, d, &e);
  if (text && !ok) th_fail(__FILE__, __LINE__, "%s: %s", rel, e.msg);
  free(text);
  free(final);
  return ok;
}

/* pl_check with the default bounds and no time limit. */
static bool pl_test_check(const pl_dump *d, pl_result *r) {
  pl_check_opts o;
  memset(&o, 0, sizeof o);
  tf_opts_default(&o.tf);
  cc_error e;
  cc_error_clear(&e);
  bool ok = pl_check(d, &o, r, &e);
  if (!ok) th_fail(__FILE__, __LINE__, "pl_check: %s", e.msg);
  return ok;
}

/* loop(loop-deletion),simplifycfg: LoopDeletion (pass 3) deletes its loop
 * and prints "invalidated", no module; the module opt prints before
 * SimplifyCFG (pass 4) differs from the one at the start, so the deletion
 * is a step of its own, then SimplifyCFG's. */
TEST(pipeline_dump_invalidated_pass) {
  pl_dump d;
  if (!pl_test_parse("tests/unit/inputs/pipeline/loop_deletion.dump", NULL, &d)) return;
  CHECK_INT(d.executions, 4);
  CHECK_INT(d.nsteps, 2);
  CHECK_INT(d.nirs, 3);
  if (d.nsteps == 2) {
    CHECK_INT(d.steps[0].number, 3);
    CHECK_STR(d.steps[0].pass, "LoopDeletionPass");
    CHECK_STR(d.steps[0].target, "loop %loop in function f");
    CHECK_STR(d.steps[0].function, "f");
    CHECK(d.steps[0].invalidated);
    CHECK_INT(d.steps[0].before, 0);
    CHECK_INT(d.steps[0].after, 1);
    CHECK_INT(d.steps[1].number, 4);
    CHECK_STR(d.steps[1].pass, "SimplifyCFGPass");
    CHECK(!d.steps[1].invalidated);
    CHECK_INT(d.steps[1].before, 1);
    CHECK_INT(d.steps[1].after, 2);
    CHECK(d.steps[1].invalid == NULL);
    /* the modules themselves: the loop at the start, gone before
     * SimplifyCFG, the branch gone after it */
    CHECK_CONTAINS(d.irs[0], "br i1 %c, label %loop, label %exit");
    CHECK(!strstr(d.irs[1], "%loop"));
    CHECK_CONTAINS(d.irs[1], "br label %exit");
    CHECK(!strstr(d.irs[2], "br label"));
  }
  CHECK_INT((int)CC_SIZE(d.diagnostics), 0);
  pl_dump_free(&d);
}

/* loop(loop-deletion) alone: nothing is printed after the deletion; the
 * module opt wrote (-o) ends the step. */
TEST(pipeline_dump_invalidated_last) {
  pl_dump d;
  if (!pl_test_parse("tests/unit/inputs/pipeline/loop_deletion_last.dump",
                     "tests/unit/inputs/pipeline/loop_deletion.final.ll", &d))
    return;
  CHECK_INT(d.executions, 3);
  CHECK_INT(d.nsteps, 1);
  if (d.nsteps == 1) {
    CHECK_STR(d.steps[0].pass, "LoopDeletionPass");
    CHECK_INT(d.steps[0].number, 3);
    CHECK(d.steps[0].invalidated);
    CHECK_CONTAINS(d.irs[d.steps[0].after], "br label %exit");
  }
  pl_dump_free(&d);
  /* without opt's output the change cannot be seen: no step */
  if (!pl_test_parse("tests/unit/inputs/pipeline/loop_deletion_last.dump", NULL, &d)) return;
  CHECK_INT(d.nsteps, 0);
  pl_dump_free(&d);
}

/* instcombine,transform-warning: the warning WarnMissedTransformations
 * prints lands after its " Running pass 2" line, outside instcombine's
 * module, and is kept as a diagnostic. */
TEST(pipeline_dump_warning_between_dumps) {
  pl_dump d;
  if (!pl_test_parse("tests/unit/inputs/pipeline/warning.dump", NULL, &d)) return;
  CHECK_INT(d.executions, 2);
  CHECK_INT(d.nsteps, 1);
  CHECK_INT((int)CC_SIZE(d.diagnostics), 1);
  if (CC_SIZE(d.diagnostics) == 1) CHECK_CONTAINS(CC_AT(d.diagnostics, 0), "loop not unrolled");
  if (d.nsteps == 1) {
    CHECK_STR(d.steps[0].pass, "InstCombinePass");
    CHECK(!strstr(d.irs[d.steps[0].after], "loop not unrolled"));
    /* the module reads back: our reader takes it */
    cc_error e;
    cc_error_clear(&e);
    const char *ir = d.irs[d.steps[0].after];
    cv_module *m = fe_read_ll_text("after", ir, strlen(ir), &e);
    CHECK(m != NULL);
    cv_module_free(m);
  }
  pl_dump_free(&d);
}

/* gvn on the block LoopUnroll leaves: -verify-each stops opt after GVN with
 * the verifier's complaint printed after GVN's module. */
TEST(pipeline_dump_verifier_failure) {
  pl_dump d;
  if (!pl_test_parse("tests/unit/inputs/pipeline/gvn_merge.dump", NULL, &d)) return;
  CHECK_INT(d.nsteps, 1);
  if (d.nsteps != 1) {
    pl_dump_free(&d);
    return;
  }
  /* before the cut, the complaint is inside the last module's text */
  CHECK_CONTAINS(d.irs[d.steps[0].after], "Loop intrinsic cannot be preceded");
  char why[300];
  pl_dump_opt_failed(&d, why, sizeof why);
  CHECK_STR(why, "LLVM ERROR: Broken function found after pass \"GVNPass\", compilation aborted!");
  CHECK(d.steps[0].invalid != NULL);
  if (d.steps[0].invalid) {
    CHECK_CONTAINS(d.steps[0].invalid, "Loop intrinsic cannot be preceded by a convergent "
                                       "operation in the same basic block.\n  %tok.loop = call");
    CHECK_CONTAINS(d.steps[0].invalid, "Broken function found after pass \"GVNPass\"");
  }
  const char *after = d.irs[d.steps[0].after];
  CHECK(!strstr(after, "Loop intrinsic"));
  size_t n = strlen(after);
  CHECK(n > 0 && after[n - 1] == '}'); /* ends with the attribute group */
  /* the step is AFTER invalid, with the verifier's words */
  pl_result r;
  CHECK(pl_test_check(&d, &r));
  CHECK_INT(r.nrows, 1);
  CHECK_INT(r.first_break, 0);
  if (r.nrows == 1) {
    CHECK_INT(r.rows[0].kind, PL_INVALID);
    CHECK_STR(pl_row_verdict(&r.rows[0]), "AFTER invalid");
    CHECK_STR(r.rows[0].function, "full_unroll");
    char reason[400];
    pl_row_reason(&r.rows[0], reason, sizeof reason);
    CHECK_STR(reason, "LLVM's verifier: Loop intrinsic cannot be preceded by a convergent "
                      "operation in the same basic block.");
  }
  pl_result_free(&r);
  pl_dump_free(&d);
}

/* loop-mssa(simple-loop-unswitch<nontrivial;trivial>,...): the nontrivial
 * unswitch (pass 3) prints "invalidated", no module, and opt does not
 * verify after it; the verifier rejects the IR after pass 4 (which printed
 * "no change").  So one of passes 3 and 4 broke it: one step for both,
 * AFTER invalid, with no AFTER module.  (Pass 3 alone on the same module
 * gives the same complaint: opt-22 -passes='loop-mssa(simple-loop-unswitch
 * <nontrivial;trivial>)' -verify-each on unswitch_token.ll.) */
TEST(pipeline_dump_verifier_after_invalidated) {
  pl_dump d;
  if (!pl_test_parse("tests/unit/inputs/pipeline/unswitch_token.dump", NULL, &d)) return;
  CHECK_INT(d.nsteps, 0);
  CHECK_INT(d.last_number, 4);
  CHECK_INT(d.unprinted_number, 3);
  char why[300];
  pl_dump_opt_failed(&d, why, sizeof why);
  CHECK_STR(why, "LLVM ERROR: Broken function found after pass \"SimpleLoopUnswitchPass\", "
                 "compilation aborted!");
  CHECK_INT(d.nsteps, 1);
  if (d.nsteps == 1) {
    pl_step *st = &d.steps[0];
    CHECK_INT(st->number, 3);
    CHECK_STR(st->pass, "SimpleLoopUnswitchPass+SimpleLoopUnswitchPass");
    CHECK_STR(st->function, "extend_loops");
    CHECK(st->invalidated);
    CHECK_INT(st->after, -1);
    CHECK(st->invalid != NULL);
    if (st->invalid) {
      CHECK_CONTAINS(st->invalid, "Instruction does not dominate all uses!\n  %a1 = tail call token "
                                  "@llvm.experimental.convergence.anchor()");
      CHECK_CONTAINS(st->invalid, "so one of SimpleLoopUnswitchPass+SimpleLoopUnswitchPass made");
    }
    pl_result r;
    CHECK(pl_test_check(&d, &r));
    CHECK_INT(r.nrows, 1);
    CHECK_INT(r.first_break, 0);
    if (r.nrows == 1) CHECK_INT(r.rows[0].kind, PL_INVALID);
    pl_result_free(&r);
  }
  pl_dump_free(&d);
}

/* The steps of loop_deletion.dump checked: each changes @f (no convergent
 * operation: one thread's paths are all there is), so two rows, both
 * decided by tf_check, and the unchanged detection on a step that changes
 * nothing the check compares. */
TEST(pipeline_check_rows) {
  pl_dump d;
  if (!pl_test_parse("tests/unit/inputs/pipeline/loop_deletion.dump", NULL, &d)) return;
  pl_result r;
  CHECK(pl_test_check(&d, &r));
  CHECK_INT(r.nrows, 2);
  CHECK_INT(r.first_break, -1);
  for (int i = 0; i < r.nrows; i++) {
    CHECK_INT(r.rows[i].kind, PL_CHECKED);
    CHECK_INT(r.rows[i].step, i);
    CHECK_STR(r.rows[i].function, "f");
    CHECK(r.rows[i].eb != NULL && r.rows[i].ea != NULL);
  }
  pl_result_free(&r);
  /* a step whose modules differ only in a comment: unchanged */
  free(d.irs[2]);
  d.irs[2] = cc_strdup(d.irs[1]);
  char *t = d.irs[2];
  d.irs[2] = cc_malloc(strlen(t) + 40);
  sprintf(d.irs[2], "; a comment\n%s", t);
  free(t);
  CHECK(pl_test_check(&d, &r));
  CHECK_INT(r.nrows, 2);
  if (r.nrows == 2) {
    CHECK_INT(r.rows[1].kind, PL_UNCHANGED);
    CHECK(r.rows[1].function == NULL);
    CHECK_STR(pl_row_verdict(&r.rows[1]), "unchanged");
  }
  pl_result_free(&r);
  /* a module our reader refuses: both steps that touch it are unknown */
  free(d.irs[1]);
  d.irs[1] = cc_strdup("define void @f(i32 %n) {\nentry:\n  ret i32 0\n}\n");
  CHECK(pl_test_check(&d, &r));
  CHECK_INT(r.nrows, 2);
  CHECK_INT(r.unknown, 2);
  for (int i = 0; i < r.nrows; i++) {
    CHECK_INT(r.rows[i].kind, PL_UNREAD);
    char reason[600];
    pl_row_reason(&r.rows[i], reason, sizeof reason);
    CHECK_CONTAINS(reason, i == 0 ? "our reader refuses AFTER" : "our reader refuses BEFORE");
  }
  pl_result_free(&r);
  pl_dump_free(&d);
}

/* Texts that are not such a dump are refused with the line. */
TEST(pipeline_dump_refused) {
  static const struct {
    const char *text, *msg;
    int line;
  } bad[] = {
      {"define void @f() {\n  ret void\n}\n", "no 'IR Dump At Start'", 3},
      {"*** IR Dump At Start ***\n*** IR Dump After P on f ***\nx\n", "without a module", 2},
      {"*** IR Dump At Start ***\nx\n*** IR Something Else ***\n", "does not know", 3},
      {"*** IR Dump After P on f ***\nx\n", "before any 'IR Dump At Start'", 1},
  };
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    pl_dump d;
    cc_error e;
    cc_error_clear(&e);
    CHECK(!pl_parse_dump("t", bad[i].text, NULL, &d, &e));
    CHECK_CONTAINS(e.msg, bad[i].msg);
    CHECK_INT(e.line, bad[i].line);
  }
}

TEST(pipeline_module_end) {
  const char *m = "define void @f() {\n  ret void\n}\n\ndeclare void @g()\n\nattributes #0 = { convergent }\n"
                  "!0 = !{}\nInstruction does not dominate all uses!\n  %x = add i32 %y, 1\n";
  size_t e = pl_module_end(m);
  CHECK_STR(m + e, "Instruction does not dominate all uses!\n  %x = add i32 %y, 1\n");
  /* a module with no function body is not cut */
  const char *g = "source_filename = \"x\"\n@g = global i32 0\n";
  CHECK_INT((int)pl_module_end(g), (int)strlen(g));
  const char *plain = "define void @f() {\n  ret void\n}\n";
  CHECK_INT((int)pl_module_end(plain), (int)strlen(plain));
}

/* The -passes text of a class, from opt-22's -print-pipeline-passes of
 * default<O3> for amdgcn (inputs/pipeline/default_O3.amdgcn.pipeline). */
TEST(pipeline_pass_texts) {
  char *printed = pl_test_read("tests/unit/inputs/pipeline/default_O3.amdgcn.pipeline");
  if (!printed) return;
  static const struct {
    const char *cls, *first;
    int n;
  } cases[] = {
      {"SROAPass", "sroa<modify-cfg>", 2},
      {"EarlyCSEPass", "early-cse<>", 2},
      {"LICMPass", "loop-mssa(licm<no-allowspeculation>)", 2},
      {"InlinerPass", "cgscc(inline)", 1},
      {"PromotePass", "mem2reg", 1},
      {"LoopFullUnrollPass", "loop(loop-unroll-full)", 1},
      {"GVNPass", "gvn<>", 1},
      {"NoSuchPass", NULL, 0},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    cc_strs out = {0};
    pl_pass_texts(printed, cases[i].cls, &out);
    CHECK_INT((int)CC_SIZE(out), cases[i].n);
    if (cases[i].first && !CC_EMPTY(out)) CHECK_STR(CC_AT(out, 0), cases[i].first);
    cc_strs_free(&out);
  }
  /* simplifycfg: four parameter sets in default<O3>, each once */
  cc_strs out = {0};
  pl_pass_texts(printed, "SimplifyCFGPass", &out);
  CHECK((int)CC_SIZE(out) >= 2);
  for (size_t i = 0; i < CC_SIZE(out); i++) CHECK_CONTAINS(CC_AT(out, i), "simplifycfg<");
  cc_strs_free(&out);
  free(printed);
  /* a RUN line's pipeline as opt prints it */
  pl_pass_texts("function(simplifycfg<bonus-inst-threshold=1;no-keep-loops>)", "SimplifyCFGPass",
                &out);
  CHECK_INT((int)CC_SIZE(out), 1);
  if (CC_SIZE(out) == 1) CHECK_STR(CC_AT(out, 0), "simplifycfg<bonus-inst-threshold=1;no-keep-loops>");
  cc_strs_free(&out);
}

/* --both-readings: a row whose two readings give different verdicts ends
 * its reason with the other reading's verdict in brackets; one with equal
 * verdicts, or checked under one reading only, does not. */
TEST(pipeline_row_other_reading) {
  pl_row row;
  memset(&row, 0, sizeof row);
  row.kind = PL_CHECKED;
  row.verdict = row.res.verdict = TF_PRESERVED;
  row.res.L = 12;
  row.res.checked = 3;
  char buf[400];
  pl_row_reason(&row, buf, sizeof buf);
  CHECK_STR(buf, "within L=12: 3 inputs checked");
  CHECK(!pl_row_readings_differ(&row));
  row.res.other_checked = true;
  row.res.other_reading = CV_UNCONTROLLED_CONTROL_DEP;
  row.res.other_verdict = TF_PRESERVED;
  pl_row_reason(&row, buf, sizeof buf);
  CHECK_STR(buf, "within L=12: 3 inputs checked");
  CHECK(!pl_row_readings_differ(&row));
  row.res.other_verdict = TF_BROKEN;
  pl_row_reason(&row, buf, sizeof buf);
  CHECK_STR(buf, "within L=12: 3 inputs checked [control-dependence: broken]");
  CHECK(pl_row_readings_differ(&row));
}

/* A row is all a pipeline table prints of a step: an unknown whose
 * engine text points at the instance printed "below" a single step's
 * verdict must name that instance in the row itself, and nothing may point
 * below it (a new user read "read the instance named below" on a
 * waterfall kernel's SROA step and found nothing there).  The pair: a
 * ds.bpermute CSE'd into a branch (tests/cli/transform_values/cse-bpermute:
 * by hand the odd thread stores, in BEFORE, the result of an instance with
 * itself alone, in AFTER the entry's), unknown under tf_check since the
 * stores differ only through a cross-lane value the check does not compute
 * exactly.  (The ballot hoisted out of its loop this test read first is
 * now broken by the values it stores: tests/cli/transform.sh.) */
TEST(pipeline_row_dropped_call_named_in_the_row) {
  TH_LOAD(mb, pb, "tests/cli/transform_values/cse-bpermute.before.ll");
  TH_LOAD(ma, pa, "tests/cli/transform_values/cse-bpermute.after.ll");
  pl_row row;
  memset(&row, 0, sizeof row);
  row.kind = PL_CHECKED;
  tf_opts o;
  tf_opts_default(&o);
  cc_error e;
  cc_error_clear(&e);
  CHECK(tf_check(pb, pa, &o, &row.res, &e));
  row.verdict = row.res.verdict;
  CHECK_INT(row.verdict, TF_UNKNOWN);
  char buf[1200];
  pl_row_reason(&row, buf, sizeof buf);
  CHECK_CONTAINS(buf, "(BEFORE's %y = llvm.amdgcn.ds.bpermute runs more often than AFTER's on some input");
  CHECK_CONTAINS(buf, "read that call's uses and the stores after it in both programs");
  CHECK(strstr(buf, "below") == NULL);
  tf_result_free(&row.res);
  cv_module_free(mb);
  cv_module_free(ma);
}

/* What the steps rest on (the header and the summary of --pipeline): a
 * user read "checked within k=2, L=12" above steps preserved within L=4
 * only.  Rows by hand: two decided (preserved at L=12, AFTER invalid), two
 * whose rounds stopped lower (preserved within L=5 and L=4 only), one
 * timed out, one unchanged (not a check); then the first proven by a
 * rule. */
TEST(pipeline_bounds_text) {
  pl_row rows[6];
  memset(rows, 0, sizeof rows);
  for (int i = 0; i < 6; i++) rows[i].kind = PL_CHECKED, rows[i].verdict = TF_UNKNOWN;
  rows[0].verdict = TF_PRESERVED;
  rows[1].kind = PL_INVALID, rows[1].verdict = TF_INVALID_AFTER;
  rows[2].res.preserved_L = 5;
  rows[3].res.preserved_L = 4;
  rows[4].kind = PL_TIMED_OUT;
  rows[5].kind = PL_UNCHANGED;
  pl_result r;
  memset(&r, 0, sizeof r);
  r.rows = rows;
  r.nrows = 6;
  pl_result_tally(&r);
  CHECK_INT(r.decided, 2);
  CHECK_INT(r.stopped_lower, 2);
  CHECK_INT(r.lowest_L, 4);
  CHECK_INT(r.undecided, 1);
  CHECK_INT(r.first_break, 1);
  char buf[400];
  pl_bounds_text(&r, "k=2, L=12", buf, sizeof buf);
  CHECK_STR(buf, "asked k=2, L=12: 2 checks decided within these bounds, 3 unknown (2 of "
                 "them preserved within L=4 only at the lowest: see their reason; 1 "
                 "undecided)");
  /* every check decided: nothing else said */
  r.nrows = 2;
  pl_result_tally(&r);
  pl_bounds_text(&r, "k=2, L=12", buf, sizeof buf);
  CHECK_STR(buf, "asked k=2, L=12: 2 checks decided within these bounds");
  /* a check proven for every L by a rule before the rounds is counted
   * apart from those decided within the bounds (a user read "38 checks
   * decided within these bounds" above "every check is proven for every
   * L") */
  rows[0].res.proof_rule = "lockstep";
  pl_result_tally(&r);
  CHECK_INT(r.every_L, 1);
  CHECK_INT(r.decided, 1);
  pl_bounds_text(&r, "k=2, L=12", buf, sizeof buf);
  CHECK_STR(buf, "asked k=2, L=12: 1 check proven for every L, 1 check decided within these "
                 "bounds");
  r.nrows = 1;
  pl_result_tally(&r);
  pl_bounds_text(&r, "k=2, L=12", buf, sizeof buf);
  CHECK_STR(buf, "asked k=2, L=12: 1 check proven for every L");
  rows[0].res.proof_rule = NULL;
  /* only unchanged steps */
  r.rows = rows + 5;
  r.nrows = 1;
  pl_result_tally(&r);
  pl_bounds_text(&r, "k=2, L=12", buf, sizeof buf);
  CHECK_STR(buf, "asked k=2, L=12: no check");
}

/* A row of `transform --pipeline --unbounded` whose unbounded reason
 * carries the bounded check's "(see below)": a row has nothing below it (a
 * new user looked for the candidate), so the report's first line takes its
 * place, as for a bounded row. */
TEST(pipeline_unbounded_row_has_no_see_below) {
  pl_row row;
  memset(&row, 0, sizeof row);
  row.kind = PL_CHECKED, row.verdict = TF_UNKNOWN, row.unbounded = true, row.ub = UB_UNKNOWN;
  row.ub_why = (char *)"both programs: ...; what to do next: the bounded check stopped at L=9 "
                       "the only counterexamples found were not confirmed (see below); no option";
  cc_buf_init(&row.res.report);
  cc_buf_puts(&row.res.report, "  a candidate, not confirmed (a value the replay cannot compute):\n  more\n");
  char buf[1200];
  pl_row_reason(&row, buf, sizeof buf);
  CHECK(!strstr(buf, "see below"));
  CHECK(strstr(buf, "not confirmed (a candidate, not confirmed (a value the replay cannot compute)); no option") != NULL);
  cc_buf_free(&row.res.report);
}
