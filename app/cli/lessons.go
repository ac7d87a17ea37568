package cli

import (
	"flag"
	"fmt"
	"io"
	"os"

	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/lessons"
)

// runLessons carries out "walakpussa lessons check [DIR]": it loads and
// validates the lesson files in DIR (the built-in course when DIR is left
// out) and their translations (in DIR's folders de, pt, id and lv), prints
// each error on its own line, then the summary line "N lessons, M steps,
// P puzzles, E errors", then a line per language: "de: 154 of 154 steps
// translated, 0 out of date". It fails when E > 0.
func runLessons(args []string, out, _ io.Writer) error {
	fs := flag.NewFlagSet("lessons", flag.ContinueOnError)
	positional, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(positional) == 0 || positional[0] != "check" {
		return sentence.Errorf("lessons: expected \"lessons check [DIR]\"")
	}
	if len(positional) > 2 {
		return sentence.Errorf("lessons check: give at most one folder")
	}
	var course *lessons.Course
	var errs []error
	translations := lessons.BuiltinTranslations
	if len(positional) == 2 {
		dir := positional[1]
		info, err := os.Stat(dir)
		if err != nil {
			return sentence.Errorf("lessons check: %v", err)
		}
		if !info.IsDir() {
			return sentence.Errorf("lessons check: %s is not a folder", dir)
		}
		course, errs = lessons.LoadDir(os.DirFS(dir), ".")
		translations = func(lang string) ([]*lessons.Translation, []error) {
			return lessons.LoadTranslations(os.DirFS(dir), lang)
		}
	} else {
		course, errs = lessons.Builtin()
	}
	var lines []string
	for _, l := range i18n.Languages() {
		if l.Code == i18n.English {
			continue
		}
		ts, problems := translations(l.Code)
		_, cover, wrong := course.Translate(ts)
		errs = append(append(errs, problems...), wrong...)
		lines = append(lines, cover.Line(l.Code))
	}
	report := lessons.Check(course, errs)
	for _, e := range report.Errors {
		fmt.Fprintln(out, i18n.Say(e))
	}
	fmt.Fprintln(out, summary(report))
	for _, line := range lines {
		fmt.Fprintln(out, line)
	}
	if n := len(report.Errors); n > 0 {
		return sentence.Errorf("lessons check: %s found", errorCount(n))
	}
	return nil
}

// summary is the report's summary line: "14 lessons, 154 steps, 110
// puzzles, 0 errors".
func summary(r lessons.Report) string {
	return i18n.F("%s, %s, %s, %s",
		i18n.N("{{.Count}} lessons", r.Lessons, map[string]any{"Count": r.Lessons}),
		i18n.N("{{.Count}} steps", r.Steps, map[string]any{"Count": r.Steps}),
		i18n.N("{{.Count}} puzzles", r.Puzzles, map[string]any{"Count": r.Puzzles}),
		errorCount(len(r.Errors)))
}

// errorCount says "3 errors" in the language in use.
func errorCount(n int) string { return i18n.N("{{.Count}} errors", n, map[string]any{"Count": n}) }
