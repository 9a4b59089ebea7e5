#!/usr/bin/env bash
# Installs Debian's Chromium and a CJK font when missing (headless Chromium draws Chinese only with the font).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi "wenquanyi\|wqy" || need+=(fonts-wqy-microhei)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "${need[@]}"
