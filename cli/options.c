/* cli/options.c — the tables of cli/options.h as data, and what comes
 * from them: the parser of every command and its usage text (the man page:
 * cli/man.c). */
#include "cli/cli.h"

#include <stdlib.h>

#define CLI_OPTION_ROW_(id, name, shrt, kind, lo, hi, num, text, arg, help, cmds) \
  {name, shrt, kind, lo, hi, num, text, arg, help, cmds},
const cli_option cli_options[CLI_NOPTIONS] = {CLI_OPTIONS(CLI_OPTION_ROW_)};

#define CLI_DOC_DECL_(id, summary) extern const cli_doc cli_doc_##id;
CLI_COMMANDS(CLI_DOC_DECL_)
#define CLI_COMMAND_ROW_(id, summary) {#id, summary, CLI_C_##id, cli_cmd_##id, &cli_doc_##id},
const cli_command cli_commands[CLI_NCOMMANDS] = {CLI_COMMANDS(CLI_COMMAND_ROW_)};

const cli_command *cli_command_find(const char *name) {
  for (int i = 0; i < CLI_NCOMMANDS; i++)
    if (!strcmp(name, cli_commands[i].name)) return &cli_commands[i];
  return NULL;
}

bool cli_takes(const cli_command *c, int o) { return cli_options[o].commands >> c->id & 1u; }

/* ---- parsing ----------------------------------------------------------------- */

/* The option of command c called `name` (long, without "--"), or -1. */
static int find_long(const cli_command *c, const char *name, size_t n) {
  for (int o = 0; o < CLI_NOPTIONS; o++)
    if (cli_takes(c, o) && strlen(cli_options[o].name) == n && !strncmp(cli_options[o].name, name, n))
      return o;
  return -1;
}

static int find_short(const cli_command *c, char s) {
  for (int o = 0; o < CLI_NOPTIONS; o++)
    if (cli_takes(c, o) && cli_options[o].shrt == s) return o;
  return -1;
}

/* The row of a reading named by an option ("anchor" or "anchors"), if c
 * takes readings, or -1. */
static int find_reading(const cli_command *c, const char *name, size_t n) {
  if (!c->doc->readings || n >= 64) return -1;
  char buf[64];
  memcpy(buf, name, n);
  buf[n] = 0;
  return cv_reading_find(buf);
}

/* Index of `v` among the choices "a|b|c", or -1; when it is -1, writes
 * "a, b or c, not 'v'" and the nearest choice as a hint. */
static int choice(const char *choices, const char *v, cc_buf *why) {
  char words[256]; /* the choices, each NUL-terminated */
  const char *cands[32];
  int n = 0, found = -1;
  snprintf(words, sizeof words, "%s", choices);
  for (char *s = words; n < 32; s += strcspn(s, "|") + 1) {
    bool last = !s[strcspn(s, "|")];
    s[strcspn(s, "|")] = 0;
    if (!strcmp(s, v)) found = n;
    cands[n++] = s;
    if (last) break;
  }
  if (found >= 0) return found;
  for (int i = 0; i < n; i++) cc_buf_printf(why, "%s%s", i == 0 ? "" : i + 1 < n ? ", " : " or ", cands[i]);
  cc_buf_printf(why, ", not '%s'", v);
  cc_buf_did_you_mean(why, v, cands, n);
  return -1;
}

static int set_value(cli_ctx *ctx, int o, const char *as, const char *v) {
  const cli_option *op = &cli_options[o];
  const char *cmd = ctx->cmd->name;
  cli_value *val = &ctx->opt[o];
  char dashed[80];
  snprintf(dashed, sizeof dashed, "--%s", op->name);
  if (o == CLI_O_db && !*v) return cli_usage_error(cmd, "%s needs a file", as);
  switch (op->kind) {
  case CLI_FLAG:
    val->num = 1;
    break;
  case CLI_INT:
    if (!cli_parse_int(cmd, dashed, v, op->lo, op->hi, &val->num)) return CLI_ERROR;
    break;
  case CLI_TEXT:
    val->text = v;
    break;
  case CLI_LIST:
    if (op->hi > 0 && CC_SIZE(val->list) >= (size_t)op->hi)
      return cli_usage_error(cmd, "at most %ld %s", op->hi, dashed);
    CC_PUSH(val->list, v);
    break;
  case CLI_CHOICE: {
    cc_buf why;
    cc_buf_init(&why);
    int c = choice(op->arg, v, &why);
    if (c < 0) cli_usage_error(cmd, "%s is %s", dashed, cc_buf_str(&why));
    cc_buf_free(&why);
    if (c < 0) return CLI_ERROR;
    val->num = c;
    break;
  }
  }
  val->given = true;
  return -1;
}

static int set_reading(cli_ctx *ctx, int id, const char *v) {
  const cv_reading_row *r = &cv_reading_rows[id];
  int value = cv_reading_value_find(id, v);
  if (value < 0) {
    cc_buf names;
    cc_buf_init(&names);
    cv_reading_values_text(id, &names);
    cc_buf_printf(&names, ", not '%s'", v);
    cc_buf_did_you_mean(&names, v, r->values, r->nvalues);
    cli_usage_error(ctx->cmd->name, "--%s is %s", r->flag, cc_buf_str(&names));
    cc_buf_free(&names);
    return CLI_ERROR;
  }
  cv_readings_set(&ctx->rd, id, value);
  ctx->rd_given[id] = true;
  return -1;
}

/* "unknown option '--jsno' (did you mean '--json'?)": the nearest long
 * option or reading flag of c; else the commands that take it, if any. */
static int unknown_option(const cli_command *c, const char *s) {
  const char *names[CLI_NOPTIONS + 2 * CV_NREADINGS];
  int n = 0;
  for (int o = 0; o < CLI_NOPTIONS; o++) names[n++] = cli_takes(c, o) ? cli_options[o].name : NULL;
  if (c->doc->readings)
    for (int id = 0; id < CV_NREADINGS; id++) names[n++] = cv_reading_rows[id].flag;
  const char *word = s + strspn(s, "-");
  size_t len = strcspn(word, "=");
  char buf[64];
  snprintf(buf, sizeof buf, "%.*s", (int)(len < sizeof buf ? len : sizeof buf - 1), word);
  const char *near = s[1] == '-' ? cc_nearest(buf, names, n) : NULL;
  if (near) return cli_usage_error(c->name, "unknown option '%s' (did you mean '--%s'?)", s, near);
  unsigned takers = 0; /* two rows may share a name (cli/options.h) */
  for (int o = 0; s[1] == '-' && o < CLI_NOPTIONS; o++)
    if (!strcmp(cli_options[o].name, buf)) takers |= cli_options[o].commands;
  cc_buf others;
  cc_buf_init(&others);
  for (int i = 0; i < CLI_NCOMMANDS; i++)
    if (takers >> cli_commands[i].id & 1u)
      cc_buf_printf(&others, "%s%s", others.len ? ", " : "", cli_commands[i].name);
  int rc = others.len ? cli_usage_error(c->name, "unknown option '%s' (an option of %s)", s, cc_buf_str(&others))
                      : cli_usage_error(c->name, "unknown option '%s'", s);
  cc_buf_free(&others);
  return rc;
}

void cli_ctx_init(cli_ctx *ctx, const cli_command *cmd) {
  memset(ctx, 0, sizeof *ctx);
  ctx->cmd = cmd;
  ctx->start = cc_now();
  for (int o = 0; o < CLI_NOPTIONS; o++) {
    ctx->opt[o].num = cli_options[o].num;
    if (cli_options[o].kind == CLI_TEXT) ctx->opt[o].text = cli_options[o].text;
  }
  cv_readings_default(&ctx->rd);
  cli_record_init(&ctx->rec);
}

void cli_ctx_free(cli_ctx *ctx) {
  for (int o = 0; o < CLI_NOPTIONS; o++) CC_RELEASE(ctx->opt[o].list);
  free(ctx->args);
  cli_record_abort(&ctx->rec);
  cli_stdin_free(ctx);
}

int cli_parse(cli_ctx *ctx, int argc, char **argv) {
  const cli_command *c = ctx->cmd;
  const char *cmd = c->name;
  ctx->args = cc_calloc((size_t)argc + 1, sizeof *ctx->args);
  ctx->rec.argc = argc, ctx->rec.argv = argv; /* recorded with the run */
  bool done = false;
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i];
    if (done || s[0] != '-' || !s[1]) {
      ctx->args[ctx->nargs++] = argv[i];
      continue;
    }
    if (!strcmp(s, "--")) {
      done = true;
      continue;
    }
    if (!strcmp(s, "--help") || !strcmp(s, "-h")) {
      cc_buf out;
      cc_buf_init(&out);
      cli_usage(c, &out);
      int rc = cli_write(&out);
      cc_buf_free(&out);
      return rc;
    }
    int o = -1, rid = -1;
    const char *v = NULL;
    if (s[1] == '-') {
      const char *name = s + 2, *eq = strchr(name, '=');
      size_t n = eq ? (size_t)(eq - name) : strlen(name);
      o = find_long(c, name, n);
      if (o < 0) rid = find_reading(c, name, n);
      if (eq) v = eq + 1;
    } else {
      o = find_short(c, s[1]);
      if (o >= 0 && s[2]) v = s + 2; /* -k3 */
      else if (s[2]) o = -1;
    }
    if (o < 0 && rid < 0) return unknown_option(c, s);
    if (o >= 0 && cli_options[o].kind == CLI_FLAG) {
      if (v) return cli_usage_error(cmd, "--%s takes no value", cli_options[o].name);
      int rc = set_value(ctx, o, s, "");
      if (rc >= 0) return rc;
      continue;
    }
    if (!v) {
      if (i + 1 >= argc) return cli_usage_error(cmd, "%s needs a value", s);
      v = argv[++i];
    }
    int rc = o >= 0 ? set_value(ctx, o, s, v) : set_reading(ctx, rid, v);
    if (rc >= 0) return rc;
  }
  if (CLI_FLAG_ON(ctx, dot) && CLI_FLAG_ON(ctx, json))
    return cli_usage_error(cmd, "--dot and --json exclude each other");
  if (CLI_FLAG_ON(ctx, dot) && CLI_FLAG_ON(ctx, unbounded)) /* no pictures of its verdicts yet */
    return cli_usage_error(cmd, "--dot and --unbounded exclude each other");
  const cli_doc *d = c->doc;
  if (ctx->nargs < d->min_args) return cli_usage_error(cmd, "no %s given", d->arg_name);
  if (d->max_args == 1 && ctx->nargs > 1)
    return cli_usage_error(cmd, "one %s, not '%s' and '%s'", d->arg_name, ctx->args[0],
                           ctx->args[1]);
  if (d->max_args >= 0 && ctx->nargs > d->max_args)
    return cli_usage_error(cmd, "too many arguments ('%s')", ctx->args[d->max_args]);
  if (c->id != CLI_C_results && !cli_stdin_args(ctx)) return CLI_ERROR;
  if (d->readings) {
    cc_error err;
    cc_error_clear(&err);
    int bad = -1;
    if (!cv_readings_check(&ctx->rd, *d->readings, cmd, &bad, &err))
      return cli_usage_error(cmd, "%s%s%s", err.msg,
                             d->readings_why && bad >= 0 && d->readings_why[bad] ? ": " : "",
                             d->readings_why && bad >= 0 && d->readings_why[bad]
                                 ? d->readings_why[bad] : "");
  }
  /* the recorder: --db FILE, else $CONVCHECK_DB; --no-db: none */
  if (cli_options[CLI_O_db].commands >> c->id & 1u) {
    const char *env = getenv("CONVCHECK_DB");
    ctx->rec.db = CLI_TEXT(ctx, db) ? CLI_TEXT(ctx, db) : env && *env ? env : NULL;
    if (CLI_FLAG_ON(ctx, no_db)) ctx->rec.db = NULL;
  }
  return -1;
}

/* ---- usage and --help -------------------------------------------------------- */

/* One option's usage lines: LEFT, then from column 25 the help and the
 * default, words wrapped before column 80. */
static void usage_line(cc_buf *out, const char *left, const char *help, const char *dflt) {
  size_t start = out->len;
  cc_buf_printf(out, "  %s", left);
  if (out->len - start > 24) {
    cc_buf_putc(out, '\n');
    start = out->len;
  }
  cc_buf_pad(out, start, 25);
  cc_buf text;
  cc_buf_init(&text);
  cc_buf_puts(&text, help);
  if (dflt) cc_buf_printf(&text, " (default %s)", dflt);
  bool first = true;
  for (const char *w = cc_buf_str(&text); *w;) {
    while (*w == ' ' || *w == '\n') w++;
    size_t n = strcspn(w, " \n");
    if (!n) break;
    if (!first && out->len - start + 1 + n > 79) {
      cc_buf_putc(out, '\n');
      start = out->len;
      cc_buf_pad(out, start, 25);
    } else if (!first) {
      cc_buf_putc(out, ' ');
    }
    cc_buf_putn(out, w, n);
    first = false;
    w += n;
  }
  cc_buf_putc(out, '\n');
  cc_buf_free(&text);
}

/* How option o's default is shown, or NULL. */
const char *cli_option_default(int o, char *buf, size_t size) {
  const cli_option *op = &cli_options[o];
  switch (op->kind) {
  case CLI_INT:
    if (op->text) return op->text;
    snprintf(buf, size, "%ld", op->num);
    return op->num || op->lo <= 0 ? buf : NULL;
  case CLI_TEXT: return op->text;
  case CLI_CHOICE: {
    const char *s = op->arg;
    for (long i = 0; i < op->num; i++) s += strcspn(s, "|") + 1;
    snprintf(buf, size, "%.*s", (int)strcspn(s, "|"), s);
    return buf;
  }
  default: return NULL;
  }
}

void cli_option_left(int o, cc_buf *left) {
  const cli_option *op = &cli_options[o];
  cc_buf_printf(left, "--%s", op->name);
  if (op->arg) cc_buf_printf(left, " %s", op->arg);
  if (op->shrt) cc_buf_printf(left, ", -%c%s%s", op->shrt, op->arg ? " " : "", op->arg ? op->arg : "");
}

void cli_reading_left(int id, cc_buf *left) {
  const cv_reading_row *r = &cv_reading_rows[id];
  cc_buf_printf(left, "--%s ", r->flag);
  for (int v = 0; v < r->nvalues; v++) cc_buf_printf(left, "%s%s", v ? "|" : "", r->values[v]);
}

/* A reading's default for the help, with the other spelling cli/ accepts
 * (the docs write --anchors, the flag is --anchor: a new user could not
 * find the one in the other's help). */
const char *cli_reading_default(int id, char *buf, size_t n) {
  const cv_reading_row *r = &cv_reading_rows[id];
  if (strcmp(r->name, r->flag)) snprintf(buf, n, "%s; also --%s", r->values[0], r->name);
  else snprintf(buf, n, "%s", r->values[0]);
  return buf;
}

void cli_usage(const cli_command *c, cc_buf *out) {
  const cli_doc *d = c->doc;
  const char *s = d->synopsis;
  for (bool first = true; *s; first = false) {
    size_t n = strcspn(s, "\n");
    cc_buf_printf(out, "%s convcheck %.*s\n", first ? "usage:" : "      ", (int)n, s);
    s += n + (s[n] ? 1 : 0);
  }
  cc_buf_printf(out, "\n%s\n", d->text);
  cc_buf left;
  cc_buf_init(&left);
  char buf[64];
  for (int o = 0; o < CLI_NOPTIONS; o++) {
    if (!cli_takes(c, o) || o == CLI_O_no_db) continue;
    cc_buf_clear(&left);
    cli_option_left(o, &left);
    usage_line(out, cc_buf_str(&left), cli_options[o].help, cli_option_default(o, buf, sizeof buf));
    if (o == CLI_O_db && cli_takes(c, CLI_O_no_db)) {
      cc_buf_clear(&left);
      cli_option_left(CLI_O_no_db, &left);
      usage_line(out, cc_buf_str(&left), cli_options[CLI_O_no_db].help, NULL);
    }
  }
  if (d->readings) { /* the readings it implements (model/readings.h) */
    for (int id = 0; id < CV_NREADINGS; id++) {
      if (!(*d->readings)[id]) continue;
      cc_buf_clear(&left);
      cli_reading_left(id, &left);
      usage_line(out, cc_buf_str(&left), cv_reading_rows[id].help, cli_reading_default(id, buf, sizeof buf));
    }
  }
  cc_buf_free(&left);
  cc_buf_printf(out, "  --help, -h             this text\n");
  if (d->more && *d->more) cc_buf_printf(out, "\n%s", d->more);
  if (d->examples && *d->examples) {
    cc_buf_puts(out, "\nexamples (from the source tree; a FILE '-' reads standard input):\n");
    for (const char *e = d->examples; *e;) {
      size_t n = strcspn(e, "\n"), tab = strcspn(e, "\t");
      if (tab > n) tab = n;
      cc_buf_printf(out, "  convcheck %.*s\n", (int)tab, e);
      if (tab < n) cc_buf_printf(out, "      %.*s\n", (int)(n - tab - 1), e + tab + 1);
      e += n + (e[n] ? 1 : 0);
    }
  }
  if (d->see_also && *d->see_also) cc_buf_printf(out, "\nsee also: %s\n", d->see_also);
}
