/* cli/progress.c — progress of long runs on a terminal (stderr), silent
 * when stderr is not a terminal. */
#include "cli/cli.h"



void cli_progress_init(cli_progress *pr, const char *what) {
  pr->what = what;
  pr->start = pr->last = cc_now();
  pr->active = cli_stderr_is_tty();
  pr->shown = false;
}

void cli_progress_cb(void *arg, uint64_t done, uint64_t total) {
  cli_progress *pr = arg;
  if (!pr->active) return;
  double t = cc_now();
  if (t - pr->last < 0.2 && done < total) return;
  pr->last = t;
  double rate = done / (t - pr->start + 1e-9);
  double left = rate > 0 && total > done ? (double)(total - done) / rate : 0;
  fprintf(stderr, "\r%s: %llu/%llu (%.0f/s, %.0f s left)   ", pr->what,
          (unsigned long long)done, (unsigned long long)total, rate, left);
  pr->shown = true;
}

void cli_progress_done(cli_progress *pr) {
  if (pr->active && pr->shown) fprintf(stderr, "\r\033[K");
}
