/* render/render_int.h — what the files of render/ share.  Prefix: rdi_. */
#ifndef RD_RENDER_INT_H
#define RD_RENDER_INT_H

#include "render/render.h"

#include <stdio.h>

/* s as a DOT string whose lines are all left-justified (titles). */
void rdi_quote_left(cc_buf *out, const char *s);
/* The colour of thread t (0-based). */
const char *rdi_thread_colour(int t);
/* s escaped for HTML text and attributes (also HTML-like DOT labels). */
void rdi_html(cc_buf *out, const char *s);
/* The quoted node name of block b in part id: "ID_NAME". */
void rdi_node_name(cc_buf *out, const char *id, const cv_program *p, int b);
/* subgraph "cluster_NAME" { label=...; attrs */
void rdi_cluster_begin(cc_buf *out, const char *name, const char *label, const char *attrs);
void rdi_cluster_end(cc_buf *out);

/* A CFG to draw: its blocks (the cycles of h as nested clusters) and
 * edges; attr[b] (may be NULL, or NULL entries) adds attributes to block
 * b's node, cls[b] words to its SVG class (besides "header" or "entry"). */
typedef struct rdi_cfg {
  const char *id;
  const cv_program *p;
  const cv_hierarchy *h;
  const char *const *attr;
  const char *const *cls;
} rdi_cfg;
void rdi_cfg_part(cc_buf *out, const rdi_cfg *g);
/* The threads' traces on the CFG of part id: an edge per thread and CFG
 * edge taken, in the thread's colour, labelled with the steps; and a
 * legend with each trace (cut[u]: cut by the bound). */
void rdi_traces(cc_buf *out, const char *id, const cv_program *p, const cv_tuple *t,
                const bool *cut);

/* One side of a witness (its cluster sid): the CFG with the cycles of
 * s->h, the traces, the marked blocks, the grid of its relation; s NULL:
 * the CFG and traces alone. */
void rdi_witness_side(cc_buf *out, const char *sid, const rd_witness *w, const rd_side *s);

#endif
