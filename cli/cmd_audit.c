/* cli/cmd_audit.c — `convcheck audit`: the uniformity analyses (ours and
 * LLVM's opt-22) audited against the reference (DESIGN §7; audit/audit.h),
 * on one file or every .ll / .cfg file below a directory.  Prints the
 * unsound and imprecise claims and a summary per analysis, and records
 * every claim's verdict in the result store. */
#include "audit/audit.h"
#include "cli/engine_opts.h"
#include "results/results.h"

#include <dirent.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>

static const char usage[] =
    "usage: convcheck audit [OPTIONS] FILE|DIR\n"
    "\n"
    "Audits uniformity analyses against the reference: every claim (each\n"
    "instruction with a result, each br/switch with two or more successors)\n"
    "is compared with the reference uniformity (every cycle hierarchy, every\n"
    "trace tuple within the bounds; see convcheck uniformity):\n"
    "  unsound    the analysis says uniform, the reference has a witness of\n"
    "             divergence (printed);\n"
    "  imprecise  the analysis says DIVERGENT, the reference found it uniform\n"
    "             in every hierarchy within the bounds;\n"
    "  agree      otherwise.\n"
    "A .cfg program is first rendered as LLVM IR and read back, so the\n"
    "reference and both analyses judge the same IR (docs/audit.md).  DIR:\n"
    "every .ll and .cfg file below it.\n"
    "\n"
    "  --analysis ours|llvm|both  which analyses (default both)\n"
    "  --threads K, -k K          threads (default 2)\n"
    "  --bound L, -L L            block executions per thread (default 12)\n"
    "  --hierarchies realizable|all-entries\n"
    "  --reading literal|quotient\n"
    "  --max-tuples N             stop the reference after N tuples\n"
    "  --uncontrolled             ignore convergence tokens (by default the reference\n"
    "                             for a function with tokens is the controlled\n"
    "                             relation, [CO] \"Controlled Maximal Convergence\")\n"
    "  --anchor free|maximal      controlled: anchors in every consistent way (free,\n"
    "                             default) or as the uncontrolled maximal relation\n"
    "  --function NAME            only this function\n"
    "  --opt PATH                 the opt binary (default opt-22)\n"
    "  --opt-timeout MS           kill opt after MS milliseconds (default 60000)\n"
    "  --mtriple T                the target, as opt's -mtriple: overrides the IR's\n"
    "                             `target triple`; without it and without one in the\n"
    "                             IR, amdgcn-unknown-amdhsa.  The IR is read for the\n"
    "                             same target (model/target.h), opt is given it\n"
    "                             (default amdgcn-unknown-amdhsa)\n"
    "  --all                      list agreeing claims too\n"
    "  --emit-ll                  print the IR a .cfg file is rendered as, audit nothing\n"
    "  --db FILE                  the result store (default " RS_DEFAULT_DB ")\n"
    "  --no-db                    do not record the run\n"
    "  --json                     one JSON document instead of text\n"
    "\n"
    "exit status: 0 no unsound claim, 1 some claim unsound, 2 usage or input error\n";

typedef CC_STACK(char *) paths;

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool ends_with(const char *s, const char *suf) {
  size_t n = strlen(s), m = strlen(suf);
  return n >= m && !strcmp(s + n - m, suf);
}

/* Every .ll and .cfg file below path (sorted), or path itself. */
static bool collect(const char *path, bool top, paths *out, cc_error *err) {
  struct stat st;
  if (stat(path, &st) != 0) {
    cc_error_set(err, path, 0, 0, "no such file or directory");
    return false;
  }
  if (!S_ISDIR(st.st_mode)) {
    if (top || ends_with(path, ".ll") || ends_with(path, ".cfg")) CC_PUSH(*out, cc_strdup(path));
    return true;
  }
  DIR *d = opendir(path);
  if (!d) {
    cc_error_set(err, path, 0, 0, "cannot read the directory");
    return false;
  }
  paths here = {0};
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    size_t n = strlen(path) + strlen(e->d_name) + 2;
    char *full = cc_malloc(n);
    snprintf(full, n, "%s/%s", path, e->d_name);
    CC_PUSH(here, full);
  }
  closedir(d);
  qsort(here.begin, CC_SIZE(here), sizeof(char *), cmp_str);
  bool ok = true;
  for (size_t i = 0; i < CC_SIZE(here); i++) {
    if (ok) ok = collect(CC_AT(here, i), false, out, err);
    free(CC_AT(here, i));
  }
  CC_RELEASE(here);
  return ok;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The options only audit has; the rest go to cli_engine_args_parse. */
typedef struct audit_args {
  cli_engine_args e;
  au_opts o;
  const char *db;
  bool use_db, all, emit_ll;
  const char *analysis;
} audit_args;

static int parse(int argc, char **argv, audit_args *a) {
  memset(a, 0, sizeof *a);
  au_opts_default(&a->o);
  a->db = RS_DEFAULT_DB;
  a->use_db = true;
  a->analysis = "both";
  char **rest = cc_calloc((size_t)argc + 1, sizeof(char *));
  int nrest = 0;
  rest[nrest++] = argv[0];
  int rc = -1;
  for (int i = 1; i < argc && rc < 0; i++) {
    const char *s = argv[i];
    bool takes = !strcmp(s, "--analysis") || !strcmp(s, "--db") || !strcmp(s, "--opt") ||
                 !strcmp(s, "--opt-timeout") || !strcmp(s, "--mtriple");
    if (takes && i + 1 >= argc) {
      rc = cli_usage_error("audit", "%s needs a value", s);
      break;
    }
    if (!strcmp(s, "--analysis")) {
      const char *v = argv[++i];
      if (strcmp(v, "ours") && strcmp(v, "llvm") && strcmp(v, "both"))
        rc = cli_usage_error("audit", "--analysis is ours, llvm or both, not '%s'", v);
      a->analysis = v;
      a->o.analyses[AU_OURS] = strcmp(v, "llvm") != 0;
      a->o.analyses[AU_LLVM] = strcmp(v, "ours") != 0;
    } else if (!strcmp(s, "--db")) {
      a->db = argv[++i];
    } else if (!strcmp(s, "--no-db")) {
      a->use_db = false;
    } else if (!strcmp(s, "--all")) {
      a->all = true;
    } else if (!strcmp(s, "--emit-ll")) {
      a->emit_ll = true;
    } else if (!strcmp(s, "--opt")) {
      a->o.opt_path = argv[++i];
    } else if (!strcmp(s, "--mtriple")) {
      a->o.mtriple = argv[++i];
      if (!fe_triple_known(a->o.mtriple))
        return cli_usage_error("audit", "--mtriple '%s': LLVM has no target for this architecture",
                               a->o.mtriple);
    } else if (!strcmp(s, "--opt-timeout")) {
      long v;
      if (!cli_parse_int("audit", "--opt-timeout", argv[++i], 1, 86400000L, &v)) rc = CLI_ERROR;
      a->o.opt_timeout_ms = (unsigned)v;
    } else if (!strcmp(s, "--engine") || !strcmp(s, "--timeout") || !strcmp(s, "--why")) {
      rc = cli_usage_error("audit", "unknown option '%s'", s);
    } else {
      rest[nrest++] = argv[i];
    }
  }
  if (rc < 0) rc = cli_engine_args_parse("audit", usage, nrest, rest, &a->e);
  free(rest);
  if (rc >= 0) return rc;
  en_opts eo = a->e.o;
  /* [CO] "Controlled Maximal Convergence": a function with tokens is
   * judged by the controlled relation unless --uncontrolled */
  eo.controlled = !a->e.uncontrolled;
  a->o.engine = eo;
  a->o.keep_agree = true; /* every verdict goes to the store / --all */
  return -1;
}

typedef struct audit_state {
  audit_args *a;
  rs_run *run;
  bool store_ok;
  cc_error store_err;
  int files, errors, functions_found;
  au_report total;
  cc_buf text;  /* human output */
  cc_json j;    /* --json: the "files" array */
  cc_buf json;
} audit_state;

static void json_claim(cc_json *j, const char *file, const au_claim *c) {
  cc_json_begin_object(j);
  cc_json_key(j, "analysis");
  cc_json_string(j, au_analysis_name(c->analysis));
  cc_json_key(j, "file");
  cc_json_string(j, file);
  cc_json_key(j, "function");
  cc_json_string(j, c->function);
  cc_json_key(j, "subject");
  cc_json_string(j, c->subject);
  if (c->text) {
    cc_json_key(j, "text");
    cc_json_string(j, c->text);
  }
  cc_json_key(j, "analysis_says");
  cc_json_string(j, c->says_divergent ? "divergent" : "uniform");
  cc_json_key(j, "reference");
  cc_json_string(j, c->ref_uniform ? "uniform" : "divergent");
  cc_json_key(j, "verdict");
  cc_json_string(j, au_verdict_name(c->verdict));
  if (c->witness) {
    cc_json_key(j, "witness");
    cc_json_string(j, c->witness);
  }
  cc_json_end_object(j);
}

static void record_error(audit_state *S, long long pid, const cc_error *err) {
  char msg[2048];
  cc_error_format(err, msg, sizeof msg);
  S->errors++;
  if (S->a->e.json) {
    cc_json_begin_object(&S->j);
    cc_json_key(&S->j, "error");
    cc_json_string(&S->j, msg);
    cc_json_end_object(&S->j);
  } else {
    fprintf(stderr, "convcheck: %s\n", msg);
  }
  if (S->run && S->store_ok &&
      !rs_run_verdict(S->run, pid, "audit", "", "error", msg, NULL, 0, &S->store_err))
    S->store_ok = false;
}

static void audit_file(audit_state *S, const char *f) {
  audit_args *a = S->a;
  cc_error err;
  cc_error_clear(&err);
  S->files++;
  size_t len = 0;
  char *text = cc_read_file(f, FE_MAX_INPUT, &len, &err);
  char hash[32] = "0";
  if (text) snprintf(hash, sizeof hash, "%016llx", (unsigned long long)cc_hash_bytes(text, len, 0));
  long long pid = 0;
  if (S->run && S->store_ok && !rs_run_program(S->run, f, f, hash, &pid, &S->store_err))
    S->store_ok = false;
  if (!text) {
    record_error(S, pid, &err);
    return;
  }
  bool ll = ends_with(f, ".ll");
  fe_ll_opts ro;
  au_read_opts(&a->o, &ro);
  cv_module *m = ll ? fe_read_ll_text_ex(f, text, len, &ro, &err) : fe_parse_cfg(f, text, len, NULL, &err);
  if (!m) {
    free(text);
    record_error(S, pid, &err);
    return;
  }
  const char *fn = a->e.function;
  if (fn && !cv_module_find(m, fn)) { /* not in this file */
    free(text);
    cv_module_free(m);
    return;
  }
  S->functions_found++;
  cli_progress pr;
  cli_progress_init(&pr, f);
  au_opts o = a->o;
  o.engine.progress = cli_progress_cb;
  o.engine.progress_arg = &pr;
  au_report rep;
  au_report_init(&rep);
  bool ok = au_audit_module(m, ll ? text : NULL, fn, &o, &rep, &err);
  cli_progress_done(&pr);
  free(text);
  cv_module_free(m);
  if (!ok) {
    au_report_free(&rep);
    record_error(S, pid, &err);
    return;
  }
  char bounds[200];
  snprintf(bounds, sizeof bounds, "k=%d, L=%d, %s hierarchies%s%s", o.engine.k, o.engine.L,
           o.engine.hmode == CV_HIER_REALIZABLE ? "realizable" : "all-entries",
           rep.cut ? ", traces cut at L" : "", rep.truncated ? ", stopped by --max-tuples" : "");
  for (size_t i = 0; i < CC_SIZE(rep.claims); i++) {
    const au_claim *c = &CC_AT(rep.claims, i);
    if (a->e.json) {
      if (c->verdict != AU_AGREE || a->all) json_claim(&S->j, f, c);
    } else if (c->verdict != AU_AGREE || a->all) {
      cc_buf_printf(&S->text, "%-9s %-4s %s @%s %s: %s says %s, the reference %s\n",
                    c->verdict == AU_UNSOUND ? "UNSOUND" : c->verdict == AU_IMPRECISE ? "IMPRECISE" : "agree",
                    au_analysis_name(c->analysis), f, c->function, c->subject,
                    au_analysis_name(c->analysis), c->says_divergent ? "DIVERGENT" : "uniform",
                    c->ref_uniform ? "finds it uniform within the bounds" : "has a witness of divergence");
      if (c->text) cc_buf_printf(&S->text, "    %s\n", c->text);
      if (c->witness) {
        cc_buf_puts(&S->text, "  witness:\n");
        cc_buf_puts(&S->text, c->witness);
      }
    }
    if (S->run && S->store_ok) {
      char check[32], subject[1200], detail[400];
      snprintf(check, sizeof check, "audit-%s", au_analysis_name(c->analysis));
      snprintf(subject, sizeof subject, "@%s %s", c->function, c->subject);
      snprintf(detail, sizeof detail, "%s says %s; reference %s (%s)", au_analysis_name(c->analysis),
               c->says_divergent ? "divergent" : "uniform",
               c->ref_uniform ? "uniform within the bounds" : "divergent (witness)", bounds);
      if (!rs_run_verdict(S->run, pid, check, subject, au_verdict_name(c->verdict), detail,
                          c->witness, 0, &S->store_err))
        S->store_ok = false;
    }
  }
  /* fold into the total (claims are not kept there) */
  for (int k = 0; k < AU_NANALYSES; k++) {
    au_counts *t = &S->total.counts[k], *c = &rep.counts[k];
    t->functions += c->functions;
    t->claims += c->claims;
    t->unsound += c->unsound;
    t->imprecise += c->imprecise;
    t->agree += c->agree;
  }
  S->total.cut |= rep.cut;
  S->total.truncated |= rep.truncated;
  S->total.tuples += rep.tuples;
  if (rep.max_hierarchies > S->total.max_hierarchies) S->total.max_hierarchies = rep.max_hierarchies;
  S->total.seconds += rep.seconds;
  au_report_free(&rep);
}

/* --emit-ll: the rendering of every function of a .cfg file (docs/audit.md
 * "Rendering"): one IR module with every function (or --function's). */
static int emit_ll(const audit_args *a) {
  if (ends_with(a->e.file, ".ll"))
    return cli_usage_error("audit", "--emit-ll renders .cfg files; %s is IR already", a->e.file);
  cv_module *m = cli_load_checked(a->e.file, a->e.function);
  if (!m) return CLI_ERROR;
  cc_buf out;
  cc_buf_init(&out);
  cc_error err;
  cc_error_clear(&err);
  const cv_program **ps = cc_calloc((size_t)cv_module_count(m) + 1, sizeof *ps);
  int n = 0;
  for (int f = 0; f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    if (!a->e.function || !strcmp(a->e.function, cv_program_name(p))) ps[n++] = p;
  }
  int rc = CLI_HOLDS;
  if (!fe_ll_write_functions(ps, n, &out, &err)) {
    cli_report(&err);
    rc = CLI_ERROR;
  }
  if (rc == CLI_HOLDS) rc = cli_write(&out);
  free(ps);
  cc_buf_free(&out);
  cv_module_free(m);
  return rc;
}

int cli_cmd_audit(int argc, char **argv) {
  audit_args a;
  int rc = parse(argc, argv, &a);
  if (rc >= 0) return rc;
  if (a.emit_ll) return emit_ll(&a);
  cc_error err;
  cc_error_clear(&err);
  paths files = {0};
  if (!collect(a.e.file, true, &files, &err)) {
    cli_report(&err);
    return CLI_ERROR;
  }
  audit_state S;
  memset(&S, 0, sizeof S);
  S.a = &a;
  S.store_ok = true;
  cc_error_clear(&S.store_err);
  cc_buf_init(&S.text);
  cc_buf_init(&S.json);
  cc_json_init(&S.j, &S.json);
  au_report_init(&S.total);

  rs_store *store = NULL;
  if (a.use_db) {
    char opts[300];
    snprintf(opts, sizeof opts,
             "{\"analysis\":\"%s\",\"hierarchies\":\"%s\",\"reading\":\"%s\",\"max_tuples\":%llu}",
             a.analysis, a.o.engine.hmode == CV_HIER_REALIZABLE ? "realizable" : "all-entries",
             a.o.engine.reading == CV_CB_LITERAL ? "literal" : "quotient",
             (unsigned long long)a.o.engine.max_tuples);
    store = rs_open(a.db, &err);
    if (store) S.run = rs_run_begin(store, "audit", opts, a.o.engine.k, a.o.engine.L, &err);
    if (!S.run) {
      cli_report(&err);
      rs_close(store);
      for (size_t k = 0; k < CC_SIZE(files); k++) free(CC_AT(files, k));
      CC_RELEASE(files);
      return CLI_ERROR;
    }
  }
  double t0 = now();
  cc_json_begin_object(&S.j);
  cc_json_key(&S.j, "claims");
  cc_json_begin_array(&S.j);
  for (size_t i = 0; i < CC_SIZE(files); i++) audit_file(&S, CC_AT(files, i));
  cc_json_end_array(&S.j);
  double secs = now() - t0;
  if (a.e.function && S.functions_found == 0) {
    cc_error_set(&err, a.e.file, 0, 0, "no function '%s'", a.e.function);
    cli_report(&err);
    S.errors++;
  }

  const au_report *T = &S.total;
  if (a.e.json) {
    cc_json_key(&S.j, "bounds");
    cc_json_begin_object(&S.j);
    cc_json_key(&S.j, "k");
    cc_json_int(&S.j, a.o.engine.k);
    cc_json_key(&S.j, "L");
    cc_json_int(&S.j, a.o.engine.L);
    cc_json_key(&S.j, "hierarchies");
    cc_json_string(&S.j, a.o.engine.hmode == CV_HIER_REALIZABLE ? "realizable" : "all-entries");
    cc_json_key(&S.j, "cut");
    cc_json_bool(&S.j, T->cut);
    cc_json_key(&S.j, "truncated");
    cc_json_bool(&S.j, T->truncated);
    cc_json_end_object(&S.j);
    cc_json_key(&S.j, "files");
    cc_json_int(&S.j, S.files);
    cc_json_key(&S.j, "errors");
    cc_json_int(&S.j, S.errors);
    cc_json_key(&S.j, "summary");
    cc_json_begin_object(&S.j);
    for (int k = 0; k < AU_NANALYSES; k++) {
      if (!a.o.analyses[k]) continue;
      const au_counts *c = &T->counts[k];
      cc_json_key(&S.j, au_analysis_name((au_analysis)k));
      cc_json_begin_object(&S.j);
      cc_json_key(&S.j, "functions");
      cc_json_int(&S.j, c->functions);
      cc_json_key(&S.j, "claims");
      cc_json_int(&S.j, c->claims);
      cc_json_key(&S.j, "unsound");
      cc_json_int(&S.j, c->unsound);
      cc_json_key(&S.j, "imprecise");
      cc_json_int(&S.j, c->imprecise);
      cc_json_key(&S.j, "agree");
      cc_json_int(&S.j, c->agree);
      cc_json_end_object(&S.j);
    }
    cc_json_end_object(&S.j);
    cc_json_key(&S.j, "seconds");
    cc_json_double(&S.j, secs);
    cc_json_end_object(&S.j);
    cc_buf_putc(&S.json, '\n');
  } else {
    cc_buf_printf(&S.text,
                  "audit: %d file%s, %d error%s; reference: k=%d, L=%d, %s hierarchies "
                  "(up to %d per function)%s%s; %.2f s\n",
                  S.files, S.files == 1 ? "" : "s", S.errors, S.errors == 1 ? "" : "s",
                  a.o.engine.k, a.o.engine.L,
                  a.o.engine.hmode == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                  T->max_hierarchies, T->cut ? ", traces cut at L" : "",
                  T->truncated ? ", stopped by --max-tuples" : "", secs);
    for (int k = 0; k < AU_NANALYSES; k++) {
      if (!a.o.analyses[k]) continue;
      const au_counts *c = &T->counts[k];
      cc_buf_printf(&S.text,
                    "  %-4s %d function%s, %d claims: %d unsound, %d imprecise (within the "
                    "bounds), %d agree\n",
                    au_analysis_name((au_analysis)k), c->functions, c->functions == 1 ? "" : "s",
                    c->claims, c->unsound, c->imprecise, c->agree);
    }
  }
  rc = cli_write(a.e.json ? &S.json : &S.text);
  bool unsound = false;
  for (int k = 0; k < AU_NANALYSES; k++) unsound |= a.o.analyses[k] && T->counts[k].unsound > 0;
  if (rc == CLI_HOLDS) rc = S.errors ? CLI_ERROR : unsound ? CLI_FAILS : CLI_HOLDS;
  if (S.run) {
    long long id = 0;
    if (S.store_ok && rs_run_commit(S.run, secs, &id, &err)) {
      if (!a.e.json) fprintf(stderr, "recorded as run %lld in %s\n", id, a.db);
    } else {
      if (!S.store_ok) {
        rs_run_abort(S.run);
        cli_report(&S.store_err);
      } else {
        cli_report(&err);
      }
      fprintf(stderr, "convcheck: the run was not recorded (%s is unchanged)\n", a.db);
      rc = CLI_ERROR;
    }
  }
  rs_close(store);
  au_report_free(&S.total);
  cc_buf_free(&S.text);
  cc_buf_free(&S.json);
  for (size_t k = 0; k < CC_SIZE(files); k++) free(CC_AT(files, k));
  CC_RELEASE(files);
  return rc;
}
