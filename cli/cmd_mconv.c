/* cli/cmd_mconv.c — `convcheck mconv`: m-convergence of every block
 * ([CU] "m-converged static instances"), decided by the explicit engine
 * over every hierarchy and every admissible trace tuple within bounds. */
#include "cli/engine_opts.h"
#include "encode/smt.h"

#include <stdlib.h>

static const char usage[] =
    "usage: convcheck mconv [OPTIONS] FILE\n"
    "\n"
    "For every block: is its maximal converged-with relation the same in every\n"
    "cycle hierarchy, over every trace tuple within the bounds?  When not, a\n"
    "witness: the traces, the two hierarchies, both tables, and the pair of\n"
    "instances whose convergence differs.  A verdict states the bounds it\n"
    "holds within, or 'proven' when no bound is involved (one hierarchy; a\n"
    "block in no cycle).\n"
    "\n"
    "  --threads K, -k K      threads (2, 3 or 4; default 2)\n"
    "  --bound L, -L L        block executions per thread (default 12)\n"
    "  --hierarchies realizable|all-entries   (default realizable)\n"
    "  --reading literal|quotient             convergence-before (default literal)\n"
    "  --function NAME        only this function\n"
    "  --max-tuples N         stop after N tuples (verdicts then say so)\n"
    "  --engine explicit|smt|both   which engine decides (both: any disagreement\n"
    "                         is an error, exit 2)\n"
    "  --timeout MS           time limit of the SMT engine; undecided = unknown\n"
    "  --json                 {\"functions\":[{\"name\":F,\"threads\":K,\"bound\":L,\n"
    "                          \"hierarchies\":N,\"tuples\":M,\"blocks\":{B:{\"m_converged\":b,\n"
    "                          \"witness\":{..}}}}]}\n"
    "\n"
    "exit status: 0 every block m-converged, 1 some block not, 2 input error\n";

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

static void json_hier(cc_json *j, const en_run *r, int h) {
  const cv_hierarchy *H = CC_AT(r->hs, h);
  cc_json_begin_object(j);
  cc_json_key(j, "index");
  cc_json_int(j, h + 1);
  cc_json_key(j, "headers");
  cc_json_begin_array(j);
  for (int i = 0; i < cv_hierarchy_ncycles(H); i++)
    cc_json_string(j, cv_block_name(r->p, cv_hierarchy_cycle(H, i)->header));
  cc_json_end_array(j);
  cc_json_end_object(j);
}

static void json_witness(cc_json *j, const en_run *r, const en_witness *w) {
  cc_json_begin_object(j);
  json_trace_tuple(j, r, w);
  cc_json_key(j, "hierarchies");
  cc_json_begin_array(j);
  json_hier(j, r, w->h1);
  json_hier(j, r, w->h2);
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

/* Why a block's verdict needs no bound, or NULL. */
static const char *proof(const cv_hierarchies *hs, int b) {
  const int *heads;
  if (CC_SIZE(*hs) == 1) return "the CFG has one cycle hierarchy";
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

static const char *smt_word(smt_verdict v) {
  return v == SMT_MCONV_HOLDS ? "m-converged" : v == SMT_MCONV_FAILS ? "NOT m-converged"
                                                                     : "unknown";
}

/* The SMT engine's verdicts (and, with --engine both, the comparison with
 * the explicit engine's r).  Returns false when the engines disagree. */
static bool smt_blocks(const cv_program *p, const cv_hierarchies *hs, const smt_mconv_result *sr,
                       const en_run *r, const cli_engine_args *a, cc_buf *out, cc_json *j,
                       bool *all, int *unknown) {
  bool agree = true;
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    if (!cv_block_reachable(p, b)) continue;
    smt_block_result proved;
    const smt_block_result *sb = &sr->blocks[b];
    const char *why = proof(hs, b);
    if (why && sb->verdict == SMT_MCONV_UNKNOWN) { /* no solver needed */
      proved = *sb;
      proved.verdict = SMT_MCONV_HOLDS;
      sb = &proved;
    }
    if (sb->verdict == SMT_MCONV_UNKNOWN) (*unknown)++;
    if (sb->verdict == SMT_MCONV_FAILS) *all = false;
    bool differ = r && sb->verdict != SMT_MCONV_UNKNOWN &&
                  (sb->verdict == SMT_MCONV_HOLDS) != r->blocks[b].m_converged;
    if (differ) agree = false;
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
      smt_witness_print(p, hs, &sb->w, a->o.reading, &w);
      indent(out, &w);
      cc_buf_free(&w);
    }
  }
  return agree;
}

int cli_cmd_mconv(int argc, char **argv) {
  cli_engine_args a;
  int rc = cli_engine_args_parse("mconv", usage, argc, argv, &a);
  if (rc >= 0) return rc;
  if (a.values != SMT_VALUES_TERMS) /* m-convergence follows the terms' branches */
    return cli_usage_error("mconv", "--values smt is an option of uniformity");
  cv_module *m = cli_load_checked(a.file, a.function);
  if (!m) return CLI_ERROR;
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
  for (int f = 0; f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    if (a.function && strcmp(a.function, cv_program_name(p))) continue;
    cli_progress pr;
    cli_progress_init(&pr, cv_program_name(p));
    a.o.mconv_only = true;
    a.o.progress = cli_progress_cb;
    a.o.progress_arg = &pr;
    en_run *r = a.engine == CLI_ENGINE_SMT ? NULL : en_run_new(p, &a.o, &err);
    cli_progress_done(&pr);
    if (!r && a.engine != CLI_ENGINE_SMT) {
      cli_report(&err);
      cc_buf_free(&out);
      cv_module_free(m);
      return CLI_ERROR;
    }
    if (a.engine != CLI_ENGINE_EXPLICIT) { /* the SMT engine (DESIGN §6) */
      cv_hierarchies hs = {0};
      cv_enum_stats st;
      cv_hierarchies_enumerate(p, a.o.hmode, 0, &hs, &st, &err);
      smt_mconv_result sr;
      memset(&sr, 0, sizeof sr);
      if (!smt_mconv(p, &hs, a.o.k, a.o.L, a.o.reading, a.timeout_ms, &sr, &err)) {
        cli_report(&err);
        cv_hierarchies_free(&hs);
        en_run_free(r);
        cc_buf_free(&out);
        cv_module_free(m);
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
                      a.o.hmode == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                      a.o.k, a.o.L, r ? "engines explicit and smt" : "engine smt", sr.seconds,
                      a.timeout_ms ? "; --timeout per call" : "");
      }
      if (!smt_blocks(p, &hs, &sr, r, &a, &out, &j, &all, &unknown)) disagree = true;
      if (a.json) {
        cc_json_end_object(&j);
        cc_json_end_object(&j);
      }
      smt_mconv_result_free(&sr);
      cv_hierarchies_free(&hs);
      en_run_free(r);
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
                    a.o.hmode == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                    bounds, CC_SIZE(r->traces), r->cut ? " (some cut at L)" : "",
                    (unsigned long long)r->tuples, r->seconds);
    }
    for (int b = 0; b < nb; b++) {
      if (!cv_block_reachable(p, b)) continue;
      const en_block_result *br = &r->blocks[b];
      const char *why = proof(&r->hs, b);
      bool verdict = br->m_converged && (why || !r->truncated);
      if (!br->m_converged) all = false;
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
    if (a.json) {
      cc_json_end_object(&j);
      cc_json_end_object(&j);
    }
    en_run_free(r);
  }
  if (a.json) {
    cc_json_end_array(&j);
    cc_json_end_object(&j);
    cc_buf_putc(&out, '\n');
  }
  rc = cli_write(&out);
  cc_buf_free(&out);
  cv_module_free(m);
  if (rc == CLI_HOLDS && !all) rc = CLI_FAILS;
  if (unknown) { /* a solver time limit is no verdict */
    fprintf(stderr, "convcheck: %s: error: the SMT engine reached its time limit on %d "
                    "block%s: no verdict for them (raise --timeout)\n",
            a.file, unknown, unknown == 1 ? "" : "s");
    rc = CLI_ERROR;
  }
  if (disagree) {
    fprintf(stderr, "convcheck: the explicit and the SMT engine disagree (see ENGINES DISAGREE)\n");
    rc = CLI_ERROR;
  }
  return rc;
}
