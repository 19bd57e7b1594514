/* encode/smt_z3.c — the Z3 plumbing of encode/ (prefix smtZ_): contexts
 * and their solver, errors recorded (never fatal), Boolean terms with
 * constants folded, time limits, the icmp predicates over bit-vectors.
 * The reference-counting rule is stated once, in encode/smt_int.h. */
#include "encode/smt_int.h"

#include <pthread.h>
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* ---- the context and its errors ----------------------------------------------
 * Z3's error handler receives only the context, so the live wrappers of this
 * thread are kept in a list and the handler records into the one whose
 * context failed.  (Z3 contexts are not thread-safe; a context is used by the
 * thread that made it, hence a thread-local list.) */

static _Thread_local smtZ_ctx *live;

static void on_z3_error(Z3_context c, Z3_error_code e) {
  for (smtZ_ctx *S = live; S; S = S->next)
    if (S->ctx == c) {
      if (S->interrupted) return; /* the watchdog's cancel: the time limit */
      cc_error_set(&S->err, S->file, 0, 0, "Z3 error (code %d): %s", (int)e,
                   Z3_get_error_msg(c, e));
      return;
    }
}

static void unlink_live(smtZ_ctx *S) {
  for (smtZ_ctx **q = &live; *q; q = &(*q)->next)
    if (*q == S) {
      *q = S->next;
      return;
    }
}

bool smtZ_ok(smtZ_ctx *S) {
  if (!S->ctx) return !S->err.set;
  Z3_error_code e = Z3_get_error_code(S->ctx);
  if (e != Z3_OK && !S->interrupted)
    cc_error_set(&S->err, S->file, 0, 0, "Z3 error (code %d): %s", (int)e,
                 Z3_get_error_msg(S->ctx, e));
  return !S->err.set;
}

/* A term Z3 returned, or the fallback (a valid term of the same sort) once
 * an error is recorded, so that a failed call never feeds NULL to Z3. */
static Z3_ast got(smtZ_ctx *S, Z3_ast a, Z3_ast fallback) {
  if (!a && !S->err.set) cc_error_set(&S->err, S->file, 0, 0, "Z3 returned no term");
  return S->err.set ? fallback : a;
}

bool smtZ_open(smtZ_ctx *S, const char *file, cc_error *err) {
  return smtZ_open_logic(S, file, "QF_FD", err);
}

bool smtZ_open_logic(smtZ_ctx *S, const char *file, const char *logic_name,
                       cc_error *err) {
  memset(S, 0, sizeof *S);
  snprintf(S->file, sizeof S->file, "%s", file ? file : "");
  S->theories = !logic_name || strcmp(logic_name, "QF_FD") != 0;
  Z3_config cfg = Z3_mk_config();
  if (!cfg) {
    cc_error_set(err, S->file, 0, 0, "Z3: cannot make a configuration");
    return false;
  }
  Z3_set_param_value(cfg, "model", "true");
  S->ctx = Z3_mk_context(cfg);
  Z3_del_config(cfg);
  if (!S->ctx) {
    cc_error_set(err, S->file, 0, 0, "Z3: cannot make a context");
    return false;
  }
  S->next = live;
  live = S;
  Z3_set_error_handler(S->ctx, on_z3_error);
  S->tru = Z3_mk_true(S->ctx);
  S->fls = Z3_mk_false(S->ctx);
  /* Every constraint is propositional (the costs are unary): Z3's SAT
   * solver (logic QF_FD, incremental, with assumptions) is about twice as
   * fast as its SMT core (Z3_mk_simple_solver) on these problems. */
  if (S->tru && S->fls && logic_name) {
    Z3_symbol logic = Z3_mk_string_symbol(S->ctx, logic_name);
    if (logic) S->solver = Z3_mk_solver_for_logic(S->ctx, logic);
  } else if (S->tru && S->fls) {
    S->solver = Z3_mk_solver(S->ctx); /* theories: uninterpreted sorts, bit-vectors */
  }
  if (S->solver) Z3_solver_inc_ref(S->ctx, S->solver);
  if (!S->tru || !S->fls || !S->solver || !smtZ_ok(S)) {
    if (!S->err.set) cc_error_set(&S->err, S->file, 0, 0, "Z3: cannot start a solver");
    if (!err->set) *err = S->err;
    smtZ_close(S);
    return false;
  }
  return true;
}

/* Eager bit-blasting for the candidate queries (encode/smt_inputs.c): Z3's
 * QF_UFBV solver keeps the uninterpreted functions and bit-blasts lazily in
 * its SMT core, which settles most queries in a few ms but takes seconds or
 * hits the limit on a path of -O0 OpenCL code whose conditions multiply
 * inputs (Rodinia's pathfinder: `get_group_id(0) * (get_local_size(0) - 2 *
 * iteration * HALO)`, 2-13 s a query).  The same formulas after Ackermann's
 * reduction (each application of an uninterpreted function a fresh
 * bit-vector, with the functional consistency constraints between
 * applications of one function: W. Ackermann, "Solvable Cases of the
 * Decision Problem", 1954; Kroening and Strichman, "Decision Procedures",
 * 2nd ed., section 4.2) are pure bit-vector formulas, bit-blasted at once
 * for Z3's SAT solver: 0.2-0.4 s on the same queries, but 0.1 s even on an
 * easy one.  The reduction is equisatisfiable and its model gives the
 * functions back (Z3's model converter), so answers and models are the
 * QF_UFBV solver's -- provided the solver is given the query as it was
 * made: after a check that timed out, Z3 4.8.12's QF_UFBV solver returns
 * from Z3_solver_get_assertions its preprocessed form, where an
 * application `(load a)` is a fresh constant load!0 and a fact a fresh
 * Boolean k!2, their meaning kept only in that solver.  Copied, that list
 * is a weaker query, and its models left the candidate's facts false (an
 * argument 0 where a branch needed it positive: "the encoding and the
 * replay disagree" on a new user's OpenCL kernel).  So the queries keep
 * what they assert (smtZ_assert_kept) and the move takes that; and a model
 * of this solver is used only when every kept assertion is true in it
 * (smtZ_model_satisfies), else the caller asks the lazy solver again
 * (smtZ_to_lazy).  A goal the chain does not reduce to SAT (a sort that
 * is not a bit-vector) falls back to Z3's QF_UFBV tactic.
 * smtZ_to_eager_bv moves S's assertions to such a solver (the caller asks
 * the lazy one first, for a moment). */
static Z3_solver smtZ_eager_solver(Z3_context z) {
  static const char *const chain[] = {"simplify", "propagate-values", "solve-eqs",
                                      "ackermannize_bv", "bit-blast", "sat"};
  Z3_tactic t = Z3_mk_tactic(z, chain[0]);
  if (t) Z3_tactic_inc_ref(z, t);
  for (size_t i = 1; t && i < sizeof chain / sizeof *chain; i++) {
    Z3_tactic n = Z3_mk_tactic(z, chain[i]);
    if (n) Z3_tactic_inc_ref(z, n);
    Z3_tactic both = n ? Z3_tactic_and_then(z, t, n) : NULL;
    if (both) Z3_tactic_inc_ref(z, both);
    Z3_tactic_dec_ref(z, t);
    if (n) Z3_tactic_dec_ref(z, n);
    t = both;
  }
  Z3_tactic fallback = t ? Z3_mk_tactic(z, "qfufbv") : NULL;
  if (fallback) Z3_tactic_inc_ref(z, fallback);
  Z3_tactic either = fallback ? Z3_tactic_or_else(z, t, fallback) : NULL;
  if (either) Z3_tactic_inc_ref(z, either);
  Z3_solver s = either ? Z3_mk_solver_from_tactic(z, either) : NULL;
  if (s) Z3_solver_inc_ref(z, s);
  if (either) Z3_tactic_dec_ref(z, either);
  if (fallback) Z3_tactic_dec_ref(z, fallback);
  if (t) Z3_tactic_dec_ref(z, t);
  return s;
}

void smtZ_assert_kept(smtZ_ctx *S, Z3_ast a) {
  if (S->err.set || !S->ctx || !S->solver || !a) return;
  if (!S->kept) {
    S->kept = Z3_mk_ast_vector(S->ctx);
    if (!S->kept) return;
    Z3_ast_vector_inc_ref(S->ctx, S->kept);
  }
  Z3_ast_vector_push(S->ctx, S->kept, a);
  Z3_solver_assert(S->ctx, S->solver, a);
}

/* The assertions S's query is made of: the kept ones, else the solver's
 * own (inc_ref'd). */
static Z3_ast_vector smtZ_query(smtZ_ctx *S) {
  Z3_ast_vector v = S->kept ? S->kept : Z3_solver_get_assertions(S->ctx, S->solver);
  if (v) Z3_ast_vector_inc_ref(S->ctx, v);
  return v;
}

/* S's assertions moved to solver s (S's from now on). */
static bool smtZ_move_to(smtZ_ctx *S, Z3_solver s, const char *what) {
  Z3_context z = S->ctx;
  Z3_ast_vector v = s ? smtZ_query(S) : NULL;
  if (v) {
    unsigned n = Z3_ast_vector_size(z, v);
    for (unsigned i = 0; i < n; i++) Z3_solver_assert(z, s, Z3_ast_vector_get(z, v, i));
    Z3_ast_vector_dec_ref(z, v);
  }
  if (!s || !v || !smtZ_ok(S)) {
    if (s) Z3_solver_dec_ref(z, s);
    if (!S->err.set) cc_error_set(&S->err, S->file, 0, 0, "Z3: cannot make the %s solver", what);
    return false;
  }
  Z3_solver_dec_ref(z, S->solver);
  S->solver = s;
  return true;
}

bool smtZ_to_eager_bv(smtZ_ctx *S) {
  if (S->err.set || !S->ctx || !S->solver) return false;
  return smtZ_move_to(S, smtZ_eager_solver(S->ctx), "bit-blasting");
}

bool smtZ_to_lazy(smtZ_ctx *S, const char *logic) {
  if (S->err.set || !S->ctx || !S->solver) return false;
  Z3_solver s = Z3_mk_solver_for_logic(S->ctx, Z3_mk_string_symbol(S->ctx, logic));
  if (s) Z3_solver_inc_ref(S->ctx, s);
  return smtZ_move_to(S, s, logic);
}

/* Is every formula of v true in model m (model completion on)? */
static bool smtZ_all_true(smtZ_ctx *S, Z3_ast_vector v, Z3_model m) {
  Z3_context z = S->ctx;
  bool all = true;
  unsigned n = Z3_ast_vector_size(z, v);
  for (unsigned i = 0; i < n && all; i++) {
    Z3_ast val = NULL;
    all = Z3_model_eval(z, m, Z3_ast_vector_get(z, v, i), true, &val) && val &&
          Z3_get_bool_value(z, val) == Z3_L_TRUE;
  }
  return all && smtZ_ok(S);
}

bool smtZ_model_satisfies(smtZ_ctx *S, Z3_model m) {
  Z3_ast_vector v = smtZ_query(S);
  if (!v) return false;
  bool all = smtZ_all_true(S, v, m);
  Z3_ast_vector_dec_ref(S->ctx, v);
  return all;
}

/* Solver s's limits: ms milliseconds (0: none), never past S's deadline,
 * and Z3's resource limit rlimit (0: none). */
static void smtZ_solver_limits(smtZ_ctx *S, Z3_solver s, unsigned ms, unsigned rlimit) {
  Z3_context z = S->ctx;
  if (S->deadline > 0) { /* never past the deadline */
    double left = (S->deadline - cc_now()) * 1000.0;
    unsigned cap = left < 1 ? 1 : (unsigned)left;
    if (!ms || ms > cap) ms = cap;
  }
  Z3_params ps = Z3_mk_params(z);
  if (!ps) return;
  Z3_params_inc_ref(z, ps);
  Z3_params_set_uint(z, ps, Z3_mk_string_symbol(z, "timeout"), ms ? ms : 4294967295u);
  if (rlimit) Z3_params_set_uint(z, ps, Z3_mk_string_symbol(z, "rlimit"), rlimit);
  Z3_solver_set_params(z, s, ps);
  Z3_params_dec_ref(z, ps);
}

Z3_lbool smtZ_check_eager(smtZ_ctx *S, unsigned n, const Z3_ast *fs, unsigned ms) {
  if (S->err.set || !S->ctx || smtZ_expired(S)) return Z3_L_UNDEF;
  Z3_context z = S->ctx;
  Z3_solver s = smtZ_eager_solver(z);
  if (!s) {
    smtZ_ok(S);
    return Z3_L_UNDEF;
  }
  smtZ_solver_limits(S, s, ms, 0);
  for (unsigned i = 0; i < n; i++) Z3_solver_assert(z, s, fs[i]);
  Z3_lbool r = smtZ_ok(S) ? Z3_solver_check(z, s) : Z3_L_UNDEF;
  if (!smtZ_ok(S)) r = Z3_L_UNDEF;
  Z3_solver_dec_ref(z, s);
  return r;
}

/* ---- nonlinear arithmetic as uninterpreted functions -------------------------
 * A candidate query of -O0 OpenCL code multiplies inputs (Rodinia's
 * pathfinder: `get_group_id(0) * (get_local_size(0) - 2 * iteration *
 * HALO)`), and a 32-bit multiplier bit-blasted is a circuit the SAT solver
 * searches for seconds (0.35 s in the lazy solver, 3-7 s eagerly on one of
 * pathfinder's pair queries), while the question -- do a BEFORE's branch
 * on `(a - 1) > (c - 1)`, both nsw, and an AFTER's on `a > c` disagree? --
 * rests on additions and comparisons only.  Replacing each product (and
 * quotient, remainder) whose operands are not both numerals by an
 * application f(x, y) of an uninterpreted function, one per operator and
 * width, is the classic abstraction of an operator by a function symbol
 * (Kroening and Strichman, "Decision Procedures", 2nd ed., sections 3.4
 * and 4.1: "uninterpreted functions as an abstraction technique"): a
 * model of the query gives one of the abstraction by interpreting f as the
 * operator itself, so an abstraction with no model proves the query has
 * none.  Only that answer is used; a model of the abstraction may not
 * multiply, and the caller then asks the query as made. */
enum { SMTZA_REFINE = 8 }; /* checks of one abstraction, refined between */

typedef struct smtZA_walk {
  Z3_context z;
  Z3_ast_map memo;
  Z3_func_decl fd[8][4]; /* operator slot x width slot: 8, 16, 32, 64 */
  unsigned replaced;
  Z3_ast_vector apps, ops; /* each application made, and the operation it
                            * stands for on the same (rebuilt) operands   */
} smtZA_walk;

static int smtZA_slot(Z3_decl_kind k) {
  switch (k) {
  case Z3_OP_BMUL: return 0;
  case Z3_OP_BSDIV: case Z3_OP_BSDIV_I: return 1;
  case Z3_OP_BUDIV: case Z3_OP_BUDIV_I: return 2;
  case Z3_OP_BSREM: case Z3_OP_BSREM_I: return 3;
  case Z3_OP_BUREM: case Z3_OP_BUREM_I: return 4;
  case Z3_OP_BSMOD: case Z3_OP_BSMOD_I: return 5;
  default: return -1;
  }
}

static Z3_ast smtZA_rebuild(smtZA_walk *W, Z3_ast a) {
  Z3_context z = W->z;
  if (Z3_get_ast_kind(z, a) != Z3_APP_AST) return a;
  if (Z3_ast_map_contains(z, W->memo, a)) return Z3_ast_map_find(z, W->memo, a);
  Z3_app app = Z3_to_app(z, a);
  unsigned n = Z3_get_app_num_args(z, app);
  Z3_ast out = a;
  if (n > 0) {
    Z3_ast *args = cc_malloc(n * sizeof *args);
    bool changed = false;
    for (unsigned i = 0; i < n; i++) {
      Z3_ast x = Z3_get_app_arg(z, app, i);
      args[i] = smtZA_rebuild(W, x);
      changed |= args[i] != x;
    }
    Z3_decl_kind k = Z3_get_decl_kind(z, Z3_get_app_decl(z, app));
    int op = smtZA_slot(k);
    Z3_sort srt = Z3_get_sort(z, a);
    unsigned w = Z3_get_sort_kind(z, srt) == Z3_BV_SORT ? Z3_get_bv_sort_size(z, srt) : 0;
    int ws = w == 8 ? 0 : w == 16 ? 1 : w == 32 ? 2 : w == 64 ? 3 : -1;
    if (op >= 0 && ws >= 0 && n == 2 &&
        !(Z3_is_numeral_ast(z, args[0]) && Z3_is_numeral_ast(z, args[1]))) {
      if (!W->fd[op][ws]) {
        Z3_sort dom[2] = {srt, srt};
        W->fd[op][ws] = Z3_mk_fresh_func_decl(z, "arith", 2, dom, srt);
      }
      out = Z3_mk_app(z, W->fd[op][ws], 2, args);
      Z3_ast real = Z3_update_term(z, a, 2, args);
      if (out && real) {
        Z3_ast_vector_push(z, W->apps, out);
        Z3_ast_vector_push(z, W->ops, real);
      }
      W->replaced++;
    } else if (changed) {
      out = Z3_update_term(z, a, n, args);
    }
    free(args);
  }
  if (!out) out = a; /* a Z3 error: the term as it is (smtZ_ok records it) */
  Z3_ast_map_insert(z, W->memo, a, out);
  return out;
}

/* The abstraction of the formulas src (smtZ_check_abstract_arith,
 * smtZ_check_abstract_fs), its model checked against src. */
static Z3_lbool smtZA_check(smtZ_ctx *S, Z3_ast_vector src, unsigned ms, unsigned rlimit,
                            bool *abstracted, Z3_model *model) {
  *abstracted = false;
  *model = NULL;
  if (S->err.set || !S->ctx || !src || smtZ_expired(S)) return Z3_L_UNDEF;
  Z3_context z = S->ctx;
  smtZA_walk W;
  memset(&W, 0, sizeof W);
  W.z = z;
  W.memo = Z3_mk_ast_map(z);
  if (!W.memo) {
    smtZ_ok(S);
    return Z3_L_UNDEF;
  }
  Z3_ast_map_inc_ref(z, W.memo);
  W.apps = Z3_mk_ast_vector(z);
  Z3_ast_vector_inc_ref(z, W.apps);
  W.ops = Z3_mk_ast_vector(z);
  Z3_ast_vector_inc_ref(z, W.ops);
  unsigned n = Z3_ast_vector_size(z, src);
  Z3_ast_vector v = Z3_mk_ast_vector(z);
  Z3_ast_vector_inc_ref(z, v);
  for (unsigned i = 0; i < n; i++) Z3_ast_vector_push(z, v, smtZA_rebuild(&W, Z3_ast_vector_get(z, src, i)));
  Z3_lbool r = Z3_L_UNDEF;
  if (W.replaced && smtZ_ok(S)) {
    *abstracted = true;
    Z3_solver s = Z3_mk_solver_for_logic(z, Z3_mk_string_symbol(z, "QF_UFBV"));
    if (s) {
      Z3_solver_inc_ref(z, s);
      smtZ_solver_limits(S, s, ms, rlimit);
      for (unsigned i = 0; i < n; i++) Z3_solver_assert(z, s, Z3_ast_vector_get(z, v, i));
      /* a model whose function values are not the operation's at its
       * operands' values: the operation's value there added, a fact true of
       * the operation (x = 6 and y = 7 imply f(x, y) = 42), and asked again,
       * a few times (the lazy refinement of an abstraction: Kroening and
       * Strichman, section 3.4) */
      for (int round = 0; round < SMTZA_REFINE; round++) {
        r = smtZ_ok(S) ? Z3_solver_check(z, s) : Z3_L_UNDEF;
        if (!smtZ_ok(S)) r = Z3_L_UNDEF;
        Z3_model m = r == Z3_L_TRUE ? Z3_solver_get_model(z, s) : NULL;
        if (!m || !smtZ_ok(S)) break;
        Z3_model_inc_ref(z, m);
        /* the abstraction's values, if they make the query as made true */
        if (smtZ_all_true(S, src, m)) {
          *model = m;
          break;
        }
        unsigned added = 0, na = Z3_ast_vector_size(z, W.apps);
        for (unsigned i = 0; i < na; i++) {
          Z3_ast fa = Z3_ast_vector_get(z, W.apps, i), op = Z3_ast_vector_get(z, W.ops, i);
          Z3_app app = Z3_to_app(z, fa);
          Z3_ast x = Z3_get_app_arg(z, app, 0), y = Z3_get_app_arg(z, app, 1);
          Z3_ast vf = NULL, vo = NULL, vx = NULL, vy = NULL;
          if (!Z3_model_eval(z, m, fa, true, &vf) || !Z3_model_eval(z, m, op, true, &vo) ||
              !Z3_model_eval(z, m, x, true, &vx) || !Z3_model_eval(z, m, y, true, &vy) ||
              !vf || !vo || !vx || !vy || !Z3_is_numeral_ast(z, vo))
            continue;
          if (Z3_is_eq_ast(z, vf, vo)) continue;
          Z3_ast at[2] = {Z3_mk_eq(z, x, vx), Z3_mk_eq(z, y, vy)};
          Z3_solver_assert(z, s, Z3_mk_implies(z, Z3_mk_and(z, 2, at), Z3_mk_eq(z, fa, vo)));
          added++;
        }
        Z3_model_dec_ref(z, m);
        if (!added || !smtZ_ok(S)) {
          r = Z3_L_UNDEF;
          break;
        }
      }
      if (r == Z3_L_TRUE && !*model) r = Z3_L_UNDEF;
      Z3_solver_dec_ref(z, s);
    }
  }
  Z3_ast_vector_dec_ref(z, v);
  Z3_ast_vector_dec_ref(z, W.apps);
  Z3_ast_vector_dec_ref(z, W.ops);
  Z3_ast_map_dec_ref(z, W.memo);
  smtZ_ok(S);
  return r;
}

Z3_lbool smtZ_check_abstract_arith(smtZ_ctx *S, unsigned ms, unsigned rlimit, bool *abstracted,
                                   Z3_model *model) {
  return smtZA_check(S, S->kept, ms, rlimit, abstracted, model);
}

Z3_lbool smtZ_check_abstract_fs(smtZ_ctx *S, unsigned n, const Z3_ast *fs, unsigned ms,
                                unsigned rlimit, bool *abstracted) {
  *abstracted = false;
  if (S->err.set || !S->ctx) return Z3_L_UNDEF;
  Z3_context z = S->ctx;
  Z3_ast_vector v = Z3_mk_ast_vector(z);
  if (!v) {
    smtZ_ok(S);
    return Z3_L_UNDEF;
  }
  Z3_ast_vector_inc_ref(z, v);
  for (unsigned i = 0; i < n; i++) Z3_ast_vector_push(z, v, fs[i]);
  Z3_model m = NULL;
  Z3_lbool r = smtZA_check(S, v, ms, rlimit, abstracted, &m);
  smtZ_model_free(S, m); /* only the answer is read */
  Z3_ast_vector_dec_ref(z, v);
  return r;
}

/* ---- a key of a query modulo the names of its symbols ------------------------
 * The candidate queries of one transform check name their free values by
 * term ids ("v123.w32@0"), which another round of L, another pair of paths
 * or another step of a pipeline numbers differently, so the same question
 * comes back under other names.  The key is a serialization of the
 * assertions' DAG: every node once, in depth-first order, as its
 * interpreted operator (Z3's decl kind and its integer parameters) or
 * numeral (value and sort), its sort, and its arguments; a node met again
 * is a back-reference to its first position; an uninterpreted symbol
 * (constant or function) is its number in order of first appearance with
 * its signature (domain and range sorts).  So two queries with equal keys
 * are the same formula up to a one-to-one renaming of the uninterpreted
 * symbols, which keeps satisfiability (a model of one renamed is a model of
 * the other).  Anything the key would not describe exactly -- a bound
 * variable, a quantifier, a sort other than Bool and bit-vectors, a
 * parameter other than an integer -- gives no key. */
/* AST id -> number (1, 2, ...: order of first appearance), open addressing;
 * nodes and declarations apart (Z3 numbers them apart). */
typedef struct smtZK_map {
  unsigned *id, *no;
  size_t nslots, used;
} smtZK_map;

typedef struct smtZK_walk {
  Z3_context z;
  cc_buf *out;
  smtZK_map nodes, syms;
  bool ok;
} smtZK_walk;

/* 0 when id is new (then it gets the next number), else its number. */
static unsigned smtZK_seen(smtZK_map *M, unsigned id) {
  if (2 * (M->used + 1) > M->nslots) {
    size_t n = M->nslots ? 2 * M->nslots : 1024;
    unsigned *ids = cc_calloc(n, sizeof *ids), *nos = cc_calloc(n, sizeof *nos);
    for (size_t i = 0; i < M->nslots; i++) {
      if (!M->no[i]) continue;
      size_t h = (M->id[i] * 2654435761u) & (n - 1);
      while (nos[h]) h = (h + 1) & (n - 1);
      ids[h] = M->id[i], nos[h] = M->no[i];
    }
    free(M->id), free(M->no);
    M->id = ids, M->no = nos, M->nslots = n;
  }
  size_t h = (id * 2654435761u) & (M->nslots - 1);
  for (; M->no[h]; h = (h + 1) & (M->nslots - 1))
    if (M->id[h] == id) return M->no[h];
  M->id[h] = id, M->no[h] = (unsigned)++M->used;
  return 0;
}

static void smtZK_sort(smtZK_walk *W, Z3_sort s) {
  switch (Z3_get_sort_kind(W->z, s)) {
  case Z3_BOOL_SORT: cc_buf_putc(W->out, 'b'); break;
  case Z3_BV_SORT: cc_buf_printf(W->out, "v%u", Z3_get_bv_sort_size(W->z, s)); break;
  default: W->ok = false; break;
  }
}

static void smtZK_node(smtZK_walk *W, Z3_ast a) {
  Z3_context z = W->z;
  if (!W->ok) return;
  unsigned pos = smtZK_seen(&W->nodes, Z3_get_ast_id(z, a));
  if (pos) {
    cc_buf_printf(W->out, "^%u ", pos);
    return;
  }
  switch (Z3_get_ast_kind(z, a)) {
  case Z3_NUMERAL_AST:
    cc_buf_printf(W->out, "#%s:", Z3_get_numeral_string(z, a));
    smtZK_sort(W, Z3_get_sort(z, a));
    cc_buf_putc(W->out, ' ');
    return;
  case Z3_APP_AST: break;
  default: W->ok = false; return;
  }
  Z3_app app = Z3_to_app(z, a);
  Z3_func_decl d = Z3_get_app_decl(z, app);
  unsigned n = Z3_get_app_num_args(z, app);
  if (Z3_get_decl_kind(z, d) == Z3_OP_UNINTERPRETED) {
    unsigned sym = smtZK_seen(&W->syms, Z3_get_ast_id(z, Z3_func_decl_to_ast(z, d)));
    if (sym) cc_buf_printf(W->out, "(u%u", sym);
    else { /* its first appearance: the signature */
      cc_buf_printf(W->out, "(u%u[", (unsigned)W->syms.used);
      for (unsigned i = 0; i < Z3_get_domain_size(z, d); i++) smtZK_sort(W, Z3_get_domain(z, d, i));
      cc_buf_putc(W->out, ']');
      smtZK_sort(W, Z3_get_range(z, d));
    }
  } else {
    /* an operator Z3 gives no kind of its own would not be told apart */
    if (Z3_get_decl_kind(z, d) == Z3_OP_INTERNAL) W->ok = false;
    cc_buf_printf(W->out, "(k%d", (int)Z3_get_decl_kind(z, d));
    for (unsigned i = 0; i < Z3_get_decl_num_parameters(z, d); i++) {
      if (Z3_get_decl_parameter_kind(z, d, i) != Z3_PARAMETER_INT) W->ok = false;
      else cc_buf_printf(W->out, ",%d", Z3_get_decl_int_parameter(z, d, i));
    }
    cc_buf_putc(W->out, ':');
    smtZK_sort(W, Z3_get_sort(z, a));
  }
  for (unsigned i = 0; i < n && W->ok; i++) {
    cc_buf_putc(W->out, ' ');
    smtZK_node(W, Z3_get_app_arg(z, app, i));
  }
  cc_buf_putc(W->out, ')');
}

bool smtZ_formulas_key(smtZ_ctx *S, unsigned n, const Z3_ast *fs, cc_buf *out) {
  cc_buf_clear(out);
  if (S->err.set || !S->ctx) return false;
  smtZK_walk W = {.z = S->ctx, .out = out, .ok = true};
  for (unsigned i = 0; i < n && W.ok; i++) {
    smtZK_node(&W, fs[i]);
    cc_buf_putc(out, '\n');
  }
  free(W.nodes.id), free(W.nodes.no), free(W.syms.id), free(W.syms.no);
  return W.ok && smtZ_ok(S);
}

bool smtZ_assertions_key(smtZ_ctx *S, cc_buf *out) {
  cc_buf_clear(out);
  if (S->err.set || !S->ctx || !S->solver) return false;
  Z3_context z = S->ctx;
  Z3_ast_vector v = Z3_solver_get_assertions(z, S->solver);
  if (!v) return false;
  Z3_ast_vector_inc_ref(z, v);
  smtZK_walk W = {.z = z, .out = out, .ok = true};
  for (unsigned i = 0; i < Z3_ast_vector_size(z, v) && W.ok; i++) {
    smtZK_node(&W, Z3_ast_vector_get(z, v, i));
    cc_buf_putc(out, '\n');
  }
  Z3_ast_vector_dec_ref(z, v);
  free(W.nodes.id), free(W.nodes.no), free(W.syms.id), free(W.syms.no);
  return W.ok && smtZ_ok(S);
}

/* ---- the watchdog ------------------------------------------------------------
 * Z3 checks its time limit in the solver, but some calls take long before
 * any check: asserting a large term (a whole Kleene round of the controlled
 * relation, a chain of 50,000 values) internalizes it, which no limit
 * interrupts (issue 29: 200 s for --timeout 5000).  A thread per context
 * with a deadline sleeps until it and then calls Z3_interrupt, which Z3
 * allows from another thread; from then on every call of the context
 * answers "canceled", which S->interrupted makes the time limit (unknown),
 * not an error. */
typedef struct smtZ_dog {
  pthread_t thread;
  pthread_mutex_t lock;
  pthread_cond_t wake;
  smtZ_ctx *S;
  double deadline;
  bool stop;
} smtZ_dog;

static void *smtZ_dog_run(void *arg) {
  smtZ_dog *d = arg;
  pthread_mutex_lock(&d->lock);
  while (!d->stop) {
    double left = d->deadline - cc_now();
    if (left <= 0) {
      d->S->interrupted = true;
      Z3_interrupt(d->S->ctx);
      break;
    }
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    double t = (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9 + left;
    ts.tv_sec = (time_t)t;
    ts.tv_nsec = (long)((t - (double)ts.tv_sec) * 1e9);
    pthread_cond_timedwait(&d->wake, &d->lock, &ts);
  }
  pthread_mutex_unlock(&d->lock);
  return NULL;
}

static void smtZ_dog_start(smtZ_ctx *S) {
  if (S->dog || S->deadline <= 0 || !S->ctx) return;
  smtZ_dog *d = cc_calloc(1, sizeof *d);
  d->S = S;
  d->deadline = S->deadline;
  pthread_mutex_init(&d->lock, NULL);
  pthread_cond_init(&d->wake, NULL);
  if (pthread_create(&d->thread, NULL, smtZ_dog_run, d) != 0) {
    pthread_mutex_destroy(&d->lock);
    pthread_cond_destroy(&d->wake);
    free(d);
    return; /* without a watchdog: Z3's own limits only */
  }
  S->dog = d;
}

static void smtZ_dog_stop(smtZ_ctx *S) {
  smtZ_dog *d = S->dog;
  if (!d) return;
  pthread_mutex_lock(&d->lock);
  d->stop = true;
  pthread_cond_signal(&d->wake);
  pthread_mutex_unlock(&d->lock);
  pthread_join(d->thread, NULL);
  pthread_mutex_destroy(&d->lock);
  pthread_cond_destroy(&d->wake);
  free(d);
  S->dog = NULL;
}

void smtZ_close(smtZ_ctx *S) {
  smtZ_dog_stop(S);
  if (!S->ctx) return;
  if (S->solver) Z3_solver_dec_ref(S->ctx, S->solver);
  S->solver = NULL;
  if (S->kept) Z3_ast_vector_dec_ref(S->ctx, S->kept);
  S->kept = NULL;
  unlink_live(S);
  Z3_del_context(S->ctx);
  S->ctx = NULL;
}

bool smtZ_finish(smtZ_ctx *S, double t0, double *seconds, cc_error *err) {
  smtZ_close(S);
  *seconds = cc_now() - t0;
  if (S->err.set && !err->set) *err = S->err;
  return !S->err.set;
}

void smtZ_timeout(smtZ_ctx *S, unsigned ms) {
  if (S->err.set) return;
  if (S->deadline > 0) { /* never past the deadline */
    double left = (S->deadline - cc_now()) * 1000.0;
    unsigned cap = left < 1 ? 1 : (unsigned)left;
    if (!ms || ms > cap) ms = cap;
  }
  Z3_params ps = Z3_mk_params(S->ctx);
  if (!ps) {
    smtZ_ok(S);
    return;
  }
  Z3_params_inc_ref(S->ctx, ps);
  /* 0 would mean "no time at all" to some of Z3's layers: no limit is the
   * largest value instead */
  Z3_params_set_uint(S->ctx, ps, Z3_mk_string_symbol(S->ctx, "timeout"),
                     ms ? ms : 4294967295u);
  Z3_solver_set_params(S->ctx, S->solver, ps);
  Z3_params_dec_ref(S->ctx, ps);
  smtZ_ok(S);
}

Z3_lbool smtZ_check(smtZ_ctx *S, int n, const Z3_ast *assumptions, char *reason,
                      size_t size) {
  if (reason && size) reason[0] = 0;
  if (S->err.set) return Z3_L_UNDEF;
  if (smtZ_expired(S)) {
    if (reason && size) snprintf(reason, size, "time limit reached");
    return Z3_L_UNDEF;
  }
  Z3_lbool r = n ? Z3_solver_check_assumptions(S->ctx, S->solver, (unsigned)n, assumptions)
                 : Z3_solver_check(S->ctx, S->solver);
  if (!smtZ_ok(S)) return Z3_L_UNDEF;
  if (r == Z3_L_UNDEF && reason && size) {
    Z3_string why = Z3_solver_get_reason_unknown(S->ctx, S->solver);
    snprintf(reason, size, "%s", why ? why : "unknown");
    smtZ_ok(S);
  }
  return r;
}

Z3_model smtZ_model(smtZ_ctx *S) {
  Z3_model m = Z3_solver_get_model(S->ctx, S->solver);
  if (!m || !smtZ_ok(S)) {
    if (!S->err.set) cc_error_set(&S->err, S->file, 0, 0, "Z3 gave no model");
    return NULL;
  }
  Z3_model_inc_ref(S->ctx, m);
  return m;
}

void smtZ_model_free(smtZ_ctx *S, Z3_model m) {
  if (m) Z3_model_dec_ref(S->ctx, m);
}

/* ---- Boolean terms ---------------------------------------------------------- */

smtZ_b smtZ_b_const(bool v) { return (smtZ_b){v ? SMTZ_B_TRUE : SMTZ_B_FALSE, NULL}; }

static smtZ_b ast_b(Z3_ast a) { return (smtZ_b){SMTZ_B_AST, a}; }

smtZ_b smtZ_b_var(smtZ_ctx *S, const char *name) {
  if (S->err.set) return ast_b(S->tru);
  S->nvars++;
  return ast_b(got(S, Z3_mk_fresh_const(S->ctx, name, Z3_mk_bool_sort(S->ctx)), S->tru));
}

smtZ_b smtZ_b_from(smtZ_ctx *S, Z3_ast a) {
  return a == S->fls ? smtZ_b_const(false) : a == S->tru ? smtZ_b_const(true) : ast_b(a);
}

Z3_ast smtZ_b_ast(smtZ_ctx *S, smtZ_b x) {
  return x.k == SMTZ_B_AST ? x.a : x.k == SMTZ_B_TRUE ? S->tru : S->fls;
}

smtZ_b smtZ_b_not(smtZ_ctx *S, smtZ_b x) {
  if (x.k != SMTZ_B_AST) return smtZ_b_const(x.k == SMTZ_B_FALSE);
  if (S->err.set) return ast_b(S->tru);
  return ast_b(got(S, Z3_mk_not(S->ctx, x.a), S->tru));
}

/* A conjunction (conj) or disjunction of v[0..n-1]: the absorbing constant
 * (false for AND, true for OR) decides it, the neutral one drops out. */
static smtZ_b nary(smtZ_ctx *S, smtZ_b *v, int n, bool conj) {
  int absorbing = conj ? SMTZ_B_FALSE : SMTZ_B_TRUE, m = 0;
  for (int i = 0; i < n; i++) {
    if (v[i].k == absorbing) return smtZ_b_const(!conj);
    if (v[i].k == SMTZ_B_AST) v[m++] = v[i];
  }
  if (m == 0) return smtZ_b_const(conj);
  if (m == 1) return v[0];
  if (S->err.set) return ast_b(S->tru);
  Z3_ast *args = cc_malloc((size_t)m * sizeof *args);
  for (int i = 0; i < m; i++) args[i] = v[i].a;
  Z3_ast a = conj ? Z3_mk_and(S->ctx, (unsigned)m, args) : Z3_mk_or(S->ctx, (unsigned)m, args);
  free(args);
  return ast_b(got(S, a, S->tru));
}

smtZ_b smtZ_b_and(smtZ_ctx *S, smtZ_b *v, int n) { return nary(S, v, n, true); }
smtZ_b smtZ_b_or(smtZ_ctx *S, smtZ_b *v, int n) { return nary(S, v, n, false); }

smtZ_b smtZ_b_and2(smtZ_ctx *S, smtZ_b x, smtZ_b y) {
  smtZ_b v[2] = {x, y};
  return smtZ_b_and(S, v, 2);
}

smtZ_b smtZ_b_or2(smtZ_ctx *S, smtZ_b x, smtZ_b y) {
  smtZ_b v[2] = {x, y};
  return smtZ_b_or(S, v, 2);
}

smtZ_b smtZ_b_implies(smtZ_ctx *S, smtZ_b x, smtZ_b y) {
  return smtZ_b_or2(S, smtZ_b_not(S, x), y);
}

smtZ_b smtZ_b_iff(smtZ_ctx *S, smtZ_b x, smtZ_b y) {
  if (x.k != SMTZ_B_AST) return x.k == SMTZ_B_TRUE ? y : smtZ_b_not(S, y);
  if (y.k != SMTZ_B_AST) return y.k == SMTZ_B_TRUE ? x : smtZ_b_not(S, x);
  if (x.a == y.a) return smtZ_b_const(true);
  if (S->err.set) return ast_b(S->tru);
  return ast_b(got(S, Z3_mk_eq(S->ctx, x.a, y.a), S->tru));
}

smtZ_b smtZ_b_xor(smtZ_ctx *S, smtZ_b x, smtZ_b y) {
  return smtZ_b_not(S, smtZ_b_iff(S, x, y));
}

void smtZ_assert(smtZ_ctx *S, smtZ_b x) {
  if (x.k == SMTZ_B_TRUE || S->err.set) return;
  Z3_solver_assert(S->ctx, S->solver, smtZ_b_ast(S, x));
  smtZ_ok(S);
}

bool smtZ_b_eval(smtZ_ctx *S, Z3_model m, smtZ_b x) {
  if (x.k != SMTZ_B_AST) return x.k == SMTZ_B_TRUE;
  if (S->err.set) return false;
  Z3_ast v = NULL;
  if (!Z3_model_eval(S->ctx, m, x.a, true, &v) || !v) {
    smtZ_ok(S);
    if (!S->err.set) cc_error_set(&S->err, S->file, 0, 0, "Z3: cannot evaluate a model");
    return false;
  }
  Z3_lbool b = Z3_get_bool_value(S->ctx, v);
  smtZ_ok(S);
  return b == Z3_L_TRUE;
}

/* ---- time limits --------------------------------------------- */

/* The work stops a little before the limit (10 % of it, at most 0.5 s):
 * deleting a context of a few million terms takes 0.1-0.2 s, and the
 * caller's process has its own start and end (bench/smt.sh --timeouts:
 * the whole `mconv --timeout T` process against T). */
void smtZ_deadline(smtZ_ctx *S, double t0, unsigned timeout_ms) {
  double reserve = timeout_ms / 10000.0;
  if (reserve > 0.5) reserve = 0.5;
  S->deadline = timeout_ms ? t0 + timeout_ms / 1000.0 - reserve : 0;
  smtZ_dog_start(S);
}

bool smtZ_expired(const smtZ_ctx *S) { return S->deadline > 0 && cc_now() >= S->deadline; }

unsigned smtZ_time_left(double t0, unsigned timeout_ms, bool *over) {
  if (over) *over = false;
  if (!timeout_ms) return 0;
  double used = (cc_now() - t0) * 1000.0;
  if (used >= (double)timeout_ms) {
    if (over) *over = true;
    return 1;
  }
  unsigned left = (unsigned)((double)timeout_ms - used);
  return left ? left : 1;
}

/* LLVM's icmp predicates over bit-vectors (LangRef, "'icmp' Instruction"):
 * ua, ub are the operands as the unsigned predicates read them, sa, sb as
 * the signed ones (the same terms when one representation serves both).
 * NULL for a predicate it does not know. */
Z3_ast smtZ_bv_icmp(Z3_context z, const char *pred, Z3_ast ua, Z3_ast ub, Z3_ast sa,
                   Z3_ast sb) {
  if (!strcmp(pred, "eq")) return Z3_mk_eq(z, ua, ub);
  if (!strcmp(pred, "ne")) return Z3_mk_not(z, Z3_mk_eq(z, ua, ub));
  if (!strcmp(pred, "ult")) return Z3_mk_bvult(z, ua, ub);
  if (!strcmp(pred, "ule")) return Z3_mk_bvule(z, ua, ub);
  if (!strcmp(pred, "ugt")) return Z3_mk_bvugt(z, ua, ub);
  if (!strcmp(pred, "uge")) return Z3_mk_bvuge(z, ua, ub);
  if (!strcmp(pred, "slt")) return Z3_mk_bvslt(z, sa, sb);
  if (!strcmp(pred, "sle")) return Z3_mk_bvsle(z, sa, sb);
  if (!strcmp(pred, "sgt")) return Z3_mk_bvsgt(z, sa, sb);
  if (!strcmp(pred, "sge")) return Z3_mk_bvsge(z, sa, sb);
  return NULL;
}

/* ---- odds and ends ------------------------------------------------------------------ */

void smt_z3_version(char *buf, size_t size) {
  unsigned major = 0, minor = 0, build = 0, rev = 0;
  Z3_get_version(&major, &minor, &build, &rev);
  snprintf(buf, size, "%u.%u.%u", major, minor, build);
}

bool smt_selftest_error(cc_error *err) {
  smtZ_ctx S;
  cc_error e0;
  cc_error_clear(&e0);
  if (!smtZ_open(&S, "selftest", &e0)) {
    *err = e0;
    return false;
  }
  /* an ill-sorted conjunction: Z3 reports a sort error through the handler */
  Z3_ast one = Z3_mk_int(S.ctx, 1, Z3_mk_int_sort(S.ctx));
  Z3_ast args[2] = {one, S.tru};
  (void)Z3_mk_and(S.ctx, 2, args);
  smtZ_ok(&S);
  bool recorded = S.err.set;
  smtZ_close(&S);
  if (recorded) *err = S.err;
  return recorded;
}

/* ---- answers kept by key ---------------------------------------------------
 * An open-addressing table of the whole keys (smt_int.h smtZ_answers). */
typedef struct smtZ_answer {
  uint64_t hash;
  char *key;
  size_t len;
  int status;
} smtZ_answer;

static const smtZ_answer *answer_at(const smtZ_answers *A, uint64_t h, const char *key, size_t len) {
  if (!A->nslots) return NULL;
  for (size_t i = h & (A->nslots - 1); A->slot[i].key; i = (i + 1) & (A->nslots - 1)) {
    const smtZ_answer *e = &A->slot[i];
    if (e->hash == h && e->len == len && !memcmp(e->key, key, len)) return e;
  }
  return NULL;
}

bool smtZ_answer_find(const smtZ_answers *A, const cc_buf *key, int *status) {
  const smtZ_answer *e = answer_at(A, cc_hash_bytes(key->data, key->len, 0), key->data, key->len);
  if (e) *status = e->status;
  return e != NULL;
}

void smtZ_answer_put(smtZ_answers *A, const cc_buf *key, int status) {
  uint64_t h = cc_hash_bytes(key->data, key->len, 0);
  if (A->bytes + key->len > A->max_bytes || answer_at(A, h, key->data, key->len)) return;
  if (2 * (A->used + 1) > A->nslots) {
    size_t n = A->nslots ? 2 * A->nslots : 1024;
    smtZ_answer *slot = cc_calloc(n, sizeof *slot);
    for (size_t i = 0; i < A->nslots; i++) {
      if (!A->slot[i].key) continue;
      size_t j = A->slot[i].hash & (n - 1);
      while (slot[j].key) j = (j + 1) & (n - 1);
      slot[j] = A->slot[i];
    }
    free(A->slot);
    A->slot = slot, A->nslots = n;
  }
  size_t j = h & (A->nslots - 1);
  while (A->slot[j].key) j = (j + 1) & (A->nslots - 1);
  A->slot[j] = (smtZ_answer){h, cc_malloc(key->len), key->len, status};
  memcpy(A->slot[j].key, key->data, key->len);
  A->used++, A->bytes += key->len;
}
