/* tests/tools/intrinsic_probe.c — writes an LLVM module with one kernel per
 * intrinsic of LLVM 22 whose name starts with PREFIX, built from LLVM's own
 * intrinsic table (its parameter types and immarg attributes):
 *
 *   @"u.NAME"  the intrinsic called with constant (uniform) arguments: is it
 *              a source of divergence?
 *   @"d.NAME"  called with arguments loaded through a flat pointer (divergent
 *              on AMDGPU), constants for immarg parameters: is it always
 *              uniform?
 *
 * The module is what tests/cli/target_opt.sh gives both opt-22 and
 * `convcheck analyze`, so that every row of model/target.c's amdgcn table
 * (and every intrinsic the table leaves out) is checked against opt-22.
 * Overloaded intrinsics are tried with a few overload type lists; each try
 * runs in a child process (a wrong guess can crash LLVM) and is kept when
 * LLVM's verifier accepts the function.  Intrinsics with metadata, token or
 * label parameters, and those no guess fits, are left out.
 *
 *   intrinsic_probe PREFIX TRIPLE > FILE.ll     (slow: minutes)
 *
 * Built by `make tests/intrinsic_probe` (not part of `make`). */
#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static unsigned immarg_kind;

/* One kernel calling intrinsic `id` (overload types ov): false if LLVM's
 * verifier refuses it or a parameter cannot be made. */
static int build(LLVMContextRef ctx, LLVMModuleRef m, unsigned id, LLVMTypeRef *ov, int nov,
                 int divergent, const char *fname) {
  LLVMValueRef decl = LLVMGetIntrinsicDeclaration(m, id, ov, (size_t)nov);
  LLVMTypeRef fty = LLVMGlobalGetValueType(decl);
  unsigned np = LLVMCountParamTypes(fty);
  if (np > 64) return 0;
  LLVMTypeRef pts[64];
  LLVMGetParamTypes(fty, pts);
  LLVMTypeRef ptr0 = LLVMPointerTypeInContext(ctx, 0);
  LLVMValueRef k = LLVMAddFunction(m, fname, LLVMFunctionType(LLVMVoidTypeInContext(ctx), &ptr0, 1, 0));
  LLVMSetFunctionCallConv(k, LLVMAMDGPUKERNELCallConv);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, k, "entry"));
  LLVMValueRef args[64];
  int nloaded = 0;
  for (unsigned i = 0; i < np; i++) {
    LLVMTypeKind tk = LLVMGetTypeKind(pts[i]);
    if (tk == LLVMMetadataTypeKind || tk == LLVMTokenTypeKind || tk == LLVMLabelTypeKind) {
      LLVMDisposeBuilder(b);
      LLVMDeleteFunction(k);
      return 0;
    }
    int imm = LLVMGetEnumAttributeAtIndex(decl, i + 1, immarg_kind) != NULL;
    if (divergent && !imm) {
      args[i] = LLVMBuildLoad2(b, pts[i], LLVMGetParam(k, 0), "");
      nloaded++;
    } else {
      args[i] = LLVMConstNull(pts[i]);
    }
  }
  if (divergent && !nloaded) {
    LLVMDisposeBuilder(b);
    LLVMDeleteFunction(k);
    return 0;
  }
  int is_void = LLVMGetTypeKind(LLVMGetReturnType(fty)) == LLVMVoidTypeKind;
  LLVMBuildCall2(b, fty, decl, args, np, is_void ? "" : "r");
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  if (LLVMVerifyFunction(k, LLVMReturnStatusAction)) {
    LLVMDeleteFunction(k);
    return 0;
  }
  return 1;
}

/* Tries the overload guesses of intrinsic id in a child; prints the kernels
 * of the first guess that works. */
static void probe(unsigned id, const char *name, size_t len, const char *triple) {
  fflush(stdout);
  pid_t pid = fork();
  if (pid < 0) return;
  if (pid == 0) {
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMTypeRef i1 = LLVMInt1TypeInContext(ctx), i32 = LLVMInt32TypeInContext(ctx);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx), f32 = LLVMFloatTypeInContext(ctx);
    LLVMTypeRef p0 = LLVMPointerTypeInContext(ctx, 0), p1 = LLVMPointerTypeInContext(ctx, 1);
    LLVMTypeRef p3 = LLVMPointerTypeInContext(ctx, 3), p8 = LLVMPointerTypeInContext(ctx, 8);
    LLVMTypeRef v4f = LLVMVectorType(f32, 4);
    LLVMTypeRef tries[][3] = {{i32},      {i64},      {f32},      {i32, i32}, {i64, i32},
                              {i64, i64}, {f32, i32}, {p1},       {p0},       {p8},
                              {p3},       {i32, p1},  {i32, p0},  {f32, p1},  {i32, p8},
                              {v4f},      {v4f, i32}, {v4f, f32}, {i32, i32, i32}, {i1},
                              {i64, i1},  {i64, f32}};
    const int nlen[] = {1, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1, 2, 2, 2, 2, 1, 2, 2, 3, 1, 2, 2};
    int ntries = LLVMIntrinsicIsOverloaded(id) ? (int)(sizeof nlen / sizeof nlen[0]) : 1;
    for (int t = 0; t < ntries; t++) {
      int fd[2];
      if (pipe(fd)) break;
      pid_t c = fork();
      if (c == 0) {
        close(fd[0]);
        LLVMModuleRef m = LLVMModuleCreateWithNameInContext("probe", ctx);
        LLVMSetTarget(m, triple);
        int nov = LLVMIntrinsicIsOverloaded(id) ? nlen[t] : 0;
        char fn[600];
        int ok = 0;
        snprintf(fn, sizeof fn, "u.%.*s", (int)len, name);
        ok += build(ctx, m, id, tries[t], nov, 0, fn);
        snprintf(fn, sizeof fn, "d.%.*s", (int)len, name);
        ok += build(ctx, m, id, tries[t], nov, 1, fn);
        if (ok) {
          for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
            if (LLVMIsDeclaration(f)) continue;
            char *s = LLVMPrintValueToString(f);
            if (write(fd[1], s, strlen(s)) < 0 || write(fd[1], "\n", 1) < 0) _exit(1);
            LLVMDisposeMessage(s);
          }
          if (write(fd[1], "@@DONE\n", 7) < 0) _exit(1);
        }
        _exit(0);
      }
      close(fd[1]);
      static char acc[1 << 20];
      size_t tot = 0;
      ssize_t n;
      char buf[65536];
      while ((n = read(fd[0], buf, sizeof buf)) > 0)
        if (tot + (size_t)n < sizeof acc) memcpy(acc + tot, buf, (size_t)n), tot += (size_t)n;
      close(fd[0]);
      int st;
      waitpid(c, &st, 0);
      if (tot > 7 && !memcmp(acc + tot - 7, "@@DONE\n", 7)) {
        fwrite(acc, 1, tot - 7, stdout);
        break;
      }
    }
    fflush(stdout);
    _exit(0);
  }
  int st;
  waitpid(pid, &st, 0);
}

/* Is id an intrinsic of this LLVM?  Asked in a child: past the end of
 * LLVM's table the name look-up reads out of bounds. */
static int valid_id(unsigned id) {
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    size_t len = 0;
    const char *name = LLVMIntrinsicGetName(id, &len);
    _exit(name && len > 5 && !strncmp(name, "llvm.", 5) && LLVMLookupIntrinsicID(name, len) == id ? 0 : 1);
  }
  int st = 0;
  waitpid(pid, &st, 0);
  return WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: intrinsic_probe PREFIX TRIPLE > FILE.ll\n");
    return 2;
  }
  const char *prefix = argv[1], *triple = argv[2];
  immarg_kind = LLVMGetEnumAttributeKindForName("immarg", 6);
  /* The ids are numbered from 1 without gaps: the end by bisection. */
  unsigned lo = 1, hi = 1u << 16; /* lo valid, hi not */
  while (hi - lo > 1) {
    unsigned mid = lo + (hi - lo) / 2;
    if (valid_id(mid)) lo = mid;
    else hi = mid;
  }
  printf("; One kernel per intrinsic named %s* (tests/tools/intrinsic_probe.c):\n"
         "; u.NAME with uniform arguments, d.NAME with divergent ones.\n"
         "target triple = \"%s\"\n\n",
         prefix, triple);
  for (unsigned id = 1; id <= lo; id++) {
    size_t len = 0;
    const char *name = LLVMIntrinsicGetName(id, &len);
    if (len < strlen(prefix) || strncmp(name, prefix, strlen(prefix))) continue;
    probe(id, name, len, triple);
  }
  return 0;
}
