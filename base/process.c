/* base/process.c — waiting for a child process within a time limit (the
 * programs convcheck runs: opt-22, dot). */
#include "base/base.h"

#include <errno.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>

bool cc_wait_child(pid_t pid, unsigned timeout_ms, int *status) {
  unsigned waited = 0;
  *status = 0;
  for (;;) {
    pid_t r = waitpid(pid, status, WNOHANG);
    if (r == pid) return false;
    if (r < 0 && errno != EINTR) return false;
    if (timeout_ms && waited >= timeout_ms) {
      kill(pid, SIGKILL);
      while (waitpid(pid, status, 0) < 0 && errno == EINTR) {}
      return true;
    }
    struct timespec ts = {0, 5 * 1000 * 1000};
    nanosleep(&ts, NULL);
    waited += 5;
  }
}
