/* cli/cmd_uniformity.c — `convcheck uniformity`: the reference uniformity
 * of every value ([CU] "Uniformity": the output of converged dynamic
 * instances is uniform iff it compares equal), decided over every
 * hierarchy and every admissible tuple within bounds, printed in the
 * layout of `opt -passes='print<uniformity>'` so the two diff line by
 * line. */
#include "analysis/analysis.h"
#include "cli/engine_opts.h"
#include "cli/unbounded.h"
#include "crosscheck/xc.h"
#include "render/render.h"

#include <stdlib.h>
#include <string.h>

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
            "--timeout, or the explicit engine found no witness for before it\n"
            "(a value's, a deciding branch's), is printed 'UNKNOWN:' (no\n"
            "verdict), exit 2.  --anchor: with\n"
            "tokens, anchors in every consistent way (free: uniform in every\n"
            "behaviour) or maximal.\n"
            "A call of a declared convergent function that no builtin row of the\n"
            "target names is an unknown builtin: its result is each thread's own,\n"
            "unmodelled; a '; note:' line names them (docs/sources.md).\n"
            "After the blocks, '; convergent calls ... reached under a divergent\n"
            "branch' lists the convergent calls some threads may execute without\n"
            "the others (a barrier there is undefined in CUDA and OpenCL), each\n"
            "with its block and its line in the file (two barriers of one block\n"
            "read apart).\n"
            "--dot (with --why): the witness as one digraph: the traces on the CFG\n"
            "  with the hierarchy's cycles, the table on its side, the two converged\n"
            "  instances whose values differ in red.\n"
            "--json: {\"functions\":[{\"name\":F,\"engines\":E,\"threads\":K,\"bound\":L,\n"
            "  \"cut\":b,\"by_signatures\":b,\"hierarchies\":N,\"unknown_builtins\":[CALLEE..],\n"
            "  \"values\":[{\"name\":V,\"verdict\":\"uniform\"|\n"
            "  \"divergent\"|\"unknown\"}],\"branches\":[{\"block\":B,\"verdict\":..}],\n"
            "  \"reached_apart\":[{\"call\":I,\"block\":B,\"line\":N,\"nth_call\":N,\n"
            "  \"under\":D,\"barrier\":b,\"loop_exit\":b}],\n"
            "  \"disagreements\":[..],\"not_confirmed\":[..],\"refined\":N}]}\n"
            "\n"
            "exit status: 0 every value uniform, 1 some value DIVERGENT, 2 usage or input\n"
            "error, or some value unknown (a time limit, the engines disagree, or\n"
            "--unbounded undecided)\n",
    .min_args = 1, .max_args = 1, .arg_name = "FILE", .readings = &xc_uniformity_support,
    .examples =
                 "uniformity corpus/analysis/rfc-temporal-divergence.ll\tthe reference's verdict on every value, in print<uniformity>'s layout\n"
                 "uniformity --why %x corpus/analysis/rfc-temporal-divergence.ll\tthe witness of %x's divergence: traces, table, the two values\n",
    .see_also = "docs/design.md §5, docs/smt-values.md, docs/unbounded.md"};

/* The command's state across its functions. */
typedef struct uni_cmd {
  cli_engine_args a;
  xc_engine e;
  cc_buf out, diag;
  cc_json j;
  bool any, found_why;
  int drawn, unknown, disagree, refined;
} uni_cmd;

static ua_label value_mark(const void *ctx, int inst) {
  const xc_uniformity_result *v = ctx;
  return v->val_div[inst] ? UA_LABEL_DIVERGENT : v->val_unk[inst] ? UA_LABEL_UNKNOWN : UA_LABEL_UNIFORM;
}

static ua_label branch_mark(const void *ctx, int block) {
  const xc_uniformity_result *v = ctx;
  return v->br_div[block] ? UA_LABEL_DIVERGENT : v->br_unk[block] ? UA_LABEL_UNKNOWN : UA_LABEL_UNIFORM;
}

static size_t nhier_of(const xc_uniformity_result *x) { return CC_SIZE(*x->hs); }

/* The convergent calls some threads may execute without the others
 * (xc_calls_reached_apart): after the blocks, as comment lines. */
static void print_apart(const cv_program *p, const xc_uniformity_result *x, cc_buf *out) {
  xc_apart_call *a;
  int n = xc_calls_reached_apart(p, x->br_div, &a);
  if (n)
    cc_buf_printf(out, "; convergent calls some threads may execute while others of the function "
                       "do not (reached under a divergent branch):\n");
  for (int i = 0; i < n; i++) {
    const cv_inst *I = cv_program_inst(p, a[i].inst);
    cc_buf_printf(out, ";   %s (", I->text ? I->text : I->opcode ? I->opcode : "call");
    xc_apart_where(p, &a[i], out);
    cc_buf_printf(out, "): under the divergent branch of block %s%s\n",
                  cv_block_name(p, a[i].under), xc_apart_note(&a[i]));
  }
  free(a);
}

/* The DIVERGENT verdicts whose witness rests on a value the reference does
 * not model (en_witness.unmodelled: a load the target calls a source, an
 * unknown builtin): `audit` counts the claims on them unmodelled, with no
 * verdict; here, one comment line per value they rest on. */
/* Is value or branch i (branches after the ni instructions) DIVERGENT on a
 * witness resting on an unmodelled value?  Its origin's slot (ni: none). */
static int unmodelled_origin(const cv_program *p, const xc_uniformity_result *x, int i, int ni) {
  const en_value_result *v = i < ni ? &x->run->values[i] : &x->run->branches[i - ni];
  bool div = i < ni ? x->val_div[i] && (cv_program_inst(p, i)->flags & CV_INST_HAS_RESULT)
                    : x->br_div[i - ni];
  if (!div || !v->w.unmodelled) return -1;
  return v->w.origin >= 0 && v->w.origin < ni ? v->w.origin : ni;
}

static void print_unmodelled(const cv_program *p, const xc_uniformity_result *x, cc_buf *out) {
  if (!x->run || x->from_smt) return;
  int ni = cv_program_ninsts(p), nb = cv_program_nblocks(p), n = ni + nb;
  /* bucketed by origin (a counting sort), the origins in order of first
   * use: linear in the function's size (tests/cli/hostile.sh's
   * 100,000-block function) */
  int *start = calloc((size_t)ni + 2, sizeof *start), *items = malloc(((size_t)n + 1) * sizeof *items);
  int *order = malloc(((size_t)ni + 1) * sizeof *order);
  if (!start || !items || !order) {
    free(start), free(items), free(order);
    return;
  }
  int norder = 0;
  for (int i = 0; i < n; i++) {
    int o = unmodelled_origin(p, x, i, ni);
    if (o < 0) continue;
    if (!start[o + 1]++) order[norder++] = o;
  }
  for (int o = 0; o <= ni; o++) start[o + 1] += start[o];
  int *fill = calloc((size_t)ni + 1, sizeof *fill);
  if (!fill) {
    free(start), free(items), free(order);
    return;
  }
  for (int i = 0; i < n; i++) {
    int o = unmodelled_origin(p, x, i, ni);
    if (o >= 0) items[start[o] + fill[o]++] = i;
  }
  if (norder)
    cc_buf_printf(out, "; DIVERGENT through values the reference does not model (each thread's own "
                       "there; audit counts claims on them unmodelled, docs/audit.md):\n");
  for (int k = 0; k < norder; k++) {
    int o = order[k];
    const cv_inst *O = o < ni ? cv_program_inst(p, o) : NULL;
    const char *ot = O && O->text ? O->text : "an unmodelled value";
    cc_buf_printf(out, ";   resting on %.*s:", (int)strcspn(ot, "\n"), ot); /* a callbr's first line */
    for (int m = start[o]; m < start[o + 1]; m++) {
      int i = items[m];
      if (i >= ni) cc_buf_printf(out, " (branch of %s)", cv_block_name(p, i - ni));
      else if (cv_program_inst(p, i)->name) cc_buf_printf(out, " %%%s", cv_program_inst(p, i)->name);
    }
    cc_buf_printf(out, "\n;     (%s)\n", cv_inst_unknown_why(O));
  }
  free(start), free(items), free(order), free(fill);
}

static void print_function(uni_cmd *u, const cv_program *p, const xc_uniformity_result *x,
                           const char *bounds) {
  cc_buf *out = &u->out;
  cc_buf_printf(out, "UniformityInfo for function '%s':\n", cv_program_name(p));
  char hint[160] = "", cut[200] = "";
  if (x->run ? x->run->cut : x->smt.cut) {
    cli_cut_hint(p, u->a.o.L, hint, sizeof hint);
    snprintf(cut, sizeof cut, " (traces cut at L%s%s)", hint[0] ? ": " : "", hint);
  } else {
    cli_whole_hint(p, hint, sizeof hint);
    if (hint[0]) snprintf(cut, sizeof cut, " (%s)", hint);
  }
  cc_buf_printf(out, "; reference: uniform means uniform within %s in %s%zu %s %s%s\n", bounds,
                nhier_of(x) == 1 ? "the " : "all ", nhier_of(x),
                u->a.o.rd.hierarchies == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                cc_plural((long long)nhier_of(x), "hierarchy", "hierarchies"), cut);
  /* a target without branch divergence (docs/targets.md `scalar`: x86_64,
   * spirv64): say why every value below is uniform */
  if (cv_target_which(cv_program_target(p)) == CV_TARGET_SCALAR)
    cc_buf_printf(out, "; target scalar: LLVM's TTI for this triple has no branch divergence, so "
                       "every value is uniform here (docs/targets.md)\n");
  cc_strs unknown = {0};
  cv_program_unknown_builtins(p, &unknown);
  cli_unknown_builtins_note(&unknown, "; ", out);
  cc_strs_free(&unknown);
  if (x->run) {
    cc_buf tmp;
    cc_buf_init(&tmp);
    cli_controlled_note(x->run, &tmp);
    if (tmp.len) cc_buf_printf(out, "; %s", cc_buf_str(&tmp));
    cc_buf_free(&tmp);
  }
  cli_divergent_arguments(p, out);
  /* every block, unreachable ones too, as opt prints them (never executed:
   * their instructions have no converged instances, so they are uniform) */
  ua_print_blocks(p, value_mark, branch_mark, x, out);
  print_apart(p, x, out);
  print_unmodelled(p, x, out);
}

/* Does the function have a divergent value (or .cfg branch)? */
static bool any_divergent(const cv_program *p, const xc_uniformity_result *x) {
  for (int i = 0; i < cv_program_ninsts(p); i++)
    if (x->val_div[i]) return true;
  for (int b = 0; b < cv_program_nblocks(p); b++)
    if (!ua_block_has_terminator(p, b) && x->br_div[b]) return true; /* a .cfg block */
  return false;
}

static const char *verdict_word(bool div, bool unk) {
  return unk ? "unknown" : div ? "divergent" : "uniform";
}

/* The bounds a verdict holds within, and the engines it rests on. */
static void bounds_text(const uni_cmd *u, const xc_uniformity_result *x, char *bounds, size_t size) {
  const char *bv = u->a.o.rd.values == CV_VALUES_BV ? " with bit-vector values" : "";
  if (x->run) {
    cli_bounds_text(x->run, bounds, size);
    size_t l = strlen(bounds);
    /* what Z3 did not decide rests on the explicit engine alone (issue 13) */
    if (x->have_smt && x->unknown > x->explicit_unknown)
      snprintf(bounds + l, size - l, " (engine explicit; smt%s did not confirm %d verdict%s: no Z3 "
               "verdict within --timeout)", bv, x->unknown, x->unknown == 1 ? "" : "s");
    else if (x->have_smt) snprintf(bounds + l, size - l, " (engines explicit and smt%s)", bv);
  } else {
    snprintf(bounds, size, "k=%d, L=%d (engine smt%s; %s; %.2f s)", u->a.o.k, u->a.o.L, bv,
             cli_smt_relation_text(x->smt.relation), x->smt.seconds);
  }
}

/* One recorded verdict: which engines confirmed it (issue 29: with
 * --engine both, a verdict Z3 did not confirm within --timeout rests on
 * the explicit engine alone, and is recorded so -- its outcome says it,
 * so that `results diff` shows the change from a confirmed one). */
static void record_one(uni_cmd *u, long long pid, const char *check, const char *subject,
                       const xc_uniformity_result *x, bool div, bool unk, const smt_value_result *sv) {
  char detail[200], outcome[64];
  const char *rel = x->have_smt ? smt_relation_name(x->smt.relation) : NULL;
  bool unconfirmed = x->run && x->have_smt && !x->from_smt && !unk && sv->verdict == SMT_MCONV_UNKNOWN;
  snprintf(outcome, sizeof outcome, "%s%s", verdict_word(div, unk), unconfirmed ? " (explicit only)" : "");
  if (unconfirmed)
    snprintf(detail, sizeof detail, "engine: explicit; smt: no verdict (%.80s); relation: %s",
             *sv->reason ? sv->reason : "time limit", rel);
  else if (x->run && x->have_smt)
    snprintf(detail, sizeof detail, "engines: explicit and smt; relation: %s", rel);
  else if (x->have_smt)
    snprintf(detail, sizeof detail, "engine: smt; relation: %s", rel);
  else
    snprintf(detail, sizeof detail, "engine: explicit%s", unk ? " (stopped before a witness)" : "");
  cli_record_verdict(u->a.rec, pid, check, subject, outcome, detail, NULL, 0);
}

static void record_function(uni_cmd *u, const cv_program *p, const xc_uniformity_result *x) {
  cli_record *rec = u->a.rec;
  if (!rec->run) return; /* one verdict per value and branch, as printed */
  long long pid = cli_record_program(rec, u->a.file, cv_program_name(p));
  int nsucc;
  for (int i = 0; i < cv_program_ninsts(p); i++)
    if (cv_program_inst(p, i)->flags & CV_INST_HAS_RESULT)
    { /* "%name", as the output and --unbounded's records name it */
      char subject[300];
      snprintf(subject, sizeof subject, "%%%s", cv_program_inst(p, i)->name ? cv_program_inst(p, i)->name : "");
      record_one(u, pid, "uniformity", subject, x, x->val_div[i], x->val_unk[i],
                 x->have_smt ? &x->smt.values[i] : NULL);
    }
  for (int b = 0; b < cv_program_nblocks(p); b++)
    if (cv_block_succs(p, b, &nsucc), nsucc > 1)
      record_one(u, pid, "branch", cv_block_name(p, b), x, x->br_div[b], x->br_unk[b],
                 x->have_smt ? &x->smt.branches[b] : NULL);
}

/* --why NAME (and --dot): the verdict on one value or branch, with the
 * witness that makes it divergent. */
static void render_why(uni_cmd *u, const cv_program *p, const xc_uniformity_result *x,
                       const char *bounds) {
  const cli_engine_args *a = &u->a;
  const char *name = a->why[0] == '%' ? a->why + 1 : a->why;
  int inst = cv_program_find_inst(p, name);
  int blk = inst < 0 ? cv_program_find_block(p, name) : -1;
  if (inst < 0 && blk < 0) return;
  u->found_why = true;
  const en_run *r = x->from_smt ? NULL : x->run;
  bool div = inst >= 0 ? x->val_div[inst] : x->br_div[blk];
  const smt_value_result *sv = !x->have_smt ? NULL : inst >= 0 ? &x->smt.values[inst] : &x->smt.branches[blk];
  bool unknown = sv && sv->verdict == SMT_MCONV_UNKNOWN && !r;
  const en_witness *ew = !r ? NULL : inst >= 0 ? &r->values[inst].w : &r->branches[blk].w;
  char id[32], text[800];
  snprintf(id, sizeof id, "p%d", u->drawn++);
  const char *fn = cv_program_name(p);
  if (div) u->any = true;
  /* the witness's bounds (docs/design.md §12): its longest trace, or the
   * SMT query's */
  char wb[64];
  if (r && ew) snprintf(wb, sizeof wb, "k=%d, L=%d", ew->k, en_witness_length(r, ew));
  else if (sv && sv->verdict == SMT_MCONV_FAILS)
    snprintf(wb, sizeof wb, "k=%d, L=%d", sv->w.t.k, cv_tuple_longest(&sv->w.t));
  else snprintf(wb, sizeof wb, "k=%d, L=%d", a->o.k, a->o.L);
  if (a->dot && div) {
    snprintf(text, sizeof text, "%s in function %s: DIVERGENT (%s); witness%s", a->why, fn, wb,
             r ? "" : " (smt)");
    if (r) rd_en_value(&u->out, id, text, r, inst, ew);
    else rd_smt_value(&u->out, id, text, p, x->hs, inst, &sv->w, &a->o.rd, !a->uncontrolled);
    return;
  }
  if (unknown)
    snprintf(text, sizeof text, "%s in function %s: unknown within k=%d, L=%d: smt: %s", a->why, fn,
             a->o.k, a->o.L, sv->reason);
  else if (!div)
    snprintf(text, sizeof text, "%s in function %s: uniform within %s; in %s%zu %s", a->why, fn, bounds,
             nhier_of(x) == 1 ? "the " : "all ", nhier_of(x),
             cc_plural((long long)nhier_of(x), "hierarchy", "hierarchies"));
  if (a->dot) {
    rd_note(&u->out, id, text);
  } else if (unknown || !div) {
    cc_buf_printf(&u->out, "%s\n", text);
  } else {
    cc_buf_printf(&u->out, "%s in function %s: DIVERGENT (%s); witness%s:\n", a->why, fn, wb, r ? "" : " (smt)");
    if (r) en_witness_print_value(r, inst, ew, &u->out);
    else smt_value_witness_print(p, x->hs, inst, &sv->w, &a->o.rd, !a->uncontrolled, &u->out);
  }
}

/* --json: one object per function. */
static void render_json(uni_cmd *u, const cv_program *p, const xc_uniformity_result *x) {
  cc_json *j = &u->j;
  int nsucc;
  cc_json_begin_object(j);
  cc_json_member_string(j, "name", cv_program_name(p));
  cc_json_member_string(j, "engines", xc_engine_name(u->e));
  cc_json_member_string(j, "verdicts_from", x->from_smt ? "smt" : "explicit");
  if (x->have_smt) cc_json_member_string(j, "relation", smt_relation_name(x->smt.relation));
  cc_json_member_int(j, "threads", u->a.o.k);
  cc_json_member_int(j, "bound", u->a.o.L);
  cc_json_member_bool(j, "cut", x->run ? x->run->cut : x->smt.cut);
  cc_json_member_bool(j, "complete", !x->run || !x->run->truncated);
  /* the tuples not examined settled by signatures (en_run.by_signatures) */
  cc_json_member_bool(j, "by_signatures", x->run && x->run->by_signatures);
  cc_json_member_int(j, "hierarchies", (long long)nhier_of(x));
  cc_strs unknown = {0};
  cv_program_unknown_builtins(p, &unknown);
  cc_json_key(j, "unknown_builtins");
  cc_json_begin_array(j);
  for (size_t i = 0; i < CC_SIZE(unknown); i++) cc_json_string(j, CC_AT(unknown, i));
  cc_json_end_array(j);
  cc_strs_free(&unknown);
  cc_json_key(j, "values");
  cc_json_begin_array(j);
  for (int i = 0; i < cv_program_ninsts(p); i++) {
    const cv_inst *I = cv_program_inst(p, i);
    if (!(I->flags & CV_INST_HAS_RESULT)) continue;
    cc_json_begin_object(j);
    cc_json_member_string(j, "name", I->name ? I->name : "");
    cc_json_member_string(j, "verdict", verdict_word(x->val_div[i], x->val_unk[i]));
    cc_json_end_object(j);
  }
  cc_json_end_array(j);
  cc_json_key(j, "branches");
  cc_json_begin_array(j);
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    if (cv_block_succs(p, b, &nsucc), nsucc < 2) continue;
    cc_json_begin_object(j);
    cc_json_member_string(j, "block", cv_block_name(p, b));
    cc_json_member_string(j, "verdict", verdict_word(x->br_div[b], x->br_unk[b]));
    cc_json_end_object(j);
  }
  cc_json_end_array(j);
  /* the convergent calls reached under a divergent branch (print_apart) */
  xc_apart_call *ap;
  int nap = xc_calls_reached_apart(p, x->br_div, &ap);
  cc_json_key(j, "reached_apart");
  cc_json_begin_array(j);
  for (int i = 0; i < nap; i++) {
    const cv_inst *I = cv_program_inst(p, ap[i].inst);
    cc_json_begin_object(j);
    cc_json_member_string(j, "call", I->text ? I->text : I->opcode ? I->opcode : "call");
    cc_json_member_string(j, "block", cv_block_name(p, ap[i].block));
    if (ap[i].line > 0) cc_json_member_int(j, "line", ap[i].line);
    cc_json_member_int(j, "nth_call", ap[i].nth);
    cc_json_member_string(j, "under", cv_block_name(p, ap[i].under));
    cc_json_member_bool(j, "barrier", ap[i].barrier);
    cc_json_member_bool(j, "loop_exit", ap[i].loop_exit);
    cc_json_end_object(j);
  }
  free(ap);
  cc_json_end_array(j);
  cc_json_key(j, "disagreements");
  cli_json_notes(j, &x->notes, XC_DISAGREE);
  cc_json_key(j, "not_confirmed");
  cli_json_notes(j, &x->notes, XC_UNCONFIRMED);
  cc_json_member_int(j, "refined", x->notes.refined);
  cc_json_end_object(j);
}

/* What the engines did not agree on, for stderr. */
static void diag_function(uni_cmd *u, const cv_program *p, const xc_uniformity_result *x) {
  for (size_t i = 0; i < CC_SIZE(x->notes.list); i++) {
    const xc_note *n = &CC_AT(x->notes.list, i);
    if (n->kind != XC_DISAGREE) continue;
    if (n->subject == XC_BLOCK)
      cc_buf_printf(&u->diag, "convcheck: %s: function %s: ENGINES DISAGREE on the m-convergence of "
                              "block %s: explicit says %s, smt says %s\n",
                    cv_program_shown_file(p), cv_program_name(p), n->what,
                    xc_verdict_word(n->subject, n->explicit_v), xc_verdict_word(n->subject, n->smt_v));
    else
      cc_buf_printf(&u->diag, "convcheck: %s: function %s: ENGINES DISAGREE on %s%s: explicit says %s, smt says %s\n",
                    cv_program_shown_file(p), cv_program_name(p), n->subject == XC_VALUE ? "%" : "the branch of ",
                    n->what, xc_verdict_word(n->subject, n->explicit_v), xc_verdict_word(n->subject, n->smt_v));
  }
  u->disagree += x->notes.disagree;
  u->refined += x->notes.refined;
  u->unknown += x->unknown;
  if (x->explicit_unknown)
    cc_buf_printf(&u->diag, "convcheck: %s: function %s: the explicit engine was stopped (%s) before "
                            "it found a witness for %d value%s or branch%s: no verdict for them\n",
                  u->a.file, cv_program_name(p),
                  x->run->timed_out ? "--timeout" : "--max-tuples", x->explicit_unknown,
                  x->explicit_unknown == 1 ? "" : "s", x->explicit_unknown == 1 ? "" : "es");
  else if (x->unknown && x->not_encoded)
    cc_buf_printf(&u->diag, "convcheck: %s: function %s: the SMT engine gives no verdict on %d value%s: %s; %s\n",
                  u->a.file, cv_program_name(p), x->unknown, x->unknown == 1 ? "" : "s", x->not_encoded,
                  smt_not_encoded_next);
  else if (x->unknown)
    cc_buf_printf(&u->diag, "convcheck: %s: function %s: the SMT engine reached its time limit "
                            "on %d value%s: no verdict for them within k=%d, L=%d (raise --timeout)\n",
                  u->a.file, cv_program_name(p), x->unknown, x->unknown == 1 ? "" : "s", u->a.o.k, u->a.o.L);
}

/* --why NAME: its witness one of the shortest (en_run_shorten). */
static void shorten_why(const uni_cmd *u, const cv_program *p, en_run *r) {
  const char *name = u->a.why[0] == '%' ? u->a.why + 1 : u->a.why;
  int inst = cv_program_find_inst(p, name);
  int blk = inst < 0 ? cv_program_find_block(p, name) : -1;
  if (inst < 0 && blk < 0) return;
  bool *vals = cc_calloc((size_t)cv_program_ninsts(p) + 1, sizeof(bool));
  bool *brs = cc_calloc((size_t)cv_program_nblocks(p) + 1, sizeof(bool));
  if (inst >= 0) vals[inst] = true;
  else brs[blk] = true;
  en_run_shorten(r, vals, brs);
  free(vals);
  free(brs);
}

static bool one_function(uni_cmd *u, const cv_program *p, cc_error *err) {
  cli_progress pr;
  cli_progress_init(&pr, cv_program_name(p));
  en_opts o = u->a.o;
  o.progress = cli_progress_cb;
  o.progress_arg = &pr;
  o.shortest = false; /* only the witness --why prints: below */
  xc_uniformity_result x;
  bool ok = xc_uniformity(p, &o, !u->a.uncontrolled, u->e, u->a.call_ms, &x, err);
  if (ok && u->a.why && x.run) shorten_why(u, p, x.run);
  cli_progress_done(&pr);
  if (!ok) {
    xc_uniformity_free(&x);
    return false;
  }
  record_function(u, p, &x);
  char bounds[300];
  bounds_text(u, &x, bounds, sizeof bounds);
  diag_function(u, p, &x);
  if (u->a.json) render_json(u, p, &x);
  else if (u->a.why) render_why(u, p, &x, bounds);
  else print_function(u, p, &x, bounds);
  if (!u->a.why) u->any |= any_divergent(p, &x);
  xc_uniformity_free(&x);
  return true;
}

static bool record_begin(const cli_engine_args *a) {
  cc_buf opts;
  cc_buf_init(&opts);
  cli_engine_options_json(a, xc_engine_name(cli_engine_mask(a->engine)), !a->uncontrolled, &opts);
  bool begun = cli_record_begin(a->rec, "uniformity", cc_buf_str(&opts), a->o.k, a->o.L);
  cc_buf_free(&opts);
  return begun;
}

/* The exit status: a solver time limit is no verdict, a disagreement an error. */
static int finish(uni_cmd *u) {
  int rc = cli_write(&u->out);
  if (rc == CLI_HOLDS && u->any) rc = CLI_FAILS;
  fputs(cc_buf_str(&u->diag), stderr);
  if (u->refined)
    fprintf(stderr, "convcheck: note: %d value%s uniform with bit-vector values, divergent "
                    "as terms (the explicit engine's semantics)\n",
            u->refined, u->refined == 1 ? " is" : "s are");
  if (u->unknown) rc = CLI_ERROR;
  if (u->disagree) {
    fprintf(stderr, "convcheck: the explicit and the SMT engine disagree on %d verdict%s\n",
            u->disagree, u->disagree == 1 ? "" : "s");
    rc = CLI_ERROR;
  }
  return cli_record_finish(u->a.rec, rc);
}

static int check_args(const cli_engine_args *a) {
  if (a->dot && !a->why)
    return cli_usage_error("uniformity", "--dot draws a witness: give --why %%NAME too");
  if (a->json && (a->why || a->dot))
    return cli_usage_error("uniformity", "--json prints every verdict: leave out --why and --dot");
  return -1;
}

int cli_cmd_uniformity(cli_ctx *ctx) {
  uni_cmd u;
  memset(&u, 0, sizeof u);
  if (!cli_engine_args_from(ctx, &u.a)) return CLI_ERROR;
  if (u.a.engine == CLI_ENGINE_EXPLICIT) /* as mconv's (cli_bounds_text says so) */
    u.a.o.signatures_above = EN_SIGNATURES_ABOVE;
  int rc = check_args(&u.a);
  if (rc >= 0) return rc;
  cv_module *m = cli_load_checked_ex(u.a.file, u.a.function, u.a.experimental);
  if (!m) return CLI_ERROR;
  if (u.a.unbounded) {
    if (u.a.engine != CLI_ENGINE_EXPLICIT) {
      cv_module_free(m);
      return cli_usage_error("uniformity", "--unbounded does not take --engine");
    }
    return cli_uniformity_unbounded(&u.a, m);
  }
  if (!record_begin(&u.a)) {
    cv_module_free(m);
    return CLI_ERROR;
  }
  u.e = cli_engine_mask(u.a.engine);
  u.found_why = u.a.why == NULL;
  cc_error err;
  cc_error_clear(&err);
  cc_buf_init(&u.out);
  cc_buf_init(&u.diag);
  cc_json_init(&u.j, &u.out);
  if (u.a.json) {
    cc_json_begin_object(&u.j);
    cc_json_key(&u.j, "functions");
    cc_json_begin_array(&u.j);
  }
  if (u.a.dot) {
    char title[600];
    snprintf(title, sizeof title, "%s: uniformity of %s, k=%d, L=%d", u.a.file, u.a.why, u.a.o.k, u.a.o.L);
    rd_graph_begin(&u.out, title);
  }
  bool ok = true;
  for (int f = 0; f < cv_module_count(m) && ok; f++) {
    const cv_program *p = cv_module_program(m, f);
    if (u.a.function && strcmp(u.a.function, cv_program_name(p))) continue;
    cli_engine_share(&u.a, m, f);
    ok = one_function(&u, p, &err);
  }
  if (!ok) cli_report(&err);
  else if (!u.found_why)
    fprintf(stderr, "convcheck: %s: error: no value or block named '%s'\n", u.a.file, u.a.why);
  if (ok && u.found_why) {
    if (u.a.dot) rd_graph_end(&u.out);
    if (u.a.json) {
      cc_json_end_array(&u.j);
      cc_json_end_object(&u.j);
      cc_buf_putc(&u.out, '\n');
    }
    rc = finish(&u);
  } else {
    cli_record_abort(u.a.rec);
    rc = CLI_ERROR;
  }
  cc_buf_free(&u.out);
  cc_buf_free(&u.diag);
  cv_module_free(m);
  return rc;
}
