/* cli/cmd_sweep.c — `convcheck sweep`: audits a family of generated CFGs
 * (docs/design.md §7 "families"), or one shard of it, with our analysis and/or
 * LLVM's, records the run and prints the totals. */
#include "cli/cli.h"
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
    .min_args = 0, .max_args = 0, .arg_name = "ARG", .readings = &sweep_readings};

static const char *const CMD = "sweep";


typedef struct sweep_args {
  sw_opts o;
  const char *save_dir, *analysis, *emit_dir;
  bool json, tokens, reduce;
  const char *llvm_reduce;
} sweep_args;

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
static int parse_args(cli_ctx *ctx, sweep_args *a) {
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
static void put_options(cc_json *j, const sweep_args *a) {
  const sw_family_opts *f = &a->o.family;
  cc_json_begin_object(j);
  cc_json_key(j, "blocks");
  cc_json_int(j, f->blocks);
  cc_json_key(j, "divergence");
  cc_json_string(j, f->divergence == SW_DIV_EACH ? "each" : "all");
  cc_json_key(j, "random");
  if (f->random) cc_json_int(j, (long long)f->count);
  else cc_json_null(j);
  cc_json_key(j, "seed");
  char seed[24];
  snprintf(seed, sizeof seed, "%llu", (unsigned long long)f->seed);
  if (f->random) cc_json_string(j, seed); /* a string: 64-bit seeds exceed JSON doubles */
  else cc_json_null(j);
  cc_json_key(j, "shard");
  cc_json_int(j, f->shard);
  cc_json_key(j, "shards");
  cc_json_int(j, f->nshards);
  cc_json_key(j, "analysis");
  cc_json_string(j, a->analysis);
  cc_json_key(j, "k");
  cc_json_int(j, a->o.audit.engine.k);
  cc_json_key(j, "L");
  cc_json_int(j, a->o.audit.engine.L);
  cc_json_key(j, "hierarchies");
  cc_json_string(j, CV_READING_NAME(&a->o.audit.engine.rd, hierarchies));
  cc_json_end_object(j);
}

static void family_text(const sweep_args *a, const sw_result *r, cc_buf *out) {
  const sw_family_opts *f = &a->o.family;
  if (f->random)
    cc_buf_printf(out, "sweep: %llu random shapes of %d blocks (seed %llu)", (unsigned long long)f->count,
                  f->blocks, (unsigned long long)f->seed);
  else
    cc_buf_printf(out, "sweep: every shape of up to %d blocks", f->blocks);
  cc_buf_printf(out, ", %s: %llu programs", f->divergence == SW_DIV_EACH
                                                ? "every assignment of divergent branches"
                                                : "every branch divergent",
                (unsigned long long)r->total);
  if (f->nshards > 1)
    cc_buf_printf(out, "; shard %d/%d: %llu programs", f->shard, f->nshards,
                  (unsigned long long)r->programs);
  cc_buf_putc(out, '\n');
}

/* Writes DIR/NAME.ll: a header line, the shape (.cfg text) as comments,
 * the IR; whole or not at all. */
static bool write_program(const char *dir, const char *name, const char *header,
                          const char *cfg, const char *ll, cc_error *err) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.ll", dir, name);
  cc_buf b;
  cc_buf_init(&b);
  cc_buf_printf(&b, "%s\n", header);
  for (const char *c = cfg; *c;) {
    const char *e = strchr(c, '\n');
    size_t n = e ? (size_t)(e - c) : strlen(c);
    cc_buf_printf(&b, ";   %.*s\n", (int)n, c);
    c += n + (e ? 1 : 0);
  }
  cc_buf_puts(&b, ll);
  bool ok = cc_write_file(path, b.data ? b.data : "", b.len, err);
  cc_buf_free(&b);
  return ok;
}

/* Writes DIR/NAME.ll for each program with an unsound claim (once). */
static bool save_unsound(const char *dir, const sw_result *r, cc_error *err) {
  for (size_t i = 0; i < CC_SIZE(r->unsound); i++) {
    const sw_finding *f = &CC_AT(r->unsound, i);
    bool done = false;
    for (size_t j = 0; j < i && !done; j++) done = !strcmp(CC_AT(r->unsound, j).function, f->function);
    if (done) continue;
    if (!write_program(dir, f->function, "; generated by convcheck sweep; the shape:", f->cfg,
                       f->ll, err))
      return false;
  }
  return true;
}

/* --emit-ll DIR: every program of the family (or shard) rendered for
 * transform checks (fe_ll_write_convergent), one file each, the shape in
 * the .cfg format as a comment on top.  Returns the exit status. */
static int emit_family(const sweep_args *a, const sw_family *fam) {
  cc_error err;
  cc_error_clear(&err);
  cv_module *m = cv_module_new("sweep");
  cc_buf text, cfg;
  cc_buf_init(&text);
  cc_buf_init(&cfg);
  bool ok = true;
  size_t i = 0;
  for (; i < fam->n && ok; i++) {
    const sw_item *it = &fam->items[i];
    char name[64];
    sw_item_name(it, name, sizeof name);
    cv_program *p = en_shape_program(&it->shape, m, name, it->mask, &err);
    text.len = 0;
    cfg.len = 0;
    ok = p && fe_ll_write_convergent(p, a->tokens, &text, &err);
    if (!ok) break;
    en_shape_cfg_text(&it->shape, it->mask, &cfg);
    ok = write_program(a->emit_dir, name, "; generated by convcheck sweep --emit-ll; the shape:",
                       cc_buf_str(&cfg), cc_buf_str(&text), &err);
  }
  cc_buf_free(&text);
  cc_buf_free(&cfg);
  cv_module_free(m);
  if (!ok) {
    cli_report(&err);
    return CLI_ERROR;
  }
  printf("wrote %zu programs to %s (family: %llu programs)\n", fam->n, a->emit_dir,
         (unsigned long long)fam->total);
  return CLI_HOLDS;
}

/* --reduce: the unsound claims grouped by cause (rx_group_findings), one
 * representative each reduced by llvm-reduce (rx_reduce_file), recorded
 * beside the run (check "reduce-ANALYSIS", subject the cause, outcome
 * "reduced", the reduced program as its witness) and listed in out. */
static bool reduce_groups(const sweep_args *a, const sw_result *res, cli_record *rec, cc_buf *out,
                          cc_error *err) {
  int n = (int)CC_SIZE(res->unsound);
  au_analysis *an = cc_calloc(n ? (size_t)n : 1, sizeof *an);
  const char **fn = cc_calloc(n ? (size_t)n : 1, sizeof *fn), **sub = cc_calloc(n ? (size_t)n : 1, sizeof *sub),
             **ll = cc_calloc(n ? (size_t)n : 1, sizeof *ll);
  for (int i = 0; i < n; i++) {
    const sw_finding *f = &CC_AT(res->unsound, i);
    an[i] = f->analysis, fn[i] = f->function, sub[i] = f->subject, ll[i] = f->ll;
  }
  rx_groups gs = {0};
  bool ok = rx_group_findings(n, an, fn, sub, ll, &gs, err);
  char exe[PATH_MAX] = "convcheck";
  ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (len > 0) exe[len] = 0;
  cc_buf_printf(out, "groups of unsound claims (by cause): %zu\n", ok ? CC_SIZE(gs) : (size_t)0);
  for (size_t g = 0; ok && g < CC_SIZE(gs); g++) {
    const rx_group *G = &CC_AT(gs, g);
    char path[] = "/tmp/convcheck-sweep-rx.XXXXXX";
    int fd = mkstemp(path);
    char llpath[64];
    snprintf(llpath, sizeof llpath, "%s.ll", path);
    if (fd >= 0) close(fd), unlink(path);
    ok = fd >= 0 && cc_write_file(llpath, G->ll, strlen(G->ll), err);
    if (!ok) break;
    rx_finding f;
    rx_finding_default(&f);
    f.kind = RX_UNSOUND;
    f.analysis = G->analysis;
    f.subject = G->subject;
    f.function = G->function;
    f.k = a->o.audit.engine.k;
    f.L = a->o.audit.engine.L;
    f.opt = a->o.audit.opt_path ? a->o.audit.opt_path : "opt-22";
    rx_result r;
    rx_result_init(&r);
    cc_error rerr;
    cc_error_clear(&rerr);
    double t0 = cc_now();
    bool done = rx_reduce_file(&f, llpath, exe, a->llvm_reduce, 300000u, &r, &rerr) && !r.disagrees;
    double secs = cc_now() - t0;
    unlink(llpath);
    char detail[700];
    if (done)
      snprintf(detail, sizeof detail, "%d claims in %d programs; representative %s %s; %d -> %d blocks, "
               "%d -> %d instructions; %.1f s", G->claims, G->programs, G->function, G->subject,
               r.first.blocks, r.after.blocks, r.first.insts, r.after.insts, secs);
    else
      snprintf(detail, sizeof detail, "%d claims in %d programs; representative %s %s; not reduced: %.400s",
               G->claims, G->programs, G->function, G->subject, rerr.set ? rerr.msg : "an engine disagrees");
    cc_buf_printf(out, "  %s\n    %s\n", G->key, detail);
    if (done) {
      cc_buf_puts(out, "    reduced program:\n");
      for (const char *s = r.reduced; *s;) {
        size_t l = strcspn(s, "\n");
        if (l) cc_buf_printf(out, "      %.*s\n", (int)l, s);
        s += l + (s[l] ? 1 : 0);
      }
    }
    char check[40];
    snprintf(check, sizeof check, "reduce-%s", au_analysis_name(G->analysis));
    char name[160];
    snprintf(name, sizeof name, "reduced %s", G->function);
    long long pid = cli_record_program_text(rec, name, "", done ? r.reduced : G->ll);
    if (pid) cli_record_verdict(rec, pid, check, G->key, done ? "reduced" : "error", detail,
                                done ? r.reduced : NULL, secs);
    rx_result_free(&r);
  }
  CC_RELEASE(gs);
  free(an), free(fn), free(sub), free(ll);
  return ok;
}

int cli_cmd_sweep(cli_ctx *ctx) {
  sweep_args a;
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
    int rc2 = emit_family(&a, &fam);
    sw_family_free(&fam);
    return rc2;
  }
  cc_buf opts;
  cc_buf_init(&opts);
  cc_json oj;
  cc_json_init(&oj, &opts);
  put_options(&oj, &a);

  cli_record *rec = &ctx->rec;
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
  a.o.progress_arg = &pr;
  sw_result res;
  sw_result_init(&res);
  double t0 = cc_now();
  bool ok = sw_run(&a.o, &fam, rec->run, &res, &err);
  double secs = cc_now() - t0;
  cli_progress_done(&pr);
  if (ok && a.save_dir) ok = save_unsound(a.save_dir, &res, &err);
  cc_buf groups;
  cc_buf_init(&groups);
  if (ok && a.reduce) ok = reduce_groups(&a, &res, rec, &groups, &err);
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
  const en_opts *eo = &a.o.audit.engine;
  if (a.json) {
    cc_json j;
    cc_json_init(&j, &out);
    cc_json_begin_object(&j);
    cc_json_key(&j, "options");
    put_options(&j, &a);
    cc_json_key(&j, "family_programs");
    cc_json_int(&j, (long long)res.total);
    cc_json_key(&j, "programs");
    cc_json_int(&j, (long long)res.programs);
    cc_json_key(&j, "bounds");
    cc_json_begin_object(&j);
    cc_json_key(&j, "k");
    cc_json_int(&j, eo->k);
    cc_json_key(&j, "L");
    cc_json_int(&j, eo->L);
    cc_json_key(&j, "cut");
    cc_json_bool(&j, res.cut);
    cc_json_key(&j, "truncated");
    cc_json_bool(&j, res.truncated);
    cc_json_key(&j, "tuples");
    cc_json_int(&j, (long long)res.tuples);
    cc_json_key(&j, "relations_computed");
    cc_json_int(&j, (long long)res.relations_computed);
    cc_json_key(&j, "relations_shared");
    cc_json_int(&j, (long long)res.relations_shared);
    cc_json_end_object(&j);
    cc_json_key(&j, "analyses");
    cc_json_begin_array(&j);
    for (int x = 0; x < AU_NANALYSES; x++) {
      if (!a.o.audit.analyses[x]) continue;
      const au_counts *c = &res.counts[x];
      cc_json_begin_object(&j);
      cc_json_key(&j, "analysis");
      cc_json_string(&j, au_analysis_name((au_analysis)x));
      cc_json_key(&j, "functions");
      cc_json_int(&j, c->functions);
      cc_json_key(&j, "claims");
      cc_json_int(&j, c->claims);
      cc_json_key(&j, "unsound");
      cc_json_int(&j, c->unsound);
      cc_json_key(&j, "imprecise");
      cc_json_int(&j, c->imprecise);
      cc_json_key(&j, "agree");
      cc_json_int(&j, c->agree);
      cc_json_end_object(&j);
    }
    cc_json_end_array(&j);
    cc_json_key(&j, "unsound");
    cc_json_begin_array(&j);
    for (size_t i = 0; i < CC_SIZE(res.unsound); i++) {
      const sw_finding *f = &CC_AT(res.unsound, i);
      cc_json_begin_object(&j);
      cc_json_key(&j, "analysis");
      cc_json_string(&j, au_analysis_name(f->analysis));
      cc_json_key(&j, "function");
      cc_json_string(&j, f->function);
      cc_json_key(&j, "subject");
      cc_json_string(&j, f->subject);
      cc_json_key(&j, "cfg");
      cc_json_string(&j, f->cfg);
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
    cc_buf_putc(&out, '\n');
  } else {
    family_text(&a, &res, &out);
    cc_buf_printf(&out, "reference: k=%d, L=%d, %s hierarchies%s%s; imprecise claims hold "
                        "within these bounds, unsound ones have a witness\n",
                  eo->k, eo->L, CV_READING_NAME(&eo->rd, hierarchies),
                  res.cut ? " (some traces cut at L)" : "",
                  res.truncated ? " (some runs stopped by the tuple limit)" : "");
    cc_buf_printf(&out, "%-9s %9s %9s %9s %9s %9s\n", "analysis", "functions", "claims",
                  "unsound", "imprecise", "agree");
    for (int x = 0; x < AU_NANALYSES; x++) {
      if (!a.o.audit.analyses[x]) continue;
      const au_counts *c = &res.counts[x];
      cc_buf_printf(&out, "%-9s %9d %9d %9d %9d %9d\n", au_analysis_name((au_analysis)x),
                    c->functions, c->claims, c->unsound, c->imprecise, c->agree);
    }
    for (size_t i = 0; i < CC_SIZE(res.unsound); i++) {
      const sw_finding *f = &CC_AT(res.unsound, i);
      if (i == 0) cc_buf_puts(&out, "unsound claims:\n");
      cc_buf_printf(&out, "  %s: %s %s%s%s\n", au_analysis_name(f->analysis), f->function,
                    f->subject, f->text ? ": " : "", f->text ? f->text : "");
    }
    cc_buf_puts(&out, cc_buf_str(&groups));
    cc_buf_printf(&out, "%.2f s, %.1f programs/s\n", secs, rate);
  }
  cc_buf_free(&groups);
  rc = cli_write(&out);
  if (rc == CLI_HOLDS && nunsound) rc = CLI_FAILS;
  cc_buf_free(&out);
  sw_result_free(&res);
  sw_family_free(&fam);
  return rc;
}
