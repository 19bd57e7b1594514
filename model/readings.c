/* model/readings.c — the readings table as data: names, parsing, JSON,
 * usage and the support check (model/readings.h). */
#include "model/readings.h"

#include <stdio.h>

#define V_NAME_(c, n, h) n,
#define V_HELP_(c, n, h) h,
#define R_NAMES_(f, type, name, flag, sec, help, values)               \
  static const char *const names_##f[] = {values};
CV_READINGS(R_NAMES_, V_NAME_)
#define R_HELPS_(f, type, name, flag, sec, help, values)               \
  static const char *const helps_##f[] = {values};
CV_READINGS(R_HELPS_, V_HELP_)
#define R_ROW_(f, type, name, flag, sec, help, values)                  \
  {name, flag, sec, help, (int)(sizeof names_##f / sizeof names_##f[0]), names_##f, helps_##f},
#define V_NONE_(...)
const cv_reading_row cv_reading_rows[CV_NREADINGS] = {CV_READINGS(R_ROW_, V_NONE_)};

void cv_readings_default(cv_readings *rd) { memset(rd, 0, sizeof *rd); }

int cv_readings_get(const cv_readings *rd, int id) {
  switch (id) {
#define R_GET_(f, ...) \
  case CV_RD_##f:      \
    return (int)rd->f;
    CV_READINGS(R_GET_, V_NONE_)
  }
  return -1;
}

void cv_readings_set(cv_readings *rd, int id, int value) {
  switch (id) {
#define R_SET_(f, type, ...)  \
  case CV_RD_##f:             \
    rd->f = (type)value;      \
    break;
    CV_READINGS(R_SET_, V_NONE_)
  }
}

const char *cv_reading_value_name(int id, int v) {
  if (id < 0 || id >= CV_NREADINGS) return "?";
  const cv_reading_row *r = &cv_reading_rows[id];
  return v >= 0 && v < r->nvalues ? r->values[v] : "?";
}

int cv_reading_find(const char *name) {
  for (int i = 0; i < CV_NREADINGS; i++)
    if (!strcmp(name, cv_reading_rows[i].name) || !strcmp(name, cv_reading_rows[i].flag))
      return i;
  return -1;
}

int cv_reading_value_find(int id, const char *value) {
  const cv_reading_row *r = &cv_reading_rows[id];
  for (int v = 0; v < r->nvalues; v++)
    if (!strcmp(value, r->values[v])) return v;
  return -1;
}

void cv_reading_values_text(int id, cc_buf *out) {
  const cv_reading_row *r = &cv_reading_rows[id];
  for (int v = 0; v < r->nvalues; v++)
    cc_buf_printf(out, "%s%s", v == 0 ? "" : v + 1 < r->nvalues ? ", " : r->nvalues > 2 ? ", or " : " or ",
                  r->values[v]);
}

bool cv_readings_parse(cv_readings *rd, const char *text, cc_error *err) {
  const char *s = text;
  while (*s) {
    size_t n = strcspn(s, ",");
    const char *eq = memchr(s, '=', n);
    char name[64], value[64];
    if (!eq || eq == s || (size_t)(eq - s) >= sizeof name || n - (size_t)(eq - s) - 1 >= sizeof value) {
      cc_error_set(err, NULL, 0, 0, "'%.*s' is not NAME=VALUE (a reading and its value)",
                   (int)(n > 200 ? 200 : n), s);
      return false;
    }
    snprintf(name, sizeof name, "%.*s", (int)(eq - s), s);
    snprintf(value, sizeof value, "%.*s", (int)(n - (size_t)(eq - s) - 1), eq + 1);
    int id = cv_reading_find(name);
    if (id < 0) {
      cc_buf names;
      cc_buf_init(&names);
      const char *cands[CV_NREADINGS];
      for (int i = 0; i < CV_NREADINGS; i++) {
        cands[i] = cv_reading_rows[i].name;
        cc_buf_printf(&names, "%s%s", i ? ", " : "", cands[i]);
      }
      cc_buf_puts(&names, ")");
      cc_buf_did_you_mean(&names, name, cands, CV_NREADINGS);
      cc_error_set(err, NULL, 0, 0, "no reading '%s' (the readings: %s", name, cc_buf_str(&names));
      cc_buf_free(&names);
      return false;
    }
    int v = cv_reading_value_find(id, value);
    if (v < 0) {
      cc_buf vals;
      cc_buf_init(&vals);
      cv_reading_values_text(id, &vals);
      cc_buf_printf(&vals, ", not '%s'", value);
      cc_buf_did_you_mean(&vals, value, cv_reading_rows[id].values, cv_reading_rows[id].nvalues);
      cc_error_set(err, NULL, 0, 0, "%s is %s", cv_reading_rows[id].name, cc_buf_str(&vals));
      cc_buf_free(&vals);
      return false;
    }
    cv_readings_set(rd, id, v);
    s += n;
    if (*s == ',') s++;
  }
  return true;
}

void cv_readings_json(const cv_readings *rd, cc_json *j) {
  for (int i = 0; i < CV_NREADINGS; i++) {
    cc_json_key(j, cv_reading_rows[i].name);
    cc_json_string(j, cv_reading_value_name(i, cv_readings_get(rd, i)));
  }
}

void cv_readings_text(const cv_readings *rd, cc_buf *out) {
  for (int i = 0; i < CV_NREADINGS; i++)
    cc_buf_printf(out, "%s%s=%s", i ? " " : "", cv_reading_rows[i].name,
                  cv_reading_value_name(i, cv_readings_get(rd, i)));
}

void cv_readings_usage(cc_buf *out) {
  for (int i = 0; i < CV_NREADINGS; i++) {
    const cv_reading_row *r = &cv_reading_rows[i];
    size_t start = out->len;
    cc_buf_printf(out, "  --%s ", r->flag);
    for (int v = 0; v < r->nvalues; v++) cc_buf_printf(out, "%s%s", v ? "|" : "", r->values[v]);
    if (out->len - start > 24) cc_buf_putc(out, '\n'), start = out->len;
    cc_buf_pad(out, start, 25);
    cc_buf_printf(out, "%s (default %s)\n", r->help, r->values[0]);
  }
}

bool cv_readings_check(const cv_readings *rd, const cv_reading_support supported,
                       const char *who, int *bad, cc_error *err) {
  for (int i = 0; i < CV_NREADINGS; i++) {
    int v = cv_readings_get(rd, i);
    if (v == 0 || (supported[i] >> v & 1u)) continue;
    cc_buf only;
    cc_buf_init(&only);
    const cv_reading_row *r = &cv_reading_rows[i];
    for (int w = 0, n = 0; w < r->nvalues; w++)
      if (w == 0 || (supported[i] >> w & 1u))
        cc_buf_printf(&only, "%s%s", n++ ? ", " : "", r->values[w]);
    cc_error_set(err, NULL, 0, 0, "%s does not implement %s=%s (only: %s)", who, r->name,
                 r->values[v], cc_buf_str(&only));
    cc_buf_free(&only);
    if (bad) *bad = i;
    return false;
  }
  return true;
}
