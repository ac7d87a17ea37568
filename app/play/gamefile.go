package play

import (
	"io"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2/widget"

	"walakpussa/engine"
)

// SaveGame writes the match being played, every round, in the saved-game
// text format (a match of one round is a saved game).
func (v *GameView) SaveGame(w io.Writer) error { return v.model.match.Save(w) }

// LoadGame replaces the game with the game or match read from r, the file
// called name, in the round it had reached.
// A malformed or tampered file is refused with its name, the line and the
// problem, and the game being played stays as it was.
func (v *GameView) LoadGame(name string, r io.Reader) error {
	m, err := engine.LoadMatch(r)
	if err != nil {
		v.say(i18n.L("{{.File}} cannot be opened: {{.Error}}", map[string]any{"File": name, "Error": i18n.Say(err)}), widget.WarningImportance)
		return err
	}
	v.model.setup.Rules = m.Rules() // New game goes on with the file's rules
	moves := len(m.Round().Moves())
	note := i18n.N("Game opened: {{.Count}} moves.", moves, map[string]any{"Count": moves})
	if m.RoundNumber() > 1 {
		note = i18n.N("Match opened in round {{.Round}}: {{.Count}} moves in this round.", moves, map[string]any{"Count": moves, "Round": m.RoundNumber()})
	}
	v.start(m, v.model.side, v.model.level, note)
	return nil
}
