# Sourced by run.sh and test.sh: one .venv at the repository root, installed from pyproject.toml.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"

# Nothing may download a model at run time.
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 ANONYMIZED_TELEMETRY=False

if [ ! -x "$PY" ]; then
  echo "==> criando .venv"
  "$PYTHON" -m venv "$VENV"
  "$PY" -m pip install --quiet --upgrade pip
fi
# Reinstall only when pyproject.toml or constraints.txt changed.
STAMP="$VENV/.installed-$(cat pyproject.toml constraints.txt | sha1sum | cut -c1-12)"
if [ ! -f "$STAMP" ]; then
  echo "==> instalando dependências (pyproject.toml)"
  "$PY" -m pip install --quiet -e ".[test]" -c constraints.txt
  rm -f "$VENV"/.installed-* && touch "$STAMP"
fi
