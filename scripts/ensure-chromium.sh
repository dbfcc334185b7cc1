#!/usr/bin/env bash
# The browser tests drive Debian's chromium (Playwright must never download its own browser).
# Install it with apt when missing and we are root; otherwise stop and say how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
cat >&2 <<MSG
The browser tests need Chromium at $CHROMIUM and it is not installed.
Install it with:   sudo apt-get update && sudo apt-get install -y chromium
(or point CHROMIUM_PATH at an existing Chromium binary), then run npm test again.
MSG
exit 1
