/* model/values.h — values and branches (docs/design.md §5).  Prefix: cv_.
 *
 * Each dynamic instance of an instruction computes a *term*.  Terms are
 * hash-consed, so equal terms have equal ids.  A term is *thread-local*
 * when it involves the identity of the thread that computed it (a
 * divergence source, an argument that may differ per thread, a private
 * allocation, a fresh choice): two threads' instances are equal iff they
 * have the same id and it is not thread-local; within one thread, iff the
 * same id.  A term *depends on convergence* when it involves a convergent
 * call's result, whose value is a function of its operands and of the
 * converged class of the call ([CO] and docs/design.md §5): such equalities across
 * threads are decided only once the relation is known. */
#ifndef CV_VALUES_H
#define CV_VALUES_H

#include "model/model.h"

typedef struct cv_terms cv_terms;

enum {
  CV_TERM_LOCAL = 1u << 0, /* thread-local */
  CV_TERM_CONV = 1u << 1,  /* depends on a convergent call's result */
  CV_TERM_MATCHED = 1u << 2, /* involves a fresh value a namer matched between
                              * two programs by its order of execution (set
                              * by the namer, transform/) */
  /* involves a value the reference does not model, only stands in for
   * (docs/audit.md "Unmodelled"): inline asm, the successor a callbr or
   * invoke takes, an undef or poison operand (the spec leaves its value
   * open), a load the stack-slot model cannot resolve, a call the target
   * makes a divergence source only because it cannot see the callee.  A
   * difference between such terms is no evidence of divergence. */
  CV_TERM_UNKNOWN = 1u << 3
};

cv_terms *cv_terms_new(void);
/* Only program p's range attributes (a call's `range`, `!range`, the
 * declaration's) bound the thread-id terms the programs share: transform/
 * gives BEFORE, whose ranges say where its values are defined; a range
 * only AFTER gives is AFTER's claim, checked, not assumed (trusting it
 * would drop every input outside it).  Default NULL: every program's. */
void cv_terms_range_from(cv_terms *t, const cv_program *p);
void cv_terms_free(cv_terms *t);
int cv_terms_count(const cv_terms *t);
unsigned cv_term_flags(const cv_terms *t, int term);
/* Prints a term (for witnesses): "add#12(tid.x, 1)". */
void cv_term_print(const cv_terms *t, const cv_program *p, int term, cc_buf *out);
/* The instruction an unknown term (CV_TERM_UNKNOWN) stands in for, or
 * rests on through its operands (the first such operand's): its index in
 * *prog, or -1 (a term without the flag; an undef or poison constant,
 * which is shared by every instruction that names it). */
int cv_term_origin(const cv_terms *t, int term, const cv_program **prog);
/* Two instances' terms are equal: same thread (same_thread) or not. */
static inline bool cv_terms_equal(const cv_terms *t, int a, int b, bool same_thread) {
  return a == b && (same_thread || !(cv_term_flags(t, a) & CV_TERM_LOCAL));
}

/* What a term is, for translating it (transform/ decides candidate inputs
 * with Z3 bit-vectors, encode/smt_feasible.c): a constant (text "i32 8",
 * "i1 true", or a global, ...), an argument (index), a divergence source
 * (text = callee, args = operands), an operation keyed by what it computes
 * (text = opkey, args = operands), or OTHER: keyed by one instruction of one
 * program (a fresh value, a convergent result, a phi of an unknown edge, a
 * .cfg condition), which only an uninterpreted value can stand for. */
typedef enum cv_term_kind {
  CV_TERM_K_CONST,
  CV_TERM_K_ARG,
  CV_TERM_K_TID,
  CV_TERM_K_OP,
  CV_TERM_K_OTHER,
  CV_TERM_K_NAMED   /* a name a namer gave (text), with its operand terms */
} cv_term_kind;
typedef struct cv_term_view {
  cv_term_kind kind;
  const char *text;
  int index;        /* CV_TERM_K_ARG: argument number */
  unsigned poison;  /* CV_TERM_K_OP: its poison-generating flags (CV_PF_*,
                     * model.h): part of what it computes */
  int nargs;
  const int *args;
} cv_term_view;
void cv_term_view_of(const cv_terms *t, int term, cv_term_view *out);

/* ---- concrete values -------------------------------------------------------
 * The value of a term in one thread, computed: integer constants ("iN V",
 * "i1 true", "ptr null" as 0) and the integer instructions keyed by what
 * they compute (LLVM LangRef: add sub mul udiv sdiv urem srem shl lshr
 * ashr and or xor icmp select zext sext trunc freeze), on values of at
 * most 64 bits, by the same code that folds constants.  Every other term
 * -- an argument, a thread id, a fresh or named value, an operation it
 * does not compute (a load: a function of its address; a float or a
 * pointer operation) -- is asked of the caller's leaf function, with the
 * values of its operands when it has operands it can evaluate (argv/argw;
 * NULL when it has none or they are not this thread's).  transform/
 * replays counterexamples with it: the decisions of a witness are
 * recomputed from the printed input, independently of the bit-vector
 * encoding that found them. */
typedef struct cv_evaluator cv_evaluator;
typedef bool (*cv_leaf_fn)(void *arg, cv_evaluator *e, int term, int thread, int nargs,
                           const uint64_t *argv, const int *argw, uint64_t *value, int *width);
cv_evaluator *cv_evaluator_new(const cv_terms *t, cv_leaf_fn leaf, void *arg);
void cv_evaluator_free(cv_evaluator *e);
/* The value (masked to its width) and width of term in thread; false when
 * it is not known (the leaf function did not give a value it needs, or an
 * operation is undefined on these values).  Values are remembered per term
 * (and thread, for thread-local terms). */
bool cv_eval(cv_evaluator *e, int term, int thread, uint64_t *value, int *width);
/* cv_eval, and whether the value is poison (LLVM LangRef, "Poison
 * Values"): an operation keyed by what it computes is poison when one of
 * its operands is (select: its condition or the arm it chooses; freeze
 * never: its value is the operand's number, one of the values LangRef
 * allows) or a poison-generating flag of it is violated
 * (cv_poison_flags_violated); any other term (a leaf: an argument, a
 * thread id, a load, a call's result) is not poison. */
bool cv_eval_poison(cv_evaluator *e, int term, int thread, uint64_t *value, int *width, bool *poison);
/* Is the result of operation opkey with poison flags pf (CV_PF_*) poison
 * on operand values v[i] of widths w[i] for want of its flags (LangRef,
 * "Poison Values" and each instruction's section)?  1 yes, 0 no, -1 not
 * known (a shift or division that is undefined whatever the flags, a key
 * it does not read).  inbounds is not read (the object's bounds are not
 * modelled). */
int cv_poison_flags_violated(const char *opkey, unsigned pf, int n, const uint64_t *v, const int *w);
/* Appends "[nuw nsw]" for flags pf. */
void cv_poison_flags_print(unsigned pf, cc_buf *out);
/* The width of an LLVM type as the evaluator counts it: iN -> N, a pointer
 * (any address space) -> 64, half/bfloat 16, float 32, double 64; 0 for
 * any other type.  For a type at the end of an opkey ("load i32"), pass the
 * text after its last space. */
int cv_type_width(const char *type);
/* The width of the result type ending an opkey ("load i32" -> 32,
 * "getelementptr i8 ptr addrspace(1)" -> 64); 0 if none. */
int cv_opkey_width(const char *opkey);

/* The program's stack slots (model/values.c, docs/design.md §5 "Memory"):
 * per-thread allocas whose address escapes nowhere, read and written whole
 * as their type.  slot[i] (ninsts entries): for a load, a store or a
 * lifetime marker through a slot, and for the slot's alloca and its
 * addrspacecasts, the alloca's index; else -1.  from_alloca[i]: i computes
 * a pointer derived from some alloca, resolved or not. */
void cv_stack_slots(const cv_program *p, int *slot, bool *from_alloca);

/* ---- one thread's execution ---------------------------------------------- */
typedef struct cv_thread cv_thread;

cv_thread *cv_thread_new(const cv_program *p, cv_terms *terms);
/* cv_thread_new(like's program, like's terms), without analysing the
 * program's stack slots again (a copy of like's analysis): a search keeps
 * one thread per step.  Nothing else of like is taken (settings such as
 * cv_thread_set_calls are the caller's, as after cv_thread_new). */
cv_thread *cv_thread_new_like(const cv_thread *like);
void cv_thread_free(cv_thread *th);
void cv_thread_reset(cv_thread *th);
/* Copies the state (for backtracking); both belong to one program. */
void cv_thread_copy(cv_thread *dst, const cv_thread *src);
/* Executes block b, entered from block `from` (-1 for the entry): computes
 * its instructions' terms in order (a phi takes the incoming value of the
 * edge taken; an operand is the most recent instance of its definition)
 * and returns the term of its branch condition, or -1 when the block has
 * fewer than two successors.  For .cfg programs the condition of a uniform
 * branch is the same in every thread on the same visit of the block, that
 * of a divergent branch is fresh per thread and visit. */
int cv_thread_exec(cv_thread *th, int b, int from);
/* The term of the most recent instance of instruction i (-1 if none).  An
 * instruction without a result (a store, a terminator) has the term of
 * its operands: two instances do the same iff their terms are equal. */
int cv_thread_value(const cv_thread *th, int inst);
/* The term of operand v as the thread sees it now (the most recent
 * instance of an instruction, an argument, a constant); -1 for an
 * instruction not executed yet.  (transform/ compares convergent calls
 * by their arguments, docs/design.md §8.) */
int cv_thread_operand(cv_thread *th, const cv_value *v);
/* A successor the condition's value forces (a constant condition), as an
 * index into the block's successors, or -1 when any may be taken. */
int cv_branch_forced(const cv_program *p, int b, const cv_terms *t, int cond);

/* The same, for re-evaluating a whole trace once the converged classes of
 * convergent calls are known: conv_class(arg, pos) gives the class of the
 * call instance executed at position pos of this trace (-1: none). */
typedef int (*cv_class_fn)(void *arg, int pos);
void cv_thread_set_classes(cv_thread *th, cv_class_fn fn, void *arg);
/* The same with the class of each instruction's instance: for programs
 * with convergence tokens, where a controlled operation's class is its
 * own ([CO] "Dynamic Instances and Convergence Tokens"), not its block's. */
typedef int (*cv_inst_class_fn)(void *arg, int pos, int inst);
void cv_thread_set_inst_classes(cv_thread *th, cv_inst_class_fn fn, void *arg);
/* Position of the block being executed (for cv_class_fn). */
void cv_thread_set_pos(cv_thread *th, int pos);

/* Names shared by two programs over one table (transform/, docs/design.md §8).
 * A value keyed by an instruction of its program -- a fresh value (an
 * alloca, an atomic's result, the successor a callbr or invoke takes), an
 * operation whose key leaves out what it computes (extractvalue,
 * insertvalue, shufflevector, an indirect call), a class-valued call's
 * result before its class is known -- is that program's own term.  A
 * namer may give such an instance a name instead: the term is then keyed
 * by the name and the operand terms, the same in every program that gives
 * the same name.  *flags comes with the flags the instruction's term would
 * have; the namer may add to them.  NULL keeps the instruction's key. */
typedef const char *(*cv_namer_fn)(void *arg, const cv_inst *I, int nargs, const int *args,
                                    unsigned *flags);
void cv_thread_set_namer(cv_thread *th, cv_namer_fn fn, void *arg);

/* A call to a function the reference cannot see (docs/design.md §5,
 * reading `calls`): a direct call of a function that is not an intrinsic
 * ("llvm.*") or an intrinsic of another GPU target's namespace (llvm.dx.*
 * read under amdgcn's rules: model/target.c), or an indirect call, that is neither a divergence source of
 * the target, nor class-valued (convergent, a token, always uniform), nor
 * inline asm, nor named by a builtin row (model/target.h).  Under calls=per-thread (the default) its result is a value
 * of its own in each thread (thread-local and unknown, as a call the
 * target makes a source for want of the callee); under
 * calls=deterministic a function of callee and arguments. */
bool cv_inst_unknown_call(const cv_inst *I);
/* Why a value the reference does not model (docs/design.md §5 "Unknown
 * terms") stands for no value, by the instruction it stands in for (NULL:
 * an undef or poison operand): a short phrase naming the kind and, where
 * there is one, what would make it modelled.  For audit's and
 * uniformity's "unmodelled" lines. */
const char *cv_inst_unknown_why(const cv_inst *I);
/* Memory for the transform check (docs/transforms.md "Memory"): with
 * own_stores, a store to memory the stack slots do not resolve makes the
 * thread's memory a new term, mem.store T(previous, address, value), from
 * the term "memory" (the initial contents, the same for every thread and
 * both programs); a load then reads the value of the latest store to the
 * same address term of the same type, or mem.load T(memory, address) when
 * an earlier store may be to the same address (decided on values by the
 * transform check).  Other threads' stores are not seen.  Without it (the
 * reference's default), a load is a function of its address. */
void cv_thread_set_memory(cv_thread *th, bool own_stores);
/* With cv_thread_set_memory, an instance of a synchronisation point makes
 * the thread's memory mem.sync C(previous) (C the opcode or callee): other
 * threads' stores to shared memory may be seen past it.  What a load of
 * shared memory reads past one is decided by the reading of the query
 * (encode/smt.h smt_cand_spec.sync_contents).  A load past a store or a
 * synchronisation point is mem.load T(mem.as N(memory), address), N its
 * address space (private memory: no synchronisation changes it). */
/* A synchronisation point (docs/transforms.md "Memory"): a barrier or
 * fence (a builtin row BARRIER, an intrinsic named for one, `fence`), an
 * atomic (atomicrmw, cmpxchg, an atomic load or store), or a call that may
 * touch memory the reference cannot see (not readnone, not an intrinsic,
 * no builtin row but UNKNOWN; indirect; inline asm). */
bool cv_inst_memory_sync(const cv_inst *I);
/* Memory other threads may write: any address space but AMDGPU's and
 * NVPTX's private 5 (global 1, local/shared 3, flat 0). */
bool cv_addrspace_shared(int addrspace);
/* Can no address of space a be one of space b?  AMDGPU and NVPTX: flat or
 * generic (0) may point anywhere, global (1) and constant (4) are one
 * memory; local/shared (3) and private (5) are apart from every other
 * space (the AMDGPU backend's address spaces, LLVM's AMDGPUUsage "Address
 * Spaces"; NVPTX's state spaces, PTX ISA "State Spaces").  Unknown (-1):
 * no. */
bool cv_addrspaces_disjoint(int a, int b);
/* A store's memory term (cv_thread_set_memory) is "mem.store T", or
 * "mem.store T @N" for a store through an addrspace(N) pointer, N > 0.
 * Is its type T ty?  Is its space apart from load_as (a load of that
 * space reads past it, cv_addrspaces_disjoint)? */
bool cv_mem_store_type_is(const char *text, const char *ty);
bool cv_mem_store_apart(const char *text, int load_as);
/* The address space a load or store (atomicrmw, cmpxchg) of p reaches:
 * its pointer's, or for a flat pointer the space of the object its
 * definitions in p say it is based on (a getelementptr or bitcast chain
 * over an addrspacecast from another space, an inttoptr of a ptrtoint, an
 * alloca: 5); 0 where they do not say (LangRef "Pointer Aliasing Rules"). */
int cv_inst_access_space(const cv_program *p, const cv_inst *I);
/* What a thread's unknown calls return (default CV_CALLS_PER_THREAD). */
void cv_thread_set_calls(cv_thread *th, cv_calls_reading calls);

/* Whether the result of instruction I is a function of its converged
 * class (docs/design.md §5): convergent calls, convergence-control tokens, and
 * always-uniform intrinsics with operands (a wave-wide value even when
 * LLVM does not mark the intrinsic convergent). */
bool cv_inst_class_valued(const cv_inst *I);
/* Does a class-valued instruction's result depend on its operands as well
 * as on its class?  Yes for convergent calls (a shuffle of the thread id
 * differs between converged threads), no for always-uniform intrinsics
 * and collective builtins (model/target.h: a reduction, a broadcast; the
 * same for all the threads executing the call together). */
bool cv_inst_class_operands(const cv_inst *I);
/* A convergent call with a result whose callee the reference does not
 * know: not an intrinsic (or one of another target's namespace), no
 * builtin row (model/target.h), not always
 * uniform, not a token (an indirect call and inline asm included).
 * Convergent is not collective: its result may differ per thread. */
bool cv_inst_unknown_convergent(const cv_inst *I);
/* Is a class-valued result each thread's own, whatever its class and
 * operands: a builtin computing one per lane (CV_BUILTIN_LANE: a scan,
 * elect), or under calls=per-thread an unknown convergent call (then an
 * unknown term, CV_TERM_UNKNOWN)?  Such terms are thread-local. */
bool cv_inst_conv_per_thread(const cv_inst *I, cv_calls_reading calls);

#endif
