#!/usr/bin/env python3
"""make_boards.py ROWS COLS FILL KINDS COUNT SEED - random boards for llk
on standard output: COUNT boards of ROWS x COLS, about FILL percent of the
cells holding tiles, kinds dealt in pairs (the tile count is even, kind
k + 1 for pair k modulo KINDS), placed on randomly chosen cells; boards
separated by a blank line. The same arguments give the same boards.

The engine benchmark's input (issue 31), 6,000 random 11x19 boards 60%
full with up to 9999 kinds (each pair its own kind until they run out):
    python3 bench/make_boards.py 11 19 60 9999 6000 1 > boards-11x19.txt
The large boards of bench/pairs_big.sh:
    python3 bench/make_boards.py 1024 1024 60 50 1 7 > big.txt
"""
import random
import sys


def board(rnd, rows, cols, fill, kinds):
    cells = rows * cols
    tiles = cells * fill // 100 // 2 * 2
    v = [0] * cells
    kinds_of = [(i // 2) % kinds + 1 for i in range(tiles)]
    rnd.shuffle(kinds_of)
    for cell, k in zip(rnd.sample(range(cells), tiles), kinds_of):
        v[cell] = k
    return "\n".join(" ".join(map(str, v[r * cols:(r + 1) * cols])) for r in range(rows))


def main():
    if len(sys.argv) != 7:
        sys.exit(__doc__)
    rows, cols, fill, kinds, count, seed = map(int, sys.argv[1:])
    rnd = random.Random(seed)
    out = sys.stdout
    for i in range(count):
        if i:
            out.write("\n")
        out.write(board(rnd, rows, cols, fill, kinds) + "\n")


main()
