/* front/ll_text.h — internal to front/: the text of every instruction of a
 * module as `opt -passes='print<uniformity>'` prints it, obtained from ONE
 * print of the module (issue 17: printing instruction by instruction walks
 * the whole module each time, LLVM's slot tracker, which makes reading
 * quadratic).  Prefix: lt_.
 *
 * opt prints each instruction on its own (Value::print), with a slot
 * tracker that numbers the module-level metadata and attribute groups
 * (named metadata, global variables, every function's attributes) and
 * then only those of the instruction's function.  The module print
 * numbers them across all functions, in order.  So the two agree on the
 * first function and may differ on later ones (`!dbg !60` in the module,
 * `!dbg !33` in opt's line).  lt_ computes both numberings (AsmWriter.cpp
 * SlotTracker::processModule / processFunctionMetadata /
 * CreateMetadataSlot, written anew) and renumbers the module's text; it
 * checks its numbering against every `!N` and `#N` the module print
 * wrote, and where they do not match it falls back to printing the
 * function's instructions one by one (correct, and as slow as opt). */
#ifndef FE_LL_TEXT_H
#define FE_LL_TEXT_H

#include "base/base.h"

#include <llvm-c/Core.h>

/* A pointer-keyed map (LLVM objects -> kind, index), open addressing. */
typedef struct lt_slot {
  const void *key;
  int kind, index;
} lt_slot;
typedef struct lt_pmap {
  lt_slot *slots;
  size_t cap, n;
} lt_pmap;
lt_slot *lt_pmap_find(const lt_pmap *m, const void *key);
void lt_pmap_put(lt_pmap *m, const void *key, int kind, int index);
void lt_pmap_clear(lt_pmap *m);
void lt_pmap_free(lt_pmap *m);

typedef struct lt_module lt_module;

/* Prints the module once and indexes it. */
lt_module *lt_module_new(LLVMModuleRef mod);
void lt_module_free(lt_module *t);

/* The texts of fn's instructions, in order (n of them), as opt prints
 * them one by one; strings owned by the lt_module and valid until the
 * next call for another function.  NULL if the function is not one the
 * module print showed with a body. */
const char *const *lt_function_texts(lt_module *t, LLVMValueRef fn, size_t n);

/* The printed header of a declared function (`declare ... @name(...)`),
 * NULL if there is none (for its `range(...)` return attribute). */
const char *lt_declaration(lt_module *t, LLVMValueRef fn);

/* An MDNode's number in the module print (-1 if it has none). */
int lt_metadata_number(lt_module *t, LLVMValueRef md_as_value);

/* How many functions fell back to printing one by one (for the tests). */
int lt_fallbacks(const lt_module *t);

/* Name in LLVM's printed form, without the sigil: bare when it is made of
 * letters, digits, '-', '.', '_' and does not start with a digit, else
 * quoted with \XX escapes (AsmWriter.cpp printLLVMNameWithoutPrefix). */
void lt_print_name(cc_buf *out, const char *name, size_t len);
/* A string in LLVM's printed form: quoted, with \XX escapes. */
void lt_print_string(cc_buf *out, const char *s, size_t len);

#endif
