package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// endgameJSON is the --json form of walakpussa endgame.
type endgameJSON struct {
	Seeds     int            `json:"seeds"`
	Positions int            `json:"positions"`
	Levels    []endgameLevel `json:"levels"`
	Seconds   float64        `json:"seconds"`
	Built     bool           `json:"built"`
	Path      string         `json:"path,omitempty"`
	Bytes     int64          `json:"bytes,omitempty"`
}

// endgameLevel tells one level of the table.
type endgameLevel struct {
	Seeds     int `json:"seeds"`
	Positions int `json:"positions"`
	Exact     int `json:"exact_any_history"`
}

// runEndgame loads the endgame table from the cache, or builds and caches
// it, and tells what it holds: walakpussa endgame [--seeds K] [--rebuild]
// [--json].
func runEndgame(args []string, out, _ io.Writer) error {
	fs := flag.NewFlagSet("endgame", flag.ContinueOnError)
	seeds := fs.Int("seeds", search.DefaultEndgameSeeds, "the most seeds on the board the table covers")
	rebuild := fs.Bool("rebuild", false, "build the table even when it is cached")
	asJSON := fs.Bool("json", false, "write one JSON object instead of text")
	positional, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(positional) > 0 {
		return sentence.Errorf("endgame: unexpected argument %q", positional[0])
	}
	rules := engine.Standard()
	began := time.Now()
	var eg *search.Endgame
	built := *rebuild
	if !built {
		eg, err = search.LoadEndgame(rules, *seeds)
		built = err != nil
	}
	if built {
		if eg, err = search.BuildEndgame(rules, *seeds, nil); err != nil {
			return err
		}
		if err := eg.Save(); err != nil {
			fmt.Fprintln(out, i18n.F("the table works, but could not be cached: %v", err))
		}
	}
	report := endgameJSON{Seeds: eg.K, Positions: eg.Size(), Seconds: time.Since(began).Seconds(), Built: built}
	for n := 1; n <= eg.K; n++ {
		exact, all := eg.Exact(n)
		report.Levels = append(report.Levels, endgameLevel{Seeds: n, Positions: all, Exact: exact})
	}
	if path, err := search.EndgamePath(rules, eg.K); err == nil {
		if info, err := os.Stat(path); err == nil {
			report.Path, report.Bytes = path, info.Size()
		}
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(report)
	}
	_, err = io.WriteString(out, report.text(i18n.InUse()))
	return err
}

// text tells the table's size, its build or load time and, level by level,
// how many positions it knows exactly whatever the history, in the
// language of sp.
func (r endgameJSON) text(sp i18n.Speaker) string {
	var sb strings.Builder
	sb.WriteString(sp.F("endgame table: every position with 1 to %d seeds on the board, %d positions", r.Seeds, r.Positions) + "\n")
	sb.WriteString(sp.F("(each also stands for its mirror image with the other side to move)") + "\n")
	if r.Built {
		sb.WriteString(sp.F("built in %.1f s", r.Seconds))
	} else {
		sb.WriteString(sp.F("loaded in %.1f s", r.Seconds))
	}
	if r.Path != "" {
		sb.WriteString(sp.F("; cached in %s (%.1f MB)", r.Path, float64(r.Bytes)/1e6))
	}
	sb.WriteString("\n\n" + sp.F("seeds  positions  exact whatever the history") + "\n")
	for _, l := range r.Levels {
		fmt.Fprintf(&sb, "%5d  %9d  %9d (%.1f%%)\n", l.Seeds, l.Positions, l.Exact, 100*float64(l.Exact)/float64(l.Positions))
	}
	sb.WriteString("\n" + sp.F("Every value is exact for a position that begins its capture-free stretch (after a capture, or set up). Later in a stretch the value can depend on which positions came before (the repetition rule); the table then gives bounds that always hold.") + "\n")
	return sb.String()
}
