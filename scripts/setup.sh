#!/usr/bin/env bash
# Installs what GifKit needs when it is missing: Debian packages (with apt-get when run as root,
# otherwise a message naming them) and the npm dependencies (which bring Node 24 as a package).
# Usage: scripts/setup.sh          (what `npm start` needs)
#        scripts/setup.sh --test   (plus what the test suite needs)
set -euo pipefail
cd "$(dirname "$0")/.."

# binary:debian-package pairs. Media tools are needed to run; the rest only by the tests.
run_packages=(
  "ffmpeg:ffmpeg" "ffprobe:ffmpeg" "gifsicle:gifsicle" "convert:imagemagick"
  "heif-convert:libheif-examples" "pdftoppm:poppler-utils" "pdfinfo:poppler-utils"
  "djxl:libjxl-tools" "jxlinfo:libjxl-tools" "fc-list:fontconfig" "yt-dlp:yt-dlp"
)
test_packages=("redis-server:redis-server" "chromium:chromium" "webpmux:webp" "cwebp:webp" "gs:ghostscript" "cjxl:libjxl-tools" "heif-enc:libheif-examples")

wanted=("${run_packages[@]}")
if [[ "${1:-}" == "--test" ]]; then wanted+=("${test_packages[@]}"); fi

missing=()
for pair in "${wanted[@]}"; do
  binary="${pair%%:*}"; package="${pair##*:}"
  if ! command -v "$binary" >/dev/null 2>&1; then
    [[ " ${missing[*]-} " == *" $package "* ]] || missing+=("$package")
  fi
done
# Fonts the server falls back on for system text (the text tool ships its own fonts).
if ! dpkg -s fonts-liberation >/dev/null 2>&1; then missing+=("fonts-liberation"); fi

if ((${#missing[@]} > 0)); then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian packages: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "GifKit needs these Debian packages: ${missing[*]}" >&2
    echo "Install them with: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# npm dependencies (Node 24 comes from the `node` package): install when missing or out of date.
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "Installing npm dependencies..."
  # `npm install` with the committed lock file, not `npm ci`: npm 11's `ci` refuses lock files
  # that leave out other platforms' optional packages (biome, esbuild), which this one does.
  npm install --no-audit --no-fund
fi
