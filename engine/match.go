package engine

import "walakpussa/assets/i18n/sentence"

// Match is a series of rounds (docs/rules.md#rounds-and-the-match): after
// each round the players keep what they hold, refill their own rows from
// it, and the player holding fewer seeds opens the next round. A player who
// cannot fill a single hole has lost.
type Match struct {
	rules   Rules
	rounds  []*Game
	openers []Side
}

// NewMatch starts a match: round 1 from the start position, opened by
// rules.Starter.
func NewMatch(rules Rules) *Match { return NewMatchFrom(rules, StartWith(rules.Starter)) }

// NewMatchFrom starts a match whose first round is played from start, opened
// by the side to move there; later rounds are refilled as usual.
func NewMatchFrom(rules Rules, start Position) *Match { return MatchOf(NewGame(rules, start)) }

// MatchOf makes a match whose first round is g, moves and all, under g's
// rules; later rounds are refilled as usual.
func MatchOf(g *Game) *Match {
	return &Match{rules: g.Rules(), rounds: []*Game{g}, openers: []Side{g.Start().Turn}}
}

// Rules returns the match's rule set.
func (m *Match) Rules() Rules { return m.rules }

// Round is what can be read of a round: a *Game is one, and Match.Rounds
// hands out rounds that can only be read.
type Round interface {
	Rules() Rules
	Start() Position
	Position() Position
	Moves() []Hole
	Positions() []Position
	Result() Result
}

// readOnly shows a round and hides its *Game, which cannot be had back
// from it to play or undo.
type readOnly struct{ Round }

// Rounds returns the rounds so far, the first first, to be read; the last
// is the one being played, which only Round gives to play.
func (m *Match) Rounds() []Round {
	rounds := make([]Round, len(m.rounds))
	for i, g := range m.rounds {
		rounds[i] = readOnly{g}
	}
	return rounds
}

// Openers returns who opened each round so far, the first first.
func (m *Match) Openers() []Side { return append([]Side(nil), m.openers...) }

// Round returns the round being played (or the last one, once the match is
// over): the one round moves are played in and undone. Once the next round
// begins it is closed: a move of it can no longer be undone.
func (m *Match) Round() *Game { return m.rounds[len(m.rounds)-1] }

// RoundNumber returns the current round's number, from 1.
func (m *Match) RoundNumber() int { return len(m.rounds) }

// Held returns the seeds each player holds off the board: in the current
// round so far, or all of his seeds once the round is over.
func (m *Match) Held() [2]int { return m.Round().Result().Final.Held }

// Over reports whether the match has ended: the last round is over and a
// player holds too few seeds to fill a hole, or the round limit is reached.
func (m *Match) Over() bool {
	res := m.Round().Result()
	if !res.Over() {
		return false
	}
	if m.rules.MatchRounds > 0 && len(m.rounds) >= m.rules.MatchRounds {
		return true
	}
	return res.Final.Held[South] < SeedsPerHole || res.Final.Held[North] < SeedsPerHole
}

// Winner returns the match winner once it is over: the player who can still
// fill a hole, or the one holding more seeds. draw reports equal holdings.
func (m *Match) Winner() (winner Side, draw bool) {
	res := m.Round().Result()
	return res.Winner, res.Draw
}

// ErrRoundNotOver is returned by NextRound while the current round goes on.
var ErrRoundNotOver = sentence.Errorf("the round is not over yet")

// ErrMatchOver is returned by NextRound once the match has ended.
var ErrMatchOver = sentence.Errorf("the match is over")

// NextRound sets up the next round from what each player holds.
func (m *Match) NextRound() error {
	if !m.Round().Result().Over() {
		return ErrRoundNotOver
	}
	if m.Over() {
		return ErrMatchOver
	}
	held := m.Round().Result().Final.Held
	opener := m.NextOpener()
	m.Round().closed = true
	m.rounds = append(m.rounds, NewGame(m.rules, RefilledStart(held, opener)))
	m.openers = append(m.openers, opener)
	return nil
}

// NextOpener returns who opens the next round: rules.MatchOpener applied to
// what each player holds now (at the end of the round once it is over).
func (m *Match) NextOpener() Side {
	held := m.Held()
	previous := m.openers[len(m.openers)-1]
	if m.rules.MatchOpener == FewerSeedsOpens {
		switch {
		case held[South] < held[North]:
			return South
		case held[North] < held[South]:
			return North
		}
	}
	return previous.Other()
}

// RefilledStart returns the start of a later round: each player refills his
// own row in sowing order from hole 1, 4 seeds a hole while he has 4, the
// next hole getting what is left; seeds beyond 28 stay in his reserve.
func RefilledStart(held [2]int, opener Side) Position {
	p := Position{Turn: opener}
	for _, side := range []Side{South, North} {
		seeds := held[side]
		for n := 1; n <= RowLength && seeds > 0; n++ {
			put := min(seeds, SeedsPerHole)
			p.Board[HoleOf(side, n)] = uint8(put)
			seeds -= put
		}
		p.Held[side] = seeds
	}
	return p
}

// RetryAt returns a match that goes back to round (from 0) after its first
// moves moves: the rounds before it as they were, that round replayed up
// to there, and no round after it. m itself is unchanged.
func (m *Match) RetryAt(round, moves int) (*Match, error) {
	if round < 0 || round >= len(m.rounds) || moves < 0 || moves > len(m.rounds[round].moves) {
		return nil, sentence.Errorf("round %d has no move %d", round+1, moves)
	}
	old := m.rounds[round]
	replay := NewGame(m.rules, old.Start())
	for _, h := range old.moves[:moves] {
		if _, err := replay.Play(h); err != nil {
			return nil, err
		}
	}
	rounds := append(append([]*Game(nil), m.rounds[:round]...), replay)
	return &Match{rules: m.rules, rounds: rounds, openers: append([]Side(nil), m.openers[:round+1]...)}, nil
}
