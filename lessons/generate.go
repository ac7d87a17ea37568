package lessons

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"

	"walakpussa/engine"
	"walakpussa/engine/search"
)

// GenerateOptions sets what Generate mines.
type GenerateOptions struct {
	// Count is the number of puzzles wanted.
	Count int
	// Seed makes the mining deterministic: the same seed gives the same
	// puzzles.
	Seed uint64
	// Prefix starts every puzzle id ("gen" gives gen-1, gen-2, ...).
	Prefix string
	// MaxGames bounds the random games played; 0 means 20,000.
	MaxGames int
	// Goals, when not empty, are the only goal kinds generated.
	Goals []GoalKind
	// MaxNodes is the most positions the solver may visit to prove a
	// best-move or only-not-losing puzzle (keeps validation fast); 0 means
	// 20,000.
	MaxNodes int64
}

// Generate mines puzzles from random games under the standard rules: each
// game is played from the start with uniformly random legal moves, and the
// positions with 6 to 24 seeds on the board are tried as puzzles. A
// position becomes a puzzle when exactly one move reaches one of the goals;
// among the goals it fits, the one with the fewest puzzles so far is taken,
// so every goal is covered. Each puzzle passes the loader's own check
// (uniqueSolution), carries a theme from its solution's trace when one fits
// and a level from the search effort and the solution's laps. The solver's
// goals (best-move, only-not-losing) are only tried with 12 seeds or fewer
// on the board, and kept when the exact search visits at most MaxNodes
// positions: endings cycle often, and larger boards are seldom solved
// exactly in reasonable time. The same
// options give the same puzzles. Near-duplicates are skipped: a board seen
// before, or the same side, occupied holes, goal and solution as an earlier
// puzzle; at most two puzzles come from one game.
func Generate(opt GenerateOptions) []*Puzzle {
	rules := engine.Standard()
	if opt.MaxGames <= 0 {
		opt.MaxGames = 20000
	}
	if opt.MaxNodes <= 0 {
		opt.MaxNodes = 20000
	}
	if opt.Prefix == "" {
		opt.Prefix = "gen"
	}
	rng := rand.New(rand.NewPCG(opt.Seed, opt.Seed^0x5eed5eed))
	g := &generator{rules: rules, opt: opt, counts: map[GoalKind]int{},
		seenBoards: map[engine.Key]bool{}, seenHeld: map[engine.Key]bool{}, seenShapes: map[string]bool{}}
	var puzzles []*Puzzle
	for game := 0; game < opt.MaxGames && len(puzzles) < opt.Count; game++ {
		pos := engine.Start()
		found := 0
		for ply := 0; ply < 400 && len(puzzles) < opt.Count && found < 2; ply++ {
			moves := rules.LegalMoves(pos)
			if len(moves) == 0 {
				break
			}
			total := pos.Board.Total()
			if total >= 6 && total <= 24 && len(moves) >= 2 && (total <= 12 || rng.IntN(3) == 0) {
				if pz := g.try(pos, moves); pz != nil {
					pz.ID = fmt.Sprintf("%s-%d", opt.Prefix, len(puzzles)+1)
					puzzles = append(puzzles, pz)
					found++
				}
			}
			pos, _ = rules.Apply(pos, moves[rng.IntN(len(moves))])
		}
	}
	return puzzles
}

// generator mines puzzles, remembering what it made so as not to make
// near-duplicates.
type generator struct {
	rules  engine.Rules
	opt    GenerateOptions
	counts map[GoalKind]int
	// seenBoards are the boards (with the side to move) a puzzle was made
	// of; seenHeld those an only-not-losing puzzle was made of with the
	// held seeds changed; seenShapes the near-duplicate signatures.
	seenBoards map[engine.Key]bool
	seenHeld   map[engine.Key]bool
	seenShapes map[string]bool
}

// wants reports whether goals of kind k are generated.
func (g *generator) wants(k GoalKind) bool {
	if len(g.opt.Goals) == 0 {
		return true
	}
	for _, w := range g.opt.Goals {
		if w == k {
			return true
		}
	}
	return false
}

// candidate is a goal that one move of a position reaches.
type candidate struct {
	goal     Goal
	solution engine.Hole
	nodes    int64
}

// unique returns the one move for which ok holds, or NoHole.
func unique(moves []engine.Hole, ok func(engine.Hole) bool) engine.Hole {
	found := engine.NoHole
	for _, h := range moves {
		if ok(h) {
			if found != engine.NoHole {
				return engine.NoHole
			}
			found = h
		}
	}
	return found
}

// moveResults are the outcome and the position after each move of a
// position tried as a puzzle.
type moveResults struct {
	moves   []engine.Hole
	outs    map[engine.Hole]engine.Outcome
	results map[engine.Hole]engine.Position
}

// play plays every move of pos once.
func (g *generator) play(pos engine.Position, moves []engine.Hole) moveResults {
	m := moveResults{moves: moves, outs: map[engine.Hole]engine.Outcome{}, results: map[engine.Hole]engine.Position{}}
	for _, h := range moves {
		m.results[h], m.outs[h] = g.rules.Apply(pos, h)
	}
	return m
}

// keep adds to cands the goal that h alone reaches, found with nodes of
// search, when h is a move and the goal is wanted.
func (g *generator) keep(cands []candidate, goal Goal, h engine.Hole, nodes int64) []candidate {
	if h != engine.NoHole && g.wants(goal.Kind) {
		cands = append(cands, candidate{goal, h, nodes})
	}
	return cands
}

// try returns a puzzle made from pos, or nil. The candidates come in goal
// order, which breaks ties when one is picked.
func (g *generator) try(pos engine.Position, moves []engine.Hole) *Puzzle {
	if g.seenBoards[pos.Key()] {
		return nil
	}
	m := g.play(pos, moves)
	cands := g.captureCandidates(m)
	cands = g.winInCandidate(cands, pos, m)
	cands, res, notLosing := g.solverCandidates(cands, pos)
	if notLosing != nil && g.wants(OnlyNotLosing) && (!g.wants(BestMove) || g.counts[OnlyNotLosing] <= g.counts[BestMove]) {
		return g.heldVariant(*notLosing, candidate{goal: Goal{Kind: OnlyNotLosing}, solution: res.Best[0], nodes: res.Nodes})
	}
	return g.pick(pos, cands)
}

// captureCandidates are the goals about what a move captures: a unique best
// capture (most-seeds, capture-at-least), a unique longest chain of 2 or
// more (chain-of), and a unique move after which no reply captures.
func (g *generator) captureCandidates(m moveResults) []candidate {
	var cands []candidate
	cheap := int64(len(m.moves))
	best, second := 0, 0
	for _, h := range m.moves {
		if c := m.outs[h].Captured; c > best {
			best, second = c, best
		} else if c > second {
			second = c
		}
	}
	if best > 0 && best > second {
		h := unique(m.moves, func(h engine.Hole) bool { return m.outs[h].Captured == best })
		cands = g.keep(cands, Goal{Kind: MostSeeds}, h, cheap)
		if best >= 3 {
			cands = g.keep(cands, Goal{Kind: CaptureAtLeast, N: second + 1 + (best-second-1)/2}, h, cheap)
		}
	}
	longest := 0
	for _, h := range m.moves {
		longest = max(longest, m.outs[h].Chain)
	}
	if longest >= 2 {
		cands = g.keep(cands, Goal{Kind: ChainOf, N: longest}, unique(m.moves, func(h engine.Hole) bool { return m.outs[h].Chain == longest }), cheap)
	}
	return g.keep(cands, Goal{Kind: NoReplyCapture}, unique(m.moves, func(h engine.Hole) bool {
		reply, _ := bestReply(&g.rules, m.results[h])
		return reply == engine.NoHole
	}), cheap*7)
}

// winInCandidate adds the win-in goal of the smallest N with a winning
// move, when that move is unique.
func (g *generator) winInCandidate(cands []candidate, pos engine.Position, m moveResults) []candidate {
	for n := 1; n <= MaxWinIn && g.wants(WinIn); n++ {
		if n == 3 && pos.Board.Total() > 16 {
			break
		}
		var nodes int64
		winners := 0
		win := engine.NoHole
		for _, h := range m.moves {
			w := &winSearch{rules: g.rules, mover: pos.Turn, path: []engine.Key{pos.Key()}}
			ok, _ := w.afterMove(m.results[h], n)
			nodes += w.nodes
			if ok {
				winners++
				win = h
			}
		}
		if winners == 1 {
			return g.keep(cands, Goal{Kind: WinIn, N: n}, win, nodes)
		}
		if winners > 0 {
			break
		}
	}
	return cands
}

// solverCandidates adds best-move and only-not-losing, when the solver
// proves them cheaply: within MaxNodes nodes, the search's budget (never
// time, so the same seed gives the same puzzles on any machine at any
// load). Endings cycle (repetitions), so exact values are only affordable
// on small boards. When the position has a best move but the held
// seeds make it no only-not-losing puzzle, notLosing is the same board with
// the held seeds changed so that it is one.
func (g *generator) solverCandidates(cands []candidate, pos engine.Position) (_ []candidate, res search.Result, notLosing *engine.Position) {
	if pos.Board.Total() > 12 || !g.wants(BestMove) && !g.wants(OnlyNotLosing) {
		return cands, res, nil
	}
	res = search.Solve(context.Background(), g.rules, pos, search.Options{Depth: search.MaxDepth, Nodes: g.opt.MaxNodes})
	if !res.Exact || len(res.Best) != 1 {
		return cands, res, nil
	}
	cands = g.keep(cands, Goal{Kind: BestMove}, res.Best[0], res.Nodes)
	if d := pos.Held[pos.Turn.Other()] - pos.Held[pos.Turn]; res.Value >= d && d >= res.Value-1 {
		return g.keep(cands, Goal{Kind: OnlyNotLosing}, res.Best[0], res.Nodes), res, nil
	}
	if tight, ok := tighten(pos, res.Value); ok {
		notLosing = &tight
	}
	return cands, res, notLosing
}

// heldVariant is the only-not-losing puzzle c on pos, a board tried before
// with other held seeds; nil when this board already gave one.
func (g *generator) heldVariant(pos engine.Position, c candidate) *Puzzle {
	if g.seenHeld[pos.Key()] {
		return nil
	}
	pz := g.puzzle(pos, c)
	if pz != nil {
		g.counts[OnlyNotLosing]++
		g.seenHeld[pos.Key()] = true
	}
	return pz
}

// pick makes the puzzle of the goal with the fewest puzzles so far, first
// in goal order on ties, skipping near-duplicates; nil when none is left.
func (g *generator) pick(pos engine.Position, cands []candidate) *Puzzle {
	var pick *candidate
	for i := range cands {
		c := &cands[i]
		if g.seenShapes[g.shape(pos, c)] {
			continue
		}
		if pick == nil || g.counts[c.goal.Kind] < g.counts[pick.goal.Kind] {
			pick = c
		}
	}
	if pick == nil {
		return nil
	}
	pz := g.puzzle(pos, *pick)
	if pz == nil {
		return nil
	}
	g.counts[pick.goal.Kind]++
	g.seenBoards[pos.Key()] = true
	g.seenShapes[g.shape(pos, pick)] = true
	return pz
}

// shape is the near-duplicate signature of a puzzle: side to move, which
// holes hold seeds, goal and solution.
func (g *generator) shape(pos engine.Position, c *candidate) string {
	var sb strings.Builder
	sb.WriteString(pos.Turn.Letter())
	for _, n := range pos.Board {
		if n > 0 {
			sb.WriteByte('x')
		} else {
			sb.WriteByte('.')
		}
	}
	fmt.Fprintf(&sb, " %s %s", c.goal.Kind, c.solution)
	return sb.String()
}

// puzzle writes the puzzle for candidate c, checked as the loader checks it.
func (g *generator) puzzle(pos engine.Position, c candidate) *Puzzle {
	pz := &Puzzle{Position: pos, Goal: c.goal, Solution: c.solution}
	if uniqueSolution(g.rules, pz, SolveNodes) != nil {
		return nil
	}
	themes, t, err := ThemesOf(g.rules, pos, c.solution)
	if err != nil {
		return nil
	}
	// The rarest theme first: endless-trap, sweep, cross-board, long-chain, relay.
	for _, want := range []Theme{ThemeEndlessTrap, ThemeSweep, ThemeCrossBoard, ThemeLongChain, ThemeRelay} {
		for _, th := range themes {
			if th == want && pz.Theme == "" {
				pz.Theme = th
			}
		}
	}
	pz.Level = difficulty(c, t)
	pz.Text = fmt.Sprintf("%s to move. %s", pos.Turn, c.goal.Describe())
	pz.Hints = g.hints(pos, c, t)
	a := pz.Evaluate(g.rules, c.solution)
	pz.Success = a.Explain()
	return pz
}

// difficulty rates a puzzle 1..5: the goal's depth, the search effort
// (nodes) and the solution's laps.
func difficulty(c candidate, t *engine.Trace) int {
	level := 1
	switch c.goal.Kind {
	case NoReplyCapture, BestMove, OnlyNotLosing:
		level++
	case WinIn:
		level += c.goal.N
	}
	if c.nodes >= 2000 {
		level++
	}
	if c.nodes >= 20000 {
		level++
	}
	if t.Outcome.Laps >= 4 {
		level++
	}
	if t.Outcome.Laps >= 10 {
		level++
	}
	return min(max(level, 1), MaxLevel)
}

// hints derives the puzzle's hints from the goal and the solution's trace.
func (g *generator) hints(pos engine.Position, c candidate, t *engine.Trace) []string {
	var hints []string
	switch c.goal.Kind {
	case MostSeeds, CaptureAtLeast:
		hints = append(hints, "Seeds are eaten just beyond an empty hole (a pussa): look for a full hole with an empty one before it.")
	case ChainOf:
		hints = append(hints, "A necklace needs empty and full holes taking turns: empty, full, empty, full...")
	case NoReplyCapture:
		hints = append(hints, "Look at the board after your move from your opponent's side: which of his moves would end next to a pussa with seeds beyond it?")
	case WinIn:
		hints = append(hints, "A round ends when the side to move has no legal move (the other side takes every seed left) or when a position comes back a third time. Count who holds what when it ends.")
	case BestMove:
		hints = append(hints, "Think past this move: what can your opponent take back in reply, and what is left for you after that?")
	case OnlyNotLosing:
		held := pos.Held[pos.Turn]
		hints = append(hints, fmt.Sprintf("Count the seeds: you hold %d, your opponent %d, and %d lie on the board. Most moves let him take too many of them.",
			held, pos.Held[pos.Turn.Other()], pos.Board.Total()))
	}
	var sb strings.Builder
	if t.Outcome.Laps == 1 {
		sb.WriteString("The move you want sows a single hand")
	} else {
		fmt.Fprintf(&sb, "The move you want relays %d %s", t.Outcome.Laps-1, plural(t.Outcome.Laps-1, "time"))
	}
	if end, ok := t.Find(engine.SowingEnd); ok {
		fmt.Fprintf(&sb, "; its last seed falls in %s, and %s, the hole after it, is empty (a pussa).", end.Last, end.Hole)
	} else {
		sb.WriteString(".")
	}
	hints = append(hints, sb.String())
	var eaten []string
	for _, e := range t.Events {
		if e.Kind == engine.Capture {
			eaten = append(eaten, e.Hole.String())
		}
	}
	switch {
	case len(eaten) > 0:
		hints = append(hints, "It eats "+strings.Join(eaten, ", then ")+".")
	case t.RoundOver:
		hints = append(hints, "It captures nothing, but your opponent is left without a legal move.")
	default:
		hints = append(hints, "It captures nothing at once.")
	}
	if c.goal.Kind == BestMove || c.goal.Kind == OnlyNotLosing {
		res := search.Solve(context.Background(), g.rules, pos, search.Options{Depth: search.MaxDepth, Nodes: SolveNodes})
		if res.Exact && len(res.PV) > 1 {
			f := search.Final(pos, res.Value)
			pv := res.PV
			if len(pv) > 6 {
				pv = pv[:6]
			}
			var names []string
			for _, h := range pv {
				names = append(names, h.String())
			}
			more := ""
			if len(res.PV) > len(pv) {
				more = "..."
			}
			hints = append(hints, fmt.Sprintf("Under best play: %s%s, and the round ends %d to %d for you.", strings.Join(names, ", "), more, f[pos.Turn], f[pos.Turn.Other()]))
		}
	}
	return hints
}

// WritePuzzleSteps writes puzzles as puzzle steps of a lesson file's steps
// list (each starting "  - kind: puzzle"), in the course's layout.
func WritePuzzleSteps(w io.Writer, puzzles []*Puzzle) error {
	var sb strings.Builder
	for i, pz := range puzzles {
		if i > 0 {
			sb.WriteString("\n")
		}
		sb.WriteString("  - kind: puzzle\n")
		fmt.Fprintf(&sb, "    id: %s\n", pz.ID)
		fmt.Fprintf(&sb, "    level: %d\n", pz.Level)
		if pz.Theme != "" {
			fmt.Fprintf(&sb, "    theme: %s\n", pz.Theme)
		}
		fmt.Fprintf(&sb, "    text: %s\n", strconv.Quote(pz.Text))
		fmt.Fprintf(&sb, "    position: %s\n", pz.Position)
		if pz.Goal.Kind.HasCount() {
			fmt.Fprintf(&sb, "    goal: {%s: %d}\n", pz.Goal.Kind, pz.Goal.N)
		} else {
			fmt.Fprintf(&sb, "    goal: %s\n", pz.Goal.Kind)
		}
		if len(pz.Hints) > 0 {
			sb.WriteString("    hints:\n")
			for _, h := range pz.Hints {
				fmt.Fprintf(&sb, "      - %s\n", strconv.Quote(h))
			}
		}
		fmt.Fprintf(&sb, "    solution: %s\n", pz.Solution)
		fmt.Fprintf(&sb, "    success: %s\n", strconv.Quote(pz.Success))
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// tighten returns pos with the held seeds shared anew (the same total) so
// that exactly one move, the unique best, does not lose: a move with value
// v does not lose iff v >= D, the opponent's held seeds minus the mover's.
func tighten(pos engine.Position, best int) (engine.Position, bool) {
	// D = best: the best move does not lose, every other move (worth at
	// most best-2) does. The held seeds keep their total, whose parity
	// matches: held total = 56 - board, and best has the board's parity.
	heldTotal := pos.Held[0] + pos.Held[1]
	if (heldTotal-best)%2 != 0 {
		return pos, false
	}
	mine := (heldTotal - best) / 2
	theirs := heldTotal - mine
	if mine < 0 || theirs < 0 {
		return pos, false
	}
	q := pos
	q.Held[pos.Turn], q.Held[pos.Turn.Other()] = mine, theirs
	return q, true
}

// plural is word, with an s unless n is 1: the generator writes English.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
