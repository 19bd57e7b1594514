/* sweep/module.c — one module of many generated functions, so that one
 * opt-22 process judges a whole batch of a sweep. */
#include "sweep/sweep.h"

#include <stdlib.h>

/* ---- merging single-function modules ---------------------------------------- */

static bool starts_with(const char *s, size_t n, const char *pre) {
  size_t m = strlen(pre);
  return n >= m && !memcmp(s, pre, m);
}

/* Lines that may appear once per module whatever their text. */
static int once_kind(const char *s, size_t n) {
  if (starts_with(s, n, "; ModuleID")) return 1;
  if (starts_with(s, n, "source_filename")) return 2;
  return 0;
}

void sw_merge_modules(int n, const char *const *texts, cc_buf *out) {
  cc_buf head, body;
  cc_buf_init(&head);
  cc_buf_init(&body);
  CC_STACK(uint64_t) seen = {0}; /* hashes of the top-level lines kept */
  bool once_seen[3] = {false, false, false};
  for (int t = 0; t < n; t++) {
    const char *s = texts[t];
    bool in_function = false;
    while (*s) {
      const char *e = strchr(s, '\n');
      size_t len = e ? (size_t)(e - s) : strlen(s);
      if (in_function) {
        cc_buf_putn(&body, s, len);
        cc_buf_putc(&body, '\n');
        if (len == 1 && s[0] == '}') {
          in_function = false;
          cc_buf_putc(&body, '\n');
        }
      } else if (starts_with(s, len, "define ")) {
        in_function = true;
        cc_buf_putn(&body, s, len);
        cc_buf_putc(&body, '\n');
      } else if (len > 0) {
        int k = once_kind(s, len);
        uint64_t h = cc_hash_bytes(s, len, 0);
        bool dup = k ? once_seen[k] : false;
        for (size_t i = 0; i < CC_SIZE(seen) && !dup && !k; i++)
          dup = CC_AT(seen, i) == h;
        if (!dup) {
          if (k) once_seen[k] = true;
          else CC_PUSH(seen, h);
          cc_buf_putn(&head, s, len);
          cc_buf_putc(&head, '\n');
        }
      }
      s += len + (e ? 1 : 0);
    }
  }
  cc_buf_puts(out, cc_buf_str(&head));
  cc_buf_putc(out, '\n');
  cc_buf_puts(out, cc_buf_str(&body));
  CC_RELEASE(seen);
  cc_buf_free(&head);
  cc_buf_free(&body);
}

