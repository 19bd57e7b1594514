/* model/target.c — the target tables (model/target.h).  The rows are
 * X-macro lists, one per target, each row naming where it comes from:
 *   TD     AMDGPUSearchableTables.td, SourcesOfDivergence / UniformIntrinsics;
 *   PROBE  opt-22 itself: the intrinsic is not in the lists we could read
 *          (which are older than LLVM 22) but opt-22 reports it so, with
 *          uniform operands (a source) or divergent ones (always uniform),
 *          in tests/cli/target/amdgcn-intrinsics.ll, whose comparison with
 *          opt-22 is tests/cli/target_opt.sh;
 *   docs/design.md §1, the generic default (checked once with opt-22 for
 *          the amdgcn and nvptx triples when the list was first written).
 * Internal prefix: tg_. */
#include "model/target.h"

#include <stdlib.h>
#include <string.h>

/* ---- rules ------------------------------------------------------------------ */

static const char *const tg_rule_what[] = {
#define TG_WHAT(id, what, source) what,
    CV_TARGET_RULES(TG_WHAT)
#undef TG_WHAT
};
static const char *const tg_rule_source[] = {
#define TG_SOURCE(id, what, source) source,
    CV_TARGET_RULES(TG_SOURCE)
#undef TG_SOURCE
};

const char *cv_rule_what(cv_target_rule r) {
  return (unsigned)r < CV_NRULES ? tg_rule_what[r] : "";
}

const char *cv_rule_source(cv_target_rule r) {
  return (unsigned)r < CV_NRULES ? tg_rule_source[r] : "";
}

/* ---- intrinsic rows ------------------------------------------------------------
 * X(name, kind, source).  A name ending in '.' covers every intrinsic whose
 * name starts with it; exact rows win over prefix rows. */

#define TG_TD "AMDGPUSearchableTables.td"
#define TG_PROBE "opt-22 (tests/cli/target/amdgcn-intrinsics.ll)"
#define TG_DESIGN "docs/design.md §1"

#define TG_AMDGCN_INTRINSICS(X)                                                  \
  /* the lane's place in the work-group and the wave */                          \
  X("llvm.amdgcn.workitem.id.x", SOURCE, TG_TD)                                  \
  X("llvm.amdgcn.workitem.id.y", WORKITEM_Y, TG_TD ", AMDGPUSubtarget.cpp")      \
  X("llvm.amdgcn.workitem.id.z", WORKITEM_Z, TG_TD ", AMDGPUSubtarget.cpp")      \
  X("llvm.amdgcn.mbcnt.lo", SOURCE, TG_TD)                                       \
  X("llvm.amdgcn.mbcnt.hi", SOURCE, TG_TD)                                       \
  /* per-pixel inputs and state */                                               \
  X("llvm.amdgcn.interp.mov", SOURCE, TG_TD)                                     \
  X("llvm.amdgcn.interp.p1", SOURCE, TG_TD)                                      \
  X("llvm.amdgcn.interp.p2", SOURCE, TG_TD)                                      \
  X("llvm.amdgcn.interp.p1.f16", SOURCE, TG_TD)                                  \
  X("llvm.amdgcn.interp.p2.f16", SOURCE, TG_TD)                                  \
  X("llvm.amdgcn.lds.direct.load", SOURCE, TG_TD)                                \
  X("llvm.amdgcn.lds.param.load", SOURCE, TG_TD)                                 \
  X("llvm.amdgcn.ps.live", SOURCE, TG_TD)                                        \
  X("llvm.amdgcn.live.mask", SOURCE, TG_TD)                                      \
  X("llvm.amdgcn.dead", SOURCE, TG_PROBE)                                        \
  X("llvm.amdgcn.init.whole.wave", SOURCE, TG_PROBE)                             \
  /* lanes exchanging values */                                                  \
  X("llvm.amdgcn.ds.swizzle", SOURCE, TG_TD)                                     \
  X("llvm.amdgcn.ds.ordered.add", SOURCE, TG_TD)                                 \
  X("llvm.amdgcn.ds.ordered.swap", SOURCE, TG_TD)                                \
  X("llvm.amdgcn.permlane16", SOURCE, TG_TD)                                     \
  X("llvm.amdgcn.permlanex16", SOURCE, TG_TD)                                    \
  X("llvm.amdgcn.permlane16.var", SOURCE, TG_TD)                                 \
  X("llvm.amdgcn.permlanex16.var", SOURCE, TG_TD)                                \
  X("llvm.amdgcn.permlane16.swap", SOURCE, TG_PROBE)                             \
  X("llvm.amdgcn.permlane32.swap", SOURCE, TG_PROBE)                             \
  X("llvm.amdgcn.permlane.bcast", SOURCE, TG_PROBE)                              \
  X("llvm.amdgcn.permlane.down", SOURCE, TG_PROBE)                               \
  X("llvm.amdgcn.permlane.up", SOURCE, TG_PROBE)                                 \
  X("llvm.amdgcn.permlane.xor", SOURCE, TG_PROBE)                                \
  X("llvm.amdgcn.permlane.idx.gen", SOURCE, TG_PROBE)                            \
  X("llvm.amdgcn.mov.dpp", SOURCE, TG_TD)                                        \
  X("llvm.amdgcn.mov.dpp8", SOURCE, TG_TD)                                       \
  X("llvm.amdgcn.update.dpp", SOURCE, TG_TD)                                     \
  X("llvm.amdgcn.writelane", SOURCE, TG_TD)                                      \
  X("llvm.amdgcn.inverse.ballot", SOURCE, TG_TD)                                 \
  /* control flow: the flag divergent, the mask (output 1) uniform */            \
  X("llvm.amdgcn.if", MASK, TG_TD ", AMDGPUTargetTransformInfo.cpp")             \
  X("llvm.amdgcn.else", MASK, TG_TD ", AMDGPUTargetTransformInfo.cpp")           \
  X("llvm.amdgcn.loop", SOURCE, TG_TD)                                           \
  /* atomics that are intrinsics */                                              \
  X("llvm.amdgcn.raw.buffer.atomic.", SOURCE, TG_TD)                             \
  X("llvm.amdgcn.raw.ptr.buffer.atomic.", SOURCE, TG_TD)                         \
  X("llvm.amdgcn.struct.buffer.atomic.", SOURCE, TG_TD)                          \
  X("llvm.amdgcn.struct.ptr.buffer.atomic.", SOURCE, TG_TD)                      \
  X("llvm.amdgcn.image.atomic.", SOURCE, TG_TD)                                  \
  X("llvm.amdgcn.global.atomic.ordered.add.b64", SOURCE, TG_TD)                  \
  X("llvm.amdgcn.global.atomic.fmin.num", SOURCE, TG_TD)                         \
  X("llvm.amdgcn.global.atomic.fmax.num", SOURCE, TG_TD)                         \
  X("llvm.amdgcn.flat.atomic.fmin.num", SOURCE, TG_TD)                           \
  X("llvm.amdgcn.flat.atomic.fmax.num", SOURCE, TG_TD)                           \
  /* (the prefix rows cover buffer.atomic.sub.clamp.u32 too, which LLVM 22  \
   * leaves out of its list and calls uniform: an LLVM bug, docs/findings.md \
   * "Buffer atomics LLVM 22 calls uniform"; we do not copy it) */          \
  /* loads whose lanes exchange parts of the result (transposing loads) */      \
  X("llvm.amdgcn.ds.load.tr4.b64", SOURCE, TG_PROBE)                             \
  X("llvm.amdgcn.ds.load.tr6.b96", SOURCE, TG_PROBE)                             \
  X("llvm.amdgcn.ds.load.tr8.b64", SOURCE, TG_PROBE)                             \
  X("llvm.amdgcn.ds.load.tr16.b128", SOURCE, TG_PROBE)                           \
  X("llvm.amdgcn.ds.read.tr4.b64", SOURCE, TG_PROBE)                             \
  X("llvm.amdgcn.ds.read.tr6.b96", SOURCE, TG_PROBE)                             \
  X("llvm.amdgcn.ds.read.tr8.b64", SOURCE, TG_PROBE)                             \
  X("llvm.amdgcn.ds.read.tr16.b64", SOURCE, TG_PROBE)                            \
  X("llvm.amdgcn.global.load.tr.b64", SOURCE, TG_TD)                             \
  X("llvm.amdgcn.global.load.tr.b128", SOURCE, TG_TD)                            \
  X("llvm.amdgcn.global.load.tr4.b64", SOURCE, TG_PROBE)                         \
  X("llvm.amdgcn.global.load.tr6.b96", SOURCE, TG_PROBE)                         \
  /* matrix operations: each lane holds part of the matrices */                 \
  X("llvm.amdgcn.mfma.", SOURCE, TG_TD " (AMDGPUMFMAIntrinsics*)")               \
  X("llvm.amdgcn.smfmac.", SOURCE, TG_TD " (AMDGPUMFMAIntrinsics940)")           \
  X("llvm.amdgcn.wmma.", SOURCE, TG_TD " (AMDGPUWMMAIntrinsics*)")               \
  X("llvm.amdgcn.swmmac.", SOURCE, TG_TD " (AMDGPUWMMAIntrinsicsGFX12)")         \
  /* always uniform: one value for the whole wave */                            \
  X("llvm.amdgcn.readfirstlane", UNIFORM, TG_TD)                                 \
  X("llvm.amdgcn.readlane", UNIFORM, TG_TD)                                      \
  X("llvm.amdgcn.icmp", UNIFORM, TG_TD)                                          \
  X("llvm.amdgcn.fcmp", UNIFORM, TG_TD)                                          \
  X("llvm.amdgcn.ballot", UNIFORM, TG_TD)                                        \
  X("llvm.amdgcn.if.break", UNIFORM, TG_TD)

/* NVPTX makes every call a source (NVPTXTargetTransformInfo.cpp); these are
 * the ones it names, for the documentation. */
#define TG_NVPTX_INTRINSICS(X)                                                   \
  X("llvm.nvvm.read.ptx.sreg.tid.x", SOURCE, "NVPTXTargetTransformInfo.cpp readsThreadIndex") \
  X("llvm.nvvm.read.ptx.sreg.tid.y", SOURCE, "NVPTXTargetTransformInfo.cpp readsThreadIndex") \
  X("llvm.nvvm.read.ptx.sreg.tid.z", SOURCE, "NVPTXTargetTransformInfo.cpp readsThreadIndex") \
  X("llvm.nvvm.read.ptx.sreg.laneid", SOURCE, "NVPTXTargetTransformInfo.cpp readsLaneId")

/* The generic default: the lists the reader had before there were targets
 * (docs/design.md §1), thread ids of both GPU targets and the always-uniform
 * intrinsics. */
#define TG_GENERIC_INTRINSICS(X)                                                 \
  X("llvm.amdgcn.workitem.id.x", SOURCE, TG_DESIGN)                              \
  X("llvm.amdgcn.workitem.id.y", SOURCE, TG_DESIGN)                              \
  X("llvm.amdgcn.workitem.id.z", SOURCE, TG_DESIGN)                              \
  X("llvm.amdgcn.mbcnt.lo", SOURCE, TG_DESIGN)                                   \
  X("llvm.amdgcn.mbcnt.hi", SOURCE, TG_DESIGN)                                   \
  X("llvm.amdgcn.interp.mov", SOURCE, TG_DESIGN)                                 \
  X("llvm.amdgcn.interp.p1", SOURCE, TG_DESIGN)                                  \
  X("llvm.amdgcn.interp.p2", SOURCE, TG_DESIGN)                                  \
  X("llvm.amdgcn.lds.param.load", SOURCE, TG_DESIGN)                             \
  X("llvm.amdgcn.ps.live", SOURCE, TG_DESIGN)                                    \
  X("llvm.amdgcn.live.mask", SOURCE, TG_DESIGN)                                  \
  X("llvm.amdgcn.image.atomic.", SOURCE, TG_DESIGN)                              \
  X("llvm.amdgcn.raw.buffer.atomic.", SOURCE, TG_DESIGN)                         \
  X("llvm.amdgcn.raw.ptr.buffer.atomic.", SOURCE, TG_DESIGN)                     \
  X("llvm.amdgcn.struct.buffer.atomic.", SOURCE, TG_DESIGN)                      \
  X("llvm.amdgcn.struct.ptr.buffer.atomic.", SOURCE, TG_DESIGN)                  \
  X("llvm.amdgcn.global.atomic.", SOURCE, TG_DESIGN)                             \
  X("llvm.amdgcn.flat.atomic.", SOURCE, TG_DESIGN)                               \
  X("llvm.nvvm.read.ptx.sreg.tid.x", SOURCE, TG_DESIGN)                          \
  X("llvm.nvvm.read.ptx.sreg.tid.y", SOURCE, TG_DESIGN)                          \
  X("llvm.nvvm.read.ptx.sreg.tid.z", SOURCE, TG_DESIGN)                          \
  X("llvm.nvvm.read.ptx.sreg.laneid", SOURCE, TG_DESIGN)                         \
  X("llvm.amdgcn.readfirstlane", UNIFORM, TG_DESIGN)                             \
  X("llvm.amdgcn.readlane", UNIFORM, TG_DESIGN)                                  \
  X("llvm.amdgcn.icmp", UNIFORM, TG_DESIGN)                                      \
  X("llvm.amdgcn.fcmp", UNIFORM, TG_DESIGN)                                      \
  X("llvm.amdgcn.ballot", UNIFORM, TG_DESIGN)                                    \
  X("llvm.amdgcn.if.break", UNIFORM, TG_DESIGN)                                  \
  X("llvm.amdgcn.s.getpc", UNIFORM, TG_DESIGN)

#define TG_ROW(name, kind, source) {name, CV_INTR_##kind, source},
static const cv_intrinsic_row tg_amdgcn_rows[] = {TG_AMDGCN_INTRINSICS(TG_ROW)};
static const cv_intrinsic_row tg_nvptx_rows[] = {TG_NVPTX_INTRINSICS(TG_ROW)};
static const cv_intrinsic_row tg_generic_rows[] = {TG_GENERIC_INTRINSICS(TG_ROW)};
#undef TG_ROW

#define TG_COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- the targets ----------------------------------------------------------------
 * X(ID, name, branch divergence, rows). */
#define TG_TARGETS(X)                                                  \
  X(GENERIC, "generic", true, tg_generic_rows, TG_COUNT(tg_generic_rows)) \
  X(AMDGCN, "amdgcn", true, tg_amdgcn_rows, TG_COUNT(tg_amdgcn_rows))   \
  X(NVPTX, "nvptx", true, tg_nvptx_rows, TG_COUNT(tg_nvptx_rows))       \
  X(SCALAR, "scalar", false, NULL, 0)

struct cv_target {
  cv_target_id id;
  const char *name;
  bool divergence;
  const cv_intrinsic_row *rows;
  int nrows;
};

static const cv_target tg_targets[CV_NTARGETS] = {
#define TG_TARGET(id, name, div, rows, n) {CV_TARGET_##id, name, div, rows, n},
    TG_TARGETS(TG_TARGET)
#undef TG_TARGET
};

const cv_target *cv_target_generic(void) { return &tg_targets[CV_TARGET_GENERIC]; }

const cv_target *cv_target_get(cv_target_id id) {
  return (unsigned)id < CV_NTARGETS ? &tg_targets[id] : cv_target_generic();
}

const cv_target *cv_target_for_triple(const char *triple) {
  if (!triple || !*triple) return cv_target_generic();
  size_t n = strcspn(triple, "-");
  if (n == 6 && !memcmp(triple, "amdgcn", 6)) return &tg_targets[CV_TARGET_AMDGCN];
  if ((n == 5 && !memcmp(triple, "nvptx", 5)) || (n == 7 && !memcmp(triple, "nvptx64", 7)))
    return &tg_targets[CV_TARGET_NVPTX];
  return &tg_targets[CV_TARGET_SCALAR];
}

cv_target_id cv_target_which(const cv_target *t) { return t ? t->id : CV_TARGET_GENERIC; }
const char *cv_target_name(const cv_target *t) { return t ? t->name : "generic"; }

const cv_intrinsic_row *cv_target_intrinsics(const cv_target *t, int *n) {
  *n = t ? t->nrows : 0;
  return t ? t->rows : NULL;
}

const cv_intrinsic_row *cv_target_intrinsic(const cv_target *t, const char *name) {
  if (!t || !name) return NULL;
  const cv_intrinsic_row *prefix = NULL;
  size_t len = strlen(name);
  for (int i = 0; i < t->nrows; i++) {
    const char *r = t->rows[i].name;
    size_t rl = strlen(r);
    if (r[rl - 1] == '.') {
      if (!prefix && len > rl && !memcmp(name, r, rl)) prefix = &t->rows[i];
    } else if (rl == len && !memcmp(name, r, rl)) {
      return &t->rows[i];
    }
  }
  return prefix;
}

/* ---- builtin rows (model/target.h "builtins") ---------------------------------
 * X(name, mangled, kind, scope, targets, source).  What each function
 * computes is what its specification says, and so are the threads it
 * requires to reach it together (scope, cv_builtin_scope: WG, SG, WARP or
 * NONE); the names are those clang-22 emits with
 * -nogpulib (OpenCL C: `-Xclang -finclude-default-header`, checked by
 * compiling every row's function, tests/cli/sources.sh and
 * tests/cli/sources/opencl-builtins.cl).  Overloads of an OpenCL function
 * share a row: it matches the name inside the mangling, whatever the
 * parameter types. */

#define TG_GPU ((1u << CV_TARGET_GENERIC) | (1u << CV_TARGET_AMDGCN) | (1u << CV_TARGET_NVPTX))
#define TG_AMD ((1u << CV_TARGET_GENERIC) | (1u << CV_TARGET_AMDGCN))
#define TG_NV ((1u << CV_TARGET_GENERIC) | (1u << CV_TARGET_NVPTX))
#define TG_GEN (1u << CV_TARGET_GENERIC)
#define TG_OCL_WI "OpenCL C specification, Work-Item Functions"
#define TG_OCL_SG "OpenCL C specification, Subgroup Functions (cl_khr_subgroups)"
#define TG_OCL_WG "OpenCL C specification, Work-group Collective Functions"
#define TG_OCL_SYNC "OpenCL C specification, Synchronization and Memory Fence Functions"
#define TG_KHR(ext) "OpenCL Extension Specification, " ext
#define TG_OCKL "ROCm-Device-Libs ockl (workitem); HIP's amd_hip_runtime.h reads blockDim, gridDim through them"
#define TG_PTX "PTX ISA, Special Registers (NVVM's llvm.nvvm.read.ptx.sreg.*)"
#define TG_PTX_WARP(insn) "PTX ISA, Parallel Synchronization and Communication Instructions: " insn
#define TG_DX(what) "IntrinsicsDirectX.td; HLSL " what
#define TG_SPV(what) "IntrinsicsSPIRV.td; HLSL " what

#define TG_OCL_MATH "OpenCL C specification, Math Functions"
#define TG_LR_MATH "LLVM Language Reference, Standard C/C++ Library Intrinsics"

/* OpenCL C's math functions that return their result (not fract, frexp,
 * modf, remquo, sincos, lgamma_r: they write through a pointer), X(name,
 * intrinsic): the LLVM intrinsic of the same operation ("" if none).  The
 * native_ and half_ variants are other functions (another precision): rows
 * of their own, with no intrinsic. */
#define TG_MATH(X, M)                                                                                 \
  M(X, "sqrt", "sqrt") M(X, "fabs", "fabs") M(X, "fma", "fma") M(X, "mad", "fmuladd") M(X, "fmin", "minnum")      \
  M(X, "fmax", "maxnum") M(X, "floor", "floor") M(X, "ceil", "ceil") M(X, "trunc", "trunc") M(X, "rint", "rint") \
  M(X, "round", "round") M(X, "copysign", "copysign") M(X, "exp", "exp") M(X, "exp2", "exp2")                \
  M(X, "exp10", "exp10") M(X, "log", "log") M(X, "log2", "log2") M(X, "log10", "log10") M(X, "sin", "sin")      \
  M(X, "cos", "cos") M(X, "tan", "tan") M(X, "pow", "pow") M(X, "ldexp", "ldexp") M(X, "acos", "acos")          \
  M(X, "asin", "asin") M(X, "atan", "atan") M(X, "atan2", "atan2") M(X, "sinh", "sinh") M(X, "cosh", "cosh")    \
  M(X, "tanh", "tanh") M(X, "acosh", "") M(X, "asinh", "") M(X, "atanh", "") M(X, "cbrt", "") M(X, "erf", "")      \
  M(X, "erfc", "") M(X, "expm1", "") M(X, "fdim", "") M(X, "fmod", "") M(X, "hypot", "") M(X, "ilogb", "")        \
  M(X, "lgamma", "") M(X, "log1p", "") M(X, "logb", "") M(X, "maxmag", "") M(X, "minmag", "")                  \
  M(X, "nextafter", "") M(X, "pown", "") M(X, "powr", "") M(X, "remainder", "") M(X, "rootn", "")              \
  M(X, "rsqrt", "") M(X, "sinpi", "") M(X, "cospi", "") M(X, "tanpi", "") M(X, "tgamma", "") M(X, "acospi", "")  \
  M(X, "asinpi", "") M(X, "atanpi", "") M(X, "atan2pi", "")
#define TG_MATH_ROW(X, name, intrinsic) X(name, true, MATH, NONE, TG_GPU, TG_OCL_MATH)
#define TG_MATH_ROWS(X)                                                                            \
  TG_MATH(X, TG_MATH_ROW)                                                                          \
  X("native_", true, MATH, NONE, TG_GPU, TG_OCL_MATH " (native_ functions)")                             \
  X("half_", true, MATH, NONE, TG_GPU, TG_OCL_MATH " (half_ functions)")

#define TG_BUILTINS(X)                                                                           \
  /* the work-item's place: its own ids, the same on every call */                               \
  X("get_global_id", true, ID, NONE, TG_GPU, TG_OCL_WI)                                                \
  X("get_local_id", true, ID, NONE, TG_GPU, TG_OCL_WI)                                                 \
  X("get_global_linear_id", true, ID, NONE, TG_GPU, TG_OCL_WI)                                         \
  X("get_local_linear_id", true, ID, NONE, TG_GPU, TG_OCL_WI)                                          \
  X("get_sub_group_local_id", true, ID, NONE, TG_GPU, TG_OCL_SG)                                       \
  X("get_sub_group_eq_mask", true, ID, NONE, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))                 \
  X("get_sub_group_ge_mask", true, ID, NONE, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))                 \
  X("get_sub_group_gt_mask", true, ID, NONE, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))                 \
  X("get_sub_group_le_mask", true, ID, NONE, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))                 \
  X("get_sub_group_lt_mask", true, ID, NONE, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))                 \
  X("__ockl_get_local_id", false, ID, NONE, TG_AMD, TG_OCKL)                                           \
  X("__ockl_get_global_id", false, ID, NONE, TG_AMD, TG_OCKL)                                          \
  X("__ockl_get_local_linear_id", false, ID, NONE, TG_AMD, TG_OCKL)                                    \
  X("__ockl_get_global_linear_id", false, ID, NONE, TG_AMD, TG_OCKL)                                   \
  X("llvm.nvvm.read.ptx.sreg.lanemask.eq", false, ID, NONE, TG_NV, TG_PTX)                             \
  X("llvm.nvvm.read.ptx.sreg.lanemask.le", false, ID, NONE, TG_NV, TG_PTX)                             \
  X("llvm.nvvm.read.ptx.sreg.lanemask.lt", false, ID, NONE, TG_NV, TG_PTX)                             \
  X("llvm.nvvm.read.ptx.sreg.lanemask.ge", false, ID, NONE, TG_NV, TG_PTX)                             \
  X("llvm.nvvm.read.ptx.sreg.lanemask.gt", false, ID, NONE, TG_NV, TG_PTX)                             \
  /* the group's, the grid's and the sub-group's: one value for all its work-items */            \
  X("get_work_dim", true, UNIFORM, NONE, TG_GPU, TG_OCL_WI)                                            \
  X("get_global_size", true, UNIFORM, NONE, TG_GPU, TG_OCL_WI)                                         \
  X("get_local_size", true, UNIFORM, NONE, TG_GPU, TG_OCL_WI)                                          \
  X("get_enqueued_local_size", true, UNIFORM, NONE, TG_GPU, TG_OCL_WI)                                 \
  X("get_num_groups", true, UNIFORM, NONE, TG_GPU, TG_OCL_WI)                                          \
  X("get_group_id", true, UNIFORM, NONE, TG_GPU, TG_OCL_WI)                                            \
  X("get_global_offset", true, UNIFORM, NONE, TG_GPU, TG_OCL_WI)                                       \
  X("get_sub_group_size", true, UNIFORM, NONE, TG_GPU, TG_OCL_SG)                                      \
  X("get_max_sub_group_size", true, UNIFORM, NONE, TG_GPU, TG_OCL_SG)                                  \
  X("get_num_sub_groups", true, UNIFORM, NONE, TG_GPU, TG_OCL_SG)                                      \
  X("get_enqueued_num_sub_groups", true, UNIFORM, NONE, TG_GPU, TG_OCL_SG)                             \
  X("get_sub_group_id", true, UNIFORM, NONE, TG_GPU, TG_OCL_SG)                                        \
  X("__ockl_get_group_id", false, UNIFORM, NONE, TG_AMD, TG_OCKL)                                      \
  X("__ockl_get_local_size", false, UNIFORM, NONE, TG_AMD, TG_OCKL)                                    \
  X("__ockl_get_enqueued_local_size", false, UNIFORM, NONE, TG_AMD, TG_OCKL)                           \
  X("__ockl_get_num_groups", false, UNIFORM, NONE, TG_AMD, TG_OCKL)                                    \
  X("__ockl_get_global_size", false, UNIFORM, NONE, TG_AMD, TG_OCKL)                                   \
  X("__ockl_get_global_offset", false, UNIFORM, NONE, TG_AMD, TG_OCKL)                                 \
  X("__ockl_get_work_dim", false, UNIFORM, NONE, TG_AMD, TG_OCKL)                                      \
  X("llvm.nvvm.read.ptx.sreg.ctaid.x", false, UNIFORM, NONE, TG_NV, TG_PTX)                            \
  X("llvm.nvvm.read.ptx.sreg.ctaid.y", false, UNIFORM, NONE, TG_NV, TG_PTX)                            \
  X("llvm.nvvm.read.ptx.sreg.ctaid.z", false, UNIFORM, NONE, TG_NV, TG_PTX)                            \
  X("llvm.nvvm.read.ptx.sreg.ntid.x", false, UNIFORM, NONE, TG_NV, TG_PTX)                             \
  X("llvm.nvvm.read.ptx.sreg.ntid.y", false, UNIFORM, NONE, TG_NV, TG_PTX)                             \
  X("llvm.nvvm.read.ptx.sreg.ntid.z", false, UNIFORM, NONE, TG_NV, TG_PTX)                             \
  X("llvm.nvvm.read.ptx.sreg.nctaid.x", false, UNIFORM, NONE, TG_NV, TG_PTX)                           \
  X("llvm.nvvm.read.ptx.sreg.nctaid.y", false, UNIFORM, NONE, TG_NV, TG_PTX)                           \
  X("llvm.nvvm.read.ptx.sreg.nctaid.z", false, UNIFORM, NONE, TG_NV, TG_PTX)                           \
  X("llvm.nvvm.read.ptx.sreg.warpsize", false, UNIFORM, NONE, TG_NV, TG_PTX)                           \
  /* collective: one result for the converged class */                                           \
  X("sub_group_all", true, COLLECTIVE, SG, TG_GPU, TG_OCL_SG)                                        \
  X("sub_group_any", true, COLLECTIVE, SG, TG_GPU, TG_OCL_SG)                                        \
  X("sub_group_broadcast", true, COLLECTIVE, SG, TG_GPU, TG_OCL_SG)                                  \
  X("sub_group_reduce_add", true, COLLECTIVE, SG, TG_GPU, TG_OCL_SG)                                 \
  X("sub_group_reduce_min", true, COLLECTIVE, SG, TG_GPU, TG_OCL_SG)                                 \
  X("sub_group_reduce_max", true, COLLECTIVE, SG, TG_GPU, TG_OCL_SG)                                 \
  X("work_group_all", true, COLLECTIVE, WG, TG_GPU, TG_OCL_WG)                                       \
  X("work_group_any", true, COLLECTIVE, WG, TG_GPU, TG_OCL_WG)                                       \
  X("work_group_broadcast", true, COLLECTIVE, WG, TG_GPU, TG_OCL_WG)                                 \
  X("work_group_reduce_add", true, COLLECTIVE, WG, TG_GPU, TG_OCL_WG)                                \
  X("work_group_reduce_min", true, COLLECTIVE, WG, TG_GPU, TG_OCL_WG)                                \
  X("work_group_reduce_max", true, COLLECTIVE, WG, TG_GPU, TG_OCL_WG)                                \
  X("sub_group_non_uniform_all", true, COLLECTIVE, NONE, TG_GPU, TG_KHR("cl_khr_subgroup_non_uniform_vote")) \
  X("sub_group_non_uniform_any", true, COLLECTIVE, NONE, TG_GPU, TG_KHR("cl_khr_subgroup_non_uniform_vote")) \
  X("sub_group_non_uniform_all_equal", true, COLLECTIVE, NONE, TG_GPU, TG_KHR("cl_khr_subgroup_non_uniform_vote")) \
  X("sub_group_ballot", true, COLLECTIVE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))              \
  X("sub_group_non_uniform_broadcast", true, COLLECTIVE, NONE, TG_GPU, TG_KHR("cl_khr_subgroup_ballot")) \
  X("sub_group_broadcast_first", true, COLLECTIVE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))     \
  X("sub_group_non_uniform_reduce_", true, COLLECTIVE, NONE, TG_GPU,                                   \
    TG_KHR("cl_khr_subgroup_non_uniform_arithmetic") " (every operation)")                      \
  /* a value of a lane of the class: a function of the class and the operands */                \
  X("sub_group_shuffle", true, SHUFFLE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_shuffle"))               \
  X("sub_group_shuffle_xor", true, SHUFFLE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_shuffle"))           \
  X("sub_group_shuffle_up", true, SHUFFLE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_shuffle_relative"))   \
  X("sub_group_shuffle_down", true, SHUFFLE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_shuffle_relative")) \
  X("sub_group_rotate", true, SHUFFLE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_rotate"))                 \
  X("sub_group_clustered_rotate", true, SHUFFLE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_rotate"))       \
  X("sub_group_clustered_reduce_", true, SHUFFLE, SG, TG_GPU,                                        \
    TG_KHR("cl_khr_subgroup_clustered_reduce") " (one result per cluster)")                     \
  /* (a function of the operands alone: uniform iff they are) */                                 \
  X("sub_group_ballot_bit_extract", true, SHUFFLE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))     \
  X("sub_group_ballot_bit_count", true, SHUFFLE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))       \
  X("sub_group_ballot_find_lsb", true, SHUFFLE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))        \
  X("sub_group_ballot_find_msb", true, SHUFFLE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))        \
  /* a result per lane: scans, elect, the lane's bit of a mask */                                \
  X("sub_group_scan_exclusive_", true, LANE, SG, TG_GPU, TG_OCL_SG " (add, min, max)")               \
  X("sub_group_scan_inclusive_", true, LANE, SG, TG_GPU, TG_OCL_SG " (add, min, max)")               \
  X("work_group_scan_exclusive_", true, LANE, WG, TG_GPU, TG_OCL_WG " (add, min, max)")              \
  X("work_group_scan_inclusive_", true, LANE, WG, TG_GPU, TG_OCL_WG " (add, min, max)")              \
  X("sub_group_non_uniform_scan_", true, LANE, NONE, TG_GPU,                                           \
    TG_KHR("cl_khr_subgroup_non_uniform_arithmetic") " (every scan)")                           \
  X("sub_group_elect", true, LANE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_non_uniform_vote"))           \
  X("sub_group_inverse_ballot", true, LANE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))            \
  X("sub_group_ballot_inclusive_scan", true, LANE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))     \
  X("sub_group_ballot_exclusive_scan", true, LANE, SG, TG_GPU, TG_KHR("cl_khr_subgroup_ballot"))     \
  /* NVVM's warp-level intrinsics (clang's __nvvm_* builtins behind CUDA's   \
   * __ballot_sync, __shfl_sync, __reduce_*_sync, __match_*_sync):  vote,   \
   * redux and match.all give every thread of the warp the same result;    \
   * match.any each thread the mask of the threads holding its value (one  \
   * mask for all when the operand is uniform); a shuffle reads another    \
   * lane's operand.  A row ending in '.' matches    \
   * every name it begins (the types and modes of the overloads). */       \
  X("llvm.nvvm.vote.ballot.sync", false, COLLECTIVE, WARP, TG_NV, TG_PTX_WARP("vote.sync"))            \
  X("llvm.nvvm.vote.all.sync", false, COLLECTIVE, WARP, TG_NV, TG_PTX_WARP("vote.sync"))               \
  X("llvm.nvvm.vote.any.sync", false, COLLECTIVE, WARP, TG_NV, TG_PTX_WARP("vote.sync"))               \
  X("llvm.nvvm.vote.uni.sync", false, COLLECTIVE, WARP, TG_NV, TG_PTX_WARP("vote.sync"))               \
  X("llvm.nvvm.vote.ballot", false, COLLECTIVE, NONE, TG_NV, TG_PTX_WARP("vote"))                      \
  X("llvm.nvvm.vote.all", false, COLLECTIVE, NONE, TG_NV, TG_PTX_WARP("vote"))                         \
  X("llvm.nvvm.vote.any", false, COLLECTIVE, NONE, TG_NV, TG_PTX_WARP("vote"))                         \
  X("llvm.nvvm.vote.uni", false, COLLECTIVE, NONE, TG_NV, TG_PTX_WARP("vote"))                         \
  X("llvm.nvvm.redux.sync.", false, COLLECTIVE, WARP, TG_NV, TG_PTX_WARP("redux.sync"))                \
  X("llvm.nvvm.match.all.sync.", false, COLLECTIVE, WARP, TG_NV, TG_PTX_WARP("match.sync"))            \
  X("llvm.nvvm.activemask", false, COLLECTIVE, NONE, TG_NV, TG_PTX_WARP("activemask"))                 \
  X("llvm.nvvm.match.any.sync.", false, SHUFFLE, WARP, TG_NV, TG_PTX_WARP("match.sync"))                  \
  X("llvm.nvvm.shfl.sync.", false, SHUFFLE, WARP, TG_NV, TG_PTX_WARP("shfl.sync"))                     \
  X("llvm.nvvm.bar.warp.sync", false, BARRIER, WARP, TG_NV, TG_PTX_WARP("bar.warp.sync"))             \
  /* The DirectX and SPIR-V targets' intrinsics that clang-22 emits for HLSL    \
   * (and SPIR-V's for OpenCL's work-item functions), on the generic model   \
   * only: Debian's LLVM 22 has no DirectX or SPIR target, so a dxil-* or    \
   * spir* module (or one without a triple) is read there; a spirv* module is \
   * `scalar` (SPIR-V's TTI has no branch divergence, docs/targets.md).      \
   * What each computes is HLSL's semantics of the system                    \
   * value or wave intrinsic that lowers to it; a row ending in '.' covers    \
   * the overloads.  A wave read of a lane (WaveReadLaneAt) or a quad read    \
   * is a shuffle: uniform when its operands are, which never calls a          \
   * per-lane value uniform. */                                                \
  X("llvm.dx.thread.id", false, ID, NONE, TG_GEN, TG_DX("SV_DispatchThreadID"))                       \
  X("llvm.dx.thread.id.in.group", false, ID, NONE, TG_GEN, TG_DX("SV_GroupThreadID"))                  \
  X("llvm.dx.flattened.thread.id.in.group", false, ID, NONE, TG_GEN, TG_DX("SV_GroupIndex"))           \
  X("llvm.dx.wave.getlaneindex", false, ID, NONE, TG_GEN, TG_DX("WaveGetLaneIndex"))                   \
  X("llvm.dx.group.id", false, UNIFORM, NONE, TG_GEN, TG_DX("SV_GroupID"))                             \
  X("llvm.dx.wave.get.lane.count", false, UNIFORM, NONE, TG_GEN, TG_DX("WaveGetLaneCount"))            \
  X("llvm.dx.wave.active.countbits", false, COLLECTIVE, NONE, TG_GEN, TG_DX("WaveActiveCountBits"))    \
  X("llvm.dx.wave.all.equal.", false, COLLECTIVE, NONE, TG_GEN, TG_DX("WaveActiveAllEqual"))           \
  X("llvm.dx.wave.all", false, COLLECTIVE, NONE, TG_GEN, TG_DX("WaveActiveAllTrue"))                   \
  X("llvm.dx.wave.any", false, COLLECTIVE, NONE, TG_GEN, TG_DX("WaveActiveAnyTrue"))                   \
  X("llvm.dx.wave.ballot.", false, COLLECTIVE, NONE, TG_GEN, TG_DX("WaveActiveBallot"))                \
  X("llvm.dx.wave.reduce.", false, COLLECTIVE, NONE, TG_GEN, TG_DX("WaveActiveSum, ...Min, ...Max, ...BitAnd, ...")) \
  X("llvm.dx.wave.product.", false, COLLECTIVE, NONE, TG_GEN, TG_DX("WaveActiveProduct"))              \
  X("llvm.dx.wave.uproduct.", false, COLLECTIVE, NONE, TG_GEN, TG_DX("WaveActiveProduct"))             \
  X("llvm.dx.wave.readlane.", false, SHUFFLE, NONE, TG_GEN, TG_DX("WaveReadLaneAt"))                   \
  X("llvm.dx.quad.read.across.", false, SHUFFLE, NONE, TG_GEN, TG_DX("QuadReadAcrossX, ...Y, ...Diagonal")) \
  X("llvm.dx.wave.is.first.lane", false, LANE, NONE, TG_GEN, TG_DX("WaveIsFirstLane"))                \
  X("llvm.dx.wave.prefix.", false, LANE, NONE, TG_GEN, TG_DX("WavePrefixSum, ...Product, ...CountBits")) \
  X("llvm.spv.thread.id.", false, ID, NONE, TG_GEN, TG_SPV("SV_DispatchThreadID, SV_GroupThreadID"))   \
  X("llvm.spv.flattened.thread.id.in.group", false, ID, NONE, TG_GEN, TG_SPV("SV_GroupIndex"))        \
  X("llvm.spv.subgroup.local.invocation.id", false, ID, NONE, TG_GEN, TG_SPV("WaveGetLaneIndex"))      \
  X("llvm.spv.group.id.", false, UNIFORM, NONE, TG_GEN, TG_SPV("SV_GroupID"))                          \
  X("llvm.spv.workgroup.size.", false, UNIFORM, NONE, TG_GEN, "IntrinsicsSPIRV.td; OpenCL get_local_size") \
  X("llvm.spv.global.size.", false, UNIFORM, NONE, TG_GEN, "IntrinsicsSPIRV.td; OpenCL get_global_size") \
  X("llvm.spv.global.offset.", false, UNIFORM, NONE, TG_GEN, "IntrinsicsSPIRV.td; OpenCL get_global_offset") \
  X("llvm.spv.num.workgroups.", false, UNIFORM, NONE, TG_GEN, "IntrinsicsSPIRV.td; OpenCL get_num_groups") \
  X("llvm.spv.subgroup.size", false, UNIFORM, NONE, TG_GEN, "IntrinsicsSPIRV.td; OpenCL get_sub_group_size") \
  X("llvm.spv.subgroup.max.size", false, UNIFORM, NONE, TG_GEN, "IntrinsicsSPIRV.td; OpenCL get_max_sub_group_size") \
  X("llvm.spv.num.subgroups", false, UNIFORM, NONE, TG_GEN, "IntrinsicsSPIRV.td; OpenCL get_num_sub_groups") \
  X("llvm.spv.subgroup.id", false, UNIFORM, NONE, TG_GEN, "IntrinsicsSPIRV.td; OpenCL get_sub_group_id") \
  X("llvm.spv.wave.get.lane.count", false, UNIFORM, NONE, TG_GEN, TG_SPV("WaveGetLaneCount"))          \
  X("llvm.spv.wave.active.countbits", false, COLLECTIVE, NONE, TG_GEN, TG_SPV("WaveActiveCountBits"))  \
  X("llvm.spv.wave.all.equal.", false, COLLECTIVE, NONE, TG_GEN, TG_SPV("WaveActiveAllEqual"))         \
  X("llvm.spv.wave.all", false, COLLECTIVE, NONE, TG_GEN, TG_SPV("WaveActiveAllTrue"))                 \
  X("llvm.spv.wave.any", false, COLLECTIVE, NONE, TG_GEN, TG_SPV("WaveActiveAnyTrue"))                 \
  X("llvm.spv.subgroup.ballot", false, COLLECTIVE, NONE, TG_GEN, TG_SPV("WaveActiveBallot"))           \
  X("llvm.spv.wave.reduce.", false, COLLECTIVE, NONE, TG_GEN, TG_SPV("WaveActiveSum, ...Min, ...Max, ...BitAnd, ...")) \
  X("llvm.spv.wave.product.", false, COLLECTIVE, NONE, TG_GEN, TG_SPV("WaveActiveProduct"))            \
  X("llvm.spv.wave.readlane.", false, SHUFFLE, NONE, TG_GEN, TG_SPV("WaveReadLaneAt"))                 \
  X("llvm.spv.quad.read.across.", false, SHUFFLE, NONE, TG_GEN, TG_SPV("QuadReadAcrossX, ...Y, ...Diagonal")) \
  X("llvm.spv.wave.is.first.lane", false, LANE, NONE, TG_GEN, TG_SPV("WaveIsFirstLane"))              \
  X("llvm.spv.wave.prefix.", false, LANE, NONE, TG_GEN, TG_SPV("WavePrefixSum, ...Product"))           \
  X("llvm.spv.subgroup.prefix.bit.count", false, LANE, NONE, TG_GEN, TG_SPV("WavePrefixCountBits"))    \
  X("llvm.dx.all.memory.barrier", false, BARRIER, NONE, TG_GEN, TG_DX("AllMemoryBarrier"))  \
  X("llvm.dx.all.memory.barrier.with.group.sync", false, BARRIER, NONE, TG_GEN, TG_DX("AllMemoryBarrierWithGroupSync"))  \
  X("llvm.dx.device.memory.barrier", false, BARRIER, NONE, TG_GEN, TG_DX("DeviceMemoryBarrier"))  \
  X("llvm.dx.device.memory.barrier.with.group.sync", false, BARRIER, NONE, TG_GEN, TG_DX("DeviceMemoryBarrierWithGroupSync"))  \
  X("llvm.dx.group.memory.barrier", false, BARRIER, NONE, TG_GEN, TG_DX("GroupMemoryBarrier"))  \
  X("llvm.dx.group.memory.barrier.with.group.sync", false, BARRIER, NONE, TG_GEN, TG_DX("GroupMemoryBarrierWithGroupSync"))  \
  X("llvm.spv.all.memory.barrier", false, BARRIER, NONE, TG_GEN, TG_SPV("AllMemoryBarrier"))  \
  X("llvm.spv.all.memory.barrier.with.group.sync", false, BARRIER, NONE, TG_GEN, TG_SPV("AllMemoryBarrierWithGroupSync"))  \
  X("llvm.spv.device.memory.barrier", false, BARRIER, NONE, TG_GEN, TG_SPV("DeviceMemoryBarrier"))  \
  X("llvm.spv.device.memory.barrier.with.group.sync", false, BARRIER, NONE, TG_GEN, TG_SPV("DeviceMemoryBarrierWithGroupSync"))  \
  X("llvm.spv.group.memory.barrier", false, BARRIER, NONE, TG_GEN, TG_SPV("GroupMemoryBarrier"))  \
  X("llvm.spv.group.memory.barrier.with.group.sync", false, BARRIER, NONE, TG_GEN, TG_SPV("GroupMemoryBarrierWithGroupSync"))  \
  /* barriers and fences: no result */                                                           \
  X("barrier", true, BARRIER, NONE, TG_GPU, TG_OCL_SYNC)                                               \
  X("work_group_barrier", true, BARRIER, WG, TG_GPU, TG_OCL_SYNC)                                    \
  X("sub_group_barrier", true, BARRIER, SG, TG_GPU, TG_OCL_SG)                                       \
  X("mem_fence", true, BARRIER, NONE, TG_GPU, TG_OCL_SYNC)                                             \
  X("read_mem_fence", true, BARRIER, NONE, TG_GPU, TG_OCL_SYNC)                                        \
  X("write_mem_fence", true, BARRIER, NONE, TG_GPU, TG_OCL_SYNC)                                       \
  X("atomic_work_item_fence", true, BARRIER, NONE, TG_GPU, TG_OCL_SYNC)                               \
  /* math functions: pure, each work-item's own (cv_builtin_math_op) */                           \
  TG_MATH_ROWS(X)

static const cv_builtin_row tg_builtin_rows[] = {
#define TG_BROW(name, mangled, kind, scope, targets, source) \
  {name, mangled, CV_BUILTIN_##kind, CV_SCOPE_##scope, targets, source},
    TG_BUILTINS(TG_BROW)
#undef TG_BROW
};

static const char *const tg_builtin_names[] = {
#define TG_BNAME(id, name, what) name,
    CV_BUILTIN_KINDS(TG_BNAME)
#undef TG_BNAME
};
static const char *const tg_builtin_what[] = {
#define TG_BWHAT(id, name, what) what,
    CV_BUILTIN_KINDS(TG_BWHAT)
#undef TG_BWHAT
};

const char *cv_builtin_kind_name(cv_builtin_kind k) {
  return (unsigned)k < CV_NBUILTIN_KINDS ? tg_builtin_names[k] : "?";
}
const char *cv_builtin_kind_what(cv_builtin_kind k) {
  return (unsigned)k < CV_NBUILTIN_KINDS ? tg_builtin_what[k] : "";
}

static const char *const tg_scope_names[] = {
#define TG_SNAME(id, name, what) name,
    CV_BUILTIN_SCOPES(TG_SNAME)
#undef TG_SNAME
};

const char *cv_builtin_scope_name(cv_builtin_scope s) {
  return (unsigned)s < CV_NBUILTIN_SCOPES ? tg_scope_names[s] : "?";
}

const cv_builtin_row *cv_target_builtins(int *n) {
  *n = (int)(sizeof tg_builtin_rows / sizeof tg_builtin_rows[0]);
  return tg_builtin_rows;
}

/* The source name inside an Itanium mangling "_Z<len><name>..." (a plain,
 * unscoped function name), with its length; NULL if callee is none. */
static const char *tg_mangled_name(const char *callee, size_t *len) {
  if (strncmp(callee, "_Z", 2) != 0 || callee[2] < '1' || callee[2] > '9') return NULL;
  char *end;
  unsigned long n = strtoul(callee + 2, &end, 10);
  if (n == 0 || strlen(end) < n) return NULL;
  *len = (size_t)n;
  return end;
}

/* Does row r name callee?  A name ending in '_' is a prefix ("every
 * operation": sub_group_non_uniform_reduce_add, ..._mul, ...). */
static bool tg_builtin_matches(const cv_builtin_row *r, const char *callee) {
  const char *s = callee;
  size_t len = strlen(callee);
  if (r->mangled && !(s = tg_mangled_name(callee, &len))) return false;
  size_t rl = strlen(r->name);
  if (r->name[rl - 1] == '_' || r->name[rl - 1] == '.') return len > rl && !memcmp(s, r->name, rl);
  return len == rl && !memcmp(s, r->name, rl);
}

/* OpenCL C's math functions and their intrinsics (TG_MATH). */
typedef struct tg_math_op {
  const char *name, *intrinsic;
} tg_math_op;
static const tg_math_op tg_math_ops[] = {
#define TG_MATH_OP(X, name, intrinsic) {name, intrinsic},
    TG_MATH(_, TG_MATH_OP)
#undef TG_MATH_OP
};
#define TG_NMATH (sizeof tg_math_ops / sizeof tg_math_ops[0])

/* The row of an intrinsic of a math operation (cv_builtin_math_op). */
static const cv_builtin_row tg_math_intrinsic_row = {
    "llvm.", false, CV_BUILTIN_MATH, CV_SCOPE_NONE, TG_GPU,
    TG_LR_MATH " (llvm.sqrt, llvm.fma, ...: the intrinsics of OpenCL C's math functions)"};

const char *cv_builtin_math_op(const char *callee) {
  if (!callee) return NULL;
  if (!strncmp(callee, "llvm.", 5)) { /* llvm.OP.TYPE... */
    const char *op = callee + 5, *dot = strchr(op, '.');
    size_t n = dot ? (size_t)(dot - op) : strlen(op);
    for (size_t i = 0; i < TG_NMATH; i++)
      if (*tg_math_ops[i].intrinsic && strlen(tg_math_ops[i].intrinsic) == n &&
          !memcmp(tg_math_ops[i].intrinsic, op, n))
        return tg_math_ops[i].intrinsic;
    return NULL;
  }
  size_t len;
  const char *s = tg_mangled_name(callee, &len);
  if (!s) return NULL;
  for (size_t i = 0; i < TG_NMATH; i++)
    if (strlen(tg_math_ops[i].name) == len && !memcmp(tg_math_ops[i].name, s, len))
      return *tg_math_ops[i].intrinsic ? tg_math_ops[i].intrinsic : tg_math_ops[i].name;
  return NULL;
}

const cv_builtin_row *cv_target_builtin(const cv_target *t, const char *callee) {
  if (!t || !callee) return NULL;
  unsigned bit = 1u << t->id;
  if (!strncmp(callee, "llvm.", 5) && (tg_math_intrinsic_row.targets & bit) &&
      cv_builtin_math_op(callee))
    return &tg_math_intrinsic_row;
  int n;
  const cv_builtin_row *rows = cv_target_builtins(&n);
  for (int i = 0; i < n; i++)
    if ((rows[i].targets & bit) && tg_builtin_matches(&rows[i], callee)) return &rows[i];
  return NULL;
}

cv_builtin_scope cv_builtin_scope_of(const char *callee) {
  if (!callee) return CV_SCOPE_NONE;
  int n;
  const cv_builtin_row *rows = cv_target_builtins(&n);
  for (int i = 0; i < n; i++)
    if (tg_builtin_matches(&rows[i], callee)) return rows[i].scope;
  return CV_SCOPE_NONE;
}

/* ---- functions --------------------------------------------------------------- */

/* AMDGPU's lanes per wave: 64, or 32 on GFX10 and later unless the function
 * asks for wave64 (AMDGPU.td: the GFX10+ processors default to
 * FeatureWavefrontSize32; "+wavefrontsize64" / "+wavefrontsize32" in
 * target-features choose).  Checked with opt-22 (tests/cli/target). */
static int tg_amdgcn_wave_log2(const cv_target_fn *fn) {
  const char *f = fn->features ? fn->features : "";
  if (strstr(f, "+wavefrontsize64")) return 6;
  if (strstr(f, "+wavefrontsize32")) return 5;
  const char *c = fn->cpu ? fn->cpu : "";
  if (!strncmp(c, "gfx1", 4) && c[4] >= '0' && c[4] <= '9' && c[5] >= '0' && c[5] <= '9')
    return 5; /* gfx10xx, gfx11xx, gfx12xx */
  return 6;
}

static bool tg_pow2(uint64_t x) { return x && !(x & (x - 1)) && x <= 0xffffffffu; }

void cv_target_function(const cv_target *t, const cv_target_fn *fn, cv_target_fninfo *out) {
  memset(out, 0, sizeof *out);
  if (cv_target_which(t) != CV_TARGET_AMDGCN) return;
  out->wave_log2 = tg_amdgcn_wave_log2(fn);
  /* AMDGPUSubtarget.cpp: the largest work-item id of a dimension is the
   * required size minus one (!reqd_work_group_size), else the largest flat
   * work-group size minus one ("amdgpu-flat-work-group-size", when its
   * minimum is at least 1, not above its maximum, and its maximum at most
   * 1024; else the default of the calling convention, more than one lane);
   * one lane when it is 0 in every dimension (isSingleLaneExecution). */
  bool flat_one = fn->has_flat && fn->flat_min >= 1 && fn->flat_min <= fn->flat_max &&
                  fn->flat_max <= 1024 && fn->flat_max == 1;
  out->single_lane = true;
  for (int d = 0; d < 3; d++) {
    out->dim_one[d] = fn->has_reqd ? fn->reqd[d] == 1 : flat_one;
    if (!out->dim_one[d]) out->single_lane = false;
  }
  /* hasWavefrontsEvenlySplittingXDim: from !reqd_work_group_size only. */
  if (fn->has_reqd) {
    uint64_t x = fn->reqd[0], y = fn->reqd[1], z = fn->reqd[2];
    bool one_d = y <= 1 && z <= 1;
    out->x_splits_waves = one_d || tg_pow2(x);
    out->yz_uniform = one_d || (tg_pow2(x) && x >= (1u << out->wave_log2));
  }
}

bool cv_target_arg_uniform(const cv_target *t, const cv_target_fn *fn, bool inreg, bool byval) {
  switch (cv_target_which(t)) {
  case CV_TARGET_AMDGCN:
    /* AMDGPUBaseInfo.cpp isArgPassedInSGPR */
    if (fn->cc == CV_CC_AMDGPU_KERNEL || fn->cc == CV_CC_SPIR_KERNEL) return true;
    if (fn->cc == CV_CC_AMDGPU_SHADER) return inreg || byval;
    return inreg;
  case CV_TARGET_NVPTX:
    /* NVPTXTargetTransformInfo.cpp: a kernel's arguments are uniform, a
     * device function's may differ per thread */
    return fn->cc == CV_CC_PTX_KERNEL;
  case CV_TARGET_SCALAR:
    return true;
  default:
    /* docs/design.md §1: kernel arguments, and inreg ones (scalar registers) */
    return fn->cc == CV_CC_AMDGPU_KERNEL || fn->cc == CV_CC_SPIR_KERNEL ||
           fn->cc == CV_CC_PTX_KERNEL || inreg;
  }
}

/* ---- inline asm (AMDGPUTargetTransformInfo.cpp isInlineAsmSourceOfDivergence):
 * an output in a vector register (or in none the target can name) may
 * differ per lane; one in a scalar register is the wave's. */

/* A physical register "{...}": scalar? */
static bool tg_scalar_register(const char *r, size_t n) {
  static const char *const named[] = {"vcc", "vcc_lo", "vcc_hi", "exec", "exec_lo", "exec_hi",
                                      "m0", "scc", "flat_scratch", "flat_scratch_lo",
                                      "flat_scratch_hi", "xnack_mask", "xnack_mask_lo",
                                      "xnack_mask_hi"};
  for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
    if (strlen(named[i]) == n && !memcmp(r, named[i], n)) return true;
  if (n >= 2 && r[0] == 's' && ((r[1] >= '0' && r[1] <= '9') || r[1] == '[')) return true;
  if (n >= 5 && !memcmp(r, "ttmp", 4) && ((r[4] >= '0' && r[4] <= '9') || r[4] == '[')) return true;
  return false;
}

/* Is one output constraint code (without '=', '&') a scalar register?  i1:
 * the output's type is i1 (a lane mask: not in a scalar register class). */
static bool tg_scalar_output(const char *c, size_t n, bool i1) {
  if (n >= 2 && c[0] == '{' && c[n - 1] == '}') return tg_scalar_register(c + 1, n - 2);
  if (n == 1 && (c[0] == 's' || c[0] == 'r')) return !i1;
  return false;
}

/* Does output `which` (-1: any) of the asm call get a vector register?
 * Outputs are counted as LLVM counts them, indirect ones ("=*m") included;
 * direct outputs take the result's elements in order (result_i1). */
static bool tg_asm_divergent(const cv_target_inst *in, int which) {
  const char *s = in->asm_constraints ? in->asm_constraints : "";
  int out = 0, direct = 0;
  while (*s) {
    size_t n = strcspn(s, ",");
    if (n > 0 && s[0] == '=') {
      const char *c = s + 1;
      size_t m = n - 1;
      while (m > 0 && (*c == '&' || *c == '%')) c++, m--;
      bool indirect = m > 0 && *c == '*';
      int me = out++;
      bool i1 = false;
      if (!indirect) i1 = direct < 64 && ((in->result_i1 >> direct) & 1), direct++;
      if (which < 0 || which == me) {
        if (indirect || memchr(c, '|', m) || !tg_scalar_output(c, m, i1)) return true;
      }
    }
    s += n;
    if (*s == ',') s++;
  }
  return false;
}

/* AMDGPUTargetTransformInfo.cpp isReadRegisterSourceOfDivergence. */
static bool tg_read_register_divergent(const cv_target_inst *in) {
  if (in->result_i1 & 1) return true;
  const char *r = in->register_name ? in->register_name : "";
  if (!*r || !strncmp(r, "vcc", 3)) return false;
  return r[0] == 'v' || r[0] == 'a';
}

/* ---- instructions ------------------------------------------------------------ */

void cv_target_inst_init(cv_target_inst *in, cv_target_op op) {
  memset(in, 0, sizeof *in);
  in->op = op;
  in->addrspace = -1;
  in->op_shl[0] = in->op_shl[1] = -1;
}

/* The class of a call under the intrinsic rows: rule and mask outputs. */
static void tg_intrinsic(const cv_target *t, const cv_target_fninfo *fn, const cv_target_inst *in,
                         cv_target_class *out) {
  const cv_intrinsic_row *row = cv_target_intrinsic(t, in->intrinsic);
  if (!row) return;
  switch (row->kind) {
  case CV_INTR_SOURCE: out->source = CV_RULE_INTRINSIC; break;
  case CV_INTR_UNIFORM: out->uniform = CV_RULE_UNIFORM_INTRINSIC; break;
  case CV_INTR_MASK:
    out->source = CV_RULE_INTRINSIC;
    out->uniform_outputs = 1u << 1;
    break;
  case CV_INTR_WORKITEM_Y:
  case CV_INTR_WORKITEM_Z:
    if (!fn->yz_uniform && !fn->dim_one[row->kind == CV_INTR_WORKITEM_Y ? 1 : 2])
      out->source = CV_RULE_WORKITEM_YZ;
    break;
  }
}

/* AMDGPU's verdict on a call, invoke or callbr. */
static void tg_amdgcn_call(const cv_target *t, const cv_target_fninfo *fn, const cv_target_inst *in,
                           cv_target_class *out) {
  if (in->op == CV_TOP_CALLBR) return; /* neither a CallInst nor an InvokeInst */
  if (in->direct && in->llvm_reserved) {
    if (in->intrinsic && !strcmp(in->intrinsic, "llvm.read_register")) {
      if (tg_read_register_divergent(in)) out->source = CV_RULE_READ_REGISTER;
      return;
    }
    tg_intrinsic(t, fn, in, out);
    return;
  }
  if (in->op == CV_TOP_CALL && in->asm_constraints) {
    if (tg_asm_divergent(in, -1)) {
      out->source = CV_RULE_ASM_VECTOR;
      /* outputs in scalar registers stay uniform through extractvalue */
      for (int k = 0; k < 32; k++)
        if (!tg_asm_divergent(in, k)) out->uniform_outputs |= 1u << k;
    } else {
      out->uniform = CV_RULE_ASM_SCALAR;
    }
    return;
  }
  out->source = CV_RULE_CALL; /* a call or invoke the target cannot see into */
}

static bool tg_is_tid_x(const cv_target_inst *in, int k) {
  return in->op_intrinsic[k] && !strcmp(in->op_intrinsic[k], "llvm.amdgcn.workitem.id.x");
}

/* Trailing zero bits known of operand k of an `and` (a constant, or a shift
 * left by a constant): LLVM's computeKnownBits, for the cases written here. */
static int tg_known_tz(const cv_target_inst *in, int k) {
  if (in->op_const[k]) {
    uint64_t v = (uint64_t)in->op_value[k];
    return v ? __builtin_ctzll(v) : 64;
  }
  return in->op_shl[k] >= 0 ? in->op_shl[k] : 0;
}

static void tg_amdgcn(const cv_target *t, const cv_target_fninfo *fn, const cv_target_inst *in,
                      cv_target_class *out) {
  switch (in->op) {
  case CV_TOP_LOAD:
    if (in->addrspace == 5 || in->addrspace == 0) out->source = CV_RULE_LOAD;
    return;
  case CV_TOP_ATOMICRMW:
  case CV_TOP_CMPXCHG: out->source = CV_RULE_ATOMIC; return;
  case CV_TOP_CALL:
  case CV_TOP_INVOKE:
  case CV_TOP_CALLBR: tg_amdgcn_call(t, fn, in, out); return;
  case CV_TOP_LSHR:
  case CV_TOP_ASHR:
    if (tg_is_tid_x(in, 0) && in->op_const[1] && in->op_value[1] >= fn->wave_log2 &&
        fn->x_splits_waves)
      out->uniform = CV_RULE_WAVE_INDEX;
    return;
  case CV_TOP_AND:
    for (int k = 0; k < 2; k++)
      if (tg_is_tid_x(in, k) && tg_known_tz(in, 1 - k) >= fn->wave_log2 && fn->x_splits_waves)
        out->uniform = CV_RULE_WAVE_INDEX;
    return;
  case CV_TOP_EXTRACTVALUE: {
    const cv_target_inst *a = in->aggregate;
    if (!a || a->op != CV_TOP_CALL) return;
    if (a->direct && a->llvm_reserved) {
      const cv_intrinsic_row *row = cv_target_intrinsic(t, a->intrinsic);
      if (row && row->kind == CV_INTR_MASK && in->nindices == 1 && in->index0 == 1)
        out->uniform = CV_RULE_EXTRACT_UNIFORM;
      return;
    }
    if (a->asm_constraints && in->nindices == 1 && !tg_asm_divergent(a, in->index0))
      out->uniform = CV_RULE_EXTRACT_UNIFORM;
    return;
  }
  default: return;
  }
}

static void tg_nvptx(const cv_target_inst *in, cv_target_class *out) {
  switch (in->op) {
  case CV_TOP_LOAD:
    if (in->addrspace == 0 || in->addrspace == 5) out->source = CV_RULE_LOAD;
    return;
  case CV_TOP_STORE:
    if (in->atomic) out->source = CV_RULE_ATOMIC;
    return;
  case CV_TOP_ATOMICRMW:
  case CV_TOP_CMPXCHG:
  case CV_TOP_FENCE: out->source = CV_RULE_ATOMIC; return;
  case CV_TOP_CALL:
    out->source = in->direct && in->intrinsic &&
                          (!strncmp(in->intrinsic, "llvm.nvvm.read.ptx.sreg.tid.", 28) ||
                           !strcmp(in->intrinsic, "llvm.nvvm.read.ptx.sreg.laneid"))
                      ? CV_RULE_INTRINSIC
                      : CV_RULE_CALL;
    return;
  default: return;
  }
}

static void tg_generic(const cv_target *t, const cv_target_fninfo *fn, const cv_target_inst *in,
                       cv_target_class *out) {
  switch (in->op) {
  case CV_TOP_ATOMICRMW:
  case CV_TOP_CMPXCHG: out->source = CV_RULE_ATOMIC; return;
  case CV_TOP_CALL:
  case CV_TOP_INVOKE:
  case CV_TOP_CALLBR:
    if (in->direct) tg_intrinsic(t, fn, in, out);
    return;
  default: return;
  }
}

/* The builtin rows (model/target.h "builtins"): what a direct call of a
 * library function computes.  A function that returns the work-item's own
 * value (ID; LANE where the target says nothing of the call) is a source
 * by rule BUILTIN, which on amdgcn and nvptx changes only the rule's name
 * (LLVM makes such a call a source anyway, rule CALL).  Only targets with
 * divergence have rows: on `scalar` LLVM calls every value uniform. */
/* An intrinsic of another GPU target's namespace (llvm.dx.thread.id read
 * under amdgcn's rules, as `--mtriple amdgcn-...` on a DXIL module asks):
 * this table does not know what it computes, and LLVM's analysis reads it
 * as any pure intrinsic, a function of its operands -- uniform for
 * dx.thread.id's constant operand.  The reference reads it as an unknown
 * builtin instead: each thread's own value, not modelled. */
static bool tg_foreign_intrinsic(const cv_target *t, const char *callee) {
  static const char *const foreign[][3] = {
      [CV_TARGET_AMDGCN] = {"llvm.dx.", "llvm.spv.", "llvm.nvvm."},
      [CV_TARGET_NVPTX] = {"llvm.dx.", "llvm.spv.", "llvm.amdgcn."},
  };
  cv_target_id id = cv_target_which(t);
  if (id != CV_TARGET_AMDGCN && id != CV_TARGET_NVPTX) return false;
  for (int i = 0; i < 3; i++)
    if (!strncmp(callee, foreign[id][i], strlen(foreign[id][i]))) return true;
  return false;
}

static void tg_builtin(const cv_target *t, const cv_target_inst *in, cv_target_class *out) {
  if ((in->op != CV_TOP_CALL && in->op != CV_TOP_INVOKE) || !in->direct || !in->callee ||
      !tg_targets[cv_target_which(t)].divergence)
    return;
  const cv_builtin_row *row = cv_target_builtin(t, in->callee);
  /* a math row names the library's function: one the module defines
   * computes what its body says */
  if (row && row->kind == CV_BUILTIN_MATH && !in->declared) row = NULL;
  if (row) out->builtin = row->kind;
  else if (in->convergent && in->declared && !in->llvm_reserved) out->builtin = CV_BUILTIN_UNKNOWN;
  else if (in->declared && in->llvm_reserved && tg_foreign_intrinsic(t, in->callee))
    out->builtin = CV_BUILTIN_UNKNOWN;
  if (out->builtin == CV_BUILTIN_ID || (out->builtin == CV_BUILTIN_LANE && !out->source))
    out->source = CV_RULE_BUILTIN;
}

void cv_target_classify(const cv_target *t, const cv_target_fninfo *fn, const cv_target_inst *in,
                        cv_target_class *out) {
  memset(out, 0, sizeof *out);
  switch (cv_target_which(t)) {
  case CV_TARGET_AMDGCN: tg_amdgcn(t, fn, in, out); break;
  case CV_TARGET_NVPTX: tg_nvptx(in, out); break;
  case CV_TARGET_SCALAR: break;
  default: tg_generic(t, fn, in, out); break;
  }
  /* LangRef `nodivergencesource`: the call is no source of divergence of
   * its own (its result still follows its operands).  opt-22 goes further
   * and calls the result uniform whatever the operands, which its own test
   * marks FIXME (docs/findings.md, "nodivergencesource"): not followed. */
  if (in->no_divergence_source && out->source) out->source = CV_RULE_NONE;
  tg_builtin(t, in, out);
  if (out->source) out->uniform = CV_RULE_NONE; /* a source first, as LLVM's initialize() */
}
