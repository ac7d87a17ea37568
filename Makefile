# Walak-pussa Studio: the two commands are `make run` and `make test`.
# Both install what they need on Debian or Ubuntu (apt-get, with sudo when
# not root) and say what to install on other systems.

SHELL := /bin/bash
export PATH := $(PATH):/usr/local/go/bin
# Fyne logs a locale error when LANG is empty, C or POSIX (C.UTF-8 too).
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

.PHONY: run build test deps test-deps vet unit property lessons smoke screenshots bench clean

run: deps build
	./$(BIN)

build: deps
	go build -o $(BIN) .

deps:
	@bash .ci/install-packages.sh $(BUILD_PACKAGES)

test-deps:
	@bash .ci/install-packages.sh $(BUILD_PACKAGES) $(TEST_PACKAGES)

test: test-deps vet unit property lessons smoke
	@echo "make test: all checks passed"

vet:
	@unformatted=$$(gofmt -l .); if [ -n "$$unformatted" ]; then echo "not gofmt-clean: $$unformatted"; exit 1; fi
	go vet ./...
	CGO_ENABLED=0 go vet -tags ci ./...

# Unit tests and headless UI tests (Fyne's test driver, -tags ci) with the
# race detector. WALAK_REQUIRE_TOOLS makes the tests that need an outside
# tool (pdfinfo, pdffonts, pdftotext) fail when it is missing, not skip.
unit:
	WALAK_REQUIRE_TOOLS=1 CGO_ENABLED=1 go test -race -tags ci -count=1 ./...

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

# The README's screenshots and more views, rendered in software (-tags ci,
# no display needed): the README's under build/screenshots/readme, to copy
# to assets/screenshots.
screenshots:
	CGO_ENABLED=0 go run -tags ci ./app/screenshots $(BUILD)/screenshots

bench:
	go test -run '^$$' -bench . -benchmem ./...

clean:
	rm -rf $(BUILD)
