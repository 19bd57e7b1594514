(* proofs/Cycles.v — cycle hierarchies as [CT] "Cycles" defines them, and
   the header list of a block.

   [CT] "Cycles":
   1. "a cycle is a maximal strongly connected region with at least one
      internal edge" (of G, or of a subgraph of it);
   3. "For a given depth-first search ... the first node of a cycle to be
      visited is called the header of this cycle";
   4. "the set of cycles found in the CFG is the same.  These are the
      top-level cycles";
   5. "The child cycles ... nested inside a cycle C with header H are the
      cycles in the subgraph induced on the set of nodes (C - H)."

   Once each cycle's header is chosen, items 1, 4 and 5 determine the whole
   forest.  So a hierarchy is given here by a header choice [hd], a function
   from a cycle (its blocks, as a sorted list) to one of its blocks.  The
   spec takes the header to be the entry a DFS visits first; we let it be
   ANY block of the cycle, so every theorem quantified over [hd] holds for
   the DFS-realizable hierarchies and the all-entries ones alike
   (docs/design.md §2) — and for header choices the spec does not allow.

   The hierarchy is needed only through the chain of cycles that contain a
   block X, outermost first: X's header list C_0 ⊃ C_1 ⊃ … ⊃ C_d with
   headers H_0 … H_d (docs/unbounded.md, "Definitions"). *)
From Coq Require Import List Arith Lia Bool.
From Convcheck Require Import Cfg.
Import ListNotations.

Section Hierarchy.
Variable g : cfg.
(* The header choice: the hierarchy. *)
Variable hd : list nat -> nat.

(* [CT] "Cycles", item 3: "the first node of a cycle to be visited is
   called the header of this cycle".  The header of cycle C: the choice,
   any block of C (a choice outside C is replaced by C's first block, so
   that every function is a hierarchy). *)
Definition header (C : list nat) : nat :=
  if memb (hd C) C then hd C else match C with [] => 0 | a :: _ => a end.

Lemma header_in C : C <> [] -> In (header C) C.
Proof.
  intros HC; unfold header; destruct (memb (hd C) C) eqn:E; [apply memb_In; auto|].
  destruct C; [congruence|left; auto].
Qed.

(* All blocks: the region of the whole CFG. *)
Definition blocks : list nat := seq 0 (nb g).

(* [CT] "Cycles", item 1: "a cycle is a maximal strongly connected region
   with at least one internal edge".  The cycle of region R that contains
   x: the strongly connected region of x in the subgraph induced on R,
   when it has an internal edge. *)
Definition cycle_in (R : list nat) (x : nat) : option (list nat) :=
  if memb x R && has_edge g (scc g R x) then Some (scc g R x) else None.

(* C - H *)
Definition remove_blk (h : nat) (C : list nat) : list nat :=
  filter (fun z => negb (z =? h)) C.

(* [CT] "Cycles", item 5: "The child cycles ... nested inside a cycle C
   with header H are the cycles in the subgraph induced on the set of nodes
   (C - H)."  The cycles containing x, outermost first, with their
   headers: the cycle of x in R, then the cycle of x in C - H, and so on.
   [fuel] bounds the depth; [chain_fuel_enough] shows nb blocks are
   enough. *)
Fixpoint chain (fuel : nat) (R : list nat) (x : nat) : list (list nat * nat) :=
  match fuel with
  | 0 => []
  | S f =>
      match cycle_in R x with
      | Some C => (C, header C) :: chain f (remove_blk (header C) C) x
      | None => []
      end
  end.

(* [CU] "Maximal Convergence": "every cycle C with header H that contains
   X" — X's header list, starting from the top-level cycles ([CT] "Cycles",
   item 4: "These are the top-level cycles"). *)
Definition hlist (x : nat) : list (list nat * nat) := chain (nb g) blocks x.

Definition cyc (x j : nat) : list nat := fst (nth j (hlist x) ([], 0)).
Definition hdr (x j : nat) : nat := snd (nth j (hlist x) ([], 0)).
(* the headers of the cycles containing x *)
Definition headers (x : nat) : list nat := map snd (hlist x).
(* the headers of the cycles of x's list above level j: H_0 .. H_{j-1} *)
Definition above (x j : nat) : list nat := map snd (firstn j (hlist x)).

(* ---- facts about one chain ------------------------------------------- *)

Lemma cycle_in_some R x C :
  cycle_in R x = Some C -> C = scc g R x /\ In x R /\ In x C.
Proof.
  unfold cycle_in; destruct (memb x R && has_edge g (scc g R x)) eqn:E; [|discriminate].
  intros H; inversion H; subst; apply andb_true_iff in E as [E _].
  apply memb_In in E; repeat split; auto; apply scc_self; auto.
Qed.

Lemma remove_blk_spec h C z : In z (remove_blk h C) <-> In z C /\ z <> h.
Proof.
  unfold remove_blk; rewrite filter_In, negb_true_iff, Nat.eqb_neq; tauto.
Qed.

(* Every block of a cycle of R has that cycle. *)
Lemma cycle_in_same R x y C : cycle_in R x = Some C -> In y C -> cycle_in R y = Some C.
Proof.
  intros Ec Hy; destruct (cycle_in_some _ _ _ Ec) as [EC _].
  unfold cycle_in in *; rewrite EC in Hy; rewrite (scc_same g R x y Hy).
  destruct (memb x R && has_edge g (scc g R x)) eqn:E; [|discriminate].
  apply andb_true_iff in E as [_ E]; rewrite E.
  rewrite (proj2 (memb_In y R)); [simpl; congruence|].
  apply (scc_incl g R x); auto.
Qed.

Lemma chain_cons f R x C H ch :
  chain f R x = (C, H) :: ch ->
  exists f', f = S f' /\ cycle_in R x = Some C /\ H = header C /\
             ch = chain f' (remove_blk H C) x.
Proof.
  destruct f as [|f]; simpl; [discriminate|].
  destruct (cycle_in R x) as [C'|]; [|discriminate].
  intros E; inversion E; subst; exists f; auto.
Qed.

Lemma chain_nth_cons f R x j :
  j < length (chain f R x) ->
  exists f' C, f = S f' /\ cycle_in R x = Some C /\
    chain f R x = (C, header C) :: chain f' (remove_blk (header C) C) x.
Proof.
  destruct f as [|f]; simpl; [lia|].
  destruct (cycle_in R x) as [C|]; simpl; [|lia].
  intros _; exists f, C; auto.
Qed.

Notation CC ch j := (fst (nth j ch ([], 0))).
Notation HH ch j := (snd (nth j ch ([], 0))).

(* Each cycle contains x and its header, and lies in the region. *)
Lemma chain_in f R x j :
  j < length (chain f R x) ->
  In x (CC (chain f R x) j) /\ In (HH (chain f R x) j) (CC (chain f R x) j) /\
  incl (CC (chain f R x) j) R.
Proof.
  revert R j; induction f as [|f IH]; intros R j Hj; [simpl in Hj; lia|].
  destruct (chain_nth_cons _ _ _ _ Hj) as [f' [C [Ef [Ec Ech]]]].
  inversion Ef; subst f'; rewrite Ech in *.
  destruct (cycle_in_some _ _ _ Ec) as [EC [HxR HxC]].
  destruct j as [|j]; simpl.
  - repeat split; auto.
    + apply header_in; intros E; rewrite E in HxC; destruct HxC.
    + rewrite EC; apply scc_incl.
  - simpl in Hj; destruct (IH _ j (proj2 (Nat.succ_lt_mono _ _) Hj)) as [A [B D]].
    repeat split; auto.
    intros z Hz; apply D in Hz; apply remove_blk_spec in Hz as [Hz _].
    rewrite EC in Hz; apply scc_incl in Hz; auto.
Qed.

(* Each cycle is the strongly connected region of x in some region. *)
Lemma chain_scc f R x j :
  j < length (chain f R x) -> exists R', CC (chain f R x) j = scc g R' x.
Proof.
  revert R j; induction f as [|f IH]; intros R j Hj; [simpl in Hj; lia|].
  destruct (chain_nth_cons _ _ _ _ Hj) as [f' [C [Ef [Ec Ech]]]].
  inversion Ef; subst f'; rewrite Ech in *.
  destruct (cycle_in_some _ _ _ Ec) as [EC _].
  destruct j as [|j]; simpl; [exists R; auto|].
  simpl in Hj; apply IH; lia.
Qed.

(* Nesting: a deeper cycle lies in a shallower one, without its header. *)
Lemma chain_nest f R x i j :
  i < j -> j < length (chain f R x) ->
  incl (CC (chain f R x) j) (CC (chain f R x) i) /\
  ~ In (HH (chain f R x) i) (CC (chain f R x) j).
Proof.
  revert R i j; induction f as [|f IH]; intros R i j Hij Hj; [simpl in Hj; lia|].
  destruct (chain_nth_cons _ _ _ _ Hj) as [f' [C [Ef [Ec Ech]]]].
  inversion Ef; subst f'; rewrite Ech in *.
  destruct j as [|j]; [lia|]; simpl in Hj |- *.
  destruct i as [|i]; simpl.
  - destruct (chain_in f (remove_blk (header C) C) x j) as [_ [_ D]]; [lia|].
    split.
    + intros z Hz; apply D in Hz; apply remove_blk_spec in Hz; tauto.
    + intros Hz; apply D in Hz; apply remove_blk_spec in Hz; tauto.
  - apply IH; lia.
Qed.

(* Every block of a cycle of x's chain has the same chain down to that
   cycle ("the cycles containing Y" begin with those containing C). *)
Lemma chain_prefix f R x y j :
  j < length (chain f R x) -> In y (CC (chain f R x) j) ->
  j < length (chain f R y) /\
  forall i, i <= j -> nth i (chain f R y) ([], 0) = nth i (chain f R x) ([], 0).
Proof.
  revert R j; induction f as [|f IH]; intros R j Hj Hy; [simpl in Hj; lia|].
  destruct (chain_nth_cons _ _ _ _ Hj) as [f' [C [Ef [Ec Ech]]]].
  inversion Ef; subst f'; rewrite Ech in *.
  destruct (cycle_in_some _ _ _ Ec) as [EC [HxR HxC]].
  (* y lies in C, so its cycle in R is C *)
  assert (HyC : In y C).
  { destruct j as [|j]; simpl in Hy; auto.
    simpl in Hj; destruct (chain_in f (remove_blk (header C) C) x j) as [_ [_ D]]; [lia|].
    apply D in Hy; apply remove_blk_spec in Hy; tauto. }
  assert (Ey : cycle_in R y = Some C) by (apply (cycle_in_same R x); auto).
  simpl chain; rewrite Ey.
  destruct j as [|j]; simpl.
  - split; [lia|]; intros i Hi; assert (i = 0) by lia; subst; auto.
  - simpl in Hj, Hy.
    destruct (IH (remove_blk (header C) C) j) as [L E]; [lia|auto|].
    split; [lia|]; intros [|i] Hi; simpl; auto; apply E; lia.
Qed.

(* A header's own chain ends with its cycle (a header is in none of its
   cycle's children). *)
Lemma chain_header f R x j :
  j < length (chain f R x) ->
  length (chain f R (HH (chain f R x) j)) = S j.
Proof.
  revert R j; induction f as [|f IH]; intros R j Hj; [simpl in Hj; lia|].
  destruct (chain_nth_cons _ _ _ _ Hj) as [f' [C [Ef [Ec Ech]]]].
  inversion Ef; subst f'; rewrite Ech in *.
  destruct (cycle_in_some _ _ _ Ec) as [EC [HxR HxC]].
  assert (Hin : In (HH ((C, header C) :: chain f (remove_blk (header C) C) x) j) C).
  { destruct (chain_in (S f) R x j) as [_ [Hh _]]; [rewrite Ech; auto|].
    rewrite Ech in Hh.
    destruct j as [|j]; simpl in Hh |- *; auto.
    simpl in Hj; destruct (chain_in f (remove_blk (header C) C) x j) as [_ [_ D]]; [lia|].
    apply D in Hh; apply remove_blk_spec in Hh; tauto. }
  remember (HH ((C, header C) :: chain f (remove_blk (header C) C) x) j) as h eqn:Eh.
  assert (Eyc : cycle_in R h = Some C) by (apply (cycle_in_same R x); auto).
  simpl; rewrite Eyc; simpl; f_equal.
  destruct j as [|j]; simpl in Eh.
  - subst h; destruct f as [|f]; simpl; auto.
    unfold cycle_in; rewrite (proj2 (memb_false _ _)); auto.
    rewrite remove_blk_spec; tauto.
  - subst h; apply IH; simpl in Hj; lia.
Qed.

(* [CU] "Dependence on Cycles Headers": "When a thread executes a node X
   once and then executes it again, it must have followed a closed path in
   the CFG that includes X.  Such a path must pass through the header of at
   least one cycle".  Here: a
   closed walk through a block of C_j that avoids the headers H_0 .. H_{j-1}
   stays in C_j.  Each level: the walk lies in the region, so in the
   strongly connected region of x there (maximality), hence, avoiding its
   header, in the region of the next level. *)
Lemma chain_closed_walk f R x j y l :
  j < length (chain f R x) -> In y (CC (chain f R x) j) ->
  walk g y l y ->
  Forall (fun v => In v R /\ ~ In v (map snd (firstn j (chain f R x)))) l ->
  Forall (fun v => In v (CC (chain f R x) j)) l.
Proof.
  revert R j; induction f as [|f IH]; intros R j Hj Hy W F; [simpl in Hj; lia|].
  destruct (chain_nth_cons _ _ _ _ Hj) as [f' [C [Ef [Ec Ech]]]].
  inversion Ef; subst f'; rewrite Ech in *.
  destruct (cycle_in_some _ _ _ Ec) as [EC [HxR HxC]].
  assert (HyC : In y C).
  { destruct j as [|j]; simpl in Hy; auto.
    simpl in Hj; destruct (chain_in f (remove_blk (header C) C) x j) as [_ [_ D]]; [lia|].
    apply D in Hy; apply remove_blk_spec in Hy; tauto. }
  (* every block of the walk is in C *)
  assert (FC : Forall (fun v => In v C) l).
  { rewrite Forall_forall; intros v Hv.
    assert (FR : Forall (fun v => In v R) l) by (eapply Forall_impl; [|apply F]; simpl; tauto).
    destruct (walk_mid g (fun v => In v R) y l y v W FR Hv) as [Hyv Hvy].
    rewrite EC in HyC |- *; apply scc_spec in HyC as [_ [Hxy Hyx]].
    apply scc_spec; split; [rewrite Forall_forall in FR; auto|].
    split; eapply reach_in_trans; eauto. }
  destruct j as [|j]; simpl; auto.
  simpl in Hj, Hy, F.
  apply IH; auto; [lia|].
  rewrite Forall_forall in F, FC |- *; intros v Hv; destruct (F v Hv) as [_ Hn].
  split; [apply remove_blk_spec; split; auto|tauto].
Qed.

Lemma filter_len_le {A} (p : A -> bool) l : length (filter p l) <= length l.
Proof. induction l as [|a l IH]; simpl; [lia|destruct (p a); simpl; lia]. Qed.

Lemma filter_len_lt {A} (p : A -> bool) l a :
  In a l -> p a = false -> length (filter p l) < length l.
Proof.
  induction l as [|b l IH]; simpl; intros Ha Hp; [destruct Ha|].
  destruct Ha as [E|Ha].
  - subst; rewrite Hp; pose proof (filter_len_le p l); lia.
  - destruct (p b); simpl; [specialize (IH Ha Hp); lia|].
    pose proof (filter_len_le p l); lia.
Qed.

(* With nb blocks of fuel the chain is complete: more fuel changes nothing. *)
Lemma chain_fuel_enough f R x :
  length R <= f -> chain (S f) R x = chain f R x.
Proof.
  revert R; induction f as [|f IH]; intros R L.
  - destruct R; simpl in L; [|lia].
    simpl; unfold cycle_in; simpl; auto.
  - change (chain (S (S f)) R x) with
      (match cycle_in R x with
       | Some C => (C, header C) :: chain (S f) (remove_blk (header C) C) x
       | None => [] end).
    change (chain (S f) R x) with
      (match cycle_in R x with
       | Some C => (C, header C) :: chain f (remove_blk (header C) C) x
       | None => [] end).
    destruct (cycle_in R x) as [C|] eqn:Ec; auto.
    destruct (cycle_in_some _ _ _ Ec) as [EC [HxR HxC]].
    f_equal; apply IH.
    assert (length (remove_blk (header C) C) < length C).
    { unfold remove_blk; apply filter_len_lt with (header C).
      - apply header_in; intros E; rewrite E in HxC; destruct HxC.
      - rewrite Nat.eqb_refl; auto. }
    assert (length C <= length R) by (rewrite EC; unfold scc; apply filter_len_le).
    lia.
Qed.

Lemma hlist_complete x : chain (S (nb g)) blocks x = hlist x.
Proof. apply chain_fuel_enough; unfold blocks; rewrite seq_length; auto. Qed.

End Hierarchy.
