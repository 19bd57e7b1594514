/* model/slots.c — the open-addressing index of interned items that the
 * transformations' name table (transform/paths.c) and the unbounded
 * product's array table (unbounded/product.c) share: slots hold id + 1
 * (0 is empty), probed linearly from the item's hash. */
#include "model/model.h"

#include <stdlib.h>

void cv_slots_make_room(int **slots, size_t *nslots, size_t count, size_t first,
                        uint64_t (*hash)(const void *ctx, size_t id), const void *ctx) {
  if (2 * (count + 1) <= *nslots) return;
  size_t n = *nslots ? 2 * *nslots : first;
  free(*slots);
  *slots = cc_calloc(n, sizeof **slots);
  *nslots = n;
  for (size_t id = 0; id < count; id++) {
    size_t s = hash(ctx, id) & (n - 1);
    while ((*slots)[s]) s = (s + 1) & (n - 1);
    (*slots)[s] = (int)id + 1;
  }
}
