package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"walakpussa/lessons"
)

// runLessons carries out "walakpussa lessons check [DIR]": it loads and
// validates the lesson files in DIR (the built-in course when DIR is left
// out), prints each error on its own line and ends with the summary line
// "N lessons, M steps, P puzzles, E errors". It fails when E > 0.
func runLessons(args []string, out, _ io.Writer) error {
	fs := flag.NewFlagSet("lessons", flag.ContinueOnError)
	positional, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(positional) == 0 || positional[0] != "check" {
		return errors.New("lessons: expected \"lessons check [DIR]\"")
	}
	if len(positional) > 2 {
		return errors.New("lessons check: give at most one folder")
	}
	var course *lessons.Course
	var errs []error
	if len(positional) == 2 {
		dir := positional[1]
		info, err := os.Stat(dir)
		if err != nil {
			return fmt.Errorf("lessons check: %v", err)
		}
		if !info.IsDir() {
			return fmt.Errorf("lessons check: %s is not a folder", dir)
		}
		course, errs = lessons.LoadDir(os.DirFS(dir), ".")
	} else {
		course, errs = lessons.Builtin()
	}
	report := lessons.Check(course, errs)
	for _, e := range report.Errors {
		fmt.Fprintln(out, e)
	}
	fmt.Fprintln(out, report.Summary())
	if n := len(report.Errors); n > 0 {
		return fmt.Errorf("lessons check: %d errors found", n)
	}
	return nil
}
