"""Round 31 (fix31c): places and options in position threads, and a PcD rate supposed as a follow-up.

- one's option joined to one's own place by "e" ("12º na ampla e cotista") is the option: an optant beyond the ampla
  vagas but within ampla + reserve is inside by the reserve, and a later "e se eu fosse o Nº?" keeps the option;
- a bare place answered with its list ("fiquei em 4º" -> "sou o 4 da lista dos cotistas") is that place in that list,
  never a second place in the general list;
- the PcD list as the subject of a rate supposed ("e se a pcd fosse 20%?") is the PcD percentage.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.extraction.ranks import optant
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)


def test_option_joined_to_ones_place_is_read() -> None:
    for q in ("edital com 20 vagas, fiquei 15º na ampla e cotista, passo?", "tirei 3º lugar e sou optante."):
        assert optant(extract(q).text), q
    # the rule asked of any cotista, and a negated option, are no one's option
    for q in ("o 9º na geral e cotista entra por qual lista?", "fiquei 9º na geral e nao sou cotista",
              "minha amiga ficou em 30º na classificação geral e não é optante; são 40 vagas"):
        assert not optant(extract(q).text), q


def test_optant_beyond_ampla_within_the_reserve_is_inside_by_quota() -> None:
    bot = rules_bot(TODAY)
    first, again = chat(bot, "edital com 20 vagas, fiquei 15º na ampla e cotista, passo?", "e se eu ficasse em 22º?")
    # 20 vagas: 6 reserved, 14 ampla; at 15th at most 0 optants ahead outside the ampla vagas
    assert first.calculation["operation"] == "position"
    assert first.calculation["status"] == "inside" and first.calculation["list"] == "quota"
    # 22nd: up to 7 optants between the ampla vagas and this place, more than the 6 reserved
    assert again.calculation["status"] == "depends"
    assert "rank" in carried_keys_of(again) and "vacancies" in carried_keys_of(again)


def test_bare_place_answered_with_its_list_is_that_list() -> None:
    bot = rules_bot(TODAY)
    asked, told = chat(bot, "fiquei em 4º como cotista, sou chamado?", "o edital tem 12 vagas e sou o 4 na lista dos cotistas")
    assert asked.route == "clarify"
    calc = told.calculation
    assert calc["operation"] == "position"
    # the place is in the reserve list (12 vagas: 4 reserved): never 4th in the general list, inside the ampla
    assert calc["list"] != "open"
    assert told.context.get("reserve_rank") == 4 and "general_rank" not in told.context and "rank" not in told.context


def test_pcd_rate_supposed_as_follow_up() -> None:
    for q, pct in (("e se a pcd for 20%?", "20%"), ("e caso pcd fosse de 8%?", "8%"), ("se a de pcd passar a 12%", "12%")):
        assert extract(q).pcd_percentage == pct, q
    bot = rules_bot(TODAY)
    first, follow = chat(bot, "concurso com 25 vagas, quantas de cota?", "e se a pcd fosse 20%?")
    assert follow.calculation["operation"] == "reserve"
    assert follow.calculation["pcd"] == 5  # 20% of 25
    assert carried_keys_of(follow) == ["vacancies"]
