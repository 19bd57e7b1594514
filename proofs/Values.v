(* proofs/Values.v — a minimal SSA value semantics over the traces of
   Traces.v: the values of a function's phis and pure instructions at each
   position of a thread's trace.

   docs/unbounded.md, "Counting phis", reads a value's instances this way:
   "an operand reads the last instance of its definition", "a pure
   instruction's term is a function of its operands' terms (its opkey)",
   and a phi of H reads "the incoming value" of the edge just taken
   ((i), (iii): "every incoming value on an edge from inside C",
   "on an edge from outside C").  docs/design.md §5: a value is a term of
   its own thread ("the model has no memory shared between threads",
   docs/unbounded.md, "The number of threads", property 2).

   Model.  A program numbers its definitions 0 .. nd-1; definition v lives
   in block [dblk v] and is a phi (an incoming operand per predecessor
   block) or a pure instruction (an opcode applied to a list of operands).
   An operand is a constant, an argument, or a definition.  Values are of
   any type [Val]; an opcode means any function [opsem] of its operands'
   values (the term algebra of model/values.c is one instance: equal
   operands' terms give equal terms); an argument's value may depend on the
   thread ([arg t n]: `%tid` is one), a constant's may not.  Memory, calls
   and other impure instructions are not modelled (the counting rule does
   not read them: docs/unbounded.md, (ii), "pure").

   Execution.  A thread's state after a prefix of its trace is an
   environment: for each definition, the value of its last instance
   (undef before the first).  Executing a block replaces the values of its
   own definitions, in the order of their numbers: a phi reads the
   environment before the block (its incoming operand for the edge from
   the previous block), an instruction reads the environment as updated so
   far in the block ([opnd], [value_op]: an operand of the same block with
   a smaller number is read at this position, any other at its last
   instance before it).  [value_last] states the reading "the value of its
   last instance". *)
From Coq Require Import List Arith Lia Bool.
From Convcheck Require Import Cfg Cycles Traces.
Import ListNotations.

(* docs/unbounded.md, "Counting phis", "stable": "a constant ..., or an
   argument", or an instruction ("an instruction proven uniform"). *)
Inductive operand := Cst (c : nat) | Arg (n : nat) | Ins (v : nat).

(* docs/unbounded.md, "Counting phis": "a phi p of H" with an incoming value
   per edge (here per predecessor block), and a "pure" instruction: "a
   deterministic operation with an opcode key". *)
Inductive defn := Phi (inc : nat -> operand) | Op (o : nat) (args : list operand).

(* A function's definitions 0 .. nd-1, each in its block: the phis and
   pure instructions the counting rule reads (docs/unbounded.md, "Counting
   phis"). *)
Record prog := { nd : nat; dblk : nat -> nat; def : nat -> defn }.

(* Dominance: every path of the CFG from the entry to b passes d (d = b
   included).  docs/unbounded.md, "Counting phis": "Every definition in the
   cone dominates its use (a phi's incoming value: the end of the edge's
   source block): SSA, which convcheck's reader enforces". *)
Definition dom (g : cfg) (d b : nat) : Prop :=
  forall l, walk g (entry g) l b -> In d (entry g :: l).

(* SSA (docs/design.md §1, docs/unbounded.md as above), stated on the
   program: an instruction's operand is defined in a block that dominates
   the instruction's, and earlier in the block when it is the same block;
   a phi's incoming operand on the edge from u is defined in a block that
   dominates u. *)
Definition ssa (g : cfg) (P : prog) : Prop :=
  forall v, v < nd P ->
  match def P v with
  | Op _ args => forall u, In (Ins u) args ->
      dom g (dblk P u) (dblk P v) /\ (dblk P u = dblk P v -> u < v)
  | Phi inc => forall pr u, edge g pr (dblk P v) -> inc pr = Ins u -> dom g (dblk P u) pr
  end.

Section Semantics.
Variable P : prog.
Variable Val : Type.
Variable undef : Val.
Variable cst : nat -> Val.
(* [arg t n]: argument n's value in thread t *)
Variable arg : nat -> nat -> Val.
Variable opsem : nat -> list Val -> Val.

Definition env : Type := nat -> Val.
Definition env0 : env := fun _ => undef.

Definition rd (t : nat) (e : env) (a : operand) : Val :=
  match a with Cst c => cst c | Arg n => arg t n | Ins u => e u end.

Definition upd (e : env) (v : nat) (x : Val) : env := fun u => if u =? v then x else e u.

(* Definition v of block b, executed after block pb (None: the first
   block of the trace), with e the environment before b and cur the one
   updated so far in b. *)
Definition eval_def (t : nat) (pb : option nat) (e cur : env) (v : nat) : Val :=
  match def P v with
  | Phi inc => match pb with Some u => rd t e (inc u) | None => undef end
  | Op o args => opsem o (map (rd t cur) args)
  end.

Definition exec_step t pb b (e cur : env) (v : nat) : env :=
  if dblk P v =? b then upd cur v (eval_def t pb e cur v) else cur.
Definition exec_k t pb b (e : env) (k : nat) : env := fold_left (exec_step t pb b e) (seq 0 k) e.
Definition exec_blk t pb b (e : env) : env := exec_k t pb b e (nd P).

Definition state : Type := (option nat * env)%type.
Definition run_step t (s : state) (b : nat) : state := (Some b, exec_blk t (fst s) b (snd s)).
Definition run t (w : list nat) : state := fold_left (run_step t) w (None, env0).

Variable T : nat -> list nat.
Notation blk := (Traces.blk T).

(* The environment after position p of thread t, and before it. *)
Definition envp (t p : nat) : env := snd (run t (firstn (S p) (T t))).
Definition prv (t p : nat) : env := match p with 0 => env0 | S p' => envp t p' end.

(* The value of definition v at the instance a (meant for blk a = dblk v). *)
Definition value (v : nat) (a : inst) : Val := envp (fst a) (snd a) v.

(* The operand a as instruction v, of the block at position p, reads it. *)
Definition opnd (t p v : nat) (a : operand) : Val :=
  match a with
  | Ins u => if (dblk P u =? blk (t, p)) && (u <? v) then envp t p u else prv t p u
  | _ => rd t (prv t p) a
  end.

(* ---- executing one block --------------------------------------------- *)

Lemma exec_k_S t pb b e k :
  exec_k t pb b e (S k) = exec_step t pb b e (exec_k t pb b e k) k.
Proof. unfold exec_k; rewrite seq_S, fold_left_app; reflexivity. Qed.

Lemma exec_k_ge t pb b e k u : k <= u -> exec_k t pb b e k u = e u.
Proof.
  induction k as [|k IH]; intros H; [reflexivity|].
  rewrite exec_k_S; unfold exec_step, upd.
  destruct (dblk P k =? b); [|apply IH; lia].
  rewrite (proj2 (Nat.eqb_neq u k)) by lia; apply IH; lia.
Qed.

Lemma exec_k_other t pb b e k u : dblk P u <> b -> exec_k t pb b e k u = e u.
Proof.
  induction k as [|k IH]; intros H; [reflexivity|].
  rewrite exec_k_S; unfold exec_step, upd.
  destruct (dblk P k =? b) eqn:E; [|apply IH; auto].
  destruct (u =? k) eqn:E2; [|apply IH; auto].
  apply Nat.eqb_eq in E, E2; subst; contradiction.
Qed.

Lemma exec_k_le t pb b e k u : u < k -> exec_k t pb b e k u = exec_k t pb b e (S u) u.
Proof.
  induction k as [|k IH]; intros H; [lia|].
  destruct (Nat.eq_dec u k) as [->|N]; [reflexivity|].
  rewrite exec_k_S; unfold exec_step, upd.
  destruct (dblk P k =? b); [rewrite (proj2 (Nat.eqb_neq u k)) by auto|]; apply IH; lia.
Qed.

(* A definition of the block gets its value from the environment before
   the block and from the definitions numbered below it. *)
Lemma exec_blk_own t pb b e v :
  v < nd P -> dblk P v = b ->
  exec_blk t pb b e v = eval_def t pb e (exec_k t pb b e v) v.
Proof.
  intros Hv Hb; unfold exec_blk; rewrite exec_k_le by auto.
  rewrite exec_k_S; unfold exec_step, upd; rewrite Hb, !Nat.eqb_refl; reflexivity.
Qed.

Lemma exec_k_below t pb b e v u :
  v <= nd P -> exec_k t pb b e v u = if u <? v then exec_blk t pb b e u else e u.
Proof.
  intros Hv; destruct (u <? v) eqn:E.
  - apply Nat.ltb_lt in E; unfold exec_blk; rewrite (exec_k_le _ _ _ _ (nd P)) by lia.
    apply exec_k_le; auto.
  - apply Nat.ltb_ge in E; apply exec_k_ge; auto.
Qed.

Lemma exec_blk_big t pb b e u : nd P <= u -> exec_blk t pb b e u = e u.
Proof. intros; apply exec_k_ge; auto. Qed.

(* ---- executing a trace ----------------------------------------------- *)

Lemma run_snoc t w b : run t (w ++ [b]) = run_step t (run t w) b.
Proof. unfold run; rewrite fold_left_app; reflexivity. Qed.

Lemma envp_0 t : 0 < length (T t) -> envp t 0 = exec_blk t None (blk (t, 0)) env0.
Proof.
  intros H; unfold envp, Traces.blk; simpl.
  destruct (T t) as [|b w]; [simpl in H; lia|]; reflexivity.
Qed.

Lemma run_fst t p : p < length (T t) -> fst (run t (firstn (S p) (T t))) = Some (blk (t, p)).
Proof.
  intros H; rewrite firstn_S_snoc by auto; rewrite run_snoc; reflexivity.
Qed.

Lemma envp_S t p :
  S p < length (T t) -> envp t (S p) = exec_blk t (Some (blk (t, p))) (blk (t, S p)) (envp t p).
Proof.
  intros H; unfold envp at 1; rewrite firstn_S_snoc by auto; rewrite run_snoc.
  unfold run_step; cbn [snd]; rewrite run_fst by lia; reflexivity.
Qed.

(* The position's own block, executed on the environment before it. *)
Lemma envp_exec t p :
  p < length (T t) ->
  envp t p = exec_blk t (match p with 0 => None | S p' => Some (blk (t, p')) end) (blk (t, p)) (prv t p).
Proof. destruct p as [|p]; intros H; [apply envp_0; lia|apply envp_S; auto]. Qed.

(* A definition of another block keeps its value. *)
Lemma value_other t p v : p < length (T t) -> dblk P v <> blk (t, p) -> envp t p v = prv t p v.
Proof. intros H N; rewrite envp_exec by auto; apply exec_k_other; auto. Qed.

(* A definition that is not part of the program is never given a value. *)
Lemma value_big t p v : nd P <= v -> p < length (T t) -> envp t p v = undef.
Proof.
  induction p as [|p IH]; intros Hv Hp; rewrite envp_exec by auto; rewrite exec_blk_big by auto;
    [reflexivity|apply IH; auto; lia].
Qed.

(* docs/unbounded.md, "Counting phis", (i)/(iii): a phi's value at an
   execution of its block is its incoming operand for the edge just taken,
   read in the environment before the block. *)
Lemma value_phi t p v inc :
  S p < length (T t) -> v < nd P -> def P v = Phi inc -> dblk P v = blk (t, S p) ->
  envp t (S p) v = rd t (envp t p) (inc (blk (t, p))).
Proof.
  intros Hp Hv Hd Hb; rewrite envp_S by auto; rewrite exec_blk_own by auto.
  unfold eval_def; rewrite Hd; reflexivity.
Qed.

(* docs/unbounded.md, "Counting phis", item 4: "a pure instruction's term
   is a function of its operands' terms": the opcode applied to the
   operands as [opnd] reads them. *)
Lemma value_op t p v o args :
  p < length (T t) -> v < nd P -> def P v = Op o args -> dblk P v = blk (t, p) ->
  envp t p v = opsem o (map (opnd t p v) args).
Proof.
  intros Hp Hv Hd Hb; pose proof (envp_exec t p Hp) as E.
  rewrite E, exec_blk_own by auto; unfold eval_def; rewrite Hd; f_equal.
  apply map_ext; intros [c|n|u]; unfold opnd, rd; auto.
  rewrite exec_k_below by lia.
  destruct (u <? v) eqn:Euv; rewrite ?andb_true_r, ?andb_false_r; [|reflexivity].
  destruct (dblk P u =? blk (t, p)) eqn:Eb.
  - rewrite E; reflexivity.
  - apply Nat.eqb_neq in Eb; apply exec_k_other; auto.
Qed.

(* "An operand reads the last instance of its definition": when no
   position after q up to p executes v's block, v's value at p is its
   value at q. *)
Lemma value_last t q p v :
  q <= p -> p < length (T t) -> (forall r, q < r <= p -> blk (t, r) <> dblk P v) ->
  envp t p v = envp t q v.
Proof.
  induction p as [|p IH]; intros Hq Hp Hr.
  - assert (q = 0) by lia; subst; auto.
  - destruct (Nat.eq_dec q (S p)) as [->|N]; auto.
    rewrite value_other by (auto; intros E; apply (Hr (S p)); auto; lia).
    apply IH; [lia|lia|]; intros r Hr'; apply Hr; lia.
Qed.

End Semantics.
