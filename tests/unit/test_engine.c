/* Unit tests of enumerate/engine.c: m-convergence and reference
 * uniformity on programs whose answers are derived by hand. */
#define _DEFAULT_SOURCE /* mkstemps */
#include "enumerate/enumerate.h"
#include "enumerate/families.h"
#include "front/front.h"
#include "tests/unit/harness.h"

#include <stdlib.h>
#include <unistd.h>

static en_run *run(const cv_program *p, int k, int L) {
  en_opts o;
  en_opts_default(&o);
  o.k = k;
  o.L = L;
  o.check_relations = true;
  cc_error e;
  cc_error_clear(&e);
  en_run *r = en_run_new(p, &o, &e);
  if (!r) th_fail(__FILE__, __LINE__, "engine: %s", e.msg);
  return r;
}

/* One CHECK per value named: those in `uniform` (names apart by spaces)
 * found uniform by the run, those in `divergent` not. */
static void check_uniform(const en_run *r, const cv_program *p, const char *uniform,
                          const char *divergent) {
  const char *lists[2] = {uniform, divergent};
  for (int d = 0; d < 2; d++)
    for (const char *s = lists[d]; *s;) {
      size_t n = strcspn(s, " ");
      char name[64];
      snprintf(name, sizeof name, "%.*s", (int)n, s);
      int i = cv_program_find_inst(p, name);
      th_checks++; /* a CHECK, its message naming the value */
      if (i < 0) th_fail(__FILE__, __LINE__, "no value %%%s", name);
      else if (r->values[i].uniform != !d)
        th_fail(__FILE__, __LINE__, "%%%s is %s, expected %s", name,
                d ? "uniform" : "divergent", d ? "divergent" : "uniform");
      s += n + (s[n] == ' ');
    }
}

/* A natural loop has one hierarchy: every block m-converged, proven. */
TEST(engine_natural_loop_is_proven) {
  cv_module *m = th_parse_cfg("Entry -> H\nH -> B, L divergent\nB -> L\nL -> H, Exit divergent\nExit\n");
  if (!m) return;
  en_run *r = run(cv_module_program(m, 0), 2, 8);
  if (r) {
    CHECK(r->proven);
    for (int b = 0; b < 5; b++) CHECK(r->blocks[b].m_converged);
    CHECK_INT(r->inconsistent, 0);
    en_run_free(r);
  }
  cv_module_free(m);
}

/* [CU] "Diverged Entry Criterion": closed path P Q R S with entries P and
 * R, Q divergent, join S.  With R as header and a child cycle {P,Q,S}, a
 * thread that goes Q -> S and one that goes Q -> R -> S meet at S
 * unconverged; with P as header they converge at S.  So P, Q, R, S are not
 * m-converged; Entry and Exit (in no cycle) are. */
TEST(engine_diverged_entry_not_m_converged) {
  cv_module *m = th_parse_cfg("Entry -> P, R\nP -> Q\nQ -> R, S divergent\nR -> S\n"
                              "S -> P, Exit divergent\nExit\n");
  if (!m) return;
  const cv_program *p = cv_module_program(m, 0);
  en_run *r = run(p, 2, 10);
  if (r) {
    CHECK_INT(CC_SIZE(r->hs), 2);
    CHECK(r->blocks[cv_program_find_block(p, "Entry")].m_converged);
    CHECK(r->blocks[cv_program_find_block(p, "Exit")].m_converged);
    const char *names[] = {"P", "Q", "R", "S"};
    for (int i = 0; i < 4; i++) {
      const en_block_result *br = &r->blocks[cv_program_find_block(p, names[i])];
      CHECK(!br->m_converged);
      CHECK(br->w.set && br->w.h1 != br->w.h2);
    }
    CHECK_INT(r->inconsistent, 0);
    en_run_free(r);
  }
  cv_module_free(m);
}

static cv_module *read_ll(const char *text) { return th_read_ll(text); }

/* A divergent if/else: the phi at the join is divergent (threads that
 * took different sides are converged at the join, [CU] "Maximal
 * Convergence", and carry 1 and 2); a value of the kernel argument is
 * uniform; the join is m-converged (one hierarchy, no cycle). */
TEST(engine_divergent_diamond_phi) {
  cv_module *m = read_ll(
      "define amdgpu_kernel void @f(i32 %a) {\n"
      "entry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
      "  %u = add i32 %a, 1\n  %c = icmp eq i32 %tid, 0\n"
      "  br i1 %c, label %t, label %e\n"
      "t:\n  br label %j\ne:\n  br label %j\n"
      "j:\n  %p = phi i32 [ 1, %t ], [ 2, %e ]\n  %q = phi i32 [ %u, %t ], [ %u, %e ]\n"
      "  ret void\n}\n"
      "declare i32 @llvm.amdgcn.workitem.id.x()\n");
  if (!m) return;
  const cv_program *p = cv_module_program(m, 0);
  en_run *r = run(p, 2, 8);
  if (r) {
    check_uniform(r, p, "q u", "p tid c");
    CHECK(r->blocks[cv_program_find_block(p, "j")].m_converged);
    /* the witness: one thread through t, the other through e */
    const en_witness *w = &r->values[cv_program_find_inst(p, "p")].w;
    CHECK(w->set);
    en_run_free(r);
  }
  cv_module_free(m);
}

/* llvm.amdgcn.if.break is always uniform but not convergent in LLVM 22.
 * Inside the loop, converged instances (same iteration) compute it from
 * the same class: uniform, although its operand %leave is divergent.
 * Outside, a thread that leaves in iteration 1 and one that leaves in
 * iteration 2 are converged at x ([CU] "Maximal Convergence", x is in no
 * cycle) and forward different instances: %m.out is temporally divergent
 * (LLVM issue 206435, corpus/findings/llvm-206435.ll). */
TEST(engine_always_uniform_call_is_per_converged_class) {
  cv_module *m = read_ll(
      "define amdgpu_cs void @f() {\n"
      "entry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  br label %h\n"
      "h:\n  %acc = phi i32 [ 0, %entry ], [ %m, %h ]\n"
      "  %i = phi i32 [ 0, %entry ], [ %i.next, %h ]\n"
      "  %leave = icmp eq i32 %tid, %i\n"
      "  %m = call i32 @llvm.amdgcn.if.break.i32(i1 %leave, i32 %acc)\n"
      "  %i.next = add i32 %i, 1\n"
      "  br i1 %leave, label %x, label %h\n"
      "x:\n  %m.out = phi i32 [ %m, %h ]\n  ret void\n}\n"
      "declare i32 @llvm.amdgcn.workitem.id.x()\n"
      "declare i32 @llvm.amdgcn.if.break.i32(i1, i32)\n");
  if (!m) return;
  const cv_program *p = cv_module_program(m, 0);
  en_run *r = run(p, 2, 6);
  if (r) {
    check_uniform(r, p, "m acc", "leave m.out");
    en_run_free(r);
  }
  cv_module_free(m);
}

/* A loop whose exit condition is a kernel argument: every thread takes the
 * same path, so the only admissible tuples pair a trace with itself. */
TEST(engine_uniform_condition_same_path) {
  cv_module *m = read_ll(
      "define amdgpu_kernel void @f(i1 %c) {\n"
      "entry:\n  br label %h\n"
      "h:\n  br i1 %c, label %h, label %x\n"
      "x:\n  ret void\n}\n");
  if (!m) return;
  en_run *r = run(cv_module_program(m, 0), 2, 6);
  if (r) {
    /* traces: entry h x, and entry h h h h h (cut) */
    CHECK_INT(CC_SIZE(r->traces), 2);
    CHECK_INT(r->tuples, 2);
    CHECK(r->cut);
    en_run_free(r);
  }
  cv_module_free(m);
}

TEST(engine_refuses_absurd_bounds) {
  cv_module *m = th_parse_cfg("A -> B\nB\n");
  if (!m) return;
  en_opts o;
  en_opts_default(&o);
  cc_error e;
  o.k = 1;
  cc_error_clear(&e);
  CHECK(en_run_new(cv_module_program(m, 0), &o, &e) == NULL);
  CHECK_CONTAINS(e.msg, "--threads");
  o.k = 2;
  o.L = 0;
  cc_error_clear(&e);
  CHECK(en_run_new(cv_module_program(m, 0), &o, &e) == NULL);
  CHECK_CONTAINS(e.msg, "--bound");
  cv_module_free(m);
}

/* en_memo: the divergence assignments of one shape share relations, and
 * sharing changes no verdict.  Every assignment of a sample of the 4-block
 * shapes, rendered as IR and read back as a sweep does, run once with one
 * memo for the whole sample and once without: every block, value and
 * branch verdict, the witnesses' presence and the tuple counts agree. */
typedef struct memo_sample {
  int seen;
  en_memo *memo;
  int programs, differences;
} memo_sample;

static bool memo_shape(const en_shape *s, void *arg) {
  memo_sample *ms = arg;
  if (s->n != 4 || ms->seen++ % 7) return true;
  int nb = en_shape_nbranches(s);
  for (unsigned mask = 0; mask < (1u << nb); mask++) {
    cc_error e;
    cv_module *shapes;
    cv_program *p = th_shape_program(s, mask, "memo", &shapes, &e);
    cc_buf text;
    cc_buf_init(&text);
    cv_module *m = p && fe_ll_write(p, &text, &e) ? fe_read_ll_text("memo", text.data, text.len, &e) : NULL;
    if (!m) {
      th_fail(__FILE__, __LINE__, "rendering a shape: %s", e.msg);
      cc_buf_free(&text);
      cv_module_free(shapes);
      return false;
    }
    const cv_program *q = cv_module_program(m, 0);
    en_opts o;
    en_opts_default(&o);
    o.L = 6;
    en_run *plain = en_run_new(q, &o, &e);
    o.memo = ms->memo;
    en_run *shared = en_run_new(q, &o, &e);
    CHECK(plain && shared);
    if (plain && shared) {
      ms->programs++;
      bool same = plain->tuples == shared->tuples;
      for (int b = 0; b < cv_program_nblocks(q); b++)
        same = same && plain->blocks[b].m_converged == shared->blocks[b].m_converged &&
               plain->branches[b].uniform == shared->branches[b].uniform &&
               plain->branches[b].w.set == shared->branches[b].w.set;
      for (int i = 0; i < cv_program_ninsts(q); i++)
        same = same && plain->values[i].uniform == shared->values[i].uniform &&
               plain->values[i].w.set == shared->values[i].w.set;
      if (!same) ms->differences++;
    }
    en_run_free(plain);
    en_run_free(shared);
    cv_module_free(m);
    cc_buf_free(&text);
    cv_module_free(shapes);
  }
  return true;
}

TEST(engine_memo_changes_no_verdict) {
  memo_sample ms = {0, en_memo_new(0), 0, 0};
  en_shapes(4, memo_shape, &ms);
  en_memo_stats st = en_memo_get_stats(ms.memo);
  CHECK(ms.programs > 100);
  CHECK_INT(ms.differences, 0);
  /* the masks of a shape did share: most relations were found, not
   * computed, and every new shape emptied the memo */
  CHECK(st.hits > st.misses);
  CHECK(st.resets + 1 >= (uint64_t)(ms.seen + 6) / 7);
  CHECK(!st.full);
  en_memo_free(ms.memo);
}
