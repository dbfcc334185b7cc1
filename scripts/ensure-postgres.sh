#!/usr/bin/env bash
# The two-instance browser test (tests/e2e/cluster.spec.ts) needs PostgreSQL. With
# TEST_DATABASE_URL set it uses that server; without it, it starts a throwaway one of its own
# (scripts/cluster/throwaway-postgres.ts) from Debian's server binaries, installed here with apt
# when missing and we are root, like nginx (ensure-nginx.sh); otherwise stop and say how.
set -euo pipefail
initdb_path() { ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1; }
[ -n "$(initdb_path)" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL's server binaries are missing: installing Debian's postgresql with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  [ -n "$(initdb_path)" ] && exit 0
fi
cat >&2 <<MSG
The two-instance test needs PostgreSQL: set TEST_DATABASE_URL to a server it may create
databases on, or install Debian's server binaries with:
  sudo apt-get update && sudo apt-get install -y postgresql
MSG
exit 1
