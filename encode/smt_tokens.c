/* encode/smt_tokens.c — the dynamic rules of convergence control tokens
 * over given traces as Z3 constraints ([CO] = ConvergentOperations.rst,
 * "Dynamic Instances and Convergence Tokens", "Convergence Control
 * Intrinsics", "Controlled Maximal Convergence"; the explicit engine is
 * model/tokens.c, and the two must agree on whether a consistent relation
 * exists).
 *
 * Variables: x(u; a, b), "the instances of controlled instruction u in
 * block instances a and b (different threads) are converged", one per
 * unordered pair, so symmetry holds by construction.  Every rule instance
 * is guarded by its own assumption literal, so that an unsatisfiable
 * query yields an unsat core naming the rules the contradiction uses:
 *   - entry ([CO] "llvm.experimental.convergence.entry"): all converged;
 *   - anchor ([CO] "llvm.experimental.convergence.anchor"): free, or with
 *     anchors maximal the uncontrolled maximal relation of its block; the
 *     case's 'assume' lines fix pairs;
 *   - loop ([CO] "llvm.experimental.convergence.loop"): converged iff the
 *     token-operand instances are converged and it is the same n-th
 *     execution for that token value;
 *   - a controlled convergent operation ([CO] "Dynamic Instances and
 *     Convergence Tokens"): converged iff its token-operand instances are;
 *   - transitivity among three threads, and two executions by one thread
 *     are different dynamic instances, never converged with one instance
 *     of another thread both ([CO] "Rationales for Static rules about
 *     cycles": "I1 == I2 ... a contradiction").
 * What the explicit engine checks besides is the consistency of the
 * resulting relation of the blocks ([CO] "Controlled Maximal Convergence",
 * item 2: transitive, convergence-before a strict partial order).  Part of
 * it is encoded natively (encode_order): ranks that strictly increase along
 * program order and are equal on converged controlled instances, so a
 * cycle of convergence-before through the controlled instructions alone is
 * an unsat core with the program-order steps named.  The rest — the
 * relation of the blocks' other instructions — is checked per model by
 * computing that relation (the explicit model,
 * cv_maximal_converged_with_given), and a model whose relation is
 * inconsistent is excluded by a clause over the anchors' variables (the
 * only free ones) before asking again (a lazy refinement loop). */
#include "encode/smt_int.h"

#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void smt_tokens_result_free(smt_tokens_result *r) {
  if (!r) return;
  free(r->cls);
  free(r->ctl);
  free(r->why);
  r->cls = r->ctl = NULL;
  r->why = NULL;
}

typedef struct tok {
  const cv_program *p;
  const cv_tuple *t;
  int k, n, nctl;
  int *off, *thread_of, *block_of, *ctl, *ctl_of;
  smtZ_b *x;          /* nctl * n * n (a < b used, symmetric copy) */
  CC_STACK(Z3_ast) lits;   /* the rule instances' assumption literals */
  CC_STACK(char *) texts;  /* and their text in the spec's notation   */
} tok;

static void inst_name(const cv_program *p, int i, char *buf, size_t n) {
  const cv_inst *I = cv_program_inst(p, i);
  if (I->name) snprintf(buf, n, "%%%s", I->name);
  else snprintf(buf, n, "@%s", I->opcode ? I->opcode : "?");
}

/* The spec's name of an instance: %a(1) or %a(1;2) (thread 1's 2nd). */
static void label(const tok *T, int inst, int id, char *buf, size_t size) {
  char nm[200];
  inst_name(T->p, inst, nm, sizeof nm);
  int th = T->thread_of[id], b = cv_program_inst(T->p, inst)->block, nth = 0, total = 0;
  for (int j = T->off[th]; j < T->off[th + 1]; j++)
    if (T->block_of[j] == b) {
      total++;
      if (j <= id) nth++;
    }
  if (total == 1) snprintf(buf, size, "%s(%d)", nm, th + 1);
  else snprintf(buf, size, "%s(%d;%d)", nm, th + 1, nth);
}

/* [CO] "Dynamic Instances and Convergence Tokens": the token value used by
 * u at block instance id is the most recent instance of its definition in
 * the thread (the block's own instance only if the definition precedes
 * u in it); -1 if none. */
static int token_instance(const tok *T, int u, int id) {
  const cv_inst *U = cv_program_inst(T->p, u);
  const cv_inst *D = cv_program_inst(T->p, U->token_use);
  bool self = D->block == U->block && D->index < U->index;
  int th = T->thread_of[id];
  for (int j = self ? id : id - 1; j >= T->off[th]; j--)
    if (T->block_of[j] == D->block) return j;
  return -1;
}

/* The iterating anchor (the blog post "A New Type of Convergence Control Intrinsic?")
 * in block blk: per instance of blk, the previous encounter if it is a continuation, else -1 (the definition is
 * model/tokens.c's, cv_iterating_previous).  The caller frees. */
static int *iterating_previous(const tok *T, int blk) {
  cv_domtree *dt = cv_domtree_new(T->p, false);
  int *prev = cc_malloc(((size_t)T->n + 1) * sizeof(int));
  for (int id = 0; id < T->n; id++) {
    int th = T->thread_of[id];
    int q = T->block_of[id] == blk
                ? cv_iterating_previous(T->p, dt, &T->t->thread[th], blk, id - T->off[th])
                : -1;
    prev[id] = q < 0 ? -1 : T->off[th] + q;
  }
  cv_domtree_free(dt);
  return prev;
}

static smtZ_b X(const tok *T, int c, int a, int b) {
  size_t N = (size_t)T->n;
  return T->x[((size_t)c * N + (size_t)a) * N + (size_t)b];
}

/* Asserts "lit => rule" under a fresh assumption literal with its text. */
static void rule(smtZ_ctx *S, tok *T, smtZ_b r, const char *text) {
  char name[32];
  snprintf(name, sizeof name, "rule_%zu", CC_SIZE(T->lits));
  smtZ_b lit = smtZ_b_var(S, name);
  smtZ_assert(S, smtZ_b_implies(S, lit, r));
  CC_PUSH(T->lits, smtZ_b_ast(S, lit));
  CC_PUSH(T->texts, cc_strdup(text));
}

/* The class of each controlled instance in a model: the first instance
 * converged with it (itself when none), -1 outside its block. */
static void decode(smtZ_ctx *S, tok *T, Z3_model m, int *cls) {
  int n = T->n;
  for (int c = 0; c < T->nctl; c++) {
    int blk = cv_program_inst(T->p, T->ctl[c])->block;
    int *mine = cls + (size_t)c * (size_t)n;
    for (int a = 0; a < n; a++) {
      mine[a] = -1;
      if (T->block_of[a] != blk) continue;
      mine[a] = a;
      for (int b = 0; b < a; b++)
        if (T->block_of[b] == blk && T->thread_of[b] != T->thread_of[a] &&
            smtZ_b_eval(S, m, X(T, c, b, a))) {
          mine[a] = mine[b];
          break;
        }
    }
  }
}

typedef struct region_arg {
  const tok *T;
  const int *cls;
  int *nregion;
  int **region; /* per block: the token definitions whose region contains it */
} region_arg;

static int def_instance(const tok *T, int def, int id) {
  int db = cv_program_inst(T->p, def)->block, th = T->thread_of[id];
  for (int j = id; j >= T->off[th]; j--)
    if (T->block_of[j] == db) return j;
  return -1;
}

/* [CO] "Controlled Maximal Convergence", item 2.1 (as model/tokens.c). */
static bool region_condition(void *arg, int a, int b) {
  const region_arg *R = arg;
  const tok *T = R->T;
  int blk = T->block_of[a];
  for (int j = 0; j < R->nregion[blk]; j++) {
    int def = R->region[blk][j], c = T->ctl_of[def];
    int da = def_instance(T, def, a), db = def_instance(T, def, b);
    if (da < 0 || db < 0) return false;
    const int *mine = R->cls + (size_t)c * (size_t)T->n;
    if (mine[da] < 0 || mine[da] != mine[db]) return false;
  }
  return true;
}

/* [CO] "Controlled Maximal Convergence", item 2: the blocks' relation
 * given the classes; is it transitive with convergence-before a strict
 * partial order ([CU] "Convergence")? */
static bool blocks_consistent(tok *T, const cv_hierarchy *h, const cv_readings *rd,
                              region_arg *R, const int *cls, char *why, size_t size) {
  cc_ints pairs = {0};
  int n = T->n;
  for (int c = 0; c < T->nctl; c++) {
    const int *mine = cls + (size_t)c * (size_t)n;
    for (int a = 0; a < n; a++)
      for (int b = T->off[T->thread_of[a] + 1]; b < n; b++)
        if (mine[a] >= 0 && mine[a] == mine[b]) {
          CC_PUSH(pairs, a);
          CC_PUSH(pairs, b);
        }
  }
  R->cls = cls;
  cv_relation *r = cv_maximal_converged_with_given(T->p, h, T->t, rd,
                                                   (int)(CC_SIZE(pairs) / 2), pairs.begin,
                                                   region_condition, R);
  CC_RELEASE(pairs);
  bool transitive = cv_relation_transitive(r);
  bool ok = transitive && cv_relation_consistent(r);
  if (!ok) snprintf(why, size, "the blocks' relation is not consistent");
  if (!transitive) snprintf(why, size, "converged-with of the blocks is not transitive");
  for (int x = 0; x < n && !ok; x++)
    if (cv_convergence_before(r, x, x)) {
      snprintf(why, size,
               "convergence-before of the blocks has a cycle through %s (thread %d, step %d), "
               "not a strict partial order",
               cv_block_name(T->p, T->block_of[x]), T->thread_of[x] + 1,
               x - T->off[T->thread_of[x]] + 1);
      break;
    }
  cv_relation_free(r);
  return ok;
}

/* [CU] "Convergence": convergence-before is a strict partial order, so
 * there are ranks (bit-vectors) that strictly increase along each thread's
 * program order and are equal on converged instances.  Encoded natively
 * over the controlled instances only: a cycle among them is a cycle of the
 * blocks' convergence-before too (converged controlled instances make
 * their block instances converged, [CO] "Controlled Maximal Convergence"
 * item 1; program order of instructions projects onto program order of
 * block instances), so these constraints never exclude a relation the
 * blocks' check would keep — they make Z3 find such contradictions itself,
 * with the program-order steps named in the unsat core (the two-`if` loop
 * of [CO] "Rationales for Static rules about cycles").  Returns how many
 * program-order steps were named. */
static int encode_order(smtZ_ctx *S, tok *T) {
  int n = T->n, m = 0;
  /* nodes: (controlled index, block instance), in program order per thread */
  int *node_c = cc_malloc(((size_t)T->nctl * (size_t)n + 1) * sizeof(int));
  int *node_id = cc_malloc(((size_t)T->nctl * (size_t)n + 1) * sizeof(int));
  for (int id = 0; id < n; id++) {
    /* the controlled instructions of this block instance, by position */
    int first = m;
    for (int c = 0; c < T->nctl; c++)
      if (cv_program_inst(T->p, T->ctl[c])->block == T->block_of[id]) {
        int j = m++;
        node_c[j] = c, node_id[j] = id;
        while (j > first && cv_program_inst(T->p, T->ctl[node_c[j - 1]])->index >
                                cv_program_inst(T->p, T->ctl[c])->index) {
          node_c[j] = node_c[j - 1], node_id[j] = node_id[j - 1];
          node_c[j - 1] = c, node_id[j - 1] = id;
          j--;
        }
      }
  }
  if (m < 2) {
    free(node_c), free(node_id);
    return 0;
  }
  unsigned w = 1;
  while (w < 30 && (1u << w) <= (unsigned)m) w++;
  Z3_context z = S->ctx;
  Z3_sort sort = Z3_mk_bv_sort(z, w);
  Z3_ast *rank = cc_malloc(((size_t)m + 1) * sizeof(Z3_ast));
  int *node_of = cc_malloc(((size_t)T->nctl * (size_t)n + 1) * sizeof(int));
  for (size_t i = 0; i < (size_t)T->nctl * (size_t)n; i++) node_of[i] = -1;
  char name[64], la[256], lb[256], text[1024];
  for (int j = 0; j < m; j++) {
    snprintf(name, sizeof name, "rank_%d_%d", node_c[j], node_id[j]);
    rank[j] = Z3_mk_const(z, Z3_mk_string_symbol(z, name), sort);
    node_of[(size_t)node_c[j] * (size_t)n + (size_t)node_id[j]] = j;
  }
  int named = 0;
  for (int j = 0; j + 1 < m; j++) {
    if (T->thread_of[node_id[j]] != T->thread_of[node_id[j + 1]]) continue;
    label(T, T->ctl[node_c[j]], node_id[j], la, sizeof la);
    label(T, T->ctl[node_c[j + 1]], node_id[j + 1], lb, sizeof lb);
    snprintf(text, sizeof text, "thread %d executes %s before %s (program order)",
             T->thread_of[node_id[j]] + 1, la, lb);
    rule(S, T, (smtZ_b){SMTZ_B_AST, Z3_mk_bvult(z, rank[j], rank[j + 1])}, text);
    named++;
  }
  /* converged instances are ordered alike (part of the definition of
   * convergence-before: not a rule of its own in the chain) */
  for (int c = 0; c < T->nctl; c++)
    for (int a = 0; a < n; a++)
      for (int b = T->off[T->thread_of[a] + 1]; b < n; b++) {
        smtZ_b v = X(T, c, a, b);
        if (v.k != SMTZ_B_AST) continue;
        int ja = node_of[(size_t)c * (size_t)n + (size_t)a];
        int jb = node_of[(size_t)c * (size_t)n + (size_t)b];
        assert(ja >= 0 && jb >= 0);
        smtZ_assert(S, smtZ_b_implies(S, v, (smtZ_b){SMTZ_B_AST, Z3_mk_eq(z, rank[ja], rank[jb])}));
      }
  free(rank), free(node_of), free(node_c), free(node_id);
  return named;
}

bool smt_tokens(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                const cv_readings *rd, int ncons,
                const cv_anchor_constraint *cons, unsigned timeout_ms,
                smt_tokens_result *out, cc_error *err) {
  double t0 = cc_now();
  memset(out, 0, sizeof *out);
  if (!cv_readings_check(rd, smt_support, "the SMT engine", NULL, err)) {
    snprintf(err->file, sizeof err->file, "%s", cv_program_file(p));
    return false;
  }
  cv_anchor_mode anchors = rd->anchors;
  if (!cv_tokens_check(p, err) || !cv_tuple_check(p, t, err)) return false;
  tok T;
  memset(&T, 0, sizeof T);
  T.p = p, T.t = t, T.k = t->k;
  T.off = cc_malloc(((size_t)t->k + 1) * sizeof(int));
  int n = 0;
  for (int i = 0; i < t->k; i++) {
    T.off[i] = n;
    n += t->thread[i].len;
  }
  T.off[t->k] = n;
  T.n = n;
  size_t N = (size_t)n;
  T.thread_of = cc_malloc((N + 1) * sizeof(int));
  T.block_of = cc_malloc((N + 1) * sizeof(int));
  for (int i = 0; i < t->k; i++)
    for (int s = 0; s < t->thread[i].len; s++) {
      T.thread_of[T.off[i] + s] = i;
      T.block_of[T.off[i] + s] = t->thread[i].blocks[s];
    }
  int ni = cv_program_ninsts(p);
  T.ctl = cc_malloc(((size_t)ni + 1) * sizeof(int));
  T.ctl_of = cc_malloc(((size_t)ni + 1) * sizeof(int));
  for (int i = 0; i < ni; i++) T.ctl_of[i] = -1;
  for (bool progress = true; progress;) { /* definitions before users */
    progress = false;
    for (int i = 0; i < ni; i++) {
      const cv_inst *I = cv_program_inst(p, i);
      if (T.ctl_of[i] >= 0 || !cv_inst_controlled(I)) continue;
      if (I->token_use >= 0 && T.ctl_of[I->token_use] < 0) continue;
      T.ctl_of[i] = T.nctl;
      T.ctl[T.nctl++] = i;
      progress = true;
    }
  }
  out->n = n;
  out->nctl = T.nctl;
  out->ctl = cc_malloc(((size_t)T.nctl + 1) * sizeof(int));
  memcpy(out->ctl, T.ctl, (size_t)T.nctl * sizeof(int));

  smtZ_ctx S;
  if (!smtZ_open(&S, cv_program_file(p), err)) {
    free(T.off), free(T.thread_of), free(T.block_of), free(T.ctl), free(T.ctl_of);
    smt_tokens_result_free(out);
    return false;
  }
  T.x = cc_malloc((size_t)T.nctl * N * N * sizeof(smtZ_b) + 1);
  char nm[64], la[256], lb[256], lc[256], ld[256], le[256], text[2048];
  for (int c = 0; c < T.nctl; c++) {
    int blk = cv_program_inst(p, T.ctl[c])->block;
    for (int a = 0; a < n; a++)
      for (int b = a; b < n; b++) {
        smtZ_b v = smtZ_b_const(false); /* one thread: distinct instances */
        if (T.block_of[a] == blk && T.block_of[b] == blk && T.thread_of[a] != T.thread_of[b]) {
          snprintf(nm, sizeof nm, "x_%d_%d_%d", c, a, b);
          v = smtZ_b_var(&S, nm);
        }
        T.x[((size_t)c * N + (size_t)a) * N + (size_t)b] = v;
        T.x[((size_t)c * N + (size_t)b) * N + (size_t)a] = v;
      }
  }
  cv_relation *unc = NULL;
  int *col = NULL;
  for (int c = 0; c < T.nctl; c++) {
    int u = T.ctl[c];
    const cv_inst *U = cv_program_inst(p, u);
    if (cv_token_implementation_defined(U->token_def) && anchors == CV_ANCHOR_MAXIMAL && !unc) {
      unc = cv_maximal_converged_with(p, h, t, rd);
      col = cc_malloc((N + 1) * sizeof(int));
      cv_relation_columns(unc, col);
    }
    /* the iterating anchor's continuations ("A New Type of Convergence Control Intrinsic?") */
    int *iprev = U->token_def == CV_TOKEN_ITERATING ? iterating_previous(&T, U->block) : NULL;
    for (int a = 0; a < n; a++)
      for (int b = T.off[T.thread_of[a] + 1]; b < n; b++) {
        smtZ_b v = X(&T, c, a, b);
        if (v.k != SMTZ_B_AST) continue;
        label(&T, u, a, la, sizeof la);
        label(&T, u, b, lb, sizeof lb);
        if (U->token_def == CV_TOKEN_ENTRY) {
          snprintf(text, sizeof text, "%s == %s (entry rule)", la, lb);
          rule(&S, &T, v, text);
        } else if (iprev && iprev[a] >= 0 && iprev[b] >= 0) {
          /* the iterating anchor: two continuations keep their previous
           * encounters' convergence (model/tokens.c, cv_iterating_previous) */
          label(&T, u, iprev[a], ld, sizeof ld);
          label(&T, u, iprev[b], le, sizeof le);
          snprintf(text, sizeof text,
                   "%s == %s iff %s == %s (iterating-anchor rule: no exit from %s's dominance "
                   "region)", la, lb, ld, le, cv_block_name(p, U->block));
          rule(&S, &T, smtZ_b_iff(&S, v, X(&T, c, iprev[a], iprev[b])), text);
        } else if (cv_token_implementation_defined(U->token_def)) {
          /* an anchor, or a fresh encounter of an iterating anchor */
          if (anchors == CV_ANCHOR_MAXIMAL) {
            bool cv = col[a] == col[b];
            snprintf(text, sizeof text, "%s %s %s (anchors maximal: the uncontrolled relation)",
                     la, cv ? "==" : "!=", lb);
            rule(&S, &T, cv ? v : smtZ_b_not(&S, v), text);
          }
        } else {
          int da = token_instance(&T, u, a), db = token_instance(&T, u, b);
          int dc = T.ctl_of[U->token_use];
          if (da < 0 || db < 0) {
            snprintf(text, sizeof text, "%s != %s (no token value in one thread)", la, lb);
            rule(&S, &T, smtZ_b_not(&S, v), text);
            continue;
          }
          label(&T, U->token_use, da, ld, sizeof ld);
          label(&T, U->token_use, db, le, sizeof le);
          smtZ_b d = X(&T, dc, da, db);
          if (U->token_def == CV_TOKEN_LOOP) {
            int na = 0, nb = 0;
            for (int j = da; j <= a; j++)
              if (T.block_of[j] == U->block && token_instance(&T, u, j) == da) na++;
            for (int j = db; j <= b; j++)
              if (T.block_of[j] == U->block && token_instance(&T, u, j) == db) nb++;
            if (na != nb) {
              snprintf(text, sizeof text,
                       "%s != %s (loop rule: executions %d and %d for the token values of "
                       "%s and %s)", la, lb, na, nb, ld, le);
              rule(&S, &T, smtZ_b_not(&S, v), text);
            } else {
              snprintf(text, sizeof text, "%s == %s iff %s == %s (loop rule)", la, lb, ld, le);
              rule(&S, &T, smtZ_b_iff(&S, v, d), text);
            }
          } else {
            snprintf(text, sizeof text,
                     "%s == %s iff %s == %s (dynamic rule of a controlled operation)", la, lb,
                     ld, le);
            rule(&S, &T, smtZ_b_iff(&S, v, d), text);
          }
        }
      }
    free(iprev);
    /* transitivity; two instances of one thread never share a class */
    for (int a = 0; a < n; a++)
      for (int b = a + 1; b < n; b++)
        for (int e = 0; e < n; e++) {
          if (e == a || e == b) continue;
          smtZ_b ae = X(&T, c, a, e), be = X(&T, c, b, e);
          if (ae.k != SMTZ_B_AST || be.k != SMTZ_B_AST) continue;
          label(&T, u, a, la, sizeof la);
          label(&T, u, b, lb, sizeof lb);
          label(&T, u, e, lc, sizeof lc);
          smtZ_b both = smtZ_b_and2(&S, ae, be);
          if (T.thread_of[a] == T.thread_of[b]) {
            snprintf(text, sizeof text,
                     "not both %s == %s and %s == %s: by transitivity %s == %s, but thread %d "
                     "has two instances in one class (different executions are different "
                     "dynamic instances, [CO] \"Rationales for Static rules about cycles\")",
                     la, lc, lb, lc, la, lb, T.thread_of[a] + 1);
            rule(&S, &T, smtZ_b_not(&S, both), text);
          } else {
            snprintf(text, sizeof text, "%s == %s and %s == %s imply %s == %s (transitivity)",
                     la, lc, lb, lc, la, lb);
            rule(&S, &T, smtZ_b_implies(&S, both, X(&T, c, a, b)), text);
          }
        }
  }
  for (int i = 0; i < ncons; i++) {
    const cv_anchor_constraint *k = &cons[i];
    int c = k->inst >= 0 && k->inst < ni ? T.ctl_of[k->inst] : -1;
    if (c < 0 || !cv_token_implementation_defined(cv_program_inst(p, k->inst)->token_def))
      continue;
    if (k->t1 < 0 || k->t1 >= T.k || k->t2 < 0 || k->t2 >= T.k) continue;
    int a = T.off[k->t1] + k->p1, b = T.off[k->t2] + k->p2;
    if (a >= T.off[k->t1 + 1] || b >= T.off[k->t2 + 1]) continue;
    smtZ_b v = X(&T, c, a, b);
    label(&T, k->inst, a, la, sizeof la);
    label(&T, k->inst, b, lb, sizeof lb);
    snprintf(text, sizeof text, "%s %s %s (the case's assume line)", la,
             k->converged ? "==" : "!=", lb);
    rule(&S, &T, k->converged ? v : smtZ_b_not(&S, v), text);
  }
  size_t order_lo = CC_SIZE(T.lits);
  out->order_steps = encode_order(&S, &T);
  size_t order_hi = CC_SIZE(T.lits);
  out->rules = (int)CC_SIZE(T.lits);

  /* per block, the token definitions whose convergence region contains it */
  region_arg R = {&T, NULL, NULL, NULL};
  int nb = cv_program_nblocks(p);
  R.nregion = cc_calloc((size_t)nb + 1, sizeof(int));
  R.region = cc_calloc((size_t)nb + 1, sizeof(int *));
  for (int b = 0; b < nb; b++) {
    R.region[b] = cc_malloc(((size_t)T.nctl + 1) * sizeof(int));
    for (int c = 0; c < T.nctl; c++)
      if (cv_program_inst(p, T.ctl[c])->token_def != CV_TOKEN_NONE &&
          cv_token_region_contains_block(p, T.ctl[c], b))
        R.region[b][R.nregion[b]++] = T.ctl[c];
  }
  int *cls = cc_malloc((size_t)T.nctl * N * sizeof(int) + sizeof(int));
  out->status = SMT_DONE;
  for (;;) {
    smtZ_timeout(&S, smtZ_time_left(t0, timeout_ms, NULL));
    Z3_lbool r = smtZ_check(&S, (int)CC_SIZE(T.lits), T.lits.begin, out->reason,
                              sizeof out->reason);
    if (S.err.set) break;
    if (r == Z3_L_UNDEF) {
      out->status = SMT_UNKNOWN;
      break;
    }
    if (r == Z3_L_FALSE) {
      out->consistent = false;
      /* the core, made minimal by dropping literals one at a time */
      Z3_ast_vector core = Z3_solver_get_unsat_core(S.ctx, S.solver);
      Z3_ast_vector_inc_ref(S.ctx, core);
      unsigned m = Z3_ast_vector_size(S.ctx, core);
      Z3_ast *keep = cc_malloc(((size_t)m + 1) * sizeof(Z3_ast));
      for (unsigned i = 0; i < m; i++) keep[i] = Z3_ast_vector_get(S.ctx, core, i);
      Z3_ast_vector_dec_ref(S.ctx, core);
      int nk = (int)m;
      for (int i = 0; i < nk && !S.err.set;) {
        Z3_ast drop = keep[i];
        keep[i] = keep[nk - 1];
        char why[128];
        if (smtZ_check(&S, nk - 1, keep, why, sizeof why) == Z3_L_FALSE) {
          nk--;
        } else {
          keep[nk - 1] = keep[i];
          keep[i] = drop;
          i++;
        }
      }
      cc_buf chain = {0};
      cc_buf_puts(&chain, "no consistent relation (SMT unsat core):");
      /* the chain in the order the rules were stated; after the last
       * program-order step, what the steps add up to */
      size_t last_order = SIZE_MAX;
      for (size_t j = order_lo; j < order_hi; j++)
        for (int i = 0; i < nk; i++)
          if (Z3_is_eq_ast(S.ctx, keep[i], CC_AT(T.lits, j))) last_order = j;
      for (size_t j = 0; j < CC_SIZE(T.lits); j++)
        for (int i = 0; i < nk; i++)
          if (Z3_is_eq_ast(S.ctx, keep[i], CC_AT(T.lits, j))) {
            cc_buf_printf(&chain, "\n  %s", CC_AT(T.texts, j));
            if (j == last_order)
              cc_buf_puts(&chain,
                          "\n  so convergence-before has a cycle (converged instances are "
                          "ordered alike, program order is strict): not the strict partial "
                          "order [CU] \"Convergence\" requires");
          }
      out->core = nk;
      out->why = cc_strdup(cc_buf_str(&chain));
      cc_buf_free(&chain);
      free(keep);
      break;
    }
    Z3_model mo = smtZ_model(&S);
    if (!mo) break;
    decode(&S, &T, mo, cls);
    /* the clause excluding this choice of the anchors */
    CC_STACK(smtZ_b) diff = {0};
    cc_buf choice = {0};
    for (int c = 0; c < T.nctl; c++) {
      if (!cv_token_implementation_defined(cv_program_inst(p, T.ctl[c])->token_def)) continue;
      for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) {
          smtZ_b v = X(&T, c, a, b);
          if (v.k != SMTZ_B_AST) continue;
          bool cv = smtZ_b_eval(&S, mo, v);
          CC_PUSH(diff, cv ? smtZ_b_not(&S, v) : v);
          label(&T, T.ctl[c], a, la, sizeof la);
          label(&T, T.ctl[c], b, lb, sizeof lb);
          cc_buf_printf(&choice, "%s%s %s %s", CC_SIZE(diff) > 1 ? ", " : "", la, cv ? "==" : "!=", lb);
        }
    }
    smtZ_model_free(&S, mo);
    char bwhy[512] = "";
    if (blocks_consistent(&T, h, rd, &R, cls, bwhy, sizeof bwhy)) {
      out->consistent = true;
      out->cls = cls;
      cls = NULL;
      CC_RELEASE(diff);
      cc_buf_free(&choice);
      break;
    }
    out->refuted++;
    snprintf(text, sizeof text,
             "not the anchors' choice {%.900s}: with it %s ([CO] \"Controlled Maximal "
             "Convergence\", item 2; [CU] \"Convergence\")",
             CC_SIZE(diff) ? cc_buf_str(&choice) : "(none)", bwhy);
    rule(&S, &T, smtZ_b_or(&S, diff.begin, (int)CC_SIZE(diff)), text);
    CC_RELEASE(diff);
    cc_buf_free(&choice);
  }
  out->rules = (int)CC_SIZE(T.lits);
  free(cls);
  for (int b = 0; b < nb; b++) free(R.region[b]);
  free(R.region);
  free(R.nregion);
  for (size_t j = 0; j < CC_SIZE(T.texts); j++) free(CC_AT(T.texts, j));
  CC_RELEASE(T.texts);
  CC_RELEASE(T.lits);
  free(T.x);
  free(col);
  cv_relation_free(unc);
  free(T.off), free(T.thread_of), free(T.block_of), free(T.ctl), free(T.ctl_of);
  if (!smtZ_finish(&S, t0, &out->seconds, err)) {
    smt_tokens_result_free(out);
    return false;
  }
  return true;
}

/* Thread th's execution of inst at block position pos, in the spec's
 * notation (as label above, from the tuple alone). */
static void tuple_label(const cv_program *p, const cv_tuple *t, int inst, int th, int pos,
                        char *buf, size_t size) {
  char nm[200];
  inst_name(p, inst, nm, sizeof nm);
  int b = cv_program_inst(p, inst)->block, nth = 0, total = 0;
  for (int s = 0; s < t->thread[th].len; s++)
    if (t->thread[th].blocks[s] == b) {
      total++;
      if (s <= pos) nth++;
    }
  if (total == 1) snprintf(buf, size, "%s(%d)", nm, th + 1);
  else snprintf(buf, size, "%s(%d;%d)", nm, th + 1, nth);
}

void smt_tokens_print(const cv_program *p, const cv_tuple *t, const smt_tokens_result *r,
                      cc_buf *out) {
  if (!r->consistent || !r->cls) return;
  int n = r->n;
  int *th = cc_malloc(((size_t)n + 1) * sizeof(int)), *pos = cc_malloc(((size_t)n + 1) * sizeof(int));
  for (int i = 0, id = 0; i < t->k; i++)
    for (int s = 0; s < t->thread[i].len; s++, id++) th[id] = i, pos[id] = s;
  char la[256], nm[200];
  for (int c = 0; c < r->nctl; c++) {
    const int *mine = r->cls + (size_t)c * (size_t)n;
    inst_name(p, r->ctl[c], nm, sizeof nm);
    cc_buf_printf(out, "%s:", nm);
    bool any = false;
    for (int a = 0; a < n; a++) {
      if (mine[a] != a) continue; /* one line part per class, at its first */
      bool first = true;
      for (int b = a; b < n; b++)
        if (mine[b] == a) {
          tuple_label(p, t, r->ctl[c], th[b], pos[b], la, sizeof la);
          cc_buf_printf(out, "%s%s", first ? (any ? ", " : " ") : " == ", la);
          first = false;
          any = true;
        }
    }
    if (!any) cc_buf_puts(out, " (not executed)");
    cc_buf_putc(out, '\n');
  }
  free(th);
  free(pos);
}
