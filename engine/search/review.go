package search

import (
	"context"
	"slices"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// ReviewOptions sets how far a review searches each position of the game.
// Its budgets count nodes, never time, so the same game gets the same
// marks on any machine at any load.
type ReviewOptions struct {
	// MoveNodes bounds the nodes of each move's search (see
	// Options.Nodes); 0 means no bound of its own.
	MoveNodes int64
	// TotalNodes bounds the whole review: each move gets an equal share of
	// what is left, so nodes saved on a move proven quickly go to the later
	// ones. 0 means no bound. With both set, a move gets the smaller.
	TotalNodes int64
	// Depth is the most plies to search each move; 0 means no limit (until
	// exact or the budget is spent; DefaultDepth when no budget is set
	// either).
	Depth int
	// Endgame, when not nil, gives exact values of positions with few seeds
	// (see Options.Endgame).
	Endgame *Endgame
	// TableBits sizes each search's transposition table (see Options).
	TableBits int
}

// ReviewMoveNodes is the node budget of each move's search in a review
// unless told otherwise: about a second on the 2-core machine the project
// is measured on, and the same marks on any other.
const ReviewMoveNodes = 1_000_000

// MoveReview is the solver's verdict on one move of a game. Values are for
// the mover, in the meaning of Solve: the seeds he will still win from the
// board minus those his opponent will, under best play.
type MoveReview struct {
	// Ply is the move's place in the game, from 1.
	Ply int
	// Position is the position the move was played in (its Turn is the
	// mover).
	Position engine.Position
	// Move is the hole played.
	Move engine.Hole
	// Captured is the seeds the move captured.
	Captured int
	// Best lists the moves with the best value, in hole order.
	Best []engine.Hole
	// Before is the value of Position under best play.
	Before int
	// After is what the move played leaves the mover: the seeds it
	// captured plus the negated value of the position it led to.
	After int
	// Loss is Before − After, never below 0.
	Loss int
	// Mark grades the move by its Loss.
	Mark Mark
	// Exact reports that Before and After are both proven (by the search
	// reaching the round's end everywhere, or by the endgame table), not
	// estimates from a search of Depth plies.
	Exact bool
	// Depth is the depth of the last completed iteration of the search.
	Depth int
}

// Side is the side that played the move.
func (m MoveReview) Side() engine.Side { return m.Position.Turn }

// PlayerReview sums up one player's moves.
type PlayerReview struct {
	// Moves is the number of moves he played.
	Moves int
	// Best is the number of those that were best moves.
	Best int
	// Loss is the seeds of value he gave away in all: the sum of his moves'
	// Loss.
	Loss int
}

// BestShare is the share of his moves that were best moves, from 0 to 1; 0
// when he played none.
func (p PlayerReview) BestShare() float64 {
	if p.Moves == 0 {
		return 0
	}
	return float64(p.Best) / float64(p.Moves)
}

// Review is the solver's verdict on every move of a game, oldest first.
type Review struct {
	Moves []MoveReview
	// Players sums up each side's moves, indexed by engine.Side.
	Players [2]PlayerReview
}

// add appends m and counts it for its player.
func (r *Review) add(m MoveReview) {
	r.Moves = append(r.Moves, m)
	p := &r.Players[m.Side()]
	p.Moves++
	p.Loss += m.Loss
	if m.Mark == MarkBest {
		p.Best++
	}
}

// Margins returns, for the position before each move and the one after the
// last, South's expected lead at the end of the round: the seeds South
// holds minus those North holds, plus the value of the board for South
// (as the solver saw it when searching the move played there). Under best
// play it never changes; each move not best lowers its player's lead by
// the move's Loss. exact tells which margins are proven.
func (r Review) Margins() (margins []int, exact []bool) {
	for _, m := range r.Moves {
		margins = append(margins, southLead(m.Position, m.Before))
		exact = append(exact, m.Exact)
	}
	if n := len(r.Moves); n > 0 {
		last := r.Moves[n-1]
		after := last.Position
		after.Held[after.Turn] += last.Captured
		after.Turn = after.Turn.Other()
		margins = append(margins, southLead(after, last.Captured-last.After))
		exact = append(exact, last.Exact)
	}
	return margins, exact
}

// southLead is South's held seeds minus North's plus v, the value of the
// board for the side to move in p, turned to South's side.
func southLead(p engine.Position, v int) int {
	if p.Turn == engine.North {
		v = -v
	}
	return p.Held[engine.South] - p.Held[engine.North] + v
}

// ReviewStopped is the error of a review whose context was cancelled before
// its last move: Done moves of Total were reviewed.
type ReviewStopped struct {
	Done, Total int
	// Cause is the context's error.
	Cause error
}

// Error says it in English.
func (e *ReviewStopped) Error() string { return e.Tell(sentence.English) }

// Tell says it in the language of sp.
func (e *ReviewStopped) Tell(sp sentence.Speaker) string {
	return sp.F("the review was cancelled after %d of %d moves", e.Done, e.Total)
}

// Unwrap returns the context's error (context.Canceled or
// context.DeadlineExceeded).
func (e *ReviewStopped) Unwrap() error { return e.Cause }

// ReviewGame searches every position of game (a *engine.Game, or a round
// of a match) in which a move was played and judges the move: its value against the best move's, and its Mark.
// progress, when not nil, is called after each move with the moves
// reviewed so far, the moves in all, and the move's review. When ctx is
// cancelled the review stops within a moment and returns the moves
// reviewed so far with a *ReviewStopped error.
func ReviewGame(ctx context.Context, game engine.Round, opt ReviewOptions, progress func(done, total int, m MoveReview)) (Review, error) {
	rules := game.Rules()
	positions, moves := game.Positions(), game.Moves()
	history := make([]engine.Key, len(positions))
	for i, p := range positions {
		history[i] = p.Key()
	}
	var review Review
	var spent int64
	for i, move := range moves {
		if err := ctx.Err(); err != nil {
			return review, &ReviewStopped{Done: i, Total: len(moves), Cause: err}
		}
		each := Options{Depth: opt.Depth, Nodes: moveBudget(opt, spent, len(moves)-i),
			History: history[:i], Moves: i, Endgame: opt.Endgame, TableBits: opt.TableBits}
		m, nodes, err := reviewMove(ctx, rules, positions[i], move, each)
		if err != nil {
			return review, err
		}
		spent += nodes
		if err := ctx.Err(); err != nil {
			return review, &ReviewStopped{Done: i, Total: len(moves), Cause: err}
		}
		m.Ply = i + 1
		review.add(m)
		if progress != nil {
			progress(i+1, len(moves), m)
		}
	}
	return review, nil
}

// leastMoveNodes is the smallest budget of a move's search: a review whose
// TotalNodes are spent still searches each move a little.
const leastMoveNodes = 1000

// moveBudget is the node budget of the next move's search when spent nodes
// have been visited and left moves remain, this one included: MoveNodes,
// or an equal share of what is left of TotalNodes, whichever is smaller
// (at least leastMoveNodes); 0 (no budget) when neither is set.
func moveBudget(opt ReviewOptions, spent int64, left int) int64 {
	budget := opt.MoveNodes
	if opt.TotalNodes > 0 {
		share := max((opt.TotalNodes-spent)/int64(left), leastMoveNodes)
		if budget == 0 || share < budget {
			budget = share
		}
	}
	return budget
}

// reviewMove searches every legal move of p, as Evaluate does, and judges
// move by them (see Judge); it returns the nodes its search visited too.
func reviewMove(ctx context.Context, rules engine.Rules, p engine.Position, move engine.Hole, opt Options) (MoveReview, int64, error) {
	s := newSearcher(ctx, rules, opt)
	var values []MoveValue
	m := MoveReview{Position: p, Move: move}
	s.deepen(&p, opt, true, func(depth int, vs []MoveValue, _ bool, _ []engine.Hole) {
		values, m.Depth = slices.Clone(vs), depth
	})
	j, ok := Judge(p, move, values)
	if !ok {
		return m, s.nodes, sentence.Errorf("%s cannot be played", move) // a game file never holds such a move
	}
	m.Best, m.Before, m.After, m.Loss, m.Mark = j.Best, j.Before, j.After, j.Loss, j.Mark
	m.Captured, m.Exact = j.Captured, j.Exact
	return m, s.nodes, nil
}
