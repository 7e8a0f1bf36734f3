/* random_input.h - the long random-input test (--random-input N).
 *
 * Random clicks and keys are pushed through SDL's real event queue, with a
 * seeded generator (printed, replayable). Around every event the board is
 * checked: tiles only go by a legal removal (a path on the board before,
 * the rest shifted as the level says), re-deals keep the tiles, a shown
 * hint is removable.
 */
#ifndef FRONT_RANDOM_INPUT_H
#define FRONT_RANDOM_INPUT_H

#include <stdbool.h>
#include <stdint.h>

typedef struct random_input random_input;
struct front_app;

random_input *random_input_new(long events, bool have_seed, uint64_t seed);
/* Push the next random event(s); false when all were sent. */
bool random_input_step(random_input *ri, struct front_app *a);
/* Whether events are left to send. */
bool random_input_more(const random_input *ri);
/* The game-clock step for this loop turn, in ms (virtual, seeded). */
int random_input_clock(random_input *ri);
/* Whether to draw this loop turn (drawing is part of the test, but not
 * every turn). */
bool random_input_should_draw(random_input *ri);
void random_input_before(random_input *ri, struct front_app *a);
void random_input_after(random_input *ri, struct front_app *a);
/* Print the summary, free; true when no check failed. */
bool random_input_finish(random_input *ri, struct front_app *a);

#endif
