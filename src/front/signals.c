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
#include <string.h>

#include <SDL.h>

#include "signals.h"

static sigset_t sig_set;
static pthread_t sig_thread;
static bool sig_started;
static atomic_bool sig_loop_on;
static atomic_bool sig_stop;
static atomic_bool sig_closing; /* signals_stop: the thread returns */

static void *sig_wait(void *arg)
{
    (void)arg;
    for (;;) {
        int sig = 0;
        if (sigwait(&sig_set, &sig) != 0) { /* (only for a bad set) */
            return NULL;
        }
        if (atomic_load(&sig_closing)) {
            return NULL;
        }
        if (!atomic_load(&sig_loop_on)) {
            /* no loop to end yet (or a fatal message box): the default
             * effect, as if nothing had caught it */
            signal(sig, SIG_DFL);
            pthread_sigmask(SIG_UNBLOCK, &sig_set, NULL);
            raise(sig);
            continue;
        }
        atomic_store(&sig_stop, true);
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
    atomic_store(&sig_stop, true); /* lock-free: safe in a handler */
}

void signals_start(void)
{
    sigemptyset(&sig_set);
    sigaddset(&sig_set, SIGTERM);
    sigaddset(&sig_set, SIGINT);
    if (pthread_sigmask(SIG_BLOCK, &sig_set, NULL) != 0) {
        return;
    }
    sig_started = pthread_create(&sig_thread, NULL, sig_wait, NULL) == 0;
    if (!sig_started) { /* no thread: a flag, seen at the next turn */
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = sig_flag;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGTERM, &sa, NULL);
        sigaction(SIGINT, &sa, NULL);
        pthread_sigmask(SIG_UNBLOCK, &sig_set, NULL);
    }
}

void signals_loop_on(void)
{
    atomic_store(&sig_loop_on, true);
}

bool signals_stop_asked(void)
{
    return atomic_load(&sig_stop);
}

void signals_stop(void)
{
    if (sig_started) {
        /* a SIGTERM of its own ends its wait (not pthread_cancel, whose
         * unwinding AddressSanitizer reports as a stack misuse) */
        atomic_store(&sig_closing, true);
        pthread_kill(sig_thread, SIGTERM);
        pthread_join(sig_thread, NULL);
        sig_started = false;
    }
}
