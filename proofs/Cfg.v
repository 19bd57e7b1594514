(* proofs/Cfg.v — control-flow graphs, walks, reachability inside a region,
   strongly connected regions.

   [CT] "Cycles", item 1: "In a directed graph G that is a function CFG or a
   subgraph of it, a cycle is a maximal strongly connected region with at
   least one internal edge."  This file gives the graph, the walks in it,
   and the strongly connected region of a block inside a region (a subgraph
   induced on a set of blocks); Cycles.v builds the cycles from them. *)
From Coq Require Import List Arith Lia Bool.
Import ListNotations.

(* [CT] "Cycles", item 1: "a function CFG".  Blocks 0 .. nb-1, each with
   its ordered successors, and an entry block (item 2: "the entry of the
   function").  An edge names two blocks below nb (a successor outside the
   range is no edge). *)
Record cfg := { nb : nat; succ : nat -> list nat; entry : nat }.

Definition memb (x : nat) (l : list nat) : bool := existsb (Nat.eqb x) l.

Lemma memb_In x l : memb x l = true <-> In x l.
Proof.
  unfold memb; rewrite existsb_exists; split.
  - intros [y [Hy E]]; apply Nat.eqb_eq in E; subst; auto.
  - intros H; exists x; split; auto; apply Nat.eqb_refl.
Qed.

Lemma memb_false x l : memb x l = false <-> ~ In x l.
Proof.
  rewrite <- memb_In; destruct (memb x l); split; congruence.
Qed.

Section Graph.
Variable g : cfg.

(* [CT] "Cycles", item 1: the edges of the "directed graph G". *)
Definition edgeb (a b : nat) : bool :=
  (a <? nb g) && (b <? nb g) && memb b (succ g a).
Definition edge (a b : nat) : Prop := edgeb a b = true.

Lemma edge_bounds a b : edge a b -> a < nb g /\ b < nb g.
Proof.
  unfold edge, edgeb; intros H.
  apply andb_true_iff in H as [H _]; apply andb_true_iff in H as [H1 H2].
  apply Nat.ltb_lt in H1; apply Nat.ltb_lt in H2; auto.
Qed.

(* [CT] "Closed Paths and Cycles": a path of the CFG; here a walk from x
   through the blocks of l, in order, ending at y (closed when y = x). *)
Fixpoint walk (x : nat) (l : list nat) (y : nat) : Prop :=
  match l with
  | [] => x = y
  | v :: l' => edge x v /\ walk v l' y
  end.

Lemma walk_app x l1 y l2 z : walk x l1 y -> walk y l2 z -> walk x (l1 ++ l2) z.
Proof.
  revert x; induction l1 as [|v l1 IH]; simpl; intros x H1 H2.
  - subst; auto.
  - destruct H1; split; eauto.
Qed.

Lemma last_cons {A} (v : A) l x : last (v :: l) x = last l v.
Proof.
  revert v x; induction l as [|u l IH]; intros v x; [reflexivity|].
  change (last (u :: l) x = last (u :: l) v); rewrite !IH; reflexivity.
Qed.

Lemma walk_split x l1 l2 z :
  walk x (l1 ++ l2) z -> walk x l1 (last l1 x) /\ walk (last l1 x) l2 z.
Proof.
  revert x; induction l1 as [|v l1 IH]; intros x H; [simpl in *; auto|].
  rewrite last_cons; simpl in H; destruct H as [E W].
  apply IH in W as [W1 W2]; split; [split|]; auto.
Qed.

Lemma walk_bounded x l y : walk x l y -> Forall (fun v => v < nb g) l.
Proof.
  revert x; induction l as [|v l IH]; simpl; intros x H; constructor.
  - apply (edge_bounds x v); tauto.
  - apply (IH v); tauto.
Qed.

(* Cutting a walk at a later occurrence of one of its blocks. *)
Lemma walk_suffix v l y x :
  walk v l y -> In x (v :: l) ->
  exists l2, walk x l2 y /\ exists pre, v :: l = pre ++ x :: l2.
Proof.
  revert v; induction l as [|u l IH]; simpl; intros v W Hin.
  - destruct Hin as [E|[]]; subst; exists nil; split; [reflexivity|exists nil; reflexivity].
  - destruct W as [E W]; destruct Hin as [Hx|Hin].
    + subst; exists (u :: l); split; [simpl; auto|exists nil; auto].
    + destruct (IH u W Hin) as [l2 [W2 [pre Ep]]].
      exists l2; split; auto; exists (v :: pre); simpl; rewrite Ep; auto.
Qed.

Lemma NoDup_suffix {A} (pre l : list A) : NoDup (pre ++ l) -> NoDup l.
Proof.
  induction pre as [|a pre IH]; simpl; auto; intros N; inversion N; auto.
Qed.

(* Every walk can be shortened to one that repeats no block (its blocks, the
   start included, pairwise distinct), through blocks of the original walk. *)
Lemma walk_simple x l y :
  walk x l y -> exists l', walk x l' y /\ NoDup (x :: l') /\ incl l' l.
Proof.
  revert x; induction l as [|v l IH]; intros x W.
  - exists nil; simpl in *; repeat split; auto; [constructor; auto; constructor|intros a []].
  - destruct W as [E W]; destruct (IH v W) as [l1 [W1 [N1 I1]]].
    destruct (in_dec Nat.eq_dec x (v :: l1)) as [Hin|Hout].
    + destruct (walk_suffix v l1 y x W1 Hin) as [l2 [W2 [pre Ep]]].
      exists l2; split; auto; split.
      * rewrite Ep in N1; apply NoDup_suffix in N1; auto.
      * intros a Ha; assert (In a (v :: l1)) as H'
          by (rewrite Ep; apply in_or_app; right; right; auto).
        destruct H' as [H'|H']; [subst; left; auto|right; apply I1; auto].
    + exists (v :: l1); split; [split; auto|split].
      * constructor; auto.
      * intros a [Ha|Ha]; [subst; left; auto|right; apply I1; auto].
Qed.

(* Reachability inside a region R: a walk whose blocks after the start are
   all in R (the start is not required to be in R). *)
Definition reach_in (R : nat -> Prop) (x y : nat) : Prop :=
  exists l, walk x l y /\ Forall R l.

Lemma reach_in_refl R x : reach_in R x x.
Proof. exists nil; simpl; auto. Qed.

Lemma reach_in_trans R x y z : reach_in R x y -> reach_in R y z -> reach_in R x z.
Proof.
  intros [l1 [W1 F1]] [l2 [W2 F2]]; exists (l1 ++ l2); split.
  - eapply walk_app; eauto.
  - apply Forall_app; auto.
Qed.

Lemma reach_in_mono (R R' : nat -> Prop) x y :
  (forall v, R v -> R' v) -> reach_in R x y -> reach_in R' x y.
Proof.
  intros H [l [W F]]; exists l; split; auto; eapply Forall_impl; eauto.
Qed.

(* The computable version: a walk of at most k steps inside the region
   given as a list. *)
Fixpoint reachb_k (R : list nat) (k : nat) (x y : nat) : bool :=
  (x =? y) ||
  match k with
  | 0 => false
  | S k' => existsb (fun z => edgeb x z && memb z R && reachb_k R k' z y) (succ g x)
  end.

Definition reachb (R : list nat) (x y : nat) : bool := reachb_k R (nb g) x y.

Lemma reachb_k_sound R k x y :
  reachb_k R k x y = true -> exists l, length l <= k /\ walk x l y /\ Forall (fun v => In v R) l.
Proof.
  revert x; induction k as [|k IH]; simpl; intros x H;
    apply orb_true_iff in H as [H|H].
  - apply Nat.eqb_eq in H; subst; exists nil; simpl; auto.
  - discriminate.
  - apply Nat.eqb_eq in H; subst; exists nil; simpl; repeat split; auto; lia.
  - apply existsb_exists in H as [z [_ H]].
    apply andb_true_iff in H as [H Hr]; apply andb_true_iff in H as [He Hm].
    destruct (IH z Hr) as [l [Ll [W F]]].
    exists (z :: l); simpl; repeat split; auto; [lia|constructor; auto; apply memb_In; auto].
Qed.

Lemma reachb_k_complete R k x l y :
  walk x l y -> Forall (fun v => In v R) l -> length l <= k -> reachb_k R k x y = true.
Proof.
  revert x k; induction l as [|v l IH]; intros x k W F L; simpl in W.
  - subst; destruct k; simpl; rewrite Nat.eqb_refl; auto.
  - destruct k as [|k]; simpl in L; [lia|].
    destruct W as [E W]; inversion F; subst.
    simpl; apply orb_true_iff; right; apply existsb_exists; exists v; split.
    + unfold edge, edgeb in E; apply andb_true_iff in E as [_ E]; apply memb_In; auto.
    + rewrite E; simpl; rewrite (proj2 (memb_In v R)); auto; simpl.
      apply IH; auto; lia.
Qed.

(* A walk that repeats no block has at most nb blocks after its start. *)
Lemma simple_walk_length x l y : walk x l y -> NoDup (x :: l) -> length l <= nb g.
Proof.
  intros W N; destruct l as [|v l]; simpl; [lia|].
  assert (x < nb g) by (destruct W as [E _]; apply (edge_bounds x v E)).
  assert (incl (x :: v :: l) (seq 0 (nb g))) as I.
  { intros a Ha; apply in_seq; split; [lia|].
    destruct Ha as [Ha|Ha]; [subst; simpl; lia|].
    apply walk_bounded in W; rewrite Forall_forall in W; simpl; apply W; auto. }
  apply NoDup_incl_length in I; auto; rewrite seq_length in I; simpl in I; lia.
Qed.

Lemma reachb_spec R x y : reachb R x y = true <-> reach_in (fun v => In v R) x y.
Proof.
  split.
  - intros H; apply reachb_k_sound in H as [l [_ [W F]]]; exists l; auto.
  - intros [l [W F]]; destruct (walk_simple x l y W) as [l' [W' [N I]]].
    apply reachb_k_complete with l'; auto.
    + rewrite Forall_forall in *; intros v Hv; apply F, I, Hv.
    + eapply simple_walk_length; eauto.
Qed.

(* [CT] "Cycles", item 1: "a maximal strongly connected region" of "a
   subgraph" of the CFG.  The strongly connected region of x inside the
   region R (a list of blocks): the blocks of R that x reaches and that
   reach x inside R — maximal by definition, strongly connected by
   [scc_connected]. *)
Definition scc (R : list nat) (x : nat) : list nat :=
  filter (fun z => reachb R x z && reachb R z x) R.

Lemma scc_spec R x z :
  In z (scc R x) <-> In z R /\ reach_in (fun v => In v R) x z /\ reach_in (fun v => In v R) z x.
Proof.
  unfold scc; rewrite filter_In, andb_true_iff, !reachb_spec; tauto.
Qed.

(* [CT] "Cycles", item 1: "with at least one internal edge". *)
Definition has_edge (C : list nat) : bool :=
  existsb (fun a => existsb (fun b => edgeb a b) C) C.

(* Two blocks of one strongly connected region have the same region. *)
Lemma scc_same R x y : In y (scc R x) -> scc R y = scc R x.
Proof.
  intros Hy; apply scc_spec in Hy as [_ [Hxy Hyx]].
  unfold scc; apply filter_ext; intros z.
  destruct (reachb R y z) eqn:E1, (reachb R z y) eqn:E2,
    (reachb R x z) eqn:E3, (reachb R z x) eqn:E4; simpl; auto;
  repeat match goal with H : reachb _ _ _ = true |- _ => apply reachb_spec in H end;
  repeat match goal with H : reachb _ _ _ = false |- _ =>
    apply not_true_iff_false in H; rewrite reachb_spec in H end;
  exfalso; eauto using reach_in_trans.
Qed.

Lemma scc_incl R x : incl (scc R x) R.
Proof. intros z Hz; apply scc_spec in Hz; tauto. Qed.

Lemma scc_self R x : In x R -> In x (scc R x).
Proof. intros H; apply scc_spec; repeat split; auto; apply reach_in_refl. Qed.

(* A block on a walk inside R is reached from its start and reaches its end
   inside R. *)
Lemma walk_mid (R : nat -> Prop) a l b v :
  walk a l b -> Forall R l -> In v l -> reach_in R a v /\ reach_in R v b.
Proof.
  revert a; induction l as [|u l IH]; simpl; intros a W F Hv; [destruct Hv|].
  destruct W as [E W]; inversion F as [|? ? Fu Fl]; subst.
  destruct Hv as [Hv|Hv].
  - subst; split; [exists [v]; simpl; auto|exists l; auto].
  - destruct (IH u W Fl Hv) as [Huv Hvb]; split; auto.
    apply reach_in_trans with u; auto; exists [u]; simpl; auto.
Qed.

(* The region is strongly connected: two of its blocks are joined by a walk
   that stays in it ("strongly connected region"). *)
Lemma scc_connected R x a b :
  In a (scc R x) -> In b (scc R x) ->
  exists l, walk a l b /\ Forall (fun v => In v (scc R x)) l.
Proof.
  intros Ha Hb; apply scc_spec in Ha as [_ [Hxa Hax]]; apply scc_spec in Hb as [_ [Hxb Hbx]].
  destruct (reach_in_trans _ _ _ _ Hax Hxb) as [l [W F]].
  exists l; split; auto.
  rewrite Forall_forall; intros v Hv; apply scc_spec.
  rewrite Forall_forall in F; split; [apply F; auto|].
  rewrite <- Forall_forall in F.
  destruct (walk_mid _ a l b v W F Hv) as [Hav Hvb]; split.
  - apply reach_in_trans with a; auto.
  - apply reach_in_trans with b; auto.
Qed.

End Graph.
