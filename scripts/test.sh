#!/usr/bin/env bash
# Installs and runs the whole test suite.
source "$(dirname "$0")/_env.sh"
# The browser test needs Debian's Chromium; install it on a fresh root CI machine (best effort).
if [ ! -x /usr/bin/chromium ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "==> instalando chromium (teste no navegador)"
  { apt-get update -qq && apt-get install -y -qq chromium chromium-driver; } \
    || echo "==> chromium não instalado; o teste no navegador será pulado"
fi
# The shared rate-limit test needs a real redis-server (Debian package), same best effort.
if ! command -v redis-server >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "==> instalando redis-server (limite de taxa compartilhado)"
  { apt-get update -qq && apt-get install -y -qq redis-server; } \
    || echo "==> redis-server não instalado; o teste do limite compartilhado será pulado"
fi
# Lint and types first: quick, and a failure names the line.
echo "==> ruff"
"$PY" -m ruff check .
echo "==> mypy"
"$PY" -m mypy
exec "$PY" -m pytest "$@"
