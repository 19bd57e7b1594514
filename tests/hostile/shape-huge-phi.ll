define i32 @f(i32 %s) {
entry:
  switch i32 %s, label %j [ i32 0, label %c0 i32 1, label %c1 i32 2, label %c2 i32 3, label %c3 i32 4, label %c4 i32 5, label %c5 i32 6, label %c6 i32 7, label %c7 i32 8, label %c8 i32 9, label %c9 i32 10, label %c10 i32 11, label %c11 i32 12, label %c12 i32 13, label %c13 i32 14, label %c14 i32 15, label %c15 i32 16, label %c16 i32 17, label %c17 i32 18, label %c18 i32 19, label %c19 i32 20, label %c20 i32 21, label %c21 i32 22, label %c22 i32 23, label %c23 i32 24, label %c24 i32 25, label %c25 i32 26, label %c26 i32 27, label %c27 i32 28, label %c28 i32 29, label %c29 i32 30, label %c30 i32 31, label %c31 i32 32, label %c32 i32 33, label %c33 i32 34, label %c34 i32 35, label %c35 i32 36, label %c36 i32 37, label %c37 i32 38, label %c38 i32 39, label %c39 i32 40, label %c40 i32 41, label %c41 i32 42, label %c42 i32 43, label %c43 i32 44, label %c44 i32 45, label %c45 i32 46, label %c46 i32 47, label %c47 i32 48, label %c48 i32 49, label %c49 i32 50, label %c50 i32 51, label %c51 i32 52, label %c52 i32 53, label %c53 i32 54, label %c54 i32 55, label %c55 i32 56, label %c56 i32 57, label %c57 i32 58, label %c58 i32 59, label %c59 i32 60, label %c60 i32 61, label %c61 i32 62, label %c62 i32 63, label %c63 i32 64, label %c64 i32 65, label %c65 i32 66, label %c66 i32 67, label %c67 i32 68, label %c68 i32 69, label %c69 i32 70, label %c70 i32 71, label %c71 i32 72, label %c72 i32 73, label %c73 i32 74, label %c74 i32 75, label %c75 i32 76, label %c76 i32 77, label %c77 i32 78, label %c78 i32 79, label %c79 i32 80, label %c80 i32 81, label %c81 i32 82, label %c82 i32 83, label %c83 i32 84, label %c84 i32 85, label %c85 i32 86, label %c86 i32 87, label %c87 i32 88, label %c88 i32 89, label %c89 i32 90, label %c90 i32 91, label %c91 i32 92, label %c92 i32 93, label %c93 i32 94, label %c94 i32 95, label %c95 i32 96, label %c96 i32 97, label %c97 i32 98, label %c98 i32 99, label %c99 i32 100, label %c100 i32 101, label %c101 i32 102, label %c102 i32 103, label %c103 i32 104, label %c104 i32 105, label %c105 i32 106, label %c106 i32 107, label %c107 i32 108, label %c108 i32 109, label %c109 i32 110, label %c110 i32 111, label %c111 i32 112, label %c112 i32 113, label %c113 i32 114, label %c114 i32 115, label %c115 i32 116, label %c116 i32 117, label %c117 i32 118, label %c118 i32 119, label %c119 i32 120, label %c120 i32 121, label %c121 i32 122, label %c122 i32 123, label %c123 i32 124, label %c124 i32 125, label %c125 i32 126, label %c126 i32 127, label %c127 i32 128, label %c128 i32 129, label %c129 i32 130, label %c130 i32 131, label %c131 i32 132, label %c132 i32 133, label %c133 i32 134, label %c134 i32 135, label %c135 i32 136, label %c136 i32 137, label %c137 i32 138, label %c138 i32 139, label %c139 i32 140, label %c140 i32 141, label %c141 i32 142, label %c142 i32 143, label %c143 i32 144, label %c144 i32 145, label %c145 i32 146, label %c146 i32 147, label %c147 i32 148, label %c148 i32 149, label %c149 i32 150, label %c150 i32 151, label %c151 i32 152, label %c152 i32 153, label %c153 i32 154, label %c154 i32 155, label %c155 i32 156, label %c156 i32 157, label %c157 i32 158, label %c158 i32 159, label %c159 i32 160, label %c160 i32 161, label %c161 i32 162, label %c162 i32 163, label %c163 i32 164, label %c164 i32 165, label %c165 i32 166, label %c166 i32 167, label %c167 i32 168, label %c168 i32 169, label %c169 i32 170, label %c170 i32 171, label %c171 i32 172, label %c172 i32 173, label %c173 i32 174, label %c174 i32 175, label %c175 i32 176, label %c176 i32 177, label %c177 i32 178, label %c178 i32 179, label %c179 i32 180, label %c180 i32 181, label %c181 i32 182, label %c182 i32 183, label %c183 i32 184, label %c184 i32 185, label %c185 i32 186, label %c186 i32 187, label %c187 i32 188, label %c188 i32 189, label %c189 i32 190, label %c190 i32 191, label %c191 i32 192, label %c192 i32 193, label %c193 i32 194, label %c194 i32 195, label %c195 i32 196, label %c196 i32 197, label %c197 i32 198, label %c198 i32 199, label %c199 i32 200, label %c200 i32 201, label %c201 i32 202, label %c202 i32 203, label %c203 i32 204, label %c204 i32 205, label %c205 i32 206, label %c206 i32 207, label %c207 i32 208, label %c208 i32 209, label %c209 i32 210, label %c210 i32 211, label %c211 i32 212, label %c212 i32 213, label %c213 i32 214, label %c214 i32 215, label %c215 i32 216, label %c216 i32 217, label %c217 i32 218, label %c218 i32 219, label %c219 i32 220, label %c220 i32 221, label %c221 i32 222, label %c222 i32 223, label %c223 i32 224, label %c224 i32 225, label %c225 i32 226, label %c226 i32 227, label %c227 i32 228, label %c228 i32 229, label %c229 i32 230, label %c230 i32 231, label %c231 i32 232, label %c232 i32 233, label %c233 i32 234, label %c234 i32 235, label %c235 i32 236, label %c236 i32 237, label %c237 i32 238, label %c238 i32 239, label %c239 i32 240, label %c240 i32 241, label %c241 i32 242, label %c242 i32 243, label %c243 i32 244, label %c244 i32 245, label %c245 i32 246, label %c246 i32 247, label %c247 i32 248, label %c248 i32 249, label %c249 i32 250, label %c250 i32 251, label %c251 i32 252, label %c252 i32 253, label %c253 i32 254, label %c254 i32 255, label %c255 i32 256, label %c256 i32 257, label %c257 i32 258, label %c258 i32 259, label %c259 i32 260, label %c260 i32 261, label %c261 i32 262, label %c262 i32 263, label %c263 i32 264, label %c264 i32 265, label %c265 i32 266, label %c266 i32 267, label %c267 i32 268, label %c268 i32 269, label %c269 i32 270, label %c270 i32 271, label %c271 i32 272, label %c272 i32 273, label %c273 i32 274, label %c274 i32 275, label %c275 i32 276, label %c276 i32 277, label %c277 i32 278, label %c278 i32 279, label %c279 i32 280, label %c280 i32 281, label %c281 i32 282, label %c282 i32 283, label %c283 i32 284, label %c284 i32 285, label %c285 i32 286, label %c286 i32 287, label %c287 i32 288, label %c288 i32 289, label %c289 i32 290, label %c290 i32 291, label %c291 i32 292, label %c292 i32 293, label %c293 i32 294, label %c294 i32 295, label %c295 i32 296, label %c296 i32 297, label %c297 i32 298, label %c298 i32 299, label %c299 ]
c0:
  br label %j
c1:
  br label %j
c2:
  br label %j
c3:
  br label %j
c4:
  br label %j
c5:
  br label %j
c6:
  br label %j
c7:
  br label %j
c8:
  br label %j
c9:
  br label %j
c10:
  br label %j
c11:
  br label %j
c12:
  br label %j
c13:
  br label %j
c14:
  br label %j
c15:
  br label %j
c16:
  br label %j
c17:
  br label %j
c18:
  br label %j
c19:
  br label %j
c20:
  br label %j
c21:
  br label %j
c22:
  br label %j
c23:
  br label %j
c24:
  br label %j
c25:
  br label %j
c26:
  br label %j
c27:
  br label %j
c28:
  br label %j
c29:
  br label %j
c30:
  br label %j
c31:
  br label %j
c32:
  br label %j
c33:
  br label %j
c34:
  br label %j
c35:
  br label %j
c36:
  br label %j
c37:
  br label %j
c38:
  br label %j
c39:
  br label %j
c40:
  br label %j
c41:
  br label %j
c42:
  br label %j
c43:
  br label %j
c44:
  br label %j
c45:
  br label %j
c46:
  br label %j
c47:
  br label %j
c48:
  br label %j
c49:
  br label %j
c50:
  br label %j
c51:
  br label %j
c52:
  br label %j
c53:
  br label %j
c54:
  br label %j
c55:
  br label %j
c56:
  br label %j
c57:
  br label %j
c58:
  br label %j
c59:
  br label %j
c60:
  br label %j
c61:
  br label %j
c62:
  br label %j
c63:
  br label %j
c64:
  br label %j
c65:
  br label %j
c66:
  br label %j
c67:
  br label %j
c68:
  br label %j
c69:
  br label %j
c70:
  br label %j
c71:
  br label %j
c72:
  br label %j
c73:
  br label %j
c74:
  br label %j
c75:
  br label %j
c76:
  br label %j
c77:
  br label %j
c78:
  br label %j
c79:
  br label %j
c80:
  br label %j
c81:
  br label %j
c82:
  br label %j
c83:
  br label %j
c84:
  br label %j
c85:
  br label %j
c86:
  br label %j
c87:
  br label %j
c88:
  br label %j
c89:
  br label %j
c90:
  br label %j
c91:
  br label %j
c92:
  br label %j
c93:
  br label %j
c94:
  br label %j
c95:
  br label %j
c96:
  br label %j
c97:
  br label %j
c98:
  br label %j
c99:
  br label %j
c100:
  br label %j
c101:
  br label %j
c102:
  br label %j
c103:
  br label %j
c104:
  br label %j
c105:
  br label %j
c106:
  br label %j
c107:
  br label %j
c108:
  br label %j
c109:
  br label %j
c110:
  br label %j
c111:
  br label %j
c112:
  br label %j
c113:
  br label %j
c114:
  br label %j
c115:
  br label %j
c116:
  br label %j
c117:
  br label %j
c118:
  br label %j
c119:
  br label %j
c120:
  br label %j
c121:
  br label %j
c122:
  br label %j
c123:
  br label %j
c124:
  br label %j
c125:
  br label %j
c126:
  br label %j
c127:
  br label %j
c128:
  br label %j
c129:
  br label %j
c130:
  br label %j
c131:
  br label %j
c132:
  br label %j
c133:
  br label %j
c134:
  br label %j
c135:
  br label %j
c136:
  br label %j
c137:
  br label %j
c138:
  br label %j
c139:
  br label %j
c140:
  br label %j
c141:
  br label %j
c142:
  br label %j
c143:
  br label %j
c144:
  br label %j
c145:
  br label %j
c146:
  br label %j
c147:
  br label %j
c148:
  br label %j
c149:
  br label %j
c150:
  br label %j
c151:
  br label %j
c152:
  br label %j
c153:
  br label %j
c154:
  br label %j
c155:
  br label %j
c156:
  br label %j
c157:
  br label %j
c158:
  br label %j
c159:
  br label %j
c160:
  br label %j
c161:
  br label %j
c162:
  br label %j
c163:
  br label %j
c164:
  br label %j
c165:
  br label %j
c166:
  br label %j
c167:
  br label %j
c168:
  br label %j
c169:
  br label %j
c170:
  br label %j
c171:
  br label %j
c172:
  br label %j
c173:
  br label %j
c174:
  br label %j
c175:
  br label %j
c176:
  br label %j
c177:
  br label %j
c178:
  br label %j
c179:
  br label %j
c180:
  br label %j
c181:
  br label %j
c182:
  br label %j
c183:
  br label %j
c184:
  br label %j
c185:
  br label %j
c186:
  br label %j
c187:
  br label %j
c188:
  br label %j
c189:
  br label %j
c190:
  br label %j
c191:
  br label %j
c192:
  br label %j
c193:
  br label %j
c194:
  br label %j
c195:
  br label %j
c196:
  br label %j
c197:
  br label %j
c198:
  br label %j
c199:
  br label %j
c200:
  br label %j
c201:
  br label %j
c202:
  br label %j
c203:
  br label %j
c204:
  br label %j
c205:
  br label %j
c206:
  br label %j
c207:
  br label %j
c208:
  br label %j
c209:
  br label %j
c210:
  br label %j
c211:
  br label %j
c212:
  br label %j
c213:
  br label %j
c214:
  br label %j
c215:
  br label %j
c216:
  br label %j
c217:
  br label %j
c218:
  br label %j
c219:
  br label %j
c220:
  br label %j
c221:
  br label %j
c222:
  br label %j
c223:
  br label %j
c224:
  br label %j
c225:
  br label %j
c226:
  br label %j
c227:
  br label %j
c228:
  br label %j
c229:
  br label %j
c230:
  br label %j
c231:
  br label %j
c232:
  br label %j
c233:
  br label %j
c234:
  br label %j
c235:
  br label %j
c236:
  br label %j
c237:
  br label %j
c238:
  br label %j
c239:
  br label %j
c240:
  br label %j
c241:
  br label %j
c242:
  br label %j
c243:
  br label %j
c244:
  br label %j
c245:
  br label %j
c246:
  br label %j
c247:
  br label %j
c248:
  br label %j
c249:
  br label %j
c250:
  br label %j
c251:
  br label %j
c252:
  br label %j
c253:
  br label %j
c254:
  br label %j
c255:
  br label %j
c256:
  br label %j
c257:
  br label %j
c258:
  br label %j
c259:
  br label %j
c260:
  br label %j
c261:
  br label %j
c262:
  br label %j
c263:
  br label %j
c264:
  br label %j
c265:
  br label %j
c266:
  br label %j
c267:
  br label %j
c268:
  br label %j
c269:
  br label %j
c270:
  br label %j
c271:
  br label %j
c272:
  br label %j
c273:
  br label %j
c274:
  br label %j
c275:
  br label %j
c276:
  br label %j
c277:
  br label %j
c278:
  br label %j
c279:
  br label %j
c280:
  br label %j
c281:
  br label %j
c282:
  br label %j
c283:
  br label %j
c284:
  br label %j
c285:
  br label %j
c286:
  br label %j
c287:
  br label %j
c288:
  br label %j
c289:
  br label %j
c290:
  br label %j
c291:
  br label %j
c292:
  br label %j
c293:
  br label %j
c294:
  br label %j
c295:
  br label %j
c296:
  br label %j
c297:
  br label %j
c298:
  br label %j
c299:
  br label %j
j:
  %p = phi i32 [ -1, %entry ], [ 0, %c0 ], [ 1, %c1 ], [ 2, %c2 ], [ 3, %c3 ], [ 4, %c4 ], [ 5, %c5 ], [ 6, %c6 ], [ 7, %c7 ], [ 8, %c8 ], [ 9, %c9 ], [ 10, %c10 ], [ 11, %c11 ], [ 12, %c12 ], [ 13, %c13 ], [ 14, %c14 ], [ 15, %c15 ], [ 16, %c16 ], [ 17, %c17 ], [ 18, %c18 ], [ 19, %c19 ], [ 20, %c20 ], [ 21, %c21 ], [ 22, %c22 ], [ 23, %c23 ], [ 24, %c24 ], [ 25, %c25 ], [ 26, %c26 ], [ 27, %c27 ], [ 28, %c28 ], [ 29, %c29 ], [ 30, %c30 ], [ 31, %c31 ], [ 32, %c32 ], [ 33, %c33 ], [ 34, %c34 ], [ 35, %c35 ], [ 36, %c36 ], [ 37, %c37 ], [ 38, %c38 ], [ 39, %c39 ], [ 40, %c40 ], [ 41, %c41 ], [ 42, %c42 ], [ 43, %c43 ], [ 44, %c44 ], [ 45, %c45 ], [ 46, %c46 ], [ 47, %c47 ], [ 48, %c48 ], [ 49, %c49 ], [ 50, %c50 ], [ 51, %c51 ], [ 52, %c52 ], [ 53, %c53 ], [ 54, %c54 ], [ 55, %c55 ], [ 56, %c56 ], [ 57, %c57 ], [ 58, %c58 ], [ 59, %c59 ], [ 60, %c60 ], [ 61, %c61 ], [ 62, %c62 ], [ 63, %c63 ], [ 64, %c64 ], [ 65, %c65 ], [ 66, %c66 ], [ 67, %c67 ], [ 68, %c68 ], [ 69, %c69 ], [ 70, %c70 ], [ 71, %c71 ], [ 72, %c72 ], [ 73, %c73 ], [ 74, %c74 ], [ 75, %c75 ], [ 76, %c76 ], [ 77, %c77 ], [ 78, %c78 ], [ 79, %c79 ], [ 80, %c80 ], [ 81, %c81 ], [ 82, %c82 ], [ 83, %c83 ], [ 84, %c84 ], [ 85, %c85 ], [ 86, %c86 ], [ 87, %c87 ], [ 88, %c88 ], [ 89, %c89 ], [ 90, %c90 ], [ 91, %c91 ], [ 92, %c92 ], [ 93, %c93 ], [ 94, %c94 ], [ 95, %c95 ], [ 96, %c96 ], [ 97, %c97 ], [ 98, %c98 ], [ 99, %c99 ], [ 100, %c100 ], [ 101, %c101 ], [ 102, %c102 ], [ 103, %c103 ], [ 104, %c104 ], [ 105, %c105 ], [ 106, %c106 ], [ 107, %c107 ], [ 108, %c108 ], [ 109, %c109 ], [ 110, %c110 ], [ 111, %c111 ], [ 112, %c112 ], [ 113, %c113 ], [ 114, %c114 ], [ 115, %c115 ], [ 116, %c116 ], [ 117, %c117 ], [ 118, %c118 ], [ 119, %c119 ], [ 120, %c120 ], [ 121, %c121 ], [ 122, %c122 ], [ 123, %c123 ], [ 124, %c124 ], [ 125, %c125 ], [ 126, %c126 ], [ 127, %c127 ], [ 128, %c128 ], [ 129, %c129 ], [ 130, %c130 ], [ 131, %c131 ], [ 132, %c132 ], [ 133, %c133 ], [ 134, %c134 ], [ 135, %c135 ], [ 136, %c136 ], [ 137, %c137 ], [ 138, %c138 ], [ 139, %c139 ], [ 140, %c140 ], [ 141, %c141 ], [ 142, %c142 ], [ 143, %c143 ], [ 144, %c144 ], [ 145, %c145 ], [ 146, %c146 ], [ 147, %c147 ], [ 148, %c148 ], [ 149, %c149 ], [ 150, %c150 ], [ 151, %c151 ], [ 152, %c152 ], [ 153, %c153 ], [ 154, %c154 ], [ 155, %c155 ], [ 156, %c156 ], [ 157, %c157 ], [ 158, %c158 ], [ 159, %c159 ], [ 160, %c160 ], [ 161, %c161 ], [ 162, %c162 ], [ 163, %c163 ], [ 164, %c164 ], [ 165, %c165 ], [ 166, %c166 ], [ 167, %c167 ], [ 168, %c168 ], [ 169, %c169 ], [ 170, %c170 ], [ 171, %c171 ], [ 172, %c172 ], [ 173, %c173 ], [ 174, %c174 ], [ 175, %c175 ], [ 176, %c176 ], [ 177, %c177 ], [ 178, %c178 ], [ 179, %c179 ], [ 180, %c180 ], [ 181, %c181 ], [ 182, %c182 ], [ 183, %c183 ], [ 184, %c184 ], [ 185, %c185 ], [ 186, %c186 ], [ 187, %c187 ], [ 188, %c188 ], [ 189, %c189 ], [ 190, %c190 ], [ 191, %c191 ], [ 192, %c192 ], [ 193, %c193 ], [ 194, %c194 ], [ 195, %c195 ], [ 196, %c196 ], [ 197, %c197 ], [ 198, %c198 ], [ 199, %c199 ], [ 200, %c200 ], [ 201, %c201 ], [ 202, %c202 ], [ 203, %c203 ], [ 204, %c204 ], [ 205, %c205 ], [ 206, %c206 ], [ 207, %c207 ], [ 208, %c208 ], [ 209, %c209 ], [ 210, %c210 ], [ 211, %c211 ], [ 212, %c212 ], [ 213, %c213 ], [ 214, %c214 ], [ 215, %c215 ], [ 216, %c216 ], [ 217, %c217 ], [ 218, %c218 ], [ 219, %c219 ], [ 220, %c220 ], [ 221, %c221 ], [ 222, %c222 ], [ 223, %c223 ], [ 224, %c224 ], [ 225, %c225 ], [ 226, %c226 ], [ 227, %c227 ], [ 228, %c228 ], [ 229, %c229 ], [ 230, %c230 ], [ 231, %c231 ], [ 232, %c232 ], [ 233, %c233 ], [ 234, %c234 ], [ 235, %c235 ], [ 236, %c236 ], [ 237, %c237 ], [ 238, %c238 ], [ 239, %c239 ], [ 240, %c240 ], [ 241, %c241 ], [ 242, %c242 ], [ 243, %c243 ], [ 244, %c244 ], [ 245, %c245 ], [ 246, %c246 ], [ 247, %c247 ], [ 248, %c248 ], [ 249, %c249 ], [ 250, %c250 ], [ 251, %c251 ], [ 252, %c252 ], [ 253, %c253 ], [ 254, %c254 ], [ 255, %c255 ], [ 256, %c256 ], [ 257, %c257 ], [ 258, %c258 ], [ 259, %c259 ], [ 260, %c260 ], [ 261, %c261 ], [ 262, %c262 ], [ 263, %c263 ], [ 264, %c264 ], [ 265, %c265 ], [ 266, %c266 ], [ 267, %c267 ], [ 268, %c268 ], [ 269, %c269 ], [ 270, %c270 ], [ 271, %c271 ], [ 272, %c272 ], [ 273, %c273 ], [ 274, %c274 ], [ 275, %c275 ], [ 276, %c276 ], [ 277, %c277 ], [ 278, %c278 ], [ 279, %c279 ], [ 280, %c280 ], [ 281, %c281 ], [ 282, %c282 ], [ 283, %c283 ], [ 284, %c284 ], [ 285, %c285 ], [ 286, %c286 ], [ 287, %c287 ], [ 288, %c288 ], [ 289, %c289 ], [ 290, %c290 ], [ 291, %c291 ], [ 292, %c292 ], [ 293, %c293 ], [ 294, %c294 ], [ 295, %c295 ], [ 296, %c296 ], [ 297, %c297 ], [ 298, %c298 ], [ 299, %c299 ]
  ret i32 %p
}
