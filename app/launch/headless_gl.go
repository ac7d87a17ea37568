//go:build !ci

package launch

import "fyne.io/fyne/v2"

// prepareHeadless needs nothing on the desktop driver: creating a window
// there would open the display, which exports do without.
func prepareHeadless(fyne.App) {}
