/* cli/progress.c — progress of long runs on stderr: a bar on a terminal,
 * lines every few seconds otherwise (cli/progress.h). */
#include "cli/cli.h"
#include "cli/progress.h"

#include <stdlib.h>

static struct {
  bool forced;         /* --progress */
  double start;        /* the run's start */
  double period, after;
  double last_line;    /* when the last line was written (any object) */
} cfg = {false, 0, CLI_PROGRESS_PERIOD, CLI_PROGRESS_AFTER, 0};

static double env_seconds(const char *name, double dflt, double min) {
  const char *s = getenv(name);
  if (!s || !*s) return dflt;
  char *end;
  double v = strtod(s, &end);
  return *end || v < min ? dflt : v;
}

void cli_progress_configure(bool forced) {
  cfg.forced = forced;
  cfg.start = cfg.last_line = cc_now();
  cfg.period = env_seconds("CONVCHECK_PROGRESS_PERIOD", CLI_PROGRESS_PERIOD, 1e-9);
  cfg.after = env_seconds("CONVCHECK_PROGRESS_AFTER", CLI_PROGRESS_AFTER, 0);
}

void cli_progress_init(cli_progress *pr, const char *what) {
  if (cfg.start == 0) cli_progress_configure(false);
  pr->what = what;
  pr->start = pr->last = cc_now();
  cc_eta_init(&pr->eta, pr->start);
  pr->last_done = 0;
  pr->no_estimate = NULL;
  pr->partial = NULL;
  pr->flat = false;
  pr->left_if = NULL;
  pr->active = cli_stderr_is_tty();
  pr->shown = false;
}

static void left_text(char *buf, size_t size, double left, const cli_progress *pr);

void cli_progress_restart(cli_progress *pr) {
  pr->start = cc_now();
  cc_eta_init(&pr->eta, pr->start);
  pr->last_done = 0;
}

/* "DONE/TOTAL", or "DONE done" when the total is 0: no count predicts the
 * end (en_opts.progress: the signatures settle the run's subjects). */
static void done_text(char *buf, size_t size, uint64_t done, uint64_t total) {
  if (total) snprintf(buf, size, "%llu/%llu", (unsigned long long)done, (unsigned long long)total);
  else snprintf(buf, size, "%llu done", (unsigned long long)done);
}

static void line(cli_progress *pr, double t, uint64_t done, uint64_t total, double left) {
  if (!cfg.forced && t - cfg.start < cfg.after) return;
  if (t - cfg.last_line < cfg.period) return;
  cfg.last_line = t;
  double rate = done / (t - pr->start + 1e-9);
  char lt[600], dt[64];
  left_text(lt, sizeof lt, left, pr);
  done_text(dt, sizeof dt, done, total);
  fprintf(stderr, "convcheck: %s: %s (%.0f/s, %s)\n", pr->what, dt, rate, lt);
  fflush(stderr);
}

void cli_progress_weight_cb(void *arg, double done, double total) {
  cli_progress *pr = arg;
  cc_eta_weigh(&pr->eta, done, total);
}

/* "12 s left", "estimating the time left" while there is no estimate yet,
 * or (left NO_ESTIMATE) why there will be none; when the count is a
 * stage's (pr->partial), "no estimate of the end: WHY; this stage: ..." */
#define NO_ESTIMATE (-2.0)
static void left_text(char *buf, size_t size, double left, const cli_progress *pr) {
  char own[300];
  if (left == NO_ESTIMATE && pr->no_estimate)
    snprintf(own, sizeof own, "no estimate: %s", pr->no_estimate);
  else if (left == NO_ESTIMATE)
    snprintf(own, sizeof own, "no estimate: the run stops once each value and block is decided "
                              "(a witness, or the traces' signatures)");
  else if (left < 0) snprintf(own, sizeof own, "estimating the time left");
  else snprintf(own, sizeof own, "%.0f s left%s%s", left, pr->left_if ? " " : "", pr->left_if ? pr->left_if : "");
  if (pr->partial)
    snprintf(buf, size, "no estimate of the end: %s; this stage: %s", pr->partial, own);
  else snprintf(buf, size, "%s", own);
}

/* cli_progress.flat: the items left at the mean cost since the count
 * began; none before 16 items (or an eighth of a shorter count), as
 * cc_eta: the first items' costs say little of the others'. */
static double mean_left(const cli_progress *pr, double t, uint64_t done, uint64_t total) {
  if (done >= total) return 0;
  uint64_t enough = total / 8 + 1 < 16 ? total / 8 + 1 : 16;
  double elapsed = t - pr->start;
  if (done < enough || elapsed <= 0) return -1;
  return (double)(total - done) * elapsed / (double)done;
}

void cli_progress_cb(void *arg, uint64_t done, uint64_t total) {
  cli_progress *pr = arg;
  double t = cc_now();
  if (done < pr->last_done) { /* another run began */
    cc_eta_init(&pr->eta, t);
    if (pr->flat) pr->start = t;
  }
  pr->last_done = done;
  double left = !total ? NO_ESTIMATE : pr->flat ? mean_left(pr, t, done, total)
                                                : cc_eta_left(&pr->eta, t, done, total);
  if (!pr->active) {
    line(pr, t, done, total, left);
    return;
  }
  if (t - pr->last < 0.2 && (total == 0 || done < total)) return;
  pr->last = t;
  double rate = done / (t - pr->start + 1e-9);
  char lt[600], dt[64];
  left_text(lt, sizeof lt, left, pr);
  done_text(dt, sizeof dt, done, total);
  fprintf(stderr, "\r%s: %s (%.0f/s, %s)   ", pr->what, dt, rate, lt);
  pr->shown = true;
}

void cli_progress_done(cli_progress *pr) {
  if (pr->active && pr->shown) fprintf(stderr, "\r\033[K");
}
