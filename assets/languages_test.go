package assets_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/assets"
	"walakpussa/assets/i18n"
)

// pluralForms are the CLDR plural forms each language needs (go-i18n falls
// back to English, silently, for a form that is missing).
var pluralForms = map[string][]string{
	"en": {"one", "other"},
	"de": {"one", "other"},
	"pt": {"many", "one", "other"},
	"id": {"other"},
	"lv": {"one", "other", "zero"},
}

// messages reads translations/CODE.json: each key with its plain text, or
// its plural forms.
func messages(t *testing.T, name string) map[string]any {
	t.Helper()
	raw, err := assets.Translations.ReadFile(name)
	require.NoError(t, err, "%s is there", name)
	var m map[string]any
	require.NoError(t, json.Unmarshal(raw, &m), "%s is JSON", name)
	return m
}

var placeholder = regexp.MustCompile(`{{\s*\.[A-Za-z]+\s*}}`)

// verb is one fmt verb: an argument index, flags, a width, a precision and
// the verb letter.
var verb = regexp.MustCompile(`%(?:\[(\d+)\])?[-+# 0]*(\*|\d+)?(?:\.(\*|\d+))?([a-zA-Z%])`)

// placeholders lists the {{.Name}} placeholders of text and its fmt verbs,
// each verb with the argument it takes ("2:d" for the second argument
// as %d, whether written %d or %[2]d), sorted.
func placeholders(text string) []string {
	found := placeholder.FindAllString(text, -1)
	for i, p := range found {
		found[i] = strings.Join(strings.Fields(p), "")
	}
	next := 1
	for _, m := range verb.FindAllStringSubmatch(text, -1) {
		if m[4] == "%" {
			continue
		}
		if m[1] != "" {
			next, _ = strconv.Atoi(m[1])
		}
		for _, star := range []string{m[2], m[3]} {
			if star == "*" {
				found = append(found, fmt.Sprintf("%d:*", next))
				next++
			}
		}
		found = append(found, fmt.Sprintf("%d:%s", next, m[4]))
		next++
	}
	sort.Strings(found)
	return found
}

func TestPlaceholdersNameEachArgumentOfAFormat(t *testing.T) {
	assert.Equal(t, []string{"1:d", "2:s", "{{.Name}}"}, placeholders("%d of %s, {{.Name}}"))
	assert.Equal(t, placeholders("lap %d: sow %s"), placeholders("%[2]s: Runde %[1]d"))
	assert.Equal(t, []string{"1:*", "2:f"}, placeholders("%.*f%% games"))
	assert.NotEqual(t, placeholders("%d seeds"), placeholders("%s seeds"))
}

func TestEveryLanguageHasEveryMessageWithItsPluralFormsAndPlaceholders(t *testing.T) {
	english := messages(t, "translations/en.json")
	for _, l := range i18n.Languages() {
		if l.Code == i18n.English {
			continue
		}
		t.Run(l.Code, func(t *testing.T) {
			translated := messages(t, "translations/"+l.Code+".json")
			for key, master := range english {
				value, ok := translated[key]
				if !assert.True(t, ok, "%s.json lacks %q", l.Code, key) {
					continue
				}
				want := placeholders(key)
				switch v := value.(type) {
				case string:
					_, plain := master.(string)
					assert.True(t, plain, "%q has plural forms in English", key)
					assert.NotEmpty(t, strings.TrimSpace(v), "%q is translated", key)
					assert.Equal(t, want, placeholders(v), "%s: the placeholders of %q", l.Code, key)
				case map[string]any:
					_, plural := master.(map[string]any)
					assert.True(t, plural, "%q is plain in English", key)
					var forms []string
					for form, text := range v {
						forms = append(forms, form)
						s, _ := text.(string)
						assert.Equal(t, want, placeholders(s), "%s: the placeholders of %q, form %s", l.Code, key, form)
					}
					sort.Strings(forms)
					assert.Equal(t, pluralForms[l.Code], forms, "%s: the plural forms of %q", l.Code, key)
				default:
					t.Errorf("%s: %q is neither a text nor plural forms", l.Code, key)
				}
			}
			for key := range translated {
				_, ok := english[key]
				assert.True(t, ok, "%s.json holds %q, which en.json does not", l.Code, key)
			}
		})
	}
}

func TestEnglishPluralsHaveTheEnglishForms(t *testing.T) {
	for key, value := range messages(t, "translations/en.json") {
		if forms, ok := value.(map[string]any); ok {
			var names []string
			for form := range forms {
				names = append(names, form)
			}
			sort.Strings(names)
			assert.Equal(t, pluralForms["en"], names, key)
		}
	}
}

// fyneWords reads the English words of Fyne's own dialogs from the Fyne
// module the program is built with.
func fyneWords(t *testing.T) map[string]any {
	t.Helper()
	dir, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "fyne.io/fyne/v2").Output()
	require.NoError(t, err)
	raw, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(dir)), "lang", "translations", "base.en.json"))
	require.NoError(t, err)
	var words map[string]any
	require.NoError(t, json.Unmarshal(raw, &words))
	require.NotEmpty(t, words)
	return words
}

func TestFyneDialogsSpeakTheLanguagesFyneDoesNotShip(t *testing.T) {
	english := fyneWords(t)
	for _, code := range []string{"id", "lv"} {
		words := messages(t, "translations/fyne/"+code+".json")
		for key, master := range english {
			text, _ := words[key].(string)
			if forms, ok := words[key].(map[string]any); ok {
				_, plural := master.(map[string]any)
				assert.True(t, plural, "fyne/%s.json: %q is plain in Fyne", code, key)
				text, _ = forms["other"].(string)
			}
			assert.NotEmpty(t, text, "fyne/%s.json lacks %q", code, key)
		}
		for key := range words {
			_, ok := english[key]
			assert.True(t, ok, "fyne/%s.json holds %q, which Fyne does not use", code, key)
		}
	}
}
