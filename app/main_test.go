package app

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"walakpussa/engine"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"walakpussa/assets"
)

// TestMain loads the app's translations, as Run does, so that every string
// the tests compare comes from en.json. The computer and the coach search
// without the endgame table, so that no test waits for it to build.
func TestMain(m *testing.M) {
	appEndgame = &endgameLoader{}
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// mustParse reads a position written in the notation.
func mustParse(t *testing.T, s string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(s)
	require.NoError(t, err)
	return p
}

// newTestMainWindow opens the main window in a test app whose storage is a
// fresh folder of the test's own: the test driver keeps it in os.TempDir,
// which would otherwise share progress.json between tests and runs.
func newTestMainWindow(t *testing.T) *mainWindow {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	return newMainWindow(test.NewTempApp(t))
}
