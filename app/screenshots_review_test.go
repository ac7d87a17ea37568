//go:build ci

package app

import (
	"errors"
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"

	"walakpussa/assets/i18n"
	"walakpussa/engine/search"
)

// reviewDepth is the depth the review scene searches each move at, so
// that its pictures do not depend on the machine's speed.
const reviewDepth = 8

// reviewScene shows the Play tab after Review game on previewGame, its
// first move that is not best chosen in the list, under dir/review: in
// English and German, at the README's size and at 1920x1080; in English
// also as the README's review.png.
func (s *shooter) reviewScene() error {
	var errs []error
	for _, code := range []string{i18n.English, "de"} {
		if err := useLanguage(code); err != nil {
			return err
		}
		errs = append(errs, s.reviewShots(code))
	}
	return errors.Join(append(errs, useLanguage(i18n.English))...)
}

// reviewShots reviews previewGame and takes the pictures in the language
// code.
func (s *shooter) reviewShots(code string) error {
	m := s.mainWindow()
	defer m.window.Close()
	v := m.game
	playPreviewGame(v)
	v.SetBackground(func(work func() func()) { work()() })
	v.SetReviewBudget(search.ReviewOptions{Depth: reviewDepth})
	if err := tap(v.Content(), i18n.L("Review game")); err != nil {
		return err
	}
	review, ok := v.LastReview()
	if !ok {
		return errors.New("Review game left no review")
	}
	chosen := -1
	for i, mv := range review.Moves {
		if mv.Mark != search.MarkBest && i < len(review.Moves)-1 {
			chosen = i
			break
		}
	}
	if chosen < 0 {
		return errors.New("the review of the scene's game marks no move")
	}
	v.ShowMove(chosen)
	var errs []error
	for _, size := range []fyne.Size{readmeSize, largeSize} {
		errs = append(errs, s.save(m.window, size, filepath.Join("review", fmt.Sprintf("%s-%.0fx%.0f", code, size.Width, size.Height))))
	}
	if code == i18n.English {
		errs = append(errs, s.readme(m.window, "review"))
	}
	return errors.Join(errs...)
}
