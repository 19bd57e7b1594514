/* pipeline/passes.c — from a step's class name to the -passes text that
 * runs that pass alone (pipeline/pipeline.h, pl_pass_texts). */
#include "pipeline/pipeline.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

/* The passes of default<O1..O3> (amdgcn, nvptx, x86_64) and of LLVM's
 * convergence tests whose -passes name is not their class name without
 * "Pass" (PassRegistry.def of LLVM 22 and the AMDGPU target's registry;
 * listed by comparing opt-22 -print-pass-numbers with
 * -print-pipeline-passes on the same pipelines). */
static const struct {
  const char *cls, *name;
} plI_names[] = {
    {"AMDGPUSimplifyLibCallsPass", "amdgpu-simplifylib"},
    {"AMDGPUUseNativeCallsPass", "amdgpu-usenative"},
    {"AlwaysInlinerPass", "always-inline"},
    {"ArgumentPromotionPass", "argpromotion"},
    {"ConstantMergePass", "constmerge"},
    {"ControlHeightReductionPass", "chr"},
    {"CorrelatedValuePropagationPass", "correlated-propagation"},
    {"DeadArgumentEliminationPass", "deadargelim"},
    {"EliminateAvailableExternallyPass", "elim-avail-extern"},
    {"EntryExitInstrumenterPass", "ee-instrument"},
    {"ForceFunctionAttrsPass", "forceattrs"},
    {"IndVarSimplifyPass", "indvars"},
    {"InferFunctionAttrsPass", "inferattrs"},
    {"InlinerPass", "inline"},
    {"LCSSAPass", "lcssa"},
    {"LoopFullUnrollPass", "loop-unroll-full"},
    {"LoopIdiomRecognizePass", "loop-idiom"},
    {"LoopLoadEliminationPass", "loop-load-elim"},
    {"LoopSimplifyPass", "loop-simplify"},
    {"LowerExpectIntrinsicPass", "lower-expect"},
    {"MemProfRemoveInfo", "memprof-remove-attributes"},
    {"MergedLoadStoreMotionPass", "mldst-motion"},
    {"PostOrderFunctionAttrsPass", "function-attrs"},
    {"PromotePass", "mem2reg"},
    {"ReversePostOrderFunctionAttrsPass", "rpo-function-attrs"},
    {"SinkingPass", "sink"},
    {"WarnMissedTransformationsPass", "transform-warning"},
};

/* Lower case letters and digits only; a trailing "pass" dropped when
 * asked. */
static void plI_norm(const char *s, size_t n, bool drop_pass, char *out, size_t size) {
  size_t k = 0;
  for (size_t i = 0; i < n && k + 1 < size; i++)
    if (isalnum((unsigned char)s[i])) out[k++] = (char)tolower((unsigned char)s[i]);
  out[k] = 0;
  if (drop_pass && k > 4 && !strcmp(out + k - 4, "pass")) out[k - 4] = 0;
}

static bool plI_is(const char *cls, const char *name, size_t nlen) {
  for (size_t i = 0; i < sizeof plI_names / sizeof *plI_names; i++)
    if (!strcmp(plI_names[i].cls, cls))
      return strlen(plI_names[i].name) == nlen && !memcmp(plI_names[i].name, name, nlen);
  char a[128], b[128];
  plI_norm(cls, strlen(cls), true, a, sizeof a);
  plI_norm(name, nlen, false, b, sizeof b);
  return *a && !strcmp(a, b);
}

/* One element of the printed pipeline: NAME<PARAMS>(CHILDREN). */
typedef struct plI_walk {
  const char *s;
  size_t i;
  const char *cls;
  cc_strs *out;
} plI_walk;

static void plI_add(cc_strs *out, const char *text) {
  for (size_t i = 0; i < CC_SIZE(*out); i++)
    if (!strcmp(CC_AT(*out, i), text)) return;
  CC_PUSH(*out, cc_strdup(text));
}

/* The elements of a list up to ')' or the end; parent: the enclosing
 * element's name with its parameters ("" at the top). */
static void plI_list(plI_walk *W, const char *parent, size_t plen, int depth) {
  while (W->s[W->i] && W->s[W->i] != ')') {
    size_t start = W->i;
    while (W->s[W->i] && !strchr("<(,)", W->s[W->i])) W->i++;
    size_t name_end = W->i;
    if (W->s[W->i] == '<') {
      int d = 0;
      do {
        d += W->s[W->i] == '<';
        d -= W->s[W->i] == '>';
        W->i++;
      } while (W->s[W->i] && d > 0);
    }
    size_t elem_end = W->i;
    if (W->s[W->i] == '(' && depth < 32) {
      W->i++;
      plI_list(W, W->s + start, elem_end - start, depth + 1);
      if (W->s[W->i] == ')') W->i++;
    } else if (name_end > start && plI_is(W->cls, W->s + start, name_end - start)) {
      /* a leaf: loop and CGSCC passes keep their adaptor */
      cc_buf b;
      cc_buf_init(&b);
      size_t pn = strcspn(parent, "<(,)");
      bool loop = plen && ((pn == 4 && !memcmp(parent, "loop", 4)) ||
                           (pn == 9 && !memcmp(parent, "loop-mssa", 9)));
      bool cgscc = plen && ((pn == 5 && !memcmp(parent, "cgscc", 5)) ||
                            (pn == 6 && !memcmp(parent, "devirt", 6)));
      if (loop) cc_buf_printf(&b, "%.*s(", (int)plen, parent);
      if (cgscc) cc_buf_puts(&b, "cgscc(");
      cc_buf_printf(&b, "%.*s", (int)(elem_end - start), W->s + start);
      if (loop || cgscc) cc_buf_putc(&b, ')');
      plI_add(W->out, cc_buf_str(&b));
      cc_buf_free(&b);
    }
    if (W->s[W->i] == ',') W->i++;
    else if (W->s[W->i] != ')' && W->s[W->i]) W->i++; /* not a pipeline: skip a character */
  }
}

void pl_pass_texts(const char *printed_pipeline, const char *class_name, cc_strs *out) {
  size_t n = strcspn(printed_pipeline, "\n");
  char *text = cc_strndup(printed_pipeline, n);
  plI_walk W = {text, 0, class_name, out};
  while (W.s[W.i]) {
    plI_list(&W, "", 0, 0);
    if (W.s[W.i]) W.i++; /* an unmatched ')' */
  }
  free(text);
}
