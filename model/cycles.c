/* model/cycles.c — the cycle forest of one depth-first search.
 *
 * [CT] "Cycles": a cycle is a maximal strongly connected region with an
 * internal edge; its header is the first of its blocks a DFS from the entry
 * visits; its children are the cycles of the subgraph induced on C - H;
 * its entries are the blocks reachable from the function entry without
 * passing through another block of the cycle (equivalently: blocks with a
 * reachable predecessor outside the cycle).
 *
 * For one DFS the forest is computed as LLVM's GenericCycleInfo computes
 * it, so that cv_cycles_llvm prints what `opt -passes='print<cycles>'`
 * prints: blocks are taken as header candidates in reverse preorder; a
 * candidate with a predecessor in its own DFS subtree heads a cycle, whose
 * blocks are collected by walking predecessors backwards inside that
 * subtree; a previously found cycle met on the walk becomes a child.
 * Predecessors outside the subtree make a block an entry. */
#include "model/model.h"

#include <assert.h>
#include <stdlib.h>

struct cv_hierarchy {
  int nblocks;
  int ncycles;
  cv_cycle *cycles;  /* print order */
  int *innermost;    /* per block, -1 if in no cycle */
  int *nheads;       /* per block: number of cycles containing it */
  int **heads;       /* per block: their headers, outermost first */
  bool *is_header;
  char *key;
};

/* ---- building a hierarchy from cycles given in print order -------------- */

typedef struct proto_cycle {
  int header;
  cc_ints entries; /* header first */
  cc_ints own;     /* blocks whose innermost cycle this is, header first */
  cc_ints children;
  cc_ints order;   /* all blocks in discovery order (LLVM's print order),
                    * or empty: own blocks, then the children's */
  int parent;
} proto_cycle;

typedef CC_STACK(proto_cycle) proto_cycles;

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static void make_key(cv_hierarchy *h) {
  /* The set of (header, block set), sorted by header: equal for equal
   * forests whatever order they were found or printed in. */
  int n = h->ncycles;
  int *ord = cc_malloc(((size_t)n + 1) * sizeof *ord);
  for (int i = 0; i < n; i++) ord[i] = i;
  for (int i = 1; i < n; i++) /* insertion sort by header (headers unique) */
    for (int j = i; j > 0 && h->cycles[ord[j]].header < h->cycles[ord[j - 1]].header; j--) {
      int t = ord[j];
      ord[j] = ord[j - 1];
      ord[j - 1] = t;
    }
  cc_buf b;
  cc_buf_init(&b);
  for (int i = 0; i < n; i++) {
    const cv_cycle *c = &h->cycles[ord[i]];
    cc_buf_printf(&b, "%d:", c->header);
    for (int v = 0; v < h->nblocks; v++)
      if (cc_bit_get(c->member, (size_t)v)) cc_buf_printf(&b, "%d,", v);
    cc_buf_putc(&b, ';');
  }
  h->key = cc_strdup(cc_buf_str(&b));
  cc_buf_free(&b);
  free(ord);
}

/* Lays out the forest: print order is a depth-first walk from the roots in
 * `roots` order and children in their stored order.  A cycle's blocks are
 * listed in discovery order when known (LLVM 22 prints them so: the header,
 * then each block as the backward walk reaches it, a child cycle's blocks
 * when the child is met); otherwise its own blocks (sorted by `rank`, the
 * header first when rank is NULL) followed by its children's blocks. */
static void collect_blocks(const proto_cycles *pc, int c, cc_ints *out,
                           const int *rank) {
  /* a preorder walk with an explicit stack: nesting as deep as the CFG is
   * long needs no stack frame per level (issue 29) */
  cc_ints todo = {0};
  CC_PUSH(todo, c);
  while (!CC_EMPTY(todo)) {
    const proto_cycle *P = &CC_AT(*pc, CC_POP(todo));
    if (!CC_EMPTY(P->order)) {
      for (size_t i = 0; i < CC_SIZE(P->order); i++) CC_PUSH(*out, CC_AT(P->order, i));
      continue;
    }
    size_t start = CC_SIZE(*out);
    for (size_t i = 0; i < CC_SIZE(P->own); i++) CC_PUSH(*out, CC_AT(P->own, i));
    if (rank) { /* sort own blocks by rank (preorder) */
      int *a = out->begin + start;
      size_t m = CC_SIZE(*out) - start;
      for (size_t i = 1; i < m; i++)
        for (size_t j = i; j > 0 && rank[a[j]] < rank[a[j - 1]]; j--) {
          int t = a[j];
          a[j] = a[j - 1];
          a[j - 1] = t;
        }
    }
    for (size_t i = CC_SIZE(P->children); i-- > 0;) CC_PUSH(todo, CC_AT(P->children, i));
  }
  CC_RELEASE(todo);
}

static cv_hierarchy *build(int nblocks, proto_cycles *pc, const cc_ints *roots,
                           const int *rank) {
  cv_hierarchy *h = cc_calloc(1, sizeof *h);
  int n = (int)CC_SIZE(*pc);
  h->nblocks = nblocks;
  h->ncycles = n;
  h->cycles = cc_calloc((size_t)n + 1, sizeof *h->cycles);
  h->innermost = cc_malloc((size_t)nblocks * sizeof *h->innermost);
  h->nheads = cc_calloc((size_t)nblocks, sizeof *h->nheads);
  h->heads = cc_calloc((size_t)nblocks, sizeof *h->heads);
  h->is_header = cc_calloc((size_t)nblocks, sizeof *h->is_header);
  for (int b = 0; b < nblocks; b++) h->innermost[b] = -1;

  /* Print order: iterative preorder walk of the forest. */
  int *order = cc_malloc(((size_t)n + 1) * sizeof *order);
  int *newidx = cc_malloc(((size_t)n + 1) * sizeof *newidx);
  int norder = 0;
  cc_ints stack = {0};
  for (size_t r = CC_SIZE(*roots); r-- > 0;) CC_PUSH(stack, CC_AT(*roots, r));
  while (!CC_EMPTY(stack)) {
    int c = CC_POP(stack);
    order[norder++] = c;
    const proto_cycle *P = &CC_AT(*pc, c);
    for (size_t i = CC_SIZE(P->children); i-- > 0;)
      CC_PUSH(stack, CC_AT(P->children, i));
  }
  CC_RELEASE(stack);
  assert(norder == n);
  for (int i = 0; i < n; i++) newidx[order[i]] = i;

  cc_ints blocks = {0};
  for (int i = 0; i < n; i++) {
    const proto_cycle *P = &CC_AT(*pc, order[i]);
    cv_cycle *c = &h->cycles[i];
    c->header = P->header;
    c->parent = P->parent < 0 ? -1 : newidx[P->parent];
    c->depth = c->parent < 0 ? 1 : h->cycles[c->parent].depth + 1;
    c->nentries = (int)CC_SIZE(P->entries);
    c->entries = cc_malloc(((size_t)c->nentries + 1) * sizeof(int));
    memcpy(c->entries, P->entries.begin, (size_t)c->nentries * sizeof(int));
    CC_CLEAR(blocks);
    collect_blocks(pc, order[i], &blocks, rank);
    c->nblocks = (int)CC_SIZE(blocks);
    c->blocks = cc_malloc(((size_t)c->nblocks + 1) * sizeof(int));
    memcpy(c->blocks, blocks.begin, (size_t)c->nblocks * sizeof(int));
    c->member = cc_calloc(CC_WORDS(nblocks) + 1, sizeof(cc_word));
    for (int j = 0; j < c->nblocks; j++) {
      cc_bit_set(c->member, (size_t)c->blocks[j]);
      h->nheads[c->blocks[j]]++;
    }
    for (size_t j = 0; j < CC_SIZE(P->own); j++)
      h->innermost[CC_AT(P->own, j)] = i;
    h->is_header[c->header] = true;
  }
  CC_RELEASE(blocks);
  /* Headers of the cycles containing each block, outermost first: print
   * order visits a parent before its children. */
  for (int b = 0; b < nblocks; b++) {
    h->heads[b] = cc_malloc(((size_t)h->nheads[b] + 1) * sizeof(int));
    int k = 0;
    for (int i = 0; i < n; i++)
      if (cc_bit_get(h->cycles[i].member, (size_t)b)) h->heads[b][k++] = h->cycles[i].header;
    assert(k == h->nheads[b]);
  }
  free(order);
  free(newidx);
  make_key(h);
  return h;
}

static void proto_free(proto_cycles *pc) {
  for (size_t i = 0; i < CC_SIZE(*pc); i++) {
    CC_RELEASE(CC_AT(*pc, i).entries);
    CC_RELEASE(CC_AT(*pc, i).own);
    CC_RELEASE(CC_AT(*pc, i).children);
    CC_RELEASE(CC_AT(*pc, i).order);
  }
  CC_RELEASE(*pc);
}

/* ---- the forest of one DFS ---------------------------------------------- */

static bool is_ancestor(const int *start, const int *end, int a, int b) {
  /* a is an ancestor of (or equal to) b in the DFS tree; unvisited blocks
   * (start 0) are nobody's descendants. */
  return start[b] && start[a] <= start[b] && end[b] <= end[a];
}

cv_hierarchy *cv_cycles_from_dfs(const cv_program *p, const int *preorder,
                                 int nvisited, const int *start,
                                 const int *end) {
  int nb = cv_program_nblocks(p);
  proto_cycles pc = {0};
  cc_ints toplevel = {0}, work = {0};
  int *innermost = cc_malloc((size_t)nb * sizeof *innermost);
  for (int b = 0; b < nb; b++) innermost[b] = -1;
  int *top = NULL; /* per cycle: its current top-level ancestor */
  size_t topcap = 0;

  for (int i = nvisited - 1; i >= 0; i--) {
    int cand = preorder[i], np;
    const int *preds = cv_block_preds(p, cand, &np);
    for (int j = 0; j < np; j++)
      if (is_ancestor(start, end, cand, preds[j])) CC_PUSH(work, preds[j]);
    if (CC_EMPTY(work)) continue;

    int c = (int)CC_SIZE(pc);
    proto_cycle nc;
    memset(&nc, 0, sizeof nc);
    nc.header = cand;
    nc.parent = -1;
    CC_PUSH(nc.entries, cand);
    CC_PUSH(nc.own, cand);
    CC_PUSH(nc.order, cand);
    CC_PUSH(pc, nc);
    if ((size_t)c + 1 > topcap) {
      topcap = 2 * ((size_t)c + 1);
      top = cc_realloc(top, topcap * sizeof *top);
    }
    top[c] = c;
    innermost[cand] = c;

    while (!CC_EMPTY(work)) {
      int b = CC_POP(work);
      if (b == cand) continue;
      if (innermost[b] >= 0) {
        int t = top[innermost[b]];
        if (t == c) continue; /* already ours */
        /* Cycle t becomes a child of c: take it off the top-level list
         * (moving the last one into its place) and append it to c. */
        for (size_t k = 0; k < CC_SIZE(toplevel); k++)
          if (CC_AT(toplevel, k) == t) {
            CC_AT(toplevel, k) = CC_TOP(toplevel);
            CC_RESIZE(toplevel, CC_SIZE(toplevel) - 1);
            break;
          }
        CC_PUSH(CC_AT(pc, c).children, t);
        CC_AT(pc, t).parent = c;
        /* LLVM 22 appends the child's blocks, in its order, on discovery */
        for (size_t k = 0; k < CC_SIZE(CC_AT(pc, t).order); k++)
          CC_PUSH(CC_AT(pc, c).order, CC_AT(CC_AT(pc, t).order, k));
        for (int k = 0; k < c; k++)
          if (top[k] == t) top[k] = c;
        /* Predecessors of the child's entries continue the walk. */
        proto_cycle *T = &CC_AT(pc, t);
        for (size_t k = 0; k < CC_SIZE(T->entries); k++) {
          int e = CC_AT(T->entries, k), ne;
          const int *ep = cv_block_preds(p, e, &ne);
          bool entry = false;
          for (int j = 0; j < ne; j++) {
            if (is_ancestor(start, end, cand, ep[j])) CC_PUSH(work, ep[j]);
            else if (start[ep[j]]) entry = true;
          }
          if (entry) CC_PUSH(CC_AT(pc, c).entries, e);
        }
        continue;
      }
      innermost[b] = c;
      CC_PUSH(CC_AT(pc, c).own, b);
      CC_PUSH(CC_AT(pc, c).order, b);
      int nbp;
      const int *bp = cv_block_preds(p, b, &nbp);
      bool entry = false;
      for (int j = 0; j < nbp; j++) {
        if (is_ancestor(start, end, cand, bp[j])) CC_PUSH(work, bp[j]);
        else if (start[bp[j]]) entry = true; /* unreachable preds ignored */
      }
      if (entry) CC_PUSH(CC_AT(pc, c).entries, b);
    }
    CC_PUSH(toplevel, c);
  }

  int *rank = cc_malloc((size_t)nb * sizeof *rank);
  for (int b = 0; b < nb; b++) rank[b] = start[b];
  cv_hierarchy *h = build(nb, &pc, &toplevel, rank);
  free(rank);
  free(top);
  free(innermost);
  CC_RELEASE(toplevel);
  CC_RELEASE(work);
  proto_free(&pc);
  return h;
}

/* The DFS of LLVM's GenericCycleInfo: from the entry, each block's
 * successors are tried last to first; a block is opened when first met. */
cv_hierarchy *cv_cycles_llvm(const cv_program *p) {
  int nb = cv_program_nblocks(p);
  int *start = cc_calloc((size_t)nb, sizeof *start);
  int *end = cc_calloc((size_t)nb, sizeof *end);
  int *preorder = cc_malloc((size_t)nb * sizeof *preorder);
  int *blk = cc_malloc((size_t)nb * sizeof *blk);
  int *next = cc_malloc((size_t)nb * sizeof *next); /* successors left */
  int sp = 0, counter = 0;
  int e = cv_program_entry(p), ns;
  start[e] = ++counter;
  preorder[0] = e;
  blk[sp] = e;
  cv_block_succs(p, e, &ns);
  next[sp++] = ns;
  while (sp) {
    int v = blk[sp - 1], n;
    const int *s = cv_block_succs(p, v, &n);
    int w = -1;
    while (next[sp - 1] > 0) {
      int cand = s[--next[sp - 1]];
      if (!start[cand]) {
        w = cand;
        break;
      }
    }
    if (w >= 0) {
      start[w] = ++counter;
      preorder[counter - 1] = w;
      blk[sp] = w;
      cv_block_succs(p, w, &ns);
      next[sp++] = ns;
    } else {
      end[v] = counter;
      sp--;
    }
  }
  cv_hierarchy *h = cv_cycles_from_dfs(p, preorder, counter, start, end);
  CC_FREE_ALL(start, end, preorder, blk, next);
  return h;
}

/* ---- hierarchies given as (header, block set) pairs ---------------------- */

/* Used by the all-entries enumeration: cycles as header + member set, in
 * any order.  Parents are the smallest enclosing cycles; entries are the
 * blocks with a reachable predecessor outside the cycle (or the function
 * entry), header first; blocks print in index order. */
cv_hierarchy *cv__hierarchy_from_sets(const cv_program *p, int n,
                                      const int *headers,
                                      cc_word *const *members);
cv_hierarchy *cv__hierarchy_from_sets(const cv_program *p, int n,
                                      const int *headers,
                                      cc_word *const *members) {
  int nb = cv_program_nblocks(p);
  proto_cycles pc = {0};
  int *size = cc_calloc((size_t)n + 1, sizeof *size);
  for (int i = 0; i < n; i++)
    for (int b = 0; b < nb; b++) size[i] += cc_bit_get(members[i], (size_t)b);
  cc_ints roots = {0};
  for (int i = 0; i < n; i++) {
    proto_cycle c;
    memset(&c, 0, sizeof c);
    c.header = headers[i];
    c.parent = -1;
    int best = -1;
    for (int j = 0; j < n; j++)
      if (j != i && size[j] > size[i] &&
          cc_bit_get(members[j], (size_t)headers[i]) &&
          (best < 0 || size[j] < size[best]))
        best = j;
    c.parent = best;
    CC_PUSH(c.entries, c.header);
    int ent = cv_program_entry(p);
    for (int b = 0; b < nb; b++) {
      if (!cc_bit_get(members[i], (size_t)b) || b == c.header) continue;
      int np;
      const int *preds = cv_block_preds(p, b, &np);
      bool entry = b == ent;
      for (int j = 0; j < np; j++)
        if (!cc_bit_get(members[i], (size_t)preds[j]) &&
            cv_block_reachable(p, preds[j]))
          entry = true;
      if (entry) CC_PUSH(c.entries, b);
    }
    CC_PUSH(pc, c);
  }
  /* own blocks: those whose smallest containing cycle is i */
  for (int b = 0; b < nb; b++) {
    int best = -1;
    for (int i = 0; i < n; i++)
      if (cc_bit_get(members[i], (size_t)b) && (best < 0 || size[i] < size[best]))
        best = i;
    if (best >= 0) {
      proto_cycle *C = &CC_AT(pc, best);
      if (b == C->header) { /* keep the header first */
        CC_PUSH(C->own, b);
        for (size_t k = CC_SIZE(C->own) - 1; k > 0; k--) {
          int t = CC_AT(C->own, k);
          CC_AT(C->own, k) = CC_AT(C->own, k - 1);
          CC_AT(C->own, k - 1) = t;
        }
      } else {
        CC_PUSH(C->own, b);
      }
    }
  }
  /* children and roots, ordered by header index for a stable print */
  int *ord = cc_malloc(((size_t)n + 1) * sizeof *ord);
  for (int i = 0; i < n; i++) ord[i] = headers[i] * (n + 1) + i;
  qsort(ord, (size_t)n, sizeof *ord, cmp_int);
  for (int k = 0; k < n; k++) {
    int i = ord[k] % (n + 1);
    if (CC_AT(pc, i).parent < 0) CC_PUSH(roots, i);
    else CC_PUSH(CC_AT(pc, CC_AT(pc, i).parent).children, i);
  }
  free(ord);
  cv_hierarchy *h = build(nb, &pc, &roots, NULL);
  CC_RELEASE(roots);
  free(size);
  proto_free(&pc);
  return h;
}

/* ---- queries and printing -------------------------------------------------- */

void cv_hierarchy_free(cv_hierarchy *h) {
  if (!h) return;
  for (int i = 0; i < h->ncycles; i++) {
    free(h->cycles[i].entries);
    free(h->cycles[i].blocks);
    free(h->cycles[i].member);
  }
  for (int b = 0; b < h->nblocks; b++) free(h->heads[b]);
  CC_FREE_ALL(h->heads, h->nheads, h->cycles, h->innermost, h->is_header,
              h->key, h);
}

int cv_hierarchy_ncycles(const cv_hierarchy *h) { return h->ncycles; }
const cv_cycle *cv_hierarchy_cycle(const cv_hierarchy *h, int i) {
  assert(i >= 0 && i < h->ncycles);
  return &h->cycles[i];
}
int cv_hierarchy_innermost(const cv_hierarchy *h, int b) { return h->innermost[b]; }
int cv_hierarchy_headers_of(const cv_hierarchy *h, int b, const int **headers) {
  *headers = h->heads[b];
  return h->nheads[b];
}
bool cv_hierarchy_is_header(const cv_hierarchy *h, int b) { return h->is_header[b]; }
const char *cv_hierarchy_key(const cv_hierarchy *h) { return h->key; }

static bool is_entry(const cv_cycle *c, int b) {
  for (int i = 0; i < c->nentries; i++)
    if (c->entries[i] == b) return true;
  return false;
}

void cv_hierarchy_print_llvm(const cv_hierarchy *h, const cv_program *p,
                             cc_buf *out) {
  for (int i = 0; i < h->ncycles; i++) {
    const cv_cycle *c = &h->cycles[i];
    for (int d = 0; d < c->depth; d++) cc_buf_puts(out, "    ");
    cc_buf_printf(out, "depth=%d: entries(", c->depth);
    for (int j = 0; j < c->nentries; j++)
      cc_buf_printf(out, "%s%s", j ? " " : "", cv_block_name(p, c->entries[j]));
    cc_buf_putc(out, ')');
    for (int j = 0; j < c->nblocks; j++)
      if (!is_entry(c, c->blocks[j]))
        cc_buf_printf(out, " %s", cv_block_name(p, c->blocks[j]));
    cc_buf_putc(out, '\n');
  }
}

void cv_hierarchy_print_short(const cv_hierarchy *h, const cv_program *p,
                              cc_buf *out) {
  if (h->ncycles == 0) cc_buf_puts(out, "(no cycles)");
  for (int i = 0; i < h->ncycles; i++) {
    const cv_cycle *c = &h->cycles[i];
    cc_buf_printf(out, "%s{", i ? "; " : "");
    for (int j = 0; j < c->nblocks; j++)
      cc_buf_printf(out, "%s%s", j ? " " : "", cv_block_name(p, c->blocks[j]));
    cc_buf_printf(out, "} header %s", cv_block_name(p, c->header));
  }
}
