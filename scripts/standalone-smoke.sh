#!/usr/bin/env bash
# What the Docker image runs, checked without Docker (`npm run deploy:check`; CI runs it): the files
# .dockerignore lets through are copied into a fresh folder and the Dockerfile's own steps run there
# (scripts/image-folder.mjs: `npm ci`, the build with the build arguments below, the last stage's
# COPY lines), then the image's command starts on a free loopback port with the image's
# environment, the pages are checked, the image's health check is run, and the server stopped.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh # nginx, for the caching-proxy check at the end

SITE_URL=https://deploy-check.example # the NEXT_PUBLIC_SITE_URL build argument
# Outside the checkout, so nothing the image lacks is found in the checkout's node_modules.
WORK=$(mktemp -d "${TMPDIR:-/tmp}/deploy-check-XXXXXX")
LOG="$WORK/server.log"
trap 'rm -rf "$WORK"' EXIT
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
fail() {
  printf '\nFAILED: %s\n' "$1" >&2
  [[ -f "$LOG" ]] && { echo '--- server log:' >&2; tail -n 30 "$LOG" >&2; }
  exit 1
}

# No Sanity arguments: the image serves the bundled blog.
step "the image's folder, built by the Dockerfile's steps from the .dockerignore context ($WORK)"
node scripts/image-folder.mjs "$WORK" NEXT_PUBLIC_SITE_URL=$SITE_URL || fail "the image's build failed"
# shellcheck source=/dev/null
source "$WORK/image.sh" # APP, IMAGE_ENV, IMAGE_CMD, IMAGE_HEALTHCHECK

PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
BASE="http://127.0.0.1:$PORT"
step "${IMAGE_CMD[*]} on $BASE"
# The image's environment only (as in a container), on loopback instead of every interface.
(cd "$APP" && exec env -i PATH="$PATH" "${IMAGE_ENV[@]}" PORT="$PORT" HOSTNAME=127.0.0.1 "${IMAGE_CMD[@]}") \
  >"$LOG" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; rm -rf "$WORK"' EXIT
for _ in $(seq 1 60); do
  curl -s -o /dev/null "$BASE/" && break
  kill -0 "$SERVER" 2>/dev/null || fail "the server exited"
  sleep 1
done

# The build's pages are the answers: the first request of each after start renders nothing (STALE:
# the build's copy, regenerated after the answer, as the build is older than the page's window).
step "served as built"
for path in /about /research /blogs /blogs/phage-vs-antibiotics /sitemap.xml; do
  CACHE=$(curl -s -o /dev/null -D - "$BASE$path" | tr -d '\r' | awk -F': ' 'tolower($1) == "x-nextjs-cache" { print $2 }')
  [[ $CACHE == HIT || $CACHE == STALE ]] || fail "GET $path, the first after start, was rendered (x-nextjs-cache: ${CACHE:-none})"
  printf 'ok  %-32s first request answered from the build (%s)\n' "$path" "$CACHE"
done

# Each page answers 200 and carries its own content, not just any page.
expect() { # path, text the body must contain
  local body status
  body=$(curl -s -w '\n%{http_code}' "$BASE$1") || fail "GET $1: no answer"
  status=${body##*$'\n'}
  [[ $status == 200 ]] || fail "GET $1 answered $status"
  grep -qF -- "$2" <<<"${body%$'\n'*}" || fail "GET $1 lacks: $2"
  printf 'ok  %-32s 200, contains "%s"\n' "$1" "$2"
}
step "pages"
ARTICLE_TITLE='Phages vs Antibiotics: Two Very Different Ways to Kill a Bacterium'
expect / 'Bacteriophage research · Clinical microbiology'
expect /blogs "$ARTICLE_TITLE"
expect /blogs/phage-vs-antibiotics 'comparing a fire hose with a locksmith'
expect /sitemap.xml "<loc>$SITE_URL/about</loc>"
expect /blogs/sitemap/0.xml "<loc>$SITE_URL/blogs/phage-vs-antibiotics</loc>"

# The copied folders: a stylesheet from .next/static, a file from public/, and a picture resized
# by the image optimiser (sharp, traced into the standalone node_modules).
CSS=$(curl -s "$BASE/" | grep -o '/_next/static/[^"]*\.css' | head -n 1)
[[ -n $CSS ]] || fail "no stylesheet linked from /"
expect "$CSS" '{'
expect /images/books/tiny-hunters-qr.svg '<svg'
IMAGE="/_next/image?url=%2Fimages%2Fblog%2Fphage-vs-antibiotics.webp&w=640&q=75"
TYPE=$(curl -s -o /dev/null -w '%{http_code} %{content_type}' -H 'Accept: image/webp' "$BASE$IMAGE")
[[ $TYPE == '200 image/webp' ]] || fail "GET $IMAGE answered $TYPE"
echo "ok  /_next/image (cover, 640 px)        $TYPE"

# The CV is drawn again at run time once the research record is refreshed, from faces read out of
# node_modules (lib/cv/fonts.ts): each must have been traced into the image.
step "the CV"
CV=$(curl -s "$BASE/about" | grep -o '/cv/[^"]*\.pdf' | head -n 1)
[[ -n $CV && $(curl -s "$BASE$CV" | head -c 5) == %PDF- ]] || fail "GET /about's CV link: no PDF"
echo "ok  $CV is a PDF"
for face in $(grep -o "noto-[a-z-]*/[A-Za-z0-9_]*/[A-Za-z0-9_]*\.ttf" lib/cv/fonts.ts); do
  [[ -f "$APP/node_modules/@expo-google-fonts/$face" ]] || fail "the image lacks the CV's face $face"
done
echo "ok  the CV's $(grep -co "\.ttf'" lib/cv/fonts.ts) faces are in the image"

step "the image's health check"
(cd "$APP" && PORT=$PORT "${IMAGE_HEALTHCHECK[@]}") || fail "healthcheck.mjs reported unhealthy"
echo "ok  healthy while the server runs"
kill "$SERVER" && wait "$SERVER" 2>/dev/null || true
if (cd "$APP" && PORT=$PORT "${IMAGE_HEALTHCHECK[@]}"); then fail "healthcheck.mjs passed with no server"; fi
echo "ok  unhealthy once it stopped"

step "behind a caching proxy (scripts/cdn/nginx.conf)"
node scripts/cdn/check.mjs "$APP" || fail "the site behind nginx's proxy_cache failed its check"
printf '\nThe image built from its own context serves the site, also behind a caching proxy.\n'
