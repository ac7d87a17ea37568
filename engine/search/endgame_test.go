package search

import (
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

// smallTable is the table up to 7 seeds, built once for the tests.
var smallTable = func() func(t *testing.T) *Endgame {
	var eg *Endgame
	return func(t *testing.T) *Endgame {
		if eg == nil {
			var err error
			eg, err = BuildEndgame(engine.Standard(), 7, nil)
			require.NoError(t, err)
		}
		return eg
	}
}()

// mirror turns p's board half round and gives the move to the other side.
func mirror(p engine.Position) engine.Position {
	q := engine.Position{Turn: p.Turn.Other(), Held: [2]int{p.Held[1], p.Held[0]}}
	for h := range q.Board {
		q.Board[h] = p.Board[(h+engine.RowLength)%engine.HoleCount]
	}
	return q
}

func TestMirrorImagePlaysTheSame(t *testing.T) {
	// The table stores a position with North to move as its mirror image:
	// that is sound only if every move of the mirror image is the mirror
	// image of the move.
	rules := engine.Standard()
	rng := rand.New(rand.NewPCG(5, 5))
	for range 20000 / testScale {
		p := randomPosition(rng, 1+rng.IntN(30))
		q := mirror(p)
		for n := 1; n <= engine.RowLength; n++ {
			next, out := rules.Apply(p, engine.HoleOf(p.Turn, n))
			mnext, mout := rules.Apply(q, engine.HoleOf(q.Turn, n))
			require.Equal(t, out, mout, "%s move %d", p, n)
			require.Equal(t, mirror(next), mnext, "%s move %d", p, n)
		}
		assert.Equal(t, moverBoard(&p), moverBoard(&q), "%s", p)
	}
}

func TestEndgameRankRoundTrips(t *testing.T) {
	for _, n := range []int{1, 3, 6, 16} {
		count := levelSize(n)
		for r := 0; r < count; r += 1 + count/500 {
			b := unrank(r, n)
			require.Equal(t, n, b.Total())
			require.Equal(t, r, rank(&b, n))
		}
	}
}

func TestEndgameFreshValuesAreExact(t *testing.T) {
	if testing.Short() {
		t.Skip("builds endgame tables and checks them against brute force, about 20 s; make test runs it")
	}
	checkFreshValues(t, engine.Standard(), smallTable(t), 100/testScale)
}

func TestEndgameFreshValuesAreExactUnderOtherRules(t *testing.T) {
	if testing.Short() {
		t.Skip("builds endgame tables under other rules and checks them against brute force, over 10 s; make test runs it")
	}
	for _, text := range []string{"repetition=2", "skip-origin=yes repetition=4"} {
		rules, err := engine.ParseRules(text)
		require.NoError(t, err)
		eg, err := BuildEndgame(rules, 5, nil)
		require.NoError(t, err)
		checkFreshValues(t, rules, eg, 30/testScale)
	}
}

// checkFreshValues checks the fresh values of want positions whose value
// does not depend on the history, and of want that do. A position set up
// on its own begins its stretch: brute force from it, counting repetition
// over the whole path, gives its fresh value.
func checkFreshValues(t *testing.T, rules engine.Rules, eg *Endgame, want int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(2, 8))
	checked := [2]int{} // history-independent, history-dependent
	for try := 0; try < 6000/testScale && min(checked[0], checked[1]) < want; try++ {
		p := randomPosition(rng, 1+rng.IntN(min(6, eg.K)))
		lo, hi, ok := eg.Bounds(p)
		require.True(t, ok)
		dependent := 0
		if lo < hi {
			dependent = 1
		}
		if checked[dependent] >= want {
			continue
		}
		fresh, _ := eg.Fresh(p)
		require.True(t, lo <= fresh && fresh <= hi, "%s: fresh %d outside %d..%d", p, fresh, lo, hi)
		b := &brute{rules: rules, path: []engine.Key{p.Key()}, budget: 8_000}
		want, exact, done := b.value(p, 200)
		if !done || !exact {
			continue
		}
		require.Equal(t, want, fresh, "%s", p)
		checked[dependent]++
	}
	t.Logf("%s: fresh values checked: %d history-independent, %d history-dependent", rules, checked[0], checked[1])
	assert.Equal(t, [2]int{want, want}, checked)
}

// randomStretch plays random moves that capture nothing from a random
// position with seeds seeds, stopping before the round would end. It
// returns the last position and the positions before it.
func randomStretch(rng *rand.Rand, rules engine.Rules, seeds int) (engine.Position, []engine.Key) {
	p := randomPosition(rng, seeds)
	var history []engine.Key
	occurrences := map[engine.Key]int{p.Key(): 1}
	for range rng.IntN(40) {
		var quiet []engine.Position
		for _, h := range rules.LegalMoves(p) {
			next, out := rules.Apply(p, h)
			if out.Captured == 0 && occurrences[next.Key()]+1 < rules.RepetitionLimit {
				quiet = append(quiet, next)
			}
		}
		if len(quiet) == 0 {
			break
		}
		history = append(history, p.Key())
		p = quiet[rng.IntN(len(quiet))]
		occurrences[p.Key()]++
	}
	return p, history
}

func TestEndgameBoundsHoldForEveryHistory(t *testing.T) {
	if testing.Short() {
		t.Skip("checks the endgame bounds along many histories, about 8 s; make test runs it")
	}
	// After random quiet moves, brute force with the whole history gives a
	// value within the bounds, and the value when they are equal. Half the
	// cases counted are histories in which the position occurred before.
	rules := engine.Standard()
	eg := smallTable(t)
	rng := rand.New(rand.NewPCG(3, 9))
	checked := [2]int{} // first occurrence, repeated
	for try := 0; try < 20000/testScale && min(checked[0], checked[1]) < 150/testScale; try++ {
		p, history := randomStretch(rng, rules, 2+rng.IntN(6))
		repeated := 0
		if slices.Contains(history, p.Key()) {
			repeated = 1
		}
		if checked[repeated] >= 150/testScale {
			continue
		}
		lo, hi, ok := eg.Bounds(p)
		require.True(t, ok)
		b := &brute{rules: rules, path: append(history, p.Key()), budget: 8_000}
		want, exact, done := b.value(p, 200)
		if !done || !exact {
			continue
		}
		require.True(t, lo <= want && want <= hi, "%s after %d positions: value %d outside %d..%d", p, len(history), want, lo, hi)
		if v, exact := eg.Value(p); exact {
			require.Equal(t, want, v, "%s", p)
		}
		checked[repeated]++
	}
	t.Logf("histories checked: %d first occurrences, %d repeated", checked[0], checked[1])
	assert.Equal(t, [2]int{150 / testScale, 150 / testScale}, checked)
}

func TestEndgameBoundsAreTightSomewhere(t *testing.T) {
	// The history matters for some positions: the bounds must say so, and
	// the table must still know most values exactly.
	eg := smallTable(t)
	exact, all := eg.Exact(7)
	assert.Equal(t, levelSize(7), all)
	assert.Greater(t, exact, all*7/10)
	assert.Less(t, exact, all)
}

func TestSearchWithEndgameAgreesWithBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("brute force over many positions, about 25 s; make test runs it")
	}
	// Positions set up on their own, and positions after a random stretch
	// of quiet moves (whose history counts), until want of each kind have
	// been compared with brute force.
	rules := engine.Standard()
	eg := smallTable(t)
	rng := rand.New(rand.NewPCG(4, 1))
	want := 40 / testScale
	checked := [2]int{}
	for try := 0; try < 2000/testScale && min(checked[0], checked[1]) < want; try++ {
		kind := try % 2
		if checked[kind] >= want {
			continue
		}
		p, history := randomPosition(rng, 2+rng.IntN(9)), []engine.Key(nil)
		if kind == 1 {
			p, history = randomStretch(rng, rules, 2+rng.IntN(6))
		}
		if ok, _ := checkAgainstBrute(t, rules, p, history, 14, eg); ok {
			checked[kind]++
		}
	}
	assert.Equal(t, [2]int{want, want}, checked)
}

func TestEndgameRefusesRulesItCannotServe(t *testing.T) {
	noRepetition := engine.Standard()
	noRepetition.RepetitionLimit = 0
	_, err := BuildEndgame(noRepetition, 3, nil)
	assert.ErrorContains(t, err, "repetition")
	patient := engine.Standard()
	patient.RepetitionLimit = 9
	_, err = BuildEndgame(patient, 3, nil)
	assert.ErrorContains(t, err, "repetition limit above 8")
	moveLimit := engine.Standard()
	moveLimit.MoveLimit = 100
	_, err = BuildEndgame(moveLimit, 3, nil)
	assert.ErrorContains(t, err, "move limit")
	eg := smallTable(t)
	assert.False(t, eg.compatible(moveLimit))
	skip := engine.Standard()
	skip.SkipOrigin = true
	assert.False(t, eg.compatible(skip))
	twofold := engine.Standard()
	twofold.RepetitionLimit = 2
	assert.False(t, eg.compatible(twofold), "fresh values depend on the repetition limit")
	startsNorth := engine.Standard()
	startsNorth.Starter = engine.North
	assert.True(t, eg.compatible(startsNorth))
}

func TestEndgameCacheRoundTrips(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	rules := engine.Standard()
	_, err := LoadEndgame(rules, 5)
	require.Error(t, err, "nothing cached yet")
	built, err := LoadOrBuildEndgame(rules, 5)
	require.NoError(t, err)
	loaded, err := LoadEndgame(rules, 5)
	require.NoError(t, err)
	assert.Equal(t, built.lo, loaded.lo)
	assert.Equal(t, built.hi, loaded.hi)
	assert.Equal(t, built.fresh, loaded.fresh)

	// A damaged file is refused with a reason, and rebuilt.
	path, err := EndgamePath(rules, 5)
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	data[len(data)/2] ^= 0x40
	require.NoError(t, os.WriteFile(path, data, 0o644))
	_, err = LoadEndgame(rules, 5)
	assert.ErrorContains(t, err, "damaged")
	require.NoError(t, os.WriteFile(path, data[:len(data)/3], 0o644))
	_, err = LoadEndgame(rules, 5)
	assert.ErrorContains(t, err, "cut short")
	rebuilt, err := LoadOrBuildEndgame(rules, 5)
	require.NoError(t, err)
	assert.Equal(t, built.fresh, rebuilt.fresh)
	_, err = LoadEndgame(rules, 5)
	assert.NoError(t, err, "the rebuilt table replaced the damaged file")
}
