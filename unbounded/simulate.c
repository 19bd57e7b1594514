/* unbounded/simulate.c — the simulation rule: preservation of convergence
 * for every trip count and every number of threads where AFTER's CFG is
 * BEFORE's changed in shape (LoopRotate, LoopSimplify's preheaders and
 * dedicated exits, blocks split or with an extra branch whose successors
 * run the same BEFORE steps).  docs/unbounded.md "Transforms: the
 * simulation rule" writes the argument out; in short:
 *
 *   map     one thread's AFTER path, walked in AFTER's CFG from the entry,
 *           drives BEFORE: every AFTER block a starts at one BEFORE
 *           position h(a) (a block and the next instruction in it), the
 *           same on every AFTER edge into a; an AFTER event consumes the
 *           next BEFORE event (of one kind, equal operands); BEFORE moves
 *           on through a `br label` and through a conditional branch that
 *           the AFTER branch just taken decides (its condition's value on
 *           that AFTER edge, by hash-consed terms or by Z3 with the facts
 *           of the AFTER edges taken); an AFTER `ret` meets a BEFORE `ret`;
 *   values  symbolic execution of both programs along AFTER's CFG, in
 *           reverse postorder, the BEFORE values as terms over symbols
 *           shared with AFTER; at an AFTER block with several
 *           predecessors (a cut) a value keeps its term where it is the
 *           same on every incoming edge, a BEFORE value that differs is
 *           matched to an AFTER phi of the block with the same incoming
 *           values (the invariant "BEFORE's value equals AFTER's phi"),
 *           every other value is dropped (unknown); the guesses come from
 *           the forward edges and are checked on the back edges, and a
 *           guess that fails is withdrawn and the walk done again (the
 *           greatest inductive set, as the lockstep rule's phi pairs);
 *   counters for every BEFORE cycle C, its header counter (the signature
 *           theorem's, docs/unbounded.md) as m * (the counter of one AFTER
 *           cycle D) + d at every AFTER point, m >= 0 a constant guessed
 *           per AFTER header and checked around its back edges; then at
 *           every pair of convergent events the BEFORE counter vector is a
 *           function of AFTER's, injective (every AFTER level drives some
 *           BEFORE level with m >= 1), and two AFTER events that consume
 *           one BEFORE event have disjoint BEFORE counter values at some
 *           level (never converged in BEFORE, as in AFTER);
 *   slots   private stack slots (the lockstep rule's) are values: each
 *           program's contents in the state, loads and stores no events;
 *           BEFORE's branches whose paths to their join run no event are
 *           merged into selects (SimplifyCFG's speculation on -O0 code);
 *           at a cut BEFORE's run since its checkpoint is made again from
 *           the merged contents (docs/unbounded.md "Private stack slots in
 *           the simulation rule; branches without events between");
 *   facts   AFTER's conditions on the edges taken, and congruences of
 *           AFTER's induction variables (J - J0 = 0 mod a power of two,
 *           guessed from its steps, checked on the back edges); where AFTER
 *           needs BEFORE's next event and BEFORE stands at a branch no AFTER
 *           branch decided, Z3 decides it from the facts (an unrolled
 *           body's dropped exit tests: docs/unbounded.md "Unrolling without
 *           tests between the copies"); likewise on each edge into an AFTER
 *           block where the edges leave BEFORE at different places and
 *           moving them to their first common place (ubs_align) fails, or
 *           a back edge arrived past a branch the forward edges wait at (a
 *           rotated loop's first header test, decided by its guard).
 *
 * Both programs must have one cycle hierarchy with one entry per cycle
 * (reducible), no convergence tokens, and AFTER must not loop without
 * moving BEFORE.  Any check failing: the rule does not apply (never
 * "broken" from it). */
#include "unbounded/lockstep.h"
#include "unbounded/unbounded.h"

#include "encode/smt.h"

#include <stdio.h>
#include <stdlib.h>

/* (A BEFORE pure instruction's entry in a state: -1 computed where used,
 * a node: fixed at a cut.) */
enum { UBS_MAX_ROUNDS = 48, UBS_TOP = -2, UBS_CONST = -1 };

/* A BEFORE header counter as m * (AFTER cycle var's counter) + d; var
 * UBS_CONST: the constant d; UBS_TOP: not known. */
typedef struct ubs_form {
  int var, m, d;
} ubs_form;

/* One thread at one point of AFTER (the start of a block, the end of an
 * edge). */
typedef struct ubs_state {
  bool set;
  int yb, yi;           /* BEFORE: block, next instruction                   */
  int *t[2];            /* node per instruction of BEFORE, AFTER; -1 unknown */
  int *m[2];            /* node per private slot of BEFORE, AFTER: its content,
                         * -1 undefined or unknown (a load reads a fresh symbol) */
  int ci;               /* BEFORE's checkpoint in block yb: where it entered
                         * it or consumed its last event                      */
  int *cm;              /* BEFORE's slots' contents at the checkpoint         */
  CC_STACK(smt_fact) facts; /* AFTER conditions on the edges taken: node == lo */
  ubs_form *cnt;        /* per BEFORE cycle                                  */
} ubs_state;

/* A pair of convergent events, for the counter checks. */
typedef struct ubs_event {
  int a, j;             /* AFTER block, instruction                          */
  int i;                /* BEFORE instruction                                */
  int nlev;             /* BEFORE levels of its block                        */
  int foff, nf;         /* its uniform facts: S->efacts[foff .. foff + nf)   */
  ubs_form lev[16];
} ubs_event;

/* A question Z3 decided (ubs_decide): its key and the answer. */
typedef struct ubs_answer {
  char *key;
  size_t len;
  uint64_t hash;
  bool equal;           /* SMT_ID_EQUAL, else SMT_ID_DIFFER                  */
} ubs_answer;

typedef struct ubs {
  const cv_program *p[2];
  int nb[2], ni[2];
  cv_hierarchy *h[2];
  int *cyc_of[2];       /* block -> cycle it heads, -1                       */
  cv_domtree *pdt;      /* BEFORE's post-dominator tree                      */
  /* private stack slots (docs/unbounded.md "Private stack slots in the
   * simulation rule"): their accesses are values, not events */
  int *slot[2];         /* instruction -> its private slot's number, -1      */
  int nslots[2];
  int *slot_alloca[2];  /* slot number -> its alloca                         */
  ubl_table terms;      /* the hash-consed nodes (the lockstep rule's)       */
  int ntrue, nfalse;
  /* AFTER's reachable blocks in reverse postorder */
  int *rpo, nrpo, *rpo_of;
  ubs_state *in;        /* per AFTER block                                   */
  ubs_state **out;      /* per AFTER block, per successor                    */
  ubs_state work;       /* the block being run                               */
  ubs_state tmp;        /* an edge as a cut's start sees it                  */
  ubs_state spec;       /* a BEFORE lookahead past branches without events   */
  int *memo[2];         /* pure instructions' nodes in one evaluation         */
  unsigned *memo_gen[2], gen;
  int depth;
  bool *moved;          /* per AFTER block: BEFORE moved while it ran        */
  bool *rewound;        /* per AFTER cut: BEFORE merged at its checkpoint    */
  bool *merged;         /* per BEFORE block: its branch merged into selects
                         * (ubs_before_region) in this round                 */
  /* what the rounds learn (kept from round to round) */
  bool *fresh;          /* AFTER phi: a symbol of its own at its cut         */
  char *nosame;         /* [AFTER block][value]: not the same term on every
                         * edge (values: BEFORE's instructions, then AFTER's) */
  unsigned char *nomatch; /* [AFTER block][BEFORE inst]: candidate phis refuted */
  bool *nofacts;        /* AFTER cut: keeps no facts                          */
  bool *settle_in;      /* AFTER block: BEFORE's waiting branches the facts
                         * decide are taken where it starts (a back edge
                         * arrived past them: a rotated loop's dropped guard) */
  int *mspec;           /* [AFTER block][BEFORE cycle]: m, or -1 unknown      */
  /* congruences of AFTER's induction variables (docs/unbounded.md
   * "Unrolling without tests between the copies"): header phi J steps by a
   * multiple of cstep[J] (a power of two) on every back edge, so
   * (J - its entry value) mod cstep[J] is 0 at the header */
  int64_t *cstep;       /* per AFTER instruction: the guessed modulus, 0 none */
  bool *nocong;         /* per AFTER instruction: the guess failed a check    */
  int *cbase, *cfact;   /* per round: the entry value's node, the fact's node */
  int *matched;         /* per round: [AFTER block][BEFORE inst] -> AFTER phi */
  char *cnosame;        /* [AFTER block][slot: BEFORE's, then AFTER's]: its
                         * content not one term on every edge                */
  unsigned char *cnomatch; /* [AFTER block][BEFORE slot]: candidates refuted  */
  int *cmatched;        /* per round: [AFTER block][BEFORE slot] -> AFTER value
                         * (an instruction; -2 - k: AFTER's slot k), -1      */
  bool changed;
  /* obligations of the round: node pairs equal, with their facts */
  CC_STACK(int) pairs;
  CC_STACK(int) what;   /* AFTER instruction, for the reason               */
  CC_STACK(int) foff;
  CC_STACK(smt_fact) fpool;
  CC_STACK(smt_fact) ranges; /* range facts of event results, everywhere  */
  CC_STACK(ubs_event) events;
  CC_STACK(smt_fact) efacts; /* the events' facts on uniform terms          */
  unsigned timeout_ms;
  double deadline; /* cc_now() seconds: the whole rule's (0: none)        */
  double cpu_deadline; /* cc_cpu_now() seconds (0: none)                   */
  int queries, repeated; /* Z3's checks; questions answered from answers */
  /* Z3's decided answers, kept for the whole rule (ubs_decide): a
   * question is its terms written out (ubs_question_key), so that the
   * same question in a later round, whose nodes have other numbers, is
   * answered without Z3 */
  CC_STACK(ubs_answer) answers;
  cc_buf key;           /* the question being keyed                          */
  int *key_of;          /* node -> its number in the key, with key_gen        */
  CC_STACK(int) kstack; /* ubs_key_node's walk                               */
  unsigned *key_gen, kgen;
  int kcount;
  size_t key_cap;
  ub_simulation *res;
} ubs;

/* ---- terms (hash-consed, as the lockstep rule's) ----------------------------------- */

static int ubs_node(ubs *S, smt_ex_kind k, const char *text, int width, int nargs,
                    const int *args) {
  return ubl_table_node(&S->terms, k, text, width, nargs, args);
}

static void ubs_nodes_reset(ubs *S) {
  ubl_table_reset(&S->terms);
  S->ntrue = ubs_node(S, SMT_EX_CONST, "i1 true", 1, 0, NULL);
  S->nfalse = ubs_node(S, SMT_EX_CONST, "i1 false", 1, 0, NULL);
}

static int ubs_pure(ubs *S, int s, const ubs_state *st, const cv_inst *I);

/* An event of side s: matched one to one, unless it accesses a private
 * slot (its loads and stores are values). */
static bool ubs_is_event(const ubs *S, int s, const cv_inst *I) {
  return S->slot[s][I->index] < 0 && ubl_is_event(I);
}

/* Is I (of side s) computed from its operands (not kept in a state: its
 * value where it is used is the function of its operands' most recent
 * instances there, since a block redefining an operand between I and a use
 * that I dominates would make a path to the use avoiding I)?  A private
 * slot's instructions are not: a load is kept, the rest are no values. */
static bool ubs_is_pure(const ubs *S, int s, const cv_inst *I) {
  return I->op != CV_OP_PHI && S->slot[s][I->index] < 0 && !ubl_is_event(I) && !ubl_ignored(I) &&
         I->op != CV_OP_BR && I->op != CV_OP_SWITCH && I->op != CV_OP_RET &&
         I->op != CV_OP_UNREACHABLE && I->op != CV_OP_TERMINATOR;
}

/* The width of side s's private slot k. */
static int ubs_slot_width(const ubs *S, int s, int k) {
  return cv_type_width(cv_program_inst(S->p[s], S->slot_alloca[s][k])->mem_type);
}

/* The node of operand v on side s in state st (-1: unknown): phis and
 * events from the state, pure instructions computed from theirs (memoized
 * for one top-level call). */
static int ubs_operand(ubs *S, int s, const ubs_state *st, const cv_value *v) {
  switch (v->kind) {
  case CV_VALUE_INST: {
    const cv_inst *I = cv_program_inst(S->p[s], v->index);
    if (!ubs_is_pure(S, s, I)) return st->t[s][v->index];
    /* BEFORE: a value fixed at a cut, until its block runs again */
    if (s == 0 && st->t[0][v->index] >= 0) return st->t[0][v->index];
    if (S->depth == 0) S->gen++;
    if (S->memo_gen[s][v->index] == S->gen) return S->memo[s][v->index];
    if (S->depth > 2000) return -1;
    S->depth++;
    int r = ubs_pure(S, s, st, I);
    S->depth--;
    S->memo_gen[s][v->index] = S->gen, S->memo[s][v->index] = r;
    return r;
  }
  case CV_VALUE_ARG:
  case CV_VALUE_CONST:
  case CV_VALUE_GLOBAL:
    return ubl_table_leaf(&S->terms, S->p[s], v);
  default:
    return -1;
  }
}

/* The term of a pure instruction on side s (-1: an operand unknown). */
static int ubs_pure(ubs *S, int s, const ubs_state *st, const cv_inst *I) {
  int args[64];
  if (I->nops > 64) return -1;
  for (int k = 0; k < I->nops; k++)
    if ((args[k] = ubs_operand(S, s, st, &I->ops[k])) < 0) return -1;
  return ubl_table_op(&S->terms, I, args);
}

static bool ubs_fact_eq(const smt_fact *x, const smt_fact *y) {
  return x->node == y->node && x->range == y->range && x->lo == y->lo && x->hi == y->hi;
}

/* ---- states ------------------------------------------------------------------------ */

static void ubs_state_init(ubs *S, ubs_state *st) {
  memset(st, 0, sizeof *st);
  for (int s = 0; s < 2; s++) {
    st->t[s] = cc_malloc(sizeof(int) * (size_t)(S->ni[s] ? S->ni[s] : 1));
    for (int i = 0; i < S->ni[s]; i++) st->t[s][i] = -1;
    st->m[s] = cc_malloc(sizeof(int) * (size_t)(S->nslots[s] ? S->nslots[s] : 1));
    for (int k = 0; k < S->nslots[s]; k++) st->m[s][k] = -1;
  }
  st->cm = cc_malloc(sizeof(int) * (size_t)(S->nslots[0] ? S->nslots[0] : 1));
  for (int k = 0; k < S->nslots[0]; k++) st->cm[k] = -1;
  int nc = cv_hierarchy_ncycles(S->h[0]);
  st->cnt = cc_calloc((size_t)(nc ? nc : 1), sizeof *st->cnt);
  for (int c = 0; c < nc; c++) st->cnt[c] = (ubs_form){UBS_CONST, 0, 0};
}

static void ubs_state_free(ubs_state *st) {
  free(st->t[0]), free(st->t[1]), free(st->m[0]), free(st->m[1]), free(st->cm), free(st->cnt);
  CC_RELEASE(st->facts);
  memset(st, 0, sizeof *st);
}

static void ubs_state_copy(ubs *S, ubs_state *dst, const ubs_state *src) {
  if (!dst->t[0]) ubs_state_init(S, dst);
  dst->set = src->set, dst->yb = src->yb, dst->yi = src->yi;
  for (int s = 0; s < 2; s++) {
    memcpy(dst->t[s], src->t[s], sizeof(int) * (size_t)S->ni[s]);
    memcpy(dst->m[s], src->m[s], sizeof(int) * (size_t)S->nslots[s]);
  }
  dst->ci = src->ci;
  memcpy(dst->cm, src->cm, sizeof(int) * (size_t)S->nslots[0]);
  memcpy(dst->cnt, src->cnt, sizeof *dst->cnt * (size_t)cv_hierarchy_ncycles(S->h[0]));
  CC_CLEAR(dst->facts);
  for (size_t i = 0; i < CC_SIZE(src->facts); i++) CC_PUSH(dst->facts, CC_AT(src->facts, i));
}

/* Is cycle c of side s a strict descendant of cycle anc? */
static bool ubs_below(const ubs *S, int s, int c, int anc) {
  for (int x = cv_hierarchy_cycle(S->h[s], c)->parent; x >= 0; x = cv_hierarchy_cycle(S->h[s], x)->parent)
    if (x == anc) return true;
  return false;
}

/* BEFORE leaves its block Y: a header's counter counts it, the counters of
 * the cycles inside restart ([CU]: "since they last executed any of
 * H_0..H_{i-1}", the signature theorem). */
static void ubs_before_leave(ubs *S, ubs_state *st) {
  int C = S->cyc_of[0][st->yb];
  if (C < 0) return;
  if (st->cnt[C].var != UBS_TOP) st->cnt[C].d++;
  for (int c = 0, nc = cv_hierarchy_ncycles(S->h[0]); c < nc; c++)
    if (ubs_below(S, 0, c, C)) st->cnt[c] = (ubs_form){UBS_CONST, 0, 0};
}

/* AFTER leaves block a: a header's counter D counts it (a form over D
 * shifts by m), the AFTER counters inside D restart (forms over them are
 * lost). */
static void ubs_after_leave(ubs *S, ubs_state *st, int a) {
  int D = S->cyc_of[1][a];
  if (D < 0) return;
  for (int c = 0, nc = cv_hierarchy_ncycles(S->h[0]); c < nc; c++) {
    ubs_form *f = &st->cnt[c];
    if (f->var == D) f->d -= f->m;
    else if (f->var >= 0 && ubs_below(S, 1, f->var, D)) *f = (ubs_form){UBS_TOP, 0, 0};
  }
}

/* BEFORE's checkpoint here: a cut whose edges leave BEFORE past it in one
 * block runs BEFORE on from it once, from the merged contents (ubs_merge). */
static void ubs_checkpoint(ubs *S, ubs_state *st) {
  st->ci = st->yi;
  memcpy(st->cm, st->m[0], sizeof(int) * (size_t)S->nslots[0]);
}

/* Side s executes I, an instruction of a private slot: a store makes the
 * stored value's node the content, a load reads the content (an undefined
 * or unknown one: a fresh symbol, any value; the reference's undefined
 * read is fresh at each load), a lifetime marker makes it undefined
 * (LangRef "llvm.lifetime.start"), and so does its alloca (a new object
 * at each execution: one on a cycle, model/values.c cv_stack_slots); its
 * casts do nothing. */
static void ubs_slot_access(ubs *S, int s, ubs_state *st, const cv_inst *I) {
  int k = S->slot[s][I->index];
  if (I->op == CV_OP_STORE) {
    st->m[s][k] = ubs_operand(S, s, st, &I->ops[0]);
  } else if (I->op == CV_OP_LOAD) {
    int c = st->m[s][k];
    st->t[s][I->index] = c >= 0 ? c : ubs_node(S, SMT_EX_SYM, NULL, ubl_inst_width(I), 0, NULL);
  } else if (I->op == CV_OP_CALL || S->slot_alloca[s][k] == I->index) {
    st->m[s][k] = -1;
  }
}

/* Runs BEFORE's pure instructions and private slot accesses from its
 * position to the next event or the terminator. */
static void ubs_before_run(ubs *S, ubs_state *st) {
  int n;
  const int *is = cv_block_insts(S->p[0], st->yb, &n);
  for (; st->yi < n; st->yi++) {
    const cv_inst *I = cv_program_inst(S->p[0], is[st->yi]);
    if (S->slot[0][I->index] >= 0) {
      ubs_slot_access(S, 0, st, I);
      continue;
    }
    if (ubs_is_event(S, 0, I) || I->op == CV_OP_BR || I->op == CV_OP_SWITCH || I->op == CV_OP_RET ||
        I->op == CV_OP_UNREACHABLE || I->op == CV_OP_TERMINATOR)
      return;
  }
}

/* BEFORE goes from its block to `to`: the phis of `to` take their values on
 * that edge, all at once; then (run) it runs on to the next event. */
static void ubs_before_enter_at(ubs *S, ubs_state *st, int to, bool run) {
  int from = st->yb, n;
  ubs_before_leave(S, st);
  const int *is = cv_block_insts(S->p[0], to, &n);
  int vals[256], k = 0;
  for (; k < n && k < 256; k++) {
    const cv_inst *I = cv_program_inst(S->p[0], is[k]);
    if (I->op != CV_OP_PHI) break;
    vals[k] = -1;
    for (int o = 0; o < I->nops; o++)
      if (I->phi_blocks && I->phi_blocks[o] == from) {
        vals[k] = ubs_operand(S, 0, st, &I->ops[o]);
        break;
      }
  }
  for (int q = 0; q < k; q++) st->t[0][is[q]] = vals[q];
  for (int q = k; q < n; q++) /* computed again where used */
    if (ubs_is_pure(S, 0, cv_program_inst(S->p[0], is[q]))) st->t[0][is[q]] = -1;
  st->yb = to, st->yi = k;
  ubs_checkpoint(S, st);
  if (run) ubs_before_run(S, st);
}

static void ubs_before_enter(ubs *S, ubs_state *st, int to) {
  ubs_before_enter_at(S, st, to, true);
}

/* BEFORE's terminator where it stands (NULL: at an event). */
static const cv_inst *ubs_before_term(ubs *S, const ubs_state *st) {
  int n;
  const int *is = cv_block_insts(S->p[0], st->yb, &n);
  if (st->yi >= n) return NULL;
  const cv_inst *I = cv_program_inst(S->p[0], is[st->yi]);
  return ubs_is_event(S, 0, I) ? NULL : I;
}

/* The value of condition node c where the facts hold, syntactically: 1, 0,
 * or -1 (not decided so). */
static int ubs_known(const ubs *S, const ubs_state *st, int c) {
  if (c == S->ntrue) return 1;
  if (c == S->nfalse) return 0;
  for (size_t i = 0; i < CC_SIZE(st->facts); i++)
    if (CC_AT(st->facts, i).node == c && !CC_AT(st->facts, i).range) return (int)CC_AT(st->facts, i).lo;
  return -1;
}

/* BEFORE moves on as far as nothing but AFTER's next step decides:
 * through `br label` and branches its facts decide.  False (why) if it
 * runs around a cycle of such blocks. */
static bool ubs_before_settle(ubs *S, ubs_state *st, bool *moved) {
  for (int steps = 0; steps <= S->nb[0] + 1; steps++) {
    const cv_inst *T = ubs_before_term(S, st);
    if (!T || T->op != CV_OP_BR) return true;
    int to = -1;
    if (T->nops == 1) to = T->ops[0].index;
    else if (T->nops == 3) {
      int v = ubs_known(S, st, ubs_operand(S, 0, st, &T->ops[0]));
      if (v < 0) return true;
      to = T->ops[v ? 1 : 2].index;
    }
    if (to < 0) return true;
    ubs_before_enter(S, st, to);
    if (moved) *moved = true;
  }
  snprintf(S->res->why, sizeof S->res->why, "BEFORE runs around a cycle of blocks without events "
                                            "from block %s",
           cv_block_name(S->p[0], st->yb));
  return false;
}

/* Records the obligation "nodes x and y equal where st's facts hold". */
static void ubs_oblige(ubs *S, int x, int y, const ubs_state *st, int what) {
  CC_PUSH(S->pairs, x);
  CC_PUSH(S->pairs, y);
  CC_PUSH(S->what, what);
  CC_PUSH(S->foff, (int)CC_SIZE(S->fpool));
  for (size_t i = 0; i < CC_SIZE(st->facts); i++) CC_PUSH(S->fpool, CC_AT(st->facts, i));
  for (size_t i = 0; i < CC_SIZE(S->ranges); i++) CC_PUSH(S->fpool, CC_AT(S->ranges, i));
}

/* Node x of the question being keyed into S->key, its arguments first,
 * each node once (a later use by its number): every field smt_identities
 * reads of a node (encode/smt.h smt_ex: kind, width, text, arguments; a
 * field added there must be written here too, or two questions share an
 * answer).  Iterative (a term may be as deep as the function is
 * long): an entry is a node, -1 - x the end of node x. */
static void ubs_key_node(ubs *S, int x) {
  CC_CLEAR(S->kstack);
  CC_PUSH(S->kstack, x);
  while (CC_SIZE(S->kstack)) {
    int v = CC_AT(S->kstack, --CC_SIZE(S->kstack));
    if (v < 0) { /* its arguments written: the node itself */
      const smt_ex *e = &CC_AT(S->terms.nodes, (size_t)(-1 - v));
      S->key_gen[-1 - v] = S->kgen, S->key_of[-1 - v] = S->kcount++;
      cc_buf_printf(&S->key, "%d %d %s)", (int)e->kind, e->width, e->text ? e->text : "");
      continue;
    }
    if (S->key_gen[v] == S->kgen) {
      cc_buf_printf(&S->key, "#%d", S->key_of[v]);
      continue;
    }
    const smt_ex *e = &CC_AT(S->terms.nodes, (size_t)v);
    cc_buf_putc(&S->key, '(');
    CC_PUSH(S->kstack, -1 - v);
    for (int k = e->nargs - 1; k >= 0; k--) CC_PUSH(S->kstack, e->args[k]);
  }
}

/* The question "x == y where facts[0..nf) hold" written out in S->key:
 * two questions with one key are the same formula (the symbols' names
 * included), whatever the nodes' numbers in their rounds. */
static void ubs_question_key(ubs *S, int x, int y, const smt_fact *facts, size_t nf) {
  size_t n = CC_SIZE(S->terms.nodes);
  if (n > S->key_cap) {
    S->key_of = cc_realloc(S->key_of, sizeof *S->key_of * n);
    S->key_gen = cc_realloc(S->key_gen, sizeof *S->key_gen * n);
    memset(S->key_gen + S->key_cap, 0, sizeof *S->key_gen * (n - S->key_cap));
    S->key_cap = n;
  }
  if (++S->kgen == 0) { /* wrapped: no stale stamp may match */
    memset(S->key_gen, 0, sizeof *S->key_gen * S->key_cap);
    S->kgen = 1;
  }
  S->kcount = 0;
  cc_buf_clear(&S->key);
  ubs_key_node(S, x);
  cc_buf_putc(&S->key, '=');
  ubs_key_node(S, y);
  for (size_t f = 0; f < nf; f++) {
    cc_buf_putc(&S->key, facts[f].range ? '[' : ':');
    if (facts[f].node < 0 || (size_t)facts[f].node >= n) cc_buf_puts(&S->key, "-");
    else ubs_key_node(S, facts[f].node);
    cc_buf_printf(&S->key, " %lld %lld %d", (long long)facts[f].lo, (long long)facts[f].hi,
                  facts[f].poison);
  }
}

/* The answer kept for the question in S->key, or NULL. */
static ubs_answer *ubs_answer_find(ubs *S, uint64_t h) {
  for (size_t i = 0; i < CC_SIZE(S->answers); i++) {
    ubs_answer *a = &CC_AT(S->answers, i);
    if (a->hash == h && a->len == S->key.len && !memcmp(a->key, S->key.data, a->len)) return a;
  }
  return NULL;
}

/* Z3 on the obligations pushed since index `from` (ok[i - from]); then
 * drops them.  Hash-consed equal pairs need no query, nor a question Z3
 * already decided in this rule (S->answers). */
static void ubs_decide(ubs *S, size_t from, bool *ok) {
  size_t n = CC_SIZE(S->what) - from;
  int *q = cc_malloc(sizeof *q * (2 * n + 1)), *off = cc_malloc(sizeof *off * (n + 1));
  int *at = cc_malloc(sizeof *at * (n + 1));
  uint64_t *qh = cc_malloc(sizeof *qh * (n + 1));
  char **qk = cc_malloc(sizeof *qk * (n + 1));
  size_t *ql = cc_malloc(sizeof *ql * (n + 1));
  CC_STACK(smt_fact) fs = {0};
  int nq = 0;
  for (size_t i = 0; i < n; i++) {
    int x = CC_AT(S->pairs, 2 * (from + i)), y = CC_AT(S->pairs, 2 * (from + i) + 1);
    ok[i] = x >= 0 && x == y;
    if (ok[i] || x < 0 || y < 0) continue;
    size_t f0 = (size_t)CC_AT(S->foff, from + i);
    size_t f1 = from + i + 1 < CC_SIZE(S->foff) ? (size_t)CC_AT(S->foff, from + i + 1) : CC_SIZE(S->fpool);
    ubs_question_key(S, x, y, &CC_AT(S->fpool, f0), f1 - f0);
    uint64_t h = cc_hash_bytes(S->key.data, S->key.len, 0);
    const ubs_answer *known = ubs_answer_find(S, h);
    if (known) {
      ok[i] = known->equal;
      S->repeated++;
      continue;
    }
    q[2 * nq] = x, q[2 * nq + 1] = y, at[nq] = (int)i, off[nq] = (int)CC_SIZE(fs);
    qh[nq] = h, ql[nq] = S->key.len, qk[nq] = cc_malloc(S->key.len + 1);
    memcpy(qk[nq], S->key.data, S->key.len);
    for (size_t f = f0; f < f1; f++) CC_PUSH(fs, CC_AT(S->fpool, f));
    nq++;
  }
  off[nq] = (int)CC_SIZE(fs);
  /* the rule's whole time is timeout_ms, not each query's: past it no
   * query is asked and the pairs stay unproven (the rule does not apply) */
  double left = S->deadline ? (S->deadline - cc_now()) * 1000.0 : 0;
  bool cpu_left = !S->cpu_deadline || cc_cpu_now() < S->cpu_deadline;
  if (nq && (!S->deadline || left >= 1) && cpu_left) {
    smt_id_status *st = cc_malloc(sizeof *st * (size_t)nq);
    cc_error err;
    cc_error_clear(&err);
    if (smt_identities(&CC_AT(S->terms.nodes, 0), (int)CC_SIZE(S->terms.nodes), q, nq, fs.begin, off,
                       S->deadline ? (unsigned)left : 0, st, &S->queries, &err))
      for (int k = 0; k < nq; k++) {
        ok[at[k]] = st[k] == SMT_ID_EQUAL;
        /* decided answers only: an unknown may be the time limit's */
        if (st[k] == SMT_ID_UNKNOWN) continue;
        CC_PUSH(S->answers, ((ubs_answer){qk[k], ql[k], qh[k], st[k] == SMT_ID_EQUAL}));
        qk[k] = NULL;
      }
    free(st);
  }
  for (int k = 0; k < nq; k++) free(qk[k]);
  if (from < CC_SIZE(S->foff)) CC_SIZE(S->fpool) = (size_t)CC_AT(S->foff, from);
  CC_SIZE(S->pairs) = 2 * from, CC_SIZE(S->what) = from, CC_SIZE(S->foff) = from;
  CC_RELEASE(fs);
  free(q), free(off), free(at), free(qh), free(qk), free(ql);
}

/* Is node x the same value in every thread at one input?  Constants,
 * arguments uniform in both programs (the target's model: a kernel's
 * arguments), and the integer operations encode/ interprets exactly on
 * such nodes; any other node (a thread id, an event's result, a symbol of a
 * cut, an uninterpreted function) is not. */
static bool ubs_uniform(const ubs *S, int x, int depth) {
  if (x < 0 || depth > 64) return false;
  const smt_ex *e = &CC_AT(S->terms.nodes, (size_t)x);
  int idx;
  switch (e->kind) {
  case SMT_EX_CONST: return true;
  case SMT_EX_SYM:
    return e->text && sscanf(e->text, "arg %d", &idx) == 1 &&
           cv_program_arg_uniform(S->p[0], idx) && cv_program_arg_uniform(S->p[1], idx);
  case SMT_EX_OP: break;
  }
  static const char *exact[] = {"add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr",
                                "icmp", "select", "zext", "sext", "trunc"};
  bool ok = false;
  for (size_t k = 0; k < sizeof exact / sizeof *exact && !ok; k++) {
    size_t n = strlen(exact[k]);
    ok = e->text && !strncmp(e->text, exact[k], n) && (e->text[n] == ' ' || !e->text[n]);
  }
  for (int k = 0; k < e->nargs && ok; k++) ok = ubs_uniform(S, e->args[k], depth + 1);
  return ok;
}

/* The value of BEFORE's condition node c on the AFTER edge whose fact is
 * (ca == va), with st's facts: 1, 0, or -1 (not decided). */
static int ubs_decided(ubs *S, ubs_state *st, int c, int ca, int va) {
  if (c < 0) return -1;
  if (c == ca) return va;
  int v = ubs_known(S, st, c);
  if (v >= 0) return v;
  size_t from = CC_SIZE(S->what);
  ubs_oblige(S, c, S->ntrue, st, -1);
  ubs_oblige(S, c, S->nfalse, st, -1);
  bool ok[2];
  ubs_decide(S, from, ok);
  return ok[0] ? 1 : ok[1] ? 0 : -1;
}

/* ---- BEFORE's branches without events between (if-conversion) ------------------------ */

/* The type of BEFORE's value i for a select of it ("i32", "ptr
 * addrspace(1)"): a phi's as written, a load's, else iN of its node's
 * width (k >= 0: the content of BEFORE's slot k instead). */
static void ubs_value_type(const ubs *S, int i, int k, int width, char *ty, size_t size) {
  const cv_inst *I = k >= 0 ? cv_program_inst(S->p[0], S->slot_alloca[0][k]) : cv_program_inst(S->p[0], i);
  const char *t = I->op == CV_OP_LOAD || k >= 0 ? I->mem_type : NULL;
  if (!t && I->op == CV_OP_PHI && I->text && (t = strstr(I->text, "phi "))) {
    t += 4;
    while (!strncmp(t, "nnan ", 5) || !strncmp(t, "ninf ", 5) || !strncmp(t, "nsz ", 4) ||
           !strncmp(t, "fast ", 5))
      t = strchr(t, ' ') + 1;
    size_t n = 0; /* up to the first incoming value's '[' */
    while (t[n] && t[n] != '[' && n + 1 < size) n++;
    while (n && t[n - 1] == ' ') n--;
    snprintf(ty, size, "%.*s", (int)n, t);
    return;
  }
  if (t) snprintf(ty, size, "%s", t);
  else snprintf(ty, size, "i%d", width);
}

/* One path of BEFORE through a region: its state where it enters the
 * join, and its condition (the conjunction of its branches' literals). */
typedef struct ubs_path {
  ubs_state st;
  int cond;
} ubs_path;

typedef struct ubs_region {
  int Y, J;             /* the branch's block, its immediate post-dominator  */
  CC_STACK(ubs_path) paths;
} ubs_region;

enum { UBS_REGION_PATHS = 32, UBS_REGION_DEPTH = 64 };

/* The literal "node c has value v" (i1), and the conjunction of two. */
static int ubs_literal(ubs *S, int c, int v) {
  return v ? c : ubs_node(S, SMT_EX_OP, "xor i1", 1, 2, (int[]){c, S->ntrue});
}

static bool ubs_region_walk(ubs *S, ubs_region *R, ubs_state *st, int cond, int depth);

/* The path in st goes on into block x (cond: its condition so far). */
static bool ubs_region_next(ubs *S, ubs_region *R, ubs_state *st, int x, int cond, int depth) {
  if (x == R->J) {
    if (CC_SIZE(R->paths) >= UBS_REGION_PATHS) return false;
    ubs_path p = {.cond = cond};
    ubs_state_copy(S, &p.st, st);
    ubs_before_enter_at(S, &p.st, x, false);
    CC_PUSH(R->paths, p);
    return true;
  }
  /* a block heading a cycle (its counter would count on this path alone),
   * the branch's own block again, or too deep: not merged */
  if (x == R->Y || S->cyc_of[0][x] >= 0 || depth >= UBS_REGION_DEPTH) return false;
  ubs_state next;
  memset(&next, 0, sizeof next);
  ubs_state_copy(S, &next, st);
  ubs_before_enter(S, &next, x);
  bool ok = ubs_region_walk(S, R, &next, cond, depth + 1);
  ubs_state_free(&next);
  return ok;
}

/* The path in st, ended by BEFORE's terminator (not an event), goes on:
 * through a `br label`, or both ways of a conditional branch, each with
 * its literal as a fact -- a way that fails (an event, a cycle's header, a
 * `ret`) is left out only where Z3 finds its literal false under the facts
 * (no input takes it there). */
static bool ubs_region_walk(ubs *S, ubs_region *R, ubs_state *st, int cond, int depth) {
  const cv_inst *T = ubs_before_term(S, st);
  if (!T || T->op != CV_OP_BR) return false;
  if (T->nops == 1) return ubs_region_next(S, R, st, T->ops[0].index, cond, depth);
  int c = ubs_operand(S, 0, st, &T->ops[0]);
  if (c < 0 || T->nops != 3) return false;
  int known = ubs_known(S, st, c);
  for (int v = 1; v >= 0; v--) {
    if (known >= 0 && known != v) continue;
    size_t np = CC_SIZE(R->paths);
    int lit = ubs_literal(S, c, v);
    int cv = cond == S->ntrue ? lit : ubs_node(S, SMT_EX_OP, "and i1", 1, 2, (int[]){cond, lit});
    CC_PUSH(st->facts, ((smt_fact){c, false, v, 0, SMT_ID_FACT_VALUE}));
    bool ok = ubs_region_next(S, R, st, T->ops[v ? 1 : 2].index, known >= 0 ? cond : cv, depth);
    CC_SIZE(st->facts)--;
    if (ok) continue;
    while (CC_SIZE(R->paths) > np) ubs_state_free(&CC_AT(R->paths, --CC_SIZE(R->paths)).st);
    if (known >= 0 || ubs_decided(S, st, c, -1, -1) != !v) return false;
  }
  return true;
}

/* BEFORE stands at a conditional branch of block Y that no fact decides.
 * Where every path from it to J, Y's immediate post-dominator, runs no
 * event and passes no cycle's header (the blocks between hold pure
 * instructions, phis and private slot accesses and end in `br`), BEFORE
 * goes to J's start at once: its values there are those of the path taken,
 * each value the term common to all paths, else select(path 1's condition,
 * its value, select(...)) over the paths; the facts are those before the
 * branch.  (SimplifyCFG's speculation of an `if` into `select`s: a thread
 * takes exactly one of the paths, the paths' conditions exclude each other
 * and the one taken holds; docs/unbounded.md "Branches without events
 * between".)  False when the region is not such. */
static bool ubs_before_region(ubs *S, ubs_state *st) {
  ubs_region R = {.Y = st->yb};
  R.J = cv_domtree_idom(S->pdt, st->yb);
  if (R.J < 0 || R.J == R.Y) return false;
  bool ok = ubs_region_walk(S, &R, st, S->ntrue, 0) && CC_SIZE(R.paths) >= 1;
  size_t n = CC_SIZE(R.paths);
  for (size_t p = 1; p < n && ok; p++)
    ok = !memcmp(CC_AT(R.paths, p).st.cnt, CC_AT(R.paths, 0).st.cnt,
                 sizeof *st->cnt * (size_t)cv_hierarchy_ncycles(S->h[0]));
  if (ok) {
    const ubs_state *p0 = &CC_AT(R.paths, 0).st;
    int nv = S->ni[0] + S->nslots[0];
    for (int x = 0; x < nv; x++) {
      int k = x >= S->ni[0] ? x - S->ni[0] : -1, *at = k >= 0 ? &st->m[0][k] : &st->t[0][x];
      int v = k >= 0 ? p0->m[0][k] : p0->t[0][x];
      bool same = true, known = v >= 0;
      for (size_t p = 1; p < n; p++) {
        int w = k >= 0 ? CC_AT(R.paths, p).st.m[0][k] : CC_AT(R.paths, p).st.t[0][x];
        same &= w == v, known &= w >= 0;
      }
      if (same || !known) {
        *at = same ? v : -1;
        continue;
      }
      char ty[64], key[80];
      int w = CC_AT(S->terms.nodes, (size_t)v).width;
      ubs_value_type(S, x, k, w, ty, sizeof ty);
      snprintf(key, sizeof key, "select %s", ty);
      int r = k >= 0 ? CC_AT(R.paths, n - 1).st.m[0][k] : CC_AT(R.paths, n - 1).st.t[0][x];
      for (size_t p = n - 1; p-- > 0;) {
        int vp = k >= 0 ? CC_AT(R.paths, p).st.m[0][k] : CC_AT(R.paths, p).st.t[0][x];
        r = ubs_node(S, SMT_EX_OP, key, w, 3, (int[]){CC_AT(R.paths, p).cond, vp, r});
      }
      *at = r;
    }
    memcpy(st->cnt, p0->cnt, sizeof *st->cnt * (size_t)cv_hierarchy_ncycles(S->h[0]));
    st->yb = p0->yb, st->yi = p0->yi;
    ubs_checkpoint(S, st);
    ubs_before_run(S, st);
    S->merged[R.Y] = true;
  }
  for (size_t p = 0; p < n; p++) ubs_state_free(&CC_AT(R.paths, p).st);
  CC_RELEASE(R.paths);
  return ok;
}

/* One step of BEFORE where AFTER needs it to move on: through `br label`
 * and the branches its facts decide syntactically, else a branch Z3
 * decides from the facts (the congruences of AFTER's induction variables
 * among them: an unrolled body's skipped exit tests), else a branch whose
 * paths run no event (ubs_before_region).  1: it moved; 0: it stands
 * where none applies; -1: why is said. */
static int ubs_before_step(ubs *S, ubs_state *st) {
  bool moved = false;
  if (!ubs_before_settle(S, st, &moved)) return -1;
  if (moved) return 1;
  const cv_inst *T = ubs_before_term(S, st);
  if (!T || T->op != CV_OP_BR || T->nops != 3) return 0;
  int v = ubs_decided(S, st, ubs_operand(S, 0, st, &T->ops[0]), -1, -1);
  if (v >= 0) {
    ubs_before_enter(S, st, T->ops[v ? 1 : 2].index);
    S->res->forced++;
    return 1;
  }
  return ubs_before_region(S, st) ? 1 : 0;
}

/* BEFORE moves on as far as the steps above take it.  Asked only where
 * AFTER needs BEFORE's next event or its end, or where BEFORE's places
 * differ at a cut, since a branch the facts leave open may be one a later
 * AFTER branch decides. */
static bool ubs_before_force(ubs *S, ubs_state *st, bool *moved) {
  for (int steps = 0; steps <= S->nb[0] + 1; steps++) {
    int r = ubs_before_step(S, st);
    if (r < 0) return false;
    if (r == 0) return true;
    if (moved) *moved = true;
  }
  return true;
}

/* ---- one AFTER block ----------------------------------------------------------------- */

/* Runs AFTER's block a from state st (its phis already valued) and fills
 * S->out[a]; false (why) when BEFORE cannot follow. */
static bool ubs_block(ubs *S, int a, ubs_state *st) {
  const cv_program *P = S->p[0], *Q = S->p[1];
  int n, ns;
  const int *is = cv_block_insts(Q, a, &n);
  const int *succ = cv_block_succs(Q, a, &ns);
  bool moved = false;
  for (int k = 0; k < n; k++) {
    const cv_inst *J = cv_program_inst(Q, is[k]);
    if (S->slot[1][J->index] >= 0) { /* a private slot's: a value */
      ubs_slot_access(S, 1, st, J);
      continue;
    }
    if (J->op == CV_OP_PHI || ubl_ignored(J)) continue;
    if (J->op == CV_OP_BR || J->op == CV_OP_SWITCH || J->op == CV_OP_RET ||
        J->op == CV_OP_UNREACHABLE || J->op == CV_OP_TERMINATOR)
      break;
    if (!ubs_is_event(S, 1, J)) continue; /* pure: computed where used */
    /* an event: BEFORE's next one, of one kind, equal operands */
    if (!ubs_before_force(S, st, &moved)) return false;
    int nb;
    const int *ib = cv_block_insts(P, st->yb, &nb);
    const cv_inst *I = st->yi < nb ? cv_program_inst(P, ib[st->yi]) : NULL;
    if (!I || !ubs_is_event(S, 0, I) || !ubl_same_event(I, J)) {
      snprintf(S->res->why, sizeof S->res->why,
               "AFTER's block %s: %s has no partner event in BEFORE (at block %s)",
               cv_block_name(Q, a), J->text ? J->text : J->opcode ? J->opcode : "an event",
               cv_block_name(P, st->yb));
      return false;
    }
    for (int o = 0; o < I->nops; o++) {
      if (I->ops[o].kind == CV_VALUE_BLOCK) continue;
      const cv_value *x = &I->ops[o], *y = &J->ops[o];
      if (x->kind == CV_VALUE_CONST && y->kind == CV_VALUE_CONST && x->text && y->text &&
          !strcmp(x->text, y->text))
        continue; /* the same constant (an undef: AFTER's choice is BEFORE's) */
      ubs_oblige(S, ubs_operand(S, 0, st, x), ubs_operand(S, 1, st, y), st, J->index);
    }
    if (I->called.kind != CV_VALUE_NONE)
      ubs_oblige(S, ubs_operand(S, 0, st, &I->called), ubs_operand(S, 1, st, &J->called), st,
                 J->index);
    int sym = ubs_node(S, SMT_EX_SYM, NULL, ubl_inst_width(I), 0, NULL);
    st->t[0][I->index] = st->t[1][J->index] = sym;
    if (I->has_range) CC_PUSH(S->ranges, ((smt_fact){sym, true, I->range_lo, I->range_hi, SMT_ID_FACT_VALUE}));
    S->res->events++;
    if (I->flags & (CV_INST_CONVERGENT | CV_INST_OPAQUE_CONVERGENT)) {
      ubs_event e = {.a = a, .j = J->index, .i = I->index, .foff = (int)CC_SIZE(S->efacts)};
      for (size_t f = 0; f < CC_SIZE(st->facts); f++)
        if (ubs_uniform(S, CC_AT(st->facts, f).node, 0)) {
          CC_PUSH(S->efacts, CC_AT(st->facts, f));
          e.nf++;
        }
      const int *hd;
      int nh = cv_hierarchy_headers_of(S->h[0], st->yb, &hd);
      if (nh > 16) {
        snprintf(S->res->why, sizeof S->res->why, "block %s of BEFORE is %d cycles deep",
                 cv_block_name(P, st->yb), nh);
        return false;
      }
      for (int l = 0; l < nh; l++) e.lev[l] = st->cnt[S->cyc_of[0][hd[l]]];
      e.nlev = nh;
      CC_PUSH(S->events, e);
    }
    st->yi++, moved = true;
    ubs_checkpoint(S, st);
    ubs_before_run(S, st);
  }
  if (!ubs_before_settle(S, st, &moved)) return false;
  const cv_inst *T = n ? cv_program_inst(Q, is[n - 1]) : NULL;
  if ((!T || T->op == CV_OP_RET || T->op == CV_OP_UNREACHABLE) && !ubs_before_force(S, st, &moved))
    return false;
  const cv_inst *TB = ubs_before_term(S, st);
  if (!T || T->op == CV_OP_RET || T->op == CV_OP_UNREACHABLE) {
    if (!T || !TB || TB->op != T->op) {
      snprintf(S->res->why, sizeof S->res->why,
               "AFTER's block %s ends the function where BEFORE (block %s) does not",
               cv_block_name(Q, a), cv_block_name(P, st->yb));
      return false;
    }
    S->moved[a] = moved;
    return true;
  }
  if (T->op == CV_OP_BR && T->nops == 3 && T->ops[1].index == T->ops[2].index) ns = 1;
  if (T->op != CV_OP_BR || ns < 1 || ns > 2) {
    snprintf(S->res->why, sizeof S->res->why, "AFTER's block %s ends in a %s the rule does not "
                                              "follow",
             cv_block_name(Q, a), T->opcode ? T->opcode : "terminator");
    return false;
  }
  int ca = ns == 2 ? ubs_operand(S, 1, st, &T->ops[0]) : -1;
  if (ns == 2 && ca < 0) {
    snprintf(S->res->why, sizeof S->res->why, "the condition of AFTER's block %s is not known",
             cv_block_name(Q, a));
    return false;
  }
  for (int i = 0; i < ns; i++) {
    ubs_state *o = &S->out[a][i];
    ubs_state_copy(S, o, st);
    ubs_after_leave(S, o, a);
    int va = -1;
    if (ns == 2) {
      va = T->ops[1].index == succ[i] ? 1 : 0;
      CC_PUSH(o->facts, ((smt_fact){ca, false, va, 0, SMT_ID_FACT_VALUE}));
    }
    /* BEFORE's branch, where it stands at one: decided on this edge; else
     * BEFORE waits there (a later AFTER branch decides it), unless merging
     * the paths of branches without events between (an `if` AFTER turned
     * into `select`s, ubs_before_region) brings it to one this edge
     * decides */
    const cv_inst *B = ubs_before_term(S, o);
    if (B && B->op == CV_OP_BR && B->nops == 3 && ns == 2) {
      ubs_state_copy(S, &S->spec, o);
      for (int steps = 0;; steps++) {
        const cv_inst *C = ubs_before_term(S, &S->spec);
        if (C && C->op == CV_OP_BR && C->nops == 1 && steps < S->nb[0]) {
          ubs_before_enter(S, &S->spec, C->ops[0].index);
          continue;
        }
        if (!C || C->op != CV_OP_BR || C->nops != 3) break;
        int v = ubs_decided(S, &S->spec, ubs_operand(S, 0, &S->spec, &C->ops[0]), ca, va);
        if (v >= 0) {
          ubs_state_copy(S, o, &S->spec);
          ubs_before_enter(S, o, C->ops[v ? 1 : 2].index);
          moved = true;
          S->res->branches++;
          if (!ubs_before_settle(S, o, NULL)) return false;
          break;
        }
        if (steps >= S->nb[0] || !ubs_before_region(S, &S->spec)) break;
      }
      B = ubs_before_term(S, o);
    }
    if (B && B->op == CV_OP_SWITCH) {
      snprintf(S->res->why, sizeof S->res->why, "BEFORE's block %s ends in a switch",
               cv_block_name(P, o->yb));
      return false;
    }
    o->set = true;
  }
  S->moved[a] = moved;
  return true;
}

/* ---- cuts -------------------------------------------------------------------------- */

/* AFTER phi J's incoming node on the edge from u in state st (-1). */
static int ubs_incoming(ubs *S, const ubs_state *st, const cv_inst *J, int u) {
  for (int o = 0; o < J->nops; o++)
    if (J->phi_blocks && J->phi_blocks[o] == u) return ubs_operand(S, 1, st, &J->ops[o]);
  return -1;
}

/* tmp := the state on the edge e from u as a's start sees it: a's phis
 * hold their incoming values (so that an AFTER instruction of a computed
 * from them has its value of that edge). */
static void ubs_edge_state(ubs *S, const ubs_state *e, int u, int a, ubs_state *tmp) {
  ubs_state_copy(S, tmp, e);
  int n;
  const int *is = cv_block_insts(S->p[1], a, &n);
  for (int q = 0; q < n && cv_program_inst(S->p[1], is[q])->op == CV_OP_PHI; q++)
    tmp->t[1][is[q]] = ubs_incoming(S, e, cv_program_inst(S->p[1], is[q]), u);
}

/* The node of AFTER instruction J (a phi or a pure instruction) in state st. */
static int ubs_after_value(ubs *S, const ubs_state *st, int J) {
  cv_value v = {CV_VALUE_INST, J, NULL};
  return ubs_operand(S, 1, st, &v);
}

/* The position of I in its block. */
static int ubs_block_pos(const cv_program *p, const cv_inst *I) {
  int n;
  const int *is = cv_block_insts(p, I->block, &n);
  for (int k = 0; k < n; k++)
    if (is[k] == I->index) return k;
  return n;
}

/* The node of BEFORE instruction i in state st. */
static int ubs_before_value(ubs *S, const ubs_state *st, int i) {
  cv_value v = {CV_VALUE_INST, i, NULL};
  return ubs_operand(S, 0, st, &v);
}

/* Is AFTER's name y BEFORE's x, or x with digits after it? */
static bool ubs_like(const char *x, const char *y) {
  if (!x || !y) return false;
  size_t n = strlen(x);
  if (strncmp(x, y, n)) return false;
  for (y += n; *y; y++)
    if (*y < '0' || *y > '9') return false;
  return true;
}

/* "AFTER's block A is reached at two places of BEFORE (...)": the two
 * places by block, or by instruction when the block is the same one (a
 * new user read "blocks for.body.i and for.body.i"). */
static void ubs_two_places(ubs *S, int a, int b1, int i1, int b2, int i2) {
  if (b1 != b2)
    snprintf(S->res->why, sizeof S->res->why,
             "AFTER's block %s is reached at two places of BEFORE (blocks %s and %s)",
             cv_block_name(S->p[1], a), cv_block_name(S->p[0], b1), cv_block_name(S->p[0], b2));
  else
    snprintf(S->res->why, sizeof S->res->why,
             "AFTER's block %s is reached at two places of BEFORE (block %s, before its "
             "instructions %d and %d)", cv_block_name(S->p[1], a), cv_block_name(S->p[0], b1),
             i1 + 1, i2 + 1);
}

/* The node of (x - base) & (cstep[J] - 1), J's congruence on the value x
 * (-1 where a width differs). */
static int ubs_cong_node(ubs *S, int x, int base, const cv_inst *J) {
  int w = ubl_inst_width(J);
  if (x < 0 || base < 0 || CC_AT(S->terms.nodes, (size_t)x).width != w ||
      CC_AT(S->terms.nodes, (size_t)base).width != w)
    return -1;
  char t[48];
  snprintf(t, sizeof t, "sub i%d", w);
  int d = ubs_node(S, SMT_EX_OP, t, w, 2, (int[]){x, base});
  snprintf(t, sizeof t, "i%d %lld", w, (long long)(S->cstep[J->index] - 1));
  int m = ubs_node(S, SMT_EX_CONST, t, w, 0, NULL);
  snprintf(t, sizeof t, "and i%d", w);
  return ubs_node(S, SMT_EX_OP, t, w, 2, (int[]){d, m});
}

/* The zero of J's width. */
static int ubs_zero(ubs *S, const cv_inst *J) {
  char t[32];
  snprintf(t, sizeof t, "i%d 0", ubl_inst_width(J));
  return ubs_node(S, SMT_EX_CONST, t, ubl_inst_width(J), 0, NULL);
}

/* Is node f the congruence fact of one of AFTER block a's phis? */
static bool ubs_is_cong_fact(const ubs *S, int a, int f) {
  int n;
  const int *is = cv_block_insts(S->p[1], a, &n);
  for (int q = 0; q < n && cv_program_inst(S->p[1], is[q])->op == CV_OP_PHI; q++)
    if (S->cfact[is[q]] == f) return true;
  return false;
}

/* BEFORE's places differ on the edges e[0..ne) into one AFTER block: each
 * edge's BEFORE is moved on as AFTER would need it (ubs_before_step) to the
 * first place every edge's BEFORE reaches, if there is one (an `if` without
 * events that AFTER turned into `select`s leaves BEFORE at the branch on
 * one edge and past the join on another).  True when they then agree. */
static bool ubs_align(ubs *S, ubs_state **e, int ne) {
  enum { UBS_ALIGN_STEPS = 16 };
  int (*pos)[UBS_ALIGN_STEPS + 1][2] = cc_malloc(sizeof *pos * (size_t)ne);
  int *npos = cc_malloc(sizeof *npos * (size_t)ne);
  ubs_state w;
  memset(&w, 0, sizeof w);
  for (int k = 0; k < ne; k++) {
    ubs_state_copy(S, &w, e[k]);
    pos[k][0][0] = w.yb, pos[k][0][1] = w.yi, npos[k] = 1;
    while (npos[k] <= UBS_ALIGN_STEPS && ubs_before_step(S, &w) == 1)
      pos[k][npos[k]][0] = w.yb, pos[k][npos[k]][1] = w.yi, npos[k]++;
  }
  ubs_state_free(&w);
  /* the first place of edge 0's that every other edge reaches */
  int at = -1;
  for (int i = 0; i < npos[0] && at < 0; i++) {
    bool all = true;
    for (int k = 1; k < ne && all; k++) {
      all = false;
      for (int j = 0; j < npos[k] && !all; j++)
        all = pos[k][j][0] == pos[0][i][0] && pos[k][j][1] == pos[0][i][1];
    }
    if (all) at = i;
  }
  bool ok = at >= 0;
  for (int k = 0; k < ne && ok; k++)
    for (int steps = 0; (e[k]->yb != pos[0][at][0] || e[k]->yi != pos[0][at][1]) && ok; steps++)
      ok = steps < UBS_ALIGN_STEPS && ubs_before_step(S, e[k]) == 1;
  free(pos), free(npos);
  return ok;
}

/* The private slots' contents at the start of cut a (docs/unbounded.md
 * "Private stack slots in the simulation rule"), from its forward edges
 * e[0..ne): AFTER's the term common to every edge, else a symbol of its own
 * (any value; undefined where every edge leaves it undefined); BEFORE's the
 * common term, else AFTER's value that has its contents edge by edge -- the
 * content of AFTER's slot of the same name, of another AFTER slot, or a phi
 * or pure instruction of a (cand[0..ncand), their values cval[q * ne + k])
 * -- the invariant ubs_back checks on every back edge, else unknown. */
static void ubs_merge_slots(ubs *S, int a, ubs_state **e, int ne, ubs_state *st, const int *cand,
                            int ncand, const int *cval, bool rewind) {
  int ns0 = S->nslots[0], ns1 = S->nslots[1];
  char *nosame = S->cnosame + (size_t)a * (size_t)(ns0 + ns1);
  for (int k = 0; k < ns1; k++) {
    int v = e[0]->m[1][k];
    for (int q = 1; q < ne; q++)
      if (e[q]->m[1][k] != v) nosame[ns0 + k] = 1;
    st->m[1][k] = nosame[ns0 + k] ? ubs_node(S, SMT_EX_SYM, NULL, ubs_slot_width(S, 1, k), 0, NULL) : v;
  }
  for (int k = 0; k < ns0; k++) {
#define UBS_BM(q) (rewind ? e[q]->cm[k] : e[q]->m[0][k])
    int v = UBS_BM(0), *match = &S->cmatched[(size_t)a * (size_t)ns0 + (size_t)k];
    bool known = v >= 0;
    for (int q = 1; q < ne; q++) {
      if (UBS_BM(q) != v) nosame[k] = 1;
      known &= UBS_BM(q) >= 0;
    }
    st->m[0][k] = nosame[k] ? -1 : v;
    *match = -1;
    if (!nosame[k]) continue;
    const char *name = cv_program_inst(S->p[0], S->slot_alloca[0][k])->name;
    int skip = S->cnomatch[(size_t)a * (size_t)ns0 + (size_t)k];
    for (int pass = 0; pass < 3 && *match == -1; pass++)
      for (int c = 0; c < (pass < 2 ? ns1 : ncand) && *match == -1; c++) {
        bool all = true;
        if (pass < 2) {
          /* (undefined on an edge in both: equal, docs/unbounded.md) */
          const char *nc = cv_program_inst(S->p[1], S->slot_alloca[1][c])->name;
          if ((name && nc && !strcmp(name, nc)) != (pass == 0) || st->m[1][c] < 0) continue;
          for (int q = 0; q < ne && all; q++) all = e[q]->m[1][c] == UBS_BM(q);
        } else {
          if (!known) break;
          for (int q = 0; q < ne && all; q++) all = cval[(size_t)c * (size_t)ne + (size_t)q] == UBS_BM(q);
        }
        if (!all || skip-- > 0) continue;
        *match = pass < 2 ? -2 - c : cand[c];
        st->m[0][k] = pass < 2 ? st->m[1][c] : ubs_after_value(S, st, cand[c]);
      }
#undef UBS_BM
  }
}

/* The state at the start of AFTER block a from its forward edges (e[k] from
 * u[k]); false (why) when BEFORE's position differs between them. */
static bool ubs_merge(ubs *S, int a, ubs_state **e, const int *u, int ne, ubs_state *st) {
  const cv_program *Q = S->p[1];
  /* where the edges leave BEFORE at different places, each edge's BEFORE
   * first moves on to the first place they all reach (ubs_align: an `if`
   * without events merged into selects, a branch the edge's facts decide),
   * as little as agrees, so that a branch a later AFTER branch decides
   * still waits for it.  Where that finds no common place, or a back edge
   * arrived past a branch the forward edges wait at (S->settle_in), BEFORE
   * goes on each edge as far as the steps take it (ubs_before_force: the
   * branches what Z3 proves of every input on that path decides, as a
   * rotated loop whose guard `0 < n` the dominating test `n < 1` made
   * redundant: BEFORE's first header test is decided by the facts, its
   * later ones by AFTER's latch).  Every step is exact (a decided branch,
   * or selects over all paths of an event-free region), so either order is
   * sound; aligning first keeps BEFORE where more is decided later
   * (docs/unbounded.md "Rotated loops without their guard"). */
  bool differ = false;
  for (int k = 1; k < ne; k++) differ |= e[k]->yb != e[0]->yb || e[k]->yi != e[0]->yi;
  if (differ) differ = !ubs_align(S, e, ne);
  for (int k = 0; k < ne && (differ || S->settle_in[a]); k++)
    if (!ubs_before_force(S, e[k], NULL)) return false;
  for (int k = 1; k < ne; k++)
    if (e[k]->yb != e[0]->yb || e[k]->yi != e[0]->yi) {
      ubs_two_places(S, a, e[0]->yb, e[0]->yi, e[k]->yb, e[k]->yi);
      return false;
    }
  ubs_state_copy(S, st, e[0]);
  int np;
  cv_block_preds(Q, a, &np);
  bool cut = np > 1;
  /* BEFORE past its checkpoint on every edge, from the same one: its
   * values from there are made again from the merged contents (a slot load
   * BEFORE ran before the cut reads what AFTER's will read after it) */
  bool rewind = cut;
  for (int k = 1; k < ne && rewind; k++) rewind = e[k]->ci == e[0]->ci;
  S->rewound[a] = rewind;
  int n;
  const int *is = cv_block_insts(Q, a, &n);
  /* AFTER's phis: the common incoming term, else a symbol of their own */
  int nphi = 0;
  for (; nphi < n && cv_program_inst(Q, is[nphi])->op == CV_OP_PHI; nphi++) {
    const cv_inst *J = cv_program_inst(Q, is[nphi]);
    int v = ubs_incoming(S, e[0], J, u[0]);
    for (int k = 1; k < ne && v >= 0; k++)
      if (ubs_incoming(S, e[k], J, u[k]) != v) v = -1;
    if (cut && (v < 0 || S->fresh[J->index])) v = ubs_node(S, SMT_EX_SYM, NULL, ubl_inst_width(J), 0, NULL);
    st->t[1][J->index] = v;
  }
  if (cut) {
    size_t row = (size_t)a * (size_t)(S->ni[0] + S->ni[1]);
    /* the candidates for BEFORE values: a's phis and pure instructions with
     * a result, their values edge by edge */
    int *cand = cc_malloc(sizeof *cand * (size_t)(n + 1)), ncand = 0;
    for (int q = 0; q < n; q++) {
      const cv_inst *J = cv_program_inst(Q, is[q]);
      if ((J->flags & CV_INST_HAS_RESULT) && (J->op == CV_OP_PHI || ubs_is_pure(S, 1, J))) cand[ncand++] = is[q];
    }
    int *cval = cc_malloc(sizeof *cval * ((size_t)ncand * (size_t)ne + 1));
    for (int k = 0; k < ne; k++) {
      ubs_edge_state(S, e[k], u[k], a, &S->tmp);
      for (int q = 0; q < ncand; q++) cval[(size_t)q * (size_t)ne + (size_t)k] = ubs_after_value(S, &S->tmp, cand[q]);
    }
    int *ev = cc_malloc(sizeof *ev * (size_t)(ne + 1));
    for (int s = 0; s < 2; s++)
      for (int i = 0; i < S->ni[s]; i++) {
        const cv_inst *I = cv_program_inst(S->p[s], i);
        if (s == 1 && I->block == a && I->op == CV_OP_PHI) continue;
        /* a pure instruction of AFTER: computed where used; of BEFORE: its
         * value is fixed here where it is one term on every edge or an
         * AFTER value's, since the phis it is computed from may be dropped
         * (LoopRotate's new phi is BEFORE's lshr of its old one) */
        bool pure = ubs_is_pure(S, s, I);
        if (pure && (s == 1 || !(I->flags & CV_INST_HAS_RESULT))) continue;
        /* one BEFORE has yet to run in its current block: its next
         * instance is computed where used */
        if (pure && I->block == st->yb && ubs_block_pos(S->p[0], I) >= st->yi) continue;
        /* run again from the checkpoint below */
        if (rewind && s == 0 && I->block == st->yb && ubs_block_pos(S->p[0], I) >= st->ci) continue;
        for (int k = 0; k < ne; k++) ev[k] = pure ? ubs_before_value(S, e[k], i) : e[k]->t[s][i];
        int v = ev[0];
        for (int k = 1; k < ne && v >= 0; k++)
          if (ev[k] != v) v = -1;
        if (S->nosame[row + (size_t)(s ? S->ni[0] + i : i)]) v = -1;
        st->t[s][i] = v; /* a pure one: -1 computes it from the merged values,
                          * which stand for each edge's */
        if (s == 1) continue;
        S->matched[(size_t)a * (size_t)S->ni[0] + (size_t)i] = -1;
        if (v >= 0 || ev[0] < 0) continue;
        /* a BEFORE value that differs: an AFTER phi with its incoming
         * values, those of a name like its own first (LLVM's clones: %i2
         * for %i), then a pure instruction of a computed from a's phis
         * (LoopRotate's %i.next = %i2 + 1 for BEFORE's %i); the candidates
         * the back edges refuted skipped */
        int skip = S->nomatch[(size_t)a * (size_t)S->ni[0] + (size_t)i];
        for (int pass = 0; pass < 3 && S->matched[(size_t)a * (size_t)S->ni[0] + (size_t)i] < 0; pass++)
          for (int q = 0; q < ncand; q++) {
            const cv_inst *J = cv_program_inst(Q, cand[q]);
            bool phi = J->op == CV_OP_PHI;
            if (pass < 2 && (!phi || ubs_like(cv_program_inst(S->p[0], i)->name, J->name) != (pass == 0)))
              continue;
            if (pass == 2 && phi) continue;
            bool all = true; /* (an unknown value is not a match for an unknown one) */
            for (int k = 0; k < ne && all; k++) all = ev[k] >= 0 && cval[(size_t)q * (size_t)ne + (size_t)k] == ev[k];
            if (!all || skip-- > 0) continue;
            st->t[0][i] = ubs_after_value(S, st, J->index);
            S->matched[(size_t)a * (size_t)S->ni[0] + (size_t)i] = J->index;
            break;
          }
      }
    ubs_merge_slots(S, a, e, ne, st, cand, ncand, cval, rewind);
    free(cand), free(cval), free(ev);
    /* facts: those of every edge */
    CC_CLEAR(st->facts);
    for (size_t f = 0; !S->nofacts[a] && f < CC_SIZE(e[0]->facts); f++) {
      smt_fact x = CC_AT(e[0]->facts, f);
      bool all = true;
      for (int k = 1; k < ne && all; k++) {
        all = false;
        for (size_t g = 0; g < CC_SIZE(e[k]->facts); g++)
          if (ubs_fact_eq(&CC_AT(e[k]->facts, g), &x)) all = true;
      }
      if (all) CC_PUSH(st->facts, x);
    }
    /* the congruences of a header's induction variables (their symbols
     * fresh here): (J - its entry value) mod cstep[J] is 0, the entry
     * value the same term on every forward edge; ubs_back checks that
     * every back edge keeps it */
    for (int q = 0; q < nphi && S->cyc_of[1][a] >= 0; q++) {
      const cv_inst *J = cv_program_inst(Q, is[q]);
      int x = st->t[1][J->index];
      if (!S->cstep[J->index] || S->nocong[J->index] || x < 0 ||
          CC_AT(S->terms.nodes, (size_t)x).kind != SMT_EX_SYM || CC_AT(S->terms.nodes, (size_t)x).text)
        continue;
      int v0 = ubs_incoming(S, e[0], J, u[0]);
      for (int k = 1; k < ne && v0 >= 0; k++)
        if (ubs_incoming(S, e[k], J, u[k]) != v0) v0 = -1;
      int f = ubs_cong_node(S, x, v0, J);
      if (f < 0) continue;
      S->cbase[J->index] = v0, S->cfact[J->index] = f;
      CC_PUSH(st->facts, ((smt_fact){f, false, 0, 0, SMT_ID_FACT_UNLESS_POISON}));
    }
    /* counters: equal on every edge, else unknown */
    for (int c = 0, nc = cv_hierarchy_ncycles(S->h[0]); c < nc; c++)
      for (int k = 1; k < ne; k++)
        if (memcmp(&e[k]->cnt[c], &st->cnt[c], sizeof st->cnt[c])) st->cnt[c] = (ubs_form){UBS_TOP, 0, 0};
  }
  /* a header: its counter is 0 on entry; the guessed relation */
  int D = S->cyc_of[1][a];
  if (D >= 0)
    for (int c = 0, nc = cv_hierarchy_ncycles(S->h[0]); c < nc; c++) {
      ubs_form *f = &st->cnt[c];
      if (f->var == D) *f = (ubs_form){UBS_CONST, 0, f->d};
      int m = S->mspec[(size_t)a * (size_t)(nc ? nc : 1) + (size_t)c];
      if (m < 0) *f = (ubs_form){UBS_TOP, 0, 0};
      else if (m > 0 && f->var == UBS_CONST) *f = (ubs_form){D, m, f->d};
      else if (m > 0) *f = (ubs_form){UBS_TOP, 0, 0};
    }
  if (cut && rewind) {
    int yi = e[0]->yi;
    st->yi = st->ci;
    ubs_checkpoint(S, st); /* the merged contents */
    ubs_before_run(S, st);
    if (st->yi != yi) {
      snprintf(S->res->why, sizeof S->res->why, "BEFORE run again from its checkpoint at AFTER's "
                                                "block %s stops elsewhere", cv_block_name(Q, a));
      return false;
    }
  }
  /* a single predecessor: its phis take the incoming values; a block's own
   * values are made again below */
  st->set = true;
  return true;
}

/* The back edges into AFTER header a: every guess of ubs_merge checked on
 * each; a guess that fails is withdrawn (S->changed). */
static bool ubs_back(ubs *S, int a) {
  const cv_program *Q = S->p[1];
  int np, n, nc = cv_hierarchy_ncycles(S->h[0]);
  const int *ps = cv_block_preds(Q, a, &np), *is = cv_block_insts(Q, a, &n);
  ubs_state *in = &S->in[a];
  size_t row = (size_t)a * (size_t)(S->ni[0] + S->ni[1]);
  for (int k = 0; k < np; k++) {
    int u = ps[k];
    if (!cv_block_reachable(Q, u) || S->rpo_of[u] < S->rpo_of[a]) continue;
    int ns;
    const int *su = cv_block_succs(Q, u, &ns);
    for (int i = 0; i < ns; i++) {
      if (su[i] != a) continue;
      ubs_state *e = &S->out[u][i];
      if (!e->set) continue;
      /* BEFORE moved on towards the header's place where it can be (an
       * `if` without events before the back edge, a branch its facts
       * decide: ubs_before_step); failing that, the header's start through
       * the branches the facts of its forward edges decide (the next
       * round, S->settle_in), once */
      for (int steps = 0; (e->yb != in->yb || e->yi != in->yi) && steps <= S->nb[0] + 1; steps++) {
        int r = ubs_before_step(S, e);
        if (r < 0) return false;
        if (r == 0) break;
      }
      if (e->yb != in->yb || e->yi != in->yi) {
        if (!S->settle_in[a]) {
          S->settle_in[a] = true, S->changed = true;
          continue;
        }
        ubs_two_places(S, a, in->yb, in->yi, e->yb, e->yi);
        return false;
      }
      if (S->rewound[a] && e->ci != in->ci) {
        ubs_two_places(S, a, in->yb, in->yi, e->yb, e->yi);
        return false;
      }
      size_t from = CC_SIZE(S->what);
      CC_STACK(int) who = {0}; /* value index (BEFORE i, AFTER ni0 + j), matched: -2 - i */
      for (int q = 0; q < n && cv_program_inst(Q, is[q])->op == CV_OP_PHI; q++) {
        const cv_inst *J = cv_program_inst(Q, is[q]);
        if (S->fresh[J->index]) continue;
        ubs_oblige(S, in->t[1][J->index], ubs_incoming(S, e, J, u), e, J->index);
        CC_PUSH(who, S->ni[0] + J->index);
      }
      for (int s = 0; s < 2; s++)
        for (int v = 0; v < S->ni[s]; v++) {
          if (in->t[s][v] < 0) continue;
          const cv_inst *J = cv_program_inst(S->p[s], v);
          if (s == 1 && J->block == a && J->op == CV_OP_PHI) continue;
          if (s == 0 && S->rewound[a] && J->block == in->yb && ubs_block_pos(S->p[0], J) >= in->ci)
            continue; /* made again from the checkpoint */
          int m = s == 0 ? S->matched[(size_t)a * (size_t)S->ni[0] + (size_t)v] : -1;
          int ev = s == 0 && ubs_is_pure(S, 0, J) ? ubs_before_value(S, e, v) : e->t[s][v];
          if (m >= 0) {
            ubs_edge_state(S, e, u, a, &S->tmp);
            ubs_oblige(S, ev, ubs_after_value(S, &S->tmp, m), e, -1);
            CC_PUSH(who, -2 - v);
          } else if (ev != in->t[s][v]) {
            S->nosame[row + (size_t)(s ? S->ni[0] + v : v)] = 1, S->changed = true;
          }
        }
      /* the private slots' contents: kept terms come back, matched ones
       * equal their AFTER value on this edge */
      int ns0 = S->nslots[0], ns1 = S->nslots[1];
      char *cnosame = S->cnosame + (size_t)a * (size_t)(ns0 + ns1);
      const int *inm0 = S->rewound[a] ? in->cm : in->m[0], *em0 = S->rewound[a] ? e->cm : e->m[0];
      for (int c = 0; c < ns0 + ns1; c++) {
        int s = c >= ns0, x = s ? c - ns0 : c;
        const int *inm = s ? in->m[1] : inm0, *em = s ? e->m[1] : em0;
        if (inm[x] < 0 || cnosame[c] != 0) {
          if (s == 0 && cnosame[c] && S->cmatched[(size_t)a * (size_t)ns0 + (size_t)x] != -1) {
            int m = S->cmatched[(size_t)a * (size_t)ns0 + (size_t)x], av;
            if (m <= -2) {
              av = e->m[1][-2 - m];
            } else {
              ubs_edge_state(S, e, u, a, &S->tmp);
              av = ubs_after_value(S, &S->tmp, m);
            }
            if (m <= -2 && av < 0 && em[x] < 0) continue; /* both undefined */
            ubs_oblige(S, em[x], av, e, -1);
            CC_PUSH(who, -2 - S->ni[0] - x);
          }
          continue;
        }
        if (em[x] != inm[x]) cnosame[c] = 1, S->changed = true;
      }
      bool *ok = cc_malloc(sizeof *ok * (CC_SIZE(who) + 1));
      ubs_decide(S, from, ok);
      for (size_t w = 0; w < CC_SIZE(who); w++) {
        if (ok[w]) continue;
        int x = CC_AT(who, w);
        S->changed = true;
        if (x <= -2 - S->ni[0]) {
          unsigned char *c = &S->cnomatch[(size_t)a * (size_t)S->nslots[0] + (size_t)(-2 - S->ni[0] - x)];
          if (*c < 255) ++*c; /* the next candidate */
        } else if (x <= -2) {
          unsigned char *c = &S->nomatch[(size_t)a * (size_t)S->ni[0] + (size_t)(-2 - x)];
          if (*c < 255) ++*c; /* the next candidate */
        }
        else S->fresh[x - S->ni[0]] = true;
      }
      free(ok);
      CC_RELEASE(who);
      /* the congruences: this back edge's incoming value keeps them (Z3
       * under the edge's facts, the header's congruences among them: the
       * induction step) */
      for (int q = 0; q < n && cv_program_inst(Q, is[q])->op == CV_OP_PHI; q++) {
        const cv_inst *J = cv_program_inst(Q, is[q]);
        if (S->cfact[J->index] < 0) continue;
        size_t from2 = CC_SIZE(S->what);
        ubs_oblige(S, ubs_cong_node(S, ubs_incoming(S, e, J, u), S->cbase[J->index], J),
                   ubs_zero(S, J), e, -1);
        bool kept = false;
        ubs_decide(S, from2, &kept);
        if (!kept) S->nocong[J->index] = true, S->changed = true;
      }
      for (size_t f = 0; f < CC_SIZE(in->facts) && !S->nofacts[a]; f++) {
        if (ubs_is_cong_fact(S, a, CC_AT(in->facts, f).node)) continue;
        bool found = false;
        for (size_t g = 0; g < CC_SIZE(e->facts); g++)
          if (ubs_fact_eq(&CC_AT(e->facts, g), &CC_AT(in->facts, f))) found = true;
        if (!found) S->nofacts[a] = true, S->changed = true;
      }
      /* the counters: back where the guess said, or a new m */
      for (int c = 0; c < nc; c++) {
        int *m = &S->mspec[(size_t)a * (size_t)(nc ? nc : 1) + (size_t)c];
        ubs_form h = in->cnt[c], b = e->cnt[c];
        if (*m < 0 || h.var == UBS_TOP || !memcmp(&h, &b, sizeof h)) continue;
        int D = S->cyc_of[1][a], nm = -1;
        if (*m == 0 && h.var == UBS_CONST && b.var == UBS_CONST) nm = b.d - h.d;
        else if (*m > 0 && h.var == D && b.var == D && b.m == h.m) nm = h.m + (b.d - h.d);
        *m = nm > 0 && nm != *m ? nm : -1;
        S->changed = true;
      }
    }
  }
  return true;
}

/* ---- the counter checks ------------------------------------------------------------ */

/* Can BEFORE counter values f at AFTER block a and g at block b be equal?
 * (x ranges over the AFTER counter of f.var at a: from 1, or 0 at its
 * header.)  True when not shown disjoint. */
static bool ubs_may_meet(const ubs *S, ubs_form f, int a, ubs_form g, int b) {
  if (f.var == UBS_TOP || g.var == UBS_TOP) return true;
  if (f.m == 0 && g.m == 0) return f.d == g.d;
  if (f.m == 0 || g.m == 0) {
    if (f.m == 0) { ubs_form t = f; f = g, g = t; int x = a; a = b, b = x; }
    /* f = m x + d, x >= lo; g the constant */
    int lo = cv_hierarchy_cycle(S->h[1], f.var)->header == a ? 0 : 1;
    if (g.d < f.m * lo + f.d) return false;
    return ((g.d - f.d) % f.m + f.m) % f.m == 0;
  }
  if (f.m != g.m) return true;
  return ((f.d - g.d) % f.m + f.m) % f.m == 0;
}

static bool ubs_counters(ubs *S) {
  const cv_program *P = S->p[0], *Q = S->p[1];
  for (size_t x = 0; x < CC_SIZE(S->events); x++) {
    const ubs_event *e = &CC_AT(S->events, x);
    const int *hd;
    int nh = cv_hierarchy_headers_of(S->h[1], e->a, &hd);
    bool driven[16] = {false};
    if (nh > 16) nh = 17;
    for (int l = 0; l < e->nlev; l++) {
      ubs_form f = e->lev[l];
      int at = -1;
      for (int j = 0; j < nh && j < 16 && f.var >= 0; j++)
        if (S->cyc_of[1][hd[j]] == f.var) at = j;
      if (f.var == UBS_TOP || (f.var >= 0 && at < 0)) {
        const int *hb;
        cv_hierarchy_headers_of(S->h[0], cv_program_inst(P, e->i)->block, &hb);
        snprintf(S->res->why, sizeof S->res->why,
                 "at %s (AFTER's block %s) the count of BEFORE's loop header %s is not a "
                 "function of AFTER's counters there",
                 cv_program_inst(Q, e->j)->text ? cv_program_inst(Q, e->j)->text : "an event",
                 cv_block_name(Q, e->a), cv_block_name(P, hb[l]));
        return false;
      }
      if (at >= 0 && f.m >= 1) driven[at] = true;
      S->res->levels++;
    }
    for (int j = 0; j < nh; j++)
      if (j >= 16 || !driven[j]) {
        snprintf(S->res->why, sizeof S->res->why,
                 "at %s (AFTER's block %s) AFTER's cycle %s counts iterations BEFORE's counters "
                 "at that event do not tell apart",
                 cv_program_inst(Q, e->j)->text ? cv_program_inst(Q, e->j)->text : "an event",
                 cv_block_name(Q, e->a), cv_block_name(Q, hd[j < 16 ? j : 0]));
        return false;
      }
    /* two AFTER events on one BEFORE event: never converged in BEFORE */
    for (size_t y = x + 1; y < CC_SIZE(S->events); y++) {
      const ubs_event *g = &CC_AT(S->events, y);
      if (g->i != e->i) continue;
      bool apart = false;
      for (int l = 0; l < e->nlev && !apart; l++) apart = !ubs_may_meet(S, e->lev[l], e->a, g->lev[l], g->a);
      if (!apart && (e->nf || g->nf)) {
        /* or no input has one thread at e and another at g: their facts on
         * uniform terms (the same value in every thread) contradict each
         * other (an unswitched loop's two versions, docs/unbounded.md
         * "Unswitching on a uniform condition"); Z3: true == false under
         * both sets of facts */
        size_t from = CC_SIZE(S->what);
        CC_PUSH(S->pairs, S->ntrue);
        CC_PUSH(S->pairs, S->nfalse);
        CC_PUSH(S->what, -1);
        CC_PUSH(S->foff, (int)CC_SIZE(S->fpool));
        for (int f = 0; f < e->nf; f++) CC_PUSH(S->fpool, CC_AT(S->efacts, (size_t)(e->foff + f)));
        for (int f = 0; f < g->nf; f++) CC_PUSH(S->fpool, CC_AT(S->efacts, (size_t)(g->foff + f)));
        ubs_decide(S, from, &apart);
        S->res->uniform_apart += apart;
      }
      if (!apart) {
        snprintf(S->res->why, sizeof S->res->why,
                 "two events of AFTER (blocks %s and %s) stand for %s of BEFORE, and the "
                 "counters do not show that BEFORE never converges their instances",
                 cv_block_name(Q, e->a), cv_block_name(Q, g->a),
                 cv_program_inst(P, e->i)->text ? cv_program_inst(P, e->i)->text : "one event");
        return false;
      }
    }
  }
  return true;
}

/* ---- the rule ---------------------------------------------------------------------- */

/* Reverse postorder of AFTER's reachable blocks. */
static void ubs_rpo(ubs *S) {
  int n = S->nb[1];
  S->rpo = cc_malloc(sizeof *S->rpo * (size_t)(n ? n : 1));
  S->rpo_of = cc_malloc(sizeof *S->rpo_of * (size_t)(n ? n : 1));
  S->nrpo = ubl_rpo_blocks(S->p[1], S->rpo);
  for (int b = 0; b < n; b++) S->rpo_of[b] = -1;
  for (int i = 0; i < S->nrpo; i++) S->rpo_of[S->rpo[i]] = i;
}

/* The integer of constant v ("i32 4"). */
static bool ubs_const_int(const cv_value *v, int64_t *k) {
  if (v->kind != CV_VALUE_CONST || !v->text || v->text[0] != 'i') return false;
  const char *t = strrchr(v->text, ' ');
  if (!t || !t[1]) return false;
  char *end;
  long long x = strtoll(t + 1, &end, 10);
  if (*end) return false;
  *k = x;
  return true;
}

/* The congruences' guesses: a phi of an AFTER header whose incoming value
 * on every back edge is the phi plus constants (a chain of add and sub of
 * integer constants, as an unrolled body's %inc.1, %inc.2, ...); the
 * modulus the largest power of two dividing every step.  Only guesses:
 * ubs_back checks them on the terms. */
static void ubs_cong_guess(ubs *S) {
  const cv_program *Q = S->p[1];
  for (int a = 0; a < S->nb[1]; a++) {
    if (S->cyc_of[1][a] < 0 || S->rpo_of[a] < 0) continue;
    int n;
    const int *is = cv_block_insts(Q, a, &n);
    for (int q = 0; q < n; q++) {
      const cv_inst *J = cv_program_inst(Q, is[q]);
      if (J->op != CV_OP_PHI) break;
      int w = ubl_inst_width(J);
      if (w < 2 || w > 64 || !J->phi_blocks) continue;
      uint64_t bits = 0;
      bool ok = true;
      for (int o = 0; o < J->nops && ok; o++) {
        int u = J->phi_blocks[o];
        if (u < 0 || S->rpo_of[u] < S->rpo_of[a]) continue; /* a forward edge */
        const cv_value *v = &J->ops[o];
        uint64_t tot = 0;
        for (int steps = 0; ok && !(v->kind == CV_VALUE_INST && v->index == J->index); steps++) {
          const cv_inst *I = v->kind == CV_VALUE_INST ? cv_program_inst(Q, v->index) : NULL;
          int64_t k;
          if (steps > 64 || !I || I->nops != 2 || !I->opcode) ok = false;
          else if (!strcmp(I->opcode, "add") && ubs_const_int(&I->ops[1], &k)) tot += (uint64_t)k, v = &I->ops[0];
          else if (!strcmp(I->opcode, "add") && ubs_const_int(&I->ops[0], &k)) tot += (uint64_t)k, v = &I->ops[1];
          else if (!strcmp(I->opcode, "sub") && ubs_const_int(&I->ops[1], &k)) tot -= (uint64_t)k, v = &I->ops[0];
          else ok = false;
        }
        if (w < 64) tot &= (1ull << w) - 1;
        bits |= tot;
      }
      uint64_t g = bits & (~bits + 1); /* the lowest bit set */
      if (ok && g >= 2 && g <= (1ull << 62)) S->cstep[J->index] = (int64_t)g;
    }
  }
}

/* One walk of AFTER with what the rounds learnt so far. */
static bool ubs_round(ubs *S) {
  const cv_program *Q = S->p[1];
  ubs_nodes_reset(S);
  CC_CLEAR(S->pairs), CC_CLEAR(S->what), CC_CLEAR(S->foff), CC_CLEAR(S->fpool);
  CC_CLEAR(S->ranges), CC_CLEAR(S->events), CC_CLEAR(S->efacts);
  S->res->events = S->res->branches = S->res->levels = S->res->regions = 0;
  memset(S->merged, 0, sizeof *S->merged * (size_t)S->nb[0]);
  for (size_t i = 0; i < (size_t)S->nb[1] * (size_t)S->ni[0]; i++) S->matched[i] = -1;
  for (size_t i = 0; i < (size_t)S->nb[1] * (size_t)S->nslots[0]; i++) S->cmatched[i] = -1;
  for (int j = 0; j < S->ni[1]; j++) S->cbase[j] = S->cfact[j] = -1;
  S->res->forced = 0;
  for (int b = 0; b < S->nb[1]; b++) {
    S->in[b].set = false, S->moved[b] = false;
    int ns;
    cv_block_succs(Q, b, &ns);
    for (int i = 0; i < ns; i++) S->out[b][i].set = false;
  }
  for (int r = 0; r < S->nrpo; r++) {
    int a = S->rpo[r];
    ubs_state *st = &S->in[a];
    if (r == 0) {
      if (!st->t[0]) ubs_state_init(S, st);
      for (int s = 0; s < 2; s++) {
        for (int i = 0; i < S->ni[s]; i++) st->t[s][i] = -1;
        for (int k = 0; k < S->nslots[s]; k++) st->m[s][k] = -1; /* undefined */
      }
      CC_CLEAR(st->facts);
      for (int c = 0, nc = cv_hierarchy_ncycles(S->h[0]); c < nc; c++)
        st->cnt[c] = (ubs_form){UBS_CONST, 0, 0};
      st->yb = cv_program_entry(S->p[0]), st->yi = 0, st->set = true;
      int nb;
      const int *ib = cv_block_insts(S->p[0], st->yb, &nb);
      while (st->yi < nb && cv_program_inst(S->p[0], ib[st->yi])->op == CV_OP_PHI) st->yi++;
      ubs_checkpoint(S, st);
      ubs_before_run(S, st);
      if (!ubs_before_settle(S, st, NULL)) return false;
    } else {
      int np;
      const int *ps = cv_block_preds(Q, a, &np);
      ubs_state *e[64];
      int u[64], ne = 0;
      for (int k = 0; k < np; k++) {
        if (!cv_block_reachable(Q, ps[k]) || S->rpo_of[ps[k]] >= r) continue;
        int ns;
        const int *su = cv_block_succs(Q, ps[k], &ns);
        for (int i = 0; i < ns; i++) {
          bool dup = false;
          for (int z = 0; z < ne; z++) dup |= u[z] == ps[k] && e[z] == &S->out[ps[k]][i];
          if (su[i] != a || !S->out[ps[k]][i].set || dup) continue;
          if (ne == 64) {
            snprintf(S->res->why, sizeof S->res->why, "AFTER's block %s has more than 64 "
                                                      "predecessors",
                     cv_block_name(Q, a));
            return false;
          }
          e[ne] = &S->out[ps[k]][i], u[ne++] = ps[k];
        }
      }
      if (!ne) continue; /* every edge into it is a back edge: not reached */
      if (!ubs_merge(S, a, e, u, ne, st)) return false;
    }
    ubs_state_copy(S, &S->work, st); /* in[a] stays the state at a's start */
    if (!ubs_block(S, a, &S->work)) return false;
  }
  for (int r = 0; r < S->nrpo; r++)
    if (S->in[S->rpo[r]].set && !ubs_back(S, S->rpo[r])) return false;
  return true;
}

/* Both programs: one hierarchy, every cycle entered at its header only. */
static bool ubs_reducible(ubs *S, int s) {
  S->h[s] = cv_cycles_llvm(S->p[s]);
  S->cyc_of[s] = cc_malloc(sizeof(int) * (size_t)(S->nb[s] ? S->nb[s] : 1));
  for (int b = 0; b < S->nb[s]; b++) S->cyc_of[s][b] = -1;
  for (int c = 0; c < cv_hierarchy_ncycles(S->h[s]); c++) {
    const cv_cycle *C = cv_hierarchy_cycle(S->h[s], c);
    if (C->nentries != 1) {
      snprintf(S->res->why, sizeof S->res->why, "%s has a cycle with %d entries (block %s): more "
                                                "than one hierarchy",
               s ? "AFTER" : "BEFORE", C->nentries, cv_block_name(S->p[s], C->header));
      return false;
    }
    S->cyc_of[s][C->header] = c;
  }
  return true;
}

bool ub_transform_simulate(const cv_program *before, const cv_program *after, unsigned timeout_ms,
                           unsigned cpu_ms, ub_simulation *res) {
  memset(res, 0, sizeof *res);
  if (cv_program_nargs(before) != cv_program_nargs(after)) {
    snprintf(res->why, sizeof res->why, "the argument counts differ");
    return false;
  }
  if (cv_program_has_tokens(before) || cv_program_has_tokens(after)) {
    snprintf(res->why, sizeof res->why, "convergence tokens (the rule pairs uncontrolled "
                                        "convergent operations only)");
    return false;
  }
  for (int s = 0; s < 2; s++) {
    const cv_program *p = s ? after : before;
    for (int b = 0; b < cv_program_nblocks(p); b++) {
      int n;
      cv_block_insts(p, b, &n);
      if (cv_block_reachable(p, b) && !n) {
        snprintf(res->why, sizeof res->why, "block %s of %s has no instructions (a .cfg "
                                            "program: the rule follows instructions)",
                 cv_block_name(p, b), s ? "AFTER" : "BEFORE");
        return false;
      }
    }
  }
  ubs S;
  memset(&S, 0, sizeof S);
  S.res = res, S.timeout_ms = timeout_ms;
  S.deadline = timeout_ms ? cc_now() + timeout_ms / 1000.0 : 0;
  S.cpu_deadline = cpu_ms ? cc_cpu_now() + cpu_ms / 1000.0 : 0;
  S.p[0] = before, S.p[1] = after;
  for (int s = 0; s < 2; s++) S.nb[s] = cv_program_nblocks(S.p[s]), S.ni[s] = cv_program_ninsts(S.p[s]);
  for (int s = 0; s < 2; s++) {
    S.memo[s] = cc_calloc((size_t)S.ni[s] + 1, sizeof *S.memo[s]);
    S.memo_gen[s] = cc_calloc((size_t)S.ni[s] + 1, sizeof *S.memo_gen[s]);
    /* the private slots, numbered in the order of their allocas */
    int *of = cc_malloc(sizeof *of * ((size_t)S.ni[s] + 1));
    S.slot[s] = cc_malloc(sizeof *S.slot[s] * ((size_t)S.ni[s] + 1));
    S.slot_alloca[s] = cc_malloc(sizeof *S.slot_alloca[s] * ((size_t)S.ni[s] + 1));
    ubl_private_slots(S.p[s], of);
    for (int i = 0; i < S.ni[s]; i++)
      if (of[i] == i) S.slot_alloca[s][S.nslots[s]] = i, of[i] = -2 - S.nslots[s]++;
    for (int i = 0; i < S.ni[s]; i++)
      S.slot[s][i] = of[i] == -1 ? -1 : of[i] <= -2 ? -2 - of[i] : -2 - of[of[i]];
    free(of);
  }
  bool ok = ubs_reducible(&S, 0) && ubs_reducible(&S, 1);
  S.pdt = cv_domtree_new(before, true);
  int nc = ok ? cv_hierarchy_ncycles(S.h[0]) : 0;
  size_t nv = (size_t)(S.ni[0] + S.ni[1]), nbA = (size_t)S.nb[1];
  if (ok) {
    ubs_rpo(&S);
    S.in = cc_calloc(nbA, sizeof *S.in);
    S.out = cc_calloc(nbA, sizeof *S.out);
    for (size_t b = 0; b < nbA; b++) {
      int ns;
      cv_block_succs(after, (int)b, &ns);
      S.out[b] = cc_calloc((size_t)(ns ? ns : 1), sizeof **S.out);
    }
    S.moved = cc_calloc(nbA, sizeof *S.moved);
    S.rewound = cc_calloc(nbA, sizeof *S.rewound);
    S.merged = cc_calloc((size_t)S.nb[0] + 1, sizeof *S.merged);
    S.fresh = cc_calloc((size_t)S.ni[1] + 1, sizeof *S.fresh);
    S.nosame = cc_calloc(nbA * nv + 1, 1);
    S.nomatch = cc_calloc(nbA * (size_t)S.ni[0] + 1, 1);
    S.matched = cc_malloc(sizeof *S.matched * (nbA * (size_t)S.ni[0] + 1));
    S.cnosame = cc_calloc(nbA * (size_t)(S.nslots[0] + S.nslots[1]) + 1, 1);
    S.cnomatch = cc_calloc(nbA * (size_t)S.nslots[0] + 1, 1);
    S.cmatched = cc_malloc(sizeof *S.cmatched * (nbA * (size_t)S.nslots[0] + 1));
    S.nofacts = cc_calloc(nbA, sizeof *S.nofacts);
    S.settle_in = cc_calloc(nbA, sizeof *S.settle_in);
    S.mspec = cc_calloc(nbA * (size_t)(nc ? nc : 1), sizeof *S.mspec);
    S.cstep = cc_calloc((size_t)S.ni[1] + 1, sizeof *S.cstep);
    S.nocong = cc_calloc((size_t)S.ni[1] + 1, sizeof *S.nocong);
    S.cbase = cc_malloc(sizeof *S.cbase * ((size_t)S.ni[1] + 1));
    S.cfact = cc_malloc(sizeof *S.cfact * ((size_t)S.ni[1] + 1));
    ubs_cong_guess(&S);
  }
  /* rounds: withdraw the guesses that fail until none does */
  while (ok) {
    S.changed = false;
    ok = ubs_round(&S);
    res->rounds++;
    if (ok && !S.changed) break;
    if (ok && res->rounds >= UBS_MAX_ROUNDS) {
      snprintf(res->why, sizeof res->why, "the invariants did not settle within %d rounds",
               UBS_MAX_ROUNDS);
      ok = false;
    }
  }
  if (ok) {
    /* the events' operands */
    size_t n = CC_SIZE(S.what);
    bool *eq = cc_malloc(sizeof *eq * (n + 1));
    int *what = cc_malloc(sizeof *what * (n + 1));
    for (size_t i = 0; i < n; i++) what[i] = CC_AT(S.what, i);
    ubs_decide(&S, 0, eq);
    for (size_t i = 0; i < n && ok; i++)
      if (!eq[i]) {
        const cv_inst *J = cv_program_inst(after, what[i]);
        snprintf(res->why, sizeof res->why,
                 "an operand of %s (AFTER's block %s) may differ from its partner's in BEFORE",
                 J->text ? J->text : "an event", cv_block_name(after, J->block));
        ok = false;
      }
    free(eq), free(what);
  }
  /* AFTER never loops without BEFORE moving */
  for (int c = 0; ok && c < cv_hierarchy_ncycles(S.h[1]); c++) {
    const cv_cycle *C = cv_hierarchy_cycle(S.h[1], c);
    bool any = false;
    for (int k = 0; k < C->nblocks; k++) any |= S.moved[C->blocks[k]];
    if (!any) {
      snprintf(res->why, sizeof res->why, "AFTER's cycle at %s runs without BEFORE moving",
               cv_block_name(after, C->header));
      ok = false;
    }
  }
  if (ok) ok = ubs_counters(&S);
  if (ok) {
    for (int r = 0; r < S.nrpo; r++) res->blocks += S.in[S.rpo[r]].set;
    for (size_t i = 0; i < nbA * (size_t)S.ni[0]; i++) res->invariants += S.matched[i] >= 0;
    for (int j = 0; j < S.ni[1]; j++) res->congruences += S.cfact[j] >= 0;
    res->cycles[0] = cv_hierarchy_ncycles(S.h[0]), res->cycles[1] = cv_hierarchy_ncycles(S.h[1]);
    res->slots = S.nslots[0] + S.nslots[1];
    for (int b = 0; b < S.nb[0]; b++) res->regions += S.merged[b];
  }
  res->z3 = S.queries;
  res->z3_repeated = S.repeated;
  res->applies = ok;
  ubl_table_free(&S.terms);
  for (size_t i = 0; i < CC_SIZE(S.answers); i++) free(CC_AT(S.answers, i).key);
  CC_RELEASE(S.answers);
  cc_buf_free(&S.key);
  CC_RELEASE(S.kstack);
  free(S.key_of), free(S.key_gen);
  CC_RELEASE(S.pairs); CC_RELEASE(S.what); CC_RELEASE(S.foff); CC_RELEASE(S.fpool);
  CC_RELEASE(S.ranges); CC_RELEASE(S.events); CC_RELEASE(S.efacts);
  if (S.in)
    for (size_t b = 0; b < nbA; b++) {
      int ns;
      cv_block_succs(after, (int)b, &ns);
      ubs_state_free(&S.in[b]);
      for (int i = 0; i < ns; i++) ubs_state_free(&S.out[b][i]);
      free(S.out[b]);
    }
  ubs_state_free(&S.work);
  ubs_state_free(&S.tmp);
  ubs_state_free(&S.spec);
  free(S.in), free(S.out), free(S.moved), free(S.rewound), free(S.merged), free(S.fresh), free(S.nosame), free(S.nomatch);
  free(S.matched), free(S.nofacts), free(S.settle_in), free(S.mspec), free(S.rpo), free(S.rpo_of);
  free(S.cstep), free(S.nocong), free(S.cbase), free(S.cfact);
  free(S.cnosame), free(S.cnomatch), free(S.cmatched);
  cv_domtree_free(S.pdt);
  for (int s = 0; s < 2; s++) {
    free(S.slot[s]), free(S.slot_alloca[s]);
    if (S.h[s]) cv_hierarchy_free(S.h[s]);
    free(S.memo[s]), free(S.memo_gen[s]);
    free(S.cyc_of[s]);
  }
  return ok;
}
