/* model/values.c — hash-consed terms and one thread's evaluation
 * (docs/design.md §5: "Values, branches and uniformity"). */
#include "model/values.h"

#include <assert.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

typedef enum {
  K_CONST,  /* text: a constant, global, label                         */
  K_ARG,    /* key: argument number                                     */
  K_TID,    /* text: the divergence source (callee), args: operands     */
  K_OP,     /* key: static instruction, args: operand terms             */
  K_FRESH,  /* key: static instruction or block, key2: occurrence        */
  K_CONV,   /* key: call, key2: occurrence or class                      */
  K_UCOND,  /* key: block, key2: visit number (uniform .cfg branch)      */
  K_DCOND,  /* key: block, key2: visit number (divergent .cfg branch)    */
  K_NAMED   /* text: a name a namer gave (cv_thread_set_namer), args     */
} kind;

typedef struct term {
  kind k;
  unsigned flags;
  const cv_program *prog; /* for terms keyed by an instruction: whose */
  int key, key2;
  const char *text;
  int nargs;
  int *args;
  /* CV_TERM_UNKNOWN: the instruction it stands in for (or its first
   * unknown operand's), -1 if none is known (cv_term_origin); not part of
   * the key */
  const cv_program *oprog;
  int origin;
  /* the value is known to lie in [0, 2^nonneg) (0: not known); not part of
   * the key (a thread id's declared range, a zero extension, a mask) */
  int nonneg;
} term;

struct cv_terms {
  CC_STACK(term) all;
  cc_arena *arena;
  int *slots; /* open addressing: term id + 1 */
  size_t nslots;
  const cv_program *range_prog; /* cv_terms_range_from; NULL: every program */
};

cv_terms *cv_terms_new(void) {
  cv_terms *t = cc_calloc(1, sizeof *t);
  t->arena = cc_arena_new();
  return t;
}

void cv_terms_range_from(cv_terms *t, const cv_program *p) { t->range_prog = p; }

void cv_terms_free(cv_terms *t) {
  if (!t) return;
  CC_RELEASE(t->all);
  cc_arena_free(t->arena);
  free(t->slots);
  free(t);
}

int cv_terms_count(const cv_terms *t) { return (int)CC_SIZE(t->all); }

int cv_term_origin(const cv_terms *t, int id, const cv_program **prog) {
  const term *x = &CC_AT(t->all, id);
  if (prog) *prog = x->oprog;
  return (x->flags & CV_TERM_UNKNOWN) ? x->origin : -1;
}

/* Records that unknown term id stands in for instruction inst of p (the
 * first instruction to make it keeps it: hash-consed terms are shared). */
static int mark(cv_terms *t, int id, const cv_program *p, int inst) {
  term *x = &CC_AT(t->all, id);
  if ((x->flags & CV_TERM_UNKNOWN) && x->origin < 0) x->origin = inst, x->oprog = p;
  return id;
}
unsigned cv_term_flags(const cv_terms *t, int id) { return CC_AT(t->all, id).flags; }

static uint64_t term_hash(kind k, const cv_program *prog, int key, int key2,
                          const char *text, int n, const int *args) {
  uint64_t h = cc_hash_bytes(&k, sizeof k, (uint64_t)key * 31 + (uint64_t)key2);
  h = cc_hash_bytes(&prog, sizeof prog, h);
  if (text) h = cc_hash_bytes(text, strlen(text), h);
  return cc_hash_bytes(args, (size_t)n * sizeof *args, h);
}

static bool term_same(const term *a, kind k, const cv_program *prog, int key,
                      int key2, const char *text, int n, const int *args) {
  if (a->prog != prog) return false;
  if (a->k != k || a->key != key || a->key2 != key2 || a->nargs != n) return false;
  if ((a->text == NULL) != (text == NULL)) return false;
  if (text && strcmp(a->text, text)) return false;
  return n == 0 || !memcmp(a->args, args, (size_t)n * sizeof *args);
}

static void rehash(cv_terms *t) {
  size_t n = t->nslots ? 2 * t->nslots : 1024;
  free(t->slots);
  t->slots = cc_calloc(n, sizeof *t->slots);
  t->nslots = n;
  for (size_t i = 0; i < CC_SIZE(t->all); i++) {
    term *x = &CC_AT(t->all, i);
    size_t s = term_hash(x->k, x->prog, x->key, x->key2, x->text, x->nargs, x->args) & (n - 1);
    while (t->slots[s]) s = (s + 1) & (n - 1);
    t->slots[s] = (int)i + 1;
  }
}

static int mk_p(cv_terms *t, const cv_program *prog, kind k, int key, int key2,
                const char *text, int n, const int *args, unsigned own_flags) {
  if (2 * (CC_SIZE(t->all) + 1) > t->nslots) rehash(t);
  size_t mask = t->nslots - 1;
  size_t s = term_hash(k, prog, key, key2, text, n, args) & mask;
  while (t->slots[s]) {
    term *x = &CC_AT(t->all, t->slots[s] - 1);
    if (term_same(x, k, prog, key, key2, text, n, args)) return t->slots[s] - 1;
    s = (s + 1) & mask;
  }
  term x;
  x.k = k;
  x.prog = prog;
  x.key = key;
  x.key2 = key2;
  x.text = text ? cc_arena_strdup(t->arena, text) : NULL;
  x.nargs = n;
  x.args = NULL;
  x.flags = own_flags;
  x.oprog = NULL;
  x.origin = -1;
  x.nonneg = 0;
  if (n) {
    x.args = cc_arena_alloc(t->arena, (size_t)n * sizeof(int));
    memcpy(x.args, args, (size_t)n * sizeof(int));
    for (int i = 0; i < n; i++) {
      const term *a = &CC_AT(t->all, args[i]);
      x.flags |= a->flags;
      if (x.origin < 0 && a->origin >= 0) x.origin = a->origin, x.oprog = a->oprog;
    }
  }
  CC_PUSH(t->all, x);
  t->slots[s] = (int)CC_SIZE(t->all);
  return (int)CC_SIZE(t->all) - 1;
}

/* Terms that are not keyed by an instruction are shared by every program
 * using the table (arguments, constants, thread ids, operations by what
 * they compute, .cfg branch conditions by block name and visit): two
 * programs over one table read the same input (transform/, docs/design.md §8). */
static int mk(cv_terms *t, kind k, int key, int key2, const char *text, int n,
              const int *args, unsigned own_flags) {
  return mk_p(t, NULL, k, key, key2, text, n, args, own_flags);
}

static void term_print(const cv_terms *t, const cv_program *p, int id, cc_buf *out, size_t lim) {
  if (out->len >= lim) return;
  const term *x = &CC_AT(t->all, id);
  if (x->prog) p = x->prog; /* keyed by one of its instructions or blocks */
  switch (x->k) {
  case K_CONST: cc_buf_puts(out, x->text); return;
  case K_ARG: { /* the argument's source name ("%x"), else its number */
    const char *at = p && x->key < cv_program_nargs(p) ? cv_program_arg_text(p, x->key) : NULL;
    const char *pc = at ? strrchr(at, '%') : NULL;
    if (pc) cc_buf_puts(out, pc);
    else cc_buf_printf(out, "arg%d", x->key);
    return;
  }
  case K_TID: cc_buf_printf(out, "%s", x->text); break;
  case K_OP: {
    if (x->key < 0) { /* keyed by operation (and its poison flags) */
      /* a comparison's key ends in its result type, i1 (or a vector of
       * them): printed without it, as `icmp ult(%a, %b)` -- "icmp ult
       * i1(...)" read as a comparison of i1 operands (a new user) */
      const char *ty = NULL;
      if (x->text && (!strncmp(x->text, "icmp ", 5) || !strncmp(x->text, "fcmp ", 5)))
        ty = strchr(x->text + 5, ' ');
      if (ty) cc_buf_printf(out, "%.*s", (int)(ty - x->text), x->text);
      else cc_buf_printf(out, "%s", x->text);
      if (x->key2) cv_poison_flags_print((unsigned)x->key2, out);
      break;
    }
    const cv_inst *I = cv_program_inst(p, x->key);
    cc_buf_printf(out, "%s", I->opcode ? I->opcode : "op");
    if (I->name) cc_buf_printf(out, "[%%%s]", I->name);
    break;
  }
  case K_FRESH: cc_buf_printf(out, "fresh(%d#%d)", x->key, x->key2); return;
  case K_CONV: {
    const cv_inst *I = cv_program_inst(p, x->key);
    cc_buf_printf(out, "%s@class%d", I->opcode ? I->opcode : "conv", x->key2);
    break;
  }
  case K_UCOND: cc_buf_printf(out, "cond(%s,visit %d)", x->text, x->key2 + 1); return;
  case K_DCOND:
    cc_buf_printf(out, "divcond(%s,visit %d)", x->text ? x->text : cv_block_name(p, x->key), x->key2 + 1);
    return;
  case K_NAMED: cc_buf_puts(out, x->text); return;
  }
  cc_buf_putc(out, '(');
  for (int i = 0; i < x->nargs; i++) {
    if (i) cc_buf_puts(out, ", ");
    term_print(t, p, x->args[i], out, lim);
  }
  cc_buf_putc(out, ')');
}

/* A term is a DAG: printed as a tree it can grow exponentially (a value
 * doubled in every iteration of a loop of 44 blocks ran for minutes past
 * --timeout); one term prints at most CV_TERM_PRINT_MAX characters. */
#define CV_TERM_PRINT_MAX 4096
void cv_term_print(const cv_terms *t, const cv_program *p, int id, cc_buf *out) {
  size_t lim = out->len + CV_TERM_PRINT_MAX;
  term_print(t, p, id, out, lim);
  if (out->len >= lim) cc_buf_puts(out, "...");
}

/* ---- a thread ---------------------------------------------------------- */

struct cv_thread {
  const cv_program *p;
  cv_terms *terms;
  int ninsts, nblocks;
  int *cur;     /* latest term of each instruction */
  int *visits;  /* executions of each block so far */
  int *occ;     /* executions of each instruction so far */
  cv_class_fn class_fn;
  cv_inst_class_fn inst_class_fn;
  void *class_arg;
  cv_namer_fn namer;
  void *namer_arg;
  int pos;
  /* Stack slots (docs/design.md §5 "Memory"): slot[i] for a load, store or
   * lifetime marker through a slot (and the slot's alloca and addrspacecasts
   * themselves), the slot's alloca, else -1 (cv_stack_slots); from_alloca[i]: i computes
   * a pointer derived from some alloca (resolved or not); mem[a]: the term
   * this thread last stored in slot a, -1 if none. */
  int *slot;
  bool *from_alloca;
  int *mem;
  cv_calls_reading calls; /* what unknown calls return */
  /* cv_thread_set_memory: the term of the thread's memory once it has
   * stored to memory the slots do not resolve (-1: never; then a load is a
   * function of its address, as in the reference) */
  bool own_stores;
  int memstate;
};

/* ---- stack slots -------------------------------------------------------------
 * docs/design.md §5 "Memory": an alloca's address is one value in every
 * lane; what differs per thread is the memory behind it.  A slot is an
 * alloca of one element, in any block, whose address is only used
 *   - as the pointer of a load or a store of the allocated type, or
 *   - cast to another address space (addrspacecast), whose result is used
 *     in the same ways, or
 *   - as the pointer of llvm.lifetime.start / llvm.lifetime.end (LangRef:
 *     the slot's contents are undefined after either: a load that follows
 *     reads no stored term).
 * Its address escapes nowhere (no call, no store of the address, no phi,
 * GEP, select or comparison), so no other pointer can reach it and no
 * other instruction can read or write it: a load from a slot gives the
 * term the thread last stored there.  Any other alloca is not resolved.
 *
 * An alloca on a cycle (a loop's, or that of a callee the transform's
 * expansion inlines into a loop, transform/inline.c) gives a new object
 * at each execution (LangRef "'alloca' Instruction": memory allocated
 * when it executes), undefined until stored.  Each use of its address
 * (an SSA use of the alloca or of a cast of it; a phi or select would
 * make it escape) reads the latest execution's: the cast's block is
 * dominated by the alloca's and dominates the use, so a path that ran
 * the alloca again after the cast reaches the use only through the cast
 * again.  The objects of earlier executions are unreachable; so one
 * content per slot suffices, made undefined when the alloca executes
 * (cv_thread's eval, unbounded/lockstep.c ubl_slots, unbounded/simulate.c). */
static bool is_op(const cv_inst *I, const char *name) {
  return I->opcode && !strcmp(I->opcode, name);
}

static bool one_element(const cv_inst *A) {
  if (A->nops != 1 || A->ops[0].kind != CV_VALUE_CONST || !A->ops[0].text) return false;
  const char *t = A->ops[0].text, *sp = strrchr(t, ' ');
  return t[0] == 'i' && sp && !strcmp(sp, " 1");
}

/* The pointer types of len characters at type that are 64 bits on both
 * GPU targets: flat, global, constant (AMDGPU's address spaces 0, 1 and 4;
 * NVPTX's 0 and 1). */
static bool wide_pointer(const char *type, size_t len) {
  static const char *const wide[] = {"ptr", "ptr addrspace(1)", "ptr addrspace(4)"};
  for (size_t i = 0; i < sizeof wide / sizeof *wide; i++)
    if (strlen(wide[i]) == len && !strncmp(type, wide[i], len)) return true;
  return false;
}

/* An access of type a to a slot of type b reads or writes the slot whole:
 * the same type, or a flat pointer and a global or constant one (clang
 * stores a kernel's `ptr addrspace(1)` argument into a `ptr` slot at -O0). */
static bool same_slot_type(const char *a, const char *b) {
  return !strcmp(a, b) || (wide_pointer(a, strlen(a)) && wide_pointer(b, strlen(b)));
}

/* The source and destination types of a cast written `OP SRC %x to DST`
 * (its text): pointers into *src and *dst, lengths into *ns and *nd. */
static bool cast_types(const char *text, const char *op, const char **src, size_t *ns,
                       const char **dst, size_t *nd) {
  const char *s = text ? strstr(text, op) : NULL;
  if (!s) return false;
  s += strlen(op);
  const char *v = strstr(s, " %");
  if (!v) v = strstr(s, " @");
  const char *to = v ? strstr(v, " to ") : NULL;
  if (!to) return false;
  *src = s, *ns = (size_t)(v - s);
  *dst = to + 4, *nd = strcspn(to + 4, ",");
  while (*nd > 0 && (*dst)[*nd - 1] == ' ') (*nd)--;
  return true;
}

/* The address space N of a pointer type "ptr addrspace(N)" of len
 * characters (0 for "ptr"), -1 for another type. */
static int space_of(const char *type, size_t len) {
  if (len == 3 && !strncmp(type, "ptr", 3)) return 0;
  if (len > 15 && !strncmp(type, "ptr addrspace(", 14)) return atoi(type + 14);
  return -1;
}

/* The address space of the object a flat pointer points into, where its
 * definition in the function says so: a getelementptr or bitcast of such
 * a pointer, an addrspacecast from `ptr addrspace(N)` (N > 0), an
 * `inttoptr` of a `ptrtoint` of one, the constant expression
 * `ptr addrspacecast (ptr addrspace(N) @G to ptr)` -- LangRef "Pointer
 * Aliasing Rules": a pointer reaches only the object it is based on, so
 * a flat pointer based on a work-group array addresses work-group memory,
 * one based on an alloca the thread's stack (5).  -1: not known (an argument, a load, a phi: it may point anywhere). */
static int provenance_space(const cv_program *p, const cv_value *v, int depth) {
  if (depth > 32) return -1;
  static const char cast[] = "ptr addrspacecast (ptr addrspace(";
  if (v->kind == CV_VALUE_CONST && v->text && !strncmp(v->text, cast, sizeof cast - 1))
    return atoi(v->text + sizeof cast - 1);
  if (v->kind != CV_VALUE_INST) return -1;
  const cv_inst *J = cv_program_inst(p, v->index);
  if (J->opcode && !strcmp(J->opcode, "alloca")) return 5; /* the thread's stack */
  if (!J->opcode || J->nops < 1) return -1;
  if (!strcmp(J->opcode, "getelementptr") || !strcmp(J->opcode, "bitcast"))
    return provenance_space(p, &J->ops[0], depth + 1);
  const char *src, *dst;
  size_t ns, nd;
  if (!strcmp(J->opcode, "addrspacecast") && J->text &&
      cast_types(J->text, "addrspacecast ", &src, &ns, &dst, &nd)) {
    int a = space_of(src, ns);
    return a > 0 ? a : a == 0 ? provenance_space(p, &J->ops[0], depth + 1) : -1;
  }
  if (!strcmp(J->opcode, "inttoptr") && J->ops[0].kind == CV_VALUE_INST) {
    const cv_inst *K = cv_program_inst(p, J->ops[0].index);
    if (K->opcode && !strcmp(K->opcode, "ptrtoint") && K->text && K->nops >= 1 &&
        cast_types(K->text, "ptrtoint ", &src, &ns, &dst, &nd)) {
      int a = space_of(src, ns);
      return a > 0 ? a : a == 0 ? provenance_space(p, &K->ops[0], depth + 1) : -1;
    }
  }
  return -1;
}

int cv_inst_access_space(const cv_program *p, const cv_inst *I) {
  int ptr = I->op == CV_OP_STORE ? 1 : 0;
  if (I->addrspace != 0 || I->nops <= ptr) return I->addrspace;
  int q = provenance_space(p, &I->ops[ptr], 0);
  return q > 0 ? q : 0;
}

/* One term for one address (docs/design.md §5 "Memory": one object, one
 * address in every address space the evaluator reads as 64 bits, as
 * int_op's casts compute it; LangRef "'ptrtoint'", "'inttoptr'": a
 * 64-bit pointer to i64 and back keeps its bits): `addrspacecast` between two such pointer
 * types, and `inttoptr` to one of them of a `ptrtoint` to i64 of one of
 * them (SROA and instcombine write that round trip for -O0's stores of a
 * kernel's `ptr addrspace(1)` argument into a `ptr` slot), are their
 * source's term.  -1: not such a cast. */
static int pointer_identity(cv_thread *th, const cv_inst *I, int n, const int *args) {
  const char *src, *dst;
  size_t ns, nd;
  if (n != 1 || !I->opcode) return -1;
  if (!strcmp(I->opcode, "addrspacecast"))
    return cast_types(I->text, "addrspacecast ", &src, &ns, &dst, &nd) && wide_pointer(src, ns) &&
                   wide_pointer(dst, nd)
               ? args[0]
               : -1;
  if (strcmp(I->opcode, "inttoptr") || I->ops[0].kind != CV_VALUE_INST ||
      !cast_types(I->text, "inttoptr ", &src, &ns, &dst, &nd) || ns != 3 || strncmp(src, "i64", 3) ||
      !wide_pointer(dst, nd))
    return -1;
  const cv_inst *J = cv_program_inst(th->p, I->ops[0].index);
  if (!J->opcode || strcmp(J->opcode, "ptrtoint") ||
      !cast_types(J->text, "ptrtoint ", &src, &ns, &dst, &nd) || !wide_pointer(src, ns) || nd != 3 ||
      strncmp(dst, "i64", 3))
    return -1;
  cv_term_view v;
  cv_term_view_of(th->terms, args[0], &v);
  return v.kind == CV_TERM_K_OP && v.nargs == 1 && v.text && !strncmp(v.text, "ptrtoint ", 9)
             ? v.args[0]
             : -1;
}

/* The key of a getelementptr whose result is one of wide_pointer's types,
 * with that type written `ptr`: the same address computed in another of
 * those address spaces (InferAddressSpaces rewrites a flat GEP of a global
 * pointer into a global GEP), as int_op computes it.  key itself when it
 * is no such key or buf is too small. */
static const char *gep_key(const char *key, char *buf, size_t size) {
  const char *sp = NULL;
  for (const char *q = strstr(key, " ptr addrspace("); q; q = strstr(q + 1, " ptr addrspace(")) sp = q;
  if (strncmp(key, "getelementptr ", 14) || !sp || !wide_pointer(sp + 1, strlen(sp + 1)) ||
      (size_t)(sp - key) + 5 > size)
    return key;
  snprintf(buf, size, "%.*s ptr", (int)(sp - key), key);
  return buf;
}

static bool is_lifetime(const cv_inst *I) {
  return I->op == CV_OP_CALL && I->opcode && !strncmp(I->opcode, "llvm.lifetime.", 14);
}

void cv_stack_slots(const cv_program *p, int *slot, bool *from_alloca) {
  int n = cv_program_ninsts(p);
  int *root = cc_malloc(((size_t)n + 1) * sizeof(int));
  bool *ok = cc_calloc((size_t)n + 1, sizeof(bool));
  for (int i = 0; i < n; i++) root[i] = -1, slot[i] = -1, from_alloca[i] = false;
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < n; i++) {
      const cv_inst *I = cv_program_inst(p, i);
      bool fa = is_op(I, "alloca");
      int r = -1;
      if (fa && I->mem_type && one_element(I)) r = i;
      for (int o = 0; o < I->nops && !fa; o++)
        if (I->ops[o].kind == CV_VALUE_INST && from_alloca[I->ops[o].index] &&
            (is_op(I, "getelementptr") || is_op(I, "addrspacecast") || is_op(I, "bitcast") ||
             I->op == CV_OP_PHI || is_op(I, "select")))
          fa = true;
      if (is_op(I, "addrspacecast") && I->ops[0].kind == CV_VALUE_INST) r = root[I->ops[0].index];
      if (fa != from_alloca[i] || r != root[i]) from_alloca[i] = fa, root[i] = r, changed = true;
    }
  }
  for (int i = 0; i < n; i++) ok[i] = root[i] == i;
  /* every use of a slot's address */
  for (int j = 0; j < n; j++) {
    const cv_inst *J = cv_program_inst(p, j);
    for (int o = 0; o < J->nops; o++) {
      if (J->ops[o].kind != CV_VALUE_INST) continue;
      int r = root[J->ops[o].index];
      if (r < 0) continue;
      const char *ty = cv_program_inst(p, r)->mem_type;
      bool access = (J->op == CV_OP_LOAD && o == 0) || (J->op == CV_OP_STORE && o == 1);
      if (access && J->mem_type && same_slot_type(J->mem_type, ty)) continue;
      if (is_op(J, "addrspacecast") && o == 0) continue;
      if (is_lifetime(J) && o == J->nops - 1) continue;
      ok[r] = false; /* escapes, or is read or written as another type */
    }
    if (J->called.kind == CV_VALUE_INST && root[J->called.index] >= 0) ok[root[J->called.index]] = false;
  }
  for (int j = 0; j < n; j++) {
    const cv_inst *J = cv_program_inst(p, j);
    int o = J->op == CV_OP_LOAD ? 0 : J->op == CV_OP_STORE ? 1 : is_lifetime(J) ? J->nops - 1 : -1;
    if (o < 0 || o >= J->nops || J->ops[o].kind != CV_VALUE_INST) continue;
    int r = root[J->ops[o].index];
    if (r >= 0 && ok[r]) slot[j] = r;
  }
  for (int i = 0; i < n; i++)
    if (root[i] >= 0 && ok[root[i]]) slot[i] = root[i]; /* the alloca, its casts */
  free(root);
  free(ok);
}

static cv_thread *thread_alloc(const cv_program *p, cv_terms *terms) {
  cv_thread *th = cc_calloc(1, sizeof *th);
  th->p = p;
  th->terms = terms;
  th->ninsts = cv_program_ninsts(p);
  th->nblocks = cv_program_nblocks(p);
  th->cur = cc_malloc(((size_t)th->ninsts + 1) * sizeof(int));
  th->occ = cc_malloc(((size_t)th->ninsts + 1) * sizeof(int));
  th->visits = cc_malloc(((size_t)th->nblocks + 1) * sizeof(int));
  th->slot = cc_malloc(((size_t)th->ninsts + 1) * sizeof(int));
  th->from_alloca = cc_malloc(((size_t)th->ninsts + 1) * sizeof(bool));
  th->mem = cc_malloc(((size_t)th->ninsts + 1) * sizeof(int));
  return th;
}

cv_thread *cv_thread_new(const cv_program *p, cv_terms *terms) {
  cv_thread *th = thread_alloc(p, terms);
  cv_stack_slots(p, th->slot, th->from_alloca);
  cv_thread_reset(th);
  return th;
}

cv_thread *cv_thread_new_like(const cv_thread *like) {
  cv_thread *th = thread_alloc(like->p, like->terms);
  memcpy(th->slot, like->slot, (size_t)th->ninsts * sizeof(int));
  memcpy(th->from_alloca, like->from_alloca, (size_t)th->ninsts * sizeof(bool));
  cv_thread_reset(th);
  return th;
}

void cv_thread_free(cv_thread *th) {
  if (!th) return;
  CC_FREE_ALL(th->cur, th->occ, th->visits, th->slot, th->from_alloca, th->mem,
              th);
}

void cv_thread_reset(cv_thread *th) {
  for (int i = 0; i < th->ninsts; i++) th->cur[i] = -1, th->occ[i] = 0, th->mem[i] = -1;
  for (int b = 0; b < th->nblocks; b++) th->visits[b] = 0;
  th->pos = 0;
  th->memstate = -1;
}

void cv_thread_set_memory(cv_thread *th, bool own_stores) { th->own_stores = own_stores; }

void cv_thread_copy(cv_thread *d, const cv_thread *s) {
  assert(d->p == s->p);
  memcpy(d->cur, s->cur, (size_t)s->ninsts * sizeof(int));
  memcpy(d->occ, s->occ, (size_t)s->ninsts * sizeof(int));
  memcpy(d->mem, s->mem, (size_t)s->ninsts * sizeof(int));
  memcpy(d->visits, s->visits, (size_t)s->nblocks * sizeof(int));
  d->pos = s->pos;
  d->memstate = s->memstate;
}

void cv_thread_set_inst_classes(cv_thread *th, cv_inst_class_fn fn, void *arg) {
  th->class_fn = NULL;
  th->inst_class_fn = fn;
  th->class_arg = arg;
}

void cv_thread_set_classes(cv_thread *th, cv_class_fn fn, void *arg) {
  th->inst_class_fn = NULL;
  th->class_fn = fn;
  th->class_arg = arg;
}
void cv_thread_set_pos(cv_thread *th, int pos) { th->pos = pos; }

void cv_thread_set_calls(cv_thread *th, cv_calls_reading calls) { th->calls = calls; }

static bool is_inline_asm(const cv_inst *I) {
  return I->op == CV_OP_CALL && I->called.kind == CV_VALUE_CONST && I->called.text &&
         strstr(I->called.text, "asm ");
}

bool cv_inst_unknown_call(const cv_inst *I) {
  if (I->op != CV_OP_CALL || (I->flags & CV_INST_DIVERGENCE_SOURCE) || cv_inst_class_valued(I) ||
      is_inline_asm(I) || (I->builtin != CV_BUILTIN_NONE && I->builtin != CV_BUILTIN_UNKNOWN))
    return false;
  if (I->called.kind != CV_VALUE_NONE) return true; /* indirect */
  /* an intrinsic of another target's namespace is one the target table
   * does not know (model/target.c tg_foreign_intrinsic) */
  return (I->opcode && strncmp(I->opcode, "llvm.", 5) != 0) || I->builtin == CV_BUILTIN_UNKNOWN;
}

bool cv_inst_memory_sync(const cv_inst *I) {
  if (!I || !I->opcode) return false;
  if (!strcmp(I->opcode, "fence") || !strcmp(I->opcode, "atomicrmw") || !strcmp(I->opcode, "cmpxchg"))
    return true;
  if ((I->op == CV_OP_LOAD || I->op == CV_OP_STORE) && I->atomic) return true;
  if (I->op != CV_OP_CALL) return false;
  if (I->builtin == CV_BUILTIN_BARRIER || I->builtin == CV_BUILTIN_UNKNOWN) return true;
  if (I->builtin != CV_BUILTIN_NONE || (I->flags & CV_INST_READNONE)) return false;
  if (I->called.kind != CV_VALUE_NONE) return true; /* indirect, inline asm */
  if (strncmp(I->opcode, "llvm.", 5)) return true;  /* a function the reference cannot see */
  /* an intrinsic: the barriers and fences of the GPU targets
   * (llvm.amdgcn.s.barrier, llvm.nvvm.barrier0, llvm.nvvm.membar.cta, ...) */
  return strstr(I->opcode, "barrier") || strstr(I->opcode, "fence") || strstr(I->opcode, "membar");
}

bool cv_addrspace_shared(int addrspace) {
  /* AMDGPU and NVPTX: 5 is private (local) memory, each thread's own */
  return addrspace != 5;
}

bool cv_addrspaces_disjoint(int a, int b) {
  if (a <= 0 || b <= 0 || a == b) return false;
  return a == 3 || a == 5 || b == 3 || b == 5;
}

bool cv_mem_store_type_is(const char *text, const char *ty) {
  if (strncmp(text, "mem.store ", 10)) return false;
  const char *t = text + 10, *at = strstr(t, " @");
  size_t n = at ? (size_t)(at - t) : strlen(t);
  return strlen(ty) == n && !strncmp(t, ty, n);
}

bool cv_mem_store_apart(const char *text, int load_as) {
  const char *at = strncmp(text, "mem.store ", 10) ? NULL : strstr(text + 10, " @");
  return at && cv_addrspaces_disjoint(atoi(at + 2), load_as);
}

const char *cv_inst_unknown_why(const cv_inst *I) {
  if (!I || I->op == CV_OP_PHI || I->op == CV_OP_OTHER)
    return "an undef or poison operand: each use may see another value";
  if (I->op == CV_OP_LOAD)
    return (I->flags & CV_INST_DIVERGENCE_SOURCE)
               ? "a load through a flat, generic or private pointer (the target calls it a "
                 "divergence source: it may read the thread's private memory); through an "
                 "addrspace(1) pointer it would be global memory, a function of the address "
                 "(docs/design.md §5 \"Memory\")"
               : "a load of stack memory the stack slots do not resolve (docs/design.md §5 "
                 "\"Memory\"; `opt-22 -passes=sroa` promotes such slots)";
  if ((I->called.kind == CV_VALUE_CONST && I->called.text && strstr(I->called.text, "asm ")) ||
      (I->op == CV_OP_TERMINATOR && I->text && strstr(I->text, " asm ")))
    return "inline asm (a callbr's too): what it computes is not modelled";
  if (I->op == CV_OP_CALL) {
    if (I->called.kind != CV_VALUE_NONE) return "an indirect call (which function runs is a value)";
    if (I->builtin == CV_BUILTIN_UNKNOWN || cv_inst_class_valued(I))
      return "a convergent call no builtin row of the target names (an unknown builtin: each "
             "thread's own value)";
    if (I->flags & CV_INST_DIVERGENCE_SOURCE)
      return "a call the target makes a divergence source because it cannot see the callee";
    return "a call of a function the reference cannot see (reading calls=per-thread: each "
           "thread's own value)";
  }
  if (I->op == CV_OP_TERMINATOR) return "the successor a callbr or invoke takes";
  return "a value the reference does not model";
}

void cv_thread_set_namer(cv_thread *th, cv_namer_fn fn, void *arg) {
  th->namer = fn;
  th->namer_arg = arg;
}

/* A term keyed by the namer's name instead of instruction I, when the
 * thread has a namer and it names this instance; else -1. */
static int named(cv_thread *th, const cv_inst *I, int n, const int *args, unsigned flags) {
  if (!th->namer) return -1;
  const char *nm = th->namer(th->namer_arg, I, n, args, &flags);
  /* a fresh value the namer matches by its order (CV_TERM_MATCHED) is
   * that name alone, whatever its operands' terms */
  bool fresh = (flags & CV_TERM_MATCHED) != 0;
  return nm ? mk(th->terms, K_NAMED, 0, 0, nm, fresh ? 0 : n, fresh ? NULL : args, flags) : -1;
}

/* The same, for a value that is not fresh per thread but the namer should
 * match by order like one (an alloca's address): named as a fresh value,
 * then the flags in `drop` taken off the term. */
static int named_drop(cv_thread *th, const cv_inst *I, unsigned flags, unsigned drop) {
  if (!th->namer) return -1;
  const char *nm = th->namer(th->namer_arg, I, 0, NULL, &flags);
  return nm ? mk(th->terms, K_NAMED, 0, 0, nm, 0, NULL, flags & ~drop) : -1;
}

int cv_thread_value(const cv_thread *th, int inst) { return th->cur[inst]; }

static int operand(cv_thread *th, const cv_value *v) {
  cv_terms *t = th->terms;
  switch (v->kind) {
  case CV_VALUE_INST:
    if (th->cur[v->index] >= 0) return th->cur[v->index];
    /* used before defined in this thread (unreachable in valid SSA) */
    return mk_p(t, th->p, K_FRESH, v->index, -1, NULL, 0, NULL, CV_TERM_LOCAL);
  case CV_VALUE_ARG:
    return mk(t, K_ARG, v->index, 0, NULL, 0, NULL,
              cv_program_arg_uniform(th->p, v->index) ? 0 : CV_TERM_LOCAL);
  case CV_VALUE_BLOCK: {
    char buf[32];
    snprintf(buf, sizeof buf, "label#%d", v->index);
    return mk(t, K_CONST, 0, 0, buf, 0, NULL, 0);
  }
  default: {
    /* undef and poison: the spec leaves the value open (each use may see
     * another), which terms do not model: unknown (docs/audit.md) */
    const char *tx = v->text ? v->text : "?";
    /* a global cast to another address space, as a constant expression
     * (`ptr addrspacecast (ptr addrspace(3) @buf to ptr)`, what clang
     * writes for a kernel's __shared__ array at -O0): the global's term
     * (one object, one address: pointer_identity; InferAddressSpaces
     * rewrites the one into the other) */
    static const char cast[] = "ptr addrspacecast (ptr addrspace(";
    const char *g = strncmp(tx, cast, sizeof cast - 1) ? NULL : strchr(tx, '@');
    if (g && g[1] != '"') {
      size_t n = strcspn(g + 1, " ),");
      if (!strcmp(g + 1 + n, " to ptr)") && n < 256) {
        char name[256];
        memcpy(name, g + 1, n);
        name[n] = 0;
        return mk(t, K_CONST, 0, 0, name, 0, NULL, 0);
      }
    }
    bool open = v->kind == CV_VALUE_CONST && (strstr(tx, "undef") || strstr(tx, "poison"));
    return mk(t, K_CONST, 0, 0, tx, 0, NULL, open ? CV_TERM_UNKNOWN : 0);
  }
  }
}

int cv_thread_operand(cv_thread *th, const cv_value *v) {
  if (v->kind == CV_VALUE_INST && v->index >= 0 && v->index < th->ninsts && th->cur[v->index] < 0)
    return -1;
  return operand(th, v);
}

static int nsucc(const cv_program *p, int b) {
  int n;
  cv_block_succs(p, b, &n);
  return n;
}

/* ---- constant folding ------------------------------------------------------
 * Integer operations on constants are evaluated, so that a loop counter
 * compared with a bound decides its branch as the program does.  A
 * constant is "iN V" (V decimal), "i1 true", "i1 false". */
static bool int_const(const cv_terms *t, int id, int *width, int64_t *v) {
  const term *x = &CC_AT(t->all, id);
  if (x->k != K_CONST || !x->text || x->text[0] != 'i') return false;
  char *end;
  long w = strtol(x->text + 1, &end, 10);
  if (end == x->text + 1 || *end != ' ' || w < 1 || w > 64) return false;
  const char *val = end + 1;
  if (!strcmp(val, "true")) *v = 1;
  else if (!strcmp(val, "false")) *v = 0;
  else {
    char *e2;
    long long q = strtoll(val, &e2, 10);
    if (e2 == val || *e2) return false;
    *v = q;
  }
  *width = (int)w;
  return true;
}

static uint64_t mask_of(int w) { return w >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << w) - 1); }
static int64_t sext(uint64_t u, int w) {
  if (w >= 64) return (int64_t)u;
  uint64_t m = (uint64_t)1 << (w - 1);
  u &= mask_of(w);
  return (int64_t)((u ^ m) - m);
}

static int mk_int(cv_terms *t, int w, int64_t v) {
  char buf[48];
  if (w == 1) snprintf(buf, sizeof buf, "i1 %s", v & 1 ? "true" : "false");
  else snprintf(buf, sizeof buf, "i%d %lld", w, (long long)sext((uint64_t)v, w));
  return mk(t, K_CONST, 0, 0, buf, 0, NULL, 0);
}

/* ---- the integer instructions (LLVM LangRef) --------------------------------
 * One computation of an operation keyed by what it computes (opkey "add
 * i32", "icmp slt i1", "zext i64", "select i32", "freeze i32") on integer
 * values of at most 64 bits, for constant folding (fold) and for the
 * concrete evaluation of terms (cv_eval): v[i] of width w[i] (masked).
 * false when the key is none of these, a width does not fit, or the result
 * is poison or undefined (a shift by the width or more, a division by zero,
 * the signed division of the minimum by -1). */
static bool int_op(const char *opkey, int n, const uint64_t *v, const int *w, uint64_t *out,
                   int *out_w) {
  char op[64] = "", pred[8] = "";
  int rw = 0;
  const char *sp = strchr(opkey, ' ');
  if (!sp || (size_t)(sp - opkey) >= sizeof op) return false;
  memcpy(op, opkey, (size_t)(sp - opkey));
  const char *rest = sp + 1;
  if (!strcmp(op, "call") && rest[0] == '@') { /* "call @llvm.umin.i32 i32" */
    const char *sp2 = strchr(rest, ' ');
    if (!sp2 || (size_t)(sp2 - rest) > sizeof op) return false;
    memcpy(op, rest + 1, (size_t)(sp2 - rest - 1));
    op[sp2 - rest - 1] = 0;
    rest = sp2 + 1;
  }
  if (!strcmp(op, "icmp")) {
    const char *sp2 = strchr(rest, ' ');
    if (!sp2 || (size_t)(sp2 - rest) >= sizeof pred) return false;
    memcpy(pred, rest, (size_t)(sp2 - rest));
    rest = sp2 + 1;
  }
  for (int i = 0; i < n; i++)
    if (w[i] < 1 || w[i] > 64) return false;
  /* pointers: 64-bit addresses (model/values.h cv_type_width) */
  if (!strcmp(op, "getelementptr")) { /* base + index * stride, per index */
    const char *st = strstr(rest, " strides(");
    if (!st || n < 2) return false;
    uint64_t a = v[0];
    const char *q = st + 9;
    for (int i = 1; i < n; i++) {
      char *e2;
      unsigned long long stride = strtoull(q, &e2, 10);
      if (e2 == q) return false;
      a += (uint64_t)sext(v[i], w[i]) * stride;
      q = *e2 == ',' ? e2 + 1 : e2;
    }
    *out = a, *out_w = 64;
    return true;
  }
  if (!strcmp(op, "bitcast") || !strcmp(op, "addrspacecast") || !strcmp(op, "ptrtoint") ||
      !strcmp(op, "inttoptr")) {
    /* the same address in another type or address space (the address
     * spaces' apertures are not modelled: one object, one address) */
    int tw = cv_opkey_width(opkey);
    if (n != 1 || !tw || (!strcmp(op, "bitcast") && tw != w[0])) return false;
    *out = v[0] & mask_of(tw), *out_w = tw;
    return true;
  }
  char *end;
  if (rest[0] != 'i') return false;
  long lw = strtol(rest + 1, &end, 10);
  if (end == rest + 1 || lw < 1 || lw > 64) return false;
  rw = (int)lw;
  if (!strncmp(op, "llvm.", 5)) { /* an intrinsic: "call @llvm.umin.i32 i32" */
    if (*end) return false;
    if (n < 1 || w[0] != rw) return false;
    uint64_t a = v[0] & mask_of(rw), b = n > 1 ? v[1] & mask_of(rw) : 0;
    int64_t sa = sext(a, rw), sb = sext(b, rw);
    *out_w = rw;
    if (n == 2 && w[1] == rw && !strncmp(op, "llvm.umin.", 10)) *out = a < b ? a : b;
    else if (n == 2 && w[1] == rw && !strncmp(op, "llvm.umax.", 10)) *out = a > b ? a : b;
    else if (n == 2 && w[1] == rw && !strncmp(op, "llvm.smin.", 10)) *out = sa < sb ? a : b;
    else if (n == 2 && w[1] == rw && !strncmp(op, "llvm.smax.", 10)) *out = sa > sb ? a : b;
    else if (n == 2 && !strncmp(op, "llvm.abs.", 9)) {
      /* abs(INT_MIN) is poison when the flag says so, INT_MIN otherwise */
      if (sa == sext((uint64_t)1 << (rw - 1), rw) && (v[1] & 1)) return false;
      *out = (uint64_t)(sa < 0 ? -sa : sa) & mask_of(rw);
    } else return false;
    return true;
  }
  if (n < 1 || n > 3) return false;
  *out_w = rw;
  if (!strcmp(op, "select") && n == 3) {
    if (w[0] != 1 || w[1] != rw || w[2] != rw) return false;
    *out = (v[0] & 1 ? v[1] : v[2]) & mask_of(rw);
    return true;
  }
  int ow = w[0];
  uint64_t a = v[0] & mask_of(ow), b = n > 1 ? v[1] & mask_of(ow) : 0;
  int64_t sa = sext(a, ow), sb = sext(b, ow);
  if (n == 1) {
    if (!strcmp(op, "zext") && ow <= rw) *out = a;
    else if (!strcmp(op, "sext") && ow <= rw) *out = (uint64_t)sa & mask_of(rw);
    else if (!strcmp(op, "trunc") && ow >= rw) *out = a & mask_of(rw);
    else if (!strcmp(op, "freeze") && ow == rw) *out = a;
    else return false;
    return true;
  }
  if (n != 2 || w[1] != ow) return false;
  if (!strcmp(op, "icmp")) {
    bool r;
    if (rw != 1) return false;
    if (!strcmp(pred, "eq")) r = a == b;
    else if (!strcmp(pred, "ne")) r = a != b;
    else if (!strcmp(pred, "ult")) r = a < b;
    else if (!strcmp(pred, "ule")) r = a <= b;
    else if (!strcmp(pred, "ugt")) r = a > b;
    else if (!strcmp(pred, "uge")) r = a >= b;
    else if (!strcmp(pred, "slt")) r = sa < sb;
    else if (!strcmp(pred, "sle")) r = sa <= sb;
    else if (!strcmp(pred, "sgt")) r = sa > sb;
    else if (!strcmp(pred, "sge")) r = sa >= sb;
    else return false;
    *out = r;
    return true;
  }
  if (ow != rw) return false;
  uint64_t r;
  if (!strcmp(op, "add")) r = a + b;
  else if (!strcmp(op, "sub")) r = a - b;
  else if (!strcmp(op, "mul")) r = a * b;
  else if (!strcmp(op, "and")) r = a & b;
  else if (!strcmp(op, "or")) r = a | b;
  else if (!strcmp(op, "xor")) r = a ^ b;
  else if (!strcmp(op, "shl")) { if (b >= (uint64_t)ow) return false; r = a << b; }
  else if (!strcmp(op, "lshr")) { if (b >= (uint64_t)ow) return false; r = a >> b; }
  else if (!strcmp(op, "ashr")) { if (b >= (uint64_t)ow) return false; r = (uint64_t)(sa >> b); }
  else if (!strcmp(op, "udiv")) { if (!b) return false; r = a / b; }
  else if (!strcmp(op, "urem")) { if (!b) return false; r = a % b; }
  else if (!strcmp(op, "sdiv") || !strcmp(op, "srem")) {
    int64_t minv = ow >= 64 ? INT64_MIN : -((int64_t)1 << (ow - 1));
    if (!sb || (sb == -1 && sa == minv)) return false; /* undefined behaviour */
    r = (uint64_t)(!strcmp(op, "sdiv") ? sa / sb : sa % sb);
  }
  else return false;
  *out = r & mask_of(rw);
  return true;
}

/* The folded constant's term of an operation on constants, or -1 (also
 * when the constants violate one of its poison flags pf: the result is
 * poison, not a number). */
static int fold(cv_terms *t, const char *opkey, unsigned pf, int n, const int *args) {
  int w[3];
  int64_t v[3];
  uint64_t u[3];
  if (n < 1 || n > 3) return -1;
  for (int i = 0; i < n; i++) {
    if (!int_const(t, args[i], &w[i], &v[i])) return -1;
    u[i] = (uint64_t)v[i];
  }
  if (pf) {
    uint64_t m[3];
    for (int i = 0; i < n; i++) m[i] = u[i] & mask_of(w[i]);
    if (cv_poison_flags_violated(opkey, pf, n, m, w) != 0) return -1;
  }
  if (!strncmp(opkey, "select ", 7) && n == 3) return v[0] & 1 ? args[1] : args[2];
  /* the reference folds the integer instructions only (what it folded
   * before the evaluator knew addresses and intrinsics) */
  if (!strncmp(opkey, "llvm.", 5) || !strncmp(opkey, "call ", 5) || strstr(opkey, "ptr") ||
      !strncmp(opkey, "bitcast", 7))
    return -1;
  uint64_t r;
  int rw;
  if (!int_op(opkey, n, u, w, &r, &rw)) return -1;
  return mk_int(t, rw, (int64_t)r);
}

void cv_poison_flags_print(unsigned pf, cc_buf *out) {
  static const char *const names[] = {"nuw", "nsw", "exact", "disjoint", "nneg", "samesign", "inbounds"};
  cc_buf_putc(out, '[');
  bool first = true;
  for (int i = 0; i < 7; i++)
    if (pf & (1u << i)) {
      cc_buf_printf(out, "%s%s", first ? "" : " ", names[i]);
      first = false;
    }
  cc_buf_putc(out, ']');
}

/* LLVM LangRef, "Poison Values" and the sections of the instructions: the
 * conditions under which a poison-generating flag makes the result poison.
 *   add/sub/mul nuw: unsigned overflow; nsw: signed overflow ('add', 'sub',
 *     'mul' Instruction);
 *   shl nuw: a non-zero bit shifted out; shl nsw: a shifted-out bit that
 *     differs from the result's sign bit ('shl' Instruction);
 *   udiv/sdiv exact: a remainder ('udiv', 'sdiv'); lshr/ashr exact: a
 *     non-zero bit shifted out ('lshr', 'ashr');
 *   or disjoint: a bit set in both ('or' Instruction);
 *   zext/uitofp nneg: a negative operand ('zext', 'uitofp');
 *   trunc nuw: a truncated bit non-zero; trunc nsw: the truncated bits not
 *     all equal to the result's sign bit ('trunc .. to' Instruction);
 *   icmp samesign: operands of different signs ('icmp' Instruction).
 * Operands v[i] of width w[i] (masked), the key's result width from the
 * opkey.  1 poison, 0 not, -1 not known (a key or width it does not read). */
int cv_poison_flags_violated(const char *opkey, unsigned pf, int n, const uint64_t *v, const int *w) {
  pf &= ~(unsigned)CV_PF_INBOUNDS;
  if (!pf) return 0;
  if (!opkey || n < 1 || w[0] < 1 || w[0] > 64) return -1;
  const char *sp = strchr(opkey, ' ');
  size_t ol = sp ? (size_t)(sp - opkey) : strlen(opkey);
  int ow = w[0];
  uint64_t a = v[0] & mask_of(ow);
  int64_t sa = sext(a, ow);
#define IS(op) (ol == strlen(op) && !strncmp(opkey, op, ol))
  if (n == 1) {
    int rw = cv_opkey_width(opkey);
    if (IS("zext") || IS("uitofp")) return (pf & CV_PF_NNEG) && sa < 0;
    if (IS("trunc") && rw >= 1 && rw <= ow) {
      uint64_t r = a & mask_of(rw);
      if ((pf & CV_PF_NUW) && r != a) return 1;
      if ((pf & CV_PF_NSW) && sext(r, rw) != sa) return 1;
      return 0;
    }
    return -1;
  }
  if (n != 2 || w[1] != ow) return -1;
  uint64_t b = v[1] & mask_of(ow);
  int64_t sb = sext(b, ow);
  /* the exact result in 128 bits, then whether it fits */
  __int128 smin = -((__int128)1 << (ow - 1)), smax = ((__int128)1 << (ow - 1)) - 1;
  unsigned __int128 umax = ((unsigned __int128)1 << ow) - 1;
  if (IS("add") || IS("sub") || IS("mul")) {
    unsigned __int128 ur;
    __int128 sr;
    if (IS("add")) ur = (unsigned __int128)a + b, sr = (__int128)sa + sb;
    else if (IS("sub")) ur = (unsigned __int128)a - b, sr = (__int128)sa - sb;
    else ur = (unsigned __int128)a * b, sr = (__int128)sa * sb;
    bool uwrap = IS("sub") ? a < b : ur > umax;
    if ((pf & CV_PF_NUW) && uwrap) return 1;
    if ((pf & CV_PF_NSW) && (sr < smin || sr > smax)) return 1;
    return 0;
  }
  if (IS("shl")) {
    if (b >= (uint64_t)ow) return -1; /* poison whatever the flags (int_op) */
    uint64_t r = (a << b) & mask_of(ow);
    if ((pf & CV_PF_NUW) && (r >> b) != a) return 1;
    if ((pf & CV_PF_NSW) && (sext(r, ow) >> b) != sa) return 1;
    return 0;
  }
  if (IS("lshr") || IS("ashr")) {
    if (b >= (uint64_t)ow) return -1;
    return (pf & CV_PF_EXACT) && (a & mask_of((int)b)) != 0;
  }
  if (IS("udiv")) return b ? (pf & CV_PF_EXACT) && a % b != 0 : -1;
  if (IS("sdiv")) {
    if (!sb || (sb == -1 && sa == sext((uint64_t)1 << (ow - 1), ow))) return -1;
    return (pf & CV_PF_EXACT) && sa % sb != 0;
  }
  if (IS("or")) return (pf & CV_PF_DISJOINT) && (a & b) != 0;
  if (IS("icmp")) return (pf & CV_PF_SAMESIGN) && ((sa < 0) != (sb < 0));
#undef IS
  return -1;
}

/* ---- known non-negative values (term.nonneg) -------------------------------- */

static int nonneg_bits(const cv_terms *t, int id) {
  const term *x = &CC_AT(t->all, id);
  if (x->nonneg) return x->nonneg;
  int w;
  int64_t v;
  if (int_const(t, id, &w, &v) && v >= 0) {
    int b = 1;
    while (b < 63 && ((int64_t)1 << b) <= v) b++;
    return b;
  }
  return 0;
}

/* "sext i32 %0 to i64" -> 32 */
static int sext_source_width(const char *text) {
  const char *s = strstr(text, "sext i");
  if (!s) return 0;
  int w = atoi(s + 6);
  return w >= 1 && w <= 64 ? w : 0;
}

/* The width of a cast's source type in its text ("zext nneg i32 %6 to
 * i64" -> 32), 0 if not read. */
static int cast_source_width(const char *text, const char *op) {
  const char *s = text ? strstr(text, op) : NULL;
  if (!s) return 0;
  s += strlen(op);
  while (*s == ' ' || !strncmp(s, "nneg ", 5) || !strncmp(s, "nuw ", 4) || !strncmp(s, "nsw ", 4))
    s += *s == ' ' ? 1 : s[1] == 'n' ? 5 : 4;
  if (*s != 'i') return 0;
  int w = atoi(s + 1);
  return w >= 1 && w <= 64 ? w : 0;
}

/* The poison-generating flags of a cast that its operand's known bound
 * (term.nonneg: in [0, 2^b)) shows never violated, cleared: such a flag
 * cannot make the result poison, so the value is the unflagged cast's and
 * one term stands for both (LLVM LangRef 'zext' and 'uitofp': with nneg the
 * result is poison if the operand is negative; 'trunc': with nuw (nsw) if
 * a truncated bit is non-zero (is not the result's sign bit)).  A thread id
 * declared range(i32 0, 1024) gives `zext nneg` of it the term of `zext`,
 * the stores that use it equal terms (a new user's IPSCCP step added only
 * such flags, and the check called the stores different). */
static unsigned flags_never_violated(const cv_terms *t, const char *key, unsigned pf, int n,
                                     const int *args, const char *text) {
  if (!pf || n != 1) return pf;
  int b = nonneg_bits(t, args[0]);
  if (b <= 0) return pf;
  if ((pf & CV_PF_NNEG) && (!strncmp(key, "zext ", 5) || !strncmp(key, "uitofp ", 7))) {
    int src = cast_source_width(text, key[0] == 'z' ? "zext " : "uitofp ");
    if (src > 0 && b < src) pf &= ~(unsigned)CV_PF_NNEG;
  } else if (!strncmp(key, "trunc ", 6)) {
    int rw = cv_opkey_width(key);
    if (rw > 0 && b <= rw) pf &= ~(unsigned)CV_PF_NUW;
    if (rw > 0 && b < rw) pf &= ~(unsigned)CV_PF_NSW;
  }
  return pf;
}

/* One term for one value of a two-operand operation (the reference's
 * semantics are unchanged: only equal values are made one term): the
 * operands of a commutative operation (add mul and or xor, icmp eq ne) in
 * one order -- a constant second, else the older term first -- and a
 * comparison's swapped into the order with its predicate swapped (icmp slt
 * a, b is icmp sgt b, a); a mask `and x, C` of a value known below 2^b
 * keeps only C's low b bits (instcombine writes `and i32 %tid, 1` for
 * `and i32 1025, %tid` when %tid < 1024).  *key may be replaced (by ckey);
 * cargs receives the operands; false when nothing changes. */
static bool canonical_operands(cv_terms *t, const char **key, char *ckey, size_t size,
                               const int *args, int *cargs) {
  static const char *const comm[] = {"add ", "mul ", "and ", "or ", "xor ", "icmp eq ", "icmp ne "};
  static const char *const swap[][2] = {{"slt", "sgt"}, {"sle", "sge"}, {"ult", "ugt"}, {"ule", "uge"}};
  const char *k = *key;
  cargs[0] = args[0], cargs[1] = args[1];
  bool changed = false;
  int w;
  int64_t v;
  bool c0 = int_const(t, args[0], &w, &v), c1 = int_const(t, args[1], &w, &v);
  bool want_swap = (c0 && !c1) || (c0 == c1 && args[0] > args[1]);
  bool is_comm = false;
  for (size_t i = 0; i < sizeof comm / sizeof *comm; i++) is_comm |= !strncmp(k, comm[i], strlen(comm[i]));
  if (want_swap && is_comm) {
    cargs[0] = args[1], cargs[1] = args[0];
    changed = true;
  } else if (want_swap && !strncmp(k, "icmp ", 5)) {
    for (size_t i = 0; i < sizeof swap / sizeof *swap; i++)
      for (int d = 0; d < 2; d++)
        if (!strncmp(k + 5, swap[i][d], 3) && k[8] == ' ' && (size_t)snprintf(ckey, size, "icmp %s%s", swap[i][!d], k + 8) < size) {
          *key = ckey;
          cargs[0] = args[1], cargs[1] = args[0];
          return true;
        }
  }
  /* by a power of two: udiv is lshr, urem is and, mul is shl (as
   * instcombine writes them) */
  if (int_const(t, cargs[1], &w, &v) && v > 0 && (v & (v - 1)) == 0 && w > 1 && w <= 64 &&
      (!strncmp(*key, "udiv ", 5) || !strncmp(*key, "urem ", 5) || !strncmp(*key, "mul ", 4))) {
    int sh = 0;
    while (((int64_t)1 << sh) != v) sh++;
    const char *op = !strncmp(*key, "udiv ", 5) ? "lshr" : !strncmp(*key, "urem ", 5) ? "and" : "shl";
    const char *ty = strchr(*key, ' ') + 1;
    if ((size_t)snprintf(ckey, size, "%s %s", op, ty) < size) {
      *key = ckey;
      char buf[48];
      snprintf(buf, sizeof buf, "i%d %lld", w, (long long)(op[0] == 'a' ? v - 1 : sh));
      cargs[1] = mk(t, K_CONST, 0, 0, buf, 0, NULL, 0);
      changed = true;
    }
  }
  if (!strncmp(*key, "and ", 4) && int_const(t, cargs[1], &w, &v) && w < 64) {
    int b = nonneg_bits(t, cargs[0]);
    if (b > 0 && b < w) {
      int64_t m = v & (((int64_t)1 << b) - 1);
      if (m != v) {
        char buf[48];
        snprintf(buf, sizeof buf, "i%d %lld", w, (long long)m);
        cargs[1] = mk(t, K_CONST, 0, 0, buf, 0, NULL, 0);
        changed = true;
      }
    }
  }
  return changed;
}

/* What an operation's result is known to be: a zero extension keeps its
 * operand's bound, a truncation keeps it below its width, a mask with a
 * non-negative constant bounds it. */
static void set_nonneg(cv_terms *t, int r, const char *key, int n, const int *args) {
  term *x = &CC_AT(t->all, r);
  if (x->nonneg || x->k != K_OP) return;
  int b = 0;
  if (!strncmp(key, "zext ", 5) && n == 1) b = nonneg_bits(t, args[0]);
  else if (!strncmp(key, "trunc ", 6) && n == 1) {
    int rw = cv_opkey_width(key);
    b = nonneg_bits(t, args[0]);
    if (rw > 0 && b > rw) b = rw;
  } else if (!strncmp(key, "and ", 4) && n == 2) {
    int b0 = nonneg_bits(t, args[0]), b1 = nonneg_bits(t, args[1]);
    b = b0 && b1 ? (b0 < b1 ? b0 : b1) : b0 ? b0 : b1;
  }
  CC_AT(t->all, r).nonneg = b;
}

bool cv_inst_class_valued(const cv_inst *I) {
  /* an always-uniform value with operands combines the operands of the
   * threads that execute it together (if.break, not convergent in LLVM
   * 22; the exec-mask half of llvm.amdgcn.if, an extractvalue: the target
   * model, model/target.h); one without operands (s.getpc) is the same
   * everywhere */
  if ((I->flags & CV_INST_ALWAYS_UNIFORM) && I->nops > 0) return true;
  if (I->op != CV_OP_CALL) return false;
  return (I->flags & CV_INST_CONVERGENT) || I->token_def;
}

bool cv_inst_class_operands(const cv_inst *I) {
  return cv_inst_class_valued(I) && !(I->flags & CV_INST_ALWAYS_UNIFORM) &&
         I->builtin != CV_BUILTIN_COLLECTIVE;
}

bool cv_inst_unknown_convergent(const cv_inst *I) {
  if (I->op != CV_OP_CALL || !(I->flags & CV_INST_HAS_RESULT) || !cv_inst_class_valued(I) ||
      I->token_def != CV_TOKEN_NONE || (I->flags & CV_INST_ALWAYS_UNIFORM) ||
      (I->builtin != CV_BUILTIN_NONE && I->builtin != CV_BUILTIN_UNKNOWN))
    return false;
  if (I->called.kind != CV_VALUE_NONE) return true; /* indirect, inline asm */
  return (I->opcode && strncmp(I->opcode, "llvm.", 5) != 0) || I->builtin == CV_BUILTIN_UNKNOWN;
}

bool cv_inst_conv_per_thread(const cv_inst *I, cv_calls_reading calls) {
  if (!cv_inst_class_valued(I)) return false;
  return I->builtin == CV_BUILTIN_LANE ||
         (calls == CV_CALLS_PER_THREAD && cv_inst_unknown_convergent(I));
}

static int inst_term(cv_thread *th, const cv_inst *I, int from) {
  cv_terms *t = th->terms;
  int occ = th->occ[I->index]++;
  if (I->op == CV_OP_PHI) {
    for (int i = 0; i < I->nops; i++)
      if (I->phi_blocks && I->phi_blocks[i] == from) return operand(th, &I->ops[i]);
    return mk_p(t, th->p, K_FRESH, I->index, occ, NULL, 0, NULL, CV_TERM_LOCAL);
  }
  int nargs = I->nops;
  int stackargs[16];
  int *args = nargs <= 16 ? stackargs : cc_malloc((size_t)nargs * sizeof(int));
  int n = 0;
  for (int i = 0; i < nargs; i++)
    if (I->ops[i].kind != CV_VALUE_BLOCK) args[n++] = operand(th, &I->ops[i]);
  int r;
  /* inline asm: what it computes is not modelled */
  bool is_asm = is_inline_asm(I);
  bool per_thread_call = th->calls == CV_CALLS_PER_THREAD && cv_inst_unknown_call(I);
  if (is_lifetime(I) && th->slot[I->index] >= 0) {
    /* the slot's contents are undefined from here on */
    th->mem[th->slot[I->index]] = -1;
    r = mk(t, K_OP, -1, 0, I->opkey ? I->opkey : I->opcode, n, args, 0);
  } else if (I->op == CV_OP_STORE && th->slot[I->index] >= 0 && n >= 1) {
    /* a store to a stack slot: this thread's slot now holds the value */
    th->mem[th->slot[I->index]] = args[0];
    r = mk(t, K_OP, -1, 0, I->opkey ? I->opkey : "store", n, args, 0);
  } else if (I->op == CV_OP_LOAD && th->slot[I->index] >= 0) {
    /* a load from a stack slot: what this thread stored there last; never
     * stored, the value is undefined: unknown */
    r = th->mem[th->slot[I->index]];
    if (r < 0 && (r = named(th, I, n, args, CV_TERM_LOCAL | CV_TERM_UNKNOWN)) < 0)
      r = mk_p(t, th->p, K_FRESH, I->index, occ, NULL, 0, NULL, CV_TERM_LOCAL | CV_TERM_UNKNOWN);
    mark(t, r, th->p, I->index);
  } else if (th->own_stores && I->op == CV_OP_STORE && n >= 2 && I->mem_type &&
             !(I->ops[1].kind == CV_VALUE_INST && th->from_alloca[I->ops[1].index])) {
    /* cv_thread_set_memory: the thread's memory is now the previous one
     * with this value at this address */
    char key[96];
    int as = cv_inst_access_space(th->p, I);
    if (as > 0) snprintf(key, sizeof key, "mem.store %s @%d", I->mem_type, as);
    else snprintf(key, sizeof key, "mem.store %s", I->mem_type);
    int prev = th->memstate >= 0 ? th->memstate : mk(t, K_CONST, 0, 0, "memory", 0, NULL, 0);
    int sargs[3] = {prev, args[1], args[0]};
    th->memstate = mk(t, K_OP, -1, 0, key, 3, sargs, 0);
    r = mk(t, K_OP, -1, 0, I->opkey ? I->opkey : "store", n, args, 0);
  } else if (th->own_stores && I->op == CV_OP_LOAD && n >= 1 && I->mem_type &&
             !(I->ops[0].kind == CV_VALUE_INST && th->from_alloca[I->ops[0].index]) &&
             (!(I->flags & CV_INST_DIVERGENCE_SOURCE) || I->target_source == CV_RULE_LOAD) &&
             (th->memstate >= 0 || (I->flags & CV_INST_DIVERGENCE_SOURCE))) {
    /* a load of memory (with cv_thread_set_memory also one the target
     * calls a source for its address space, flat or generic, when its
     * address is no alloca's: the memory the other program may read
     * through a global pointer) */
    /* the latest store to the same address (the same term) of the same
     * type gives its value; past a store to another address, which may
     * be the same one, the load reads that memory (mem.load, decided per
     * value: transform/values.c, encode/smt_inputs.c) */
    r = -1;
    int st = th->memstate;
    while (st >= 0) {
      const term *x = &CC_AT(t->all, st);
      if (x->k != K_OP) { st = -1; break; } /* the initial memory */
      if (x->nargs != 3) break;             /* a synchronisation point (mem.sync) */
      /* a store to a space apart from the load's: never its address */
      if (cv_mem_store_apart(x->text, cv_inst_access_space(th->p, I))) {
        st = x->args[0];
        continue;
      }
      bool same_type = cv_mem_store_type_is(x->text, I->mem_type);
      if (x->args[1] == args[0] && same_type) { r = x->args[2]; break; }
      break;
    }
    if (r < 0 && st >= 0) {
      char key[96];
      snprintf(key, sizeof key, "mem.load %s", I->mem_type);
      int largs[2] = {st, args[0]};
      /* the memory read through the load's address space (mem.as N): a
       * load of this thread's private memory is not changed by other
       * threads at a synchronisation point (cv_addrspace_shared) */
      char as[32];
      int space = cv_inst_access_space(th->p, I);
      snprintf(as, sizeof as, "mem.as %d", space < 0 ? 0 : space);
      largs[0] = mk(t, K_OP, -1, 0, as, 1, &st, 0);
      r = mk(t, K_OP, -1, 0, key, 2, largs, 0);
    } else if (r < 0) {
      r = mk(t, K_OP, -1, 0, I->opkey, n, args, 0);
    }
  } else if (I->op == CV_OP_LOAD &&
             ((I->nops > 0 && I->ops[0].kind == CV_VALUE_INST && th->from_alloca[I->ops[0].index]) ||
              (I->flags & CV_INST_DIVERGENCE_SOURCE))) {
    /* a load from stack memory the slots do not resolve, or one the target
     * calls a source (private or generic memory): each thread's own, not
     * modelled */
    if ((r = named(th, I, n, args, CV_TERM_LOCAL | CV_TERM_UNKNOWN)) < 0)
      r = mk_p(t, th->p, K_FRESH, I->index, occ, NULL, 0, NULL, CV_TERM_LOCAL | CV_TERM_UNKNOWN);
    mark(t, r, th->p, I->index);
  } else if (is_asm && !cv_inst_class_valued(I)) {
    unsigned f = CV_TERM_UNKNOWN | ((I->flags & CV_INST_DIVERGENCE_SOURCE) ? CV_TERM_LOCAL : 0);
    if ((r = named(th, I, n, args, f)) < 0)
      r = (f & CV_TERM_LOCAL) ? mk_p(t, th->p, K_FRESH, I->index, occ, NULL, 0, NULL, f)
                              : mk_p(t, th->p, K_OP, I->index, 0, NULL, n, args, f);
    mark(t, r, th->p, I->index);
  } else if (per_thread_call && I->called.kind != CV_VALUE_NONE) {
    /* an indirect call, calls=per-thread: which function is called is
     * itself a value; each execution and thread its own, not modelled */
    if ((r = named(th, I, n, args, CV_TERM_LOCAL | CV_TERM_UNKNOWN)) < 0)
      r = mk_p(t, th->p, K_FRESH, I->index, occ, NULL, 0, NULL, CV_TERM_LOCAL | CV_TERM_UNKNOWN);
    mark(t, r, th->p, I->index);
  } else if (per_thread_call) {
    /* calls=per-thread: the callee may read the thread's identity; a
     * function of the thread, callee and arguments (as a source) */
    r = mark(t, mk(t, K_TID, 0, 0, I->opcode, n, args, CV_TERM_LOCAL | CV_TERM_UNKNOWN), th->p,
             I->index);
  } else if (I->flags & CV_INST_DIVERGENCE_SOURCE) {
    if (I->op == CV_OP_CALL) { /* a thread id: the same on every call */
      /* a call that is a source only because the target cannot see the
       * callee (model/target.h rule CALL): not modelled */
      unsigned f = CV_TERM_LOCAL | (I->target_source == CV_RULE_CALL ? CV_TERM_UNKNOWN : 0);
      r = mark(t, mk(t, K_TID, 0, 0, I->opcode ? I->opcode : "tid", n, args, f), th->p, I->index);
      /* range(iN lo, hi) with 0 <= lo < hi: below 2^bits(hi - 1) */
      if (I->has_range && I->range_lo >= 0 && I->range_hi > I->range_lo &&
          (!t->range_prog || th->p == t->range_prog)) {
        int b = 1;
        while (b < 63 && ((int64_t)1 << b) < I->range_hi) b++;
        CC_AT(t->all, r).nonneg = b;
      }
    } else if ((r = named(th, I, n, args, CV_TERM_LOCAL)) < 0) /* an atomic: a new value on every execution */
      r = mk_p(t, th->p, K_FRESH, I->index, occ, NULL, 0, NULL, CV_TERM_LOCAL);
  } else if ((I->builtin == CV_BUILTIN_UNIFORM || I->builtin == CV_BUILTIN_MATH) && I->opkey) {
    /* a builtin the same in every work-item of the group (model/target.h
     * builtin rows: a group id, a size), or a math function (each
     * work-item's own, from its operands): a function of callee and
     * arguments, convergent or not */
    r = mk(t, K_OP, -1, 0, I->opkey, n, args, 0);
  } else if (cv_inst_class_valued(I)) {
    /* A function of the call's converged class (docs/design.md §5): until classes
     * are known, a fresh value of this thread.  A convergent call's result
     * depends on its operands too: thread-local operands make it
     * thread-local (a shuffle of the thread id differs between converged
     * threads).  An always-uniform intrinsic's result is the class's alone:
     * a wave-wide value, equal for the threads that execute the call
     * together ([CU] "Uniformity") whatever their operands, and different
     * between dynamic instances (iterations), which is what makes a use
     * outside a loop with a divergent exit temporally divergent (LLVM
     * issue 206435; llvm.amdgcn.if.break is not even convergent in LLVM
     * 22). */
    int cls = th->inst_class_fn ? th->inst_class_fn(th->class_arg, th->pos, I->index)
              : th->class_fn    ? th->class_fn(th->class_arg, th->pos)
                                : -1;
    int na = cv_inst_class_operands(I) ? n : 0;
    /* A result that may differ per thread whatever the class: a builtin
     * computing one per lane (a scan), or a convergent call the reference
     * cannot see (calls=per-thread): convergent is not collective, so
     * unless a row says the class shares it, it is the thread's own, and
     * the latter is not modelled (docs/design.md §5 "Unknown terms"). */
    unsigned own = 0;
    if (cv_inst_conv_per_thread(I, th->calls))
      own = CV_TERM_LOCAL | (I->builtin == CV_BUILTIN_LANE ? 0 : CV_TERM_UNKNOWN);
    /* for a namer (the transform check): AMDGPU's ds.bpermute reading one
     * constant lane for every thread is readlane of that lane (LLVM's
     * instcombine makes the one the other): named as readlane, so both
     * programs name one operation on one value */
    cv_inst rl;
    int rargs[2];
    const cv_inst *NI = I;
    int *nargs_p = args, nn = n;
    int w0;
    int64_t addr;
    if (th->namer && n == 2 && I->opcode && !strncmp(I->opcode, "llvm.amdgcn.ds.bpermute", 23) &&
        int_const(t, args[0], &w0, &addr) && addr >= 0 && addr % 4 == 0 && addr < 256) {
      rl = *I;
      rl.opcode = "llvm.amdgcn.readlane.i32";
      rargs[0] = args[1];
      rargs[1] = mk_int(t, 32, addr / 4);
      NI = &rl, nargs_p = rargs, nn = 2;
    }
    if (cls >= 0) r = mk_p(t, th->p, K_CONV, I->index, cls, NULL, na, args, CV_TERM_CONV | own);
    else if ((r = named(th, NI, nn, nargs_p, CV_TERM_LOCAL | CV_TERM_CONV | own)) < 0)
      r = mk_p(t, th->p, K_CONV, I->index, -1 - occ, NULL, na, args,
               CV_TERM_LOCAL | CV_TERM_CONV | own);
    if (own & CV_TERM_UNKNOWN) mark(t, r, th->p, I->index);
  } else if (I->opcode && !strcmp(I->opcode, "alloca")) {
    /* private memory (docs/design.md §5 "Memory"): the address is the same
     * in every lane (each lane's stack at the same offset), a new one per
     * execution; the memory behind it is the thread's own (th->mem) */
    if ((r = named_drop(th, I, CV_TERM_LOCAL, CV_TERM_LOCAL)) < 0)
      r = mk_p(t, th->p, K_FRESH, I->index, occ, NULL, 0, NULL, 0);
    /* a slot's alloca executed (again): a new object, undefined until a
     * store (cv_stack_slots: one on a cycle runs more than once) */
    if (th->slot[I->index] == I->index) th->mem[I->index] = -1;
  } else if (I->op == CV_OP_TERMINATOR && nsucc(th->p, I->block) > 1) {
    /* callbr, invoke: which successor is taken is not a value we model,
     * free per thread and execution, like the branch itself */
    if ((r = named(th, I, n, args, CV_TERM_LOCAL | CV_TERM_UNKNOWN)) < 0)
      r = mk_p(t, th->p, K_FRESH, I->index, occ, NULL, 0, NULL, CV_TERM_LOCAL | CV_TERM_UNKNOWN);
    mark(t, r, th->p, I->index);
  } else if (I->opkey) {
    /* what it computes: equal for equal operation and operands */
    const char *key = I->opkey;
    char zkey[64];
    int src = 0;
    /* the sign extension of a value whose sign bit is known clear is its
     * zero extension (instcombine writes `zext nneg` for `sext` of a thread
     * id): one term for one value */
    if (!strncmp(key, "sext ", 5) && n == 1 && I->text && (src = sext_source_width(I->text)) > 0 &&
        nonneg_bits(t, args[0]) > 0 && nonneg_bits(t, args[0]) < src &&
        snprintf(zkey, sizeof zkey, "zext %s", key + 5) < (int)sizeof zkey)
      key = zkey;
    char gkey[160];
    key = gep_key(key, gkey, sizeof gkey);
    int cargs[2];
    char ckey[64];
    if (n == 2 && canonical_operands(t, &key, ckey, sizeof ckey, args, cargs))
      args[0] = cargs[0], args[1] = cargs[1];
    /* the poison-generating flags are part of what it computes (an `add
     * nsw` is poison where an `add` wraps); a constant operation whose
     * flag is violated is not folded: its value is poison */
    unsigned pf = flags_never_violated(t, key, I->poison & ~(unsigned)CV_PF_INBOUNDS, n, args, I->text);
    r = pointer_identity(th, I, n, args);
    if (r < 0) r = fold(t, key, pf, n, args);
    if (r < 0) r = mk(t, K_OP, -1, (int)pf, key, n, args, 0);
    set_nonneg(t, r, key, n, args);
  } else if ((r = named(th, I, n, args, 0)) < 0) {
    r = mk_p(t, th->p, K_OP, I->index, 0, NULL, n, args, 0);
  }
  /* cv_thread_set_memory: past a synchronisation point, other threads'
   * stores to shared memory may be seen (a mem.sync node) */
  if (th->own_stores && cv_inst_memory_sync(I)) {
    int prev = th->memstate >= 0 ? th->memstate : mk(t, K_CONST, 0, 0, "memory", 0, NULL, 0);
    char key[160];
    snprintf(key, sizeof key, "mem.sync %s", I->opcode);
    th->memstate = mk(t, K_OP, -1, 0, key, 1, &prev, 0);
  }
  if (args != stackargs) free(args);
  return r;
}

int cv_thread_exec(cv_thread *th, int b, int from) {
  const cv_program *p = th->p;
  int visit = th->visits[b]++;
  int n;
  const int *insts = cv_block_insts(p, b, &n);
  /* The phis at the head of the block all read their incoming values as
   * the predecessor left them, at once (LLVM LangRef, 'phi' instruction:
   * the value for the predecessor executed just before; a phi reading
   * another phi of the block sees its previous value, as in a swap). */
  int nphi = 0;
  while (nphi < n && cv_program_inst(p, insts[nphi])->op == CV_OP_PHI) nphi++;
  int stackphi[16];
  int *phis = nphi <= 16 ? stackphi : cc_malloc((size_t)nphi * sizeof(int));
  for (int i = 0; i < nphi; i++) phis[i] = inst_term(th, cv_program_inst(p, insts[i]), from);
  for (int i = 0; i < nphi; i++) th->cur[insts[i]] = phis[i];
  if (phis != stackphi) free(phis);
  for (int i = nphi; i < n; i++) {
    const cv_inst *I = cv_program_inst(p, insts[i]);
    /* every instruction gets a term; a void one's is that of its operands
     * (what it does is the same in two threads iff they agree) */
    th->cur[I->index] = inst_term(th, I, from);
  }
  int ns;
  cv_block_succs(p, b, &ns);
  if (ns < 2) return -1;
  switch (cv_block_branch(p, b)) {
  case CV_BRANCH_UNIFORM:
    return mk(th->terms, K_UCOND, -1, visit, cv_block_name(p, b), 0, NULL, 0);
  case CV_BRANCH_DIVERGENT:
    return mk(th->terms, K_DCOND, -1, visit, cv_block_name(p, b), 0, NULL, CV_TERM_LOCAL);
  default: {
    /* .ll: the terminator's first operand */
    if (n > 0) {
      const cv_inst *T = cv_program_inst(p, insts[n - 1]);
      if ((T->op == CV_OP_BR || T->op == CV_OP_SWITCH) && T->nops > 0)
        return operand(th, &T->ops[0]);
    }
    /* another terminator with several successors (callbr, invoke):
     * nothing known, free per execution (the terminator's own term when
     * a namer named it: the same input in both programs) */
    if (n > 0 && th->namer) {
      int tt = th->cur[insts[n - 1]];
      if (tt >= 0 && CC_AT(th->terms->all, tt).k == K_NAMED) return tt;
    }
    return mark(th->terms,
                mk_p(th->terms, p, K_DCOND, b, visit, NULL, 0, NULL, CV_TERM_LOCAL | CV_TERM_UNKNOWN),
                p, n > 0 ? insts[n - 1] : -1);
  }
  }
}

int cv_branch_forced(const cv_program *p, int b, const cv_terms *t, int cond) {
  const term *x = &CC_AT(t->all, cond);
  if (x->k != K_CONST || !x->text) return -1;
  int n;
  const int *insts = cv_block_insts(p, b, &n);
  if (n == 0) return -1;
  const cv_inst *T = cv_program_inst(p, insts[n - 1]);
  if (T->op == CV_OP_BR) {
    if (!strcmp(x->text, "i1 true") || !strcmp(x->text, "true")) return 0;
    if (!strcmp(x->text, "i1 false") || !strcmp(x->text, "false")) return 1;
    return -1;
  }
  if (T->op == CV_OP_SWITCH) {
    if (strstr(x->text, "undef") || strstr(x->text, "poison")) return -1;
    /* ops: cond, default label, then (value, label) pairs; successor 0 is
     * the default, successor i + 1 the i-th case */
    for (int i = 2; i + 1 < T->nops; i += 2)
      if (T->ops[i].text && !strcmp(T->ops[i].text, x->text)) return 1 + (i - 2) / 2;
    return 0;
  }
  return -1;
}

void cv_term_view_of(const cv_terms *t, int id, cv_term_view *out) {
  const term *x = &CC_AT(t->all, id);
  memset(out, 0, sizeof *out);
  out->text = x->text;
  out->poison = x->k == K_OP && x->key < 0 ? (unsigned)x->key2 : 0;
  out->nargs = x->nargs;
  out->args = x->args;
  switch (x->k) {
  case K_CONST: out->kind = CV_TERM_K_CONST; break;
  case K_ARG: out->kind = CV_TERM_K_ARG, out->index = x->key; break;
  case K_TID: out->kind = CV_TERM_K_TID; break;
  case K_OP: out->kind = x->key < 0 ? CV_TERM_K_OP : CV_TERM_K_OTHER; break;
  case K_NAMED: out->kind = CV_TERM_K_NAMED; break;
  default: out->kind = CV_TERM_K_OTHER; break;
  }
  if (out->kind == CV_TERM_K_OTHER) out->nargs = 0, out->args = NULL;
}

/* ---- concrete values (cv_eval) --------------------------------------------- */

int cv_type_width(const char *ty) {
  if (!ty) return 0;
  if (ty[0] == 'i') {
    char *end;
    long n = strtol(ty + 1, &end, 10);
    return end != ty + 1 && (*end == 0 || *end == ' ') && n >= 1 && n <= 64 ? (int)n : 0;
  }
  if (!strncmp(ty, "ptr", 3) && (ty[3] == 0 || ty[3] == ' ')) return 64;
  if (!strcmp(ty, "half") || !strcmp(ty, "bfloat")) return 16;
  if (!strcmp(ty, "float")) return 32;
  if (!strcmp(ty, "double")) return 64;
  return 0;
}

int cv_opkey_width(const char *opkey) {
  if (!opkey) return 0;
  const char *pa = strstr(opkey, " ptr addrspace(");
  size_t n = strlen(opkey);
  if (pa && n > 0 && opkey[n - 1] == ')' && !strchr(pa + 15, ' ')) return 64;
  const char *sp = strrchr(opkey, ' ');
  return sp ? cv_type_width(sp + 1) : 0;
}

typedef struct ev_slot {
  int id, thread; /* thread -1: a id equal in every thread */
  bool known;
  bool poison;    /* known: the value is poison (cv_eval_poison) */
  int width;
  uint64_t value;
} ev_slot;

struct cv_evaluator {
  const cv_terms *t;
  cv_leaf_fn leaf;
  void *arg;
  ev_slot *slots; /* open addressing; id -1: empty */
  size_t nslots, used;
};

cv_evaluator *cv_evaluator_new(const cv_terms *t, cv_leaf_fn leaf, void *arg) {
  cv_evaluator *e = cc_calloc(1, sizeof *e);
  e->t = t;
  e->leaf = leaf;
  e->arg = arg;
  e->nslots = 256;
  e->slots = cc_malloc(e->nslots * sizeof *e->slots);
  for (size_t i = 0; i < e->nslots; i++) e->slots[i].id = -1;
  return e;
}

void cv_evaluator_free(cv_evaluator *e) {
  if (!e) return;
  free(e->slots);
  free(e);
}

static size_t ev_hash(int id, int thread, size_t mask) {
  return (size_t)(((uint64_t)(unsigned)id * 0x9e3779b97f4a7c15ull) ^ ((uint64_t)(thread + 1) * 0xc2b2ae3d27d4eb4full)) &
         mask;
}

static ev_slot *ev_find(cv_evaluator *e, int id, int thread) {
  size_t m = e->nslots - 1;
  for (size_t h = ev_hash(id, thread, m);; h = (h + 1) & m) {
    ev_slot *s = &e->slots[h];
    if (s->id == -1 || (s->id == id && s->thread == thread)) return s;
  }
}

static ev_slot *ev_add(cv_evaluator *e, int id, int thread) {
  if (2 * (e->used + 1) > e->nslots) {
    ev_slot *old = e->slots;
    size_t n = e->nslots;
    e->nslots *= 2;
    e->slots = cc_malloc(e->nslots * sizeof *e->slots);
    for (size_t i = 0; i < e->nslots; i++) e->slots[i].id = -1;
    for (size_t i = 0; i < n; i++)
      if (old[i].id != -1) *ev_find(e, old[i].id, old[i].thread) = old[i];
    free(old);
  }
  ev_slot *s = ev_find(e, id, thread);
  if (s->id == -1) e->used++, s->id = id, s->thread = thread, s->known = false;
  return s;
}

/* One id whose operands are known (or that has none): its value, and
 * whether it is poison (LangRef "Poison Values": an operation on a poison
 * operand is poison, but for select's arm not chosen and freeze; a flag
 * violated makes it poison, cv_poison_flags_violated). */
static bool ev_compute(cv_evaluator *e, int id, int thread, uint64_t *v, int *w, bool *poison) {
  const term *x = &CC_AT(e->t->all, id);
  uint64_t av[16];
  int aw[16];
  bool ap[16];
  *poison = false;
  /* a memory term (cv_thread_set_memory) is the leaf function's whole */
  bool memory = x->k == K_OP && x->text && !strncmp(x->text, "mem.", 4);
  bool have_args = (x->k == K_OP || x->k == K_TID) && x->nargs <= 16 && !memory;
  for (int i = 0; have_args && i < x->nargs; i++) {
    ev_slot *s = ev_find(e, x->args[i], (CC_AT(e->t->all, x->args[i]).flags & CV_TERM_LOCAL) ? thread : -1);
    if (s->id == -1 || !s->known) return false;
    av[i] = s->value, aw[i] = s->width, ap[i] = s->poison;
  }
  if (x->k == K_CONST) {
    int cw;
    int64_t cx;
    if (int_const(e->t, id, &cw, &cx)) {
      *v = (uint64_t)cx & mask_of(cw), *w = cw;
      return true;
    }
    if (x->text && !strncmp(x->text, "ptr", 3) && strstr(x->text, " null")) {
      *v = 0, *w = 64;
      return true;
    }
  }
  bool known = (x->k == K_OP && x->key < 0 && x->text && int_op(x->text, x->nargs, av, aw, v, w)) ||
               (e->leaf && e->leaf(e->arg, e, id, thread, have_args ? x->nargs : 0,
                                   have_args ? av : NULL, have_args ? aw : NULL, v, w));
  if (!known || x->k != K_OP || !have_args) return known;
  if (x->text && !strncmp(x->text, "freeze ", 7)) return true; /* a value, poison or not */
  if (x->text && !strncmp(x->text, "select ", 7) && x->nargs == 3) {
    *poison = ap[0] || ((av[0] & 1) ? ap[1] : ap[2]);
    return true;
  }
  for (int i = 0; i < x->nargs; i++) *poison |= ap[i];
  if (x->key < 0 && x->key2 && !*poison) {
    int p = cv_poison_flags_violated(x->text, (unsigned)x->key2, x->nargs, av, aw);
    if (p < 0) return false; /* a flag it cannot read: no value */
    *poison = p == 1;
  }
  return true;
}

bool cv_eval(cv_evaluator *e, int root, int thread, uint64_t *value, int *width) {
  /* an explicit stack: terms nest as deep as the paths are long */
  CC_STACK(int) st = {0};
  CC_PUSH(st, root);
  bool ok = true;
  while (CC_SIZE(st) > 0 && ok) {
    int id = CC_TOP(st);
    int th = (CC_AT(e->t->all, id).flags & CV_TERM_LOCAL) ? thread : -1;
    ev_slot *s = ev_find(e, id, th);
    if (s->id != -1) { /* done (known or not) */
      CC_RESIZE(st, CC_SIZE(st) - 1);
      continue;
    }
    const term *x = &CC_AT(e->t->all, id);
    bool pushed = false;
    bool memory = x->k == K_OP && x->text && !strncmp(x->text, "mem.", 4);
    if ((x->k == K_OP || x->k == K_TID) && !memory)
      for (int i = 0; i < x->nargs; i++) {
        int a = x->args[i];
        int ath = (CC_AT(e->t->all, a).flags & CV_TERM_LOCAL) ? thread : -1;
        if (ev_find(e, a, ath)->id == -1) { CC_PUSH(st, a); pushed = true; }
      }
    if (pushed) continue;
    uint64_t v = 0;
    int w = 0;
    bool poison = false;
    bool known = ev_compute(e, id, thread, &v, &w, &poison);
    s = ev_add(e, id, th);
    s->known = known, s->value = v, s->width = w, s->poison = known && poison;
    CC_RESIZE(st, CC_SIZE(st) - 1);
  }
  CC_RELEASE(st);
  int th = (CC_AT(e->t->all, root).flags & CV_TERM_LOCAL) ? thread : -1;
  ev_slot *s = ev_find(e, root, th);
  if (s->id == -1 || !s->known) return false;
  *value = s->value, *width = s->width;
  (void)ok;
  return true;
}

bool cv_eval_poison(cv_evaluator *e, int id, int thread, uint64_t *value, int *width, bool *poison) {
  if (!cv_eval(e, id, thread, value, width)) return false;
  int th = (CC_AT(e->t->all, id).flags & CV_TERM_LOCAL) ? thread : -1;
  *poison = ev_find(e, id, th)->poison;
  return true;
}
