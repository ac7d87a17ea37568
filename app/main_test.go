package app

import (
	"os"
	"testing"

	"fyne.io/fyne/v2/lang"

	"walakpussa/assets"
)

// TestMain loads the app's translations, as Run does, so that every string
// the tests compare comes from en.json.
func TestMain(m *testing.M) {
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}
