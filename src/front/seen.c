/* seen.c - what the last frame showed (seen.h): the strings drawn and the
 * effects and marks on show, where, so that the tests can hold the
 * screenshot against what the game says it drew (docs/formats.md: the
 * state file's "texts" and "marks"). */
#include <string.h>

#include "seen.h"
#include "kit/kit.h"
#include "llk/game.h"

#define SEEN_TEXTS 256
#define SEEN_MARKS 128
#define SEEN_LEN 200

typedef struct seen_text_at {
    char s[SEEN_LEN];
    SDL_Rect box;
    int px;
    SDL_Color col;
    const char *control;
    int z; /* the order of drawing (texts and marks) */
} seen_text_at;

typedef struct seen_point {
    int x, y;
    char what[48];
} seen_point;

typedef struct seen_mark_at {
    const char *kind;
    SDL_Rect box;
    int z;
} seen_mark_at;

/* Everything in one place: the recorder is off in a player's game. */
static struct {
    bool on;
    long frames;
    const char *control;
    const char *view;
    long view_events;
    int view_w, view_h; /* the drawable size of the last frame */
    char hover[48];
    int ntexts, nmarks, z;
    bool partial;  /* the frame redraws only part: what lies outside it */
    SDL_Rect part; /* is kept from the last, not noted again */
    long npoints; /* motions noted so far (the ring's next slot) */
    seen_point points[SEEN_POINTS];
    seen_text_at texts[SEEN_TEXTS];
    seen_mark_at marks[SEEN_MARKS];
} seen;

void seen_enable(bool on)
{
    seen.on = on;
}

bool seen_enabled(void)
{
    return seen.on;
}

/* Whether box lies (partly) in part. */
static bool seen_in(SDL_Rect box, const SDL_Rect *part)
{
    SDL_Rect both;
    return SDL_IntersectRect(&box, part, &both);
}

void seen_frame_begin(const SDL_Rect *part)
{
    seen.control = NULL;
    seen.partial = part != NULL;
    if (part == NULL) {
        seen.ntexts = seen.nmarks = seen.z = 0;
        return;
    }
    seen.part = *part;
    /* only the part is drawn again: keep what lies outside it */
    int n = 0;
    for (int i = 0; i < seen.ntexts; i++) {
        if (!seen_in(seen.texts[i].box, part)) {
            seen.texts[n++] = seen.texts[i];
        }
    }
    seen.ntexts = n;
    n = 0;
    for (int i = 0; i < seen.nmarks; i++) {
        if (!seen_in(seen.marks[i].box, part)) {
            seen.marks[n++] = seen.marks[i];
        }
    }
    seen.nmarks = n;
}

void seen_frame_size(int w, int h)
{
    seen.view_w = w;
    seen.view_h = h;
}

void seen_frame_view(const char *name, long events)
{
    seen.view = name;
    seen.view_events = events;
}

void seen_frame_answers(long events)
{
    seen.view_events = events;
}

void seen_frame_end(void)
{
    seen.frames++;
}

long seen_frames(void)
{
    return seen.frames;
}

void seen_control(const char *id)
{
    seen.control = id;
}

/* Copy s, cut at a character's start when it is too long. */
static void seen_copy(char *out, const char *s)
{
    size_t n = strlen(s);
    if (n >= SEEN_LEN) {
        n = SEEN_LEN - 1;
        while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80) {
            n--; /* a continuation byte: back to the character's start */
        }
    }
    memcpy(out, s, n);
    out[n] = '\0';
}

void seen_text(const char *s, SDL_Rect box, int px, SDL_Color col)
{
    if (!seen.on || !s || seen.ntexts >= SEEN_TEXTS ||
        (seen.partial && !seen_in(box, &seen.part))) {
        return;
    }
    seen_text_at *t = &seen.texts[seen.ntexts++];
    seen_copy(t->s, s);
    t->box = box;
    t->px = px;
    t->col = col;
    t->control = seen.control;
    t->z = seen.z++;
}

void seen_mark(const char *kind, SDL_Rect box)
{
    if (!seen.on || seen.nmarks >= SEEN_MARKS || box.w <= 0 || box.h <= 0 ||
        (seen.partial && !seen_in(box, &seen.part))) {
        return;
    }
    seen.marks[seen.nmarks++] = (seen_mark_at){kind, box, seen.z++};
}

void seen_set_hover(const char *what)
{
    snprintf(seen.hover, sizeof seen.hover, "%s", what ? what : "");
}

const char *seen_hover(void)
{
    return seen.hover[0] ? seen.hover : NULL;
}

void seen_pointer(int x, int y, const char *what)
{
    seen_point *p = &seen.points[seen.npoints++ % SEEN_POINTS];
    p->x = x;
    p->y = y;
    snprintf(p->what, sizeof p->what, "%s", what ? what : "");
}

void seen_pointer_forget(void)
{
    seen.npoints = 0;
}

/* ,"hovers":[[x,y,what],...]: the motions noted, oldest first. */
static void seen_points_json(FILE *f)
{
    long first = seen.npoints > SEEN_POINTS ? seen.npoints - SEEN_POINTS : 0;
    fputs(",\"hovers\":[", f);
    for (long i = first; i < seen.npoints; i++) {
        const seen_point *p = &seen.points[i % SEEN_POINTS];
        fprintf(f, "%s[%d,%d,", i > first ? "," : "", p->x, p->y);
        if (p->what[0]) {
            game_json_string(f, p->what);
        } else {
            fputs("null", f);
        }
        fputc(']', f);
    }
    fputc(']', f);
}

/* The colour role of a colour (its red, green and blue), or NULL. */
static const char *seen_role(SDL_Color c)
{
    for (int i = 0; i < KIT_ROLE_COUNT; i++) {
        SDL_Color k = kit_color((kit_role)i);
        if (k.r == c.r && k.g == c.g && k.b == c.b) {
            return kit_role_name((kit_role)i);
        }
    }
    return NULL;
}

/* "x":..,"y":..,"w":..,"h":.. of box in window coordinates. */
static void seen_box(FILE *f, SDL_Rect b, double sx, double sy)
{
    fprintf(f, "\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f", b.x / sx,
            b.y / sy, b.w / sx, b.h / sy);
}

void seen_json(FILE *f, double sx, double sy)
{
    sx = sx > 0 ? sx : 1.0;
    sy = sy > 0 ? sy : 1.0;
    fputs(",\"frame_view\":", f);
    game_json_string(f, seen.view ? seen.view : "");
    fprintf(f, ",\"frame_events\":%ld,\"frame_pixels\":{\"w\":%d,\"h\":%d}",
            seen.view_events, seen.view_w, seen.view_h);
    fputs(",\"texts\":[", f);
    for (int i = 0; i < seen.ntexts; i++) {
        const seen_text_at *t = &seen.texts[i];
        const char *role = seen_role(t->col);
        fputs(i ? ",{\"text\":" : "{\"text\":", f);
        game_json_string(f, t->s);
        fputc(',', f);
        seen_box(f, t->box, sx, sy);
        fprintf(f, ",\"px\":%.1f,\"color\":\"#%02x%02x%02x\",\"alpha\":%d,"
                   "\"z\":%d",
                t->px / sy, t->col.r, t->col.g, t->col.b, t->col.a, t->z);
        fputs(",\"role\":", f);
        if (role) {
            game_json_string(f, role);
        } else {
            fputs("null", f);
        }
        fputs(",\"control\":", f);
        if (t->control) {
            game_json_string(f, t->control);
        } else {
            fputs("null", f);
        }
        fputc('}', f);
    }
    fputs("],\"marks\":[", f);
    for (int i = 0; i < seen.nmarks; i++) {
        fputs(i ? ",{\"kind\":" : "{\"kind\":", f);
        game_json_string(f, seen.marks[i].kind);
        fputc(',', f);
        seen_box(f, seen.marks[i].box, sx, sy);
        fprintf(f, ",\"z\":%d}", seen.marks[i].z);
    }
    fputc(']', f);
    seen_points_json(f);
}
