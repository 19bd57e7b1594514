/* transform/transform.c — transform legality within bounds (docs/design.md §8;
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

#include <ctype.h>
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


/* ---- names ---------------------------------------------------------------- */

/* Interned strings: equal strings, equal ids, across both programs (event
 * names, the names the namer gives, canonical values). */
typedef struct names {
  CC_STACK(char *) s;
  int *slots; /* open addressing: id + 1 */
  size_t nslots;
} names;

static uint64_t name_hash(const void *ctx, size_t id) {
  const char *x = CC_AT(((const names *)ctx)->s, id);
  return cc_hash_bytes(x, strlen(x), 0);
}

static int intern(names *n, const char *s) {
  cv_slots_make_room(&n->slots, &n->nslots, CC_SIZE(n->s), 256, name_hash, n);
  size_t m = n->nslots - 1, h = cc_hash_bytes(s, strlen(s), 0) & m;
  while (n->slots[h]) {
    if (!strcmp(CC_AT(n->s, (size_t)n->slots[h] - 1), s)) return n->slots[h] - 1;
    h = (h + 1) & m;
  }
  CC_PUSH(n->s, cc_strdup(s));
  n->slots[h] = (int)CC_SIZE(n->s);
  return (int)CC_SIZE(n->s) - 1;
}

static void names_free(names *n) {
  for (size_t i = 0; i < CC_SIZE(n->s); i++) free(CC_AT(n->s, i));
  CC_RELEASE(n->s);
  free(n->slots);
}

/* ---- paths --------------------------------------------------------------- */

typedef struct dec {
  int64_t key; /* condition term * 2 + (1 for a switch)      */
  int choice;  /* successor index                              */
  bool local;  /* thread-local term: per thread                */
  int block;   /* where it was made (for printing)             */
} dec;

/* A dynamic instance of a class-valued call (model/values.h
 * cv_inst_class_valued): a convergent call that is not a token intrinsic
 * -- an *event* (docs/design.md §8) -- or an always-uniform intrinsic with
 * operands.  Its name is (callee, argument terms, occurrence of that
 * callee with those arguments in the thread); its result is the term the
 * namer gave that name, the same in both programs (see "Named values"). */
typedef struct event {
  int pos, inst;
  int name;      /* interned (callee, args, occurrence)       */
  int base;      /* interned (callee, args): for occurrences  */
  int term;      /* its result's term                          */
  bool conv;     /* convergent: an event compared per thread  */
} event;

typedef struct path {
  int len;
  int *blocks;
  bool complete;
  bool conv_dep;  /* a decision depends on a convergent call's result */
  bool matched;   /* a decision or an argument reads a fresh value matched
                   * between the programs by its order (CV_TERM_MATCHED) */
  int ndec;
  dec *dec;       /* sorted by key */
  int nev;
  event *ev;
} path;

typedef CC_STACK(path *) paths;

typedef struct side {
  const cv_program *p;
  bool tokens;
  bool *observed;   /* per instruction: a class-valued call (not a token) */
  cv_hierarchies hs;
  paths ps;
} side;

/* What the namer knows of a class-valued result's term (for canonical
 * values, "Values that depend on convergence" below).  One per term. */
typedef struct named_rec {
  int name;          /* interned event name */
  int callee;        /* interned callee (or the text of an asm call) */
  bool operands;     /* its value depends on its operands too */
  int nargs;
  int *args;
} named_rec;

typedef struct recs {
  CC_STACK(named_rec) r;
  CC_STACK(int) of_term; /* term -> record + 1 (0: none) */
} recs;

/* One named instance of the path being built: for occurrence numbers. */
typedef struct named_inst {
  int base;          /* interned text and argument terms */
  int inst;
  int name;          /* class-valued: the event name; else -1 */
  int callee;        /* class-valued: interned callee */
  int nargs, args;   /* class-valued: its operand terms in the pool */
} named_inst;

typedef struct gen {
  side *s;
  cv_terms *terms;
  names *nm;
  recs *rc;
  int L;
  cv_thread **st;
  cv_thread *cur;    /* the thread executing (for the namer) */
  int *path;
  CC_STACK(dec) decs;
  CC_STACK(event) evs;
  CC_STACK(named_inst) named;
  cc_ints pool;
  bool conv_dep, matched;
  cc_buf nb;
  double deadline;   /* 0 none */
  bool timed_out;
  unsigned steps;
} gen;

static int dec_cmp(const void *a, const void *b) {
  int64_t x = ((const dec *)a)->key, y = ((const dec *)b)->key;
  return x < y ? -1 : x > y;
}

/* ---- named values -----------------------------------------------------------
 * Both programs evaluate terms in one table, but a value keyed by one
 * instruction of one program is that program's own (model/values.h
 * cv_thread_set_namer).  The namer gives such instances names shared by
 * the programs:
 *  - a class-valued call's result: (callee, argument terms, occurrence),
 *    its event name.  In a behaviour its value is a function of the callee,
 *    its operands and its converged class (docs/design.md §5); two instances with
 *    the same name in BEFORE and AFTER have equal values exactly when their
 *    communicating sets are equal, which is what a matching behaviour of
 *    BEFORE must give (the check compares those sets, and the decisions
 *    made on such values per behaviour: check_input).
 *  - an operation keyed by its instruction because its key leaves out part
 *    of what it computes (extractvalue, insertvalue, shufflevector, inline
 *    asm): the instruction's text with its operands' names left out, and
 *    the operand terms: the same computation on the same values.
 *  - a fresh value (alloca, an atomic's result, the successor a callbr or
 *    invoke takes): BEFORE's n-th execution of an instruction with that
 *    text and those operand terms gets AFTER's n-th value.  These values
 *    are nondeterministic; matching them is one choice of BEFORE's values
 *    (sound for *preserved*: that choice is a BEFORE execution), so a
 *    counterexample that reads them is not confirmed (CV_TERM_MATCHED). */

/* The instruction's text without its result, its operands' names and its
 * metadata: "atomicrmw add ptr %, i32 1 seq_cst, align 4". */
static void plain_text(const cv_inst *I, cc_buf *out) {
  const char *t = I->text ? I->text : I->opcode ? I->opcode : "?";
  const char *eq = I->name ? strstr(t, " = ") : NULL;
  if (eq) t = eq + 3;
  const char *md = strstr(t, ", !");
  size_t n = md ? (size_t)(md - t) : strlen(t);
  for (size_t i = 0; i < n; i++) {
    /* a call site's attribute group (" #3"): numbered per module */
    if (t[i] == ' ' && i + 2 < n && t[i + 1] == '#' && isdigit((unsigned char)t[i + 2])) {
      for (i += 2; i + 1 < n && isdigit((unsigned char)t[i + 1]); i++) {}
      continue;
    }
    cc_buf_putc(out, t[i]);
    if (t[i] != '%') continue;
    if (i + 1 < n && t[i + 1] == '"') { /* %"quoted name" */
      for (i += 2; i < n && t[i] != '"'; i++) {}
    } else {
      while (i + 1 < n && (isalnum((unsigned char)t[i + 1]) || strchr("._-$", t[i + 1]))) i++;
    }
  }
}

static const char *name_instance(void *arg, const cv_inst *I, int n, const int *args,
                                 unsigned *flags) {
  gen *g = arg;
  cc_buf *nb = &g->nb;
  cc_buf_clear(nb);
  bool valued = (*flags & CV_TERM_CONV) != 0, fresh = !valued && (*flags & CV_TERM_LOCAL);
  if (I->token_def != CV_TOKEN_NONE) return NULL; /* a token: used by bundles only */
  if (!valued && !fresh) { /* an operation: its text and its operands */
    if (I->op == CV_OP_CALL && (I->called.kind == CV_VALUE_INST || I->called.kind == CV_VALUE_ARG))
      return NULL; /* an indirect call: the callee is not among the operands */
    cc_buf_putc(nb, '[');
    plain_text(I, nb);
    cc_buf_putc(nb, ']');
    return cc_buf_str(nb);
  }
  /* the base: callee (or text) and argument terms, as event names have it;
   * an indirect call's callee is the term of the called value */
  if (valued && I->called.kind == CV_VALUE_NONE) cc_buf_puts(nb, I->opcode ? I->opcode : "?");
  else if (valued && (I->called.kind == CV_VALUE_INST || I->called.kind == CV_VALUE_ARG))
    cc_buf_printf(nb, "*%d", cv_thread_operand(g->cur, &I->called));
  else plain_text(I, nb);
  int callee = valued ? intern(g->nm, cc_buf_str(nb)) : -1;
  cc_buf_putc(nb, '(');
  for (int a = 0; a < n; a++) cc_buf_printf(nb, "%s%d", a ? "," : "", args[a]);
  cc_buf_putc(nb, ')');
  int base = intern(g->nm, cc_buf_str(nb));
  int occ = 1;
  for (size_t e = 0; e < CC_SIZE(g->named); e++) occ += CC_AT(g->named, e).base == base;
  named_inst ni = {base, I->index, -1, callee, 0, (int)CC_SIZE(g->pool)};
  if (valued) {
    cc_buf_printf(nb, "#%d", occ);
    ni.name = intern(g->nm, cc_buf_str(nb));
    ni.nargs = n;
    ni.args = (int)CC_SIZE(g->pool);
    for (int a = 0; a < n; a++) CC_PUSH(g->pool, args[a]);
    cc_buf_clear(nb);
    cc_buf_printf(nb, "@%s#%d", I->opcode ? I->opcode : "?", occ);
  } else {
    *flags |= CV_TERM_MATCHED;
    cc_buf_clear(nb);
    cc_buf_putc(nb, '[');
    plain_text(I, nb);
    cc_buf_printf(nb, "]#%d", occ);
  }
  CC_PUSH(g->named, ni);
  return cc_buf_str(nb);
}

static void emit(gen *g, int len, bool complete) {
  path *q = cc_calloc(1, sizeof *q);
  q->len = len;
  q->complete = complete;
  q->conv_dep = g->conv_dep;
  q->matched = g->matched;
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

/* The record of a class-valued result's term, or NULL. */
static const named_rec *rec_of(const recs *rc, int term) {
  if (term < 0 || (size_t)term >= CC_SIZE(rc->of_term) || !CC_AT(rc->of_term, (size_t)term))
    return NULL;
  return &CC_AT(rc->r, (size_t)CC_AT(rc->of_term, (size_t)term) - 1);
}

/* The class-valued instances of the block just executed at depth d: the
 * namer's entries from `mark` on. */
static void block_events(gen *g, int d, size_t mark) {
  const cv_program *p = g->s->p;
  cv_thread *th = g->st[d];
  recs *rc = g->rc;
  for (size_t e = mark; e < CC_SIZE(g->named); e++) {
    const named_inst *ni = &CC_AT(g->named, e);
    if (ni->name < 0) continue;
    const cv_inst *I = cv_program_inst(p, ni->inst);
    int term = cv_thread_value(th, ni->inst);
    const int *args = g->pool.begin + ni->args;
    for (int a = 0; a < ni->nargs; a++)
      if (cv_term_flags(g->terms, args[a]) & CV_TERM_MATCHED) g->matched = true;
    if (!rec_of(rc, term)) {
      named_rec r = {ni->name, ni->callee, cv_inst_class_operands(I), ni->nargs, NULL};
      r.args = cc_malloc(((size_t)ni->nargs + 1) * sizeof(int));
      if (ni->nargs) memcpy(r.args, args, (size_t)ni->nargs * sizeof(int));
      CC_PUSH(rc->r, r);
      while (CC_SIZE(rc->of_term) <= (size_t)term) CC_PUSH(rc->of_term, 0);
      CC_AT(rc->of_term, (size_t)term) = (int)CC_SIZE(rc->r);
    }
    event ev = {d, ni->inst, ni->name, ni->base, term,
                (I->flags & CV_INST_CONVERGENT) && I->token_def == CV_TOKEN_NONE};
    CC_PUSH(g->evs, ev);
  }
}

/* [CU] "Threads and Dynamic Instances": a thread's path, with the branch
 * semantics of docs/design.md §5 (a term decided before decides the same way; a
 * constant decides by its value). */
static void path_dfs(gen *g, int depth, int b, int from) {
  const cv_program *p = g->s->p;
  if (g->timed_out) return;
  if (g->deadline > 0 && (++g->steps & 255) == 0 && cc_now() > g->deadline) {
    g->timed_out = true;
    return;
  }
  if (depth > 0) cv_thread_copy(g->st[depth], g->st[depth - 1]);
  else cv_thread_reset(g->st[0]);
  size_t named_mark = CC_SIZE(g->named), ev_mark = CC_SIZE(g->evs);
  bool cd_mark = g->conv_dep, m_mark = g->matched;
  g->cur = g->st[depth];
  int cond = cv_thread_exec(g->st[depth], b, from);
  g->path[depth] = b;
  block_events(g, depth, named_mark);
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
      bool cd = g->conv_dep, mt = g->matched;
      if (forced < 0 && (fl & CV_TERM_CONV)) g->conv_dep = true;
      if (forced < 0 && (fl & CV_TERM_MATCHED)) g->matched = true;
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
      g->conv_dep = cd, g->matched = mt;
    }
  }
  CC_RESIZE(g->evs, ev_mark);
  if (CC_SIZE(g->named) > named_mark) CC_RESIZE(g->pool, (size_t)CC_AT(g->named, named_mark).args);
  CC_RESIZE(g->named, named_mark);
  g->conv_dep = cd_mark, g->matched = m_mark;
}

static bool enumerate_paths(side *s, cv_terms *terms, names *nm, recs *rc, int L,
                            double deadline) {
  gen g = {.deadline = deadline, .s = s, .terms = terms, .nm = nm, .rc = rc, .L = L};
  cc_buf_init(&g.nb);
  g.st = cc_calloc((size_t)L + 1, sizeof *g.st);
  for (int i = 0; i < L; i++) {
    g.st[i] = cv_thread_new(s->p, terms);
    cv_thread_set_namer(g.st[i], name_instance, &g);
  }
  g.path = cc_malloc((size_t)L * sizeof(int));
  path_dfs(&g, 0, cv_program_entry(s->p), -1);
  for (int i = 0; i < L; i++) cv_thread_free(g.st[i]);
  free(g.st);
  free(g.path);
  CC_RELEASE(g.decs);
  CC_RELEASE(g.evs);
  CC_RELEASE(g.named);
  CC_RELEASE(g.pool);
  cc_buf_free(&g.nb);
  return !g.timed_out;
}

static void side_free(side *s) {
  for (size_t i = 0; i < CC_SIZE(s->ps); i++) {
    path *q = CC_AT(s->ps, i);
    CC_FREE_ALL(q->blocks, q->dec, q->ev, q);
  }
  CC_RELEASE(s->ps);
  free(s->observed);
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
 * and `icmp ult %tid, 8` are different terms with equal values (docs/design.md §5
 * "Values"; --values=smt would relate them). */
static bool same_questions(const path *qb, const path *qa) {
  if (qb->ndec == 0 || qa->ndec == 0) return true;
  if (qb->ndec != qa->ndec) return false;
  for (int i = 0; i < qb->ndec; i++)
    if (qb->dec[i].key != qa->dec[i].key) return false;
  return true;
}

/* ---- printing ---------------------------------------------------------------- */

static void print_event_name(const cv_program *p, cv_terms *terms, const recs *rc,
                             const event *ev, names *nm, cc_buf *out) {
  const cv_inst *I = cv_program_inst(p, ev->inst);
  cc_buf_printf(out, "@%s(", I->opcode ? I->opcode : "?");
  const named_rec *r = rec_of(rc, ev->term);
  for (int a = 0; r && a < r->nargs; a++) {
    if (a) cc_buf_puts(out, ", ");
    cv_term_print(terms, p, r->args[a], out);
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

typedef struct ctx {
  const tf_opts *o;
  tf_result *res;
  side before, after;
  cv_terms *terms;
  names nm;
  recs rc;
  CC_STACK(pair) pairs;
  double deadline;
  bool unconfirmed;  /* a counterexample not confirmed (differing conditions,
                      * matched fresh values) */
  cc_buf unconf;     /* the first such */
  char z3_why[200];  /* why Z3 did not settle a candidate (the first; "" none) */
  char z3_buf[200];
  bool timed_out;    /* the deadline passed inside the anchors' search */
  bool unconf_matched; /* the first unconfirmed one: by matched fresh values */
} ctx;

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
static void behaviours(ctx *c, const side *s, const cv_tuple *t, behs *out,
                       behaviours_list *objs, bool *truncated,
                       const char **why) {
  const tf_opts *o = c->o;
  for (size_t h = 0; h < CC_SIZE(s->hs); h++) {
    const cv_hierarchy *H = CC_AT(s->hs, h);
    if (!s->tokens) {
      beh b = {(int)h, cv_maximal_converged_with(s->p, H, t, &o->rd), NULL, 0};
      CC_PUSH(*out, b);
      continue;
    }
    /* only the class-valued calls' classes are compared: one behaviour
     * per combination of theirs (model.h cv_anchor_search.observed) */
    cv_anchor_search as;
    memset(&as, 0, sizeof as);
    as.max_behaviours = o->max_behaviours;
    as.deadline = c->deadline;
    as.observed = s->observed;
    cv_behaviours *B = cv_controlled_behaviours(s->p, H, t, &o->rd, 0, NULL, &as);
    CC_PUSH(*objs, B);
    if (cv_behaviours_timed_out(B)) c->timed_out = true;
    else if (cv_behaviours_truncated(B)) *truncated = true;
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
  int nev;            /* AFTER instances compared: its events, and its other
                       * class-valued instances BEFORE executes too */
  int *ev_thread;      /* per compared instance: its thread */
  int *ev_index;       /* and its index in that thread's path */
} input;

/* ---- one behaviour, as the check sees it ----------------------------------
 * rows: for every class-valued instance of the k paths (thread u's in
 * order, after those of threads < u), its communicating set: per thread v
 * the name of v's instance of the same call converged with it (its own
 * name for v = u, -1 none).  Converged instances have equal rows.
 * sig: the rows of the compared instances (input.ev_*), through the
 * matching names for BEFORE.
 * dec: the decisions on values that depend on convergence, as (canonical
 * value * 2 + switch, successor) sorted: the behaviour is *admissible* for
 * the input when equal values decide alike ("Values that depend on
 * convergence"). */
typedef struct bview {
  int *rows;
  int *sig;
  uint64_t hash;
  int ndec;
  int64_t *dec;        /* pairs (key, choice) */
  bool admissible;
  bool opaque;         /* a decision reads a convergent result through a
                        * term the check does not decompose */
} bview;

static void rows_of(const side *s, const beh *b, const path *const *q, int k, int *rows) {
  int at = 0;
  for (int u = 0; u < k; u++)
    for (int e = 0; e < q[u]->nev; e++, at++) {
      const event *x = &q[u]->ev[e];
      for (int v = 0; v < k; v++) {
        int partner = -1;
        if (v == u) {
          partner = x->name;
        } else {
          for (int f = 0; f < q[v]->nev && partner < 0; f++) {
            const event *y = &q[v]->ev[f];
            if (y->inst != x->inst) continue;
            if (inst_converged(s->p, b, x->inst, u, x->pos, v, y->pos)) partner = y->name;
          }
        }
        rows[at * k + v] = partner;
      }
    }
}

/* ---- values that depend on convergence ------------------------------------
 * A decision on a term that involves a class-valued result (CV_TERM_CONV)
 * reads, in a behaviour, a value that is a function of the callee, of its
 * operands (unless it is an always-uniform intrinsic) and of its converged
 * class (docs/design.md §5, model/values.c).  The canonical value of such a term in
 * thread u spells that out: a class-valued result becomes (callee, the
 * canonical values of its operands, its row), an operation (key, canonical
 * operands), any other term itself (with the thread when thread-local).
 * Equal canonical values are equal values, in both programs (the rows
 * name instances by their event names). */
typedef struct canon_cx {
  const ctx *c;
  const path *const *q;
  int k;
  const int *rows;
  const int *off;      /* first instance of each thread in rows */
  names *cn;
  bool opaque;
  cc_ints memo;        /* (term, thread, id) triples */
} canon_cx;

static int canon(canon_cx *x, int term, int u);

static int canon_of_text(canon_cx *x, const char *s) { return intern(x->cn, s); }

static int canon(canon_cx *x, int term, int u) {
  for (size_t i = 0; i < CC_SIZE(x->memo); i += 3)
    if (CC_AT(x->memo, i) == term && CC_AT(x->memo, i + 1) == u) return CC_AT(x->memo, i + 2);
  const cv_terms *terms = x->c->terms;
  unsigned fl = cv_term_flags(terms, term);
  cc_buf b;
  cc_buf_init(&b);
  const named_rec *r = (fl & CV_TERM_CONV) ? rec_of(&x->c->rc, term) : NULL;
  if (!(fl & CV_TERM_CONV)) {
    if (fl & CV_TERM_LOCAL) cc_buf_printf(&b, "t%d@%d", term, u);
    else cc_buf_printf(&b, "t%d", term);
  } else if (r) {
    int e = find_event(x->q[u], r->name);
    if (e < 0) {
      x->opaque = true;
      cc_buf_printf(&b, "t%d@%d", term, u);
    } else {
      cc_buf_printf(&b, "C%d(", r->callee);
      for (int a = 0; r->operands && a < r->nargs; a++)
        cc_buf_printf(&b, "%s%d", a ? "," : "", canon(x, r->args[a], u));
      cc_buf_puts(&b, ")[");
      const int *row = x->rows + (size_t)(x->off[u] + e) * (size_t)x->k;
      for (int v = 0; v < x->k; v++) cc_buf_printf(&b, "%s%d", v ? "," : "", row[v]);
      cc_buf_putc(&b, ']');
    }
  } else {
    cv_term_view tv;
    cv_term_view_of(terms, term, &tv);
    if (tv.kind == CV_TERM_K_OP || tv.kind == CV_TERM_K_TID) {
      int *ids = cc_malloc(((size_t)tv.nargs + 1) * sizeof(int));
      for (int a = 0; a < tv.nargs; a++) ids[a] = canon(x, tv.args[a], u);
      cc_buf_printf(&b, "O%s(", tv.text ? tv.text : "?");
      for (int a = 0; a < tv.nargs; a++) cc_buf_printf(&b, "%s%d", a ? "," : "", ids[a]);
      cc_buf_putc(&b, ')');
      free(ids);
    } else {
      x->opaque = true;
      cc_buf_printf(&b, "t%d@%d", term, u);
    }
  }
  int id = canon_of_text(x, cc_buf_str(&b));
  cc_buf_free(&b);
  CC_PUSH(x->memo, term);
  CC_PUSH(x->memo, u);
  CC_PUSH(x->memo, id);
  return id;
}

static int i64pair_cmp(const void *a, const void *b) {
  const int64_t *x = a, *y = b;
  if (x[0] != y[0]) return x[0] < y[0] ? -1 : 1;
  return x[1] < y[1] ? -1 : x[1] > y[1];
}

/* The decisions of the k paths on values that depend on convergence, in
 * behaviour v's rows: v->dec, and whether equal values decide alike. */
static void decisions_of(const ctx *c, names *cn, const path *const *q, int k, bview *v) {
  canon_cx x = {c, q, k, v->rows, NULL, cn, false, {0}};
  int off[5] = {0};
  for (int u = 0; u < k; u++) off[u + 1] = off[u] + q[u]->nev;
  x.off = off;
  CC_STACK(int64_t) d = {0};
  for (int u = 0; u < k; u++)
    for (int i = 0; i < q[u]->ndec; i++) {
      int term = (int)(q[u]->dec[i].key >> 1);
      if (!(cv_term_flags(c->terms, term) & CV_TERM_CONV)) continue;
      CC_PUSH(d, (int64_t)canon(&x, term, u) * 2 + (q[u]->dec[i].key & 1));
      CC_PUSH(d, q[u]->dec[i].choice);
    }
  v->ndec = (int)CC_SIZE(d) / 2;
  v->dec = d.begin;
  if (v->ndec > 1) qsort(v->dec, (size_t)v->ndec, 2 * sizeof(int64_t), i64pair_cmp);
  v->admissible = true;
  for (int i = 1; i < v->ndec; i++)
    if (v->dec[2 * i] == v->dec[2 * i - 2] && v->dec[2 * i + 1] != v->dec[2 * i - 1])
      v->admissible = false;
  v->opaque = x.opaque;
  CC_RELEASE(x.memo);
}

/* Do two behaviours' decisions agree on every value both decide? */
static bool decisions_agree(const bview *a, const bview *b) {
  int i = 0, j = 0;
  while (i < a->ndec && j < b->ndec) {
    if (a->dec[2 * i] < b->dec[2 * j]) i++;
    else if (a->dec[2 * i] > b->dec[2 * j]) j++;
    else {
      if (a->dec[2 * i + 1] != b->dec[2 * j + 1]) return false;
      i++, j++;
    }
  }
  return true;
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

/* [CO] "Static Rules", the rules on closed paths (on the blocks reachable
 * from the entry): (1) every closed path
 * containing a use of token T other than by `loop` contains T's
 * definition; (2) every closed path containing two different uses of T
 * contains its definition.  At block granularity: a closed path through
 * the use's block that avoids the definition's block (when they are the
 * same block, every closed path through it contains the definition).
 * Fills why and returns false on a violation. */
static bool closed_path_rules(const cv_program *p, cc_buf *why) {
  int ni = cv_program_ninsts(p), nb = cv_program_nblocks(p);
  /* the rules rest on dominance, defined by paths from the entry: only
   * reachable uses count (docs/verify.md; LLVM 22's verifier alike) */
  char *live = cc_calloc((size_t)nb + 1, 1);
  int *stack = cc_malloc(((size_t)nb + 1) * sizeof(int)), top = 0;
  live[cv_program_entry(p)] = 1;
  stack[top++] = cv_program_entry(p);
  while (top > 0) {
    int ns, b = stack[--top];
    const int *succ = cv_block_succs(p, b, &ns);
    for (int i = 0; i < ns; i++)
      if (!live[succ[i]]) live[succ[i]] = 1, stack[top++] = succ[i];
  }
  free(stack);
  bool ok = true;
  for (int i = 0; i < ni && ok; i++) {
    const cv_inst *U = cv_program_inst(p, i);
    if (U->token_use < 0 || !live[U->block]) continue;
    const cv_inst *D = cv_program_inst(p, U->token_use);
    if (U->block == D->block) continue;
    if (U->token_def != CV_TOKEN_LOOP && reaches_avoiding(p, U->block, U->block, D->block)) {
      cc_buf_printf(why, "%%%s is used by %s in block %s, on a closed path that does not "
                    "contain its definition (ConvergentOperations.rst, \"Static Rules\", rule 1)",
                    D->name ? D->name : "?", U->name ? U->name : U->opcode ? U->opcode : "a call",
                    cv_block_name(p, U->block));
      ok = false;
      break;
    }
    for (int j = i + 1; j < ni && ok; j++) {
      const cv_inst *V = cv_program_inst(p, j);
      if (V->token_use != U->token_use || V->block == D->block || !live[V->block]) continue;
      if (reaches_avoiding(p, U->block, V->block, D->block) &&
          reaches_avoiding(p, V->block, U->block, D->block)) {
        cc_buf_printf(why, "two uses of %%%s (in blocks %s and %s) lie on a closed path that "
                      "does not contain its definition (ConvergentOperations.rst, \"Static "
                      "Rules\", rule 2)", D->name ? D->name : "?", cv_block_name(p, U->block),
                      cv_block_name(p, V->block));
        ok = false;
      }
    }
  }
  free(live);
  return ok;
}

/* ---- the check ------------------------------------------------------------------ */


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
  /* BEFORE's conditions are the inputs (transform.h): AFTER's own are
   * decided exactly over them where they can be */
  if (!smt_branches_feasible(c->terms, progs, 2, k, f.begin, (int)CC_SIZE(f), true, ms, &r, &err)) {
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
 * thread (docs/design.md §8: BEFORE events may disappear only if readnone).
 * Returns 1 equivalent, 0 not (why filled; *which = the AFTER event e
 * BEFORE lacks, or -1-e for the BEFORE event e AFTER lacks), -1
 * undetermined (a path cut). */
static int pair_equivalent(ctx *c, const path *qb, const path *qa, int *match, cc_buf *why,
                           int *which) {
  int verdict = 1;
  for (int e = 0; e < qa->nev; e++) {
    match[e] = find_event(qb, qa->ev[e].name);
    if (match[e] >= 0 || !qa->ev[e].conv) continue;
    if (!qb->complete) { verdict = -1; continue; }
    cc_buf_puts(why, "  AFTER executes ");
    print_event_name(c->after.p, c->terms, &c->rc, &qa->ev[e], &c->nm, why);
    cc_buf_puts(why, ", which BEFORE does not execute for this input\n");
    *which = e;
    return 0;
  }
  for (int e = 0; e < qb->nev; e++) {
    if (!qb->ev[e].conv || find_event(qa, qb->ev[e].name) >= 0) continue;
    if (cv_program_inst(c->before.p, qb->ev[e].inst)->flags & CV_INST_READNONE) continue;
    if (!qa->complete) { verdict = -1; continue; }
    cc_buf_puts(why, "  BEFORE executes ");
    print_event_name(c->before.p, c->terms, &c->rc, &qb->ev[e], &c->nm, why);
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

static void cex_decision(ctx *c, tf_cex *x, const side *s, int u, const dec *d,
                         bool after_only) {
  x->decisions = cc_realloc(x->decisions, ((size_t)x->ndecisions + 1) * sizeof *x->decisions);
  tf_cex_decision *o = &x->decisions[x->ndecisions++];
  int ns, ni;
  cv_block_succs(s->p, d->block, &ns);
  const int *ins = cv_block_insts(s->p, d->block, &ni);
  o->thread = u;
  o->after_only = after_only;
  o->block = d->block;
  o->branch = ni > 0 && cv_program_inst(s->p, ins[ni - 1])->op == CV_OP_BR && ns == 2;
  o->choice = d->choice;
  o->local = d->local;
  cc_buf t;
  cc_buf_init(&t);
  cv_term_print(c->terms, s->p, (int)(d->key >> 1), &t);
  o->term = cc_strdup(cc_buf_str(&t));
  cc_buf_free(&t);
}

/* The input of the counterexample (and the groupings compared, if any):
 * the decisions in the order print_input prints them. */
static void cex_input(ctx *c, tf_cex *x, const input *in, const beh *after,
                      const beh *before) {
  x->set = true;
  cex_side(&x->before, in->pb, in->k, before);
  cex_side(&x->after, in->pa, in->k, after);
  for (int u = 0; u < in->k; u++) {
    const path *qa = in->pa[u], *qb = in->pb[u];
    for (int i = 0; i < qb->ndec; i++) cex_decision(c, x, &c->before, u, &qb->dec[i], false);
    for (int i = 0; i < qa->ndec; i++) {
      bool seen = false;
      for (int j = 0; j < qb->ndec; j++) seen |= qb->dec[j].key == qa->dec[i].key;
      if (!seen) cex_decision(c, x, &c->after, u, &qa->dec[i], true);
    }
  }
}

/* Z3's values (smt_feasible_result.witness, lines "    thread N: TERM =
 * VALUE") as data. */
static void cex_values(tf_cex *x, const char *wit) {
  for (const char *l = wit; *l;) {
    const char *e = strchr(l, '\n');
    size_t n = e ? (size_t)(e - l) : strlen(l);
    char line[1024];
    snprintf(line, sizeof line, "%.*s", (int)(n < sizeof line ? n : sizeof line - 1), l);
    l += n + (e != NULL);
    int u = 0, off = 0;
    char *eq = strstr(line, " = ");
    if (sscanf(line, " thread %d: %n", &u, &off) != 1 || !off || !eq) continue;
    *eq = 0;
    x->values = cc_realloc(x->values, ((size_t)x->nvalues + 1) * sizeof *x->values);
    tf_cex_value *v = &x->values[x->nvalues++];
    v->thread = u - 1;
    v->term = cc_strdup(line + off);
    v->value = cc_strdup(eq + 3);
  }
}

/* An event of thread u: AFTER's event ia and BEFORE's ib (-1: none). */
static void cex_event(ctx *c, tf_cex *x, const input *in, int u, int ia, int ib, unsigned aset,
                      unsigned bset) {
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
  if (ia >= 0) print_event_name(c->after.p, c->terms, &c->rc, &qa->ev[ia], &c->nm, &name);
  else print_event_name(c->before.p, c->terms, &c->rc, &qb->ev[ib], &c->nm, &name);
  e->name = cc_strdup(cc_buf_str(&name));
  cc_buf_free(&name);
}

static bool build_pairs(ctx *c) {
  tf_result *res = c->res;
  for (size_t i = 0; i < CC_SIZE(c->before.ps); i++) {
    if (c->deadline && cc_now() > c->deadline) {
      c->timed_out = res->timed_out = true;
      break;
    }
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
      /* fresh values matched by their order: another matching might make
       * the events agree, so the difference is not confirmed */
      bool shaky = eq == 0 && (qb->matched || qa->matched);
      bool differ = eq == 0 && !shaky && !same_questions(qb, qa);
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
      if ((differ && pr.feas != 1) || shaky) {
        pr.unrelated = true;
        if (!c->unconfirmed) {
          input in;
          memset(&in, 0, sizeof in);
          in.k = 1;
          in.pb[0] = qb;
          in.pa[0] = qa;
          c->unconfirmed = true;
          c->unconf_matched = shaky;
          cc_buf_puts(&c->unconf, shaky ? "  a single thread would tell the programs apart, but its paths read fresh values (allocas, atomics) matched between the programs by their order:\n"
                                        : "  a single thread would tell the programs apart, but BEFORE and AFTER test different conditions on its paths:\n");
          print_input(c, &in, &c->unconf);
          cc_buf_puts(&c->unconf, cc_buf_str(&why));
          tf_cex *x = &res->candidate;
          cex_input(c, x, &in, NULL, NULL);
          x->why = "a single thread would tell the programs apart";
          if (which >= 0) cex_event(c, x, &in, 0, which, -1, 0, 0);
          else cex_event(c, x, &in, 0, -1, -1 - which, 0, 0);
        }
      } else if (eq == 0) {
        res->verdict = TF_NOT_EQUIVALENT;
        input in;
        memset(&in, 0, sizeof in);
        in.k = 1;
        in.pb[0] = qb;
        in.pa[0] = qa;
        cc_buf_puts(&res->report, "  a single thread tells the programs apart:\n");
        print_input(c, &in, &res->report);
        cex_input(c, &res->cex, &in, NULL, NULL);
        res->cex.why = "a single thread tells the programs apart";
        if (which >= 0) cex_event(c, &res->cex, &in, 0, which, -1, 0, 0);
        else cex_event(c, &res->cex, &in, 0, -1, -1 - which, 0, 0);
        if (pr.feas == 1) cex_values(&res->cex, cc_buf_str(&wit));
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
  }
  res->pairs = CC_SIZE(c->pairs);
  return true;
}

static uint64_t sig_hash(const int *sig, size_t n) {
  return cc_hash_bytes(sig, n * sizeof(int), 0x9e3779b97f4a7c15ull);
}

/* The views of one side's behaviours: rows, signature (over the compared
 * instances), and, when a decision depends on convergence, the canonical
 * decisions. */
static bview *views_of(const ctx *c, const side *s, const behs *bs, const input *in, bool before,
                       bool cdep, names *cn, size_t nsig) {
  int k = in->k;
  const path *const *q = before ? in->pb : in->pa;
  int off[5] = {0};
  for (int u = 0; u < k; u++) off[u + 1] = off[u] + q[u]->nev;
  size_t nrows = (size_t)(off[k] ? off[k] : 1) * (size_t)k;
  bview *v = cc_calloc(CC_SIZE(*bs) + 1, sizeof *v);
  for (size_t i = 0; i < CC_SIZE(*bs); i++) {
    bview *x = &v[i];
    x->rows = cc_malloc(nrows * sizeof(int));
    rows_of(s, &CC_AT(*bs, i), q, k, x->rows);
    x->sig = cc_malloc((nsig + 1) * sizeof(int));
    for (int e = 0; e < in->nev; e++) {
      int u = in->ev_thread[e], ia = in->ev_index[e];
      int ie = before ? in->pr[u]->match[ia] : ia;
      memcpy(x->sig + (size_t)e * (size_t)k, x->rows + (size_t)(off[u] + ie) * (size_t)k,
             (size_t)k * sizeof(int));
    }
    x->hash = sig_hash(x->sig, (size_t)in->nev * (size_t)k);
    x->admissible = true;
    if (cdep) decisions_of(c, cn, q, k, x);
  }
  return v;
}

static void views_free(bview *v, size_t n) {
  for (size_t i = 0; i < n; i++) {
    free(v[i].rows);
    free(v[i].sig);
    free(v[i].dec);
  }
  free(v);
}

/* One input: false when it settles the verdict (counterexample). */
static bool check_input(ctx *c, input *in) {
  tf_result *res = c->res;
  int k = in->k;
  bool cut = false, cdep = false, matched = false;
  for (int u = 0; u < k; u++) {
    cut |= !in->pb[u]->complete || !in->pa[u]->complete;
    cdep |= in->pb[u]->conv_dep || in->pa[u]->conv_dep;
    matched |= in->pb[u]->matched || in->pa[u]->matched;
  }
  for (int u = 0; u < k; u++)
    if (in->pr[u]->unrelated) { res->unrelated++; return true; }
  if (cut) { res->cut++; return true; }
  /* the compared instances: AFTER's events, and its other class-valued
   * instances that BEFORE executes too */
  in->nev = 0;
  int total = 0;
  for (int u = 0; u < k; u++) total += in->pa[u]->nev;
  in->ev_thread = cc_malloc(((size_t)total + 1) * sizeof(int));
  in->ev_index = cc_malloc(((size_t)total + 1) * sizeof(int));
  for (int u = 0; u < k; u++)
    for (int e = 0; e < in->pa[u]->nev; e++) {
      if (in->pr[u]->match[e] < 0) continue; /* an AFTER-only class-valued call */
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
  bool trunc = false, trunc_b = false;
  const char *why_after = NULL;
  behaviours(c, &c->after, &in->t_after, &ba, &objs, &trunc, &why_after);
  if (!c->timed_out) behaviours(c, &c->before, &in->t_before, &bb, &objs, &trunc_b, NULL);
  bool go_on = true;
  size_t nsig = (size_t)in->nev * (size_t)k;
  names cn = {0};
  bview *va = NULL, *vb = NULL;
  size_t *bucket = NULL, *abucket = NULL; /* hash tables of signatures: index + 1 */
  size_t nb_slots = 0, na_slots = 0;
  if (c->timed_out) { /* the sets are incomplete: no verdict on this input */
    go_on = false;
    goto done;
  }
  if (trunc || trunc_b) res->truncated++;
  /* BEFORE's behaviours cut by the limit: a missing match proves nothing */
  if (trunc_b) goto done;
  if (CC_SIZE(ba) == 0) {
    res->verdict = TF_INVALID_AFTER;
    cc_buf_puts(&res->report, "  AFTER's dynamic rules allow no consistent relation for this input");
    if (why_after && *why_after) cc_buf_printf(&res->report, ": %s", why_after);
    cc_buf_puts(&res->report, "\n");
    print_input(c, in, &res->report);
    cex_input(c, &res->cex, in, NULL, NULL);
    res->cex.why = "AFTER's dynamic rules allow no consistent relation for this input";
    if (why_after && *why_after) res->cex.why_detail = cc_strdup(why_after);
    go_on = false;
    goto done;
  }
  if (CC_SIZE(bb) == 0) { res->before_invalid++; goto done; }
  va = views_of(c, &c->after, &ba, in, false, cdep, &cn, nsig);
  vb = views_of(c, &c->before, &bb, in, true, cdep, &cn, nsig);
  bool any_a = false, opaque = false;
  for (size_t i = 0; i < CC_SIZE(ba); i++) any_a |= va[i].admissible, opaque |= va[i].opaque;
  for (size_t j = 0; j < CC_SIZE(bb); j++) opaque |= vb[j].opaque;
  if (opaque) { res->conv_dependent++; goto done; }
  if (!any_a) { res->unrealized++; goto done; }
  res->checked++;
  nb_slots = 1;
  while (nb_slots < 2 * CC_SIZE(bb) + 2) nb_slots *= 2;
  bucket = cc_calloc(nb_slots, sizeof *bucket);
  for (size_t j = 0; j < CC_SIZE(bb); j++) {
    if (!vb[j].admissible) continue;
    size_t h = vb[j].hash & (nb_slots - 1);
    while (bucket[h]) h = (h + 1) & (nb_slots - 1);
    bucket[h] = j + 1;
  }
  na_slots = 1;
  while (na_slots < 2 * CC_SIZE(ba) + 2) na_slots *= 2;
  abucket = cc_calloc(na_slots, sizeof *abucket);
  for (size_t i = 0; i < CC_SIZE(ba) && go_on; i++) {
    if (!va[i].admissible) continue;
    /* an AFTER behaviour with the signature of an earlier one was settled
     * with it (not when decisions depend on convergence: they differ) */
    if (!cdep) {
      bool seen = false;
      size_t h = va[i].hash & (na_slots - 1);
      for (; abucket[h] && !seen; h = (h + 1) & (na_slots - 1)) {
        const bview *y = &va[abucket[h] - 1];
        seen = y->hash == va[i].hash && !memcmp(y->sig, va[i].sig, nsig * sizeof(int));
      }
      if (seen) continue;
      abucket[h] = i + 1;
    }
    bool found = false;
    for (size_t h = va[i].hash & (nb_slots - 1); bucket[h] && !found; h = (h + 1) & (nb_slots - 1)) {
      const bview *y = &vb[bucket[h] - 1];
      found = y->hash == va[i].hash && !memcmp(y->sig, va[i].sig, nsig * sizeof(int)) &&
              (!cdep || decisions_agree(&va[i], y));
    }
    if (found) continue;
    size_t best = 0;
    int best_diff = -1;
    for (size_t j = 0; j < CC_SIZE(bb); j++) {
      if (!vb[j].admissible) continue;
      int diff = 0;
      for (size_t x = 0; x < nsig; x++) diff += va[i].sig[x] != vb[j].sig[x];
      if (best_diff < 0 || diff < best_diff) best_diff = diff, best = j;
    }
    /* counterexample; confirmed unless some thread's two paths test
     * different conditions (which the term abstraction cannot relate) or
     * read fresh values matched by their order */
    bool confirmed = !matched;
    for (int u = 0; u < k; u++) confirmed &= same_questions(in->pb[u], in->pa[u]);
    /* then: do real values take these paths?  (each thread's pair alone
     * first, cached; then the k threads together) */
    cc_buf wit;
    cc_buf_init(&wit);
    bool realized = false;
    if (!confirmed && !matched) {
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
    else c->unconfirmed = true, c->unconf_matched = matched;
    if (!confirmed && matched)
      cc_buf_puts(out, "  these paths read fresh values (allocas, atomics) matched between the programs by their order; over that matching:\n");
    else if (!confirmed)
      cc_buf_puts(out, "  BEFORE and AFTER test different conditions on these paths; over the terms:\n");
    cc_buf_printf(out, "  AFTER has a behaviour that none of BEFORE's %zu behaviours has for this input\n",
                  CC_SIZE(bb));
    print_input(c, in, out);
    print_beh(&c->after, &CC_AT(ba, i), "AFTER grouping", out);
    if (best_diff >= 0) print_beh(&c->before, &CC_AT(bb, best), "BEFORE grouping (the closest)", out);
    cc_buf_puts(out, "  communicating sets that differ:\n");
    const int *sa = va[i].sig, *sb = best_diff >= 0 ? vb[best].sig : NULL;
    /* as data: the counterexample, or unknown's first candidate */
    tf_cex *x = confirmed ? &res->cex : &res->candidate;
    cex_input(c, x, in, &CC_AT(ba, i), best_diff >= 0 ? &CC_AT(bb, best) : NULL);
    x->why = "AFTER has a behaviour that none of BEFORE's behaviours has for this input";
    x->nbehaviours_before = (int)CC_SIZE(bb);
    if (realized) cex_values(x, cc_buf_str(&wit));
    for (int e = 0; e < in->nev; e++) {
      bool same = sb != NULL;
      for (int v = 0; v < k && sb; v++) same &= sa[e * k + v] == sb[e * k + v];
      if (same) continue;
      int u = in->ev_thread[e];
      {
        unsigned as = 0, bs = 0;
        for (int v = 0; v < k; v++) {
          if (sa[e * k + v] >= 0) as |= 1u << v;
          if (sb && sb[e * k + v] >= 0) bs |= 1u << v;
        }
        int ia = in->ev_index[e];
        cex_event(c, x, in, u, ia, in->pr[u]->match[ia], as, bs);
      }
      cc_buf_printf(out, "    thread %d, ", u + 1);
      print_event_name(c->after.p, c->terms, &c->rc, &in->pa[u]->ev[in->ev_index[e]], &c->nm, out);
      cc_buf_puts(out, ": AFTER ");
      print_set(sa, e, k, out);
      if (sb) {
        cc_buf_puts(out, ", BEFORE ");
        print_set(sb, e, k, out);
      }
      cc_buf_putc(out, '\n');
    }
    if (best_diff == 0 && cdep)
      cc_buf_puts(out, "  (the same communicating sets, but BEFORE's behaviour decides the branches "
                       "on convergent results differently)\n");
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
  free(bucket);
  free(abucket);
  if (va) views_free(va, CC_SIZE(ba));
  if (vb) views_free(vb, CC_SIZE(bb));
  names_free(&cn);
  for (size_t i = 0; i < CC_SIZE(ba); i++) cv_relation_free(CC_AT(ba, i).own);
  for (size_t i = 0; i < CC_SIZE(bb); i++) cv_relation_free(CC_AT(bb, i).own);
  for (size_t i = 0; i < CC_SIZE(objs); i++) cv_behaviours_free(CC_AT(objs, i));
  CC_RELEASE(ba);
  CC_RELEASE(bb);
  CC_RELEASE(objs);
  return go_on;
}

static void cex_free(tf_cex *x);

static bool prepare(side *s, const cv_program *p, const tf_opts *o, cc_error *err) {
  memset(s, 0, sizeof *s);
  s->p = p;
  s->tokens = cv_program_has_tokens(p);
  int ni = cv_program_ninsts(p);
  s->observed = cc_calloc((size_t)ni + 1, sizeof(bool));
  for (int i = 0; i < ni; i++) {
    const cv_inst *I = cv_program_inst(p, i);
    s->observed[i] = cv_inst_class_valued(I) && I->token_def == CV_TOKEN_NONE;
  }
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
  if (!cv_bounds_check(after, o->k, o->L, &o->rd, tf_support, "the transform check", err))
    return false;
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
      res->static_why = cc_strdup(cc_buf_str(&why));
      cc_buf_free(&why);
      goto out;
    }
    cc_buf_free(&why);
  }
  res->hier_before = (int)CC_SIZE(c.before.hs);
  res->hier_after = (int)CC_SIZE(c.after.hs);
  c.terms = cv_terms_new();
  bool paths_done = enumerate_paths(&c.before, c.terms, &c.nm, &c.rc, o->L, c.deadline) &&
                    enumerate_paths(&c.after, c.terms, &c.nm, &c.rc, o->L, c.deadline);
  res->paths_before = CC_SIZE(c.before.ps);
  res->paths_after = CC_SIZE(c.after.ps);
  res->verdict = TF_PRESERVED;
  if (!paths_done) res->timed_out = true;
  if (paths_done && build_pairs(&c) && !c.timed_out) {
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
        if (!check_input(&c, &in)) {
          if (c.timed_out) res->timed_out = true;
          break;
        }
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
      res->unknown_why = c.unconf_matched
                             ? "the only counterexamples found read fresh values (allocas, atomics) "
                               "that the check matched between the programs by their order of "
                               "execution, and another matching might remove them; see below"
                             : "the only counterexamples found read conditions that only one of the "
                               "programs tests, and Z3 did not settle whether real values take them; "
                               "see below";
      cc_buf_puts(&res->report, cc_buf_str(&c.unconf));
      if (c.z3_why[0]) cc_buf_printf(&res->report, "  Z3 (bit-vectors): %s\n", c.z3_why);
    }
    else if (res->conv_dependent)
      res->verdict = TF_UNKNOWN,
      res->unknown_why = "a branch depends on a convergent call's result through a term the "
                         "transform check does not decompose (an indirect call, a phi of an "
                         "unknown edge), so which behaviours realize the input is not known";
    else if (res->truncated)
      res->verdict = TF_UNKNOWN, res->unknown_why = "the anchors' choices were cut by the behaviour "
                                                    "limit (--max-behaviours raises it)";
    else if (res->checked == 0 && res->unrealized)
      res->verdict = TF_UNKNOWN, res->unknown_why = "no checked input: every input that the bound L "
                                                    "did not cut makes decisions on convergent "
                                                    "results that no behaviour of AFTER realizes";
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
  /* unknown's candidate is reported only when it is why the verdict is
   * unknown */
  if (res->candidate.set && !(res->verdict == TF_UNKNOWN && c.unconfirmed && !res->timed_out &&
                              !res->cex.set))
    cex_free(&res->candidate);
  tf_cex *hx = res->cex.set ? &res->cex : res->candidate.set ? &res->candidate : NULL;
  if (hx) { /* the hierarchies the counterexample's groupings index */
    hx->before.hs = c.before.hs;
    hx->after.hs = c.after.hs;
    memset(&c.before.hs, 0, sizeof c.before.hs);
    memset(&c.after.hs, 0, sizeof c.after.hs);
  }
  side_free(&c.before);
  side_free(&c.after);
  names_free(&c.nm);
  for (size_t i = 0; i < CC_SIZE(c.rc.r); i++) free(CC_AT(c.rc.r, i).args);
  CC_RELEASE(c.rc.r);
  CC_RELEASE(c.rc.of_term);
  cc_buf_free(&c.unconf);
  res->seconds = cc_now() - t0;
  return ok;
}

static void cex_side_free(tf_cex_side *s) {
  cv_tuple_free(&s->t);
  free(s->col);
  cv_hierarchies_free(&s->hs);
}

static void cex_free(tf_cex *x) {
  cex_side_free(&x->before);
  cex_side_free(&x->after);
  for (int i = 0; i < x->nevents; i++) free(x->events[i].name);
  free(x->events);
  for (int i = 0; i < x->ndecisions; i++) free(x->decisions[i].term);
  free(x->decisions);
  for (int i = 0; i < x->nvalues; i++) {
    free(x->values[i].term);
    free(x->values[i].value);
  }
  free(x->values);
  free(x->why_detail);
  memset(x, 0, sizeof *x);
}

void tf_result_free(tf_result *res) {
  if (!res) return;
  cc_buf_free(&res->report);
  cex_free(&res->cex);
  cex_free(&res->candidate);
  free(res->static_why);
  res->static_why = NULL;
}

/* ---- opt's side ------------------------------------------------------------- */

static bool same_str(const char *a, const char *b) {
  return a == b || (a && b && !strcmp(a, b));
}

/* Two instructions' texts alike but for metadata attachments (", !llvm.loop
 * !4") and attribute groups (" #2"), which opt renumbers and annotates
 * without changing what the instruction does (its flags are compared). */
static bool same_text(const char *a, const char *b) {
  if (same_str(a, b)) return true;
  if (!a || !b) return false;
  const char *ea = strstr(a, ", !"), *eb = strstr(b, ", !");
  size_t la = ea ? (size_t)(ea - a) : strlen(a), lb = eb ? (size_t)(eb - b) : strlen(b);
  size_t i = 0, j = 0;
  for (;;) {
    while (i + 2 < la + 1 && a[i] == ' ' && a[i + 1] == '#' && isdigit((unsigned char)a[i + 2]))
      for (i += 2; i < la && isdigit((unsigned char)a[i]); i++) {}
    while (j + 2 < lb + 1 && b[j] == ' ' && b[j + 1] == '#' && isdigit((unsigned char)b[j + 2]))
      for (j += 2; j < lb && isdigit((unsigned char)b[j]); j++) {}
    if (i >= la || j >= lb) return i >= la && j >= lb;
    if (a[i] != b[j]) return false;
    i++, j++;
  }
}

bool tf_same_program(const cv_program *a, const cv_program *b) {
  if (cv_program_nargs(a) != cv_program_nargs(b) || cv_program_nblocks(a) != cv_program_nblocks(b) ||
      cv_program_ninsts(a) != cv_program_ninsts(b) || cv_program_entry(a) != cv_program_entry(b) ||
      cv_program_convergent(a) != cv_program_convergent(b))
    return false;
  for (int i = 0; i < cv_program_nargs(a); i++)
    if (!same_str(cv_program_arg_text(a, i), cv_program_arg_text(b, i))) return false;
  for (int bl = 0; bl < cv_program_nblocks(a); bl++) {
    int na, nb;
    const int *sa = cv_block_succs(a, bl, &na), *sb = cv_block_succs(b, bl, &nb);
    if (na != nb || !same_str(cv_block_name(a, bl), cv_block_name(b, bl)) ||
        cv_block_branch(a, bl) != cv_block_branch(b, bl))
      return false;
    for (int i = 0; i < na; i++)
      if (sa[i] != sb[i]) return false;
    const int *ia = cv_block_insts(a, bl, &na), *ib = cv_block_insts(b, bl, &nb);
    if (na != nb) return false;
    for (int i = 0; i < na; i++)
      if (ia[i] != ib[i]) return false;
  }
  for (int i = 0; i < cv_program_ninsts(a); i++) {
    const cv_inst *x = cv_program_inst(a, i), *y = cv_program_inst(b, i);
    if (x->block != y->block || x->op != y->op || x->flags != y->flags ||
        x->token_def != y->token_def || x->token_use != y->token_use || x->nops != y->nops ||
        !same_text(x->text, y->text) || !same_str(x->opcode, y->opcode) ||
        !same_str(x->opkey, y->opkey) || x->called.kind != y->called.kind ||
        x->has_range != y->has_range || x->range_lo != y->range_lo || x->range_hi != y->range_hi)
      return false;
    for (int o = 0; o < x->nops; o++)
      if (x->ops[o].kind != y->ops[o].kind || x->ops[o].index != y->ops[o].index ||
          !same_str(x->ops[o].text, y->ops[o].text))
        return false;
  }
  return true;
}

bool tf_run_line_triple(const char *text, char *out, size_t size) {
  for (const char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
    const char *e = strchr(l, '\n');
    size_t len = e ? (size_t)(e - l) : strlen(l);
    const char *run = NULL;
    for (size_t i = 0; i + 4 <= len && !run; i++)
      if (!strncmp(l + i, "RUN:", 4)) run = l + i + 4;
    if (!run || l[0] != ';') continue;
    bool opt = false; /* a RUN line that runs opt */
    for (const char *q = run; q + 3 <= l + len && !opt; q++)
      opt = !strncmp(q, "opt", 3) && (q == run || isspace((unsigned char)q[-1])) &&
            (q + 3 == l + len || isspace((unsigned char)q[3]));
    if (!opt) continue;
    for (const char *q = run; q < l + len; q++) {
      if (strncmp(q, "-mtriple", 8) && strncmp(q, "--mtriple", 9)) continue;
      if (q > run && !isspace((unsigned char)q[-1])) continue;
      q += q[1] == '-' ? 9 : 8;
      if (*q != '=' && *q != ' ') continue;
      q++;
      while (q < l + len && *q == ' ') q++;
      size_t n = 0;
      while (q + n < l + len && !isspace((unsigned char)q[n]) && q[n] != '|') n++;
      if (n && (q[0] == '\'' || q[0] == '"') && n >= 2 && q[n - 1] == q[0]) q++, n -= 2;
      if (!n || n >= size) continue;
      memcpy(out, q, n);
      out[n] = 0;
      return true;
    }
  }
  return false;
}
