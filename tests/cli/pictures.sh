#!/bin/sh
# tests/cli/pictures.sh — the pictures (docs/pictures.md).  Every --dot
# output (cycles, converge, mconv, uniformity --why, audit, verify, transform)
# renders with `dot -Tsvg` (exit 0, an <svg>), and the SVG shows what a
# source independent of convcheck says: LLVM 22's print<cycles>, the
# spec's thread table, the hand derivations of the corpus cases, the rule
# markers of corpus/rules.  Then `results report --html` on a store with
# pictures, a store of schema version 1, without dot; and the pages in
# headless Chromium: they load, their pictures are in the DOM, a
# screenshot is not blank.  tests/cli/pictures/svgfacts.py reads the SVG,
# pngcolours.py the screenshot (python3, standard library only).
. "$(dirname "$0")/lib.sh"
PIC=$TOP/tests/cli/pictures
SPEC=$TOP/corpus/spec
if ! command -v dot >/dev/null 2>&1; then
  skip "pictures: Graphviz's dot is not installed (sh setup.sh installs graphviz)"
  end_here
fi
if ! command -v python3 >/dev/null 2>&1; then
  skip "pictures: python3 (which reads the SVG) is not installed"
  end_here
fi

# render NAME STATUS ARGS...: convcheck ARGS must exit STATUS and print DOT
# that dot -Tsvg renders (into $TMPD/NAME.svg); its facts go to NAME.facts.
# Returns 1 (checks of the picture skipped) when it does not render.
render() {
  name=$1 want=$2
  shift 2
  run "$@"
  if [ "$RC" -ne "$want" ]; then
    fail "$name: exit status" "exit status $RC, expected $want" "stderr: $(head -c 400 "$ERR")"
  fi
  if dot -Tsvg "$OUT" >"$TMPD/$name.svg" 2>"$TMPD/$name.doterr" && [ -s "$TMPD/$name.svg" ] &&
    grep -q '<svg' "$TMPD/$name.svg"; then
    ok "$name: dot -Tsvg renders it"
  else
    fail "$name: dot -Tsvg renders it" "$(head -c 600 "$TMPD/$name.doterr")" "$(head -c 300 "$OUT")"
    return 1
  fi
  python3 "$PIC/svgfacts.py" facts "$TMPD/$name.svg" >"$TMPD/$name.facts"
}
# shows NAME WHAT REGEX: a line of the picture's facts matches REGEX
shows() {
  if grep -Eq -- "$3" "$TMPD/$1.facts"; then ok "$1: $2"; else
    fail "$1: $2" "no element matches /$3/ in its SVG"; fi
}
# lacks NAME WHAT REGEX: no line of the picture's facts matches REGEX
lacks() {
  if grep -Eq -- "$3" "$TMPD/$1.facts"; then fail "$1: $2" "$(grep -E -- "$3" "$TMPD/$1.facts" | head -3)"; else
    ok "$1: $2"; fi
}

# ---- cycles ----------------------------------------------------------------
# LLVM's forest: the cycles opt-22 -passes='print<cycles>' prints, each a
# cluster with its header and other entries (compared as sets), nested to
# the depth LLVM gives, per function.
for f in corpus/findings/sweep-irreducible-child-header-choice.ll corpus/findings/llvm-170048.ll \
  corpus/analysis/rfc-temporal-divergence.ll; do
  name=cycles_$(basename "$f" .ll)
  render "$name" 0 cycles --dot "$TOP/$f" || continue
  if ! command -v opt-22 >/dev/null 2>&1; then
    skip "${name}_llvm: opt-22 is not installed"
    continue
  fi
  opt-22 -passes='print<cycles>' -disable-output "$TOP/$f" 2>&1 |
    awk '/^CycleInfo for function/ { f++ }
         /depth=/ { sub(/^ */, ""); d = $1; sub(/depth=/, "", d); sub(/:$/, "", d)
                    e = $0; sub(/.*entries\(/, "", e); sub(/\).*/, "", e)
                    n = split(e, x, " "); o = ""
                    for (i = 2; i <= n; i++) o = o " " x[i]
                    print "f" f - 1, d, x[1], o }' |
    while read -r fn d h rest; do
      printf '%s %s %s %s\n' "$fn" "$d" "$h" "$(printf '%s\n' $rest | sort | tr '\n' ' ' | sed 's/ $//')"
    done | sort >"$TMPD/want"
  python3 "$PIC/svgfacts.py" cycles "$TMPD/$name.svg" | sed 's/ *$//' >"$TMPD/got"
  sed -i 's/ *$//' "$TMPD/want"
  if [ -s "$TMPD/want" ] && cmp -s "$TMPD/want" "$TMPD/got"; then ok "${name}: the cycles opt-22 prints"; else
    fail "${name}: the cycles opt-22 prints" "opt-22: $(tr '\n' ';' <"$TMPD/want")" "drawn:  $(tr '\n' ';' <"$TMPD/got")"; fi
done
# Every DFS-realizable hierarchy: corpus/spec/cu-diverged-entry-header-p.cfg's
# hand derivation: two, {P} and {R > S}; the entries of {P Q R S} are P and R.
render cycles_all 0 cycles --all --dot "$SPEC/cu-diverged-entry-header-p.cfg" && {
  shows cycles_all "a cluster per hierarchy" '^cluster cluster_f0_h2 \| realizable hierarchy 2'
  lacks cycles_all "no third hierarchy" '^cluster cluster_f0_h3 '
  shows cycles_all "{P}: header P, other entry R" '\| cycle, depth 1: header P; other entries R$'
  shows cycles_all "{R > S}: header R" '\| cycle, depth 1: header R; other entries P$'
  shows cycles_all "{R > S}: S heads a child" '\| cycle, depth 2: header S'
  shows cycles_all "the header drawn as such" '^node f0_h[12]_R header '
}

# ---- converge: the spec's table -----------------------------------------------
# ConvergenceAndUniformity.rst "Maximal Convergence", the natural loop: the
# instances of one column of the document's table (the case's `expect
# table`) on one row of the picture, the columns in order.
render converge_natural_loop 0 converge --dot "$SPEC/cu-natural-loop.cfg" && {
  if python3 "$PIC/svgfacts.py" rows "$TMPD/converge_natural_loop.svg" "$SPEC/cu-natural-loop.cfg" >"$TMPD/rows"; then
    ok "converge_natural_loop: the document's table, column by column"
  else fail "converge_natural_loop: the document's table, column by column" "$(head -5 "$TMPD/rows")"; fi
  # a table from another case must not match (the check can fail)
  if python3 "$PIC/svgfacts.py" rows "$TMPD/converge_natural_loop.svg" "$SPEC/cu-diverged-entry-header-p.cfg" >/dev/null; then
    fail "converge_natural_loop: another case's table does not match"; else
    ok "converge_natural_loop: another case's table does not match"; fi
  # Thread 1 leaves the loop at L3 -> Exit, its 6th move (the rows of the table)
  shows converge_natural_loop "thread 1's last move L -> Exit" '^edge w_s0_cfg_L->w_s0_cfg_Exit trace,thread1 \| T1: 6$'
  shows converge_natural_loop "the loop's header" '^node w_s0_cfg_H header '
}

# ---- mconv: witnesses ---------------------------------------------------------------
# cu-diverged-entry-header-p.cfg: two hierarchies ({P}, {R > S}); every
# block of the cycle differs between them, Entry and Exit are in no cycle
# (m-converged by definition).  Each witness: its pair converged in one
# hierarchy and not in the other.
render mconv_witness 1 mconv -L 8 --dot "$SPEC/cu-diverged-entry-header-p.cfg" && {
  python3 "$PIC/svgfacts.py" pairs "$TMPD/mconv_witness.svg" >"$TMPD/pairs"
  for b in P Q R S; do
    shows mconv_witness "block $b has a witness" "^cluster cluster_p[0-9]+_b[0-9]+ \\| function cu-diverged-entry-header-p, block $b: NOT m-converged"
  done
  lacks mconv_witness "no witness for Entry or Exit" 'block (Entry|Exit): NOT'
  shows mconv_witness "a side is hierarchy {P}" '^cluster cluster_p0_b[0-9]+_s[01] \| hierarchy [12]: \{[PQRS ]+\} header P$'
  shows mconv_witness "a side is hierarchy {R > S}" '^cluster cluster_p0_b[0-9]+_s[01] \| hierarchy [12]: \{[PQRS ]+\} header R; \{[PQS ]+\} header S$'
  witnesses=$(awk '{ sub(/_s[01]$/, "", $2); print $2 }' "$TMPD/pairs" | sort -u)
  n=0 good=0
  for w in $witnesses; do
    n=$((n + 1))
    same=$(grep -c "^pair ${w}_s[01] 2 same-row" "$TMPD/pairs")
    diff=$(grep -c "^pair ${w}_s[01] 2 different-rows" "$TMPD/pairs")
    [ "$same" = 1 ] && [ "$diff" = 1 ] && good=$((good + 1))
  done
  if [ "$n" = 4 ] && [ "$good" = 4 ]; then ok "mconv_witness: each pair converged on one side only"; else
    fail "mconv_witness: each pair converged on one side only" "$n witnesses, $good good:" "$(cat "$TMPD/pairs")"; fi
}
# a function with every block m-converged: a note, and it still renders
render mconv_holds 0 mconv --dot "$SPEC/cu-natural-loop.cfg" &&
  shows mconv_holds "says no block failed" 'no witness of a block NOT m-converged'

# ---- uniformity --why: the RFC's temporal divergence ----------------------------------
# corpus/analysis/rfc-temporal-divergence.case: exit is in no cycle, so its
# instances are converged, and %x = j differs because the threads leave
# the loop on different iterations.
render uniformity_why 1 uniformity --why %x --dot "$TOP/corpus/analysis/rfc-temporal-divergence.ll" && {
  python3 "$PIC/svgfacts.py" pairs "$TMPD/uniformity_why.svg" >"$TMPD/pairs"
  if grep -Eq '^pair p0_s0 2 same-row \| exit#1 exit#2$' "$TMPD/pairs"; then ok "uniformity_why: exit#1 and exit#2 converged"; else
    fail "uniformity_why: exit#1 and exit#2 converged" "$(cat "$TMPD/pairs")"; fi
  grep '#traces' "$TMPD/uniformity_why.facts" | sed 's/.*| //' | tr '/' '\n' | grep Thread |
    awk '{ n = 0; for (i = 1; i <= NF; i++) n += $i == "header"; print n }' >"$TMPD/iters"
  if [ "$(sort -u "$TMPD/iters" | wc -l)" = 2 ]; then ok "uniformity_why: the threads leave on different iterations"; else
    fail "uniformity_why: the threads leave on different iterations" "header visits: $(tr '\n' ' ' <"$TMPD/iters")"; fi
  shows uniformity_why "names %x" 'converged, but %x differs'
}

# ---- audit --dot: LLVM's unsound exit phi (PR 216100) ----------------------------------
# corpus/findings/llvm-216100.ll derives the witness by hand: thread 1 runs
# entry H B X (%r = 1), thread 2 entry H B H X (%r = 0); X is in no cycle,
# so the two X instances converge, and %r differs there.
render audit_216100 1 audit --no-db --dot -L 6 --analysis llvm "$TOP/corpus/findings/llvm-216100.ll" && {
  python3 "$PIC/svgfacts.py" pairs "$TMPD/audit_216100.svg" >"$TMPD/pairs"
  if grep -Eq '^pair w0_s0 [0-9]+ same-row \| X1 X2$' "$TMPD/pairs"; then ok "audit_216100: the two X converged"; else
    fail "audit_216100: the two X converged" "$(cat "$TMPD/pairs")"; fi
  shows audit_216100 "the traces" '#traces .*\| Thread1: entry H B X / Thread2: entry H B H X$'
  shows audit_216100 "the claim and the two values" 'UNSOUND llvm .*%r: llvm says uniform .*\(i32 1 vs i32 0\)'
}

# ---- verify: the rule markers of corpus/rules ------------------------------------------
render verify_closed_path_1 1 verify --dot "$TOP/corpus/rules/closed-path-1.ll" && {
  shows verify_closed_path_1 "the closed path L -> L" '^edge f0_d0_cfg_L->f0_d0_cfg_L closed-path \| 1$'
  shows verify_closed_path_1 "the use in L" '^node f0_d0_cfg_L offending .*breaks the rule: call @op'
  shows verify_closed_path_1 "the anchor in A" '^node f0_d0_cfg_A .*token definition: %anchor'
}
render verify_closed_path_4 1 verify --dot --function heart_in_latch "$TOP/corpus/rules/closed-path-4.ll" && {
  shows verify_closed_path_4 "L -> H on the path" '^edge f0_d0_cfg_L->f0_d0_cfg_H closed-path'
  shows verify_closed_path_4 "H -> L on the path" '^edge f0_d0_cfg_H->f0_d0_cfg_L closed-path'
  shows verify_closed_path_4 "H not dominated by the heart" '^node f0_d0_cfg_H witness .*not dominated by the use'
}
render verify_region 1 verify --dot "$TOP/corpus/rules/region-nesting.ll" && {
  for b in A B C; do shows verify_region "region block $b" "^node f0_d0_cfg_$b region"; done
  shows verify_region "the path B -> C" '^edge f0_d0_cfg_B->f0_d0_cfg_C region-path \| 2$'
}
render verify_valid 0 verify --dot "$TOP/corpus/rules/valid-shader.ll" &&
  shows verify_valid "says every rule holds" 'every static rule holds'

# ---- transform: both programs' paths --------------------------------------------------
# corpus/transforms/hoist-subgroupadd-divergent.tcase: "one thread in then,
# one in else; after the merge both threads communicate at the one call".
T=$TOP/corpus/transforms
render transform_broken 1 transform --dot "$T/hoist-subgroupadd-divergent.before.ll" "$T/hoist-subgroupadd-divergent.after.ll" && {
  shows transform_broken "BEFORE: one thread to then" '^edge f0_before_cfg_entry->f0_before_cfg_then trace,thread[12] '
  shows transform_broken "BEFORE: the other to else" '^edge f0_before_cfg_entry->f0_before_cfg_else trace,thread[12] '
  shows transform_broken "BEFORE: the call in then alone" '^node f0_before_cfg_then pair .*AFTER \{T1,T2\}, BEFORE \{T[12]\}$'
  shows transform_broken "AFTER: the one call, both threads" '^node f0_after_cfg_entry pair .*AFTER \{T1,T2\}, BEFORE'
  shows transform_broken "the verdict" 'function f: broken \(k=2, L=3\)'
}
render transform_preserved 0 transform --dot "$T/sink-anchor-conditional.before.ll" "$T/sink-anchor-conditional.after.ll" &&
  lacks transform_preserved "nothing marked" ' pair '

# with --pass, a function opt leaves unchanged is a DOT comment, not text
# that would break the picture
if command -v opt-22 >/dev/null 2>&1; then
  render transform_pass_unchanged 0 transform --dot --pass gvn "$T/hoist-subgroupadd-divergent.before.ll" &&
    if grep -q '^  // f: unchanged' "$OUT"; then ok "transform_pass_unchanged: said in a comment"; else
      fail "transform_pass_unchanged: said in a comment" "$(tail -3 "$OUT")"; fi
else
  skip "transform_pass_unchanged: opt-22 is not installed"
fi

# ---- the options ------------------------------------------------------------------------
run converge --dot --json "$SPEC/cu-natural-loop.cfg"
expect_rc pictures_dot_json_usage 2
expect_err pictures_dot_json_message '--dot and --json exclude each other'
run uniformity --dot "$TOP/corpus/analysis/rfc-temporal-divergence.ll"
expect_rc pictures_uniformity_needs_why 2
run analyze --dot "$TOP/corpus/analysis/rfc-temporal-divergence.ll"
expect_rc pictures_analyze_has_no_dot 2
run mconv --unbounded --dot "$SPEC/cu-natural-loop.cfg"
expect_rc pictures_dot_unbounded_usage 2
expect_err pictures_dot_unbounded_message '--dot and --unbounded exclude each other'

# ---- results report --html --------------------------------------------------------------
DB=$TMPD/r.db
"$CONVCHECK" converge --db "$DB" "$SPEC/cu-natural-loop.cfg" >/dev/null 2>&1
"$CONVCHECK" mconv --db "$DB" -L 8 "$SPEC/cu-diverged-entry-header-p.cfg" >/dev/null 2>&1
"$CONVCHECK" corpus --db "$DB" --quiet "$SPEC/cu-natural-loop.cfg" "$SPEC/cu-convergence-before.cfg" >/dev/null 2>&1
run results --db "$DB" report --html "$TMPD/report/"
expect_rc report_rc 0
expect_out report_summary '^wrote 4 pages for 3 runs into .*/report/ \(index.html\); 5 pictures rendered$'
R=$TMPD/report
if [ -f "$R/index.html" ] && [ -f "$R/run-1.html" ] && [ -f "$R/run-2.html" ] && [ -f "$R/run-3.html" ]; then
  ok report_pages; else fail report_pages "$(ls "$R" 2>&1)"; fi
# a run's options (one long JSON line) wrap in the page's table, not a page
# that scrolls sideways (a new user's at 1000 px)
if grep -q 'table.meta td{overflow-wrap:anywhere' "$R/run-2.html" && grep -q '<table class="meta">' "$R/run-2.html"; then
  ok report_options_wrap; else fail report_options_wrap "no wrapping rule for the run's table"; fi
# run 2 is mconv's: a picture per block not m-converged (P Q R S), inline
n=$(grep -c '<svg' "$R/run-2.html")
if [ "$n" = 4 ]; then ok report_run2_pictures; else fail report_run2_pictures "$n <svg> elements, expected 4"; fi
if grep -q 'href="run-1.html" rel="prev"' "$R/run-2.html" && grep -q 'href="run-3.html" rel="next"' "$R/run-2.html" &&
  grep -q 'href="run-2.html"' "$R/index.html"; then ok report_links; else fail report_links; fi
if grep -q '<h2 id="changes">Changes since run 2</h2>' "$R/run-3.html"; then ok report_diff; else fail report_diff; fi
if grep -Eq 'src=|href="(https?:)?//' "$R"/*.html; then fail report_offline "$(grep -Eo 'src=[^ ]*|href="(https?:)?//[^"]*' "$R"/*.html | head -3)"; else
  ok report_offline; fi
# the index's table: as many headers as cells in each row (a new user found
# the file under "k", the triple under "L": 8 headers, 10 cells)
awk '/<table class="runs">/{t=1} t&&/<tr>/{h=gsub(/<th>/,"&"); c=gsub(/<td>/,"&"); if (h) H=h; else if (c!=H) bad=1} /<\/table>/{t=0} END{exit bad||!H}' "$R/index.html" &&
  ok report_index_columns || fail report_index_columns "$(grep -E '<t[hd]>' "$R/index.html" | head -3)"
# the index shows each run's command line as it was typed, not the
# subcommand alone (a new user could not tell two mconv runs apart): run
# 2's is the one typed above
if grep -qF "<td><code>convcheck mconv --db $DB -L 8 $SPEC/cu-diverged-entry-header-p.cfg</code></td>" "$R/index.html" &&
   grep -q '<th>command line</th>' "$R/index.html"; then ok report_index_command_line
else fail report_index_command_line "$(grep -o '<td><a href="run-2.html">.*' "$R/index.html" | head -c 400)"; fi
# the index says what its "findings" column counts (a new user guessed)
grep -q '<em>findings</em> counts them' "$R/index.html" && ok report_index_findings_said ||
  fail report_index_findings_said "$(grep -o 'A run.s page[^<]*' "$R/index.html")"
# a uniform value is an answer, not a finding: a uniformity run of a
# function whose only value is uniform (%u = add of two constants: the same
# value in every thread, a hand derivation) has 0 findings
cat >"$TMPD/uni.ll" <<'LL'
define void @f(i32 %x) {
entry:
  %u = add i32 7, 1
  ret void
}
LL
"$CONVCHECK" uniformity --db "$TMPD/u.db" "$TMPD/uni.ll" >/dev/null 2>&1
run results --db "$TMPD/u.db" report --html "$TMPD/report-u"
if grep -q '<td>%u</td>' "$TMPD/report-u/run-1.html" && grep -q '<td>0</td></tr>' "$TMPD/report-u/index.html" &&
  ! grep -q 'class="finding"' "$TMPD/report-u/run-1.html"; then ok report_uniform_not_finding
else fail report_uniform_not_finding "$(grep -E 'finding|%u' "$TMPD/report-u/run-1.html" | head -5)"; fi
# a pipeline step that changed no function compared is `unchanged`, no
# finding (user 13's index read "5 (unchanged 5)"): function-attrs on @g
# (x + 1) only adds attributes, so its one row is unchanged -- by hand, 0
# findings, and the index's findings cell is 0
if command -v opt-22 >/dev/null 2>&1; then
  printf 'define i32 @g(i32 %%x) {\nentry:\n  %%y = add i32 %%x, 1\n  ret i32 %%y\n}\n' >"$TMPD/attrs.ll"
  "$CONVCHECK" transform --db "$TMPD/un.db" --pipeline function-attrs "$TMPD/attrs.ll" >/dev/null 2>&1
  run results --db "$TMPD/un.db" report --html "$TMPD/report-un"
  if grep -q '<td>0</td></tr>' "$TMPD/report-un/index.html" && ! grep -q '<td>[0-9]* (unchanged' "$TMPD/report-un/index.html" &&
    grep -q 'unchanged' "$TMPD/report-un/run-1.html"; then ok report_unchanged_not_finding
  else fail report_unchanged_not_finding "$(grep -o '<td>[0-9][^<]*</td></tr>' "$TMPD/report-un/index.html")"; fi
fi
# an --unbounded run's findings get their pictures too (a new user's had
# none): cu-diverged-entry-header-p's P, Q, R, S are NOT m-converged for
# every L (its .cfg expectations; docs/unbounded.md), each drawn from the
# bounded engine's replay of the witness; the index names the kind of
# finding it counts, as for an audit's "20 (unmodelled 18, imprecise 2)"
"$CONVCHECK" mconv --unbounded --db "$TMPD/unb.db" "$SPEC/cu-diverged-entry-header-p.cfg" >/dev/null 2>&1
run results --db "$TMPD/unb.db" report --html "$TMPD/report-unb"
n=$(grep -c '<svg' "$TMPD/report-unb/run-1.html" 2>/dev/null)
if [ "$n" = 4 ]; then ok report_unbounded_pictures; else fail report_unbounded_pictures "$n <svg> elements, expected 4"; fi
grep -q '<td>4 (not m-converged 4)</td></tr>' "$TMPD/report-unb/index.html" && ok report_index_findings_kinds ||
  fail report_index_findings_kinds "$(grep -o '<td>[0-9][^<]*</td></tr>' "$TMPD/report-unb/index.html")"
grep -q 'unmodelled (no verdict' "$R/index.html" && ok report_index_names_unmodelled ||
  fail report_index_names_unmodelled "$(grep -o 'A run.s page[^<]*' "$R/index.html")"
# without dot: the DOT text in the page, said so, exit 2
mkdir "$TMPD/nodot"
PATH=$TMPD/nodot run results --db "$DB" report --html "$TMPD/report-nodot"
expect_rc report_without_dot_rc 2
expect_err report_without_dot_message '5 pictures not rendered'
if grep -q 'not rendered: ' "$TMPD/report-nodot/run-2.html" && grep -q 'digraph convcheck' "$TMPD/report-nodot/run-2.html"; then
  ok report_without_dot_page; else fail report_without_dot_page; fi
run results --db "$DB" report
expect_rc report_needs_html 2
run results --db "$TMPD/none.db" report --html "$TMPD/report-none"
expect_rc report_no_store 2

# A store of schema version 1 (no pictures table; made from a copy of this
# one): read as it is, then migrated by the next run recorded into it.
cp "$DB" "$TMPD/v1.db"
python3 - "$TMPD/v1.db" <<'EOF'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.executescript("DROP TABLE pictures; UPDATE meta SET value = '1' WHERE key = 'schema_version';")
c.commit()
EOF
run results --db "$TMPD/v1.db" list --json
expect_out report_v1_read '"schema_version":1,'
run results --db "$TMPD/v1.db" report --html "$TMPD/report-v1"
expect_rc report_v1_rc 0
expect_out report_v1_no_pictures '; 0 pictures rendered$'
"$CONVCHECK" converge --db "$TMPD/v1.db" "$SPEC/cu-natural-loop.cfg" >/dev/null 2>&1
run results --db "$TMPD/v1.db" list --json
expect_out report_v1_migrated '"schema_version":2,.*"id":4,'
run results --db "$TMPD/v1.db" report --html "$TMPD/report-v1"
expect_out report_v1_new_picture '; 1 picture rendered$'

# ---- headless Chromium ----------------------------------------------------------------
CHROME=
for c in chromium chromium-browser google-chrome; do
  if command -v "$c" >/dev/null 2>&1; then CHROME=$c; break; fi
done
if [ -z "$CHROME" ]; then
  skip "pictures_chromium: chromium is not installed (sh setup.sh installs it)"
  end_here
fi
chrome() {
  prof=$(mktemp -d "$TMPD/chrome.XXXXXX")
  timeout 120 "$CHROME" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --disable-quic \
    --user-data-dir="$prof" "$@" 2>"$TMPD/chrome.err"
}
chrome --dump-dom "file://$R/run-2.html" >"$TMPD/dom"
n=$(grep -o '<svg' "$TMPD/dom" | wc -l)
if [ "$n" = 4 ]; then ok chromium_dom_pictures; else fail chromium_dom_pictures "$n <svg> in the DOM, expected 4" "$(tail -3 "$TMPD/chrome.err")"; fi
if grep -q 'NOT converged' "$TMPD/dom" && grep -q '>P3<' "$TMPD/dom"; then ok chromium_dom_text; else fail chromium_dom_text; fi
chrome --screenshot="$TMPD/shot.png" --window-size=1200,900 "file://$R/run-2.html" >/dev/null
if [ -s "$TMPD/shot.png" ]; then
  set -- $(python3 "$PIC/pngcolours.py" "$TMPD/shot.png")
  if [ "$1" = 1200x900 ] && [ "$2" -gt 50 ]; then ok "chromium_screenshot: $2 colours"; else
    fail chromium_screenshot "size $1, $2 colours (a blank page has 1)"; fi
else
  fail chromium_screenshot "no screenshot" "$(tail -3 "$TMPD/chrome.err")"
fi
