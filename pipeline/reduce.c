/* pipeline/reduce.c — a broken step handed to reduce/ (pl_reduce_step,
 * pipeline/pipeline.h). */
#include "pipeline/pipeline.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

bool pl_reduce_step(const pl_reduce_in *in, rx_finding *f, char *pass, size_t psize,
                    rx_result *res, cc_error *err) {
  const pl_step *st = &in->d->steps[in->step];
  char *printed = NULL;
  if (!pl_print_pipeline(in->run, in->file, &printed, err)) return false;
  cc_strs texts = {0};
  pl_pass_texts(printed, st->pass, &texts);
  free(printed);
  if (CC_EMPTY(texts)) {
    cc_error_set(err, in->file, 0, 0, "no -passes text of %s's pipeline names the pass %s",
                 in->run->pipeline, st->pass);
    return false;
  }
  const char *base = getenv("TMPDIR");
  char dir[PATH_MAX - 32], path[PATH_MAX];
  snprintf(dir, sizeof dir, "%s/convcheck-step.XXXXXX", base && *base ? base : "/tmp");
  if (!mkdtemp(dir)) {
    cc_error_set(err, dir, 0, 0, "cannot make a private scratch folder: %s", strerror(errno));
    cc_strs_free(&texts);
    return false;
  }
  snprintf(path, sizeof path, "%s/before.ll", dir);
  const char *before = in->d->irs[st->before];
  bool ok = cc_write_file(path, before, strlen(before), err);
  cc_buf tried;
  cc_buf_init(&tried);
  for (size_t i = 0; ok && i < CC_SIZE(texts); i++) {
    rx_finding_default(f);
    f->kind = RX_BROKEN;
    f->pass = CC_AT(texts, i);
    f->function = in->function;
    f->k = in->k, f->L = in->L;
    f->opt = in->run->opt;
    f->triple = in->triple;
    f->step_ms = in->step_ms;
    rx_result_init(res);
    cc_error e;
    cc_error_clear(&e);
    if (rx_reduce_file(f, path, in->convcheck, in->llvm_reduce, in->timeout_ms, res, &e)) {
      snprintf(pass, psize, "%s", f->pass);
      f->pass = pass;
      cc_buf_free(&tried);
      unlink(path);
      rmdir(dir);
      cc_strs_free(&texts);
      return true;
    }
    cc_buf_printf(&tried, "%s-passes=%s: %s", tried.len ? "; " : "", f->pass, e.msg);
    bool lost = res->first.holds == false && strstr(e.msg, "does not hold");
    rx_result_free(res);
    if (!lost) { /* not a question of the candidate: the reduction itself failed */
      *err = e;
      ok = false;
    }
  }
  if (ok)
    cc_error_set(err, in->file, 0, 0, "no pass text alone breaks %s on the step's BEFORE (%s)",
                 in->function, cc_buf_str(&tried));
  cc_buf_free(&tried);
  unlink(path);
  rmdir(dir);
  cc_strs_free(&texts);
  return false;
}
