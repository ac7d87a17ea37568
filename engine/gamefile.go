package engine

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"walakpussa/assets/i18n/sentence"
)

// GameFileHeader is the first line of a saved game.
const GameFileHeader = "walakpussa game 1"

// Save writes the game as text: the header line, "rules" with the rule set,
// "start" with the start position, then one move a line. Undone moves are
// not saved.
func (g *Game) Save(w io.Writer) error {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s\nrules %s\nstart %s\n", GameFileHeader, g.rules, g.Start())
	for _, h := range g.moves {
		sb.WriteString(h.String())
		sb.WriteByte('\n')
	}
	_, err := io.WriteString(w, sb.String())
	return err
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

// maxGameFileLine bounds the length of one line of a saved game.
const maxGameFileLine = 4096

// LoadGame reads a game written by Save, replaying every move. Blank lines
// and lines starting with "#" are ignored. A malformed or tampered file gives
// a *GameFileError naming the line.
func LoadGame(r io.Reader) (*Game, error) {
	scanner := bufio.NewScanner(r)
	scanner.Buffer(make([]byte, 0, 256), maxGameFileLine)
	var (
		game    *Game
		rules   Rules
		lineNo  int
		section int // 0: header expected, 1: rules, 2: start, 3: moves
	)
	errorf := func(format string, args ...any) error {
		return &GameFileError{Line: lineNo, Err: sentence.Errorf(format, args...)}
	}
	for scanner.Scan() {
		lineNo++
		line := strings.TrimSpace(scanner.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		switch section {
		case 0:
			if line != GameFileHeader {
				return nil, errorf("expected %q, the first line of a saved game", GameFileHeader)
			}
		case 1:
			text, ok := strings.CutPrefix(line, "rules ")
			if !ok {
				return nil, errorf("expected \"rules\" and the rule set, for example \"rules standard\"")
			}
			var err error
			if rules, err = ParseRules(text); err != nil {
				return nil, &GameFileError{Line: lineNo, Err: err}
			}
		case 2:
			text, ok := strings.CutPrefix(line, "start ")
			if !ok {
				return nil, errorf("expected \"start\" and the start position")
			}
			start, err := ParsePosition(text)
			if err != nil {
				return nil, &GameFileError{Line: lineNo, Err: err}
			}
			game = NewGame(rules, start)
		default:
			h, err := ParseHole(line)
			if err != nil {
				return nil, &GameFileError{Line: lineNo, Err: err}
			}
			if _, err := game.Play(h); err != nil {
				return nil, &GameFileError{Line: lineNo, Err: err}
			}
		}
		if section < 3 {
			section++
		}
	}
	if err := scanner.Err(); err != nil {
		return nil, &GameFileError{Line: lineNo + 1, Err: sentence.Errorf("unreadable: %v", err)}
	}
	if game == nil {
		missing := [...]error{sentence.Errorf("the header line %q", GameFileHeader), sentence.Errorf("the rules line"), sentence.Errorf("the start line")}[section]
		return nil, &GameFileError{Line: lineNo + 1, Err: sentence.Errorf("the file ends early: %v is missing", missing)}
	}
	return game, nil
}
