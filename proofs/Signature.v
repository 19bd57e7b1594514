(* proofs/Signature.v — the signature theorem (docs/unbounded.md, "The
   signature theorem"): for every CFG, every cycle hierarchy (every header
   choice), every family of traces (any number of threads) and both
   readings of convergence-before, the least fixed point of maximal
   converged-with relates two instances iff their signatures are equal. *)
From Coq Require Import List Arith Lia Bool Relations.
From Convcheck Require Import Cfg Cycles Traces Convergence.
Import ListNotations.

Section Signature.
Variable g : cfg.
Variable hd : list nat -> nat.
Variable T : nat -> list nat.
Hypothesis HW : walks g T.

Notation valid := (valid T).
Notation blk := (blk T).
Notation pre := (pre T).
Notation upto := (upto T).
Notation hlist := (hlist g hd).
Notation cyc := (cyc g hd).
Notation hdr := (hdr g hd).
Notation above := (above g hd).
Notation headers := (headers g hd).
Notation cntj := (cntj g hd).
Notation V := (V g hd T).
Notation Sig := (Sig g hd T).
Notation po := (po T).
Notation d X := (length (hlist X)).

(* ---- the header list of a block (Cycles.v, for the whole CFG) -------- *)

Lemma cyc_in X j :
  j < d X -> In X (cyc X j) /\ In (hdr X j) (cyc X j) /\ forall v, In v (cyc X j) -> v < nb g.
Proof.
  intros Hj; destruct (chain_in g hd (nb g) (blocks g) X j Hj) as [A [B C]].
  repeat split; auto; intros v Hv; apply C, in_seq in Hv; lia.
Qed.

Lemma cyc_nest X i j :
  i < j -> j < d X -> incl (cyc X j) (cyc X i) /\ ~ In (hdr X i) (cyc X j).
Proof. apply chain_nest. Qed.

Lemma cyc_incl X i j : i <= j -> j < d X -> incl (cyc X j) (cyc X i).
Proof.
  intros Hij Hj; destruct (Nat.eq_dec i j) as [->|N]; [intros a; auto|].
  apply cyc_nest; auto; lia.
Qed.

Lemma hdr_in_cyc X i j : i <= j -> j < d X -> In (hdr X j) (cyc X i).
Proof. intros Hij Hj; apply (cyc_incl X i j); auto; apply cyc_in; auto. Qed.

Lemma hdr_inj X i j : i < d X -> j < d X -> hdr X i = hdr X j -> i = j.
Proof.
  intros Hi Hj E; destruct (lt_eq_lt_dec i j) as [[L|L]|L]; auto; exfalso.
  - apply (proj2 (cyc_nest X i j L Hj)); rewrite E; apply cyc_in; auto.
  - apply (proj2 (cyc_nest X j i L Hi)); rewrite <- E; apply cyc_in; auto.
Qed.

Lemma nth_firstn_map {A B} (f : A -> B) (l : list A) j d0 v :
  In v (map f (firstn j l)) <-> exists i, i < j /\ i < length l /\ v = f (nth i l d0).
Proof.
  revert j; induction l as [|a l IH]; intros j.
  - rewrite firstn_nil; simpl; split; [intros []|intros [i [_ [H _]]]; lia].
  - destruct j as [|j]; simpl; [split; [intros []|intros [i [H _]]; lia]|].
    rewrite IH; split.
    + intros [E|[i [H1 [H2 E]]]]; [exists 0; split; [lia|split; [lia|auto]]|].
      exists (S i); split; [lia|split; [lia|auto]].
    + intros [[|i] [H1 [H2 E]]]; [left; auto|right; exists i; split; [lia|split; [lia|auto]]].
Qed.

Lemma above_spec X j v : j <= d X -> (In v (above X j) <-> exists i, i < j /\ v = hdr X i).
Proof.
  intros Hj; unfold above, Cycles.hdr.
  rewrite (nth_firstn_map snd _ j ([], 0)); split.
  - intros [i [H1 [H2 E]]]; exists i; auto.
  - intros [i [H1 E]]; exists i; split; [auto|split; [lia|auto]].
Qed.

Lemma headers_spec X v : In v (headers X) <-> exists i, i < d X /\ v = hdr X i.
Proof.
  unfold headers; rewrite <- (firstn_all (hlist X)) at 1.
  rewrite (nth_firstn_map snd _ (d X) ([], 0)); split.
  - intros [i [H1 [H2 E]]]; exists i; auto.
  - intros [i [H1 E]]; exists i; auto.
Qed.

Lemma above_headers X j v : j <= d X -> In v (above X j) -> In v (headers X).
Proof.
  intros Hj Hv; apply above_spec in Hv as [i [Hi ->]]; auto.
  apply headers_spec; exists i; split; auto; lia.
Qed.

(* A cycle of X's list holds none of the headers above it. *)
Lemma cyc_above X j v : j < d X -> In v (cyc X j) -> ~ In v (above X j).
Proof.
  intros Hj Hv Ha; apply above_spec in Ha as [i [Hi ->]]; [|lia].
  apply (proj2 (cyc_nest X i j Hi Hj)); auto.
Qed.

Lemma hdr_above X i j : i < d X -> j <= d X -> (In (hdr X i) (above X j) <-> i < j).
Proof.
  intros Hi Hj; rewrite above_spec by auto; split.
  - intros [k [Hk E]]; apply hdr_inj in E; [lia|auto|lia].
  - intros H; exists i; auto.
Qed.

(* Every block of a cycle of X's list has the same list down to it. *)
Lemma cyc_prefix X Y j :
  j < d X -> In Y (cyc X j) ->
  j < d Y /\ forall i, i <= j -> cyc Y i = cyc X i /\ hdr Y i = hdr X i.
Proof.
  intros Hj HY; destruct (chain_prefix g hd (nb g) (blocks g) X Y j Hj HY) as [L E].
  split; auto; intros i Hi; unfold Cycles.cyc, Cycles.hdr, Cycles.hlist; rewrite E; auto.
Qed.

Lemma firstn_ext_nth {A} (l1 l2 : list A) i d0 :
  i <= length l1 -> i <= length l2 -> (forall n, n < i -> nth n l1 d0 = nth n l2 d0) ->
  firstn i l1 = firstn i l2.
Proof.
  revert l1 l2; induction i as [|i IH]; intros l1 l2 H1 H2 E; [auto|].
  destruct l1 as [|a l1], l2 as [|b l2]; simpl in *; try lia.
  rewrite (E 0) by lia; f_equal; apply IH; try lia.
  intros n Hn; apply (E (S n)); lia.
Qed.

Lemma above_prefix X Y j :
  j < d X -> In Y (cyc X j) -> forall i, i <= S j -> above Y i = above X i.
Proof.
  intros Hj HY i Hi; destruct (chain_prefix g hd (nb g) (blocks g) X Y j Hj HY) as [L E].
  unfold Cycles.above; f_equal; apply firstn_ext_nth with (d0 := ([], 0)).
  - unfold Cycles.hlist in *; lia.
  - unfold Cycles.hlist in *; lia.
  - intros n Hn; apply E; lia.
Qed.

(* A header's own list ends with its cycle. *)
Lemma hdr_depth X j : j < d X -> d (hdr X j) = S j.
Proof. apply chain_header. Qed.

(* [CT]: a closed walk through a block of C_j avoiding H_0 .. H_{j-1} stays
   in C_j (fact (F) of docs/unbounded.md, iterated). *)
Lemma cyc_closed_walk X j y l :
  j < d X -> In y (cyc X j) -> walk g y l y ->
  Forall (fun v => ~ In v (above X j)) l -> Forall (fun v => In v (cyc X j)) l.
Proof.
  intros Hj Hy W F; apply (chain_closed_walk g hd (nb g) (blocks g) X j y l Hj Hy W).
  pose proof (walk_bounded g y l y W) as B.
  rewrite Forall_forall in *; intros v Hv; split.
  - unfold blocks; apply in_seq; specialize (B v Hv); lia.
  - apply F; auto.
Qed.

Lemma cyc_connected X j a b :
  j < d X -> In a (cyc X j) -> In b (cyc X j) ->
  exists l, walk g a l b /\ Forall (fun v => In v (cyc X j)) l.
Proof.
  intros Hj Ha Hb; destruct (chain_scc g hd (nb g) (blocks g) X j Hj) as [R' E].
  unfold Cycles.cyc, Cycles.hlist in *; rewrite E in *; apply scc_connected; auto.
Qed.

(* ---- keys ------------------------------------------------------------- *)

Inductive ext := Fin (n : nat) | Inf.

Definition ext_lt (a b : ext) : Prop :=
  match a, b with
  | Fin m, Fin n => m < n
  | Fin _, Inf => True
  | Inf, _ => False
  end.
Definition ext_le (a b : ext) : Prop := ext_lt a b \/ a = b.

Fixpoint lex (a b : list ext) : Prop :=
  match a, b with
  | [], [] => True
  | x :: a', y :: b' => ext_lt x y \/ (x = y /\ lex a' b')
  | _, _ => False
  end.

Lemma ext_lt_trans a b c : ext_lt a b -> ext_lt b c -> ext_lt a c.
Proof. destruct a, b, c; simpl; auto; lia. Qed.

Lemma ext_lt_irrefl a : ~ ext_lt a a.
Proof. destruct a; simpl; auto; lia. Qed.

Lemma lex_refl a : lex a a.
Proof. induction a; simpl; auto. Qed.

Lemma lex_trans a b c : lex a b -> lex b c -> lex a c.
Proof.
  revert b c; induction a as [|x a IH]; intros [|y b] [|z c]; simpl; auto; try tauto.
  intros [H1|[E1 H1]] [H2|[E2 H2]]; subst.
  - left; eapply ext_lt_trans; eauto.
  - left; auto.
  - left; auto.
  - right; split; eauto.
Qed.

Lemma lex_antisym a b : lex a b -> lex b a -> a = b.
Proof.
  revert b; induction a as [|x a IH]; intros [|y b]; simpl; auto; try tauto.
  intros [H1|[E1 H1]] [H2|[E2 H2]]; subst.
  - exfalso; eapply ext_lt_irrefl; eapply ext_lt_trans; eauto.
  - exfalso; eapply ext_lt_irrefl; eauto.
  - exfalso; eapply ext_lt_irrefl; eauto.
  - f_equal; auto.
Qed.

(* Lexicographic order from the first differing entry. *)
Lemma lex_first (f h : nat -> ext) s n :
  (forall j, s <= j < s + n -> (forall i, s <= i < j -> f i = h i) -> ext_le (f j) (h j)) ->
  lex (map f (seq s n)) (map h (seq s n)).
Proof.
  revert s; induction n as [|n IH]; intros s H; simpl; auto.
  destruct (H s) as [L|E]; [lia|intros; lia|left; auto|right; split; auto].
  apply IH; intros j Hj Hi; apply H; [lia|].
  intros i Hi'; destruct (Nat.eq_dec i s) as [->|N]; auto; apply Hi; lia.
Qed.

Lemma ext_le_fin0 n : ext_le (Fin 0) (Fin n).
Proof. destruct n; [right; auto|left; simpl; lia]. Qed.

Lemma map_Fin_inj (a b : list nat) : map Fin a = map Fin b -> a = b.
Proof.
  revert b; induction a as [|x a IH]; intros [|y b]; simpl; try discriminate; auto.
  intros E; inversion E; f_equal; auto.
Qed.

(* "before" C_j: outside C_j, and C_j is reachable without passing any of
   the headers H_0 .. H_{j-1} above it (issue 25's corrected definition). *)
Definition avoid (X j : nat) : list nat :=
  filter (fun v => negb (memb v (above X j))) (blocks g).
Definition before (X j y : nat) : bool :=
  existsb (fun c => reachb g (avoid X j) y c) (cyc X j).

Lemma before_spec X j y :
  before X j y = true <->
  exists c l, In c (cyc X j) /\ walk g y l c /\ Forall (fun v => ~ In v (above X j)) l.
Proof.
  unfold before; rewrite existsb_exists; split.
  - intros [c [Hc R]]; apply reachb_spec in R as [l [W F]].
    exists c, l; repeat split; auto.
    eapply Forall_impl; [|apply F]; simpl; intros v Hv.
    unfold avoid in Hv; apply filter_In in Hv as [_ Hv].
    apply negb_true_iff, memb_false in Hv; auto.
  - intros [c [l [Hc [W F]]]]; exists c; split; auto; apply reachb_spec.
    exists l; split; auto.
    pose proof (walk_bounded g y l c W) as B.
    rewrite Forall_forall in *; intros v Hv; unfold avoid; apply filter_In; split.
    + unfold blocks; apply in_seq; specialize (B v Hv); lia.
    + apply negb_true_iff, memb_false; auto.
Qed.

(* The key of an instance with block y and prefix w (up to and including
   it), for X's header list: per level j, the count if y is in C_j, 0 if y
   is before C_j, infinity if after. *)
Definition kap (X j : nat) (w : list nat) (y : nat) : ext :=
  if memb y (cyc X j) then Fin (cntj X j w)
  else if before X j y then Fin 0 else Inf.

Definition key (X : nat) (a : inst) : list ext :=
  map (fun j => kap X j (upto a) (blk a)) (seq 0 (d X)).

Lemma cntj_snoc X j w b :
  cntj X j (w ++ [b]) =
  if memb b (above X j) then 0 else if b =? hdr X j then S (cntj X j w) else cntj X j w.
Proof. unfold Traces.cntj; rewrite cnt_snoc; auto. Qed.

Lemma in_seq0 j n : In j (seq 0 n) <-> j < n.
Proof. rewrite in_seq; lia. Qed.

(* Step 1 of the second half: one step along a thread never decreases the
   key. *)
Lemma kap_step X j w y y' :
  j < d X -> edge g y y' ->
  (forall i, i < j -> kap X i w y = kap X i (w ++ [y']) y') ->
  ext_le (kap X j w y) (kap X j (w ++ [y']) y').
Proof.
  intros Hj E Heq.
  assert (Ny : ~ In y' (above X j)).
  { intros Ha; apply above_spec in Ha as [i [Hi ->]]; [|lia].
    specialize (Heq i Hi); unfold kap in Heq.
    rewrite (proj2 (memb_In (hdr X i) (cyc X i))) in Heq by (apply cyc_in; lia).
    rewrite cntj_snoc, Nat.eqb_refl in Heq.
    rewrite (proj2 (memb_false (hdr X i) (above X i))) in Heq by (rewrite hdr_above; lia).
    destruct (memb y (cyc X i)); [inversion Heq; lia|].
    destruct (before X i y); discriminate. }
  unfold kap; rewrite cntj_snoc, (proj2 (memb_false _ _) Ny).
  destruct (memb y' (cyc X j)) eqn:E'.
  - destruct (memb y (cyc X j)) eqn:Ey.
    + destruct (y' =? hdr X j); [left; simpl; lia|right; auto].
    + replace (before X j y) with true; [apply ext_le_fin0|].
      symmetry; apply before_spec; exists y', [y']; split; [apply memb_In; auto|].
      split; [simpl; auto|constructor; auto].
  - destruct (memb y (cyc X j)) eqn:Ey.
    + destruct (before X j y') eqn:B; [exfalso|left; simpl; auto].
      apply before_spec in B as [c [l [Hc [W F]]]].
      apply memb_In in Ey.
      destruct (cyc_connected X j c y Hj Hc Ey) as [l2 [W2 F2]].
      assert (Wc : walk g y (y' :: l ++ l2) y) by (split; auto; eapply walk_app; eauto).
      assert (Fc : Forall (fun v => ~ In v (above X j)) (y' :: l ++ l2)).
      { constructor; auto; apply Forall_app; split; auto.
        eapply Forall_impl; [|apply F2]; simpl; intros v Hv; apply cyc_above; auto. }
      pose proof (cyc_closed_walk X j y _ Hj Ey Wc Fc) as Fin'.
      inversion Fin'; subst; apply memb_false in E'; auto.
    + destruct (before X j y) eqn:B.
      * destruct (before X j y'); [right; auto|left; simpl; auto].
      * destruct (before X j y') eqn:B'; [exfalso|right; auto].
        apply before_spec in B' as [c [l [Hc [W F]]]].
        assert (before X j y = true); [|congruence].
        apply before_spec; exists c, (y' :: l); split; auto; split; [split; auto|constructor; auto].
Qed.

Lemma key_step X t p : S p < length (T t) -> lex (key X (t, p)) (key X (t, S p)).
Proof.
  intros Hp; unfold key, Traces.upto, Traces.blk; cbn [fst snd].
  rewrite (firstn_S_snoc (T t) (S p)) by auto.
  apply lex_first; intros j Hj Hi; apply kap_step; [lia|apply HW; auto|].
  intros i Hi'; apply Hi; lia.
Qed.

Lemma key_mono X t p q : p <= q -> q < length (T t) -> lex (key X (t, p)) (key X (t, q)).
Proof.
  intros Hpq Hq; induction q as [|q IH].
  - assert (p = 0) by lia; subst; apply lex_refl.
  - destruct (Nat.eq_dec p (S q)) as [->|N]; [apply lex_refl|].
    eapply lex_trans; [apply IH; lia|apply key_step; auto].
Qed.

(* Step 2: instances with equal signatures have equal keys. *)
Lemma key_sig X a b : Sig a b -> key X a = key X b.
Proof.
  intros [Va [Vb [_ [Eb EV]]]]; unfold key.
  rewrite (upto_pre T a Va), (upto_pre T b Vb), <- Eb.
  apply map_ext_in; intros j Hj; apply in_seq0 in Hj.
  unfold kap; destruct (memb (blk a) (cyc X j)) eqn:E; auto.
  apply memb_In in E; f_equal.
  destruct (cyc_prefix X (blk a) j Hj E) as [HjY EY].
  assert (EA : above (blk a) j = above X j) by (apply (above_prefix X (blk a) j); auto).
  assert (EH : hdr (blk a) j = hdr X j) by (apply EY; auto).
  rewrite !cntj_snoc; unfold Traces.cntj in *; rewrite <- EA, <- EH.
  assert (nth j (V (blk a) a) 0 = nth j (V (blk a) b) 0) as N by (rewrite EV, Eb; auto).
  rewrite !V_nth in N by auto; unfold Traces.cntj in N; rewrite N; auto.
Qed.

Lemma Sig_sym a b : Sig a b -> Sig b a.
Proof. intros [Va [Vb [D [Eb EV]]]]; repeat split; auto. Qed.

Lemma crt_sig a b :
  clos_refl_trans inst (symc Sig) a b ->
  blk a = blk b /\ V (blk a) a = V (blk b) b /\ forall X, key X a = key X b.
Proof.
  intros H; induction H as [a b H|a|a b c _ [B1 [V1 K1]] _ [B2 [V2 K2]]].
  - destruct H as [H|H]; [|apply Sig_sym in H];
      destruct H as [Va [Vb [D [Eb EV]]]]; repeat split; auto; intros X;
      apply key_sig; repeat split; auto.
  - repeat split; auto.
  - repeat split; [congruence|congruence|intros X; rewrite K1; auto].
Qed.

(* Every chain of convergence-before over Sig ends with a program-order
   step into an instance that Sig relates to the end (or the end itself),
   and the key never decreases up to that step. *)
Lemma cb_key X a b :
  cb_quo T Sig a b ->
  exists u z, lex (key X a) (key X u) /\ po u z /\ clos_refl_trans inst (symc Sig) z b.
Proof.
  intros H; apply clos_trans_tn1 in H.
  induction H as [b Hs|c b Hs _ IH].
  - destruct Hs as [a' [b' [H1 [H2 H3]]]].
    exists a', b'; split; [|split; auto].
    destruct (crt_sig _ _ H1) as [_ [_ K]]; rewrite K; apply lex_refl.
  - destruct Hs as [c' [b' [H1 [H2 H3]]]]; destruct IH as [u [z [L [P R]]]].
    exists c', b'; split; [|split; auto].
    destruct (crt_sig _ _ R) as [_ [_ K1]]; destruct (crt_sig _ _ H1) as [_ [_ K2]].
    destruct P as [Pt [Pp Pv]].
    apply lex_trans with (key X u); auto.
    rewrite <- K2, <- K1.
    destruct u as [tu pu], z as [tz pz]; simpl in *; subst.
    apply key_mono; unfold Traces.valid in Pv; simpl in Pv; lia.
Qed.

(* A thread's trace between two positions is a walk. *)
Lemma thread_walk t p q :
  p <= q -> q < length (T t) ->
  exists l, walk g (nth p (T t) 0) l (nth q (T t) 0) /\
            forall v, In v l -> exists r, p < r <= q /\ v = nth r (T t) 0.
Proof.
  intros Hpq Hq; induction q as [|q IH].
  - assert (p = 0) by lia; subst; exists []; split; simpl; auto; intros v [].
  - destruct (Nat.eq_dec p (S q)) as [->|N].
    + exists []; split; simpl; auto; intros v [].
    + destruct IH as [l [W F]]; [lia|lia|].
      exists (l ++ [nth (S q) (T t) 0]); split.
      * eapply walk_app; eauto; simpl; split; auto; apply HW; auto.
      * intros v Hv; apply in_app_or in Hv as [Hv|[Hv|[]]].
        -- destruct (F v Hv) as [r [Hr E]]; exists r; split; auto; lia.
        -- exists (S q); split; auto; lia.
Qed.

Lemma last_below (P : nat -> Prop) (Pd : forall r, {P r} + {~ P r}) n :
  (exists r, r < n /\ P r) ->
  exists r, r < n /\ P r /\ forall r', r < r' < n -> ~ P r'.
Proof.
  induction n as [|n IH]; intros [r [Hr Pr]]; [lia|].
  destruct (Pd n) as [Pn|Pn].
  - exists n; split; [lia|split; auto]; intros; lia.
  - destruct IH as [r' [H1 [H2 H3]]]; [exists r; split; [destruct (Nat.eq_dec r n) as [->|]; [contradiction|lia]|auto]|].
    exists r'; split; [lia|split; auto]; intros r'' Hr''.
    destruct (Nat.eq_dec r'' n) as [->|N]; auto; apply H3; lia.
Qed.

(* The last instance, before x in its thread, of a header of X's list. *)
Definition last_hdr (X : nat) (q x : inst) : Prop :=
  fst q = fst x /\ snd q < snd x /\ In (blk q) (headers X) /\
  forall r, snd q < r < snd x -> ~ In (nth r (T (fst x)) 0) (headers X).

Lemma last_hdr_exists X x r :
  r < snd x -> In (nth r (T (fst x)) 0) (headers X) -> exists q, last_hdr X q x.
Proof.
  intros Hr Hin.
  destruct (last_below (fun r => In (nth r (T (fst x)) 0) (headers X))
              (fun r => in_dec Nat.eq_dec _ _) (snd x)) as [q [H1 [H2 H3]]].
  - exists r; auto.
  - exists (fst x, q); unfold last_hdr, Traces.blk; simpl; auto.
Qed.

Lemma nth_firstn' (w : list nat) n r : r < n -> nth r (firstn n w) 0 = nth r w 0.
Proof.
  revert n r; induction w as [|a w IH]; intros n r H; [destruct n, r; auto|].
  destruct n as [|n]; [lia|]; destruct r as [|r]; simpl; auto; apply IH; lia.
Qed.

Lemma In_firstn_nth (w : list nat) n v :
  In v (firstn n w) -> exists r, r < n /\ r < length w /\ nth r w 0 = v.
Proof.
  intros Hv; apply In_nth with (d := 0) in Hv as [r [Hr E]].
  rewrite firstn_length in Hr; exists r; split; [lia|split; [lia|]].
  rewrite <- nth_firstn' with (n := n); auto; lia.
Qed.

(* Between the last header q and x nothing of X's list runs: the counters
   before x are those just after q. *)
Lemma cnt_mid X j q x :
  j < d X -> last_hdr X q x -> valid x ->
  cntj X j (pre x) = cntj X j (upto q).
Proof.
  intros Hj [Et [Hqx [_ Hmid]]] Vx; unfold Traces.pre, Traces.upto; rewrite Et.
  assert (forall r, S (snd q) <= r <= snd x ->
            cntj X j (firstn r (T (fst x))) = cntj X j (firstn (S (snd q)) (T (fst x)))) as H.
  { intros r [H1 H2]; induction r as [|r IH]; [lia|].
    destruct (Nat.eq_dec (S (snd q)) (S r)) as [E|N]; [rewrite E; auto|].
    unfold Traces.valid in Vx; rewrite firstn_S_snoc by lia.
    rewrite cntj_snoc, IH by lia.
    assert (~ In (nth r (T (fst x)) 0) (headers X)) as NH by (apply Hmid; lia).
    rewrite (proj2 (memb_false _ _)) by (intros Ha; apply NH; apply (above_headers X j); [lia|auto]).
    destruct (nth r (T (fst x)) 0 =? hdr X j) eqn:E; auto.
    apply Nat.eqb_eq in E; exfalso; apply NH; rewrite E; apply headers_spec; exists j; auto. }
  apply H; lia.
Qed.

Lemma last_hdr_level X q x :
  last_hdr X q x -> exists i, i < d X /\ blk q = hdr X i.
Proof. intros [_ [_ [H _]]]; apply headers_spec in H as [i [Hi E]]; exists i; auto. Qed.

Lemma last_hdr_valid X q x : last_hdr X q x -> valid x -> valid q.
Proof.
  intros [Et [Hqx _]] Vx; unfold Traces.valid in *; rewrite Et; lia.
Qed.

(* The counters before x, from those before q (the header H_i): level i is
   one more, the levels below i are 0, those above unchanged. *)
Lemma prev_count X q x i j :
  valid x -> last_hdr X q x -> blk q = hdr X i -> i < d X -> j < d X ->
  cntj X j (pre x) =
  if i <? j then 0 else if i =? j then S (cntj X j (pre q)) else cntj X j (pre q).
Proof.
  intros Vx Hq Bq Hi Hj.
  rewrite (cnt_mid X j q x Hj Hq Vx), (upto_pre T q (last_hdr_valid X q x Hq Vx)), Bq, cntj_snoc.
  destruct (i <? j) eqn:L.
  - apply Nat.ltb_lt in L; rewrite (proj2 (memb_In _ _)); auto; apply hdr_above; lia.
  - apply Nat.ltb_ge in L; rewrite (proj2 (memb_false _ _)) by (rewrite hdr_above; lia).
    destruct (i =? j) eqn:E.
    + apply Nat.eqb_eq in E; subst; rewrite Nat.eqb_refl; auto.
    + apply Nat.eqb_neq in E; destruct (hdr X i =? hdr X j) eqn:E2; auto.
      apply Nat.eqb_eq, hdr_inj in E2; auto; lia.
Qed.

(* The key of the last header before x is x's counter vector. *)
Lemma key_last_hdr X q x :
  valid x -> blk x = X -> last_hdr X q x -> key X q = map Fin (V X x).
Proof.
  intros Vx Bx Hq; destruct (last_hdr_level X q x Hq) as [i [Hi Bq]].
  unfold key, Traces.V; rewrite map_map; apply map_ext_in; intros j Hj; apply in_seq0 in Hj.
  rewrite (cnt_mid X j q x Hj Hq Vx); unfold kap; rewrite Bq.
  destruct (le_lt_dec j i) as [L|L].
  - rewrite (proj2 (memb_In _ _)); auto; apply hdr_in_cyc; auto.
  - rewrite (proj2 (memb_false _ _)) by (apply cyc_nest; auto).
    rewrite (upto_pre T q (last_hdr_valid X q x Hq Vx)), Bq, cntj_snoc.
    rewrite (proj2 (memb_In _ _)) by (apply hdr_above; lia).
    replace (before X j (hdr X i)) with true; auto.
    symmetry; apply before_spec.
    destruct Hq as [Et [Hqx [_ Hmid]]].
    unfold Traces.valid in Vx.
    destruct (thread_walk (fst x) (snd q) (snd x)) as [l [W F]]; [lia|auto|].
    exists X, l; split; [apply cyc_in; auto|split].
    + unfold Traces.blk in Bq; rewrite Et in Bq; rewrite <- Bq.
      unfold Traces.blk in Bx; rewrite <- Bx; auto.
    + rewrite Forall_forall; intros v Hv; destruct (F v Hv) as [r [Hr ->]].
      destruct (Nat.eq_dec r (snd x)) as [->|N].
      * unfold Traces.blk in Bx; rewrite Bx; apply cyc_above; auto; apply cyc_in; auto.
      * intros Ha; apply (Hmid r); [lia|]; apply (above_headers X j); [lia|auto].
Qed.

(* The key of the instance just before z is at most z's counter vector. *)
Lemma key_pred X z :
  valid z -> blk z = X -> 0 < snd z ->
  lex (key X (fst z, pred (snd z))) (map Fin (V X z)).
Proof.
  intros Vz Bz Hz; unfold key, Traces.V; rewrite map_map.
  assert (Eu : upto (fst z, pred (snd z)) = pre z).
  { unfold Traces.upto, Traces.pre; cbn [fst snd].
    replace (S (pred (snd z))) with (snd z) by lia; auto. }
  rewrite Eu; apply lex_first; intros j Hj _; unfold kap.
  destruct (memb (blk (fst z, pred (snd z))) (cyc X j)); [right; auto|].
  replace (before X j (blk (fst z, pred (snd z)))) with true; [apply ext_le_fin0|].
  symmetry; apply before_spec; exists X, [X]; split; [apply cyc_in; lia|split].
  - split; [|reflexivity].
    unfold Traces.valid, Traces.blk in *; cbn [fst snd].
    assert (E : S (pred (snd z)) = snd z) by lia.
    pose proof (HW (fst z) (pred (snd z))) as HW'; rewrite E in HW'.
    rewrite <- Bz; apply HW'; auto.
  - constructor; auto; apply cyc_above; [lia|apply cyc_in; lia].
Qed.

Lemma lex_zero X x y :
  (forall j, j < d X -> cntj X j (pre x) = 0) -> lex (map Fin (V X x)) (map Fin (V X y)).
Proof.
  intros Z; unfold Traces.V; rewrite !map_map; apply lex_first; intros j Hj _.
  rewrite Z by lia; apply ext_le_fin0.
Qed.

(* One half of the last step: the header clause for x gives V(x) <= V(y). *)
Lemma half X x y :
  valid x -> valid y -> blk x = X -> blk y = X ->
  (forall h, hdr_before g hd T h x -> cb_quo T Sig h y) ->
  lex (map Fin (V X x)) (map Fin (V X y)).
Proof.
  intros Vx Vy Bx By Hcb.
  destruct (existsb (fun r => memb (nth r (T (fst x)) 0) (headers X)) (seq 0 (snd x))) eqn:E.
  - apply existsb_exists in E as [r [Hr Hm]]; apply in_seq0 in Hr; apply memb_In in Hm.
    destruct (last_hdr_exists X x r Hr Hm) as [q Hq].
    assert (hdr_before g hd T q x) as Hb.
    { destruct Hq as [Et [Hqx [Hh _]]]; split; auto; split; auto; rewrite Bx; auto. }
    destruct (cb_key X q y (Hcb q Hb)) as [u [z [L [P R]]]].
    destruct (crt_sig z y R) as [Bz [VEz _]].
    destruct P as [Pt [Pp Pv]].
    rewrite <- (key_last_hdr X q x Vx Bx Hq).
    apply lex_trans with (key X u); auto.
    apply lex_trans with (key X (fst z, pred (snd z))).
    + destruct u as [tu pu], z as [tz pz]; simpl in *; subst.
      apply key_mono; unfold Traces.valid in Pv; simpl in Pv; lia.
    + rewrite By in Bz, VEz; rewrite Bz in VEz; rewrite <- VEz.
      apply key_pred; auto; lia.
  - apply lex_zero; intros j Hj; apply cnt_absent; intros Hin.
    apply In_firstn_nth in Hin as [r [Hr [_ E']]].
    assert (existsb (fun r => memb (nth r (T (fst x)) 0) (headers X)) (seq 0 (snd x)) = true);
      [|congruence].
    apply existsb_exists; exists r; split; [apply in_seq0; auto|].
    apply memb_In; rewrite E'; apply headers_spec; exists j; auto.
Qed.

(* The second half: Sig is closed under the condition (quotient reading,
   hence also the literal one), so it contains the least fixed point. *)
Lemma Sig_closed x y : cond g hd T (cb_quo T) Sig x y -> Sig x y.
Proof.
  intros [Vx [Vy [D [B [H1 H2]]]]].
  assert (lex (map Fin (V (blk x) x)) (map Fin (V (blk x) y))) as L1.
  { apply half; auto; intros h Hh; apply (cb_quo_mono T (minus Sig x y));
      [intros a b [H _]; auto|apply H1; auto]. }
  assert (lex (map Fin (V (blk x) y)) (map Fin (V (blk x) x))) as L2.
  { apply half; auto; intros h Hh; apply (cb_quo_mono T (minus Sig x y));
      [intros a b [H _]; auto|apply H2; auto]. }
  repeat split; auto; rewrite <- B; apply map_Fin_inj, lex_antisym; auto.
Qed.

Theorem M_quo_Sig x y : M_quo g hd T x y -> Sig x y.
Proof. apply Mfix_least; apply Sig_closed. Qed.

(* ---- first half: Sig is in the least fixed point --------------------- *)

Lemma cntj_pos_in X j a : j < d X -> 0 < cntj X j (pre a) -> In (hdr X j) (pre a).
Proof.
  intros Hj H; destruct (in_dec Nat.eq_dec (hdr X j) (pre a)) as [I|N]; auto.
  unfold Traces.cntj in H; rewrite cnt_absent in H; auto; lia.
Qed.

(* With equal counter vectors, the last headers before x and y are
   instances of the same header, and their signatures are equal (the
   recursion of docs/unbounded.md: sigma(x) = sigma(y) iff sigma(prev x) =
   sigma(prev y)). *)
Lemma prev_sig X x y q :
  Sig x y -> blk x = X -> last_hdr X q x ->
  exists q', last_hdr X q' y /\ Sig q q'.
Proof.
  intros HS Bx Hq; pose proof HS as [Vx [Vy [D [B EV]]]].
  rewrite Bx in EV; rewrite <- B, Bx in EV.
  assert (EC : forall j, j < d X -> cntj X j (pre x) = cntj X j (pre y)).
  { intros j Hj; rewrite <- !V_nth by auto; rewrite EV; auto. }
  destruct (last_hdr_level X q x Hq) as [i [Hi Bq]].
  assert (Ci : cntj X i (pre x) = S (cntj X i (pre q))).
  { rewrite (prev_count X q x i i Vx Hq Bq Hi Hi), Nat.ltb_irrefl, Nat.eqb_refl; auto. }
  (* y has executed H_i too, so it has a last header q' *)
  assert (In (hdr X i) (pre y)) as Iy by (apply cntj_pos_in; auto; rewrite <- EC; lia).
  apply In_firstn_nth in Iy as [r [Hr [_ Er]]].
  destruct (last_hdr_exists X y r Hr) as [q' Hq'];
    [rewrite Er; apply headers_spec; exists i; auto|].
  destruct (last_hdr_level X q' y Hq') as [i' [Hi' Bq']].
  assert (Ci' : cntj X i' (pre y) = S (cntj X i' (pre q'))).
  { rewrite (prev_count X q' y i' i' Vy Hq' Bq' Hi' Hi'), Nat.ltb_irrefl, Nat.eqb_refl; auto. }
  (* the same level: the deeper of the two would be 0 on the other side *)
  assert (i = i') as <-.
  { destruct (lt_eq_lt_dec i i') as [[L|L]|L]; auto; exfalso.
    - pose proof (prev_count X q x i i' Vx Hq Bq Hi Hi') as P.
      rewrite (proj2 (Nat.ltb_lt _ _) L) in P; rewrite EC in P by auto; lia.
    - pose proof (prev_count X q' y i' i Vy Hq' Bq' Hi' Hi) as P.
      rewrite (proj2 (Nat.ltb_lt _ _) L) in P; rewrite <- EC in P by auto; lia. }
  exists q'; split; auto.
  pose proof Hq as [Et [Hqx _]]; pose proof Hq' as [Et' [Hqy _]].
  split; [unfold Traces.valid in *; rewrite Et; lia|].
  split; [unfold Traces.valid in *; rewrite Et'; lia|].
  split; [congruence|split; [congruence|]].
  rewrite Bq, Bq'; unfold Traces.V.
  rewrite (hdr_depth X i Hi); apply map_ext_in; intros j Hj; apply in_seq0 in Hj.
  (* hdr X i's list is X's list down to level i *)
  assert (Hin : In (hdr X i) (cyc X i)) by (apply cyc_in; auto).
  destruct (cyc_prefix X (hdr X i) i Hi Hin) as [_ EY].
  unfold Traces.cntj.
  rewrite (above_prefix X (hdr X i) i Hi Hin j), (proj2 (EY j ltac:(lia))) by lia.
  change (cntj X j (pre q) = cntj X j (pre q')).
  destruct (Nat.eq_dec j i) as [->|N].
  - rewrite EC in Ci by auto; rewrite Ci in Ci'; injection Ci'; auto.
  - pose proof (prev_count X q x i j Vx Hq Bq Hi ltac:(lia)) as P.
    pose proof (prev_count X q' y i j Vy Hq' Bq' Hi ltac:(lia)) as P'.
    rewrite (proj2 (Nat.ltb_ge i j)), (proj2 (Nat.eqb_neq i j)) in P, P' by lia.
    rewrite <- P, <- P'; apply EC; lia.
Qed.

(* The first half: by induction along the traces. *)
Lemma Sig_M_lit n : forall x y, snd x + snd y < n -> Sig x y -> M_lit g hd T x y.
Proof.
  induction n as [|n IH]; intros x y Hn HS; [lia|].
  apply Mfix_closed; [apply cb_lit_mono|].
  assert (Clause : forall x y, snd x + snd y < S n -> Sig x y ->
            forall h, hdr_before g hd T h x -> cb_lit T (minus (M_lit g hd T) x y) h y).
  { clear x y Hn HS; intros x y Hn HS h [Eh [Hhx Hh]].
    destruct (last_hdr_exists (blk x) x (snd h) Hhx) as [q Hq]; [rewrite <- Eh; auto|].
    destruct (prev_sig (blk x) x y q HS eq_refl Hq) as [q' [Hq' HSq]].
    pose proof Hq as [Et [Hqx [_ Hmid]]]; pose proof Hq' as [Et' [Hqy _]].
    assert (M : M_lit g hd T q q') by (apply IH; auto; lia).
    pose proof HS as [Vx [Vy [D _]]].
    (* rule 3: q ~ q' and q' before y *)
    assert (C3 : cb_lit T (minus (M_lit g hd T) x y) q y).
    { apply t_step; right; right; exists q'; split.
      - split; auto; split; intros [E1 E2]; subst.
        + lia.
        + apply D; rewrite <- Et'; auto.
      - split; [auto|split; auto]. }
    (* h is q or before it *)
    assert (snd h <= snd q).
    { destruct (le_lt_dec (snd h) (snd q)) as [L|L]; auto; exfalso.
      apply (Hmid (snd h)); [lia|rewrite <- Eh; auto]. }
    destruct (Nat.eq_dec (snd h) (snd q)) as [E|N].
    - replace h with q; auto; destruct h, q; simpl in *; congruence.
    - apply t_trans with q; auto; apply t_step; left; split; [congruence|split; [lia|]].
      unfold Traces.valid in *; rewrite Et; lia. }
  pose proof HS as [Vx [Vy [D [B _]]]].
  split; auto; split; auto; split; auto; split; auto; split.
  - apply Clause; auto.
  - intros h Hh; apply (cb_lit_mono T (minus (M_lit g hd T) y x)).
    + intros a b [Hab [N1 N2]]; split; auto.
    + apply Clause; [lia|apply Sig_sym; auto|auto].
Qed.

(* ---- the theorem ------------------------------------------------------ *)

(* [CU] "Maximal Convergence": "Informally, two threads execute the same
   iteration of a cycle if they both previously executed the cycle header
   the same number of times after they entered that cycle. In general, this
   needs to account for the iterations of parent cycles as well."  Exactly:
   docs/unbounded.md, "The signature theorem" — two instances are related
   by the least fixed point of maximal converged-with iff their signatures
   are equal, for the literal reading of convergence-before and for the
   quotient's. *)
Theorem signature_theorem x y :
  (M_lit g hd T x y <-> Sig x y) /\ (M_quo g hd T x y <-> Sig x y).
Proof.
  assert (Sig x y -> M_lit g hd T x y) as H by (apply (Sig_M_lit (S (snd x + snd y))); lia).
  split; split; auto.
  - intros M; apply M_quo_Sig, M_lit_quo; auto.
  - apply M_quo_Sig.
  - intros HS; apply M_lit_quo; auto.
Qed.

End Signature.
