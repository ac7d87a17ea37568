package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPluralsPickTheSingular(t *testing.T) {
	assert.Equal(t, "1 seed", Seeds(1))
	assert.Equal(t, "2 seeds", Seeds(2))
	assert.Equal(t, "0 seeds", Seeds(0))
}
