/* test_speech.c - the game's speech log (src/front/speech.c): nothing
 * with speech off; every line with it on, whether or not speech-dispatcher
 * answers (none here: a socket nobody listens on, autospawn refused by a
 * private configuration); the last SPEECH_LOG lines kept, newest last; a
 * long line cut at a character's start; the state file's "spoken" valid
 * JSON with every line read back; a quit that does not wait. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "speech.h"
#include "speech_private.h"

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void check_json(const front_speech *sp)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    speech_json(sp, f);
    fclose(f);
    CHECK(strncmp(buf, ",\"spoken\":[\"", 12) == 0, "%.40s", buf);
    CHECK(strstr(buf, "\"quote \\\" and \\\\ back\"") != NULL,
          "a quote and a backslash escaped");
    CHECK(buf[n - 1] == ']', "ends the array");
    free(buf);
}

int main(void)
{
    char dir[64], line[64];
    private_speechd(dir, sizeof dir, "/tmp/llk-speech-XXXXXX");
    front_speech *sp = speech_open();
    CHECK(sp != NULL, "speech_open");
    /* off: nothing said or kept */
    speech_say(sp, "not said", "en");
    CHECK_INT(speech_count(sp), 0);
    CHECK(!speech_on(sp), "off by default");
    /* on: every line kept, newest last, though nobody listens */
    speech_enable(sp, true, false);
    CHECK(speech_on(sp), "on");
    speech_say(sp, "", "en");
    CHECK_INT(speech_count(sp), 0);
    for (int i = 0; i < SPEECH_LOG + 37; i++) {
        snprintf(line, sizeof line, "line %d", i);
        speech_say(sp, line, i % 2 ? "zh_CN" : "en");
    }
    CHECK_INT(speech_count(sp), SPEECH_LOG);
    CHECK(strcmp(speech_line(sp, 0), "line 37") == 0, "oldest %s",
          speech_line(sp, 0));
    snprintf(line, sizeof line, "line %d", SPEECH_LOG + 36);
    CHECK(strcmp(speech_line(sp, SPEECH_LOG - 1), line) == 0, "newest %s",
          speech_line(sp, SPEECH_LOG - 1));
    CHECK(speech_line(sp, SPEECH_LOG) == NULL && speech_line(sp, -1) == NULL,
          "past the ends");
    /* a long Chinese line: cut whole characters only */
    char longl[SPEECH_LINE * 2] = "";
    for (size_t k = 0; k + 3 < sizeof longl; k += 3) {
        memcpy(longl + k, "\xe7\x89\x8c", 3); /* 牌 */
        longl[k + 3] = '\0';
    }
    speech_say(sp, longl, "zh_CN");
    const char *got = speech_line(sp, SPEECH_LOG - 1);
    CHECK(strlen(got) < SPEECH_LINE && strlen(got) % 3 == 0 &&
              strncmp(got, longl, strlen(got)) == 0,
          "cut at a character: %zu bytes", strlen(got));
    speech_say(sp, "quote \" and \\ back", "en");
    check_json(sp);
    /* off again: nothing more kept */
    speech_enable(sp, false, false);
    speech_say(sp, "after", "en");
    CHECK(strcmp(speech_line(sp, SPEECH_LOG - 1), "quote \" and \\ back") == 0,
          "nothing kept while off");
    speech_forget(sp);
    CHECK_INT(speech_count(sp), 0);
    double t0 = now_ms();
    speech_close(sp);
    CHECK(now_ms() - t0 < 1500, "the quit waits at most about half a second");
    private_speechd_done(dir);
    return check_done("test_speech");
}
