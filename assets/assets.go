// Package assets embeds the files the app ships with: the icon and the
// translations of every user-visible string.
package assets

import (
	"embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon is the app icon: a wooden Walak-pussa board with two rows of holes.
var Icon = fyne.NewStaticResource("icon.png", iconPNG)

// Translations holds one JSON file per language in the translations folder
// (en.json first), for lang.AddTranslationsFS(Translations, "translations").
//
//go:embed translations/*.json
var Translations embed.FS
