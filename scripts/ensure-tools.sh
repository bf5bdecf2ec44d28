#!/usr/bin/env bash
# The browser tests use Debian's Chromium headless shell and the budgets its full browser
# (Playwright's own browser download is not available offline), the HTML checker needs a Java runtime, the print test poppler's pdftotext and
# pdfinfo, the multi-server test Redis, the CDN check nginx, and `npm run test:busy` loads a core
# with stress-ng: installs whichever is missing, once.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v java >/dev/null || missing+=(default-jre-headless)
command -v redis-server >/dev/null || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || missing+=(nginx)
command -v stress-ng >/dev/null || missing+=(stress-ng)
command -v ps >/dev/null || missing+=(procps) # the load check reads the server's memory
command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} with apt (needed by the tests)…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
