/* controls.c - the kit's controls, drawn: panel, button, slider, toggle,
 * choice, tab, text field, title, tooltip. Each state differs by colour
 * and by shape: hover lightens the face, pressed sinks it (no shadow,
 * moved down), focused adds a gold ring, disabled is flat and dim with
 * no shadow, the option in effect has a jade bar and ring.
 */
#include "../text.h"
#include "../seen.h"
#include "../app.h"
#include "../i18n.h"

static SDL_Color kc(kit_role role)
{
    return kit_color(role);
}

void kit_panel(SDL_Renderer *r, SDL_Rect rc)
{
    int u = kit_u();
    SDL_Rect sh = {rc.x + u / 2, rc.y + u, rc.w, rc.h};
    kit_round(r, sh, kit_radius() * 2, kc(KIT_SHADOW));
    kit_round(r, rc, kit_radius() * 2, kc(KIT_SURFACE));
    kit_solid(rc);
    kit_ring(r, rc, kit_radius() * 2, 1, kc(KIT_OUTLINE));
}

void kit_chevron(SDL_Renderer *r, int cx, int cy, int h, int dir)
{
    SDL_Color c = kc(KIT_ON_SURFACE_DIM);
    float half = (float)h * 1.2f;
    float tip = (float)(dir < 0 ? cy - h / 2 : cy + h / 2);
    float base = (float)(dir < 0 ? cy + h / 2 : cy - h / 2);
    SDL_Vertex v[3] = {{{(float)cx - half, base}, c, {0, 0}},
                       {{(float)cx + half, base}, c, {0, 0}},
                       {{(float)cx, tip}, c, {0, 0}}};
    SDL_RenderGeometry(r, NULL, v, 3, NULL, 0);
}

/* The face of a control, drawn for its state; returns the face (moved
 * down when pressed). */
static SDL_Rect kit_face(SDL_Renderer *r, SDL_Rect rc, unsigned st,
                         kit_role normal)
{
    int u = kit_u(), rad = kit_radius();
    bool off = st & KIT_ST_DISABLED;
    bool press = (st & KIT_ST_PRESSED) && !off;
    bool hot = (st & (KIT_ST_HOVER | KIT_ST_FOCUSED)) && !off;
    SDL_Rect face = rc;
    if (!off && !press) {
        SDL_Rect sh = {rc.x, rc.y + u / 3 + 1, rc.w, rc.h};
        kit_round(r, sh, rad, kc(KIT_SHADOW));
    }
    if (press) {
        face.y += u / 4 + 1;
    }
    kit_round(r, face, rad,
              kc(off ? KIT_SURFACE : press ? KIT_SURFACE
                     : hot ? KIT_SURFACE_HOVER : normal));
    kit_solid(face);
    if (st & KIT_ST_CHOSEN) {
        kit_ring(r, face, rad, u / 3 + 2, kc(KIT_SUCCESS));
        SDL_Rect bar = {face.x + u, face.y + face.h / 4, u / 2 + 2,
                        face.h / 2};
        kit_round(r, bar, u / 4, kc(KIT_SUCCESS));
    } else {
        kit_ring(r, face, rad, 1, kc(off ? KIT_SURFACE_RAISED : KIT_OUTLINE));
    }
    if (st & KIT_ST_FOCUSED) {
        int w = u / 2 > 2 ? u / 2 : 2;
        kit_ring(r, face, rad, w, kc(off ? KIT_ON_SURFACE_DIM : KIT_ACCENT));
    }
    return face;
}

static SDL_Color kit_text_col(unsigned st)
{
    return kc(st & KIT_ST_DISABLED ? KIT_DISABLED : KIT_ON_SURFACE);
}

void kit_button(SDL_Renderer *r, SDL_Rect rc, const char *label, unsigned st)
{
    SDL_Rect face = kit_face(r, rc, st, KIT_SURFACE_RAISED);
    int th = text_height(FONT_BODY);
    text_draw(r, FONT_BODY, label, kit_text_col(st), face.x + face.w / 2,
              face.y + (face.h - th) / 2, 1);
}

/* A face filled with role's colour (the primary action's, a destructive
 * answer's): its shadow, lighter under the pointer or the focus, moved
 * down when pressed, the focus ring cream (as on a tab); returns the face. */
static SDL_Rect kit_solid_face(SDL_Renderer *r, SDL_Rect rc, unsigned st,
                               kit_role role, int rad, int shadow_dy)
{
    int u = kit_u();
    bool press = st & KIT_ST_PRESSED;
    bool hot = st & (KIT_ST_HOVER | KIT_ST_FOCUSED);
    SDL_Rect face = rc;
    if (press) {
        face.y += u / 4 + 1;
    } else {
        SDL_Rect sh = {rc.x, rc.y + shadow_dy, rc.w, rc.h};
        kit_round(r, sh, rad, kc(KIT_SHADOW));
    }
    SDL_Color c = kc(role);
    if (hot && !press) {
        c.r = (Uint8)(c.r + (255 - c.r) / 4);
        c.g = (Uint8)(c.g + (255 - c.g) / 4);
        c.b = (Uint8)(c.b + (255 - c.b) / 4);
    }
    kit_round(r, face, rad, c);
    kit_solid(face);
    if (st & KIT_ST_FOCUSED) {
        kit_ring(r, face, rad, u / 2 > 2 ? u / 2 : 2, kc(KIT_ON_SURFACE));
    }
    return face;
}

void kit_button_danger(SDL_Renderer *r, SDL_Rect rc, const char *label,
                       unsigned st)
{
    if (st & KIT_ST_DISABLED) {
        kit_button(r, rc, label, st);
        return;
    }
    SDL_Rect face = kit_solid_face(r, rc, st, KIT_DANGER, kit_radius(),
                                   kit_u() / 3 + 1);
    int th = text_height(FONT_BODY);
    text_draw(r, FONT_BODY, label, kc(KIT_ON_ACCENT), face.x + face.w / 2,
              face.y + (face.h - th) / 2, 1);
}

void kit_button_first(SDL_Renderer *r, SDL_Rect rc, const char *label,
                      unsigned st)
{
    SDL_Rect face = kit_solid_face(r, rc, st, KIT_ACCENT, kit_radius(),
                                   kit_u() / 3 + 1);
    int th = text_height(FONT_BODY);
    text_draw(r, FONT_BODY, label, kc(KIT_ON_ACCENT), face.x + face.w / 2,
              face.y + (face.h - th) / 2, 1);
}

SDL_Rect kit_card(SDL_Renderer *r, SDL_Rect rc, unsigned st)
{
    return kit_face(r, rc, st, KIT_SURFACE_RAISED);
}

/* A key cap's size (round: a pad's button: a circle, a pill for LB). */
static SDL_Rect kit_cap_size(const char *key, bool round, int *kh)
{
    int th = text_height(FONT_BODY), kw;
    text_size(FONT_CAPTION, key, &kw, kh);
    SDL_Rect cap = {0, 0, kw + th / 3, *kh + 2};
    if (round) {
        cap.h = *kh + th / 4;
        cap.w = cap.w > cap.h ? kw + cap.h / 2 : cap.h;
    }
    return cap;
}

/* A key cap (round: a pad's button) whose right edge is at right, on
 * face; returns its left edge. */
static int kit_cap(SDL_Renderer *r, SDL_Rect face, int right, const char *key,
                   bool round, unsigned st)
{
    int kh;
    SDL_Rect cap = kit_cap_size(key, round, &kh);
    int rad = round ? cap.h / 2 : kit_u() / 2;
    cap.x = right - cap.w;
    cap.y = face.y + (face.h - cap.h) / 2;
    kit_round(r, cap, rad, kc(KIT_SURFACE));
    kit_ring(r, cap, rad, 1, kc(KIT_OUTLINE));
    text_draw(r, FONT_CAPTION, key,
              kc(st & KIT_ST_DISABLED ? KIT_DISABLED : KIT_ON_SURFACE_DIM),
              cap.x + cap.w / 2, cap.y + (cap.h - kh) / 2, 1);
    return cap.x;
}

void kit_button_key(SDL_Renderer *r, SDL_Rect rc, const char *label,
                    const char *key, bool round, unsigned st)
{
    if (!key) {
        kit_button(r, rc, label, st);
        return;
    }
    kit_button_caps(r, rc, label, round ? "" : key, round ? key : NULL, st);
}

void kit_button_caps(SDL_Renderer *r, SDL_Rect rc, const char *label,
                     const char *key, const char *pad, unsigned st)
{
    if (!key) {
        kit_button(r, rc, label, st);
        return;
    }
    SDL_Rect face = kit_face(r, rc, st, KIT_SURFACE_RAISED);
    int th = text_height(FONT_BODY), u = kit_u();
    int x = face.x + face.w - u, kh;
    if (pad) { /* a slot as wide as a pill's, the cap in its middle */
        int slot = kit_cap_size("RB", true, &kh).w;
        int w = pad[0] ? kit_cap_size(pad, true, &kh).w : 0;
        w = w > slot ? w : slot;
        if (pad[0]) {
            kit_cap(r, face, x - (w - kit_cap_size(pad, true, &kh).w) / 2,
                    pad, true, st);
        }
        x -= w + u / 2;
    }
    if (key[0]) {
        x = kit_cap(r, face, x, key, false, st);
    }
    int left = x - face.x;
    text_draw(r, FONT_BODY, label, kit_text_col(st), face.x + left / 2,
              face.y + (face.h - th) / 2, 1);
}

/* A row's face and its label at the left; returns the face. */
static SDL_Rect kit_row(SDL_Renderer *r, SDL_Rect rc, const char *label,
                        unsigned st)
{
    SDL_Rect face = kit_face(r, rc, st & ~(unsigned)KIT_ST_PRESSED,
                             KIT_SURFACE_RAISED);
    int th = text_height(FONT_BODY);
    text_draw(r, FONT_BODY, label, kit_text_col(st), face.x + 2 * kit_u(),
              face.y + (face.h - th) / 2, 0);
    return face;
}

/* The right part of a row, where its control is. */
static SDL_Rect kit_control_area(SDL_Rect rc)
{
    int u = kit_u();
    SDL_Rect a = {rc.x + rc.w * 11 / 20, rc.y, rc.w * 9 / 20 - 2 * u, rc.h};
    return a;
}

SDL_Rect kit_slider_track(SDL_Rect rc)
{
    SDL_Rect a = kit_control_area(rc);
    int u = kit_u();
    int vw = a.w / 3; /* the value's words at the right */
    SDL_Rect t = {a.x + u, rc.y + rc.h / 2 - u / 2 - 1, a.w - vw - 2 * u,
                  u + 2};
    return t;
}

int kit_slider_value_at(SDL_Rect rc, int x, int min, int max, int step)
{
    SDL_Rect t = kit_slider_track(rc);
    if (t.w <= 0 || max <= min) {
        return min;
    }
    double f = (double)(x - t.x) / t.w;
    f = f < 0 ? 0 : f > 1 ? 1 : f;
    int v = min + (int)(f * (max - min) + 0.5);
    if (step > 1) {
        v = min + (v - min + step / 2) / step * step;
    }
    return v < min ? min : v > max ? max : v;
}

void kit_slider(SDL_Renderer *r, SDL_Rect rc, const char *label,
                const char *vtext, int v, int min, int max, unsigned st)
{
    SDL_Rect face = kit_row(r, rc, label, st);
    SDL_Rect t = kit_slider_track(face);
    int u = kit_u();
    bool off = st & KIT_ST_DISABLED;
    kit_round(r, t, t.h / 2, kc(KIT_SURFACE));
    kit_ring(r, t, t.h / 2, 1, kc(KIT_OUTLINE));
    double f = max > min ? (double)(v - min) / (max - min) : 0;
    f = f < 0 ? 0 : f > 1 ? 1 : f;
    SDL_Rect fill = t;
    fill.w = (int)(t.w * f);
    kit_round(r, fill, t.h / 2, kc(off ? KIT_DISABLED : KIT_ACCENT));
    int k = face.h / 2; /* the knob */
    SDL_Rect knob = {t.x + fill.w - k / 2, face.y + (face.h - k) / 2, k, k};
    kit_round(r, knob, k / 2, kc(off ? KIT_DISABLED : KIT_ON_SURFACE));
    if (st & KIT_ST_FOCUSED) {
        kit_ring(r, knob, k / 2, u / 3 + 1, kc(KIT_ACCENT));
    }
    int th = text_height(FONT_BODY);
    text_draw(r, FONT_BODY, vtext ? vtext : "", kit_text_col(st),
              face.x + face.w - 2 * u, face.y + (face.h - th) / 2, 2);
}

void kit_toggle(SDL_Renderer *r, SDL_Rect rc, const char *label, bool on,
                unsigned st)
{
    SDL_Rect face = kit_row(r, rc, label, st);
    int u = kit_u();
    bool off = st & KIT_ST_DISABLED;
    int h = face.h / 2, w = h * 2;
    SDL_Rect pill = {face.x + face.w - 2 * u - w, face.y + (face.h - h) / 2,
                     w, h};
    kit_round(r, pill, h / 2,
              kc(off ? KIT_SURFACE : on ? KIT_SUCCESS : KIT_SURFACE));
    kit_ring(r, pill, h / 2, 1, kc(KIT_OUTLINE));
    int k = h - 4;
    SDL_Rect knob = {on ? pill.x + pill.w - k - 2 : pill.x + 2, pill.y + 2, k,
                     k};
    kit_round(r, knob, k / 2, kc(off ? KIT_DISABLED : KIT_ON_SURFACE));
    /* the state in words beside it too ("on" / "off") */
    int th = text_height(FONT_BODY);
    text_draw(r, FONT_BODY, on ? _("on") : _("off"),
              kc(off ? KIT_DISABLED : on ? KIT_SUCCESS : KIT_ON_SURFACE_DIM),
              pill.x - u, face.y + (face.h - th) / 2, 2);
}

bool kit_choice_back_at(SDL_Rect rc, int x)
{
    SDL_Rect a = kit_control_area(rc);
    return x >= a.x && x < a.x + a.w / 3;
}

void kit_choice(SDL_Renderer *r, SDL_Rect rc, const char *label,
                const char *vtext, unsigned st, SDL_Rect *preview)
{
    SDL_Rect face = kit_row(r, rc, label, st);
    SDL_Rect a = kit_control_area(face);
    int th = text_height(FONT_BODY);
    SDL_Color arrow = kc(st & KIT_ST_DISABLED ? KIT_DISABLED
                         : st & KIT_ST_FOCUSED ? KIT_ACCENT
                                               : KIT_ON_SURFACE_DIM);
    int y = face.y + (face.h - th) / 2;
    text_draw(r, FONT_BODY, "\xe2\x97\x80", arrow, a.x + kit_u(), y, 0);
    text_draw(r, FONT_BODY, "\xe2\x96\xb6", arrow, a.x + a.w, y, 2);
    text_draw(r, FONT_BODY, vtext ? vtext : "", kit_text_col(st),
              a.x + a.w / 2, y, 1);
    if (preview) {
        int ph = face.h - kit_u();
        SDL_Rect p = {a.x - kit_u() - ph * 3, face.y + kit_u() / 2, ph * 3,
                      ph};
        *preview = p;
    }
}

void kit_tab(SDL_Renderer *r, SDL_Rect rc, const char *label, unsigned st)
{
    bool shown = st & KIT_ST_CHOSEN;
    int u = kit_u();
    SDL_Rect face = rc;
    if (shown) { /* the tab shown: the accent face, underlined */
        kit_round(r, face, kit_radius(), kc(KIT_ACCENT));
        kit_solid(face);
        if (st & KIT_ST_FOCUSED) { /* its focus ring in cream */
            kit_ring(r, face, kit_radius(), u / 2 > 2 ? u / 2 : 2,
                     kc(KIT_ON_SURFACE));
        }
    } else {
        face = kit_face(r, rc, st, KIT_SURFACE_RAISED);
    }
    int th = text_height(FONT_LABEL);
    text_draw(r, FONT_LABEL, label,
              shown ? kc(KIT_ON_ACCENT) : kit_text_col(st),
              face.x + face.w / 2, face.y + (face.h - th) / 2, 1);
    if (shown) { /* not by colour only */
        SDL_Rect ul = {face.x + face.w / 4, face.y + face.h - u / 2 - 3,
                       face.w / 2, u / 3 + 2};
        kit_round(r, ul, 1, kc(KIT_ON_ACCENT));
    }
}

void kit_field(SDL_Renderer *r, SDL_Rect rc, const char *text,
               const char *compose, const char *error)
{
    kit_field_st(r, rc, text, compose, error, KIT_ST_FOCUSED);
}

void kit_field_st(SDL_Renderer *r, SDL_Rect rc, const char *text,
                  const char *compose, const char *error, unsigned st)
{
    int u = kit_u();
    bool focused = st & KIT_ST_FOCUSED;
    kit_round(r, rc, kit_radius(), kc(KIT_SURFACE));
    kit_solid(rc);
    kit_ring(r, rc, kit_radius(), focused ? u / 3 + 2 : 1,
             kc(focused ? KIT_ACCENT : KIT_OUTLINE));
    int th = text_height(FONT_BODY);
    int tx = rc.x + 2 * u, ty = rc.y + (rc.h - th) / 2, tw = 0;
    if (text && text[0]) {
        tw = text_draw(r, FONT_BODY, text, kc(KIT_ON_SURFACE), tx, ty, 0);
    }
    if (compose && compose[0]) {
        int cw = text_draw(r, FONT_BODY, compose, kc(KIT_ACCENT), tx + tw, ty,
                           0);
        SDL_Rect ul = {tx + tw, ty + th, cw, 2};
        kit_round(r, ul, 0, kc(KIT_ACCENT));
        tw += cw;
    }
    SDL_Rect c = {tx + tw + 1, ty, u / 3 + 2, th};
    if (focused) { /* the caret: where typing goes */
        kit_round(r, c, 0, kc(KIT_ON_SURFACE));
    }
    if (error && error[0]) {
        text_draw(r, FONT_BODY, error, kc(KIT_DANGER), rc.x + rc.w / 2,
                  rc.y + rc.h + th / 2, 1);
    }
}

void kit_title(SDL_Renderer *r, int pix_w, const char *s, int y)
{
    /* a title wider than the window (a large text size in a small one):
     * a heading's size, in the middle of the title's line */
    int w, h;
    text_size(FONT_TITLE, s, &w, &h);
    if (w > pix_w - 4 * kit_u()) {
        text_draw(r, FONT_HEADING, s, kc(KIT_ACCENT), pix_w / 2,
                  y + (text_height(FONT_TITLE) - text_height(FONT_HEADING)) / 2,
                  1);
        return;
    }
    text_draw(r, FONT_TITLE, s, kc(KIT_ACCENT), pix_w / 2, y, 1);
}

void kit_caption(SDL_Renderer *r, int x, int y, const char *s, int align)
{
    text_draw(r, FONT_CAPTION, s, kc(KIT_ON_SURFACE_DIM), x, y, align);
}

void kit_tooltip(struct front_app *a, SDL_Rect anchor, const char *text)
{
    SDL_Renderer *r = a->ren;
    int pix_w = a->pix_w, pix_h = a->pix_h;
    int u = kit_u(), tw, th;
    text_size(FONT_CAPTION, text, &tw, &th);
    SDL_Rect box = {anchor.x, anchor.y + anchor.h + u / 2, tw + 2 * u,
                    th + u};
    SDL_Rect lane = kit_lane_rect(a);
    if (box.y + box.h > pix_h || SDL_HasIntersection(&box, &lane)) {
        box.y = anchor.y - box.h - u / 2; /* over it instead */
    }
    if (box.x + box.w > pix_w - u) {
        box.x = pix_w - u - box.w;
    }
    box.x = box.x < u ? u : box.x;
    text_notice();
    kit_round(r, box, kit_radius() / 2, kc(KIT_TOOLTIP));
    kit_solid(box);
    seen_mark("tooltip", box);
    kit_ring(r, box, kit_radius() / 2, 1, kc(KIT_OUTLINE));
    text_draw(r, FONT_CAPTION, text, kc(KIT_ON_TOOLTIP), box.x + box.w / 2,
              box.y + (box.h - th) / 2, 1);
}

void kit_primary(SDL_Renderer *r, SDL_Rect rc, const char *label,
                 const char *caption, unsigned st)
{
    SDL_Rect face = kit_solid_face(r, rc, st, KIT_ACCENT, kit_radius() * 2,
                                   kit_u() / 2 + 1);
    /* the heading's size, a button's when the label does not fit it (a
     * large text size in a small window) */
    int lw, lh;
    front_font f = FONT_HEADING;
    text_size(f, label, &lw, &lh);
    if (lw > face.w - 2 * kit_u()) {
        f = FONT_LABEL;
    }
    lh = text_height(f);
    int ch = caption ? text_height(FONT_CAPTION) : 0;
    int y = face.y + (face.h - lh - ch) / 2;
    text_draw(r, f, label, kc(KIT_ON_ACCENT), face.x + face.w / 2, y, 1);
    if (caption) {
        text_draw(r, FONT_CAPTION, caption, kc(KIT_ON_ACCENT),
                  face.x + face.w / 2, y + lh, 1);
    }
}

int kit_card_words_w(const char *label, const char *line1,
                     const char *line2)
{
    int w = 0, tw, th;
    text_size(FONT_HEADING, label, &w, &th);
    const char *lines[2] = {line1, line2};
    for (int i = 0; i < 2; i++) {
        if (lines[i]) {
            text_size(FONT_CAPTION, lines[i], &tw, &th);
            w = tw > w ? tw : w;
        }
    }
    return w;
}

void kit_card_text(SDL_Renderer *r, SDL_Rect rc, const char *label,
                   const char *line1, const char *line2, unsigned st,
                   SDL_Rect *pic)
{
    SDL_Rect face = kit_card(r, rc, st);
    int u = kit_u();
    SDL_Rect p = {face.x + u, face.y + u, (face.h - 2 * u) * 3 / 2,
                  face.h - 2 * u};
    int tw = kit_card_words_w(label, line1, line2);
    if (p.w + tw + 4 * u > face.w) { /* large text: a narrower picture */
        p.w = face.w - tw - 4 * u;
        p.w = p.w < 2 * u ? 0 : p.w; /* none at all: the words first */
    }
    *pic = p;
    int tx = p.w > 0 ? p.x + p.w + 2 * u : face.x + 2 * u;
    int lh = text_height(FONT_HEADING), ch = text_height(FONT_CAPTION);
    /* a card too short for its lines (a large text size in a small
     * window) keeps the label (a button's size when a heading's is too
     * tall), then the first line */
    front_font lf = FONT_HEADING;
    if (face.h < lh) {
        lf = FONT_LABEL;
        lh = text_height(lf);
    }
    if (line2 && face.h < lh + 2 * ch) {
        line2 = NULL;
    }
    if (line1 && face.h < lh + ch) {
        line1 = NULL;
    }
    int n = (line1 ? 1 : 0) + (line2 ? 1 : 0);
    int y = face.y + (face.h - lh - n * ch) / 2;
    text_draw(r, lf, label,
              kc(st & KIT_ST_FOCUSED ? KIT_ACCENT : KIT_ON_SURFACE), tx, y, 0);
    y += lh;
    if (line1) {
        text_draw(r, FONT_CAPTION, line1, kc(KIT_ON_SURFACE), tx, y, 0);
        y += ch;
    }
    if (line2) {
        text_draw(r, FONT_CAPTION, line2, kc(KIT_ON_SURFACE_DIM), tx, y, 0);
    }
}

SDL_Rect kit_badge(SDL_Renderer *r, int pix_w, int x, int y, const char *text,
                   kit_role role)
{
    return kit_badge_grown(r, pix_w, x, y, text, role, 1.0f);
}

SDL_Rect kit_badge_grown(SDL_Renderer *r, int pix_w, int x, int y,
                         const char *text, kit_role role, float grow)
{
    int u = kit_u(), tw, th;
    text_size(FONT_BODY, text, &tw, &th);
    SDL_Rect box = {x - tw / 2 - u * 2, y - u / 2, tw + u * 4, th + u};
    if (box.x + box.w > pix_w - u) {
        box.x = pix_w - u - box.w;
    }
    box.x = box.x < u ? u : box.x;
    /* the plate grown round the box's centre */
    int gw = (int)((float)box.w * (grow - 1.0f) / 2.0f + 0.5f);
    int gh = (int)((float)box.h * (grow - 1.0f) / 2.0f + 0.5f);
    SDL_Rect big = {box.x - gw, box.y - gh, box.w + 2 * gw, box.h + 2 * gh};
    text_notice(); /* over the board, clear of the other notices */
    kit_round(r, big, kit_radius(), kc(KIT_SURFACE));
    kit_solid(box);
    kit_ring(r, big, kit_radius(), u / 4 + 1, kc(role));
    text_draw_grown(r, FONT_BODY, text, kc(role), box.x + box.w / 2,
                    box.y + (box.h - th) / 2, 1, grow, big);
    return box;
}
