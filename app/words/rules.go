package words

import (
	"slices"

	"walakpussa/assets/i18n"

	"walakpussa/engine"
)

// ruleSaying is how the program speaks of one rule option.
type ruleSaying struct {
	// choice names the option's value in r as a choice of the New game
	// form; nil when the form does not offer the option. A yes-or-no
	// option is one check, named by the words beside it.
	choice func(r engine.Rules) string
	// difference says the option's value in r when it differs from the
	// standard.
	difference func(r engine.Rules) string
}

// ruleSayings holds how the program speaks of each rule option, by the
// option's name.
var ruleSayings = map[string]ruleSaying{
	"starter": {
		choice:     func(r engine.Rules) string { return Side(r.Starter) },
		difference: func(r engine.Rules) string { return Opener(r.Starter) },
	},
	"skip-origin": {
		choice:     skipOriginChoice,
		difference: skipOriginRule,
	},
	"repeat-is-endless": {difference: endlessRule},
	"lap-cap":           {difference: endlessRule},
	"repetition": {
		choice:     func(r engine.Rules) string { return repetitionChoice(r.RepetitionLimit) },
		difference: func(r engine.Rules) string { return RepetitionRule(r.RepetitionLimit) },
	},
	"move-limit": {
		choice:     func(r engine.Rules) string { return moveLimitChoice(r.MoveLimit) },
		difference: func(r engine.Rules) string { return MoveLimitRule(r.MoveLimit) },
	},
	"rounds": {
		choice:     func(r engine.Rules) string { return roundsChoice(r.MatchRounds) },
		difference: func(r engine.Rules) string { return RoundsRule(r.MatchRounds) },
	},
	"opener": {
		choice:     openerChoice,
		difference: func(r engine.Rules) string { return LaterOpenerRule(r.MatchOpener) },
	},
}

// RuleDifferences says, one short sentence each, how rules differ from the
// standard rules of RULES.md, in the order of the rule options; none for the
// standard rules. Options said in one sentence (how endless sowing is
// told) give it once.
func RuleDifferences(r engine.Rules) []string {
	var lines []string
	for _, opt := range engine.RuleOptions() {
		if !opt.Differs(r) {
			continue
		}
		if line := ruleSayings[opt.Name].difference(r); !slices.Contains(lines, line) {
			lines = append(lines, line)
		}
	}
	return lines
}

// RuleLabel is opt's label in the New game form.
func RuleLabel(opt engine.RuleOption) string { return opt.Label.Tell(i18n.InUse()) }

// RuleChoice names value, in the text form, as a choice of opt in the New
// game form; for a yes-or-no option, the words beside its check.
func RuleChoice(opt engine.RuleOption, value string) string {
	r := engine.Standard()
	if err := opt.Parse(&r, value); err != nil {
		return value
	}
	return ruleSayings[opt.Name].choice(r)
}

// Opener says who opens the first round.
func Opener(s engine.Side) string {
	return i18n.L("{{.Side}} opens the first round.", map[string]any{"Side": Side(s)})
}

// RepetitionRule says when a repeated position ends a round; 0 is no rule.
func RepetitionRule(limit int) string {
	if limit == 0 {
		return i18n.L("A repeated position does not end the round.")
	}
	return i18n.N("A position arising {{.Count}} times ends the round.", limit, map[string]any{"Count": limit})
}

// MoveLimitRule says after how many moves a round ends; 0 is no limit.
func MoveLimitRule(limit int) string {
	if limit == 0 {
		return i18n.L("A round has no move limit.")
	}
	return i18n.N("A round ends after {{.Count}} moves.", limit, map[string]any{"Count": limit})
}

// RoundsRule says how many rounds a match lasts; 0 is until a player
// cannot fill a hole.
func RoundsRule(rounds int) string {
	switch rounds {
	case 0:
		return i18n.L("The match goes on until a player cannot fill a hole.")
	case 1:
		return i18n.L("One round only: no match.")
	}
	return i18n.N("The match lasts at most {{.Count}} rounds.", rounds, map[string]any{"Count": rounds})
}

// LaterOpenerRule says who opens the rounds after the first.
func LaterOpenerRule(o engine.Opener) string {
	if o == engine.AlternateOpens {
		return i18n.L("The players take turns to open the later rounds.")
	}
	return i18n.L("The player holding fewer seeds opens the later rounds.")
}

// endlessRule says when a sowing counts as endless.
func endlessRule(r engine.Rules) string {
	laps := map[string]any{"Count": r.LapCap}
	if !r.RepeatIsEndless {
		return i18n.N("A sowing is endless only after {{.Count}} laps.", r.LapCap, laps)
	}
	return i18n.N("A sowing is endless when a lap repeats or after {{.Count}} laps.", r.LapCap, laps)
}

// skipOriginChoice is the words beside the origin-skipping check of the
// New game form.
func skipOriginChoice(engine.Rules) string {
	return i18n.L("A hand of 14 or more seeds skips the hole it was lifted from")
}

// skipOriginRule says that a hand of 14 or more skips its origin.
func skipOriginRule(engine.Rules) string {
	return i18n.L("A hand of 14 or more seeds skips the hole it was lifted from.")
}

// repetitionChoice names a repetition limit in the New game form.
func repetitionChoice(n int) string {
	if n == 0 {
		return i18n.L("The round goes on")
	}
	return i18n.N("The round ends when it arises {{.Count}} times", n, map[string]any{"Count": n})
}

// moveLimitChoice names a move limit in the New game form.
func moveLimitChoice(n int) string {
	if n == 0 {
		return i18n.L("None")
	}
	return i18n.N("{{.Count}} moves", n, map[string]any{"Count": n})
}

// roundsChoice names a number of rounds in the New game form.
func roundsChoice(n int) string {
	if n == 0 {
		return i18n.L("Until a player cannot fill a hole")
	}
	return i18n.N("{{.Count}} rounds", n, map[string]any{"Count": n})
}

// openerChoice names who opens the later rounds in the New game form.
func openerChoice(r engine.Rules) string {
	if r.MatchOpener == engine.AlternateOpens {
		return i18n.L("The players in turn")
	}
	return i18n.L("The player holding fewer seeds")
}
