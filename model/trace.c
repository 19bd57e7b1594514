/* model/trace.c — threads and their traces ([CU] "Threads and Dynamic
 * Instances"; docs/design.md §3): a trace is a path from the entry block. */
#include "model/model.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

bool cv_trace_parse(const cv_program *p, const char *text, cv_trace *out,
                    cc_error *err) {
  cc_ints blocks = {0};
  const char *s = text;
  int step = 0;
  while (*s) {
    while (*s && (isspace((unsigned char)*s) || *s == ',')) s++;
    if (s[0] == '-' && s[1] == '>') {
      s += 2;
      continue;
    }
    if (!*s) break;
    const char *b = s;
    while (*s && !isspace((unsigned char)*s) && *s != ',' &&
           !(s[0] == '-' && s[1] == '>'))
      s++;
    char name[256];
    size_t n = (size_t)(s - b) < sizeof name - 1 ? (size_t)(s - b) : sizeof name - 1;
    memcpy(name, b, n);
    name[n] = 0;
    int blk = cv_program_find_block(p, name);
    if (blk < 0) {
      cc_error_set(err, cv_program_file(p), 0, 0,
                   "trace step %d: no block named '%s' in function '%s'",
                   step + 1, name, cv_program_name(p));
      CC_RELEASE(blocks);
      return false;
    }
    CC_PUSH(blocks, blk);
    step++;
  }
  if (CC_EMPTY(blocks)) {
    cc_error_set(err, cv_program_file(p), 0, 0, "empty trace");
    CC_RELEASE(blocks);
    return false;
  }
  out->len = (int)CC_SIZE(blocks);
  out->blocks = blocks.begin;
  return true;
}

bool cv_tuple_check(const cv_program *p, const cv_tuple *t, cc_error *err) {
  if (t->k < 1) {
    cc_error_set(err, cv_program_file(p), 0, 0, "no threads given");
    return false;
  }
  /* the relation is a fixed point over pairs of instances: bounded, so a
   * table of thousands of rows is refused, not computed for minutes
   * (issue 29) */
  long total = 0;
  for (int i = 0; i < t->k; i++) total += t->thread[i].len;
  if (t->k > CV_MAX_TUPLE_THREADS || total > CV_MAX_TUPLE_INSTANCES) {
    cc_error_set(err, cv_program_file(p), 0, 0,
                 "%d threads with %ld dynamic instances: a relation is computed for at most "
                 "%d threads and %d instances",
                 t->k, total, CV_MAX_TUPLE_THREADS, CV_MAX_TUPLE_INSTANCES);
    return false;
  }
  for (int i = 0; i < t->k; i++) {
    const cv_trace *tr = &t->thread[i];
    if (tr->len < 1) {
      cc_error_set(err, cv_program_file(p), 0, 0, "thread %d: empty trace", i + 1);
      return false;
    }
    if (tr->blocks[0] != cv_program_entry(p)) {
      cc_error_set(err, cv_program_file(p), 0, 0,
                   "thread %d, step 1: the trace starts at '%s', not at the "
                   "entry block '%s'",
                   i + 1, cv_block_name(p, tr->blocks[0]),
                   cv_block_name(p, cv_program_entry(p)));
      return false;
    }
    for (int s = 1; s < tr->len; s++)
      if (!cv_block_has_succ(p, tr->blocks[s - 1], tr->blocks[s])) {
        cc_error_set(err, cv_program_file(p), 0, 0,
                     "thread %d, step %d: there is no edge %s -> %s", i + 1,
                     s + 1, cv_block_name(p, tr->blocks[s - 1]),
                     cv_block_name(p, tr->blocks[s]));
        return false;
      }
  }
  return true;
}

void cv_tuple_free(cv_tuple *t) {
  if (!t) return;
  for (int i = 0; i < t->k; i++) free(t->thread[i].blocks);
  free(t->thread);
  t->thread = NULL;
  t->k = 0;
}

int cv_tuple_longest(const cv_tuple *t) {
  int n = 0;
  for (int i = 0; i < t->k; i++)
    if (t->thread[i].len > n) n = t->thread[i].len;
  return n;
}

bool cv_bounds_check(const cv_program *p, int k, int L, const cv_readings *rd,
                     const cv_reading_support supported, const char *who, cc_error *err) {
  const char *file = cv_program_file(p);
  if (k < CV_MIN_THREADS || k > CV_MAX_THREADS) {
    cc_error_set(err, file, 0, 0, "--threads must be 2, 3 or 4 (got %d)", k);
    return false;
  }
  if (L < CV_MIN_BOUND || L > CV_MAX_BOUND) {
    cc_error_set(err, file, 0, 0, "--bound must be between %d and %d block executions (got %d)",
                 CV_MIN_BOUND, CV_MAX_BOUND, L);
    return false;
  }
  if (!cv_readings_check(rd, supported, who, NULL, err)) {
    snprintf(err->file, sizeof err->file, "%s", file);
    return false;
  }
  return true;
}

int cv_tuple_number(const cv_tuple *t, int **off, int **thread_of, int **pos_of,
                    int **block_of) {
  int *o = cc_malloc(((size_t)t->k + 1) * sizeof(int));
  int n = 0;
  for (int i = 0; i < t->k; i++) {
    o[i] = n;
    n += t->thread[i].len;
  }
  o[t->k] = n;
  *off = o;
  *thread_of = cc_malloc(((size_t)n + 1) * sizeof(int));
  if (pos_of) *pos_of = cc_malloc(((size_t)n + 1) * sizeof(int));
  *block_of = cc_malloc(((size_t)n + 1) * sizeof(int));
  for (int i = 0; i < t->k; i++)
    for (int s = 0; s < t->thread[i].len; s++) {
      (*thread_of)[o[i] + s] = i;
      if (pos_of) (*pos_of)[o[i] + s] = s;
      (*block_of)[o[i] + s] = t->thread[i].blocks[s];
    }
  return n;
}
