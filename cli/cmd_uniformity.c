/* cli/cmd_uniformity.c — `convcheck uniformity`: the reference uniformity
 * of every value ([CU] "Uniformity": the output of converged dynamic
 * instances is uniform iff it compares equal), decided over every
 * hierarchy and every admissible tuple within bounds, printed in the
 * layout of `opt -passes='print<uniformity>'` so the two diff line by
 * line. */
#include "analysis/analysis.h"
#include "cli/engine_opts.h"
#include "cli/unbounded.h"
#include "encode/smt.h"
#include "render/render.h"

#include <stdlib.h>

/* The explicit engine's readings and the SMT engine's values (the
 * explicit engine computes terms; --values is the SMT engine's). */
static const cv_reading_support uniformity_readings = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_hierarchies] = CV_SUPPORT_ALL,
    [CV_RD_anchors] = CV_SUPPORT_ALL, [CV_RD_values] = CV_SUPPORT_ALL,
    [CV_RD_calls] = CV_SUPPORT_ALL};

const cli_doc cli_doc_uniformity = {
    .synopsis = "uniformity [OPTIONS] FILE",
    .text = "The reference uniformity of every instruction: DIVERGENT when two\n"
            "converged instances (in some hierarchy, in some trace tuple within the\n"
            "bounds) compute different values; otherwise uniform within the bounds.\n"
            "The layout is that of opt -passes='print<uniformity>' (BLOCK /\n"
            "DEFINITIONS / TERMINATORS, 'DIVERGENT:' prefix); a '; reference:' line\n"
            "after each function's header states the bounds.\n",
    .more = "--engine smt takes .ll programs, with convergence tokens too (the\n"
            "controlled relation, or --uncontrolled; docs/smt-tokens.md); both: any\n"
            "disagreement, on a value or on a block's m-convergence, is an error.\n"
            "--values smt: the SMT engine's integers are bit-vectors (integer\n"
            "operations interpreted: more uniform).  What Z3 did not decide within\n"
            "--timeout is printed 'UNKNOWN:' (no verdict), exit 2.  --anchor: with\n"
            "tokens, anchors in every consistent way (free: uniform in every\n"
            "behaviour) or maximal.\n"
            "--dot (with --why): the witness as one digraph: the traces on the CFG\n"
            "  with the hierarchy's cycles, the table on its side, the two converged\n"
            "  instances whose values differ in red.\n"
            "\n"
            "exit status: 0 every value uniform, 1 some value divergent, 2 input error\n",
    .min_args = 1, .max_args = 1, .arg_name = "FILE", .readings = &uniformity_readings};

/* The verdicts to print: per instruction and per block (branch), divergent
 * or not, from one engine. */
typedef struct verdicts {
  const bool *val_div, *br_div;
  const bool *val_unk, *br_unk; /* the SMT engine gave no verdict (NULL: none) */
} verdicts;

static ua_label value_mark(const void *ctx, int inst) {
  const verdicts *v = ctx;
  return v->val_div[inst] ? UA_LABEL_DIVERGENT : v->val_unk && v->val_unk[inst] ? UA_LABEL_UNKNOWN : UA_LABEL_UNIFORM;
}

static ua_label branch_mark(const void *ctx, int block) {
  const verdicts *v = ctx;
  return v->br_div[block] ? UA_LABEL_DIVERGENT : v->br_unk && v->br_unk[block] ? UA_LABEL_UNKNOWN : UA_LABEL_UNIFORM;
}

static void print_function(const cv_program *p, const en_run *r, size_t nhier,
                           cv_hier_mode hmode, const char *bounds, bool cut, const verdicts *v,
                           cc_buf *out, bool *any_divergent) {
  cc_buf_printf(out, "UniformityInfo for function '%s':\n", cv_program_name(p));
  cc_buf_printf(out, "; reference: uniform means uniform in all %zu %s hierarchies within %s%s\n",
                nhier, hmode == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                bounds, cut ? " (traces cut at L)" : "");
  if (r) {
    cc_buf tmp;
    cc_buf_init(&tmp);
    cli_controlled_note(r, &tmp);
    if (tmp.len) cc_buf_printf(out, "; %s", cc_buf_str(&tmp));
    cc_buf_free(&tmp);
  }
  bool hdr = false;
  for (int i = 0; i < cv_program_nargs(p); i++)
    if (!cv_program_arg_uniform(p, i)) {
      if (!hdr) cc_buf_puts(out, "DIVERGENT ARGUMENTS:\n");
      hdr = true;
      const char *t = cv_program_arg_text(p, i);
      if (t) cc_buf_printf(out, "  DIVERGENT: %s\n", t);
      else cc_buf_printf(out, "  DIVERGENT: arg %d\n", i);
    }
  /* every block, unreachable ones too, as opt prints them (never executed:
   * their instructions have no converged instances, so they are uniform) */
  ua_print_blocks(p, value_mark, branch_mark, v, out);
  for (int i = 0; i < cv_program_ninsts(p); i++) *any_divergent |= v->val_div[i];
  for (int b = 0; b < cv_program_nblocks(p); b++)
    if (!ua_block_has_terminator(p, b)) *any_divergent |= v->br_div[b]; /* a .cfg block */
}

static const char *smt_word(smt_verdict v) {
  return v == SMT_MCONV_HOLDS ? "uniform" : v == SMT_MCONV_FAILS ? "DIVERGENT" : "unknown";
}

/* Compares the SMT engine's verdicts (uniformity of every value and
 * branch, m-convergence of every block) with the explicit engine's;
 * prints each disagreement to err.  With bit-vector values the SMT engine may
 * find values uniform that terms call divergent (it is more precise): only
 * the converse is a disagreement.  Returns the number of disagreements. */
static int compare_engines(const cv_program *p, const en_run *r, const smt_values_result *sr,
                           cv_values_reading sem, cc_buf *err, int *refined) {
  int bad = 0;
  int ni = cv_program_ninsts(p), nb = cv_program_nblocks(p);
  for (int j = 0; j < ni + nb; j++) {
    bool is_val = j < ni;
    int b = j - ni;
    const smt_value_result *sv = is_val ? &sr->values[j] : &sr->branches[b];
    bool euni = is_val ? r->values[j].uniform : r->branches[b].uniform;
    if (sv->verdict == SMT_MCONV_UNKNOWN) continue;
    bool suni = sv->verdict == SMT_MCONV_HOLDS;
    if (suni == euni) continue;
    if (sem == CV_VALUES_BV && suni && !euni) {
      (*refined)++;
      continue;
    }
    bad++;
    const cv_inst *I = is_val ? cv_program_inst(p, j) : NULL;
    cc_buf_printf(err, "convcheck: %s: function %s: ENGINES DISAGREE on %s%s: explicit says %s, smt says %s\n",
                  cv_program_file(p), cv_program_name(p), is_val ? "%" : "the branch of ",
                  is_val ? (I->name ? I->name : (I->opcode ? I->opcode : "?")) : cv_block_name(p, b),
                  euni ? "uniform" : "DIVERGENT", smt_word(sv->verdict));
  }
  /* m-convergence: the SMT engine decides it on the way (the explicit
   * engine's run here decides it too) */
  for (int b = 0; b < nb; b++) {
    const smt_block_result *sb = &sr->blocks[b];
    if (!cv_block_reachable(p, b) || sb->verdict == SMT_MCONV_UNKNOWN) continue;
    bool shold = sb->verdict == SMT_MCONV_HOLDS, ehold = r->blocks[b].m_converged;
    if (shold == ehold) continue;
    if (sem == CV_VALUES_BV && shold && !ehold) {
      (*refined)++;
      continue;
    }
    bad++;
    cc_buf_printf(err, "convcheck: %s: function %s: ENGINES DISAGREE on the m-convergence of "
                       "block %s: explicit says %s, smt says %s\n",
                  cv_program_file(p), cv_program_name(p), cv_block_name(p, b),
                  ehold ? "m-converged" : "NOT m-converged",
                  shold ? "m-converged" : "NOT m-converged");
  }
  return bad;
}

int cli_cmd_uniformity(cli_ctx *ctx) {
  cli_engine_args a;
  if (!cli_engine_args_from(ctx, &a)) return CLI_ERROR;
  if (a.dot && !a.why)
    return cli_usage_error("uniformity", "--dot draws a witness: give --why %%NAME too");
  int rc;
  cv_module *m = cli_load_checked_ex(a.file, a.function, a.experimental);
  if (!m) return CLI_ERROR;
  if (a.unbounded) {
    if (a.engine != CLI_ENGINE_EXPLICIT) {
      cv_module_free(m);
      return cli_usage_error("uniformity", "--unbounded does not take --engine");
    }
    return cli_uniformity_unbounded(&a, m);
  }
  {
    cc_buf opts;
    cc_buf_init(&opts);
    cc_json j;
    cc_json_init(&j, &opts);
    cc_json_begin_object(&j);
    cc_json_key(&j, "engine");
    cc_json_string(&j, a.engine == CLI_ENGINE_EXPLICIT ? "explicit"
                       : a.engine == CLI_ENGINE_SMT ? "smt" : "both");
    cv_readings_json(&a.o.rd, &j);
    cc_json_key(&j, "controlled");
    cc_json_bool(&j, !a.uncontrolled);
    cc_json_key(&j, "file");
    cc_json_string(&j, a.file);
    cc_json_end_object(&j);
    bool begun = cli_record_begin(a.rec, "uniformity", cc_buf_str(&opts), a.o.k, a.o.L);
    cc_buf_free(&opts);
    if (!begun) {
      cv_module_free(m);
      return CLI_ERROR;
    }
  }
  cc_error err;
  cc_error_clear(&err);
  cc_buf out;
  cc_buf_init(&out);
  if (a.dot) {
    char title[600];
    snprintf(title, sizeof title, "%s: uniformity of %s, k=%d, L=%d", a.file, a.why, a.o.k, a.o.L);
    rd_graph_begin(&out, title);
  }
  int drawn = 0;
  bool any = false, found_why = a.why == NULL;
  int unknown = 0, disagree = 0, refined = 0;
  cc_buf diag;
  cc_buf_init(&diag);
  for (int f = 0; f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    if (a.function && strcmp(a.function, cv_program_name(p))) continue;
    en_run *r = NULL;
    if (a.engine != CLI_ENGINE_SMT) {
      cli_progress pr;
      cli_progress_init(&pr, cv_program_name(p));
      a.o.progress = cli_progress_cb;
      a.o.progress_arg = &pr;
      a.o.controlled = !a.uncontrolled;
      en_opts eo = a.o; /* the explicit engine's values are terms (--values: the SMT engine's) */
      eo.rd.values = CV_VALUES_TERMS;
      r = en_run_new(p, &eo, &err);
      cli_progress_done(&pr);
      if (!r) goto fail;
    }
    /* the SMT engine (encode/smt_values.c): .ll programs */
    smt_values_result sr;
    memset(&sr, 0, sizeof sr);
    cv_hierarchies hs = {0};
    const cv_hierarchies *use = &hs; /* the SMT engine's hierarchies */
    bool have_smt = false;
    if (a.engine != CLI_ENGINE_EXPLICIT) {
      if (cv_program_ninsts(p) == 0) {
        cc_error_set(&err, cv_program_file(p), cv_program_line(p), 0,
                     "uniformity --engine %s takes .ll programs: the branches of "
                     "'%s' are not values (mconv --engine smt takes .cfg)",
                     a.engine == CLI_ENGINE_SMT ? "smt" : "both", cv_program_name(p));
        en_run_free(r);
        goto fail;
      }
      /* the explicit run's hierarchies when it ran (the same enumeration) */
      if (r) use = &r->hs;
      else {
        cv_enum_stats st;
        cv_hierarchies_enumerate(p, a.o.rd.hierarchies, 0, &hs, &st, &err);
      }
      if (err.set || !smt_values(p, use, a.o.k, a.o.L, &a.o.rd, false, !a.uncontrolled,
                                 a.timeout_ms, &sr, &err)) {
        cv_hierarchies_free(&hs);
        en_run_free(r);
        goto fail;
      }
      have_smt = true;
      if (r) disagree += compare_engines(p, r, &sr, a.o.rd.values, &diag, &refined);
    }
    int ni = cv_program_ninsts(p), nb = cv_program_nblocks(p);
    bool *vd = cc_calloc((size_t)ni + 1, sizeof *vd), *bd = cc_calloc((size_t)nb + 1, sizeof *bd);
    bool *vu = cc_calloc((size_t)ni + 1, sizeof *vu), *bu = cc_calloc((size_t)nb + 1, sizeof *bu);
    int fun_unknown = 0;
    /* printed: the explicit engine's verdicts, or the SMT engine's when
     * it runs alone or with bit-vector values (which only it has) */
    const en_run *pr = a.o.rd.values == CV_VALUES_BV ? NULL : r;
    for (int i = 0; i < ni; i++) {
      if (pr) vd[i] = !r->values[i].uniform;
      else vd[i] = sr.values[i].verdict == SMT_MCONV_FAILS;
      if (have_smt && sr.values[i].verdict == SMT_MCONV_UNKNOWN) fun_unknown++, vu[i] = !pr;
    }
    for (int b = 0; b < nb; b++) {
      if (pr) bd[b] = !r->branches[b].uniform;
      else bd[b] = sr.branches[b].verdict == SMT_MCONV_FAILS;
      if (have_smt && sr.branches[b].verdict == SMT_MCONV_UNKNOWN) fun_unknown++, bu[b] = !pr;
    }
    unknown += fun_unknown;
    if (a.rec->run) { /* one verdict per value and branch, as printed */
      long long pid = cli_record_program(a.rec, a.file, cv_program_name(p));
      int nsucc;
      for (int i = 0; i < ni; i++)
        if (cv_program_inst(p, i)->flags & CV_INST_HAS_RESULT)
          cli_record_verdict(a.rec, pid, "uniformity", cv_program_inst(p, i)->name ? cv_program_inst(p, i)->name : "",
                             vu[i] ? "unknown" : vd[i] ? "divergent" : "uniform", "", NULL, 0);
      for (int b = 0; b < nb; b++)
        if (cv_block_succs(p, b, &nsucc), nsucc > 1)
          cli_record_verdict(a.rec, pid, "branch", cv_block_name(p, b),
                             bu[b] ? "unknown" : bd[b] ? "divergent" : "uniform", "", NULL, 0);
    }
    char bounds[160];
    if (r) {
      cli_bounds_text(r, bounds, sizeof bounds);
      if (have_smt) {
        size_t l = strlen(bounds);
        snprintf(bounds + l, sizeof bounds - l, " (engines explicit and smt%s)",
                 a.o.rd.values == CV_VALUES_BV ? " with bit-vector values" : "");
      }
    } else {
      snprintf(bounds, sizeof bounds, "k=%d, L=%d (engine smt%s; %.2f s)", a.o.k, a.o.L,
               a.o.rd.values == CV_VALUES_BV ? " with bit-vector values" : "", sr.seconds);
    }
    size_t nhier = r ? CC_SIZE(r->hs) : CC_SIZE(hs);
    /* why the SMT engine gave no verdict: its time limit, or a stated
     * reason (encode/smt_values.c: stack memory is not encoded) */
    const char *why_unknown = NULL;
    for (int i = 0; fun_unknown && !why_unknown && i < ni + nb; i++) {
      const smt_value_result *sv = i < ni ? &sr.values[i] : &sr.branches[i - ni];
      if (sv->verdict == SMT_MCONV_UNKNOWN && strstr(sv->reason, "not encoded")) why_unknown = sv->reason;
    }
    if (fun_unknown && why_unknown)
      cc_buf_printf(&diag, "convcheck: %s: function %s: the SMT engine gives no verdict on %d "
                           "value%s: %s\n",
                    a.file, cv_program_name(p), fun_unknown, fun_unknown == 1 ? "" : "s", why_unknown);
    else if (fun_unknown)
      cc_buf_printf(&diag, "convcheck: %s: function %s: the SMT engine reached its time limit "
                           "on %d value%s: no verdict for them within k=%d, L=%d (raise --timeout)\n",
                    a.file, cv_program_name(p), fun_unknown, fun_unknown == 1 ? "" : "s", a.o.k, a.o.L);
    if (!a.why) {
      verdicts v = {vd, bd, vu, bu};
      print_function(p, r, nhier, a.o.rd.hierarchies, bounds, r ? r->cut : sr.cut, &v, &out, &any);
    } else {
      const char *name = a.why[0] == '%' ? a.why + 1 : a.why;
      int inst = cv_program_find_inst(p, name);
      int blk = inst < 0 ? cv_program_find_block(p, name) : -1;
      if (inst >= 0 || blk >= 0) {
        found_why = true;
        bool div = inst >= 0 ? vd[inst] : bd[blk];
        const smt_value_result *sv = !have_smt ? NULL : inst >= 0 ? &sr.values[inst] : &sr.branches[blk];
        char id[32], text[800];
        snprintf(id, sizeof id, "p%d", drawn++);
        if (a.dot && div) {
          any = true;
          snprintf(text, sizeof text, "%s in function %s: DIVERGENT within %s; witness%s", a.why,
                   cv_program_name(p), bounds, pr ? "" : " (smt)");
          if (pr) rd_en_value(&out, id, text, r, inst, inst >= 0 ? &r->values[inst].w : &r->branches[blk].w);
          else rd_smt_value(&out, id, text, p, use, inst, &sv->w, &a.o.rd, !a.uncontrolled);
        } else if (a.dot) {
          if (sv && sv->verdict == SMT_MCONV_UNKNOWN && !pr)
            snprintf(text, sizeof text, "%s in function %s: unknown (smt: %s; no verdict)", a.why,
                     cv_program_name(p), sv->reason);
          else
            snprintf(text, sizeof text, "%s in function %s: uniform in all %zu hierarchies within %s",
                     a.why, cv_program_name(p), nhier, bounds);
          rd_note(&out, id, text);
        } else if (sv && sv->verdict == SMT_MCONV_UNKNOWN && !pr) {
          cc_buf_printf(&out, "%s in function %s: unknown (smt: %s; no verdict)\n", a.why,
                        cv_program_name(p), sv->reason);
        } else if (!div) {
          cc_buf_printf(&out, "%s in function %s: uniform in all %zu hierarchies within %s\n",
                        a.why, cv_program_name(p), nhier, bounds);
        } else {
          any = true;
          cc_buf_printf(&out, "%s in function %s: DIVERGENT; witness%s:\n", a.why,
                        cv_program_name(p), pr ? "" : " (smt)");
          if (pr) en_witness_print_value(r, inst, inst >= 0 ? &r->values[inst].w : &r->branches[blk].w, &out);
          else smt_value_witness_print(p, use, inst, &sv->w, &a.o.rd, !a.uncontrolled, &out);
        }
      }
    }
    free(vd);
    free(bd);
    free(vu);
    free(bu);
    smt_values_result_free(&sr);
    cv_hierarchies_free(&hs);
    en_run_free(r);
  }
  if (!found_why) {
    fprintf(stderr, "convcheck: %s: error: no value or block named '%s'\n", a.file, a.why);
    cli_record_abort(a.rec);
    cc_buf_free(&out);
    cc_buf_free(&diag);
    cv_module_free(m);
    return CLI_ERROR;
  }
  if (a.dot) rd_graph_end(&out);
  rc = cli_write(&out);
  cc_buf_free(&out);
  cv_module_free(m);
  if (rc == CLI_HOLDS && any) rc = CLI_FAILS;
  fputs(cc_buf_str(&diag), stderr);
  if (refined)
    fprintf(stderr, "convcheck: note: %d value%s uniform with bit-vector values, divergent "
                    "as terms (the explicit engine's semantics)\n",
            refined, refined == 1 ? " is" : "s are");
  if (unknown) rc = CLI_ERROR; /* a solver time limit is no verdict */
  if (disagree) {
    fprintf(stderr, "convcheck: the explicit and the SMT engine disagree on %d verdict%s\n",
            disagree, disagree == 1 ? "" : "s");
    rc = CLI_ERROR;
  }
  cc_buf_free(&diag);
  return cli_record_finish(a.rec, rc);
fail:
  cli_report(&err);
  cli_record_abort(a.rec);
  cc_buf_free(&out);
  cc_buf_free(&diag);
  cv_module_free(m);
  return CLI_ERROR;
}
