package app

import (
	"errors"
	"io/fs"
	"os"
	"path"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"walakpussa/assets"
	"walakpussa/assets/i18n"
)

// languagePreference is the preference that keeps the language chosen.
const languagePreference = "language"

// startLanguage is the language the app starts in: the one chosen last
// time, else the system's.
func startLanguage(a fyne.App) string {
	if code := a.Preferences().String(languagePreference); i18n.Known(code) {
		return code
	}
	return i18n.System()
}

// useLanguage makes the program speak the language code: our words through
// i18n, and the words of Fyne's own dialogs (Cancel, Open, Save…) through
// Fyne's localizer, which reads the language from the environment: LANGUAGE
// names it on Linux and the BSDs (on Windows and macOS Fyne's dialogs keep
// the system's language). The words of Fyne's dialogs in the languages Fyne
// has none of come from assets/translations/fyne.
func useLanguage(code string) error {
	if err := i18n.Use(code); err != nil {
		return err
	}
	code = i18n.Current()
	if err := os.Setenv("LANGUAGE", code); err != nil {
		return err
	}
	words, err := assets.Translations.ReadFile(path.Join("translations", "fyne", code+".json"))
	if errors.Is(err, fs.ErrNotExist) {
		words, err = []byte("{}"), nil // Fyne ships this language itself
	}
	if err != nil {
		return err
	}
	return lang.AddTranslationsForLocale(words, fyne.Locale(code))
}
