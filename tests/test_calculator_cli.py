"""CLI tests: exit codes, Portuguese messages, JSON keys.

`python -m calculator` is `sys.exit(main())`: most cases call `main` in this process (same argv, same stdout, stderr
and exit code, without re-importing the stack per case); `cli_process` runs the real entry point for a success, a
calculator error and an argparse error.
"""
import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from calculator.cli import main

ROOT = Path(__file__).resolve().parents[1]


def cli_process(*args, cwd=ROOT):
    proc = subprocess.run([sys.executable, "-m", "calculator", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    return proc.returncode, proc.stdout, proc.stderr


def cli(*args, cwd=ROOT):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(cwd), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = main(list(args))
        except SystemExit as exc:  # argparse's errors, as the real process exits
            rc = exc.code if isinstance(exc.code, int) else 1
    return rc, out.getvalue(), err.getvalue()


def test_reserve_json_keys():
    rc, out, err = cli_process("reserve", "--vacancies", "15", "--edital-date", "2025-07-01", "--json")
    assert rc == 0, err
    data = json.loads(out)
    assert {"applies", "reserved", "open", "percentage", "fraction", "regime", "legal_basis", "explanation"} <= set(data)
    assert (data["reserved"], data["open"], data["fraction"], data["regime"]) == (5, 10, "9/2", "lei-15142-2025")
    assert all(set(b) == {"urn", "label"} for b in data["legal_basis"])


def test_reserve_text_has_citations():
    rc, out, _ = cli("reserve", "--vacancies", "10", "--edital-date", "2024-11-20")
    assert rc == 0
    assert "Vagas reservadas: 2 de 10" in out
    assert "Lei nº 15.142/2025, art. 11 (urn:lex:br:federal:lei:2025-06-03;15142!art11)" in out


@pytest.mark.parametrize(
    "args, fragment",
    [
        (["reserve", "--vacancies", "-3"], "vagas:"),
        (["reserve", "--vacancies", "2.5"], "vagas:"),
        (["reserve"], "--vacancies (vagas)"),
        (["regime", "--edital-date", "2025-02-30"], "data do edital:"),
        (["eligibility", "--group", "verde", "--entity", "direta", "--process", "concurso"], "grupo:"),
        (["order", "--vacancies", "10", "--pcd", "9"], "vagas PcD:"),
    ],
)
def test_bad_input_exit_2_one_portuguese_line(args, fragment):
    rc, out, err = (cli_process if args == ["reserve"] else cli)(*args)  # argparse's own exit, in a real process
    assert rc == 2 and out == ""
    assert fragment in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1 and err.startswith("erro:")


def test_eligibility_and_order_and_position_json():
    rc, out, _ = cli("eligibility", "--group", "parda", "--entity", "empresa-publica", "--process", "pss",
                     "--edital-date", "2025-07-01", "--json")
    data = json.loads(out)
    assert rc == 0 and data["eligible"] is False and {"reasons", "pending"} <= set(data)
    rc, out, _ = cli("order", "--vacancies", "20", "--edital-date", "2025-07-01", "--json")
    data = json.loads(out)
    assert data["quota_positions"] == [2, 5, 9, 12, 15, 19] and len(data["order"]) == 20
    rc, out, _ = cli("position", "--general-rank", "3", "--vacancies", "10", "--edital-date", "2025-07-01", "--json")
    data = json.loads(out)
    assert (data["status"], data["list"], data["appointment"]) == ("inside", "open", 4)


def test_result_csv(tmp_path):
    f = tmp_path / "lista.csv"
    f.write_text("id,rank,quota,pcd,confirmed\n" + "".join(
        f"c{i},{i},{1 if i % 3 == 0 else 0},0,1\n" for i in range(1, 21)), encoding="utf-8")
    rc, out, err = cli("result", "--candidates", str(f), "--vacancies", "10", "--edital-date", "2025-07-01", "--json")
    assert rc == 0, err
    data = json.loads(out)
    assert {"classified", "nomination", "reverted"} <= set(data)
    assert data["nomination"][:2] == ["c1", "c9"] and data["reverted"] == 0
    rc, out, _ = cli("result", "--candidates", str(f), "--vacancies", "10", "--edital-date", "2025-07-01")
    assert rc == 0 and "2ª: c9 (reserva racial)" in out


@pytest.mark.parametrize(
    "content, fragment",
    [
        ("id,rank,quota,pcd\na,1,1,0\na,2,0,0\n", "id:"),
        ("id,rank,quota\na,1,1\n", "colunas:"),
        ("id,rank,quota,pcd\na,1,1,0\nb,4,0,0\n", "rank:"),
    ],
)
def test_result_bad_csv(tmp_path, content, fragment):
    f = tmp_path / "x.csv"
    f.write_text(content, encoding="utf-8")
    rc, out, err = cli("result", "--candidates", str(f), "--vacancies", "2")
    assert rc == 2 and fragment in err and "Traceback" not in err


def test_result_missing_file(tmp_path):
    rc, _, err = cli("result", "--candidates", str(tmp_path / "nada.csv"), "--vacancies", "2")
    assert rc == 2 and "candidatos:" in err


def test_bench_smoke_prints_figures():
    # Small sizes: checks that the benchmark runs and prints rates, never gates on them.
    from calculator.bench import run_bench

    lines = list(run_bench(order_n=200, result_n=500, min_time=0.01))
    assert len(lines) == 6 and all("chamadas/s" in line for line in lines[:3] + lines[4:])
    assert "2.000 cargos" in lines[4] and "parse_cargos" in lines[5]
    assert "N = 200" in lines[1] and "500 candidatos" in lines[2]


def test_order_schedule_from_edital():
    rc, out, _ = cli("order", "--vacancies", "3", "--edital-date", "2020-01-01", "--schedule", "quota,open,open",
                     "--json")
    assert rc == 0 and json.loads(out)["quota_positions"] == [1]
    rc, _, err = cli_process("order", "--vacancies", "3", "--edital-date", "2020-01-01", "--schedule", "quota,open")
    assert rc == 2 and err.startswith("erro: ordem do edital:")


def test_position_with_the_reserve_rank_alone():
    rc, out, _ = cli("position", "--reserve-rank", "3", "--vacancies", "20", "--edital-date", "2025-07-01")
    assert rc == 0 and out.startswith("Dentro das vagas (ampla ou reserva")
