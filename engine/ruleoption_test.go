package engine

import (
	"reflect"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/assets/i18n/sentence"
)

// otherValue returns a value of opt, in the text form, that is not the
// standard one: another of its choices, else one of a few values that
// suit the options the form does not offer.
func otherValue(t *testing.T, opt RuleOption) string {
	t.Helper()
	for _, text := range append(slices.Clone(opt.Choices), "no", "yes", "1000") {
		r := Standard()
		if opt.Parse(&r, text) == nil && opt.Differs(r) {
			return text
		}
	}
	t.Fatalf("option %s: no value found that differs from the standard", opt.Name)
	return ""
}

func TestEveryRulesFieldHasOneOptionInTheFieldsOrder(t *testing.T) {
	fields := reflect.VisibleFields(reflect.TypeFor[Rules]())
	require.NotEmpty(t, fields)
	var want, got, names []string
	for _, f := range fields {
		want = append(want, f.Name)
	}
	for _, opt := range RuleOptions() {
		got = append(got, opt.Field)
		names = append(names, opt.Name)
	}
	assert.Equal(t, want, got, "one RuleOption for every field of Rules, in order")
	slices.Sort(names)
	assert.Equal(t, len(names), len(slices.Compact(names)), "the names are distinct")
}

// TestEachOptionSetsItsOwnFieldAndNoOther sets each option away from the
// standard through its setter, and checks with reflection that just its
// field changed, and that the accessor, Format, Parse and Copy agree.
func TestEachOptionSetsItsOwnFieldAndNoOther(t *testing.T) {
	for _, opt := range RuleOptions() {
		t.Run(opt.Name, func(t *testing.T) {
			text := otherValue(t, opt)
			std, r := Standard(), Standard()
			require.NoError(t, opt.Parse(&r, text))
			for _, f := range reflect.VisibleFields(reflect.TypeFor[Rules]()) {
				changed := !reflect.DeepEqual(reflect.ValueOf(r).FieldByIndex(f.Index).Interface(),
					reflect.ValueOf(std).FieldByIndex(f.Index).Interface())
				assert.Equal(t, f.Name == opt.Field, changed, "field %s", f.Name)
			}
			assert.Equal(t, reflect.ValueOf(r).FieldByName(opt.Field).Interface(), opt.Get(r), "Get reads the field")
			assert.Equal(t, text, opt.Format(r))
			assert.Equal(t, opt.Name+"="+text, r.String())
			copied := Standard()
			opt.Copy(&copied, r)
			assert.Equal(t, r, copied)
			assert.Error(t, opt.Parse(&r, "?"), "a bad value is refused")
		})
	}
}

func TestTheFormsChoicesReadBackAndHaveALabel(t *testing.T) {
	for _, opt := range RuleOptions() {
		t.Run(opt.Name, func(t *testing.T) {
			assert.Equal(t, opt.Label == nil, opt.Choices == nil, "a label exactly when the form offers the option")
			for _, text := range opt.Choices {
				r := Standard()
				require.NoError(t, opt.Parse(&r, text))
				assert.Equal(t, text, opt.Format(r))
			}
			if opt.Choices != nil {
				assert.Contains(t, opt.Choices, opt.Format(Standard()), "the standard value is offered")
			}
		})
	}
	repetition, _ := findRuleOption("repetition")
	assert.Equal(t, "Repeated position", repetition.Label.Tell(sentence.English), "the English label")
}

func TestOnlySowingAndTheRoundsEndDecideValues(t *testing.T) {
	assert.True(t, AffectsSowing.Values())
	assert.True(t, AffectsRoundEnd.Values())
	assert.False(t, AffectsMatch.Values())
}
