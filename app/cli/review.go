package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"
	"unicode/utf8"

	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// reviewEndgameSeeds is the K of the endgame table review uses, loaded from
// the cache or built and cached first; the tests lower it, so that none of
// them waits for the full table to build.
var reviewEndgameSeeds = search.DefaultEndgameSeeds

// reviewJSON is the --json form of walakpussa review.
type reviewJSON struct {
	Moves   []reviewMoveJSON            `json:"moves"`
	Players map[string]reviewPlayerJSON `json:"players"`
}

// reviewMoveJSON is one move of reviewJSON.
type reviewMoveJSON struct {
	// Round is the move's round, from 1; 0, and left out, in a single game.
	Round       int      `json:"round,omitempty"`
	Ply         int      `json:"ply"`
	Side        string   `json:"side"`
	Move        string   `json:"move"`
	Best        []string `json:"best"`
	ValueBefore int      `json:"value_before"`
	ValueAfter  int      `json:"value_after"`
	Loss        int      `json:"loss"`
	Mark        string   `json:"mark"`
	Exact       bool     `json:"exact"`
}

// reviewPlayerJSON sums up one player in reviewJSON.
type reviewPlayerJSON struct {
	Moves     int     `json:"moves"`
	Best      int     `json:"best"`
	BestShare float64 `json:"best_share"`
	Loss      int     `json:"loss"`
}

// runReview judges every move of a saved game with the solver:
// walakpussa review [--json] [--nodes N] GAMEFILE. Each move's search is
// bounded by nodes, never by time, so the marks are the same on any
// machine at any load.
func runReview(args []string, out, _ io.Writer) error {
	flags := flag.NewFlagSet("review", flag.ContinueOnError)
	nodes := flags.Int64("nodes", search.ReviewMoveNodes, "search each move through at most this many positions")
	asJSON := flags.Bool("json", false, "write one JSON object instead of text")
	positional, err := parseFlags(flags, args)
	if err != nil {
		return err
	}
	if len(positional) != 1 {
		return sentence.Errorf("review: give one saved game file")
	}
	if *nodes <= 0 {
		return sentence.Errorf("review: --nodes must be more than 0")
	}
	match, err := loadMatchFile(positional[0])
	if err != nil {
		return err
	}
	opt := search.ReviewOptions{MoveNodes: *nodes}
	if eg, err := search.LoadOrBuildEndgame(match.Rules(), reviewEndgameSeeds); err == nil {
		opt.Endgame = eg // rules the table cannot serve go without it
	}
	var rounds []search.Review
	for _, game := range match.Rounds() {
		review, err := search.ReviewGame(context.Background(), game, opt, nil)
		if err != nil {
			return sentence.Errorf("review: %v", err)
		}
		rounds = append(rounds, review)
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(reviewAsJSON(rounds))
	}
	_, err = io.WriteString(out, reviewText(i18n.InUse(), rounds, opt))
	return err
}

// loadMatchFile reads a saved game or match; its errors name the file and
// the line.
func loadMatchFile(name string) (*engine.Match, error) {
	f, err := os.Open(name)
	if err != nil {
		var pathErr *fs.PathError
		if errors.As(err, &pathErr) {
			err = pathErr.Err
		}
		return nil, sentence.Errorf("review: %s cannot be read: %v", name, err)
	}
	defer f.Close()
	match, err := engine.LoadMatch(f)
	if err != nil {
		return nil, sentence.Errorf("review: %s: %v", name, err)
	}
	return match, nil
}

// reviewAsJSON is the review of each round in the form of --json: the
// moves of every round in order, each naming its round when there are
// several, and each player summed over all of them.
func reviewAsJSON(rounds []search.Review) reviewJSON {
	doc := reviewJSON{Moves: []reviewMoveJSON{}, Players: map[string]reviewPlayerJSON{}}
	for i, review := range rounds {
		round := 0 // left out of a single game
		if len(rounds) > 1 {
			round = i + 1
		}
		for _, m := range review.Moves {
			doc.Moves = append(doc.Moves, reviewMoveJSON{Round: round, Ply: m.Ply, Side: m.Side().Letter(), Move: m.Move.String(),
				Best: holeNames(m.Best), ValueBefore: m.Before, ValueAfter: m.After, Loss: m.Loss,
				Mark: m.Mark.String(), Exact: m.Exact})
		}
	}
	players := sumPlayers(rounds)
	for _, side := range []engine.Side{engine.South, engine.North} {
		p := players[side]
		doc.Players[side.Letter()] = reviewPlayerJSON{Moves: p.Moves, Best: p.Best, BestShare: p.BestShare(), Loss: p.Loss}
	}
	return doc
}

// sumPlayers adds up each player's moves over the rounds.
func sumPlayers(rounds []search.Review) [2]search.PlayerReview {
	var sum [2]search.PlayerReview
	for _, review := range rounds {
		for side, p := range review.Players {
			sum[side].Moves += p.Moves
			sum[side].Best += p.Best
			sum[side].Loss += p.Loss
		}
	}
	return sum
}

// reviewText tells the review of each round in the language of sp: a table
// of the moves, headed by the round's number when there are several, then
// each player's sum over all rounds.
func reviewText(sp i18n.Speaker, rounds []search.Review, opt search.ReviewOptions) string {
	var sb strings.Builder
	sayln := func(format string, args ...any) { sb.WriteString(sp.F(format, args...) + "\n") }
	if opt.Endgame != nil {
		sayln("each move searched through at most %d positions, with the endgame table of up to %d seeds", opt.MoveNodes, opt.Endgame.K)
	} else {
		sayln("each move searched through at most %d positions, without an endgame table", opt.MoveNodes)
	}
	sayln("values: the seeds the mover will still win from the board minus those his opponent will, under best play; ~ marks an estimate")
	head := []string{sp.F("ply"), sp.F("side"), sp.F("move"), sp.F("best moves"), sp.F("before"), sp.F("after"), sp.F("loss"), sp.F("mark")}
	tables := make([][][]string, len(rounds))
	for i, review := range rounds {
		tables[i] = append([][]string{head}, moveRows(sp, review)...)
	}
	widths := columnWidths(slices.Concat(tables...))
	right := []bool{true, false, false, false, true, true, true, false}
	for i, rows := range tables {
		sb.WriteString("\n")
		if len(rounds) > 1 {
			sb.WriteString(sp.L("Round {{.Number}}", map[string]any{"Number": i + 1}) + "\n")
		}
		writeTable(&sb, rows, widths, right)
	}
	sb.WriteString("\n")
	players := sumPlayers(rounds)
	for _, side := range []engine.Side{engine.South, engine.North} {
		p := players[side]
		sayln("%v: %d of %d moves best (%.0f%%), loss %d in all", side, p.Best, p.Moves, 100*p.BestShare(), p.Loss)
	}
	return sb.String()
}

// moveRows are the table rows of the moves of review.
func moveRows(sp i18n.Speaker, review search.Review) [][]string {
	var rows [][]string
	for _, m := range review.Moves {
		estimate := "~"
		if m.Exact {
			estimate = ""
		}
		rows = append(rows, []string{fmt.Sprint(m.Ply), m.Side().Tell(sp), m.Move.String(), strings.Join(holeNames(m.Best), " "),
			estimate + fmt.Sprintf("%+d", m.Before), estimate + fmt.Sprintf("%+d", m.After), fmt.Sprint(m.Loss), m.Mark.Tell(sp)})
	}
	return rows
}

// columnWidths is the widest cell of each column of rows.
func columnWidths(rows [][]string) []int {
	widths := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, cell := range row {
			widths[i] = max(widths[i], utf8.RuneCountInString(cell))
		}
	}
	return widths
}

// writeTable writes rows as columns padded to widths, numbers (right[i])
// aligned on the right, no space at the end of a line.
func writeTable(sb *strings.Builder, rows [][]string, widths []int, right []bool) {
	for _, row := range rows {
		var line strings.Builder
		for i, cell := range row {
			if i > 0 {
				line.WriteString("  ")
			}
			pad := strings.Repeat(" ", widths[i]-utf8.RuneCountInString(cell))
			if right[i] {
				line.WriteString(pad + cell)
			} else {
				line.WriteString(cell + pad)
			}
		}
		sb.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
}
