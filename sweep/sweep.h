/* sweep/ — sweeps over families of generated programs (docs/design.md §7
 * "families"): every CFG shape up to n blocks, or random shapes from a
 * seed, each with all branches divergent or with every assignment of
 * divergent branches; the programs of one shard of the family.  Prefix:
 * sw_.  Never prints, never exits.
 *
 * The *family* is an ordered list of programs (shape, divergence mask).  Its
 * order is deterministic (en_shapes' order, then the masks in increasing
 * order), so that the running index of a program is the same on every
 * machine and every run: shard I of M (1-based) is the programs whose index
 * is congruent to I-1 modulo M (docs/design.md §7: "Sweeps run in shards"). */
#ifndef SW_SWEEP_H
#define SW_SWEEP_H

#include "audit/audit.h"
#include "enumerate/families.h"
#include "results/results.h"

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
  uint64_t shape_index;    /* the shape's running index (0-based): shards
                              go by shape, so that the masks of a shape stay
                              together and share the reference's relations */
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

/* What auditing an item is expected to cost, relative to the others of a
 * run with k threads and bound L: its traces' tuples, (paths of at most L
 * blocks from the entry, each ending at an exit or cut at L)^k.  The
 * reference examines tuples of traces, and a sweep's later programs have
 * many more: progress weighted by it does not promise the rate of the
 * small early ones (cli/progress.c). */
double sw_item_weight(const sw_item *it, int k, int L);

/* The function name of a program of the family: "s<index>_m<mask>" —
 * unique in the family, so that one module may hold many of them. */
void sw_item_name(const sw_item *it, char *buf, size_t size);

/* ---- running a sweep --------------------------------------------------------
 * Every program of the shard is built from its shape (en_shape_program),
 * rendered as LLVM IR, read back and audited by the analyses o->audit
 * selects (au_audit_programs), so that the reference, our analysis and
 * opt-22 judge the same IR (audit/audit.h).  Programs go in batches of
 * o->batch functions: one module (fe_ll_write_functions), read once, one
 * opt-22 process per batch.  The divergence assignments of one shape share
 * the reference's converged-with relations (en_memo, unless
 * o->audit.engine.memo is set already): the relation of a tuple does not
 * depend on which branches are divergent. */
typedef struct sw_opts {
  sw_family_opts family;
  au_opts audit;
  int batch;  /* functions per module (1..SW_MAX_BATCH); 0 = default */
  /* called after every program with programs done and the shard's total;
   * just before, progress_weight (when set, same arg) with their weights
   * (sw_item_weight), for an estimate of the time left */
  void (*progress)(void *arg, uint64_t done, uint64_t total);
  void (*progress_weight)(void *arg, double done, double total);
  void *progress_arg;
} sw_opts;

#define SW_DEFAULT_BATCH 256
#define SW_MAX_BATCH 4096

void sw_opts_default(sw_opts *o);

/* An unsound claim: enough to make a corpus case of it. */
typedef struct sw_finding {
  au_analysis analysis;
  char *function;  /* sw_item_name                                   */
  char *subject;   /* "%name" or "br BLOCK"                          */
  char *text;      /* the instruction as printed (may be NULL)       */
  char *cfg;       /* the shape in the .cfg format                   */
  char *ll;        /* the program alone, as LLVM IR (fe_ll_write)    */
  char *witness;   /* the reference's witness of divergence          */
} sw_finding;

typedef struct sw_result {
  uint64_t total;      /* programs in the family (every shard)          */
  uint64_t programs;   /* programs audited (this shard)                 */
  /* the reference's relations: computed, or shared with another
   * divergence assignment of the same shape (en_memo) */
  uint64_t relations_computed, relations_shared;
  au_counts counts[AU_NANALYSES];
  bool cut, truncated; /* the reference's bounds, over every program    */
  uint64_t tuples;
  int max_hierarchies;
  CC_STACK(sw_finding) unsound;
} sw_result;

void sw_result_init(sw_result *r);
void sw_result_free(sw_result *r);

/* Audits the programs of family f (built from o->family) and adds them to
 * res; records every program and every claim in run (if not NULL): check
 * "audit-ours" / "audit-llvm", subject the claim's subject, outcome
 * agree / unsound / imprecise, the witness for unsound claims.  Fails
 * (err filled) on the first program that cannot be rendered, read or
 * audited (opt-22 missing or failing, ...), or on a store failure. */
bool sw_run(const sw_opts *o, const sw_family *f, rs_run *run, sw_result *res,
            cc_error *err);

#endif
