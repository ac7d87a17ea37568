package app

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"walakpussa/app/internal/testkit"
)

func TestMain(m *testing.M) { testkit.Main(m) }

// newTestMainWindow opens the main window in a test app whose storage is a
// fresh folder of the test's own (the test driver keeps it in os.TempDir,
// which would otherwise share progress.json between tests and runs). The
// computer and the coach search without the endgame table, so that no test
// waits for it to build.
func newTestMainWindow(t *testing.T) *mainWindow {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	m := newMainWindow(test.NewTempApp(t), newEndgameLoader(0).get)
	m.present.After = now
	return m
}

// now runs f at once, on the test's goroutine, in place of a timer.
func now(_ time.Duration, f func()) func() {
	f()
	return func() {}
}

// openLesson brings the lesson with the given id to the front, at the step
// the learner was last on, as the command line's lesson ID does.
func (m *mainWindow) openLesson(id string) error { return m.openLessonAt(id, 0) }

// Presenting reports whether the window is in presentation mode.
func (m *mainWindow) Presenting() bool { return m.present.On() }
