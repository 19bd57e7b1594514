/* front/load.c — choosing the reader by the file's extension (.ll, .cfg,
 * .case), else by its content. */
#include "front/front.h"

#include <stdlib.h>

cv_module *fe_load(const char *path, fe_cases *cases, cc_error *err) {
  return fe_load_ex(path, cases, 0, err);
}

cv_module *fe_load_ex(const char *path, fe_cases *cases, unsigned experimental,
                      cc_error *err) {
  return fe_load_opts(path, cases, experimental, NULL, err);
}

cv_module *fe_load_opts(const char *path, fe_cases *cases, unsigned experimental,
                        const fe_ll_opts *o, cc_error *err) {
  size_t n = strlen(path);
  if (n >= 3 && !strcmp(path + n - 3, ".ll")) return fe_read_ll_ex(path, o, err);
  size_t len;
  char *text = cc_read_file(path, FE_MAX_INPUT, &len, err);
  if (!text) return NULL;
  /* neither .ll nor .cfg/.case (a pipe such as <(opt ...), /dev/fd/63; a
   * .txt): the content decides, as it does for standard input */
  bool cfg_ext = (n >= 4 && !strcmp(path + n - 4, ".cfg")) || (n >= 5 && !strcmp(path + n - 5, ".case"));
  if (!cfg_ext && fe_text_is_ll(text, len)) {
    cv_module *m = fe_read_ll_text_ex(path, text, len, o, err);
    free(text);
    return m;
  }
  cv_module *m = fe_parse_cfg_ex(path, text, len, cases, experimental, err);
  free(text);
  return m;
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
