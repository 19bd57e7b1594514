/* verify/verify.c — the static rules of convergence control tokens
 * ([CO] = ConvergentOperations.rst; see verify.h for the readings).
 *
 * Instruction-local rules are checked on every block, as written.  The
 * rules about closed paths and convergence regions are checked on the
 * blocks reachable from the entry: dominance, on which both rest, is only
 * meaningful there (docs/design.md §2). */
#include "verify/verify.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* The section of [CO] that states an intrinsic's rules. */
#define VF_INTRINSIC(name) "[CO] \"llvm.experimental.convergence." name "\""
/* Rule n of [CO] "Closed Paths", as numbered there. */
#define VF_CLOSED_PATH(n)                                                                      \
  [VF_CLOSED_PATH_##n] = {"closed-path-" #n, "[CO] \"Static Rules\", \"Closed Paths\", rule " #n}

static const struct {
  const char *id;
  const char *source;
} vf_rules[VF_NRULES] = {
    [VF_BUNDLE_ONCE] = {"bundle-once",
                        "LangRef \"Convergence Control Operand Bundles\": a call "
                        "has at most one convergencectrl bundle"},
    [VF_BUNDLE_ONE_TOKEN] = {"bundle-one-token",
                             "[CO] \"Dynamic Instances and Convergence Tokens\": "
                             "the bundle has a convergence token operand"},
    [VF_TOKEN_SOURCE] = {"token-source",
                         "[CO] \"Convergence Control Intrinsics\": convergence "
                         "tokens are produced by entry, anchor and loop"},
    [VF_TOKEN_PHI_SELECT] = {"token-phi-select",
                             "[CO] \"Dynamic Instances and Convergence Tokens\": "
                             "tokens cannot be used in phi or select"},
    [VF_TOKEN_DOMINANCE] = {"token-dominance",
                            "LangRef SSA form; [CO] \"Convergence Regions\" "
                            "(the definition dominates the region)"},
    [VF_ENTRY_NO_BUNDLE] = {"entry-no-bundle", VF_INTRINSIC("entry")},
    [VF_ANCHOR_NO_BUNDLE] = {"anchor-no-bundle", VF_INTRINSIC("anchor")},
    [VF_LOOP_BUNDLE] = {"loop-bundle", VF_INTRINSIC("loop")},
    [VF_ENTRY_CONVERGENT_FN] = {"entry-convergent-function", VF_INTRINSIC("entry")},
    [VF_ENTRY_BLOCK] = {"entry-block", VF_INTRINSIC("entry")},
    [VF_ENTRY_ONCE] = {"entry-once", VF_INTRINSIC("entry")},
    [VF_ENTRY_FIRST] = {"entry-first", VF_INTRINSIC("entry")},
    [VF_LOOP_FIRST] = {"loop-first", VF_INTRINSIC("loop")},
    [VF_MIXED_CONTROL] = {"mixed-control", "[CO] \"Uncontrolled Convergent Operations\""},
    VF_CLOSED_PATH(1),
    VF_CLOSED_PATH(2),
    VF_CLOSED_PATH(3),
    VF_CLOSED_PATH(4),
    [VF_REGION_NESTING] = {"region-nesting",
                           "[CO] \"Static Rules\", \"Convergence Regions\""},
    [VF_ITERATING_HEART] = {"iterating-anchor-heart",
                            "the blog post \"A New Type of Convergence Control Intrinsic?\" (2022, "
                            "\"Spooky action at a distance\"): the static rule it proposes "
                            "for the experimental iterating anchor"},
};

const char *vf_rule_id(vf_rule r) {
  return r >= 0 && r < VF_NRULES ? vf_rules[r].id : "?";
}

const char *vf_rule_source(vf_rule r) {
  return r >= 0 && r < VF_NRULES ? vf_rules[r].source : "?";
}

bool vf_rule_from_id(const char *id, vf_rule *out) {
  for (int r = 0; r < VF_NRULES; r++)
    if (!strcmp(id, vf_rules[r].id)) {
      *out = (vf_rule)r;
      return true;
    }
  return false;
}

void vf_diags_free(vf_diags *d) {
  for (size_t i = 0; i < CC_SIZE(*d); i++) {
    free(CC_AT(*d, i).message);
    free(CC_AT(*d, i).path);
    free(CC_AT(*d, i).region);
  }
  CC_RELEASE(*d);
}

void vf_inst_label(const cv_program *p, int inst, char *buf, size_t size) {
  const cv_inst *I = cv_program_inst(p, inst);
  if (I->name) snprintf(buf, size, "%%%s", I->name);
  else if (I->op == CV_OP_CALL && I->opcode && strcmp(I->opcode, "call"))
    snprintf(buf, size, "call @%s", I->opcode);
  else snprintf(buf, size, "%s", I->opcode ? I->opcode : "instruction");
}

/* ---------------------------------------------------------------------
 * What the rules ask of an instruction
 * --------------------------------------------------------------------- */

/* Carries a convergencectrl bundle (as read from .ll, or a token use given
 * some other way). */
static bool vf_has_bundle(const cv_inst *I) {
  return I->ctrl_bundles > 0 || I->token_use >= 0;
}

/* [CO] "Convergent Operations": a call is convergent if it (or its callee)
 * has the attribute or it carries a convergencectrl bundle; the three
 * intrinsics are declared convergent. */
static bool vf_convergent(const cv_inst *I) {
  return (I->flags & CV_INST_CONVERGENT) || vf_has_bundle(I) ||
         I->token_def != CV_TOKEN_NONE;
}

static const char *vf_intrinsic_name(cv_token t) {
  switch (t) {
  case CV_TOKEN_ENTRY: return "llvm.experimental.convergence.entry";
  case CV_TOKEN_ANCHOR: return "llvm.experimental.convergence.anchor";
  case CV_TOKEN_LOOP: return "llvm.experimental.convergence.loop";
  case CV_TOKEN_ITERATING:
    return "iterating_anchor (experimental, \"A New Type of Convergence Control Intrinsic?\")";
  default: return "?";
  }
}

/* ---------------------------------------------------------------------
 * The checker's state
 * --------------------------------------------------------------------- */

typedef struct vf_ctx {
  const cv_program *p;
  int nblocks, ninsts;
  cv_domtree *dt;
  vf_diags found;
  cc_ints *uses;   /* per token definition: its uses (reachable ones)    */
  bool *bad;       /* per token definition: some use is not dominated     */
  bool *looped;    /* per token definition: some use lies on a closed path
                      without the definition (only such pairs can break
                      rule 3) */
  cc_ints defs;    /* token definitions with uses, in instruction order   */
  /* scratch */
  int *comp;
  bool *cyclic;
  bool *removed;
} vf_ctx;

static const cv_inst *vf_inst(const vf_ctx *c, int i) {
  return cv_program_inst(c->p, i);
}

static bool vf_is_token_def(const vf_ctx *c, int i) {
  return i >= 0 && i < c->ninsts && vf_inst(c, i)->token_def != CV_TOKEN_NONE;
}

static vf_diag *vf_report(vf_ctx *c, vf_rule rule, int inst, int other,
                          const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static vf_diag *vf_report(vf_ctx *c, vf_rule rule, int inst, int other,
                          const char *fmt, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  const cv_inst *I = vf_inst(c, inst);
  vf_diag d;
  memset(&d, 0, sizeof d);
  d.rule = rule;
  d.inst = inst;
  d.other = other;
  d.block = I->block;
  d.line = I->line;
  d.col = I->col;
  d.message = cc_strdup(buf);
  d.witness = -1;
  CC_PUSH(c->found, d);
  return &CC_TOP(c->found);
}

static void vf_set_path(vf_diag *d, vf_path_kind kind, const cc_ints *path) {
  d->path_kind = kind;
  d->npath = (int)CC_SIZE(*path);
  d->path = cc_malloc(sizeof(int) * (CC_SIZE(*path) ? CC_SIZE(*path) : 1));
  if (CC_SIZE(*path)) memcpy(d->path, path->begin, sizeof(int) * CC_SIZE(*path));
}

/* Instruction d strictly dominates instruction i, which is reachable. */
static bool vf_sdom(const vf_ctx *c, int d, int i) { return cv_inst_dominates(c->p, c->dt, d, i); }

/* ---------------------------------------------------------------------
 * Graph helpers over the reachable blocks
 * --------------------------------------------------------------------- */

/* Strongly connected components of the reachable blocks not in c->removed
 * (Tarjan's algorithm, iterative).  c->comp[b] receives the component
 * (-1 for removed or unreachable blocks); c->cyclic[k] whether component
 * k has an internal edge, i.e. lies on a closed path. */
static void vf_scc(vf_ctx *c) {
  int n = c->nblocks;
  int *index = cc_malloc(sizeof(int) * (size_t)n);
  int *low = cc_malloc(sizeof(int) * (size_t)n);
  bool *on = cc_calloc((size_t)n, sizeof(bool));
  int *stack = cc_malloc(sizeof(int) * (size_t)n);
  int *frame = cc_malloc(sizeof(int) * (size_t)n); /* call stack: block */
  int *next = cc_malloc(sizeof(int) * (size_t)n);  /* next successor     */
  int sp = 0, fp = 0, counter = 0, ncomp = 0;
  for (int b = 0; b < n; b++) {
    index[b] = -1;
    c->comp[b] = -1;
  }
  for (int root = 0; root < n; root++) {
    if (index[root] >= 0 || c->removed[root] || !cv_block_reachable(c->p, root))
      continue;
    frame[fp++] = root;
    next[root] = 0;
    index[root] = low[root] = counter++;
    stack[sp++] = root;
    on[root] = true;
    while (fp > 0) {
      int v = frame[fp - 1], ns;
      const int *succ = cv_block_succs(c->p, v, &ns);
      if (next[v] < ns) {
        int w = succ[next[v]++];
        if (c->removed[w]) continue;
        if (index[w] < 0) {
          index[w] = low[w] = counter++;
          stack[sp++] = w;
          on[w] = true;
          next[w] = 0;
          frame[fp++] = w;
        } else if (on[w] && index[w] < low[v]) {
          low[v] = index[w];
        }
        continue;
      }
      fp--;
      if (fp > 0 && low[v] < low[frame[fp - 1]]) low[frame[fp - 1]] = low[v];
      if (low[v] == index[v]) {
        int size = 0, w;
        do {
          w = stack[--sp];
          on[w] = false;
          c->comp[w] = ncomp;
          size++;
        } while (w != v);
        c->cyclic[ncomp] = size > 1 || cv_block_has_succ(c->p, v, v);
        ncomp++;
      }
    }
  }
  CC_FREE_ALL(index, low, on, stack, frame, next);
}

/* A shortest path from `from` to a block in target[], through blocks in
 * allowed[] (from itself need not be allowed).  With need_edge the path has
 * at least one edge (so from == target gives a closed path); otherwise
 * from in target gives the path "from".  Appends the blocks to out;
 * returns false (appending nothing) if there is none. */
static bool vf_path(const vf_ctx *c, const bool *allowed, int from,
                    const bool *target, bool need_edge, cc_ints *out) {
  if (!need_edge && target[from]) {
    CC_PUSH(*out, from);
    return true;
  }
  int n = c->nblocks;
  int *parent = cc_malloc(sizeof(int) * (size_t)n);
  int *queue = cc_malloc(sizeof(int) * (size_t)n);
  for (int b = 0; b < n; b++) parent[b] = -2;
  int head = 0, tail = 0, found = -1, ns;
  const int *succ = cv_block_succs(c->p, from, &ns);
  for (int i = 0; i < ns && found < 0; i++) {
    int w = succ[i];
    if (!allowed[w] || parent[w] != -2) continue;
    parent[w] = -1; /* reached from `from` */
    queue[tail++] = w;
    if (target[w]) found = w;
  }
  while (head < tail && found < 0) {
    int v = queue[head++];
    succ = cv_block_succs(c->p, v, &ns);
    for (int i = 0; i < ns && found < 0; i++) {
      int w = succ[i];
      if (!allowed[w] || parent[w] != -2) continue;
      parent[w] = v;
      queue[tail++] = w;
      if (target[w]) found = w;
    }
  }
  bool ok = found >= 0;
  if (ok) {
    int len = 0;
    for (int v = found; v >= 0; v = parent[v]) queue[len++] = v;
    CC_PUSH(*out, from);
    for (int i = len - 1; i >= 0; i--) CC_PUSH(*out, queue[i]);
  }
  free(parent);
  free(queue);
  return ok;
}

/* A closed walk through a and b (possibly equal) inside component k. */
static void vf_closed_walk(vf_ctx *c, int k, int a, int b, cc_ints *out) {
  int n = c->nblocks;
  bool *allowed = cc_calloc((size_t)n, sizeof(bool));
  bool *target = cc_calloc((size_t)n, sizeof(bool));
  for (int v = 0; v < n; v++) allowed[v] = c->comp[v] == k;
  CC_CLEAR(*out);
  target[b] = true;
  vf_path(c, allowed, a, target, true, out);
  if (a != b) {
    target[b] = false;
    target[a] = true;
    cc_ints back = {0};
    vf_path(c, allowed, b, target, true, &back);
    for (size_t i = 1; i < CC_SIZE(back); i++) CC_PUSH(*out, CC_AT(back, i));
    CC_RELEASE(back);
  }
  free(allowed);
  free(target);
}

/* ---------------------------------------------------------------------
 * Instruction-local rules
 * --------------------------------------------------------------------- */

/* The convergencectrl operand: bundle-once, bundle-one-token, token-source
 * ([CO] "Dynamic Instances and Convergence Tokens": a convergent operation
 * may have a convergencectrl bundle with a convergence token operand;
 * [CO] "Convergence Control Intrinsics" produce those tokens). */
static void vf_check_bundle(vf_ctx *c, int i) {
  const cv_inst *I = vf_inst(c, i);
  char what[256];
  if (I->ctrl_bundles > 1)
    vf_report(c, VF_BUNDLE_ONCE, i, -1,
              "the call carries %d \"convergencectrl\" bundles; a call may carry "
              "at most one",
              I->ctrl_bundles);
  if (I->ctrl_bundles > 0 && (I->ctrl_inputs != 1 || !I->ctrl_token_typed))
    vf_report(c, VF_BUNDLE_ONE_TOKEN, i, -1,
              "the \"convergencectrl\" bundle must hold exactly one operand of "
              "type token; it holds %d%s",
              I->ctrl_inputs,
              I->ctrl_inputs >= 1 && !I->ctrl_token_typed ? ", not a token" : "");
  bool foreign = false;
  int src = -1;
  if (I->ctrl_bundles > 0 && I->ctrl_inputs >= 1 && I->ctrl_token_typed) {
    if (I->ctrl_token.kind == CV_VALUE_INST) src = I->ctrl_token.index;
    foreign = !vf_is_token_def(c, src);
  } else if (I->ctrl_bundles == 0 && I->token_use >= 0) {
    src = I->token_use;
    foreign = !vf_is_token_def(c, src);
  }
  if (foreign) {
    if (src >= 0) vf_inst_label(c->p, src, what, sizeof what);
    else if (I->ctrl_token.kind == CV_VALUE_ARG)
      snprintf(what, sizeof what, "argument %d", I->ctrl_token.index);
    else snprintf(what, sizeof what, "%s",
                  I->ctrl_token.text ? I->ctrl_token.text : "(a constant)");
    vf_report(c, VF_TOKEN_SOURCE, i, src,
              "the \"convergencectrl\" operand %s is not a token produced by "
              "llvm.experimental.convergence.entry, .anchor or .loop",
              what);
  }
}

/* [CO] "Dynamic Instances and Convergence Tokens": convergence tokens are
 * values of token type, so they cannot be used in phi or select. */
static void vf_check_phi_select(vf_ctx *c, int i) {
  const cv_inst *I = vf_inst(c, i);
  bool sel = I->opcode && !strcmp(I->opcode, "select");
  if (I->op != CV_OP_PHI && !sel) return;
  for (int k = 0; k < I->nops; k++)
    if (I->ops[k].kind == CV_VALUE_INST && vf_is_token_def(c, I->ops[k].index)) {
      char t[256];
      vf_inst_label(c->p, I->ops[k].index, t, sizeof t);
      vf_report(c, VF_TOKEN_PHI_SELECT, i, I->ops[k].index,
                "a %s uses the convergence token %s; convergence tokens cannot "
                "be used by phi or select",
                sel ? "select" : "phi", t);
      return;
    }
}

/* The rules each intrinsic states ([CO] "llvm.experimental.convergence.
 * entry", ".loop", ".anchor"), the first-in-block rules, and [CO]
 * "Uncontrolled Convergent Operations". */
static void vf_check_local(vf_ctx *c) {
  const cv_program *p = c->p;
  int first_entry = -1, first_controlled = -1;
  char t[256];
  for (int i = 0; i < c->ninsts; i++) {
    const cv_inst *I = vf_inst(c, i);
    if (vf_has_bundle(I) && first_controlled < 0) first_controlled = i;
  }
  for (int b = 0; b < c->nblocks; b++) {
    int ni;
    const int *insts = cv_block_insts(p, b, &ni);
    int first_conv = -1; /* the block's first convergent operation so far */
    for (int k = 0; k < ni; k++) {
      int i = insts[k];
      const cv_inst *I = vf_inst(c, i);
      vf_check_bundle(c, i);
      vf_check_phi_select(c, i);
      switch (I->token_def) {
      case CV_TOKEN_ENTRY:
        if (vf_has_bundle(I))
          vf_report(c, VF_ENTRY_NO_BUNDLE, i, -1,
                    "llvm.experimental.convergence.entry takes no "
                    "\"convergencectrl\" bundle");
        if (cv_program_convergent(p) == 0)
          vf_report(c, VF_ENTRY_CONVERGENT_FN, i, -1,
                    "llvm.experimental.convergence.entry in @%s, which is not a "
                    "convergent function",
                    cv_program_name(p));
        if (b != cv_program_entry(p))
          vf_report(c, VF_ENTRY_BLOCK, i, -1,
                    "llvm.experimental.convergence.entry in block %s; it may "
                    "occur only in the entry block %s",
                    cv_block_name(p, b), cv_block_name(p, cv_program_entry(p)));
        if (first_entry >= 0) {
          vf_inst_label(p, first_entry, t, sizeof t);
          vf_report(c, VF_ENTRY_ONCE, i, first_entry,
                    "a second llvm.experimental.convergence.entry in the "
                    "function (the first is %s); it may occur at most once",
                    t);
        } else {
          first_entry = i;
        }
        break;
      case CV_TOKEN_ANCHOR:
        if (vf_has_bundle(I))
          vf_report(c, VF_ANCHOR_NO_BUNDLE, i, -1,
                    "llvm.experimental.convergence.anchor takes no "
                    "\"convergencectrl\" bundle");
        break;
      case CV_TOKEN_ITERATING:
        /* the blog post "A New Type of Convergence Control Intrinsic?":
         * "The iterating anchor defines a token but has no arguments" (the anchor's rule) */
        if (vf_has_bundle(I))
          vf_report(c, VF_ANCHOR_NO_BUNDLE, i, -1,
                    "the iterating anchor takes no \"convergencectrl\" bundle");
        break;
      case CV_TOKEN_LOOP:
        if (!vf_has_bundle(I))
          vf_report(c, VF_LOOP_BUNDLE, i, -1,
                    "llvm.experimental.convergence.loop needs a "
                    "\"convergencectrl\" bundle naming the token whose "
                    "iterations it counts");
        break;
      default: break;
      }
      if ((I->token_def == CV_TOKEN_ENTRY || I->token_def == CV_TOKEN_LOOP) &&
          first_conv >= 0) {
        vf_inst_label(p, first_conv, t, sizeof t);
        vf_report(c, I->token_def == CV_TOKEN_ENTRY ? VF_ENTRY_FIRST : VF_LOOP_FIRST,
                  i, first_conv,
                  "%s comes after the convergent operation %s in block %s; it "
                  "must precede every other convergent operation of its block",
                  vf_intrinsic_name(I->token_def), t, cv_block_name(p, b));
      }
      if (vf_convergent(I) && first_conv < 0) first_conv = i;
      /* Controlled = carries a bundle; the intrinsics are exempt. */
      if (first_controlled >= 0 && vf_convergent(I) && !vf_has_bundle(I) &&
          I->token_def == CV_TOKEN_NONE) {
        vf_inst_label(p, first_controlled, t, sizeof t);
        vf_report(c, VF_MIXED_CONTROL, i, first_controlled,
                  "an uncontrolled convergent operation in a function that has "
                  "controlled ones (%s); the two cannot be mixed",
                  t);
      }
    }
  }
}

/* Every use of a token must be strictly dominated by its definition (SSA;
 * the convergence region of [CO] "Convergence Regions" is defined from
 * that dominance).  Checked for uses in reachable blocks. */
static void vf_check_dominance(vf_ctx *c) {
  char t[256];
  for (int i = 0; i < c->ninsts; i++) {
    const cv_inst *I = vf_inst(c, i);
    int d = I->token_use;
    if (!vf_is_token_def(c, d) || !cv_block_reachable(c->p, I->block)) continue;
    if (vf_sdom(c, d, i)) {
      if (CC_SIZE(c->uses[d]) == 0) CC_PUSH(c->defs, d);
      CC_PUSH(c->uses[d], i);
      continue;
    }
    c->bad[d] = true;
    vf_inst_label(c->p, d, t, sizeof t);
    vf_report(c, VF_TOKEN_DOMINANCE, i, d,
              "the definition of the convergence token %s (block %s) does not "
              "dominate this use",
              t, cv_block_name(c->p, vf_inst(c, d)->block));
  }
}

/* ---------------------------------------------------------------------
 * [CO] "Static Rules", "Closed Paths"
 *
 * A closed path is a closed walk.  One that contains blocks X and Y but not
 * block B exists iff X and Y lie in one strongly connected component of
 * the CFG without B that has an internal edge (for X == Y: X lies on a
 * cycle avoiding B).  A use in the definition's own block follows it, so
 * every closed path containing that use contains the definition.
 * --------------------------------------------------------------------- */

static void vf_check_closed_paths_of(vf_ctx *c, int d) {
  const cv_program *p = c->p;
  int bd = vf_inst(c, d)->block;
  char t[256], u[256], f[256];
  vf_inst_label(p, d, t, sizeof t);
  memset(c->removed, 0, sizeof(bool) * (size_t)c->nblocks);
  c->removed[bd] = true;
  vf_scc(c);
  cc_ints path = {0};
  int *first_in = cc_malloc(sizeof(int) * (size_t)c->nblocks); /* per component */
  for (int b = 0; b < c->nblocks; b++) first_in[b] = -1;
  for (size_t k = 0; k < CC_SIZE(c->uses[d]); k++) {
    int i = CC_AT(c->uses[d], k);
    const cv_inst *U = vf_inst(c, i);
    int bu = U->block, comp = c->comp[bu];
    if (bu == bd || comp < 0 || !c->cyclic[comp]) continue;
    c->looped[d] = true;
    vf_inst_label(p, i, u, sizeof u);
    /* Rule 1: only a loop intrinsic may use T on a closed path without D. */
    if (U->token_def != CV_TOKEN_LOOP) {
      vf_closed_walk(c, comp, bu, bu, &path);
      vf_diag *g = vf_report(c, VF_CLOSED_PATH_1, i, d,
                             "%s uses the token %s on a closed path that does not "
                             "contain its definition (only "
                             "llvm.experimental.convergence.loop may)",
                             u, t);
      vf_set_path(g, VF_PATH_CLOSED, &path);
    }
    /* Rule 2: two different uses of T on such a closed path. */
    if (first_in[comp] >= 0) {
      int o = first_in[comp];
      vf_inst_label(p, o, f, sizeof f);
      vf_closed_walk(c, comp, vf_inst(c, o)->block, bu, &path);
      vf_diag *g = vf_report(c, VF_CLOSED_PATH_2, i, o,
                             "%s and %s both use the token %s on a closed path "
                             "that does not contain its definition",
                             f, u, t);
      vf_set_path(g, VF_PATH_CLOSED, &path);
    } else {
      first_in[comp] = i;
    }
    /* Rule 4: the use dominates every node of the closed path. */
    for (int x = 0; x < c->nblocks; x++) {
      if (c->comp[x] != comp || x == bu || cv_domtree_dominates(c->dt, bu, x))
        continue;
      vf_closed_walk(c, comp, bu, x, &path);
      vf_diag *g = vf_report(c, VF_CLOSED_PATH_4, i, d,
                             "%s uses the token %s on a closed path without its "
                             "definition but does not dominate block %s of that "
                             "path (a heart must be the header of a natural loop)",
                             u, t, cv_block_name(p, x));
      vf_set_path(g, VF_PATH_CLOSED, &path);
      g->witness = x;
      break;
    }
  }
  free(first_in);
  CC_RELEASE(path);
}

/* Rule 3: uses of two different tokens on a closed path containing neither
 * definition.  One diagnostic per pair of tokens and component. */
static void vf_check_closed_paths_pair(vf_ctx *c, int d1, int d2) {
  const cv_program *p = c->p;
  int b1 = vf_inst(c, d1)->block, b2 = vf_inst(c, d2)->block;
  memset(c->removed, 0, sizeof(bool) * (size_t)c->nblocks);
  c->removed[b1] = c->removed[b2] = true;
  vf_scc(c);
  int n = c->nblocks;
  int *first1 = cc_malloc(sizeof(int) * (size_t)n);
  int *first2 = cc_malloc(sizeof(int) * (size_t)n);
  for (int k = 0; k < n; k++) first1[k] = first2[k] = -1;
  for (size_t k = 0; k < CC_SIZE(c->uses[d1]); k++) {
    int i = CC_AT(c->uses[d1], k), comp = c->comp[vf_inst(c, i)->block];
    if (comp >= 0 && c->cyclic[comp] && first1[comp] < 0) first1[comp] = i;
  }
  for (size_t k = 0; k < CC_SIZE(c->uses[d2]); k++) {
    int i = CC_AT(c->uses[d2], k), comp = c->comp[vf_inst(c, i)->block];
    if (comp >= 0 && c->cyclic[comp] && first2[comp] < 0) first2[comp] = i;
  }
  cc_ints path = {0};
  char t1[256], t2[256], u1[256], u2[256];
  for (int comp = 0; comp < n; comp++) {
    if (first1[comp] < 0 || first2[comp] < 0) continue;
    int a = first1[comp], b = first2[comp];
    int later = a > b ? a : b, earlier = a > b ? b : a;
    vf_inst_label(p, d1, t1, sizeof t1);
    vf_inst_label(p, d2, t2, sizeof t2);
    vf_inst_label(p, a, u1, sizeof u1);
    vf_inst_label(p, b, u2, sizeof u2);
    vf_closed_walk(c, comp, vf_inst(c, earlier)->block, vf_inst(c, later)->block, &path);
    vf_diag *g = vf_report(c, VF_CLOSED_PATH_3, later, earlier,
                           "%s (using %s) and %s (using %s) lie on a closed path "
                           "that contains neither token's definition",
                           u1, t1, u2, t2);
    vf_set_path(g, VF_PATH_CLOSED, &path);
  }
  CC_RELEASE(path);
  free(first1);
  free(first2);
}

/* ---------------------------------------------------------------------
 * [CO] "Static Rules", "Convergence Regions"
 *
 * The region of T (defined by D): the points strictly dominated by D from
 * which a use of T can be reached without executing D again.  An
 * instruction I is in it iff D strictly dominates I and either a use of T
 * follows I in its block, or a successor of I's block is in W: the blocks
 * other than D's from whose start a use of T is reachable avoiding D's
 * block (a path through D's block executes D, which starts the block's
 * uses of T).
 * --------------------------------------------------------------------- */

typedef struct vf_region {
  int d;
  bool *w;        /* per block */
  int *last_use;  /* per block: index of the last use of T in it, -1 */
} vf_region;

static void vf_region_init(vf_ctx *c, int d, vf_region *r) {
  int n = c->nblocks, bd = vf_inst(c, d)->block;
  r->d = d;
  r->w = cc_calloc((size_t)n, sizeof(bool));
  r->last_use = cc_malloc(sizeof(int) * (size_t)n);
  for (int b = 0; b < n; b++) r->last_use[b] = -1;
  cc_ints work = {0};
  for (size_t k = 0; k < CC_SIZE(c->uses[d]); k++) {
    int i = CC_AT(c->uses[d], k), b = vf_inst(c, i)->block;
    if (i > r->last_use[b]) r->last_use[b] = i;
    if (b != bd && !r->w[b]) {
      r->w[b] = true;
      CC_PUSH(work, b);
    }
  }
  while (!CC_EMPTY(work)) {
    int b = CC_POP(work), np;
    const int *preds = cv_block_preds(c->p, b, &np);
    for (int k = 0; k < np; k++) {
      int q = preds[k];
      if (q == bd || r->w[q] || !cv_block_reachable(c->p, q)) continue;
      r->w[q] = true;
      CC_PUSH(work, q);
    }
  }
  CC_RELEASE(work);
}

static void vf_region_free(vf_region *r) {
  free(r->w);
  free(r->last_use);
}

static bool vf_succ_in_w(const vf_ctx *c, const vf_region *r, int b) {
  int ns;
  const int *succ = cv_block_succs(c->p, b, &ns);
  for (int k = 0; k < ns; k++)
    if (r->w[succ[k]]) return true;
  return false;
}

static bool vf_in_region(const vf_ctx *c, const vf_region *r, int i) {
  if (!vf_sdom(c, r->d, i)) return false;
  int b = vf_inst(c, i)->block;
  return r->last_use[b] >= i || vf_succ_in_w(c, r, b);
}

/* The blocks holding some point of the region. */
static void vf_region_blocks(const vf_ctx *c, const vf_region *r, cc_ints *out) {
  int bd = vf_inst(c, r->d)->block;
  for (int b = 0; b < c->nblocks; b++) {
    if (!cv_block_reachable(c->p, b) || !cv_domtree_dominates(c->dt, bd, b)) continue;
    if (r->last_use[b] >= 0 && (b != bd || r->last_use[b] > r->d)) CC_PUSH(*out, b);
    else if (vf_succ_in_w(c, r, b)) CC_PUSH(*out, b);
  }
}

static void vf_check_regions(vf_ctx *c) {
  const cv_program *p = c->p;
  int nd = (int)CC_SIZE(c->defs), n = c->nblocks;
  cc_ints path = {0}, tail = {0}, blocks = {0};
  bool *allowed = cc_calloc((size_t)n, sizeof(bool));
  bool *target = cc_calloc((size_t)n, sizeof(bool));
  char t1[256], t2[256];
  for (int a = 0; a < nd; a++) {
    int d1 = CC_AT(c->defs, a);
    if (c->bad[d1]) continue;
    vf_region r;
    vf_region_init(c, d1, &r);
    int bd = vf_inst(c, d1)->block;
    for (int e = 0; e < nd; e++) {
      int d2 = CC_AT(c->defs, e);
      if (e == a || c->bad[d2] || vf_in_region(c, &r, d2)) continue;
      for (size_t k = 0; k < CC_SIZE(c->uses[d2]); k++) {
        int u = CC_AT(c->uses[d2], k);
        if (!vf_in_region(c, &r, u)) continue;
        int bu = vf_inst(c, u)->block;
        /* The path: D1 to the use, inside D1's dominance, then on to a use
         * of T1 without passing D1's block again. */
        CC_CLEAR(path);
        CC_CLEAR(tail);
        for (int b = 0; b < n; b++) {
          allowed[b] = b != bd && cv_block_reachable(p, b) &&
                       cv_domtree_dominates(c->dt, bd, b);
          target[b] = b == bu;
        }
        vf_path(c, allowed, bd, target, bu != bd, &path);
        for (int b = 0; b < n; b++) {
          allowed[b] = b != bd && cv_block_reachable(p, b);
          target[b] = r.w[b] && r.last_use[b] >= 0 && b != bd;
        }
        if (r.last_use[bu] < u) {
          vf_path(c, allowed, bu, target, true, &tail);
          for (size_t q = 1; q < CC_SIZE(tail); q++) CC_PUSH(path, CC_AT(tail, q));
        }
        vf_inst_label(p, d1, t1, sizeof t1);
        vf_inst_label(p, d2, t2, sizeof t2);
        vf_diag *g = vf_report(c, VF_REGION_NESTING, u, d2,
                               "this use of %s lies in the convergence region of %s, "
                               "which does not contain the definition of %s "
                               "(regions must nest)",
                               t2, t1, t2);
        vf_set_path(g, VF_PATH_REGION, &path);
        CC_CLEAR(blocks);
        vf_region_blocks(c, &r, &blocks);
        g->nregion = (int)CC_SIZE(blocks);
        g->region = cc_malloc(sizeof(int) * (CC_SIZE(blocks) ? CC_SIZE(blocks) : 1));
        if (CC_SIZE(blocks))
          memcpy(g->region, blocks.begin, sizeof(int) * CC_SIZE(blocks));
      }
    }
    vf_region_free(&r);
  }
  free(allowed);
  free(target);
  CC_RELEASE(path);
  CC_RELEASE(tail);
  CC_RELEASE(blocks);
}

/* ---------------------------------------------------------------------
 * The blog post "A New Type of Convergence Control Intrinsic?", "Spooky action at
 * a distance": "if there is a closed path through a heart and an
 * iterating anchor, but not through the definition of the token that the
 * heart uses, then the heart must dominate the iterating anchor."  A heart
 * is a loop intrinsic; the closed path (a closed walk) exists iff both
 * blocks lie in one strongly connected component with an internal edge of
 * the CFG without the definition's block (as for the closed-path rules).
 * A heart or an iterating anchor in the definition's block is on no such
 * path.  Dominance is that of instructions (in one block: the heart
 * comes first).
 * --------------------------------------------------------------------- */

static void vf_check_iterating(vf_ctx *c) {
  const cv_program *p = c->p;
  bool any = false;
  for (int i = 0; i < c->ninsts && !any; i++) any = vf_inst(c, i)->token_def == CV_TOKEN_ITERATING;
  if (!any) return;
  cc_ints path = {0};
  char hl[256], tl[256], al[256];
  for (int h = 0; h < c->ninsts; h++) {
    const cv_inst *H = vf_inst(c, h);
    int d = H->token_use;
    if (H->token_def != CV_TOKEN_LOOP || !vf_is_token_def(c, d) || c->bad[d] ||
        !cv_block_reachable(p, H->block))
      continue;
    int bd = vf_inst(c, d)->block;
    if (H->block == bd) continue;
    memset(c->removed, 0, sizeof(bool) * (size_t)c->nblocks);
    c->removed[bd] = true;
    vf_scc(c);
    int comp = c->comp[H->block];
    if (comp < 0 || !c->cyclic[comp]) continue;
    for (int a = 0; a < c->ninsts; a++) {
      const cv_inst *A = vf_inst(c, a);
      if (A->token_def != CV_TOKEN_ITERATING || c->comp[A->block] != comp) continue;
      if (vf_sdom(c, h, a)) continue;
      vf_inst_label(p, h, hl, sizeof hl);
      vf_inst_label(p, d, tl, sizeof tl);
      vf_inst_label(p, a, al, sizeof al);
      vf_closed_walk(c, comp, H->block, A->block, &path);
      vf_diag *g = vf_report(c, VF_ITERATING_HEART, h, a,
                             "the heart %s (using %s) and the iterating anchor %s lie on a "
                             "closed path without %s's definition, but the heart does not "
                             "dominate the iterating anchor",
                             hl, tl, al, tl);
      vf_set_path(g, VF_PATH_CLOSED, &path);
    }
  }
  CC_RELEASE(path);
}

/* ---------------------------------------------------------------------
 * The whole check
 * --------------------------------------------------------------------- */

static int vf_cmp(const void *a, const void *b) {
  const vf_diag *x = a, *y = b;
  if (x->inst != y->inst) return x->inst < y->inst ? -1 : 1;
  if (x->rule != y->rule) return x->rule < y->rule ? -1 : 1;
  if (x->other != y->other) return x->other < y->other ? -1 : 1;
  return 0;
}

int vf_verify(const cv_program *p, vf_diags *out) {
  vf_ctx c;
  memset(&c, 0, sizeof c);
  c.p = p;
  c.nblocks = cv_program_nblocks(p);
  c.ninsts = cv_program_ninsts(p);
  c.dt = cv_domtree_new(p, false);
  c.uses = cc_calloc((size_t)c.ninsts + 1, sizeof(cc_ints));
  c.bad = cc_calloc((size_t)c.ninsts + 1, sizeof(bool));
  c.looped = cc_calloc((size_t)c.ninsts + 1, sizeof(bool));
  c.comp = cc_malloc(sizeof(int) * ((size_t)c.nblocks + 1));
  c.cyclic = cc_calloc((size_t)c.nblocks + 1, sizeof(bool));
  c.removed = cc_calloc((size_t)c.nblocks + 1, sizeof(bool));

  vf_check_local(&c);
  vf_check_dominance(&c);
  int nd = (int)CC_SIZE(c.defs);
  for (int a = 0; a < nd; a++)
    if (!c.bad[CC_AT(c.defs, a)]) vf_check_closed_paths_of(&c, CC_AT(c.defs, a));
  for (int a = 0; a < nd; a++)
    for (int b = a + 1; b < nd; b++)
      if (!c.bad[CC_AT(c.defs, a)] && !c.bad[CC_AT(c.defs, b)] &&
          c.looped[CC_AT(c.defs, a)] && c.looped[CC_AT(c.defs, b)])
        vf_check_closed_paths_pair(&c, CC_AT(c.defs, a), CC_AT(c.defs, b));
  vf_check_regions(&c);
  vf_check_iterating(&c);

  if (CC_SIZE(c.found))
    qsort(c.found.begin, CC_SIZE(c.found), sizeof(vf_diag), vf_cmp);
  int n = (int)CC_SIZE(c.found);
  for (int k = 0; k < n; k++) CC_PUSH(*out, CC_AT(c.found, k));
  CC_RELEASE(c.found);
  for (int i = 0; i <= c.ninsts; i++) CC_RELEASE(c.uses[i]);
  CC_FREE_ALL(c.uses, c.bad, c.looped, c.comp, c.cyclic, c.removed);
  CC_RELEASE(c.defs);
  cv_domtree_free(c.dt);
  return n;
}
