package engine

// Game is one round being played: its rules, the start position, the moves
// and the positions they led to, with undo and redo.
//
// How the round stands is settled as each position is reached, so Result
// costs nothing however long the round.
type Game struct {
	rules     Rules
	positions []Position // positions[0] is the start; positions[i] follows moves[i-1]
	results   []Result   // results[i] is how the round stands at positions[i]
	moves     []Hole
	redo      []Hole      // undone moves, the next one to redo last
	seen      map[Key]int // how often each position of the round has arisen; nil without a RepetitionLimit
	closed    bool        // the next round of its match has begun: no move can be undone
}

// NewGame starts a round from start under rules.
func NewGame(rules Rules, start Position) *Game {
	g := &Game{rules: rules}
	g.reach(start)
	return g
}

// Rules returns the game's rule set.
func (g *Game) Rules() Rules { return g.rules }

// Start returns the position the round started from.
func (g *Game) Start() Position { return g.positions[0] }

// Position returns the current position.
func (g *Game) Position() Position { return g.positions[len(g.positions)-1] }

// Moves returns the moves played so far, oldest first.
func (g *Game) Moves() []Hole { return append([]Hole(nil), g.moves...) }

// History returns the repetition keys of the round's positions before the
// current one, oldest first: what a search needs to count repetitions.
func (g *Game) History() []Key {
	keys := make([]Key, len(g.positions)-1)
	for i, p := range g.positions[:len(g.positions)-1] {
		keys[i] = p.Key()
	}
	return keys
}

// Positions returns every position of the round so far, the start first.
func (g *Game) Positions() []Position { return append([]Position(nil), g.positions...) }

// Play plays hole h for the side to move. It returns a *MoveError when the
// round is over or the move is not legal; the game is then unchanged. A
// played move clears the redo list.
func (g *Game) Play(h Hole) (Outcome, error) {
	out, err := g.play(h)
	if err == nil {
		g.redo = g.redo[:0]
	}
	return out, err
}

func (g *Game) play(h Hole) (Outcome, error) {
	if err := g.playable(h); err != nil {
		return Outcome{}, err
	}
	next, out, err := g.rules.Play(g.Position(), h)
	if err != nil {
		return out, err
	}
	g.push(h, next)
	return out, nil
}

// PlayTraced plays hole h as Play does and returns the move's trace, for a
// view that shows the move seed by seed.
func (g *Game) PlayTraced(h Hole) (*Trace, error) {
	if err := g.playable(h); err != nil {
		return nil, err
	}
	trace, err := g.Trace(h)
	if err != nil {
		return nil, err
	}
	if trace.Outcome.Endless {
		return nil, &MoveError{Hole: h, Turn: trace.Start.Turn, Problem: EndlessMove}
	}
	g.push(h, trace.Result)
	g.redo = g.redo[:0]
	return trace, nil
}

// playable refuses any move once the round is over.
func (g *Game) playable(h Hole) error {
	if g.Result().Over() {
		return &MoveError{Hole: h, Turn: g.Position().Turn, Problem: RoundIsOver}
	}
	return nil
}

// push records move h and the position next it led to.
func (g *Game) push(h Hole, next Position) {
	g.moves = append(g.moves, h)
	g.reach(next)
}

// reach appends p, the position after the moves played so far, and settles
// how the round stands there: a position seen for the RepetitionLimit-th
// time ends it; so does a side to move with no legal move (the sweep), and
// the MoveLimit when one is set.
func (g *Game) reach(p Position) {
	g.positions = append(g.positions, p)
	seen := 0
	if g.rules.RepetitionLimit > 0 {
		if g.seen == nil {
			g.seen = make(map[Key]int)
		}
		g.seen[p.Key()]++
		seen = g.seen[p.Key()]
	}
	reason := NotOver
	switch {
	case g.rules.RepetitionLimit > 0 && seen >= g.rules.RepetitionLimit:
		reason = Repetition
	case g.rules.NoLegalMove(p):
		reason = NoLegalMoveLeft
	case g.rules.MoveLimit > 0 && len(g.moves) >= g.rules.MoveLimit:
		reason = MoveLimitReached
	}
	g.results = append(g.results, resultOf(reason, p))
}

// Trace records the move h would make from the current position, without
// playing it.
func (g *Game) Trace(h Hole) (*Trace, error) { return g.rules.Trace(g.Position(), h) }

// LegalMoves returns the holes the side to move may play; none once the
// round is over.
func (g *Game) LegalMoves() []Hole {
	if g.Result().Over() {
		return nil
	}
	return g.rules.LegalMoves(g.Position())
}

// CanUndo reports whether a move can be taken back: never once the next
// round of its match has begun.
func (g *Game) CanUndo() bool { return len(g.moves) > 0 && !g.closed }

// CanRedo reports whether an undone move can be played again.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// Undo takes back the last move; it reports false when there is none.
func (g *Game) Undo() bool {
	if !g.CanUndo() {
		return false
	}
	last := len(g.moves) - 1
	g.redo = append(g.redo, g.moves[last])
	g.moves = g.moves[:last]
	if g.seen != nil {
		key := g.Position().Key()
		if g.seen[key]--; g.seen[key] == 0 {
			delete(g.seen, key)
		}
	}
	g.positions = g.positions[:last+1]
	g.results = g.results[:last+1]
	return true
}

// Redo plays the last undone move again; it reports false when there is none.
func (g *Game) Redo() bool {
	if !g.CanRedo() {
		return false
	}
	last := len(g.redo) - 1
	if _, err := g.play(g.redo[last]); err != nil {
		return false
	}
	g.redo = g.redo[:last]
	return true
}

// Result tells whether the round is over, why, and who won (see reach for
// the end rules). It is settled as each move is played: it costs nothing.
func (g *Game) Result() Result { return g.results[len(g.results)-1] }
