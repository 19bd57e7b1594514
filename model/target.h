/* model/target.h — the target model: what a GPU target decides about
 * divergence, one table per target, chosen by the module's target triple
 * (or --mtriple, as opt takes it).  The reader (front/ll.c) asks it about
 * every instruction and argument and records the answer on cv_inst
 * (CV_INST_DIVERGENCE_SOURCE, CV_INST_ALWAYS_UNIFORM, target_rule,
 * uniform_outputs); the static analysis (analysis/), the reference
 * semantics (model/values.c, encode/smt_values.c) and the transform check
 * read those fields, so that all of them follow one table.
 *
 * The tables are written from what LLVM 22 decides (learned from its
 * sources, written anew here; every rule and intrinsic row names the file
 * it comes from) and checked against opt-22 itself: tests/cli/target_opt.sh
 * runs opt-22 -passes='print<uniformity>' on a module with one kernel per
 * intrinsic and rule (tests/cli/target/) and compares.
 *
 *   generic  no target triple: the abstract GPU of docs/design.md §1 (thread-id
 *            intrinsics of both GPU targets are divergence sources, an
 *            unknown call is per thread or deterministic as the reading
 *            `calls` says (model/values.h cv_inst_unknown_call), memory is
 *            read as a function of the address but for stack slots);
 *   amdgcn   AMDGPUTargetTransformInfo.cpp (GCNTTIImpl::isSourceOfDivergence,
 *            isAlwaysUniform, isInlineAsmSourceOfDivergence), the
 *            SourcesOfDivergence / UniformIntrinsics lists of
 *            AMDGPUSearchableTables.td, AMDGPUBaseInfo.cpp
 *            (isArgPassedInSGPR), AMDGPUSubtarget.cpp (single-lane
 *            functions, work-group sizes);
 *   nvptx    NVPTXTargetTransformInfo.cpp (NVPTXTTIImpl::isSourceOfDivergence);
 *   scalar   any other named architecture (x86_64, spirv64, r600, ...):
 *            TargetTransformInfo's default hasBranchDivergence() is false,
 *            and LLVM's uniformity analysis then calls every value uniform.
 *
 * Public prefix cv_target_ (cv_rule_ for the rules); internal tg_. */
#ifndef CV_TARGET_H
#define CV_TARGET_H

#include <stdbool.h>
#include <stdint.h>

/* ---- the rules: why a value is a divergence source or always uniform ----
 * X(ID, what, source): one row per rule of one or more targets. */
#define CV_TARGET_RULES(X)                                                            \
  X(NONE, "", "")                                                                     \
  X(INTRINSIC, "an intrinsic the target lists as a source of divergence",            \
    "AMDGPUSearchableTables.td SourcesOfDivergence; NVPTXTargetTransformInfo.cpp "  \
    "readsThreadIndex/readsLaneId; docs/design.md §1 (generic)")                              \
  X(WORKITEM_YZ, "llvm.amdgcn.workitem.id.y/z where waves do not split the x "     \
    "dimension evenly and that dimension has more than one work-item",             \
    "AMDGPUSubtarget.cpp hasWavefrontsEvenlySplittingXDim, getMaxWorkitemID "      \
    "(checked with opt-22)")                                                        \
  X(LOAD, "a load from memory the target calls thread-private or generic",          \
    "AMDGPUTargetTransformInfo.cpp isSourceOfDivergence (private 5, flat 0); "      \
    "NVPTXTargetTransformInfo.cpp isSourceOfDivergence (generic 0, local 5)")       \
  X(ATOMIC, "an atomic read-modify-write: each thread sees the previous one's write", \
    "AMDGPUTargetTransformInfo.cpp isSourceOfDivergence (atomicrmw, cmpxchg); "     \
    "NVPTXTargetTransformInfo.cpp isSourceOfDivergence (isAtomic: also atomic "      \
    "stores and fences)")                                                             \
  X(CALL, "a call the target cannot see into",                                       \
    "AMDGPUTargetTransformInfo.cpp isSourceOfDivergence (every call and invoke of "  \
    "a function that is not an intrinsic); NVPTXTargetTransformInfo.cpp "             \
    "isSourceOfDivergence (every call instruction, intrinsics included)")            \
  X(ASM_VECTOR, "inline asm with an output in a vector register",                    \
    "AMDGPUTargetTransformInfo.cpp isInlineAsmSourceOfDivergence")                   \
  X(READ_REGISTER, "llvm.read_register of a vector register or of an i1",            \
    "AMDGPUTargetTransformInfo.cpp isReadRegisterSourceOfDivergence")                \
  X(UNIFORM_INTRINSIC, "an intrinsic the target lists as always uniform",            \
    "AMDGPUSearchableTables.td UniformIntrinsics; docs/design.md §1 (generic)")              \
  X(ASM_SCALAR, "inline asm whose outputs are all scalar registers",                 \
    "AMDGPUTargetTransformInfo.cpp isAlwaysUniform / isInlineAsmSourceOfDivergence") \
  X(EXTRACT_UNIFORM, "extractvalue of a uniform output of a divergent call "         \
    "(the exec mask of llvm.amdgcn.if/else, a scalar register of inline asm)",       \
    "AMDGPUTargetTransformInfo.cpp isAlwaysUniform; AMDGPUSearchableTables.td "     \
    "(if/else: the mask uniform, the flag divergent)")                                \
  X(WAVE_INDEX, "llvm.amdgcn.workitem.id.x shifted right or masked by the wave size", \
    "AMDGPUTargetTransformInfo.cpp isAlwaysUniform; AMDGPUSubtarget.cpp "           \
    "hasWavefrontsEvenlySplittingXDim")                                               \
  X(BUILTIN, "a library builtin whose result is the work-item's own "              \
    "(its id, a lane mask, its share of a scan)",                                    \
    "the builtin rows of model/target.c (the OpenCL C specification's work-item "   \
    "and sub-group functions, ROCm-Device-Libs ockl, PTX special registers)")

typedef enum cv_target_rule {
#define CV_TARGET_RULE_ENUM(id, what, source) CV_RULE_##id,
  CV_TARGET_RULES(CV_TARGET_RULE_ENUM)
#undef CV_TARGET_RULE_ENUM
  CV_NRULES
} cv_target_rule;

/* "an atomic read-modify-write: ..." ("" for CV_RULE_NONE). */
const char *cv_rule_what(cv_target_rule r);
/* The LLVM source (or DESIGN section) the rule comes from. */
const char *cv_rule_source(cv_target_rule r);

/* ---- the targets ----------------------------------------------------------- */

typedef enum cv_target_id {
  CV_TARGET_GENERIC = 0,
  CV_TARGET_AMDGCN,
  CV_TARGET_NVPTX,
  CV_TARGET_SCALAR,
  CV_NTARGETS
} cv_target_id;

typedef struct cv_target cv_target;

/* The generic default (no triple). */
const cv_target *cv_target_generic(void);
const cv_target *cv_target_get(cv_target_id id);
/* The table for a target triple as LLVM reads its architecture (the part
 * before the first '-'): amdgcn -> amdgcn; nvptx, nvptx64 -> nvptx; NULL or
 * "" -> generic; any other architecture -> scalar (the caller decides
 * whether LLVM knows it at all: front/ll.c refuses an unknown --mtriple as
 * opt does). */
const cv_target *cv_target_for_triple(const char *triple);
cv_target_id cv_target_which(const cv_target *t);
const char *cv_target_name(const cv_target *t); /* "generic", "amdgcn", ... */

/* ---- functions --------------------------------------------------------------- */

/* Calling conventions, as far as the targets tell them apart. */
typedef enum cv_target_cc {
  CV_CC_OTHER = 0,     /* C, fastcc, ... (a callable function)            */
  CV_CC_AMDGPU_KERNEL, /* amdgpu_kernel                                    */
  CV_CC_SPIR_KERNEL,   /* spir_kernel                                      */
  CV_CC_PTX_KERNEL,    /* ptx_kernel                                       */
  CV_CC_AMDGPU_SHADER  /* amdgpu_vs/ls/hs/es/gs/ps/cs, amdgpu_gfx,
                        * amdgpu_cs_chain(_preserve)                        */
} cv_target_cc;

/* What the reader knows of a function. */
typedef struct cv_target_fn {
  cv_target_cc cc;
  /* !reqd_work_group_size with three operands */
  bool has_reqd;
  uint64_t reqd[3];
  /* "amdgpu-flat-work-group-size"="MIN,MAX" (both whole numbers) */
  bool has_flat;
  uint64_t flat_min, flat_max;
  const char *cpu;      /* "target-cpu" (NULL: none) */
  const char *features; /* "target-features" (NULL: none) */
} cv_target_fn;

/* What the target derives from it. */
typedef struct cv_target_fninfo {
  /* Only one lane can be active: LLVM's hasBranchDivergence(F) is false,
   * every value is uniform (AMDGPUSubtarget.cpp isSingleLaneExecution: the
   * largest work-item id is 0 in every dimension). */
  bool single_lane;
  int wave_log2;           /* lanes per wave: 6 (64) or 5 (32); 0 if none */
  bool x_splits_waves;     /* hasWavefrontsEvenlySplittingXDim(F, false)  */
  bool yz_uniform;         /* hasWavefrontsEvenlySplittingXDim(F, true)   */
  bool dim_one[3];         /* the largest work-item id of dimension d is 0 */
} cv_target_fninfo;

void cv_target_function(const cv_target *t, const cv_target_fn *fn, cv_target_fninfo *out);
/* Is an argument the same in every thread?  (AMDGPUBaseInfo.cpp
 * isArgPassedInSGPR, NVPTXTargetTransformInfo.cpp isSourceOfDivergence on
 * arguments; generic: kernel arguments and inreg ones.) */
bool cv_target_arg_uniform(const cv_target *t, const cv_target_fn *fn, bool inreg, bool byval);

/* ---- instructions --------------------------------------------------------- */

typedef enum cv_target_op {
  CV_TOP_OTHER = 0,
  CV_TOP_LOAD,
  CV_TOP_STORE,
  CV_TOP_ATOMICRMW,
  CV_TOP_CMPXCHG,
  CV_TOP_FENCE,
  CV_TOP_CALL,
  CV_TOP_INVOKE,
  CV_TOP_CALLBR,
  CV_TOP_EXTRACTVALUE,
  CV_TOP_LSHR,
  CV_TOP_ASHR,
  CV_TOP_AND
} cv_target_op;

/* What the reader knows of one instruction. */
typedef struct cv_target_inst {
  cv_target_op op;
  int addrspace;   /* load, store, atomicrmw, cmpxchg: the pointer's         */
  bool atomic;     /* a load or store with an atomic ordering               */
  /* calls (call, invoke, callbr): */
  bool direct;              /* the callee is a function                     */
  const char *callee;       /* its name                                      */
  const char *intrinsic;    /* an intrinsic's name without type suffixes
                             * ("llvm.amdgcn.if"), NULL if it is none or
                             * unknown to LLVM                               */
  bool llvm_reserved;       /* the callee's name starts with "llvm."         */
  const char *asm_constraints; /* inline asm: its constraint string         */
  uint64_t result_i1;       /* bit k: direct output (or result element) k is i1 */
  const char *register_name;/* llvm.read_register: the register's name      */
  bool no_divergence_source;/* the call or its callee has the function
                             * attribute `nodivergencesource`               */
  bool convergent;          /* the call or its callee is `convergent`       */
  bool declared;            /* the callee is declared, not defined, here    */
  /* lshr, ashr, and: operand k (0, 1) is a call of `op_intrinsic[k]`, a
   * constant op_value[k], or `shl X, op_shl[k]` (-1: not a constant shift) */
  const char *op_intrinsic[2];
  bool op_const[2];
  int64_t op_value[2];
  int op_shl[2];
  /* extractvalue: the indices, and what the aggregate is (NULL: not a call) */
  int nindices;
  int index0;
  const struct cv_target_inst *aggregate;
} cv_target_inst;

/* Clears *in for an instruction of kind op (addrspace -1, no operands known). */
void cv_target_inst_init(cv_target_inst *in, cv_target_op op);

/* ---- builtins: what a library function computes -------------------------
 * A GPU program compiled without its device library (clang-22 -nogpulib,
 * -nocudalib) calls the language's work-item and sub-group functions as
 * declared functions: OpenCL C's by their Itanium-mangled names
 * (`_Z12get_local_idj`), HIP's through ROCm's device library (`__ockl_*`).
 * LLVM cannot see into them (on amdgcn and nvptx such a call is a
 * divergence source, rule CALL) and clang marks them all `convergent`.
 * The builtin rows say what each one computes, for the reference
 * semantics (model/values.c); the static analysis keeps LLVM's rules.
 * The reference's k threads are work-items of one sub-group (one wave or
 * warp: the unit LLVM's uniformity is about).
 *
 * X(ID, name, what). */
#define CV_BUILTIN_KINDS(X)                                                          \
  X(NONE, "none", "not a builtin of the table")                                      \
  X(ID, "id", "the work-item's own id or lane mask: a divergence source, the "       \
    "same on every call of one thread")                                               \
  X(UNIFORM, "uniform", "the same in every work-item of the group (ids and sizes "  \
    "of the group, the grid, the sub-group): a function of its arguments")          \
  X(COLLECTIVE, "collective", "convergent: one result for every thread of the "     \
    "converged class (reductions, broadcasts, votes, ballots)")                       \
  X(SHUFFLE, "shuffle", "convergent: a value read from a lane of the converged "    \
    "class, a function of the class and the operands (shuffles, rotations, "         \
    "clustered reductions): uniform when the operands are")                         \
  X(LANE, "lane", "convergent: a result per lane computed from the class "          \
    "(scans, elect): may differ per thread whatever the operands")                  \
  X(BARRIER, "barrier", "convergent, no result: a barrier or a memory fence")       \
  X(MATH, "math", "a math function: each work-item's own result, a function of "     \
    "its operands alone (convergent or not, it communicates with no thread); "       \
    "where LLVM has an intrinsic of the same operation, the same operation")         \
  X(UNKNOWN, "unknown", "a declared convergent function no row names: its result "  \
    "is not modelled, and may differ per thread")

typedef enum cv_builtin_kind {
#define CV_BUILTIN_ENUM(id, name, what) CV_BUILTIN_##id,
  CV_BUILTIN_KINDS(CV_BUILTIN_ENUM)
#undef CV_BUILTIN_ENUM
  CV_NBUILTIN_KINDS
} cv_builtin_kind;

const char *cv_builtin_kind_name(cv_builtin_kind k); /* "id", "uniform", ... */
const char *cv_builtin_kind_what(cv_builtin_kind k);

/* Which threads the language requires to reach a call of the builtin
 * together (what a call under a divergent branch breaks, crosscheck/
 * uniformity.c xc_calls_reached_apart).  X(ID, name, what). */
#define CV_BUILTIN_SCOPES(X)                                                         \
  X(NONE, "none", "no rule of the language on the threads that reach it")          \
  X(WG, "work-group", "every work-item of the work-group, or none (OpenCL C, "      \
    "Work-group Collective Functions)")                                             \
  X(SG, "sub-group", "every work-item of the sub-group, or none (OpenCL C, "        \
    "Subgroup Functions; the non_uniform variants excepted)")                       \
  X(WARP, "warp mask", "every thread its mask names (PTX ISA, the .sync "          \
    "instructions): legal only if the mask names the threads that reach it")

typedef enum cv_builtin_scope {
#define CV_SCOPE_ENUM(id, name, what) CV_SCOPE_##id,
  CV_BUILTIN_SCOPES(CV_SCOPE_ENUM)
#undef CV_SCOPE_ENUM
  CV_NBUILTIN_SCOPES
} cv_builtin_scope;

const char *cv_builtin_scope_name(cv_builtin_scope s); /* "work-group", ... */

typedef struct cv_builtin_row {
  const char *name;   /* the function's name (OpenCL: the unmangled name)   */
  bool mangled;       /* matched inside an Itanium mangling, every overload:
                       * "_Z<len><name><parameter types>"                    */
  cv_builtin_kind kind;
  cv_builtin_scope scope; /* the threads that must reach it together    */
  unsigned targets;   /* bit (1 << cv_target_id): the targets it applies to */
  const char *source; /* where the row comes from                           */
} cv_builtin_row;

/* The operation a math function computes, as the name of the LLVM
 * intrinsic of that operation without "llvm." and the type suffix
 * ("sqrt", "fmuladd", "minnum"), for OpenCL C's math builtins (mangled,
 * `_Z4sqrtf`, every overload) and for those intrinsics themselves
 * (`llvm.sqrt.f32`); for another math builtin (no such intrinsic: rsqrt,
 * tan) its own name; NULL for anything else.  Two calls with the same
 * operation, result type and operands compute the same value: what
 * AMDGPUSimplifyLibCalls takes as given when it replaces the one by the
 * other (the library's precision aside, which is no convergence question). */
const char *cv_builtin_math_op(const char *callee);

/* Every builtin row (for the tests and the documentation). */
const cv_builtin_row *cv_target_builtins(int *n);
/* The row for a call of `callee` on target t, NULL if none (or NULL). */
const cv_builtin_row *cv_target_builtin(const cv_target *t, const char *callee);
/* The scope of the first row naming callee on any target (the language's
 * rule does not depend on the target); CV_SCOPE_NONE if no row does. */
cv_builtin_scope cv_builtin_scope_of(const char *callee);

/* The target's verdict on one instruction. */
typedef struct cv_target_class {
  cv_target_rule source;    /* != NONE: a divergence source, and why       */
  cv_target_rule uniform;   /* != NONE: uniform whatever its operands, why */
  uint32_t uniform_outputs; /* a divergent call returning a struct: bit k
                             * set when output k is uniform nevertheless    */
  /* a direct call: its builtin row's kind; CV_BUILTIN_UNKNOWN for a
   * declared convergent callee that is no intrinsic and has no row (on a
   * target with divergence); else CV_BUILTIN_NONE */
  cv_builtin_kind builtin;
} cv_target_class;

/* fn: the function's cv_target_function (must not be NULL).  The rules
 * only: in a single-lane function (fn->single_lane) the caller drops them,
 * since the target then calls every value uniform. */
void cv_target_classify(const cv_target *t, const cv_target_fninfo *fn,
                        const cv_target_inst *in, cv_target_class *out);

/* ---- the intrinsic rows (for the tests and the documentation) ------------- */
typedef enum cv_intrinsic_kind {
  CV_INTR_SOURCE = 0, /* a divergence source                              */
  CV_INTR_UNIFORM,    /* always uniform                                   */
  CV_INTR_MASK,       /* a source whose output 1 (the mask) is uniform    */
  CV_INTR_WORKITEM_Y, /* a source unless waves split x evenly or the y    */
  CV_INTR_WORKITEM_Z  /* (z) dimension has one work-item                  */
} cv_intrinsic_kind;

typedef struct cv_intrinsic_row {
  const char *name;   /* an intrinsic's name; ending in '.': every name with that prefix */
  cv_intrinsic_kind kind;
  const char *source; /* where the row comes from */
} cv_intrinsic_row;

/* The rows of a target's table (NULL, 0 for targets without one). */
const cv_intrinsic_row *cv_target_intrinsics(const cv_target *t, int *n);
/* The row that decides intrinsic `name` (exact rows before prefix rows),
 * NULL if none. */
const cv_intrinsic_row *cv_target_intrinsic(const cv_target *t, const char *name);

#endif
