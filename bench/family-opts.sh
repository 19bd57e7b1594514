# bench/family-opts.sh -- sourced by the sweep benchmarks (sweep.sh,
# sweep-parallel.sh, slurm.sh): the options that name a sweep's family and
# bounds.  family_opt OPTION VALUE sets blocks, div, k or L; it returns 1
# for any other option.
family_opt() {
  case $1 in
    --blocks) blocks=$2 ;;
    --divergence) div=$2 ;;
    -k) k=$2 ;;
    -L) L=$2 ;;
    *) return 1 ;;
  esac
}
