/* seed_pairs.c - the baseline of the whole-process pair count: `llk pairs
 * BOARDFILE --count` with the seeds' classification search (seed_port.c)
 * in place of ours. The same parser reads the file, and the same line,
 * 'pairs N', is printed for each board. Written for measurement only
 * (bench/process.sh). */
#include <stdio.h>

#include "llk/boardfile.h"
#include "../seed_port.h"

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: seed_pairs BOARDFILE\n");
        return 2;
    }
    llk_board_list list;
    char err[512];
    if (llk_read_boards(argv[1], &list, err, sizeof err) != 0) {
        fprintf(stderr, "seed_pairs: %s\n", err);
        return 2;
    }
    for (int i = 0; i < list.count; i++) {
        port_board p;
        port_load(&p, list.boards[i]);
        printf("pairs %d\n", port_pairs(&p, list.boards[i]));
        port_free(&p);
    }
    llk_board_list_free(&list);
    return 0;
}
