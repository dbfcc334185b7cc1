#!/usr/bin/env bash
# The certificate image test (issue #16) reads the server's PNG back with Debian's tesseract OCR,
# in Arabic and English. Install it with apt when missing and we are root; otherwise stop and say
# how (as scripts/ensure-chromium.sh does for the browser).
set -euo pipefail
has_languages() {
  command -v tesseract >/dev/null 2>&1 || return 1
  local languages
  languages="$(tesseract --list-langs 2>/dev/null)"
  grep -qx ara <<<"$languages" && grep -qx eng <<<"$languages"
}
if has_languages; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "tesseract with Arabic and English not found: installing Debian's tesseract-ocr with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    tesseract-ocr tesseract-ocr-ara tesseract-ocr-eng >/dev/null
  has_languages && exit 0
fi
cat >&2 <<MSG
The certificate image test needs tesseract with its Arabic and English data, and it is not installed.
Install it with:   sudo apt-get update && sudo apt-get install -y tesseract-ocr tesseract-ocr-ara tesseract-ocr-eng
then run npm test again.
MSG
exit 1
