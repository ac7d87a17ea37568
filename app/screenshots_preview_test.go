//go:build ci

package app

import (
	"errors"
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"walakpussa/app/board"
	"walakpussa/app/internal/testkit"
	"walakpussa/app/play"
	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/assets/i18n"
	"walakpussa/engine"
)

// previewGame is a game of ten moves after which South's S3 would end its
// sowing in S6, the pussa S7, and capture N1, N3 and N5.
var previewGame = []string{"S6", "N2", "S4", "N1", "S3", "N1", "S1", "N2", "S7", "N2"}

// previewScene shows the Play tab previewing S3 of previewGame, the
// pointer on it, under dir/preview: in English and German, in the dark
// and the projector colour scheme, at the README's size and at 1920x1080;
// in English and the dark scheme also as the README's preview.png.
func (s *shooter) previewScene() error {
	var errs []error
	for _, code := range []string{i18n.English, "de"} {
		if err := useLanguage(code); err != nil {
			return err
		}
		for _, look := range []ui.Look{ui.Dark, ui.Projector} {
			errs = append(errs, s.previewShots(code+"-"+look.Name(), look))
		}
	}
	return errors.Join(append(errs, useLanguage(i18n.English))...)
}

// previewShots takes the preview's pictures in look l, their names
// starting with prefix.
func (s *shooter) previewShots(prefix string, l ui.Look) error {
	m := s.mainWindow()
	defer m.window.Close()
	was := m.app.Preferences().Bool(previewPreference)
	defer m.setPreview(was)
	m.setLook(l)
	defer m.setLook(ui.Dark)
	m.setPreview(true)
	v := m.game
	playPreviewGame(v)
	var b *board.Board
	walk(v.Content(), func(o fyne.CanvasObject) bool {
		b, _ = o.(*board.Board)
		return b != nil
	})
	if b == nil {
		return errors.New("no board on the Play tab to point at")
	}
	s3 := engine.HoleOf(engine.South, 3)
	point := func() error {
		b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: board.NewLayout(b.Size()).Holes[s3].Center}})
		if p, ok := b.PreviewShown(); !ok || len(p.Captured) != 3 {
			return fmt.Errorf("pointing at S3 previews %+v (shown: %v), not its three captures", p, ok)
		}
		return nil
	}
	var errs []error
	for _, size := range []fyne.Size{readmeSize, largeSize} {
		m.window.Resize(size)
		b.MouseOut()
		errs = append(errs, point(), s.save(m.window, size, filepath.Join("preview", fmt.Sprintf("%s-%.0fx%.0f", prefix, size.Width, size.Height))))
	}
	if prefix == i18n.English+"-"+ui.Dark.Name() {
		errs = append(errs, point(), s.readme(m.window, "preview"))
	}
	return errors.Join(errs...)
}

// playPreviewGame plays the moves of previewGame on v, each at once.
func playPreviewGame(v *play.GameView) {
	v.SetPace(stepper.Pace{})
	for _, name := range previewGame {
		v.Play(testkit.Hole(name))
	}
}
