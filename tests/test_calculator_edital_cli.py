"""`python -m calculator edital`: table output, JSON, file input, Portuguese errors (exit 2)."""
import json

from tests.test_calculator_cli import cli, cli_process


def test_edital_cargos_text_table():
    rc, out, err = cli_process("edital", "--cargo", "Analista=10", "--cargo", "Técnico=4", "--cargo", "Motorista=1",
                       "--edital-date", "2025-07-01")
    assert rc == 0, err
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines() if line.split()}
    assert rows["Analista"] == ["10", "3", "7"] and rows["Técnico"] == ["4", "1", "3"]
    assert rows["Motorista"] == ["1", "0*", "1"] and rows["Total"] == ["15", "4", "11"]
    assert "30% sobre o total de 15 vagas: 5." in out
    assert "Atenção:" in out and "art. 5º, § 1º" in out and "Fundamentação:" in out


def test_edital_file_plus_cargo_json(tmp_path):
    quadro = tmp_path / "quadro.csv"
    quadro.write_text("Cargo;Vagas;PcD;Reservadas no edital\nAnalista;10;5%;2\nTécnico;4;;1\n", encoding="utf-8")
    rc, out, err = cli("edital", "--file", str(quadro), "--cargo", "Motorista=1", "--edital-date", "2020-03-01",
                       "--json")
    assert rc == 0, err
    data = json.loads(out)
    assert [c["reserved"] for c in data["cargos"]] == [2, 1, 0]
    assert [c["matches"] for c in data["cargos"]] == [True, True, None]
    assert data["cargos"][0]["pcd"] == 1 and data["regime"] == "lei-12990-2014"
    assert (data["reserved_total"], data["reserved_on_total"]) == (3, 3)


def test_edital_errors_exit_2_in_portuguese(tmp_path):
    bad = tmp_path / "q.csv"
    bad.write_text("cargo;vagas\nAnalista;10\nMotorista;-1\n", encoding="utf-8")
    for args, fragment in [
        (["--cargo", "Motorista"], "use o formato Nome=vagas"),
        (["--cargo", "A=1", "--cargo", "á=2"], "aparece duas vezes"),
        (["--file", str(bad)], "linha 3, coluna vagas"),
        (["--file", str(tmp_path / "missing.csv")], "não foi possível ler"),
        ([], "informe --cargo"),
    ]:
        rc, out, err = cli("edital", *args)
        assert rc == 2 and out == "", (args, err)
        assert err.startswith("erro: ") and fragment in err and "Traceback" not in err
