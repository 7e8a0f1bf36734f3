/* seed_pairs.c - the baseline of the whole-process pair count: `llk pairs
 * BOARDFILE --count` with the seeds' classification search (seed_port.c)
 * in place of ours. It shares with llk everything but the search: the
 * same reader (llk_read_pack: the whole file checked, its kinds in one
 * block), each board made the same way into one reused llk_board
 * (llk_pack_board), and the same line, 'pairs N', printed for each board.
 * The port then copies the board into its own ring-padded array, as the
 * seeds do. Written for measurement only (bench/process.sh). */
#include <stdio.h>

#include "llk/boardfile.h"
#include "../seed_port.h"

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: seed_pairs BOARDFILE\n");
        return 2;
    }
    llk_board_pack pack;
    char err[512];
    if (llk_read_pack(argv[1], &pack, err, sizeof err) != 0) {
        fprintf(stderr, "seed_pairs: %s\n", err);
        return 2;
    }
    llk_board *b = NULL;
    for (int i = 0; i < pack.count; i++) {
        b = llk_pack_board(&pack, i, b);
        if (!b) {
            fprintf(stderr, "seed_pairs: out of memory\n");
            return 1;
        }
        port_board p;
        port_load(&p, b);
        printf("pairs %d\n", port_pairs(&p, b));
        port_free(&p);
    }
    llk_board_free(b);
    llk_pack_free(&pack);
    return 0;
}
