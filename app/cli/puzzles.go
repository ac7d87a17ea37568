package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine/atomicfile"
	"walakpussa/lessons"
)

// runPuzzles carries out "walakpussa puzzles generate [--count N] [--seed S]
// [--out FILE] [--prefix P] [--goals G,...]": it mines puzzles from random games
// (lessons.Generate), each with exactly one solving move, and writes them as
// puzzle steps of a lesson file to FILE or to out. The same seed writes the
// same puzzles.
func runPuzzles(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("puzzles", flag.ContinueOnError)
	count := fs.Int("count", 20, "the number of puzzles to generate")
	seed := fs.Uint64("seed", 1, "the random seed: the same seed gives the same puzzles")
	outFile := fs.String("out", "", "the file to write (standard output when left out)")
	prefix := fs.String("prefix", "gen", "the start of every puzzle id (gen gives gen-1, gen-2, ...)")
	goalsText := fs.String("goals", "", "generate only these goals, comma-separated (such as best-move,win-in); all when left out")
	positional, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(positional) != 1 || positional[0] != "generate" {
		return sentence.Errorf("puzzles: expected \"puzzles generate [--count N] [--seed S] [--out FILE]\"")
	}
	if *count < 1 || *count > 1000 {
		return sentence.Errorf("puzzles generate: --count %d: expected 1 to 1000", *count)
	}
	var goals []lessons.GoalKind
	if *goalsText != "" {
		for _, name := range strings.Split(*goalsText, ",") {
			k, ok := lessons.ParseGoalKind(strings.TrimSpace(name))
			if !ok {
				return sentence.Errorf("puzzles generate: --goals: %q is not a goal", name)
			}
			goals = append(goals, k)
		}
	}
	puzzles := lessons.Generate(lessons.GenerateOptions{Count: *count, Seed: *seed, Prefix: *prefix, Goals: goals})
	write := func(w io.Writer) error { return lessons.WritePuzzleSteps(w, puzzles) }
	if *outFile != "" {
		err = atomicfile.Write(*outFile, write) // a failure leaves the old file as it was
	} else {
		err = write(out)
	}
	if err != nil {
		return sentence.Errorf("puzzles generate: %v", err)
	}
	if len(puzzles) < *count {
		fmt.Fprintln(errOut, i18n.F("puzzles generate: only %d puzzles found", len(puzzles)))
	}
	return nil
}
