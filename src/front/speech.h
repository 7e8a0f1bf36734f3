/* speech.h - the game speaking (the `speech` setting, issue 47): each line
 * said at once through speech-dispatcher, cutting off what was being said
 * (never queued behind stale lines), and kept in a log that the state
 * file writes as "spoken" (speech.c). What is said is speak.c's.
 *
 * With the setting off nothing is said or logged. With it on every line
 * is logged, and said when speech-dispatcher can be reached: the
 * connection is opened by a thread of its own when the setting turns on,
 * so that the game never waits for it; a connection that fails is said
 * once on standard error under LLK_TRACE=1, and the lines are still
 * logged. */
#ifndef FRONT_SPEECH_H
#define FRONT_SPEECH_H

#include <stdbool.h>
#include <stdio.h>

/* The log keeps the last SPEECH_LOG lines (the state file's "spoken"). */
#define SPEECH_LOG 400
/* A line is cut at this many bytes (at a character's start). */
#define SPEECH_LINE 320

/* The log and the box the speaker thread takes lines from, an object of
 * their own (the app's: front_app.svc.speech); the thread is started
 * with it. A NULL one says and logs nothing. NULL only when out of
 * memory. */
typedef struct front_speech front_speech;
front_speech *speech_open(void);
/* Speech on or off (the setting); trace: say on stderr what the
 * connection did. Turning it off stops what is being said. */
void speech_enable(front_speech *sp, bool on, bool trace);
bool speech_on(const front_speech *sp);
/* Say line in language lang ("en", "zh_CN"): logged, and what was being
 * said stops for it. Nothing when speech is off or line is empty. */
void speech_say(front_speech *sp, const char *line, const char *lang);
/* The lines logged (oldest first): n of them, the i-th. */
int speech_count(const front_speech *sp);
const char *speech_line(const front_speech *sp, int i);
/* Forget the log (a test's start). */
void speech_forget(front_speech *sp);
/* The state file's ,"spoken":[...] (newest last). */
void speech_json(const front_speech *sp, FILE *f);
/* The game quits: the connection closed (waiting a moment at most), sp
 * freed (by the speaker thread when it is still connecting then). */
void speech_close(front_speech *sp);

#endif
