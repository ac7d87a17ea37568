package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

func runSelfPlay(args []string, out, _ io.Writer) error {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	games := fs.Int("games", 1000, "how many games to play")
	seed := fs.Uint64("seed", 1, "the random seed: the same seed plays the same games")
	southText := fs.String("south", "random", "South's player: random, or level:N for the computer at level N (1-5)")
	northText := fs.String("north", "random", "North's player: random, or level:N")
	positional, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(positional) > 0 {
		return sentence.Errorf("selfplay: unexpected argument %q", positional[0])
	}
	if *games < 1 {
		return sentence.Errorf("selfplay: --games must be at least 1")
	}
	south, err := search.ParsePlayer(*southText, *seed)
	if err != nil {
		return sentence.Errorf("selfplay: --south: %v", err)
	}
	north, err := search.ParsePlayer(*northText, *seed+1)
	if err != nil {
		return sentence.Errorf("selfplay: --north: %v", err)
	}
	sp := i18n.InUse()
	fmt.Fprintln(out, sp.F("South: %s, North: %s", *southText, *northText))
	began := time.Now()
	summary := selfPlay(engine.Standard(), *games, *seed, [2]*search.Opponent{south, north})
	summary.elapsed = time.Since(began)
	_, err = io.WriteString(out, summary.text(sp))
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

// selfPlay plays games rounds from the start; players holds the computer
// opponent of each side, nil for uniformly random legal moves. The same seed
// plays the same games.
func selfPlay(rules engine.Rules, games int, seed uint64, players [2]*search.Opponent) selfPlaySummary {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var s selfPlaySummary
	for range games {
		stats := search.PlayRound(context.Background(), rules, engine.StartWith(rules.Starter), players, rng)
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
func (s selfPlaySummary) text(sp i18n.Speaker) string {
	percent := func(n int) float64 { return 100 * float64(n) / float64(s.games) }
	lines := []string{
		sp.F("games: %d", s.games),
		sp.F("average length: %.1f moves", float64(s.moves)/float64(s.games)),
		sp.F("South wins %.1f%%, North wins %.1f%%, draws %.1f%%", percent(s.wins[engine.South]), percent(s.wins[engine.North]), percent(s.draws)),
		sp.F("longest move: %d laps", s.longestMove),
		sp.F("largest chain: %d captures", s.largestChain),
	}
	if s.elapsed > 0 {
		rate := float64(s.games) / s.elapsed.Seconds()
		precision := 0
		if rate < 100 {
			precision = 2 // games with the computer take seconds each
		}
		lines = append(lines, sp.F("speed: %.*f games per second", precision, rate))
	}
	return strings.Join(lines, "\n") + "\n"
}
