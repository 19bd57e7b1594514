/* front/ll.c — reading LLVM IR text (.ll) through the LLVM C API
 * (docs/design.md §1 ".ll"): every function with a body becomes a program.
 *
 * Never prints and never exits.  LLVM itself can end the process on some
 * inputs, so three classes of input are handled before or around the parser:
 *   - a module that carries the "Debug Info Version" flag and fails LLVM's
 *     verifier makes the parser's debug-info upgrade print "Broken module
 *     found" and abort: the upgrade is switched off once per process
 *     (-disable-auto-upgrade-debug-info), so such IR loads like any other
 *     unverified IR;
 *   - the parser recurses once per level of nested brackets (constant
 *     expressions, types, metadata): nesting deeper than LL_MAX_NESTING is
 *     refused with the position of the offending bracket;
 *   - long chains that recurse without nesting (metadata nodes referring to
 *     the next one, named struct types containing the next one) need stack
 *     in proportion to the input: the whole read runs on a thread whose stack
 *     grows with the input size.
 * Bitcode is refused: this reader is for IR text. */
#include "front/front.h"
#include "front/ll_text.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Support.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Brackets nested deeper than this are refused before LLVM sees them.  At
 * most a few KB of stack per level (measured: nested constant expressions,
 * with AddressSanitizer), so even the fallback on an 8 MB stack holds; no
 * real IR comes near, and random bytes stay far below (a random walk). */
#define LL_MAX_NESTING 2048

#define LL_COUNT(a) (sizeof(a) / sizeof((a)[0]))

enum { LL_KEY_INST = 1, LL_KEY_ARG, LL_KEY_BLOCK, LL_KEY_CONST, LL_KEY_GLOBAL };

/* ---- source positions ----------------------------------------------------
 * The C API keeps no source locations, so they are recovered from the text
 * (for diagnostics that name file:line:col): each function's `define` line,
 * its labels, and the line where each instruction starts.  An instruction
 * starts on a line whose first word is a result ("%x =") or an opcode
 * without a result; other lines (switch cases, "to label", landingpad
 * clauses, "]", debug records) continue it.  If the starts found in a
 * function's body do not match the instructions LLVM read one to one, its
 * instructions keep line 0 (unknown) rather than a wrong line. */

typedef struct ll_src_fn {
  const char *name; /* into the text: the name after '@' (quotes dropped) */
  size_t nlen;
  int line, col;    /* the `define` */
  size_t body, end; /* offsets: the line after '{', the line of '}' */
  int body_line;
} ll_src_fn;
typedef CC_STACK(ll_src_fn) ll_src_fns;

static const char *ll_eol(const char *s, const char *end) {
  const char *e = memchr(s, '\n', (size_t)(end - s));
  return e ? e : end;
}

static bool ll_ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '-' || c == '$' || c == '.' || c == '_';
}

/* The `define`s of the module text, with their bodies. */
static void ll_src_functions(const char *text, size_t len,
                             ll_src_fns *out) {
  const char *s = text, *end = text + len;
  int line = 1;
  ll_src_fn *open = NULL;
  bool want_brace = false;
  while (s < end) {
    const char *e = ll_eol(s, end);
    const char *t = s;
    while (t < e && (*t == ' ' || *t == '\t')) t++;
    if (open && !want_brace) {
      if (t < e && *t == '}') {
        open->end = (size_t)(s - text);
        open = NULL;
      }
    } else if (!open && e - s > 7 && !memcmp(s, "define ", 7)) {
      const char *at = memchr(s, '@', (size_t)(e - s));
      if (at && at + 1 < e) {
        ll_src_fn f;
        memset(&f, 0, sizeof f);
        f.line = line;
        f.col = 1;
        const char *n = at + 1;
        if (*n == '"') {
          const char *q = memchr(n + 1, '"', (size_t)(e - n - 1));
          f.name = n + 1;
          f.nlen = q ? (size_t)(q - n - 1) : 0;
        } else {
          const char *q = n;
          while (q < e && ll_ident_char(*q)) q++;
          f.name = n;
          f.nlen = (size_t)(q - n);
        }
        CC_PUSH(*out, f);
        open = &CC_TOP(*out);
        want_brace = true;
      }
    }
    if (open && want_brace && memchr(s, '{', (size_t)(e - s))) {
      want_brace = false;
      open->body = (size_t)(e - text) + (e < end);
      open->body_line = line + 1;
    }
    s = e + (e < end);
    line++;
  }
  if (open) open->end = len; /* no closing brace: LLVM would have refused */
}

static const char *const ll_void_opcodes[] = {
    "ret",    "br",        "switch",   "indirectbr", "invoke",  "resume",
    "unreachable", "cleanupret", "catchret", "callbr", "call", "tail",
    "musttail", "notail",  "store",    "fence"};

typedef struct ll_src_pos {
  int line, col;
} ll_src_pos;
typedef CC_STACK(ll_src_pos) ll_src_positions;

typedef struct ll_src_label {
  const char *name;
  size_t nlen;
  int line, col;
} ll_src_label;
typedef CC_STACK(ll_src_label) ll_src_labels;

/* Instruction starts and labels of one body. */
static void ll_src_body(const char *text, const ll_src_fn *f,
                        ll_src_positions *insts,
                        ll_src_labels *labels) {
  const char *s = text + f->body, *end = text + f->end;
  int line = f->body_line;
  for (; s < end; line++) {
    const char *e = ll_eol(s, end);
    const char *t = s;
    while (t < e && (*t == ' ' || *t == '\t')) t++;
    int col = (int)(t - s) + 1;
    const char *w = t;
    if (t < e && *t == '"') { /* a quoted label */
      const char *q = memchr(t + 1, '"', (size_t)(e - t - 1));
      w = q ? q + 1 : e;
    } else {
      while (w < e && ll_ident_char(*w)) w++;
    }
    if (t == e || *t == ';' || *t == '#') {
      /* blank, comment, debug record */
    } else if (w > t && w < e && *w == ':') {
      ll_src_label l = {t + (*t == '"'), (size_t)(w - t) - (*t == '"' ? 2 : 0),
                        line, col};
      CC_PUSH(*labels, l);
    } else if (*t == '%') {
      CC_PUSH(*insts, ((ll_src_pos){line, col}));
    } else {
      for (size_t i = 0; i < LL_COUNT(ll_void_opcodes); i++) {
        size_t n = strlen(ll_void_opcodes[i]);
        if ((size_t)(w - t) == n && !memcmp(t, ll_void_opcodes[i], n)) {
          CC_PUSH(*insts, ((ll_src_pos){line, col}));
          break;
        }
      }
    }
    s = e + (e < end);
  }
}

/* ----------------------------------------------------------------------
 * The reader
 * ---------------------------------------------------------------------- */

/* An index of names (the first two fields of each element of an array
 * are `const char *name; size_t nlen;`): open addressing, element + 1. */
typedef struct ll_names {
  int *slot;
  size_t cap;
} ll_names;

static size_t ll_names_at(const ll_names *m, const void *base, size_t stride,
                          const char *name, size_t nlen) {
  size_t mask = m->cap - 1, i = (size_t)cc_hash_bytes(name, nlen, 0) & mask;
  for (; m->slot[i]; i = (i + 1) & mask) {
    const char *const *e = (const char *const *)((const char *)base + (size_t)(m->slot[i] - 1) * stride);
    size_t elen = *(const size_t *)(e + 1);
    if (elen == nlen && !memcmp(*e, name, nlen)) break;
  }
  return i;
}

/* Indexes n elements; the first of equal names wins. */
static void ll_names_build(ll_names *m, const void *base, size_t n, size_t stride) {
  size_t cap = 16;
  while (cap < 2 * n + 2) cap *= 2;
  if (cap > m->cap) {
    free(m->slot);
    m->slot = cc_malloc(cap * sizeof(int));
    m->cap = cap;
  }
  memset(m->slot, 0, m->cap * sizeof(int));
  for (size_t k = 0; k < n; k++) {
    const char *const *e = (const char *const *)((const char *)base + k * stride);
    size_t i = ll_names_at(m, base, stride, *e, *(const size_t *)(e + 1));
    if (!m->slot[i]) m->slot[i] = (int)k + 1;
  }
}

/* The element named `name`, -1 if none. */
static int ll_names_find(const ll_names *m, const void *base, size_t stride, const char *name) {
  if (!m->cap) return -1;
  return m->slot[ll_names_at(m, base, stride, name, strlen(name))] - 1;
}

typedef struct ll_reader {
  const char *path;
  cc_error *err;
  LLVMModuleRef mod;
  lt_module *text;                 /* the module printed once (ll_text.h) */
  const cv_target *target;         /* model/target.h */
  cv_target_fn fn;                 /* the current function, for the target */
  cv_target_fninfo fninfo;
  lt_pmap names;                   /* callee / inline asm -> index in strings */
  CC_STACK(char *) strings;        /* intrinsic names, asm constraints */
  ll_names src_fn_index, src_label_index;
  unsigned kind_inreg, kind_byval, kind_nodivsrc, md_reqd, kind_noalias;
  lt_pmap globals;                  /* unnamed global -> module slot number */
  lt_pmap local;                    /* per function: insts, args, blocks,
                                      constants (index into consts) */
  CC_STACK(const char *) consts;   /* printed constants, per function */
  CC_STACK(LLVMValueRef) insts;    /* the function's instructions in order */
  cc_ints inst_slot;               /* slot number of an unnamed result, -1 */
  unsigned kind_convergent, kind_memory, kind_readnone;
  const char *src;                 /* the text, for source positions */
  size_t srclen;
  ll_src_fns src_fns;               /* its `define`s */
  ll_src_positions src_insts;     /* per function: instruction starts */
  ll_src_labels src_labels;
} ll_reader;

static const char *ll_opcode_name(LLVMOpcode op) {
  switch (op) {
  case LLVMRet: return "ret";
  case LLVMBr: return "br";
  case LLVMSwitch: return "switch";
  case LLVMIndirectBr: return "indirectbr";
  case LLVMInvoke: return "invoke";
  case LLVMUnreachable: return "unreachable";
  case LLVMCallBr: return "callbr";
  case LLVMFNeg: return "fneg";
  case LLVMAdd: return "add";
  case LLVMFAdd: return "fadd";
  case LLVMSub: return "sub";
  case LLVMFSub: return "fsub";
  case LLVMMul: return "mul";
  case LLVMFMul: return "fmul";
  case LLVMUDiv: return "udiv";
  case LLVMSDiv: return "sdiv";
  case LLVMFDiv: return "fdiv";
  case LLVMURem: return "urem";
  case LLVMSRem: return "srem";
  case LLVMFRem: return "frem";
  case LLVMShl: return "shl";
  case LLVMLShr: return "lshr";
  case LLVMAShr: return "ashr";
  case LLVMAnd: return "and";
  case LLVMOr: return "or";
  case LLVMXor: return "xor";
  case LLVMAlloca: return "alloca";
  case LLVMLoad: return "load";
  case LLVMStore: return "store";
  case LLVMGetElementPtr: return "getelementptr";
  case LLVMTrunc: return "trunc";
  case LLVMZExt: return "zext";
  case LLVMSExt: return "sext";
  case LLVMFPToUI: return "fptoui";
  case LLVMFPToSI: return "fptosi";
  case LLVMUIToFP: return "uitofp";
  case LLVMSIToFP: return "sitofp";
  case LLVMFPTrunc: return "fptrunc";
  case LLVMFPExt: return "fpext";
  case LLVMPtrToInt: return "ptrtoint";
  case LLVMPtrToAddr: return "ptrtoaddr";
  case LLVMIntToPtr: return "inttoptr";
  case LLVMBitCast: return "bitcast";
  case LLVMAddrSpaceCast: return "addrspacecast";
  case LLVMICmp: return "icmp";
  case LLVMFCmp: return "fcmp";
  case LLVMPHI: return "phi";
  case LLVMCall: return "call";
  case LLVMSelect: return "select";
  case LLVMUserOp1: return "userop1";
  case LLVMUserOp2: return "userop2";
  case LLVMVAArg: return "va_arg";
  case LLVMExtractElement: return "extractelement";
  case LLVMInsertElement: return "insertelement";
  case LLVMShuffleVector: return "shufflevector";
  case LLVMExtractValue: return "extractvalue";
  case LLVMInsertValue: return "insertvalue";
  case LLVMFreeze: return "freeze";
  case LLVMFence: return "fence";
  case LLVMAtomicCmpXchg: return "cmpxchg";
  case LLVMAtomicRMW: return "atomicrmw";
  case LLVMResume: return "resume";
  case LLVMLandingPad: return "landingpad";
  case LLVMCleanupRet: return "cleanupret";
  case LLVMCatchRet: return "catchret";
  case LLVMCatchPad: return "catchpad";
  case LLVMCleanupPad: return "cleanuppad";
  case LLVMCatchSwitch: return "catchswitch";
  }
  return "unknown";
}

/* A copy of an LLVM string of known length in the program's arena. */
static const char *ll_strndup(cv_program *p, const char *s, size_t n) {
  char *d = cv_program_alloc(p, n + 1);
  memcpy(d, s, n);
  d[n] = 0;
  return d;
}

static const char *ll_keep(ll_reader *r, const void *key, const char *s, size_t n);

/* A type as LLVM prints it, printed once per type for the whole read
 * (types are unique in their context, so the pointer is the key). */
static const char *ll_type_text(ll_reader *r, LLVMTypeRef ty) {
  lt_slot *sl = lt_pmap_find(&r->names, ty);
  if (sl) return CC_AT(r->strings, (size_t)sl->index);
  char *t = LLVMPrintTypeToString(ty);
  const char *kept = ll_keep(r, ty, t ? t : "", t ? strlen(t) : 0);
  LLVMDisposeMessage(t);
  return kept;
}

static const char *ll_number(cv_program *p, int n) {
  char buf[32];
  snprintf(buf, sizeof buf, "%d", n);
  return cv_program_strdup(p, buf);
}

static bool ll_has_name(LLVMValueRef v) {
  size_t n = 0;
  LLVMGetValueName2(v, &n);
  return n > 0;
}

/* Module slots of unnamed globals, in the order LLVM's slot tracker gives
 * them: global variables, aliases, ifuncs, then functions. */
static void ll_number_globals(ll_reader *r) {
  int next = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(r->mod); g; g = LLVMGetNextGlobal(g))
    if (!ll_has_name(g)) lt_pmap_put(&r->globals, g, LL_KEY_GLOBAL, next++);
  for (LLVMValueRef g = LLVMGetFirstGlobalAlias(r->mod); g;
       g = LLVMGetNextGlobalAlias(g))
    if (!ll_has_name(g)) lt_pmap_put(&r->globals, g, LL_KEY_GLOBAL, next++);
  for (LLVMValueRef g = LLVMGetFirstGlobalIFunc(r->mod); g;
       g = LLVMGetNextGlobalIFunc(g))
    if (!ll_has_name(g)) lt_pmap_put(&r->globals, g, LL_KEY_GLOBAL, next++);
  for (LLVMValueRef g = LLVMGetFirstFunction(r->mod); g;
       g = LLVMGetNextFunction(g))
    if (!ll_has_name(g)) lt_pmap_put(&r->globals, g, LL_KEY_GLOBAL, next++);
}

/* A global's name without '@' (its slot number if unnamed). */
static const char *ll_global_name(ll_reader *r, cv_program *p, LLVMValueRef g) {
  size_t n = 0;
  const char *s = LLVMGetValueName2(g, &n);
  if (n) return ll_strndup(p, s, n);
  lt_slot *sl = lt_pmap_find(&r->globals, g);
  return ll_number(p, sl ? sl->index : -1);
}

/* The printed text of a constant (or metadata) operand, once per value.
 * Printing a value that belongs to the module (metadata, through the
 * instruction using it) walks the whole module in LLVM, so metadata are
 * written here from what they are: a string, or a node by its number in
 * the module print (as the instruction's text shows it). */
static const char *ll_const_text(ll_reader *r, cv_program *p, LLVMValueRef v) {
  lt_slot *sl = lt_pmap_find(&r->local, v);
  if (sl && sl->kind == LL_KEY_CONST) return CC_AT(r->consts, sl->index);
  const char *t = NULL;
  if (LLVMGetValueKind(v) == LLVMMetadataAsValueValueKind) {
    cc_buf b;
    cc_buf_init(&b);
    unsigned len = 0;
    const char *str = LLVMGetMDString(v, &len);
    int num = str ? -1 : lt_metadata_number(r->text, v);
    if (str) {
      cc_buf_puts(&b, "metadata !");
      lt_print_string(&b, str, len);
    } else if (num >= 0) {
      cc_buf_printf(&b, "metadata !%d", num);
    }
    if (b.len) t = cv_program_strdup(p, cc_buf_str(&b));
    cc_buf_free(&b);
  }
  if (!t) {
    char *s = LLVMPrintValueToString(v);
    t = cv_program_strdup(p, s ? s : "");
    LLVMDisposeMessage(s);
  }
  lt_pmap_put(&r->local, v, LL_KEY_CONST, (int)CC_SIZE(r->consts));
  CC_PUSH(r->consts, t);
  return t;
}

static cv_value ll_value(ll_reader *r, cv_program *p, LLVMValueRef v) {
  cv_value out = {CV_VALUE_NONE, -1, NULL};
  if (!v) return out;
  lt_slot *sl = lt_pmap_find(&r->local, v);
  if (sl && sl->kind != LL_KEY_CONST) {
    out.index = sl->index;
    out.kind = sl->kind == LL_KEY_INST    ? CV_VALUE_INST
               : sl->kind == LL_KEY_ARG   ? CV_VALUE_ARG
                                          : CV_VALUE_BLOCK;
    return out;
  }
  if (LLVMIsAGlobalValue(v)) {
    out.kind = CV_VALUE_GLOBAL;
    out.text = ll_global_name(r, p, v);
    return out;
  }
  /* Constants, metadata, inline asm: by their printed text. */
  out.kind = CV_VALUE_CONST;
  out.text = ll_const_text(r, p, v);
  return out;
}

/* ---- flags of calls ----------------------------------------------------- */

static bool ll_fn_attr(LLVMValueRef call, LLVMValueRef callee, unsigned kind,
                       LLVMAttributeRef *out) {
  if (!kind) return false;
  LLVMAttributeRef a =
      LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex, kind);
  if (!a && callee)
    a = LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, kind);
  if (out) *out = a;
  return a != NULL;
}

/* memory(none) on the call site or the callee (or the legacy readnone). */
static bool ll_readnone(ll_reader *r, LLVMValueRef call, LLVMValueRef callee) {
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(
      call, LLVMAttributeFunctionIndex, r->kind_memory);
  if (r->kind_memory && a && LLVMGetEnumAttributeValue(a) == 0) return true;
  if (callee && r->kind_memory) {
    a = LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex,
                                    r->kind_memory);
    if (a && LLVMGetEnumAttributeValue(a) == 0) return true;
  }
  return ll_fn_attr(call, callee, r->kind_readnone, NULL);
}

/* The instruction defining the token of a "convergencectrl" bundle, -1. */
static int ll_token_use(ll_reader *r, LLVMValueRef call) {
  int use = -1;
  unsigned nb = LLVMGetNumOperandBundles(call);
  for (unsigned i = 0; i < nb && use < 0; i++) {
    LLVMOperandBundleRef b = LLVMGetOperandBundleAtIndex(call, i);
    size_t len = 0;
    const char *tag = LLVMGetOperandBundleTag(b, &len);
    if (len == 15 && !memcmp(tag, "convergencectrl", 15) &&
        LLVMGetNumOperandBundleArgs(b) > 0) {
      lt_slot *sl = lt_pmap_find(&r->local, LLVMGetOperandBundleArgAtIndex(b, 0));
      if (sl && sl->kind == LL_KEY_INST) use = sl->index;
    }
    LLVMDisposeOperandBundle(b);
  }
  return use;
}

/* The "convergencectrl" bundles of a call as written, for the static rules
 * of [CO] (verify/): their number, the operand count of the first, and its
 * first operand with whether that has type `token`. */
static void ll_fill_ctrl(ll_reader *r, cv_program *p, cv_inst *I,
                         LLVMValueRef call) {
  unsigned nb = LLVMGetNumOperandBundles(call);
  for (unsigned i = 0; i < nb; i++) {
    LLVMOperandBundleRef b = LLVMGetOperandBundleAtIndex(call, i);
    size_t len = 0;
    const char *tag = LLVMGetOperandBundleTag(b, &len);
    if (len == 15 && !memcmp(tag, "convergencectrl", 15)) {
      if (I->ctrl_bundles++ == 0) {
        I->ctrl_inputs = (int)LLVMGetNumOperandBundleArgs(b);
        if (I->ctrl_inputs > 0) {
          LLVMValueRef a = LLVMGetOperandBundleArgAtIndex(b, 0);
          I->ctrl_token = ll_value(r, p, a);
          I->ctrl_token_typed = LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMTokenTypeKind;
        }
      }
    }
    LLVMDisposeOperandBundle(b);
  }
}

/* A `range(iN lo, hi)` return attribute in s before its callee's name (the
 * first '@'): true with I's range set. */
static bool ll_range_text(const char *s, cv_inst *I) {
  const char *q = s ? strstr(s, "range(i") : NULL;
  char *end = NULL;
  const char *paren = q ? strchr(q, ')') : NULL;
  const char *at = s ? strchr(s, '@') : NULL;
  if (!q || !paren || (at && q > at) || (at && paren > at)) return false;
  strtol(q + 7, &end, 10);
  if (!end || *end != ' ') return false;
  long long lo = strtoll(end + 1, &end, 10);
  if (!end || *end != ',') return false;
  long long hi = strtoll(end + 1, &end, 10);
  if (!end || *end != ')') return false;
  I->has_range = true, I->range_lo = lo, I->range_hi = hi;
  return true;
}

/* The range of a call's result (LLVM LangRef "Parameter Attributes",
 * range; "'range' Metadata"): the call's own `range(iN lo, hi)` return
 * attribute, else its `!range !{iN lo, iN hi}` metadata (one pair), else
 * its declared callee's attribute, as the declaration prints in the module
 * (the C API has no getter for range attributes; a result outside the
 * range is poison). */
static void ll_fill_range(ll_reader *r, cv_inst *I, LLVMValueRef v, LLVMValueRef callee) {
  if (ll_range_text(I->text, I)) return;
  LLVMValueRef md = LLVMGetMetadata(v, LLVMGetMDKindIDInContext(LLVMGetModuleContext(r->mod), "range", 5));
  if (md && LLVMGetMDNodeNumOperands(md) == 2) {
    LLVMValueRef ops[2];
    LLVMGetMDNodeOperands(md, ops);
    if (ops[0] && ops[1] && LLVMIsAConstantInt(ops[0]) && LLVMIsAConstantInt(ops[1])) {
      I->has_range = true;
      I->range_lo = LLVMConstIntGetSExtValue(ops[0]);
      I->range_hi = LLVMConstIntGetSExtValue(ops[1]);
      return;
    }
  }
  if (callee && LLVMIsDeclaration(callee)) ll_range_text(lt_declaration(r->text, callee), I);
}

/* Call, invoke and callbr: callee-dependent fields and the operands. */
static void ll_fill_call(ll_reader *r, cv_program *p, cv_inst *I,
                         LLVMValueRef v, LLVMOpcode oc) {
  LLVMValueRef called = LLVMGetCalledValue(v);
  LLVMValueRef callee = called && LLVMIsAFunction(called) ? called : NULL;
  const char *cname = callee ? ll_global_name(r, p, callee) : NULL;

  if (oc == LLVMCall) {
    I->op = CV_OP_CALL;
    I->opcode = cname ? cname : "call";
    if (!callee && called) I->called = ll_value(r, p, called);
  } else {
    I->op = CV_OP_TERMINATOR;
    I->opcode = ll_opcode_name(oc);
  }
  if (ll_fn_attr(v, callee, r->kind_convergent, NULL))
    I->flags |= CV_INST_CONVERGENT;
  if (ll_readnone(r, v, callee)) I->flags |= CV_INST_READNONE;
  if (cname) {
    if (!strcmp(cname, "llvm.experimental.convergence.entry"))
      I->token_def = CV_TOKEN_ENTRY;
    else if (!strcmp(cname, "llvm.experimental.convergence.anchor"))
      I->token_def = CV_TOKEN_ANCHOR;
    else if (!strcmp(cname, "llvm.experimental.convergence.loop"))
      I->token_def = CV_TOKEN_LOOP;
  }
  I->token_use = ll_token_use(r, v);
  ll_fill_ctrl(r, p, I, v);
  ll_fill_range(r, I, v, callee);

  /* Operands: the call arguments; for invoke/callbr then the successors. */
  int nargs = (int)LLVMGetNumArgOperands(v);
  int nsucc = oc == LLVMCall ? 0 : (int)LLVMGetNumSuccessors(v);
  I->nops = nargs + nsucc;
  I->ops = cv_program_alloc(p, sizeof(cv_value) * (size_t)(I->nops ? I->nops : 1));
  for (int i = 0; i < nargs; i++)
    I->ops[i] = ll_value(r, p, LLVMGetOperand(v, (unsigned)i));
  for (int i = 0; i < nsucc; i++)
    I->ops[nargs + i] = ll_value(
        r, p, LLVMBasicBlockAsValue(LLVMGetSuccessor(v, (unsigned)i)));
}

/* The address a getelementptr computes, as the data layout says (LLVM
 * LangRef, 'getelementptr' Instruction): the base plus each index times the
 * allocation size of the type it steps over -- the source element type for
 * the first, then the element type of each array or vector it enters.
 * Appended to the opkey as " strides(S0,S1,...)" so that the value of the
 * operation is known from its key (model/values.c cv_eval, the transform
 * check's bit-vectors); a step into a struct (a field offset) gets none:
 * such an address is not computed. */
static void ll_gep_strides(ll_reader *r, LLVMValueRef v, LLVMTypeRef src, cc_buf *b) {
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(r->mod);
  unsigned n = (unsigned)LLVMGetNumOperands(v);
  if (!td || n < 2 || n > 9) return;
  char buf[200];
  int off = snprintf(buf, sizeof buf, " strides(");
  LLVMTypeRef t = src;
  for (unsigned i = 1; i < n; i++) {
    if (i > 1) {
      LLVMTypeKind k = LLVMGetTypeKind(t);
      if (k != LLVMArrayTypeKind && k != LLVMVectorTypeKind) return;
      t = LLVMGetElementType(t);
    }
    if (!LLVMTypeIsSized(t)) return;
    unsigned long long sz = LLVMABISizeOfType(td, t);
    off += snprintf(buf + off, sizeof buf - (size_t)off, "%s%llu", i > 1 ? "," : "", sz);
    if (off >= (int)sizeof buf - 24) return;
  }
  cc_buf_printf(b, "%s)", buf);
}

/* The operation an instruction computes, apart from its operands (docs/design.md
 * §5: terms are built from operands' terms, hash-consed): the opcode, a
 * comparison's predicate, the result type and, where it matters, the
 * element type.  Deterministic operations with equal keys and equal
 * operands compute equal values. */
static void ll_fill_opkey(ll_reader *r, cv_program *p, cv_inst *I, LLVMValueRef v,
                          LLVMOpcode oc, bool result) {
  static const char *const ipred[] = {"eq", "ne", "ugt", "uge", "ult", "ule",
                                      "sgt", "sge", "slt", "sle"};
  static const char *const fpred[] = {"false", "oeq", "ogt", "oge", "olt", "ole",
                                      "one",   "ord", "uno", "ueq", "ugt", "uge",
                                      "ult",   "ule", "une", "true"};
  cc_buf b;
  cc_buf_init(&b);
  cc_buf_puts(&b, I->opcode ? I->opcode : "?");
  if (oc == LLVMICmp) {
    int pr = (int)LLVMGetICmpPredicate(v) - (int)LLVMIntEQ;
    if (pr >= 0 && pr < 10) cc_buf_printf(&b, " %s", ipred[pr]);
  } else if (oc == LLVMFCmp) {
    int pr = (int)LLVMGetFCmpPredicate(v);
    if (pr >= 0 && pr < 16) cc_buf_printf(&b, " %s", fpred[pr]);
  } else if (oc == LLVMGetElementPtr) {
    cc_buf_putc(&b, ' ');
    LLVMTypeRef src = LLVMGetGEPSourceElementType(v);
    cc_buf_puts(&b, ll_type_text(r, src));
    ll_gep_strides(r, v, src, &b);
  } else if (oc == LLVMCall) {
    /* a direct call: the callee is part of what is computed */
    LLVMValueRef callee = LLVMGetCalledValue(v);
    size_t n = 0;
    const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &n) : NULL;
    if (!name || !n) {
      cc_buf_free(&b);
      return;
    }
    cc_buf_printf(&b, " @%.*s", (int)n, name);
  } else if (oc == LLVMAlloca || oc == LLVMPHI || oc == LLVMInvoke ||
             oc == LLVMCallBr || oc == LLVMExtractValue || oc == LLVMInsertValue ||
             oc == LLVMShuffleVector) {
    /* per instance (alloca), per edge (phi), or with operands beyond the
     * listed ones (indices, masks, callees): keyed by the instruction */
    cc_buf_free(&b);
    return;
  }
  if (result) {
    cc_buf_putc(&b, ' ');
    cc_buf_puts(&b, ll_type_text(r, LLVMTypeOf(v)));
  }
  I->opkey = cv_program_strdup(p, cc_buf_str(&b));
  cc_buf_free(&b);
}

/* A type as LLVM prints it, kept in the program's arena (the reader's
 * text lives only as long as the read). */
static const char *ll_mem_type(ll_reader *r, cv_program *p, LLVMTypeRef t) {
  return cv_program_strdup(p, ll_type_text(r, t));
}

static void ll_fill_inst(ll_reader *r, cv_program *p, cv_inst *I,
                         LLVMValueRef v, const char *text) {
  LLVMOpcode oc = LLVMGetInstructionOpcode(v);
  bool result = LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVoidTypeKind;
  if (result) {
    I->flags |= CV_INST_HAS_RESULT;
    size_t n = 0;
    const char *s = LLVMGetValueName2(v, &n);
    I->name = n ? ll_strndup(p, s, n)
                : ll_number(p, CC_AT(r->inst_slot, (size_t)I->index));
  }
  I->opcode = ll_opcode_name(oc);
  I->text = text;
  ll_fill_opkey(r, p, I, v, oc, result);

  switch (oc) {
  case LLVMCall:
  case LLVMInvoke:
  case LLVMCallBr:
    ll_fill_call(r, p, I, v, oc);
    return;
  case LLVMPHI: {
    I->op = CV_OP_PHI;
    int n = (int)LLVMCountIncoming(v);
    I->nops = n;
    I->ops = cv_program_alloc(p, sizeof(cv_value) * (size_t)(n ? n : 1));
    I->phi_blocks = cv_program_alloc(p, sizeof(int) * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++) {
      I->ops[i] = ll_value(r, p, LLVMGetIncomingValue(v, (unsigned)i));
      lt_slot *sl = lt_pmap_find(
          &r->local,
          LLVMBasicBlockAsValue(LLVMGetIncomingBlock(v, (unsigned)i)));
      I->phi_blocks[i] = sl && sl->kind == LL_KEY_BLOCK ? sl->index : -1;
    }
    return;
  }
  case LLVMBr:
    I->op = CV_OP_BR;
    /* LLVM keeps a conditional br's operands as (cond, false, true); list
     * them as written: condition, then the successors in order. */
    if (LLVMIsConditional(v)) {
      I->nops = 3;
      I->ops = cv_program_alloc(p, 3 * sizeof(cv_value));
      I->ops[0] = ll_value(r, p, LLVMGetCondition(v));
      I->ops[1] = ll_value(r, p, LLVMBasicBlockAsValue(LLVMGetSuccessor(v, 0)));
      I->ops[2] = ll_value(r, p, LLVMBasicBlockAsValue(LLVMGetSuccessor(v, 1)));
    } else {
      I->nops = 1;
      I->ops = cv_program_alloc(p, sizeof(cv_value));
      I->ops[0] = ll_value(r, p, LLVMBasicBlockAsValue(LLVMGetSuccessor(v, 0)));
    }
    return;
  case LLVMSwitch: {
    /* In LLVM 22 the case values are not operands of the switch: list
     * condition, default label, then (value, label) per case, as printed. */
    I->op = CV_OP_SWITCH;
    int ns = (int)LLVMGetNumSuccessors(v);
    I->nops = ns >= 1 ? 2 * ns : 1;
    I->ops = cv_program_alloc(p, sizeof(cv_value) * (size_t)I->nops);
    I->ops[0] = ll_value(r, p, LLVMGetOperand(v, 0));
    if (ns >= 1)
      I->ops[1] = ll_value(r, p, LLVMBasicBlockAsValue(LLVMGetSwitchDefaultDest(v)));
    for (int i = 1; i < ns; i++) {
      I->ops[2 * i] = ll_value(r, p, LLVMGetSwitchCaseValue(v, (unsigned)i));
      I->ops[2 * i + 1] =
          ll_value(r, p, LLVMBasicBlockAsValue(LLVMGetSuccessor(v, (unsigned)i)));
    }
    return;
  }
  case LLVMRet: I->op = CV_OP_RET; break;
  case LLVMUnreachable: I->op = CV_OP_UNREACHABLE; break;
  case LLVMLoad:
    I->op = CV_OP_LOAD;
    I->mem_type = ll_mem_type(r, p, LLVMTypeOf(v));
    break;
  case LLVMStore:
    I->op = CV_OP_STORE;
    I->mem_type = ll_mem_type(r, p, LLVMTypeOf(LLVMGetOperand(v, 0)));
    break;
  case LLVMAlloca:
    I->op = CV_OP_OTHER;
    I->mem_type = ll_mem_type(r, p, LLVMGetAllocatedType(v));
    break;
  default:
    I->op = LLVMIsATerminatorInst(v) ? CV_OP_TERMINATOR : CV_OP_OTHER;
    break;
  }
  /* Every other instruction: its operands in the order LLVM prints them. */
  int n = LLVMGetNumOperands(v);
  if (n < 0) n = 0;
  I->nops = n;
  I->ops = cv_program_alloc(p, sizeof(cv_value) * (size_t)(n ? n : 1));
  for (int i = 0; i < n; i++)
    I->ops[i] = ll_value(r, p, LLVMGetOperand(v, (unsigned)i));
}

/* ---- what the target says (model/target.h) --------------------------------- */

/* A copy of an LLVM string kept for the whole read, once per object. */
static const char *ll_keep(ll_reader *r, const void *key, const char *s, size_t n) {
  lt_slot *sl = lt_pmap_find(&r->names, key);
  if (sl) return CC_AT(r->strings, (size_t)sl->index);
  lt_pmap_put(&r->names, key, 0, (int)CC_SIZE(r->strings));
  CC_PUSH(r->strings, cc_strndup(s, n));
  return CC_TOP(r->strings);
}

static int ll_addrspace(LLVMValueRef ptr) {
  LLVMTypeRef t = LLVMTypeOf(ptr);
  return LLVMGetTypeKind(t) == LLVMPointerTypeKind ? (int)LLVMGetPointerAddressSpace(t) : -1;
}

static bool ll_is_i1(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 1;
}

/* The intrinsic's name without type suffixes, NULL if fn is not one LLVM
 * knows. */
static const char *ll_intrinsic_name(ll_reader *r, LLVMValueRef fn) {
  unsigned id = LLVMGetIntrinsicID(fn);
  if (!id) return NULL;
  size_t n = 0;
  const char *s = LLVMIntrinsicGetName(id, &n);
  return ll_keep(r, (const char *)fn + 1, s, n); /* key: not the callee's own */
}

/* A call, invoke or callbr. */
static void ll_call_facts(ll_reader *r, LLVMValueRef v, cv_target_inst *in) {
  LLVMValueRef called = LLVMGetCalledValue(v);
  if (called && LLVMIsAFunction(called)) {
    in->direct = true;
    size_t n = 0;
    const char *name = LLVMGetValueName2(called, &n);
    in->callee = ll_keep(r, called, name, n);
    in->llvm_reserved = n > 5 && !memcmp(name, "llvm.", 5);
    in->intrinsic = ll_intrinsic_name(r, called);
  } else if (called && LLVMIsAInlineAsm(called)) {
    size_t n = 0;
    const char *c = LLVMGetInlineAsmConstraintString(called, &n);
    in->asm_constraints = ll_keep(r, called, c, n);
  }
  in->no_divergence_source = ll_fn_attr(v, in->direct ? called : NULL, r->kind_nodivsrc, NULL);
  in->convergent = ll_fn_attr(v, in->direct ? called : NULL, r->kind_convergent, NULL);
  in->declared = in->direct && LLVMIsDeclaration(called);
  LLVMTypeRef t = LLVMTypeOf(v);
  if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
    unsigned ne = LLVMCountStructElementTypes(t);
    for (unsigned k = 0; k < ne && k < 64; k++)
      if (ll_is_i1(LLVMStructGetTypeAtIndex(t, k))) in->result_i1 |= (uint64_t)1 << k;
  } else if (ll_is_i1(t)) {
    in->result_i1 = 1;
  }
  if (in->intrinsic && !strcmp(in->intrinsic, "llvm.read_register") && LLVMGetNumArgOperands(v) > 0) {
    LLVMValueRef md = LLVMGetOperand(v, 0);
    if (LLVMGetValueKind(md) == LLVMMetadataAsValueValueKind && LLVMGetMDNodeNumOperands(md) > 0) {
      LLVMValueRef op0[1] = {NULL};
      if (LLVMGetMDNodeNumOperands(md) == 1) LLVMGetMDNodeOperands(md, op0);
      unsigned len = 0;
      const char *name = op0[0] ? LLVMGetMDString(op0[0], &len) : NULL;
      if (name) in->register_name = ll_keep(r, op0[0], name, len);
    }
  }
}

static void ll_target_facts(ll_reader *r, LLVMValueRef v, cv_target_inst *in, cv_target_inst *agg) {
  LLVMOpcode oc = LLVMGetInstructionOpcode(v);
  cv_target_op op = CV_TOP_OTHER;
  switch (oc) {
  case LLVMLoad: op = CV_TOP_LOAD; break;
  case LLVMStore: op = CV_TOP_STORE; break;
  case LLVMAtomicRMW: op = CV_TOP_ATOMICRMW; break;
  case LLVMAtomicCmpXchg: op = CV_TOP_CMPXCHG; break;
  case LLVMFence: op = CV_TOP_FENCE; break;
  case LLVMCall: op = CV_TOP_CALL; break;
  case LLVMInvoke: op = CV_TOP_INVOKE; break;
  case LLVMCallBr: op = CV_TOP_CALLBR; break;
  case LLVMExtractValue: op = CV_TOP_EXTRACTVALUE; break;
  case LLVMLShr: op = CV_TOP_LSHR; break;
  case LLVMAShr: op = CV_TOP_ASHR; break;
  case LLVMAnd: op = CV_TOP_AND; break;
  default: break;
  }
  cv_target_inst_init(in, op);
  switch (op) {
  case CV_TOP_LOAD:
  case CV_TOP_STORE:
    in->addrspace = ll_addrspace(LLVMGetOperand(v, op == CV_TOP_LOAD ? 0 : 1));
    in->atomic = LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic;
    break;
  case CV_TOP_ATOMICRMW:
  case CV_TOP_CMPXCHG: in->addrspace = ll_addrspace(LLVMGetOperand(v, 0)); break;
  case CV_TOP_CALL:
  case CV_TOP_INVOKE:
  case CV_TOP_CALLBR: ll_call_facts(r, v, in); break;
  case CV_TOP_LSHR:
  case CV_TOP_ASHR:
  case CV_TOP_AND:
    for (unsigned k = 0; k < 2; k++) {
      LLVMValueRef o = LLVMGetOperand(v, k);
      if (LLVMIsAConstantInt(o)) {
        in->op_const[k] = true;
        in->op_value[k] = (int64_t)LLVMConstIntGetZExtValue(o);
      } else if (LLVMIsACallInst(o)) {
        LLVMValueRef c = LLVMGetCalledValue(o);
        if (c && LLVMIsAFunction(c)) in->op_intrinsic[k] = ll_intrinsic_name(r, c);
      } else if (LLVMIsAInstruction(o) && LLVMGetInstructionOpcode(o) == LLVMShl &&
                 LLVMIsAConstantInt(LLVMGetOperand(o, 1))) {
        uint64_t sh = LLVMConstIntGetZExtValue(LLVMGetOperand(o, 1));
        in->op_shl[k] = sh > 64 ? 64 : (int)sh;
      }
    }
    break;
  case CV_TOP_EXTRACTVALUE: {
    in->nindices = (int)LLVMGetNumIndices(v);
    in->index0 = in->nindices > 0 ? (int)LLVMGetIndices(v)[0] : -1;
    LLVMValueRef a = LLVMGetOperand(v, 0);
    if (LLVMIsACallInst(a)) {
      cv_target_inst_init(agg, CV_TOP_CALL);
      ll_call_facts(r, a, agg);
      in->aggregate = agg;
    }
    break;
  }
  default: break;
  }
}

/* The poison-generating flags v carries (LangRef, "Poison Values"; model.h
 * CV_PF_*). */
static unsigned ll_poison_flags(LLVMValueRef v, LLVMOpcode oc) {
  switch (oc) {
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMShl:
  case LLVMTrunc:
    return (LLVMGetNUW(v) ? CV_PF_NUW : 0u) | (LLVMGetNSW(v) ? CV_PF_NSW : 0u);
  case LLVMUDiv:
  case LLVMSDiv:
  case LLVMLShr:
  case LLVMAShr: return LLVMGetExact(v) ? CV_PF_EXACT : 0u;
  case LLVMOr: return LLVMGetIsDisjoint(v) ? CV_PF_DISJOINT : 0u;
  case LLVMZExt:
  case LLVMUIToFP: return LLVMGetNNeg(v) ? CV_PF_NNEG : 0u;
  case LLVMICmp: return LLVMGetICmpSameSign(v) ? CV_PF_SAMESIGN : 0u;
  case LLVMGetElementPtr: return LLVMIsInBounds(v) ? CV_PF_INBOUNDS : 0u;
  default: return 0;
  }
}

/* Records the target's verdict on instruction v in I (model.h: addrspace,
 * atomic, target_source / target_uniform, uniform_outputs, the flags). */
static void ll_classify(ll_reader *r, cv_program *p, cv_inst *I, LLVMValueRef v) {
  cv_target_inst in, agg;
  ll_target_facts(r, v, &in, &agg);
  cv_target_class c;
  cv_target_classify(r->target, &r->fninfo, &in, &c);
  I->addrspace = in.addrspace;
  I->atomic = in.atomic;
  LLVMOpcode mo = LLVMGetInstructionOpcode(v);
  if (mo == LLVMLoad || mo == LLVMStore || mo == LLVMAtomicRMW || mo == LLVMAtomicCmpXchg)
    I->align = LLVMGetAlignment(v);
  I->target_source = c.source;
  I->target_uniform = c.uniform;
  I->uniform_outputs = c.uniform_outputs;
  LLVMOpcode oc = LLVMGetInstructionOpcode(v);
  if ((oc == LLVMExtractValue || oc == LLVMInsertValue) && LLVMGetNumIndices(v) == 1)
    I->extract_index = (int)LLVMGetIndices(v)[0];
  I->poison = ll_poison_flags(v, oc);
  I->builtin = c.builtin;
  /* a math function and the intrinsic of its operation compute one value
   * (model/target.h cv_builtin_math_op): one key, "call math:sqrt float",
   * so that `_Z4sqrtf(x)` and `llvm.sqrt.f32(x)` are one term */
  const char *mop = c.builtin == CV_BUILTIN_MATH ? cv_builtin_math_op(in.callee) : NULL;
  const char *ty = mop && I->opkey && !strncmp(I->opkey, "call @", 6) ? strchr(I->opkey + 6, ' ') : NULL;
  if (ty) {
    char key[256];
    snprintf(key, sizeof key, "call math:%s%s", mop, ty);
    I->opkey = cv_program_strdup(p, key);
  }
  if (r->fninfo.single_lane) return; /* one lane: every value uniform */
  /* a builtin whose meaning the reference models, but for an id (a thread
   * id like the target's intrinsics) */
  bool modelled = c.builtin != CV_BUILTIN_NONE && c.builtin != CV_BUILTIN_UNKNOWN &&
                  c.builtin != CV_BUILTIN_ID;
  /* an LLVM intrinsic without side effects that is not convergent (ctpop,
   * umin, fshl, ...) computes a function of its operands: NVPTX makes
   * every call a source (rule CALL), the reference need not (ctpop of a
   * warp's ballot is the warp's) */
  bool pure_intrinsic = c.source == CV_RULE_CALL && in.direct && in.llvm_reserved &&
                        !(I->flags & CV_INST_CONVERGENT) && (I->flags & CV_INST_READNONE);
  if (c.source && ((c.source == CV_RULE_CALL && (I->flags & CV_INST_CONVERGENT)) || modelled ||
                   pure_intrinsic))
    I->flags |= CV_INST_OPAQUE_CONVERGENT; /* a source for the analysis only */
  else if (c.source) I->flags |= CV_INST_DIVERGENCE_SOURCE;
  else if (c.uniform) I->flags |= CV_INST_ALWAYS_UNIFORM;
}

/* The function's facts for the target: calling convention, work-group
 * sizes, processor. */
static void ll_function_facts(ll_reader *r, LLVMValueRef fn) {
  cv_target_fn *f = &r->fn;
  memset(f, 0, sizeof *f);
  switch (LLVMGetFunctionCallConv(fn)) {
  case LLVMAMDGPUKERNELCallConv: f->cc = CV_CC_AMDGPU_KERNEL; break;
  case LLVMSPIRKERNELCallConv: f->cc = CV_CC_SPIR_KERNEL; break;
  case LLVMPTXKernelCallConv: f->cc = CV_CC_PTX_KERNEL; break;
  case LLVMAMDGPUVSCallConv: case LLVMAMDGPUGSCallConv: case LLVMAMDGPUPSCallConv:
  case LLVMAMDGPUCSCallConv: case LLVMAMDGPUHSCallConv: case LLVMAMDGPULSCallConv:
  case LLVMAMDGPUESCallConv:
  case 100: /* amdgpu_gfx */
  case 104: /* amdgpu_cs_chain */
  case 105: /* amdgpu_cs_chain_preserve */
    f->cc = CV_CC_AMDGPU_SHADER;
    break;
  default: f->cc = CV_CC_OTHER; break;
  }
  /* !reqd_work_group_size with three integer operands */
  size_t nmd = 0;
  LLVMValueMetadataEntry *e = LLVMGlobalCopyAllMetadata(fn, &nmd);
  for (size_t i = 0; i < nmd; i++) {
    if (LLVMValueMetadataEntriesGetKind(e, (unsigned)i) != r->md_reqd) continue;
    LLVMValueRef node = LLVMMetadataAsValue(LLVMGetModuleContext(r->mod),
                                            LLVMValueMetadataEntriesGetMetadata(e, (unsigned)i));
    if (LLVMGetMDNodeNumOperands(node) != 3) continue;
    LLVMValueRef ops[3];
    LLVMGetMDNodeOperands(node, ops);
    if (ops[0] && ops[1] && ops[2] && LLVMIsAConstantInt(ops[0]) && LLVMIsAConstantInt(ops[1]) &&
        LLVMIsAConstantInt(ops[2])) {
      f->has_reqd = true;
      for (int d = 0; d < 3; d++) f->reqd[d] = LLVMConstIntGetZExtValue(ops[d]);
    }
  }
  if (e) LLVMDisposeValueMetadataEntries(e);
  static const char *const keys[] = {"amdgpu-flat-work-group-size", "target-cpu", "target-features"};
  for (int k = 0; k < 3; k++) {
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, keys[k],
                                                       (unsigned)strlen(keys[k]));
    if (!a) continue;
    unsigned n = 0;
    const char *val = LLVMGetStringAttributeValue(a, &n);
    const char *kept = ll_keep(r, a, val ? val : "", n);
    if (k == 1) f->cpu = kept;
    else if (k == 2) f->features = kept;
    else {
      /* "MIN,MAX", both whole numbers (AMDGPU::getIntegerPairAttribute) */
      char *end = NULL;
      unsigned long long lo = strtoull(kept, &end, 0);
      if (end && end != kept && *end == ',') {
        const char *q = end + 1;
        unsigned long long hi = strtoull(q, &end, 0);
        if (end && end != q && !*end) f->has_flat = true, f->flat_min = lo, f->flat_max = hi;
      }
    }
  }
  cv_target_function(r->target, f, &r->fninfo);
}

/* An argument as opt prints it: its type and its name ("i32 %n", "ptr %0"). */
static const char *ll_arg_text(ll_reader *r, cv_program *p, LLVMValueRef a, int slot) {
  cc_buf b;
  cc_buf_init(&b);
  cc_buf_puts(&b, ll_type_text(r, LLVMTypeOf(a)));
  cc_buf_puts(&b, " %");
  size_t n = 0;
  const char *name = LLVMGetValueName2(a, &n);
  if (n) lt_print_name(&b, name, n);
  else cc_buf_printf(&b, "%d", slot);
  const char *out = cv_program_strdup(p, cc_buf_str(&b));
  cc_buf_free(&b);
  return out;
}

/* ---- one function -------------------------------------------------------- */

static bool ll_read_function(ll_reader *r, cv_module *m, LLVMValueRef fn) {
  cv_program *p = NULL;
  lt_pmap_clear(&r->local);
  CC_CLEAR(r->consts);
  CC_CLEAR(r->insts);
  CC_CLEAR(r->inst_slot);

  /* The function's name; an unnamed function gets its module slot number. */
  char numbuf[32];
  size_t fnlen = 0;
  const char *fname = LLVMGetValueName2(fn, &fnlen);
  char *fname_z;
  if (fnlen) {
    fname_z = cc_strndup(fname, fnlen);
  } else {
    lt_slot *sl = lt_pmap_find(&r->globals, fn);
    snprintf(numbuf, sizeof numbuf, "%d", sl ? sl->index : -1);
    fname_z = cc_strdup(numbuf);
  }
  /* Where it is written (see "source positions"). */
  int sfi = ll_names_find(&r->src_fn_index, r->src_fns.begin, sizeof(ll_src_fn), fname_z);
  const ll_src_fn *sf = sfi >= 0 ? &CC_AT(r->src_fns, (size_t)sfi) : NULL;
  CC_CLEAR(r->src_insts);
  CC_CLEAR(r->src_labels);
  if (sf) ll_src_body(r->src, sf, &r->src_insts, &r->src_labels);
  ll_names_build(&r->src_label_index, r->src_labels.begin, CC_SIZE(r->src_labels),
                 sizeof(ll_src_label));
  p = cv_module_add(m, fname_z, sf ? sf->line : 0, sf ? sf->col : 0, r->err);
  if (!p) {
    free(fname_z);
    return false;
  }

  cv_program_reserve(p, (int)LLVMCountBasicBlocks(fn), 0);
  cv_program_set_convergent(
      p, r->kind_convergent &&
             LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                         r->kind_convergent) != NULL);

  int nargs = (int)LLVMCountParams(fn);
  cv_program_set_arg_count(p, nargs);
  /* Which arguments are the same in every thread: the target's rule
   * (model/target.h); in a function that runs a single lane, all. */
  ll_function_facts(r, fn);
  cv_program_set_single_lane(p, r->fninfo.single_lane);
  LLVMLinkage lk = LLVMGetLinkage(fn);
  cv_program_set_local(p, lk == LLVMInternalLinkage || lk == LLVMPrivateLinkage);
  int aslot = 0;
  for (int i = 0; i < nargs; i++) {
    LLVMValueRef a = LLVMGetParam(fn, (unsigned)i);
    cv_program_set_arg_text(p, i, ll_arg_text(r, p, a, aslot));
    if (!ll_has_name(a)) aslot++;
    bool inreg = LLVMGetEnumAttributeAtIndex(fn, (unsigned)i + 1, r->kind_inreg) != NULL;
    bool byval = LLVMGetEnumAttributeAtIndex(fn, (unsigned)i + 1, r->kind_byval) != NULL;
    if (LLVMGetEnumAttributeAtIndex(fn, (unsigned)i + 1, r->kind_noalias))
      cv_program_set_noalias_arg(p, true);
    cv_program_set_arg_uniform(p, i, r->fninfo.single_lane ||
                                         cv_target_arg_uniform(r->target, &r->fn, inreg, byval));
  }

  /* Slot numbers as LLVM prints them: unnamed arguments, then per block the
   * block (if unnamed) and its unnamed non-void instructions. */
  int slot = 0, ai = 0;
  for (LLVMValueRef a = LLVMGetFirstParam(fn); a; a = LLVMGetNextParam(a)) {
    lt_pmap_put(&r->local, a, LL_KEY_ARG, ai++);
    if (!ll_has_name(a)) slot++;
  }
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef bv = LLVMBasicBlockAsValue(bb);
    size_t n = 0;
    const char *s = LLVMGetValueName2(bv, &n);
    char *bname = n ? cc_strndup(s, n) : NULL;
    if (!n) {
      snprintf(numbuf, sizeof numbuf, "%d", slot++);
      bname = cc_strdup(numbuf);
    }
    int bline = 0, bcol = 0;
    int li = ll_names_find(&r->src_label_index, r->src_labels.begin, sizeof(ll_src_label), bname);
    if (li >= 0) {
      bline = CC_AT(r->src_labels, (size_t)li).line;
      bcol = CC_AT(r->src_labels, (size_t)li).col;
    }
    if (!bline && bb == LLVMGetFirstBasicBlock(fn) && !CC_EMPTY(r->src_insts)) {
      bline = CC_AT(r->src_insts, 0).line; /* an entry block without label */
      bcol = CC_AT(r->src_insts, 0).col;
    }
    int b = cv_program_add_block(p, bname, bline, bcol);
    if (b < 0) {
      cc_error_set(r->err, r->path, 0, 0,
                   "function '%s': two blocks are both called '%s'", fname_z,
                   bname);
      free(bname);
      free(fname_z);
      return false;
    }
    free(bname);
    lt_pmap_put(&r->local, bv, LL_KEY_BLOCK, b);
    for (LLVMValueRef iv = LLVMGetFirstInstruction(bb); iv;
         iv = LLVMGetNextInstruction(iv)) {
      lt_pmap_put(&r->local, iv, LL_KEY_INST, (int)CC_SIZE(r->insts));
      CC_PUSH(r->insts, iv);
      bool result = LLVMGetTypeKind(LLVMTypeOf(iv)) != LLVMVoidTypeKind;
      CC_PUSH(r->inst_slot, result && !ll_has_name(iv) ? slot++ : -1);
    }
  }

  cv_program_reserve(p, 0, (int)CC_SIZE(r->insts));
  /* The instructions' texts, from the module printed once (ll_text.h). */
  const char *const *texts = lt_function_texts(r->text, fn, CC_SIZE(r->insts));
  if (!texts) {
    cc_error_set(r->err, r->path, sf ? sf->line : 0, 0,
                 "function '%s': its instructions could not be printed", fname_z);
    free(fname_z);
    return false;
  }

  /* Instructions, then the edges in terminator order. */
  int b = 0;
  size_t ii = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb), b++) {
    for (LLVMValueRef iv = LLVMGetFirstInstruction(bb); iv;
         iv = LLVMGetNextInstruction(iv), ii++) {
      cv_inst *I = cv_program_add_inst(p, b);
      if (I->index != (int)ii) {
        cc_error_set(r->err, r->path, 0, 0,
                     "function '%s': instruction numbering out of step",
                     fname_z);
        free(fname_z);
        return false;
      }
      ll_fill_inst(r, p, I, iv, cv_program_strdup(p, texts[ii]));
      ll_classify(r, p, I, iv);
      if (CC_SIZE(r->src_insts) == CC_SIZE(r->insts)) {
        I->line = CC_AT(r->src_insts, ii).line;
        I->col = CC_AT(r->src_insts, ii).col;
      }
    }
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    if (term) {
      unsigned ns = LLVMGetNumSuccessors(term);
      for (unsigned i = 0; i < ns; i++) {
        lt_slot *sl = lt_pmap_find(
            &r->local, LLVMBasicBlockAsValue(LLVMGetSuccessor(term, i)));
        if (sl && sl->kind == LL_KEY_BLOCK) cv_program_add_succ(p, b, sl->index);
      }
      if (ns >= 2) cv_program_set_branch(p, b, CV_BRANCH_VALUE);
    }
  }
  /* Predecessors in LLVM's order: the block's use list (most recent use
   * first), keeping the users that are terminators of this function's
   * blocks -- what llvm::predecessors() iterates. */
  cc_ints preds = {0};
  b = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb), b++) {
    CC_CLEAR(preds);
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); u;
         u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (!LLVMIsAInstruction(user)) continue;
      LLVMBasicBlockRef from = LLVMGetInstructionParent(user);
      if (!from || LLVMGetBasicBlockTerminator(from) != user) continue;
      lt_slot *sl = lt_pmap_find(&r->local, LLVMBasicBlockAsValue(from));
      if (sl && sl->kind == LL_KEY_BLOCK) CC_PUSH(preds, sl->index);
    }
    cv_program_set_preds(p, b, preds.begin, (int)CC_SIZE(preds));
  }
  CC_RELEASE(preds);
  free(fname_z);
  return cv_program_finish(p, r->err);
}

/* ---- the module ------------------------------------------------------------ */

struct ll_job;
static void ll_hand_over(struct ll_job *j, const cv_program *p);

/* The programs of mod, in module order, each handed over to j as soon as
 * it is finished.  *ok false: err is filled, and the module returned holds
 * the programs read before the failure (the caller frees it). */
static cv_module *ll_convert(struct ll_job *j, const char *path, LLVMModuleRef mod,
                             const char *text, size_t len, const cv_target *target,
                             const char *triple, cc_error *err, bool *ok_out) {
  ll_reader r;
  memset(&r, 0, sizeof r);
  r.src = text;
  r.srclen = len;
  ll_src_functions(text, len, &r.src_fns);
  ll_names_build(&r.src_fn_index, r.src_fns.begin, CC_SIZE(r.src_fns), sizeof(ll_src_fn));
  r.path = path;
  r.err = err;
  r.mod = mod;
  r.target = target;
  r.text = lt_module_new(mod);
  r.kind_convergent = LLVMGetEnumAttributeKindForName("convergent", 10);
  r.kind_memory = LLVMGetEnumAttributeKindForName("memory", 6);
  r.kind_readnone = LLVMGetEnumAttributeKindForName("readnone", 8);
  r.kind_inreg = LLVMGetEnumAttributeKindForName("inreg", 5);
  r.kind_noalias = LLVMGetEnumAttributeKindForName("noalias", 7);
  r.kind_byval = LLVMGetEnumAttributeKindForName("byval", 5);
  r.kind_nodivsrc = LLVMGetEnumAttributeKindForName("nodivergencesource", 18);
  r.md_reqd = LLVMGetMDKindIDInContext(LLVMGetModuleContext(mod), "reqd_work_group_size", 20);
  ll_number_globals(&r);

  cv_module *m = cv_module_new(path);
  cv_module_set_target(m, target, triple);
  int bodies = 0;
  bool ok = true;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn && ok;
       fn = LLVMGetNextFunction(fn)) {
    if (LLVMIsDeclaration(fn)) continue;
    bodies++;
    ok = ll_read_function(&r, m, fn);
    if (ok) ll_hand_over(j, cv_module_program(m, cv_module_count(m) - 1));
  }
  if (ok && bodies == 0) {
    cc_error_set(err, path, 0, 0, "no function with a body");
    ok = false;
  }
  *ok_out = ok;
  lt_module_free(r.text);
  lt_pmap_free(&r.globals);
  lt_pmap_free(&r.local);
  lt_pmap_free(&r.names);
  for (size_t i = 0; i < CC_SIZE(r.strings); i++) free(CC_AT(r.strings, i));
  CC_RELEASE(r.strings);
  free(r.src_fn_index.slot);
  free(r.src_label_index.slot);
  CC_RELEASE(r.consts);
  CC_RELEASE(r.insts);
  CC_RELEASE(r.inst_slot);
  CC_RELEASE(r.src_fns);
  CC_RELEASE(r.src_insts);
  CC_RELEASE(r.src_labels);
  return m;
}

/* ---- the target: triple and data layout ---------------------------------------
 * As opt chooses them: the triple is --mtriple if given, else the module's
 * (else the caller's default, for audit); the data layout is the module's
 * own, else the one of the target machine for that triple, set before the
 * parser reads the functions (so that `align` defaults follow it).  Here
 * the layout is set by putting a `target datalayout` definition in front
 * of the text, on its first line. */

/* The triple and whether a layout is given, from the target definitions at
 * the top of the text (which LLVM's parser reads before anything else). */
static void ll_leading_target(const char *t, size_t len, char **triple, bool *has_layout) {
  *triple = NULL;
  *has_layout = false;
  size_t i = 0;
  for (;;) {
    while (i < len && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')) i++;
    if (i < len && t[i] == ';') {
      while (i < len && t[i] != '\n') i++;
      continue;
    }
    bool tr = len - i > 13 && !memcmp(t + i, "target triple", 13);
    bool dl = len - i > 17 && !memcmp(t + i, "target datalayout", 17);
    bool sf = len - i > 15 && !memcmp(t + i, "source_filename", 15);
    if (!tr && !dl && !sf) return;
    const char *q = memchr(t + i, '"', len - i);
    const char *nl = memchr(t + i, '\n', len - i);
    if (!q || (nl && nl < q)) return;
    const char *e = memchr(q + 1, '"', (size_t)(t + len - q - 1));
    if (!e) return;
    if (tr) {
      free(*triple);
      *triple = cc_strndup(q + 1, (size_t)(e - q - 1));
    }
    if (dl) *has_layout = true;
    i = (size_t)(e - t) + 1;
  }
}

static pthread_once_t ll_targets_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t ll_layout_lock = PTHREAD_MUTEX_INITIALIZER;
static CC_STACK(char *) ll_layouts; /* triple, layout, triple, layout, ... */

static void ll_init_targets(void) {
  LLVMInitializeAllTargetInfos();
  LLVMInitializeAllTargets();
  LLVMInitializeAllTargetMCs();
}

/* The data layout LLVM's target machine for the triple gives; NULL (and
 * *known = false) when LLVM has no target for its architecture.  Kept for
 * the process: one target machine per triple. */
static const char *ll_target_layout(const char *triple, bool *known) {
  pthread_once(&ll_targets_once, ll_init_targets);
  pthread_mutex_lock(&ll_layout_lock);
  const char *found = NULL;
  bool have = false;
  for (size_t i = 0; i + 1 < CC_SIZE(ll_layouts) && !have; i += 2)
    if (!strcmp(CC_AT(ll_layouts, i), triple)) {
      found = CC_AT(ll_layouts, i + 1);
      have = true;
    }
  if (!have) {
    char *norm = LLVMNormalizeTargetTriple(triple);
    LLVMTargetRef T = NULL;
    char *msg = NULL;
    char *layout = NULL;
    if (!LLVMGetTargetFromTriple(norm, &T, &msg)) {
      LLVMTargetMachineRef tm = LLVMCreateTargetMachine(T, norm, "", "", LLVMCodeGenLevelDefault,
                                                        LLVMRelocDefault, LLVMCodeModelDefault);
      if (tm) {
        LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
        char *rep = LLVMCopyStringRepOfTargetData(td);
        layout = cc_strdup(rep ? rep : "");
        LLVMDisposeMessage(rep);
        LLVMDisposeTargetData(td);
        LLVMDisposeTargetMachine(tm);
      }
    }
    if (msg) LLVMDisposeMessage(msg);
    LLVMDisposeMessage(norm);
    CC_PUSH(ll_layouts, cc_strdup(triple));
    CC_PUSH(ll_layouts, layout);
    found = layout;
  }
  pthread_mutex_unlock(&ll_layout_lock);
  *known = found != NULL;
  return found;
}

/* ---- errors from LLVM's parser ----------------------------------------------
 * "PATH:LINE:COL: error: TEXT" followed by the source line and a caret.
 * The path may itself contain ':' and digits, so the location is read
 * backwards from the "error: " that follows it. */
static void ll_parse_error(const char *path, const char *msg, cc_error *err) {
  if (!msg || !*msg) {
    cc_error_set(err, path, 0, 0, "LLVM could not parse the file");
    return;
  }
  size_t n = strcspn(msg, "\n");
  const char *e = NULL;
  for (const char *q = msg; q + 7 <= msg + n; q++)
    if (!memcmp(q, "error: ", 7) && q >= msg + 2 && q[-1] == ' ' &&
        q[-2] == ':') {
      e = q;
      break;
    }
  int line = 0, col = 0;
  const char *text = msg;
  if (e) {
    text = e + 7;
    /* e[-2] is the ':' after the location: ":LINE:COL" before it. */
    const char *q = e - 2;
    long nums[2] = {0, 0};
    int got = 0;
    while (got < 2) {
      const char *d = q;
      while (d > msg && d[-1] >= '0' && d[-1] <= '9') d--;
      if (d == q || d == msg || d[-1] != ':' || q - d > 9) break;
      nums[got++] = strtol(d, NULL, 10);
      q = d - 1;
    }
    if (got == 2) {
      line = (int)nums[1];
      col = (int)nums[0];
    }
  } else {
    /* No "error: ": drop a leading "PATH: " if present. */
    size_t pl = strlen(path);
    if (n > pl + 1 && !strncmp(msg, path, pl) && msg[pl] == ':') {
      text = msg + pl + 1;
      while (*text == ' ') text++;
    }
  }
  size_t tl = (size_t)(msg + n - text);
  if (tl == 0) {
    cc_error_set(err, path, line, col, "LLVM could not parse the file");
    return;
  }
  cc_error_set(err, path, line, col, "%.*s", (int)(tl > 900 ? 900 : tl), text);
}

/* ---- guards before LLVM sees the text --------------------------------------- */

static bool ll_is_bitcode(const char *t, size_t len) {
  const unsigned char *u = (const unsigned char *)t;
  if (len < 4) return false;
  return (u[0] == 'B' && u[1] == 'C' && u[2] == 0xC0 && u[3] == 0xDE) ||
         (u[0] == 0xDE && u[1] == 0xC0 && u[2] == 0x17 && u[3] == 0x0B);
}

/* Refuses brackets nested deeper than LL_MAX_NESTING, outside comments and
 * quoted strings (IR strings escape '"' as \22, so a quote always ends one).
 * Brackets match in IR; at the first closing bracket that does not match,
 * the text is not IR and LLVM's parser will stop there or before, so the
 * scan stops and lets LLVM name the error (junk then gets LLVM's message,
 * not this one). */
static bool ll_check_nesting(const char *path, const char *t, size_t len,
                             cc_error *err) {
  char open[LL_MAX_NESTING];
  int depth = 0, line = 1;
  size_t line_start = 0;
  bool in_comment = false, in_string = false;
  /* the characters that matter here; runs of others are skipped at once */
  static const char special[] = "\n;\"()[]{}<>";
  bool is_special[256] = {false};
  for (const char *q = special; *q; q++) is_special[(unsigned char)*q] = true;
  for (size_t i = 0; i < len; i++) {
    while (i < len && !is_special[(unsigned char)t[i]]) i++;
    if (i == len) break;
    char c = t[i], want;
    if (c == '\n') {
      line++;
      line_start = i + 1;
      in_comment = false;
      continue;
    }
    if (in_comment) continue;
    if (in_string) {
      if (c == '"') in_string = false;
      continue;
    }
    switch (c) {
    case ';': in_comment = true; break;
    case '"': in_string = true; break;
    case '(': case '[': case '{': case '<':
      if (depth == LL_MAX_NESTING) {
        cc_error_set(err, path, line, (int)(i - line_start) + 1,
                     "brackets nested more than %d deep (LLVM's parser "
                     "recurses on each level)",
                     LL_MAX_NESTING);
        return false;
      }
      open[depth++] = c;
      break;
    case ')': case ']': case '}': case '>':
      want = c == ')' ? '(' : c == ']' ? '[' : c == '}' ? '{' : '<';
      if (depth == 0 || open[depth - 1] != want) return true;
      depth--;
      break;
    default: break;
    }
  }
  return true;
}

/* ---- LLVM's diagnostics ------------------------------------------------------
 * Without a handler LLVM prints diagnostics to stderr and exits on errors;
 * this one records the first error and drops the rest. */
typedef struct ll_diag {
  bool error;
  char msg[512];
} ll_diag;

static void ll_on_diagnostic(LLVMDiagnosticInfoRef di, void *ctx) {
  ll_diag *d = ctx;
  if (LLVMGetDiagInfoSeverity(di) != LLVMDSError || d->error) return;
  char *s = LLVMGetDiagInfoDescription(di);
  d->error = true;
  snprintf(d->msg, sizeof d->msg, "%s", s ? s : "LLVM reported an error");
  LLVMDisposeMessage(s);
}

/* ---- LLVM's verifier --------------------------------------------------------
 * Every module is verified (LLVMVerifyModule) before it is converted: IR
 * that opt refuses ("input module is broken!") gets no verdict here either
 * (issue 29: a phi missing an incoming value, an entry block with
 * predecessors, an intrinsic of the wrong type were given verdicts).  The
 * exception is the rules of convergence control tokens: `convcheck verify`
 * (verify/, docs/verify.md) checks them and names them by rule id, and a
 * module that breaks only those loads as before.  Their messages are
 * LLVM 22's (llvm/include/llvm/IR/GenericConvergenceVerifierImpl.h and
 * Verifier.cpp), listed by running opt-22 -passes=verify on
 * llvm/test/Verifier/convergencectrl-invalid.ll and on the files of corpus/rules.
 * "Instruction does not dominate all uses!" is left to the reader's own SSA
 * check (ll_check_dominance), which refuses it at the use except for a
 * token (verify's token-dominance). */
static const char *const ll_token_messages[] = {
    "Entry or anchor intrinsic cannot have a convergencectrl token operand.",
    "Loop intrinsic must have a convergencectrl token operand.",
    "Convergence control tokens can only be produced by calls to the convergence control "
    "intrinsics.",
    "Convergence control token can only be used in a convergent call.",
    "Convergence control token must dominate all its uses.",
    "The 'convergencectrl' bundle requires exactly one token use.",
    "The 'convergencectrl' bundle can occur at most once on a call",
    "Cannot mix controlled and uncontrolled convergence in the same function.",
    "Convergence region is not well-nested.",
    "Convergence token used by an instruction other than llvm.experimental.convergence.loop in "
    "a cycle that does not contain the token's definition.",
    "Entry intrinsic cannot be preceded by a convergent operation in the same basic block.",
    "Entry intrinsic can occur only in a convergent function.",
    "Entry intrinsic can occur only in the entry block.",
    "Loop intrinsic cannot be preceded by a convergent operation in the same basic block.",
    "Two static convergence token uses in a cycle that does not contain either token's "
    "definition.",
    "Cycle heart must dominate all blocks in the cycle.",
    "Function returns a token but isn't an intrinsic",
    "PHI nodes cannot have token type!",
    "Instruction does not dominate all uses!",
};

/* A line the verifier prints after a message: a value (an instruction,
 * indented; an operand such as `label %B`, `ptr @f`, `token none`) or a
 * cycle (`depth=1: entries(B)`). */
static bool ll_verifier_value_line(const char *s, size_t n) {
  static const char *const starts[] = {" ", "\t", "label ", "ptr ", "token ", "depth="};
  for (size_t i = 0; i < LL_COUNT(starts); i++) {
    size_t k = strlen(starts[i]);
    if (n >= k && !memcmp(s, starts[i], k)) return true;
  }
  return false;
}

static bool ll_token_message(const char *s, size_t n) {
  for (size_t i = 0; i < LL_COUNT(ll_token_messages); i++)
    if (strlen(ll_token_messages[i]) == n && !memcmp(ll_token_messages[i], s, n)) return true;
  return false;
}

/* The line of the source where the verifier's value `v` (one line of its
 * output) is: an instruction of the first function it fails that prints
 * the same (its index mapped to the instruction starts of the text), a
 * label of such a function, or a function's `define`/`declare`.  0 when not
 * found. */
static int ll_verifier_place(LLVMModuleRef mod, const char *src, size_t srclen, const char *v,
                             size_t vn, int *col) {
  *col = 0;
  ll_src_fns fns = {0};
  ll_src_functions(src, srclen, &fns);
  int line = 0;
  const char *t = v;
  while (t < v + vn && (*t == ' ' || *t == '\t')) t++;
  size_t tn = (size_t)(v + vn - t);
  bool inst = t > v, label = !inst && tn > 7 && !memcmp(t, "label %", 7);
  const char *at = !inst && !label ? memchr(t, '@', tn) : NULL;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn && !line; fn = LLVMGetNextFunction(fn)) {
    size_t fnlen = 0;
    const char *fname = LLVMGetValueName2(fn, &fnlen);
    const ll_src_fn *sf = NULL;
    for (size_t i = 0; i < CC_SIZE(fns) && !sf; i++)
      if (CC_AT(fns, i).nlen == fnlen && !memcmp(CC_AT(fns, i).name, fname, fnlen)) sf = &CC_AT(fns, i);
    if (at) { /* `ptr @f`: the function's own line */
      size_t an = (size_t)(v + vn - at - 1);
      if (an == fnlen && !memcmp(at + 1, fname, fnlen) && sf) line = sf->line, *col = sf->col;
      continue;
    }
    if (LLVMIsDeclaration(fn) || !sf || !LLVMVerifyFunction(fn, LLVMReturnStatusAction)) continue;
    ll_src_positions pos = {0};
    ll_src_labels labels = {0};
    ll_src_body(src, sf, &pos, &labels);
    /* the text's instruction starts stand for LLVM's instructions only
     * when there are as many (as in ll_read_function) */
    size_t count = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I; I = LLVMGetNextInstruction(I)) count++;
    bool map = inst && count == CC_SIZE(pos);
    size_t idx = 0;
    bool found = false;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !found;
         bb = LLVMGetNextBasicBlock(bb)) {
      if (label) {
        const char *bn = LLVMGetBasicBlockName(bb);
        size_t bl = strlen(bn);
        for (size_t i = 0; i < CC_SIZE(labels) && !found; i++) {
          const ll_src_label *l = &CC_AT(labels, i);
          if (bl == tn - 7 && !memcmp(bn, t + 7, bl) && l->nlen == bl && !memcmp(l->name, bn, bl))
            found = true, line = l->line, *col = l->col;
        }
        continue;
      }
      for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I && !found;
           I = LLVMGetNextInstruction(I), idx++) {
        if (!map || idx > 20000) continue; /* (printing one by one costs the function's size) */
        char *pr = LLVMPrintValueToString(I);
        const char *q = pr;
        while (*q == ' ') q++;
        if (strlen(q) == tn && !memcmp(q, t, tn))
          found = true, line = CC_AT(pos, idx).line, *col = CC_AT(pos, idx).col;
        LLVMDisposeMessage(pr);
      }
    }
    CC_RELEASE(pos);
    CC_RELEASE(labels);
  }
  if (at && !line) { /* a declaration */
    size_t an = (size_t)(v + vn - at);
    int l = 1;
    for (const char *s = src, *end = src + srclen; s < end; l++) {
      const char *e = ll_eol(s, end);
      if (e - s > 8 && !memcmp(s, "declare ", 8)) {
        const char *f = s;
        while ((f = memchr(f, '@', (size_t)(e - f))) && f + an < e &&
               !(!memcmp(f, at, an) && f[an] == '('))
          f++;
        if (f && f + an < e) {
          line = l, *col = 1;
          break;
        }
      }
      s = e + (e < end);
    }
  }
  CC_RELEASE(fns);
  return line;
}

/* Verifies the module; false when LLVM's verifier rejects it for a reason
 * other than the token rules, with why filled: FILE:LINE:COL (0: unknown)
 * and the message, the value it names after it. */
static bool ll_verify(LLVMModuleRef mod, const char *path, const char *src, size_t srclen,
                      cc_error *why) {
  char *out = NULL;
  if (!LLVMVerifyModule(mod, LLVMReturnStatusAction, &out)) {
    LLVMDisposeMessage(out);
    return true;
  }
  const char *msg = NULL, *value = NULL;
  size_t msgn = 0, valuen = 0;
  bool in_token = false;
  for (const char *s = out ? out : ""; *s && !value;) {
    size_t n = strcspn(s, "\n");
    if (msg) {
      if (ll_verifier_value_line(s, n)) value = s, valuen = n;
      else break;
    } else if (ll_token_message(s, n)) {
      in_token = true;
    } else if (!(in_token && ll_verifier_value_line(s, n)) && n) {
      msg = s, msgn = n;
    }
    s += n + (s[n] == '\n');
  }
  if (!msg) {
    LLVMDisposeMessage(out);
    return true;
  }
  int line = 0, col = 0;
  if (value) line = ll_verifier_place(mod, src, srclen, value, valuen, &col);
  const char *v = value;
  size_t vn = valuen;
  while (v && vn && (*v == ' ' || *v == '\t')) v++, vn--;
  if (vn > 200) vn = 200;
  cc_error_set(why, path, line, col, "LLVM's verifier rejects the module: %.*s%s%.*s%s",
               (int)(msgn > 300 ? 300 : msgn), msg, v ? " (`" : "", (int)vn, v ? v : "",
               v ? "`)" : "");
  LLVMDisposeMessage(out);
  return false;
}

static pthread_once_t ll_options_once = PTHREAD_ONCE_INIT;

static void ll_set_options(void) {
  /* Process-wide, once: the parser's debug-info upgrade runs LLVM's verifier
   * and aborts the process on IR it rejects; without the upgrade the parser
   * accepts such IR like any other (this reader verifies it itself, after
   * the parse: ll_verify). */
  const char *argv[] = {"convcheck", "-disable-auto-upgrade-debug-info"};
  LLVMParseCommandLineOptions(2, argv, NULL);
}

/* ---- the read, on a thread with a large stack ---------------------------------
 * The reader thread parses, prints and converts; each program is handed
 * over (ll_hand_over) as soon as it is finished, so that a caller of
 * fe_stream_next works on it on another core while the next ones are read
 * (issue 17).  The caller touches only finished programs, which the reader
 * never writes again, and the module itself only once the reader is done
 * with it; every LLVM object stays on the reader thread, which releases
 * the module and its context after handing over the result. */

/* The caller is woken when this many more programs are ready (or at the
 * end), not for each one. */
#define LL_HAND_OVER_BATCH 16

typedef struct ll_job {
  char *path;
  char *text;     /* what LLVM parses: the file, perhaps with a layout in
                   * front (that copy is freed once parsed, and set NULL) */
  size_t len;
  char *src;      /* the file as written (source positions); owned */
  size_t srclen;
  size_t shift;   /* characters put in front of the file's first line */
  const cv_target *target;
  char *triple;
  bool keep_invalid; /* fe_ll_opts.keep_invalid */
  /* Written by the reader until `done`, then by nobody: */
  cc_error err;
  cv_module *result; /* on failure the programs read before it (freed with the job) */
  bool ok;
  /* The hand-over, under `lock`: */
  pthread_mutex_t lock;
  pthread_cond_t cond;
  CC_STACK(const cv_program *) ready; /* finished programs, in module order */
  size_t wake_at;                     /* the caller waits for this many (0: not waiting) */
  bool done;                          /* result, ok and err are final */
  pthread_t thread;
  bool threaded;
} ll_job;

static void ll_hand_over(ll_job *j, const cv_program *p) {
  pthread_mutex_lock(&j->lock);
  CC_PUSH(j->ready, p);
  if (j->wake_at && CC_SIZE(j->ready) >= j->wake_at) pthread_cond_signal(&j->cond);
  pthread_mutex_unlock(&j->lock);
}

static void ll_run(ll_job *j) {
  LLVMContextRef ctx = LLVMContextCreate();
  ll_diag diag;
  memset(&diag, 0, sizeof diag);
  LLVMContextSetDiagnosticHandler(ctx, ll_on_diagnostic, &diag);
  /* no copy: the text is NUL-terminated and outlives the parse */
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRange(j->text, j->len, j->path, 1);
  LLVMModuleRef mod = NULL;
  char *msg = NULL;
  LLVMBool failed = LLVMParseIRInContext2(ctx, buf, &mod, &msg);
  LLVMDisposeMemoryBuffer(buf);
  if (j->text != j->src) { /* the copy with a layout in front: not needed after the parse */
    free(j->text);
    j->text = NULL;
  }
  cv_module *m = NULL;
  bool ok = false;
  if (failed) {
    ll_parse_error(j->path, msg, &j->err);
    if (j->err.line == 1 && j->err.col > (int)j->shift) j->err.col -= (int)j->shift;
  } else if (diag.error) {
    cc_error_set(&j->err, j->path, 0, 0, "%s", diag.msg);
  } else if (mod) {
    cc_error invalid;
    cc_error_clear(&invalid);
    if (ll_verify(mod, j->path, j->src, j->srclen, &invalid) || j->keep_invalid) {
      m = ll_convert(j, j->path, mod, j->src, j->srclen, j->target, j->triple, &j->err, &ok);
      if (m && !ok && j->keep_invalid && strstr(j->err.msg, "(LLVM's verifier: ")) {
        /* a rule of LLVM's verifier that our own reader checks in its place
         * (SSA dominance, cv_program_finish): the module is invalid IR like
         * any the verifier rejects, its reason the reader's, with the place
         * (the function that failed is left unfinished: an invalid module's
         * functions are not read, cv_module_invalid) */
        invalid = j->err;
        cc_error_clear(&j->err);
        ok = true;
      }
      if (m && invalid.set) {
        char why[sizeof invalid.msg + 300];
        cc_error_format(&invalid, why, sizeof why);
        cv_module_set_invalid(m, why);
      }
    } else {
      j->err = invalid;
    }
  } else {
    cc_error_set(&j->err, j->path, 0, 0, "LLVM could not parse the file");
  }
  pthread_mutex_lock(&j->lock);
  j->result = m;
  j->ok = ok;
  j->done = true;
  pthread_cond_signal(&j->cond);
  pthread_mutex_unlock(&j->lock);
  /* From here on only LLVM's objects, while the caller goes on. */
  if (msg) LLVMDisposeMessage(msg);
  if (mod) LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
}

static void *ll_thread(void *arg) {
  ll_run(arg);
  return NULL;
}

/* Starts reading IR text that the caller gives up (text is freed with the
 * job, or here on failure).  NULL (err filled) when the text is refused
 * before LLVM sees it. */
static ll_job *ll_start(const char *path, char *text, size_t len, const fe_ll_opts *o,
                        cc_error *err) {
  if (ll_is_bitcode(text, len)) {
    free(text);
    cc_error_set(err, path, 0, 0,
                 "this is LLVM bitcode; give the IR as text (llvm-dis)");
    return NULL;
  }
  if (!ll_check_nesting(path, text, len, err)) {
    free(text);
    return NULL;
  }
  /* The target (model/target.h) and the data layout, as opt takes them. */
  char *ir_triple = NULL;
  bool has_layout = false;
  ll_leading_target(text, len, &ir_triple, &has_layout);
  const char *mtriple = o && o->mtriple && *o->mtriple ? o->mtriple : NULL;
  const char *triple = mtriple                  ? mtriple
                       : ir_triple && *ir_triple ? ir_triple
                       : o && o->default_triple ? o->default_triple
                                                : "";
  const cv_target *target = cv_target_generic();
  const char *layout = NULL;
  if (*triple) {
    bool known = false;
    layout = ll_target_layout(triple, &known);
    if (!known && mtriple) {
      cc_error_set(err, path, 0, 0, "--mtriple '%s': LLVM knows no target for its architecture",
                   mtriple);
      free(ir_triple);
      free(text);
      return NULL;
    }
    /* a module naming an architecture LLVM does not know: the generic model */
    if (known) target = cv_target_for_triple(triple);
  }
  char *parse = text;
  size_t parse_len = len, shift = 0;
  if (layout && !has_layout) {
    char head[4096];
    int hn = snprintf(head, sizeof head, "target datalayout = \"%s\" ", layout);
    if (hn > 0 && (size_t)hn < sizeof head) {
      shift = (size_t)hn;
      parse = cc_malloc(shift + len + 1);
      memcpy(parse, head, shift);
      memcpy(parse + shift, text, len);
      parse[shift + len] = 0;
      parse_len = shift + len;
    }
  }
  pthread_once(&ll_options_once, ll_set_options);

  ll_job *j = cc_calloc(1, sizeof *j);
  j->path = cc_strdup(path);
  j->text = parse;
  j->len = parse_len;
  j->src = text;
  j->srclen = len;
  j->shift = shift;
  j->target = target;
  j->triple = cc_strdup(triple);
  j->keep_invalid = o && o->keep_invalid;
  free(ir_triple);
  cc_error_clear(&j->err);
  pthread_mutex_init(&j->lock, NULL);
  pthread_cond_init(&j->cond, NULL);
  /* Stack: 64 MB plus 64 bytes per input byte (a chain of metadata nodes
   * needs a few hundred bytes of stack per node of ~20 bytes of text),
   * reserved, not committed; smaller sizes are tried if the system refuses,
   * and the calling thread is used as the last resort. */
  size_t want = ((size_t)64 << 20) + len * 64;
  for (size_t size = want; size >= ((size_t)8 << 20) && !j->threaded; size /= 2) {
    pthread_attr_t attr;
    if (pthread_attr_init(&attr)) break;
    int rc = pthread_attr_setstacksize(&attr, size);
    if (!rc) rc = pthread_create(&j->thread, &attr, ll_thread, j);
    pthread_attr_destroy(&attr);
    if (!rc) j->threaded = true;
  }
  if (!j->threaded) ll_run(j);
  return j;
}

/* Waits until the reader is done; the module (NULL, err filled, on failure). */
static cv_module *ll_take(ll_job *j, cc_error *err) {
  pthread_mutex_lock(&j->lock);
  while (!j->done) pthread_cond_wait(&j->cond, &j->lock);
  pthread_mutex_unlock(&j->lock);
  if (!j->ok) {
    if (err && !err->set) {
      *err = j->err;
      /* a kernel's source named as such (reduce reads any FILE as IR):
       * compile it first, rather than LLVM's "expected top-level entity" */
      fe_source_refused(j->path, NULL, 0, err);
    }
    return NULL;
  }
  cv_module *m = j->result;
  j->result = NULL;
  return m;
}

/* Waits for the reader thread (LLVM's objects released) and frees the job. */
static void ll_job_free(ll_job *j) {
  if (!j) return;
  if (j->threaded) pthread_join(j->thread, NULL);
  cv_module_free(j->result);
  if (j->text != j->src) free(j->text);
  free(j->src);
  free(j->path);
  free(j->triple);
  CC_RELEASE(j->ready);
  pthread_mutex_destroy(&j->lock);
  pthread_cond_destroy(&j->cond);
  free(j);
}

/* Reads IR text that the caller gives up (text is freed). */
static cv_module *ll_read_owned(const char *path, char *text, size_t len,
                                const fe_ll_opts *o, cc_error *err) {
  ll_job *j = ll_start(path, text, len, o, err);
  if (!j) return NULL;
  cv_module *m = ll_take(j, err);
  ll_job_free(j);
  return m;
}

cv_module *fe_read_ll(const char *path, cc_error *err) {
  return fe_read_ll_ex(path, NULL, err);
}

cv_module *fe_read_ll_ex(const char *path, const fe_ll_opts *o, cc_error *err) {
  size_t len = 0;
  char *text = cc_read_file(path, FE_MAX_INPUT, &len, err);
  if (!text) return NULL;
  return ll_read_owned(path, text, len, o, err);
}

cv_module *fe_read_ll_text(const char *name, const char *text, size_t len,
                           cc_error *err) {
  return fe_read_ll_text_ex(name, text, len, NULL, err);
}

cv_module *fe_read_ll_text_ex(const char *name, const char *text, size_t len,
                              const fe_ll_opts *o, cc_error *err) {
  if (len > FE_MAX_INPUT) {
    cc_error_set(err, name, 0, 0, "IR text of %zu bytes is larger than the %zu accepted",
                 len, (size_t)FE_MAX_INPUT);
    return NULL;
  }
  return ll_read_owned(name, cc_strndup(text, len), len, o, err);
}

bool fe_triple_known(const char *triple) {
  bool known = false;
  if (triple && *triple) ll_target_layout(triple, &known);
  return known;
}

/* ---- function by function (fe_stream) ------------------------------------ */

struct fe_stream {
  ll_job *job;       /* a .ll file: its reader */
  cv_module *module; /* any other file: read at once (and a .ll's, taken) */
  CC_STACK(const cv_program *) got; /* handed over so far (.ll) */
  size_t next;
};

fe_stream *fe_stream_open(const char *path, const fe_ll_opts *o, cc_error *err) {
  fe_stream *s = cc_calloc(1, sizeof *s);
  size_t n = strlen(path);
  if (n >= 3 && !strcmp(path + n - 3, ".ll")) {
    size_t len = 0;
    char *text = cc_read_file(path, FE_MAX_INPUT, &len, err);
    if (text) s->job = ll_start(path, text, len, o, err);
    if (!s->job) {
      free(s);
      return NULL;
    }
  } else if (!(s->module = fe_load_opts(path, NULL, 0, o, err))) {
    free(s);
    return NULL;
  }
  return s;
}

const cv_program *fe_stream_next(fe_stream *s) {
  if (!s->job) {
    if (!s->module || (int)s->next >= cv_module_count(s->module)) return NULL;
    return cv_module_program(s->module, (int)s->next++);
  }
  if (s->next < CC_SIZE(s->got)) return CC_AT(s->got, s->next++);
  ll_job *j = s->job;
  pthread_mutex_lock(&j->lock);
  while (CC_SIZE(j->ready) == CC_SIZE(s->got) && !j->done) {
    j->wake_at = CC_SIZE(s->got) + LL_HAND_OVER_BATCH;
    pthread_cond_wait(&j->cond, &j->lock);
  }
  j->wake_at = 0;
  bool failed = j->done && !j->ok;
  for (size_t i = CC_SIZE(s->got); i < CC_SIZE(j->ready); i++) CC_PUSH(s->got, CC_AT(j->ready, i));
  pthread_mutex_unlock(&j->lock);
  if (failed || s->next == CC_SIZE(s->got)) return NULL; /* a failed read: nothing more */
  return CC_AT(s->got, s->next++);
}

cv_module *fe_stream_end(fe_stream *s, cc_error *err) {
  cv_module *m = s->job ? ll_take(s->job, err) : s->module;
  s->module = NULL;
  return m;
}

void fe_stream_close(fe_stream *s) {
  if (!s) return;
  ll_job_free(s->job);
  cv_module_free(s->module);
  CC_RELEASE(s->got);
  free(s);
}
