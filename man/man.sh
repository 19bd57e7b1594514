#!/bin/sh
# man/man.sh BINARY — writes the man page convcheck(1) to stdout.
#
# help2man renders `BINARY --help` and `BINARY --version` (NAME, SYNOPSIS,
# DESCRIPTION); this script adds a COMMANDS section with every command's own
# `BINARY COMMAND --help`, and the ENVIRONMENT, FILES and SEE ALSO sections.
# The Makefile calls it through MAN_GENERATOR, the one line to change when
# another generator (the CLI's option table) takes over.
#   HELP2MAN    the help2man program (default: help2man)
#   PKGDATADIR  where the corpus and the documents are installed
set -eu
BIN=${1:?usage: man/man.sh BINARY}
HELP2MAN=${HELP2MAN:-help2man}
PKGDATADIR=${PKGDATADIR:-/usr/local/share/convcheck}
INC=$(mktemp "${TMPDIR:-/tmp}/convcheck-man.XXXXXX")
trap 'rm -f "$INC"' EXIT

# Help text as roff: no-fill, backslashes and leading dots escaped, and
# hyphens as \- (roff's minus, so options can be searched and copied).
roff_verbatim() {
  printf '.nf\n'
  sed -e 's/\\/\\e/g' -e 's/-/\\-/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"
  printf '.fi\n'
}

{
  printf '[COMMANDS]\n'
  # the commands are the indented words under "commands:" in --help
  "$BIN" --help | sed -n '/^commands:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p' |
    while read -r cmd; do
      printf '.SS "%s"\n' "$cmd"
      "$BIN" "$cmd" --help | roff_verbatim
    done
  cat <<END
[ENVIRONMENT]
.TP
.B CONVCHECK_LLVM_TESTS
LLVM's own test folder (llvm/test of an llvm\\-project checkout), read by the
corpus cases that use LLVM's tests (the option \\-\\-llvm\\-tests of
.B corpus
takes precedence).  Without it those cases are skipped and counted apart.
[FILES]
.TP
.I $PKGDATADIR/corpus
the regression corpus, run by
.B convcheck corpus
when the working folder has no
.I corpus
of its own.
.TP
.I $PKGDATADIR/docs
the documents: the design (design.md), the .cfg format (cfg\\-format.md),
findings, audits, transforms, sweeps.
.TP
.I convcheck.db
the result store in the working folder (option \\-\\-db).
[SEE ALSO]
.BR opt (1),
.BR FileCheck (1),
.BR lit (1);
LLVM's documents "Convergence And Uniformity", "Convergent Operation
Semantics" and "LLVM Cycle Terminology".
END
} >"$INC"

# roff input is ASCII: the few other characters the help uses, as escapes
"$HELP2MAN" --no-info --no-discard-stderr --locale C.UTF-8 \
  --name 'executable LLVM convergence semantics' \
  --section 1 --include "$INC" "$BIN" |
  LC_ALL=C sed -e 's/§/\\(sc/g' -e 's/—/\\(em/g' -e 's/–/\\(en/g' \
    -e 's/×/\\(mu/g' -e 's/≤/\\(<=/g' -e 's/≥/\\(>=/g'
