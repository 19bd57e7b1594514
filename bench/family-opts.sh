# bench/family-opts.sh -- sourced by the sweep benchmarks (sweep.sh,
# sweep-parallel.sh, slurm.sh) as . "$(dirname "$0")/family-opts.sh": sets
# here (bench/), root (the tree) and CONVCHECK's default, brings in
# bench/common.sh, and the options that name a sweep's family and bounds.
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
CONVCHECK=${CONVCHECK:-$root/convcheck}
. "$here/common.sh"

# family_opt OPTION VALUE sets blocks, div, k or L; it returns 1 for any
# other option.
family_opt() {
  case $1 in
    --blocks) blocks=$2 ;;
    --divergence) div=$2 ;;
    -k) k=$2 ;;
    -L) L=$2 ;;
    *) return 1 ;;
  esac
}

# family_arg ARG [VALUE...]: an argument the script's own loop does not
# take: a family option (its value set; the caller shifts the value too),
# -h/--help (the script's usage, exit 0) or else the error (exit 2).
family_arg() {
  case $1 in
    --blocks|--divergence|-k|-L) family_opt "$1" "${2:?}" ;;
    -h|--help) usage; exit 0 ;;
    *) echo "${0##*/}: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
}
