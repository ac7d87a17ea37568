package search

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

// rulesWith returns the standard rules with opt set to a value other than
// the standard one: another of its choices, else one of a few values that
// suit the options the New game form does not offer.
func rulesWith(t *testing.T, opt engine.RuleOption) engine.Rules {
	t.Helper()
	for _, text := range append(slices.Clone(opt.Choices), "no", "yes", "1000") {
		r := engine.Standard()
		if opt.Parse(&r, text) == nil && opt.Differs(r) {
			return r
		}
	}
	t.Fatalf("option %s: no value found that differs from the standard", opt.Name)
	return engine.Rules{}
}

// TestTheTableDependsOnEveryOptionThatDecidesValues changes each rule
// option in turn: an option whose effect decides the values of positions
// gets a table of its own, with a file of its own; any other shares the
// standard table.
func TestTheTableDependsOnEveryOptionThatDecidesValues(t *testing.T) {
	std := engine.Standard()
	for _, opt := range engine.RuleOptions() {
		t.Run(opt.Name, func(t *testing.T) {
			r := rulesWith(t, opt)
			own := opt.Affects.Values()
			assert.Equal(t, own, TableRules(r) != TableRules(std), "a table of its own")
			assert.Equal(t, own, endgameFileName(r, 12) != endgameFileName(std, 12), "a file of its own")
			assert.Equal(t, TableRules(r), TableRules(TableRules(r)), "TableRules keeps what it keeps")
		})
	}
}

func TestEndgameFilesKeepTheNamesTheyAreCachedUnder(t *testing.T) {
	for _, c := range []struct {
		rules string
		k     int
		want  string
	}{
		{"standard", 12, "endgame-v3-k12-skipfalse-rependtrue-cap200000-rep3.bin"},
		{"starter=N rounds=3 opener=alternate", 12, "endgame-v3-k12-skipfalse-rependtrue-cap200000-rep3.bin"},
		{"skip-origin=yes repetition=4", 5, "endgame-v3-k5-skiptrue-rependtrue-cap200000-rep4.bin"},
		{"repeat-is-endless=no lap-cap=900", 16, "endgame-v3-k16-skipfalse-rependfalse-cap900-rep3.bin"},
		{"move-limit=100", 12, "endgame-v3-k12-skipfalse-rependtrue-cap200000-rep3-move-limit=100.bin"},
	} {
		r, err := engine.ParseRules(c.rules)
		require.NoError(t, err)
		assert.Equal(t, c.want, endgameFileName(r, c.k), c.rules)
	}
}
