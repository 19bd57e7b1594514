/* base/ — support shared by every folder: the error record, memory,
 * growable typed stacks, bitsets, a text buffer and a JSON writer.
 * Prefix: cc_ (CC_ for macros).
 *
 * Libraries never print and never exit; they fill a cc_error and return
 * failure.  The one exception is running out of memory, which aborts:
 * there is no honest way to continue a proof without memory. */
#ifndef CC_BASE_H
#define CC_BASE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <string.h>
#include <sys/types.h>

/* ---- the error record --------------------------------------------------
 * file:line:col: error: message.  line/col are 1-based; 0 means unknown. */
typedef struct cc_error {
  bool set;
  int line, col;
  char file[512];
  char msg[1024];
} cc_error;

void cc_error_clear(cc_error *e);
/* Records the first error only: a later call on a set record is ignored,
 * so the innermost, most precise cause survives. */
void cc_error_set(cc_error *e, const char *file, int line, int col,
                  const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void cc_error_vset(cc_error *e, const char *file, int line, int col,
                   const char *fmt, va_list ap);
/* Formats "file:line:col: error: msg" into buf. */
void cc_error_format(const cc_error *e, char *buf, size_t size);

/* ---- memory ------------------------------------------------------------ */
void *cc_malloc(size_t n);
void *cc_calloc(size_t n, size_t size);
void *cc_realloc(void *p, size_t n);
char *cc_strdup(const char *s);
char *cc_strndup(const char *s, size_t n);
/* The candidate closest to `word` by edit distance (insertions, deletions,
 * substitutions and swaps of neighbours each cost 1), for a "did you mean"
 * hint: NULL when none is within max(1, strlen(word) / 3) edits -- or 2
 * edits for a word of 3 letters or more against a candidate of 5 or more
 * ("bnd" for "bound") -- as LLVM's tools suggest only near misses.  A word
 * of 3 letters or more that begins exactly one candidate (an abbreviation:
 * "prog" for "progress") names it unless another is within one edit.
 * cands has n entries (NULL ones skipped); the first of equally close ones
 * wins. */
const char *cc_nearest(const char *word, const char *const *cands, int n);
/* The noun for a count: `one` when n is 1, else `many` ("1 case", "2 cases",
 * "0 cases"; "1 hierarchy", "3 hierarchies"). */
const char *cc_plural(long long n, const char *one, const char *many);
/* Frees each of n pointers in order (NULL ones are skipped by free). */
void cc_free_n(void *const *ptrs, size_t n);
/* CC_FREE_ALL(a, b, c) frees a, then b, then c: one line for a destructor's
 * list of fields.  The arguments are evaluated once (sizeof does not
 * evaluate its compound literal). */
#define CC_FREE_ALL(...)                                                   \
  cc_free_n((void *const[]){__VA_ARGS__},                                  \
            sizeof((void *const[]){__VA_ARGS__}) / sizeof(void *))

/* An arena: bump allocation, released all at once or back to a mark, so
 * that backtracking enumeration can undo its allocations cheaply. */
typedef struct cc_arena cc_arena;
typedef struct { size_t chunk, used; } cc_arena_mark;

cc_arena *cc_arena_new(void);
void cc_arena_free(cc_arena *a);
void *cc_arena_alloc(cc_arena *a, size_t n);
char *cc_arena_strdup(cc_arena *a, const char *s);
char *cc_arena_strndup(cc_arena *a, const char *s, size_t n);
cc_arena_mark cc_arena_get_mark(const cc_arena *a);
void cc_arena_release(cc_arena *a, cc_arena_mark m);

/* ---- growable typed stacks ---------------------------------------------
 *   CC_STACK(int) s = {0};  CC_PUSH(s, 3);  x = CC_POP(s);  CC_RELEASE(s); */
#define CC_STACK(T) struct { T *begin; size_t size, cap; }
#define CC_SIZE(S) ((S).size)
#define CC_EMPTY(S) ((S).size == 0)
#define CC_AT(S, I) ((S).begin[I])
#define CC_TOP(S) ((S).begin[(S).size - 1])
#define CC_CLEAR(S) ((S).size = 0)
#define CC_RESIZE(S, N) ((S).size = (N))
#define CC_RESERVE(S, N)                                                   \
  do {                                                                     \
    if ((N) > (S).cap) {                                                   \
      size_t cc_ncap_ = (S).cap ? (S).cap : 8;                             \
      while (cc_ncap_ < (N)) cc_ncap_ *= 2;                                \
      (S).begin = cc_realloc((S).begin, cc_ncap_ * sizeof *(S).begin);     \
      (S).cap = cc_ncap_;                                                  \
    }                                                                      \
  } while (0)
#define CC_PUSH(S, X)                                                      \
  do {                                                                     \
    CC_RESERVE(S, (S).size + 1);                                           \
    (S).begin[(S).size++] = (X);                                           \
  } while (0)
#define CC_POP(S) ((S).begin[--(S).size])
#define CC_RELEASE(S)                                                      \
  do {                                                                     \
    free((S).begin);                                                       \
    (S).begin = NULL;                                                      \
    (S).size = (S).cap = 0;                                                \
  } while (0)

/* CC_RELEASE_EACH(S, F): F(&element) for every element of S, then
 * CC_RELEASE(S): a destructor's stack of elements that own memory. */
#define CC_RELEASE_EACH(S, F)                                              \
  do {                                                                     \
    for (size_t cc_i_ = 0; cc_i_ < CC_SIZE(S); cc_i_++) F(&CC_AT(S, cc_i_)); \
    CC_RELEASE(S);                                                         \
  } while (0)

typedef CC_STACK(int) cc_ints;

/* ---- bitsets ----------------------------------------------------------- */
typedef uint64_t cc_word;
#define CC_WORDS(n) (((size_t)(n) + 63) / 64)
static inline bool cc_bit_get(const cc_word *w, size_t i) {
  return (w[i >> 6] >> (i & 63)) & 1u;
}
static inline void cc_bit_set(cc_word *w, size_t i) {
  w[i >> 6] |= (cc_word)1 << (i & 63);
}
static inline void cc_bit_clear(cc_word *w, size_t i) {
  w[i >> 6] &= ~((cc_word)1 << (i & 63));
}

/* ---- text buffer --------------------------------------------------------- */
typedef struct cc_buf {
  char *data;
  size_t len, cap;
} cc_buf;

void cc_buf_init(cc_buf *b);
void cc_buf_free(cc_buf *b);
void cc_buf_clear(cc_buf *b);
void cc_buf_puts(cc_buf *b, const char *s);
void cc_buf_putn(cc_buf *b, const char *s, size_t n);
void cc_buf_putc(cc_buf *b, char c);
void cc_buf_printf(cc_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Appends text line by line, each line after `indent` and ended by a
 * newline (a last line without one gets one). */
void cc_buf_put_indented(cc_buf *b, const char *indent, const char *text);
/* Pads the current line to `col` characters with spaces. */
void cc_buf_pad(cc_buf *b, size_t line_start, size_t col);
/* Returns the buffer's contents (always NUL-terminated). */
const char *cc_buf_str(const cc_buf *b);
/* Appends " (did you mean 'NEAR'?)" when cc_nearest(word, cands, n) finds
 * a near miss, else nothing: the hint of a mistyped choice value. */
void cc_buf_did_you_mean(cc_buf *b, const char *word, const char *const *cands, int n);
/* Appends word as one word of a POSIX shell command line: as it is when
 * every character is one sh reads literally (letters, digits and
 * %+,-./:=@_), else in single quotes, a ' inside written '\'' (POSIX.1-2017
 * XCU 2.2.3: single quotes preserve every character but '); "" for the
 * empty word.  A recorded command line so quoted re-runs when pasted. */
void cc_buf_shell_word(cc_buf *b, const char *word);

/* ---- JSON writer --------------------------------------------------------
 * Writes compact JSON into a cc_buf; commas are placed automatically. */
typedef struct cc_json {
  cc_buf *out;
  int depth;
  bool need_comma[64];
  bool after_key;
} cc_json;

void cc_json_init(cc_json *j, cc_buf *out);
void cc_json_begin_object(cc_json *j);
void cc_json_end_object(cc_json *j);
void cc_json_begin_array(cc_json *j);
void cc_json_end_array(cc_json *j);
void cc_json_key(cc_json *j, const char *key);
void cc_json_string(cc_json *j, const char *s);
void cc_json_int(cc_json *j, long long v);
void cc_json_double(cc_json *j, double v);
void cc_json_bool(cc_json *j, bool v);
void cc_json_null(cc_json *j);
/* A member: the key, then its value. */
void cc_json_member_int(cc_json *j, const char *key, long long v);
void cc_json_member_bool(cc_json *j, const char *key, bool v);
void cc_json_member_string(cc_json *j, const char *key, const char *s);

/* ---- files ---------------------------------------------------------------
 * Reads a whole file; on failure fills err (naming the file) and returns
 * NULL.  Files larger than max_bytes are refused. */
char *cc_read_file(const char *path, size_t max_bytes, size_t *len,
                   cc_error *err);
/* Writes len bytes to path through a temporary file in the same directory
 * that is renamed over it: afterwards path holds the whole text, or (on
 * failure: err names path) is as it was -- never a truncated file. */
bool cc_write_file(const char *path, const char *text, size_t len, cc_error *err);
/* A new, empty temporary file /tmp/PREFIX.XXXXXXSUFFIX (mode 0600, created
 * exclusively by mkstemps: never a name another process made, so a program
 * told to write there writes into our own file, not through a link planted
 * in /tmp; docs/security.md).  Its name into buf; the caller unlinks it.
 * False (err filled) when it cannot be created. */
bool cc_temp_file(char *buf, size_t size, const char *prefix, const char *suffix,
                  cc_error *err);

/* ---- processes ----------------------------------------------------------
 * Waits for the child pid, its wait status into *status; after timeout_ms
 * (0: no limit) kills it (SIGKILL), reaps it and returns true. */
bool cc_wait_child(pid_t pid, unsigned timeout_ms, int *status);

/* A list of strings the caller owns (each one and the stack). */
typedef CC_STACK(char *) cc_strs;
void cc_strs_free(cc_strs *s);
/* The files a command is given: `path` itself if it is not a directory
 * (whatever its name), else every file below it whose name ends in one of
 * exts (NULL-terminated), recursively, names starting with '.' skipped,
 * sorted by path within each directory.  Appends malloc'd paths to out.
 * False (err names the path) if path does not exist, a directory cannot be
 * read, or path is a directory with no such file below it (a run over
 * nothing is not a check); out keeps what was found before. */
bool cc_list_files(const char *path, const char *const *exts, cc_strs *out,
                   cc_error *err);

/* 64-bit FNV-1a, for content hashes and canonical forms. */
uint64_t cc_hash_bytes(const void *p, size_t n, uint64_t seed);

/* ---- time ----------------------------------------------------------------
 * The one clock: seconds on a monotonic clock (for durations and time
 * limits; not a date). */
double cc_now(void);
/* The CPU seconds this process has used (all its threads): a work budget
 * that does not shrink when other processes share the cores. */
double cc_cpu_now(void);

/* ---- time left -----------------------------------------------------------
 * The estimate of a long run's progress lines.  A run whose items cost
 * more as it goes (a sweep from small programs to large ones, tuples of
 * longer traces) is far slower at its end than its average so far: with
 * costs growing linearly, the average says 5 times too little at a fifth
 * of the way.  cc_eta keeps samples (time, items done) and fits the cost
 * of an item as a line in its index, from the run's first half and its
 * last quarter (never falling: a run whose items get cheaper is estimated
 * at its recent cost).  Samples are kept at a spacing that doubles when
 * the buffer is full, so they cover the whole run.
 *
 * No fit of the past sees a jump to dearer items ahead (a sweep's first
 * loops come after hundreds of straight-line programs): a caller that
 * knows what each item will cost, relatively, says so with cc_eta_weigh,
 * and the time left is then the weight left at the cost per weight so far
 * (or of the last quarter of the run, once a tenth of the weight is done,
 * if that is higher).
 *
 * Either estimate follows the recent cost, which jumps where a few dear
 * items pass (a user saw 157, 244, 161, 91 s left in successive lines of
 * one sweep).  What is returned is the estimated END of the run smoothed
 * in time: each new estimate moves it by the fraction dt / tau of the
 * difference, tau half the run's age or half the new estimate's time left
 * if that is less, so that a burst of a few seconds moves it little, a
 * lasting change of rate takes over within half a run's age, and the end
 * of the run is not lagged behind; an end already passed is replaced by
 * the new estimate (never "0 s left" while items remain). */
#define CC_ETA_SAMPLES 64
typedef struct cc_eta {
  double t0, every;
  int n;
  double t[CC_ETA_SAMPLES];
  uint64_t d[CC_ETA_SAMPLES];
  double w[CC_ETA_SAMPLES];   /* the weight done at each sample */
  double wdone, wtotal;       /* cc_eta_weigh's; wtotal 0: not weighed */
  double end, tlast;          /* the smoothed end (0: none yet), its last update */
} cc_eta;
void cc_eta_init(cc_eta *e, double t0);
/* The weight of the items done and of all of them (each item's expected
 * relative cost), before the cc_eta_left of the same progress. */
void cc_eta_weigh(cc_eta *e, double wdone, double wtotal);
/* Records (t, done) and returns the seconds left to reach total, or -1
 * when there is no estimate yet (nothing done; weighed: fewer than 16
 * items, or an eighth of a shorter run). */
double cc_eta_left(cc_eta *e, double t, uint64_t done, uint64_t total);

#endif
