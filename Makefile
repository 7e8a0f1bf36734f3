# Lianliankan - build, test, benchmark.
#
#   make          build build/llk and build/lianliankan (builds only: it
#                 never installs anything)
#   make deps     install the system packages the build needs (apt-get)
#   make run      install missing packages, build and start the game
#   make test     install missing packages, build and run every test, then
#                 all of them again under
#                 AddressSanitizer + UndefinedBehaviorSanitizer, and the
#                 threaded unit tests under ThreadSanitizer
#   make bench    build with optimisation and print the benchmarks; fails
#                 (REGRESSION) when a figure falls more than 10% under
#                 bench/expected.txt (bench/guard.py)
#   make fuzz     build the libFuzzer targets (clang) into $(BUILD)/fuzz and
#                 run each for FUZZ_SECONDS (default 300); make test runs
#                 each for FUZZ_TEST_SECONDS (default 4)
#   make assets   regenerate assets/ with our own tools
#   make pot      extract the strings to translate into po/lianliankan.pot
#   make screenshots  retake docs/screenshots/*.png (README, metainfo), and
#                 crop every tile face as drawn into build/screenshots/tiles/
#   make install  build, then install into $(DESTDIR)$(BINDIR),
#                 $(DESTDIR)$(DATADIR) and $(DESTDIR)$(GAMEDATADIR)
#                 (PREFIX=/usr/local by default)
#   make uninstall
#   make dist     $(BUILD)/lianliankan-$(VERSION).tar.gz: the files git tracks
#                 at HEAD, reproducible (scripts/dist.sh); make test-dist
#                 unpacks it outside git and runs make test-core there
#   make deb      the Debian package from the release tarball, outside git,
#                 then lintian (no errors, no warnings); into $(BUILD)/deb
#   make clean
#
# Missing system packages are installed by scripts/deps.sh (apt-get), only
# through make deps, deps-test and the targets that call them (run, test,
# fuzz-build, screenshots); make and make install never do.
# CPPFLAGS/CFLAGS/LDFLAGS are yours; the project's own flags are kept apart.

BUILD ?= build
CC ?= cc
CFLAGS ?= -O2 -g
LDFLAGS ?=
CPPFLAGS ?=
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
# The game's own data (assets/); Debian: /usr/share/games/lianliankan.
GAMEDATADIR ?= $(DATADIR)/lianliankan
DESTDIR ?=

# make test builds its four configurations with this many jobs (the
# machine's processors; the suite itself runs one test at a time).
LLK_JOBS ?= $(shell nproc 2>/dev/null || echo 2)

LLK_CFLAGS := -std=c11 -Wall -Wextra -Wpedantic -Iinclude -MMD -MP -pthread
ifdef CI
LLK_CFLAGS += -Werror
endif
ifdef SAN
LLK_CFLAGS += -fsanitize=address,undefined -fno-omit-frame-pointer \
              -fno-sanitize-recover=all
LLK_LDFLAGS += -fsanitize=address,undefined
endif
ifdef TSAN
LLK_CFLAGS += -fsanitize=thread -fno-omit-frame-pointer
LLK_LDFLAGS += -fsanitize=thread
endif
LLK_LIBS := -lm -pthread

# The one version of the game and llk (--version, the tarball's name; the
# metainfo, NEWS.md, the man pages and debian/changelog are checked against
# it by tests/cli/test_version.sh).
VERSION := $(shell cat VERSION 2>/dev/null)
ifeq ($(VERSION),)
$(error the VERSION file is missing or empty)
endif

# Evaluated when a recipe runs (after make deps, when that is asked for).
SDL_PKGS := sdl2 SDL2_image SDL2_ttf SDL2_mixer fontconfig vorbisfile dbus-1 speech-dispatcher
SDL_CHECK = @pkg-config --exists $(SDL_PKGS) 2>/dev/null || { \
    echo "make: the SDL2 development files are missing ($(SDL_PKGS));" \
         "'make deps' installs them" >&2; exit 1; }
SDL_CFLAGS = $(shell pkg-config --cflags sdl2 SDL2_image SDL2_ttf SDL2_mixer fontconfig vorbisfile)
SDL_LIBS = $(shell pkg-config --libs sdl2 SDL2_image SDL2_ttf SDL2_mixer fontconfig vorbisfile)

# The desktop's preferences (src/front/desktop.c) over D-Bus: libdbus-1.
DBUS_CFLAGS = $(shell pkg-config --cflags dbus-1)
DBUS_LIBS = $(shell pkg-config --libs dbus-1)
# Speech (src/front/speech.c) through speech-dispatcher: libspeechd (Debian
# libspeechd-dev; its .pc file is speech-dispatcher.pc).
SPEECH_CFLAGS = $(shell pkg-config --cflags speech-dispatcher)
SPEECH_LIBS = $(shell pkg-config --libs speech-dispatcher)

ENGINE_SRC := $(wildcard src/engine/*.c)
GAME_SRC := $(wildcard src/game/*.c)
TOOL_SRC := $(wildcard src/tool/*.c)
FRONT_SRC := $(wildcard src/front/*.c src/front/kit/*.c)
UNIT_SRC := $(wildcard tests/unit/test_*.c)
BENCH_SRC := $(wildcard bench/bench_*.c)
BENCH_LIB_SRC := $(filter-out $(BENCH_SRC),$(wildcard bench/*.c))
# Every tests/fuzz/fuzz_NAME.c is a libFuzzer target (tests/fuzz/run.sh).
FUZZ_SRC := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 300
FUZZ_TEST_SECONDS ?= 4
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

obj = $(patsubst %.c,$(BUILD)/obj/%.o,$(1))

ENGINE_LIB := $(BUILD)/libllk.a
GAME_LIB := $(BUILD)/libllkgame.a
LLK := $(BUILD)/llk
GAME := $(BUILD)/lianliankan
UNIT_BINS := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(UNIT_SRC))
BENCH_BINS := $(patsubst bench/%.c,$(BUILD)/bench/%,$(BENCH_SRC))
FUZZ_BINS := $(patsubst tests/fuzz/%.c,$(BUILD)/%,$(FUZZ_SRC))
# test_portal (the portal's messages, desktop.c) needs libdbus-1's
# development files, which test-core does not ask for: left out without.
ifeq ($(shell pkg-config --exists dbus-1 2>/dev/null && echo y),)
UNIT_BINS := $(filter-out $(BUILD)/tests/test_portal,$(UNIT_BINS))
endif
# test_speech and test_speech_race (speech.c) need libspeechd's likewise.
ifeq ($(shell pkg-config --exists speech-dispatcher 2>/dev/null && echo y),)
UNIT_BINS := $(filter-out $(BUILD)/tests/test_speech $(BUILD)/tests/test_speech_race,$(UNIT_BINS))
endif

PROGRAMS := $(LLK) $(if $(FRONT_SRC),$(GAME))
# Translations: po/LANG.po -> $(BUILD)/locale/LANG/LC_MESSAGES/lianliankan.mo
PO_FILES := $(wildcard po/*.po)
MO_FILES := $(patsubst po/%.po,$(BUILD)/locale/%/LC_MESSAGES/lianliankan.mo,$(PO_FILES))

.PHONY: all run test test-build test-tsan test-core bench assets clean deps deps-test \
        install install-only uninstall fuzz fuzz-build fuzz-bins pot screenshots dist test-dist deb
# Keep objects of chained rules (tests, benchmarks) between runs.
.SECONDARY:
all: $(PROGRAMS) $(if $(FRONT_SRC),$(MO_FILES))

deps: $(BUILD)/.deps-build
deps-test: $(BUILD)/.deps-test

$(BUILD)/.deps-build: scripts/deps.sh
	@mkdir -p $(@D)
	@sh scripts/deps.sh build
	@touch $@

$(BUILD)/.deps-test: scripts/deps.sh
	@mkdir -p $(@D)
	@sh scripts/deps.sh build test
	@touch $@

# Engine, game rules, tool, tests: pure C, no SDL anywhere near them.
$(BUILD)/obj/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(LLK_CFLAGS) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

# Only the front end sees SDL.
$(BUILD)/obj/src/front/%.o: src/front/%.c
	$(SDL_CHECK)
	@mkdir -p $(@D)
	$(CC) $(LLK_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(SDL_CFLAGS) -c $< -o $@

$(ENGINE_LIB): $(call obj,$(ENGINE_SRC))
	@mkdir -p $(@D)
	rm -f $@ && ar rcs $@ $^

# The game's own layouts, built in (scripts/embed_layouts.sh).
LAYOUT_FILES := $(sort $(wildcard assets/layouts/*.layout))
$(BUILD)/gen/layout_texts.c: scripts/embed_layouts.sh $(LAYOUT_FILES)
	@mkdir -p $(@D)
	sh scripts/embed_layouts.sh $(LAYOUT_FILES) >$@.tmp && mv $@.tmp $@

$(BUILD)/obj/gen/layout_texts.o: $(BUILD)/gen/layout_texts.c
	@mkdir -p $(@D)
	$(CC) $(LLK_CFLAGS) $(CPPFLAGS) $(CFLAGS) -Isrc/game -c $< -o $@

$(GAME_LIB): $(call obj,$(GAME_SRC)) $(BUILD)/obj/gen/layout_texts.o
	@mkdir -p $(@D)
	rm -f $@ && ar rcs $@ $^

$(LLK): $(call obj,$(TOOL_SRC)) $(GAME_LIB) $(ENGINE_LIB)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(LLK_LIBS)

$(GAME): $(call obj,$(FRONT_SRC)) $(GAME_LIB) $(ENGINE_LIB)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(DBUS_LIBS) $(SPEECH_LIBS) $(LLK_LIBS)

$(BUILD)/tests/%: $(BUILD)/obj/tests/unit/%.o $(GAME_LIB) $(ENGINE_LIB)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(LLK_LIBS)

$(BUILD)/bench/%: $(BUILD)/obj/bench/%.o $(call obj,$(BENCH_LIB_SRC)) $(GAME_LIB) $(ENGINE_LIB)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(LLK_LIBS)

# The seeds' pair count as a command like `llk pairs --count`
# (bench/process.sh).
$(BUILD)/bench/seed_pairs: $(BUILD)/obj/bench/cli/seed_pairs.o $(BUILD)/obj/bench/seed_port.o $(ENGINE_LIB)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(LLK_LIBS)

# A fuzz target: built in $(BUILD) = the fuzz build directory (fuzz-build).
$(BUILD)/fuzz_%: $(BUILD)/obj/tests/fuzz/fuzz_%.o $(GAME_LIB) $(ENGINE_LIB)
	$(CC) -fsanitize=fuzzer $(FUZZ_SAN) $(LDFLAGS) -o $@ $^ $(LLK_LIBS)

# The glyph check of the translations (tests/cli/test_i18n.sh): the game's
# own text module and its font lookup, without a window.
# The dates and numbers of each language (formats), through lang.c.
# Every translated line wrapped as the game wraps it (wrap), through the
# kit's table.c.
I18N_CHECK := $(BUILD)/i18n/glyphs $(BUILD)/i18n/formats $(BUILD)/i18n/wrap
$(BUILD)/i18n/%: $(BUILD)/obj/tests/i18n/%.o $(call obj,src/front/text.c src/front/seen.c src/front/lang.c src/front/fontfind.c src/front/say.c src/front/kit/tokens.c src/front/kit/table.c src/front/kit/shape.c) $(GAME_LIB) $(ENGINE_LIB)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LLK_LIBS)

# The tile faces as the game draws them (tests/cli/test_faces.sh): the
# game's atlas code through SDL's software renderer, without a window.
FACES_CHECK := $(BUILD)/faces/faces
$(FACES_CHECK): $(BUILD)/obj/tests/faces/faces.o $(call obj,src/front/assets.c src/front/say.c src/front/tile_index.c src/front/kit/tokens.c) $(GAME_LIB) $(ENGINE_LIB)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LLK_LIBS)

# How the sounds sit together (tests/cli/test_sounds.sh): loudness and
# true peak by libebur128 (Debian libebur128-dev, scripts/deps.sh test),
# the music decoded with libvorbisfile.
SOUNDS_CHECK := $(BUILD)/sounds/sounds
SOUNDS_PKGS := libebur128 vorbisfile
$(SOUNDS_CHECK): $(BUILD)/obj/tests/sounds/sounds.o
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(shell pkg-config --libs $(SOUNDS_PKGS)) $(LLK_LIBS)

$(BUILD)/obj/tests/sounds/%.o: tests/sounds/%.c
	@pkg-config --exists $(SOUNDS_PKGS) 2>/dev/null || { \
	    echo "make: libebur128 or libvorbisfile is missing ($(SOUNDS_PKGS));" \
	         "'make deps-test' installs them" >&2; exit 1; }
	@mkdir -p $(@D)
	$(CC) $(LLK_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(shell pkg-config --cflags $(SOUNDS_PKGS)) -c $< -o $@

# SIGTERM and SIGINT as the game takes them (tests/cli/test_signals.sh):
# the game's signal thread with SDL's event queue, without a window.
SIGNALS_CHECK := $(BUILD)/front/signals
$(SIGNALS_CHECK): $(BUILD)/obj/tests/front/signals.o $(call obj,src/front/signals.c)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LLK_LIBS)

# Keys of the player's own (tests/cli/test_keys.sh): the key table and its
# bindings with the settings' key names, without a window.
KEYS_CHECK := $(BUILD)/front/keys
$(KEYS_CHECK): $(BUILD)/obj/tests/front/keys.o $(call obj,src/front/keys.c src/front/padkeys.c) $(GAME_LIB) $(ENGINE_LIB)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LLK_LIBS)

# No effect flashes more than three times a second (tests/cli/test_flash.sh):
# the front's effects (every front file but main.c and nav.c) drawn frame by frame
# through SDL's software renderer, without a window.
FLASH_CHECK := $(BUILD)/front/flash
$(FLASH_CHECK): $(BUILD)/obj/tests/front/flash.o $(call obj,$(filter-out src/front/main.c src/front/nav.c,$(FRONT_SRC))) $(GAME_LIB) $(ENGINE_LIB)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(DBUS_LIBS) $(SPEECH_LIBS) $(LLK_LIBS)

# The kit's scrolled lists (tests/cli/test_scroll.sh): ui_menu_scroll on
# columns of rows at random, without a window.
SCROLL_CHECK := $(BUILD)/front/scroll
$(SCROLL_CHECK): $(BUILD)/obj/tests/front/scroll.o $(call obj,$(filter-out src/front/main.c src/front/nav.c,$(FRONT_SRC))) $(GAME_LIB) $(ENGINE_LIB)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(DBUS_LIBS) $(SPEECH_LIBS) $(LLK_LIBS)

# The kit's focus across a rebuild (tests/cli/test_refocus.sh): menus
# cleared and declared again, the focus kept by id, without a window.
REFOCUS_CHECK := $(BUILD)/front/refocus
$(REFOCUS_CHECK): $(BUILD)/obj/tests/front/refocus.o $(call obj,$(filter-out src/front/main.c src/front/nav.c,$(FRONT_SRC))) $(GAME_LIB) $(ENGINE_LIB)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(DBUS_LIBS) $(SPEECH_LIBS) $(LLK_LIBS)

# The kit's three interface sounds (tests/cli/test_uisound.sh): move,
# accept and back counted as asked for, without a window or a device.
UISOUND_CHECK := $(BUILD)/front/uisound
$(UISOUND_CHECK): $(BUILD)/obj/tests/front/uisound.o $(call obj,$(filter-out src/front/main.c src/front/nav.c,$(FRONT_SRC))) $(GAME_LIB) $(ENGINE_LIB)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(DBUS_LIBS) $(SPEECH_LIBS) $(LLK_LIBS)

# The change of screen (tests/cli/test_transition.sh): its lengths, its
# directions and fades drawn through SDL's software renderer, without a
# window.
TRANSITION_CHECK := $(BUILD)/front/transition
$(TRANSITION_CHECK): $(BUILD)/obj/tests/front/transition.o $(call obj,$(filter-out src/front/main.c src/front/nav.c,$(FRONT_SRC))) $(GAME_LIB) $(ENGINE_LIB)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(DBUS_LIBS) $(SPEECH_LIBS) $(LLK_LIBS)

# The kit's text colours against their backgrounds, WCAG ratios, both
# looks (tests/cli/test_contrast.sh): the tokens alone, no window.
CONTRAST_CHECK := $(BUILD)/front/contrast
$(CONTRAST_CHECK): $(BUILD)/obj/tests/front/contrast.o $(call obj,src/front/kit/tokens.c)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LLK_LIBS)

# The kit's rounded rectangles (tests/cli/test_round.sh): each pixel
# blended once, the corners round, through SDL's software renderer, no
# window.
ROUND_CHECK := $(BUILD)/front/round
$(ROUND_CHECK): $(BUILD)/obj/tests/front/round.o $(call obj,src/front/kit/shape.c src/front/kit/tokens.c)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LLK_LIBS)

# What each frame shows, as the state file lists it (tests/cli/test_seen.sh).
SEEN_CHECK := $(BUILD)/front/seen
$(SEEN_CHECK): $(BUILD)/obj/tests/front/seen.o $(call obj,src/front/seen.c src/front/kit/tokens.c) $(GAME_LIB) $(ENGINE_LIB)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LLK_LIBS)

# Each screen's own state, owned by the app (tests/cli/test_screen_state.sh).
SCREEN_STATE_CHECK := $(BUILD)/front/screen_state
$(SCREEN_STATE_CHECK): $(BUILD)/obj/tests/front/screen_state.o $(call obj,src/front/screen_state.c)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LLK_LIBS)

# The tile's body from its vector description (tests/cli/test_tile_body.sh):
# the thickness outside the face at every size, both looks, no window.
TILE_BODY_CHECK := $(BUILD)/front/tile_body
$(TILE_BODY_CHECK): $(BUILD)/obj/tests/front/tile_body.o $(call obj,src/front/tile_body.c src/front/screen_state.c src/front/kit/tokens.c)
	@mkdir -p $(@D)
	$(CC) $(LLK_LDFLAGS) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LLK_LIBS)

$(BUILD)/obj/tests/front/%.o: tests/front/%.c
	$(SDL_CHECK)
	@mkdir -p $(@D)
	$(CC) $(LLK_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(SDL_CFLAGS) -c $< -o $@

$(BUILD)/obj/tests/faces/%.o: tests/faces/%.c
	$(SDL_CHECK)
	@mkdir -p $(@D)
	$(CC) $(LLK_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(SDL_CFLAGS) -c $< -o $@

$(BUILD)/obj/tests/i18n/%.o: tests/i18n/%.c
	$(SDL_CHECK)
	@mkdir -p $(@D)
	$(CC) $(LLK_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(SDL_CFLAGS) -c $< -o $@

# --version of both programs: the VERSION file.
VERSIONED := $(call obj,src/tool/llk.c src/front/options.c)
$(VERSIONED): VERSION
$(VERSIONED): LLK_CFLAGS += -DLLK_VERSION='"$(VERSION)"'

# Window points and drawable pixels: front code without SDL (scale.h), so
# test-core builds it where SDL's development files are missing.
$(BUILD)/tests/test_scale: $(call obj,src/front/scale.c)
$(call obj,src/front/scale.c): SDL_CHECK = @:
$(call obj,src/front/scale.c): SDL_CFLAGS =
# The bar's counters pulsing (pulse.c, no SDL): likewise.
$(BUILD)/tests/test_pulse: $(call obj,src/front/pulse.c)
$(call obj,src/front/pulse.c): SDL_CHECK = @:
$(call obj,src/front/pulse.c): SDL_CFLAGS =

# The portal's answers parsed (desktop.c, no SDL): messages built with
# libdbus, no bus.
$(BUILD)/tests/test_portal: $(call obj,src/front/desktop.c)
$(BUILD)/tests/test_portal: LLK_LIBS += $(DBUS_LIBS)
$(BUILD)/obj/tests/unit/test_portal.o: LLK_CFLAGS += $(DBUS_CFLAGS) -Isrc/front
$(BUILD)/tests/test_speech: $(call obj,src/front/speech.c)
$(BUILD)/tests/test_speech: LLK_LIBS := $(GAME_LIB) $(ENGINE_LIB) $(SPEECH_LIBS) $(LLK_LIBS)
$(BUILD)/obj/tests/unit/test_speech.o: LLK_CFLAGS += -Isrc/front
$(BUILD)/tests/test_speech_race: $(call obj,src/front/speech.c)
$(BUILD)/tests/test_speech_race: LLK_LIBS := $(GAME_LIB) $(ENGINE_LIB) $(SPEECH_LIBS) $(LLK_LIBS)
$(BUILD)/obj/tests/unit/test_speech_race.o: LLK_CFLAGS += -Isrc/front
$(call obj,src/front/desktop.c): SDL_CHECK = @:
$(call obj,src/front/desktop.c): SDL_CFLAGS = $(DBUS_CFLAGS)
$(call obj,src/front/speech.c): SDL_CFLAGS = $(SPEECH_CFLAGS)

# The parser's out-of-memory branches: allocations fail on demand.
$(BUILD)/tests/test_boardfile_oom: LLK_LDFLAGS += -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free
# Dealing ahead when no thread can start: pthread_create fails on demand.
$(BUILD)/tests/test_game_ahead: LLK_LDFLAGS += -Wl,--wrap=pthread_create,--wrap=llk_generate_cancel
# A deal cancelled under way: the flag is set from wrapped engine calls.
$(BUILD)/tests/test_generate_cancel: LLK_LDFLAGS += -Wl,--wrap=llk_solve_memo,--wrap=llk_replay_until

$(BUILD)/locale/%/LC_MESSAGES/lianliankan.mo: po/%.po
	@command -v msgfmt >/dev/null || { echo "make: msgfmt (gettext) is missing; 'make deps' installs it" >&2; exit 1; }
	@mkdir -p $(@D)
	msgfmt --check -o $@.tmp $< && mv $@.tmp $@

pot:
	sh po/make_pot.sh po/lianliankan.pot

# The README's and the metainfo's screenshots, taken by tests/e2e/shots.sh,
# crops of every tile face as drawn on the hard board at 1024x700 and
# 640x400 (tools/tile_crops.sh: $(BUILD)/screenshots/tiles/, not kept),
# and every screen at three sizes in both languages, to look at, into
# $(BUILD)/screenshots/seen/ (tests/e2e/seen.sh, every shot kept).
screenshots: $(BUILD)/.deps-test
	@$(MAKE) --no-print-directory all
	@LLK_BUILD=$(abspath $(BUILD)) LLK=$(abspath $(LLK)) LLK_TOP=$(CURDIR) \
	    LLK_DOCS_SHOTS=$(CURDIR)/docs/screenshots sh tests/e2e/shots.sh
	@LLK_BUILD=$(abspath $(BUILD)) LLK=$(abspath $(LLK)) LLK_TOP=$(CURDIR) \
	    sh tools/tile_crops.sh
	@LLK_BUILD=$(abspath $(BUILD)) LLK=$(abspath $(LLK)) LLK_TOP=$(CURDIR) \
	    LLK_SEEN_KEEP=1 LLK_SEEN_PASSES="640x400:en:0 640x400:zh:0 \
	    1024x700:en:0 1024x700:zh:0 1920x1080:en:0 1920x1080:zh:0" \
	    sh tests/e2e/seen.sh

run: $(BUILD)/.deps-build
	@$(MAKE) --no-print-directory all
	./$(GAME)

# Everything the test runner needs, built into $(BUILD).
test-build: $(PROGRAMS) $(UNIT_BINS) $(if $(FRONT_SRC),$(MO_FILES) $(I18N_CHECK) $(FACES_CHECK) $(SIGNALS_CHECK) $(KEYS_CHECK) $(FLASH_CHECK) $(SCROLL_CHECK) $(REFOCUS_CHECK) $(UISOUND_CHECK) $(TRANSITION_CHECK) $(CONTRAST_CHECK) $(ROUND_CHECK) $(TILE_BODY_CHECK) $(SOUNDS_CHECK) $(SCREEN_STATE_CHECK) $(SEEN_CHECK))

# The unit tests of code that runs threads (the thinker, dealing ahead), built with
# ThreadSanitizer into $(BUILD)/tsan: only they and the libraries.
TSAN_TESTS := test_think test_think_workers test_game_think test_game_ahead test_game_warn test_zen \
              test_speech test_speech_race

test-tsan:
	@$(MAKE) --no-print-directory BUILD=$(BUILD)/tsan TSAN=1 CFLAGS="-O1 -g" \
	    $(patsubst %,$(BUILD)/tsan/tests/%,$(TSAN_TESTS))

# The whole suite, sanitized (in $(BUILD)/san) and plain, several tests at
# once (tests/run.sh, LLK_TEST_LANES), and the threaded unit tests under
# ThreadSanitizer (in $(BUILD)/tsan).
test: $(BUILD)/.deps-test
	@$(MAKE) --no-print-directory -j$(LLK_JOBS) test-build
	@$(MAKE) --no-print-directory -j$(LLK_JOBS) test-build BUILD=$(BUILD)/san SAN=1 CFLAGS="-O1 -g"
	@$(MAKE) --no-print-directory -j$(LLK_JOBS) test-tsan
	@$(MAKE) --no-print-directory -j$(LLK_JOBS) fuzz-build
	@LLK_FUZZ_BUILD=$(BUILD)/fuzz LLK_FUZZ_SECONDS=$(FUZZ_TEST_SECONDS) \
	    sh tests/run.sh $(BUILD)/san $(BUILD) $(BUILD)/tsan

# Engine, game rules and llk only: needs no SDL headers (layering check).
test-core: $(LLK) $(UNIT_BINS)
	@LLK_CORE_ONLY=1 sh tests/run.sh $(BUILD)

# libFuzzer targets: the engine and game libraries and each target built
# with clang, -fsanitize=fuzzer,address,undefined, into $(BUILD)/fuzz.
fuzz-build: $(BUILD)/.deps-test
	@$(MAKE) --no-print-directory fuzz-bins BUILD=$(BUILD)/fuzz CC=$(FUZZ_CC) \
	    CFLAGS="-O1 -g -fsanitize=fuzzer-no-link $(FUZZ_SAN)"

fuzz-bins: $(FUZZ_BINS)

fuzz: fuzz-build
	@sh tests/fuzz/run.sh $(BUILD)/fuzz $(FUZZ_SECONDS)

bench: $(BENCH_BINS) $(BUILD)/bench/seed_pairs $(LLK) $(if $(FRONT_SRC),$(GAME))
	@sh bench/run.sh $(BUILD)

assets:
	@sh scripts/deps.sh build assets
	@sh tools/make_assets.sh

# scripts/install.sh says what goes where. install-only copies what
# $(BUILD) already has (the tests use it on the build they test).
install: all
	@$(MAKE) --no-print-directory install-only

install-only:
	@sh scripts/install.sh install "$(BUILD)" "$(DESTDIR)" "$(BINDIR)" "$(DATADIR)" "$(MANDIR)" \
	    "$(GAMEDATADIR)"

uninstall:
	@sh scripts/install.sh uninstall "$(BUILD)" "$(DESTDIR)" "$(BINDIR)" "$(DATADIR)" "$(MANDIR)" \
	    "$(GAMEDATADIR)"

# The release tarball (scripts/dist.sh says what is in it and how it is
# made the same from the same commit).
dist:
	@sh scripts/dist.sh $(BUILD) $(VERSION)

# The tarball unpacked where no git checkout is, built, and its core suite
# run there (tests/cli/test_dist.sh checks the rest within make test).
test-dist: dist
	@d=$$(mktemp -d) && trap 'rm -rf "$$d"' EXIT && \
	    tar -xzf $(BUILD)/lianliankan-$(VERSION).tar.gz -C "$$d" && \
	    $(MAKE) --no-print-directory -C "$$d/lianliankan-$(VERSION)" -j$(LLK_JOBS) test-core

# The Debian package as a packager builds it: from the release tarball,
# unpacked where no git checkout is around it, with its tests (make
# test-core); then lintian, which must report no error and no warning (the
# info tags left are explained in debian/README.source). Needs dpkg-dev,
# debhelper and lintian (make deps-test installs them).
deb: dist
	@rm -rf $(BUILD)/deb && mkdir -p $(BUILD)/deb
	@d=$$(mktemp -d) && trap 'rm -rf "$$d"' EXIT && \
	    tar -xzf $(BUILD)/lianliankan-$(VERSION).tar.gz -C "$$d" && \
	    (cd "$$d/lianliankan-$(VERSION)" && dpkg-buildpackage -us -uc -b) && \
	    mv "$$d"/*.deb "$$d"/*.changes "$$d"/*.buildinfo $(BUILD)/deb/
	lintian -I --pedantic --fail-on error,warning $(BUILD)/deb/lianliankan_$(VERSION)_*.changes
	@ls $(BUILD)/deb/*.deb

clean:
	rm -rf $(BUILD)

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)
