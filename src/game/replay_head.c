/* replay_head.c - a replay's head (docs/formats.md: "Replay format"):
 * the magic, the game ID, the kind and its clock or time scale, the deal
 * of the day's rule; the board they deal, as the game deals it.
 */
#include <string.h>

#include "replay_int.h"

/* ---- the head: magic, game ID, kind and its clock ---- */

static const game_mode kind_mode[GAME_KIND_COUNT] = {
    GAME_TIMED, GAME_TIMED, GAME_RELAXED, GAME_RELAXED, GAME_TIMED};

/* Read "NAME VALUE" (VALUE 0..max) as the next line. */
static bool head_value(reader *r, const char *name, long long max, long long *out)
{
    if (!rp_next_line(r)) {
        return rp_refuse(r, "", "the replay ends early");
    }
    size_t n = strlen(name);
    if (strncmp(r->cur, name, n) != 0 || r->cur[n] != ' '
        || !rp_number(r->cur + n + 1, max, out)) {
        char why[80];
        snprintf(why, sizeof why, "expected \"%s\" and a number", name);
        return rp_refuse(r, r->cur, why);
    }
    return true;
}

/* Zen's and endless's "boards N": the boards cleared before this one,
 * whose count makes the level (game_zen_level) and endless's time a
 * match adds. */
static bool zen_boards(reader *r, int level, long long *boards)
{
    if (!head_value(r, "boards", 1000000, boards)) {
        return false;
    }
    if (game_zen_level((int)*boards) != level) {
        return rp_refuse(r, r->cur, "after this many boards the level is not the game ID's");
    }
    return true;
}

/* A practice board's optional "rule NAME" (the deal of the day's), taken
 * before any move. */
static bool head_rule(reader *r, game *g)
{
    if (r->len - r->pos < 5 || strncmp(r->text + r->pos, "rule ", 5) != 0) {
        return true;
    }
    rp_next_line(r);
    game_rule rule;
    if (r->cur == NULL || !game_rule_parse(r->cur + 5, &rule) ||
        rule == GAME_RULE_NONE || !game_set_rule(g, rule)) {
        return rp_refuse(r, r->cur ? r->cur : "", "expected \"rule\" and refill, "
                      "quota, gold, hidden or careful");
    }
    return true;
}

/* Deal the board of the head's game ID and kind. */
static bool deal(replay_player *p, reader *r, game_kind kind, game_mode m,
                 game_difficulty d, int level, uint64_t seed)
{
    game *g = p->g;
    const char *e = NULL;
    long long v = 0, boards = 0;
    switch (kind) {
    case GAME_KIND_PRACTICE:
        if (!head_value(r, "time-scale", 4, &v)) {
            return false;
        }
        e = game_begin_practice(g, d, level, seed);
        if (e == NULL && !game_set_time_scale(g, (int)v)) {
            return rp_refuse(r, r->cur, "the time scale is 0, 1, 2 or 4");
        }
        if (e == NULL && !head_rule(r, g)) {
            return false;
        }
        break;
    case GAME_KIND_ENDLESS:
        if (!head_value(r, "clock", GAME_ENDLESS_MAX_MS, &v)) {
            return false;
        }
        if (v < 1) {
            return rp_refuse(r, r->cur, "endless's clock is above 0");
        }
        if (!zen_boards(r, level, &boards)) {
            return false;
        }
        e = game_begin_endless_at(g, d, (int)boards, seed, (int)v);
        break;
    case GAME_KIND_ZEN:
        if (!zen_boards(r, level, &boards)) {
            return false;
        }
        e = game_begin_zen_at(g, d, (int)boards, seed);
        break;
    default:
        e = game_begin(g, m, d, level, seed);
        break;
    }
    if (e != NULL) {
        return rp_refuse(r, r->cur, e);
    }
    p->cells = (size_t)g->board->rows * (size_t)g->board->cols;
    return rp_keep(p, 0, "");
}

bool rp_read_head(replay_player *p, reader *r)
{
    if (!rp_next_line(r) || strcmp(r->cur, REPLAY_MAGIC) != 0) {
        return rp_refuse(r, r->cur ? r->cur : "", "not a replay (its first line is \""
                      REPLAY_MAGIC "\")");
    }
    game_mode m;
    game_difficulty d;
    int level;
    uint64_t seed;
    if (!rp_next_line(r)) {
        return rp_refuse(r, "", "the replay ends early");
    }
    const char *e = game_id_parse(r->cur, &m, &d, &level, &seed);
    if (e != NULL) {
        return rp_refuse(r, r->cur, e);
    }
    game_id_format(m, d, level, seed, p->sum.id, sizeof p->sum.id);
    if (!rp_next_line(r)) {
        return rp_refuse(r, "", "the replay ends early");
    }
    game_kind kind;
    if (strncmp(r->cur, "kind ", 5) != 0 || !game_kind_parse(r->cur + 5, &kind)) {
        return rp_refuse(r, r->cur, "expected \"kind\" and timed, practice, relaxed, "
                      "zen or endless");
    }
    if (kind_mode[kind] != m) {
        return rp_refuse(r, r->cur, "the game ID's mode is not this kind's");
    }
    p->sum.kind = kind;
    return deal(p, r, kind, m, d, level, seed);
}
