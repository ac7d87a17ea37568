package sentence_test

import (
	"errors"
	"fmt"
	"io/fs"
	"testing"

	"github.com/stretchr/testify/assert"

	"walakpussa/assets/i18n/sentence"
)

// marking is a Speaker whose "translation" of a format is the format in
// «»: it shows which words went through it.
type marking struct{}

func (marking) F(format string, args ...any) string {
	for i, a := range args {
		if t, ok := a.(sentence.Teller); ok {
			args[i] = t.Tell(marking{})
		}
	}
	return fmt.Sprintf("«"+format+"»", args...)
}
func (marking) Say(err error) string { return err.(sentence.Teller).Tell(marking{}) }
func (marking) Language() string     { return "marks" }

func TestAnErrorIsEnglishUntilToldInAnotherLanguage(t *testing.T) {
	inner := sentence.Errorf("hole %s is empty", "S3")
	err := sentence.Errorf("line %d: %v (%v)", 4, inner, sentence.Phrase("a step"))
	assert.Equal(t, "line 4: hole S3 is empty (a step)", err.Error())
	assert.Equal(t, "«line 4: «hole S3 is empty» («a step»)»", err.(sentence.Teller).Tell(marking{}),
		"the sentences among the arguments are told in the same language")
	assert.Equal(t, err.Error(), sentence.English.Say(err))
	assert.Equal(t, "en", sentence.English.Language())
}

func TestErrorsAmongTheArgumentsStayReachable(t *testing.T) {
	err := sentence.Errorf("guide %q: %v", "rules", fs.ErrNotExist)
	assert.ErrorIs(t, err, fs.ErrNotExist)
	assert.False(t, errors.Is(sentence.Errorf("guide %q", "rules"), fs.ErrNotExist))
}
