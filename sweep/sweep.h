/* sweep/ — sweeps over families of generated programs (DESIGN §7
 * "families"): every CFG shape up to n blocks, or random shapes from a
 * seed, each with all branches divergent or with every assignment of
 * divergent branches; the programs of one shard of the family.  Prefix:
 * sw_.  Never prints, never exits.
 *
 * The *family* is an ordered list of programs (shape, divergence mask).  Its
 * order is deterministic (en_shapes' order, then the masks in increasing
 * order), so that the running index of a program is the same on every
 * machine and every run: shard I of M (1-based) is the programs whose index
 * is congruent to I-1 modulo M (DESIGN §7: "Sweeps run in shards"). */
#ifndef SW_SWEEP_H
#define SW_SWEEP_H

#include "enumerate/families.h"

typedef enum sw_divergence {
  SW_DIV_ALL,  /* every branch divergent: one program per shape            */
  SW_DIV_EACH  /* every assignment of divergent/uniform to the branches    */
} sw_divergence;

typedef struct sw_family_opts {
  int blocks;              /* shapes up to this many blocks (1..EN_MAX_BLOCKS);
                              random: exactly this many                    */
  sw_divergence divergence;
  bool random;             /* random shapes instead of all shapes          */
  uint64_t seed;           /* random: the generator's seed                 */
  uint64_t count;          /* random: how many shapes                      */
  int shard, nshards;      /* 1-based shard of nshards (1/1 = everything)  */
} sw_family_opts;

typedef struct sw_item {
  en_shape shape;
  unsigned mask;           /* divergent branches, en_shape_program's sense */
  uint64_t index;          /* running index in the whole family (0-based)  */
} sw_item;

typedef struct sw_family {
  uint64_t total;          /* programs in the whole family (every shard)   */
  size_t n;                /* programs of this shard                        */
  sw_item *items;
} sw_family;

/* Parses a shard "I/M" (1 <= I <= M <= 1000000, decimal, nothing else);
 * fails with a message naming the text. */
bool sw_shard_parse(const char *text, int *shard, int *nshards, cc_error *err);

/* The programs of the shard described by o.  Fails (err filled) on absurd
 * options: blocks outside 1..EN_MAX_BLOCKS, a family larger than
 * SW_MAX_FAMILY programs, a bad shard. */
#define SW_MAX_FAMILY ((uint64_t)50000000)
bool sw_family_build(const sw_family_opts *o, sw_family *out, cc_error *err);
void sw_family_free(sw_family *f);

/* The function name of a program of the family: "s<index>_m<mask>" —
 * unique in the family, so that one module may hold many of them. */
void sw_item_name(const sw_item *it, char *buf, size_t size);

#endif
