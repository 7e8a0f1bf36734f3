/* desktop.h - the desktop's accessibility preferences (desktop.c):
 * reduced-motion and contrast from the XDG settings portal over the D-Bus
 * session bus, read at start and followed while the game runs. No SDL
 * here: the unit test (tests/unit/test_desktop.c) builds it alone.
 */
#ifndef FRONT_DESKTOP_H
#define FRONT_DESKTOP_H

#include <stdbool.h>

struct DBusMessage;

/* The connection, the questions awaiting answers and the values known,
 * an object of its own (the app's: front_app.svc.desk). A NULL one knows
 * nothing (-1) and asks nothing. */
typedef struct front_desktop front_desktop;

/* Connect to the session bus (only when DBUS_SESSION_BUS_ADDRESS names
 * one: never autolaunched) and ask the portal for both keys; the answers
 * come in desktop_settle or desktop_poll. trace: say what happens on
 * stderr (LLK_TRACE). NULL only when out of memory. */
front_desktop *desktop_open(bool trace);
/* Wait at most ms for the answers asked in desktop_open (the first frame
 * waits for them no longer). */
void desktop_settle(front_desktop *d, int ms);
/* The portal's values: -1 unknown (no bus, no portal, an error, a wrong
 * type), else reduced-motion 0 (no preference) or 1 (reduce), contrast 0
 * (no preference) or 1 (higher). */
int desktop_reduced_motion(const front_desktop *d);
int desktop_contrast(const front_desktop *d);
/* Read what the bus has for us without blocking (once a frame): answers
 * and SettingChanged signals. True when a value changed. */
bool desktop_poll(front_desktop *d);
/* The main loop's wait, shortened while an answer is awaited. */
int desktop_wait_ms(const front_desktop *d, int wait);
/* The connection closed, d freed. */
void desktop_close(front_desktop *d);

/* The unsigned number in message m's argument number arg, inside one
 * variant (ReadOne's answer, SettingChanged's value) or two (Read's
 * answer): 0 to INT_MAX, or -1 when m has no such argument or another
 * type there. */
int desktop_message_u(struct DBusMessage *m, int arg);
/* Which key SettingChanged message m is about: 0 reduced-motion, 1
 * contrast, -1 another signal, namespace or key. */
int desktop_signal_key(struct DBusMessage *m);

#endif
