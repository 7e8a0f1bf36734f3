/* signals.c - SIGTERM and SIGINT as the game takes them (src/front/signals.c),
 * with SDL's event queue and no window (tests/cli/test_signals.sh):
 *   - before signals_loop_on a signal has its default effect (a child
 *     process is ended by its SIGTERM);
 *   - a thread started after signals_start inherits the block;
 *   - once the loop is on, SIGTERM and then SIGINT each wake
 *     SDL_WaitEventTimeout with SDL_QUIT at once (the wait is 10 s: a flag
 *     set by a handler would leave it waiting) and signals_stop_asked says so;
 *   - after signals_stop the waiting thread is gone and a SIGTERM stays
 *     pending (blocked), ending nothing.
 */
#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SDL.h>

#include "../../src/front/signals.h"
#include "../unit/check.h"

/* A child: the block, no loop yet, its own SIGTERM. Ends by it, or exits
 * 0 when it outlived it (a failure). */
static void before_loop_child(void)
{
    signals_start(); /* (the child ends by its SIGTERM) */
    kill(getpid(), SIGTERM);
    SDL_Delay(3000);
    _exit(0);
}

static void *mask_of_thread(void *arg)
{
    sigset_t *cur = arg;
    pthread_sigmask(SIG_BLOCK, NULL, cur);
    return NULL;
}

/* A quit event within the 10 s wait, after SIG. */
static bool quit_after(int sig)
{
    Uint32 t0 = SDL_GetTicks();
    kill(getpid(), sig);
    SDL_Event e;
    while (SDL_WaitEventTimeout(&e, 10000)) {
        if (e.type == SDL_QUIT) {
            printf("signals: %s woke the wait after %u ms\n",
                   sig == SIGTERM ? "SIGTERM" : "SIGINT",
                   (unsigned)(SDL_GetTicks() - t0));
            return true;
        }
    }
    return false;
}

int main(void)
{
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
        before_loop_child();
    }
    int st = 0;
    CHECK(child > 0 && waitpid(child, &st, 0) == child, "fork and wait");
    CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM,
          "before the loop: ended by SIGTERM (status %d)", st);

    front_signals *sg = signals_start(); /* before any thread, as main does */
    sigset_t cur;
    sigemptyset(&cur);
    pthread_t t;
    CHECK(pthread_create(&t, NULL, mask_of_thread, &cur) == 0, "a thread");
    pthread_join(t, NULL);
    CHECK(sigismember(&cur, SIGTERM) == 1 && sigismember(&cur, SIGINT) == 1,
          "a later thread has SIGTERM and SIGINT blocked");

    CHECK(SDL_Init(SDL_INIT_EVENTS) == 0, "SDL_Init: %s", SDL_GetError());
    CHECK(!signals_stop_asked(sg), "no stop asked yet");
    signals_loop_on(sg);
    CHECK(quit_after(SIGTERM), "SIGTERM: SDL_QUIT within the wait");
    CHECK(signals_stop_asked(sg), "SIGTERM: the stop asked");
    CHECK(quit_after(SIGINT), "SIGINT: SDL_QUIT within the wait");

    signals_stop(sg);
    kill(getpid(), SIGTERM); /* blocked, nobody waits: pending */
    SDL_Event e;
    CHECK(!SDL_WaitEventTimeout(&e, 200) || e.type != SDL_QUIT,
          "after signals_stop: no quit event");
    sigset_t pend;
    sigemptyset(&pend);
    CHECK(sigpending(&pend) == 0 && sigismember(&pend, SIGTERM) == 1,
          "after signals_stop: SIGTERM pending");
    SDL_Quit();
    return check_done("signals");
}
