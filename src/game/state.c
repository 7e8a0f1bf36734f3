/* state.c - the --state-file JSON, written atomically.
 *
 * One JSON object on one line per write; see the issue's --state-file for
 * the fields. Tests read it to find and click real cells.
 */
#include "llk/game.h"
#include "llk/rules.h"
#include "llk/files.h"
#include "llk/settings.h"

#include <math.h>

/* A finite double as JSON (NaN and infinities have no JSON form: 0). */
static void put_number(FILE *f, double v)
{
    if (!isfinite(v)) {
        v = 0;
    }
    fprintf(f, "%.10g", v);
}

/* s as a JSON string: quotes, backslashes and control characters
 * escaped; other bytes (UTF-8) as they are. */
static void put_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (const unsigned char *c = (const unsigned char *)(s ? s : ""); *c; c++) {
        if (*c == '"' || *c == '\\') {
            fprintf(f, "\\%c", *c);
        } else if (*c == '\n') {
            fputs("\\n", f);
        } else if (*c < 0x20) {
            fprintf(f, "\\u%04x", *c);
        } else {
            fputc(*c, f);
        }
    }
    fputc('"', f);
}

/* ,"key": s as a JSON string, or null when s is NULL. */
static void put_opt_string(FILE *f, const char *key, const char *s)
{
    fprintf(f, ",\"%s\":", key);
    if (s != NULL) {
        put_string(f, s);
    } else {
        fputs("null", f);
    }
}

static void put_board(FILE *f, const llk_board *b)
{
    fprintf(f, "\"rows\":%d,\"cols\":%d,\"board\":[", b ? b->rows : 0,
            b ? b->cols : 0);
    for (int r = 0; b != NULL && r < b->rows; r++) {
        fputs(r ? ",[" : "[", f);
        for (int c = 0; c < b->cols; c++) {
            fprintf(f, c ? ",%d" : "%d", llk_board_get(b, r, c));
        }
        fputc(']', f);
    }
    fputc(']', f);
}

/* ,"key":v (or "key":v first in an object, with first). */
static void put_field(FILE *f, const char *key, double v, bool first)
{
    fprintf(f, first ? "\"%s\":" : ",\"%s\":", key);
    put_number(f, v);
}

/* A box's fields: "x", "y", then its width and height named w and h
 * (first: x first in an object). */
static void put_box(FILE *f, const char *w, const char *h, double x, double y,
                    double bw, double bh, bool first)
{
    put_field(f, "x", x, first);
    put_field(f, "y", y, false);
    put_field(f, w, bw, false);
    put_field(f, h, bh, false);
}

static void put_rect(FILE *f, const game_rect *rect)
{
    game_rect zero = {0, 0, 0, 0};
    if (rect == NULL) {
        rect = &zero;
    }
    fputs(",\"board_rect\":{", f);
    put_box(f, "cell_w", "cell_h", rect->x, rect->y, rect->cell_w, rect->cell_h,
            true);
    fputc('}', f);
}

static void put_buttons(FILE *f, const game_button *bt, int n)
{
    fputs(",\"buttons\":[", f);
    for (int i = 0; bt != NULL && i < n; i++) {
        fputs(i ? ",{\"id\":" : "{\"id\":", f);
        put_string(f, bt[i].id);
        fputs(",\"label\":", f);
        put_string(f, bt[i].label);
        put_box(f, "w", "h", bt[i].x, bt[i].y, bt[i].w, bt[i].h, false);
        put_field(f, "text_w", bt[i].text_w, false);
        fprintf(f, ",\"selected\":%s,\"chosen\":%s,\"enabled\":%s",
                bt[i].selected ? "true" : "false",
                bt[i].chosen ? "true" : "false",
                bt[i].disabled ? "false" : "true");
        fputs(",\"kind\":", f);
        put_string(f, bt[i].kind ? bt[i].kind : "button");
        if (bt[i].reason) {
            fputs(",\"reason\":", f);
            put_string(f, bt[i].reason);
        }
        if (bt[i].has_value) {
            fprintf(f, ",\"value\":%d", bt[i].value);
        }
        if (bt[i].value_text) {
            fputs(",\"value_text\":", f);
            put_string(f, bt[i].value_text);
        }
        if (bt[i].has_range) {
            fprintf(f, ",\"min\":%d,\"max\":%d,\"step\":%d", bt[i].min,
                    bt[i].max, bt[i].step);
        }
        if (bt[i].has_level) {
            fprintf(f, ",\"stars\":%d,\"best\":", bt[i].stars);
            if (bt[i].best >= 0) {
                fprintf(f, "%d", bt[i].best);
            } else {
                fputs("null", f);
            }
            fprintf(f, ",\"next\":%s", bt[i].next ? "true" : "false");
        }
        fputc('}', f);
    }
    fputc(']', f);
}

/* "applied": what the front runs with. */
static void put_applied(FILE *f, const game_view *v)
{
    fprintf(f, ",\"applied\":{\"anim_pct\":%d,\"path_ms\":%d,"
               "\"sfx_volume\":%d,\"music_volume\":%d,\"tileset\":",
            v->applied_anim_pct, v->applied_path_ms, v->applied_sfx,
            v->applied_music);
    put_string(f, v->applied_tileset ? v->applied_tileset : "");
    fputs(",\"background\":", f);
    put_string(f, v->applied_background ? v->applied_background : "");
    put_opt_string(f, "motion", v->applied_motion);
    put_opt_string(f, "motion_from", v->applied_motion_from);
    put_opt_string(f, "contrast", v->applied_contrast);
    put_opt_string(f, "contrast_from", v->applied_contrast_from);
    fputc('}', f);
}

/* "settings": every setting's value in effect, by key. */
static void put_settings(FILE *f, const settings *s)
{
    fputs(",\"settings\":{", f);
    for (int i = 0; i < settings_count(); i++) {
        const settings_row *row = settings_row_at(i);
        char buf[SETTINGS_TEXT_MAX];
        fputs(i ? ",\"" : "\"", f);
        fputs(row->key, f);
        fputs("\":", f);
        const char *t = settings_get_text(s, row->key, buf, sizeof buf);
        if (row->type == SETTINGS_ENUM || row->type == SETTINGS_SET) {
            put_string(f, t);
        } else {
            fputs(t, f);
        }
    }
    fputc('}', f);
}

/* The play screen's animation: "anim", "effects", "refusal",
 * "combo_shown", "drawn". */
static void put_anim(FILE *f, const game_view *v)
{
    fprintf(f, ",\"anim\":%s,\"effects\":", v->anim ? "true" : "false");
    put_string(f, v->effects);
    put_opt_string(f, "refusal", v->refusal);
    fprintf(f, ",\"combo_shown\":%d,\"drawn\":[", v->combo_shown);
    for (int i = 0; v->drawn != NULL && i < v->ndrawn; i++) {
        const game_drawn *d = &v->drawn[i];
        fprintf(f, "%s{\"r\":%d,\"c\":%d,\"kind\":%d", i ? "," : "",
                d->r, d->c, d->kind);
        put_field(f, "x", d->x, false);
        put_field(f, "y", d->y, false);
        put_field(f, "w", d->w, false);
        put_field(f, "h", d->h, false);
        fputc('}', f);
    }
    fputc(']', f);
}

/* The deal of the day's rule, left out with none: "daily_rule" (its
 * name), "gold_kind" (the gold pair's kind, 0: none), "gold" (its two
 * tiles, [[r,c],[r,c]], [] when none), "quota" [made, asked] and "hidden"
 * (the face-down tiles, [[r,c],...]). */
static void put_rule(FILE *f, const game *g)
{
    const llk_board *b = game_get_board(g);
    llk_pair gold;
    if (game_get_rule(g) == GAME_RULE_NONE) {
        return;
    }
    fprintf(f, ",\"daily_rule\":\"%s\",\"gold_kind\":%d", game_rule_name(game_get_rule(g)),
            game_rule_gold_kind(g));
    if (game_rule_gold_pair(g, &gold)) {
        fprintf(f, ",\"gold\":[[%d,%d],[%d,%d]]", gold.a.r, gold.a.c, gold.b.r, gold.b.c);
    } else {
        fputs(",\"gold\":[]", f);
    }
    fprintf(f, ",\"quota\":[%d,%d],\"hidden\":[", game_rule_matches(g), game_rule_quota(g));
    bool first = true;
    for (int r = 0; b != NULL && r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            if (game_tile_hidden(g, r, c)) {
                fprintf(f, first ? "[%d,%d]" : ",[%d,%d]", r, c);
                first = false;
            }
        }
    }
    fputc(']', f);
}

/* The game's own fields, from "screen" to "levels_cleared". */
static void put_game(FILE *f, const game *g, bool can_continue)
{
    const char *shift = llk_shift_name(game_get_shift(g));
    llk_cell sel;
    llk_pair hint;
    char id[GAME_ID_MAX];

    fprintf(f, "{\"screen\":\"%s\",\"mode\":\"%s\",\"difficulty\":\"%s\","
               "\"level\":%d,\"shift\":\"%s\",\"seed\":%llu",
            game_screen_name(game_get_screen(g)),
            game_get_kind(g) == GAME_KIND_ZEN       ? "zen"
            : game_get_kind(g) == GAME_KIND_ENDLESS ? "endless"
                                                    : game_mode_name(game_get_mode(g)),
            game_difficulty_name(game_get_difficulty(g)), game_get_level(g),
            shift != NULL ? shift : "none",
            (unsigned long long)game_get_seed(g));
    put_opt_string(f, "game_id", game_get_id(g, id, sizeof id) ? id : NULL);
    put_opt_string(f, "layout", game_get_layout(g));
    fputc(',', f);
    put_board(f, game_get_board(g));
    fputs(",\"selected\":", f);
    if (game_get_selected(g, &sel)) {
        fprintf(f, "[%d,%d]", sel.r, sel.c);
    } else {
        fputs("null", f);
    }
    fputs(",\"hint\":", f);
    if (game_hint_shown(g, &hint)) {
        fprintf(f, "[[%d,%d],[%d,%d]]", hint.a.r, hint.a.c, hint.b.r,
                hint.b.c);
    } else {
        fputs("null", f);
    }
    fprintf(f, ",\"score\":%d,\"time_left_ms\":%d,\"elapsed_ms\":%lld,"
               "\"hints_left\":%d,\"redeals_left\":%d,\"tiles_left\":%d,"
               "\"undo\":%d,\"redo\":%d,\"can_continue\":%s,"
               "\"position\":\"%s\",\"hint_winning\":%s,\"demo\":%s,"
               "\"assisted\":%s",
            game_get_score(g), game_get_time_left_ms(g),
            game_get_elapsed_ms(g), game_get_hints_left(g),
            game_get_redeals_left(g), game_get_tiles_left(g),
            game_undo_count(g), game_redo_count(g),
            can_continue ? "true" : "false",
            game_position_name(game_get_position(g)),
            game_hint_winning(g) ? "true" : "false",
            game_demo_on(g) ? "true" : "false",
            game_get_assisted(g) ? "true" : "false");
    fprintf(f, ",\"kind\":\"%s\",\"run\":%s,\"levels_cleared\":%d,\"stars\":%d",
            game_kind_name(game_get_kind(g)), game_in_run(g) ? "true" : "false",
            game_levels_cleared(g), game_get_stars(g));
    put_rule(f, g);
}

/* What the screen shows (v may be NULL: the fields a test relies on are
 * still there, empty). */
static void put_view(FILE *f, const game_view *v)
{
    if (v != NULL && v->settings != NULL) {
        put_settings(f, v->settings);
    }
    if (v != NULL && v->has_applied) {
        put_applied(f, v);
    }
    if (v != NULL && v->lines != NULL) {
        fputs(",\"lines\":[", f);
        for (int i = 0; i < v->nlines; i++) {
            if (i > 0) {
                fputc(',', f);
            }
            put_string(f, v->lines[i]);
        }
        fputc(']', f);
    }
    if (v != NULL && v->text_px > 0) {
        put_field(f, "text_px", v->text_px, false);
    }
    if (v != NULL && v->contrast > 0) {
        put_field(f, "contrast", v->contrast, false);
    }
    if (v != NULL && v->face_px > 0) {
        put_field(f, "face_px", v->face_px, false);
        put_field(f, "tile_px", v->tile_px, false);
    }
    put_rect(f, v != NULL ? v->rect : NULL);
    if (v != NULL) {
        put_anim(f, v);
    }
    put_buttons(f, v != NULL ? v->buttons : NULL, v != NULL ? v->nbuttons : 0);
    put_opt_string(f, "notice", v != NULL ? v->notice : NULL);
    if (v != NULL && v->has_cursor) {
        fprintf(f, ",\"cursor\":[%d,%d]", v->cursor_r, v->cursor_c);
    }
    if (v != NULL && v->has_notice_rect) {
        fputs(",\"notice_rect\":{", f);
        put_box(f, "w", "h", v->notice_x, v->notice_y, v->notice_w, v->notice_h,
                true);
        fputc('}', f);
    }
    put_opt_string(f, "entry", v != NULL ? v->entry : NULL);
    put_opt_string(f, "confirm", v != NULL ? v->confirm : NULL);
    put_opt_string(f, "banner", v != NULL ? v->banner : NULL);
    if (v != NULL && v->has_result) {
        fprintf(f, ",\"new_best\":%s", v->new_best ? "true" : "false");
    }
    fputs(",\"lang\":", f);
    put_string(f, v != NULL && v->lang != NULL ? v->lang : "en");
    put_opt_string(f, "clipped", v != NULL ? v->clipped : NULL);
    put_opt_string(f, "overlap", v != NULL ? v->overlap : NULL);
    fprintf(f, ",\"events\":%ld", v != NULL ? v->events : 0L);
    if (v != NULL && v->has_tutorial_step) {
        fprintf(f, ",\"tutorial_step\":%d", v->tutorial_step);
    }
    if (v != NULL && v->intro_shift != NULL) {
        put_opt_string(f, "intro_shift", v->intro_shift);
    }
    if (v != NULL && v->intro_board != NULL) {
        const llk_board *b = v->intro_board;
        fputs(",\"intro_board\":[", f);
        for (int r = 0; r < b->rows; r++) {
            fputs(r ? ",[" : "[", f);
            for (int c = 0; c < b->cols; c++) {
                fprintf(f, c ? ",%d" : "%d", llk_board_get(b, r, c));
            }
            fputc(']', f);
        }
        fprintf(f, "],\"intro_pair\":[[%d,%d],[%d,%d]]", v->intro_pair.a.r,
                v->intro_pair.a.c, v->intro_pair.b.r, v->intro_pair.b.c);
    }
    if (v != NULL && v->has_daily) {
        fputs(",\"daily\":{\"date\":", f);
        put_string(f, v->daily_date);
        fputs(",\"game_id\":", f);
        put_string(f, v->daily_id);
        fprintf(f, ",\"done\":%s,\"streak\":%d}", v->daily_done ? "true" : "false",
                v->daily_streak);
    }
    if (v != NULL && v->view != NULL) {
        fputs(",\"view\":\"", f);
        /* A name, not free text: anything but [a-z_-] is left out. */
        for (const char *c = v->view; *c; c++) {
            if ((*c >= 'a' && *c <= 'z') || *c == '-' || *c == '_') {
                fputc(*c, f);
            }
        }
        fputc('"', f);
    }
}

void game_json_string(FILE *f, const char *s)
{
    put_string(f, s);
}

void game_state_json(const game *g, const game_view *v, FILE *f)
{
    put_game(f, g, v != NULL && v->can_continue);
    put_view(f, v);
    if (v != NULL && v->front_json != NULL) {
        v->front_json(f, v->front_ctx);
    }
    fputs("}\n", f);
}

typedef struct state_ctx {
    const game *g;
    const game_view *v;
} state_ctx;

static int write_state(FILE *f, void *ctx)
{
    const state_ctx *s = ctx;
    game_state_json(s->g, s->v, f);
    return 0;
}

int game_write_state(const game *g, const game_view *v, const char *path,
                     char *err, size_t errlen)
{
    state_ctx s = {g, v};
    return file_write_replace(path, write_state, &s, err, errlen);
}
