/* cli/cmd_cycles.c — `convcheck cycles`: the cycle forest of each function
 * as LLVM computes it, or every hierarchy ([CT] "Cycles"; docs/design.md §2). */
#include "cli/cli.h"
#include "cli/render_json.h"
#include "render/render.h"

#include <stdlib.h>

const cli_doc cli_doc_cycles = {
    .synopsis = "cycles [OPTIONS] FILE",
    .text = "Prints the cycle forest of each function (.ll or .cfg) for the successor\n"
            "order written in the program, as `opt -passes='print<cycles>'` does.\n",
    .more = "With --all or --all-entries, the counts of both kinds are printed.\n"
            "--dot: one digraph; each function (when there are several) and each\n"
            "  hierarchy (--all, --all-entries) a cluster holding the CFG, each cycle\n"
            "  a cluster inside it (nested as the forest), the header with a double\n"
            "  border, the other entries shaded.\n"
            "--json: {\"functions\":[{\"name\":F,\"hierarchies\":[{\"cycles\":\n"
            "  [{\"header\":B,\"entries\":[..],\"blocks\":[..],\"depth\":D}]}]}]}\n"
            "\n"
            "exit status: 0 printed, 1 --all or --all-entries stopped by --max-dfs (the\n"
            "list is incomplete), 2 usage or input error\n",
    .min_args = 1, .max_args = 1, .arg_name = "FILE",
    .examples =
                 "cycles corpus/spec/ct-irreducible-enclosing-natural-loops.cfg\tthe cycle forest, as opt-22's print<cycles> prints it\n"
                 "cycles --all corpus/spec/ct-irreducible-enclosing-natural-loops.cfg\tevery DFS-realizable hierarchy\n",
    .see_also = "docs/cfg-format.md, docs/pictures.md, opt-22(1)"};

static void json_hierarchy(cc_json *j, const cv_program *p, const cv_hierarchy *h) {
  cc_json_begin_object(j);
  cc_json_key(j, "cycles");
  cc_json_begin_array(j);
  for (int i = 0; i < cv_hierarchy_ncycles(h); i++)
    cli_json_cycle(j, p, cv_hierarchy_cycle(h, i), true);
  cc_json_end_array(j);
  cc_json_end_object(j);
}

/* --dot: function f a cluster, its hierarchies each a cluster inside
 * when enumerated. */
/* Why an enumeration is incomplete, in a few words. */
static void cut_reason(cc_buf *out, const cv_enum_stats *st, long max_dfs) {
  if (st->timed_out) cc_buf_puts(out, "the time limit");
  else if (max_dfs) cc_buf_printf(out, "more than %ld, --max-dfs", max_dfs);
  else cc_buf_puts(out, "too many to hold");
}

static void draw(cc_buf *out, const cv_program *p, int f, const cv_hierarchies *hs,
                 bool enumerate, bool all, const cv_enum_stats *st, long max_dfs) {
  bool stopped = st->truncated;
  char id[64];
  cc_buf lab;
  cc_buf_init(&lab);
  cc_buf_printf(&lab, "function %s", cv_program_name(p));
  if (enumerate)
    cc_buf_printf(&lab, ": %s%zu %s %s", stopped ? "at least " : "", CC_SIZE(*hs),
                  all ? "DFS-realizable" : "all-entries",
                  cc_plural((long long)CC_SIZE(*hs), "hierarchy", "hierarchies"));
  if (stopped) {
    cc_buf_puts(&lab, " (incomplete: ");
    cut_reason(&lab, st, max_dfs);
    cc_buf_putc(&lab, ')');
  }
  snprintf(id, sizeof id, "f%d", f);
  cc_buf_printf(out, "subgraph \"cluster_%s\" {\ncolor=white;\nlabel=", id);
  rd_quote(out, cc_buf_str(&lab));
  cc_buf_puts(out, ";\n");
  for (size_t i = 0; i < CC_SIZE(*hs); i++) {
    const cv_hierarchy *h = CC_AT(*hs, i);
    cc_buf_clear(&lab);
    cc_buf_printf(&lab, "%s hierarchy %zu%s", all ? "realizable" : "all-entries", i + 1,
                  cv_hierarchy_ncycles(h) ? "" : " (no cycles)");
    snprintf(id, sizeof id, "f%d_h%zu", f, i + 1);
    rd_hierarchy(out, id, enumerate ? cc_buf_str(&lab) : NULL, p, h);
  }
  cc_buf_puts(out, "}\n");
  cc_buf_free(&lab);
}

int cli_cmd_cycles(cli_ctx *ctx) {
  bool all = CLI_FLAG_ON(ctx, all), all_entries = CLI_FLAG_ON(ctx, all_entries);
  bool json = CLI_FLAG_ON(ctx, json), dot = CLI_FLAG_ON(ctx, dot);
  const char *function = CLI_TEXT(ctx, function), *file = CLI_FILE(ctx);
  long max_dfs = CLI_NUM(ctx, max_dfs);
  cv_module *m = cli_load_checked(file, function);
  if (!m) return CLI_ERROR;
  cc_error err;
  cc_error_clear(&err);
  cc_buf out;
  cc_json j;
  cli_functions_begin(&out, &j, json);
  bool truncated = false;
  if (dot) {
    cc_buf title;
    cc_buf_init(&title);
    cc_buf_printf(&title, "%s: %s", cli_shown_path(file),
                  all ? "every DFS-realizable cycle hierarchy"
                  : all_entries ? "every all-entries cycle hierarchy"
                                : "the cycles LLVM finds (print<cycles>)");
    rd_graph_begin(&out, cc_buf_str(&title));
    cc_buf_free(&title);
  }
  for (int f = 0; f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    if (function && strcmp(function, cv_program_name(p))) continue;
    cv_hierarchies hs = {0}, other = {0};
    cv_enum_stats st = {0, false, false}, ost = {0, false, false};
    bool enumerate = all || all_entries;
    if (!enumerate) {
      CC_PUSH(hs, cv_cycles_llvm(p));
    } else {
      cv_hier_mode mode = all ? CV_HIER_REALIZABLE : CV_HIER_ALL_ENTRIES;
      cv_enum_limits lim = {(uint64_t)max_dfs, 0};
      cv_hierarchies_enumerate_by(p, mode, &lim, &hs, &st, &err);
      cv_hierarchies_enumerate_by(p, all ? CV_HIER_ALL_ENTRIES : CV_HIER_REALIZABLE, &lim,
                                  &other, &ost, &err);
      truncated |= st.truncated || ost.truncated;
    }
    if (dot) {
      draw(&out, p, f, &hs, enumerate, all, &st, max_dfs);
    } else if (json) {
      cc_json_begin_object(&j);
      cc_json_member_string(&j, "name", cv_program_name(p));
      cc_json_key(&j, "hierarchies");
      cc_json_begin_array(&j);
      for (size_t i = 0; i < CC_SIZE(hs); i++) json_hierarchy(&j, p, CC_AT(hs, i));
      cc_json_end_array(&j);
      if (enumerate) {
        cc_json_member_bool(&j, "complete", !st.truncated);
      }
      cc_json_end_object(&j);
    } else if (!enumerate) {
      cc_buf_printf(&out, "CycleInfo for function: %s\n", cv_program_name(p));
      cv_hierarchy_print_llvm(CC_AT(hs, 0), p, &out);
    } else {
      size_t nreal = all ? CC_SIZE(hs) : CC_SIZE(other);
      size_t nall = all ? CC_SIZE(other) : CC_SIZE(hs);
      bool treal = all ? st.truncated : ost.truncated;
      bool tall = all ? ost.truncated : st.truncated;
      cc_buf_printf(&out, "function %s: %s%zu DFS-realizable, %s%zu all-entries %s%s\n",
                    cv_program_name(p), treal ? "at least " : "", nreal,
                    tall ? "at least " : "", nall, cc_plural((long long)nall, "hierarchy", "hierarchies"),
                    !treal && !tall && nreal != nall ? " (they differ)" : "");
      for (size_t i = 0; i < CC_SIZE(hs); i++) {
        cc_buf_printf(&out, "  %s hierarchy %zu:\n", all ? "realizable" : "all-entries",
                      i + 1);
        cv_hierarchy_print_llvm(CC_AT(hs, i), p, &out);
        if (cv_hierarchy_ncycles(CC_AT(hs, i)) == 0) cc_buf_puts(&out, "    (no cycles)\n");
      }
      if (st.truncated) {
        cc_buf_puts(&out, "  incomplete: ");
        cut_reason(&out, &st, max_dfs);
        cc_buf_putc(&out, '\n');
      }
    }
    cv_hierarchies_free(&hs);
    cv_hierarchies_free(&other);
  }
  cli_functions_end(&out, &j, json);
  if (dot) rd_graph_end(&out);
  int rc = cli_write(&out);
  cc_buf_free(&out);
  cv_module_free(m);
  if (rc == CLI_HOLDS && truncated) rc = CLI_FAILS;
  return rc;
}
