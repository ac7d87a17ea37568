package play

import (
	"strconv"
	"strings"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// String writes the setup as one line, kept in the preferences: the
// level, the person's side and the rules as saved games write them, for
// example "level=3 side=N starter=N move-limit=300".
func (s Setup) String() string {
	return "level=" + strconv.Itoa(s.Level) + " side=" + s.Side.Letter() + " " + s.Rules.String()
}

// ParseSetup reads a setup written by String; what is not "level=" or
// "side=" is the rule set.
func ParseSetup(text string) (Setup, error) {
	s := Setup{Side: engine.South}
	var rules []string
	for _, field := range strings.Fields(text) {
		name, value, _ := strings.Cut(field, "=")
		var err error
		switch name {
		case "level":
			s.Level, err = strconv.Atoi(value)
			if err == nil && (s.Level < 0 || s.Level > search.Levels) {
				err = sentence.Errorf("expected 0 to %d", search.Levels)
			}
		case "side":
			s.Side, err = engine.ParseSide(value)
		default:
			rules = append(rules, field)
		}
		if err != nil {
			return Setup{}, sentence.Errorf("setup %q: %s: %v", text, name, err)
		}
	}
	r, err := engine.ParseRules(strings.Join(rules, " "))
	if err != nil {
		return Setup{}, sentence.Errorf("setup %q: %v", text, err)
	}
	s.Rules = r
	return s, nil
}
