/* cli/cmd_uniformity.c — `convcheck uniformity`: the reference uniformity
 * of every value ([CU] "Uniformity": the output of converged dynamic
 * instances is uniform iff it compares equal), decided over every
 * hierarchy and every admissible tuple within bounds, printed in the
 * layout of `opt -passes='print<uniformity>'` so the two diff line by
 * line. */
#include "cli/engine_opts.h"

#include <stdlib.h>

static const char usage[] =
    "usage: convcheck uniformity [OPTIONS] FILE\n"
    "\n"
    "The reference uniformity of every instruction: DIVERGENT when two\n"
    "converged instances (in some hierarchy, in some trace tuple within the\n"
    "bounds) compute different values; otherwise uniform within the bounds.\n"
    "The layout is that of opt -passes='print<uniformity>' (BLOCK /\n"
    "DEFINITIONS / TERMINATORS, 'DIVERGENT:' prefix); a '; reference:' line\n"
    "after each function's header states the bounds.\n"
    "\n"
    "  --why %NAME            the witness for that value (or BLOCK for a .cfg branch)\n"
    "  --threads K, -k K      threads (default 2)\n"
    "  --bound L, -L L        block executions per thread (default 12)\n"
    "  --hierarchies realizable|all-entries\n"
    "  --reading literal|quotient\n"
    "  --function NAME        only this function\n"
    "  --uncontrolled         ignore convergence tokens (by default a function\n"
    "                         with tokens uses the controlled relation, [CO]\n"
    "                         \"Controlled Maximal Convergence\")\n"
    "  --anchor free|maximal  controlled: anchors in every consistent way (free,\n"
    "                         default: uniform in every behaviour) or maximal\n"
    "\n"
    "exit status: 0 every value uniform, 1 some value divergent, 2 input error\n";

static void inst_line(cc_buf *out, bool divergent, const char *text) {
  cc_buf_puts(out, divergent ? "  DIVERGENT:   " : "               ");
  cc_buf_puts(out, text);
  cc_buf_putc(out, '\n');
}

static void print_function(const en_run *r, cc_buf *out, bool *any_divergent) {
  const cv_program *p = r->p;
  char bounds[128];
  cli_bounds_text(r, bounds, sizeof bounds);
  cc_buf_printf(out, "UniformityInfo for function '%s':\n", cv_program_name(p));
  cc_buf_printf(out, "; reference: uniform means uniform in all %zu %s hierarchies within %s%s\n",
                CC_SIZE(r->hs), r->o.hmode == CV_HIER_REALIZABLE ? "DFS-realizable" : "all-entries",
                bounds, r->cut ? " (traces cut at L)" : "");
  cc_buf tmp;
  cc_buf_init(&tmp);
  cli_controlled_note(r, &tmp);
  if (tmp.len) cc_buf_printf(out, "; %s", cc_buf_str(&tmp));
  cc_buf_free(&tmp);
  bool hdr = false;
  for (int i = 0; i < cv_program_nargs(p); i++)
    if (!cv_program_arg_uniform(p, i)) {
      if (!hdr) cc_buf_puts(out, "DIVERGENT ARGUMENTS:\n");
      hdr = true;
      const char *t = cv_program_arg_text(p, i);
      if (t) cc_buf_printf(out, "  DIVERGENT: %s\n", t);
      else cc_buf_printf(out, "  DIVERGENT: arg %d\n", i);
    }
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    /* unreachable blocks too, as opt prints them (never executed: their
     * instructions have no converged instances, so they are uniform) */
    cc_buf_printf(out, "\nBLOCK %s\nDEFINITIONS\n", cv_block_name(p, b));
    int ni;
    const int *insts = cv_block_insts(p, b, &ni);
    /* .ll blocks end in their terminator; .cfg blocks have none (their
     * branch is printed from the CFG) */
    bool has_term = false;
    if (ni > 0) {
      cv_op op = cv_program_inst(p, insts[ni - 1])->op;
      has_term = op == CV_OP_BR || op == CV_OP_SWITCH || op == CV_OP_RET ||
                 op == CV_OP_UNREACHABLE || op == CV_OP_TERMINATOR;
    }
    int last = has_term ? ni - 1 : ni;
    for (int i = 0; i < last; i++) {
      const cv_inst *I = cv_program_inst(p, insts[i]);
      bool div = !r->values[insts[i]].uniform;
      *any_divergent |= div;
      inst_line(out, div, I->text ? I->text : I->opcode);
    }
    cc_buf_puts(out, "TERMINATORS\n");
    if (has_term) {
      const cv_inst *T = cv_program_inst(p, insts[last]);
      bool div = !r->values[insts[last]].uniform;
      *any_divergent |= div;
      inst_line(out, div, T->text ? T->text : T->opcode);
    } else { /* a .cfg block: its branch */
      int ns;
      const int *succ = cv_block_succs(p, b, &ns);
      cc_buf line;
      cc_buf_init(&line);
      cc_buf_puts(&line, ns ? "br" : "ret");
      for (int i = 0; i < ns; i++) cc_buf_printf(&line, "%s %s", i ? "," : "", cv_block_name(p, succ[i]));
      if (ns > 1) cc_buf_printf(&line, " (%s)", cv_block_branch(p, b) == CV_BRANCH_DIVERGENT ? "divergent" : "uniform");
      bool div = !r->branches[b].uniform;
      *any_divergent |= div;
      inst_line(out, div, cc_buf_str(&line));
      cc_buf_free(&line);
    }
    cc_buf_puts(out, "END BLOCK\n");
  }
}

int cli_cmd_uniformity(int argc, char **argv) {
  cli_engine_args a;
  int rc = cli_engine_args_parse("uniformity", usage, argc, argv, &a);
  if (rc >= 0) return rc;
  cv_module *m = cli_load_checked(a.file, a.function);
  if (!m) return CLI_ERROR;
  cc_error err;
  cc_error_clear(&err);
  cc_buf out;
  cc_buf_init(&out);
  bool any = false, found_why = a.why == NULL;
  for (int f = 0; f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    if (a.function && strcmp(a.function, cv_program_name(p))) continue;
    cli_progress pr;
    cli_progress_init(&pr, cv_program_name(p));
    a.o.progress = cli_progress_cb;
    a.o.progress_arg = &pr;
    a.o.controlled = !a.uncontrolled;
    en_run *r = en_run_new(p, &a.o, &err);
    cli_progress_done(&pr);
    if (!r) {
      cli_report(&err);
      cc_buf_free(&out);
      cv_module_free(m);
      return CLI_ERROR;
    }
    if (!a.why) {
      print_function(r, &out, &any);
    } else {
      const char *name = a.why[0] == '%' ? a.why + 1 : a.why;
      int inst = cv_program_find_inst(p, name);
      int blk = inst < 0 ? cv_program_find_block(p, name) : -1;
      if (inst >= 0 || blk >= 0) {
        found_why = true;
        const en_value_result *v = inst >= 0 ? &r->values[inst] : &r->branches[blk];
        char bounds[128];
        cli_bounds_text(r, bounds, sizeof bounds);
        if (v->uniform) {
          cc_buf_printf(&out, "%s in function %s: uniform in all %zu hierarchies within %s\n",
                        a.why, cv_program_name(p), CC_SIZE(r->hs), bounds);
        } else {
          any = true;
          cc_buf_printf(&out, "%s in function %s: DIVERGENT; witness:\n", a.why, cv_program_name(p));
          en_witness_print_value(r, inst, &v->w, &out);
        }
      }
    }
    en_run_free(r);
  }
  if (!found_why) {
    fprintf(stderr, "convcheck: %s: error: no value or block named '%s'\n", a.file, a.why);
    cc_buf_free(&out);
    cv_module_free(m);
    return CLI_ERROR;
  }
  rc = cli_write(&out);
  cc_buf_free(&out);
  cv_module_free(m);
  if (rc == CLI_HOLDS && any) rc = CLI_FAILS;
  return rc;
}
