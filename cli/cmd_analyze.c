/* cli/cmd_analyze.c — `convcheck analyze`: the fast static uniformity
 * analysis ([CU] "Static Uniformity Analysis"; analysis/analysis.h) of every
 * function, printed as `opt -passes='print<uniformity>'` prints it, or as
 * JSON. */
#include "analysis/analysis.h"
#include "cli/cli.h"
#include "cli/render_json.h"

#include <stdlib.h>
#ifdef __linux__
#include <sys/stat.h>
#include <unistd.h>
#endif

const cli_doc cli_doc_analyze = {
    .synopsis = "analyze [OPTIONS] FILE",
    .text = "The static uniformity analysis of every function (.ll or .cfg): values\n"
            "and branches that may be divergent, cycles assumed divergent, cycles\n"
            "with a divergent exit and temporally divergent uses, in the layout of\n"
            "opt -passes='print<uniformity>' (LLVM's analysis for a target with\n"
            "divergence: amdgcn, nvptx).  In a .cfg, a `divergent` branch has a\n"
            "divergent condition and a `uniform` one a uniform condition.\n"
            "This is the conservative static analysis, not the reference semantics:\n"
            "`convcheck uniformity` decides uniformity from the definitions.\n",
    .more = "Order: opt-22 lists the divergent arguments, the cycles and the temporal\n"
            "divergence in an order taken from a set of pointers, which changes from\n"
            "run to run when several values are divergent; analyze prints the\n"
            "arguments in their order and the lists as its worklist, seeded in\n"
            "argument then program order, finds them (docs/findings.md).  The rest\n"
            "is opt-22's output line for line.\n"
            "\n"
            "--json: {\"functions\":[{\"name\":F,\"divergent_arguments\":[..],\n"
            "  \"values\":[{\"block\":B,\"text\":T,\"divergent\":D}],\n"
            "  \"branches\":[{\"block\":B,\"divergent\":D}],\n"
            "  \"cycles_assumed_divergent\":[..],\"cycles_with_divergent_exit\":[..],\n"
            "  \"temporal_divergence\":[{\"value\":V,\"user\":U,\"cycle\":C}]}]}\n"
            "\n"
            "exit status: 0 analysed (whether values are divergent or not: unlike\n"
            "uniformity, a divergent value is no failure), 2 usage or input error\n",
    .min_args = 1, .max_args = 1, .arg_name = "FILE",
    .examples =
                 "analyze corpus/analysis/rfc-temporal-divergence.ll\tLLVM's algorithm, printed as opt-22 -passes='print<uniformity>' prints it\n"
                 "analyze --mtriple nvptx64-nvidia-cuda corpus/analysis/rfc-temporal-divergence.ll\tthe same for another target\n",
    .see_also = "docs/targets.md, docs/findings.md, opt-22(1)"};

static void json_cycle(cc_json *j, const ua_result *r, int c) {
  const cv_program *p = ua_result_program(r);
  cli_json_cycle(j, p, cv_hierarchy_cycle(ua_result_hierarchy(r), c), false);
}

static const char *inst_text(const cv_inst *I) {
  return I->text ? I->text : I->opcode ? I->opcode : "?";
}

static void json_function(cc_json *j, const ua_result *r) {
  const cv_program *p = ua_result_program(r);
  cc_json_begin_object(j);
  cc_json_member_string(j, "name", cv_program_name(p));
  cc_json_key(j, "divergent_arguments");
  cc_json_begin_array(j);
  for (int a = 0; a < cv_program_nargs(p); a++)
    if (ua_arg_divergent(r, a)) {
      const char *t = cv_program_arg_text(p, a);
      if (t) cc_json_string(j, t);
      else cc_json_int(j, a);
    }
  cc_json_end_array(j);
  cc_json_key(j, "values");
  cc_json_begin_array(j);
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    int n;
    const int *in = cv_block_insts(p, b, &n);
    for (int k = 0; k + 1 < n; k++) {
      const cv_inst *I = cv_program_inst(p, in[k]);
      cc_json_begin_object(j);
      cc_json_member_string(j, "block", cv_block_name(p, b));
      if (I->name) {
        cc_json_member_string(j, "name", I->name);
      }
      cc_json_member_string(j, "text", inst_text(I));
      cc_json_member_bool(j, "divergent", ua_inst_divergent(r, in[k]));
      cc_json_end_object(j);
    }
  }
  cc_json_end_array(j);
  cc_json_key(j, "branches");
  cc_json_begin_array(j);
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    cc_json_begin_object(j);
    cc_json_member_string(j, "block", cv_block_name(p, b));
    cc_json_member_bool(j, "divergent", ua_block_branch_divergent(r, b));
    cc_json_end_object(j);
  }
  cc_json_end_array(j);
  cc_json_key(j, "cycles_assumed_divergent");
  cc_json_begin_array(j);
  for (int k = 0; k < ua_assumed_divergent_count(r); k++) json_cycle(j, r, ua_assumed_divergent(r, k));
  cc_json_end_array(j);
  cc_json_key(j, "cycles_with_divergent_exit");
  cc_json_begin_array(j);
  for (int k = 0; k < ua_divergent_exit_count(r); k++) json_cycle(j, r, ua_divergent_exit(r, k));
  cc_json_end_array(j);
  cc_json_key(j, "temporal_divergence");
  cc_json_begin_array(j);
  for (int k = 0; k < ua_temporal_count(r); k++) {
    int v, u, c;
    ua_temporal_at(r, k, &v, &u, &c);
    cc_json_begin_object(j);
    cc_json_member_string(j, "value", inst_text(cv_program_inst(p, v)));
    cc_json_member_string(j, "user", inst_text(cv_program_inst(p, u)));
    cc_json_key(j, "cycle");
    json_cycle(j, r, c);
    cc_json_end_object(j);
  }
  cc_json_end_array(j);
  cc_json_end_object(j);
}

#ifdef __linux__
/* A large module: reading it touches a few hundred MB of fresh heap (LLVM's
 * parser above all), and glibc's malloc asks for transparent huge pages on
 * its heap only when told so at startup: the tunable
 * glibc.malloc.hugetlb=1 (glibc 2.35 and later; ignored elsewhere, and by
 * the sanitizers' allocators).  On a module of 10,000 functions that is a
 * tenth of the page faults and about 30% less CPU (bench/HISTORY.md, "analyze
 * on large modules").  So `analyze` on a file of 1 MB or more runs itself
 * again, once, with the tunable added, unless GLIBC_TUNABLES already says
 * something about it (glibc.malloc.hugetlb=0 keeps the ordinary heap); if
 * that cannot be done it goes on as it is. */
#define ANALYZE_HUGE_BYTES ((off_t)1 << 20)
static void analyze_on_huge_pages(const char *file) {
  const char *old = getenv("GLIBC_TUNABLES");
  struct stat st;
  if ((old && strstr(old, "glibc.malloc.hugetlb")) || stat(file, &st) ||
      st.st_size < ANALYZE_HUGE_BYTES)
    return;
  size_t len;
  cc_error err;
  cc_error_clear(&err);
  char *cmd = cc_read_file("/proc/self/cmdline", 1 << 20, &len, &err);
  if (!cmd) return;
  CC_STACK(char *) argv = {0};
  for (size_t i = 0; i < len; i += strlen(cmd + i) + 1) CC_PUSH(argv, cmd + i);
  CC_PUSH(argv, NULL);
  char *saved = old ? cc_strdup(old) : NULL;
  cc_buf v;
  cc_buf_init(&v);
  cc_buf_printf(&v, "%s%sglibc.malloc.hugetlb=1", old ? old : "", old && *old ? ":" : "");
  if (CC_SIZE(argv) > 1 && !setenv("GLIBC_TUNABLES", cc_buf_str(&v), 1)) {
    fflush(NULL);
    execv("/proc/self/exe", argv.begin);
    if (saved) setenv("GLIBC_TUNABLES", saved, 1); /* not run again: as it was */
    else unsetenv("GLIBC_TUNABLES");
  }
  cc_buf_free(&v);
  free(saved);
  CC_RELEASE(argv);
  free(cmd);
}
#endif

int cli_cmd_analyze(cli_ctx *ctx) {
  bool json = CLI_FLAG_ON(ctx, json);
  const char *function = CLI_TEXT(ctx, function), *file = CLI_FILE(ctx);
  const char *mtriple;
  if (!cli_mtriple(ctx, &mtriple)) return CLI_ERROR;
#ifdef __linux__
  analyze_on_huge_pages(file);
#endif

  /* The whole module is read first (on the reader thread), then analysed.
   * fe_stream_next could hand each function over as soon as it is read,
   * analysing it on the other core while the next ones are read; measured
   * side by side on the 10,000-function module of bench/analyze-scale.sh on
   * this 2-vCPU machine, idle, that was slower (1.15 s wall, 1.66 s CPU,
   * against 0.86 s and 1.0 s one after the other: the two threads slow
   * each other down more than the overlap hides; bench/HISTORY.md "analyze
   * on large modules").  The output is written once the whole file has been
   * read, so an error anywhere in it still gives only the error. */
  fe_ll_opts target = {.mtriple = mtriple};
  cc_error err, aerr;
  cc_error_clear(&err);
  cc_error_clear(&aerr);
  fe_stream *s = fe_stream_open(file, &target, &err);
  if (!s) {
    cli_report(&err);
    return CLI_ERROR;
  }
  cc_buf out;
  cc_json j;
  cli_functions_begin(&out, &j, json);
  bool failed = false;
  cv_module *m = fe_stream_end(s, &err);
  for (int f = 0; m && !failed && f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    if (function && strcmp(function, cv_program_name(p))) continue;
    ua_result *r = ua_analyze(p, NULL, &aerr);
    failed = !r;
    if (r && json) json_function(&j, r);
    else if (r) ua_print_llvm(r, &out);
    ua_result_free(r);
  }
  int rc = CLI_ERROR;
  if (!m || failed) {
    cli_report(m ? &aerr : &err);
  } else if (function && !cv_module_find(m, function)) {
    fprintf(stderr, "convcheck: %s: error: no function '%s'\n", file, function);
  } else {
    cli_functions_end(&out, &j, json);
    rc = cli_write(&out);
  }
  cc_buf_free(&out);
  cv_module_free(m);
  fe_stream_close(s);
  return rc;
}
