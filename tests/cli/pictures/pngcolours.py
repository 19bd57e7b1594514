#!/usr/bin/env python3
"""tests/cli/pictures/pngcolours.py FILE.png — prints "WIDTHxHEIGHT N":
the size and the number of distinct colours of a PNG (8-bit greyscale,
RGB, grey+alpha or RGBA, not interlaced: what headless Chromium writes),
decoded with zlib from the standard library.  A blank page has 1."""
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit("%s: not a PNG" % path)
    pos, idat, hdr = 8, b"", None
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b"IHDR":
            hdr = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    w, h, depth, ctype, _, _, interlace = hdr
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(ctype)
    if depth != 8 or channels is None or interlace:
        raise SystemExit("%s: PNG depth %d colour type %d interlace %d not read here"
                         % (path, depth, ctype, interlace))
    raw = zlib.decompress(idat)
    stride = w * channels
    prev = bytearray(stride)
    m7 = int.from_bytes(b"\x7f" * stride, "big")
    m8 = int.from_bytes(b"\x80" * stride, "big")
    rows = []
    i = 0
    for _ in range(h):
        f = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        if f == 2:  # Up: bytewise sums without carries, on whole rows at once
            a, b = int.from_bytes(line, "big"), int.from_bytes(prev, "big")
            line = bytearray((((a & m7) + (b & m7)) ^ ((a ^ b) & m8)).to_bytes(stride, "big"))
            f = 0
        for x in range(stride if f else 0):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[x] = (line[x] + pr) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, channels, rows


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    w, h, ch, rows = decode(sys.argv[1])
    colours = set()
    for r in rows:
        for x in range(0, len(r), ch):
            colours.add(r[x:x + ch])
    print("%dx%d %d" % (w, h, len(colours)))
