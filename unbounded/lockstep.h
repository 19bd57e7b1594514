/* unbounded/lockstep.h — internal to unbounded/ (prefix ubl_): what the
 * lockstep rule (unbounded/lockstep.c) and the simulation rule
 * (unbounded/simulate.c) share about single instructions: which are events
 * matched one to one, when two events are of one kind, a result's width.
 * docs/unbounded.md "Transforms: the lockstep rule" says what an event is. */
#ifndef UB_LOCKSTEP_H
#define UB_LOCKSTEP_H

#include "base/base.h"
#include "encode/smt.h"
#include "model/model.h"

/* Hash-consed terms over bit-vectors (encode/ smt_identities' nodes): equal
 * operations on equal nodes are one node; a fresh symbol (kind SYM, text
 * NULL) is a node of its own. */
typedef struct ubl_table {
  CC_STACK(smt_ex) nodes;
  CC_STACK(char *) texts;     /* the nodes' texts we made                   */
  int *table;                 /* hash table of node + 1, 0: empty            */
  size_t tsize;
} ubl_table;
int ubl_table_node(ubl_table *T, smt_ex_kind k, const char *text, int width, int nargs,
                   const int *args);
void ubl_table_reset(ubl_table *T);
void ubl_table_free(ubl_table *T);
/* The node of an argument, a constant (an undef or poison: a fresh symbol
 * each time) or a global of p; -2 for any other kind of value. */
int ubl_table_leaf(ubl_table *T, const cv_program *p, const cv_value *v);
/* The node of pure instruction I over its operands' nodes args[0..nops):
 * keyed by its opkey, else by its text without names. */
int ubl_table_op(ubl_table *T, const cv_inst *I, const int *args);
/* p's reachable blocks in reverse postorder (successors in order) into
 * order (nblocks entries); returns how many. */
int ubl_rpo_blocks(const cv_program *p, int *order);

/* An instruction's text from its opcode on, every %name as "%". */
void ubl_shape_text(const cv_inst *I, cc_buf *out);
/* The width of I's result (0: not a bit-vector we know). */
int ubl_inst_width(const cv_inst *I);
/* A phi whose incoming values on the reachable edges are one value v: it
 * holds v's most recent instance (the argument is at its definition). */
bool ubl_trivial_phi(const cv_program *p, const cv_inst *I);
/* p's private stack slots (docs/unbounded.md "Private stack slots"):
 * allocas of one element whose address escapes nowhere (cv_stack_slots),
 * of a type with a width, no access volatile or atomic.  slot[i]
 * (ninsts entries): the alloca's index for such an alloca, its casts, its
 * loads, stores and lifetime markers; -1 for any other instruction. */
void ubl_private_slots(const cv_program *p, int *slot);
/* Intrinsics that are no events (llvm.lifetime.*, llvm.dbg.*, ...). */
bool ubl_ignored(const cv_inst *I);
/* An event: matched one to one between the programs, not computed. */
bool ubl_is_event(const cv_inst *I);
/* Two events are of one kind: what they do apart from their operands. */
bool ubl_same_event(const cv_inst *b, const cv_inst *a);

#endif
