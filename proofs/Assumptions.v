(* proofs/Assumptions.v — what the main theorems rest on.  proofs/check.sh
   compiles this file last; tests/cli/proofs.sh requires every theorem
   below to be "Closed under the global context": no axiom at all, not
   even one of the standard library's. *)
From Convcheck Require Import Signature Threads Compute Counting Values CountingValues ThreadsValues ValuesExample.

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
Print Assumptions value_op.
Print Assumptions value_phi.
Print Assumptions value_last.
Print Assumptions iter_dom.
Print Assumptions SE_related.
Print Assumptions counting_value.
Print Assumptions counting_value_M.
Print Assumptions envp_local.
Print Assumptions uniformity_two_threads.
Print Assumptions p_uniform.
Print Assumptions p_nested_uniform.
