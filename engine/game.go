package engine

// Game is one round being played: its rules, the start position, the moves
// and the positions they led to, with undo and redo.
type Game struct {
	rules     Rules
	positions []Position // positions[0] is the start; positions[i] follows moves[i-1]
	moves     []Hole
	redo      []Hole // undone moves, the next one to redo last
}

// NewGame starts a round from start under rules.
func NewGame(rules Rules, start Position) *Game {
	return &Game{rules: rules, positions: []Position{start}}
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

func (g *Game) push(h Hole, next Position) {
	g.positions = append(g.positions, next)
	g.moves = append(g.moves, h)
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

// CanUndo reports whether a move can be taken back.
func (g *Game) CanUndo() bool { return len(g.moves) > 0 }

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
	g.positions = g.positions[:last+1]
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

// Result tells whether the round is over, why, and who won: a position seen
// for the RepetitionLimit-th time ends it; so does a side to move with no
// legal move (the sweep), and the MoveLimit when one is set.
func (g *Game) Result() Result {
	current := g.Position()
	if limit := g.rules.RepetitionLimit; limit > 0 && g.occurrences(current.Key()) >= limit {
		return resultOf(Repetition, current)
	}
	if g.rules.NoLegalMove(current) {
		return resultOf(NoLegalMoveLeft, current)
	}
	if limit := g.rules.MoveLimit; limit > 0 && len(g.moves) >= limit {
		return resultOf(MoveLimitReached, current)
	}
	return resultOf(NotOver, current)
}

// occurrences counts the positions of the round with key.
func (g *Game) occurrences(key Key) int {
	n := 0
	for _, p := range g.positions {
		if p.Key() == key {
			n++
		}
	}
	return n
}
