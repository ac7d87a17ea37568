// Package cli is the command line of walakpussa: it reads the arguments,
// runs an engine command or opens the app. Every command but the app itself
// works without a display.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"

	"walakpussa/app/launch"
	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// command is one subcommand of walakpussa.
type command struct {
	name    string
	usage   string
	summary string
	run     func(args []string, out, errOut io.Writer) error
}

func commands(openApp func(launch.Start) error) []command {
	return []command{
		{"trace", "trace [--json] [--position POS] MOVE", i18n.F("play MOVE and tell every lap, relay and capture"), runTrace},
		{"solve", "solve [--depth D] [--time T] [--endgame K] [--json] POSITION", i18n.F("find the best moves and the value of a position"), runSolve},
		{"review", "review [--json] [--nodes N] GAMEFILE", i18n.F("judge every move of a saved game with the solver: best, good, inaccuracy, mistake or blunder"), runReview},
		{"endgame", "endgame [--seeds K] [--rebuild] [--json]", i18n.F("build the endgame table (or load it from the cache) and tell what it holds"), runEndgame},
		{"selfplay", "selfplay [--games N] [--seed S] [--south P] [--north P]", i18n.F("play games from the start (each side random or level:N) and sum them up"), runSelfPlay},
		{"debug", "debug [--position POS] [--present] MOVE", i18n.F("open the app in the debugger on MOVE"),
			func(args []string, _, _ io.Writer) error { return runDebug(args, openApp) }},
		{"lesson", "lesson ID [--step N] [--present]", i18n.F("open the app on the lesson with this id"),
			func(args []string, _, _ io.Writer) error { return runOpenCourse("lesson", args, openApp) }},
		{"puzzle", "puzzle ID [--present]", i18n.F("open the app on the puzzle with this id"),
			func(args []string, _, _ io.Writer) error { return runOpenCourse("puzzle", args, openApp) }},
		{"export", "export [--position POS] MOVE --gif FILE | --png FILE [--event K]", i18n.F("save MOVE as an animated GIF, or one event as a PNG"), runExport},
		{"lessons", "lessons check [DIR]", i18n.F("check lesson files (the built-in course when DIR is left out)"), runLessons},
		{"worksheet", "worksheet [--lang L] [--paper a4|letter] (--puzzles ID,ID,… | --lesson ID | --position POS --move M) --out FILE.pdf", i18n.F("print a puzzle sheet with its answer key, a lesson handout or a move strip as a PDF"), runWorksheet},
		{"puzzles", "puzzles generate [--count N] [--seed S] [--out FILE]", i18n.F("mine puzzles with one solution from random games"), runPuzzles},
	}
}

// Run carries out the command line args (without the program name), writing
// to out and errOut, and returns the exit code: 0 on success, 2 for a bad
// command line or input. With no arguments, and for debug, it calls openApp
// with the screen to open on.
func Run(args []string, out, errOut io.Writer, openApp func(launch.Start) error) int {
	args, language, langErr := takeLanguage(args)
	if err := i18n.Use(orSystem(language)); err != nil {
		return report(err, errOut)
	}
	if langErr != nil {
		return report(langErr, errOut)
	}
	withLanguage := func(start launch.Start) error {
		start.Language = language
		return openApp(start)
	}
	if len(args) == 0 {
		return report(withLanguage(launch.Start{}), errOut)
	}
	switch args[0] {
	case "-h", "--help", "-help", "help":
		writeHelp(out)
		return 0
	}
	for _, cmd := range commands(withLanguage) {
		if cmd.name == args[0] {
			err := cmd.run(args[1:], out, errOut)
			if errors.Is(err, flag.ErrHelp) {
				fmt.Fprintln(out, i18n.F("usage: walakpussa %s", cmd.usage))
				fmt.Fprintln(out, cmd.summary)
				return 0
			}
			return report(err, errOut)
		}
	}
	return report(sentence.Errorf("unknown command %q; see walakpussa --help", args[0]), errOut)
}

// takeLanguage takes "--lang CODE" (or "--lang=CODE") out of args, where
// it may stand before or after the command, and returns the other
// arguments and CODE ("" when not given).
func takeLanguage(args []string) (rest []string, language string, err error) {
	for i := 0; i < len(args); i++ {
		arg := args[i]
		value, given := strings.CutPrefix(arg, "--lang=")
		if arg == "--lang" || arg == "-lang" {
			if i+1 == len(args) {
				return nil, "", sentence.Errorf("--lang needs a language: %s", languageCodes())
			}
			i++
			value, given = args[i], true
		}
		if !given {
			rest = append(rest, arg)
			continue
		}
		if !i18n.Known(value) {
			return nil, "", sentence.Errorf("--lang %s: the languages are %s", value, languageCodes())
		}
		language = value
	}
	return rest, language, nil
}

// languageCodes lists the codes --lang takes: "de|en|id|lv|pt".
func languageCodes() string {
	var codes []string
	for _, l := range i18n.Languages() {
		codes = append(codes, l.Code)
	}
	sort.Strings(codes)
	return strings.Join(codes, "|")
}

// orSystem is language, or the system's when it is "".
func orSystem(language string) string {
	if language == "" {
		return i18n.System()
	}
	return language
}

// report prints err as one line and turns it into an exit code.
func report(err error, errOut io.Writer) int {
	if err == nil {
		return 0
	}
	fmt.Fprintf(errOut, "walakpussa: %s\n", strings.ReplaceAll(i18n.Say(err), "\n", " "))
	return 2
}

// writeHelp lists the commands, in the language in use.
func writeHelp(out io.Writer) {
	fmt.Fprintln(out, i18n.F("Walak-pussa Studio: learn and teach the Sri Lankan mancala Walak-pussa."))
	fmt.Fprintln(out)
	fmt.Fprintln(out, i18n.F("Usage:"))
	entry := func(usage, summary string) {
		fmt.Fprintf(out, "  %s\n      %s\n", strings.TrimSpace("walakpussa "+usage), summary)
	}
	entry("", i18n.F("open the app"))
	for _, cmd := range commands(nil) {
		entry(cmd.usage, cmd.summary)
	}
	entry("--help", i18n.F("show this list"))
	entry("--lang "+languageCodes(), i18n.F("speak this language (before or after the command); the system's by default"))
	fmt.Fprintln(out)
	fmt.Fprintln(out, i18n.F("Positions are written as in the rules: S1,...,S7/N1,...,N7 TURN SOUTH:NORTH, for example the start: %q. Moves are hole names, S1..N7.", engine.Start().String()))
}

// parseFlags parses flags that may come before or after the positional
// arguments, and returns the positional ones. The flag package's own
// messages are silenced: the caller reports one line.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, sentence.Errorf("%s: %v", fs.Name(), flagError(err))
		}
		if fs.NArg() == 0 {
			return positional, nil
		}
		positional = append(positional, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// flagErrors match the flag package's own messages, each with its
// sentence.
var flagErrors = []struct {
	pattern *regexp.Regexp
	say     func(m []string) error
}{
	{regexp.MustCompile(`^flag provided but not defined: (.*)$`), func(m []string) error {
		return sentence.Errorf("%s is not an option of this command", m[1])
	}},
	{regexp.MustCompile(`^flag needs an argument: (.*)$`), func(m []string) error {
		return sentence.Errorf("%s needs a value", m[1])
	}},
	{regexp.MustCompile(`^invalid value "(.*)" for flag (\S+): .*$`), func(m []string) error {
		return sentence.Errorf("%s %q: not a valid value", m[2], m[1])
	}},
	{regexp.MustCompile(`^invalid boolean value "(.*)" for (\S+): .*$`), func(m []string) error {
		return sentence.Errorf("%s %q: not a valid value", m[2], m[1])
	}},
	{regexp.MustCompile(`^bad flag syntax: (.*)$`), func(m []string) error {
		return sentence.Errorf("%s: bad option syntax", m[1])
	}},
}

// flagError is err, an error of the flag package, as a sentence when it is
// one of flagErrors.
func flagError(err error) error {
	for _, f := range flagErrors {
		if m := f.pattern.FindStringSubmatch(err.Error()); m != nil {
			return f.say(m)
		}
	}
	return err
}
