/* front/ll_text.c — instruction texts from one print of the module
 * (front/ll_text.h).  Internal prefix: lt_. */
#ifdef __linux__
#define _GNU_SOURCE /* memfd_create */
#endif
#include "front/ll_text.h"

#include <llvm-c/DebugInfo.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

/* ---- a pointer-keyed map ------------------------------------------------------ */

static size_t lt_hash_ptr(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return (size_t)x;
}

lt_slot *lt_pmap_find(const lt_pmap *m, const void *key) {
  if (!m->cap) return NULL;
  size_t mask = m->cap - 1, i = lt_hash_ptr(key) & mask;
  while (m->slots[i].key) {
    if (m->slots[i].key == key) return &m->slots[i];
    i = (i + 1) & mask;
  }
  return NULL;
}

void lt_pmap_put(lt_pmap *m, const void *key, int kind, int index) {
  if (2 * (m->n + 1) > m->cap) {
    lt_pmap big = {cc_calloc(m->cap ? 2 * m->cap : 256, sizeof(lt_slot)),
                   m->cap ? 2 * m->cap : 256, 0};
    for (size_t i = 0; i < m->cap; i++)
      if (m->slots[i].key) lt_pmap_put(&big, m->slots[i].key, m->slots[i].kind, m->slots[i].index);
    free(m->slots);
    *m = big;
  }
  size_t mask = m->cap - 1, i = lt_hash_ptr(key) & mask;
  while (m->slots[i].key && m->slots[i].key != key) i = (i + 1) & mask;
  if (!m->slots[i].key) m->n++;
  m->slots[i] = (lt_slot){key, kind, index};
}

void lt_pmap_clear(lt_pmap *m) {
  if (m->cap) memset(m->slots, 0, m->cap * sizeof *m->slots);
  m->n = 0;
}

void lt_pmap_free(lt_pmap *m) {
  free(m->slots);
  memset(m, 0, sizeof *m);
}

/* ---- names ------------------------------------------------------------------------ */

void lt_print_string(cc_buf *out, const char *s, size_t len) {
  cc_buf_putc(out, '"');
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (isprint(c) && c != '\\' && c != '"') cc_buf_putc(out, (char)c);
    else cc_buf_printf(out, "\\%02X", c);
  }
  cc_buf_putc(out, '"');
}

void lt_print_name(cc_buf *out, const char *name, size_t len) {
  bool quote = len == 0 || isdigit((unsigned char)name[0]);
  for (size_t i = 0; i < len && !quote; i++) {
    unsigned char c = (unsigned char)name[i];
    if (!isalnum(c) && c != '-' && c != '.' && c != '_') quote = true;
  }
  if (quote) lt_print_string(out, name, len);
  else cc_buf_putn(out, name, len);
}

/* ---- the module ---------------------------------------------------------------------- */

typedef struct lt_func {
  LLVMValueRef fn;
  size_t head, body, end; /* offsets into the print: header line, body, closing "}" */
  bool defined;
} lt_func;

/* An attribute set, by the uniqued attributes it holds. */
typedef struct lt_attrs {
  uint64_t hash;
  int n;
  LLVMAttributeRef *a;
} lt_attrs;

struct lt_module {
  LLVMModuleRef mod;
  LLVMContextRef ctx;
  char *print;
  size_t len;
  bool mapped;     /* print is a mapping of len + 1 bytes (lt_print_module) */
  CC_STACK(lt_func) funcs;
  lt_pmap func_of; /* function -> index in funcs */
  bool indexed;    /* the print was cut into as many functions as the module has */
  int fallbacks;

  /* metadata numbering: node (MetadataAsValue) -> number */
  lt_pmap md_module;   /* the module print's                                 */
  int md_next, md_prefix;
  lt_pmap md_func;     /* the current function's, beyond the prefix           */
  int md_func_next;
  /* attribute groups: index into sets; numbers */
  CC_STACK(lt_attrs) sets;
  lt_pmap set_of;      /* hash (as a key) -> set                              */
  cc_ints as_module;   /* set -> module number, -1                            */
  cc_ints as_func;     /* set -> the current function's number, -1           */
  int as_next, as_prefix, as_func_next;
  bool unsupported;    /* something the C API cannot show: no fast path      */
  size_t cursor;       /* functions numbered so far (module order)          */

  /* the current function's texts */
  cc_buf texts;
  CC_STACK(size_t) offsets;
  CC_STACK(const char *) ptrs;
  cc_buf scratch;
  CC_STACK(LLVMValueRef) expect_md;
  unsigned kind_dbg;
};

int lt_fallbacks(const lt_module *t) { return t->fallbacks; }

static const char *lt_eol(const char *s, const char *end) {
  const char *e = memchr(s, '\n', (size_t)(end - s));
  return e ? e : end;
}

/* Cuts the print into its functions (headers at column 0, "define" bodies
 * up to the line "}"), matched in order with the module's functions. */
static void lt_index(lt_module *t) {
  const char *s = t->print, *end = t->print + t->len;
  LLVMValueRef fn = LLVMGetFirstFunction(t->mod);
  lt_func *open = NULL;
  while (s < end) {
    const char *e = lt_eol(s, end);
    size_t n = (size_t)(e - s);
    if (open) {
      if (n == 1 && s[0] == '}') {
        open->end = (size_t)(s - t->print);
        open = NULL;
      }
    } else if ((n > 7 && !memcmp(s, "define ", 7)) || (n > 8 && !memcmp(s, "declare ", 8))) {
      if (!fn) return;
      lt_func f = {fn, (size_t)(s - t->print), 0, 0, s[2] == 'f'};
      if (f.defined != !LLVMIsDeclaration(fn)) return;
      f.body = (size_t)(e - t->print) + (e < end);
      f.end = f.body;
      lt_pmap_put(&t->func_of, fn, 0, (int)CC_SIZE(t->funcs));
      CC_PUSH(t->funcs, f);
      if (f.defined) open = &CC_TOP(t->funcs);
      fn = LLVMGetNextFunction(fn);
    }
    s = e + (e < end);
  }
  t->indexed = !fn && !open;
}

/* ---- the slot tracker's numbering (AsmWriter.cpp SlotTracker) ------------------- */

/* Is v (a metadata value) an MDNode that gets a number?  Strings and
 * values do not, nor DIExpressions and DIArgLists (printed inline). */
static bool lt_numbered_node(LLVMValueRef v) {
  if (!v || LLVMGetValueKind(v) != LLVMMetadataAsValueValueKind) return false;
  switch (LLVMGetMetadataKind(LLVMValueAsMetadata(v))) {
  case LLVMMDStringMetadataKind:
  case LLVMConstantAsMetadataMetadataKind:
  case LLVMLocalAsMetadataMetadataKind:
  case LLVMDistinctMDOperandPlaceholderMetadataKind:
  case LLVMDIExpressionMetadataKind:
  case LLVMDIArgListMetadataKind:
    return false;
  default:
    return true;
  }
}

/* Numbers node v and, depth first, the nodes it refers to
 * (CreateMetadataSlot); an explicit stack keeps deep chains off the C
 * stack.  per_function: into md_func, treating the module prefix as
 * numbered already. */
static void lt_number_md(lt_module *t, LLVMValueRef v, bool per_function) {
  CC_STACK(LLVMValueRef) stack = {0};
  CC_PUSH(stack, v);
  while (!CC_EMPTY(stack)) {
    LLVMValueRef x = CC_POP(stack);
    if (!lt_numbered_node(x)) continue;
    if (per_function) {
      lt_slot *s = lt_pmap_find(&t->md_module, x);
      if ((s && s->index < t->md_prefix) || lt_pmap_find(&t->md_func, x)) continue;
      lt_pmap_put(&t->md_func, x, 0, t->md_func_next++);
    } else {
      if (lt_pmap_find(&t->md_module, x)) continue;
      lt_pmap_put(&t->md_module, x, 0, t->md_next++);
    }
    unsigned n = LLVMGetMDNodeNumOperands(x);
    if (!n) continue;
    LLVMValueRef *ops = cc_malloc(n * sizeof *ops);
    LLVMGetMDNodeOperands(x, ops);
    for (unsigned i = n; i-- > 0;) CC_PUSH(stack, ops[i]);
    free(ops);
  }
  CC_RELEASE(stack);
}

static void lt_number_ref(lt_module *t, LLVMMetadataRef md, bool per_function) {
  if (md) lt_number_md(t, LLVMMetadataAsValue(t->ctx, md), per_function);
}

/* A global object's attachments (processGlobalObjectMetadata). */
static void lt_number_object(lt_module *t, LLVMValueRef g, bool per_function) {
  size_t n = 0;
  LLVMValueMetadataEntry *e = LLVMGlobalCopyAllMetadata(g, &n);
  for (size_t i = 0; i < n; i++) lt_number_ref(t, LLVMValueMetadataEntriesGetMetadata(e, (unsigned)i), per_function);
  if (e) LLVMDisposeValueMetadataEntries(e);
}

/* Is the instruction a call of an intrinsic (a function named "llvm.*")? */
static bool lt_intrinsic_call(LLVMValueRef i) {
  if (LLVMGetInstructionOpcode(i) != LLVMCall) return false;
  LLVMValueRef c = LLVMGetCalledValue(i);
  if (!c || !LLVMIsAFunction(c)) return false;
  size_t n = 0;
  const char *s = LLVMGetValueName2(c, &n);
  return n > 5 && !memcmp(s, "llvm.", 5);
}

/* The nodes an instruction's printed text refers to, in the order they
 * are printed: metadata operands, then the attachments (the debug
 * location first, then by kind, as getAllMetadata lists them). */
static void lt_inst_nodes(lt_module *t, LLVMValueRef i) {
  CC_CLEAR(t->expect_md);
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  if (op == LLVMCall || op == LLVMInvoke || op == LLVMCallBr) {
    int n = LLVMGetNumOperands(i);
    for (int k = 0; k < n; k++) {
      LLVMValueRef o = LLVMGetOperand(i, (unsigned)k);
      if (lt_numbered_node(o)) CC_PUSH(t->expect_md, o);
    }
  }
  LLVMMetadataRef dl = LLVMInstructionGetDebugLoc(i);
  if (dl) CC_PUSH(t->expect_md, LLVMMetadataAsValue(t->ctx, dl));
  size_t n = 0;
  LLVMValueMetadataEntry *e = LLVMInstructionGetAllMetadataOtherThanDebugLoc(i, &n);
  for (size_t k = 0; k < n; k++)
    CC_PUSH(t->expect_md, LLVMMetadataAsValue(t->ctx, LLVMValueMetadataEntriesGetMetadata(e, (unsigned)k)));
  if (e) LLVMDisposeValueMetadataEntries(e);
}

/* A function's metadata (processFunctionMetadata): its attachments, then
 * per instruction its debug records and its own. */
static void lt_number_function_md(lt_module *t, LLVMValueRef fn, bool per_function) {
  lt_number_object(t, fn, per_function);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      for (LLVMDbgRecordRef r = LLVMGetFirstDbgRecord(i); r; r = LLVMGetNextDbgRecord(r)) {
        LLVMDbgRecordKind k = LLVMDbgRecordGetKind(r);
        if (k == LLVMDbgRecordLabel || k == LLVMDbgRecordAssign) {
          t->unsupported = true; /* their label / assign id is not in the C API */
          continue;
        }
        if (!LLVMDbgVariableRecordGetValue(r, 0)) t->unsupported = true; /* a !{} location */
        lt_number_ref(t, LLVMDbgVariableRecordGetVariable(r), per_function);
        lt_number_ref(t, LLVMDbgRecordGetDebugLoc(r), per_function);
      }
      if (lt_intrinsic_call(i)) {
        int n = LLVMGetNumOperands(i);
        for (int k = 0; k < n; k++) {
          LLVMValueRef o = LLVMGetOperand(i, (unsigned)k);
          if (lt_numbered_node(o)) lt_number_md(t, o, per_function);
        }
      }
      LLVMMetadataRef dl = LLVMInstructionGetDebugLoc(i);
      lt_number_ref(t, dl, per_function);
      size_t n = 0;
      LLVMValueMetadataEntry *e = LLVMInstructionGetAllMetadataOtherThanDebugLoc(i, &n);
      for (size_t k = 0; k < n; k++)
        lt_number_ref(t, LLVMValueMetadataEntriesGetMetadata(e, (unsigned)k), per_function);
      if (e) LLVMDisposeValueMetadataEntries(e);
    }
}

/* The set of attributes at index idx of a function (call == NULL) or a
 * call; -1 if empty. */
static int lt_attr_set(lt_module *t, LLVMValueRef fn, LLVMValueRef call) {
  unsigned n = call ? LLVMGetCallSiteAttributeCount(call, LLVMAttributeFunctionIndex)
                    : LLVMGetAttributeCountAtIndex(fn, LLVMAttributeFunctionIndex);
  if (!n) return -1;
  LLVMAttributeRef *a = cc_malloc(n * sizeof *a);
  if (call) LLVMGetCallSiteAttributes(call, LLVMAttributeFunctionIndex, a);
  else LLVMGetAttributesAtIndex(fn, LLVMAttributeFunctionIndex, a);
  uint64_t h = cc_hash_bytes(a, n * sizeof *a, 0) | 1; /* never a null key */
  lt_slot *found = lt_pmap_find(&t->set_of, (const void *)(uintptr_t)h);
  if (found) {
    lt_attrs *s = &CC_AT(t->sets, (size_t)found->index);
    /* two sets with one hash cannot be told apart: no fast path */
    if (s->n != (int)n || memcmp(s->a, a, n * sizeof *a)) t->unsupported = true;
    free(a);
    return found->index;
  }
  lt_attrs s = {h, (int)n, a};
  lt_pmap_put(&t->set_of, (const void *)(uintptr_t)h, 0, (int)CC_SIZE(t->sets));
  CC_PUSH(t->sets, s);
  CC_PUSH(t->as_module, -1);
  CC_PUSH(t->as_func, -1);
  return (int)CC_SIZE(t->sets) - 1;
}

static void lt_number_set(lt_module *t, int set, bool per_function) {
  if (set < 0) return;
  if (per_function) {
    if (CC_AT(t->as_module, (size_t)set) >= 0 && CC_AT(t->as_module, (size_t)set) < t->as_prefix) return;
    if (CC_AT(t->as_func, (size_t)set) < 0) CC_AT(t->as_func, (size_t)set) = t->as_func_next++;
  } else if (CC_AT(t->as_module, (size_t)set) < 0) {
    CC_AT(t->as_module, (size_t)set) = t->as_next++;
  }
}

static bool lt_is_call(LLVMValueRef i) {
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  return op == LLVMCall || op == LLVMInvoke || op == LLVMCallBr;
}

/* processFunction's call-site attribute groups. */
static void lt_number_calls(lt_module *t, LLVMValueRef fn, bool per_function) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (lt_is_call(i)) lt_number_set(t, lt_attr_set(t, fn, i), per_function);
}

/* processModule: global variables' attachments, named metadata, every
 * function's attribute set.  (Attributes of global variables are not in
 * the C API: a module with any shows up as a mismatch and falls back.) */
static void lt_number_prefix(lt_module *t) {
  for (LLVMValueRef g = LLVMGetFirstGlobal(t->mod); g; g = LLVMGetNextGlobal(g))
    lt_number_object(t, g, false);
  for (LLVMNamedMDNodeRef nm = LLVMGetFirstNamedMetadata(t->mod); nm; nm = LLVMGetNextNamedMetadata(nm)) {
    size_t len = 0;
    const char *name = LLVMGetNamedMetadataName(nm, &len);
    char *z = cc_strndup(name, len);
    unsigned n = LLVMGetNamedMetadataNumOperands(t->mod, z);
    LLVMValueRef *ops = cc_malloc((n ? n : 1) * sizeof *ops);
    LLVMGetNamedMetadataOperands(t->mod, z, ops);
    for (unsigned i = 0; i < n; i++) lt_number_md(t, ops[i], false);
    free(ops);
    free(z);
  }
  t->md_prefix = t->md_next;
  for (LLVMValueRef f = LLVMGetFirstFunction(t->mod); f; f = LLVMGetNextFunction(f))
    lt_number_set(t, lt_attr_set(t, f, NULL), false);
  t->as_prefix = t->as_next;
}

/* The module's print.  LLVMPrintModuleToString prints into an unbuffered
 * raw_string_ostream (its constructor calls SetUnbuffered(),
 * llvm/Support/raw_ostream.h), every small write passing through the
 * column tracking of formatted_raw_ostream, grows a std::string by
 * doubling and then copies it (bench/HISTORY.md: 948 M instructions for a
 * module of 10,000 functions, 426 M this way); on
 * Linux the print goes instead into an anonymous memory file through
 * LLVM's file stream and is mapped back, read-only, with one NUL after
 * it.  Anything failing on the way: the string print. */
static void lt_print_module(lt_module *t) {
#ifdef __linux__
  int fd = memfd_create("convcheck-print", MFD_CLOEXEC);
  if (fd >= 0) {
    char path[64], *msg = NULL;
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    struct stat st;
    bool ok = !LLVMPrintModuleToFile(t->mod, path, &msg) && !fstat(fd, &st) && st.st_size > 0 &&
              !ftruncate(fd, st.st_size + 1); /* the NUL */
    if (msg) LLVMDisposeMessage(msg);
    void *p = ok ? mmap(NULL, (size_t)st.st_size + 1, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0)
                 : MAP_FAILED;
    close(fd);
    if (p != MAP_FAILED) {
      t->print = p;
      t->len = (size_t)st.st_size;
      t->mapped = true;
      return;
    }
  }
#endif
  t->print = LLVMPrintModuleToString(t->mod);
  if (!t->print) t->print = LLVMCreateMessage("");
  t->len = strlen(t->print);
}

lt_module *lt_module_new(LLVMModuleRef mod) {
  lt_module *t = cc_calloc(1, sizeof *t);
  t->mod = mod;
  t->ctx = LLVMGetModuleContext(mod);
  t->kind_dbg = LLVMGetMDKindIDInContext(t->ctx, "dbg", 3);
  lt_print_module(t);
  lt_index(t);
  lt_number_prefix(t);
  return t;
}

void lt_module_free(lt_module *t) {
  if (!t) return;
#ifdef __linux__
  if (t->mapped) munmap(t->print, t->len + 1);
  else
#endif
    LLVMDisposeMessage(t->print);
  CC_RELEASE(t->funcs);
  lt_pmap_free(&t->func_of);
  lt_pmap_free(&t->md_module);
  lt_pmap_free(&t->md_func);
  for (size_t i = 0; i < CC_SIZE(t->sets); i++) free(CC_AT(t->sets, i).a);
  CC_RELEASE(t->sets);
  lt_pmap_free(&t->set_of);
  CC_RELEASE(t->as_module);
  CC_RELEASE(t->as_func);
  cc_buf_free(&t->texts);
  cc_buf_free(&t->scratch);
  CC_RELEASE(t->offsets);
  CC_RELEASE(t->ptrs);
  CC_RELEASE(t->expect_md);
  free(t);
}

int lt_metadata_number(lt_module *t, LLVMValueRef v) {
  lt_slot *s = lt_pmap_find(&t->md_module, v);
  return s ? s->index : -1;
}

const char *lt_declaration(lt_module *t, LLVMValueRef fn) {
  lt_slot *s = lt_pmap_find(&t->func_of, fn);
  if (!t->indexed || !s) return NULL;
  const lt_func *f = &CC_AT(t->funcs, (size_t)s->index);
  if (f->defined) return NULL;
  cc_buf_clear(&t->scratch);
  const char *h = t->print + f->head;
  cc_buf_putn(&t->scratch, h, (size_t)(lt_eol(h, t->print + t->len) - h));
  return cc_buf_str(&t->scratch);
}

/* ---- cutting a body into instructions -------------------------------------------
 * An instruction starts on a line indented by exactly two spaces; its
 * continuation lines (switch cases, "to label" of invoke/callbr,
 * landingpad clauses, the closing "]") are indented more or start with
 * "  ]"; debug records ("    #dbg_...") belong to no instruction; a label
 * (column 0) ends the instruction before it. */

static bool lt_dbg_line(const char *s, const char *eol) {
  while (s < eol && *s == ' ') s++;
  return eol - s >= 5 && !memcmp(s, "#dbg_", 5);
}

/* Offsets (start, end) of each instruction's text; false if not n of them. */
static bool lt_split(const char *body, const char *end, size_t n, size_t *starts, size_t *ends) {
  size_t k = 0;
  const char *start = NULL, *last = NULL, *s = body;
  while (s < end) {
    const char *eol = lt_eol(s, end);
    size_t len = (size_t)(eol - s);
    bool two = len >= 3 && s[0] == ' ' && s[1] == ' ';
    if (lt_dbg_line(s, eol)) {
      /* skipped */
    } else if (two && s[2] != ' ' && s[2] != ']') {
      if (start) {
        if (k >= n) return false;
        starts[k] = (size_t)(start - body), ends[k++] = (size_t)(last - body);
      }
      start = s + 2;
      last = eol;
    } else if (two && start) {
      last = eol; /* continuation */
    } else if (start) {
      if (k >= n) return false;
      starts[k] = (size_t)(start - body), ends[k++] = (size_t)(last - body);
      start = NULL;
    }
    s = eol + (eol < end);
  }
  if (start) {
    if (k >= n) return false;
    starts[k] = (size_t)(start - body), ends[k++] = (size_t)(last - body);
  }
  return k == n;
}

/* ---- renumbering one instruction's text ------------------------------------------
 * Copies text into t->texts with each `!N` (metadata) and ` #N`
 * (attribute group) outside quoted strings renumbered for the function;
 * false when the module print's numbers are not the ones computed here. */
static bool lt_rewrite(lt_module *t, LLVMValueRef inst, const char *s, size_t n) {
  lt_inst_nodes(t, inst);
  bool keep_md = false; /* Value::print numbers all of the module's metadata
                         * for an instruction with an MDNode operand of an
                         * intrinsic (isReferencingMDNode): the module's */
  if (lt_intrinsic_call(inst)) {
    int nops = LLVMGetNumOperands(inst);
    for (int k = 0; k < nops && !keep_md; k++) keep_md = lt_numbered_node(LLVMGetOperand(inst, (unsigned)k));
  }
  int set = lt_is_call(inst) ? lt_attr_set(t, NULL, inst) : -1;
  size_t mdk = 0;
  int nsets = 0;
  for (size_t i = 0; i < n;) {
    char c = s[i];
    if (c == '"') { /* a quoted string or name: IR strings escape '"' as \22 */
      const char *q = memchr(s + i + 1, '"', n - i - 1);
      size_t j = q ? (size_t)(q - s) + 1 : n;
      cc_buf_putn(&t->texts, s + i, j - i);
      i = j;
      continue;
    }
    bool md = c == '!' && i + 1 < n && isdigit((unsigned char)s[i + 1]);
    bool at = c == '#' && i > 0 && s[i - 1] == ' ' && i + 1 < n && isdigit((unsigned char)s[i + 1]);
    if (!md && !at) { /* up to the next character that may start a number or a string */
      size_t j = i + 1;
      while (j < n && s[j] != '"' && s[j] != '!' && s[j] != '#') j++;
      cc_buf_putn(&t->texts, s + i, j - i);
      i = j;
      continue;
    }
    size_t j = i + 1;
    long num = 0;
    while (j < n && isdigit((unsigned char)s[j])) num = num * 10 + (s[j++] - '0');
    long want, now;
    if (md) {
      if (mdk >= CC_SIZE(t->expect_md)) return false;
      LLVMValueRef node = CC_AT(t->expect_md, mdk++);
      lt_slot *ms = lt_pmap_find(&t->md_module, node);
      if (!ms) return false;
      want = ms->index;
      if (keep_md || ms->index < t->md_prefix) now = ms->index;
      else {
        lt_slot *fs = lt_pmap_find(&t->md_func, node);
        if (!fs) return false;
        now = fs->index;
      }
    } else {
      if (set < 0 || nsets++) return false;
      want = CC_AT(t->as_module, (size_t)set);
      now = want < t->as_prefix ? want : CC_AT(t->as_func, (size_t)set);
    }
    if (num != want || now < 0) return false;
    cc_buf_printf(&t->texts, "%c%ld", c, now);
    i = j;
  }
  return mdk == CC_SIZE(t->expect_md) && (set < 0 || nsets == 1);
}

/* Numbers the module's functions up to fn (the module print's order). */
static bool lt_advance(lt_module *t, size_t upto) {
  if (upto < t->cursor) return false;
  for (; t->cursor <= upto; t->cursor++) {
    LLVMValueRef f = CC_AT(t->funcs, t->cursor).fn;
    lt_number_function_md(t, f, false);
    lt_number_calls(t, f, false);
  }
  return true;
}

const char *const *lt_function_texts(lt_module *t, LLVMValueRef fn, size_t n) {
  lt_slot *slot = lt_pmap_find(&t->func_of, fn);
  cc_buf_clear(&t->texts);
  CC_CLEAR(t->offsets);
  CC_CLEAR(t->ptrs);
  if (!t->indexed || !slot) return NULL;
  const lt_func *f = &CC_AT(t->funcs, (size_t)slot->index);
  if (!f->defined) return NULL;
  bool fast = lt_advance(t, (size_t)slot->index);
  /* this function's own numbering */
  lt_pmap_clear(&t->md_func);
  t->md_func_next = t->md_prefix;
  for (size_t i = 0; i < CC_SIZE(t->as_func); i++) CC_AT(t->as_func, i) = -1;
  t->as_func_next = t->as_prefix;
  lt_number_function_md(t, fn, true);
  lt_number_calls(t, fn, true);
  fast = fast && !t->unsupported;

  size_t *starts = cc_calloc(n + 1, sizeof(size_t)), *ends = cc_calloc(n + 1, sizeof(size_t));
  const char *body = t->print + f->body;
  fast = fast && lt_split(body, t->print + f->end, n, starts, ends);
  size_t k = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && fast; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && fast; i = LLVMGetNextInstruction(i), k++) {
      if (k >= n) {
        fast = false;
        break;
      }
      CC_PUSH(t->offsets, t->texts.len);
      fast = lt_rewrite(t, i, body + starts[k], ends[k] - starts[k]);
      cc_buf_putc(&t->texts, 0);
      /* an instruction with a result is printed "%name = ..." */
      if (fast && LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind &&
          t->texts.data[CC_TOP(t->offsets)] != '%')
        fast = false;
    }
  free(starts);
  free(ends);
  if (!fast || k != n) {
    /* one by one, as opt prints them */
    t->fallbacks++;
    cc_buf_clear(&t->texts);
    CC_CLEAR(t->offsets);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        char *p = LLVMPrintValueToString(i);
        const char *q = p ? p : "";
        while (*q == ' ') q++;
        CC_PUSH(t->offsets, t->texts.len);
        cc_buf_puts(&t->texts, q);
        cc_buf_putc(&t->texts, 0);
        LLVMDisposeMessage(p);
      }
    if (CC_SIZE(t->offsets) != n) return NULL;
  }
  for (size_t i = 0; i < CC_SIZE(t->offsets); i++) CC_PUSH(t->ptrs, t->texts.data + CC_AT(t->offsets, i));
  return t->ptrs.begin;
}
