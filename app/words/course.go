package words

import (
	"walakpussa/assets/i18n"

	"walakpussa/engine"
	"walakpussa/lessons"
)

// MoveStory tells in one sentence what a move did: its laps, where the
// sowing ended and what it captured.
func MoveStory(t *engine.Trace) string {
	if t.Outcome.Endless {
		return i18n.L("{{.Hole}} is endless: its sowing would never end.", map[string]any{"Hole": t.Move.String()})
	}
	end, _ := t.Find(engine.SowingEnd)
	data := map[string]any{
		"Hole":  t.Move.String(),
		"Laps":  i18n.N("{{.Count}} laps", t.Outcome.Laps, map[string]any{"Count": t.Outcome.Laps}),
		"Last":  end.Last.String(),
		"Pussa": end.Hole.String(),
	}
	if t.Outcome.Captured == 0 {
		return i18n.L("{{.Hole}} sows {{.Laps}}; the last seed falls in {{.Last}}, {{.Pussa}} is a pussa, and nothing is captured.", data)
	}
	data["Seeds"] = Seeds(t.Outcome.Captured)
	data["Pearls"] = i18n.N("{{.Count}} pearls", t.Outcome.Chain, map[string]any{"Count": t.Outcome.Chain})
	return i18n.L("{{.Hole}} sows {{.Laps}}; the last seed falls in {{.Last}}, {{.Pussa}} is a pussa, and it captures {{.Seeds}} ({{.Pearls}}).", data)
}

// Goal names a goal kind for the puzzle filter.
func Goal(k lessons.GoalKind) string {
	switch k {
	case lessons.MostSeeds:
		return i18n.L("Most seeds")
	case lessons.CaptureAtLeast:
		return i18n.L("Capture at least N")
	case lessons.ChainOf:
		return i18n.L("Chain of N pearls")
	case lessons.NoReplyCapture:
		return i18n.L("No reply capture")
	case lessons.WinIn:
		return i18n.L("Win in N")
	case lessons.BestMove:
		return i18n.L("Best move")
	case lessons.OnlyNotLosing:
		return i18n.L("Only move not losing")
	}
	return i18n.L("Only move not endless")
}

// Theme names a puzzle's theme for the puzzle list; "" for none.
func Theme(t lessons.Theme) string {
	switch t {
	case lessons.ThemeRelay:
		return i18n.L("a long relay")
	case lessons.ThemeLongChain:
		return i18n.L("a long chain")
	case lessons.ThemeCrossBoard:
		return i18n.L("a chain across the board")
	case lessons.ThemeEndlessTrap:
		return i18n.L("an endless trap")
	case lessons.ThemeSweep:
		return i18n.L("a sweep")
	}
	return ""
}
