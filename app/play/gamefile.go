package play

import (
	"io"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2/widget"

	"walakpussa/engine"
)

// SaveGame writes the game being played in the saved-game text format.
func (v *GameView) SaveGame(w io.Writer) error { return v.game.Save(w) }

// LoadGame replaces the game with one read from r, the file called name.
// A malformed or tampered file is refused with its name, the line and the
// problem, and the game being played stays as it was.
func (v *GameView) LoadGame(name string, r io.Reader) error {
	g, err := engine.LoadGame(r)
	if err != nil {
		v.say(i18n.L("{{.File}} cannot be opened: {{.Error}}", map[string]any{"File": name, "Error": i18n.Say(err)}), widget.WarningImportance)
		return err
	}
	v.FinishAnimation()
	v.setMatch(engine.MatchOf(g))
	v.setup.Rules = g.Rules() // New game goes on with the file's rules
	v.stopThinking()
	v.settle(i18n.N("Game opened: {{.Count}} moves.", len(g.Moves()), map[string]any{"Count": len(g.Moves())}))
	return nil
}
