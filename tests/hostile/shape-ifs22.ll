declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @ifs(ptr addrspace(1) %o) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  br label %i0
i0:
  %c0 = icmp eq i32 %t, 0
  br i1 %c0, label %t0, label %j0
t0:
  br label %j0
j0:
  %p0 = phi i32 [ 0, %i0 ], [ 1, %t0 ]
  br label %i1
i1:
  %c1 = icmp eq i32 %t, 1
  br i1 %c1, label %t1, label %j1
t1:
  br label %j1
j1:
  %p1 = phi i32 [ 0, %i1 ], [ 1, %t1 ]
  br label %i2
i2:
  %c2 = icmp eq i32 %t, 2
  br i1 %c2, label %t2, label %j2
t2:
  br label %j2
j2:
  %p2 = phi i32 [ 0, %i2 ], [ 1, %t2 ]
  br label %i3
i3:
  %c3 = icmp eq i32 %t, 3
  br i1 %c3, label %t3, label %j3
t3:
  br label %j3
j3:
  %p3 = phi i32 [ 0, %i3 ], [ 1, %t3 ]
  br label %i4
i4:
  %c4 = icmp eq i32 %t, 4
  br i1 %c4, label %t4, label %j4
t4:
  br label %j4
j4:
  %p4 = phi i32 [ 0, %i4 ], [ 1, %t4 ]
  br label %i5
i5:
  %c5 = icmp eq i32 %t, 5
  br i1 %c5, label %t5, label %j5
t5:
  br label %j5
j5:
  %p5 = phi i32 [ 0, %i5 ], [ 1, %t5 ]
  br label %i6
i6:
  %c6 = icmp eq i32 %t, 6
  br i1 %c6, label %t6, label %j6
t6:
  br label %j6
j6:
  %p6 = phi i32 [ 0, %i6 ], [ 1, %t6 ]
  br label %i7
i7:
  %c7 = icmp eq i32 %t, 7
  br i1 %c7, label %t7, label %j7
t7:
  br label %j7
j7:
  %p7 = phi i32 [ 0, %i7 ], [ 1, %t7 ]
  br label %i8
i8:
  %c8 = icmp eq i32 %t, 8
  br i1 %c8, label %t8, label %j8
t8:
  br label %j8
j8:
  %p8 = phi i32 [ 0, %i8 ], [ 1, %t8 ]
  br label %i9
i9:
  %c9 = icmp eq i32 %t, 9
  br i1 %c9, label %t9, label %j9
t9:
  br label %j9
j9:
  %p9 = phi i32 [ 0, %i9 ], [ 1, %t9 ]
  br label %i10
i10:
  %c10 = icmp eq i32 %t, 10
  br i1 %c10, label %t10, label %j10
t10:
  br label %j10
j10:
  %p10 = phi i32 [ 0, %i10 ], [ 1, %t10 ]
  br label %i11
i11:
  %c11 = icmp eq i32 %t, 11
  br i1 %c11, label %t11, label %j11
t11:
  br label %j11
j11:
  %p11 = phi i32 [ 0, %i11 ], [ 1, %t11 ]
  br label %i12
i12:
  %c12 = icmp eq i32 %t, 12
  br i1 %c12, label %t12, label %j12
t12:
  br label %j12
j12:
  %p12 = phi i32 [ 0, %i12 ], [ 1, %t12 ]
  br label %i13
i13:
  %c13 = icmp eq i32 %t, 13
  br i1 %c13, label %t13, label %j13
t13:
  br label %j13
j13:
  %p13 = phi i32 [ 0, %i13 ], [ 1, %t13 ]
  br label %i14
i14:
  %c14 = icmp eq i32 %t, 14
  br i1 %c14, label %t14, label %j14
t14:
  br label %j14
j14:
  %p14 = phi i32 [ 0, %i14 ], [ 1, %t14 ]
  br label %i15
i15:
  %c15 = icmp eq i32 %t, 15
  br i1 %c15, label %t15, label %j15
t15:
  br label %j15
j15:
  %p15 = phi i32 [ 0, %i15 ], [ 1, %t15 ]
  br label %i16
i16:
  %c16 = icmp eq i32 %t, 16
  br i1 %c16, label %t16, label %j16
t16:
  br label %j16
j16:
  %p16 = phi i32 [ 0, %i16 ], [ 1, %t16 ]
  br label %i17
i17:
  %c17 = icmp eq i32 %t, 17
  br i1 %c17, label %t17, label %j17
t17:
  br label %j17
j17:
  %p17 = phi i32 [ 0, %i17 ], [ 1, %t17 ]
  br label %i18
i18:
  %c18 = icmp eq i32 %t, 18
  br i1 %c18, label %t18, label %j18
t18:
  br label %j18
j18:
  %p18 = phi i32 [ 0, %i18 ], [ 1, %t18 ]
  br label %i19
i19:
  %c19 = icmp eq i32 %t, 19
  br i1 %c19, label %t19, label %j19
t19:
  br label %j19
j19:
  %p19 = phi i32 [ 0, %i19 ], [ 1, %t19 ]
  br label %i20
i20:
  %c20 = icmp eq i32 %t, 20
  br i1 %c20, label %t20, label %j20
t20:
  br label %j20
j20:
  %p20 = phi i32 [ 0, %i20 ], [ 1, %t20 ]
  br label %i21
i21:
  %c21 = icmp eq i32 %t, 21
  br i1 %c21, label %t21, label %j21
t21:
  br label %j21
j21:
  %p21 = phi i32 [ 0, %i21 ], [ 1, %t21 ]
  br label %x
x:
  store i32 %p0, ptr addrspace(1) %o
  ret void
}
