#!/usr/bin/env bash
# The browser tests drive Debian's Chromium at /usr/bin/chromium (no browser download). `npm test`
# runs this first: it installs Chromium when it is missing and this user may (root with apt-get),
# else it stops at once and prints the command to run.
set -euo pipefail
CHROMIUM=/usr/bin/chromium
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "--- Chromium is missing: installing Debian's chromium for the browser tests (apt-get)"
  apt-get install -y chromium >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y chromium >/dev/null; }
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Browser tests need Debian's Chromium at $CHROMIUM. Install it, then run npm test again:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
