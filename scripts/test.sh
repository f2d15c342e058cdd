#!/usr/bin/env bash
# `npm test`: set-up, then every suite in turn, each run even when an earlier one failed, each
# result printed, and a non-zero exit when any failed. Suites: type checks + lint, the site build,
# the browser tests, then the main Vitest files beside the hostile-input corpus and the scale-out
# tests.
set -uo pipefail
cd "$(dirname "$0")/.."

# What the checkout looks like before anything runs: the run must leave it so (issue 23: a fresh
# clone's first run rewrote package-lock.json). Only .gitignore'd paths may be written.
in_git=false
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  in_git=true
  status_before="$(git status --porcelain --untracked-files=all)"
fi

bash scripts/setup.sh --test || { echo "set-up failed: no suite was run" >&2; exit 1; }

# Each Vitest suite also writes a JSON report, so the end of the output can name every failed test
# (CI shows only the tail of a long log).
# TEST_REPORT_DIR keeps them (e.g. for `node scripts/test-durations.ts --write`).
if [[ -n "${TEST_REPORT_DIR:-}" ]]; then
  report_dir="$TEST_REPORT_DIR"; mkdir -p "$report_dir"
else
  report_dir="$(mktemp -d)"
  trap 'rm -rf "$report_dir"' EXIT
fi
names=() results=() seconds=()
record() { # name, seconds, exit status
  names+=("$1"); seconds+=("$2")
  if (($3 == 0)); then results+=("passed"); else results+=("FAILED (exit $3)"); fi
}
run_suite() {
  local name="$1"; shift
  echo; echo "=== ${name}: $*"
  local started=$SECONDS
  "$@"
  local status=$?
  record "$name" $((SECONDS - started)) "$status"
}
# A suite run in the background beside another: its output is kept, then printed once it ends.
declare -A beside_pid beside_started
start_beside() {
  local name="$1"; shift
  beside_started[$name]=$SECONDS
  "$@" > "$report_dir/${name}.log" 2>&1 &
  beside_pid[$name]=$!
}
finish_beside() {
  local name="$1"
  wait "${beside_pid[$name]}"
  local status=$?
  echo; echo "=== ${name} (run beside the suite above)"
  cat "$report_dir/${name}.log"
  record "$name" $((SECONDS - beside_started[$name])) "$status"
}

# Type checks and lint beside the site build (each mostly one core).
start_beside "check" npm run check
run_suite "build" npm run build
finish_beside "check"
run_suite "browser" npx vitest run --project browser --reporter=default --reporter=json --outputFile.json="$report_dir/browser.json"
# The main files, niced, beside the hostile corpus and the scale-out suite (issue 23, the run's
# time): those two spend much of their time waiting on purpose (slow clients, timeouts, their own
# redis-server, S3 server and processes), and their timings must not suffer from the main files'
# ffmpeg, hence the nice.
start_beside "hostile" npm run test:hostile -- --reporter="$PWD/apps/server/test-hostile/line-reporter.ts" --reporter=json --outputFile.json="$report_dir/hostile.json"
start_beside "scale" npm run test:scale -- --reporter=default --reporter=json --outputFile.json="$report_dir/scale.json"
run_suite "main" nice -n 10 npx vitest run --project main --reporter=default --reporter=json --outputFile.json="$report_dir/main.json"
finish_beside "hostile"
finish_beside "scale"

# Failed tests, then "flaky": tests that passed only on their retry (browser tests have one retry,
# vitest.config.ts); they pass, and are named so that they get fixed.
echo; echo "=== failed and flaky tests"
node scripts/failed-tests.ts "$report_dir"/*.json

# The slowest files: each run starts the longest first from scripts/test-durations.json
# (refresh it with `node scripts/test-durations.ts --write <browser.json> <main.json>`).
echo; echo "=== slowest test files (browser and main)"
node scripts/test-durations.ts "$report_dir/browser.json" "$report_dir/main.json" || true

# The checkout, compared with the run's start: anything written outside .gitignore fails the run.
if [[ "$in_git" == true ]]; then
  echo; echo "=== checkout left as it was"
  started=$SECONDS
  status_after="$(git status --porcelain --untracked-files=all)"
  names+=("clean"); seconds+=($((SECONDS - started)))
  if [[ "$status_after" == "$status_before" ]]; then
    results+=("passed")
  else
    results+=("FAILED (checkout changed)")
    echo "The run changed files that are not in .gitignore (git status, before | after):"
    diff <(echo "$status_before") <(echo "$status_after")
  fi
fi

echo; echo "=== results"
passed=0 failed=0
for i in "${!names[@]}"; do
  printf '%-8s %-20s %4ss\n' "${names[$i]}" "${results[$i]}" "${seconds[$i]}"
  if [[ "${results[$i]}" == passed ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
echo "suites: ${passed} passed, ${failed} failed"
((failed == 0))
