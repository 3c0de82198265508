"""Round 34 (ret34): the norm named in a question narrows its law-text answer (issue 10).

- one norm named alone ("a Lei 12.990 previa...?", "o Decreto 9.508 fala em...?", "o que a lei nova diz...?") puts
  that norm's dispositivos first (and those naming it: art. 13 of the new law revokes the old one);
- when that norm has nothing on the subject and another norm has, the answer says so plainly ("A Lei nº
  12.990/2014 não trata disso; pela Lei nº 15.142/2025 (art. X), …") instead of quoting the other as if it answered;
- "o decreto da PcD" names the PcD decree;
- neighbours: questions naming no norm, or two (comparisons), rank as before.
"""
from __future__ import annotations

from typing import Any

import pytest

from corpus.retrieval import norms_named, open_engine
from vocabulary import NEW_LAW, NEW_URN, OLD_LAW, OLD_URN, PCD_DECREE, fold, norm_of_urn


@pytest.fixture(scope="module")
def engine() -> Any:
    return open_engine()


def _first(engine: Any, q: str) -> Any:
    return engine.search(q, k=5)[0]


def test_old_law_named_answers_from_the_old_law(engine: Any, bot: Any) -> None:
    q = "a Lei 12.990 previa algum procedimento de verificação da autodeclaração?"
    top = _first(engine, q)
    assert top.metadata["urn"] in (f"{OLD_URN}!art2_par1u", f"{OLD_URN}!art2_cpt"), top.metadata["label"]
    assert "named_unfit" not in top.metadata
    ans = bot.ask(q, [])
    assert ans.route == "retrieval" and norm_of_urn(ans.citations[0].urn) == OLD_LAW
    assert ans.headline.startswith("Segundo a **Lei nº 12.990/2014** (art. 2º") and "15.142" not in ans.headline


def test_each_named_norm_leads(engine: Any) -> None:
    for q, norm in (("na lei antiga, o candidato que mentiu na autodeclaração era eliminado?", OLD_LAW),
                    ("o que a lei nova diz sobre quem confere a autodeclaração?", NEW_LAW),
                    ("o Decreto 9.508 fala em avaliação biopsicossocial?", PCD_DECREE),
                    ("o decreto da PcD fala em tempo adicional na prova?", PCD_DECREE)):
        assert engine.search(q, k=5)[0].metadata["law_id"] == norm, q


def test_named_norm_without_the_subject_says_so(engine: Any, bot: Any) -> None:
    for q, named, lead in (
            ("o decreto 9.508 fala de autodeclaração?", PCD_DECREE,
             "O **Decreto nº 9.508/2018** não trata disso; pela **Lei nº 15.142/2025** (art. 3º"),
            # (Round 44, lo44a: not "a Lei 12.990 reservava vagas para indígenas?": its own art. 1º, caput says whom it
            # reserved for, negros only; see tests/test_round44_lo44a.py)
            ("a Lei 12.990 previa comissão de heteroidentificação?", OLD_LAW,
             "A **Lei nº 12.990/2014** não trata disso; pela **Lei nº 15.142/2025** (art. ")):
        top = _first(engine, q)
        assert top.metadata.get("named_unfit") == named and top.metadata["law_id"] == NEW_LAW, q
        ans = bot.ask(q, [])
        assert ans.route == "retrieval" and ans.headline.startswith(lead), (q, ans.headline)
        assert norm_of_urn(ans.citations[0].urn) == NEW_LAW


def test_silent_norm_sentence() -> None:
    from assistant.intents.law import named_norm_silent

    said = named_norm_silent(OLD_LAW, "Segundo a **Lei nº 15.142/2025** (art. 3º, I), as normas são padronizadas.")
    assert said == ("A **Lei nº 12.990/2014** não trata disso; pela **Lei nº 15.142/2025** (art. 3º, I), as normas "
                    "são padronizadas.")
    said = named_norm_silent(PCD_DECREE, "O dispositivo que trata disso está em **Lei nº 15.142/2025, art. 1º**:")
    assert said.startswith("O **Decreto nº 9.508/2018** não trata disso. O dispositivo")


def test_decree_named_by_its_subject() -> None:
    assert norms_named("o decreto da PcD fala em tempo adicional?") == {PCD_DECREE}
    assert norms_named("o que diz o decreto das pessoas com deficiência?") == {PCD_DECREE}
    # neighbours: the number still names it; a bare "decreto" or the regulation decree names no norm here
    assert norms_named("Decreto nº 9.508/2018, art. 1º") == {PCD_DECREE}
    assert norms_named("o decreto regulamentou a lei?") == set()
    assert norms_named(fold("a pessoa com deficiência tem cota?")) == set()


def test_neighbours_unchanged(engine: Any, bot: Any) -> None:
    # a question naming no norm: the subject rule as before, never marked
    for q in ("quem confere a autodeclaração de pardo?", "qual o percentual de vagas reservadas?"):
        docs = engine.search(q, k=5)
        assert docs[0].metadata["law_id"] == NEW_LAW and not any("named_unfit" in d.metadata for d in docs), q
    # the old law named in the revoking article of the new one: that article answers
    top = _first(engine, "a Lei 12.990 foi revogada?")
    assert top.metadata["urn"].startswith(f"{NEW_URN}!art13") and "named_unfit" not in top.metadata
    # two laws named: both may answer, neither is said to lack the subject
    ans = bot.ask("o que mudou da 12.990 para a 15.142?", [])
    assert ans.route == "retrieval" and {norm_of_urn(c.urn) for c in ans.citations} >= {NEW_LAW, OLD_LAW}
    assert "não trata disso" not in ans.headline
    docs = engine.search("a Lei 12.990 e a Lei 15.142 tratam da heteroidentificação?", k=5)
    assert not any("named_unfit" in d.metadata for d in docs)
    # a dispositivo named with its law stays an explicit reference
    top = _first(engine, "o que diz o art. 2º, parágrafo único, da Lei 12.990?")
    assert top.metadata["urn"] == f"{OLD_URN}!art2_par1u" and top.metadata["source"] == "reference"
