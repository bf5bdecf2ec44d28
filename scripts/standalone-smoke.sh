#!/usr/bin/env bash
# What the Dockerfile's image does, without Docker (`npm run deploy:check`): a standalone build,
# the server folder assembled as the image's last stage assembles it, `node server.js` on a free
# loopback port, the pages checked, the image's health check run, the server stopped.
# The build goes to .next/deploy-check, so the tests' build in .next stays as it is.
set -euo pipefail
cd "$(dirname "$0")/.."

DIST=.next/deploy-check
APP="$DIST/standalone" # the image's /app
SITE_URL=https://deploy-check.example # the image's NEXT_PUBLIC_SITE_URL build argument
export NEXT_TELEMETRY_DISABLED=1
# The bundled blog, as an image built without Sanity arguments serves it. Set empty rather than
# unset, so a .env.local cannot bring a CMS back (the image's context has no .env files).
export SANITY_PROJECT_ID='' SANITY_API_HOST='' BLOG_DATASET_PATH=''
unset NEXT_PUBLIC_SITE_URL

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
fail() {
  printf '\nFAILED: %s\n' "$1" >&2
  [[ -f "$DIST/server.log" ]] && { echo '--- server log:' >&2; tail -n 30 "$DIST/server.log" >&2; }
  exit 1
}

step "standalone build (NEXT_OUTPUT=standalone, distDir $DIST)"
rm -rf "$APP"
NEXT_OUTPUT=standalone NEXT_DIST_DIR="$DIST" NEXT_PUBLIC_SITE_URL=$SITE_URL npx next build

step "assemble $APP as the Dockerfile does"
cp -r "$DIST/static" "$APP/$DIST/"
cp -r public "$APP/"
mkdir -p "$APP/content" "$APP/$DIST/cache"
cp -r content/blog "$APP/content/"
cp -r "$DIST/cache/fetch-cache" "$APP/$DIST/cache/"
cp scripts/healthcheck.mjs "$APP/healthcheck.mjs"

PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
BASE="http://127.0.0.1:$PORT"
step "node server.js on $BASE"
(cd "$APP" && PORT=$PORT HOSTNAME=127.0.0.1 NODE_ENV=production exec node server.js) \
  >"$DIST/server.log" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true' EXIT
for _ in $(seq 1 60); do
  curl -s -o /dev/null "$BASE/" && break
  kill -0 "$SERVER" 2>/dev/null || fail "the server exited"
  sleep 1
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

step "the image's health check"
(cd "$APP" && PORT=$PORT node healthcheck.mjs) || fail "healthcheck.mjs reported unhealthy"
echo "ok  healthy while the server runs"
kill "$SERVER" && wait "$SERVER" 2>/dev/null || true
if (cd "$APP" && PORT=$PORT node healthcheck.mjs); then fail "healthcheck.mjs passed with no server"; fi
echo "ok  unhealthy once it stopped"
printf '\nThe standalone server serves the site.\n'
