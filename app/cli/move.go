package cli

import (
	"flag"

	"walakpussa/app/launch"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// moveFlags reads the common "[--position POS] MOVE" part of a command.
type moveFlags struct {
	position *string
}

func addMoveFlags(fs *flag.FlagSet) moveFlags {
	return moveFlags{position: fs.String("position", engine.Start().String(), "the position to play from")}
}

// trace parses the position and the one move in positional and traces it.
func (m moveFlags) trace(command string, positional []string) (*engine.Trace, error) {
	if len(positional) != 1 {
		return nil, sentence.Errorf("%s: give exactly one move, such as S1", command)
	}
	pos, err := engine.ParsePosition(*m.position)
	if err != nil {
		return nil, sentence.Errorf("--position: %v", err)
	}
	move, err := engine.ParseHole(positional[0])
	if err != nil {
		return nil, err
	}
	rules := engine.Standard()
	return rules.Trace(pos, move)
}

func runDebug(args []string, openApp func(launch.Start) error) error {
	fs := flag.NewFlagSet("debug", flag.ContinueOnError)
	move := addMoveFlags(fs)
	present := fs.Bool("present", false, "open in presentation mode")
	positional, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	tr, err := move.trace("debug", positional)
	if err != nil {
		return err
	}
	return openApp(launch.Start{Debug: &launch.DebugStart{Position: tr.Start, Move: tr.Move}, Present: *present})
}
