// Package sentence lets the engine, the lessons and the command line say
// what went wrong without knowing the user's language. A sentence is an
// English fmt format with its arguments; the format is also the key its
// translations are found under (assets/translations/*.json). Error gives
// the English; an i18n.Speaker the language it speaks. The package imports
// nothing of the program, so the engine can use it.
package sentence

import "fmt"

// Speaker says sentences in one language.
type Speaker interface {
	// F looks up the translation of the fmt format and fills it with
	// args, saying each Teller among them in the same language.
	F(format string, args ...any) string
	// Say says err: a Teller in the language, any other error in its own
	// words.
	Say(err error) string
	// Language is the code of the language: "en", "de", …
	Language() string
}

// Teller is a sentence, or a word such as a side's name, that can be said
// in any language.
type Teller interface {
	// Tell says it in the language of sp.
	Tell(sp Speaker) string
}

// English speaks the master language: each format as written, each
// argument in its own words (an error's Error, a Stringer's String).
var English Speaker = english{}

type english struct{}

// F fills format with args.
func (english) F(format string, args ...any) string { return fmt.Sprintf(format, args...) }

// Say is err's Error.
func (english) Say(err error) string { return err.Error() }

// Language is "en".
func (english) Language() string { return "en" }

// Error is an error written as an English fmt format and its arguments.
type Error struct {
	format string
	args   []any
}

// Errorf returns the error format says of args, in English until told in
// another language. Errors among args stay reachable to errors.Is and
// errors.As, as with fmt.Errorf's %w.
func Errorf(format string, args ...any) error { return &Error{format: format, args: args} }

// Phrase returns a part of a sentence, such as "a step", that format says
// of args: said in the language of the sentence it is an argument of.
func Phrase(format string, args ...any) Teller { return &Error{format: format, args: args} }

// Error says the error in English.
func (e *Error) Error() string { return e.Tell(English) }

// Tell says the error in the language of sp.
func (e *Error) Tell(sp Speaker) string { return sp.F(e.format, e.args...) }

// Unwrap returns the errors among the arguments.
func (e *Error) Unwrap() []error {
	var wrapped []error
	for _, a := range e.args {
		if err, ok := a.(error); ok {
			wrapped = append(wrapped, err)
		}
	}
	return wrapped
}
