/* render/verify.c — a static rule broken (verify/): the path of the
 * diagnostic in red on the CFG, the offending use and the other
 * instruction (the token's definition, mostly) named on their blocks. */
#include "render/render_int.h"

#include <stdlib.h>

static void inst_line(cc_buf *b, const cv_program *p, int inst, const char *role) {
  char lab[300];
  vf_inst_label(p, inst, lab, sizeof lab);
  cc_buf_printf(b, "\n%s: %s", role, lab);
}

void rd_verify_diag(cc_buf *out, const char *id, const char *title, const cv_program *p,
                    const vf_diag *d) {
  int nb = cv_program_nblocks(p);
  cc_buf *attrs = cc_calloc((size_t)nb + 1, sizeof *attrs);
  cc_buf *clss = cc_calloc((size_t)nb + 1, sizeof *clss);
  const char **attr = cc_calloc((size_t)nb + 1, sizeof *attr);
  const char **cls = cc_calloc((size_t)nb + 1, sizeof *cls);
  for (int b = 0; b < nb; b++) cc_buf_init(&attrs[b]), cc_buf_init(&clss[b]);
  /* a block's label: its name, then the instructions the diagnostic names */
  cc_buf *lab = cc_calloc((size_t)nb + 1, sizeof *lab);
  for (int b = 0; b < nb; b++) {
    cc_buf_init(&lab[b]);
    cc_buf_puts(&lab[b], cv_block_name(p, b));
  }
  if (d->path_kind == VF_PATH_REGION)
    for (int i = 0; i < d->nregion; i++)
      cc_buf_puts(&attrs[d->region[i]], "style=\"rounded,filled\", fillcolor=\"#fbe3e3\", "),
          cc_buf_puts(&clss[d->region[i]], " region");
  if (d->witness >= 0 && d->witness < nb) {
    cc_buf_puts(&attrs[d->witness], "style=\"rounded,dashed,bold\", color=\"#d62728\", ");
    cc_buf_puts(&clss[d->witness], " witness");
    cc_buf_puts(&lab[d->witness], "\n(not dominated by the use)");
  }
  if (d->other >= 0) {
    const cv_inst *O = cv_program_inst(p, d->other);
    inst_line(&lab[O->block], p, d->other, O->token_def != CV_TOKEN_NONE ? "token definition" : "see");
    cc_buf_puts(&attrs[O->block], "color=\"#0072b2\", penwidth=2, ");
    cc_buf_puts(&clss[O->block], " other");
  }
  inst_line(&lab[d->block], p, d->inst, "breaks the rule");
  cc_buf_puts(&attrs[d->block], "color=\"#d62728\", penwidth=2.5, ");
  cc_buf_puts(&clss[d->block], " offending");
  for (int b = 0; b < nb; b++) {
    cc_buf_puts(&attrs[b], "label=");
    rd_quote(&attrs[b], cc_buf_str(&lab[b]));
    attr[b] = cc_buf_str(&attrs[b]);
    cls[b] = clss[b].len ? cc_buf_str(&clss[b]) + 1 : NULL;
  }
  cc_buf head;
  cc_buf_init(&head);
  if (title) cc_buf_printf(&head, "%s\n", title);
  cc_buf_printf(&head, "[%s] %s\nrule: %s", vf_rule_id(d->rule), d->message, vf_rule_source(d->rule));
  if (d->path_kind == VF_PATH_CLOSED)
    cc_buf_puts(&head, "\nred: the closed path, its edges numbered in order");
  else if (d->path_kind == VF_PATH_REGION)
    cc_buf_puts(&head, "\nshaded: the region; red: the path from its definition through this use "
                       "to a use of its token");
  rdi_cluster_begin(out, id, cc_buf_str(&head), "style=rounded; color=\"#999999\";");
  cc_buf_free(&head);
  char cid[160];
  snprintf(cid, sizeof cid, "%s_cfg", id);
  rdi_cfg g = {cid, p, NULL, attr, cls};
  rdi_cfg_part(out, &g);
  for (int i = 0; i + 1 < d->npath; i++) {
    cc_buf_puts(out, "  ");
    rdi_node_name(out, cid, p, d->path[i]);
    cc_buf_puts(out, " -> ");
    rdi_node_name(out, cid, p, d->path[i + 1]);
    cc_buf_printf(out, " [class=\"%s\", color=\"#d62728\", fontcolor=\"#d62728\", penwidth=2.2, "
                       "constraint=false, label=\"%d\"];\n",
                  d->path_kind == VF_PATH_CLOSED ? "closed-path" : "region-path", i + 1);
  }
  rdi_cluster_end(out);
  for (int b = 0; b < nb; b++) {
    cc_buf_free(&attrs[b]);
    cc_buf_free(&clss[b]);
    cc_buf_free(&lab[b]);
  }
  CC_FREE_ALL(attrs, clss, cls, lab, attr);
}
