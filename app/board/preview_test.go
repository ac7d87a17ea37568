package board

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/engine"
)

func TestThePreviewOfS1FromTheStartIsTheWorkedExample(t *testing.T) {
	p, ok := PreviewOf(engine.Standard(), engine.Start(), s1)
	require.True(t, ok)
	want := Preview{Move: s1, Last: s7, Pussa: engine.HoleOf(engine.North, 1), Captured: []engine.Hole{n2}}
	assert.True(t, want.Equal(p), "RULES.md section 2: last seed in S7, N1 empty, N2 captured; got %+v", p)
}

func TestThePreviewOfASevenPearlNecklaceListsEveryPearlInOrder(t *testing.T) {
	p, ok := PreviewOf(engine.Standard(), testkit.Position(t, "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0"), n5)
	require.True(t, ok)
	assert.Len(t, p.Captured, 7)
	assert.Equal(t, p.Pussa.Next(), p.Captured[0], "the pussa kanawā is the hole beyond the pussa")
	for i := 1; i < len(p.Captured); i++ {
		assert.Equal(t, p.Captured[i-1].Next().Next(), p.Captured[i], "each pearl is two holes after the one before")
	}
	assert.False(t, p.Endless)
}

func TestAnEndlessMoveIsPreviewedAsEndless(t *testing.T) {
	p, ok := PreviewOf(engine.Standard(), testkit.Position(t, "0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0"), testkit.Hole("S4"))
	require.True(t, ok)
	assert.True(t, p.Endless)
	assert.Equal(t, engine.NoHole, p.Last)
	assert.Equal(t, engine.NoHole, p.Pussa)
	assert.Empty(t, p.Captured)
}

func TestHolesThatCannotBeLiftedHaveNoPreview(t *testing.T) {
	rules := engine.Standard()
	empty := testkit.Position(t, "0,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0")
	for name, c := range map[string]struct {
		p engine.Position
		h engine.Hole
	}{
		"the opponent's hole": {engine.Start(), n2},
		"an empty hole":       {empty, s1},
		"no hole":             {engine.Start(), engine.NoHole},
	} {
		_, ok := PreviewOf(rules, c.p, c.h)
		assert.False(t, ok, name)
		_, ok = (&PreviewCache{}).Of(rules, c.p, c.h)
		assert.False(t, ok, name+", through the cache")
	}
}

// naiveMove plays hole h in p seed by seed, straight from RULES.md
// sections 2 and 3, apart from the engine: it returns where the last seed
// fell, the pussa, the holes captured, the seeds captured, and whether the
// sowing is endless (a lap starting in the state of an earlier lap, or
// still running after the lap cap).
func naiveMove(p engine.Position, h engine.Hole) (last, pussa engine.Hole, captured []engine.Hole, seeds int, endless bool) {
	b := p.Board
	type lapStart struct {
		board engine.Board
		from  engine.Hole
	}
	seen := map[lapStart]bool{}
	from := h
	for lap := 1; ; lap++ {
		hand := int(b[from])
		b[from] = 0
		if seen[lapStart{b, from}] || lap > engine.DefaultLapCap {
			return engine.NoHole, engine.NoHole, nil, 0, true
		}
		seen[lapStart{b, from}] = true
		at := from
		for ; hand > 0; hand-- {
			at = at.Next()
			b[at]++
		}
		if b[at.Next()] == 0 {
			last, pussa = at, at.Next()
			break
		}
		from = at.Next()
	}
	for target := pussa.Next(); b[target] > 0; {
		captured = append(captured, target)
		seeds += int(b[target])
		b[target] = 0
		gap := target.Next()
		if b[gap] > 0 {
			break
		}
		target = gap.Next()
	}
	return last, pussa, captured, seeds, false
}

// randomPositions returns n positions or more: ones reached by random
// moves from the start, made-up ones with few seeds, and made-up ones
// until 30 of them have an endless move.
func randomPositions(n int) []engine.Position {
	rng := rand.New(rand.NewPCG(13, 7))
	rules := engine.Standard()
	var out []engine.Position
	p := engine.Start()
	for len(out) < n/2 {
		moves := rules.LegalMoves(p)
		if len(moves) == 0 {
			p = engine.Start()
			continue
		}
		p, _ = rules.Apply(p, moves[rng.IntN(len(moves))])
		out = append(out, p)
	}
	for endless := 0; len(out) < n || endless < 30; {
		var made engine.Position
		made.Turn = engine.Side(rng.IntN(2))
		for range 9 + rng.IntN(30) {
			made.Board[rng.IntN(engine.HoleCount)]++
		}
		if hasEndlessMove(rules, made) {
			endless++
		} else if len(out) >= n {
			continue
		}
		out = append(out, made)
	}
	return out
}

// hasEndlessMove reports whether a hole of the side to move in p is endless.
func hasEndlessMove(rules engine.Rules, p engine.Position) bool {
	for _, h := range engine.Holes(p.Turn) {
		if _, out := rules.Apply(p, h); p.Board[h] > 0 && out.Endless {
			return true
		}
	}
	return false
}

func TestPreviewsAgreeWithASowingPlayedSeedBySeed(t *testing.T) {
	rules := engine.Standard()
	var cache PreviewCache
	var moves, captures, endless int
	for _, p := range randomPositions(3000) {
		for _, h := range engine.Holes(p.Turn) {
			if p.Board[h] == 0 {
				continue
			}
			got, ok := cache.Of(rules, p, h)
			require.True(t, ok, "%v %v", p, h)
			last, pussa, captured, seeds, isEndless := naiveMove(p, h)
			want := Preview{Move: h, Last: last, Pussa: pussa, Captured: captured, Endless: isEndless}
			require.True(t, want.Equal(got), "%v %v: want %+v, got %+v", p, h, want, got)
			_, out := rules.Apply(p, h)
			require.Equal(t, seeds, out.Captured, "%v %v: the holes captured hold the seeds the engine counts", p, h)
			direct, _ := PreviewOf(rules, p, h)
			require.True(t, direct.Equal(got), "the cache gives what PreviewOf gives")
			moves++
			if len(captured) > 0 {
				captures++
			}
			if isEndless {
				endless++
			}
		}
	}
	assert.Greater(t, moves, 10000)
	assert.Greater(t, captures, 1000, "many of the moves capture")
	assert.GreaterOrEqual(t, endless, 30, "some of them are endless")
}

func TestThePreviewCacheStartsAfreshForAnotherPositionOrRuleSet(t *testing.T) {
	var cache PreviewCache
	rules := engine.Standard()
	first, _ := cache.Of(rules, engine.Start(), s1)
	first.Captured[0] = s3
	again, _ := cache.Of(rules, engine.Start(), s1)
	assert.Equal(t, []engine.Hole{n2}, again.Captured, "what a caller does with a preview does not change the cache")

	after, _ := rules.Apply(engine.Start(), s1)
	north, ok := cache.Of(rules, after, engine.HoleOf(engine.North, 3))
	want, _ := PreviewOf(rules, after, engine.HoleOf(engine.North, 3))
	assert.True(t, ok)
	assert.True(t, want.Equal(north))
	_, ok = cache.Of(rules, after, s1)
	assert.False(t, ok, "S1 is North's opponent's hole in the new position")

	skip := rules
	skip.SkipOrigin = true
	big := testkit.Position(t, "14,0,0,0,0,0,0/0,0,0,0,0,0,1 S 0:0")
	plain, _ := cache.Of(rules, big, s1)
	skipping, _ := cache.Of(skip, big, s1)
	wantPlain, _ := PreviewOf(rules, big, s1)
	wantSkip, _ := PreviewOf(skip, big, s1)
	assert.True(t, wantPlain.Equal(plain))
	assert.True(t, wantSkip.Equal(skipping))
	assert.False(t, plain.Equal(skipping), "skipping the origin changes where the last seed falls")
}
