/* layouts_int.h - the layouts built into the game (scripts/embed_layouts.sh
 * writes the table from assets/layouts into $(BUILD)/gen/layout_texts.c). */
#ifndef LLK_GAME_LAYOUTS_INT_H
#define LLK_GAME_LAYOUTS_INT_H

typedef struct game_layout_text {
    const char *name; /* the file's name less ".layout", e.g. "easy-heart" */
    const char *text; /* the whole file */
} game_layout_text;

extern const game_layout_text game_layout_texts[];
extern const int game_layout_text_count;

#endif
