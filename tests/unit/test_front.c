/* Unit tests of front/cfg.c: the .cfg grammar and its errors (each names
 * file:line:col). */
#include "front/front.h"
#include "tests/unit/harness.h"

#include <stdlib.h>

static cc_error parse_err(const char *text, size_t len) {
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_parse_cfg("bad.cfg", text, len, NULL, &e);
  if (m) {
    th_fail(__FILE__, __LINE__, "parsed, expected an error:\n%s", text);
    cv_module_free(m);
  }
  return e;
}
#define ERR(text) parse_err(text, strlen(text))

TEST(front_cfg_unknown_block) {
  cc_error e = ERR("Entry -> A\nA -> Bee\n");
  CHECK_STR(e.file, "bad.cfg");
  CHECK_INT(e.line, 2);
  CHECK_INT(e.col, 6);
  CHECK_CONTAINS(e.msg, "unknown block 'Bee'");
}

TEST(front_cfg_duplicate_block) {
  cc_error e = ERR("Entry -> A\nA -> X\n  A\nX\n");
  CHECK_INT(e.line, 3);
  CHECK_INT(e.col, 3);
  CHECK_CONTAINS(e.msg, "duplicate block 'A' (first declared on line 2)");
  e = ERR("Entry -> A\nA\nA -> X\nX\n");
  CHECK_INT(e.line, 3);
  CHECK_CONTAINS(e.msg, "duplicate block 'A'");
  /* graphviz style: edges of one block over several lines */
  const char *ok = "Entry -> A\nEntry -> B\nA -> B\nB\n";
  cc_error_clear(&e);
  cv_module *m = fe_parse_cfg("ok.cfg", ok, strlen(ok), NULL, &e);
  CHECK(m != NULL);
  if (m) {
    int n;
    cv_block_succs(cv_module_program(m, 0), 0, &n);
    CHECK_INT(n, 2);
  }
  cv_module_free(m);
}

/* docs/cfg-format.md: "Stating different kinds for one block is an error"
 * (the last one silently won before); the same kind twice, or a kind on one
 * of the lines only, is one statement. */
TEST(front_cfg_two_branch_kinds) {
  cc_error e = ERR("Entry -> A, B divergent\nEntry -> C uniform\nA\nB\nC\n");
  CHECK_INT(e.line, 2);
  CHECK_INT(e.col, 12);
  CHECK_CONTAINS(e.msg, "block 'Entry' was given a divergent branch on line 1");
  e = ERR("function f\nEntry -> A uniform\nA -> B\nEntry -> B divergent\nB\n");
  CHECK_INT(e.line, 4);
  CHECK_CONTAINS(e.msg, "uniform branch on line 2");
  /* kinds are per function: g's Entry is not f's */
  cv_module *m = th_parse_cfg("function f\nEntry -> A, B divergent\nA\nB\n"
                              "function g\nEntry -> A, B uniform\nA\nB\n");
  if (m) CHECK_INT(cv_block_branch(cv_module_program(m, 1), 0), CV_BRANCH_UNIFORM);
  cv_module_free(m);
  m = th_parse_cfg("Entry -> A divergent\nEntry -> B\nEntry -> C divergent\nA\nB\nC\n");
  if (m) CHECK_INT(cv_block_branch(cv_module_program(m, 0), 0), CV_BRANCH_DIVERGENT);
  cv_module_free(m);
}

TEST(front_cfg_missing_entry) {
  cc_error e = ERR("entry Start\nA -> B\nB\n");
  CHECK_INT(e.line, 1);
  CHECK_INT(e.col, 7);
  CHECK_CONTAINS(e.msg, "entry block 'Start' is not a block");
  e = ERR("function f\nfunction g\nA\n");
  CHECK_CONTAINS(e.msg, "function 'f' has no blocks, so no entry");
}

TEST(front_cfg_unreachable_only_graph) {
  /* the entry reaches nothing; the rest only reach each other */
  cc_error e = ERR("Entry\nA -> B\nB -> A\n");
  CHECK_INT(e.line, 2);
  CHECK_CONTAINS(e.msg, "block 'A' is not reachable from the entry block 'Entry'");
  e = ERR("Entry -> A\nA -> Entry\n");
  CHECK_CONTAINS(e.msg, "entry block 'Entry' has a predecessor");
}

TEST(front_cfg_bad_token) {
  cc_error e = ERR("Entry -> A @ B\nA\nB\n");
  CHECK_INT(e.line, 1);
  CHECK_INT(e.col, 12);
  CHECK_CONTAINS(e.msg, "unexpected character '@'");
  e = ERR("Entry -> \nA\n");
  CHECK_CONTAINS(e.msg, "expected a successor block name at the end of the line");
  e = ERR("trace -> A\n");
  CHECK_INT(e.line, 1);
  e = ERR("Entry -> A, B divergent uniform\nA\nB\n");
  CHECK_CONTAINS(e.msg, "unexpected 'uniform'");
}

TEST(front_cfg_empty_file) {
  cc_error e = ERR("");
  CHECK_CONTAINS(e.msg, "empty .cfg file");
  e = ERR("# only a comment\n\n");
  CHECK_CONTAINS(e.msg, "empty .cfg file");
}

TEST(front_cfg_binary_garbage) {
  static const char junk[] = {'E', 'n', '\x01', '\xff', '\0', 'x', '\n'};
  cc_error e = parse_err(junk, sizeof junk);
  CHECK(e.set);
  CHECK_INT(e.line, 1);
  e = ERR("\x89PNG\r\n\x1a\n");
  CHECK(e.set);
  CHECK_INT(e.line, 1);
}

TEST(front_cfg_ten_megabytes) {
  /* 10 MB: a long chain of blocks is accepted (and fast); 10 MB of junk is
   * an error on line 1. */
  size_t cap = 10u << 20;
  char *t = cc_malloc(cap + 64);
  size_t n = 0;
  int i = 0;
  while (n + 40 < cap) {
    n += (size_t)snprintf(t + n, 64, "B%d -> B%d\n", i, i + 1);
    i++;
  }
  n += (size_t)snprintf(t + n, 64, "B%d\n", i);
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_parse_cfg("big.cfg", t, n, NULL, &e);
  CHECK(m != NULL);
  if (m) CHECK_INT(cv_program_nblocks(cv_module_program(m, 0)), i + 1);
  cv_module_free(m);
  memset(t, '~', cap);
  e = parse_err(t, cap);
  CHECK_INT(e.line, 1);
  free(t);
}

TEST(front_cfg_case_directives) {
  const char *text =
      "function loop\n"
      "Entry -> H\nH -> B, L divergent\nB -> L\nL -> H, Exit divergent\nExit\n"
      "source spec\n"
      "headers H\n"
      "expect table\n"
      "+---+---+\n"
      "|   | 1 | 2 |\n"
      "| Thread1 | Entry | H1 |\n"
      "| Thread2 | Entry2 |  |\n"
      "expect not-converged B1 B2 due-to H4\n"
      "expect hierarchy\n"
      "  cycle: {H, B, L} entries: {H} header: H\n";
  fe_cases cs = {0, NULL};
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_parse_cfg("c.cfg", text, strlen(text), &cs, &e);
  CHECK(m != NULL);
  CHECK_INT(cs.n, 1);
  if (cs.n == 1) {
    fe_case *c = &cs.c[0];
    CHECK_STR(c->function, "loop");
    CHECK_STR(c->source, "spec");
    CHECK_INT(c->nheaders, 1);
    CHECK(c->has_table);
    CHECK_INT(c->table.nrows, 2);
    CHECK_INT(c->table.ncells[0], 2);
    CHECK_INT(c->table.ncells[1], 1);
    CHECK_STR(c->table.label[0][1], "H1");
    CHECK_INT(c->table.column[0][1], 1);
    CHECK_INT(c->nexpects, 2);
    CHECK_STR(c->expects[0].due, "H4");
    CHECK_INT(c->expects[1].nlines, 1);
    if (c->expects[1].nlines == 1) CHECK_INT(c->expects[1].lines[0].nblocks, 3);
  }
  fe_cases_free(&cs);
  cv_module_free(m);
}

TEST(front_cfg_keyword_block_rejected) {
  cc_error e = ERR("Entry -> trace\ntrace\n");
  CHECK(e.set);
  CHECK_INT(e.line, 1);
}

/* Standard input has no extension: IR and .cfg told apart by the text. */
TEST(front_text_is_ll_tells_ir_from_cfg) {
#define IS_LL(s) fe_text_is_ll(s, strlen(s))
  CHECK(IS_LL("; ModuleID = 'x'\ndefine void @f() {\n"));
  CHECK(IS_LL("\n\ndefine void @f() {\nentry:\n  ret void\n}\n"));
  CHECK(IS_LL("target triple = \"amdgcn-amd-amdhsa\"\n"));
  CHECK(IS_LL("source_filename = \"k.cl\"\n"));
  CHECK(IS_LL("@g = global i32 0\n"));
  CHECK(fe_text_is_ll("BC\xC0\xDE\x35\x14", 6));
  CHECK(!IS_LL("# a case\nEntry -> A, B\n"));
  CHECK(!IS_LL("function f\nEntry -> A\nA\n"));
  CHECK(!IS_LL("Entry -> A, B divergent\n"));
  CHECK(!IS_LL("define -> Exit\nExit\n"));   /* a block called define */
  CHECK(!IS_LL("target: @op()\ntarget\n"));
  CHECK(!IS_LL(""));
  CHECK(!IS_LL("\n  \n"));
#undef IS_LL
}
