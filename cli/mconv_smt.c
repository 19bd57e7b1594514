/* cli/mconv_smt.c — mconv's SMT verdicts (with --engine both as the
 * cross-check compared them with the explicit engine's) and
 * --check-relations: recorded, drawn, printed as text or JSON. */
#include "cli/mconv.h"
#include "render/render.h"

#include <stdlib.h>
#include <string.h>

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

static const char *smt_word(smt_verdict v) {
  return v == SMT_MCONV_HOLDS ? "m-converged" : v == SMT_MCONV_FAILS ? "NOT m-converged"
                                                                     : "unknown";
}

/* Records one block's SMT verdict (docs/design.md §6): "m-converged", "not m-converged" or
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
                        : sb->verdict == SMT_MCONV_FAILS ? "not m-converged" : "unknown";
  if (x->blocks[b].differ) {
    outcome = "error";
    snprintf(detail, sizeof detail, "ENGINES DISAGREE: explicit %s, smt %s; k=%d, L=%d",
             x->run->blocks[b].m_converged ? "m-converged" : "not m-converged", smt_word(sb->verdict), sr->k,
             sr->L);
  } else if (sb->verdict == SMT_MCONV_UNKNOWN) {
    snprintf(detail, sizeof detail, "%s; no verdict: %s; bounds attempted k=%d, L=%d", engine,
             sb->reason, sr->k, sr->L);
  } else if (why && sb->verdict == SMT_MCONV_HOLDS) {
    snprintf(detail, sizeof detail, "%s; proven: %s", engine, why);
  } else {
    snprintf(detail, sizeof detail, "%s; within k=%d, L=%d", engine, sr->k, sr->L);
  }
  if (x->blocks[b].differ || !(why && sb->verdict == SMT_MCONV_HOLDS)) { /* rests on the relation */
    size_t l = strlen(detail);
    snprintf(detail + l, sizeof detail - l, "; relation: %s", smt_relation_name(sr->relation));
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
  /* docs/design.md §12: the words, and what the verdict rests on */
  const char *word = v == SMT_MCONV_HOLDS ? "m-converged" : v == SMT_MCONV_FAILS ? "not m-converged" : "unknown";
  cc_json_member_string(j, "verdict", word);
  cc_json_member_string(j, "basis", v == SMT_MCONV_FAILS ? "witness" : v == SMT_MCONV_UNKNOWN ? "none"
                                    : x->blocks[b].proof ? "proven" : "within");
  cc_json_member_bool(j, "proven", x->blocks[b].proof != NULL);
  cc_json_member_string(j, "smt", word);
  if (x->run) {
    cc_json_member_bool(j, "engines_agree", !x->blocks[b].differ);
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
    cc_buf_printf(out, " unknown within k=%d, L=%d: smt: %s%s\n", x->smt.k, x->smt.L, sb->reason,
                  r ? (r->blocks[b].m_converged ? " (the explicit engine alone: m-converged)"
                                                : " (the explicit engine alone: NOT m-converged)")
                    : "");
  } else if (sb->verdict == SMT_MCONV_HOLDS && why) {
    cc_buf_printf(out, " m-converged (proven: %s)\n", why);
  } else if (sb->verdict == SMT_MCONV_HOLDS) {
    cc_buf_printf(out, " m-converged within k=%d, L=%d%s\n", x->smt.k, x->smt.L,
                  r ? " (both engines)" : " (smt)");
  } else {
    /* the witness's own bound (its longest trace), not the search's */
    cc_buf_printf(out, " NOT m-converged (k=%d, L=%d); witness (smt%s):\n", sb->w.t.k,
                  cv_tuple_longest(&sb->w.t),
                  r ? ", both engines agree" : "");
    cc_buf w;
    cc_buf_init(&w);
    smt_witness_text(&u->a, p, &x->hs, &sb->w, &w);
    indent(out, &w);
    cc_buf_free(&w);
  }
}

/* The SMT engine's verdicts (with --engine both, as the cross-check
 * compared them with the explicit engine's): recorded, drawn, printed. */
void cli_mconv_smt_blocks(mconv_cmd *u, const cv_program *p, const xc_mconv_result *x, long long pid) {
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
      snprintf(how, sizeof how, "k=%d, L=%d; the SMT engine's witness", x->smt.k, x->smt.L);
      cli_mconv_block_title(title, sizeof title, p, b, how);
      cc_buf part;
      cc_buf_init(&part);
      rd_smt_mconv(&part, id, title, p, &x->hs, &sb->w, &a->o.rd, a->controlled);
      cli_mconv_block_picture(a, pid, p, b, &part, &u->pic);
      cc_buf_free(&part);
      u->drawn++;
    }
    if (a->json) smt_block_json(u, p, x, b, sb->verdict);
    else smt_block_text(u, p, x, b, sb);
  }
  u->unknown += x->unknown;
  if (x->not_encoded && !u->not_encoded[0])
    snprintf(u->not_encoded, sizeof u->not_encoded, "%s", x->not_encoded);
}

void cli_mconv_smt_head(mconv_cmd *u, const cv_program *p, const xc_mconv_result *x) {
  const cli_engine_args *a = &u->a;
  cc_json *j = &u->j;
  if (a->json) {
    cc_json_begin_object(j);
    cc_json_member_string(j, "name", cv_program_name(p));
    cc_json_member_int(j, "threads", a->o.k);
    cc_json_member_int(j, "bound", a->o.L);
    cc_json_member_int(j, "hierarchies", (long long)CC_SIZE(x->hs));
    cc_json_member_string(j, "engine", x->run ? "both" : "smt");
    cc_json_member_string(j, "relation", smt_relation_name(x->smt.relation));
    cc_json_key(j, "seconds");
    cc_json_double(j, x->smt.seconds);
    cc_json_key(j, "blocks");
    cc_json_begin_object(j);
    return;
  }
  cc_buf_printf(&u->out, "function %s: %zu %s %s; k=%d, L=%d; %s: %.2f s (smt)%s; %s\n",
                cv_program_name(p), CC_SIZE(x->hs),
                a->o.rd.hierarchies == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                cc_plural((long long)CC_SIZE(x->hs), "hierarchy", "hierarchies"),
                a->o.k, a->o.L, x->run ? "engines explicit and smt" : "engine smt", x->smt.seconds,
                a->timeout_ms ? "; --timeout for the command" : "", cli_smt_relation_text(x->smt.relation));
  if (a->controlled && cv_program_has_tokens(p))
    cc_buf_printf(&u->out, "  controlled relation ([CO] \"Controlled Maximal Convergence\"), "
                           "anchors %s\n",
                  a->o.rd.anchors == CV_ANCHOR_FREE ? "free (one choice, every hierarchy)"
                                                    : "maximal (each hierarchy's own)");
  cli_terms_reading_note(p, &u->out);
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
    cc_buf_printf(out, "  relations: unknown within k=%d, L=%d: smt: %s\n", k, L, c->reason);
  } else if (v == 0) {
    snprintf(detail, size, "%s; within k=%d, L=%d", who, k, L);
    cc_buf_printf(out, "  relations: consistent within k=%d, L=%d: every maximal relation is transitive "
                       "and its convergence-before a strict partial order (%s)\n", k, L, who);
  } else {
    snprintf(detail, size, "%s; within k=%d, L=%d", who, k, L);
    cc_buf_printf(out, "  relations: INCONSISTENT (k=%d, L=%d), found by %s", k, L, who);
    if (r) cc_buf_printf(out, ": %llu relations", (unsigned long long)r->inconsistent);
    cc_buf_puts(out, "; the first:\n");
    indent(out, w);
  }
}

/* --check-relations for one function, folded into the command's state
 * (text or JSON).  Returns false on an error (reported). */
bool cli_mconv_relations(mconv_cmd *u, const cv_program *p, const cv_hierarchies *hs,
                           const en_run *r, long long pid) {
  cli_engine_args *a = &u->a;
  if (!a->o.check_relations) return true;
  cc_error err;
  cc_error_clear(&err);
  xc_consistency c;
  if (!xc_consistency_check(p, hs, r, u->e, a->o.k, a->o.L, a->call_ms, &c, &err)) {
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
    cc_json_member_string(&u->j, "relations", v == 1 ? "inconsistent" : v == 0 ? "consistent" : v == -1 ? "unknown" : "disagree");
  } else {
    cc_buf_puts(&u->out, cc_buf_str(&text));
  }
  cc_buf_free(&w);
  cc_buf_free(&text);
  xc_consistency_free(&c);
  return true;
}
