define void @"<script>alert(1)</script>"(i1 %c) {
entry:
  br i1 %c, label %"<b>", label %"&amp;"
"<b>":
  ret void
"&amp;":
  ret void
}
