from collections import Counter
from datetime import date
from pathlib import Path

import pytest

import corpus
from corpus.parser import ordinal, parse_law, roman_to_int

N = "urn:lex:br:federal:lei:2025-06-03;15142"
O = "urn:lex:br:federal:lei:2014-06-09;12990"


@pytest.fixture(scope="module")
def c():
    return corpus.load_corpus()


def _artigos(c, law_id):
    return [d for d in c.laws[law_id].dispositivos if d.kind == "artigo"]


def test_article_counts(c):
    assert len(_artigos(c, "lei-15142-2025")) == 14
    assert len(_artigos(c, "lei-12990-2014")) == 6


def test_art3_incisos_and_vetoes(c):
    caput = c.get(f"{N}!art3_cpt")
    incisos = [c.get(u) for u in caput.children]
    assert [d.label.rsplit(", ", 1)[1] for d in incisos] == ["I", "II", "III", "IV", "V"]
    assert [d.vetoed for d in incisos] == [False, False, True, True, True]
    assert c.get(f"{N}!art3_inc3").text == "III –\xa0(VETADO);"
    assert not c.get(f"{N}!art3").vetoed
    assert sum(d.vetoed for d in c.all()) == 3


@pytest.mark.parametrize("urn,label,kind,parent,text_start", [
    (f"{N}!art5_par2_inc1", "Lei nº 15.142/2025, art. 5º, § 2º, I", "inciso", f"{N}!art5_par2",
     "I –\xa0aumentado para o primeiro inteiro subsequente"),
    (f"{N}!art5_par2", "Lei nº 15.142/2025, art. 5º, § 2º", "paragrafo", f"{N}!art5",
     "§ 2º Na hipótese de quantitativo fracionado"),
    (f"{N}!art5_cpt", "Lei nº 15.142/2025, art. 5º, caput", "caput", f"{N}!art5",
     "Art. 5º A reserva de vagas de que trata o art. 1º"),
    (f"{N}!art10", "Lei nº 15.142/2025, art. 10", "artigo", None,
     "Art. 10. Os órgãos do Poder Executivo federal"),
    (f"{N}!art1_inc2", "Lei nº 15.142/2025, art. 1º, II", "inciso", f"{N}!art1_cpt",
     "II –\xa0nos processos seletivos simplificados"),
    (f"{N}!art4_par2_inc2", "Lei nº 15.142/2025, art. 4º, § 2º, II", "inciso", f"{N}!art4_par2",
     "II –\xa0à Advocacia-Geral da União"),
    (f"{O}!art2_par1u", "Lei nº 12.990/2014, art. 2º, parágrafo único", "paragrafo", f"{O}!art2",
     "Parágrafo único. Na hipótese de constatação de declaração falsa"),
    (f"{O}!art6_par1u", "Lei nº 12.990/2014, art. 6º, parágrafo único", "paragrafo", f"{O}!art6",
     "Parágrafo único. Esta Lei não se aplicará aos concursos"),
    (f"{O}!art1_par1", "Lei nº 12.990/2014, art. 1º, § 1º", "paragrafo", f"{O}!art1",
     "§ 1º A reserva de vagas será aplicada sempre que"),
])
def test_spot_checks(c, urn, label, kind, parent, text_start):
    d = c.get(urn)
    assert (d.label, d.kind, d.parent_urn) == (label, kind, parent)
    # The Planalto text keeps its no-break spaces after labels; compare them as spaces.
    assert d.text.replace("\xa0", " ").startswith(text_start.replace("\xa0", " "))
    assert d.law_id == ("lei-15142-2025" if urn.startswith(N) else "lei-12990-2014")


def test_parent_chain_and_context(c):
    assert [p.urn for p in c.parents(f"{N}!art5_par2_inc1")] == [f"{N}!art5", f"{N}!art5_par2"]
    assert [p.urn for p in c.parents(f"{N}!art3_inc3")] == [f"{N}!art3", f"{N}!art3_cpt"]
    assert c.parents(f"{N}!art5") == []
    ctx = c.with_context(f"{N}!art5_par2_inc1")
    assert ctx.splitlines()[0] == "Lei nº 15.142/2025, art. 5º, § 2º, I"
    assert "o número será:" in ctx and ctx.endswith("(cinco décimos); ou")


def test_artigo_text_is_whole_artigo(c):
    art = c.get(f"{N}!art5")
    for part in c.descendants(art.urn):
        assert part.text in art.text
    assert art.text.splitlines()[0] == c.get(f"{N}!art5_cpt").text
    assert len(art.text.splitlines()) == 7  # caput, 4 §§, 2 incisos


def test_matches_uses_parent_chain_not_string_prefix(c):
    assert c.matches(f"{N}!art8_cpt", f"{N}!art8")
    assert c.matches(f"{N}!art5_par2_inc1", f"{N}!art5_par2")
    assert not c.matches(f"{N}!art10_cpt", f"{N}!art1")
    assert not c.matches(f"{N}!art5_par2", f"{N}!art5_par2_inc1")


def test_law_metadata(c):
    new, old = c.laws["lei-15142-2025"], c.laws["lei-12990-2014"]
    assert (new.signed, new.published_dou, new.status) == (date(2025, 6, 3), date(2025, 6, 4), "vigente")
    assert (old.signed, old.published_dou, old.status) == (date(2014, 6, 9), date(2014, 6, 10), "revogada")
    assert "art. 13" in old.revoked_by and "ADI 7654" in old.transition
    assert new.ementa.startswith("Reserva às pessoas pretas e pardas") and new.ementa.endswith("de 2014.")
    assert old.ementa is None and old.ementa_note
    assert new.preamble.startswith("O PRESIDENTE DA REPÚBLICA")


def test_signature_and_junk_kept_out_of_law_text(c):
    old = c.laws["lei-12990-2014"]
    assert old.signature.startswith("Brasília, 9 de junho de 2014")
    assert old.signature.endswith("Luiza Helena de Bairros")
    alltext = "\n".join(d.text for d in c.all())
    for junk in ("Este texto não substitui", "DILMA", "LULA", "Presidência da República", "Vide ADI"):
        assert junk not in alltext
    assert not any(d.text.strip() == "*" for d in c.all())
    assert c.get(f"{O}!art6_cpt").notes == ["Vide ADI 7654"]
    assert c.get(f"{O}!art6_cpt").text.endswith("pelo prazo de 10 (dez) anos.")


def test_urns_unique_and_children_consistent(c):
    urns = [d.urn for d in c.all()]
    assert len(urns) == len(set(urns))
    for d in c.all():
        for child in d.children:
            assert c.get(child).parent_urn == d.urn


def test_unknown_urn_is_keyerror_with_portuguese_message(c):
    with pytest.raises(KeyError) as e:
        c.get(f"{N}!art99")
    assert isinstance(e.value, corpus.UnknownURN)
    assert "não encontrado" in str(e.value)


def test_alineas_and_items_on_synthetic_law():
    text = ("Ementa de teste.\n\nArt. 1º Caput:\n\nI – inciso com alíneas:\n\na) primeira;\n\n"
            "1. item um;\n\nb) segunda.\n\n§ 1º Parágrafo:\n\nI – inciso do parágrafo.\n\n"
            "Art. 2º (VETADO).\n\nBrasília, 1 de janeiro de 2020.\n\nFULANO")
    p = parse_law(text, "x", "urn:x", "Lei X")
    by = {d.urn.split("!")[1]: d for d in p.dispositivos}
    assert by["art1_inc1_ali1"].label == "Lei X, art. 1º, I, a"
    assert by["art1_inc1_ali1_ite1"].label == "Lei X, art. 1º, I, a, 1"
    assert by["art1_inc1_ali2"].parent_urn == "urn:x!art1_inc1"
    assert by["art1_par1_inc1"].label == "Lei X, art. 1º, § 1º, I"
    assert by["art2"].vetoed and by["art2_cpt"].vetoed
    assert p.ementa == "Ementa de teste." and p.signature == "Brasília, 1 de janeiro de 2020.\nFULANO"


def test_continuation_lines_and_text_before_first_artigo():
    p = parse_law("Só ementa.\n\nArt. 1º Caput que segue\nna linha seguinte.", "x", "urn:x", "X")
    assert p.ementa == "Só ementa."
    assert p.dispositivos[1].text == "Art. 1º Caput que segue\nna linha seguinte."
    assert parse_law("Só ementa.", "x", "urn:x", "X").dispositivos == []


def test_numbering_helpers():
    assert [roman_to_int(r) for r in ("I", "IV", "IX", "XIV", "XL")] == [1, 4, 9, 14, 40]
    assert (ordinal(9), ordinal(10)) == ("9º", "10")


# --------------------------------------------------------------------------- Decreto nº 9.508/2018
D = "urn:lex:br:federal:decreto:2018-09-24;9508"
DECREE_SOURCE = Path(__file__).resolve().parents[1] / "corpus" / "texts" / "decreto-9508-2018.txt"


def test_decree_counts_and_metadata(c):
    dec = c.laws["decreto-9508-2018"]
    kinds = Counter(d.kind for d in dec.dispositivos)
    assert dict(kinds) == {"artigo": 11, "caput": 11, "paragrafo": 14, "inciso": 19}
    assert (dec.kind, dec.status, dec.signed, dec.published_dou) == (
        "decreto", "vigente", date(2018, 9, 24), date(2018, 9, 25))
    assert "Decreto nº 12.533/2025" in dec.amended_by
    assert dec.ementa.startswith("Reserva às pessoas com deficiência percentual")
    assert "DECRETO Nº" not in (dec.ementa or "")
    assert dec.preamble.startswith("O PRESIDENTE DO SUPREMO TRIBUNAL FEDERAL") and dec.preamble.endswith("DECRETA:")
    assert dec.signature.startswith("Brasília, 24 de setembro de 2018")
    assert [law.kind for law in c.laws.values()] == ["lei", "lei", "decreto"]


def test_decree_exact_text_and_labels(c):
    d = c.get(f"{D}!art1_par3")
    assert d.label == "Decreto nº 9.508/2018, art. 1º, § 3º"
    assert d.law_id == "decreto-9508-2018" and d.parent_urn == f"{D}!art1"
    # Verbatim from the source file, its no-break space included.
    assert d.text in DECREE_SOURCE.read_text(encoding="utf-8").splitlines()
    assert d.text.endswith("aumentado para o primeiro número inteiro subsequente.")
    assert c.get(f"{D}!art1_par4_inc1").label == "Decreto nº 9.508/2018, art. 1º, § 4º, I"
    assert c.get(f"{D}!art9_par1u").label == "Decreto nº 9.508/2018, art. 9º, parágrafo único"
    assert c.get(f"{D}!art10").label == "Decreto nº 9.508/2018, art. 10"
    assert [c.get(u).kind for u in c.get(f"{D}!art8").children] == ["caput", "paragrafo", "paragrafo"]


def test_decree_notes_are_separated_from_text(c):
    dec = c.laws["decreto-9508-2018"].dispositivos
    for d in dec:
        assert "\ufffd" not in d.text
        assert "Redação dada" not in d.text and "Incluído pelo" not in d.text
    noted = {d.urn.split("!")[1]: d.notes for d in dec if d.notes and d.kind != "artigo"}
    assert noted["art1_par5"] == ["Redação dada pelo Decreto nº 12.533, de 2025"]
    assert noted["art3_inc6"] == ["Incluído pelo Decreto nº 9.546, de 2018"]
    assert noted["art8_par2"] == ["Redação dada pelo Decreto nº 12.533, de 2025"]
    assert "art8_par1" not in noted
    assert len(noted) == 20  # one per source line carrying a "(Redação dada / Incluído ...)" remark
    assert c.get(f"{D}!art8_par2").text.endswith("aprovado em cadastro reserva.")
    # Every source line of a dispositivo, minus its note, is the dispositivo text.
    source = DECREE_SOURCE.read_text(encoding="utf-8")
    for d in dec:
        if d.kind != "artigo":
            assert d.text in source
    assert not any(d.vetoed or d.revoked for d in dec)


def test_revoked_dispositivos_are_marked_like_vetoed():
    text = ("Ementa.\n\nArt. 1º Caput. (Redação dada pelo Decreto nº 2, de 2020)\n\n"
            "§ 1º (Revogado pelo Decreto nº 3, de 2021)\n\n§ 2º Vigente.\n\nArt. 2º (Revogado).\n\n"
            "Brasília, 1 de janeiro de 2020.\n\nFULANO")
    by = {d.urn.split("!")[1]: d for d in parse_law(text, "x", "urn:x", "Decreto X").dispositivos}
    assert by["art1_par1"].revoked and not by["art1_par2"].revoked and not by["art1"].revoked
    assert by["art2"].revoked and by["art2_cpt"].revoked and not by["art2"].vetoed
    assert by["art1_cpt"].text == "Art. 1º Caput." and by["art1_cpt"].notes == ["Redação dada pelo Decreto nº 2, de 2020"]


def test_decree_named_in_a_reference(c):
    from corpus.retrieval import parse_reference

    ref = parse_reference("O que diz o art. 1º, § 3º do Decreto nº 9.508/2018?", c)
    assert (ref.law_id, ref.urns) == ("decreto-9508-2018", [f"{D}!art1_par3"])
    # Without the decree named, a reference stays within the laws.
    assert parse_reference("art. 8º, § 2º", c).urns == [f"{N}!art8"]
