/* test_shift_demo.c - the shift card's demonstration (game_shift_demo), in
 * every shift mode: the pair it takes is one the rules take (two tiles of
 * one kind joined by a path of at most two turns, by the engine's search
 * and by the independent rules of solve_ref.h), the slide it plays is the
 * mode's own (llk_shift_apply on the board without the pair, and
 * ref_shift), the board is full, and in every mode but none something
 * slides. */
#include <string.h>

#include "check.h"
#include "llk/board.h"
#include "llk/game.h"
#include "llk/shift.h"
#include "solve_ref.h"

enum { N = GAME_DEMO_ROWS * GAME_DEMO_COLS };

static void test_mode(llk_shift s)
{
    llk_cell pair[2];
    int from[N], after[N];
    const char *name = llk_shift_name(s);
    llk_board *b = game_shift_demo(s, pair, from, after);
    CHECK(b != NULL, "%s: a board", name);
    if (!b) {
        return;
    }
    CHECK_INT(b->rows, GAME_DEMO_ROWS);
    CHECK_INT(b->cols, GAME_DEMO_COLS);
    CHECK_INT(b->tiles, N);
    llk_cell a = pair[0], z = pair[1];
    CHECK(llk_board_get(b, a.r, a.c) == 1 && llk_board_get(b, z.r, z.c) == 1 &&
              (a.r != z.r || a.c != z.c),
          "%s: the pair, two tiles of kind 1", name);
    CHECK(llk_find_path(b, a, z, NULL) == LLK_OK, "%s: the engine joins the pair", name);
    ref_grid g;
    ref_from_board(&g, b);
    CHECK(ref_joined(&g, a.r, a.c, z.r, z.c),
          "%s: the reference rules join (%d,%d)-(%d,%d)", name, a.r, a.c, z.r, z.c);
    /* the slide: the mode's own, after the pair goes */
    g.k[a.r][a.c] = 0;
    g.k[z.r][z.c] = 0;
    ref_shift(&g, s);
    int moved = 0, same = 0;
    for (int i = 0; i < N; i++) {
        same += after[i] == g.k[i / GAME_DEMO_COLS][i % GAME_DEMO_COLS];
        moved += from[i] >= 0 && from[i] != i;
    }
    CHECK_INT(same, N);
    CHECK(s == LLK_SHIFT_NONE ? moved == 0 : moved > 0, "%s: %d tiles slide", name, moved);
    llk_board_free(b);
}

int main(void)
{
    for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
        CHECK_CASE();
        test_mode((llk_shift)s);
    }
    return check_done("test_shift_demo");
}
