// Package app is the composition root of Walak-pussa Studio's Fyne front
// end: it starts the app, builds the main window with its tabs and menus,
// routes keys to the view in front, wires the features (play, debugger,
// course, help) to each other through callbacks, and loads the endgame
// table. The features live in packages of their own below it.
package app

import (
	"os"
	"strings"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/theme"

	"walakpussa/assets"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// AppID identifies the app to the system (preferences, storage).
const AppID = "org.walakpussa.studio"

// Start says what the main window opens on: the game, unless Debug names a
// move to open the debugger on.
type Start struct {
	// Debug, when set, opens the debugger on this move.
	Debug *DebugStart
	// Lesson, when set, opens the lesson with this id.
	Lesson string
	// Puzzle, when set, opens the puzzle with this id.
	Puzzle string
	// Language, when set, is the language to speak (the command line's
	// --lang); otherwise the one chosen last time, or the system's.
	Language string
}

// DebugStart is a move to open the debugger on: a position and a hole.
type DebugStart struct {
	Position engine.Position
	Move     engine.Hole
}

// Run opens the main window on start and returns when it is closed.
func Run(start Start) error {
	ensureLang()
	a := fyneapp.NewWithID(AppID)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.IconPNG))
	language := start.Language
	if language == "" {
		language = startLanguage(a)
	}
	if err := useLanguage(language); err != nil {
		return sentence.Errorf("loading translations: %v", err)
	}
	m := newMainWindow(a, newEndgameLoader(search.DefaultEndgameSeeds).get)
	if err := m.open(start); err != nil {
		return err
	}
	m.window.ShowAndRun()
	return nil
}

// open brings what start names to the front.
func (m *mainWindow) open(start Start) error {
	switch {
	case start.Debug != nil:
		if err := m.debugger.Open(start.Debug.Position, start.Debug.Move); err != nil {
			return err
		}
		m.showDebugger()
	case start.Lesson != "":
		return m.openLesson(start.Lesson)
	case start.Puzzle != "":
		return m.openPuzzle(start.Puzzle)
	}
	return nil
}

// ensureLang sets LANG to en_US.UTF-8 when it names no language (empty, C,
// POSIX, C.UTF-8): Fyne cannot find a locale there and logs an error.
func ensureLang() {
	value := os.Getenv("LANG")
	base, _, _ := strings.Cut(value, ".")
	if base == "" || base == "C" || base == "POSIX" {
		_ = os.Setenv("LANG", "en_US.UTF-8")
	}
}

// Headless prepares the app for work without a window, such as exports from
// the command line: it creates the Fyne app. Creating the app opens no
// display. The words are in the language i18n speaks.
func Headless() {
	ensureLang()
	a := fyneapp.NewWithID(AppID)
	a.Settings().SetTheme(theme.DefaultTheme())
	prepareHeadless(a)
}
