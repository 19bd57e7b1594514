/* front/load.c — choosing the reader by the file's extension. */
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
  cv_module *m = fe_parse_cfg_ex(path, text, len, cases, experimental, err);
  free(text);
  return m;
}
