(* proofs/Assumptions.v — what the main theorems rest on.  proofs/check.sh
   compiles this file last; tests/cli/proofs.sh requires every theorem
   below to be "Closed under the global context": no axiom at all, not
   even one of the standard library's. *)
From Convcheck Require Import Signature Threads Compute Counting.

Print Assumptions signature_theorem.
Print Assumptions relation_two_threads.
Print Assumptions mconv_two_threads.
Print Assumptions converged_spec.
Print Assumptions stay_count.
Print Assumptions counting_stay_index.
Print Assumptions counting_phi.
Print Assumptions counting_phi_M.
Print Assumptions last_D_exists.
Print Assumptions enclosing_header_sig.
