/* render/ — pictures of what convcheck finds, as Graphviz DOT text
 * (docs/pictures.md), and the HTML report of the result store.  Prefix:
 * rd_.  Above model/, enumerate/, encode/, verify/, transform/ and
 * results/ (whose structures it draws), below cli/.  Like every library
 * here it never prints and never exits: it fills a cc_buf with DOT (or
 * HTML) text, and a cc_error on failure.
 *
 * A picture is one digraph: rd_graph_begin, any number of parts, then
 * rd_graph_end; `dot -Tsvg` renders it as one SVG.  Each part gets an id
 * (letters, digits, '_') that prefixes its node names, so that parts in
 * one graph share no node; the node of block B in part P is "P_B" (SVG
 * <title>), its label the block's name.  What the parts show:
 *
 *   rd_hierarchy   the CFG with each cycle of a hierarchy as a cluster
 *                  (nested as the forest nests), the header with a double
 *                  border, the other entries shaded;
 *   rd_witness     sides (a hierarchy each): the CFG with the threads'
 *                  traces as coloured edges numbered by step, and the
 *                  relation as the spec's table turned on its side — one
 *                  column of instance nodes per thread, one row per class
 *                  of converged instances (converged instances side by
 *                  side, joined by dashed lines); the pair of the witness
 *                  in red;
 *   rd_verify_diag the closed path (or the region and its path) that
 *                  breaks a static rule, in red on the CFG, the token's
 *                  definition and the offending use named;
 *   rd_transform   BEFORE and AFTER side by side, each with its traces of
 *                  the counterexample, the groupings compared and the
 *                  calls whose communicating sets differ. */
#ifndef RD_RENDER_H
#define RD_RENDER_H

#include "encode/smt.h"
#include "enumerate/enumerate.h"
#include "model/model.h"
#include "results/results.h"
#include "transform/transform.h"
#include "verify/verify.h"

/* ---- graphs ------------------------------------------------------------- */

/* "digraph convcheck {" with the defaults, and title as the graph's label
 * (NULL: none).  Then parts; then rd_graph_end. */
void rd_graph_begin(cc_buf *out, const char *title);
void rd_graph_end(cc_buf *out);
/* s as a DOT string, quotes included ("a\"b"); newlines become \n. */
void rd_quote(cc_buf *out, const char *s);
/* A box of text (several lines: '\n'), e.g. a verdict without a witness. */
void rd_note(cc_buf *out, const char *id, const char *text);

/* ---- cycles -------------------------------------------------------------- */

/* The CFG of p with the cycles of h as nested clusters (h NULL: the CFG
 * alone), inside a cluster titled `title` (NULL: none). */
void rd_hierarchy(cc_buf *out, const char *id, const char *title, const cv_program *p,
                  const cv_hierarchy *h);

/* ---- witnesses ----------------------------------------------------------- */

enum { RD_MAX_SIDES = 8 };

/* One side of a witness: a hierarchy and the relation on the tuple. */
typedef struct rd_side {
  char *title;           /* "hierarchy 1: {H L B} header H" (owned)          */
  const cv_hierarchy *h; /* its cycles (NULL: none drawn)                    */
  int *col;              /* per instance (thread-major, as cv_relation_instance):
                          * its class, numbered in the table's column order;
                          * NULL: no table (owned)                           */
  int ncols;
} rd_side;

typedef struct rd_witness {
  const cv_program *p;
  const cv_program *partner; /* shown beside p (BEFORE and AFTER): instance
                              * labels in one notation for both
                              * (cv_instance_label_with); NULL: none      */
  const cv_tuple *t;     /* the threads' traces                              */
  const bool *cut;       /* per thread: cut by the bound (NULL: none)         */
  int nsides;
  rd_side side[RD_MAX_SIDES];
  int more_sides;        /* sides left out (beyond RD_MAX_SIDES)              */
  bool pair;             /* the pair of instances below is the witness's     */
  int t1, p1, t2, p2;    /* (thread, position), 0-based                      */
  char *pair_note;       /* what the pair shows ("%x differs"; owned; NULL)   */
  int nmarks;            /* other instances drawn in red: (thread, position) */
  int mark_t[16], mark_p[16];
  char **block_note;     /* per block: lines added to its label (owned; NULL) */
} rd_witness;

/* An empty witness of p over t (NULL: the CFG alone). */
void rd_witness_init(rd_witness *w, const cv_program *p, const cv_tuple *t);
/* Adds a side: title (copied), hierarchy, and the relation's classes
 * (rel NULL: no table).  Beyond RD_MAX_SIDES it only counts more_sides. */
void rd_witness_add(rd_witness *w, const char *title, const cv_hierarchy *h,
                    const cv_relation *rel);
/* The same with the classes given: col[id] per instance, ncols classes. */
void rd_witness_add_cols(rd_witness *w, const char *title, const cv_hierarchy *h,
                         const int *col, int ncols);
void rd_witness_set_pair(rd_witness *w, int t1, int p1, int t2, int p2, const char *note);
/* Marks an instance (thread, position) in red, and (text non-NULL) adds a
 * line to its block's label on the CFG.  At most 16 marks. */
void rd_witness_mark(rd_witness *w, int t, int pos, const char *text);
void rd_witness_free(rd_witness *w);
/* The witness as a cluster titled `title` (NULL: none). */
void rd_witness_dot(cc_buf *out, const char *id, const char *title, const rd_witness *w);

/* The explicit engine's m-convergence witness (en_witness_print_mconv's):
 * its tuple, the two hierarchies with their relations (controlled: the
 * behaviours w->b1, w->b2), the pair whose convergence differs. */
void rd_en_mconv(cc_buf *out, const char *id, const char *title, const en_run *r,
                 const en_witness *w);
/* The explicit engine's uniformity witness of instruction inst (-1: the
 * branch condition of the block of the pair): one hierarchy, two
 * converged instances whose values differ (the two values in the label
 * when the witness has them).  `uniformity --why --dot` and `audit --dot`
 * draw with it. */
void rd_en_value(cc_buf *out, const char *id, const char *title, const en_run *r, int inst,
                 const en_witness *w);
/* The SMT engine's witnesses, with the tables of the explicit model
 * (cv_maximal_converged_with), as smt_witness_print shows them; a
 * function with tokens drawn controlled gets no tables (the pair only). */
void rd_smt_mconv(cc_buf *out, const char *id, const char *title, const cv_program *p,
                  const cv_hierarchies *hs, const smt_witness *w, const cv_readings *rd,
                  bool controlled) CV_READINGS_ARG(7);
void rd_smt_value(cc_buf *out, const char *id, const char *title, const cv_program *p,
                  const cv_hierarchies *hs, int inst, const smt_value_witness *w,
                  const cv_readings *rd, bool controlled) CV_READINGS_ARG(8);

/* ---- verify and transform -------------------------------------------------- */

/* One diagnostic of vf_verify: the CFG, the path in red (a closed path:
 * its edges numbered in order; a region: the region's blocks shaded), the
 * offending instruction's block and the other instruction's named. */
void rd_verify_diag(cc_buf *out, const char *id, const char *title, const cv_program *p,
                    const vf_diag *d);
/* A transform check: BEFORE and AFTER side by side.  With a counterexample
 * (res->cex.set) each program's traces, grouping and the calls whose
 * communicating sets differ; else the two CFGs with their first
 * hierarchy. */
void rd_transform(cc_buf *out, const char *id, const char *title, const cv_program *before,
                  const cv_program *after, const tf_result *res);

/* ---- the HTML report ----------------------------------------------------------
 * `convcheck results report --html DIR`: DIR/index.html lists the runs of
 * the store, DIR/run-N.html shows run N (its options and bounds, the
 * findings — verdicts that are not a pass — with their witnesses and
 * pictures, every verdict, links to the previous and next run and the
 * diff to the previous one).  Pictures are rendered by `dot -Tsvg` now and
 * put inline in the page (no file or network needed to view it). */
typedef struct rd_report_opts {
  const char *dot;        /* the dot program ("dot": found on PATH)          */
  unsigned timeout_ms;    /* per picture (0: 60000)                          */
} rd_report_opts;

typedef struct rd_report_stats {
  int runs, pages, pictures, pictures_failed;
  char dot_error[300];    /* the first rendering failure ("" none)           */
} rd_report_stats;

/* Writes the pages into dir (created if absent; the files are replaced
 * whole, cc_write_file).  False (err filled) if the store cannot be read,
 * holds no run, or a page cannot be written.  A picture dot cannot render
 * is shown as its DOT text with the reason, and counted. */
bool rd_report_html(rs_store *s, const char *dir, const rd_report_opts *o,
                    rd_report_stats *st, cc_error *err);

/* Renders DOT text to SVG with `dot -Tsvg` (dot: the program), into svg
 * (the <svg> element onward: the XML prolog and doctype are left out).
 * False with err filled when dot cannot be run, fails or takes longer
 * than timeout_ms. */
bool rd_dot_svg(const char *dot, const char *text, unsigned timeout_ms, cc_buf *svg,
                cc_error *err);

/* Graphviz's SVG made safe to put in a page (issue 29: a store brought in
 * by `results merge` may hold any DOT text, and `URL="javascript:..."`
 * became a link that runs script): only the drawing elements Graphviz
 * writes are kept (svg, g, title, desc, text, tspan, polygon, polyline,
 * path, ellipse, circle, rect, line, defs, gradients, stop), their other
 * tags dropped with script, style and foreignObject content; no attribute
 * naming an event (on...), a link (href, xlink:href, src) or a style, and
 * none whose value holds "javascript:"; no comment, CDATA or processing
 * instruction.  Text between tags is copied (Graphviz escapes it). */
void rd_svg_sanitise(const char *svg, cc_buf *out);

#endif
