/* transform/inline.h — calls to functions defined in the same module, for
 * the transform check (docs/design.md §8).  Prefix: tf_.
 *
 * A call to a function defined in the module executes the callee's body:
 * the callee's arguments are the call's operand terms, its return value is
 * the returned term, and its llvm.experimental.convergence.entry takes the
 * call site's convergencectrl token (ConvergentOperations.rst,
 * "llvm.experimental.convergence.entry": when the function is called, the
 * entry's dynamic instances are converged iff the dynamic instances of the
 * calls are; "Inlining" in "Examples for the Correctness of Program
 * Transforms": the entry is replaced by the call site's token).
 * tf_expand_calls makes that executable by expanding such calls into the
 * caller's CFG, so that a call in one program and the inlined body in the
 * other execute the same convergent operations with the same argument
 * terms and compare as the same events. */
#ifndef TF_INLINE_H
#define TF_INLINE_H

#include "model/model.h"

enum { TF_EXPAND_DEPTH = 8, TF_EXPAND_BLOCKS = 2048 };

typedef struct tf_expansion {
  int expanded;   /* calls expanded                                          */
  int left;       /* calls to defined functions left as calls                */
  char why[256];  /* the first call left, and why ("@recurse: recursive")     */
} tf_expansion;

/* The program p of module m with every call to a function defined in m
 * expanded (nested calls too, up to TF_EXPAND_DEPTH levels).  Left as a
 * call (and counted in info->left): a recursive call, a call nested deeper
 * than the limit or past TF_EXPAND_BLOCKS blocks, an uncontrolled call to a
 * callee whose entry token is used (the token would have no definition:
 * LLVM's inliner does not inline these either), a call whose operand count
 * differs from the callee's parameters.  When nothing is expanded *out is
 * p itself; otherwise a new program added to `into` (whose path names the
 * file) under p's name.  Fails only if the new program cannot be sealed. */
bool tf_expand_calls(const cv_module *m, const cv_program *p, cv_module *into,
                     const cv_program **out, tf_expansion *info, cc_error *err);

#endif
