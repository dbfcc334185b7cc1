#!/usr/bin/env bash
# Command-line tools some unit tests run, from Debian's packages (npm has no equivalent):
# xmllint (libxml2-utils) validates the sitemap against the sitemaps.org schema (issue #17).
# Installed with apt when missing and we are root, like Chromium (ensure-chromium.sh); otherwise
# stop and say how.
set -euo pipefail
missing=()
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} with apt-get for the tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
cat >&2 <<MSG
The unit tests need Debian's ${missing[*]}, which are not installed.
Install them with:   sudo apt-get update && sudo apt-get install -y ${missing[*]}
then run npm test again.
MSG
exit 1
