/* services.c - the services the app opens and closes together
 * (services.h). */
#include "services.h"

#include "audio.h"
#include "speech.h"
#include "theme.h"
#include "title_art.h"

void front_services_open(front_app *a, bool sound, bool trace)
{
    front_services *s = &a->svc;
    s->art = title_art_open(); /* loaded after the first frame */
    s->audio = audio_open(a->assets, sound);
    s->music = music_open(a->assets, audio_is_open(s->audio), trace);
    s->speech = speech_open(); /* on by its setting (remember_apply) */
}

void front_services_close(front_app *a)
{
    front_services *s = &a->svc;
    speech_close(s->speech);
    s->speech = NULL;
    music_close(s->music); /* before the device closes */
    s->music = NULL;
    audio_close(s->audio);
    s->audio = NULL;
    title_art_close(s->art);
    s->art = NULL;
}
