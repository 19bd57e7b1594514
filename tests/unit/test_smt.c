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
#include "tests/unit/harness.h"

#include <dirent.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void print_tuple(const cv_program *p, const cv_tuple *t, cc_buf *b) {
  for (int i = 0; i < t->k; i++) {
    cc_buf_printf(b, "  trace");
    for (int s = 0; s < t->thread[i].len; s++)
      cc_buf_printf(b, " %s", cv_block_name(p, t->thread[i].blocks[s]));
    cc_buf_putc(b, '\n');
  }
}

/* smt_relation against cv_maximal_converged_with; returns the number of
 * pairs that differ (0 = agree).  `what` names the case in failures. */
static int compare_relation(const cv_program *p, const cv_hierarchy *h,
                            const cv_tuple *t, cv_cb_reading rd,
                            const char *what, double *seconds) {
  smt_result sr;
  cc_error e;
  cc_error_clear(&e);
  cc_buf b;
  cc_buf_init(&b);
  int bad = 0;
  if (!smt_relation(p, h, t, rd, 0, &sr, &e)) {
    char msg[2048];
    cc_error_format(&e, msg, sizeof msg);
    th_fail(__FILE__, __LINE__, "%s: smt_relation failed: %s", what, msg);
    return 1;
  }
  if (seconds) *seconds += sr.seconds;
  if (sr.status != SMT_DONE) {
    th_fail(__FILE__, __LINE__, "%s: smt_relation gave unknown without a time limit (%s)",
            what, sr.reason);
    smt_result_free(&sr);
    return 1;
  }
  cv_relation *r = cv_maximal_converged_with(p, h, t, rd);
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

TEST(smt_relation_random_family_tuples) {
  uint64_t st = 20240611;
  int tuples = 0, relations = 0, bad = 0;
  double secs = 0;
  for (int iter = 0; iter < 400 && bad < 5; iter++) {
    en_shape s;
    int nblocks = 3 + (int)(rnd(&st) % 4); /* 3..6 */
    en_shape_random(nblocks, &st, &s);
    unsigned mask = (unsigned)rnd(&st) & ((1u << en_shape_nbranches(&s)) - 1);
    cc_error e;
    cc_error_clear(&e);
    cv_module *m = cv_module_new("random.cfg");
    cv_program *p = en_shape_program(&s, m, "f", mask, &e);
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
    for (size_t h = 0; h < CC_SIZE(hs); h++)
      for (int rd = 0; rd < 2; rd++) {
        cc_buf what;
        cc_buf_init(&what);
        cc_buf_printf(&what, "random tuple %d, CFG:\n", iter);
        en_shape_cfg_text(&s, mask, &what);
        bad += compare_relation(p, CC_AT(hs, h), &t, (cv_cb_reading)rd, cc_buf_str(&what), &secs) != 0;
        relations++;
        cc_buf_free(&what);
      }
    cv_tuple_free(&t);
    cv_hierarchies_free(&hs);
    cv_module_free(m);
  }
  printf("  smt_relation: %d random tuples (k = 2, 3; traces <= 8), %d relations, "
         "%.2f ms per relation\n",
         tuples, relations, relations ? secs * 1000 / relations : 0.0);
  CHECK(tuples >= 300);
  CHECK_INT(bad, 0);
}

/* ---- m-convergence: every CFG of up to 4 blocks ------------------------------ */

typedef struct mc_state {
  int k, L, max_blocks;
  uint64_t programs, queried, blocks, not_mconv, disagreements, unknown;
  double smt_seconds, explicit_seconds, worst;
  double per_size[EN_MAX_BLOCKS + 1];
  uint64_t programs_per_size[EN_MAX_BLOCKS + 1];
} mc_state;

static void mc_fail(const en_shape *s, unsigned mask, const mc_state *st, const char *what) {
  cc_buf b;
  cc_buf_init(&b);
  en_shape_cfg_text(s, mask, &b);
  th_fail(__FILE__, __LINE__, "k=%d L=%d: %s on this CFG:\n%s", st->k, st->L, what, cc_buf_str(&b));
  cc_buf_free(&b);
}

static bool mc_shape(const en_shape *s, void *arg) {
  mc_state *st = arg;
  int nbr = en_shape_nbranches(s);
  for (unsigned mask = 0; mask < (1u << nbr); mask++) {
    cc_error e;
    cc_error_clear(&e);
    cv_module *m = cv_module_new("shape.cfg");
    cv_program *p = en_shape_program(s, m, "f", mask, &e);
    if (!p) {
      mc_fail(s, mask, st, e.msg);
      cv_module_free(m);
      continue;
    }
    en_opts o;
    en_opts_default(&o);
    o.k = st->k;
    o.L = st->L;
    double t0 = now();
    en_run *r = en_run_new(p, &o, &e);
    st->explicit_seconds += now() - t0;
    st->programs++;
    smt_mconv_result sr;
    if (!r || !smt_mconv(p, &r->hs, st->k, st->L, o.reading, 0, &sr, &e)) {
      mc_fail(s, mask, st, e.msg);
      en_run_free(r);
      cv_module_free(m);
      st->disagreements++;
      continue;
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
        cv_relation *r1 = cv_maximal_converged_with(p, CC_AT(r->hs, w->h1), &w->t, o.reading);
        cv_relation *r2 = cv_maximal_converged_with(p, CC_AT(r->hs, w->h2), &w->t, o.reading);
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
    cv_module_free(m);
    if (st->disagreements > 10) return false;
  }
  return true;
}

static void mc_sweep(mc_state *st) {
  uint64_t shapes = en_shapes(st->max_blocks, mc_shape, st);
  printf("  smt_mconv: %llu shapes, %llu programs (%llu with several hierarchies), "
         "%llu blocks (%llu not m-converged), k=%d L=%d: SMT %.2f s (worst program %.3f s), "
         "explicit %.2f s\n",
         (unsigned long long)shapes, (unsigned long long)st->programs,
         (unsigned long long)st->queried, (unsigned long long)st->blocks,
         (unsigned long long)st->not_mconv, st->k, st->L, st->smt_seconds, st->worst,
         st->explicit_seconds);
  for (int n = 1; n <= st->max_blocks; n++)
    if (st->programs_per_size[n])
      printf("    %d blocks: %llu programs, SMT %.2f s (%.1f ms per program)\n", n,
             (unsigned long long)st->programs_per_size[n], st->per_size[n],
             st->per_size[n] * 1000 / (double)st->programs_per_size[n]);
  CHECK_INT(st->disagreements, 0);
  CHECK_INT(st->unknown, 0);
}

TEST(smt_mconv_every_cfg_up_to_4_blocks) {
  mc_state st;
  memset(&st, 0, sizeof st);
  st.k = 2;
  st.L = 6;
  st.max_blocks = 4;
  const char *env = getenv("CONVCHECK_SMT_BOUND");
  if (env && atoi(env) > 0) st.L = atoi(env);
  mc_sweep(&st);
  CHECK_INT(st.programs_per_size[4] > 0, 1);
}
