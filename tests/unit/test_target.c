/* Unit tests of model/target.c (the target tables) and of what the .ll
 * reader records from them on cv_inst.  Each expectation names its source:
 * the LLVM file the row comes from, or opt-22's output on the same IR
 * (the modules in tests/cli/target, compared live by tests/cli/target_opt.sh). */
#include "front/front.h"
#include "model/model.h"
#include "tests/unit/harness.h"

#include <stdlib.h>

/* ---- the tables ------------------------------------------------------------ */

TEST(target_for_triple_takes_the_architecture) {
  CHECK_INT(cv_target_which(cv_target_for_triple(NULL)), CV_TARGET_GENERIC);
  CHECK_INT(cv_target_which(cv_target_for_triple("")), CV_TARGET_GENERIC);
  CHECK_INT(cv_target_which(cv_target_for_triple("amdgcn-amd-amdhsa")), CV_TARGET_AMDGCN);
  CHECK_INT(cv_target_which(cv_target_for_triple("amdgcn--")), CV_TARGET_AMDGCN);
  CHECK_INT(cv_target_which(cv_target_for_triple("nvptx64-nvidia-cuda")), CV_TARGET_NVPTX);
  CHECK_INT(cv_target_which(cv_target_for_triple("nvptx-nvidia-cuda")), CV_TARGET_NVPTX);
  /* any other architecture: no branch divergence (TargetTransformInfo's
   * default hasBranchDivergence(); opt-22 prints ALL VALUES UNIFORM for
   * x86_64, spirv64, r600: tests/cli/target/scalar.ll) */
  CHECK_INT(cv_target_which(cv_target_for_triple("x86_64-unknown-linux-gnu")), CV_TARGET_SCALAR);
  CHECK_INT(cv_target_which(cv_target_for_triple("r600--")), CV_TARGET_SCALAR);
  CHECK_INT(cv_target_which(cv_target_for_triple("amdgcnx-")), CV_TARGET_SCALAR);
  CHECK_STR(cv_target_name(cv_target_get(CV_TARGET_NVPTX)), "nvptx");
}

TEST(target_rules_name_their_source) {
  for (int r = 1; r < CV_NRULES; r++) {
    CHECK(*cv_rule_what((cv_target_rule)r));
    CHECK(*cv_rule_source((cv_target_rule)r));
  }
  CHECK_STR(cv_rule_what(CV_RULE_NONE), "");
  CHECK_CONTAINS(cv_rule_source(CV_RULE_LOAD), "AMDGPUTargetTransformInfo.cpp");
  CHECK_CONTAINS(cv_rule_source(CV_RULE_LOAD), "NVPTXTargetTransformInfo.cpp");
}

TEST(target_intrinsic_rows_exact_before_prefix) {
  const cv_target *a = cv_target_get(CV_TARGET_AMDGCN);
  /* AMDGPUSearchableTables.td: SourceOfDivergence<int_amdgcn_if>, and
   * AlwaysUniform<int_amdgcn_if_break>: the name "llvm.amdgcn.if.break"
   * must not fall under "llvm.amdgcn.if" */
  const cv_intrinsic_row *r = cv_target_intrinsic(a, "llvm.amdgcn.if");
  CHECK(r && r->kind == CV_INTR_MASK);
  r = cv_target_intrinsic(a, "llvm.amdgcn.if.break");
  CHECK(r && r->kind == CV_INTR_UNIFORM);
  /* a prefix row: every buffer atomic, sub.clamp.u32 included (an atomic
   * returning the old value; opt-22 calls it uniform, an LLVM omission:
   * docs/findings.md, tests/cli/target_opt.sh's KNOWN list) */
  r = cv_target_intrinsic(a, "llvm.amdgcn.raw.buffer.atomic.add");
  CHECK(r && r->kind == CV_INTR_SOURCE);
  r = cv_target_intrinsic(a, "llvm.amdgcn.raw.buffer.atomic.sub.clamp.u32");
  CHECK(r && r->kind == CV_INTR_SOURCE && !strcmp(r->name, "llvm.amdgcn.raw.buffer.atomic."));
  CHECK(cv_target_intrinsic(a, "llvm.amdgcn.readfirstlane")->kind == CV_INTR_UNIFORM);
  CHECK(cv_target_intrinsic(a, "llvm.amdgcn.s.barrier") == NULL);
  CHECK(cv_target_intrinsic(a, NULL) == NULL);
  int n = 0;
  const cv_intrinsic_row *rows = cv_target_intrinsics(a, &n);
  CHECK(n > 50);
  for (int i = 0; i < n; i++) CHECK(rows[i].source && *rows[i].source);
  cv_target_intrinsics(cv_target_get(CV_TARGET_SCALAR), &n);
  CHECK_INT(n, 0);
}

/* The verdict on one call, direct, of intrinsic `name` (NULL: not one). */
static cv_target_class classify_call(cv_target_id t, const char *callee, const char *intrinsic) {
  cv_target_fn fn = {0};
  cv_target_fninfo info;
  cv_target_function(cv_target_get(t), &fn, &info);
  cv_target_inst in;
  cv_target_inst_init(&in, CV_TOP_CALL);
  in.direct = true;
  in.callee = callee;
  in.intrinsic = intrinsic;
  in.llvm_reserved = !strncmp(callee, "llvm.", 5);
  cv_target_class c;
  cv_target_classify(cv_target_get(t), &info, &in, &c);
  return c;
}

TEST(target_calls_by_target) {
  /* AMDGPUTargetTransformInfo.cpp isSourceOfDivergence: every call of a
   * function that is not an intrinsic; an intrinsic by the table */
  CHECK_INT(classify_call(CV_TARGET_AMDGCN, "foo", NULL).source, CV_RULE_CALL);
  CHECK_INT(classify_call(CV_TARGET_AMDGCN, "llvm.smax.i32", "llvm.smax").source, CV_RULE_NONE);
  CHECK_INT(classify_call(CV_TARGET_AMDGCN, "llvm.amdgcn.mbcnt.lo", "llvm.amdgcn.mbcnt.lo").source,
            CV_RULE_INTRINSIC);
  cv_target_class c = classify_call(CV_TARGET_AMDGCN, "llvm.amdgcn.if.i64", "llvm.amdgcn.if");
  CHECK_INT(c.source, CV_RULE_INTRINSIC);
  CHECK_INT(c.uniform_outputs, 2u); /* the mask, output 1 */
  /* NVPTXTargetTransformInfo.cpp: every call instruction */
  CHECK_INT(classify_call(CV_TARGET_NVPTX, "llvm.smax.i32", "llvm.smax").source, CV_RULE_CALL);
  CHECK_INT(classify_call(CV_TARGET_NVPTX, "llvm.nvvm.read.ptx.sreg.tid.x",
                          "llvm.nvvm.read.ptx.sreg.tid.x").source, CV_RULE_INTRINSIC);
  /* docs/design.md §1: an unknown call is deterministic in the generic model */
  CHECK_INT(classify_call(CV_TARGET_GENERIC, "foo", NULL).source, CV_RULE_NONE);
  CHECK_INT(classify_call(CV_TARGET_GENERIC, "llvm.amdgcn.readlane.i32", "llvm.amdgcn.readlane").uniform,
            CV_RULE_UNIFORM_INTRINSIC);
  CHECK_INT(classify_call(CV_TARGET_SCALAR, "foo", NULL).source, CV_RULE_NONE);
}

static cv_target_class classify_asm(const char *constraints, uint64_t i1) {
  cv_target_fn fn = {0};
  cv_target_fninfo info;
  const cv_target *t = cv_target_get(CV_TARGET_AMDGCN);
  cv_target_function(t, &fn, &info);
  cv_target_inst in;
  cv_target_inst_init(&in, CV_TOP_CALL);
  in.asm_constraints = constraints;
  in.result_i1 = i1;
  cv_target_class c;
  cv_target_classify(t, &info, &in, &c);
  return c;
}

TEST(target_inline_asm_by_output_register) {
  /* opt-22 on tests/cli/target/amdgcn-asm.ll */
  CHECK_INT(classify_asm("=s", 0).uniform, CV_RULE_ASM_SCALAR);
  CHECK_INT(classify_asm("=r", 0).uniform, CV_RULE_ASM_SCALAR);
  CHECK_INT(classify_asm("={s0}", 1).uniform, CV_RULE_ASM_SCALAR);
  CHECK_INT(classify_asm("={vcc}", 0).uniform, CV_RULE_ASM_SCALAR);
  CHECK_INT(classify_asm("=&s", 0).uniform, CV_RULE_ASM_SCALAR);
  CHECK_INT(classify_asm("=s,v", 0).uniform, CV_RULE_ASM_SCALAR); /* inputs do not count */
  CHECK_INT(classify_asm("=v", 0).source, CV_RULE_ASM_VECTOR);
  CHECK_INT(classify_asm("={a0}", 0).source, CV_RULE_ASM_VECTOR);
  CHECK_INT(classify_asm("=s", 1).source, CV_RULE_ASM_VECTOR); /* an i1 in 's' */
  CHECK_INT(classify_asm("=x", 0).source, CV_RULE_ASM_VECTOR);
  CHECK_INT(classify_asm("=*m", 0).source, CV_RULE_ASM_VECTOR);
  cv_target_class c = classify_asm("=s,=v", 0);
  CHECK_INT(c.source, CV_RULE_ASM_VECTOR);
  CHECK((c.uniform_outputs & 3u) == 1u); /* output 0 scalar, output 1 not */
}

TEST(target_single_lane_and_workgroup_sizes) {
  const cv_target *t = cv_target_get(CV_TARGET_AMDGCN);
  cv_target_fninfo info;
  /* "amdgpu-flat-work-group-size"="1,1": one lane (opt-22: ALL VALUES
   * UNIFORM, tests/cli/target/amdgcn-single-lane.ll) */
  cv_target_fn fn = {.cc = CV_CC_AMDGPU_KERNEL, .has_flat = true, .flat_min = 1, .flat_max = 1};
  cv_target_function(t, &fn, &info);
  CHECK(info.single_lane);
  fn.flat_max = 64;
  cv_target_function(t, &fn, &info);
  CHECK(!info.single_lane);
  fn.flat_min = 0; /* below the minimum: the default sizes, not one lane */
  fn.flat_max = 1;
  cv_target_function(t, &fn, &info);
  CHECK(!info.single_lane);
  /* !reqd_work_group_size !{1, 1, 1}: one lane; !{64, 2, 1}: waves split x
   * evenly and hold one y each (tests/cli/target/amdgcn-workgroup.ll) */
  cv_target_fn r = {.cc = CV_CC_AMDGPU_KERNEL, .has_reqd = true, .reqd = {1, 1, 1}};
  cv_target_function(t, &r, &info);
  CHECK(info.single_lane);
  cv_target_fn r2 = {.cc = CV_CC_AMDGPU_KERNEL, .has_reqd = true, .reqd = {64, 2, 1}};
  cv_target_function(t, &r2, &info);
  CHECK(!info.single_lane && info.x_splits_waves && info.yz_uniform && info.dim_one[2]);
  CHECK_INT(info.wave_log2, 6);
  cv_target_fn r3 = {.cc = CV_CC_AMDGPU_KERNEL, .has_reqd = true, .reqd = {32, 2, 1}};
  cv_target_function(t, &r3, &info);
  CHECK(info.x_splits_waves && !info.yz_uniform);
  r3.cpu = "gfx1030"; /* wave32 */
  cv_target_function(t, &r3, &info);
  CHECK(info.yz_uniform && info.wave_log2 == 5);
  r3.features = "+wavefrontsize64";
  cv_target_function(t, &r3, &info);
  CHECK(!info.yz_uniform && info.wave_log2 == 6);
  /* other targets have no single-lane functions */
  cv_target_function(cv_target_get(CV_TARGET_NVPTX), &fn, &info);
  CHECK(!info.single_lane);
}

TEST(target_arguments_by_calling_convention) {
  const cv_target *a = cv_target_get(CV_TARGET_AMDGCN), *n = cv_target_get(CV_TARGET_NVPTX);
  /* AMDGPUBaseInfo.cpp isArgPassedInSGPR (opt-22:
   * tests/cli/target/amdgcn-intrinsics-args.ll) */
  cv_target_fn k = {.cc = CV_CC_AMDGPU_KERNEL}, s = {.cc = CV_CC_AMDGPU_SHADER}, o = {0};
  CHECK(cv_target_arg_uniform(a, &k, false, false));
  CHECK(!cv_target_arg_uniform(a, &s, false, false));
  CHECK(cv_target_arg_uniform(a, &s, true, false));
  CHECK(cv_target_arg_uniform(a, &s, false, true));
  CHECK(cv_target_arg_uniform(a, &o, true, false));
  CHECK(!cv_target_arg_uniform(a, &o, false, true));
  /* NVPTX: a kernel's arguments, nothing else */
  cv_target_fn pk = {.cc = CV_CC_PTX_KERNEL};
  CHECK(cv_target_arg_uniform(n, &pk, false, false));
  CHECK(!cv_target_arg_uniform(n, &o, true, false));
  CHECK(cv_target_arg_uniform(cv_target_get(CV_TARGET_SCALAR), &o, false, false));
}

/* ---- what the reader records -------------------------------------------------- */

static const cv_inst *inst_named(const cv_program *p, const char *name) {
  int i = cv_program_find_inst(p, name);
  return i >= 0 ? cv_program_inst(p, i) : NULL;
}

TEST(target_reader_records_the_verdicts) {
  cv_module *m = th_read_ll(
      "target triple = \"amdgcn-amd-amdhsa\"\n"
      "define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr %p) {\n"
      "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n"
      "  %c = icmp eq i32 %t, 0\n"
      "  %if = call { i1, i64 } @llvm.amdgcn.if.i64(i1 %c)\n"
      "  %flag = extractvalue { i1, i64 } %if, 0\n"
      "  %mask = extractvalue { i1, i64 } %if, 1\n"
      "  %f = load i32, ptr %p\n"
      "  %l = load i32, ptr addrspace(1) %g\n"
      "  %x = call i32 @ext(i32 %l)\n"
      "  %a = atomicrmw add ptr addrspace(1) %g, i32 1 monotonic\n"
      "  store i32 %x, ptr addrspace(1) %g\n"
      "  ret void\n"
      "}\n"
      "declare i32 @ext(i32)\n");
  CHECK(m != NULL);
  if (!m) return;
  CHECK_STR(cv_target_name(cv_module_target(m)), "amdgcn");
  CHECK_STR(cv_module_triple(m), "amdgcn-amd-amdhsa");
  const cv_program *p = cv_module_program(m, 0);
  const cv_inst *I = inst_named(p, "t");
  CHECK(I && (I->flags & CV_INST_DIVERGENCE_SOURCE) && I->target_source == CV_RULE_INTRINSIC);
  I = inst_named(p, "if");
  CHECK(I && I->uniform_outputs == 2u);
  I = inst_named(p, "flag");
  CHECK(I && !(I->flags & CV_INST_ALWAYS_UNIFORM) && I->extract_index == 0);
  I = inst_named(p, "mask");
  CHECK(I && (I->flags & CV_INST_ALWAYS_UNIFORM) && I->target_uniform == CV_RULE_EXTRACT_UNIFORM &&
        I->extract_index == 1);
  I = inst_named(p, "f");
  CHECK(I && I->addrspace == 0 && (I->flags & CV_INST_DIVERGENCE_SOURCE) && I->target_source == CV_RULE_LOAD);
  I = inst_named(p, "l");
  CHECK(I && I->addrspace == 1 && !(I->flags & CV_INST_DIVERGENCE_SOURCE));
  I = inst_named(p, "x");
  CHECK(I && I->target_source == CV_RULE_CALL && (I->flags & CV_INST_DIVERGENCE_SOURCE));
  I = inst_named(p, "a");
  CHECK(I && I->addrspace == 1 && I->target_source == CV_RULE_ATOMIC);
  /* the store: its address space, no verdict of its own */
  int n;
  const int *in = cv_block_insts(p, 0, &n);
  I = cv_program_inst(p, in[n - 2]);
  CHECK(I->op == CV_OP_STORE && I->addrspace == 1 && I->target_source == CV_RULE_NONE);
  CHECK(cv_program_inst(p, in[0])->addrspace == -1);
  cv_module_free(m);
}

/* text read as the CLI reads a .ll file, with o (NULL: no options); the
 * read is one CHECK: a refusal fails it, with the message. */
static cv_module *read_target(const char *text, const fe_ll_opts *o) {
  cc_error err;
  cc_error_clear(&err);
  cv_module *m = fe_read_ll_text_ex("t.ll", text, strlen(text), o, &err);
  th_checks++;
  if (!m) th_fail(__FILE__, __LINE__, "read: %s", err.msg);
  return m;
}

TEST(target_reader_mtriple_overrides_and_single_lane) {
  const char *text =
      "target triple = \"amdgcn-amd-amdhsa\"\n"
      "define void @f(i32 %n) #0 {\n"
      "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n"
      "  ret void\n"
      "}\n"
      "attributes #0 = { \"amdgpu-flat-work-group-size\"=\"1,1\" }\n";
  cv_module *m = read_target(text, NULL);
  if (m) {
    const cv_program *p = cv_module_program(m, 0);
    CHECK(cv_program_single_lane(p));
    const cv_inst *I = inst_named(p, "t");
    /* one lane: the rule is kept, the flag is not (opt-22: ALL VALUES UNIFORM) */
    CHECK(I && I->target_source == CV_RULE_INTRINSIC && !(I->flags & CV_INST_DIVERGENCE_SOURCE));
    CHECK(cv_program_arg_uniform(p, 0));
    cv_module_free(m);
  }
  /* --mtriple nvptx64: the same text read for NVPTX (every call a source,
   * a device function's argument divergent) */
  fe_ll_opts o = {.mtriple = "nvptx64-nvidia-cuda"};
  m = read_target(text, &o);
  if (m) {
    CHECK_STR(cv_target_name(cv_module_target(m)), "nvptx");
    const cv_program *p = cv_module_program(m, 0);
    CHECK(!cv_program_single_lane(p));
    CHECK(!cv_program_arg_uniform(p, 0));
    const cv_inst *I = inst_named(p, "t");
    CHECK(I && I->target_source == CV_RULE_CALL);
    cv_module_free(m);
  }
  /* an architecture LLVM has no target for: refused, as opt refuses it */
  fe_ll_opts bad = {.mtriple = "amdgpu7.00--"};
  cc_error err;
  cc_error_clear(&err);
  m = fe_read_ll_text_ex("t.ll", text, strlen(text), &bad, &err);
  CHECK(m == NULL);
  CHECK_CONTAINS(err.msg, "LLVM knows no target");
  /* no triple at all: the generic model; a default triple applies then */
  const char *bare = "define void @g(i32 %n) {\n  ret void\n}\n";
  m = fe_read_ll_text_ex("t.ll", bare, strlen(bare), NULL, &err);
  CHECK(m && cv_target_which(cv_module_target(m)) == CV_TARGET_GENERIC);
  cv_module_free(m);
  fe_ll_opts dflt = {.default_triple = "amdgcn-unknown-amdhsa"};
  m = fe_read_ll_text_ex("t.ll", bare, strlen(bare), &dflt, &err);
  CHECK(m && cv_target_which(cv_module_target(m)) == CV_TARGET_AMDGCN);
  cv_module_free(m);
}

TEST(target_reader_data_layout_of_the_triple) {
  /* no `target datalayout`: the target machine's, as opt sets it before
   * reading functions, so that i64's default alignment is 8 (opt-22 prints
   * "align 8" on these: tests/cli/target/nvptx-rules.ll) */
  const char *text =
      "target triple = \"nvptx64-nvidia-cuda\"\n"
      "define void @f(ptr addrspace(1) %g) {\n"
      "  %v = load i64, ptr addrspace(1) %g\n"
      "  store i64 %v, ptr addrspace(1) %g\n"
      "  ret void\n"
      "}\n";
  cv_module *m = read_target(text, NULL);
  if (!m) return;
  const cv_program *p = cv_module_program(m, 0);
  CHECK_STR(cv_program_inst(p, 0)->text, "%v = load i64, ptr addrspace(1) %g, align 8");
  CHECK_STR(cv_program_inst(p, 1)->text, "store i64 %v, ptr addrspace(1) %g, align 8");
  cv_module_free(m);
  /* a parse error on the first line is reported at the file's column,
   * not shifted by the layout put in front of it */
  const char *bad = "target triple = \"nvptx64-nvidia-cuda\" garbage\n";
  cc_error err;
  cc_error_clear(&err);
  m = fe_read_ll_text_ex("t.ll", bad, strlen(bad), NULL, &err);
  CHECK(m == NULL);
  CHECK_INT(err.line, 1);
  CHECK_INT(err.col, 39);
}

/* ---- builtin rows (model/target.h "builtins") -------------------------------
 * The names are those clang-22 emits for OpenCL C with -nogpulib
 * (`_Z12get_local_idj`, `_Z28sub_group_scan_inclusive_addi`: compiled from
 * the files of tests/cli/sources.sh); what each computes is the
 * OpenCL C specification's (Work-Item Functions, Subgroup Functions). */
TEST(target_builtin_rows_by_mangled_name) {
  const cv_target *a = cv_target_get(CV_TARGET_AMDGCN), *n = cv_target_get(CV_TARGET_NVPTX);
  const cv_target *g = cv_target_generic(), *s = cv_target_get(CV_TARGET_SCALAR);
  const cv_builtin_row *r = cv_target_builtin(a, "_Z12get_local_idj");
  CHECK(r && r->kind == CV_BUILTIN_ID && !strcmp(r->name, "get_local_id"));
  CHECK(cv_target_builtin(n, "_Z13get_global_idj")->kind == CV_BUILTIN_ID);
  CHECK(cv_target_builtin(g, "_Z12get_group_idj")->kind == CV_BUILTIN_UNIFORM);
  CHECK(cv_target_builtin(a, "_Z12get_work_dimv")->kind == CV_BUILTIN_UNIFORM);
  /* every overload of one function: the parameter types do not matter */
  CHECK(cv_target_builtin(a, "_Z20sub_group_reduce_addi")->kind == CV_BUILTIN_COLLECTIVE);
  CHECK(cv_target_builtin(a, "_Z20sub_group_reduce_addf")->kind == CV_BUILTIN_COLLECTIVE);
  CHECK(cv_target_builtin(a, "_Z19sub_group_broadcastij")->kind == CV_BUILTIN_COLLECTIVE);
  /* prefix rows: every scan, every non-uniform reduction */
  CHECK(cv_target_builtin(a, "_Z28sub_group_scan_inclusive_addi")->kind == CV_BUILTIN_LANE);
  CHECK(cv_target_builtin(a, "_Z29work_group_scan_inclusive_addi")->kind == CV_BUILTIN_LANE);
  CHECK(cv_target_builtin(g, "_Z32sub_group_non_uniform_reduce_addi")->kind == CV_BUILTIN_COLLECTIVE);
  /* exact rows do not swallow longer names */
  CHECK(cv_target_builtin(g, "_Z17sub_group_shuffleij")->kind == CV_BUILTIN_SHUFFLE);
  CHECK(cv_target_builtin(g, "_Z21sub_group_shuffle_xorij")->kind == CV_BUILTIN_SHUFFLE);
  CHECK(cv_target_builtin(g, "_Z15sub_group_electv")->kind == CV_BUILTIN_LANE);
  /* a function of its operand (a per-lane mask gives a per-lane count) */
  CHECK(cv_target_builtin(g, "_Z26sub_group_ballot_bit_countDv4_j")->kind == CV_BUILTIN_SHUFFLE);
  CHECK(cv_target_builtin(a, "_Z7barrierj")->kind == CV_BUILTIN_BARRIER);
  CHECK(cv_target_builtin(a, "_Z18work_group_barrierj12memory_scope")->kind == CV_BUILTIN_BARRIER);
  /* not a mangling of the name, or another name */
  CHECK(cv_target_builtin(a, "get_local_id") == NULL);
  CHECK(cv_target_builtin(a, "_Z13get_local_idjj") == NULL);
  CHECK(cv_target_builtin(a, "_Z99get_local_idj") == NULL);
  CHECK(cv_target_builtin(a, "_Z8barrier2j") == NULL);
  CHECK(cv_target_builtin(a, NULL) == NULL);
  /* per target: ROCm's ockl on amdgcn, PTX's special registers on nvptx,
   * both in the generic model, none where LLVM sees no divergence */
  CHECK(cv_target_builtin(a, "__ockl_get_local_size")->kind == CV_BUILTIN_UNIFORM);
  CHECK(cv_target_builtin(n, "__ockl_get_local_size") == NULL);
  CHECK(cv_target_builtin(n, "llvm.nvvm.read.ptx.sreg.ctaid.x")->kind == CV_BUILTIN_UNIFORM);
  CHECK(cv_target_builtin(a, "llvm.nvvm.read.ptx.sreg.ctaid.x") == NULL);
  CHECK(cv_target_builtin(g, "__ockl_get_local_id")->kind == CV_BUILTIN_ID);
  CHECK(cv_target_builtin(s, "_Z12get_local_idj") == NULL);
  int nrows;
  const cv_builtin_row *rows = cv_target_builtins(&nrows);
  CHECK(nrows > 60);
  for (int i = 0; i < nrows; i++) {
    CHECK(*rows[i].source);
    CHECK(rows[i].kind != CV_BUILTIN_NONE && rows[i].kind != CV_BUILTIN_UNKNOWN);
  }
  CHECK_STR(cv_builtin_kind_name(CV_BUILTIN_COLLECTIVE), "collective");
  CHECK(*cv_builtin_kind_what(CV_BUILTIN_UNKNOWN));
}

/* The scope column of the builtin rows (model/target.h CV_BUILTIN_SCOPES),
 * by hand from the specifications: work_group_reduce_add is an OpenCL C
 * work-group collective function (every work-item of the work-group, or
 * none); sub_group_reduce_add and the scan of cl_khr_subgroups a sub-group
 * function; sub_group_non_uniform_reduce_add (cl_khr_subgroup_non_uniform_
 * arithmetic) runs in whatever work-items are active: no scope; shfl.sync
 * and bar.warp.sync are PTX's .sync instructions with a mask; vote.ballot
 * without .sync has no mask; get_sub_group_id and sqrt are no collective
 * (no scope); a name no row has, none. */
TEST(target_builtin_scopes) {
  CHECK(cv_builtin_scope_of("_Z21work_group_reduce_addi") == CV_SCOPE_WG);
  CHECK(cv_builtin_scope_of("_Z29work_group_scan_inclusive_maxj") == CV_SCOPE_WG);
  CHECK(cv_builtin_scope_of("_Z20sub_group_reduce_addi") == CV_SCOPE_SG);
  CHECK(cv_builtin_scope_of("_Z28sub_group_scan_inclusive_addi") == CV_SCOPE_SG);
  CHECK(cv_builtin_scope_of("_Z32sub_group_non_uniform_reduce_addi") == CV_SCOPE_NONE);
  CHECK(cv_builtin_scope_of("llvm.nvvm.shfl.sync.idx.i32") == CV_SCOPE_WARP);
  CHECK(cv_builtin_scope_of("llvm.nvvm.bar.warp.sync") == CV_SCOPE_WARP);
  CHECK(cv_builtin_scope_of("llvm.nvvm.vote.ballot") == CV_SCOPE_NONE);
  CHECK(cv_builtin_scope_of("_Z16get_sub_group_idv") == CV_SCOPE_NONE);
  CHECK(cv_builtin_scope_of("_Z22get_max_sub_group_sizev") == CV_SCOPE_NONE);
  CHECK(cv_builtin_scope_of("_Z4sqrtf") == CV_SCOPE_NONE);
  CHECK(cv_builtin_scope_of("_Z3foov") == CV_SCOPE_NONE);
  CHECK(cv_builtin_scope_of(NULL) == CV_SCOPE_NONE);
  CHECK_STR(cv_builtin_scope_name(CV_SCOPE_WG), "work-group");
  /* every row has a scope of the table */
  int n;
  const cv_builtin_row *rows = cv_target_builtins(&n);
  for (int i = 0; i < n; i++) CHECK((unsigned)rows[i].scope < CV_NBUILTIN_SCOPES);
}

/* What the reader records: the analysis keeps LLVM's rules (every call a
 * source on amdgcn, rule CALL), the reference gets the row's meaning. */
TEST(target_reader_records_builtins) {
  const char *text =
      "define spir_kernel void @k(ptr addrspace(1) %o) #0 {\n"
      "  %l = call i64 @_Z12get_local_idj(i32 0) #1\n"
      "  %g = call i64 @_Z12get_group_idj(i32 0) #1\n"
      "  %s = call i32 @_Z28sub_group_scan_inclusive_addi(i32 1) #1\n"
      "  %r = call i32 @_Z20sub_group_reduce_addi(i32 1) #1\n"
      "  %u = call i32 @_Z3foov() #1\n"
      "  %d = call i32 @mine() #1\n"
      "  %p = call i32 @plain()\n"
      "  call void @_Z7barrierj(i32 1) #1\n"
      "  ret void\n"
      "}\n"
      "define i32 @mine() #1 { ret i32 0 }\n"
      "declare i64 @_Z12get_local_idj(i32) #1\n"
      "declare i64 @_Z12get_group_idj(i32) #1\n"
      "declare i32 @_Z28sub_group_scan_inclusive_addi(i32) #1\n"
      "declare i32 @_Z20sub_group_reduce_addi(i32) #1\n"
      "declare i32 @_Z3foov() #1\n"
      "declare i32 @plain()\n"
      "declare void @_Z7barrierj(i32) #1\n"
      "attributes #0 = { convergent }\n"
      "attributes #1 = { convergent nounwind }\n";
  for (int t = 0; t < 3; t++) {
    fe_ll_opts o;
    memset(&o, 0, sizeof o);
    o.mtriple = t == 0 ? "amdgcn-amd-amdhsa" : t == 1 ? "nvptx64-nvidia-cuda" : NULL;
    cv_module *m = read_target(text, &o);
    if (!m) return;
    const cv_program *p = cv_module_find(m, "k");
    const cv_inst *I = inst_named(p, "l");
    CHECK(I && I->builtin == CV_BUILTIN_ID && I->target_source == CV_RULE_BUILTIN &&
          (I->flags & CV_INST_DIVERGENCE_SOURCE));
    I = inst_named(p, "g");
    /* amdgcn, nvptx: LLVM's source (CALL) for the analysis only; generic:
     * nothing, the value of its arguments */
    CHECK(I && I->builtin == CV_BUILTIN_UNIFORM && !(I->flags & CV_INST_DIVERGENCE_SOURCE));
    CHECK(!!(I->flags & CV_INST_OPAQUE_CONVERGENT) == (t < 2));
    I = inst_named(p, "s"); /* a scan: a source for the analysis on every target */
    CHECK(I && I->builtin == CV_BUILTIN_LANE && (I->flags & CV_INST_OPAQUE_CONVERGENT) &&
          !(I->flags & CV_INST_DIVERGENCE_SOURCE));
    CHECK(I->target_source == (t < 2 ? CV_RULE_CALL : CV_RULE_BUILTIN));
    I = inst_named(p, "r");
    CHECK(I && I->builtin == CV_BUILTIN_COLLECTIVE && !(I->flags & CV_INST_DIVERGENCE_SOURCE));
    I = inst_named(p, "u"); /* declared, convergent, no row */
    CHECK(I && I->builtin == CV_BUILTIN_UNKNOWN);
    I = inst_named(p, "d"); /* defined here: not a builtin */
    CHECK(I && I->builtin == CV_BUILTIN_NONE);
    I = inst_named(p, "p"); /* not convergent */
    CHECK(I && I->builtin == CV_BUILTIN_NONE);
    cv_module_free(m);
  }
  /* no divergence, no rows */
  fe_ll_opts o;
  memset(&o, 0, sizeof o);
  o.mtriple = "x86_64-unknown-linux-gnu";
  cv_module *m = read_target(text, &o);
  if (!m) return;
  const cv_inst *I = inst_named(cv_module_find(m, "k"), "l");
  CHECK(I && I->builtin == CV_BUILTIN_NONE && !(I->flags & CV_INST_DIVERGENCE_SOURCE));
  cv_module_free(m);
}
