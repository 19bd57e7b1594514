/* cli/cmd_mconv.c — `convcheck mconv`: m-convergence of every block
 * ([CU] "m-converged static instances"), decided by the explicit engine
 * over every hierarchy and every admissible trace tuple within bounds. */
#include "cli/engine_opts.h"
#include "cli/unbounded.h"
#include "encode/smt.h"
#include "render/render.h"

#include <stdlib.h>

/* The readings of the explicit engine and the SMT engine's m-convergence
 * (en_support, smt_support): values are terms here (branches follow them). */
static const cv_reading_support mconv_readings = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_hierarchies] = CV_SUPPORT_ALL,
    [CV_RD_anchors] = CV_SUPPORT_ALL};

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
            "unknown, exit 2.\n"
            "--dot: one digraph, a cluster per block NOT m-converged: its witness's\n"
            "  traces on the CFG and the two hierarchies' tables side by side, the\n"
            "  pair whose convergence differs in red (a note when every block is).\n"
            "--json: {\"functions\":[{\"name\":F,\"threads\":K,\"bound\":L,\n"
            "  \"hierarchies\":N,\"tuples\":M,\"blocks\":{B:{\"m_converged\":b,\n"
            "  \"witness\":{..}}}}]}\n"
            "\n"
            "exit status: 0 every block m-converged, 1 some block not, 2 input error\n",
    .min_args = 1, .max_args = 1, .arg_name = "FILE", .readings = &mconv_readings};

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

/* Do the anchors' classes depend on the hierarchy: controlled, anchors
 * maximal (each hierarchy's uncontrolled relation), and an anchor? */
static bool anchors_per_hierarchy(const cli_engine_args *a, const cv_program *p) {
  if (!a->controlled || a->o.rd.anchors != CV_ANCHOR_MAXIMAL) return false;
  for (int i = 0; i < cv_program_ninsts(p); i++)
    if (cv_program_inst(p, i)->token_def == CV_TOKEN_ANCHOR) return true;
  return false;
}

/* Why a block's verdict needs no bound, or NULL.  A block in no cycle
 * has one controlled relation in every hierarchy only when the token
 * classes are the same in all (region condition, [CO] "Controlled Maximal
 * Convergence" 2.1): not so when maximal anchors follow each hierarchy's
 * uncontrolled relation (anchors_varying). */
static const char *proof(const cv_hierarchies *hs, int b, bool anchors_varying) {
  const int *heads;
  if (CC_SIZE(*hs) == 1) return "the CFG has one cycle hierarchy";
  if (anchors_varying) return NULL;
  if (cv_hierarchy_headers_of(CC_AT(*hs, 0), b, &heads) == 0) return "in no cycle";
  return NULL;
}

static void indent(cc_buf *out, const cc_buf *w) {
  for (const char *s = cc_buf_str(w); *s;) { /* indent under the block */
    const char *e = strchr(s, '\n');
    size_t n = e ? (size_t)(e - s) + 1 : strlen(s);
    cc_buf_puts(out, "    ");
    cc_buf_putn(out, s, n);
    s += n;
  }
}

/* An SMT witness as text: the controlled relation's (re-checked by the
 * explicit engine) for a function with tokens under --controlled. */
static void smt_witness_text(const cli_engine_args *a, const cv_program *p,
                             const cv_hierarchies *hs, const smt_witness *w, cc_buf *out) {
  if (a->controlled && cv_program_has_tokens(p))
    smt_tokens_witness_print(p, hs, w, &a->o.rd, out);
  else
    smt_witness_print(p, hs, w, &a->o.rd, out);
}

/* A block's witness picture (a cluster, part): added to the command's
 * picture with --dot, and recorded with the block's verdict as a digraph
 * of its own. */
static void block_picture(cli_engine_args *a, long long pid, const cv_program *p, int b,
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

/* "function F, block B: NOT m-converged (within ...)" */
static void block_title(char *buf, size_t size, const cv_program *p, int b, const char *how) {
  snprintf(buf, size, "function %s, block %s: NOT m-converged (%s)", cv_program_name(p),
           cv_block_name(p, b), how);
}

/* --dot, a function without a witness: a note with its verdict. */
static void function_note(cc_buf *pic, const cv_program *p, int n, const char *bounds) {
  char id[32], text[400];
  snprintf(id, sizeof id, "p%d", n);
  snprintf(text, sizeof text, "function %s: no block found NOT m-converged (%s)\n"
                              "(the text output has each block's verdict)",
           cv_program_name(p), bounds);
  rd_note(pic, id, text);
}

static const char *smt_word(smt_verdict v) {
  return v == SMT_MCONV_HOLDS ? "m-converged" : v == SMT_MCONV_FAILS ? "NOT m-converged"
                                                                     : "unknown";
}

/* The run's options, as recorded with it. */
static void options_json(const cli_engine_args *a, cc_buf *out) {
  cc_json j;
  cc_json_init(&j, out);
  cc_json_begin_object(&j);
  cc_json_key(&j, "engine");
  cc_json_string(&j, a->engine == CLI_ENGINE_SMT ? "smt" : a->engine == CLI_ENGINE_BOTH ? "both"
                                                                                      : "explicit");
  cc_json_key(&j, "hierarchies");
  cc_json_string(&j, CV_READING_NAME(&a->o.rd, hierarchies));
  cc_json_key(&j, "reading");
  cc_json_string(&j, CV_READING_NAME(&a->o.rd, cb));
  cc_json_key(&j, "timeout_ms");
  cc_json_int(&j, a->timeout_ms);
  cc_json_key(&j, "max_tuples");
  cc_json_int(&j, (long long)a->o.max_tuples);
  cc_json_key(&j, "file");
  cc_json_string(&j, a->file);
  cc_json_end_object(&j);
}

/* Records one block's SMT verdict (docs/design.md §6): "m-converged", "not" or
 * "unknown" (a time limit: no verdict, the bounds attempted in the
 * detail); with --engine both a disagreement is recorded as "error". */
static void record_smt_block(cli_engine_args *a, long long pid, const cv_program *p,
                             const cv_hierarchies *hs, const smt_mconv_result *sr, int b,
                             const smt_block_result *sb, const char *why, const en_run *r,
                             bool differ) {
  if (!a->rec->run) return;
  char detail[400];
  const char *engine = r ? "engines explicit and smt" : "engine smt";
  const char *outcome = sb->verdict == SMT_MCONV_HOLDS ? "m-converged"
                        : sb->verdict == SMT_MCONV_FAILS ? "not" : "unknown";
  if (differ) {
    outcome = "error";
    snprintf(detail, sizeof detail, "ENGINES DISAGREE: explicit %s, smt %s; k=%d, L=%d",
             r->blocks[b].m_converged ? "m-converged" : "not", smt_word(sb->verdict), sr->k,
             sr->L);
  } else if (sb->verdict == SMT_MCONV_UNKNOWN) {
    snprintf(detail, sizeof detail, "%s; no verdict: %s; bounds attempted k=%d, L=%d", engine,
             sb->reason, sr->k, sr->L);
  } else if (why && sb->verdict == SMT_MCONV_HOLDS) {
    snprintf(detail, sizeof detail, "%s; proven: %s", engine, why);
  } else {
    snprintf(detail, sizeof detail, "%s; within k=%d, L=%d", engine, sr->k, sr->L);
  }
  cc_buf w;
  cc_buf_init(&w);
  if (sb->verdict == SMT_MCONV_FAILS) smt_witness_text(a, p, hs, &sb->w, &w);
  cli_record_verdict(a->rec, pid, "mconv", cv_block_name(p, b), outcome, detail,
                     w.len ? cc_buf_str(&w) : NULL, sb->seconds);
  cc_buf_free(&w);
}

/* Some block had no SMT verdict for a stated reason (encode/smt_values.c:
 * stack memory is not encoded), not a time limit. */
static bool mc_not_encoded;

/* The SMT engine's verdicts (and, with --engine both, the comparison with
 * the explicit engine's r).  Returns false when the engines disagree. */
static bool smt_blocks(const cv_program *p, const cv_hierarchies *hs, const smt_mconv_result *sr,
                       const en_run *r, cli_engine_args *a, cc_buf *out, cc_json *j,
                       bool *all, int *unknown, long long pid, cc_buf *pic, int *drawn) {
  bool agree = true;
  bool ctl = anchors_per_hierarchy(a, p);
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    if (!cv_block_reachable(p, b)) continue;
    smt_block_result proved;
    const smt_block_result *sb = &sr->blocks[b];
    const char *why = proof(hs, b, ctl);
    if (why && sb->verdict == SMT_MCONV_UNKNOWN) { /* no solver needed */
      proved = *sb;
      proved.verdict = SMT_MCONV_HOLDS;
      sb = &proved;
    }
    if (sb->verdict == SMT_MCONV_UNKNOWN) {
      (*unknown)++;
      if (strstr(sb->reason, "not encoded")) mc_not_encoded = true;
    }
    if (sb->verdict == SMT_MCONV_FAILS) *all = false;
    bool differ = r && sb->verdict != SMT_MCONV_UNKNOWN &&
                  (sb->verdict == SMT_MCONV_HOLDS) != r->blocks[b].m_converged;
    if (differ) agree = false;
    record_smt_block(a, pid, p, hs, sr, b, sb, why, r, differ);
    if (sb->verdict == SMT_MCONV_FAILS && !differ && (a->dot || a->rec->run)) {
      char id[64], title[400], how[80];
      snprintf(id, sizeof id, "p%d_b%d", *drawn, b);
      snprintf(how, sizeof how, "within k=%d, L=%d; the SMT engine's witness", sr->k, sr->L);
      block_title(title, sizeof title, p, b, how);
      cc_buf part;
      cc_buf_init(&part);
      rd_smt_mconv(&part, id, title, p, hs, &sb->w, &a->o.rd, a->controlled);
      block_picture(a, pid, p, b, &part, pic);
      cc_buf_free(&part);
      (*drawn)++;
    }
    if (a->json) {
      cc_json_key(j, cv_block_name(p, b));
      cc_json_begin_object(j);
      cc_json_key(j, "m_converged");
      if (r) cc_json_bool(j, r->blocks[b].m_converged);
      else if (sb->verdict == SMT_MCONV_UNKNOWN) cc_json_null(j);
      else cc_json_bool(j, sb->verdict == SMT_MCONV_HOLDS);
      cc_json_key(j, "proven");
      cc_json_bool(j, why != NULL);
      cc_json_key(j, "smt");
      cc_json_string(j, sb->verdict == SMT_MCONV_HOLDS ? "holds"
                        : sb->verdict == SMT_MCONV_FAILS ? "fails" : "unknown");
      if (r) {
        cc_json_key(j, "engines_agree");
        cc_json_bool(j, !differ);
      }
      cc_json_end_object(j);
      continue;
    }
    size_t start = out->len;
    cc_buf_printf(out, "  %s", cv_block_name(p, b));
    cc_buf_pad(out, start, 16);
    if (differ) {
      cc_buf_printf(out, " ENGINES DISAGREE: explicit says %s, smt says %s\n",
                    r->blocks[b].m_converged ? "m-converged" : "NOT m-converged",
                    smt_word(sb->verdict));
    } else if (sb->verdict == SMT_MCONV_UNKNOWN) {
      cc_buf_printf(out, " unknown (smt: %s; no verdict)%s\n", sb->reason,
                    r ? (r->blocks[b].m_converged ? "; explicit: m-converged"
                                                  : "; explicit: NOT m-converged")
                      : "");
    } else if (sb->verdict == SMT_MCONV_HOLDS && why) {
      cc_buf_printf(out, " m-converged (proven: %s)\n", why);
    } else if (sb->verdict == SMT_MCONV_HOLDS) {
      cc_buf_printf(out, " m-converged within k=%d, L=%d%s\n", sr->k, sr->L,
                    r ? " (both engines)" : " (smt)");
    } else {
      cc_buf_printf(out, " NOT m-converged%s; witness (smt):\n", r ? " (both engines)" : "");
      cc_buf w;
      cc_buf_init(&w);
      smt_witness_text(a, p, hs, &sb->w, &w);
      indent(out, &w);
      cc_buf_free(&w);
    }
  }
  return agree;
}

/* docs/design.md §4: "every result must then be checked: transitive, consistent (CB
 * acyclic); a violation is reported as a finding".  mconv --check-relations
 * asks it of every maximal relation within the bounds: the explicit engine
 * checks each relation it computes (en_opts.check_relations), the SMT
 * engine asks Z3 for a tuple whose least fixed point is inconsistent
 * (SMT_Q_CONSISTENCY).  Prints the verdict line (and the first
 * inconsistent relation), records it, and returns 1 if inconsistent, 0 if
 * consistent, -1 if undecided (time limit), -2 if the engines disagree,
 * -3 on an error (err filled). */
static void print_inconsistent(const cv_program *p, const cv_hierarchy *h, int hidx,
                               const cv_tuple *t, const cv_readings *rd, cc_buf *out) {
  cv_relation *rel = cv_maximal_converged_with(p, h, t, rd);
  cc_buf_puts(out, "  traces:\n");
  cv_print_traces(p, t, out);
  cc_buf_printf(out, "  hierarchy %d: ", hidx + 1);
  cv_hierarchy_print_short(h, p, out);
  cc_buf_putc(out, '\n');
  cv_relation_print_table(rel, out);
  cc_buf_printf(out, "  converged-with is %stransitive; convergence-before is %s\n",
                cv_relation_transitive(rel) ? "" : "NOT ",
                cv_relation_consistent(rel) ? "a strict partial order" : "NOT irreflexive (a cycle)");
  cv_relation_free(rel);
}

static int check_relations(cli_engine_args *a, const cv_program *p, const cv_hierarchies *hs,
                           const en_run *r, long long pid, cc_buf *out, cc_error *err) {
  cc_buf w;
  cc_buf_init(&w);
  int ex = -1, sx = -1; /* explicit, smt: 1 inconsistent, 0 consistent */
  double secs = 0;
  char reason[160] = "";
  if (r) {
    ex = r->inconsistent > 0;
    secs = r->seconds;
    if (ex) {
      cv_tuple t;
      en_witness_tuple(r, &r->first_inconsistent, &t);
      int hi = r->first_inconsistent.h1;
      print_inconsistent(p, CC_AT(r->hs, hi), hi, &t, &a->o.rd, &w);
      cv_tuple_free(&t);
    }
  }
  if (a->engine != CLI_ENGINE_EXPLICIT) {
    smt_reading_result zr;
    if (!smt_reading_differs(p, hs, SMT_Q_CONSISTENCY, a->o.k, a->o.L, a->timeout_ms, &zr, err)) {
      cc_buf_free(&w);
      return -3; /* err filled */
    }
    secs += zr.seconds;
    if (zr.status == SMT_DONE) sx = zr.found;
    else snprintf(reason, sizeof reason, "%.120s", zr.reason);
    if (zr.found && !ex) print_inconsistent(p, CC_AT(*hs, zr.h), zr.h, &zr.t, &a->o.rd, &w);
    smt_reading_result_free(&zr);
  }
  bool disagree = ex >= 0 && sx >= 0 && ex != sx;
  int v = disagree ? -2 : ex >= 0 && (sx < 0 || a->engine == CLI_ENGINE_EXPLICIT) ? ex : sx;
  if (a->engine == CLI_ENGINE_BOTH && sx < 0) v = -1; /* both asked, Z3 undecided */
  const char *who = a->engine == CLI_ENGINE_SMT ? "smt" : a->engine == CLI_ENGINE_BOTH ? "both engines" : "explicit";
  char detail[300];
  if (v == -2) {
    snprintf(detail, sizeof detail, "ENGINES DISAGREE: explicit %s, smt %s; k=%d, L=%d",
             ex ? "inconsistent" : "consistent", sx ? "inconsistent" : "consistent", a->o.k, a->o.L);
    cc_buf_printf(out, "  relations: %s\n", detail);
  } else if (v < 0) {
    snprintf(detail, sizeof detail, "engine smt; no verdict: %s; bounds attempted k=%d, L=%d", reason,
             a->o.k, a->o.L);
    cc_buf_printf(out, "  relations: unknown (smt: %s; no verdict)\n", reason);
  } else if (v == 0) {
    snprintf(detail, sizeof detail, "%s; within k=%d, L=%d", who, a->o.k, a->o.L);
    cc_buf_printf(out, "  relations: every maximal relation within k=%d, L=%d is transitive and its "
                       "convergence-before a strict partial order (%s)\n", a->o.k, a->o.L, who);
  } else {
    snprintf(detail, sizeof detail, "%s; within k=%d, L=%d", who, a->o.k, a->o.L);
    cc_buf_printf(out, "  relations: INCONSISTENT within k=%d, L=%d (%s)", a->o.k, a->o.L, who);
    if (r) cc_buf_printf(out, ": %llu relations", (unsigned long long)r->inconsistent);
    cc_buf_puts(out, "; the first:\n");
    indent(out, &w);
  }
  cli_record_verdict(a->rec, pid, "relations", "", v == -2 ? "error" : v < 0 ? "unknown" : v ? "inconsistent" : "consistent",
                     detail, w.len ? cc_buf_str(&w) : NULL, secs);
  cc_buf_free(&w);
  return v;
}

/* Runs check_relations for one function and folds its answer into the
 * command's state (text or JSON).  Returns false on an error (reported). */
static bool relations_step(cli_engine_args *a, const cv_program *p, const cv_hierarchies *hs,
                           const en_run *r, long long pid, cc_buf *out, cc_json *j, bool *all,
                           int *unknown, bool *disagree) {
  if (!a->o.check_relations) return true;
  cc_error err;
  cc_error_clear(&err);
  cc_buf text;
  cc_buf_init(&text);
  int v = check_relations(a, p, hs, r, pid, &text, &err);
  if (v == -3) {
    cli_report(&err);
    cc_buf_free(&text);
    return false;
  }
  if (v == 1) *all = false;
  if (v == -1) (*unknown)++;
  if (v == -2) *disagree = true;
  if (a->json) {
    cc_json_key(j, "relations");
    cc_json_string(j, v == 1 ? "inconsistent" : v == 0 ? "consistent" : v == -1 ? "unknown" : "disagree");
  } else {
    cc_buf_puts(out, cc_buf_str(&text));
  }
  cc_buf_free(&text);
  return true;
}

int cli_cmd_mconv(cli_ctx *ctx) {
  cli_engine_args a;
  if (!cli_engine_args_from(ctx, &a)) return CLI_ERROR;
  int rc;
  cv_module *m = cli_load_checked_ex(a.file, a.function, a.experimental);
  if (!m) return CLI_ERROR;
  if (a.unbounded) {
    if (a.engine != CLI_ENGINE_EXPLICIT || a.o.check_relations) {
      cv_module_free(m);
      return cli_usage_error("mconv", "--unbounded takes neither --engine nor --check-relations");
    }
    return cli_mconv_unbounded(&a, m);
  }
  {
    cc_buf opts;
    cc_buf_init(&opts);
    options_json(&a, &opts);
    bool begun = cli_record_begin(a.rec, "mconv", cc_buf_str(&opts), a.o.k, a.o.L);
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
  cc_json j;
  cc_json_init(&j, &out);
  if (a.json) {
    cc_json_begin_object(&j);
    cc_json_key(&j, "functions");
    cc_json_begin_array(&j);
  }
  bool all = true, disagree = false;
  int unknown = 0;
  cc_buf pic; /* --dot: the witnesses' clusters */
  cc_buf_init(&pic);
  int drawn = 0;
  for (int f = 0; f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    if (a.function && strcmp(a.function, cv_program_name(p))) continue;
    long long pid = cli_record_program(a.rec, a.file, cv_program_name(p));
    cli_progress pr;
    cli_progress_init(&pr, cv_program_name(p));
    a.o.mconv_only = true;
    a.o.controlled = a.controlled;
    a.o.progress = cli_progress_cb;
    a.o.progress_arg = &pr;
    en_run *r = a.engine == CLI_ENGINE_SMT ? NULL : en_run_new(p, &a.o, &err);
    cli_progress_done(&pr);
    if (!r && a.engine != CLI_ENGINE_SMT) {
      cli_report(&err);
      cli_record_abort(a.rec);
      cc_buf_free(&out);
      cv_module_free(m);
      cc_buf_free(&pic);
      return CLI_ERROR;
    }
    if (a.engine != CLI_ENGINE_EXPLICIT) { /* the SMT engine (docs/design.md §6) */
      cv_hierarchies hs = {0};
      cv_enum_stats st;
      cv_hierarchies_enumerate(p, a.o.rd.hierarchies, 0, &hs, &st, &err);
      smt_mconv_result sr;
      memset(&sr, 0, sizeof sr);
      bool ok = a.controlled && cv_program_has_tokens(p)
                    ? smt_mconv_tokens(p, &hs, a.o.k, a.o.L, &a.o.rd, a.timeout_ms, &sr, &err)
                    : smt_mconv(p, &hs, a.o.k, a.o.L, &a.o.rd, a.timeout_ms, &sr, &err);
      if (!ok) {
        cli_report(&err);
        cv_hierarchies_free(&hs);
        cli_record_abort(a.rec);
        en_run_free(r);
        cc_buf_free(&out);
        cv_module_free(m);
        cc_buf_free(&pic);
        return CLI_ERROR;
      }
      if (a.json) {
        cc_json_begin_object(&j);
        cc_json_key(&j, "name");
        cc_json_string(&j, cv_program_name(p));
        cc_json_key(&j, "threads");
        cc_json_int(&j, a.o.k);
        cc_json_key(&j, "bound");
        cc_json_int(&j, a.o.L);
        cc_json_key(&j, "hierarchies");
        cc_json_int(&j, (long long)CC_SIZE(hs));
        cc_json_key(&j, "engine");
        cc_json_string(&j, r ? "both" : "smt");
        cc_json_key(&j, "seconds");
        cc_json_double(&j, sr.seconds);
        cc_json_key(&j, "blocks");
        cc_json_begin_object(&j);
      } else {
        cc_buf_printf(&out, "function %s: %zu %s hierarchies; k=%d, L=%d; %s: %.2f s (smt)%s\n",
                      cv_program_name(p), CC_SIZE(hs),
                      a.o.rd.hierarchies == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                      a.o.k, a.o.L, r ? "engines explicit and smt" : "engine smt", sr.seconds,
                      a.timeout_ms ? "; --timeout per call" : "");
        if (a.controlled && cv_program_has_tokens(p))
          cc_buf_printf(&out, "  controlled relation ([CO] \"Controlled Maximal Convergence\"), "
                              "anchors %s\n",
                        a.o.rd.anchors == CV_ANCHOR_FREE ? "free (one choice, every hierarchy)"
                                                      : "maximal (each hierarchy's own)");
      }
      int drawn_before = drawn;
      if (!smt_blocks(p, &hs, &sr, r, &a, &out, &j, &all, &unknown, pid, &pic, &drawn))
        disagree = true;
      if (a.dot && drawn == drawn_before) function_note(&pic, p, drawn++, "smt");
      if (a.json) cc_json_end_object(&j); /* blocks */
      bool rel_ok = relations_step(&a, p, &hs, r, pid, &out, &j, &all, &unknown, &disagree);
      if (a.json) {
        cc_json_end_object(&j);
      }
      smt_mconv_result_free(&sr);
      cv_hierarchies_free(&hs);
      en_run_free(r);
      if (!rel_ok) {
        cli_record_abort(a.rec);
        cc_buf_free(&out);
        cv_module_free(m);
        cc_buf_free(&pic);
        return CLI_ERROR;
      }
      continue;
    }
    char bounds[128];
    cli_bounds_text(r, bounds, sizeof bounds);
    int nb = cv_program_nblocks(p);
    if (a.json) {
      cc_json_begin_object(&j);
      cc_json_key(&j, "name");
      cc_json_string(&j, cv_program_name(p));
      cc_json_key(&j, "threads");
      cc_json_int(&j, r->o.k);
      cc_json_key(&j, "bound");
      cc_json_int(&j, r->o.L);
      cc_json_key(&j, "hierarchies");
      cc_json_int(&j, (long long)CC_SIZE(r->hs));
      cc_json_key(&j, "tuples");
      cc_json_int(&j, (long long)r->tuples);
      cc_json_key(&j, "complete");
      cc_json_bool(&j, !r->truncated);
      cc_json_key(&j, "traces");
      cc_json_int(&j, (long long)CC_SIZE(r->traces));
      cc_json_key(&j, "seconds");
      cc_json_double(&j, r->seconds);
      cc_json_key(&j, "blocks");
      cc_json_begin_object(&j);
    } else {
      cc_buf_printf(&out,
                    "function %s: %zu %s hierarchies; %s: %zu traces%s, %llu admissible "
                    "tuples examined; %.2f s\n",
                    cv_program_name(p), CC_SIZE(r->hs),
                    a.o.rd.hierarchies == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                    bounds, CC_SIZE(r->traces), r->cut ? " (some cut at L)" : "",
                    (unsigned long long)r->tuples, r->seconds);
      cli_controlled_note(r, &out);
    }
    for (int b = 0; b < nb; b++) {
      if (!cv_block_reachable(p, b)) continue;
      const en_block_result *br = &r->blocks[b];
      const char *why = proof(&r->hs, b, anchors_per_hierarchy(&a, p));
      bool verdict = br->m_converged && (why || !r->truncated);
      if (!br->m_converged) all = false;
      if (a.rec->run) { /* the verdict as recorded: the witness as printed */
        char detail[300];
        if (why) snprintf(detail, sizeof detail, "engine explicit; proven: %s", why);
        else snprintf(detail, sizeof detail, "engine explicit; %s%s", verdict || !br->m_converged ? "within " : "no witness in the tuples examined; ", bounds);
        cc_buf w;
        cc_buf_init(&w);
        if (!br->m_converged) en_witness_print_mconv(r, &br->w, &w);
        cli_record_verdict(a.rec, pid, "mconv", cv_block_name(p, b),
                           !br->m_converged ? "not" : verdict ? "m-converged" : "unknown", detail,
                           w.len ? cc_buf_str(&w) : NULL, r->seconds);
        cc_buf_free(&w);
      }
      if (a.json) {
        cc_json_key(&j, cv_block_name(p, b));
        cc_json_begin_object(&j);
        cc_json_key(&j, "m_converged");
        if (br->m_converged && !verdict) cc_json_null(&j);
        else cc_json_bool(&j, br->m_converged);
        cc_json_key(&j, "proven");
        cc_json_bool(&j, why != NULL);
        cc_json_key(&j, "witness");
        if (br->w.set) json_witness(&j, r, &br->w);
        else cc_json_null(&j);
        cc_json_end_object(&j);
        continue;
      }
      size_t start = out.len;
      cc_buf_printf(&out, "  %s", cv_block_name(p, b));
      cc_buf_pad(&out, start, 16);
      if (br->m_converged && why) cc_buf_printf(&out, " m-converged (proven: %s)\n", why);
      else if (br->m_converged && verdict) cc_buf_printf(&out, " m-converged within %s\n", bounds);
      else if (br->m_converged) cc_buf_printf(&out, " unknown (no witness in the tuples examined; %s)\n", bounds);
      else {
        cc_buf_puts(&out, " NOT m-converged; witness:\n");
        cc_buf w;
        cc_buf_init(&w);
        en_witness_print_mconv(r, &br->w, &w);
        indent(&out, &w);
        cc_buf_free(&w);
      }
    }
    if (a.dot || a.rec->run) {
      int drawn_before = drawn;
      for (int b = 0; b < nb; b++) {
        const en_block_result *br = &r->blocks[b];
        if (!cv_block_reachable(p, b) || br->m_converged) continue;
        char id[64], title[400], how[200];
        snprintf(id, sizeof id, "p%d_b%d", drawn++, b);
        snprintf(how, sizeof how, "within %s", bounds);
        block_title(title, sizeof title, p, b, how);
        cc_buf part;
        cc_buf_init(&part);
        rd_en_mconv(&part, id, title, r, &br->w);
        block_picture(&a, pid, p, b, &part, &pic);
        cc_buf_free(&part);
      }
      if (a.dot && drawn == drawn_before) function_note(&pic, p, drawn++, bounds);
    }
    if (a.json) cc_json_end_object(&j); /* blocks */
    bool rel_ok = relations_step(&a, p, &r->hs, r, pid, &out, &j, &all, &unknown, &disagree);
    if (a.json) cc_json_end_object(&j);
    en_run_free(r);
    if (!rel_ok) {
      cli_record_abort(a.rec);
      cc_buf_free(&out);
      cv_module_free(m);
      cc_buf_free(&pic);
      return CLI_ERROR;
    }
  }
  if (a.json) {
    cc_json_end_array(&j);
    cc_json_end_object(&j);
    cc_buf_putc(&out, '\n');
  }
  if (a.dot) { /* the picture instead of the text */
    char title[600];
    snprintf(title, sizeof title, "%s: m-convergence, k=%d, L=%d", a.file, a.o.k, a.o.L);
    cc_buf_clear(&out);
    rd_graph_begin(&out, title);
    cc_buf_puts(&out, cc_buf_str(&pic));
    rd_graph_end(&out);
  }
  cc_buf_free(&pic);
  rc = cli_write(&out);
  cc_buf_free(&out);
  cv_module_free(m);
  if (rc == CLI_HOLDS && !all) rc = CLI_FAILS;
  if (unknown && mc_not_encoded) { /* no verdict, for the reason each block states */
    fprintf(stderr, "convcheck: %s: error: the SMT engine gives no verdict on %d block%s "
                    "(stack memory is not encoded; see each block)\n",
            a.file, unknown, unknown == 1 ? "" : "s");
    rc = CLI_ERROR;
  } else if (unknown) { /* a solver time limit is no verdict */
    fprintf(stderr, "convcheck: %s: error: the SMT engine reached its time limit on %d "
                    "block%s: no verdict for them (raise --timeout)\n",
            a.file, unknown, unknown == 1 ? "" : "s");
    rc = CLI_ERROR;
  }
  if (disagree) {
    fprintf(stderr, "convcheck: the explicit and the SMT engine disagree (see ENGINES DISAGREE)\n");
    rc = CLI_ERROR;
  }
  return cli_record_finish(a.rec, rc);
}
