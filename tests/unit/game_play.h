/* game_play.h - playing a game along its proven line, and its save's
 * text, as the session and mode tests do (test_session.c, test_zen.c,
 * test_practice_time.c). The test defines _POSIX_C_SOURCE 200809L first
 * (open_memstream). */
#ifndef LLK_TEST_GAME_PLAY_H
#define LLK_TEST_GAME_PLAY_H

#include <stdio.h>
#include <stdlib.h>

#include "llk/game.h"

/* Remove one pair along the known line; false when none (not playing). */
static inline bool one_pair(game *g)
{
    llk_pair p;
    if (game_get_screen(g) != GAME_SCREEN_PLAYING || !game_line_next(g, &p)) {
        return false;
    }
    game_select(g, p.a.r, p.a.c, NULL);
    game_select(g, p.b.r, p.b.c, NULL);
    return true;
}

/* Clear the board along its line. */
static inline void clear_board(game *g)
{
    while (one_pair(g)) {
    }
}

/* The save text of g (NUL-terminated; free it), or NULL. */
static inline char *save_text(const game *g)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (f == NULL) {
        return NULL;
    }
    int st = game_save_write(g, f);
    fclose(f);
    if (st != 0) {
        free(text);
        return NULL;
    }
    return text;
}

#endif
