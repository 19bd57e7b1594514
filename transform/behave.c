/* transform/behave.c — the behaviours of one input: every hierarchy's
 * maximal relation, or with tokens every consistent anchor choice; their
 * communicating sets and the values that depend on convergence. */
#include "transform/tf_int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

const cv_relation *tfI_beh_rel(const beh *b) {
  return b->own ? b->own : cv_behaviour_relation(b->B, b->bi);
}

/* Are the instances of instruction inst at (u, s) and (v, q) converged in
 * behaviour b?  [CU] "Maximal Convergence" (block instances) or, for a
 * controlled operation, [CO] "Controlled Maximal Convergence". */
static bool inst_converged(const cv_program *p, const beh *b, int inst, int u, int s,
                           int v, int q) {
  if (b->B && cv_inst_controlled(cv_program_inst(p, inst))) {
    int c1 = cv_behaviour_inst_class(b->B, b->bi, inst, u, s);
    int c2 = cv_behaviour_inst_class(b->B, b->bi, inst, v, q);
    return c1 >= 0 && c1 == c2;
  }
  const cv_relation *r = tfI_beh_rel(b);
  return cv_converged_with(r, cv_relation_instance(r, u, s), cv_relation_instance(r, v, q));
}

/* Behaviours of one side on tuple t, appended to out: one per hierarchy
 * without tokens ([CU] "Maximal Convergence"), one per hierarchy and
 * consistent anchor choice with tokens ([CO] "Controlled Maximal
 * Convergence").  The cv_behaviours objects go to objs (freed by the
 * caller); why receives the first contradiction when a hierarchy allows no
 * relation. */
void tfI_behaviours(ctx *c, const side *s, const cv_tuple *t, behs *out,
                       behaviours_list *objs, bool *truncated,
                       const char **why) {
  tfI_behaviours_max(c, s, t, out, objs, truncated, why, 0);
}

void tfI_behaviours_max(ctx *c, const side *s, const cv_tuple *t, behs *out,
                        behaviours_list *objs, bool *truncated, const char **why, int max) {
  const tf_opts *o = c->o;
  for (size_t h = 0; h < CC_SIZE(s->hs); h++) {
    const cv_hierarchy *H = CC_AT(s->hs, h);
    if (!s->tokens) {
      beh b = {(int)h, cv_maximal_converged_with(s->p, H, t, &o->rd), NULL, 0};
      CC_PUSH(*out, b);
      continue;
    }
    /* only the class-valued calls' classes are compared: one behaviour
     * per combination of theirs (model.h cv_anchor_search.observed) */
    cv_anchor_search as;
    memset(&as, 0, sizeof as);
    as.max_behaviours = max > 0 ? max : o->max_behaviours;
    as.deadline = c->deadline;
    as.observed = s->observed;
    cv_behaviours *B = cv_controlled_behaviours(s->p, H, t, &o->rd, 0, NULL, &as);
    CC_PUSH(*objs, B);
    if (cv_behaviours_timed_out(B)) c->timed_out = true;
    else if (cv_behaviours_truncated(B)) *truncated = true;
    if (cv_behaviours_count(B) == 0 && why && !*why) *why = cv_behaviours_contradiction(B);
    for (int i = 0; i < cv_behaviours_count(B); i++) {
      beh b = {(int)h, NULL, B, i};
      CC_PUSH(*out, b);
    }
  }
}


/* Has thread v's prefix passed thread u's block instance at position pos:
 * does a block instance of v's path converge with one of u's after pos?
 * Then no later instance of v converges with an instance at pos: it would
 * come convergence-before and after it at once, and convergence-before
 * is a strict partial order ([CU] "Convergence-before", rules 2 and 3).
 * Asked of the maximal relation only ([CU] "Maximal Convergence", block
 * instances; a controlled operation's classes are not the blocks').
 * last[u * k + v]: u's last position converged with some instance of v
 * (-1: none), so v has passed position pos iff last > pos -- one scan of
 * the pairs of positions per behaviour, not one per event asked. */
static void passed_positions(const beh *b, const path *const *q, int k, int *last) {
  const cv_relation *r = b->B ? NULL : tfI_beh_rel(b);
  for (int u = 0; u < k; u++)
    for (int v = 0; v < k; v++) {
      int l = -1;
      for (int a = q[u]->len - 1; r && v != u && a >= 0 && l < 0; a--) {
        int ia = cv_relation_instance(r, u, a);
        for (int f = 0; f < q[v]->len && l < 0; f++)
          if (cv_converged_with(r, ia, cv_relation_instance(r, v, f))) l = a;
      }
      last[u * k + v] = l;
    }
}

static void rows_of(const side *s, const beh *b, const path *const *q, int k, int *rows) {
  int last[16];
  bool cut = false;
  for (int v = 0; v < k; v++) cut |= !q[v]->complete;
  if (cut) passed_positions(b, q, k, last);
  int at = 0;
  for (int u = 0; u < k; u++)
    for (int e = 0; e < q[u]->nev; e++, at++) {
      const event *x = &q[u]->ev[e];
      for (int v = 0; v < k; v++) {
        int partner = -1;
        if (v == u) {
          partner = x->name;
        } else {
          for (int f = 0; f < q[v]->nev && partner < 0; f++) {
            const event *y = &q[v]->ev[f];
            if (y->inst != x->inst) continue;
            if (inst_converged(s->p, b, x->inst, u, x->pos, v, y->pos)) partner = y->name;
          }
        }
        /* no partner in v's path: none at all when the path is whole or
         * has passed the instance, not known when the bound cut it before
         * (v may reach the instance later) */
        if (partner < 0 && !q[v]->complete && last[u * k + v] <= x->pos) partner = TF_UNRESOLVED;
        rows[at * k + v] = partner;
      }
    }
}

/* ---- values that depend on convergence ------------------------------------
 * A decision on a term that involves a class-valued result (CV_TERM_CONV)
 * reads, in a behaviour, a value that is a function of the callee, of its
 * operands (unless it is an always-uniform intrinsic) and of its converged
 * class (docs/design.md §5, model/values.c).  The canonical value of such a term in
 * thread u spells that out: a class-valued result becomes (callee, the
 * canonical values of its operands, its row), an operation (key, canonical
 * operands), any other term itself (with the thread when thread-local).
 * Equal canonical values are equal values, in both programs (the rows
 * name instances by their event names). */
typedef struct canon_cx {
  const ctx *c;
  const path *const *q;
  int k;
  const int *rows;
  const int *off;      /* first instance of each thread in rows */
  names *cn;
  bool opaque;
  cc_ints memo;        /* (term, thread, id) triples */
} canon_cx;

static int canon(canon_cx *x, int term, int u);

static int canon_of_text(canon_cx *x, const char *s) { return tfI_intern(x->cn, s); }

static int canon(canon_cx *x, int term, int u) {
  for (size_t i = 0; i < CC_SIZE(x->memo); i += 3)
    if (CC_AT(x->memo, i) == term && CC_AT(x->memo, i + 1) == u) return CC_AT(x->memo, i + 2);
  const cv_terms *terms = x->c->terms;
  unsigned fl = cv_term_flags(terms, term);
  cc_buf b;
  cc_buf_init(&b);
  const named_rec *r = (fl & CV_TERM_CONV) ? tfI_rec_of(&x->c->rc, term) : NULL;
  if (!(fl & CV_TERM_CONV)) {
    if (fl & CV_TERM_LOCAL) cc_buf_printf(&b, "t%d@%d", term, u);
    else cc_buf_printf(&b, "t%d", term);
  } else if (r) {
    int e = tfI_find_event(x->q[u], r->name);
    if (e < 0) {
      x->opaque = true;
      cc_buf_printf(&b, "t%d@%d", term, u);
    } else {
      cc_buf_printf(&b, "C%d(", r->callee);
      for (int a = 0; r->operands && a < r->nargs; a++)
        cc_buf_printf(&b, "%s%d", a ? "," : "", canon(x, r->args[a], u));
      cc_buf_puts(&b, ")[");
      const int *row = x->rows + (size_t)(x->off[u] + e) * (size_t)x->k;
      bool open = false;
      for (int v = 0; v < x->k; v++) open |= row[v] == TF_UNRESOLVED;
      /* a class the prefix does not decide: a value equal to no other */
      if (open) cc_buf_printf(&b, "open%d@%d", term, u);
      for (int v = 0; v < x->k && !open; v++) cc_buf_printf(&b, "%s%d", v ? "," : "", row[v]);
      cc_buf_putc(&b, ']');
    }
  } else {
    cv_term_view tv;
    cv_term_view_of(terms, term, &tv);
    if (tv.kind == CV_TERM_K_OP || tv.kind == CV_TERM_K_TID) {
      int *ids = cc_malloc(((size_t)tv.nargs + 1) * sizeof(int));
      for (int a = 0; a < tv.nargs; a++) ids[a] = canon(x, tv.args[a], u);
      cc_buf_printf(&b, "O%s(", tv.text ? tv.text : "?");
      for (int a = 0; a < tv.nargs; a++) cc_buf_printf(&b, "%s%d", a ? "," : "", ids[a]);
      cc_buf_putc(&b, ')');
      free(ids);
    } else {
      x->opaque = true;
      cc_buf_printf(&b, "t%d@%d", term, u);
    }
  }
  int id = canon_of_text(x, cc_buf_str(&b));
  cc_buf_free(&b);
  CC_PUSH(x->memo, term);
  CC_PUSH(x->memo, u);
  CC_PUSH(x->memo, id);
  return id;
}

static int i64pair_cmp(const void *a, const void *b) {
  const int64_t *x = a, *y = b;
  if (x[0] != y[0]) return x[0] < y[0] ? -1 : 1;
  return x[1] < y[1] ? -1 : x[1] > y[1];
}

/* The decisions of the k paths on values that depend on convergence, in
 * behaviour v's rows: v->dec, and whether equal values decide alike. */
static void decisions_of(const ctx *c, names *cn, const path *const *q, int k, bview *v) {
  canon_cx x = {c, q, k, v->rows, NULL, cn, false, {0}};
  int off[5] = {0};
  for (int u = 0; u < k; u++) off[u + 1] = off[u] + q[u]->nev;
  x.off = off;
  CC_STACK(int64_t) d = {0};
  for (int u = 0; u < k; u++)
    for (int i = 0; i < q[u]->ndec; i++) {
      int term = (int)(q[u]->dec[i].key >> 1);
      if (!(cv_term_flags(c->terms, term) & CV_TERM_CONV)) continue;
      CC_PUSH(d, (int64_t)canon(&x, term, u) * 2 + (q[u]->dec[i].key & 1));
      CC_PUSH(d, q[u]->dec[i].choice);
    }
  v->ndec = (int)CC_SIZE(d) / 2;
  v->dec = d.begin;
  if (v->ndec > 1) qsort(v->dec, (size_t)v->ndec, 2 * sizeof(int64_t), i64pair_cmp);
  v->admissible = true;
  for (int i = 1; i < v->ndec; i++)
    if (v->dec[2 * i] == v->dec[2 * i - 2] && v->dec[2 * i + 1] != v->dec[2 * i - 1])
      v->admissible = false;
  v->opaque = x.opaque;
  CC_RELEASE(x.memo);
}

/* Do two behaviours' decisions agree on every value both decide? */
bool tfI_decisions_agree(const bview *a, const bview *b) {
  int i = 0, j = 0;
  while (i < a->ndec && j < b->ndec) {
    if (a->dec[2 * i] < b->dec[2 * j]) i++;
    else if (a->dec[2 * i] > b->dec[2 * j]) j++;
    else {
      if (a->dec[2 * i + 1] != b->dec[2 * j + 1]) return false;
      i++, j++;
    }
  }
  return true;
}


static uint64_t sig_hash(const int *sig, size_t n) {
  return cc_hash_bytes(sig, n * sizeof(int), 0x9e3779b97f4a7c15ull);
}

/* The views of one side's behaviours: rows, signature (over the compared
 * instances), and, when a decision depends on convergence, the canonical
 * decisions. */
bview *tfI_views_of(const ctx *c, const side *s, const behs *bs, const input *in, bool before,
                       bool cdep, names *cn, size_t nsig) {
  int k = in->k;
  const path *const *q = before ? in->pb : in->pa;
  int off[5] = {0};
  for (int u = 0; u < k; u++) off[u + 1] = off[u] + q[u]->nev;
  size_t nrows = (size_t)(off[k] ? off[k] : 1) * (size_t)k;
  bview *v = cc_calloc(CC_SIZE(*bs) + 1, sizeof *v);
  for (size_t i = 0; i < CC_SIZE(*bs); i++) {
    bview *x = &v[i];
    x->rows = cc_malloc(nrows * sizeof(int));
    rows_of(s, &CC_AT(*bs, i), q, k, x->rows);
    x->sig = cc_malloc((nsig + 1) * sizeof(int));
    for (int e = 0; e < in->nev; e++) {
      int u = in->ev_thread[e], ia = in->ev_index[e];
      int ie = before ? in->pr[u]->match[ia] : ia;
      if (ie < 0) { /* BEFORE's path ends (cut) before it: not known */
        for (int w = 0; w < k; w++) x->sig[(size_t)e * (size_t)k + (size_t)w] = TF_UNRESOLVED;
        continue;
      }
      memcpy(x->sig + (size_t)e * (size_t)k, x->rows + (size_t)(off[u] + ie) * (size_t)k,
             (size_t)k * sizeof(int));
      /* BEFORE's partners by the names of the AFTER instances they are
       * matched to (a match by callee and occurrence has two names) */
      for (int t = 0; before && t < k; t++) {
        int *cell = &x->sig[(size_t)e * (size_t)k + (size_t)t];
        if (*cell < 0) continue;
        int f = tfI_find_event(in->pb[t], *cell), to = -1;
        for (int g = 0; f >= 0 && g < in->pa[t]->nev && to < 0; g++)
          if (in->pr[t]->match[g] == f) to = in->pa[t]->ev[g].name;
        if (to >= 0) *cell = to;
        else if (!in->pa[t]->complete) *cell = TF_UNRESOLVED; /* its AFTER counterpart cut */
      }
    }
    x->hash = sig_hash(x->sig, (size_t)in->nev * (size_t)k);
    x->admissible = true;
    if (cdep) decisions_of(c, cn, q, k, x);
  }
  return v;
}

void tfI_views_free(bview *v, size_t n) {
  for (size_t i = 0; i < n; i++) {
    free(v[i].rows);
    free(v[i].sig);
    free(v[i].dec);
  }
  free(v);
}

/* The entries where two signatures differ, an entry the prefixes do not
 * decide (TF_UNRESOLVED) differing from none. */
int tfI_sig_differences(const int *a, const int *b, size_t n) {
  int d = 0;
  for (size_t x = 0; x < n; x++)
    d += a[x] != b[x] && a[x] != TF_UNRESOLVED && b[x] != TF_UNRESOLVED;
  return d;
}

/* An input cut by the bound: is there ONE behaviour of BEFORE whose
 * signature every AFTER behaviour matches, whatever the anchors choose in
 * AFTER?  (Then neither side's anchors' choices need be searched, however
 * many they are: LLVM's loops unrolled around an anchor that never exit.)
 * On prefixes a communicating-set entry the prefixes do not decide
 * (TF_UNRESOLVED: the other thread's path was cut, it may still reach a
 * partner) differs from none (tfI_sig_differences; docs/transforms.md
 * "Bounds"), so a BEFORE behaviour whose every entry for another thread
 * is undecided, and whose own entries are AFTER's own names, matches every
 * AFTER behaviour, the ones past the limit included: the full search would
 * settle this input with it.  The candidate is the choice in which no anchor instance is
 * converged with an instance of another thread -- a choice [CO]
 * "llvm.experimental.convergence.anchor" allows (the set of threads is
 * implementation-defined, and a thread alone is such a set), searched with
 * constraints that say so (model.h cv_anchor_constraint) and kept only if
 * it is consistent (model/tokens.c evaluate) and its signature is as
 * said.  Then *bb holds that behaviour alone and true is returned; else
 * *bb is untouched.  Not for decisions on convergent values (the
 * decisions are compared too) -- the caller asks. */
bool tfI_wildcard_before(ctx *c, const input *in, behs *bb, behaviours_list *objs, names *cn,
                         size_t nsig) {
  const side *s = &c->before;
  const cv_program *p = s->p;
  const cv_tuple *t = &in->t_before;
  int k = in->k;
  if (!s->tokens) return false;
  CC_STACK(cv_anchor_constraint) cons = {0};
  for (int i = 0; i < cv_program_ninsts(p); i++) {
    const cv_inst *I = cv_program_inst(p, i);
    if (!cv_token_implementation_defined(I->token_def)) continue;
    for (int t1 = 0; t1 < k; t1++)
      for (int p1 = 0; p1 < t->thread[t1].len; p1++) {
        if (t->thread[t1].blocks[p1] != I->block) continue;
        for (int t2 = t1 + 1; t2 < k; t2++)
          for (int p2 = 0; p2 < t->thread[t2].len; p2++) {
            if (t->thread[t2].blocks[p2] != I->block) continue;
            cv_anchor_constraint x = {i, t1, p1, t2, p2, false};
            CC_PUSH(cons, x);
          }
      }
  }
  bool ok = false;
  for (size_t h = 0; h < CC_SIZE(s->hs) && !ok; h++) {
    cv_anchor_search as;
    memset(&as, 0, sizeof as);
    as.max_behaviours = 1;
    as.deadline = c->deadline;
    cv_behaviours *B = cv_controlled_behaviours(p, CC_AT(s->hs, h), t, &c->o->rd,
                                                (int)CC_SIZE(cons), cons.begin, &as);
    if (cv_behaviours_timed_out(B)) c->timed_out = true;
    if (cv_behaviours_count(B) == 0 || c->timed_out) {
      cv_behaviours_free(B);
      if (c->timed_out) break;
      continue;
    }
    behs one = {0};
    beh b = {(int)h, NULL, B, 0};
    CC_PUSH(one, b);
    bview *v = tfI_views_of(c, s, &one, in, true, false, cn, nsig);
    ok = true;
    for (int e = 0; e < in->nev && ok; e++) {
      int u = in->ev_thread[e];
      int own = in->pa[u]->ev[in->ev_index[e]].name;
      for (int w = 0; w < k && ok; w++) {
        int x = v[0].sig[(size_t)e * (size_t)k + (size_t)w];
        ok = x == TF_UNRESOLVED || (w == u && x == own);
      }
    }
    tfI_views_free(v, 1);
    if (ok) {
      CC_PUSH(*objs, B);
      CC_RELEASE(*bb);
      *bb = one;
    } else {
      CC_RELEASE(one);
      cv_behaviours_free(B);
    }
  }
  CC_RELEASE(cons);
  return ok;
}
