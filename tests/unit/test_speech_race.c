/* test_speech_race.c - speech.c's speaker thread and the game's thread
 * share nothing outside the box's mutex: the setting applied again and
 * again (speech_enable, on and its trace flag) while the speaker opens its
 * connection and lines come. Built with ThreadSanitizer too (make
 * test-tsan), which reported the trace flag written by the game while the
 * speaker read it. No speech-dispatcher is reached: a socket nobody
 * listens on, autospawn refused by a private configuration. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "speech.h"
#include "speech_private.h"

int main(void)
{
    char dir[64];
    private_speechd(dir, sizeof dir, "/tmp/llk-speech-race-XXXXXX");
    front_speech *sp = speech_open();
    const struct timespec ms = {0, 1000000L};
    speech_enable(sp, true, false);
    for (int i = 0; i < 200; i++) {
        speech_say(sp, i % 2 ? "一行" : "a line", i % 2 ? "zh_CN" : "en");
        speech_enable(sp, true, i % 2 == 1); /* applied again: trace changes */
        if (i % 50 == 49) {
            speech_enable(sp, false, false); /* off and on: connecting again */
            speech_enable(sp, true, false);
        }
        nanosleep(&ms, NULL);
    }
    CHECK_INT(speech_count(sp), 200);
    speech_enable(sp, false, false);
    speech_close(sp);
    private_speechd_done(dir);
    return check_done("test_speech_race");
}
