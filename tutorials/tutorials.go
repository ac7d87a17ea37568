// Package tutorials embeds the Markdown guides for people (getting started,
// the debugger, the teacher's guide, writing lessons, the command line) so
// the app can show them in its Help, each in the languages it is
// translated into: the English master in this folder, a translation in the
// folder of its language (de/getting-started.md). It imports nothing from Fyne.
package tutorials

import (
	"embed"
	"io/fs"
	"sort"
	"strings"
	"walakpussa/assets/i18n/sentence"
)

//go:embed *.md */*.md
var files embed.FS

// Guide is one guide: Name is its file name without ".md" (the name Text
// takes), Title the text of its first "# " heading.
type Guide struct {
	Name, Title string
}

// order is the reading order of the guides; any other guide follows them
// in file-name order.
var order = []string{"getting-started", "debugger", "teachers-guide", "writing-lessons", "command-line"}

// Guides returns every guide in reading order: getting started, the
// debugger, the teacher's guide, writing lessons, the command line, then
// any others; each titled in the language lang when it is translated into
// it.
func Guides(lang string) []Guide {
	entries, err := fs.ReadDir(files, ".")
	if err != nil {
		return nil
	}
	rank := map[string]int{}
	for i, name := range order {
		rank[name] = i
	}
	var names []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".md"); ok && !e.IsDir() {
			names = append(names, name)
		}
	}
	sort.SliceStable(names, func(i, j int) bool {
		ri, iKnown := rank[names[i]]
		rj, jKnown := rank[names[j]]
		switch {
		case iKnown && jKnown:
			return ri < rj
		case iKnown != jKnown:
			return iKnown
		default:
			return names[i] < names[j]
		}
	})
	guides := make([]Guide, 0, len(names))
	for _, name := range names {
		text, _, _ := Text(lang, name)
		guides = append(guides, Guide{Name: name, Title: Title(text, name)})
	}
	return guides
}

// Text returns the Markdown of the guide called name ("getting-started";
// a trailing ".md" is accepted too) in the language lang ("de"), and
// whether it is in that language: a guide not translated into it is the
// English master. An unknown name is an error wrapping fs.ErrNotExist.
func Text(lang, name string) (text string, translated bool, err error) {
	name = strings.TrimSuffix(name, ".md")
	if name == "" || strings.ContainsAny(name, `/\`) || strings.ContainsAny(lang, `/\.`) {
		return "", false, sentence.Errorf("guide %q: %v", name, fs.ErrNotExist)
	}
	if lang != "" && lang != English {
		if data, err := files.ReadFile(lang + "/" + name + ".md"); err == nil {
			return string(data), true, nil
		}
	}
	data, err := files.ReadFile(name + ".md")
	if err != nil {
		return "", false, sentence.Errorf("guide %q: %v", name, fs.ErrNotExist)
	}
	return string(data), lang == English, nil
}

// English is the language of the master guides.
const English = "en"

// Title returns the text of the first level-1 heading ("# Title") of the
// Markdown md, outside code blocks, or fallback when it has none.
func Title(md, fallback string) string {
	fenced := false
	for _, line := range strings.Split(md, "\n") {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			fenced = !fenced
			continue
		}
		if !fenced {
			if title, ok := strings.CutPrefix(line, "# "); ok && strings.TrimSpace(title) != "" {
				return strings.TrimSpace(title)
			}
		}
	}
	return fallback
}
