#!/usr/bin/env bash
# Tests what `make package` made, as a teacher would use it, in a temporary
# folder (nothing is installed on this system):
#   - the Linux archive unpacks; its Makefile installs with `make install`
#     (DESTDIR) and `make user-install` (HOME) into that folder; the
#     installed app runs `walakpussa --help`; the desktop entry is valid and
#     names the installed binary and icon;
#   - the .exe is a Windows GUI program for amd64 with the icon and the name
#     and version of FyneApp.toml (.ci/pecheck.go).
# Usage: package-test.sh ARCHIVE.tar.xz PROGRAM.exe
set -euo pipefail
archive=$(realpath "$1")
exe=$(realpath "$2")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() { echo "package-test: $*" >&2; exit 1; }

# toml KEY: the string or number value of KEY in FyneApp.toml's [Details].
toml() { sed -n "s/^$1 = \"\{0,1\}\([^\"]*\)\"\{0,1\}$/\1/p" FyneApp.toml; }
name=$(toml Name)
id=$(toml ID)
version="$(toml Version).$(toml Build)"
[ -n "$name" ] && [ -n "$id" ] && [ "$version" != "." ] || fail "FyneApp.toml lacks Name, ID, Version or Build"

# check_install ROOT BINDIR APPSDIR ICONDIR EXEC: the app, its desktop entry
# and its icon are where the Makefile put them under ROOT, the app answers
# --help, and the entry runs EXEC and shows that icon.
check_install() {
	local root=$1 bin=$1$2/walakpussa desktop=$1$3/$id.desktop icon=$1$4/$id.png want=$5
	for f in "$bin" "$desktop" "$icon"; do
		[ -f "$f" ] || fail "${f#"$tmp"/} not installed; installed: $(cd "$root" && find . -type f | tr '\n' ' ')"
	done
	[ -x "$bin" ] || fail "${bin#"$tmp"/} is not executable"
	file "$icon" | grep -q "PNG image data" || fail "${icon#"$tmp"/} is not a PNG"
	local help status=0
	help=$(env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=en_US.UTF-8 "$bin" --help 2>&1) || status=$?
	[ "$status" -eq 0 ] || fail "${bin#"$tmp"/} --help exited $status: $help"
	grep -q "^Usage:" <<<"$help" || fail "${bin#"$tmp"/} --help printed no usage text: $help"
	grep -q "walakpussa lessons check" <<<"$help" || fail "${bin#"$tmp"/} --help does not list the commands: $help"
	desktop-file-validate "$desktop" || fail "${desktop#"$tmp"/} is not a valid desktop entry"
	local exec iconname
	exec=$(sed -n 's/^Exec=//p' "$desktop")
	iconname=$(sed -n 's/^Icon=//p' "$desktop")
	grep -qx "Name=$name" "$desktop" || fail "${desktop#"$tmp"/} does not name the app $name"
	[ "$exec" = "$want" ] || fail "${desktop#"$tmp"/} runs '$exec', want '$want'"
	[ "$iconname" = "$id" ] || fail "${desktop#"$tmp"/} shows icon '$iconname', installed is $id.png"
	echo "package-test: installed under ${root#"$tmp"/}: ${bin#"$root"}, --help gives the usage; the desktop entry runs '$exec', icon $iconname"
}

# The archive holds one folder with the Makefile and the usr tree.
mkdir "$tmp/unpacked"
tar -xJf "$archive" -C "$tmp/unpacked" || fail "$archive does not unpack"
src=$tmp/unpacked/walakpussa
[ -f "$src/Makefile" ] || fail "no walakpussa/Makefile in $archive: $(tar -tJf "$archive" | tr '\n' ' ')"

# A system install, as `sudo make install` does, but into DESTDIR. The
# Makefile takes PREFIX /usr/local when DESTDIR has that folder, else /usr.
make -s -C "$src" install DESTDIR="$tmp/system" >/dev/null || fail "make install DESTDIR=... failed"
check_install "$tmp/system" /usr/bin /usr/share/applications /usr/share/pixmaps walakpussa

# A user install, as `make user-install` does, into a temporary home.
make -s -C "$src" user-install HOME="$tmp/home" >/dev/null || fail "make user-install HOME=... failed"
check_install "$tmp/home" /.local/bin /.local/share/applications /.local/share/icons "$tmp/home/.local/bin/walakpussa"

# The Windows program.
file "$exe" | grep -q "PE32+ executable (GUI) x86-64" || fail "$exe is not a 64-bit Windows GUI program: $(file "$exe")"
go run .ci/pecheck.go "$exe" "$name" "$version" || fail "$exe is not the Windows program wanted (see above)"
echo "package-test: passed"
