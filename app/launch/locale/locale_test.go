package locale

import (
	"maps"
	"testing"
)

func TestSettleChangesOnlyWhatFyneCannotParse(t *testing.T) {
	for _, c := range []struct {
		env, want map[string]string
	}{
		{map[string]string{}, map[string]string{}},
		{map[string]string{"LANG": "en_US.UTF-8"}, map[string]string{"LANG": "en_US.UTF-8"}},
		{map[string]string{"LANG": "en_US"}, map[string]string{"LANG": "en_US"}},
		{map[string]string{"LANG": "C"}, map[string]string{"LANG": "C"}},
		{map[string]string{"LANG": "POSIX", "LANGUAGE": "xx"}, map[string]string{"LANG": "POSIX", "LANGUAGE": "xx"}},
		{map[string]string{"LANG": "C.UTF-8"}, map[string]string{"LANG": "C.UTF-8", "LC_MESSAGES": "C"}},
		{map[string]string{"LANG": "xx_YY.UTF-8"}, map[string]string{"LANG": "xx_YY.UTF-8", "LC_MESSAGES": "C"}},
		{map[string]string{"LANG": "de_DE@euro"}, map[string]string{"LANG": "de_DE@euro", "LC_MESSAGES": "de"}},
		{map[string]string{"LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"}, map[string]string{"LC_ALL": "C", "LANG": "de_DE.UTF-8"}},
		{map[string]string{"LC_MESSAGES": "xx_YY", "LANG": "de_DE.UTF-8"}, map[string]string{"LC_MESSAGES": "C", "LANG": "de_DE.UTF-8"}},
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "xx:de_AT@euro:lv"}, map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "de:lv"}},
		{map[string]string{"LANG": "pt_BR.UTF-8", "LANGUAGE": "pt_BR:pt"}, map[string]string{"LANG": "pt_BR.UTF-8", "LANGUAGE": "pt_BR:pt"}},
		{map[string]string{"LANG": "xx_YY.UTF-8", "LANGUAGE": "yy"}, map[string]string{"LANG": "xx_YY.UTF-8", "LANGUAGE": "", "LC_MESSAGES": "C"}},
	} {
		env := maps.Clone(c.env)
		settle(func(name string) string { return env[name] }, func(name, value string) error {
			env[name] = value
			return nil
		})
		if !maps.Equal(env, c.want) {
			t.Errorf("settle(%v) = %v, want %v", c.env, env, c.want)
		}
	}
}
