#define _DEFAULT_SOURCE /* realpath */
/* check/case.c — evaluating a case: the expected thread table is compared
 * as a partition (two cells are converged iff they share a column, [CU]
 * "Threads and Dynamic Instances"), the spec's "not converged due to"
 * statements through cv_relation_why, hierarchies through their cycles. */
#include "check/check.h"
#include "enumerate/enumerate.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

void ck_result_init(ck_result *r) {
  memset(r, 0, sizeof *r);
  cc_buf_init(&r->detail);
}
void ck_result_free(ck_result *r) { cc_buf_free(&r->detail); }

/* The file whose lines a case's errors name: the file of its directives
 * (a .case file names its program elsewhere). */
static const char *case_file(const cv_program *p, const fe_case *c) {
  return c->file ? c->file : cv_program_file(p);
}

/* An error without a line (from a function that does not know the case)
 * is placed on the case's line that caused it. */
static void at_case_line(cc_error *err, const cv_program *p, const fe_case *c, int line) {
  if (!err->set || err->line) return;
  cc_error e = *err;
  cc_error_clear(err);
  cc_error_set(err, case_file(p, c), line, 0, "%s", e.msg);
}

static bool same_header_set(const cv_program *p, const cv_hierarchy *h,
                            int n, char *const *headers) {
  int nc = cv_hierarchy_ncycles(h);
  if (nc != n) return false;
  for (int i = 0; i < n; i++) {
    int b = cv_program_find_block(p, headers[i]);
    if (b < 0 || !cv_hierarchy_is_header(h, b)) return false;
  }
  return true;
}

/* res->hierarchy: which hierarchy the relation's checks ran in (h; NULL:
 * none ran) and that the engines' ran in every one, said only when the
 * function has several DFS-realizable hierarchies (a new user could not
 * tell which one a case of an irreducible CFG was checked in). */
static void ckI_hierarchy_text(const cv_program *p, const fe_case *c, const cv_hierarchy *h,
                               bool engine, ck_result *res) {
  cv_hierarchies hs = {0};
  cv_enum_stats st;
  cc_error e;
  cc_error_clear(&e);
  cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &hs, &st, &e);
  int n = (int)CC_SIZE(hs), number = 0;
  for (int i = 0; h && i < n && !number; i++)
    if (!strcmp(cv_hierarchy_key(CC_AT(hs, i)), cv_hierarchy_key(h))) number = i + 1;
  cv_hierarchies_free(&hs);
  /* the engines' hierarchies are the case's `hierarchies` reading */
  bool all = c->readings.hierarchies == CV_HIER_ALL_ENTRIES;
  int ne = n;
  if (engine && all) {
    cc_error_clear(&e);
    cv_hierarchies_enumerate(p, CV_HIER_ALL_ENTRIES, 0, &hs, &st, &e);
    ne = (int)CC_SIZE(hs);
    cv_hierarchies_free(&hs);
  }
  bool say_h = h && (n > 1 || !number), say_e = engine && ne > 1;
  cc_buf b;
  cc_buf_init(&b);
  if (say_h) {
    if (number) cc_buf_printf(&b, "the relation in hierarchy %d of %d (", number, n);
    else cc_buf_printf(&b, "the relation in a hierarchy that is not DFS-realizable (");
    cc_buf_puts(&b, c->nheaders ? "the case's headers line: "
                    : c->hierarchy ? "the case's hierarchy line: "
                                   : "LLVM's, as no headers or hierarchy line names one: ");
    cv_hierarchy_print_short(h, p, &b);
    cc_buf_putc(&b, ')');
  }
  if (say_e)
    cc_buf_printf(&b, "%sthe engines in all %d %s hierarchies", say_h ? "; " : "", ne,
                  all ? "all-entries" : "DFS-realizable");
  /* (the engines run first: the relation's call, when it comes, says both) */
  snprintf(res->hierarchy, sizeof res->hierarchy, "%s", cc_buf_str(&b));
  cc_buf_free(&b);
}

cv_hierarchy *ck_select_hierarchy(const cv_program *p, int nheaders,
                                  char *const *headers, int number,
                                  cc_error *err) {
  const char *file = cv_program_file(p);
  if (nheaders == 0 && number == 0) return cv_cycles_llvm(p);
  for (int i = 0; i < nheaders; i++)
    if (cv_program_find_block(p, headers[i]) < 0) {
      cc_error_set(err, file, 0, 0, "header '%s' is not a block of function '%s'",
                   headers[i], cv_program_name(p));
      return NULL;
    }
  cv_hierarchy *found = NULL;
  for (int mode = 0; mode < 2 && !found; mode++) {
    cv_hierarchies hs = {0};
    cv_enum_stats st;
    cv_hierarchies_enumerate(p, (cv_hier_mode)mode, 0, &hs, &st, err);
    if (number) {
      if (number > (int)CC_SIZE(hs)) {
        cc_error_set(err, file, 0, 0,
                     "function '%s' has %zu DFS-realizable %s, not %d", cv_program_name(p),
                     CC_SIZE(hs), cc_plural((long long)CC_SIZE(hs), "hierarchy", "hierarchies"), number);
        cv_hierarchies_free(&hs);
        return NULL;
      }
      found = CC_AT(hs, number - 1);
      CC_AT(hs, number - 1) = NULL;
    } else {
      int matches = 0, ordered = 0;
      size_t first = 0, first_ordered = 0;
      for (size_t i = 0; i < CC_SIZE(hs); i++)
        if (same_header_set(p, CC_AT(hs, i), nheaders, headers)) {
          if (!matches++) first = i;
          /* headers listed outermost first, as the hierarchy prints them */
          bool in_order = true;
          for (int j = 0; j < nheaders && in_order; j++)
            in_order = cv_block_name(p, cv_hierarchy_cycle(CC_AT(hs, i), j)->header) &&
                       !strcmp(cv_block_name(p, cv_hierarchy_cycle(CC_AT(hs, i), j)->header),
                               headers[j]);
          if (in_order && !ordered++) first_ordered = i;
        }
      if (matches > 1 && ordered == 1) matches = 1, first = first_ordered;
      if (matches >= 1) {
        found = CC_AT(hs, first);
        CC_AT(hs, first) = NULL;
      }
      if (matches > 1) {
        cc_error_set(err, file, 0, 0,
                     "%d hierarchies of function '%s' have these headers; list them "
                     "outermost first, or choose one with --hierarchy N (see "
                     "'convcheck cycles --all')",
                     matches, cv_program_name(p));
        cv_hierarchy_free(found);
        cv_hierarchies_free(&hs);
        return NULL;
      }
    }
    for (size_t i = 0; i < CC_SIZE(hs); i++)
      if (CC_AT(hs, i)) cv_hierarchy_free(CC_AT(hs, i));
    CC_RELEASE(hs);
    if (number) break;
  }
  if (!found) {
    cc_buf b;
    cc_buf_init(&b);
    for (int i = 0; i < nheaders; i++)
      cc_buf_printf(&b, "%s%s", i ? ", " : "", headers[i]);
    cc_error_set(err, file, 0, 0,
                 "no cycle hierarchy of function '%s' has exactly the headers {%s}",
                 cv_program_name(p), cc_buf_str(&b));
    cc_buf_free(&b);
  }
  return found;
}

/* The block an instance label names: the longest block name that is a
 * prefix of the label with only digits after it ("H4" -> H, "Entry" ->
 * Entry, "B12" -> B12 if such a block exists, else B). */
static int label_block(const cv_program *p, const char *label) {
  size_t n = strlen(label);
  char buf[512];
  /* "if.end#2": the block before the '#' (docs/design.md §3) */
  const char *hash = strrchr(label, '#');
  if (hash && hash > label && hash[1] && strspn(hash + 1, "0123456789") == strlen(hash + 1) &&
      (size_t)(hash - label) < sizeof buf) {
    memcpy(buf, label, (size_t)(hash - label));
    buf[hash - label] = 0;
    return cv_program_find_block(p, buf);
  }
  for (size_t len = n; len > 0; len--) {
    bool digits = true;
    for (size_t i = len; i < n; i++)
      if (label[i] < '0' || label[i] > '9') digits = false;
    if (!digits) break;
    if (len >= sizeof buf) continue;
    memcpy(buf, label, len);
    buf[len] = 0;
    int b = cv_program_find_block(p, buf);
    if (b >= 0) return b;
    /* "B0.1": a block whose name ends in a digit, then the number */
    if (len < n && len > 1 && label[len - 1] == '.') {
      buf[len - 1] = 0;
      if ((b = cv_program_find_block(p, buf)) >= 0) return b;
    }
  }
  return -1;
}

bool ck_case_traces(const cv_program *p, const fe_case *c, cv_tuple *t,
                    cc_error *err) {
  const char *file = case_file(p, c);
  const fe_table *tb = &c->table;
  int k = c->has_table ? tb->nrows : c->ntraces;
  if (k == 0) {
    cc_error_set(err, file, c->line, 0, "the case has neither trace lines nor a table");
    return false;
  }
  if (c->has_table && c->ntraces && c->ntraces != tb->nrows) {
    cc_error_set(err, file, c->trace_line[0], 0,
                 "%d trace lines but the table (line %d) has %d rows", c->ntraces,
                 tb->line, tb->nrows);
    return false;
  }
  t->k = k;
  t->thread = cc_calloc((size_t)k, sizeof *t->thread);
  for (int i = 0; i < k; i++) {
    if (c->has_table) {
      cv_trace *tr = &t->thread[i];
      tr->len = tb->ncells[i];
      tr->blocks = cc_malloc(((size_t)tr->len + 1) * sizeof(int));
      for (int j = 0; j < tr->len; j++) {
        int b = label_block(p, tb->label[i][j]);
        if (b < 0) {
          cc_error_set(err, file, tb->line, 0,
                       "table row '%s': label '%s' names no block of function '%s'",
                       tb->thread[i], tb->label[i][j], cv_program_name(p));
          cv_tuple_free(t);
          return false;
        }
        tr->blocks[j] = b;
      }
    }
    if (c->ntraces) {
      cv_trace tr;
      if (!cv_trace_parse(p, c->traces[i], &tr, err)) {
        at_case_line(err, p, c, c->trace_line[i]);
        cv_tuple_free(t);
        return false;
      }
      if (c->has_table) {
        bool same = tr.len == t->thread[i].len;
        for (int j = 0; same && j < tr.len; j++)
          same = tr.blocks[j] == t->thread[i].blocks[j];
        free(tr.blocks);
        if (!same) {
          cc_error_set(err, file, c->trace_line[i], 0,
                       "trace %d does not match row '%s' of the table (line %d)",
                       i + 1, tb->thread[i], tb->line);
          cv_tuple_free(t);
          return false;
        }
      } else {
        t->thread[i] = tr;
      }
    }
  }
  if (!cv_tuple_check(p, t, err)) {
    /* the line of the row (or trace) whose steps fail, not the table's
     * first (a new user looked for the wrong row on `expect table`) */
    int line = c->has_table ? tb->line : c->trace_line[0];
    for (int i = 0; i < k; i++) {
      cv_tuple one = {1, &t->thread[i]};
      cc_error e1;
      cc_error_clear(&e1);
      if (cv_tuple_check(p, &one, &e1)) continue;
      line = c->has_table ? tb->row_line[i] : c->trace_line[i];
      break;
    }
    at_case_line(err, p, c, line);
    cv_tuple_free(t);
    return false;
  }
  return true;
}

/* "no block 'x'", with the near name (a user wrote `x` for `X`) and the
 * function's blocks. */
static void no_block(cc_error *err, const char *file, int line, const cv_program *p,
                     const char *name) {
  int nb = cv_program_nblocks(p);
  const char **cands = cc_malloc(((size_t)nb + 1) * sizeof *cands);
  cc_buf b;
  cc_buf_init(&b);
  cc_buf_printf(&b, "no block '%s'", name);
  const char *same_letters = NULL; /* `x` for `X`: before any other near name */
  for (int i = 0; i < nb; i++) {
    cands[i] = cv_block_name(p, i);
    if (!same_letters && !strcasecmp(cands[i], name)) same_letters = cands[i];
  }
  if (same_letters) cc_buf_printf(&b, " (did you mean '%s'?)", same_letters);
  else cc_buf_did_you_mean(&b, name, cands, nb);
  cc_buf_printf(&b, " in function '%s' (its blocks:", cv_program_name(p));
  for (int i = 0; i < nb && i < 12; i++) cc_buf_printf(&b, " %s", cands[i]);
  cc_buf_puts(&b, nb > 12 ? " ...)" : ")");
  cc_error_set(err, file, line, 0, "%s", cc_buf_str(&b));
  cc_buf_free(&b);
  free(cands);
}

/* ---- naming instances ---------------------------------------------------- */
typedef struct names {
  int n;
  char **label; /* per instance */
  int *column;  /* per instance: the table's column, or -1 */
} names;

static void names_free(names *nm) {
  for (int i = 0; i < nm->n; i++) free(nm->label[i]);
  free(nm->label);
  free(nm->column);
}

static void names_make(const cv_relation *r, const fe_case *c, names *nm) {
  int n = cv_relation_ninstances(r);
  nm->n = n;
  nm->label = cc_calloc((size_t)n + 1, sizeof(char *));
  nm->column = cc_malloc(((size_t)n + 1) * sizeof(int));
  int *col_of = cc_malloc(((size_t)n + 1) * sizeof(int));
  cv_relation_columns(r, col_of);
  for (int id = 0; id < n; id++) {
    int t, pos;
    cv_relation_locate(r, id, &t, &pos);
    if (c->has_table) {
      nm->label[id] = cc_strdup(c->table.label[t][pos]);
      nm->column[id] = c->table.column[t][pos];
    } else {
      char buf[300];
      cv_relation_label(r, col_of, id, buf, sizeof buf);
      nm->label[id] = cc_strdup(buf);
      nm->column[id] = -1;
    }
  }
  free(col_of);
}

static int names_find(const names *nm, const cv_relation *r, const char *label) {
  for (int i = 0; i < nm->n; i++)
    if (!strcmp(nm->label[i], label)) return i;
  /* T<thread>:<step>, both 1-based */
  int th, st;
  char end;
  if (sscanf(label, "T%d:%d%c", &th, &st, &end) == 2 && th >= 1 && st >= 1)
    for (int i = 0; i < nm->n; i++) {
      int t, pos;
      cv_relation_locate(r, i, &t, &pos);
      if (t == th - 1 && pos == st - 1) return i;
    }
  return -1;
}

static void check(ck_result *res, bool ok, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void check(ck_result *res, bool ok, const char *fmt, ...) {
  res->checks++;
  if (ok) return;
  res->failed++;
  va_list ap;
  va_start(ap, fmt);
  char line[1024];
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  cc_buf_printf(&res->detail, "  %s\n", line);
}

static bool lookup(const names *nm, const cv_relation *r, const char *label,
                   const fe_expect *e, const char *file, int *id, cc_error *err) {
  *id = names_find(nm, r, label);
  if (*id < 0) {
    cc_error_set(err, file, e->line, 0, "no instance labelled '%s'", label);
    return false;
  }
  return true;
}

/* Does some hierarchy have exactly the cycles the lines describe? */
static bool hierarchy_matches(const cv_program *p, const cv_hierarchy *h,
                              const fe_expect *e) {
  if (cv_hierarchy_ncycles(h) != e->nlines) return false;
  for (int l = 0; l < e->nlines; l++) {
    const fe_hier_line *L = &e->lines[l];
    int hb = cv_program_find_block(p, L->header);
    bool found = false;
    for (int i = 0; i < cv_hierarchy_ncycles(h) && !found; i++) {
      const cv_cycle *cy = cv_hierarchy_cycle(h, i);
      if (cy->header != hb || cy->nblocks != L->nblocks || cy->nentries != L->nentries)
        continue;
      bool ok = true;
      for (int j = 0; j < L->nblocks && ok; j++) {
        int b = cv_program_find_block(p, L->blocks[j]);
        ok = b >= 0 && cc_bit_get(cy->member, (size_t)b);
      }
      for (int j = 0; j < L->nentries && ok; j++) {
        int b = cv_program_find_block(p, L->entries[j]), in = 0;
        for (int q = 0; q < cy->nentries; q++) in |= cy->entries[q] == b;
        ok = b >= 0 && in;
      }
      found = ok;
    }
    if (!found) return false;
  }
  return true;
}

static void check_hierarchies(const cv_program *p, const fe_expect *e,
                              ck_result *res, cc_error *err) {
  cv_hierarchies real = {0}, all = {0};
  cv_enum_stats st;
  cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &real, &st, err);
  if (e->kind == FE_EXPECT_HIERARCHIES && e->mode == CV_HIER_REALIZABLE) {
    check(res, (int)CC_SIZE(real) == e->count,
          "line %d: expected %d DFS-realizable hierarchies, found %zu", e->line,
          e->count, CC_SIZE(real));
  } else if (e->kind == FE_EXPECT_HIERARCHIES) {
    cv_hierarchies_enumerate(p, CV_HIER_ALL_ENTRIES, 0, &all, &st, err);
    check(res, (int)CC_SIZE(all) == e->count,
          "line %d: expected %d all-entries hierarchies, found %zu", e->line,
          e->count, CC_SIZE(all));
  } else {
    bool found = false;
    for (size_t i = 0; i < CC_SIZE(real) && !found; i++)
      found = hierarchy_matches(p, CC_AT(real, i), e);
    check(res, found,
          "line %d: the hierarchy is not among the %zu DFS-realizable hierarchies",
          e->line, CC_SIZE(real));
  }
  cv_hierarchies_free(&real);
  cv_hierarchies_free(&all);
}

static void ck_run_case_in(const cv_module *m, const fe_case *c, ck_result *res,
                           cc_error *err);

/* The readings a case may choose (model/readings.h): its relations are the
 * model's (the least or the greatest fixed point), its m-convergence and
 * uniformity expectations the explicit engine's (en_support, checked by
 * en_run_new). */
static const cv_reading_support ck_support = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_fixpoint] = 1u << CV_FIXPOINT_GREATEST,
    [CV_RD_hierarchies] = CV_SUPPORT_ALL, [CV_RD_anchors] = CV_SUPPORT_ALL,
    [CV_RD_calls] = CV_SUPPORT_ALL};

/* The engine's verdict on one block or value in the forms of
 * docs/design.md §12: "is NOT m-converged (k=2, L=5)" with the witness's
 * bounds, "is uniform within k=2, L=8", or ": unknown within ...: WHY"
 * when the search stopped before it was complete. */
static void ck_engine_verdict(const en_run *r, const en_witness *w, bool got, const char *yes,
                              const char *no, char *buf, size_t size) {
  if (got && r->truncated)
    snprintf(buf, size, ": unknown within k=%d, L=%d: the search stopped (--max-tuples or the "
             "time limit) before every tuple was examined", r->o.k, r->o.L);
  else if (got)
    snprintf(buf, size, " is %s within k=%d, L=%d", yes, r->o.k, r->o.L);
  else if (w->set)
    snprintf(buf, size, " is %s (k=%d, L=%d)", no, w->k, en_witness_length(r, w));
  else
    snprintf(buf, size, " is %s (k=%d, L=%d)", no, r->o.k, r->o.L);
}

/* A failed expectation's witness, shortest first (as mconv and audit
 * print theirs): of value `value`, or of the branch of block `branch`
 * (en_run_shorten). */
static void ck_shorten(en_run *r, int value, int branch) {
  bool *vals = cc_calloc((size_t)cv_program_ninsts(r->p) + 1, sizeof(bool));
  bool *brs = cc_calloc((size_t)cv_program_nblocks(r->p) + 1, sizeof(bool));
  if (value >= 0) vals[value] = true;
  if (branch >= 0) brs[branch] = true;
  en_run_shorten(r, vals, brs);
  CC_FREE_ALL(vals, brs);
}

/* Expectations on the explicit engine's verdicts ([CU] "m-converged static
 * instances", "Uniformity"), within the case's bounds. */
static void check_engine(const cv_program *p, const fe_case *c, ck_result *res,
                         cc_error *err) {
  en_opts o;
  en_opts_default(&o);
  o.k = c->threads ? c->threads : CV_DEFAULT_THREADS;
  o.L = c->bound ? c->bound : CV_DEFAULT_BOUND;
  o.rd = c->readings;
  o.controlled = true; /* with tokens: the controlled relation */
  en_run *r = en_run_new(p, &o, err);
  if (!r) return;
  const char *file = case_file(p, c);
  for (int i = 0; i < c->nexpects && !err->set; i++) {
    const fe_expect *e = &c->expects[i];
    if (e->kind == FE_EXPECT_MCONV) {
      int b = cv_program_find_block(p, e->a);
      if (b < 0) {
        no_block(err, file, e->line, p, e->a);
        break;
      }
      bool got = r->blocks[b].m_converged;
      /* a failed expectation: the shortest witness, from an m-convergence
       * run (en_run_shorten shortens blocks' witnesses only there) */
      en_run *s = NULL;
      if (!got && e->positive) {
        en_opts so = o;
        so.mconv_only = so.shortest = true;
        cc_error se;
        cc_error_clear(&se);
        s = en_run_new(p, &so, &se);
      }
      const en_run *wr = s && !s->blocks[b].m_converged ? s : r;
      char said[300];
      ck_engine_verdict(wr, &wr->blocks[b].w, got, "m-converged", "NOT m-converged", said,
                        sizeof said);
      en_run_free(s);
      check(res, got == e->positive && !(got && r->truncated), "line %d: %s%s", e->line, e->a, said);
    } else if (e->kind == FE_EXPECT_UNIFORM) {
      bool got;
      const en_witness *w;
      if (e->a[0] == '%') {
        int v = cv_program_find_inst(p, e->a + 1);
        if (v < 0) {
          cc_error_set(err, file, e->line, 0, "no value '%s'", e->a);
          break;
        }
        got = r->values[v].uniform;
        if (!got && e->positive) ck_shorten(r, v, -1);
        w = &r->values[v].w;
      } else {
        int b = cv_program_find_block(p, e->a);
        if (b < 0) {
          no_block(err, file, e->line, p, e->a);
          break;
        }
        got = r->branches[b].uniform;
        if (!got && e->positive) ck_shorten(r, -1, b);
        w = &r->branches[b].w;
      }
      char said[300];
      ck_engine_verdict(r, w, got, "uniform", "DIVERGENT", said, sizeof said);
      check(res, got == e->positive && !(got && r->truncated), "line %d: %s%s", e->line, e->a, said);
    }
  }
  en_run_free(r);
}

static bool ck_is_dir(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

char *ck_llvm_tests_resolve(const char *dir, cc_error *err) {
  static const char *const below[] = {"", "/llvm/test", "/test"};
  char path[4096];
  for (size_t i = 0; i < sizeof below / sizeof *below; i++) {
    snprintf(path, sizeof path, "%s%s/Analysis", dir, below[i]);
    if (ck_is_dir(path)) {
      path[strlen(path) - strlen("/Analysis")] = 0;
      return cc_strdup(path);
    }
  }
  cc_error_set(err, dir, 0, 0,
               "not LLVM's test folder: no Analysis/ in it, nor in llvm/test/ or test/ "
               "below it (give llvm/test of an llvm-project checkout)");
  return NULL;
}

/* Is path (made absolute, links resolved) inside the folder dir (the same)?
 * docs/security.md: a case reads only below its own folder or LLVM's tests. */
static bool ckI_inside(const char *path, const char *dir) {
  char rp[PATH_MAX], rd[PATH_MAX];
  if (!realpath(path, rp) || !realpath(dir, rd)) return false;
  size_t n = strlen(rd);
  if (n == 1) return true; /* "/" */
  return !strncmp(rp, rd, n) && (rp[n] == '/' || rp[n] == 0);
}

cv_module *ck_case_program(const char *case_file, const fe_case *c, const char *llvm_tests,
                           bool *skip, cc_error *err) {
  char dir[4096], path[8200];
  int line = c->program_line ? c->program_line : c->line;
  const char *slash = strrchr(case_file, '/');
  size_t ns = strlen(CK_LLVM_TESTS_SCHEME);
  const char *rel = c->program;
  bool llvm = !strncmp(rel, CK_LLVM_TESTS_SCHEME, ns);
  if (llvm) rel += ns;
  /* written relative, without a `..` step: checked before anything is opened */
  bool dotdot = false;
  for (const char *s = rel; *s; s += strcspn(s, "/"), s += *s == '/')
    dotdot |= !strncmp(s, "..", 2) && (s[2] == '/' || s[2] == 0);
  if (rel[0] == '/' || dotdot || !*rel) {
    cc_error_set(err, case_file, line, 0,
                 "program %s: a case's program is a path relative to the case's folder (or "
                 "llvm-tests:PATH below LLVM's tests), without `..` (docs/cfg-format.md \"Cases\")",
                 c->program);
    return NULL;
  }
  if (llvm) {
    if (!llvm_tests) {
      *skip = true;
      return NULL;
    }
    snprintf(dir, sizeof dir, "%s", llvm_tests);
  } else if (slash) {
    snprintf(dir, sizeof dir, "%.*s", (int)(slash - case_file), case_file);
  } else {
    snprintf(dir, sizeof dir, ".");
  }
  if (!llvm && !slash) snprintf(path, sizeof path, "%s", rel);
  else snprintf(path, sizeof path, "%s/%s", dir, rel);
  /* (a file that is not there: the reader's error below) */
  if (access(path, F_OK) == 0 && !ckI_inside(path, dir)) {
    cc_error_set(err, case_file, line, 0,
                 "program %s: %s leads outside %s (a link?): a case reads only below its own "
                 "folder%s",
                 c->program, path, dir, llvm ? " or LLVM's tests" : "");
    return NULL;
  }
  cv_module *pm = fe_load(path, NULL, err);
  if (!pm && !err->line) {
    /* a file that cannot be read: the case's `program` line is wrong */
    cc_error e = *err;
    cc_error_clear(err);
    cc_error_set(err, case_file, line, 0, "%s: %s", e.file, e.msg);
  }
  return pm;
}

/* rel beside file (in its folder), as a real path pushed on named (not
 * when it is not there) */
static void ckI_name_beside(const char *file, const char *rel, cc_strs *named) {
  char path[8200], rp[PATH_MAX];
  const char *slash = strrchr(file, '/');
  if (slash) snprintf(path, sizeof path, "%.*s/%s", (int)(slash - file), file, rel);
  else snprintf(path, sizeof path, "%s", rel);
  if (realpath(path, rp)) CC_PUSH(*named, cc_strdup(rp));
}

void ck_named_programs(const char *case_file, const fe_cases *cs, cc_strs *named) {
  for (int i = 0; i < cs->n; i++) {
    const char *rel = cs->c[i].program;
    if (rel && strncmp(rel, CK_LLVM_TESTS_SCHEME, strlen(CK_LLVM_TESTS_SCHEME)))
      ckI_name_beside(case_file, rel, named);
  }
}

void ck_tcase_programs(const char *tcase_file, cc_strs *named) {
  cc_error err;
  cc_error_clear(&err);
  size_t len;
  char *text = cc_read_file(tcase_file, 1u << 20, &len, &err);
  if (!text) return;
  for (char *l = text; *l;) {
    char *e = strchr(l, '\n');
    if (e) *e = 0;
    const char *rel = !strncmp(l, "before ", 7) ? l + 7 : !strncmp(l, "after ", 6) ? l + 6 : NULL;
    if (rel) {
      rel += strspn(rel, " \t");
      char name[4096];
      snprintf(name, sizeof name, "%.*s", (int)strcspn(rel, " \t\r"), rel);
      if (*name) ckI_name_beside(tcase_file, name, named);
    }
    if (!e) break;
    l = e + 1;
  }
  free(text);
}

/* The length of path's folder part (0: none) */
static size_t ckI_dir_len(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? (size_t)(slash - path) : 0;
}

void ck_unnamed_programs(const cc_strs *lls, const cc_strs *cases, const cc_strs *named,
                         cc_strs *out) {
  for (size_t i = 0; i < CC_SIZE(*lls); i++) {
    const char *ll = CC_AT(*lls, i);
    size_t n = ckI_dir_len(ll);
    bool beside = false;
    for (size_t j = 0; j < CC_SIZE(*cases) && !beside; j++)
      beside = ckI_dir_len(CC_AT(*cases, j)) == n && !strncmp(CC_AT(*cases, j), ll, n);
    if (!beside) continue;
    char rp[PATH_MAX];
    bool found = false;
    if (realpath(CC_AT(*lls, i), rp))
      for (size_t j = 0; j < CC_SIZE(*named) && !found; j++) found = !strcmp(CC_AT(*named, j), rp);
    if (!found) CC_PUSH(*out, cc_strdup(CC_AT(*lls, i)));
  }
}

void ck_run_case(const cv_module *m, const fe_case *c, const char *llvm_tests,
                 ck_result *res, cc_error *err) {
  cv_module *own = NULL;
  if (c->program) {
    bool skip = false;
    own = ck_case_program(cv_module_path(m), c, llvm_tests, &skip, err);
    if (skip) {
      res->outcome = CK_SKIP;
      cc_buf_printf(&res->detail, "needs LLVM's test %s\n", c->program + strlen(CK_LLVM_TESTS_SCHEME));
      return;
    }
    if (!own) {
      res->outcome = CK_ERROR;
      return;
    }
    m = own;
  }
  ck_run_case_in(m, c, res, err);
  cv_module_free(own);
  if (res->outcome != CK_PASS || res->checks > 0) return;
  /* A case that checks nothing is not a pass.  A one-row table relates no
   * two instances: converged-with relates different threads ([CU] "Threads
   * and Dynamic Instances"). */
  res->outcome = CK_ERROR;
  if (c->has_table && !c->table_assumed)
    cc_error_set(err, c->file, c->table.line, 0,
                 "the case checks nothing: a table of %d thread%s relates no two "
                 "instances (give two rows, or an expect line)",
                 c->table.nrows, c->table.nrows == 1 ? "" : "s");
  else
    cc_error_set(err, c->file, c->line, 0,
                 "the case checks nothing: it has no expect line (or a table to compare)");
}

/* Is the label an instruction's instance (%loop(1;2), @op(1))? */
static bool inst_label(const char *s) { return s && (s[0] == '%' || s[0] == '@'); }

/* The expectations on one relation over block instances: the table, the
 * pairs, convergence-before, consistency. */
static void check_relation(const cv_program *p, const fe_case *c, const cv_relation *r,
                           ck_result *res, cc_error *err) {
  const char *file = case_file(p, c);
  names nm = {0, NULL, NULL};
  names_make(r, c, &nm);
  for (int a = 0; a < nm.n && c->has_table; a++) /* the case's own labels */
    for (int b = a + 1; b < nm.n; b++)
      if (!strcmp(nm.label[a], nm.label[b])) {
        cc_error_set(err, file, c->table.line, 0,
                     "label '%s' appears twice in the table", nm.label[a]);
        goto out;
      }
  if (c->has_table && !c->table_assumed) {
    /* the partition: converged iff same column */
    for (int a = 0; a < nm.n; a++)
      for (int b = a + 1; b < nm.n; b++) {
        int ta, pa, tb, pb;
        cv_relation_locate(r, a, &ta, &pa);
        cv_relation_locate(r, b, &tb, &pb);
        if (ta == tb) continue;
        bool want = nm.column[a] == nm.column[b];
        bool got = cv_converged_with(r, a, b);
        if (want != got)
          check(res, false, "table (line %d): %s and %s are %s, expected %s",
                c->table.line, nm.label[a], nm.label[b],
                got ? "converged" : "not converged",
                want ? "converged (same column)" : "not converged");
        else
          res->checks++;
      }
  }
  for (int i = 0; i < c->nexpects; i++) {
    const fe_expect *e = &c->expects[i];
    int a = -1, b = -1, d = -1;
    switch (e->kind) {
    case FE_EXPECT_INCONSISTENT:
      check(res, !(cv_relation_transitive(r) && cv_relation_consistent(r)),
            "line %d: the relation is consistent (transitive, convergence-before acyclic)",
            e->line);
      break;
    case FE_EXPECT_CONSISTENT:
      check(res, cv_relation_transitive(r) && cv_relation_consistent(r),
            "line %d: the relation is not consistent (transitive: %s, "
            "convergence-before acyclic: %s)",
            e->line, cv_relation_transitive(r) ? "yes" : "no",
            cv_relation_consistent(r) ? "yes" : "no");
      break;
    case FE_EXPECT_CONVERGED:
    case FE_EXPECT_NOT_CONVERGED:
    case FE_EXPECT_CB:
    case FE_EXPECT_NOT_CB:
      if (inst_label(e->a) || inst_label(e->b)) break; /* check_tokens */
      if (!lookup(&nm, r, e->a, e, file, &a, err) || !lookup(&nm, r, e->b, e, file, &b, err))
        goto out;
      if (e->kind == FE_EXPECT_CONVERGED)
        check(res, cv_converged_with(r, a, b), "line %d: %s and %s are not converged",
              e->line, e->a, e->b);
      else if (e->kind == FE_EXPECT_CB)
        check(res, cv_convergence_before(r, a, b),
              "line %d: %s is not convergence-before %s", e->line, e->a, e->b);
      else if (e->kind == FE_EXPECT_NOT_CB)
        check(res, !cv_convergence_before(r, a, b),
              "line %d: %s is convergence-before %s", e->line, e->a, e->b);
      else {
        check(res, !cv_converged_with(r, a, b), "line %d: %s and %s are converged",
              e->line, e->a, e->b);
        if (e->due && !cv_converged_with(r, a, b)) {
          if (!lookup(&nm, r, e->due, e, file, &d, err)) goto out;
          int cul[64], ncul = 0;
          cc_buf why;
          cc_buf_init(&why);
          cv_relation_why(r, a, b, &why, cul, &ncul, 64);
          bool has = false;
          for (int q = 0; q < ncul; q++) has |= cul[q] == d;
          check(res, has, "line %d: %s is not what separates %s and %s (%s)", e->line,
                e->due, e->a, e->b, why.len ? cc_buf_str(&why) : "no header instance");
          cc_buf_free(&why);
        }
      }
      break;
    default:
      break;
    }
  }
out:
  names_free(&nm);
}

/* ---- programs with convergence tokens ------------------------------------ */

/* An instruction's instance in the spec's notation ([CO] "Rationales for
 * Static rules about cycles": %loop(i;j) is thread i's j-th execution,
 * @op.k(i) thread i's execution): the instruction, the thread and the
 * block position. */
static bool inst_instance(const cv_program *p, const fe_case *c, const cv_tuple *t,
                          const char *label, int line, int *inst, int *thread, int *pos,
                          cc_error *err) {
  const char *file = case_file(p, c);
  const char *open = strchr(label, '(');
  int th = 0, nth = 1;
  char end = 0;
  if (!open || (sscanf(open, "(%d;%d%c", &th, &nth, &end) != 3 &&
                sscanf(open, "(%d%c", &th, &end) != 2) || end != ')' || th < 1 || nth < 1) {
    cc_error_set(err, file, line, 0, "'%s': expected NAME(thread) or NAME(thread;n)", label);
    return false;
  }
  char name[256];
  snprintf(name, sizeof name, "%.*s", (int)(open - label - 1), label + 1);
  *inst = -1;
  for (int i = 0; i < cv_program_ninsts(p); i++) {
    const cv_inst *I = cv_program_inst(p, i);
    bool match = label[0] == '%' ? I->name && !strcmp(I->name, name)
                                 : I->opcode && !strcmp(I->opcode, name) && cv_inst_controlled(I);
    if (!match) continue;
    if (*inst >= 0) {
      cc_error_set(err, file, line, 0, "'%s' names more than one instruction", label);
      return false;
    }
    *inst = i;
  }
  if (*inst < 0 || !cv_inst_controlled(cv_program_inst(p, *inst))) {
    cc_error_set(err, file, line, 0,
                 "'%s': no token definition or controlled convergent operation '%c%s'",
                 label, label[0], name);
    return false;
  }
  if (th > t->k) {
    cc_error_set(err, file, line, 0, "'%s': there are %d threads", label, t->k);
    return false;
  }
  *thread = th - 1;
  *pos = cv_tuple_inst_position(p, t, *inst, th - 1, nth);
  if (*pos < 0) {
    cc_error_set(err, file, line, 0, "'%s': thread %d executes it fewer than %d time%s",
                 label, th, nth, nth > 1 ? "s" : "");
    return false;
  }
  return true;
}

bool ck_case_anchor_constraints(const cv_program *p, const fe_case *c, const cv_tuple *t,
                                cv_anchor_constraint **out, int *n, cc_error *err) {
  *n = 0;
  *out = cc_calloc((size_t)c->nexpects + 1, sizeof **out);
  for (int i = 0; i < c->nexpects; i++) {
    const fe_expect *e = &c->expects[i];
    if (e->kind != FE_EXPECT_ASSUME) continue;
    cv_anchor_constraint *k = &(*out)[*n];
    int i2;
    if (!inst_instance(p, c, t, e->a, e->line, &k->inst, &k->t1, &k->p1, err) ||
        !inst_instance(p, c, t, e->b, e->line, &i2, &k->t2, &k->p2, err))
      return false;
    if (i2 != k->inst || !cv_token_implementation_defined(cv_program_inst(p, i2)->token_def)) {
      cc_error_set(err, case_file(p, c), e->line, 0,
                   "'assume' constrains two instances of one anchor or iterating anchor (%s, %s)", e->a, e->b);
      return false;
    }
    k->converged = e->positive;
    (*n)++;
  }
  return true;
}

/* The case's expectations under the controlled relation ([CO]
 * "Controlled Maximal Convergence"): the block-level ones must hold in
 * every behaviour (every consistent choice of the anchors); on
 * instructions' instances, converged = in every behaviour, not-converged
 * = in none, undetermined = in some and not in others. */
static void check_tokens(const cv_program *p, const fe_case *c, const cv_hierarchy *h,
                         const cv_tuple *t, ck_result *res, cc_error *err) {
  if (!cv_tokens_check(p, err)) return;
  int ncons = 0;
  cv_anchor_constraint *cons = NULL;
  cv_behaviours *B = NULL;
  bool want_none = false;
  for (int i = 0; i < c->nexpects; i++) want_none |= c->expects[i].kind == FE_EXPECT_NO_RELATION;
  if (!ck_case_anchor_constraints(p, c, t, &cons, &ncons, err)) goto out;
  B = cv_controlled_converged_with(p, h, t, &c->readings, ncons, cons, 4096);
  int nb = cv_behaviours_count(B);
  if (nb == 0) {
    const char *why = cv_behaviours_contradiction(B);
    check(res, want_none, "%s", why);
    for (int i = 0; i < c->nexpects; i++) {
      const fe_expect *e = &c->expects[i];
      if (e->kind != FE_EXPECT_NO_RELATION || !e->a) continue;
      bool kind = !strcmp(e->a, "transitivity") ? strstr(why, "by transitivity") != NULL
                                                 : strstr(why, "has a cycle") != NULL;
      check(res, kind, "line %d: the contradiction is not of the kind '%s': %s", e->line,
            e->a, why);
    }
    goto out;
  }
  if (want_none)
    check(res, false, "expected no consistent relation, but %d behaviour%s consistent", nb,
          nb > 1 ? "s are" : " is");
  for (int b = 0; b < nb && !err->set; b++) check_relation(p, c, cv_behaviour_relation(B, b), res, err);
  for (int i = 0; i < c->nexpects && !err->set; i++) {
    const fe_expect *e = &c->expects[i];
    bool pairwise = e->kind == FE_EXPECT_CONVERGED || e->kind == FE_EXPECT_NOT_CONVERGED ||
                    e->kind == FE_EXPECT_UNDETERMINED;
    if (!pairwise || !(inst_label(e->a) || inst_label(e->b))) {
      if (e->kind == FE_EXPECT_UNDETERMINED)
        cc_error_set(err, case_file(p, c), e->line, 0,
                     "'undetermined' takes instructions' instances (%%t(1), @op(2;1))");
      continue;
    }
    int ia, ta, pa, ib, tb, pb;
    if (!inst_instance(p, c, t, e->a, e->line, &ia, &ta, &pa, err) ||
        !inst_instance(p, c, t, e->b, e->line, &ib, &tb, &pb, err))
      break;
    int yes = 0;
    for (int b = 0; b < nb; b++) {
      int ca = cv_behaviour_inst_class(B, b, ia, ta, pa);
      int cb = cv_behaviour_inst_class(B, b, ib, tb, pb);
      yes += ia == ib && ta != tb && ca >= 0 && ca == cb;
    }
    if (e->kind == FE_EXPECT_CONVERGED)
      check(res, yes == nb, "line %d: %s and %s are not converged (in %d of %d behaviours)",
            e->line, e->a, e->b, nb - yes, nb);
    else if (e->kind == FE_EXPECT_NOT_CONVERGED)
      check(res, yes == 0, "line %d: %s and %s are converged (in %d of %d behaviours)",
            e->line, e->a, e->b, yes, nb);
    else
      check(res, yes > 0 && yes < nb,
            "line %d: %s and %s are converged in %d of %d behaviours, not undetermined",
            e->line, e->a, e->b, yes, nb);
  }
out:
  cv_behaviours_free(B);
  free(cons);
}

static void ck_run_case_in(const cv_module *m, const fe_case *c, ck_result *res,
                           cc_error *err) {
  const char *file = c->file ? c->file : cv_module_path(m);
  cv_program *p = cv_module_find(m, c->function);
  res->outcome = CK_ERROR;
  if (!p) {
    cc_error_set(err, file, c->function_line ? c->function_line : c->line, 0,
                 "no function '%s' in %s", c->function, cv_module_path(m));
    return;
  }
  int bad = -1;
  if (!cv_readings_check(&c->readings, ck_support, "a corpus case", &bad, err)) {
    snprintf(err->file, sizeof err->file, "%s", file);
    err->line = c->reading_line[bad];
    return;
  }
  bool engine = false;
  for (int i = 0; i < c->nexpects; i++)
    engine |= c->expects[i].kind == FE_EXPECT_MCONV || c->expects[i].kind == FE_EXPECT_UNIFORM;
  if (engine) {
    check_engine(p, c, res, err);
    if (err->set) return;
    ckI_hierarchy_text(p, c, NULL, true, res);
  }
  /* Hierarchy-only expectations need no traces. */
  bool needs_traces = c->has_table || c->ntraces;
  for (int i = 0; i < c->nexpects; i++) {
    const fe_expect *e = &c->expects[i];
    if (e->kind == FE_EXPECT_HIERARCHY || e->kind == FE_EXPECT_HIERARCHIES) {
      check_hierarchies(p, e, res, err);
      if (err->set) return;
    } else if (e->kind != FE_EXPECT_MCONV && e->kind != FE_EXPECT_UNIFORM) {
      needs_traces = true;
    }
  }
  if (needs_traces) {
    cv_hierarchy *h = NULL;
    cv_tuple t = {0, NULL};
    cv_relation *r = NULL;
    names nm = {0, NULL, NULL};
    if (!(h = ck_select_hierarchy(p, c->nheaders, c->headers, c->hierarchy, err))) {
      at_case_line(err, p, c, c->headers_line ? c->headers_line : c->line);
      return;
    }
    ckI_hierarchy_text(p, c, h, engine, res);
    if (!ck_case_traces(p, c, &t, err)) goto done;
    if (!cv_program_has_tokens(p))
      for (int i = 0; i < c->nexpects; i++) {
        const fe_expect *e = &c->expects[i];
        if (e->kind == FE_EXPECT_NO_RELATION || e->kind == FE_EXPECT_UNDETERMINED ||
            e->kind == FE_EXPECT_ASSUME || inst_label(e->a) || inst_label(e->b)) {
          cc_error_set(err, file, e->line, 0,
                       "this expectation is about convergence tokens, but function '%s' "
                       "has none", c->function);
          goto done;
        }
      }
    if (cv_program_has_tokens(p) && !(c->has_table && c->table_assumed)) {
      check_tokens(p, c, h, &t, res, err);
      if (err->set) goto done;
      res->outcome = res->failed ? CK_FAIL : CK_PASS;
      goto done;
    }
    if (c->has_table && c->table_assumed) {
      /* the relation is the table's columns */
      int n = 0;
      for (int i = 0; i < t.k; i++) n += t.thread[i].len;
      int *cls = cc_malloc(((size_t)n + 1) * sizeof(int)), id = 0;
      for (int i = 0; i < t.k; i++)
        for (int j = 0; j < t.thread[i].len; j++) cls[id++] = c->table.column[i][j];
      r = cv_relation_from_classes(p, &t, 0, cls, &c->readings);
      free(cls);
    } else { /* the least or the greatest fixed point (`fixpoint`) */
      r = cv_maximal_converged_with(p, h, &t, &c->readings);
    }
    check_relation(p, c, r, res, err);
    if (err->set) goto done;
    res->outcome = res->failed ? CK_FAIL : CK_PASS;
  done:
    names_free(&nm);
    cv_relation_free(r);
    cv_tuple_free(&t);
    cv_hierarchy_free(h);
    if (err->set) res->outcome = CK_ERROR;
    return;
  }
  res->outcome = err->set ? CK_ERROR : res->failed ? CK_FAIL : CK_PASS;
}
