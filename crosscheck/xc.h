/* crosscheck/ — the engines side by side.  One call per question (the
 * relation of given traces, m-convergence, uniformity, the readings of
 * docs/design.md §10) runs the engines asked for (explicit, SMT, both) and
 * returns their verdicts and the list of what they do not agree on.  The
 * rules of agreement live here and nowhere else:
 *
 *   - two engines that decide the same question the same way agree;
 *   - a question both decided differently is a DISAGREEMENT (the reference
 *     cannot be trusted there: the command exits 2);
 *   - a question Z3 did not decide (time limit, unknown) is NOT CONFIRMED:
 *     never counted as agreement, never as disagreement;
 *   - with bit-vector values (CV_VALUES_BV) the SMT engine may call uniform
 *     what the explicit engine's terms call divergent (it is more precise):
 *     that is a REFINEMENT, not a disagreement; the converse is one.
 *
 * Sits between encode/, enumerate/, unbounded/ and cli/.  Never prints;
 * failures fill a cc_error.  Prefix: xc_ (internal helpers xcI_). */
#ifndef XC_XC_H
#define XC_XC_H

#include "encode/smt.h"
#include "enumerate/enumerate.h"
#include "enumerate/readings.h"

/* Which engines to run: a mask. */
typedef enum xc_engine {
  XC_EXPLICIT = 1, /* enumerate/: every trace tuple within the bounds */
  XC_SMT = 2,      /* encode/: Z3 over symbolic traces               */
  XC_BOTH = 3
} xc_engine;

/* "explicit", "smt", "both" (as the options and the records spell them). */
const char *xc_engine_name(xc_engine e);

/* One engine's answer to one yes/no question. */
typedef enum xc_verdict {
  XC_NONE = 0,  /* the engine did not run                      */
  XC_HOLDS,     /* uniform, m-converged, consistent, none found */
  XC_FAILS,     /* divergent, not m-converged, inconsistent, differ */
  XC_UNKNOWN    /* Z3 gave no verdict (time limit)             */
} xc_verdict;

xc_verdict xc_verdict_of_smt(smt_verdict v);

typedef enum xc_kind {
  XC_DISAGREE = 0, /* both decided, differently                           */
  XC_UNCONFIRMED,  /* the explicit engine decided; Z3 did not              */
  XC_REFINED       /* bit-vector values: smt uniform, explicit divergent   */
} xc_kind;

/* What a note is about. */
typedef enum xc_subject {
  XC_VALUE = 0,  /* an instruction's value: index = instruction  */
  XC_BRANCH,     /* a block's branch condition: index = block    */
  XC_BLOCK,      /* a block's m-convergence: index = block       */
  XC_RELATION,   /* the relation(s) of given traces, or every
                  * maximal relation's consistency: index -1     */
  XC_PROGRAM,    /* one program of a readings search            */
  XC_QUESTION    /* a readings question over the whole space      */
} xc_subject;

/* One thing the engines do not agree on. */
typedef struct xc_note {
  xc_kind kind;
  xc_subject subject;
  int index;
  xc_verdict explicit_v, smt_v;
  char what[256];   /* the subject in words: "%x", "H", a program; or the whole finding */
  char reason[160]; /* XC_UNCONFIRMED: Z3's reason; else free text        */
} xc_note;

typedef struct xc_notes {
  CC_STACK(xc_note) list;
  int disagree, unconfirmed, refined;
} xc_notes;

void xc_notes_free(xc_notes *n);
/* Compares two verdicts on one subject under the rules above and appends
 * a note when they are not an agreement; returns the note's kind, or -1
 * (agreement, or only one engine ran).  bv: bit-vector values (a smt
 * HOLDS against an explicit FAILS is a refinement). */
int xc_compare(xc_notes *n, xc_subject s, int index, const char *what, xc_verdict ex,
               xc_verdict sm, bool bv, const char *reason);
/* "uniform"/"DIVERGENT"/"unknown" style words for a note's verdicts. */
const char *xc_verdict_word(xc_subject s, xc_verdict v);

/* ---- the relation of given traces ([CU] "Maximal Convergence") ---------- */

typedef struct xc_relation_result {
  cv_relation *least;    /* the explicit model's least fixed point          */
  cv_relation *greatest; /* and its greatest (rd->fixpoint not least)        */
  xc_verdict smt;        /* XC_HOLDS: Z3's relations equal the explicit
                          * ones; XC_FAILS: they differ; XC_UNKNOWN         */
  char reason[128];      /* XC_UNKNOWN: Z3's reason                          */
  xc_notes notes;
} xc_relation_result;

/* The maximal converged-with relation(s) of the tuple t in hierarchy h:
 * always by the explicit model (the relation shown is its object), and
 * with XC_SMT the same relation(s) from Z3 (smt_relation; smt_fixpoints
 * when rd->fixpoint is not least), compared pair by pair.  Returns false
 * (err filled) on bad input or a Z3 error. */
/* The readings a relation question implements (convcheck converge): both
 * fixed points and unique-check (the model's and smt_fixpoints),
 * convergence-before and the anchors; the hierarchy is the one given. */
extern const cv_reading_support xc_relation_support;
bool xc_relation(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                 const cv_readings *rd, xc_engine e, unsigned timeout_ms,
                 xc_relation_result *out, cc_error *err);
void xc_relation_free(xc_relation_result *r);

/* The controlled relation of given traces ([CO] "Controlled Maximal
 * Convergence") by Z3 (smt_tokens), with XC_EXPLICIT also by the explicit
 * model's behaviours: it must find some behaviour iff Z3 finds a
 * consistent relation, and Z3's relation must be one of them. */
typedef struct xc_controlled_result {
  smt_tokens_result smt;
  int behaviours;        /* the explicit engine's (-1: it did not run)      */
  bool truncated;        /* the explicit set is incomplete                  */
  xc_notes notes;
} xc_controlled_result;

/* Returns false (err filled) on bad input, a Z3 error, or Z3 not deciding
 * (a controlled relation without a verdict is no result). */
bool xc_controlled(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                   const cv_readings *rd, int ncons, const cv_anchor_constraint *cons,
                   xc_engine e, unsigned timeout_ms, xc_controlled_result *out, cc_error *err);
void xc_controlled_free(xc_controlled_result *r);

/* ---- m-convergence ([CU] "m-converged static instances") -------------- */

typedef struct xc_block {
  xc_verdict explicit_v; /* XC_NONE when the explicit engine did not run    */
  xc_verdict smt_v;      /* XC_NONE when Z3 did not run                     */
  const char *proof;     /* why no bound is involved, or NULL               */
  bool differ;           /* both decided, differently                       */
} xc_block;

typedef struct xc_mconv_result {
  en_run *run;           /* the explicit engine's run (NULL: not run)       */
  cv_hierarchies hs;     /* the SMT engine's hierarchies (with XC_SMT)      */
  smt_mconv_result smt;  /* with XC_SMT                                     */
  bool have_smt;
  xc_block *blocks;      /* per block (unreachable ones: XC_NONE)            */
  int unknown;           /* blocks Z3 did not decide                        */
  const char *not_encoded; /* of those, the reason Z3 had no model (first),
                            * or NULL: every one a time limit             */
  xc_notes notes;
} xc_mconv_result;

/* Every block's m-convergence by the engines of e: the explicit engine
 * with o (mconv_only and controlled set here), Z3 with smt_mconv (or
 * smt_mconv_tokens for a controlled function with tokens).  A block whose
 * verdict needs no bound (xc_mconv_proof) holds without a solver. */
/* The readings of the explicit engine and the SMT engine's m-convergence
 * (en_support, smt_support) that xc_mconv implements: values are terms
 * here (branches follow them). */
extern const cv_reading_support xc_mconv_support;
bool xc_mconv(const cv_program *p, const en_opts *o, bool controlled, xc_engine e,
              unsigned timeout_ms, xc_mconv_result *out, cc_error *err);
void xc_mconv_free(xc_mconv_result *r);
/* Why block b's m-convergence needs no bound, or NULL: one hierarchy, or
 * b in no cycle unless the anchors' classes vary with the hierarchy
 * ([CO] "Controlled Maximal Convergence" 2.1). */
const char *xc_mconv_proof(const cv_hierarchies *hs, int b, bool anchors_varying);
/* Do the anchors' classes depend on the hierarchy: controlled, anchors
 * maximal (each hierarchy's uncontrolled relation), and an anchor? */
bool xc_anchors_per_hierarchy(const cv_program *p, const cv_readings *rd, bool controlled);

/* ---- consistency of every maximal relation (docs/design.md §4) -------- */

typedef struct xc_consistency {
  int explicit_v, smt_v; /* 1 inconsistent, 0 consistent, -1 not run/undecided */
  int verdict;           /* 1, 0, -1 undecided, -2 the engines disagree     */
  bool have_tuple;       /* the first inconsistent tuple, to show           */
  cv_tuple t;
  int h;                 /* its hierarchy (index into the hierarchies)      */
  char reason[160];      /* Z3's, when undecided                            */
  double seconds;
  xc_notes notes;
} xc_consistency;

/* Is every maximal relation within the bounds consistent (transitive, its
 * convergence-before a strict partial order)?  The explicit engine's run
 * r (NULL: not run) has checked each relation it computed; with XC_SMT, Z3
 * looks for a tuple whose least fixed point is not (SMT_Q_CONSISTENCY). */
bool xc_consistency_check(const cv_program *p, const cv_hierarchies *hs, const en_run *r,
                          xc_engine e, int k, int L, unsigned timeout_ms, xc_consistency *out,
                          cc_error *err);
void xc_consistency_free(xc_consistency *c);

/* ---- uniformity ([CU] "Uniformity") ----------------------------------- */

typedef struct xc_uniformity_result {
  en_run *run;             /* the explicit engine's (NULL: not run)          */
  smt_values_result smt;   /* with XC_SMT                                    */
  cv_hierarchies own_hs;   /* the hierarchies when the explicit engine did not run */
  const cv_hierarchies *hs;/* the hierarchies the verdicts range over       */
  bool have_smt;
  bool from_smt;           /* the verdicts are the SMT engine's (it ran alone,
                            * or bit-vector values, which only it has)     */
  /* the verdicts reported, per instruction and per block's branch */
  bool *val_div, *br_div;
  bool *val_unk, *br_unk;  /* no verdict: the verdicts are Z3's and Z3 gave
                            * none, or the explicit run was stopped (deadline,
                            * max_tuples) with no witness for it             */
  int unknown;             /* values and branches without a verdict          */
  int explicit_unknown;    /* of those, the stopped explicit run's           */
  const char *not_encoded; /* of those, the reason Z3 had no model (first), or
                            * NULL: every one a time limit                  */
  xc_notes notes;          /* value, branch and block disagreements, refinements,
                            * and what Z3 did not confirm                  */
} xc_uniformity_result;

/* Z3's share after the explicit engine ran: timeout_ms, but no later than
 * o->deadline (the whole call's end when the caller set one; 1 ms at
 * least, so that Z3 reports the limit rather than runs without one). */
unsigned xc_smt_left(const en_opts *o, unsigned timeout_ms);

/* The reference uniformity of every value and branch of p: the explicit
 * engine (values as terms) with o, and/or Z3 (smt_values, .ll programs
 * only) with o's readings; with both, every value, branch and block's
 * m-convergence compared. */
/* The readings xc_uniformity implements: the explicit engine's, and the
 * SMT engine's values (the explicit engine computes terms; values=smt is
 * the SMT engine's). */
extern const cv_reading_support xc_uniformity_support;
bool xc_uniformity(const cv_program *p, const en_opts *o, bool controlled, xc_engine e,
                   unsigned timeout_ms, xc_uniformity_result *out, cc_error *err);
void xc_uniformity_free(xc_uniformity_result *r);
/* Convergent calls some threads may execute while other threads of the
 * function do not ([CU] "Divergence and Uniformity": a block that a
 * divergent branch's threads reach only on some of its paths).  For each
 * block b, under[b] is the first block D (in block order) whose branch
 * br_div calls divergent such that b is reachable from D's successors
 * before D's immediate post-dominator (the join): b does not post-dominate
 * every successor, so a path from D to the exit avoids it (for b = D in a
 * cycle, a thread may leave while another comes back); -1 when there is
 * none.  Linear in the regions' sizes.  Only divergent
 * verdicts count (a branch without a verdict is not one).  A barrier so
 * reached is what CUDA and OpenCL make undefined (every thread of the
 * block or work-group must reach it, or none); LLVM's IR allows it, and
 * convergence then says which threads meet there. */
void xc_reached_apart(const cv_program *p, const bool *br_div, int *under);
/* One convergent call reached under a divergent branch
 * (xc_calls_reached_apart). */
typedef struct xc_apart_call {
  int inst;     /* the call instruction                                     */
  int block;    /* its block                                                 */
  int under;    /* the block of the divergent branch (xc_reached_apart's D) */
  bool barrier; /* xc_is_barrier                                             */
  /* `under`'s divergent branch is an exit of a cycle holding the call:
   * threads leave the loop apart, and each iteration's instance is run
   * by the threads still in it (a waterfall loop; ConvergenceAndUniformity
   * .rst "Divergent Cycle Exits") */
  bool loop_exit;
  const char *note; /* what the language asks of it, or what a call in a
                     * loop left apart means (static; "" none)             */
  int line;     /* its line in the file read (0 unknown: cv_inst.line)       */
  int nth;      /* its place among the calls of its block, 1-based           */
} xc_apart_call;
/* The convergent calls of p that some threads may execute while others of
 * the function do not (xc_reached_apart with br_div), in instruction
 * order: their number, the rows in *out (caller frees; NULL when none).
 * The one selection `uniformity` and `audit` print. */
int xc_calls_reached_apart(const cv_program *p, const bool *br_div, xc_apart_call **out);
/* Where such a call is, so that two calls of one text in one block (two
 * barriers) read apart: "block B, line N" (the file's line), or without a
 * line "block B, its Nth call" (the block holding more than one call), or
 * "block B". */
void xc_apart_where(const cv_program *p, const xc_apart_call *c, cc_buf *out);
/* What a reached-apart call's line adds: what the language requires of
 * it (a barrier, an OpenCL work-group function, a PTX warp-synchronous
 * operation with a mask); for another call in a loop whose exit at
 * `under` is divergent, what that means and when it is expected (a
 * waterfall loop); "" otherwise. */
const char *xc_apart_note(const xc_apart_call *c);
/* Is call instruction I a barrier by its callee's name (OpenCL's
 * barrier / work_group_barrier / sub_group_barrier, NVVM's barrier*,
 * AMDGPU's s.barrier*, HLSL's *_with_group_sync)? */
bool xc_is_barrier(const cv_inst *I);
/* The comparison xc_uniformity makes when both engines ran: every value,
 * branch and reachable block's m-convergence of out->run against out->smt,
 * appended to out->notes (bv: bit-vector values, see the rules above). */
void xc_uniformity_compare(const cv_program *p, xc_uniformity_result *out, bool bv);

/* ---- the readings questions (docs/design.md §10) ---------------------- */

/* One row per question: its explicit search (enumerate/readings.c, by
 * question) and its Z3 decision (encode/: smt_reading_differs with the
 * question's smt_question, or m-convergence under both hierarchy modes). */
typedef struct xc_question {
  en_question q;
  const char *name;     /* "cb", "fixpoint", "hierarchies", "threads"      */
  int min_threads;      /* the readings can differ only from this many      */
  bool all_masks;       /* the family search needs every branch mask        */
  int smt_q;            /* its smt_question (-1: by m-convergence)          */
} xc_question;

extern const xc_question xc_questions[EN_NQUESTIONS];

/* The search space: the CFG families of up to max_blocks blocks, or the
 * functions of the modules given. */
typedef struct xc_space {
  int max_blocks;
  cv_module *const *mods;
  size_t nmods;
} xc_space;

typedef struct xc_readings_result {
  const xc_question *question;
  int k, L;
  bool ran_explicit, ran_smt;
  en_answer ex;         /* the explicit search's answer                     */
  double ex_seconds;
  /* the Z3 search, smallest program first, within a time budget */
  bool z_found;
  uint64_t programs, undecided, explicit_checked;
  int blocks_done;      /* every program of up to this many blocks decided  */
  int blocks_now;       /* the size reached                                 */
  bool out_of_budget;
  cc_buf program, witness;
  double z_seconds;
  xc_notes notes;       /* programs and the question the engines disagree on */
} xc_readings_result;

/* Question row->q over the space by the engines of e at k threads (raised
 * to the question's minimum) and bound L; Z3 gets timeout_ms per program
 * and budget_s in all (0: none). */
bool xc_readings(const xc_question *row, const xc_space *s, xc_engine e, int k, int L,
                 unsigned timeout_ms, double budget_s, xc_readings_result *out,
                 cc_error *err);
void xc_readings_free(xc_readings_result *r);

#endif
