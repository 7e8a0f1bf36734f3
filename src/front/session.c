/* session.c - the session's state (session.h). */
#include "session.h"

static front_session the_session;

front_session *sess(void)
{
    return &the_session;
}
