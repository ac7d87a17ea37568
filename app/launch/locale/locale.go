// Package locale settles the locale environment before Fyne reads it, so
// that no command of walakpussa prints Fyne's "Error parsing user locale"
// on stderr, whatever LANG says.
//
// Fyne's lang package reads the user's locales in its init, as
// github.com/jeandeaual/go-locale finds them on Linux and the BSDs: the
// first of LC_ALL, LC_MESSAGES and LANG that is set, unless it is exactly C
// or POSIX; else the list in LANGUAGE when that is set. It parses each with
// golang.org/x/text/language and logs an error for every one that does not
// parse: C.UTF-8 (Debian's and Docker's default), a language x/text does
// not know (xx_YY.UTF-8) or a modifier (de_DE@euro). Importing this package
// changes only what would fail: an entry of LANGUAGE becomes its language
// alone when that parses and is dropped otherwise; a messages locale
// becomes its language alone, or C. The messages locale set so is
// LC_MESSAGES, or LC_ALL when LC_ALL is the one set. Nothing changes for a
// locale that parses. On Windows and macOS go-locale asks the system, and
// what the environment says does not matter.
//
// The package must run before Fyne's lang package: its import path sorts
// before fyne.io/..., and Go initialises packages in the order of their
// import paths among those whose imports are done. main imports it.
package locale

import (
	"os"
	"strings"

	"golang.org/x/text/language"
)

func init() { settle(os.Getenv, os.Setenv) }

// settle changes the locale environment read through getenv, with setenv,
// so that every locale go-locale finds there parses (see the package
// comment).
func settle(getenv func(string) string, setenv func(string, string) error) {
	name, value := messagesLocale(getenv)
	if value == "C" || value == "POSIX" {
		return
	}
	if languages := getenv("LANGUAGE"); languages != "" {
		kept := settledList(languages)
		if kept != languages {
			_ = setenv("LANGUAGE", kept)
		}
		if kept != "" {
			return
		}
	}
	if value == "" || parses(value) {
		return
	}
	settled := languageOf(value)
	if !parses(settled) {
		settled = "C"
	}
	if name != "LC_ALL" {
		name = "LC_MESSAGES" // comes before LANG, and leaves the other categories alone
	}
	_ = setenv(name, settled)
}

// messagesLocale is the first of LC_ALL, LC_MESSAGES and LANG that getenv
// finds set, with its value; LANG and "" when none is.
func messagesLocale(getenv func(string) string) (name, value string) {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if value := getenv(name); value != "" {
			return name, value
		}
	}
	return "LANG", ""
}

// settledList is LANGUAGE's colon-separated list with each entry that does
// not parse replaced by its language alone, or dropped when that does not
// parse either.
func settledList(languages string) string {
	var kept []string
	for _, entry := range strings.Split(languages, ":") {
		if !parses(entry) {
			entry = languageOf(entry)
		}
		if parses(entry) {
			kept = append(kept, entry)
		}
	}
	return strings.Join(kept, ":")
}

// parses reports whether x/text parses locale, a POSIX locale name such as
// de_DE.UTF-8, as go-locale hands it over: without its codeset, the
// language and the territory joined by a hyphen.
func parses(locale string) bool {
	name, _, _ := strings.Cut(locale, ".")
	tag, territory, _ := strings.Cut(strings.ReplaceAll(name, "-", "_"), "_")
	if territory != "" {
		tag += "-" + territory
	}
	_, err := language.Parse(tag)
	return err == nil
}

// languageOf is the language of locale, a POSIX locale name: "de" for
// de_DE.UTF-8 or de_DE@euro.
func languageOf(locale string) string {
	end := strings.IndexAny(locale, "_-.@")
	if end < 0 {
		return locale
	}
	return locale[:end]
}
