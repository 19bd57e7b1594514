(* proofs/ValuesExample.v — the value semantics of Values.v run on two
   small programs, and the counting-phi theorem instantiated on one of
   them: its hypotheses are met by a real loop (they are not vacuous), and
   the counter-example of docs/unbounded.md, "Where the conditions come
   from" (`two_steps`, tests/cli/unbounded_counting/not_counting.ll) is
   evaluated: a phi with two different back-edge values differs at two
   instances with equal signatures; and a loop nest whose inner counter
   starts at the outer one is evaluated: its initial term differs between
   two stays of one thread (Counting.v's single recurrence does not cover
   it), and [counting_value] proves it uniform, from the outer counter's
   uniformity proved by [counting_value] for the outer cycle.  The expected values are derived by hand in
   the comments; coqc checks them (vm_compute). *)
From Coq Require Import List Arith Lia Bool.
From Convcheck Require Import Cfg Cycles Traces Signature Compute Counting Values CountingValues.
Import ListNotations.

(* Values are numbers; opcode 0 adds its operands; a constant is itself;
   argument n of thread t is t (a thread id). *)
Definition opsum (o : nat) (l : list nat) : nat := fold_left Nat.add l 0.
Definition cst_id (c : nat) : nat := c.
Definition arg_tid (t n : nat) : nat := t.

(* The header choice: the smallest block of each cycle (both programs'
   cycles have one entry, so every hierarchy is this one). *)
Definition hd_min (C : list nat) : nat := fold_left Nat.min C 100.

(* ---- a counting loop --------------------------------------------------

     0: entry          br 1
     1: H              %p = phi [0, %0], [%w, %2]     br 2 or 3
     2: latch          %w = add %p, 1                 br 1
     3: exit

   Definitions: 0 = %p (block 1), 1 = %w (block 2). *)
Definition g1 : cfg :=
  {| nb := 4; succ := fun b => match b with 0 => [1] | 1 => [2; 3] | 2 => [1] | _ => [] end;
     entry := 0 |}.
Definition P1 : prog :=
  {| nd := 2; dblk := fun v => match v with 0 => 1 | _ => 2 end;
     def := fun v => match v with
                     | 0 => Phi (fun u => if u =? 2 then Ins 1 else Cst 0)
                     | _ => Op 0 [Ins 0; Cst 1] end |}.

(* Thread 0 runs the loop three times, thread 1 twice. *)
Definition T1 : nat -> list nat :=
  fun t => match t with 0 => [0; 1; 2; 1; 2; 1; 3] | 1 => [0; 1; 2; 1; 3] | _ => [] end.

(* %p at thread 0's executions of H (positions 1, 3, 5): 0, then 0+1, then
   1+1. *)
Example p1_values :
  map (fun p => value P1 nat 0 cst_id arg_tid opsum T1 0 (0, p)) [1; 3; 5] = [0; 1; 2].
Proof. vm_compute; reflexivity. Qed.

(* Block 1's cycle is {1, 2} with header 1. *)
Example g1_cycle : hlist g1 hd_min 1 = [([1; 2], 1)].
Proof. vm_compute; reflexivity. Qed.

Lemma g1_edge u v : edge g1 u v -> (u = 0 /\ v = 1) \/ (u = 1 /\ v = 2) \/ (u = 1 /\ v = 3) \/ (u = 2 /\ v = 1).
Proof.
  unfold edge, edgeb; simpl.
  destruct u as [|[|[|[|u]]]]; destruct v as [|[|[|[|v]]]]; vm_compute; intros E;
    try discriminate; auto 6.
Qed.

(* Dominance on g1: every walk from the entry to 2 passes 1; a block
   dominates itself. *)
Lemma dom_self g b : b <> entry g -> dom g b b.
Proof.
  intros N l W; right; destruct l as [|v l] using rev_ind; [simpl in W; congruence|].
  apply walk_split in W as [_ W]; simpl in W; destruct W as [_ ->].
  apply in_or_app; right; left; auto.
Qed.

Lemma g1_dom12 : dom g1 1 2.
Proof.
  intros [|v l] W; simpl in W; [discriminate|].
  destruct W as [E _]; apply g1_edge in E; right; left; lia.
Qed.

Lemma P1_ssa : ssa g1 P1.
Proof.
  intros [|[|v]] Hv; simpl in *; [| |lia].
  - intros pr u E I; destruct (pr =? 2) eqn:Ep; [|discriminate].
    apply Nat.eqb_eq in Ep; subst; injection I as <-; apply dom_self; simpl; lia.
  - intros u [I|[I|[]]]; try discriminate; injection I as <-; split; [apply g1_dom12|simpl; lia].
Qed.

Section Loop.
Variable T : nat -> list nat.
Hypothesis HW : walks g1 T.
Hypothesis Hstart : forall t, 0 < length (T t) -> nth 0 (T t) 0 = entry g1.

Notation C := (cyc g1 hd_min 1 0).

Lemma C_eq : C = [1; 2].
Proof. vm_compute; reflexivity. Qed.

Lemma H_eq : hdr g1 hd_min 1 0 = 1.
Proof. vm_compute; reflexivity. Qed.

Lemma Hi1 : 0 < length (hlist g1 hd_min 1).
Proof. vm_compute; lia. Qed.

Lemma single_entry1 u v : edge g1 u v -> ~ In u C -> In v C -> v = hdr g1 hd_min 1 0.
Proof.
  rewrite C_eq, H_eq; intros E Nu Cv; apply g1_edge in E; simpl in *; intuition lia.
Qed.

Lemma entry_out1 : ~ In (entry g1) C.
Proof. rewrite C_eq; simpl; lia. Qed.

(* %p counts: a counting phi of C (ι = 0, w = %w = add %p, 1). *)
Lemma p_counts : counts g1 hd_min T 1 0 P1 nat 0 cst_id arg_tid opsum 0.
Proof.
  apply counts_phi; split; [rewrite H_eq; reflexivity|].
  exists (fun u => if u =? 2 then Ins 1 else Cst 0), 1, (Cst 0).
  split; [reflexivity|split; [|split; [simpl; auto|split]]].
  - apply (cone_op _ _ _ _ _ _ _ _ _ _ _ _ 1 0 [Ins 0; Cst 1]); [rewrite C_eq; simpl; auto|reflexivity|].
    intros a [<-|[<-|[]]]; [left; auto|right; left; simpl; auto].
  - rewrite H_eq; intros u E Cu; apply g1_edge in E; rewrite C_eq in Cu; simpl in Cu.
    assert (u = 2) as -> by (intuition lia); reflexivity.
  - rewrite H_eq; intros u E Cu; apply g1_edge in E; rewrite C_eq in Cu; simpl in Cu.
    assert (u = 0) as -> by (intuition lia); reflexivity.
Qed.

(* The theorem on this program: in any family of traces of g1 from its
   entry, %p is equal at two instances of H with equal signatures. *)
Example p_uniform x y :
  Sig g1 hd_min T x y -> blk T x = 1 ->
  value P1 nat 0 cst_id arg_tid opsum T 0 x = value P1 nat 0 cst_id arg_tid opsum T 0 y.
Proof.
  intros HS Bx.
  apply (counting_value g1 hd_min T HW Hstart 1 0 Hi1 single_entry1 entry_out1 P1 P1_ssa
           nat 0 cst_id arg_tid opsum 0 x y p_counts); auto.
Qed.

End Loop.

(* ---- the counter-example `two_steps` ---------------------------------

     0: entry          br 1
     1: H              %p = phi [0, %0], [%inc1, %2], [%inc2, %3]
                       br 2 or 3 (on the thread)
     2: B              %inc1 = add %p, 1      br 1
     3: C              %inc2 = add %p, 2      br 1

   Thread 0 goes through B, thread 1 through C: at their second execution
   of H (position 3 of both: E H B H / E H C H) both have executed H once
   since entering the cycle {1, 2, 3} — equal signatures — but %p is 1 in
   thread 0 and 2 in thread 1.  (i) fails: two values on the back edges. *)
Definition g2 : cfg :=
  {| nb := 4; succ := fun b => match b with 0 => [1] | 1 => [2; 3] | 2 => [1] | 3 => [1] | _ => [] end;
     entry := 0 |}.
Definition P2 : prog :=
  {| nd := 3; dblk := fun v => match v with 0 => 1 | 1 => 2 | _ => 3 end;
     def := fun v => match v with
                     | 0 => Phi (fun u => if u =? 2 then Ins 1 else if u =? 3 then Ins 2 else Cst 0)
                     | 1 => Op 0 [Ins 0; Cst 1]
                     | _ => Op 0 [Ins 0; Cst 2] end |}.
Definition T2 : nat -> list nat :=
  fun t => match t with 0 => [0; 1; 2; 1] | 1 => [0; 1; 3; 1] | _ => [] end.

Example two_steps_related : sigb g2 hd_min T2 (0, 3) (1, 3) = true.
Proof. vm_compute; reflexivity. Qed.

Example two_steps_differ :
  (value P2 nat 0 cst_id arg_tid opsum T2 0 (0, 3), value P2 nat 0 cst_id arg_tid opsum T2 0 (1, 3)) = (1, 2).
Proof. vm_compute; reflexivity. Qed.

(* ---- why Counting.v's single recurrence is narrower than the rule -----

     0: entry          br 1
     1: outer H        %o  = phi [0, %0], [%o1, %4]       br 2 or 5
     2: inner H        %p  = phi [%o, %1], [%w, %3]       br 3 or 4
     3: inner latch    %w  = add %p, 1                    br 2
     4: outer latch    %o1 = add %o, 1                    br 1
     5: exit

   %p counts for the inner cycle {2, 3}: its initial term %o is stable (an
   instruction of the header of the enclosing single-entry cycle, itself a
   counter).  A thread that runs the outer loop twice enters the inner
   cycle twice (positions 2 and 5 of 0 1 2 4 1 2 4 1 5), and %p's initial
   term is %o's value then: 0, then 0 + 1 = 1.  So no single [init] meets
   Counting.v's [val_enter] for %p; [counting_value] covers it.
   Definitions: 0 = %o, 1 = %o1, 2 = %p, 3 = %w. *)
Definition g3 : cfg :=
  {| nb := 6; succ := fun b => match b with
                              | 0 => [1] | 1 => [2; 5] | 2 => [3; 4] | 3 => [2] | 4 => [1] | _ => [] end;
     entry := 0 |}.
Definition P3 : prog :=
  {| nd := 4; dblk := fun v => match v with 0 => 1 | 1 => 4 | 2 => 2 | _ => 3 end;
     def := fun v => match v with
                     | 0 => Phi (fun u => if u =? 4 then Ins 1 else Cst 0)
                     | 1 => Op 0 [Ins 0; Cst 1]
                     | 2 => Phi (fun u => if u =? 3 then Ins 3 else Ins 0)
                     | _ => Op 0 [Ins 2; Cst 1] end |}.
Definition T3 : nat -> list nat := fun t => match t with 0 => [0; 1; 2; 4; 1; 2; 4; 1; 5] | _ => [] end.

Example nested_inits :
  (value P3 nat 0 cst_id arg_tid opsum T3 2 (0, 2), value P3 nat 0 cst_id arg_tid opsum T3 2 (0, 5)) = (0, 1).
Proof. vm_compute; reflexivity. Qed.

(* Both are entries into the inner cycle (its blocks are 2 and 3, and
   positions 1 and 4 hold block 1). *)
Example nested_inner_cycle : cyc g3 hd_min 2 1 = [2; 3] /\ nth 1 (T3 0) 0 = 1 /\ nth 4 (T3 0) 0 = 1.
Proof. vm_compute; auto. Qed.

(* The theorem covers %p, through the enclosing header: %o is proven
   uniform by the theorem for the outer cycle, which makes it a stable
   initial term for the inner one (docs/unbounded.md, "Counting phis",
   item 2, D = H_m). *)
Lemma g3_edge u v :
  edge g3 u v -> (u = 0 /\ v = 1) \/ (u = 1 /\ v = 2) \/ (u = 1 /\ v = 5) \/ (u = 2 /\ v = 3) \/
                 (u = 2 /\ v = 4) \/ (u = 3 /\ v = 2) \/ (u = 4 /\ v = 1).
Proof.
  unfold edge, edgeb; simpl.
  destruct u as [|[|[|[|[|[|u]]]]]]; destruct v as [|[|[|[|[|[|v]]]]]]; vm_compute; intros E;
    try discriminate; auto 8.
Qed.

(* Every walk from g3's entry starts with block 1. *)
Lemma g3_dom1 b : b <> 0 -> dom g3 1 b.
Proof.
  intros N [|v l] W; simpl in W; [congruence|].
  destruct W as [E _]; apply g3_edge in E; right; left; lia.
Qed.

(* A block whose only predecessor is d is dominated by d. *)
Lemma dom_pred g d b : b <> entry g -> (forall u, edge g u b -> u = d) -> dom g d b.
Proof.
  intros N Hp l W; destruct l as [|v l] using rev_ind; [simpl in W; congruence|].
  apply walk_split in W as [W1 W2]; simpl in W2; destruct W2 as [E ->].
  apply Hp in E; rewrite <- E.
  assert (L : forall x (l : list nat), In (last l x) (x :: l)).
  { intros x l0; revert x; induction l0 as [|a l0 IH]; intros x; [left; auto|].
    rewrite last_cons; right; apply IH. }
  destruct (L (entry g) l) as [I|I]; [left; auto|right; apply in_or_app; left; auto].
Qed.

Lemma P3_ssa : ssa g3 P3.
Proof.
  intros [|[|[|[|v]]]] Hv; simpl in *; try lia.
  - intros pr u E I; destruct (pr =? 4) eqn:Ep; [|discriminate].
    apply Nat.eqb_eq in Ep; subst; injection I as <-; apply dom_self; simpl; lia.
  - intros u [I|[I|[]]]; try discriminate; injection I as <-; split; [apply g3_dom1; lia|simpl; lia].
  - intros pr u E I; destruct (pr =? 3) eqn:Ep.
    + apply Nat.eqb_eq in Ep; subst; injection I as <-; apply dom_self; simpl; lia.
    + injection I as <-; apply Nat.eqb_neq in Ep; apply g3_edge in E.
      assert (pr = 1) as -> by lia; apply dom_self; simpl; lia.
  - intros u [I|[I|[]]]; try discriminate; injection I as <-; split; [|simpl; lia].
    apply dom_pred; [simpl; lia|]; intros u E; apply g3_edge in E; simpl; lia.
Qed.

Section Nest.
Variable T : nat -> list nat.
Hypothesis HW : walks g3 T.
Hypothesis Hstart : forall t, 0 < length (T t) -> nth 0 (T t) 0 = entry g3.

Lemma g3_outer : cyc g3 hd_min 1 0 = [1; 2; 3; 4] /\ hdr g3 hd_min 1 0 = 1 /\
                 cyc g3 hd_min 2 0 = [1; 2; 3; 4] /\ hdr g3 hd_min 2 0 = 1 /\
                 cyc g3 hd_min 2 1 = [2; 3] /\ hdr g3 hd_min 2 1 = 2 /\
                 length (hlist g3 hd_min 1) = 1 /\ length (hlist g3 hd_min 2) = 2.
Proof. vm_compute; repeat split. Qed.

Lemma outer_entry X : X = 1 \/ X = 2 ->
  (forall u v, edge g3 u v -> ~ In u (cyc g3 hd_min X 0) -> In v (cyc g3 hd_min X 0) ->
   v = hdr g3 hd_min X 0) /\ ~ In (entry g3) (cyc g3 hd_min X 0).
Proof.
  pose proof g3_outer as [C1 [H1 [C2 [H2 _]]]].
  intros [->| ->]; [rewrite C1, H1|rewrite C2, H2]; split; simpl; try lia;
    intros u v E Nu Cv; apply g3_edge in E; intuition lia.
Qed.

Lemma inner_entry :
  forall u v, edge g3 u v -> ~ In u (cyc g3 hd_min 2 1) -> In v (cyc g3 hd_min 2 1) -> v = hdr g3 hd_min 2 1.
Proof.
  pose proof g3_outer as [_ [_ [_ [_ [C [H _]]]]]]; rewrite C, H.
  intros u v E Nu Cv; apply g3_edge in E; simpl in *; intuition lia.
Qed.

(* %o counts for the outer cycle, so it is uniform. *)
Lemma o_uniform : uniform g3 hd_min T P3 nat 0 cst_id arg_tid opsum 0.
Proof.
  pose proof g3_outer as [C1 [H1 [_ [_ [_ [_ [L1 _]]]]]]].
  destruct (outer_entry 1 (or_introl eq_refl)) as [SE EO].
  intros a b HS Ba.
  apply (counting_value g3 hd_min T HW Hstart 1 0 ltac:(lia) SE EO P3 P3_ssa
           nat 0 cst_id arg_tid opsum 0 a b); auto.
  apply counts_phi; split; [rewrite H1; reflexivity|].
  exists (fun u => if u =? 4 then Ins 1 else Cst 0), 1, (Cst 0).
  split; [reflexivity|split; [|split; [simpl; auto|split]]].
  - apply (cone_op _ _ _ _ _ _ _ _ _ _ _ _ 1 0 [Ins 0; Cst 1]); [rewrite C1; simpl; auto|reflexivity|].
    intros a' [<-|[<-|[]]]; [left; auto|right; left; simpl; auto].
  - rewrite H1, C1; intros u E Cu; apply g3_edge in E; simpl in Cu.
    assert (u = 4) as -> by (intuition lia); reflexivity.
  - rewrite H1, C1; intros u E Cu; apply g3_edge in E; simpl in Cu.
    assert (u = 0) as -> by (intuition lia); reflexivity.
Qed.

(* %p is equal at every two instances of the inner header with equal
   signatures, in every family of traces of g3 from its entry. *)
Example p_nested_uniform x y :
  Sig g3 hd_min T x y -> blk T x = 2 ->
  value P3 nat 0 cst_id arg_tid opsum T 2 x = value P3 nat 0 cst_id arg_tid opsum T 2 y.
Proof.
  pose proof g3_outer as [_ [_ [C2 [H2 [C [H [_ L2]]]]]]].
  destruct (outer_entry 2 (or_intror eq_refl)) as [SE2 EO2].
  intros HS Bx.
  apply (counting_value g3 hd_min T HW Hstart 2 1 ltac:(lia) inner_entry
           ltac:(rewrite C; simpl; lia) P3 P3_ssa nat 0 cst_id arg_tid opsum 2 x y); auto.
  apply counts_phi; split; [rewrite H; reflexivity|].
  exists (fun u => if u =? 3 then Ins 3 else Ins 0), 3, (Ins 0).
  split; [reflexivity|split; [|split; [|split]]].
  - apply (cone_op _ _ _ _ _ _ _ _ _ _ _ _ 3 0 [Ins 2; Cst 1]); [rewrite C; simpl; auto|reflexivity|].
    intros a' [<-|[<-|[]]]; [left; auto|right; left; simpl; auto].
  - (* ι = %o: outside the inner cycle, proven uniform, of the outer header *)
    split; [rewrite C; simpl; lia|split; [apply o_uniform|right]].
    exists 0; split; [lia|split; [rewrite H2; reflexivity|auto]].
  - rewrite H, C; intros u E Cu; apply g3_edge in E; simpl in Cu.
    assert (u = 3) as -> by (intuition lia); reflexivity.
  - rewrite H, C; intros u E Cu; apply g3_edge in E; simpl in Cu.
    assert (u = 1) as -> by (intuition lia); reflexivity.
Qed.

End Nest.
