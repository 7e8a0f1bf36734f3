/* state.c - the --state-file JSON, written atomically.
 *
 * One JSON object on one line per write; see the issue's --state-file for
 * the fields. Tests read it to find and click real cells.
 */
#include "llk/game.h"
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

static void put_rect(FILE *f, const game_rect *rect)
{
    game_rect zero = {0, 0, 0, 0};
    if (rect == NULL) {
        rect = &zero;
    }
    fputs(",\"board_rect\":{\"x\":", f);
    put_number(f, rect->x);
    fputs(",\"y\":", f);
    put_number(f, rect->y);
    fputs(",\"cell_w\":", f);
    put_number(f, rect->cell_w);
    fputs(",\"cell_h\":", f);
    put_number(f, rect->cell_h);
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
        fputs(",\"x\":", f);
        put_number(f, bt[i].x);
        fputs(",\"y\":", f);
        put_number(f, bt[i].y);
        fputs(",\"w\":", f);
        put_number(f, bt[i].w);
        fputs(",\"h\":", f);
        put_number(f, bt[i].h);
        fputs(",\"text_w\":", f);
        put_number(f, bt[i].text_w);
        fprintf(f, ",\"selected\":%s}", bt[i].selected ? "true" : "false");
    }
    fputc(']', f);
}

/* "settings": every setting's value in effect, by key. */
static void put_settings(FILE *f, const settings *s)
{
    fputs(",\"settings\":{", f);
    for (int i = 0; i < settings_count(); i++) {
        const settings_row *row = settings_row_at(i);
        char buf[64];
        fputs(i ? ",\"" : "\"", f);
        fputs(row->key, f);
        fputs("\":", f);
        const char *t = settings_get_text(s, row->key, buf, sizeof buf);
        if (row->type == SETTINGS_ENUM) {
            put_string(f, t);
        } else {
            fputs(t, f);
        }
    }
    fputc('}', f);
}

void game_state_json(const game *g, const game_view *v, FILE *f)
{
    const char *shift = llk_shift_name(game_get_shift(g));
    llk_cell sel;
    llk_pair hint;
    char id[GAME_ID_MAX];

    fprintf(f, "{\"screen\":\"%s\",\"mode\":\"%s\",\"difficulty\":\"%s\","
               "\"level\":%d,\"shift\":\"%s\",\"seed\":%llu,\"game_id\":",
            game_screen_name(game_get_screen(g)),
            game_mode_name(game_get_mode(g)),
            game_difficulty_name(game_get_difficulty(g)), game_get_level(g),
            shift != NULL ? shift : "none",
            (unsigned long long)game_get_seed(g));
    if (game_get_id(g, id, sizeof id)) {
        put_string(f, id);
    } else {
        fputs("null", f);
    }
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
            v != NULL && v->can_continue ? "true" : "false",
            game_position_name(game_get_position(g)),
            game_hint_winning(g) ? "true" : "false",
            game_demo_on(g) ? "true" : "false",
            game_get_assisted(g) ? "true" : "false");
    fprintf(f, ",\"kind\":\"%s\",\"run\":%s,\"levels_cleared\":%d",
            game_kind_name(game_get_kind(g)), game_in_run(g) ? "true" : "false",
            game_levels_cleared(g));
    if (v != NULL && v->settings != NULL) {
        put_settings(f, v->settings);
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
    put_rect(f, v != NULL ? v->rect : NULL);
    put_buttons(f, v != NULL ? v->buttons : NULL, v != NULL ? v->nbuttons : 0);
    fputs(",\"notice\":", f);
    if (v != NULL && v->notice != NULL) {
        put_string(f, v->notice);
    } else {
        fputs("null", f);
    }
    fputs(",\"entry\":", f);
    if (v != NULL && v->entry != NULL) {
        put_string(f, v->entry);
    } else {
        fputs("null", f);
    }
    fputs(",\"lang\":", f);
    put_string(f, v != NULL && v->lang != NULL ? v->lang : "en");
    fputs(",\"clipped\":", f);
    if (v != NULL && v->clipped != NULL) {
        put_string(f, v->clipped);
    } else {
        fputs("null", f);
    }
    fputs(",\"overlap\":", f);
    if (v != NULL && v->overlap != NULL) {
        put_string(f, v->overlap);
    } else {
        fputs("null", f);
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
    return file_write_atomic(path, write_state, &s, err, errlen);
}
