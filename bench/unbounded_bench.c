/* bench/unbounded_bench.c — the unbounded verdicts against the bounded
 * explicit engine over the CFG families (issue 12, "Done when"), in
 * process; bench/unbounded.sh drives it.
 *
 *   unbounded_bench family N [-L L] [-k K] [--values] [--shard I/M]
 *                          [--sample S] [--max-tuples T]
 *       every CFG shape with 1..N blocks, every divergence assignment
 *       (enumerate/families.h): unbounded/ decides every block (and with
 *       --values every value and branch), the bounded engine at k=K (2),
 *       L (16) checks it.  Prints the totals; exit 1 on a disagreement.
 *       --shard I/M takes whole shapes, the programs of `convcheck sweep
 *       --blocks N --divergence each --shard I/M`; --sample S every S-th
 *       program of the family (by its running index) within it.
 *
 *   unbounded_bench threads N -k K -L L [--sample S]
 *       every admissible tuple of K threads within L of every CFG shape with
 *       1..N blocks and every divergence assignment, every all-entries
 *       hierarchy, both readings: does the least fixed point relate exactly
 *       the pairs with equal signatures (unbounded/threads.h)?  Exit 1 with
 *       the first counterexample.
 *
 *   unbounded_bench cross [-L L] [--values] FILE...
 *       the same cross-check on every function of every FILE (L default 16).
 *
 *   unbounded_bench table FILE...
 *       for every function of every FILE: its blocks, how many are proven,
 *       fail, are unknown (m-convergence, uncontrolled), the products and
 *       states the engine explored and its time (ub_run_new, in process),
 *       one tab-separated line each; then the same for uniformity
 *       (values and branches).
 *
 * Not a user command: built by `make bench` only. */
#include "unbounded/crosscheck.h"
#include "unbounded/threads.h"

#include "front/front.h"
#include "sweep/sweep.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_counts(const char *what, const ub_cross_counts *c) {
  printf("%s: %llu, proven %llu, fails %llu, unknown %llu\n", what,
         (unsigned long long)c->items, (unsigned long long)c->proven,
         (unsigned long long)c->fails, (unsigned long long)c->unknown);
}

static int threads(int argc, char **argv) {
  int n = atoi(argv[2]), k = 3, L = 6;
  uint64_t sample = 0;
  for (int i = 3; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "-k")) k = atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "-L")) L = atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "--sample")) sample = strtoull(argv[i + 1], NULL, 10);
    else {
      fprintf(stderr, "unbounded_bench: unknown argument '%s'\n", argv[i]);
      return 2;
    }
  }
  ub_threads_result res;
  memset(&res, 0, sizeof res);
  cc_error err;
  cc_error_clear(&err);
  if (!ub_threads_search(n, k, L, sample, &res, &err)) {
    fprintf(stderr, "unbounded_bench: %s\n", err.msg);
    return 2;
  }
  printf("signature theorem, k=%d, L=%d, up to %d blocks, every divergence assignment%s: %llu "
         "programs, %llu tuples, %llu relations (hierarchy x reading): %s\n",
         k, L, n, sample > 1 ? " (sampled)" : "", (unsigned long long)res.programs,
         (unsigned long long)res.tuples, (unsigned long long)res.relations,
         res.found ? "COUNTEREXAMPLE" : "every relation is the signatures' equality");
  if (res.found) printf("%s%s", cc_buf_str(&res.program), cc_buf_str(&res.witness));
  int rc = res.found ? 1 : 0;
  ub_threads_result_free(&res);
  return rc;
}

static int table(int argc, char **argv) {
  printf("function\tblocks\tproven\tfails\tunknown\tproducts\tstates\tseconds\t"
         "values\tv_proven\tv_fails\tv_unknown\tv_seconds\n");
  int rc = 0;
  for (int i = 2; i < argc; i++) {
    cc_error err;
    cc_error_clear(&err);
    cv_module *m = fe_load(argv[i], NULL, &err);
    if (!m) {
      fprintf(stderr, "unbounded_bench: %s: %s\n", argv[i], err.msg);
      return 2;
    }
    const char *base = strrchr(argv[i], '/');
    base = base ? base + 1 : argv[i];
    for (int f = 0; f < cv_module_count(m); f++) {
      const cv_program *p = cv_module_program(m, f);
      ub_opts o;
      ub_opts_default(&o);
      ub_run *r = ub_run_new(p, &o, false, &err);
      ub_run *v = r ? ub_run_new(p, &o, true, &err) : NULL;
      if (!r || !v) {
        fprintf(stderr, "unbounded_bench: %s: %s\n", argv[i], err.msg);
        ub_run_free(r);
        rc = 2;
        continue;
      }
      int n[3] = {0, 0, 0}, nv[3] = {0, 0, 0}, blocks = 0, values = 0;
      for (int b = 0; b < cv_program_nblocks(p); b++) {
        if (!cv_block_reachable(p, b)) continue;
        blocks++;
        n[r->blocks[b].verdict]++;
      }
      for (int j = 0; j < cv_program_ninsts(p); j++) {
        if (!cv_block_reachable(p, cv_program_inst(p, j)->block)) continue;
        values++;
        nv[v->values[j].verdict]++;
      }
      for (int b = 0; b < cv_program_nblocks(p); b++) {
        int ns;
        cv_block_succs(p, b, &ns);
        if (!cv_block_reachable(p, b) || ns < 2) continue;
        values++;
        nv[v->branches[b].verdict]++;
      }
      printf("%s:%s\t%d\t%d\t%d\t%d\t%d\t%llu\t%.3f\t%d\t%d\t%d\t%d\t%.3f\n", base,
             cv_program_name(p), blocks, n[UB_PROVEN], n[UB_FAILS], n[UB_UNKNOWN], r->products,
             (unsigned long long)r->states, r->seconds, values, nv[UB_PROVEN], nv[UB_FAILS],
             nv[UB_UNKNOWN], v->seconds);
      ub_run_free(r);
      ub_run_free(v);
    }
    cv_module_free(m);
  }
  return rc;
}

/* unbounded_bench cross [-L L] [--values] FILE...: the cross-check of every
 * function of every FILE (ub_cross_program), totals printed. */
static int cross(int argc, char **argv) {
  ub_cross_opts o;
  ub_cross_opts_default(&o);
  ub_cross acc;
  memset(&acc, 0, sizeof acc);
  int rc = 0;
  for (int i = 2; i < argc; i++) {
    if (!strcmp(argv[i], "-L") && i + 1 < argc) {
      o.L = atoi(argv[++i]);
      continue;
    }
    if (!strcmp(argv[i], "--values")) {
      o.values = true;
      continue;
    }
    cc_error err;
    cc_error_clear(&err);
    cv_module *m = fe_load(argv[i], NULL, &err);
    for (int f = 0; m && f < cv_module_count(m) && !err.set; f++)
      ub_cross_program(cv_module_program(m, f), &o, &acc, &err);
    if (err.set) {
      fprintf(stderr, "unbounded_bench: %s: %s\n", argv[i], err.msg);
      rc = 2;
    }
    cv_module_free(m);
  }
  printf("functions: %llu, bounded engine k=%d, L=%d\n", (unsigned long long)acc.programs, o.k,
         o.L);
  print_counts("blocks", &acc.blocks);
  if (o.values) print_counts("values and branches", &acc.values);
  printf("disagreements: %llu (witnesses not replayed: %llu); witnesses longer than L: %llu; "
         "bounded runs stopped by --max-tuples: %llu\n",
         (unsigned long long)acc.disagree, (unsigned long long)acc.bugs,
         (unsigned long long)acc.deeper, (unsigned long long)acc.bounded_truncated);
  if (acc.disagree) printf("first disagreement: %s\n", acc.first);
  ub_cross_free(&acc);
  return rc ? rc : acc.disagree ? 1 : 0;
}

int main(int argc, char **argv) {
  if (argc >= 3 && !strcmp(argv[1], "cross")) return cross(argc, argv);
  if (argc >= 3 && !strcmp(argv[1], "threads")) return threads(argc, argv);
  if (argc >= 3 && !strcmp(argv[1], "table")) return table(argc, argv);
  if (argc < 3 || strcmp(argv[1], "family")) {
    fprintf(stderr, "usage: unbounded_bench table FILE...\n"
                    "       unbounded_bench cross [-L L] [--values] FILE...\n"
                    "       unbounded_bench threads N -k K -L L [--sample S]\n"
                    "       unbounded_bench family N [-L L] [-k K] [--values] [--shard I/M] "
                    "[--sample S] [--max-tuples T] [--list-unknown]\n");
    return 2;
  }
  int n = atoi(argv[2]);
  ub_cross_opts o;
  ub_cross_opts_default(&o);
  cc_error err;
  cc_error_clear(&err);
  for (int i = 3; i < argc; i++) {
    if (!strcmp(argv[i], "-L") && i + 1 < argc) o.L = atoi(argv[++i]);
    else if (!strcmp(argv[i], "-k") && i + 1 < argc) o.k = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--values")) o.values = true;
    else if (!strcmp(argv[i], "--list-unknown")) {
      o.unknown_log = cc_calloc(1, sizeof *o.unknown_log);
      cc_buf_init(o.unknown_log);
    }
    else if (!strcmp(argv[i], "--sample") && i + 1 < argc) o.sample = strtoull(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "--max-tuples") && i + 1 < argc)
      o.max_tuples = strtoull(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "--shard") && i + 1 < argc) {
      if (!sw_shard_parse(argv[++i], &o.shard, &o.nshards, &err)) {
        fprintf(stderr, "unbounded_bench: %s\n", err.msg);
        return 2;
      }
    } else {
      fprintf(stderr, "unbounded_bench: unknown argument '%s'\n", argv[i]);
      return 2;
    }
  }
  ub_cross acc;
  memset(&acc, 0, sizeof acc);
  if (!ub_cross_family(n, &o, &acc, &err)) {
    fprintf(stderr, "unbounded_bench: %s\n", err.msg);
    return 2;
  }
  printf("programs: %llu (up to %d blocks, every divergence assignment%s), bounded engine k=%d, "
         "L=%d\n", (unsigned long long)acc.programs, n, o.nshards > 1 ? ", one shard" : "", o.k, o.L);
  print_counts("blocks", &acc.blocks);
  if (o.values) print_counts("values and branches", &acc.values);
  printf("disagreements: %llu (witnesses not replayed: %llu)\n", (unsigned long long)acc.disagree,
         (unsigned long long)acc.bugs);
  printf("witnesses longer than L: %llu; unknown that the bounded engine refutes: %llu; bounded "
         "runs stopped by --max-tuples: %llu\n",
         (unsigned long long)acc.deeper, (unsigned long long)acc.unknown_refuted,
         (unsigned long long)acc.bounded_truncated);
  printf("seconds: unbounded %.2f (max per program %.3f, %s), bounded %.2f\n", acc.seconds_ub,
         acc.max_ub_seconds, acc.slowest[0] ? acc.slowest : "-", acc.seconds_bounded);
  if (acc.disagree) printf("first disagreement: %s\n%s", acc.first, cc_buf_str(&acc.first_cfg));
  if (o.unknown_log) {
    printf("unknown:\n%s", cc_buf_str(o.unknown_log));
    cc_buf_free(o.unknown_log);
    free(o.unknown_log);
  }
  ub_cross_free(&acc);
  return acc.disagree ? 1 : 0;
}
