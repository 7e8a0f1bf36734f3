/* speech.c - the game speaking through speech-dispatcher (speech.h).
 *
 * Why libspeechd: the issue names speech-dispatcher, the speech server of
 * the free desktops (Orca speaks through it), and Debian ships its client
 * library (libspeechd, package libspeechd-dev); the only other way to it
 * is speaking its protocol (SSIP) over its socket by hand.
 *
 * The game's thread never talks to the server: it leaves the newest line
 * in a box of one and wakes the speaker thread, which opens the
 * connection (once, when the setting turns on: an autospawned server can
 * take a second), sets the language, cancels what is being said and says
 * the line. Lines that come while it is busy replace each other in the
 * box: only the newest is said, nothing queues.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <libspeechd.h>

#include "speech.h"
#include "llk/game.h"

/* The log: a ring of the last SPEECH_LOG lines. */
static char speech_log[SPEECH_LOG][SPEECH_LINE];
static int log_first, log_n;
static bool speech_is_on;

/* The box between the game and the speaker thread (trace: the
 * connection's outcome said on stderr, read by the speaker under mu). */
static struct {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    bool started, on, quit, done, fresh, hush, trace;
    char line[SPEECH_LINE];
    char lang[16];
} box = {.mu = PTHREAD_MUTEX_INITIALIZER, .cv = PTHREAD_COND_INITIALIZER};
static pthread_t speaker;

/* speech-dispatcher's name of the game's language. */
static const char *speech_lang(const char *lang)
{
    return strncmp(lang, "zh", 2) == 0 ? "zh" : "en";
}

/* The speaker thread's connection: opened when first wanted, NULL when
 * that failed (tried again when the setting turns on again). */
static SPDConnection *speaker_open(bool *failed, bool trace)
{
    char *err = NULL;
    SPDConnection *c = spd_open2("lianliankan", "main", NULL,
                                 SPD_MODE_SINGLE, NULL, 1, &err);
    if (!c) {
        if (trace) {
            fprintf(stderr, "lianliankan: speech: speech-dispatcher cannot "
                            "be reached (%s); the lines are logged only\n",
                    err ? err : "no reason given");
        }
        *failed = true;
    } else if (trace) {
        fprintf(stderr, "lianliankan: speech: connected to "
                        "speech-dispatcher\n");
    }
    free(err);
    return c;
}

static void *speaker_run(void *arg)
{
    (void)arg;
    SPDConnection *c = NULL;
    bool failed = false;
    char line[SPEECH_LINE], lang[16], said_lang[16] = "";
    pthread_mutex_lock(&box.mu);
    for (;;) {
        while (!box.quit && !box.fresh && !box.hush) {
            pthread_cond_wait(&box.cv, &box.mu);
        }
        if (box.quit) {
            break;
        }
        bool say = box.fresh && box.on, hush = box.hush, trace = box.trace;
        if (box.on && !c) {
            failed = failed && !box.hush; /* turned on again: tried again */
        }
        box.fresh = box.hush = false;
        snprintf(line, sizeof line, "%s", box.line);
        snprintf(lang, sizeof lang, "%s", box.lang);
        pthread_mutex_unlock(&box.mu);
        if (say && !c && !failed) {
            c = speaker_open(&failed, trace);
        }
        if (c && (say || hush)) {
            spd_cancel(c);
        }
        if (c && say) {
            if (strcmp(lang, said_lang) != 0) {
                spd_set_language(c, speech_lang(lang));
                snprintf(said_lang, sizeof said_lang, "%s", lang);
            }
            spd_say(c, SPD_TEXT, line);
        }
        pthread_mutex_lock(&box.mu);
    }
    pthread_mutex_unlock(&box.mu);
    if (c) {
        spd_close(c);
    }
    pthread_mutex_lock(&box.mu);
    box.done = true;
    pthread_cond_broadcast(&box.cv);
    pthread_mutex_unlock(&box.mu);
    return NULL;
}

void speech_enable(bool on, bool trace)
{
    pthread_mutex_lock(&box.mu);
    box.trace = trace; /* under mu: the speaker reads it */
    if (on == speech_is_on) {
        pthread_mutex_unlock(&box.mu);
        return;
    }
    speech_is_on = on;
    box.on = on;
    if (!on) {
        box.hush = true; /* stop what is being said */
        box.fresh = false;
    } else {
        box.hush = true; /* a failed connection is tried again */
    }
    if (!box.started && on) {
        box.started = pthread_create(&speaker, NULL, speaker_run, NULL) == 0;
        if (!box.started && trace) {
            fprintf(stderr, "lianliankan: speech: no thread to speak from; "
                            "the lines are logged only\n");
        }
    }
    pthread_cond_signal(&box.cv);
    pthread_mutex_unlock(&box.mu);
}

bool speech_on(void)
{
    return speech_is_on;
}

/* Copy s into out (len bytes), cut at a character's start. */
static void speech_copy(char *out, size_t len, const char *s)
{
    size_t n = strlen(s);
    if (n >= len) {
        n = len - 1;
        while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80) {
            n--;
        }
    }
    memcpy(out, s, n);
    out[n] = '\0';
}

void speech_say(const char *line, const char *lang)
{
    if (!speech_is_on || !line || !line[0]) {
        return;
    }
    int at = (log_first + log_n) % SPEECH_LOG;
    if (log_n == SPEECH_LOG) {
        log_first = (log_first + 1) % SPEECH_LOG;
    } else {
        log_n++;
    }
    speech_copy(speech_log[at], SPEECH_LINE, line);
    if (!box.started) {
        return;
    }
    pthread_mutex_lock(&box.mu);
    speech_copy(box.line, sizeof box.line, line);
    speech_copy(box.lang, sizeof box.lang, lang ? lang : "en");
    box.fresh = true;
    pthread_cond_signal(&box.cv);
    pthread_mutex_unlock(&box.mu);
}

int speech_count(void)
{
    return log_n;
}

const char *speech_line(int i)
{
    return i >= 0 && i < log_n ? speech_log[(log_first + i) % SPEECH_LOG]
                               : NULL;
}

void speech_forget(void)
{
    log_first = log_n = 0;
}

void speech_json(FILE *f)
{
    fputs(",\"spoken\":[", f);
    for (int i = 0; i < log_n; i++) {
        if (i) {
            fputc(',', f);
        }
        game_json_string(f, speech_line(i));
    }
    fputc(']', f);
}

void speech_close(void)
{
    if (!box.started) {
        return;
    }
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_nsec += 500 * 1000000L; /* half a second at most */
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    pthread_mutex_lock(&box.mu);
    box.quit = true;
    pthread_cond_signal(&box.cv);
    while (!box.done &&
           pthread_cond_timedwait(&box.cv, &box.mu, &until) == 0) {
    }
    bool done = box.done;
    pthread_mutex_unlock(&box.mu);
    if (done) {
        pthread_join(speaker, NULL);
    } else {
        pthread_detach(speaker); /* still connecting: left to the exit */
    }
    box.started = false;
}
