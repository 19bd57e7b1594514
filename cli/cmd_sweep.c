/* cli/cmd_sweep.c — `convcheck sweep`: audits a family of generated CFGs
 * (docs/design.md §7 "families"), or one shard of it, with our analysis and/or
 * LLVM's, records the run and prints the totals. */
#include "cli/cli.h"
#include "sweep/sweep.h"

#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>

static const char usage[] =
    "usage: convcheck sweep --blocks N [OPTIONS]\n"
    "\n"
    "Audits uniformity analyses on a family of generated programs: every CFG\n"
    "shape of up to N blocks (out-degree <= 2, every block reachable, once up\n"
    "to isomorphism), or C random shapes of exactly N blocks.  Each program is\n"
    "rendered as LLVM IR, read back, and every claim of the analyses (each\n"
    "value and branch: uniform or divergent) is checked against the reference\n"
    "(every cycle hierarchy, within -k/-L): 'unsound' = called uniform, the\n"
    "reference has a witness of divergence (established); 'imprecise' =\n"
    "called divergent, uniform in every hierarchy within the bounds (bounded);\n"
    "'agree' otherwise.  See docs/sweeps.md.\n"
    "\n"
    "  --blocks N             shapes of up to N blocks (1..8); with --random,\n"
    "                         exactly N\n"
    "  --divergence all|each  all: every branch divergent (the default);\n"
    "                         each: every assignment of divergent branches\n"
    "  --seed S --random C    C random shapes from seed S instead of all\n"
    "  --shard I/M            only the programs whose running index is I-1\n"
    "                         modulo M (1 <= I <= M); shards merge with\n"
    "                         'convcheck results merge'\n"
    "  --analysis A           ours, llvm or both (the default)\n"
    "  -k K, --threads K      threads of the reference (2..4, default 2)\n"
    "  -L L, --bound L        block executions per thread (1..64, default 10)\n"
    "  --hierarchies H        realizable (default) or all-entries\n"
    "  --db FILE              the result store (default: " RS_DEFAULT_DB ")\n"
    "  --no-db                do not record the run\n"
    "  --batch B              functions per module and opt-22 process (default 16)\n"
    "  --opt PATH             the opt binary (default opt-22)\n"
    "  --save-unsound DIR     write each program with an unsound claim to\n"
    "                         DIR/NAME.ll (DIR must exist)\n"
    "  --emit-ll DIR          audit nothing: write each program of the family\n"
    "                         (or shard) to DIR/NAME.ll rendered for transform\n"
    "                         checks, a convergent call in every block\n"
    "                         (docs/transform-audit.md \"The sweep's CFGs\")\n"
    "  --tokens               with --emit-ll: the calls use convergence tokens\n"
    "                         (entry token, hearts of outermost loops, anchors)\n"
    "  --json                 JSON output\n"
    "\n"
    "exit status: 0 no unsound claim, 1 some claim unsound, 2 usage or input\n"
    "error (opt-22 missing or failing included)\n";

static const char *const CMD = "sweep";

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct sweep_args {
  sw_opts o;
  const char *db, *save_dir, *analysis, *emit_dir;
  bool use_db, json, seed_given, blocks_given, tokens;
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
static int parse_args(int argc, char **argv, sweep_args *a) {
  memset(a, 0, sizeof *a);
  sw_opts_default(&a->o);
  a->o.audit.engine.L = 10;
  a->db = RS_DEFAULT_DB;
  a->use_db = true;
  a->analysis = "both";
  bool random_given = false;
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i];
    long v;
    if (!strcmp(s, "--help") || !strcmp(s, "-h")) {
      fputs(usage, stdout);
      return CLI_HOLDS;
    }
    bool takes = !strcmp(s, "--blocks") || !strcmp(s, "--divergence") || !strcmp(s, "--seed") ||
                 !strcmp(s, "--random") || !strcmp(s, "--shard") || !strcmp(s, "--analysis") ||
                 !strcmp(s, "-k") || !strcmp(s, "--threads") || !strcmp(s, "-L") ||
                 !strcmp(s, "--bound") || !strcmp(s, "--hierarchies") || !strcmp(s, "--db") ||
                 !strcmp(s, "--batch") || !strcmp(s, "--opt") || !strcmp(s, "--save-unsound") ||
                 !strcmp(s, "--emit-ll");
    if (takes && i + 1 >= argc) return cli_usage_error(CMD, "%s needs a value", s);
    const char *val = takes ? argv[++i] : NULL;
    if (!strcmp(s, "--blocks")) {
      if (!cli_parse_int(CMD, s, val, 1, EN_MAX_BLOCKS, &v)) return CLI_ERROR;
      a->o.family.blocks = (int)v;
      a->blocks_given = true;
    } else if (!strcmp(s, "--divergence")) {
      if (!strcmp(val, "all")) a->o.family.divergence = SW_DIV_ALL;
      else if (!strcmp(val, "each")) a->o.family.divergence = SW_DIV_EACH;
      else return cli_usage_error(CMD, "--divergence is all or each, not '%s'", val);
    } else if (!strcmp(s, "--seed")) {
      if (!parse_u64(s, val, UINT64_MAX, &a->o.family.seed)) return CLI_ERROR;
      a->seed_given = true;
    } else if (!strcmp(s, "--random")) {
      if (!parse_u64(s, val, SW_MAX_FAMILY, &a->o.family.count)) return CLI_ERROR;
      if (a->o.family.count < 1) return cli_usage_error(CMD, "--random needs at least 1 shape");
      a->o.family.random = true;
      random_given = true;
    } else if (!strcmp(s, "--shard")) {
      cc_error err;
      cc_error_clear(&err);
      if (!sw_shard_parse(val, &a->o.family.shard, &a->o.family.nshards, &err))
        return cli_usage_error(CMD, "%s", err.msg);
    } else if (!strcmp(s, "--analysis")) {
      bool ours = !strcmp(val, "ours") || !strcmp(val, "both");
      bool llvm = !strcmp(val, "llvm") || !strcmp(val, "both");
      if (!ours && !llvm)
        return cli_usage_error(CMD, "--analysis is ours, llvm or both, not '%s'", val);
      a->o.audit.analyses[AU_OURS] = ours;
      a->o.audit.analyses[AU_LLVM] = llvm;
      a->analysis = val;
    } else if (!strcmp(s, "-k") || !strcmp(s, "--threads")) {
      if (!cli_parse_int(CMD, "--threads", val, 2, 4, &v)) return CLI_ERROR;
      a->o.audit.engine.k = (int)v;
    } else if (!strcmp(s, "-L") || !strcmp(s, "--bound")) {
      if (!cli_parse_int(CMD, "--bound", val, 1, 64, &v)) return CLI_ERROR;
      a->o.audit.engine.L = (int)v;
    } else if (!strcmp(s, "--hierarchies")) {
      if (!strcmp(val, "realizable")) a->o.audit.engine.hmode = CV_HIER_REALIZABLE;
      else if (!strcmp(val, "all-entries")) a->o.audit.engine.hmode = CV_HIER_ALL_ENTRIES;
      else return cli_usage_error(CMD, "--hierarchies is realizable or all-entries, not '%s'", val);
    } else if (!strcmp(s, "--db")) {
      a->db = val;
    } else if (!strcmp(s, "--no-db")) {
      a->use_db = false;
    } else if (!strcmp(s, "--batch")) {
      if (!cli_parse_int(CMD, s, val, 1, SW_MAX_BATCH, &v)) return CLI_ERROR;
      a->o.batch = (int)v;
    } else if (!strcmp(s, "--opt")) {
      a->o.audit.opt_path = val;
    } else if (!strcmp(s, "--save-unsound")) {
      a->save_dir = val;
    } else if (!strcmp(s, "--emit-ll")) {
      a->emit_dir = val;
    } else if (!strcmp(s, "--tokens")) {
      a->tokens = true;
    } else if (!strcmp(s, "--json")) {
      a->json = true;
    } else {
      return cli_usage_error(CMD, "unknown option or argument '%s'", s);
    }
  }
  if (!a->blocks_given) return cli_usage_error(CMD, "--blocks N is required");
  if (a->seed_given && !random_given)
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

static const char *hier_name(cv_hier_mode m) {
  return m == CV_HIER_ALL_ENTRIES ? "all-entries" : "realizable";
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
  cc_json_string(j, hier_name(a->o.audit.engine.hmode));
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

/* Writes DIR/NAME.ll for each program with an unsound claim (once). */
static bool save_unsound(const char *dir, const sw_result *r, cc_error *err) {
  for (size_t i = 0; i < CC_SIZE(r->unsound); i++) {
    const sw_finding *f = &CC_AT(r->unsound, i);
    bool done = false;
    for (size_t j = 0; j < i && !done; j++) done = !strcmp(CC_AT(r->unsound, j).function, f->function);
    if (done) continue;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.ll", dir, f->function);
    FILE *fp = fopen(path, "w");
    if (!fp) {
      cc_error_set(err, path, 0, 0, "cannot write: %s", strerror(errno));
      return false;
    }
    fputs("; generated by convcheck sweep; the shape:\n", fp);
    for (const char *c = f->cfg; *c;) {
      const char *e = strchr(c, '\n');
      size_t n = e ? (size_t)(e - c) : strlen(c);
      fprintf(fp, ";   %.*s\n", (int)n, c);
      c += n + (e ? 1 : 0);
    }
    fputs(f->ll, fp);
    if (fclose(fp) != 0) {
      cc_error_set(err, path, 0, 0, "cannot write: %s", strerror(errno));
      return false;
    }
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
    char name[64], path[4096];
    sw_item_name(it, name, sizeof name);
    cv_program *p = en_shape_program(&it->shape, m, name, it->mask, &err);
    text.len = 0;
    cfg.len = 0;
    ok = p && fe_ll_write_convergent(p, a->tokens, &text, &err);
    if (!ok) break;
    en_shape_cfg_text(&it->shape, it->mask, &cfg);
    snprintf(path, sizeof path, "%s/%s.ll", a->emit_dir, name);
    FILE *fp = fopen(path, "w");
    if (!fp) {
      cc_error_set(&err, path, 0, 0, "cannot write: %s", strerror(errno));
      ok = false;
      break;
    }
    fputs("; generated by convcheck sweep --emit-ll; the shape:\n", fp);
    for (const char *c = cc_buf_str(&cfg); *c;) {
      const char *e = strchr(c, '\n');
      size_t n = e ? (size_t)(e - c) : strlen(c);
      fprintf(fp, ";   %.*s\n", (int)n, c);
      c += n + (e ? 1 : 0);
    }
    fputs(cc_buf_str(&text), fp);
    if (fclose(fp) != 0) {
      cc_error_set(&err, path, 0, 0, "cannot write: %s", strerror(errno));
      ok = false;
    }
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

int cli_cmd_sweep(int argc, char **argv) {
  sweep_args a;
  int rc = parse_args(argc, argv, &a);
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

  rs_store *store = NULL;
  rs_run *run = NULL;
  if (a.use_db) {
    store = rs_open(a.db, &err);
    if (store)
      run = rs_run_begin(store, "sweep", cc_buf_str(&opts), a.o.audit.engine.k,
                         a.o.audit.engine.L, &err);
    if (!run) {
      cli_report(&err);
      rs_close(store);
      sw_family_free(&fam);
      cc_buf_free(&opts);
      return CLI_ERROR;
    }
  }
  cli_progress pr;
  cli_progress_init(&pr, "sweep (programs)");
  a.o.progress = cli_progress_cb;
  a.o.progress_arg = &pr;
  sw_result res;
  sw_result_init(&res);
  double t0 = now();
  bool ok = sw_run(&a.o, &fam, run, &res, &err);
  double secs = now() - t0;
  cli_progress_done(&pr);
  long long run_id = 0;
  if (run) {
    if (ok) ok = rs_run_commit(run, secs, &run_id, &err);
    else rs_run_abort(run);
    run = NULL;
  }
  if (ok && a.save_dir) ok = save_unsound(a.save_dir, &res, &err);
  if (!ok) {
    cli_report(&err);
    if (a.use_db) fprintf(stderr, "convcheck: the run was not recorded (%s is unchanged)\n", a.db);
    sw_result_free(&res);
    sw_family_free(&fam);
    rs_close(store);
    cc_buf_free(&opts);
    return CLI_ERROR;
  }

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
                  eo->k, eo->L, hier_name(eo->hmode),
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
    cc_buf_printf(&out, "%.2f s, %.1f programs/s\n", secs, rate);
    if (run_id) cc_buf_printf(&out, "recorded as run %lld in %s\n", run_id, a.db);
  }
  rc = cli_write(&out);
  if (rc == CLI_HOLDS && nunsound) rc = CLI_FAILS;
  cc_buf_free(&out);
  sw_result_free(&res);
  sw_family_free(&fam);
  rs_close(store);
  cc_buf_free(&opts);
  return rc;
}
