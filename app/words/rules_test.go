package words

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

// TestEveryRuleOptionIsSaid: each option of engine.RuleOptions has a
// sentence for the rules header and, when the New game form offers it, a
// label and a distinct name for each choice.
func TestEveryRuleOptionIsSaid(t *testing.T) {
	require.NotEmpty(t, engine.RuleOptions())
	for _, opt := range engine.RuleOptions() {
		t.Run(opt.Name, func(t *testing.T) {
			saying, ok := ruleSayings[opt.Name]
			require.True(t, ok, "ruleSayings has the option")
			require.NotNil(t, saying.difference)
			assert.Equal(t, opt.Choices != nil, saying.choice != nil, "a name for the choices exactly when the form offers them")
			if opt.Choices == nil {
				return
			}
			assert.NotEmpty(t, RuleLabel(opt))
			choices := opt.Choices
			if opt.YesNo() {
				choices = []string{"yes"}
			}
			var names []string
			for _, value := range choices {
				name := RuleChoice(opt, value)
				assert.NotEqual(t, value, name, "the choice is named, not written as saved")
				names = append(names, name)
			}
			assert.Len(t, slices.Compact(slices.Sorted(slices.Values(names))), len(names), "the names are distinct")
		})
	}
}

func TestRuleChoicesAndLabelsAreNamed(t *testing.T) {
	options := map[string]engine.RuleOption{}
	for _, opt := range engine.RuleOptions() {
		options[opt.Name] = opt
	}
	for _, c := range []struct{ option, value, label, want string }{
		{"starter", "N", "First round opened by", "North"},
		{"skip-origin", "yes", "Sowing", "A hand of 14 or more seeds skips the hole it was lifted from"},
		{"repetition", "0", "Repeated position", "The round goes on"},
		{"repetition", "4", "Repeated position", "The round ends when it arises 4 times"},
		{"move-limit", "0", "Move limit", "None"},
		{"move-limit", "250", "Move limit", "250 moves"},
		{"rounds", "0", "Rounds", "Until a player cannot fill a hole"},
		{"rounds", "1", "Rounds", "1 round"},
		{"opener", "fewer-seeds", "Later rounds opened by", "The player holding fewer seeds"},
		{"opener", "alternate", "Later rounds opened by", "The players in turn"},
	} {
		assert.Equal(t, c.label, RuleLabel(options[c.option]), c.option)
		assert.Equal(t, c.want, RuleChoice(options[c.option], c.value), c.option+"="+c.value)
	}
}

func TestEndlessSowingIsOneSentenceWhicheverOfItsOptionsDiffers(t *testing.T) {
	for _, c := range []struct{ rules, want string }{
		{"repeat-is-endless=no", "A sowing is endless only after 200000 laps."},
		{"lap-cap=500", "A sowing is endless when a lap repeats or after 500 laps."},
		{"repeat-is-endless=no lap-cap=500", "A sowing is endless only after 500 laps."},
	} {
		r, err := engine.ParseRules(c.rules)
		require.NoError(t, err)
		assert.Equal(t, []string{c.want}, RuleDifferences(r), c.rules)
	}
}
