# tests/cli/spec_index.sh — docs/spec-index.md (issue 13): every section of
# the three LLVM documents has a row; every `file:function` named exists
# in the sources (a definition in some .c file) and the comment where it is
# named (its definition, or its declaration in a header) cites that
# document and section; every file named under "Checked by" exists; every
# Coq name `File.name` of the column "Coq" is defined in proofs/File.v and
# the comment right above its definition cites that document and section.
. "$TOP/tests/cli/lib.sh"
IDX="$TOP/docs/spec-index.md"
SPEC="${CONVCHECK_SHARED:-$TOP/../shared}/spec"

# The rows: TAG<TAB>SECTION<TAB>FUNCTIONS<TAB>CHECKED<TAB>COQ
awk -F' *[|] *' '/^[|] \[C[UOT]\] "/ {
  tag = substr($2, 2, 2); sec = $2; sub(/^\[C[UOT]\] "/, "", sec); sub(/"$/, "", sec)
  print tag "\t" sec "\t" $3 "\t" $4 "\t" $5 }' "$IDX" >"$TMPD/rows"
n=$(wc -l <"$TMPD/rows")
[ "$n" -ge 40 ] && ok "spec_index_rows ($n)" || fail spec_index_rows "only $n rows read from $IDX"

# comment_of FILE FUNC: the comment lines right above FUNC's first
# definition or declaration in FILE (blank lines allowed in between),
# joined into one line with the comment markers removed.
comment_of() {
  awk -v fn="$2" '
    function flush() { }
    { line[NR] = $0 }
    !found && ($0 ~ ("^[A-Za-z_][^;=(]*[ *]" fn "\\(") || $0 ~ ("^" fn "\\(")) { found = NR }
    END {
      if (!found) exit 1
      text = ""
      for (i = found - 1; i > 0; i--) {
        l = line[i]
        if (l ~ /^[ \t]*$/ || l ~ /^[ \t]*(\/\*|\*|\/\/)/ || l ~ /\*\/[ \t]*$/) { text = l " " text; continue }
        break
      }
      gsub(/\/\*|\*\/|\/\/|\*/, " ", text)
      gsub(/[ \t]+/, " ", text)
      print text
    }' "$1"
}

title_of() {
  case $1 in
    CU) echo "Convergence And Uniformity" ;;
    CT) echo "LLVM Cycle Terminology" ;;
    CO) echo "Convergent Operation Semantics" ;;
  esac
}

# coq_comment_of FILE NAME: the Coq comment (* ... *) right above NAME's
# definition in FILE (blank lines allowed in between), on one line.
coq_comment_of() {
  awk -v nm="$2" '
    { line[NR] = $0 }
    !found && $0 ~ ("^(Definition|Fixpoint|Inductive|Record|Lemma|Theorem) " nm "([^A-Za-z0-9_]|$)") { found = NR }
    END {
      if (!found) exit 1
      i = found - 1
      while (i > 0 && line[i] ~ /^[ \t]*$/) i--
      if (i == 0 || line[i] !~ /[*][)][ \t]*$/) { print ""; exit 0 }
      text = ""
      for (; i > 0; i--) { text = line[i] " " text; if (line[i] ~ /^[ \t]*[(][*]/) break }
      gsub(/[(][*]|[*][)]/, " ", text); gsub(/[ \t]+/, " ", text)
      print text
    }' "$1"
}

nfun=0 ncoq=0
while IFS='	' read -r tag section funcs checked coq; do
  for ref in $(printf '%s\n' "$coq" | grep -o '`[A-Z][A-Za-z]*\.[A-Za-z_0-9]*`' | tr -d '`'); do
    ncoq=$((ncoq + 1))
    file=proofs/${ref%%.*}.v nm=${ref#*.}
    name="spec_index_coq[$tag $section: $ref]"
    if [ ! -f "$TOP/$file" ]; then fail "$name" "no file $file"; continue; fi
    if ! com=$(coq_comment_of "$TOP/$file" "$nm"); then fail "$name" "$nm is not defined in $file"; continue; fi
    case $com in
      *"[$tag] \"$section\""*) ok "$name" ;;
      *) fail "$name" "the comment above $nm does not cite [$tag] \"$section\":" "$com" ;;
    esac
  done
  for ref in $(printf '%s\n' "$funcs" | grep -o '`[a-z_/]*\.[ch]:[a-z_0-9]*`' | tr -d '`'); do
    nfun=$((nfun + 1))
    file=${ref%%:*} fn=${ref#*:}
    name="spec_index[$tag $section: $ref]"
    if [ ! -f "$TOP/$file" ]; then fail "$name" "no file $file"; continue; fi
    # defined in the sources: "NAME(" opening a line of a definition in a .c file
    if ! grep -rqE "^[A-Za-z_].*[ *]$fn\((.*[^;])?\$|^$fn\(" --include='*.c' \
         "$TOP/model" "$TOP/enumerate" "$TOP/encode" "$TOP/analysis" "$TOP/transform" \
         "$TOP/verify" "$TOP/unbounded" "$TOP/check" "$TOP/front" "$TOP/audit" 2>/dev/null; then
      fail "$name" "no definition of $fn in the sources"; continue
    fi
    if ! com=$(comment_of "$TOP/$file" "$fn"); then fail "$name" "$fn is not in $file"; continue; fi
    # the document: its short name or its title; the section: its title in quotes
    case $com in
      *"[$tag]"*|*"$(title_of "$tag")"*) ;;
      *) fail "$name" "its comment does not cite [$tag] (\"$(title_of "$tag")\"):" "$com"; continue ;;
    esac
    case $com in
      *"\"$section\""*) ok "$name" ;;
      *) fail "$name" "its comment does not cite \"$section\":" "$com" ;;
    esac
  done
  for path in $(printf '%s\n' "$checked" | tr ', ' '\n\n' | grep -E '^(corpus|tests)/' | grep -v '[*]'); do
    [ -e "$TOP/$path" ] || fail "spec_index_checked_by[$tag $section]" "no file $path"
  done
done <"$TMPD/rows"
[ "$nfun" -ge 30 ] && ok "spec_index_functions ($nfun)" || fail spec_index_functions "only $nfun functions named"
[ "$ncoq" -ge 20 ] && ok "spec_index_coq ($ncoq Coq names)" || fail spec_index_coq "only $ncoq Coq names"

# Every section of the documents has a row (their titles as the documents
# underline them; the document's own title is not a section).
if [ -d "$SPEC" ]; then
  for pair in CU:ConvergenceAndUniformity CT:CycleTerminology CO:ConvergentOperations; do
    tag=${pair%%:*} doc="$SPEC/${pair#*:}.rst"
    [ -f "$doc" ] || { fail "spec_index_document[$tag]" "no $doc"; continue; }
    awk 'NR > 1 && /^(=+|-+)$/ && prev ~ /[A-Za-z]/ && length($0) >= length(prev) { print prev } { prev = $0 }' "$doc" |
      sed 's/``//g' | tail -n +2 >"$TMPD/sections"
    missing=0
    while IFS= read -r s; do
      cut -f1,2 "$TMPD/rows" | grep -qxF "$tag	$s" || { fail "spec_index_section[$tag \"$s\"]" "no row in docs/spec-index.md"; missing=1; }
    done <"$TMPD/sections"
    [ "$missing" = 0 ] && ok "spec_index_sections[$tag] ($(wc -l <"$TMPD/sections"))"
  done
else
  skip "spec_index_sections (no $SPEC)"
fi
