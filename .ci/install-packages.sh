#!/usr/bin/env bash
# Installs the Debian packages named as arguments that are missing, with
# apt-get (through sudo when not root). On other systems it names them.
set -euo pipefail
missing=()
for pkg in "$@"; do
	dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
	echo "Please install these packages (or your system's equivalents) and run make again:" >&2
	echo "  ${missing[*]}" >&2
	echo "Fyne needs a C compiler, pkg-config, and the OpenGL and X11 development headers." >&2
	exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
