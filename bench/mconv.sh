#!/bin/sh
# bench/mconv.sh -- time `convcheck mconv` per function on the irreducible
# LLVM tests and the spec corpus (issue "Exhaustive m-convergence ... Speed").
#
# For every configuration (k=2: L=8,12,16; k=3: L=8,10,12) and every function
# it runs `convcheck mconv --json -k K -L L --function F FILE` once, under a
# time limit, and records the engine's own time ("seconds"), tuples, traces,
# hierarchies and the wall time of the whole command.  Then it prints:
#   1. engine time per function and configuration (ms)
#   2. tuples per second per function and configuration
#   3. tuples/traces per function and configuration
#   4. growth with L and k (ratios of tuples and of engine time)
#   5. wall time (process start + parse + engine) against engine time
#   6. one summary line per target (k=2 L=12 < 1 s; k=3 L=10 < 10 s)
#
# POSIX sh + awk only.  Uses GNU `timeout` for the limit and GNU `date +%N`
# for wall-clock resolution when available (otherwise falls back, with a note).
#
# usage: bench/mconv.sh [--quick] [--config K:L]... [--timeout SEC]
#                       [--repeat N] [--only SUBSTRING] [--raw FILE] [--help]
#   --quick          only k=2 with L=8 and L=12
#   --config K:L     run this configuration (repeatable; replaces the default set)
#   --timeout SEC    per-run limit in seconds (default 60); a run stopped by it
#                    prints "timeout"; larger L at the same k is then skipped
#   --repeat N       run each N times and keep the smallest engine and wall
#                    times (default 1: once)
#   --only SUBSTR    only functions whose label contains SUBSTR
#   --raw FILE       also keep the raw measurements (tab-separated) in FILE
# environment:
#   CONVCHECK   binary (default: <repo>/convcheck)
#   LLVM_TESTS  LLVM's llvm/test (default: bench/llvm-tests.sh)
#   SPEC_DIR    spec corpus (default: <repo>/corpus/spec)

set -u

usage() {
  sed -n '/^# usage:/,/^# *SPEC_DIR/p' "$0" | sed 's/^# \{0,1\}//'
}

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
CONVCHECK=${CONVCHECK:-$root/convcheck}
. "$(dirname "$0")/llvm-tests.sh"
SPEC_DIR=${SPEC_DIR:-$root/corpus/spec}

configs="2:8 2:12 2:16 3:8 3:10 3:12"
custom=""
limit=60
repeat=1
only=""
raw=""
while [ $# -gt 0 ]; do
  case $1 in
    --quick) custom="2:8 2:12" ;;
    --config) [ $# -ge 2 ] || { usage >&2; exit 2; }
              custom="$custom $2"; shift ;;
    --timeout) [ $# -ge 2 ] || { usage >&2; exit 2; }
               limit=$2; shift ;;
    --repeat) [ $# -ge 2 ] || { usage >&2; exit 2; }
              repeat=$2; shift ;;
    --only) [ $# -ge 2 ] || { usage >&2; exit 2; }
            only=$2; shift ;;
    --raw) [ $# -ge 2 ] || { usage >&2; exit 2; }
           raw=$2; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "mconv.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
  shift
done
# shellcheck disable=SC2086,SC2116 # word splitting trims the list
[ -n "$custom" ] && configs=$(echo $custom)
case $repeat in
  ''|*[!0-9]*|0) echo "mconv.sh: --repeat wants a positive integer" >&2; exit 2 ;;
esac
case $limit in
  ''|*[!0-9]*|0) echo "mconv.sh: --timeout wants a positive number of seconds" >&2; exit 2 ;;
esac
for c in $configs; do
  case $c in
    [0-9]:[0-9]|[0-9]:[0-9][0-9]) ;;
    *) echo "mconv.sh: bad configuration '$c' (want K:L)" >&2; exit 2 ;;
  esac
done

if [ ! -x "$CONVCHECK" ]; then
  echo "mconv.sh: no executable $CONVCHECK (build with 'make -j2' first)" >&2
  exit 2
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/mconv-bench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

# Run a private copy of the binary, so that a rebuild of the tree during the
# benchmark (make relinks convcheck in place) neither breaks nor mixes the runs.
bin=$tmp/convcheck
cp "$CONVCHECK" "$bin" && chmod +x "$bin" || exit 2
if ! "$bin" --help >/dev/null 2>&1; then
  echo "mconv.sh: $CONVCHECK does not run (being rebuilt?); try again" >&2
  exit 2
fi

# --- clock -----------------------------------------------------------------
# now: nanoseconds since the epoch (GNU date), or whole seconds * 1e9.
case $(date +%N 2>/dev/null) in
  [0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]) clock=ns ;;
  *) clock=s ;;
esac
now() {
  if [ "$clock" = ns ]; then date +%s%N; else echo "$(date +%s)000000000"; fi
}

if command -v timeout >/dev/null 2>&1; then
  limiter="timeout -k 5 $limit"
else
  limiter=""
  echo "mconv.sh: note: no 'timeout' command; runs are not time-limited" >&2
fi

# --- the functions -----------------------------------------------------------
# list: group <TAB> file <TAB> function <TAB> label <TAB> realizable hierarchies
# Every function of the AMDGPU irreducible tests and NVPTX/irreducible.ll; the
# functions of CycleInfo/basic.ll with more than one hierarchy; every spec
# program corpus/spec/cu-*.cfg.
list=$tmp/functions
: >"$list"
add_file() { # group file label-prefix only-multi
  if [ ! -f "$2" ]; then
    echo "mconv.sh: note: missing $2" >&2
    return
  fi
  "$bin" cycles --all "$2" 2>"$tmp/cycles.err" |
    awk -v g="$1" -v f="$2" -v pre="$3" -v multi="$4" '
      /^function / && match($0, /: [0-9]+ DFS-realizable, [0-9]+ all-entries/) {
        name = substr($0, 10, RSTART - 10)
        split(substr($0, RSTART + 2), w, " ")
        real = w[1]; alle = w[3]
        if (multi && real + 0 < 2 && alle + 0 < 2) next
        label = (pre == "") ? name : pre ":" name
        printf "%s\t%s\t%s\t%s\t%s\n", g, f, name, label, real
      }' >>"$list"
  if [ -s "$tmp/cycles.err" ]; then
    echo "mconv.sh: cycles --all $2:" >&2
    cat "$tmp/cycles.err" >&2
  fi
}
U=$LLVM_TESTS/Analysis/UniformityAnalysis
for f in "$U"/AMDGPU/irreducible/*.ll; do
  b=$(basename "$f" .ll)
  add_file llvm "$f" "$b" 0
done
add_file llvm "$U/NVPTX/irreducible.ll" "NVPTX/irreducible" 0
add_file llvm "$LLVM_TESTS/Analysis/CycleInfo/basic.ll" "CycleInfo/basic" 1
for f in "$SPEC_DIR"/cu-*.cfg; do
  add_file spec "$f" "" 0
done
if [ -n "$only" ]; then
  awk -F '\t' -v s="$only" 'index($4, s)' "$list" >"$list.1" && mv "$list.1" "$list"
fi
nfun=$(awk 'END { print NR }' "$list")
if [ "$nfun" -eq 0 ]; then
  echo "mconv.sh: no functions to run" >&2
  exit 2
fi

# --- the runs ------------------------------------------------------------------
# data: k L group label status seconds tuples traces hierarchies complete wall_ns rc
data=$tmp/data
: >"$data"
skips=$tmp/skips   # "k label" of functions that timed out at this k
: >"$skips"
ncfg=0
for c in $configs; do ncfg=$((ncfg + 1)); done
echo "mconv.sh: $nfun functions x $ncfg configurations x $repeat runs, limit ${limit}s per run" >&2
# process start alone: the same path (timeout, fork/exec, dynamic loading of
# libLLVM etc., static constructors) without parse or engine: the smallest wall
# time of 5 runs of `convcheck --help`, measured before each configuration.
startup() {
  best=""
  for _ in 1 2 3 4 5; do
    t0=$(now)
    $limiter "$bin" --help >/dev/null 2>&1 </dev/null
    t1=$(now)
    w=$((t1 - t0))
    if [ -z "$best" ] || [ "$w" -lt "$best" ]; then best=$w; fi
  done
  echo "$best"
}
starts=""

t_all0=$(now)
for c in $configs; do
  k=${c%%:*}
  L=${c#*:}
  i=0
  starts="$starts $k:$L=$(startup)"
  tab=$(printf '\t')
  while IFS=$tab read -r group file fn label _; do
    i=$((i + 1))
    if grep -qxF "$k $label" "$skips"; then
      printf '%s\t%s\t%s\t%s\tskip\t\t\t\t\t\t\t\n' "$k" "$L" "$group" "$label" >>"$data"
      printf '  k=%s L=%-2s [%d/%d] %s: skipped (timed out at a smaller L)\n' \
        "$k" "$L" "$i" "$nfun" "$label" >&2
      continue
    fi
    # run it $repeat times (default once); keep the smallest engine time and
    # the smallest wall time; a timeout or an error ends the repetitions
    status=ok
    fields=""
    wall=""
    rep=0
    while [ "$rep" -lt "$repeat" ] && [ "$status" = ok ]; do
      rep=$((rep + 1))
      t0=$(now)
      $limiter "$bin" mconv --json -k "$k" -L "$L" --function "$fn" "$file" \
        >"$tmp/out" 2>"$tmp/err" </dev/null
      rc=$?
      t1=$(now)
      w=$((t1 - t0))
      if [ -z "$wall" ] || [ "$w" -lt "$wall" ]; then wall=$w; fi
      case $rc in
        0|1) status=ok ;;
        124|137) status=timeout; echo "$k $label" >>"$skips" ;;
        *) status=error ;;
      esac
      [ "$status" = ok ] || break
      # the function's own fields come before "blocks"; block names never match
      f=$(awk '
        { s = s $0 }
        END {
          i = index(s, "\"blocks\":"); if (i) s = substr(s, 1, i)
          n = split("seconds tuples traces hierarchies complete", key, " ")
          out = ""
          for (j = 1; j <= n; j++) {
            v = ""
            if (match(s, "\"" key[j] "\":[-+.0-9eEa-z]+")) {
              v = substr(s, RSTART + length(key[j]) + 3, RLENGTH - length(key[j]) - 3)
            }
            out = out (j > 1 ? "\t" : "") v
          }
          print out
        }' "$tmp/out")
      case $f in
        [0-9]*) ;;
        *) status=error; break ;;
      esac
      if [ -z "$fields" ] ||
         awk -v a="${f%%"$tab"*}" -v b="${fields%%"$tab"*}" 'BEGIN { exit !(a + 0 < b + 0) }'; then
        fields=$f
      fi
    done
    if [ "$status" = ok ]; then
      printf '%s\t%s\t%s\t%s\tok\t%s\t%s\t%s\n' "$k" "$L" "$group" "$label" \
        "$fields" "$wall" "$rc" >>"$data"
      printf '  k=%s L=%-2s [%d/%d] %s: %s\n' "$k" "$L" "$i" "$nfun" "$label" \
        "$(echo "$fields" | awk -F '\t' '{ printf "%.3f ms engine, %d tuples", $1 * 1000, $2 }')" >&2
    else
      printf '%s\t%s\t%s\t%s\t%s\t\t\t\t\t\t%s\t%s\n' "$k" "$L" "$group" "$label" \
        "$status" "$wall" "$rc" >>"$data"
      printf '  k=%s L=%-2s [%d/%d] %s: %s (exit %s)\n' "$k" "$L" "$i" "$nfun" \
        "$label" "$status" "$rc" >&2
      if [ "$status" = error ]; then sed 's/^/    /' "$tmp/err" | head -5 >&2; echo >&2; fi
    fi
  done <"$list"
done
t_all1=$(now)

[ -n "$raw" ] && {
  printf 'k\tL\tgroup\tfunction\tstatus\tseconds\ttuples\ttraces\thierarchies\tcomplete\twall_ns\trc\n' >"$raw"
  cat "$data" >>"$raw"
}

# --- the report -------------------------------------------------------------------
cpu=$(awk -F ': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null)
ncpu=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')
rev=$(cd "$root" && git rev-parse --short HEAD 2>/dev/null || echo '?')
dirty=$(cd "$root" && git status --porcelain --untracked-files=no 2>/dev/null | awk 'END { if (NR) print " (working tree modified)" }')

echo "m-convergence benchmark: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: ${ncpu} CPUs, ${cpu:-unknown CPU}"
sum=$(cksum <"$bin" | awk '{ print $1 }')
mtime=$(ls -l "$CONVCHECK" | awk '{ print $6, $7, $8 }')
load=$(awk '{ print $1, $2, $3 }' /proc/loadavg 2>/dev/null)
echo "convcheck: copy of $CONVCHECK taken at the start (cksum $sum; file now modified $mtime); repository $root at commit ${rev}${dirty}"
echo "load average at the end: ${load:-unknown} (other work on the machine inflates the times)"
echo "functions: $nfun; configurations: $configs; limit ${limit}s per run; runs per cell: $repeat (min kept); clock: $clock"
echo "total wall time of the benchmark: $(( (t_all1 - t_all0) / 1000000 )) ms"
echo

echo

awk -F '\t' -v configs="$configs" -v listfile="$list" -v starts="$starts" '
  function fmt_ms(s) {
    if (s < 10) return sprintf("%.3f", s)
    if (s < 1000) return sprintf("%.1f", s)
    return sprintf("%.0f", s)
  }
  function fmt_rate(x) {
    if (x >= 1e9) return sprintf("%.2fG", x / 1e9)
    if (x >= 1e6) return sprintf("%.2fM", x / 1e6)
    if (x >= 1e3) return sprintf("%.1fk", x / 1e3)
    return sprintf("%.0f", x)
  }
  function fmt_ratio(x) {
    if (x >= 100) return sprintf("%.0fx", x)
    if (x >= 10) return sprintf("%.1fx", x)
    return sprintf("%.2fx", x)
  }
  function cell(id, what,   s) {
    s = st[id]
    if (s == "") return "-"
    if (s == "timeout") return "timeout"
    if (s == "skip") return "(timeout)"
    if (s == "error") return "error"
    if (what == "ms") return fmt_ms(sec[id] * 1000)
    if (what == "rate") return (sec[id] > 0) ? fmt_rate(tup[id] / sec[id]) : "-"
    if (what == "tup") return tup[id] "/" trc[id] (cmp[id] == "true" ? "" : "+")
    if (what == "wall") return fmt_ms(wall[id] / 1e6)
  }
  function rule(   j, s) {
    s = sprintf("%-" w "s", "")
    gsub(/ /, "-", s)
    for (j = 1; j <= nc; j++) s = s "  " "-----------"
    print s
  }
  function header(title,   j, s) {
    print title
    s = sprintf("%-" w "s", "function")
    for (j = 1; j <= nc; j++) s = s sprintf("  %11s", "k=" ck[j] " L=" cl[j])
    print s
    rule()
  }
  function table(title, what,   i, j, s, g) {
    header(title)
    g = ""
    for (i = 1; i <= nf; i++) {
      if (g != "" && grp[i] != g) rule()
      g = grp[i]
      s = sprintf("%-" w "s", fl[i])
      for (j = 1; j <= nc; j++) s = s sprintf("  %11s", cell(cfg[j] SUBSEP fl[i], what))
      print s
    }
    print ""
  }
  BEGIN {
    nc = split(configs, cfg, " ")
    for (j = 1; j <= nc; j++) { split(cfg[j], p, ":"); ck[j] = p[1]; cl[j] = p[2]; cfg[j] = p[1] ":" p[2] }
    nf = 0; w = 8
    while ((getline line < listfile) > 0) {
      split(line, q, "\t")
      fl[++nf] = q[4]; grp[nf] = q[1]
      if (length(q[4]) > w) w = length(q[4])
    }
  }
  {
    id = $1 ":" $2 SUBSEP $4
    st[id] = $5; sec[id] = $6; tup[id] = $7; trc[id] = $8; hie[id] = $9
    cmp[id] = $10; wall[id] = $11
  }
  END {
    table("Engine time per function (ms; the \"seconds\" of mconv --json)", "ms")
    table("Tuples per second (engine)", "rate")
    table("Tuples/traces examined (+: stopped by --max-tuples)", "tup")

    # aggregate throughput and where the wall time goes, per configuration
    ns = split(starts, sv, " ")
    for (j = 1; j <= ns; j++) { split(sv[j], q, "="); start_of[q[1]] = q[2] / 1e9 }
    print "Per configuration (functions that finished; per-run means in ms):"
    printf "  %-10s  %8s  %9s  %10s  %9s  %9s  %8s  %9s  %8s  %s\n", "config", "finished",
      "tuples", "engine ms", "tuples/s", "wall/run", "start", "parse+io", "engine", "dominates"
    for (j = 1; j <= nc; j++) {
      n = 0; T = 0; S = 0; W = 0; bad = 0; eng_wins = 0
      for (i = 1; i <= nf; i++) {
        id = cfg[j] SUBSEP fl[i]
        if (st[id] != "ok") { if (st[id] != "") bad++; continue }
        n++; T += tup[id]; S += sec[id]; W += wall[id] / 1e9
        if (sec[id] > wall[id] / 1e9 - sec[id]) eng_wins++
      }
      if (n == 0) { printf "  %-10s  %4d/%-3d  (nothing finished)\n", "k=" ck[j] " L=" cl[j], 0, bad; continue }
      mw = W / n; me = S / n; ms = start_of[cfg[j]]; mp = mw - me - ms; if (mp < 0) mp = 0
      dom = "engine"; dv = me
      if (ms > dv) { dom = "process start"; dv = ms }
      if (mp > dv) { dom = "parse+io"; dv = mp }
      printf "  %-10s  %4d/%-3d  %9d  %10s  %9s  %9.2f  %8.2f  %9.2f  %8.3f  %s (%.0f%% of wall; engine > rest in %d of %d runs)\n",
        "k=" ck[j] " L=" cl[j], n, n + bad, T, fmt_ms(S * 1000),
        (S > 0 ? fmt_rate(T / S) : "-"), mw * 1000, ms * 1000, mp * 1000, me * 1000,
        dom, 100 * dv / mw, eng_wins, n
    }
    print "  wall = the whole command as the script sees it (timeout, fork/exec, dynamic loading,"
    print "  parse, cycle analysis, engine, JSON output); start = smallest of 5 runs of `convcheck --help`"
    print "  through the same path, before the configuration; parse+io = wall - start - engine"
    print "  (0 when negative: noise); engine = mconv --json \"seconds\"."
    print ""

    # growth: tuples and engine time from the smallest to the largest L of each k,
    # and from k=2 to k=3 at the largest L both have
    ng = 0
    for (j = 1; j <= nc; j++) {
      kk = ck[j]
      if (!(kk in lo) || cl[j] + 0 < cl[lo[kk]] + 0) lo[kk] = j
      if (!(kk in hi) || cl[j] + 0 > cl[hi[kk]] + 0) hi[kk] = j
    }
    for (kk = 2; kk <= 4; kk++)
      if ((kk in lo) && lo[kk] != hi[kk]) { ng++; ga[ng] = lo[kk]; gb[ng] = hi[kk]
        gt[ng] = "k=" kk " L " cl[lo[kk]] "->" cl[hi[kk]] }
    for (j = 1; j <= nc; j++) for (jj = 1; jj <= nc; jj++)
      if (ck[j] == 2 && ck[jj] == 3 && cl[j] == cl[jj]) {
        if (!(2 in kb) || cl[j] + 0 > cl[kb[2]] + 0) { kb[2] = j; kb[3] = jj }
      }
    if (2 in kb) { ng++; ga[ng] = kb[2]; gb[ng] = kb[3]; gt[ng] = "k 2->3 L=" cl[kb[2]] }
    if (ng > 0) {
      print "Growth (tuples ratio / engine-time ratio; ! = tuples grow 10x or more)"
      s = sprintf("%-" w "s", "function")
      for (g = 1; g <= ng; g++) s = s sprintf("  %21s", gt[g])
      print s
      for (i = 1; i <= nf; i++) {
        s = sprintf("%-" w "s", fl[i])
        for (g = 1; g <= ng; g++) {
          a = cfg[ga[g]] SUBSEP fl[i]; b = cfg[gb[g]] SUBSEP fl[i]
          if (st[a] == "ok" && st[b] == "ok" && tup[a] > 0 && sec[a] > 0) {
            r = tup[b] / tup[a]
            c = fmt_ratio(r) " / " fmt_ratio(sec[b] / sec[a]) (r >= 10 ? "!" : " ")
          } else if (st[a] == "ok" && (st[b] == "timeout" || st[b] == "skip")) c = "-> timeout "
          else c = "- "
          s = s sprintf("  %21s", c)
        }
        print s
      }
      print ""
    }

    # targets
    print "Targets:"
    for (j = 1; j <= nc; j++) {
      if (cfg[j] == "2:12") lim = 1000
      else if (cfg[j] == "3:10") lim = 10000
      else continue
      n = 0; mx = -1; who = ""; bad = 0
      for (i = 1; i <= nf; i++) {
        id = cfg[j] SUBSEP fl[i]
        if (st[id] == "") continue
        n++
        if (st[id] != "ok") { bad++; continue }
        if (sec[id] * 1000 > mx) { mx = sec[id] * 1000; who = fl[i] }
      }
      met = (bad == 0 && mx < lim) ? "met" : "NOT met"
      printf "k=%s L=%s: max %s ms (%s) over %d functions%s: target < %s s %s\n",
        ck[j], cl[j], fmt_ms(mx < 0 ? 0 : mx), who, n,
        (bad ? sprintf(", %d timed out or failed", bad) : ""), lim / 1000, met
    }
  }' "$data"
