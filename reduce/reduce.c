/* reduce/reduce.c — what a finding is and whether it holds on a file
 * (reduce/reduce.h); the script, llvm-reduce and the re-check. */
#include "reduce/reduce.h"

#include "encode/smt.h"
#include "enumerate/enumerate.h"
#include "front/front.h"
#include "transform/inline.h"
#include "transform/transform.h"
#include "unbounded/unbounded.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *const rx_kind_names[RX_NKINDS] = {
    "unsound", "broken", "differs-from-opt", "not-mconverged", "opt-fails"};

const char *rx_kind_name(rx_kind k) { return k < RX_NKINDS ? rx_kind_names[k] : "?"; }

void rx_finding_default(rx_finding *f) {
  memset(f, 0, sizeof *f);
  f->analysis = AU_LLVM;
  f->k = CV_DEFAULT_THREADS;
  f->L = CV_DEFAULT_BOUND;
  f->opt = "opt-22";
  f->triple = "amdgcn-unknown-amdhsa";
  f->step_ms = 60000;
  f->exits = -1;
}

void rx_outcome_init(rx_outcome *o) {
  memset(o, 0, sizeof *o);
  cc_buf_init(&o->witness);
}

void rx_outcome_free(rx_outcome *o) { cc_buf_free(&o->witness); }

static void rx_why(rx_outcome *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void rx_why(rx_outcome *o, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(o->why, sizeof o->why, fmt, ap);
  va_end(ap);
  o->holds = false;
}

/* The -mtriple opt needs: the finding's when the IR names no target triple. */
static int rx_triple_arg(const rx_finding *f, const char *text, char *buf, size_t size,
                         char **extra) {
  if (!f->triple || (text && strstr(text, "\ntarget triple"))) return 0;
  snprintf(buf, size, "-mtriple=%s", f->triple);
  extra[0] = buf;
  return 1;
}

/* A temporary .ll file of our own (opt writes its output there; the reader
 * wants ".ll"). */
static bool rx_tmp_ll(char *buf, size_t size, cc_error *err) {
  return cc_temp_file(buf, size, "convcheck-rx", ".ll", err);
}

static void rx_size_of(const cv_program *p, rx_outcome *o) {
  o->blocks = cv_program_nblocks(p);
  o->insts = cv_program_ninsts(p);
  snprintf(o->function, sizeof o->function, "%s", cv_program_name(p));
}

/* ---- the kinds ------------------------------------------------------------- */

static bool rx_check_claims(const rx_finding *f, const cv_module *m, const char *text,
                            rx_outcome *out, cc_error *err) {
  au_opts ao;
  au_opts_default(&ao);
  ao.engine.k = f->k;
  ao.engine.L = f->L;
  ao.opt_path = f->opt;
  ao.opt_timeout_ms = f->step_ms;
  if (f->triple) ao.default_triple = f->triple;
  ao.keep_agree = f->kind == RX_DIFFERS;
  for (int a = 0; a < AU_NANALYSES; a++)
    ao.analyses[a] = f->kind == RX_DIFFERS || (au_analysis)a == f->analysis;
  au_report rep;
  au_report_init(&rep);
  cc_error aerr;
  cc_error_clear(&aerr);
  if (!au_audit_module(m, text, f->function, &ao, &rep, &aerr)) {
    rx_why(out, "the audit fails: %s", aerr.msg);
    out->rejected = true;
    au_report_free(&rep);
    return true;
  }
  const au_claim *hit = NULL, *other = NULL;
  for (size_t i = 0; i < CC_SIZE(rep.claims) && !hit; i++) {
    const au_claim *c = &CC_AT(rep.claims, i);
    if (f->subject && strcmp(c->subject, f->subject)) continue;
    if (f->kind == RX_UNSOUND) {
      if (c->analysis == f->analysis && c->verdict == AU_UNSOUND) hit = c;
      continue;
    }
    if (c->analysis != AU_OURS) continue;
    for (size_t j = 0; j < CC_SIZE(rep.claims); j++) {
      const au_claim *d = &CC_AT(rep.claims, j);
      if (d->analysis == AU_LLVM && !strcmp(d->function, c->function) &&
          !strcmp(d->subject, c->subject) && d->says_divergent != c->says_divergent) {
        hit = c, other = d;
        break;
      }
    }
  }
  if (!hit) {
    if (f->kind == RX_UNSOUND)
      rx_why(out, "%s's claim on %s is not unsound (or there is no such value)",
             au_analysis_name(f->analysis), f->subject ? f->subject : "any value");
    else
      rx_why(out, "ours and opt-22 agree on %s", f->subject ? f->subject : "every value");
    au_report_free(&rep);
    return true;
  }
  out->holds = true;
  const cv_program *p = cv_module_find(m, hit->function);
  if (p) rx_size_of(p, out);
  snprintf(out->subject, sizeof out->subject, "%s", hit->subject);
  snprintf(out->claim_text, sizeof out->claim_text, "%s", hit->text ? hit->text : hit->subject);
  const char *op = "?";
  if (p && hit->inst >= 0) {
    const cv_inst *I = cv_program_inst(p, hit->inst);
    if (I->opcode) op = I->opcode;
  } else if (!strncmp(hit->subject, "br ", 3)) {
    op = "br";
  }
  if (f->kind == RX_UNSOUND) {
    snprintf(out->kind, sizeof out->kind, "unsound %s %s (%s): uniform for %s, a witness of divergence",
             au_analysis_name(f->analysis), hit->subject, op, au_analysis_name(f->analysis));
  } else {
    out->llvm_divergent = other->says_divergent;
    out->ref_divergent = !hit->ref_uniform;
    snprintf(out->kind, sizeof out->kind, "differs %s (%s): ours %s, opt-22 %s", hit->subject, op,
             hit->says_divergent ? "DIVERGENT" : "uniform",
             other->says_divergent ? "DIVERGENT" : "uniform");
  }
  const char *w = hit->witness ? hit->witness : other && other->witness ? other->witness : NULL;
  if (w) cc_buf_puts(&out->witness, w);
  au_report_free(&rep);
  (void)err;
  return true;
}

/* Is block b of p NOT m-converged within f's bounds where branches follow
 * their values (CV_VALUES_BV)?  False with *why when Z3 finds it
 * m-converged so, or cannot say within f->step_ms. */
static bool rx_mconv_with_values(const rx_finding *f, const cv_program *p, int b,
                                 const char **why) {
  cv_readings rd;
  cv_readings_default(&rd);
  rd.values = CV_VALUES_BV;
  cv_hierarchies hs = {0};
  cv_enum_stats st;
  memset(&st, 0, sizeof st);
  cc_error e;
  cc_error_clear(&e);
  bool fails = false;
  *why = "the hierarchies could not be enumerated";
  if (cv_hierarchies_enumerate(p, rd.hierarchies, 0, &hs, &st, &e)) {
    smt_values_result sr;
    memset(&sr, 0, sizeof sr);
    if (smt_values(p, &hs, f->k, f->L, &rd, true, true, f->step_ms, &sr, &e)) {
      smt_verdict v = sr.blocks[b].verdict;
      fails = v == SMT_MCONV_FAILS;
      *why = v == SMT_MCONV_HOLDS
                 ? "with their values (bit-vectors, Z3) no thread ids take its threads apart"
                 : "with their values (bit-vectors, Z3) it is unknown within the step's time limit";
    } else {
      *why = "Z3 could not encode it with values";
    }
    smt_values_result_free(&sr);
  }
  cv_hierarchies_free(&hs);
  return fails;
}

static bool rx_check_mconv(const rx_finding *f, const cv_module *m, rx_outcome *out,
                           cc_error *err) {
  for (int i = 0; i < cv_module_count(m); i++) {
    const cv_program *p = cv_module_program(m, i);
    if (f->function && strcmp(cv_program_name(p), f->function)) continue;
    int b = cv_program_find_block(p, f->subject);
    if (b < 0) continue;
    en_opts eo;
    en_opts_default(&eo);
    eo.k = f->k;
    eo.L = f->L;
    eo.mconv_only = true;
    eo.shortest = true; /* the witness printed is a shortest one (en_opts.shortest) */
    cc_error e;
    cc_error_clear(&e);
    en_run *r = en_run_new(p, &eo, &e);
    if (!r) {
      rx_why(out, "the explicit engine refuses it: %s", e.msg);
      return true;
    }
    if (!r->blocks[b].m_converged) {
      /* The explicit engine reads branch conditions as terms: a branch on
       * `icmp ult %tid, 0` may go two ways there, though no thread id takes
       * it two ways.  llvm-reduce makes such conditions (an operand to 0 or
       * 1), so the finding must also hold where branches follow their
       * values (the SMT engine, bit-vectors, docs/design.md §5): else it
       * is the terms reading's and not a program's (a new user's REPORT.md
       * came from `icmp ult %tid, 0`). */
      const char *rests = NULL;
      if (!rx_mconv_with_values(f, p, b, &rests)) {
        en_run_free(r);
        rx_why(out, "block %s is not m-converged only with branch conditions read as terms: %s",
               f->subject, rests);
        return true;
      }
      out->holds = true;
      rx_size_of(p, out);
      snprintf(out->subject, sizeof out->subject, "%s", f->subject);
      /* in the vocabulary's words (docs/design.md §12), with the witness's
       * own bounds */
      snprintf(out->kind, sizeof out->kind,
               "block %s is NOT m-converged (k=2, L=%d): two hierarchies relate its instances "
               "differently", f->subject, en_witness_length(r, &r->blocks[b].w));
      en_witness_print_mconv(r, &r->blocks[b].w, &out->witness);
      en_run_free(r);
      return true;
    }
    en_run_free(r);
  }
  (void)err;
  rx_why(out, "block %s is m-converged within k=%d, L=%d (or there is no such block)",
         f->subject, f->k, f->L);
  return true;
}

/* Runs the pass on path into a temporary file and reads it.  NULL (why in
 * out) when opt fails or the output cannot be read. */
static cv_module *rx_run_pass(const rx_finding *f, const char *path, const char *text,
                              rx_outcome *out, cc_buf *diag, char *tmp, size_t tsize,
                              cc_error *err) {
  char targ[300];
  char *extra[1];
  int nextra = rx_triple_arg(f, text, targ, sizeof targ, extra);
  if (!rx_tmp_ll(tmp, tsize, err)) return NULL;
  cc_error oerr;
  cc_error_clear(&oerr);
  if (!au_run_opt_pass(f->opt, f->pass, extra, nextra, path, tmp, f->step_ms, diag, &oerr)) {
    unlink(tmp);
    rx_why(out, "%s", oerr.msg);
    out->rejected = f->kind != RX_OPT_FAILS;
    return NULL;
  }
  cc_error rerr;
  cc_error_clear(&rerr);
  cv_module *ma = fe_read_ll(tmp, &rerr);
  unlink(tmp);
  if (!ma) rx_why(out, "cannot read opt's output: %s", rerr.msg);
  return ma;
}

/* The transform check of function pb (module mb) against opt's output. */
static bool rx_broken_one(const rx_finding *f, const cv_module *mb, const cv_program *pb,
                          const cv_module *ma, const cv_program *pa, rx_outcome *out,
                          bool unbounded, rx_engine_verdict *ev) {
  cv_module *xb = cv_module_new(cv_module_path(mb)), *xa = cv_module_new(cv_module_path(ma));
  const cv_program *eb = pb, *ea = pa;
  tf_expansion nb, na;
  cc_error e;
  cc_error_clear(&e);
  bool broken = false;
  if (tf_expand_calls(mb, pb, xb, &eb, &nb, &e) && tf_expand_calls(ma, pa, xa, &ea, &na, &e) &&
      !tf_same_program(eb, ea)) {
    tf_opts to;
    tf_opts_default(&to);
    to.k = f->k;
    to.L = f->L;
    to.timeout_ms = f->step_ms;
    if (unbounded) {
      ub_transform_result ur;
      memset(&ur, 0, sizeof ur);
      if (ub_transform(eb, ea, &to, &ur, &e)) {
        if (ur.verdict == UB_FAILS)
          snprintf(ev->verdict, sizeof ev->verdict, "confirms: %s (k=2, L=%d; every path ends within it)",
                   tf_verdict_name(ur.tf.verdict), ur.L), ev->L = ur.L;
        else if (ur.verdict == UB_PROVEN)
          snprintf(ev->verdict, sizeof ev->verdict, "DISAGREES: preserved (proven for every L, k=2: %.300s)", ur.why);
        else
          snprintf(ev->verdict, sizeof ev->verdict, "unknown for every L: %.370s", *ur.why ? ur.why : "no reason given");
        ev->disagrees = ur.verdict == UB_PROVEN;
        ub_transform_result_free(&ur);
      } else {
        snprintf(ev->verdict, sizeof ev->verdict, "unknown for every L: %.370s", e.msg);
      }
    } else {
      tf_result res;
      memset(&res, 0, sizeof res);
      bool checked = tf_check(eb, ea, &to, &res, &e);
      if (checked && res.verdict == TF_NOT_EQUIVALENT)
        /* a finding of another kind: say which and what reduce does (a
         * user read "does not break any function's convergence" and had no
         * next step) */
        rx_why(out, "transform --pass %s says @%s is not single-thread equivalent (a thread's "
                    "convergent calls differ), not broken: --broken reduces a broken verdict only "
                    "(the same calls in each thread, a behaviour of AFTER that BEFORE lacks), and "
                    "reduce has no kind for the other; `transform --pass %s` prints the calls that "
                    "differ (docs/reduce.md, \"What reduce reduces\")",
               f->pass, cv_program_name(pb), f->pass);
      if (checked && res.verdict == TF_BROKEN) {
        broken = true;
        out->holds = true;
        rx_size_of(pb, out);
        snprintf(out->kind, sizeof out->kind, "broken by %s: a behaviour of AFTER that BEFORE lacks",
                 f->pass);
        cc_buf_puts(&out->witness, cc_buf_str(&res.report));
      }
      tf_result_free(&res);
    }
  }
  cv_module_free(xa);
  cv_module_free(xb);
  return broken;
}

static bool rx_check_broken(const rx_finding *f, const char *path, const char *text,
                            const cv_module *mb, rx_outcome *out, cc_error *err,
                            rx_engine_verdict *ub) {
  char tmp[128];
  cv_module *ma = rx_run_pass(f, path, text, out, NULL, tmp, sizeof tmp, err);
  if (!ma) return !err->set;
  for (int i = 0; i < cv_module_count(ma) && !out->holds; i++) {
    const cv_program *pa = cv_module_program(ma, i);
    if (f->function && strcmp(cv_program_name(pa), f->function)) continue;
    const cv_program *pb = cv_module_find(mb, cv_program_name(pa));
    if (!pb) continue;
    if (ub) {
      rx_outcome scratch;
      rx_outcome_init(&scratch);
      rx_broken_one(f, mb, pb, ma, pa, &scratch, true, ub);
      rx_outcome_free(&scratch);
      break;
    }
    rx_broken_one(f, mb, pb, ma, pa, out, false, NULL);
  }
  cv_module_free(ma);
  if (!out->holds && !ub && !out->why[0]) rx_why(out, "%s does not break any function's convergence within k=%d, L=%d",
                                 f->pass, f->k, f->L);
  return true;
}

static bool rx_check_opt_fails(const rx_finding *f, const char *path, const char *text,
                               const cv_module *m, rx_outcome *out, cc_error *err) {
  char tmp[128];
  cc_buf diag;
  cc_buf_init(&diag);
  cv_module *ma = rx_run_pass(f, path, text, out, &diag, tmp, sizeof tmp, err);
  if (ma) {
    cv_module_free(ma);
    rx_why(out, "opt-22 -passes=%s succeeds", f->pass);
    cc_buf_free(&diag);
    return true;
  }
  if (err->set || strstr(out->why, "did not finish") || strstr(out->why, "cannot read opt")) {
    cc_buf_free(&diag);
    return !err->set;
  }
  /* the first line opt printed */
  const char *d = cc_buf_str(&diag);
  while (*d == '\n') d++;
  char first[400];
  size_t n = strcspn(d, "\n");
  if (n >= sizeof first) n = sizeof first - 1;
  memcpy(first, d, n);
  first[n] = 0;
  const char *want = f->message ? f->message : first;
  if (!*want || !strstr(cc_buf_str(&diag), want)) {
    rx_why(out, "opt-22 fails otherwise: %s", first);
    cc_buf_free(&diag);
    return true;
  }
  out->holds = true;
  if (cv_module_count(m)) rx_size_of(cv_module_program(m, 0), out);
  if (f->function && cv_module_find(m, f->function)) rx_size_of(cv_module_find(m, f->function), out);
  snprintf(out->kind, sizeof out->kind, "opt-22 -passes=%s exits with an error: %s", f->pass, want);
  snprintf(out->subject, sizeof out->subject, "%.250s", want);
  cc_buf_printf(&out->witness, "$ opt-22 -passes='%s' -S FILE\n%s", f->pass, cc_buf_str(&diag));
  cc_buf_free(&diag);
  return true;
}

/* Can a thread leave the function within L=12 (CV_DEFAULT_BOUND): does some
 * trace of the explicit engine (its branch semantics, docs/design.md §5: a
 * condition that folds to a constant takes only the edge it forces) reach
 * a block without successors?  A reduction keeps the original's answer
 * (rx_finding.exits): llvm-reduce once dropped a function's `ret void`,
 * and once kept it only behind `switch i32 %c` with `%c = xor i32 0, 0`,
 * whose case to the exit no thread takes, leaving a program no thread
 * ever finishes.  Only the traces are needed: one tuple is examined. */
static bool rx_function_exits(const rx_finding *f, const cv_program *p) {
  en_opts eo;
  en_opts_default(&eo);
  eo.k = 2;
  eo.L = CV_DEFAULT_BOUND; /* one bound for the input and every candidate,
                            * whichever bound they are checked at */
  eo.mconv_only = true;
  eo.shortest = false;
  eo.max_tuples = 1;
  eo.deadline = cc_now() + f->step_ms / 1000.0;
  cc_error e;
  cc_error_clear(&e);
  en_run *r = en_run_new(p, &eo, &e);
  if (!r) return true; /* nothing known: no requirement */
  bool exits = false;
  for (int b = 0; b < cv_program_nblocks(p) && !exits; b++) {
    int n;
    cv_block_succs(p, b, &n);
    exits = n == 0 && r->reached[b];
  }
  en_run_free(r);
  return exits;
}

/* The finding holds only where the function keeps the original's way out
 * (an original without one may gain one: llvm-reduce turns blocks into
 * `unreachable`). */
static void rx_check_exits(const rx_finding *f, const cv_module *m, rx_outcome *out) {
  const cv_program *p = cv_module_find(m, out->function);
  if (!p) return;
  out->exits = rx_function_exits(f, p);
  if (f->exits != 1 || out->exits) return;
  out->holds = false;
  rx_why(out, "no thread can leave the function any more (no trace within L=%d reaches a block "
              "without successors: every path loops), the original's threads can", CV_DEFAULT_BOUND);
}

bool rx_check(const rx_finding *f, const char *path, rx_outcome *out, cc_error *err) {
  if (f->k < 2 || f->k > 4 || f->L < 1 || f->L > 64) {
    cc_error_set(err, path, 0, 0, "bounds out of range (k=%d, L=%d)", f->k, f->L);
    return false;
  }
  if ((f->kind == RX_BROKEN || f->kind == RX_OPT_FAILS) && !f->pass) {
    cc_error_set(err, path, 0, 0, "--%s needs --pass", rx_kind_name(f->kind));
    return false;
  }
  if ((f->kind == RX_UNSOUND || f->kind == RX_NOT_MCONV) && !f->subject) {
    cc_error_set(err, path, 0, 0, "--%s needs a value or block", rx_kind_name(f->kind));
    return false;
  }
  out->holds = false;
  size_t len = 0;
  cc_error rerr;
  cc_error_clear(&rerr);
  char *text = cc_read_file(path, 64u << 20, &len, &rerr);
  if (!text) {
    rx_why(out, "cannot read: %s", rerr.msg);
    out->rejected = true;
    return true;
  }
  /* opt-22 must accept it */
  char targ[300];
  char *extra[1];
  int nextra = rx_triple_arg(f, text, targ, sizeof targ, extra);
  cc_error oerr;
  cc_error_clear(&oerr);
  /* (opt verifies its input before any pass: a finding that runs opt on
   * the file anyway needs no run of its own; opt-fails' pinned message
   * tells the pass's failure from the verifier's) */
  bool opt_runs = f->kind == RX_DIFFERS || f->kind == RX_BROKEN || f->kind == RX_OPT_FAILS ||
                  (f->kind == RX_UNSOUND && f->analysis == AU_LLVM);
  if (!opt_runs &&
      !au_run_opt_pass(f->opt, "verify", extra, nextra, path, NULL, f->step_ms, NULL, &oerr)) {
    if (strstr(oerr.msg, "cannot run") || strstr(oerr.msg, "exit status 127")) {
      cc_error_set(err, path, 0, 0, "%s", oerr.msg);
      free(text);
      return false;
    }
    rx_why(out, "opt-22 rejects it: %s", oerr.msg);
    out->rejected = true;
    free(text);
    return true;
  }
  /* and our reader */
  cv_module *m = fe_read_ll_text(path, text, len, &rerr);
  if (!m) {
    rx_why(out, "our reader rejects it: %s", rerr.msg);
    out->rejected = true;
    free(text);
    return true;
  }
  bool ok = true;
  switch (f->kind) {
  case RX_UNSOUND:
  case RX_DIFFERS: ok = rx_check_claims(f, m, text, out, err); break;
  case RX_NOT_MCONV: ok = rx_check_mconv(f, m, out, err); break;
  case RX_BROKEN: ok = rx_check_broken(f, path, text, m, out, err, NULL); break;
  case RX_OPT_FAILS: ok = rx_check_opt_fails(f, path, text, m, out, err); break;
  default: cc_error_set(err, path, 0, 0, "unknown finding"); ok = false;
  }
  if (ok && out->holds) rx_check_exits(f, m, out);
  cv_module_free(m);
  free(text);
  return ok;
}

int rx_check_bound(const rx_finding *f, const char *path, const rx_outcome *first, int *tries) {
  *tries = 0;
  if (f->kind != RX_BROKEN) return f->L;
  rx_finding g = *f;
  if (!g.function && *first->function) g.function = first->function;
  for (int L = 2; L < f->L; L++) {
    g.L = L;
    rx_outcome o;
    rx_outcome_init(&o);
    cc_error e;
    cc_error_clear(&e);
    ++*tries;
    bool same = rx_check(&g, path, &o, &e) && o.holds && !strcmp(o.kind, first->kind);
    rx_outcome_free(&o);
    if (same) return L;
  }
  return f->L;
}

/* ---- the finding as data, and the script ----------------------------------- */

/* A value of finding.txt: printable ASCII as it is, a backslash and every
 * other byte escaped (\\, \n, \xHH), so that a value is one line whatever
 * the input's names hold. */
void rx_escape(cc_buf *b, const char *s) {
  for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
    if (*c == '\\') cc_buf_puts(b, "\\\\");
    else if (*c == '\n') cc_buf_puts(b, "\\n");
    else if (*c < 0x20 || *c >= 0x7f) cc_buf_printf(b, "\\x%02x", *c);
    else cc_buf_putc(b, (char)*c);
  }
}

static void rx_line(cc_buf *b, const char *key, const char *value) {
  if (!value) return;
  cc_buf_printf(b, "%s ", key);
  rx_escape(b, value);
  cc_buf_putc(b, '\n');
}

void rx_finding_text(const rx_finding *f, const rx_outcome *first, cc_buf *out) {
  cc_buf_puts(out, "# The finding `convcheck reduce --check --finding THIS FILE.ll` checks\n"
                   "# (docs/reduce.md): one `KEY VALUE` a line, VALUE escaped (\\\\, \\n, \\xHH).\n");
  rx_line(out, "finding", rx_kind_name(f->kind));
  if (f->kind == RX_UNSOUND) rx_line(out, "analysis", au_analysis_name(f->analysis));
  const char *subject = first && *first->subject && f->kind != RX_OPT_FAILS &&
                                f->kind != RX_NOT_MCONV ? first->subject : f->subject;
  rx_line(out, "subject", subject);
  rx_line(out, "pass", f->pass);
  const char *fn = f->function ? f->function : first && *first->function ? first->function : NULL;
  if (f->kind != RX_OPT_FAILS) rx_line(out, "function", fn);
  if (f->kind == RX_OPT_FAILS)
    rx_line(out, "message", f->message ? f->message : first ? first->subject : "");
  cc_buf_printf(out, "threads %d\nbound %d\n", f->k, f->L);
  rx_line(out, "opt", f->opt);
  rx_line(out, "triple", f->triple);
  cc_buf_printf(out, "step-ms %u\n", f->step_ms);
  if (first) rx_line(out, "witness-kind", first->kind);
  if (first && first->holds) cc_buf_printf(out, "exits %s\n", first->exits ? "yes" : "no");
  else if (f->exits >= 0) cc_buf_printf(out, "exits %s\n", f->exits ? "yes" : "no");
}

/* Undoes rx_escape in place; false at a bad escape (*col: its column). */
static bool rx_unescape(char *s, int *col) {
  char *w = s;
  for (char *r = s; *r; r++) {
    if (*r != '\\') {
      *w++ = *r;
      continue;
    }
    *col = (int)(r - s);
    if (r[1] == '\\') *w++ = '\\', r++;
    else if (r[1] == 'n') *w++ = '\n', r++;
    else if (r[1] == 'x' && isxdigit((unsigned char)r[2]) && isxdigit((unsigned char)r[3])) {
      char hex[3] = {r[2], r[3], 0};
      unsigned v = (unsigned)strtoul(hex, NULL, 16);
      if (!v) return false;
      *w++ = (char)v;
      r += 3;
    } else {
      return false;
    }
  }
  *w = 0;
  return true;
}

void rx_saved_free(rx_saved *s) {
  free(s->text);
  memset(s, 0, sizeof *s);
}

static bool rx_int_value(const char *v, long lo, long hi, long *out) {
  char *end;
  errno = 0;
  long n = strtol(v, &end, 10);
  if (errno || end == v || *end || n < lo || n > hi) return false;
  *out = n;
  return true;
}

bool rx_finding_read(const char *path, rx_saved *s, cc_error *err) {
  memset(s, 0, sizeof *s);
  rx_finding_default(&s->f);
  size_t len = 0;
  s->text = cc_read_file(path, 1u << 20, &len, err);
  if (!s->text) return false;
  bool have_kind = false;
  int line = 0;
  for (char *p = s->text; *p;) {
    line++;
    char *nl = strchr(p, '\n');
    if (nl) *nl = 0;
    char *key = p;
    p = nl ? nl + 1 : p + strlen(p);
    if (!*key || *key == '#') continue;
    char *sp = strchr(key, ' ');
    if (!sp) {
      cc_error_set(err, path, line, 1, "expected `KEY VALUE`");
      goto bad;
    }
    *sp = 0;
    char *v = sp + 1;
    int col = 0;
    if (!rx_unescape(v, &col)) {
      cc_error_set(err, path, line, (int)(v - key) + col + 1, "a bad escape (\\\\, \\n, \\xHH, not \\x00)");
      goto bad;
    }
    long n = 0;
    rx_finding *f = &s->f;
    bool ok = true;
    if (!strcmp(key, "finding")) {
      ok = false;
      for (int k = 0; k < RX_NKINDS; k++)
        if (!strcmp(v, rx_kind_names[k])) f->kind = (rx_kind)k, ok = have_kind = true;
    } else if (!strcmp(key, "analysis")) {
      ok = !strcmp(v, "llvm") || !strcmp(v, "ours");
      f->analysis = strcmp(v, "ours") ? AU_LLVM : AU_OURS;
    } else if (!strcmp(key, "subject")) f->subject = v;
    else if (!strcmp(key, "pass")) f->pass = v;
    else if (!strcmp(key, "function")) f->function = v;
    else if (!strcmp(key, "message")) f->message = v;
    else if (!strcmp(key, "opt")) f->opt = v;
    else if (!strcmp(key, "triple")) f->triple = v;
    else if (!strcmp(key, "witness-kind")) s->kind = v;
    else if (!strcmp(key, "exits")) {
      ok = !strcmp(v, "yes") || !strcmp(v, "no");
      f->exits = !strcmp(v, "yes");
    }
    else if (!strcmp(key, "threads")) ok = rx_int_value(v, 2, 4, &n), f->k = (int)n;
    else if (!strcmp(key, "bound")) ok = rx_int_value(v, 1, 64, &n), f->L = (int)n;
    else if (!strcmp(key, "step-ms")) ok = rx_int_value(v, 1, 86400000, &n), f->step_ms = (unsigned)n;
    else {
      cc_error_set(err, path, line, 1, "unknown key `%.60s`", key);
      goto bad;
    }
    if (!ok) {
      cc_error_set(err, path, line, (int)(v - key) + 1, "a bad value for %s", key);
      goto bad;
    }
  }
  if (!have_kind) {
    cc_error_set(err, path, line, 0, "no `finding` line");
    goto bad;
  }
  return true;
bad:
  rx_saved_free(s);
  return false;
}

void rx_script(const char *convcheck, cc_buf *out) {
  cc_buf_puts(out, "#!/bin/sh\n"
                   "# The interestingness test of `convcheck reduce` for llvm-reduce\n"
                   "# (llvm-reduce --test=THIS FILE.ll): exit 0 when the finding in\n"
                   "# finding.txt beside this script still holds on \"$1\" -- opt-22 and\n"
                   "# convcheck's reader accept it, and the witness is of the same kind.\n"
                   "# Nothing of the program is written here: its names are data in\n"
                   "# finding.txt, which convcheck reads (docs/security.md).\n"
                   "# ($CONVCHECK, when set, names the convcheck to run.)\n"
                   "CONVCHECK=${CONVCHECK:-'");
  /* the binary's own path (not the input's): quoted all the same */
  for (const char *s = convcheck; *s; s++) {
    if (*s == '\'') cc_buf_puts(out, "'\\''");
    else cc_buf_putc(out, *s);
  }
  cc_buf_puts(out, "'}\nexec \"$CONVCHECK\" reduce --check --finding \"$(dirname \"$0\")/finding.txt\" \"$1\"\n");
}

/* ---- llvm-reduce ------------------------------------------------------------ */

const char *rx_find_llvm_reduce(void) {
  const char *env = getenv("CONVCHECK_LLVM_REDUCE");
  if (env && *env) return env;
  const char *path = getenv("PATH");
  static char found[1024];
  if (path) {
    const char *s = path;
    while (*s) {
      size_t n = strcspn(s, ":");
      snprintf(found, sizeof found, "%.*s/llvm-reduce-22", (int)n, s);
      if (n && access(found, X_OK) == 0) return found;
      s += n;
      if (*s == ':') s++;
    }
  }
  if (access("/usr/lib/llvm-22/bin/llvm-reduce", X_OK) == 0) return "/usr/lib/llvm-22/bin/llvm-reduce";
  return NULL;
}

/* For --broken, RX_DELTA_PASSES without operands-zero, global-values and
 * global-variables.  Measured on the loop-simplify finding (bench/HISTORY.md
 * "bench/reduce.sh"): 314 candidates, 134 of them operands-zero's, which
 * made nothing smaller; every candidate costs opt and the transform check
 * (0.2 s of CPU).  global-variables replaced the distinct globals the
 * branch conditions load from by null: the loads then read one address, so
 * bits the transform check takes as independent inputs (trunc(load) and
 * trunc(lshr(load, 0)), different terms) are one bit in real memory, and
 * the witness found on the reduced program needed a bit both 1 and 0. */
const char *rx_delta_passes(rx_kind k) {
  if (k == RX_BROKEN)
    return "functions,function-bodies,special-globals,unreachable-basic-blocks,basic-blocks,"
           "simplify-cfg,metadata,named-metadata,arguments,instructions,sink-defs-to-uses";
  return RX_DELTA_PASSES;
}

bool rx_llvm_reduce(const char *llvm_reduce, const char *script, const char *passes,
                    const char *in, const char *out, const char *workdir, unsigned timeout_ms,
                    rx_run *run, cc_error *err) {
  memset(run, 0, sizeof *run);
  char logpath[1100];
  snprintf(logpath, sizeof logpath, "%s/llvm-reduce.log", workdir);
  double t0 = cc_now();
  pid_t pid = fork();
  if (pid < 0) {
    cc_error_set(err, in, 0, 0, "cannot fork: %s", strerror(errno));
    return false;
  }
  if (pid == 0) {
    setpgid(0, 0); /* its children (the script, convcheck, opt) die with it */
    if (chdir(workdir) != 0) _exit(126);
    int fd = open(logpath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) dup2(fd, 1), dup2(fd, 2);
    int nul = open("/dev/null", O_RDONLY);
    if (nul >= 0) dup2(nul, 0);
    char test[1200];
    snprintf(test, sizeof test, "--test=%s", script);
    char parg[600];
    snprintf(parg, sizeof parg, "--delta-passes=%s", passes ? passes : RX_DELTA_PASSES);
    execl(llvm_reduce, llvm_reduce, test, parg, "--max-pass-iterations=2", "-j", "1", in, "-o",
          out, (char *)NULL);
    fprintf(stderr, "cannot run %s: %s\n", llvm_reduce, strerror(errno));
    _exit(127);
  }
  setpgid(pid, pid);
  int status = 0;
  bool killed = false;
  for (;;) {
    pid_t r = waitpid(pid, &status, WNOHANG);
    if (r == pid) break;
    if (r < 0 && errno != EINTR) break;
    if (timeout_ms && (cc_now() - t0) * 1000.0 >= timeout_ms) {
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      killed = true;
      break;
    }
    struct timespec ts = {0, 20 * 1000 * 1000};
    nanosleep(&ts, NULL);
  }
  run->seconds = cc_now() - t0;
  size_t len = 0;
  cc_error lerr;
  cc_error_clear(&lerr);
  char *log = cc_read_file(logpath, 64u << 20, &len, &lerr);
  if (log) {
    const char *tail = len > sizeof run->log_tail - 1 ? log + len - (sizeof run->log_tail - 1) : log;
    snprintf(run->log_tail, sizeof run->log_tail, "%s", tail);
    free(log);
  }
  if (killed) {
    cc_error_set(err, in, 0, 0, "llvm-reduce did not finish within %u ms (killed)", timeout_ms);
    return false;
  }
  run->exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (run->exit_status != 0) {
    const char *line = run->log_tail;
    const char *e = strstr(line, "error");
    if (e) {
      while (e > line && e[-1] != '\n') e--;
      line = e;
    }
    cc_error_set(err, in, 0, 0, "llvm-reduce failed (exit status %d): %.*s", run->exit_status,
                 (int)strcspn(line, "\n"), line);
    return false;
  }
  return true;
}

/* ---- the re-check -------------------------------------------------------------- */

static void rx_set(rx_engine_verdict *v, const char *engine, bool disagrees, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void rx_set(rx_engine_verdict *v, const char *engine, bool disagrees, const char *fmt, ...) {
  v->engine = engine;
  v->disagrees = disagrees;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(v->verdict, sizeof v->verdict, fmt, ap);
  va_end(ap);
}

/* Z3 on one value, branch or block at bound L: its verdict into sv, true
 * when it found a witness. */
static bool rx_smt_on(const rx_finding *f, const cv_program *p, const cv_hierarchies *hs, int inst,
                      int block, bool mconv, int L, rx_engine_verdict *sv) {
  cv_readings rd;
  cv_readings_default(&rd);
  cc_error e;
  cc_error_clear(&e);
  smt_values_result sr;
  memset(&sr, 0, sizeof sr);
  bool found = false;
  if (!smt_values(p, hs, f->k, L, &rd, mconv, true, f->step_ms, &sr, &e)) {
    rx_set(sv, "smt", false, "unknown within k=%d, L=%d: %s", f->k, L, e.msg);
  } else {
    const smt_block_result *sb = mconv ? &sr.blocks[block] : NULL;
    const smt_value_result *sval = mconv ? NULL : inst >= 0 ? &sr.values[inst] : &sr.branches[block];
    smt_verdict v = mconv ? sb->verdict : sval->verdict;
    const char *reason = mconv ? sb->reason : sval->reason;
    /* the witness's own bound (its longest trace), as the explicit and
     * unbounded engines state theirs, not the bound Z3 searched within */
    const cv_tuple *wt = mconv ? &sb->w.t : &sval->w.t;
    found = v == SMT_MCONV_FAILS;
    if (found)
      rx_set(sv, "smt", false, "confirms: %s (k=%d, L=%d; Z3's witness)",
             mconv ? "NOT m-converged" : "DIVERGENT", wt->k, cv_tuple_longest(wt));
    if (found) sv->L = cv_tuple_longest(wt);
    else if (v == SMT_MCONV_HOLDS)
      rx_set(sv, "smt", true, "DISAGREES: %s within k=%d, L=%d", mconv ? "m-converged" : "uniform",
             f->k, L);
    else
      rx_set(sv, "smt", false, "unknown within k=%d, L=%d: %s", f->k, L, *reason ? reason : "time limit");
  }
  smt_values_result_free(&sr);
  return found;
}

/* smt and unbounded on one value (inst >= 0, or -1 - block for a branch) or
 * one block's m-convergence (mconv).  The unbounded engine runs first: its
 * witness is one of the shortest, and Z3 is asked within that witness's L
 * before the finding's (a witness of Z3's within L=12 had traces cut at 12
 * where one of 3 blocks exists); only when it finds none there is it asked
 * within the finding's bound. */
static void rx_engines_on(const rx_finding *f, const cv_program *p, int inst, int block,
                          bool mconv, rx_recheck *out) {
  rx_engine_verdict *sv = &out->v[out->n++], *uv = &out->v[out->n++];
  int short_L = 0; /* the unbounded engine's witness's L, when < f->L */
  ub_opts uo;
  ub_opts_default(&uo);
  uo.controlled = true;
  cc_error e;
  cc_error_clear(&e);
  ub_run *r = ub_run_new(p, &uo, !mconv, &e);
  if (!r) {
    rx_set(uv, "unbounded", false, "unknown for every L: %s", e.msg);
  } else {
    const ub_item *it = mconv ? &r->blocks[block] : inst >= 0 ? &r->values[inst] : &r->branches[block];
    if (it->verdict == UB_FAILS) {
      rx_set(uv, "unbounded", false, "confirms: %s (k=2, L=%d; a witness the bounded engine replays)",
             mconv ? "NOT m-converged" : "DIVERGENT", it->w.L);
      uv->L = it->w.L;
      if (f->k == 2 && it->w.L > 0 && it->w.L < f->L) short_L = it->w.L;
    } else if (it->verdict == UB_PROVEN)
      rx_set(uv, "unbounded", true, "DISAGREES: %s (%s)", mconv ? "m-converged" : "uniform",
             ub_verdict_text(it));
    else
      rx_set(uv, "unbounded", false, "unknown for every L: %s", it->why);
    ub_run_free(r);
  }
  cv_readings rd;
  cv_readings_default(&rd);
  cv_hierarchies hs = {0};
  cv_enum_stats st;
  memset(&st, 0, sizeof st);
  cc_error_clear(&e);
  if (!cv_hierarchies_enumerate(p, rd.hierarchies, 0, &hs, &st, &e))
    rx_set(sv, "smt", false, "unknown within k=%d, L=%d: %s", f->k, f->L, e.msg);
  else if (!short_L || !rx_smt_on(f, p, &hs, inst, block, mconv, short_L, sv))
    rx_smt_on(f, p, &hs, inst, block, mconv, f->L, sv);
  cv_hierarchies_free(&hs);
}

bool rx_recheck_all(const rx_finding *f, const char *path, const rx_outcome *o,
                    rx_recheck *out, cc_error *err) {
  memset(out, 0, sizeof *out);
  rx_outcome again;
  rx_outcome_init(&again);
  if (!rx_check(f, path, &again, err)) {
    rx_outcome_free(&again);
    return false;
  }
  bool same = again.holds && !strcmp(again.kind, o->kind);
  rx_set(&out->v[out->n++], f->kind == RX_OPT_FAILS ? "opt-22" : "explicit", !same, "%s%.380s",
         same ? "confirms: " : "DISAGREES: ", same ? again.kind : again.why);
  /* the explicit engine's witness bound, where its kind states one
   * ("block B is NOT m-converged (k=2, L=3): ...", rx_check_mconv) */
  const char *at = same ? strstr(again.kind, ", L=") : NULL;
  if (at) out->v[out->n - 1].L = atoi(at + 4);
  rx_outcome_free(&again);
  if (f->kind == RX_OPT_FAILS) return true;
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_read_ll(path, &e);
  if (!m) {
    cc_error_set(err, path, 0, 0, "%s", e.msg);
    return false;
  }
  const cv_program *p = cv_module_find(m, o->function);
  if (!p) {
    cv_module_free(m);
    return true;
  }
  if (f->kind == RX_BROKEN) {
    rx_set(&out->v[out->n++], "smt", false, "does not apply (transforms: the explicit check, Z3 for "
                                            "conditions only one program tests)");
    rx_outcome scratch;
    rx_outcome_init(&scratch);
    rx_engine_verdict *uv = &out->v[out->n++];
    rx_set(uv, "unbounded", false, "unknown for every L: no function changed");
    size_t len = 0;
    char *text = cc_read_file(path, 64u << 20, &len, &e);
    rx_finding g = *f;
    g.function = o->function;
    rx_check_broken(&g, path, text, m, &scratch, &e, uv);
    uv->engine = "unbounded";
    free(text);
    rx_outcome_free(&scratch);
  } else if (f->kind == RX_NOT_MCONV) {
    int b = cv_program_find_block(p, o->subject);
    if (b >= 0) rx_engines_on(f, p, -1, b, true, out);
  } else if (f->kind == RX_UNSOUND || (f->kind == RX_DIFFERS && o->ref_divergent)) {
    const char *name = o->subject;
    if (!strncmp(name, "br ", 3)) {
      int b = cv_program_find_block(p, name + 3);
      if (b >= 0) rx_engines_on(f, p, -1, b, false, out);
    } else {
      int i = cv_program_find_inst(p, name[0] == '%' ? name + 1 : name);
      if (i >= 0) rx_engines_on(f, p, i, -1, false, out);
    }
  }
  cv_module_free(m);
  return true;
}

bool rx_recheck_bounds_note(const rx_recheck *r, char *buf, size_t n) {
  *buf = 0;
  int L = 0;
  bool differ = false;
  for (int i = 0; i < r->n; i++) {
    if (r->v[i].L <= 0 || r->v[i].disagrees) continue;
    if (L && r->v[i].L != L) differ = true;
    if (!L) L = r->v[i].L;
  }
  if (!differ) return false;
  /* docs/design.md §12: "NOT-WORD (k=K, L=L)": "the bounds are the
   * witness's, not the search's"; each engine finds its own witness: the
   * unbounded engine's traces run to the state of its product automaton
   * where the two instances are told apart (unbounded/), which may lie
   * past them (on tests/cli/reduce/mconv5 its threads run entry x y x and
   * entry y x y where the explicit engine's entry x y and entry y x show
   * the same), and Z3 is asked first within that L (rx_engines_on) */
  snprintf(buf, n, "the engines' L differ: each is the longest trace of that engine's own witness, "
                   "not a bound it searched, and the witnesses differ: the unbounded engine's traces "
                   "may run on past the instances they tell apart, and Z3 is asked within that L first");
  return true;
}

/* The return type at the end of s[0..n) (before " @name("): a vector or
 * struct type closed by '>' or '}', a "ptr addrspace(N)", or the last word;
 * its start, or NULL. */
static const char *rxI_ret_type(const char *s, size_t n) {
  if (!n) return NULL;
  const char *e = s + n;
  char close = e[-1];
  if (close == '>' || close == '}') {
    char open = close == '>' ? '<' : '{';
    int depth = 0;
    for (const char *c = e - 1; c >= s; c--) {
      if (*c == close) depth++;
      else if (*c == open && --depth == 0) return c;
    }
    return NULL;
  }
  if (close == ')') {
    static const char as[] = "ptr addrspace(";
    for (const char *c = e - 1; c >= s; c--)
      if ((size_t)(e - c) > sizeof as - 1 && !strncmp(c, as, sizeof as - 1)) return c;
    return NULL;
  }
  const char *c = e;
  while (c > s && c[-1] != ' ') c--;
  return c;
}

/* A declaration of an intrinsic written as the reader would have it
 * without its attributes: "declare RET @llvm.NAME(ARGS)" (into out); false
 * when the line is not one, or its shape is not one this knows. */
static bool rxI_intrinsic_decl(const char *s, size_t n, cc_buf *out) {
  static const char d[] = "declare ";
  if (n < sizeof d || strncmp(s, d, sizeof d - 1)) return false;
  const char *at = strstr(s, " @llvm.");
  if (!at || at >= s + n) return false;
  const char *rest = s + sizeof d - 1;
  const char *ret = rxI_ret_type(rest, (size_t)(at - rest));
  if (!ret) return false;
  /* the arguments: up to the matching ')' */
  const char *open = memchr(at, '(', (size_t)(s + n - at));
  if (!open) return false;
  int depth = 0;
  const char *close = NULL;
  for (const char *c = open; c < s + n && !close; c++) {
    if (*c == '(') depth++;
    else if (*c == ')' && --depth == 0) close = c;
  }
  if (!close) return false;
  cc_buf_puts(out, d);
  cc_buf_printf(out, "%.*s", (int)(close + 1 - ret), ret);
  return true;
}

void rx_tidy(char *text) {
  cc_buf out;
  cc_buf_init(&out);
  for (const char *s = text; *s;) {
    size_t n = strcspn(s, "\n");
    const char *next = s + n + (s[n] ? 1 : 0);
    bool drop = !strncmp(s, "; ModuleID = ", 13) || !strncmp(s, "source_filename = ", 18);
    /* an intrinsic's attributes come from LLVM's table when it is read */
    if (!strncmp(s, "; Function Attrs: ", 18)) {
      size_t m = strcspn(next, "\n");
      cc_buf probe;
      cc_buf_init(&probe);
      drop = rxI_intrinsic_decl(next, m, &probe);
      cc_buf_free(&probe);
    }
    if (!drop && !rxI_intrinsic_decl(s, n, &out)) cc_buf_printf(&out, "%.*s", (int)n, s);
    if (!drop && s[n]) cc_buf_putc(&out, '\n');
    s = next;
  }
  /* attribute groups no line names any more */
  cc_buf kept;
  cc_buf_init(&kept);
  const char *all = cc_buf_str(&out);
  for (const char *s = all; *s;) {
    size_t n = strcspn(s, "\n");
    const char *next = s + n + (s[n] ? 1 : 0);
    bool drop = false;
    if (!strncmp(s, "attributes #", 12)) {
      size_t id = strspn(s + 12, "0123456789");
      char ref[40];
      snprintf(ref, sizeof ref, "#%.*s", (int)id, s + 12);
      drop = true;
      for (const char *u = strstr(all, ref); u && drop; u = strstr(u + 1, ref)) {
        bool group_line = u == s + 11;
        char after = u[strlen(ref)];
        if (!group_line && !(after >= '0' && after <= '9')) drop = false;
      }
    }
    if (!drop) cc_buf_printf(&kept, "%.*s%s", (int)n, s, s[n] ? "\n" : "");
    s = next;
  }
  /* a blank line left twice in a row (where a group was) is one */
  char *w = text;
  for (const char *c = cc_buf_str(&kept); *c; c++) {
    if (*c == '\n' && w - text >= 2 && w[-1] == '\n' && w[-2] == '\n') continue;
    *w++ = *c;
  }
  while (w - text >= 2 && w[-1] == '\n' && w[-2] == '\n') w--; /* one newline at the end */
  *w = 0;
  cc_buf_free(&out);
  cc_buf_free(&kept);
}

bool rx_size(const char *path, const char *function, int *blocks, int *insts, cc_error *err) {
  cv_module *m = fe_read_ll(path, err);
  if (!m) return false;
  *blocks = *insts = 0;
  for (int i = 0; i < cv_module_count(m); i++) {
    const cv_program *p = cv_module_program(m, i);
    if (function && strcmp(cv_program_name(p), function)) continue;
    *blocks += cv_program_nblocks(p);
    *insts += cv_program_ninsts(p);
  }
  cv_module_free(m);
  return true;
}
