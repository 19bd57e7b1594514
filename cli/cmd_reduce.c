/* cli/cmd_reduce.c — `convcheck reduce`: a finding made small by
 * llvm-reduce, re-checked by every engine, written as an LLVM bug report
 * (reduce/, docs/reduce.md).  Parses, calls, renders. */
#include "cli/cli.h"
#include "reduce/reduce.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

const cli_doc cli_doc_reduce = {
    .synopsis = "reduce [OPTIONS] --unsound llvm|ours %V FILE\n"
                "reduce [OPTIONS] --broken --pass PIPELINE FILE\n"
                "reduce [OPTIONS] --opt-fails --pass PIPELINE [--message TEXT] FILE\n"
                "reduce [OPTIONS] --differs-from-opt [--value %V] FILE\n"
                "reduce [OPTIONS] --not-mconverged BLOCK FILE\n"
                "reduce --check FINDING [--kind TEXT] FILE\n"
                "reduce --check --finding FINDING.TXT FILE",
    .text = "Checks that the finding holds on FILE (.ll), writes an interestingness\n"
            "script that runs `convcheck reduce --check --finding finding.txt`, the finding\n"
            "and its witness kind written beside it as data, runs llvm-reduce (llvm-22) with it, checks the result again with every\n"
            "engine (explicit, smt, unbounded; opt-22 for --opt-fails) and prints it.\n"
            "A file is interesting when opt-22 and convcheck's reader accept it and the\n"
            "finding holds with the same witness kind (the same analysis, value and\n"
            "opcode; the same pass and verdict; the same block; the same message).  A\n"
            "reduction that loses the finding, or an engine that contradicts it, is an\n"
            "error.  --report DIR writes an upstream report: reduced.ll, a lit test with\n"
            "opt-22's RUN line and CHECK lines stating what the spec requires (it fails\n"
            "on LLVM 22), witness.txt (the spec's thread tables), REPORT.md (the issue\n"
            "text), interesting.sh and finding.txt.\n",
    .more = "exit status: 0 the finding holds on the reduced program (--check: on FILE,\n"
            "with the kind given), 1 it does not hold on FILE, 2 usage or input error,\n"
            "llvm-reduce failing or out of time, a reduction that lost the finding, or\n"
            "an engine that disagrees\n",
    .min_args = 1, .max_args = 2, .arg_name = "FILE", .readings = NULL,
    .examples =
                 "reduce --check --unsound llvm %r corpus/findings/llvm-216100.ll\tdoes the finding hold on this file (no reduction)\n",
    .see_also = "docs/reduce.md, llvm-reduce-22(1), lit-22(1)"};

/* --check: exit 0 when the finding holds on file (with the witness kind,
 * when given), 1 when not (the interestingness test). */
static int check_one(const rx_finding *f, const char *kind, const char *file) {
  cc_error err;
  cc_error_clear(&err);
  rx_outcome first;
  rx_outcome_init(&first);
  if (!rx_check(f, file, &first, &err)) {
    cli_report(&err);
    rx_outcome_free(&first);
    return CLI_ERROR;
  }
  bool holds = first.holds && (!kind || !strcmp(kind, first.kind));
  if (holds) printf("holds: %s\n", first.kind);
  else if (first.holds) printf("does not hold: the witness is of another kind: %s\n", first.kind);
  else printf("does not hold: %s\n", first.why);
  rx_outcome_free(&first);
  return holds ? CLI_HOLDS : CLI_FAILS;
}

/* The finding from the options; NULL message on success. */
static const char *finding_from(cli_ctx *ctx, rx_finding *f, const char **file) {
  rx_finding_default(f);
  int n = 0;
  const char *analysis = CLI_TEXT(ctx, unsound);
  if (analysis) n++, f->kind = RX_UNSOUND;
  if (CLI_FLAG_ON(ctx, broken)) n++, f->kind = RX_BROKEN;
  if (CLI_FLAG_ON(ctx, opt_fails)) n++, f->kind = RX_OPT_FAILS;
  if (CLI_FLAG_ON(ctx, differs)) n++, f->kind = RX_DIFFERS;
  if (CLI_TEXT(ctx, not_mconv)) n++, f->kind = RX_NOT_MCONV, f->subject = CLI_TEXT(ctx, not_mconv);
  if (n != 1)
    return "give one finding: --unsound, --broken, --opt-fails, --differs-from-opt or --not-mconverged";
  if (f->kind == RX_UNSOUND) {
    if (!strcmp(analysis, "llvm")) f->analysis = AU_LLVM;
    else if (!strcmp(analysis, "ours")) f->analysis = AU_OURS;
    else return "--unsound takes llvm or ours";
    if (ctx->nargs != 2) return "--unsound ANALYSIS takes the value and FILE: --unsound llvm %v FILE";
    f->subject = ctx->args[0];
    if (f->subject[0] != '%' && strncmp(f->subject, "br ", 3))
      return "the value is written %NAME (or 'br BLOCK' for a branch)";
  } else if (ctx->nargs != 1) {
    return "takes one FILE";
  }
  *file = ctx->args[ctx->nargs - 1];
  if (f->kind == RX_DIFFERS) f->subject = CLI_TEXT(ctx, reduce_value);
  f->pass = CLI_TEXT(ctx, reduce_pass);
  if ((f->kind == RX_BROKEN || f->kind == RX_OPT_FAILS) && !f->pass)
    return "--broken and --opt-fails need --pass PIPELINE";
  if (f->pass && f->kind != RX_BROKEN && f->kind != RX_OPT_FAILS)
    return "--pass goes with --broken or --opt-fails";
  f->message = CLI_TEXT(ctx, message);
  f->function = CLI_TEXT(ctx, function);
  f->k = (int)CLI_NUM(ctx, threads);
  f->L = (int)CLI_NUM(ctx, bound);
  f->opt = CLI_TEXT(ctx, opt);
  /* opt's target for IR that names none (as audit: amdgcn by default) */
  f->triple = CLI_TEXT(ctx, mtriple) ? CLI_TEXT(ctx, mtriple) : "amdgcn-unknown-amdhsa";
  f->step_ms = (unsigned)CLI_NUM(ctx, opt_timeout);
  return NULL;
}

/* --check --finding FINDING.TXT FILE: the finding as data (finding.txt). */
static int check_saved(cli_ctx *ctx) {
  if (!CLI_FLAG_ON(ctx, check))
    return cli_usage_error("reduce", "--finding goes with --check");
  if (CLI_TEXT(ctx, unsound) || CLI_FLAG_ON(ctx, broken) || CLI_FLAG_ON(ctx, opt_fails) ||
      CLI_FLAG_ON(ctx, differs) || CLI_TEXT(ctx, not_mconv) || CLI_TEXT(ctx, kind))
    return cli_usage_error("reduce", "--finding is the whole finding: give no other");
  if (ctx->nargs != 1) return cli_usage_error("reduce", "takes one FILE");
  rx_saved s;
  cc_error err;
  cc_error_clear(&err);
  if (!rx_finding_read(CLI_TEXT(ctx, finding), &s, &err)) {
    cli_report(&err);
    return CLI_ERROR;
  }
  int st = check_one(&s.f, s.kind, ctx->args[0]);
  rx_saved_free(&s);
  return st;
}

int cli_cmd_reduce(cli_ctx *ctx) {
  static const char cmd[] = "reduce";
  if (CLI_TEXT(ctx, finding)) return check_saved(ctx);
  rx_finding f;
  const char *file = NULL;
  const char *bad = finding_from(ctx, &f, &file);
  if (bad) return cli_usage_error(cmd, "%s", bad);
  if (CLI_FLAG_ON(ctx, check)) return check_one(&f, CLI_TEXT(ctx, kind), file);
  cc_error err;
  cc_error_clear(&err);
  rx_outcome first;
  rx_outcome_init(&first);
  if (!rx_check(&f, file, &first, &err)) {
    cli_report(&err);
    rx_outcome_free(&first);
    return CLI_ERROR;
  }
  if (!first.holds) {
    fprintf(stderr, "convcheck: %s: error: the finding does not hold: %s\n", file, first.why);
    int st = first.rejected ? CLI_ERROR : CLI_FAILS;
    rx_outcome_free(&first);
    return st;
  }
  rx_outcome_free(&first);
  const char *llvm_reduce = CLI_TEXT(ctx, llvm_reduce) ? CLI_TEXT(ctx, llvm_reduce) : rx_find_llvm_reduce();
  char exe[PATH_MAX] = "convcheck";
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) exe[n] = 0;
  unsigned timeout = CLI_GIVEN(ctx, timeout) ? (unsigned)CLI_NUM(ctx, timeout) : 300000u;
  rx_result res;
  rx_result_init(&res);
  int status = CLI_ERROR;
  cc_buf out;
  cc_buf_init(&out);
  if (!rx_reduce_file(&f, file, exe, llvm_reduce, timeout, &res, &err)) {
    cli_report(&err);
    goto done;
  }
  cc_buf_printf(&out, "finding: %s\n", res.first.kind);
  cc_buf_printf(&out, "reduced: @%s from %d blocks, %d instructions to %d blocks, %d instructions "
                      "(llvm-reduce, %.1f s",
                res.first.function, res.first.blocks, res.first.insts, res.after.blocks,
                res.after.insts, res.run.seconds);
  if (res.check_L != f.L)
    cc_buf_printf(&out, "; candidates checked at L=%d, the result at L=%d", res.check_L, f.L);
  if (res.cleaned)
    cc_buf_printf(&out, "; cleaned up in %.1f s: simplified, attributes and metadata it does "
                        "not need dropped", res.cleanup.seconds);
  cc_buf_puts(&out, ")\n");
  const char *known = rx_known_finding(&f, &res.after, res.reduced);
  if (known) cc_buf_printf(&out, "known: %s\n", known);
  for (int i = 0; i < res.recheck.n; i++)
    cc_buf_printf(&out, "  %-9s %s\n", res.recheck.v[i].engine, res.recheck.v[i].verdict);
  char note[400];
  if (rx_recheck_bounds_note(&res.recheck, note, sizeof note)) cc_buf_printf(&out, "  (%s)\n", note);
  cc_buf_printf(&out, "\n%s", res.reduced);
  if (cli_write(&out) != CLI_HOLDS) goto done;
  if (res.disagrees) {
    fprintf(stderr, "convcheck: %s: error: an engine contradicts the finding on the reduced program\n", file);
    goto done;
  }
  if (CLI_TEXT(ctx, output) &&
      !cc_write_file(CLI_TEXT(ctx, output), res.reduced, strlen(res.reduced), &err)) {
    cli_report(&err);
    goto done;
  }
  if (CLI_TEXT(ctx, report)) {
    rx_report_in ri = {.f = &f, .before = &res.first, .after = &res.after, .recheck = &res.recheck,
                       .original = file, .reduced_text = res.reduced,
                       .script_text = cc_buf_str(&res.script),
                       .finding_text = cc_buf_str(&res.finding),
                       .picture = NULL, /* hook: the witness picture once `--dot` exists */
                       .seconds = res.run.seconds + res.cleanup.seconds,
                       .check_L = res.check_L};
    if (!rx_write_report(CLI_TEXT(ctx, report), &ri, &err)) {
      cli_report(&err);
      goto done;
    }
  }
  status = CLI_HOLDS;
done:
  rx_result_free(&res);
  cc_buf_free(&out);
  return status;
}
