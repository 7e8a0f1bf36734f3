/* layouts.c - the game's own layouts, built into the binary: looked up by
 * name and parsed by the engine's layout parser (src/engine/layout.c) each
 * time one is wanted, so any thread may deal one (the texts are constant). */
#include <string.h>

#include "layouts_int.h"
#include "llk/game.h"

int game_layout_count(void)
{
    return game_layout_text_count;
}

const char *game_layout_name(int i)
{
    return i >= 0 && i < game_layout_text_count ? game_layout_texts[i].name : NULL;
}

llk_layout *game_layout_load(const char *name)
{
    if (name == NULL) {
        return NULL;
    }
    for (int i = 0; i < game_layout_text_count; i++) {
        if (strcmp(game_layout_texts[i].name, name) == 0) {
            char err[256];
            const char *t = game_layout_texts[i].text;
            return llk_layout_parse(t, strlen(t), name, err, sizeof err);
        }
    }
    return NULL;
}
