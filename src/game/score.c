/* score.c - the scoring formula, all of it, and its explanation.
 *
 * Hints are never rewarded: a match made after a hint was shown scores the
 * base points only (no combo), and every hint not used is worth a bonus at
 * the end of the level (see game.c for where the combo is counted).
 */
#include "llk/game.h"
#include "llk/intl.h"

#define PAIR_BASE 10      /* points for any removed pair */
#define COMBO_STEP 5      /* extra points per step of a combo */
#define COMBO_CAP 6       /* combo steps counted at most */
#define TIME_PER_SECOND 2 /* bonus per whole second left */
#define HINT_BONUS 50     /* bonus per hint not used */
#define REDEAL_BONUS 30   /* bonus per re-deal not used */

int game_pair_points(int combo)
{
    if (combo < 0) {
        combo = 0;
    }
    if (combo > COMBO_CAP) {
        combo = COMBO_CAP;
    }
    return PAIR_BASE + COMBO_STEP * combo;
}

game_bonus game_level_bonus(int time_left_ms, int hints_left,
                            int redeals_left)
{
    game_bonus b;
    b.time_bonus = time_left_ms > 0 ? TIME_PER_SECOND * (time_left_ms / 1000)
                                    : 0;
    b.hints_bonus = hints_left > 0 ? HINT_BONUS * hints_left : 0;
    b.redeals_bonus = redeals_left > 0 ? REDEAL_BONUS * redeals_left : 0;
    b.total = b.time_bonus + b.hints_bonus + b.redeals_bonus;
    return b;
}

int game_level_stars(int time_s, int time_left_ms, int hints_used)
{
    int stars = 1;
    stars += time_s > 0 && (long long)time_left_ms * 3 >= (long long)time_s * 1000;
    stars += hints_used <= 0;
    return stars;
}
