/* model/converge.c — converged-with, convergence-before and the maximal
 * converged-with relation over one tuple of traces.
 *
 * [CU] "Convergence": convergence-before is the transitive closure of
 *   (1) P before Q in one thread,
 *   (2) P before Q1 in one thread and Q1 converged-with Q2  =>  P cb Q2,
 *   (3) P1 converged-with P2 and P2 before Q in one thread  =>  P1 cb Q.
 * [CU] "Maximal Convergence": X1, X2 (different threads, same block X) are
 *   converged iff X is in no cycle, or for every cycle with header H
 *   containing X, every instance of H before X1 in its thread is cb X2 and
 *   every instance of H before X2 is cb X1, without assuming X1 ~ X2.
 * docs/design.md §4: the relation is the least fixed point of that condition (it
 *   is monotone in the relation); transitivity and consistency are then
 *   checked, never assumed. */
#include "model/model.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

struct cv_relation {
  const cv_program *p;
  const cv_hierarchy *h; /* NULL for a given relation */
  cv_cb_reading reading;
  int k, n;
  int *off;              /* first instance id of each thread, off[k] = n */
  int *thread_of, *pos_of, *block_of;
  size_t W;              /* words per bit row */
  cc_word *R;            /* converged-with, n rows */
  cc_word *CB;           /* convergence-before, n rows */
  cc_word *after;        /* later instances of the same thread, n rows */
  cc_word *X;            /* converged pairs that are not block-level: the token
                          * instructions' instances (controlled relation), or NULL */
  bool (*allow)(void *arg, int a, int b); /* extra condition on a pair */
  void *allow_arg;
};

static cc_word *row(cc_word *m, size_t W, int i) { return m + (size_t)i * W; }
static const cc_word *crow(const cc_word *m, size_t W, int i) {
  return m + (size_t)i * W;
}

static void or_row(cc_word *dst, const cc_word *src, size_t W) {
  for (size_t w = 0; w < W; w++) dst[w] |= src[w];
}

static cv_relation *relation_new(const cv_program *p, const cv_tuple *t,
                                 cv_cb_reading reading) {
  cv_relation *r = cc_calloc(1, sizeof *r);
  r->p = p;
  r->reading = reading;
  r->k = t->k;
  int n = r->n = cv_tuple_number(t, &r->off, &r->thread_of, &r->pos_of, &r->block_of);
  r->W = CC_WORDS(n) ? CC_WORDS(n) : 1;
  r->R = cc_calloc((size_t)n * r->W + 1, sizeof(cc_word));
  r->CB = cc_calloc(((size_t)n + 1) * r->W + 1, sizeof(cc_word)); /* + a scratch row */
  r->after = cc_calloc((size_t)n * r->W + 1, sizeof(cc_word));
  for (int id = 0; id < n; id++) {
    int end = r->off[r->thread_of[id] + 1];
    for (int j = id + 1; j < end; j++) cc_bit_set(row(r->after, r->W, id), (size_t)j);
  }
  return r;
}

/* Convergence-before over the current R ([CU] "Convergence"; docs/design.md §10
 * for the two readings), then closed transitively (Warshall on bit rows). */
static void compute_cb(cv_relation *r) {
  size_t W = r->W;
  int n = r->n;
  /* converged-with = the block-level pairs plus the token instructions'
   * (convergence-before is over all dynamic instances) */
  cc_word *RR = r->R;
  if (r->X) {
    RR = cc_malloc((size_t)n * W * sizeof(cc_word) + sizeof(cc_word));
    for (size_t w = 0; w < (size_t)n * W; w++) RR[w] = r->R[w] | r->X[w];
  }
  memset(r->CB, 0, (size_t)n * W * sizeof(cc_word));
  if (r->reading == CV_CB_LITERAL) {
    for (int P = 0; P < n; P++) {
      cc_word *cb = row(r->CB, W, P);
      const cc_word *aft = crow(r->after, W, P);
      or_row(cb, aft, W);                                    /* rule 1 */
      for (int Q1 = P + 1; Q1 < r->off[r->thread_of[P] + 1]; Q1++)
        or_row(cb, crow(RR, W, Q1), W);                    /* rule 2 */
      const cc_word *rp = crow(RR, W, P);
      for (int P2 = 0; P2 < n; P2++)
        if (cc_bit_get(rp, (size_t)P2)) or_row(cb, crow(r->after, W, P2), W); /* rule 3 */
    }
  } else {
    /* The order of the quotient: S* ; before ; S*, S = R plus identity
     * closed transitively (the classes of the columns). */
    cc_word *S = cc_calloc((size_t)n * W + 1, sizeof(cc_word));
    memcpy(S, RR, (size_t)n * W * sizeof(cc_word));
    for (int i = 0; i < n; i++) cc_bit_set(row(S, W, i), (size_t)i);
    for (int k = 0; k < n; k++)
      for (int i = 0; i < n; i++)
        if (cc_bit_get(row(S, W, i), (size_t)k)) or_row(row(S, W, i), row(S, W, k), W);
    cc_word *tmp = cc_calloc(W + 1, sizeof(cc_word));
    for (int P = 0; P < n; P++) {
      memset(tmp, 0, W * sizeof(cc_word));
      const cc_word *sp = row(S, W, P);
      for (int P1 = 0; P1 < n; P1++)
        if (cc_bit_get(sp, (size_t)P1)) or_row(tmp, crow(r->after, W, P1), W);
      cc_word *cb = row(r->CB, W, P);
      for (int Q = 0; Q < n; Q++)
        if (cc_bit_get(tmp, (size_t)Q)) or_row(cb, row(S, W, Q), W);
    }
    free(tmp);
    free(S);
  }
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      if (cc_bit_get(row(r->CB, W, i), (size_t)k)) or_row(row(r->CB, W, i), row(r->CB, W, k), W);
  if (RR != r->R) free(RR);
}

/* The instances of cycle headers that precede instance x in its thread,
 * for every cycle containing x's block ([CU] "Maximal Convergence"). */
static int preceding_headers(const cv_relation *r, int x, int *out) {
  const int *heads;
  int nh = cv_hierarchy_headers_of(r->h, r->block_of[x], &heads);
  int m = 0;
  for (int id = r->off[r->thread_of[x]]; id < x; id++)
    for (int j = 0; j < nh; j++)
      if (r->block_of[id] == heads[j]) {
        out[m++] = id;
        break;
      }
  return m;
}

/* The condition of maximal converged-with for the pair (a, b), evaluated
 * against the current convergence-before (which excludes the pair). */
static bool maximal_condition(const cv_relation *r, int a, int b, int *buf) {
  const int *heads;
  if (r->allow && !r->allow(r->allow_arg, a, b)) return false;
  if (cv_hierarchy_headers_of(r->h, r->block_of[a], &heads) == 0) return true;
  int m = preceding_headers(r, a, buf);
  for (int i = 0; i < m; i++)
    if (!cc_bit_get(crow(r->CB, r->W, buf[i]), (size_t)b)) return false;
  m = preceding_headers(r, b, buf);
  for (int i = 0; i < m; i++)
    if (!cc_bit_get(crow(r->CB, r->W, buf[i]), (size_t)a)) return false;
  return true;
}

/* The last instance of a header of a cycle containing x's block that
 * precedes x in its thread, or -1.  The condition of maximal converged-with
 * only needs this one: every earlier header instance is before it in
 * program order, and convergence-before is transitive and contains program
 * order, so if the last one is convergence-before X2, all are. */
static int last_header(const cv_relation *r, int x) {
  const int *heads;
  int nh = cv_hierarchy_headers_of(r->h, r->block_of[x], &heads);
  for (int id = x - 1; id >= r->off[r->thread_of[x]]; id--)
    for (int j = 0; j < nh; j++)
      if (r->block_of[id] == heads[j]) return id;
  return -1;
}

/* Adds the edge u -> v to the transitively closed CB. */
static void add_cb_edge(cv_relation *r, int u, int v) {
  size_t W = r->W;
  if (cc_bit_get(row(r->CB, W, u), (size_t)v)) return;
  cc_word *tmp = row(r->CB, W, r->n); /* scratch row */
  memcpy(tmp, row(r->CB, W, v), W * sizeof(cc_word));
  cc_bit_set(tmp, (size_t)v);
  for (int a = 0; a < r->n; a++)
    if (a == u || cc_bit_get(row(r->CB, W, a), (size_t)u)) or_row(row(r->CB, W, a), tmp, W);
}

/* The literal reading's new edges when x ~ y is added ([CU] "Convergence",
 * rules 2 and 3): P -> y for P before x, x -> Q for Q after y, and the same
 * with x and y swapped.  The latest P and the earliest Q imply the others
 * through program order. */
static void add_pair_literal(cv_relation *r, int x, int y) {
  for (int side = 0; side < 2; side++) {
    int a = side ? y : x, b = side ? x : y;
    if (a > r->off[r->thread_of[a]]) add_cb_edge(r, a - 1, b);
    if (b + 1 < r->off[r->thread_of[b] + 1]) add_cb_edge(r, a, b + 1);
  }
}

/* The least fixed point by chaotic iteration: sweeps over the candidate
 * pairs, adding each pair whose condition holds against the current
 * relation and updating convergence-before at once.  The condition is
 * monotone, so every pair added belongs to the least fixed point, and
 * the sweeps stop at a fixed point: the least one. */
static void lfp_literal(cv_relation *r) {
  int n = r->n;
  size_t W = r->W;
  int *lh = cc_malloc(((size_t)n + 1) * sizeof(int));
  for (int x = 0; x < n; x++) lh[x] = last_header(r, x);
  /* convergence-before of the empty relation: program order */
  memset(r->CB, 0, (size_t)n * W * sizeof(cc_word));
  for (int a = 0; a < n; a++) memcpy(row(r->CB, W, a), crow(r->after, W, a), W * sizeof(cc_word));
  if (r->X) /* the token instructions' pairs are given */
    for (int a = 0; a < n; a++)
      for (int b = a + 1; b < n; b++)
        if (cc_bit_get(row(r->X, W, a), (size_t)b)) add_pair_literal(r, a, b);
  bool changed = true;
  while (changed) {
    changed = false;
    for (int a = 0; a < n; a++)
      for (int b = r->off[r->thread_of[a] + 1]; b < n; b++) {
        if (r->block_of[a] != r->block_of[b]) continue;
        if (cc_bit_get(row(r->R, W, a), (size_t)b)) continue;
        if (lh[a] >= 0 && !cc_bit_get(row(r->CB, W, lh[a]), (size_t)b)) continue;
        if (lh[b] >= 0 && !cc_bit_get(row(r->CB, W, lh[b]), (size_t)a)) continue;
        if (r->allow && !r->allow(r->allow_arg, a, b)) continue;
        cc_bit_set(row(r->R, W, a), (size_t)b);
        cc_bit_set(row(r->R, W, b), (size_t)a);
        add_pair_literal(r, a, b);
        changed = true;
      }
  }
  free(lh);
}

static cv_relation *greatest_fixed_point(const cv_program *p, const cv_hierarchy *h,
                                         const cv_tuple *t, cv_cb_reading reading);

cv_relation *cv_maximal_converged_with(const cv_program *p,
                                       const cv_hierarchy *h,
                                       const cv_tuple *t,
                                       const cv_readings *rd) {
  if (rd->fixpoint == CV_FIXPOINT_GREATEST) return greatest_fixed_point(p, h, t, rd->cb);
  if (rd->cb == CV_CB_LITERAL) {
    cv_relation *r = relation_new(p, t, rd->cb);
    r->h = h;
    lfp_literal(r);
    return r;
  }
  return cv_maximal_converged_with_rounds(p, h, t, rd);
}

static void lfp_rounds(cv_relation *r) {
  int n = r->n;
  int *buf = cc_malloc(((size_t)n + 1) * sizeof(int));
  cc_ints add = {0};
  /* Least fixed point: rounds of adding every pair whose condition holds
   * against the relation of the previous round (monotone, so this reaches
   * the least fixed point). */
  for (;;) {
    compute_cb(r);
    CC_CLEAR(add);
    for (int a = 0; a < n; a++)
      for (int b = r->off[r->thread_of[a] + 1]; b < n; b++) {
        if (r->block_of[a] != r->block_of[b]) continue;
        if (cc_bit_get(row(r->R, r->W, a), (size_t)b)) continue;
        if (maximal_condition(r, a, b, buf)) {
          CC_PUSH(add, a);
          CC_PUSH(add, b);
        }
      }
    if (CC_EMPTY(add)) break;
    for (size_t i = 0; i < CC_SIZE(add); i += 2) {
      int a = CC_AT(add, i), b = CC_AT(add, i + 1);
      cc_bit_set(row(r->R, r->W, a), (size_t)b);
      cc_bit_set(row(r->R, r->W, b), (size_t)a);
    }
  }
  CC_RELEASE(add);
  free(buf);
}

cv_relation *cv_maximal_converged_with_rounds(const cv_program *p,
                                              const cv_hierarchy *h,
                                              const cv_tuple *t,
                                              const cv_readings *rd) {
  cv_relation *r = relation_new(p, t, rd->cb);
  r->h = h;
  lfp_rounds(r);
  return r;
}

/* The same least fixed point with given converged pairs that take part in
 * convergence-before only, and an extra condition on every pair: the
 * controlled maximal converged-with relation ([CO] "Controlled Maximal
 * Convergence", item 2) uses them for the token instructions' instances
 * and the token-definition condition (2.1). */
cv_relation *cv_maximal_converged_with_given(
    const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
    const cv_readings *rd, int npairs, const int *pairs,
    bool (*allow)(void *arg, int a, int b), void *allow_arg) {
  cv_relation *r = relation_new(p, t, rd->cb);
  r->h = h;
  r->allow = allow;
  r->allow_arg = allow_arg;
  if (npairs > 0) {
    r->X = cc_calloc((size_t)r->n * r->W + 1, sizeof(cc_word));
    for (int i = 0; i < npairs; i++) {
      int a = pairs[2 * i], b = pairs[2 * i + 1];
      cc_bit_set(row(r->X, r->W, a), (size_t)b);
      cc_bit_set(row(r->X, r->W, b), (size_t)a);
    }
  }
  if (rd->cb == CV_CB_LITERAL) lfp_literal(r);
  else lfp_rounds(r);
  compute_cb(r);
  return r;
}

/* The greatest fixed point of the same condition (docs/design.md §10, "least |
 * greatest"): start from every pair of same-block instances in different
 * threads and remove, round by round, each pair whose condition fails
 * against convergence-before of the current relation without that pair.
 * The condition is monotone, so the rounds descend to the greatest fixed
 * point. */
static cv_relation *greatest_fixed_point(const cv_program *p, const cv_hierarchy *h,
                                         const cv_tuple *t, cv_cb_reading reading) {
  cv_relation *r = relation_new(p, t, reading);
  r->h = h;
  int n = r->n;
  size_t W = r->W;
  for (int a = 0; a < n; a++)
    for (int b = r->off[r->thread_of[a] + 1]; b < n; b++)
      if (r->block_of[a] == r->block_of[b]) {
        cc_bit_set(row(r->R, W, a), (size_t)b);
        cc_bit_set(row(r->R, W, b), (size_t)a);
      }
  int *buf = cc_malloc(((size_t)n + 1) * sizeof(int));
  cc_ints drop = {0};
  for (;;) {
    CC_CLEAR(drop);
    for (int a = 0; a < n; a++)
      for (int b = a + 1; b < n; b++) {
        if (!cc_bit_get(row(r->R, W, a), (size_t)b)) continue;
        /* convergence-before without the pair */
        cc_bit_clear(row(r->R, W, a), (size_t)b);
        cc_bit_clear(row(r->R, W, b), (size_t)a);
        compute_cb(r);
        if (!maximal_condition(r, a, b, buf)) {
          CC_PUSH(drop, a);
          CC_PUSH(drop, b);
        }
        cc_bit_set(row(r->R, W, a), (size_t)b);
        cc_bit_set(row(r->R, W, b), (size_t)a);
      }
    if (CC_EMPTY(drop)) break;
    for (size_t i = 0; i < CC_SIZE(drop); i += 2) {
      int a = CC_AT(drop, i), b = CC_AT(drop, i + 1);
      cc_bit_clear(row(r->R, W, a), (size_t)b);
      cc_bit_clear(row(r->R, W, b), (size_t)a);
    }
  }
  compute_cb(r);
  CC_RELEASE(drop);
  free(buf);
  return r;
}

cv_relation *cv_relation_from_classes(const cv_program *p, const cv_tuple *t,
                                      int nclasses, const int *class_of,
                                      const cv_readings *rd) {
  (void)nclasses;
  cv_relation *r = relation_new(p, t, rd->cb);
  for (int a = 0; a < r->n; a++)
    for (int b = 0; b < r->n; b++)
      if (a != b && class_of[a] >= 0 && class_of[a] == class_of[b])
        cc_bit_set(row(r->R, r->W, a), (size_t)b);
  compute_cb(r);
  return r;
}

void cv_relation_free(cv_relation *r) {
  if (!r) return;
  CC_FREE_ALL(r->off, r->thread_of, r->pos_of, r->block_of, r->R, r->CB,
              r->after, r->X, r);
}

int cv_relation_ninstances(const cv_relation *r) { return r->n; }
int cv_relation_instance(const cv_relation *r, int thread, int pos) {
  assert(thread >= 0 && thread < r->k);
  assert(pos >= 0 && r->off[thread] + pos < r->off[thread + 1]);
  return r->off[thread] + pos;
}
void cv_relation_locate(const cv_relation *r, int id, int *thread, int *pos) {
  *thread = r->thread_of[id];
  *pos = r->pos_of[id];
}
bool cv_converged_with(const cv_relation *r, int a, int b) {
  return cc_bit_get(crow(r->R, r->W, a), (size_t)b);
}
bool cv_convergence_before(const cv_relation *r, int a, int b) {
  return cc_bit_get(crow(r->CB, r->W, a), (size_t)b);
}

bool cv_relation_same(const cv_relation *a, const cv_relation *b) {
  if (a->n != b->n) return false;
  return !memcmp(a->R, b->R, (size_t)a->n * a->W * sizeof(cc_word));
}

bool cv_relation_transitive(const cv_relation *r) {
  for (int a = 0; a < r->n; a++)
    for (int b = 0; b < r->n; b++)
      if (cv_converged_with(r, a, b))
        for (int c = 0; c < r->n; c++)
          if (c != a && cv_converged_with(r, b, c) && !cv_converged_with(r, a, c))
            return false;
  return true;
}

bool cv_relation_consistent(const cv_relation *r) {
  for (int a = 0; a < r->n; a++)
    if (cv_convergence_before(r, a, a)) return false;
  return true;
}

/* ---- columns: the classes, in the spec's left-to-right order ------------- */

static int find(int *uf, int x) {
  while (uf[x] != x) x = uf[x] = uf[uf[x]];
  return x;
}

int cv_relation_columns(const cv_relation *r, int *col_of) {
  int n = r->n;
  int *uf = cc_malloc(((size_t)n + 1) * sizeof(int));
  for (int i = 0; i < n; i++) uf[i] = i;
  for (int a = 0; a < n; a++)
    for (int b = a + 1; b < n; b++)
      if (cv_converged_with(r, a, b)) uf[find(uf, a)] = find(uf, b);
  int *size = cc_calloc((size_t)n + 1, sizeof(int));
  for (int i = 0; i < n; i++) size[find(uf, i)]++;
  int *placed = cc_calloc((size_t)n + 1, sizeof(int)); /* per class root */
  int *next = cc_malloc(((size_t)r->k + 1) * sizeof(int)); /* per thread */
  for (int t = 0; t < r->k; t++) next[t] = r->off[t];
  for (int i = 0; i < n; i++) col_of[i] = -1;
  int ncols = 0, done = 0;
  bool ordered = true;
  while (done < n) {
    /* A class may come next when each of its instances is the next one of
     * its thread; prefer the lowest-numbered thread's next instance. */
    int pick = -1;
    for (int t = 0; t < r->k && pick < 0; t++) {
      if (next[t] >= r->off[t + 1]) continue;
      int root = find(uf, next[t]), ready = 0;
      for (int u = 0; u < r->k; u++)
        if (next[u] < r->off[u + 1] && find(uf, next[u]) == root) ready++;
      if (ready == size[root]) pick = root;
    }
    if (pick < 0) {
      ordered = false;
      break;
    }
    for (int t = 0; t < r->k; t++)
      if (next[t] < r->off[t + 1] && find(uf, next[t]) == pick) {
        col_of[next[t]] = ncols;
        next[t]++;
        done++;
      }
    ncols++;
  }
  if (!ordered) { /* no left-to-right order: first appearance */
    for (int i = 0; i < n; i++) placed[i] = -1;
    for (int i = 0; i < n; i++) {
      if (col_of[i] >= 0) {
        placed[find(uf, i)] = col_of[i];
        continue;
      }
    }
    for (int i = 0; i < n; i++) {
      int root = find(uf, i);
      if (placed[root] < 0) placed[root] = ncols++;
      col_of[i] = placed[root];
    }
  }
  CC_FREE_ALL(uf, size, placed, next);
  return ordered ? ncols : -ncols;
}

void cv_relation_label(const cv_relation *r, const int *col_of, int id,
                       char *label, size_t size) {
  cv_relation_label_with(r, NULL, col_of, id, label, size);
}

void cv_relation_label_with(const cv_relation *r, const cv_program *partner, const int *col_of,
                            int id, char *label, size_t size) {
  /* Occurrence number of this block's instance in column-major order. */
  int b = r->block_of[id], num = 1;
  for (int j = 0; j < r->n; j++)
    if (j != id && r->block_of[j] == b &&
        (col_of[j] < col_of[id] ||
         (col_of[j] == col_of[id] && r->thread_of[j] < r->thread_of[id])))
      num++;
  cv_instance_label_with(r->p, partner, b, num, label, size);
}

/* Are p's block names all letters and '_' (the spec's figures: Entry, H,
 * B, Exit), so that no name + number is another block's name? */
static bool plain_block_names(const cv_program *p) {
  for (int b = 0; b < cv_program_nblocks(p); b++)
    for (const char *c = cv_block_name(p, b); *c; c++)
      if (!((*c >= 'A' && *c <= 'Z') || (*c >= 'a' && *c <= 'z') || *c == '_')) return false;
  return true;
}

bool cv_instance_labels_hashed(const cv_program *p, const cv_program *partner) {
  return !plain_block_names(p) || (partner && !plain_block_names(partner));
}

void cv_instance_label(const cv_program *p, int b, int num, char *label, size_t size) {
  cv_instance_label_with(p, NULL, b, num, label, size);
}

void cv_instance_label_with(const cv_program *p, const cv_program *partner, int b, int num,
                            char *label, size_t size) {
  /* "H4" in a figure's function; "if.end.2#1", "B0#1" elsewhere: a new
   * user read "if.false.2.1" as a block named if.false.2.  With a partner
   * (BEFORE beside AFTER) one notation for both: "even1" beside "even#1"
   * in one counterexample read as two notations of two things. */
  snprintf(label, size, "%s%s%d", cv_block_name(p, b),
           cv_instance_labels_hashed(p, partner) ? "#" : "", num);
}

static void rule(cc_buf *out, const int *width, int ncols) {
  for (int c = 0; c <= ncols; c++) {
    cc_buf_putc(out, '+');
    for (int i = 0; i < width[c] + 2; i++) cc_buf_putc(out, '-');
  }
  cc_buf_puts(out, "+\n");
}

static void cell(cc_buf *out, const char *text, int width) {
  size_t start = out->len;
  cc_buf_printf(out, "| %s", text);
  cc_buf_pad(out, start, (size_t)width + 3);
}

void cv_relation_print_table(const cv_relation *r, cc_buf *out) {
  cv_relation_print_table_marked(r, NULL, out);
}

/* The columns another relation's labels number by (cv_relation_print_table
 * _numbered), into label_of: true when like is a relation of the same
 * instances (same threads, same steps, same blocks), else false and
 * label_of is r's own columns. */
static bool cvI_numbering(const cv_relation *r, const cv_relation *like, int *label_of) {
  bool same = like && like->n == r->n && like->k == r->k;
  for (int id = 0; same && id < r->n; id++)
    same = like->thread_of[id] == r->thread_of[id] && like->pos_of[id] == r->pos_of[id] &&
           like->block_of[id] == r->block_of[id];
  cv_relation_columns(same ? like : r, label_of);
  return same;
}

void cv_relation_print_table_marked(const cv_relation *r, const bool *marked, cc_buf *out) {
  cv_relation_print_table_numbered(r, marked, NULL, out);
}

void cv_relation_print_table_numbered(const cv_relation *r, const bool *marked,
                                      const cv_relation *numbering, cc_buf *out) {
  cv_relation_print_table_with(r, marked, numbering, NULL, out);
}

void cv_relation_print_table_with(const cv_relation *r, const bool *marked,
                                  const cv_relation *numbering, const cv_program *partner,
                                  cc_buf *out) {
  int n = r->n;
  int *col_of = cc_malloc(((size_t)n + 1) * sizeof(int));
  int *label_of = cc_malloc(((size_t)n + 1) * sizeof(int));
  int ncols = cv_relation_columns(r, col_of);
  if (ncols < 0) ncols = -ncols;
  cvI_numbering(r, numbering, label_of);
  int *width = cc_calloc((size_t)ncols + 2, sizeof(int));
  char **cells = cc_calloc((size_t)r->k * (size_t)(ncols + 1) + 1, sizeof(char *));
  int *first_in = cc_malloc(((size_t)r->k * (size_t)(ncols + 1) + 1) * sizeof(int));
  char label[300], tname[32];
  for (int t = 0; t < r->k; t++) {
    snprintf(tname, sizeof tname, "Thread%d", t + 1);
    if ((int)strlen(tname) > width[0]) width[0] = (int)strlen(tname);
  }
  for (int c = 1; c <= ncols; c++) {
    snprintf(tname, sizeof tname, "%d", c);
    width[c] = (int)strlen(tname);
  }
  for (int id = 0; id < n; id++) {
    cv_relation_label_with(r, partner, label_of, id, label, sizeof label);
    if (marked && marked[id]) {
      size_t len = strlen(label);
      if (len + 1 < sizeof label) label[len] = '*', label[len + 1] = 0;
    }
    int c = col_of[id] + 1;
    size_t si = (size_t)r->thread_of[id] * (size_t)(ncols + 1) + (size_t)c;
    char **slot = &cells[si];
    if (*slot) {
      /* an inconsistent relation: two instances of one thread in a
       * column; all are shown by block and step ("B1@2/B1@3"), none
       * dropped */
      char both[700];
      const char *bn = cv_block_name(r->p, r->block_of[id]);
      if (first_in[si] >= 0) {
        snprintf(both, sizeof both, "%s@%d", cv_block_name(r->p, r->block_of[first_in[si]]),
                 r->pos_of[first_in[si]] + 1);
        first_in[si] = -1;
      } else {
        snprintf(both, sizeof both, "%.600s", *slot);
      }
      size_t len = strlen(both);
      snprintf(both + len, sizeof both - len, "/%s@%d", bn, r->pos_of[id] + 1);
      free(*slot);
      *slot = cc_strdup(both);
    } else {
      *slot = cc_strdup(label);
      first_in[si] = id;
    }
    if ((int)strlen(*slot) > width[c]) width[c] = (int)strlen(*slot);
  }
  rule(out, width, ncols);
  cell(out, "", width[0]);
  for (int c = 1; c <= ncols; c++) {
    snprintf(tname, sizeof tname, "%d", c);
    cell(out, tname, width[c]);
  }
  cc_buf_puts(out, "|\n");
  rule(out, width, ncols);
  for (int t = 0; t < r->k; t++) {
    snprintf(tname, sizeof tname, "Thread%d", t + 1);
    cell(out, tname, width[0]);
    for (int c = 1; c <= ncols; c++) {
      char *s = cells[(size_t)t * (size_t)(ncols + 1) + (size_t)c];
      cell(out, s ? s : "", width[c]);
      free(s);
    }
    cc_buf_puts(out, "|\n");
    rule(out, width, ncols);
  }
  CC_FREE_ALL(first_in, cells, width, col_of);
  free(label_of);
}

bool cv_relation_why(const cv_relation *r, int a, int b, cc_buf *out,
                     int *culprits, int *ncul, int maxcul) {
  return cv_relation_why_numbered(r, NULL, a, b, out, culprits, ncul, maxcul);
}

bool cv_relation_why_numbered(const cv_relation *r, const cv_relation *numbering, int a, int b,
                              cc_buf *out, int *culprits, int *ncul, int maxcul) {
  if (ncul) *ncul = 0;
  if (a == b || r->block_of[a] != r->block_of[b] ||
      r->thread_of[a] == r->thread_of[b] || !r->h || cv_converged_with(r, a, b))
    return false;
  int *buf = cc_malloc(((size_t)r->n + 1) * sizeof(int));
  int *col_of = cc_malloc(((size_t)r->n + 1) * sizeof(int));
  cvI_numbering(r, numbering, col_of);
  char la[300], lb[300], lh[300];
  cv_relation_label(r, col_of, a, la, sizeof la);
  cv_relation_label(r, col_of, b, lb, sizeof lb);
  int found = 0;
  for (int side = 0; side < 2; side++) {
    int x = side ? b : a, y = side ? a : b;
    int m = preceding_headers(r, x, buf);
    for (int i = 0; i < m; i++) {
      if (cv_convergence_before(r, buf[i], y)) continue;
      cv_relation_label(r, col_of, buf[i], lh, sizeof lh);
      const char *ly = side ? la : lb;
      if (found == 0) cc_buf_printf(out, "%s and %s are not converged due to ", la, lb);
      else cc_buf_puts(out, "; and ");
      cc_buf_printf(out, "%s, which is not convergence-before %s", lh, ly);
      if (culprits && found < maxcul) culprits[found] = buf[i];
      found++;
    }
  }
  if (found) cc_buf_putc(out, '\n');
  if (ncul) *ncul = found < maxcul ? found : maxcul;
  free(buf);
  free(col_of);
  return found > 0;
}
