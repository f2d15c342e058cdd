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
run_suite() {
  local name="$1"; shift
  echo; echo "=== ${name}: $*"
  local started=$SECONDS
  "$@"
  local status=$?
  names+=("$name"); seconds+=($((SECONDS - started)))
  if ((status == 0)); then results+=("passed"); else results+=("FAILED (exit ${status})"); fi
}

# Type checks and lint beside the site build (each mostly one core); the check's output is printed
# once it ends.
check_started=$SECONDS
npm run check > "$report_dir/check.log" 2>&1 &
check_pid=$!
run_suite "build" npm run build
wait "$check_pid"
check_status=$?
echo; echo "=== check (run beside build): npm run check"
cat "$report_dir/check.log"
names+=("check"); seconds+=($((SECONDS - check_started)))
if ((check_status == 0)); then results+=("passed"); else results+=("FAILED (exit ${check_status})"); fi
run_suite "browser" npx vitest run --project browser --reporter=default --reporter=json --outputFile.json="$report_dir/browser.json"
# The main files, niced, beside the hostile corpus and the scale-out suite (issue 23, the run's
# time): those two spend much of their time waiting on purpose (slow clients, timeouts, their own
# redis-server, S3 server and processes), and their timings must not suffer from the main files'
# ffmpeg, hence the nice. Their output is printed once they end.
side_started=$SECONDS
npm run test:hostile -- --reporter="$PWD/apps/server/test-hostile/line-reporter.ts" --reporter=json --outputFile.json="$report_dir/hostile.json" \
  > "$report_dir/hostile.log" 2>&1 &
hostile_pid=$!
npm run test:scale -- --reporter=default --reporter=json --outputFile.json="$report_dir/scale.json" \
  > "$report_dir/scale.log" 2>&1 &
scale_pid=$!
run_suite "main" nice -n 10 npx vitest run --project main --reporter=default --reporter=json --outputFile.json="$report_dir/main.json"
for side in hostile scale; do
  pid_name="${side}_pid"
  wait "${!pid_name}"
  side_status=$?
  echo; echo "=== ${side} (run beside main): npm run test:${side}"
  cat "$report_dir/${side}.log"
  names+=("$side"); seconds+=($((SECONDS - side_started)))
  if ((side_status == 0)); then results+=("passed"); else results+=("FAILED (exit ${side_status})"); fi
done

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
