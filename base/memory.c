#define _DEFAULT_SOURCE /* mkstemps */
/* base/memory.c — allocation, arenas with marks, text buffers, files. */
#include "base/base.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <dirent.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static void out_of_memory(size_t n) {
  fprintf(stderr, "convcheck: out of memory (%zu bytes)\n", n);
  abort();
}

void *cc_malloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) out_of_memory(n);
  return p;
}

void *cc_calloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p) out_of_memory(n * size);
  return p;
}

void *cc_realloc(void *q, size_t n) {
  void *p = realloc(q, n ? n : 1);
  if (!p) out_of_memory(n);
  return p;
}

void cc_free_n(void *const *ptrs, size_t n) {
  for (size_t i = 0; i < n; i++) free(ptrs[i]);
}

char *cc_strndup(const char *s, size_t n) {
  char *p = cc_malloc(n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

char *cc_strdup(const char *s) { return cc_strndup(s, strlen(s)); }

/* Optimal string alignment distance (Damerau-Levenshtein without repeated
 * edits of one substring), rows of at most 64 characters; longer words
 * are compared by their first 63. */
static int edit_distance(const char *a, const char *b) {
  size_t na = strlen(a), nb = strlen(b);
  if (na > 63) na = 63;
  if (nb > 63) nb = 63;
  int d[64][64];
  for (size_t i = 0; i <= na; i++) d[i][0] = (int)i;
  for (size_t j = 0; j <= nb; j++) d[0][j] = (int)j;
  for (size_t i = 1; i <= na; i++)
    for (size_t j = 1; j <= nb; j++) {
      int best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
      if (d[i - 1][j] + 1 < best) best = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < best) best = d[i][j - 1] + 1;
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < best)
        best = d[i - 2][j - 2] + 1;
      d[i][j] = best;
    }
  return d[na][nb];
}

const char *cc_plural(long long n, const char *one, const char *many) { return n == 1 ? one : many; }

/* How far a word may be from a candidate to be a near miss of it: a third
 * of the word's length (at least 1), and 2 for a word of three letters or
 * more against a name of five or more ("bnd" for "bound", "trheds" for
 * "threads"), where two edits still leave most of the name. */
static int nearest_limit(size_t word_len, size_t cand_len) {
  int limit = (int)word_len / 3;
  if (limit < 1) limit = 1;
  if (limit < 2 && word_len >= 3 && cand_len >= 5) limit = 2;
  return limit;
}

const char *cc_nearest(const char *word, const char *const *cands, int n) {
  size_t len = strlen(word);
  int best = -1, prefixes = 0;
  const char *found = NULL, *prefix_of = NULL;
  for (int i = 0; i < n; i++) {
    if (!cands[i]) continue;
    if (len >= 3 && strlen(cands[i]) > len && !strncmp(cands[i], word, len))
      prefixes++, prefix_of = cands[i];
    int e = edit_distance(word, cands[i]);
    if (e <= nearest_limit(len, strlen(cands[i])) && (best < 0 || e < best))
      best = e, found = cands[i];
  }
  /* an abbreviation ("--prog" for "--progress") when only one name
   * starts with it and nothing is nearer than one edit */
  if (prefixes == 1 && (best < 0 || best > 1)) return prefix_of;
  return found;
}

/* ---- arena: a list of chunks; a mark is (chunk index, bytes used). ------
 * Chunks double from 1 KB up to 1 MB: a small arena stays small, and a
 * large one (a module read from a file of tens of megabytes keeps all its
 * programs in one) makes few allocations. */
#define ARENA_CHUNK ((size_t)1024 * 1024)
#define ARENA_FIRST ((size_t)1024)

struct cc_arena {
  char **chunks;
  size_t *sizes;
  size_t nchunks, cap;
  size_t cur, used; /* current chunk and bytes used in it */
};

cc_arena *cc_arena_new(void) { return cc_calloc(1, sizeof(cc_arena)); }

void cc_arena_free(cc_arena *a) {
  if (!a) return;
  for (size_t i = 0; i < a->nchunks; i++) free(a->chunks[i]);
  free(a->chunks);
  free(a->sizes);
  free(a);
}

void *cc_arena_alloc(cc_arena *a, size_t n) {
  n = (n + 15) & ~(size_t)15;
  while (a->cur < a->nchunks && a->used + n > a->sizes[a->cur]) {
    a->cur++;
    a->used = 0;
  }
  if (a->cur == a->nchunks) {
    if (a->nchunks == a->cap) {
      a->cap = a->cap ? 2 * a->cap : 8;
      a->chunks = cc_realloc(a->chunks, a->cap * sizeof *a->chunks);
      a->sizes = cc_realloc(a->sizes, a->cap * sizeof *a->sizes);
    }
    size_t size = a->nchunks >= 10 ? ARENA_CHUNK : ARENA_FIRST << a->nchunks;
    if (size < n) size = n;
    a->chunks[a->nchunks] = cc_malloc(size);
    a->sizes[a->nchunks] = size;
    a->nchunks++;
    a->used = 0;
  }
  void *p = a->chunks[a->cur] + a->used;
  a->used += n;
  return p;
}

char *cc_arena_strndup(cc_arena *a, const char *s, size_t n) {
  char *p = cc_arena_alloc(a, n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

char *cc_arena_strdup(cc_arena *a, const char *s) {
  return cc_arena_strndup(a, s, strlen(s));
}

cc_arena_mark cc_arena_get_mark(const cc_arena *a) {
  cc_arena_mark m = {a->cur, a->used};
  return m;
}

void cc_arena_release(cc_arena *a, cc_arena_mark m) {
  a->cur = m.chunk;
  a->used = m.used;
}

/* ---- text buffer ---------------------------------------------------------- */
void cc_buf_init(cc_buf *b) { memset(b, 0, sizeof *b); }
void cc_buf_free(cc_buf *b) {
  free(b->data);
  cc_buf_init(b);
}
void cc_buf_clear(cc_buf *b) {
  b->len = 0;
  if (b->data) b->data[0] = 0;
}

static void buf_reserve(cc_buf *b, size_t extra) {
  if (b->len + extra + 1 <= b->cap) return;
  size_t cap = b->cap ? b->cap : 256;
  while (cap < b->len + extra + 1) cap *= 2;
  b->data = cc_realloc(b->data, cap);
  b->cap = cap;
}

void cc_buf_putn(cc_buf *b, const char *s, size_t n) {
  buf_reserve(b, n);
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}
void cc_buf_puts(cc_buf *b, const char *s) { cc_buf_putn(b, s, strlen(s)); }
void cc_buf_putc(cc_buf *b, char c) {
  if (b->len + 2 > b->cap) buf_reserve(b, 1);
  b->data[b->len++] = c;
  b->data[b->len] = 0;
}

void cc_buf_put_indented(cc_buf *b, const char *indent, const char *text) {
  for (const char *s = text; *s;) {
    const char *nl = strchr(s, '\n');
    size_t len = nl ? (size_t)(nl - s) : strlen(s);
    cc_buf_puts(b, indent);
    cc_buf_putn(b, s, len);
    cc_buf_putc(b, '\n');
    s += len + (nl ? 1 : 0);
  }
}

/* One formatting pass when the text fits in the room left (the common
 * case: printing is a good part of analyze on a large module), a second
 * one after growing the buffer when it does not. */
void cc_buf_printf(cc_buf *b, const char *fmt, ...) {
  va_list ap, ap2;
  buf_reserve(b, 64);
  size_t room = b->cap - b->len;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(b->data + b->len, room, fmt, ap);
  va_end(ap);
  if (n > 0 && (size_t)n >= room) {
    buf_reserve(b, (size_t)n);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap2);
  }
  if (n > 0) b->len += (size_t)n;
  b->data[b->len] = 0;
  va_end(ap2);
}

void cc_buf_shell_word(cc_buf *b, const char *word) {
  bool plain = *word != 0;
  for (const char *c = word; *c && plain; c++)
    plain = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
            strchr("%+,-./:=@_", *c);
  if (plain) {
    cc_buf_puts(b, word);
    return;
  }
  cc_buf_putc(b, '\'');
  for (const char *c = word; *c; c++)
    if (*c == '\'') cc_buf_puts(b, "'\\''");
    else cc_buf_putc(b, *c);
  cc_buf_putc(b, '\'');
}

void cc_buf_did_you_mean(cc_buf *b, const char *word, const char *const *cands, int n) {
  const char *near = cc_nearest(word, cands, n);
  if (near) cc_buf_printf(b, " (did you mean '%s'?)", near);
}

void cc_buf_pad(cc_buf *b, size_t line_start, size_t col) {
  while (b->len - line_start < col) cc_buf_putc(b, ' ');
}

const char *cc_buf_str(const cc_buf *b) { return b->data ? b->data : ""; }

/* ---- files ------------------------------------------------------------------ */
char *cc_read_file(const char *path, size_t max_bytes, size_t *len,
                   cc_error *err) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    cc_error_set(err, path, 0, 0, "cannot open: %s", strerror(errno));
    return NULL;
  }
  struct stat st;
  if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
    fclose(f);
    cc_error_set(err, path, 0, 0, "is a directory, not a file");
    return NULL;
  }
  /* a regular file: room for all of it at once (one copy, not a doubling
   * series; the .ll reader reads files of tens of megabytes) */
  size_t cap = 4096, n = 0;
  if (S_ISREG(st.st_mode) && st.st_size > 0 && (uint64_t)st.st_size < max_bytes)
    cap = (size_t)st.st_size + 4096 + 2;
  char *data = cc_malloc(cap);
  for (;;) {
    if (n + 4096 + 1 > cap) {
      cap *= 2;
      data = cc_realloc(data, cap);
    }
    size_t got = fread(data + n, 1, cap - n - 1, f);
    n += got;
    if (n > max_bytes) {
      fclose(f);
      free(data);
      cc_error_set(err, path, 0, 0, "file is larger than the limit of %zu bytes",
                   max_bytes);
      return NULL;
    }
    if (got == 0) break;
  }
  if (ferror(f)) {
    fclose(f);
    free(data);
    cc_error_set(err, path, 0, 0, "read error: %s", strerror(errno));
    return NULL;
  }
  fclose(f);
  data[n] = 0;
  if (len) *len = n;
  return data;
}

uint64_t cc_hash_bytes(const void *p, size_t n, uint64_t seed) {
  const unsigned char *s = p;
  uint64_t h = 1469598103934665603ull ^ seed;
  for (size_t i = 0; i < n; i++) {
    h ^= s[i];
    h *= 1099511628211ull;
  }
  return h;
}

bool cc_write_file(const char *path, const char *text, size_t len, cc_error *err) {
  size_t n = strlen(path);
  char *tmp = cc_malloc(n + 8);
  snprintf(tmp, n + 8, "%s.XXXXXX", path);
  int fd = mkstemp(tmp);
  if (fd < 0) {
    cc_error_set(err, path, 0, 0, "cannot write: %s", strerror(errno));
    free(tmp);
    return false;
  }
  mode_t mask = umask(0);
  umask(mask);
  bool ok = fchmod(fd, 0666 & ~mask) == 0;
  for (size_t done = 0; ok && done < len;) {
    ssize_t w = write(fd, text + done, len - done);
    if (w < 0 && errno == EINTR) continue;
    ok = w > 0;
    if (ok) done += (size_t)w;
  }
  int saved = errno;
  if (close(fd) != 0 && ok) ok = false, saved = errno;
  if (ok && rename(tmp, path) != 0) ok = false, saved = errno;
  if (!ok) {
    unlink(tmp);
    cc_error_set(err, path, 0, 0, "cannot write: %s", strerror(saved ? saved : EIO));
  }
  free(tmp);
  return ok;
}

bool cc_temp_file(char *buf, size_t size, const char *prefix, const char *suffix,
                  cc_error *err) {
  int n = snprintf(buf, size, "/tmp/%s.XXXXXX%s", prefix, suffix);
  int fd = n > 0 && (size_t)n < size ? mkstemps(buf, (int)strlen(suffix)) : -1;
  if (fd < 0) {
    cc_error_set(err, "/tmp", 0, 0, "cannot create a temporary file: %s",
                 n > 0 && (size_t)n < size ? strerror(errno) : "name too long");
    buf[0] = 0;
    return false;
  }
  close(fd);
  return true;
}

void cc_strs_free(cc_strs *s) {
  for (size_t i = 0; i < CC_SIZE(*s); i++) free(CC_AT(*s, i));
  CC_RELEASE(*s);
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool has_ext(const char *s, const char *const *exts) {
  size_t n = strlen(s);
  for (; exts && *exts; exts++) {
    size_t m = strlen(*exts);
    if (n >= m && !strcmp(s + n - m, *exts)) return true;
  }
  return false;
}

/* The directories a listing has entered, by device and inode: a link back
 * up the tree (d/loop -> ..) is not listed again (issue 29: each file once,
 * not once per turn of the loop until the path is too long). */
typedef struct dir_id {
  dev_t dev;
  ino_t ino;
} dir_id;
typedef CC_STACK(dir_id) dir_ids;

static bool list_files_in(const char *path, bool top, const char *const *exts, cc_strs *out,
                          dir_ids *seen, cc_error *err);

static bool list_files(const char *path, bool top, const char *const *exts, cc_strs *out,
                       cc_error *err) {
  dir_ids seen = {0};
  bool ok = list_files_in(path, top, exts, out, &seen, err);
  CC_RELEASE(seen);
  return ok;
}

static bool list_files_in(const char *path, bool top, const char *const *exts, cc_strs *out,
                          dir_ids *seen, cc_error *err) {
  struct stat st;
  if (stat(path, &st) != 0) {
    if (top) {
      cc_error_set(err, path, 0, 0, "cannot open: %s", strerror(errno));
      return false;
    }
    /* a dangling link below: the reader of a file it names says why */
    if (has_ext(path, exts)) CC_PUSH(*out, cc_strdup(path));
    return true;
  }
  if (!S_ISDIR(st.st_mode)) {
    if (top || has_ext(path, exts)) CC_PUSH(*out, cc_strdup(path));
    return true;
  }
  for (size_t i = 0; i < CC_SIZE(*seen); i++)
    if (CC_AT(*seen, i).dev == st.st_dev && CC_AT(*seen, i).ino == st.st_ino) return true;
  CC_PUSH(*seen, ((dir_id){st.st_dev, st.st_ino}));
  DIR *d = opendir(path);
  if (!d) {
    cc_error_set(err, path, 0, 0, "cannot read the directory: %s", strerror(errno));
    return false;
  }
  cc_strs here = {0};
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    size_t n = strlen(path) + strlen(e->d_name) + 2;
    char *full = cc_malloc(n);
    snprintf(full, n, "%s/%s", path, e->d_name);
    CC_PUSH(here, full);
  }
  closedir(d);
  if (CC_SIZE(here) > 1) qsort(here.begin, CC_SIZE(here), sizeof(char *), cmp_str);
  bool ok = true;
  for (size_t i = 0; i < CC_SIZE(here) && ok; i++)
    ok = list_files_in(CC_AT(here, i), false, exts, out, seen, err);
  cc_strs_free(&here);
  return ok;
}

bool cc_list_files(const char *path, const char *const *exts, cc_strs *out,
                   cc_error *err) {
  size_t before = CC_SIZE(*out);
  if (!list_files(path, true, exts, out, err)) return false;
  if (CC_SIZE(*out) > before) return true;
  cc_buf which;
  cc_buf_init(&which);
  for (int i = 0; exts && exts[i]; i++)
    cc_buf_printf(&which, "%s%s", i == 0 ? "" : exts[i + 1] ? ", " : " or ", exts[i]);
  cc_error_set(err, path, 0, 0, "no %s file in this directory or below",
               which.len ? cc_buf_str(&which) : "");
  cc_buf_free(&which);
  return false;
}

double cc_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double cc_cpu_now(void) {
  struct timespec ts;
  if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) != 0) return cc_now();
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- time left (base.h cc_eta) ---------------------------------------------- */

void cc_eta_init(cc_eta *e, double t0) {
  memset(e, 0, sizeof *e);
  e->t0 = t0;
  e->every = 0.25;
}

static void ccI_eta_record(cc_eta *e, double t, uint64_t done) {
  if (e->n && (t - e->t[e->n - 1] < e->every || done <= e->d[e->n - 1])) return;
  if (e->n == CC_ETA_SAMPLES) { /* keep every other one, twice as far apart */
    for (int i = 0; i < CC_ETA_SAMPLES / 2; i++) {
      e->t[i] = e->t[2 * i + 1];
      e->d[i] = e->d[2 * i + 1];
    }
    e->n = CC_ETA_SAMPLES / 2;
    e->every *= 2;
  }
  e->t[e->n] = t;
  e->w[e->n] = e->wdone;
  e->d[e->n++] = done;
}

void cc_eta_weigh(cc_eta *e, double wdone, double wtotal) {
  e->wdone = wdone;
  e->wtotal = wtotal;
}

/* The weighted estimate (cc_eta_weigh): the weight left at the cost per
 * weight of the whole run so far, or, once a tenth of the weight is done,
 * of its last quarter when that is higher (the weights are a guess: never
 * the more hopeful of the two; before, the last quarter is a few items
 * that carry the start's costs, opt's first start in a sweep).
 * None before 16 items (or an eighth of a shorter run): one item's weight
 * may be off by a factor of 2 or more, a few of them average it out. */
static double ccI_eta_weighted(cc_eta *e, double t, uint64_t done, uint64_t total) {
  double elapsed = t - e->t0;
  uint64_t enough = total / 8 + 1 < 16 ? total / 8 + 1 : 16;
  if (e->wdone <= 0 || elapsed <= 0 || done < enough) {
    ccI_eta_record(e, t, done);
    return -1;
  }
  double c = elapsed / e->wdone;
  for (int k = e->n - 1; k >= 0 && e->wdone >= e->wtotal / 10; k--)
    if (t - e->t[k] >= elapsed / 4 && e->w[k] < e->wdone) {
      double recent = (t - e->t[k]) / (e->wdone - e->w[k]);
      if (recent > c) c = recent;
      break;
    }
  ccI_eta_record(e, t, done);
  double left = e->wtotal - e->wdone;
  return left > 0 ? left * c : 0;
}

static double ccI_eta_raw(cc_eta *e, double t, uint64_t done, uint64_t total);

/* The raw estimate's end, smoothed in time (base.h cc_eta). */
double cc_eta_left(cc_eta *e, double t, uint64_t done, uint64_t total) {
  double raw = ccI_eta_raw(e, t, done, total);
  if (raw <= 0) return raw; /* estimating (-1), or done (0) */
  double end = t + raw;
  if (e->end <= 0 || e->end <= t) {
    e->end = end;
  } else {
    /* tau: half the run's age, or of the raw time left when that is less
     * (near the end a lag of seconds would be most of what is left) */
    double tau = (t - e->t0) / 2;
    if (tau > raw / 2) tau = raw / 2;
    double a = (t - e->tlast) / (tau < 0.1 ? 0.1 : tau);
    e->end += (a < 0 ? 0 : a > 1 ? 1 : a) * (end - e->end);
  }
  e->tlast = t;
  return e->end - t;
}

static double ccI_eta_raw(cc_eta *e, double t, uint64_t done, uint64_t total) {
  double elapsed = t - e->t0;
  if (done == 0 || elapsed <= 0) return -1;
  if (done >= total) return 0;
  if (e->wtotal > 0) return ccI_eta_weighted(e, t, done, total);
  /* the recent cost: from the latest sample a quarter of the run ago (or
   * the start) to now */
  double tj = e->t0;
  uint64_t dj = 0;
  for (int k = e->n - 1; k >= 0; k--)
    if (t - e->t[k] >= elapsed / 4 && e->d[k] < done) {
      tj = e->t[k];
      dj = e->d[k];
      break;
    }
  double c2 = (t - tj) / (double)(done - dj), i2 = ((double)done + (double)dj) / 2;
  /* the early cost: from the start to the sample nearest half the items */
  double b = 0;
  for (int k = e->n - 1; k >= 0; k--)
    if (e->d[k] <= done / 2) {
      if (e->d[k] > 0 && e->t[k] <= tj) {
        double c1 = (e->t[k] - e->t0) / (double)e->d[k], i1 = (double)e->d[k] / 2;
        if (c2 > c1 && i2 > i1) b = (c2 - c1) / (i2 - i1);
      }
      break;
    }
  ccI_eta_record(e, t, done);
  double mid = ((double)done + (double)total) / 2;
  return (double)(total - done) * (c2 + b * (mid - i2));
}
