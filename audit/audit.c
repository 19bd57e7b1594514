/* audit/audit.c — the audit of docs/design.md §7: each claim of an analysis
 * (ours, LLVM's) checked against the reference uniformity of the explicit
 * engine ([CU] "Uniformity": a value is uniform when converged dynamic
 * instances compute equal values; decided over every cycle hierarchy and
 * every admissible tuple within the bounds, enumerate/enumerate.h). */
#include "audit/audit.h"

#include "analysis/analysis.h"
#include "front/front.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

const char *au_analysis_name(au_analysis a) {
  return a == AU_OURS ? "ours" : a == AU_LLVM ? "llvm" : "?";
}

const char *au_verdict_name(au_verdict v) {
  return v == AU_UNSOUND      ? "unsound"
         : v == AU_IMPRECISE  ? "imprecise"
         : v == AU_UNMODELLED ? "unmodelled"
         : v == AU_NOT_REACHED ? "not-reached"
                              : "agree";
}

/* The reference stopped by --timeout or --max-tuples before it found a
 * witness: its claim is AU_UNMODELLED with the reference "uniform"
 * (au_add_claim). */
bool au_claim_stopped(const au_claim *c) {
  return c->verdict == AU_UNMODELLED && c->ref_uniform;
}

void au_claim_reference(const au_claim *c, cc_buf *out) {
  if (c->verdict == AU_NOT_REACHED) {
    cc_buf_printf(out, "unknown within k=%d, L=%d: no trace reaches its block", c->ref_k, c->ref_L);
    if (c->reach_L) cc_buf_printf(out, " (-L %d reaches it)", c->reach_L);
    else cc_buf_printf(out, " (no path of up to %d blocks found that reaches it)", AU_REACH_MAX_L);
  } else if (au_claim_stopped(c)) {
    cc_buf_printf(out, "unknown within k=%d, L=%d: stopped by %s before it found a witness "
                  "(a larger %s lets it search on)", c->ref_k, c->ref_L,
                  c->ref_max_tuples ? "--max-tuples" : "--timeout",
                  c->ref_max_tuples ? "--max-tuples" : "--timeout");
  } else if (c->ref_unmodelled) {
    cc_buf_printf(out, "unknown within k=%d, L=%d: its witnesses of divergence rest on a value it "
                  "does not model", c->ref_k, c->ref_L);
  } else if (c->ref_uniform) {
    cc_buf_printf(out, "uniform within k=%d, L=%d%s", c->ref_k, c->ref_L,
                  c->ref_cut ? " (traces cut at L)" : "");
  } else {
    cc_buf_printf(out, "DIVERGENT (k=%d, L=%d)", c->ref_k, c->ref_L);
  }
}

const cv_program *au_ocl_inlined_kernel(const cv_module *m, const cv_program *p) {
  static const char prefix[] = "__clang_ocl_kern_imp_";
  const char *name = cv_program_name(p);
  if (strncmp(name, prefix, sizeof prefix - 1) || !name[sizeof prefix - 1]) return NULL;
  const cv_program *k = cv_module_find(m, name + sizeof prefix - 1);
  if (!k) return NULL;
  for (int i = 0; i < cv_program_ninsts(k); i++) {
    const cv_inst *I = cv_program_inst(k, i);
    if (I->op == CV_OP_CALL && I->opcode && !strcmp(I->opcode, name)) return NULL; /* K calls it */
  }
  return k;
}

bool au_claim_shown(const au_claim *c) {
  if (c->verdict == AU_AGREE || c->verdict == AU_NOT_REACHED) return false;
  return !(c->verdict == AU_UNMODELLED && c->says_divergent);
}

const char *au_claim_word(const au_claim *c) {
  return c->verdict == AU_UNSOUND       ? "UNSOUND"
         : au_claim_stopped(c)          ? "UNKNOWN"
         : c->verdict == AU_UNMODELLED  ? "UNMODELLED"
         : c->verdict == AU_IMPRECISE   ? "IMPRECISE"
         : c->verdict == AU_NOT_REACHED ? "NOT-REACHED"
                                        : "agree";
}

const char *au_claim_verdict(const au_claim *c) {
  return au_claim_stopped(c) ? "unknown" : au_verdict_name(c->verdict);
}

const char *au_claim_basis(const au_claim *c) {
  return c->verdict == AU_NOT_REACHED || au_claim_stopped(c) || c->ref_unmodelled ? "none"
         : c->ref_uniform                                    ? "within"
                                                             : "witness";
}

void au_opts_default(au_opts *o) {
  memset(o, 0, sizeof *o);
  for (int a = 0; a < AU_NANALYSES; a++) o->analyses[a] = true;
  en_opts_default(&o->engine);
  o->opt_path = "opt-22";
  o->opt_timeout_ms = 60000;
  o->default_triple = "amdgcn-unknown-amdhsa";
}

void au_read_opts(const au_opts *o, fe_ll_opts *out) {
  /* every field set (keep_invalid false: audit reads valid IR only) */
  *out = (fe_ll_opts){.mtriple = o->mtriple, .default_triple = o->default_triple};
}

void au_report_init(au_report *rep) { memset(rep, 0, sizeof *rep); }

static void au_claim_free(au_claim *c) {
  int n = 0;
  for (int i = 0; i < c->wk; i++) n += c->wlen[i];
  for (int i = 0; i < n; i++) free(c->wblock[i]);
  CC_FREE_ALL(c->function, c->subject, c->text, c->witness, c->unmodelled, c->wvalue1,
              c->wvalue2, c->wblock, c->picture);
}

void au_report_free(au_report *rep) {
  for (size_t i = 0; i < CC_SIZE(rep->claims); i++) au_claim_free(&CC_AT(rep->claims, i));
  CC_RELEASE(rep->claims);
  cc_strs_free(&rep->unknown_builtins);
  cc_strs_free(&rep->scalar_triples);
  memset(rep, 0, sizeof *rep);
}

static double au_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Does the IR text name a target triple?  (A "target triple" line outside
 * a comment.) */
static bool au_has_triple(const char *t) {
  for (const char *s = t; (s = strstr(s, "target triple")); s++) {
    const char *b = s;
    while (b > t && b[-1] != '\n') b--;
    if (b == s) return true; /* at the start of a line */
  }
  return false;
}

/* The claims an analysis makes about a function, per instruction (a value)
 * and per block (its branch). */
typedef struct au_claims {
  bool *inst_div;   /* per instruction */
  bool *branch_div; /* per block */
} au_claims;

/* Is block b's branch a claim?  A br or switch with two or more
 * successors: LLVM calls the terminator DIVERGENT when its condition is.
 * (callbr and invoke choose their successor by what the callee does, not
 * by a value; the reference takes that choice as free per thread, so no
 * claim about them is checked.)  A .cfg block (no instructions) is not
 * audited directly: it is rendered first. */
static bool au_branch_claim(const cv_program *p, int b) {
  int ns, ni;
  cv_block_succs(p, b, &ns);
  const int *insts = cv_block_insts(p, b, &ni);
  if (ns < 2 || ni == 0) return false;
  const cv_inst *T = cv_program_inst(p, insts[ni - 1]);
  return T->op == CV_OP_BR || T->op == CV_OP_SWITCH;
}


/* The witness of a claim as data (au_claim.wtraces ...): what the text
 * prints, for a reader of the JSON (issue 28: the witness is data, not
 * preformatted text). */
static void witness_data(const en_run *r, const en_witness *w, au_claim *cl) {
  cv_tuple t;
  en_witness_tuple(r, w, &t);
  int n = 0;
  for (int i = 0; i < t.k && i < 4; i++) n += t.thread[i].len;
  cl->wblock = cc_calloc((size_t)n + 1, sizeof *cl->wblock);
  n = 0;
  for (int i = 0; i < t.k && i < 4; i++) {
    cl->wlen[i] = t.thread[i].len;
    for (int s = 0; s < t.thread[i].len; s++)
      cl->wblock[n++] = cc_strdup(cv_block_name(r->p, t.thread[i].blocks[s]));
  }
  cl->wk = t.k < 4 ? t.k : 4;
  cv_tuple_free(&t);
  cl->whierarchy = w->h1;
  cl->wt1 = w->t1, cl->wp1 = w->p1, cl->wt2 = w->t2, cl->wp2 = w->p2;
  if (w->v1 < 0 || w->v2 < 0) return;
  const en_run *wr = en_witness_run(r, w);
  cc_buf b;
  cc_buf_init(&b);
  cv_term_print(wr->terms, r->p, w->v1, &b);
  cl->wvalue1 = cc_strdup(cc_buf_str(&b));
  cc_buf_clear(&b);
  cv_term_print(wr->terms, r->p, w->v2, &b);
  cl->wvalue2 = cc_strdup(cc_buf_str(&b));
  cc_buf_free(&b);
}

/* docs/audit.md "Verdicts", "Unmodelled": a witness resting on a value
 * the reference does not model is no evidence of unsoundness. */
static au_verdict au_judge(bool says_divergent, bool ref_uniform, bool unmodelled, bool reached) {
  if (!reached) return AU_NOT_REACHED; /* the reference has nothing to say */
  /* a witness resting on an unmodelled value neither refutes a uniform
   * claim nor confirms a DIVERGENT one: the reference is unknown (a new
   * user read "agree ... the reference: unknown" as a contradiction) */
  if (!ref_uniform && unmodelled) return AU_UNMODELLED;
  if (!says_divergent && !ref_uniform) return AU_UNSOUND;
  if (says_divergent && ref_uniform) return AU_IMPRECISE;
  return AU_AGREE;
}

static void au_add_claim(au_report *rep, const au_opts *o, const en_run *r, const int *first,
                         au_analysis a, int inst, int block, bool says_div) {
  const cv_program *p = r->p;
  const en_value_result *v = inst >= 0 ? &r->values[inst] : &r->branches[block];
  au_verdict verdict = au_judge(says_div, v->uniform, v->w.set && v->w.unmodelled,
                                r->reached[block]);
  /* a reference stopped by the deadline has no verdict where it found no
   * witness (issue 29): not a claim's agreement nor its imprecision, nor
   * 'not reached' (the blocks it reached are the ones it had time for) */
  /* --max-tuples alike (a new user's "IMPRECISE ... uniform within k=2,
   * L=12" was a search stopped after 3 tuples, DIVERGENT in full) */
  bool stopped = (r->timed_out || r->truncated) && v->uniform;
  if (stopped) verdict = AU_UNMODELLED;
  au_counts *c = &rep->counts[a];
  c->claims++;
  if (verdict == AU_NOT_REACHED) {
    c->not_reached++;
    int L = first ? first[block] : 0;
    if (L > rep->reach_L) rep->reach_L = L;
    if (!L) rep->reach_unknown++;
  } else if (verdict == AU_UNSOUND) c->unsound++;
  else if (stopped) c->stopped++;
  else if (verdict == AU_UNMODELLED) c->unmodelled++;
  else if (verdict == AU_IMPRECISE) c->imprecise++;
  else c->agree++;
  if (verdict == AU_AGREE && !o->keep_agree) return;
  au_claim cl;
  memset(&cl, 0, sizeof cl);
  cl.analysis = a;
  cl.function = cc_strdup(cv_program_name(p));
  cl.inst = inst;
  cl.block = block;
  cl.says_divergent = says_div;
  cl.ref_uniform = v->uniform;
  cl.verdict = verdict;
  if (verdict == AU_NOT_REACHED && first) cl.reach_L = first[block];
  cl.ref_unmodelled = !v->uniform && v->w.set && v->w.unmodelled;
  bool witnessed = !v->uniform && v->w.set && !cl.ref_unmodelled;
  cl.ref_k = witnessed ? v->w.k : o->engine.k;
  cl.ref_L = witnessed ? en_witness_length(r, &v->w) : o->engine.L;
  cl.ref_cut = r->cut;
  cc_buf b;
  cc_buf_init(&b);
  if (inst >= 0) {
    const cv_inst *I = cv_program_inst(p, inst);
    cc_buf_printf(&b, "%%%s", I->name ? I->name : "?");
    if (I->text) cl.text = cc_strdup(I->text);
  } else {
    int ni;
    const int *insts = cv_block_insts(p, block, &ni);
    cc_buf_printf(&b, "br %s", cv_block_name(p, block));
    const cv_inst *T = cv_program_inst(p, insts[ni - 1]);
    if (T->text) cl.text = cc_strdup(T->text);
  }
  cl.subject = cc_strdup(cc_buf_str(&b));
  if ((verdict == AU_UNSOUND || (verdict == AU_UNMODELLED && !says_div)) && v->w.set) {
    cc_buf_clear(&b);
    en_witness_print_value(r, inst, &v->w, &b);
    cl.witness = cc_strdup(cc_buf_str(&b));
    witness_data(r, &v->w, &cl);
    if (o->picture) cl.picture = o->picture(o->picture_arg, r, inst, &v->w, &cl);
  }
  cl.ref_max_tuples = stopped && !r->timed_out;
  if (stopped) {
    cl.unmodelled = cc_strdup(cl.ref_max_tuples
                                  ? "no verdict: the reference was stopped by --max-tuples before "
                                    "it found a witness"
                                  : "no verdict: the reference was stopped by --timeout before it "
                                    "found a witness");
  } else if (verdict == AU_UNMODELLED) {
    cc_buf_clear(&b);
    const cv_inst *O = v->w.origin >= 0 ? cv_program_inst(p, v->w.origin) : NULL;
    if (O) { /* its first line (a callbr prints on two) */
      const char *tx = O->text ? O->text : O->opcode ? O->opcode : "?";
      int len = (int)strcspn(tx, "\n");
      cc_buf_printf(&b, "%.*s (%s:%d): %s", len, tx, cv_program_shown_file(p), O->line,
                    cv_inst_unknown_why(O));
    }
    else
      cc_buf_puts(&b, cv_inst_unknown_why(NULL));
    cl.unmodelled = cc_strdup(cc_buf_str(&b));
  }
  cc_buf_free(&b);
  CC_PUSH(rep->claims, cl);
}

/* The witnesses the audit prints, shortest first (en_run_shorten): of the
 * values and branches some analysis calls uniform and the reference
 * divergent (unsound or unmodelled claims). */
static void au_shorten(const cv_program *q, en_run *r, const au_claims *cl, const au_opts *o) {
  int ni = cv_program_ninsts(q), nb = cv_program_nblocks(q);
  bool *vals = cc_calloc((size_t)ni + 1, sizeof(bool));
  bool *brs = cc_calloc((size_t)nb + 1, sizeof(bool));
  bool any = false;
  for (int a = 0; a < AU_NANALYSES; a++) {
    if (!o->analyses[a]) continue;
    for (int i = 0; i < ni; i++)
      if (!cl[a].inst_div[i] && !r->values[i].uniform) vals[i] = any = true;
    for (int b = 0; b < nb; b++)
      if (!cl[a].branch_div[b] && !r->branches[b].uniform) brs[b] = any = true;
  }
  if (any) en_run_shorten(r, vals, brs);
  free(vals);
  free(brs);
}

/* When a block lies beyond the bound (no trace of r reaches it): each
 * block's first L (en_blocks_first_reached), else NULL. */
static int *au_first_reached(const cv_program *q, const en_run *r, const cv_readings *rd) {
  int nb = cv_program_nblocks(q);
  bool all = true;
  for (int b = 0; b < nb && all; b++) all = r->reached[b];
  if (all) return NULL;
  int *first = cc_calloc((size_t)nb + 1, sizeof(int));
  bool complete;
  en_blocks_first_reached(q, rd, AU_REACH_MAX_L, AU_REACH_MAX_NODES, first, &complete);
  return first;
}

/* Audits one function q read from IR (llvm: what opt printed for it, or
 * NULL when LLVM is not audited). */
static bool au_function(const cv_program *q, const au_llvm_function *llvm,
                        const au_opts *o, au_report *rep, cc_error *err) {
  int ni = cv_program_ninsts(q), nb = cv_program_nblocks(q);
  au_claims cl[AU_NANALYSES];
  memset(cl, 0, sizeof cl);
  bool ok = true;
  double t0 = au_now();
  en_run *r = NULL;
  int *first = NULL;

  for (int a = 0; a < AU_NANALYSES; a++) {
    if (!o->analyses[a]) continue;
    cl[a].inst_div = cc_calloc((size_t)ni + 1, sizeof(bool));
    cl[a].branch_div = cc_calloc((size_t)nb + 1, sizeof(bool));
  }
  if (o->analyses[AU_OURS]) {
    ua_result *u = ua_analyze(q, NULL, err);
    if (!u) {
      ok = false;
      goto done;
    }
    for (int i = 0; i < ni; i++) cl[AU_OURS].inst_div[i] = ua_inst_divergent(u, i);
    for (int b = 0; b < nb; b++) cl[AU_OURS].branch_div[b] = ua_block_branch_divergent(u, b);
    ua_result_free(u);
  }
  if (o->analyses[AU_LLVM]) {
    if (!llvm) {
      cc_error_set(err, cv_program_file(q), cv_program_line(q), 0,
                   "opt printed nothing for function '%s'", cv_program_name(q));
      ok = false;
      goto done;
    }
    if (!au_llvm_match(llvm, q, cl[AU_LLVM].inst_div, err)) {
      ok = false;
      goto done;
    }
    /* a branch's claim is its terminator's line */
    for (int b = 0; b < nb; b++) {
      int n;
      const int *insts = cv_block_insts(q, b, &n);
      if (n) cl[AU_LLVM].branch_div[b] = cl[AU_LLVM].inst_div[insts[n - 1]];
    }
  }

  en_opts eo = o->engine;
  eo.mconv_only = false;
  eo.on_tuple = NULL;
  eo.shortest = false; /* only the witnesses printed: below */
  r = en_run_new(q, &eo, err);
  if (!r) {
    ok = false;
    goto done;
  }
  if (o->engine.shortest) au_shorten(q, r, cl, o);
  first = au_first_reached(q, r, &eo.rd);
  if (o->reference_done) {
    bool *br_div = cc_calloc((size_t)nb + 1, sizeof *br_div);
    for (int b = 0; b < nb; b++) br_div[b] = !r->branches[b].uniform;
    o->reference_done(o->reference_done_arg, q, br_div);
    free(br_div);
  }
  cv_program_unknown_builtins(q, &rep->unknown_builtins);
  rep->cut |= r->cut;
  rep->truncated |= r->truncated;
  rep->timed_out |= r->timed_out;
  rep->tuples += r->tuples;
  if ((int)CC_SIZE(r->hs) > rep->max_hierarchies) rep->max_hierarchies = (int)CC_SIZE(r->hs);

  for (int a = 0; a < AU_NANALYSES; a++) {
    if (!o->analyses[a]) continue;
    rep->counts[a].functions++;
    for (int b = 0; b < nb; b++) {
      int n;
      const int *insts = cv_block_insts(q, b, &n);
      for (int j = 0; j < n; j++) {
        const cv_inst *I = cv_program_inst(q, insts[j]);
        if (I->flags & CV_INST_HAS_RESULT)
          au_add_claim(rep, o, r, first, (au_analysis)a, insts[j], b, cl[a].inst_div[insts[j]]);
      }
      if (au_branch_claim(q, b))
        au_add_claim(rep, o, r, first, (au_analysis)a, -1, b, cl[a].branch_div[b]);
    }
  }

done:
  en_run_free(r);
  free(first);
  for (int a = 0; a < AU_NANALYSES; a++) {
    free(cl[a].inst_div);
    free(cl[a].branch_div);
  }
  rep->seconds += au_now() - t0;
  return ok;
}

/* Runs opt on text and parses its output (only when LLVM is audited). */
static bool au_llvm_side(const char *name, const char *text, const au_opts *o,
                         au_llvm_output *out, au_report *rep, cc_error *err) {
  memset(out, 0, sizeof *out);
  if (!o->analyses[AU_LLVM]) return true;
  const char *triple = o->mtriple ? o->mtriple : au_has_triple(text) ? NULL : o->default_triple;
  char *got = au_run_opt(o->opt_path ? o->opt_path : "opt-22", triple, text, strlen(text),
                         o->opt_timeout_ms, &rep->opt_timed_out, err);
  if (!got) {
    /* name the program, keep opt's explanation */
    if (err->set && !strcmp(err->file, o->opt_path ? o->opt_path : "opt-22"))
      snprintf(err->file, sizeof err->file, "%s", name);
    return false;
  }
  /* an opt built without the module's target (Debian's LLVM 22 has no
   * SPIR-V or DirectX back end) warns, and its uniformity analysis then has
   * TargetTransformInfo's default, no branch divergence: every value
   * uniform, no claim about the target's code to compare with */
  const char *tm = strstr(got, "failed to create target machine for '");
  if (tm) {
    const char *t0 = tm + strlen("failed to create target machine for '");
    int tn = (int)strcspn(t0, "'\n");
    cc_error_set(err, name, 0, 0,
                 "%s has no target '%.*s' (it warned: failed to create target machine), and "
                 "without it LLVM's uniformity analysis calls every value uniform: no claim "
                 "of the target's to audit; --mtriple amdgcn-amd-amdhsa or nvptx64-nvidia-cuda "
                 "audits the code under a GPU target's rules, where the module's own target's "
                 "intrinsics (llvm.dx.*, llvm.spv.*) are unknown builtins and the claims resting "
                 "on them unmodelled (docs/audit.md, \"Targets opt lacks\")",
                 o->opt_path ? o->opt_path : "opt-22", tn, t0);
    free(got);
    return false;
  }
  bool ok = au_llvm_parse(name, got, out, err);
  if (!ok && err->set) {
    /* the text that could not be read is opt's, not the input's (issue 29:
     * "nm.ll:1:1: error: expected ..." for a name with a newline, or a
     * warning opt printed): say so, and show opt's line */
    const char *l = got;
    for (int i = 1; i < err->line && l && *l; i++) {
      l = strchr(l, '\n');
      if (l) l++;
    }
    char line[120] = "";
    size_t n = l ? strcspn(l, "\n") : 0;
    for (size_t i = 0, w = 0; i < n && w + 5 < sizeof line; i++) {
      unsigned char c = (unsigned char)l[i];
      w += (size_t)snprintf(line + w, sizeof line - w, c < 0x20 || c >= 0x7f ? "\\x%02x" : "%c", c);
    }
    char msg[sizeof err->msg];
    snprintf(msg, sizeof msg, "%s", err->msg);
    int at = err->line;
    cc_error_clear(err);
    cc_error_set(err, name, 0, 0,
                 "cannot read %s's print<uniformity> output, at its line %d ('%s'): %s",
                 o->opt_path ? o->opt_path : "opt-22", at, line, msg);
  }
  free(got);
  return ok;
}

void au_counts_add(au_counts *into, const au_counts *from) {
  into->functions += from->functions;
  into->claims += from->claims;
  into->unsound += from->unsound;
  into->imprecise += from->imprecise;
  into->agree += from->agree;
  into->unmodelled += from->unmodelled;
  into->stopped += from->stopped;
  into->not_reached += from->not_reached;
}

/* Appends a copy of nm to names unless it is there already. */
static void au_strs_add_once(cc_strs *names, const char *nm) {
  for (size_t k = 0; k < CC_SIZE(*names); k++)
    if (!strcmp(CC_AT(*names, k), nm)) return;
  CC_PUSH(*names, cc_strdup(nm));
}

void au_report_add_builtins(au_report *into, const au_report *from) {
  for (size_t i = 0; i < CC_SIZE(from->unknown_builtins); i++)
    au_strs_add_once(&into->unknown_builtins, CC_AT(from->unknown_builtins, i));
  for (size_t i = 0; i < CC_SIZE(from->scalar_triples); i++)
    au_strs_add_once(&into->scalar_triples, CC_AT(from->scalar_triples, i));
}

/* A report to fill and merge only on success (rep unchanged on failure). */
static void au_report_merge(au_report *into, au_report *from) {
  for (int a = 0; a < AU_NANALYSES; a++) au_counts_add(&into->counts[a], &from->counts[a]);
  for (size_t i = 0; i < CC_SIZE(from->claims); i++) CC_PUSH(into->claims, CC_AT(from->claims, i));
  CC_RELEASE(from->claims);
  au_report_add_builtins(into, from);
  cc_strs_free(&from->unknown_builtins);
  cc_strs_free(&from->scalar_triples);
  into->cut |= from->cut;
  into->truncated |= from->truncated;
  into->timed_out |= from->timed_out;
  into->tuples += from->tuples;
  if (from->max_hierarchies > into->max_hierarchies) into->max_hierarchies = from->max_hierarchies;
  into->seconds += from->seconds;
  if (from->reach_L > into->reach_L) into->reach_L = from->reach_L;
  into->reach_unknown += from->reach_unknown;
  memset(from, 0, sizeof *from);
}

/* Renders shape programs into one module, reads it back, runs opt once and
 * audits every read-back function. */
static bool au_rendered(const cv_program *const *ps, int n, const au_opts *o, au_report *rep,
                        cc_error *err) {
  if (n == 0) return true;
  cc_buf text;
  cc_buf_init(&text);
  if (!fe_ll_write_functions(ps, n, &text, err)) {
    cc_buf_free(&text);
    return false;
  }
  char name[600];
  if (n == 1)
    snprintf(name, sizeof name, "%s (rendered %s)", cv_program_shown_file(ps[0]), cv_program_name(ps[0]));
  else
    snprintf(name, sizeof name, "%s (rendered)", cv_program_shown_file(ps[0]));
  bool ok = false;
  au_llvm_output out;
  memset(&out, 0, sizeof out);
  fe_ll_opts ro;
  au_read_opts(o, &ro);
  cv_module *m = fe_read_ll_text_ex(name, text.data, text.len, &ro, err);
  if (m && au_llvm_side(name, cc_buf_str(&text), o, &out, rep, err)) {
    ok = true;
    for (int i = 0; ok && i < n; i++) {
      const cv_program *q = cv_module_find(m, cv_program_name(ps[i]));
      if (!q) {
        cc_error_set(err, name, 0, 0, "the rendered IR lost function '%s'", cv_program_name(ps[i]));
        ok = false;
      } else {
        ok = au_function(q, o->analyses[AU_LLVM] ? au_llvm_find(&out, cv_program_name(q)) : NULL,
                         o, rep, err);
        if (ok && o->function_done) o->function_done(o->function_done_arg);
      }
    }
  }
  au_llvm_output_free(&out);
  cv_module_free(m);
  cc_buf_free(&text);
  return ok;
}

bool au_audit_program(const cv_program *p, const char *ll_text, const au_opts *o,
                      au_report *rep, cc_error *err) {
  au_report part;
  au_report_init(&part);
  bool ok;
  if (!ll_text) {
    ok = au_rendered(&p, 1, o, &part, err);
  } else {
    au_llvm_output out;
    ok = au_llvm_side(cv_program_file(p), ll_text, o, &out, &part, err) &&
         au_function(p, o->analyses[AU_LLVM] ? au_llvm_find(&out, cv_program_name(p)) : NULL,
                     o, &part, err);
    au_llvm_output_free(&out);
  }
  if (ok) au_report_merge(rep, &part);
  rep->opt_timed_out |= part.opt_timed_out;
  au_report_free(&part);
  return ok;
}

bool au_audit_programs(const cv_program *const *ps, int n, const au_opts *o, au_report *rep,
                       cc_error *err) {
  au_report part;
  au_report_init(&part);
  bool ok = au_rendered(ps, n, o, &part, err);
  if (ok) au_report_merge(rep, &part);
  rep->opt_timed_out |= part.opt_timed_out;
  au_report_free(&part);
  return ok;
}

bool au_audit_module(const cv_module *m, const char *ll_text, const char *function,
                     const au_opts *o, au_report *rep, cc_error *err) {
  au_report part;
  au_report_init(&part);
  bool ok = true;
  au_llvm_output out;
  memset(&out, 0, sizeof out);
  const cv_program **ps = cc_calloc((size_t)cv_module_count(m) + 1, sizeof *ps);
  int n = 0;
  for (int f = 0; f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    if (!function || !strcmp(function, cv_program_name(p))) ps[n++] = p;
  }
  if (ll_text) {
    ok = au_llvm_side(cv_module_path(m), ll_text, o, &out, &part, err);
    for (int i = 0; ok && i < n; i++) {
      ok = au_function(ps[i], o->analyses[AU_LLVM] ? au_llvm_find(&out, cv_program_name(ps[i])) : NULL,
                       o, &part, err);
      if (ok && o->function_done) o->function_done(o->function_done_arg);
    }
  } else {
    ok = au_rendered(ps, n, o, &part, err);
  }
  /* a target without branch divergence: both sides call every value
   * uniform (docs/audit.md "Targets without divergence") */
  if (ok && n > 0 && cv_target_which(cv_program_target(ps[0])) == CV_TARGET_SCALAR)
    au_strs_add_once(&part.scalar_triples, cv_module_triple(m));
  free(ps);
  au_llvm_output_free(&out);
  if (ok) au_report_merge(rep, &part);
  rep->opt_timed_out |= part.opt_timed_out;
  au_report_free(&part);
  return ok;
}
