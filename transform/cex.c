/* transform/cex.c — the counterexample, as text in the spec's notation and
 * as data (tf_cex). */
#include "transform/tf_int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- printing ---------------------------------------------------------------- */

void tfI_print_event_name(const cv_program *p, cv_terms *terms, const recs *rc,
                             const event *ev, names *nm, cc_buf *out) {
  const cv_inst *I = cv_program_inst(p, ev->inst);
  cc_buf_printf(out, "@%s(", I->opcode ? I->opcode : "?");
  const named_rec *r = tfI_rec_of(rc, ev->term);
  for (int a = 0; r && a < r->nargs; a++) {
    if (a) cc_buf_puts(out, ", ");
    cv_term_print(terms, p, r->args[a], out);
  }
  const char *occ = strrchr(CC_AT(nm->s, ev->name), '#');
  cc_buf_printf(out, ") occurrence %s", occ ? occ + 1 : "?");
}

static void print_decisions(const side *s, const path *q, cv_terms *terms, cc_buf *out) {
  for (int i = 0; i < q->ndec; i++) {
    const dec *d = &q->dec[i];
    int term = (int)(d->key >> 1);
    int ns;
    cv_block_succs(s->p, d->block, &ns);
    cc_buf_puts(out, "      ");
    cv_term_print(terms, s->p, term, out);
    const int *ins;
    int ni;
    ins = cv_block_insts(s->p, d->block, &ni);
    bool br = ni > 0 && cv_program_inst(s->p, ins[ni - 1])->op == CV_OP_BR && ns == 2;
    if (br) cc_buf_printf(out, " = %s", d->choice == 0 ? "true" : "false");
    else cc_buf_printf(out, " -> successor %d", d->choice + 1);
    cc_buf_printf(out, "%s\n", d->local ? "  (this thread)" : "  (every thread)");
  }
}

static void print_path(const cv_program *p, const path *q, int thread, cc_buf *out) {
  cc_buf_printf(out, "    Thread%d:", thread + 1);
  for (int i = 0; i < q->len; i++) cc_buf_printf(out, " %s", cv_block_name(p, q->blocks[i]));
  cc_buf_puts(out, q->complete ? "\n" : " ... (cut by the bound)\n");
}


void tfI_print_beh(const side *s, const beh *b, const char *title, const bool *marked,
                   const cv_program *partner, cc_buf *out) {
  cc_buf_printf(out, "  %s, hierarchy %d", title, b->h + 1);
  if (cv_hierarchy_ncycles(CC_AT(s->hs, b->h)) > 0) {
    cc_buf_puts(out, " (");
    cv_hierarchy_print_short(CC_AT(s->hs, b->h), s->p, out);
    cc_buf_puts(out, ")");
  }
  if (b->B && cv_behaviours_count(b->B) > 1)
    cc_buf_printf(out, ", anchor choice %d of %d", b->bi + 1, cv_behaviours_count(b->B));
  cc_buf_puts(out, ":\n");
  cv_relation_print_table_with(tfI_beh_rel(b), marked, NULL, partner, out);
  if (b->B) {
    cc_buf tk;
    cc_buf_init(&tk);
    cv_behaviour_print_tokens(b->B, b->bi, &tk);
    if (tk.len) cc_buf_printf(out, "%s%s", cc_buf_str(&tk), tk.data[tk.len - 1] == '\n' ? "" : "\n");
    cc_buf_free(&tk);
  }
}

/* A communicating set: each thread with the occurrence of its instance
 * ("thread 2's occurrence 3"), or "not known" for a thread whose path the
 * bound cut before such an instance. */
void tfI_print_set(const names *nm, const int *sig, int e, int k, cc_buf *out) {
  cc_buf_puts(out, "{");
  bool first = true;
  for (int v = 0; v < k; v++) {
    int x = sig[e * k + v];
    if (x < 0 && x != TF_UNRESOLVED) continue;
    cc_buf_printf(out, "%sthread %d", first ? "" : ", ", v + 1);
    if (x == TF_UNRESOLVED) cc_buf_puts(out, " (not known: cut by the bound)");
    else {
      const char *occ = strrchr(CC_AT(nm->s, (size_t)x), '#');
      if (occ) cc_buf_printf(out, " (occurrence %s)", occ + 1);
    }
    first = false;
  }
  cc_buf_puts(out, "}");
}


void tfI_print_input(ctx *c, const input *in, cc_buf *out) {
  cc_buf_puts(out, "  input (the decisions both programs read):\n");
  for (int u = 0; u < in->k; u++) {
    cc_buf_printf(out, "    thread %d:\n", u + 1);
    size_t head = out->len;
    print_decisions(&c->before, in->pb[u], c->terms, out);
    /* AFTER's decisions that BEFORE did not make */
    const path *qa = in->pa[u], *qb = in->pb[u];
    for (int i = 0; i < qa->ndec; i++) {
      bool seen = false;
      for (int j = 0; j < qb->ndec; j++) seen |= qb->dec[j].key == qa->dec[i].key;
      if (seen) continue;
      path one = *qa;
      one.ndec = 1;
      one.dec = &qa->dec[i];
      print_decisions(&c->after, &one, c->terms, out);
    }
    /* a thread whose path reads no input decision (its branches decided
     * by constants, or by convergent results the behaviour gives): said,
     * not left as an empty heading */
    if (out->len == head) {
      out->len = head - 1;
      cc_buf_puts(out, " no decision\n");
    }
  }
  cc_buf_puts(out, "  BEFORE traces:\n");
  for (int u = 0; u < in->k; u++) print_path(c->before.p, in->pb[u], u, out);
  cc_buf_puts(out, "  AFTER traces:\n");
  for (int u = 0; u < in->k; u++) print_path(c->after.p, in->pa[u], u, out);
}


/* ---- the counterexample as data (tf_cex) ------------------------------------ */

static void cex_side(tf_cex_side *cs, const path *const *ps, int k, const beh *b) {
  cs->t.k = k;
  cs->t.thread = cc_calloc((size_t)k, sizeof *cs->t.thread);
  for (int u = 0; u < k; u++) {
    cs->t.thread[u].len = ps[u]->len;
    cs->t.thread[u].blocks = cc_malloc(((size_t)ps[u]->len + 1) * sizeof(int));
    memcpy(cs->t.thread[u].blocks, ps[u]->blocks, (size_t)ps[u]->len * sizeof(int));
    cs->cut[u] = !ps[u]->complete;
  }
  cs->hierarchy = -1;
  if (!b) return;
  cs->hierarchy = b->h;
  cs->behaviour = b->bi;
  cs->nbehaviours = b->B ? cv_behaviours_count(b->B) : 1;
  const cv_relation *r = tfI_beh_rel(b);
  cs->col = cc_malloc(((size_t)cv_relation_ninstances(r) + 1) * sizeof(int));
  int nc = cv_relation_columns(r, cs->col);
  cs->ncols = nc < 0 ? -nc : nc;
}

static void cex_decision(ctx *c, tf_cex *x, const side *s, int u, const dec *d,
                         bool after_only) {
  x->decisions = cc_realloc(x->decisions, ((size_t)x->ndecisions + 1) * sizeof *x->decisions);
  tf_cex_decision *o = &x->decisions[x->ndecisions++];
  int ns, ni;
  cv_block_succs(s->p, d->block, &ns);
  const int *ins = cv_block_insts(s->p, d->block, &ni);
  o->thread = u;
  o->after_only = after_only;
  o->block = d->block;
  o->branch = ni > 0 && cv_program_inst(s->p, ins[ni - 1])->op == CV_OP_BR && ns == 2;
  o->choice = d->choice;
  o->local = d->local;
  cc_buf t;
  cc_buf_init(&t);
  cv_term_print(c->terms, s->p, (int)(d->key >> 1), &t);
  o->term = cc_strdup(cc_buf_str(&t));
  cc_buf_free(&t);
}

/* The input of the counterexample (and the groupings compared, if any):
 * the decisions in the order print_input prints them. */
void tfI_cex_input(ctx *c, tf_cex *x, const input *in, const beh *after,
                      const beh *before) {
  x->set = true;
  cex_side(&x->before, in->pb, in->k, before);
  cex_side(&x->after, in->pa, in->k, after);
  for (int u = 0; u < in->k; u++) {
    const path *qa = in->pa[u], *qb = in->pb[u];
    for (int i = 0; i < qb->ndec; i++) cex_decision(c, x, &c->before, u, &qb->dec[i], false);
    for (int i = 0; i < qa->ndec; i++) {
      bool seen = false;
      for (int j = 0; j < qb->ndec; j++) seen |= qb->dec[j].key == qa->dec[i].key;
      if (!seen) cex_decision(c, x, &c->after, u, &qa->dec[i], true);
    }
  }
}

/* Z3's values (smt_feasible_result.witness, lines "    thread N: TERM =
 * VALUE") as data. */
void tfI_cex_values(tf_cex *x, const char *wit) {
  for (const char *l = wit; *l;) {
    const char *e = strchr(l, '\n');
    size_t n = e ? (size_t)(e - l) : strlen(l);
    char line[1024];
    snprintf(line, sizeof line, "%.*s", (int)(n < sizeof line ? n : sizeof line - 1), l);
    l += n + (e != NULL);
    int u = 0, off = 0;
    char *eq = strstr(line, " = ");
    if (!eq) continue;
    if (sscanf(line, " thread %d: %n", &u, &off) != 1 || !off) {
      /* every thread's ("every thread: %n = 8", encode/smt_inputs.c) */
      u = 0;
      off = (int)strspn(line, " ");
      if (!strncmp(line + off, "every thread: ", 14)) off += 14;
    }
    *eq = 0;
    x->values = cc_realloc(x->values, ((size_t)x->nvalues + 1) * sizeof *x->values);
    tf_cex_value *v = &x->values[x->nvalues++];
    v->thread = u - 1;
    v->term = cc_strdup(line + off);
    v->value = cc_strdup(eq + 3);
  }
}

/* The occurrence-th execution of an alloca of that text is, where every
 * alloca of the text is in the entry block (clang's: each executed once
 * per thread, in block order, before any other block), the occurrence-th
 * of them; anywhere else (a loop's alloca) the term keeps its label. */
static const char *alloca_name(const cv_program *p, const char *text, size_t tn, int occ) {
  int entry = cv_program_entry(p), seen = 0;
  const char *name = NULL;
  cc_buf t;
  cc_buf_init(&t);
  for (int i = 0; i < cv_program_ninsts(p); i++) {
    const cv_inst *I = cv_program_inst(p, i);
    if (!I->opcode || strcmp(I->opcode, "alloca")) continue;
    cc_buf_clear(&t);
    tfI_plain_text(I, &t);
    if (strlen(cc_buf_str(&t)) != tn || strncmp(cc_buf_str(&t), text, tn)) continue;
    if (I->block != entry) {
      name = NULL;
      break;
    }
    if (++seen == occ) name = I->name;
  }
  cc_buf_free(&t);
  return name;
}

void tfI_name_allocas(const cv_program *p, cc_buf *wit) {
  cc_buf out;
  cc_buf_init(&out);
  bool any = false;
  for (const char *l = cc_buf_str(wit); *l;) {
    const char *e = strchr(l, '\n');
    size_t n = e ? (size_t)(e - l) + 1 : strlen(l);
    const char *a = strstr(l, "[alloca ");
    const char *close = a && a < l + n ? strstr(a, "]#") : NULL;
    const char *name = NULL;
    int occ = 0, used = 0;
    if (close && close < l + n && sscanf(close + 2, "%d%n", &occ, &used) == 1)
      name = alloca_name(p, a + 1, (size_t)(close - a - 1), occ);
    if (name) {
      cc_buf_printf(&out, "%.*salloca %%%s%.*s", (int)(a - l), l, name,
                    (int)(l + n - (close + 2 + used)), close + 2 + used);
      any = true;
    } else {
      cc_buf_putn(&out, l, n);
    }
    l += n;
  }
  if (any)
    cc_buf_puts(&out, "    (an alloca's value is its address: the same in every thread, a new one "
                      "per execution, the memory behind it each thread's own; the check keeps "
                      "every alloca an object of its own, whatever number Z3 gave it: "
                      "docs/design.md \"Memory\")\n");
  cc_buf_clear(wit);
  cc_buf_puts(wit, cc_buf_str(&out));
  cc_buf_free(&out);
}

/* An event of thread u: AFTER's event ia and BEFORE's ib (-1: none). */
void tfI_cex_event(ctx *c, tf_cex *x, const input *in, int u, int ia, int ib, unsigned aset,
                      unsigned bset) {
  x->events = cc_realloc(x->events, ((size_t)x->nevents + 1) * sizeof *x->events);
  tf_cex_event *e = &x->events[x->nevents++];
  const path *qa = in->pa[u], *qb = in->pb[u];
  e->thread = u;
  e->after_pos = ia >= 0 ? qa->ev[ia].pos : -1;
  e->after_inst = ia >= 0 ? qa->ev[ia].inst : -1;
  e->before_pos = ib >= 0 ? qb->ev[ib].pos : -1;
  e->before_inst = ib >= 0 ? qb->ev[ib].inst : -1;
  e->after_set = aset;
  e->before_set = bset;
  cc_buf name;
  cc_buf_init(&name);
  if (ia >= 0) tfI_print_event_name(c->after.p, c->terms, &c->rc, &qa->ev[ia], &c->nm, &name);
  else tfI_print_event_name(c->before.p, c->terms, &c->rc, &qb->ev[ib], &c->nm, &name);
  e->name = cc_strdup(cc_buf_str(&name));
  cc_buf_free(&name);
}


static void cex_side_free(tf_cex_side *s) {
  cv_tuple_free(&s->t);
  free(s->col);
  cv_hierarchies_free(&s->hs);
}

void tfI_cex_free(tf_cex *x) {
  cex_side_free(&x->before);
  cex_side_free(&x->after);
  for (int i = 0; i < x->nevents; i++) free(x->events[i].name);
  free(x->events);
  for (int i = 0; i < x->ndecisions; i++) free(x->decisions[i].term);
  free(x->decisions);
  for (int i = 0; i < x->nvalues; i++) {
    free(x->values[i].term);
    free(x->values[i].value);
  }
  free(x->values);
  free(x->why_detail);
  free(x->effect);
  memset(x, 0, sizeof *x);
}

void tf_unknown_text(const tf_result *res, char *buf, size_t size) {
  const char *why = res->unknown_why ? res->unknown_why : "undecided";
  if (res->preserved_L)
    snprintf(buf, size, "%s; preserved within L=%d only", res->later_why, res->preserved_L);
  else if (res->unknown_L)
    snprintf(buf, size, "%s", res->later_why);
  else
    snprintf(buf, size, "%s", why);
}

void tf_result_free(tf_result *res) {
  if (!res) return;
  cc_buf_free(&res->report);
  tfI_cex_free(&res->cex);
  tfI_cex_free(&res->candidate);
  free(res->static_why);
  res->static_why = NULL;
  free(res->proof);
  res->proof = NULL;
}

/* The own text (tfI_inst_text) every instruction of p with plain text
 * text[0..n) has, into out; false when none has or two differ. */
static bool label_own_text(const cv_program *p, const char *text, size_t n, cc_buf *out) {
  cc_buf t, o;
  cc_buf_init(&t);
  cc_buf_init(&o);
  bool found = false, one = true;
  for (int i = 0; i < cv_program_ninsts(p) && one; i++) {
    const cv_inst *I = cv_program_inst(p, i);
    cc_buf_clear(&t);
    tfI_plain_text(I, &t);
    if (t.len != n || strncmp(cc_buf_str(&t), text, n)) continue;
    cc_buf_clear(&t);
    tfI_inst_text(I, true, &t);
    if (!found) cc_buf_puts(&o, cc_buf_str(&t)), found = true;
    else one = !strcmp(cc_buf_str(&o), cc_buf_str(&t));
  }
  if (found && one) cc_buf_puts(out, cc_buf_str(&o));
  cc_buf_free(&t);
  cc_buf_free(&o);
  return found && one;
}

void tfI_name_labels(const cv_program *p, const cv_program *q, cc_buf *text) {
  const char *s = cc_buf_str(text);
  if (!strstr(s, "]#")) return;
  cc_buf out;
  cc_buf_init(&out);
  bool any = false;
  for (size_t i = 0; s[i];) {
    /* a label: '[' to its matching ']' (a type may hold brackets: "[4 x
     * i32]") on one line, then '#' and a digit */
    size_t j = i + 1;
    int depth = 1;
    if (s[i] == '[')
      for (; s[j] && s[j] != '\n' && depth; j++) depth += s[j] == '[' ? 1 : s[j] == ']' ? -1 : 0;
    size_t n = j - i - 2; /* the text between the brackets */
    size_t mark = out.len;
    if (s[i] == '[' && !depth && s[j] == '#' && isdigit((unsigned char)s[j + 1]) &&
        memchr(s + i + 1, '%', n)) {
      cc_buf_putc(&out, '[');
      if (label_own_text(p, s + i + 1, n, &out) || label_own_text(q, s + i + 1, n, &out)) {
        cc_buf_putc(&out, ']');
        any = true;
        i = j;
        continue;
      }
      out.len = mark;
      out.data[mark] = 0;
    }
    cc_buf_putc(&out, s[i++]);
  }
  if (any) {
    cc_buf_clear(text);
    cc_buf_puts(text, cc_buf_str(&out));
  }
  cc_buf_free(&out);
}
