package cli

import (
	"context"
	"encoding/json"
	"flag"
	"io"
	"strings"

	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// solveJSON is the --json form of walakpussa solve.
type solveJSON struct {
	Best  []string `json:"best"`
	Value int      `json:"value"`
	Exact bool     `json:"exact"`
	PV    []string `json:"pv"`
	Depth int      `json:"depth"`
	Nodes int64    `json:"nodes"`
}

// runSolve searches a position: walakpussa solve [--depth D] [--time T]
// [--json] POSITION. The position may be one argument or its three parts.
func runSolve(args []string, out, _ io.Writer) error {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	depth := fs.Int("depth", 0, "search at most this many plies (0: until exact, the time, or the default depth)")
	limit := fs.Duration("time", 0, "search at most this long, for example 2s (0: no time limit)")
	asJSON := fs.Bool("json", false, "write one JSON object instead of text")
	seeds := fs.Int("endgame", 0, "use the endgame table of up to this many seeds, from the cache or built first (0: none)")
	positional, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(positional) == 0 {
		return sentence.Errorf("solve: give a position, such as %q", engine.Start().String())
	}
	if *depth < 0 || *limit < 0 || *seeds < 0 {
		return sentence.Errorf("solve: --depth, --time and --endgame cannot be negative")
	}
	pos, err := engine.ParsePosition(strings.Join(positional, " "))
	if err != nil {
		return sentence.Errorf("solve: %v", err)
	}
	rules := engine.Standard()
	opt := search.Options{Depth: *depth, Time: *limit}
	if *seeds > 0 {
		if opt.Endgame, err = search.LoadOrBuildEndgame(rules, *seeds); err != nil {
			return sentence.Errorf("solve: %v", err)
		}
	}
	res := search.Solve(context.Background(), rules, pos, opt)
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(solveJSON{Best: holeNames(res.Best), Value: res.Value, Exact: res.Exact,
			PV: holeNames(res.PV), Depth: res.Depth, Nodes: res.Nodes})
	}
	_, err = io.WriteString(out, solveText(i18n.InUse(), pos, res))
	return err
}

func holeNames(holes []engine.Hole) []string {
	names := make([]string, len(holes))
	for i, h := range holes {
		names[i] = h.String()
	}
	return names
}

// solveText tells the search's result in a few lines, then draws the board.
// solveText tells the solver's result in the language of sp, then draws
// the board.
func solveText(sp i18n.Speaker, pos engine.Position, res search.Result) string {
	var sb strings.Builder
	sayln := func(format string, args ...any) { sb.WriteString(sp.F(format, args...) + "\n") }
	sayln("%v to move: %s", pos.Turn, pos)
	if len(res.Best) == 0 {
		sayln("best: none, the round is over")
	} else {
		sayln("best: %s", strings.Join(holeNames(res.Best), " "))
	}
	sayln("value: %+d for %v (of the %d seeds on the board, %v wins %d more than %v)",
		res.Value, pos.Turn, pos.Board.Total(), pos.Turn, res.Value, pos.Turn.Other())
	if res.Exact {
		final := search.Final(pos, res.Value)
		sayln("exact: yes, best play ends the round at South %d, North %d", final[engine.South], final[engine.North])
	} else {
		sayln("exact: no, an estimate from a search %d plies deep", res.Depth)
	}
	sayln("pv: %s", strings.Join(holeNames(res.PV), " "))
	sayln("depth: %d, nodes: %d, time: %s", res.Depth, res.Nodes, res.Elapsed.Round(1000))
	sb.WriteString("\n")
	sb.WriteString(pos.Diagram(sp))
	return sb.String()
}
