//go:build ci

package launch

import "fyne.io/fyne/v2"

// prepareHeadless gives the software driver of -tags ci builds one window:
// it looks canvases up through its windows and fails with none.
func prepareHeadless(a fyne.App) { a.NewWindow(AppID) }
