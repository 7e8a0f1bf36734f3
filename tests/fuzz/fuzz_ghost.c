/* fuzz_ghost.c - race your best (llk/ghost.h): any text in the replays
 * folder under the deal's name (the deal of tests/fuzz/corpus/ghost's
 * replay) gives no ghost, or one whose tiles at the deal are the deal's,
 * after its end its end's, and at any time no more than the board holds. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "llk/ghost.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char dir[64], path[160];
static game *deal;

static void cleanup(void)
{
    (void)remove(path);
    (void)rmdir(dir);
}

static bool setup(void)
{
    game_mode m;
    game_difficulty d;
    int level;
    uint64_t seed;
    snprintf(dir, sizeof dir, "/tmp/llk_fuzz_ghost_XXXXXX");
    if (mkdtemp(dir) == NULL || game_id_parse("E01T-7G", &m, &d, &level, &seed) != NULL ||
        (deal = game_new()) == NULL || game_begin(deal, m, d, level, seed) != NULL) {
        return false;
    }
    snprintf(path, sizeof path, "%s/20260101-000000-E01T-7G.replay", dir);
    atexit(cleanup);
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (deal == NULL && !setup()) {
        return 0;
    }
    FILE *f = fopen(path, "wb");
    if (f == NULL) {
        return 0;
    }
    fwrite(data, 1, size, f);
    fclose(f);
    game_ghost *gh = ghost_find(dir, deal);
    if (gh == NULL) {
        return 0;
    }
    int dealt = game_get_tiles_left(deal);
    FUZZ_CHECK(ghost_tiles_dealt(gh) == dealt && ghost_tiles_at(gh, 0) == dealt,
               "the deal's tiles at the deal");
    FUZZ_CHECK(ghost_tiles_at(gh, ghost_end_ms(gh) + 1) == ghost_end_tiles(gh),
               "the end's tiles after the end");
    for (long long t = -1000; t < ghost_end_ms(gh) + 1000; t += 97) {
        int n = ghost_tiles_at(gh, t);
        FUZZ_CHECK(n >= 0 && n <= dealt, "tiles in range");
    }
    ghost_free(gh);
    return 0;
}
