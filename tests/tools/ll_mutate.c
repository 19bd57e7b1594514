/* tests/tools/ll_mutate.c — modules for the cross-check of `convcheck
 * verify` with LLVM 22's verifier (tests/cli/verify_opt.sh).
 *
 *   ll_mutate split FILE OUTDIR    one module per function with a body:
 *                                  the other bodies dropped, unused
 *                                  declarations removed
 *   ll_mutate mutate FILE OUTDIR [STRIDE]
 *                                  mutants of every function that calls a
 *                                  convergence control intrinsic: bundles
 *                                  dropped, duplicated, retargeted; the
 *                                  intrinsics swapped, moved, added (a
 *                                  second heart, an entry elsewhere, uses
 *                                  of a token in other blocks, uncontrolled
 *                                  convergent calls); STRIDE keeps every
 *                                  STRIDE-th mutant of each function
 *
 * Each module written is printed on stdout as one line
 *   PATH <TAB> FUNCTION <TAB> ID <TAB> WHAT
 * where ID names the mutant stably (FILE-STEM:FUNCTION:OP:N).  Reading
 * never runs LLVM's verifier (a mutant may break any rule).  A test tool:
 * it prints its errors to stderr and exits 2. */
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const intrinsic_names[3] = {
    "llvm.experimental.convergence.entry",
    "llvm.experimental.convergence.anchor",
    "llvm.experimental.convergence.loop",
};

static void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "ll_mutate: ");
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\n");
  va_end(ap);
  exit(2);
}

static char *read_all(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) die("cannot open %s", path);
  size_t cap = 1 << 16, n = 0;
  char *s = malloc(cap);
  for (;;) {
    if (n + 4096 > cap) s = realloc(s, cap *= 2);
    size_t r = fread(s + n, 1, cap - n, f);
    if (!r) break;
    n += r;
  }
  fclose(f);
  *len = n;
  return s;
}

static LLVMModuleRef parse(LLVMContextRef ctx, const char *text, size_t len,
                           const char *path) {
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRangeCopy(text, len, path);
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  if (LLVMParseIRInContext2(ctx, buf, &m, &msg)) die("%s: %s", path, msg ? msg : "parse error");
  LLVMDisposeMemoryBuffer(buf);
  return m;
}

static const char *value_name(LLVMValueRef v) {
  size_t n = 0;
  const char *s = LLVMGetValueName2(v, &n);
  return n ? s : "";
}

/* Which convergence intrinsic a call calls: 0 entry, 1 anchor, 2 loop, -1. */
static int intrinsic_kind(LLVMValueRef inst) {
  if (LLVMGetInstructionOpcode(inst) != LLVMCall) return -1;
  LLVMValueRef callee = LLVMGetCalledValue(inst);
  if (!callee || !LLVMIsAFunction(callee)) return -1;
  const char *n = value_name(callee);
  for (int k = 0; k < 3; k++)
    if (!strcmp(n, intrinsic_names[k])) return k;
  return -1;
}

static bool is_ctrl_tag(LLVMOperandBundleRef b) {
  size_t len = 0;
  const char *tag = LLVMGetOperandBundleTag(b, &len);
  return len == 15 && !memcmp(tag, "convergencectrl", 15);
}

/* The token of the call's first convergencectrl bundle, or NULL; *has says
 * whether there is such a bundle at all. */
static LLVMValueRef ctrl_token(LLVMValueRef call, bool *has) {
  *has = false;
  if (LLVMGetInstructionOpcode(call) != LLVMCall) return NULL;
  LLVMValueRef tok = NULL;
  unsigned nb = LLVMGetNumOperandBundles(call);
  for (unsigned i = 0; i < nb && !*has; i++) {
    LLVMOperandBundleRef b = LLVMGetOperandBundleAtIndex(call, i);
    if (is_ctrl_tag(b)) {
      *has = true;
      if (LLVMGetNumOperandBundleArgs(b) > 0) tok = LLVMGetOperandBundleArgAtIndex(b, 0);
    }
    LLVMDisposeOperandBundle(b);
  }
  return tok;
}

/* ---- the function's instructions and blocks, by number ------------------ */

typedef struct fview {
  LLVMValueRef fn;
  int ninst, nblock;
  LLVMValueRef *inst;
  LLVMBasicBlockRef *block;
  int *block_of;
} fview;

static void view(LLVMValueRef fn, fview *v) {
  memset(v, 0, sizeof *v);
  v->fn = fn;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b)) {
    v->nblock++;
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      v->ninst++;
  }
  v->inst = calloc((size_t)v->ninst + 1, sizeof *v->inst);
  v->block = calloc((size_t)v->nblock + 1, sizeof *v->block);
  v->block_of = calloc((size_t)v->ninst + 1, sizeof(int));
  int k = 0, bi = 0;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b;
       b = LLVMGetNextBasicBlock(b), bi++) {
    v->block[bi] = b;
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      v->block_of[k] = bi;
      v->inst[k++] = i;
    }
  }
}

static void unview(fview *v) {
  free(v->inst);
  free(v->block);
  free(v->block_of);
}

/* ---- mutations ------------------------------------------------------------ */

enum op {
  OP_DROP,     /* a: call; its convergencectrl bundle removed              */
  OP_DUP,      /* a: call; the bundle written twice                        */
  OP_NONE,     /* a: call; the bundle's token replaced by `token none`     */
  OP_RETARGET, /* a: call, b: token definition it now uses                 */
  OP_SWAP,     /* a: intrinsic call, b: kind it becomes                     */
  OP_ADDBUNDLE,/* a: entry/anchor, b: token definition given as bundle     */
  OP_MOVE,     /* a: instruction, b: block (token defs to its start, other
                  calls before its terminator)                              */
  OP_HEART,    /* b: block, a: token: `loop [a]` at the start of b          */
  OP_ENTRY,    /* b: block: an entry call at its start (end of the entry)  */
  OP_UNCTRL,   /* b: block: an uncontrolled convergent call before its end  */
  OP_USE,      /* b: block, a: token: a controlled call before its end      */
  OP_NOCONV,   /* the function loses its convergent attribute              */
  OP_BEFORE,   /* a: entry/loop call: a convergent call just before it     */
  NOPS
};
static const char *const op_names[NOPS] = {
    "drop-bundle", "dup-bundle", "token-none", "retarget", "swap",
    "add-bundle",  "move",       "add-heart",  "add-entry", "add-uncontrolled",
    "add-use",     "not-convergent", "convergent-before"};

typedef struct mutation {
  int fn; /* index among the functions with a body */
  int op, a, b;
} mutation;

typedef struct mlist {
  mutation *m;
  int n, cap;
} mlist;

static void add(mlist *l, int fn, int op, int a, int b) {
  if (l->n == l->cap) l->m = realloc(l->m, sizeof *l->m * (size_t)(l->cap = l->cap ? 2 * l->cap : 64));
  l->m[l->n++] = (mutation){fn, op, a, b};
}

/* Can the instruction move to another block without breaking SSA for a
 * value other than a token?  Its result must be void or used only by
 * convergencectrl bundles. */
static bool movable(LLVMValueRef inst) {
  if (LLVMIsATerminatorInst(inst) || LLVMGetInstructionOpcode(inst) != LLVMCall) return false;
  for (LLVMUseRef u = LLVMGetFirstUse(inst); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAInstruction(user) || LLVMGetInstructionOpcode(user) != LLVMCall) return false;
    unsigned na = LLVMGetNumArgOperands(user);
    for (unsigned i = 0; i < na; i++)
      if (LLVMGetOperand(user, i) == inst) return false;
  }
  return true;
}

static bool has_token_phi_or_select(const fview *v) {
  for (int k = 0; k < v->ninst; k++) {
    LLVMOpcode oc = LLVMGetInstructionOpcode(v->inst[k]);
    if ((oc == LLVMPHI || oc == LLVMSelect) &&
        LLVMGetTypeKind(LLVMTypeOf(v->inst[k])) == LLVMTokenTypeKind)
      return true;
  }
  return false;
}

static void enumerate(LLVMModuleRef m, mlist *out) {
  unsigned conv = LLVMGetEnumAttributeKindForName("convergent", 10);
  int fi = -1;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMIsDeclaration(fn)) continue;
    fi++;
    fview v;
    view(fn, &v);
    int *tokens = calloc((size_t)v.ninst + 1, sizeof(int)), nt = 0;
    int *ctrl = calloc((size_t)v.ninst + 1, sizeof(int)), nc = 0;
    for (int k = 0; k < v.ninst; k++) {
      bool has;
      if (intrinsic_kind(v.inst[k]) >= 0) tokens[nt++] = k;
      ctrl_token(v.inst[k], &has);
      if (has) ctrl[nc++] = k;
    }
    if (nt > 0 && !has_token_phi_or_select(&v)) {
      for (int i = 0; i < nc; i++) {
        int c = ctrl[i];
        bool has;
        LLVMValueRef tok = ctrl_token(v.inst[c], &has);
        add(out, fi, OP_DROP, c, 0);
        add(out, fi, OP_DUP, c, 0);
        if (i == 0) add(out, fi, OP_NONE, c, 0);
        for (int j = 0; j < nt; j++)
          if (v.inst[tokens[j]] != tok && tokens[j] != c) add(out, fi, OP_RETARGET, c, tokens[j]);
      }
      for (int j = 0; j < nt; j++) {
        int t = tokens[j], kind = intrinsic_kind(v.inst[t]);
        for (int k = 0; k < 3; k++)
          if (k != kind) add(out, fi, OP_SWAP, t, k);
        if (kind != 2 && nt > 1) add(out, fi, OP_ADDBUNDLE, t, tokens[j == 0 ? 1 : 0]);
        if (kind != 1) add(out, fi, OP_BEFORE, t, 0);
      }
      for (int k = 0; k < v.ninst; k++) {
        bool has;
        ctrl_token(v.inst[k], &has);
        if (!(intrinsic_kind(v.inst[k]) >= 0 || has) || !movable(v.inst[k])) continue;
        for (int b = 0; b < v.nblock; b++)
          if (b != v.block_of[k]) add(out, fi, OP_MOVE, k, b);
      }
      for (int b = 0; b < v.nblock; b++) {
        for (int j = 0; j < nt; j++) add(out, fi, OP_HEART, tokens[j], b);
        add(out, fi, OP_ENTRY, 0, b);
        add(out, fi, OP_UNCTRL, 0, b);
        for (int j = 0; j < nt; j++) add(out, fi, OP_USE, tokens[j], b);
      }
      if (conv && LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, conv))
        add(out, fi, OP_NOCONV, 0, 0);
    }
    free(tokens);
    free(ctrl);
    unview(&v);
  }
}

/* ---- applying one ---------------------------------------------------------- */

static LLVMValueRef convergent_decl(LLVMModuleRef m) {
  const char *name = "convcheck.mutant.convergent";
  LLVMValueRef f = LLVMGetNamedFunction(m, name);
  if (f) return f;
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMTypeRef ty = LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, 0);
  f = LLVMAddFunction(m, name, ty);
  unsigned conv = LLVMGetEnumAttributeKindForName("convergent", 10);
  LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, conv, 0));
  return f;
}

static LLVMValueRef intrinsic_decl(LLVMModuleRef m, int kind) {
  const char *n = intrinsic_names[kind];
  unsigned id = LLVMLookupIntrinsicID(n, strlen(n));
  if (!id) die("no intrinsic %s", n);
  return LLVMGetIntrinsicDeclaration(m, id, NULL, 0);
}

static LLVMOperandBundleRef ctrl_bundle(LLVMValueRef tok) {
  return LLVMCreateOperandBundle("convergencectrl", 15, &tok, 1);
}

/* Replaces `call` by a call of `callee` (NULL: the same) with the given
 * bundles, keeping arguments, attributes and the name. */
static LLVMValueRef rebuild(LLVMBuilderRef bld, LLVMValueRef call, LLVMValueRef callee,
                            LLVMOperandBundleRef *bundles, unsigned nb) {
  LLVMTypeRef fty = callee ? LLVMGlobalGetValueType(callee) : LLVMGetCalledFunctionType(call);
  if (!callee) callee = LLVMGetCalledValue(call);
  unsigned na = LLVMGetNumArgOperands(call);
  LLVMValueRef *args = calloc(na + 1, sizeof *args);
  for (unsigned i = 0; i < na; i++) args[i] = LLVMGetOperand(call, i);
  LLVMPositionBuilderBefore(bld, call);
  char *name = strdup(value_name(call));
  LLVMSetValueName2(call, "", 0);
  LLVMValueRef n = LLVMBuildCallWithOperandBundles(bld, fty, callee, args, na, bundles, nb, name);
  free(name);
  free(args);
  if (callee == LLVMGetCalledValue(call)) {
    long idx[2] = {(long)LLVMAttributeFunctionIndex, (long)LLVMAttributeReturnIndex};
    for (int k = 0; k < 2; k++) {
      unsigned cnt = LLVMGetCallSiteAttributeCount(call, (LLVMAttributeIndex)idx[k]);
      if (!cnt) continue;
      LLVMAttributeRef *as = calloc(cnt, sizeof *as);
      LLVMGetCallSiteAttributes(call, (LLVMAttributeIndex)idx[k], as);
      for (unsigned i = 0; i < cnt; i++) LLVMAddCallSiteAttribute(n, (LLVMAttributeIndex)idx[k], as[i]);
      free(as);
    }
  }
  if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind) LLVMReplaceAllUsesWith(call, n);
  LLVMInstructionEraseFromParent(call);
  return n;
}

/* The call's bundles, with the convergencectrl one handled by `mode`:
 * 0 drop it, 1 write it twice, 2 replace its token by `tok`, 3 keep. */
static unsigned bundles_of(LLVMValueRef call, int mode, LLVMValueRef tok,
                           LLVMOperandBundleRef *out, unsigned cap) {
  unsigned n = 0, nb = LLVMGetNumOperandBundles(call);
  for (unsigned i = 0; i < nb && n + 2 <= cap; i++) {
    LLVMOperandBundleRef b = LLVMGetOperandBundleAtIndex(call, i);
    if (!is_ctrl_tag(b) || mode == 3) {
      out[n++] = b;
      continue;
    }
    if (mode == 0) {
      LLVMDisposeOperandBundle(b);
    } else if (mode == 1) {
      out[n++] = b;
      LLVMValueRef t = LLVMGetOperandBundleArgAtIndex(b, 0);
      out[n++] = ctrl_bundle(t);
    } else {
      LLVMDisposeOperandBundle(b);
      out[n++] = ctrl_bundle(tok);
    }
  }
  return n;
}

static LLVMValueRef first_insertion_point(LLVMBasicBlockRef b) {
  LLVMValueRef i = LLVMGetFirstInstruction(b);
  while (i && LLVMGetInstructionOpcode(i) == LLVMPHI) i = LLVMGetNextInstruction(i);
  return i;
}

static void describe(char *buf, size_t size, const fview *v, const mutation *mu) {
  char a[256] = "", b[256] = "";
  if (mu->a >= 0 && mu->a < v->ninst) {
    const char *n = value_name(v->inst[mu->a]);
    if (*n) snprintf(a, sizeof a, "%%%s", n);
    else snprintf(a, sizeof a, "instruction #%d", mu->a);
  }
  if (mu->b >= 0 && mu->b < v->nblock) {
    const char *n = value_name(LLVMBasicBlockAsValue(v->block[mu->b]));
    snprintf(b, sizeof b, "%s", *n ? n : "(entry)");
  }
  switch (mu->op) {
  case OP_DROP: snprintf(buf, size, "drop the convergencectrl bundle of %s", a); break;
  case OP_DUP: snprintf(buf, size, "duplicate the convergencectrl bundle of %s", a); break;
  case OP_NONE: snprintf(buf, size, "give %s the bundle token none", a); break;
  case OP_RETARGET: {
    const char *n = value_name(v->inst[mu->b]);
    snprintf(buf, size, "make %s use the token %%%s", a, n);
    break;
  }
  case OP_SWAP: snprintf(buf, size, "make %s a call to %s", a, intrinsic_names[mu->b]); break;
  case OP_ADDBUNDLE: snprintf(buf, size, "give %s a convergencectrl bundle (%%%s)", a, value_name(v->inst[mu->b])); break;
  case OP_MOVE: snprintf(buf, size, "move %s to block %s", a, b); break;
  case OP_HEART: snprintf(buf, size, "add a loop intrinsic using %s at the start of %s", a, b); break;
  case OP_ENTRY: snprintf(buf, size, "add an entry intrinsic to %s", b); break;
  case OP_UNCTRL: snprintf(buf, size, "add an uncontrolled convergent call to %s", b); break;
  case OP_USE: snprintf(buf, size, "add a convergent call using %s at the end of %s", a, b); break;
  case OP_NOCONV: snprintf(buf, size, "drop the function's convergent attribute"); break;
  case OP_BEFORE: snprintf(buf, size, "add a convergent call just before %s", a); break;
  default: snprintf(buf, size, "?"); break;
  }
}

static void apply(LLVMModuleRef m, LLVMValueRef fn, const mutation *mu) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMBuilderRef bld = LLVMCreateBuilderInContext(ctx);
  fview v;
  view(fn, &v);
  LLVMValueRef A = mu->a >= 0 && mu->a < v.ninst ? v.inst[mu->a] : NULL;
  LLVMOperandBundleRef bs[16];
  unsigned nb;
  switch (mu->op) {
  case OP_DROP:
  case OP_DUP:
    nb = bundles_of(A, mu->op == OP_DROP ? 0 : 1, NULL, bs, 16);
    rebuild(bld, A, NULL, bs, nb);
    break;
  case OP_NONE:
  case OP_RETARGET: {
    LLVMValueRef tok = mu->op == OP_NONE ? LLVMConstNull(LLVMTokenTypeInContext(ctx))
                                         : v.inst[mu->b];
    nb = bundles_of(A, 2, tok, bs, 16);
    rebuild(bld, A, NULL, bs, nb);
    break;
  }
  case OP_SWAP:
    nb = bundles_of(A, 3, NULL, bs, 16);
    rebuild(bld, A, intrinsic_decl(m, mu->b), bs, nb);
    break;
  case OP_ADDBUNDLE:
    nb = bundles_of(A, 3, NULL, bs, 15);
    bs[nb++] = ctrl_bundle(v.inst[mu->b]);
    rebuild(bld, A, NULL, bs, nb);
    break;
  case OP_MOVE: {
    LLVMBasicBlockRef to = v.block[mu->b];
    LLVMValueRef at = intrinsic_kind(A) >= 0 ? first_insertion_point(to)
                                             : LLVMGetBasicBlockTerminator(to);
    if (!at) at = LLVMGetLastInstruction(to);
    LLVMInstructionRemoveFromParent(A);
    LLVMPositionBuilderBefore(bld, at);
    LLVMInsertIntoBuilder(bld, A);
    nb = 0;
    break;
  }
  case OP_HEART: {
    LLVMPositionBuilderBefore(bld, first_insertion_point(v.block[mu->b]));
    LLVMValueRef f = intrinsic_decl(m, 2);
    LLVMOperandBundleRef b = ctrl_bundle(A);
    LLVMBuildCallWithOperandBundles(bld, LLVMGlobalGetValueType(f), f, NULL, 0, &b, 1, "mut.heart");
    LLVMDisposeOperandBundle(b);
    nb = 0;
    break;
  }
  case OP_ENTRY: {
    LLVMBasicBlockRef b = v.block[mu->b];
    LLVMPositionBuilderBefore(bld, mu->b == 0 ? LLVMGetBasicBlockTerminator(b)
                                             : first_insertion_point(b));
    LLVMValueRef f = intrinsic_decl(m, 0);
    LLVMBuildCallWithOperandBundles(bld, LLVMGlobalGetValueType(f), f, NULL, 0, NULL, 0, "mut.entry");
    nb = 0;
    break;
  }
  case OP_UNCTRL:
  case OP_USE: {
    LLVMPositionBuilderBefore(bld, LLVMGetBasicBlockTerminator(v.block[mu->b]));
    LLVMValueRef f = convergent_decl(m);
    LLVMOperandBundleRef b = mu->op == OP_USE ? ctrl_bundle(A) : NULL;
    LLVMBuildCallWithOperandBundles(bld, LLVMGlobalGetValueType(f), f, NULL, 0, &b,
                                    mu->op == OP_USE, "");
    if (b) LLVMDisposeOperandBundle(b);
    nb = 0;
    break;
  }
  case OP_NOCONV:
    LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                   LLVMGetEnumAttributeKindForName("convergent", 10));
    nb = 0;
    break;
  case OP_BEFORE: {
    /* before a loop: a use of its own token; before an entry: an
     * uncontrolled call */
    LLVMPositionBuilderBefore(bld, A);
    LLVMValueRef f = convergent_decl(m);
    bool has;
    LLVMValueRef tok = ctrl_token(A, &has);
    LLVMOperandBundleRef b = tok ? ctrl_bundle(tok) : NULL;
    LLVMBuildCallWithOperandBundles(bld, LLVMGlobalGetValueType(f), f, NULL, 0, &b, tok != NULL, "");
    if (b) LLVMDisposeOperandBundle(b);
    nb = 0;
    break;
  }
  default: nb = 0; break;
  }
  for (unsigned i = 0; i < nb; i++) LLVMDisposeOperandBundle(bs[i]);
  unview(&v);
  LLVMDisposeBuilder(bld);
}

/* ---- split ------------------------------------------------------------------ */

/* Keeps only fn's body: other bodies become declarations (when still
 * called) or go, then declarations nothing uses go. */
static void keep_only(LLVMModuleRef m, LLVMValueRef keep) {
  LLVMValueRef fn = LLVMGetFirstFunction(m);
  while (fn) {
    LLVMValueRef next = LLVMGetNextFunction(fn);
    if (fn != keep && !LLVMIsDeclaration(fn)) {
      if (LLVMGetFirstUse(fn)) {
        /* a declaration in its place, with its attributes */
        char *name = strdup(value_name(fn));
        LLVMSetValueName2(fn, "", 0);
        LLVMValueRef d = LLVMAddFunction(m, name, LLVMGlobalGetValueType(fn));
        unsigned cnt = LLVMGetAttributeCountAtIndex(fn, LLVMAttributeFunctionIndex);
        if (cnt) {
          LLVMAttributeRef *as = calloc(cnt, sizeof *as);
          LLVMGetAttributesAtIndex(fn, LLVMAttributeFunctionIndex, as);
          for (unsigned i = 0; i < cnt; i++) LLVMAddAttributeAtIndex(d, LLVMAttributeFunctionIndex, as[i]);
          free(as);
        }
        LLVMReplaceAllUsesWith(fn, d);
        free(name);
      }
      LLVMDeleteFunction(fn);
    }
    fn = next;
  }
  fn = LLVMGetFirstFunction(m);
  while (fn) {
    LLVMValueRef next = LLVMGetNextFunction(fn);
    if (fn != keep && LLVMIsDeclaration(fn) && !LLVMGetFirstUse(fn)) LLVMDeleteFunction(fn);
    fn = next;
  }
}

/* ---- output ----------------------------------------------------------------- */

/* The file name without ".ll", after its folder's name ("ADCE/convergence"),
 * so that two files of one name stay apart. */
static void stem_of(const char *path, char *out, size_t size) {
  const char *s = strrchr(path, '/'), *d = s;
  if (s)
    while (d > path && d[-1] != '/') d--;
  snprintf(out, size, "%s", d ? d : path);
  char *dot = strrchr(out, '.');
  if (dot && !strcmp(dot, ".ll")) *dot = 0;
}

/* The stem as a file name. */
static void flat(const char *stem, char *out, size_t size) {
  snprintf(out, size, "%s", stem);
  for (char *c = out; *c; c++)
    if (*c == '/') *c = '_';
}

static void write_module(LLVMModuleRef m, const char *path, const char *comment) {
  char *text = LLVMPrintModuleToString(m);
  FILE *f = fopen(path, "w");
  if (!f) die("cannot write %s", path);
  fprintf(f, "; %s\n%s", comment, text);
  if (fclose(f)) die("cannot write %s", path);
  LLVMDisposeMessage(text);
}

static LLVMValueRef nth_body(LLVMModuleRef m, int n) {
  int k = -1;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn) && ++k == n) return fn;
  return NULL;
}

int main(int argc, char **argv) {
  if (argc < 4 || (strcmp(argv[1], "split") && strcmp(argv[1], "mutate"))) {
    fprintf(stderr, "usage: ll_mutate split|mutate FILE OUTDIR [STRIDE]\n");
    return 2;
  }
  const char *file = argv[2], *dir = argv[3];
  int stride = argc > 4 ? atoi(argv[4]) : 1;
  if (stride < 1) stride = 1;
  size_t len;
  char *text = read_all(file, &len);
  char stem[256], path[1024], id[1024], what[1024];
  stem_of(file, stem, sizeof stem);
  char fstem[256];
  flat(stem, fstem, sizeof fstem);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef base = parse(ctx, text, len, file);

  if (!strcmp(argv[1], "split")) {
    int k = 0;
    for (LLVMValueRef fn = LLVMGetFirstFunction(base); fn; fn = LLVMGetNextFunction(fn)) {
      if (LLVMIsDeclaration(fn)) continue;
      LLVMModuleRef m = parse(ctx, text, len, file);
      LLVMValueRef f = nth_body(m, k);
      keep_only(m, f);
      snprintf(path, sizeof path, "%s/%s.%d.ll", dir, fstem, k);
      snprintf(id, sizeof id, "%s:%s:split", stem, value_name(fn));
      write_module(m, path, id);
      printf("%s\t%s\t%s\t%s\n", path, value_name(fn), id, "the function alone");
      LLVMDisposeModule(m);
      k++;
    }
  } else {
    mlist l = {0};
    enumerate(base, &l);
    int count[NOPS];
    int last_fn = -1, seq = 0;
    for (int i = 0; i < l.n; i++) {
      const mutation *mu = &l.m[i];
      if (mu->fn != last_fn) {
        memset(count, 0, sizeof count);
        last_fn = mu->fn;
        seq = 0;
      }
      int n = count[mu->op]++;
      if (seq++ % stride) continue;
      LLVMModuleRef m = parse(ctx, text, len, file);
      LLVMValueRef fn = nth_body(m, mu->fn);
      fview v;
      view(fn, &v);
      describe(what, sizeof what, &v, mu);
      unview(&v);
      snprintf(id, sizeof id, "%s:%s:%s:%d", stem, value_name(fn), op_names[mu->op], n);
      apply(m, fn, mu);
      snprintf(path, sizeof path, "%s/%s.m%d.ll", dir, fstem, i);
      char comment[2200];
      snprintf(comment, sizeof comment, "%s: %s", id, what);
      write_module(m, path, comment);
      printf("%s\t%s\t%s\t%s\n", path, value_name(fn), id, what);
      LLVMDisposeModule(m);
    }
    free(l.m);
  }
  LLVMDisposeModule(base);
  LLVMContextDispose(ctx);
  free(text);
  return 0;
}
