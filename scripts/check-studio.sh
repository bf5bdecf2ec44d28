#!/usr/bin/env bash
# The owner's Studio (studio/): install it from its lockfile, build it (a static build, offline),
# extract its schema and generate the query types again, and fail when the committed
# studio/schema.json or lib/content/sanity.types.ts differ from what it generates.
set -euo pipefail
cd "$(dirname "$0")/.."
export SANITY_TELEMETRY_DISABLED=1

npm --prefix studio ci --no-audit --no-fund
npm --prefix studio run build
npm --prefix studio run typegen
if ! git diff --exit-code -- studio/schema.json lib/content/sanity.types.ts; then
  echo 'The generated schema or query types are stale: run `npm run typegen` and commit them.' >&2
  exit 1
fi
