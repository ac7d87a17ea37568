package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"walakpussa/engine"
)

func runSelfPlay(args []string, out, _ io.Writer) error {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	games := fs.Int("games", 1000, "how many games to play")
	seed := fs.Uint64("seed", 1, "the random seed: the same seed plays the same games")
	positional, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(positional) > 0 {
		return fmt.Errorf("selfplay: unexpected argument %q", positional[0])
	}
	if *games < 1 {
		return errors.New("selfplay: --games must be at least 1")
	}
	began := time.Now()
	summary := selfPlay(engine.Standard(), *games, *seed)
	summary.elapsed = time.Since(began)
	_, err = io.WriteString(out, summary.String())
	return err
}

// selfPlaySummary adds up a series of random games.
type selfPlaySummary struct {
	games, moves int
	wins         [2]int
	draws        int
	longestMove  int
	largestChain int
	elapsed      time.Duration
}

// selfPlay plays games rounds from the start with uniformly random legal
// moves; the same seed plays the same games.
func selfPlay(rules engine.Rules, games int, seed uint64) selfPlaySummary {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var s selfPlaySummary
	for range games {
		stats := rules.Playout(engine.StartWith(rules.Starter), rng)
		s.games++
		s.moves += stats.Moves
		if stats.Result.Draw {
			s.draws++
		} else {
			s.wins[stats.Result.Winner]++
		}
		s.longestMove = max(s.longestMove, stats.LongestMove)
		s.largestChain = max(s.largestChain, stats.LargestChain)
	}
	return s
}

// String writes the summary, one fact a line.
func (s selfPlaySummary) String() string {
	percent := func(n int) float64 { return 100 * float64(n) / float64(s.games) }
	text := fmt.Sprintf("games: %d\naverage length: %.1f moves\nSouth wins %.1f%%, North wins %.1f%%, draws %.1f%%\nlongest move: %d laps\nlargest chain: %d captures\n",
		s.games, float64(s.moves)/float64(s.games),
		percent(s.wins[engine.South]), percent(s.wins[engine.North]), percent(s.draws),
		s.longestMove, s.largestChain)
	if s.elapsed > 0 {
		text += fmt.Sprintf("speed: %.0f games per second\n", float64(s.games)/s.elapsed.Seconds())
	}
	return text
}
