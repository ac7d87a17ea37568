package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

func TestASetupIsWrittenOnOneLineAndReadBack(t *testing.T) {
	rules, err := engine.ParseRules("starter=N move-limit=300 rounds=3")
	require.NoError(t, err)
	s := Setup{Rules: rules, Level: 3, Side: engine.North}
	assert.Equal(t, "level=3 side=N starter=N move-limit=300 rounds=3", s.String())
	back, err := ParseSetup(s.String())
	require.NoError(t, err)
	assert.Equal(t, s, back)
	std, err := ParseSetup(Setup{Rules: engine.Standard(), Side: engine.South}.String())
	require.NoError(t, err)
	assert.Equal(t, Setup{Rules: engine.Standard(), Side: engine.South}, std)
}

func TestABadSetupSaysWhatIsWrong(t *testing.T) {
	for text, want := range map[string]string{
		"level=9 side=S standard":  `setup "level=9 side=S standard": level: expected 0 to 5`,
		"level=x side=S standard":  `setup "level=x side=S standard": level: strconv.Atoi: parsing "x": invalid syntax`,
		"level=1 side=E standard":  `setup "level=1 side=E standard": side:`,
		"level=1 side=S lap-cap=0": `setup "level=1 side=S lap-cap=0": rule option lap-cap:`,
	} {
		_, err := ParseSetup(text)
		require.Error(t, err, text)
		assert.Contains(t, err.Error(), want)
	}
}

func FuzzParseSetup(f *testing.F) {
	f.Add("level=3 side=N starter=N move-limit=300")
	f.Add("level=0 side=S standard")
	f.Add("side=N level=5 skip-origin=yes rounds=0")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseSetup(text)
		if err != nil {
			return
		}
		back, err := ParseSetup(s.String())
		require.NoError(t, err, "what is read writes back readably")
		assert.Equal(t, s, back)
	})
}
