/* base/json.c — a small JSON writer: the shapes other tools rely on are
 * produced through this one place, so escaping is done once. */
#include "base/base.h"

#include <assert.h>
#include <math.h>

void cc_json_init(cc_json *j, cc_buf *out) {
  memset(j, 0, sizeof *j);
  j->out = out;
}

static void before_value(cc_json *j) {
  if (j->after_key) {
    j->after_key = false;
    return;
  }
  if (j->need_comma[j->depth]) cc_buf_putc(j->out, ',');
  j->need_comma[j->depth] = true;
}

static void open(cc_json *j, char c) {
  before_value(j);
  cc_buf_putc(j->out, c);
  assert(j->depth + 1 < 64);
  j->depth++;
  j->need_comma[j->depth] = false;
}

static void close(cc_json *j, char c) {
  assert(j->depth > 0);
  j->depth--;
  cc_buf_putc(j->out, c);
}

void cc_json_begin_object(cc_json *j) { open(j, '{'); }
void cc_json_end_object(cc_json *j) { close(j, '}'); }
void cc_json_begin_array(cc_json *j) { open(j, '['); }
void cc_json_end_array(cc_json *j) { close(j, ']'); }

static void put_string(cc_buf *b, const char *s) {
  cc_buf_putc(b, '"');
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    switch (*p) {
    case '"': cc_buf_puts(b, "\\\""); break;
    case '\\': cc_buf_puts(b, "\\\\"); break;
    case '\n': cc_buf_puts(b, "\\n"); break;
    case '\t': cc_buf_puts(b, "\\t"); break;
    case '\r': cc_buf_puts(b, "\\r"); break;
    default:
      if (*p < 0x20) cc_buf_printf(b, "\\u%04x", *p);
      else cc_buf_putc(b, (char)*p);
    }
  }
  cc_buf_putc(b, '"');
}

void cc_json_key(cc_json *j, const char *key) {
  before_value(j);
  put_string(j->out, key);
  cc_buf_putc(j->out, ':');
  j->after_key = true;
}

void cc_json_string(cc_json *j, const char *s) {
  before_value(j);
  put_string(j->out, s ? s : "");
}

void cc_json_int(cc_json *j, long long v) {
  before_value(j);
  cc_buf_printf(j->out, "%lld", v);
}

void cc_json_double(cc_json *j, double v) {
  before_value(j);
  if (isfinite(v)) cc_buf_printf(j->out, "%.6g", v);
  else cc_buf_puts(j->out, "null");
}

void cc_json_bool(cc_json *j, bool v) {
  before_value(j);
  cc_buf_puts(j->out, v ? "true" : "false");
}

void cc_json_null(cc_json *j) {
  before_value(j);
  cc_buf_puts(j->out, "null");
}

void cc_json_member_int(cc_json *j, const char *key, long long v) {
  cc_json_key(j, key);
  cc_json_int(j, v);
}

void cc_json_member_bool(cc_json *j, const char *key, bool v) {
  cc_json_key(j, key);
  cc_json_bool(j, v);
}

void cc_json_member_string(cc_json *j, const char *key, const char *s) {
  cc_json_key(j, key);
  cc_json_string(j, s);
}
