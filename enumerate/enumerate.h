/* enumerate/ — the explicit engine (docs/design.md §6): every cycle hierarchy x
 * every admissible trace tuple within bounds, deciding m-convergence and
 * reference uniformity by evaluating the definitions directly.  Prefix:
 * en_.  Never prints; progress goes through a callback. */
#ifndef EN_ENUMERATE_H
#define EN_ENUMERATE_H

#include "model/model.h"
#include "model/values.h"

typedef struct en_run en_run;

/* Relations shared between runs (sweeps).  The maximal converged-with
 * relation of a tuple depends on the CFG, the hierarchy, the block
 * sequences of the tuple's traces and the readings, not on the values the
 * blocks compute.  A sweep audits every divergence assignment of one CFG
 * shape: programs with one CFG whose admissible tuples are subsets of one
 * another's.  An en_memo given in en_opts.memo keeps every relation a run
 * computes (the pairs the engine asks about) for later runs on a program
 * with the same CFG, k, readings and hierarchies; a run on another CFG
 * empties it first.  Runs that need whole relations (controlled, with
 * check_relations or on_tuple, values that depend on convergent calls,
 * en_run_tuple) ignore it.  It stops growing at max_bytes (0: the
 * default), keeping what it has.  One memo per thread of control. */
typedef struct en_memo en_memo;
#define EN_MEMO_DEFAULT_BYTES ((size_t)512 << 20)
en_memo *en_memo_new(size_t max_bytes);
void en_memo_free(en_memo *m);
typedef struct en_memo_stats {
  uint64_t hits, misses; /* relations found / computed while a memo was used */
  uint64_t resets;       /* runs that emptied it (another CFG)               */
  size_t bytes;          /* memory held                                      */
  bool full;             /* max_bytes reached for the current CFG            */
} en_memo_stats;
en_memo_stats en_memo_get_stats(const en_memo *m);

/* en_opts.signatures_above of the commands that decide by the explicit
 * engine (mconv, uniformity): below it every tuple is examined. */
#define EN_SIGNATURES_ABOVE ((uint64_t)4096)

typedef struct en_opts {
  int k;                 /* threads (default CV_DEFAULT_THREADS; 2..4)     */
  int L;                 /* block executions per thread (CV_DEFAULT_BOUND)  */
  cv_readings rd;        /* the readings: hierarchies, convergence-before,
                          * anchors (controlled); en_run_new refuses the
                          * others' non-default values (EN_SUPPORT)        */
  uint64_t max_tuples;   /* stop after this many tuples (0 = no limit)       */
  double deadline;       /* stop at this time of cc_now() (0 = none): the
                          * trace search and the tuples (r->timed_out)      */
  bool check_relations;  /* check every relation: transitive, consistent    */
  bool mconv_only;       /* decide m-convergence only, not uniformity       */
  bool controlled;       /* programs with tokens: the controlled relation   */
  en_memo *memo;         /* relations shared with other runs (NULL: none)    */
  /* Settle by signatures (docs/unbounded.md, the signature theorem and "The
   * number of threads") what holds, when the tuples to examine are more
   * than this many combinations (0: never): a block whose cycle headers
   * are the same in every hierarchy is m-converged, and a value or branch
   * is uniform when, over every trace within the bounds, the instances of
   * its block with equal signatures in some hierarchy all have one term
   * shared by the threads.  The tuples then only search witnesses for the
   * rest: a tuple whose signatures show none is not examined, and the
   * search stops when every verdict has its witness or is settled; the
   * witnesses are those the tuples give without the signatures
   * (en_run.by_signatures says what rests on them).  Not with
   * the controlled relation, convergent calls' values, check_relations,
   * on_tuple or en_run_tuple: the tuples decide everything there. */
  uint64_t signatures_above;
  /* Witnesses shortest first: after the run at L, every subject (block,
   * value, branch) it found a witness for is searched again at smaller
   * bounds, upwards from L=1, and keeps the witness of the smallest bound
   * that has one (en_witness.run).  The verdicts are the run's at L. */
  bool shortest;
  /* Instead of deciding anything: called on every admissible tuple; return
   * false to stop.  (The readings search uses it.) */
  bool (*on_tuple)(void *arg, const en_run *r, const cv_tuple *t);
  void *on_tuple_arg;
  /* progress: called now and then with tuples done and the total; a
   * total of 0 when no count predicts the end: with signatures_above in
   * effect the run stops once the signatures and the tuples examined have
   * settled every subject, and skips most tuples at next to no cost (a
   * count of all tuples promised a 94 s run 56 years) */
  void (*progress)(void *arg, uint64_t done, uint64_t total);
  void *progress_arg;
} en_opts;

void en_opts_default(en_opts *o);
/* The readings the explicit engine implements (model/readings.h):
 * convergence-before, hierarchies and anchors in full; the least fixed
 * point and values as terms only. */
extern const cv_reading_support en_support;

/* One thread's trace with what it decided and computed. */
typedef struct en_trace en_trace;

/* A witness: a tuple (trace indices), two hierarchies (indices into the
 * run's hierarchy list) and the two instances (thread, position) whose
 * relation differs (m-convergence), or one hierarchy and two converged
 * instances with different terms (uniformity). */
typedef struct en_witness {
  bool set;
  int k;
  int traces[4];
  int h1, h2;
  int b1, b2;       /* controlled: the behaviours (choices of the anchors) */
  int t1, p1, t2, p2;
  /* A uniformity witness whose difference rests on a value the reference
   * does not model (CV_TERM_UNKNOWN, model/values.h): one of the two
   * terms, or a branch condition either thread decided on its way to
   * the instance.  origin: the instruction it stands in for, -1 if none
   * is known.  The engine keeps looking for a witness without one. */
  bool unmodelled;
  int origin;
  /* Which run's traces the indices above name: 0 this run, n > 0 the n-th
   * of its shorter runs (en_opts.shortest; en_witness_run). */
  int run;
  /* A uniformity witness: the two instances' terms (values, or branch
   * conditions) in that run's terms (en_witness_run(..)->terms); -1 none. */
  int v1, v2;
} en_witness;

typedef struct en_block_result {
  bool m_converged;  /* within the bounds (or proven: see en_run.proven) */
  bool settled;      /* m-converged by signatures (en_opts.signatures_above) */
  en_witness w;
} en_block_result;

typedef struct en_value_result {
  bool uniform;      /* in every hierarchy, within the bounds */
  bool settled;      /* uniform by signatures (en_opts.signatures_above)   */
  en_witness w;
} en_value_result;

struct en_run {
  const cv_program *p;
  en_opts o;
  cv_hierarchies hs;
  cv_enum_stats hstats;
  cv_terms *terms;
  CC_STACK(en_trace *) traces;
  cc_arena *arena;        /* where the traces live                       */
  uint64_t tuples;        /* admissible tuples examined               */
  uint64_t tuples_total;  /* combinations considered                   */
  bool truncated;         /* max_tuples or the deadline stopped it: "no
                           * witness" is then no verdict                */
  bool timed_out;         /* the deadline (en_opts.deadline) stopped it  */
  bool cut;               /* some trace was cut by the bound L          */
  bool proven;            /* one hierarchy: m-convergence holds for any bound */
  bool by_signatures;     /* the tuples stopped before their end with a
                           * verdict that only the signatures settled
                           * (en_opts.signatures_above): it rests on them  */
  uint64_t inconsistent;  /* with check_relations: relations not transitive or
                           * whose convergence-before has a cycle           */
  en_witness first_inconsistent; /* the first such (h1 = its hierarchy)    */
  uint64_t no_relation;   /* controlled: (tuple, hierarchy) pairs whose dynamic
                           * rules allow no consistent relation             */
  en_witness first_no_relation; /* the first such                          */
  bool behaviours_truncated; /* controlled: some tuple had more behaviours
                              * than the engine keeps (256): incomplete      */
  double seconds;
  en_block_result *blocks;  /* per block */
  en_value_result *values;  /* per instruction (meaningful for results) */
  en_value_result *branches;/* per block: its branch condition            */
  bool *reached;            /* per block: some trace executes it (a block
                             * no trace reaches within L is uniform and
                             * m-converged only vacuously)                 */
  /* en_opts.shortest: the runs at smaller bounds that witnesses were taken
   * from (en_witness.run - 1), and what the search cost */
  CC_STACK(en_run *) shorter;
  int rounds;               /* runs made at smaller bounds                  */
  double shorter_seconds;   /* their time (included in seconds)             */
  const bool *want_values, *want_branches; /* en_run_shorten's, while it runs */
};

/* Runs the explicit engine on p: enumerates hierarchies and traces, then
 * every admissible tuple, deciding every block's m-convergence ([CU]
 * "Static Uniformity Analysis", m-converged static instances) and every
 * value's uniformity ([CU] "Uniformity").  Returns NULL with err filled on absurd bounds or a
 * reading it does not implement (en_support). */
en_run *en_run_new(const cv_program *p, const en_opts *o, cc_error *err);
void en_run_free(en_run *r);

/* Witnesses shortest first (en_opts.shortest does it for every subject):
 * the witnesses of r's divergent values with values[i] set and branches
 * with branches[b] set (NULL: every one; m-convergence runs: every block)
 * are searched again at smaller bounds, upwards from L=1, each keeping the
 * witness of the smallest bound that has one.  The verdicts stay r's. */
void en_run_shorten(en_run *r, const bool *values, const bool *branches);

/* The explicit engine on one given tuple only (replaying a witness found
 * elsewhere, e.g. by unbounded/): its traces must be paths the engine
 * enumerates at bound o->L (each ends at a block without successors or is
 * exactly L long), o->k = t->k.  The run examines that tuple alone when it
 * is admissible (r->tuples == 1; 0 when a trace or the tuple is not) and
 * decides every block and value over it as en_run_new does.  NULL with err
 * filled on absurd bounds. */
en_run *en_run_tuple(const cv_program *p, const en_opts *o, const cv_tuple *t, cc_error *err);

/* One thread's paths at bound L as the engine enumerates them (the branch
 * semantics of docs/design.md §5 within a thread), counted, not kept: whether every
 * path ends at a block without successors before L (finite: then no bound
 * >= longest cuts a trace), the longest such path, and whether max_nodes
 * (0 = none) stopped the search. */
typedef struct en_trace_bound {
  bool finite;
  bool exhausted;
  int longest;
  uint64_t nodes;
} en_trace_bound;
en_trace_bound en_traces_bound(const cv_program *p, int L, uint64_t max_nodes);
/* How many traces of one thread the engine enumerates at bound L under
 * readings rd (NULL: the default): the paths of at most L blocks, each
 * ending at a block without successors or L long, counted, not kept; a
 * run at k=2 considers the pairs of them.  UINT64_MAX when the search
 * passes max_nodes (0 = none) block executions. */
uint64_t en_traces_count(const cv_program *p, const cv_readings *rd, int L, uint64_t max_nodes);

/* The run whose traces and terms a witness of r names: r or one of its
 * shorter runs (en_opts.shortest); its o.L is the bound it was found at. */
const en_run *en_witness_run(const en_run *r, const en_witness *w);
/* The longest trace of a witness (blocks). */
int en_witness_length(const en_run *r, const en_witness *w);

/* Each block's first L: first[b] = the fewest blocks a thread's trace
 * needs to reach b under the branch semantics (its position + 1), 0 when
 * no path of at most max_L blocks reaches it.  Paths are searched with
 * bounds growing to max_L while the search stays within max_nodes block
 * executions (0 = no limit); *complete says whether every block not found
 * was searched to max_L.  first has nblocks entries. */
void en_blocks_first_reached(const cv_program *p, const cv_readings *rd, int max_L,
                             uint64_t max_nodes, int *first, bool *complete)
    CV_READINGS_ARG(2);
/* A uniformity witness assembled elsewhere (a replay, unbounded/): its two
 * terms (v1, v2) of instruction inst (-1: the block's branch condition)
 * at its pair, read from the run's traces; -1 when the values depend on
 * the hierarchy (convergent calls' results follow their classes). */
void en_witness_fill_values(const en_run *r, int inst, en_witness *w);
/* The tuple of a witness, as a cv_tuple (caller frees with cv_tuple_free). */
void en_witness_tuple(const en_run *r, const en_witness *w, cv_tuple *out);
/* The relation a witness's table shows for hierarchy h (an index into
 * r->hs) and, controlled, its behaviour b (the anchors' choice), over the
 * witness's tuple t (en_witness_tuple): rel; free with
 * en_witness_rel_free. */
typedef struct en_witness_rel {
  cv_relation *own;
  cv_behaviours *beh;
  const cv_relation *rel;
} en_witness_rel;
void en_witness_rel_make(const en_run *r, int h, int b, const cv_tuple *t, en_witness_rel *w);
void en_witness_rel_free(en_witness_rel *w);
/* The witness's size as a verdict states it (docs/design.md §12,
 * "NOT-WORD (k=K, L=L)"): the longest of its traces, in blocks. */
int en_witness_length(const en_run *r, const en_witness *w);
/* Prints a witness in the spec's notation: the traces, the two hierarchies
 * and both relation tables, and the pair whose convergence differs. */
void en_witness_print_mconv(const en_run *r, const en_witness *w, cc_buf *out);
/* The two values of a uniformity witness (w->v1, w->v2 set): "A and B",
 * a term with a thread-local part (docs/design.md §5) said with the thread
 * it belongs to ("thread 1's T and thread 2's T": printed alike, they
 * differ); returns whether one has such a part. */
bool en_witness_print_values(const en_run *r, const en_witness *w, const char *and,
                             cc_buf *out);
/* Prints a uniformity witness: the hierarchy, the table, the pair and the
 * two terms. */
void en_witness_print_value(const en_run *r, int inst, const en_witness *w,
                            cc_buf *out);

#endif
