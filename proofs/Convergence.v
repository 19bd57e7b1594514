(* proofs/Convergence.v — convergence-before and the maximal converged-with
   relation as the least fixed point of its condition.

   [CU] "Convergence": "Convergence-before is a strict partial order over
   dynamic instances that is defined as the transitive closure of:
   1. If dynamic instance P is executed strictly before Q in the same
      thread, then P is convergence-before Q.
   2. If dynamic instance P is executed strictly before Q1 in the same
      thread, and Q1 is converged-with Q2, then P is convergence-before Q2.
   3. If dynamic instance P1 is converged-with P2, and P2 is executed
      strictly before Q in the same thread, then P1 is convergence-before Q."

   docs/design.md §10 gives the two readings: the literal closure of rules
   1-3 ([cb_lit]), or the order of the quotient by converged-with, the
   columns of the spec's tables ([cb_quo]).

   [CU] "Maximal Convergence": "Dynamic instances X1 and X2 produced by
   different threads for the same static instance X are converged in the
   maximal converged-with relation if and only if:
   - X is not contained in any cycle, or,
   - For every cycle C with header H that contains X:
     - every dynamic instance H1 of H that precedes X1 in the respective
       thread is convergence-before X2, and,
     - every dynamic instance H2 of H that precedes X2 in the respective
       thread is convergence-before X1,
     - without assuming that X1 is converged with X2."

   The definition refers to itself; docs/design.md §4 takes the least
   relation that satisfies it (docs/findings.md, "The readings": the
   greatest is inconsistent already on a self-loop).  [Mfix] is that least
   fixed point, as the intersection of all relations closed under the
   condition (Knaster-Tarski). *)
From Coq Require Import List Arith Lia Bool Relations.
From Convcheck Require Import Cfg Cycles Traces.
Import ListNotations.

Section Convergence.
Variable g : cfg.
Variable hd : list nat -> nat.
Variable T : nat -> list nat.

Notation inst := inst.
Notation valid := (valid T).
Notation blk := (blk T).

Definition rel : Type := inst -> inst -> Prop.

(* [CU] "Convergence", rule 1: "P is executed strictly before Q in the
   same thread". *)
Definition po (a b : inst) : Prop := fst a = fst b /\ snd a < snd b /\ valid b.

(* Rules 1-3 of [CU] "Convergence" over the converged-with relation S:
   (1) P before Q; (2) P before Q1, Q1 converged-with Q2, so P cb Q2;
   (3) P1 converged-with P2, P2 before Q, so P1 cb Q. *)
Definition step_lit (S : rel) (a b : inst) : Prop :=
  po a b \/ (exists q1, po a q1 /\ S q1 b) \/ (exists p2, S a p2 /\ po p2 b).

(* [CU] "Convergence": "Convergence-before is a strict partial order over
   dynamic instances that is defined as the transitive closure of" rules
   1-3 — the literal reading (docs/design.md §10). *)
Definition cb_lit (S : rel) : rel := clos_trans inst (step_lit S).

(* Converged-with made symmetric, and a quotient step: class, program
   order, class. *)
Definition symc (S : rel) : rel := fun a b => S a b \/ S b a.
Definition step_quo (S : rel) (a b : inst) : Prop :=
  exists a' b', clos_refl_trans inst (symc S) a a' /\ po a' b' /\
                clos_refl_trans inst (symc S) b' b.

(* [CU] "Convergence": "Converged-with is a transitive symmetric relation"
   — the quotient reading (docs/design.md §10): the columns are the classes
   of its reflexive, symmetric, transitive closure, and convergence-before
   is the order of the quotient, closed transitively. *)
Definition cb_quo (S : rel) : rel := clos_trans inst (step_quo S).

(* [CU] "Maximal Convergence": "without assuming that X1 is converged with
   X2" — the relation minus the pair under test. *)
Definition minus (S : rel) (x y : inst) : rel :=
  fun a b => S a b /\ ~ (a = x /\ b = y) /\ ~ (a = y /\ b = x).

(* [CU] "Maximal Convergence": "every dynamic instance H1 of H that
   precedes X1 in the respective thread", for "every cycle C with header H
   that contains X". *)
Definition hdr_before (h x : inst) : Prop :=
  fst h = fst x /\ snd h < snd x /\ In (blk h) (headers g hd (blk x)).

(* [CU] "Maximal Convergence": the condition of maximal converged-with on
   the pair (x, y), against the relation S, for a reading cb of
   convergence-before.  "X is not contained
   in any cycle" is the case where X has no headers: the two header clauses
   are then empty. *)
Definition cond (cb : rel -> rel) (S : rel) (x y : inst) : Prop :=
  valid x /\ valid y /\ fst x <> fst y /\ blk x = blk y /\
  (forall h, hdr_before h x -> cb (minus S x y) h y) /\
  (forall h, hdr_before h y -> cb (minus S x y) h x).

(* [CU] "Maximal Convergence", read as docs/design.md §4 does: "the
   maximal converged-with relation" is the least fixed point of the
   condition, the pairs in every relation closed under it. *)
Definition Mfix (cb : rel -> rel) : rel :=
  fun x y => forall S : rel, (forall a b, cond cb S a b -> S a b) -> S x y.

Definition M_lit : rel := Mfix cb_lit.
Definition M_quo : rel := Mfix cb_quo.

(* ---- Knaster-Tarski --------------------------------------------------- *)

Definition monotone (cb : rel -> rel) : Prop :=
  forall S S' : rel, (forall a b, S a b -> S' a b) -> forall a b, cb S a b -> cb S' a b.

Lemma cond_mono cb : monotone cb ->
  forall S S' : rel, (forall a b, S a b -> S' a b) -> forall x y, cond cb S x y -> cond cb S' x y.
Proof.
  intros Hm S S' HS x y [V1 [V2 [D [B [H1 H2]]]]]; repeat split; auto.
  - intros h Hh; apply (Hm (minus S x y)); [|auto].
    intros a b [Hab N]; split; auto.
  - intros h Hh; apply (Hm (minus S x y)); [|auto].
    intros a b [Hab N]; split; auto.
Qed.

(* Mfix is closed under the condition ... *)
Lemma Mfix_closed cb : monotone cb -> forall x y, cond cb (Mfix cb) x y -> Mfix cb x y.
Proof.
  intros Hm x y Hc S HS; apply HS.
  apply (cond_mono cb Hm (Mfix cb)); auto.
  intros a b Hab; apply Hab; auto.
Qed.

(* ... and is the least relation that is: *)
Lemma Mfix_least cb (S : rel) :
  (forall a b, cond cb S a b -> S a b) -> forall x y, Mfix cb x y -> S x y.
Proof. intros HS x y H; apply H; auto. Qed.

(* ... and a fixed point. *)
Lemma Mfix_fixed cb : monotone cb -> forall x y, Mfix cb x y -> cond cb (Mfix cb) x y.
Proof.
  intros Hm x y H; apply (Mfix_least cb (cond cb (Mfix cb))); auto.
  intros a b Hc; apply (cond_mono cb Hm (cond cb (Mfix cb))); auto.
  apply Mfix_closed; auto.
Qed.

Lemma cb_lit_mono : monotone cb_lit.
Proof.
  intros S S' HS a b H; induction H as [a b H|a b c _ IH1 _ IH2].
  - apply t_step; destruct H as [H|[[q [H1 H2]]|[p [H1 H2]]]]; [left; auto|right; left|right; right].
    + exists q; auto.
    + exists p; auto.
  - eapply t_trans; eauto.
Qed.

Lemma crt_mono (S S' : rel) a b :
  (forall a b, S a b -> S' a b) ->
  clos_refl_trans inst (symc S) a b -> clos_refl_trans inst (symc S') a b.
Proof.
  intros HS H; induction H as [a b H| a |a b c _ IH1 _ IH2].
  - apply rt_step; destruct H; [left|right]; auto.
  - apply rt_refl.
  - eapply rt_trans; eauto.
Qed.

Lemma cb_quo_mono : monotone cb_quo.
Proof.
  intros S S' HS a b H; induction H as [a b H|a b c _ IH1 _ IH2].
  - apply t_step; destruct H as [a' [b' [H1 [H2 H3]]]].
    exists a', b'; split; [|split]; auto; eapply crt_mono; eauto.
  - eapply t_trans; eauto.
Qed.

(* The literal closure is contained in the quotient's order ... *)
Lemma cb_lit_quo S a b : cb_lit S a b -> cb_quo S a b.
Proof.
  intros H; induction H as [a b H|a b c _ IH1 _ IH2]; [|eapply t_trans; eauto].
  apply t_step; destruct H as [H|[[q [H1 H2]]|[p [H1 H2]]]].
  - exists a, b; split; [apply rt_refl|split; [auto|apply rt_refl]].
  - exists a, q; split; [apply rt_refl|split; [auto|apply rt_step; left; auto]].
  - exists p, b; split; [apply rt_step; left; auto|split; [auto|apply rt_refl]].
Qed.

(* ... so the literal least fixed point is in the quotient's. *)
Lemma M_lit_quo x y : M_lit x y -> M_quo x y.
Proof.
  intros H; apply (Mfix_least cb_lit M_quo); auto.
  intros a b Hc; apply Mfix_closed; [apply cb_quo_mono|].
  destruct Hc as [V1 [V2 [D [B [H1 H2]]]]]; repeat split; auto;
    intros h Hh; apply cb_lit_quo; auto.
Qed.

End Convergence.
