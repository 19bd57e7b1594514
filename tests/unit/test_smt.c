/* The SMT engine (encode/) cross-checked against the explicit one:
 *   - smt_relation equals cv_maximal_converged_with pair for pair on every
 *     table of corpus/spec and on random tuples of the CFG families, in
 *     both readings of convergence-before;
 *   - smt_mconv agrees with en_run_new on every block of every CFG of up to
 *     4 blocks with every assignment of divergent branches (k = 2);
 *   - a time limit gives "unknown", never a verdict; Z3 errors are recorded,
 *     not fatal; programs with values are refused.
 * A disagreement names the CFG (as .cfg text), the traces and the pair. */
#include "check/check.h"
#include "encode/smt.h"
#include "enumerate/enumerate.h"
#include "enumerate/families.h"
#include "enumerate/readings.h"
#include "tests/unit/harness.h"

#include <dirent.h>
#include <stdlib.h>


/* A failure's context: one line "  trace B0 B1 ..." per thread of t. */
static void print_tuple(const cv_program *p, const cv_tuple *t, cc_buf *b) {
  for (int i = 0; i < t->k; i++) {
    const cv_trace *tr = &t->thread[i];
    cc_buf_puts(b, "  trace");
    for (int s = 0; s < tr->len; s++) cc_buf_printf(b, " %s", cv_block_name(p, tr->blocks[s]));
    cc_buf_puts(b, "\n");
  }
}

/* What the random relations exercised. */
typedef struct rel_stats {
  int nontrivial;  /* Z3 had undecided pairs */
  int deepened;    /* more than the first 4 levels were needed */
  int max_levels;
} rel_stats;

/* smt_relation against cv_maximal_converged_with; returns the number of
 * pairs that differ (0 = agree).  `what` names the case in failures. */
static int compare_relation_st(const cv_program *p, const cv_hierarchy *h,
                               const cv_tuple *t, cv_cb_reading rd,
                               const char *what, double *seconds, rel_stats *rs) {
  smt_result sr;
  cc_error e;
  cc_error_clear(&e);
  cc_buf b;
  cc_buf_init(&b);
  int bad = 0;
  if (!smt_relation(p, h, t, &(cv_readings){.cb = rd}, 0, &sr, &e)) {
    char msg[2048];
    cc_error_format(&e, msg, sizeof msg);
    th_fail(__FILE__, __LINE__, "%s: smt_relation failed: %s", what, msg);
    return 1;
  }
  if (seconds) *seconds += sr.seconds;
  if (rs) {
    rs->nontrivial += sr.free_pairs > 0;
    rs->deepened += sr.levels > 4;
    if (sr.levels > rs->max_levels) rs->max_levels = sr.levels;
  }
  if (sr.status != SMT_DONE) {
    th_fail(__FILE__, __LINE__, "%s: smt_relation gave unknown without a time limit (%s)",
            what, sr.reason);
    smt_result_free(&sr);
    return 1;
  }
  cv_relation *r = cv_maximal_converged_with(p, h, t, &(cv_readings){.cb = rd});
  int n = cv_relation_ninstances(r);
  CHECK_INT(sr.n, n);
  int *col = cc_malloc(((size_t)n + 1) * sizeof(int));
  cv_relation_columns(r, col);
  for (int a = 0; a < n && sr.n == n; a++)
    for (int c = a + 1; c < n; c++) {
      bool x = cv_converged_with(r, a, c), y = sr.converged[(size_t)a * (size_t)n + (size_t)c];
      if (x == y) continue;
      char la[300], lc[300];
      cv_relation_label(r, col, a, la, sizeof la);
      cv_relation_label(r, col, c, lc, sizeof lc);
      if (bad++ < 4)
        cc_buf_printf(&b, "  %s ~ %s: explicit %s, smt %s\n", la, lc, x ? "converged" : "not converged",
                      y ? "converged" : "not converged");
    }
  if (bad) {
    cc_buf hb;
    cc_buf_init(&hb);
    cv_hierarchy_print_short(h, p, &hb);
    print_tuple(p, t, &b);
    cv_relation_print_table(r, &b);
    th_fail(__FILE__, __LINE__, "%s (%s reading, hierarchy %s): %d pairs differ\n%s", what,
            rd == CV_CB_QUOTIENT ? "quotient" : "literal", cc_buf_str(&hb), bad, cc_buf_str(&b));
    cc_buf_free(&hb);
  }
  free(col);
  cv_relation_free(r);
  smt_result_free(&sr);
  cc_buf_free(&b);
  return bad;
}

static int compare_relation(const cv_program *p, const cv_hierarchy *h,
                            const cv_tuple *t, cv_cb_reading rd,
                            const char *what, double *seconds) {
  return compare_relation_st(p, h, t, rd, what, seconds, NULL);
}

/* ---- every table of corpus/spec -------------------------------------------- */

static int by_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

TEST(smt_relation_corpus_tables) {
  const char *dir = th_src("corpus/spec");
  DIR *d = opendir(dir);
  CHECK(d != NULL);
  if (!d) return;
  CC_STACK(char *) files = {0};
  struct dirent *de;
  while ((de = readdir(d))) {
    size_t len = strlen(de->d_name);
    if (len > 4 && !strcmp(de->d_name + len - 4, ".cfg")) CC_PUSH(files, cc_strdup(de->d_name));
  }
  closedir(d);
  qsort(files.begin, CC_SIZE(files), sizeof(char *), by_str);
  int tables = 0;
  double secs = 0, worst = 0;
  for (size_t f = 0; f < CC_SIZE(files); f++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, CC_AT(files, f));
    fe_cases cs = {0, NULL};
    cc_error e;
    cc_error_clear(&e);
    cv_module *m = fe_load(path, &cs, &e);
    CHECK(m != NULL);
    for (int i = 0; m && i < cs.n; i++) {
      const fe_case *c = &cs.c[i];
      if (!c->has_table || c->table_assumed) continue;
      cv_program *p = cv_module_find(m, c->function);
      CHECK(p != NULL);
      if (!p) continue;
      cv_hierarchy *h = ck_select_hierarchy(p, c->nheaders, c->headers, c->hierarchy, &e);
      cv_tuple t = {0, NULL};
      CHECK(h != NULL);
      if (h && ck_case_traces(p, c, &t, &e)) {
        for (int rd = 0; rd < 2; rd++) {
          double s = 0;
          compare_relation(p, h, &t, (cv_cb_reading)rd, CC_AT(files, f), &s);
          secs += s;
          if (s > worst) worst = s;
        }
        tables++;
        cv_tuple_free(&t);
      } else {
        CHECK(!"case traces");
      }
      cv_hierarchy_free(h);
    }
    fe_cases_free(&cs);
    cv_module_free(m);
    free(CC_AT(files, f));
  }
  CC_RELEASE(files);
  printf("  smt_relation: %d corpus tables x 2 readings, %.1f ms per relation on "
         "average, %.1f ms at most\n",
         tables, tables ? secs * 1000 / (2 * tables) : 0.0, worst * 1000);
  CHECK(tables >= 7);
}

/* ---- random tuples of the CFG families ------------------------------------- */

static uint64_t rnd(uint64_t *s) { /* splitmix64 */
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* k random traces of at most maxlen blocks, uniform branches taking the same
 * successor in every thread for the same visit count of the block. */
static void random_tuple(const cv_program *p, int k, int maxlen, uint64_t *st,
                         cv_tuple *t) {
  int nb = cv_program_nblocks(p);
  int *choice = cc_malloc((size_t)nb * (size_t)maxlen * sizeof(int) + 1);
  for (int i = 0; i < nb * maxlen; i++) choice[i] = -1;
  int *visits = cc_malloc((size_t)nb * sizeof(int) + 1);
  t->k = k;
  t->thread = cc_calloc((size_t)k, sizeof *t->thread);
  for (int i = 0; i < k; i++) {
    memset(visits, 0, (size_t)nb * sizeof(int));
    int len = 1 + (int)(rnd(st) % (uint64_t)maxlen);
    cv_trace *tr = &t->thread[i];
    tr->blocks = cc_malloc((size_t)len * sizeof(int));
    int b = cv_program_entry(p);
    tr->len = 0;
    for (;;) {
      tr->blocks[tr->len++] = b;
      int ns;
      const int *succ = cv_block_succs(p, b, &ns);
      if (ns == 0 || tr->len == len) break;
      int pick = (int)(rnd(st) % (uint64_t)ns);
      if (cv_block_branch(p, b) == CV_BRANCH_UNIFORM) {
        int *c = &choice[b * maxlen + visits[b]];
        if (*c < 0) *c = pick;
        pick = *c;
      }
      visits[b]++;
      b = succ[pick];
    }
  }
  free(choice);
  free(visits);
}

/* Do the two readings give different relations on these traces? */
static bool readings_differ(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t) {
  cv_relation *a = cv_maximal_converged_with(p, h, t, &(cv_readings){.cb = CV_CB_LITERAL});
  cv_relation *b = cv_maximal_converged_with(p, h, t, &(cv_readings){.cb = CV_CB_QUOTIENT});
  bool d = false;
  int n = cv_relation_ninstances(a);
  for (int i = 0; i < n && !d; i++)
    for (int j = 0; j < n && !d; j++) d = cv_converged_with(a, i, j) != cv_converged_with(b, i, j);
  cv_relation_free(a);
  cv_relation_free(b);
  return d;
}

/* Under the sanitizers (tests/cli/zz_asan.sh sets CONVCHECK_PROPERTY_BOUND)
 * the sweeps are smaller: there the point is memory safety. */
static bool reduced(void) { return getenv("CONVCHECK_PROPERTY_BOUND") != NULL; }

TEST(smt_relation_random_family_tuples) {
  uint64_t st = 20240611;
  int tuples = 0, relations = 0, bad = 0, differ = 0, squaring = 0;
  int want = reduced() ? 100 : 400;
  rel_stats rs = {0, 0, 0};
  double secs = 0;
  for (int iter = 0; iter < want && bad < 5; iter++) {
    en_shape s;
    int nblocks = 3 + (int)(rnd(&st) % 4); /* 3..6 */
    en_shape_random(nblocks, &st, &s);
    unsigned mask = (unsigned)rnd(&st) & ((1u << en_shape_nbranches(&s)) - 1);
    cc_error e;
    cv_module *m;
    cv_program *p = th_shape_program(&s, mask, "random.cfg", &m, &e);
    CHECK(p != NULL);
    if (!p) {
      cv_module_free(m);
      continue;
    }
    cv_hierarchies hs = {0};
    cv_enum_stats hst;
    CHECK(cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &hs, &hst, &e));
    int k = 2 + (int)(rnd(&st) % 2);
    cv_tuple t;
    random_tuple(p, k, 8, &st, &t);
    tuples++;
    /* every other tuple with the closures of the design (repeated
     * squaring) instead of Warshall's: the same relation either way */
    if (iter & 1) smt_set_closure(SMT_CLOSURE_SQUARING), squaring++;
    for (size_t h = 0; h < CC_SIZE(hs); h++) {
      differ += readings_differ(p, CC_AT(hs, h), &t);
      for (int rd = 0; rd < 2; rd++) {
        cc_buf what;
        cc_buf_init(&what);
        cc_buf_printf(&what, "random tuple %d (%s closure), CFG:\n", iter,
                      iter & 1 ? "squaring" : "Warshall");
        en_shape_cfg_text(&s, mask, &what);
        bad += compare_relation_st(p, CC_AT(hs, h), &t, (cv_cb_reading)rd, cc_buf_str(&what),
                                   &secs, &rs) != 0;
        relations++;
        cc_buf_free(&what);
      }
    }
    smt_set_closure(SMT_CLOSURE_WARSHALL);
    cv_tuple_free(&t);
    cv_hierarchies_free(&hs);
    cv_module_free(m);
  }
  printf("  smt_relation: %d random tuples (k = 2, 3; traces <= 8; %d with squaring), "
         "%d relations (%d with pairs Z3 had to decide, %d needing more than 4 levels, "
         "up to %d; %d hierarchies where the readings differ), %.2f ms per relation\n",
         tuples, squaring, relations, rs.nontrivial, rs.deepened, rs.max_levels, differ,
         relations ? secs * 1000 / relations : 0.0);
  CHECK(tuples >= (reduced() ? 100 : 300));
  CHECK_INT(bad, 0);
}

/* ---- m-convergence: every CFG of up to 4 blocks ------------------------------ */

typedef struct mc_state {
  int k, L, max_blocks;
  cv_readings rd;
  uint64_t programs, queried, blocks, not_mconv, disagreements, unknown;
  double smt_seconds, explicit_seconds, worst;
  double per_size[EN_MAX_BLOCKS + 1];
  uint64_t programs_per_size[EN_MAX_BLOCKS + 1];
} mc_state;

static void mc_fail(const en_shape *s, unsigned mask, const mc_state *st, const char *what) {
  th_shape_fail(s, mask, "k=%d L=%d %s: %s", st->k, st->L,
                st->rd.cb == CV_CB_QUOTIENT ? "quotient" : "literal", what);
}

static bool mc_program(const en_shape *s, unsigned mask, const cv_program *p, void *arg) {
  mc_state *st = arg;
  cc_error e;
  cc_error_clear(&e);
  en_opts o;
  en_opts_default(&o);
  o.k = st->k;
  o.L = st->L;
  o.rd.cb = st->rd.cb;
  double t0 = cc_now();
  en_run *r = en_run_new(p, &o, &e);
  st->explicit_seconds += cc_now() - t0;
  st->programs++;
  smt_mconv_result sr;
  if (!r || !smt_mconv(p, &r->hs, st->k, st->L, &(cv_readings){.cb = o.rd.cb}, 0, &sr, &e)) {
    mc_fail(s, mask, st, e.msg);
    en_run_free(r);
    st->disagreements++;
    return true;
  }
  if (!sr.proven) st->queried++;
  st->smt_seconds += sr.seconds;
  st->per_size[s->n] += sr.seconds;
  st->programs_per_size[s->n]++;
  if (sr.seconds > st->worst) st->worst = sr.seconds;
  for (int b = 0; b < s->n; b++) {
    smt_block_result *br = &sr.blocks[b];
    bool ex = r->blocks[b].m_converged;
    st->blocks++;
    st->not_mconv += !ex;
    if (br->verdict == SMT_MCONV_UNKNOWN) {
      st->unknown++;
      mc_fail(s, mask, st, "the SMT engine gave unknown without a time limit");
      continue;
    }
    bool sm = br->verdict == SMT_MCONV_HOLDS;
    if (sm != ex) {
      char what[256];
      snprintf(what, sizeof what, "block B%d: explicit says %s, SMT says %s", b,
               ex ? "m-converged" : "not m-converged", sm ? "m-converged" : "not m-converged");
      mc_fail(s, mask, st, what);
      st->disagreements++;
    }
    if (br->verdict == SMT_MCONV_FAILS) {
      /* the witness must be a real one: the explicit model, on the
       * decoded traces, converges the pair differently in h1 and h2 */
      const smt_witness *w = &br->w;
      CHECK(w->set);
      cc_error e2;
      cc_error_clear(&e2);
      if (!w->set || !cv_tuple_check(p, &w->t, &e2)) {
        mc_fail(s, mask, st, "the SMT witness is not a tuple of traces");
        continue;
      }
      cv_relation *r1 = cv_maximal_converged_with(p, CC_AT(r->hs, w->h1), &w->t, &(cv_readings){.cb = o.rd.cb});
      cv_relation *r2 = cv_maximal_converged_with(p, CC_AT(r->hs, w->h2), &w->t, &(cv_readings){.cb = o.rd.cb});
      int a = cv_relation_instance(r1, w->t1, w->p1), c = cv_relation_instance(r1, w->t2, w->p2);
      if (w->t.thread[w->t1].blocks[w->p1] != b || w->t.thread[w->t2].blocks[w->p2] != b ||
          cv_converged_with(r1, a, c) != w->conv1 || cv_converged_with(r2, a, c) != w->conv2 ||
          w->conv1 == w->conv2)
        mc_fail(s, mask, st, "the SMT witness does not show a difference in the explicit model");
      cv_relation_free(r1);
      cv_relation_free(r2);
    }
  }
  smt_mconv_result_free(&sr);
  en_run_free(r);
  return st->disagreements <= 10;
}

static bool mc_shape(const en_shape *s, void *arg) { return th_each_mask(s, mc_program, arg); }

static void mc_sweep(mc_state *st) {
  uint64_t shapes = en_shapes(st->max_blocks, mc_shape, st);
  printf("  smt_mconv: %llu shapes, %llu programs (%llu with several hierarchies), "
         "%llu blocks (%llu not m-converged), k=%d L=%d %s: SMT %.2f s (worst program %.3f s), "
         "explicit %.2f s\n",
         (unsigned long long)shapes, (unsigned long long)st->programs,
         (unsigned long long)st->queried, (unsigned long long)st->blocks,
         (unsigned long long)st->not_mconv, st->k, st->L,
         st->rd.cb == CV_CB_QUOTIENT ? "quotient" : "literal", st->smt_seconds, st->worst,
         st->explicit_seconds);
  for (int n = 1; n <= st->max_blocks; n++)
    if (st->programs_per_size[n])
      printf("    %d blocks: %llu programs, SMT %.2f s (%.1f ms per program)\n", n,
             (unsigned long long)st->programs_per_size[n], st->per_size[n],
             st->per_size[n] * 1000 / (double)st->programs_per_size[n]);
  CHECK_INT(st->disagreements, 0);
  CHECK_INT(st->unknown, 0);
}

/* The bound: L = 5 keeps the sweep under a minute (L = 6 takes about
 * three: the encoding grows with L^5, see encode/smt_mconv.c).
 * CONVCHECK_SMT_BOUND overrides it; under the sanitizers
 * (CONVCHECK_PROPERTY_BOUND, set by tests/cli/zz_asan.sh) it is at most
 * that bound. */
static int sweep_bound(int dflt) {
  const char *env = getenv("CONVCHECK_SMT_BOUND");
  if (env && atoi(env) > 0) return atoi(env);
  env = getenv("CONVCHECK_PROPERTY_BOUND");
  if (env && atoi(env) > 0 && atoi(env) < dflt) return atoi(env);
  return dflt;
}

TEST(smt_mconv_every_cfg_up_to_4_blocks) {
  mc_state st;
  memset(&st, 0, sizeof st);
  st.k = 2;
  st.L = sweep_bound(5);
  st.max_blocks = 4;
  mc_sweep(&st);
  CHECK_INT(st.programs_per_size[4] > 0, 1);
}

/* The other reading, and three threads, on smaller sweeps. */
TEST(smt_mconv_quotient_and_three_threads) {
  mc_state st;
  memset(&st, 0, sizeof st);
  st.k = 2;
  st.L = sweep_bound(4);
  st.max_blocks = reduced() ? 3 : 4;
  st.rd.cb = CV_CB_QUOTIENT;
  mc_sweep(&st);
  /* k = 3 costs about 4 times k = 2 (at L = 4 every 4-block CFG agrees
   * too, in under 3 minutes): 3 blocks here */
  memset(&st, 0, sizeof st);
  st.k = 3;
  st.L = sweep_bound(4);
  st.max_blocks = 3;
  mc_sweep(&st);
}

/* ---- limits and errors ----------------------------------------------------------- */

static const char *spec_r = "corpus/spec/cu-diverged-entry-header-r.cfg";

TEST(smt_timeout_gives_unknown) {
  TH_LOAD(m, p, spec_r);
  cv_hierarchies hs = {0};
  CHECK_INT(th_hierarchies(p, CV_HIER_REALIZABLE, &hs, NULL), 2);
  cc_error e;
  cc_error_clear(&e);
  /* m-convergence at L = 12 takes seconds: 1 ms is never enough */
  smt_mconv_result r;
  CHECK(smt_mconv(p, &hs, 2, 12, &(cv_readings){.cb = CV_CB_LITERAL}, 1, &r, &e));
  int unknown = 0, verdicts = 0;
  for (int b = 0; b < r.nblocks; b++) {
    if (r.blocks[b].verdict == SMT_MCONV_UNKNOWN) {
      unknown++;
      CHECK(r.blocks[b].reason[0] != 0);
    } else {
      /* only blocks decided without Z3: Entry (its instances are never in
       * a cycle, so the query is false before Z3 sees it) */
      verdicts++;
      CHECK_INT(r.blocks[b].verdict, SMT_MCONV_HOLDS);
      CHECK_STR(cv_block_name(p, b), "Entry");
    }
  }
  CHECK(unknown >= 4);
  CHECK(verdicts <= 1);
  smt_mconv_result_free(&r);
  /* a relation over long traces, 1 ms */
  cv_tuple t = {2, cc_calloc(2, sizeof(cv_trace))};
  const char *tr[2] = {"Entry P Q R S P Q R S P Q R S P Q R S P Q R S P Q R S P Q R S Exit",
                       "Entry P Q S P Q R S P Q S P Q R S P Q S P Q R S P Q S P Q R S Exit"};
  for (int i = 0; i < 2; i++) CHECK(cv_trace_parse(p, tr[i], &t.thread[i], &e));
  smt_result sr;
  CHECK(smt_relation(p, CC_AT(hs, 0), &t, &(cv_readings){.cb = CV_CB_LITERAL}, 1, &sr, &e));
  CHECK_INT(sr.status, SMT_UNKNOWN);
  CHECK(sr.converged == NULL);
  smt_result_free(&sr);
  /* and without a limit, the same relation as the explicit engine */
  compare_relation(p, CC_AT(hs, 0), &t, CV_CB_LITERAL, "long traces", NULL);
  cv_tuple_free(&t);
  cv_hierarchies_free(&hs);
  cv_module_free(m);
}

TEST(smt_errors_are_recorded) {
  cc_error e;
  cc_error_clear(&e);
  /* a Z3 error goes to the cc_error, the process survives */
  CHECK(smt_selftest_error(&e));
  CHECK_CONTAINS(e.msg, "Z3 error");
  char v[64];
  smt_z3_version(v, sizeof v);
  CHECK(v[0] >= '4');
  /* bounds and inputs */
  cv_module *m = th_parse_cfg("E -> A\nA -> B, C divergent\nB -> A\nC\n");
  CHECK(m != NULL);
  if (!m) return;
  cv_program *p = cv_module_program(m, 0);
  cv_hierarchies hs = {0};
  cv_enum_stats st;
  CHECK(cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &hs, &st, &e));
  smt_mconv_result r;
  cc_error_clear(&e);
  CHECK(!smt_mconv(p, &hs, 1, 4, &(cv_readings){.cb = CV_CB_LITERAL}, 0, &r, &e));
  CHECK_CONTAINS(e.msg, "--threads");
  cc_error_clear(&e);
  CHECK(!smt_mconv(p, &hs, 2, 0, &(cv_readings){.cb = CV_CB_LITERAL}, 0, &r, &e));
  CHECK_CONTAINS(e.msg, "--bound");
  cc_error_clear(&e);
  CHECK(smt_mconv(p, &hs, 2, 4, &(cv_readings){.cb = CV_CB_LITERAL}, 0, &r, &e));
  CHECK(r.proven); /* a reducible CFG: one hierarchy */
  CHECK_INT(r.blocks[0].verdict, SMT_MCONV_HOLDS);
  smt_mconv_result_free(&r);
  cv_tuple t = {2, cc_calloc(2, sizeof(cv_trace))};
  CHECK(cv_trace_parse(p, "E A B A C", &t.thread[0], &e));
  CHECK(cv_trace_parse(p, "E A C", &t.thread[1], &e));
  t.thread[1].blocks[2] = cv_program_find_block(p, "B"); /* E A B: cut, fine */
  smt_result sr;
  CHECK(smt_relation(p, CC_AT(hs, 0), &t, &(cv_readings){.cb = CV_CB_LITERAL}, 0, &sr, &e));
  CHECK_INT(sr.status, SMT_DONE);
  smt_result_free(&sr);
  t.thread[1].blocks[2] = 0; /* E A E: not an edge */
  cc_error_clear(&e);
  CHECK(!smt_relation(p, CC_AT(hs, 0), &t, &(cv_readings){.cb = CV_CB_LITERAL}, 0, &sr, &e));
  CHECK(e.set);
  cv_tuple_free(&t);
  cv_hierarchies_free(&hs);
  cv_module_free(m);
  /* a program with values (.ll) goes to smt_values; bad bounds refused */
  cc_error_clear(&e);
  const char *hl = th_llvm_test("Analysis/UniformityAnalysis/AMDGPU/hidden_loopdiverge.ll");
  if (!hl) return;
  cv_module *ll = fe_load(hl, NULL, &e);
  CHECK(ll != NULL);
  bool tried = false;
  for (int i = 0; ll && i < cv_module_count(ll); i++) {
    cv_program *q = cv_module_program(ll, i);
    if (cv_program_ninsts(q) == 0) continue;
    cv_hierarchies qs = {0};
    CHECK(cv_hierarchies_enumerate(q, CV_HIER_REALIZABLE, 0, &qs, &st, &e));
    cc_error_clear(&e);
    CHECK(smt_mconv(q, &qs, 2, 4, &(cv_readings){.cb = CV_CB_LITERAL}, 0, &r, &e));
    smt_mconv_result_free(&r);
    smt_values_result vr;
    cc_error_clear(&e);
    CHECK(!smt_values(q, &qs, 5, 4, &(cv_readings){.cb = CV_CB_LITERAL, .values = CV_VALUES_TERMS}, false, true, 0, &vr, &e));
    CHECK_CONTAINS(e.msg, "--threads");
    tried = true;
    cv_hierarchies_free(&qs);
    break;
  }
  CHECK(tried);
  if (ll) cv_module_free(ll);
}

/* ---- values (encode/smt_values.c) against the explicit engine ---------------------
 * Every value's and branch's uniformity and every block's m-convergence
 * must be the explicit engine's (terms); every SMT witness must be a pair
 * the explicit model converges. */
static int compare_values(const cv_program *p, int L, bool conv_expected) {
  cc_error e;
  cc_error_clear(&e);
  en_opts o;
  en_opts_default(&o);
  o.L = L;
  en_run *er = en_run_new(p, &o, &e);
  CHECK(er != NULL);
  if (!er) return 1;
  smt_values_result sr;
  bool ok = smt_values(p, &er->hs, 2, L, &(cv_readings){.cb = CV_CB_LITERAL, .values = CV_VALUES_TERMS}, false, true, 0, &sr, &e);
  CHECK(ok);
  if (!ok) {
    fprintf(stderr, "  %s: %s\n", cv_program_name(p), e.msg);
    en_run_free(er);
    return 1;
  }
  int bad = 0;
  if (conv_expected) CHECK(sr.copies > 1);
  for (int i = 0; i < cv_program_ninsts(p); i++) {
    const smt_value_result *v = &sr.values[i];
    if ((v->verdict == SMT_MCONV_HOLDS) != er->values[i].uniform) {
      bad++;
      fprintf(stderr, "  %s: %%%s: explicit %s, smt %d\n", cv_program_name(p),
              cv_program_inst(p, i)->name ? cv_program_inst(p, i)->name : "?",
              er->values[i].uniform ? "uniform" : "divergent", (int)v->verdict);
    }
    if (v->verdict == SMT_MCONV_FAILS) {
      cv_relation *rel = cv_maximal_converged_with(p, CC_AT(er->hs, v->w.h), &v->w.t, &(cv_readings){.cb = CV_CB_LITERAL});
      int a = cv_relation_instance(rel, v->w.t1, v->w.p1), b = cv_relation_instance(rel, v->w.t2, v->w.p2);
      CHECK(cv_converged_with(rel, a, b));
      cv_relation_free(rel);
    }
  }
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    if ((sr.branches[b].verdict == SMT_MCONV_HOLDS) != er->branches[b].uniform) bad++;
    if ((sr.blocks[b].verdict == SMT_MCONV_HOLDS) != er->blocks[b].m_converged) {
      bad++;
      fprintf(stderr, "  %s: block %s: m-convergence differs\n", cv_program_name(p), cv_block_name(p, b));
    }
  }
  CHECK_INT(bad, 0);
  smt_values_result_free(&sr);
  en_run_free(er);
  return bad;
}

TEST(smt_values_agree_with_explicit) {
  static const char *const files[] = {
      "Analysis/UniformityAnalysis/AMDGPU/hidden_loopdiverge.ll",
      "Analysis/UniformityAnalysis/AMDGPU/irreducible/irreducible-2.ll",
      "Analysis/UniformityAnalysis/AMDGPU/temporal_diverge.ll",
  };
  for (size_t f = 0; f < sizeof files / sizeof *files && th_llvm_test("Analysis"); f++) {
    cc_error e;
    cc_error_clear(&e);
    cv_module *m = fe_load(th_llvm_test(files[f]), NULL, &e);
    CHECK(m != NULL);
    for (int i = 0; m && i < cv_module_count(m); i++)
      if (cv_program_ninsts(cv_module_program(m, i)) > 0)
        compare_values(cv_module_program(m, i), 4, false);
    if (m) cv_module_free(m);
  }
  /* convergent calls in an irreducible cycle: one value copy per hierarchy */
  cv_module *m = th_load("tests/cli/smt_values/irreducible-convergent.ll");
  if (m) compare_values(cv_module_program(m, 0), 5, true);
  cv_module_free(m);
}

/* Bit-vector values decide what terms cannot: x - x, x * 0 are uniform
 * (tests/cli/smt_values/self-difference.ll has the hand derivation). */
TEST(smt_values_bitvectors_refine_terms) {
  TH_LOAD(m, p, "tests/cli/smt_values/self-difference.ll");
  cv_hierarchies hs = {0};
  th_hierarchies(p, CV_HIER_REALIZABLE, &hs, NULL);
  cc_error e;
  cc_error_clear(&e);
  smt_values_result t, b;
  CHECK(smt_values(p, &hs, 2, 4, &(cv_readings){.cb = CV_CB_LITERAL, .values = CV_VALUES_TERMS}, false, true, 0, &t, &e));
  CHECK(smt_values(p, &hs, 2, 4, &(cv_readings){.cb = CV_CB_LITERAL, .values = CV_VALUES_BV}, false, true, 0, &b, &e));
  static const char *const names[] = {"z", "q", "c", "p"};
  for (int i = 0; i < 4; i++) {
    int x = cv_program_find_inst(p, names[i]);
    CHECK(x >= 0);
    if (x < 0) continue;
    CHECK_INT(t.values[x].verdict, SMT_MCONV_FAILS);
    CHECK_INT(b.values[x].verdict, SMT_MCONV_HOLDS);
  }
  int tid = cv_program_find_inst(p, "tid");
  CHECK(tid >= 0 && b.values[tid].verdict == SMT_MCONV_FAILS);
  if (tid >= 0 && b.values[tid].verdict == SMT_MCONV_FAILS)
    CHECK(strcmp(b.values[tid].w.v1, b.values[tid].w.v2) != 0);
  smt_values_result_free(&t);
  smt_values_result_free(&b);
  cv_hierarchies_free(&hs);
  cv_module_free(m);
}

/* ---- convergence-before of given relations: where the readings differ ------------ */

/* The circuits of both readings against the explicit model on relations
 * given as columns: the example of docs/design.md §10 (tests/unit/test_converge.c),
 * then random classes over random traces of the families. */
static int compare_cb(const cv_program *p, const cv_tuple *t, const int *cls, cv_cb_reading rd) {
  int n = 0;
  for (int i = 0; i < t->k; i++) n += t->thread[i].len;
  bool *cb = cc_calloc((size_t)n * (size_t)n + 1, sizeof *cb);
  cc_error e;
  cc_error_clear(&e);
  int bad = 0;
  if (!smt_cb_of_classes(p, t, cls, rd, cb, &e)) {
    th_fail(__FILE__, __LINE__, "smt_cb_of_classes: %s", e.msg);
    free(cb);
    return 1;
  }
  cv_relation *r = cv_relation_from_classes(p, t, 0, cls, &(cv_readings){.cb = rd});
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) bad += cv_convergence_before(r, a, b) != cb[(size_t)a * (size_t)n + (size_t)b];
  cv_relation_free(r);
  free(cb);
  return bad;
}

TEST(smt_cb_readings_on_given_relations) {
  TH_CFG(m, p, "Entry -> A, B\nA -> B\nB\n");
  cv_tuple t = {3, cc_calloc(3, sizeof(cv_trace))};
  cc_error e;
  cc_error_clear(&e);
  const char *tr[] = {"Entry A", "Entry A B", "Entry B"};
  for (int i = 0; i < 3; i++) CHECK(cv_trace_parse(p, tr[i], &t.thread[i], &e));
  int cls[] = {-1, 0, -1, 0, 1, -1, 1}; /* A0~A1, B1~B2 */
  bool cb[49];
  CHECK(smt_cb_of_classes(p, &t, cls, CV_CB_LITERAL, cb, &e));
  CHECK(cb[1 * 7 + 4] && !cb[1 * 7 + 6]);
  CHECK(smt_cb_of_classes(p, &t, cls, CV_CB_QUOTIENT, cb, &e));
  CHECK(cb[1 * 7 + 6]);
  CHECK_INT(compare_cb(p, &t, cls, CV_CB_LITERAL), 0);
  CHECK_INT(compare_cb(p, &t, cls, CV_CB_QUOTIENT), 0);
  cv_tuple_free(&t);
  cv_module_free(m);
  /* random classes: any partition of each block's instances into columns
   * with at most one instance per thread (possibly inconsistent) */
  uint64_t st = 7;
  int differ = 0, cases = 0, bad = 0;
  for (int iter = 0; iter < 150; iter++) {
    en_shape s;
    en_shape_random(3 + (int)(rnd(&st) % 3), &st, &s);
    cv_module *mm = cv_module_new("random.cfg");
    cv_program *q = en_shape_program(&s, mm, "f", (unsigned)rnd(&st), &e);
    if (!q) {
      cv_module_free(mm);
      continue;
    }
    cv_tuple u;
    random_tuple(q, 3, 6, &st, &u);
    int n = 0;
    for (int i = 0; i < 3; i++) n += u.thread[i].len;
    int *c = cc_malloc((size_t)n * sizeof(int) + 1);
    int *blk = cc_malloc((size_t)n * sizeof(int) + 1), *thr = cc_malloc((size_t)n * sizeof(int) + 1);
    for (int i = 0, id = 0; i < 3; i++)
      for (int j = 0; j < u.thread[i].len; j++, id++) blk[id] = u.thread[i].blocks[j], thr[id] = i;
    for (int a = 0; a < n; a++) {
      c[a] = a; /* own column, or join an earlier instance's column */
      if (rnd(&st) % 2)
        for (int b = 0; b < a; b++) {
          if (blk[b] != blk[a] || thr[b] == thr[a] || c[b] != b) continue;
          bool taken = false; /* one instance per thread in a column */
          for (int x = 0; x < a; x++) taken |= c[x] == b && thr[x] == thr[a];
          if (!taken) {
            c[a] = b;
            break;
          }
        }
    }
    cv_relation *l = cv_relation_from_classes(q, &u, 0, c, &(cv_readings){.cb = CV_CB_LITERAL});
    cv_relation *qq = cv_relation_from_classes(q, &u, 0, c, &(cv_readings){.cb = CV_CB_QUOTIENT});
    bool d = false;
    for (int a = 0; a < n; a++)
      for (int b = 0; b < n; b++) d |= cv_convergence_before(l, a, b) != cv_convergence_before(qq, a, b);
    differ += d;
    cv_relation_free(l);
    cv_relation_free(qq);
    bad += compare_cb(q, &u, c, CV_CB_LITERAL) != 0;
    bad += compare_cb(q, &u, c, CV_CB_QUOTIENT) != 0;
    cases++;
    free(c);
    free(blk);
    free(thr);
    cv_tuple_free(&u);
    cv_module_free(mm);
  }
  printf("  smt convergence-before: %d random relations (k = 3), the readings differ on %d\n",
         cases, differ);
  CHECK_INT(bad, 0);
  CHECK(differ > 0);
}

/* ---- a witness, printed ------------------------------------------------------------ */

TEST(smt_mconv_witness_printed) {
  TH_LOAD(m, p, spec_r);
  cv_hierarchies hs = {0};
  th_hierarchies(p, CV_HIER_REALIZABLE, &hs, NULL);
  cc_error e;
  cc_error_clear(&e);
  smt_mconv_result r;
  CHECK(smt_mconv(p, &hs, 2, 6, &(cv_readings){.cb = CV_CB_LITERAL}, 0, &r, &e));
  /* ConvergenceAndUniformity.rst, "Diverged Entry Criterion": S is not
   * m-converged; Entry, Q, R and Exit are (within k = 2, L = 6) */
  int S = cv_program_find_block(p, "S");
  CHECK_INT(r.blocks[S].verdict, SMT_MCONV_FAILS);
  CHECK_INT(r.blocks[cv_program_find_block(p, "Entry")].verdict, SMT_MCONV_HOLDS);
  CHECK_INT(r.blocks[cv_program_find_block(p, "Exit")].verdict, SMT_MCONV_HOLDS);
  CHECK(!r.proven);
  cc_buf b;
  cc_buf_init(&b);
  smt_witness_print(p, &hs, &r.blocks[S].w, &(cv_readings){.cb = CV_CB_LITERAL}, &b);
  const char *out = cc_buf_str(&b);
  CHECK_CONTAINS(out, "Thread1: Entry P");
  CHECK_CONTAINS(out, "hierarchy 1: ");
  CHECK_CONTAINS(out, "hierarchy 2: ");
  CHECK_CONTAINS(out, "| Thread2 | Entry2 |");
  CHECK_CONTAINS(out, "are not converged due to");
  CHECK(!strstr(out, "disagrees"));
  cc_buf_free(&b);
  smt_mconv_result_free(&r);
  cv_hierarchies_free(&hs);
  cv_module_free(m);
}

/* ---- other fixed points and the readings (docs/design.md §10) ------------------------ */

/* The program of shape s with every branch divergent, in a new module *m
 * named file (the caller frees it), and its realizable hierarchies in *hs;
 * that there is a program is one CHECK, the hierarchies another. */
static cv_program *all_divergent(const en_shape *s, const char *file, cv_module **m,
                                 cv_hierarchies *hs) {
  cc_error e;
  cv_program *p = th_shape_program(s, (1u << en_shape_nbranches(s)) - 1, file, m, &e);
  CHECK(p != NULL);
  if (p) th_hierarchies(p, CV_HIER_REALIZABLE, hs, NULL);
  return p;
}

/* smt_fixpoints: Z3's least and greatest fixed points equal the explicit
 * model's (cv_maximal_converged_with, cv_maximal_converged_with_greatest)
 * pair for pair on random tuples of the CFG families, and "unique" says
 * whether they are the same relation. */
TEST(smt_fixpoints_random_family_tuples) {
  uint64_t st = 20261122;
  int tuples = 0, bad = 0, not_unique = 0;
  for (int iter = 0; iter < 40 && bad < 3; iter++) {
    en_shape s;
    en_shape_random(2 + (int)(rnd(&st) % 3), &st, &s);
    cv_module *m;
    cv_hierarchies hs = {0};
    cv_program *p = all_divergent(&s, "random.cfg", &m, &hs);
    cc_error e;
    cc_error_clear(&e);
    cv_tuple t = {0, NULL};
    if (p) random_tuple(p, 2 + (int)(rnd(&st) % 2), 6, &st, &t), tuples++;
    for (size_t h = 0; p && h < CC_SIZE(hs); h++) {
      smt_fixpoint_result fr;
      CHECK(smt_fixpoints(p, CC_AT(hs, h), &t, &(cv_readings){.cb = CV_CB_LITERAL}, 0, &fr, &e));
      CHECK_INT(fr.status, SMT_DONE);
      cv_relation *lo = cv_maximal_converged_with(p, CC_AT(hs, h), &t, &(cv_readings){.cb = CV_CB_LITERAL});
      cv_relation *hi = cv_maximal_converged_with(p, CC_AT(hs, h), &t, &(cv_readings){.cb = CV_CB_LITERAL, .fixpoint = CV_FIXPOINT_GREATEST});
      int n = cv_relation_ninstances(lo);
      bool same = fr.n == n && fr.least && fr.greatest;
      for (int a = 0; same && a < n; a++)
        for (int b = 0; same && b < n; b++)
          if (a != b)
            same = fr.least[a * n + b] == cv_converged_with(lo, a, b) &&
                   fr.greatest[a * n + b] == cv_converged_with(hi, a, b);
      if (same) same = fr.unique == cv_relation_same(lo, hi);
      if (!same) {
        bad++;
        cc_buf w;
        cc_buf_init(&w);
        en_shape_cfg_text(&s, (1u << en_shape_nbranches(&s)) - 1, &w);
        print_tuple(p, &t, &w);
        printf("  smt_fixpoints differs from the explicit model on:\n%s", cc_buf_str(&w));
        cc_buf_free(&w);
      }
      not_unique += !fr.unique;
      smt_fixpoints_free(&fr);
      cv_relation_free(lo);
      cv_relation_free(hi);
    }
    cv_tuple_free(&t);
    cv_hierarchies_free(&hs);
    cv_module_free(m);
  }
  printf("  smt_fixpoints: %d random tuples, %d relations with more than one fixed point\n",
         tuples, not_unique);
  CHECK(tuples >= 30);
  CHECK_INT(bad, 0);
}

/* smt_reading_differs against the explicit engine (en_readings_program,
 * en_run's check_relations) on 36 random CFGs of 1 to 3 blocks, all branches
 * divergent, k = 2 (3 for the threads question), L = 4. */
TEST(smt_readings_random_cfgs_up_to_3_blocks) {
  static const struct { smt_question sq; en_question eq; } qs[] = {
      {SMT_Q_FIXPOINT, EN_Q_FIXPOINT}, {SMT_Q_THREADS, EN_Q_THREADS}, {SMT_Q_CONSISTENCY, EN_NQUESTIONS}};
  int programs = 0, bad = 0, found[3] = {0, 0, 0};
  for (int nb = 1; nb <= 3; nb++) {
    uint64_t st = 7;
    /* 12 random shapes per size (fixed seed): a sample, to keep the test
     * short; readings --engine both runs every shape (tests/cli) */
    for (int draw = 0; draw < 12; draw++) {
      en_shape s;
      en_shape_random(nb, &st, &s);
      cv_module *m;
      cv_hierarchies hs = {0};
      cv_program *p = all_divergent(&s, "family.cfg", &m, &hs);
      cc_error e;
      cc_error_clear(&e);
      for (int qi = 0; p && qi < 3; qi++) {
        int k = qs[qi].sq == SMT_Q_THREADS ? 3 : 2, L = 4;
        smt_reading_result r;
        CHECK(smt_reading_differs(p, &hs, qs[qi].sq, k, L, 0, &r, &e));
        CHECK_INT(r.status, SMT_DONE);
        bool expl;
        if (qs[qi].eq != EN_NQUESTIONS) {
          en_answer a;
          en_answer_init(&a);
          CHECK(en_readings_program(qs[qi].eq, p, k, L, &a, &e));
          expl = a.found;
          en_answer_free(&a);
          /* Z3's tuple shows the difference in the explicit model too */
          if (r.found) {
            cc_buf w;
            cc_buf_init(&w);
            CHECK(en_readings_tuple(qs[qi].eq, p, CC_AT(hs, r.h), &r.t, &w));
            cc_buf_free(&w);
          }
        } else {
          en_opts o;
          en_opts_default(&o);
          o.k = k, o.L = L, o.check_relations = true;
          en_run *er = en_run_new(p, &o, &e);
          CHECK(er != NULL);
          expl = er && er->inconsistent > 0;
          en_run_free(er);
        }
        if (expl != r.found) {
          bad++;
          cc_buf w;
          cc_buf_init(&w);
          en_shape_cfg_text(&s, (1u << en_shape_nbranches(&s)) - 1, &w);
          printf("  %s: explicit %d, smt %d on\n%s", smt_question_name(qs[qi].sq), expl, r.found,
                 cc_buf_str(&w));
          cc_buf_free(&w);
        }
        found[qi] += r.found;
        smt_reading_result_free(&r);
      }
      programs += p != NULL;
      cv_hierarchies_free(&hs);
      cv_module_free(m);
    }
  }
  printf("  smt_reading_differs: %d programs; differ: fixpoint %d, threads %d, inconsistent %d\n",
         programs, found[0], found[1], found[2]);
  CHECK(found[0] > 0); /* the self-loop of corpus/findings/fixpoint-self-loop.cfg */
  CHECK_INT(bad, 0);
}
