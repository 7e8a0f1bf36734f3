/* main.c - the SDL2 front end: command line, start-up, the main loop.
 *
 * The loop draws only when something changed or moves: while idle it sleeps
 * in SDL_WaitEventTimeout until the next whole second of the countdown (the
 * control bar and the state file are refreshed then), so an idle game uses
 * almost no CPU.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL_image.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "app.h"
#include "screens.h"
#include "audio.h"
#include "text.h"
#include "assets.h"
#include "fx.h"
#include "flow.h"
#include "draw.h"
#include "play.h"
#include "diag.h"
#include "prefs.h"
#include "session.h"
#include "seen.h"
#include "llk/boardfile.h"
#include "i18n.h"
#include "keys.h"
#include "lang.h"
#include "options.h"
#include "pad.h"
#include "random_input.h"
#include "signals.h"
#include "speak.h"
#include "theme.h"
#include "services.h"
#include "touch.h"
#include "transition.h"
#include "tutorial.h"
#include "window.h"

/* The renderer draws straight into the window's surface, which keeps its
 * pixels from one frame to the next (SDL's software renderer): a frame
 * may then redraw only what changed (front_loop: the clock). */
static bool front_keeps_frame;

/* Re-read window and drawable sizes; re-lay the board and fonts. */
static void front_resized(front_app *a)
{
    SDL_GetWindowSize(a->win, &a->win_w, &a->win_h);
    if (SDL_GetRendererOutputSize(a->ren, &a->pix_w, &a->pix_h) != 0) {
        a->pix_w = a->win_w;
        a->pix_h = a->win_h;
    }
    if (front_keeps_frame && diag(a)->first_frame_done) {
        draw_prefault(a->win); /* the new pixels, while the faces are read */
    }
    text_resize(a->pix_w, a->pix_h);
    kit_resize(a->pix_w, a->pix_h);
    layout_board(a);
    if (diag(a)->first_frame_done) {
        draw_prefault_wait(); /* (at start: before the first frame) */
    }
    a->dirty = true;
}

void front_toggle_fullscreen(front_app *a)
{
    a->fullscreen = !a->fullscreen;
    SDL_SetWindowFullscreen(a->win, a->fullscreen
                                        ? SDL_WINDOW_FULLSCREEN_DESKTOP
                                        : 0);
    front_resized(a);
}

/* LLK_TRACE: when the window's size changed, for the time to the next
 * frame (the faces' source chosen again, the tiles drawn again). */
static Uint64 resize_t0;

/* LLK_TRACE: the first frame after a resize, how long after it. */
static void trace_resize_frame(const front_app *a)
{
    if (resize_t0 != 0) {
        fprintf(stderr, "llk-trace: resize-frame %.1f ms face_px %d tile_px %d\n",
                (double)(SDL_GetPerformanceCounter() - resize_t0) * 1000.0 /
                    (double)SDL_GetPerformanceFrequency(),
                atlas_face_px(), draw_face_px(play(a)->lay.cell));
        resize_t0 = 0;
    }
}

/* M: music on or off (said on the play screen). */
static void front_music_key(front_app *a)
{
    bool muted = music_toggle_mute(a->svc.music);
    if (a->screen == &st_play) {
        front_notice(a, muted ? _("Music off") : _("Music on"));
    }
    a->dirty = true;
    front_write_state(a);
}

/* A change of our window: a resize lays out again, hiding pauses a game
 * and silences the music; another window's events are not ours. */
static void front_window_event(front_app *a, const SDL_WindowEvent *w)
{
    if (w->windowID != SDL_GetWindowID(a->win)) {
        return; /* a window made and closed at start (window.c): its
                   hiding is not ours (it paused the game) */
    }
    if (diag(a)->trace) {
        fprintf(stderr, "llk-trace: window event %d\n", w->event);
    }
    switch (w->event) {
    case SDL_WINDOWEVENT_SIZE_CHANGED:
    case SDL_WINDOWEVENT_RESIZED:
        if (diag(a)->trace && resize_t0 == 0) {
            resize_t0 = SDL_GetPerformanceCounter();
        }
        front_resized(a);
        remember_window(a);
        front_write_state(a);
        break;
    case SDL_WINDOWEVENT_FOCUS_LOST:
    case SDL_WINDOWEVENT_MINIMIZED:
    case SDL_WINDOWEVENT_HIDDEN:
        if (a->screen == &st_play) {
            front_status(a, game_pause(session_game(a->ses)));
        }
        if (w->event != SDL_WINDOWEVENT_FOCUS_LOST) {
            /* nobody listens: decode nothing */
            music_set_hidden(a->svc.music, true);
        }
        break;
    case SDL_WINDOWEVENT_RESTORED:
    case SDL_WINDOWEVENT_SHOWN:
    case SDL_WINDOWEVENT_MAXIMIZED:
        music_set_hidden(a->svc.music, false);
        a->dirty = true;
        break;
    default:
        a->dirty = true;
        break;
    }
}

/* The keys of every screen (F11, M): true when taken. */
static bool front_global_key(front_app *a, const SDL_Keysym *k)
{
    if (keys_capturing()) {
        return false; /* the Keys screen takes the key */
    }
    switch (keys_action(KEYS_ANY, k)) {
    case KA_FULLSCREEN:
        front_toggle_fullscreen(a);
        /* the player's choice: remembered */
        settings_set(prefs(a)->set, "fullscreen", a->fullscreen);
        remember_changed(a, "fullscreen");
        front_write_state(a);
        return true;
    case KA_MUSIC:
        /* not where a name or a game ID is typed (m is a letter) */
        if (a->screen->keys & KEYS_ENTRY) {
            return false;
        }
        front_music_key(a);
        return true;
    default:
        return false;
    }
}

/* After an input or a frame: the game's events remembered, and a run
 * waiting for a name on the menu taken to the name entry. */
static void front_after(front_app *a)
{
    remember_after(a);
    if (a->fullscreen_asked && (a->fullscreen_asked == 2) != a->fullscreen) {
        front_toggle_fullscreen(a); /* the setting changed */
    }
    a->fullscreen_asked = 0;
    if (session_name_wanted(a->ses) && a->screen == &st_menu) {
        front_goto(a, &st_name);
    }
}

/* One event: window changes here, the rest to the screen. */
static void front_event(front_app *a, const SDL_Event *e)
{
    if (touch_event(a, e)) {
        return; /* its clicks and keys come as such, next */
    }
    int pad = pad_event(a, e); /* its keys come as keys, next */
    if (pad > 1) {
        front_write_state(a); /* "pads", "input" */
    }
    if (pad) {
        return;
    }
    bool input = e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN ||
                 e->type == SDL_MOUSEBUTTONUP || e->type == SDL_TEXTINPUT;
    diag(a)->events += input; /* the tests' proof that an event was handled */
    if (e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN) {
        play(a)->mouse_last = e->type == SDL_MOUSEBUTTONDOWN;
    }
    if (music_event(a->svc.music, e)) {
        front_write_state(a);
        return;
    }
    switch (e->type) {
    case SDL_QUIT:
        a->running = false;
        return;
    case SDL_WINDOWEVENT:
        front_window_event(a, &e->window);
        break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        draw_forget_tiles(a);
        text_flush();
        a->dirty = true;
        return;
    case SDL_KEYDOWN:
        if (front_global_key(a, &e->key.keysym)) {
            return;
        }
        break;
    default:
        break;
    }
    if (a->screen->event) {
        a->screen->event(a, e);
    }
    front_after(a);
    persist_check(a);
    if (e->type == SDL_MOUSEMOTION) {
        front_note_pointer(a, e->motion.x, e->motion.y); /* tests only */
    }
    if (input && !a->dirty && diag(a)->first_frame_done) {
        /* nothing to draw for it: the frame on show answers it (a click's
         * release after its press opened a screen left "frame_events"
         * behind for good, and a test waiting for it waited in vain) */
        seen_frame_answers(diag(a)->events);
    }
    if (input || e->type == SDL_WINDOWEVENT ||
        ((e->type == SDL_MOUSEMOTION || e->type == SDL_MOUSEWHEEL) &&
         a->dirty)) { /* a hover lit, a slider moved */
        front_write_state(a);
    }
}

/* Wall-clock seconds, for the launch-time trace. */
static double front_realtime(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static bool front_init(front_app *a, const front_opts *o)
{
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        front_error(_("cannot start video: %s\n"),
                SDL_GetError());
        return false;
    }
    /* SDL's software renderer by default (env SDL_RENDER_DRIVER=opengl
     * etc. overrides): tiles are pre-drawn at their size, so a frame is a
     * few hundred unscaled copies; it starts faster and needs no OpenGL
     * driver (Mesa's software GL alone maps ~90 MB). It draws straight to
     * the window, without an OpenGL texture in between. */
    SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software",
                            SDL_HINT_DEFAULT);
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    bool gl_for_scale, fitted;
    a->win = window_open(_("Lianliankan"), o->win_w, o->win_h, o->fullscreen,
                         &gl_for_scale, &fitted);
    if (!a->win) {
        front_error(_("cannot open a window: %s\n"),
                SDL_GetError());
        return false;
    }
    a->fullscreen = o->fullscreen;
    int w, h;
    SDL_GetWindowSize(a->win, &w, &h);
    if (fitted) { /* the size in effect (a screen below the minimum: the
                     window fits, the setting stays) */
        bool over = settings_is_overridden(prefs(a)->set, "window_w");
        (over ? settings_override : settings_set)(prefs(a)->set, "window_w", w);
        (over ? settings_override : settings_set)(prefs(a)->set, "window_h", h);
    }
    SDL_SetWindowMinimumSize(a->win, w < FRONT_MIN_W ? w : FRONT_MIN_W,
                             h < FRONT_MIN_H ? h : FRONT_MIN_H);
    /* text input on only in the name and ID entries: else each letter came
     * twice (key and text) and an input method took the game's keys */
    SDL_StopTextInput();
    /* the random-input test runs flat out: no waiting for vsync */
    Uint32 vsync = o->random_events > 0 ? 0 : SDL_RENDERER_PRESENTVSYNC;
    a->ren = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_ACCELERATED | vsync);
    if (!a->ren) {
        a->ren = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!a->ren) {
        front_error(_("cannot draw in the window: %s\n"),
                SDL_GetError());
        return false;
    }
    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_BLEND);
    SDL_RendererInfo info;
    front_keeps_frame = SDL_GetRendererInfo(a->ren, &info) == 0 &&
                        strcmp(info.name, "software") == 0;
    if (front_keeps_frame) {
        draw_prefault(a->win); /* joined before the first frame */
    }
    if (diag(a)->trace && SDL_GetRendererInfo(a->ren, &info) == 0) {
        fprintf(stderr, "llk-trace: renderer %s%s%s\n", info.name,
                info.flags & SDL_RENDERER_PRESENTVSYNC ? " (vsync)" : "",
                gl_for_scale ? " (a scale above 1)" : "");
    }
    if (!text_open(a->assets) || !theme_from_settings(a, prefs(a)->set)) {
        return false;
    }
    assets_window_icon(a->win, a->assets);
    front_services_open(a, o->sound, diag(a)->trace);
    a->ses = session_new(); /* thinking starts after the first frame */
    if (!a->ses) {
        front_error(_("out of memory\n"));
        return false;
    }
    remember_apply(a); /* the session too (practice_time) */
    pad_open(a); /* the game controllers plugged in, and later ones */
    touch_open(a);
    front_resized(a);
    return true;
}

static void front_quit(front_app *a)
{
    signals_stop(a->svc.sig); /* no quit event pushed past SDL_Quit */
    a->svc.sig = NULL;
    draw_prefault_wait(); /* a start that failed before a frame */
    /* every way out saves (Quit, window close, signals); the state file
     * then shows what was saved */
    if (a->ses) {
        persist_now(a);
    }
    if (a->screen && a->screen->leave) {
        a->screen->leave(a);
    }
    if (prefs(a)->set) {
        remember_quit(a);
    }
    front_write_state(a);
    settings_free(prefs(a)->set);
    prefs(a)->set = NULL;
    fx_close(&play(a)->anim);
    session_free(a->ses);
    a->ses = NULL;
    draw_forget_tiles(a);
    front_services_close(a); /* speech, music, sounds, the title's art */
    theme_close(a);
    atlas_close();
    text_close();
    pad_close(a);
    touch_close(a);
    front_states_free(a);
    if (a->ren) {
        SDL_DestroyRenderer(a->ren);
    }
    if (a->win) {
        SDL_DestroyWindow(a->win);
    }
    SDL_Quit();
}

/* The second the control bar shows: left (timed) or played (relaxed, or
 * practice with no countdown). */
static long long front_clock_second(const front_app *a)
{
    const game *g = session_game(a->ses);
    if (!game_counts_down(g)) {
        return game_get_elapsed_ms(g) / 1000;
    }
    return (game_get_time_left_ms(g) + 999) / 1000;
}

/* How long to sleep while idle: until the clock shows another second. */
static int front_idle_ms(front_app *a)
{
    if (a->screen == &st_deal) {
        return 20; /* is the board dealt? (st_deal.c) */
    }
    if (a->screen != &st_play) {
        return 1000;
    }
    const game *g = session_game(a->ses);
    if (game_get_position(g) == GAME_POSITION_UNKNOWN &&
        !game_thinking_stopped(g)) {
        return 100; /* the thinker may report: look again soon */
    }
    if (!game_counts_down(g)) {
        return 1000 - (int)(game_get_elapsed_ms(g) % 1000) + 1;
    }
    int ms = game_get_time_left_ms(g) % 1000;
    return ms > 0 ? ms + 1 : 1000;
}

/* Whether a frame that only shows the clock's new second can redraw just
 * the control bar (where bar_draw puts the clock): on the play screen,
 * nothing else changed or moves, the window keeps its pixels, and the
 * background is a picture (drawn with the clip, where a flat colour is
 * SDL_RenderClear, which ignores it). */
static bool front_bar_only(const front_app *a, bool clock_only, bool moving)
{
    return clock_only && !a->dirty && !moving && front_keeps_frame &&
           a->screen == &st_play && theme_background(a)[0] != '\0' &&
           play(a)->lay.bar_h > 0;
}

/* Draw a frame: all of it, or with bar_only just the control bar (the
 * rest of the window keeps the last frame's pixels). */
static void front_draw(front_app *a, bool bar_only)
{
    draw_prefault_wait();
    /* the clock's slot and its countdown bar: all that a new second
     * changes (the buttons left of it are not drawn again) */
    SDL_Rect bar = bar_only ? bar_clock_rect(a) : (SDL_Rect){0, 0, 0, 0};
    if (bar_only) {
        SDL_RenderSetClipRect(a->ren, &bar);
    }
    text_clipped_take(); /* only this frame's */
    text_overlap_take();
    text_frame_begin();
    seen_frame_begin(bar_only ? &bar : NULL);
    seen_frame_view(a->screen->name, diag(a)->events);
    seen_frame_size(a->pix_w, a->pix_h);
    a->screen->draw(a);
    trans_draw(a); /* the screen left, over it for a moment */
    speak_frame(a);
    const char *clip = text_clipped_take();
    snprintf(diag(a)->clipped, sizeof diag(a)->clipped, "%s", clip ? clip : "");
    clip = text_overlap_take();
    snprintf(diag(a)->overlap, sizeof diag(a)->overlap, "%s", clip ? clip : "");
    if (bar_only) {
        /* only the bar goes to the screen: the renderer draws into the
         * window's surface, of which the rest is already shown */
        SDL_RenderSetClipRect(a->ren, NULL);
        SDL_RenderFlush(a->ren);
        if (SDL_UpdateWindowSurfaceRects(a->win, &bar, 1) == 0) {
            seen_frame_end();
            return;
        }
    }
    SDL_RenderPresent(a->ren);
    seen_frame_end();
}

/* The first frame is on screen: what waited for it starts. */
static void front_first_frame(front_app *a)
{
    diag(a)->first_frame_done = true;
    if (diag(a)->trace) {
        fprintf(stderr, "llk-trace: first-frame %.6f\n", front_realtime());
    }
    front_write_state(a);
    music_begin(a->svc.music); /* decoded after the first frame */
    /* the solver's threads likewise: on two cores they took the first
     * frame's CPU (without a thread: plays on) */
    session_set_thinking(a->ses, true);
    session_set_deal_wait(a->ses, front_deal_wait_ms());
}

/* The game's clock: the time since the last look (dt, ms) charged while
 * the play screen shows the game playing; the state file written when the
 * second shown changes. Returns whether it changed (a frame for it). */
static bool front_clock(front_app *a, int dt, long long *shown_second)
{
    if (dt > 2000) {
        dt = 2000; /* a suspended process: do not eat the clock */
    }
    if (game_get_screen(session_game(a->ses)) != GAME_SCREEN_PLAYING ||
        a->screen != &st_play) {
        return false;
    }
    if (game_tick(session_game(a->ses), dt) == GAME_SCREEN_TIME_UP) {
        a->dirty = true;
        audio_play(a->svc.audio, SND_TIMEUP);
        front_status(a, GAME_SCREEN_TIME_UP);
    }
    long long sec = front_clock_second(a);
    if (sec == *shown_second) {
        return false;
    }
    *shown_second = sec;
    front_write_state(a);
    return true;
}

/* The milliseconds to charge at now since the clock's last look: not
 * before the screen on show came (the level begun after the Dealing
 * screen or the shift's card is charged nothing of them). */
static int front_clock_ms(const front_app *a, Uint32 now, Uint32 last)
{
    Uint32 from = (Sint32)(a->screen_since - last) > 0 ? a->screen_since
                                                        : last;
    return (Sint32)(now - from) > 0 ? (int)(now - from) : 0;
}

static void front_loop(front_app *a, random_input *ri)
{
    Uint32 last = SDL_GetTicks();
    long long shown_second = -1;
    while (a->running && !signals_stop_asked(a->svc.sig)) {
        Uint32 now = SDL_GetTicks();
        int dt = front_clock_ms(a, now, last);
        last = now;
        if (ri) {
            dt = random_input_clock(ri);
        }
        bool clock_only = false; /* a frame for the clock alone */
        if (front_clock(a, dt, &shown_second)) {
            clock_only = !a->dirty;
            a->dirty = true;
        }
        if (clock_only) {
            a->dirty = false; /* does anything else want a frame? */
        }
        front_after(a);
        persist_check(a);
        /* Show me plays pairs from update: the random-input checker
         * looks at them as at any click. */
        if (ri) {
            random_input_before(ri, a);
        }
        bool moving = a->screen->update ? a->screen->update(a, now) : false;
        moving = trans_update(a, now) || moving;
        if (ri) {
            random_input_after(ri, a);
        }
        bool bar_only = front_bar_only(a, clock_only, moving);
        a->dirty = a->dirty || clock_only;
        if (a->dirty || moving) {
            if (!ri || random_input_should_draw(ri)) {
                /* CPU time per frame, for LLK_TRACE only */
                clock_t c0 = diag(a)->trace ? clock() : 0;
                front_draw(a, bar_only && diag(a)->first_frame_done);
                /* what was drawn, for the tests ("texts", "marks") */
                if (seen_enabled() && diag(a)->first_frame_done &&
                    (!moving || SDL_GetTicks() - diag(a)->last_state_write >= 40)) {
                    front_write_state(a);
                }
                diag(a)->bar_frames += bar_only && diag(a)->first_frame_done;
                if (diag(a)->trace) {
                    diag(a)->frames[moving ? 1 : 0]++;
                    diag(a)->frame_cpu[moving ? 1 : 0] += (double)(clock() - c0);
                }
                trace_resize_frame(a);
                if (!diag(a)->first_frame_done) {
                    front_first_frame(a);
                }
            }
            a->dirty = false;
        }
        SDL_Event e;
        if (ri) {
            if (!random_input_step(ri, a)) {
                a->running = false;
            }
            while (SDL_PollEvent(&e)) {
                random_input_before(ri, a);
                front_event(a, &e);
                random_input_after(ri, a);
            }
            if (!a->running && random_input_more(ri) &&
                !signals_stop_asked(a->svc.sig)) {
                a->running = true; /* Quit was clicked: carry on testing */
            }
            continue;
        }
        int wait = moving ? 1 : front_idle_ms(a);
        if (moving) {
            /* vsync may not block (software renderer): cap at ~60 fps */
            Uint32 spent = SDL_GetTicks() - now;
            wait = spent < 16 ? (int)(16 - spent) : 0;
        }
        wait = pad_update(a, SDL_GetTicks(), wait); /* a held d-pad */
        wait = touch_update(a, SDL_GetTicks(), wait); /* a long press */
        if (SDL_WaitEventTimeout(&e, wait)) {
            /* the clock up to this event first: a pause, the focus lost
             * or a quit charges the play before it, a resume nothing of
             * the wait before it */
            now = SDL_GetTicks();
            if (front_clock(a, front_clock_ms(a, now, last), &shown_second)) {
                a->dirty = true;
            }
            last = now;
            front_event(a, &e);
            while (a->running && SDL_PollEvent(&e)) {
                front_event(a, &e);
            }
        }
    }
}

/* --board FILE (testing): its first board as the level's deal. */
static bool front_start_board(front_app *a, const front_opts *o)
{
    llk_board_list list = {NULL, 0};
    char err[512];
    if (llk_read_boards(o->board, &list, err, sizeof err) != 0) {
        front_error("%s\n", err);
        return false;
    }
    game_mode m = o->relaxed ? GAME_RELAXED : GAME_TIMED;
    game_difficulty d = o->have_diff ? o->diff : GAME_EASY;
    int level = o->have_level ? o->level : 1;
    const char *e = game_begin_board(session_game(a->ses), m, d, level, o->seed,
                                     list.boards[0]);
    llk_board_list_free(&list);
    if (e != NULL) {
        front_error("%s: %s\n", o->board, e);
        return false;
    }
    session_set_next(a->ses, m, d, level);
    session_save_in(a->ses, NULL); /* a test's board is no level: never saved */
    play_cursor_home(a); /* as at any level's start */
    front_board_changed(a);
    front_goto(a, &st_play);
    return true;
}

/* The first screen: a game the command line asks for, else the menu
 * (offering Continue when a save was loaded). A game asked for over a
 * kept one asks first, as New game does (st_confirm: No goes to the
 * title, which offers Continue). False: it could not start. */
static bool front_first_screen(front_app *a, const front_opts *o)
{
    if (o->game.have) {
        const char *err = front_begin(a, o->game.mode, o->game.diff,
                                      o->game.level, o->game.seed);
        if (err) {
            front_error("%s\n", err);
        }
        return err == NULL;
    }
    if (o->board != NULL) {
        return front_start_board(a, o);
    }
    if (front_opts_start_game(o)) {
        session_set_next(a->ses, o->relaxed ? GAME_RELAXED : GAME_TIMED,
                         o->have_diff ? o->diff : GAME_NORMAL,
                         session_next_level(a->ses));
        front_start_level(a, o->have_level ? o->level : 1, true);
        return a->screen != NULL;
    }
    if (tutorial_wanted(a)) { /* the first start: the tutorial is offered */
        tutorial_open(a, true);
        return true;
    }
    front_goto(a, &st_menu);
    return true;
}

int main(int argc, char **argv)
{
    static front_app app;
    front_app *a = &app;
    /* before any thread: each inherits the block */
    a->svc.sig = signals_start();
#ifdef M_MMAP_THRESHOLD
    /* Pictures (atlases, the pre-drawn tiles, decoded PNGs) in mappings
     * of their own, given back when freed: glibc's threshold otherwise
     * rises to the largest block freed, and a 2 MB atlas released after
     * the first frame stayed in the heap. */
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
#endif
    lang_init(); /* --help speaks the language too */
    front_opts o;
    front_opts_default(&o);
    int st = front_parse(argc, argv, &o);
    if (st != 0) {
        return st == 1 ? 0 : 2;
    }
    remember_on_event(end_note_event); /* the results card's bests */
    /* the tile sets and backgrounds are the settings' choices; an unknown
     * name asked for is a usage error, said before any window */
    assets_find_dir(a->assets, sizeof a->assets);
    if (!assets_dir_found(a->assets)) {
        front_error("%s\n", _("The game's data folder was not found. "
                              "Reinstall the game or set LLK_ASSETS."));
        front_fatal_box(diag(a)->trace);
        return 1;
    }
    theme_scan(a, a->assets);
    if ((o.tileset && !theme_require(a, true, o.tileset)) ||
        (o.background && !theme_require(a, false, o.background))) {
        return 2;
    }
    const char *trace = getenv("LLK_TRACE");
    diag(a)->trace = trace && strcmp(trace, "1") == 0;
    const char *slow = getenv("LLK_ANIM_SCALE");
    if (slow && atoi(slow) >= 1 && atoi(slow) <= 20) {
        fx_slow_down((Uint32)atoi(slow));
    }
    diag(a)->state_file = o.state_file;
    text_check_layout(o.state_file != NULL);
    seen_enable(o.state_file != NULL);
    a->running = true;
    remember_open(a, &o);
    o.win_w = settings_get(prefs(a)->set, "window_w");
    o.win_h = settings_get(prefs(a)->set, "window_h");
    o.fullscreen = settings_get(prefs(a)->set, "fullscreen") != 0;
    if (!front_init(a, &o)) {
        front_quit(a);
        front_fatal_box(trace && strcmp(trace, "1") == 0); /* diag(a) freed */
        return 1;
    }
    /* a signal now ends the loop, saved (signals.c) */
    signals_loop_on(a->svc.sig);
    session_set_next(a->ses, GAME_TIMED, o.have_diff ? o.diff : GAME_NORMAL,
                     o.have_level ? o.level : 1);
    session_set_seed(a->ses, o.have_seed, o.seed, false);
    persist_open(a);
    random_input *ri = NULL;
    if (o.random_events > 0) {
        ri = random_input_new(o.random_events, o.have_random_seed,
                              o.random_seed);
        session_set_fixed_seeds(a->ses, true);
    } else {
        /* (a random-input run starts afresh, so that its seed replays it) */
        persist_load(a);
    }
    daily_open(a);
    custom_open(a);
    if (!front_first_screen(a, &o)) {
        front_quit(a);
        front_fatal_box(trace && strcmp(trace, "1") == 0); /* diag(a) freed */
        return 1;
    }
    front_loop(a, ri);
    if (diag(a)->trace) {
        for (int i = 0; i < 2; i++) {
            double ms = diag(a)->frames[i] ? diag(a)->frame_cpu[i] * 1000.0 /
                                           CLOCKS_PER_SEC / diag(a)->frames[i]
                                     : 0.0;
            fprintf(stderr, "llk-trace: %s-frames %ld cpu-ms-per-frame "
                    "%.3f at %dx%d\n", i ? "animated" : "still",
                    diag(a)->frames[i], ms, a->pix_w, a->pix_h);
        }
    }
    if (diag(a)->trace) {
        fprintf(stderr, "llk-trace: bar-only-frames %ld\n", diag(a)->bar_frames);
    }
    int rc = 0;
    if (ri) {
        rc = random_input_finish(ri, a) ? 0 : 1;
    }
    front_quit(a);
    return rc;
}
