; Valid: the texture-sampling example of [CO] "Examples of Convergent
; Operations" (entry first in the entry block of a convergent function, its
; token used in the same block; the result used under a branch).
; opt-22: valid
define void @example_shader(i1 %condition) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %color = call float @textureSample(float 1.0) [ "convergencectrl"(token %tok) ]
  br i1 %condition, label %then, label %end
then:
  call void @use(float %color)
  br label %end
end:
  ret void
}
declare float @textureSample(float) convergent
declare void @use(float)
declare token @llvm.experimental.convergence.entry()
