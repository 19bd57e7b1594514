/* cli/common.c — what every subcommand shares: errors, numbers, output. */
#include "cli/cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <unistd.h>

void cli_report(const cc_error *e) {
  char buf[2048];
  cc_error_format(e, buf, sizeof buf);
  fprintf(stderr, "convcheck: %s\n", buf);
}

int cli_usage_error(const char *cmd, const char *fmt, ...) {
  va_list ap;
  fprintf(stderr, "convcheck %s: ", cmd);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, "\n(see 'convcheck %s --help')\n", cmd);
  return CLI_ERROR;
}

bool cli_parse_int(const char *cmd, const char *opt, const char *text,
                   long lo, long hi, long *out) {
  char *end;
  errno = 0;
  long v = text ? strtol(text, &end, 10) : 0;
  if (!text || !*text || *end || errno) {
    cli_usage_error(cmd, "%s needs a whole number, got '%s'", opt,
                    text ? text : "");
    return false;
  }
  if (v < lo || v > hi) {
    cli_usage_error(cmd, "%s must be between %ld and %ld, got %ld", opt, lo,
                    hi, v);
    return false;
  }
  *out = v;
  return true;
}

int cli_write(const cc_buf *b) {
  size_t n = b->len;
  if (n && fwrite(b->data, 1, n, stdout) != n) goto fail;
  if (fflush(stdout) != 0) goto fail;
  return CLI_HOLDS;
fail:
  fprintf(stderr, "convcheck: error writing output: %s\n", strerror(errno));
  return CLI_ERROR;
}

cv_module *cli_load(const char *path, fe_cases *cases, cc_error *err) {
  return fe_load(path, cases, err);
}

cv_module *cli_load_ex(const char *path, fe_cases *cases, unsigned experimental,
                       cc_error *err) {
  return fe_load_ex(path, cases, experimental, err);
}

int cli_experimental_flag(const char *cmd, int argc, char **argv, int *i,
                          unsigned *experimental) {
  const char *s = argv[*i], *v;
  if (!strncmp(s, "--experimental=", 15)) v = s + 15;
  else if (!strcmp(s, "--experimental")) {
    if (*i + 1 >= argc) {
      cli_usage_error(cmd, "--experimental needs a value (iterating-anchor)");
      return -1;
    }
    v = argv[++*i];
  } else {
    return 0;
  }
  unsigned f = fe_experimental_from_name(v);
  if (!f) {
    cli_usage_error(cmd, "--experimental: unknown extension '%s' (iterating-anchor)", v);
    return -1;
  }
  *experimental |= f;
  return 1;
}

cv_module *cli_load_checked(const char *path, const char *function) {
  return cli_load_checked_ex(path, function, 0);
}

cv_module *cli_load_checked_ex(const char *path, const char *function, unsigned experimental) {
  return cli_load_checked_target(path, function, experimental, NULL);
}

cv_module *cli_load_checked_target(const char *path, const char *function, unsigned experimental,
                                   const fe_ll_opts *target) {
  cc_error err;
  cc_error_clear(&err);
  cv_module *m = fe_load_opts(path, NULL, experimental, target, &err);
  if (!m) {
    cli_report(&err);
    return NULL;
  }
  if (function && !cv_module_find(m, function)) {
    fprintf(stderr, "convcheck: %s: error: no function '%s'\n", path, function);
    cv_module_free(m);
    return NULL;
  }
  return m;
}

bool cli_stderr_is_tty(void) { return isatty(2); }

int cli_mtriple_flag(const char *cmd, int argc, char **argv, int *i, const char **mtriple) {
  const char *s = argv[*i];
  if (!strncmp(s, "--mtriple=", 10)) *mtriple = s + 10;
  else if (!strcmp(s, "--mtriple")) {
    if (*i + 1 >= argc) {
      cli_usage_error(cmd, "--mtriple needs a target triple (amdgcn-amd-amdhsa, nvptx64-nvidia-cuda, ...)");
      return -1;
    }
    *mtriple = argv[++*i];
  } else {
    return 0;
  }
  if (!**mtriple || !fe_triple_known(*mtriple)) {
    cli_usage_error(cmd, "--mtriple '%s': LLVM has no target for this architecture", *mtriple);
    return -1;
  }
  return 1;
}

int cli_file_args(const char *cmd, const char *usage, int argc, char **argv,
                  const char **file, const char **function, bool *json) {
  *file = NULL;
  *function = NULL;
  *json = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      return CLI_HOLDS;
    } else if (!strcmp(a, "--json")) {
      *json = true;
    } else if (!strcmp(a, "--function")) {
      if (++i >= argc) return cli_usage_error(cmd, "--function needs a name");
      *function = argv[i];
    } else if (a[0] == '-' && a[1]) {
      return cli_usage_error(cmd, "unknown option '%s'", a);
    } else if (*file) {
      return cli_usage_error(cmd, "one FILE, not '%s' and '%s'", *file, a);
    } else {
      *file = a;
    }
  }
  if (!*file) return cli_usage_error(cmd, "no FILE given");
  return -1;
}
