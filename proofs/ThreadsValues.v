(* proofs/ThreadsValues.v — the uniformity half of the thread-count theorem
   (docs/unbounded.md, "The number of threads": "By 2 and 3, two converged
   instances' terms differ in some k-tuple iff they differ in the 2-tuple
   of their own threads: the same holds for reference uniformity"), for
   the value model of Values.v.

   Property 2 ("A value's instances are terms of their own thread: the
   model has no memory shared between threads") is a lemma of the model
   here, [envp_local]: a thread's values depend on its own trace and its
   own arguments only.  Property 3 (convergent results) is not part of the
   value model (Values.v has no convergent operation), so it is not used.
   Admissibility is Threads.v's (property 1, hypotheses on adm1 and adm2);
   the arguments of each thread are any (a thread-local argument such as
   `%tid` is one value per thread). *)
From Coq Require Import List Arith Lia Bool.
From Convcheck Require Import Cfg Cycles Traces Convergence Signature Threads Values.
Import ListNotations.

Section Local.
Variable P : prog.
Variable Val : Type.
Variable undef : Val.
Variable cst : nat -> Val.
Variable opsem : nat -> list Val -> Val.

(* docs/unbounded.md, "The number of threads", property 2: "A value's
   instances are terms of their own thread": thread t of (T, arg) and
   thread t' of (T', arg') with the same trace and the same arguments have
   the same values at every position. *)
Lemma envp_local (arg arg' : nat -> nat -> Val) (T T' : nat -> list nat) t t' p :
  T t = T' t' -> (forall n, arg t n = arg' t' n) ->
  envp P Val undef cst arg opsem T t p = envp P Val undef cst arg' opsem T' t' p.
Proof.
  intros ET EA.
  assert (EK : forall pb b e k, exec_k P Val undef cst arg opsem t pb b e k =
                                exec_k P Val undef cst arg' opsem t' pb b e k).
  { intros pb b e k; induction k as [|k IH]; [reflexivity|].
    rewrite !exec_k_S, IH; unfold exec_step.
    assert (EV : forall cur, eval_def P Val undef cst arg opsem t pb e cur k =
                             eval_def P Val undef cst arg' opsem t' pb e cur k).
    { intros cur; unfold eval_def; destruct (def P k) as [inc|o args].
      - destruct pb as [u|]; auto; destruct (inc u); simpl; auto.
      - f_equal; apply map_ext; intros [c|n|u]; simpl; auto. }
    rewrite EV; reflexivity. }
  unfold envp, run; rewrite ET.
  generalize (None : option nat, env0 Val undef).
  induction (firstn (S p) (T' t')) as [|b w IH]; intros s; [reflexivity|].
  simpl; rewrite <- IH; unfold run_step, exec_blk; rewrite EK; reflexivity.
Qed.
End Local.

Section ThreadsValues.
Variable g : cfg.
Variable adm1 : list nat -> Prop.
Variable adm2 : list nat -> list nat -> Prop.
Hypothesis adm1_walk : forall w p, adm1 w -> S p < length w -> edge g (nth p w 0) (nth (S p) w 0).
Hypothesis adm2_sym : forall a b, adm2 a b -> adm2 b a.
Hypothesis adm2_refl : forall a, adm1 a -> adm2 a a.

Variable P : prog.
Variable Val : Type.
Variable undef : Val.
Variable cst : nat -> Val.
Variable opsem : nat -> list Val -> Val.

Notation admissible := (admissible adm1 adm2).

(* [CU] "Uniformity", 2: "The output of a static instance X is uniform for
   a given set of threads if and only if it is uniform for every pair of
   converged dynamic instances of X produced by those threads."  Value v
   of block X is not uniform at k threads in the hierarchy hd: some
   admissible k-tuple, with some arguments per thread, has two converged
   instances of X where v differs. *)
Definition value_differs (k : nat) (hd : list nat -> nat) (v X : nat) : Prop :=
  exists T arg x y, admissible k T /\ (forall t, k <= t -> T t = []) /\
    fst x < k /\ fst y < k /\ blk T x = X /\ M_lit g hd T x y /\
    value P Val undef cst arg opsem T v x <> value P Val undef cst arg opsem T v y.

(* docs/unbounded.md, "The number of threads": reference uniformity at k
   threads = uniformity at 2 threads, for the model's pairwise
   admissibility and thread-local values. *)
Theorem uniformity_two_threads k hd v X :
  2 <= k -> (value_differs k hd v X <-> value_differs 2 hd v X).
Proof.
  intros Hk; split.
  - intros [T [arg [[t1 p1] [[t2 p2] [A [Z [H1 [H2 [B [M N]]]]]]]]]]; simpl in *.
    assert (HW : walks g T) by (eapply admissible_walks; eauto).
    assert (D : t1 <> t2) by (intros E; subst; eapply (M_threads g hd T (t2, p1) (t2, p2)); eauto).
    destruct (admissible_pair adm1 adm2 adm2_sym k T t1 t2 A H1 H2 D) as [A' Z'].
    set (arg2 := fun t n => if t =? 0 then arg t1 n else arg t2 n).
    exists (pair2 (T t1) (T t2)), arg2, (0, p1), (1, p2); simpl.
    split; [auto|split; [auto|]].
    split; [lia|split; [lia|split; [auto|split]]].
    + destruct (relation_two_threads g hd T t1 t2 p1 p2 HW D) as [[E1 _] _]; auto.
    + unfold Values.value; simpl.
      rewrite <- (envp_local P Val undef cst opsem arg arg2 T (pair2 (T t1) (T t2)) t1 0 p1),
              <- (envp_local P Val undef cst opsem arg arg2 T (pair2 (T t1) (T t2)) t2 1 p2); auto.
  - intros [T [arg [[t1 p1] [[t2 p2] [A [Z [H1 [H2 [B [M N]]]]]]]]]]; simpl in *.
    assert (HW : walks g T) by (eapply admissible_walks; eauto).
    assert (D : t1 <> t2) by (intros E; subst; eapply (M_threads g hd T (t2, p1) (t2, p2)); eauto).
    destruct (admissible_extend adm1 adm2 adm2_refl k T Hk A) as [Tk [Ak [Zk [E0 E1']]]].
    set (argk := fun t n => if t =? 0 then arg 0 n else arg 1 n).
    assert (HWk : walks g Tk) by (eapply admissible_walks; eauto).
    assert (E1 : Tk t1 = T t1) by (destruct t1 as [|[|t1]]; auto; lia).
    assert (E2 : Tk t2 = T t2) by (destruct t2 as [|[|t2]]; auto; lia).
    assert (G1 : forall n, argk t1 n = arg t1 n) by (intros n; unfold argk; destruct t1 as [|[|t1]]; simpl; auto; lia).
    assert (G2 : forall n, argk t2 n = arg t2 n) by (intros n; unfold argk; destruct t2 as [|[|t2]]; simpl; auto; lia).
    exists Tk, argk, (t1, p1), (t2, p2); simpl.
    split; [auto|split; [auto|split; [lia|split; [lia|split; [|split]]]]].
    + unfold Traces.blk in *; simpl in *; rewrite E1; auto.
    + apply (M_same_traces g hd Tk T t1 t2 p1 p2 HWk HW D); auto.
    + unfold Values.value; simpl.
      rewrite (envp_local P Val undef cst opsem argk arg Tk T t1 t1 p1),
              (envp_local P Val undef cst opsem argk arg Tk T t2 t2 p2); auto.
Qed.

End ThreadsValues.
