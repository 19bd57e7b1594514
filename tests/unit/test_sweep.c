/* Unit tests of sweep/family.c: the family of a sweep and its shards. */
#include "harness.h"
#include "sweep/sweep.h"

#include <stdlib.h>

TEST(sweep_shard_parse) {
  cc_error err;
  int i = 0, m = 0;
  cc_error_clear(&err);
  CHECK(sw_shard_parse("1/1", &i, &m, &err));
  CHECK_INT(i, 1);
  CHECK_INT(m, 1);
  CHECK(sw_shard_parse("3/12", &i, &m, &err));
  CHECK_INT(i, 3);
  CHECK_INT(m, 12);
  static const char *const bad[] = {"0/2", "3/2", "1/0", "1", "/2", "1/", "a/2",
                                    "1/2x", "-1/2", "1/2/3", "", "1/99999999",
                                    " 1/2"};
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    cc_error_clear(&err);
    if (sw_shard_parse(bad[k], &i, &m, &err))
      th_fail(__FILE__, __LINE__, "shard '%s' accepted", bad[k]);
    CHECK_CONTAINS(err.msg, "not a shard");
  }
}

static bool count_masks(const en_shape *s, void *arg) {
  uint64_t *n = arg;
  *n += (uint64_t)1 << en_shape_nbranches(s);
  return true;
}

/* sw_family_build of o into *f as one CHECK: a refusal fails it, with the
 * message. */
static bool build(const sw_family_opts *o, sw_family *f) {
  cc_error err;
  cc_error_clear(&err);
  bool ok = sw_family_build(o, f, &err);
  th_checks++;
  if (!ok) th_fail(__FILE__, __LINE__, "sw_family_build: %s", err.msg);
  return ok;
}

/* With every branch divergent the family is one program per shape: 1 + 2
 * + 18 shapes of 1..3 blocks (the counts test_families checks against a
 * brute force); with every assignment, 2^branches programs per shape. */
TEST(sweep_family_sizes) {
  sw_family f;
  sw_family_opts o = {.blocks = 3, .divergence = SW_DIV_ALL, .shard = 1, .nshards = 1};
  build(&o, &f);
  CHECK_INT(f.total, 21);
  CHECK_INT(f.n, 21);
  for (size_t k = 0; k < f.n; k++) {
    int nb = en_shape_nbranches(&f.items[k].shape);
    CHECK_INT(f.items[k].mask, nb ? (1u << nb) - 1 : 0);
    CHECK_INT(f.items[k].index, k);
  }
  sw_family_free(&f);
  uint64_t each = 0;
  en_shapes(3, count_masks, &each);
  o.divergence = SW_DIV_EACH;
  build(&o, &f);
  CHECK_INT(f.total, each);
  CHECK_INT(f.n, each);
  sw_family_free(&f);
}

/* Shards partition the family: every program is in exactly one shard, the
 * one its shape's index says (the masks of a shape stay together), and
 * each shard lists the same programs as the whole family does at those
 * indices. */
TEST(sweep_shards_partition) {
  sw_family whole;
  sw_family_opts o = {.blocks = 4, .divergence = SW_DIV_EACH, .shard = 1, .nshards = 1};
  build(&o, &whole);
  enum { M = 3 };
  size_t seen = 0;
  for (int i = 1; i <= M; i++) {
    sw_family part;
    o.shard = i;
    o.nshards = M;
    build(&o, &part);
    CHECK_INT(part.total, whole.total);
    for (size_t k = 0; k < part.n; k++) {
      const sw_item *it = &part.items[k];
      CHECK_INT(it->shape_index % M, i - 1);
      CHECK(it->index < whole.n);
      if (it->index >= whole.n) break;
      const sw_item *w = &whole.items[it->index];
      CHECK_INT(it->mask, w->mask);
      CHECK_INT(it->shape_index, w->shape_index);
      /* every mask of the shape, in order, in this shard */
      if (k > 0 && part.items[k - 1].shape_index == it->shape_index)
        CHECK_INT(it->index, part.items[k - 1].index + 1);
      CHECK(!memcmp(&it->shape, &w->shape, sizeof it->shape));
    }
    seen += part.n;
    sw_family_free(&part);
  }
  CHECK_INT(seen, whole.n);
  sw_family_free(&whole);
}

/* Random families are deterministic for a seed and differ between seeds. */
TEST(sweep_random_family) {
  sw_family a, b, c;
  sw_family_opts o = {.blocks = 5, .divergence = SW_DIV_ALL, .random = true,
                      .seed = 7, .count = 20, .shard = 1, .nshards = 1};
  build(&o, &a);
  build(&o, &b);
  o.seed = 8;
  build(&o, &c);
  CHECK_INT(a.n, 20);
  CHECK_INT(b.n, 20);
  CHECK_INT(c.n, 20);
  bool same_ab = a.n == b.n, same_ac = a.n == c.n;
  for (size_t k = 0; k < a.n && k < b.n && k < c.n; k++) {
    CHECK_INT(a.items[k].shape.n, 5);
    same_ab = same_ab && !memcmp(&a.items[k].shape, &b.items[k].shape, sizeof(en_shape));
    same_ac = same_ac && !memcmp(&a.items[k].shape, &c.items[k].shape, sizeof(en_shape));
  }
  CHECK(same_ab);
  CHECK(!same_ac);
  sw_family_free(&a);
  sw_family_free(&b);
  sw_family_free(&c);
}

TEST(sweep_family_bad_options) {
  cc_error err;
  sw_family f;
  sw_family_opts o = {.blocks = 0, .divergence = SW_DIV_ALL, .shard = 1, .nshards = 1};
  cc_error_clear(&err);
  CHECK(!sw_family_build(&o, &f, &err));
  CHECK_CONTAINS(err.msg, "blocks");
  o.blocks = EN_MAX_BLOCKS + 1;
  cc_error_clear(&err);
  CHECK(!sw_family_build(&o, &f, &err));
  o.blocks = 3;
  o.shard = 3;
  o.nshards = 2;
  cc_error_clear(&err);
  CHECK(!sw_family_build(&o, &f, &err));
  CHECK_CONTAINS(err.msg, "shard");
}

/* sw_item_weight: (paths of at most L blocks from the entry)^k, by hand.
 * B0 -> B1 (exit): one path, weight 1.  B0 -> B0, B1 with L=3: B0 B1,
 * B0 B0 B1, and B0 B0 B0 cut at L: 3 paths, 9 pairs of them (k=2). */
TEST(sweep_item_weight) {
  sw_item it;
  memset(&it, 0, sizeof it);
  it.shape.n = 2;
  it.shape.nsucc[0] = 1, it.shape.succ[0][0] = 1;
  CHECK(sw_item_weight(&it, 2, 3) == 1.0);
  it.shape.nsucc[0] = 2, it.shape.succ[0][0] = 0, it.shape.succ[0][1] = 1;
  CHECK(sw_item_weight(&it, 2, 3) == 9.0);
  CHECK(sw_item_weight(&it, 3, 3) == 27.0);
}
