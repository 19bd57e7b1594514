/* unbounded/threads.h — the signature theorem on tuples (threads.c;
 * docs/unbounded.md "The signature theorem", "Threads"). */
#ifndef UB_THREADS_H
#define UB_THREADS_H

#include "model/model.h"

/* Does the least fixed point of maximal converged-with for hierarchy h over
 * tuple t (the explicit model) relate exactly the pairs of instances of one
 * block with equal signatures?  If not, bad_a and bad_b (may be NULL) get a
 * pair where they differ (instance ids of the relation). */
bool ub_signatures_agree(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                         const cv_readings *rd, int *bad_a, int *bad_b);

typedef struct ub_threads_result {
  uint64_t programs, tuples, relations;
  bool found;              /* a relation that the signatures do not describe */
  cc_buf witness;          /* its tuple, hierarchy, reading and table        */
  cc_buf program;          /* families: the program, as .cfg text            */
} ub_threads_result;

/* Every admissible tuple of k threads within L of p, every all-entries
 * hierarchy (a superset of the DFS-realizable ones), both readings. */
bool ub_threads_program(const cv_program *p, int k, int L, ub_threads_result *res,
                        cc_error *err);
/* The same over every CFG shape of 1..max_blocks blocks with every
 * divergence assignment (every sample-th program; 0, 1: all); stops at the
 * first disagreement. */
bool ub_threads_search(int max_blocks, int k, int L, uint64_t sample, ub_threads_result *res,
                       cc_error *err);
void ub_threads_result_free(ub_threads_result *res);

#endif
