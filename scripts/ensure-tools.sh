#!/usr/bin/env bash
# The browser tests use Debian's Chromium (Playwright's own browser download is not available
# offline), the print test reads its PDFs with poppler's pdftotext and pdfinfo, and the HTML
# checker needs a Java runtime: installs whichever is missing, once.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v java >/dev/null || missing+=(default-jre-headless)
command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} with apt (needed by the tests)…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
