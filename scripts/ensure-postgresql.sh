#!/usr/bin/env bash
# The store's contract tests start a real PostgreSQL of their own (server/src/store/test-postgres.ts):
# install Debian's server package when its programs are missing. The tests need no running cluster.
set -euo pipefail
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then exit 0; fi
echo "Installing Debian's postgresql for the store's tests…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
