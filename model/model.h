/* model/ — the formal model: programs (one function's CFG), dominators,
 * cycles and cycle hierarchies, traces, convergence.  Prefix: cv_.
 *
 * Every function that implements a definition cites it by document and
 * section:  [CT] = CycleTerminology.rst,  [CU] = ConvergenceAndUniformity.rst,
 * [CO] = ConvergentOperations.rst; the design: docs/design.md. */
#ifndef CV_MODEL_H
#define CV_MODEL_H

#include "base/base.h"
#include "model/target.h"
#include "model/readings.h" /* the open choices of the spec: cv_readings */

/* ======================================================================
 * Programs  (docs/design.md §1)
 * ====================================================================== */

typedef struct cv_program cv_program; /* one function: a CFG with an entry */
typedef struct cv_module cv_module;   /* the functions of one input file    */

/* How a block's terminator chooses among its successors. */
typedef enum cv_branch {
  CV_BRANCH_NONE = 0,   /* fewer than two successors                        */
  CV_BRANCH_UNIFORM,    /* .cfg: same direction in every thread per visit #  */
  CV_BRANCH_DIVERGENT,  /* .cfg: free per thread and visit                    */
  CV_BRANCH_VALUE       /* .ll: decided by the condition operand's value      */
} cv_branch;

/* Instruction kinds the semantics distinguish (docs/design.md §1, §5). */
typedef enum cv_op {
  CV_OP_OTHER = 0,  /* deterministic pure operation on its operands          */
  CV_OP_PHI,
  CV_OP_BR,
  CV_OP_SWITCH,
  CV_OP_RET,
  CV_OP_UNREACHABLE,
  CV_OP_TERMINATOR, /* another terminator (callbr, invoke, ...)             */
  CV_OP_CALL,       /* a call; see flags and token fields                     */
  CV_OP_LOAD,       /* reads memory: opaque                                   */
  CV_OP_STORE
} cv_op;

/* Token-defining intrinsics of [CO] "Convergence Control Intrinsics". */
typedef enum cv_token {
  CV_TOKEN_NONE = 0,
  CV_TOKEN_ENTRY,  /* llvm.experimental.convergence.entry  */
  CV_TOKEN_ANCHOR, /* llvm.experimental.convergence.anchor */
  CV_TOKEN_LOOP,   /* llvm.experimental.convergence.loop   */
  /* Experimental (`--experimental iterating-anchor`): the "iterating
   * anchor" proposed in the blog post "A New Type of Convergence
   * Control Intrinsic?"; no LLVM intrinsic exists.  An anchor whose
   * repeated encounters inside the dominance region of its block keep
   * the convergence of the previous encounter (model/tokens.c). */
  CV_TOKEN_ITERATING
} cv_token;

enum {
  CV_INST_CONVERGENT = 1u << 0,        /* call with the convergent attribute */
  CV_INST_DIVERGENCE_SOURCE = 1u << 1, /* distinct per thread (thread id)    */
  CV_INST_ALWAYS_UNIFORM = 1u << 2,    /* equal in every thread              */
  CV_INST_READNONE = 1u << 3,          /* no side effects                    */
  CV_INST_HAS_RESULT = 1u << 4,        /* defines a (non-void) value         */
  /* A source for the static analysis only: a call the target makes a
   * divergence source (model/target.h rule CALL: AMDGPU's non-intrinsic
   * calls, every NVPTX call; rule BUILTIN: a scan) where the reference
   * knows more.  The static analysis counts it a source, as LLVM's does;
   * the reference keeps the call's meaning: a convergent call communicates
   * with the threads that execute it together ([CO] "Convergent
   * Operations"), so the transform check still compares whom it
   * communicates with, and its result is what its builtin row says
   * (cv_inst.builtin) or, with no row, not modelled (docs/design.md §1,
   * §5); a builtin that is not convergent is what its row says. */
  CV_INST_OPAQUE_CONVERGENT = 1u << 5
};

/* Poison-generating flags of an instruction (LLVM LangRef, "Poison Values"
 * and each instruction's section): where the flag's condition is violated
 * the result is poison (model/values.c cv_eval_poison, encode/smt_inputs.c). */
enum {
  CV_PF_NUW = 1u << 0,      /* add sub mul shl trunc: no unsigned wrap    */
  CV_PF_NSW = 1u << 1,      /* add sub mul shl trunc: no signed wrap      */
  CV_PF_EXACT = 1u << 2,    /* udiv sdiv lshr ashr: no remainder          */
  CV_PF_DISJOINT = 1u << 3, /* or: no common set bit                      */
  CV_PF_NNEG = 1u << 4,     /* zext uitofp: the operand is not negative   */
  CV_PF_SAMESIGN = 1u << 5, /* icmp: the operands have the same sign      */
  CV_PF_INBOUNDS = 1u << 6  /* getelementptr: read, not modelled (the
                             * allocated object's bounds are not known)   */
};

typedef enum cv_value_kind {
  CV_VALUE_NONE = 0,
  CV_VALUE_INST,   /* index = instruction index in the program */
  CV_VALUE_ARG,    /* index = argument number                  */
  CV_VALUE_CONST,  /* text = printed constant                  */
  CV_VALUE_GLOBAL, /* text = name                              */
  CV_VALUE_BLOCK   /* index = block (label operand)            */
} cv_value_kind;

typedef struct cv_value {
  cv_value_kind kind;
  int index;
  const char *text;
} cv_value;

typedef struct cv_inst {
  int index;          /* in the program, 0-based, in block order          */
  int block;
  cv_op op;
  unsigned flags;     /* CV_INST_* */
  const char *name;   /* result name without '%' (NULL if none)           */
  const char *opcode; /* "add", "icmp", callee name for calls, ...        */
  const char *text;   /* the instruction as written (for printing), or NULL */
  const char *opkey;  /* what it computes, apart from its operands: opcode,
                       * predicate, result type ("icmp slt i1", "add i32");
                       * equal keys on equal operands give equal values.
                       * NULL: only this instruction computes it. */
  int nops;
  cv_value *ops;      /* operands (for a phi: incoming values)            */
  int *phi_blocks;    /* for a phi: incoming block of ops[i]              */
  cv_token token_def; /* defines a convergence token                       */
  int token_use;      /* instruction defining its convergencectrl token, -1 */
  cv_value called;    /* an indirect call: the called value (kind NONE if direct) */
  /* A call to a declared function whose result carries `range(iN lo, hi)`
   * (LLVM gives its GPU thread-id intrinsics range(i32 0, 1024)): the
   * result is in [lo, hi) (wrapping when lo >= hi, as LLVM's ConstantRange). */
  bool has_range;
  int64_t range_lo, range_hi;
  /* The "convergencectrl" operand bundles as written (.ll; [CO] "Dynamic
   * Instances and Convergence Tokens"), for the static rules: how many the
   * call carries, how many operands the first one has, and that first
   * operand (token_use is set only when it is an instruction). */
  int ctrl_bundles;
  int ctrl_inputs;
  cv_value ctrl_token;
  bool ctrl_token_typed; /* that operand has LLVM type `token` */
  int line, col;      /* where it is written (0 if unknown)               */
  /* ---- what the target says (model/target.h; .ll only) -----------------
   * A load, store, atomicrmw or cmpxchg: the address space of the pointer
   * it accesses (0 = flat / generic; AMDGPU: 1 global, 3 local, 4 constant,
   * 5 private; NVPTX: 1 global, 3 shared, 4 constant, 5 local); -1 for any
   * other instruction. */
  int addrspace;
  /* A load or store with an atomic ordering (`load atomic`, `store atomic`). */
  bool atomic;
  /* A load, store, atomicrmw or cmpxchg: the alignment it states, in
   * bytes (LangRef 'load', 'store': an address that is not a multiple of
   * it is undefined behaviour); 0 for any other instruction or none. */
  unsigned align;
  /* Why the target makes the result a divergence source (target_source)
   * or uniform whatever the operands (target_uniform); CV_RULE_NONE when
   * it does neither.  They are kept when the function runs a single lane,
   * where no flag is set (cv_program_single_lane). */
  cv_target_rule target_source, target_uniform;
  /* A divergence source returning a struct: bit k set when the target
   * makes output k uniform nevertheless (the exec mask of
   * llvm.amdgcn.if/else, an SGPR output of inline asm); an extractvalue of
   * it is then CV_INST_ALWAYS_UNIFORM. */
  uint32_t uniform_outputs;
  /* extractvalue / insertvalue with a single index: that index; -1 else. */
  int extract_index;
  /* A load, a store: the type of the value read or written; an alloca:
   * the allocated type (as LLVM prints it, "i32"); NULL for any other
   * instruction.  The reference's stack slots (model/values.c) compare
   * them: an access of another type than the slot's is not resolved. */
  const char *mem_type;
  /* A direct call: what the target's builtin rows say the callee computes
   * (model/target.h "builtins"; CV_BUILTIN_UNKNOWN: a declared convergent
   * callee no row names); CV_BUILTIN_NONE for anything else. */
  cv_builtin_kind builtin;
  /* Its poison-generating flags (CV_PF_*; .ll only, 0 otherwise). */
  unsigned poison;
} cv_inst;

cv_module *cv_module_new(const char *path);
/* The target the module was read for (model/target.h; default: generic),
 * and the triple that chose it ("" when none: no triple in the module and
 * no --mtriple). */
void cv_module_set_target(cv_module *m, const cv_target *t, const char *triple);
const cv_target *cv_module_target(const cv_module *m);
const char *cv_module_triple(const cv_module *m);
/* A module read from IR that LLVM's verifier rejects (front/ reads one only
 * when asked: fe_ll_opts.keep_invalid): the verifier's first complaint with
 * its place, "FILE:LINE:COL: error: MESSAGE"; NULL when the module is valid (or
 * did not come from IR). */
const char *cv_module_invalid(const cv_module *m);
void cv_module_set_invalid(cv_module *m, const char *why);
void cv_module_free(cv_module *m);
const char *cv_module_path(const cv_module *m);
/* The name the module's file goes by in what is shown to a user, when it
 * is not its path: "<stdin>" for a FILE '-' that the CLI read into a
 * scratch file (opt and FileCheck say so too).  The path stays the file
 * that is read (audit hands it to opt); text that ends up in a verdict, a
 * report or the store names cv_module_shown.  Default: the path. */
void cv_module_set_shown(cv_module *m, const char *name);
const char *cv_module_shown(const cv_module *m);
/* Adds a program; returns NULL (and fills err) if the name is taken. */
cv_program *cv_module_add(cv_module *m, const char *name, int line, int col,
                          cc_error *err);
int cv_module_count(const cv_module *m);
cv_program *cv_module_program(const cv_module *m, int i);
cv_program *cv_module_find(const cv_module *m, const char *name);

/* Building a program.  Blocks are numbered in the order added; the entry is
 * block 0 unless cv_program_set_entry says otherwise. */
int cv_program_add_block(cv_program *p, const char *name, int line, int col);
/* Room for nblocks blocks and ninsts instructions in all, made at once
 * (a reader that knows the sizes saves the arrays' growth; optional). */
void cv_program_reserve(cv_program *p, int nblocks, int ninsts);
int cv_program_find_block(const cv_program *p, const char *name);
void cv_program_add_succ(cv_program *p, int from, int to);
void cv_program_set_branch(cv_program *p, int block, cv_branch kind);
void cv_program_set_entry(cv_program *p, int block);
/* The order in which block b's predecessors are listed (one entry per
 * edge).  By default they follow the blocks' order; the .ll reader passes
 * LLVM's use-list order, which GenericCycleInfo's walk follows, so that
 * printed cycles match opt's block for block.  Must be the same multiset
 * as the edges into b (checked by cv_program_finish). */
void cv_program_set_preds(cv_program *p, int block, const int *preds, int n);
/* A zeroed instruction appended to `block` (token_use = -1). */
cv_inst *cv_program_add_inst(cv_program *p, int block);
/* Allocates in the program's arena (strings and operand arrays). */
void *cv_program_alloc(cv_program *p, size_t n);
const char *cv_program_strdup(cv_program *p, const char *s);
void cv_program_set_arg_count(cv_program *p, int n);
/* Argument i is the same in every thread (a kernel's arguments, an
 * `inreg` argument) or may differ (a callable function's, as LLVM's AMDGPU
 * and NVPTX targets treat them).  Default: uniform. */
void cv_program_set_arg_uniform(cv_program *p, int i, bool uniform);
bool cv_program_arg_uniform(const cv_program *p, int i);
/* How an argument is printed ("i1 %entry_cond"); default "arg N". */
void cv_program_set_arg_text(cv_program *p, int i, const char *text);
const char *cv_program_arg_text(const cv_program *p, int i);
/* Whether the function has the `convergent` attribute ([CO] "Convergent
 * Operations"): 1 yes, 0 no, -1 not stated (the default; .cfg programs). */
void cv_program_set_convergent(cv_program *p, bool convergent);
int cv_program_convergent(const cv_program *p);
/* The function runs a single lane (model/target.h cv_target_fninfo): the
 * target calls every value uniform, and the reader sets no divergence
 * source and no divergent argument.  Default false. */
void cv_program_set_single_lane(cv_program *p, bool single);
bool cv_program_single_lane(const cv_program *p);
/* The function has local linkage (LLVM's internal or private): only its
 * module calls it (front/ll.c from LLVMGetLinkage; .cfg: never). */
void cv_program_set_local(cv_program *p, bool local);
bool cv_program_local(const cv_program *p);
/* Some pointer argument is `noalias` (LangRef, "Parameter Attributes"):
 * the memory model does not use it -- addresses through it may alias
 * others -- so a verdict resting on memory contents is no verdict then.
 * Default false. */
void cv_program_set_noalias_arg(cv_program *p, bool any);
bool cv_program_noalias_arg(const cv_program *p);
/* The callees of p's calls that are declared, convergent and named by no
 * builtin row of the target (cv_inst.builtin == CV_BUILTIN_UNKNOWN: their
 * results are not modelled), each once, in the order of their first call:
 * appended to *out unless already there (copies the caller frees with
 * cc_strs_free); returns how many p has. */
int cv_program_unknown_builtins(const cv_program *p, cc_strs *out);
/* The target of the program's module. */
const cv_target *cv_program_target(const cv_program *p);
/* Seals the program: computes predecessors and reachability.  Fails (with
 * err naming the program) if it has no blocks. */
bool cv_program_finish(cv_program *p, cc_error *err);

/* Reading a program. */
const char *cv_program_name(const cv_program *p);
const char *cv_program_file(const cv_program *p);
/* Its module's cv_module_shown: the file's name in text a user reads. */
const char *cv_program_shown_file(const cv_program *p);
int cv_program_line(const cv_program *p);
int cv_program_nblocks(const cv_program *p);
int cv_program_entry(const cv_program *p);
int cv_program_nargs(const cv_program *p);
const char *cv_block_name(const cv_program *p, int b);
int cv_block_line(const cv_program *p, int b);
const int *cv_block_succs(const cv_program *p, int b, int *n);
const int *cv_block_preds(const cv_program *p, int b, int *n);
bool cv_block_has_succ(const cv_program *p, int from, int to);
/* Does block b's branch decide anything: two different successors?  A
 * `ret` or a branch to one block has no condition: uniform, always. */
bool cv_block_decides(const cv_program *p, int b);
cv_branch cv_block_branch(const cv_program *p, int b);
bool cv_block_reachable(const cv_program *p, int b);
const int *cv_block_insts(const cv_program *p, int b, int *n);
int cv_program_ninsts(const cv_program *p);
const cv_inst *cv_program_inst(const cv_program *p, int i);
int cv_program_find_inst(const cv_program *p, const char *name);

/* ======================================================================
 * Dominators  (docs/design.md §2; used by [CT] "Closed Paths and Cycles")
 * ====================================================================== */

typedef struct cv_domtree cv_domtree;

/* Dominator tree (post = false) or post-dominator tree (post = true) over the
 * reachable blocks.  Post-dominance uses a virtual exit joined from every
 * block without successors; a block that cannot reach it has no ipdom. */
cv_domtree *cv_domtree_new(const cv_program *p, bool post);
void cv_domtree_free(cv_domtree *t);
/* Immediate (post-)dominator, -1 for the root and for unreachable blocks;
 * for post-dominators -1 also means "the virtual exit". */
int cv_domtree_idom(const cv_domtree *t, int b);
/* a (post-)dominates b (reflexive). */
bool cv_domtree_dominates(const cv_domtree *t, int a, int b);
/* Instruction d strictly dominates instruction i (dt: p's dominator tree):
 * both in reachable blocks, d earlier in i's block or in a block that
 * dominates i's (SSA's "definition dominates the use"). */
bool cv_inst_dominates(const cv_program *p, const cv_domtree *dt, int d, int i);

/* ======================================================================
 * Cycles and cycle hierarchies  ([CT] "Cycles")
 * ====================================================================== */

typedef struct cv_cycle {
  int header;
  int depth;        /* 1 for top-level cycles                          */
  int parent;       /* index of the parent cycle, -1 if top-level      */
  int nentries;
  int *entries;     /* header first, then the other entries            */
  int nblocks;
  int *blocks;      /* every block of the cycle, in the order printed   */
  cc_word *member;  /* bitset over blocks                               */
} cv_cycle;

typedef struct cv_hierarchy cv_hierarchy;

/* The forest found by one depth-first search ([CT] "Cycles", items 1-5),
 * computed the way LLVM's GenericCycleInfo computes it: the search explores
 * a block's last successor first, headers are found in reverse preorder.
 * This one reproduces `opt -passes='print<cycles>'`. */
cv_hierarchy *cv_cycles_llvm(const cv_program *p);

/* The forest for an explicit DFS: preorder[i] is the i-th block visited,
 * and end[b] the largest preorder number (1-based) in b's subtree, start[b]
 * its own preorder number (1-based, 0 = not visited). */
cv_hierarchy *cv_cycles_from_dfs(const cv_program *p, const int *preorder,
                                 int nvisited, const int *start,
                                 const int *end);

void cv_hierarchy_free(cv_hierarchy *h);
int cv_hierarchy_ncycles(const cv_hierarchy *h);
/* Cycles in print order: a depth-first walk of the forest. */
const cv_cycle *cv_hierarchy_cycle(const cv_hierarchy *h, int i);
/* Innermost cycle containing b, or -1. */
int cv_hierarchy_innermost(const cv_hierarchy *h, int b);
/* Headers of the cycles containing b, outermost first; returns the count. */
int cv_hierarchy_headers_of(const cv_hierarchy *h, int b, const int **headers);
/* Is b the header of some cycle? */
bool cv_hierarchy_is_header(const cv_hierarchy *h, int b);
/* A key equal for equal forests: the set of (header, block set). */
const char *cv_hierarchy_key(const cv_hierarchy *h);
/* Lines "depth=N: entries(A B) C D" indented 4 spaces per depth, as
 * `opt -passes='print<cycles>'` prints them. */
void cv_hierarchy_print_llvm(const cv_hierarchy *h, const cv_program *p,
                             cc_buf *out);
/* One line: "{A B C} header A; {B C} header C ..." (outer first). */
void cv_hierarchy_print_short(const cv_hierarchy *h, const cv_program *p,
                              cc_buf *out);

typedef CC_STACK(cv_hierarchy *) cv_hierarchies;

/* Which hierarchies are enumerated: cv_hier_mode, a reading (model/readings.h). */

typedef struct cv_enum_stats {
  uint64_t steps;      /* realizable: regions solved; all-entries: choices  */
  bool truncated;      /* a limit stopped the enumeration: incomplete       */
  bool timed_out;      /* ... the deadline did (then also truncated)        */
} cv_enum_stats;

typedef struct cv_enum_limits {
  uint64_t max;        /* hierarchies kept at most, the first ones (0: all) */
  double deadline;     /* cc_now() seconds; 0: none                         */
} cv_enum_limits;

/* Every distinct hierarchy (deduplicated by cv_hierarchy_key), appended to
 * out: the forests of [CT] "Cycles" one per depth-first search, over which
 * [CU] "Dependence on Cycles Headers" makes the relation depend.
 * Realizable: in the order of the first search (LLVM's order of trying
 * successors) that gives each, so the first is always the one of
 * cv_cycles_llvm, and each prints as that search finds it; computed by
 * regions, not by searches (docs/design.md §2).  All-entries: in the order
 * of the choices of headers, cycles taken last-found first, entries in
 * block order.  A CFG whose cycles all have one entry has one hierarchy,
 * found by one search.  Keeps at most max hierarchies, the first ones (0:
 * all; more: stats->truncated).  With max 0, an enumeration too large to
 * hold is an error (false, err set, nothing appended): the callers need
 * every hierarchy.  Never recurses as deep as the CFG. */
bool cv_hierarchies_enumerate(const cv_program *p, cv_hier_mode mode,
                              uint64_t max, cv_hierarchies *out,
                              cv_enum_stats *stats, cc_error *err);
/* The same under limits: when one stops the enumeration (more than
 * lim->max hierarchies; the deadline; an enumeration too large to hold),
 * stats->truncated is set and out holds only some (realizable cut by the
 * deadline or the size: LLVM's alone; all-entries: the first found, or
 * LLVM's as all-entries builds it); callers then report unknown.  Returns
 * true. */
bool cv_hierarchies_enumerate_by(const cv_program *p, cv_hier_mode mode,
                                 const cv_enum_limits *lim, cv_hierarchies *out,
                                 cv_enum_stats *stats, cc_error *err);
void cv_hierarchies_free(cv_hierarchies *hs);

/* ======================================================================
 * Traces and dynamic instances  ([CU] "Threads and Dynamic Instances")
 * ====================================================================== */

/* A thread's trace: the blocks it executes, from the entry.  A dynamic
 * instance is (thread, position). */
typedef struct cv_trace {
  int len;
  int *blocks;
} cv_trace;

/* The bounds' one default, in every command and engine: k threads, each
 * trace at most L block executions (docs/design.md §3, §6). */
enum { CV_DEFAULT_THREADS = 2, CV_DEFAULT_BOUND = 12 };
/* ... and the bounds every engine accepts. */
enum { CV_MIN_THREADS = 2, CV_MAX_THREADS = 4, CV_MIN_BOUND = 1, CV_MAX_BOUND = 64 };
/* Checks what an engine (`who`) is asked to run on p: the bounds above
 * (2, 3 or 4 threads, L from 1 to 64 block executions) and readings it implements
 * (cv_readings_check); the error names p's file and the option as the
 * command line spells it. */
bool cv_bounds_check(const cv_program *p, int k, int L, const cv_readings *rd,
                     const cv_reading_support supported, const char *who, cc_error *err);

typedef struct cv_tuple {
  int k;            /* number of threads */
  cv_trace *thread;
} cv_tuple;

/* The largest tuple whose relation is computed from given traces (converge,
 * cases): the fixed point of maximal converged-with works on pairs of
 * instances.  The engines' own tuples (k <= 4, L <= 64) are far below. */
#define CV_MAX_TUPLE_THREADS 64
#define CV_MAX_TUPLE_INSTANCES 2048

/* Checks that every trace starts at the entry and follows edges, and the
 * size of the tuple (CV_MAX_TUPLE_THREADS, CV_MAX_TUPLE_INSTANCES); the error
 * names the thread and the step.  A trace is one thread's path through the
 * CFG; its positions are the dynamic instances of [CU] "Threads and Dynamic
 * Instances" (at block granularity). */
bool cv_tuple_check(const cv_program *p, const cv_tuple *t, cc_error *err);
/* Parses "Entry H B L" into a trace (names separated by spaces, commas or
 * "->"); the error names the unknown block. */
bool cv_trace_parse(const cv_program *p, const char *text, cv_trace *out,
                    cc_error *err);
void cv_tuple_free(cv_tuple *t);
/* The bound a witness's tuple needs: its longest trace (block executions);
 * a witness states this L, not the bound it was searched within
 * (docs/design.md, "The words of a verdict"). */
int cv_tuple_longest(const cv_tuple *t);
/* The numbering of t's dynamic instances ([CU] "Threads and Dynamic
 * Instances"): thread-major, id = off[thread] + position.  Allocates and
 * fills *off (k + 1 entries, off[k] = n) and, for each id, its thread,
 * position and block (pos_of may be NULL: not wanted); returns n. */
int cv_tuple_number(const cv_tuple *t, int **off, int **thread_of, int **pos_of,
                    int **block_of);

/* ======================================================================
 * Convergence  ([CU] "Convergence", "Maximal Convergence")
 * ====================================================================== */

typedef struct cv_relation cv_relation;

/* The maximal converged-with relation of [CU] "Maximal Convergence" for the
 * hierarchy h over the tuple t, in the readings rd: convergence-before
 * (rd->cb) and the fixed point (rd->fixpoint): the least (docs/design.md §4; also
 * for unique-check, whose caller asks for the greatest too) or the
 * greatest, where rounds start from every same-block pair and drop each
 * pair whose condition fails. */
cv_relation *cv_maximal_converged_with(const cv_program *p,
                                       const cv_hierarchy *h,
                                       const cv_tuple *t,
                                       const cv_readings *rd) CV_READINGS_ARG(4);
/* The least fixed point computed the plain way: rounds that recompute
 * convergence-before from scratch and add every pair whose condition holds
 * (docs/design.md §4, literally).  cv_maximal_converged_with gets the same result
 * faster for the literal reading (incremental closure, last header
 * instance only); the tests compare the two.  Reads rd->cb only. */
cv_relation *cv_maximal_converged_with_rounds(const cv_program *p,
                                              const cv_hierarchy *h,
                                              const cv_tuple *t,
                                              const cv_readings *rd) CV_READINGS_ARG(4);
/* Do two relations over the same tuple relate the same pairs? */
bool cv_relation_same(const cv_relation *a, const cv_relation *b);
/* A given converged-with relation: columns[i] lists the instances of one
 * class as (thread, position) pairs, flattened; used to evaluate
 * convergence-before for relations the spec assumes. */
cv_relation *cv_relation_from_classes(const cv_program *p, const cv_tuple *t,
                                      int nclasses, const int *class_of,
                                      const cv_readings *rd) CV_READINGS_ARG(5);
void cv_relation_free(cv_relation *r);

int cv_relation_ninstances(const cv_relation *r);
/* Instance numbering: thread-major, id = offset(thread) + position. */
int cv_relation_instance(const cv_relation *r, int thread, int pos);
void cv_relation_locate(const cv_relation *r, int id, int *thread, int *pos);
bool cv_converged_with(const cv_relation *r, int a, int b);
bool cv_convergence_before(const cv_relation *r, int a, int b);
/* Converged-with is transitive (docs/design.md §4: checked, never assumed). */
bool cv_relation_transitive(const cv_relation *r);
/* Convergence-before is a strict partial order (irreflexive). */
bool cv_relation_consistent(const cv_relation *r);

/* Columns: the classes of (the transitive closure of) the relation, ordered
 * left to right as the spec's tables order them: each thread's instances
 * appear in execution order; among the columns that may come next, the one
 * holding the next instance of the lowest-numbered thread.  Returns the
 * number of columns; col_of[id] receives each instance's column.  If no
 * such order exists (inconsistent relation), columns follow first
 * appearance and the function returns -ncolumns. */
int cv_relation_columns(const cv_relation *r, int *col_of);

/* The label of the num-th instance (1-based) of block b: the spec's
 * notation, name + number (H1, Entry2), when every block name of p is
 * letters and '_' only, as the spec's figures are; otherwise NAME#num for
 * every block of p (if.end.2#1, if.false#2, B1#3), since a name + number
 * could there read as another block's name (clang's if.end2, our
 * if.false.2), and '#' is in no .cfg block name and no unquoted LLVM one
 * (docs/design.md §3, "Instance labels"). */
void cv_instance_label(const cv_program *p, int b, int num, char *label, size_t size);
/* Where two programs are shown together (a transform's BEFORE and AFTER:
 * its text, --dot, the HTML report), one notation for both: NAME#num when
 * either program needs it (docs/design.md §3, "Instance labels").  The
 * same as cv_instance_label, the choice made over p and partner (NULL: p
 * alone); cv_instance_labels_hashed says which notation that is. */
bool cv_instance_labels_hashed(const cv_program *p, const cv_program *partner);
void cv_instance_label_with(const cv_program *p, const cv_program *partner, int b, int num,
                            char *label, size_t size);

/* Labels as cv_instance_label writes them, numbered in column order
 * (H1 H2 | H3 H4 | H5).  label is filled for instance id. */
void cv_relation_label(const cv_relation *r, const int *col_of, int id,
                       char *label, size_t size);
/* The same, the notation chosen with partner's (cv_instance_label_with). */
void cv_relation_label_with(const cv_relation *r, const cv_program *partner, const int *col_of,
                            int id, char *label, size_t size);

/* The table in the spec's notation (an RST grid table, one column per
 * class, numbered 1..n). */
void cv_relation_print_table(const cv_relation *r, cc_buf *out);
/* The same, each instance id with marked[id] labelled with a '*' after its
 * name ("entry1*"): where a caller's legend points (marked NULL: none). */
void cv_relation_print_table_marked(const cv_relation *r, const bool *marked, cc_buf *out);
/* The same, each instance labelled by its occurrence in numbering's columns
 * (another relation of the same tuple: another hierarchy's, the given
 * relation's), so that the tables of one output number each dynamic
 * instance alike (a new user matched hierarchy 1's Q3 with hierarchy 2's
 * Q3, another instance); numbering NULL or of other instances: r's own. */
void cv_relation_print_table_numbered(const cv_relation *r, const bool *marked,
                                      const cv_relation *numbering, cc_buf *out);
/* The same, the labels' notation chosen with partner's, the program shown
 * beside r's (cv_instance_label_with; NULL: r's program alone). */
void cv_relation_print_table_with(const cv_relation *r, const bool *marked,
                                  const cv_relation *numbering, const cv_program *partner,
                                  cc_buf *out);

/* Why two instances of the same block are not converged, in the spec's
 * words: "B1 and B2 are not converged due to H4, which is not
 * convergence-before B1".  Appends nothing and returns false if they are
 * converged or are not instances of one block in different threads.
 * culprits (optional) receives the header instances that break the
 * condition; returns their count through ncul. */
bool cv_relation_why(const cv_relation *r, int a, int b, cc_buf *out,
                     int *culprits, int *ncul, int maxcul);
/* The same, with the labels of cv_relation_print_table_numbered. */
bool cv_relation_why_numbered(const cv_relation *r, const cv_relation *numbering, int a, int b,
                              cc_buf *out, int *culprits, int *ncul, int maxcul);

/* The same least fixed point (in rd->cb) with given converged pairs
 * (instance ids) that take part in convergence-before only, and an extra
 * condition that every added pair must meet (NULL: none).  Used for the
 * controlled relation ([CO] "Controlled Maximal Convergence"; [CU]
 * "Controlled Convergence": the tokens' dynamic rules take precedence over
 * the maximal converged-with relation). */
cv_relation *cv_maximal_converged_with_given(
    const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
    const cv_readings *rd, int npairs, const int *pairs,
    bool (*allow)(void *arg, int a, int b), void *allow_arg) CV_READINGS_ARG(4);

/* ======================================================================
 * Convergence control tokens  ([CO] "Dynamic Instances and Convergence
 * Tokens", "Convergence Control Intrinsics", "Controlled Maximal
 * Convergence"; docs/design.md §4)
 * ====================================================================== */

/* Is the convergence of this token definition (at least when first
 * encountered) implementation-defined, i.e. chosen by the engines: the
 * anchor ([CO] "llvm.experimental.convergence.anchor") and the
 * experimental iterating anchor? */
bool cv_token_implementation_defined(cv_token k);

/* The experimental iterating anchor (the blog post "A New Type of
 * Convergence Control Intrinsic?": "When threads encounter the iterating
 * anchor again without leaving the dominance region of its containing
 * basic block, they are converged if and only if they were converged
 * during their previous encounter").  The instance of block `pos` of trace
 * tr is a *continuation* when the thread executed the anchor's block
 * before and every block it executed in between is dominated by the
 * anchor's block (dt: the dominator tree of p); then the position of that
 * previous encounter is returned.  -1: a first encounter or a re-entry
 * into the dominance region (implementation-defined, as an anchor). */
int cv_iterating_previous(const cv_program *p, const cv_domtree *dt, const cv_trace *tr,
                          int block, int pos);

/* Does the program define or use a convergence token? */
bool cv_program_has_tokens(const cv_program *p);
/* Is the instruction one whose convergence the tokens decide: a token
 * definition, or a convergent operation with a token operand? */
bool cv_inst_controlled(const cv_inst *I);
/* Checks what the dynamic rules need: every token operand names a token
 * definition, loop has one and entry/anchor none, no token chain loops
 * back on itself.  The error names the instruction. */
bool cv_tokens_check(const cv_program *p, cc_error *err);
/* Block b lies in the convergence region of the token defined by
 * instruction def ([CO] "Convergence Regions"), at block granularity:
 * def's block, if the token has a use, or a block strictly dominated by
 * def's block from whose start a use is reachable without passing def. */
bool cv_token_region_contains_block(const cv_program *p, int def, int b);

/* A constraint on the anchors' choice: the instances of instruction inst
 * in (t1, p1) and (t2, p2) (thread, block position) are (not) converged. */
typedef struct cv_anchor_constraint {
  int inst, t1, p1, t2, p2;
  bool converged;
} cv_anchor_constraint;

/* The behaviours of one tuple under one hierarchy: every consistent
 * controlled relation (one per choice of the anchors' convergence; with
 * rd->anchors maximal, the one of the uncontrolled relation), in the
 * convergence-before reading rd->cb. */
typedef struct cv_behaviours cv_behaviours;

cv_behaviours *cv_controlled_converged_with(
    const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
    const cv_readings *rd,
    int nconstraints, const cv_anchor_constraint *constraints,
    int max_behaviours) CV_READINGS_ARG(4);
/* How the anchors' choices are searched (model/tokens.c): */
typedef struct cv_anchor_search {
  int max_behaviours;    /* behaviours kept at most (then truncated)       */
  double deadline;       /* CLOCK_MONOTONIC seconds; 0: none.  Past it the
                          * search stops, truncated and timed out         */
  /* Per instruction, or NULL.  Only the classes of these instructions'
   * instances matter to the caller (transform/: its class-valued calls):
   * the anchor instances none of them depends on are searched last, and
   * for each choice of the others until ONE consistent completion is
   * found.  Every combination of the observed classes that a consistent
   * behaviour has is still among the behaviours; their relations on other
   * instructions are one example each.  Ignored (every behaviour) when an
   * observed instruction is not controlled or with iterating anchors. */
  const bool *observed;
  bool plain;            /* no pruning at all: every partition evaluated
                          * (the reference the unit tests compare with)    */
} cv_anchor_search;

/* The same, searched as opt says.  Without pruning or observed
 * instructions, the same behaviours in the same order as
 * cv_controlled_converged_with: pruning only skips choices that have no
 * consistent relation (a cycle of convergence-before). */
cv_behaviours *cv_controlled_behaviours(
    const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
    const cv_readings *rd,
    int nconstraints, const cv_anchor_constraint *constraints,
    const cv_anchor_search *opt) CV_READINGS_ARG(4);
void cv_behaviours_free(cv_behaviours *b);
int cv_behaviours_count(const cv_behaviours *b);
/* The anchors' choices examined, and whether max_behaviours (or the limit
 * of a million choices examined) cut them: then the set is incomplete. */
uint64_t cv_behaviours_choices(const cv_behaviours *b);
bool cv_behaviours_truncated(const cv_behaviours *b);
/* The deadline cut the search (then also truncated). */
bool cv_behaviours_timed_out(const cv_behaviours *b);
/* Partial choices the search skipped because they close a cycle of
 * convergence-before (each stands for all its completions). */
uint64_t cv_behaviours_pruned(const cv_behaviours *b);
/* When there is no consistent behaviour: why (the first rejected choice's
 * contradiction, in the document's words).  "" otherwise. */
const char *cv_behaviours_contradiction(const cv_behaviours *b);
/* Behaviour i's relation over block instances: the controlled relation of
 * the blocks' non-convergent instructions (item 2).  Convergence-before
 * includes the token instructions' converged instances. */
const cv_relation *cv_behaviour_relation(const cv_behaviours *b, int i);
/* Behaviour i's class of the instance of controlled instruction inst at
 * (thread, block position); equal classes in different threads mean
 * converged.  -1 if that block instance is not one of inst's block. */
int cv_behaviour_inst_class(const cv_behaviours *b, int i, int inst,
                            int thread, int pos);
/* The block position of the n-th (1-based) execution of instruction inst
 * by thread, or -1. */
int cv_tuple_inst_position(const cv_program *p, const cv_tuple *t, int inst,
                           int thread, int n);
/* Do behaviour i of a and behaviour j of b (same program and tuple, other
 * hierarchies) make the same choice of the anchors' convergence? */
bool cv_behaviours_same_anchors(const cv_behaviours *a, int i, const cv_behaviours *b, int j);
/* Behaviour i's relation on the controlled instructions, in the spec's
 * notation: one line per instruction, "%loop(1;1) == %loop(2;1),
 * %loop(1;2) == %loop(2;2)" (classes of one instance are left out). */
void cv_behaviour_print_tokens(const cv_behaviours *b, int i, cc_buf *out);

/* ---- open-addressing index of interned items (model/slots.c) -------------- */

/* Before the item `count` (ids 0..count-1 are in) is added: keeps *slots
 * (each 0 or an id + 1, probed linearly from hash & (*nslots - 1); *nslots
 * 0 or a power of two) at most half full, rebuilding it at twice the size
 * (at first `first`, a power of two) with id put back by hash(ctx, id). */
void cv_slots_make_room(int **slots, size_t *nslots, size_t count, size_t first,
                        uint64_t (*hash)(const void *ctx, size_t id), const void *ctx);

/* ---- printing witnesses (model/table.c) ----------------------------------- */

/* Two texts of lines (e.g. two tables) next to each other under their
 * titles when they have as many lines and fit in 160 columns, else one
 * under the other. */
void cv_print_side_by_side(const char *a, const char *b, const char *ta, const char *tb,
                           cc_buf *out);

/* "  Thread1: Entry H B ..." for each thread of t. */
void cv_print_traces(const cv_program *p, const cv_tuple *t, cc_buf *out);
/* "H3 (thread 1, step 5)": instance id's label in the spec's style
 * (cv_relation_label over the columns col_of) and its position. */
void cv_print_instance(const cv_relation *rel, int id, const int *col_of, cc_buf *out);

/* An m-convergence witness (docs/design.md §6): the traces of t, the tables of
 * hierarchies h1 and h2 (numbered n1, n2 in the text) side by side, the
 * pair of instances (thread t1, position p1) and (t2, p2) with its
 * convergence in each, and why it is not converged where it is not ([CU]
 * "Maximal Convergence").  The tables are computed here by the explicit
 * model; conv1/conv2 (may be NULL) receive its verdicts on the pair. */
void cv_print_mconv_witness(const cv_program *p, const cv_tuple *t, const cv_hierarchy *h1,
                            int n1, const cv_hierarchy *h2, int n2, const cv_readings *rd,
                            int t1, int p1, int t2, int p2, bool *conv1, bool *conv2,
                            cc_buf *out) CV_READINGS_ARG(7);
/* The same with the two relations given (r1 for h1, r2 for h2), e.g. the
 * controlled relations of one behaviour each. */
void cv_print_mconv_witness_rel(const cv_program *p, const cv_tuple *t, const cv_hierarchy *h1,
                                int n1, const cv_hierarchy *h2, int n2, const cv_relation *r1,
                                const cv_relation *r2, int t1, int p1, int t2, int p2,
                                bool *conv1, bool *conv2, cc_buf *out);

#endif
