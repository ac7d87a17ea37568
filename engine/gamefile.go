package engine

import (
	"io"
	"strings"
	"walakpussa/assets/i18n/sentence"
)

// GameFileHeader is the first line of a saved game.
const GameFileHeader = "walakpussa game 1"

// Save writes the game as text: the header line, "rules" with the rule set,
// "start" with the start position, then one move a line. Undone moves are
// not saved.
func (g *Game) Save(w io.Writer) error { return MatchOf(g).Save(w) }

// writeMoves writes the moves played in g, one a line.
func writeMoves(sb *strings.Builder, g *Game) {
	for _, h := range g.moves {
		sb.WriteString(h.String())
		sb.WriteByte('\n')
	}
}

// GameFileError reports what is wrong with a saved game, and on which line.
type GameFileError struct {
	Line int
	Err  error
}

// Error names the line and the problem.
func (e *GameFileError) Error() string { return e.Tell(sentence.English) }

// Tell names the line and the problem in the language of sp.
func (e *GameFileError) Tell(sp sentence.Speaker) string { return sp.F("line %d: %v", e.Line, e.Err) }

// Unwrap returns the underlying problem, such as a *MoveError.
func (e *GameFileError) Unwrap() error { return e.Err }

// LoadGame reads a game written by Save, replaying every move. Blank lines
// and lines starting with "#" are ignored. A malformed or tampered file gives
// a *GameFileError naming the line; so does a match of several rounds (see
// LoadMatch), at its first "round" line.
func LoadGame(r io.Reader) (*Game, error) {
	m, err := readGameFile(r, true)
	if err != nil {
		return nil, err
	}
	return m.Round(), nil
}
