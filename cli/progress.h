/* cli/progress.h — how long runs report progress (cli/progress.c); the
 * cli_progress object itself is declared in cli/cli.h.  Prefix: cli_progress_.
 *
 * On a terminal a run's cli_progress shows a bar on stderr (active).  When
 * stderr is not a terminal, or the command asks for lines (active false
 * after init: corpus prints its own lines on stdout), it writes a line
 *   convcheck: WHAT: DONE/TOTAL (R/s, S s left)
 * (S from base/ cc_eta: the items' cost fitted as a line in their index,
 * so that a run whose items grow dearer is not promised its average
 * rate; or, when the caller weighs its items (cli_progress_weight_cb:
 * sweep, by each program's tuples of traces), the weight left at the cost
 * per weight so far; the end so predicted smoothed in time, so that a
 * burst of dear items does not make S jump; or, for a count whose items'
 * costs follow no trend (cli_progress.flat: a transform's stages), the
 * items left at the mean cost since the count began, "S s left WHEN" with
 * cli_progress.left_if; "estimating the time left" in place of S while
 * there is no estimate; bench/progress.sh)
 * every period seconds once the run is 10 s old, or from the start with
 * --progress.  One period for the whole process, so that a command that
 * makes one cli_progress per file (audit of a directory) still reports
 * every few seconds. */
#ifndef CLI_PROGRESS_H
#define CLI_PROGRESS_H

#include <stdbool.h>

/* The period of the lines, seconds: $CONVCHECK_PROGRESS_PERIOD when it is a
 * positive number, else 2.  A line is written at the first progress report
 * after the period (sweep reports after every program). */
#define CLI_PROGRESS_PERIOD 2.0
/* When lines start without --progress: $CONVCHECK_PROGRESS_AFTER seconds
 * into the run when it is a number >= 0, else 10. */
#define CLI_PROGRESS_AFTER 10.0

/* Once, in main, before the command runs: forced is --progress. */
void cli_progress_configure(bool forced);

#endif
