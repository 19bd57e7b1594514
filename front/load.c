/* front/load.c — choosing the reader by the file's extension (.ll, .cfg,
 * .case), else by its content; a GPU language's source refused, naming
 * the compile step (fe_source_refused). */
#include "front/front.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

cv_module *fe_load(const char *path, fe_cases *cases, cc_error *err) {
  return fe_load_ex(path, cases, 0, err);
}

cv_module *fe_load_ex(const char *path, fe_cases *cases, unsigned experimental,
                      cc_error *err) {
  return fe_load_opts(path, cases, experimental, NULL, err);
}

static bool fe_ends_with(const char *path, const char *ext) {
  size_t n = strlen(path), e = strlen(ext);
  return n >= e && !strcmp(path + n - e, ext);
}

cv_module *fe_load_opts(const char *path, fe_cases *cases, unsigned experimental,
                        const fe_ll_opts *o, cc_error *err) {
  if (fe_ends_with(path, ".ll")) return fe_read_ll_ex(path, o, err);
  size_t len;
  char *text = cc_read_file(path, FE_MAX_INPUT, &len, err);
  if (!text) return NULL;
  cv_module *m = fe_load_text(path, text, len, cases, experimental, o, err);
  free(text);
  return m;
}

bool fe_reads_as_ll(const char *path, const char *text, size_t len) {
  if (fe_ends_with(path, ".ll")) return true;
  /* neither .ll nor .cfg/.case (a pipe such as <(opt ...), /dev/fd/63; a
   * .txt): the content decides, as it does for standard input */
  bool cfg_ext = fe_ends_with(path, ".cfg") || fe_ends_with(path, ".case");
  return !cfg_ext && fe_text_is_ll(text, len);
}

cv_module *fe_load_text(const char *path, const char *text, size_t len, fe_cases *cases,
                        unsigned experimental, const fe_ll_opts *o, cc_error *err) {
  if (fe_reads_as_ll(path, text, len)) return fe_read_ll_text_ex(path, text, len, o, err);
  if (fe_source_refused(path, NULL, 0, err)) return NULL; /* by its name */
  cv_module *m = fe_parse_cfg_ex(path, text, len, cases, experimental, err);
  /* no .cfg: source text under another name (stdin, a .txt) says so
   * rather than the .cfg parser's complaint about its first line */
  if (!m) fe_source_refused(path, text, len, err);
  return m;
}

/* ---- GPU source where a program is expected ------------------------------
 * convcheck reads LLVM IR and .cfg; a kernel's source (OpenCL C, HIP,
 * CUDA, ...) must first be compiled by clang-22 (docs/sources.md). */
static const struct {
  const char *ext, *language;
} fe_source_exts[] = {
    {".cl", "OpenCL C"}, {".hip", "HIP"}, {".cu", "CUDA"},  {".cuh", "CUDA"},   {".c", "C"},
    {".cpp", "C++"},     {".cc", "C++"},  {".cxx", "C++"}, {".hlsl", "HLSL"},
};

/* Does line [l, e) hold word w (not inside a longer identifier; w may be
 * two words with one space between)? */
static bool fe_line_has_word(const char *l, const char *e, const char *w) {
  size_t n = strlen(w);
  for (const char *q = l; q + n <= e; q++) {
    if (memcmp(q, w, n)) continue;
    bool before = q > l && (isalnum((unsigned char)q[-1]) || q[-1] == '_');
    bool after = q + n < e && (isalnum((unsigned char)q[n]) || q[n] == '_');
    if (!before && !after) return true;
  }
  return false;
}

const char *fe_source_language(const char *path, const char *text, size_t len, int *line) {
  if (line) *line = 0;
  for (size_t i = 0; i < sizeof fe_source_exts / sizeof *fe_source_exts; i++)
    if (fe_ends_with(path, fe_source_exts[i].ext)) return fe_source_exts[i].language;
  if (!text) return NULL;
  /* by content: a preprocessor line, or a kernel's qualifier outside a
   * '#' line (a .cfg comment may name them) */
  const char *p = text, *end = text + len;
  for (int ln = 1; p < end; ln++) {
    const char *e = memchr(p, '\n', (size_t)(end - p));
    if (!e) e = end;
    const char *q = p;
    while (q < e && (*q == ' ' || *q == '\t')) q++;
    const char *lang = NULL;
    if (q < e && *q == '#') {
      const char *d = q + 1;
      while (d < e && (*d == ' ' || *d == '\t')) d++;
      if ((e - d > 8 && !memcmp(d, "include", 7) && (d[7] == '<' || d[7] == '"' || d[7] == ' ')) ||
          (e - d > 7 && !memcmp(d, "pragma ", 7)) || (e - d > 7 && !memcmp(d, "define ", 7)))
        lang = "C";
    } else if (fe_line_has_word(q, e, "__kernel") || fe_line_has_word(q, e, "kernel void")) {
      lang = "OpenCL C";
    } else if (fe_line_has_word(q, e, "__global__") || fe_line_has_word(q, e, "__device__")) {
      lang = "CUDA or HIP";
    }
    if (lang) {
      if (line) *line = ln;
      return lang;
    }
    p = e + 1;
  }
  return NULL;
}

bool fe_source_refused(const char *path, const char *text, size_t len, cc_error *err) {
  int line;
  const char *lang = fe_source_language(path, text, len, &line);
  if (!lang) return false;
  cc_error_clear(err);
  cc_error_set(err, path, line, 0,
               "this looks like %s source, not LLVM IR or a .cfg: compile it to LLVM IR first "
               "(docs/sources.md gives the clang-22 line)",
               lang);
  return true;
}

bool fe_text_is_ll(const char *text, size_t len) {
  if (len >= 4 && !memcmp(text, "BC\xC0\xDE", 4)) return true;
  size_t i = 0;
  for (;;) { /* the first line with something on it */
    while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r')) i++;
    if (i < len && text[i] == '\n') {
      i++;
      continue;
    }
    break;
  }
  if (i >= len || text[i] == '#') return false;
  if (strchr(";@%!$", text[i])) return true;
  /* a .cfg block may be called "define" or "target", but its line goes on
   * with "->" or ":" */
  static const char *const starts[] = {"define ", "declare ", "target triple", "target datalayout",
                                       "source_filename", "attributes #"};
  size_t eol = i;
  while (eol < len && text[eol] != '\n') eol++;
  for (size_t s = 0; s < sizeof starts / sizeof *starts; s++) {
    size_t n = strlen(starts[s]);
    if (eol - i < n || memcmp(text + i, starts[s], n)) continue;
    size_t j = i + n;
    while (j < eol && (text[j] == ' ' || text[j] == '\t')) j++;
    if (j + 1 < eol && (text[j] == ':' || (text[j] == '-' && text[j + 1] == '>'))) return false;
    return true;
  }
  return false;
}
