#!/usr/bin/env bash
# The site's two variable fonts, cut to what the pages show: from @fontsource-variable's latin
# files, keep the weight axis only from 400 to 700 (the weights the site uses), the characters of
# English text (ASCII, Latin-1's letters for names such as "Müller", Łł, Œœ, the typographic
# punctuation, arrows and scientific signs such as ± ≤ ≈ µ), and kerning and tabular figures only.
# Inter 48 → 19.8 kB, Source Serif 4 51 → 24.6 kB. Neither is preloaded: the pages paint in the
# metric-matched fallbacks (app/styles/font-fallbacks.css); the fonts are `font-display: optional`
# (app/fonts.ts), so a late one never moves a laid-out page. A character outside the range is set in
# the local fallback font, unscaled.
#
# Run: bash scripts/subset-fonts.sh   → app/_fonts/*.woff2 (committed; the build never runs this)
# Needs Debian's fontTools: apt-get install -y python3-fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/.."

PY=/usr/bin/python3
# Fixed head.modified so regenerating gives the same bytes.
export SOURCE_DATE_EPOCH=1767225600
OUT=app/_fonts
# The characters kept (also the fallback faces' unicode-range: scripts/generate-font-fallbacks.mjs).
LATIN='U+0020-007E,U+00A0,U+00A9,U+00AB,U+00AE,U+00B0-00B3,U+00B5,U+00B7,U+00B9,U+00BB,U+00C0-00FF,U+0141-0142,U+0152-0153,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2032-2033,U+20AC,U+2122,U+2190-2193,U+2212,U+2248,U+2264-2265'
# Contextual alternates and ligatures cost Inter 3.7 kB for shapes the text hardly meets.
FEATURES='kern,tnum'
WEIGHTS='wght=400:700'

trim() {
  local source=$1 name=$2 tmp
  tmp=$(mktemp --suffix=.ttf)
  "$PY" -m fontTools.varLib.instancer "$source" "$WEIGHTS" --quiet -o "$tmp"
  "$PY" -m fontTools.subset "$tmp" --unicodes="$LATIN" --layout-features="$FEATURES" \
    --flavor=woff2 --output-file="$OUT/$name.woff2"
  rm -f "$tmp"
  printf '%s: %s → %s bytes\n' "$name" "$(stat -c %s "$source")" "$(stat -c %s "$OUT/$name.woff2")"
}

mkdir -p "$OUT"
trim node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 inter-latin-400-700
trim node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2 \
  source-serif-4-latin-400-700
