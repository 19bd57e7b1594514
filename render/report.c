/* render/report.c — the HTML report of a result store (`convcheck results
 * report --html DIR`): an index of the runs and a page per run with its
 * findings, witnesses and pictures (SVG from `dot -Tsvg`, inline), every
 * verdict, links to the previous and next run and the diff to the
 * previous one.  Static pages with no script and nothing fetched: they
 * work opened from disk. */
#include "render/render_int.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- dot -Tsvg ------------------------------------------------------------------ */

/* The first line of a file (dot's complaint), at most size - 1 bytes. */
static void first_line(const char *path, char *buf, size_t size) {
  buf[0] = 0;
  FILE *f = fopen(path, "r");
  if (!f) return;
  if (fgets(buf, (int)size, f)) buf[strcspn(buf, "\n")] = 0;
  fclose(f);
}

bool rd_dot_svg(const char *dot, const char *text, unsigned timeout_ms, cc_buf *svg,
                cc_error *err) {
  if (!timeout_ms) timeout_ms = 60000;
  char in[] = "/tmp/convcheck-dot-in.XXXXXX", out[] = "/tmp/convcheck-dot-out.XXXXXX",
       errp[] = "/tmp/convcheck-dot-err.XXXXXX";
  int fi = mkstemp(in), fo = fi >= 0 ? mkstemp(out) : -1, fe = fo >= 0 ? mkstemp(errp) : -1;
  bool ok = false;
  if (fi < 0 || fo < 0 || fe < 0) {
    cc_error_set(err, "", 0, 0, "cannot create a temporary file for dot: %s", strerror(errno));
    goto done;
  }
  size_t len = strlen(text);
  if (write(fi, text, len) != (ssize_t)len) {
    cc_error_set(err, in, 0, 0, "cannot write the DOT text: %s", strerror(errno));
    goto done;
  }
  pid_t pid = fork();
  if (pid < 0) {
    cc_error_set(err, "", 0, 0, "cannot fork to run %s: %s", dot, strerror(errno));
    goto done;
  }
  if (pid == 0) {
    dup2(fo, 1);
    dup2(fe, 2);
    int nul = open("/dev/null", O_RDONLY);
    if (nul >= 0) dup2(nul, 0);
    execlp(dot, dot, "-Tsvg", in, (char *)NULL);
    fprintf(stderr, "cannot run %s: %s\n", dot, strerror(errno));
    _exit(127);
  }
  int status;
  bool killed = cc_wait_child(pid, timeout_ms, &status);
  char why[300];
  first_line(errp, why, sizeof why);
  if (killed) {
    cc_error_set(err, "", 0, 0, "%s -Tsvg did not finish within %u ms", dot, timeout_ms);
    goto done;
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    cc_error_set(err, "", 0, 0, "%s -Tsvg failed (%s %d)%s%s", dot,
                 WIFEXITED(status) ? "exit status" : "signal",
                 WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status), *why ? ": " : "", why);
    goto done;
  }
  size_t n = 0;
  cc_error rerr;
  cc_error_clear(&rerr);
  char *data = cc_read_file(out, (size_t)64 << 20, &n, &rerr);
  if (!data) {
    cc_error_set(err, "", 0, 0, "%s -Tsvg: %s", dot, rerr.msg);
    goto done;
  }
  const char *start = strstr(data, "<svg");
  if (!start) {
    cc_error_set(err, "", 0, 0, "%s -Tsvg wrote no <svg> element", dot);
    free(data);
    goto done;
  }
  cc_buf_puts(svg, start);
  free(data);
  ok = true;
done:
  if (fi >= 0) close(fi), unlink(in);
  if (fo >= 0) close(fo), unlink(out);
  if (fe >= 0) close(fe), unlink(errp);
  return ok;
}

/* ---- the SVG made safe ----------------------------------------------------------- */

static bool rdr_name_in(const char *s, size_t n, const char *const *names) {
  for (; *names; names++)
    if (strlen(*names) == n && !strncasecmp(s, *names, n)) return true;
  return false;
}

static bool rdr_has_javascript(const char *v, size_t n) {
  /* "javascript:" with any case, and with whitespace or entities between
   * its letters dropped: what a browser would still read as the scheme */
  static const char want[] = "javascript:";
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    char c = (char)tolower((unsigned char)v[i]);
    if (c == '&' || isspace((unsigned char)c)) {
      if (c == '&')
        while (i < n && v[i] != ';') i++;
      continue;
    }
    k = c == want[k] ? k + 1 : c == want[0];
    if (!want[k]) return true;
  }
  return false;
}

void rd_svg_sanitise(const char *svg, cc_buf *out) {
  static const char *const keep[] = {"svg", "g", "title", "desc", "text", "tspan", "polygon",
                                     "polyline", "path", "ellipse", "circle", "rect", "line",
                                     "defs", "linearGradient", "radialGradient", "stop", NULL};
  static const char *const skip_content[] = {"script", "style", "foreignObject", NULL};
  static const char *const bad_attr[] = {"href", "xlink:href", "src", "style", "xml:base", NULL};
  const char *s = svg;
  while (*s) {
    if (*s != '<') {
      const char *lt = strchr(s, '<');
      size_t n = lt ? (size_t)(lt - s) : strlen(s);
      cc_buf_putn(out, s, n);
      s += n;
      continue;
    }
    /* comments, CDATA, <!DOCTYPE>, <?...?>: dropped */
    if (!strncmp(s, "<!--", 4)) {
      const char *e = strstr(s + 4, "-->");
      s = e ? e + 3 : s + strlen(s);
      continue;
    }
    if (!strncmp(s, "<![CDATA[", 9)) {
      const char *e = strstr(s + 9, "]]>");
      s = e ? e + 3 : s + strlen(s);
      continue;
    }
    if (s[1] == '!' || s[1] == '?') {
      const char *e = strchr(s, '>');
      s = e ? e + 1 : s + strlen(s);
      continue;
    }
    bool closing = s[1] == '/';
    const char *nm = s + 1 + closing;
    size_t nl = strcspn(nm, " \t\r\n/>");
    /* the end of the tag, quotes respected */
    const char *e = nm + nl;
    char q = 0;
    for (; *e && (q || *e != '>'); e++)
      if (q ? *e == q : (*e == '"' || *e == '\'')) q = q ? 0 : *e;
    const char *next = *e ? e + 1 : e;
    if (!closing && rdr_name_in(nm, nl, skip_content)) {
      /* the element and everything in it */
      char close[40];
      snprintf(close, sizeof close, "</%.*s", (int)(nl < 30 ? nl : 30), nm);
      const char *c = next;
      while (*c && strncasecmp(c, close, strlen(close))) c++;
      const char *ce = *c ? strchr(c, '>') : NULL;
      s = ce ? ce + 1 : c;
      continue;
    }
    if (!rdr_name_in(nm, nl, keep)) { /* <a>, <image>, <use>, ...: the tag goes */
      s = next;
      continue;
    }
    cc_buf_putc(out, '<');
    if (closing) cc_buf_putc(out, '/');
    cc_buf_putn(out, nm, nl);
    /* the attributes: name="value" or name='value' */
    const char *a = nm + nl;
    while (a < e) {
      while (a < e && isspace((unsigned char)*a)) a++;
      if (a >= e || *a == '/') break;
      size_t an = strcspn(a, " \t\r\n=/>");
      if (an == 0) {
        a++;
        continue;
      }
      const char *v = a + an, *vs = NULL;
      size_t vn = 0;
      while (v < e && isspace((unsigned char)*v)) v++;
      if (v < e && *v == '=') {
        v++;
        while (v < e && isspace((unsigned char)*v)) v++;
        char vq = v < e && (*v == '"' || *v == '\'') ? *v : 0;
        vs = v + (vq != 0);
        const char *ve = vq ? memchr(vs, vq, (size_t)(e - vs)) : vs + strcspn(vs, " \t\r\n>");
        if (!ve || ve > e) ve = e;
        vn = (size_t)(ve - vs);
        v = ve + (vq && ve < e);
      }
      bool drop = (an > 2 && !strncasecmp(a, "on", 2)) || rdr_name_in(a, an, bad_attr) ||
                  (vs && rdr_has_javascript(vs, vn)) || memchr(a, '<', an);
      if (!drop) {
        cc_buf_putc(out, ' ');
        cc_buf_putn(out, a, an);
        if (vs) {
          cc_buf_puts(out, "=\"");
          for (size_t i = 0; i < vn; i++) {
            if (vs[i] == '"') cc_buf_puts(out, "&quot;");
            else if (vs[i] == '<') cc_buf_puts(out, "&lt;");
            else cc_buf_putc(out, vs[i]);
          }
          cc_buf_putc(out, '"');
        }
      }
      a = v > a + an ? v : a + an;
    }
    if (e > nm && e[-1] == '/' && !closing) cc_buf_putc(out, '/');
    cc_buf_putc(out, '>');
    s = next;
  }
}

/* ---- pages ------------------------------------------------------------------------ */

static const char style[] =
    "body{font-family:Helvetica,Arial,sans-serif;margin:1.5em;color:#222;max-width:110em}\n"
    "h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.6em;border-bottom:1px solid #ddd}\n"
    "table{border-collapse:collapse;font-size:.9em}td,th{border:1px solid #ccc;padding:.2em .5em;"
    "vertical-align:top;text-align:left}th{background:#f3f3f3}\n"
    "pre{background:#f7f7f7;border:1px solid #e3e3e3;padding:.5em;overflow:auto;font-size:.85em}\n"
    "nav{margin-bottom:1em}nav a{margin-right:1em}\n"
    ".finding{border-left:4px solid #d62728;padding-left:1em;margin:1.2em 0}\n"
    ".picture{overflow:auto;border:1px solid #e3e3e3;margin:.5em 0}\n"
    ".pass{color:#1b7a2f}.other{color:#b00020;font-weight:bold}\n"
    /* a run's options are one long JSON line: wrapped, not a page that
     * scrolls sideways (a new user's, at 1000 px) */
    "table.meta td{overflow-wrap:anywhere;word-break:break-word;max-width:90em}\n";

static void page_begin(cc_buf *b, const char *title) {
  /* no script, no outside resource: the page is data (issue 29) */
  cc_buf_puts(b, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
                 "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                 "style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'\">\n"
                 "<title>");
  rdi_html(b, title);
  cc_buf_printf(b, "</title>\n<style>\n%s</style>\n</head>\n<body>\n", style);
}

static void page_end(cc_buf *b) { cc_buf_puts(b, "</body></html>\n"); }

/* Outcomes that say a check holds; any other is a finding. */
static bool passing(const char *outcome) {
  /* a uniform value is an answer, not a finding (a new user saw uniform
   * verdicts listed in red among a run's findings) */
  /* nor is `unchanged`, a pipeline step that changed no function compared
   * (a user read "5 (unchanged 5)" as five findings) */
  static const char *const ok[] = {"pass", "agree",     "m-converged", "consistent", "unique",
                                   "none", "holds",     "preserved",   "uniform",    "unchanged",
                                   "not checked"};
  for (size_t i = 0; i < sizeof ok / sizeof *ok; i++)
    if (!strcmp(outcome, ok[i])) return true;
  return false;
}

typedef struct report {
  rs_store *s;
  const char *dir;
  const rd_report_opts *o;
  rd_report_stats *st;
  cc_error *err;
  CC_STACK(long long) ids; /* the runs, oldest first */
  /* the page being built */
  cc_buf findings, table;
  int nverdicts, nfindings;
  /* the findings by outcome, for the index: "20 (unmodelled 18, imprecise
   * 2)" (a new user read 20 unmodelled-and-imprecise claims as 20 bugs) */
  struct { char outcome[40]; int n; } kinds[16];
  int nkinds;
} report;

/* Counts a finding of this outcome (the 16th kind and those after it
 * together as "other"). */
static void count_kind(report *R, const char *outcome) {
  enum { MAX = (int)(sizeof R->kinds / sizeof *R->kinds) };
  int i = 0;
  while (i < R->nkinds && strcmp(R->kinds[i].outcome, outcome)) i++;
  if (i == R->nkinds && R->nkinds == MAX) {
    i = MAX - 1; /* the last slot becomes "other", keeping its count */
    snprintf(R->kinds[i].outcome, sizeof R->kinds[i].outcome, "other");
  } else if (i == R->nkinds) {
    R->nkinds++;
    R->kinds[i].n = 0;
    snprintf(R->kinds[i].outcome, sizeof R->kinds[i].outcome, "%s", outcome);
  }
  R->kinds[i].n++;
}

/* "20 (unmodelled 18, imprecise 2)": the findings, most frequent kind first. */
static void put_kinds(report *R, cc_buf *b) {
  cc_buf_printf(b, "%d", R->nfindings);
  for (int done = 0; done < R->nkinds; done++) {
    int best = -1;
    for (int i = 0; i < R->nkinds; i++)
      if (R->kinds[i].n > 0 && (best < 0 || R->kinds[i].n > R->kinds[best].n)) best = i;
    cc_buf_puts(b, done ? ", " : " (");
    rdi_html(b, R->kinds[best].outcome);
    cc_buf_printf(b, " %d", R->kinds[best].n);
    R->kinds[best].n = -R->kinds[best].n; /* listed */
  }
  if (R->nkinds) cc_buf_putc(b, ')');
}

static bool collect_run(void *arg, const rs_run_row *run) {
  report *R = arg;
  CC_PUSH(R->ids, run->id);
  return true;
}

static void picture(report *R, const char *dot, int n, cc_buf *b) {
  cc_buf svg;
  cc_buf_init(&svg);
  cc_error e;
  cc_error_clear(&e);
  cc_buf_printf(b, "<div class=\"picture\" id=\"picture-%d\">\n", n);
  if (rd_dot_svg(R->o->dot, dot, R->o->timeout_ms, &svg, &e)) {
    R->st->pictures++;
    rd_svg_sanitise(cc_buf_str(&svg), b);
  } else {
    R->st->pictures_failed++;
    if (!R->st->dot_error[0]) snprintf(R->st->dot_error, sizeof R->st->dot_error, "%.290s", e.msg);
    cc_buf_puts(b, "<p class=\"other\">not rendered: ");
    rdi_html(b, e.msg);
    cc_buf_puts(b, "; the DOT text:</p><pre>");
    rdi_html(b, dot);
    cc_buf_puts(b, "</pre>");
  }
  cc_buf_puts(b, "</div>\n");
  cc_buf_free(&svg);
}

static bool add_verdict(void *arg, const rs_verdict_row *v) {
  report *R = arg;
  int n = ++R->nverdicts;
  bool ok = passing(v->outcome);
  bool shown = !ok || v->picture; /* a section of its own */
  cc_buf *t = &R->table;
  cc_buf_puts(t, "<tr><td>");
  rdi_html(t, v->program);
  cc_buf_puts(t, "</td><td>");
  rdi_html(t, v->check);
  cc_buf_puts(t, "</td><td>");
  rdi_html(t, v->subject);
  cc_buf_printf(t, "</td><td class=\"%s\">", ok ? "pass" : "other");
  if (shown) cc_buf_printf(t, "<a href=\"#verdict-%d\">", n);
  rdi_html(t, v->outcome);
  if (shown) cc_buf_puts(t, "</a>");
  cc_buf_puts(t, "</td><td>");
  rdi_html(t, v->detail);
  cc_buf_printf(t, "</td><td>%.3f</td></tr>\n", v->seconds);
  if (!shown) return true;
  R->nfindings += !ok;
  if (!ok) count_kind(R, v->outcome);
  cc_buf *f = &R->findings;
  cc_buf_printf(f, "<section class=\"%s\" id=\"verdict-%d\">\n<h3>", ok ? "verdict" : "finding", n);
  rdi_html(f, v->program);
  cc_buf_puts(f, ": ");
  rdi_html(f, v->check);
  if (*v->subject) {
    cc_buf_puts(f, " ");
    rdi_html(f, v->subject);
  }
  cc_buf_printf(f, " &mdash; <span class=\"%s\">", ok ? "pass" : "other");
  rdi_html(f, v->outcome);
  cc_buf_puts(f, "</span></h3>\n<p>");
  rdi_html(f, v->detail);
  cc_buf_puts(f, " <small>(");
  rdi_html(f, v->path);
  cc_buf_puts(f, ")</small></p>\n");
  if (v->picture) picture(R, v->picture, n, f);
  if (v->witness) {
    cc_buf_puts(f, "<pre>");
    rdi_html(f, v->witness);
    cc_buf_puts(f, "</pre>\n");
  }
  cc_buf_puts(f, "</section>\n");
  return true;
}

static bool write_page(report *R, const char *name, const cc_buf *b) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", R->dir, name);
  if (!cc_write_file(path, b->data ? b->data : "", b->len, R->err)) return false;
  R->st->pages++;
  return true;
}

/* The page of run i (of R->ids), with its neighbours. */
static bool run_page(report *R, size_t i, const rs_run_row *run) {
  long long id = CC_AT(R->ids, i);
  long long prev = i > 0 ? CC_AT(R->ids, i - 1) : 0;
  long long next = i + 1 < CC_SIZE(R->ids) ? CC_AT(R->ids, i + 1) : 0;
  cc_buf_clear(&R->findings);
  cc_buf_clear(&R->table);
  R->nverdicts = R->nfindings = R->nkinds = 0;
  if (!rs_each_verdict(R->s, id, add_verdict, R, R->err)) return false;
  cc_buf b;
  cc_buf_init(&b);
  char title[200];
  snprintf(title, sizeof title, "convcheck run %lld: %s", id, run->command);
  page_begin(&b, title);
  cc_buf_puts(&b, "<nav><a href=\"index.html\">all runs</a>");
  if (prev) cc_buf_printf(&b, "<a href=\"run-%lld.html\" rel=\"prev\">&larr; run %lld</a>", prev, prev);
  if (next) cc_buf_printf(&b, "<a href=\"run-%lld.html\" rel=\"next\">run %lld &rarr;</a>", next, next);
  if (prev) cc_buf_puts(&b, "<a href=\"#changes\">changes since the previous run</a>");
  cc_buf_puts(&b, "</nav>\n<h1>");
  rdi_html(&b, title);
  cc_buf_puts(&b, "</h1>\n<table class=\"meta\">\n");
  const char *keys[] = {"started", "finished", "convcheck", "options", "merged from"};
  const char *vals[] = {run->started, run->finished, run->version, run->options, run->origin};
  for (int k = 0; k < 5; k++) {
    if (!vals[k]) continue;
    cc_buf_printf(&b, "<tr><th>%s</th><td>", keys[k]);
    rdi_html(&b, vals[k]);
    cc_buf_puts(&b, "</td></tr>\n");
  }
  if (run->threads) cc_buf_printf(&b, "<tr><th>threads k</th><td>%d</td></tr>\n", run->threads);
  if (run->bound) cc_buf_printf(&b, "<tr><th>bound L</th><td>%d</td></tr>\n", run->bound);
  cc_buf_printf(&b, "<tr><th>seconds</th><td>%.2f</td></tr>\n<tr><th>verdicts</th><td>%lld "
                    "(%lld %s): ", run->seconds, run->verdicts, run->programs,
                cc_plural(run->programs, "program", "programs"));
  rdi_html(&b, run->outcomes);
  cc_buf_puts(&b, "</td></tr>\n</table>\n");
  cc_buf_printf(&b, "<h2 id=\"findings\">Findings (%d) and pictures</h2>\n", R->nfindings);
  if (R->findings.len) cc_buf_puts(&b, cc_buf_str(&R->findings));
  else cc_buf_puts(&b, "<p>Every verdict of this run holds; none has a picture.</p>\n");
  cc_buf_printf(&b, "<h2 id=\"verdicts\">Verdicts (%d)</h2>\n<table class=\"verdicts\">\n"
                    "<tr><th>program</th><th>check</th><th>subject</th><th>outcome</th>"
                    "<th>detail</th><th>seconds</th></tr>\n", R->nverdicts);
  cc_buf_puts(&b, cc_buf_str(&R->table));
  cc_buf_puts(&b, "</table>\n");
  if (prev) {
    cc_buf diff;
    cc_buf_init(&diff);
    bool ok = rs_diff_runs(R->s, prev, id, &diff, false, NULL, R->err);
    if (ok) {
      cc_buf_printf(&b, "<h2 id=\"changes\">Changes since run %lld</h2>\n<pre>", prev);
      rdi_html(&b, cc_buf_str(&diff));
      cc_buf_puts(&b, "</pre>\n");
    }
    cc_buf_free(&diff);
    if (!ok) {
      cc_buf_free(&b);
      return false;
    }
  }
  page_end(&b);
  char name[64];
  snprintf(name, sizeof name, "run-%lld.html", id);
  bool ok = write_page(R, name, &b);
  cc_buf_free(&b);
  return ok;
}

typedef struct pages {
  report *R;
  size_t i;
  cc_buf index;
  bool ok;
} pages;

static bool one_run(void *arg, const rs_run_row *run) {
  pages *P = arg;
  report *R = P->R;
  if (!run_page(R, P->i++, run)) {
    P->ok = false;
    return false;
  }
  R->st->runs++;
  cc_buf *b = &P->index;
  cc_buf_printf(b, "<tr><td><a href=\"run-%lld.html\">%lld</a></td><td>", run->id, run->id);
  rdi_html(b, run->started);
  cc_buf_puts(b, "</td><td>");
  { /* the command line as typed (the subcommand for a run recorded without one) */
    cc_buf cl;
    cc_buf_init(&cl);
    if (rs_options_command_line(run->options, &cl)) {
      cc_buf_puts(b, "<code>");
      rdi_html(b, cc_buf_str(&cl));
      cc_buf_puts(b, "</code>");
    } else {
      rdi_html(b, run->command);
    }
    cc_buf_free(&cl);
  }
  cc_buf_puts(b, "</td><td>");
  { /* what it read: the inputs, the target (rs_options_context) */
    cc_buf in, tr, op;
    cc_buf_init(&in), cc_buf_init(&tr), cc_buf_init(&op);
    rs_options_context(run->options ? run->options : "", &in, &tr, &op);
    rdi_html(b, cc_buf_str(&in));
    cc_buf_puts(b, "</td><td>");
    rdi_html(b, cc_buf_str(&tr));
    cc_buf_free(&in), cc_buf_free(&tr), cc_buf_free(&op);
  }
  cc_buf_puts(b, "</td><td>");
  if (run->threads) cc_buf_printf(b, "%d", run->threads);
  cc_buf_puts(b, "</td><td>");
  if (run->bound) cc_buf_printf(b, "%d", run->bound);
  cc_buf_printf(b, "</td><td>%.2f</td><td>", run->seconds);
  rdi_html(b, run->outcomes);
  cc_buf_puts(b, "</td><td>");
  put_kinds(R, b);
  cc_buf_puts(b, "</td></tr>\n");
  return true;
}

bool rd_report_html(rs_store *s, const char *dir, const rd_report_opts *o, rd_report_stats *st,
                    cc_error *err) {
  memset(st, 0, sizeof *st);
  report R;
  memset(&R, 0, sizeof R);
  R.s = s, R.dir = dir, R.o = o, R.st = st, R.err = err;
  cc_buf_init(&R.findings);
  cc_buf_init(&R.table);
  pages P = {&R, 0, {0}, true};
  cc_buf_init(&P.index);
  bool ok = rs_each_run(s, collect_run, &R, err);
  if (ok && CC_EMPTY(R.ids)) {
    cc_error_set(err, rs_path(s), 0, 0, "the store holds no run: no report");
    ok = false;
  }
  struct stat sb;
  if (ok && stat(dir, &sb) != 0 && mkdir(dir, 0777) != 0) {
    cc_error_set(err, dir, 0, 0, "cannot create the report's directory: %s", strerror(errno));
    ok = false;
  } else if (ok && stat(dir, &sb) == 0 && !S_ISDIR(sb.st_mode)) {
    cc_error_set(err, dir, 0, 0, "not a directory");
    ok = false;
  }
  if (ok) ok = rs_each_run(s, one_run, &P, err) && P.ok;
  if (ok) {
    cc_buf b;
    cc_buf_init(&b);
    page_begin(&b, "convcheck results");
    cc_buf_puts(&b, "<h1>convcheck results</h1>\n<p>Result store <code>");
    rdi_html(&b, rs_path(s));
    cc_buf_printf(&b, "</code> (schema version %d): %d run%s.  A run's page has its findings "
                      "(the verdicts that are not a pass, an agreement, a proof, a uniform "
                      "value or an unchanged step: unsound, imprecise, unmodelled (no verdict: the witness rests on a "
                      "value the reference does not model), not reached, broken, NOT "
                      "m-converged, divergent, unknown, a failed case), with their witnesses "
                      "and pictures, every verdict, and what changed since the run before; the "
                      "column <em>findings</em> counts them, each kind named with its count "
                      "(an unmodelled or unknown claim is no bug found), <em>verdicts</em> "
                      "counts every outcome.</p>\n",
                  rs_schema_version(s), st->runs, st->runs == 1 ? "" : "s");
    cc_buf_puts(&b, "<table class=\"runs\">\n<tr><th>run</th><th>started (UTC)</th><th>command line</th>"
                    "<th>input</th><th>target</th><th>k</th><th>L</th><th>seconds</th><th>verdicts</th>"
                    "<th>findings</th></tr>\n");
    cc_buf_puts(&b, cc_buf_str(&P.index));
    cc_buf_puts(&b, "</table>\n");
    page_end(&b);
    ok = write_page(&R, "index.html", &b);
    cc_buf_free(&b);
  }
  cc_buf_free(&P.index);
  cc_buf_free(&R.findings);
  cc_buf_free(&R.table);
  CC_RELEASE(R.ids);
  return ok;
}
