/* unbounded/crosscheck.h — the unbounded verdicts checked against the
 * bounded explicit engine, per program and over the CFG families (the test
 * suite runs samples, bench/unbounded.sh the whole families). */
#ifndef UB_CROSSCHECK_H
#define UB_CROSSCHECK_H

#include "enumerate/families.h"
#include "unbounded/unbounded.h"

typedef struct ub_cross_opts {
  ub_opts uo;
  int k, L;                /* the bounded engine's bounds (default 2, 16)      */
  bool values;             /* uniformity too                                   */
  uint64_t max_tuples;     /* the bounded engine's limit (0: none); a limited
                            * run still refutes, it only examines less         */
  int shard, nshards;      /* families: this shard (1-based) of nshards        */
  uint64_t sample;         /* families: every sample-th program (0, 1: all)    */
  cc_buf *unknown_log;     /* non-NULL: each unknown item (and, for families,
                            * its program as .cfg text) is appended here       */
} ub_cross_opts;

void ub_cross_opts_default(ub_cross_opts *o);

typedef struct ub_cross_counts {
  uint64_t items, proven, fails, unknown;
} ub_cross_counts;

typedef struct ub_cross {
  uint64_t programs;
  ub_cross_counts blocks, values;
  uint64_t disagree;         /* proven, yet the bounded engine finds a violation;
                              * fails with a witness within L, yet the bounded
                              * engine's whole run (not stopped by max_tuples)
                              * finds none; or a witness that does not replay:
                              * bugs                                            */
  uint64_t bugs;             /* of those: witnesses that did not replay         */
  uint64_t deeper;           /* witnesses longer than L (the bounded engine at L
                              * cannot see them: not a disagreement)            */
  uint64_t unknown_refuted;  /* unknown, and the bounded engine found a violation */
  uint64_t bounded_truncated;/* programs where max_tuples stopped the bounded run */
  double seconds_ub, seconds_bounded, max_ub_seconds;
  char slowest[96];          /* the program of max_ub_seconds */
  char first[600];           /* the first disagreement */
  cc_buf first_cfg;          /* families: its program in the .cfg format */
} ub_cross;

/* Calls fn on every program of the CFG families (every shape of 1..max_blocks
 * blocks, every divergence assignment; enumerate/families.h), named
 * "s<index>_m<mask>", restricted to every sample-th program (0, 1: all)
 * and to shard `shard` of nshards (1-based; nshards <= 1: all), which,
 * as `convcheck sweep --shard` (sweep/sweep.h), takes whole shapes: the
 * shapes whose running index is shard-1 modulo nshards.  The sample counts
 * programs of the whole family (index modulo sample), so that a sample of
 * a shard is a sample of the sweep's shard, program names alike.  fn
 * returns false to stop (then with err filled if it failed); the program
 * is freed after the call.  False if a program could not be built or fn
 * failed. */
typedef bool (*ub_family_fn)(void *arg, const cv_program *p, const en_shape *s, unsigned mask,
                             cc_error *err);
bool ub_family_walk(int max_blocks, uint64_t sample, int shard, int nshards, ub_family_fn fn,
                    void *arg, cc_error *err);

/* Checks one program, adding to acc.  False (err filled) on input errors. */
bool ub_cross_program(const cv_program *p, const ub_cross_opts *o, ub_cross *acc,
                      cc_error *err);
/* Every CFG shape up to max_blocks with every divergence assignment
 * (enumerate/families.h), restricted to o's shard and sample. */
bool ub_cross_family(int max_blocks, const ub_cross_opts *o, ub_cross *acc, cc_error *err);
void ub_cross_free(ub_cross *acc);

#endif
