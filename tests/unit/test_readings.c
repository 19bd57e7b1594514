/* Unit tests of the readings table (model/readings.h): the choices docs/design.md
 * §10 lists, their names and defaults, the parser, the JSON, the support
 * check, the greatest fixed point as a reading, and the .cfg directives
 * the table generates. */
#include "check/check.h"
#include "enumerate/enumerate.h"
#include "front/front.h"
#include "model/model.h"
#include "tests/unit/harness.h"

/* docs/design.md §10 names each open choice with its values, the default first. */
TEST(readings_rows_are_design_section_10) {
  CHECK_INT(CV_NREADINGS, 7);
  const char *want[][4] = {{"reading", "literal", "quotient", NULL},
                           {"fixpoint", "least", "greatest", "unique-check"},
                           {"hierarchies", "realizable", "all-entries", NULL},
                           {"anchors", "free", "maximal", NULL},
                           {"values", "terms", "smt", NULL},
                           {"calls", "per-thread", "deterministic", NULL},
                           {"uncontrolled", "inferred-tokens", "control-dependence", NULL}};
  for (int i = 0; i < CV_NREADINGS; i++) {
    const cv_reading_row *r = &cv_reading_rows[i];
    CHECK_STR(r->name, want[i][0]);
    int n = want[i][3] ? 3 : 2;
    CHECK_INT(r->nvalues, n);
    for (int v = 0; v < n; v++) CHECK_STR(r->values[v], want[i][v + 1]);
    CHECK(r->section && r->section[0] == '[');
    CHECK(r->help && r->help[0]);
  }
  /* the enums follow the rows, the default being 0 */
  CHECK_INT(CV_CB_QUOTIENT, 1);
  CHECK_INT(CV_FIXPOINT_UNIQUE, 2);
  CHECK_INT(CV_HIER_ALL_ENTRIES, 1);
  CHECK_INT(CV_ANCHOR_MAXIMAL, 1);
  CHECK_INT(CV_VALUES_BV, 1);
  CHECK_INT(CV_CALLS_DETERMINISTIC, 1);
  CHECK_INT(CV_UNCONTROLLED_CONTROL_DEP, 1);
  cv_readings rd;
  cv_readings_default(&rd);
  for (int i = 0; i < CV_NREADINGS; i++) CHECK_INT(cv_readings_get(&rd, i), 0);
}

TEST(readings_names_and_set_get) {
  cv_readings rd;
  cv_readings_default(&rd);
  cv_readings_set(&rd, CV_RD_fixpoint, CV_FIXPOINT_GREATEST);
  CHECK_INT(rd.fixpoint, CV_FIXPOINT_GREATEST);
  CHECK_STR(CV_READING_NAME(&rd, fixpoint), "greatest");
  CHECK_STR(CV_READING_NAME(&rd, cb), "literal");
  CHECK_STR(cv_reading_value_name(CV_RD_values, 1), "smt");
  CHECK_STR(cv_reading_value_name(CV_RD_values, 7), "?");
  CHECK_INT(cv_reading_find("anchors"), CV_RD_anchors);
  CHECK_INT(cv_reading_find("anchor"), CV_RD_anchors); /* the option's spelling */
  CHECK_INT(cv_reading_find("calls"), CV_RD_calls);
  CHECK_INT(cv_reading_find("memory"), -1);
  CHECK_INT(cv_reading_value_find(CV_RD_hierarchies, "all-entries"), CV_HIER_ALL_ENTRIES);
  CHECK_INT(cv_reading_value_find(CV_RD_hierarchies, "all"), -1);
  cc_buf b;
  cc_buf_init(&b);
  cv_reading_values_text(CV_RD_fixpoint, &b);
  CHECK_STR(cc_buf_str(&b), "least, greatest, or unique-check");
  cc_buf_clear(&b);
  cv_reading_values_text(CV_RD_cb, &b);
  CHECK_STR(cc_buf_str(&b), "literal or quotient");
  cc_buf_free(&b);
}

TEST(readings_parse_name_value) {
  cv_readings rd;
  cv_readings_default(&rd);
  cc_error e;
  cc_error_clear(&e);
  CHECK(cv_readings_parse(&rd, "reading=quotient,anchors=maximal,hierarchies=all-entries", &e));
  CHECK_INT(rd.cb, CV_CB_QUOTIENT);
  CHECK_INT(rd.anchors, CV_ANCHOR_MAXIMAL);
  CHECK_INT(rd.hierarchies, CV_HIER_ALL_ENTRIES);
  CHECK_INT(rd.fixpoint, CV_FIXPOINT_LEAST);
  CHECK(!cv_readings_parse(&rd, "fixpoint=biggest", &e));
  CHECK_STR(e.msg, "fixpoint is least, greatest, or unique-check, not 'biggest'");
  cc_error_clear(&e);
  CHECK(!cv_readings_parse(&rd, "colour=red", &e));
  CHECK_CONTAINS(e.msg, "no reading 'colour' (the readings: reading, fixpoint,");
  cc_error_clear(&e);
  CHECK(!cv_readings_parse(&rd, "quotient", &e));
  CHECK_CONTAINS(e.msg, "'quotient' is not NAME=VALUE");
  /* a near miss of a value or of a reading's name gets the hint that a
   * mistyped option gets (cc_nearest: within max(1, len/3) edits) */
  cc_error_clear(&e);
  CHECK(!cv_readings_parse(&rd, "hierarchies=alentries", &e));
  CHECK_STR(e.msg, "hierarchies is realizable or all-entries, not 'alentries' (did you mean 'all-entries'?)");
  cc_error_clear(&e);
  CHECK(!cv_readings_parse(&rd, "fixpont=least", &e));
  CHECK_CONTAINS(e.msg, ") (did you mean 'fixpoint'?)");
  CHECK_INT(rd.fixpoint, CV_FIXPOINT_LEAST); /* nothing half-set by the failures */
}

TEST(readings_json_and_text) {
  cv_readings rd;
  cv_readings_default(&rd);
  rd.values = CV_VALUES_BV;
  cc_buf b;
  cc_buf_init(&b);
  cc_json j;
  cc_json_init(&j, &b);
  cc_json_begin_object(&j);
  cv_readings_json(&rd, &j);
  cc_json_end_object(&j);
  CHECK_STR(cc_buf_str(&b), "{\"reading\":\"literal\",\"fixpoint\":\"least\",\"hierarchies\":"
                            "\"realizable\",\"anchors\":\"free\",\"values\":\"smt\","
                            "\"calls\":\"per-thread\",\"uncontrolled\":\"inferred-tokens\"}");
  cc_buf_clear(&b);
  cv_readings_text(&rd, &b);
  CHECK_STR(cc_buf_str(&b), "reading=literal fixpoint=least hierarchies=realizable anchors=free "
                            "values=smt calls=per-thread uncontrolled=inferred-tokens");
  cc_buf_clear(&b);
  cv_readings_usage(&b);
  CHECK_CONTAINS(cc_buf_str(&b), "  --fixpoint least|greatest|unique-check\n");
  CHECK_CONTAINS(cc_buf_str(&b), "--anchor free|maximal");
  cc_buf_free(&b);
}

/* An engine that has not declared a row's values refuses them: a new row
 * is refused, not ignored, until someone implements it. */
TEST(readings_support_check_refuses_what_is_not_declared) {
  static const cv_reading_support some = {[CV_RD_cb] = CV_SUPPORT_ALL,
                                          [CV_RD_fixpoint] = 1u << CV_FIXPOINT_GREATEST};
  cv_readings rd;
  cv_readings_default(&rd);
  cc_error e;
  cc_error_clear(&e);
  int bad = -1;
  CHECK(cv_readings_check(&rd, some, "x", &bad, &e)); /* defaults: always */
  rd.cb = CV_CB_QUOTIENT;
  rd.fixpoint = CV_FIXPOINT_GREATEST;
  CHECK(cv_readings_check(&rd, some, "x", &bad, &e));
  rd.fixpoint = CV_FIXPOINT_UNIQUE;
  CHECK(!cv_readings_check(&rd, some, "the thing", &bad, &e));
  CHECK_INT(bad, CV_RD_fixpoint);
  CHECK_STR(e.msg, "the thing does not implement fixpoint=unique-check (only: least, greatest)");
  cc_error_clear(&e);
  rd.fixpoint = CV_FIXPOINT_LEAST;
  rd.values = CV_VALUES_BV; /* a row `some` does not mention */
  CHECK(!cv_readings_check(&rd, some, "x", &bad, &e));
  CHECK_INT(bad, CV_RD_values);
}

/* The engines declare what they implement: the explicit engine the least
 * fixed point only, so m-convergence under the greatest is refused, with
 * the file named. */
TEST(readings_engines_refuse_undeclared_values) {
  TH_CFG(m, p, "Entry -> H\nH -> H, X divergent\nX\n");
  en_opts o;
  en_opts_default(&o);
  CHECK_INT(o.L, CV_DEFAULT_BOUND);
  o.L = 4;
  o.rd.fixpoint = CV_FIXPOINT_GREATEST;
  cc_error e;
  cc_error_clear(&e);
  CHECK(en_run_new(p, &o, &e) == NULL);
  CHECK_STR(e.file, "t.cfg");
  CHECK_CONTAINS(e.msg, "the explicit engine does not implement fixpoint=greatest (only: least)");
  cc_error_clear(&e);
  o.rd.fixpoint = CV_FIXPOINT_LEAST;
  o.rd.values = CV_VALUES_BV; /* values are the SMT engine's reading */
  CHECK(en_run_new(p, &o, &e) == NULL);
  CHECK_CONTAINS(e.msg, "values=smt");
  cv_module_free(m);
}

/* A case directive for every row (front/cfg.c): `NAME VALUE`; a wrong
 * value names the allowed ones at its column; what the case checker does
 * not implement is refused at the directive's line. */
TEST(readings_case_directives_from_the_table) {
  const char *text = "Entry -> H\nH -> H, X divergent\nX\n"
                     "reading quotient\nfixpoint greatest\nanchors maximal\n"
                     "trace Entry H X\ntrace Entry H H X\n";
  cc_error e;
  cc_error_clear(&e);
  fe_cases cases = {0, NULL};
  cv_module *m = fe_parse_cfg("c.cfg", text, strlen(text), &cases, &e);
  CHECK(m != NULL);
  if (!m) return;
  CHECK_INT(cases.n, 1);
  const fe_case *c = &cases.c[0];
  CHECK_INT(c->readings.cb, CV_CB_QUOTIENT);
  CHECK_INT(c->readings.fixpoint, CV_FIXPOINT_GREATEST);
  CHECK_INT(c->readings.anchors, CV_ANCHOR_MAXIMAL);
  CHECK_INT(c->readings.hierarchies, CV_HIER_REALIZABLE);
  CHECK_INT(c->reading_line[CV_RD_cb], 4);
  CHECK_INT(c->reading_line[CV_RD_hierarchies], 0);
  fe_cases_free(&cases);
  cv_module_free(m);

  const char *bad = "Entry -> X\nX\nfixpoint biggest\n";
  cc_error_clear(&e);
  m = fe_parse_cfg("b.cfg", bad, strlen(bad), &cases, &e);
  CHECK(m == NULL);
  char buf[512];
  cc_error_format(&e, buf, sizeof buf);
  CHECK_STR(buf, "b.cfg:3:10: error: unexpected 'biggest' (expected 'least', 'greatest' or "
                 "'unique-check')");
  fe_cases_free(&cases);

  const char *unsupported = "Entry -> X\nX\ntrace Entry X\ntrace Entry X\nvalues smt\n"
                            "expect converged X1 X2\n";
  cc_error_clear(&e);
  m = fe_parse_cfg("u.cfg", unsupported, strlen(unsupported), &cases, &e);
  CHECK(m != NULL);
  if (!m) return;
  ck_result res;
  ck_result_init(&res);
  ck_run_case(m, &cases.c[0], NULL, &res, &e);
  CHECK_INT(res.outcome, CK_ERROR);
  cc_error_format(&e, buf, sizeof buf);
  CHECK_STR(buf, "u.cfg:5: error: a corpus case does not implement values=smt (only: terms)");
  ck_result_free(&res);
  fe_cases_free(&cases);
  cv_module_free(m);
}
