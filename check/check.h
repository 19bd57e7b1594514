/* check/ — regression cases: a .cfg case's expectations (docs/cfg-format.md
 * "Cases") evaluated against the model.  Prefix: ck_. */
#ifndef CK_CHECK_H
#define CK_CHECK_H

#include "front/front.h"

/* CK_SKIP: the case reads one of LLVM's own test files (`program
 * llvm-tests:PATH`) and no copy of LLVM's llvm/test was given. */
typedef enum ck_outcome { CK_PASS = 0, CK_FAIL, CK_ERROR, CK_SKIP } ck_outcome;

typedef struct ck_result {
  ck_outcome outcome;
  int checks, failed;
  cc_buf detail; /* one line per failed check (or the error) */
  /* Which hierarchy the case was checked in, when the function has
   * several DFS-realizable ones ("" otherwise): "the relation in hierarchy
   * 1 of 2 (LLVM's: {R S T P Q} header R)", "... (the case's headers
   * line: ...)", "the engines in every hierarchy" (ck_hierarchy_text) */
  char hierarchy[400];
} ck_result;

void ck_result_init(ck_result *r);
void ck_result_free(ck_result *r);

/* Selects the hierarchy a case or a command names: by the exact set of
 * headers (searched among the DFS-realizable hierarchies, then the
 * all-entries ones), by its 1-based number among the realizable ones, or
 * LLVM's when neither is given.  The caller frees the result. */
cv_hierarchy *ck_select_hierarchy(const cv_program *p, int nheaders,
                                  char *const *headers, int number,
                                  cc_error *err);

/* The traces of a case: from its trace lines and/or its table's rows (they
 * must agree).  Fills t; the error names the line. */
bool ck_case_traces(const cv_program *p, const fe_case *c, cv_tuple *t,
                    cc_error *err);

/* The case's `assume [not-]converged %a(1) %a(2)` lines, as constraints on
 * the anchors' choice (the caller frees *out).  The error names the line. */
bool ck_case_anchor_constraints(const cv_program *p, const fe_case *c, const cv_tuple *t,
                                cv_anchor_constraint **out, int *n, cc_error *err);

/* A case's `program llvm-tests:PATH` names PATH below LLVM's own test
 * folder: llvm/test of an llvm-project checkout, or a copy of the part the
 * corpus uses that mirrors its layout (docs/cfg-format.md "Cases"). */
#define CK_LLVM_TESTS_SCHEME "llvm-tests:"

/* The folder to use for LLVM's tests given DIR: DIR itself when it holds
 * Analysis/ (llvm/test or a copy of it), else DIR/llvm/test or DIR/test
 * (an llvm-project checkout, or its llvm/ folder).  Returns a new string,
 * or NULL with err naming DIR and what was looked for. */
char *ck_llvm_tests_resolve(const char *dir, cc_error *err);

/* The module a case's `program PATH` line names, read: PATH relative to the
 * case file's folder (or, written llvm-tests:PATH, to llvm_tests), without
 * `..` and not absolute, and the file it leads to (links resolved) inside
 * that folder (docs/cfg-format.md "Cases", docs/security.md).  NULL with err
 * naming the case's `program` line when it is refused or cannot be read,
 * or with *skip set (err untouched) for llvm-tests:PATH when llvm_tests is
 * NULL. */
cv_module *ck_case_program(const char *case_file, const fe_case *c, const char *llvm_tests,
                           bool *skip, cc_error *err);

/* ---- the .ll files no case names (`corpus DIR`) ----------------------------
 * A folder of cases holds the programs they read (`program PATH`, beside
 * the case) and the BEFORE/AFTER files of the transform cases (.tcase,
 * `before PATH` and `after PATH`, run by tests/cli); any other .ll beside
 * them (in a folder that holds a .cfg or a .case) is not a case and is
 * named as such, as a .cfg without case directives is (a folder of .ll
 * files only, corpus/rules/ for `verify`, is no folder of cases).
 *   ck_named_programs  appends to named the file each case of cs (read from
 *                      case_file) names, as a real path (llvm-tests:PATH
 *                      and files that are not there left out)
 *   ck_tcase_programs  the same for the before/after lines of a .tcase file
 *   ck_unnamed_programs appends to out each of lls (as given) that lies
 *                      in the folder of one of cases (the .cfg and .case
 *                      files found) and whose real path is not in named,
 *                      in lls' order */
void ck_named_programs(const char *case_file, const fe_cases *cs, cc_strs *named);
void ck_tcase_programs(const char *tcase_file, cc_strs *named);
void ck_unnamed_programs(const cc_strs *lls, const cc_strs *cases, const cc_strs *named,
                         cc_strs *out);

/* Runs one case; input problems become CK_ERROR with err filled, and so
 * does a case that checks nothing (no check counted).
 * llvm_tests: the folder of LLVM's tests (ck_llvm_tests_resolve), or NULL
 * when there is none: a case reading one of them is then CK_SKIP, with the
 * file it needs in res->detail. */
void ck_run_case(const cv_module *m, const fe_case *c, const char *llvm_tests,
                 ck_result *res, cc_error *err);

#endif
