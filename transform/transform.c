/* transform/transform.c — transform legality within bounds (DESIGN §8;
 * [CO] "Correctness of Program Transforms" and its examples).
 *
 * 1. Paths: each program's per-thread paths from the entry (cut at L
 *    block executions), evaluated over one shared term table; a path
 *    records its decisions (condition term -> successor index) and its
 *    convergent events (callee, argument terms, occurrence).
 * 2. Pairs: a path of BEFORE and a path of AFTER that agree on every term
 *    both decide: one thread's input.  A complete pair whose events differ
 *    (an AFTER event missing from BEFORE, or a BEFORE event with side
 *    effects missing from AFTER) is a *not single-thread equivalent*
 *    counterexample.
 * 3. Inputs: multisets of k pairs whose shared (not thread-local)
 *    decisions agree.  For each, both programs' behaviours (every
 *    hierarchy; with tokens every consistent anchor choice), the
 *    communicating set of every AFTER event, and the search for ONE
 *    BEFORE behaviour giving every event the same set. */
#include "transform/transform.h"

#include "encode/smt.h"
#include "model/values.h"

#include <stdio.h>
#include <stdlib.h>

void tf_opts_default(tf_opts *o) {
  memset(o, 0, sizeof *o);
  o->k = CV_DEFAULT_THREADS;
  o->L = CV_DEFAULT_BOUND;
  cv_readings_default(&o->rd);
  o->max_behaviours = 4096;
}

const cv_reading_support tf_support = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_hierarchies] = CV_SUPPORT_ALL,
    [CV_RD_anchors] = CV_SUPPORT_ALL};

const char *tf_verdict_name(tf_verdict v) {
  switch (v) {
  case TF_PRESERVED: return "preserved";
  case TF_BROKEN: return "broken";
  case TF_NOT_EQUIVALENT: return "not single-thread equivalent";
  case TF_INVALID_AFTER: return "after is invalid";
  case TF_UNKNOWN: return "unknown";
  }
  return "?";
}


/* ---- event names ----------------------------------------------------------- */

/* An event's name without the thread: callee, argument terms, occurrence.
 * Interned: equal names, equal ids, across both programs. */
typedef struct names {
  CC_STACK(char *) s;
} names;

static int intern(names *n, const char *s) {
  for (size_t i = 0; i < CC_SIZE(n->s); i++)
    if (!strcmp(CC_AT(n->s, i), s)) return (int)i;
  CC_PUSH(n->s, cc_strdup(s));
  return (int)CC_SIZE(n->s) - 1;
}

/* ---- paths --------------------------------------------------------------- */

typedef struct dec {
  int64_t key; /* condition term * 2 + (1 for a switch)      */
  int choice;  /* successor index                              */
  bool local;  /* thread-local term: per thread                */
  int block;   /* where it was made (for printing)             */
} dec;

typedef struct event {
  int pos, inst;
  int name;      /* interned (callee, args, occurrence)       */
  int base;      /* interned (callee, args): for occurrences  */
} event;

typedef struct path {
  int len;
  int *blocks;
  bool complete;
  bool conv_dep;  /* a decision or an argument depends on a convergent result */
  int ndec;
  dec *dec;       /* sorted by key */
  int nev;
  event *ev;
} path;

typedef CC_STACK(path *) paths;

typedef struct side {
  const cv_program *p;
  bool tokens;
  cv_hierarchies hs;
  paths ps;
} side;

typedef struct gen {
  side *s;
  cv_terms *terms;
  names *nm;
  int L;
  cv_thread **st;
  int *path;
  CC_STACK(dec) decs;
  CC_STACK(event) evs;
  bool conv_dep;
} gen;

static bool is_event(const cv_inst *I) {
  return I->op == CV_OP_CALL && (I->flags & CV_INST_CONVERGENT) &&
         I->token_def == CV_TOKEN_NONE;
}

static int dec_cmp(const void *a, const void *b) {
  int64_t x = ((const dec *)a)->key, y = ((const dec *)b)->key;
  return x < y ? -1 : x > y;
}

static void emit(gen *g, int len, bool complete) {
  path *q = cc_calloc(1, sizeof *q);
  q->len = len;
  q->complete = complete;
  q->conv_dep = g->conv_dep;
  q->blocks = cc_malloc((size_t)len * sizeof(int));
  memcpy(q->blocks, g->path, (size_t)len * sizeof(int));
  q->ndec = (int)CC_SIZE(g->decs);
  q->dec = cc_malloc(((size_t)q->ndec + 1) * sizeof(dec));
  if (q->ndec) memcpy(q->dec, g->decs.begin, (size_t)q->ndec * sizeof(dec));
  qsort(q->dec, (size_t)q->ndec, sizeof(dec), dec_cmp);
  q->nev = (int)CC_SIZE(g->evs);
  q->ev = cc_malloc(((size_t)q->nev + 1) * sizeof(event));
  if (q->nev) memcpy(q->ev, g->evs.begin, (size_t)q->nev * sizeof(event));
  CC_PUSH(g->s->ps, q);
}

/* The events of block b just executed at depth (position) d. */
static void block_events(gen *g, int d, int b) {
  const cv_program *p = g->s->p;
  cv_thread *th = g->st[d];
  int ni;
  const int *insts = cv_block_insts(p, b, &ni);
  for (int i = 0; i < ni; i++) {
    const cv_inst *I = cv_program_inst(p, insts[i]);
    if (!is_event(I)) continue;
    cc_buf nb;
    cc_buf_init(&nb);
    cc_buf_printf(&nb, "%s(", I->opcode ? I->opcode : "?");
    for (int a = 0; a < I->nops; a++) {
      if (I->ops[a].kind == CV_VALUE_BLOCK) continue;
      int t = cv_thread_operand(th, &I->ops[a]);
      if (t >= 0 && (cv_term_flags(g->terms, t) & CV_TERM_CONV)) g->conv_dep = true;
      cc_buf_printf(&nb, "%s%d", a ? "," : "", t);
    }
    cc_buf_putc(&nb, ')');
    int base = intern(g->nm, cc_buf_str(&nb));
    int occ = 1;
    for (size_t e = 0; e < CC_SIZE(g->evs); e++) occ += CC_AT(g->evs, e).base == base;
    cc_buf_printf(&nb, "#%d", occ);
    event ev = {d, insts[i], intern(g->nm, cc_buf_str(&nb)), base};
    CC_PUSH(g->evs, ev);
    cc_buf_free(&nb);
  }
}

/* [CU] "Threads and Dynamic Instances": a thread's path, with the branch
 * semantics of DESIGN §5 (a term decided before decides the same way; a
 * constant decides by its value). */
static void path_dfs(gen *g, int depth, int b, int from) {
  const cv_program *p = g->s->p;
  if (depth > 0) cv_thread_copy(g->st[depth], g->st[depth - 1]);
  else cv_thread_reset(g->st[0]);
  int cond = cv_thread_exec(g->st[depth], b, from);
  g->path[depth] = b;
  size_t ev_mark = CC_SIZE(g->evs);
  bool cd_mark = g->conv_dep;
  block_events(g, depth, b);
  int ns, ni;
  const int *succ = cv_block_succs(p, b, &ns);
  const int *insts = cv_block_insts(p, b, &ni);
  if (ns == 0) emit(g, depth + 1, true);
  else if (depth + 1 == g->L) emit(g, depth + 1, false);
  else if (ns == 1) path_dfs(g, depth + 1, succ[0], b);
  else {
    bool all_same = true;
    for (int i = 1; i < ns; i++) all_same &= succ[i] == succ[0];
    if (all_same) path_dfs(g, depth + 1, succ[0], b);
    else {
      bool is_switch = ni > 0 && cv_program_inst(p, insts[ni - 1])->op == CV_OP_SWITCH;
      int64_t key = (int64_t)cond * 2 + is_switch;
      int forced = cv_branch_forced(p, b, g->terms, cond);
      unsigned fl = cv_term_flags(g->terms, cond);
      int known = -1;
      for (size_t i = 0; i < CC_SIZE(g->decs); i++)
        if (CC_AT(g->decs, i).key == key) known = CC_AT(g->decs, i).choice;
      bool cd = g->conv_dep;
      if (fl & CV_TERM_CONV) g->conv_dep = true;
      for (int i = 0; i < ns; i++) {
        bool dup = false;
        for (int j = 0; j < i; j++) dup |= succ[j] == succ[i];
        if (dup) continue;
        if (forced >= 0 && i != forced) continue;
        if (known >= 0 && i != known) continue;
        bool push = known < 0 && forced < 0;
        if (push) {
          dec d = {key, i, (fl & CV_TERM_LOCAL) != 0, b};
          CC_PUSH(g->decs, d);
        }
        path_dfs(g, depth + 1, succ[i], b);
        if (push) CC_RESIZE(g->decs, CC_SIZE(g->decs) - 1);
      }
      g->conv_dep = cd;
    }
  }
  CC_RESIZE(g->evs, ev_mark);
  g->conv_dep = cd_mark;
}

static void enumerate_paths(side *s, cv_terms *terms, names *nm, int L) {
  gen g;
  memset(&g, 0, sizeof g);
  g.s = s;
  g.terms = terms;
  g.nm = nm;
  g.L = L;
  g.st = cc_calloc((size_t)L + 1, sizeof *g.st);
  for (int i = 0; i < L; i++) g.st[i] = cv_thread_new(s->p, terms);
  g.path = cc_malloc((size_t)L * sizeof(int));
  path_dfs(&g, 0, cv_program_entry(s->p), -1);
  for (int i = 0; i < L; i++) cv_thread_free(g.st[i]);
  free(g.st);
  free(g.path);
  CC_RELEASE(g.decs);
  CC_RELEASE(g.evs);
}

static void side_free(side *s) {
  for (size_t i = 0; i < CC_SIZE(s->ps); i++) {
    path *q = CC_AT(s->ps, i);
    free(q->blocks);
    free(q->dec);
    free(q->ev);
    free(q);
  }
  CC_RELEASE(s->ps);
  cv_hierarchies_free(&s->hs);
}

/* Two decision lists agree on every key both hold (only shared keys when
 * shared_only: different threads). */
static bool agree(const dec *a, int na, const dec *b, int nb, bool shared_only) {
  int i = 0, j = 0;
  while (i < na && j < nb) {
    if (a[i].key < b[j].key) i++;
    else if (a[i].key > b[j].key) j++;
    else {
      if (a[i].choice != b[j].choice && !(shared_only && a[i].local)) return false;
      i++, j++;
    }
  }
  return true;
}

/* ---- pairs (one thread's input) ------------------------------------------- */

typedef struct pair {
  int pb, pa;    /* path of BEFORE, of AFTER */
  int nsh;
  dec *sh;       /* shared decisions of both, sorted */
  int *match;    /* per AFTER event: the BEFORE event with its name */
  bool unrelated; /* events differ, but the paths read unrelated conditions */
  int feas;       /* single-thread feasibility in bit-vectors: -1 not asked, 0 no, 1 yes, 2 undecided */
} pair;

static int find_event(const path *q, int name) {
  for (int e = 0; e < q->nev; e++)
    if (q->ev[e].name == name) return e;
  return -1;
}

/* The two paths of one thread test the same conditions (or one of them
 * tests none).  When they test different ones, the term abstraction cannot
 * tell whether the combination of outcomes is possible: `icmp slt %tid, 8`
 * and `icmp ult %tid, 8` are different terms with equal values (DESIGN §5
 * "Values"; --values=smt would relate them). */
static bool same_questions(const path *qb, const path *qa) {
  if (qb->ndec == 0 || qa->ndec == 0) return true;
  if (qb->ndec != qa->ndec) return false;
  for (int i = 0; i < qb->ndec; i++)
    if (qb->dec[i].key != qa->dec[i].key) return false;
  return true;
}

/* ---- printing ---------------------------------------------------------------- */

static void print_event_name(const cv_program *p, cv_terms *terms, const path *q,
                             const event *ev, names *nm, cc_buf *out) {
  const cv_inst *I = cv_program_inst(p, ev->inst);
  (void)q;
  cc_buf_printf(out, "@%s(", I->opcode ? I->opcode : "?");
  /* the interned base name holds the term ids */
  const char *s = strchr(CC_AT(nm->s, ev->base), '(');
  int first = 1;
  while (s && *s && *s != ')') {
    s++;
    char *end;
    long t = strtol(s, &end, 10);
    if (end == s) break;
    if (!first) cc_buf_puts(out, ", ");
    first = 0;
    if (t >= 0) cv_term_print(terms, p, (int)t, out);
    else cc_buf_puts(out, "?");
    s = end;
  }
  const char *occ = strrchr(CC_AT(nm->s, ev->name), '#');
  cc_buf_printf(out, ") occurrence %s", occ ? occ + 1 : "?");
}

static void print_decisions(const side *s, const path *q, cv_terms *terms, cc_buf *out) {
  for (int i = 0; i < q->ndec; i++) {
    const dec *d = &q->dec[i];
    int term = (int)(d->key >> 1);
    int ns;
    cv_block_succs(s->p, d->block, &ns);
    cc_buf_puts(out, "      ");
    cv_term_print(terms, s->p, term, out);
    const int *ins;
    int ni;
    ins = cv_block_insts(s->p, d->block, &ni);
    bool br = ni > 0 && cv_program_inst(s->p, ins[ni - 1])->op == CV_OP_BR && ns == 2;
    if (br) cc_buf_printf(out, " = %s", d->choice == 0 ? "true" : "false");
    else cc_buf_printf(out, " -> successor %d", d->choice + 1);
    cc_buf_printf(out, "%s\n", d->local ? "  (this thread)" : "  (every thread)");
  }
}

static void print_path(const cv_program *p, const path *q, int thread, cc_buf *out) {
  cc_buf_printf(out, "    Thread%d:", thread + 1);
  for (int i = 0; i < q->len; i++) cc_buf_printf(out, " %s", cv_block_name(p, q->blocks[i]));
  cc_buf_puts(out, q->complete ? "\n" : " ... (cut by the bound)\n");
}

/* ---- behaviours of one input ----------------------------------------------- */

typedef struct beh {
  int h;               /* hierarchy index */
  cv_relation *own;    /* uncontrolled: the maximal relation */
  cv_behaviours *B;    /* controlled: the behaviours object (shared) */
  int bi;
} beh;

typedef CC_STACK(beh) behs;
typedef CC_STACK(cv_behaviours *) behaviours_list;

static const cv_relation *beh_rel(const beh *b) {
  return b->own ? b->own : cv_behaviour_relation(b->B, b->bi);
}

/* Are the instances of instruction inst at (u, s) and (v, q) converged in
 * behaviour b?  [CU] "Maximal Convergence" (block instances) or, for a
 * controlled operation, [CO] "Controlled Maximal Convergence". */
static bool inst_converged(const cv_program *p, const beh *b, int inst, int u, int s,
                           int v, int q) {
  if (b->B && cv_inst_controlled(cv_program_inst(p, inst))) {
    int c1 = cv_behaviour_inst_class(b->B, b->bi, inst, u, s);
    int c2 = cv_behaviour_inst_class(b->B, b->bi, inst, v, q);
    return c1 >= 0 && c1 == c2;
  }
  const cv_relation *r = beh_rel(b);
  return cv_converged_with(r, cv_relation_instance(r, u, s), cv_relation_instance(r, v, q));
}

/* Behaviours of one side on tuple t, appended to out: one per hierarchy
 * without tokens ([CU] "Maximal Convergence"), one per hierarchy and
 * consistent anchor choice with tokens ([CO] "Controlled Maximal
 * Convergence").  The cv_behaviours objects go to objs (freed by the
 * caller); why receives the first contradiction when a hierarchy allows no
 * relation. */
static void behaviours(const side *s, const cv_tuple *t, const tf_opts *o, behs *out,
                       behaviours_list *objs, bool *truncated,
                       const char **why) {
  for (size_t h = 0; h < CC_SIZE(s->hs); h++) {
    const cv_hierarchy *H = CC_AT(s->hs, h);
    if (!s->tokens) {
      beh b = {(int)h, cv_maximal_converged_with(s->p, H, t, &o->rd), NULL, 0};
      CC_PUSH(*out, b);
      continue;
    }
    cv_behaviours *B = cv_controlled_converged_with(s->p, H, t, &o->rd, 0, NULL,
                                                    o->max_behaviours);
    CC_PUSH(*objs, B);
    if (cv_behaviours_truncated(B)) *truncated = true;
    if (cv_behaviours_count(B) == 0 && why && !*why) *why = cv_behaviours_contradiction(B);
    for (int i = 0; i < cv_behaviours_count(B); i++) {
      beh b = {(int)h, NULL, B, i};
      CC_PUSH(*out, b);
    }
  }
}

typedef struct input {
  int k;
  const pair *pr[4];
  const path *pb[4], *pa[4];
  cv_trace tb[4], ta[4];
  cv_tuple t_before, t_after;
  int nev;            /* AFTER events over all threads */
  int *ev_thread;      /* per AFTER event: its thread */
  int *ev_index;       /* and its index in that thread's path */
} input;

static void signature_of(const side *s, const beh *b, const input *in, bool before,
                         int *sig) {
  int k = in->k;
  for (int e = 0; e < in->nev; e++) {
    int u = in->ev_thread[e], ia = in->ev_index[e];
    const path *self = before ? in->pb[u] : in->pa[u];
    int ie = before ? in->pr[u]->match[ia] : ia;
    const event *x = &self->ev[ie];
    for (int v = 0; v < k; v++) {
      int partner = -1;
      if (v == u) {
        partner = x->name;
      } else {
        const path *other = before ? in->pb[v] : in->pa[v];
        for (int f = 0; f < other->nev && partner < 0; f++) {
          const event *y = &other->ev[f];
          if (y->inst != x->inst) continue;
          if (inst_converged(s->p, b, x->inst, u, x->pos, v, y->pos)) partner = y->name;
        }
      }
      sig[e * k + v] = partner;
    }
  }
}

static void print_beh(const side *s, const beh *b, const char *title, cc_buf *out) {
  cc_buf_printf(out, "  %s, hierarchy %d", title, b->h + 1);
  if (cv_hierarchy_ncycles(CC_AT(s->hs, b->h)) > 0) {
    cc_buf_puts(out, " (");
    cv_hierarchy_print_short(CC_AT(s->hs, b->h), s->p, out);
    cc_buf_puts(out, ")");
  }
  if (b->B && cv_behaviours_count(b->B) > 1)
    cc_buf_printf(out, ", anchor choice %d of %d", b->bi + 1, cv_behaviours_count(b->B));
  cc_buf_puts(out, ":\n");
  cv_relation_print_table(beh_rel(b), out);
  if (b->B) {
    cc_buf tk;
    cc_buf_init(&tk);
    cv_behaviour_print_tokens(b->B, b->bi, &tk);
    if (tk.len) cc_buf_printf(out, "%s%s", cc_buf_str(&tk), tk.data[tk.len - 1] == '\n' ? "" : "\n");
    cc_buf_free(&tk);
  }
}

static void print_set(const int *sig, int e, int k, cc_buf *out) {
  cc_buf_puts(out, "{");
  bool first = true;
  for (int v = 0; v < k; v++)
    if (sig[e * k + v] >= 0) {
      cc_buf_printf(out, "%sthread %d", first ? "" : ", ", v + 1);
      first = false;
    }
  cc_buf_puts(out, "}");
}

/* ---- static rules on closed paths ------------------------------------------ */

/* Can block `from` reach block `to` through successors without entering
 * block `avoid` (to may equal from: a closed path needs at least one edge)? */
static bool reaches_avoiding(const cv_program *p, int from, int to, int avoid) {
  int nb = cv_program_nblocks(p);
  char *seen = cc_calloc((size_t)nb + 1, 1);
  int *stack = cc_malloc(((size_t)nb + 1) * sizeof(int));
  int top = 0;
  bool found = false;
  int ns;
  const int *succ = cv_block_succs(p, from, &ns);
  for (int i = 0; i < ns; i++)
    if (succ[i] != avoid && !seen[succ[i]]) seen[succ[i]] = 1, stack[top++] = succ[i];
  while (top > 0 && !found) {
    int b = stack[--top];
    if (b == to) { found = true; break; }
    succ = cv_block_succs(p, b, &ns);
    for (int i = 0; i < ns; i++)
      if (succ[i] != avoid && !seen[succ[i]]) seen[succ[i]] = 1, stack[top++] = succ[i];
  }
  free(seen);
  free(stack);
  return found;
}

/* [CO] "Static Rules", the rules on closed paths: (1) every closed path
 * containing a use of token T other than by `loop` contains T's
 * definition; (2) every closed path containing two different uses of T
 * contains its definition.  At block granularity: a closed path through
 * the use's block that avoids the definition's block (when they are the
 * same block, every closed path through it contains the definition).
 * Fills why and returns false on a violation. */
static bool closed_path_rules(const cv_program *p, cc_buf *why) {
  int ni = cv_program_ninsts(p);
  for (int i = 0; i < ni; i++) {
    const cv_inst *U = cv_program_inst(p, i);
    if (U->token_use < 0) continue;
    const cv_inst *D = cv_program_inst(p, U->token_use);
    if (U->block == D->block) continue;
    if (U->token_def != CV_TOKEN_LOOP && reaches_avoiding(p, U->block, U->block, D->block)) {
      cc_buf_printf(why, "%%%s is used by %s in block %s, on a closed path that does not "
                    "contain its definition (ConvergentOperations.rst, \"Static Rules\", rule 1)",
                    D->name ? D->name : "?", U->name ? U->name : U->opcode ? U->opcode : "a call",
                    cv_block_name(p, U->block));
      return false;
    }
    for (int j = i + 1; j < ni; j++) {
      const cv_inst *V = cv_program_inst(p, j);
      if (V->token_use != U->token_use || V->block == D->block) continue;
      if (reaches_avoiding(p, U->block, V->block, D->block) &&
          reaches_avoiding(p, V->block, U->block, D->block)) {
        cc_buf_printf(why, "two uses of %%%s (in blocks %s and %s) lie on a closed path that "
                      "does not contain its definition (ConvergentOperations.rst, \"Static "
                      "Rules\", rule 2)", D->name ? D->name : "?", cv_block_name(p, U->block),
                      cv_block_name(p, V->block));
        return false;
      }
    }
  }
  return true;
}

/* ---- the check ------------------------------------------------------------------ */

typedef struct ctx {
  const tf_opts *o;
  tf_result *res;
  side before, after;
  cv_terms *terms;
  names nm;
  CC_STACK(pair) pairs;
  double deadline;
  bool unconfirmed;  /* a counterexample over conditions only one side tests */
  cc_buf unconf;     /* the first such */
  char z3_why[200];  /* why Z3 did not settle a candidate (the first; "" none) */
  char z3_buf[200];
} ctx;

/* Do real values take these branches?  The decisions of k threads' path
 * pairs (BEFORE's and AFTER's of thread u), stated in bit-vectors and
 * decided by Z3 (encode/smt.h "feasibility of branch decisions": thread
 * ids distinct between threads and within their declared range).  0: no
 * values do (the candidate is an artefact of the term abstraction); 1:
 * these values do, exactly (witness filled); 2: undecided (a term only an
 * uninterpreted value stands for, Z3 gave up or failed; c->z3_why). */
static int decide_values(ctx *c, const path *const *pb, const path *const *pa, int k,
                         cc_buf *witness) {
  CC_STACK(smt_branch_fact) f = {0};
  for (int u = 0; u < k; u++) {
    for (int i = 0; i < pb[u]->ndec; i++) {
      smt_branch_fact x = {(int)(pb[u]->dec[i].key >> 1), u, pb[u]->dec[i].choice, 0,
                           pb[u]->dec[i].block};
      CC_PUSH(f, x);
    }
    for (int i = 0; i < pa[u]->ndec; i++) {
      bool seen = false;
      for (int j = 0; j < pb[u]->ndec; j++) seen |= pb[u]->dec[j].key == pa[u]->dec[i].key;
      if (seen) continue;
      smt_branch_fact x = {(int)(pa[u]->dec[i].key >> 1), u, pa[u]->dec[i].choice, 1,
                           pa[u]->dec[i].block};
      CC_PUSH(f, x);
    }
  }
  unsigned ms = 10000;
  if (c->deadline) {
    double left = (c->deadline - cc_now()) * 1000.0;
    ms = left < 1 ? 1 : left < ms ? (unsigned)left : ms;
  }
  const cv_program *progs[2] = {c->before.p, c->after.p};
  smt_feasible_result r;
  cc_error err;
  cc_error_clear(&err);
  int verdict = 2;
  const char *why = NULL;
  if (!smt_branches_feasible(c->terms, progs, 2, k, f.begin, (int)CC_SIZE(f), ms, &r, &err)) {
    snprintf(c->z3_buf, sizeof c->z3_buf, "%.190s", err.msg);
    why = c->z3_buf;
  } else if (r.status == SMT_INFEASIBLE) {
    verdict = 0;
  } else if (r.status == SMT_FEASIBLE && r.exact) {
    verdict = 1;
    if (witness) cc_buf_puts(witness, cc_buf_str(&r.witness));
  } else {
    snprintf(c->z3_buf, sizeof c->z3_buf, "%.190s", r.status == SMT_FEASIBLE
             ? r.reason : r.reason[0] ? r.reason : "Z3 gave up");
    why = c->z3_buf;
  }
  if (why && !c->z3_why[0]) snprintf(c->z3_why, sizeof c->z3_why, "%s", why);
  if (c->res) c->res->z3_queries++;
  cc_buf_free(&r.witness);
  CC_RELEASE(f);
  return verdict;
}

static void print_input(ctx *c, const input *in, cc_buf *out) {
  cc_buf_puts(out, "  input (the decisions both programs read):\n");
  for (int u = 0; u < in->k; u++) {
    cc_buf_printf(out, "    thread %d:\n", u + 1);
    print_decisions(&c->before, in->pb[u], c->terms, out);
    /* AFTER's decisions that BEFORE did not make */
    const path *qa = in->pa[u], *qb = in->pb[u];
    for (int i = 0; i < qa->ndec; i++) {
      bool seen = false;
      for (int j = 0; j < qb->ndec; j++) seen |= qb->dec[j].key == qa->dec[i].key;
      if (seen) continue;
      path one = *qa;
      one.ndec = 1;
      one.dec = &qa->dec[i];
      print_decisions(&c->after, &one, c->terms, out);
    }
  }
  cc_buf_puts(out, "  BEFORE traces:\n");
  for (int u = 0; u < in->k; u++) print_path(c->before.p, in->pb[u], u, out);
  cc_buf_puts(out, "  AFTER traces:\n");
  for (int u = 0; u < in->k; u++) print_path(c->after.p, in->pa[u], u, out);
}

/* Per-thread check: [CO] "Correctness of Program Transforms" requires the
 * transformed program's convergent operations to be the original's, per
 * thread (DESIGN §8: BEFORE events may disappear only if readnone).
 * Returns 1 equivalent, 0 not (why filled; *which = the AFTER event e
 * BEFORE lacks, or -1-e for the BEFORE event e AFTER lacks), -1
 * undetermined (a path cut). */
static int pair_equivalent(ctx *c, const path *qb, const path *qa, int *match, cc_buf *why,
                           int *which) {
  int verdict = 1;
  for (int e = 0; e < qa->nev; e++) {
    match[e] = find_event(qb, qa->ev[e].name);
    if (match[e] >= 0) continue;
    if (!qb->complete) { verdict = -1; continue; }
    cc_buf_puts(why, "  AFTER executes ");
    print_event_name(c->after.p, c->terms, qa, &qa->ev[e], &c->nm, why);
    cc_buf_puts(why, ", which BEFORE does not execute for this input\n");
    *which = e;
    return 0;
  }
  for (int e = 0; e < qb->nev; e++) {
    if (find_event(qa, qb->ev[e].name) >= 0) continue;
    if (cv_program_inst(c->before.p, qb->ev[e].inst)->flags & CV_INST_READNONE) continue;
    if (!qa->complete) { verdict = -1; continue; }
    cc_buf_puts(why, "  BEFORE executes ");
    print_event_name(c->before.p, c->terms, qb, &qb->ev[e], &c->nm, why);
    cc_buf_puts(why, ", which has side effects and which AFTER does not execute\n");
    *which = -1 - e;
    return 0;
  }
  return verdict;
}

/* ---- the counterexample as data (tf_cex) ------------------------------------ */

static void cex_side(tf_cex_side *cs, const path *const *ps, int k, const beh *b) {
  cs->t.k = k;
  cs->t.thread = cc_calloc((size_t)k, sizeof *cs->t.thread);
  for (int u = 0; u < k; u++) {
    cs->t.thread[u].len = ps[u]->len;
    cs->t.thread[u].blocks = cc_malloc(((size_t)ps[u]->len + 1) * sizeof(int));
    memcpy(cs->t.thread[u].blocks, ps[u]->blocks, (size_t)ps[u]->len * sizeof(int));
    cs->cut[u] = !ps[u]->complete;
  }
  cs->hierarchy = -1;
  if (!b) return;
  cs->hierarchy = b->h;
  cs->behaviour = b->bi;
  cs->nbehaviours = b->B ? cv_behaviours_count(b->B) : 1;
  const cv_relation *r = beh_rel(b);
  cs->col = cc_malloc(((size_t)cv_relation_ninstances(r) + 1) * sizeof(int));
  int nc = cv_relation_columns(r, cs->col);
  cs->ncols = nc < 0 ? -nc : nc;
}

/* The input of the counterexample (and the groupings compared, if any). */
static void cex_input(ctx *c, const input *in, const beh *after, const beh *before) {
  tf_cex *x = &c->res->cex;
  x->set = true;
  cex_side(&x->before, in->pb, in->k, before);
  cex_side(&x->after, in->pa, in->k, after);
}

/* An event of thread u: AFTER's event ia and BEFORE's ib (-1: none). */
static void cex_event(ctx *c, const input *in, int u, int ia, int ib, unsigned aset,
                      unsigned bset) {
  tf_cex *x = &c->res->cex;
  x->events = cc_realloc(x->events, ((size_t)x->nevents + 1) * sizeof *x->events);
  tf_cex_event *e = &x->events[x->nevents++];
  const path *qa = in->pa[u], *qb = in->pb[u];
  e->thread = u;
  e->after_pos = ia >= 0 ? qa->ev[ia].pos : -1;
  e->after_inst = ia >= 0 ? qa->ev[ia].inst : -1;
  e->before_pos = ib >= 0 ? qb->ev[ib].pos : -1;
  e->before_inst = ib >= 0 ? qb->ev[ib].inst : -1;
  e->after_set = aset;
  e->before_set = bset;
  cc_buf name;
  cc_buf_init(&name);
  if (ia >= 0) print_event_name(c->after.p, c->terms, qa, &qa->ev[ia], &c->nm, &name);
  else print_event_name(c->before.p, c->terms, qb, &qb->ev[ib], &c->nm, &name);
  e->name = cc_strdup(cc_buf_str(&name));
  cc_buf_free(&name);
}

static bool build_pairs(ctx *c) {
  tf_result *res = c->res;
  for (size_t i = 0; i < CC_SIZE(c->before.ps); i++)
    for (size_t j = 0; j < CC_SIZE(c->after.ps); j++) {
      const path *qb = CC_AT(c->before.ps, i), *qa = CC_AT(c->after.ps, j);
      if (!agree(qb->dec, qb->ndec, qa->dec, qa->ndec, false)) continue;
      pair pr;
      memset(&pr, 0, sizeof pr);
      pr.pb = (int)i;
      pr.pa = (int)j;
      pr.match = cc_malloc(((size_t)qa->nev + 1) * sizeof(int));
      cc_buf why;
      cc_buf_init(&why);
      int which = 0;
      int eq = pair_equivalent(c, qb, qa, pr.match, &why, &which);
      pr.feas = -1;
      cc_buf wit;
      cc_buf_init(&wit);
      bool differ = eq == 0 && !qb->conv_dep && !qa->conv_dep && !same_questions(qb, qa);
      if (differ) {
        /* the paths test different conditions: do real values take them? */
        const path *B[1] = {qb}, *A[1] = {qa};
        pr.feas = decide_values(c, B, A, 1, &wit);
        if (pr.feas == 0) { /* no: not an input */
          res->infeasible++;
          cc_buf_free(&wit);
          cc_buf_free(&why);
          free(pr.match);
          continue;
        }
      }
      if (differ && pr.feas != 1) {
        pr.unrelated = true;
        if (!c->unconfirmed) {
          input in;
          memset(&in, 0, sizeof in);
          in.k = 1;
          in.pb[0] = qb;
          in.pa[0] = qa;
          c->unconfirmed = true;
          cc_buf_puts(&c->unconf, "  a single thread would tell the programs apart, but BEFORE and AFTER test different conditions on its paths:\n");
          print_input(c, &in, &c->unconf);
          cc_buf_puts(&c->unconf, cc_buf_str(&why));
        }
      } else if (eq == 0 && !qb->conv_dep && !qa->conv_dep) {
        res->verdict = TF_NOT_EQUIVALENT;
        input in;
        memset(&in, 0, sizeof in);
        in.k = 1;
        in.pb[0] = qb;
        in.pa[0] = qa;
        cc_buf_puts(&res->report, "  a single thread tells the programs apart:\n");
        print_input(c, &in, &res->report);
        cex_input(c, &in, NULL, NULL);
        if (which >= 0) cex_event(c, &in, 0, which, -1, 0, 0);
        else cex_event(c, &in, 0, -1, -1 - which, 0, 0);
        cc_buf_puts(&res->report, cc_buf_str(&why));
        if (pr.feas == 1) {
          cc_buf_puts(&res->report, "  BEFORE and AFTER test different conditions; real values take both paths (Z3, bit-vectors):\n");
          cc_buf_puts(&res->report, cc_buf_str(&wit));
        }
        cc_buf_free(&wit);
        cc_buf_free(&why);
        free(pr.match);
        return false;
      }
      cc_buf_free(&wit);
      cc_buf_free(&why);
      if (eq != 1) { /* undetermined: keep the pair, inputs using it are cut */
        for (int e = 0; e < qa->nev; e++) if (pr.match[e] < 0) pr.match[e] = -1;
      }
      /* shared decisions of both paths */
      pr.sh = cc_malloc(((size_t)qb->ndec + (size_t)qa->ndec + 1) * sizeof(dec));
      for (int d = 0; d < qb->ndec; d++) if (!qb->dec[d].local) pr.sh[pr.nsh++] = qb->dec[d];
      for (int d = 0; d < qa->ndec; d++) {
        if (qa->dec[d].local) continue;
        bool dup = false;
        for (int x = 0; x < qb->ndec; x++) dup |= qb->dec[x].key == qa->dec[d].key;
        if (!dup) pr.sh[pr.nsh++] = qa->dec[d];
      }
      qsort(pr.sh, (size_t)pr.nsh, sizeof(dec), dec_cmp);
      CC_PUSH(c->pairs, pr);
    }
  res->pairs = CC_SIZE(c->pairs);
  return true;
}

/* One input: false when it settles the verdict (counterexample). */
static bool check_input(ctx *c, input *in) {
  tf_result *res = c->res;
  int k = in->k;
  bool cut = false, cdep = false;
  for (int u = 0; u < k; u++) {
    cut |= !in->pb[u]->complete || !in->pa[u]->complete;
    cdep |= in->pb[u]->conv_dep || in->pa[u]->conv_dep;
  }
  for (int u = 0; u < k; u++)
    if (in->pr[u]->unrelated) { res->unrelated++; return true; }
  if (cut) { res->cut++; return true; }
  if (cdep) { res->conv_dependent++; return true; }
  in->nev = 0;
  int total = 0;
  for (int u = 0; u < k; u++) total += in->pa[u]->nev;
  in->ev_thread = cc_malloc(((size_t)total + 1) * sizeof(int));
  in->ev_index = cc_malloc(((size_t)total + 1) * sizeof(int));
  for (int u = 0; u < k; u++)
    for (int e = 0; e < in->pa[u]->nev; e++) {
      in->ev_thread[in->nev] = u;
      in->ev_index[in->nev++] = e;
    }
  for (int u = 0; u < k; u++) {
    in->tb[u].len = in->pb[u]->len;
    in->tb[u].blocks = in->pb[u]->blocks;
    in->ta[u].len = in->pa[u]->len;
    in->ta[u].blocks = in->pa[u]->blocks;
  }
  in->t_before.k = in->t_after.k = k;
  in->t_before.thread = in->tb;
  in->t_after.thread = in->ta;

  behs bb = {0}, ba = {0};
  behaviours_list objs = {0};
  bool trunc = false;
  const char *why_after = NULL;
  behaviours(&c->after, &in->t_after, c->o, &ba, &objs, &trunc, &why_after);
  behaviours(&c->before, &in->t_before, c->o, &bb, &objs, &trunc, NULL);
  bool go_on = true;
  size_t nsig = (size_t)(in->nev ? in->nev : 1) * (size_t)k;
  int *sa = cc_malloc(nsig * sizeof(int));
  int *sbs = cc_malloc(nsig * (CC_SIZE(bb) + 1) * sizeof(int));
  if (trunc) res->truncated++;
  if (CC_SIZE(ba) == 0) {
    res->verdict = TF_INVALID_AFTER;
    cc_buf_puts(&res->report, "  AFTER's dynamic rules allow no consistent relation for this input");
    if (why_after && *why_after) cc_buf_printf(&res->report, ": %s", why_after);
    cc_buf_puts(&res->report, "\n");
    print_input(c, in, &res->report);
    cex_input(c, in, NULL, NULL);
    go_on = false;
    goto done;
  }
  if (CC_SIZE(bb) == 0) { res->before_invalid++; goto done; }
  res->checked++;
  for (size_t j = 0; j < CC_SIZE(bb); j++)
    signature_of(&c->before, &CC_AT(bb, j), in, true, sbs + j * nsig);
  for (size_t i = 0; i < CC_SIZE(ba) && go_on; i++) {
    signature_of(&c->after, &CC_AT(ba, i), in, false, sa);
    size_t best = 0;
    int best_diff = -1;
    for (size_t j = 0; j < CC_SIZE(bb); j++) {
      int diff = 0;
      for (size_t x = 0; x < nsig && in->nev; x++) diff += sa[x] != sbs[j * nsig + x];
      if (best_diff < 0 || diff < best_diff) best_diff = diff, best = j;
      if (!diff) break;
    }
    if (best_diff == 0) continue;
    /* counterexample; confirmed unless some thread's two paths test
     * different conditions (which the term abstraction cannot relate) */
    bool confirmed = true;
    for (int u = 0; u < k; u++) confirmed &= same_questions(in->pb[u], in->pa[u]);
    /* then: do real values take these paths?  (each thread's pair alone
     * first, cached; then the k threads together) */
    cc_buf wit;
    cc_buf_init(&wit);
    bool realized = false;
    if (!confirmed) {
      int fz = 1;
      for (int u = 0; u < k && fz != 0; u++) {
        pair *P = &CC_AT(c->pairs, (size_t)(in->pr[u] - c->pairs.begin));
        if (same_questions(in->pb[u], in->pa[u])) continue;
        if (P->feas < 0) {
          const path *B[1] = {in->pb[u]}, *A[1] = {in->pa[u]};
          P->feas = decide_values(c, B, A, 1, NULL);
        }
        if (P->feas == 0) fz = 0;
      }
      if (fz != 0) fz = decide_values(c, in->pb, in->pa, k, &wit);
      if (fz == 0) { /* not an input: no values take these paths */
        res->infeasible++;
        res->checked--;
        cc_buf_free(&wit);
        break;
      }
      if (fz == 1) confirmed = realized = true;
    }
    if (!confirmed && c->unconfirmed) {
      cc_buf_free(&wit);
      break;
    }
    cc_buf *out = confirmed ? &res->report : &c->unconf;
    if (confirmed) go_on = false, res->verdict = TF_BROKEN;
    else c->unconfirmed = true;
    if (!confirmed)
      cc_buf_puts(out, "  BEFORE and AFTER test different conditions on these paths; over the terms:\n");
    cc_buf_printf(out, "  AFTER has a behaviour that none of BEFORE's %zu behaviours has for this input\n",
                  CC_SIZE(bb));
    print_input(c, in, out);
    print_beh(&c->after, &CC_AT(ba, i), "AFTER grouping", out);
    print_beh(&c->before, &CC_AT(bb, best), "BEFORE grouping (the closest)", out);
    cc_buf_puts(out, "  communicating sets that differ:\n");
    const int *sb = sbs + best * nsig;
    if (confirmed) cex_input(c, in, &CC_AT(ba, i), &CC_AT(bb, best));
    for (int e = 0; e < in->nev; e++) {
      bool same = true;
      for (int v = 0; v < k; v++) same &= sa[e * k + v] == sb[e * k + v];
      if (same) continue;
      int u = in->ev_thread[e];
      if (confirmed) {
        unsigned as = 0, bs = 0;
        for (int v = 0; v < k; v++) {
          if (sa[e * k + v] >= 0) as |= 1u << v;
          if (sb[e * k + v] >= 0) bs |= 1u << v;
        }
        int ia = in->ev_index[e];
        cex_event(c, in, u, ia, in->pr[u]->match[ia], as, bs);
      }
      cc_buf_printf(out, "    thread %d, ", u + 1);
      print_event_name(c->after.p, c->terms, in->pa[u], &in->pa[u]->ev[in->ev_index[e]], &c->nm, out);
      cc_buf_puts(out, ": AFTER ");
      print_set(sa, e, k, out);
      cc_buf_puts(out, ", BEFORE ");
      print_set(sb, e, k, out);
      cc_buf_putc(out, '\n');
    }
    if (realized) {
      cc_buf_puts(out, "  BEFORE and AFTER test different conditions; real values take these paths (Z3, bit-vectors):\n");
      cc_buf_puts(out, cc_buf_str(&wit));
    }
    cc_buf_free(&wit);
    break;
  }
done:
  free(in->ev_thread);
  free(in->ev_index);
  free(sa);
  free(sbs);
  for (size_t i = 0; i < CC_SIZE(ba); i++) cv_relation_free(CC_AT(ba, i).own);
  for (size_t i = 0; i < CC_SIZE(bb); i++) cv_relation_free(CC_AT(bb, i).own);
  for (size_t i = 0; i < CC_SIZE(objs); i++) cv_behaviours_free(CC_AT(objs, i));
  CC_RELEASE(ba);
  CC_RELEASE(bb);
  CC_RELEASE(objs);
  return go_on;
}

static bool prepare(side *s, const cv_program *p, const tf_opts *o, cc_error *err) {
  memset(s, 0, sizeof *s);
  s->p = p;
  s->tokens = cv_program_has_tokens(p);
  if (s->tokens && !cv_tokens_check(p, err)) return false;
  cv_enum_stats st;
  memset(&st, 0, sizeof st);
  if (!cv_hierarchies_enumerate(p, o->rd.hierarchies, 0, &s->hs, &st, err)) return false;
  return true;
}

bool tf_check(const cv_program *before, const cv_program *after, const tf_opts *o,
              tf_result *res, cc_error *err) {
  memset(res, 0, sizeof *res);
  cc_buf_init(&res->report);
  if (o->k < 2 || o->k > 4) {
    cc_error_set(err, cv_program_file(after), 0, 0, "--threads must be 2, 3 or 4 (got %d)", o->k);
    return false;
  }
  if (o->L < 1 || o->L > 64) {
    cc_error_set(err, cv_program_file(after), 0, 0,
                 "--bound must be between 1 and 64 block executions (got %d)", o->L);
    return false;
  }
  if (!cv_readings_check(&o->rd, tf_support, "the transform check", NULL, err)) {
    snprintf(err->file, sizeof err->file, "%s", cv_program_file(after));
    return false;
  }
  if (cv_program_nargs(before) != cv_program_nargs(after)) {
    cc_error_set(err, cv_program_file(after), cv_program_line(after), 0,
                 "function '%s' takes %d arguments in BEFORE and %d in AFTER",
                 cv_program_name(after), cv_program_nargs(before), cv_program_nargs(after));
    return false;
  }
  double t0 = cc_now();
  ctx c;
  memset(&c, 0, sizeof c);
  c.o = o;
  c.res = res;
  cc_buf_init(&c.unconf);
  c.deadline = o->timeout_ms ? t0 + o->timeout_ms / 1000.0 : 0;
  bool ok = prepare(&c.before, before, o, err) && prepare(&c.after, after, o, err);
  if (!ok) goto out;
  {
    cc_buf why;
    cc_buf_init(&why);
    if (!closed_path_rules(before, &why)) {
      cc_error_set(err, cv_program_file(before), cv_program_line(before), 0,
                   "BEFORE (function '%s') breaks a static rule: %s", cv_program_name(before),
                   cc_buf_str(&why));
      cc_buf_free(&why);
      ok = false;
      goto out;
    }
    if (!closed_path_rules(after, &why)) {
      res->verdict = TF_INVALID_AFTER;
      cc_buf_printf(&res->report, "  AFTER is not a valid program: %s\n", cc_buf_str(&why));
      cc_buf_free(&why);
      goto out;
    }
    cc_buf_free(&why);
  }
  res->hier_before = (int)CC_SIZE(c.before.hs);
  res->hier_after = (int)CC_SIZE(c.after.hs);
  c.terms = cv_terms_new();
  enumerate_paths(&c.before, c.terms, &c.nm, o->L);
  enumerate_paths(&c.after, c.terms, &c.nm, o->L);
  res->paths_before = CC_SIZE(c.before.ps);
  res->paths_after = CC_SIZE(c.after.ps);
  res->verdict = TF_PRESERVED;
  if (build_pairs(&c)) {
    /* multisets of k pairs, pairwise agreeing on shared decisions */
    size_t P = CC_SIZE(c.pairs);
    int k = o->k, idx[4] = {0, 0, 0, 0};
    uint64_t step = 0;
    while (P > 0) {
      bool agreeing = true;
      for (int a = 0; a < k && agreeing; a++)
        for (int b = a + 1; b < k && agreeing; b++) {
          const pair *x = &CC_AT(c.pairs, idx[a]), *y = &CC_AT(c.pairs, idx[b]);
          agreeing = agree(x->sh, x->nsh, y->sh, y->nsh, true);
        }
      if (agreeing) {
        input in;
        memset(&in, 0, sizeof in);
        in.k = k;
        for (int u = 0; u < k; u++) {
          in.pr[u] = &CC_AT(c.pairs, idx[u]);
          in.pb[u] = CC_AT(c.before.ps, in.pr[u]->pb);
          in.pa[u] = CC_AT(c.after.ps, in.pr[u]->pa);
        }
        res->inputs++;
        if (!check_input(&c, &in)) break;
      }
      if ((++step & 63) == 0 && c.deadline && cc_now() > c.deadline) {
        res->timed_out = true;
        break;
      }
      int a = k - 1;
      while (a >= 0 && (size_t)idx[a] == P - 1) a--;
      if (a < 0) break;
      idx[a]++;
      for (int b = a + 1; b < k; b++) idx[b] = idx[a];
    }
  }
  if (res->verdict == TF_PRESERVED) {
    if (res->timed_out) res->verdict = TF_UNKNOWN, res->unknown_why = "the time limit stopped the search";
    else if (c.unconfirmed) {
      res->verdict = TF_UNKNOWN;
      res->unknown_why = "the only counterexamples found read conditions that only one of the "
                         "programs tests, and Z3 did not settle whether real values take them; "
                         "see below";
      cc_buf_puts(&res->report, cc_buf_str(&c.unconf));
      if (c.z3_why[0]) cc_buf_printf(&res->report, "  Z3 (bit-vectors): %s\n", c.z3_why);
    }
    else if (res->conv_dependent)
      res->verdict = TF_UNKNOWN,
      res->unknown_why = "a branch or a convergent call's argument depends on a convergent "
                         "call's result, which the transform check does not relate between "
                         "the programs";
    else if (res->truncated)
      res->verdict = TF_UNKNOWN, res->unknown_why = "the anchors' choices were cut by the behaviour limit";
    else if (res->checked == 0)
      res->verdict = TF_UNKNOWN, res->unknown_why = "the bound L cut every input (no path reaches an end)";
  }
  if (res->verdict == TF_NOT_EQUIVALENT && o->calls_left) {
    res->verdict = TF_UNKNOWN;
    res->unknown_why = "a thread's convergent calls differ, but a call to a function defined in "
                       "the module was left as a call (see the note), so the call and the body "
                       "it stands for are not compared";
  }
  for (size_t i = 0; i < CC_SIZE(c.pairs); i++) {
    free(CC_AT(c.pairs, i).sh);
    free(CC_AT(c.pairs, i).match);
  }
  CC_RELEASE(c.pairs);
  cv_terms_free(c.terms);
out:
  if (res->cex.set) { /* the hierarchies the counterexample's groupings index */
    res->cex.before.hs = c.before.hs;
    res->cex.after.hs = c.after.hs;
    memset(&c.before.hs, 0, sizeof c.before.hs);
    memset(&c.after.hs, 0, sizeof c.after.hs);
  }
  side_free(&c.before);
  side_free(&c.after);
  for (size_t i = 0; i < CC_SIZE(c.nm.s); i++) free(CC_AT(c.nm.s, i));
  CC_RELEASE(c.nm.s);
  cc_buf_free(&c.unconf);
  res->seconds = cc_now() - t0;
  return ok;
}

static void cex_side_free(tf_cex_side *s) {
  cv_tuple_free(&s->t);
  free(s->col);
  cv_hierarchies_free(&s->hs);
}

void tf_result_free(tf_result *res) {
  if (!res) return;
  cc_buf_free(&res->report);
  cex_side_free(&res->cex.before);
  cex_side_free(&res->cex.after);
  for (int i = 0; i < res->cex.nevents; i++) free(res->cex.events[i].name);
  free(res->cex.events);
  memset(&res->cex, 0, sizeof res->cex);
}
