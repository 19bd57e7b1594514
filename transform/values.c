/* transform/values.c — is a candidate counterexample real?  (docs/transforms.md
 * "Values"; encode/smt.h "a candidate input")
 *
 * A candidate is an input of the term abstraction: paths of both programs
 * and, for a broken one, a behaviour of AFTER that no behaviour of BEFORE
 * matches on these paths.  Z3 looks for real values that make AFTER take
 * its paths under that behaviour -- every condition computed from the
 * input, a convergent call's result from its converged class (the first
 * lane's operand, a ballot, or a function of the class) -- and BEFORE take
 * its paths wherever its conditions do not depend on convergence.  The
 * values found are then REPLAYED, independently of the encoding: every
 * decision of AFTER is recomputed from them (model/values.h cv_eval), and
 * every execution BEFORE has on them is looked for (its paths whose
 * conditions these values decide as they go, each behaviour, the classes'
 * values recomputed) and compared with AFTER's communicating sets.  Only a
 * candidate that replays and that no execution of BEFORE matches is a
 * counterexample; one that does not replay is never printed as one. */
#include "transform/tf_int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- what a class-valued call's result is, given its class -------------- */

/* By callee: the cross-lane operations whose value is known exactly (LLVM
 * AMDGPU's intrinsics: readfirstlane returns the operand of the first
 * active lane, ballot the mask of the active lanes whose operand is true);
 * any other always-uniform intrinsic one value per class; any other
 * convergent call a function of the asking lane, the class's members and
 * their operands. */
smt_cls_kind tfI_crosslane_kind(const cv_inst *I) {
  const char *f = I->opcode ? I->opcode : "";
  if (!strncmp(f, "llvm.amdgcn.readfirstlane", 25)) return SMT_CLS_FIRST_LANE;
  if (!strncmp(f, "llvm.amdgcn.ballot", 18)) return SMT_CLS_BALLOT;
  if (I->flags & CV_INST_ALWAYS_UNIFORM) return SMT_CLS_CLASS;
  return SMT_CLS_GENERIC;
}

/* Is an operation (its opkey, its number of operands) one whose value the
 * input decides: a load of an integer or a pointer (memory contents), a
 * direct call of a function that is not an intrinsic ("f @f i32"), or of an
 * intrinsic without operands (llvm.amdgcn.workgroup.id.x)? */
bool tfI_input_operation(const char *opkey, int nargs) {
  if (!opkey) return false;
  if (!strncmp(opkey, "load ", 5)) return cv_opkey_width(opkey) > 0;
  const char *at = strstr(opkey, " @");
  if (!at || cv_opkey_width(opkey) <= 0) return false;
  bool intrinsic = !strncmp(at + 2, "llvm.", 5) || !strncmp(opkey, "llvm.", 5);
  return !intrinsic || nargs == 0; /* an intrinsic without operands reads the
                                    * machine's state (a group id, a size) */
}

/* The classes of one program's class-valued instances on k paths: rows as
 * bview has them (NULL: every instance alone, a single thread). */
typedef struct cenv {
  ctx *c;
  const path *const *q;
  int k;
  const int *rows;
  int off[5];
  bool none;   /* classes not known at all: a class-valued value is unknown */
  /* the single-thread query of loosely matched events (tfI_confirm): q[0]
   * is AFTER's path, qb BEFORE's, match[e] the BEFORE event of AFTER's
   * event e (NULL: none) -- cenv_class reads a BEFORE result through it */
  const path *qb;
  const int *match;
} cenv;

/* A Z3 query's time: 10 s at most, and no more than the command's
 * deadline leaves (1 ms at least: Z3 reads 0 as no limit). */
static unsigned query_ms(const ctx *c) {
  unsigned ms = 10000;
  if (c->deadline) {
    double left = (c->deadline - cc_now()) * 1000.0;
    ms = left < 1 ? 1 : left < ms ? (unsigned)left : ms;
  }
  return ms;
}

static void cenv_init(cenv *E, ctx *c, const path *const *q, int k, const int *rows, bool none) {
  memset(E, 0, sizeof *E);
  E->c = c, E->q = q, E->k = k, E->rows = rows, E->none = none;
  for (int u = 0; u < k; u++) E->off[u + 1] = E->off[u] + q[u]->nev;
}

/* The event of thread v named `name`, or NULL. */
static const event *event_named(const path *q, int name) {
  int e = tfI_find_event(q, name);
  return e < 0 ? NULL : &q->ev[e];
}

/* In the single-thread query of loosely matched events (cenv.match): the
 * record whose value BEFORE's result r is given -- AFTER's for the call
 * matched to r's, when that one's value is a function of its class and
 * operands alone (a generic cross-lane operation, readfirstlane, ballot:
 * the function crosslane_app builds for both programs), else r; *x its
 * event on AFTER's path.  Exact where it matters: the query asks whether
 * some matched pair of arguments differs, and at the first pair that
 * does, every earlier pair is equal (or BEFORE's is poison, and all that
 * BEFORE computes from it: no witness, values.c before_poison_operand), so
 * every earlier call of BEFORE reads what AFTER's reads -- the arguments
 * of that first pair are the same values with the substitution.  A model
 * where an earlier pair differs is a model of the exact query too, and the
 * replay computes BEFORE's results from BEFORE's own operands (the
 * candidate is confirmed only by exact values).  The substitution makes
 * both programs' arguments one formula up to where they part (Z3 took
 * 10 s, the query's limit, on InstCombine's five unrolled ds.bpermute
 * steps of kernels/subgroup_reduce.c without it). */
static const named_rec *after_twin(const cenv *E, const named_rec *r, const event **x) {
  int eb = tfI_find_event(E->qb, r->name);
  if (eb < 0) return r;
  const path *qa = E->q[0];
  for (int e = 0; e < qa->nev; e++) {
    if (E->match[e] != eb) continue;
    const named_rec *ra = tfI_rec_of(&E->c->rc, qa->ev[e].term);
    if (!ra || ra->callee != r->callee || ra->kind != r->kind || ra->kind == SMT_CLS_CLASS ||
        ra->kind == SMT_CLS_FREE || ra->width != r->width || ra->operands != r->operands)
      return r;
    *x = &qa->ev[e];
    return ra;
  }
  return r;
}

/* Fills *out for term in thread u: true for a class-valued term on u's
 * path (its class from the rows) and for a fresh named value (an input:
 * kind FREE, input set); false otherwise. */
static bool cenv_class(const cenv *E, int term, int u, smt_cls *out) {
  ctx *c = E->c;
  memset(out, 0, sizeof *out);
  const named_rec *r = tfI_rec_of(&c->rc, term);
  if (!r) {
    if (term >= 0 && (size_t)term < CC_SIZE(c->rc.width_of) && CC_AT(c->rc.width_of, (size_t)term)) {
      out->kind = SMT_CLS_FREE;
      /* an atomic's result, an alloca's address: an input; a load of stack
       * memory the slots do not resolve stands for a value not modelled
       * (CV_TERM_UNKNOWN): no input, it does not replay */
      out->input = !(cv_term_flags(c->terms, term) & CV_TERM_UNKNOWN);
      out->width = CC_AT(c->rc.width_of, (size_t)term) - 1;
      return true;
    }
    return false;
  }
  const event *x = E->none ? NULL : event_named(E->q[u], r->name);
  if (!x && E->match && !E->rows && !E->none) r = after_twin(E, r, &x);
  out->width = r->width;
  out->callee = r->callee;
  /* each instance alone (no rows): the thread's own class, whichever
   * program's path the instance is on -- a convergent result of BEFORE
   * on a thread alone is the function AFTER's is, of its operands
   * (issue 27: left free, it let the single-thread query pass BEFORE's
   * bpermute another value than AFTER's, a candidate nothing replays) */
  bool alone = !E->rows && !E->none;
  if (E->none || (!x && !alone)) { /* not this thread's, or classes unknown */
    out->kind = SMT_CLS_FREE;
    return true;
  }
  out->kind = r->kind;
  const int *row = E->rows ? E->rows + (size_t)(E->off[u] + (int)(x - E->q[u]->ev)) * (size_t)E->k : NULL;
  cc_buf id;
  cc_buf_init(&id);
  cc_buf_printf(&id, "class %d:", r->callee);
  for (int v = 0; v < E->k; v++) {
    int partner = row ? row[v] : v == u ? r->name : -1;
    if (partner == TF_UNRESOLVED) { /* the prefixes do not tell */
      out->kind = SMT_CLS_FREE;
      out->open = true;
      cc_buf_free(&id);
      return true;
    }
    cc_buf_printf(&id, " %d", partner);
    if (partner < 0) continue;
    const event *y = v == u ? x : event_named(E->q[v], partner);
    const named_rec *ry = v == u ? r : y ? tfI_rec_of(&c->rc, y->term) : NULL;
    if (!ry || ry->nargs > SMT_CLS_MAX_OPS || out->nmembers >= 4) {
      out->kind = SMT_CLS_FREE;
      cc_buf_free(&id);
      return true;
    }
    int m = out->nmembers++;
    out->member[m] = v;
    /* readfirstlane and ballot are always uniform (the target model): one
     * value per class, which the record reads as no operands -- the value
     * is computed from the members' operands all the same */
    bool ops = r->operands || r->kind == SMT_CLS_FIRST_LANE || r->kind == SMT_CLS_BALLOT;
    out->nops = ops ? ry->nargs : 0;
    for (int o = 0; o < out->nops; o++) out->ops[m][o] = ry->args[o];
  }
  out->class_id = tfI_intern(&c->nm, cc_buf_str(&id));
  cc_buf_free(&id);
  if ((out->kind == SMT_CLS_FIRST_LANE || out->kind == SMT_CLS_BALLOT) && out->nops < 1)
    out->kind = SMT_CLS_GENERIC;
  return true;
}

static bool cls_fn(void *arg, int term, int thread, smt_cls *out) {
  return cenv_class(arg, term, thread, out);
}

/* ---- the replay ------------------------------------------------------------ */

typedef struct rctx {
  cenv E;
  smt_model_view *mv;
  cc_buf *log;   /* the memory and outside calls read, for the witness (NULL: none) */
  const cv_program *prog; /* the program of E.q, naming the convergent
                           * results the log gives (with log) */
  bool any_open; /* a class the prefixes leave open (smt_cls.open) is any
                  * value: the model's (BEFORE's executions to match) */
} rctx;

/* One input read by the replay, for the witness: "thread 1: load i32 at
 * 0x40 = 7" (each line once). */
static void log_input(rctx *R, int thread, const char *what, int nargs, const uint64_t *argv,
                      uint64_t v) {
  if (!R->log) return;
  cc_buf line;
  cc_buf_init(&line);
  cc_buf_printf(&line, "    thread %d: %s", thread + 1, what);
  for (int i = 0; i < nargs; i++) cc_buf_printf(&line, "%s0x%llx", i ? ", " : " at ", (unsigned long long)argv[i]);
  cc_buf_printf(&line, " = %llu\n", (unsigned long long)v);
  if (!strstr(cc_buf_str(R->log), cc_buf_str(&line))) cc_buf_puts(R->log, cc_buf_str(&line));
  cc_buf_free(&line);
}

/* A load of type ty from the thread's memory `state` (model/values.h
 * cv_thread_set_memory): the latest store at the same address, else the
 * initial contents (the model's, the function a plain load reads). */
static bool memory_load(rctx *R, cv_evaluator *ev, int state, int addr_term, const char *ty,
                        int thread, uint64_t *v, int *w) {
  const cv_terms *t = R->E.c->terms;
  uint64_t addr;
  int aw;
  if (!cv_eval(ev, addr_term, thread, &addr, &aw)) return false;
  int width = cv_type_width(ty);
  if (!width) return false;
  int as = -1; /* the load's address space (mem.as), -1 not known */
  for (;;) {
    cv_term_view sv;
    cv_term_view_of(t, state, &sv);
    if (sv.kind == CV_TERM_K_CONST) {
      char key[96];
      snprintf(key, sizeof key, "load %s", ty);
      *w = width;
      if (!smt_model_uf(R->mv, key, 1, &addr, (int[]){64}, width, v)) return false;
      log_input(R, thread, key, 1, &addr, *v);
      return true;
    }
    /* the address space, a synchronisation point: the replay reads the
     * thread's own stores alone (encode/smt.h sync_contents false) */
    if (sv.kind == CV_TERM_K_OP && sv.nargs == 1 &&
        (!strncmp(sv.text, "mem.as ", 7) || !strncmp(sv.text, "mem.sync ", 9))) {
      if (!strncmp(sv.text, "mem.as ", 7)) as = atoi(sv.text + 7);
      state = sv.args[0];
      continue;
    }
    /* a store to a space apart from the load's: never its address */
    if (sv.kind == CV_TERM_K_OP && sv.nargs == 3 && cv_mem_store_apart(sv.text, as)) {
      state = sv.args[0];
      continue;
    }
    if (sv.kind != CV_TERM_K_OP || sv.nargs != 3 || !cv_mem_store_type_is(sv.text, ty))
      return false; /* a store of another type in between: not modelled */
    uint64_t a;
    int sw;
    if (!cv_eval(ev, sv.args[1], thread, &a, &sw)) return false;
    if (a == addr) return cv_eval(ev, sv.args[2], thread, v, w);
    state = sv.args[0];
  }
}

/* A convergent call's result read by the replay, for the witness: "thread
 * 1: %s (@subgroupAdd#1) = 7" -- the call by its source name in R->prog,
 * then as the terms print it (the name the event lines use), each line
 * once: the value the replay computed, from which a reader recomputes
 * what the program passes on (issue 27: AFTER's zork(0 - zork(tid))). */
static void log_result(rctx *R, int term, int thread, uint64_t v, int w) {
  if (!R->log || !R->prog) return;
  const named_rec *r = tfI_rec_of(&R->E.c->rc, term);
  const event *x = r && thread < R->E.k ? event_named(R->E.q[thread], r->name) : NULL;
  const cv_inst *I = x && x->inst >= 0 && x->inst < cv_program_ninsts(R->prog)
                         ? cv_program_inst(R->prog, x->inst) : NULL;
  const char *eq = I && I->text ? strstr(I->text, " = ") : NULL;
  if (!eq) return;
  cc_buf label;
  cc_buf_init(&label);
  cc_buf_printf(&label, "%.*s (", (int)(eq - I->text), I->text);
  cv_term_print(R->E.c->terms, R->prog, term, &label);
  cc_buf_putc(&label, ')');
  int64_t sv = w > 1 && w < 64 && (v >> (w - 1)) & 1 ? (int64_t)(v - ((uint64_t)1 << w)) : (int64_t)v;
  char line[600];
  if (sv < 0)
    snprintf(line, sizeof line, "    thread %d: %s = %llu (%lld signed)\n", thread + 1,
             cc_buf_str(&label), (unsigned long long)v, (long long)sv);
  else
    snprintf(line, sizeof line, "    thread %d: %s = %llu\n", thread + 1, cc_buf_str(&label),
             (unsigned long long)v);
  if (!strstr(cc_buf_str(R->log), line)) cc_buf_puts(R->log, line);
  cc_buf_free(&label);
}

static bool class_leaf(rctx *R, cv_evaluator *ev, const smt_cls *cl, int term, int thread,
                       uint64_t *v, int *w);
static bool input_leaf(rctx *R, cv_evaluator *ev, int term, int thread, int nargs,
                       const uint64_t *argv, const int *argw, uint64_t *v, int *w);

/* The evaluator's leaves: a class's value recomputed from its members'
 * operands (the lane order and the uninterpreted functions from the
 * model), logged for the witness (log_result); anything else the model's
 * value. */
static bool leaf(void *arg, cv_evaluator *ev, int term, int thread, int nargs,
                 const uint64_t *argv, const int *argw, uint64_t *v, int *w) {
  rctx *R = arg;
  smt_cls cl;
  if (cenv_class(&R->E, term, thread, &cl) && !cl.input) {
    if (!class_leaf(R, ev, &cl, term, thread, v, w)) return false;
    log_result(R, term, thread, *v, *w);
    return true;
  }
  return input_leaf(R, ev, term, thread, nargs, argv, argw, v, w);
}

/* A class-valued term's value (leaf). */
static bool class_leaf(rctx *R, cv_evaluator *ev, const smt_cls *clp, int term, int thread,
                       uint64_t *v, int *w) {
  smt_cls cl = *clp;
  uint64_t opv[4 * SMT_CLS_MAX_OPS];
  int opw[4 * SMT_CLS_MAX_OPS];
  for (int m = 0; m < cl.nmembers; m++)
    for (int o = 0; o < cl.nops; o++)
      if (!cv_eval(ev, cl.ops[m][o], cl.member[m], &opv[m * SMT_CLS_MAX_OPS + o],
                   &opw[m * SMT_CLS_MAX_OPS + o]))
        return false;
  *w = cl.width;
  switch (cl.kind) {
  case SMT_CLS_FREE: /* its class is not known: a value only where any will do */
    return R->any_open && cl.open && cl.width && smt_model_open(R->mv, term, thread, cl.width, v);
  case SMT_CLS_CLASS: return cl.width && smt_model_class(R->mv, &cl, v);
  case SMT_CLS_FIRST_LANE: {
    int best = -1;
    uint64_t lane = 0;
    for (int m = 0; m < cl.nmembers; m++) {
      uint64_t l = smt_model_lane(R->mv, cl.member[m]);
      if (best < 0 || l < lane) best = m, lane = l;
    }
    if (best < 0) return false;
    *v = opv[best * SMT_CLS_MAX_OPS];
    *w = opw[best * SMT_CLS_MAX_OPS];
    return true;
  }
  case SMT_CLS_BALLOT: {
    if (!cl.width) return false;
    uint64_t r = 0;
    for (int m = 0; m < cl.nmembers; m++) {
      uint64_t l = smt_model_lane(R->mv, cl.member[m]);
      if ((opv[m * SMT_CLS_MAX_OPS] & 1) && l < (uint64_t)cl.width) r |= (uint64_t)1 << l;
    }
    *v = r;
    return true;
  }
  case SMT_CLS_GENERIC:
    return cl.width && smt_model_crosslane(R->mv, &cl, thread, opv, opw, v);
  }
  return false;
}

/* Any other leaf: the model's value of what the input decides. */
static bool input_leaf(rctx *R, cv_evaluator *ev, int term, int thread, int nargs,
                       const uint64_t *argv, const int *argw, uint64_t *v, int *w) {
  /* an operation the evaluator does not compute is an input only when it
   * stands for what the input decides: a load (the memory's contents at
   * its address) or a call to a function not in the module; an
   * intrinsic, a float or vector operation has a meaning of its own that
   * its uninterpreted function need not have (so a value resting on it
   * does not replay) */
  cv_term_view tv;
  cv_term_view_of(R->E.c->terms, term, &tv);
  if (tv.kind == CV_TERM_K_OP && tv.text && !strncmp(tv.text, "mem.load ", 9) && tv.nargs == 2)
    return memory_load(R, ev, tv.args[0], tv.args[1], tv.text + 9, thread, v, w);
  if (tv.kind == CV_TERM_K_OP && !tfI_input_operation(tv.text, tv.nargs)) return false;
  if (!smt_model_leaf(R->mv, term, thread, nargs, argv, argw, 0, v, w)) return false;
  if (tv.kind == CV_TERM_K_OP && argv) log_input(R, thread, tv.text, nargs, argv, *v);
  return true;
}

/* Does value x of a condition send block b's terminator to successor
 * `choice` (0-based)?  -1: not known (a terminator we do not read). */
static int decision_holds(const cv_program *p, int b, int choice, uint64_t x) {
  int n, ns;
  const int *insts = cv_block_insts(p, b, &n);
  const int *succ = cv_block_succs(p, b, &ns);
  if (choice < 0 || choice >= ns) return -1;
  const cv_inst *T = n ? cv_program_inst(p, insts[n - 1]) : NULL;
  if (!T || (T->op != CV_OP_BR && T->op != CV_OP_SWITCH))
    return x == (uint64_t)choice; /* a .cfg branch: the condition is the choice */
  if (T->op == CV_OP_BR) return (x & 1) == (choice == 0);
  if (T->op != CV_OP_SWITCH || T->nops < 2) return -1;
  int target = succ[choice], taken = T->ops[1].kind == CV_VALUE_BLOCK ? T->ops[1].index : -1;
  for (int i = 2; i + 1 < T->nops; i += 2) {
    const char *t = T->ops[i].text, *sp = t ? strchr(t, ' ') : NULL;
    int w = cv_type_width(t);
    if (!sp || !w) return -1;
    long long cv = strtoll(sp + 1, NULL, 10);
    uint64_t m = w >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << w) - 1);
    if (((uint64_t)cv & m) == (x & m)) {
      taken = T->ops[i + 1].kind == CV_VALUE_BLOCK ? T->ops[i + 1].index : -1;
      break;
    }
  }
  return taken == target;
}

/* Path q of thread u under the evaluator: 1 every decision it can compute
 * holds, 0 one does not; conv: only the decisions that depend on
 * convergence (1) or only the others (0), or all (-1).  A decision on a
 * poison condition holds (LangRef 'br', 'switch': a branch on poison is
 * undefined behaviour, after which the program may do anything; where
 * BEFORE is undefined every AFTER refines it, and an AFTER undefined where
 * BEFORE is not is wrong): *poison_block, if given, receives the block of
 * the first such decision (-1 none). */
static int path_holds(const cv_program *p, cv_evaluator *ev, const cv_terms *t, const path *q, int u,
                      int conv, bool *all_known, int *failed_term, int *poison_block) {
  if (poison_block) *poison_block = -1;
  for (int i = 0; i < q->ndec; i++) {
    int term = (int)(q->dec[i].key >> 1);
    bool dep = (cv_term_flags(t, term) & CV_TERM_CONV) != 0;
    if (conv >= 0 && dep != (conv == 1)) continue;
    uint64_t x;
    int w;
    bool poison = false;
    if (!cv_eval_poison(ev, term, u, &x, &w, &poison)) {
      if (all_known) *all_known = false;
      continue;
    }
    if (poison) {
      if (poison_block && *poison_block < 0) *poison_block = q->dec[i].block;
      continue;
    }
    int h = decision_holds(p, q->dec[i].block, q->dec[i].choice, x);
    if (h == 0) {
      if (failed_term) *failed_term = term;
      return 0;
    }
    if (h < 0 && all_known) *all_known = false;
  }
  return 1;
}

enum { TF_REPLAY_TUPLES = 4096 };

typedef CC_STACK(smt_term_pair) term_pairs;

/* The argument pairs of the events of qa matched to qb by callee and
 * occurrence alone (their names differ: tfI_pair_equivalent's loose
 * matches), into out (thread u). */
static void loose_args(const ctx *c, const path *qb, const path *qa, const int *match, int u,
                       term_pairs *out) {
  for (int e = 0; e < qa->nev; e++) {
    if (match[e] < 0 || qa->ev[e].name == qb->ev[match[e]].name) continue;
    const named_rec *ra = tfI_rec_of(&c->rc, qa->ev[e].term);
    const named_rec *rb = tfI_rec_of(&c->rc, qb->ev[match[e]].term);
    if (!ra || !rb) continue;
    for (int i = 0; i < ra->nargs && i < rb->nargs; i++)
      if (ra->args[i] != rb->args[i]) {
        smt_term_pair x = {ra->args[i], rb->args[i], u};
        CC_PUSH(*out, x);
      }
  }
}

/* The loosely matched events' arguments on the model's values, AFTER's
 * under evaluator ea and BEFORE's under eb (one evaluator may be both): 1
 * equal, 0 some pair differs, -1 some argument the evaluator cannot
 * compute (*bad: the first such term, if given) -- not known equal:
 * counting it equal made BEFORE "match" an AFTER that passes
 * zork(-zork(tid)) where BEFORE passes zork(tid), and the candidate
 * "covered", a false preserved. */
static int loose_args_equal(const ctx *c, cv_evaluator *ea, cv_evaluator *eb, const path *q,
                            const path *qa, const int *match, int u, int *bad) {
  term_pairs d = {0};
  loose_args(c, q, qa, match, u, &d);
  int equal = 1;
  for (size_t i = 0; i < CC_SIZE(d) && equal == 1; i++) {
    uint64_t va, vb;
    int wa, wb;
    bool ka = cv_eval(ea, CC_AT(d, i).a, u, &va, &wa);
    bool kb = ka && cv_eval(eb, CC_AT(d, i).b, u, &vb, &wb);
    if (ka && kb) {
      equal = va == vb && wa == wb;
    } else {
      equal = -1;
      if (bad && *bad < 0) *bad = ka ? CC_AT(d, i).b : CC_AT(d, i).a;
    }
  }
  CC_RELEASE(d);
  return equal;
}

/* Both programs' classes at once (cls_both, values.c "effects as values"). */
typedef struct cenv2 {
  cenv b, a;
} cenv2;

/* A matching execution of BEFORE: its paths and its classes (rows), kept
 * until the query returns (smt_exclusion). */
typedef struct found {
  const path *q[4];
  int *rows;          /* NULL: each instance alone (one thread) */
  cenv E;
  smt_branch_fact *f;
  int nf;
  cenv2 E2;           /* effects: both programs' classes (cls_both) */
  term_pairs eq;      /* effects: the pairs it leaves equal */
} found;

/* Do BEFORE's paths of tuple t hold on the model's values under the
 * classes of rows (its decisions that depend on convergence)?  any_open:
 * a class the prefixes leave open has the model's value; else a decision
 * on it is not known and holds (what any value of it may do). */
static bool before_path_holds(ctx *c, smt_model_view *mv, const input *t, const int *rows,
                              bool any_open) {
  rctx R;
  cenv_init(&R.E, c, t->pb, t->k, rows, false);
  R.mv = mv;
  R.log = NULL;
  R.prog = NULL;
  R.any_open = any_open;
  cv_evaluator *ev = cv_evaluator_new(c->terms, leaf, &R);
  bool ok = true;
  for (int u = 0; u < t->k && ok; u++)
    ok = path_holds(c->before.p, ev, c->terms, t->pb[u], u, 1, NULL, NULL, NULL) == 1;
  cv_evaluator_free(ev);
  return ok;
}

/* The loosely matched arguments of BEFORE's paths t->pb (the threads
 * marked in `later`) and AFTER's t->pa under the classes of an execution
 * of each: BEFORE's behaviour brows, AFTER's va -- a convergent result in
 * an argument is then the function of its class the query applies
 * (crosslane_app), in each program its own.  1 equal, 0 some pair
 * differs, -1 some argument not computed (*bad: the first such term). */
static int tuple_args_equal(ctx *c, smt_model_view *mv, const input *t, const int *brows,
                            const bview *va, const bool *later, int *bad) {
  rctx RB, RA;
  cenv_init(&RB.E, c, t->pb, t->k, brows, false);
  cenv_init(&RA.E, c, t->pa, t->k, va->rows, false);
  RB.mv = RA.mv = mv;
  RB.log = RA.log = NULL;
  RB.prog = RA.prog = NULL;
  RB.any_open = RA.any_open = false; /* a class the bound leaves open: not known */
  cv_evaluator *eb = cv_evaluator_new(c->terms, leaf, &RB);
  cv_evaluator *ea = cv_evaluator_new(c->terms, leaf, &RA);
  int equal = 1;
  for (int u = 0; u < t->k && equal == 1; u++)
    if (later[u]) equal = loose_args_equal(c, ea, eb, t->pb[u], t->pa[u], t->pr[u]->match, u, bad);
  cv_evaluator_free(ea);
  cv_evaluator_free(eb);
  return equal;
}

/* ---- effects as values (tfI_effects_confirm) ------------------------------
 * A used readnone convergent call BEFORE runs more often than AFTER
 * (pairs.c dropped_readnone, TF_DROP_USED): AFTER's uses read the value of
 * another instance, made with other threads maybe.  [CO] "Correctness of
 * Program Transforms": the transform is wrong where a thread leaves other
 * values behind.  The effects (paths.c block_effects: a store's value and
 * address, an atomic's operands, a returned value) are compared as values
 * under the classes of the matched executions. */

/* The classes of both programs' executions at once: a class-valued term on
 * BEFORE's path of the thread is BEFORE's (its execution b), any other
 * AFTER's (a).  A result both programs name alike is in the compared
 * instances, whose sets the matched executions give alike: one value. */
static bool cls_both(void *arg, int term, int thread, smt_cls *out) {
  cenv2 *B = arg;
  const named_rec *r = tfI_rec_of(&B->b.c->rc, term);
  if (r && thread < B->b.k && event_named(B->b.q[thread], r->name))
    return cenv_class(&B->b, term, thread, out);
  return cenv_class(&B->a, term, thread, out);
}

/* The pairs of operand terms by which AFTER's effects on qa differ from
 * BEFORE's on qb (thread u), into out: the same number of effects, in
 * order, each the same operation (its text) -- false otherwise (not
 * compared on values: the programs leave other kinds of effects). */
static bool effect_pairs(const ctx *c, const path *qb, const path *qa, int u, term_pairs *out) {
  if (!qb->complete || !qa->complete || qb->neff != qa->neff) return false;
  for (int i = 0; i < qa->neff; i++) {
    if (qa->eff[i] == qb->eff[i]) continue;
    cv_term_view a, b;
    cv_term_view_of(c->terms, qa->eff[i], &a);
    cv_term_view_of(c->terms, qb->eff[i], &b);
    if (a.kind != CV_TERM_K_OP || b.kind != CV_TERM_K_OP || !a.text || !b.text ||
        strcmp(a.text, b.text) || a.nargs != b.nargs)
      return false;
    for (int j = 0; j < a.nargs; j++)
      if (a.args[j] != b.args[j]) {
        smt_term_pair x = {a.args[j], b.args[j], u};
        CC_PUSH(*out, x);
      }
  }
  return true;
}

/* Does term (thread u) read a cross-lane result whose value is no exact
 * function (SMT_CLS_GENERIC, SMT_CLS_CLASS: an uninterpreted function of
 * the class), through the classes of E?  *which: the first such term. */
/* The terms term reads in thread u (through the classes of E: a
 * class-valued term's members' operands in their threads), marked in mark
 * (term * 4 + thread). */
static void reach(const cenv *E, int term, int u, unsigned char *mark) {
  if (term < 0 || u < 0 || u >= 4) return;
  size_t slot = (size_t)term * 4 + (size_t)u;
  if (mark[slot]) return;
  mark[slot] = 1;
  smt_cls cl;
  if (tfI_rec_of(&E->c->rc, term) && cenv_class(E, term, u, &cl) && !cl.input) {
    for (int m = 0; m < cl.nmembers; m++)
      for (int o = 0; o < cl.nops; o++) reach(E, cl.ops[m][o], cl.member[m], mark);
    return;
  }
  cv_term_view v;
  cv_term_view_of(E->c->terms, term, &v);
  for (int i = 0; i < v.nargs; i++) reach(E, v.args[i], u, mark);
}

/* other: what the other program's value reads (reach); a term both read is
 * one value in both (a class-valued one is a compared instance, whose
 * class the matched executions give alike), so no difference rests on it:
 * not looked into. */
static bool reads_inexact(const cenv *E, int term, int u, unsigned char *seen,
                          const unsigned char *other, int *which) {
  if (term < 0 || u < 0 || u >= 4) return false;
  size_t slot = (size_t)term * 4 + (size_t)u;
  if (seen[slot] || other[slot]) return false;
  seen[slot] = 1;
  /* a fresh value matched between the programs by its order (an atomic's
   * result: paths.c "Named values"): one choice of BEFORE's values, no
   * fact of the input (the flag passes to what is computed from it: the
   * value itself is the one none of whose operands has it) */
  if (cv_term_flags(E->c->terms, term) & CV_TERM_MATCHED) {
    cv_term_view mv;
    cv_term_view_of(E->c->terms, term, &mv);
    bool from_operand = false;
    for (int i = 0; i < mv.nargs && !from_operand; i++)
      from_operand = (cv_term_flags(E->c->terms, mv.args[i]) & CV_TERM_MATCHED) != 0;
    if (!from_operand) {
      *which = term;
      return true;
    }
  }
  smt_cls cl;
  if (tfI_rec_of(&E->c->rc, term) && cenv_class(E, term, u, &cl) && !cl.input) {
    if (cl.kind == SMT_CLS_GENERIC || cl.kind == SMT_CLS_CLASS || cl.kind == SMT_CLS_FREE) {
      *which = term;
      return true;
    }
    for (int m = 0; m < cl.nmembers; m++)
      for (int o = 0; o < cl.nops; o++)
        if (reads_inexact(E, cl.ops[m][o], cl.member[m], seen, other, which)) return true;
    return false;
  }
  cv_term_view v;
  cv_term_view_of(E->c->terms, term, &v);
  for (int i = 0; i < v.nargs; i++)
    if (reads_inexact(E, v.args[i], u, seen, other, which)) return true;
  return false;
}

/* What the effects check of one model found (the replay's): the first
 * difference, for the report, and why a model is not a counterexample. */
typedef struct eff_check {
  bool differ_seen;  /* an execution of BEFORE with AFTER's sets and other effects */
  int u, i;          /* its thread and effect index */
  const path *qb;    /* its BEFORE path */
  const path *qbs[4]; /* BEFORE's paths of every thread (rows' layout) */
  int *rows;         /* its classes (BEFORE's) */
  uint64_t av[3], bv[3]; /* the effect's operand values, AFTER's, BEFORE's */
  bool apoison, bpoison;
  int nvals;
  int inexact;       /* a difference rests on this cross-lane term, or on a
                      * fresh value matched by order (CV_TERM_MATCHED) (-1 none) */
  int uncomputed;    /* an effect operand the replay cannot compute (-1 none) */
} eff_check;

/* The effects of BEFORE's paths t->pb under its classes brows and AFTER's
 * t->pa under va's, on the model's values: 1 equal, 0 some differs
 * (recorded in ef when it is the first), -1 not known (an operand not
 * computed, or a difference resting on an inexact cross-lane value:
 * ef->uncomputed, ef->inexact). */
static int effects_equal(ctx *c, smt_model_view *mv, const input *t, const int *brows,
                         const bview *va, eff_check *ef) {
  rctx RB, RA;
  cenv_init(&RB.E, c, t->pb, t->k, brows, false);
  cenv_init(&RA.E, c, t->pa, t->k, va->rows, false);
  RB.mv = RA.mv = mv;
  RB.log = RA.log = NULL;
  RB.prog = RA.prog = NULL;
  RB.any_open = RA.any_open = false;
  cv_evaluator *eb = cv_evaluator_new(c->terms, leaf, &RB);
  cv_evaluator *ea = cv_evaluator_new(c->terms, leaf, &RA);
  int equal = 1;
  unsigned char *seen = cc_calloc((size_t)cv_terms_count(c->terms) * 4 + 1, 1);
  unsigned char *ra = cc_calloc((size_t)cv_terms_count(c->terms) * 4 + 1, 1);
  unsigned char *rb = cc_calloc((size_t)cv_terms_count(c->terms) * 4 + 1, 1);
  for (int u = 0; u < t->k && equal == 1; u++) {
    const path *qb = t->pb[u], *qa = t->pa[u];
    if (!qb->complete || !qa->complete || qb->neff != qa->neff) {
      equal = -1;
      break;
    }
    for (int i = 0; i < qa->neff && equal == 1; i++) {
      if (qa->eff[i] == qb->eff[i]) continue;
      term_pairs d = {0};
      path one_b = *qb, one_a = *qa; /* effect i alone */
      one_b.neff = one_a.neff = 1, one_b.eff = &qb->eff[i], one_a.eff = &qa->eff[i];
      if (!effect_pairs(c, &one_b, &one_a, u, &d)) equal = -1;
      uint64_t av[3] = {0, 0, 0}, bv[3] = {0, 0, 0};
      bool ap = false, bp = false, differs = false;
      for (size_t j = 0; j < CC_SIZE(d) && equal == 1; j++) {
        uint64_t x, y;
        int wx, wy;
        bool px = false, py = false;
        if (!cv_eval_poison(ea, CC_AT(d, j).a, u, &x, &wx, &px) ||
            !cv_eval_poison(eb, CC_AT(d, j).b, u, &y, &wy, &py)) {
          equal = -1;
          if (ef->uncomputed < 0) ef->uncomputed = CC_AT(d, j).a;
          break;
        }
        if (!py && (px || x != y || wx != wy)) {
          int which = -1;
          size_t ns = (size_t)cv_terms_count(c->terms) * 4 + 1;
          memset(ra, 0, ns), memset(rb, 0, ns);
          reach(&RA.E, CC_AT(d, j).a, u, ra);
          reach(&RB.E, CC_AT(d, j).b, u, rb);
          memset(seen, 0, ns);
          bool inex = reads_inexact(&RA.E, CC_AT(d, j).a, u, seen, rb, &which);
          if (!inex) {
            memset(seen, 0, ns);
            inex = reads_inexact(&RB.E, CC_AT(d, j).b, u, seen, ra, &which);
          }
          if (inex) {
            equal = -1;
            if (ef->inexact < 0) ef->inexact = which;
            break;
          }
          differs = true;
        }
      }
      if (equal == 1 && differs) {
        equal = 0;
        if (!ef->differ_seen) {
          /* every operand's values, for the report */
          cv_term_view a, b;
          cv_term_view_of(c->terms, qa->eff[i], &a);
          cv_term_view_of(c->terms, qb->eff[i], &b);
          ef->nvals = a.nargs < 3 ? a.nargs : 3;
          for (int j = 0; j < ef->nvals; j++) {
            int w;
            bool p = false;
            if (!cv_eval_poison(ea, a.args[j], u, &av[j], &w, &p)) av[j] = 0;
            ap |= j == 0 && p;
            p = false;
            if (!cv_eval_poison(eb, b.args[j], u, &bv[j], &w, &p)) bv[j] = 0;
            bp |= j == 0 && p;
          }
          ef->differ_seen = true;
          ef->u = u, ef->i = i, ef->qb = qb;
          for (int v = 0; v < t->k; v++) ef->qbs[v] = t->pb[v];
          memcpy(ef->av, av, sizeof av);
          memcpy(ef->bv, bv, sizeof bv);
          ef->apoison = ap, ef->bpoison = bp;
          size_t nrows = 0;
          for (int v = 0; v < t->k; v++) nrows += (size_t)t->pb[v]->nev;
          free(ef->rows);
          ef->rows = brows ? cc_malloc((nrows * (size_t)t->k + 1) * sizeof(int)) : NULL;
          if (brows) memcpy(ef->rows, brows, nrows * (size_t)t->k * sizeof(int));
        }
      }
      CC_RELEASE(d);
    }
  }
  free(seen);
  free(ra);
  free(rb);
  cv_evaluator_free(ea);
  cv_evaluator_free(eb);
  return equal;
}

/* Is there an execution of BEFORE on the model's input whose communicating
 * sets match AFTER's behaviour va on the candidate's compared instances?
 * 1 yes (*fd filled), 0 no, -1 not known (the search's limits), -2 not
 * known (an argument the replay cannot compute), -3 not known (a
 * decision on a class the bound leaves open: the model's value of it
 * matches nowhere, another might). */
static int before_matches(ctx *c, smt_model_view *mv, const input *in, const bview *va,
                          bool single, bool cd, found *fd, int *bad, eff_check *ef) {
  int k = in->k;
  /* per thread, BEFORE's paths that these values may take: every decision
   * not resting on a convergent result that they decide goes its way, and
   * the events can be AFTER's */
  CC_STACK(int) cand[4] = {{0}};
  rctx R0;
  cenv_init(&R0.E, c, in->pb, k, NULL, true);
  R0.mv = mv;
  R0.log = NULL;
  R0.any_open = false;
  cv_evaluator *plain = cv_evaluator_new(c->terms, leaf, &R0);
  /* one thread alone: each class is the thread's own, as in the query
   * (a convergent result the plain evaluator cannot compute has its
   * model value there) */
  rctx R1;
  cenv_init(&R1.E, c, in->pb, k, NULL, false);
  R1.mv = mv;
  R1.log = NULL;
  R1.any_open = false;
  cv_evaluator *lone = single ? cv_evaluator_new(c->terms, leaf, &R1) : NULL;
  int *match = NULL;
  bool unknown_args = false; /* a path skipped: its arguments not computed */
  bool open_match = false;   /* a match on some value of an open class */
  bool eff_unknown = false;  /* ef: an execution whose effects are not known equal or not */
  size_t maxev = 1;
  for (size_t i = 0; i < CC_SIZE(c->before.ps); i++)
    if ((size_t)CC_AT(c->before.ps, i)->nev + 1 > maxev) maxev = (size_t)CC_AT(c->before.ps, i)->nev + 1;
  for (int u = 0; u < k; u++) maxev = (size_t)in->pa[u]->nev + 1 > maxev ? (size_t)in->pa[u]->nev + 1 : maxev;
  match = cc_malloc(maxev * sizeof(int));
  cc_buf why;
  cc_buf_init(&why);
  for (int u = 0; u < k; u++)
    for (size_t i = 0; i < CC_SIZE(c->before.ps); i++) {
      const path *q = CC_AT(c->before.ps, i);
      int which = 0;
      cc_buf_clear(&why);
      bool loose = false;
      if (tfI_pair_equivalent(c, q, in->pa[u], match, &why, &which, &loose) == 0) continue;
      bool later = false; /* its arguments compared under the classes */
      if (loose) {
        int eqa = loose_args_equal(c, lone ? lone : plain, lone ? lone : plain, q, in->pa[u],
                                   match, u, single ? bad : NULL);
        if (eqa < 0 && single) unknown_args = true;
        if (eqa == 0 || (eqa < 0 && single)) continue;
        /* several threads: an argument that reads a convergent result is
         * known once BEFORE's behaviour gives that call its class (the
         * tuples below) */
        later = eqa < 0;
      }
      /* a control-dependence candidate: BEFORE's path must also make no
       * instance depend on a value BEFORE's does not; a candidate whose
       * events differ is answered by the events alone (a BEFORE path with
       * AFTER's events shows that a single thread does not tell the
       * programs apart: whether that pair breaks the reading is its own
       * candidate, tfI_build_pairs) */
      if (single && cd && tfI_cd_violation(c, q, in->pa[u], match, NULL)) continue;
      R0.E.q = in->pb; /* the plain evaluator knows no classes */
      if (path_holds(c->before.p, plain, c->terms, q, u, 0, NULL, NULL, NULL))
        CC_PUSH(cand[u], later ? -1 - (int)i : (int)i);
    }
  cv_evaluator_free(plain);
  if (lone) cv_evaluator_free(lone);
  cc_buf_free(&why);
  int verdict = 0;
  size_t ntuples = 1;
  for (int u = 0; u < k; u++) ntuples *= CC_SIZE(cand[u]) ? CC_SIZE(cand[u]) : 1;
  for (int u = 0; u < k; u++)
    if (CC_SIZE(cand[u]) == 0) ntuples = 0;
  if (ntuples > TF_REPLAY_TUPLES) verdict = -1, ntuples = 0;
  int idx[4] = {0, 0, 0, 0};
  for (size_t n = 0; n < ntuples && verdict != 1; n++) {
    /* the tuple: thread u takes cand[u][idx[u]] */
    input t;
    memset(&t, 0, sizeof t);
    pair prs[4];
    memset(prs, 0, sizeof prs);
    t.k = k;
    bool later[4] = {false, false, false, false};
    for (int u = 0; u < k; u++) {
      int ci = CC_AT(cand[u], (size_t)idx[u]);
      later[u] = ci < 0;
      const path *q = CC_AT(c->before.ps, (size_t)(ci < 0 ? -1 - ci : ci));
      prs[u].match = cc_malloc(((size_t)in->pa[u]->nev + 1) * sizeof(int));
      cc_buf w2;
      cc_buf_init(&w2);
      int which = 0;
      tfI_pair_equivalent(c, q, in->pa[u], prs[u].match, &w2, &which, NULL);
      cc_buf_free(&w2);
      t.pr[u] = &prs[u];
      t.pb[u] = q;
      t.pa[u] = in->pa[u];
      t.tb[u].len = q->len;
      t.tb[u].blocks = q->blocks;
    }
    t.t_before.k = k;
    t.t_before.thread = t.tb;
    t.nev = in->nev;
    t.ev_thread = in->ev_thread;
    t.ev_index = in->ev_index;
    behs bb = {0};
    behaviours_list objs = {0};
    bool trunc = false;
    /* one thread alone: its classes are its own, one behaviour */
    if (!single) tfI_behaviours(c, &c->before, &t.t_before, &bb, &objs, &trunc, NULL);
    names cn = {0};
    size_t nsig = (size_t)in->nev * (size_t)k;
    bview *vb = single ? NULL : tfI_views_of(c, &c->before, &bb, &t, true, false, &cn, nsig);
    for (size_t j = 0; j < (single ? 1 : CC_SIZE(bb)) && verdict != 1; j++) {
      if (!single && tfI_sig_differences(va->sig, vb[j].sig, nsig) != 0) continue;
      /* a value of a class the bound leaves open (smt_cls.open) is first
       * the model's -- the variable the exclusion of this execution
       * states, so that excluding it asks for another value and the
       * rounds end in an answer (every value matched: not a
       * counterexample, whatever the class turns out to be); where that
       * value does not match, any other might: whether BEFORE matches is
       * then not known (open_match), never "no" */
      bool ok = before_path_holds(c, mv, &t, vb ? vb[j].rows : NULL, true);
      if (!ok && !open_match && before_path_holds(c, mv, &t, vb ? vb[j].rows : NULL, false))
        open_match = true;
      if (ok && vb) {
        int eq = tuple_args_equal(c, mv, &t, vb[j].rows, va, later, bad);
        if (eq != 1) ok = false;
        if (eq < 0) unknown_args = true;
      }
      /* the effects check: a match leaves AFTER's effects too */
      if (ok && vb && ef) {
        int e = effects_equal(c, mv, &t, vb[j].rows, va, ef);
        if (e != 1) ok = false;
        if (e < 0) eff_unknown = true;
      }
      if (ok) {
        verdict = 1;
        size_t nrows = 0;
        for (int u = 0; u < k; u++) fd->q[u] = t.pb[u], nrows += (size_t)t.pb[u]->nev;
        if (vb) {
          fd->rows = cc_malloc((nrows * (size_t)k + 1) * sizeof(int));
          memcpy(fd->rows, vb[j].rows, nrows * (size_t)k * sizeof(int));
        }
      }
    }
    if (trunc && verdict != 1) verdict = -1;
    if (vb) tfI_views_free(vb, CC_SIZE(bb));
    tfI_names_free(&cn);
    for (size_t i = 0; i < CC_SIZE(bb); i++) cv_relation_free(CC_AT(bb, i).own);
    for (size_t i = 0; i < CC_SIZE(objs); i++) cv_behaviours_free(CC_AT(objs, i));
    CC_RELEASE(bb);
    CC_RELEASE(objs);
    for (int u = 0; u < k; u++) free(prs[u].match);
    for (int u = k - 1; u >= 0; u--) {
      if ((size_t)++idx[u] < CC_SIZE(cand[u])) break;
      idx[u] = 0;
    }
    if (verdict == -1) break;
  }
  for (int u = 0; u < k; u++) CC_RELEASE(cand[u]);
  free(match);
  /* no match found, but a path was left out for want of its arguments'
   * values: not known whether BEFORE matches */
  if (verdict == 0 && unknown_args) verdict = -2;
  if (verdict == 0 && open_match) verdict = -3;
  if (verdict == 0 && eff_unknown) verdict = -4;
  return verdict;
}

/* An evaluator of BEFORE's values on the model, classes unknown (R: its
 * leaves' state, kept by the caller until the evaluator is freed). */
static cv_evaluator *plain_evaluator(ctx *c, smt_model_view *mv, const input *in, rctx *R) {
  cenv_init(&R->E, c, in->pb, in->k, NULL, true);
  R->mv = mv;
  R->log = NULL;
  R->any_open = false;
  return cv_evaluator_new(c->terms, leaf, R);
}

/* Is BEFORE's operation with operand ub (path.ub: TF_UB(term, code))
 * undefined on the model's values in thread u: the operand poison, a
 * divisor zero, an address not a multiple of the access's alignment?  -1
 * when the value is not known here. */
static int ub_operand_hit(cv_evaluator *ev, int ub, int u) {
  uint64_t v;
  int w;
  bool poison = false;
  if (!cv_eval_poison(ev, TF_UB_TERM(ub), u, &v, &w, &poison)) return -1;
  int code = TF_UB_CODE(ub);
  if (code >= 2) return poison || (v & (((uint64_t)1 << (code - 1)) - 1)) != 0;
  return poison || (code == 1 && v == 0);
}

/* Is a thread of BEFORE undefined on the model's values: does it branch on
 * poison (LangRef 'br', 'switch') or reach an operation whose operand's
 * poison is immediate undefined behaviour (LangRef "Poison Values": a
 * load's or store's pointer, a divisor, which zero makes undefined too;
 * paths.c block_ub_operands)?  Each of BEFORE's paths is followed in order
 * as far as the values decide it (a decision on a convergent result, which
 * needs the classes, ends the walk: not known here); at the first
 * undefined operation, *fd receives the prefix as facts -- the decisions
 * before it as taken or poison, and the condition or operand poison
 * (encode/smt.h SMT_FACT_*) -- whose negation the query then asserts: it
 * excludes exactly values on which BEFORE is undefined along that prefix. */
static bool before_undefined(ctx *c, smt_model_view *mv, const input *in, found *fd) {
  rctx R;
  cv_evaluator *ev = plain_evaluator(c, mv, in, &R);
  bool hit = false;
  for (int u = 0; u < in->k && !hit; u++)
    for (size_t i = 0; i < CC_SIZE(c->before.ps) && !hit; i++) {
      const path *q = CC_AT(c->before.ps, i);
      int x_ub = 0, ub = -1; /* the next of q's operands; the one found undefined */
      for (int j = 0; j < q->len && !hit; j++) {
        bool unknown = false;
        for (; x_ub < q->nub && q->ub_pos[x_ub] == j && ub < 0 && !unknown; x_ub++) {
          int h = ub_operand_hit(ev, q->ub[x_ub], u);
          if (h > 0) ub = q->ub[x_ub];
          unknown = h < 0;
        }
        if (unknown) break; /* not known whether the operation is defined */
        int term = q->conds[j];
        const dec *d = NULL;
        bool poison = false;
        if (ub < 0 && term >= 0) {
          for (int x = 0; x < q->ndec && !d; x++)
            if ((int)(q->dec[x].key >> 1) == term) d = &q->dec[x];
          uint64_t v;
          int w;
          if (!d || !cv_eval_poison(ev, term, u, &v, &w, &poison)) break;
          if (!poison) {
            if (decision_holds(c->before.p, d->block, d->choice, v) != 1) break;
            continue;
          }
        }
        if (ub < 0 && !poison) continue;
        hit = true;
        fd->f = cc_malloc(((size_t)j + 2) * sizeof *fd->f);
        for (int jj = 0; jj < j || (jj == j && ub < 0); jj++) {
          int t2 = q->conds[jj];
          if (t2 < 0) continue;
          for (int x = 0; x < q->ndec; x++)
            if ((int)(q->dec[x].key >> 1) == t2) {
              smt_branch_fact f = {t2, u, q->dec[x].choice, 0, q->dec[x].block,
                                   jj == j ? SMT_FACT_POISON : SMT_FACT_ANY};
              fd->f[fd->nf++] = f;
              break;
            }
        }
        if (ub >= 0) { /* the operand: not a branch (encode/smt.h) */
          smt_branch_fact f = {TF_UB_TERM(ub), u, TF_UB_CODE(ub), 0, -1, SMT_FACT_POISON};
          fd->f[fd->nf++] = f;
        }
        cenv_init(&fd->E, c, in->pb, in->k, NULL, true);
      }
    }
  cv_evaluator_free(ev);
  return hit;
}

/* Is an operand of a convergent call on BEFORE's candidate paths poison on
 * the model's values (model/values.h cv_eval_poison)?  The verdict compares
 * those calls' arguments; a counterexample rests on them only where they
 * are values.  Operands that need the classes are not known here: not
 * counted. */
static bool before_poison_operand(ctx *c, smt_model_view *mv, const input *in) {
  rctx R;
  cv_evaluator *ev = plain_evaluator(c, mv, in, &R);
  bool hit = false;
  for (int u = 0; u < in->k && !hit; u++)
    for (int e = 0; e < in->pb[u]->nev && !hit; e++) {
      const named_rec *r = tfI_rec_of(&c->rc, in->pb[u]->ev[e].term);
      for (int i = 0; r && i < r->nargs && !hit; i++) {
        uint64_t v;
        int w;
        bool poison = false;
        hit = cv_eval_poison(ev, r->args[i], u, &v, &w, &poison) && poison;
      }
    }
  cv_evaluator_free(ev);
  return hit;
}

/* Where the replay and the model part: the first value of term `root` in
 * thread u, operands before their uses, that both compute and that
 * differs ("the encoding and the replay disagree": the bit-vector circuit
 * of that operation, encode/smt_inputs.c, is not the evaluator's,
 * model/values.c).  Writes the operation, its operands' replayed values and
 * both results into out; false when no computed value differs (the
 * decision itself reads the value otherwise). */
static bool first_difference(ctx *c, cv_evaluator *ev, smt_model_view *mv, int root, int u,
                             cc_buf *out) {
  int nt = cv_terms_count(c->terms);
  unsigned char *seen = cc_calloc((size_t)nt + 1, 1);
  CC_STACK(int) st = {0}; /* term * 2 + (operands pushed) */
  CC_PUSH(st, root * 2);
  bool hit = false;
  while (CC_SIZE(st) && !hit) {
    int top = CC_TOP(st), term = top / 2;
    cv_term_view v;
    cv_term_view_of(c->terms, term, &v);
    bool has_ops = v.kind == CV_TERM_K_OP && !(v.text && !strncmp(v.text, "mem.", 4));
    if (!(top & 1)) {
      if (seen[term]) {
        CC_RESIZE(st, CC_SIZE(st) - 1);
        continue;
      }
      seen[term] = 1;
      CC_AT(st, CC_SIZE(st) - 1) = top | 1;
      for (int i = has_ops ? v.nargs - 1 : -1; i >= 0; i--)
        if (!seen[v.args[i]]) CC_PUSH(st, v.args[i] * 2);
      continue;
    }
    CC_RESIZE(st, CC_SIZE(st) - 1);
    uint64_t r, m;
    int rw, mw;
    if (!cv_eval(ev, term, u, &r, &rw) || !smt_model_leaf(mv, term, u, 0, NULL, NULL, rw, &m, &mw) ||
        mw != rw || r == m)
      continue;
    hit = true;
    cc_buf b;
    cc_buf_init(&b);
    cv_term_print(c->terms, c->after.p, term, &b);
    const char *txt = cc_buf_str(&b);
    cc_buf_printf(out, "thread %d's %.*s%s", u + 1, 120, txt, strlen(txt) > 120 ? "..." : "");
    if (has_ops && v.nargs) {
      cc_buf_puts(out, " on");
      for (int i = 0; i < v.nargs; i++) {
        uint64_t a;
        int aw;
        if (cv_eval(ev, v.args[i], u, &a, &aw)) cc_buf_printf(out, "%s 0x%llx", i ? "," : "", (unsigned long long)a);
        else cc_buf_printf(out, "%s ?", i ? "," : "");
      }
    }
    cc_buf_printf(out, " is 0x%llx replayed, 0x%llx in Z3's model", (unsigned long long)r,
                  (unsigned long long)m);
    cc_buf_free(&b);
  }
  CC_RELEASE(st);
  free(seen);
  return hit;
}

typedef struct replay_arg {
  ctx *c;
  const input *in;
  const bview *va;    /* AFTER's behaviour (NULL: a single thread)       */
  bool cd;            /* a control-dependence candidate (tfI_confirm)      */
  const char *failed; /* why it does not replay, or is not a counterexample */
  char failed_buf[480]; /* the same, when it names a value */
  found ex[SMT_CAND_ROUNDS]; /* the executions excluded so far */
  int nex;
  cc_buf log;         /* what AFTER's replay read of memory and calls */
  eff_check *eff;     /* the effects check (tfI_effects_confirm), or NULL */
} replay_arg;

/* The counterexample replays: the arguments of AFTER's convergent calls
 * evaluated once more, so that the witness gives the convergent results
 * they read (log_result), which no decision may read (a call given
 * another argument: BEFORE zork(tid), AFTER zork(0 - zork(tid))). */
static void log_event_arguments(replay_arg *A, smt_model_view *mv) {
  ctx *c = A->c;
  const input *in = A->in;
  rctx R;
  cenv_init(&R.E, c, in->pa, in->k, A->va ? A->va->rows : NULL, false);
  R.mv = mv;
  R.log = &A->log;
  R.prog = c->after.p;
  R.any_open = false;
  cv_evaluator *ev = cv_evaluator_new(c->terms, leaf, &R);
  for (int u = 0; u < in->k; u++)
    for (int e = 0; e < in->pa[u]->nev; e++) {
      const named_rec *r = in->pa[u]->ev[e].conv ? tfI_rec_of(&c->rc, in->pa[u]->ev[e].term) : NULL;
      for (int i = 0; r && i < r->nargs; i++) {
        uint64_t x;
        int w;
        (void)cv_eval(ev, r->args[i], u, &x, &w);
      }
    }
  cv_evaluator_free(ev);
}

static bool reads_other_store(ctx *c, smt_model_view *mv, const input *in, char *why, size_t n);
static bool effect_reads_past_sync(ctx *c, const input *in, const eff_check *ef);

static smt_replay_verdict replay(void *arg, smt_model_view *mv, smt_exclusion *out) {
  replay_arg *A = arg;
  ctx *c = A->c;
  const input *in = A->in;
  rctx R;
  cenv_init(&R.E, c, in->pa, in->k, A->va ? A->va->rows : NULL, false);
  R.mv = mv;
  cc_buf_clear(&A->log);
  R.log = &A->log;
  R.prog = c->after.p;
  R.any_open = false;
  cv_evaluator *ev = cv_evaluator_new(c->terms, leaf, &R);
  bool ok = true, known = true;
  int bad = -1, bad_u = 0;
  for (int u = 0; u < in->k && ok; u++) {
    int pblock = -1;
    if (!(ok = path_holds(c->after.p, ev, c->terms, in->pa[u], u, -1, &known, &bad, &pblock) == 1))
      bad_u = u;
    else if (pblock >= 0) /* AFTER undefined where BEFORE is not (checked below) */
      cc_buf_printf(&A->log, "    thread %d: AFTER branches on poison at %%%s (undefined behaviour)\n",
                    u + 1, cv_block_name(c->after.p, pblock));
  }
  if (!ok) {
    /* the encoding and the replay disagree: a defect of convcheck; say at
     * which value, so that the report can be acted on */
    cc_buf where;
    cc_buf_init(&where);
    if (bad < 0 || !first_difference(c, ev, mv, bad, bad_u, &where))
      cc_buf_printf(&where, "thread %d's decision has the replay's value in Z3's model too: "
                            "the model does not satisfy the query", bad_u + 1);
    snprintf(A->failed_buf, sizeof A->failed_buf,
             "AFTER does not take the candidate's paths with these values: the encoding and the "
             "replay disagree, a defect of convcheck; %s", cc_buf_str(&where));
    cc_buf_free(&where);
    A->failed = A->failed_buf;
  } else if (!known) {
    A->failed = "a decision of AFTER that these values do not determine: a value the replay "
                "cannot compute";
  }
  cv_evaluator_free(ev);
  if (!ok || !known) return SMT_REPLAY_NO;
  if (A->nex >= SMT_CAND_ROUNDS) {
    A->failed = "the rounds of excluded executions ran out";
    return SMT_REPLAY_NO;
  }
  found *fd = &A->ex[A->nex];
  memset(fd, 0, sizeof *fd);
  /* a counterexample only where BEFORE is defined: values on which a
   * thread of BEFORE branches on poison are excluded, and others asked */
  if (before_undefined(c, mv, in, fd)) {
    A->nex++;
    out->facts = fd->f;
    out->nfacts = fd->nf;
    out->cls = cls_fn;
    out->cls_arg = &fd->E;
    return SMT_REPLAY_EXCLUDE;
  }
  int unc = -1; /* an argument the replay cannot compute */
  if (A->eff) { /* what this model shows, not an earlier one */
    free(A->eff->rows);
    memset(A->eff, 0, sizeof *A->eff);
    A->eff->inexact = A->eff->uncomputed = -1;
  }
  int m = before_matches(c, mv, in, A->va, A->va == NULL, A->cd, fd, &unc, A->eff);
  if (m == -2) {
    cc_buf b;
    cc_buf_init(&b);
    if (unc >= 0) cv_term_print(c->terms, c->before.p, unc, &b);
    const char *txt = cc_buf_str(&b);
    snprintf(A->failed_buf, sizeof A->failed_buf,
             "BEFORE's path with AFTER's events passes them a value the replay cannot compute "
             "(%.100s%s): not known whether BEFORE matches; the replay leaves float, vector and "
             "target operations uninterpreted, and a cross-lane result whose class a path cut by "
             "the bound leaves open is known at a larger -L",
             unc >= 0 ? txt : "?", strlen(txt) > 100 ? "..." : "");
    cc_buf_free(&b);
    A->failed = A->failed_buf;
    return SMT_REPLAY_NO;
  }
  if (m == -3) {
    A->failed = "BEFORE matches on these values only if a cross-lane result whose class a "
                "path cut by the bound leaves open takes another value (the threads after the "
                "bound decide it): not known; a larger -L lets the paths reach it";
    return SMT_REPLAY_NO;
  }
  if (m == -4) { /* the effects check: not known whether they differ */
    const eff_check *ef = A->eff;
    int term = ef->inexact >= 0 ? ef->inexact : ef->uncomputed;
    cc_buf b;
    cc_buf_init(&b);
    if (term >= 0) cv_term_print(c->terms, c->before.p, term, &b);
    /* the call by its source name, in the program whose path runs it */
    const named_rec *nr = ef->inexact >= 0 ? tfI_rec_of(&c->rc, ef->inexact) : NULL;
    for (int u = 0; nr && u < in->k; u++)
      for (int p = 0; p < 2; p++) {
        const event *x = event_named(p ? in->pb[u] : in->pa[u], nr->name);
        const cv_program *prog = p ? c->before.p : c->after.p;
        const cv_inst *I = x ? cv_program_inst(prog, x->inst) : NULL;
        if (!I) continue;
        cc_buf_clear(&b);
        cc_buf_printf(&b, "%s's %%%s = %s", p ? "BEFORE" : "AFTER", I->name ? I->name : "?",
                      I->opcode ? I->opcode : "call");
        nr = NULL;
        break;
      }
    const char *txt = cc_buf_str(&b);
    if (ef->inexact >= 0 && (cv_term_flags(c->terms, ef->inexact) & CV_TERM_MATCHED))
      snprintf(A->failed_buf, sizeof A->failed_buf,
               "a thread's effects differ in the two programs on these values only through a "
               "fresh value (%.100s%s: an atomic's result, an alloca's address) that the check "
               "pairs between the programs by its order, one choice among others, so the "
               "difference may not be real",
               term >= 0 ? txt : "?", strlen(txt) > 100 ? "..." : "");
    else if (ef->inexact >= 0)
      snprintf(A->failed_buf, sizeof A->failed_buf,
               "a thread's effects differ in the two programs on these values only through the "
               "result of a cross-lane operation whose value the check does not know exactly "
               "(%.100s%s: a function of its class left uninterpreted, readfirstlane and ballot "
               "alone are exact), so the difference may not be real",
               term >= 0 ? txt : "?", strlen(txt) > 100 ? "..." : "");
    else
      snprintf(A->failed_buf, sizeof A->failed_buf,
               "an effect's operand that the replay cannot compute (%.100s%s): not known whether "
               "the two programs leave the same values",
               term >= 0 ? txt : "?", strlen(txt) > 100 ? "..." : "");
    cc_buf_free(&b);
    A->failed = A->failed_buf;
    return SMT_REPLAY_NO;
  }
  if (m < 0) {
    A->failed = "BEFORE's executions on these values were too many to search";
    return SMT_REPLAY_NO;
  }
  if (m == 0 && A->eff && !A->eff->differ_seen) {
    A->failed = "on the values found, no execution of BEFORE has AFTER's communicating sets to "
                "compare the effects with";
    return SMT_REPLAY_NO;
  }
  if (m == 0 && before_poison_operand(c, mv, in)) {
    /* a value the verdict compares is poison in BEFORE: not a witness to
     * print (no fact of the query can exclude it: undecided) */
    A->failed = "on the values found, BEFORE passes a poison value (a violated nsw, nuw, exact, "
                "disjoint, nneg or samesign) to a convergent call the verdict compares";
    return SMT_REPLAY_NO;
  }
  if (m == 0 && A->eff && effect_reads_past_sync(c, in, A->eff)) {
    snprintf(A->failed_buf, sizeof A->failed_buf,
             "the effect that differs reads shared memory past a synchronisation point, where "
             "other threads' stores, which the replay does not model, may give it another value "
             "(docs/transforms.md \"Memory\")");
    if (!c->sync_why[0]) snprintf(c->sync_why, sizeof c->sync_why, "%s", A->failed_buf);
    A->failed = A->failed_buf;
    return SMT_REPLAY_NO;
  }
  if (m == 0 && reads_other_store(c, mv, in, A->failed_buf, sizeof A->failed_buf)) {
    A->failed = A->failed_buf;
    return SMT_REPLAY_NO;
  }
  if (m == 0) {
    log_event_arguments(A, mv);
    return SMT_REPLAY_YES;
  }
  /* BEFORE matches on these values: exclude that execution, ask again */
  A->nex++;
  cenv_init(&fd->E, c, fd->q, in->k, fd->rows, false);
  size_t n = 0;
  for (int u = 0; u < in->k; u++) n += (size_t)fd->q[u]->ndec;
  fd->f = cc_malloc((n + 1) * sizeof *fd->f);
  for (int u = 0; u < in->k; u++)
    for (int i = 0; i < fd->q[u]->ndec; i++) {
      /* excluded: the values on which BEFORE runs this way, or is
       * undefined on the way (a branch on poison) */
      smt_branch_fact x = {(int)(fd->q[u]->dec[i].key >> 1), u, fd->q[u]->dec[i].choice, 0,
                           fd->q[u]->dec[i].block, SMT_FACT_ANY};
      fd->f[fd->nf++] = x;
    }
  out->facts = fd->f;
  out->nfacts = fd->nf;
  out->cls = cls_fn;
  out->cls_arg = &fd->E;
  if (A->eff) {
    /* the effects check: excluded only where that execution also leaves
     * AFTER's effects (its paths alone would exclude values on which they
     * differ), its terms under its classes, AFTER's under va's */
    cenv_init(&fd->E2.b, c, fd->q, in->k, fd->rows, false);
    cenv_init(&fd->E2.a, c, in->pa, in->k, A->va->rows, false);
    for (int u = 0; u < in->k; u++) (void)effect_pairs(c, fd->q[u], in->pa[u], u, &fd->eq);
    out->cls = cls_both;
    out->cls_arg = &fd->E2;
    out->equal = fd->eq.begin;
    out->nequal = (int)CC_SIZE(fd->eq);
  }
  return SMT_REPLAY_EXCLUDE;
}

/* Do the programs both synchronise and load memory other threads may
 * write (model/values.h cv_inst_memory_sync, cv_addrspace_shared)?  Only
 * then can a load read other contents past a synchronisation point. */
static bool sync_relevant(ctx *c) {
  if (c->sync_mem) return c->sync_mem == 2;
  bool sync = false, load = false;
  const cv_program *ps[2] = {c->before.p, c->after.p};
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < cv_program_ninsts(ps[p]); i++) {
      const cv_inst *I = cv_program_inst(ps[p], i);
      sync |= cv_inst_memory_sync(I);
      load |= I->op == CV_OP_LOAD && cv_addrspace_shared(I->addrspace);
    }
  c->sync_mem = sync && load ? 2 : 1;
  return sync && load;
}

/* A load the facts' terms read: its address, the count of synchronisation
 * points its memory has passed, the topmost one (its term) and its
 * address space (-1: a load of the initial contents, no store or
 * synchronisation point before it). */
typedef struct read_at {
  int addr, count, sync, as;
  int load; /* the load's own term */
} read_at;
typedef CC_STACK(read_at) read_list;

static void reads_of(const cv_terms *t, int term, unsigned char *seen, read_list *out) {
  if (term < 0 || seen[term]) return;
  seen[term] = 1;
  cv_term_view v;
  cv_term_view_of(t, term, &v);
  if (v.kind != CV_TERM_K_OP || !v.text) return;
  if (!strncmp(v.text, "mem.load ", 9) && v.nargs == 2) {
    read_at r = {v.args[1], 0, -1, -1, term};
    cv_term_view sv;
    cv_term_view_of(t, v.args[0], &sv);
    int st = v.args[0];
    if (sv.kind == CV_TERM_K_OP && sv.nargs == 1 && !strncmp(sv.text, "mem.as ", 7)) {
      r.as = atoi(sv.text + 7);
      st = sv.args[0];
    }
    for (;;) {
      cv_term_view x;
      cv_term_view_of(t, st, &x);
      if (x.kind != CV_TERM_K_OP || x.nargs < 1) break;
      if (!strncmp(x.text, "mem.sync ", 9)) {
        if (r.sync < 0) r.sync = st;
        r.count++;
      }
      st = x.args[0];
    }
    if (r.as < 0 || cv_addrspace_shared(r.as)) CC_PUSH(*out, r);
    reads_of(t, v.args[1], seen, out);
    return;
  }
  if (!strncmp(v.text, "load ", 5) && v.nargs == 1) {
    read_at r = {v.args[0], 0, -1, -1, term};
    CC_PUSH(*out, r);
  }
  for (int i = 0; i < v.nargs; i++) reads_of(t, v.args[i], seen, out);
}

/* ---- a counterexample that reads another thread's store ------------------
 * The replay reads a thread's memory as its own stores over the initial
 * contents (encode/smt.h sync_contents false).  Past a synchronisation
 * point a thread sees what the other threads stored before it
 * (docs/transforms.md "Memory", "Other threads' stores"), so a
 * counterexample whose decisions or compared arguments read shared memory
 * past one, at an address another of its threads stores to, may rest on a
 * value no real execution gives (thread 2 reading the initial tmp[0] that
 * thread 1 stored before the barrier both passed). */

/* The loads that path q's decisions and its events' arguments read. */
static void path_reads(ctx *c, const path *q, unsigned char *seen, read_list *out) {
  for (int i = 0; i < q->ndec; i++) reads_of(c->terms, (int)(q->dec[i].key >> 1), seen, out);
  for (int e = 0; e < q->nev; e++) {
    const named_rec *r = tfI_rec_of(&c->rc, q->ev[e].term);
    for (int i = 0; r && i < r->nargs; i++) reads_of(c->terms, r->args[i], seen, out);
  }
}

/* The address an effect term of a path (path.eff) writes: a store's
 * pointer, an atomicrmw's or cmpxchg's; -1 for none (or private memory,
 * which no other thread reads: cv_addrspace_shared). */
static int written_address(const cv_terms *t, int term) {
  cv_term_view v;
  cv_term_view_of(t, term, &v);
  if (v.kind != CV_TERM_K_OP || !v.text) return -1;
  int a = -1;
  if (!strncmp(v.text, "store", 5) && v.nargs >= 2) a = v.args[1];
  else if ((!strncmp(v.text, "atomicrmw", 9) || !strncmp(v.text, "cmpxchg", 7)) && v.nargs >= 1)
    a = v.args[0];
  const char *as = strstr(v.text, "addrspace(");
  if (a >= 0 && as && !cv_addrspace_shared(atoi(as + 10))) return -1;
  return a;
}

/* May effect term `term`, writing at address term `a`, write memory of
 * address space `as` (-1: not known, any)?  The space is named in the
 * effect's text or in its address's (a getelementptr's `ptr
 * addrspace(3)`); named nowhere: not known, yes. */
static bool store_in_space(const cv_terms *t, int term, int a, int as) {
  if (as < 0) return true;
  const int terms[2] = {term, a};
  for (int i = 0; i < 2; i++) {
    cv_term_view v;
    cv_term_view_of(t, terms[i], &v);
    const char *sp = v.text ? strstr(v.text, "addrspace(") : NULL;
    if (sp) return atoi(sp + 10) == as;
  }
  return true;
}

/* The reason of a counterexample that reads another thread's store: b's
 * text into why (n bytes, "..." where cut) and, the first time, the
 * verdict's line (c->sync_why: it rests on other threads' stores); b freed. */
static void other_store_why(ctx *c, cc_buf *b, char *why, size_t n) {
  const char *txt = cc_buf_str(b);
  if (strlen(txt) < n) snprintf(why, n, "%s", txt);
  else snprintf(why, n, "%.*s...", (int)n - 4, txt);
  if (!c->sync_why[0]) snprintf(c->sync_why, sizeof c->sync_why, "%s", why);
  cc_buf_free(b);
}

/* Does some thread of the counterexample write, on a path of its own
 * (AFTER's, or one of BEFORE's these values may take: `holds`), an address
 * that a load another of its threads reads past a synchronisation point
 * may be (the replayed addresses equal, or one not computed)?  Or may a
 * thread outside it (another id of the group) write it, with a store of
 * any path of either program whose address depends on the thread or
 * equals the load's?  If so, the reason names the load, the store and the
 * synchronisation point (why). */
static bool reads_other_store(ctx *c, smt_model_view *mv, const input *in, char *why, size_t n) {
  if (in->k < 2 || !sync_relevant(c)) return false;
  rctx R;
  cv_evaluator *ev = plain_evaluator(c, mv, in, &R);
  int k = in->k;
  /* per thread, the paths its values are read on: AFTER's, BEFORE's of
   * the candidate and any other of BEFORE's whose decisions not resting on
   * a class these values keep (before_matches searches those) */
  CC_STACK(const path *) qs[4] = {{0}};
  for (int u = 0; u < k; u++) {
    CC_PUSH(qs[u], in->pa[u]);
    CC_PUSH(qs[u], in->pb[u]);
    for (size_t i = 0; i < CC_SIZE(c->before.ps); i++) {
      const path *q = CC_AT(c->before.ps, i);
      if (q != in->pb[u] && path_holds(c->before.p, ev, c->terms, q, u, 0, NULL, NULL, NULL) == 1)
        CC_PUSH(qs[u], q);
    }
  }
  bool hit = false;
  /* phase 0: the counterexample's own threads (the more telling reason),
   * phase 1: the threads outside it */
  for (int phase = 0; phase < 2 && !hit; phase++)
  for (int u = 0; u < k && !hit; u++) {
    unsigned char *seen = cc_calloc((size_t)cv_terms_count(c->terms) + 1, 1);
    read_list rs = {0};
    for (size_t i = 0; i < CC_SIZE(qs[u]); i++) path_reads(c, CC_AT(qs[u], i), seen, &rs);
    free(seen);
    for (size_t i = 0; i < CC_SIZE(rs) && !hit; i++) {
      const read_at *r = &CC_AT(rs, i);
      if (r->count < 1) continue;
      uint64_t la = 0, sa = 0;
      int w;
      bool lk = cv_eval(ev, r->addr, u, &la, &w);
      for (int v = 0; v < k && !hit && phase == 0; v++) {
        if (v == u) continue; /* the thread's own stores: its memory has them */
        for (size_t j = 0; j < CC_SIZE(qs[v]) && !hit; j++) {
          const path *q = CC_AT(qs[v], j);
          for (int e = 0; e < q->neff && !hit; e++) {
            int a = written_address(c->terms, q->eff[e]);
            if (a < 0) continue;
            bool sk = cv_eval(ev, a, v, &sa, &w);
            if (lk && sk && la != sa) continue;
            hit = true;
            cc_buf b;
            cc_buf_init(&b);
            cv_term_view sv;
            cv_term_view_of(c->terms, r->sync, &sv);
            cc_buf_printf(&b, "thread %d's load of addrspace(%d) memory at ", u + 1, r->as < 0 ? 0 : r->as);
            cv_term_print(c->terms, c->before.p, r->addr, &b);
            if (lk) cc_buf_printf(&b, " (0x%llx)", (unsigned long long)la);
            else cc_buf_puts(&b, " (not computed)");
            cc_buf_printf(&b, " reads past a synchronisation point (%s) where thread %d's ", sv.text + 9, v + 1);
            cv_term_print(c->terms, c->before.p, q->eff[e], &b);
            if (sk) cc_buf_printf(&b, " (at 0x%llx)", (unsigned long long)sa);
            else cc_buf_puts(&b, " (at an address not computed)");
            cc_buf_printf(&b, " may have stored: the replay reads each thread's own stores alone, "
                              "thread %d may read thread %d's value there, and this counterexample "
                              "may not happen (docs/transforms.md \"Memory\")", u + 1, v + 1);
            other_store_why(c, &b, why, n);
          }
        }
      }
      /* the threads outside the counterexample: work-item ids are dense
       * (a thread with id 16 has neighbours 0 .. 15 in its group), and
       * each of them runs one of the program's paths, in either program.
       * A store whose address is the same in every thread is compared by
       * value; one whose address depends on the thread (tmp[lid]) some
       * other id may point at the load's address */
      for (int s = 0; s < 2 && !hit && phase == 1; s++) {
        const side *sd = s ? &c->after : &c->before;
        for (size_t j = 0; j < CC_SIZE(sd->ps) && !hit; j++) {
          const path *q = CC_AT(sd->ps, j);
          for (int e = 0; e < q->neff && !hit; e++) {
            int a = written_address(c->terms, q->eff[e]);
            if (a < 0 || !store_in_space(c->terms, q->eff[e], a, r->as)) continue;
            bool per_thread = cv_term_flags(c->terms, a) & CV_TERM_LOCAL;
            if (!per_thread) {
              bool sk = cv_eval(ev, a, u, &sa, &w);
              if (lk && sk && la != sa) continue;
            }
            hit = true;
            cc_buf b;
            cc_buf_init(&b);
            cv_term_view sv;
            cv_term_view_of(c->terms, r->sync, &sv);
            cc_buf_printf(&b, "thread %d's load of addrspace(%d) memory", u + 1, r->as < 0 ? 0 : r->as);
            if (lk) cc_buf_printf(&b, " at 0x%llx", (unsigned long long)la);
            cc_buf_printf(&b, " reads past a synchronisation point (%s) where a thread outside the "
                              "counterexample (another work-item of the group: ids are dense) may "
                              "have stored with %s's ", sv.text + 9, s ? "AFTER" : "BEFORE");
            cv_term_print(c->terms, s ? c->after.p : c->before.p, q->eff[e], &b);
            cc_buf_puts(&b, per_thread ? " (an address that depends on the thread)"
                                       : " (at the same address)");
            cc_buf_puts(&b, ": the replay reads the counterexample's threads' stores alone, and "
                            "this counterexample may not happen (docs/transforms.md \"Memory\"); "
                            "the load's address: ");
            cv_term_print(c->terms, c->before.p, r->addr, &b);
            other_store_why(c, &b, why, n);
          }
        }
      }
    }
    CC_RELEASE(rs);
  }
  for (int u = 0; u < k; u++) CC_RELEASE(qs[u]);
  cv_evaluator_free(ev);
  return hit;
}

/* Does the effect the effects check found different (ef) read, in either
 * program, shared memory past a synchronisation point (the programs both
 * synchronise)?  Then other threads' stores may give it its value, which
 * the replay's memory (each thread's own stores) does not model. */
static bool effect_reads_past_sync(ctx *c, const input *in, const eff_check *ef) {
  if (!ef->differ_seen || !sync_relevant(c)) return false;
  unsigned char *seen = cc_calloc((size_t)cv_terms_count(c->terms) + 1, 1);
  read_list rs = {0};
  reads_of(c->terms, in->pa[ef->u]->eff[ef->i], seen, &rs);
  reads_of(c->terms, ef->qb->eff[ef->i], seen, &rs);
  free(seen);
  bool any = false;
  for (size_t i = 0; i < CC_SIZE(rs) && !any; i++) any = CC_AT(rs, i).count > 0;
  CC_RELEASE(rs);
  return any;
}

/* Why a candidate that no values take when no other thread writes, but
 * some take when other threads' stores past a synchronisation point are
 * seen, is undecided: the load read at one address on the two sides of a
 * synchronisation point in the two programs (into c->sync_why). */
static void sync_reason(ctx *c, const smt_branch_fact *f, int nf) {
  if (c->sync_why[0]) return;
  unsigned char *seen = cc_calloc((size_t)cv_terms_count(c->terms) + 1, 1);
  read_list rs = {0};
  for (int i = 0; i < nf; i++) reads_of(c->terms, f[i].term, seen, &rs);
  free(seen);
  const read_at *lo = NULL, *hi = NULL;
  for (size_t i = 0; i < CC_SIZE(rs) && !hi; i++)
    for (size_t j = 0; j < CC_SIZE(rs) && !hi; j++)
      if (CC_AT(rs, i).addr == CC_AT(rs, j).addr && CC_AT(rs, i).count < CC_AT(rs, j).count)
        lo = &CC_AT(rs, i), hi = &CC_AT(rs, j);
  cc_buf b;
  cc_buf_init(&b);
  if (hi) {
    cv_term_view sv;
    cv_term_view_of(c->terms, hi->sync, &sv);
    int as = hi->as >= 0 ? hi->as : lo->as;
    cc_buf_puts(&b, "a load of addrspace(");
    cc_buf_printf(&b, "%d) memory at ", as < 0 ? 0 : as);
    cv_term_print(c->terms, c->before.p, hi->addr, &b);
    cc_buf_printf(&b, " reads, in one program, past %s synchronisation point%s (the latest: %s) "
                      "and, in the other, past %d",
                  hi->count == 1 ? "one" : "more", hi->count == 1 ? "" : "s", sv.text + 9,
                  lo->count);
  } else {
    cc_buf_puts(&b, "a load of memory other threads may write reads other contents in the two "
                    "programs past a synchronisation point");
  }
  cc_buf_puts(&b, ": the programs differ only if another thread stores there in between, which "
                  "the one-thread memory does not model (docs/transforms.md \"Memory\")");
  snprintf(c->sync_why, sizeof c->sync_why, "%s", cc_buf_str(&b));
  cc_buf_free(&b);
  CC_RELEASE(rs);
}

/* A query that no values satisfy when no other thread writes (*sp, its
 * sync_contents false): do some when other threads' stores past a
 * synchronisation point are seen?  (With the facts' reason in
 * c->sync_why.)  false: no, or the programs do not synchronise. */
/* Does a term of the query read shared memory past a synchronisation
 * point?  If not, the two readings are one formula. */
static bool reads_past_sync(ctx *c, const smt_cand_spec *sp) {
  if (!sync_relevant(c)) return false;
  unsigned char *seen = cc_calloc((size_t)cv_terms_count(c->terms) + 1, 1);
  read_list rs = {0};
  for (int i = 0; i < sp->nfacts; i++) reads_of(c->terms, sp->facts[i].term, seen, &rs);
  for (int i = 0; i < sp->ndiffer; i++) {
    reads_of(c->terms, sp->differ[i].a, seen, &rs);
    reads_of(c->terms, sp->differ[i].b, seen, &rs);
  }
  free(seen);
  bool any = false;
  for (size_t i = 0; i < CC_SIZE(rs) && !any; i++) any = CC_AT(rs, i).count > 0;
  CC_RELEASE(rs);
  return any;
}

/* May some values take spec sp's paths?  A query Z3 does not decide
 * (an error, a time-out) counts as feasible: never a path dropped on an
 * unknown.  Counted in the result's queries. */
static bool may_take(ctx *c, const smt_cand_spec *sp) {
  smt_cand_result r;
  cc_error err;
  cc_error_clear(&err);
  bool feasible = !smt_candidate(sp, NULL, NULL, &r, &err) || r.status != SMT_INFEASIBLE;
  if (c->res) c->res->z3_queries++, c->res->z3_cached += r.cached;
  cc_buf_free(&r.witness);
  return feasible;
}

static bool sync_feasible(ctx *c, const smt_cand_spec *sp0) {
  if (!reads_past_sync(c, sp0)) return false;
  smt_cand_spec sp = *sp0;
  sp.sync_contents = true;
  bool feasible = may_take(c, &sp);
  if (feasible) sync_reason(c, sp.facts, sp.nfacts);
  return feasible;
}


/* Asks Z3 for candidate sp, each model replayed by `replay` with A:
 * 1 a counterexample that replays (witness, when not NULL: the model's
 * values and the replay's log), 0 no values take it, 3 BEFORE matches on
 * every one, 2 undecided (*why: the reason, in c->z3_buf).  Where no
 * values take it while other threads' stores past a synchronisation
 * point are unseen, but some do when they are seen: 2, never 0 or 3
 * (docs/transforms.md "Memory").  Counts the queries; frees A. */
static int ask_replayed(ctx *c, smt_cand_spec *sp, replay_arg *A, cc_buf *witness,
                        const char **why) {
  smt_cand_result r;
  cc_error err;
  cc_error_clear(&err);
  int verdict = 2;
  if (!smt_candidate(sp, replay, A, &r, &err)) {
    snprintf(c->z3_buf, sizeof c->z3_buf, "%.190s", err.msg);
    *why = c->z3_buf;
  } else if (r.status == SMT_INFEASIBLE || r.status == SMT_COVERED) {
    verdict = r.status == SMT_INFEASIBLE ? 0 : 3;
    if (sync_feasible(c, sp)) {
      verdict = 2;
      snprintf(c->z3_buf, sizeof c->z3_buf, "%s", c->sync_why);
      *why = c->z3_buf;
    }
  } else if (r.status == SMT_FEASIBLE && r.replayed) {
    verdict = 1;
    if (witness) {
      cc_buf_puts(witness, cc_buf_str(&r.witness));
      cc_buf_puts(witness, cc_buf_str(&A->log));
    }
  } else if (r.status == SMT_FEASIBLE) {
    snprintf(c->z3_buf, sizeof c->z3_buf, "%s",
             A->failed ? A->failed : r.reason[0] ? r.reason : "it did not replay");
    *why = c->z3_buf;
  } else {
    snprintf(c->z3_buf, sizeof c->z3_buf, "%.190s", r.reason[0] ? r.reason : "Z3 gave up");
    *why = c->z3_buf;
  }
  if (c->res) c->res->z3_queries += 1 + (uint64_t)r.rounds;
  cc_buf_free(&r.witness);
  for (int i = 0; i < A->nex; i++) {
    free(A->ex[i].rows);
    free(A->ex[i].f);
    CC_RELEASE(A->ex[i].eq);
  }
  cc_buf_free(&A->log);
  free(A);
  return verdict;
}

/* A candidate counterexample on input `in`: AFTER's paths under behaviour
 * va (NULL: one thread alone, not single-thread equivalent).  0: no values
 * take its paths; 1: a real counterexample, replayed (witness filled: the
 * input's values); 2: undecided (c->z3_why says why); 3: values take its
 * paths, but on each of them BEFORE has a matching execution (found by the
 * replay and excluded until none was left): not a counterexample. */
int tfI_confirm(ctx *c, const input *in, const bview *va, const int *loose_match, bool cd,
                cc_buf *witness) {
  CC_STACK(smt_branch_fact) f = {0};
  for (int u = 0; u < in->k; u++) {
    const path *pb = in->pb[u], *pa = in->pa[u];
    for (int i = 0; i < pa->ndec; i++) {
      smt_branch_fact x = {(int)(pa->dec[i].key >> 1), u, pa->dec[i].choice,
                           1, pa->dec[i].block, SMT_FACT_BY_PROG};
      CC_PUSH(f, x);
    }
    /* BEFORE's, where they do not rest on a class: its paths are then
     * what these values make it take (the replay looks at the others) */
    for (int i = 0; i < pb->ndec; i++) {
      int term = (int)(pb->dec[i].key >> 1);
      if (cv_term_flags(c->terms, term) & CV_TERM_CONV) continue;
      smt_branch_fact x = {term, u, pb->dec[i].choice, 0, pb->dec[i].block, SMT_FACT_BY_PROG};
      CC_PUSH(f, x);
    }
    /* and its operations whose operand's poison is undefined behaviour
     * (paths.c block_ub_operands) not poison, up to its first decision on
     * a class, which these values alone do not make it take (the replay,
     * before_undefined, excludes the rest) */
    int j0 = pb->len;
    for (int j = 0; j < pb->len && j0 == pb->len; j++)
      if (pb->conds[j] >= 0 && (cv_term_flags(c->terms, pb->conds[j]) & CV_TERM_CONV)) j0 = j;
    for (int i = 0; i < pb->nub && pb->ub_pos[i] <= j0; i++) {
      smt_branch_fact x = {TF_UB_TERM(pb->ub[i]), u, TF_UB_CODE(pb->ub[i]), 0, -1, SMT_FACT_BY_PROG};
      CC_PUSH(f, x);
    }
  }
  unsigned ms = query_ms(c);
  const cv_program *progs[2] = {c->before.p, c->after.p};
  cenv E;
  cenv_init(&E, c, in->pa, in->k, va ? va->rows : NULL, false);
  /* one thread whose events are matched by callee and occurrence alone:
   * values where their arguments differ (BEFORE's results read through
   * the match: after_twin) */
  term_pairs d = {0};
  if (loose_match) {
    loose_args(c, in->pb[0], in->pa[0], loose_match, 0, &d);
    if (!va && in->k == 1) E.qb = in->pb[0], E.match = loose_match;
  }
  smt_cand_spec sp = {c->terms, progs, 2, in->k, f.begin, (int)CC_SIZE(f), cls_fn, &E, ms,
                      d.begin, (int)CC_SIZE(d), false, false};
  replay_arg *A = cc_calloc(1, sizeof *A);
  A->c = c, A->in = in, A->va = va, A->cd = cd && c->cd_reading;
  cc_buf_init(&A->log);
  const char *why = NULL;
  int verdict = ask_replayed(c, &sp, A, witness, &why);
  if (why && !c->z3_why[0]) snprintf(c->z3_why, sizeof c->z3_why, "%s", why);
  CC_RELEASE(f);
  CC_RELEASE(d);
  return verdict;
}

/* The classes of the relaxed per-thread query (tfI_pair_feasible_shared):
 * a convergent result is a value other threads decide -- an uninterpreted
 * function of its callee, its occurrence and its operands' values, so a
 * BEFORE and an AFTER instance with those equal read one value; anything
 * else as cenv_class has it. */
static bool cls_shared(void *arg, int term, int thread, smt_cls *out) {
  cenv *E = arg;
  ctx *c = E->c;
  const named_rec *r = tfI_rec_of(&c->rc, term);
  if (!r) return cenv_class(E, term, thread, out);
  memset(out, 0, sizeof *out);
  out->width = r->width;
  if (r->nargs > SMT_CLS_MAX_OPS) {
    out->kind = SMT_CLS_FREE;
    return true;
  }
  const char *name = CC_AT(c->nm.s, (size_t)r->name), *occ = strrchr(name, '#');
  cc_buf id;
  cc_buf_init(&id);
  cc_buf_printf(&id, "shared %s%s", CC_AT(c->nm.s, (size_t)r->callee), occ ? occ : "");
  out->kind = SMT_CLS_GENERIC;
  out->callee = tfI_intern(&c->nm, cc_buf_str(&id));
  cc_buf_free(&id);
  out->nmembers = 1;
  out->member[0] = thread;
  out->nops = r->nargs;
  for (int o = 0; o < r->nargs; o++) out->ops[0][o] = r->args[o];
  return true;
}

typedef CC_STACK(smt_branch_fact) fact_list;

/* The decisions of BEFORE's path qb and AFTER's qa, as facts of thread 0
 * of each program (into out). */
static void pair_facts(const path *qb, const path *qa, fact_list *out) {
  const path *q[2] = {qb, qa};
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < q[p]->ndec; i++) {
      smt_branch_fact x = {(int)(q[p]->dec[i].key >> 1), 0, q[p]->dec[i].choice,
                           p, q[p]->dec[i].block, SMT_FACT_BY_PROG};
      CC_PUSH(*out, x);
    }
}

/* Can real values make one thread take BEFORE's path qb and AFTER's qa,
 * convergent results given by cls (classes unknown), and some loosely
 * matched argument differ (loose_match, NULL: no such condition)?  false
 * only when Z3 says no values do. */
static bool pair_feasible(ctx *c, const path *qb, const path *qa, smt_cls_fn cls,
                          const int *loose_match) {
  fact_list f = {0};
  pair_facts(qb, qa, &f);
  unsigned ms = query_ms(c);
  const cv_program *progs[2] = {c->before.p, c->after.p};
  const path *qs[1] = {qa};
  cenv E;
  cenv_init(&E, c, qs, 1, NULL, true); /* classes unknown */
  term_pairs d = {0};
  if (loose_match) loose_args(c, qb, qa, loose_match, 0, &d);
  smt_cand_spec sp = {c->terms, progs, 2, 1, f.begin, (int)CC_SIZE(f), cls, &E, ms,
                      d.begin, (int)CC_SIZE(d), false, false};
  bool feasible = may_take(c, &sp);
  if (!feasible) feasible = sync_feasible(c, &sp);
  CC_RELEASE(f);
  CC_RELEASE(d);
  return feasible;
}

/* ---- a stored value other threads' stores decide ---------------------------
 * docs/transforms.md "Memory": the effects (stores, atomics, returned
 * values) of one thread are not compared on values -- a single thread's
 * difference is Alive2's question -- but a load moved across the
 * synchronisation point that publishes its value (an LDS neighbour's slot
 * read above the barrier) changes a stored value only when other threads
 * write: one thread's memory gives the two programs one value.  So for
 * an equivalent pair, each effect of BEFORE beside the same effect of
 * AFTER (in order; on a path cut by the bound, the effects both have so
 * far) whose operands read shared memory past a synchronisation point is
 * asked of Z3 twice: no values make them differ when no other thread
 * writes, but some do when other threads' stores past the point are
 * seen (or Z3 does not say) -- then the pair rests on other threads'
 * stores, and the verdict is unknown, never preserved. */
/* Are terms a and b one computation but for poison-generating flags
 * (LangRef "Poison Values")?  Where a flag makes one of them poison, the
 * reading in which no other thread writes shows it as well.  Terms are
 * DAGs: the pairs found alike are remembered in *done (a, b, ...), and
 * each pair compared costs one of *budget (past it: no). */
static bool alike_but_flags(const cv_terms *t, int a, int b, cc_ints *done, int *budget) {
  if (a == b) return true;
  if (a < 0 || b < 0 || --*budget < 0) return false;
  for (size_t i = 0; i + 1 < CC_SIZE(*done); i += 2)
    if (CC_AT(*done, i) == a && CC_AT(*done, i + 1) == b) return true;
  cv_term_view va, vb;
  cv_term_view_of(t, a, &va);
  cv_term_view_of(t, b, &vb);
  /* operations by what they compute, named values (a call both programs
   * make: its callee, occurrence and operands) by their names */
  if (va.kind != vb.kind || (va.kind != CV_TERM_K_OP && va.kind != CV_TERM_K_NAMED) ||
      va.nargs != vb.nargs || !va.text || !vb.text || strcmp(va.text, vb.text))
    return false;
  bool same = true;
  for (int i = 0; i < va.nargs && same; i++)
    same = alike_but_flags(t, va.args[i], vb.args[i], done, budget);
  /* the terms order a commutative operation's operands by their terms,
   * which the flags renumber */
  static const char *const comm[] = {"add ", "mul ", "and ", "or ", "xor ", "icmp eq ", "icmp ne "};
  for (size_t i = 0; !same && va.nargs == 2 && va.kind == CV_TERM_K_OP && i < sizeof comm / sizeof *comm; i++)
    if (!strncmp(va.text, comm[i], strlen(comm[i])))
      same = alike_but_flags(t, va.args[0], vb.args[1], done, budget) &&
             alike_but_flags(t, va.args[1], vb.args[0], done, budget);
  if (!same) return false;
  CC_PUSH(*done, a);
  CC_PUSH(*done, b);
  return true;
}

int tfI_sync_effects(ctx *c, const path *qb, const path *qa) {
  if (!sync_relevant(c)) return 0;
  int n = qb->neff < qa->neff ? qb->neff : qa->neff;
  if ((qb->complete && qa->complete && qb->neff != qa->neff) || n == 0) return 0;
  path one_b = *qb, one_a = *qa;
  one_b.neff = one_a.neff = n;
  one_b.complete = one_a.complete = true;
  term_pairs d = {0};
  if (!effect_pairs(c, &one_b, &one_a, 0, &d) || CC_SIZE(d) == 0) {
    CC_RELEASE(d);
    return 0;
  }
  /* only the pairs whose two sides read shared memory past a
   * synchronisation point through different loads (a load term is its
   * address and the memory it reads, so its count of points passed): a
   * load moved across a barrier, a store forwarded across one, a load
   * merged with one on the other side.  Where both read the same such
   * loads, the readings give each the same value in both programs, and
   * the terms differ elsewhere (a flag, a constant folded: the
   * single-thread question) */
  term_pairs s = {0};
  for (size_t i = 0; i < CC_SIZE(d); i++) {
    cc_ints ld[2] = {{0}};
    for (int sd = 0; sd < 2; sd++) {
      unsigned char *seen = cc_calloc((size_t)cv_terms_count(c->terms) + 1, 1);
      read_list rs = {0};
      reads_of(c->terms, sd ? CC_AT(d, i).b : CC_AT(d, i).a, seen, &rs);
      free(seen);
      for (size_t j = 0; j < CC_SIZE(rs); j++)
        if (CC_AT(rs, j).count > 0) CC_PUSH(ld[sd], CC_AT(rs, j).load);
      CC_RELEASE(rs);
    }
    bool same = CC_SIZE(ld[0]) == CC_SIZE(ld[1]);
    for (size_t j = 0; j < CC_SIZE(ld[0]) && same; j++) {
      bool in = false;
      for (size_t x = 0; x < CC_SIZE(ld[1]) && !in; x++) {
        int budget = 4096;
        cc_ints done = {0};
        in = alike_but_flags(c->terms, CC_AT(ld[1], x), CC_AT(ld[0], j), &done, &budget);
        CC_RELEASE(done);
      }
      same = in;
    }
    if (!same) CC_PUSH(s, CC_AT(d, i));
    CC_RELEASE(ld[0]);
    CC_RELEASE(ld[1]);
  }
  CC_RELEASE(d);
  if (CC_SIZE(s) == 0) {
    CC_RELEASE(s);
    return 0;
  }
  fact_list f = {0};
  pair_facts(qb, qa, &f);
  const cv_program *progs[2] = {c->before.p, c->after.p};
  const path *qs[1] = {qa};
  cenv E;
  cenv_init(&E, c, qs, 1, NULL, true); /* classes unknown */
  smt_cand_spec sp = {c->terms, progs, 2, 1, f.begin, (int)CC_SIZE(f), cls_fn, &E, query_ms(c),
                      s.begin, (int)CC_SIZE(s), false, false};
  smt_cand_result r;
  cc_error err;
  cc_error_clear(&err);
  bool one = smt_candidate(&sp, NULL, NULL, &r, &err);
  smt_feasible_status st1 = one ? r.status : SMT_FEASIBLE_UNKNOWN;
  if (c->res) c->res->z3_queries++, c->res->z3_cached += r.cached;
  cc_buf_free(&r.witness);
  int rests = 0;
  if (st1 != SMT_FEASIBLE) { /* a single thread's difference is not compared */
    sp.sync_contents = true;
    smt_feasible_status st2 = smt_candidate(&sp, NULL, NULL, &r, &err) ? r.status
                                                                       : SMT_FEASIBLE_UNKNOWN;
    if (c->res) c->res->z3_queries++, c->res->z3_cached += r.cached;
    cc_buf_free(&r.witness);
    /* Z3 undecided in either reading: not known (2), never "no" */
    if (st2 != SMT_INFEASIBLE)
      rests = st1 == SMT_FEASIBLE_UNKNOWN || st2 == SMT_FEASIBLE_UNKNOWN ? 2 : 1;
  }
  if (rests == 1 && !c->sync_why[0]) {
    /* the reason: the differing operands' loads, as facts of their terms */
    fact_list g = {0};
    for (size_t i = 0; i < CC_SIZE(s); i++) {
      smt_branch_fact x = {CC_AT(s, i).a, 0, 0, 1, 0, SMT_FACT_BY_PROG};
      smt_branch_fact y = {CC_AT(s, i).b, 0, 0, 0, 0, SMT_FACT_BY_PROG};
      CC_PUSH(g, x);
      CC_PUSH(g, y);
    }
    sync_reason(c, g.begin, (int)CC_SIZE(g));
    CC_RELEASE(g);
  }
  CC_RELEASE(f);
  CC_RELEASE(s);
  return rests;
}

/* ---- shared accesses across synchronisation points --------------------------
 * docs/transforms.md "Memory": one thread's memory cannot show what
 * another thread reads of its stores, nor what it stored before a load of
 * its own.  So where one program's thread stores (loads) memory of some
 * address space between two of its synchronisation points and the other
 * program's does not -- a store sunk below the barrier, a live store
 * removed, a load hoisted above it, through any arithmetic -- another
 * thread's load past the point (its store before it) may see the
 * difference, which the check cannot compare: unknown.  The schedule of a
 * path: per interval between synchronisation points, the address spaces
 * it loads and stores (bit N for addrspace(N), 7 for any above; the
 * thread's stack, addrspace(5) and allocas, left out). */
typedef CC_STACK(unsigned) space_list;

static void path_schedule(const cv_program *p, const path *q, space_list *ld, space_list *st) {
  CC_PUSH(*ld, 0u);
  CC_PUSH(*st, 0u);
  for (int i = 0; i < q->len; i++) {
    int n = 0;
    const int *is = cv_block_insts(p, q->blocks[i], &n);
    for (int j = 0; j < n; j++) {
      const cv_inst *I = cv_program_inst(p, is[j]);
      bool sync = cv_inst_memory_sync(I);
      /* an atomic is an access and a synchronisation point: its access
       * counts in the interval it ends (an atomicrmw moved below the
       * barrier, its counter read past the barrier: user 15) */
      bool rmw = I->opcode && (!strcmp(I->opcode, "atomicrmw") || !strcmp(I->opcode, "cmpxchg"));
      if (rmw || I->op == CV_OP_LOAD || I->op == CV_OP_STORE) {
        int as = cv_inst_access_space(p, I);
        if (as != 5) {
          unsigned bit = 1u << (as < 0 ? 0 : as > 7 ? 7 : as);
          if (rmw || I->op == CV_OP_LOAD) CC_AT(*ld, CC_SIZE(*ld) - 1) |= bit;
          if (rmw || I->op == CV_OP_STORE) CC_AT(*st, CC_SIZE(*st) - 1) |= bit;
        }
      }
      if (sync) {
        CC_PUSH(*ld, 0u);
        CC_PUSH(*st, 0u);
      }
    }
  }
}

/* May an access of one of the spaces in mask a meet one in mask b? */
static bool spaces_meet(unsigned a, unsigned b) {
  for (int x = 0; x < 8; x++)
    for (int y = 0; y < 8; y++)
      if ((a >> x & 1) && (b >> y & 1) && !cv_addrspaces_disjoint(x, y)) return true;
  return false;
}

/* The spaces of a that no space of b may meet: a flat access in one
 * program and a global one in the other may be the same access, its
 * pointer's provenance known in one program only (SROA turns a pointer
 * loaded from a stack slot into the argument it held). */
static unsigned not_met(unsigned a, unsigned b) {
  unsigned u = 0;
  for (int x = 0; x < 8; x++)
    if ((a >> x & 1) && !spaces_meet(1u << x, b)) u |= 1u << x;
  return u;
}

int tfI_sync_schedule(ctx *c, const path *qb, const path *qa, char *why, size_t wn) {
  if (!sync_relevant(c)) return 0;
  space_list lb = {0}, sb = {0}, la = {0}, sa = {0};
  path_schedule(c->before.p, qb, &lb, &sb);
  path_schedule(c->after.p, qa, &la, &sa);
  size_t nb = CC_SIZE(lb), na = CC_SIZE(la), n = nb < na ? nb : na;
  /* whole paths with other counts of synchronisation points: their
   * events differ (compared elsewhere); a cut path's last interval is
   * not over */
  if (qb->complete && qa->complete && nb != na) n = 0;
  else if (!qb->complete || !qa->complete) n = n > 0 ? n - 1 : 0;
  unsigned all_st = 0;
  for (size_t i = 0; i < nb; i++) all_st |= CC_AT(sb, i);
  for (size_t i = 0; i < na; i++) all_st |= CC_AT(sa, i);
  int hit = 0;
  for (size_t i = 0; i < n && !hit; i++) {
    /* a store moved, added or removed; a load AFTER makes where BEFORE's
     * thread makes none that may be it (a load BEFORE alone makes is a
     * dead load dropped, or sunk into the branch that uses it: it changes
     * no value AFTER computes) */
    unsigned gone = not_met(CC_AT(sb, i), CC_AT(sa, i)), added = not_met(CC_AT(sa, i), CC_AT(sb, i)),
             dl = not_met(CC_AT(la, i), CC_AT(lb, i));
    /* a store moved or removed: another thread's load past a later
     * synchronisation point may read it (or not); one AFTER adds, another
     * thread's load from this interval on (a race where BEFORE had none) */
    unsigned here_ld = (i < nb ? CC_AT(lb, i) : 0u) | (i < na ? CC_AT(la, i) : 0u), later_ld = 0;
    for (size_t j = i + 1; j < nb || j < na; j++)
      later_ld |= (j < nb ? CC_AT(lb, j) : 0u) | (j < na ? CC_AT(la, j) : 0u);
    unsigned ds = gone && spaces_meet(gone, later_ld)                 ? gone
                  : added && spaces_meet(added, here_ld | later_ld) ? added
                                                                    : 0u;
    if (ds) hit = 1;
    /* a load moved: another thread's store may reach it (or not) */
    else if (dl && spaces_meet(dl, all_st)) hit = 2;
    if (hit) {
      unsigned d = hit == 1 ? ds : dl;
      int as = 0;
      while (as < 7 && !(d >> as & 1)) as++;
      bool in_before = ((hit == 1 ? CC_AT(sb, i) : CC_AT(lb, i)) >> as) & 1;
      /* "does not" access that space, or any that may meet it */
      char where[96];
      if (i == 0) snprintf(where, sizeof where, "before its first synchronisation point");
      else snprintf(where, sizeof where, "after its synchronisation point %zu (before any next one)", i);
      snprintf(why, wn,
               "%s's thread %s addrspace(%d) memory %s, %s's does not: a store or load moved "
               "across a barrier, fence or atomic, or removed; another thread's %s past that "
               "point may see the difference, which the one-thread memory does not model "
               "(docs/transforms.md \"Memory\")",
               in_before ? "BEFORE" : "AFTER", hit == 1 ? "stores" : "loads", as, where,
               in_before ? "AFTER" : "BEFORE", hit == 1 ? "load" : "store");
    }
  }
  CC_RELEASE(lb);
  CC_RELEASE(sb);
  CC_RELEASE(la);
  CC_RELEASE(sa);
  return hit;
}

/* Can real values make one thread take BEFORE's path qb and AFTER's qa at
 * once (their conditions differ as terms: sext and zext of one value)?
 * false only when Z3 says no values do, with every convergent result free
 * (a relaxation: then no input of any number of threads does either) --
 * or, when `shared`, with the results other threads may make them
 * (cls_shared: a BEFORE and an AFTER call of one callee and occurrence on
 * equal operands read one value).  The second relaxation is the one
 * tfI_pair_feasible_shared states: where the two programs group a call's
 * threads alike its results are equal, and where they first group them
 * differently, the prefixes up to that instance agree and the input made
 * of them shows the difference.  Without it, a pair whose paths branch on
 * a loosely matched call's result (InstCombine's `(id ^ 1) << 2` as
 * `(id << 2) ^ 4` in a ds.bpermute's address) pairs BEFORE's two
 * iterations with AFTER's one, and the second call reads as one BEFORE
 * runs more often. */
bool tfI_pair_feasible(ctx *c, const path *qb, const path *qa, bool shared) {
  return pair_feasible(c, qb, qa, shared ? cls_shared : cls_fn, NULL);
}

/* Can one thread take BEFORE's path qb and AFTER's qa when the convergent
 * results are what other threads make them (cls_shared: free, but equal in
 * both programs for the same call, occurrence and operand values)?  false
 * only when Z3 says no values do.  A relaxation for inputs of several
 * threads: the k-th readfirstlane(%k) may read another lane's %k, and reads
 * in AFTER what it reads in BEFORE while the two programs group the threads
 * alike (where they do not, the check finds the grouping that differs).
 * loose_match (tfI_confirm's): and some loosely matched argument differs. */
bool tfI_pair_feasible_shared(ctx *c, const path *qb, const path *qa, const int *loose_match) {
  return pair_feasible(c, qb, qa, cls_shared, loose_match);
}

/* Can real values make AFTER take its paths of `in` under behaviour va at
 * all (whatever BEFORE does)?  Asked once per AFTER tuple and behaviour
 * (remembered in c->after_infeasible): the inputs that differ only in
 * BEFORE's paths share the answer.  false only when Z3 says no. */
bool tfI_after_feasible(ctx *c, const input *in, const bview *va, size_t which) {
  uint64_t key = 0x9e3779b97f4a7c15ull ^ which;
  for (int u = 0; u < in->k; u++) key = key * 1000003u + (uint64_t)in->pr[u]->pa + 1;
  key |= 1; /* 0 marks an empty slot */
  size_t n = CC_SIZE(c->after_checked);
  for (size_t i = 0; i < n; i += 2)
    if (CC_AT(c->after_checked, i) == key) return CC_AT(c->after_checked, i + 1) != 0;
  CC_STACK(smt_branch_fact) f = {0};
  for (int u = 0; u < in->k; u++)
    for (int i = 0; i < in->pa[u]->ndec; i++) {
      const dec *d = &in->pa[u]->dec[i];
      smt_branch_fact x = {(int)(d->key >> 1), u, d->choice, 1, d->block, SMT_FACT_BY_PROG};
      CC_PUSH(f, x);
    }
  unsigned ms = query_ms(c);
  const cv_program *progs[2] = {c->before.p, c->after.p};
  cenv E;
  cenv_init(&E, c, in->pa, in->k, va->rows, false);
  smt_cand_spec sp = {c->terms, progs, 2, in->k, f.begin, (int)CC_SIZE(f), cls_fn, &E, ms, NULL, 0, false, false};
  bool feasible = may_take(c, &sp);
  if (!feasible) feasible = sync_feasible(c, &sp);
  CC_RELEASE(f);
  CC_PUSH(c->after_checked, key);
  CC_PUSH(c->after_checked, feasible ? 1 : 0);
  return feasible;
}

/* No values satisfying facts f make x and y differ, or none make them
 * equal (two queries, 2 s each). */
static bool same_under(ctx *c, int x, int y, const smt_branch_fact *f, int nf) {
  const cv_program *progs[2] = {c->before.p, c->after.p};
  smt_term_pair d = {x, y, 0};
  bool same = false;
  for (int mode = 0; mode < 2 && !same; mode++) {
    smt_cand_spec sp = {c->terms, progs, 2, 1, f, nf, NULL, NULL, 2000, &d, 1, mode == 1, false};
    smt_cand_result r;
    cc_error err;
    cc_error_clear(&err);
    same = smt_candidate(&sp, NULL, NULL, &r, &err) && r.status == SMT_INFEASIBLE && r.exact;
    if (c->res) c->res->z3_queries++, c->res->z3_cached += r.cached;
    cc_buf_free(&r.witness);
    /* one value also when other threads' stores past a synchronisation
     * point are seen */
    if (same && reads_past_sync(c, &sp)) {
      sp.sync_contents = true;
      same = smt_candidate(&sp, NULL, NULL, &r, &err) && r.status == SMT_INFEASIBLE && r.exact;
      if (c->res) c->res->z3_queries++, c->res->z3_cached += r.cached;
      cc_buf_free(&r.witness);
    }
  }
  return same;
}

/* Are conditions x and y (terms, in one thread) one value as functions of
 * the input: equal on every input, or opposite on every input (a branch
 * on either decides alike)?  Asked of Z3 (no values make them differ, or
 * none make them equal), remembered per pair; false when Z3 does not say
 * (docs/transforms.md "Readings": the control-dependence reading). */
bool tfI_same_value(ctx *c, int x, int y) {
  int lo = x < y ? x : y, hi = x < y ? y : x;
  for (size_t i = 0; i + 2 < CC_SIZE(c->same_values) + 1; i += 3)
    if (CC_AT(c->same_values, i) == lo && CC_AT(c->same_values, i + 1) == hi)
      return CC_AT(c->same_values, i + 2) != 0;
  bool same = same_under(c, x, y, NULL, 0);
  CC_PUSH(c->same_values, lo);
  CC_PUSH(c->same_values, hi);
  CC_PUSH(c->same_values, same ? 1 : 0);
  return same;
}


/* The decisions path q (of program prog: 0 BEFORE, 1 AFTER) makes before
 * position p, as facts of thread 0, leaving out those that rest on a
 * convergent result (their values are not known here: leaving a fact out
 * only widens the set of inputs). */
static void decisions_before(const ctx *c, const path *q, int p, int prog, fact_list *out) {
  for (int j = 0; j < p && j < q->len; j++) {
    int t = q->conds[j];
    if (t < 0 || (cv_term_flags(c->terms, t) & CV_TERM_CONV)) continue;
    for (int i = 0; i < q->ndec; i++)
      if ((int)(q->dec[i].key >> 1) == t) {
        smt_branch_fact x = {t, 0, q->dec[i].choice, prog, q->dec[i].block, SMT_FACT_BY_PROG};
        CC_PUSH(*out, x);
        break;
      }
  }
}

/* Are AFTER's condition ya, evaluated at position pa of its path qa, and
 * BEFORE's xb, at position pb of qb, one value on every input on which a
 * thread reaches both evaluations (it takes qa's decisions before pa and
 * qb's before pb)?  A condition is a value only where it is evaluated
 * (docs/transforms.md "Readings"): IndVarSimplify's `i != n` for `i < n`
 * is one value on the inputs that reach the exit test.  Asked of Z3,
 * remembered per question (a 64-bit digest of it); false when Z3 does not
 * say. */
bool tfI_same_value_reached(ctx *c, int ya, const path *qa, int pa, int xb, const path *qb,
                            int pb) {
  fact_list f = {0};
  decisions_before(c, qa, pa, 1, &f);
  decisions_before(c, qb, pb, 0, &f);
  uint64_t key = 1469598103934665603ull;
  int head[2] = {ya, xb};
  for (int i = 0; i < 2; i++) key = (key ^ (uint64_t)(unsigned)head[i]) * 1099511628211ull;
  for (size_t i = 0; i < CC_SIZE(f); i++) {
    const smt_branch_fact *x = &CC_AT(f, i);
    int v[3] = {x->term, x->succ, x->prog};
    for (int j = 0; j < 3; j++) key = (key ^ (uint64_t)(unsigned)v[j]) * 1099511628211ull;
  }
  key |= 1;
  for (size_t i = 0; i < CC_SIZE(c->same_reached); i += 2)
    if (CC_AT(c->same_reached, i) == key) {
      CC_RELEASE(f);
      return CC_AT(c->same_reached, i + 1) != 0;
    }
  bool same = same_under(c, ya, xb, f.begin, (int)CC_SIZE(f));
  CC_RELEASE(f);
  CC_PUSH(c->same_reached, key);
  CC_PUSH(c->same_reached, same ? 1 : 0);
  return same;
}

/* The class-valued terms term reads through plain operations, into out
 * (each once). */
static void class_terms(const ctx *c, int term, int depth, cc_ints *out) {
  if (term < 0 || depth > 64) return;
  if (tfI_rec_of(&c->rc, term)) {
    for (size_t i = 0; i < CC_SIZE(*out); i++)
      if (CC_AT(*out, i) == term) return;
    CC_PUSH(*out, term);
    return;
  }
  cv_term_view v;
  cv_term_view_of(c->terms, term, &v);
  for (int i = 0; i < v.nargs; i++) class_terms(c, v.args[i], depth + 1, out);
}

/* Of the class-valued terms `mine` reads, the first the other side's value
 * does not read (the instance only one program runs), else the first of the
 * callee of `like` (-1: any), else the first; -1 none. */
static int telling_term(const ctx *c, const cc_ints *mine, const cc_ints *other, int like) {
  for (size_t i = 0; i < CC_SIZE(*mine); i++) {
    bool in = false;
    for (size_t j = 0; j < CC_SIZE(*other) && !in; j++) in = CC_AT(*other, j) == CC_AT(*mine, i);
    if (!in) return CC_AT(*mine, i);
  }
  const named_rec *rl = like >= 0 ? tfI_rec_of(&c->rc, like) : NULL;
  for (size_t i = 0; rl && i < CC_SIZE(*mine); i++) {
    const named_rec *r = tfI_rec_of(&c->rc, CC_AT(*mine, i));
    if (r && r->callee == rl->callee) return CC_AT(*mine, i);
  }
  return CC_SIZE(*mine) ? CC_AT(*mine, 0) : -1;
}

/* "%x = llvm.amdgcn.readfirstlane.i32 with threads 1, 2" of the
 * class-valued term on path q of thread u under classes E (prog names it). */
static void describe_instance(const cenv *E, const cv_program *prog, int term, int u, cc_buf *out) {
  const named_rec *r = tfI_rec_of(&E->c->rc, term);
  const event *x = r ? event_named(E->q[u], r->name) : NULL;
  const cv_inst *I = x && x->inst >= 0 && x->inst < cv_program_ninsts(prog) ? cv_program_inst(prog, x->inst) : NULL;
  if (!I) {
    cc_buf_puts(out, "?");
    return;
  }
  cc_buf_printf(out, "%%%s = %s (", I->name ? I->name : "?", I->opcode ? I->opcode : "call");
  cv_term_print(E->c->terms, prog, term, out);
  cc_buf_putc(out, ')');
  smt_cls cl;
  if (cenv_class(E, term, u, &cl) && cl.nmembers > 0) {
    cc_buf_printf(out, " converged with thread%s", cl.nmembers > 1 ? "s" : "");
    for (int m = 0; m < cl.nmembers; m++) cc_buf_printf(out, "%s %d", m ? "," : "", cl.member[m] + 1);
    if (cl.nmembers == 1) cc_buf_puts(out, " alone");
  }
}

/* The replay's difference, for the report (what): the thread, AFTER's and
 * BEFORE's instructions, the address and the two values, and which
 * instances made them. */
static void describe_difference(ctx *c, const input *in, const bview *va, const eff_check *ef,
                                cc_buf *what) {
  int u = ef->u, i = ef->i;
  const path *qa = in->pa[u], *qb = ef->qb;
  const cv_inst *Ia = cv_program_inst(c->after.p, qa->eff_inst[i]);
  const cv_inst *Ib = cv_program_inst(c->before.p, qb->eff_inst[i]);
  bool store = Ia->op == CV_OP_STORE && ef->nvals >= 2;
  cc_buf_printf(what, "    thread %d, its effect %d: AFTER's `%s` ", u + 1, i + 1, Ia->text ? Ia->text : "?");
  if (store) {
    cc_buf_printf(what, "stores ");
    if (ef->apoison) cc_buf_puts(what, "poison");
    else cc_buf_printf(what, "%llu", (unsigned long long)ef->av[0]);
    cc_buf_printf(what, " at 0x%llx, BEFORE's `%s` stores ", (unsigned long long)ef->av[1],
                  Ib->text ? Ib->text : "?");
    cc_buf_printf(what, "%llu at 0x%llx\n", (unsigned long long)ef->bv[0], (unsigned long long)ef->bv[1]);
  } else {
    cc_buf_puts(what, "leaves");
    for (int j = 0; j < ef->nvals; j++) cc_buf_printf(what, " %llu", (unsigned long long)ef->av[j]);
    cc_buf_printf(what, ", BEFORE's `%s` leaves", Ib->text ? Ib->text : "?");
    for (int j = 0; j < ef->nvals; j++) cc_buf_printf(what, " %llu", (unsigned long long)ef->bv[j]);
    cc_buf_putc(what, '\n');
  }
  /* which instances made the two values */
  cv_term_view a, b;
  cv_term_view_of(c->terms, qa->eff[i], &a);
  cv_term_view_of(c->terms, qb->eff[i], &b);
  cc_ints la = {0}, lb = {0};
  for (int j = 0; j < a.nargs && j < b.nargs; j++)
    if (a.args[j] != b.args[j]) class_terms(c, a.args[j], 0, &la), class_terms(c, b.args[j], 0, &lb);
  int tb = telling_term(c, &lb, &la, -1), ta = telling_term(c, &la, &lb, tb);
  CC_RELEASE(la);
  CC_RELEASE(lb);
  if (ta < 0 && tb < 0) return;
  cenv EA, EB;
  cenv_init(&EA, c, in->pa, in->k, va->rows, false);
  cenv_init(&EB, c, ef->qbs, in->k, ef->rows, false);
  cc_buf_puts(what, "    the value was made by an instance with other threads: AFTER's ");
  if (ta >= 0) describe_instance(&EA, c->after.p, ta, u, what);
  else cc_buf_puts(what, "value reads no convergent call");
  cc_buf_puts(what, ", BEFORE's ");
  if (tb >= 0) describe_instance(&EB, c->before.p, tb, u, what);
  else cc_buf_puts(what, "value reads no convergent call");
  cc_buf_putc(what, '\n');
}

/* An input matched through a pair whose BEFORE runs a used readnone
 * convergent call more often (pairs.c dropped_readnone, TF_DROP_USED): do
 * the threads leave the same effects as values?  AFTER's paths under its
 * behaviour va, BEFORE's under the behaviour that matched it (vb), both
 * programs' cross-lane results exact (cls_both); Z3 asks for values where
 * some effect operand differs, each model replayed (replay, with the
 * effects check): an execution of BEFORE on those values with AFTER's
 * sets and AFTER's effects is excluded (with its effects) and Z3 asked
 * again.  0: no values make an effect differ (or BEFORE leaves AFTER's on
 * each): the input is matched; 1: a counterexample, replayed (witness:
 * the values; what: the effect that differs and the instances that made
 * it); 2: undecided (c->z3_buf says why); -1: the effects are not
 * comparable on values (another number or kind of effect, a path cut). */
int tfI_effects_confirm(ctx *c, const input *in, const bview *va, const bview *vb,
                        cc_buf *witness, cc_buf *what) {
  term_pairs d = {0};
  for (int u = 0; u < in->k; u++)
    if (!effect_pairs(c, in->pb[u], in->pa[u], u, &d)) {
      CC_RELEASE(d);
      return -1;
    }
  if (CC_SIZE(d) == 0) { /* the same terms: the same values */
    CC_RELEASE(d);
    return 0;
  }
  CC_STACK(smt_branch_fact) f = {0};
  for (int u = 0; u < in->k; u++) {
    const path *pb = in->pb[u], *pa = in->pa[u];
    for (int i = 0; i < pa->ndec; i++) {
      smt_branch_fact x = {(int)(pa->dec[i].key >> 1), u, pa->dec[i].choice, 1, pa->dec[i].block,
                           SMT_FACT_BY_PROG};
      CC_PUSH(f, x);
    }
    /* BEFORE's decisions all: its classes are known (vb) */
    for (int i = 0; i < pb->ndec; i++) {
      smt_branch_fact x = {(int)(pb->dec[i].key >> 1), u, pb->dec[i].choice, 0, pb->dec[i].block,
                           SMT_FACT_BY_PROG};
      CC_PUSH(f, x);
    }
    for (int i = 0; i < pb->nub; i++) {
      smt_branch_fact x = {TF_UB_TERM(pb->ub[i]), u, TF_UB_CODE(pb->ub[i]), 0, -1, SMT_FACT_BY_PROG};
      CC_PUSH(f, x);
    }
  }
  const cv_program *progs[2] = {c->before.p, c->after.p};
  cenv2 E;
  cenv_init(&E.b, c, in->pb, in->k, vb->rows, false);
  cenv_init(&E.a, c, in->pa, in->k, va->rows, false);
  smt_cand_spec sp = {c->terms, progs, 2, in->k, f.begin, (int)CC_SIZE(f), cls_both, &E,
                      query_ms(c), d.begin, (int)CC_SIZE(d), false, false};
  replay_arg *A = cc_calloc(1, sizeof *A);
  eff_check ef;
  memset(&ef, 0, sizeof ef);
  ef.inexact = ef.uncomputed = -1;
  A->c = c, A->in = in, A->va = va, A->eff = &ef;
  cc_buf_init(&A->log);
  const char *why = NULL;
  /* 0 also where BEFORE matches on every value (3): the same effects */
  int verdict = ask_replayed(c, &sp, A, witness, &why);
  if (verdict == 3) verdict = 0;
  if (verdict == 1) describe_difference(c, in, va, &ef, what);
  CC_RELEASE(f);
  CC_RELEASE(d);
  free(ef.rows);
  return verdict;
}
