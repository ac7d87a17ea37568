// Package assets embeds the files the app ships with: the icon, the
// translations of every user-visible string, Fyne's own dialog words in
// the languages Fyne does not ship, and the screenshots the guides show. It imports nothing from Fyne, so the
// engine's and the lessons' side of the program can read it too.
package assets

import "embed"

// IconPNG is the app icon, a PNG: a wooden Walak-pussa board with two rows
// of holes.
//
//go:embed icon.png
var IconPNG []byte

// Translations holds one JSON file per language in the translations folder,
// named by its language code (en.json, de.json, …), and in
// translations/fyne the words of Fyne's own dialogs for the languages Fyne
// has none of.
//
//go:embed translations/*.json translations/fyne/*.json
var Translations embed.FS

// Screenshots holds the pictures of the app the guides show, in the
// screenshots folder (board.png, debugger-relay.png, …).
//
//go:embed screenshots/*.png
var Screenshots embed.FS
