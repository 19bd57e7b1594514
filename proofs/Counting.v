(* proofs/Counting.v — the counting-phi rule (docs/unbounded.md, "Counting
   phis"), items 1, 4 and 5 of its proof.

   Fix a hierarchy, a block X and a level i of X's header list: the cycle
   C = C_i with header H = H_i.  The rule asks that H be C's only entry
   ([CT] "Cycles", item 2: "A basic block in a cycle that can be reached
   from the entry of the function along a path that does not visit any
   other basic block in the cycle is called an entry of the cycle"; here:
   every edge from outside C into C ends at H) and that the function's
   entry be outside C.  A *stay* is a maximal run of consecutive positions
   of a trace in C.

   [stay_count] (item 1): at a position in C, the level-i count of X's
   header list is the number of executions of H in the current stay.
   [counting_stay_index] (item 5, with the signature theorem): instances
   that maximal converged-with relates, of a block of C, are at the same
   count of H in their stays.  [counting_phi] (items 4 and 5): a value
   whose instance read at a position in C is the initial term on entering
   C, the step function F of its previous instance at each further
   execution of H, and unchanged at C's other blocks, is F^(j-1)(init) at
   the j-th execution of H of a stay — so equal at related instances.

   That a counting phi's instances follow this recurrence (items 2 and 3:
   its stable operands have one term at both instances; by SSA dominance
   the step reads the phi's instance of the current iteration) is the
   semantics of terms, phis and SSA values, which this development does
   not model: docs/unbounded.md states the remaining gap. *)
From Coq Require Import List Arith Lia Bool.
From Convcheck Require Import Cfg Cycles Traces Convergence Signature.
Import ListNotations.

Section Counting.
Variable g : cfg.
Variable hd : list nat -> nat.
Variable T : nat -> list nat.
Hypothesis HW : walks g T.
(* Every thread starts at the function's entry. *)
Hypothesis Hstart : forall t, 0 < length (T t) -> nth 0 (T t) 0 = entry g.

Variable X i : nat.
Hypothesis Hi : i < length (hlist g hd X).
Notation C := (cyc g hd X i).
Notation H := (hdr g hd X i).
(* H is C's only entry, and the entry block is outside C. *)
Hypothesis single_entry : forall u v, edge g u v -> ~ In u C -> In v C -> v = H.
Hypothesis entry_out : ~ In (entry g) C.

Notation blk := (Traces.blk T).
Notation upto := (Traces.upto T).

(* The executions of H since the thread last was outside C. *)
Definition sstep (c b : nat) : nat :=
  if memb b C then (if b =? H then S c else c) else 0.
Definition scount (w : list nat) : nat := fold_left sstep w 0.

Lemma scount_snoc w b : scount (w ++ [b]) = sstep (scount w) b.
Proof. unfold scount; rewrite fold_left_app; auto. Qed.

Lemma upto_S t p : S p < length (T t) -> upto (t, S p) = upto (t, p) ++ [blk (t, S p)].
Proof. intros Hp; unfold Traces.upto, Traces.blk; cbn [fst snd]; apply firstn_S_snoc; auto. Qed.

Lemma upto_0 t : 0 < length (T t) -> upto (t, 0) = [entry g].
Proof.
  intros Hp; pose proof (Hstart t Hp) as S0; unfold Traces.upto; simpl.
  destruct (T t) as [|b w]; [simpl in Hp; lia|]; simpl in *; subst; auto.
Qed.

Lemma H_in_C : In H C.
Proof. apply (cyc_in g hd X i Hi). Qed.

Lemma H_not_above : ~ In H (above g hd X i).
Proof. apply (cyc_above g hd X i H Hi H_in_C). Qed.

(* Item 1, with what a position outside C carries: the count is 0 there,
   or the thread cannot come back into C without executing a header of an
   enclosing cycle (fact (F) of the signature theorem's proof). *)
Lemma stay_invariant t p :
  p < length (T t) ->
  (In (blk (t, p)) C -> cntj g hd X i (upto (t, p)) = scount (upto (t, p))) /\
  (~ In (blk (t, p)) C -> scount (upto (t, p)) = 0 /\
     (cntj g hd X i (upto (t, p)) = 0 \/ before g hd X i (blk (t, p)) = false)).
Proof.
  induction p as [|p IH]; intros Hp.
  - rewrite upto_0 by lia.
    assert (blk (t, 0) = entry g) as Eb by (unfold Traces.blk; simpl; apply Hstart; lia).
    rewrite Eb; split; [intros E; contradiction|intros _].
    change [entry g] with ([] ++ [entry g]).
    rewrite scount_snoc, cntj_snoc; unfold sstep.
    rewrite (proj2 (memb_false _ _) entry_out); split; auto; left.
    destruct (memb (entry g) (above g hd X i)); auto.
    destruct (entry g =? H) eqn:E; auto.
    apply Nat.eqb_eq in E; rewrite E in entry_out; destruct (entry_out H_in_C).
  - destruct (IH ltac:(lia)) as [Iin Iout].
    assert (Ed : edge g (blk (t, p)) (blk (t, S p))) by (apply HW; auto).
    rewrite upto_S by auto; rewrite scount_snoc, cntj_snoc; unfold sstep.
    remember (blk (t, S p)) as b' eqn:Eb'; remember (blk (t, p)) as b eqn:Eb.
    split; intros Hb'.
    + rewrite (proj2 (memb_In _ _) Hb').
      rewrite (proj2 (memb_false _ _)) by (apply (cyc_above g hd X i b' Hi Hb')).
      destruct (in_dec Nat.eq_dec b C) as [Hb|Hb].
      * rewrite Iin; auto.
      * (* entering C: through H, with the count at 0 *)
        assert (b' = H) as -> by (apply (single_entry b); auto).
        rewrite Nat.eqb_refl; destruct (Iout Hb) as [S0 [C0|C0]]; [rewrite C0, S0; auto|].
        exfalso; assert (before g hd X i b = true); [|congruence].
        apply before_spec; exists H, [H]; split; [apply H_in_C|split].
        -- simpl; auto.
        -- constructor; auto; apply H_not_above.
    + rewrite (proj2 (memb_false _ _) Hb'); split; auto.
      destruct (memb b' (above g hd X i)) eqn:Ea; [left; auto|].
      apply memb_false in Ea.
      assert (b' <> H) as NH by (intros E; apply Hb'; rewrite E; apply H_in_C).
      rewrite (proj2 (Nat.eqb_neq _ _) NH).
      destruct (in_dec Nat.eq_dec b C) as [Hb|Hb].
      * (* leaving C: b' cannot come back without passing a header above *)
        right; destruct (before g hd X i b') eqn:B; auto; exfalso.
        apply before_spec in B as [c [l [Hc [W F]]]].
        destruct (cyc_connected g hd X i c b Hi Hc Hb) as [l2 [W2 F2]].
        assert (Wc : walk g b (b' :: l ++ l2) b) by (split; auto; eapply walk_app; eauto).
        assert (Fc : Forall (fun v => ~ In v (above g hd X i)) (b' :: l ++ l2)).
        { constructor; auto; apply Forall_app; split; auto.
          eapply Forall_impl; [|apply F2]; simpl; intros v Hv; apply (cyc_above g hd X i v Hi Hv). }
        pose proof (cyc_closed_walk g hd X i b _ Hi Hb Wc Fc) as FC.
        inversion FC; subst; auto.
      * destruct (Iout Hb) as [_ [C0|B0]]; [left; auto|right].
        destruct (before g hd X i b') eqn:B; auto.
        apply before_spec in B as [c [l [Hc [W F]]]].
        assert (before g hd X i b = true); [|congruence].
        apply before_spec; exists c, (b' :: l); split; auto; split; [split; auto|constructor; auto].
Qed.

(* Item 1: at a position in C the level-i count is the number of
   executions of H in the current stay. *)
Theorem stay_count t p :
  p < length (T t) -> In (blk (t, p)) C -> cntj g hd X i (upto (t, p)) = scount (upto (t, p)).
Proof. intros Hp Hb; apply (stay_invariant t p Hp); auto. Qed.

(* A stay begins with H: at a position in C, H has run at least once in
   the current stay. *)
Lemma scount_pos t p : p < length (T t) -> In (blk (t, p)) C -> 1 <= scount (upto (t, p)).
Proof.
  induction p as [|p IH]; intros Hp Hb.
  - exfalso; unfold Traces.blk in Hb; simpl in Hb; rewrite Hstart in Hb by lia; auto.
  - rewrite upto_S, scount_snoc by auto; unfold sstep.
    rewrite (proj2 (memb_In _ _) Hb).
    destruct (in_dec Nat.eq_dec (blk (t, p)) C) as [Hb'|Hb'].
    + specialize (IH ltac:(lia) Hb'); destruct (blk (t, S p) =? H); lia.
    + assert (blk (t, S p) = H) as -> by (apply (single_entry (blk (t, p))); auto; apply HW; auto).
      rewrite Nat.eqb_refl; lia.
Qed.

(* Item 5: related instances of a block of C are at the same count of H in
   their stays. *)
Theorem counting_stay_index x y :
  Sig g hd T x y -> In (blk x) C -> scount (upto x) = scount (upto y).
Proof.
  intros HS Hx; pose proof HS as [Vx [Vy [_ [B _]]]].
  pose proof (key_sig g hd T X x y HS) as K.
  assert (nth i (key g hd T X x) (Fin 0) = nth i (key g hd T X y) (Fin 0)) as Ki by (rewrite K; auto).
  unfold key in Ki; rewrite !(nth_map_seq (fun j => kap g hd X j _ _)) in Ki by auto.
  unfold kap in Ki; rewrite <- B in Ki; rewrite (proj2 (memb_In _ _) Hx) in Ki.
  injection Ki as Ki.
  destruct x as [tx px], y as [ty py]; simpl in *.
  rewrite <- (stay_count tx px), <- (stay_count ty py); auto; rewrite <- B; auto.
Qed.

(* Items 4 and 5, for a value given by its recurrence: [val t p] is the
   value's instance read at position p of thread t (a position in C). *)
Variable Tm : Type.
Variable val : nat -> nat -> Tm.
Variable init : Tm.
Variable F : Tm -> Tm.
(* entering C (at H, its only entry): the initial term *)
Hypothesis val_enter : forall t p, S p < length (T t) -> ~ In (blk (t, p)) C ->
  In (blk (t, S p)) C -> val t (S p) = init.
(* a further execution of H in the stay: F of the previous instance *)
Hypothesis val_step : forall t p, S p < length (T t) -> In (blk (t, p)) C ->
  blk (t, S p) = H -> val t (S p) = F (val t p).
(* C's other blocks read the instance of the current iteration *)
Hypothesis val_keep : forall t p, S p < length (T t) -> In (blk (t, p)) C ->
  In (blk (t, S p)) C -> blk (t, S p) <> H -> val t (S p) = val t p.

Lemma val_iter t p :
  p < length (T t) -> In (blk (t, p)) C -> val t p = Nat.iter (scount (upto (t, p)) - 1) F init.
Proof.
  induction p as [|p IH]; intros Hp Hb.
  - exfalso; unfold Traces.blk in Hb; simpl in Hb; rewrite Hstart in Hb by lia; auto.
  - rewrite upto_S, scount_snoc by auto; unfold sstep; rewrite (proj2 (memb_In _ _) Hb).
    destruct (in_dec Nat.eq_dec (blk (t, p)) C) as [Hb'|Hb'].
    + pose proof (scount_pos t p ltac:(lia) Hb') as P.
      destruct (blk (t, S p) =? H) eqn:E.
      * apply Nat.eqb_eq in E; rewrite val_step, IH by (auto; lia).
        replace (S (scount (upto (t, p))) - 1) with (S (scount (upto (t, p)) - 1)) by lia.
        reflexivity.
      * apply Nat.eqb_neq in E; rewrite val_keep, IH by (auto; lia); auto.
    + rewrite val_enter by auto.
      assert (blk (t, S p) = H) as -> by (apply (single_entry (blk (t, p))); auto; apply HW; auto).
      rewrite Nat.eqb_refl.
      destruct (stay_invariant t p ltac:(lia)) as [_ Out]; destruct (Out Hb') as [-> _]; auto.
Qed.

(* docs/unbounded.md, "Counting phis", items 4-5: related instances of a
   block of C read the same term of the value. *)
Theorem counting_phi x y :
  Sig g hd T x y -> In (blk x) C -> val (fst x) (snd x) = val (fst y) (snd y).
Proof.
  intros HS Hx; pose proof HS as [Vx [Vy [_ [B _]]]].
  destruct x as [tx px], y as [ty py]; simpl in *.
  rewrite (val_iter tx px), (val_iter ty py); auto; [|rewrite <- B; auto].
  rewrite (counting_stay_index (tx, px) (ty, py)); auto.
Qed.

(* The same for the least fixed point itself (the signature theorem). *)
Corollary counting_phi_M x y :
  M_lit g hd T x y -> In (blk x) C -> val (fst x) (snd x) = val (fst y) (snd y).
Proof.
  intros M Hx; apply counting_phi; auto.
  destruct (signature_theorem g hd T HW x y) as [[A _] _]; apply A; auto.
Qed.

End Counting.
