(* proofs/Traces.v — threads, dynamic instances, counter vectors and
   signatures.

   [CU] "Threads and Dynamic Instances": a thread executes a sequence of
   blocks; a dynamic instance of a block is one of its executions, here a
   position in a thread's trace (docs/design.md §3; every instruction of a
   block execution has the block execution's convergence).

   Signatures (docs/unbounded.md, "Definitions"): for an instance at
   position p of a thread's trace, of block X with header list H_0 .. H_d,
   its counter vector V(p) has, for each level i, the number of executions
   of H_i at positions before p and after the last position before p
   holding any of H_0 .. H_{i-1}; its signature is (X, V(p)). *)
From Coq Require Import List Arith Lia Bool.
From Convcheck Require Import Cfg Cycles.
Import ListNotations.

Section Traces.
Variable g : cfg.
Variable hd : list nat -> nat.

(* Threads: [T t] is the trace of thread t (the blocks it executes, in
   order).  Any family of traces: any number of threads. *)
Variable T : nat -> list nat.

(* [CU] "Threads and Dynamic Instances": "a dynamic instance" of a block
   is one of its executions by a thread: (thread, position). *)
Definition inst : Type := (nat * nat)%type.
Definition valid (a : inst) : Prop := snd a < length (T (fst a)).
Definition blk (a : inst) : nat := nth (snd a) (T (fst a)) 0.

(* [CU] "Threads and Dynamic Instances": each thread executes the CFG,
   so every trace follows the CFG's edges.  Starting at the entry block is
   not needed by the theorems, so they hold without it. *)
Definition walks : Prop :=
  forall t p, S p < length (T t) -> edge g (nth p (T t) 0) (nth (S p) (T t) 0).

(* The blocks executed strictly before a, and up to and including a. *)
Definition pre (a : inst) : list nat := firstn (snd a) (T (fst a)).
Definition upto (a : inst) : list nat := firstn (S (snd a)) (T (fst a)).

(* The count of executions of h since the last execution of a block of hs
   (0 if h has not been executed since). *)
Definition cstep (hs : list nat) (h c b : nat) : nat :=
  if memb b hs then 0 else if b =? h then S c else c.
Definition cnt (hs : list nat) (h : nat) (w : list nat) : nat :=
  fold_left (cstep hs h) w 0.

(* The counter of level j of X's header list over the prefix w. *)
Definition cntj (X j : nat) (w : list nat) : nat :=
  cnt (above g hd X j) (hdr g hd X j) w.

(* [CU] "Maximal Convergence": "two threads execute the same iteration of
   a cycle if they both previously executed the cycle header the same
   number of times after they entered that cycle. In general, this needs
   to account for the iterations of parent cycles as well."  The counter
   vector of an instance for X's header list (docs/unbounded.md, V(p)). *)
Definition V (X : nat) (a : inst) : list nat :=
  map (fun j => cntj X j (pre a)) (seq 0 (length (hlist g hd X))).

(* [CU] "Maximal Convergence": "Dynamic instances X1 and X2 produced by
   different threads for the same static instance X"; equal signatures:
   such two instances with equal counter vectors. *)
Definition Sig (a b : inst) : Prop :=
  valid a /\ valid b /\ fst a <> fst b /\ blk a = blk b /\ V (blk a) a = V (blk b) b.

(* ---- basic facts ------------------------------------------------------ *)

Lemma firstn_S_snoc (w : list nat) p :
  p < length w -> firstn (S p) w = firstn p w ++ [nth p w 0].
Proof.
  revert p; induction w as [|a w IH]; intros p Hp; [simpl in Hp; lia|].
  destruct p as [|p]; [reflexivity|].
  change (firstn (S (S p)) (a :: w)) with (a :: firstn (S p) w).
  simpl in Hp; rewrite IH by lia; reflexivity.
Qed.

Lemma upto_pre a : valid a -> upto a = pre a ++ [blk a].
Proof. intros H; unfold upto, pre, blk; apply firstn_S_snoc; auto. Qed.

Lemma cnt_snoc hs h w b : cnt hs h (w ++ [b]) = cstep hs h (cnt hs h w) b.
Proof. unfold cnt; rewrite fold_left_app; auto. Qed.

Lemma cnt_absent hs h w : ~ In h w -> cnt hs h w = 0.
Proof.
  induction w as [|b w IH] using rev_ind; intros Hn; [auto|].
  rewrite cnt_snoc, IH; [|intros Hi; apply Hn, in_or_app; auto].
  unfold cstep; destruct (memb b hs); auto.
  destruct (b =? h) eqn:E; auto.
  apply Nat.eqb_eq in E; subst; exfalso; apply Hn, in_or_app; right; left; auto.
Qed.

Lemma V_length X a : length (V X a) = length (hlist g hd X).
Proof. unfold V; rewrite map_length, seq_length; auto. Qed.

Lemma nth_map_seq {B} (f : nat -> B) n j d : j < n -> nth j (map f (seq 0 n)) d = f j.
Proof.
  intros H; rewrite nth_indep with (d' := f 0) by (rewrite map_length, seq_length; auto).
  rewrite map_nth, seq_nth; auto.
Qed.

Lemma V_nth X a j : j < length (hlist g hd X) -> nth j (V X a) 0 = cntj X j (pre a).
Proof. intros Hj; unfold V; apply (nth_map_seq (fun j => cntj X j (pre a))); auto. Qed.

End Traces.
