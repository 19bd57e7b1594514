/* sweep/family.c — the family of programs a sweep audits, and its shards
 * (docs/design.md §7 "families": every CFG up to n blocks with every assignment of
 * divergent branches, random CFGs with a seed, shards that merge). */
#include "sweep/sweep.h"

#include <stdio.h>
#include <stdlib.h>

bool sw_shard_parse(const char *text, int *shard, int *nshards, cc_error *err) {
  const char *slash = strchr(text, '/');
  long v[2] = {0, 0};
  const char *part[2] = {text, slash ? slash + 1 : NULL};
  for (int i = 0; i < 2 && slash; i++) {
    const char *s = part[i];
    const char *end = i == 0 ? slash : s + strlen(s);
    if (s == end) goto bad;
    for (const char *c = s; c < end; c++)
      if (*c < '0' || *c > '9') goto bad;
    if (end - s > 7) goto bad;
    v[i] = strtol(s, NULL, 10);
  }
  if (!slash || v[1] < 1 || v[1] > 1000000 || v[0] < 1 || v[0] > v[1]) goto bad;
  *shard = (int)v[0];
  *nshards = (int)v[1];
  return true;
bad:
  cc_error_set(err, "--shard", 0, 0,
               "'%s' is not a shard I/M with 1 <= I <= M <= 1000000", text);
  return false;
}

typedef struct builder {
  const sw_family_opts *o;
  uint64_t index;
  uint64_t shape_index;
  bool too_big;
  CC_STACK(sw_item) items;
} builder;

/* Adds the programs of one shape: one mask (all branches divergent) or
 * every mask, in increasing order.  A shard takes whole shapes (the shape's
 * index modulo M): its masks share the reference's relations (sw_run). */
static bool add_shape(const en_shape *s, void *arg) {
  builder *b = arg;
  bool mine = b->shape_index % (uint64_t)b->o->nshards == (uint64_t)(b->o->shard - 1);
  int nb = en_shape_nbranches(s);
  unsigned all = nb ? (1u << nb) - 1 : 0;
  unsigned first = b->o->divergence == SW_DIV_ALL ? all : 0;
  for (unsigned m = first;; m++) {
    if (b->index >= SW_MAX_FAMILY) {
      b->too_big = true;
      return false;
    }
    if (mine) {
      sw_item it;
      memset(&it, 0, sizeof it);
      it.shape = *s;
      it.mask = m;
      it.index = b->index;
      it.shape_index = b->shape_index;
      CC_PUSH(b->items, it);
    }
    b->index++;
    if (m == all) break;
  }
  b->shape_index++;
  return true;
}

bool sw_family_build(const sw_family_opts *o, sw_family *out, cc_error *err) {
  memset(out, 0, sizeof *out);
  if (o->blocks < 1 || o->blocks > EN_MAX_BLOCKS) {
    cc_error_set(err, "--blocks", 0, 0, "the number of blocks is 1..%d, not %d",
                 EN_MAX_BLOCKS, o->blocks);
    return false;
  }
  if (o->nshards < 1 || o->shard < 1 || o->shard > o->nshards) {
    cc_error_set(err, "--shard", 0, 0, "shard %d/%d does not exist", o->shard,
                 o->nshards);
    return false;
  }
  if (o->random && (o->count < 1 || o->count > SW_MAX_FAMILY)) {
    cc_error_set(err, "--random", 0, 0, "the number of random shapes is 1..%llu",
                 (unsigned long long)SW_MAX_FAMILY);
    return false;
  }
  builder b;
  memset(&b, 0, sizeof b);
  b.o = o;
  if (o->random) {
    uint64_t state = o->seed;
    for (uint64_t i = 0; i < o->count && !b.too_big; i++) {
      en_shape s;
      en_shape_random(o->blocks, &state, &s);
      add_shape(&s, &b);
    }
  } else {
    en_shapes(o->blocks, add_shape, &b);
  }
  if (b.too_big) {
    CC_RELEASE(b.items);
    cc_error_set(err, "--blocks", 0, 0,
                 "the family has more than %llu programs; use fewer blocks or "
                 "--divergence all",
                 (unsigned long long)SW_MAX_FAMILY);
    return false;
  }
  out->total = b.index;
  out->n = CC_SIZE(b.items);
  out->items = b.items.begin; /* the stack's storage, owned from now on */
  return true;
}

void sw_family_free(sw_family *f) {
  free(f->items);
  memset(f, 0, sizeof *f);
}

double sw_item_weight(const sw_item *it, int k, int L) {
  const en_shape *s = &it->shape;
  double walk[EN_MAX_BLOCKS] = {0}, next[EN_MAX_BLOCKS], paths = 0;
  walk[0] = 1; /* walks of length l from the entry, by their last block */
  for (int l = 1; l <= L; l++) {
    memset(next, 0, sizeof next);
    for (int b = 0; b < s->n; b++) {
      if (s->nsucc[b] == 0 || l == L) paths += walk[b]; /* ends, or is cut */
      else
        for (int j = 0; j < s->nsucc[b]; j++) next[s->succ[b][j]] += walk[b];
    }
    memcpy(walk, next, sizeof walk);
  }
  double w = 1;
  for (int i = 0; i < k; i++) w *= paths;
  return w;
}

void sw_item_name(const sw_item *it, char *buf, size_t size) {
  snprintf(buf, size, "s%llu_m%u", (unsigned long long)it->index, it->mask);
}
