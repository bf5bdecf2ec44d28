#!/usr/bin/env bash
# The site's two variable fonts, trimmed for first load (issue 6): from @fontsource-variable's
# latin files, keep the weight axis only from 400 to 700 (the weights the site uses) and the
# OpenType features body text needs, and drop the rest (stylistic sets, character variants,
# fractions, superiors…). Inter 48 → 27 kB, Source Serif 4 51 → 31 kB; same characters as before.
#
# Run: bash scripts/subset-fonts.sh   → app/_fonts/*.woff2 (committed; the build never runs this)
# Needs Debian's fontTools: apt-get install -y python3-fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/.."

PY=/usr/bin/python3
# Fixed head.modified so regenerating gives the same bytes.
export SOURCE_DATE_EPOCH=1767225600
OUT=app/_fonts
# @fontsource's "latin" unicode-range: the same characters the untrimmed files cover.
LATIN='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
FEATURES='kern,liga,calt,ccmp,locl,mark,mkmk,rvrn,tnum'
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
