/* title_card.c - the title screen's Continue cards (st_menu.c): what a
 * game kept resumes, in words, and a picture of its board (or, when its
 * next level is still to be dealt, a tile with the level's number).
 */
#include <stdio.h>

#include "title_card.h"
#include "text.h"
#include "i18n.h"
#include "lang.h"

/* The board kept, small, in box p: its tiles as cream squares with a dot
 * of their kind's colour. */
static void card_thumbnail(front_app *a, const game *g, SDL_Rect p)
{
    const llk_board *b = game_get_board(g);
    kit_round(a->ren, p, kit_radius(), kit_color(KIT_SURFACE));
    if (!b || b->rows < 1 || b->cols < 1) {
        return;
    }
    int cell = (p.w - 4) / (b->cols + 1);
    int ch = (p.h - 4) / (b->rows + 1);
    cell = ch < cell ? ch : cell;
    if (cell < 2) {
        return;
    }
    int x0 = p.x + (p.w - cell * b->cols) / 2;
    int y0 = p.y + (p.h - cell * b->rows) / 2;
    SDL_Color cream = kit_color(KIT_THUMB_TILE);
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            int k = llk_board_get(b, r, c);
            if (k <= 0) {
                continue;
            }
            SDL_Rect t = {x0 + c * cell, y0 + r * cell, cell - 1, cell - 1};
            kit_round(a->ren, t, 0, cream);
            if (cell >= 5) {
                int d = cell / 2;
                SDL_Rect dot = {t.x + (t.w - d) / 2, t.y + (t.h - d) / 2, d,
                                d};
                kit_round(a->ren, dot, 0, kit_kind_dot(k));
            }
        }
    }
}

/* The next level of a run, not dealt yet (a cleared level left for the
 * menu), in box p: no board to show, so a tile standing for the new board,
 * with the level's number on it. */
static void card_next_tile(front_app *a, SDL_Rect p, int level)
{
    kit_round(a->ren, p, kit_radius(), kit_color(KIT_SURFACE));
    int side = p.h * 3 / 5 < p.w * 3 / 5 ? p.h * 3 / 5 : p.w * 3 / 5;
    if (side < 8) {
        return;
    }
    SDL_Rect t = {p.x + (p.w - side) / 2, p.y + (p.h - side) / 2, side,
                  side};
    kit_round(a->ren, t, kit_radius(), kit_color(KIT_THUMB_TILE));
    kit_solid(t);
    kit_ring(a->ren, t, kit_radius(), kit_u() / 4 + 1,
             kit_color(KIT_ACCENT));
    char num[16];
    snprintf(num, sizeof num, "%d", level);
    text_draw(a->ren, FONT_HEADING, num, kit_color(KIT_THUMB_INK), t.x + t.w / 2,
              t.y + (t.h - text_height(FONT_HEADING)) / 2, 1);
}

void title_card_words(const game *g, char *line1, size_t n1, char *line2,
                      size_t n2, int *level)
{
    static const char *const diffs[] = {N_("Easy"), N_("Normal"),
                                        N_("Hard")};
    static const char *const kinds[GAME_KIND_COUNT] = {
        N_("Timed run"), N_("Practice"), N_("Relaxed game"), N_("Zen"),
        N_("Endless")};
    char num[32], lv[48];
    bool next = game_next_to_deal(g);
    game_difficulty d = game_get_difficulty(g);
    game_kind k = game_get_kind(g);
    *level = game_get_level(g) + (next ? 1 : 0);
    snprintf(lv, sizeof lv, _("Level %d"), *level);
    snprintf(line1, n1, "%s \xc2\xb7 %s \xc2\xb7 %s",
             _(diffs[(int)d >= 0 && d < GAME_DIFFICULTY_COUNT ? d : 0]), lv,
             _(kinds[(int)k >= 0 && k < GAME_KIND_COUNT ? k : 0]));
    lang_number(num, sizeof num, game_get_score(g));
    /* TRANSLATORS: the Continue card when it deals the next level of a
       run: a board not seen yet; %s is the run's score so far */
    snprintf(line2, n2, next ? _("Next level, new board \xc2\xb7 Score %s")
                             : _("Score %s"),
             num);
}

void title_card_draw(front_app *a, const game *g, SDL_Rect rc,
                     const char *label, unsigned st)
{
    char line1[160], line2[128];
    int level;
    title_card_words(g, line1, sizeof line1, line2, sizeof line2, &level);
    SDL_Rect pic;
    kit_card_text(a->ren, rc, label, line1, line2, st, &pic);
    if (pic.w <= 0) {
        return; /* large text: the words took the room */
    }
    if (game_next_to_deal(g)) {
        card_next_tile(a, pic, level);
    } else {
        card_thumbnail(a, g, pic);
    }
}
