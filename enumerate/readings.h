/* enumerate/readings.h — where the spec's open choices change results
 * (docs/design.md §10).  Prefix: en_. */
#ifndef EN_READINGS_H
#define EN_READINGS_H

#include "enumerate/enumerate.h"

typedef enum en_question {
  EN_Q_CB = 0,        /* literal closure vs order of the column quotient      */
  EN_Q_FIXPOINT,      /* least vs greatest fixed point                         */
  EN_Q_HIERARCHIES,   /* DFS-realizable vs all-entries, seen by m-convergence  */
  EN_Q_THREADS,       /* does a third thread change two threads' convergence?  */
  EN_NQUESTIONS
} en_question;

typedef struct en_answer {
  bool found;
  uint64_t programs;   /* programs searched                                   */
  uint64_t tuples;     /* tuples examined                                     */
  int blocks;          /* size of the program found                           */
  cc_buf program;      /* the program found, as .cfg text                      */
  cc_buf witness;      /* traces, hierarchy, both tables, the pair             */
} en_answer;

const char *en_question_text(en_question q);
/* Searches the CFG families of 1..max_blocks blocks (every assignment of
 * divergent branches), smallest first, for a program where question q's
 * two readings differ, at k threads and bound L. */
bool en_readings_search(en_question q, int max_blocks, int k, int L,
                        en_answer *out, cc_error *err);
/* The same over one given program. */
bool en_readings_program(en_question q, const cv_program *p, int k, int L,
                         en_answer *out, cc_error *err);
/* Question q (1, 2 or 4) on one tuple and hierarchy, by the explicit
 * model: appends the description the search prints for a program found
 * (the traces, the hierarchy, both tables, the first differing pair) and
 * returns whether the two readings differ there.  For the SMT engine's
 * witnesses (cli/cmd_readings.c), which the explicit model must confirm. */
bool en_readings_tuple(en_question q, const cv_program *p, const cv_hierarchy *h,
                       const cv_tuple *t, cc_buf *out);
void en_answer_init(en_answer *a);
void en_answer_free(en_answer *a);

#endif
