/* model/program.c — programs: one function's CFG (docs/design.md §1). */
#include "model/model.h"

#include <assert.h>
#include <stdlib.h>

typedef struct block {
  const char *name;
  int line, col;
  cc_ints succs, preds, insts;
  cv_branch branch;
  bool reachable;
  cc_ints given_preds; /* the reader's order, if any */
  bool preds_given;
} block;

struct cv_program {
  const char *name;
  const cv_module *module;
  int line;
  cc_arena *arena;  /* the module's (one for all its programs) */
  CC_STACK(block) blocks;
  CC_STACK(cv_inst *) insts;
  int entry, nargs;
  bool *arg_divergent;
  const char **arg_text;
  int convergent;   /* 1, 0, or -1 = not stated */
  bool single_lane; /* the target runs one lane (model/target.h) */
  bool local;       /* internal or private linkage (cv_program_local)  */
  bool noalias_arg; /* some pointer argument is noalias */
  bool finished;
  int *slots;       /* open-addressing index of block names: block + 1 */
  size_t nslots;
};

struct cv_module {
  char *path;
  char *shown; /* the name messages give it (cv_module_set_shown; NULL: path) */
  CC_STACK(cv_program *) programs;
  /* open-addressing index of the programs' names: program + 1 (a module
   * read from a large file has tens of thousands of functions) */
  int *index;
  size_t nindex;
  const cv_target *target;
  char *triple;
  char *invalid; /* LLVM's verifier's first complaint, with its place (NULL: valid) */
  /* Where every program's names, instructions and operands live: one
   * arena for the module (programs are freed only with it), so that a
   * module of 10,000 functions makes a few hundred large allocations, not
   * a few per function (issue 17: malloc was a quarter of analyze). */
  cc_arena *arena;
};

cv_module *cv_module_new(const char *path) {
  cv_module *m = cc_calloc(1, sizeof *m);
  m->path = cc_strdup(path ? path : "");
  m->target = cv_target_generic();
  m->triple = cc_strdup("");
  m->arena = cc_arena_new();
  return m;
}

void cv_module_set_target(cv_module *m, const cv_target *t, const char *triple) {
  m->target = t ? t : cv_target_generic();
  free(m->triple);
  m->triple = cc_strdup(triple ? triple : "");
}

const cv_target *cv_module_target(const cv_module *m) { return m->target; }
const char *cv_module_triple(const cv_module *m) { return m->triple; }

static void block_free(block *b) {
  CC_RELEASE(b->succs);
  CC_RELEASE(b->preds);
  CC_RELEASE(b->insts);
  CC_RELEASE(b->given_preds);
}

static void program_free(cv_program *p) {
  CC_RELEASE_EACH(p->blocks, block_free);
  CC_RELEASE(p->insts);
  CC_FREE_ALL(p->slots, p->arg_divergent, p->arg_text, p);
}

void cv_module_free(cv_module *m) {
  if (!m) return;
  for (size_t i = 0; i < CC_SIZE(m->programs); i++)
    program_free(CC_AT(m->programs, i));
  CC_RELEASE(m->programs);
  free(m->index);
  free(m->triple);
  free(m->invalid);
  free(m->path);
  free(m->shown);
  cc_arena_free(m->arena);
  free(m);
}

const char *cv_module_path(const cv_module *m) { return m->path; }

void cv_module_set_shown(cv_module *m, const char *name) {
  free(m->shown);
  m->shown = name ? cc_strdup(name) : NULL;
}

const char *cv_module_shown(const cv_module *m) { return m->shown ? m->shown : m->path; }

void cv_module_set_invalid(cv_module *m, const char *why) {
  free(m->invalid);
  m->invalid = why ? cc_strdup(why) : NULL;
}

const char *cv_module_invalid(const cv_module *m) { return m->invalid; }
int cv_module_count(const cv_module *m) { return (int)CC_SIZE(m->programs); }
cv_program *cv_module_program(const cv_module *m, int i) {
  assert(i >= 0 && i < cv_module_count(m));
  return CC_AT(m->programs, i);
}

/* The slot of `name` in the module's index: where it is, or the empty
 * slot where it would go. */
static size_t module_slot(const cv_module *m, const char *name) {
  size_t mask = m->nindex - 1, i = (size_t)cc_hash_bytes(name, strlen(name), 0) & mask;
  while (m->index[i] && strcmp(CC_AT(m->programs, (size_t)m->index[i] - 1)->name, name))
    i = (i + 1) & mask;
  return i;
}

cv_program *cv_module_find(const cv_module *m, const char *name) {
  if (!m->nindex) return NULL;
  int k = m->index[module_slot(m, name)];
  return k ? CC_AT(m->programs, (size_t)k - 1) : NULL;
}

static void module_index_grow(cv_module *m) {
  free(m->index);
  m->nindex = m->nindex ? 2 * m->nindex : 64;
  m->index = cc_calloc(m->nindex, sizeof(int));
  for (size_t i = 0; i < CC_SIZE(m->programs); i++)
    m->index[module_slot(m, CC_AT(m->programs, i)->name)] = (int)i + 1;
}

cv_program *cv_module_add(cv_module *m, const char *name, int line, int col,
                          cc_error *err) {
  if (cv_module_find(m, name)) {
    cc_error_set(err, m->path, line, col, "function '%s' is defined twice",
                 name);
    return NULL;
  }
  cv_program *p = cc_calloc(1, sizeof *p);
  p->arena = m->arena;
  p->name = cc_arena_strdup(p->arena, name);
  p->module = m;
  p->line = line;
  p->convergent = -1;
  CC_PUSH(m->programs, p);
  if (2 * CC_SIZE(m->programs) > m->nindex) module_index_grow(m);
  else m->index[module_slot(m, p->name)] = (int)CC_SIZE(m->programs);
  return p;
}

static size_t name_slot(const cv_program *p, const char *name) {
  size_t h = (size_t)cc_hash_bytes(name, strlen(name), 0);
  size_t mask = p->nslots - 1, i = h & mask;
  while (p->slots[i] && strcmp(CC_AT(p->blocks, p->slots[i] - 1).name, name))
    i = (i + 1) & mask;
  return i;
}

static void index_grow(cv_program *p) {
  size_t n = p->nslots ? 2 * p->nslots : 64;
  free(p->slots);
  p->slots = cc_calloc(n, sizeof *p->slots);
  p->nslots = n;
  for (size_t b = 0; b < CC_SIZE(p->blocks); b++)
    p->slots[name_slot(p, CC_AT(p->blocks, b).name)] = (int)b + 1;
}

int cv_program_add_block(cv_program *p, const char *name, int line, int col) {
  assert(!p->finished);
  if (cv_program_find_block(p, name) >= 0) return -1;
  block b;
  memset(&b, 0, sizeof b);
  b.name = cc_arena_strdup(p->arena, name);
  b.line = line;
  b.col = col;
  CC_PUSH(p->blocks, b);
  if (2 * CC_SIZE(p->blocks) > p->nslots) index_grow(p);
  else p->slots[name_slot(p, name)] = (int)CC_SIZE(p->blocks);
  return (int)CC_SIZE(p->blocks) - 1;
}

void cv_program_reserve(cv_program *p, int nblocks, int ninsts) {
  if (nblocks > 0) CC_RESERVE(p->blocks, (size_t)nblocks);
  if (ninsts > 0) CC_RESERVE(p->insts, (size_t)ninsts);
}

int cv_program_find_block(const cv_program *p, const char *name) {
  if (!p->nslots) return -1;
  return p->slots[name_slot(p, name)] - 1;
}

void cv_program_add_succ(cv_program *p, int from, int to) {
  assert(!p->finished);
  assert(from >= 0 && from < (int)CC_SIZE(p->blocks));
  assert(to >= 0 && to < (int)CC_SIZE(p->blocks));
  CC_PUSH(CC_AT(p->blocks, from).succs, to);
}

void cv_program_set_branch(cv_program *p, int b, cv_branch kind) {
  CC_AT(p->blocks, b).branch = kind;
}

void cv_program_set_entry(cv_program *p, int b) {
  assert(b >= 0 && b < (int)CC_SIZE(p->blocks));
  p->entry = b;
}

void cv_program_set_arg_count(cv_program *p, int n) {
  p->nargs = n;
  free(p->arg_divergent);
  p->arg_divergent = cc_calloc((size_t)n + 1, sizeof(bool));
  free(p->arg_text);
  p->arg_text = cc_calloc((size_t)n + 1, sizeof(char *));
}

void cv_program_set_arg_text(cv_program *p, int i, const char *text) {
  assert(i >= 0 && i < p->nargs);
  p->arg_text[i] = cc_arena_strdup(p->arena, text);
}

const char *cv_program_arg_text(const cv_program *p, int i) {
  return i >= 0 && i < p->nargs ? p->arg_text[i] : NULL;
}

void cv_program_set_arg_uniform(cv_program *p, int i, bool uniform) {
  assert(i >= 0 && i < p->nargs);
  p->arg_divergent[i] = !uniform;
}

bool cv_program_arg_uniform(const cv_program *p, int i) {
  return i < 0 || i >= p->nargs || !p->arg_divergent[i];
}

void cv_program_set_convergent(cv_program *p, bool convergent) {
  p->convergent = convergent ? 1 : 0;
}

int cv_program_convergent(const cv_program *p) { return p->convergent; }

void cv_program_set_single_lane(cv_program *p, bool single) { p->single_lane = single; }
bool cv_program_single_lane(const cv_program *p) { return p->single_lane; }
void cv_program_set_local(cv_program *p, bool local) { p->local = local; }
bool cv_program_local(const cv_program *p) { return p->local; }
void cv_program_set_noalias_arg(cv_program *p, bool any) { p->noalias_arg = any; }
bool cv_program_noalias_arg(const cv_program *p) { return p->noalias_arg; }

int cv_program_unknown_builtins(const cv_program *p, cc_strs *out) {
  int n = 0;
  for (int i = 0; i < cv_program_ninsts(p); i++) {
    const cv_inst *I = cv_program_inst(p, i);
    if (I->builtin != CV_BUILTIN_UNKNOWN || !I->opcode) continue;
    bool seen = false, mine = false;
    for (int j = 0; j < i && !mine; j++) {
      const cv_inst *J = cv_program_inst(p, j);
      mine = J->builtin == CV_BUILTIN_UNKNOWN && J->opcode && !strcmp(J->opcode, I->opcode);
    }
    if (mine) continue;
    n++;
    for (size_t k = 0; k < CC_SIZE(*out) && !seen; k++) seen = !strcmp(CC_AT(*out, k), I->opcode);
    if (!seen) CC_PUSH(*out, cc_strdup(I->opcode));
  }
  return n;
}
const cv_target *cv_program_target(const cv_program *p) {
  return p->module ? cv_module_target(p->module) : cv_target_generic();
}

void cv_program_set_preds(cv_program *p, int b, const int *preds, int n) {
  block *B = &CC_AT(p->blocks, b);
  CC_CLEAR(B->given_preds);
  for (int i = 0; i < n; i++) CC_PUSH(B->given_preds, preds[i]);
  B->preds_given = true;
}

/* Are two lists the same multiset? (small lists: quadratic is fine) */
static bool same_multiset(const cc_ints *a, const cc_ints *b) {
  if (CC_SIZE(*a) != CC_SIZE(*b)) return false;
  for (size_t i = 0; i < CC_SIZE(*a); i++) {
    size_t ca = 0, cb = 0;
    for (size_t j = 0; j < CC_SIZE(*a); j++) {
      ca += CC_AT(*a, j) == CC_AT(*a, i);
      cb += CC_AT(*b, j) == CC_AT(*a, i);
    }
    if (ca != cb) return false;
  }
  return true;
}

void *cv_program_alloc(cv_program *p, size_t n) {
  void *q = cc_arena_alloc(p->arena, n);
  memset(q, 0, n);
  return q;
}

const char *cv_program_strdup(cv_program *p, const char *s) {
  return s ? cc_arena_strdup(p->arena, s) : NULL;
}

cv_inst *cv_program_add_inst(cv_program *p, int b) {
  assert(!p->finished);
  cv_inst *i = cv_program_alloc(p, sizeof *i);
  i->index = (int)CC_SIZE(p->insts);
  i->block = b;
  i->token_use = -1;
  i->addrspace = -1;
  i->extract_index = -1;
  CC_PUSH(p->insts, i);
  CC_PUSH(CC_AT(p->blocks, b).insts, i->index);
  return i;
}

/* SSA (LangRef, "Functions": every use of an instruction's value is
 * dominated by its definition; LLVM's verifier says "Instruction does not
 * dominate all uses!"): in reachable code, each operand defined by an
 * instruction is defined in a block that dominates the use's block, earlier
 * in the same block, or, for a phi, in a block that dominates the end of
 * the incoming block.  The engines read an operand as its last instance,
 * which is that definition's only under this rule.  Convergence tokens are
 * left to verify/ (its token-dominance rule reports them as a diagnostic).
 * Called once the edges and reachability are known. */
static bool ssa_dominance(const cv_program *p, cc_error *err) {
  int ni = (int)CC_SIZE(p->insts), nb = (int)CC_SIZE(p->blocks);
  cv_domtree *dt = cv_domtree_new(p, false);
  bool ok = true;
  for (int i = 0; i < ni && ok; i++) {
    const cv_inst *I = CC_AT(p->insts, i);
    if (!CC_AT(p->blocks, I->block).reachable) continue;
    for (int k = 0; k < I->nops && ok; k++) {
      const cv_value *v = &I->ops[k];
      if (v->kind != CV_VALUE_INST || v->index < 0 || v->index >= ni) continue;
      const cv_inst *D = CC_AT(p->insts, v->index);
      if (D->token_def != CV_TOKEN_NONE) continue;
      int at = I->block; /* where the value must be available */
      if (I->op == CV_OP_PHI) {
        if (!I->phi_blocks) continue;
        at = I->phi_blocks[k];
        if (at < 0 || at >= nb || !CC_AT(p->blocks, at).reachable) continue;
        ok = cv_domtree_dominates(dt, D->block, at); /* the end of block at */
      } else {
        ok = cv_inst_dominates(p, dt, v->index, i);
      }
      if (!ok) {
        bool phi = I->op == CV_OP_PHI;
        cc_error_set(err, p->module->path, I->line, I->col,
                     "function '%s': %%%s (block '%s') does not dominate %s '%s'%s: not SSA "
                     "(LLVM's verifier: \"Instruction does not dominate all uses!\")",
                     p->name, D->name ? D->name : "?", CC_AT(p->blocks, D->block).name,
                     phi ? "the end of block" : "this use in block", CC_AT(p->blocks, at).name,
                     phi ? ", where this phi reads it" : "");
      }
    }
  }
  cv_domtree_free(dt);
  return ok;
}

bool cv_program_finish(cv_program *p, cc_error *err) {
  int n = (int)CC_SIZE(p->blocks);
  if (n == 0) {
    cc_error_set(err, p->module->path, p->line, 0,
                 "function '%s' has no blocks", p->name);
    return false;
  }
  for (int b = 0; b < n; b++) CC_CLEAR(CC_AT(p->blocks, b).preds);
  for (int b = 0; b < n; b++) {
    block *B = &CC_AT(p->blocks, b);
    if (CC_SIZE(B->succs) < 2) B->branch = CV_BRANCH_NONE;
    else if (B->branch == CV_BRANCH_NONE) B->branch = CV_BRANCH_UNIFORM;
    for (size_t i = 0; i < CC_SIZE(B->succs); i++) {
      block *S = &CC_AT(p->blocks, CC_AT(B->succs, i));
      /* One predecessor entry per edge, as LLVM lists them. */
      CC_PUSH(S->preds, b);
    }
  }
  for (int b = 0; b < n; b++) {
    block *B = &CC_AT(p->blocks, b);
    if (!B->preds_given) continue;
    if (!same_multiset(&B->preds, &B->given_preds)) {
      cc_error_set(err, p->module->path, B->line, 0,
                   "function '%s', block '%s': the predecessor list given does "
                   "not match the edges into the block", p->name, B->name);
      return false;
    }
    CC_CLEAR(B->preds);
    for (size_t i = 0; i < CC_SIZE(B->given_preds); i++)
      CC_PUSH(B->preds, CC_AT(B->given_preds, i));
  }
  /* Reachability from the entry. */
  cc_ints work = {0};
  CC_PUSH(work, p->entry);
  CC_AT(p->blocks, p->entry).reachable = true;
  while (!CC_EMPTY(work)) {
    int b = CC_POP(work);
    block *B = &CC_AT(p->blocks, b);
    for (size_t i = 0; i < CC_SIZE(B->succs); i++) {
      block *S = &CC_AT(p->blocks, CC_AT(B->succs, i));
      if (!S->reachable) {
        S->reachable = true;
        CC_PUSH(work, CC_AT(B->succs, i));
      }
    }
  }
  CC_RELEASE(work);
  p->finished = true;
  return ssa_dominance(p, err);
}

const char *cv_program_name(const cv_program *p) { return p->name; }
const char *cv_program_file(const cv_program *p) { return p->module->path; }
const char *cv_program_shown_file(const cv_program *p) { return cv_module_shown(p->module); }
int cv_program_line(const cv_program *p) { return p->line; }
int cv_program_nblocks(const cv_program *p) { return (int)CC_SIZE(p->blocks); }
int cv_program_entry(const cv_program *p) { return p->entry; }
int cv_program_nargs(const cv_program *p) { return p->nargs; }
const char *cv_block_name(const cv_program *p, int b) {
  return CC_AT(p->blocks, b).name;
}
int cv_block_line(const cv_program *p, int b) { return CC_AT(p->blocks, b).line; }

const int *cv_block_succs(const cv_program *p, int b, int *n) {
  const block *B = &CC_AT(p->blocks, b);
  *n = (int)CC_SIZE(B->succs);
  return B->succs.begin;
}

const int *cv_block_preds(const cv_program *p, int b, int *n) {
  const block *B = &CC_AT(p->blocks, b);
  *n = (int)CC_SIZE(B->preds);
  return B->preds.begin;
}

bool cv_block_decides(const cv_program *p, int b) {
  int ns;
  const int *succ = cv_block_succs(p, b, &ns);
  for (int i = 1; i < ns; i++)
    if (succ[i] != succ[0]) return true;
  return false;
}

bool cv_block_has_succ(const cv_program *p, int from, int to) {
  const block *B = &CC_AT(p->blocks, from);
  for (size_t i = 0; i < CC_SIZE(B->succs); i++)
    if (CC_AT(B->succs, i) == to) return true;
  return false;
}

cv_branch cv_block_branch(const cv_program *p, int b) {
  return CC_AT(p->blocks, b).branch;
}
bool cv_block_reachable(const cv_program *p, int b) {
  return CC_AT(p->blocks, b).reachable;
}
const int *cv_block_insts(const cv_program *p, int b, int *n) {
  const block *B = &CC_AT(p->blocks, b);
  *n = (int)CC_SIZE(B->insts);
  return B->insts.begin;
}
int cv_program_ninsts(const cv_program *p) { return (int)CC_SIZE(p->insts); }
const cv_inst *cv_program_inst(const cv_program *p, int i) {
  return CC_AT(p->insts, i);
}
int cv_program_find_inst(const cv_program *p, const char *name) {
  for (size_t i = 0; i < CC_SIZE(p->insts); i++) {
    const cv_inst *I = CC_AT(p->insts, i);
    if (I->name && !strcmp(I->name, name)) return (int)i;
  }
  return -1;
}
