#!/bin/sh
# bench/slurm.sh -- docs/sweeps.md's SLURM recipe, run for real on a
# one-node cluster started on this machine: munged, slurmctld and slurmd on
# localhost in the foreground, in a temporary directory with a generated
# munge key and slurm.conf, torn down at the end (on failure and on
# interrupt too).  The sweep goes in as an array job of shards (sbatch
# --array); when it is done the shard stores are merged (`convcheck results
# merge`) and the totals compared with the unsharded run.  Prints the job's
# `sacct` lines (job completion records: no slurmdbd needed).
#
# usage: bench/slurm.sh [--blocks N] [--divergence all|each] [-k K] [-L L]
#                       [--shards M] [--start-timeout S] [--timeout S]
#                       [--keep DIR] [--help]
#   --blocks N          family: every shape of up to N blocks (default 4)
#   --divergence D      all or each (default each)
#   -k K, -L L          the reference's bounds (default k=2, L=10)
#   --shards M          array tasks, one shard each (default 7)
#   --start-timeout S   give up when the node is not idle after S seconds
#                       (default 60)
#   --timeout S         give up when the job is not done after S seconds
#                       (default 3600)
#   --keep DIR          keep the cluster's files, stores and logs in DIR
# environment:
#   CONVCHECK   binary (default: <repo>/convcheck); OPT: opt-22's directory
#               is put on the jobs' PATH when opt-22 is found
# exit status: 0 totals equal; 1 they differ or the job failed; 2 usage;
# 3 the cluster could not be started (slurm or munge missing, a daemon
# failed: the reason on stderr, "cannot start:" first)
#
# Debian: apt-get install slurm-wlm munge (docs/sweeps.md "SLURM array").

set -u
usage() { sed -n '/^# usage:/,/^#               is put/p' "$0" | sed 's/^# \{0,1\}//'; }

. "$(dirname "$0")/family-opts.sh"
blocks=4 div=each k=2 L=10 M=7 start_timeout=60 timeout=3600 keep=
while [ $# -gt 0 ]; do
  case $1 in
    --shards) M=${2:?}; shift ;;
    --start-timeout) start_timeout=${2:?}; shift ;;
    --timeout) timeout=${2:?}; shift ;;
    --keep) keep=${2:?}; shift ;;
    *) family_arg "$@"; shift ;;
  esac
  shift
done
for v in "$M" "$start_timeout" "$timeout"; do
  case $v in ''|*[!0-9]*|0) echo "slurm.sh: --shards and the timeouts want positive integers" >&2; exit 2 ;; esac
done
bench_need_convcheck
cannot() { echo "slurm.sh: cannot start: $*" >&2; exit 3; }
for c in munged slurmctld slurmd sbatch squeue sinfo sacct; do
  command -v "$c" >/dev/null 2>&1 || [ -x "/usr/sbin/$c" ] ||
    cannot "$c is not installed (apt-get install slurm-wlm munge)"
done
PATH=$PATH:/usr/sbin
export PATH

if [ -n "$keep" ]; then
  mkdir -p "$keep" || exit 2
  tmp=$(cd "$keep" && pwd)
else
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/slurm-bench.XXXXXX") || exit 2
fi
# The daemons this script started, by pid; killed at the end whatever happens.
pids=
teardown() {
  for p in $pids; do kill "$p" 2>/dev/null; done
  for p in $pids; do
    i=0
    while kill -0 "$p" 2>/dev/null && [ "$i" -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
    kill -9 "$p" 2>/dev/null
  done
  pids=
  [ -n "$keep" ] || rm -rf "$tmp"
}
trap teardown EXIT
trap 'exit 130' INT TERM

mkdir -p "$tmp/munge" "$tmp/state" "$tmp/spool" "$tmp/work" "$tmp/log" || exit 2
chmod 700 "$tmp/munge"
cp "$CONVCHECK" "$tmp/work/convcheck" || exit 2

# ---- munge: a key of our own, a socket of our own ---------------------------
dd if=/dev/urandom of="$tmp/munge/munge.key" bs=1024 count=1 2>/dev/null
chmod 400 "$tmp/munge/munge.key"
sock=$tmp/munge/munge.socket
munged --foreground --force --key-file="$tmp/munge/munge.key" --socket="$sock" \
  --pid-file="$tmp/munge/munged.pid" --log-file="$tmp/log/munged.log" \
  --seed-file="$tmp/munge/munged.seed" >"$tmp/log/munged.out" 2>&1 &
pids="$pids $!"
i=0
while [ ! -S "$sock" ] && [ "$i" -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
[ -S "$sock" ] || cannot "munged did not start: $(tail -3 "$tmp/log/munged.out" "$tmp/log/munged.log" 2>/dev/null)"

# ---- slurm.conf: one node (this machine), ports of our own -------------------
node=$(hostname -s 2>/dev/null || hostname)
cpus=$(nproc 2>/dev/null || echo 1)
base=$((20000 + $$ % 20000))
cat >"$tmp/slurm.conf" <<EOF
ClusterName=convcheck
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$base
SlurmdPort=$((base + 1))
SlurmUser=$(id -un)
SlurmdUser=$(id -un)
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$sock
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SwitchType=switch/none
MpiDefault=none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
JobCompType=jobcomp/filetxt
JobCompLoc=$tmp/log/jobcomp.txt
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
SlurmctldTimeout=30
SlurmdTimeout=30
NodeName=$node NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=convcheck Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
SLURM_CONF=$tmp/slurm.conf
export SLURM_CONF

slurmctld -D -i -f "$SLURM_CONF" >"$tmp/log/slurmctld.out" 2>&1 &
pids="$pids $!"
slurmd -D -f "$SLURM_CONF" -N "$node" >"$tmp/log/slurmd.out" 2>&1 &
pids="$pids $!"
t0=$(date +%s)
state=
while :; do
  state=$(sinfo -h -n "$node" -o %T 2>/dev/null | head -1)
  case $state in idle*) break ;; esac
  for p in $pids; do
    kill -0 "$p" 2>/dev/null ||
      cannot "a daemon exited: $(tail -3 "$tmp/log/slurmctld.out" "$tmp/log/slurmd.out" "$tmp/log/slurmctld.log" "$tmp/log/slurmd.log" 2>/dev/null | grep -v '^$' | tail -4)"
  done
  [ $(($(date +%s) - t0)) -lt "$start_timeout" ] ||
    cannot "the node is not idle after $start_timeout s (state: ${state:-none})"
  sleep 1
done
echo "daemons (pids):$pids"
echo "cluster: one node ($node, $cpus CPUs), idle after $(($(date +%s) - t0)) s; load average: $(cut -d' ' -f1-3 /proc/loadavg)"

# ---- the array job (docs/sweeps.md "SLURM array") ------------------------------
family="--blocks $blocks --divergence $div -k $k -L $L"
optdir=
command -v opt-22 >/dev/null 2>&1 && optdir=$(dirname "$(command -v opt-22)")
cat >"$tmp/work/sweep.sbatch" <<EOF
#!/bin/sh
#SBATCH --job-name=convcheck-sweep
#SBATCH --array=1-$M
#SBATCH --cpus-per-task=1
#SBATCH --time=01:00:00
#SBATCH --output=shard-%a.txt
#SBATCH --error=shard-%a.err
M=$M   # keep equal to the size of --array
PATH=$tmp/work:${optdir:+$optdir:}\$PATH
convcheck sweep $family \\
  --shard "\$SLURM_ARRAY_TASK_ID/\$M" --db "shard-\$SLURM_ARRAY_TASK_ID.db"
status=\$?
[ "\$status" -le 1 ] || exit "\$status"   # 1 = unsound claims found: a result
EOF
echo "family: $family; array of $M shards"
s0=$(date +%s)
jobid=$(cd "$tmp/work" && sbatch --parsable sweep.sbatch 2>"$tmp/log/sbatch.err") ||
  { echo "slurm.sh: sbatch failed: $(cat "$tmp/log/sbatch.err")" >&2; exit 1; }
jobid=${jobid%%;*}
echo "submitted job $jobid"
while [ -n "$(squeue -h -j "$jobid" 2>/dev/null)" ]; do
  if [ $(($(date +%s) - s0)) -ge "$timeout" ]; then
    echo "slurm.sh: job $jobid not done after $timeout s" >&2
    scancel "$jobid" 2>/dev/null
    exit 1
  fi
  sleep 2
done
s1=$(date +%s)
echo "job $jobid done after $((s1 - s0)) s"
# The job completion records (jobcomp/filetxt, written as each task ends):
# every array task is a job of its own there, ArrayJobId naming the array.
i=0
while [ "$(grep -c " ArrayJobId=$jobid " "$tmp/log/jobcomp.txt" 2>/dev/null)" -lt "$M" ] && [ "$i" -lt 20 ]; do
  sleep 0.5; i=$((i + 1))
done
ids=$(grep " ArrayJobId=$jobid " "$tmp/log/jobcomp.txt" | sed 's/^JobId=\([0-9]*\) .*/\1/' | sort -n | paste -sd, -)
echo "array tasks (job id = array task): $(grep " ArrayJobId=$jobid " "$tmp/log/jobcomp.txt" |
  sed 's/^JobId=\([0-9]*\) .* ArrayTaskId=\([0-9]*\) .*/\1=\2/' | sort -n | paste -sd' ' -)"
# sacct 22.05 reads these records but not their two array fields: it says
# "Unknown type ArrayJobId/ArrayTaskId" once per record; those lines go.
echo "sacct -c -j $ids:"
sacct -c -j "${ids:-$jobid}" --format=JobID%-8,JobName%-16,Partition,NodeList,State,ExitCode,Start,End,Elapsed 2>&1 |
  grep -v 'Unknown type Array\(Job\|Task\)Id' | sed 's/^/  /'

# ---- merge, totals, the unsharded run ---------------------------------------
bin=$tmp/work/convcheck
n=0
for i in $(seq 1 "$M"); do [ -s "$tmp/work/shard-$i.db" ] && n=$((n + 1)); done
if [ "$n" -ne "$M" ]; then
  echo "slurm.sh: only $n of $M shards wrote a store; see $tmp/work/shard-*.err (--keep DIR keeps them)" >&2
  for i in $(seq 1 "$M"); do [ -s "$tmp/work/shard-$i.err" ] && sed "s/^/  shard $i: /" "$tmp/work/shard-$i.err" | head -3 >&2; done
  exit 1
fi
(cd "$tmp/work" && "$bin" results merge sweep.db shard-*.db) >"$tmp/log/merge.out" 2>&1 ||
  { echo "slurm.sh: merge failed: $(cat "$tmp/log/merge.out")" >&2; exit 1; }
"$bin" results --db "$tmp/work/sweep.db" totals >"$tmp/work/merged.totals" || exit 1
echo "totals (merged shards):"
sed 's/^/  /' "$tmp/work/merged.totals"
u0=$(date +%s)
PATH=${optdir:+$optdir:}$PATH "$bin" sweep $family --db "$tmp/work/whole.db" >"$tmp/work/whole.txt" 2>"$tmp/work/whole.err"
rc=$?
[ "$rc" -le 1 ] || { echo "slurm.sh: the unsharded run failed (exit $rc): $(head -3 "$tmp/work/whole.err")" >&2; exit 1; }
"$bin" results --db "$tmp/work/whole.db" totals >"$tmp/work/whole.totals" || exit 1
echo "totals (unsharded run, $(($(date +%s) - u0)) s):"
sed 's/^/  /' "$tmp/work/whole.totals"
if grep -q '^audit-' "$tmp/work/merged.totals" && cmp -s "$tmp/work/merged.totals" "$tmp/work/whole.totals"; then
  echo "totals equal"
  exit 0
fi
echo "totals DIFFER"
exit 1
