// Command pecheck checks that a file is the Windows program `make package`
// means to build: a 64-bit x86 executable for the Windows GUI subsystem
// (no console window), whose resources hold the app's icon (icon groups
// whose every icon is there) and its version information (the product name
// and version from FyneApp.toml).
//
// Usage: go run .ci/pecheck.go FILE.exe NAME VERSION
//
// It prints what it found and exits 1 with one line per problem.
package main

import (
	"bytes"
	"debug/pe"
	"encoding/binary"
	"fmt"
	"os"
	"strings"
	"unicode/utf16"
)

// Resource types (winuser.h).
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
)

// subsystemGUI is IMAGE_SUBSYSTEM_WINDOWS_GUI.
const subsystemGUI = 2

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: go run .ci/pecheck.go FILE.exe NAME VERSION")
		os.Exit(2)
	}
	problems := check(os.Args[1], os.Args[2], os.Args[3])
	for _, p := range problems {
		fmt.Fprintf(os.Stderr, "pecheck %s: %s\n", os.Args[1], p)
	}
	if len(problems) > 0 {
		os.Exit(1)
	}
}

// check returns what is wrong with the executable at path.
func check(path, name, version string) []string {
	f, err := pe.Open(path)
	if err != nil {
		return []string{"not a PE file: " + err.Error()}
	}
	defer f.Close()
	var problems []string
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		problems = append(problems, fmt.Sprintf("machine %#x, want amd64 (%#x)", f.Machine, pe.IMAGE_FILE_MACHINE_AMD64))
	}
	opt, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok {
		return append(problems, "no 64-bit optional header")
	}
	if opt.Subsystem != subsystemGUI {
		problems = append(problems, fmt.Sprintf("subsystem %d, want %d (Windows GUI)", opt.Subsystem, subsystemGUI))
	}
	res, problem := readResources(f, opt)
	if res == nil {
		return append(problems, problem)
	}
	icons, groups, versions := res.leaves(rtIcon), res.leaves(rtGroupIcon), res.leaves(rtVersion)
	fmt.Printf("pecheck %s: amd64, subsystem %d, %d icons, %d icon groups, %d version resources\n",
		path, opt.Subsystem, len(icons), len(groups), len(versions))
	if len(icons) == 0 {
		problems = append(problems, "no RT_ICON resource")
	}
	if len(groups) == 0 {
		problems = append(problems, "no RT_GROUP_ICON resource")
	}
	for _, g := range groups {
		problems = append(problems, checkGroup(g, icons)...)
	}
	if len(versions) != 1 {
		return append(problems, fmt.Sprintf("%d RT_VERSION resources, want 1", len(versions)))
	}
	text := utf16Text(versions[0].data)
	for _, want := range []string{name, version} {
		if !strings.Contains(text, want) {
			problems = append(problems, fmt.Sprintf("the version resource does not say %q", want))
		}
	}
	return problems
}

// resources is the .rsrc data of an executable, addressed from its start.
type resources struct {
	data []byte // the section holding the resource directory
	base uint32 // the section's virtual address
	root uint32 // the root directory's offset in data
}

// readResources finds the section that holds the resource directory, or
// says why there is none.
func readResources(f *pe.File, opt *pe.OptionalHeader64) (*resources, string) {
	if opt.NumberOfRvaAndSizes <= pe.IMAGE_DIRECTORY_ENTRY_RESOURCE {
		return nil, "no resource directory entry"
	}
	dir := opt.DataDirectory[pe.IMAGE_DIRECTORY_ENTRY_RESOURCE]
	if dir.Size == 0 {
		return nil, "no resources at all (empty resource directory)"
	}
	for _, s := range f.Sections {
		if dir.VirtualAddress >= s.VirtualAddress && dir.VirtualAddress < s.VirtualAddress+s.VirtualSize {
			data, err := s.Data()
			if err != nil {
				return nil, fmt.Sprintf("section %s unreadable: %v", s.Name, err)
			}
			return &resources{data: data, base: s.VirtualAddress, root: dir.VirtualAddress - s.VirtualAddress}, ""
		}
	}
	return nil, fmt.Sprintf("no section holds the resource directory at %#x", dir.VirtualAddress)
}

// entry is one entry of a resource directory: an ID (or name) and the
// offset of a subdirectory or of a data entry.
type entry struct {
	id     uint32
	offset uint32
	subdir bool
}

// entries reads the directory at offset off; nil when it is out of range.
func (r *resources) entries(off uint32) []entry {
	if uint64(off)+16 > uint64(len(r.data)) {
		return nil
	}
	n := uint32(binary.LittleEndian.Uint16(r.data[off+12:])) + uint32(binary.LittleEndian.Uint16(r.data[off+14:]))
	var out []entry
	for i := range n {
		at := off + 16 + 8*i
		if uint64(at)+8 > uint64(len(r.data)) {
			return out
		}
		v := binary.LittleEndian.Uint32(r.data[at+4:])
		out = append(out, entry{id: binary.LittleEndian.Uint32(r.data[at:]), offset: v &^ (1 << 31), subdir: v&(1<<31) != 0})
	}
	return out
}

// resource is one resource of an executable: its ID and its bytes.
type resource struct {
	id   uint32
	data []byte
}

// leaves returns every resource of the given type: the type's directory
// holds one directory per resource ID, which holds one data entry per
// language.
func (r *resources) leaves(typ uint32) []resource {
	var out []resource
	for _, t := range r.entries(r.root) {
		if t.id != typ || !t.subdir {
			continue
		}
		for _, named := range r.entries(t.offset) {
			for _, lang := range r.entries(named.offset) {
				if data := r.leaf(lang); data != nil {
					out = append(out, resource{id: named.id, data: data})
				}
			}
		}
	}
	return out
}

// leaf returns the bytes a data entry points to (by virtual address);
// nil when they are out of range.
func (r *resources) leaf(e entry) []byte {
	if e.subdir || uint64(e.offset)+8 > uint64(len(r.data)) {
		return nil
	}
	rva := binary.LittleEndian.Uint32(r.data[e.offset:])
	size := binary.LittleEndian.Uint32(r.data[e.offset+4:])
	if rva < r.base || uint64(rva-r.base)+uint64(size) > uint64(len(r.data)) || size == 0 {
		return nil
	}
	return r.data[rva-r.base : rva-r.base+size]
}

// checkGroup reads an icon group (a GRPICONDIR: reserved, type 1 for
// icons, a count, then 14 bytes an icon, its RT_ICON ID in the last two)
// and says what is wrong: no icon, or an icon it names that is not there
// or is neither a PNG nor a bitmap.
func checkGroup(g resource, icons []resource) []string {
	b := g.data
	if len(b) < 6 || binary.LittleEndian.Uint16(b[2:]) != 1 {
		return []string{fmt.Sprintf("icon group %d is not an icon directory", g.id)}
	}
	n := int(binary.LittleEndian.Uint16(b[4:]))
	if n == 0 || len(b) < 6+14*n {
		return []string{fmt.Sprintf("icon group %d names %d icons in %d bytes", g.id, n, len(b))}
	}
	var problems []string
	for i := range n {
		id := uint32(binary.LittleEndian.Uint16(b[6+14*i+12:]))
		if !hasImage(icons, id) {
			problems = append(problems, fmt.Sprintf("icon group %d names icon %d, which is missing or holds no image", g.id, id))
		}
	}
	return problems
}

// hasImage says whether the icon with this ID is there and holds a PNG or
// a bitmap (a BITMAPINFOHEADER, 40 bytes long).
func hasImage(icons []resource, id uint32) bool {
	for _, icon := range icons {
		if icon.id == id {
			return bytes.HasPrefix(icon.data, []byte("\x89PNG\r\n\x1a\n")) ||
				len(icon.data) >= 40 && binary.LittleEndian.Uint32(icon.data) == 40
		}
	}
	return false
}

// utf16Text decodes little-endian UTF-16, as the version resource's
// strings are written.
func utf16Text(b []byte) string {
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = binary.LittleEndian.Uint16(b[2*i:])
	}
	return string(utf16.Decode(u))
}
