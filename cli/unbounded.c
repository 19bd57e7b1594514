/* cli/unbounded.c — `mconv --unbounded`, `uniformity --unbounded`: the
 * verdicts of unbounded/ for every trace length, as text or JSON, recorded
 * in the result store. */
#include "cli/unbounded.h"

#include "analysis/analysis.h"
#include "render/render.h"

#include <stdlib.h>

void cli_unbounded_opts(const cli_engine_args *a, ub_opts *o) {
  ub_opts_default(o);
  o->rd = a->o.rd;
  /* the bounded fallback at the command's -L (default 12), so that an
   * unknown's "(uniform within k=2, L=N)" is the bound the user asked or
   * saw by default (it said L=8, the library's default); never above the
   * default, which it only seeks witnesses with: a larger -L would make
   * this last resort an unbounded enumeration without --timeout */
  o->fallback_L = a->o.L < CV_DEFAULT_BOUND ? a->o.L : CV_DEFAULT_BOUND;
  /* --timeout: one deadline for the whole command (90 %: the rest for the
   * output and for freeing what the products held), counted from the
   * process's start */
  if (a->timeout_ms) o->deadline = a->t_start + 0.9 * a->timeout_ms / 1000.0;
}

/* The verdict in the words of docs/design.md §12, `yes` and `no` the
 * subject's ("m-converged", "NOT m-converged"): "YES (proven for every L,
 * all k: WHY)", "NO (k=2, L=6)" (the witness replayed), "unknown for every
 * L: WHY (YES within k=2, L=8); what to do next: ..." (ub_item_next_step). */
static void verdict_line(const ub_item *it, const char *yes, const char *no, cc_buf *out) {
  if (it->verdict == UB_PROVEN) cc_buf_printf(out, "%s (%s: %s)", yes, ub_verdict_text(it), it->why);
  else if (it->verdict == UB_FAILS) cc_buf_printf(out, "%s (k=2, L=%d)", no, it->w.L);
  else {
    cc_buf_printf(out, "unknown for every L: %s", it->why);
    if (it->bounded_L) cc_buf_printf(out, " (%s within k=2, L=%d)", yes, it->bounded_L);
    char next[400] = "";
    ub_item_next_step(it, next, sizeof next);
    cc_buf_printf(out, "; %s", next);
  }
}

static void json_witness(cc_json *j, const ub_run *r, const ub_witness *w, bool two) {
  if (!w->set) {
    cc_json_null(j);
    return;
  }
  cc_json_begin_object(j);
  cc_json_key(j, "traces");
  cc_json_begin_array(j);
  for (int u = 0; u < w->t.k; u++) {
    cc_json_begin_array(j);
    for (int s = 0; s < w->t.thread[u].len; s++)
      cc_json_string(j, cv_block_name(r->p, w->t.thread[u].blocks[s]));
    cc_json_end_array(j);
  }
  cc_json_end_array(j);
  cc_json_key(j, "replayed_at");
  cc_json_begin_object(j);
  cc_json_member_int(j, "k", 2);
  cc_json_member_int(j, "L", w->L);
  cc_json_end_object(j);
  cc_json_key(j, "hierarchies");
  cc_json_begin_array(j);
  for (int i = 0; i < (two ? 2 : 1); i++) {
    int h = i ? w->h2 : w->h1;
    cli_json_hierarchy(j, r->p, CC_AT(r->hs, h), h);
  }
  cc_json_end_array(j);
  cc_json_key(j, "pair");
  cc_json_begin_array(j);
  int tp[4] = {w->t1, w->p1, w->t2, w->p2};
  for (int i = 0; i < 2; i++) {
    cc_json_begin_array(j);
    cc_json_int(j, tp[2 * i]);
    cc_json_int(j, tp[2 * i + 1]);
    cc_json_end_array(j);
  }
  cc_json_end_array(j);
  cc_json_end_object(j);
}

/* block: an mconv block (m-converged / not m-converged), else a
 * uniformity value or branch (uniform / divergent); "basis" says what the
 * verdict rests on (docs/design.md §12). */
static void json_item(cc_json *j, const ub_run *r, const ub_item *it, const char *key,
                      bool block) {
  cc_json_member_string(j, "verdict", it->verdict == UB_UNKNOWN ? "unknown"
                                      : block ? (it->verdict == UB_PROVEN ? "m-converged" : "not m-converged")
                                              : (it->verdict == UB_PROVEN ? "uniform" : "divergent"));
  cc_json_member_string(j, "basis", it->verdict == UB_PROVEN ? "proven" : it->verdict == UB_FAILS ? "witness"
                                                                                               : "none");
  cc_json_key(j, key);
  if (it->verdict == UB_UNKNOWN) cc_json_null(j);
  else cc_json_bool(j, it->verdict == UB_PROVEN);
  cc_json_member_bool(j, "proven", it->verdict == UB_PROVEN);
  cc_json_key(j, "threads");
  if (it->all_threads) cc_json_string(j, "all");
  else cc_json_int(j, 2);
  cc_json_member_string(j, "why", it->why);
  cc_json_key(j, "bounded_L");
  if (it->bounded_L) cc_json_int(j, it->bounded_L);
  else cc_json_null(j);
  cc_json_key(j, "witness");
  json_witness(j, r, &it->w, block);
  cc_json_key(j, "next"); /* unknown: what to do next */
  if (it->verdict == UB_UNKNOWN) {
    char next[400] = "";
    ub_item_next_step(it, next, sizeof next);
    cc_json_string(j, next);
  } else {
    cc_json_null(j);
  }
}

/* The picture of a failing item's witness, recorded with its verdict (the
 * HTML report draws it, as for a bounded run's): the bounded engine's
 * replay of the witness, drawn as the bounded engine's own. */
static void record_picture(cli_engine_args *a, long long pid, const ub_run *r, const char *check,
                           const char *subject, const ub_item *it, int inst) {
  cc_error err;
  cc_error_clear(&err);
  en_witness ew;
  en_run *er = ub_witness_replay(r, &it->w, inst, &ew, &err);
  if (!er) return; /* counted as a bug where the text replays it */
  char title[600];
  snprintf(title, sizeof title, "function %s, %s%s: %s (k=2, L=%d)",
           cv_program_name(r->p), inst == -2 ? "block " : inst == -1 ? "branch of " : "", subject,
           inst == -2 ? "NOT m-converged" : "DIVERGENT", it->w.L);
  cc_buf one;
  cc_buf_init(&one);
  rd_graph_begin(&one, NULL);
  if (inst == -2) rd_en_mconv(&one, "w0", title, er, &ew);
  else rd_en_value(&one, "w0", title, er, inst, &ew);
  rd_graph_end(&one);
  cli_record_picture(a->rec, pid, check, subject, cc_buf_str(&one));
  cc_buf_free(&one);
  en_run_free(er);
}

/* Records one item: outcome in the store's words, detail with the basis. */
static void record_item(cli_engine_args *a, long long pid, const ub_run *r, const char *check,
                        const char *subject, const ub_item *it, int inst, const char *yes,
                        const char *no) {
  if (!a->rec->run) return;
  char detail[600];
  cc_buf line;
  cc_buf_init(&line);
  verdict_line(it, yes, !strcmp(check, "mconv") ? "NOT m-converged" : "DIVERGENT", &line);
  snprintf(detail, sizeof detail, "engine unbounded; %s", cc_buf_str(&line));
  cc_buf_free(&line);
  cc_buf w;
  cc_buf_init(&w);
  cc_error err;
  cc_error_clear(&err);
  if (it->verdict == UB_FAILS) ub_witness_print(r, &it->w, inst, &w, &err);
  cli_record_verdict(a->rec, pid, check, subject,
                     it->verdict == UB_PROVEN ? yes : it->verdict == UB_FAILS ? no : "unknown",
                     detail, w.len ? cc_buf_str(&w) : NULL, r->seconds);
  cc_buf_free(&w);
  if (it->verdict == UB_FAILS) record_picture(a, pid, r, check, subject, it, inst);
}

typedef struct tally {
  bool fails;
  int unknown, bugs;
} tally;

static void function_header(const ub_run *r, const cli_engine_args *a, cc_buf *out) {
  cc_buf_printf(out, "function %s: %zu %s %s; unbounded (every L): %d product%s, %llu "
                     "state%s, %d witness%s replayed by the bounded engine; %.2f s\n",
                cv_program_name(r->p), CC_SIZE(r->hs),
                a->o.rd.hierarchies == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                cc_plural((long long)CC_SIZE(r->hs), "hierarchy", "hierarchies"),
                r->products, r->products == 1 ? "" : "s", (unsigned long long)r->states,
                r->states == 1 ? "" : "s",
                r->replays, r->replays == 1 ? "" : "es", r->seconds);
}

static int finish(cli_engine_args *a, cc_buf *out, cv_module *m, const tally *t) {
  int rc = cli_write(out);
  cc_buf_free(out);
  cv_module_free(m);
  if (rc == CLI_HOLDS && t->fails) rc = CLI_FAILS;
  if (t->unknown) {
    fprintf(stderr, "convcheck: %s: error: no unbounded verdict for %d item%s (unknown: see "
                    "the reasons)\n", a->file, t->unknown, t->unknown == 1 ? "" : "s");
    rc = CLI_ERROR;
  }
  if (t->bugs) {
    fprintf(stderr, "convcheck: %s: error: internal error: %d witness%s of the unbounded "
                    "engine did not replay in the bounded engine\n",
            a->file, t->bugs, t->bugs == 1 ? "" : "es");
    rc = CLI_ERROR;
  }
  return cli_record_finish(a->rec, rc);
}

/* What a command prints for one function, given its run (recorded as
 * program pid): into out (and j with --json). */
typedef struct each {
  cli_engine_args *a;
  cc_buf out;
  cc_json j;
  tally t;
  bool found_why; /* uniformity --why: the value or block was found */
  void (*function)(struct each *e, const cv_program *p, const ub_run *r, long long pid);
} each;

/* Runs the unbounded engine on every function the command covers
 * (--function) and calls e->function for each; false after reporting an
 * input error (the recording rolled back). */
static bool each_function(each *e, cv_module *m, const ub_opts *o, bool values) {
  for (int f = 0; f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    if (e->a->function && strcmp(e->a->function, cv_program_name(p))) continue;
    long long pid = cli_record_program(e->a->rec, e->a->file, cv_program_name(p));
    cc_error err;
    cc_error_clear(&err);
    ub_run *r = ub_run_new(p, o, values, &err);
    if (!r) {
      cli_report(&err);
      cli_record_abort(e->a->rec);
      return false;
    }
    e->t.bugs += r->bugs;
    e->function(e, p, r, pid);
    ub_run_free(r);
  }
  return true;
}

/* Appends the bounded engine's replay of a failing item's witness; a
 * replay that fails is reported and counted as a bug. */
static void witness(each *e, const ub_run *r, const ub_item *it, int inst, cc_buf *out) {
  cc_error err;
  cc_error_clear(&err);
  if (!ub_witness_print(r, &it->w, inst, out, &err)) {
    cli_report(&err);
    e->t.bugs++;
  }
}

/* Begins the run, its options as recorded with it, and fills o (the
 * relation controlled or not); false (m freed) when it cannot. */
static bool begin(cli_engine_args *a, const char *command, cv_module *m, bool controlled,
                  ub_opts *o) {
  cli_unbounded_opts(a, o);
  o->controlled = controlled;
  cc_buf opts;
  cc_buf_init(&opts);
  /* the keys and values of the bounded runs' (their command is the run's) */
  cli_engine_options_json(a, "unbounded", controlled, &opts);
  bool ok = cli_record_begin(a->rec, command, cc_buf_str(&opts), 2, 0);
  cc_buf_free(&opts);
  if (!ok) cv_module_free(m);
  return ok;
}

/* Opens a function's JSON object with what the run did (mconv and
 * uniformity alike); engines, when given, names the engine as uniformity
 * --json does. */
static void json_function_head(cc_json *j, const cv_program *p, const ub_run *r,
                               const char *engines) {
  cc_json_begin_object(j);
  cc_json_member_string(j, "name", cv_program_name(p));
  if (engines) cc_json_member_string(j, "engines", engines);
  cc_json_member_int(j, "threads", 2);
  cc_json_member_string(j, "bound", "unbounded");
  cc_json_member_int(j, "hierarchies", (long long)CC_SIZE(r->hs));
  cc_json_member_int(j, "products", r->products);
  cc_json_member_int(j, "states", (long long)r->states);
  cc_json_member_int(j, "replays", r->replays);
  cc_json_key(j, "seconds");
  cc_json_double(j, r->seconds);
}

static void mconv_function(each *e, const cv_program *p, const ub_run *r, long long pid) {
  cli_engine_args *a = e->a;
  cc_buf *out = &e->out;
  cc_json *j = &e->j;
  if (a->json) {
    json_function_head(j, p, r, NULL);
    cc_json_key(j, "blocks");
    cc_json_begin_object(j);
  } else {
    function_header(r, a, out);
    if (a->controlled && cv_program_has_tokens(p))
      cc_buf_printf(out, "  controlled relation ([CO] \"Controlled Maximal Convergence\"), "
                         "anchors %s\n",
                    a->o.rd.anchors == CV_ANCHOR_FREE ? "free" : "maximal");
    else if (cv_program_has_tokens(p))
      cc_buf_puts(out, "  (convergence tokens ignored: the uncontrolled relation; "
                       "--controlled for the controlled one)\n");
  }
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    if (!cv_block_reachable(p, b)) continue;
    const ub_item *it = &r->blocks[b];
    e->t.fails |= it->verdict == UB_FAILS;
    e->t.unknown += it->verdict == UB_UNKNOWN;
    record_item(a, pid, r, "mconv", cv_block_name(p, b), it, -2, "m-converged", "not m-converged");
    if (a->json) {
      cc_json_key(j, cv_block_name(p, b));
      cc_json_begin_object(j);
      json_item(j, r, it, "m_converged", true);
      cc_json_end_object(j);
      continue;
    }
    size_t start = out->len;
    cc_buf_printf(out, "  %s", cv_block_name(p, b));
    cc_buf_pad(out, start, 16);
    cc_buf_putc(out, ' ');
    verdict_line(it, "m-converged", "NOT m-converged", out);
    if (it->verdict != UB_FAILS) {
      cc_buf_putc(out, '\n');
      continue;
    }
    cc_buf_puts(out, "; witness (found for every L, replayed by the bounded engine):\n");
    cc_buf w;
    cc_buf_init(&w);
    witness(e, r, it, -2, &w);
    cli_indent(out, cc_buf_str(&w));
    cc_buf_free(&w);
  }
  if (a->json) {
    cc_json_end_object(j);
    cc_json_end_object(j);
  }
}

int cli_mconv_unbounded(cli_engine_args *a, cv_module *m) {
  ub_opts o;
  if (!begin(a, "mconv", m, a->controlled, &o)) return CLI_ERROR;
  each e = {.a = a, .function = mconv_function};
  cli_functions_begin(&e.out, &e.j, a->json);
  if (!each_function(&e, m, &o, false)) {
    cc_buf_free(&e.out);
    cv_module_free(m);
    return CLI_ERROR;
  }
  cli_functions_end(&e.out, &e.j, a->json);
  return finish(a, &e.out, m, &e.t);
}

/* ---- uniformity ------------------------------------------------------------ */

typedef struct marks {
  const ub_run *r;
} marks;

static ua_label mark(const ub_item *it) {
  return it->verdict == UB_FAILS ? UA_LABEL_DIVERGENT : it->verdict == UB_UNKNOWN ? UA_LABEL_UNKNOWN
                                                                                 : UA_LABEL_UNIFORM;
}
static ua_label value_mark(const void *ctx, int inst) {
  return mark(&((const marks *)ctx)->r->values[inst]);
}
static ua_label branch_mark(const void *ctx, int b) {
  return mark(&((const marks *)ctx)->r->branches[b]);
}

/* --json: one object per function, uniformity --json's shape (values with
 * a result, branches that decide something), each item with what
 * unbounded/ says of it (json_item: why, bounded_L, the witness). */
static void uniformity_json(each *e, const cv_program *p, const ub_run *r) {
  cc_json *j = &e->j;
  int ni = cv_program_ninsts(p), nb = cv_program_nblocks(p);
  json_function_head(j, p, r, "unbounded");
  for (int pass = 0; pass < 2; pass++) {
    cc_json_key(j, pass ? "branches" : "values");
    cc_json_begin_array(j);
    for (int i = 0; i < (pass ? nb : ni); i++) {
      int blk = pass ? i : cv_program_inst(p, i)->block;
      if (!cv_block_reachable(p, blk)) continue;
      const cv_inst *I = pass ? NULL : cv_program_inst(p, i);
      int ns;
      if (pass ? (cv_block_succs(p, blk, &ns), ns < 2) : !(I->flags & CV_INST_HAS_RESULT)) continue;
      const ub_item *it = pass ? &r->branches[blk] : &r->values[i];
      cc_json_begin_object(j);
      if (pass) cc_json_member_string(j, "block", cv_block_name(p, blk));
      else cc_json_member_string(j, "name", I->name ? I->name : "");
      json_item(j, r, it, "uniform", false);
      cc_json_end_object(j);
    }
    cc_json_end_array(j);
  }
  cc_json_end_object(j);
}

static void uniformity_function(each *e, const cv_program *p, const ub_run *r, long long pid) {
  cli_engine_args *a = e->a;
  cc_buf *out = &e->out;
  int ni = cv_program_ninsts(p), nb = cv_program_nblocks(p);
  cc_buf notes;
  cc_buf_init(&notes);
  for (int j = 0; j < ni + nb; j++) {
    bool isv = j < ni;
    int blk = isv ? cv_program_inst(p, j)->block : j - ni;
    if (!cv_block_reachable(p, blk)) continue;
    const ub_item *it = isv ? &r->values[j] : &r->branches[blk];
    if (!isv) {
      int ns;
      cv_block_succs(p, blk, &ns);
      if (ns < 2) continue;
    }
    const cv_inst *I = isv ? cv_program_inst(p, j) : NULL;
    /* an instruction without a result (a store, a terminator: its branch is
     * the block's item) has no value to be uniform: no subject, no
     * UNKNOWN line (a new user read two "%store" lines and could not tell
     * which store was meant) */
    if (isv && !(I->flags & CV_INST_HAS_RESULT)) continue;
    char subject[300];
    if (isv) snprintf(subject, sizeof subject, "%%%s", I->name ? I->name : I->opcode ? I->opcode : "?");
    else snprintf(subject, sizeof subject, "branch %s", cv_block_name(p, blk));
    const char *name = !a->why ? NULL : a->why[0] == '%' ? a->why + 1 : a->why;
    bool match = a->why && (isv ? I->name && !strcmp(I->name, name)
                                : !strcmp(cv_block_name(p, blk), name));
    if (!a->why || match) { /* --why: the exit status is the verdict asked for */
      e->t.fails |= it->verdict == UB_FAILS;
      e->t.unknown += it->verdict == UB_UNKNOWN;
    }
    /* recorded as the bounded engines record (cmd_uniformity.c): a value
     * with a result under its name, a branch as check "branch" under its
     * block's name -- so that `results diff` matches the two, and an
     * instruction without a result (a store, a terminator: all "%br")
     * is no subject of its own */
    if (!isv)
      record_item(a, pid, r, "branch", cv_block_name(p, blk), it, -1, "uniform", "divergent");
    else if (I->flags & CV_INST_HAS_RESULT)
      record_item(a, pid, r, "uniformity", subject, it, j, "uniform", "divergent");
    if (it->verdict == UB_UNKNOWN) {
      cc_buf_printf(&notes, "; UNKNOWN %s in %s: ", subject, cv_block_name(p, blk));
      verdict_line(it, "uniform", "DIVERGENT", &notes);
      cc_buf_putc(&notes, '\n');
    }
    if (a->why) {
      if (!match) continue;
      e->found_why = true;
      cc_buf_printf(out, "%s in function %s: ", a->why, cv_program_name(p));
      verdict_line(it, "uniform", "DIVERGENT", out);
      if (it->verdict == UB_FAILS) {
        cc_buf_puts(out, "; witness (found for every L, replayed by the bounded engine):\n");
        witness(e, r, it, isv ? j : -1, out);
      } else {
        cc_buf_putc(out, '\n');
      }
    }
  }
  if (a->json) {
    uniformity_json(e, p, r);
  } else if (!a->why) {
    cc_buf_printf(out, "UniformityInfo for function '%s':\n", cv_program_name(p));
    cc_buf_printf(out, "; reference: unbounded (every L, %s%zu %s %s): uniform "
                       "is a proof for every L, DIVERGENT a witness the bounded engine replays, "
                       "UNKNOWN no verdict\n",
                  CC_SIZE(r->hs) == 1 ? "the " : "all ", CC_SIZE(r->hs),
                  a->o.rd.hierarchies == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                  cc_plural((long long)CC_SIZE(r->hs), "hierarchy", "hierarchies"));
    cc_buf_puts(out, cc_buf_str(&notes));
    /* as the bounded engine's output (a new user missed both here) */
    cc_strs unknown = {0};
    cv_program_unknown_builtins(p, &unknown);
    cli_unknown_builtins_note(&unknown, "; ", out);
    cc_strs_free(&unknown);
    cli_divergent_arguments(p, out);
    marks mk = {r};
    ua_print_blocks(p, value_mark, branch_mark, &mk, out);
  }
  cc_buf_free(&notes);
}

int cli_uniformity_unbounded(cli_engine_args *a, cv_module *m) {
  ub_opts o;
  if (!begin(a, "uniformity", m, !a->uncontrolled, &o)) return CLI_ERROR;
  each e = {.a = a, .found_why = a->why == NULL, .function = uniformity_function};
  cli_functions_begin(&e.out, &e.j, a->json);
  bool ok = each_function(&e, m, &o, true);
  if (ok) cli_functions_end(&e.out, &e.j, a->json);
  if (ok && !e.found_why) {
    fprintf(stderr, "convcheck: %s: error: no value or block named '%s'\n", a->file, a->why);
    cli_record_abort(a->rec);
  }
  if (!ok || !e.found_why) {
    cc_buf_free(&e.out);
    cv_module_free(m);
    return CLI_ERROR;
  }
  return finish(a, &e.out, m, &e.t);
}
