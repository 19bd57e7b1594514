/* transform/tf_int.h — what the files of transform/ share (internal: the
 * prefix tfI_; the library's interface is transform.h).  The files, by
 * concern:
 *   paths.c   each program's per-thread paths over one term table, the
 *             names shared by the programs (the namer)
 *   pairs.c   one thread's input: a path of BEFORE and one of AFTER that
 *             agree; single-thread equivalence
 *   behave.c  the behaviours of an input (relations, anchors' choices),
 *             their communicating sets, values that depend on convergence
 *   values.c  is a candidate counterexample real: Z3's values, replayed
 *   cex.c     the counterexample: text and data
 *   check.c   the check (tf_check): inputs, matching, the verdict
 *   same.c    opt's side: an unchanged function, a RUN line's triple */
#ifndef TF_INT_H
#define TF_INT_H

#include "transform/transform.h"

#include "encode/smt.h"
#include "model/values.h"

/* ---- names ---------------------------------------------------------------- */

/* Interned strings: equal strings, equal ids, across both programs (event
 * names, the names the namer gives, canonical values). */
typedef struct names {
  CC_STACK(char *) s;
  int *slots; /* open addressing: id + 1 */
  size_t nslots;
} names;

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
  int *conds;     /* per position: the condition term its branch decided
                   * (-1: none, or forced by a constant) */
  bool complete;
  bool conv_dep;  /* a decision depends on a convergent call's result */
  bool matched;   /* a decision or an argument reads a fresh value matched
                   * between the programs by its order (CV_TERM_MATCHED) */
  int ndec;
  dec *dec;       /* sorted by key */
  int nev;
  event *ev;
  int neff;
  int *eff;       /* the terms of its effects, in order (paths.c
                   * block_effects): what a thread leaves behind */
  int *eff_inst;  /* each one's instruction */
  int nub;
  int *ub;        /* the operands whose poison is immediate undefined
                   * behaviour, in order (paths.c block_ub_operands):
                   * TF_UB(term, code), the code saying what else is */
  int *ub_pos;    /* each one's position */
} path;

/* path.ub: an operand whose poison is immediate undefined behaviour, and
 * the code of what else is (encode/smt.h smt_branch_fact.succ for a fact
 * whose block is -1): 0 nothing, 1 zero (a divisor), 1 + s an address
 * that is not a multiple of 2^s (an access stating `align 2^s`, s >= 1). */
#define TF_UB(term, code) ((term) * 32 + (code))
#define TF_UB_TERM(x) ((x) >> 5)
#define TF_UB_CODE(x) ((x) & 31)

typedef CC_STACK(path *) paths;

typedef struct side {
  const cv_program *p;
  bool uncontrolled; /* has an uncontrolled convergent call */
  /* [CO] "Uncontrolled Convergent Operations", the control-dependence
   * reading: cd[x * nblocks + b] says block x is control dependent on
   * block b (x post-dominates a successor of b, not b itself); NULL
   * unless that reading is asked for */
  bool *cd;
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
  smt_cls_kind kind;  /* what its value is, given its class (values.c) */
  int width;         /* its result's width (0: not an integer or pointer) */
} named_rec;

typedef struct recs {
  CC_STACK(named_rec) r;
  CC_STACK(int) of_term; /* term -> record + 1 (0: none) */
  CC_STACK(int) width_of; /* a named term -> its instruction's result width
                           * + 1 (0: none known): the bit-vector of a fresh
                           * value in the candidate's query */
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
  int *conds;        /* per depth: the condition decided there, -1 none */
  CC_STACK(dec) decs;
  CC_STACK(event) evs;
  CC_STACK(int) effs;   /* path.eff, and at odd indices each one's instruction */
  CC_STACK(int) ubs;    /* path.ub, and at odd indices each one's position */
  int *ub_op;           /* per instruction: paths.c ub_operand_of */
  bool *priv;        /* per instruction: a store to the thread's own stack
                      * (cv_stack_slots' from_alloca pointer, or a slot) */
  CC_STACK(named_inst) named;
  cc_ints pool;
  bool conv_dep, matched;
  cc_buf nb;
  double deadline;   /* 0 none */
  bool timed_out;
  unsigned steps;
  struct ctx *c;     /* the check, for its progress */
  size_t found;      /* paths found before this program's (the progress) */
} gen;

/* ---- pairs (one thread's input) ------------------------------------------- */

/* Why a pair whose BEFORE runs a used readnone convergent call more often
 * than AFTER is not called equivalent by terms (pairs.c dropped_readnone):
 * the paths part where the programs' values differ only in poison flags;
 * AFTER's path is cut and can run no such call any more; or the result is
 * used and the paths leave effects not equal as terms (decided on values
 * where the input is matched: values.c tfI_effects_confirm). */
typedef enum tf_dropped_kind { TF_DROP_NONE, TF_DROP_FLAGS, TF_DROP_CUT, TF_DROP_USED } tf_dropped_kind;

typedef struct pair {
  int pb, pa;    /* path of BEFORE, of AFTER */
  int nsh;
  dec *sh;       /* shared decisions of both, sorted */
  int *match;    /* per AFTER event: the BEFORE event with its name */
  bool unrelated; /* events differ, but the paths read unrelated conditions */
  int feas;       /* single-thread feasibility in bit-vectors: -1 not asked, 0 no, 1 yes, 2 undecided */
  char *dropped;  /* a used readnone event BEFORE runs more often (pairs.c), or NULL */
  tf_dropped_kind dropped_kind; /* its kind */
} pair;

typedef struct ctx {
  const tf_opts *o;
  tf_result *res;
  side before, after;
  cv_terms *terms;
  names nm;
  recs rc;
  CC_STACK(pair) pairs;
  double deadline;
  int L;             /* the bound of this round */
  cc_ints same_values;  /* tfI_same_value's answers: term, term, same */
  CC_STACK(uint64_t) same_reached; /* tfI_same_value_reached's: key, same */
  CC_STACK(uint64_t) after_checked; /* tfI_after_feasible's answers: key,
                                     * feasible (pairs) */
  bool cd_reading;   /* uncontrolled operations read as control-dependence
                      * (and neither program has tokens): per thread only */
  bool unconfirmed;  /* a candidate counterexample not confirmed (values.c) */
  cc_buf unconf;     /* the first such */
  bool sched;        /* a kept pair accesses shared memory on different sides
                      * of a synchronisation point (tfI_sync_schedule) */
  cc_buf sched_rep;  /* the first such: its reason and input */
  char z3_why[480];  /* why Z3 did not settle a candidate (the first; "" none) */
  char dropped_why[400]; /* a used readnone event BEFORE runs more often (pairs.c) */
  tf_dropped_kind dropped_kind; /* its kind */
  char dropped_values_why[480]; /* why its effects compared as values did not decide it */
  char dropped_pending[400]; /* the same, of the pair being compared */
  tf_dropped_kind dropped_pending_kind;
  char z3_buf[480];
  /* the programs synchronise (model/values.h cv_inst_memory_sync) and load
   * shared memory: 0 not yet known, 1 no, 2 yes (values.c sync_relevant) */
  int sync_mem;
  /* a candidate only other threads' stores past a synchronisation point
   * make real (values.c): what it rests on; "" none */
  char sync_why[480];
  bool timed_out;    /* the deadline passed inside the anchors' search */
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
 * name for v = u, -1 none, TF_UNRESOLVED when v's path was cut by the
 * bound before such an instance: v may still reach it, the prefix does
 * not tell).  Converged instances have equal rows.
 * sig: the rows of the compared instances (input.ev_*), through the
 * matching names for BEFORE.
 * dec: the decisions on values that depend on convergence, as (canonical
 * value * 2 + switch, successor) sorted: the behaviour is *admissible* for
 * the input when equal values decide alike ("Values that depend on
 * convergence"). */
/* A row entry the prefix does not decide (see bview). */
#define TF_UNRESOLVED (-2)

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

/* transform/paths.c */
int tfI_intern(names *n, const char *s);
void tfI_names_free(names *n);
int tfI_dec_cmp(const void *a, const void *b);
const named_rec *tfI_rec_of(const recs *rc, int term);
bool tfI_enumerate_paths(ctx *c, side *s, cv_terms *terms, names *nm, recs *rc, int L,
                            double deadline);
/* transform/check.c: tf_opts.progress of the round, stage st (tf_progress) */
void tfI_progress(ctx *c, tf_stage st, uint64_t done, uint64_t total);
void tfI_side_free(side *s);

/* transform/pairs.c */
bool tfI_agree(const dec *a, int na, const dec *b, int nb, bool shared_only);
int tfI_find_event(const path *q, int name);
bool tfI_same_questions(const path *qb, const path *qa);
bool tfI_build_pairs(ctx *c);
/* 1 equivalent, 0 not (why, which), -1 undetermined (a path cut); *loose
 * (may be NULL): some events matched by callee and occurrence alone, equal
 * only if their arguments are equal values. */
int tfI_pair_equivalent(ctx *c, const path *qb, const path *qa, int *match, cc_buf *why,
                        int *which, bool *loose);
void tfI_control_dependence(side *s);
int tfI_cd_violation(ctx *c, const path *qb, const path *qa, const int *match, cc_buf *why);

/* transform/cex.c */
void tfI_print_event_name(const cv_program *p, cv_terms *terms, const recs *rc,
                             const event *ev, names *nm, cc_buf *out);
void tfI_print_input(ctx *c, const input *in, cc_buf *out);
/* marked: per instance of b's relation, a '*' after its name (NULL: none);
 * partner: the other program, whose labels are printed beside these (one
 * notation for both, cv_instance_label_with) */
void tfI_print_beh(const side *s, const beh *b, const char *title, const bool *marked,
                   const cv_program *partner, cc_buf *out);
void tfI_print_set(const names *nm, const int *sig, int e, int k, cc_buf *out);
void tfI_cex_input(ctx *c, tf_cex *x, const input *in, const beh *after,
                      const beh *before);
void tfI_cex_values(tf_cex *x, const char *wit);
/* Z3's values name an alloca's value (a fresh value: its address, each
 * thread's own) by its text and occurrence, "[alloca i32, align 4,]#6":
 * rewritten in wit to "alloca %t" where p (BEFORE) names it for sure, and
 * a line added that says what such a value is. */
void tfI_name_allocas(const cv_program *p, cc_buf *wit);
void tfI_cex_event(ctx *c, tf_cex *x, const input *in, int u, int ia, int ib, unsigned aset,
                      unsigned bset);
void tfI_cex_free(tf_cex *x);

/* transform/paths.c: the instruction's text without its result, its
 * operands' names and its metadata (the name of a fresh value's term) */
void tfI_plain_text(const cv_inst *I, cc_buf *out);
/* The same with own: the instruction's text as the file writes it (its
 * result, operand names and address spaces kept), without metadata and
 * attribute groups: "%0 = load i32, ptr %x.addr.ascast, align 4". */
void tfI_inst_text(const cv_inst *I, bool own, cc_buf *out);
/* A fresh value's label "[TEXT]#n" (the n-th execution of an instruction
 * whose tfI_plain_text is TEXT, its operands' names left out: "[load i32,
 * ptr %, align 4]#1") rewritten in text to that instruction's own text,
 * "[%0 = load i32, ptr %x.addr.ascast, align 4]#1", where every such
 * instruction of p (BEFORE), else of q (AFTER), has one own text; others
 * kept. */
void tfI_name_labels(const cv_program *p, const cv_program *q, cc_buf *text);

/* transform/behave.c */
const cv_relation *tfI_beh_rel(const beh *b);
void tfI_behaviours(ctx *c, const side *s, const cv_tuple *t, behs *out,
                       behaviours_list *objs, bool *truncated,
                       const char **why);
/* The same with at most max behaviours per hierarchy (0: --max-behaviours). */
void tfI_behaviours_max(ctx *c, const side *s, const cv_tuple *t, behs *out,
                        behaviours_list *objs, bool *truncated, const char **why, int max);
bview *tfI_views_of(const ctx *c, const side *s, const behs *bs, const input *in, bool before,
                       bool cdep, names *cn, size_t nsig);
void tfI_views_free(bview *v, size_t n);
/* An input cut by the bound: one BEFORE behaviour (no anchor instance
 * converged with another thread's) that every AFTER behaviour matches, put
 * alone in *bb (its object in objs); false: none such, *bb untouched. */
bool tfI_wildcard_before(ctx *c, const input *in, behs *bb, behaviours_list *objs, names *cn,
                         size_t nsig);
bool tfI_decisions_agree(const bview *a, const bview *b);
int tfI_sig_differences(const int *a, const int *b, size_t n);

/* transform/values.c */
smt_cls_kind tfI_crosslane_kind(const cv_inst *I);
bool tfI_input_operation(const char *opkey, int nargs);
/* loose_match: a single thread (va NULL) whose events match AFTER's only
 * by callee and occurrence (tfI_pair_equivalent's *loose): the values
 * asked for make some argument differ (NULL: none).  cd: a single thread's
 * control-dependence violation (tfI_cd_violation): an execution of BEFORE
 * matches only if it has AFTER's events and no violation either; without
 * cd, only its events count. */
int tfI_confirm(ctx *c, const input *in, const bview *va, const int *loose_match, bool cd,
                cc_buf *witness);
/* An input matched through a pair whose BEFORE runs a used readnone call
 * more often: its effects compared as values (0 the same, 1 a replayed
 * counterexample, 2 undecided, -1 not comparable). */
int tfI_effects_confirm(ctx *c, const input *in, const bview *va, const bview *vb,
                        cc_buf *witness, cc_buf *what);
bool tfI_pair_feasible(ctx *c, const path *qb, const path *qa, bool shared);
bool tfI_pair_feasible_shared(ctx *c, const path *qb, const path *qa, const int *loose_match);
/* Does an effect of the equivalent pair (qb, qa) differ only when other
 * threads' stores past a synchronisation point are seen (a load moved
 * across the barrier that publishes its value)?  1 yes (the reason, the
 * first time, in c->sync_why: docs/transforms.md "Memory"), 2 Z3 did not
 * say within the query's limit, 0 no. */
int tfI_sync_effects(ctx *c, const path *qb, const path *qa);
/* Does one program's thread on the pair (qb, qa) store (1) or load (2)
 * shared memory between two synchronisation points where the other's
 * does not, where another thread's load (store) may see it?  The reason
 * in why (n bytes); 0 no. */
int tfI_sync_schedule(ctx *c, const path *qb, const path *qa, char *why, size_t n);
bool tfI_after_feasible(ctx *c, const input *in, const bview *va, size_t which);
bool tfI_same_value(ctx *c, int x, int y);
bool tfI_same_value_reached(ctx *c, int ya, const path *qa, int pa, int xb, const path *qb,
                            int pb);

#endif
