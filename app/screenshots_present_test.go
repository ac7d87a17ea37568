//go:build ci

package app

import (
	"errors"
	"path/filepath"

	"walakpussa/app/ui"
	"walakpussa/assets/i18n"
	"walakpussa/engine"
)

// presentScene shows the presentation mode at 1920x1080, under
// dir/present, in the dark and the projector theme, in English and
// German: a lesson's step, the debugger on a necklace, a game and the
// editor; and the
// window as usual in each theme.
func (s *shooter) presentScene() error {
	var errs []error
	for _, code := range []string{i18n.English, "de"} {
		if err := useLanguage(code); err != nil {
			return err
		}
		for _, look := range []ui.Look{ui.Dark, ui.Projector} {
			errs = append(errs, s.presentShots(code+"-"+look.Name(), look))
		}
	}
	return errors.Join(append(errs, useLanguage(i18n.English))...)
}

// presentShots takes the presentation mode's pictures in look l, their
// names starting with prefix.
func (s *shooter) presentShots(prefix string, l ui.Look) error {
	m := s.mainWindow()
	defer m.window.Close()
	m.setLook(l)
	defer m.setLook(ui.Dark)
	shot := func(name string) error {
		m.startPresenting()
		defer m.stopPresenting()
		return s.save(m.window, largeSize, filepath.Join("present", prefix+"-"+name))
	}
	var errs []error
	errs = append(errs, m.openLesson("relay"))
	m.lessons.Forward()
	errs = append(errs, s.save(m.window, readmeSize, filepath.Join("present", prefix+"-window")))
	errs = append(errs, shot("lesson"))
	errs = append(errs, m.debugger.OpenText("5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5"))
	m.debugger.ToEnd()
	m.showDebugger()
	errs = append(errs, shot("debugger"))
	m.tabs.Select(m.playTab)
	m.game.Play(engine.HoleOf(engine.South, 1))
	m.game.FinishAnimation()
	errs = append(errs, shot("play"))
	m.tabs.Select(m.editTab)
	m.editor.SetNotation("0,0,3,0,1,0,0/2,0,0,5,0,1,0 S 22:22")
	errs = append(errs, shot("editor"))
	return errors.Join(errs...)
}
