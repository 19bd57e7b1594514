/* enumerate/memo.h — the engine's side of en_memo (enumerate/enumerate.h):
 * internal to enumerate/. */
#ifndef EN_MEMO_H
#define EN_MEMO_H

#include "enumerate/enumerate.h"

/* Starts a run on p: keeps the entries when p has the CFG (entry, blocks,
 * successors), k, readings and hierarchy count of the previous run,
 * empties the memo otherwise. */
void en_memo_begin(en_memo *m, const cv_program *p, const cv_readings *rd, int k,
                   int nhierarchies);
/* The id of a block sequence (the same sequence, the same id). */
int en_memo_sequence(en_memo *m, const int *blocks, int len);
/* The bits stored under key, or NULL; valid until the next en_memo_add. */
const cc_word *en_memo_find(en_memo *m, const int *key, int len);
/* Stores bits under key (not present); false when the memo is full (it then
 * keeps what it has). */
bool en_memo_add(en_memo *m, const int *key, int len, const cc_word *bits, size_t nwords);

#endif
