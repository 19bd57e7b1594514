/* bench/sweep_groups.c — the unsound claims of sweep shards grouped by
 * cause (rx_group_findings, the grouping of `sweep --reduce`) without
 * auditing again: for a slice run as many shards, each with --json and
 * --save-unsound DIR (bench/sweep-slice.sh), whose claims `sweep --reduce`
 * could only group shard by shard.
 *
 *   sweep_groups FILE
 *       FILE: one claim a line, ANALYSIS TAB FUNCTION TAB SUBJECT TAB PATH
 *       (ANALYSIS ours or llvm; PATH the program's .ll as --save-unsound
 *       wrote it), in the family's order (the representative of a group is
 *       its first claim).  Prints one line per group: claims, programs,
 *       the representative, the cause.
 *
 * Not a user command: built by `make bench` only. */
#include "reduce/reduce.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: sweep_groups FILE (ANALYSIS TAB FUNCTION TAB SUBJECT TAB PATH a line)\n");
    return 2;
  }
  cc_error err;
  cc_error_clear(&err);
  size_t len;
  char *list = cc_read_file(argv[1], (size_t)1 << 30, &len, &err);
  if (!list) {
    fprintf(stderr, "sweep_groups: %s\n", err.msg);
    return 2;
  }
  int n = 0, cap = 0, line = 0;
  au_analysis *an = NULL;
  char **fn = NULL, **sub = NULL, **ll = NULL;
  for (char *s = list, *next; *s; s = next) {
    next = s + strcspn(s, "\n");
    if (*next) *next++ = 0;
    line++;
    char *f[4];
    int nf = 0;
    for (char *t = s; nf < 4; nf++) {
      f[nf] = t;
      t += strcspn(t, "\t");
      if (!*t) {
        nf++;
        break;
      }
      *t++ = 0;
    }
    if (nf != 4 || (strcmp(f[0], "ours") && strcmp(f[0], "llvm"))) {
      fprintf(stderr, "sweep_groups: %s:%d: want ANALYSIS TAB FUNCTION TAB SUBJECT TAB PATH\n",
              argv[1], line);
      return 2;
    }
    char *text = cc_read_file(f[3], (size_t)1 << 24, NULL, &err);
    if (!text) {
      fprintf(stderr, "sweep_groups: %s:%d: %s\n", argv[1], line, err.msg);
      return 2;
    }
    if (n == cap) {
      cap = cap ? 2 * cap : 256;
      an = cc_realloc(an, (size_t)cap * sizeof *an);
      fn = cc_realloc(fn, (size_t)cap * sizeof *fn);
      sub = cc_realloc(sub, (size_t)cap * sizeof *sub);
      ll = cc_realloc(ll, (size_t)cap * sizeof *ll);
    }
    an[n] = strcmp(f[0], "ours") ? AU_LLVM : AU_OURS;
    fn[n] = f[1], sub[n] = f[2], ll[n] = text;
    n++;
  }
  rx_groups gs = {0};
  if (!rx_group_findings(n, an, (const char *const *)fn, (const char *const *)sub,
                         (const char *const *)ll, &gs, &err)) {
    fprintf(stderr, "sweep_groups: %s\n", err.msg);
    return 2;
  }
  printf("claims: %d, groups: %zu\n", n, CC_SIZE(gs));
  for (size_t g = 0; g < CC_SIZE(gs); g++) {
    const rx_group *G = &CC_AT(gs, g);
    printf("%d claims in %d programs\t%s %s\t%s\n", G->claims, G->programs, G->function,
           G->subject, G->key);
  }
  for (int i = 0; i < n; i++) free(ll[i]);
  free(an), free(fn), free(sub), free(ll), free(list);
  CC_RELEASE(gs);
  return 0;
}
