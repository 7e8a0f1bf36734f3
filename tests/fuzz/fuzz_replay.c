/* fuzz_replay.c - a replay (docs/formats.md: "Replay format"): any input
 * is refused with one message line naming its line ("line N: why"), or
 * reads into a replay whose summary agrees with its last position and
 * whose every position can be stepped to and back. */
#include <stdint.h>
#include <string.h>

#include "fuzz.h"
#include "llk/replay.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[600];
    replay_player *p = replay_open((const char *)data, size, err, sizeof err);
    if (p == NULL) {
        FUZZ_CHECK(strncmp(err, "line ", 5) == 0 && strchr(err, '\n') == NULL, err);
        return 0;
    }
    const replay_summary *s = replay_summary_of(p);
    int n = replay_steps(p);
    FUZZ_CHECK(n == s->moves && n >= 0, "moves");
    FUZZ_CHECK(strcmp(s->result, "cleared") == 0 || strcmp(s->result, "time-up") == 0 ||
                   strcmp(s->result, "left") == 0,
               s->result);
    const game *g = replay_goto(p, n);
    FUZZ_CHECK(game_get_level_score(g) == s->score && game_get_tiles_left(g) == s->tiles,
               "the last position is the end's");
    for (int k = n; k >= 0; k--) {
        g = replay_goto(p, k);
        FUZZ_CHECK(replay_at(p) == k && game_get_board(g) != NULL, "step");
        FUZZ_CHECK(k == 0 || replay_time_at(p, k) >= replay_time_at(p, k - 1), "time");
    }
    replay_free(p);
    return 0;
}
