/* front/cfg.c — the .cfg format (docs/cfg-format.md): CFG shapes of the
 * spec's figures, and the case directives of corpus/. */
#include "front/front.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

typedef enum { T_END, T_NAME, T_NUM, T_ARROW, T_COMMA, T_LBRACE, T_RBRACE,
               T_COLON, T_DASH, T_BAD } tok_kind;

typedef struct tok {
  tok_kind kind;
  const char *s;
  int len, col;
} tok;

typedef struct pending_edge {
  int from;
  char *to;
  int line, col;
} pending_edge;

typedef struct pending_inst {
  char *block, *result, *op, *token;
  cv_token kind;
  int line, block_col, col, op_col, token_col;
} pending_inst;

typedef struct parser {
  const char *path;
  cc_error *err;
  cv_module *m;
  fe_cases *cases;
  /* current line */
  const char *line;
  int len, lineno, pos;
  /* current function */
  cv_program *prog;
  bool declared_any;
  char *entry_name;
  int entry_line, entry_col;
  CC_STACK(pending_edge) edges;
  CC_STACK(pending_inst) insts;
  int *decl_line;  /* per block: line of its declaration, 0 = mentioned only */
  size_t ndecl;
  int *kind_line;
  int *branch_line;  /* per block: the line that stated its branch kind, 0 = none */
  bool *branch_div;  /* ... and whether it said divergent */
  fe_case *cur;
  enum { S_NONE, S_TABLE, S_HIER } section;
  fe_expect *hier;
  bool table_started;
  char *program;     /* `program PATH` seen: functions are named, not built */
  char *fname;       /* the function named in program mode */
  int program_line, fname_line; /* where they were given */
  bool case_file;    /* a .case file: `program PATH` comes first */
  unsigned experimental; /* FE_EXP_* switched on (option or `experimental` line) */
} parser;

static const char *const keywords[] = {
    "function", "entry", "source", "trace", "headers", "hierarchy",
    "expect", "assume", "divergent", "uniform", "program", "threads", "bound", "experimental", NULL};

/* The row of the readings table (model/readings.h) whose name the word
 * is: a directive `NAME VALUE`, or -1. */
static int reading_row(const char *s, int n) {
  for (int i = 0; i < CV_NREADINGS; i++)
    if ((int)strlen(cv_reading_rows[i].name) == n && !strncmp(cv_reading_rows[i].name, s, (size_t)n))
      return i;
  return -1;
}

static bool is_keyword(const char *s, int n) {
  for (int i = 0; keywords[i]; i++)
    if ((int)strlen(keywords[i]) == n && !strncmp(keywords[i], s, (size_t)n))
      return true;
  return reading_row(s, n) >= 0;
}

static bool name_start(int c) { return isalpha(c) || c == '_' || c == '.' || c == '$'; }
static bool name_char(int c) { return isalnum(c) || c == '_' || c == '.' || c == '$' || c == '-'; }

static tok next(parser *ps) {
  tok t = {T_END, NULL, 0, 0};
  while (ps->pos < ps->len && (ps->line[ps->pos] == ' ' || ps->line[ps->pos] == '\t' ||
                               ps->line[ps->pos] == '\r'))
    ps->pos++;
  t.col = ps->pos + 1;
  if (ps->pos >= ps->len) return t;
  const char *s = ps->line + ps->pos;
  t.s = s;
  unsigned char c = (unsigned char)*s;
  if (c == '-' && ps->pos + 1 < ps->len && s[1] == '>') {
    t.kind = T_ARROW, t.len = 2;
  } else if (name_start(c)) {
    int n = 1;
    while (ps->pos + n < ps->len && name_char((unsigned char)s[n]) &&
           !(s[n] == '-' && ps->pos + n + 1 < ps->len && s[n + 1] == '>'))
      n++;
    t.kind = T_NAME, t.len = n;
  } else if (isdigit(c)) {
    int n = 1;
    while (ps->pos + n < ps->len && isdigit((unsigned char)s[n])) n++;
    t.kind = T_NUM, t.len = n;
  } else if (c == ',') t.kind = T_COMMA, t.len = 1;
  else if (c == '{') t.kind = T_LBRACE, t.len = 1;
  else if (c == '}') t.kind = T_RBRACE, t.len = 1;
  else if (c == ':') t.kind = T_COLON, t.len = 1;
  else if (c == '-') t.kind = T_DASH, t.len = 1;
  else t.kind = T_BAD, t.len = 1;
  ps->pos += t.len;
  return t;
}

static tok peek(parser *ps) {
  int save = ps->pos;
  tok t = next(ps);
  ps->pos = save;
  return t;
}

static bool fail(parser *ps, int col, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool fail(parser *ps, int col, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cc_error_vset(ps->err, ps->path, ps->lineno, col, fmt, ap);
  va_end(ap);
  return false;
}

static bool is_keyword(const char *s, int n);

static bool bad_token(parser *ps, tok t, const char *expected) {
  if (t.kind == T_NAME && is_keyword(t.s, t.len) && strstr(expected, "block"))
    return fail(ps, t.col, "'%.*s' is a keyword and cannot name a block (expected %s; "
                "docs/cfg-format.md \"Lexical\")", t.len, t.s, expected);
  if (t.kind == T_END) return fail(ps, t.col, "expected %s at the end of the line", expected);
  if (t.kind == T_BAD) {
    unsigned char c = (unsigned char)*t.s;
    if (isprint(c)) return fail(ps, t.col, "unexpected character '%c' (expected %s)", c, expected);
    return fail(ps, t.col, "unexpected byte 0x%02x (expected %s)", c, expected);
  }
  return fail(ps, t.col, "unexpected '%.*s' (expected %s)", t.len, t.s, expected);
}

static char *dup_tok(tok t) { return cc_strndup(t.s, (size_t)t.len); }

static bool tok_is(tok t, const char *w) {
  return t.kind == T_NAME && (int)strlen(w) == t.len && !strncmp(t.s, w, (size_t)t.len);
}

static bool expect_end(parser *ps) {
  tok t = next(ps);
  return t.kind == T_END ? true : bad_token(ps, t, "the end of the line");
}

/* ---- the edge line's form in errors --------------------------------------
 * An error on a line that looks like edges shows the form of an edge line
 * (docs/cfg-format.md "The graph") and that line written with the user's
 * own names: the first name, then the line's other names joined by commas
 * (words that only say "branch" -- br, goto, ... -- dropped), then the
 * branch kind a word of the line names (div, br_div: divergent; uni,
 * br_uni: uniform).  A chain `A -> B -> C` is shown as one line per
 * block.  The suggestion is a reading of the line, not a certainty: the
 * message says "if ... means edges" where the line did not use `->`. */

static bool word_is(const char *s, int n, const char *w) {
  return (int)strlen(w) == n && !strncasecmp(s, w, (size_t)n);
}

/* 'd' (divergent), 'u' (uniform), 'b' (a word that only says "branch")
 * or 0 (a block name). */
static char edge_word(const char *s, int n) {
  static const char *const div[] = {"div", "diverge", "divergent", "divergence", "diverging", NULL};
  static const char *const uni[] = {"uni", "unif", "uniform", "uniformly", NULL};
  static const char *const br[] = {"br", "branch", "cond_br", "condbr", "goto", "jmp", "jump",
                                   "switch", "to", "succ", "succs", "successors", "edges", NULL};
  for (int i = 0; div[i]; i++) if (word_is(s, n, div[i])) return 'd';
  for (int i = 0; uni[i]; i++) if (word_is(s, n, uni[i])) return 'u';
  for (int i = 0; br[i]; i++) if (word_is(s, n, br[i])) return 'b';
  if (n > 3 && (!strncasecmp(s, "br_", 3) || !strncasecmp(s, "br.", 3))) {
    if (!strncasecmp(s + 3, "div", 3)) return 'd';
    if (!strncasecmp(s + 3, "uni", 3)) return 'u';
    return 'b';
  }
  return 0;
}

/* Appends the hint to the error just set (its message has room for it, or
 * the hint is cut where the record ends). */
static void edge_form_hint(parser *ps, bool arrow_used) {
  int save = ps->pos;
  ps->pos = 0;
  tok names[64];
  int nn = 0, arrows = 0;
  char kind = 0;
  for (tok t = next(ps); t.kind != T_END; t = next(ps)) {
    if (t.kind == T_ARROW) arrows++;
    if (t.kind != T_NAME) continue;
    char w = nn ? edge_word(t.s, t.len) : 0;
    if (w == 'd' || w == 'u') kind = kind ? kind : w; /* the first stated, as the parser reads it */
    else if (w != 'b' && nn < 64) names[nn++] = t;
  }
  ps->pos = save;
  cc_buf b;
  cc_buf_init(&b);
  cc_buf_printf(&b, "; %san edge line is `NAME -> NAME {, NAME} [divergent | uniform]`",
                arrow_used ? "" : "if the line means edges, ");
  if (nn >= 2 && arrows >= 2) {
    cc_buf_printf(&b, ", one line per block: write");
    for (int i = 0; i + 1 < nn && i < 8; i++)
      cc_buf_printf(&b, "%s `%.*s -> %.*s`", i ? "," : "", names[i].len > 40 ? 40 : names[i].len,
                    names[i].s, names[i + 1].len > 40 ? 40 : names[i + 1].len, names[i + 1].s);
  } else if (nn >= 2) {
    cc_buf_printf(&b, ": write `%.*s ->", names[0].len > 40 ? 40 : names[0].len, names[0].s);
    for (int i = 1; i < nn && i < 9; i++)
      cc_buf_printf(&b, "%s %.*s", i > 1 ? "," : "", names[i].len > 40 ? 40 : names[i].len, names[i].s);
    if (nn > 9) cc_buf_printf(&b, ", ...");
    if (kind) cc_buf_printf(&b, " %s", kind == 'd' ? "divergent" : "uniform");
    cc_buf_printf(&b, "`");
  }
  cc_buf_printf(&b, " (docs/cfg-format.md \"The graph\")");
  size_t have = strlen(ps->err->msg);
  snprintf(ps->err->msg + have, sizeof ps->err->msg - have, "%s", cc_buf_str(&b));
  cc_buf_free(&b);
}

static bool bad_edge_token(parser *ps, tok t, const char *expected) {
  bad_token(ps, t, expected);
  edge_form_hint(ps, true);
  return false;
}

/* ---- functions and blocks ------------------------------------------------ */

static bool finish_function(parser *ps);

static bool start_function(parser *ps, const char *name, int col) {
  if (ps->prog && !finish_function(ps)) return false;
  ps->prog = cv_module_add(ps->m, name, ps->lineno, col, ps->err);
  if (!ps->prog) return false;
  ps->declared_any = false;
  ps->cur = NULL;
  return true;
}

static void ensure_decl(parser *ps, int b) {
  if ((size_t)b >= ps->ndecl) {
    size_t n = ps->ndecl ? ps->ndecl : 16;
    while (n <= (size_t)b) n *= 2;
    ps->decl_line = cc_realloc(ps->decl_line, n * sizeof(int));
    ps->kind_line = cc_realloc(ps->kind_line, n * sizeof(int));
    ps->branch_line = cc_realloc(ps->branch_line, n * sizeof(int));
    ps->branch_div = cc_realloc(ps->branch_div, n * sizeof(bool));
    for (size_t i = ps->ndecl; i < n; i++) {
      ps->decl_line[i] = ps->kind_line[i] = ps->branch_line[i] = 0;
      ps->branch_div[i] = false;
    }
    ps->ndecl = n;
  }
}

static bool implicit_function(parser *ps, int col) {
  if (ps->prog) return true;
  /* the file's stem */
  const char *base = strrchr(ps->path, '/');
  base = base ? base + 1 : ps->path;
  size_t n = strlen(base);
  const char *dot = strrchr(base, '.');
  if (dot && dot != base) n = (size_t)(dot - base);
  char *name = cc_strndup(base, n ? n : 1);
  if (!n) name[0] = 'f';
  bool ok = start_function(ps, name, col);
  free(name);
  return ok;
}

static fe_case *current_case(parser *ps) {
  if (!ps->cur) {
    fe_cases *cs = ps->cases;
    cs->c = cc_realloc(cs->c, ((size_t)cs->n + 1) * sizeof *cs->c);
    ps->cur = &cs->c[cs->n++];
    memset(ps->cur, 0, sizeof *ps->cur);
    ps->cur->file = cc_strdup(ps->path);
    ps->cur->function = cc_strdup(ps->program ? ps->fname : cv_program_name(ps->prog));
    ps->cur->line = ps->lineno;
    if (ps->program) {
      ps->cur->program = cc_strdup(ps->program);
      ps->cur->program_line = ps->program_line;
      ps->cur->function_line = ps->fname_line;
    }
  }
  return ps->cur;
}

/* ---- instructions: BLOCK: [%NAME =] entry | anchor | loop(%T) | [@]OP[(%T)]
 *      (experimental: iterating_anchor) */

/* %NAME at the current position, or an error naming what was expected. */
static bool percent_name(parser *ps, char **out, int *col, const char *what) {
  while (ps->pos < ps->len && (ps->line[ps->pos] == ' ' || ps->line[ps->pos] == '\t'))
    ps->pos++;
  *col = ps->pos + 1;
  if (ps->pos >= ps->len || ps->line[ps->pos] != '%') {
    tok t = peek(ps);
    return bad_token(ps, t, what);
  }
  ps->pos++;
  tok n = next(ps);
  if (n.kind != T_NAME || n.col != *col + 1) return bad_token(ps, n, what);
  *out = dup_tok(n);
  return true;
}

/* The next non-blank character is c (consumed), or false without an error. */
static bool punct(parser *ps, char c) {
  while (ps->pos < ps->len && (ps->line[ps->pos] == ' ' || ps->line[ps->pos] == '\t'))
    ps->pos++;
  if (ps->pos < ps->len && ps->line[ps->pos] == c) {
    ps->pos++;
    return true;
  }
  return false;
}

static bool inst_stmt(parser *ps, tok block) {
  if (!implicit_function(ps, block.col)) return false;
  next(ps); /* ':' */
  pending_inst pi;
  memset(&pi, 0, sizeof pi);
  pi.block = dup_tok(block);
  pi.line = ps->lineno;
  pi.block_col = block.col;
  int save = ps->pos;
  while (ps->pos < ps->len && (ps->line[ps->pos] == ' ' || ps->line[ps->pos] == '\t'))
    ps->pos++;
  bool ok = true;
  if (ps->pos < ps->len && ps->line[ps->pos] == '%') {
    int col;
    ok = percent_name(ps, &pi.result, &col, "a result name (%t)");
    pi.col = col;
    if (ok && !punct(ps, '=')) ok = bad_token(ps, peek(ps), "'='");
  } else {
    ps->pos = save;
  }
  bool at = ok && punct(ps, '@');
  tok op = {T_END, NULL, 0, 0};
  bool parens = false;
  if (ok) {
    op = next(ps);
    if (op.kind != T_NAME) {
      ok = bad_token(ps, op, "entry, anchor, loop(%token) or a convergent operation");
      if (op.kind == T_ARROW) edge_form_hint(ps, false);
    }
  }
  if (ok) {
    if (!pi.col) pi.col = op.col;
    pi.op_col = op.col;
    pi.kind = CV_TOKEN_NONE;
    if (!at && tok_is(op, "entry")) pi.kind = CV_TOKEN_ENTRY;
    else if (!at && tok_is(op, "anchor")) pi.kind = CV_TOKEN_ANCHOR;
    else if (!at && tok_is(op, "loop")) pi.kind = CV_TOKEN_LOOP;
    else if (!at && tok_is(op, "iterating_anchor")) {
      /* the blog post "A New Type of Convergence Control
       * Intrinsic?": a proposal, not an LLVM intrinsic; only on request. */
      if (!(ps->experimental & FE_EXP_ITERATING_ANCHOR))
        ok = fail(ps, op.col,
                  "'iterating_anchor' is an experimental intrinsic (the proposal of seed "
                  "002, not in LLVM): enable it with a line 'experimental iterating-anchor' "
                  "before this one, or the option --experimental iterating-anchor");
      pi.kind = CV_TOKEN_ITERATING;
    }
    pi.op = dup_tok(op);
    if (ok && (parens = punct(ps, '('))) {
      if (!punct(ps, ')')) {
        ok = percent_name(ps, &pi.token, &pi.token_col, "a token operand (%t) or ')'");
        if (ok && !punct(ps, ')')) ok = bad_token(ps, peek(ps), "')'");
      }
    }
  }
  if (ok) {
    /* `Entry: br_div A B`, `Entry: A, B`: edges written as an instruction */
    tok t = next(ps);
    if (t.kind != T_END) {
      bool edges = !at && !parens && !pi.result && (t.kind == T_NAME || t.kind == T_COMMA);
      ok = edges ? fail(ps, t.col, "unexpected '%.*s' after '%.*s: %.*s' (an instruction line "
                        "is `BLOCK: @op(%%t)` or `BLOCK: %%t = anchor`, docs/cfg-format.md "
                        "\"Instructions\")", t.len, t.s, block.len, block.s, op.len, op.s)
                 : bad_token(ps, t, "the end of the line");
      if (edges) edge_form_hint(ps, false);
    }
  }
  if (ok && pi.kind != CV_TOKEN_NONE && !pi.result)
    ok = fail(ps, pi.op_col, "'%s' defines a token: name it ('%%t = %s')", pi.op, pi.op);
  if (ok && (pi.kind == CV_TOKEN_ENTRY || pi.kind == CV_TOKEN_ANCHOR ||
             pi.kind == CV_TOKEN_ITERATING) && pi.token)
    ok = fail(ps, pi.token_col, "'%s' takes no token operand ([CO] \"Convergence Control "
              "Intrinsics\")", pi.op);
  if (ok && pi.kind == CV_TOKEN_LOOP && !pi.token)
    ok = fail(ps, pi.op_col, "'loop' needs a token operand: loop(%%t) ([CO] "
              "\"llvm.experimental.convergence.loop\")");
  if (!ok) {
    CC_FREE_ALL(pi.block, pi.result, pi.op, pi.token);
    return false;
  }
  CC_PUSH(ps->insts, pi);
  return true;
}

static void pending_inst_free(pending_inst *pi) {
  CC_FREE_ALL(pi->block, pi->result, pi->op, pi->token);
}

/* The block a line names at line:col of the file; -1, with the error, when
 * no line of the function declares it. */
static int find_block(parser *ps, const char *name, int line, int col, bool successor) {
  int b = cv_program_find_block(ps->prog, name);
  if (b >= 0) return b;
  int nb = cv_program_nblocks(ps->prog);
  const char **names = cc_malloc(((size_t)nb + 1) * sizeof *names);
  for (int i = 0; i < nb; i++) names[i] = cv_block_name(ps->prog, i);
  /* a near name (`exit` for `Exit`); not for names of one or two
   * characters, where every other short name is near */
  const char *near = strlen(name) >= 3 ? cc_nearest(name, names, nb) : NULL;
  cc_buf hint;
  cc_buf_init(&hint);
  if (near) cc_buf_printf(&hint, "; did you mean '%s'?", near);
  cc_buf_printf(&hint, ")");
  free(names);
  /* a successor named but never declared: the line that declares it */
  if (successor)
    cc_buf_printf(&hint, "; declare it with a line `%.40s` (a block without successors) or "
                  "`%.40s -> NAME {, NAME}` (docs/cfg-format.md \"The graph\")", name, name);
  cc_error_set(ps->err, ps->path, line, col,
               "unknown block '%s' (no line declares it in function '%s'%s", name,
               cv_program_name(ps->prog), cc_buf_str(&hint));
  cc_buf_free(&hint);
  return -1;
}

/* Adds the function's instruction lines to their blocks (in the order
 * written) and resolves token operands. */
static bool add_insts(parser *ps) {
  cv_program *p = ps->prog;
  size_t n = CC_SIZE(ps->insts);
  cv_inst **made = cc_malloc((n + 1) * sizeof *made);
  bool ok = true;
  for (size_t i = 0; i < n && ok; i++) {
    pending_inst *pi = &CC_AT(ps->insts, i);
    int b = find_block(ps, pi->block, pi->line, pi->block_col, false);
    if (b < 0) {
      ok = false;
      break;
    }
    for (size_t j = 0; j < i && pi->result; j++)
      if (CC_AT(ps->insts, j).result && !strcmp(CC_AT(ps->insts, j).result, pi->result)) {
        cc_error_set(ps->err, ps->path, pi->line, pi->col,
                     "'%%%s' is defined twice (first on line %d)", pi->result,
                     CC_AT(ps->insts, j).line);
        ok = false;
        break;
      }
    if (!ok) break;
    cv_inst *I = cv_program_add_inst(p, b);
    made[i] = I;
    I->op = CV_OP_CALL;
    I->flags = CV_INST_CONVERGENT;
    I->token_def = pi->kind;
    if (pi->kind != CV_TOKEN_NONE) I->flags |= CV_INST_READNONE;
    else if (pi->result) I->flags |= CV_INST_HAS_RESULT;
    I->name = cv_program_strdup(p, pi->result);
    I->opcode = cv_program_strdup(p, pi->op);
    char text[600];
    snprintf(text, sizeof text, "%s%s%s%s%s%s%s%s", pi->result ? "%" : "",
             pi->result ? pi->result : "", pi->result ? " = " : "",
             pi->kind == CV_TOKEN_NONE ? "@" : "", pi->op, pi->token || pi->kind == CV_TOKEN_NONE ? "(" : "",
             pi->token ? "%" : "", pi->token ? pi->token : "");
    if (pi->token || pi->kind == CV_TOKEN_NONE) strncat(text, ")", sizeof text - strlen(text) - 1);
    I->text = cv_program_strdup(p, text);
    I->line = pi->line;
    I->col = pi->col;
  }
  for (size_t i = 0; i < n && ok; i++) {
    pending_inst *pi = &CC_AT(ps->insts, i);
    if (!pi->token) continue;
    size_t j = 0;
    while (j < n && !(CC_AT(ps->insts, j).result && !strcmp(CC_AT(ps->insts, j).result, pi->token)))
      j++;
    if (j == n) {
      cc_error_set(ps->err, ps->path, pi->line, pi->token_col,
                   "unknown token '%%%s' (no instruction line defines it)", pi->token);
      ok = false;
    } else if (CC_AT(ps->insts, j).kind == CV_TOKEN_NONE) {
      cc_error_set(ps->err, ps->path, pi->line, pi->token_col,
                   "'%%%s' is not a token (define it with entry, anchor, loop or iterating_anchor)", pi->token);
      ok = false;
    } else {
      made[i]->token_use = made[j]->index;
    }
  }
  for (size_t i = 0; i < n; i++) pending_inst_free(&CC_AT(ps->insts, i));
  CC_CLEAR(ps->insts);
  free(made);
  return ok;
}

/* NAME [-> NAME {, NAME} [divergent|uniform]] */
static bool block_stmt(parser *ps, tok name) {
  if (peek(ps).kind == T_COLON) return inst_stmt(ps, name);
  if (!implicit_function(ps, name.col)) return false;
  char *n = dup_tok(name);
  int b = cv_program_find_block(ps->prog, n);
  if (b < 0) b = cv_program_add_block(ps->prog, n, ps->lineno, name.col);
  free(n);
  ensure_decl(ps, b);
  /* A block is declared by one bare line, or by one or more edge lines
   * (graphviz style); anything else declares it twice. */
  tok t = next(ps);
  bool bare = t.kind == T_END;
  if (ps->decl_line[b] && (bare || ps->kind_line[b] == 1))
    return fail(ps, name.col, "duplicate block '%.*s' (first declared on line %d)",
                name.len, name.s, ps->decl_line[b]);
  if (!ps->decl_line[b]) ps->decl_line[b] = ps->lineno;
  ps->kind_line[b] = bare ? 1 : 2;
  if (!ps->declared_any && !ps->entry_name) {
    cv_program_set_entry(ps->prog, b);
  }
  ps->declared_any = true;
  if (bare) return true;
  if (t.kind != T_ARROW) {
    /* `header A`: a mistyped directive reads as a block's name */
    cc_buf hint;
    cc_buf_init(&hint);
    char *w = dup_tok(name);
    int nk = 0;
    while (keywords[nk]) nk++;
    cc_buf_did_you_mean(&hint, w, keywords, nk);
    free(w);
    bool r = hint.len && t.kind == T_NAME
                 ? fail(ps, name.col, "'%.*s' starts a line as a block would, but '%.*s' follows it "
                                      "where '->' or the end of the line goes%s",
                        name.len, name.s, t.len, t.s, cc_buf_str(&hint))
                 : bad_token(ps, t, "'->' or the end of the line");
    cc_buf_free(&hint);
    edge_form_hint(ps, false);
    return r;
  }
  for (;;) {
    t = next(ps);
    if (t.kind != T_NAME || is_keyword(t.s, t.len))
      return bad_edge_token(ps, t, "a successor block name");
    pending_edge e = {b, dup_tok(t), ps->lineno, t.col};
    CC_PUSH(ps->edges, e);
    t = next(ps);
    if (t.kind == T_COMMA) continue;
    if (t.kind == T_END) return true;
    if (tok_is(t, "divergent") || tok_is(t, "uniform")) {
      bool div = tok_is(t, "divergent");
      /* docs/cfg-format.md: stating different kinds for one block is an error */
      if (ps->branch_line[b] && ps->branch_div[b] != div)
        return fail(ps, t.col, "block '%.*s' was given a %s branch on line %d; "
                    "one block has one branch kind", name.len, name.s,
                    ps->branch_div[b] ? "divergent" : "uniform", ps->branch_line[b]);
      ps->branch_line[b] = ps->lineno;
      ps->branch_div[b] = div;
      cv_program_set_branch(ps->prog, b, div ? CV_BRANCH_DIVERGENT : CV_BRANCH_UNIFORM);
      t = next(ps);
      return t.kind == T_END ? true : bad_edge_token(ps, t, "the end of the line");
    }
    return bad_edge_token(ps, t, "',', 'divergent', 'uniform' or the end of the line");
  }
}

static bool finish_function(parser *ps) {
  cv_program *p = ps->prog;
  int nb = cv_program_nblocks(p);
  bool ok = true;
  for (size_t i = 0; i < CC_SIZE(ps->edges) && ok; i++) {
    pending_edge *e = &CC_AT(ps->edges, i);
    int to = find_block(ps, e->to, e->line, e->col, true);
    if (to < 0) {
      ok = false;
      break;
    }
    cv_program_add_succ(p, e->from, to);
  }
  for (size_t i = 0; i < CC_SIZE(ps->edges); i++) free(CC_AT(ps->edges, i).to);
  CC_CLEAR(ps->edges);
  if (!ok) return false;
  if (!add_insts(ps)) return false;
  if (nb == 0) {
    cc_error_set(ps->err, ps->path, cv_program_line(p), 0,
                 "function '%s' has no blocks, so no entry", cv_program_name(p));
    return false;
  }
  if (ps->entry_name) {
    int e = cv_program_find_block(p, ps->entry_name);
    if (e < 0) {
      cc_error_set(ps->err, ps->path, ps->entry_line, ps->entry_col,
                   "the entry block '%s' is not a block of function '%s'",
                   ps->entry_name, cv_program_name(p));
      return false;
    }
    cv_program_set_entry(p, e);
    free(ps->entry_name);
    ps->entry_name = NULL;
  }
  if (!cv_program_finish(p, ps->err)) return false;
  int entry = cv_program_entry(p), np;
  const int *preds = cv_block_preds(p, entry, &np);
  if (np > 0) {
    cc_error_set(ps->err, ps->path, cv_block_line(p, preds[0]), 0,
                 "the entry block '%s' has a predecessor ('%s -> %s'); as in LLVM "
                 "IR, the entry of a function cannot be a branch target",
                 cv_block_name(p, entry), cv_block_name(p, preds[0]),
                 cv_block_name(p, entry));
    return false;
  }
  for (int b = 0; b < nb; b++)
    if (!cv_block_reachable(p, b)) {
      cc_error_set(ps->err, ps->path, cv_block_line(p, b), 0,
                   "block '%s' is not reachable from the entry block '%s'",
                   cv_block_name(p, b), cv_block_name(p, entry));
      return false;
    }
  for (size_t i = 0; i < ps->ndecl; i++) ps->decl_line[i] = ps->kind_line[i] = ps->branch_line[i] = 0;
  ps->prog = NULL;
  return true;
}

/* ---- case directives ------------------------------------------------------ */

static char *rest_of_line(parser *ps) {
  while (ps->pos < ps->len && isspace((unsigned char)ps->line[ps->pos])) ps->pos++;
  int end = ps->len;
  while (end > ps->pos && isspace((unsigned char)ps->line[end - 1])) end--;
  char *s = cc_strndup(ps->line + ps->pos, (size_t)(end - ps->pos));
  ps->pos = ps->len;
  return s;
}

/* An instance: a table label (H4), or thread:step (T1:3, 1-based). */
static bool label_tok(parser *ps, tok t, char **out) {
  if (t.kind == T_BAD && (*t.s == '%' || *t.s == '@')) {
    /* an instruction's instance in the spec's notation: %loop(1;2), .1(2) */
    int start = t.col - 1;
    tok n = next(ps);
    if (n.kind != T_NAME || n.col != t.col + 1)
      return bad_token(ps, n, "an instruction name after '%' or '@'");
    if (ps->pos >= ps->len || ps->line[ps->pos] != '(')
      return fail(ps, ps->pos + 1, "expected '(thread)' or '(thread;n)' after '%.*s'",
                  n.len + 1, t.s);
    int q = ps->pos + 1;
    while (q < ps->len && (isdigit((unsigned char)ps->line[q]) || ps->line[q] == ';')) q++;
    if (q >= ps->len || ps->line[q] != ')' || q == ps->pos + 1)
      return fail(ps, ps->pos + 1, "expected '(thread)' or '(thread;n)' (numbers)");
    ps->pos = q + 1;
    *out = cc_strndup(ps->line + start, (size_t)(ps->pos - start));
    return true;
  }
  if (t.kind != T_NAME) return bad_token(ps, t, "an instance label (H4, if.end#2, or T1:3)");
  if (ps->pos < ps->len && ps->line[ps->pos] == '#') {
    /* NAME#N: the N-th instance of block NAME (docs/design.md §3) */
    int q = ps->pos + 1;
    while (q < ps->len && isdigit((unsigned char)ps->line[q])) q++;
    if (q == ps->pos + 1)
      return fail(ps, ps->pos + 2, "expected an instance number after '%.*s#'", t.len, t.s);
    ps->pos = q;
    *out = cc_strndup(t.s, (size_t)(ps->line + q - t.s));
    return true;
  }
  if (peek(ps).kind == T_COLON) {
    next(ps);
    tok n = next(ps);
    if (n.kind != T_NUM) return bad_token(ps, n, "a step number after ':'");
    *out = cc_strndup(t.s, (size_t)(n.s + n.len - t.s));
    return true;
  }
  *out = dup_tok(t);
  return true;
}

static fe_expect *add_expect(fe_case *c, fe_expect_kind kind, int line) {
  c->expects = cc_realloc(c->expects, ((size_t)c->nexpects + 1) * sizeof *c->expects);
  fe_expect *e = &c->expects[c->nexpects++];
  memset(e, 0, sizeof *e);
  e->kind = kind;
  e->line = line;
  return e;
}

static bool expect_stmt(parser *ps, bool assume) {
  fe_case *c = current_case(ps);
  tok t = next(ps);
  if (tok_is(t, "table")) {
    if (c->has_table)
      return fail(ps, t.col, "a case has one table (the first is on line %d)", c->table.line);
    c->has_table = true;
    c->table_assumed = assume;
    c->table.line = ps->lineno;
    ps->section = S_TABLE;
    ps->table_started = false;
    return expect_end(ps);
  }
  if (assume) {
    /* assume converged|not-converged X Y: a constraint on the anchors' choice */
    if (!tok_is(t, "converged") && !tok_is(t, "not-converged"))
      return bad_token(ps, t, "'table', 'converged' or 'not-converged'");
    fe_expect *e = add_expect(c, FE_EXPECT_ASSUME, ps->lineno);
    e->positive = tok_is(t, "converged");
    if (!label_tok(ps, next(ps), &e->a) || !label_tok(ps, next(ps), &e->b)) return false;
    return expect_end(ps);
  }
  if (tok_is(t, "undetermined")) {
    fe_expect *e = add_expect(c, FE_EXPECT_UNDETERMINED, ps->lineno);
    if (!label_tok(ps, next(ps), &e->a) || !label_tok(ps, next(ps), &e->b)) return false;
    return expect_end(ps);
  }
  if (tok_is(t, "no-consistent-relation")) {
    /* optionally, which contradiction: two instances of one thread related
     * by transitivity, or a cycle of convergence-before */
    fe_expect *e = add_expect(c, FE_EXPECT_NO_RELATION, ps->lineno);
    tok w = next(ps);
    if (tok_is(w, "transitivity") || tok_is(w, "cb-cycle")) e->a = dup_tok(w);
    else if (w.kind != T_END) return bad_token(ps, w, "'transitivity', 'cb-cycle' or the end of the line");
    else return true;
    return expect_end(ps);
  }
  if (tok_is(t, "not-converged") || tok_is(t, "converged") || tok_is(t, "cb") ||
      tok_is(t, "not-cb")) {
    fe_expect_kind k = tok_is(t, "not-converged") ? FE_EXPECT_NOT_CONVERGED
                       : tok_is(t, "converged")   ? FE_EXPECT_CONVERGED
                       : tok_is(t, "cb")          ? FE_EXPECT_CB
                                                  : FE_EXPECT_NOT_CB;
    fe_expect *e = add_expect(c, k, ps->lineno);
    if (!label_tok(ps, next(ps), &e->a) || !label_tok(ps, next(ps), &e->b)) return false;
    t = next(ps);
    if (k == FE_EXPECT_NOT_CONVERGED && tok_is(t, "due-to")) {
      if (!label_tok(ps, next(ps), &e->due)) return false;
      return expect_end(ps);
    }
    if (t.kind != T_END)
      return bad_token(ps, t, k == FE_EXPECT_NOT_CONVERGED ? "'due-to' or the end of the line"
                                                           : "the end of the line");
    return true;
  }
  if (tok_is(t, "m-converged") || tok_is(t, "not-m-converged") || tok_is(t, "uniform") ||
      tok_is(t, "divergent")) {
    bool mc = tok_is(t, "m-converged") || tok_is(t, "not-m-converged");
    fe_expect *e = add_expect(c, mc ? FE_EXPECT_MCONV : FE_EXPECT_UNIFORM, ps->lineno);
    e->positive = tok_is(t, "m-converged") || tok_is(t, "uniform");
    /* a block name, or %value */
    while (ps->pos < ps->len && (ps->line[ps->pos] == ' ' || ps->line[ps->pos] == '\t')) ps->pos++;
    int start = ps->pos;
    if (ps->pos < ps->len && ps->line[ps->pos] == '%') ps->pos++;
    tok n = next(ps);
    if (n.kind != T_NAME && n.kind != T_NUM)
      return bad_token(ps, n, mc ? "a block name" : "a %value or a block name");
    e->a = cc_strndup(ps->line + start, (size_t)(n.s + n.len - (ps->line + start)));
    return expect_end(ps);
  }
  if (tok_is(t, "consistent") || tok_is(t, "inconsistent")) {
    add_expect(c, tok_is(t, "consistent") ? FE_EXPECT_CONSISTENT : FE_EXPECT_INCONSISTENT,
               ps->lineno);
    return expect_end(ps);
  }
  if (tok_is(t, "hierarchy")) {
    ps->hier = add_expect(c, FE_EXPECT_HIERARCHY, ps->lineno);
    ps->section = S_HIER;
    return expect_end(ps);
  }
  if (tok_is(t, "hierarchies")) {
    fe_expect *e = add_expect(c, FE_EXPECT_HIERARCHIES, ps->lineno);
    t = next(ps);
    if (t.kind != T_NUM) return bad_token(ps, t, "a number of hierarchies");
    e->count = atoi(t.s);
    e->mode = CV_HIER_REALIZABLE;
    t = next(ps);
    if (tok_is(t, "all-entries")) e->mode = CV_HIER_ALL_ENTRIES;
    else if (!tok_is(t, "realizable") && t.kind != T_END)
      return bad_token(ps, t, "'realizable', 'all-entries' or the end of the line");
    if (t.kind != T_END) return expect_end(ps);
    return true;
  }
  return bad_token(ps, t, "table, not-converged, converged, undetermined, no-consistent-relation, "
                          "cb, not-cb, consistent, inconsistent, "
                          "hierarchy, hierarchies, m-converged, not-m-converged, uniform "
                          "or divergent");
}

/* A set "{A, B, C}" after "name:" */
static bool name_set(parser *ps, char ***out, int *n) {
  tok t = next(ps);
  if (t.kind != T_LBRACE) return bad_token(ps, t, "'{'");
  *out = NULL;
  *n = 0;
  for (;;) {
    t = next(ps);
    if (t.kind == T_RBRACE && *n == 0) return true;
    if (t.kind != T_NAME) return bad_token(ps, t, "a block name");
    *out = cc_realloc(*out, ((size_t)*n + 1) * sizeof **out);
    (*out)[(*n)++] = dup_tok(t);
    t = next(ps);
    if (t.kind == T_RBRACE) return true;
    if (t.kind != T_COMMA) return bad_token(ps, t, "',' or '}'");
  }
}

static bool keyword_colon(parser *ps, const char *kw) {
  tok t = next(ps);
  if (!tok_is(t, kw)) return bad_token(ps, t, kw);
  t = next(ps);
  if (t.kind != T_COLON) return bad_token(ps, t, "':'");
  return true;
}

/* [-] cycle: {A, B} entries: {A, B} header: A */
static bool hier_line(parser *ps) {
  fe_expect *e = ps->hier;
  if (peek(ps).kind == T_DASH) next(ps);
  e->lines = cc_realloc(e->lines, ((size_t)e->nlines + 1) * sizeof *e->lines);
  fe_hier_line *l = &e->lines[e->nlines++];
  memset(l, 0, sizeof *l);
  l->line = ps->lineno;
  if (!keyword_colon(ps, "cycle") || !name_set(ps, &l->blocks, &l->nblocks) ||
      !keyword_colon(ps, "entries") || !name_set(ps, &l->entries, &l->nentries) ||
      !keyword_colon(ps, "header"))
    return false;
  tok t = next(ps);
  if (t.kind != T_NAME) return bad_token(ps, t, "the header's name");
  l->header = dup_tok(t);
  return expect_end(ps);
}

/* | Thread1 | Entry | H1 | ... |   (or a +---+ rule) */
static bool table_line(parser *ps) {
  fe_table *tb = &ps->cur->table;
  const char *s = ps->line;
  int n = ps->len, i = 0;
  while (i < n && isspace((unsigned char)s[i])) i++;
  if (s[i] == '+') {
    for (; i < n; i++)
      if (!strchr("+-=", s[i]) && !isspace((unsigned char)s[i]))
        return fail(ps, i + 1, "unexpected '%c' in a table rule", s[i]);
    return true;
  }
  /* a row: split on '|' */
  int ncell = 0;
  char **cells = NULL;
  int *cols = NULL;
  i++; /* past the first '|' */
  while (i < n) {
    int j = i;
    while (j < n && s[j] != '|') j++;
    if (j >= n) { /* text after the last '|' */
      int k = i;
      while (k < n && isspace((unsigned char)s[k])) k++;
      if (k < n) {
        for (int q = 0; q < ncell; q++) free(cells[q]);
        free(cells);
        free(cols);
        return fail(ps, k + 1, "a table row must end with '|'");
      }
      break;
    }
    int a = i, b = j;
    while (a < b && isspace((unsigned char)s[a])) a++;
    while (b > a && isspace((unsigned char)s[b - 1])) b--;
    for (int q = a; q < b && ncell > 0; q++) /* the first cell names the thread */
      if (!name_char((unsigned char)s[q]) && s[q] != '#') { /* if.end#2 */
        for (int z = 0; z < ncell; z++) free(cells[z]);
        free(cells);
        free(cols);
        return fail(ps, q + 1, "unexpected '%c' in a table cell (cells hold instance "
                               "labels such as H4)", s[q]);
      }
    cells = cc_realloc(cells, ((size_t)ncell + 1) * sizeof *cells);
    cols = cc_realloc(cols, ((size_t)ncell + 1) * sizeof *cols);
    cells[ncell] = cc_strndup(s + a, (size_t)(b - a));
    cols[ncell++] = a + 1;
    i = j + 1;
  }
  if (ncell == 0 || !cells[0][0]) { /* the column-number header row */
    for (int q = 0; q < ncell; q++) free(cells[q]);
    free(cells);
    free(cols);
    return true;
  }
  int r = tb->nrows++;
  tb->thread = cc_realloc(tb->thread, (size_t)tb->nrows * sizeof *tb->thread);
  tb->ncells = cc_realloc(tb->ncells, (size_t)tb->nrows * sizeof *tb->ncells);
  tb->label = cc_realloc(tb->label, (size_t)tb->nrows * sizeof *tb->label);
  tb->column = cc_realloc(tb->column, (size_t)tb->nrows * sizeof *tb->column);
  tb->row_line = cc_realloc(tb->row_line, (size_t)tb->nrows * sizeof *tb->row_line);
  tb->row_line[r] = ps->lineno;
  tb->thread[r] = cells[0];
  tb->ncells[r] = 0;
  tb->label[r] = cc_malloc((size_t)ncell * sizeof(char *));
  tb->column[r] = cc_malloc((size_t)ncell * sizeof(int));
  for (int q = 1; q < ncell; q++) {
    if (!cells[q][0]) {
      free(cells[q]);
      continue;
    }
    tb->label[r][tb->ncells[r]] = cells[q];
    tb->column[r][tb->ncells[r]++] = q - 1;
  }
  free(cells);
  free(cols);
  return true;
}

static bool statement(parser *ps) {
  int save = ps->pos;
  tok t = next(ps);
  if (t.kind == T_END) return true;
  /* sections continue while their lines continue */
  if (ps->section == S_TABLE && t.kind == T_BAD && (*t.s == '|' || *t.s == '+')) {
    ps->pos = save;
    ps->table_started = true;
    return table_line(ps);
  }
  if (ps->section == S_HIER && (t.kind == T_DASH || tok_is(t, "cycle"))) {
    ps->pos = save;
    return hier_line(ps);
  }
  if (ps->section == S_TABLE && !ps->table_started)
    return fail(ps, t.col, "'expect table' must be followed by the table's lines");
  if (ps->section == S_HIER && ps->hier->nlines == 0)
    return fail(ps, t.col, "'expect hierarchy' must be followed by 'cycle:' lines");
  ps->section = S_NONE;

  if (t.kind != T_NAME) return bad_token(ps, t, "a block name or a statement");
  /* `trace -> X`, `entry: @op()`: a keyword used as a block's name */
  tok after = peek(ps);
  if (is_keyword(t.s, t.len) && (after.kind == T_ARROW || after.kind == T_COLON))
    return fail(ps, t.col, "'%.*s' is a keyword and cannot name a block (docs/cfg-format.md "
                "\"Lexical\")", t.len, t.s);
  if (ps->case_file && !ps->program && !tok_is(t, "program") && !tok_is(t, "experimental"))
    return fail(ps, t.col, "a .case file starts with 'program PATH' (the program it is about)");
  if (tok_is(t, "experimental")) {
    /* experimental NAME: switches an extension on for the rest of the file
     * (docs/cfg-format.md "Experimental") */
    tok n = next(ps);
    unsigned f = 0;
    if (n.kind == T_NAME) {
      char *name = dup_tok(n);
      f = fe_experimental_from_name(name);
      free(name);
    }
    if (!f) return bad_token(ps, n, "an experimental extension (iterating-anchor)");
    ps->experimental |= f;
    return expect_end(ps);
  }
  if (tok_is(t, "function")) {
    tok n = next(ps);
    if (n.kind != T_NAME && n.kind != T_NUM) return bad_token(ps, n, "a function name");
    char *name = dup_tok(n);
    if (ps->program) { /* the function is in the program file */
      free(ps->fname);
      ps->fname = name;
      ps->fname_line = ps->lineno;
      ps->cur = NULL;
      return expect_end(ps);
    }
    bool ok = start_function(ps, name, n.col);
    free(name);
    return ok && expect_end(ps);
  }
  if (tok_is(t, "program")) {
    if (ps->prog || cv_module_count(ps->m) > 0)
      return fail(ps, t.col, "'program' must come before any block or function");
    if (ps->program) return fail(ps, t.col, "'program' is given twice");
    ps->program = rest_of_line(ps);
    ps->program_line = ps->lineno;
    if (!ps->program[0]) return fail(ps, t.col, "'program' needs a file name");
    return true;
  }
  if (tok_is(t, "entry")) {
    if (!implicit_function(ps, t.col)) return false;
    tok n = next(ps);
    if (n.kind != T_NAME) return bad_token(ps, n, "the entry block's name");
    if (ps->entry_name) return fail(ps, t.col, "the entry is given twice");
    ps->entry_name = dup_tok(n);
    ps->entry_line = ps->lineno;
    ps->entry_col = n.col;
    return expect_end(ps);
  }
  int rid = reading_row(t.s, t.len);
  bool directive = tok_is(t, "source") || tok_is(t, "trace") || tok_is(t, "headers") ||
                   tok_is(t, "hierarchy") || tok_is(t, "expect") || tok_is(t, "assume") ||
                   tok_is(t, "threads") || tok_is(t, "bound") || rid >= 0;
  if (directive) {
    if (ps->program) {
      if (!ps->fname)
        return fail(ps, t.col, "which function of %s is the case about? a 'function NAME' line "
                    "must follow 'program' (line %d) before this directive", ps->program,
                    ps->program_line);
    } else if (!implicit_function(ps, t.col)) {
      return false;
    }
    fe_case *c = current_case(ps);
    if (tok_is(t, "threads") || tok_is(t, "bound")) {
      tok n = next(ps);
      int lo = tok_is(t, "threads") ? 2 : 1, hi = tok_is(t, "threads") ? 4 : 64;
      if (n.kind != T_NUM || n.len > 3 || atoi(n.s) < lo || atoi(n.s) > hi)
        return bad_token(ps, n, tok_is(t, "threads") ? "2, 3 or 4 threads" : "a bound from 1 to 64");
      if (tok_is(t, "threads")) c->threads = atoi(n.s);
      else c->bound = atoi(n.s);
      return expect_end(ps);
    }
    if (rid >= 0) { /* a reading: NAME VALUE (model/readings.h) */
      tok n = next(ps);
      char value[64];
      snprintf(value, sizeof value, "%.*s", n.len < 63 ? n.len : 63, n.kind == T_NAME ? n.s : "");
      int v = n.kind == T_NAME ? cv_reading_value_find(rid, value) : -1;
      if (v < 0) {
        cc_buf vals;
        cc_buf_init(&vals);
        const cv_reading_row *r = &cv_reading_rows[rid];
        for (int i = 0; i < r->nvalues; i++)
          cc_buf_printf(&vals, "%s'%s'", i == 0 ? "" : i + 1 < r->nvalues ? ", " : " or ", r->values[i]);
        const char *near = n.kind == T_NAME ? cc_nearest(value, r->values, r->nvalues) : NULL;
        if (near) cc_buf_printf(&vals, "; did you mean '%s'?", near);
        bool ok = bad_token(ps, n, cc_buf_str(&vals));
        cc_buf_free(&vals);
        return ok;
      }
      cv_readings_set(&c->readings, rid, v);
      c->reading_line[rid] = ps->lineno;
      return expect_end(ps);
    }
    if (tok_is(t, "source")) {
      free(c->source);
      c->source = rest_of_line(ps);
      return true;
    }
    if (tok_is(t, "trace")) {
      /* `trace NAME {NAME}`: names separated by spaces, nothing between */
      for (tok n = peek(ps); n.kind != T_END; next(ps), n = peek(ps))
        if (n.kind == T_ARROW || n.kind == T_COMMA)
          return fail(ps, n.col, "'%.*s' in a trace: a trace is block names separated by "
                      "spaces (trace NAME {NAME})", n.len, n.s);
      ps->pos = t.col - 1 + t.len;
      c->traces = cc_realloc(c->traces, ((size_t)c->ntraces + 1) * sizeof *c->traces);
      c->trace_line = cc_realloc(c->trace_line, ((size_t)c->ntraces + 1) * sizeof(int));
      c->trace_line[c->ntraces] = ps->lineno;
      c->traces[c->ntraces++] = rest_of_line(ps);
      return true;
    }
    if ((tok_is(t, "headers") || tok_is(t, "hierarchy")) && c->headers_line)
      return fail(ps, t.col, "the hierarchy is already chosen on line %d (one 'headers' "
                  "or 'hierarchy' line per case)", c->headers_line);
    if (tok_is(t, "headers") || tok_is(t, "hierarchy")) c->headers_line = ps->lineno;
    if (tok_is(t, "headers")) {
      for (;;) {
        tok n = next(ps);
        if (n.kind != T_NAME) return bad_token(ps, n, "a header block name");
        c->headers = cc_realloc(c->headers, ((size_t)c->nheaders + 1) * sizeof *c->headers);
        c->headers[c->nheaders++] = dup_tok(n);
        n = next(ps);
        if (n.kind == T_END) return true;
        if (n.kind != T_COMMA) return bad_token(ps, n, "',' or the end of the line");
      }
    }
    if (tok_is(t, "hierarchy")) {
      tok n = next(ps);
      if (n.kind != T_NUM || n.len > 6 || atoi(n.s) < 1)
        return bad_token(ps, n, "a hierarchy number (1, 2, ...)");
      c->hierarchy = atoi(n.s);
      return expect_end(ps);
    }
    return expect_stmt(ps, tok_is(t, "assume"));
  }
  if (is_keyword(t.s, t.len))
    return fail(ps, t.col, "'%.*s' is a keyword and cannot name a block", t.len, t.s);
  if (ps->program)
    return fail(ps, t.col, "a case with 'program' has no blocks of its own ('%.*s')", t.len, t.s);
  return block_stmt(ps, t);
}

unsigned fe_experimental_from_name(const char *name) {
  if (!strcmp(name, "iterating-anchor")) return FE_EXP_ITERATING_ANCHOR;
  return 0;
}

cv_module *fe_parse_cfg(const char *path, const char *text, size_t len,
                        fe_cases *cases, cc_error *err) {
  return fe_parse_cfg_ex(path, text, len, cases, 0, err);
}

cv_module *fe_parse_cfg_ex(const char *path, const char *text, size_t len,
                           fe_cases *cases, unsigned experimental, cc_error *err) {
  parser ps;
  memset(&ps, 0, sizeof ps);
  ps.experimental = experimental;
  fe_cases local = {0, NULL};
  ps.path = path;
  size_t plen = strlen(path);
  ps.case_file = plen >= 5 && !strcmp(path + plen - 5, ".case");
  ps.err = err;
  ps.cases = cases ? cases : &local;
  ps.m = cv_module_new(path);
  bool ok = true;
  size_t i = 0;
  int lineno = 0;
  if (memchr(text, 0, len)) {
    const char *z = memchr(text, 0, len);
    int l = 1, c = 1;
    for (const char *q = text; q < z; q++) {
      if (*q == '\n') l++, c = 1;
      else c++;
    }
    cc_error_set(err, path, l, c, "NUL byte: this is not a text .cfg file");
    ok = false;
  }
  while (ok && i < len) {
    size_t j = i;
    while (j < len && text[j] != '\n') j++;
    lineno++;
    /* strip the comment: a '#' at the line's start or after a blank
     * (docs/cfg-format.md "Lexical"); one right after a name is part of
     * an instance label, `if.end#2` (docs/design.md §3) */
    size_t end = i;
    while (end < j && !(text[end] == '#' && (end == i || text[end - 1] == ' ' ||
                                               text[end - 1] == '\t')))
      end++;
    ps.line = text + i;
    ps.len = (int)(end - i);
    ps.lineno = lineno;
    ps.pos = 0;
    if (j - i > 100000) {
      cc_error_set(err, path, lineno, 1, "line longer than 100000 characters");
      ok = false;
      break;
    }
    ok = statement(&ps);
    i = j + 1;
  }
  if (ok && ps.section == S_TABLE && !ps.table_started) {
    cc_error_set(err, path, lineno, 0, "'expect table' is not followed by a table");
    ok = false;
  }
  if (ok && ps.program && ps.cases->n == 0) {
    cc_error_set(err, path, lineno, 0, "'program' but no case directives");
    ok = false;
  }
  if (ok && ps.program && !cases) {
    /* the caller reads programs, and a .case file holds none (issue 29: the
     * commands printed nothing and exited 0, which reads as "holds") */
    cc_error_set(err, path, ps.program_line, 0,
                 "a .case file holds no program, only a case about %s: run the case with "
                 "`convcheck corpus %s`, or give %s to this command",
                 ps.program, path, ps.program);
    ok = false;
  }
  if (ok && !ps.program && !ps.prog && cv_module_count(ps.m) == 0) {
    cc_error_set(err, path, lineno > 0 ? lineno : 1, lineno > 0 ? 0 : 1,
                 ps.case_file ? "no 'program PATH' line: a .case file names the program it is about"
                              : "no blocks: an empty .cfg file describes no function");
    ok = false;
  }
  if (ok && ps.prog) ok = finish_function(&ps);
  for (size_t k = 0; k < CC_SIZE(ps.edges); k++) free(CC_AT(ps.edges, k).to);
  CC_RELEASE(ps.edges);
  for (size_t k = 0; k < CC_SIZE(ps.insts); k++) pending_inst_free(&CC_AT(ps.insts, k));
  CC_RELEASE(ps.insts);
  CC_FREE_ALL(ps.decl_line, ps.kind_line, ps.branch_line, ps.branch_div,
              ps.entry_name, ps.program, ps.fname);
  if (!cases) fe_cases_free(&local);
  if (!ok) {
    cv_module_free(ps.m);
    if (cases) fe_cases_free(cases);
    return NULL;
  }
  return ps.m;
}

static void free_strs(char **s, int n) {
  for (int i = 0; i < n; i++) free(s[i]);
  free(s);
}

void fe_cases_free(fe_cases *cs) {
  if (!cs) return;
  for (int i = 0; i < cs->n; i++) {
    fe_case *c = &cs->c[i];
    CC_FREE_ALL(c->file, c->function, c->source, c->program);
    free_strs(c->traces, c->ntraces);
    free(c->trace_line);
    free_strs(c->headers, c->nheaders);
    for (int r = 0; r < c->table.nrows; r++) {
      free(c->table.thread[r]);
      free_strs(c->table.label[r], c->table.ncells[r]);
      free(c->table.column[r]);
    }
    CC_FREE_ALL(c->table.thread, c->table.ncells, c->table.label,
                c->table.column, c->table.row_line);
    for (int e = 0; e < c->nexpects; e++) {
      fe_expect *x = &c->expects[e];
      free(x->a);
      free(x->b);
      free(x->due);
      for (int l = 0; l < x->nlines; l++) {
        free_strs(x->lines[l].blocks, x->lines[l].nblocks);
        free_strs(x->lines[l].entries, x->lines[l].nentries);
        free(x->lines[l].header);
      }
      free(x->lines);
    }
    free(c->expects);
  }
  free(cs->c);
  cs->c = NULL;
  cs->n = 0;
}
