/* cli/render_json.c — JSON of results the libraries build as data. */
#include "cli/cli.h"
#include "cli/render_json.h"

static void json_threads(cc_json *j, unsigned set) {
  cc_json_begin_array(j);
  for (int v = 0; v < 32; v++)
    if (set & (1u << v)) cc_json_int(j, v + 1);
  cc_json_end_array(j);
}

/* One program's side: per thread its trace (block names) and, when a
 * grouping was compared, each block instance's column (1-based; the
 * columns of the grouping's table, numbered as cv_relation_columns does). */
static void json_side(cc_json *j, const cv_program *p, const tf_cex_side *s) {
  cc_json_begin_object(j);
  if (s->hierarchy >= 0 && (size_t)s->hierarchy < CC_SIZE(s->hs)) {
    cc_json_key(j, "hierarchy");
    cli_json_hierarchy(j, p, CC_AT(s->hs, (size_t)s->hierarchy), s->hierarchy);
    cc_json_key(j, "behaviour"), cc_json_int(j, s->behaviour + 1);
    cc_json_key(j, "behaviours"), cc_json_int(j, s->nbehaviours);
  }
  cc_json_key(j, "threads");
  cc_json_begin_array(j);
  int inst = 0;
  for (int u = 0; u < s->t.k; u++) {
    const cv_trace *t = &s->t.thread[u];
    cc_json_begin_object(j);
    cc_json_key(j, "thread"), cc_json_int(j, u + 1);
    cc_json_key(j, "blocks");
    cli_json_blocks(j, p, t->blocks, t->len);
    cc_json_key(j, "cut"), cc_json_bool(j, s->cut[u]);
    if (s->col) {
      cc_json_key(j, "columns");
      cc_json_begin_array(j);
      for (int i = 0; i < t->len; i++) cc_json_int(j, s->col[inst + i] + 1);
      cc_json_end_array(j);
    }
    inst += t->len;
    cc_json_end_object(j);
  }
  cc_json_end_array(j);
  cc_json_end_object(j);
}

/* One program's instance of a call: where, what, with whom. */
static void json_call(cc_json *j, const cv_program *p, const tf_cex_side *s, int thread,
                      int pos, int inst, unsigned set, bool sets) {
  if (inst < 0) {
    cc_json_null(j);
    return;
  }
  const cv_inst *I = cv_program_inst(p, inst);
  cc_json_begin_object(j);
  cc_json_key(j, "block"), cc_json_string(j, cv_block_name(p, I->block));
  if (pos >= 0 && thread < s->t.k) cc_json_key(j, "step"), cc_json_int(j, pos + 1);
  cc_json_key(j, "instruction"), cc_json_string(j, I->text ? I->text : I->opcode ? I->opcode : "?");
  if (sets) cc_json_key(j, "communicates_with"), json_threads(j, set);
  cc_json_end_object(j);
}

void cli_json_tf_cex(cc_json *j, const cv_program *before, const cv_program *after,
                     const tf_cex *x) {
  cc_json_begin_object(j);
  cc_json_key(j, "why"), cc_json_string(j, x->why ? x->why : "");
  if (x->why_detail) cc_json_key(j, "rule"), cc_json_string(j, x->why_detail);
  if (x->effect) cc_json_key(j, "effect"), cc_json_string(j, x->effect);
  if (x->nbehaviours_before)
    cc_json_key(j, "before_behaviours"), cc_json_int(j, x->nbehaviours_before);
  cc_json_member_string(j, "thread_numbers", CLI_TF_THREADS);
  cc_json_key(j, "input");
  cc_json_begin_array(j);
  for (int u = 0; u < x->before.t.k; u++) {
    cc_json_begin_object(j);
    cc_json_key(j, "thread"), cc_json_int(j, u + 1);
    cc_json_key(j, "decisions");
    cc_json_begin_array(j);
    for (int i = 0; i < x->ndecisions; i++) {
      const tf_cex_decision *d = &x->decisions[i];
      if (d->thread != u) continue;
      cc_json_begin_object(j);
      cc_json_key(j, "condition"), cc_json_string(j, d->term);
      cc_json_key(j, "tested_by"), cc_json_string(j, d->after_only ? "after" : "before");
      cc_json_member_string(j, "block", cv_block_name(d->after_only ? after : before, d->block));
      if (d->branch) cc_json_key(j, "value"), cc_json_bool(j, d->choice == 0);
      else cc_json_key(j, "successor"), cc_json_int(j, d->choice + 1);
      cc_json_key(j, "per_thread"), cc_json_bool(j, d->local);
      cc_json_end_object(j);
    }
    cc_json_end_array(j);
    cc_json_end_object(j);
  }
  cc_json_end_array(j);
  cc_json_key(j, "before"), json_side(j, before, &x->before);
  cc_json_key(j, "after"), json_side(j, after, &x->after);
  /* the sets are compared only when both programs' groupings are */
  bool sets = x->after.hierarchy >= 0;
  cc_json_key(j, "calls");
  cc_json_begin_array(j);
  for (int i = 0; i < x->nevents; i++) {
    const tf_cex_event *e = &x->events[i];
    cc_json_begin_object(j);
    cc_json_key(j, "thread"), cc_json_int(j, e->thread + 1);
    cc_json_key(j, "event"), cc_json_string(j, e->name);
    cc_json_key(j, "after");
    json_call(j, after, &x->after, e->thread, e->after_pos, e->after_inst, e->after_set, sets);
    cc_json_key(j, "before");
    json_call(j, before, &x->before, e->thread, e->before_pos, e->before_inst, e->before_set,
              sets && x->before.hierarchy >= 0);
    cc_json_end_object(j);
  }
  cc_json_end_array(j);
  if (x->nvalues) {
    cc_json_key(j, "values");
    cc_json_begin_array(j);
    for (int i = 0; i < x->nvalues; i++) {
      cc_json_begin_object(j);
      cc_json_key(j, "thread"); /* null: the same in every thread */
      if (x->values[i].thread >= 0) cc_json_int(j, x->values[i].thread + 1);
      else cc_json_null(j);
      cc_json_key(j, "term"), cc_json_string(j, x->values[i].term);
      cc_json_key(j, "value"), cc_json_string(j, x->values[i].value);
      cc_json_end_object(j);
    }
    cc_json_end_array(j);
  }
  cc_json_end_object(j);
}

void cli_json_blocks(cc_json *j, const cv_program *p, const int *b, int n) {
  cc_json_begin_array(j);
  for (int i = 0; i < n; i++) cc_json_string(j, cv_block_name(p, b[i]));
  cc_json_end_array(j);
}

void cli_json_cycle(cc_json *j, const cv_program *p, const cv_cycle *c, bool entries) {
  cc_json_begin_object(j);
  cc_json_member_string(j, "header", cv_block_name(p, c->header));
  if (entries) {
    cc_json_key(j, "entries");
    cli_json_blocks(j, p, c->entries, c->nentries);
  }
  cc_json_key(j, "blocks");
  cli_json_blocks(j, p, c->blocks, c->nblocks);
  cc_json_member_int(j, "depth", c->depth);
  cc_json_end_object(j);
}
