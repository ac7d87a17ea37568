// Package launch holds what the command line and the app share about
// starting: the screen the main window opens on, the app's id, and the
// headless preparation of exports. main.go hands a Start from the command
// line (app/cli) to the app (walakpussa/app); neither imports the other.
package launch

import (
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/theme"

	"walakpussa/engine"
)

// AppID identifies the app to the system (preferences, storage).
const AppID = "org.walakpussa.studio"

// Start says what the main window opens on: the game, unless Debug names a
// move to open the debugger on.
type Start struct {
	// Debug, when set, opens the debugger on this move.
	Debug *DebugStart
	// Lesson, when set, opens the lesson with this id, at Step (from 1;
	// 0 for the step the learner was last on).
	Lesson string
	Step   int
	// Puzzle, when set, opens the puzzle with this id.
	Puzzle string
	// Language, when set, is the language to speak (the command line's
	// --lang); otherwise the one chosen last time, or the system's.
	Language string
	// Present opens what Start names in presentation mode.
	Present bool
}

// DebugStart is a move to open the debugger on: a position and a hole.
type DebugStart struct {
	Position engine.Position
	Move     engine.Hole
}

// Headless prepares the app for work without a window, such as exports from
// the command line: it creates the Fyne app. Creating the app opens no
// display. The words are in the language i18n speaks.
func Headless() {
	a := fyneapp.NewWithID(AppID)
	a.Settings().SetTheme(theme.DefaultTheme())
	prepareHeadless(a)
}
