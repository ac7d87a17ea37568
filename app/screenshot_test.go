//go:build ci

package app

import (
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/require"

	"walakpussa/assets"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// TestScreenshots renders the main window with the software painter and
// writes PNGs to the folder named by WALAK_SCREENSHOTS, to look at:
//
//	WALAK_SCREENSHOTS=$PWD/build/screenshots go test -tags ci -run Screenshots ./app/
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("WALAK_SCREENSHOTS")
	if dir == "" {
		t.Skip("set WALAK_SCREENSHOTS to a folder to write screenshots")
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	a := fyneapp.NewWithID(AppID)
	require.NoError(t, lang.AddTranslationsFS(assets.Translations, "translations"))
	m := newMainWindow(a)
	w, view := m.window, m.game
	defer w.Close()
	var pending []func()
	view.after = func(_ time.Duration, f func()) func() {
		pending = append(pending, f)
		return func() {}
	}
	step := func(n int) {
		for range n {
			next := pending[len(pending)-1]
			pending = nil
			next()
		}
	}
	shot := func(name string) {
		f, err := os.Create(filepath.Join(dir, name+".png"))
		require.NoError(t, err)
		defer f.Close()
		require.NoError(t, png.Encode(f, w.Canvas().Capture()))
	}
	w.Resize(fyne.NewSize(1000, 700))
	shot("1-start")
	view.Play(engine.HoleOf(engine.South, 1))
	step(8) // lift, four drops, relay, two drops of lap 2
	shot("2-mid-move")
	for len(view.board.State().Marked) == 0 {
		step(1) // on to the capture of N2
	}
	shot("3-capture")
	view.FinishAnimation()
	shot("4-after-S1")
	view.Play(engine.HoleOf(engine.South, 2))
	shot("5-not-yours")
	view.game = engine.NewGame(engine.Standard(), mustParse(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26"))
	view.settle("")
	view.Play(engine.HoleOf(engine.South, 2))
	view.FinishAnimation()
	shot("6-round-over")
	w.Resize(fyne.NewSize(700, 500))
	shot("7-small")
}

// TestDebuggerScreenshots writes the debugger at the start of a move, in a
// relay, in a capture chain and at an endless move.
func TestDebuggerScreenshots(t *testing.T) {
	m, shot := screenshotWindow(t)
	m.showDebugger()
	v := m.debugger
	v.Seek(8)
	shot("debug-1-relay")
	require.NoError(t, v.OpenText("5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5"))
	v.ToggleHoleBreak(engine.HoleOf(engine.South, 3))
	for range 4 {
		v.NextCapture()
	}
	shot("debug-2-chain")
	require.NoError(t, v.OpenText("0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0", "S4"))
	v.ToEnd()
	shot("debug-3-endless")
}

// TestLessonScreenshots writes a lesson step of each kind and a puzzle.
func TestLessonScreenshots(t *testing.T) {
	m, shot := screenshotWindow(t)
	require.NoError(t, m.openLesson("relay"))
	for k, step := range m.lessons.lesson.Steps {
		m.lessons.goTo(k)
		shot("lesson-relay-" + strconv.Itoa(k+1) + "-" + step.Kind.String())
	}
	require.NoError(t, m.openPuzzle("pearls-1"))
	m.puzzles.view.showHint()
	shot("puzzle-hint")
}

// screenshotWindow returns the main window in a software-rendered app, and
// a function that saves what it shows as NAME.png in the folder named by
// WALAK_SCREENSHOTS; without it the test is skipped.
func screenshotWindow(t *testing.T) (*mainWindow, func(name string)) {
	dir := os.Getenv("WALAK_SCREENSHOTS")
	if dir == "" {
		t.Skip("set WALAK_SCREENSHOTS to a folder to write screenshots")
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	a := fyneapp.NewWithID(AppID)
	require.NoError(t, lang.AddTranslationsFS(assets.Translations, "translations"))
	m := newMainWindow(a)
	t.Cleanup(m.window.Close)
	m.window.Resize(fyne.NewSize(1100, 760))
	return m, func(name string) {
		f, err := os.Create(filepath.Join(dir, name+".png"))
		require.NoError(t, err)
		defer f.Close()
		require.NoError(t, png.Encode(f, m.window.Canvas().Capture()))
	}
}

// TestComputerScreenshots writes the game against the computer while it
// thinks, and the tutor's warning.
func TestComputerScreenshots(t *testing.T) {
	m, shot := screenshotWindow(t)
	v := m.game
	v.SetPace(Pace{})
	var pending []func() func()
	v.computer.background = func(work func() func()) { pending = append(pending, work) }
	v.SetLevel(3)
	v.Play(engine.HoleOf(engine.South, 1))
	shot("computer-thinking")
	pending[0]()()
	v.computer.background = func(work func() func()) { work()() }
	v.coach.tutor.SetChecked(true)
	values := search.Evaluate(engine.Standard(), v.Game().Position(), search.Options{Depth: 8, History: v.Game().History()})
	v.tap(values[len(values)-1].Move)
	shot("tutor-warning")
}

// TestPuzzleCollectionScreenshot writes the puzzles list with themes and a
// win-in puzzle of the collection.
func TestPuzzleCollectionScreenshot(t *testing.T) {
	m, shot := screenshotWindow(t)
	require.NoError(t, m.openPuzzle("win-1"))
	m.puzzles.list.ScrollTo(m.puzzles.list.Length() - 20)
	shot("puzzle-collection")
}

// TestHelpScreenshot writes the Help window on the teacher's guide.
func TestHelpScreenshot(t *testing.T) {
	screenshotWindow(t) // the app, translations and the folder
	w := ShowHelpWindow(fyne.CurrentApp(), "teachers-guide")
	defer w.Close()
	w.Resize(fyne.NewSize(1000, 720))
	f, err := os.Create(filepath.Join(os.Getenv("WALAK_SCREENSHOTS"), "help.png"))
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, w.Canvas().Capture()))
}
