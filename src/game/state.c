/* state.c - the --state-file JSON, written atomically.
 *
 * One JSON object on one line per write; see the issue's --state-file for
 * the fields. Tests read it to find and click real cells.
 */
#define _POSIX_C_SOURCE 200809L
#include "llk/game.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* A finite double as JSON (NaN and infinities have no JSON form: 0). */
static void put_number(FILE *f, double v)
{
    if (!isfinite(v)) {
        v = 0;
    }
    fprintf(f, "%.10g", v);
}

void game_state_json(const game *g, const game_rect *rect, const char *view, FILE *f)
{
    const llk_board *b = game_get_board(g);
    const char *shift = llk_shift_name(game_get_shift(g));
    llk_cell sel;
    llk_pair hint;

    fprintf(f, "{\"screen\":\"%s\",\"difficulty\":\"%s\",\"level\":%d,"
               "\"shift\":\"%s\",\"seed\":%llu,",
            game_screen_name(game_get_screen(g)),
            game_difficulty_name(game_get_difficulty(g)), game_get_level(g),
            shift != NULL ? shift : "none",
            (unsigned long long)game_get_seed(g));
    fprintf(f, "\"rows\":%d,\"cols\":%d,\"board\":[", b ? b->rows : 0,
            b ? b->cols : 0);
    for (int r = 0; b != NULL && r < b->rows; r++) {
        fputs(r ? ",[" : "[", f);
        for (int c = 0; c < b->cols; c++) {
            fprintf(f, c ? ",%d" : "%d", llk_board_get(b, r, c));
        }
        fputc(']', f);
    }
    fputs("],\"selected\":", f);
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
    fprintf(f, ",\"score\":%d,\"time_left_ms\":%d,\"hints_left\":%d,"
               "\"redeals_left\":%d,\"tiles_left\":%d,\"board_rect\":{",
            game_get_score(g), game_get_time_left_ms(g),
            game_get_hints_left(g), game_get_redeals_left(g),
            game_get_tiles_left(g));
    game_rect zero = {0, 0, 0, 0};
    if (rect == NULL) {
        rect = &zero;
    }
    fputs("\"x\":", f);
    put_number(f, rect->x);
    fputs(",\"y\":", f);
    put_number(f, rect->y);
    fputs(",\"cell_w\":", f);
    put_number(f, rect->cell_w);
    fputs(",\"cell_h\":", f);
    put_number(f, rect->cell_h);
    fputc('}', f);
    if (view != NULL) {
        fputs(",\"view\":\"", f);
        /* A name, not free text: anything but [a-z-] is left out. */
        for (const char *c = view; *c; c++) {
            if ((*c >= 'a' && *c <= 'z') || *c == '-') {
                fputc(*c, f);
            }
        }
        fputc('"', f);
    }
    fputs("}\n", f);
}

int game_write_state(const game *g, const game_rect *rect, const char *view,
                     const char *path, char *err, size_t errlen)
{
    size_t n = strlen(path) + sizeof ".tmp.XXXXXX";
    char *tmp = malloc(n);
    if (tmp == NULL) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    snprintf(tmp, n, "%s.tmp.XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, errlen, "%s: cannot create a temporary file beside it: %s",
                 path, strerror(errno));
        free(tmp);
        return -1;
    }
    (void)fchmod(fd, 0644);
    FILE *f = fdopen(fd, "w");
    if (f == NULL) {
        snprintf(err, errlen, "%s: cannot write: %s", tmp, strerror(errno));
        close(fd);
        unlink(tmp);
        free(tmp);
        return -1;
    }
    game_state_json(g, rect, view, f);
    int failed = ferror(f) || fflush(f) != 0 || fsync(fd) != 0;
    int saved = errno;
    if (fclose(f) != 0 && !failed) {
        failed = 1;
        saved = errno;
    }
    if (failed) {
        snprintf(err, errlen, "%s: cannot write: %s", tmp, strerror(saved));
        unlink(tmp);
        free(tmp);
        return -1;
    }
    if (rename(tmp, path) != 0) {
        snprintf(err, errlen, "%s: cannot replace it: %s", path,
                 strerror(errno));
        unlink(tmp);
        free(tmp);
        return -1;
    }
    free(tmp);
    return 0;
}
