#!/usr/bin/env bash
# npm run bench:http compares our server with nginx serving the same pages as static files;
# npm run bench:cluster and the two-instance browser test (tests/e2e/cluster.spec.ts, through
# scripts/cluster/harness.ts) run docs/deploy/nginx.conf.template in front of the instances.
# Install Debian's nginx-light with apt when missing and we are root; otherwise stop and say how.
# (In Debian containers /usr/sbin/policy-rc.d keeps the package from starting a service on
# port 80; each of them starts its own nginx with its own configuration.)
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx not found at $NGINX: installing Debian's nginx-light with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
  [ -x "$NGINX" ] && exit 0
fi
cat >&2 <<MSG
The HTTP benchmarks and the two-instance test need nginx at $NGINX and it is not installed.
Install it with:   sudo apt-get update && sudo apt-get install -y nginx-light
(or point NGINX_PATH at an existing nginx binary), then run the command again.
MSG
exit 1
