#!/usr/bin/env bash
# Installs and runs the whole test suite.
source "$(dirname "$0")/_env.sh"
exec "$PY" -m pytest "$@"
