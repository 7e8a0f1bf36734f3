/* intl.h - marks the rules' messages that the game's window shows.
 *
 * LLK_N_("text") is the text itself: the engine and the rules never
 * translate (llk's output is a format and stays English). The mark lets
 * xgettext put the message in po/lianliankan.pot, and the front end
 * translates it where it shows it, with _().
 */
#ifndef LLK_INTL_H
#define LLK_INTL_H

#define LLK_N_(s) s

#endif
