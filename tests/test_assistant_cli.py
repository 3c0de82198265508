"""CLI: ask (text, --json, --stdin) and eval --file, in fresh processes (calculator routes: no model load)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "assistant", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, timeout=180)


def test_ask_json():
    proc = run("ask", "--json", "Concurso com 10 vagas: quantas são reservadas?")
    assert proc.returncode == 0, proc.stderr
    ans = json.loads(proc.stdout)
    assert ans["route"] == "calculator" and ans["calculation"]["reserved"] == 3
    assert ans["citations"][0]["urn"].startswith("urn:lex:br:federal:lei:")


def test_ask_text_and_clarify_options():
    proc = run("ask", "Quantas vagas são reservadas?")
    assert proc.returncode == 0 and "Quantas vagas o edital oferece" in proc.stdout and "Opções:" in proc.stdout


def test_ask_stdin_one_json_per_line():
    qs = ["Concurso com 10 vagas: quantas são reservadas?", "", "Edital de 15/03/2025 com 10 vagas, quantas reservadas?",
          "Qual a capital da França?"]
    proc = run("ask", "--json", "--stdin", stdin="\n".join(qs) + "\n")
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [a["route"] for a in lines] == ["calculator", "calculator", "out_of_scope"]
    assert [a["calculation"]["reserved"] for a in lines[:2]] == [3, 2]


def test_eval_file(tmp_path):
    rows = [
        {"question": "Um concurso tem 20 vagas. Quantas são reservadas?", "route": "calculator",
         "expect": {"reserved": 6}, "cites": ["urn:lex:br:federal:lei:2025-06-03;15142!art5"]},
        {"question": "Edital de 2024-11-20 com 10 vagas, quantas para negros?", "route": "calculator",
         "expect": {"reserved": 3}},  # wrong on purpose: must count as a figure miss
    ]
    path = tmp_path / "q.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    proc = run("eval", "--json", "--file", str(path))
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["route_accuracy"] == 1.0 and report["figure_accuracy"] == 0.5
    assert report["citation_recall@5"] == 1.0 and len(report["failures"]) == 1


def test_eval_missing_file_is_a_portuguese_message(tmp_path):
    proc = run("eval", "--file", str(tmp_path / "nao-existe.jsonl"))
    assert proc.returncode == 2 and "não encontrado" in proc.stderr and "Traceback" not in proc.stderr
