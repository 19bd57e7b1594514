/* enumerate/memo.c — relations shared between runs on programs with the
 * same CFG (enumerate/enumerate.h, en_memo).
 *
 * The maximal converged-with relation of a tuple is a function of the CFG
 * (through the hierarchy), the hierarchy, the block sequences of the
 * tuple's traces and the readings ([CU] "Maximal Convergence" names no
 * value); a sweep's divergence assignments of one shape are programs with
 * one CFG and different values, whose admissible tuples are subsets of one
 * another's.  The memo keeps, per (hierarchy, block sequences), the pairs
 * the engine asks about: same-block instances in different threads.
 *
 * Block sequences get ids from an open-addressing map.  A relation's key
 * is (hierarchy, id of thread 0, ..., id of thread k-1); the engine asks
 * for the tuples of one first trace one after the other, so the key's
 * prefix (all but the last id) names a row, found through a second map and
 * a small cache, and the row is an array indexed by the last id: look-ups
 * walk memory in order instead of hashing into a table of millions of
 * slots.  Internal prefix: em_. */
#include "enumerate/memo.h"

#include <stdlib.h>

/* One slot: short keys (a relation's) inline, so that a look-up touches
 * the slot and the value only. */
#define EM_INLINE 6
typedef struct em_slot {
  uint64_t hash; /* 0 = empty */
  int klen;
  size_t voff;   /* value: offset into vals */
  union {
    int key[EM_INLINE];
    size_t koff; /* a longer key: offset into keys */
  } k;
} em_slot;

typedef struct em_map {
  size_t cap, count; /* slots (a power of two), used slots */
  em_slot *slots;
  cc_ints keys;
  CC_STACK(cc_word) vals;
} em_map;

/* The relations whose keys share a prefix: at[last id] = 1 + the offset
 * of the bits in vals, 0 = none. */
typedef struct em_row {
  uint32_t *at;
  size_t cap;
} em_row;

#define EM_CACHE 8
struct en_memo {
  size_t max_bytes;
  cc_ints fingerprint; /* the CFG and options the entries belong to */
  bool active;         /* a fingerprint is set */
  em_map seqs;         /* block sequence -> id (value: one word, the id) */
  em_map prefixes;     /* key prefix -> row (value: one word, the row)    */
  CC_STACK(em_row) rows;
  size_t row_bytes;      /* the rows' arrays                              */
  CC_STACK(cc_word) vals; /* the relations' bits */
  struct {               /* the last prefixes looked up, by hierarchy     */
    int len;             /* 0 = empty */
    int key[EM_INLINE];
    size_t row;
  } cache[EM_CACHE];
  en_memo_stats stats;
};

static void em_map_free(em_map *m) {
  free(m->slots);
  CC_RELEASE(m->keys);
  CC_RELEASE(m->vals);
  memset(m, 0, sizeof *m);
}

/* Slots are chosen by the low bits: every key int is mixed into all of
 * them (FNV's low bits see only the low bits of each byte). */
static uint64_t em_hash(const int *key, int len) {
  uint64_t h = 0x6d656d6fULL + (uint64_t)len;
  for (int i = 0; i < len; i++) {
    h ^= (uint32_t)key[i];
    h *= 0x9e3779b97f4a7c15ULL;
    h ^= h >> 29;
  }
  h ^= h >> 32;
  return h ? h : 1; /* 0 marks an empty slot */
}

static size_t em_bytes(const em_map *m) {
  return m->cap * sizeof(em_slot) + m->keys.cap * sizeof(int) + m->vals.cap * sizeof(cc_word);
}

static const int *em_key(const em_map *m, const em_slot *s) {
  return s->klen <= EM_INLINE ? s->k.key : m->keys.begin + s->k.koff;
}

/* The slot holding key, or the empty slot where it goes. */
static em_slot *em_lookup(const em_map *m, uint64_t h, const int *key, int len) {
  size_t mask = m->cap - 1;
  for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
    em_slot *s = &m->slots[i];
    if (!s->hash) return s;
    if (s->hash == h && s->klen == len &&
        !memcmp(em_key(m, s), key, (size_t)len * sizeof(int)))
      return s;
  }
}

static void em_grow(em_map *m) {
  size_t ocap = m->cap;
  em_slot *old = m->slots;
  m->cap = ocap ? ocap * 2 : 1024;
  m->slots = cc_calloc(m->cap, sizeof *m->slots);
  for (size_t i = 0; i < ocap; i++) {
    if (!old[i].hash) continue;
    size_t t = (size_t)old[i].hash & (m->cap - 1);
    while (m->slots[t].hash) t = (t + 1) & (m->cap - 1);
    m->slots[t] = old[i];
  }
  free(old);
}

/* The value of key, or NULL. */
static const cc_word *em_find(const em_map *m, const int *key, int len) {
  if (!m->cap) return NULL;
  const em_slot *s = em_lookup(m, em_hash(key, len), key, len);
  return s->hash ? m->vals.begin + s->voff : NULL;
}

/* Adds key -> val[0..nval-1] (key not yet present). */
static void em_add(em_map *m, const int *key, int len, const cc_word *val, size_t nval) {
  if (2 * (m->count + 1) > m->cap) em_grow(m);
  uint64_t h = em_hash(key, len);
  em_slot *s = em_lookup(m, h, key, len);
  s->hash = h;
  s->klen = len;
  if (len <= EM_INLINE) {
    memcpy(s->k.key, key, (size_t)len * sizeof(int));
  } else {
    s->k.koff = CC_SIZE(m->keys);
    CC_RESERVE(m->keys, CC_SIZE(m->keys) + (size_t)len);
    memcpy(m->keys.begin + CC_SIZE(m->keys), key, (size_t)len * sizeof(int));
    CC_RESIZE(m->keys, CC_SIZE(m->keys) + (size_t)len);
  }
  s->voff = CC_SIZE(m->vals);
  CC_RESERVE(m->vals, CC_SIZE(m->vals) + nval);
  memcpy(m->vals.begin + CC_SIZE(m->vals), val, nval * sizeof(cc_word));
  CC_RESIZE(m->vals, CC_SIZE(m->vals) + nval);
  m->count++;
}

static void em_clear(en_memo *m) {
  em_map_free(&m->seqs);
  em_map_free(&m->prefixes);
  for (size_t i = 0; i < CC_SIZE(m->rows); i++) free(CC_AT(m->rows, i).at);
  CC_RELEASE(m->rows);
  m->row_bytes = 0;
  CC_RELEASE(m->vals);
  memset(m->cache, 0, sizeof m->cache);
}

static size_t em_total_bytes(const en_memo *m) {
  return em_bytes(&m->seqs) + em_bytes(&m->prefixes) + m->rows.cap * sizeof(em_row) +
         m->row_bytes + m->vals.cap * sizeof(cc_word);
}

/* The row of key's prefix (key[0..len-2], len - 1 <= EM_INLINE), created
 * if create; NULL if absent. */
static em_row *em_row_of(en_memo *m, const int *key, int len, bool create) {
  int plen = len - 1;
  int c = (unsigned)key[0] % EM_CACHE;
  if (m->cache[c].len == plen && !memcmp(m->cache[c].key, key, (size_t)plen * sizeof(int)))
    return &CC_AT(m->rows, m->cache[c].row);
  const cc_word *v = em_find(&m->prefixes, key, plen);
  size_t row;
  if (v) {
    row = (size_t)*v;
  } else {
    if (!create) return NULL;
    row = CC_SIZE(m->rows);
    em_row r = {NULL, 0};
    CC_PUSH(m->rows, r);
    cc_word w = row;
    em_add(&m->prefixes, key, plen, &w, 1);
  }
  m->cache[c].len = plen;
  memcpy(m->cache[c].key, key, (size_t)plen * sizeof(int));
  m->cache[c].row = row;
  return &CC_AT(m->rows, row);
}

en_memo *en_memo_new(size_t max_bytes) {
  en_memo *m = cc_calloc(1, sizeof *m);
  m->max_bytes = max_bytes ? max_bytes : EN_MEMO_DEFAULT_BYTES;
  return m;
}

void en_memo_free(en_memo *m) {
  if (!m) return;
  em_clear(m);
  CC_RELEASE(m->fingerprint);
  free(m);
}

en_memo_stats en_memo_get_stats(const en_memo *m) {
  en_memo_stats s = m->stats;
  s.bytes = em_total_bytes(m);
  return s;
}

void en_memo_begin(en_memo *m, const cv_program *p, const cv_readings *rd, int k,
                   int nhierarchies) {
  cc_ints f = {0};
  int nb = cv_program_nblocks(p);
  CC_PUSH(f, k);
  CC_PUSH(f, nhierarchies);
  /* the readings, as their bytes (a struct of enums) */
  int rdw[(sizeof *rd + sizeof(int) - 1) / sizeof(int)];
  memset(rdw, 0, sizeof rdw);
  memcpy(rdw, rd, sizeof *rd);
  for (size_t i = 0; i < sizeof rdw / sizeof rdw[0]; i++) CC_PUSH(f, rdw[i]);
  CC_PUSH(f, cv_program_entry(p));
  CC_PUSH(f, nb);
  for (int b = 0; b < nb; b++) {
    int ns;
    const int *succ = cv_block_succs(p, b, &ns);
    CC_PUSH(f, ns);
    for (int i = 0; i < ns; i++) CC_PUSH(f, succ[i]);
  }
  bool same = m->active && CC_SIZE(f) == CC_SIZE(m->fingerprint) &&
              !memcmp(f.begin, m->fingerprint.begin, CC_SIZE(f) * sizeof(int));
  if (same) {
    CC_RELEASE(f);
    return;
  }
  if (m->active) m->stats.resets++;
  em_clear(m);
  CC_RELEASE(m->fingerprint);
  m->fingerprint = f;
  m->active = true;
  m->stats.full = false;
}

int en_memo_sequence(en_memo *m, const int *blocks, int len) {
  const cc_word *v = em_find(&m->seqs, blocks, len);
  if (v) return (int)*v;
  cc_word id = m->seqs.count;
  em_add(&m->seqs, blocks, len, &id, 1);
  return (int)id;
}

const cc_word *en_memo_find(en_memo *m, const int *key, int len) {
  const em_row *r = len >= 2 && len - 1 <= EM_INLINE ? em_row_of(m, key, len, false) : NULL;
  size_t last = (size_t)key[len - 1];
  if (r && last < r->cap && r->at[last]) {
    m->stats.hits++;
    return m->vals.begin + r->at[last] - 1;
  }
  m->stats.misses++;
  return NULL;
}

bool en_memo_add(en_memo *m, const int *key, int len, const cc_word *bits, size_t nwords) {
  if (m->stats.full || len < 2 || len - 1 > EM_INLINE || key[len - 1] < 0) return false;
  if (em_total_bytes(m) > m->max_bytes || CC_SIZE(m->vals) + nwords >= UINT32_MAX) {
    m->stats.full = true; /* keeps what it has; later relations are recomputed */
    return false;
  }
  em_row *r = em_row_of(m, key, len, true);
  size_t last = (size_t)key[len - 1];
  if (last >= r->cap) {
    size_t cap = r->cap ? r->cap : 16;
    while (cap <= last) cap *= 2;
    r->at = cc_realloc(r->at, cap * sizeof *r->at);
    memset(r->at + r->cap, 0, (cap - r->cap) * sizeof *r->at);
    m->row_bytes += (cap - r->cap) * sizeof *r->at;
    r->cap = cap;
  }
  r->at[last] = (uint32_t)CC_SIZE(m->vals) + 1;
  CC_RESERVE(m->vals, CC_SIZE(m->vals) + nwords);
  memcpy(m->vals.begin + CC_SIZE(m->vals), bits, nwords * sizeof(cc_word));
  CC_RESIZE(m->vals, CC_SIZE(m->vals) + nwords);
  return true;
}
