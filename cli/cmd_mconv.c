/* cli/cmd_mconv.c — `convcheck mconv`: m-convergence of every block
 * ([CU] "m-converged static instances"), decided by the explicit engine
 * over every hierarchy and every admissible trace tuple within bounds. */
#include "cli/engine_opts.h"
#include "cli/unbounded.h"
#include "crosscheck/xc.h"
#include "cli/mconv.h"
#include "render/render.h"

#include <stdlib.h>

const cli_doc cli_doc_mconv = {
    .synopsis = "mconv [OPTIONS] FILE",
    .text = "For every block: is its maximal converged-with relation the same in every\n"
            "cycle hierarchy, over every trace tuple within the bounds?  When not, a\n"
            "witness: the traces, the two hierarchies, both tables, and the pair of\n"
            "instances whose convergence differs.  A verdict states the bounds it\n"
            "holds within, or 'proven' when no bound is involved (one hierarchy; a\n"
            "block in no cycle).\n",
    .more = "--anchor: with --controlled, anchors converge in every consistent way\n"
            "(free: hierarchies compared for each choice) or as the uncontrolled\n"
            "maximal relation.  --timeout: a block Z3 does not decide in time is\n"
            "unknown, exit 2; the explicit engine stops there too, and a block it\n"
            "found no witness for in the tuples examined is then unknown.\n"
            "--dot: one digraph, a cluster per block NOT m-converged: its witness's\n"
            "  traces on the CFG and the two hierarchies' tables side by side, the\n"
            "  pair whose convergence differs in red (a note when every block is).\n"
            "--json: {\"functions\":[{\"name\":F,\"threads\":K,\"bound\":L,\n"
            "  \"hierarchies\":N,\"tuples\":M,\"by_signatures\":b,\"blocks\":{B:{\"m_converged\":b,\n"
            "  \"witness\":{..}}}}]}\n"
            "\n"
            "exit status: 0 every block m-converged, 1 some block NOT m-converged, 2 usage\n"
            "or input error, or some block unknown (a time limit, the engines disagree,\n"
            "or --unbounded undecided)\n",
    .min_args = 1, .max_args = 1, .arg_name = "FILE", .readings = &xc_mconv_support,
    .readings_why = (const char *const[CV_NREADINGS]){
        [CV_RD_values] = "both engines decide m-convergence with values as uninterpreted "
                         "terms (the explicit engine has no other values; the SMT engine "
                         "follows the terms' branches so that the two answer one question, "
                         "encode/smt_values.c smt_values_mconv); bit-vector values are a "
                         "reading of uniformity: uniformity --values smt (docs/smt-values.md)"},
    .examples =
                 "mconv -L 8 corpus/analysis/cu-diverged-entry-criterion.cfg\tthe Diverged Entry Criterion: four blocks not m-converged, with witnesses\n"
                 "mconv --unbounded corpus/analysis/cu-diverged-entry-criterion.cfg\tthe same for every trace length\n",
    .see_also = "docs/design.md §6, docs/unbounded.md"};

static void json_trace_tuple(cc_json *j, const en_run *r, const en_witness *w) {
  cv_tuple t;
  en_witness_tuple(r, w, &t);
  cc_json_key(j, "traces");
  cc_json_begin_array(j);
  for (int i = 0; i < t.k; i++) {
    cc_json_begin_array(j);
    for (int s = 0; s < t.thread[i].len; s++)
      cc_json_string(j, cv_block_name(r->p, t.thread[i].blocks[s]));
    cc_json_end_array(j);
  }
  cc_json_end_array(j);
  cv_tuple_free(&t);
}


static void json_witness(cc_json *j, const en_run *r, const en_witness *w) {
  cc_json_begin_object(j);
  json_trace_tuple(j, r, w);
  cc_json_key(j, "hierarchies");
  cc_json_begin_array(j);
  cli_json_hierarchy(j, r->p, CC_AT(r->hs, w->h1), w->h1);
  cli_json_hierarchy(j, r->p, CC_AT(r->hs, w->h2), w->h2);
  cc_json_end_array(j);
  cc_json_key(j, "pair");
  cc_json_begin_array(j);
  cc_json_begin_array(j);
  cc_json_int(j, w->t1);
  cc_json_int(j, w->p1);
  cc_json_end_array(j);
  cc_json_begin_array(j);
  cc_json_int(j, w->t2);
  cc_json_int(j, w->p2);
  cc_json_end_array(j);
  cc_json_end_array(j);
  cc_json_end_object(j);
}

static void indent(cc_buf *out, const cc_buf *w) { cli_indent(out, cc_buf_str(w)); }

/* A block's witness picture (a cluster, part): added to the command's
 * picture with --dot, and recorded with the block's verdict as a digraph
 * of its own. */
void cli_mconv_block_picture(cli_engine_args *a, long long pid, const cv_program *p, int b,
                          const cc_buf *part, cc_buf *pic) {
  if (a->dot) cc_buf_puts(pic, cc_buf_str(part));
  if (!a->rec->run) return;
  cc_buf one;
  cc_buf_init(&one);
  rd_graph_begin(&one, NULL);
  cc_buf_puts(&one, cc_buf_str(part));
  rd_graph_end(&one);
  cli_record_picture(a->rec, pid, "mconv", cv_block_name(p, b), cc_buf_str(&one));
  cc_buf_free(&one);
}

/* "function F, block B: NOT m-converged (k=2, L=6)": how is the witness's
 * bounds (docs/design.md §12) and what else to say of it. */
void cli_mconv_block_title(char *buf, size_t size, const cv_program *p, int b, const char *how) {
  snprintf(buf, size, "function %s, block %s: NOT m-converged (%s)", cv_program_name(p),
           cv_block_name(p, b), how);
}

/* --dot, a function without a witness: a note with its verdict. */
void cli_mconv_function_note(cc_buf *pic, const cv_program *p, int n, const char *bounds) {
  char id[32], text[400];
  snprintf(id, sizeof id, "p%d", n);
  snprintf(text, sizeof text, "function %s: no witness of a block NOT m-converged, searched %s\n"
                              "(the text output has each block's verdict)",
           cv_program_name(p), bounds);
  rd_note(pic, id, text);
}

static void explicit_function_head(mconv_cmd *u, const cv_program *p, const en_run *r,
                                   const char *bounds) {
  cc_json *j = &u->j;
  if (!u->a.json) {
    char hint[160] = "", cut[200] = "";
    if (r->cut) cli_cut_hint(p, r->o.L, hint, sizeof hint);
    if (r->cut) snprintf(cut, sizeof cut, " (some cut at L%s%s)", hint[0] ? "; " : "", hint);
    cc_buf_printf(&u->out,
                  "function %s: %zu %s %s; %s: %zu %s%s, %llu admissible "
                  "%s examined; %.2f s\n",
                  cv_program_name(p), CC_SIZE(r->hs),
                  u->a.o.rd.hierarchies == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                  cc_plural((long long)CC_SIZE(r->hs), "hierarchy", "hierarchies"), bounds,
                  CC_SIZE(r->traces), cc_plural((long long)CC_SIZE(r->traces), "trace", "traces"),
                  cut, (unsigned long long)r->tuples,
                  cc_plural((long long)r->tuples, "tuple", "tuples"), r->seconds);
    cli_controlled_note(r, &u->out);
    cli_terms_reading_note(p, &u->out);
    return;
  }
  cc_json_begin_object(j);
  cc_json_member_string(j, "name", cv_program_name(p));
  cc_json_member_int(j, "threads", r->o.k);
  cc_json_member_int(j, "bound", r->o.L);
  cc_json_member_int(j, "hierarchies", (long long)CC_SIZE(r->hs));
  cc_json_member_int(j, "tuples", (long long)r->tuples);
  cc_json_member_bool(j, "complete", !r->truncated);
  /* the tuples not examined settled by signatures (en_run.by_signatures) */
  cc_json_member_bool(j, "by_signatures", r->by_signatures);
  cc_json_member_int(j, "traces", (long long)CC_SIZE(r->traces));
  cc_json_key(j, "seconds");
  cc_json_double(j, r->seconds);
  cc_json_key(j, "blocks");
  cc_json_begin_object(j);
}

/* One block's verdict of the explicit engine: recorded, printed. */
static void explicit_block(mconv_cmd *u, const cv_program *p, const xc_mconv_result *x, int b,
                           long long pid, const char *bounds) {
  const en_run *r = x->run;
  const en_block_result *br = &r->blocks[b];
  const char *why = x->blocks[b].proof;
  bool verdict = x->blocks[b].explicit_v == XC_HOLDS;
  if (!br->m_converged) u->all = false;
  if (br->m_converged && !verdict && !why) u->stopped++;
  if (u->a.rec->run) { /* the verdict as recorded: the witness as printed */
    char detail[400];
    if (why) snprintf(detail, sizeof detail, "engine explicit; proven: %s", why);
    else snprintf(detail, sizeof detail, "engine explicit; %s%s", verdict || !br->m_converged ? "within " : "no witness in the tuples examined; ", bounds);
    cc_buf w;
    cc_buf_init(&w);
    if (!br->m_converged) en_witness_print_mconv(r, &br->w, &w);
    cli_record_verdict(u->a.rec, pid, "mconv", cv_block_name(p, b),
                       !br->m_converged ? "not m-converged" : verdict ? "m-converged" : "unknown", detail,
                       w.len ? cc_buf_str(&w) : NULL, r->seconds);
    cc_buf_free(&w);
  }
  if (u->a.json) {
    cc_json_key(&u->j, cv_block_name(p, b));
    cc_json_begin_object(&u->j);
    cc_json_key(&u->j, "m_converged");
    if (br->m_converged && !verdict) cc_json_null(&u->j);
    else cc_json_bool(&u->j, br->m_converged);
    cc_json_member_string(&u->j, "verdict", !br->m_converged ? "not m-converged" : verdict ? "m-converged" : "unknown");
    cc_json_member_string(&u->j, "basis", !br->m_converged ? "witness" : why ? "proven" : verdict ? "within" : "none");
    cc_json_member_bool(&u->j, "proven", why != NULL);
    cc_json_key(&u->j, "witness");
    if (br->w.set) json_witness(&u->j, r, &br->w);
    else cc_json_null(&u->j);
    cc_json_end_object(&u->j);
    return;
  }
  cc_buf *out = &u->out;
  size_t start = out->len;
  cc_buf_printf(out, "  %s", cv_block_name(p, b));
  cc_buf_pad(out, start, 16);
  if (br->m_converged && why) cc_buf_printf(out, " m-converged (proven: %s)\n", why);
  else if (br->m_converged && verdict) cc_buf_printf(out, " m-converged within %s\n", bounds);
  else if (br->m_converged)
    cc_buf_printf(out, " unknown within %s: no witness in the tuples examined, but %s stopped the search\n",
                  bounds, r->timed_out ? "the time limit (--timeout)" : "--max-tuples");
  else {
    cc_buf_printf(out, " NOT m-converged (k=%d, L=%d); witness:\n", br->w.k, en_witness_length(r, &br->w));
    cc_buf w;
    cc_buf_init(&w);
    en_witness_print_mconv(r, &br->w, &w);
    indent(out, &w);
    cc_buf_free(&w);
  }
}

/* The explicit engine's witnesses as pictures (--dot, and recorded). */
static void explicit_pictures(mconv_cmd *u, const cv_program *p, const en_run *r, long long pid,
                              const char *bounds) {
  if (!u->a.dot && !u->a.rec->run) return;
  int drawn_before = u->drawn;
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    const en_block_result *br = &r->blocks[b];
    if (!cv_block_reachable(p, b) || br->m_converged) continue;
    char id[64], title[400], how[200];
    snprintf(id, sizeof id, "p%d_b%d", u->drawn++, b);
    snprintf(how, sizeof how, "k=%d, L=%d", r->blocks[b].w.k, en_witness_length(r, &r->blocks[b].w));
    cli_mconv_block_title(title, sizeof title, p, b, how);
    cc_buf part;
    cc_buf_init(&part);
    rd_en_mconv(&part, id, title, r, &br->w);
    cli_mconv_block_picture(&u->a, pid, p, b, &part, &u->pic);
    cc_buf_free(&part);
  }
  if (u->a.dot && u->drawn == drawn_before) cli_mconv_function_note(&u->pic, p, u->drawn++, bounds);
}

/* One function: the engines by the cross-check, then its verdicts. */
static bool one_function(mconv_cmd *u, const cv_program *p) {
  cli_engine_args *a = &u->a;
  long long pid = cli_record_program(a->rec, a->file, cv_program_name(p));
  cli_progress pr;
  cli_progress_init(&pr, cv_program_name(p));
  en_opts o = a->o;
  o.progress = cli_progress_cb;
  o.progress_arg = &pr;
  cc_error err;
  cc_error_clear(&err);
  xc_mconv_result x;
  bool ok = xc_mconv(p, &o, a->controlled, u->e, a->call_ms, &x, &err);
  cli_progress_done(&pr);
  if (!ok) {
    cli_report(&err);
    xc_mconv_free(&x);
    return false;
  }
  if (x.have_smt) { /* the SMT engine (docs/design.md §6) */
    cli_mconv_smt_head(u, p, &x);
    int drawn_before = u->drawn;
    cli_mconv_smt_blocks(u, p, &x, pid);
    if (a->dot && u->drawn == drawn_before) {
      char bounds[128];
      snprintf(bounds, sizeof bounds, "by the SMT engine within k=%d, L=%d", x.smt.k, x.smt.L);
      cli_mconv_function_note(&u->pic, p, u->drawn++, bounds);
    }
  } else {
    char bounds[256];
    cli_bounds_text(x.run, bounds, sizeof bounds);
    explicit_function_head(u, p, x.run, bounds);
    for (int b = 0; b < cv_program_nblocks(p); b++)
      if (cv_block_reachable(p, b)) explicit_block(u, p, &x, b, pid, bounds);
    explicit_pictures(u, p, x.run, pid, bounds);
  }
  if (a->json) cc_json_end_object(&u->j); /* blocks */
  ok = cli_mconv_relations(u, p, x.have_smt ? &x.hs : &x.run->hs, x.run, pid);
  if (a->json) cc_json_end_object(&u->j);
  xc_mconv_free(&x);
  return ok;
}

static int finish(mconv_cmd *u) {
  cli_engine_args *a = &u->a;
  if (a->json) {
    cc_json_end_array(&u->j);
    cc_json_end_object(&u->j);
    cc_buf_putc(&u->out, '\n');
  }
  if (a->dot) { /* the picture instead of the text */
    char title[600];
    snprintf(title, sizeof title, "%s: m-convergence, k=%d, L=%d", cli_shown_path(a->file), a->o.k, a->o.L);
    cc_buf_clear(&u->out);
    rd_graph_begin(&u->out, title);
    cc_buf_puts(&u->out, cc_buf_str(&u->pic));
    rd_graph_end(&u->out);
  }
  int rc = cli_write(&u->out);
  if (rc == CLI_HOLDS && !u->all) rc = CLI_FAILS;
  if (u->unknown && u->not_encoded[0]) { /* no verdict, for the reason each block states */
    fprintf(stderr, "convcheck: %s: error: the SMT engine gives no verdict on %d block%s: %s; %s\n",
            cli_shown_path(a->file), u->unknown, u->unknown == 1 ? "" : "s", u->not_encoded, smt_not_encoded_next);
    rc = CLI_ERROR;
  } else if (u->unknown) { /* a solver time limit is no verdict */
    fprintf(stderr, "convcheck: %s: error: the SMT engine reached its time limit on %d "
                    "block%s: no verdict for them (raise --timeout)\n",
            cli_shown_path(a->file), u->unknown, u->unknown == 1 ? "" : "s");
    rc = CLI_ERROR;
  }
  if (u->stopped && rc == CLI_HOLDS) { /* README "Exit status": some block unknown is 2 (a new
                                        * user's --timeout run exited 0 with 7 blocks unknown) */
    fprintf(stderr, "convcheck: %s: %d block%s unknown: no verdict (a larger --timeout or "
                    "--max-tuples, a smaller -L, or --unbounded)\n",
            cli_shown_path(a->file), u->stopped, u->stopped == 1 ? "" : "s");
    rc = CLI_ERROR;
  }
  if (u->disagree) {
    fprintf(stderr, "convcheck: the explicit and the SMT engine disagree (see ENGINES DISAGREE)\n");
    rc = CLI_ERROR;
  }
  return cli_record_finish(a->rec, rc);
}

int cli_cmd_mconv(cli_ctx *ctx) {
  mconv_cmd u;
  memset(&u, 0, sizeof u);
  cli_engine_args *a = &u.a;
  if (!cli_engine_args_from(ctx, a)) return CLI_ERROR;
  /* many tuples: what holds settled by signatures, the tuples search the
   * witnesses (issue 26; the verdicts' bounds say so, cli_bounds_text);
   * not when Z3 checks the explicit engine (--engine both: every tuple) */
  if (a->engine == CLI_ENGINE_EXPLICIT) a->o.signatures_above = EN_SIGNATURES_ABOVE;
  cv_module *m = cli_load_checked_ex(a->file, a->function, a->experimental);
  if (!m) return CLI_ERROR;
  if (a->unbounded) {
    if (a->engine != CLI_ENGINE_EXPLICIT || a->o.check_relations) {
      cv_module_free(m);
      return cli_usage_error("mconv", "--unbounded takes neither --engine nor --check-relations");
    }
    return cli_mconv_unbounded(a, m);
  }
  cc_buf opts;
  cc_buf_init(&opts);
  cli_engine_options_json(a, xc_engine_name(cli_engine_mask(a->engine)), a->controlled, &opts);
  bool begun = cli_record_begin(a->rec, "mconv", cc_buf_str(&opts), a->o.k, a->o.L);
  cc_buf_free(&opts);
  if (!begun) {
    cv_module_free(m);
    return CLI_ERROR;
  }
  u.e = cli_engine_mask(a->engine);
  u.all = true;
  cc_buf_init(&u.out);
  cc_buf_init(&u.pic);
  cc_json_init(&u.j, &u.out);
  if (a->json) {
    cc_json_begin_object(&u.j);
    cc_json_key(&u.j, "functions");
    cc_json_begin_array(&u.j);
  }
  bool ok = true;
  for (int f = 0; f < cv_module_count(m) && ok; f++) {
    const cv_program *p = cv_module_program(m, f);
    if (a->function && strcmp(a->function, cv_program_name(p))) continue;
    cli_engine_share(a, m, f);
    ok = one_function(&u, p);
  }
  int rc = CLI_ERROR;
  if (ok) rc = finish(&u);
  else cli_record_abort(a->rec);
  cc_buf_free(&u.out);
  cc_buf_free(&u.pic);
  cv_module_free(m);
  return rc;
}
