package words

import (
	"walakpussa/assets/i18n"

	"walakpussa/engine"
)

// RuleDifferences says, one short sentence each, how rules differ from the
// standard rules of RULES.md, in the order of the rule options; none for the
// standard rules.
func RuleDifferences(r engine.Rules) []string {
	std := engine.Standard()
	var lines []string
	add := func(differs bool, line func() string) {
		if differs {
			lines = append(lines, line())
		}
	}
	add(r.Starter != std.Starter, func() string { return Opener(r.Starter) })
	add(r.SkipOrigin, func() string { return i18n.L("A hand of 14 or more seeds skips the hole it was lifted from.") })
	add(r.RepeatIsEndless != std.RepeatIsEndless || r.LapCap != std.LapCap, func() string { return endlessRule(r) })
	add(r.RepetitionLimit != std.RepetitionLimit, func() string { return RepetitionRule(r.RepetitionLimit) })
	add(r.MoveLimit != std.MoveLimit, func() string { return MoveLimitRule(r.MoveLimit) })
	add(r.MatchRounds != std.MatchRounds, func() string { return RoundsRule(r.MatchRounds) })
	add(r.MatchOpener != std.MatchOpener, func() string { return LaterOpenerRule(r.MatchOpener) })
	return lines
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
