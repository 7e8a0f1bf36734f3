/* st_pause.c - the pause screen: the board hidden, the clock stopped. */
#include <inttypes.h>
#include <stdio.h>

#include "front.h"

static void pause_event(front_app *a, const SDL_Event *e)
{
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        game_resume(a->g);
        return;
    }
    if (e->type != SDL_KEYDOWN) {
        return;
    }
    switch (e->key.keysym.sym) {
    case SDLK_p:
    case SDLK_SPACE:
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        game_resume(a->g);
        break;
    case SDLK_ESCAPE:
        game_to_menu(a->g);
        front_goto(a, &st_menu);
        break;
    case SDLK_F1:
    case SDLK_h:
        a->back = &st_pause;
        front_goto(a, &st_help);
        break;
    default:
        break;
    }
}

static void pause_draw(front_app *a)
{
    char seed[96];
    draw_background(a);
    draw_status(a);
    snprintf(seed, sizeof seed, "Seed %" PRIu64 "   (H: help, Esc: menu)",
             game_get_seed(a->g));
    draw_banner(a, "Paused",
                "Paused \xe2\x80\x94 click or press P to resume");
    text_draw(a->ren, FONT_SMALL, seed, col_rgb(200, 210, 220), a->pix_w / 2,
              a->pix_h - text_height(FONT_SMALL) * 2, 1);
}

const front_screen st_pause = {"paused", NULL, NULL, pause_event, NULL,
                               pause_draw};
