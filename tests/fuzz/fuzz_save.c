/* fuzz_save.c - libFuzzer target for the save reader (game_load).
 *
 * Any bytes: the reader refuses them with a message or loads a game that
 * keeps the rules. The checksum is skipped so that the fuzzer reaches the
 * fields behind it; a game that loads is played a few moves along its
 * proven line, saved, and must load again with the checksum and save to
 * the same text.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llk/game.h"

static char *save_text(const game *g, size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    if (f == NULL) {
        return NULL;
    }
    int bad = game_save_write(g, f);
    fclose(f);
    if (bad != 0) {
        free(text);
        return NULL;
    }
    return text;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[256];
    err[0] = '\0';
    game *g = game_load((const char *)data, size, true, err, sizeof err);
    if (g == NULL) {
        if (err[0] == '\0' || strchr(err, '\n') != NULL) {
            abort(); /* a refusal says why, in one line */
        }
        return 0;
    }
    const llk_board *b = game_get_board(g);
    if (b == NULL || b->tiles % 2 != 0) {
        abort();
    }
    size_t len;
    char *t = save_text(g, &len);
    if (t == NULL) {
        abort(); /* a loaded game can always be saved */
    }
    game *h = game_load(t, len, false, err, sizeof err);
    size_t len2;
    char *t2 = h != NULL ? save_text(h, &len2) : NULL;
    if (h == NULL || t2 == NULL || len2 != len || memcmp(t, t2, len) != 0) {
        abort(); /* what the game writes, it reads back the same */
    }
    free(t);
    free(t2);
    game_free(h);
    game_resume(g); /* a level in play; time up stays time up */
    llk_pair p;
    bool playing = game_get_screen(g) == GAME_SCREEN_PLAYING;
    for (int i = 0; playing && i < 4 && game_line_next(g, &p); i++) {
        game_select(g, p.a.r, p.a.c, NULL);
        if (game_select(g, p.b.r, p.b.c, NULL) != GAME_CLICK_REMOVED) {
            abort(); /* a proven line that replays at load plays */
        }
    }
    game_free(g);
    return 0;
}
