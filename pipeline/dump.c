/* pipeline/dump.c — opt's -print-changed dump split into steps
 * (pipeline/pipeline.h: the lines it reads and why). */
#include "pipeline/pipeline.h"

#include <stdio.h>
#include <stdlib.h>

static bool plI_starts(const char *s, size_t n, const char *prefix) {
  size_t k = strlen(prefix);
  return n >= k && !memcmp(s, prefix, k);
}

static bool plI_ends(const char *s, size_t n, const char *suffix) {
  size_t k = strlen(suffix);
  return n >= k && !memcmp(s + n - k, suffix, k);
}

/* "P on X" between p and e: P and X as copies; false without " on ". */
static bool plI_split_on(const char *p, const char *e, char **pass, char **target) {
  for (const char *q = p; q + 4 <= e; q++)
    if (!memcmp(q, " on ", 4)) {
      *pass = cc_strndup(p, (size_t)(q - p));
      *target = cc_strndup(q + 4, (size_t)(e - q - 4));
      return true;
    }
  return false;
}

/* " Running pass N P on X" (LLVM's PrintIRInstrumentation with
 * -print-pass-numbers): N, and P and X as copies. */
static bool plI_running(const char *s, size_t n, int *number, char **pass, char **target) {
  static const char head[] = " Running pass ";
  if (!plI_starts(s, n, head)) return false;
  const char *p = s + sizeof head - 1, *e = s + n;
  char *end;
  long v = strtol(p, &end, 10);
  if (end == p || v <= 0 || v > 100000000L || end >= e || *end != ' ') return false;
  if (!plI_split_on(end + 1, e, pass, target)) return false;
  *number = (int)v;
  return true;
}

/* The function a target names: "f", "loop %l in function f"; none for
 * "[module]" and an SCC "(f, g)". */
static char *plI_function_of(const char *target) {
  const char *in = strstr(target, " in function ");
  if (in) return cc_strdup(in + strlen(" in function "));
  if (target[0] == '[' || target[0] == '(') return NULL;
  return cc_strdup(target);
}

/* A banner "*** IR Dump After|Before P on X ***": P and X as copies. */
static bool plI_dump_banner(const char *s, size_t n, const char *which, char **pass,
                            char **target) {
  char head[32];
  snprintf(head, sizeof head, "*** IR Dump %s ", which);
  if (!plI_starts(s, n, head) || !plI_ends(s, n, " ***")) return false;
  return plI_split_on(s + strlen(head), s + n - 4, pass, target);
}

size_t pl_module_end(const char *ir) {
  /* after the last line that closes a function body, only declarations,
   * attributes, metadata, comments and blank lines belong to the module */
  size_t start = 0, end = strlen(ir);
  bool body = false;
  for (size_t i = 0; i < end;) {
    size_t n = strcspn(ir + i, "\n");
    if (n == 1 && ir[i] == '}') start = i + n, body = true;
    i += n + (ir[i + n] == '\n');
  }
  if (!body) return end; /* no function body: nothing to tell the module's end by */
  for (size_t i = start; i < end;) {
    const char *s = ir + i;
    size_t n = strcspn(s, "\n");
    bool module_line = n == 0 || s[0] == ';' || s[0] == '!' || s[0] == '}' ||
                       plI_starts(s, n, "declare ") || plI_starts(s, n, "attributes #") ||
                       plI_starts(s, n, "uselistorder");
    if (!module_line) return i;
    i += n + (s[n] == '\n');
  }
  return end;
}

/* ---- the parse ------------------------------------------------------------------ */

typedef struct plI_pending {
  int number;
  char *pass, *target;
} plI_pending;

typedef struct plI_parse {
  const char *name;
  pl_dump *d;
  CC_STACK(char *) irs;
  CC_STACK(pl_step) steps;
  CC_STACK(plI_pending) pending; /* invalidated executions since the last module */
  int prev;                      /* the last module printed (-1: none yet)       */
  int number;                    /* the last " Running pass N"                  */
  char *run_pass, *run_target;   /* its pass and target                          */
} plI_parse;

static int plI_add_ir(plI_parse *P, const char *s, size_t n) {
  CC_PUSH(P->irs, cc_strndup(s, n));
  return (int)CC_SIZE(P->irs) - 1;
}

static void plI_pending_clear(plI_parse *P) {
  for (size_t i = 0; i < CC_SIZE(P->pending); i++)
    CC_FREE_ALL(CC_AT(P->pending, i).pass, CC_AT(P->pending, i).target);
  CC_CLEAR(P->pending);
}

/* The module `ir` differs from the last one printed without a dump of its
 * own: the executions that were invalidated since made the change (one
 * step, named by the first; the others are listed in its pass name). */
static void plI_unprinted_change(plI_parse *P, int ir, int line) {
  pl_step st;
  memset(&st, 0, sizeof st);
  st.before = P->prev;
  st.after = ir;
  st.invalidated = true;
  st.line = line;
  if (CC_EMPTY(P->pending)) {
    st.number = P->number;
    st.pass = cc_strdup("(a change opt printed no pass for)");
    st.target = cc_strdup("?");
  } else {
    plI_pending *f = &CC_AT(P->pending, 0);
    st.number = f->number;
    cc_buf b;
    cc_buf_init(&b);
    cc_buf_puts(&b, f->pass);
    for (size_t i = 1; i < CC_SIZE(P->pending); i++)
      cc_buf_printf(&b, "+%s", CC_AT(P->pending, i).pass);
    st.pass = cc_strdup(cc_buf_str(&b));
    cc_buf_free(&b);
    st.target = cc_strdup(f->target);
    st.function = plI_function_of(f->target);
  }
  CC_PUSH(P->steps, st);
  plI_pending_clear(P);
  P->prev = ir;
}

static void plI_free_parse(plI_parse *P) {
  for (size_t i = 0; i < CC_SIZE(P->irs); i++) free(CC_AT(P->irs, i));
  CC_RELEASE(P->irs);
  for (size_t i = 0; i < CC_SIZE(P->steps); i++) {
    pl_step *s = &CC_AT(P->steps, i);
    CC_FREE_ALL(s->pass, s->target, s->function, s->invalid);
  }
  CC_RELEASE(P->steps);
  plI_pending_clear(P);
  CC_RELEASE(P->pending);
  CC_FREE_ALL(P->run_pass, P->run_target);
}

/* A diagnostic opt printed between dumps: kept, one line each. */
static void plI_diagnostic(plI_parse *P, const char *s, size_t n) {
  if (n) CC_PUSH(P->d->diagnostics, cc_strndup(s, n));
}

bool pl_parse_dump(const char *name, const char *text, const char *final_ir, pl_dump *out,
                   cc_error *err) {
  memset(out, 0, sizeof *out);
  plI_parse P;
  memset(&P, 0, sizeof P);
  P.name = name;
  P.d = out;
  P.prev = -1;
  int line = 0;
  bool ok = true;
  /* what the lines after a banner are: 0 nothing (diagnostics), 1 the
   * module At Start, 2 the module before a pass, 3 the module after it */
  int want = 0;
  const char *chunk = NULL;
  int chunk_line = 0;
  char *after_pass = NULL, *after_target = NULL;
  const char *s = text;
  for (;;) {
    bool at_end = !*s;
    size_t n = at_end ? 0 : strcspn(s, "\n");
    line += !at_end;
    bool banner = !at_end && (plI_starts(s, n, "*** IR ") || plI_starts(s, n, " Running pass "));
    /* a module ends at the next banner (or the end) */
    if ((banner || at_end) && want) {
      size_t len = (size_t)(s - chunk);
      if (len && chunk[len - 1] == '\n') len--;
      if (len == 0) {
        cc_error_set(err, name, chunk_line, 1, "a dump banner without a module after it");
        ok = false;
        break;
      }
      int ir = plI_add_ir(&P, chunk, len);
      if (want == 1) {
        P.prev = ir;
      } else if (want == 2) {
        if (strcmp(CC_AT(P.irs, ir), CC_AT(P.irs, P.prev)) != 0) plI_unprinted_change(&P, ir, chunk_line);
        else plI_pending_clear(&P);
        P.prev = ir;
      } else {
        if (!CC_EMPTY(P.pending)) {
          /* no module before this pass was printed: the invalidated
           * executions' change cannot be told from this one's */
          plI_pending_clear(&P);
        }
        pl_step st;
        memset(&st, 0, sizeof st);
        st.number = P.number;
        st.pass = after_pass;
        st.target = after_target;
        st.function = plI_function_of(after_target);
        after_pass = after_target = NULL;
        st.before = P.prev;
        st.after = ir;
        st.line = chunk_line - 1;
        CC_PUSH(P.steps, st);
        P.prev = ir;
      }
      want = 0;
      chunk = NULL;
    }
    if (at_end) break;
    const char *next = s[n] ? s + n + 1 : s + n;
    char *pass = NULL, *target = NULL;
    int num = 0;
    if (plI_running(s, n, &num, &pass, &target)) {
      CC_FREE_ALL(P.run_pass, P.run_target);
      P.number = num;
      P.run_pass = pass;
      P.run_target = target;
      out->diag_last_run = (int)CC_SIZE(out->diagnostics);
      if (num > out->executions) out->executions = num;
    } else if (!banner) {
      if (!want) plI_diagnostic(&P, s, n);
    } else if (n == strlen("*** IR Dump At Start ***") && plI_starts(s, n, "*** IR Dump At Start ***")) {
      if (P.prev >= 0) {
        cc_error_set(err, name, line, 1, "a second 'IR Dump At Start'");
        ok = false;
        break;
      }
      want = 1;
    } else if (plI_ends(s, n, " omitted because no change ***") || plI_ends(s, n, " filtered out ***") ||
               (plI_starts(s, n, "*** IR Pass ") && plI_ends(s, n, " ignored ***"))) {
      /* an execution that changed nothing, or a pass manager */
    } else if (plI_starts(s, n, "*** IR Pass ") && plI_ends(s, n, " invalidated ***")) {
      /* a numbered execution (not a pass manager) that deleted its unit */
      size_t pl = n - strlen("*** IR Pass ") - strlen(" invalidated ***");
      const char *p = s + strlen("*** IR Pass ");
      if (P.run_pass && strlen(P.run_pass) == pl && !memcmp(P.run_pass, p, pl)) {
        plI_pending pe = {P.number, cc_strdup(P.run_pass), cc_strdup(P.run_target)};
        CC_PUSH(P.pending, pe);
      }
    } else if (plI_dump_banner(s, n, "Before", &pass, &target)) {
      CC_FREE_ALL(pass, target);
      if (P.prev < 0) {
        cc_error_set(err, name, line, 1, "a dump before any 'IR Dump At Start'");
        ok = false;
        break;
      }
      want = 2;
    } else if (plI_dump_banner(s, n, "After", &pass, &target)) {
      if (P.prev < 0) {
        CC_FREE_ALL(pass, target);
        cc_error_set(err, name, line, 1, "a dump before any 'IR Dump At Start'");
        ok = false;
        break;
      }
      CC_FREE_ALL(after_pass, after_target);
      after_pass = pass;
      after_target = target;
      want = 3;
    } else {
      cc_error_set(err, name, line, 1, "an opt banner this reader does not know: '%.*s'",
                   (int)(n > 120 ? 120 : n), s);
      ok = false;
      break;
    }
    if (want && !chunk) { /* the banner a module follows */
      chunk = next;
      chunk_line = line + 1;
    }
    s = next;
  }
  CC_FREE_ALL(after_pass, after_target);
  if (ok && P.prev < 0) {
    cc_error_set(err, name, line, 1, "opt printed no 'IR Dump At Start' module");
    ok = false;
  }
  /* a change of invalidated executions after the last module printed */
  if (ok && final_ir && !CC_EMPTY(P.pending)) {
    size_t len = strlen(final_ir);
    if (len && final_ir[len - 1] == '\n') len--;
    int ir = plI_add_ir(&P, final_ir, len);
    if (strcmp(CC_AT(P.irs, ir), CC_AT(P.irs, P.prev)) != 0) plI_unprinted_change(&P, ir, line);
    else free(CC_POP(P.irs));
  }
  if (!ok) {
    plI_free_parse(&P);
    cc_strs_free(&out->diagnostics);
    memset(out, 0, sizeof *out);
    return false;
  }
  out->last_number = P.number;
  out->last_pass = P.run_pass, out->last_target = P.run_target;
  P.run_pass = P.run_target = NULL;
  if (!CC_EMPTY(P.pending)) {
    cc_buf b;
    cc_buf_init(&b);
    for (size_t i = 0; i < CC_SIZE(P.pending); i++)
      cc_buf_printf(&b, "%s%s", i ? "+" : "", CC_AT(P.pending, i).pass);
    out->unprinted = cc_strdup(cc_buf_str(&b));
    out->unprinted_number = CC_AT(P.pending, 0).number;
    cc_buf_free(&b);
  }
  out->nirs = (int)CC_SIZE(P.irs);
  out->irs = P.irs.begin;
  out->nsteps = (int)CC_SIZE(P.steps);
  out->steps = P.steps.begin;
  memset(&P.irs, 0, sizeof P.irs);
  memset(&P.steps, 0, sizeof P.steps);
  plI_free_parse(&P);
  return true;
}

void pl_dump_opt_failed(pl_dump *d, char *why, size_t size) {
  if (size) why[0] = 0;
  if (!d->nirs) return;
  char *last = d->irs[d->nirs - 1];
  size_t end = pl_module_end(last);
  /* opt's complaint: after the last module, or (when the pass that failed
   * printed none) among the lines since the last " Running pass" */
  cc_buf complaint;
  cc_buf_init(&complaint);
  const char *fatal = strstr(last + end, "LLVM ERROR: ");
  if (fatal) {
    cc_buf_putn(&complaint, last + end, (size_t)(fatal - (last + end)) + strcspn(fatal, "\n"));
  } else {
    for (size_t i = (size_t)d->diag_last_run; i < CC_SIZE(d->diagnostics) && !fatal; i++) {
      const char *l = CC_AT(d->diagnostics, i);
      cc_buf_printf(&complaint, "%s%s", complaint.len ? "\n" : "", l);
      if (!strncmp(l, "LLVM ERROR: ", 12)) fatal = l;
    }
  }
  if (fatal && size) snprintf(why, size, "%.*s", (int)strcspn(fatal, "\n"), fatal);
  while (complaint.len && complaint.data[complaint.len - 1] == '\n') complaint.data[--complaint.len] = 0;
  if (fatal && !strncmp(fatal, "LLVM ERROR: Broken ", 19)) {
    pl_step *st = d->nsteps ? &d->steps[d->nsteps - 1] : NULL;
    if (st && st->after == d->nirs - 1 && st->number == d->last_number && !d->unprinted) {
      st->invalid = cc_strdup(cc_buf_str(&complaint));
    } else {
      /* P printed no module, or ran after executions opt did not verify */
      pl_step add;
      memset(&add, 0, sizeof add);
      add.number = d->unprinted ? d->unprinted_number : d->last_number;
      cc_buf b;
      cc_buf_init(&b);
      cc_buf_printf(&b, "%s%s%s", d->unprinted ? d->unprinted : "", d->unprinted ? "+" : "",
                    d->last_pass ? d->last_pass : "?");
      add.pass = cc_strdup(cc_buf_str(&b));
      cc_buf_clear(&b);
      cc_buf_printf(&b, "%s\n(opt printed no module after %s; it verifies after every pass but an "
                        "invalidated one, so one of %s made the IR invalid)",
                    cc_buf_str(&complaint), d->last_pass ? d->last_pass : "the pass", add.pass);
      add.invalid = cc_strdup(cc_buf_str(&b));
      cc_buf_free(&b);
      add.target = cc_strdup(d->last_target ? d->last_target : "?");
      add.function = plI_function_of(add.target);
      add.invalidated = d->unprinted != NULL;
      add.before = d->nirs - 1;
      add.after = -1;
      d->steps = cc_realloc(d->steps, ((size_t)d->nsteps + 1) * sizeof *d->steps);
      d->steps[d->nsteps++] = add;
    }
  }
  cc_buf_free(&complaint);
  if (end < strlen(last)) { /* what follows the module is opt's, not IR */
    while (end && last[end - 1] == '\n') end--;
    last[end] = 0;
  }
}

void pl_dump_free(pl_dump *d) {
  for (int i = 0; i < d->nirs; i++) free(d->irs[i]);
  free(d->irs);
  for (int i = 0; i < d->nsteps; i++)
    CC_FREE_ALL(d->steps[i].pass, d->steps[i].target, d->steps[i].function, d->steps[i].invalid);
  free(d->steps);
  cc_strs_free(&d->diagnostics);
  CC_FREE_ALL(d->last_pass, d->last_target, d->unprinted);
  memset(d, 0, sizeof *d);
}
