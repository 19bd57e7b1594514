/* cli/cmd_mconv.c — `convcheck mconv`: m-convergence of every block
 * ([CU] "m-converged static instances"), decided by the explicit engine
 * over every hierarchy and every admissible trace tuple within bounds. */
#include "cli/engine_opts.h"
#include "cli/unbounded.h"
#include "crosscheck/xc.h"
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

/* The command's state across its functions. */
typedef struct mconv_cmd {
  cli_engine_args a;
  xc_engine e;
  cc_buf out, pic; /* the text (or JSON); --dot: the witnesses' clusters */
  cc_json j;
  bool all, disagree;
  int unknown, drawn;
} mconv_cmd;

/* An SMT witness as text: the controlled relation's (re-checked by the
 * explicit engine) for a function with tokens under --controlled. */
static void smt_witness_text(const cli_engine_args *a, const cv_program *p,
                             const cv_hierarchies *hs, const smt_witness *w, cc_buf *out) {
  if (a->controlled && cv_program_has_tokens(p))
    smt_tokens_witness_print(p, hs, w, &a->o.rd, out);
  else
    smt_witness_print(p, hs, w, &a->o.rd, out);
}

static void indent(cc_buf *out, const cc_buf *w) { cli_indent(out, cc_buf_str(w)); }

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
  cc_json_string(&j, xc_engine_name(cli_engine_mask(a->engine)));
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
                             const xc_mconv_result *x, int b, const smt_block_result *sb) {
  if (!a->rec->run) return;
  char detail[400];
  const smt_mconv_result *sr = &x->smt;
  const char *why = x->blocks[b].proof;
  const char *engine = x->run ? "engines explicit and smt" : "engine smt";
  const char *outcome = sb->verdict == SMT_MCONV_HOLDS ? "m-converged"
                        : sb->verdict == SMT_MCONV_FAILS ? "not" : "unknown";
  if (x->blocks[b].differ) {
    outcome = "error";
    snprintf(detail, sizeof detail, "ENGINES DISAGREE: explicit %s, smt %s; k=%d, L=%d",
             x->run->blocks[b].m_converged ? "m-converged" : "not", smt_word(sb->verdict), sr->k,
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
  if (sb->verdict == SMT_MCONV_FAILS) smt_witness_text(a, p, &x->hs, &sb->w, &w);
  cli_record_verdict(a->rec, pid, "mconv", cv_block_name(p, b), outcome, detail,
                     w.len ? cc_buf_str(&w) : NULL, sb->seconds);
  cc_buf_free(&w);
}

static void smt_block_json(mconv_cmd *u, const cv_program *p, const xc_mconv_result *x, int b,
                           smt_verdict v) {
  cc_json *j = &u->j;
  cc_json_key(j, cv_block_name(p, b));
  cc_json_begin_object(j);
  cc_json_key(j, "m_converged");
  if (x->run) cc_json_bool(j, x->run->blocks[b].m_converged);
  else if (v == SMT_MCONV_UNKNOWN) cc_json_null(j);
  else cc_json_bool(j, v == SMT_MCONV_HOLDS);
  cc_json_key(j, "proven");
  cc_json_bool(j, x->blocks[b].proof != NULL);
  cc_json_key(j, "smt");
  cc_json_string(j, v == SMT_MCONV_HOLDS ? "holds" : v == SMT_MCONV_FAILS ? "fails" : "unknown");
  if (x->run) {
    cc_json_key(j, "engines_agree");
    cc_json_bool(j, !x->blocks[b].differ);
  }
  cc_json_end_object(j);
}

static void smt_block_text(mconv_cmd *u, const cv_program *p, const xc_mconv_result *x, int b,
                           const smt_block_result *sb) {
  cc_buf *out = &u->out;
  const en_run *r = x->run;
  const char *why = x->blocks[b].proof;
  size_t start = out->len;
  cc_buf_printf(out, "  %s", cv_block_name(p, b));
  cc_buf_pad(out, start, 16);
  if (x->blocks[b].differ) {
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
    cc_buf_printf(out, " m-converged within k=%d, L=%d%s\n", x->smt.k, x->smt.L,
                  r ? " (both engines)" : " (smt)");
  } else {
    cc_buf_printf(out, " NOT m-converged%s; witness (smt):\n", r ? " (both engines)" : "");
    cc_buf w;
    cc_buf_init(&w);
    smt_witness_text(&u->a, p, &x->hs, &sb->w, &w);
    indent(out, &w);
    cc_buf_free(&w);
  }
}

/* The SMT engine's verdicts (with --engine both, as the cross-check
 * compared them with the explicit engine's): recorded, drawn, printed. */
static void smt_blocks(mconv_cmd *u, const cv_program *p, const xc_mconv_result *x, long long pid) {
  cli_engine_args *a = &u->a;
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    if (!cv_block_reachable(p, b)) continue;
    smt_block_result proved = x->smt.blocks[b];
    if (x->blocks[b].smt_v == XC_HOLDS) proved.verdict = SMT_MCONV_HOLDS; /* no solver needed */
    const smt_block_result *sb = &proved;
    if (sb->verdict == SMT_MCONV_FAILS) u->all = false;
    if (x->blocks[b].differ) u->disagree = true;
    record_smt_block(a, pid, p, x, b, sb);
    if (sb->verdict == SMT_MCONV_FAILS && !x->blocks[b].differ && (a->dot || a->rec->run)) {
      char id[64], title[400], how[80];
      snprintf(id, sizeof id, "p%d_b%d", u->drawn, b);
      snprintf(how, sizeof how, "within k=%d, L=%d; the SMT engine's witness", x->smt.k, x->smt.L);
      block_title(title, sizeof title, p, b, how);
      cc_buf part;
      cc_buf_init(&part);
      rd_smt_mconv(&part, id, title, p, &x->hs, &sb->w, &a->o.rd, a->controlled);
      block_picture(a, pid, p, b, &part, &u->pic);
      cc_buf_free(&part);
      u->drawn++;
    }
    if (a->json) smt_block_json(u, p, x, b, sb->verdict);
    else smt_block_text(u, p, x, b, sb);
  }
  u->unknown += x->unknown;
}

static void smt_function_head(mconv_cmd *u, const cv_program *p, const xc_mconv_result *x) {
  const cli_engine_args *a = &u->a;
  cc_json *j = &u->j;
  if (a->json) {
    cc_json_begin_object(j);
    cc_json_key(j, "name");
    cc_json_string(j, cv_program_name(p));
    cc_json_key(j, "threads");
    cc_json_int(j, a->o.k);
    cc_json_key(j, "bound");
    cc_json_int(j, a->o.L);
    cc_json_key(j, "hierarchies");
    cc_json_int(j, (long long)CC_SIZE(x->hs));
    cc_json_key(j, "engine");
    cc_json_string(j, x->run ? "both" : "smt");
    cc_json_key(j, "seconds");
    cc_json_double(j, x->smt.seconds);
    cc_json_key(j, "blocks");
    cc_json_begin_object(j);
    return;
  }
  cc_buf_printf(&u->out, "function %s: %zu %s hierarchies; k=%d, L=%d; %s: %.2f s (smt)%s\n",
                cv_program_name(p), CC_SIZE(x->hs),
                a->o.rd.hierarchies == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                a->o.k, a->o.L, x->run ? "engines explicit and smt" : "engine smt", x->smt.seconds,
                a->timeout_ms ? "; --timeout per call" : "");
  if (a->controlled && cv_program_has_tokens(p))
    cc_buf_printf(&u->out, "  controlled relation ([CO] \"Controlled Maximal Convergence\"), "
                           "anchors %s\n",
                  a->o.rd.anchors == CV_ANCHOR_FREE ? "free (one choice, every hierarchy)"
                                                    : "maximal (each hierarchy's own)");
}

static void explicit_function_head(mconv_cmd *u, const cv_program *p, const en_run *r,
                                   const char *bounds) {
  cc_json *j = &u->j;
  if (!u->a.json) {
    cc_buf_printf(&u->out,
                  "function %s: %zu %s hierarchies; %s: %zu traces%s, %llu admissible "
                  "tuples examined; %.2f s\n",
                  cv_program_name(p), CC_SIZE(r->hs),
                  u->a.o.rd.hierarchies == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                  bounds, CC_SIZE(r->traces), r->cut ? " (some cut at L)" : "",
                  (unsigned long long)r->tuples, r->seconds);
    cli_controlled_note(r, &u->out);
    return;
  }
  cc_json_begin_object(j);
  cc_json_key(j, "name");
  cc_json_string(j, cv_program_name(p));
  cc_json_key(j, "threads");
  cc_json_int(j, r->o.k);
  cc_json_key(j, "bound");
  cc_json_int(j, r->o.L);
  cc_json_key(j, "hierarchies");
  cc_json_int(j, (long long)CC_SIZE(r->hs));
  cc_json_key(j, "tuples");
  cc_json_int(j, (long long)r->tuples);
  cc_json_key(j, "complete");
  cc_json_bool(j, !r->truncated);
  cc_json_key(j, "traces");
  cc_json_int(j, (long long)CC_SIZE(r->traces));
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
  if (u->a.rec->run) { /* the verdict as recorded: the witness as printed */
    char detail[300];
    if (why) snprintf(detail, sizeof detail, "engine explicit; proven: %s", why);
    else snprintf(detail, sizeof detail, "engine explicit; %s%s", verdict || !br->m_converged ? "within " : "no witness in the tuples examined; ", bounds);
    cc_buf w;
    cc_buf_init(&w);
    if (!br->m_converged) en_witness_print_mconv(r, &br->w, &w);
    cli_record_verdict(u->a.rec, pid, "mconv", cv_block_name(p, b),
                       !br->m_converged ? "not" : verdict ? "m-converged" : "unknown", detail,
                       w.len ? cc_buf_str(&w) : NULL, r->seconds);
    cc_buf_free(&w);
  }
  if (u->a.json) {
    cc_json_key(&u->j, cv_block_name(p, b));
    cc_json_begin_object(&u->j);
    cc_json_key(&u->j, "m_converged");
    if (br->m_converged && !verdict) cc_json_null(&u->j);
    else cc_json_bool(&u->j, br->m_converged);
    cc_json_key(&u->j, "proven");
    cc_json_bool(&u->j, why != NULL);
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
  else if (br->m_converged) cc_buf_printf(out, " unknown (no witness in the tuples examined; %s)\n", bounds);
  else {
    cc_buf_puts(out, " NOT m-converged; witness:\n");
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
    snprintf(how, sizeof how, "within %s", bounds);
    block_title(title, sizeof title, p, b, how);
    cc_buf part;
    cc_buf_init(&part);
    rd_en_mconv(&part, id, title, r, &br->w);
    block_picture(&u->a, pid, p, b, &part, &u->pic);
    cc_buf_free(&part);
  }
  if (u->a.dot && u->drawn == drawn_before) function_note(&u->pic, p, u->drawn++, bounds);
}

/* docs/design.md §4: "every result must then be checked: transitive, consistent (CB
 * acyclic); a violation is reported as a finding".  mconv --check-relations
 * asks it of every maximal relation within the bounds (xc_consistency_check:
 * the explicit engine checks each relation it computes, Z3 looks for a
 * tuple whose least fixed point is inconsistent).  Prints the verdict line
 * and the first inconsistent relation, and records it. */
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

static void relations_text(const cli_engine_args *a, const xc_consistency *c, const en_run *r,
                           const cc_buf *w, char *detail, size_t size, cc_buf *out) {
  int v = c->verdict, k = a->o.k, L = a->o.L;
  const char *who = a->engine == CLI_ENGINE_SMT ? "smt" : a->engine == CLI_ENGINE_BOTH ? "both engines" : "explicit";
  if (v == -2) {
    snprintf(detail, size, "ENGINES DISAGREE: explicit %s, smt %s; k=%d, L=%d",
             c->explicit_v ? "inconsistent" : "consistent", c->smt_v ? "inconsistent" : "consistent", k, L);
    cc_buf_printf(out, "  relations: %s\n", detail);
  } else if (v < 0) {
    snprintf(detail, size, "engine smt; no verdict: %s; bounds attempted k=%d, L=%d", c->reason, k, L);
    cc_buf_printf(out, "  relations: unknown (smt: %s; no verdict)\n", c->reason);
  } else if (v == 0) {
    snprintf(detail, size, "%s; within k=%d, L=%d", who, k, L);
    cc_buf_printf(out, "  relations: every maximal relation within k=%d, L=%d is transitive and its "
                       "convergence-before a strict partial order (%s)\n", k, L, who);
  } else {
    snprintf(detail, size, "%s; within k=%d, L=%d", who, k, L);
    cc_buf_printf(out, "  relations: INCONSISTENT within k=%d, L=%d (%s)", k, L, who);
    if (r) cc_buf_printf(out, ": %llu relations", (unsigned long long)r->inconsistent);
    cc_buf_puts(out, "; the first:\n");
    indent(out, w);
  }
}

/* --check-relations for one function, folded into the command's state
 * (text or JSON).  Returns false on an error (reported). */
static bool relations_step(mconv_cmd *u, const cv_program *p, const cv_hierarchies *hs,
                           const en_run *r, long long pid) {
  cli_engine_args *a = &u->a;
  if (!a->o.check_relations) return true;
  cc_error err;
  cc_error_clear(&err);
  xc_consistency c;
  if (!xc_consistency_check(p, hs, r, u->e, a->o.k, a->o.L, a->timeout_ms, &c, &err)) {
    cli_report(&err);
    return false;
  }
  cc_buf w, text;
  cc_buf_init(&w);
  cc_buf_init(&text);
  if (c.have_tuple) {
    const cv_hierarchies *from = c.explicit_v == 1 ? &r->hs : hs;
    print_inconsistent(p, CC_AT(*from, c.h), c.h, &c.t, &a->o.rd, &w);
  }
  char detail[300];
  relations_text(a, &c, r, &w, detail, sizeof detail, &text);
  int v = c.verdict;
  cli_record_verdict(a->rec, pid, "relations", "", v == -2 ? "error" : v < 0 ? "unknown" : v ? "inconsistent" : "consistent",
                     detail, w.len ? cc_buf_str(&w) : NULL, c.seconds);
  if (v == 1) u->all = false;
  if (v == -1) u->unknown++;
  if (v == -2) u->disagree = true;
  if (a->json) {
    cc_json_key(&u->j, "relations");
    cc_json_string(&u->j, v == 1 ? "inconsistent" : v == 0 ? "consistent" : v == -1 ? "unknown" : "disagree");
  } else {
    cc_buf_puts(&u->out, cc_buf_str(&text));
  }
  cc_buf_free(&w);
  cc_buf_free(&text);
  xc_consistency_free(&c);
  return true;
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
  bool ok = xc_mconv(p, &o, a->controlled, u->e, a->timeout_ms, &x, &err);
  cli_progress_done(&pr);
  if (!ok) {
    cli_report(&err);
    xc_mconv_free(&x);
    return false;
  }
  if (x.have_smt) { /* the SMT engine (docs/design.md §6) */
    smt_function_head(u, p, &x);
    int drawn_before = u->drawn;
    smt_blocks(u, p, &x, pid);
    if (a->dot && u->drawn == drawn_before) function_note(&u->pic, p, u->drawn++, "smt");
  } else {
    char bounds[128];
    cli_bounds_text(x.run, bounds, sizeof bounds);
    explicit_function_head(u, p, x.run, bounds);
    for (int b = 0; b < cv_program_nblocks(p); b++)
      if (cv_block_reachable(p, b)) explicit_block(u, p, &x, b, pid, bounds);
    explicit_pictures(u, p, x.run, pid, bounds);
  }
  if (a->json) cc_json_end_object(&u->j); /* blocks */
  ok = relations_step(u, p, x.have_smt ? &x.hs : &x.run->hs, x.run, pid);
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
    snprintf(title, sizeof title, "%s: m-convergence, k=%d, L=%d", a->file, a->o.k, a->o.L);
    cc_buf_clear(&u->out);
    rd_graph_begin(&u->out, title);
    cc_buf_puts(&u->out, cc_buf_str(&u->pic));
    rd_graph_end(&u->out);
  }
  int rc = cli_write(&u->out);
  if (rc == CLI_HOLDS && !u->all) rc = CLI_FAILS;
  if (u->unknown) { /* a solver time limit is no verdict */
    fprintf(stderr, "convcheck: %s: error: the SMT engine reached its time limit on %d "
                    "block%s: no verdict for them (raise --timeout)\n",
            a->file, u->unknown, u->unknown == 1 ? "" : "s");
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
  options_json(a, &opts);
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
