#!/usr/bin/env bash
# The whole suite (`npm test`) on a busy machine: a CPU hog (stress-ng, one worker) keeps one core
# fully loaded for as long as the suite runs. A test that passes only on a quiet host fails here.
# Prints the load averages and the time taken; the hog stops when the suite ends, however it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
stress-ng --cpu "${BUSY_CPU_WORKERS:-1}" --timeout 3h --quiet &
hog=$!
trap 'kill "$hog" 2>/dev/null || true; wait "$hog" 2>/dev/null || true' EXIT
started=$SECONDS
echo "CPU hog: stress-ng --cpu ${BUSY_CPU_WORKERS:-1} (pid $hog). Load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
status=0
bash scripts/test-all.sh || status=$?
echo "Busy run: exit $status after $((SECONDS - started)) s; load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$status"
