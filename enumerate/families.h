/* enumerate/families.h — families of CFG shapes (docs/design.md §7 "families"):
 * every CFG up to n blocks, once up to isomorphism, and random CFGs from a
 * seed.  Prefix: en_.  Never prints, never exits.
 *
 * A *shape* has n blocks (block 0 is the entry); every block has 0, 1 or 2
 * successors, the two successors of a branch being distinct blocks
 * (self-loops allowed: 3 -> {3, 4}); every block is reachable from block 0;
 * block 0 has no predecessor (as in LLVM IR, the entry is not a branch
 * target).  Blocks without successors are exits; a shape may have several
 * exits or none.
 *
 * Isomorphism: a bijection of blocks fixing the entry and mapping edges to
 * edges; the successors of a branch form an unordered set.  Canonical order
 * of a branch's successors: ascending block number (succ[b][0] <
 * succ[b][1]) in every shape en_shapes and en_shape_random produce. */
#ifndef EN_FAMILIES_H
#define EN_FAMILIES_H

#include "model/model.h"

#define EN_MAX_BLOCKS 8

typedef struct en_shape {
  int n;                            /* number of blocks, 1..EN_MAX_BLOCKS   */
  int nsucc[EN_MAX_BLOCKS];         /* 0, 1 or 2                            */
  int succ[EN_MAX_BLOCKS][2];       /* succ[b][0..nsucc[b]-1]               */
} en_shape;

/* Calls fn on every shape with 1..max_blocks blocks (max_blocks is clamped
 * to EN_MAX_BLOCKS), each once up to isomorphism, in a deterministic order:
 * by number of blocks, then in generation order.  Each shape is given in its
 * canonical labelling (blocks numbered breadth-first from the entry, see
 * families.c).  Stops early if fn returns false.  Returns the number of
 * shapes visited (calls of fn, including the one that returned false). */
uint64_t en_shapes(int max_blocks, bool (*fn)(const en_shape *s, void *arg),
                   void *arg);

/* Number of branch blocks (two successors) of a shape. */
int en_shape_nbranches(const en_shape *s);

/* Builds the program of a shape in module m: blocks named "B0", "B1", ...
 * (B0 the entry), edges in the shape's order, and branch i (the i-th block
 * with two successors in block order) divergent iff bit i of divergent_mask
 * is set, uniform otherwise.  Fails (NULL, err filled, m unchanged) if the
 * shape breaks a rule above; fails (NULL, err filled) if name is taken. */
cv_program *en_shape_program(const en_shape *s, cv_module *m, const char *name,
                             unsigned divergent_mask, cc_error *err);

/* Appends the shape in the .cfg format (docs/cfg-format.md): one line per
 * block in block order, "B0 -> B1, B2 divergent", "B1 -> B3",
 * "B2 -> B2, B3 uniform", "B3" (an exit).  The kind of every branch is
 * written.  No "function" line, so that a caller may prepend one; the entry
 * is B0, the first block named. */
void en_shape_cfg_text(const en_shape *s, unsigned divergent_mask, cc_buf *out);

/* A random shape with n blocks (n clamped to 1..EN_MAX_BLOCKS) from a seeded
 * generator whose 64-bit state the caller keeps (any value, 0 included, is a
 * valid seed; each call advances it).  Deterministic for a seed; always
 * satisfies the rules above; successors in canonical (ascending) order; not
 * canonically labelled (isomorphic shapes may come with different
 * labellings). */
void en_shape_random(int n, uint64_t *state, en_shape *out);

/* Is the shape reducible (every cycle has one entry)?  The CFG is reducible
 * iff removing the back edges (u -> v with v dominating u) leaves it
 * acyclic. */
bool en_shape_reducible(const en_shape *s);

#endif
