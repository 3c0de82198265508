#!/usr/bin/env bash
# Installs, builds the law index if missing or stale, and starts the app.
source "$(dirname "$0")/_env.sh"
"$PY" -m corpus build
exec "$VENV/bin/streamlit" run app.py "$@"
