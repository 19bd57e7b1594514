/* Unit tests of unbounded/: verdicts for every trace length, checked
 * against hand derivations (written next to each test), the documents'
 * cases (corpus/), and the bounded explicit engine (the cross-check of
 * issue 12: a proven item is never refuted by the bounded engine; every
 * witness replays there). */
#include "encode/smt.h"
#include "enumerate/enumerate.h"
#include "front/front.h"
#include "sweep/sweep.h"
#include "tests/unit/harness.h"
#include "unbounded/crosscheck.h"
#include "unbounded/threads.h"
#include "unbounded/unbounded.h"

#include <dirent.h>
#include <stdlib.h>

/* Under the sanitizers (zz_asan) the samples shrink. */
static bool reduced(void) { return getenv("CONVCHECK_PROPERTY_BOUND") != NULL; }

static ub_run *urun(const cv_program *p, bool values) {
  ub_opts o;
  ub_opts_default(&o);
  cc_error e;
  cc_error_clear(&e);
  ub_run *r = ub_run_new(p, &o, values, &e);
  if (!r) th_fail(__FILE__, __LINE__, "unbounded: %s", e.msg);
  return r;
}

static const ub_item *block_item(const ub_run *r, const char *name) {
  int b = cv_program_find_block(r->p, name);
  return b < 0 ? NULL : &r->blocks[b];
}

/* ---- the engine's replay entry points ---------------------------------------- */

/* en_run_tuple examines exactly the given tuple when the engine would
 * enumerate it, and nothing when a trace breaks the branch semantics.
 * By hand: in "Entry -> H; H -> H, Exit uniform", the uniform branch takes
 * the same direction on the same visit in both threads (docs/design.md §5), so
 * (Entry H H Exit, Entry H Exit) is not admissible (the first visit of H
 * goes to H in one thread and to Exit in the other), while (Entry H Exit,
 * Entry H Exit) is. */
/* What to do next after an unknown for every L (docs/unbounded.md "What
 * stays unknown"): the option named is the one that reaches further for
 * that command, never one that would not (-L with mconv/uniformity
 * --unbounded stops at 12: the bounded command is named), and the text is
 * appended after what the buffer holds. */
TEST(unbounded_next_step_names_what_reaches_further) {
  char b[600] = "why; ";
  ub_next_step(UB_NEXT_RULE, 12, true, b, sizeof b);
  CHECK(!strncmp(b, "why; what to do next: a larger -L extends the bounded check (now L=12)", 70));
  CHECK(strstr(b, "no option decides every L here") != NULL);
  b[0] = 0;
  ub_next_step(UB_NEXT_RULE, 12, false, b, sizeof b);
  CHECK(!strncmp(b, "what to do next: without --unbounded, a larger -L checks longer traces", 70));
  CHECK(strstr(b, "here L=12") != NULL);
  b[0] = 0;
  ub_next_step(UB_NEXT_TIMEOUT, 0, false, b, sizeof b);
  CHECK_STR(b, "what to do next: a larger --timeout lets it run further");
  b[0] = 0;
  ub_next_step(UB_NEXT_REPORT, 12, true, b, sizeof b);
  CHECK(!strncmp(b, "what to do next: report it with the input", 41));
  CHECK(strstr(b, "-L") == NULL);
  char small[8] = "1234567"; /* full: nothing appended, still terminated */
  ub_next_step(UB_NEXT_RULE, 12, true, small, sizeof small);
  CHECK_STR(small, "1234567");
}

TEST(unbounded_engine_run_tuple) {
  TH_CFG(m, p, "Entry -> H\nH -> H, Exit uniform\nExit\n");
  en_opts o;
  en_opts_default(&o);
  o.L = 4;
  cc_error e;
  cc_error_clear(&e);
  TH_TUPLE(p, t, "Entry H H Exit", "Entry H Exit");
  en_run *r = en_run_tuple(p, &o, &t, &e);
  CHECK(r && r->tuples == 0);
  en_run_free(r);
  cv_tuple_free(&t);
  const char *good[] = {"Entry H Exit", "Entry H Exit"};
  th_tuple(p, &t, 2, good, 1);
  r = en_run_tuple(p, &o, &t, &e);
  CHECK(r && r->tuples == 1);
  en_run_free(r);
  o.L = 2; /* shorter than the traces: an error, not a silent cut */
  CHECK(en_run_tuple(p, &o, &t, &e) == NULL && e.set);
  cv_tuple_free(&t);
  cv_module_free(m);
}

/* en_traces_bound: an acyclic CFG's longest path (Entry A B Exit: 4
 * blocks, by hand) and a loop whose trip count is free (not finite). */
TEST(unbounded_engine_traces_bound) {
  cv_module *m = th_parse_cfg("Entry -> A, B divergent\nA -> B\nB -> Exit\nExit\n");
  if (!m) return;
  en_trace_bound b = en_traces_bound(cv_module_program(m, 0), 64, 0);
  CHECK(b.finite);
  CHECK_INT(b.longest, 4);
  cv_module_free(m);
  m = th_parse_cfg("Entry -> H\nH -> H, Exit divergent\nExit\n");
  if (!m) return;
  b = en_traces_bound(cv_module_program(m, 0), 64, 0);
  CHECK(!b.finite);
  cv_module_free(m);
}

/* ---- m-convergence by hand ----------------------------------------------------- */

/* The diverged-entry example of tests/unit/test_engine.c
 * (engine_diverged_entry_not_m_converged, derived there by hand): P, Q, R,
 * S are not m-converged, Entry and Exit are.  Unbounded: the four fail
 * with witnesses (which ub_run_new has replayed in the bounded engine),
 * Entry and Exit are proven for all L and all k (in no cycle). */
TEST(unbounded_mconv_diverged_entry) {
  cv_module *m = th_parse_cfg("Entry -> P, R\nP -> Q\nQ -> R, S divergent\nR -> S\n"
                              "S -> P, Exit divergent\nExit\n");
  if (!m) return;
  ub_run *r = urun(cv_module_program(m, 0), false);
  if (r) {
    CHECK_INT(r->bugs, 0);
    const char *no[] = {"P", "Q", "R", "S"};
    for (int i = 0; i < 4; i++) {
      const ub_item *it = block_item(r, no[i]);
      CHECK(it && it->verdict == UB_FAILS && it->w.set && it->w.h1 != it->w.h2);
    }
    CHECK(block_item(r, "Entry")->verdict == UB_PROVEN && block_item(r, "Entry")->all_threads);
    CHECK(block_item(r, "Exit")->verdict == UB_PROVEN);
    ub_run_free(r);
  }
  cv_module_free(m);
}

/* An irreducible cycle {P, Q, T, S, R} with entries P and R, entered by a
 * uniform branch, exited by a uniform branch at R, with a divergent branch
 * Q -> S | T -> S inside.  By hand: the hierarchy with header P has no
 * child cycle (C - P = {Q, T, S, R} is acyclic: R's only successor in C is
 * P), nor does the one with header R; so a block's header list is (P) in
 * one and (R) in the other, and its signature counts the Ps, resp. the Rs,
 * executed before it.  Every iteration passes P once and R once, in the
 * order P ... R; both threads enter at the same entry (uniform), so at any
 * instance of a block X of the cycle #R - #P before it is the same
 * constant in both threads (0 or -1 when they entered at P, 1 or 0 at R,
 * depending only on X's place in the iteration).  Equal #P <=> equal #R:
 * the two hierarchies converge the same pairs, for every L and every k
 * (the relation being pairwise, docs/unbounded.md): all m-converged.  The
 * bounded engine agrees within k=2, L=14 (by its own run, not copied). */
TEST(unbounded_mconv_uniform_entry_proven) {
  TH_CFG(m, p, "Entry -> P, R uniform\nP -> Q\nQ -> S, T divergent\nT -> S\n"
               "S -> R\nR -> P, Exit uniform\nExit\n");
  ub_run *r = urun(p, false);
  if (r) {
    CHECK_INT(CC_SIZE(r->hs), 2);
    for (int b = 0; b < cv_program_nblocks(p); b++) {
      CHECK(r->blocks[b].verdict == UB_PROVEN);
      CHECK(r->blocks[b].all_threads);
    }
    ub_run_free(r);
  }
  cv_module_free(m);
}

/* CycleTerminology's irreducible cycle enclosing natural loops
 * (corpus/spec/ct-irreducible-enclosing-natural-loops.cfg), every branch
 * uniform (the .cfg default).  By hand: two threads take the same
 * direction on the same visit of every block, so by induction on the
 * steps one trace is a prefix of the other; two instances at different
 * positions of one trace have different signatures (the counters only
 * grow between them, docs/unbounded.md), so no pair converges in any
 * hierarchy unless it is the same position: every block m-converged, for
 * every L. */
TEST(unbounded_mconv_all_uniform_irreducible) {
  TH_LOAD(m, p, "corpus/spec/ct-irreducible-enclosing-natural-loops.cfg");
  ub_run *r = urun(p, false);
  if (r) {
    CHECK_INT(CC_SIZE(r->hs), 2);
    for (int b = 0; b < cv_program_nblocks(p); b++) CHECK(r->blocks[b].verdict == UB_PROVEN);
    ub_run_free(r);
  }
  cv_module_free(m);
}

/* The same program with a memory budget no product fits in (1 byte): the
 * blocks in a cycle, proven above, are now unknown and say why; nothing is
 * called "fails" (the bounded fallback finds no witness: there is none). */
TEST(unbounded_memory_budget_said) {
  TH_LOAD(m, p, "corpus/spec/ct-irreducible-enclosing-natural-loops.cfg");
  ub_opts o;
  ub_opts_default(&o);
  o.max_bytes = 1;
  cc_error e;
  cc_error_clear(&e);
  ub_run *r = ub_run_new(p, &o, false, &e);
  CHECK(r != NULL);
  if (r) {
    int A = cv_program_find_block(p, "A");
    CHECK(r->blocks[A].verdict == UB_UNKNOWN);
    CHECK_CONTAINS(r->blocks[A].why, "MB of memory (its budget)");
    for (int b = 0; b < cv_program_nblocks(p); b++) CHECK(r->blocks[b].verdict != UB_FAILS);
    ub_run_free(r);
  }
  cv_module_free(m);
}

/* ---- uniformity by hand ------------------------------------------------------------ */

/* LLVM's irreducible-1.ll (unstructured_loop): %cmp = icmp eq i32 %i3, 5 in
 * block `branch`, which is in no cycle, so its two instances always
 * converge.  By hand: thread 1 = entry loop_entry_1 loop_body loop_latch
 * branch has %i3 = 0 + 1 = 1, so %cmp = false; thread 2 = entry
 * loop_entry_1 loop_body loop_latch loop_entry_2 loop_body loop_latch
 * loop_entry_2 loop_body loop_latch branch has %i3 = 1, then 1 + 2 = 3,
 * then 3 + 2 = 5, so %cmp = true: divergent.  %i3 is carried around the
 * cycle (outside the product's exact fragment), so this witness comes from
 * the concrete search, then the bounded engine replays it (L >= 11: within
 * L=8 the engine calls %cmp uniform). */
TEST(unbounded_uniformity_cycle_carried_value) {
  TH_NEED_LLVM_TESTS();
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_load(th_llvm_test("Analysis/UniformityAnalysis/AMDGPU/irreducible/irreducible-1.ll"),
                         NULL, &e);
  CHECK(m != NULL);
  if (!m) return;
  const cv_program *p = cv_module_program(m, 0);
  ub_run *r = urun(p, true);
  if (r) {
    int cmp = cv_program_find_inst(p, "cmp");
    CHECK(cmp >= 0 && r->values[cmp].verdict == UB_FAILS);
    CHECK(cmp >= 0 && r->values[cmp].w.L >= 11);
    CHECK_INT(r->bugs, 0);
    ub_run_free(r);
  }
  cv_module_free(m);
}

/* A value proven uniform for every L, and one divergent.  By hand, in
 * "entry: %tid = workitem.id.x; br %c (kernel argument, uniform) to H;
 * H: %h = phi [0, entry], [1, L]; %d = add %tid, 1; br %c2 (argument) to L
 * or X; L: br H; X: ret": the loop {H, L} is reducible (one hierarchy), the
 * two threads' instances of H converge when they are at the same iteration
 * (signature: the count of H), and then both came from the same edge (the
 * iteration count decides it: entry on the first, L after), so %h is equal:
 * uniform for every L.  %d contains the thread id: divergent (any converged
 * pair, e.g. the first H of both threads). */
TEST(unbounded_uniformity_loop_phi) {
  TH_LL(m, p,
      "declare i32 @llvm.amdgcn.workitem.id.x()\n"
      "define amdgpu_kernel void @f(i1 %c, i1 %c2) {\n"
      "entry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  br i1 %c, label %H, label %X\n"
      "H:\n  %h = phi i32 [ 0, %entry ], [ 1, %L ]\n  %d = add i32 %tid, 1\n"
      "  br i1 %c2, label %L, label %X\n"
      "L:\n  br label %H\n"
      "X:\n  ret void\n}\n");
  ub_run *r = urun(p, true);
  if (r) {
    CHECK(r->values[cv_program_find_inst(p, "h")].verdict == UB_PROVEN);
    CHECK(r->values[cv_program_find_inst(p, "h")].all_threads);
    CHECK(r->values[cv_program_find_inst(p, "d")].verdict == UB_FAILS);
    ub_run_free(r);
  }
  cv_module_free(m);
}

/* Stack memory, as -O0 code uses it (docs/design.md §5 "Memory").  By hand:
 * %t.addr and %i.addr are entry-block slots; an alloca's address is the
 * same in every lane, so %t.addr (and the stores, whose terms are their
 * operands') is uniform.  %t.addr holds the thread id, stored once before
 * the loop: %t = load %t.addr in H is the thread id (divergent), and %d =
 * add %t, 1 too.  %i.addr is written in the entry and in L (a counter
 * carried around the loop through memory): the product does not keep that
 * memory, so %i is not known exactly; threads at the same iteration of the
 * one-entry loop {H, L} read the same count, but no rule here proves it:
 * unknown, never a wrong verdict.  On main every value of the entry block
 * was an internal error ("the product's exact witness does not replay"):
 * the product took an alloca for a new value per thread, and the counter
 * through memory grew its states without bound. */
TEST(unbounded_uniformity_stack_memory) {
  TH_LL(m, p,
      "target triple = \"amdgcn-amd-amdhsa\"\n"
      "declare i32 @llvm.amdgcn.workitem.id.x()\n"
      "define amdgpu_kernel void @f(i32 %n) {\n"
      "entry:\n  %t.addr = alloca i32, align 4, addrspace(5)\n"
      "  %i.addr = alloca i32, align 4, addrspace(5)\n"
      "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
      "  store i32 %tid, ptr addrspace(5) %t.addr, align 4\n"
      "  store i32 0, ptr addrspace(5) %i.addr, align 4\n  br label %H\n"
      "H:\n  %t = load i32, ptr addrspace(5) %t.addr, align 4\n  %d = add i32 %t, 1\n"
      "  %i = load i32, ptr addrspace(5) %i.addr, align 4\n"
      "  %c = icmp slt i32 %i, %n\n  br i1 %c, label %L, label %X\n"
      "L:\n  %i1 = add i32 %i, 1\n  store i32 %i1, ptr addrspace(5) %i.addr, align 4\n"
      "  br label %H\n"
      "X:\n  ret void\n}\n");
  ub_run *r = urun(p, true);
  if (r) {
    CHECK_INT(r->bugs, 0);
    CHECK(r->values[cv_program_find_inst(p, "t.addr")].verdict == UB_PROVEN);
    CHECK(r->values[cv_program_find_inst(p, "t")].verdict == UB_FAILS);
    CHECK(r->values[cv_program_find_inst(p, "d")].verdict == UB_FAILS);
    CHECK(r->values[cv_program_find_inst(p, "i")].verdict != UB_FAILS);
    CHECK(r->states < 100000);
    ub_run_free(r);
  }
  cv_module_free(m);
}

/* A branch on a condition computed in its own block is uniform when the
 * condition is (the branch compares the condition's terms at the same
 * converged pairs of instances).  By hand: %x = readfirstlane(%tid), an
 * always-uniform intrinsic, is a function of its converged class, equal for
 * converged instances ([CU] "Uniformity"; docs/design.md §5); %c = (%x ==
 * 0) too: proven.  The branch of H on %c: the product takes a branch on a
 * value it does not keep freely (an over-approximation), so main left it
 * unknown ("holds within k=2, L=8"); now proven from %c. */
TEST(unbounded_branch_on_proven_condition) {
  TH_LL(m, p,
      "target triple = \"amdgcn-amd-amdhsa\"\n"
      "declare i32 @llvm.amdgcn.workitem.id.x()\n"
      "declare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n"
      "define amdgpu_kernel void @f() {\n"
      "entry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  br label %H\n"
      "H:\n  %x = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)\n"
      "  %c = icmp eq i32 %x, 0\n  br i1 %c, label %H, label %X\n"
      "X:\n  ret void\n}\n");
  ub_run *r = urun(p, true);
  if (r) {
    CHECK_INT(r->bugs, 0);
    CHECK(r->values[cv_program_find_inst(p, "c")].verdict == UB_PROVEN);
    const ub_item *br = &r->branches[cv_program_find_block(p, "H")];
    CHECK(br->verdict == UB_PROVEN);
    CHECK_CONTAINS(br->why, "its condition %c");
    ub_run_free(r);
  }
  cv_module_free(m);
}

/* Twelve divergent diamonds in a row (unrolled code, as lud's kernels at
 * -O2): every path ends, but there are 2^12 of them, more trace nodes than
 * the finite route takes (its bounded run, main's route, would examine
 * 8 million pairs of traces): the products decide instead, the threads' moves
 * in one order (block in no cycle) and only live values kept.  By hand:
 * the branches test the thread id (divergent); %p0 at the first join
 * merges 1 and 2 from the two sides of a divergent branch: divergent; %u =
 * %n + 1 with %n a kernel argument: uniform. */
TEST(unbounded_many_paths_by_products) {
  cc_buf b;
  cc_buf_init(&b);
  cc_buf_puts(&b, "target triple = \"amdgcn-amd-amdhsa\"\n"
                  "declare i32 @llvm.amdgcn.workitem.id.x()\n"
                  "define amdgpu_kernel void @f(i32 %n) {\n"
                  "entry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  br label %d0\n");
  for (int i = 0; i < 12; i++)
    cc_buf_printf(&b,
                  "d%d:\n  %%c%d = icmp sgt i32 %%tid, %d\n  br i1 %%c%d, label %%t%d, label %%e%d\n"
                  "t%d:\n  br label %%j%d\ne%d:\n  br label %%j%d\n"
                  "j%d:\n  %%p%d = phi i32 [ 1, %%t%d ], [ 2, %%e%d ]\n  br label %%d%d\n",
                  i, i, i, i, i, i, i, i, i, i, i, i, i, i, i + 1);
  cc_buf_puts(&b, "d12:\n  %u = add i32 %n, 1\n  ret void\n}\n");
  TH_LL(m, p, cc_buf_str(&b));
  cc_buf_free(&b);
  ub_run *r = urun(p, true);
  if (r) {
    CHECK_INT(r->bugs, 0);
    CHECK(r->products > 0); /* not the finite route */
    CHECK(r->values[cv_program_find_inst(p, "u")].verdict == UB_PROVEN);
    CHECK(r->values[cv_program_find_inst(p, "p0")].verdict == UB_FAILS);
    CHECK(r->values[cv_program_find_inst(p, "c11")].verdict == UB_FAILS);
    ub_run_free(r);
  }
  cv_module_free(m);
}

/* A deadline already past: not even the hierarchies are enumerated (the
 * program has two), so nothing can be decided, and each block says why;
 * no product is searched. */
TEST(unbounded_deadline_said) {
  TH_LOAD(m, p, "corpus/spec/cu-diverged-entry-header-p.cfg");
  ub_opts o;
  ub_opts_default(&o);
  o.deadline = cc_now() - 1;
  cc_error e;
  cc_error_clear(&e);
  ub_run *r = ub_run_new(p, &o, false, &e);
  CHECK(r != NULL);
  if (r) {
    const ub_item *P = block_item(r, "P"), *Entry = block_item(r, "Entry");
    CHECK(P && P->verdict == UB_UNKNOWN);
    if (P) CHECK_CONTAINS(P->why, "the time limit");
    CHECK(Entry && Entry->verdict == UB_UNKNOWN);
    CHECK_INT(r->states, 0);
    ub_run_free(r);
  }
  cv_module_free(m);
}

/* A divergence source is its thread's value whatever its operands.  On
 * NVPTX every call of a function is one (kernels/gpu.h; LLVM's
 * NVPTXTTIImpl::isSourceOfDivergence), so %z = @ext(activemask()) is a
 * thread-local term in the model (model/values.c) and differs between the
 * two threads' first, converged instances of H: divergent, as the bounded
 * engine says at L=2.  Main's product compared %z through its operand %m
 * (a convergent call's result, equal for converged instances) and called
 * it proven for every L.  (It was cttz(activemask()); a pure intrinsic is
 * now its operands' function, and activemask the warp's one value, so
 * that %z is uniform: docs/targets.md.) */
TEST(unbounded_source_call_not_by_operands) {
  TH_LL(m, p,
      "target triple = \"nvptx64-nvidia-cuda\"\n"
      "declare i32 @llvm.nvvm.activemask()\n"
      "declare i32 @ext(i32)\n"
      "define ptx_kernel void @f(i32 %n) {\n"
      "entry:\n  br label %H\n"
      "H:\n  %i = phi i32 [ 0, %entry ], [ %i1, %H ]\n"
      "  %m = call i32 @llvm.nvvm.activemask()\n"
      "  %z = call i32 @ext(i32 %m)\n"
      "  %i1 = add i32 %i, 1\n  %c = icmp slt i32 %i1, %n\n"
      "  br i1 %c, label %H, label %X\n"
      "X:\n  ret void\n}\n");
  ub_run *r = urun(p, true);
  if (r) {
    CHECK_INT(r->bugs, 0);
    CHECK(r->values[cv_program_find_inst(p, "z")].verdict == UB_FAILS);
    ub_run_free(r);
  }
  cv_module_free(m);
}

/* ---- controlled: what is decided, what is unknown ------------------------------ */

/* With tokens and --controlled, a block in a cycle with unbounded traces is
 * unknown (the product does not model tokens), a block in no cycle is
 * proven ([CO] "Controlled Maximal Convergence" 2.1, token classes the
 * same in every hierarchy with free anchors), and a program whose paths all
 * end is decided by the bounded engine at their length (k=2). */
TEST(unbounded_controlled_fragment) {
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = th_parse_cfg("Entry -> P, R divergent\nP -> Q\nQ -> R, S divergent\nR -> S\n"
                              "S -> P, Exit divergent\nExit\nEntry: %a = anchor\nS: @op(%a)\n");
  if (!m) return;
  ub_opts o;
  ub_opts_default(&o);
  o.controlled = true;
  o.fallback_L = 0;
  ub_run *r = ub_run_new(cv_module_program(m, 0), &o, false, &e);
  if (r) {
    CHECK(block_item(r, "S")->verdict == UB_UNKNOWN);
    CHECK(block_item(r, "Entry")->verdict == UB_PROVEN);
    ub_run_free(r);
  }
  cv_module_free(m);
  m = fe_load(th_src("corpus/spec/co-jump-threading-entry.cfg"), NULL, &e);
  CHECK(m != NULL);
  if (!m) return;
  for (int f = 0; f < cv_module_count(m); f++) {
    r = ub_run_new(cv_module_program(m, f), &o, false, &e);
    CHECK(r != NULL);
    if (!r) continue;
    for (int b = 0; b < cv_program_nblocks(r->p); b++) {
      CHECK(r->blocks[b].verdict != UB_UNKNOWN);
      CHECK(!r->blocks[b].all_threads || CC_SIZE(r->hs) == 1);
    }
    ub_run_free(r);
  }
  cv_module_free(m);
}

/* ---- the cross-checks of the issue ----------------------------------------------------- */

static cc_buf *acc_log; /* the unknown items, when a test wants them */

static void cross_file(const char *path, int L, bool values, ub_cross *acc) {
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_load(path, NULL, &e);
  if (!m) {
    th_fail(__FILE__, __LINE__, "%s: %s", path, e.msg);
    return;
  }
  ub_cross_opts o;
  ub_cross_opts_default(&o);
  o.L = L;
  o.values = values;
  o.max_tuples = reduced() ? 20000 : 100000;
  o.unknown_log = acc_log;
  for (int f = 0; f < cv_module_count(m); f++)
    if (!ub_cross_program(cv_module_program(m, f), &o, acc, &e))
      th_fail(__FILE__, __LINE__, "%s: %s", path, e.msg);
  cv_module_free(m);
}

static void cross_dir(const char *dir, const char *suffix, int L, bool values, ub_cross *acc) {
  DIR *d = opendir(dir);
  if (!d) {
    th_fail(__FILE__, __LINE__, "cannot open %s", dir);
    return;
  }
  struct dirent *de;
  char path[4096];
  while ((de = readdir(d))) {
    size_t n = strlen(de->d_name), s = strlen(suffix);
    if (n <= s || strcmp(de->d_name + n - s, suffix)) continue;
    snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
    cross_file(path, L, values, acc);
  }
  closedir(d);
}

/* Every .cfg of corpus/spec: every block decided (no unknown), and no
 * verdict refuted by the bounded engine at k=2, L=12 (a limit on its
 * tuples makes it examine fewer, never refute wrongly; bench/unbounded.sh
 * runs L=16). */
TEST(unbounded_cross_spec_corpus) {
  ub_cross acc;
  memset(&acc, 0, sizeof acc);
  cross_dir(th_src("corpus/spec"), ".cfg", reduced() ? 8 : 12, false, &acc);
  CHECK(acc.programs >= 20);
  CHECK_INT(acc.blocks.unknown, 0);
  CHECK_INT(acc.disagree, 0);
  if (acc.disagree) th_fail(__FILE__, __LINE__, "%s", acc.first);
  ub_cross_free(&acc);
}

/* Every function of LLVM's irreducible UniformityAnalysis tests: every
 * block and every value decided, the bounded engine agrees.  The four
 * values carried around a cycle that no witness refutes, %uni.merge.h and
 * %uni.inc of natural_loop_two_backedges{,2}, are counting phis (and the
 * increment computed from one) of header H, proven by the rule of
 * docs/unbounded.md "Counting phis": both back edges carry %uni.inc, the
 * entry edge the constant 0, so at H's j-th execution %uni.merge.h = j-1,
 * %uni.inc = j, and converged instances of H have equal j. */
TEST(unbounded_cross_llvm_irreducible) {
  TH_NEED_LLVM_TESTS();
  ub_cross acc;
  memset(&acc, 0, sizeof acc);
  cc_buf log;
  cc_buf_init(&log);
  acc_log = &log;
  cross_dir(th_llvm_test("Analysis/UniformityAnalysis/AMDGPU/irreducible"), ".ll",
            reduced() ? 8 : 10, true, &acc);
  acc_log = NULL;
  CHECK(acc.programs >= 34);
  CHECK_INT(acc.blocks.unknown, 0);
  CHECK_INT(acc.values.unknown, 0);
  if (acc.values.unknown) th_fail(__FILE__, __LINE__, "%s", cc_buf_str(&log));
  cc_buf_free(&log);
  CHECK_INT(acc.disagree, 0);
  if (acc.disagree) th_fail(__FILE__, __LINE__, "%s", acc.first);
  ub_cross_free(&acc);
}

/* The families (every CFG shape with every divergence assignment): the
 * 3-block ones whole at L=12, a sample of the 4- and 5-block ones at L=8
 * (bench/unbounded.sh runs them whole at L=16). */
TEST(unbounded_cross_families_sample) {
  ub_cross_opts o;
  ub_cross_opts_default(&o);
  ub_cross acc;
  memset(&acc, 0, sizeof acc);
  cc_error e;
  cc_error_clear(&e);
  o.L = reduced() ? 8 : 12;
  CHECK(ub_cross_family(3, &o, &acc, &e));
  CHECK_INT(acc.programs, 50);
  CHECK_INT(acc.blocks.unknown, 0);
  o.L = reduced() ? 6 : 8;
  o.max_tuples = 50000;
  o.sample = reduced() ? 1009 : 211;
  CHECK(ub_cross_family(5, &o, &acc, &e));
  o.values = true;
  o.sample = reduced() ? 1009 : 193;
  CHECK(ub_cross_family(4, &o, &acc, &e));
  CHECK_INT(acc.disagree, 0);
  if (acc.disagree) th_fail(__FILE__, __LINE__, "%s\n%s", acc.first, cc_buf_str(&acc.first_cfg));
  ub_cross_free(&acc);
}

/* A shard of the families' walk is the sweep's shard of the same family
 * (whole shapes, the same program names), so that `unbounded_bench family
 * N --shard I/M` cross-checks the programs `convcheck sweep --blocks N
 * --divergence each --shard I/M` audited: for 4 blocks and M = 7, every
 * shard lists the same names in the same order. */
typedef struct walk_names {
  cc_buf names;
} walk_names;

static bool collect_name(void *arg, const cv_program *p, const en_shape *s, unsigned mask,
                         cc_error *err) {
  (void)s, (void)mask, (void)err;
  walk_names *w = arg;
  cc_buf_printf(&w->names, "%s ", cv_program_name(p));
  return true;
}

TEST(unbounded_family_shard_is_sweep_shard) {
  const int M = 7;
  size_t total = 0;
  for (int i = 1; i <= M; i++) {
    walk_names w;
    cc_buf_init(&w.names);
    cc_error e;
    cc_error_clear(&e);
    CHECK(ub_family_walk(4, 0, i, M, collect_name, &w, &e));
    sw_family_opts o = {.blocks = 4, .divergence = SW_DIV_EACH, .shard = i, .nshards = M};
    sw_family f;
    CHECK(sw_family_build(&o, &f, &e));
    cc_buf want;
    cc_buf_init(&want);
    for (size_t j = 0; j < f.n; j++) {
      char name[64];
      sw_item_name(&f.items[j], name, sizeof name);
      cc_buf_printf(&want, "%s ", name);
    }
    CHECK(f.n > 0);
    CHECK_STR(cc_buf_str(&w.names), cc_buf_str(&want));
    total += f.n;
    sw_family_free(&f);
    cc_buf_free(&want);
    cc_buf_free(&w.names);
  }
  CHECK_INT(total, 1102); /* docs/sweeps.md: up to 4 blocks, each */
}

/* ---- the number of threads ------------------------------------------------------------ */

/* The signature theorem on the spec's natural-loop table
 * (corpus/spec/cu-natural-loop.cfg): Thread 1 = Entry H B L H L Exit,
 * Thread 2 = Entry H L H B L H B L Exit.  By hand, the signatures (count of
 * H before the instance): H1 0 / H2 0, B1 1 / B2 2, L1 1 / L2 1, H3 1 /
 * H4 1, L3 2 / L4 2, B3 3, L5 3, H5 2: equal exactly for the pairs the
 * document converges (H1 H2, L1 L2, H3 H4, L3 L4) and for no other pair of
 * one block; the engine's relation must be that, in both readings. */
TEST(unbounded_signatures_spec_table) {
  TH_CFG(m, p, "Entry -> H\nH -> B, L divergent\nB -> L\nL -> H, Exit divergent\nExit\n");
  TH_TUPLE(p, t, "Entry H B L H L Exit", "Entry H L H B L H B L Exit");
  cv_hierarchies hs = {0};
  CHECK_INT(th_hierarchies(p, CV_HIER_ALL_ENTRIES, &hs, NULL), 1);
  cv_readings lit, quo;
  cv_readings_default(&lit);
  cv_readings_default(&quo);
  quo.cb = CV_CB_QUOTIENT;
  CHECK(ub_signatures_agree(p, CC_AT(hs, 0), &t, &lit, NULL, NULL));
  CHECK(ub_signatures_agree(p, CC_AT(hs, 0), &t, &quo, NULL, NULL));
  cv_hierarchies_free(&hs);
  cv_tuple_free(&t);
  cv_module_free(m);
}

/* The theorem on every admissible tuple of three threads of the 3-block
 * family and a sample of the 4-block one (bench/unbounded.sh: 5 blocks,
 * k = 3 and 4). */
TEST(unbounded_signatures_three_threads) {
  ub_threads_result res;
  memset(&res, 0, sizeof res);
  cc_error e;
  cc_error_clear(&e);
  CHECK(ub_threads_search(3, 3, reduced() ? 5 : 7, 0, &res, &e));
  CHECK(!res.found);
  CHECK(ub_threads_search(4, 3, 5, reduced() ? 97 : 13, &res, &e));
  CHECK(!res.found);
  if (res.found) th_fail(__FILE__, __LINE__, "%s%s", cc_buf_str(&res.program), cc_buf_str(&res.witness));
  CHECK(res.tuples > 1000);
  ub_threads_result_free(&res);
}

/* ---- transforms ---------------------------------------------------------------------- */

/* Every case of corpus/transforms (the spec's transform examples and the
 * sweeps' findings): decided for every L with the verdict its .tcase
 * states (the sources are in each .tcase). */
TEST(unbounded_transforms_corpus) {
  DIR *d = opendir(th_src("corpus/transforms"));
  if (!d) {
    th_fail(__FILE__, __LINE__, "no corpus/transforms");
    return;
  }
  struct dirent *de;
  int cases = 0, decided = 0;
  while ((de = readdir(d))) {
    size_t n = strlen(de->d_name);
    if (n < 7 || strcmp(de->d_name + n - 6, ".tcase")) continue;
    char path[4096], line[512], before[256] = "", after[256] = "", fn[128] = "", expect[64] = "";
    int L = 12;
    snprintf(path, sizeof path, "%s/%s", th_src("corpus/transforms"), de->d_name);
    FILE *f = fopen(path, "r");
    if (!f) continue;
    while (fgets(line, sizeof line, f)) {
      sscanf(line, "before %255s", before);
      sscanf(line, "after %255s", after);
      sscanf(line, "function %127s", fn);
      sscanf(line, "expect %63s", expect);
      sscanf(line, "bound %d", &L);
    }
    fclose(f);
    char pb[4096], pa[4096];
    snprintf(pb, sizeof pb, "%s/%s", th_src("corpus/transforms"), before);
    snprintf(pa, sizeof pa, "%s/%s", th_src("corpus/transforms"), after);
    cc_error e;
    cc_error_clear(&e);
    cv_module *mb = fe_load(pb, NULL, &e), *ma = mb ? fe_load(pa, NULL, &e) : NULL;
    const cv_program *b = mb ? cv_module_find(mb, fn) : NULL, *a = ma ? cv_module_find(ma, fn) : NULL;
    cases++;
    if (b && a && !strstr(de->d_name, "inline")) { /* inlining: the CLI expands calls first */
      tf_opts o;
      tf_opts_default(&o);
      o.L = L;
      ub_transform_result ur;
      if (ub_transform(b, a, &o, &ur, &e)) {
        bool want_ok = !strcmp(expect, "preserved");
        if (ur.verdict != UB_UNKNOWN) decided++;
        if (ur.verdict == UB_UNKNOWN || (ur.verdict == UB_PROVEN) != want_ok)
          th_fail(__FILE__, __LINE__, "%s: expect %s, unbounded %s (%s)", de->d_name, expect,
                  ur.verdict == UB_PROVEN ? "proven" : ur.verdict == UB_FAILS ? "fails" : "unknown",
                  ur.why);
      } else {
        th_fail(__FILE__, __LINE__, "%s: %s", de->d_name, e.msg);
      }
      ub_transform_result_free(&ur);
    } else if (!strstr(de->d_name, "inline")) {
      th_fail(__FILE__, __LINE__, "%s: cannot load its programs", de->d_name);
    } else {
      decided++; /* checked through the CLI (tests/cli/unbounded.sh) */
    }
    cv_module_free(mb);
    cv_module_free(ma);
  }
  closedir(d);
  CHECK(cases >= 26);
  CHECK_INT(decided, cases);
}

/* ---- the lockstep rule (unbounded/lockstep.c) ---------------------------------- */

/* The shape matcher, by hand: the same CFG with its blocks listed in another
 * order is matched block for block (3 edges: Entry->H, H->H, H->Exit); with
 * H's successors swapped the walk meets H's first successor as H in one and
 * Exit in the other (no negated condition is looked for: no match); with
 * the edge A -> B missing, A ends with 1 successor in one and 0 in the
 * other (no match). */
TEST(unbounded_lockstep_shape) {
  cv_module *mb = th_parse_cfg("Entry -> H\nH -> H, Exit divergent\nExit\n");
  cv_module *ma = th_parse_cfg("Entry -> H\nExit\nH -> H, Exit divergent\n");
  cv_module *ms = th_parse_cfg("Entry -> H\nH -> Exit, H divergent\nExit\n");
  if (!mb || !ma || !ms) return;
  const cv_program *b = cv_module_program(mb, 0), *a = cv_module_program(ma, 0),
                   *s = cv_module_program(ms, 0);
  int map[8], edges = 0;
  char why[320] = "";
  CHECK(ub_lockstep_shape(b, a, map, &edges, why, sizeof why));
  CHECK(edges == 3);
  CHECK(map[cv_program_find_block(b, "H")] == cv_program_find_block(a, "H"));
  CHECK(map[cv_program_find_block(b, "Exit")] == cv_program_find_block(a, "Exit"));
  CHECK(!ub_lockstep_shape(b, s, map, &edges, why, sizeof why));
  CHECK(strstr(why, "successor 1 of block H") != NULL);
  cv_module *m1 = th_parse_cfg("Entry -> A, B divergent\nA -> B\nB\n");
  cv_module *m2 = th_parse_cfg("Entry -> A, B divergent\nA\nB\n");
  if (m1 && m2) {
    CHECK(!ub_lockstep_shape(cv_module_program(m1, 0), cv_module_program(m2, 0), map, &edges, why,
                             sizeof why));
    CHECK(strstr(why, "block A of BEFORE") != NULL);
  }
  cv_module_free(m1), cv_module_free(m2);
  cv_module_free(mb), cv_module_free(ma), cv_module_free(ms);
}

/* The rule on the hand-derived cases of tests/cli/transform_lockstep/ (each
 * AFTER file says why): applies to the rewrite of values (2 phi pairs, the
 * loop's condition, the call) and to the arm that uses its condition's
 * equality (cond-arm); not to the changed bound (the condition), the
 * counter that differs on the back edge (its phi pair leaves the
 * invariant), the hoisted call (the entry block's events differ), the
 * equality used past the join (cond-join: no fact holds there). */
TEST(unbounded_lockstep_cases) {
  static const char *dir = "tests/cli/transform_lockstep/";
  char path[256];
  snprintf(path, sizeof path, "%sloop.before.ll", dir);
  cv_module *mb = th_read_ll_file(path);
  snprintf(path, sizeof path, "%shoist.before.ll", dir);
  cv_module *mh = th_read_ll_file(path);
  if (!mb || !mh) return;
  static const struct { const char *after; bool hoist, applies; const char *why; } cases[] = {
      {"loop-rewrite", false, true, ""},
      {"loop-bound", false, false, "an operand of br i1 %c"},
      {"loop-backedge", false, false, "may differ"},
      {"hoist", true, false, "the events differ"},
      {"cond-arm", false, true, ""},
      {"cond-join", false, false, "(block join) may differ"},
      {"loop-ivs", false, true, ""},
      {"loop-ivs2", false, false, "may differ"},
  };
  snprintf(path, sizeof path, "%scond.before.ll", dir);
  cv_module *mc = th_read_ll_file(path);
  if (!mc) return;
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    snprintf(path, sizeof path, "%s%s.after.ll", dir, cases[i].after);
    cv_module *ma = th_read_ll_file(path);
    if (!ma) continue;
    ub_lockstep ls;
    const cv_module *bm = cases[i].hoist ? mh : !strncmp(cases[i].after, "cond", 4) ? mc : mb;
    bool ok = ub_transform_lockstep(cv_module_program(bm, 0), cv_module_program(ma, 0), 0, &ls);
    CHECK(ok == cases[i].applies && ls.applies == ok);
    CHECK(strstr(ls.why, cases[i].why) != NULL);
    if (!strcmp(cases[i].after, "loop-rewrite"))
      CHECK(ls.phis == 2 && ls.conditions == 1 && ls.events == 1 && ls.phis_dropped == 0);
    if (!strcmp(cases[i].after, "loop-backedge")) CHECK(ls.phis_dropped >= 1);
    /* j = i + 1 (docs/unbounded.md "Related phis"), by hand in the file */
    if (!strcmp(cases[i].after, "loop-ivs")) CHECK(ls.related == 1 && ls.phis == 1);
    if (!strcmp(cases[i].after, "loop-ivs2")) CHECK(ls.related == 0);
    cv_module_free(ma);
  }
  cv_module_free(mb), cv_module_free(mh), cv_module_free(mc);
}

/* The lockstep rule on DIR/BEFORE.before.ll against DIR/AFTER (a file
 * name): false when a file cannot be read (*read false), else the rule's
 * answer in *ls and its return value. */
static bool tu_lockstep_files(const char *dir, const char *before, const char *after, ub_lockstep *ls,
                              bool *read) {
  char path[256];
  snprintf(path, sizeof path, "%s/%s.before.ll", dir, before);
  cv_module *mb = th_read_ll_file(path);
  snprintf(path, sizeof path, "%s/%s", dir, after);
  cv_module *ma = th_read_ll_file(path);
  bool ok = false;
  *read = mb && ma;
  if (*read) ok = ub_transform_lockstep(cv_module_program(mb, 0), cv_module_program(ma, 0), 0, ls);
  if (mb) cv_module_free(mb);
  if (ma) cv_module_free(ma);
  return ok;
}

/* Invariants at loop headers (docs/unbounded.md "Invariants at loop
 * headers"), each verdict derived by hand at the top of its AFTER file
 * (tests/cli/transform_lftr/): IndVarSimplify-style exit tests, `i + 1 !=
 * lim` for `i + 1 < lim` under the entry's guard, `i != smax(lim, 0)` for
 * `i < lim` and an i64 counter sext(i) tested against zext(n), are proven
 * by the rule; the same tests off by one are not.
 * Then mutations of both programs that the rule must not prove: the guard
 * weakened to lim > -5 (a thread with lim = 0 runs once in BEFORE and
 * wraps around in AFTER: the invariant's base fails), and the smax loop
 * stepping i by 2 in both (a thread with lim = 1 leaves BEFORE at i = 2
 * and steps over smax = 1 in AFTER: the invariant's step fails). */
static char *tu_read_text(const char *rel) {
  FILE *f = fopen(th_src(rel), "r");
  if (!f) return NULL;
  char *text = malloc(8192);
  size_t n = fread(text, 1, 8191, f);
  fclose(f);
  text[n] = 0;
  return text;
}

static cv_module *tu_mutated(const char *text, const char *from, const char *to) {
  const char *at = strstr(text, from);
  if (!at) return NULL;
  char mut[8192];
  snprintf(mut, sizeof mut, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
  return th_read_ll(mut);
}

TEST(unbounded_lockstep_invariants) {
  static const struct { const char *before, *after; bool applies; const char *why; } cases[] = {
      {"lftr", "lftr", true, ""},
      {"smax", "smax", true, ""},
      {"wide", "wide", true, ""},
      {"lftr", "lftr-off-by-one", false, "may differ"},
      {"wide", "wide-off-by-one", false, "may differ"},
      {"smax", "smax-off-by-one", false, "an operand of br i1 %c"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    char file[64];
    snprintf(file, sizeof file, "%s.after.ll", cases[i].after);
    ub_lockstep ls;
    bool read, ok = tu_lockstep_files("tests/cli/transform_lftr", cases[i].before, file, &ls, &read);
    if (!read) continue;
    CHECK(ok == cases[i].applies && ls.applies == ok);
    CHECK(strstr(ls.why, cases[i].why) != NULL);
    if (ok) CHECK(ls.invariants >= 1);
    /* the widened counter: iv = sext(i), by hand in wide.after.ll */
    if (ok && !strcmp(cases[i].after, "wide")) CHECK(ls.related == 1 && ls.related_ext == 1);
  }
  /* a flag the pass added (tests/cli/transform_lockstep/wrap-nsw.after.ll,
   * by hand there): not proven, while BEFORE against itself is */
  {
    ub_lockstep ls;
    bool read, ok = tu_lockstep_files("tests/cli/transform_lockstep", "wrap", "wrap-nsw.after.ll", &ls, &read);
    CHECK(read && !ok && !ls.applies);
    ok = tu_lockstep_files("tests/cli/transform_lockstep", "wrap", "wrap.before.ll", &ls, &read);
    CHECK(read && ok);
  }
  char *tb = tu_read_text("tests/cli/transform_lftr/lftr.before.ll");
  char *ta = tu_read_text("tests/cli/transform_lftr/lftr.after.ll");
  char *sb = tu_read_text("tests/cli/transform_lftr/smax.before.ll");
  char *sa = tu_read_text("tests/cli/transform_lftr/smax.after.ll");
  CHECK(tb && ta && sb && sa);
  if (tb && ta && sb && sa) {
    static const char *g0 = "%guard = icmp sgt i32 %lim, 0", *g5 = "%guard = icmp sgt i32 %lim, -5";
    cv_module *mb = tu_mutated(tb, g0, g5), *ma = tu_mutated(ta, g0, g5);
    cv_module *nb = tu_mutated(sb, "add nsw i32 %i, 1", "add nsw i32 %i, 2");
    cv_module *na = tu_mutated(sa, "add nuw i32 %i, 1", "add nuw i32 %i, 2");
    CHECK(mb && ma && nb && na);
    ub_lockstep ls;
    if (mb && ma) CHECK(!ub_transform_lockstep(cv_module_program(mb, 0), cv_module_program(ma, 0), 0, &ls));
    if (nb && na) CHECK(!ub_transform_lockstep(cv_module_program(nb, 0), cv_module_program(na, 0), 0, &ls));
    if (mb) cv_module_free(mb);
    if (ma) cv_module_free(ma);
    if (nb) cv_module_free(nb);
    if (na) cv_module_free(na);
  }
  free(tb), free(ta), free(sb), free(sa);
}

/* The simulation rule (unbounded/simulate.c) on the hand-derived cases of
 * tests/cli/transform_simulate/ (each AFTER file says why): it applies to
 * LoopRotate's output (one call, one counter relation: BEFORE's header
 * count = AFTER's + 1), LoopSimplify's preheader and dedicated exit, and
 * the unrolling by 2 that keeps both tests (two calls, two relations),
 * SimplifyCFG's merge of a body's two blocks, a rotation copying the
 * header's call (BEFORE's %i is AFTER's %i2 + 1 at the body); not
 * to the runtime unrolling with a remainder (%rem.check is reached from the
 * entry before BEFORE's first call and from %main after a pair of calls:
 * two places of BEFORE), nor to the splits by a
 * parity (two AFTER calls on one BEFORE call with the same relation).
 * Unrollings without the tests between the copies: opt-22's by 4 of a trip
 * count 4(tid + n) and a hand one by 2 under a guard lim = 0 mod 4 apply;
 * one by 4 under a guard mod 2 does not (BEFORE's test i + 2 == lim stays
 * open, so AFTER's third call has no partner); opt-22's full unrolling of
 * a 4-iteration loop inside an unbounded one applies (its tests decided
 * by constants), the same with a copy dropped does not.  Unswitching on a uniform
 * kernel argument applies (the versions' calls are told apart by its
 * facts); on (tid & 1) == 0 or a plain function's argument, both
 * divergent, it does not.  A rotation whose first header test the guard
 * decides (opt-22's, the guard lim < 1 dropped) applies, BEFORE going
 * through that test by the facts where the entry edge and the latch
 * leave it at different places; under a guard lim < 0 it does not.
 * Then two mutations of rotate.after.ll that must not be proven: the
 * latch's test on %i2 (BEFORE's next test is on %i2 + 1: the branch is
 * not decided), the call's operand %i2 for tid + %i2 (the operands differ). */
TEST(unbounded_simulate_cases) {
  static const char *dir = "tests/cli/transform_simulate/";
  static const struct { const char *before, *after; bool applies; const char *why; int events, levels; } cases[] = {
      {"while", "rotate", true, "", 1, 1},
      {"exits", "exits", true, "", 1, 1},
      {"dowhile", "unroll2", true, "", 2, 2},
      {"merge", "merge", true, "", 2, 2},
      {"hcall", "hcall", true, "", 2, 2},
      {"dowhile", "remainder", false, "is reached at two places of BEFORE", 0, 0},
      {"dowhile", "split-tid", false, "the counters do not show", 0, 0},
      {"dowhile", "split-iv", false, "the counters do not show", 0, 0},
      {"mult4", "mult4", true, "", 4, 4},
      {"guard4", "guard4", true, "", 2, 2},
      {"guard2", "guard2-by4", false, "has no partner event in BEFORE", 0, 0},
      {"unswitch", "unswitch", true, "", 3, 2},
      {"fullnest", "fullnest", true, "", 4, 8},
      {"fullnest", "fullnest3", false, "ends the function where BEFORE (block inner) does not", 0, 0},
      {"unswitch-tid", "unswitch-tid", false, "the counters do not show", 0, 0},
      {"unswitch-arg", "unswitch-arg", false, "the counters do not show", 0, 0},
      {"guarded", "rotate-guarded", true, "", 1, 1},
      {"guarded0", "rotate-guarded-off", false, "has no partner event in BEFORE", 0, 0},
  };
  char path[256];
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    snprintf(path, sizeof path, "%s%s.before.ll", dir, cases[i].before);
    cv_module *mb = th_read_ll_file(path);
    snprintf(path, sizeof path, "%s%s.after.ll", dir, cases[i].after);
    cv_module *ma = th_read_ll_file(path);
    if (mb && ma) {
      ub_simulation sm;
      bool ok = ub_transform_simulate(cv_module_program(mb, 0), cv_module_program(ma, 0), 0, 0, &sm);
      CHECK(ok == cases[i].applies && sm.applies == ok);
      CHECK(strstr(sm.why, cases[i].why) != NULL);
      if (ok) CHECK(sm.events == cases[i].events && sm.levels == cases[i].levels);
      /* the unrollings without tests: the skipped tests decided by the
       * facts, one congruence (by hand in the AFTER files) */
      if (ok && !strncmp(cases[i].before, "mult4", 5)) CHECK(sm.forced == 3 && sm.congruences == 1);
      if (ok && !strncmp(cases[i].before, "guard4", 6)) CHECK(sm.forced == 1 && sm.congruences == 1);
      if (ok && !strcmp(cases[i].before, "fullnest")) CHECK(sm.forced == 3 && sm.congruences == 0);
      if (ok && !strcmp(cases[i].before, "dowhile")) CHECK(sm.forced == 0);
      /* the rotation without its guard: BEFORE's first test 0 < lim
       * decided by the fact lim < 1 == false (by hand in the AFTER file) */
      if (ok && !strcmp(cases[i].before, "guarded")) CHECK(sm.forced == 1);
      /* a round after the first walks the same blocks with the same
       * guesses where none was withdrawn on the way: the forced test's two
       * questions (lim < 1 false: is 0 < lim true? false?) come again and
       * are answered from the first round's answers, not by Z3 again */
      if (ok && !strcmp(cases[i].before, "guarded")) CHECK(sm.rounds >= 2 && sm.z3_repeated >= 2);
      /* unswitching: the two versions' calls apart by the uniform %cond
       * only (by hand in unswitch.after.ll) */
      CHECK(sm.uniform_apart == (ok && !strcmp(cases[i].before, "unswitch")));
    }
    if (mb) cv_module_free(mb);
    if (ma) cv_module_free(ma);
  }
  /* the mutations, on the text of rotate.after.ll */
  cv_module *mb = th_read_ll_file("tests/cli/transform_simulate/while.before.ll");
  FILE *f = fopen(th_src("tests/cli/transform_simulate/rotate.after.ll"), "r");
  CHECK(f != NULL);
  if (!mb || !f) {
    if (mb) cv_module_free(mb);
    if (f) fclose(f);
    return;
  }
  char text[8192];
  size_t n = fread(text, 1, sizeof text - 1, f);
  fclose(f);
  text[n] = 0;
  static const struct { const char *from, *to, *why; } muts[] = {
      {"%c = icmp slt i32 %i.next, %lim", "%c = icmp slt i32 %i2, %lim", "AFTER's block"},
      {"@subgroupAdd(i32 %v)", "@subgroupAdd(i32 %i2)", "may differ from its partner's"},
  };
  for (size_t i = 0; i < sizeof muts / sizeof *muts; i++) {
    char *at = strstr(text, muts[i].from), mut[8192];
    CHECK(at != NULL);
    if (!at) continue;
    snprintf(mut, sizeof mut, "%.*s%s%s", (int)(at - text), text, muts[i].to, at + strlen(muts[i].from));
    cv_module *ma = th_read_ll(mut);
    CHECK(ma != NULL);
    if (!ma) continue;
    ub_simulation sm;
    CHECK(!ub_transform_simulate(cv_module_program(mb, 0), cv_module_program(ma, 0), 0, 0, &sm));
    CHECK(strstr(sm.why, muts[i].why) != NULL);
    cv_module_free(ma);
  }
  cv_module_free(mb);
}

/* Private stack slots (docs/unbounded.md "Private stack slots"), each
 * verdict derived by hand at the top of its AFTER file
 * (tests/cli/transform_lockstep/slot*.ll): opt-22's SROA and mem2reg of
 * -O0-style loops and of an irreducible cycle are proven; a different
 * store on the back edge, a load
 * that reads an older instance than the phi AFTER uses, and a slot whose
 * address escapes to a call are not. */
TEST(unbounded_lockstep_slots) {
  static const struct {
    const char *before, *after;
    bool applies;
    int slot_phis;
    const char *why;
  } cases[] = {
      {"slot", "slot-sroa.after", true, 2, ""},
      {"slot", "slot.before", true, 2, ""},
      {"slot", "slot-step2.after", false, 0, "may differ"},
      {"slot", "slot-sroa-step2.after", false, 0, "may differ"},
      {"slot-stale", "slot-stale-mem2reg.after", true, 2, ""},
      {"slot-irreducible", "slot-irreducible.after", true, 2, ""},
      {"slot-stale", "slot-stale-wrong.after", false, 0, "an operand of %s = call i32 @subgroupAdd(i32 %l)"},
      {"slot-escape", "slot-escape.after", false, 0, "block entry: the events differ at BEFORE's store"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    char file[64];
    snprintf(file, sizeof file, "%s.ll", cases[i].after);
    ub_lockstep ls;
    bool read, ok = tu_lockstep_files("tests/cli/transform_lockstep", cases[i].before, file, &ls, &read);
    if (!read) continue;
    CHECK(ok == cases[i].applies && ls.applies == ok);
    CHECK(strstr(ls.why, cases[i].why) != NULL);
    if (ok) CHECK(ls.slot_phis == cases[i].slot_phis && ls.phis_dropped == 0 && ls.slots > 0);
    /* i + 1 against i + 2: the slot's pair is the one that leaves */
    if (strstr(cases[i].after, "step2")) CHECK(ls.phis_dropped >= 1);
  }
}

/* encode/ smt_identities, by hand: gep i32 %p, 0 is %p (p + 0 * 4); gep i32
 * %p, 1 is not; x + y is y + x; zext x to i64 is sext x to i64 only where x
 * is known non-negative (range [0, 1024): the fact makes it an identity,
 * without it x = -1 tells them apart); icmp eq x, y under the fact "it is
 * 1" makes x and y equal. */
TEST(unbounded_lockstep_identities) {
  static const int a01[2] = {0, 1}, a0[1] = {0}, a02[2] = {0, 2}, a23[2] = {2, 3}, a32[2] = {3, 2}, a34[2] = {3, 4};
  smt_ex n[] = {
      {SMT_EX_SYM, NULL, 64, 0, NULL},                                      /* 0 %p     */
      {SMT_EX_CONST, "i64 0", 64, 0, NULL},                                 /* 1        */
      {SMT_EX_CONST, "i64 1", 64, 0, NULL},                                 /* 2        */
      {SMT_EX_OP, "getelementptr i32 strides(4) ptr", 64, 2, a01},          /* 3 p+0    */
      {SMT_EX_OP, "getelementptr i32 strides(4) ptr", 64, 2, a02},          /* 4 p+4    */
  };
  int pairs[] = {3, 0, 4, 0};
  smt_id_status st[2];
  int q = 0;
  cc_error e;
  cc_error_clear(&e);
  CHECK(smt_identities(n, 5, pairs, 2, NULL, NULL, 0, st, &q, &e));
  CHECK(st[0] == SMT_ID_EQUAL && st[1] == SMT_ID_DIFFER);
  smt_ex m[] = {
      {SMT_EX_SYM, NULL, 32, 0, NULL},                                      /* 0 x      */
      {SMT_EX_OP, "zext nneg i64", 64, 1, a0},                              /* 1        */
      {SMT_EX_SYM, NULL, 32, 0, NULL},                                      /* 2 y      */
      {SMT_EX_SYM, NULL, 32, 0, NULL},                                      /* 3 z      */
      {SMT_EX_OP, "add i32", 32, 2, a23},                                   /* 4 y+z    */
      {SMT_EX_OP, "add i32", 32, 2, a32},                                   /* 5 z+y    */
      {SMT_EX_OP, "sext i64", 64, 1, a0},                                   /* 6        */
      {SMT_EX_OP, "icmp eq i1", 1, 2, a34},                                 /* 7 z==y+z */
  };
  int pm[] = {1, 6, 4, 5, 1, 6, 3, 4};
  smt_fact f[] = {{0, true, 0, 1024, SMT_ID_FACT_VALUE}, {7, false, 1, 0, SMT_ID_FACT_TAKEN}};
  int off[] = {0, 0, 0, 1, 2};
  smt_id_status sm[4];
  CHECK(smt_identities(m, 8, pm, 4, f, off, 0, sm, &q, &e));
  CHECK(sm[0] == SMT_ID_DIFFER);  /* zext vs sext, no fact           */
  CHECK(sm[1] == SMT_ID_EQUAL);   /* y + z = z + y                    */
  CHECK(sm[2] == SMT_ID_EQUAL);   /* zext vs sext, x in [0, 1024)     */
  CHECK(sm[3] == SMT_ID_EQUAL);   /* z = y + z when (z == y + z) = 1  */
  /* Poison (docs/unbounded.md "Poison flags in the rules"), each pair
   * (BEFORE's, AFTER's) by LangRef: 'add': `add nsw x, 1` is x + 1 but at
   * x = 2^31 - 1, where it is poison; 'and': an operation on a poison
   * operand is poison (its number here 0 whatever x + 1 is); 'freeze': of
   * poison, any number, never poison; a symbol x may be poison (a value
   * both programs hold: an argument, a phi pair).  A pair holds where
   * BEFORE's is not poison, AFTER's then not poison and equal.  So: a
   * flag AFTER adds is not proven (at 2^31 - 1 BEFORE's is defined and
   * AFTER's poison), but is where x < 1000; a flag AFTER drops is; a
   * node is itself; AFTER's `and (x +nsw 1), 0` against BEFORE's 0 is not
   * (the same number, poison at 2^31 - 1); the converse is (BEFORE poison
   * there); AFTER's freeze of `x +nsw 1` against BEFORE's x + 1 is not
   * (any number at 2^31 - 1); AFTER's x against BEFORE's `freeze x` is
   * not (poison where BEFORE's is a number), the converse is. */
  static const int ax1[2] = {0, 1}, a35[2] = {3, 5}, a3[1] = {3}, ax[1] = {0};
  smt_ex pz[] = {
      {SMT_EX_SYM, NULL, 32, 0, NULL},              /* 0 x              */
      {SMT_EX_CONST, "i32 1", 32, 0, NULL},         /* 1                */
      {SMT_EX_OP, "add i32", 32, 2, ax1},           /* 2 x + 1          */
      {SMT_EX_OP, "add i32 [pf 2]", 32, 2, ax1},    /* 3 x +nsw 1       */
      {SMT_EX_CONST, "i32 0", 32, 0, NULL},         /* 4                */
      {SMT_EX_CONST, "i32 0", 32, 0, NULL},         /* 5                */
      {SMT_EX_OP, "and i32", 32, 2, a35},           /* 6 (x +nsw 1) & 0 */
      {SMT_EX_OP, "freeze i32", 32, 1, a3},         /* 7                */
      {SMT_EX_OP, "freeze i32", 32, 1, ax},         /* 8 freeze x       */
  };
  int pp[] = {2, 3, 3, 2, 2, 3, 3, 3, 4, 6, 6, 4, 2, 7, 8, 0, 0, 8};
  smt_fact pf[] = {{0, true, 0, 1000, SMT_ID_FACT_VALUE}};
  int poff[] = {0, 0, 0, 1, 1, 1, 1, 1, 1, 1};
  smt_id_status ps[9];
  CHECK(smt_identities(pz, 9, pp, 9, pf, poff, 0, ps, &q, &e));
  CHECK(ps[0] == SMT_ID_DIFFER);  /* a flag added                    */
  CHECK(ps[1] == SMT_ID_EQUAL);   /* a flag dropped                  */
  CHECK(ps[2] == SMT_ID_EQUAL);   /* a flag added, x < 1000          */
  CHECK(ps[3] == SMT_ID_EQUAL);   /* itself                          */
  CHECK(ps[4] == SMT_ID_DIFFER);  /* AFTER's and of poison vs 0      */
  CHECK(ps[5] == SMT_ID_EQUAL);   /* BEFORE's and of poison vs 0     */
  CHECK(ps[6] == SMT_ID_DIFFER);  /* AFTER's freeze of poison        */
  CHECK(ps[7] == SMT_ID_DIFFER);  /* AFTER's x vs BEFORE's freeze x  */
  CHECK(ps[8] == SMT_ID_EQUAL);   /* AFTER's freeze x vs BEFORE's x  */
}

/* encode/ smt_identities with products (smt_identity.c smtI_decide: the
 * products as uninterpreted functions first, the question as made after),
 * by hand over i32 a, b, c:
 *  - (a + b) * c against a*c + b*c: equal (multiplication distributes over
 *    addition modulo 2^32, a ring); with the products as functions there
 *    is a model (f(a+b, c) need not be f(a, c) + f(b, c)), so this needs
 *    the question as made -- a model of the abstraction taken for a
 *    difference would call it DIFFER;
 *  - a * b against b * a: equal (commutative), again only as made;
 *  - the same distributivity widened, zext((a + b) * c) to i64 against
 *    zext a * zext c + zext b * zext c in i64: NOT equal, the 32-bit
 *    product wraps: a = 65536, b = 0, c = 65536 gives zext(2^32 mod 2^32)
 *    = 0 against 2^32.  It must never be EQUAL (an abstraction read the
 *    wrong way, or one function for the two widths, would claim it);
 *    Z3 finds that witness, so DIFFER;
 *  - (a * b) + c against c + (a' * b'), a' = a + 0 and b' = b + 0 other
 *    nodes of the same values: equal, by congruence alone (equal operands,
 *    equal products), which the abstraction keeps. */
TEST(unbounded_identities_products) {
  static const int ab[2] = {0, 1}, ba[2] = {1, 0}, a3c[2] = {3, 2}, ac[2] = {0, 2}, bc[2] = {1, 2},
                   a56[2] = {5, 6}, a4[1] = {4}, a0[1] = {0}, a1[1] = {1}, a2[1] = {2},
                   ac64[2] = {11, 13}, bc64[2] = {12, 13}, a1415[2] = {14, 15}, a8c[2] = {8, 2},
                   bz[2] = {1, 16}, az[2] = {0, 16}, a1918[2] = {19, 18}, a2c[2] = {2, 20};
  smt_ex n[] = {
      {SMT_EX_SYM, NULL, 32, 0, NULL},         /* 0 a                   */
      {SMT_EX_SYM, NULL, 32, 0, NULL},         /* 1 b                   */
      {SMT_EX_SYM, NULL, 32, 0, NULL},         /* 2 c                   */
      {SMT_EX_OP, "add i32", 32, 2, ab},       /* 3 a + b               */
      {SMT_EX_OP, "mul i32", 32, 2, a3c},      /* 4 (a + b) * c         */
      {SMT_EX_OP, "mul i32", 32, 2, ac},       /* 5 a * c               */
      {SMT_EX_OP, "mul i32", 32, 2, bc},       /* 6 b * c               */
      {SMT_EX_OP, "add i32", 32, 2, a56},      /* 7 a*c + b*c           */
      {SMT_EX_OP, "mul i32", 32, 2, ab},       /* 8 a * b               */
      {SMT_EX_OP, "mul i32", 32, 2, ba},       /* 9 b * a               */
      {SMT_EX_OP, "zext i64", 64, 1, a4},      /* 10 zext((a + b) * c)  */
      {SMT_EX_OP, "zext i64", 64, 1, a0},      /* 11 zext a             */
      {SMT_EX_OP, "zext i64", 64, 1, a1},      /* 12 zext b             */
      {SMT_EX_OP, "zext i64", 64, 1, a2},      /* 13 zext c             */
      {SMT_EX_OP, "mul i64", 64, 2, ac64},     /* 14 zext a * zext c    */
      {SMT_EX_OP, "mul i64", 64, 2, bc64},     /* 15 zext b * zext c    */
      {SMT_EX_CONST, "i32 0", 32, 0, NULL},    /* 16 0                  */
      {SMT_EX_OP, "add i64", 64, 2, a1415},    /* 17 the sum in i64     */
      {SMT_EX_OP, "add i32", 32, 2, bz},       /* 18 b' = b + 0         */
      {SMT_EX_OP, "add i32", 32, 2, az},       /* 19 a' = a + 0         */
      {SMT_EX_OP, "mul i32", 32, 2, a1918},    /* 20 a' * b'            */
      {SMT_EX_OP, "add i32", 32, 2, a8c},      /* 21 (a * b) + c        */
      {SMT_EX_OP, "add i32", 32, 2, a2c},      /* 22 c + a' * b'        */
  };
  int pairs[] = {4, 7, 8, 9, 10, 17, 21, 22};
  smt_id_status st[4];
  int q = 0;
  cc_error e;
  cc_error_clear(&e);
  CHECK(smt_identities(n, 23, pairs, 4, NULL, NULL, 0, st, &q, &e));
  CHECK(st[0] == SMT_ID_EQUAL);  /* distributivity modulo 2^32        */
  CHECK(st[1] == SMT_ID_EQUAL);  /* commutativity                      */
  CHECK(st[2] != SMT_ID_EQUAL);  /* widened: wraps, never proven       */
  CHECK(st[2] == SMT_ID_DIFFER); /* a = 65536, b = 0, c = 65536        */
  CHECK(st[3] == SMT_ID_EQUAL);  /* congruence                         */
}

/* Undef at partner uses (unbounded/lockstep.c ubl_same_undef), by hand: a
 * loop whose exit condition is a phi that is poison on the back edge in
 * both programs: whatever AFTER's poison takes, BEFORE's can take too --
 * the rule applies (transform F F on a program LLVM's FixIrreducible made,
 * corpus/transforms/sweep-fix-irreducible-entries.after.ll, has such
 * phis).  With 0 in BEFORE and undef in AFTER, AFTER may leave where
 * BEFORE loops: the phi pair leaves the invariant and the branch's
 * condition is not provably equal -- the rule does not apply. */
TEST(unbounded_lockstep_undef) {
  static const char *fmt =
      "declare i32 @subgroupAdd(i32) convergent\n"
      "define void @f(i1 %%c) {\n"
      "entry:\n  br label %%loop\n"
      "loop:\n  %%p = phi i1 [ %%c, %%entry ], [ %s, %%loop ]\n"
      "  %%s = call i32 @subgroupAdd(i32 1)\n  br i1 %%p, label %%exit, label %%loop\n"
      "exit:\n  ret void\n}\n";
  char b[600], a[600], z[600];
  snprintf(b, sizeof b, fmt, "poison");
  snprintf(a, sizeof a, fmt, "undef");
  snprintf(z, sizeof z, fmt, "false");
  cv_module *mb = th_read_ll(b), *ma = th_read_ll(a), *mz = th_read_ll(z);
  if (mb && ma && mz) {
    ub_lockstep ls;
    CHECK(ub_transform_lockstep(cv_module_program(mb, 0), cv_module_program(mb, 0), 0, &ls));
    CHECK(ls.phis == 1);
    CHECK(!ub_transform_lockstep(cv_module_program(mz, 0), cv_module_program(ma, 0), 0, &ls));
    CHECK(ls.phis_dropped == 1);
    CHECK(!ub_transform_lockstep(cv_module_program(mb, 0), cv_module_program(ma, 0), 0, &ls));
  }
  cv_module_free(mb), cv_module_free(ma), cv_module_free(mz);
}

/* A poison flag the pass adds is never proven by the rules (docs/
 * unbounded.md "Poison flags in the rules"): tests/cli/transform_lockstep/
 * wrap*.ll, derived by hand at the top of each AFTER file -- `nsw` added
 * to a counter whose wrap ends the loop, with BEFORE computing no other
 * `add nsw i32` (wrap), one in the entry block (wrap-other) or one on the
 * exit path (wrap-exit): AFTER branches on poison where BEFORE is defined,
 * neither the lockstep nor the simulation rule may apply (both did on the
 * last two).  The same flag on both sides (AFTER against itself) is
 * proven.  A flag the pass drops from a branch condition's operand (BEFORE
 * `add nsw`, AFTER `add`, not feeding a phi) is proven: where BEFORE's
 * sum overflows BEFORE branches on poison (LangRef 'br'), elsewhere the
 * two sums are one number. */
TEST(unbounded_rules_flag_added) {
  static const char *cases[][2] = {
      {"wrap.before.ll", "wrap-nsw.after.ll"},
      {"wrap-other.before.ll", "wrap-other-nsw.after.ll"},
      {"wrap-exit.before.ll", "wrap-exit-nsw.after.ll"},
  };
  for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/%s", th_src("tests/cli/transform_lockstep"), cases[k][0]);
    snprintf(pa, sizeof pa, "%s/%s", th_src("tests/cli/transform_lockstep"), cases[k][1]);
    cc_error e;
    cv_module *mb = fe_load(pb, NULL, &e), *ma = fe_load(pa, NULL, &e);
    CHECK(mb && ma);
    if (mb && ma) {
      const cv_program *b = cv_module_program(mb, 0), *a = cv_module_program(ma, 0);
      ub_lockstep ls;
      ub_simulation sm;
      CHECK(!ub_transform_lockstep(b, a, 0, &ls));
      CHECK(!ub_transform_simulate(b, a, 0, 0, &sm));
      CHECK(ub_transform_lockstep(a, a, 0, &ls));
    }
    cv_module_free(mb), cv_module_free(ma);
  }
  static const char *fmt =
      "declare void @conv() convergent\n"
      "define void @f(i32 %%a) {\n"
      "entry:\n  br label %%loop\n"
      "loop:\n  %%i = phi i32 [ 0, %%entry ], [ %%i1, %%loop ]\n"
      "  call void @conv()\n  %%i1 = add i32 %%i, 1\n  %%k = add%s i32 %%i1, %%a\n"
      "  %%c = icmp eq i32 %%k, 100\n  br i1 %%c, label %%exit, label %%loop\n"
      "exit:\n  ret void\n}\n";
  char b[600], a[600];
  snprintf(b, sizeof b, fmt, " nsw");
  snprintf(a, sizeof a, fmt, "");
  cv_module *mb = th_read_ll(b), *ma = th_read_ll(a);
  CHECK(mb && ma);
  if (mb && ma) {
    ub_lockstep ls;
    CHECK(ub_transform_lockstep(cv_module_program(mb, 0), cv_module_program(ma, 0), 0, &ls));
    /* the converse adds the flag: AFTER's %c is poison where %i1 + %a
     * overflows, BEFORE's is not */
    CHECK(!ub_transform_lockstep(cv_module_program(ma, 0), cv_module_program(mb, 0), 0, &ls));
  }
  cv_module_free(mb), cv_module_free(ma);
}

/* The rules as tf_check's prove_first (pipeline/ passes them in bounded
 * mode).  By hand: (1) `icmp slt %x, 16` against `icmp sle %x, 15` in an
 * if/else whose arms call subgroupAdd: the same CFG and, for every i32 x,
 * x < 16 iff x <= 15 (15 + 1 does not wrap), so the lockstep rule proves
 * it for every L and k, no round runs (checked 0), and the rounds alone
 * say preserved too.  (2) the call hoisted out of the if/else on %tid:
 * broken (transform_hoist_out_of_divergent_if_broken), no rule applies, so
 * the rounds run and find the counterexample.  (3) a block split in two
 * (entry; br next; next: the call): AFTER's one block starts where
 * BEFORE's entry does, the simulation rule proves it -- under maximal
 * convergence's reading; under --uncontrolled control-dependence it is
 * not applied (ub_transform's own condition), so the rounds decide. */
TEST(unbounded_rules_first) {
  static const char *if_else =
      "declare i32 @llvm.amdgcn.workitem.id.x()\n"
      "declare i32 @subgroupAdd(i32) convergent\n"
      "define i32 @f(i32 %%x) {\n"
      "entry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
      "  %%c = icmp %s\n  br i1 %%c, label %%then, label %%else\n"
      "then:\n  %%a = call i32 @subgroupAdd(i32 %%x)\n  br label %%end\n"
      "else:\n  %%b = call i32 @subgroupAdd(i32 %%x)\n  br label %%end\n"
      "end:\n  %%r = phi i32 [ %%a, %%then ], [ %%b, %%else ]\n  ret i32 %%r\n}\n";
  static const char *hoisted =
      "declare i32 @llvm.amdgcn.workitem.id.x()\n"
      "declare i32 @subgroupAdd(i32) convergent\n"
      "define i32 @f(i32 %x) {\n"
      "entry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
      "  %c = icmp slt i32 %tid, 16\n  %a = call i32 @subgroupAdd(i32 %x)\n"
      "  br i1 %c, label %then, label %else\n"
      "then:\n  br label %end\nelse:\n  br label %end\nend:\n  ret i32 %a\n}\n";
  static const char *split =
      "declare i32 @subgroupAdd(i32) convergent\n"
      "define i32 @f(i32 %x) {\n"
      "entry:\n  br label %next\nnext:\n  %a = call i32 @subgroupAdd(i32 %x)\n  ret i32 %a\n}\n";
  static const char *merged =
      "declare i32 @subgroupAdd(i32) convergent\n"
      "define i32 @f(i32 %x) {\n"
      "entry:\n  %a = call i32 @subgroupAdd(i32 %x)\n  ret i32 %a\n}\n";
  char b[1200], a[1200], t[1200];
  snprintf(b, sizeof b, if_else, "slt i32 %x, 16");
  snprintf(a, sizeof a, if_else, "sle i32 %x, 15");
  snprintf(t, sizeof t, if_else, "slt i32 %tid, 16");
  cv_module *mb = th_read_ll(b), *ma = th_read_ll(a), *mt = th_read_ll(t), *mh = th_read_ll(hoisted),
            *ms = th_read_ll(split), *mm = th_read_ll(merged);
  if (mb && ma && mt && mh && ms && mm) {
    tf_opts o;
    tf_opts_default(&o);
    cc_error e;
    cc_error_clear(&e);
    tf_result r;
    /* (1) */
    CHECK(tf_check(cv_module_program(mb, 0), cv_module_program(ma, 0), &o, &r, &e));
    CHECK_INT(r.verdict, TF_PRESERVED);
    CHECK(r.checked > 0 && !r.proof);
    tf_result_free(&r);
    o.prove_first = ub_transform_rules;
    CHECK(tf_check(cv_module_program(mb, 0), cv_module_program(ma, 0), &o, &r, &e));
    CHECK_INT(r.verdict, TF_PRESERVED);
    CHECK_STR(r.proof_rule ? r.proof_rule : "", "lockstep");
    CHECK_CONTAINS(r.proof ? r.proof : "", "the lockstep rule");
    CHECK(r.checked == 0 && r.inputs == 0);
    tf_result_free(&r);
    /* (2) */
    CHECK(tf_check(cv_module_program(mt, 0), cv_module_program(mh, 0), &o, &r, &e));
    CHECK_INT(r.verdict, TF_BROKEN);
    CHECK(!r.proof && !r.proof_rule);
    tf_result_free(&r);
    /* (3) */
    CHECK(tf_check(cv_module_program(ms, 0), cv_module_program(mm, 0), &o, &r, &e));
    CHECK_INT(r.verdict, TF_PRESERVED);
    CHECK_STR(r.proof_rule ? r.proof_rule : "", "simulation");
    tf_result_free(&r);
    o.rd.uncontrolled = CV_UNCONTROLLED_CONTROL_DEP;
    CHECK(tf_check(cv_module_program(ms, 0), cv_module_program(mm, 0), &o, &r, &e));
    CHECK_INT(r.verdict, TF_PRESERVED);
    CHECK(!r.proof && r.checked > 0);
    tf_result_free(&r);
  }
  cv_module_free(mb), cv_module_free(ma), cv_module_free(mt), cv_module_free(mh);
  cv_module_free(ms), cv_module_free(mm);
}
