/* cli/cmd_audit.c — `convcheck audit`: the uniformity analyses (ours and
 * LLVM's opt-22) audited against the reference (docs/design.md §7; audit/audit.h),
 * on one file or every .ll / .cfg file below a directory.  Prints the
 * unsound and imprecise claims and a summary per analysis, and records
 * every claim's verdict in the result store. */
#include "audit/audit.h"
#include "cli/engine_opts.h"
#include "crosscheck/xc.h"
#include "render/render.h"
#include "results/results.h"

#include <stdlib.h>

/* Its readings are the reference's: the explicit engine's (en_support). */
const cli_doc cli_doc_audit = {
    .synopsis = "audit [OPTIONS] FILE|DIR",
    .text = "Audits uniformity analyses against the reference: every claim (each\n"
            "instruction with a result, each br/switch with two or more successors)\n"
            "is compared with the reference uniformity (every cycle hierarchy, every\n"
            "trace tuple within the bounds; see convcheck uniformity):\n"
            "  unsound    the analysis says uniform, the reference has a witness of\n"
            "             divergence (printed);\n"
            "  imprecise  the analysis says DIVERGENT, the reference found it uniform\n"
            "             in every hierarchy within the bounds;\n"
            "  unmodelled the witness rests on a value the reference does not model\n"
            "             (inline asm, undef, an unresolved load, ...), or --timeout\n"
            "             stopped the reference before it found one: no verdict;\n"
            "  not reached the claim's block is on no trace within L: no verdict\n"
            "             (counted apart, with the -L that reaches it; listed with --all);\n"
            "  agree      otherwise.\n"
            "A .cfg program is first rendered as LLVM IR and read back, so the\n"
            "reference and both analyses judge the same IR (docs/audit.md).  DIR:\n"
            "every .ll and .cfg file below it.\n",
    .more = "A function with convergence tokens is judged by the controlled relation\n"
            "([CO] \"Controlled Maximal Convergence\") unless --uncontrolled.\n"
            "A call of a declared convergent function that no builtin row of the\n"
            "target names (an unknown builtin) is each thread's own value,\n"
            "unmodelled; the last line names them, --json has \"unknown_builtins\".\n"
            "A convergent call some threads may execute while others of the function\n"
            "do not (under a divergent branch of the reference: a ballot, a barrier)\n"
            "is a warning line after the file's claims, as `uniformity` lists it,\n"
            "named by its block and its line in the file (without one: its place\n"
            "among the block's calls); in a loop whose divergent exit is that branch\n"
            "(a waterfall loop's readfirstlane) the line says the result is uniform\n"
            "over the threads still in the loop only, expected there (docs/audit.md);\n"
            "--json has \"reached_apart\":[{\"file\",\"function\",\"call\",\"block\",\n"
            "\"line\",\"nth_call\",\"under\",\"barrier\",\"loop_exit\"}] (\"line\" when\n"
            "known, \"nth_call\" the call's place among its block's calls, from 1).\n"
            "--dot: one digraph, a cluster per claim shown: a witness's traces on the\n"
            "CFG (a colour per thread, the steps on the edges), its hierarchy's cycles\n"
            "as clusters, the converged pair in red with the two values; a claim with\n"
            "no witness (imprecise) as a note.  With --db each witness's picture is\n"
            "recorded too (results report --html shows it).\n"
            "\n"
            "opt-22 killed at its time limit (--opt-timeout) leaves its file without\n"
            "a verdict: said as such, counted apart from errors, exit status 2.\n"
            "\n"
            "A claim the reference had no time for (--max-tuples or --timeout stopped\n"
            "it before a witness) is UNKNOWN, counted apart: no unsound claim found\n"
            "then is no verdict, exit status 2.\n"
            "\n"
            "exit status: 0 no unsound claim, 1 some claim unsound, 2 usage or input\n"
            "error, a file without a verdict (opt's time limit), or no unsound claim\n"
            "found while some are unknown (--max-tuples, --timeout)\n",
    .min_args = 1, .max_args = 1, .arg_name = "FILE", .readings = &en_support,
    .examples =
                 "audit -L 8 corpus/analysis/cu-diverged-entry-criterion.cfg\tours and opt-22's claims against the reference\n"
                 "audit -L 8 corpus/analysis\tevery .ll and .cfg file of a folder\n",
    .see_also = "docs/audit.md, docs/kernels.md, docs/sources.md"};

static bool ends_with(const char *s, const char *suf) {
  size_t n = strlen(s), m = strlen(suf);
  return n >= m && !strcmp(s + n - m, suf);
}

/* The options of audit: the engine's and its own. */
typedef struct audit_args {
  cli_engine_args e;
  au_opts o;
  bool all, emit_ll;
  const char *analysis;
} audit_args;

static bool parse(cli_ctx *ctx, audit_args *a) {
  memset(a, 0, sizeof *a);
  if (!cli_engine_args_from(ctx, &a->e)) return false;
  au_opts_default(&a->o);
  static const char *const names[] = {"ours", "llvm", "both"};
  long an = CLI_NUM(ctx, analysis);
  a->analysis = names[an];
  a->o.analyses[AU_OURS] = an != 1;
  a->o.analyses[AU_LLVM] = an != 0;
  a->o.opt_path = CLI_TEXT(ctx, opt);
  /* --mtriple overrides the IR's triple for opt and for reading the IR
   * alike; without it, o.default_triple for an IR that names none */
  if (!cli_mtriple(ctx, &a->o.mtriple)) return false;
  a->o.opt_timeout_ms = (unsigned)CLI_NUM(ctx, opt_timeout);
  a->all = CLI_FLAG_ON(ctx, all_claims);
  a->emit_ll = CLI_FLAG_ON(ctx, emit_ll);
  en_opts eo = a->e.o;
  /* [CO] "Controlled Maximal Convergence": a function with tokens is
   * judged by the controlled relation unless --uncontrolled */
  eo.controlled = !a->e.uncontrolled;
  a->o.engine = eo;
  a->o.keep_agree = true; /* every verdict goes to the store / --all */
  return true;
}

/* A convergent call the reference's divergent branches leave reached by
 * some threads only (au_opts.reference_done, crosscheck/
 * xc_calls_reached_apart): what `uniformity` lists, kept past the file's
 * module (the names copied). */
typedef struct apart_row {
  char *file, *function, *call, *block, *under;
  char *where; /* xc_apart_where: the block and the line (two barriers of a block read apart) */
  int line, nth;
  bool barrier, loop_exit;
  const char *note; /* xc_apart_note's (static) */
} apart_row;

typedef struct audit_state {
  audit_args *a;
  CC_STACK(apart_row) apart; /* every file's, in order */
  size_t apart_said;         /* those in the text already */
  cli_record *rec;
  const char *file; /* the file being audited, as shown */
  int files, errors, functions_found, drawn;
  int opt_timeouts; /* files opt-22 did not finish in time: no verdict */
  bool opt_limit_from_timeout; /* some of them had what --timeout left, less than --opt-timeout */
  cc_buf dot;   /* --dot: the clusters */
  au_report total;
  cc_buf text;  /* human output */
  cc_json j;    /* --json: the "files" array */
  cc_buf json;
} audit_state;

static void json_claim(cc_json *j, const char *file, const au_claim *c) {
  cc_json_begin_object(j);
  cc_json_member_string(j, "analysis", au_analysis_name(c->analysis));
  cc_json_member_string(j, "file", file);
  cc_json_member_string(j, "function", c->function);
  cc_json_member_string(j, "subject", c->subject);
  if (c->text) {
    cc_json_member_string(j, "text", c->text);
  }
  cc_json_member_string(j, "analysis_says", c->says_divergent ? "divergent" : "uniform");
  cc_json_member_string(j, "reference", c->verdict == AU_NOT_REACHED ? "not-reached"
                                        : c->ref_uniform                ? "uniform"
                                                                        : "divergent");
  if (c->verdict == AU_NOT_REACHED) cc_json_member_int(j, "reach_L", c->reach_L);
  cc_json_member_string(j, "verdict", au_claim_verdict(c));
  /* what the verdict rests on: the reference's (docs/design.md §12) */
  cc_json_member_string(j, "basis", au_claim_basis(c));
  cc_json_member_int(j, "threads", c->ref_k);
  cc_json_member_int(j, "bound", c->ref_L);
  if (c->unmodelled) {
    cc_json_member_string(j, "unmodelled", c->unmodelled);
  }
  if (c->witness) {
    cc_json_member_string(j, "witness", c->witness);
  }
  if (c->wk) { /* the same witness as data */
    cc_json_key(j, "witness_data");
    cc_json_begin_object(j);
    cc_json_key(j, "traces");
    cc_json_begin_array(j);
    for (int i = 0, n = 0; i < c->wk; i++) {
      cc_json_begin_array(j);
      for (int s = 0; s < c->wlen[i]; s++) cc_json_string(j, c->wblock[n++]);
      cc_json_end_array(j);
    }
    cc_json_end_array(j);
    cc_json_member_int(j, "hierarchy", c->whierarchy + 1);
    cc_json_key(j, "pair");
    cc_json_begin_array(j);
    cc_json_begin_array(j), cc_json_int(j, c->wt1), cc_json_int(j, c->wp1), cc_json_end_array(j);
    cc_json_begin_array(j), cc_json_int(j, c->wt2), cc_json_int(j, c->wp2), cc_json_end_array(j);
    cc_json_end_array(j);
    if (c->wvalue1 && c->wvalue2) {
      cc_json_key(j, "values");
      cc_json_begin_array(j);
      cc_json_string(j, c->wvalue1), cc_json_string(j, c->wvalue2);
      cc_json_end_array(j);
    }
    cc_json_end_object(j);
  }
  cc_json_end_object(j);
}

/* A claim's verdict as a title's first words: "UNSOUND llvm @f %r: llvm
 * says uniform" (docs/design.md §12). */
static void claim_head(cc_buf *b, const char *file, const au_claim *c) {
  cc_buf_printf(b, "%s %s %s @%s %s: %s says %s", au_claim_word(c), au_analysis_name(c->analysis),
                file, c->function, c->subject,
                au_analysis_name(c->analysis), c->says_divergent ? "DIVERGENT" : "uniform");
}

/* au_opts.picture: the claim's witness drawn by render/ (rd_en_value, as
 * `uniformity --why --dot` draws it), a cluster of its own id. */
static char *audit_picture(void *arg, const en_run *r, int inst, const en_witness *w,
                           const au_claim *c) {
  audit_state *S = arg;
  char id[32];
  snprintf(id, sizeof id, "w%d", S->drawn++);
  cc_buf title, out;
  cc_buf_init(&title);
  cc_buf_init(&out);
  claim_head(&title, S->file, c);
  /* the witness's bounds (docs/design.md §12): its threads, its longest trace */
  cc_buf_printf(&title, "\nthe reference: %s ", c->subject);
  au_claim_reference(c, &title);
  rd_en_value(&out, id, cc_buf_str(&title), r, inst, w);
  cc_buf_free(&title);
  char *dot = cc_strdup(cc_buf_str(&out));
  cc_buf_free(&out);
  return dot;
}

/* au_opts.reference_done: the function's convergent calls reached under
 * a divergent branch of the reference, by the selection `uniformity`
 * prints (xc_calls_reached_apart). */
static void audit_apart(void *arg, const cv_program *q, const bool *br_div) {
  audit_state *S = arg;
  xc_apart_call *ap;
  int n = xc_calls_reached_apart(q, br_div, &ap);
  for (int i = 0; i < n; i++) {
    const cv_inst *I = cv_program_inst(q, ap[i].inst);
    cc_buf where;
    cc_buf_init(&where);
    xc_apart_where(q, &ap[i], &where);
    apart_row row = {cc_strdup(S->file), cc_strdup(cv_program_name(q)),
                     cc_strdup(I->text ? I->text : I->opcode ? I->opcode : "call"),
                     cc_strdup(cv_block_name(q, ap[i].block)), cc_strdup(cv_block_name(q, ap[i].under)),
                     cc_strdup(cc_buf_str(&where)), ap[i].line, ap[i].nth,
                     ap[i].barrier, ap[i].loop_exit, xc_apart_note(&ap[i])};
    cc_buf_free(&where);
    CC_PUSH(S->apart, row);
  }
  free(ap);
}

/* A file audit could not finish: an error of the input, or opt-22's time
 * limit (au_report.opt_timed_out), which is no verdict and says which
 * option gives opt longer (au_opt_timeout_text), never "error". */
static void record_error(audit_state *S, long long pid, const cc_error *err0, bool timed_out) {
  /* named as the user gave it: "<stdin>" for '-' (cli_shown_path) */
  cc_error shown = *err0;
  snprintf(shown.file, sizeof shown.file, "%s", cli_shown_path(err0->file));
  const cc_error *err = &shown;
  char msg[2048];
  if (timed_out) snprintf(msg, sizeof msg, "%.500s: %.1500s", err->file, err->msg);
  else cc_error_format(err, msg, sizeof msg);
  if (timed_out) S->opt_timeouts++;
  else S->errors++;
  if (S->a->e.json) {
    cc_json_begin_object(&S->j);
    if (timed_out) {
      cc_json_member_string(&S->j, "file", err->file);
      cc_json_member_string(&S->j, "verdict", "unknown");
      cc_json_member_string(&S->j, "why", err->msg);
    } else {
      cc_json_member_string(&S->j, "error", msg);
    }
    cc_json_end_object(&S->j);
  } else {
    fprintf(stderr, "convcheck: %s\n", msg);
  }
  cli_record_verdict(S->rec, pid, "audit", "", timed_out ? "unknown" : "error", msg, NULL, 0);
}

/* OpenCL kernels as clang-22 emits them: a body __clang_ocl_kern_imp_K
 * that kernel K inlines (au_ocl_inlined_kernel).  Its findings are not
 * listed one by one (the kernel's show the same code), but counted on one
 * line; an unsound one is listed all the same, and --all or --function
 * lists every one. */
typedef struct ocl_fold {
  const char *body, *kernel; /* names (owned) */
  int n[AU_NANALYSES];       /* findings not listed, per analysis */
} ocl_fold;

/* The bodies of m to say in one line (caller frees the array and, with
 * ocl_folds_say, the names). */
static ocl_fold *ocl_folds_of(const cv_module *m, int *n_out) {
  ocl_fold *out = cc_calloc((size_t)cv_module_count(m) + 1, sizeof *out);
  int n = 0;
  for (int f = 0; f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    const cv_program *k = au_ocl_inlined_kernel(m, p);
    if (k)
      out[n++] = (ocl_fold){cc_strdup(cv_program_name(p)), cc_strdup(cv_program_name(k)), {0}};
  }
  *n_out = n;
  return out;
}

static ocl_fold *ocl_fold_find(ocl_fold *folds, int n, const au_claim *c) {
  for (int i = 0; i < n; i++)
    if (!strcmp(folds[i].body, c->function) && c->verdict != AU_UNSOUND) return &folds[i];
  return NULL;
}

/* "(@__clang_ocl_kern_imp_K: ...)" for each body with findings not listed
 * (out NULL: none), and frees the names. */
static void ocl_folds_say(cc_buf *out, ocl_fold *folds, int n, const audit_args *a) {
  for (int i = 0; i < n; i++) {
    int total = 0;
    for (int k = 0; k < AU_NANALYSES; k++) total += folds[i].n[k];
    if (total && out) {
      cc_buf_printf(out, "(@%s: clang-22's copy of the body of kernel @%s, which inlines it: the same "
                         "code, its arguments divergent;", folds[i].body, folds[i].kernel);
      for (int k = 0, first = 1; k < AU_NANALYSES; k++)
        if (a->o.analyses[k])
          cc_buf_printf(out, "%s %s %d", first ? "" : ",", au_analysis_name((au_analysis)k), folds[i].n[k]),
              first = 0;
      cc_buf_printf(out, " %s not listed: --all lists them)\n", cc_plural(total, "finding", "findings"));
    }
    free((char *)folds[i].body);
    free((char *)folds[i].kernel);
  }
}

/* The text of the rows the last file added (a body folded into its
 * kernel's lines is left out with its findings: ocl_fold). */
static void apart_say(audit_state *S, const ocl_fold *folds, int nfolds) {
  for (; S->apart_said < CC_SIZE(S->apart); S->apart_said++) {
    const apart_row *r = &CC_AT(S->apart, S->apart_said);
    bool folded = false;
    for (int i = 0; i < nfolds && !folded; i++) folded = !strcmp(folds[i].body, r->function);
    if (folded) continue;
    cc_buf_printf(&S->text, "warning: %s @%s: %s (%s): a convergent call some threads may "
                            "execute while others of the function do not (under the divergent "
                            "branch of block %s, as the reference found it)%s\n",
                  r->file, r->function, r->call, r->where, r->under, r->note);
  }
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
  long long pid = cli_record_program_hash(S->rec, cli_shown_path(f), f, hash);
  if (!text) {
    record_error(S, pid, &err, false);
    return;
  }
  bool ll = fe_reads_as_ll(f, text, len);
  fe_ll_opts ro;
  au_read_opts(&a->o, &ro);
  cv_module *m = fe_load_text(f, text, len, NULL, 0, &ro, &err);
  if (!m) {
    free(text);
    record_error(S, pid, &err, false);
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
  S->file = cli_shown_path(f);
  if (a->e.dot || S->rec->run) o.picture = audit_picture, o.picture_arg = S;
  o.reference_done = audit_apart, o.reference_done_arg = S;
  /* --timeout: one deadline for the whole command (the reference stops
   * there; what it did not decide is no verdict) */
  bool from_timeout = false; /* opt's limit is what --timeout left */
  if (a->e.timeout_ms) {
    o.engine.deadline = a->e.t_start + a->e.timeout_ms / 1000.0 * 0.95;
    /* opt within what is left too */
    double left_ms = (o.engine.deadline - cc_now()) * 1000.0;
    unsigned left = left_ms < 1 ? 1 : (unsigned)left_ms;
    if (!o.opt_timeout_ms || o.opt_timeout_ms > left) o.opt_timeout_ms = left, from_timeout = true;
  }
  o.engine.progress = cli_progress_cb;
  o.engine.progress_arg = &pr;
  au_report rep;
  au_report_init(&rep);
  bool ok = au_audit_module(m, ll ? text : NULL, fn, &o, &rep, &err);
  cli_progress_done(&pr);
  int nfolds = 0;
  ocl_fold *folds = a->all || fn || a->e.json ? NULL : ocl_folds_of(m, &nfolds);
  free(text);
  cv_module_free(m);
  if (!ok) {
    bool late = rep.opt_timed_out;
    if (late && from_timeout) {
      /* "within 1 ms" named neither where the ms came from nor the option
       * that gives more (a new user's --timeout 5 read as --opt-timeout) */
      S->opt_limit_from_timeout = true;
      snprintf(err.msg, sizeof err.msg,
               "opt did not finish within %u ms, what --timeout %u left after reading the input "
               "(killed): no verdict; a larger --timeout (in milliseconds) gives it longer",
               o.opt_timeout_ms, a->e.timeout_ms);
    }
    ocl_folds_say(NULL, folds, nfolds, a);
    apart_say(S, folds, nfolds); /* the functions audited before the failure */
    free(folds);
    au_report_free(&rep);
    record_error(S, pid, &err, late);
    return;
  }
  char bounds[200];
  snprintf(bounds, sizeof bounds, "k=%d, L=%d, %s hierarchies%s%s", o.engine.k, o.engine.L,
           CV_READING_NAME(&o.engine.rd, hierarchies),
           rep.cut ? ", traces cut at L" : "",
           rep.timed_out ? ", stopped by --timeout (no verdict where no witness was found)"
           : rep.truncated ? ", stopped by --max-tuples (no verdict where no witness was found)" : "");
  for (size_t i = 0; i < CC_SIZE(rep.claims); i++) {
    const au_claim *c = &CC_AT(rep.claims, i);
    bool shown = a->all || au_claim_shown(c);
    ocl_fold *fold = shown ? ocl_fold_find(folds, nfolds, c) : NULL;
    if (fold) fold->n[c->analysis]++, shown = false; /* said once, below */
    if (a->e.dot && shown) {
      if (c->picture) cc_buf_puts(&S->dot, c->picture);
      else { /* no witness: the claim in words */
        char id[32];
        snprintf(id, sizeof id, "n%d", S->drawn++);
        cc_buf note;
        cc_buf_init(&note);
        claim_head(&note, cli_shown_path(f), c);
        cc_buf_printf(&note, "\nthe reference: %s ", c->subject);
        au_claim_reference(c, &note);
        cc_buf_puts(&note, c->verdict == AU_NOT_REACHED || c->ref_uniform ? "; no witness to draw"
                                                                         : "; no witness drawn");
        rd_note(&S->dot, id, cc_buf_str(&note));
        cc_buf_free(&note);
      }
    } else if (a->e.json) {
      if (shown) json_claim(&S->j, cli_shown_path(f), c);
    } else if (shown) {
      cc_buf_printf(&S->text, "%-9s %-4s %s @%s %s: %s says %s; the reference: ",
                    au_claim_word(c), au_analysis_name(c->analysis), cli_shown_path(f),
                    c->function, c->subject,
                    au_analysis_name(c->analysis), c->says_divergent ? "DIVERGENT" : "uniform");
      au_claim_reference(c, &S->text);
      cc_buf_putc(&S->text, '\n');
      if (c->text) cc_buf_printf(&S->text, "    %s\n", c->text);
      if (c->unmodelled && au_claim_stopped(c)) cc_buf_printf(&S->text, "    %s\n", c->unmodelled);
      else if (c->unmodelled) cc_buf_printf(&S->text, "    unmodelled: %s\n", c->unmodelled);
      if (c->witness) {
        cc_buf_puts(&S->text, "  witness:\n");
        cc_buf_puts(&S->text, c->witness);
      }
    }
    if (S->rec->run) {
      char check[32], subject[1200];
      snprintf(check, sizeof check, "audit-%s", au_analysis_name(c->analysis));
      snprintf(subject, sizeof subject, "@%s %s", c->function, c->subject);
      cc_buf ref, detail; /* whole: a user read "through an addrspace(1) poi" */
      cc_buf_init(&ref);
      cc_buf_init(&detail);
      au_claim_reference(c, &ref);
      cc_buf_printf(&detail, "%s says %s; the reference: %s (%s)", au_analysis_name(c->analysis),
                    c->says_divergent ? "DIVERGENT" : "uniform", cc_buf_str(&ref), bounds);
      cc_buf_free(&ref);
      if (c->unmodelled) cc_buf_printf(&detail, "; unmodelled: %s", c->unmodelled);
      cli_record_verdict(S->rec, pid, check, subject, au_claim_verdict(c), cc_buf_str(&detail),
                         c->witness, 0);
      cc_buf_free(&detail);
      if (c->picture) { /* a digraph of its own, for the report */
        cc_buf one;
        cc_buf_init(&one);
        rd_graph_begin(&one, NULL);
        cc_buf_puts(&one, c->picture);
        rd_graph_end(&one);
        cli_record_picture(S->rec, pid, check, subject, cc_buf_str(&one));
        cc_buf_free(&one);
      }
    }
  }
  apart_say(S, folds, nfolds);
  ocl_folds_say(&S->text, folds, nfolds, a);
  free(folds);
  /* claims without a verdict make the exit status 2: stderr names the
   * file, as an input error does */
  int stopped = 0;
  for (int k = 0; k < AU_NANALYSES; k++) stopped = rep.counts[k].stopped > stopped ? rep.counts[k].stopped : stopped;
  if (stopped)
    fprintf(stderr, "convcheck: %s: %d claim%s unknown: %s stopped the reference before it found a "
            "witness (no verdict; a larger %s lets it search on)\n", cli_shown_path(f), stopped,
            stopped == 1 ? "" : "s", rep.timed_out ? "--timeout" : "--max-tuples",
            rep.timed_out ? "--timeout" : "--max-tuples");
  /* fold into the total (claims are not kept there) */
  for (int k = 0; k < AU_NANALYSES; k++) au_counts_add(&S->total.counts[k], &rep.counts[k]);
  S->total.cut |= rep.cut;
  S->total.truncated |= rep.truncated;
  S->total.timed_out |= rep.timed_out;
  S->total.tuples += rep.tuples;
  if (rep.max_hierarchies > S->total.max_hierarchies) S->total.max_hierarchies = rep.max_hierarchies;
  S->total.seconds += rep.seconds;
  if (rep.reach_L > S->total.reach_L) S->total.reach_L = rep.reach_L;
  S->total.reach_unknown += rep.reach_unknown;
  au_report_add_builtins(&S->total, &rep);
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

/* The totals after every file: JSON members closing the object, or the
 * text summary lines. */
/* "key":["a","b"] */
static void json_strings(cc_json *j, const char *key, const cc_strs *v) {
  cc_json_key(j, key);
  cc_json_begin_array(j);
  for (size_t i = 0; i < CC_SIZE(*v); i++) cc_json_string(j, CC_AT(*v, i));
  cc_json_end_array(j);
}

static void render_summary(audit_state *S, const audit_args *a, double secs) {
  const au_report *T = &S->total;
  bool checked = false; /* some function audited by some analysis */
  for (int k = 0; k < AU_NANALYSES; k++) checked |= a->o.analyses[k] && T->counts[k].functions;
  char late[120] = ""; /* files opt-22 did not finish in time */
  if (S->opt_timeouts)
    snprintf(late, sizeof late, ", %d without a verdict (opt's time limit: %s)", S->opt_timeouts,
             S->opt_limit_from_timeout ? "what --timeout left" : "--opt-timeout");
  if (a->e.json) {
    /* the convergent calls reached under a divergent branch (apart_say) */
    cc_json_key(&S->j, "reached_apart");
    cc_json_begin_array(&S->j);
    for (size_t i = 0; i < CC_SIZE(S->apart); i++) {
      const apart_row *r = &CC_AT(S->apart, i);
      cc_json_begin_object(&S->j);
      cc_json_member_string(&S->j, "file", r->file);
      cc_json_member_string(&S->j, "function", r->function);
      cc_json_member_string(&S->j, "call", r->call);
      cc_json_member_string(&S->j, "block", r->block);
      if (r->line > 0) cc_json_member_int(&S->j, "line", r->line);
      cc_json_member_int(&S->j, "nth_call", r->nth);
      cc_json_member_string(&S->j, "under", r->under);
      cc_json_member_bool(&S->j, "barrier", r->barrier);
      cc_json_member_bool(&S->j, "loop_exit", r->loop_exit);
      cc_json_end_object(&S->j);
    }
    cc_json_end_array(&S->j);
    cc_json_key(&S->j, "bounds");
    cc_json_begin_object(&S->j);
    cc_json_member_int(&S->j, "k", a->o.engine.k);
    cc_json_member_int(&S->j, "L", a->o.engine.L);
    cc_json_member_string(&S->j, "hierarchies", CV_READING_NAME(&a->o.engine.rd, hierarchies));
    cc_json_member_bool(&S->j, "cut", T->cut);
    cc_json_member_bool(&S->j, "truncated", T->truncated);
    cc_json_member_bool(&S->j, "timed_out", T->timed_out);
    /* the bound whose traces reach every not-reached claim's block (0:
     * none, or some block with no path found) */
    cc_json_member_int(&S->j, "reach_L", T->reach_unknown ? 0 : T->reach_L);
    cc_json_end_object(&S->j);
    cc_json_member_int(&S->j, "files", S->files);
    cc_json_member_int(&S->j, "errors", S->errors);
    cc_json_member_int(&S->j, "opt_timeouts", S->opt_timeouts);
    cc_json_key(&S->j, "summary");
    cc_json_begin_object(&S->j);
    for (int k = 0; k < AU_NANALYSES; k++) {
      if (!a->o.analyses[k]) continue;
      const au_counts *c = &T->counts[k];
      cc_json_key(&S->j, au_analysis_name((au_analysis)k));
      cc_json_begin_object(&S->j);
      cc_json_member_int(&S->j, "functions", c->functions);
      cc_json_member_int(&S->j, "claims", c->claims);
      cc_json_member_int(&S->j, "unsound", c->unsound);
      cc_json_member_int(&S->j, "imprecise", c->imprecise);
      cc_json_member_int(&S->j, "agree", c->agree);
      cc_json_member_int(&S->j, "unmodelled", c->unmodelled);
      cc_json_member_int(&S->j, "not_reached", c->not_reached);
      cc_json_member_int(&S->j, "unknown", c->stopped);
      cc_json_end_object(&S->j);
    }
    cc_json_end_object(&S->j);
    json_strings(&S->j, "unknown_builtins", &T->unknown_builtins);
    json_strings(&S->j, "scalar_targets", &T->scalar_triples);
    cc_json_key(&S->j, "seconds");
    cc_json_double(&S->j, secs);
    cc_json_end_object(&S->j);
    cc_buf_putc(&S->json, '\n');
  } else {
    /* when nothing was checked, no "(up to 0 per function)" nor "ours 0
     * functions": a new user read those zeros as a result */
    char per[64] = "";
    if (checked) snprintf(per, sizeof per, " (up to %d per function)", T->max_hierarchies);
    cc_buf_printf(&S->text,
                  "audit: %d file%s, %d error%s%s; reference: k=%d, L=%d, %s hierarchies"
                  "%s%s%s; %.2f s\n",
                  S->files, S->files == 1 ? "" : "s", S->errors, S->errors == 1 ? "" : "s", late,
                  a->o.engine.k, a->o.engine.L,
                  a->o.engine.rd.hierarchies == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                  per, T->cut ? ", traces cut at L" : "",
                  T->timed_out ? ", stopped by --timeout (no verdict where no witness was found)"
                  : T->truncated ? ", stopped by --max-tuples (no verdict where no witness was found)" : "", secs);
    if (!checked)
      cc_buf_printf(&S->text, "  no function was checked: %s; no claim has a verdict\n",
                    S->opt_timeouts ? (S->opt_limit_from_timeout
                                           ? "the time ran out (--timeout) before opt-22 finished"
                                           : "opt-22 did not finish within --opt-timeout")
                    : T->timed_out ? "the time ran out (--timeout) before the reference checked one"
                    : S->errors    ? "every input failed (the errors above)"
                                   : "the input has no function");
    for (int k = 0; k < AU_NANALYSES && checked; k++) {
      if (!a->o.analyses[k]) continue;
      const au_counts *c = &T->counts[k];
      cc_buf_printf(&S->text,
                    "  %-4s %d function%s, %d claims: %d unsound, %d imprecise (within the "
                    "bounds), %d agree",
                    au_analysis_name((au_analysis)k), c->functions, c->functions == 1 ? "" : "s",
                    c->claims, c->unsound, c->imprecise, c->agree);
      if (c->unmodelled)
        cc_buf_printf(&S->text, ", %d unmodelled (no verdict: the witness rests on a value "
                               "the reference does not model)", c->unmodelled);
      if (c->stopped)
        cc_buf_printf(&S->text, ", %d unknown (no verdict: %s stopped the reference before it "
                                "found a witness)", c->stopped,
                      T->timed_out ? "--timeout" : "--max-tuples");
      if (c->not_reached && !T->reach_unknown)
        cc_buf_printf(&S->text, ", %d not reached (no verdict: their blocks lie beyond L=%d; "
                                "-L %d reaches them)", c->not_reached, a->o.engine.L, T->reach_L);
      else if (c->not_reached)
        cc_buf_printf(&S->text, ", %d not reached (no verdict: their blocks lie beyond L=%d; "
                                "no path of up to %d blocks found for some)", c->not_reached,
                      a->o.engine.L, AU_REACH_MAX_L);
      cc_buf_putc(&S->text, '\n');
    }
    cli_unknown_builtins_note(&T->unknown_builtins, "", &S->text);
    for (size_t i = 0; i < CC_SIZE(T->scalar_triples); i++)
      cc_buf_printf(&S->text,
                    "note: target scalar (%s): LLVM's TTI for this triple has no branch "
                    "divergence, so LLVM's analysis calls every value uniform and the "
                    "reference's scalar model every value it models (one resting on an unknown "
                    "builtin is unmodelled); an agreement there says nothing about a GPU's "
                    "threads: --mtriple "
                    "amdgcn-amd-amdhsa audits the code under a GPU target's rules "
                    "(docs/audit.md, \"Targets without divergence\")\n",
                    *CC_AT(T->scalar_triples, i) ? CC_AT(T->scalar_triples, i) : "no triple");
  }
}

int cli_cmd_audit(cli_ctx *ctx) {
  audit_args a;
  if (!parse(ctx, &a)) return CLI_ERROR;
  if (a.emit_ll) return emit_ll(&a);
  int rc;
  cc_error err;
  cc_error_clear(&err);
  cc_strs files = {0};
  static const char *const exts[] = {".ll", ".cfg", NULL};
  if (!cc_list_files(a.e.file, exts, &files, &err)) {
    cc_strs_free(&files);
    cli_report(&err);
    return CLI_ERROR;
  }
  audit_state S;
  memset(&S, 0, sizeof S);
  S.a = &a;
  S.rec = &ctx->rec;
  cc_buf_init(&S.text);
  cc_buf_init(&S.dot);
  cc_buf_init(&S.json);
  cc_json_init(&S.j, &S.json);
  au_report_init(&S.total);

  {
    char opts[300];
    snprintf(opts, sizeof opts,
             "{\"analysis\":\"%s\",\"hierarchies\":\"%s\",\"reading\":\"%s\",\"max_tuples\":%llu}",
             a.analysis, CV_READING_NAME(&a.o.engine.rd, hierarchies),
             CV_READING_NAME(&a.o.engine.rd, cb), (unsigned long long)a.o.engine.max_tuples);
    if (!cli_record_begin(S.rec, "audit", opts, a.o.engine.k, a.o.engine.L)) {
      cc_strs_free(&files);
      return CLI_ERROR;
    }
  }
  double t0 = cc_now();
  cc_json_begin_object(&S.j);
  cc_json_key(&S.j, "claims");
  cc_json_begin_array(&S.j);
  for (size_t i = 0; i < CC_SIZE(files); i++) audit_file(&S, CC_AT(files, i));
  cc_json_end_array(&S.j);
  double secs = cc_now() - t0;
  if (a.e.function && S.functions_found == 0) {
    cc_error_set(&err, a.e.file, 0, 0, "no function '%s'", a.e.function);
    cli_report(&err);
    S.errors++;
  }

  const au_report *T = &S.total;
  render_summary(&S, &a, secs);
  if (a.e.dot) { /* the picture, the summary lines as DOT comments */
    cc_buf pic;
    cc_buf_init(&pic);
    char title[600];
    snprintf(title, sizeof title, "audit %s: the analyses' claims against the reference", a.e.file);
    rd_graph_begin(&pic, title);
    cc_buf_puts(&pic, cc_buf_str(&S.dot));
    for (const char *l = cc_buf_str(&S.text); *l;) {
      const char *e = strchr(l, '\n');
      int n = e ? (int)(e - l) : (int)strlen(l);
      cc_buf_printf(&pic, "  // %.*s\n", n, l);
      l += n + (e != NULL);
    }
    rd_graph_end(&pic);
    rc = cli_write(&pic);
    cc_buf_free(&pic);
  } else {
    rc = cli_write(a.e.json ? &S.json : &S.text);
  }
  bool unsound = false, stopped = false;
  for (int k = 0; k < AU_NANALYSES; k++) {
    unsound |= a.o.analyses[k] && T->counts[k].unsound > 0;
    stopped |= a.o.analyses[k] && T->counts[k].stopped > 0;
  }
  /* an error, a file with no verdict (opt's time-out), or no unsound claim
   * found while a limit stopped the reference for some (uniformity exits 2
   * for the same stop): exit 2 */
  if (rc == CLI_HOLDS)
    rc = S.errors || S.opt_timeouts ? CLI_ERROR : unsound ? CLI_FAILS : stopped ? CLI_ERROR : CLI_HOLDS;
  rc = cli_record_finish(S.rec, rc);
  au_report_free(&S.total);
  for (size_t i = 0; i < CC_SIZE(S.apart); i++) {
    apart_row *r = &CC_AT(S.apart, i);
    CC_FREE_ALL(r->file, r->function, r->call, r->block, r->under, r->where);
  }
  CC_RELEASE(S.apart);
  cc_buf_free(&S.text);
  cc_buf_free(&S.dot);
  cc_buf_free(&S.json);
  cc_strs_free(&files);
  return rc;
}
