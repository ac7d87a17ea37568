#!/usr/bin/env bash
# Real-window smoke test: runs the built app under Xvfb, waits for its window,
# takes a screenshot of the screen and fails if it is blank. It also measures
# the time to the first drawn frame and the CPU the app uses while idle.
# Usage: smoke.sh BINARY SCREENSHOT_DIR
set -euo pipefail
bin=$(realpath "$1")
shots=$2
mkdir -p "$shots"
# Xvfb picks a free display itself and writes its number to displayfile;
# -noreset keeps it from resetting (and refusing clients) each time the
# last client, such as xdpyinfo below, disconnects.
displayfile=$(mktemp)
# The app keeps progress and caches under the user's folders: give it empty
# ones, so the smoke test neither reads nor changes the user's own.
userdirs=$(mktemp -d)
export XDG_CONFIG_HOME="$userdirs/config" XDG_CACHE_HOME="$userdirs/cache" XDG_DATA_HOME="$userdirs/data"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$displayfile" >/dev/null 2>&1 &
xvfb=$!
app=""
cleanup() {
	[ -n "$app" ] && kill "$app" 2>/dev/null || true
	kill "$xvfb" 2>/dev/null || true
	rm -f "$displayfile"
	rm -rf "$userdirs"
}
trap cleanup EXIT
for _ in $(seq 100); do [ -s "$displayfile" ] && break; sleep 0.1; done
[ -s "$displayfile" ] || { echo "smoke: Xvfb did not start"; exit 1; }
export DISPLAY=":$(head -n 1 "$displayfile")"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
xdpyinfo >/dev/null 2>&1 || { echo "smoke: no X server answers on $DISPLAY"; exit 1; }

# blankness prints the standard deviation of the screen's pixels: 0 is blank.
blankness() { convert "$1" -format '%[fx:standard_deviation]' info:; }

# elapsed prints the seconds since $1 (a date +%s.%N reading).
elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }'; }

# shoot NAME [ARGS...]: starts the app with ARGS, waits for its window to be
# mapped, then for a non-blank screen, saves it as NAME.png and leaves the
# app running in $app.
shoot() {
	local name=$1
	shift
	local started visible="" shot="$shots/$name.png"
	started=$(date +%s.%N)
	# shellcheck disable=SC2086 # appenv holds env's arguments, one a word
	env ${appenv:-} "$bin" "$@" >"$shots/$name.log" 2>&1 &
	app=$!
	for _ in $(seq 600); do
		if [ -z "$visible" ] && xdotool search --onlyvisible --name "Walak-pussa" >/dev/null 2>&1; then
			visible=$(elapsed "$started")
		fi
		if [ -n "$visible" ]; then
			import -window root "$shot" 2>/dev/null || true
			if [ -f "$shot" ] && awk -v s="$(blankness "$shot")" 'BEGIN { exit !(s > 0.02) }'; then
				echo "smoke $name: window shown after $visible s, a non-blank screenshot after $(elapsed "$started") s ($shot)"
				return 0
			fi
		fi
		kill -0 "$app" 2>/dev/null || { echo "smoke $name: the app exited early:"; cat "$shots/$name.log"; return 1; }
		sleep 0.05
	done
	echo "smoke $name: no window with a non-blank picture within 30 s"
	cat "$shots/$name.log"
	return 1
}

# idle_cpu prints the CPU share the app used over 5 seconds of idling.
idle_cpu() {
	sleep 2
	local ticks=$(getconf CLK_TCK) before after
	before=$(awk '{print $14 + $15}' "/proc/$app/stat")
	sleep 5
	after=$(awk '{print $14 + $15}' "/proc/$app/stat")
	awk -v a="$before" -v b="$after" -v t="$ticks" 'BEGIN { printf "smoke: idle CPU %.1f%% of one core over 5 s\n", (b - a) * 100 / (t * 5) }'
}

stop() { kill "$app"; wait "$app" 2>/dev/null || true; app=""; }

# geometry prints the size of the app's window, WIDTHxHEIGHT.
geometry() {
	local id
	id=$(xdotool search --onlyvisible --name "Walak-pussa" | head -n 1)
	xwininfo -id "$id" | awk '/Width:/ { w = $2 } /Height:/ { h = $2 } END { print w "x" h }'
}

# present_check presses F5 in the running app (the pointer over its window,
# which then has the keyboard), checks the window fills the screen, takes
# the presentation's screenshot, steps with PageDown, leaves with Esc and
# checks the window has its size back.
present_check() {
	local before screen during after shot="$shots/present.png"
	sleep 1
	before=$(geometry)
	screen=$(xdpyinfo | awk '/dimensions:/ { print $2 }')
	xdotool mousemove 400 400
	xdotool key F5
	for _ in $(seq 50); do
		during=$(geometry)
		[ "$during" = "$screen" ] && break
		sleep 0.1
	done
	sleep 1
	[ "$during" = "$screen" ] || { echo "smoke present: F5 left the window at $during, not the screen's $screen"; return 1; }
	xdotool key Next
	sleep 1
	import -window root "$shot"
	awk -v s="$(blankness "$shot")" 'BEGIN { exit !(s > 0.02) }' || { echo "smoke present: a blank screen"; return 1; }
	xdotool key Escape
	for _ in $(seq 50); do
		after=$(geometry)
		[ "$after" = "$before" ] && break
		sleep 0.1
	done
	[ "$after" = "$before" ] || { echo "smoke present: after Esc the window is $after, not $before as before"; return 1; }
	echo "smoke present: $before, full screen $during, back to $after ($shot)"
}

# new_game_check presses Ctrl+N in the running app and checks that the
# New game dialog covers part of the screen, then takes its screenshot.
new_game_check() {
	local shot="$shots/new-game.png" changed
	xdotool mousemove 400 400
	xdotool key ctrl+n
	sleep 1
	import -window root "$shot"
	changed=$(compare -metric AE "$shots/app.png" "$shot" null: 2>&1 || true)
	awk -v c="$changed" 'BEGIN { exit !(c > 50000) }' || { echo "smoke new-game: Ctrl+N changed $changed pixels: no dialog"; return 1; }
	echo "smoke new-game: Ctrl+N opened the New game dialog ($changed pixels changed, $shot)"
}

shoot app
idle_cpu
new_game_check
stop
# The debugger, opened from the command line on a seven-pearl necklace.
shoot debugger debug --position "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0" N5
stop
# A lesson of the course, opened from the command line, then presented:
# F5 makes the window fill the screen, PageDown steps, Esc gives the
# window its size back.
shoot lesson lesson pearl-necklace
present_check
stop
# The app started in each language's system locale logs no translation
# failure and no missing plural form (Fyne's own dialog words included).
for locale in de_DE pt_BR pt_PT id_ID lv_LV; do
	appenv="-u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=$locale.UTF-8" shoot "lang-$locale"
	stop
	if grep -Ei "translation failure|plural form" "$shots/lang-$locale.log"; then
		echo "smoke lang-$locale: the app logged a translation problem"
		exit 1
	fi
done
# The projector colour scheme, as chosen in an earlier session: the real
# window's picture of it (the -tags ci screenshots keep icons drawn in the
# colour of the theme before a switch).
prefs="$XDG_CONFIG_HOME/fyne/org.walakpussa.studio"
mkdir -p "$prefs"
echo '{"look":"projector"}' >"$prefs/preferences.json"
shoot projector lesson relay
stop
echo "smoke: passed"
