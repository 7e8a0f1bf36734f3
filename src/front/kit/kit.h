/* kit.h - the widget kit: the design tokens (colours named by role, the
 * type scale, the spacing unit) and the controls every screen is drawn
 * with: button, slider, toggle, choice with a preview, tabs, panel, text
 * field, tooltip, the notification lane and the confirm dialog
 * (docs/design.md shows them). No file of src/front outside kit/ draws a
 * control itself.
 *
 * Every control has the states normal, hover, pressed, focused and
 * disabled, each drawn differently by colour and by shape (a focus ring,
 * a sunk face, a dimmed face with no shadow), so a player who cannot tell
 * the colours apart loses nothing.
 */
#ifndef FRONT_KIT_H
#define FRONT_KIT_H

#include <stdbool.h>

#include <SDL.h>

struct front_app;

/* ---- tokens (tokens.c) ---- */
typedef enum kit_role {
    KIT_SURFACE,        /* a panel */
    KIT_SURFACE_RAISED, /* a button */
    KIT_SURFACE_HOVER,  /* a button under the pointer or focused */
    KIT_ON_SURFACE,     /* text */
    KIT_ON_SURFACE_DIM, /* secondary text (4.5:1 on every surface) */
    KIT_ACCENT,         /* focus, the primary action, titles: gold */
    KIT_ON_ACCENT,      /* text on the accent */
    KIT_SUCCESS,        /* a match, the option in effect: jade */
    KIT_DANGER,         /* a refusal, a destructive answer: vermilion */
    KIT_DISABLED,       /* text of a control that cannot be used now */
    KIT_OUTLINE,        /* edges, tracks */
    KIT_SHADOW,         /* under raised things (translucent) */
    KIT_TOOLTIP,        /* a tooltip's face (cream, like a tile) */
    KIT_ON_TOOLTIP,
    KIT_FELT,           /* the table where no background picture is */
    KIT_INK,            /* the black lines that set a mark apart */
    KIT_GLOW,           /* light gold: the points rising over the board */
    KIT_TILE_FACE,      /* a tile's cream face (a preview's) */
    /* the board's pictures (draw.c, draw_back.c, fx.c, tile_index.c) */
    KIT_BOARD,          /* behind the board where no picture is drawn */
    KIT_HINT,           /* the hint's pair and path: amber */
    KIT_PEEK,           /* every tile of a kind shown (show_kind): green */
    KIT_REFUSE,         /* a refused pair and its path: red */
    KIT_TILE_LIGHT,     /* the bevel's lit band (top, left) */
    KIT_TILE_SHADE,     /* the bevel's shaded band (right, foot) */
    KIT_TILE_EDGE,      /* a tile's outline */
    KIT_TILE_SIDE,      /* its thickness at the right */
    KIT_TILE_FOOT,      /* its thickness at the foot, darker */
    KIT_TILE_BACK,      /* a face-down tile: jade */
    KIT_TILE_BACK_RIM,  /* its inner frame and diamond */
    KIT_TRAY_RIM,       /* the rim round the board's tray of felt */
    KIT_SUIT_WINDS,     /* the mahjong corner indices, by suit: ink */
    KIT_SUIT_CIRCLES,   /* blue */
    KIT_SUIT_BAMBOOS,   /* green */
    KIT_SUIT_CHARACTERS, /* red */
    KIT_THUMB_TILE,     /* a small board's tiles (the title's, the cards') */
    KIT_THUMB_INK,      /* a number on such a tile */
    KIT_ROLE_COUNT
} kit_role;

SDL_Color kit_color(kit_role role);
/* The dot of kind k on a small board's tile (eight colours in turn; none,
 * transparent, for k <= 0). */
SDL_Color kit_kind_dot(int k);
/* "surface", "on_surface_dim", ... (docs, the contrast check). */
const char *kit_role_name(kit_role role);

/* The type scale: five sizes from the window's short side (narrowed on a
 * narrow window so that the control bar's row fits), never under
 * KIT_MIN_PX; Chinese is drawn at the same size. */
typedef enum kit_type {
    KIT_CAPTION, /* help lines, small print */
    KIT_BODY,    /* text, buttons */
    KIT_LABEL,   /* a control's label, a tab */
    KIT_HEADING, /* a section */
    KIT_TITLE,   /* a screen's title */
    KIT_TYPE_COUNT
} kit_type;
#define KIT_MIN_PX 12
int kit_type_px(kit_type t, int w, int h);
/* The player's text size, 100 to 200 percent (the text_size setting):
 * every size of the scale grows by it. */
void kit_set_text_pct(int pct);
int kit_text_size_pct(void);
bool kit_type_bold(kit_type t);
/* The spacing unit (about an 80th of the short side, at least 2 px):
 * paddings and gaps are multiples of it. */
int kit_unit(int w, int h);
/* WCAG contrast ratio of two colours (1 to 21). */
double kit_contrast(SDL_Color fg, SDL_Color bg);
/* The worst contrast of the text pairs the kit draws (disabled text is
 * meant dim and left out). */
double kit_worst_contrast(void);

/* ---- shapes and controls (draw.c, controls.c) ---- */
enum {
    KIT_ST_HOVER = 1,
    KIT_ST_PRESSED = 2,
    KIT_ST_FOCUSED = 4,
    KIT_ST_DISABLED = 8,
    KIT_ST_CHOSEN = 16 /* the option in effect, the tab shown */
};

/* A rounded rectangle filled with c (radius in pixels, 0: square). */
void kit_round(SDL_Renderer *r, SDL_Rect rc, int radius, SDL_Color c);
/* A rounded frame of width w. */
void kit_ring(SDL_Renderer *r, SDL_Rect rc, int radius, int w, SDL_Color c);
/* The tiles' outline: its width in pixels on a tile of size px (the
 * strength, 1 by default, times a pixel per 64 px of tile, at least 1),
 * and the strength, which a high-contrast look raises (1..4). */
int kit_tile_outline(int size);
void kit_set_tile_outline(int strength);
int kit_tile_outline_strength(void);
/* The high-contrast look (docs/playing.md, Accessibility): kit_color's
 * second palette (every text pair 7:1), the tiles' outline raised, a
 * plate behind text off the solid faces; the drawing asks
 * kit_high_contrast() for the rest (the tiles, the marks). */
void kit_set_high_contrast(bool on);
bool kit_high_contrast(void);
/* The solid faces drawn this frame (shape.c): a frame begins (forget
 * them); rc is solid (a panel, a control's face, a notice's box); a text
 * at text gets, in the high-contrast look and outside every solid face,
 * a plate of the panels' colour behind it, as opaque as the text
 * (text_draw asks). */
void kit_solid_forget(void);
void kit_solid(SDL_Rect rc);
void kit_plate(SDL_Renderer *r, SDL_Rect text, Uint8 alpha);
/* The corner radius and unit for the current drawable size. */
int kit_radius(void);
int kit_u(void);
/* Set the drawable size the kit draws for (main.c, on resize). */
void kit_resize(int pix_w, int pix_h);

/* A panel: a raised dark surface with a soft shadow. */
void kit_panel(SDL_Renderer *r, SDL_Rect rc);
/* A chevron pointing up (dir -1) or down (1), h high, centred on cx, cy:
 * more of a list beyond its view that way. */
void kit_chevron(SDL_Renderer *r, int cx, int cy, int h, int dir);
/* A button with its label centred; st: KIT_ST_* bits. */
void kit_button(SDL_Renderer *r, SDL_Rect rc, const char *label, unsigned st);
/* The same with its shortcut key in a key cap at its right (key NULL:
 * kit_button); round: a game controller's button, drawn round as a pad's
 * are (a pill for a longer name: LB, RB). */
void kit_button_key(SDL_Renderer *r, SDL_Rect rc, const char *label,
                    const char *key, bool round, unsigned st);
/* The same with two caps at its right: key's (square; "" none) and at
 * the right edge pad's (a pad's button, round; NULL: none, "": its place
 * kept empty, so that the keys of rows line up); key NULL: kit_button. */
void kit_button_caps(SDL_Renderer *r, SDL_Rect rc, const char *label,
                     const char *key, const char *pad, unsigned st);
/* A row with its label at the left and the control on the right half:
 * a slider (value v of [min, max], vtext its words), a toggle (v 0/1),
 * a choice (vtext between arrows; preview drawn in the box given). */
void kit_slider(SDL_Renderer *r, SDL_Rect rc, const char *label,
                const char *vtext, int v, int min, int max, unsigned st);
void kit_toggle(SDL_Renderer *r, SDL_Rect rc, const char *label, bool on,
                unsigned st);
void kit_choice(SDL_Renderer *r, SDL_Rect rc, const char *label,
                const char *vtext, unsigned st, SDL_Rect *preview);
/* The track of a row's slider, and the value under x on it. */
SDL_Rect kit_slider_track(SDL_Rect rc);
int kit_slider_value_at(SDL_Rect rc, int x, int min, int max, int step);
/* Whether x is on the left arrow (the previous choice) of a choice row. */
bool kit_choice_back_at(SDL_Rect rc, int x);
/* A card: a button's face for its state with no label; returns the face
 * (moved down when pressed), where the caller draws the card's content. */
SDL_Rect kit_card(SDL_Renderer *r, SDL_Rect rc, unsigned st);
/* A tab of a tab row (KIT_ST_CHOSEN: the one shown). */
void kit_tab(SDL_Renderer *r, SDL_Rect rc, const char *label, unsigned st);
/* A one-line text field showing text, then the text being composed (an
 * input method's, underlined; NULL none) and the caret; error: a line
 * under it (NULL none). */
void kit_field(SDL_Renderer *r, SDL_Rect rc, const char *text,
               const char *compose, const char *error);
/* The same in state st: the gold ring and the caret when focused. */
void kit_field_st(SDL_Renderer *r, SDL_Rect rc, const char *text,
                  const char *compose, const char *error, unsigned st);
/* A centred title at top y, and a caption line. */
void kit_title(SDL_Renderer *r, int pix_w, const char *s, int y);
void kit_caption(SDL_Renderer *r, int x, int y, const char *s, int align);
/* A tooltip for anchor: under it (over it when there is no room), kept
 * inside the window and off the notification lane. */
void kit_tooltip(struct front_app *a, SDL_Rect anchor, const char *text);

/* ---- tables and text blocks (table.c) ---- */
/* A line of s from p cut before end (a CJK break): when what is left of
 * the paragraph (to total or a newline) is one CJK character (with at
 * most one mark after it) and the line keeps three or more, where to cut
 * instead (one character earlier), so that no character stands alone on
 * the last line; else end. kit_wrap applies it. */
size_t kit_no_orphan(const char *s, size_t p, size_t end, size_t total);
/* The lines of s wrapped to width w in type t (at its newlines, at
 * spaces, between Chinese characters; a word wider than w is cut): the
 * byte offset and length of each, at most max; returns how many. */
int kit_wrap(kit_type t, const char *s, int w, int *start, int *len,
             int max);
/* Draw s wrapped to box.w from box.y (align: 0 left, 1 centre, 2
 * right); its height. With draw false, only measured. */
int kit_text_block(SDL_Renderer *r, kit_type t, const char *s, SDL_Color c,
                   SDL_Rect box, int align, bool draw);
/* s cut to fit w pixels in type t, an ellipsis where it was cut. */
void kit_elide(kit_type t, const char *s, int w, char *out, size_t len);

#define KIT_TABLE_COLS 6
#define KIT_TABLE_ROWS 40
enum {
    KIT_ROW_HEAD = 1,    /* the header: dim, a rule under it */
    KIT_ROW_HEADING = 2, /* a heading across the table (its first cell) */
    KIT_ROW_MARK = 4     /* the row to look at (a new high score) */
};
typedef struct kit_table {
    SDL_Rect box;        /* nothing is drawn outside it (its width) */
    kit_type type;       /* the text's size */
    int cols, rows;
    int align[KIT_TABLE_COLS];     /* 0 left, 1 centre, 2 right (numbers) */
    bool wrap[KIT_TABLE_COLS];     /* wrapped onto more lines (else cut) */
    int max_share[KIT_TABLE_COLS]; /* at most this % of the width (0: any) */
    const char *sample[KIT_TABLE_COLS]; /* at least as wide as this text
                                           (the widest expected: columns
                                           that do not move with the
                                           data; NULL none) */
    int flex;            /* the column that takes the width left (-1:
                            shared out evenly) */
    int pad;             /* inside the box, left and right */
    int row_gap;         /* added to each row's height */
    const char *cell[KIT_TABLE_ROWS][KIT_TABLE_COLS]; /* NULL: empty */
    unsigned flags[KIT_TABLE_ROWS];
    int drawn;           /* rows drawn by kit_table_draw (the first ones:
                            a row that would end past box.h, when it is
                            not 0, is left out with the rest) */
} kit_table;
/* An empty table of cols columns in box (all left-aligned, no flexible
 * column). */
void kit_table_init(kit_table *t, SDL_Rect box, kit_type type, int cols);
/* Add a row of the texts given (cols of them); its index, -1 when full. */
int kit_table_row(kit_table *t, unsigned flags, const char *const *cells);
/* The height the rows take, and draw them (the height drawn). */
int kit_table_height(const kit_table *t);
/* How many of the first rows fit in the box (kit_table_draw draws
 * those). */
int kit_table_fit(const kit_table *t);
int kit_table_draw(SDL_Renderer *r, kit_table *t);

/* ---- the frame of a screen (frame.c) ---- */
/* Title (when title), a row of tabs under it, a panel, a row of buttons
 * at the foot (bottom_y); the panel at most max_w wide (0: any). */
typedef struct kit_frame {
    int u, bh;             /* the unit, a button's height */
    bool title;
    int title_y, tabs_y, bottom_y;
    SDL_Rect panel, content; /* content: inside the panel's padding */
} kit_frame;
kit_frame kit_frame_place(int pix_w, int pix_h, bool title, int max_w);
struct ui_menu;
/* Controls from..to-1 of m side by side, centred, at y. */
void kit_frame_row(struct ui_menu *m, int from, int to, int y, int bh,
                   int pix_w);
/* A card's menu m: its one control (its way on, id 0; label, and sid for
 * the state file) centred at the card's foot, a quarter of the window
 * wide or as wide as its label at a heading's size, focused. */
void kit_card_foot(struct ui_menu *m, const char *label, const char *sid,
                   SDL_Rect card, int pix_w);
/* The words of a card that explains something before play (the level's
 * new shift, the deal of the day's rule): a caption line, a heading and a
 * text, wrapped; gap pixels under the caption and under the heading. */
typedef struct kit_words {
    const char *caption, *heading, *text;
    int gap;
} kit_words;
/* Such a card placed: card as given, widened (centred, at most the window
 * less 4 units) when need_w is wider; its words measured inside pad
 * pixels at its sides; then taller (centred, at most the window less 2
 * units) when pad, the words, below (the caller's room under them), the
 * button of kit_card_foot and its margin need it. */
SDL_Rect kit_words_card(SDL_Renderer *r, int pix_w, int pix_h, SDL_Rect card,
                        int need_w, int pad, const kit_words *w, int below);
/* The card's panel and its words, pad pixels in; returns the y under the
 * words. */
int kit_words_card_draw(SDL_Renderer *r, SDL_Rect card, int pad,
                        const kit_words *w);

/* A destructive answer (End run, Restart, Reset...): a vermilion face
 * with dark text (5:1), its focus ring cream; disabled, a plain button. */
void kit_button_danger(SDL_Renderer *r, SDL_Rect rc, const char *label,
                       unsigned st);
/* The button a newcomer starts with (the title's New game: Easy when no
 * game is kept): a gold face with dark text, as the primary action's. */
void kit_button_first(SDL_Renderer *r, SDL_Rect rc, const char *label,
                      unsigned st);
/* The primary action of a screen: a gold face, its label at the heading
 * size and a caption line under it (NULL: none). */
void kit_primary(SDL_Renderer *r, SDL_Rect rc, const char *label,
                 const char *caption, unsigned st);
/* A card with words: kit_card's face with a picture's box at its left
 * (*pic, for the caller to draw in), its label and up to two lines (NULL:
 * none) at the right of it; the picture narrower (or none, w 0) when
 * the words need the room. */
void kit_card_text(SDL_Renderer *r, SDL_Rect rc, const char *label,
                   const char *line1, const char *line2, unsigned st,
                   SDL_Rect *pic);
/* The width of a card's words (its label, its lines): a picture narrows,
 * or goes, when the card is too narrow for it and them. */
int kit_card_words_w(const char *label, const char *line1,
                     const char *line2);

/* A badge: one line of text in a rounded box with an edge of role's
 * colour, centred at x (kept inside [0, pix_w)), top y; a notice, clear
 * of the others. Returns the box drawn. */
SDL_Rect kit_badge(SDL_Renderer *r, int pix_w, int x, int y, const char *text,
                   kit_role role);
/* The same drawn grow times its size round its centre (a counter pulsing:
 * pulse.h); the box returned, its text reported and checked at its own
 * size, as kit_badge's, so that nothing is seen to move. */
SDL_Rect kit_badge_grown(SDL_Renderer *r, int pix_w, int x, int y,
                         const char *text, kit_role role, float grow);
/* A star of outer radius rad centred at (cx, cy): filled gold with a
 * light heart when earned, else hollow (an outline): told apart by shape
 * as well as by colour. */
void kit_star(SDL_Renderer *r, float cx, float cy, float rad, bool earned,
              Uint8 alpha);

/* ---- the notification lane (lane.c) ---- */
/* The one strip where toasts, banners and the dead-end line are said:
 * its place for the window (set by the screen on show; zero: none). */
void kit_lane_place(struct front_app *a, SDL_Rect rc);
SDL_Rect kit_lane_rect(const struct front_app *a);
/* Queue a toast (shown ms milliseconds after the ones before it). */
void kit_toast(struct front_app *a, const char *text, Uint32 now, Uint32 ms);
/* The toast on show at now (NULL none); true from kit_lane_update while
 * one shows or waits. */
const char *kit_toast_text(struct front_app *a, Uint32 now);
bool kit_lane_update(struct front_app *a, Uint32 now);
void kit_lane_clear(struct front_app *a);
/* Draw text in the lane (a toast or a banner); danger: a warning. */
void kit_lane_draw(struct front_app *a, const char *text, bool danger);

/* ---- menus of controls (menu.c) ---- */
typedef enum ui_kind {
    UI_BUTTON, UI_SLIDER, UI_TOGGLE, UI_CHOICE, UI_TAB, UI_FIELD
} ui_kind;
/* What an activation asks (ui_menu.act). */
typedef enum ui_act { UI_ACT_PRESS, UI_ACT_STEP, UI_ACT_SET } ui_act;
typedef void (*ui_preview_fn)(struct front_app *a, SDL_Rect box, int value);

#define UI_MAX_ITEMS 56 /* a screen's controls and an on-screen keyboard */
#define UI_SID_MAX 40   /* a control's sid as remembered across a rebuild */
/* Where a rebuild puts the focus (ui_menu.re.keep, .ask; 0: not asked): on
 * the first control, on none, on the control remembered (keep_id). */
enum { UI_KEEP_FIRST = 1, UI_KEEP_NONE, UI_KEEP_ID };
typedef struct ui_menu {
    int n;
    int focus;           /* -1: no control has the focus */
    int cols;            /* buttons per row (1 = vertical list) */
    bool compact;        /* lower buttons, closer together (long menus) */
    int min_w;           /* buttons at least this wide (pixels; 0: none) */
    int chosen;          /* the button of the option in effect, drawn
                            marked (-1: none) */
    const char *label[UI_MAX_ITEMS];
    int id[UI_MAX_ITEMS];
    /* stable names for tests and translations ("new_easy", ...): the
     * state file's button ids; string constants */
    const char *sid[UI_MAX_ITEMS];
    SDL_Rect rect[UI_MAX_ITEMS];
    ui_kind kind[UI_MAX_ITEMS];
    bool off[UI_MAX_ITEMS];        /* disabled */
    /* scrolled out of its screen's view (ui_menu_scroll): laid out where
     * it would be, so the arrows reach it (its screen then scrolls it
     * into view), but not drawn, hit or listed in the state file */
    bool gone[UI_MAX_ITEMS];
    const char *why[UI_MAX_ITEMS]; /* why it is disabled */
    int value[UI_MAX_ITEMS], vmin[UI_MAX_ITEMS], vmax[UI_MAX_ITEMS];
    int vstep[UI_MAX_ITEMS];
    const char *vtext[UI_MAX_ITEMS]; /* the value in words */
    ui_preview_fn preview[UI_MAX_ITEMS];
    /* The focus across a rebuild (the kit's, never a screen's): what
     * ui_menu_clear remembers, ui_menu_add gives back (menu.c) */
    struct {
        int keep_id, def_id, ask_id;
        char keep_sid[UI_SID_MAX];
        unsigned char keep, ask; /* UI_KEEP_*: whose focus, asked for whom */
        bool kept, has_def;      /* found this build; a fallback declared */
    } re;
    /* The pointer over it (the kit's) */
    struct {
        int hover, pressed, drag; /* -1: none (kept across ui_menu_clear) */
        bool live;           /* those are set */
        unsigned gen;        /* ...for this screen (ui_menu_forget_pointer) */
    } ptr;
    ui_act act;          /* what the last activation asks */
    int act_value;       /* STEP: -1 or +1; SET: the value */
} ui_menu;

/* Empty m to declare its controls again (on entering its screen, and
 * whenever what it shows or the window changes). The kit keeps the focus
 * across it: the control focused now (or asked for by ui_menu_focus_id,
 * ui_menu_focus_first or ui_menu_focus_none since) gets the focus back
 * when ui_menu_add adds it again, the same id and sid; when it is not
 * added, the one ui_menu_focus_default names, else the first; no focus
 * stays none. No screen sets m->focus itself. */
void ui_menu_clear(ui_menu *m, int cols);
/* The focus to control id: at once when m has it, else when a rebuild
 * adds it (asked until the player moves the focus). False when m has no
 * such control now. */
bool ui_menu_focus_id(ui_menu *m, int id);
/* The focus to the first control, now and after the next rebuild (a
 * screen entered). */
void ui_menu_focus_first(ui_menu *m);
/* No control focused (typing, or the board's keys, go elsewhere) until a
 * key or the pointer focuses one. */
void ui_menu_focus_none(ui_menu *m);
/* Declared while building (after ui_menu_clear): where the focus goes
 * when the control that had it is not added again (confirm's No, Help's
 * tab shown); without it, the first control. */
void ui_menu_focus_default(ui_menu *m, int id);
/* Scroll controls [from, to) of m, laid out in a column from their
 * rectangles' y, into the band [top, bottom): *first (the first one
 * shown, kept by the screen) moves so the focused one is in view (with
 * chase: the focus has just moved); the
 * ones outside are moved up or down by the scroll and marked gone.
 * Returns whether any is gone (the list scrolls). */
bool ui_menu_scroll(ui_menu *m, int from, int to, int top, int bottom,
                    int *first, bool chase);
/* Whether a control before (dir -1) or after (dir 1) the view is gone. */
bool ui_menu_more(const ui_menu *m, int from, int to, int dir);
/* Whether a key moved a menu's focus (or pressed a control) since the last
 * call: the focused control is then to be said (speak.c). */
bool ui_focus_moved_take(struct front_app *a);
/* The index of the control under the pointer, as the menu hit-tests it
 * (-1: none, or the pointer's state is of another screen). */
int ui_menu_hover(const ui_menu *m, const struct front_app *a);
/* Set the control under the pointer (-1: none), for a menu whose screen
 * hit-tests the pointer itself (the control bar). */
void ui_menu_set_hover(ui_menu *m, const struct front_app *a, int i);
/* Another screen is shown: every menu forgets its hover, press and drag
 * (front_goto). */
void ui_menu_forget_pointer(struct front_app *a);
void ui_menu_add(ui_menu *m, const char *label, int id, const char *sid);
/* The index of the control with id (-1: none). */
int ui_menu_index_of(const ui_menu *m, int id);
/* The last control added becomes disabled, saying why. */
void ui_menu_disable(ui_menu *m, const char *why);
/* The last control added becomes a slider, toggle or choice. */
void ui_menu_slider(ui_menu *m, int v, int min, int max, int step,
                    const char *vtext);
void ui_menu_toggle(ui_menu *m, bool on);
void ui_menu_choice(ui_menu *m, int v, int count, const char *vtext,
                    ui_preview_fn preview);
void ui_menu_tab(ui_menu *m, bool shown);
/* The last control added becomes a text field at rc (its screen draws it
 * with kit_field_st and keeps its text; ui_menu_layout leaves it). */
void ui_menu_field(ui_menu *m, SDL_Rect rc);
/* The last control added becomes a card: a button whose face the kit
 * draws (kit_card) and whose content draw draws in the face, given v. */
void ui_menu_card(ui_menu *m, int v, ui_preview_fn draw);
/* The controls in window coordinates, for the state file; at most max. */
struct game_button;
int ui_menu_buttons(const ui_menu *m, const struct front_app *a,
                    struct game_button *out, int max);
/* Lay the buttons out centred at top y (pixels). */
void ui_menu_layout(ui_menu *m, const struct front_app *a, int top);
/* The height of rows buttons stacked as ui_menu_layout lays them out. */
int ui_menu_rows_height(bool compact, int rows);
/* The width of a row of cols buttons bw wide, with the gaps between. */
int ui_menu_row_w(bool compact, int cols, int bw);
/* A button of a card's row of cols: as wide as the widest of the n labels
 * (msgids, translated here) any such card shows wants (the first primary at the heading's size,
 * kit_primary's), so that every card of the kind has one width; at least
 * a quarter of the window or eight lines' height, whichever is less (a
 * quarter each spread four buttons across a 1920x1080 window); narrower
 * when the row would not fit in a card's padding inside the window
 * (kit_primary then draws a primary label at body size). */
int ui_card_button_w(const struct front_app *a, const char *const *labels,
                     int n, int primary, int cols);
void ui_menu_draw(const ui_menu *m, struct front_app *a);
/* The KIT_ST_* state control i is drawn in (for a screen that draws some
 * of its controls itself with the kit: the title's card). */
unsigned ui_menu_state(const ui_menu *m, const struct front_app *a,
                       int i);
/* Handle an event; returns the id of an activated control (m->act says
 * how) or -1; *changed set when something drawn changed (redraw). Esc
 * returns -2. A disabled control is not activated: it takes the focus
 * and its tooltip says why. */
int ui_menu_event(ui_menu *m, struct front_app *a, const SDL_Event *e,
                  bool *changed);
/* ui_menu_event, a redraw asked for (a->dirty) when something drawn
 * changed: the screens' event glue, once. */
int ui_menu_take(ui_menu *m, struct front_app *a, const SDL_Event *e);
/* The width of the buttons of the end-of-level screens (level cleared,
 * time up, all cleared): the same on each. */
int ui_end_button_w(const struct front_app *a);
/* A centred title at y. */
void ui_title(struct front_app *a, const char *s, int y);

/* ---- the on-screen keyboard (osk.c) ---- */
/* For a name or a game ID typed with a game controller or a finger: 42
 * keys in 5 rows of 10 key widths (digits; letters, minus and full stop;
 * capitals on or off; space, delete, done), added to a screen's menu as
 * buttons (ids "key_a", "key_1", "key_minus", "key_dot", "key_shift",
 * "key_space", "key_erase", "key_done"), so that the menu's focus, its
 * pointer and the state file take them as any control. */
#define KIT_OSK_KEYS 42
#define KIT_OSK_ROWS 5
#define KIT_OSK_COLS 10
typedef enum kit_osk_what {
    KIT_OSK_NONE, KIT_OSK_TYPE, KIT_OSK_SHIFT, KIT_OSK_SPACE, KIT_OSK_ERASE,
    KIT_OSK_DONE
} kit_osk_what;
typedef struct kit_osk_look {
    bool upper;       /* letters in capitals */
    bool pad;         /* the keys name the pad's buttons that do the same */
    const char *done; /* the done key's words ("OK", "Start") */
    char words[3][64]; /* the labels made (kept while the menu is shown) */
} kit_osk_look;
/* The height the keys take in a box w x h (keys at most as tall as
 * wide). */
int kit_osk_height(int w, int h);
/* Add the keys, placed in area, with ids id0 + key index. */
void kit_osk_add(ui_menu *m, SDL_Rect area, int id0, kit_osk_look *look);
/* What key k does; *text the text it types (KIT_OSK_TYPE, SPACE). */
kit_osk_what kit_osk_key(int k, bool upper, const char **text);
/* Key k pressed: capitals turned on or off here (KIT_OSK_SHIFT), else
 * what the screen does: KIT_OSK_TYPE (*text; the space too), ERASE,
 * DONE. */
kit_osk_what kit_osk_press(int k, kit_osk_look *look, const char **text);
/* The index of the first key that does what (-1: none). */
int kit_osk_find(kit_osk_what what);
/* An entry screen with the keys on show: its title, one line under it,
 * the field, the keys, a row of buttons (buttons: the screen has one)
 * and a line at the foot, from the top down (the text's tops), the
 * whole in the middle of a window taller than it needs. */
typedef struct kit_osk_place {
    int title_y, line_y, buttons_y, foot_y;
    SDL_Rect box, keys;
} kit_osk_place;
kit_osk_place kit_osk_layout(int pix_w, int pix_h, bool buttons);

#endif
