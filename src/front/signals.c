/* signals.c - SIGTERM and SIGINT end the game at once (signals.h).
 *
 * Both are blocked from the start of main, so every thread started later
 * (SDL's, the audio's, the solver's) inherits the block and the one thread
 * here receives them with sigwait. SDL_PushEvent may be called from any
 * thread and wakes SDL_WaitEventTimeout (SDL's wake-up event), so the
 * loop ends within a frame, where a flag set by a handler waited for the
 * loop's next turn (up to a second on an idle screen). */
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "signals.h"

/* The signals' state (signals_start makes it, signals_stop frees it);
 * the waiting thread is started with it. */
struct front_signals {
    sigset_t set;
    pthread_t thread;
    bool started;
    atomic_bool loop_on;
    atomic_bool stop;
    atomic_bool closing; /* signals_stop: the thread returns */
};

/* Set by the handler of sig_flag, only when the waiting thread could not
 * start: a signal handler is called with nothing but the signal, so its
 * flag cannot live in the object (the one file-scope variable here). */
static volatile sig_atomic_t sig_flagged;

static void *sig_wait(void *arg)
{
    front_signals *s = arg;
    for (;;) {
        int sig = 0;
        if (sigwait(&s->set, &sig) != 0) { /* (only for a bad set) */
            return NULL;
        }
        if (atomic_load(&s->closing)) {
            return NULL;
        }
        if (!atomic_load(&s->loop_on)) {
            /* no loop to end yet (or a fatal message box): the default
             * effect, as if nothing had caught it */
            signal(sig, SIG_DFL);
            pthread_sigmask(SIG_UNBLOCK, &s->set, NULL);
            raise(sig);
            continue;
        }
        atomic_store(&s->stop, true);
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_QUIT;
        SDL_PushEvent(&e);
    }
}

/* Without the thread: a handler's flag, seen at the loop's next turn. */
static void sig_flag(int sig)
{
    (void)sig;
    sig_flagged = 1;
}

front_signals *signals_start(void)
{
    front_signals *s = calloc(1, sizeof *s);
    if (!s) {
        return NULL; /* signals keep their default effect */
    }
    sigemptyset(&s->set);
    sigaddset(&s->set, SIGTERM);
    sigaddset(&s->set, SIGINT);
    if (pthread_sigmask(SIG_BLOCK, &s->set, NULL) != 0) {
        return s;
    }
    s->started = pthread_create(&s->thread, NULL, sig_wait, s) == 0;
    if (!s->started) { /* no thread: a flag, seen at the next turn */
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = sig_flag;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGTERM, &sa, NULL);
        sigaction(SIGINT, &sa, NULL);
        pthread_sigmask(SIG_UNBLOCK, &s->set, NULL);
    }
    return s;
}

void signals_loop_on(front_signals *s)
{
    if (s) {
        atomic_store(&s->loop_on, true);
    }
}

bool signals_stop_asked(const front_signals *s)
{
    return sig_flagged || (s && atomic_load(&s->stop));
}

void signals_stop(front_signals *s)
{
    if (!s) {
        return;
    }
    if (s->started) {
        /* a SIGTERM of its own ends its wait (not pthread_cancel, whose
         * unwinding AddressSanitizer reports as a stack misuse) */
        atomic_store(&s->closing, true);
        pthread_kill(s->thread, SIGTERM);
        pthread_join(s->thread, NULL);
    }
    free(s);
}
