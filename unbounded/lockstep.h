/* unbounded/lockstep.h — internal to unbounded/ (prefix ubl_): what the
 * lockstep rule (unbounded/lockstep.c) and the simulation rule
 * (unbounded/simulate.c) share about single instructions: which are events
 * matched one to one, when two events are of one kind, a result's width.
 * docs/unbounded.md "Transforms: the lockstep rule" says what an event is. */
#ifndef UB_LOCKSTEP_H
#define UB_LOCKSTEP_H

#include "base/base.h"
#include "model/model.h"

/* An instruction's text from its opcode on, every %name as "%". */
void ubl_shape_text(const cv_inst *I, cc_buf *out);
/* The width of I's result (0: not a bit-vector we know). */
int ubl_inst_width(const cv_inst *I);
/* A phi whose incoming values on the reachable edges are one value v: it
 * holds v's most recent instance (the argument is at its definition). */
bool ubl_trivial_phi(const cv_program *p, const cv_inst *I);
/* Intrinsics that are no events (llvm.lifetime.*, llvm.dbg.*, ...). */
bool ubl_ignored(const cv_inst *I);
/* An event: matched one to one between the programs, not computed. */
bool ubl_is_event(const cv_inst *I);
/* Two events are of one kind: what they do apart from their operands. */
bool ubl_same_event(const cv_inst *b, const cv_inst *a);

#endif
