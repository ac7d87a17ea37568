package i18n

import (
	"errors"
	"testing"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMatchFindsTheLanguageOfALocale(t *testing.T) {
	for locale, want := range map[string]string{
		"de_DE.UTF-8": "de", "de_AT": "de", "de-CH": "de",
		"pt_BR.UTF-8": "pt", "pt_PT": "pt", "pt": "pt",
		"lv_LV.UTF-8": "lv", "id_ID": "id", "en_GB.UTF-8": "en", "EN": "en",
		"fr_FR.UTF-8": "", "C": "", "": "", "sr@latin": "",
	} {
		assert.Equal(t, want, Match(locale), locale)
	}
}

func TestTheSystemLanguageIsTheFirstSpoken(t *testing.T) {
	clear := func() {
		for _, name := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
			t.Setenv(name, "")
		}
	}
	clear()
	t.Setenv("LANG", "de_AT.UTF-8")
	assert.Equal(t, "de", System())
	t.Setenv("LANGUAGE", "fr:lv:de")
	assert.Equal(t, "lv", System(), "LANGUAGE lists the user's languages in order")
	clear()
	t.Setenv("LC_ALL", "pt_BR.UTF-8")
	t.Setenv("LANG", "de_DE.UTF-8")
	assert.Equal(t, "pt", System(), "LC_ALL comes before LANG")
	clear()
	t.Setenv("LANG", "fr_FR.UTF-8")
	assert.Equal(t, English, System(), "a language not spoken gives English")
	clear()
	t.Setenv("LANG", "C")
	assert.Equal(t, English, System())
}

func TestUseSwitchesTheLanguageOfEveryCall(t *testing.T) {
	t.Cleanup(func() { require.NoError(t, Use(English)) })
	require.NoError(t, Use(English))
	assert.Equal(t, English, Current())
	assert.Equal(t, "S1 taken back.", L("{{.Hole}} taken back.", map[string]any{"Hole": "S1"}))
	assert.Equal(t, "1 seed", N("{{.Count}} seeds", 1, map[string]any{"Count": 1}))
	assert.Equal(t, "2 seeds", N("{{.Count}} seeds", 2, map[string]any{"Count": 2}))
	assert.Equal(t, "Not a key", L("Not a key"), "a text that is no key comes back as it is")
	require.NoError(t, Use("xx"))
	assert.Equal(t, English, Current(), "a language not spoken gives English")
}

func TestEachLanguageCountsWithItsOwnPluralForms(t *testing.T) {
	t.Cleanup(func() { require.NoError(t, Use(English)) })
	laps := func(code string, n int) string {
		require.NoError(t, Use(code))
		return N("{{.Count}} laps", n, map[string]any{"Count": n})
	}
	assert.NotEqual(t, laps("de", 1), laps("de", 2)[1:], "German: one, other")
	for _, code := range []string{"lv"} {
		assert.Equal(t, laps(code, 0)[1:], laps(code, 10)[2:], "Latvian: 0 and 10 take the zero form")
		assert.Equal(t, laps(code, 1)[1:], laps(code, 21)[2:], "1 and 21 the one form")
		assert.NotEqual(t, laps(code, 1)[1:], laps(code, 2)[1:], "2 the other form")
		assert.NotEqual(t, laps(code, 0)[1:], laps(code, 2)[1:])
		assert.NotEqual(t, laps(code, 11)[2:], laps(code, 21)[2:], "11 is not one")
	}
	assert.Equal(t, laps("pt", 0)[1:], laps("pt", 2)[1:], "Portuguese: 0 takes the plural, as in Brazil and Portugal")
	assert.NotEqual(t, laps("pt", 1)[1:], laps("pt", 2)[1:])
	assert.Equal(t, laps("id", 1)[1:], laps("id", 2)[1:], "Indonesian: one form")
}

func TestFSaysAFormatInTheLanguageWithItsTellersToo(t *testing.T) {
	de := In("de")
	assert.Equal(t, de.L("North"), de.F("%v", engine.North), "a side is a Teller")
	err := &engine.GameFileError{Line: 3, Err: sentence.Errorf("side %q: expected S or N", "X")}
	told := de.Say(err)
	assert.Equal(t, de.F("line %d: %v", 3, de.F("side %q: expected S or N", "X")), told)
	assert.NotEqual(t, err.Error(), told, "German differs from English")
	assert.Equal(t, err.Error(), In(English).Say(err))
	plain := errors.New("disk full")
	assert.Equal(t, "disk full", de.Say(plain), "an error that is no sentence keeps its words")
	assert.Equal(t, "de", de.Language())
}
