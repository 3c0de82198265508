"""Round 34 (34c): probes in the voice of indigenous, quilombola and rural candidates and community leaders (no
accents, "nóis", "vó", "comunidade remanescente de quilombo"), by family.

- the community named instead of the person ("nóis da comunidade remanescente de quilombo", "sou de quilombo"): the
  quilombola group (Decreto nº 4.887/2003's "remanescentes das comunidades dos quilombos"), so the person's
  eligibility, not the law's text on PSS;
- the spoken "vó"/"vô"/"vovó": a grandparent, whose group is not the asker's ("minha vó é indígena mas eu me declaro
  branco": a white person, not eligible);
- "e no concurso do ICMBio com 20 vagas?" after the universidade's edital of abril de 2025: another body's selection,
  told with its own vagas; the earlier date does not carry (the same body named again still does);
- a bare demonstrative closing the clause ("sou quilombola, posso concorrer nesse?"): the concurso just discussed;
- "em que posição eu fico na fila da cota?": one's own standing (a position; its rank is asked), not the order.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.extraction.entities import extract_groups
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)


def _groups(q: str) -> list[str]:
    return extract_groups(extract(q, TODAY).text)


def test_quilombo_community_is_the_quilombola_group() -> None:
    for q in ("nois da comunidade remanescente de quilombo, tem cota pra gente no processo seletivo temporario do ibge?",
              "sou remanescente de quilombo, posso concorrer na cota do concurso do incra?",
              "moro no quilombo, posso usar a cota no concurso do ibama?"):
        assert _groups(q) == ["quilombola"], q
    # neighbours: the word alone, about history, is no person's group; "quilombola" still is
    assert _groups("o quilombo dos palmares foi importante pra lei de cotas?") == []
    assert _groups("sou quilombola, posso concorrer?") == ["quilombola"]
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "nois da comunidade remanescente de quilombo, tem cota pra gente no processo seletivo temporario "
                       "do ibge?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "eligibility")
    assert ans.calculation["eligible"] is True and ans.calculation["regime"] == "lei-15142-2025"


def test_spoken_grandparent_is_not_the_asker() -> None:
    q = "minha vo é indigena mas eu me declaro branco, posso usar a cota no concurso do ICMBio?"
    assert _groups(q) == ["branca"]
    (ans,) = chat(rules_bot(TODAY), q)
    assert (ans.route, ans.calculation["operation"], ans.calculation["eligible"]) == ("calculator", "eligibility", False)
    # neighbours: "avó" was already a relative; the asker's own group next to it is still theirs
    assert _groups("minha avó é indígena mas eu me declaro branco, posso usar a cota?") == ["branca"]
    assert _groups("meu vô era negro e eu sou parda, posso usar a cota?") == ["parda"]
    assert _groups("sou indigena, minha vo tambem, posso concorrer?") == ["indigena"]


def test_another_named_body_does_not_inherit_the_date() -> None:
    bot = rules_bot(TODAY)
    first, other, order = chat(bot, "edital da universidade federal saiu em abril de 2025 com 10 vagas, quantas pra cota?",
                               "e no concurso do ICMBio com 20 vagas?", "e a ordem de nomeacao desse?")
    assert first.calculation["reserved"] == reserved_for(10, "2025-04-01", TODAY) == 2
    assert other.calculation["reserved"] == reserved_for(20, None, TODAY) == 6 and carried_keys_of(other) == []
    assert other.calculation["regime"] == "lei-15142-2025"
    assert order.calculation["reserved"] == 6 and carried_keys_of(order) == ["vacancies"]
    # neighbour: the same body named again is the thread's selection, its date carried
    _, same = chat(bot, "edital do ICMBio saiu em abril de 2025 com 10 vagas, quantas pra cota?",
                   "e no concurso do ICMBio com 20 vagas?")
    assert same.calculation["reserved"] == reserved_for(20, "2025-04-01", TODAY) == 4
    assert carried_keys_of(same) == ["edital_date"]


def test_bare_demonstrative_points_at_the_concurso() -> None:
    bot = rules_bot(TODAY)
    *_, ans = chat(bot, "concurso do ICMBio com 8 vaga, quantas fica pra cota?", "e se o edital fosse de 2024?",
                   "sou quilombola, posso concorrer nesse?")
    assert ans.calculation["operation"] == "eligibility" and ans.calculation["eligible"] is False
    assert ans.calculation["regime"] == "lei-12990-2014"
    assert set(carried_keys_of(ans)) == {"vacancies", "edital_date", "entity"}
    assert extract("posso concorrer nesse?", TODAY).refers_back
    # neighbour: a fresh question with no pointer stays fresh
    (fresh,) = chat(bot, "sou quilombola, posso concorrer na cota do concurso do ibama?")
    assert fresh.calculation["eligible"] is True and carried_keys_of(fresh) == []


def test_own_standing_asked_is_a_position() -> None:
    p = plan("em que posicao eu fico na fila da cota? o concurso tem 10 vagas", None, TODAY)
    assert (p.route, p.intent) == ("clarify", "position")
    p = plan("em que posicao eu fico? passei em 3 na cota, concurso com 10 vagas", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "position")
    # neighbour: where the cotistas come is the order
    p = plan("em que posicao entra o cotista num concurso com 10 vagas?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "order")
