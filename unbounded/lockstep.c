/* unbounded/lockstep.c — the lockstep rule: preservation of convergence
 * for every trip count and every number of threads when BEFORE and AFTER
 * have the same shape (docs/unbounded.md "Transforms: the lockstep rule",
 * where the induction is written out).
 *
 *   shape   a bijection of the reachable blocks, entry to entry, that maps
 *           the i-th successor of a block to the i-th successor of its
 *           partner, terminators of one kind (ubl_shape);
 *   events  in partner blocks the same sequence of events -- convergent
 *           calls and convergence-control intrinsics, every call that is
 *           not readnone, loads, stores, atomics, allocas, but for those of
 *           private stack slots (values: ubl_slots) -- of the same kind
 *           (callee, type, ordering), token operands partners;
 *   values  one symbol per pair of partner phis (the invariant "they hold
 *           equal values at every instance") and per pair of partner events
 *           with a result; every other value a hash-consed term over the
 *           symbols, arguments and constants; checked: every incoming value
 *           pair of partner phis on partner edges, every branch condition
 *           (switch value and cases), every event's operands equal --
 *           hash-consed first, then for every value of the symbols (Z3,
 *           encode/ smt_identities).  A phi pair whose incoming values may
 *           differ leaves the invariant (its phis get a symbol each) and
 *           the check runs again: the greatest set of pairs that is
 *           inductive.  A private slot's content where a block with several
 *           predecessors begins is a pseudo-phi, paired and refined as a
 *           phi; an AFTER phi out of the pairs may be a BEFORE phi (or
 *           its sext or zext) plus a constant (ubl_relate), refined the
 *           same way.  Where that fails, once more with invariants at
 *           the loop headers: comparisons from the loops' own tests,
 *           checked by induction around each header's edges and then
 *           assumed where terms are compared (ubl_invariants).
 *
 * Any check failing: the rule does not apply (never "broken" from it). */
#include "unbounded/unbounded.h"
#include "unbounded/lockstep.h"

#include "encode/smt.h"
#include "model/values.h"

#include <stdio.h>
#include <stdlib.h>

enum { UBL_MAX_ROUNDS = 64 };

/* ---- the shape --------------------------------------------------------------------- */

/* The kind of block b's terminator (CV_OP_OTHER for a block without
 * instructions: a .cfg block). */
static cv_op ubl_term_op(const cv_program *p, int b) {
  int n;
  const int *is = cv_block_insts(p, b, &n);
  return n ? cv_program_inst(p, is[n - 1])->op : CV_OP_OTHER;
}

bool ub_lockstep_shape(const cv_program *before, const cv_program *after, int *map,
                       int *nedges, char *why, size_t size) {
  int nb = cv_program_nblocks(before), na = cv_program_nblocks(after);
  int *rmap = cc_malloc(sizeof *rmap * (size_t)(na ? na : 1));
  int *queue = cc_malloc(sizeof *queue * (size_t)(nb ? nb : 1));
  for (int b = 0; b < nb; b++) map[b] = -1;
  for (int a = 0; a < na; a++) rmap[a] = -1;
  int head = 0, tail = 0, edges = 0;
  bool ok = true;
  int eb = cv_program_entry(before), ea = cv_program_entry(after);
  map[eb] = ea, rmap[ea] = eb, queue[tail++] = eb;
  while (ok && head < tail) {
    int b = queue[head++], a = map[b], ns, nt;
    const int *sb = cv_block_succs(before, b, &ns), *sa = cv_block_succs(after, a, &nt);
    if (ubl_term_op(before, b) == CV_OP_TERMINATOR || ubl_term_op(after, a) == CV_OP_TERMINATOR) {
      /* an invoke, a callbr: a call (an event) that is also a branch */
      snprintf(why, size, "block %s ends in a terminator the rule does not pair (invoke, callbr, ...)",
               cv_block_name(before, b));
      ok = false;
      break;
    }
    if (ns != nt || ubl_term_op(before, b) != ubl_term_op(after, a) ||
        cv_block_branch(before, b) != cv_block_branch(after, a)) {
      snprintf(why, size, "block %s of BEFORE and its partner %s of AFTER end differently "
                          "(%d and %d successors)",
               cv_block_name(before, b), cv_block_name(after, a), ns, nt);
      ok = false;
      break;
    }
    for (int i = 0; i < ns; i++) {
      edges++;
      if (map[sb[i]] < 0 && rmap[sa[i]] < 0) {
        map[sb[i]] = sa[i], rmap[sa[i]] = sb[i];
        queue[tail++] = sb[i];
      } else if (map[sb[i]] != sa[i]) {
        snprintf(why, size, "successor %d of block %s leads to %s in BEFORE and to %s in AFTER, "
                            "which other blocks already correspond to",
                 i + 1, cv_block_name(before, b), cv_block_name(before, sb[i]),
                 cv_block_name(after, sa[i]));
        ok = false;
        break;
      }
    }
  }
  /* every reachable block of AFTER has a partner: the walk from the entry
   * reaches exactly the partners of BEFORE's reachable blocks */
  for (int a = 0; ok && a < na; a++)
    if (cv_block_reachable(after, a) && rmap[a] < 0) {
      snprintf(why, size, "block %s of AFTER has no partner in BEFORE", cv_block_name(after, a));
      ok = false;
    }
  if (nedges) *nedges = edges;
  free(rmap);
  free(queue);
  return ok;
}

/* ---- terms ------------------------------------------------------------------------- */

/* A private stack slot's content (docs/unbounded.md "Private stack
 * slots"): what the thread last stored there, as a def: UBL_UNINIT (no
 * store yet, or a lifetime marker since: undef), a store's index (its
 * stored value), or ninsts + k for the k-th pseudo-phi (the content where
 * a block with several predecessors begins). */
enum { UBL_UNINIT = -1, UBL_NODEF = -2 };

typedef struct ubl_side {
  const cv_program *p;
  int *map;   /* block -> partner block (-1: unreachable) */
  int *term;  /* instruction or pseudo-phi -> node (-1: none yet) */
  int *pair;  /* phi, pseudo-phi or event -> partner id, -1 */
  int ninsts;
  int *slot;  /* instruction -> its private slot's alloca (cv_stack_slots), -1 */
  int nslots;
  int *slots; /* the private slots' allocas */
  int npp;    /* pseudo-phis: k at block pp_block[k] for slot pp_slot[k] (0..nslots-1) */
  int *pp_block, *pp_slot;
  int *pp_repl;  /* a trivial pseudo-phi: the def it is; UBL_NODEF else */
  int *end_def;  /* [slot * nblocks + block]: the content where the block ends */
  int *load_def; /* a load of a private slot: the content it reads */
} ubl_side;

/* A candidate invariant at a loop header H of BEFORE: a comparison of
 * program `side` (an icmp in a block H dominates), its operands' terms read
 * at H, as written or as one of four orderings. */
enum { UBL_INV_AS_WRITTEN, UBL_INV_ULE, UBL_INV_SLE, UBL_INV_ULE_SWAP, UBL_INV_SLE_SWAP,
       UBL_INV_PHI_SLT, UBL_INV_PHI_ULT, UBL_INV_PHI_SLE, UBL_INV_PHI_ULE, UBL_INV_PHI_START,
       UBL_INV_VARIANTS };
enum { UBL_MAX_INV = 256 };
typedef struct ubl_inv {
  int header;  /* BEFORE's block */
  int side;    /* 0: an icmp of BEFORE, 1: of AFTER */
  int inst;
  int variant; /* UBL_INV_*                                                  */
  bool alive;  /* not refuted yet (once refuted, never assumed again)       */
  int node;    /* this round: the predicate at H, -1: not a predicate at H  */
} ubl_inv;

typedef struct ubl {
  ubl_side s[2];              /* BEFORE, AFTER                              */
  ubl_table terms;            /* the hash-consed nodes                      */
  int *order;                 /* BEFORE's reachable blocks, reverse postorder */
  int norder;
  bool *active;               /* BEFORE's phi: its pair is in the invariant  */
  cv_domtree *dt;             /* BEFORE's dominator tree (AFTER's is its image) */
  /* AFTER's phis out of the invariant related to a phi of BEFORE (-1:
   * none): j = ext(i) + c at every instance, c = rel_c, ext = rel_ext
   * (UBL_EXT_*: none where the widths are equal; docs/unbounded.md
   * "Related phis"); rel_tried: how many candidates were chosen (one of
   * the same width; for a wider j, sext then zext of one phi) */
  int *rel;
  long long *rel_c;
  int *rel_ext;
  int *rel_from; /* the phi of BEFORE of the last candidate */
  int *rel_tried;
  /* relational invariants at loop headers (docs/unbounded.md "Invariants
   * at loop headers"): candidates, those still standing after the
   * induction check of the round (ubl_invariants) assumed as facts */
  CC_STACK(ubl_inv) inv;
  int queries;
  double deadline;            /* cc_now() seconds: the whole rule's, both of
                               * its attempts (0: none)                     */
  char *why;
  size_t whysize;
} ubl;

static uint64_t ubl_hash(smt_ex_kind k, const char *text, int width, int nargs, const int *args) {
  uint64_t h = cc_hash_bytes(&k, sizeof k, 1469598103934665603ull);
  if (text) h = cc_hash_bytes(text, strlen(text), h);
  h = cc_hash_bytes(&width, sizeof width, h);
  return nargs ? cc_hash_bytes(args, sizeof *args * (size_t)nargs, h) : h;
}

static void ubl_rehash(ubl_table *T) {
  size_t n = T->tsize ? T->tsize * 2 : 1024;
  free(T->table);
  T->table = cc_calloc(n, sizeof *T->table);
  T->tsize = n;
  for (size_t i = 0; i < CC_SIZE(T->nodes); i++) {
    const smt_ex *e = &CC_AT(T->nodes, i);
    if (e->kind == SMT_EX_SYM && !e->text) continue;
    size_t j = ubl_hash(e->kind, e->text, e->width, e->nargs, e->args) & (n - 1);
    while (T->table[j]) j = (j + 1) & (n - 1);
    T->table[j] = (int)i + 1;
  }
}

int ubl_table_node(ubl_table *T, smt_ex_kind k, const char *text, int width, int nargs,
                   const int *args) {
  bool fresh = k == SMT_EX_SYM && !text;
  if (!fresh) {
    if (2 * (CC_SIZE(T->nodes) + 1) > T->tsize) ubl_rehash(T);
    size_t j = ubl_hash(k, text, width, nargs, args) & (T->tsize - 1);
    for (; T->table[j]; j = (j + 1) & (T->tsize - 1)) {
      const smt_ex *e = &CC_AT(T->nodes, (size_t)T->table[j] - 1);
      if (e->kind == k && e->width == width && e->nargs == nargs && e->text &&
          !strcmp(e->text, text) &&
          (!nargs || !memcmp(e->args, args, sizeof *args * (size_t)nargs)))
        return T->table[j] - 1;
    }
  }
  smt_ex e = {k, NULL, width, nargs, NULL};
  if (text) {
    char *t = cc_malloc(strlen(text) + 1);
    strcpy(t, text);
    CC_PUSH(T->texts, t);
    e.text = t;
  }
  if (nargs) {
    int *a = cc_malloc(sizeof *a * (size_t)nargs);
    memcpy(a, args, sizeof *a * (size_t)nargs);
    e.args = a;
  }
  CC_PUSH(T->nodes, e);
  int id = (int)CC_SIZE(T->nodes) - 1;
  if (!fresh) {
    size_t j = ubl_hash(k, text, width, nargs, args) & (T->tsize - 1);
    while (T->table[j]) j = (j + 1) & (T->tsize - 1);
    T->table[j] = id + 1;
  }
  return id;
}

void ubl_table_reset(ubl_table *T) {
  for (size_t i = 0; i < CC_SIZE(T->nodes); i++) free((void *)CC_AT(T->nodes, i).args);
  CC_CLEAR(T->nodes);
  for (size_t i = 0; i < CC_SIZE(T->texts); i++) free(CC_AT(T->texts, i));
  CC_CLEAR(T->texts);
  if (T->table) memset(T->table, 0, sizeof *T->table * T->tsize);
}

void ubl_table_free(ubl_table *T) {
  ubl_table_reset(T);
  CC_RELEASE(T->nodes);
  CC_RELEASE(T->texts);
  free(T->table);
  memset(T, 0, sizeof *T);
}

/* A node, hash-consed unless it is a fresh symbol (kind SYM, text NULL). */
static int ubl_node(ubl *L, smt_ex_kind k, const char *text, int width, int nargs,
                    const int *args) {
  return ubl_table_node(&L->terms, k, text, width, nargs, args);
}

static void ubl_nodes_reset(ubl *L) { ubl_table_reset(&L->terms); }

/* The width of the type at the start of t ("i32 7": 32). */
static int ubl_type_width(const char *t) {
  char ty[32];
  size_t n = 0;
  while (t && t[n] && t[n] != ' ' && n + 1 < sizeof ty) ty[n] = t[n], n++;
  ty[n] = 0;
  return cv_type_width(ty);
}

int ubl_table_leaf(ubl_table *T, const cv_program *p, const cv_value *v) {
  char buf[64];
  switch (v->kind) {
  case CV_VALUE_ARG:
    snprintf(buf, sizeof buf, "arg %d", v->index);
    return ubl_table_node(T, SMT_EX_SYM, buf, ubl_type_width(cv_program_arg_text(p, v->index)), 0,
                          NULL);
  case CV_VALUE_CONST: {
    const char *t = v->text ? v->text : "";
    /* the spec leaves an undef's value open: no two are the same */
    if (strstr(t, "undef") || strstr(t, "poison")) return ubl_table_node(T, SMT_EX_SYM, NULL, 0, 0, NULL);
    return ubl_table_node(T, SMT_EX_CONST, t, ubl_type_width(t), 0, NULL);
  }
  case CV_VALUE_GLOBAL: {
    cc_buf b;
    cc_buf_init(&b);
    cc_buf_printf(&b, "@%s", v->text ? v->text : "");
    int id = ubl_table_node(T, SMT_EX_CONST, cc_buf_str(&b), 64, 0, NULL);
    cc_buf_free(&b);
    return id;
  }
  default:
    return -2;
  }
}

/* An instruction's text from its opcode on, every %name as "%": the key of
 * an operation whose opkey leaves out what it computes (a shufflevector's
 * mask, an atomicrmw's operation), its operands' values given apart. */
void ubl_shape_text(const cv_inst *I, cc_buf *out) {
  const char *t = I->text ? I->text : "";
  const char *eq = (I->flags & CV_INST_HAS_RESULT) ? strstr(t, " = ") : NULL;
  t = eq ? eq + 3 : t;
  while (*t) {
    if (*t == '%') {
      cc_buf_putc(out, '%');
      t++;
      if (*t == '"') {
        for (t++; *t && *t != '"'; t++) continue;
        if (*t) t++;
      } else {
        while (*t && (((*t | 32) >= 'a' && (*t | 32) <= 'z') || (*t >= '0' && *t <= '9') ||
                      *t == '.' || *t == '_' || *t == '$' || *t == '-'))
          t++;
      }
      continue;
    }
    if (*t == '!') break; /* metadata attachments: not what it computes */
    cc_buf_putc(out, *t++);
  }
}

/* The width of instruction I's result (0: not a bit-vector we know). */
int ubl_inst_width(const cv_inst *I) {
  if (I->op == CV_OP_LOAD) return cv_type_width(I->mem_type);
  if (I->op == CV_OP_PHI && I->text) {
    const char *t = strstr(I->text, "phi ");
    if (!t) return 0;
    t += 4;
    while (!strncmp(t, "nnan ", 5) || !strncmp(t, "ninf ", 5) || !strncmp(t, "nsz ", 4) ||
           !strncmp(t, "fast ", 5))
      t = strchr(t, ' ') + 1;
    char ty[32];
    size_t n = 0;
    while (t[n] && t[n] != ' ' && n + 1 < sizeof ty) ty[n] = t[n], n++;
    ty[n] = 0;
    return cv_type_width(ty);
  }
  if (I->opcode && !strcmp(I->opcode, "alloca")) return 64;
  return cv_opkey_width(I->opkey);
}

/* The node of operand v on side s (-1: an instruction without a term). */
static int ubl_operand(ubl *L, int s, const cv_value *v) {
  char buf[64];
  switch (v->kind) {
  case CV_VALUE_INST:
    return L->s[s].term[v->index];
  case CV_VALUE_ARG:
  case CV_VALUE_CONST:
  case CV_VALUE_GLOBAL:
    return ubl_table_leaf(&L->terms, L->s[s].p, v);
  case CV_VALUE_BLOCK: {
    /* a label: named by BEFORE's block */
    int b = s == 0 ? v->index : L->s[1].map[v->index];
    snprintf(buf, sizeof buf, "label %d", b);
    return ubl_node(L, SMT_EX_CONST, buf, 0, 0, NULL);
  }
  default:
    return ubl_node(L, SMT_EX_SYM, NULL, 0, 0, NULL);
  }
}

/* A phi whose incoming values on the reachable edges are one value v (an
 * LCSSA phi, a phi a pass left after merging edges): it holds v's most
 * recent instance.  (v's block D, not P, dominates every predecessor, so
 * strictly the phi's block P; between P's last execution and a use that P
 * dominates, D does not run: a path D -> use avoiding P and one entry -> D
 * avoiding P would reach the use without P.)  Computed as v, never paired. */
bool ubl_trivial_phi(const cv_program *p, const cv_inst *I) {
  if (I->op != CV_OP_PHI || !I->phi_blocks) return false;
  const cv_value *v = NULL;
  for (int k = 0; k < I->nops; k++) {
    if (I->phi_blocks[k] < 0) return false;
    if (!cv_block_reachable(p, I->phi_blocks[k])) continue;
    const cv_value *w = &I->ops[k];
    if (w->kind == CV_VALUE_INST && w->index == I->index) return false;
    if (!v) {
      v = w;
      continue;
    }
    if (w->kind != v->kind || w->index != v->index ||
        ((w->text == NULL) != (v->text == NULL)) || (w->text && strcmp(w->text, v->text)))
      return false;
  }
  /* a value of the phi's own block (another phi of it: its previous
   * instance) is not the most recent one; an undef is a value of its own at
   * each use */
  if (v && v->kind == CV_VALUE_INST && cv_program_inst(p, v->index)->block == I->block) return false;
  return v && v->kind != CV_VALUE_NONE &&
         !(v->kind == CV_VALUE_CONST && v->text && (strstr(v->text, "undef") || strstr(v->text, "poison")));
}

/* Intrinsics that neither compute a value nor act on one the rule tracks:
 * left out of the events (a pass may drop them). */
bool ubl_ignored(const cv_inst *I) {
  static const char *const skip[] = {"llvm.lifetime.", "llvm.dbg.", "llvm.assume",
                                     "llvm.experimental.noalias.scope.decl", "llvm.pseudoprobe",
                                     "llvm.invariant.", "llvm.sideeffect"};
  if (I->op != CV_OP_CALL || !I->opcode || I->called.kind != CV_VALUE_NONE) return false;
  for (size_t i = 0; i < sizeof skip / sizeof *skip; i++)
    if (!strncmp(I->opcode, skip[i], strlen(skip[i]))) return true;
  return false;
}

/* An event: what the rule matches one to one instead of computing. */
bool ubl_is_event(const cv_inst *I) {
  if (I->op == CV_OP_PHI || ubl_ignored(I)) return false;
  if (I->op == CV_OP_LOAD || I->op == CV_OP_STORE || I->atomic) return true;
  if (I->op == CV_OP_CALL)
    return !(I->flags & CV_INST_READNONE) || (I->flags & CV_INST_CONVERGENT) || I->token_def ||
           I->token_use >= 0 || I->ctrl_bundles || cv_inst_class_valued(I) || !I->opkey ||
           I->called.kind != CV_VALUE_NONE;
  static const char *const ops[] = {"alloca", "atomicrmw", "cmpxchg", "fence", "va_arg",
                                    "landingpad", "catchpad", "cleanuppad"};
  for (size_t i = 0; I->opcode && i < sizeof ops / sizeof *ops; i++)
    if (!strcmp(I->opcode, ops[i])) return true;
  return false;
}

/* An event of side s: not an access to a private slot (its loads and
 * stores are values there, docs/unbounded.md "Private stack slots"). */
static bool ubl_event(const ubl *L, int s, const cv_inst *I) {
  return L->s[s].slot[I->index] < 0 && ubl_is_event(I);
}

/* ---- private stack slots (docs/unbounded.md "Private stack slots") -------------------- */

static bool ubl_undef_value(const cv_value *v) {
  return v->kind == CV_VALUE_CONST && v->text &&
         (strstr(v->text, "undef") || strstr(v->text, "poison"));
}

/* Def d with its pseudo-phis that are trivial replaced by what they are. */
static int ubl_resolve(const ubl_side *S, int d) {
  while (d >= S->ninsts && S->pp_repl[d - S->ninsts] != UBL_NODEF) d = S->pp_repl[d - S->ninsts];
  return d;
}

/* Two defs hold one value: the same def, or two stores of one SSA value (not
 * an undef: a value of its own at each use). */
static bool ubl_def_equal(const ubl_side *S, int x, int y) {
  if (x == y) return true;
  if (x < 0 || y < 0 || x >= S->ninsts || y >= S->ninsts) return false;
  const cv_value *a = &cv_program_inst(S->p, x)->ops[0], *b = &cv_program_inst(S->p, y)->ops[0];
  return a->kind == b->kind && a->index == b->index && (a->text == NULL) == (b->text == NULL) &&
         (!a->text || !strcmp(a->text, b->text)) && !ubl_undef_value(a);
}

/* Def d may stand for a pseudo-phi of block j (a block of side s): it is
 * defined where j begins, in every execution -- an uninitialized content,
 * an argument or a constant; an instruction's value or a pseudo-phi whose
 * block strictly dominates j (LLVM's InstSimplify asks the same of a phi
 * whose incoming values are one value).  Dominance is BEFORE's, mapped. */
static bool ubl_def_dominates(const ubl *L, int s, int d, int j) {
  const ubl_side *S = &L->s[s];
  int blk;
  if (d == UBL_UNINIT) return true;
  if (d >= S->ninsts) {
    blk = S->pp_block[d - S->ninsts];
  } else {
    const cv_value *v = &cv_program_inst(S->p, d)->ops[0];
    if (ubl_undef_value(v)) return false;
    if (v->kind != CV_VALUE_INST) return v->kind == CV_VALUE_ARG || v->kind == CV_VALUE_CONST ||
                                         v->kind == CV_VALUE_GLOBAL;
    blk = cv_program_inst(S->p, v->index)->block;
  }
  if (s) blk = L->s[1].map[blk], j = L->s[1].map[j];
  return blk >= 0 && j >= 0 && blk != j && cv_domtree_dominates(L->dt, blk, j);
}

/* The pseudo-phis pseudo-phi k reaches through its incoming contents
 * (stack, marked in `in`, both of S->npp entries, `in` left all false):
 * when every incoming content outside them is one def d that is defined
 * where each of their blocks begins (ubl_def_dominates), each of them is d
 * -- after d's block runs, the first of them a thread reaches is entered
 * on an edge from outside (another one would dominate that edge's source
 * without having run since), so they all hold d's latest instance.  True
 * when it replaced them. */
static bool ubl_slot_closure(ubl *L, int s, int k, int *stack, bool *in) {
  ubl_side *S = &L->s[s];
  int n = S->ninsts, nb = cv_program_nblocks(S->p), top = 0, d = UBL_NODEF;
  bool one = true;
  stack[top++] = k, in[k] = true;
  for (int t = 0; t < top && one; t++) {
    int x = stack[t], np;
    const int *preds = cv_block_preds(S->p, S->pp_block[x], &np);
    for (int q = 0; q < np && one; q++) {
      if (!cv_block_reachable(S->p, preds[q])) continue;
      int e = ubl_resolve(S, S->end_def[S->pp_slot[x] * nb + preds[q]]);
      if (e >= n) {
        if (!in[e - n]) in[e - n] = true, stack[top++] = e - n;
      } else if (d == UBL_NODEF) {
        d = e;
      } else {
        one = ubl_def_equal(S, d, e);
      }
    }
  }
  for (int t = 0; t < top && one; t++) one = d != UBL_NODEF && ubl_def_dominates(L, s, d, S->pp_block[stack[t]]);
  for (int t = 0; t < top; t++) {
    in[stack[t]] = false;
    if (one) S->pp_repl[stack[t]] = d;
  }
  return one;
}

/* (lockstep.h) */
void ubl_private_slots(const cv_program *p, int *slot) {
  int n = cv_program_ninsts(p);
  bool *from = cc_malloc(sizeof *from * (size_t)(n + 1));
  bool *odd = cc_calloc((size_t)n + 1, sizeof *odd);
  cv_stack_slots(p, slot, from);
  for (int i = 0; i < n; i++) {
    const cv_inst *I = cv_program_inst(p, i);
    int r = slot[i];
    if (r >= 0 && (I->atomic || (I->text && strstr(I->text, "volatile")) ||
                   cv_type_width(cv_program_inst(p, r)->mem_type) <= 0))
      odd[r] = true; /* not private for the rules */
  }
  for (int i = 0; i < n; i++)
    if (slot[i] >= 0 && odd[slot[i]]) slot[i] = -1;
  free(from);
  free(odd);
}

/* Side s's private slots (ubl_private_slots): their contents at the ends
 * of the blocks, the content each load reads, and the pseudo-phis where
 * blocks with several predecessors begin, those whose incoming contents are one def (or the pseudo-phi itself)
 * replaced by it until none is (Braun et al., "Simple and Efficient
 * Construction of Static Single Assignment Form", CC 2013, section 3.1,
 * with InstSimplify's dominance condition).  Needs the shape and L->order. */
static void ubl_slots(ubl *L, int s) {
  ubl_side *S = &L->s[s];
  const cv_program *p = S->p;
  int n = S->ninsts, nb = cv_program_nblocks(p);
  int *k_of = cc_malloc(sizeof *k_of * (size_t)(n + 1));
  ubl_private_slots(p, S->slot);
  for (int i = 0; i < n; i++) k_of[i] = -1;
  S->slots = cc_malloc(sizeof *S->slots * (size_t)(n + 1));
  for (int i = 0; i < n; i++)
    if (S->slot[i] == i) k_of[i] = S->nslots, S->slots[S->nslots++] = i;
  int ns = S->nslots;
  S->end_def = cc_malloc(sizeof *S->end_def * (size_t)(ns * nb + 1));
  S->load_def = cc_malloc(sizeof *S->load_def * (size_t)(n + 1));
  S->pp_block = cc_malloc(sizeof *S->pp_block * (size_t)(ns * nb + 1));
  S->pp_slot = cc_malloc(sizeof *S->pp_slot * (size_t)(ns * nb + 1));
  S->pp_repl = cc_malloc(sizeof *S->pp_repl * (size_t)(ns * nb + 1));
  for (int i = 0; i < n; i++) S->load_def[i] = UBL_UNINIT;
  int *cur = cc_malloc(sizeof *cur * (size_t)(ns + 1));
  for (int o = 0; ns && o < L->norder; o++) {
    int b = s ? L->s[0].map[L->order[o]] : L->order[o], np, reach = 0, one = -1;
    const int *preds = cv_block_preds(p, b, &np);
    for (int q = 0; q < np; q++)
      if (cv_block_reachable(p, preds[q])) reach++, one = preds[q];
    for (int k = 0; k < ns; k++) {
      if (b == cv_program_entry(p)) {
        cur[k] = UBL_UNINIT;
      } else if (reach == 1) {
        cur[k] = S->end_def[k * nb + one]; /* one dominates b: made before */
      } else {
        S->pp_block[S->npp] = b, S->pp_slot[S->npp] = k, S->pp_repl[S->npp] = UBL_NODEF;
        cur[k] = n + S->npp++;
      }
    }
    int m;
    const int *is = cv_block_insts(p, b, &m);
    for (int i = 0; i < m; i++) {
      const cv_inst *I = cv_program_inst(p, is[i]);
      if (S->slot[is[i]] < 0) continue;
      int k = k_of[S->slot[is[i]]];
      if (I->op == CV_OP_STORE) cur[k] = is[i];
      else if (I->op == CV_OP_LOAD) S->load_def[is[i]] = cur[k];
      else if (I->op == CV_OP_CALL) cur[k] = UBL_UNINIT; /* lifetime: undefined from here */
      else if (S->slot[is[i]] == is[i]) cur[k] = UBL_UNINIT; /* its alloca: a new object */
    }
    for (int k = 0; k < ns; k++) S->end_def[k * nb + b] = cur[k];
  }
  int *stack = cc_malloc(sizeof *stack * (size_t)(S->npp + 1));
  bool *in = cc_calloc((size_t)S->npp + 1, sizeof *in);
  for (bool changed = true; changed;) {
    changed = false;
    for (int k = 0; k < S->npp; k++) {
      if (S->pp_repl[k] != UBL_NODEF) continue;
      int b = S->pp_block[k], np, d = UBL_NODEF;
      bool one = true;
      const int *preds = cv_block_preds(p, b, &np);
      for (int q = 0; q < np && one; q++) {
        if (!cv_block_reachable(p, preds[q])) continue;
        int e = ubl_resolve(S, S->end_def[S->pp_slot[k] * nb + preds[q]]);
        if (e == n + k) continue;
        if (d == UBL_NODEF) d = e;
        else one = ubl_def_equal(S, d, e);
      }
      if (one && d != UBL_NODEF && ubl_def_dominates(L, s, d, b)) S->pp_repl[k] = d, changed = true;
    }
    /* a set of pseudo-phis closed under their operands whose other
     * operands are one def (the contents around an irreducible cycle or
     * nested loops that store nothing: Braun et al. 3.2): each is that def */
    for (int k = 0; k < S->npp && !changed; k++)
      if (S->pp_repl[k] == UBL_NODEF) changed = ubl_slot_closure(L, s, k, stack, in);
  }
  free(stack);
  free(in);
  free(cur);
  free(k_of);
}

/* The node of def d on side s (a fresh symbol for an uninitialized
 * content: undef, a value of its own at each read). */
static int ubl_def_term(ubl *L, int s, int d) {
  d = ubl_resolve(&L->s[s], d);
  if (d == UBL_UNINIT) return ubl_node(L, SMT_EX_SYM, NULL, 0, 0, NULL);
  if (d >= L->s[s].ninsts) return L->s[s].term[d];
  return ubl_operand(L, s, &cv_program_inst(L->s[s].p, d)->ops[0]);
}

/* The width of pseudo-phi or instruction x of side s. */
static int ubl_width(const ubl *L, int s, int x) {
  const ubl_side *S = &L->s[s];
  if (x < S->ninsts) return ubl_inst_width(cv_program_inst(S->p, x));
  return cv_type_width(cv_program_inst(S->p, S->slots[S->pp_slot[x - S->ninsts]])->mem_type);
}

/* The node of x + c in iW (wrapping). */
static int ubl_plus(ubl *L, int x, int w, long long c) {
  char t[48], k[24];
  snprintf(t, sizeof t, "i%d %lld", w, c);
  snprintf(k, sizeof k, "add i%d", w);
  int args[2] = {x, ubl_node(L, SMT_EX_CONST, t, w, 0, NULL)};
  return x < 0 ? -1 : ubl_node(L, SMT_EX_OP, k, w, 2, args);
}

enum { UBL_EXT_NONE, UBL_EXT_SEXT, UBL_EXT_ZEXT };

/* The term of AFTER's related phi j over node x of BEFORE's phi:
 * ext(x) + c in j's width (docs/unbounded.md "Related phis"). */
static int ubl_rel_term(ubl *L, int x, int j) {
  int w = ubl_width(L, 1, j);
  if (x >= 0 && L->rel_ext[j] != UBL_EXT_NONE) {
    char k[24];
    snprintf(k, sizeof k, "%s i%d", L->rel_ext[j] == UBL_EXT_SEXT ? "sext" : "zext", w);
    x = ubl_node(L, SMT_EX_OP, k, w, 1, &x);
  }
  return L->rel_c[j] || x < 0 ? ubl_plus(L, x, w, L->rel_c[j]) : x;
}

/* An integer constant "iW v" (W from 2 to 64): its value. */
static bool ubl_int_const(const cv_value *v, int w, long long *val) {
  if (!v || v->kind != CV_VALUE_CONST || !v->text || v->text[0] != 'i') return false;
  char *end;
  long width = strtol(v->text + 1, &end, 10);
  if (width != w || w < 2 || w > 64 || *end != ' ') return false;
  *val = strtoll(end + 1, &end, 10);
  return *end == 0;
}

/* Two events are of one kind: what they do apart from their operands. */
bool ubl_same_event(const cv_inst *b, const cv_inst *a) {
  if (b->op != a->op || b->token_def != a->token_def || b->nops != a->nops ||
      b->ctrl_bundles != a->ctrl_bundles || b->ctrl_inputs != a->ctrl_inputs ||
      (b->flags & (CV_INST_CONVERGENT | CV_INST_READNONE | CV_INST_HAS_RESULT)) !=
          (a->flags & (CV_INST_CONVERGENT | CV_INST_READNONE | CV_INST_HAS_RESULT)) ||
      b->atomic != a->atomic || b->addrspace != a->addrspace ||
      (b->token_use >= 0) != (a->token_use >= 0) || b->called.kind != a->called.kind)
    return false;
  if ((b->opcode == NULL) != (a->opcode == NULL) || (b->opcode && strcmp(b->opcode, a->opcode)))
    return false;
  if ((b->opkey == NULL) != (a->opkey == NULL) || (b->opkey && strcmp(b->opkey, a->opkey)))
    return false;
  if ((b->mem_type == NULL) != (a->mem_type == NULL) ||
      (b->mem_type && strcmp(b->mem_type, a->mem_type)))
    return false;
  if (b->op == CV_OP_CALL && b->called.kind == CV_VALUE_NONE) return true;
  /* loads, stores, allocas, atomics, indirect calls: the text without names
   * (volatile, the ordering, the operation, the allocated type) */
  cc_buf tb, ta;
  cc_buf_init(&tb), cc_buf_init(&ta);
  ubl_shape_text(b, &tb), ubl_shape_text(a, &ta);
  bool same;
  if (b->op == CV_OP_LOAD || b->op == CV_OP_STORE) {
    /* alignment is no part of what is read or written */
    same = (strstr(cc_buf_str(&tb), "volatile") != NULL) ==
           (strstr(cc_buf_str(&ta), "volatile") != NULL);
  } else {
    same = !strcmp(cc_buf_str(&tb), cc_buf_str(&ta));
  }
  cc_buf_free(&tb), cc_buf_free(&ta);
  return same;
}

/* Pairs the phis and the events of partner blocks; false (why) when the
 * events differ. */
static bool ubl_pair_block(ubl *L, int b) {
  const cv_program *P = L->s[0].p, *Q = L->s[1].p;
  int a = L->s[0].map[b], nb, na;
  const int *ib = cv_block_insts(P, b, &nb), *ia = cv_block_insts(Q, a, &na);
  /* events, in order */
  int j = 0;
  for (int i = 0; i <= nb; i++) {
    const cv_inst *I = i < nb ? cv_program_inst(P, ib[i]) : NULL;
    if (I && !ubl_event(L, 0, I)) continue;
    const cv_inst *J = NULL;
    for (; j < na; j++)
      if (ubl_event(L, 1, cv_program_inst(Q, ia[j]))) {
        J = cv_program_inst(Q, ia[j++]);
        break;
      }
    if (!I && !J) break;
    if (!I || !J || !ubl_same_event(I, J)) {
      const cv_inst *W = I ? I : J;
      /* both blocks named when the partners' names differ: the event
       * may be in either (a user read "block if.else" for AFTER's call in
       * if.then) */
      const char *nb_ = cv_block_name(P, b), *na_ = cv_block_name(Q, a);
      char blocks[160];
      if (nb_ && na_ && strcmp(nb_, na_))
        snprintf(blocks, sizeof blocks, "BEFORE's block %s and its partner, AFTER's %s", nb_, na_);
      else snprintf(blocks, sizeof blocks, "block %s", nb_ ? nb_ : "?");
      snprintf(L->why, L->whysize, "%s: the events differ at %s%s (%s)", blocks,
               !I ? "AFTER's " : !J ? "BEFORE's " : "", W->opcode ? W->opcode : "an instruction",
               W->text ? W->text : "");
      return false;
    }
    L->s[0].pair[I->index] = J->index, L->s[1].pair[J->index] = I->index;
  }
  /* phis and pseudo-phis (the contents of private slots where the block
   * begins, docs/unbounded.md "Private stack slots") */
  CC_STACK(int) x[2] = {{0}, {0}};
  for (int s = 0; s < 2; s++) {
    const ubl_side *S = &L->s[s];
    int m, blk = s ? a : b;
    const int *is = cv_block_insts(S->p, blk, &m);
    for (int i = 0; i < m; i++) {
      const cv_inst *I = cv_program_inst(S->p, is[i]);
      if (I->op == CV_OP_PHI && !ubl_trivial_phi(S->p, I)) CC_PUSH(x[s], is[i]);
    }
    for (int k = 0; k < S->npp; k++)
      if (S->pp_block[k] == blk && S->pp_repl[k] == UBL_NODEF) CC_PUSH(x[s], S->ninsts + k);
  }
  /* pass 0: phis of one name; 1: a slot's content and a phi named after
   * the slot's alloca ("i" and "i.0", as mem2reg and SROA name it), or the
   * contents of two slots of one name; 2: phis in order; 3: a content and
   * a phi or content of the same width, in order */
  for (int pass = 0; pass < 4; pass++)
    for (size_t i = 0; i < CC_SIZE(x[0]); i++) {
      int u = CC_AT(x[0], i);
      if (L->s[0].pair[u] >= 0) continue;
      for (size_t k = 0; k < CC_SIZE(x[1]); k++) {
        int v = CC_AT(x[1], k);
        if (L->s[1].pair[v] >= 0) continue;
        bool pu = u >= L->s[0].ninsts, pv = v >= L->s[1].ninsts;
        if ((pass == 0 || pass == 2) && (pu || pv)) continue;
        if (pass == 1 && !pu && !pv) continue;
        if (pass == 3 && ((!pu && !pv) || ubl_width(L, 0, u) != ubl_width(L, 1, v))) continue;
        const char *nu = pu ? cv_program_inst(P, L->s[0].slots[L->s[0].pp_slot[u - L->s[0].ninsts]])->name
                            : cv_program_inst(P, u)->name;
        const char *nv = pv ? cv_program_inst(Q, L->s[1].slots[L->s[1].pp_slot[v - L->s[1].ninsts]])->name
                            : cv_program_inst(Q, v)->name;
        if (pass == 0 && !(nu && nv && !strcmp(nu, nv))) continue;
        if (pass == 1) {
          const char *slot = pu ? nu : nv, *phi = pu ? nv : nu;
          size_t ls = slot ? strlen(slot) : 0;
          bool named = slot && phi &&
                       ((pu && pv) ? !strcmp(slot, phi) : !strncmp(phi, slot, ls) && phi[ls] == '.');
          if (!named) continue;
        }
        L->s[0].pair[u] = v, L->s[1].pair[v] = u;
        L->active[u] = true;
        break;
      }
    }
  CC_RELEASE(x[0]);
  CC_RELEASE(x[1]);
  return true;
}

int ubl_table_op(ubl_table *T, const cv_inst *I, const int *args) {
  int w = (I->flags & CV_INST_HAS_RESULT) ? ubl_inst_width(I) : 0;
  /* The poison-generating flags (docs/transforms.md "Poison flags") are
   * part of the key: `add nsw` and `add` are two nodes, each read on
   * either side as its value where its flags hold and junk elsewhere
   * (encode/ smt_identities; docs/unbounded.md "Poison flags in the
   * rules"). */
  unsigned pf = I->poison & ~(unsigned)CV_PF_INBOUNDS;
  if (I->opkey && pf) {
    char key[200];
    snprintf(key, sizeof key, "%s [pf %u]", I->opkey, pf);
    return ubl_table_node(T, SMT_EX_OP, key, w, I->nops, args);
  }
  if (I->opkey) return ubl_table_node(T, SMT_EX_OP, I->opkey, w, I->nops, args);
  /* no key: the text without names is what it computes (a shuffle's mask,
   * an extractvalue's indices), its operands apart */
  cc_buf b;
  cc_buf_init(&b);
  cc_buf_puts(&b, "text:");
  ubl_shape_text(I, &b);
  int id = ubl_table_node(T, SMT_EX_OP, cc_buf_str(&b), 0, I->nops, args);
  cc_buf_free(&b);
  return id;
}

/* The term of a pure instruction I on side s; -1: an operand has none. */
static int ubl_pure(ubl *L, int s, const cv_inst *I) {
  int args[64], n = I->nops < 64 ? I->nops : 64;
  if (I->nops > 64) return -1;
  for (int k = 0; k < n; k++)
    if ((args[k] = ubl_operand(L, s, &I->ops[k])) < 0) return -1;
  return ubl_table_op(&L->terms, I, args);
}

/* False, with why: what (of instruction I in block blk of side s) has no
 * term where it is used. */
static bool ubl_not_computed(ubl *L, int s, const char *what, const cv_inst *I, int blk) {
  snprintf(L->why, L->whysize, "%s %s in block %s of %s is not computed before it", what,
           I->text ? I->text : "an instruction", cv_block_name(L->s[s].p, blk),
           s ? "AFTER" : "BEFORE");
  return false;
}

/* One round: symbols for the active phi pairs and the events, terms for
 * everything else.  False (why) when an operand has no term. */
static bool ubl_terms(ubl *L) {
  ubl_nodes_reset(L);
  for (int s = 0; s < 2; s++)
    for (int i = 0, n = L->s[s].ninsts + L->s[s].npp; i < n; i++) L->s[s].term[i] = -1;
  const cv_program *P = L->s[0].p, *Q = L->s[1].p;
  /* symbols: a pair of phis in the invariant, a pair of events; a phi out
   * of it, one each */
  for (int s = 0; s < 2; s++)
    for (int i = 0, n = cv_program_ninsts(L->s[s].p); i < n; i++) {
      const cv_inst *I = cv_program_inst(L->s[s].p, i);
      if (!cv_block_reachable(L->s[s].p, I->block) || L->s[s].term[i] >= 0) continue;
      int partner = L->s[s].pair[i];
      bool phi = I->op == CV_OP_PHI;
      if (!phi && !ubl_event(L, s, I)) continue;
      if (phi && ubl_trivial_phi(L->s[s].p, I)) continue;
      if (s == 1 && L->rel[i] >= 0) continue; /* i + c, below */
      bool shared = partner >= 0 && (!phi || L->active[s == 0 ? i : partner]);
      int sym = ubl_node(L, SMT_EX_SYM, NULL, ubl_inst_width(I), 0, NULL);
      L->s[s].term[i] = sym;
      if (shared) L->s[1 - s].term[partner] = sym;
    }
  /* AFTER's related phis: BEFORE's phi plus the constant */
  for (int j = 0; j < L->s[1].ninsts; j++)
    if (L->rel[j] >= 0) L->s[1].term[j] = ubl_rel_term(L, L->s[0].term[L->rel[j]], j);
  /* the pseudo-phis that are not trivial: as phis */
  for (int s = 0; s < 2; s++)
    for (int k = 0; k < L->s[s].npp; k++) {
      int i = L->s[s].ninsts + k, partner = L->s[s].pair[i];
      if (L->s[s].pp_repl[k] != UBL_NODEF || L->s[s].term[i] >= 0) continue;
      int sym = ubl_node(L, SMT_EX_SYM, NULL, ubl_width(L, s, i), 0, NULL);
      L->s[s].term[i] = sym;
      if (partner >= 0 && L->active[s == 0 ? i : partner]) L->s[1 - s].term[partner] = sym;
    }
  for (int o = 0; o < L->norder; o++) {
    int b = L->order[o], a = L->s[0].map[b];
    for (int s = 0; s < 2; s++) {
      int blk = s ? a : b, n;
      const int *is = cv_block_insts(s ? Q : P, blk, &n);
      for (int i = 0; i < n; i++) {
        const cv_inst *I = cv_program_inst(s ? Q : P, is[i]);
        if (L->s[s].term[I->index] < 0 && ubl_trivial_phi(L->s[s].p, I)) {
          for (int k = 0; k < I->nops; k++)
            if (cv_block_reachable(L->s[s].p, I->phi_blocks[k])) {
              L->s[s].term[I->index] = ubl_operand(L, s, &I->ops[k]);
              break;
            }
          if (L->s[s].term[I->index] < 0) return ubl_not_computed(L, s, "the value of", I, blk);
          continue;
        }
        if (L->s[s].slot[I->index] >= 0) {
          /* a private slot: a load reads its content, the rest are no values */
          if (I->op == CV_OP_LOAD &&
              (L->s[s].term[I->index] = ubl_def_term(L, s, L->s[s].load_def[I->index])) < 0)
            return ubl_not_computed(L, s, "the content read by", I, blk);
          continue;
        }
        if (L->s[s].term[I->index] >= 0 || I->op == CV_OP_PHI || ubl_event(L, s, I)) continue;
        if (I->op == CV_OP_BR || I->op == CV_OP_SWITCH || I->op == CV_OP_RET ||
            I->op == CV_OP_UNREACHABLE || ubl_ignored(I))
          continue;
        int t = ubl_pure(L, s, I);
        if (t < 0) return ubl_not_computed(L, s, "an operand of", I, blk);
        L->s[s].term[I->index] = t;
      }
    }
  }
  return true;
}

int ubl_rpo_blocks(const cv_program *P, int *order) {
  int n = cv_program_nblocks(P);
  int *post = cc_malloc(sizeof *post * (size_t)n), np = 0;
  int *stb = cc_malloc(sizeof *stb * (size_t)n), *sti = cc_malloc(sizeof *sti * (size_t)n), sp = 0;
  bool *seen = cc_calloc((size_t)n, sizeof *seen);
  int e = cv_program_entry(P);
  stb[sp] = e, sti[sp++] = 0, seen[e] = true;
  while (sp) {
    int b = stb[sp - 1], ns;
    const int *su = cv_block_succs(P, b, &ns);
    if (sti[sp - 1] < ns) {
      int c = su[sti[sp - 1]++];
      if (!seen[c]) seen[c] = true, stb[sp] = c, sti[sp++] = 0;
    } else {
      post[np++] = b;
      sp--;
    }
  }
  for (int i = 0; i < np; i++) order[i] = post[np - 1 - i];
  free(post), free(stb), free(sti), free(seen);
  return np;
}

/* Reverse postorder of BEFORE's reachable blocks: every block after the
 * blocks that dominate it, so that an operand's term is made first. */
static void ubl_rpo(ubl *L) {
  int n = cv_program_nblocks(L->s[0].p);
  L->order = cc_malloc(sizeof *L->order * (size_t)(n ? n : 1));
  L->norder = ubl_rpo_blocks(L->s[0].p, L->order);
}

/* The incoming value of phi I for the edge from block `from` (NULL: none). */
static const cv_value *ubl_incoming_value(const cv_inst *I, int from) {
  for (int k = 0; k < I->nops; k++)
    if (I->phi_blocks && I->phi_blocks[k] == from) return &I->ops[k];
  return NULL;
}

/* Partner operands that are both the same undef (or both the same poison)
 * constant: equal for the rule.  Each evaluation of an undef may be any
 * value (LangRef), so whatever AFTER's takes, BEFORE's at the partner use
 * can take the same: AFTER has no behaviour BEFORE lacks.  (Nested inside
 * other terms, an undef stays a value of its own at each use.) */
static bool ubl_same_undef(const cv_value *x, const cv_value *y) {
  return x && y && x->kind == CV_VALUE_CONST && y->kind == CV_VALUE_CONST && x->text && y->text &&
         !strcmp(x->text, y->text) && (strstr(x->text, "undef") || strstr(x->text, "poison"));
}

/* The branch of block u toward its successor `to`, when it decides it: the
 * condition's node on side s and the value it has on that edge; false
 * when u's terminator is no two-way br to two different blocks. */
static bool ubl_edge_fact(ubl *L, int s, int u, int to, smt_fact *f) {
  const cv_program *p = L->s[s].p;
  int n;
  const int *is = cv_block_insts(p, u, &n);
  if (!n) return false;
  const cv_inst *T = cv_program_inst(p, is[n - 1]);
  if (T->op != CV_OP_BR || T->nops != 3 || T->ops[1].kind != CV_VALUE_BLOCK ||
      T->ops[2].kind != CV_VALUE_BLOCK || T->ops[1].index == T->ops[2].index)
    return false;
  if (T->ops[1].index != to && T->ops[2].index != to) return false;
  int c = ubl_operand(L, s, &T->ops[0]);
  if (c < 0) return false;
  *f = (smt_fact){c, false, T->ops[1].index == to ? 1 : 0, 0, SMT_ID_FACT_TAKEN};
  return true;
}

/* The facts that hold where BEFORE's block u ends (and on its edge to h
 * when h >= 0), in both programs, pushed on out: the `range` of every call
 * of BEFORE that has one (LangRef: another value is poison); for every block X
 * dominating u whose only predecessor Bp branches to it on a condition,
 * that condition's value (X's dominance region runs after that edge, and
 * no block that defines the condition's operands runs again before leaving
 * it: the argument of ubl_trivial_phi); the condition of u's own edge. */
static void ubl_facts(ubl *L, int u, int h, void *out_) {
  CC_STACK(smt_fact) *out = out_;
  /* BEFORE's ranges only: a range on AFTER's call alone is AFTER's claim
   * (outside it AFTER's value is poison), to be shown, not assumed --
   * assumed, it would hide the inputs where AFTER is poison and BEFORE not */
  for (int s = 0; s < 1; s++)
    for (int i = 0, n = cv_program_ninsts(L->s[s].p); i < n; i++) {
      const cv_inst *I = cv_program_inst(L->s[s].p, i);
      if (I->has_range && L->s[s].term[i] >= 0)
        CC_PUSH(*out, ((smt_fact){L->s[s].term[i], true, I->range_lo, I->range_hi, SMT_ID_FACT_VALUE}));
    }
  const cv_program *P = L->s[0].p;
  smt_fact f;
  for (int x = u; x >= 0; x = cv_domtree_idom(L->dt, x)) {
    int np, pred = -1, edges = 0;
    const int *ps = cv_block_preds(P, x, &np);
    for (int k = 0; k < np; k++)
      if (cv_block_reachable(P, ps[k])) pred = pred < 0 || pred == ps[k] ? ps[k] : -2, edges++;
    /* the invariants standing at a loop header x that dominates u: they
     * hold at x's latest execution, and none of their operands has run
     * again since (ubl_inv_node) */
    for (size_t k = 0; k < CC_SIZE(L->inv); k++) {
      const ubl_inv *v = &CC_AT(L->inv, k);
      if (v->header == x && v->alive && v->node >= 0) CC_PUSH(*out, ((smt_fact){v->node, false, 1, 0, SMT_ID_FACT_UNLESS_POISON}));
    }
    if (pred < 0 || edges != 1) continue;
    if (ubl_edge_fact(L, 0, pred, x, &f)) CC_PUSH(*out, f);
    if (ubl_edge_fact(L, 1, L->s[0].map[pred], L->s[0].map[x], &f)) CC_PUSH(*out, f);
  }
  if (h >= 0) {
    if (ubl_edge_fact(L, 0, u, h, &f)) CC_PUSH(*out, f);
    if (ubl_edge_fact(L, 1, L->s[0].map[u], L->s[0].map[h], &f)) CC_PUSH(*out, f);
  }
}

/* Checks node pairs (pairs[2i], pairs[2i+1]) equal for every value of the
 * symbols, under the facts where they are compared (BEFORE's block
 * where[2i], on its edge to where[2i+1] when that is not -1): equal ids,
 * else Z3.  ok[i] says which.  pairs[2i] is BEFORE's value (or the one
 * that must be kept), compared where it is not poison (docs/unbounded.md
 * "Poison flags in the rules"). */
static void ubl_equal(ubl *L, const int *pairs, const int *where, int n, bool *ok) {
  int *q = cc_malloc(sizeof *q * (size_t)(2 * n + 1)), nq = 0;
  int *at = cc_malloc(sizeof *at * (size_t)(n + 1));
  for (int i = 0; i < n; i++) {
    ok[i] = pairs[2 * i] >= 0 && pairs[2 * i] == pairs[2 * i + 1];
    if (!ok[i] && pairs[2 * i] >= 0 && pairs[2 * i + 1] >= 0)
      at[nq / 2] = i, q[nq++] = pairs[2 * i], q[nq++] = pairs[2 * i + 1];
  }
  /* the rule's whole time is timeout_ms, not each round's queries' (the
   * simulation rule's too): past it no query is asked and the pairs stay
   * unproven, so the rule does not apply (an InstCombine step of Rodinia's
   * pathfinder took twice the limit); one deadline for both attempts,
   * without and with invariants at loop headers */
  double left = L->deadline ? (L->deadline - cc_now()) * 1000.0 : 0;
  if (nq && (!L->deadline || left >= 1)) {
    smt_id_status *st = cc_malloc(sizeof *st * (size_t)(nq / 2));
    int *off = cc_malloc(sizeof *off * (size_t)(nq / 2 + 1));
    CC_STACK(smt_fact) facts = {0};
    for (int k = 0; k < nq / 2; k++) {
      off[k] = (int)CC_SIZE(facts);
      ubl_facts(L, where[2 * at[k]], where[2 * at[k] + 1], &facts);
    }
    off[nq / 2] = (int)CC_SIZE(facts);
    cc_error err;
    cc_error_clear(&err);
    if (smt_identities(CC_SIZE(L->terms.nodes) ? &CC_AT(L->terms.nodes, 0) : NULL, (int)CC_SIZE(L->terms.nodes), q,
                       nq / 2, facts.begin, off, L->deadline ? (unsigned)left : 0, st,
                       &L->queries, &err))
      for (int k = 0; k < nq / 2; k++) ok[at[k]] = st[k] == SMT_ID_EQUAL;
    free(st);
    free(off);
    CC_RELEASE(facts);
  }
  free(q), free(at);
}

/* An uninitialized slot's content where it enters a pseudo-phi. */
static const char ubl_uninit[] = "uninitialized";

/* The node of what phi or pseudo-phi x of side s receives on the edge from
 * block `from` (-1: none); *undef: the undef or poison constant it is, or
 * ubl_uninit (an uninitialized slot), NULL when it is neither.  Partner
 * incoming values that are both the same undef (or poison) constant, or
 * one an uninitialized slot and the other an undef, a poison or an
 * uninitialized slot, are equal (ubl_same_undef; LangRef "alloca": the
 * memory is uninitialized, a load of it an undefined value). */
static int ubl_incoming(ubl *L, int s, int x, int from, const char **undef) {
  const ubl_side *S = &L->s[s];
  *undef = NULL;
  if (x < S->ninsts) {
    const cv_value *v = ubl_incoming_value(cv_program_inst(S->p, x), from);
    if (v && ubl_undef_value(v)) *undef = v->text;
    return v ? ubl_operand(L, s, v) : -1;
  }
  int d = ubl_resolve(S, S->end_def[S->pp_slot[x - S->ninsts] * cv_program_nblocks(S->p) + from]);
  if (d == UBL_UNINIT) {
    *undef = ubl_uninit;
    return -1;
  }
  if (d < S->ninsts && ubl_undef_value(&cv_program_inst(S->p, d)->ops[0]))
    *undef = cv_program_inst(S->p, d)->ops[0].text;
  return ubl_def_term(L, s, d);
}

/* ---- invariants at loop headers (docs/unbounded.md "Invariants at loop headers") ---- */

/* The candidates, once: at every header H of a natural loop of BEFORE (a
 * block with a reachable predecessor it dominates), every integer
 * comparison of either program in a block H dominates, as written and as
 * `a ule b`, `a sle b`, `b ule a`, `b sle a`: the exit tests of the loop
 * and their rewrites (IndVarSimplify's `icmp ne %inc, %n` for `icmp slt
 * %inc, %n`) give the bounds `i + 1 <= n` such a rewrite rests on. */
static void ubl_inv_candidates(ubl *L) {
  const cv_program *P = L->s[0].p;
  for (int o = 0; o < L->norder; o++) {
    int h = L->order[o], np;
    const int *ps = cv_block_preds(P, h, &np);
    /* (the entry runs first without an edge: no base case to check there) */
    if (h == cv_program_entry(P)) continue;
    bool header = false;
    for (int k = 0; k < np; k++)
      header |= cv_block_reachable(P, ps[k]) && cv_domtree_dominates(L->dt, h, ps[k]);
    if (!header) continue;
    for (int s = 0; s < 2; s++)
      for (int i = 0; i < L->s[s].ninsts; i++) {
        const cv_inst *I = cv_program_inst(L->s[s].p, i);
        if (!I->opkey || strncmp(I->opkey, "icmp ", 5) || I->nops != 2 ||
            !cv_block_reachable(L->s[s].p, I->block))
          continue;
        int b = s ? L->s[1].map[I->block] : I->block;
        if (b < 0 || !cv_domtree_dominates(L->dt, h, b)) continue;
        for (int v = 0; v < UBL_INV_VARIANTS && CC_SIZE(L->inv) < UBL_MAX_INV; v++)
          CC_PUSH(L->inv, ((ubl_inv){h, s, i, v, true, -1}));
      }
  }
}

/* Where the symbols of this round's terms come from: own[node] is the
 * BEFORE block of the phi, pseudo-phi or event the symbol stands for (-1:
 * none: an argument, named, or an undef, fresh), phi[node] whether it is a
 * phi or pseudo-phi's. */
static void ubl_owners(ubl *L, int *own, bool *phi, int n) {
  for (int x = 0; x < n; x++) own[x] = -1, phi[x] = false;
  for (int s = 0; s < 2; s++)
    for (int x = 0, nx = L->s[s].ninsts + L->s[s].npp; x < nx; x++) {
      int t = L->s[s].term[x];
      if (t < 0 || t >= n || CC_AT(L->terms.nodes, (size_t)t).kind != SMT_EX_SYM ||
          CC_AT(L->terms.nodes, (size_t)t).text)
        continue;
      bool pseudo = x >= L->s[s].ninsts;
      int blk = pseudo ? L->s[s].pp_block[x - L->s[s].ninsts] : cv_program_inst(L->s[s].p, x)->block;
      own[t] = s ? L->s[1].map[blk] : blk;
      phi[t] = pseudo || cv_program_inst(L->s[s].p, x)->op == CV_OP_PHI;
    }
}

/* Node x read at header h: every symbol under it an argument, a phi of h,
 * or the value of a block that strictly dominates h (such a block does not
 * run again while the thread is in h's dominance region: it would then be
 * dominated by h).  Returns whether some phi of h is among them; *ok false
 * when another symbol is (an event of the loop, an undef). */
static bool ubl_inv_leaves(const ubl *L, int x, int h, const int *own, const bool *phi, bool *seen,
                           bool *ok) {
  if (seen[x] || !*ok) return false;
  seen[x] = true;
  const smt_ex *e = &CC_AT(L->terms.nodes, (size_t)x);
  if (e->kind == SMT_EX_CONST) return false;
  if (e->kind == SMT_EX_SYM) {
    if (e->text) return false; /* an argument */
    if (own[x] == h && phi[x]) return true;
    if (own[x] < 0 || own[x] == h || !cv_domtree_dominates(L->dt, own[x], h)) *ok = false;
    return false;
  }
  bool any = false;
  for (int k = 0; k < e->nargs; k++) any |= ubl_inv_leaves(L, e->args[k], h, own, phi, seen, ok);
  return any;
}

static int ubl_header_map(ubl *L, int h, int u, int *from, int *to, int cap);

/* The constant node header h's phi symbol x receives on every edge into h
 * from a block h does not dominate; -1 when there is none. */
static int ubl_phi_start(ubl *L, int h, int x) {
  const cv_program *P = L->s[0].p;
  int np, c = -1, from[256], to[256];
  const int *ps = cv_block_preds(P, h, &np);
  for (int e = 0; e < np; e++) {
    if (!cv_block_reachable(P, ps[e]) || cv_domtree_dominates(L->dt, h, ps[e])) continue;
    int m = ubl_header_map(L, h, ps[e], from, to, 256), t = -1;
    for (int k = 0; k < m; k++)
      if (from[k] == x) t = to[k];
    if (t < 0 || CC_AT(L->terms.nodes, (size_t)t).kind != SMT_EX_CONST || (c >= 0 && t != c)) return -1;
    c = t;
  }
  return c;
}

/* Candidate v's predicate at its header this round (-1: not one). */
static int ubl_inv_node(ubl *L, const ubl_inv *v, const int *own, const bool *phi, bool *seen, int n) {
  const cv_inst *I = cv_program_inst(L->s[v->side].p, v->inst);
  int args[2] = {ubl_operand(L, v->side, &I->ops[0]), ubl_operand(L, v->side, &I->ops[1])};
  if (args[0] < 0 || args[1] < 0 || args[0] >= n || args[1] >= n) return -1;
  int w = CC_AT(L->terms.nodes, (size_t)args[0]).width;
  if (w < 2 || w != CC_AT(L->terms.nodes, (size_t)args[1]).width) return -1;
  memset(seen, 0, sizeof *seen * (size_t)n);
  bool ok = true, any = ubl_inv_leaves(L, args[0], v->header, own, phi, seen, &ok);
  any |= ubl_inv_leaves(L, args[1], v->header, own, phi, seen, &ok);
  if (!ok || !any) return -1;
  if (v->variant == UBL_INV_AS_WRITTEN) return ubl_table_op(&L->terms, I, args);
  if (v->variant >= UBL_INV_PHI_SLT) {
    /* the phi itself against the other operand: of `icmp (P + k), Y` (or
     * `icmp P, Y`, either side), with Y computed before the loop, the
     * bound `P < Y` or `P <= Y` of the header's phi P */
    static const char *const key[] = {"icmp slt i1", "icmp ult i1", "icmp sle i1", "icmp ule i1",
                                      "icmp sle i1"};
    for (int side = 0; side < 2; side++) {
      memset(seen, 0, sizeof *seen * (size_t)n);
      ok = true;
      if (ubl_inv_leaves(L, args[!side], v->header, own, phi, seen, &ok) || !ok) continue;
      int x = args[side];
      const smt_ex *e = &CC_AT(L->terms.nodes, (size_t)x);
      if (e->kind == SMT_EX_OP && e->nargs == 2 && !strncmp(e->text, "add ", 4) &&
          CC_AT(L->terms.nodes, (size_t)e->args[1]).kind == SMT_EX_CONST)
        x = e->args[0];
      if (x < 0 || x >= n || own[x] != v->header || !phi[x]) continue;
      int pb[2] = {x, args[!side]};
      if (v->variant == UBL_INV_PHI_START) {
        /* `c <= P` (signed), c the constant P receives on every edge
         * from outside the loop: a counter that only grows from its start */
        int c = ubl_phi_start(L, v->header, x);
        if (c < 0) return -1;
        pb[0] = c, pb[1] = x;
      }
      return ubl_node(L, SMT_EX_OP, key[v->variant - UBL_INV_PHI_SLT], 1, 2, pb);
    }
    return -1;
  }
  bool swap = v->variant == UBL_INV_ULE_SWAP || v->variant == UBL_INV_SLE_SWAP;
  bool sgn = v->variant == UBL_INV_SLE || v->variant == UBL_INV_SLE_SWAP;
  int ab[2] = {args[swap], args[!swap]};
  return ubl_node(L, SMT_EX_OP, sgn ? "icmp sle i1" : "icmp ule i1", 1, 2, ab);
}

/* Node x with every symbol from[k] replaced by to[k] (to[k] < 0: the
 * result is -1); memo[x] (-2: not yet) for the nodes below memo_n. */
static int ubl_subst(ubl *L, int x, const int *from, const int *to, int nmap, int *memo, int memo_n) {
  if (x < memo_n && memo[x] != -2) return memo[x];
  smt_ex e = CC_AT(L->terms.nodes, (size_t)x);
  int r = x;
  if (e.kind == SMT_EX_SYM) {
    for (int k = 0; k < nmap; k++)
      if (from[k] == x) r = to[k];
  } else if (e.kind == SMT_EX_OP && e.nargs <= 16) {
    int args[16], own[16];
    bool changed = false;
    if (e.nargs) memcpy(own, e.args, sizeof *own * (size_t)e.nargs); /* no args: e.args may be NULL */
    for (int k = 0; k < e.nargs && r >= 0; k++) {
      args[k] = ubl_subst(L, own[k], from, to, nmap, memo, memo_n);
      if (args[k] < 0) r = -1;
      changed |= args[k] != own[k];
    }
    if (r >= 0 && changed) r = ubl_node(L, SMT_EX_OP, e.text, e.width, e.nargs, args);
  } else if (e.kind == SMT_EX_OP) {
    r = -1;
  }
  if (x < memo_n) memo[x] = r;
  return r;
}

/* The symbols of header h's phis (and pseudo-phis) and what they receive
 * on the edge from u, into from/to; returns how many. */
static int ubl_header_map(ubl *L, int h, int u, int *from, int *to, int cap) {
  int m = 0;
  for (int s = 0; s < 2; s++) {
    int blk = s ? L->s[0].map[h] : h;
    for (int x = 0, nx = L->s[s].ninsts + L->s[s].npp; x < nx && m < cap; x++) {
      bool pseudo = x >= L->s[s].ninsts;
      int xb = pseudo ? L->s[s].pp_block[x - L->s[s].ninsts] : cv_program_inst(L->s[s].p, x)->block;
      int t = L->s[s].term[x];
      if (xb != blk || t < 0 || (!pseudo && cv_program_inst(L->s[s].p, x)->op != CV_OP_PHI) ||
          CC_AT(L->terms.nodes, (size_t)t).kind != SMT_EX_SYM)
        continue;
      bool dup = false;
      for (int k = 0; k < m; k++) dup |= from[k] == t;
      if (dup) continue; /* a pair in the invariant: BEFORE's incoming value */
      const char *undef;
      int in = ubl_incoming(L, s, x, s ? L->s[0].map[u] : u, &undef);
      from[m] = t, to[m++] = undef ? -1 : in;
    }
  }
  return m;
}

/* This round's invariants: the candidates' predicates at their headers,
 * then the greatest subset that is inductive -- each predicate, its
 * header's phis replaced by what they receive, holds on every edge into
 * the header under the facts there, which include the subset itself at
 * the headers dominating the edge's source (on a back edge, the header's
 * own: the induction hypothesis).  A candidate refuted once is dropped for
 * good.  Returns how many stand. */
static int ubl_invariants(ubl *L) {
  int n = (int)CC_SIZE(L->terms.nodes), nc = (int)CC_SIZE(L->inv);
  if (!nc) return 0;
  int *own = cc_malloc(sizeof *own * (size_t)(n + 1));
  bool *phi = cc_malloc(sizeof *phi * (size_t)(n + 1)), *seen = cc_malloc(sizeof *seen * (size_t)(n + 1));
  ubl_owners(L, own, phi, n);
  for (int k = 0; k < nc; k++) {
    ubl_inv *v = &CC_AT(L->inv, (size_t)k);
    v->node = v->alive ? ubl_inv_node(L, v, own, phi, seen, n) : -1;
  }
  free(own), free(phi), free(seen);
  const cv_program *P = L->s[0].p;
  int truth = ubl_node(L, SMT_EX_CONST, "i1 true", 1, 0, NULL), standing = 0;
  for (bool again = true; again;) {
    again = false;
    CC_STACK(int) pairs = {0};
    CC_STACK(int) who = {0};
    CC_STACK(int) where = {0};
    int from[256], to[256];
    for (int k = 0; k < nc; k++) {
      const ubl_inv *v = &CC_AT(L->inv, (size_t)k);
      if (!v->alive || v->node < 0) continue;
      int np;
      const int *ps = cv_block_preds(P, v->header, &np);
      for (int e = 0; e < np; e++) {
        if (!cv_block_reachable(P, ps[e])) continue;
        int m = ubl_header_map(L, v->header, ps[e], from, to, 256);
        int memo_n = (int)CC_SIZE(L->terms.nodes);
        int *memo = cc_malloc(sizeof *memo * (size_t)memo_n);
        for (int i = 0; i < memo_n; i++) memo[i] = -2;
        CC_PUSH(pairs, ubl_subst(L, v->node, from, to, m, memo, memo_n));
        CC_PUSH(pairs, truth);
        CC_PUSH(who, k);
        CC_PUSH(where, ps[e]);
        CC_PUSH(where, v->header);
        free(memo);
      }
    }
    int nq = (int)CC_SIZE(who);
    bool *ok = cc_malloc(sizeof *ok * (size_t)(nq + 1));
    if (nq) ubl_equal(L, pairs.begin, where.begin, nq, ok);
    for (int i = 0; i < nq; i++) {
      ubl_inv *v = &CC_AT(L->inv, (size_t)CC_AT(who, (size_t)i));
      if (!ok[i] && v->alive) v->alive = false, again = true;
    }
    free(ok);
    CC_RELEASE(pairs);
    CC_RELEASE(who);
    CC_RELEASE(where);
  }
  for (int k = 0; k < nc; k++) standing += CC_AT(L->inv, (size_t)k).alive && CC_AT(L->inv, (size_t)k).node >= 0;
  return standing;
}

/* x (an integer of width wi) extended to width w (ext: UBL_EXT_*), then
 * vj - that in iW as a signed value. */
static long long ubl_rel_delta(long long vj, long long x, int wi, int w, int ext) {
  unsigned long long u = (unsigned long long)x;
  if (wi < 64) {
    u &= (1ull << wi) - 1;
    if (ext != UBL_EXT_ZEXT && (u >> (wi - 1))) u |= ~((1ull << wi) - 1);
  }
  unsigned long long d = (unsigned long long)vj - u;
  if (w < 64) {
    d &= (1ull << w) - 1;
    if (d >> (w - 1)) d |= ~((1ull << w) - 1);
  }
  return (long long)d;
}

/* Relates every phi J of AFTER that is out of the invariant and has no
 * relation to one phi I of BEFORE in the partner block -- J's own partner
 * first, then BEFORE's phis in order -- as J = I + c where the widths are
 * equal, J = sext(I) + c where J is wider (IndVarSimplify's widened
 * counter), c taken from the first edge on which both receive integer
 * constants (IndVarSimplify and InstCombine count j = i + 1;
 * docs/unbounded.md "Related phis").  ubl_refine checks a relation on
 * every edge and drops it for good where it fails; then a sext is tried
 * once more as a zext of the same phi, and nothing else. */
static void ubl_relate(ubl *L) {
  const cv_program *P = L->s[0].p, *Q = L->s[1].p;
  for (int j = 0; j < L->s[1].ninsts; j++) {
    const cv_inst *J = cv_program_inst(Q, j);
    int partner = L->s[1].pair[j];
    if (J->op != CV_OP_PHI || L->rel[j] >= 0 || L->rel_tried[j] >= 2 ||
        !cv_block_reachable(Q, J->block) || ubl_trivial_phi(Q, J) ||
        (partner >= 0 && L->active[partner]))
      continue;
    int b = L->s[1].map[J->block], w = ubl_width(L, 1, j), n, np;
    if (b < 0) continue;
    const int *is = cv_block_insts(P, b, &n), *preds = cv_block_preds(P, b, &np);
    if (L->rel_tried[j]++ == 1) {
      /* the second candidate: the zext of the phi whose sext failed */
      int i = L->rel_from[j];
      if (L->rel_ext[j] != UBL_EXT_SEXT || i < 0) continue;
      int wi = ubl_width(L, 0, i);
      const cv_inst *I = cv_program_inst(P, i);
      for (int k = 0; k < np; k++) {
        long long vi, vj;
        if (cv_block_reachable(P, preds[k]) && ubl_int_const(ubl_incoming_value(I, preds[k]), wi, &vi) &&
            ubl_int_const(ubl_incoming_value(J, L->s[0].map[preds[k]]), w, &vj)) {
          L->rel[j] = i, L->rel_ext[j] = UBL_EXT_ZEXT, L->rel_c[j] = ubl_rel_delta(vj, vi, wi, w, UBL_EXT_ZEXT);
          break;
        }
      }
      continue;
    }
    /* the phis of J's width first, then narrower ones */
    for (int c = -1, pass = 0; pass < 2 && L->rel[j] < 0; c = c + 1 < n ? c + 1 : (pass++, -1)) {
      int i = c < 0 ? partner : is[c];
      if (i < 0 || i >= L->s[0].ninsts || (c >= 0 && i == partner)) continue;
      const cv_inst *I = cv_program_inst(P, i);
      int wi = ubl_width(L, 0, i);
      if (I->op != CV_OP_PHI || ubl_trivial_phi(P, I) || wi < 2 || (pass ? wi >= w : wi != w)) continue;
      int ext = wi < w ? UBL_EXT_SEXT : UBL_EXT_NONE;
      for (int k = 0; k < np; k++) {
        long long vi, vj;
        if (!cv_block_reachable(P, preds[k]) ||
            !ubl_int_const(ubl_incoming_value(I, preds[k]), wi, &vi) ||
            !ubl_int_const(ubl_incoming_value(J, L->s[0].map[preds[k]]), w, &vj))
          continue;
        long long d = ubl_rel_delta(vj, vi, wi, w, ext);
        if (d == 0 && i == partner && ext == UBL_EXT_NONE) break; /* the pair that failed */
        L->rel[j] = i, L->rel_from[j] = i, L->rel_ext[j] = ext, L->rel_c[j] = d;
        break;
      }
    }
    if (L->rel[j] < 0) L->rel_tried[j] = 2; /* no candidate: none later either */
  }
}

/* Drops from the invariant every phi pair whose incoming values on some
 * partner edge may differ, and every relation of ubl_relate that fails on
 * some edge; returns how many. */
static int ubl_refine(ubl *L) {
  const cv_program *P = L->s[0].p;
  CC_STACK(int) pairs = {0};
  CC_STACK(int) who = {0};
  CC_STACK(int) where = {0};
  for (int x = 0, nx = L->s[0].ninsts + L->s[0].npp; x < nx; x++) {
    if (!L->active[x]) continue;
    int b = x < L->s[0].ninsts ? cv_program_inst(P, x)->block : L->s[0].pp_block[x - L->s[0].ninsts];
    int np, y = L->s[0].pair[x];
    const int *preds = cv_block_preds(P, b, &np);
    for (int k = 0; k < np; k++) {
      if (!cv_block_reachable(P, preds[k])) continue;
      const char *ub, *ua;
      int nb = ubl_incoming(L, 0, x, preds[k], &ub), na = ubl_incoming(L, 1, y, L->s[0].map[preds[k]], &ua);
      if (ub && ua && (ub == ubl_uninit || ua == ubl_uninit || !strcmp(ub, ua))) continue;
      CC_PUSH(pairs, nb);
      CC_PUSH(pairs, na);
      CC_PUSH(who, x);
      CC_PUSH(where, preds[k]);
      CC_PUSH(where, b);
    }
  }
  /* the relations j = i + c: on every edge, j's incoming value is i's plus c */
  for (int j = 0; j < L->s[1].ninsts; j++) {
    if (L->rel[j] < 0) continue;
    int b = L->s[1].map[cv_program_inst(L->s[1].p, j)->block], np;
    const int *preds = cv_block_preds(P, b, &np);
    for (int k = 0; k < np; k++) {
      if (!cv_block_reachable(P, preds[k])) continue;
      const char *ub, *ua;
      int ni = ubl_incoming(L, 0, L->rel[j], preds[k], &ub);
      int nj = ubl_incoming(L, 1, j, L->s[0].map[preds[k]], &ua);
      CC_PUSH(pairs, ub || ua ? -1 : ubl_rel_term(L, ni, j));
      CC_PUSH(pairs, ub || ua ? -1 : nj);
      CC_PUSH(who, -2 - j);
      CC_PUSH(where, preds[k]);
      CC_PUSH(where, b);
    }
  }
  int n = (int)CC_SIZE(who), dropped = 0;
  bool *ok = cc_malloc(sizeof *ok * (size_t)(n + 1));
  ubl_equal(L, pairs.begin, where.begin, n, ok);
  for (int i = 0; i < n; i++) {
    int x = CC_AT(who, i);
    if (ok[i]) continue;
    if (x <= -2 && L->rel[-2 - x] >= 0) L->rel[-2 - x] = -1, dropped++;
    else if (x >= 0 && L->active[x]) L->active[x] = false, dropped++;
  }
  free(ok);
  CC_RELEASE(pairs);
  CC_RELEASE(who);
  CC_RELEASE(where);
  return dropped;
}

/* The obligations: branch conditions, switch values and cases, events'
 * operands (and the called value, the token), equal.  False (why) else. */
static bool ubl_obligations(ubl *L, ub_lockstep *res) {
  const cv_program *P = L->s[0].p, *Q = L->s[1].p;
  CC_STACK(int) pairs = {0};
  CC_STACK(int) what = {0}; /* BEFORE's instruction */
  CC_STACK(int) where = {0}; /* its block, -1 */
  int conds = 0, events = 0;
  for (int o = 0; o < L->norder; o++) {
    int b = L->order[o], a = L->s[0].map[b], n, m;
    const int *is = cv_block_insts(P, b, &n), *js = cv_block_insts(Q, a, &m);
    if (cv_block_branch(P, b) == CV_BRANCH_UNIFORM || cv_block_branch(P, b) == CV_BRANCH_DIVERGENT) {
      /* .cfg: a condition is keyed by the block's name and its visit */
      if (strcmp(cv_block_name(P, b), cv_block_name(Q, a))) {
        snprintf(L->why, L->whysize, "the branch of block %s (.cfg) is a condition of its own, "
                                     "its partner's (%s) another",
                 cv_block_name(P, b), cv_block_name(Q, a));
        CC_RELEASE(pairs);
        CC_RELEASE(what);
        CC_RELEASE(where);
        return false;
      }
      conds++;
    }
    for (int i = 0; i < n; i++) {
      const cv_inst *I = cv_program_inst(P, is[i]);
      bool term = I->op == CV_OP_BR || I->op == CV_OP_SWITCH;
      if (!term && !(ubl_event(L, 0, I) && L->s[0].pair[I->index] >= 0)) continue;
      const cv_inst *J = term ? cv_program_inst(Q, js[m - 1]) : cv_program_inst(Q, L->s[0].pair[I->index]);
      if (term && (J->op != I->op || J->nops != I->nops)) {
        snprintf(L->why, L->whysize, "the terminators of block %s differ", cv_block_name(P, b));
        CC_RELEASE(pairs);
        CC_RELEASE(what);
        CC_RELEASE(where);
        return false;
      }
      if (term && cv_block_decides(P, b)) conds++;
      if (!term) events++;
      for (int k = 0; k < I->nops; k++) {
        if (I->ops[k].kind == CV_VALUE_BLOCK) {
          /* a successor as the terminator names it (a switch's case with
           * its value): its partner's, whatever order the successors are
           * listed in */
          if (J->ops[k].kind != CV_VALUE_BLOCK || L->s[0].map[I->ops[k].index] != J->ops[k].index) {
            snprintf(L->why, L->whysize, "operand %d of the terminator of block %s is not its "
                                         "partner's block",
                     k + 1, cv_block_name(P, b));
            CC_RELEASE(pairs);
            CC_RELEASE(what);
            CC_RELEASE(where);
            return false;
          }
          continue;
        }
        if (term && !cv_block_decides(P, b)) continue;
        if (ubl_same_undef(&I->ops[k], &J->ops[k])) continue;
        CC_PUSH(pairs, ubl_operand(L, 0, &I->ops[k]));
        CC_PUSH(pairs, ubl_operand(L, 1, &J->ops[k]));
        CC_PUSH(what, I->index);
        CC_PUSH(where, b);
        CC_PUSH(where, -1);
      }
      if (!term && I->called.kind != CV_VALUE_NONE) {
        CC_PUSH(pairs, ubl_operand(L, 0, &I->called));
        CC_PUSH(pairs, ubl_operand(L, 1, &J->called));
        CC_PUSH(what, I->index);
        CC_PUSH(where, b);
        CC_PUSH(where, -1);
      }
      if (!term && I->token_use >= 0 && L->s[0].pair[I->token_use] != J->token_use) {
        snprintf(L->why, L->whysize, "the convergence token of %s in block %s is not its "
                                     "partner's",
                 I->text ? I->text : "a call", cv_block_name(P, b));
        CC_RELEASE(pairs);
        CC_RELEASE(what);
        CC_RELEASE(where);
        return false;
      }
    }
  }
  int n = (int)CC_SIZE(what);
  bool *ok = cc_malloc(sizeof *ok * (size_t)(n + 1));
  int before = L->queries;
  ubl_equal(L, pairs.begin, where.begin, n, ok);
  bool all = true;
  for (int i = 0; i < n && all; i++)
    if (!ok[i]) {
      const cv_inst *I = cv_program_inst(P, CC_AT(what, i));
      snprintf(L->why, L->whysize, "an operand of %s (block %s) may differ from its partner's "
                                   "in AFTER",
               I->text ? I->text : I->opcode ? I->opcode : "an instruction",
               cv_block_name(P, I->block));
      all = false;
    }
  res->conditions = conds;
  res->events = events;
  res->z3_obligations = L->queries - before;
  free(ok);
  CC_RELEASE(pairs);
  CC_RELEASE(what);
  CC_RELEASE(where);
  return all;
}

/* The rule, with the invariants at loop headers or without them. */
static bool ubl_run(const cv_program *before, const cv_program *after, double deadline,
                    ub_lockstep *res, bool invariants) {
  memset(res, 0, sizeof *res);
  if (cv_program_nargs(before) != cv_program_nargs(after)) {
    snprintf(res->why, sizeof res->why, "the argument counts differ");
    return false;
  }
  ubl L;
  memset(&L, 0, sizeof L);
  L.why = res->why, L.whysize = sizeof res->why;
  L.deadline = deadline;
  const cv_program *pr[2] = {before, after};
  for (int s = 0; s < 2; s++) {
    int nb = cv_program_nblocks(pr[s]), ni = cv_program_ninsts(pr[s]);
    L.s[s].p = pr[s];
    L.s[s].ninsts = ni;
    L.s[s].map = cc_malloc(sizeof(int) * (size_t)(nb ? nb : 1));
    L.s[s].slot = cc_malloc(sizeof(int) * (size_t)(ni ? ni : 1));
  }
  bool ok = ub_lockstep_shape(before, after, L.s[0].map, &res->edges, res->why, sizeof res->why);
  if (ok) {
    for (int a = 0; a < cv_program_nblocks(after); a++) L.s[1].map[a] = -1;
    for (int b = 0; b < cv_program_nblocks(before); b++)
      if (L.s[0].map[b] >= 0) L.s[1].map[L.s[0].map[b]] = b, res->blocks++;
    ubl_rpo(&L);
    L.dt = cv_domtree_new(before, false);
    for (int s = 0; s < 2; s++) ubl_slots(&L, s);
    res->slots = L.s[0].nslots + L.s[1].nslots;
  }
  /* ids: instructions, then pseudo-phis */
  for (int s = 0; s < 2; s++) {
    int nx = L.s[s].ninsts + L.s[s].npp;
    L.s[s].term = cc_malloc(sizeof(int) * (size_t)(nx ? nx : 1));
    L.s[s].pair = cc_malloc(sizeof(int) * (size_t)(nx ? nx : 1));
    for (int i = 0; i < nx; i++) L.s[s].pair[i] = -1;
  }
  L.active = cc_calloc((size_t)(L.s[0].ninsts + L.s[0].npp) + 1, sizeof *L.active);
  for (int o = 0; ok && o < L.norder; o++) ok = ubl_pair_block(&L, L.order[o]);
  /* the greatest inductive set of phi pairs: drop, recompute, until none drops */
  L.rel = cc_malloc(sizeof *L.rel * (size_t)(L.s[1].ninsts + 1));
  L.rel_c = cc_calloc((size_t)L.s[1].ninsts + 1, sizeof *L.rel_c);
  L.rel_tried = cc_calloc((size_t)L.s[1].ninsts + 1, sizeof *L.rel_tried);
  L.rel_ext = cc_calloc((size_t)L.s[1].ninsts + 1, sizeof *L.rel_ext);
  L.rel_from = cc_malloc(sizeof *L.rel_from * (size_t)(L.s[1].ninsts + 1));
  for (int j = 0; j < L.s[1].ninsts; j++) L.rel_from[j] = -1;
  for (int j = 0; j < L.s[1].ninsts; j++) L.rel[j] = -1;
  int rounds = 0;
  if (ok && invariants) ubl_inv_candidates(&L);
  while (ok && (ubl_relate(&L), ok = ubl_terms(&L))) {
    res->invariants = ubl_invariants(&L);
    if (!ubl_refine(&L)) break;
    if (++rounds >= UBL_MAX_ROUNDS) {
      snprintf(res->why, sizeof res->why, "the phi pairs did not settle within %d rounds",
               UBL_MAX_ROUNDS);
      ok = false;
    }
  }
  if (ok) ok = ubl_obligations(&L, res);
  for (int i = 0; i < L.s[0].ninsts + L.s[0].npp; i++) {
    bool pseudo = i >= L.s[0].ninsts;
    if ((!pseudo && cv_program_inst(before, i)->op != CV_OP_PHI) || L.s[0].pair[i] < 0) continue;
    bool slot = pseudo || L.s[0].pair[i] >= L.s[1].ninsts;
    if (L.active[i]) res->phis++, res->slot_phis += slot;
    else res->phis_dropped++;
  }
  for (int j = 0; j < L.s[1].ninsts; j++) {
    res->related += L.rel[j] >= 0;
    res->related_ext += L.rel[j] >= 0 && L.rel_ext[j] != UBL_EXT_NONE;
  }
  res->z3 = L.queries;
  res->applies = ok;
  ubl_table_free(&L.terms);
  free(L.order);
  if (L.dt) cv_domtree_free(L.dt);
  free(L.active);
  free(L.rel), free(L.rel_c), free(L.rel_tried), free(L.rel_ext), free(L.rel_from);
  CC_RELEASE(L.inv);
  for (int s = 0; s < 2; s++) {
    ubl_side *S = &L.s[s];
    free(S->map), free(S->term), free(S->pair), free(S->slot), free(S->slots);
    free(S->pp_block), free(S->pp_slot), free(S->pp_repl), free(S->end_def), free(S->load_def);
  }
  return ok;
}

/* Without invariants first: they cost Z3 queries around every loop, and
 * most passes need none.  timeout_ms is one deadline for both attempts
 * (past it no question is asked, and the rule does not apply).  Where the rule fails so, once more with them
 * (IndVarSimplify's exit tests); where it fails again, the first attempt's
 * reason is given (the same check fails, or an earlier one). */
bool ub_transform_lockstep(const cv_program *before, const cv_program *after, unsigned timeout_ms,
                           ub_lockstep *res) {
  double deadline = timeout_ms ? cc_now() + timeout_ms / 1000.0 : 0;
  if (ubl_run(before, after, deadline, res, false)) return true;
  ub_lockstep first = *res;
  if (ubl_run(before, after, deadline, res, true)) {
    res->z3 += first.z3;
    return true;
  }
  *res = first;
  return false;
}
