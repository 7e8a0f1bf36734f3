/* test_pulse.c - the play bar's counters pulse when they change
 * (src/front/pulse.h, issue 44):
 *   - the first value a counter shows starts no pulse, nor does the same
 *     value again;
 *   - a change starts one: the counter grows (over 1, at most PULSE_PEAK,
 *     PULSE_PEAK itself at its middle) and is back to exactly 1 at its
 *     length and after, at every millisecond of a 200 ms pulse;
 *   - a pulse of length 0 (motion none or reduced, anim_speed off) never
 *     runs, and ends one running;
 *   - counters pulse apart; a change mid-pulse starts it again;
 *   - the clock wrapping past 2^32 mid-pulse changes nothing;
 *   - reset forgets the values (a screen entered again starts none). */
#include <math.h>

#include "../../src/front/pulse.h"
#include "check.h"

/* A whole pulse of ms from start: grows, peaks mid-way, ends at ms. */
static void check_one(uint32_t start, uint32_t ms)
{
    pulse_set p;
    pulse_reset(&p);
    pulse_note(&p, 0, 10, start - 500, ms);
    CHECK(!pulse_running(&p, start - 500), "the first value starts none");
    pulse_note(&p, 0, 10, start - 100, ms);
    CHECK(!pulse_running(&p, start - 100), "the same value starts none");
    pulse_note(&p, 0, 11, start, ms);
    int grown = 0, bad = 0;
    float top = 0;
    for (uint32_t t = 0; t < ms; t++) {
        float s = pulse_scale(&p, 0, start + t);
        grown += s > 1.0f;
        bad += s < 1.0f || s > PULSE_PEAK + 1e-6f || !pulse_running(&p, start + t);
        top = s > top ? s : top;
    }
    CHECK(grown == (int)ms - 1, "grown at every ms but its first: %d of %u",
          grown, (unsigned)ms);
    CHECK(bad == 0, "within 1..PULSE_PEAK and running: %d out", bad);
    CHECK(fabsf(top - PULSE_PEAK) < 1e-3f, "peaks at %.4f", (double)top);
    CHECK(fabsf(pulse_scale(&p, 0, start + ms / 2) - PULSE_PEAK) < 1e-6f,
          "PULSE_PEAK at its middle");
    CHECK(pulse_scale(&p, 0, start + ms) == 1.0f && !pulse_running(&p, start + ms),
          "ended at its length");
    CHECK(pulse_scale(&p, 0, start + ms + 5000) == 1.0f &&
              !pulse_running(&p, start + ms + 5000), "and after");
    CHECK(pulse_scale(&p, 1, start + ms / 2) == 1.0f, "the others still");
}

int main(void)
{
    check_one(1000, 200);
    check_one(UINT32_MAX - 50, 200); /* the clock wraps mid-pulse */
    check_one(0, 4000);              /* slowed down (LLK_ANIM_SCALE) */

    pulse_set p;
    pulse_reset(&p);
    pulse_note(&p, 2, 1, 0, 0);
    pulse_note(&p, 2, 2, 10, 0);
    CHECK(!pulse_running(&p, 10) && pulse_scale(&p, 2, 10) == 1.0f,
          "length 0 (motion none or reduced): no pulse");
    pulse_note(&p, 2, 3, 20, 200);
    CHECK(pulse_running(&p, 120), "a change with a length pulses");
    pulse_note(&p, 2, 3, 130, 0);
    CHECK(!pulse_running(&p, 130), "length 0 ends a running one");

    pulse_reset(&p);
    pulse_note(&p, 0, pulse_hash("Score 0"), 0, 200);
    pulse_note(&p, 3, pulse_hash("Tiles 144"), 0, 200);
    pulse_note(&p, 0, pulse_hash("Score 20"), 100, 200);
    pulse_note(&p, 3, pulse_hash("Tiles 142"), 100, 200);
    pulse_note(&p, 0, pulse_hash("Score 20"), 250, 200);
    pulse_note(&p, 3, pulse_hash("Tiles 140"), 250, 200);
    CHECK(pulse_scale(&p, 0, 320) == 1.0f && pulse_scale(&p, 3, 320) > 1.0f,
          "apart: the score ended, the tiles started again at 250");
    CHECK(pulse_running(&p, 449) && !pulse_running(&p, 450),
          "the restarted pulse ends 200 ms after its change");
    CHECK(pulse_hash("Score 20") != pulse_hash("Score 02"), "texts told apart");
    pulse_note(&p, PULSE_MAX, 1, 0, 200);
    pulse_note(&p, -1, 1, 0, 200);
    CHECK(pulse_scale(&p, PULSE_MAX, 300) == 1.0f && pulse_scale(&p, -1, 300) == 1.0f,
          "a counter out of range is ignored");

    pulse_reset(&p);
    pulse_note(&p, 0, pulse_hash("Score 20"), 500, 200);
    CHECK(!pulse_running(&p, 500), "after a reset the first value starts none");
    return check_done("pulse");
}
