package worksheet

import (
	"strings"

	"walakpussa/assets/i18n/sentence"
)

// Paper is a sheet size, in millimetres, portrait.
type Paper struct {
	// Name is the paper's name on the command line: "a4" or "letter".
	Name          string
	Width, Height float64
}

// The paper sizes a worksheet is laid out for.
var (
	A4     = Paper{Name: "a4", Width: 210, Height: 297}
	Letter = Paper{Name: "letter", Width: 215.9, Height: 279.4}
)

// ParsePaper reads a paper's name, "a4" or "letter" (any case).
func ParsePaper(name string) (Paper, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case A4.Name:
		return A4, nil
	case Letter.Name:
		return Letter, nil
	}
	return Paper{}, sentence.Errorf("--paper %q: expected a4 or letter", name)
}

// PaperFor is the paper usual where locale (such as "en_US.UTF-8") is
// spoken: Letter in the United States and Canada, A4 elsewhere.
func PaperFor(locale string) Paper {
	region := strings.ToUpper(locale)
	if i := strings.IndexAny(region, ".@"); i >= 0 {
		region = region[:i]
	}
	if strings.HasSuffix(region, "_US") || strings.HasSuffix(region, "_CA") || strings.HasSuffix(region, "-US") {
		return Letter
	}
	return A4
}
