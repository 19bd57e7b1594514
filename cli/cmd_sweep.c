/* cli/cmd_sweep.c — `convcheck sweep`: audits a family of generated CFGs
 * (docs/design.md §7 "families"), or one shard of it, with our analysis and/or
 * LLVM's, records the run and prints the totals. */
#include "cli/cli.h"
#include "cli/sweep_parts.h"
#include "reduce/reduce.h"
#include "sweep/sweep.h"

#include <errno.h>
#include <stdlib.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

/* The readings of the sweep's reference (the explicit engine). */
static const cv_reading_support sweep_readings = {[CV_RD_hierarchies] = CV_SUPPORT_ALL};

const cli_doc cli_doc_sweep = {
    .synopsis = "sweep --blocks N [OPTIONS]",
    .text = "Audits uniformity analyses on a family of generated programs: every CFG\n"
            "shape of up to N blocks (out-degree <= 2, every block reachable, once up\n"
            "to isomorphism), or C random shapes of exactly N blocks.  Each program is\n"
            "rendered as LLVM IR, read back, and every claim of the analyses (each\n"
            "value and branch: uniform or divergent) is checked against the reference\n"
            "(every cycle hierarchy, within -k/-L): 'unsound' = called uniform, the\n"
            "reference has a witness of divergence (established); 'imprecise' =\n"
            "called divergent, uniform in every hierarchy within the bounds (bounded);\n"
            "'agree' otherwise.  See docs/sweeps.md.\n",
    .more = "exit status: 0 no unsound claim, 1 some claim unsound, 2 usage or input\n"
            "error (opt-22 missing or failing included)\n",
    .min_args = 0, .max_args = 0, .arg_name = "ARG", .readings = &sweep_readings,
    .examples =
                 "sweep --blocks 3 -L 6\taudit both analyses on every CFG of up to 3 blocks\n",
    .see_also = "docs/sweeps.md, docs/audit.md"};

static const char *const CMD = "sweep";



static bool parse_u64(const char *opt, const char *text, uint64_t hi, uint64_t *out) {
  char *end;
  errno = 0;
  if (!text || !*text || *text == '-' || *text == '+' || *text == ' ') goto bad;
  unsigned long long v = strtoull(text, &end, 10);
  if (*end || errno || v > hi) goto bad;
  *out = v;
  return true;
bad:
  cli_usage_error(CMD, "%s needs a whole number 0..%llu, got '%s'", opt,
                  (unsigned long long)hi, text ? text : "");
  return false;
}

/* Returns -1 to go on, or the exit status. */
static int parse_args(cli_ctx *ctx, cli_sweep_args *a) {
  memset(a, 0, sizeof *a);
  sw_opts_default(&a->o);
  static const char *const analyses[] = {"ours", "llvm", "both"};
  long an = CLI_NUM(ctx, analysis);
  a->analysis = analyses[an];
  a->o.audit.analyses[AU_OURS] = an != 1;
  a->o.audit.analyses[AU_LLVM] = an != 0;
  a->o.audit.engine.k = (int)CLI_NUM(ctx, threads);
  a->o.audit.engine.L = (int)CLI_NUM(ctx, bound);
  a->o.audit.engine.rd = ctx->rd;
  a->o.audit.opt_path = CLI_TEXT(ctx, opt);
  a->o.batch = (int)CLI_NUM(ctx, batch);
  a->o.family.divergence = CLI_NUM(ctx, divergence) ? SW_DIV_EACH : SW_DIV_ALL;
  a->save_dir = CLI_TEXT(ctx, save_unsound);
  a->emit_dir = CLI_TEXT(ctx, emit_dir);
  a->tokens = CLI_FLAG_ON(ctx, tokens);
  a->json = CLI_FLAG_ON(ctx, json);
  a->reduce = CLI_FLAG_ON(ctx, sweep_reduce);
  a->llvm_reduce = CLI_TEXT(ctx, llvm_reduce) ? CLI_TEXT(ctx, llvm_reduce) : rx_find_llvm_reduce();
  if (a->reduce && CLI_TEXT(ctx, emit_dir)) return cli_usage_error(CMD, "--reduce audits: not with --emit-ll");
  if (a->reduce && !a->llvm_reduce)
    return cli_usage_error(CMD, "--reduce: llvm-reduce not found (llvm-22; or --llvm-reduce PATH)");
  if (!CLI_GIVEN(ctx, blocks)) return cli_usage_error(CMD, "--blocks N is required");
  a->o.family.blocks = (int)CLI_NUM(ctx, blocks);
  if (CLI_GIVEN(ctx, seed) && !parse_u64("--seed", CLI_TEXT(ctx, seed), UINT64_MAX, &a->o.family.seed))
    return CLI_ERROR;
  if (CLI_GIVEN(ctx, random)) {
    if (!parse_u64("--random", CLI_TEXT(ctx, random), SW_MAX_FAMILY, &a->o.family.count))
      return CLI_ERROR;
    if (a->o.family.count < 1) return cli_usage_error(CMD, "--random needs at least 1 shape");
    a->o.family.random = true;
  }
  if (CLI_GIVEN(ctx, shard)) {
    cc_error err;
    cc_error_clear(&err);
    if (!sw_shard_parse(CLI_TEXT(ctx, shard), &a->o.family.shard, &a->o.family.nshards, &err))
      return cli_usage_error(CMD, "%s", err.msg);
  }
  if (CLI_GIVEN(ctx, seed) && !CLI_GIVEN(ctx, random))
    return cli_usage_error(CMD, "--seed goes with --random C");
  if (a->tokens && !a->emit_dir) return cli_usage_error(CMD, "--tokens goes with --emit-ll DIR");
  if (a->emit_dir) {
    struct stat st;
    if (stat(a->emit_dir, &st) != 0 || !S_ISDIR(st.st_mode))
      return cli_usage_error(CMD, "--emit-ll: '%s' is not a directory", a->emit_dir);
  }
  if (a->save_dir) {
    struct stat st;
    if (stat(a->save_dir, &st) != 0 || !S_ISDIR(st.st_mode))
      return cli_usage_error(CMD, "--save-unsound: '%s' is not a directory", a->save_dir);
  }
  return -1;
}

/* The options as JSON, recorded with the run and printed with --json. */
static void put_options(cc_json *j, const cli_sweep_args *a) {
  const sw_family_opts *f = &a->o.family;
  cc_json_begin_object(j);
  cc_json_member_int(j, "blocks", f->blocks);
  cc_json_member_string(j, "divergence", f->divergence == SW_DIV_EACH ? "each" : "all");
  cc_json_key(j, "random");
  if (f->random) cc_json_int(j, (long long)f->count);
  else cc_json_null(j);
  cc_json_key(j, "seed");
  char seed[24];
  snprintf(seed, sizeof seed, "%llu", (unsigned long long)f->seed);
  if (f->random) cc_json_string(j, seed); /* a string: 64-bit seeds exceed JSON doubles */
  else cc_json_null(j);
  cc_json_member_int(j, "shard", f->shard);
  cc_json_member_int(j, "shards", f->nshards);
  cc_json_member_string(j, "analysis", a->analysis);
  cc_json_member_int(j, "k", a->o.audit.engine.k);
  cc_json_member_int(j, "L", a->o.audit.engine.L);
  cc_json_member_string(j, "hierarchies", CV_READING_NAME(&a->o.audit.engine.rd, hierarchies));
  cc_json_end_object(j);
}

/* "every shape of up to 4 blocks", "100 random shapes of 6 blocks (seed 1)" */
static void family_words(const sw_family_opts *f, char *buf, size_t n) {
  if (f->random)
    snprintf(buf, n, "%llu random shapes of %d blocks (seed %llu)", (unsigned long long)f->count, f->blocks,
             (unsigned long long)f->seed);
  else
    snprintf(buf, n, "every shape of up to %d %s", f->blocks, cc_plural(f->blocks, "block", "blocks"));
}

static void family_text(const cli_sweep_args *a, const sw_result *r, cc_buf *out) {
  const sw_family_opts *f = &a->o.family;
  char words[200];
  family_words(f, words, sizeof words);
  cc_buf_printf(out, "sweep: %s", words);
  cc_buf_printf(out, ", %s: %llu %s", f->divergence == SW_DIV_EACH
                                         ? "every assignment of divergent branches"
                                         : "every branch divergent",
                (unsigned long long)r->total, cc_plural((long long)r->total, "program", "programs"));
  if (f->nshards > 1)
    cc_buf_printf(out, "; shard %d/%d: %llu %s", f->shard, f->nshards, (unsigned long long)r->programs,
                  cc_plural((long long)r->programs, "program", "programs"));
  cc_buf_putc(out, '\n');
}

/* --json: the shape of docs/sweeps.md. */
static void show_json(const cli_sweep_args *a, const sw_result *res, double secs, double rate,
                      long long run_id, cc_buf *out) {
  const en_opts *eo = &a->o.audit.engine;
  cc_json j;
  cc_json_init(&j, out);
  cc_json_begin_object(&j);
  cc_json_key(&j, "options");
  put_options(&j, a);
  cc_json_member_int(&j, "family_programs", (long long)res->total);
  cc_json_member_int(&j, "programs", (long long)res->programs);
  cc_json_key(&j, "bounds");
  cc_json_begin_object(&j);
  cc_json_member_int(&j, "k", eo->k);
  cc_json_member_int(&j, "L", eo->L);
  cc_json_member_bool(&j, "cut", res->cut);
  cc_json_member_bool(&j, "truncated", res->truncated);
  cc_json_member_int(&j, "tuples", (long long)res->tuples);
  cc_json_member_int(&j, "relations_computed", (long long)res->relations_computed);
  cc_json_member_int(&j, "relations_shared", (long long)res->relations_shared);
  cc_json_end_object(&j);
  cc_json_key(&j, "analyses");
  cc_json_begin_array(&j);
  for (int x = 0; x < AU_NANALYSES; x++) {
    if (!a->o.audit.analyses[x]) continue;
    const au_counts *c = &res->counts[x];
    cc_json_begin_object(&j);
    cc_json_member_string(&j, "analysis", au_analysis_name((au_analysis)x));
    cc_json_member_int(&j, "functions", c->functions);
    cc_json_member_int(&j, "claims", c->claims);
    cc_json_member_int(&j, "unsound", c->unsound);
    cc_json_member_int(&j, "imprecise", c->imprecise);
    cc_json_member_int(&j, "agree", c->agree);
    cc_json_end_object(&j);
  }
  cc_json_end_array(&j);
  cc_json_key(&j, "unsound");
  cc_json_begin_array(&j);
  for (size_t i = 0; i < CC_SIZE(res->unsound); i++) {
    const sw_finding *f = &CC_AT(res->unsound, i);
    cc_json_begin_object(&j);
    cc_json_member_string(&j, "analysis", au_analysis_name(f->analysis));
    cc_json_member_string(&j, "function", f->function);
    cc_json_member_string(&j, "subject", f->subject);
    cc_json_member_string(&j, "cfg", f->cfg);
    cc_json_key(&j, "witness");
    if (f->witness) cc_json_string(&j, f->witness);
    else cc_json_null(&j);
    cc_json_end_object(&j);
  }
  cc_json_end_array(&j);
  cc_json_key(&j, "seconds");
  cc_json_double(&j, secs);
  cc_json_key(&j, "programs_per_second");
  cc_json_double(&j, rate);
  cc_json_key(&j, "run");
  if (run_id) cc_json_int(&j, run_id);
  else cc_json_null(&j);
  cc_json_end_object(&j);
  cc_buf_putc(out, '\n');
}

/* The totals as text, the unsound claims, the reduced groups. */
static void show_text(const cli_sweep_args *a, const sw_result *res, double secs, double rate,
                      const cc_buf *groups, cc_buf *out) {
  const en_opts *eo = &a->o.audit.engine;
  family_text(a, res, out);
  cc_buf_printf(out, "reference: k=%d, L=%d, %s hierarchies%s%s; imprecise claims hold "
                      "within these bounds, unsound ones have a witness\n",
                eo->k, eo->L, CV_READING_NAME(&eo->rd, hierarchies),
                res->cut ? " (some traces cut at L)" : "",
                res->truncated ? " (some runs stopped by the tuple limit)" : "");
  cc_buf_printf(out, "%-9s %9s %9s %9s %9s %9s\n", "analysis", "functions", "claims",
                "unsound", "imprecise", "agree");
  for (int x = 0; x < AU_NANALYSES; x++) {
    if (!a->o.audit.analyses[x]) continue;
    const au_counts *c = &res->counts[x];
    cc_buf_printf(out, "%-9s %9d %9d %9d %9d %9d\n", au_analysis_name((au_analysis)x),
                  c->functions, c->claims, c->unsound, c->imprecise, c->agree);
  }
  for (size_t i = 0; i < CC_SIZE(res->unsound); i++) {
    const sw_finding *f = &CC_AT(res->unsound, i);
    if (i == 0) cc_buf_puts(out, "unsound claims:\n");
    cc_buf_printf(out, "  %s: %s %s%s%s\n", au_analysis_name(f->analysis), f->function,
                  f->subject, f->text ? ": " : "", f->text ? f->text : "");
  }
  cc_buf_puts(out, cc_buf_str(groups));
  cc_buf_printf(out, "%.2f s, %.1f programs/s\n", secs, rate);
}

int cli_cmd_sweep(cli_ctx *ctx) {
  cli_sweep_args a;
  int rc = parse_args(ctx, &a);
  if (rc >= 0) return rc;
  cc_error err;
  cc_error_clear(&err);
  sw_family fam;
  if (!sw_family_build(&a.o.family, &fam, &err)) {
    cli_report(&err);
    return CLI_ERROR;
  }
  if (a.emit_dir) {
    int rc2 = cli_sweep_emit_family(&a, &fam);
    sw_family_free(&fam);
    return rc2;
  }
  cc_buf opts;
  cc_buf_init(&opts);
  cc_json oj;
  cc_json_init(&oj, &opts);
  put_options(&oj, &a);

  cli_record *rec = &ctx->rec;
  char read[200]; /* what it reads, for `results list` (it has no FILE) */
  family_words(&a.o.family, read, sizeof read);
  rec->read = read;
  bool begun = cli_record_begin(rec, "sweep", cc_buf_str(&opts), a.o.audit.engine.k,
                                a.o.audit.engine.L);
  cc_buf_free(&opts);
  if (!begun) {
    sw_family_free(&fam);
    return CLI_ERROR;
  }
  cli_progress pr;
  cli_progress_init(&pr, "sweep (programs)");
  a.o.progress = cli_progress_cb;
  a.o.progress_weight = cli_progress_weight_cb;
  a.o.progress_arg = &pr;
  sw_result res;
  sw_result_init(&res);
  double t0 = cc_now();
  bool ok = sw_run(&a.o, &fam, rec->run, &res, &err);
  double secs = cc_now() - t0;
  cli_progress_done(&pr);
  if (ok && a.save_dir) ok = cli_sweep_save_unsound(a.save_dir, &res, &err);
  cc_buf groups;
  cc_buf_init(&groups);
  if (ok && a.reduce) ok = cli_sweep_reduce_groups(&a, &res, rec, &groups, &err);
  if (!ok) {
    cc_buf_free(&groups);
    cli_report(&err);
    if (rec->run) fprintf(stderr, "convcheck: the run was not recorded (%s is unchanged)\n", rec->db);
    sw_result_free(&res);
    sw_family_free(&fam);
    return CLI_ERROR;
  }
  if (cli_record_finish(rec, CLI_HOLDS) != CLI_HOLDS) {
    sw_result_free(&res);
    sw_family_free(&fam);
    return CLI_ERROR;
  }
  long long run_id = rec->id;

  int nunsound = 0;
  for (int x = 0; x < AU_NANALYSES; x++) nunsound += res.counts[x].unsound;
  double rate = secs > 0 ? (double)res.programs / secs : 0;
  cc_buf out;
  cc_buf_init(&out);
  if (a.json) show_json(&a, &res, secs, rate, run_id, &out);
  else show_text(&a, &res, secs, rate, &groups, &out);
  cc_buf_free(&groups);
  rc = cli_write(&out);
  if (rc == CLI_HOLDS && nunsound) rc = CLI_FAILS;
  cc_buf_free(&out);
  sw_result_free(&res);
  sw_family_free(&fam);
  return rc;
}
