"""Round 33 (33a): probes in a dictated voice (speech-to-text sent unedited: no punctuation, numbers in words,
self-corrections), by family.

- an edital's unnamed cargos dictated with no commas: "2 cargos um de 10 e outro de 7 vagas" (the "um" no adjective of
  the cargos), "3 cargos um com 10 vagas outro com 4 e outro com 1" (each "um"/"outro" opens a row after the count or
  noun before it) and counts all joined by "e" ("4 cargos com 6 e 8 e 9 e 11 vagas", "cargos com 5 e 4 e 3 vagas");
- a count corrected as it is dictated ("são 11 vagas não na verdade são 13"): the corrected figure; a bare "não"
  ("são 16 vagas não 15") still denies the figure after it;
- a bare count with the reserve named after it ("com 9 vagas quantas ficam pra cota", no "e") after a dated edital:
  that edital's date carries.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)


def _cargos(q: str) -> list[int]:
    return [c.vacancies for c in extract(q, TODAY).cargos]


def test_unnamed_cargos_dictated_without_commas() -> None:
    cases = {
        "edital com dois cargos um de dez e outro de sete vagas quantas cotas por cargo": [10, 7],
        "edital com três cargos um com dez vagas outro com quatro e outro com uma quantas cotas por cargo": [10, 4, 1],
        "tenho quatro cargos com seis oito nove e onze vagas quantas reservadas por cargo e no total": [6, 8, 9, 11],
        "edital de agosto de dois mil e vinte e quatro cargos com cinco quatro e três vagas qual a reserva": [5, 4, 3],
    }
    for q, want in cases.items():
        assert _cargos(q) == want, q
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("calculator", "edital"), q
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "edital com três cargos um com dez vagas outro com quatro e outro com uma quantas cotas por cargo")
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [3, 1, 0]
    (old,) = chat(bot, "edital de agosto de dois mil e vinte e quatro cargos com cinco quatro e três vagas qual a reserva")
    assert [c["reserved"] for c in old.calculation["cargos"]] == [1, 1, 1]  # 20% (Lei nº 12.990/2014)
    _, today = chat(bot, "edital de agosto de dois mil e vinte e quatro cargos com cinco quatro e três vagas qual a reserva",
                    "e se o edital fosse publicado hoje")
    assert [c["reserved"] for c in today.calculation["cargos"]] == [2, 1, 1] and carried_keys_of(today) == ["cargos"]


def test_neighbours_of_the_unnamed_cargos_keep_their_reading() -> None:
    assert _cargos("2 cargos de 4 e um de 9") == [4, 4, 9]
    assert _cargos("dois cargos, um de 30 vagas e outro de 3") == [30, 3]
    assert _cargos("tem 2 cargos com 5 e 3 vagas") == [5, 3]
    assert _cargos("3 cargos com 5, 2 e 1 vagas") == [5, 2, 1]
    ex = extract("concurso com 10 vagas e um com deficiência", TODAY)
    assert ex.cargos == [] and ex.vacancies == 10


def test_a_count_corrected_as_it_is_dictated() -> None:
    for q, want in (("são onze vagas não na verdade são treze quantas pra cota", 13),
                    ("doze vagas ou melhor catorze quantas de cota", 14),
                    ("são quinze vagas quer dizer dezesseis", 16)):
        ex = extract(q, TODAY)
        assert (ex.vacancies, ex.numbers) == (want, [want]), q
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "são onze vagas não na verdade são treze quantas pra cota")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 13 and ans.calculation["reserved"] == 4
    # neighbours: a bare "não" denies the figure after it; a part of the vagas after the correction word is a part
    assert extract("errei são dezesseis vagas não quinze", TODAY).vacancies == 16
    assert extract("são 12 não 15 vagas no edital", TODAY).vacancies == 15
    ex = extract("10 vagas não, 3 são de cota?", TODAY)
    assert ex.vacancies == 10 and 3 in ex.numbers
    assert extract("tem 15 vagas não 2 vagas pcd", TODAY).vacancies == 15


def test_a_bare_count_with_the_reserve_named_after_a_dated_edital() -> None:
    bot = rules_bot(TODAY)
    for follow in ("com nove vagas quantas ficam pra cota", "com 9 vagas quantas de cota?"):
        _, ans = chat(bot, "edital publicado em maio de dois mil e vinte e cinco qual lei vale", follow)
        assert ans.calculation["regime"] == "lei-12990-2014" and ans.calculation["reserved"] == 2, follow
        assert carried_keys_of(ans) == ["edital_date"], follow
    # neighbour: after an undated count, the same message is a count of its own (new law, nothing carried)
    _, fresh = chat(bot, "quantas vagas de cota com 20 vagas", "com nove vagas quantas ficam pra cota")
    assert fresh.calculation["reserved"] == 3 and carried_keys_of(fresh) == []
