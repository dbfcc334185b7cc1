#!/usr/bin/env bash
# Command-line tools some unit tests run, from Debian's packages (npm has no equivalent):
# - xmllint (libxml2-utils) validates the sitemap against the sitemaps.org schema (issue #17);
# - tesseract with its Arabic and English data reads the certificate image back (issue #16);
# - ffmpeg and ffprobe (Debian's ffmpeg) make and check the lesson media versions (issue #28).
# Installed with apt when missing and we are root, like Chromium (ensure-chromium.sh); otherwise
# stop and say how.
set -euo pipefail
tesseract_ready() {
  command -v tesseract >/dev/null 2>&1 || return 1
  local languages
  languages="$(tesseract --list-langs 2>/dev/null)"
  grep -qx ara <<<"$languages" && grep -qx eng <<<"$languages"
}
missing() {
  command -v xmllint >/dev/null 2>&1 || echo libxml2-utils
  tesseract_ready || echo tesseract-ocr tesseract-ocr-ara tesseract-ocr-eng
  { command -v ffmpeg && command -v ffprobe; } >/dev/null 2>&1 || echo ffmpeg
}
packages="$(missing | xargs)"
[ -z "$packages" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${packages} with apt-get for the tests…"
  apt-get update -qq
  # shellcheck disable=SC2086 # one word per package
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
  packages="$(missing | xargs)"
  [ -z "$packages" ] && exit 0
fi
cat >&2 <<MSG
The unit tests need Debian's ${packages}, which are not installed.
Install them with:   sudo apt-get update && sudo apt-get install -y ${packages}
then run npm test again.
MSG
exit 1
