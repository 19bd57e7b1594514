/* front/ — reading programs: the .cfg format (docs/cfg-format.md) and LLVM
 * IR through the LLVM C API.  Prefix: fe_.  Never prints, never exits. */
#ifndef FE_FRONT_H
#define FE_FRONT_H

#include "model/model.h"

/* Largest input accepted, in bytes. */
#define FE_MAX_INPUT ((size_t)64 * 1024 * 1024)

/* ---- case directives of a .cfg file (docs/cfg-format.md "Cases") ------- */
typedef enum fe_expect_kind {
  FE_EXPECT_NOT_CONVERGED, /* a b [due-to c] */
  FE_EXPECT_CONVERGED,     /* a b */
  FE_EXPECT_CB,            /* a b */
  FE_EXPECT_NOT_CB,        /* a b */
  FE_EXPECT_CONSISTENT,
  FE_EXPECT_INCONSISTENT,
  FE_EXPECT_HIERARCHY,     /* lines */
  FE_EXPECT_HIERARCHIES,   /* count, mode */
  FE_EXPECT_MCONV,         /* a = block; positive: m-converged or not     */
  FE_EXPECT_UNIFORM,       /* a = %value or block; positive: uniform or not */
  FE_EXPECT_UNDETERMINED,  /* a b: converged in some behaviour, not in another */
  FE_EXPECT_NO_RELATION,   /* the dynamic rules allow no consistent relation */
  FE_EXPECT_ASSUME         /* assume [not-]converged a b: constrains the anchors */
} fe_expect_kind;

typedef struct fe_hier_line { /* cycle: {..} entries: {..} header: X */
  int nblocks, nentries;
  char **blocks, **entries;
  char *header;
  int line;
} fe_hier_line;

typedef struct fe_expect {
  fe_expect_kind kind;
  char *a, *b, *due; /* instance labels (due may be NULL) */
  bool positive;     /* FE_EXPECT_MCONV, FE_EXPECT_UNIFORM */
  int count;         /* FE_EXPECT_HIERARCHIES */
  cv_hier_mode mode; /* FE_EXPECT_HIERARCHIES */
  int nlines;        /* FE_EXPECT_HIERARCHY */
  fe_hier_line *lines;
  int line;
} fe_expect;

typedef struct fe_table { /* a thread table in the spec's notation */
  int nrows;
  char **thread;   /* row names */
  int *ncells;     /* labels per row (empty cells dropped) */
  char ***label;   /* label[row][i] */
  int **column;    /* column[row][i]: 0-based column of that cell */
  int *row_line;   /* each row's line in the file */
  int line;        /* the `expect table` line */
} fe_table;

typedef struct fe_case {
  char *file;       /* the file the directives are in (errors name its lines) */
  char *function;   /* the function the directives refer to */
  char *source;
  int ntraces;
  char **traces;    /* as written */
  int *trace_line;
  int nheaders;
  char **headers;
  int hierarchy;    /* 1-based, 0 = not given */
  char *program;    /* `program PATH`: the function comes from this file */
  int threads, bound; /* engine bounds for m-convergence/uniformity (0: default) */
  /* The readings (model/readings.h): a line `NAME VALUE` for any row of
   * the table (`reading quotient`, `fixpoint greatest`, `anchors maximal`,
   * `hierarchies all-entries`); reading_line[id] is its line, 0 if not
   * given (then the default). */
  cv_readings readings;
  int reading_line[CV_NREADINGS];
  bool has_table, table_assumed;
  fe_table table;
  int nexpects;
  fe_expect *expects;
  int line;         /* first directive */
  int headers_line; /* the `headers` or `hierarchy` line (0: none) */
  int program_line, function_line; /* `program`, `function` with it (0: none) */
} fe_case;

typedef struct fe_cases {
  int n;
  fe_case *c;
} fe_cases;

void fe_cases_free(fe_cases *cs);

/* Experimental extensions of the .cfg format (docs/cfg-format.md
 * "Experimental"), switched on by a line `experimental NAME` in the file or
 * by the caller (the option --experimental NAME):
 *   FE_EXP_ITERATING_ANCHOR  `B: %t = iterating_anchor`, the intrinsic
 *                            proposed in "A New Type of Convergence Control Intrinsic?" (CV_TOKEN_ITERATING). */
enum { FE_EXP_ITERATING_ANCHOR = 1u << 0 };
/* The flag of an extension's name ("iterating-anchor"); 0 if unknown. */
unsigned fe_experimental_from_name(const char *name);

/* Parses .cfg text.  cases (optional) receives the case directives. */
cv_module *fe_parse_cfg(const char *path, const char *text, size_t len,
                        fe_cases *cases, cc_error *err);
/* The same with extensions switched on from the start. */
cv_module *fe_parse_cfg_ex(const char *path, const char *text, size_t len,
                           fe_cases *cases, unsigned experimental, cc_error *err);

/* Reads LLVM IR text (.ll) through the LLVM C API: every defined function
 * becomes a program.  Unnamed blocks are named as LLVM numbers them ("0",
 * "1", ...), so printed names match opt's output.  Instructions are
 * classified by the target of the module's triple (model/target.h;
 * cv_module_target), and their texts are what opt-22 -passes='print<...>'
 * prints, data layout included; reading takes time in proportion to the
 * module's size (the module is printed once, front/ll_text.h). */
cv_module *fe_read_ll(const char *path, cc_error *err);

/* How to choose the target, as opt does (fe_read_ll: all NULL). */
typedef struct fe_ll_opts {
  /* Overrides the module's `target triple` (opt's -mtriple).  An
   * architecture LLVM has no target for is an error. */
  const char *mtriple;
  /* The triple when neither the module nor mtriple names one (audit: what
   * it gives opt); NULL: the generic default. */
  const char *default_triple;
  /* LLVM's verifier runs on every module (LLVMVerifyModule); a module it
   * rejects for anything but the rules of convergence control tokens
   * (those are `convcheck verify`'s, docs/verify.md) is an input error at
   * the place of the value it names (FILE:LINE:COL, else FILE), as opt
   * refuses it.  keep_invalid: read such a module all the same when the C
   * API can (transform, where an invalid AFTER is a verdict); then
   * cv_module_invalid (model/model.h) gives the verifier's first complaint,
   * "FILE:LINE:COL: error: MESSAGE", and NULL for a valid module. */
  bool keep_invalid;
} fe_ll_opts;

/* The data layout is the module's own, else that of LLVM's target machine
 * for the triple, set before the functions are read (so that the `align`
 * of a load or store without one follows it, as in opt). */
cv_module *fe_read_ll_ex(const char *path, const fe_ll_opts *o, cc_error *err);
cv_module *fe_read_ll_text_ex(const char *name, const char *text, size_t len,
                              const fe_ll_opts *o, cc_error *err);
/* Does LLVM have a target for the triple's architecture? */
bool fe_triple_known(const char *triple);

/* Reads LLVM IR from memory (text need not be NUL-terminated); `name` is
 * used in error messages and as the module path.  Otherwise as fe_read_ll. */
cv_module *fe_read_ll_text(const char *name, const char *text, size_t len,
                           cc_error *err);

/* Reading function by function (issue 17): for a .ll file the reader runs
 * on a thread of its own (parse, print, conversion) and hands over each
 * program as soon as it is finished, in module order, so that the caller
 * can work on one program on another core while the next ones are read.
 * Any other file is read at once (fe_load_opts) and its programs handed
 * over in order.
 *   fe_stream_open   starts the read; NULL (err filled) when the file
 *                    cannot be read or is refused before parsing (bitcode,
 *                    nesting, an --mtriple LLVM does not know); path and o
 *                    are copied or used before it returns
 *   fe_stream_next   the next program (waits for it); NULL when there is
 *                    none, and at once after a failed read.  Only the
 *                    programs handed over may be used (read-only) until
 *                    fe_stream_end; the module itself not at all
 *   fe_stream_end    waits for the read to end; the module with every
 *                    program, the caller's to free (the same result as
 *                    fe_load_opts: NULL, err filled, on any error, naming
 *                    FILE:LINE as there).  Call once.  LLVM's objects may
 *                    still be being released on the reader thread
 *   fe_stream_close  waits for the reader thread and frees the stream
 *                    (the module too, if not taken) */
typedef struct fe_stream fe_stream;
fe_stream *fe_stream_open(const char *path, const fe_ll_opts *o, cc_error *err);
const cv_program *fe_stream_next(fe_stream *s);
cv_module *fe_stream_end(fe_stream *s, cc_error *err);
void fe_stream_close(fe_stream *s);

/* Renders a program built from a .cfg file or a CFG shape (branches
 * CV_BRANCH_UNIFORM / CV_BRANCH_DIVERGENT, no instructions) as LLVM IR
 * text that opt-22 accepts (docs/audit.md "Rendering"): an amdgpu_kernel
 * function with the same blocks and edges, uniform branches on kernel
 * arguments, divergent ones on a per-thread, per-visit condition
 * (workitem id and an atomicrmw on a global counter), and at every block
 * with two or more predecessors a phi naming the predecessor it came from.
 * Appends to out.  Fails on a program it cannot render (instructions of
 * its own, CV_BRANCH_VALUE branches). */
bool fe_ll_write(const cv_program *p, cc_buf *out, cc_error *err);
/* The same for several programs in one module (one opt run for all of
 * them); their names must differ.  Appends nothing on failure. */
bool fe_ll_write_functions(const cv_program *const *ps, int n, cc_buf *out,
                           cc_error *err);

/* Renders a program of CFG shape (as fe_ll_write accepts, at most two
 * successors per block, at most 32 blocks, an entry without predecessors)
 * for transform checks (docs/transform-audit.md "The sweep's CFGs"):
 * every block holds one convergent call "@convcheck.op(i64 BLOCK)" with
 * side effects whose result feeds nothing, and every branch reads one free
 * bit per visit (a visit counter threaded through phis selects bit v of a
 * word loaded from a global: per thread for a divergent branch, the same
 * in every thread for a uniform one), so that loops end and both the
 * reference and opt see values they can follow through a transform.
 * With tokens, the entry block defines the entry token; an operation on
 * no cycle uses it, one whose cycles all pass through the header of an
 * outermost natural loop uses that header's heart (which uses the entry
 * token), and any other one an anchor of its own block
 * (ConvergentOperations.rst "Static Rules").  Appends to out; fails
 * (nothing appended) on a program it cannot render. */
bool fe_ll_write_convergent(const cv_program *p, bool tokens, cc_buf *out,
                            cc_error *err);

/* Is this text LLVM IR (rather than .cfg), for input without a name, as
 * standard input: bitcode's magic, or a first line that is neither blank
 * nor a .cfg comment ('#') and starts as only IR does (';', define,
 * declare, target, source_filename, attributes, '@', '%', '!', '$'). */
bool fe_text_is_ll(const char *text, size_t len);

/* By extension: .ll -> fe_read_ll, a source's (fe_source_refused) -> an
 * error, .cfg/.case -> .cfg, anything else by content (fe_text_is_ll).  A .case file is
 * .cfg text holding only directives: its `program PATH` names the file the
 * function comes from. */
cv_module *fe_load(const char *path, fe_cases *cases, cc_error *err);
/* The same with experimental .cfg extensions switched on (FE_EXP_*; the
 * .ll reader has no experimental intrinsics and ignores them). */
cv_module *fe_load_ex(const char *path, fe_cases *cases, unsigned experimental,
                      cc_error *err);
/* The same with the target options of .ll files (o may be NULL). */
cv_module *fe_load_opts(const char *path, fe_cases *cases, unsigned experimental,
                        const fe_ll_opts *o, cc_error *err);
/* Is the text of file path LLVM IR to fe_load_text: a .ll, or neither
 * .cfg nor .case and fe_text_is_ll. */
bool fe_reads_as_ll(const char *path, const char *text, size_t len);
/* The same on a file's text already read (path names it and decides by
 * its extension as fe_load_opts does): the one choice of reader. */
cv_module *fe_load_text(const char *path, const char *text, size_t len, fe_cases *cases,
                        unsigned experimental, const fe_ll_opts *o, cc_error *err);

/* A GPU program's source given where a program is expected: the language
 * ("OpenCL C", "HIP", "CUDA", "C", "C++", "HLSL"; "CUDA or HIP" by content)
 * when path ends as such a source does (.cl, .hip, .cu, .cuh, .c, .cpp,
 * .cc, .cxx, .hlsl) or, text given (may be NULL), when a line is plainly
 * C: a preprocessor line (#include, #pragma, #define), or outside '#'
 * lines the word __kernel, `kernel void`, __global__ or __device__;
 * *line (may be NULL) is that line, 0 when the name decided.  NULL: none.
 * fe_load_opts and fe_load_text refuse such a file by its name, and by
 * its content when it does not parse as .cfg (a .cfg's '#' comments hold
 * anything); the IR reader by its name when LLVM cannot parse it (a FILE
 * that `reduce` reads as IR whatever its name). */
const char *fe_source_language(const char *path, const char *text, size_t len, int *line);
/* fe_source_language's verdict as an error: true and err (cleared first)
 * "PATH[:LINE]: this looks like L source, not LLVM IR or a .cfg: compile it
 * to LLVM IR first (docs/sources.md gives the clang-22 line)"; false and
 * err untouched when it is none. */
bool fe_source_refused(const char *path, const char *text, size_t len, cc_error *err);

#endif
