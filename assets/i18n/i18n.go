// Package i18n serves the program's words in the language the user chose:
// English, German, Portuguese, Indonesian or Latvian. It is a thin
// localizer on go-i18n over the JSON files of assets/translations (the
// format Fyne reads: the English text is the key, plural entries carry the
// CLDR forms their language needs). The language can change at any time;
// every call after the change speaks the new one. It imports nothing from
// Fyne.
package i18n

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/jeandeaual/go-locale"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"walakpussa/assets"
	"walakpussa/assets/i18n/sentence"
)

// English is the language of the master texts, and the fallback.
const English = "en"

// Language is one language the program speaks.
type Language struct {
	// Code is its code: "en", "de", "pt", "id" or "lv".
	Code string
	// Name is its name in itself: "Deutsch", "Latviešu", …
	Name string
}

// Languages lists the languages the program speaks, English first.
func Languages() []Language {
	return []Language{
		{English, "English"},
		{"de", "Deutsch"},
		{"pt", "Português"},
		{"id", "Bahasa Indonesia"},
		{"lv", "Latviešu"},
	}
}

// Known reports whether code is one of Languages.
func Known(code string) bool {
	for _, l := range Languages() {
		if l.Code == code {
			return true
		}
	}
	return false
}

// Match returns the language the program speaks for a system locale such
// as "de_AT.UTF-8", "pt-BR" or "lv": the one of Languages with the same
// base language (so Brazilian and European Portuguese both get "pt", and
// Austrian and Swiss German "de"), or "" when there is none.
func Match(locale string) string {
	base := strings.ToLower(locale)
	if i := strings.IndexAny(base, "_-.@"); i >= 0 {
		base = base[:i]
	}
	if Known(base) {
		return base
	}
	return ""
}

// System returns the language of the system: the first of the user's
// locales the program speaks (on Linux LANGUAGE, then LC_ALL, LC_MESSAGES
// and LANG, as gettext reads them; on Windows and macOS the OS setting),
// else English.
func System() string {
	locales, _ := locale.GetLocales()
	for _, l := range locales {
		if code := Match(l); code != "" {
			return code
		}
	}
	return English
}

// catalog holds every message of every language, read once.
var catalog = sync.OnceValues(func() (*i18n.Bundle, error) {
	bundle := i18n.NewBundle(language.English)
	bundle.RegisterUnmarshalFunc("json", json.Unmarshal)
	for _, l := range Languages() {
		name := path.Join("translations", l.Code+".json")
		data, err := assets.Translations.ReadFile(name)
		if errors.Is(err, fs.ErrNotExist) && l.Code != English {
			continue // speaks English; the translation tests fail on it
		}
		if err != nil {
			return nil, err
		}
		if _, err := bundle.ParseMessageFileBytes(data, pluralName(l.Code)); err != nil {
			return nil, err
		}
	}
	return bundle, nil
})

// pluralName is the file name go-i18n reads a language's messages under:
// its tag picks the plural rules. Portuguese is read as European
// Portuguese, whose rules give 0 the plural ("0 sementes") as both Brazil
// and Portugal write it; CLDR's rules for Brazil put 0 with 1.
func pluralName(code string) string {
	if code == "pt" {
		return "pt-PT.json"
	}
	return code + ".json"
}

// speaker is the language in use and its localizer.
type speaker struct {
	code      string
	localizer *i18n.Localizer
}

// Speaker speaks one language, whatever the language in use: the lessons'
// own messages are written in English for the lesson files and the
// command line, and in the language in use for the learner.
type Speaker struct{ s *speaker }

// In returns a Speaker of the language code (one of Languages; anything
// else speaks English).
func In(code string) Speaker {
	s, err := newSpeaker(code)
	if err != nil {
		return Speaker{&speaker{code: English}}
	}
	return Speaker{s}
}

// newSpeaker returns a speaker of the language code (one of Languages;
// anything else speaks English), or why the translation files cannot be
// read.
func newSpeaker(code string) (*speaker, error) {
	bundle, err := catalog()
	if err != nil {
		return nil, err
	}
	if !Known(code) {
		code = English
	}
	return &speaker{code: code, localizer: i18n.NewLocalizer(bundle, code, English)}, nil
}

// L is the package's L in the Speaker's language.
func (sp Speaker) L(key string, data ...any) string { return sp.s.localize(key, 0, false, data) }

// N is the package's N in the Speaker's language.
func (sp Speaker) N(key string, count int, data ...any) string {
	return sp.s.localize(key, count, true, data)
}

// current is the language every call speaks; English until Use.
var current atomic.Pointer[speaker]

// Use makes every later call speak the language code (one of Languages;
// anything else speaks English). It fails only when the translation files
// cannot be read.
func Use(code string) error {
	s, err := newSpeaker(code)
	if err != nil {
		return err
	}
	current.Store(s)
	return nil
}

// InUse returns a Speaker of the language in use.
func InUse() Speaker { return Speaker{now()} }

// Current returns the code of the language in use.
func Current() string { return now().code }

// now returns the language in use, English when Use was never called.
func now() *speaker {
	if s := current.Load(); s != nil {
		return s
	}
	_ = Use(English)
	if s := current.Load(); s != nil {
		return s
	}
	return &speaker{code: English}
}

// L returns the message whose English text is key in the language in use,
// its {{.Name}} placeholders filled from data[0] (a map).
func L(key string, data ...any) string { return now().localize(key, 0, false, data) }

// N is L for a message with plural forms: count picks the form.
func N(key string, count int, data ...any) string { return now().localize(key, count, true, data) }

// localize looks key up; a message missing in the language falls back to
// the English text (the translation tests make sure none is missing).
func (s *speaker) localize(key string, count int, plural bool, data []any) string {
	config := &i18n.LocalizeConfig{DefaultMessage: &i18n.Message{ID: key, Other: key}}
	if len(data) > 0 {
		config.TemplateData = data[0]
	}
	if plural {
		config.PluralCount = count
	}
	if s.localizer == nil {
		return key
	}
	text, _ := s.localizer.Localize(config) // a missing message gives the English text
	if text == "" {
		return key
	}
	return text
}

// F returns the translation of the fmt format, in the language in use,
// filled from args: each sentence.Teller among them is said in the same
// language. A translation may take the arguments in another order with
// explicit indexes, as in "%[2]s … %[1]d".
func F(format string, args ...any) string { return now().sayf(format, args...) }

// F is the package's F in the Speaker's language.
func (sp Speaker) F(format string, args ...any) string { return sp.s.sayf(format, args...) }

// Say returns err in the language in use: a sentence.Teller in
// translation, any other error in its own words.
func Say(err error) string { return now().say(err) }

// Say is the package's Say in the Speaker's language.
func (sp Speaker) Say(err error) string { return sp.s.say(err) }

// Language is the code of the Speaker's language.
func (sp Speaker) Language() string { return sp.s.code }

// say tells err in the speaker's language.
func (s *speaker) say(err error) string {
	if t, ok := err.(sentence.Teller); ok {
		return t.Tell(Speaker{s})
	}
	return err.Error()
}

// sayf fills the translation of format from args.
func (s *speaker) sayf(format string, args ...any) string {
	told := make([]any, len(args))
	for i, a := range args {
		if t, ok := a.(sentence.Teller); ok {
			a = t.Tell(Speaker{s})
		}
		told[i] = a
	}
	return fmt.Sprintf(s.localize(format, 0, false, nil), told...)
}
