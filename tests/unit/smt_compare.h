/* tests/unit/smt_compare.h — shared by the SMT engine's tests
 * (test_smt_speed.c defines it, test_smt_signature.c uses it too). */
#ifndef TESTS_SMT_COMPARE_H
#define TESTS_SMT_COMPARE_H

#include "model/model.h"

/* smt_mconv on p (programs with at least two realizable hierarchies) at
 * k, L under the reading, by the route smt_set_relation chose: every
 * block's verdict equal to the explicit engine's (a test failure
 * otherwise, naming the block), and every witness replayed in the explicit
 * model (the two hierarchies' relations differ on the pair).  *levels
 * gets the most Kleene rounds any relation needed.  Returns the blocks
 * compared (0 for a program with one hierarchy). */
int smt_compare_program(const cv_program *p, const char *name, int k, int L,
                        cv_cb_reading reading, int *levels);

#endif
