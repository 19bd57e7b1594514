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
 *           not readnone, loads, stores, atomics, allocas -- of the same
 *           kind (callee, type, ordering), token operands partners;
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
 *           inductive.
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

typedef struct ubl_side {
  const cv_program *p;
  int *map;   /* block -> partner block (-1: unreachable) */
  int *term;  /* instruction -> node (-1: none yet)       */
  int *pair;  /* phi or event -> partner instruction, -1  */
} ubl_side;

typedef struct ubl {
  ubl_side s[2];              /* BEFORE, AFTER                              */
  ubl_table terms;            /* the hash-consed nodes                      */
  int *order;                 /* BEFORE's reachable blocks, reverse postorder */
  int norder;
  bool *active;               /* BEFORE's phi: its pair is in the invariant  */
  cv_domtree *dt;             /* BEFORE's dominator tree (AFTER's is its image) */
  int queries;
  unsigned timeout_ms;
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
    if (I && !ubl_is_event(I)) continue;
    const cv_inst *J = NULL;
    for (; j < na; j++)
      if (ubl_is_event(cv_program_inst(Q, ia[j]))) {
        J = cv_program_inst(Q, ia[j++]);
        break;
      }
    if (!I && !J) break;
    if (!I || !J || !ubl_same_event(I, J)) {
      const cv_inst *W = I ? I : J;
      snprintf(L->why, L->whysize, "block %s: the events differ at %s%s (%s)",
               cv_block_name(P, b), !I ? "AFTER's " : !J ? "BEFORE's " : "",
               W->opcode ? W->opcode : "an instruction", W->text ? W->text : "");
      return false;
    }
    L->s[0].pair[I->index] = J->index, L->s[1].pair[J->index] = I->index;
  }
  /* phis: by name first, then in order */
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < nb; i++) {
      const cv_inst *I = cv_program_inst(P, ib[i]);
      if (I->op != CV_OP_PHI || L->s[0].pair[I->index] >= 0 || ubl_trivial_phi(P, I)) continue;
      for (int k = 0; k < na; k++) {
        const cv_inst *J = cv_program_inst(Q, ia[k]);
        if (J->op != CV_OP_PHI || L->s[1].pair[J->index] >= 0 || ubl_trivial_phi(Q, J)) continue;
        if (pass == 0 && !(I->name && J->name && !strcmp(I->name, J->name))) continue;
        L->s[0].pair[I->index] = J->index, L->s[1].pair[J->index] = I->index;
        L->active[I->index] = true;
        break;
      }
    }
  return true;
}

int ubl_table_op(ubl_table *T, const cv_inst *I, const int *args) {
  int w = (I->flags & CV_INST_HAS_RESULT) ? ubl_inst_width(I) : 0;
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

/* One round: symbols for the active phi pairs and the events, terms for
 * everything else.  False (why) when an operand has no term. */
static bool ubl_terms(ubl *L) {
  ubl_nodes_reset(L);
  for (int s = 0; s < 2; s++)
    for (int i = 0, n = cv_program_ninsts(L->s[s].p); i < n; i++) L->s[s].term[i] = -1;
  const cv_program *P = L->s[0].p, *Q = L->s[1].p;
  /* symbols: a pair of phis in the invariant, a pair of events; a phi out
   * of it, one each */
  for (int s = 0; s < 2; s++)
    for (int i = 0, n = cv_program_ninsts(L->s[s].p); i < n; i++) {
      const cv_inst *I = cv_program_inst(L->s[s].p, i);
      if (!cv_block_reachable(L->s[s].p, I->block) || L->s[s].term[i] >= 0) continue;
      int partner = L->s[s].pair[i];
      bool phi = I->op == CV_OP_PHI;
      if (!phi && !ubl_is_event(I)) continue;
      if (phi && ubl_trivial_phi(L->s[s].p, I)) continue;
      bool shared = partner >= 0 && (!phi || L->active[s == 0 ? i : partner]);
      int sym = ubl_node(L, SMT_EX_SYM, NULL, ubl_inst_width(I), 0, NULL);
      L->s[s].term[i] = sym;
      if (shared) L->s[1 - s].term[partner] = sym;
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
          if (L->s[s].term[I->index] < 0) {
            snprintf(L->why, L->whysize, "the value of %s in block %s of %s is not computed "
                                         "before it",
                     I->text ? I->text : "a phi", cv_block_name(s ? Q : P, blk),
                     s ? "AFTER" : "BEFORE");
            return false;
          }
          continue;
        }
        if (L->s[s].term[I->index] >= 0 || I->op == CV_OP_PHI || ubl_is_event(I)) continue;
        if (I->op == CV_OP_BR || I->op == CV_OP_SWITCH || I->op == CV_OP_RET ||
            I->op == CV_OP_UNREACHABLE || ubl_ignored(I))
          continue;
        int t = ubl_pure(L, s, I);
        if (t < 0) {
          snprintf(L->why, L->whysize, "an operand of %s in block %s of %s is not computed "
                                       "before it",
                   I->text ? I->text : "an instruction", cv_block_name(s ? Q : P, blk),
                   s ? "AFTER" : "BEFORE");
          return false;
        }
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
  *f = (smt_fact){c, false, T->ops[1].index == to ? 1 : 0, 0};
  return true;
}

/* The facts that hold where BEFORE's block u ends (and on its edge to h
 * when h >= 0), in both programs, pushed on out: the `range` of every call
 * that has one (LangRef: another value is poison); for every block X
 * dominating u whose only predecessor Bp branches to it on a condition,
 * that condition's value (X's dominance region runs after that edge, and
 * no block that defines the condition's operands runs again before leaving
 * it: the argument of ubl_trivial_phi); the condition of u's own edge. */
static void ubl_facts(ubl *L, int u, int h, void *out_) {
  CC_STACK(smt_fact) *out = out_;
  for (int s = 0; s < 2; s++)
    for (int i = 0, n = cv_program_ninsts(L->s[s].p); i < n; i++) {
      const cv_inst *I = cv_program_inst(L->s[s].p, i);
      if (I->has_range && L->s[s].term[i] >= 0)
        CC_PUSH(*out, ((smt_fact){L->s[s].term[i], true, I->range_lo, I->range_hi}));
    }
  const cv_program *P = L->s[0].p;
  smt_fact f;
  for (int x = u; x >= 0; x = cv_domtree_idom(L->dt, x)) {
    int np, pred = -1, edges = 0;
    const int *ps = cv_block_preds(P, x, &np);
    for (int k = 0; k < np; k++)
      if (cv_block_reachable(P, ps[k])) pred = pred < 0 || pred == ps[k] ? ps[k] : -2, edges++;
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
 * else Z3.  ok[i] says which. */
static void ubl_equal(ubl *L, const int *pairs, const int *where, int n, bool *ok) {
  int *q = cc_malloc(sizeof *q * (size_t)(2 * n + 1)), nq = 0;
  int *at = cc_malloc(sizeof *at * (size_t)(n + 1));
  for (int i = 0; i < n; i++) {
    ok[i] = pairs[2 * i] >= 0 && pairs[2 * i] == pairs[2 * i + 1];
    if (!ok[i] && pairs[2 * i] >= 0 && pairs[2 * i + 1] >= 0)
      at[nq / 2] = i, q[nq++] = pairs[2 * i], q[nq++] = pairs[2 * i + 1];
  }
  if (nq) {
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
                       nq / 2, facts.begin, off, L->timeout_ms, st, &L->queries, &err))
      for (int k = 0; k < nq / 2; k++) ok[at[k]] = st[k] == SMT_ID_EQUAL;
    free(st);
    free(off);
    CC_RELEASE(facts);
  }
  free(q), free(at);
}

/* Drops from the invariant every phi pair whose incoming values on some
 * partner edge may differ; returns how many. */
static int ubl_refine(ubl *L) {
  const cv_program *P = L->s[0].p, *Q = L->s[1].p;
  CC_STACK(int) pairs = {0};
  CC_STACK(int) who = {0};
  CC_STACK(int) where = {0};
  for (int o = 0; o < L->norder; o++) {
    int b = L->order[o], np;
    const int *preds = cv_block_preds(P, b, &np), *is;
    int n;
    is = cv_block_insts(P, b, &n);
    for (int i = 0; i < n; i++) {
      const cv_inst *I = cv_program_inst(P, is[i]);
      if (I->op != CV_OP_PHI || !L->active[I->index]) continue;
      const cv_inst *J = cv_program_inst(Q, L->s[0].pair[I->index]);
      for (int k = 0; k < np; k++) {
        if (!cv_block_reachable(P, preds[k])) continue;
        const cv_value *vb = ubl_incoming_value(I, preds[k]),
                       *va = ubl_incoming_value(J, L->s[0].map[preds[k]]);
        if (ubl_same_undef(vb, va)) continue;
        CC_PUSH(pairs, vb ? ubl_operand(L, 0, vb) : -1);
        CC_PUSH(pairs, va ? ubl_operand(L, 1, va) : -1);
        CC_PUSH(who, I->index);
        CC_PUSH(where, preds[k]);
        CC_PUSH(where, b);
      }
    }
  }
  int n = (int)CC_SIZE(who), dropped = 0;
  bool *ok = cc_malloc(sizeof *ok * (size_t)(n + 1));
  ubl_equal(L, pairs.begin, where.begin, n, ok);
  for (int i = 0; i < n; i++)
    if (!ok[i] && L->active[CC_AT(who, i)]) L->active[CC_AT(who, i)] = false, dropped++;
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
      if (!term && !(ubl_is_event(I) && L->s[0].pair[I->index] >= 0)) continue;
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

bool ub_transform_lockstep(const cv_program *before, const cv_program *after, unsigned timeout_ms,
                           ub_lockstep *res) {
  memset(res, 0, sizeof *res);
  if (cv_program_nargs(before) != cv_program_nargs(after)) {
    snprintf(res->why, sizeof res->why, "the argument counts differ");
    return false;
  }
  ubl L;
  memset(&L, 0, sizeof L);
  L.why = res->why, L.whysize = sizeof res->why;
  L.timeout_ms = timeout_ms;
  const cv_program *pr[2] = {before, after};
  for (int s = 0; s < 2; s++) {
    int nb = cv_program_nblocks(pr[s]), ni = cv_program_ninsts(pr[s]);
    L.s[s].p = pr[s];
    L.s[s].map = cc_malloc(sizeof(int) * (size_t)(nb ? nb : 1));
    L.s[s].term = cc_malloc(sizeof(int) * (size_t)(ni ? ni : 1));
    L.s[s].pair = cc_malloc(sizeof(int) * (size_t)(ni ? ni : 1));
    for (int i = 0; i < ni; i++) L.s[s].pair[i] = -1;
  }
  L.active = cc_calloc((size_t)cv_program_ninsts(before) + 1, sizeof *L.active);
  bool ok = ub_lockstep_shape(before, after, L.s[0].map, &res->edges, res->why, sizeof res->why);
  if (ok) {
    for (int a = 0; a < cv_program_nblocks(after); a++) L.s[1].map[a] = -1;
    for (int b = 0; b < cv_program_nblocks(before); b++)
      if (L.s[0].map[b] >= 0) L.s[1].map[L.s[0].map[b]] = b, res->blocks++;
    ubl_rpo(&L);
    L.dt = cv_domtree_new(before, false);
    for (int o = 0; ok && o < L.norder; o++) ok = ubl_pair_block(&L, L.order[o]);
  }
  /* the greatest inductive set of phi pairs: drop, recompute, until none drops */
  int rounds = 0;
  while (ok && (ok = ubl_terms(&L))) {
    if (!ubl_refine(&L)) break;
    if (++rounds >= UBL_MAX_ROUNDS) {
      snprintf(res->why, sizeof res->why, "the phi pairs did not settle within %d rounds",
               UBL_MAX_ROUNDS);
      ok = false;
    }
  }
  if (ok) ok = ubl_obligations(&L, res);
  for (int i = 0; i < cv_program_ninsts(before); i++) {
    if (cv_program_inst(before, i)->op != CV_OP_PHI || L.s[0].pair[i] < 0) continue;
    if (L.active[i]) res->phis++;
    else res->phis_dropped++;
  }
  res->z3 = L.queries;
  res->applies = ok;
  ubl_table_free(&L.terms);
  free(L.order);
  if (L.dt) cv_domtree_free(L.dt);
  free(L.active);
  for (int s = 0; s < 2; s++) free(L.s[s].map), free(L.s[s].term), free(L.s[s].pair);
  return ok;
}
