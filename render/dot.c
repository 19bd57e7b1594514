/* render/dot.c — the DOT text of the pictures (render/render.h): graphs,
 * the CFG with its cycles as clusters, and the witness drawing (traces on
 * the CFG, the relation as a grid of instance nodes). */
#include "render/render_int.h"

#include <stdlib.h>

/* Thread colours (colour-blind safe, after Okabe and Ito), and the
 * highlight. */
static const char *const thread_colour[4] = {"#0072b2", "#e69f00", "#009e73", "#cc79a7"};

const char *rdi_thread_colour(int t) { return thread_colour[t & 3]; }

/* ---- graphs --------------------------------------------------------------- */

/* A DOT string: quotes and backslashes escaped, each newline written as
 * `nl`, `end` after the text. */
static void quote_as(cc_buf *out, const char *s, const char *nl, const char *end) {
  cc_buf_putc(out, '"');
  for (; s && *s; s++) {
    if (*s == '"' || *s == '\\') cc_buf_putc(out, '\\');
    if (*s == '\n') cc_buf_puts(out, nl);
    else cc_buf_putc(out, *s);
  }
  cc_buf_puts(out, end);
}

/* A title: every line left-justified (DOT's \l). */
void rdi_quote_left(cc_buf *out, const char *s) { quote_as(out, s, "\\l", "\\l\""); }

void rd_quote(cc_buf *out, const char *s) { quote_as(out, s, "\\n", "\""); }

void rdi_html(cc_buf *out, const char *s) {
  for (; s && *s; s++) switch (*s) {
    case '<': cc_buf_puts(out, "&lt;"); break;
    case '>': cc_buf_puts(out, "&gt;"); break;
    case '&': cc_buf_puts(out, "&amp;"); break;
    case '"': cc_buf_puts(out, "&quot;"); break;
    default: cc_buf_putc(out, *s);
    }
}

void rd_graph_begin(cc_buf *out, const char *title) {
  cc_buf_puts(out, "digraph convcheck {\n"
                   "  graph [fontname=\"Helvetica\", fontsize=12, labelloc=t, labeljust=l, newrank=true, "
                   "nodesep=0.25, ranksep=0.35];\n"
                   "  node [fontname=\"Helvetica\", fontsize=10, shape=box, style=rounded, "
                   "height=0.3];\n"
                   "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#888888\", arrowsize=0.7];\n");
  if (title) {
    cc_buf_puts(out, "  label=");
    rdi_quote_left(out, title);
    cc_buf_puts(out, ";\n");
  }
}

void rd_graph_end(cc_buf *out) { cc_buf_puts(out, "}\n"); }

void rd_note(cc_buf *out, const char *id, const char *text) {
  cc_buf_printf(out, "  \"%s#note\" [shape=note, style=filled, fillcolor=\"#f5f5f5\", label=", id);
  rd_quote(out, text);
  cc_buf_puts(out, "];\n");
}

void rdi_node_name(cc_buf *out, const char *id, const cv_program *p, int b) {
  cc_buf_printf(out, "\"%s_", id);
  for (const char *s = cv_block_name(p, b); *s; s++) {
    if (*s == '"' || *s == '\\') cc_buf_putc(out, '\\');
    cc_buf_putc(out, *s);
  }
  cc_buf_putc(out, '"');
}

void rdi_cluster_begin(cc_buf *out, const char *name, const char *label, const char *attrs) {
  cc_buf_printf(out, "subgraph \"cluster_%s\" {\n", name);
  if (label) {
    cc_buf_puts(out, "label=");
    rdi_quote_left(out, label);
    cc_buf_puts(out, ";\n");
  }
  if (attrs) cc_buf_printf(out, "%s\n", attrs);
}

void rdi_cluster_end(cc_buf *out) { cc_buf_puts(out, "}\n"); }

/* ---- the CFG and its cycles ------------------------------------------------------ */

static bool other_entry(const cv_hierarchy *h, int b) {
  for (int i = 0; h && i < cv_hierarchy_ncycles(h); i++) {
    const cv_cycle *c = cv_hierarchy_cycle(h, i);
    for (int e = 1; e < c->nentries; e++)
      if (c->entries[e] == b) return true;
  }
  return false;
}

static void block_node(cc_buf *out, const rdi_cfg *g, int b) {
  const cv_program *p = g->p;
  cc_buf_puts(out, "  ");
  rdi_node_name(out, g->id, p, b);
  cc_buf_puts(out, " [label=");
  rd_quote(out, cv_block_name(p, b));
  const char *kind = "";
  if (!cv_block_reachable(p, b)) {
    cc_buf_puts(out, ", style=\"rounded,dashed\", color=\"#999999\", fontcolor=\"#777777\"");
    kind = "unreachable";
  } else if (g->h && cv_hierarchy_is_header(g->h, b)) {
    cc_buf_puts(out, ", style=\"rounded,filled,bold\", peripheries=2, fillcolor=\"#fde9b8\"");
    kind = "header";
  } else if (other_entry(g->h, b)) {
    cc_buf_puts(out, ", style=\"rounded,filled\", fillcolor=\"#d9efd2\"");
    kind = "entry";
  }
  const char *more = g->cls && g->cls[b] ? g->cls[b] : "";
  if (*kind || *more)
    cc_buf_printf(out, ", class=\"%s%s%s\"", kind, *kind && *more ? " " : "", more);
  if (g->attr && g->attr[b]) cc_buf_printf(out, ", %s", g->attr[b]);
  cc_buf_puts(out, "];\n");
}

/* The cycle's cluster label: its header, other entries and depth. */
static void cycle_label(cc_buf *lab, const cv_program *p, const cv_cycle *c) {
  cc_buf_printf(lab, "cycle, depth %d: header %s", c->depth, cv_block_name(p, c->header));
  if (c->nentries > 1) {
    cc_buf_puts(lab, "; other entries");
    for (int e = 1; e < c->nentries; e++) cc_buf_printf(lab, " %s", cv_block_name(p, c->entries[e]));
  }
}

static void cycle_begin(cc_buf *out, const rdi_cfg *g, int ci) {
  const cv_cycle *c = cv_hierarchy_cycle(g->h, ci);
  char name[160];
  snprintf(name, sizeof name, "%s_c%d", g->id, ci);
  cc_buf lab;
  cc_buf_init(&lab);
  cycle_label(&lab, g->p, c);
  rdi_cluster_begin(out, name, cc_buf_str(&lab),
                    "style=\"rounded,filled\"; fillcolor=\"#00000008\"; color=\"#b07a00\"; "
                    "fontsize=10; fontcolor=\"#7a5500\";");
  cc_buf_free(&lab);
}

/* The clusters of every cycle, top-level ones in index order: each
 * cluster holds its child cycles' clusters (in index order), then its own
 * blocks.  An explicit stack: nesting as deep as the CFG is long needs no
 * stack frame per level (issue 29). */
static void cycle_clusters(cc_buf *out, const rdi_cfg *g) {
  int n = cv_hierarchy_ncycles(g->h);
  /* children in index order: first child, next sibling */
  int *first = cc_malloc(((size_t)n + 1) * sizeof(int)), *next = cc_malloc(((size_t)n + 1) * sizeof(int));
  for (int j = 0; j < n; j++) first[j] = next[j] = -1;
  for (int j = n; j-- > 0;) {
    int par = cv_hierarchy_cycle(g->h, j)->parent;
    if (par >= 0) next[j] = first[par], first[par] = j;
  }
  cc_ints todo = {0}; /* 2 * cycle + (1: close it) */
  for (int ci = n; ci-- > 0;)
    if (cv_hierarchy_cycle(g->h, ci)->parent < 0) CC_PUSH(todo, 2 * ci);
  while (!CC_EMPTY(todo)) {
    int x = CC_POP(todo), c = x / 2;
    if (x % 2 == 0) {
      cycle_begin(out, g, c);
      CC_PUSH(todo, 2 * c + 1);
      int kids = 0;
      for (int j = first[c]; j >= 0; j = next[j]) {
        CC_PUSH(todo, 2 * j);
        kids++;
      }
      /* reverse the children just pushed: the first child is popped first */
      for (int a = (int)CC_SIZE(todo) - kids, b = (int)CC_SIZE(todo) - 1; a < b; a++, b--) {
        int t = CC_AT(todo, (size_t)a);
        CC_AT(todo, (size_t)a) = CC_AT(todo, (size_t)b);
        CC_AT(todo, (size_t)b) = t;
      }
      continue;
    }
    const cv_cycle *cy = cv_hierarchy_cycle(g->h, c);
    for (int k = 0; k < cy->nblocks; k++)
      if (cv_hierarchy_innermost(g->h, cy->blocks[k]) == c) block_node(out, g, cy->blocks[k]);
    rdi_cluster_end(out);
  }
  CC_RELEASE(todo);
  free(first);
  free(next);
}

void rdi_cfg_part(cc_buf *out, const rdi_cfg *g) {
  const cv_program *p = g->p;
  int nb = cv_program_nblocks(p);
  /* where the function starts */
  cc_buf_printf(out, "  \"%s#start\" [shape=point, width=0.08, label=\"\"];\n  \"%s#start\" -> ",
                g->id, g->id);
  rdi_node_name(out, g->id, p, cv_program_entry(p));
  cc_buf_puts(out, " [color=\"#444444\"];\n");
  if (g->h) cycle_clusters(out, g);
  for (int b = 0; b < nb; b++)
    if (!g->h || cv_hierarchy_innermost(g->h, b) < 0) block_node(out, g, b);
  for (int b = 0; b < nb; b++) {
    int ns;
    const int *succ = cv_block_succs(p, b, &ns);
    for (int i = 0; i < ns; i++) {
      bool dup = false;
      for (int j = 0; j < i; j++) dup |= succ[j] == succ[i];
      if (dup) continue;
      cc_buf_puts(out, "  ");
      rdi_node_name(out, g->id, p, b);
      cc_buf_puts(out, " -> ");
      rdi_node_name(out, g->id, p, succ[i]);
      if (cv_block_branch(p, b) == CV_BRANCH_DIVERGENT) cc_buf_puts(out, " [style=dashed]");
      cc_buf_puts(out, ";\n");
    }
  }
}

void rd_hierarchy(cc_buf *out, const char *id, const char *title, const cv_program *p,
                  const cv_hierarchy *h) {
  if (title) rdi_cluster_begin(out, id, title, "style=rounded; color=\"#cccccc\";");
  rdi_cfg g = {id, p, h, NULL, NULL};
  rdi_cfg_part(out, &g);
  if (title) rdi_cluster_end(out);
}

/* ---- traces on the CFG ------------------------------------------------------------- */

void rdi_traces(cc_buf *out, const char *id, const cv_program *p, const cv_tuple *t,
                const bool *cut) {
  /* one edge per thread and CFG edge taken, labelled with the steps
   * (the n-th move of the thread) that take it */
  for (int u = 0; u < t->k; u++) {
    const cv_trace *tr = &t->thread[u];
    bool *done = cc_calloc((size_t)tr->len + 1, sizeof *done);
    for (int s = 0; s + 1 < tr->len; s++) {
      if (done[s]) continue;
      int a = tr->blocks[s], b = tr->blocks[s + 1];
      cc_buf steps;
      cc_buf_init(&steps);
      int n = 0;
      for (int q = s; q + 1 < tr->len; q++)
        if (!done[q] && tr->blocks[q] == a && tr->blocks[q + 1] == b) {
          done[q] = true;
          cc_buf_printf(&steps, "%s%d", n++ ? "," : "", q + 1);
        }
      cc_buf_puts(out, "  ");
      rdi_node_name(out, id, p, a);
      cc_buf_puts(out, " -> ");
      rdi_node_name(out, id, p, b);
      cc_buf_printf(out, " [class=\"trace thread%d\", color=\"%s\", fontcolor=\"%s\", penwidth=1.6, "
                         "constraint=false, label=\"T%d: %s\"];\n",
                    u + 1, rdi_thread_colour(u), rdi_thread_colour(u), u + 1, cc_buf_str(&steps));
      cc_buf_free(&steps);
    }
    free(done);
  }
  /* the legend: each thread's trace, in its colour */
  cc_buf_printf(out, "  \"%s#traces\" [shape=plaintext, style=\"\", label=<", id);
  for (int u = 0; u < t->k; u++) {
    cc_buf_printf(out, "<font color=\"%s\">Thread%d:", rdi_thread_colour(u), u + 1);
    for (int s = 0; s < t->thread[u].len; s++) {
      cc_buf_putc(out, ' ');
      rdi_html(out, cv_block_name(p, t->thread[u].blocks[s]));
    }
    if (cut && cut[u]) cc_buf_puts(out, " ... (cut by the bound)");
    cc_buf_puts(out, "</font><br align=\"left\"/>");
  }
  cc_buf_puts(out, ">];\n");
}

/* ---- the relation as a grid ---------------------------------------------------------- */

/* The label of instance id in the spec's style (cv_relation_label): the
 * block's name and its occurrence in column order, then thread order. */
static void instance_label(const rd_witness *w, const int *col, const int *thread_of,
                           const int *block_of, int n, int id, cc_buf *out) {
  int b = block_of[id], num = 1;
  for (int j = 0; j < n; j++)
    if (j != id && block_of[j] == b &&
        (col[j] < col[id] || (col[j] == col[id] && thread_of[j] < thread_of[id])))
      num++;
  char label[600];
  cv_instance_label_with(w->p, w->partner, b, num, label, sizeof label);
  cc_buf_puts(out, label);
}

static void grid(cc_buf *out, const char *id, const rd_witness *w, const rd_side *s) {
  const cv_tuple *t = w->t;
  int k = t->k, n = 0;
  for (int u = 0; u < k; u++) n += t->thread[u].len;
  int *thread_of = cc_malloc(((size_t)n + 1) * sizeof(int));
  int *pos_of = cc_malloc(((size_t)n + 1) * sizeof(int));
  int *block_of = cc_malloc(((size_t)n + 1) * sizeof(int));
  for (int u = 0, i = 0; u < k; u++)
    for (int q = 0; q < t->thread[u].len; q++, i++)
      thread_of[i] = u, pos_of[i] = q, block_of[i] = t->thread[u].blocks[q];
  int pa = -1, pb = -1;
  if (w->pair)
    for (int i = 0; i < n; i++) {
      if (thread_of[i] == w->t1 && pos_of[i] == w->p1) pa = i;
      if (thread_of[i] == w->t2 && pos_of[i] == w->p2) pb = i;
    }
  char name[160];
  snprintf(name, sizeof name, "%s_tab", id);
  rdi_cluster_begin(out, name, "converged-with: one row per class",
                    "style=rounded; color=\"#cccccc\"; fontsize=10;");
  /* the header row: a corner, then the threads */
  cc_buf_printf(out, "  \"%s_corner\" [shape=plaintext, style=\"\", label=\"\"];\n", id);
  for (int u = 0; u < k; u++)
    cc_buf_printf(out, "  \"%s_th%d\" [shape=plaintext, style=\"\", fontcolor=\"%s\", "
                       "label=\"Thread%d\"];\n", id, u, rdi_thread_colour(u), u + 1);
  cc_buf_printf(out, "  { rank=same; \"%s_corner\";", id);
  for (int u = 0; u < k; u++) cc_buf_printf(out, " \"%s_th%d\";", id, u);
  cc_buf_puts(out, " }\n");
  cc_buf_printf(out, "  \"%s_corner\"", id);
  for (int u = 0; u < k; u++) cc_buf_printf(out, " -> \"%s_th%d\"", id, u);
  cc_buf_puts(out, " [style=invis];\n");
  /* one row per class: the class number, then one cell per thread (its
   * instances, or an invisible placeholder that keeps the lanes) */
  for (int c = 0; c < s->ncols; c++) {
    cc_buf_printf(out, "  \"%s_r%d\" [shape=plaintext, style=\"\", fontcolor=\"#777777\", "
                       "label=\"%d\"];\n", id, c, c + 1);
    for (int u = 0; u < k; u++) {
      cc_buf lab;
      cc_buf_init(&lab);
      bool any = false, hit = false;
      for (int i = 0; i < n; i++)
        if (thread_of[i] == u && s->col[i] == c) {
          if (any) cc_buf_puts(&lab, " / ");
          /* one numbering for every side: the first one's columns
           * (docs/design.md "Witnesses"), all sides being of one tuple */
          instance_label(w, w->side[0].col ? w->side[0].col : s->col, thread_of, block_of, n, i,
                         &lab);
          any = true;
          hit |= i == pa || i == pb;
          for (int m = 0; m < w->nmarks; m++) hit |= thread_of[i] == w->mark_t[m] && pos_of[i] == w->mark_p[m];
        }
      cc_buf_printf(out, "  \"%s_r%d_t%d\" [", id, c, u);
      if (!any) cc_buf_puts(out, "shape=point, width=0.01, height=0.01, style=invis, label=\"\"");
      else {
        cc_buf_puts(out, "label=");
        rd_quote(out, cc_buf_str(&lab));
        cc_buf_printf(out, ", color=\"%s\", class=\"cell%s\"", rdi_thread_colour(u), hit ? " pair" : "");
        if (hit) cc_buf_puts(out, ", style=\"rounded,filled,bold\", fillcolor=\"#f8cecc\", "
                                  "penwidth=2");
      }
      cc_buf_puts(out, "];\n");
      cc_buf_free(&lab);
    }
    cc_buf_printf(out, "  { rank=same; \"%s_r%d\";", id, c);
    for (int u = 0; u < k; u++) cc_buf_printf(out, " \"%s_r%d_t%d\";", id, c, u);
    cc_buf_puts(out, " }\n");
    /* left to right: the class number, then the threads in order; the
     * instances of one class joined by dashed lines (converged) */
    cc_buf_printf(out, "  \"%s_r%d\" -> \"%s_r%d_t0\" [style=invis];\n", id, c, id, c);
    int last = -1;
    for (int u = 0; u < k; u++) {
      bool any = false;
      for (int i = 0; i < n && !any; i++) any = thread_of[i] == u && s->col[i] == c;
      if (u > 0) {
        bool join = any && last >= 0;
        cc_buf_printf(out, "  \"%s_r%d_t%d\" -> \"%s_r%d_t%d\" [%s];\n", id, c, u - 1, id, c, u,
                      join && last == u - 1
                          ? "class=\"converged\", dir=none, style=dashed, color=\"#555555\""
                          : "style=invis");
        if (join && last != u - 1) /* across a thread without an instance here */
          cc_buf_printf(out, "  \"%s_r%d_t%d\" -> \"%s_r%d_t%d\" [class=\"converged\", dir=none, "
                             "style=dashed, color=\"#555555\", constraint=false];\n",
                        id, c, last, id, c, u);
      }
      if (any) last = u;
    }
  }
  /* the lanes: the class numbers and each thread's cells straight down;
   * a thread's segment from one of its instances to its next is drawn in
   * its colour (the order of execution), the arrow on the last piece */
  int *seg = cc_malloc(((size_t)s->ncols * (size_t)k + 1) * sizeof(int));
  for (int c = 0; c < s->ncols * k; c++) seg[c] = 0; /* 1 inside a step, 2 its end */
  for (int i = 0; i + 1 < n; i++) {
    if (thread_of[i] != thread_of[i + 1] || s->col[i] == s->col[i + 1]) continue;
    int u = thread_of[i], a = s->col[i], b = s->col[i + 1];
    if (b > a) {
      for (int c = a + 1; c < b; c++) seg[c * k + u] = 1;
      seg[b * k + u] = 2;
    } else { /* backwards (an inconsistent relation's columns): drawn apart */
      cc_buf_printf(out, "  \"%s_r%d_t%d\" -> \"%s_r%d_t%d\" [color=\"%s\", arrowsize=0.5, "
                         "constraint=false];\n", id, a, u, id, b, u, rdi_thread_colour(u));
    }
  }
  for (int c = 0; c < s->ncols; c++) {
    if (c == 0) cc_buf_printf(out, "  \"%s_corner\" -> \"%s_r0\" [style=invis];\n", id, id);
    else cc_buf_printf(out, "  \"%s_r%d\" -> \"%s_r%d\" [style=invis];\n", id, c - 1, id, c);
    for (int u = 0; u < k; u++) {
      int sg = seg[c * k + u];
      if (c == 0)
        cc_buf_printf(out, "  \"%s_th%d\" -> \"%s_r0_t%d\" [style=invis, weight=8];\n", id, u, id, u);
      else if (!sg)
        cc_buf_printf(out, "  \"%s_r%d_t%d\" -> \"%s_r%d_t%d\" [style=invis, weight=8];\n", id,
                      c - 1, u, id, c, u);
      else
        cc_buf_printf(out, "  \"%s_r%d_t%d\" -> \"%s_r%d_t%d\" [weight=8, color=\"%s\", "
                           "arrowsize=0.5%s];\n", id, c - 1, u, id, c, u, rdi_thread_colour(u),
                      sg == 1 ? ", arrowhead=none" : "");
    }
  }
  free(seg);
  /* the pair, converged or not in this side */
  if (pa >= 0 && pb >= 0 && thread_of[pa] != thread_of[pb]) {
    bool conv = s->col[pa] == s->col[pb];
    cc_buf_printf(out, "  \"%s_r%d_t%d\" -> \"%s_r%d_t%d\" [class=\"pair\", dir=none, "
                       "constraint=false, color=\"#d62728\", fontcolor=\"#d62728\", "
                       "penwidth=2, style=%s, label=\"%s\"];\n",
                  id, s->col[pa], thread_of[pa], id, s->col[pb], thread_of[pb],
                  conv ? "bold" : "dotted", conv ? "converged" : "NOT converged");
  }
  rdi_cluster_end(out);
  free(thread_of);
  free(pos_of);
  free(block_of);
}

/* ---- witnesses -------------------------------------------------------------------------- */

void rd_witness_init(rd_witness *w, const cv_program *p, const cv_tuple *t) {
  memset(w, 0, sizeof *w);
  w->p = p;
  w->t = t;
}

void rd_witness_add_cols(rd_witness *w, const char *title, const cv_hierarchy *h,
                         const int *col, int ncols) {
  if (w->nsides == RD_MAX_SIDES) {
    w->more_sides++;
    return;
  }
  rd_side *s = &w->side[w->nsides++];
  s->title = title ? cc_strdup(title) : NULL;
  s->h = h;
  s->col = NULL;
  s->ncols = 0;
  if (col && w->t) {
    int n = 0;
    for (int u = 0; u < w->t->k; u++) n += w->t->thread[u].len;
    s->col = cc_malloc(((size_t)n + 1) * sizeof(int));
    memcpy(s->col, col, (size_t)n * sizeof(int));
    s->ncols = ncols;
  }
}

void rd_witness_add(rd_witness *w, const char *title, const cv_hierarchy *h,
                    const cv_relation *rel) {
  if (!rel || !w->t) {
    rd_witness_add_cols(w, title, h, NULL, 0);
    return;
  }
  int n = cv_relation_ninstances(rel);
  int *col = cc_malloc(((size_t)n + 1) * sizeof(int));
  int nc = cv_relation_columns(rel, col);
  rd_witness_add_cols(w, title, h, col, nc < 0 ? -nc : nc);
  free(col);
}

void rd_witness_set_pair(rd_witness *w, int t1, int p1, int t2, int p2, const char *note) {
  w->pair = true;
  w->t1 = t1, w->p1 = p1, w->t2 = t2, w->p2 = p2;
  free(w->pair_note);
  w->pair_note = note ? cc_strdup(note) : NULL;
}

void rd_witness_free(rd_witness *w) {
  for (int i = 0; i < w->nsides; i++) {
    free(w->side[i].title);
    free(w->side[i].col);
  }
  free(w->pair_note);
  if (w->block_note)
    for (int b = 0; b < cv_program_nblocks(w->p); b++) free(w->block_note[b]);
  free(w->block_note);
  memset(w, 0, sizeof *w);
}

void rd_witness_mark(rd_witness *w, int t, int pos, const char *text) {
  if (w->nmarks == 16 || !w->t || t >= w->t->k || pos < 0 || pos >= w->t->thread[t].len) return;
  w->mark_t[w->nmarks] = t;
  w->mark_p[w->nmarks++] = pos;
  if (!text) return;
  int nb = cv_program_nblocks(w->p), b = w->t->thread[t].blocks[pos];
  if (!w->block_note) w->block_note = cc_calloc((size_t)nb + 1, sizeof *w->block_note);
  cc_buf note;
  cc_buf_init(&note);
  if (w->block_note[b]) cc_buf_printf(&note, "%s\n", w->block_note[b]);
  cc_buf_puts(&note, text);
  free(w->block_note[b]);
  w->block_note[b] = cc_strdup(cc_buf_str(&note));
  cc_buf_free(&note);
}

/* One side: its cluster with the CFG (the cycles of its hierarchy, the
 * traces) and the grid of its relation. */
void rdi_witness_side(cc_buf *out, const char *sid, const rd_witness *w, const rd_side *s) {
  int nb = cv_program_nblocks(w->p);
  const char **attr = cc_calloc((size_t)nb + 1, sizeof *attr);
  const char **cls = cc_calloc((size_t)nb + 1, sizeof *cls);
  cc_buf *bufs = cc_calloc((size_t)nb + 1, sizeof *bufs);
  const char *red = "color=\"#d62728\", penwidth=2.5";
  for (int i = 0; w->t && i < 2 + w->nmarks; i++) {
    int th = i == 0 ? w->t1 : i == 1 ? w->t2 : w->mark_t[i - 2];
    int pos = i == 0 ? w->p1 : i == 1 ? w->p2 : w->mark_p[i - 2];
    if (i < 2 && !w->pair) continue;
    if (th < w->t->k && pos < w->t->thread[th].len) {
      attr[w->t->thread[th].blocks[pos]] = red;
      cls[w->t->thread[th].blocks[pos]] = "pair";
    }
  }
  for (int b = 0; w->block_note && b < nb; b++) {
    if (!w->block_note[b]) continue;
    cc_buf_init(&bufs[b]);
    cc_buf_printf(&bufs[b], "%s%slabel=", attr[b] ? attr[b] : "", attr[b] ? ", " : "");
    cc_buf lab;
    cc_buf_init(&lab);
    cc_buf_printf(&lab, "%s\n%s", cv_block_name(w->p, b), w->block_note[b]);
    rd_quote(&bufs[b], cc_buf_str(&lab));
    cc_buf_free(&lab);
    attr[b] = cc_buf_str(&bufs[b]);
  }
  rdi_cluster_begin(out, sid, s ? s->title : NULL, "style=rounded; color=\"#bbbbbb\";");
  /* dot lays clusters of one rank out right to left in the order written:
   * the table first puts it right of the CFG */
  if (s && s->col && w->t) grid(out, sid, w, s);
  char cid[170];
  snprintf(cid, sizeof cid, "%s_cfg", sid);
  rdi_cluster_begin(out, cid, w->t ? "CFG and traces (T<thread>: the steps taking the edge)" : "CFG",
                    "style=rounded; color=\"#dddddd\"; fontsize=10;");
  rdi_cfg g = {cid, w->p, s ? s->h : NULL, attr, cls};
  rdi_cfg_part(out, &g);
  if (w->t) rdi_traces(out, cid, w->p, w->t, w->cut);
  rdi_cluster_end(out);
  rdi_cluster_end(out);
  for (int b = 0; b < nb; b++) cc_buf_free(&bufs[b]);
  free(bufs);
  free(attr);
  free(cls);
}

void rd_witness_dot(cc_buf *out, const char *id, const char *title, const rd_witness *w) {
  cc_buf lab;
  cc_buf_init(&lab);
  if (title) cc_buf_puts(&lab, title);
  if (w->pair && w->t && w->t1 < w->t->k && w->t2 < w->t->k &&
      w->p1 < w->t->thread[w->t1].len && w->p2 < w->t->thread[w->t2].len) {
    cc_buf_printf(&lab, "%sthe pair: %s (thread %d, step %d) and %s (thread %d, step %d)%s%s",
                  lab.len ? "\n" : "",
                  cv_block_name(w->p, w->t->thread[w->t1].blocks[w->p1]), w->t1 + 1, w->p1 + 1,
                  cv_block_name(w->p, w->t->thread[w->t2].blocks[w->p2]), w->t2 + 1, w->p2 + 1,
                  w->pair_note ? "; " : "", w->pair_note ? w->pair_note : "");
  }
  if (w->more_sides)
    cc_buf_printf(&lab, "%s(%d more not drawn)", lab.len ? "\n" : "", w->more_sides);
  bool wrap = lab.len > 0;
  if (wrap) rdi_cluster_begin(out, id, cc_buf_str(&lab), "style=rounded; color=\"#999999\";");
  cc_buf_free(&lab);
  int nsides = w->nsides ? w->nsides : 1;
  for (int i = nsides - 1; i >= 0; i--) { /* the last first: drawn right to left */
    char sid[160];
    snprintf(sid, sizeof sid, "%s_s%d", id, i);
    rdi_witness_side(out, sid, w, w->nsides ? &w->side[i] : NULL);
  }
  if (wrap) rdi_cluster_end(out);
}
