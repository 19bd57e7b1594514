/* base/error.c — the error record every library fills instead of printing. */
#include "base/base.h"

#include <stdio.h>

void cc_error_clear(cc_error *e) { memset(e, 0, sizeof *e); }

void cc_error_vset(cc_error *e, const char *file, int line, int col,
                   const char *fmt, va_list ap) {
  if (!e || e->set) return;
  e->set = true;
  e->line = line;
  e->col = col;
  snprintf(e->file, sizeof e->file, "%s", file ? file : "");
  vsnprintf(e->msg, sizeof e->msg, fmt, ap);
}

void cc_error_set(cc_error *e, const char *file, int line, int col,
                  const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cc_error_vset(e, file, line, col, fmt, ap);
  va_end(ap);
}

void cc_error_format(const cc_error *e, char *buf, size_t size) {
  if (!e->set) {
    snprintf(buf, size, "error: (no error recorded)");
  } else if (e->file[0] && e->line > 0 && e->col > 0) {
    snprintf(buf, size, "%s:%d:%d: error: %s", e->file, e->line, e->col,
             e->msg);
  } else if (e->file[0] && e->line > 0) {
    snprintf(buf, size, "%s:%d: error: %s", e->file, e->line, e->msg);
  } else if (e->file[0]) {
    snprintf(buf, size, "%s: error: %s", e->file, e->msg);
  } else {
    snprintf(buf, size, "error: %s", e->msg);
  }
}
