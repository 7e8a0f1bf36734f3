/* cmd_replay.c - llk replay: a game's replay of one board (llk/replay.h)
 * played through the rules; its score, or the line that does not check. */
#include <stdio.h>
#include <stdlib.h>

#include "llk/files.h"
#include "llk/replay.h"
#include "tool.h"

static const char replay_help[] =
    "usage: llk replay FILE\n\n"
    "Play a game's replay of one board (the game keeps them as\n"
    "$XDG_DATA_HOME/lianliankan/replays/NAME.replay) through the rules: the\n"
    "board dealt from its game ID, each move at its time. Prints\n"
    "  game ID, kind, result (cleared, time-up or left), score (the\n"
    "  board's points), tiles left, time (ms) and moves\n"
    "when every line checks. A replay that does not check is refused with\n"
    "the first line that fails: 'llk: FILE: line N: why: TEXT', exit\n"
    "status 1. Exit status 2: FILE cannot be read, or usage.\n"
    "The format is in docs/formats.md (\"Replay format\").\n";

int cmd_replay(int argc, char **argv)
{
    const char *path;
    int st = tool_one_file(argc, argv, "replay", replay_help, "FILE", &path);
    if (st >= 0) {
        return st;
    }
    char err[600];
    size_t len = 0;
    bool missing = false;
    char *text = file_read_all(path, REPLAY_MAX_BYTES, &len, &missing, err, sizeof err);
    if (text == NULL) {
        if (missing) {
            fprintf(stderr, "llk: %s: no such file\n", path);
        } else {
            fprintf(stderr, "llk: %s\n", err);
        }
        return TOOL_BAD_INPUT;
    }
    replay_summary s;
    st = replay_check(text, len, &s, err, sizeof err);
    free(text);
    if (st != 0) {
        fprintf(stderr, "llk: %s: %s\n", path, err);
        return TOOL_FAIL;
    }
    printf("game %s\nkind %s\nresult %s\nscore %d\ntiles %d\ntime %lld\nmoves %d\n",
           s.id, game_kind_name(s.kind), s.result, s.score, s.tiles, s.time_ms,
           s.moves);
    return TOOL_OK;
}
