package app

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"walakpussa/app/worksheet"
)

func TestTheViewsAreWiredToPrintWorksheets(t *testing.T) {
	m := newTestMainWindow(t)
	assert.NotNil(t, m.puzzles.OnWorksheet)
	assert.NotNil(t, m.lessons.OnHandout)
	assert.NotNil(t, m.debugger.OnPrint)
}

func TestThePaperIsTheLocalesUntilOneIsChosen(t *testing.T) {
	m := newTestMainWindow(t)
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_PAPER", "")
	t.Setenv("LANG", "en_US.UTF-8")
	assert.Equal(t, worksheet.Letter, m.paper())
	t.Setenv("LC_PAPER", "de_DE.UTF-8")
	assert.Equal(t, worksheet.A4, m.paper(), "LC_PAPER says where paper sizes come from")
	t.Setenv("LC_PAPER", "")
	m.app.Preferences().SetString(paperPreference, "a4")
	assert.Equal(t, worksheet.A4, m.paper(), "the paper chosen is kept")
}
