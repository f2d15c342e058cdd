#!/usr/bin/env bash
# Installs what GifKit needs when it is missing: Debian packages (with apt-get when run as root,
# otherwise a message naming them) and the npm dependencies (which bring Node 24 as a package).
# Usage: scripts/setup.sh          (what `npm start` needs)
#        scripts/setup.sh --test   (plus what the test suite needs)
#
# A package counts as present when dpkg says it is installed. A program's name proves nothing
# (a `convert` on PATH may be some other program than ImageMagick's), so on a system without
# dpkg a package counts as present only when its binary's version output names the package.
# SETUP_DPKG_QUERY and SETUP_APT_GET override the two commands (the set-up test uses them).
set -euo pipefail
cd "$(dirname "$0")/.."

dpkg_query="${SETUP_DPKG_QUERY:-dpkg-query}"
apt_get="${SETUP_APT_GET:-apt-get}"

# package|binary|version-flag|what the version output must contain (for systems without dpkg)
run_packages=(
  "ffmpeg|ffmpeg|-version|ffmpeg version"
  "gifsicle|gifsicle|--version|Gifsicle"
  "imagemagick|convert|-version|ImageMagick"
  "libheif-examples|heif-convert|--version|heif"
  "poppler-utils|pdftoppm|-v|pdftoppm"
  "libjxl-tools|djxl|--version|djxl"
  "webp|webpmux|-version|."
  "fontconfig|fc-list|--version|fontconfig"
  "fonts-liberation|||"
  "yt-dlp|yt-dlp|--version|."
)
test_packages=(
  "redis-server|redis-server|--version|Redis server"
  "chromium|chromium|--version|Chromium"
  "ghostscript|gs|--version|."
)

wanted=("${run_packages[@]}")
if [[ "${1:-}" == "--test" ]]; then wanted+=("${test_packages[@]}"); fi

has_dpkg() { command -v "$dpkg_query" >/dev/null 2>&1; }

package_installed() {
  local package="$1" binary="$2" flag="$3" expect="$4"
  if has_dpkg; then
    [[ "$("$dpkg_query" -W -f='${Status}' "$package" 2>/dev/null)" == "install ok installed" ]]
    return
  fi
  [[ -n "$binary" ]] && command -v "$binary" >/dev/null 2>&1 \
    && "$binary" "$flag" 2>&1 | head -n 5 | grep -q -- "$expect"
}

missing=()
for entry in "${wanted[@]}"; do
  IFS='|' read -r package binary flag expect <<<"$entry"
  if ! package_installed "$package" "$binary" "$flag" "$expect"; then missing+=("$package"); fi
done

if ((${#missing[@]} > 0)); then
  if [[ $(id -u) -eq 0 ]] && command -v "$apt_get" >/dev/null 2>&1; then
    echo "Installing Debian packages: ${missing[*]}"
    "$apt_get" update -qq
    DEBIAN_FRONTEND=noninteractive "$apt_get" install -y -qq "${missing[@]}" >/dev/null
  else
    echo "GifKit needs these Debian packages: ${missing[*]}" >&2
    echo "Install them with: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# npm dependencies (Node 24 comes from the `node` package): install when missing or out of date.
if [[ -z "${SETUP_SKIP_NPM:-}" ]] \
  && [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "Installing npm dependencies..."
  # `npm ci`: exactly the committed lock file, which it never rewrites (`npm install` would add
  # what it finds missing, and a fresh clone would start with a changed package-lock.json). The
  # lock file lists every platform's optional packages (biome's CLIs), so npm 11's `ci` accepts it
  # on any machine; apps/server/test/deploy/lockfile.test.ts checks both.
  npm ci --no-audit --no-fund
fi

# The tool maps (packages/tools/src/generated/) from the tool folders, with the project's Node 24:
# committed, so this only catches a folder added or removed without `npm run generate`.
if [[ -z "${SETUP_SKIP_NPM:-}" ]]; then
  node_modules/.bin/node scripts/generate-maps.ts
fi
