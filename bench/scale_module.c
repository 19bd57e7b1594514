/* bench/scale_module.c — one large module made of renamed copies of LLVM
 * test files, for bench/analyze-scale.sh:
 *
 *   scale_module N TRIPLE FILE.ll... > BIG.ll
 *
 * The files are read (LLVM IR text), given TRIPLE, and linked into one
 * module again and again, each copy's defined functions renamed NAME.cK.F (copy K, file F),
 * until the module has N functions with a body (the last copy may be cut
 * short: its functions are linked one file at a time).  Nothing of the
 * project is used: LLVM's C API only. */
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Linker.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int bodies(LLVMModuleRef m) {
  int n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) n += !LLVMIsDeclaration(f);
  return n;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: scale_module N TRIPLE FILE.ll... > BIG.ll\n");
    return 2;
  }
  long want = strtol(argv[1], NULL, 10);
  const char *triple = argv[2];
  int nfiles = argc - 3;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef *in = calloc((size_t)nfiles, sizeof *in);
  int usable = 0;
  for (int i = 0; i < nfiles; i++) {
    LLVMMemoryBufferRef buf = NULL;
    char *msg = NULL;
    if (LLVMCreateMemoryBufferWithContentsOfFile(argv[3 + i], &buf, &msg)) {
      fprintf(stderr, "scale_module: %s: %s\n", argv[3 + i], msg ? msg : "cannot read");
      return 2;
    }
    LLVMModuleRef m = NULL;
    if (LLVMParseIRInContext2(ctx, buf, &m, &msg)) {
      fprintf(stderr, "scale_module: %s: skipped (%s)\n", argv[3 + i], msg ? msg : "does not parse");
      LLVMDisposeMessage(msg);
      continue;
    }
    LLVMDisposeMemoryBuffer(buf);
    LLVMSetTarget(m, triple);
    LLVMSetDataLayout(m, "");
    in[usable++] = m;
  }
  LLVMModuleRef dest = LLVMModuleCreateWithNameInContext("scale", ctx);
  LLVMSetTarget(dest, triple);
  for (long copy = 0; bodies(dest) < want && usable > 0; copy++) {
    for (int i = 0; i < usable && bodies(dest) < want; i++) {
      LLVMModuleRef c = LLVMCloneModule(in[i]);
      for (LLVMValueRef f = LLVMGetFirstFunction(c); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f)) continue;
        size_t n = 0;
        const char *name = LLVMGetValueName2(f, &n);
        char *renamed = malloc(n + 32);
        int k = snprintf(renamed, n + 32, "%.*s.c%ld.%d", (int)n, name, copy, i);
        LLVMSetValueName2(f, renamed, (size_t)k);
        free(renamed);
      }
      if (LLVMLinkModules2(dest, c)) {
        fprintf(stderr, "scale_module: linking copy %ld of file %d failed\n", copy, i);
        return 1;
      }
    }
  }
  char *text = LLVMPrintModuleToString(dest);
  fputs(text, stdout);
  LLVMDisposeMessage(text);
  fprintf(stderr, "scale_module: %d functions\n", bodies(dest));
  return 0;
}
