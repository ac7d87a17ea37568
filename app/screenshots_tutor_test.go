//go:build ci

package app

import (
	"context"
	"errors"
	"path/filepath"

	"walakpussa/app/stepper"
	"walakpussa/assets/i18n"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// tutorScene shows the tutor's warning, Show why (the debugger on the
// opponent's reply, paused on its capture) and Show the best move, under
// dir/tutor, in English and German at 1100x760 and 1920x1080; the
// README's picture of Show why is the English one.
func (s *shooter) tutorScene() error {
	var errs []error
	for _, code := range []string{i18n.English, "de"} {
		if err := useLanguage(code); err != nil {
			return err
		}
		errs = append(errs, s.tutorShots(code))
	}
	return errors.Join(append(errs, useLanguage(i18n.English))...)
}

// tutorShots plays S1 and North's answer, lets the tutor hold back South's
// worst move, and takes the warning, its Show why and its best move, their
// names starting with prefix.
func (s *shooter) tutorShots(prefix string) error {
	m := s.mainWindow()
	defer m.window.Close()
	v, w := m.game, m.window
	v.SetPace(stepper.Pace{})
	v.SetBackground(func(work func() func()) { work()() })
	v.SetLevel(3)
	v.Play(engine.HoleOf(engine.South, 1))
	shot := func(name string) error {
		name = filepath.Join("tutor", prefix+"-"+name)
		return errors.Join(s.save(w, readmeSize, name), s.save(w, largeSize, name+"-1920x1080"))
	}
	err := check(v.Content(), i18n.L("Tutor"))
	g := v.Game()
	values := search.Evaluate(context.Background(), g.Rules(), g.Position(), search.Options{Depth: 8, History: g.History()})
	if len(values) == 0 {
		return errors.New("South has no move after North's answer")
	}
	err = errors.Join(err, tapHole(v.Content(), values[len(values)-1].Move), shot("warning"))
	err = errors.Join(err, tap(v.Content(), i18n.L("Show why")), shot("why"))
	if prefix == i18n.English {
		err = errors.Join(err, s.readme(w, "tutor-why"))
	}
	m.tabs.Select(m.playTab)
	err = errors.Join(err, tap(v.Content(), i18n.L("Show the best move")), shot("best"))
	return err
}
