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

/* The box between the game and the speaker thread (trace: the
 * connection's outcome said on stderr, read by the speaker under mu;
 * abandoned: speech_close gave up waiting, the speaker frees it all). */
typedef struct speech_box {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    bool started, on, quit, done, fresh, hush, trace, abandoned;
    char line[SPEECH_LINE];
    char lang[16];
} speech_box;

/* The speech's state (speech_open makes it, speech_close frees it); the
 * speaker thread is started with it and touches only its box. */
struct front_speech {
    char log[SPEECH_LOG][SPEECH_LINE]; /* a ring of the last lines */
    int log_first, log_n;
    bool is_on;
    speech_box box;
    pthread_t speaker;
};

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

/* The object freed (the speaker has ended, or is ending and abandoned). */
static void speech_free(front_speech *sp)
{
    pthread_mutex_destroy(&sp->box.mu);
    pthread_cond_destroy(&sp->box.cv);
    free(sp);
}

static void *speaker_run(void *arg)
{
    front_speech *sp = arg;
    speech_box *bx = &sp->box;
    SPDConnection *c = NULL;
    bool failed = false;
    char line[SPEECH_LINE], lang[16], said_lang[16] = "";
    pthread_mutex_lock(&bx->mu);
    for (;;) {
        while (!bx->quit && !bx->fresh && !bx->hush) {
            pthread_cond_wait(&bx->cv, &bx->mu);
        }
        if (bx->quit) {
            break;
        }
        bool say = bx->fresh && bx->on, hush = bx->hush, trace = bx->trace;
        if (bx->on && !c) {
            failed = failed && !bx->hush; /* turned on again: tried again */
        }
        bx->fresh = bx->hush = false;
        snprintf(line, sizeof line, "%s", bx->line);
        snprintf(lang, sizeof lang, "%s", bx->lang);
        pthread_mutex_unlock(&bx->mu);
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
        pthread_mutex_lock(&bx->mu);
    }
    pthread_mutex_unlock(&bx->mu);
    if (c) {
        spd_close(c);
    }
    pthread_mutex_lock(&bx->mu);
    bx->done = true;
    bool abandoned = bx->abandoned;
    pthread_cond_broadcast(&bx->cv);
    pthread_mutex_unlock(&bx->mu);
    if (abandoned) { /* speech_close has gone: nobody else holds sp */
        speech_free(sp);
    }
    return NULL;
}

front_speech *speech_open(void)
{
    front_speech *sp = calloc(1, sizeof *sp);
    if (!sp) {
        return NULL; /* nothing said or logged */
    }
    pthread_mutex_init(&sp->box.mu, NULL);
    pthread_cond_init(&sp->box.cv, NULL);
    return sp;
}

void speech_enable(front_speech *sp, bool on, bool trace)
{
    if (!sp) {
        return;
    }
    speech_box *bx = &sp->box;
    pthread_mutex_lock(&bx->mu);
    bx->trace = trace; /* under mu: the speaker reads it */
    if (on == sp->is_on) {
        pthread_mutex_unlock(&bx->mu);
        return;
    }
    sp->is_on = on;
    bx->on = on;
    if (!on) {
        bx->hush = true; /* stop what is being said */
        bx->fresh = false;
    } else {
        bx->hush = true; /* a failed connection is tried again */
    }
    if (!bx->started && on) {
        bx->started = pthread_create(&sp->speaker, NULL, speaker_run, sp) == 0;
        if (!bx->started && trace) {
            fprintf(stderr, "lianliankan: speech: no thread to speak from; "
                            "the lines are logged only\n");
        }
    }
    pthread_cond_signal(&bx->cv);
    pthread_mutex_unlock(&bx->mu);
}

bool speech_on(const front_speech *sp)
{
    return sp && sp->is_on;
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

void speech_say(front_speech *sp, const char *line, const char *lang)
{
    if (!sp || !sp->is_on || !line || !line[0]) {
        return;
    }
    int at = (sp->log_first + sp->log_n) % SPEECH_LOG;
    if (sp->log_n == SPEECH_LOG) {
        sp->log_first = (sp->log_first + 1) % SPEECH_LOG;
    } else {
        sp->log_n++;
    }
    speech_copy(sp->log[at], SPEECH_LINE, line);
    speech_box *bx = &sp->box;
    if (!bx->started) {
        return;
    }
    pthread_mutex_lock(&bx->mu);
    speech_copy(bx->line, sizeof bx->line, line);
    speech_copy(bx->lang, sizeof bx->lang, lang ? lang : "en");
    bx->fresh = true;
    pthread_cond_signal(&bx->cv);
    pthread_mutex_unlock(&bx->mu);
}

int speech_count(const front_speech *sp)
{
    return sp ? sp->log_n : 0;
}

const char *speech_line(const front_speech *sp, int i)
{
    return sp && i >= 0 && i < sp->log_n
               ? sp->log[(sp->log_first + i) % SPEECH_LOG]
               : NULL;
}

void speech_forget(front_speech *sp)
{
    if (sp) {
        sp->log_first = sp->log_n = 0;
    }
}

void speech_json(const front_speech *sp, FILE *f)
{
    fputs(",\"spoken\":[", f);
    for (int i = 0; i < speech_count(sp); i++) {
        if (i) {
            fputc(',', f);
        }
        game_json_string(f, speech_line(sp, i));
    }
    fputc(']', f);
}

void speech_close(front_speech *sp)
{
    if (!sp) {
        return;
    }
    speech_box *bx = &sp->box;
    if (!bx->started) {
        speech_free(sp);
        return;
    }
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_nsec += 500 * 1000000L; /* half a second at most */
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    pthread_mutex_lock(&bx->mu);
    bx->quit = true;
    pthread_cond_signal(&bx->cv);
    while (!bx->done &&
           pthread_cond_timedwait(&bx->cv, &bx->mu, &until) == 0) {
    }
    bool done = bx->done;
    bx->abandoned = !done; /* the speaker frees sp when it ends */
    pthread_t speaker = sp->speaker;
    pthread_mutex_unlock(&bx->mu);
    if (done) {
        pthread_join(speaker, NULL);
        speech_free(sp);
    } else {
        pthread_detach(speaker); /* still connecting: left to the exit */
    }
}
