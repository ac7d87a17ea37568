package search

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// Levels is the number of levels the computer plays at: 1 is a beginner,
// Levels the full solver.
const Levels = 5

// TopLevelTime is how long the top level thinks at most: it must answer
// within 2 seconds on the 2-core machine the project is measured on.
const TopLevelTime = 1500 * time.Millisecond

// Opponent chooses the computer's moves at one level:
//
//  1. a beginner: half the time any legal move, otherwise the move that
//     captures most right now; it never looks at the reply;
//  2. greedy: always the move that captures most right now;
//  3. looks two moves ahead (its move and the reply);
//  4. looks six moves ahead;
//  5. the full solver for TopLevelTime, exact when the round's end is in
//     reach, with the endgame table when it has one.
//
// Between moves of equal worth it chooses at random, so games vary.
type Opponent struct {
	Level int
	// Time, when set, replaces TopLevelTime at level 5.
	Time time.Duration
	// Depth, when set, makes level 5 search to this depth instead of for a
	// time: the same position then always gets the same answer (tests).
	Depth int
	// Nodes, when set, makes level 5 search this many nodes instead of for
	// a time (see Options.Nodes): the same position then always gets the
	// same answer, on any machine (tests).
	Nodes int64
	// Endgame, when set, gives the top level perfect play in endings (the
	// lower levels keep their short sight).
	Endgame *Endgame
	rng     *rand.Rand
}

// NewOpponent returns an opponent at level (clamped to 1..Levels) whose
// random choices come from seed.
func NewOpponent(level int, seed uint64) *Opponent {
	return &Opponent{Level: max(1, min(level, Levels)), rng: rand.New(rand.NewPCG(seed, seed^0x5bd1e995))}
}

// Choose returns the move to play in p; history holds the keys of the
// round's earlier positions, oldest first (Game.Positions without the
// last). It returns engine.NoHole when there is no legal move. Cancelling
// ctx cuts the search of levels 3 to 5 short (see Solve): the move is then
// chosen from what it found so far.
func (o *Opponent) Choose(ctx context.Context, rules engine.Rules, p engine.Position, history []engine.Key) engine.Hole {
	moves := rules.LegalMoves(p)
	if len(moves) == 0 {
		return engine.NoHole
	}
	switch o.Level {
	case 1:
		if o.rng.IntN(2) == 0 {
			return moves[o.rng.IntN(len(moves))]
		}
		fallthrough
	case 2:
		greediest, _ := rules.Greediest(p)
		return o.pick(greediest)
	}
	opt := Options{History: history}
	switch o.Level {
	case 3:
		opt.Depth = 2
	case 4:
		opt.Depth = 6
	default:
		opt.Endgame = o.Endgame
		opt.Time, opt.Depth, opt.Nodes = TopLevelTime, o.Depth, o.Nodes
		if o.Time > 0 {
			opt.Time = o.Time
		}
		if o.Depth > 0 || o.Nodes > 0 {
			opt.Time = 0
		}
	}
	res := Solve(ctx, rules, p, opt)
	if len(res.Best) == 0 {
		return moves[0]
	}
	return o.pick(res.Best)
}

// pick chooses one of moves at random.
func (o *Opponent) pick(moves []engine.Hole) engine.Hole { return moves[o.rng.IntN(len(moves))] }

// ParsePlayer reads a player for self-play: "random" (nil: uniformly random
// legal moves) or "level:N" with N from 1 to Levels.
func ParsePlayer(text string, seed uint64) (*Opponent, error) {
	if text == "random" {
		return nil, nil
	}
	if n, ok := strings.CutPrefix(text, "level:"); ok {
		if level, err := strconv.Atoi(n); err == nil && level >= 1 && level <= Levels {
			return NewOpponent(level, seed), nil
		}
	}
	return nil, sentence.Errorf("player %q: expected random or level:N with N from 1 to %d", text, Levels)
}

// PlayRound plays a round from start between two players, indexed by side:
// each Opponent chooses its side's moves, and a nil player plays uniformly
// random legal moves drawn from rng. With two random players it is the
// engine's fast playout. The players search under ctx.
func PlayRound(ctx context.Context, rules engine.Rules, start engine.Position, players [2]*Opponent, rng *rand.Rand) engine.PlayoutStats {
	if players[engine.South] == nil && players[engine.North] == nil {
		return rules.Playout(start, rng)
	}
	var stats engine.PlayoutStats
	g := engine.NewGame(rules, start)
	for !g.Result().Over() {
		p := g.Position()
		var move engine.Hole
		if player := players[p.Turn]; player != nil {
			move = player.Choose(ctx, rules, p, g.History())
		} else {
			legal := rules.LegalMoves(p)
			move = legal[rng.IntN(len(legal))]
		}
		out, err := g.Play(move)
		if err != nil {
			panic(fmt.Sprintf("search: a player chose %v, which cannot be played in %v: %v", move, p, err))
		}
		stats.Moves++
		stats.LongestMove = max(stats.LongestMove, out.Laps)
		stats.LargestChain = max(stats.LargestChain, out.Chain)
	}
	stats.Result = g.Result()
	return stats
}
