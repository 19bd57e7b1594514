/* Unit tests of model/values.c: terms and one thread's evaluation
 * (docs/design.md §5). */
#define _DEFAULT_SOURCE /* mkstemps */
#include "front/front.h"
#include "model/values.h"
#include "tests/unit/harness.h"

#include <stdlib.h>
#include <unistd.h>

/* The threads of these tests: a term store t and one thread a of p
 * (VALUE_THREADS: two, a and b) over it, nothing run yet; values_free
 * frees them and the module. */
#define VALUE_THREAD(p, t, a)                                              \
  cv_terms *t = cv_terms_new();                                            \
  cv_thread *a = cv_thread_new(p, t)
#define VALUE_THREADS(p, t, a, b)                                          \
  VALUE_THREAD(p, t, a);                                                   \
  cv_thread *b = cv_thread_new(p, t)

static void values_free(cv_module *m, cv_terms *t, cv_thread *a, cv_thread *b) {
  cv_thread_free(a);
  cv_thread_free(b);
  cv_terms_free(t);
  cv_module_free(m);
}

/* VALUES_FN(m, p, fn) declares m, tests/unit/inputs/values_functions.ll,
 * and p, its function fn, returning from the test (a failure reported)
 * when either is not there. */
static const cv_program *values_fn(const char *fn, cv_module **m) {
  *m = th_read_ll_file("tests/unit/inputs/values_functions.ll");
  const cv_program *p = *m ? cv_module_find(*m, fn) : NULL;
  if (*m && !p) th_fail(__FILE__, __LINE__, "values_functions.ll has no @%s", fn);
  if (!p) cv_module_free(*m);
  return p;
}
#define VALUES_FN(m, p, fn)                                                \
  cv_module *m;                                                            \
  const cv_program *p = values_fn(fn, &m);                                 \
  if (!p) return

/* tests/unit/inputs/values_diamond.ll: a branch on the thread id, a phi of
 * 1 and of %u = %a + 1 at the join. */
TEST(values_terms_hash_consed_and_thread_local) {
  TH_LL_FILE(m, p, "tests/unit/inputs/values_diamond.ll");
  VALUE_THREADS(p, t, a, b);
  int entry = cv_program_entry(p);
  int ca = cv_thread_exec(a, entry, -1), cb = cv_thread_exec(b, entry, -1);
  int tid = cv_program_find_inst(p, "tid"), u = cv_program_find_inst(p, "u");
  /* the same computation gives the same term (hash-consing) */
  CHECK_INT(cv_thread_value(a, u), cv_thread_value(b, u));
  CHECK_INT(cv_thread_value(a, tid), cv_thread_value(b, tid));
  /* %u is shared by every thread; %tid and the condition are thread-local */
  CHECK(cv_terms_equal(t, cv_thread_value(a, u), cv_thread_value(b, u), false));
  CHECK(!cv_terms_equal(t, cv_thread_value(a, tid), cv_thread_value(b, tid), false));
  CHECK(cv_terms_equal(t, cv_thread_value(a, tid), cv_thread_value(a, tid), true));
  CHECK(!cv_terms_equal(t, ca, cb, false));
  CHECK(cv_term_flags(t, ca) & CV_TERM_LOCAL);
  values_free(m, t, a, b);
}

TEST(values_phi_takes_the_edge_taken) {
  TH_LL_FILE(m, p, "tests/unit/inputs/values_diamond.ll");
  VALUE_THREADS(p, t, a, b);
  int entry = cv_program_entry(p), then = cv_program_find_block(p, "then"),
      join = cv_program_find_block(p, "join");
  cv_thread_exec(a, entry, -1);
  cv_thread_exec(a, then, entry);
  cv_thread_exec(a, join, then);
  cv_thread_exec(b, entry, -1);
  cv_thread_exec(b, join, entry);
  int phi = cv_program_find_inst(p, "p"), u = cv_program_find_inst(p, "u");
  /* through `then` the phi is the constant 1; from entry it is %u */
  CHECK_INT(cv_thread_value(b, phi), cv_thread_value(b, u));
  CHECK(cv_thread_value(a, phi) != cv_thread_value(b, phi));
  values_free(m, t, a, b);
}

TEST(values_constant_conditions_force_the_branch) {
  VALUES_FN(m, p, "constant_conditions");
  VALUE_THREAD(p, t, th);
  int entry = cv_program_entry(p), a = cv_program_find_block(p, "a");
  int c0 = cv_thread_exec(th, entry, -1);
  CHECK_INT(cv_branch_forced(p, entry, t, c0), 0); /* true: the first successor */
  int c1 = cv_thread_exec(th, a, entry);
  CHECK_INT(cv_branch_forced(p, a, t, c1), 2);     /* case 2: the second case */
  values_free(m, t, th, NULL);
}

/* .cfg: a uniform branch's condition is the same in every thread on the
 * same visit, a divergent one is fresh per thread and visit. */
TEST(values_cfg_branch_conditions) {
  TH_CFG(m, p, "E -> U\nU -> D, U uniform\nD -> X, U divergent\nX\n");
  VALUE_THREADS(p, t, a, b);
  int E = 0, U = cv_program_find_block(p, "U"), D = cv_program_find_block(p, "D");
  cv_thread_exec(a, E, -1);
  cv_thread_exec(b, E, -1);
  int ua1 = cv_thread_exec(a, U, E), ub1 = cv_thread_exec(b, U, E);
  CHECK(cv_terms_equal(t, ua1, ub1, false));
  int ua2 = cv_thread_exec(a, U, U);
  CHECK(!cv_terms_equal(t, ua1, ua2, true)); /* another visit, another value */
  int da = cv_thread_exec(a, D, U), db = cv_thread_exec(b, D, U);
  CHECK(!cv_terms_equal(t, da, db, false));
  values_free(m, t, a, b);
}

/* Equal operations on equal operands compute equal terms, whichever
 * instruction computes them (hash-consing by operation, docs/design.md §5); a
 * comparison's predicate is part of the operation. */
TEST(values_equal_operations_equal_terms) {
  VALUES_FN(m, p, "equal_operations");
  VALUE_THREAD(p, t, th);
  cv_thread_exec(th, cv_program_entry(p), -1);
  CHECK_INT(cv_thread_value(th, cv_program_find_inst(p, "u")),
            cv_thread_value(th, cv_program_find_inst(p, "v")));
  CHECK(cv_thread_value(th, cv_program_find_inst(p, "lt")) !=
        cv_thread_value(th, cv_program_find_inst(p, "eq")));
  values_free(m, t, th, NULL);
}

/* Integer operations on constants are evaluated: a counter from 0 that
 * exits when it reaches 3 decides its branch as the program does. */
TEST(values_counter_is_evaluated) {
  VALUES_FN(m, p, "counter");
  VALUE_THREAD(p, t, th);
  int entry = cv_program_entry(p), h = cv_program_find_block(p, "h");
  cv_thread_exec(th, entry, -1);
  int from = entry;
  int expect[] = {1, 1, 0}; /* false, false, true: successor index 1, 1, 0 */
  for (int it = 0; it < 3; it++) {
    int c = cv_thread_exec(th, h, from);
    CHECK_INT(cv_branch_forced(p, h, t, c), expect[it]);
    from = h;
  }
  values_free(m, t, th, NULL);
}

/* The phis of a block read their incoming values at once (LLVM LangRef,
 * 'phi'): on the back edge %b takes the previous %a (the thread id), not
 * the %a just computed (0).  Read one after the other, %b would be 0 in
 * every thread on the second visit, and uniform. */
TEST(values_phis_read_at_once) {
  VALUES_FN(m, p, "swap");
  VALUE_THREAD(p, t, a);
  int entry = cv_program_entry(p), loop = cv_program_find_block(p, "loop");
  int tid = cv_program_find_inst(p, "tid"), pa = cv_program_find_inst(p, "a"),
      pb = cv_program_find_inst(p, "b");
  cv_thread_exec(a, entry, -1);
  cv_thread_exec(a, loop, entry);
  CHECK_INT(cv_thread_value(a, pa), cv_thread_value(a, tid));
  cv_thread_exec(a, loop, loop);
  CHECK_INT(cv_thread_value(a, pb), cv_thread_value(a, tid)); /* the previous %a */
  CHECK(cv_thread_value(a, pa) != cv_thread_value(a, tid));   /* 0 now */
  values_free(m, t, a, NULL);
}

/* Stack slots (docs/design.md §5 "Memory"): by hand, %s is a slot (entry
 * block, one i32, used only by i32 stores and loads, directly and through
 * an addrspacecast): the address is the same term in both threads, %v
 * reads back each thread's %tid, %k the constant 5 stored after it, and
 * %w (through %e, whose address escapes to @g) is an unresolved load:
 * thread-local and unknown, standing for the load itself
 * (tests/unit/inputs/values_stack_slots.ll). */
TEST(values_stack_slots) {
  TH_LL_FILE(m, p, "tests/unit/inputs/values_stack_slots.ll");
  VALUE_THREADS(p, t, a, b);
  int entry = cv_program_entry(p);
  cv_thread_exec(a, entry, -1);
  cv_thread_exec(b, entry, -1);
  int s = cv_program_find_inst(p, "s"), q = cv_program_find_inst(p, "q"),
      tid = cv_program_find_inst(p, "tid"), v = cv_program_find_inst(p, "v"),
      k = cv_program_find_inst(p, "k"), w = cv_program_find_inst(p, "w");
  /* one address in every lane */
  CHECK(cv_terms_equal(t, cv_thread_value(a, s), cv_thread_value(b, s), false));
  CHECK(cv_terms_equal(t, cv_thread_value(a, q), cv_thread_value(b, q), false));
  /* the load gives what the thread stored */
  CHECK_INT(cv_thread_value(a, v), cv_thread_value(a, tid));
  CHECK(!cv_terms_equal(t, cv_thread_value(a, v), cv_thread_value(b, v), false));
  CHECK(!(cv_term_flags(t, cv_thread_value(a, v)) & CV_TERM_UNKNOWN));
  CHECK(cv_terms_equal(t, cv_thread_value(a, k), cv_thread_value(b, k), false));
  /* an escaped alloca: the load is not resolved */
  unsigned fw = cv_term_flags(t, cv_thread_value(a, w));
  CHECK((fw & CV_TERM_UNKNOWN) && (fw & CV_TERM_LOCAL));
  CHECK_INT(cv_term_origin(t, cv_thread_value(a, w), NULL), w);
  /* a copy carries the memory with it */
  cv_thread *c = cv_thread_new(p, t);
  cv_thread_copy(c, a);
  cv_thread_exec(c, entry, -1);
  CHECK(cv_terms_equal(t, cv_thread_value(c, k), cv_thread_value(a, k), true));
  cv_thread_free(c);
  values_free(m, t, a, b);
}

/* Unknown terms: an undef operand makes the result unknown (and every
 * operation on it), a modelled one is not. */
TEST(values_unknown_propagates) {
  VALUES_FN(m, p, "unknown_propagates");
  VALUE_THREAD(p, t, a);
  cv_thread_exec(a, cv_program_entry(p), -1);
  CHECK(cv_term_flags(t, cv_thread_value(a, cv_program_find_inst(p, "x"))) & CV_TERM_UNKNOWN);
  CHECK(cv_term_flags(t, cv_thread_value(a, cv_program_find_inst(p, "y"))) & CV_TERM_UNKNOWN);
  CHECK(!(cv_term_flags(t, cv_thread_value(a, cv_program_find_inst(p, "z"))) & CV_TERM_UNKNOWN));
  values_free(m, t, a, NULL);
}

/* ---- concrete values (cv_eval) ------------------------------------------- */

/* Leaves for the evaluator tests: the thread id is 5 in thread 0 and 9 in
 * thread 1, the argument %x is 7, a load of any address reads 100 plus its
 * low byte; everything else unknown. */
static bool eval_leaf(void *arg, cv_evaluator *e, int term, int thread, int nargs,
                      const uint64_t *argv, const int *argw, uint64_t *v, int *w) {
  const cv_terms *t = arg;
  cv_term_view tv;
  cv_term_view_of(t, term, &tv);
  (void)e, (void)argw;
  if (tv.kind == CV_TERM_K_TID) { *v = thread == 0 ? 5 : 9; *w = 32; return true; }
  if (tv.kind == CV_TERM_K_ARG) { *v = 7; *w = 32; return true; }
  if (tv.kind == CV_TERM_K_OP && !strncmp(tv.text, "load ", 5) && nargs == 1 && argv) {
    *v = 100 + (argv[0] & 0xff);
    *w = 32;
    return true;
  }
  return false;
}

/* By hand (LangRef's integer semantics): with %tid = 5 and %x = 7,
 * %a = 5 + 7 = 12, %m = 12 * 3 = 36, %d = 36 udiv 5 = 7, %s = 7 << 2 = 28,
 * %c = icmp ult 28, 30 = 1, %u = umin(28, 30) = 28, %z = sext i8 -3 = -3 as
 * i32 (4294967293), %sel = select %c, 28, 7 = 28; %p = getelementptr i32
 * @g, %tid: @g + 5 * 4 (the global's address from the leaf: unknown, so
 * %p too), %l = load of %q = inttoptr 64 -> 100 + 64 = 164; a division
 * by %x - 7 = 0 is undefined: not computed. */
TEST(values_eval_integer_semantics) {
  static const char ll[] =
      "declare i32 @llvm.amdgcn.workitem.id.x()\n"
      "declare i32 @llvm.umin.i32(i32, i32)\n"
      "define void @f(i32 %x) {\nentry:\n"
      "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
      "  %a = add i32 %tid, %x\n  %m = mul i32 %a, 3\n  %d = udiv i32 %m, %tid\n"
      "  %s = shl i32 %d, 2\n  %c = icmp ult i32 %s, 30\n"
      "  %u = call i32 @llvm.umin.i32(i32 %s, i32 30)\n"
      "  %z = sext i8 -3 to i32\n  %sel = select i1 %c, i32 %s, i32 %x\n"
      "  %q = inttoptr i64 64 to ptr\n  %l = load i32, ptr %q\n"
      "  %zero = sub i32 %x, 7\n  %bad = udiv i32 %x, %zero\n  ret void\n}\n";
  cv_module *m = th_read_ll(ll);
  CHECK(m != NULL);
  if (!m) return;
  const cv_program *p = cv_module_find(m, "f");
  VALUE_THREAD(p, t, a);
  cv_thread_exec(a, cv_program_entry(p), -1);
  cv_evaluator *e = cv_evaluator_new(t, eval_leaf, t);
  static const struct { const char *name; uint64_t v; int w; } want[] = {
      {"a", 12, 32}, {"m", 36, 32}, {"d", 7, 32}, {"s", 28, 32}, {"c", 1, 1}, {"u", 28, 32},
      {"z", 4294967293u, 32}, {"sel", 28, 32}, {"q", 64, 64}, {"l", 164, 32}};
  for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
    uint64_t v = 0;
    int w = 0;
    int term = cv_thread_value(a, cv_program_find_inst(p, want[i].name));
    CHECK(cv_eval(e, term, 0, &v, &w));
    if (v != want[i].v || w != want[i].w)
      th_fail(__FILE__, __LINE__, "%%%s = %llu (i%d), by hand %llu (i%d)", want[i].name,
              (unsigned long long)v, w, (unsigned long long)want[i].v, want[i].w);
  }
  uint64_t v;
  int w;
  CHECK(!cv_eval(e, cv_thread_value(a, cv_program_find_inst(p, "bad")), 0, &v, &w));
  /* thread 1 (%tid = 9): %a = 16, thread-local terms per thread */
  CHECK(cv_eval(e, cv_thread_value(a, cv_program_find_inst(p, "a")), 1, &v, &w) && v == 16);
  cv_evaluator_free(e);
  values_free(m, t, a, NULL);
}

/* cv_thread_set_memory: a load after a store to the same address (term)
 * reads the stored value; after a store to another address term it reads
 * mem.load of the memory; without any store it is the reference's load
 * of its address. */
TEST(values_own_stores) {
  static const char ll[] =
      "define void @f(i32 %x, ptr addrspace(1) %p, ptr addrspace(1) %q) {\nentry:\n"
      "  %before = load i32, ptr addrspace(1) %q\n"
      "  store i32 %x, ptr addrspace(1) %p\n  %same = load i32, ptr addrspace(1) %p\n"
      "  %other = load i32, ptr addrspace(1) %q\n  ret void\n}\n";
  cv_module *m = th_read_ll(ll);
  CHECK(m != NULL);
  if (!m) return;
  const cv_program *p = cv_module_find(m, "f");
  VALUE_THREADS(p, t, a, b);
  cv_thread_set_memory(a, true);
  cv_thread_exec(a, cv_program_entry(p), -1);
  cv_thread_exec(b, cv_program_entry(p), -1); /* the reference: no memory */
  cv_term_view v;
  int same = cv_thread_value(a, cv_program_find_inst(p, "same"));
  cv_term_view_of(t, same, &v);
  CHECK(v.kind == CV_TERM_K_ARG && v.index == 0);
  cv_term_view_of(t, cv_thread_value(a, cv_program_find_inst(p, "other")), &v);
  CHECK(v.kind == CV_TERM_K_OP && !strcmp(v.text, "mem.load i32"));
  /* before any store, and in the reference: the load of the address */
  CHECK_INT(cv_thread_value(a, cv_program_find_inst(p, "before")),
            cv_thread_value(b, cv_program_find_inst(p, "other")));
  cv_term_view_of(t, cv_thread_value(b, cv_program_find_inst(p, "same")), &v);
  CHECK(v.kind == CV_TERM_K_OP && !strcmp(v.text, "load i32"));
  values_free(m, t, a, b);
}

/* Every call of tests/unit/inputs/values_builtins.ll in one converged
 * class (both threads execute the block together). */
static int one_class(void *arg, int pos) {
  (void)arg, (void)pos;
  return 0;
}

/* Both threads run the entry block together, every call in one class. */
static void exec_in_one_class(const cv_program *p, cv_thread *a, cv_thread *b) {
  cv_thread_set_classes(a, one_class, NULL);
  cv_thread_set_classes(b, one_class, NULL);
  cv_thread_exec(a, cv_program_entry(p), -1);
  cv_thread_exec(b, cv_program_entry(p), -1);
}

/* NVVM's warp-level intrinsics by their rows (model/target.c, from the PTX
 * ISA, "Parallel Synchronization and Communication Instructions"): every
 * call in one converged class, as one warp executes it. */
TEST(values_nvvm_warp_by_their_rows) {
  TH_LL_FILE(m, p, "tests/unit/inputs/values_nvvm_warp.ll");
  VALUE_THREADS(p, t, a, b);
  exec_in_one_class(p, a, b);
#define V(th, nm) cv_thread_value(th, cv_program_find_inst(p, nm))
#define SAME(nm) cv_terms_equal(t, V(a, nm), V(b, nm), false)
  CHECK(!SAME("p"));
  /* vote.sync, redux.sync, activemask: one result for the warp, whatever
   * each thread's predicate or operand */
  CHECK(SAME("ballot"));
  CHECK(SAME("any"));
  CHECK(SAME("sum"));
  CHECK(SAME("mask"));
  /* a pure intrinsic of a uniform operand (NVPTX's every-call-a-source
   * rule is the analysis's, not the reference's) */
  CHECK(SAME("pop"));
  /* shfl.sync: lane 0's uniform operand is everyone's; a shuffle down of
   * the thread ids reads another lane's id, not the class's one value */
  CHECK(SAME("bcast"));
  CHECK(!SAME("down"));
  /* match.any.sync: the mask of the threads holding the thread's value:
   * the whole warp's for a uniform value, each thread's own for its id
   * (modelled, not unknown) */
  CHECK(SAME("match"));
  CHECK(!SAME("groups"));
  CHECK(!(cv_term_flags(t, V(a, "groups")) & CV_TERM_UNKNOWN));
#undef SAME
#undef V
  values_free(m, t, a, b);
}

/* Convergent is not collective: OpenCL's builtins as their rows say
 * (model/target.c, from the OpenCL C specification), and a convergent
 * callee without a row is each thread's own, not modelled -- never
 * "the same for the class" (the reading calls=deterministic keeps the
 * model before the rows: a function of class and arguments). */
TEST(values_builtins_by_their_rows) {
  TH_LL_FILE(m, p, "tests/unit/inputs/values_builtins.ll");
  for (int calls = 0; calls < 2; calls++) {
    VALUE_THREADS(p, t, a, b);
    cv_thread_set_calls(a, calls ? CV_CALLS_DETERMINISTIC : CV_CALLS_PER_THREAD);
    cv_thread_set_calls(b, calls ? CV_CALLS_DETERMINISTIC : CV_CALLS_PER_THREAD);
    exec_in_one_class(p, a, b);
#define V(th, nm) cv_thread_value(th, cv_program_find_inst(p, nm))
#define SAME(nm) cv_terms_equal(t, V(a, nm), V(b, nm), false)
    /* get_local_id: the thread's id, modelled: the same on every call */
    CHECK(!SAME("l"));
    CHECK(!(cv_term_flags(t, V(a, "l")) & CV_TERM_UNKNOWN));
    CHECK_INT(V(a, "l"), V(a, "l2"));
    /* get_group_id: one value for the group */
    CHECK(SAME("g"));
    /* a reduction of a divergent value: one result for the class */
    CHECK(SAME("r"));
    /* a scan of a uniform value: each lane's own, modelled */
    CHECK(!SAME("s"));
    CHECK(!(cv_term_flags(t, V(a, "s")) & CV_TERM_UNKNOWN));
    /* a shuffle of uniform operands: the class's */
    CHECK(SAME("sh"));
    /* an unknown convergent callee */
    if (!calls) {
      CHECK(!SAME("u"));
      CHECK(cv_term_flags(t, V(a, "u")) & CV_TERM_UNKNOWN);
      CHECK_INT(cv_term_origin(t, V(a, "u"), NULL), cv_program_find_inst(p, "u"));
    } else {
      CHECK(SAME("u"));
    }
#undef SAME
#undef V
    cv_thread_free(a);
    cv_thread_free(b);
    cv_terms_free(t);
  }
  cv_module_free(m);
}
