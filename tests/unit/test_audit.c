/* Unit tests of front/ll_write.c (rendering CFG shapes as IR) and audit/
 * (running opt, parsing print<uniformity>, matching it to a program, and
 * the verdicts of the audit on hand programs whose answers are derived in
 * the comments). */
#define _DEFAULT_SOURCE /* mkstemp */
#include "audit/audit.h"
#include "front/front.h"
#include "tests/unit/harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- helpers ------------------------------------------------------------ */

/* Renders the only function of .cfg text as IR (fe_ll_write; with
 * `convergent`, fe_ll_write_convergent for transform checks, with or
 * without tokens) and reads it back; the text stays in ir (initialized
 * here, the caller frees it).  NULL, a failure, when any step fails. */
static cv_module *render_as(const char *cfg, bool convergent, bool tokens, cc_buf *ir) {
  cc_buf_init(ir);
  cv_module *m = th_parse_cfg(cfg);
  if (!m) return NULL;
  cc_error err;
  cc_error_clear(&err);
  const cv_program *p = cv_module_program(m, 0);
  if (!(convergent ? fe_ll_write_convergent(p, tokens, ir, &err) : fe_ll_write(p, ir, &err))) {
    th_fail(__FILE__, __LINE__, "%s: %s", convergent ? "fe_ll_write_convergent" : "fe_ll_write",
            err.msg);
    cv_module_free(m);
    return NULL;
  }
  cv_module *q = fe_read_ll_text("rendered.ll", ir->data, ir->len, &err);
  if (!q) th_fail(__FILE__, __LINE__, "read back: %s:%d: %s\n%s", err.file, err.line, err.msg,
                  cc_buf_str(ir));
  cv_module_free(m);
  return q;
}

/* Renders the only function of .cfg text and reads it back. */
static cv_module *render_back(const char *cfg, cc_buf *ir) {
  return render_as(cfg, false, false, ir);
}

/* "name:s1,s2 " for every block of p in block order, successors in order. */
static void cfg_signature(const cv_program *p, cc_buf *out) {
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    int n;
    const int *s = cv_block_succs(p, b, &n);
    cc_buf_printf(out, "%s:", cv_block_name(p, b));
    for (int i = 0; i < n; i++) cc_buf_printf(out, "%s%s", i ? "," : "", cv_block_name(p, s[i]));
    cc_buf_putc(out, ' ');
  }
}

/* Same blocks and successors (by name, in order), same entry; the read-back
 * program may have one extra block, the entry `extra_entry`. */
static void check_same_cfg(const char *cfg, const char *extra_entry) {
  cv_module *m = th_parse_cfg(cfg);
  cc_buf ir;
  cv_module *q = render_back(cfg, &ir);
  if (!m || !q) goto out;
  const cv_program *p = cv_module_program(m, 0), *r = cv_module_program(q, 0);
  CHECK_STR(cv_program_name(r), cv_program_name(p));
  CHECK_INT(cv_program_nblocks(r), cv_program_nblocks(p) + (extra_entry != NULL));
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    int rb = cv_program_find_block(r, cv_block_name(p, b));
    CHECK(rb >= 0);
    if (rb < 0) continue;
    int n, rn;
    const int *s = cv_block_succs(p, b, &n), *rs = cv_block_succs(r, rb, &rn);
    CHECK_INT(rn, n);
    for (int i = 0; i < n && i < rn; i++)
      CHECK_STR(cv_block_name(r, rs[i]), cv_block_name(p, s[i]));
    CHECK(n < 2 || cv_block_branch(r, rb) == CV_BRANCH_VALUE);
  }
  if (extra_entry) {
    CHECK_STR(cv_block_name(r, cv_program_entry(r)), extra_entry);
    int n;
    const int *s = cv_block_succs(r, cv_program_entry(r), &n);
    CHECK_INT(n, 1);
    if (n == 1) CHECK_STR(cv_block_name(r, s[0]), cv_block_name(p, cv_program_entry(p)));
  } else {
    CHECK_STR(cv_block_name(r, cv_program_entry(r)), cv_block_name(p, cv_program_entry(p)));
  }
out:
  cc_buf_free(&ir);
  cv_module_free(m);
  cv_module_free(q);
}

/* ---- rendering ------------------------------------------------------------ */

TEST(ll_write_same_cfg_natural_loop) {
  check_same_cfg("Entry -> H\nH -> B, L divergent\nB -> L\nL -> H, Exit divergent\nExit\n", NULL);
}

TEST(ll_write_same_cfg_switch_and_repeated_edges) {
  /* three successors: a switch (successor 0 the default); a branch whose
   * two edges go to one block; a uniform and a divergent switch */
  check_same_cfg("A -> B, C, D uniform\nB -> C, C divergent\nC -> D, B, E divergent\nD\nE\n", NULL);
}

TEST(ll_write_entry_with_predecessors) {
  /* IR's entry block cannot be a branch target (the .cfg parser refuses
   * such programs, the model does not): a new entry jumps to it */
  cv_module *m = cv_module_new("t.cfg");
  cc_error err;
  cc_error_clear(&err);
  cv_program *p = cv_module_add(m, "9 f", 1, 1, &err); /* names LLVM must quote */
  int x = cv_program_add_block(p, "X", 1, 1), y = cv_program_add_block(p, "Y", 2, 1),
      z = cv_program_add_block(p, "Z\\\"z", 3, 1);
  cv_program_add_succ(p, x, y);
  cv_program_add_succ(p, y, x);
  cv_program_add_succ(p, y, z);
  cv_program_set_branch(p, y, CV_BRANCH_DIVERGENT);
  CHECK(cv_program_finish(p, &err));
  cc_buf ir;
  cc_buf_init(&ir);
  CHECK(fe_ll_write(p, &ir, &err));
  cv_module *q = fe_read_ll_text("r.ll", ir.data, ir.len, &err);
  CHECK(q != NULL);
  if (q) {
    const cv_program *r = cv_module_program(q, 0);
    cc_buf a, b;
    cc_buf_init(&a);
    cc_buf_init(&b);
    cfg_signature(r, &a);
    CHECK_STR(cc_buf_str(&a), "convcheck.entry:X X:Y Y:X,Z\\\"z Z\\\"z: ");
    /* X has two predecessor blocks now: a phi tells them apart */
    CHECK(cv_program_find_inst(r, "from.X") >= 0);
    CHECK_STR(cv_program_name(r), "9 f");
    /* opt prints the quoted names; the audit matches them to the blocks */
    au_opts o;
    au_opts_default(&o);
    au_report rep;
    au_report_init(&rep);
    CHECK(au_audit_program(p, NULL, &o, &rep, &err));
    if (err.set) th_fail(__FILE__, __LINE__, "%s", err.msg);
    CHECK_INT(rep.counts[AU_LLVM].functions, 1);
    au_report_free(&rep);
    cc_buf_free(&a);
    cc_buf_free(&b);
  }
  cc_buf_free(&ir);
  cv_module_free(q);
  cv_module_free(m);
}

TEST(ll_write_generated_names_do_not_collide) {
  /* blocks named like the generated values and the new entry */
  check_same_cfg("X -> tid\ntid -> c.tid, d.tid divergent\nc.tid -> from.J\nd.tid -> from.J\n"
                 "from.J -> tid, u.from.J uniform\nu.from.J\n", NULL);
}

/* fe_ll_write (with `convergent`: fe_ll_write_convergent, no tokens) must
 * refuse p: one CHECK.  The error, and in *written (when given) how many
 * bytes it wrote. */
static cc_error write_refused(const cv_program *p, bool convergent, size_t *written) {
  cc_buf out;
  cc_buf_init(&out);
  cc_error err;
  cc_error_clear(&err);
  CHECK(!(convergent ? fe_ll_write_convergent(p, false, &out, &err) : fe_ll_write(p, &out, &err)));
  if (written) *written = out.len;
  cc_buf_free(&out);
  return err;
}

TEST(ll_write_refuses_ll_programs) {
  TH_LL(m, p, "define void @f() {\n  ret void\n}\n");
  cc_error err = write_refused(p, false, NULL);
  CHECK_CONTAINS(err.msg, "instructions of its own");
  cv_module_free(m);
}

TEST(ll_write_values) {
  /* What the rendering adds, read back through front/ll.c: a phi at the
   * join J (two predecessor blocks) and none at A (one); the divergent
   * branch's condition; the kernel argument of the uniform branch, which is
   * uniform; the thread id as a divergence source. */
  cc_buf ir;
  cv_module *q = render_back("E -> A, B divergent\nA -> J, K uniform\nB -> J\nK -> J\nJ\n", &ir);
  if (!q) {
    cc_buf_free(&ir);
    return;
  }
  const cv_program *p = cv_module_program(q, 0);
  int j = cv_program_find_inst(p, "from.J");
  CHECK(j >= 0);
  if (j >= 0) {
    const cv_inst *I = cv_program_inst(p, j);
    CHECK_INT(I->op, CV_OP_PHI);
    CHECK_INT(I->nops, 3);
    CHECK_STR(cv_block_name(p, I->block), "J");
  }
  CHECK(cv_program_find_inst(p, "from.A") < 0);
  int t = cv_program_find_inst(p, "tid");
  CHECK(t >= 0 && (cv_program_inst(p, t)->flags & CV_INST_DIVERGENCE_SOURCE));
  int d = cv_program_find_inst(p, "d.E");
  CHECK(d >= 0 && (cv_program_inst(p, d)->flags & CV_INST_DIVERGENCE_SOURCE));
  CHECK(cv_program_find_inst(p, "c.E") >= 0);
  CHECK_INT(cv_program_nargs(p), 1);
  CHECK(cv_program_arg_uniform(p, 0));
  CHECK_CONTAINS(cv_program_arg_text(p, 0), "%u.A");
  cc_buf_free(&ir);
  cv_module_free(q);
}

/* Collects thread 1's traces (as block-name strings) of every tuple. */
typedef struct trace_set {
  CC_STACK(char *) s;
} trace_set;

static bool collect_trace(void *arg, const en_run *r, const cv_tuple *t) {
  trace_set *ts = arg;
  cc_buf b;
  cc_buf_init(&b);
  for (int i = 0; i < t->thread[0].len; i++)
    cc_buf_printf(&b, "%s%s", i ? " " : "", cv_block_name(r->p, t->thread[0].blocks[i]));
  for (size_t i = 0; i < CC_SIZE(ts->s); i++)
    if (!strcmp(CC_AT(ts->s, i), cc_buf_str(&b))) {
      cc_buf_free(&b);
      return true;
    }
  CC_PUSH(ts->s, cc_strdup(cc_buf_str(&b)));
  cc_buf_free(&b);
  return true;
}

static bool has_trace(const char *cfg, const char *trace) {
  cc_buf ir;
  cv_module *q = render_back(cfg, &ir);
  cc_buf_free(&ir);
  if (!q) return false;
  trace_set ts = {{0}};
  en_opts o;
  en_opts_default(&o);
  o.L = 6;
  o.on_tuple = collect_trace;
  o.on_tuple_arg = &ts;
  cc_error err;
  cc_error_clear(&err);
  en_run *r = en_run_new(cv_module_program(q, 0), &o, &err);
  bool found = false;
  for (size_t i = 0; i < CC_SIZE(ts.s); i++) {
    found |= !strcmp(CC_AT(ts.s, i), trace);
    free(CC_AT(ts.s, i));
  }
  CC_RELEASE(ts.s);
  en_run_free(r);
  cv_module_free(q);
  return found;
}

TEST(ll_write_divergent_branch_free_per_visit) {
  /* docs/design.md §5: a divergent branch is free per thread and per visit.  In the
   * rendered IR the condition comes from an atomicrmw (a new value on every
   * execution), so a thread may loop once and then leave: E H H X. */
  CHECK(has_trace("E -> H\nH -> H, X divergent\nX\n", "E H H X"));
  CHECK(has_trace("E -> H\nH -> H, X divergent\nX\n", "E H X"));
}

TEST(ll_write_uniform_branch_same_every_visit) {
  /* The documented effect of a uniform branch on a kernel argument: the
   * same direction on every visit (docs/audit.md "Rendering"), so a
   * thread either leaves at once or loops until the bound cuts it. */
  CHECK(has_trace("E -> H\nH -> X, H uniform\nX\n", "E H X"));
  CHECK(!has_trace("E -> H\nH -> X, H uniform\nX\n", "E H H X"));
  CHECK(has_trace("E -> H\nH -> X, H uniform\nX\n", "E H H H H H"));
}

/* ---- parsing print<uniformity> ---------------------------------------------- */

static char *read_golden(const char *rel) {
  cc_error err;
  cc_error_clear(&err);
  size_t len;
  char *t = cc_read_file(th_src(rel), 1 << 20, &len, &err);
  if (!t) th_fail(__FILE__, __LINE__, "%s: %s", err.file, err.msg);
  return t;
}

/* LLVM's claim for %name in a parsed function (by matching to p). */
static int llvm_claim(const au_llvm_function *f, const cv_program *p, const char *name) {
  bool *div = cc_calloc((size_t)cv_program_ninsts(p) + 1, sizeof(bool));
  cc_error err;
  cc_error_clear(&err);
  int res = -1;
  if (!au_llvm_match(f, p, div, &err)) th_fail(__FILE__, __LINE__, "match: %s", err.msg);
  else {
    int i = cv_program_find_inst(p, name);
    if (i < 0) th_fail(__FILE__, __LINE__, "no %s", name);
    else res = div[i];
  }
  free(div);
  return res;
}

/* The claim for block `b`'s terminator. */
static int llvm_term_claim(const au_llvm_function *f, const cv_program *p, const char *b) {
  bool *div = cc_calloc((size_t)cv_program_ninsts(p) + 1, sizeof(bool));
  cc_error err;
  cc_error_clear(&err);
  int res = -1, n;
  if (!au_llvm_match(f, p, div, &err)) th_fail(__FILE__, __LINE__, "match: %s", err.msg);
  else {
    const int *in = cv_block_insts(p, cv_program_find_block(p, b), &n);
    res = n ? div[in[n - 1]] : -1;
  }
  free(div);
  return res;
}

/* LLVM's claims on f (p, the same function read by us) against a table:
 * one CHECK per row {value, or with `term` the terminator of the block,
 * named; 1 divergent, 0 uniform}. */
typedef struct claim_row {
  const char *name;
  int divergent;
  bool term;
} claim_row;

static void check_claims(const au_llvm_function *f, const cv_program *p, const claim_row *rows,
                         size_t n) {
  for (size_t i = 0; i < n; i++) {
    int got = rows[i].term ? llvm_term_claim(f, p, rows[i].name) : llvm_claim(f, p, rows[i].name);
    th_checks++;
    if (got != rows[i].divergent)
      th_fail(__FILE__, __LINE__, "LLVM's claim on %s%s: %d, expected %d",
              rows[i].term ? "the terminator of " : "%", rows[i].name, got, rows[i].divergent);
  }
}

TEST(audit_parse_golden) {
  /* tests/golden/audit-parse.opt.txt is opt-22's output for
   * audit-parse.ll; the expected claims are those the comments of the .ll
   * derive from LLVM's rules (thread id divergent, kernel arguments
   * uniform, other functions' arguments divergent unless inreg, temporal
   * divergence of a value used after a divergent loop exit). */
  char *text = read_golden("tests/golden/audit-parse.opt.txt");
  if (!text) return;
  au_llvm_output out;
  cc_error err;
  cc_error_clear(&err);
  CHECK(au_llvm_parse("golden", text, &out, &err));
  free(text);
  CHECK_INT(out.nfunctions, 3);
  cc_error_clear(&err);
  cv_module *m = fe_read_ll(th_src("tests/golden/audit-parse.ll"), &err);
  CHECK(m != NULL);
  if (!m || out.nfunctions != 3) {
    au_llvm_output_free(&out);
    cv_module_free(m);
    return;
  }
  const au_llvm_function *k = au_llvm_find(&out, "kern");
  const cv_program *kp = cv_module_find(m, "kern");
  CHECK(k && kp);
  if (k && kp) {
    CHECK_INT(k->nblocks, 5);
    CHECK_INT(k->nargs_div, 0);
    CHECK(!k->all_uniform);
    /* the switch's three lines are one terminator */
    CHECK_INT(k->blocks[0].nterms, 1);
    CHECK_CONTAINS(k->blocks[0].terms[0], "i32 2, label %c");
    static const claim_row kern[] = {{"t", 1, false},     {"s", 0, false},
                                     {"odd name", 1, false}, {"0", 0, false},
                                     {"2", 1, false},     {"entry", 1, true},
                                     {"a", 0, true},      {"1", 0, true}};
    check_claims(k, kp, kern, sizeof kern / sizeof *kern);
  }
  const au_llvm_function *c = au_llvm_find(&out, "callee");
  const cv_program *cp = cv_module_find(m, "callee");
  CHECK(c && cp);
  if (c && cp) {
    CHECK_INT(c->nargs_div, 1);
    if (c->nargs_div == 1) CHECK_STR(c->args_div[0], "i32 %x");
    static const claim_row callee[] = {
        {"i", 0, false}, {"i.next", 0, false}, {"done", 1, false}, {"out", 1, false}, {"loop", 1, true}};
    check_claims(c, cp, callee, sizeof callee / sizeof *callee);
  }
  const au_llvm_function *pl = au_llvm_find(&out, "plain");
  const cv_program *pp = cv_module_find(m, "plain");
  CHECK(pl && pl->all_uniform && pl->nblocks == 0);
  if (pl && pp) CHECK_INT(llvm_claim(pl, pp, "m"), 0);
  CHECK(au_llvm_find(&out, "nothere") == NULL);
  au_llvm_output_free(&out);
  cv_module_free(m);
}

TEST(audit_parse_errors) {
  au_llvm_output out;
  cc_error err;
  cc_error_clear(&err);
  CHECK(!au_llvm_parse("x", "garbage\n", &out, &err));
  CHECK_INT(err.line, 1);
  cc_error_clear(&err);
  /* the output stops inside a block */
  CHECK(!au_llvm_parse("x",
                       "UniformityInfo for function 'f':\n\nBLOCK entry\nDEFINITIONS\n"
                       "               %a = add i32 1, 2\n",
                       &out, &err));
  CHECK_CONTAINS(err.msg, "ends inside block");
  cc_error_clear(&err);
  /* a line that is neither an instruction nor a section */
  CHECK(!au_llvm_parse("x",
                       "UniformityInfo for function 'f':\n\nBLOCK entry\nDEFINITIONS\n"
                       "bogus\nTERMINATORS\n               ret void\nEND BLOCK\n",
                       &out, &err));
  CHECK_INT(err.line, 5);
  cc_error_clear(&err);
  CHECK(au_llvm_parse("x", "", &out, &err));
  CHECK_INT(out.nfunctions, 0);
  au_llvm_output_free(&out);
}

TEST(audit_match_mismatch) {
  /* opt's lines for a different program: the instruction names differ,
   * then the block counts differ */
  au_llvm_output out;
  cc_error err;
  cc_error_clear(&err);
  CHECK(au_llvm_parse("x",
                      "UniformityInfo for function 'f':\n\nBLOCK entry\nDEFINITIONS\n"
                      "               %b = add i32 1, 2\nTERMINATORS\n               ret void\n"
                      "END BLOCK\n",
                      &out, &err));
  cv_module *m = th_read_ll("define void @f() {\nentry:\n  %a = add i32 1, 2\n  ret void\n}\n");
  cv_module *m2 = th_read_ll("define void @f() {\nentry:\n  %b = add i32 1, 2\n  br label %x\n"
                             "x:\n  ret void\n}\n");
  if (m && m2 && out.nfunctions == 1) {
    bool div[8];
    cc_error_clear(&err);
    CHECK(!au_llvm_match(&out.functions[0], cv_module_program(m, 0), div, &err));
    CHECK_CONTAINS(err.msg, "is not");
    cc_error_clear(&err);
    CHECK(!au_llvm_match(&out.functions[0], cv_module_program(m2, 0), div, &err));
    CHECK(err.set);
  }
  cv_module_free(m);
  cv_module_free(m2);
  au_llvm_output_free(&out);
}

/* ---- running opt --------------------------------------------------------------- */

static bool write_script(const char *body, char path[64]) {
  snprintf(path, 64, "/tmp/convcheck-opt-XXXXXX");
  int fd = mkstemp(path);
  if (fd < 0) return false;
  bool ok = write(fd, body, strlen(body)) == (ssize_t)strlen(body);
  close(fd);
  chmod(path, 0700);
  return ok;
}

TEST(audit_run_opt_errors) {
  bool timed_out = false;
  cc_error err;
  cc_error_clear(&err);
  /* opt missing */
  CHECK(au_run_opt("/nonexistent/opt-22", NULL, "x", 1, 5000, NULL, &err) == NULL);
  CHECK_CONTAINS(err.msg, "cannot run");
  /* opt failing on broken IR: its error line is kept */
  cc_error_clear(&err);
  const char *bad = "define void @f() {\n  ret i32 0\n}\n";
  CHECK(au_run_opt("opt-22", NULL, bad, strlen(bad), 60000, &timed_out, &err) == NULL);
  CHECK_CONTAINS(err.msg, "opt failed");
  CHECK_CONTAINS(err.msg, "error:");
  CHECK(!timed_out);
  /* a hanging opt is killed at the timeout */
  char path[64];
  if (write_script("#!/bin/sh\nexec sleep 30\n", path)) {
    cc_error_clear(&err);
    CHECK(au_run_opt(path, NULL, "x", 1, 200, &timed_out, &err) == NULL);
    CHECK_STR(err.msg, "opt did not finish within 200 ms (killed): no verdict; --opt-timeout, or "
                       "--timeout (both in milliseconds), gives it longer");
    CHECK(timed_out); /* a time-out, told apart from opt's failures */
    unlink(path);
  }
  /* an opt that does not read its input at all (SIGPIPE must not kill us) */
  if (write_script("#!/bin/sh\nexit 3\n", path)) {
    size_t n = 1 << 20;
    char *big = cc_malloc(n);
    memset(big, ';', n);
    cc_error_clear(&err);
    CHECK(au_run_opt(path, NULL, big, n, 10000, NULL, &err) == NULL);
    CHECK_CONTAINS(err.msg, "exit status 3");
    free(big);
    unlink(path);
  }
  /* the output of a real run */
  cc_error_clear(&err);
  const char *good = "define amdgpu_kernel void @g(i32 %n) {\n  %a = add i32 %n, 1\n  ret void\n}\n";
  char *o = au_run_opt("opt-22", "amdgcn-unknown-amdhsa", good, strlen(good), 60000, NULL, &err);
  CHECK(o != NULL);
  if (o) CHECK_CONTAINS(o, "UniformityInfo for function 'g'");
  free(o);
}

/* ---- the audit ----------------------------------------------------------------- */

static const au_counts *counts_of(const au_report *r, au_analysis a) { return &r->counts[a]; }

/* The audit of tests/unit/inputs/NAME with o into rep (initialized here):
 * au_audit_program on its first function, or with `module` au_audit_module;
 * one CHECK that the file reads, one that the audit runs.  The module
 * (the caller frees it), NULL when the file does not read. */
static cv_module *audit_input(const char *name, const au_opts *o, bool module, au_report *rep) {
  char path[256];
  snprintf(path, sizeof path, "tests/unit/inputs/%s", name);
  au_report_init(rep);
  cc_error err;
  cc_error_clear(&err);
  size_t len = 0;
  char *ir = cc_read_file(th_src(path), FE_MAX_INPUT, &len, &err);
  cv_module *m = ir ? fe_read_ll_text(name, ir, len, &err) : NULL;
  CHECK(m != NULL);
  if (m)
    CHECK(module ? au_audit_module(m, ir, NULL, o, rep, &err)
                 : au_audit_program(cv_module_program(m, 0), ir, o, rep, &err));
  if (!m) th_fail(__FILE__, __LINE__, "%s: %s", path, err.msg);
  free(ir);
  return m;
}

TEST(audit_cycle_exit_phi_llvm_unsound) {
  /* A loop left along two edges, the second on a divergent condition; the
   * exit phi picks a different constant per edge.  With n = 1: the thread
   * with %tid == 0 leaves from %body in the first iteration (%acc = 1); the
   * others come back to %loop and leave there (%acc = 0).  %exit is in no
   * cycle, so the two instances are converged and %acc is divergent
   * ([CU] "Uniformity").  LLVM 22 calls it uniform (the bug fixed by LLVM
   * PR 216296): an unsound claim, with a witness.
   * Claims: %tid, %iv, %ec, %dc, %iv.next, %acc (6 values) + br loop,
   * br body (2 branches) = 8.  LLVM's other claims are right: %tid, %dc,
   * br body divergent (witness: different %tid), %iv, %ec, %iv.next, br
   * loop uniform (one natural loop; k-th iterations converged compute the
   * k-th counter).  So: 1 unsound, 0 imprecise, 7 agree. */
  au_opts o;
  au_opts_default(&o);
  o.analyses[AU_OURS] = false;
  o.engine.L = 8;
  au_report rep;
  cv_module *m = audit_input("audit_cycle_exit_phi.ll", &o, false, &rep);
  const au_counts *c = counts_of(&rep, AU_LLVM);
  CHECK_INT(c->functions, 1);
  CHECK_INT(c->claims, 8);
  CHECK_INT(c->unsound, 1);
  CHECK_INT(c->imprecise, 0);
  CHECK_INT(c->agree, 7);
  CHECK_INT(counts_of(&rep, AU_OURS)->claims, 0);
  CHECK_INT((int)CC_SIZE(rep.claims), 1);
  if (CC_SIZE(rep.claims) == 1) {
    const au_claim *cl = &CC_AT(rep.claims, 0);
    CHECK_STR(cl->subject, "%acc");
    CHECK_INT(cl->verdict, AU_UNSOUND);
    CHECK(!cl->says_divergent && !cl->ref_uniform);
    CHECK_CONTAINS(cl->witness, "%acc differs");
  }
  au_report_free(&rep);
  cv_module_free(m);
}

TEST(audit_equal_values_at_join_imprecise) {
  /* Both sides of a divergent branch compute %n + 1, so the join's phi is
   * the same in every thread (the reference: equal terms), but a phi at the
   * join of a divergent branch is DIVERGENT for LLVM and for ours: imprecise.
   * Claims: %tid, %c, %a1, %a2, %p, br entry = 6; only %p imprecise. */
  au_opts o;
  au_opts_default(&o);
  au_report rep;
  cv_module *m = audit_input("audit_equal_values_at_join.ll", &o, true, &rep);
  for (int a = 0; a < AU_NANALYSES; a++) {
    const au_counts *c = counts_of(&rep, (au_analysis)a);
    CHECK_INT(c->claims, 6);
    CHECK_INT(c->unsound, 0);
    CHECK_INT(c->imprecise, 1);
    CHECK_INT(c->agree, 5);
  }
  CHECK_INT((int)CC_SIZE(rep.claims), 2);
  for (size_t i = 0; i < CC_SIZE(rep.claims); i++) {
    CHECK_STR(CC_AT(rep.claims, i).subject, "%p");
    CHECK(CC_AT(rep.claims, i).witness == NULL);
  }
  au_report_free(&rep);
  cv_module_free(m);
}

TEST(audit_rendered_cfg) {
  /* E -> A, B divergent, both to J: rendered with %tid, %d.E, %c.E in E
   * and %from.J in J.  Claims: 4 values + br E = 5.  All divergent in the
   * reference: %tid, %d.E and %c.E differ per thread; the threads that
   * split at E meet at J (in no cycle, so converged) coming from A and B.
   * Both analyses say divergent: 5 agree.  The uniform variant: br E
   * (on a kernel argument) and %from.J (both threads come the same way)
   * are uniform for all: 2 claims, 2 agree. */
  const char *cfgs[2] = {"E -> A, B divergent\nA -> J\nB -> J\nJ\n",
                         "E -> A, B uniform\nA -> J\nB -> J\nJ\n"};
  int claims[2] = {5, 2};
  for (int v = 0; v < 2; v++) {
    cv_module *m = th_parse_cfg(cfgs[v]);
    if (!m) continue;
    au_opts o;
    au_opts_default(&o);
    o.keep_agree = true;
    au_report rep;
    au_report_init(&rep);
    cc_error err;
    cc_error_clear(&err);
    CHECK(au_audit_program(cv_module_program(m, 0), NULL, &o, &rep, &err));
    for (int a = 0; a < AU_NANALYSES; a++) {
      CHECK_INT(counts_of(&rep, (au_analysis)a)->claims, claims[v]);
      CHECK_INT(counts_of(&rep, (au_analysis)a)->agree, claims[v]);
    }
    CHECK_INT((int)CC_SIZE(rep.claims), 2 * claims[v]);
    for (size_t i = 0; i < CC_SIZE(rep.claims); i++) {
      const au_claim *c = &CC_AT(rep.claims, i);
      CHECK(c->says_divergent == (v == 0));
      CHECK(c->ref_uniform == (v == 1));
    }
    au_report_free(&rep);
    cv_module_free(m);
  }
}

TEST(audit_failures_leave_report_unchanged) {
  /* opt missing: an error, and nothing added to the report */
  cv_module *m = th_parse_cfg("E -> A, B divergent\nA -> J\nB -> J\nJ\n");
  if (!m) return;
  au_opts o;
  au_opts_default(&o);
  o.opt_path = "/nonexistent/opt-22";
  au_report rep;
  au_report_init(&rep);
  cc_error err;
  cc_error_clear(&err);
  CHECK(!au_audit_program(cv_module_program(m, 0), NULL, &o, &rep, &err));
  CHECK_CONTAINS(err.msg, "cannot run");
  CHECK_INT(rep.counts[AU_OURS].claims, 0);
  CHECK_INT((int)CC_SIZE(rep.claims), 0);
  /* absurd bounds */
  au_opts_default(&o);
  o.engine.L = 1000;
  cc_error_clear(&err);
  CHECK(!au_audit_program(cv_module_program(m, 0), NULL, &o, &rep, &err));
  CHECK_CONTAINS(err.msg, "--bound");
  CHECK_INT(rep.counts[AU_LLVM].functions, 0);
  au_report_free(&rep);
  cv_module_free(m);
}

TEST(audit_programs_one_module) {
  /* The two programs of audit_rendered_cfg rendered into one module (one
   * opt run): their counts add up, 5 + 2 = 7 claims, all agree.  Two
   * programs with one name cannot share a module: an error, nothing added. */
  cv_module *a = th_parse_cfg("function d\nE -> A, B divergent\nA -> J\nB -> J\nJ\n");
  cv_module *b = th_parse_cfg("function u\nE -> A, B uniform\nA -> J\nB -> J\nJ\n");
  cv_module *c = th_parse_cfg("function d\nE -> X\nX\n");
  if (!a || !b || !c) {
    cv_module_free(a);
    cv_module_free(b);
    cv_module_free(c);
    return;
  }
  const cv_program *ps[2] = {cv_module_program(a, 0), cv_module_program(b, 0)};
  au_opts o;
  au_opts_default(&o);
  au_report rep;
  au_report_init(&rep);
  cc_error err;
  cc_error_clear(&err);
  CHECK(au_audit_programs(ps, 2, &o, &rep, &err));
  for (int k = 0; k < AU_NANALYSES; k++) {
    CHECK_INT(rep.counts[k].functions, 2);
    CHECK_INT(rep.counts[k].claims, 7);
    CHECK_INT(rep.counts[k].agree, 7);
  }
  ps[1] = cv_module_program(c, 0);
  cc_error_clear(&err);
  CHECK(!au_audit_programs(ps, 2, &o, &rep, &err));
  CHECK_CONTAINS(err.msg, "two functions are called 'd'");
  CHECK_INT(rep.counts[AU_OURS].functions, 2);
  au_report_free(&rep);
  cv_module_free(a);
  cv_module_free(b);
  cv_module_free(c);
}

/* ---- the rendering for transform checks (fe_ll_write_convergent) -------- */

/* Convergent calls of block `name` of p. */
static int convergent_calls(const cv_program *p, const char *name) {
  int b = cv_program_find_block(p, name), n, c = 0;
  if (b < 0) return -1;
  const int *insts = cv_block_insts(p, b, &n);
  for (int i = 0; i < n; i++) {
    const cv_inst *I = cv_program_inst(p, insts[i]);
    c += (I->flags & CV_INST_CONVERGENT) && I->opcode && !strstr(I->text ? I->text : "", "convergence.");
  }
  return c;
}

/* .cfg text rendered for transform checks (tokens or not) and read back:
 * one CHECK per string of `has` (NULL-terminated) that the IR contains and
 * per string of `lacks` that it does not.  The module read back (the
 * caller frees it), NULL when there is none (a failure already). */
static cv_module *check_rendered(const char *cfg, bool tokens, const char *const *has,
                                 const char *const *lacks) {
  cc_buf ir;
  cv_module *q = render_as(cfg, true, tokens, &ir);
  for (int i = 0; q && has && has[i]; i++) {
    th_checks++;
    if (!strstr(cc_buf_str(&ir), has[i]))
      th_fail(__FILE__, __LINE__, "the rendering lacks \"%s\":\n%s", has[i], cc_buf_str(&ir));
  }
  for (int i = 0; q && lacks && lacks[i]; i++) {
    th_checks++;
    if (strstr(cc_buf_str(&ir), lacks[i]))
      th_fail(__FILE__, __LINE__, "the rendering has \"%s\":\n%s", lacks[i], cc_buf_str(&ir));
  }
  cc_buf_free(&ir);
  return q;
}

TEST(ll_write_convergent_blocks_edges_and_one_call_each) {
  /* a divergent self-loop after a uniform branch: the same blocks and
   * successors, one @convcheck.op call per block */
  const char *cfg = "B0 -> B1, B2 uniform\nB1 -> B1, B2 divergent\nB2\n";
  /* B1 is visited again: its visit counter is a phi of 0 from B0 and of
   * the increment from B1; B0 (visited once) reads bit 0: no counter; the
   * divergent word is the thread's own, the uniform one is shared */
  static const char *const has[] = {"%v.B1.B1 = phi i64 [ 0, %B0 ], [ %n.v.B1, %B1 ]",
                                    "%c.B0 = trunc i64 %w.B0 to i1",
                                    "@convcheck.in.B1, i32 0, i32 %tid",
                                    "load i64, ptr addrspace(1) @convcheck.in.B0\n", NULL};
  static const char *const lacks[] = {"v.B0", "convergencectrl", NULL};
  cv_module *q = check_rendered(cfg, false, has, lacks);
  if (!q) return;
  const cv_program *r = cv_module_program(q, 0);
  cc_buf sig;
  cc_buf_init(&sig);
  cfg_signature(r, &sig);
  CHECK_STR(cc_buf_str(&sig), "B0:B1,B2 B1:B1,B2 B2: ");
  CHECK_INT(convergent_calls(r, "B0"), 1);
  CHECK_INT(convergent_calls(r, "B1"), 1);
  CHECK_INT(convergent_calls(r, "B2"), 1);
  cc_buf_free(&sig);
  cv_module_free(q);
}

TEST(ll_write_convergent_counter_phis_only_where_values_meet) {
  /* B3 joins B1 and B2 but B3's branch is not on a cycle: no counter, no
   * phi; the counter of the loop B4 -> B4 is 0 on entry from B3 (no phi
   * at B3, which would merge two equal values) */
  const char *cfg = "B0 -> B1, B2 divergent\nB1 -> B3\nB2 -> B3\nB3 -> B4, B5 divergent\n"
                    "B4 -> B4, B5 divergent\nB5\n";
  static const char *const has[] = {"%v.B4.B4 = phi i64 [ 0, %B3 ], [ %n.v.B4, %B4 ]", NULL};
  static const char *const lacks[] = {"v.B3", "%v.B4.B3", NULL};
  cv_module_free(check_rendered(cfg, false, has, lacks));
}

TEST(ll_write_convergent_tokens_heart_and_anchor) {
  /* the natural loop B1 (outermost): a heart on the entry token, used by
   * B1's call; the irreducible cycle {B2, B3} (entered at both): anchors;
   * B0 and B4 on no cycle: the entry token */
  const char *cfg = "B0 -> B1, B2 divergent\nB1 -> B1, B2 divergent\nB2 -> B3, B4 divergent\n"
                    "B3 -> B2\nB4\n";
  /* B0 -> B2 and B1 -> B2 enter {B2, B3} at B2 only: reducible, header B2 */
  static const char *const hearts[] = {
      "%heart.B1 = call token @llvm.experimental.convergence.loop() "
      "[ \"convergencectrl\"(token %tok.entry) ]",
      "@convcheck.op(i64 1) [ \"convergencectrl\"(token %heart.B1) ]",
      "@convcheck.op(i64 2) [ \"convergencectrl\"(token %heart.B2) ]",
      "@convcheck.op(i64 3) [ \"convergencectrl\"(token %heart.B2) ]",
      "@convcheck.op(i64 0) [ \"convergencectrl\"(token %tok.entry) ]",
      "@convcheck.op(i64 4) [ \"convergencectrl\"(token %tok.entry) ]", NULL};
  cv_module_free(check_rendered(cfg, true, hearts, NULL));
  /* an irreducible cycle: B1 and B2 both entered from B0 */
  static const char *const anchors[] = {
      "@convcheck.op(i64 1) [ \"convergencectrl\"(token %anchor.B1) ]",
      "@convcheck.op(i64 2) [ \"convergencectrl\"(token %anchor.B2) ]", NULL};
  static const char *const no_heart[] = {"heart", NULL};
  cv_module_free(check_rendered("B0 -> B1, B2 divergent\nB1 -> B2, B3 divergent\nB2 -> B1\nB3\n",
                                true, anchors, no_heart));
}

TEST(ll_write_convergent_refuses_what_it_cannot_render) {
  /* three successors: no switch in this rendering */
  TH_CFG(m, p, "A -> B, C, D uniform\nB\nC\nD\n");
  size_t written;
  cc_error err = write_refused(p, true, &written);
  CHECK(err.set && strstr(err.msg, "two distinct blocks") != NULL);
  CHECK_INT((int)written, 0);
  cv_module_free(m);
}

TEST(audit_not_reached_counted_apart) {
  /* tests/unit/inputs/audit_not_reached.ll: %after needs 11 blocks.  At
   * L = 8 no trace executes it: its claims (%v and %p, both divergent for
   * our analysis: they read %tid) are not reached, counted apart, with
   * reach_L 11 (by hand, the file's comment).  Reached: %tid (divergent:
   * agree), %i, %c, %n (uniform: agree), br h (uniform: agree) = 5
   * agree.  At L = 11 the two are reached and agree (divergent: threads
   * of different %tid). */
  au_opts o;
  au_opts_default(&o);
  o.analyses[AU_LLVM] = false;
  o.engine.L = 8;
  au_report rep;
  cv_module *m = audit_input("audit_not_reached.ll", &o, false, &rep);
  const au_counts *c = counts_of(&rep, AU_OURS);
  CHECK_INT(c->claims, 7);
  CHECK_INT(c->not_reached, 2);
  CHECK_INT(c->agree, 5);
  CHECK_INT(c->imprecise, 0);
  CHECK_INT(rep.reach_L, 11);
  CHECK_INT(rep.reach_unknown, 0);
  CHECK_STR(au_verdict_name(AU_NOT_REACHED), "not-reached");
  au_report_free(&rep);
  cv_module_free(m);
  o.engine.L = 11;
  m = audit_input("audit_not_reached.ll", &o, false, &rep);
  c = counts_of(&rep, AU_OURS);
  CHECK_INT(c->not_reached, 0);
  CHECK_INT(c->agree, 7);
  au_report_free(&rep);
  cv_module_free(m);
}

/* InstCombine's fixpoint abort (opt-22's message, as it printed it on
 * tests/cli/transform_crosslane/alone-halving.before.ll): each
 * `instcombine` of the pipeline gets no-verify-fixpoint, its own options
 * kept after it and a verify-fixpoint of its own dropped; another pass of
 * a similar name, and any other message, are left alone. */
TEST(audit_opt_fixpoint_pipeline) {
  const char *msg = "LLVM ERROR: Instruction Combining on f did not reach a fixpoint after 1 "
                    "iterations. Use 'instcombine<no-verify-fixpoint>' or function attribute "
                    "'instcombine-no-verify-fixpoint' to suppress this error.";
  static const struct {
    const char *in, *out; /* out NULL: nothing to say */
  } rows[] = {
      {"instcombine", "instcombine<no-verify-fixpoint>"},
      {"sroa,instcombine,gvn", "sroa,instcombine<no-verify-fixpoint>,gvn"},
      {"function(instcombine<max-iterations=2>)",
       "function(instcombine<no-verify-fixpoint;max-iterations=2>)"},
      {"instcombine<verify-fixpoint;max-iterations=1>,instcombine",
       "instcombine<no-verify-fixpoint;max-iterations=1>,instcombine<no-verify-fixpoint>"},
      {"aggressive-instcombine", NULL},
      {"instcombiner", NULL},
  };
  for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
    cc_buf b;
    cc_buf_init(&b);
    bool said = au_opt_fixpoint_pipeline(msg, rows[i].in, &b);
    CHECK_INT(said, rows[i].out != NULL);
    CHECK_STR(cc_buf_str(&b), rows[i].out ? rows[i].out : "");
    cc_buf_free(&b);
  }
  cc_buf b;
  cc_buf_init(&b);
  CHECK(!au_opt_fixpoint_pipeline("opt-22: x.ll:1:1: error: expected top-level entity",
                                  "instcombine", &b));
  CHECK_STR(cc_buf_str(&b), "");
  cc_buf_free(&b);
}
