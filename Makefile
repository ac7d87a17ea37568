# Walak-pussa Studio: the two commands are `make run` and `make test`.
# Both install what they need on Debian or Ubuntu (apt-get, with sudo when
# not root) and say what to install on other systems.

SHELL := /bin/bash
export PATH := $(PATH):/usr/local/go/bin
# Fyne logs a locale error as a program starts when the locale is C.UTF-8
# or names a language it does not know. walakpussa itself settles the locale
# first (app/launch/locale, imported by main.go); the test binaries do not
# link main.go, so they get en_US.UTF-8 when LANG names no language.
ifeq ($(strip $(filter-out C C.% POSIX POSIX.%,$(LANG))),)
override LANG := en_US.UTF-8
endif
export LANG

BUILD := build
BIN := $(BUILD)/walakpussa

# Packages to build the app (Fyne needs cgo, OpenGL and X11 headers).
BUILD_PACKAGES := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev \
	libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev
# Packages for the real-window test: a virtual X server, a software GL
# driver, window tools and ImageMagick for the screenshot; poppler's tools
# to read the printed worksheets back.
TEST_PACKAGES := xvfb libgl1-mesa-dri x11-utils xdotool imagemagick poppler-utils
# Packages for `make package`: the mingw-w64 C compiler that cross-compiles
# the Windows .exe, xz for the Linux archive, and for its test `file` and
# the desktop-entry validator.
PACKAGE_PACKAGES := gcc-mingw-w64-x86-64 xz-utils file desktop-file-utils

# Fyne's packager, fyne.io/tools v1.7.4, pinned as a tool in .ci/tools.mod
# rather than go.mod: it requires a newer Fyne than the app's v2.7.1, and a
# tool line in go.mod would upgrade the app with it. `go tool` builds the
# packager itself without cgo, so that the mingw-w64 CC of the Windows
# build is not used for it; the packager turns cgo on for the app it builds.
FYNE := CGO_ENABLED=0 go tool -modfile=$(CURDIR)/.ci/tools.mod fyne
PACKAGE := $(BUILD)/package
PACKAGE_SRC := $(BUILD)/package-src

.PHONY: run build test deps test-deps package-deps vet unit property lessons smoke package package-test screenshots bench clean

run: deps build
	./$(BIN)

build: deps
	go build -o $(BIN) .

deps:
	@bash .ci/install-packages.sh $(BUILD_PACKAGES)

test-deps:
	@bash .ci/install-packages.sh $(BUILD_PACKAGES) $(TEST_PACKAGES) $(PACKAGE_PACKAGES)

package-deps:
	@bash .ci/install-packages.sh $(BUILD_PACKAGES) $(PACKAGE_PACKAGES)

test: test-deps vet unit property lessons smoke package-test
	@echo "make test: all checks passed"

vet:
	@unformatted=$$(gofmt -l .); if [ -n "$$unformatted" ]; then echo "not gofmt-clean: $$unformatted"; exit 1; fi
	go vet ./...
	CGO_ENABLED=0 go vet -tags ci ./...
	go vet .ci/pecheck.go
	cd app/launch/locale && go vet ./...

# Unit tests and headless UI tests (Fyne's test driver, -tags ci) with the
# race detector. WALAK_REQUIRE_TOOLS makes the tests that need an outside
# tool (pdfinfo, pdffonts, pdftotext) fail when it is missing, not skip. The
# timeout is Go's default of 10 minutes a package raised: the race detector
# on a busy 2-core machine takes several minutes over the course's views.
# app/launch/locale is a module of its own: ./... does not reach it.
unit:
	WALAK_REQUIRE_TOOLS=1 CGO_ENABLED=1 go test -race -tags ci -count=1 -timeout 30m ./...
	cd app/launch/locale && go test -count=1 ./...

# The engine's property tests at full scale (a million random positions)
# and the computer's strength matches, which the race detector makes too slow.
property:
	go test -count=1 -run 'Property|Million|Strength' ./engine/...

# The built-in course passes the same validation teachers run on theirs.
lessons: build
	./$(BIN) lessons check

# The built app in a real window under Xvfb: a screenshot that must not be
# blank, kept under build/screenshots.
smoke: build
	bash .ci/smoke.sh $(BIN) $(BUILD)/screenshots

# What a teacher installs on machines without Go, made by Fyne's packager
# from FyneApp.toml: a Linux archive of the built app with its icon, desktop
# entry and a Makefile that installs them, and a Windows .exe cross-compiled
# with mingw-w64, with its icon, version and product name. The packager
# works on a copy of the sources: it writes files beside them while it
# builds (fyne.syso, fyne_metadata_init.go, the .exe) and adds one to Build
# in FyneApp.toml.
package: package-deps build
	rm -rf $(PACKAGE) $(PACKAGE_SRC)
	mkdir -p $(PACKAGE) $(PACKAGE_SRC)
	tar -c --exclude=./$(BUILD) --exclude=./.git . | tar -x -C $(PACKAGE_SRC)
	cd $(PACKAGE) && $(FYNE) package --os linux --exe $(CURDIR)/$(BIN) --src $(CURDIR)/$(PACKAGE_SRC)
	mv "$(PACKAGE)/Walak-pussa Studio.tar.xz" $(PACKAGE)/walakpussa-linux-amd64.tar.xz
	cp FyneApp.toml $(PACKAGE_SRC)/  # with the Build the Linux packaging raised
	cd $(PACKAGE_SRC) && GOARCH=amd64 CC=x86_64-w64-mingw32-gcc $(FYNE) package --os windows --release
	mv "$(PACKAGE_SRC)/Walak-pussa Studio.exe" $(PACKAGE)/walakpussa.exe
	rm -rf $(PACKAGE_SRC)

# The packages work: the archive installs into a temporary folder, the
# installed app answers --help, and the .exe is a Windows GUI program with
# its icon.
package-test: package
	bash .ci/package-test.sh $(PACKAGE)/walakpussa-linux-amd64.tar.xz $(PACKAGE)/walakpussa.exe

# The README's screenshots and more views, rendered in software (-tags ci,
# no display needed) by a test of the app that runs only when
# WALAK_SCREENSHOTS names a folder: the README's under
# build/screenshots/readme, to copy to assets/screenshots.
screenshots:
	WALAK_SCREENSHOTS=$(abspath $(BUILD))/screenshots CGO_ENABLED=0 go test -tags ci -count=1 -timeout 30m -run '^TestScreenshots$$' ./app

bench:
	go test -run '^$$' -bench . -benchmem ./...

clean:
	rm -rf $(BUILD)
