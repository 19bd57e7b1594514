/* cli/transform_pass.c — `transform --pass`: AFTER is the output of
 * `opt-22 -passes=PIPELINE -S FILE`, run with the file's target. */
#include "cli/cli.h"
#include "cli/transform_pass.h"
#include "audit/audit.h"
#include "transform/transform.h"

#include <errno.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

/* The target triple: --mtriple, else an -mtriple of --opt-arg, else the
 * file's RUN line's. */
static void choose_triple(cli_tp *tp, const char *file) {
  bool given = false;
  for (int i = 0; i < tp->nextra; i++) given |= !strncmp(tp->extra[i], "-mtriple", 8);
  if (!tp->mtriple && !given) {
    size_t len = 0;
    cc_error rerr;
    cc_error_clear(&rerr);
    char *text = cc_read_file(file, 64u << 20, &len, &rerr);
    if (text && tf_run_line_triple(text, tp->run_triple, sizeof tp->run_triple)) {
      tp->mtriple = tp->run_triple;
      tp->triple_from_run = true;
    }
    free(text);
  }
  if (tp->mtriple) {
    snprintf(tp->triple_arg, sizeof tp->triple_arg, "-mtriple=%s", tp->mtriple);
    tp->extra[tp->nextra++] = tp->triple_arg;
  }
}

bool cli_tp_run(cli_tp *tp, const char *file, unsigned timeout_ms) {
  if (access(file, R_OK) != 0) {
    fprintf(stderr, "convcheck: %s: error: cannot read: %s\n", file, strerror(errno));
    return false;
  }
  choose_triple(tp, file);
  /* opt writes into a file of our own (mkstemps); the reader wants ".ll" */
  cc_error terr;
  cc_error_clear(&terr);
  if (!cc_temp_file(tp->out, sizeof tp->out, "convcheck-after", ".ll", &terr)) {
    fprintf(stderr, "convcheck: error: %s\n", terr.msg);
    return false;
  }
  cc_error oerr;
  cc_error_clear(&oerr);
  if (!au_run_opt_pass(tp->opt, tp->pass, tp->extra, tp->nextra, file, tp->out, timeout_ms, NULL,
                       &oerr)) {
    unlink(tp->out);
    tp->out[0] = 0;
    fprintf(stderr, "convcheck: %s: error: %s%s%s%s\n", file, oerr.msg,
            tp->triple_from_run ? " (with -mtriple=" : "", tp->triple_from_run ? tp->mtriple : "",
            tp->triple_from_run ? " from the file's RUN line; --mtriple gives another)" : "");
    return false;
  }
  return true;
}
