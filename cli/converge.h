/* cli/converge.h — `convcheck converge` in two files: cmd_converge.c (the
 * command, the relation of a function without tokens) and
 * converge_controlled.c (the controlled relation, [CO] "Controlled
 * Maximal Convergence").  Only those two include it. */
#ifndef CLI_CONVERGE_H
#define CLI_CONVERGE_H

#include "check/check.h"
#include "cli/engine_opts.h"
#include "crosscheck/xc.h"

/* The command's state: the question (program, hierarchy, traces,
 * readings) and what it prints and records. */
typedef struct conv_cmd {
  const char *file;
  bool json, why, dot;
  cli_engine engine;
  unsigned timeout_ms;     /* --timeout: the whole command, from t_start */
  double t_start;          /* the process's start (cli_deadline_start) */
  cli_record *rec;
  cv_readings rd;  /* the readings: the options', else the case's, else the defaults */
  bool controlled; /* the token path: [CO] "Controlled Maximal Convergence" */
  fe_cases cases;
  cv_module *m;
  const cv_program *p;
  const fe_case *fc; /* the case of the function, if the file has one */
  cv_hierarchy *h;
  cv_tuple t;
  long long pid;
  cc_buf subject, out, picture;
  double t0;
} conv_cmd;

/* "explicit", "smt", "both" */
const char *cli_converge_engine_name(cli_engine e);
/* A relation's columns as JSON: [[[thread,position],..],..]. */
void cli_converge_json_columns(cc_json *j, const cv_relation *r);
/* A program with convergence tokens: the controlled relation's
 * behaviours (or Z3's answer, checked against them with --engine both)
 * into out.  CLI_HOLDS, CLI_FAILS (no consistent relation), CLI_ERROR
 * (the engines disagree), or -1 on an error (err filled). */
int cli_converge_controlled(const conv_cmd *c, const fe_case *fc, cc_buf *out, cc_error *err);

#endif
