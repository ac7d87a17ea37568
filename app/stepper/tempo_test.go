package stepper

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTemposGoFromSlowToInstant(t *testing.T) {
	assert.Equal(t, DefaultPace(), Normal.Pace())
	assert.Equal(t, Pace{}, Instant.Pace(), "the zero pace shows a move at once")
	for i := 1; i < len(Tempos()); i++ {
		slower, faster := Tempos()[i-1], Tempos()[i]
		assert.Greater(t, slower.Pace().Capture, faster.Pace().Capture, "%s is slower than %s", slower.Name(), faster.Name())
		assert.Less(t, slower.PlayerSpeed(), faster.PlayerSpeed())
		assert.Equal(t, slower, TempoNamed(slower.Name()))
	}
	assert.Equal(t, Normal, TempoNamed("ludicrous"), "an unknown name is Normal")
	assert.Equal(t, DefaultSpeed+1, Normal.PlayerSpeed(), "the lessons' demos play at the speed they always had")
}
