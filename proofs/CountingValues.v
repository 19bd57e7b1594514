(* proofs/CountingValues.v — the counting-phi rule proved whole for the
   value semantics of Values.v (docs/unbounded.md, "Counting phis",
   "Theorem.  A value that counts is uniform, for every L and every k").

   Fix, as in Counting.v, a hierarchy, a block X and a level i of X's
   header list: C = C_i with header H, H C's only entry, the function's
   entry outside C, every thread starting at the entry.  [stable],
   [cone], [counting_phi_of] and [counts] transcribe the document's
   definitions; [counting_value] is the theorem for a value of block X:
   two instances of X that maximal converged-with relates (equal
   signatures, the signature theorem) give it the same value — in any
   family of traces (any number of threads, any length).

   The proof follows the document's items on the semantics itself rather
   than through Counting.v's single recurrence (one initial term and one
   step F for every stay): a stable value of an enclosing header D = H_m is
   one term per stay of the enclosing cycle, not one everywhere, so the
   initial term and F are the stay's.  [core] shows, by induction on the
   two positions, that two instances of a value that counts, in
   iterations of C with the same count of H in their stays (item 1) and
   where the stable values are equal, are equal: a phi's instance reads
   the initial term on entering C ((iii)) or w's instance of the previous
   iteration ((i), item 3 by [iter_dom]: SSA dominance puts it there), a
   pure instruction its operands' instances of the current iteration (item
   3 again, or the same block).  [SE_related] is item 2: at related
   instances the stable values are equal (a constant or uniform argument
   everywhere; an instruction of a block in no cycle, or of D = H_m by
   [last_D_exists] / [enclosing_header_sig], through its last instance,
   which its proven uniformity makes equal).  [counting_stay_index] is
   item 5. *)
From Coq Require Import List Arith Lia Bool.
From Convcheck Require Import Cfg Cycles Traces Convergence Signature Counting Values.
Import ListNotations.

Section CountingValues.
Variable g : cfg.
Variable hd : list nat -> nat.
Variable T : nat -> list nat.
Hypothesis HW : walks g T.
Hypothesis Hstart : forall t, 0 < length (T t) -> nth 0 (T t) 0 = entry g.

Variable X i : nat.
Hypothesis Hi : i < length (hlist g hd X).
Notation C := (cyc g hd X i).
Notation H := (hdr g hd X i).
Hypothesis single_entry : forall u v, edge g u v -> ~ In u C -> In v C -> v = H.
Hypothesis entry_out : ~ In (entry g) C.

Variable P : prog.
Hypothesis Hssa : ssa g P.
Variable Val : Type.
Variable undef : Val.
Variable cst : nat -> Val.
Variable arg : nat -> nat -> Val.
Variable opsem : nat -> list Val -> Val.

Notation blk := (Traces.blk T).
Notation upto := (Traces.upto T).
Notation envp := (Values.envp P Val undef cst arg opsem T).
Notation prv := (Values.prv P Val undef cst arg opsem T).
Notation opnd := (Values.opnd P Val undef cst arg opsem T).
Notation value := (Values.value P Val undef cst arg opsem T).
Notation rd := (Values.rd Val cst arg).
Notation scount := (Counting.scount g hd X i).
Notation Sig := (Traces.Sig g hd T).

(* [CU] "Uniformity", 2: "The output of a static instance X is uniform
   for a given set of threads if and only if it is uniform for every pair
   of converged dynamic instances of X produced by those threads", and 1:
   uniform for two converged instances "if and only if it compares equal"
   — here for the threads of T and the hierarchy hd, converged being equal
   signatures (the signature theorem).  docs/unbounded.md, "Counting
   phis": "an instruction proven uniform". *)
Definition uniform (s : nat) : Prop :=
  forall a b, Sig a b -> blk a = dblk P s -> value s a = value s b.

(* "D is the header of a single-entry cycle E of h that strictly contains
   C": E = C_m of X's list, m < i. *)
Definition enclosing_header (D : nat) : Prop :=
  exists m, m < i /\ D = hdr g hd X m /\
    (forall u v, edge g u v -> ~ In u (cyc g hd X m) -> In v (cyc g hd X m) -> v = hdr g hd X m) /\
    ~ In (entry g) (cyc g hd X m).

(* docs/unbounded.md, "Counting phis": "A value s is stable for C when it
   is a constant ..., or an argument the model makes uniform [here: the
   same in every thread]; or an instruction proven uniform, defined in a
   block D outside C, where D is in no cycle, or D is the header of a
   single-entry cycle E of h that strictly contains C."  (That D
   dominates H, which the proof needs, SSA gives for the operands the rule
   reads: [dom_into], [dom_entry].) *)
Definition stable (a : operand) : Prop :=
  match a with
  | Cst _ => True
  | Arg n => forall t t', arg t n = arg t' n
  | Ins s => ~ In (dblk P s) C /\ uniform s /\
             (hlist g hd (dblk P s) = [] \/ enclosing_header (dblk P s))
  end.

(* (ii): "w is defined in a block of C, is no phi, and is pure ... with
   every operand p, a stable value or a pure non-phi instruction of a
   block of C with the same kind of operands (no other phi in the cone)". *)
Inductive cone (q : nat) : nat -> Prop :=
| cone_op v o args : In (dblk P v) C -> def P v = Op o args ->
    (forall a, In a args -> a = Ins q \/ stable a \/ exists u, a = Ins u /\ cone q u) ->
    cone q v.

(* "A counting phi of C is a phi p of H such that (i) every incoming value
   on an edge from inside C is one instruction w; (ii) [cone]; (iii)
   every incoming value on an edge from outside C is one and the same
   stable value ι". *)
Definition counting_phi_of (q : nat) : Prop :=
  dblk P q = H /\ exists inc w iota, def P q = Phi inc /\ cone q w /\ stable iota /\
    (forall u, edge g u H -> In u C -> inc u = Ins w) /\
    (forall u, edge g u H -> ~ In u C -> inc u = iota).

(* "A value counts (for C) when it is a counting phi of C, or a pure
   non-phi instruction of a block of C whose operands are counting phis of
   C, stable values, or instructions of blocks of C that count." *)
Inductive counts : nat -> Prop :=
| counts_phi q : counting_phi_of q -> counts q
| counts_op v o args : In (dblk P v) C -> def P v = Op o args ->
    (forall a, In a args -> stable a \/ exists u, a = Ins u /\ counts u) -> counts v.

(* The values the proof follows: those that count and the cones. *)
Definition cl (v : nat) : Prop := counts v \/ exists q, counting_phi_of q /\ cone q v.

Lemma H_C : In H C.
Proof. apply (cyc_in g hd X i Hi). Qed.

Lemma X_C : In X C.
Proof. apply (cyc_in g hd X i Hi). Qed.

Lemma cl_cases v :
  cl v -> counting_phi_of v \/
  exists o args, In (dblk P v) C /\ def P v = Op o args /\
    forall a, In a args -> stable a \/ exists u, a = Ins u /\ cl u.
Proof.
  intros [Cv|[q [Hq Cv]]].
  - inversion Cv as [q Hq|v' o args Cin Hd Ha]; subst; [left; auto|right].
    exists o, args; repeat split; auto; intros a Ia.
    destruct (Ha a Ia) as [S|[u [E Cu]]]; [left; auto|right; exists u; split; auto; left; auto].
  - inversion Cv as [v' o args Cin Hd Ha]; subst; right.
    exists o, args; repeat split; auto; intros a Ia.
    destruct (Ha a Ia) as [E|[S|[u [E Cu]]]].
    + right; exists q; split; auto; left; apply counts_phi; auto.
    + left; auto.
    + right; exists u; split; auto; right; exists q; auto.
Qed.

Lemma cl_in_C v : cl v -> In (dblk P v) C.
Proof.
  intros Cv; destruct (cl_cases v Cv) as [[E _]|[o [args [Cin _]]]]; auto.
  rewrite E; apply H_C.
Qed.

(* ---- iterations of C in a trace ----------------------------------------- *)

Lemma pos0_out t : 0 < length (T t) -> ~ In (blk (t, 0)) C.
Proof. intros L; unfold Traces.blk; simpl; rewrite Hstart by auto; auto. Qed.

(* Positions h .. e of thread t: one iteration of C, begun by H at h
   (docs/unbounded.md, "Counting phis", item 1: "A stay begins with H"). *)
Definition iter (t h e : nat) : Prop :=
  h <= e /\ e < length (T t) /\ blk (t, h) = H /\
  (forall r, h <= r <= e -> In (blk (t, r)) C) /\ (forall r, h < r <= e -> blk (t, r) <> H).

Lemma iter_exists t e : e < length (T t) -> In (blk (t, e)) C -> exists h, iter t h e.
Proof.
  induction e as [|e IH]; intros L Ce.
  - exfalso; apply (pos0_out t); auto; lia.
  - assert (Ed : edge g (blk (t, e)) (blk (t, S e))) by (apply HW; auto).
    destruct (Nat.eq_dec (blk (t, S e)) H) as [EH|NH].
    + exists (S e); unfold iter; repeat split; auto; intros r Hr;
        [replace r with (S e) by lia; auto|lia].
    + destruct (in_dec Nat.eq_dec (blk (t, e)) C) as [Ce'|Ce'].
      * destruct (IH ltac:(lia) Ce') as [h [H1 [H2 [H3 [H4 H5]]]]].
        exists h; unfold iter; repeat split; auto; try lia.
        -- intros r Hr; destruct (Nat.eq_dec r (S e)) as [->|N]; auto; apply H4; lia.
        -- intros r Hr; destruct (Nat.eq_dec r (S e)) as [->|N]; auto; apply H5; lia.
      * exfalso; apply NH; apply (single_entry (blk (t, e))); auto.
Qed.

(* Within an iteration the count of H in the stay does not change (item 1). *)
Lemma iter_scount t h e :
  iter t h e -> forall r, h <= r <= e -> scount (upto (t, r)) = scount (upto (t, e)).
Proof.
  induction e as [|e IH]; intros It r Hr.
  - replace r with 0 by lia; auto.
  - destruct (Nat.eq_dec r (S e)) as [->|N]; auto.
    destruct It as [H1 [H2 [H3 [H4 H5]]]].
    rewrite upto_S, scount_snoc by auto; unfold sstep.
    rewrite (proj2 (memb_In _ _)) by (apply H4; lia).
    rewrite (proj2 (Nat.eqb_neq _ _)) by (apply H5; lia).
    apply IH; [|lia]; unfold iter; repeat split; auto; try lia;
      intros; [apply H4|apply H5]; lia.
Qed.

Lemma scount_enter t p :
  S p < length (T t) -> ~ In (blk (t, p)) C -> blk (t, S p) = H -> scount (upto (t, S p)) = 1.
Proof.
  intros L Np E; rewrite upto_S, scount_snoc by auto; unfold sstep; rewrite E.
  rewrite (proj2 (memb_In _ _) H_C), Nat.eqb_refl.
  destruct (stay_invariant g hd T HW Hstart X i Hi single_entry entry_out t p ltac:(lia)) as [_ O].
  destruct (O Np) as [-> _]; auto.
Qed.

Lemma scount_again t p :
  S p < length (T t) -> In (blk (t, p)) C -> blk (t, S p) = H ->
  scount (upto (t, S p)) = S (scount (upto (t, p))) /\ 2 <= scount (upto (t, S p)).
Proof.
  intros L Cp E; rewrite upto_S, scount_snoc by auto; unfold sstep; rewrite E.
  rewrite (proj2 (memb_In _ _) H_C), Nat.eqb_refl.
  pose proof (scount_pos g hd T HW Hstart X i Hi single_entry entry_out t p ltac:(lia) Cp); lia.
Qed.

(* A walk from outside C into C enters it at H, outside C before. *)
Lemma walk_first_entry x l y :
  walk g x l y -> ~ In x C -> In y C ->
  exists l1, walk g x (l1 ++ [H]) H /\ Forall (fun v => ~ In v C) l1.
Proof.
  revert x; induction l as [|v l IH]; intros x W Nx Cy.
  - simpl in W; subst; contradiction.
  - destruct W as [E W]; destruct (in_dec Nat.eq_dec v C) as [Cv|Cv].
    + assert (v = H) as <- by (apply (single_entry x v); auto).
      exists []; simpl; auto.
    + destruct (IH v W Cv Cy) as [l1 [W1 F1]].
      exists (v :: l1); split; [split; auto|constructor; auto].
Qed.

(* docs/unbounded.md, "Counting phis", item 3: a block d of C that
   dominates the block at position e is executed in e's iteration ("If o
   had no instance between the j-th H and u, the first arrival at H
   followed by the part of the trace from the j-th H to u would be a path
   from the entry to u avoiding o, against o dominating u"). *)
Lemma iter_dom t h e d :
  iter t h e -> In d C -> dom g d (blk (t, e)) -> exists q, h <= q <= e /\ blk (t, q) = d.
Proof.
  intros It Cd Dd; pose proof It as [H1 [H2 [H3 [H4 H5]]]].
  destruct (thread_walk g T HW t 0 h ltac:(lia) ltac:(lia)) as [l [W _]].
  rewrite Hstart in W by lia.
  assert (Ch : In (nth h (T t) 0) C) by (apply (H4 h); lia).
  destruct (walk_first_entry _ _ _ W entry_out Ch) as [l1 [W1 F1]].
  destruct (thread_walk g T HW t h e H1 H2) as [l2 [W2 F2]].
  change (nth h (T t) 0) with (blk (t, h)) in W2; rewrite H3 in W2.
  assert (W3 : walk g (entry g) ((l1 ++ [H]) ++ l2) (blk (t, e))) by (eapply walk_app; eauto).
  apply Dd in W3; destruct W3 as [E|W3]; [rewrite E in entry_out; contradiction|].
  apply in_app_or in W3 as [W3|W3]; [apply in_app_or in W3 as [W3|[W3|[]]]|].
  - rewrite Forall_forall in F1; destruct (F1 d W3 Cd).
  - exists h; split; [lia|congruence].
  - destruct (F2 d W3) as [r [Hr Er]]; exists r; split; [lia|symmetry; auto].
Qed.

(* The last instance of v's block at or before e, from one at q0. *)
Lemma last_inst t q0 e v :
  q0 <= e -> e < length (T t) -> blk (t, q0) = dblk P v ->
  exists q, q0 <= q <= e /\ blk (t, q) = dblk P v /\ envp t e v = envp t q v.
Proof.
  intros Hq He Bq.
  destruct (last_below (fun r => blk (t, r) = dblk P v) (fun r => Nat.eq_dec _ _) (S e))
    as [q [Q1 [Q2 Q3]]]; [exists q0; split; [lia|auto]|].
  assert (q0 <= q) by (destruct (le_lt_dec q0 q); auto; exfalso; apply (Q3 q0); auto; lia).
  exists q; split; [lia|split; auto].
  apply value_last; [lia|auto|]; intros r Hr; apply Q3; lia.
Qed.

(* A stable value does not change while the thread stays in C. *)
Lemma stable_persist t q e a :
  q <= e -> e < length (T t) -> (forall r, q < r <= e -> In (blk (t, r)) C) -> stable a ->
  rd t (envp t e) a = rd t (envp t q) a.
Proof.
  intros Hq He Hr Sa; destruct a as [c|n|s]; simpl; auto.
  destruct Sa as [Ns _]; apply value_last; auto; intros r Hr' E; apply Ns; rewrite <- E; apply Hr; auto.
Qed.

(* SSA puts a stable value's block above H: a block outside C that
   dominates a block of C dominates H (C is strongly connected) ... *)
Lemma dom_into D Y : dom g D Y -> ~ In D C -> In Y C -> dom g D H.
Proof.
  intros Dd Nd CY l W.
  destruct (cyc_connected g hd X i H Y Hi H_C CY) as [l2 [W2 F2]].
  pose proof (Dd (l ++ l2) (walk_app g _ _ _ _ _ W W2)) as I.
  destruct I as [E|I]; [left; auto|right].
  apply in_app_or in I as [I|I]; auto.
  rewrite Forall_forall in F2; destruct (Nd (F2 D I)).
Qed.

(* ... and a block that dominates the source of every edge entering C
   dominates H (C's only entry). *)
Lemma dom_entry D : (forall u, edge g u H -> ~ In u C -> dom g D u) -> dom g D H.
Proof.
  intros Hd.
  assert (G : forall l x l0, walk g (entry g) l0 x -> walk g x l H -> ~ In x C ->
            In D (entry g :: l0 ++ l)).
  { induction l as [|v l IH]; intros x l0 W0 W Nx.
    - simpl in W; subst; destruct (Nx H_C).
    - destruct W as [E W]; destruct (in_dec Nat.eq_dec v C) as [Cv|Cv].
      + assert (v = H) as -> by (apply (single_entry x v); auto).
        pose proof (Hd x E Nx l0 W0) as I; destruct I as [I|I]; [left; auto|right].
        apply in_or_app; left; auto.
      + assert (W1 : walk g (entry g) (l0 ++ [v]) v) by (eapply walk_app; eauto; simpl; auto).
        pose proof (IH v (l0 ++ [v]) W1 W Cv) as I; rewrite <- app_assoc in I; exact I. }
  intros l W; apply (G l (entry g) [] eq_refl W entry_out).
Qed.

(* An instruction of C reads a stable operand as it is at its position. *)
Lemma opnd_stable t p v a :
  p < length (T t) -> In (blk (t, p)) C -> stable a -> opnd t p v a = rd t (envp t p) a.
Proof.
  intros L Cp Sa; destruct a as [c|n|s]; simpl; auto.
  destruct Sa as [Ns _].
  assert (N : dblk P s <> blk (t, p)) by (intros E; apply Ns; rewrite E; auto).
  rewrite (proj2 (Nat.eqb_neq _ _) N); simpl.
  rewrite value_other; auto.
Qed.

(* A stable instruction the rule reads is defined above H ([dom_into],
   [dom_entry]). *)
Definition above_H (a : operand) : Prop :=
  match a with Ins s => dom g (dblk P s) H | _ => True end.

(* The stable values are equal at the two positions. *)
Definition SE (x y : inst) : Prop :=
  forall a, stable a -> above_H a ->
  rd (fst x) (envp (fst x) (snd x)) a = rd (fst y) (envp (fst y) (snd y)) a.

(* Items 1, 3 and 4: in iterations with the same count of H in their
   stays, and equal stable values, a value that counts is equal. *)
Definition claim (x y : inst) (v : nat) : Prop :=
  valid T x -> valid T y -> blk x = dblk P v -> blk y = dblk P v ->
  scount (upto x) = scount (upto y) -> SE x y -> cl v -> value v x = value v y.

Lemma core n : forall x y v, snd x + snd y < n -> claim x y v.
Proof.
  induction n as [|n IHn]; intros x y v Hn; [lia|].
  induction v as [v IHv] using lt_wf_ind.
  intros Vx Vy Bx By Sc Se Cv.
  destruct x as [t1 p1], y as [t2 p2]; unfold Traces.valid in Vx, Vy; simpl in *.
  unfold Values.value; simpl.
  destruct (le_lt_dec (nd P) v) as [Big|Small]; [rewrite !value_big by auto; reflexivity|].
  assert (Cb : In (dblk P v) C) by (apply cl_in_C; auto).
  assert (C1 : In (blk (t1, p1)) C) by congruence.
  assert (C2 : In (blk (t2, p2)) C) by congruence.
  pose proof (Hssa v Small) as Sv.
  destruct (cl_cases v Cv) as [Ph|[o [args [Cin [Hd Ha]]]]].
  - (* a counting phi: the edge just taken *)
    pose proof Ph as [Dv [inc [w [iota [Hd [Cw [Si [Iin Iout]]]]]]]].
    rewrite Hd in Sv.
    destruct p1 as [|p1]; [exfalso; apply (pos0_out t1); auto; lia|].
    destruct p2 as [|p2]; [exfalso; apply (pos0_out t2); auto; lia|].
    assert (E1 : edge g (blk (t1, p1)) (blk (t1, S p1))) by (apply HW; auto).
    assert (E2 : edge g (blk (t2, p2)) (blk (t2, S p2))) by (apply HW; auto).
    assert (B1 : blk (t1, S p1) = H) by congruence.
    assert (B2 : blk (t2, S p2) = H) by congruence.
    rewrite B1 in E1; rewrite B2 in E2.
    rewrite (value_phi _ _ _ _ _ _ _ t1 p1 v inc), (value_phi _ _ _ _ _ _ _ t2 p2 v inc)
      by (auto; congruence).
    destruct (in_dec Nat.eq_dec (blk (t1, p1)) C) as [I1|O1];
      destruct (in_dec Nat.eq_dec (blk (t2, p2)) C) as [I2|O2].
    + (* a further iteration: w's instance of the previous one *)
      rewrite (Iin _ E1 I1), (Iin _ E2 I2); simpl.
      assert (Cw' : cl w) by (right; exists v; auto).
      assert (Cdw : In (dblk P w) C) by (apply cl_in_C; auto).
      destruct (scount_again t1 p1 Vx I1 B1) as [S1 _].
      destruct (scount_again t2 p2 Vy I2 B2) as [S2 _].
      destruct (iter_exists t1 p1 ltac:(lia) I1) as [h1 It1].
      destruct (iter_exists t2 p2 ltac:(lia) I2) as [h2 It2].
      destruct (iter_dom t1 h1 p1 (dblk P w) It1 Cdw) as [q01 [Q01 B01]].
      { apply (Sv _ w); [rewrite Dv; auto|apply Iin; auto]. }
      destruct (iter_dom t2 h2 p2 (dblk P w) It2 Cdw) as [q02 [Q02 B02]].
      { apply (Sv _ w); [rewrite Dv; auto|apply Iin; auto]. }
      destruct (last_inst t1 q01 p1 w ltac:(lia) ltac:(lia) B01) as [q1 [Q1 [Bq1 ->]]].
      destruct (last_inst t2 q02 p2 w ltac:(lia) ltac:(lia) B02) as [q2 [Q2 [Bq2 ->]]].
      apply (IHn (t1, q1) (t2, q2) w); unfold Traces.valid; simpl; auto; try lia.
      * rewrite (iter_scount t1 h1 p1 It1 q1), (iter_scount t2 h2 p2 It2 q2) by lia; lia.
      * intros a Sa Da; simpl.
        destruct It1 as [_ [_ [_ [In1 _]]]]; destruct It2 as [_ [_ [_ [In2 _]]]].
        assert (A1 : forall r, q1 < r <= S p1 -> In (blk (t1, r)) C)
          by (intros r Hr; destruct (Nat.eq_dec r (S p1)) as [->|N]; [rewrite B1; apply H_C|apply In1; lia]).
        assert (A2 : forall r, q2 < r <= S p2 -> In (blk (t2, r)) C)
          by (intros r Hr; destruct (Nat.eq_dec r (S p2)) as [->|N]; [rewrite B2; apply H_C|apply In2; lia]).
        rewrite <- (stable_persist t1 q1 (S p1) a), <- (stable_persist t2 q2 (S p2) a); auto; lia.
    + exfalso; destruct (scount_again t1 p1 Vx I1 B1) as [_ S1].
      rewrite Sc, (scount_enter t2 p2 Vy O2 B2) in S1; lia.
    + exfalso; destruct (scount_again t2 p2 Vy I2 B2) as [_ S2].
      rewrite <- Sc, (scount_enter t1 p1 Vx O1 B1) in S2; lia.
    + (* entering C: the initial term *)
      rewrite (Iout _ E1 O1), (Iout _ E2 O2).
      assert (A1 : forall r, p1 < r <= S p1 -> In (blk (t1, r)) C)
        by (intros r Hr; replace r with (S p1) by lia; rewrite B1; apply H_C).
      assert (A2 : forall r, p2 < r <= S p2 -> In (blk (t2, r)) C)
        by (intros r Hr; replace r with (S p2) by lia; rewrite B2; apply H_C).
      assert (Di : above_H iota).
      { destruct iota as [c|m|s]; simpl; auto; apply dom_entry; intros u Eu Nu.
        apply (Sv u s); [rewrite Dv; auto|apply Iout; auto]. }
      rewrite <- (stable_persist t1 p1 (S p1) iota), <- (stable_persist t2 p2 (S p2) iota); auto.
  - (* a pure instruction: its operands *)
    rewrite Hd in Sv.
    rewrite (value_op _ _ _ _ _ _ _ t1 p1 v o args), (value_op _ _ _ _ _ _ _ t2 p2 v o args)
      by (auto; congruence).
    f_equal; apply map_ext_in; intros a Ia.
    destruct (Ha a Ia) as [Sa|[u [-> Cu]]].
    { rewrite !opnd_stable by auto; apply (Se a Sa).
      destruct a as [c|m|s]; simpl; auto.
      apply (dom_into _ (dblk P v)); [apply (Sv s Ia)|apply Sa|auto]. }
    destruct (Sv u Ia) as [Du Lu].
    destruct (Nat.eq_dec (dblk P u) (dblk P v)) as [Eu|Nu].
    + (* the same block, earlier: this position *)
      specialize (Lu Eu); unfold Values.opnd.
      rewrite Bx, By, Eu, Nat.eqb_refl, (proj2 (Nat.ltb_lt _ _) Lu); simpl.
      apply (IHv u Lu); simpl; auto; congruence.
    + (* another block of C: its instance in this iteration *)
      assert (Cdu : In (dblk P u) C) by (apply cl_in_C; auto).
      destruct (iter_exists t1 p1 Vx C1) as [h1 It1].
      destruct (iter_exists t2 p2 Vy C2) as [h2 It2].
      destruct (iter_dom t1 h1 p1 (dblk P u) It1 Cdu) as [q01 [Q01 B01]]; [rewrite Bx; auto|].
      destruct (iter_dom t2 h2 p2 (dblk P u) It2 Cdu) as [q02 [Q02 B02]]; [rewrite By; auto|].
      assert (q01 <> p1) by (intros ->; congruence).
      assert (q02 <> p2) by (intros ->; congruence).
      destruct p1 as [|p1]; [lia|]; destruct p2 as [|p2]; [lia|].
      unfold Values.opnd.
      rewrite Bx, By, (proj2 (Nat.eqb_neq _ _) Nu); simpl.
      destruct (last_inst t1 q01 p1 u ltac:(lia) ltac:(lia) B01) as [q1 [Q1 [Bq1 ->]]].
      destruct (last_inst t2 q02 p2 u ltac:(lia) ltac:(lia) B02) as [q2 [Q2 [Bq2 ->]]].
      apply (IHn (t1, q1) (t2, q2) u); unfold Traces.valid; simpl; auto; try lia.
      * rewrite (iter_scount t1 h1 (S p1) It1 q1), (iter_scount t2 h2 (S p2) It2 q2) by lia; auto.
      * intros a Sa Da; simpl.
        destruct It1 as [_ [_ [_ [In1 _]]]]; destruct It2 as [_ [_ [_ [In2 _]]]].
        assert (A1 : forall r, q1 < r <= S p1 -> In (blk (t1, r)) C) by (intros r Hr; apply In1; lia).
        assert (A2 : forall r, q2 < r <= S p2 -> In (blk (t2, r)) C) by (intros r Hr; apply In2; lia).
        rewrite <- (stable_persist t1 q1 (S p1) a), <- (stable_persist t2 q2 (S p2) a); auto; lia.
Qed.

(* ---- item 2: the stable values at related instances ------------------ *)

(* A block that dominates H has run before any position in C. *)
Lemma dom_reached t e d :
  e < length (T t) -> In (blk (t, e)) C -> dom g d H -> ~ In d C ->
  exists r, r < e /\ blk (t, r) = d.
Proof.
  intros L Ce Dd Nd.
  destruct (iter_exists t e L Ce) as [h [H1 [H2 [H3 [H4 _]]]]].
  assert (h <> 0) by (intros ->; apply (pos0_out t); [lia|rewrite H3; apply H_C]).
  destruct (thread_walk g T HW t 0 h ltac:(lia) ltac:(lia)) as [l [W F]].
  rewrite Hstart in W by lia.
  change (nth h (T t) 0) with (blk (t, h)) in W; rewrite H3 in W.
  apply Dd in W as [E|W].
  - exists 0; split; [lia|]; unfold Traces.blk; simpl; rewrite Hstart by lia; auto.
  - destruct (F d W) as [r [Hr Er]].
    assert (r <> h) by (intros ->; apply Nd; rewrite Er; apply (H4 h); lia).
    exists r; split; [lia|symmetry; auto].
Qed.

Lemma SE_related x y : Sig x y -> blk x = X -> SE x y.
Proof.
  intros HS Bx; pose proof HS as [Vx [Vy [Dt [B _]]]].
  assert (By : blk y = X) by congruence.
  intros a Sa Ds; destruct a as [c|n|s]; simpl; auto.
  destruct Sa as [Ns [Us Cs]]; simpl in Ds.
  destruct x as [t1 p1], y as [t2 p2]; unfold Traces.valid in Vx, Vy; simpl in *.
  assert (C1 : In (blk (t1, p1)) C) by (rewrite Bx; apply X_C).
  assert (C2 : In (blk (t2, p2)) C) by (rewrite By; apply X_C).
  destruct Cs as [Nc|[m [Hm [ED [Se_m Eo_m]]]]].
  - (* D in no cycle: any two instances of D are related *)
    destruct (dom_reached t1 p1 (dblk P s) Vx C1 Ds Ns) as [r1 [R1 E1]].
    destruct (dom_reached t2 p2 (dblk P s) Vy C2 Ds Ns) as [r2 [R2 E2]].
    destruct (last_inst t1 r1 p1 s ltac:(lia) Vx E1) as [q1 [Q1 [Bq1 ->]]].
    destruct (last_inst t2 r2 p2 s ltac:(lia) Vy E2) as [q2 [Q2 [Bq2 ->]]].
    apply (Us (t1, q1) (t2, q2)); auto.
    unfold Traces.Sig, Traces.valid; simpl; repeat split; auto; try lia; try congruence.
    unfold Traces.V; rewrite Bq1, Bq2, Nc; reflexivity.
  - (* D = H_m: the last instances of D, related (Counting.v) *)
    assert (Hm' : S m < length (hlist g hd X)) by lia.
    destruct (last_D_exists g hd T HW Hstart X m Hm' Se_m Eo_m (t1, p1) Vx Bx) as [dx Ldx].
    destruct (last_D_exists g hd T HW Hstart X m Hm' Se_m Eo_m (t2, p2) Vy By) as [dy Ldy].
    pose proof (enclosing_header_sig g hd T X m Hm' (t1, p1) (t2, p2) dx dy HS Bx Ldx Ldy) as Sd.
    pose proof Ldx as [Ex [Lx [Bdx Mx]]]; pose proof Ldy as [Ey [Ly [Bdy My]]].
    destruct dx as [tx px], dy as [ty py]; simpl in *; subst tx ty.
    assert (DA : In (hdr g hd X m) (above g hd X (S m))) by (apply hdr_above; lia).
    rewrite (value_last _ _ _ _ _ _ _ t1 px p1 s), (value_last _ _ _ _ _ _ _ t2 py p2 s); try lia.
    + apply (Us (t1, px) (t2, py)); auto; simpl; congruence.
    + intros r Hr E; destruct (Nat.eq_dec r p2) as [->|N]; [apply Ns; rewrite <- E; auto|].
      apply (My r); [lia|]; unfold Traces.blk in E; simpl in E; rewrite E, ED; auto.
    + intros r Hr E; destruct (Nat.eq_dec r p1) as [->|N]; [apply Ns; rewrite <- E; auto|].
      apply (Mx r); [lia|]; unfold Traces.blk in E; simpl in E; rewrite E, ED; auto.
Qed.

(* docs/unbounded.md, "Counting phis", "Theorem.  A value that counts is
   uniform, for every L and every k": a value of block X that counts for
   C has the same value at two instances of X with equal signatures, in
   any family of traces — uniform in the sense of [CU] "Uniformity", 2
   ("uniform for every pair of converged dynamic instances of X"). *)
Theorem counting_value v x y :
  counts v -> dblk P v = X -> Sig x y -> blk x = X -> value v x = value v y.
Proof.
  intros Cv Dv HS Bx; pose proof HS as [Vx [Vy [_ [B _]]]].
  apply (core (S (snd x + snd y)) x y v); auto; try congruence.
  - apply (counting_stay_index g hd T HW Hstart X i Hi single_entry entry_out x y HS).
    rewrite Bx; apply X_C.
  - apply SE_related; auto.
  - left; auto.
Qed.

(* The same for the least fixed point of maximal converged-with (the
   signature theorem). *)
Corollary counting_value_M v x y :
  counts v -> dblk P v = X -> M_lit g hd T x y -> blk x = X -> value v x = value v y.
Proof.
  intros Cv Dv M Bx; apply counting_value; auto.
  destruct (signature_theorem g hd T HW x y) as [[A _] _]; apply A; auto.
Qed.

End CountingValues.
