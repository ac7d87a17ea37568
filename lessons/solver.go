package lessons

import (
	"context"
	"iter"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// MaxWinIn is the largest N a win-in goal takes: the exhaustive search of
// every defence grows as 7^(2N-1).
const MaxWinIn = 3

// SolveNodes bounds the nodes of the solver's search of one puzzle
// position for the best-move and only-not-losing goals. A position whose
// values are not proven within it cannot be a puzzle: only positions small
// enough to solve exactly (and quickly: the course is validated when the
// app starts) qualify. A node budget, never time: a puzzle proven on one
// machine is proven on every machine at any load, with the race detector
// too, and a learner's answer gets the verdict the check gave. Two million
// nodes are about a second on the 2-core machine the project is measured
// on, and a hundred times what the course's hardest puzzle needs.
const SolveNodes = 2_000_000

// analysis holds what the solver proved about one position, computed once
// for all the moves judged from it. search.Solve proves the value of the
// position and every move that reaches it (Result.Best lists every move
// with the best value, the others are proven worse); it is far cheaper than
// search.Evaluate, which proves every move's own value.
type analysis struct {
	// limit bounds the nodes of each search (SolveNodes but in tests).
	limit int64
	done  bool
	res   search.Result
	exact bool
	// children caches the exact values of moves outside res.Best, solved
	// one by one when a goal needs them.
	children map[engine.Hole]search.MoveValue
}

// solve runs search.Solve on pos, once.
func (an *analysis) solve(rules engine.Rules, pos engine.Position) {
	if an.done {
		return
	}
	an.done = true
	an.res = search.Solve(context.Background(), rules, pos, search.Options{Depth: search.MaxDepth, Nodes: an.limit})
	an.exact = an.res.Exact && len(an.res.Best) > 0
}

// isBest reports whether move has the best value.
func (an *analysis) isBest(move engine.Hole) bool {
	for _, h := range an.res.Best {
		if h == move {
			return true
		}
	}
	return false
}

// moveValue returns the exact value of move from pos (the seeds it
// captures minus the value of the position it leads to, searched with pos
// as its history) and whether it is proven.
func (an *analysis) moveValue(rules engine.Rules, pos engine.Position, move engine.Hole) (int, bool) {
	if an.isBest(move) {
		return an.res.Value, an.exact
	}
	if mv, ok := an.children[move]; ok {
		return mv.Value, mv.Exact
	}
	next, out := rules.Apply(pos, move)
	r := search.Solve(context.Background(), rules, next, search.Options{Depth: search.MaxDepth, Nodes: an.limit, History: []engine.Key{pos.Key()}})
	mv := search.MoveValue{Move: move, Value: out.Captured - r.Value, Exact: r.Exact, Captured: out.Captured}
	if an.children == nil {
		an.children = map[engine.Hole]search.MoveValue{}
	}
	an.children[move] = mv
	return mv.Value, mv.Exact
}

// notLosing decides whether move keeps the mover of pos from losing the
// round under best play: his held seeds plus his share of the board are at
// least the opponent's, that is the move's value v >= D, the opponent's
// held seeds minus his. Values have the parity of the board's seeds, so a
// move outside the best ones is worth at most best-2: when D >= best-1 the
// best moves are exactly the moves that do not lose (or none, when D >
// best) and no other search is needed.
func (an *analysis) notLosing(rules engine.Rules, pos engine.Position, move engine.Hole) (reached, proven bool) {
	d := pos.Held[pos.Turn.Other()] - pos.Held[pos.Turn]
	best := an.res.Value
	if an.isBest(move) || d >= best-1 {
		return an.isBest(move) && best >= d, true
	}
	v, exact := an.moveValue(rules, pos, move)
	return v >= d, exact
}

// errUnproven is the validation problem of a puzzle the solver cannot prove.
var errUnproven = sentence.Errorf("cannot be proven: the search did not finish")

// winsWithin reports whether the mover of pos, playing move first, wins the
// round within n of his own moves whatever the opponent replies: the round
// ends (by the end rules of engine.Game.Result: a position arising for the
// RepetitionLimit-th time since pos splits the board, a side to move with
// no legal move is swept, the MoveLimit when set) with the mover holding
// more seeds than the opponent, after at most n of his moves and n-1
// replies. Every legal reply is tried (exhaustive search, no pruning by
// estimates). When the move does not win, defence is a reply that escapes
// (NoHole when the round does not end, or ends badly, at once).
func winsWithin(rules engine.Rules, pos engine.Position, move engine.Hole, n int) (wins bool, defence engine.Hole) {
	w := &winSearch{rules: rules, mover: pos.Turn, path: []engine.Key{pos.Key()}}
	next, out := rules.Apply(pos, move)
	if out.Endless {
		return false, engine.NoHole
	}
	return w.afterMove(next, n)
}

type winSearch struct {
	rules engine.Rules
	mover engine.Side
	path  []engine.Key
	nodes int64
}

// over decides whether the round ends at p, just pushed on the path, and
// whether the mover then wins.
func (w *winSearch) over(p engine.Position) (ended, won bool) {
	w.nodes++
	var final engine.Position
	count := 0
	key := p.Key()
	for _, k := range w.path {
		if k == key {
			count++
		}
	}
	switch {
	case w.rules.RepetitionLimit > 0 && count >= w.rules.RepetitionLimit:
		final = engine.EndByRepetition(p)
	case w.rules.NoLegalMove(p):
		final = engine.EndBySweep(p)
	case w.rules.MoveLimit > 0 && len(w.path)-1 >= w.rules.MoveLimit:
		final = engine.EndByRepetition(p)
	default:
		return false, false
	}
	return true, final.Held[w.mover] > final.Held[w.mover.Other()]
}

// afterMove: the mover has just played and reached p, with k of his moves
// counted including that one. It reports whether he wins within k against
// every defence, and a defence that escapes when not.
func (w *winSearch) afterMove(p engine.Position, k int) (bool, engine.Hole) {
	w.path = append(w.path, p.Key())
	defer func() { w.path = w.path[:len(w.path)-1] }()
	if ended, won := w.over(p); ended {
		return won, engine.NoHole
	}
	if k <= 1 {
		return false, engine.NoHole
	}
	for r, q := range playable(w.rules, p) {
		if !w.afterReply(q, k-1) {
			return false, r
		}
	}
	return true, engine.NoHole
}

// playable yields every move of the side to move in p that holds seeds
// and is not endless, in hole order, with the position it reaches.
func playable(rules engine.Rules, p engine.Position) iter.Seq2[engine.Hole, engine.Position] {
	return func(yield func(engine.Hole, engine.Position) bool) {
		for _, h := range engine.Holes(p.Turn) {
			if p.Board[h] == 0 {
				continue
			}
			next, out := rules.Apply(p, h)
			if !out.Endless && !yield(h, next) {
				return
			}
		}
	}
}

// afterReply: the opponent has replied and reached q; the mover has k moves
// left. It reports whether the mover still forces the win.
func (w *winSearch) afterReply(q engine.Position, k int) bool {
	w.path = append(w.path, q.Key())
	defer func() { w.path = w.path[:len(w.path)-1] }()
	if ended, won := w.over(q); ended {
		return won
	}
	for _, next := range playable(w.rules, q) {
		if won, _ := w.afterMove(next, k); won {
			return true
		}
	}
	return false
}

// Theme names what makes a puzzle's solution interesting.
type Theme string

// The themes a puzzle may carry; ThemeOf tells which fit a move.
const (
	// ThemeRelay: the solution sows 4 laps or more.
	ThemeRelay Theme = "relay"
	// ThemeLongChain: the solution eats a chain of 3 pearls or more.
	ThemeLongChain Theme = "long-chain"
	// ThemeCrossBoard: the solution's chain eats holes in both rows.
	ThemeCrossBoard Theme = "cross-board"
	// ThemeEndlessTrap: another hole of the mover holds seeds but is
	// endless, so it cannot be played.
	ThemeEndlessTrap Theme = "endless-trap"
	// ThemeSweep: after the solution the opponent has no legal move, so the
	// round ends and the mover sweeps the board.
	ThemeSweep Theme = "sweep"
)

// Themes returns every theme, in the order lesson files list them.
func Themes() []Theme {
	return []Theme{ThemeRelay, ThemeLongChain, ThemeCrossBoard, ThemeEndlessTrap, ThemeSweep}
}

// ThemesOf returns the themes that fit move from pos under rules, in the
// order of Themes, and the move's trace; an error when the move cannot be
// lifted.
func ThemesOf(rules engine.Rules, pos engine.Position, move engine.Hole) ([]Theme, *engine.Trace, error) {
	t, err := rules.Trace(pos, move)
	if err != nil {
		return nil, nil, err
	}
	var themes []Theme
	if t.Outcome.Endless {
		return nil, t, nil
	}
	if t.Outcome.Laps >= 4 {
		themes = append(themes, ThemeRelay)
	}
	if t.Outcome.Chain >= 3 {
		themes = append(themes, ThemeLongChain)
	}
	var rows [2]bool
	for _, e := range t.Events {
		if e.Kind == engine.Capture {
			rows[e.Hole.Owner()] = true
		}
	}
	if rows[engine.South] && rows[engine.North] {
		themes = append(themes, ThemeCrossBoard)
	}
	for _, h := range engine.Holes(pos.Turn) {
		if h == move || pos.Board[h] == 0 {
			continue
		}
		if _, out := rules.Apply(pos, h); out.Endless {
			themes = append(themes, ThemeEndlessTrap)
			break
		}
	}
	if t.RoundOver {
		themes = append(themes, ThemeSweep)
	}
	return themes, t, nil
}

// themeRule says what a theme asks of the solution, for error messages.
var themeRule = map[Theme]error{
	ThemeRelay:       sentence.Errorf("the solution sows 4 laps or more"),
	ThemeLongChain:   sentence.Errorf("the solution eats a chain of 3 pearls or more"),
	ThemeCrossBoard:  sentence.Errorf("the solution's chain eats holes in both rows"),
	ThemeEndlessTrap: sentence.Errorf("another hole of the mover holding seeds is endless"),
	ThemeSweep:       sentence.Errorf("after the solution the opponent has no legal move"),
}

// checkTheme says what is wrong when theme does not fit the puzzle's
// solution; nil when it fits.
func checkTheme(rules engine.Rules, pz *Puzzle) error {
	themes, _, err := ThemesOf(rules, pz.Position, pz.Solution)
	if err != nil {
		return err
	}
	for _, t := range themes {
		if t == pz.Theme {
			return nil
		}
	}
	return sentence.Errorf("%q does not fit: it needs that %v", pz.Theme, themeRule[pz.Theme])
}
