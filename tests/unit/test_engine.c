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

typedef struct named_run {
  const en_run *r;
  const cv_program *p;
} named_run;

static int value_uniform(const char *name, const void *arg) {
  const named_run *x = arg;
  int i = cv_program_find_inst(x->p, name);
  return i < 0 ? -1 : x->r->values[i].uniform;
}

/* One CHECK per value named: those in `uniform` (names apart by spaces)
 * found uniform by the run, those in `divergent` not. */
static void check_uniform(const en_run *r, const cv_program *p, const char *uniform,
                          const char *divergent) {
  named_run x = {r, p};
  th_check_names(value_uniform, &x, uniform, divergent, "uniform", "divergent");
}

/* A natural loop has one hierarchy: every block m-converged, proven. */
TEST(engine_natural_loop_is_proven) {
  TH_CFG(m, p, "Entry -> H\nH -> B, L divergent\nB -> L\nL -> H, Exit divergent\nExit\n");
  en_run *r = run(p, 2, 8);
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
  TH_CFG(m, p, "Entry -> P, R\nP -> Q\nQ -> R, S divergent\nR -> S\n"
               "S -> P, Exit divergent\nExit\n");
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

/* The run at k = 2 and bound L on tests/unit/inputs/NAME: the values in
 * `uniform` found uniform, those in `divergent` not (check_uniform), then
 * the checks of `more` (when given) on the run. */
static void check_file(const char *name, int L, const char *uniform, const char *divergent,
                       void (*more)(const en_run *r, const cv_program *p)) {
  char rel[256];
  snprintf(rel, sizeof rel, "tests/unit/inputs/%s", name);
  TH_LL_FILE(m, p, rel);
  en_run *r = run(p, 2, L);
  if (r) check_uniform(r, p, uniform, divergent);
  if (r && more) more(r, p);
  en_run_free(r);
  cv_module_free(m);
}

/* A divergent if/else: the phi at the join is divergent (threads that
 * took different sides are converged at the join, [CU] "Maximal
 * Convergence", and carry 1 and 2); a value of the kernel argument is
 * uniform; the join is m-converged (one hierarchy, no cycle). */
static void diamond_join(const en_run *r, const cv_program *p) {
  CHECK(r->blocks[cv_program_find_block(p, "j")].m_converged);
  /* the witness: one thread through t, the other through e */
  CHECK(r->values[cv_program_find_inst(p, "p")].w.set);
}

TEST(engine_divergent_diamond_phi) {
  check_file("engine_divergent_diamond_phi.ll", 8, "q u", "p tid c", diamond_join);
}

/* llvm.amdgcn.if.break is always uniform but not convergent in LLVM 22.
 * Inside the loop, converged instances (same iteration) compute it from
 * the same class: uniform, although its operand %leave is divergent.
 * Outside, a thread that leaves in iteration 1 and one that leaves in
 * iteration 2 are converged at x ([CU] "Maximal Convergence", x is in no
 * cycle) and forward different instances: %m.out is temporally divergent
 * (LLVM issue 206435, corpus/findings/llvm-206435.ll). */
TEST(engine_always_uniform_call_is_per_converged_class) {
  check_file("engine_always_uniform_call.ll", 6, "m acc", "leave m.out", NULL);
}

/* A loop whose exit condition is a kernel argument: every thread takes the
 * same path, so the only admissible tuples pair a trace with itself:
 * traces entry h x, and entry h h h h h (cut). */
static void same_path(const en_run *r, const cv_program *p) {
  (void)p;
  CHECK_INT(CC_SIZE(r->traces), 2);
  CHECK_INT(r->tuples, 2);
  CHECK(r->cut);
}

TEST(engine_uniform_condition_same_path) {
  check_file("engine_uniform_condition_same_path.ll", 6, "", "", same_path);
}

TEST(engine_refuses_absurd_bounds) {
  TH_CFG(m, p, "A -> B\nB\n");
  en_opts o;
  en_opts_default(&o);
  cc_error e;
  o.k = 1;
  cc_error_clear(&e);
  CHECK(en_run_new(p, &o, &e) == NULL);
  CHECK_CONTAINS(e.msg, "--threads");
  o.k = 2;
  o.L = 0;
  cc_error_clear(&e);
  CHECK(en_run_new(p, &o, &e) == NULL);
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

/* Shape s with branch conditions mask rendered as IR and read back (as a
 * sweep does: values, phis, branches on them), in a module of its own
 * (the caller frees it); NULL, a test failure, when it gives none. */
static cv_module *shape_ir(const en_shape *s, unsigned mask, const char *name) {
  cc_error e;
  cv_module *shapes;
  cv_program *p = th_shape_program(s, mask, name, &shapes, &e);
  cc_buf text;
  cc_buf_init(&text);
  cv_module *m = p && fe_ll_write(p, &text, &e) ? fe_read_ll_text(name, text.data, text.len, &e) : NULL;
  if (!m) th_fail(__FILE__, __LINE__, "rendering a shape: %s", e.msg);
  cc_buf_free(&text);
  cv_module_free(shapes);
  return m;
}

static bool memo_shape(const en_shape *s, void *arg) {
  memo_sample *ms = arg;
  if (s->n != 4 || ms->seen++ % 7) return true;
  int nb = en_shape_nbranches(s);
  for (unsigned mask = 0; mask < (1u << nb); mask++) {
    cc_error e;
    cv_module *m = shape_ir(s, mask, "memo");
    if (!m) return false;
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

/* en_opts.signatures_above: settling by signatures what holds, and
 * examining only the tuples whose signatures show a witness, changes no
 * verdict and no witness.  Every divergence assignment of every 4-block
 * shape and of every 16th 5-block shape, rendered as IR, at k=2, L=7 in
 * both hierarchy readings, and a sample at k=3, L=5: each run without the
 * signatures (every tuple examined) and with them from the first tuple
 * (signatures_above = 1), witnesses shortest first; every block, value and
 * branch verdict and every witness (its traces, hierarchies and pair)
 * agree, and the signatures did settle something on most programs. */
typedef struct sig_sample {
  int seen, programs, settled, differences;
} sig_sample;

static bool same_witness(const en_run *a, const en_witness *x, const en_run *b,
                         const en_witness *y) {
  if (x->set != y->set) return false;
  if (!x->set) return true;
  if (x->k != y->k || x->h1 != y->h1 || x->h2 != y->h2 || x->t1 != y->t1 || x->p1 != y->p1 ||
      x->t2 != y->t2 || x->p2 != y->p2 || x->unmodelled != y->unmodelled)
    return false;
  cv_tuple ta, tb;
  en_witness_tuple(a, x, &ta);
  en_witness_tuple(b, y, &tb);
  bool same = true;
  for (int i = 0; i < ta.k && same; i++)
    same = ta.thread[i].len == tb.thread[i].len &&
           !memcmp(ta.thread[i].blocks, tb.thread[i].blocks, (size_t)ta.thread[i].len * sizeof(int));
  cv_tuple_free(&ta);
  cv_tuple_free(&tb);
  return same;
}

static bool sig_same(const cv_program *q, const en_run *a, const en_run *b) {
  bool same = a->truncated == b->truncated;
  for (int x = 0; x < cv_program_nblocks(q); x++)
    same = same && a->blocks[x].m_converged == b->blocks[x].m_converged &&
           a->branches[x].uniform == b->branches[x].uniform &&
           same_witness(a, &a->blocks[x].w, b, &b->blocks[x].w) &&
           same_witness(a, &a->branches[x].w, b, &b->branches[x].w);
  for (int i = 0; i < cv_program_ninsts(q); i++)
    same = same && a->values[i].uniform == b->values[i].uniform &&
           same_witness(a, &a->values[i].w, b, &b->values[i].w);
  return same;
}

static bool sig_shape(const en_shape *s, void *arg) {
  sig_sample *ss = arg;
  if (s->n < 4 || (s->n == 5 && ss->seen++ % 16)) return true;
  int nb = en_shape_nbranches(s);
  for (unsigned mask = 0; mask < (1u << nb); mask++) {
    cv_module *m = shape_ir(s, mask, "sig");
    if (!m) return false;
    const cv_program *q = cv_module_program(m, 0);
    for (int run = 0; run < 3; run++) {
      if (run == 2 && (mask % 3 || s->n == 5)) continue;
      en_opts o;
      en_opts_default(&o);
      o.k = run == 2 ? 3 : 2;
      o.L = run == 2 ? 5 : 7;
      o.rd.hierarchies = run == 1 ? CV_HIER_ALL_ENTRIES : CV_HIER_REALIZABLE;
      o.shortest = true;
      o.mconv_only = run == 1 && mask % 2;
      cc_error e;
      cc_error_clear(&e);
      en_run *plain = en_run_new(q, &o, &e);
      o.signatures_above = 1;
      en_run *sig = en_run_new(q, &o, &e);
      CHECK(plain && sig);
      if (plain && sig) {
        ss->programs++;
        ss->settled += sig->by_signatures;
        if (!sig_same(q, plain, sig)) {
          if (!ss->differences++) th_shape_fail(s, mask, "signatures change a verdict (run %d)", run);
        }
      }
      en_run_free(plain);
      en_run_free(sig);
    }
    cv_module_free(m);
  }
  return true;
}

TEST(engine_signatures_change_no_verdict) {
  sig_sample ss = {0};
  en_shapes(5, sig_shape, &ss);
  CHECK(ss.programs > 1000);
  CHECK_INT(ss.differences, 0);
  CHECK(ss.settled * 2 > ss.programs);
}

/* en_opts.shortest: every witness is one of the shortest.  The CFG of
 * engine_diverged_entry_not_m_converged (Entry's branch uniform: both
 * threads enter at P, or both at R), by hand, the fewest blocks a thread
 * needs for a pair of instances converged in one hierarchy and not the
 * other (the first instances of a block are converged in both: the two
 * threads' histories must differ, so one thread takes Q -> R -> S and the
 * other Q -> S):
 *   S  Entry P Q R S | Entry P Q S        S1 with S1: 5 blocks;
 *   P  Entry P Q R S P | Entry P Q S P     the second P: 6 blocks;
 *   Q, R  Entry P Q R S P Q | Entry P Q S P Q R: 7 blocks
 * (entering at R makes every one longer: Entry R S P Q ...).  The run at
 * L = 12 keeps its verdicts; at L = 5, P, Q, R have no witness yet. */
TEST(engine_shortest_witnesses) {
  TH_CFG(m, p, "Entry -> P, R\nP -> Q\nQ -> R, S divergent\nR -> S\n"
               "S -> P, Exit divergent\nExit\n");
  en_opts o;
  en_opts_default(&o);
  o.L = 12;
  o.mconv_only = true;
  o.shortest = true;
  cc_error e;
  cc_error_clear(&e);
  en_run *r = en_run_new(p, &o, &e);
  CHECK(r != NULL);
  if (r) {
    const char *names[] = {"S", "P", "Q", "R"};
    const int want[] = {5, 6, 7, 7};
    for (int i = 0; i < 4; i++) {
      const en_block_result *br = &r->blocks[cv_program_find_block(p, names[i])];
      CHECK(!br->m_converged && br->w.set);
      if (br->w.set) CHECK_INT(en_witness_length(r, &br->w), want[i]);
      /* the run it came from had the bound it was found at */
      if (br->w.set) CHECK_INT(en_witness_run(r, &br->w)->o.L, want[i]);
    }
    CHECK(r->blocks[cv_program_find_block(p, "Entry")].m_converged);
    CHECK(r->rounds > 0);
    en_run_free(r);
  }
  o.L = 5;
  o.shortest = false;
  r = en_run_new(p, &o, &e);
  CHECK(r != NULL);
  if (r) {
    CHECK(!r->blocks[cv_program_find_block(p, "S")].m_converged);
    CHECK(r->blocks[cv_program_find_block(p, "P")].m_converged);
    en_run_free(r);
  }
  cv_module_free(m);
}

/* A uniformity witness gives the two values.  corpus/analysis/
 * rfc-temporal-divergence.ll, %x = phi [%j, %header], [%j, %check] at the
 * loop's exit, by hand: thread 1 has %V = 1 (through set.v) and leaves at
 * check in the first iteration (%brk = D[0] < 1), thread 2 has %V = 0
 * and stays (D[0] < 0 false), leaving at header in the second iteration
 * (%j.lt.m = 1 < %m false while 0 < %m held): exits converged (in no
 * cycle), %x = 0 and 1.  Traces of 7 and 8 blocks, the shortest: a thread
 * that leaves at check needs entry ... header body check exit. */
static void temporal_values(const en_run *r, const cv_program *p) {
  int x = cv_program_find_inst(p, "x");
  const en_witness *w = &r->values[x].w;
  CHECK(!r->values[x].uniform && w->set);
  if (!w->set) return;
  CHECK_INT(en_witness_length(r, w), 8);
  cc_buf b;
  cc_buf_init(&b);
  en_witness_print_value(r, x, w, &b);
  CHECK_CONTAINS(cc_buf_str(&b), "Thread1: entry set.v join.v header body check exit\n");
  CHECK_CONTAINS(cc_buf_str(&b), "Thread2: entry join.v header body check latch header exit\n");
  CHECK_CONTAINS(cc_buf_str(&b), "  values: i32 0 and i32 1\n");
  cc_buf_free(&b);
}

TEST(engine_uniformity_witness_values) {
  TH_LOAD(m, p, "corpus/analysis/rfc-temporal-divergence.ll");
  en_opts o;
  en_opts_default(&o);
  o.shortest = true;
  cc_error e;
  cc_error_clear(&e);
  en_run *r = en_run_new(p, &o, &e);
  CHECK(r != NULL);
  if (r) temporal_values(r, p);
  en_run_free(r);
  cv_module_free(m);
}

/* en_blocks_first_reached: a loop of 4 iterations on a constant counter
 * (the branch semantics decide every test: i = 0, 1, 2, 3 < 4 stay, 4
 * leaves), by hand: entry 1, h 2, b 3, then h b three times more and h:
 * exit at 1 + 2 * 4 + 1 + 1 = 11. */
TEST(engine_blocks_first_reached) {
  TH_LL(m, p, "define void @f() {\n"
              "entry:\n  br label %h\n"
              "h:\n  %i = phi i32 [ 0, %entry ], [ %n, %b ]\n"
              "  %c = icmp slt i32 %i, 4\n  br i1 %c, label %b, label %exit\n"
              "b:\n  %n = add i32 %i, 1\n  br label %h\n"
              "exit:\n  ret void\n}\n");
  int first[8];
  bool complete;
  cv_readings rd;
  cv_readings_default(&rd);
  en_blocks_first_reached(p, &rd, 64, 0, first, &complete);
  CHECK(complete);
  CHECK_INT(first[cv_program_find_block(p, "entry")], 1);
  CHECK_INT(first[cv_program_find_block(p, "h")], 2);
  CHECK_INT(first[cv_program_find_block(p, "b")], 3);
  CHECK_INT(first[cv_program_find_block(p, "exit")], 11);
  /* not within 10 blocks */
  en_blocks_first_reached(p, &rd, 10, 0, first, &complete);
  CHECK_INT(first[cv_program_find_block(p, "exit")], 0);
  cv_module_free(m);
}

/* en_traces_count: every path of at most L blocks, cut or complete.  By
 * hand, from H (H -> B1, B2, X): f(1) = 1 (H, cut), f(2) = 3 (H X, H B1,
 * H B2), f(L) = 1 + 2 f(L - 2) from L = 3 (H X, or one of two rounds then
 * the rest): f(3) = 3, f(4) = 7, f(5) = 7, f(6) = 15; from the entry E one
 * block more: g(1) = 1, g(L) = f(L - 1).  Block executions of the search
 * from H n(1) = 1, n(2) = 4 (H, X, B1, B2), n(L) = 4 + 2 n(L - 2) (H, X,
 * B1 and B2, each followed by H's search at L - 2): n(4) = 12, n(6) = 28,
 * from E 1 + n(6) = 29 at L = 7, so a budget of 28 stops it.
 * (en_traces_bound stops at the first cut path: a finiteness test.) */
TEST(engine_traces_count) {
  TH_CFG(m, p, "E -> H\nH -> B1, B2, X divergent\nB1 -> H\nB2 -> H\nX\n");
  const int want[] = {0, 1, 1, 3, 3, 7, 7, 15};
  for (int L = 1; L <= 7; L++) CHECK_INT((int)en_traces_count(p, NULL, L, 0), want[L]);
  CHECK(en_traces_count(p, NULL, 7, 29) == 15);
  CHECK(en_traces_count(p, NULL, 7, 28) == UINT64_MAX);
  cv_module_free(m);
}

TEST(engine_first_reached_shortest_past_a_loop) {
  /* Y is 4 blocks from the entry (E H X Y) past a loop whose body branches
   * two ways each trip.  One depth-first search at the largest bound goes
   * round the loop first and spends its node budget on the body's 2^n
   * paths: it used to report Y first reached near L=256 (a new user was
   * told "-L 184 reaches it" of a block 4 blocks away).  By hand: H at 2,
   * B and X at 3, B1, B2 and Y at 4, L at 5. */
  TH_CFG(m, p, "E -> H\nH -> B, X divergent\nB -> B1, B2 divergent\nB1 -> L\nB2 -> L\n"
               "L -> H\nX -> Y\nY\n");
  cv_readings rd;
  cv_readings_default(&rd);
  int first[8];
  bool complete = false;
  en_blocks_first_reached(p, &rd, 256, 100000, first, &complete);
  const char *names[] = {"E", "H", "B", "X", "B1", "B2", "Y", "L"};
  const int want[] = {1, 2, 3, 3, 4, 4, 4, 5};
  for (int i = 0; i < 8; i++) CHECK_INT(first[cv_program_find_block(p, names[i])], want[i]);
  CHECK(complete);
  cv_module_free(m);
}
