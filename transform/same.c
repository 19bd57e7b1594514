/* transform/same.c — opt's side: is a function unchanged; the target
 * triple of an LLVM test's RUN line. */
#include "transform/tf_int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- opt's side ------------------------------------------------------------- */

static bool same_str(const char *a, const char *b) {
  return a == b || (a && b && !strcmp(a, b));
}

/* Two instructions' texts alike but for metadata attachments (", !llvm.loop
 * !4") and attribute groups (" #2"), which opt renumbers and annotates
 * without changing what the instruction does (its flags are compared). */
static bool same_text(const char *a, const char *b) {
  if (same_str(a, b)) return true;
  if (!a || !b) return false;
  const char *ea = strstr(a, ", !"), *eb = strstr(b, ", !");
  size_t la = ea ? (size_t)(ea - a) : strlen(a), lb = eb ? (size_t)(eb - b) : strlen(b);
  size_t i = 0, j = 0;
  for (;;) {
    while (i + 2 < la + 1 && a[i] == ' ' && a[i + 1] == '#' && isdigit((unsigned char)a[i + 2]))
      for (i += 2; i < la && isdigit((unsigned char)a[i]); i++) {}
    while (j + 2 < lb + 1 && b[j] == ' ' && b[j + 1] == '#' && isdigit((unsigned char)b[j + 2]))
      for (j += 2; j < lb && isdigit((unsigned char)b[j]); j++) {}
    if (i >= la || j >= lb) return i >= la && j >= lb;
    if (a[i] != b[j]) return false;
    i++, j++;
  }
}

bool tf_same_program(const cv_program *a, const cv_program *b) {
  if (cv_program_nargs(a) != cv_program_nargs(b) || cv_program_nblocks(a) != cv_program_nblocks(b) ||
      cv_program_ninsts(a) != cv_program_ninsts(b) || cv_program_entry(a) != cv_program_entry(b) ||
      cv_program_convergent(a) != cv_program_convergent(b))
    return false;
  for (int i = 0; i < cv_program_nargs(a); i++)
    if (!same_str(cv_program_arg_text(a, i), cv_program_arg_text(b, i))) return false;
  for (int bl = 0; bl < cv_program_nblocks(a); bl++) {
    int na, nb;
    const int *sa = cv_block_succs(a, bl, &na), *sb = cv_block_succs(b, bl, &nb);
    if (na != nb || !same_str(cv_block_name(a, bl), cv_block_name(b, bl)) ||
        cv_block_branch(a, bl) != cv_block_branch(b, bl))
      return false;
    for (int i = 0; i < na; i++)
      if (sa[i] != sb[i]) return false;
    const int *ia = cv_block_insts(a, bl, &na), *ib = cv_block_insts(b, bl, &nb);
    if (na != nb) return false;
    for (int i = 0; i < na; i++)
      if (ia[i] != ib[i]) return false;
  }
  for (int i = 0; i < cv_program_ninsts(a); i++) {
    const cv_inst *x = cv_program_inst(a, i), *y = cv_program_inst(b, i);
    if (x->block != y->block || x->op != y->op || x->flags != y->flags ||
        x->token_def != y->token_def || x->token_use != y->token_use || x->nops != y->nops ||
        !same_text(x->text, y->text) || !same_str(x->opcode, y->opcode) ||
        !same_str(x->opkey, y->opkey) || x->called.kind != y->called.kind ||
        x->has_range != y->has_range || x->range_lo != y->range_lo || x->range_hi != y->range_hi)
      return false;
    for (int o = 0; o < x->nops; o++)
      if (x->ops[o].kind != y->ops[o].kind || x->ops[o].index != y->ops[o].index ||
          !same_str(x->ops[o].text, y->ops[o].text))
        return false;
  }
  return true;
}

bool tf_run_line_triple(const char *text, char *out, size_t size) {
  for (const char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
    const char *e = strchr(l, '\n');
    size_t len = e ? (size_t)(e - l) : strlen(l);
    const char *run = NULL;
    for (size_t i = 0; i + 4 <= len && !run; i++)
      if (!strncmp(l + i, "RUN:", 4)) run = l + i + 4;
    if (!run || l[0] != ';') continue;
    bool opt = false; /* a RUN line that runs opt */
    for (const char *q = run; q + 3 <= l + len && !opt; q++)
      opt = !strncmp(q, "opt", 3) && (q == run || isspace((unsigned char)q[-1])) &&
            (q + 3 == l + len || isspace((unsigned char)q[3]));
    if (!opt) continue;
    for (const char *q = run; q < l + len; q++) {
      if (strncmp(q, "-mtriple", 8) && strncmp(q, "--mtriple", 9)) continue;
      if (q > run && !isspace((unsigned char)q[-1])) continue;
      q += q[1] == '-' ? 9 : 8;
      if (*q != '=' && *q != ' ') continue;
      q++;
      while (q < l + len && *q == ' ') q++;
      size_t n = 0;
      while (q + n < l + len && !isspace((unsigned char)q[n]) && q[n] != '|') n++;
      if (n && (q[0] == '\'' || q[0] == '"') && n >= 2 && q[n - 1] == q[0]) q++, n -= 2;
      if (!n || n >= size) continue;
      memcpy(out, q, n);
      out[n] = 0;
      return true;
    }
  }
  return false;
}

/* One whitespace-separated word of a RUN line at *q (before end), quotes
 * around it dropped; a '|' ends the command.  0: none left. */
static size_t run_word(const char **q, const char *end, const char **w) {
  while (*q < end && isspace((unsigned char)**q)) (*q)++;
  if (*q >= end || **q == '|') return 0;
  const char *b = *q;
  char quote = 0;
  while (*q < end && (quote || (!isspace((unsigned char)**q) && **q != '|'))) {
    if (!quote && (**q == '\'' || **q == '"')) quote = **q;
    else if (quote && **q == quote) quote = 0;
    (*q)++;
  }
  *w = b;
  return (size_t)(*q - b);
}

/* Copies word w (n bytes) without its quotes into out (NUL-terminated). */
static void unquote(const char *w, size_t n, char *out, size_t size) {
  size_t o = 0;
  for (size_t i = 0; i < n && o + 1 < size; i++)
    if (w[i] != '\'' && w[i] != '"') out[o++] = w[i];
  out[o] = 0;
}

int tf_run_line_opt_args(const char *text, const char *pass, char *buf, size_t size,
                         const char **args, int max) {
  for (const char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
    const char *e = strchr(l, '\n');
    const char *end = e ? e : l + strlen(l);
    const char *run = NULL;
    for (const char *q = l; q + 4 <= end && !run; q++)
      if (!strncmp(q, "RUN:", 4)) run = q + 4;
    if (!run || l[0] != ';') continue;
    /* the command `opt` (or opt-22, a path ending in /opt) */
    const char *q = run, *w;
    size_t n;
    bool opt = false;
    while (!opt && (n = run_word(&q, end, &w)) > 0)
      opt = (n == 3 && !strncmp(w, "opt", 3)) || (n > 3 && !strncmp(w + n - 4, "/opt", 4));
    if (!opt) continue;
    const char *after_opt = q;
    /* its -passes= must be the pass asked for */
    char word[512];
    bool same_pass = false;
    while ((n = run_word(&q, end, &w)) > 0) {
      unquote(w, n, word, sizeof word);
      if (!strncmp(word, "-passes=", 8) || !strncmp(word, "--passes=", 9))
        same_pass = !strcmp(strchr(word, '=') + 1, pass);
    }
    if (!same_pass) continue;
    int na = 0;
    size_t used = 0;
    q = after_opt;
    while ((n = run_word(&q, end, &w)) > 0) {
      unquote(w, n, word, sizeof word);
      if (word[0] != '-') continue; /* %s, < %s, a file */
      size_t wl = strlen(word);
      /* what the checker runs itself: the passes, the output, the triple */
      bool skip = !strncmp(word, "-passes=", 8) || !strncmp(word, "--passes=", 9) ||
                  !strcmp(word, "-S") || !strcmp(word, "-disable-output") ||
                  !strncmp(word, "-mtriple", 8) || !strncmp(word, "--mtriple", 9) ||
                  !strcmp(word, "-o") || !strncmp(word, "-o=", 3) || strchr(word, '%');
      if ((!strcmp(word, "-o") || !strcmp(word, "-mtriple") || !strcmp(word, "--mtriple")))
        run_word(&q, end, &w); /* and its value */
      if (skip) continue;
      if (na >= max || used + wl + 1 > size) return -1;
      memcpy(buf + used, word, wl + 1);
      args[na++] = buf + used;
      used += wl + 1;
    }
    return na;
  }
  return 0;
}
