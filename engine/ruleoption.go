package engine

import (
	"math"
	"slices"
	"strconv"

	"walakpussa/assets/i18n/sentence"
)

// Effect is what a rule option changes.
type Effect uint8

const (
	// AffectsSowing: which moves are legal and what they do.
	AffectsSowing Effect = iota
	// AffectsRoundEnd: when a round ends while moves are left.
	AffectsRoundEnd
	// AffectsMatch: the match around the rounds, and who opens them.
	AffectsMatch
)

// Values reports whether the value of a position (what the side to move
// can win in the rest of the round) depends on options of effect e. An
// endgame table depends on every such option.
func (e Effect) Values() bool { return e == AffectsSowing || e == AffectsRoundEnd }

// String names the effect in the table of options of docs/rules.md.
func (e Effect) String() string {
	return [...]string{"sowing", "round's end", "match"}[e]
}

// RuleOption describes one field of Rules: how saved games and the
// preferences write it, what it affects and how the New game form offers
// it. RuleOptions lists one for every field; everything that lists the
// options (the text form, the endgame table's key and file name, the rules
// header, the New game form, the table of docs/rules.md) goes through
// them.
type RuleOption struct {
	// Name is the option's name in the text form: "repetition" in
	// "repetition=0".
	Name string
	// Field is the name of the field of Rules it describes.
	Field string
	// Affects is what the option changes.
	Affects Effect
	// Label is the option's label in the New game form; nil when the form
	// does not offer it.
	Label sentence.Teller
	// Choices are the values the New game form offers, in the text form,
	// in order; nil when the form does not offer the option.
	Choices []string
	// FileTag is the option's tag in the file names of endgame tables, as
	// tables have been cached under since version 3: "skip" in "skipfalse".
	// An option affecting values without a tag appears in a file name as
	// name=value, only when it differs from the standard.
	FileTag string
	// Get is the accessor: the field's value in r.
	Get func(r Rules) any
	// Set is the setter: it sets the field to v, of the field's type.
	Set func(r *Rules, v any)
	ruleValue
}

// ruleValue writes and reads the values of one type of option.
type ruleValue struct {
	format func(v any) string
	parse  func(text string) (any, error)
}

// Format writes the option's value in r in the text form.
func (o RuleOption) Format(r Rules) string { return o.format(o.Get(r)) }

// Parse sets the option in r to the value text writes, as Format writes it.
func (o RuleOption) Parse(r *Rules, text string) error {
	v, err := o.parse(text)
	if err == nil {
		o.Set(r, v)
	}
	return err
}

// Differs reports whether r's value of the option differs from the
// standard rules'.
func (o RuleOption) Differs(r Rules) bool { return o.Get(r) != o.Get(Standard()) }

// Copy sets the option in dst to its value in src.
func (o RuleOption) Copy(dst *Rules, src Rules) { o.Set(dst, o.Get(src)) }

// YesNo reports whether the option is a yes-or-no one, offered as the
// choices no and yes.
func (o RuleOption) YesNo() bool { return slices.Equal(o.Choices, []string{"no", "yes"}) }

// RuleOptions returns the descriptions of the rule options, one for every
// field of Rules, in the order of the fields.
func RuleOptions() []RuleOption { return slices.Clone(ruleOptions) }

var ruleOptions = []RuleOption{
	{Name: "starter", Field: "Starter", Affects: AffectsMatch,
		Label: sentence.Phrase("First round opened by"), Choices: []string{"S", "N"},
		Get: func(r Rules) any { return r.Starter }, Set: func(r *Rules, v any) { r.Starter = v.(Side) },
		ruleValue: sideValue},
	{Name: "skip-origin", Field: "SkipOrigin", Affects: AffectsSowing, FileTag: "skip",
		Label: sentence.Phrase("Sowing"), Choices: []string{"no", "yes"},
		Get: func(r Rules) any { return r.SkipOrigin }, Set: func(r *Rules, v any) { r.SkipOrigin = v.(bool) },
		ruleValue: yesNoValue},
	{Name: "repeat-is-endless", Field: "RepeatIsEndless", Affects: AffectsSowing, FileTag: "repend",
		Get: func(r Rules) any { return r.RepeatIsEndless }, Set: func(r *Rules, v any) { r.RepeatIsEndless = v.(bool) },
		ruleValue: yesNoValue},
	{Name: "lap-cap", Field: "LapCap", Affects: AffectsSowing, FileTag: "cap",
		Get: func(r Rules) any { return r.LapCap }, Set: func(r *Rules, v any) { r.LapCap = v.(int) },
		ruleValue: countValue(1, maxLapCap)},
	{Name: "repetition", Field: "RepetitionLimit", Affects: AffectsRoundEnd, FileTag: "rep",
		Label: sentence.Phrase("Repeated position"), Choices: []string{"0", "2", "3", "4", "5"},
		Get: func(r Rules) any { return r.RepetitionLimit }, Set: func(r *Rules, v any) { r.RepetitionLimit = v.(int) },
		ruleValue: repetitionValue},
	{Name: "move-limit", Field: "MoveLimit", Affects: AffectsRoundEnd,
		Label: sentence.Phrase("Move limit"), Choices: []string{"0", "100", "200", "300", "500", "1000"},
		Get: func(r Rules) any { return r.MoveLimit }, Set: func(r *Rules, v any) { r.MoveLimit = v.(int) },
		ruleValue: countValue(0, math.MaxInt32)},
	{Name: "rounds", Field: "MatchRounds", Affects: AffectsMatch,
		Label: sentence.Phrase("Rounds"), Choices: []string{"0", "1", "2", "3", "5", "7"},
		Get: func(r Rules) any { return r.MatchRounds }, Set: func(r *Rules, v any) { r.MatchRounds = v.(int) },
		ruleValue: countValue(0, math.MaxInt32)},
	{Name: "opener", Field: "MatchOpener", Affects: AffectsMatch,
		Label: sentence.Phrase("Later rounds opened by"), Choices: []string{"fewer-seeds", "alternate"},
		Get: func(r Rules) any { return r.MatchOpener }, Set: func(r *Rules, v any) { r.MatchOpener = v.(Opener) },
		ruleValue: openerValue},
}

// sideValue is a side, written S or N.
var sideValue = ruleValue{
	format: func(v any) string { return v.(Side).Letter() },
	parse:  func(text string) (any, error) { return ParseSide(text) },
}

// yesNoValue is a bool, written yes or no.
var yesNoValue = ruleValue{
	format: func(v any) string { return formatBool(v.(bool)) },
	parse:  func(text string) (any, error) { return parseBool(text) },
}

// countValue is a whole number from least to most.
func countValue(least, most int) ruleValue {
	return ruleValue{
		format: func(v any) string { return strconv.Itoa(v.(int)) },
		parse:  func(text string) (any, error) { return parseCount(text, least, most) },
	}
}

// repetitionValue is a repetition limit: 0 (off) or 2 and more.
var repetitionValue = ruleValue{
	format: func(v any) string { return strconv.Itoa(v.(int)) },
	parse:  func(text string) (any, error) { return parseRepetition(text) },
}

// openerNames are the names of the Opener values in the text form.
var openerNames = [...]string{FewerSeedsOpens: "fewer-seeds", AlternateOpens: "alternate"}

// openerValue is an Opener, written fewer-seeds or alternate.
var openerValue = ruleValue{
	format: func(v any) string { return openerNames[v.(Opener)] },
	parse: func(text string) (any, error) {
		if i := slices.Index(openerNames[:], text); i >= 0 {
			return Opener(i), nil
		}
		return FewerSeedsOpens, sentence.Errorf("%q: expected fewer-seeds or alternate", text)
	},
}
