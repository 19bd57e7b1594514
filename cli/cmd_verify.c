/* cli/cmd_verify.c — `convcheck verify`: the static rules of convergence
 * control tokens ([CO] = ConvergentOperations.rst, "Convergence Control
 * Intrinsics", "Uncontrolled Convergent Operations", "Static Rules"),
 * checked by verify/ on every function of FILE.  The .ll reader never runs
 * LLVM's verifier, so these rules alone decide. */
#include "cli/cli.h"
#include "cli/render_json.h"
#include "render/render.h"
#include "verify/verify.h"

#include <stdlib.h>

const cli_doc cli_doc_verify = {
    .synopsis = "verify [OPTIONS] FILE",
    .text = "Checks every static rule of ConvergentOperations.rst about convergence\n"
            "control tokens (entry / anchor / loop, convergencectrl bundles, closed\n"
            "paths, convergence regions, no mixing of controlled and uncontrolled\n"
            "operations) on each function of FILE (.ll, or .cfg).  One diagnostic per\n"
            "violation, on stdout:\n"
            "  FILE:LINE:COL: error: [RULE-ID] message\n"
            "followed by the instruction, the closed path or the region that breaks\n"
            "the rule, and where the rule comes from.  docs/verify.md lists the rules.\n",
    .more = "With --experimental iterating-anchor, the static rule \"A New Type of\n"
            "Convergence Control Intrinsic?\" proposes is checked too.\n"
            "--dot: one digraph, a cluster per diagnostic: the CFG with the closed\n"
            "  path in red (edges numbered in order) or the region shaded and its path,\n"
            "  the offending instruction and the token's definition named on their\n"
            "  blocks; a function that satisfies every rule is drawn plain.\n"
            "--json: {\"file\":F,\"valid\":B,\"functions\":[{\"name\":N,\"valid\":B,\n"
            "  \"diagnostics\":[{\"rule\":R,\"message\":M,\"source\":S,\n"
            "  \"instruction\":I,\"block\":B,\"line\":L,\"col\":C,\"other\":O,\n"
            "  \"path_kind\":\"closed\"|\"region\"|null,\"path\":[..],\n"
            "  \"region\":[..],\"witness\":B|null}]}]}\n"
            "\n"
            "exit status: 0 every function satisfies the rules, 1 some rule is broken,\n"
            "2 usage or input error (a file LLVM's parser refuses)\n",
    .min_args = 1, .max_args = 1, .arg_name = "FILE",
    .examples =
                 "verify corpus/rules/closed-path-1.ll\ta closed path that breaks a static rule, with its place\n",
    .see_also = "docs/verify.md, corpus/rules/README.md"};

static const char *inst_text(const cv_program *p, int i) {
  const cv_inst *I = cv_program_inst(p, i);
  return I->text ? I->text : I->opcode ? I->opcode : "?";
}

static void put_blocks(cc_buf *out, const cv_program *p, const int *b, int n,
                       const char *sep) {
  for (int i = 0; i < n; i++)
    cc_buf_printf(out, "%s%s", i ? sep : "", cv_block_name(p, b[i]));
}

static void print_diag(cc_buf *out, const cv_program *p, const vf_diag *d) {
  int line = d->line, col = d->col;
  if (!line) { /* position unknown: the block's, else the function's */
    line = cv_block_line(p, d->block);
    col = 0;
    if (!line) line = cv_program_line(p);
  }
  cc_buf_puts(out, cli_shown_path(cv_program_file(p)));
  if (line > 0) cc_buf_printf(out, ":%d", line);
  if (line > 0 && col > 0) cc_buf_printf(out, ":%d", col);
  cc_buf_printf(out, ": error: [%s] %s\n", vf_rule_id(d->rule), d->message);
  cc_buf_printf(out, "  in @%s, block %s: %s\n", cv_program_name(p),
                cv_block_name(p, d->block), inst_text(p, d->inst));
  if (d->other >= 0) {
    const cv_inst *O = cv_program_inst(p, d->other);
    cc_buf_printf(out, "  see block %s: %s\n", cv_block_name(p, O->block),
                  inst_text(p, d->other));
  }
  if (d->path_kind == VF_PATH_CLOSED) {
    cc_buf_puts(out, "  closed path: ");
    put_blocks(out, p, d->path, d->npath, " -> ");
    cc_buf_putc(out, '\n');
  } else if (d->path_kind == VF_PATH_REGION) {
    cc_buf_puts(out, "  region (blocks): ");
    put_blocks(out, p, d->region, d->nregion, " ");
    cc_buf_puts(out, "\n  path from the region's definition through this use to "
                     "a use of its token: ");
    put_blocks(out, p, d->path, d->npath, " -> ");
    cc_buf_putc(out, '\n');
  }
  cc_buf_printf(out, "  rule: %s\n", vf_rule_source(d->rule));
}

static void json_diag(cc_json *j, const cv_program *p, const vf_diag *d) {
  cc_json_begin_object(j);
  cc_json_member_string(j, "rule", vf_rule_id(d->rule));
  cc_json_member_string(j, "message", d->message);
  cc_json_member_string(j, "source", vf_rule_source(d->rule));
  cc_json_member_string(j, "instruction", inst_text(p, d->inst));
  cc_json_member_string(j, "block", cv_block_name(p, d->block));
  cc_json_member_int(j, "line", d->line);
  cc_json_member_int(j, "col", d->col);
  cc_json_key(j, "other");
  if (d->other >= 0) cc_json_string(j, inst_text(p, d->other));
  else cc_json_null(j);
  cc_json_key(j, "path_kind");
  if (d->path_kind == VF_PATH_CLOSED) cc_json_string(j, "closed");
  else if (d->path_kind == VF_PATH_REGION) cc_json_string(j, "region");
  else cc_json_null(j);
  cc_json_key(j, "path");
  cli_json_blocks(j, p, d->path, d->npath);
  cc_json_key(j, "region");
  cli_json_blocks(j, p, d->region, d->nregion);
  cc_json_key(j, "witness");
  if (d->witness >= 0) cc_json_string(j, cv_block_name(p, d->witness));
  else cc_json_null(j);
  cc_json_end_object(j);
}

int cli_cmd_verify(cli_ctx *ctx) {
  bool json = CLI_FLAG_ON(ctx, json), dot = CLI_FLAG_ON(ctx, dot);
  const char *function = CLI_TEXT(ctx, function), *file = CLI_FILE(ctx);
  unsigned experimental;
  if (!cli_experimental(ctx, &experimental)) return CLI_ERROR;
  cv_module *m = cli_load_checked_ex(file, function, experimental);
  if (!m) return CLI_ERROR;
  file = cli_shown_path(file);
  cc_buf out;
  cc_buf_init(&out);
  cc_json j;
  cc_json_init(&j, &out);
  int nfun = 0, nbad = 0, ndiag = 0;
  if (dot) {
    char title[600];
    snprintf(title, sizeof title, "%s: the static rules of convergence control tokens", file);
    rd_graph_begin(&out, title);
  }
  if (json) {
    cc_json_begin_object(&j);
    cc_json_member_string(&j, "file", file);
    cc_json_key(&j, "functions");
    cc_json_begin_array(&j);
  }
  for (int f = 0; f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    if (function && strcmp(function, cv_program_name(p))) continue;
    vf_diags ds = {0};
    int n = vf_verify(p, &ds);
    nfun++;
    nbad += n > 0;
    ndiag += n;
    if (dot) {
      char id[64], title[300];
      snprintf(title, sizeof title, "function %s", cv_program_name(p));
      for (int k = 0; k < n; k++) {
        snprintf(id, sizeof id, "f%d_d%d", f, k);
        rd_verify_diag(&out, id, title, p, &CC_AT(ds, k));
      }
      if (n == 0) {
        snprintf(id, sizeof id, "f%d", f);
        snprintf(title, sizeof title, "function %s: every static rule holds", cv_program_name(p));
        rd_hierarchy(&out, id, title, p, NULL);
      }
    } else if (json) {
      cc_json_begin_object(&j);
      cc_json_member_string(&j, "name", cv_program_name(p));
      cc_json_member_bool(&j, "valid", n == 0);
      cc_json_key(&j, "diagnostics");
      cc_json_begin_array(&j);
      for (int k = 0; k < n; k++) json_diag(&j, p, &CC_AT(ds, k));
      cc_json_end_array(&j);
      cc_json_end_object(&j);
    } else {
      for (int k = 0; k < n; k++) print_diag(&out, p, &CC_AT(ds, k));
    }
    vf_diags_free(&ds);
  }
  if (dot) {
    rd_graph_end(&out);
  } else if (json) {
    cc_json_end_array(&j);
    cc_json_member_bool(&j, "valid", nbad == 0);
    cc_json_end_object(&j);
    cc_buf_putc(&out, '\n');
  } else if (nbad == 0) {
    cc_buf_printf(&out, "%s: %d function%s, every static rule of "
                        "ConvergentOperations.rst holds\n",
                  file, nfun, nfun == 1 ? "" : "s");
  } else {
    cc_buf_printf(&out, "%s: %d of %d function%s break%s the static rules "
                        "(%d diagnostic%s)\n",
                  file, nbad, nfun, nfun == 1 ? "" : "s", nbad == 1 ? "s" : "",
                  ndiag, ndiag == 1 ? "" : "s");
  }
  int rc = cli_write(&out);
  cc_buf_free(&out);
  cv_module_free(m);
  if (rc == CLI_HOLDS && nbad > 0) rc = CLI_FAILS;
  return rc;
}
