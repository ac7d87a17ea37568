//go:build ci

package app

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"

	"walakpussa/app/play"
	"walakpussa/app/stepper"
	"walakpussa/assets/i18n"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// matchScene shows, under dir/match, the New game dialog, the refill at
// the start of round 3 and the scoreboard of a match in its third round:
// in English and German, at 800x600, the README's size and 1920x1080; in English
// also as the README's match.png and new-game.png.
func (s *shooter) matchScene() error {
	var errs []error
	for _, code := range []string{i18n.English, "de"} {
		if err := useLanguage(code); err != nil {
			return err
		}
		errs = append(errs, s.matchShots(code))
	}
	return errors.Join(append(errs, useLanguage(i18n.English))...)
}

// matchShots takes the scene's pictures in the language code.
func (s *shooter) matchShots(code string) error {
	m := s.mainWindow()
	defer m.window.Close()
	v, w := m.game, m.window
	shots := func(name string) error {
		var errs []error
		for _, size := range []fyne.Size{smallSize, readmeSize, largeSize} {
			errs = append(errs, s.save(w, size, filepath.Join("match", fmt.Sprintf("%s-%s-%.0fx%.0f", code, name, size.Width, size.Height))))
		}
		if code == i18n.English && name != "refill" {
			errs = append(errs, s.readme(w, name))
		}
		return errors.Join(errs...)
	}
	v.Play(engine.HoleOf(engine.South, 3))
	v.FinishAnimation()
	if err := tap(v.Content(), i18n.L("New game…")); err != nil {
		return err
	}
	err := shots("new-game")
	for _, o := range w.Canvas().Overlays().List() {
		w.Canvas().Overlays().Remove(o)
	}
	rules := engine.Standard()
	rules.MatchRounds = 5 // the header then says so
	v.Begin(play.Setup{Rules: rules})
	v.SetPace(stepper.Pace{})
	for round := 1; round <= 2; round++ {
		if err := playRoundOut(v, uint64(round)); err != nil {
			return err
		}
		if v.Match().Over() {
			return errors.New("the scene's match ended after round " + fmt.Sprint(round))
		}
		if round == 1 {
			v.NextRound()
		}
	}
	var c clock
	v.SetScheduler(c.after)
	v.SetPace(stepper.DefaultPace())
	v.NextRound()
	c.step(14)
	err = errors.Join(err, shots("refill"))
	v.FinishAnimation()
	v.SetPace(stepper.Pace{})
	opponent := search.NewOpponent(2, 7)
	for range 4 {
		g := v.Game()
		v.Play(opponent.Choose(context.Background(), g.Rules(), g.Position(), g.History()))
	}
	return errors.Join(err, shots("match"))
}

// playRoundOut plays the round to its end, both sides at level 2.
func playRoundOut(v *play.GameView, seed uint64) error {
	opponent := search.NewOpponent(2, seed)
	for g := v.Game(); !g.Result().Over(); {
		move := opponent.Choose(context.Background(), g.Rules(), g.Position(), g.History())
		if !move.Valid() {
			return errors.New("no move chosen")
		}
		v.Play(move)
	}
	return nil
}
