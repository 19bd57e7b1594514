(* proofs/Compute.v — the relation as a computable function, for the
   extraction-free cross-check with convcheck (tests/cli/proofs.sh,
   tests/cli/proofs/coq_cross.py): [converged] lists the pairs of instances
   with equal signatures, and [converged_spec] proves that they are exactly
   the pairs of the least fixed point of maximal converged-with ([CU]
   "Maximal Convergence"), so evaluating it (vm_compute) on a program's
   traces evaluates the spec's definition. *)
From Coq Require Import List Arith Lia Bool.
From Convcheck Require Import Cfg Cycles Traces Convergence Signature.
Import ListNotations.

Section Compute.
Variable g : cfg.
Variable hd : list nat -> nat.
Variable T : nat -> list nat.

Definition list_eqb (a b : list nat) : bool :=
  if list_eq_dec Nat.eq_dec a b then true else false.

Definition validb (a : inst) : bool := snd a <? length (T (fst a)).

Definition sigb (a b : inst) : bool :=
  validb a && validb b && negb (fst a =? fst b) && (blk T a =? blk T b) &&
  list_eqb (V g hd T (blk T a) a) (V g hd T (blk T b) b).

Lemma sigb_spec a b : sigb a b = true <-> Sig g hd T a b.
Proof.
  unfold sigb, validb, list_eqb, Sig, Traces.valid.
  rewrite !andb_true_iff, negb_true_iff, !Nat.ltb_lt, Nat.eqb_neq, Nat.eqb_eq.
  destruct (list_eq_dec Nat.eq_dec (V g hd T (blk T a) a) (V g hd T (blk T b) b)); split;
    intros; intuition congruence.
Qed.

(* The candidate pairs of k threads: thread t1 < t2 < k, every position. *)
Definition pairs (k : nat) : list (inst * inst) :=
  flat_map (fun t1 =>
    flat_map (fun t2 =>
      flat_map (fun p1 => map (fun p2 => ((t1, p1), (t2, p2))) (seq 0 (length (T t2))))
               (seq 0 (length (T t1))))
      (seq (S t1) (k - S t1)))
    (seq 0 k).

Definition converged (k : nat) : list (inst * inst) :=
  filter (fun ab => sigb (fst ab) (snd ab)) (pairs k).

Lemma pairs_spec k a b :
  In (a, b) (pairs k) <-> fst a < fst b < k /\ Traces.valid T a /\ Traces.valid T b.
Proof.
  destruct a as [t1 p1], b as [t2 p2]; unfold pairs, Traces.valid; simpl.
  rewrite in_flat_map; split.
  - intros [t1' [H1 H2]]; apply in_flat_map in H2 as [t2' [H3 H4]].
    apply in_flat_map in H4 as [p1' [H5 H6]]; apply in_map_iff in H6 as [p2' [E H7]].
    inversion E; subst; apply in_seq in H1; apply in_seq in H3; apply in_seq in H5;
      apply in_seq in H7; lia.
  - intros [[L1 L2] [V1 V2]]; exists t1; split; [apply in_seq; lia|].
    apply in_flat_map; exists t2; split; [apply in_seq; lia|].
    apply in_flat_map; exists p1; split; [apply in_seq; lia|].
    apply in_map_iff; exists p2; split; auto; apply in_seq; lia.
Qed.

(* The computed pairs are the least fixed point's, thread order aside. *)
Theorem converged_spec k a b :
  walks g T ->
  (In (a, b) (converged k) <-> M_lit g hd T a b /\ fst a < fst b < k).
Proof.
  intros HW; unfold converged; rewrite filter_In, pairs_spec, sigb_spec; simpl.
  destruct (signature_theorem g hd T HW a b) as [E _]; rewrite E.
  unfold Sig; tauto.
Qed.

End Compute.
