package engine

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"walakpussa/assets/i18n/sentence"
)

// DefaultLapCap is the number of laps after which a sowing that is still
// running counts as endless (docs/rules.md#how-endless-sowing-is-decided).
const DefaultLapCap = 200_000

// Rules is a rule set: one named option for every project rule of RULES.md
// and every point where the sources disagree. Standard() gives the defaults
// RULES.md decides; the zero value is not a usable rule set.
type Rules struct {
	// Starter is who moves first in the first round. Default South.
	Starter Side
	// SkipOrigin makes a hand of 14 or more seeds skip the hole it was lifted
	// from, as in many other mancalas. Default false: no hole is ever skipped
	// (docs/rules.md#origin-skipping).
	SkipOrigin bool
	// RepeatIsEndless makes a sowing endless as soon as the state at the start
	// of a lap (the 14 holes after the lift and the hole lifted from) repeats
	// within the move. Default true. When false only LapCap decides.
	RepeatIsEndless bool
	// LapCap is the number of laps after which a sowing still running is
	// endless. Default 200,000. Endless moves are never legal.
	LapCap int
	// RepetitionLimit ends a round when the same position (14 holes and the
	// side to move) arises for this many times; each player then takes the
	// seeds in his own row. Default 3; 0 turns the rule off; 1 is not allowed.
	RepetitionLimit int
	// MoveLimit ends a round after this many moves, as a repetition does. It is
	// a safety net for RepetitionLimit 0. Default 0: no limit.
	MoveLimit int
	// MatchRounds is how many rounds a match lasts at most. Default 0: play
	// until a player holds too few seeds to fill one hole.
	MatchRounds int
	// MatchOpener decides who opens the rounds after the first. Default
	// FewerSeedsOpens (docs/rules.md#who-opens).
	MatchOpener Opener
}

// Opener says who opens a round of a match after the first.
type Opener uint8

const (
	// FewerSeedsOpens: the player holding fewer seeds opens; on equal holdings
	// the player who did not open the previous round opens.
	FewerSeedsOpens Opener = iota
	// AlternateOpens: the players take turns to open, whatever they hold.
	AlternateOpens
)

// Standard returns the rule set of RULES.md with every default.
func Standard() Rules {
	return Rules{
		Starter:         South,
		RepeatIsEndless: true,
		LapCap:          DefaultLapCap,
		RepetitionLimit: 3,
		MatchOpener:     FewerSeedsOpens,
	}
}

// String writes the rule set as "standard", or as the options that differ
// from the standard, for example "starter=N repetition=0 move-limit=500".
func (r Rules) String() string {
	var parts []string
	for _, opt := range ruleOptions {
		if opt.Differs(r) {
			parts = append(parts, opt.Name+"="+opt.Format(r))
		}
	}
	if len(parts) == 0 {
		return "standard"
	}
	return strings.Join(parts, " ")
}

// ParseRules reads the text form written by Rules.String: "standard", or
// space-separated name=value options applied to the standard rules.
func ParseRules(text string) (Rules, error) {
	r := Standard()
	for _, field := range strings.Fields(text) {
		if field == "standard" {
			continue
		}
		name, value, ok := strings.Cut(field, "=")
		if !ok {
			return r, sentence.Errorf("rule option %q: expected name=value", field)
		}
		opt, found := findRuleOption(name)
		if !found {
			return r, sentence.Errorf("rule option %q is unknown; known options: %s", name, strings.Join(RuleOptionNames(), ", "))
		}
		if err := opt.Parse(&r, value); err != nil {
			return r, sentence.Errorf("rule option %s: %v", name, err)
		}
	}
	return r, nil
}

// RuleOptionNames lists the names of every rule option, sorted.
func RuleOptionNames() []string {
	names := make([]string, len(ruleOptions))
	for i, opt := range ruleOptions {
		names[i] = opt.Name
	}
	sort.Strings(names)
	return names
}

func findRuleOption(name string) (RuleOption, bool) {
	for _, opt := range ruleOptions {
		if opt.Name == name {
			return opt, true
		}
	}
	return RuleOption{}, false
}

func formatBool(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func parseBool(v string) (bool, error) {
	switch v {
	case "yes":
		return true, nil
	case "no":
		return false, nil
	}
	return false, sentence.Errorf("%q: expected yes or no", v)
}

// maxLapCap bounds the lap cap a rule set may ask for, so that no saved
// game can make the engine sow for hours.
const maxLapCap = 10_000_000

func parseCount(v string, least, most int) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < least || n > most {
		return 0, sentence.Errorf("%q: expected a whole number from %d to %d", v, least, most)
	}
	return n, nil
}

// parseRepetition reads a repetition limit: 0 (off) or 2 and more; a
// position cannot usefully end the round on its first appearance.
func parseRepetition(v string) (int, error) {
	n, err := parseCount(v, 0, math.MaxInt32)
	if err == nil && n == 1 {
		return 0, sentence.Errorf("%q: expected 0 (off) or a whole number from 2 up", v)
	}
	return n, err
}
