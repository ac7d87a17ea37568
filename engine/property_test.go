package engine

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"runtime/debug"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// propertyPositions is how many random positions TestPropertyRandomMoves
// plays a move on.
const propertyPositions = 1_000_000 / propertyScale

// checkMove plays h on p with Apply and with Trace and checks every
// property a move must have. It returns a description of the first broken
// one, or "" when all hold. It uses no testify in this hot path.
func checkMove(r *Rules, p Position, h Hole) string {
	next, out := r.Apply(p, h)
	tr, err := r.Trace(p, h)
	if err != nil {
		return fmt.Sprintf("Trace: %v", err)
	}
	if tr.Result != next || tr.Outcome != out {
		return fmt.Sprintf("Trace and Apply disagree: trace %v %+v, apply %v %+v", tr.Result, tr.Outcome, next, out)
	}
	mover := p.Turn
	if out.Endless {
		if next != p || out != (Outcome{Endless: true}) {
			return fmt.Sprintf("endless move changed the position or counted laps: %v %+v", next, out)
		}
	} else {
		switch {
		case next.TotalSeeds() != p.TotalSeeds():
			return fmt.Sprintf("seeds not conserved: %d before, %d after (%v)", p.TotalSeeds(), next.TotalSeeds(), next)
		case next.Board.Total() != p.Board.Total()-out.Captured:
			return fmt.Sprintf("board lost %d seeds, captured %d", p.Board.Total()-next.Board.Total(), out.Captured)
		case next.Held[mover] != p.Held[mover]+out.Captured:
			return fmt.Sprintf("mover's held %d, want %d", next.Held[mover], p.Held[mover]+out.Captured)
		case next.Held[mover.Other()] != p.Held[mover.Other()]:
			return "the opponent's held seeds changed"
		case next.Turn != mover.Other():
			return "the turn did not pass"
		case out.Laps < 1 || out.Drops < int(p.Board[h]) || out.Laps > r.LapCap:
			return fmt.Sprintf("bad laps/drops %+v", out)
		case (out.Captured == 0) != (out.Chain == 0):
			return fmt.Sprintf("captured and chain disagree %+v", out)
		}
	}
	return checkEvents(r, tr)
}

// checkEvents checks that each event of a trace follows from the one before.
func checkEvents(r *Rules, tr *Trace) string {
	ev := tr.Events
	if len(ev) == 0 {
		return "no events"
	}
	p, mover := tr.Start, tr.Start.Turn
	total := p.TotalSeeds()
	first := ev[0]
	if first.Kind != Lift || first.Hole != tr.Move || first.Hand != p.Seeds(tr.Move) || first.Lap != 1 || first.Board[tr.Move] != 0 {
		return fmt.Sprintf("bad first event %+v", first)
	}
	prev := first
	last, from, drops, relays, pearls := NoHole, tr.Move, 0, 0, 0
	for i, e := range ev[1:] {
		at := eventAt{i + 1, e}
		if e.Lap < prev.Lap {
			return at.say("lap went down")
		}
		if e.Kind != Endless && e.Board.Total()+e.Hand+e.Held[0]+e.Held[1] != total {
			return at.say("seeds not conserved")
		}
		if e.Kind != Sweep && e.Held[mover]-p.Held[mover] != e.Captured {
			return at.say("held seeds do not match the captures")
		}
		switch e.Kind {
		case Drop:
			want := prev.Board
			want[e.Hole]++
			if e.Board != want || e.Hand != prev.Hand-1 || e.Drops != prev.Drops+1 || e.From != from {
				return at.say("a drop must add exactly one seed to its hole")
			}
			if r.SkipOrigin && e.Hole == from {
				return at.say("a drop into the origin with SkipOrigin")
			}
			if last != NoHole && e.Hole != last.Next() && !(r.SkipOrigin && last.Next() == from) {
				return at.say("a hole was skipped")
			}
			last = e.Hole
			drops++
		case Relay:
			want := prev.Board
			want[e.Hole] = 0
			if prev.Hand != 0 || e.Hole != last.Next() || e.Board != want || e.Hand != int(prev.Board[e.Hole]) || e.Hand == 0 || e.Lap != prev.Lap+1 {
				return at.say("a relay must lift the hole after the last seed")
			}
			from, last = e.Hole, e.Hole
			relays++
		case SowingEnd:
			if prev.Hand != 0 || e.Last != last || e.Hole != last.Next() || e.Board[e.Hole] != 0 {
				return at.say("the sowing must end at the empty hole after the last seed")
			}
		case Capture:
			pearls++
			if e.Pearl != pearls || prev.Board[e.Hole] == 0 || e.Board[e.Hole] != 0 || e.Captured != prev.Captured+int(prev.Board[e.Hole]) {
				return at.say("bad capture")
			}
		}
		prev = e
	}
	final := ev[len(ev)-1]
	switch {
	case tr.Outcome.Endless:
		if final.Kind != Endless {
			return "an endless move must end with an Endless event"
		}
		if r.RepeatIsEndless && final.Repeats != 0 && final.Repeats >= final.Lap {
			return "Endless must repeat an earlier lap"
		}
	case tr.RoundOver:
		if final.Kind != Sweep || ev[len(ev)-2].Kind != TurnEnd || final.Board != (Board{}) {
			return "a move that ends the round must end with TurnEnd then Sweep"
		}
	default:
		if final.Kind != TurnEnd {
			return fmt.Sprintf("the last event is %v, want turn-end", final.Kind)
		}
	}
	if !tr.Outcome.Endless {
		if drops != tr.Outcome.Drops || relays != tr.Outcome.Laps-1 || pearls != tr.Outcome.Chain {
			return "event counts disagree with the outcome"
		}
		if tr.RoundOver != r.NoLegalMove(tr.Result) {
			return "RoundOver disagrees with NoLegalMove"
		}
	}
	return ""
}

// eventAt names an event in a failure message, formatted only on failure.
type eventAt struct {
	index int
	e     Event
}

func (a eventAt) say(msg string) string {
	return fmt.Sprintf("event %d (%v at %v): %s", a.index, a.e.Kind, a.e.Hole, msg)
}

// runRandomMoves checks count random positions, holding 1..maxSeeds seeds
// with random held seeds, spread over the CPUs.
func runRandomMoves(t *testing.T, r Rules, count, maxSeeds int) {
	// Traces make much short-lived garbage: collect less often.
	defer debug.SetGCPercent(debug.SetGCPercent(800))
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var failures []string
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(w), uint64(maxSeeds)))
			for i := w; i < count; i += workers {
				p := randomPosition(rng, 1+rng.IntN(maxSeeds))
				p.Held = [2]int{rng.IntN(30), rng.IntN(30)}
				h := randomMoveOf(rng, p)
				if h == NoHole {
					continue
				}
				if msg := checkMove(&r, p, h); msg != "" {
					mu.Lock()
					failures = append(failures, fmt.Sprintf("%v %v: %s", p, h, msg))
					mu.Unlock()
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, f := range failures {
		t.Error(f)
	}
}

// TestPropertyRandomMoves: a million random positions of 1..80 seeds.
func TestPropertyRandomMoves(t *testing.T) {
	if testing.Short() {
		t.Skip("a move on each of a million random positions, about 3 minutes; make test runs it (make property)")
	}
	runRandomMoves(t, Standard(), propertyPositions, 80)
}

// TestPropertyLargeHands: full boards up to 255 seeds, so that hands of 14
// and more (whole rounds of the board) are common, with and without
// SkipOrigin.
func TestPropertyLargeHands(t *testing.T) {
	skip := Standard()
	skip.SkipOrigin = true
	runRandomMoves(t, Standard(), propertyPositions/100, MaxBoardSeeds)
	runRandomMoves(t, skip, propertyPositions/20, 80)
	runRandomMoves(t, skip, propertyPositions/100, MaxBoardSeeds)
}

// TestPropertyLapCapOnly: with RepeatIsEndless off the cap alone decides,
// and Trace and Apply still agree.
func TestPropertyLapCapOnly(t *testing.T) {
	r := Standard()
	r.RepeatIsEndless = false
	r.LapCap = 50
	runRandomMoves(t, r, propertyPositions/20, 40)
}

// TestPropertyVectors: Trace and Apply agree on every vector, and every
// vector's events are consistent.
func TestPropertyVectors(t *testing.T) {
	r := Standard()
	for _, v := range loadVectors(t) {
		assert.Empty(t, checkMove(&r, pos(t, v.Position), hole(t, v.Move)), v.Position+" "+v.Move)
	}
	for _, v := range endlessVectors {
		assert.Empty(t, checkMove(&r, pos(t, v.pos), hole(t, v.move)), v.pos)
	}
}

// TestTraceEndlessEvent: stepping an endless move stops at the lap whose
// start state repeats, naming the earlier lap, and the state it shows still
// accounts for every seed: those not on the board are in the hand.
func TestTraceEndlessEvent(t *testing.T) {
	for _, v := range endlessVectors {
		p := pos(t, v.pos)
		tr, err := stdRules().Trace(p, hole(t, v.move))
		require.NoError(t, err)
		final := tr.Final()
		require.Equal(t, Endless, final.Kind)
		assert.Equal(t, p, tr.Result)
		assert.Equal(t, final.From, final.Hole, "the lap's origin")
		assert.Equal(t, p.Board.Total(), final.Board.Total()+final.Hand,
			"%s %s: the Endless event shows %d seeds on the board and %d in hand, of %d",
			v.pos, v.move, final.Board.Total(), final.Hand, p.Board.Total())
	}
}

// TestPlayoutConserves plays thousands of rounds to the end.
func TestPlayoutConserves(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	skip := Standard()
	skip.SkipOrigin = true
	limited := Standard()
	limited.RepetitionLimit, limited.MoveLimit = 0, 100
	games := 3000 / min(propertyScale, 10)
	for i := range games {
		r := []Rules{Standard(), skip, limited}[i%3]
		p := Start()
		if i%2 == 1 {
			p = randomPosition(rng, 1+rng.IntN(80))
		}
		stats := r.Playout(p, rng)
		res := stats.Result
		require.True(t, res.Over(), "%v", p)
		require.Equal(t, p.TotalSeeds(), res.Final.TotalSeeds(), "%v", p)
		require.Equal(t, Board{}, res.Final.Board, "%v", p)
		if r.MoveLimit > 0 {
			require.LessOrEqual(t, stats.Moves, r.MoveLimit)
		}
		switch {
		case res.Draw:
			require.Equal(t, res.Final.Held[South], res.Final.Held[North])
		default:
			require.Greater(t, res.Final.Held[res.Winner], res.Final.Held[res.Winner.Other()])
		}
	}
}

// replayPlayout plays the round Playout would play with an rng seeded
// alike, drawing moves the same way, but through Game, whose Result is the
// reference for the end rules.
func replayPlayout(r Rules, p Position, rng *rand.Rand) *Game {
	g := NewGame(r, p)
	for !g.Result().Over() {
		var candidates []Hole
		for _, h := range Holes(g.Position().Turn) {
			if g.Position().Board[h] > 0 {
				candidates = append(candidates, h)
			}
		}
		for n := len(candidates); n > 0; n-- {
			i := rng.IntN(n)
			if _, err := g.Play(candidates[i]); err == nil {
				break
			}
			candidates[i] = candidates[n-1]
		}
	}
	return g
}

// TestPlayoutMatchesGame: Playout ends each round as Game.Result would,
// after the same number of moves, with the same result.
func TestPlayoutMatchesGame(t *testing.T) {
	limited := Standard()
	limited.RepetitionLimit, limited.MoveLimit = 0, 60
	two := Standard()
	two.RepetitionLimit = 2
	for i := range 600 / min(propertyScale, 10) {
		r := []Rules{Standard(), limited, two}[i%3]
		p := Start()
		if i%2 == 1 {
			p = randomPosition(rand.New(rand.NewPCG(uint64(i), 0)), 3+i%20)
		}
		stats := r.Playout(p, rand.New(rand.NewPCG(uint64(i), 1)))
		g := replayPlayout(r, p, rand.New(rand.NewPCG(uint64(i), 1)))
		require.Equal(t, len(g.Moves()), stats.Moves, "%d: %v under %v", i, p, r)
		require.Equal(t, g.Result(), stats.Result, "%d: %v under %v", i, p, r)
	}
}

// TestPlayoutRepetitionLimitOne: with RepetitionLimit 1 Game.Result ends the
// round at once (the start is its first occurrence); Playout, which
// promises the same end rules, should play no move either.
func TestPlayoutRepetitionLimitOne(t *testing.T) {
	r := Standard()
	r.RepetitionLimit = 1
	g := NewGame(r, Start())
	require.Equal(t, Repetition, g.Result().Reason)
	stats := r.Playout(Start(), rand.New(rand.NewPCG(1, 2)))
	assert.Equal(t, 0, stats.Moves, "Playout plays on past a position Game.Result ends")
	assert.Equal(t, g.Result(), stats.Result)
}
