/* Unit tests of front/ll.c: LLVM IR read through the LLVM C API — block
 * names as opt prints them, successors in terminator order, instruction
 * fields, the intrinsic tables, and errors that name file:line:col. */
#include "front/front.h"
#include "tests/unit/harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* ---- helpers ------------------------------------------------------------ */

/* Writes len bytes to a fresh temporary file; its path goes to path[]. */
static bool write_temp(const char *text, size_t len, char path[64]) {
  snprintf(path, 64, "/tmp/convcheck-ll-XXXXXX");
  int fd = mkstemp(path);
  if (fd < 0) {
    th_fail(__FILE__, __LINE__, "mkstemp failed");
    return false;
  }
  size_t done = 0;
  while (done < len) {
    ssize_t w = write(fd, text + done, len - done);
    if (w <= 0) {
      close(fd);
      unlink(path);
      th_fail(__FILE__, __LINE__, "write to %s failed", path);
      return false;
    }
    done += (size_t)w;
  }
  close(fd);
  return true;
}

/* Reads IR text through a temporary file; err receives any error. */
static cv_module *read_text(const char *text, cc_error *err, char path[64]) {
  cc_error_clear(err);
  if (!write_temp(text, strlen(text), path)) return NULL;
  cv_module *m = fe_read_ll(path, err);
  unlink(path);
  return m;
}

/* IR text that must read (one CHECK: a refusal fails it, with the message). */
static cv_module *read_ok(const char *text) {
  th_checks++;
  return th_read_ll(text);
}

/* tests/unit/inputs/NAME, which must read (one CHECK, as read_ok). */
static cv_module *input_ok(const char *name) {
  char rel[256];
  snprintf(rel, sizeof rel, "tests/unit/inputs/%s", name);
  th_checks++;
  return th_read_ll_file(rel);
}

/* Function fn of IR text that must read, its module in *m (freed by the
 * caller): one CHECK that the text reads, one that it defines fn. */
static cv_program *read_fn(const char *text, const char *fn, cv_module **m) {
  *m = read_ok(text);
  cv_program *p = *m ? cv_module_find(*m, fn) : NULL;
  if (*m) CHECK(p != NULL);
  return p;
}

/* fe_read_ll must refuse path, with an error naming the file: three CHECKs
 * (no module, an error, its file); the error, for the checks of its place
 * and message. */
static cc_error refused(const char *path) {
  cc_error err;
  cc_error_clear(&err);
  cv_module *m = fe_read_ll(path, &err);
  CHECK(m == NULL);
  CHECK(err.set);
  CHECK_STR(err.file, path);
  cv_module_free(m);
  return err;
}

/* The same for IR text, through a temporary file (its name in path). */
static cc_error text_refused(const char *text, char path[64]) {
  cc_error err;
  cc_error_clear(&err);
  if (!write_temp(text, strlen(text), path)) return err;
  err = refused(path);
  unlink(path);
  return err;
}

/* The successors of block `name` as "a b c". */
static const char *succ_names(const cv_program *p, const char *name) {
  static char buf[512];
  buf[0] = 0;
  int b = cv_program_find_block(p, name);
  if (b < 0) return "(no such block)";
  int n;
  const int *s = cv_block_succs(p, b, &n);
  for (int i = 0; i < n; i++) {
    if (i) strncat(buf, " ", sizeof buf - strlen(buf) - 1);
    strncat(buf, cv_block_name(p, s[i]), sizeof buf - strlen(buf) - 1);
  }
  return buf;
}

static const char *block_names(const cv_program *p) {
  static char buf[512];
  buf[0] = 0;
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    if (b) strncat(buf, " ", sizeof buf - strlen(buf) - 1);
    strncat(buf, cv_block_name(p, b), sizeof buf - strlen(buf) - 1);
  }
  return buf;
}

static const cv_inst *inst_named(const cv_program *p, const char *name) {
  int i = th_inst(p, name);
  return i < 0 ? NULL : cv_program_inst(p, i);
}

/* ---- reading -------------------------------------------------------------- */

TEST(ll_reads_basic_cycleinfo) {
  TH_NEED_LLVM_TESTS();
  const char *path = th_llvm_test("Analysis/CycleInfo/basic.ll");
  cc_error err;
  cc_error_clear(&err);
  cv_module *m = fe_read_ll(path, &err);
  CHECK(m != NULL);
  CHECK(!err.set);
  if (!m) return;
  CHECK_STR(cv_module_path(m), path);
  CHECK_INT(cv_module_count(m), 13); /* every define, no declarations */

  cv_program *p = cv_module_find(m, "two_latches");
  CHECK(p != NULL);
  if (p) {
    CHECK_INT(cv_program_nargs(p), 1);
    CHECK_STR(block_names(p), "entry loop loop_next exit");
    CHECK_INT(cv_program_entry(p), 0);
    CHECK_STR(succ_names(p, "entry"), "loop");
    /* br i1 %arg, label %loop, label %loop_next: true successor first */
    CHECK_STR(succ_names(p, "loop"), "loop loop_next");
    CHECK_STR(succ_names(p, "loop_next"), "exit loop");
    CHECK_STR(succ_names(p, "exit"), "");
    CHECK_INT(cv_block_branch(p, cv_program_find_block(p, "loop")),
              CV_BRANCH_VALUE);
    CHECK_INT(cv_block_branch(p, cv_program_find_block(p, "entry")),
              CV_BRANCH_NONE);
    int n;
    cv_block_preds(p, cv_program_find_block(p, "loop"), &n);
    CHECK_INT(n, 3); /* entry, loop (self), loop_next */
    /* the conditional branch: condition first, then the labels in order */
    const int *is = cv_block_insts(p, cv_program_find_block(p, "loop"), &n);
    CHECK_INT(n, 1);
    const cv_inst *br = cv_program_inst(p, is[0]);
    CHECK_INT(br->op, CV_OP_BR);
    CHECK_STR(br->opcode, "br");
    CHECK(br->name == NULL);
    CHECK(!(br->flags & CV_INST_HAS_RESULT));
    CHECK_INT(br->nops, 3);
    CHECK_INT(br->ops[0].kind, CV_VALUE_ARG);
    CHECK_INT(br->ops[0].index, 0);
    CHECK_INT(br->ops[1].kind, CV_VALUE_BLOCK);
    CHECK_STR(cv_block_name(p, br->ops[1].index), "loop");
    CHECK_STR(cv_block_name(p, br->ops[2].index), "loop_next");
    CHECK_STR(br->text, "br i1 %arg, label %loop, label %loop_next");
  }
  /* @empty has one unnamed block: LLVM numbers it 0 */
  p = cv_module_find(m, "empty");
  CHECK(p != NULL);
  if (p) {
    CHECK_STR(block_names(p), "0");
    CHECK_INT(cv_program_ninsts(p), 1);
    CHECK_INT(cv_program_inst(p, 0)->op, CV_OP_RET);
  }
  cv_module_free(m);
}

/* Numbering checked against opt-22 -passes='print<cycles>', which prints
 * "depth=1: entries(4) 6 named" for @f of tests/unit/inputs/ll_numbered_values.ll. */
TEST(ll_numbers_unnamed_values_as_opt_prints_them) {
  cv_module *m = input_ok("ll_numbered_values.ll");
  if (!m) return;
  CHECK_INT(cv_module_count(m), 1); /* @g is only declared */
  cv_program *p = cv_module_find(m, "f");
  CHECK(p != NULL);
  if (!p) {
    cv_module_free(m);
    return;
  }
  CHECK_INT(cv_program_nargs(p), 3);
  /* args %0 %1, entry block 2, %3, block 4, %5, the void call takes no
   * number, named, %x, block 6, %7, block 8 */
  CHECK_STR(block_names(p), "2 4 named 6 8");
  CHECK_STR(succ_names(p, "2"), "4");
  CHECK_STR(succ_names(p, "4"), "6 named");
  CHECK_STR(succ_names(p, "6"), "4 8");
  CHECK_INT(cv_program_ninsts(p), 11);

  const cv_inst *phi = inst_named(p, "5");
  const cv_inst *i3 = inst_named(p, "3");
  const cv_inst *i7 = inst_named(p, "7");
  if (phi && i3 && i7) {
    CHECK_INT(phi->op, CV_OP_PHI);
    CHECK_STR(phi->opcode, "phi");
    CHECK(phi->flags & CV_INST_HAS_RESULT);
    CHECK_INT(phi->nops, 2);
    CHECK(phi->phi_blocks != NULL);
    CHECK_INT(phi->ops[0].kind, CV_VALUE_INST);
    CHECK_INT(phi->ops[0].index, i3->index);
    CHECK_STR(cv_block_name(p, phi->phi_blocks[0]), "2");
    /* defined later in program order */
    CHECK_INT(phi->ops[1].kind, CV_VALUE_INST);
    CHECK_INT(phi->ops[1].index, i7->index);
    CHECK(i7->index > phi->index);
    CHECK_STR(cv_block_name(p, phi->phi_blocks[1]), "6");
    CHECK_STR(phi->text, "%5 = phi i32 [ %3, %2 ], [ %7, %6 ]");
    /* %3 = add i32 %1, 1 */
    CHECK_INT(i3->op, CV_OP_OTHER);
    CHECK_STR(i3->opcode, "add");
    CHECK_INT(i3->nops, 2);
    CHECK_INT(i3->ops[0].kind, CV_VALUE_ARG);
    CHECK_INT(i3->ops[0].index, 1);
    CHECK_INT(i3->ops[1].kind, CV_VALUE_CONST);
    CHECK_STR(i3->ops[1].text, "i32 1");
  }
  /* the void call has no name; a load of the unnamed global @0 */
  const int *is;
  int n;
  is = cv_block_insts(p, cv_program_find_block(p, "4"), &n);
  CHECK_INT(n, 3);
  if (n == 3) {
    const cv_inst *call = cv_program_inst(p, is[1]);
    CHECK_INT(call->op, CV_OP_CALL);
    CHECK_STR(call->opcode, "g");
    CHECK(call->name == NULL);
    CHECK_INT(call->nops, 0);
    CHECK_STR(call->text, "call void @g()");
  }
  const cv_inst *ld = inst_named(p, "ld");
  if (ld) {
    CHECK_INT(ld->op, CV_OP_LOAD);
    CHECK_INT(ld->nops, 1);
    CHECK_INT(ld->ops[0].kind, CV_VALUE_GLOBAL);
    CHECK_STR(ld->ops[0].text, "0");
  }
  cv_module_free(m);
}

TEST(ll_switch_keeps_duplicate_successors_and_multiline_text) {
  cv_module *m;
  cv_program *p = read_fn("define void @s(i32 %x) {\n"
                          "entry:\n"
                          "  switch i32 %x, label %d [\n"
                          "    i32 0, label %a\n"
                          "    i32 1, label %a\n"
                          "  ]\n"
                          "a:\n"
                          "  br label %d\n"
                          "d:\n"
                          "  ret void\n"
                          "}\n",
                          "s", &m);
  if (p) {
    /* default first, then the cases, duplicates kept */
    CHECK_STR(succ_names(p, "entry"), "d a a");
    CHECK_INT(cv_block_branch(p, 0), CV_BRANCH_VALUE);
    int n;
    cv_block_preds(p, cv_program_find_block(p, "a"), &n);
    CHECK_INT(n, 2); /* one entry per edge */
    const cv_inst *sw = cv_program_inst(p, 0);
    CHECK_INT(sw->op, CV_OP_SWITCH);
    CHECK_STR(sw->opcode, "switch");
    /* condition, default, then (value, label) pairs */
    CHECK_INT(sw->nops, 6);
    CHECK_INT(sw->ops[0].kind, CV_VALUE_ARG);
    CHECK_INT(sw->ops[1].kind, CV_VALUE_BLOCK);
    CHECK_STR(cv_block_name(p, sw->ops[1].index), "d");
    CHECK_INT(sw->ops[2].kind, CV_VALUE_CONST);
    CHECK_STR(sw->ops[2].text, "i32 0");
    CHECK_STR(cv_block_name(p, sw->ops[3].index), "a");
    CHECK_STR(sw->ops[4].text, "i32 1");
    CHECK_INT(sw->ops[5].kind, CV_VALUE_BLOCK);
    CHECK_STR(cv_block_name(p, sw->ops[5].index), "a");
    CHECK_STR(sw->text, "switch i32 %x, label %d [\n"
                        "    i32 0, label %a\n"
                        "    i32 1, label %a\n"
                        "  ]");
  }
  cv_module_free(m);
}

TEST(ll_convergence_tokens_and_call_flags) {
  cv_module *m = input_ok("ll_tokens_and_call_flags.ll");
  if (!m) return;
  cv_program *p = cv_module_find(m, "f");
  const cv_inst *tok = inst_named(p, "tok"), *lt = inst_named(p, "lt"),
                *r = inst_named(p, "r"), *a = inst_named(p, "a"),
                *tid = inst_named(p, "tid"), *rn = inst_named(p, "rn"),
                *rd = inst_named(p, "rd"), *at = inst_named(p, "at"),
                *ind = inst_named(p, "ind");
  if (!tok || !lt || !r || !a || !tid || !rn || !rd || !at || !ind) {
    cv_module_free(m);
    return;
  }
  CHECK_INT(tok->op, CV_OP_CALL);
  CHECK_STR(tok->opcode, "llvm.experimental.convergence.entry");
  CHECK_INT(tok->token_def, CV_TOKEN_ENTRY);
  CHECK_INT(tok->token_use, -1);
  CHECK(tok->flags & CV_INST_CONVERGENT); /* from the intrinsic's attributes */
  CHECK_INT(lt->token_def, CV_TOKEN_LOOP);
  CHECK_INT(lt->token_use, tok->index);
  CHECK_INT(a->token_def, CV_TOKEN_ANCHOR);
  CHECK_INT(a->token_use, -1);

  /* readfirstlane: convergent, always uniform, readnone, uses %lt */
  CHECK_STR(r->opcode, "llvm.amdgcn.readfirstlane.i32");
  CHECK(r->flags & CV_INST_CONVERGENT);
  CHECK(r->flags & CV_INST_ALWAYS_UNIFORM);
  CHECK(r->flags & CV_INST_READNONE);
  CHECK(!(r->flags & CV_INST_DIVERGENCE_SOURCE));
  CHECK_INT(r->token_use, lt->index);
  CHECK_INT(r->token_def, CV_TOKEN_NONE);
  CHECK_INT(r->nops, 1); /* the argument, not the callee nor the bundle */
  CHECK_INT(r->ops[0].kind, CV_VALUE_INST);
  CHECK_INT(r->ops[0].index, tid->index);
  CHECK_STR(r->text, "%r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) "
                     "[ \"convergencectrl\"(token %lt) ]");

  CHECK(tid->flags & CV_INST_DIVERGENCE_SOURCE);
  CHECK(!(tid->flags & CV_INST_CONVERGENT));

  /* the call to @conv: convergent through its declaration, bundle on %a */
  int n;
  const int *is = cv_block_insts(p, cv_program_find_block(p, "loop"), &n);
  const cv_inst *conv = NULL, *plain = NULL;
  for (int i = 0; i < n; i++) {
    const cv_inst *I = cv_program_inst(p, is[i]);
    if (I->opcode && !strcmp(I->opcode, "conv")) conv = I;
    if (I->opcode && !strcmp(I->opcode, "plain")) plain = I;
  }
  CHECK(conv != NULL && plain != NULL);
  if (conv && plain) {
    CHECK(conv->flags & CV_INST_CONVERGENT);
    CHECK(!(conv->flags & CV_INST_HAS_RESULT));
    CHECK(conv->name == NULL);
    CHECK_INT(conv->token_use, a->index);
    CHECK_INT(conv->nops, 2);
    CHECK_INT(conv->ops[0].kind, CV_VALUE_INST);
    CHECK_INT(conv->ops[0].index, r->index);
    CHECK_INT(conv->ops[1].kind, CV_VALUE_GLOBAL);
    CHECK_STR(conv->ops[1].text, "gv");
    /* convergent on the call site only */
    CHECK(plain->flags & CV_INST_CONVERGENT);
    CHECK_INT(plain->token_use, -1);
  }
  CHECK(rn->flags & CV_INST_READNONE);
  CHECK(!(rn->flags & CV_INST_CONVERGENT));
  CHECK(!(rd->flags & CV_INST_READNONE)); /* memory(read) is not none */
  CHECK_INT(at->op, CV_OP_OTHER);
  CHECK_STR(at->opcode, "atomicrmw");
  CHECK(at->flags & CV_INST_DIVERGENCE_SOURCE);
  CHECK_STR(ind->opcode, "call"); /* indirect */
  CHECK_INT(ind->op, CV_OP_CALL);
  CHECK_INT(ind->nops, 1);
  CHECK(!(ind->flags & (CV_INST_DIVERGENCE_SOURCE | CV_INST_CONVERGENT)));
  cv_module_free(m);
}

/* A file of LLVM's tests (th_llvm_test), which must read: one CHECK. */
static cv_module *llvm_ll(const char *rel) {
  cc_error err;
  cc_error_clear(&err);
  cv_module *m = fe_read_ll(th_llvm_test(rel), &err);
  CHECK(m != NULL);
  return m;
}

/* The calls in m to `callee` (with prefix: to every callee starting so):
 * one CHECK per flag of `set` that each carries and per flag of `unset`
 * that it does not; returns how many calls there are. */
static int check_calls(const cv_module *m, const char *callee, bool prefix, unsigned set,
                       unsigned unset) {
  int calls = 0;
  for (int k = 0; k < cv_module_count(m); k++) {
    const cv_program *p = cv_module_program(m, k);
    for (int i = 0; i < cv_program_ninsts(p); i++) {
      const cv_inst *I = cv_program_inst(p, i);
      if (I->op != CV_OP_CALL) continue;
      if (prefix ? strncmp(I->opcode, callee, strlen(callee)) : strcmp(I->opcode, callee)) continue;
      calls++;
      for (unsigned bit = 1; bit; bit <<= 1) {
        if (set & bit) CHECK(I->flags & bit);
        if (unset & bit) CHECK(!(I->flags & bit));
      }
    }
  }
  return calls;
}

/* The intrinsics LLVM's own UniformityAnalysis tests rely on. */
TEST(ll_divergence_sources_of_the_uniformity_tests) {
  TH_NEED_LLVM_TESTS();
  cv_module *m = llvm_ll("Analysis/UniformityAnalysis/AMDGPU/hidden_diverge.ll");
  if (m)
    CHECK(check_calls(m, "llvm.amdgcn.workitem.id.x", false,
                      CV_INST_DIVERGENCE_SOURCE | CV_INST_HAS_RESULT, 0) > 0);
  cv_module_free(m);
  /* irreducible-2.ll: mbcnt.hi is a source, icmp.i64.i16 always uniform */
  m = llvm_ll("Analysis/UniformityAnalysis/AMDGPU/irreducible/irreducible-2.ll");
  if (m) {
    CHECK_INT(check_calls(m, "llvm.amdgcn.mbcnt.hi", false, CV_INST_DIVERGENCE_SOURCE, 0), 1);
    CHECK_INT(check_calls(m, "llvm.amdgcn.icmp.i64.i16", false, CV_INST_ALWAYS_UNIFORM,
                          CV_INST_DIVERGENCE_SOURCE),
              1);
  }
  cv_module_free(m);
  /* NVPTX: tid.x/y/z and laneid */
  m = llvm_ll("Analysis/UniformityAnalysis/NVPTX/diverge.ll");
  if (m) CHECK(check_calls(m, "llvm.nvvm.read.ptx.sreg.", true, CV_INST_DIVERGENCE_SOURCE, 0) >= 4);
  cv_module_free(m);
}

/* Every file of the copy of LLVM's tests in ../shared/llvm-tests, as its
 * MANIFEST.tsv lists them, loads (convergencectrl-invalid.ll too: the reader
 * does not verify).  An llvm-project checkout has no manifest. */
TEST(ll_reads_every_shared_llvm_test) {
  const char *manifest = th_llvm_test("MANIFEST.tsv");
  if (!manifest) return;
  if (access(manifest, R_OK) != 0) {
    th_skip("needs MANIFEST.tsv of ../shared/llvm-tests");
    return;
  }
  cc_error err;
  cc_error_clear(&err);
  size_t len = 0;
  char *text = cc_read_file(manifest, FE_MAX_INPUT, &len, &err);
  CHECK(text != NULL);
  if (!text) return;
  int files = 0;
  char rel[1024];
  for (char *line = text; line && *line;) {
    char *nl = strchr(line, '\n');
    size_t n = strcspn(line, "\t\n");
    if (n > 3 && n < 900 && !strncmp(line + n - 3, ".ll", 3)) {
      snprintf(rel, sizeof rel, "%.*s", (int)n, line);
      const char *path = th_llvm_test(rel);
      cc_error_clear(&err);
      cv_module *m = fe_read_ll(path, &err);
      if (!m) th_fail(__FILE__, __LINE__, "%s: %s", path, err.msg);
      else CHECK(cv_module_count(m) > 0);
      cv_module_free(m);
      files++;
    }
    line = nl ? nl + 1 : NULL;
  }
  CHECK(files >= 60);
  free(text);
}

/* A module with the "Debug Info Version" flag and IR the verifier rejects:
 * LLVM's debug-info upgrade would abort the process ("Broken module
 * found"); the reader loads IR that breaks only a token rule (here a
 * convergence token that does not dominate its use, which `verify`
 * reports), or refuses it with an input error when the reader's own SSA
 * check fails (a value that does not dominate its use). */
TEST(ll_debug_info_flag_with_invalid_ir_does_not_abort) {
  cc_error err;
  char path[64];
  cv_module *m = read_text("define void @f(i1 %c) convergent {\n"
                           "entry:\n"
                           "  br i1 %c, label %a, label %b\n"
                           "a:\n"
                           "  %t = call token @llvm.experimental.convergence.anchor()\n"
                           "  br label %b\n"
                           "b:\n"
                           "  call void @op() [ \"convergencectrl\"(token %t) ]\n"
                           "  ret void\n"
                           "}\n"
                           "declare void @op() convergent\n"
                           "declare token @llvm.experimental.convergence.anchor()\n"
                           "!llvm.module.flags = !{!0}\n"
                           "!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n",
                           &err, path);
  CHECK(m != NULL);
  CHECK(!err.set);
  if (m) {
    cv_program *p = cv_module_find(m, "f");
    CHECK(p != NULL);
    if (p) CHECK_STR(block_names(p), "entry a b");
  }
  cv_module_free(m);
  err = text_refused("define i32 @f(i1 %c) {\n"
                     "entry:\n"
                     "  br i1 %c, label %a, label %b\n"
                     "a:\n"
                     "  %x = add i32 1, 2\n"
                     "  br label %b\n"
                     "b:\n"
                     "  ret i32 %x\n"
                     "}\n"
                     "!llvm.module.flags = !{!0}\n"
                     "!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n",
                     path);
  CHECK(err.set);
  CHECK(err.line == 8 && err.col == 3);
  CHECK(strstr(err.msg, "%x (block 'a') does not dominate this use in block 'b'") != NULL);
}

/* LLVM's verifier (issue 29 item 5): a phi missing an incoming value is
 * refused at the phi by default; with keep_invalid the module is read and
 * cv_module_invalid names the complaint and the place; a valid module has
 * none.  opt-22 -passes=verify prints "PHINode should have one entry for
 * each predecessor of its parent basic block!" and the phi (line 7). */
TEST(ll_verifier_rejects_and_keep_invalid_reads) {
  static const char bad[] = "define void @f(i1 %c) {\n"
                            "entry:\n"
                            "  br i1 %c, label %a, label %j\n"
                            "a:\n"
                            "  br label %j\n"
                            "j:\n"
                            "  %x = phi i32 [ 0, %a ]\n"
                            "  ret void\n"
                            "}\n";
  cc_error err;
  cc_error_clear(&err);
  cv_module *m = fe_read_ll_text("bad.ll", bad, sizeof bad - 1, &err);
  CHECK(m == NULL);
  CHECK_INT(err.line, 7);
  CHECK_INT(err.col, 3);
  CHECK_CONTAINS(err.msg, "LLVM's verifier rejects the module: PHINode should have one entry");
  cv_module_free(m);
  fe_ll_opts o = {.keep_invalid = true};
  cc_error_clear(&err);
  m = fe_read_ll_text_ex("bad.ll", bad, sizeof bad - 1, &o, &err);
  CHECK(m != NULL);
  CHECK(!err.set);
  if (m) {
    CHECK(cv_module_invalid(m) != NULL);
    if (cv_module_invalid(m))
      CHECK_CONTAINS(cv_module_invalid(m), "bad.ll:7:3: error: LLVM's verifier rejects the module: PHINode");
  }
  cv_module_free(m);
  static const char good[] = "define void @f() {\nentry:\n  ret void\n}\n";
  m = fe_read_ll_text_ex("good.ll", good, sizeof good - 1, &o, &err);
  CHECK(m != NULL);
  if (m) CHECK(cv_module_invalid(m) == NULL);
  cv_module_free(m);
}

/* ---- errors ---------------------------------------------------------------- */

TEST(ll_error_malformed_ir_names_line_and_column) {
  char path[64];
  cc_error err = text_refused("define void @f() {\n"
                               "entry:\n"
                               "  %x = add i32 1, 2\n"
                               "  %y = mul i32 %x\n"
                               "  ret void\n"
                               "}\n", path);
  /* LLVM reports the token after the missing ',' */
  CHECK_INT(err.line, 5);
  CHECK_INT(err.col, 3);
  CHECK_STR(err.msg, "expected ',' in arithmetic operation");

  err = text_refused("define void @f() {\nentry:\n  br label %nowhere\n}\n", path);
  CHECK_INT(err.line, 3);
  CHECK_CONTAINS(err.msg, "nowhere");
  CHECK(strchr(err.msg, '\n') == NULL); /* first line of LLVM's message only */
}

TEST(ll_error_empty_file) {
  char path[64];
  cc_error err = text_refused("", path);
  CHECK_INT(err.line, 0);
  CHECK_STR(err.msg, "no function with a body");
}

TEST(ll_error_only_declarations) {
  char path[64];
  cc_error err = text_refused("declare void @f()\n"
                               "declare i32 @llvm.amdgcn.workitem.id.x()\n"
                               "@g = global i32 0\n", path);
  CHECK_STR(err.msg, "no function with a body");
}

TEST(ll_error_binary_garbage) {
  unsigned char junk[4096];
  uint64_t x = 0x9e3779b97f4a7c15ULL;
  for (size_t i = 0; i < sizeof junk; i++) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    junk[i] = (unsigned char)x;
  }
  junk[0] = 0xff; /* not a valid start of anything */
  char path[64];
  if (!write_temp((const char *)junk, sizeof junk, path)) return;
  cc_error err = refused(path);
  unlink(path);
  CHECK_INT(err.line, 1);
  CHECK_INT(err.col, 1);
  CHECK(err.msg[0] != 0);

  /* bitcode magic followed by junk: refused before LLVM's bitcode reader */
  memcpy(junk, "BC\xC0\xDE", 4);
  if (!write_temp((const char *)junk, sizeof junk, path)) return;
  err = refused(path);
  unlink(path);
  CHECK_CONTAINS(err.msg, "bitcode");
}

TEST(ll_error_missing_file) {
  const char *path = "/nonexistent-convcheck-dir/missing.ll";
  cc_error err = refused(path);
  CHECK_INT(err.line, 0);
  CHECK_CONTAINS(err.msg, "cannot open");
}

TEST(ll_error_ten_megabytes_of_junk) {
  size_t len = (size_t)10 << 20;
  char *junk = malloc(len);
  CHECK(junk != NULL);
  if (!junk) return;
  uint64_t x = 88172645463325252ULL;
  for (size_t i = 0; i < len; i++) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    junk[i] = (char)(' ' + (x % 95)); /* printable junk, many lines */
    if (x % 61 == 0) junk[i] = '\n';
  }
  memcpy(junk, "ZZZ", 3);
  char path[64];
  bool ok = write_temp(junk, len, path);
  free(junk);
  if (!ok) return;
  cc_error err = refused(path);
  unlink(path);
  CHECK_INT(err.line, 1);
  CHECK(strlen(err.msg) < 200); /* LLVM's message, not the junk line */
}

TEST(ll_error_deep_nesting_is_refused_with_its_place) {
  /* LLVM's parser recurses per bracket: 100000 levels would overflow the
   * stack; the reader refuses them at the first bracket too deep. */
  size_t depth = 100000;
  const char *head = "define void @f() {\n  %a = alloca ";
  size_t hl = strlen(head);
  char *text = malloc(hl + 5 * depth + 64);
  CHECK(text != NULL);
  if (!text) return;
  memcpy(text, head, hl);
  size_t n = hl;
  for (size_t i = 0; i < depth; i++) text[n++] = '{';
  memcpy(text + n, "i32", 3);
  n += 3;
  for (size_t i = 0; i < depth; i++) text[n++] = '}';
  memcpy(text + n, "\n  ret void\n}\n", 14);
  n += 14;
  text[n] = 0;
  char path[64];
  cc_error err = text_refused(text, path);
  free(text);
  CHECK_INT(err.line, 2);
  /* the function's '{' is level 1; "  %a = alloca " is 14 columns, so the
   * 2048th '{' of line 2 is level 2049 */
  CHECK_INT(err.col, 14 + 2048);
  CHECK_CONTAINS(err.msg, "nested");
}

TEST(ll_long_metadata_chain_does_not_overflow) {
  /* 100000 metadata nodes each naming the next: LLVM resolves them
   * recursively (a segfault on an 8 MB stack); the reader's thread has
   * stack in proportion to the input. */
  size_t count = 100000;
  cc_buf b;
  cc_buf_init(&b);
  cc_buf_puts(&b, "define void @f() {\n  ret void, !x !0\n}\n");
  for (size_t i = 0; i < count; i++)
    cc_buf_printf(&b, "!%zu = !{!%zu}\n", i, i + 1);
  cc_buf_printf(&b, "!%zu = !{}\n", count);
  cc_error err;
  char path[64];
  cv_module *m = read_text(cc_buf_str(&b), &err, path);
  cc_buf_free(&b);
  CHECK(m != NULL);
  CHECK(!err.set);
  if (m) CHECK_INT(cv_program_ninsts(cv_module_find(m, "f")), 1);
  cv_module_free(m);
}
