(* proofs/Threads.v — the number of threads (docs/unbounded.md, "The number
   of threads"), for the uncontrolled relation.

   [CU] "Maximal Convergence" relates "Dynamic instances X1 and X2 produced
   by different threads"; a question is asked of k threads (docs/design.md
   §3).  By the signature theorem the relation between two threads'
   instances is a function of their two traces ([relation_two_threads]:
   docs/design.md §10's reading "threads: 2 | 3" cannot differ).  Whether
   m-convergence needs more than two threads then depends on which tuples
   of traces the branch semantics admits: convcheck's model admits a tuple
   iff every two of its traces are compatible (enumerate/engine.c,
   [pairwise_compatible]: uniform branches are a shared tape per block,
   equal condition terms decide equally — each trace's decisions are a
   partial function, and partial functions that agree two by two have a
   common extension).  That is a property of the model, taken here as the
   hypotheses on [adm1] and [adm2]; under it, a block's relation differs
   between two hierarchies on some admissible k-tuple iff it does on some
   admissible pair ([mconv_two_threads]). *)
From Coq Require Import List Arith Lia Bool.
From Convcheck Require Import Cfg Cycles Traces Convergence Signature.
Import ListNotations.

Section Threads.
Variable g : cfg.

(* The family of two threads running a and b. *)
Definition pair2 (a b : list nat) : nat -> list nat :=
  fun t => match t with 0 => a | 1 => b | _ => [] end.

(* Equal signatures depend on the two threads' own traces only. *)
Lemma Sig_local hd T T' t1 t2 t1' t2' p1 p2 :
  t1 <> t2 -> t1' <> t2' -> T t1 = T' t1' -> T t2 = T' t2' ->
  (Sig g hd T (t1, p1) (t2, p2) <-> Sig g hd T' (t1', p1) (t2', p2)).
Proof.
  intros D D' E1 E2; unfold Sig, Traces.valid, Traces.blk, Traces.V, Traces.pre; simpl.
  rewrite E1, E2; tauto.
Qed.

(* [CU] "Maximal Convergence", "Dynamic instances X1 and X2 produced by
   different threads": in a family of any number of threads, two threads'
   instances are related exactly as in the family of these two threads
   alone — a third thread changes nothing (docs/design.md §10, "threads:
   2 | 3"). *)
Theorem relation_two_threads hd T t1 t2 p1 p2 :
  walks g T -> t1 <> t2 ->
  (M_lit g hd T (t1, p1) (t2, p2) <-> M_lit g hd (pair2 (T t1) (T t2)) (0, p1) (1, p2)) /\
  (M_quo g hd T (t1, p1) (t2, p2) <-> M_quo g hd (pair2 (T t1) (T t2)) (0, p1) (1, p2)).
Proof.
  intros HW D.
  assert (HW2 : walks g (pair2 (T t1) (T t2))).
  { intros [|[|t]] p Hp; simpl in *; [apply HW; auto|apply HW; auto|lia]. }
  destruct (signature_theorem g hd T HW (t1, p1) (t2, p2)) as [[A1 A2] [B1 B2]].
  destruct (signature_theorem g hd _ HW2 (0, p1) (1, p2)) as [[C1 C2] [D1 D2]].
  assert (Sig g hd T (t1, p1) (t2, p2) <-> Sig g hd (pair2 (T t1) (T t2)) (0, p1) (1, p2)) as E
    by (apply Sig_local; auto).
  tauto.
Qed.

(* The branch semantics, as properties of the model: [adm1 w] — one thread
   may run w; [adm2 a b] — two threads may run a and b together. *)
Variable adm1 : list nat -> Prop.
Variable adm2 : list nat -> list nat -> Prop.
Hypothesis adm1_walk : forall w p, adm1 w -> S p < length w -> edge g (nth p w 0) (nth (S p) w 0).
Hypothesis adm2_sym : forall a b, adm2 a b -> adm2 b a.
Hypothesis adm2_refl : forall a, adm1 a -> adm2 a a.

(* A k-tuple is admissible iff each trace is and every two are compatible. *)
Definition admissible (k : nat) (T : nat -> list nat) : Prop :=
  (forall i, i < k -> adm1 (T i)) /\
  (forall i j, i < k -> j < k -> i <> j -> adm2 (T i) (T j)).

(* [CU] "Uniformity": "A static instance X is m-converged for a given CFG
   if and only if the maximal converged-with relation for its dynamic
   instances is the same in every cycle hierarchy that can be constructed
   for that CFG."  Block X's relation differs between the hierarchies hd
   and hd' on some admissible k-tuple: m-convergence fails at k threads. *)
Definition differs_on (k : nat) (hd hd' : list nat -> nat) (X : nat) : Prop :=
  exists T x y, admissible k T /\ (forall t, k <= t -> T t = []) /\
    fst x < k /\ fst y < k /\ blk T x = X /\
    ~ (M_lit g hd T x y <-> M_lit g hd' T x y).

Lemma admissible_walks k T :
  admissible k T -> (forall t, k <= t -> T t = []) -> walks g T.
Proof.
  intros [A _] Z t p Hp; destruct (lt_dec t k) as [L|L].
  - apply adm1_walk; auto.
  - rewrite Z in Hp by lia; simpl in Hp; lia.
Qed.

(* Related instances are in different threads. *)
Lemma M_threads hd T x y : walks g T -> M_lit g hd T x y -> fst x <> fst y.
Proof.
  intros HW M; destruct (signature_theorem g hd T HW x y) as [[A _] _].
  apply A in M; destruct M as [_ [_ [D _]]]; auto.
Qed.

(* Two families that give threads t1 <> t2 the same traces relate their
   instances alike. *)
Lemma M_same_traces hd T T' t1 t2 p1 p2 :
  walks g T -> walks g T' -> t1 <> t2 -> T t1 = T' t1 -> T t2 = T' t2 ->
  (M_lit g hd T (t1, p1) (t2, p2) <-> M_lit g hd T' (t1, p1) (t2, p2)).
Proof.
  intros HW HW' D E1 E2.
  destruct (signature_theorem g hd T HW (t1, p1) (t2, p2)) as [A _].
  destruct (signature_theorem g hd T' HW' (t1, p1) (t2, p2)) as [B _].
  rewrite A, B; apply Sig_local; auto.
Qed.

(* Two threads of an admissible k-tuple are an admissible pair. *)
Lemma admissible_pair k T t1 t2 :
  admissible k T -> t1 < k -> t2 < k -> t1 <> t2 ->
  admissible 2 (pair2 (T t1) (T t2)) /\ (forall t, 2 <= t -> pair2 (T t1) (T t2) t = []).
Proof.
  intros [A1 A2] H1 H2 D; split; [split|].
  - intros [|[|i]] Hi; simpl; [apply A1; auto|apply A1; auto|lia].
  - intros [|[|i]] [|[|j]] Hi Hj Hij; simpl; try lia; auto.
  - intros [|[|t]] Ht; simpl; auto; lia.
Qed.

(* An admissible pair extends to an admissible k-tuple: thread 0 as it
   is, every other thread below k a copy of thread 1. *)
Lemma admissible_extend k T :
  2 <= k -> admissible 2 T ->
  exists Tk, admissible k Tk /\ (forall t, k <= t -> Tk t = []) /\ Tk 0 = T 0 /\ Tk 1 = T 1.
Proof.
  intros Hk [A1 A2].
  exists (fun t => if t =? 0 then T 0 else if t <? k then T 1 else []).
  split; [split|split; [|split; [reflexivity|simpl; rewrite (proj2 (Nat.ltb_lt 1 k)); auto; lia]]].
  - intros i Hi; destruct (i =? 0); [apply A1; lia|].
    rewrite (proj2 (Nat.ltb_lt i k) Hi); apply A1; lia.
  - intros i j Hi Hj Hij.
    rewrite (proj2 (Nat.ltb_lt i k) Hi), (proj2 (Nat.ltb_lt j k) Hj).
    destruct (i =? 0) eqn:Ei, (j =? 0) eqn:Ej.
    + apply Nat.eqb_eq in Ei, Ej; lia.
    + apply A2; lia.
    + apply A2; lia.
    + apply adm2_refl, A1; lia.
  - intros t Ht; destruct (t =? 0) eqn:E; [apply Nat.eqb_eq in E; lia|].
    rewrite (proj2 (Nat.ltb_ge t k)); auto.
Qed.

(* docs/unbounded.md: m-convergence at k threads = m-convergence at 2
   threads, for the model's pairwise admissibility. *)
Theorem mconv_two_threads k hd hd' X :
  2 <= k -> (differs_on k hd hd' X <-> differs_on 2 hd hd' X).
Proof.
  intros Hk; split.
  - intros [T [[t1 p1] [[t2 p2] [A [Z [H1 [H2 [B N]]]]]]]]; simpl in *.
    assert (HW : walks g T) by (eapply admissible_walks; eauto).
    assert (D : t1 <> t2).
    { intros E; subst; apply N; split; intros M; exfalso; eapply M_threads; eauto. }
    destruct (admissible_pair k T t1 t2 A H1 H2 D) as [A' Z'].
    exists (pair2 (T t1) (T t2)), (0, p1), (1, p2); simpl.
    split; [auto|split; [auto|]].
    split; [lia|split; [lia|split; [auto|]]].
    destruct (relation_two_threads hd T t1 t2 p1 p2 HW D) as [E1 _].
    destruct (relation_two_threads hd' T t1 t2 p1 p2 HW D) as [E2 _].
    rewrite <- E1, <- E2; auto.
  - intros [T [[t1 p1] [[t2 p2] [A [Z [H1 [H2 [B N]]]]]]]]; simpl in *.
    assert (HW : walks g T) by (eapply admissible_walks; eauto).
    assert (D : t1 <> t2).
    { intros E; subst; apply N; split; intros M; exfalso; eapply M_threads; eauto. }
    destruct (admissible_extend k T Hk A) as [Tk [Ak [Zk [E0 E1]]]].
    assert (HWk : walks g Tk) by (eapply admissible_walks; eauto).
    exists Tk, (t1, p1), (t2, p2); simpl.
    split; [auto|split; [auto|split; [lia|split; [lia|split]]]].
    + unfold Traces.blk in *; simpl in *.
      assert (Tk t1 = T t1) as ->; auto.
      destruct t1 as [|[|t1]]; auto; lia.
    + assert (Tk t1 = T t1) by (destruct t1 as [|[|t1]]; auto; lia).
      assert (Tk t2 = T t2) by (destruct t2 as [|[|t2]]; auto; lia).
      rewrite (M_same_traces hd Tk T t1 t2 p1 p2 HWk HW D),
              (M_same_traces hd' Tk T t1 t2 p1 p2 HWk HW D); auto.
Qed.

End Threads.
