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

/* libspeechd's spd_open2 keeps a message of a failed connection of its
 * own (not the one it hands back, which speech.c frees), and this test
 * fails to connect again and again: LeakSanitizer's hooks (make SAN=1)
 * leave that out, the whole stack unwound to find spd_open2 in it (the
 * fast unwinder stops in libc's vasprintf). */
const char *__lsan_default_suppressions(void);
const char *__lsan_default_suppressions(void)
{
    return "leak:spd_open2\n";
}
const char *__asan_default_options(void);
const char *__asan_default_options(void)
{
    return "fast_unwind_on_malloc=0";
}

int main(void)
{
    char dir[] = "/tmp/llk-speech-race-XXXXXX", path[128];
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    snprintf(path, sizeof path, "%s/speech-dispatcher", dir);
    CHECK(mkdir(path, 0700) == 0, "%s", path);
    snprintf(path, sizeof path, "%s/speech-dispatcher/speechd.conf", dir);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL, "%s", path);
    if (f) {
        fputs("DisableAutoSpawn\n", f);
        fclose(f);
    }
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(path, sizeof path, "unix_socket:%s/none.sock", dir);
    setenv("SPEECHD_ADDRESS", path, 1);

    const struct timespec ms = {0, 1000000L};
    speech_enable(true, false);
    for (int i = 0; i < 200; i++) {
        speech_say(i % 2 ? "一行" : "a line", i % 2 ? "zh_CN" : "en");
        speech_enable(true, i % 2 == 1); /* applied again: trace changes */
        if (i % 50 == 49) {
            speech_enable(false, false); /* off and on: connecting again */
            speech_enable(true, false);
        }
        nanosleep(&ms, NULL);
    }
    CHECK_INT(speech_count(), 200);
    speech_enable(false, false);
    speech_close();
    sleep(1); /* a speaker left to the exit ends its failed connection */
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK(system(cmd) == 0, "%s", cmd);
    return check_done("test_speech_race");
}
