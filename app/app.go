// Package app is the composition root of Walak-pussa Studio's Fyne front
// end: it starts the app, builds the main window with its tabs and menus,
// routes keys to the view in front, wires the features (play, debugger,
// course, help) to each other through callbacks, and loads the endgame
// table. The features live in packages of their own below it.
package app

import (
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"walakpussa/app/launch"
	"walakpussa/app/ui"
	"walakpussa/assets"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine/atomicfile"
	"walakpussa/engine/search"
)

// Run opens the main window on start and returns when it is closed.
func Run(start launch.Start) error {
	a := fyneapp.NewWithID(launch.AppID)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.IconPNG))
	if !ui.SaveFilesWhole() {
		fyne.LogError("saving files whole", errNoFileRepository)
	}
	language := start.Language
	if language == "" {
		language = startLanguage(a)
	}
	if err := useLanguage(language); err != nil {
		return sentence.Errorf("loading translations: %v", err)
	}
	// Temporary files left by a program killed while it wrote go.
	atomicfile.RemoveStale(a.Storage().RootURI().Path(), staleAge)
	endgames := newEndgameLoader(search.DefaultEndgameSeeds)
	defer endgames.stop() // the window is closed: a table being built is dropped
	m := newMainWindow(a, endgames.get)
	if err := m.open(start); err != nil {
		return err
	}
	m.window.ShowAndRun()
	return nil
}

// errNoFileRepository: Fyne's repository of file: URIs could not be
// wrapped, so its save dialogs write files as Fyne does.
var errNoFileRepository = sentence.Errorf("the file repository cannot be wrapped")

// staleAge is how old a temporary file of atomicfile must be before a
// start removes it: a day, so that another window writing now keeps its own.
const staleAge = 24 * time.Hour

// open brings what start names to the front.
func (m *mainWindow) open(start launch.Start) error {
	switch {
	case start.Debug != nil:
		if err := m.debugger.Open(start.Debug.Position, start.Debug.Move); err != nil {
			return err
		}
		m.showDebugger()
	case start.Lesson != "":
		if err := m.openLessonAt(start.Lesson, start.Step); err != nil {
			return err
		}
	case start.Puzzle != "":
		if err := m.openPuzzle(start.Puzzle); err != nil {
			return err
		}
	}
	if start.Present {
		m.startPresenting()
	}
	return nil
}
