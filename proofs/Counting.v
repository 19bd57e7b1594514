(* proofs/Counting.v — the counting-phi rule (docs/unbounded.md, "Counting
   phis"): items 1, 4 and 5 of its proof, and the trace part of item 2.

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

   [last_D_exists], [enclosing_header_sig] (item 2, its trace part): for
   a stable value of the header D of an enclosing single-entry cycle, the
   last instances of D before two related instances are related.

   The values themselves (phis, pure instructions, SSA) are modelled in
   Values.v, and CountingValues.v proves the rule whole from them
   ([counting_value]), using [stay_count], [scount_pos],
   [counting_stay_index], [last_D_exists] and [enclosing_header_sig] from
   here.  [counting_phi]'s single recurrence (one initial term and one F
   for every stay) is narrower than the rule: a stable value of an
   enclosing header is one term per stay of the enclosing cycle
   (docs/unbounded.md, "Counting phis", "In Coq"). *)
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

(* Item 2, the trace part, for a stable value defined in the header D =
   H_m of a single-entry cycle C_m enclosing x's block: the last instances
   of D before two instances with equal signatures have equal signatures
   (so a value of D proven uniform has one term at both).  By item 1 at
   level m the thread has executed D in its current stay in C_m; no header
   H_0 .. H_m runs between that last D and x, so D's counters there are
   x's, one less at level m. *)
Section Enclosing.
Variable g : cfg.
Variable hd : list nat -> nat.
Variable T : nat -> list nat.
Hypothesis HW : walks g T.
Hypothesis Hstart : forall t, 0 < length (T t) -> nth 0 (T t) 0 = entry g.
Variable X m : nat.
Hypothesis Hm : S m < length (hlist g hd X).
Notation Cm := (cyc g hd X m).
Notation D := (hdr g hd X m).
Hypothesis single_entry_m : forall u v, edge g u v -> ~ In u Cm -> In v Cm -> v = D.
Hypothesis entry_out_m : ~ In (entry g) Cm.

Notation blk := (Traces.blk T).

(* The last instance of D before x, with no header of levels 0 .. m
   between. *)
Definition last_D (dx x : inst) : Prop :=
  fst dx = fst x /\ snd dx < snd x /\ blk dx = D /\
  forall r, snd dx < r < snd x -> ~ In (nth r (T (fst x)) 0) (above g hd X (S m)).

Lemma last_D_exists x : valid T x -> blk x = X -> exists dx, last_D dx x.
Proof.
  intros Vx Bx; destruct x as [t p]; unfold Traces.valid in Vx; simpl in *.
  assert (Hm' : m < length (hlist g hd X)) by lia.
  assert (XC : In X Cm) by (apply (cyc_in g hd X m Hm')).
  assert (XD : X <> D).
  { intros E; apply (proj2 (cyc_nest g hd X m (S m) ltac:(lia) Hm)); rewrite <- E.
    apply (cyc_in g hd X (S m) Hm). }
  assert (XA : ~ In X (above g hd X m)) by (apply (cyc_above g hd X m X Hm' XC)).
  (* the level-m count before x is at least 1 *)
  assert (P : 1 <= cntj g hd X m (pre T (t, p))).
  { pose proof (stay_count g hd T HW Hstart X m Hm' single_entry_m entry_out_m t p Vx) as SC.
    pose proof (scount_pos g hd T HW Hstart X m Hm' single_entry_m entry_out_m t p Vx) as SP.
    rewrite Bx in SC, SP; specialize (SC XC); specialize (SP XC).
    assert (E1 : cntj g hd X m (upto T (t, p)) = cntj g hd X m (pre T (t, p))).
    { rewrite (upto_pre T (t, p)) by auto; rewrite Bx, cntj_snoc.
      rewrite (proj2 (memb_false _ _) XA), (proj2 (Nat.eqb_neq _ _) XD); auto. }
    lia. }
  (* so a header of level <= m ran before x; the last one is D *)
  assert (In D (pre T (t, p))) as ID.
  { destruct (in_dec Nat.eq_dec D (pre T (t, p))) as [I|N]; auto.
    unfold Traces.cntj in P; rewrite cnt_absent in P; auto; lia. }
  apply In_firstn_nth in ID as [r [Hr [_ Er]]]; simpl in Hr, Er.
  destruct (last_below (fun r => In (nth r (T t) 0) (above g hd X (S m)))
              (fun r => in_dec Nat.eq_dec _ _) p) as [q [H1 [H2 H3]]].
  { exists r; split; auto; rewrite Er; apply hdr_above; lia. }
  apply above_spec in H2 as [k [Hk Ek]]; [|lia].
  exists (t, q); unfold last_D, Traces.blk; simpl; split; auto; split; auto; split; auto.
  (* the last header of level <= m is D: another one would reset level m *)
  destruct (Nat.eq_dec k m) as [->|N]; [exact Ek|exfalso].
  assert (cntj g hd X m (pre T (t, p)) = 0); [|lia].
  assert (forall s, S q <= s <= p -> cntj g hd X m (firstn s (T t)) = 0) as Z; [|apply Z; simpl; lia].
  intros s [S1 S2]; induction s as [|s IH]; [lia|].
  rewrite firstn_S_snoc by lia; rewrite cntj_snoc.
  destruct (Nat.eq_dec s q) as [->|Ns].
  - rewrite Ek, (proj2 (memb_In _ _)); auto; apply hdr_above; lia.
  - rewrite IH by lia.
    destruct (memb (nth s (T t) 0) (above g hd X m)); auto.
    destruct (nth s (T t) 0 =? D) eqn:E; auto.
    apply Nat.eqb_eq in E; exfalso; apply (H3 s); [lia|]; rewrite E; apply hdr_above; lia.
Qed.

(* Between the last D and x the counters of levels 0 .. m do not change. *)
Lemma cnt_after_D j dx x :
  j <= m -> last_D dx x -> valid T x -> cntj g hd X j (pre T x) = cntj g hd X j (upto T dx).
Proof.
  intros Hj [Et [Hdx [_ Hmid]]] Vx; unfold Traces.pre, Traces.upto; rewrite Et.
  unfold Traces.valid in Vx.
  assert (forall r, S (snd dx) <= r <= snd x ->
            cntj g hd X j (firstn r (T (fst x))) = cntj g hd X j (firstn (S (snd dx)) (T (fst x)))) as H.
  { intros r [H1 H2]; induction r as [|r IH]; [lia|].
    destruct (Nat.eq_dec (S (snd dx)) (S r)) as [E|N]; [rewrite E; auto|].
    rewrite firstn_S_snoc by lia; rewrite cntj_snoc, IH by lia.
    assert (NA : ~ In (nth r (T (fst x)) 0) (above g hd X (S m))) by (apply Hmid; lia).
    rewrite (proj2 (memb_false _ _)).
    - destruct (nth r (T (fst x)) 0 =? hdr g hd X j) eqn:E; auto.
      apply Nat.eqb_eq in E; exfalso; apply NA; rewrite E; apply hdr_above; lia.
    - intros Ha; apply NA; apply above_spec in Ha as [k [Hk ->]]; [|lia].
      apply hdr_above; lia. }
  apply H; lia.
Qed.

Theorem enclosing_header_sig x y dx dy :
  Sig g hd T x y -> blk x = X -> last_D dx x -> last_D dy y -> Sig g hd T dx dy.
Proof.
  intros HS Bx Ldx Ldy; pose proof HS as [Vx [Vy [Dt [B EV]]]].
  assert (Hm' : m < length (hlist g hd X)) by lia.
  pose proof Ldx as [Etx [Hdx [Bdx _]]]; pose proof Ldy as [Ety [Hdy [Bdy _]]].
  assert (Vdx : valid T dx) by (unfold Traces.valid in *; rewrite Etx; lia).
  assert (Vdy : valid T dy) by (unfold Traces.valid in *; rewrite Ety; lia).
  split; auto; split; auto; split; [congruence|split; [congruence|]].
  rewrite Bdx, Bdy; unfold Traces.V; rewrite (hdr_depth g hd X m Hm').
  apply map_ext_in; intros j Hj; apply in_seq0 in Hj.
  assert (HD : In D Cm) by (apply (cyc_in g hd X m Hm')).
  destruct (cyc_prefix g hd X D m Hm' HD) as [_ EY].
  unfold Traces.cntj.
  rewrite (above_prefix g hd X D m Hm' HD j), (proj2 (EY j ltac:(lia))) by lia.
  change (cntj g hd X j (pre T dx) = cntj g hd X j (pre T dy)).
  (* x's and y's counters agree on every level of X's list *)
  assert (EC : cntj g hd X j (pre T x) = cntj g hd X j (pre T y)).
  { rewrite Bx in EV; rewrite <- B, Bx in EV.
    rewrite <- !(V_nth g hd T X) by lia; rewrite EV; auto. }
  assert (By : blk y = X) by congruence.
  rewrite (cnt_after_D j dx x), (cnt_after_D j dy y) in EC by (auto; lia).
  rewrite (upto_pre T dx Vdx), (upto_pre T dy Vdy), Bdx, Bdy, !cntj_snoc in EC.
  rewrite (proj2 (memb_false _ _)) in EC by (rewrite hdr_above; lia).
  destruct (Nat.eq_dec j m) as [->|N].
  - rewrite Nat.eqb_refl in EC; injection EC; auto.
  - rewrite (proj2 (Nat.eqb_neq _ _)) in EC; auto.
    intros E; apply hdr_inj in E; lia.
Qed.

End Enclosing.
