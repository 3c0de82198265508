"""Round 30 (p30b): families behind a probe of relatives asking for one another, forwarded messages, unsure groups and
hypotheticals in threads.

- the self-declaration (or the admission it gave) voided for falsity or fraud, as a hypothesis after a count or a
  place ("e se anularem ... depois de nomeado?", "e se descobrirem que menti?"): art. 4º, law text, never the
  calculation again (a word of nomination there is the premise);
- the board's refusal as its act ("e se a comissão não me aceitar?") or the candidate's failure there as a hypothesis
  ("e se ele for eliminado na heteroidentificação?"): the indeferimento (art. 3º, § 2º), not the fraud's elimination;
- the group asked by the thread's own clarification, told with a caveat ("indígena, mas moro na cidade"): that
  eligibility, completed; a group still unsure stays law text;
- "ano retrasado" is the year before last (a date, never out of scope);
- a bare count beside a PcD count answering "quantas vagas?" ("8 (1 pcd)") is the total of vagas;
- "N cargos: a, b e c" with no "vagas" is the table when the counts are as many as the cargos.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)
PLACED = {"intent": "position", "reserve_rank": 3, "optant": True, "vacancies": 12}
COUNTED = {"intent": "reserve", "vacancies": 18}
ASKED_GROUP = {"intent": "eligibility", "entity": "fundacao", "pending": "groups"}


def _plan(q: str, prev: dict | None = None):
    return plan(q, prev, TODAY)


def test_declaration_voided_after_a_figure_is_the_law() -> None:
    for prev in (PLACED, COUNTED):
        for q in ("e se cassarem a posse dele por causa da autodeclaracao?",
                  "e se provarem que ela falsificou a declaracao racial?",
                  "e se o meu primo for denunciado por fraude na cota?",
                  "e se a declaração dela for considerada falsa depois de nomeada?"):
            p = _plan(q, prev)
            assert p.route == "retrieval", (q, prev, p.route, p.intent)
            assert "fraude" in (p.query or ""), (q, p.query)
    # a supposition of figures stays the calculation
    p = _plan("e se abrirem mais 3 vagas?", COUNTED)
    assert p.route == "calculator" and p.params.get("vacancies") == 21


def test_board_refusal_hypothesis_is_the_indeferimento() -> None:
    for q in ("e se a banca nao validar a cor dela?",
              "se ele for barrado pela comissao de heteroidentificacao, continua na ampla?",
              "e se eu for cortada na heteroidentificacao?"):
        for prev in (PLACED, COUNTED):
            p = _plan(q, prev)
            assert p.route == "retrieval", (q, prev, p.route)
            assert "indeferimento" in (p.query or ""), (q, p.query)


def test_group_with_a_caveat_answers_the_pending_eligibility() -> None:
    for q in ("ela é quilombola, mas mora longe do quilombo", "indigena so que vivo em brasilia",
              "quilombola, mas ainda sem certidao"):
        p = _plan(q, ASKED_GROUP)
        assert (p.route, p.intent) == ("calculator", "eligibility"), (q, p.route, p.intent)
    # still unsure of the group: the definition, law text
    assert _plan("nem sei se sou preta ou parda", ASKED_GROUP).route == "retrieval"
    # asked on its own, with no pending question and no body, the doubt is still the law's
    assert _plan("sou indigena mas nao moro em aldeia, isso conta?").route == "retrieval"


def test_year_before_last_is_a_date() -> None:
    info = extract("o edital saiu no ano retrasado", TODAY)
    assert info.period is not None and (info.period.start, info.period.end) == (date(2024, 1, 1), date(2024, 12, 31))
    assert extract("foi publicado em agosto do ano retrasado", TODAY).period.start == date(2024, 8, 1)
    bot = rules_bot(TODAY)
    ans = bot.ask("edital lançado no ano retrasado, 15 vagas, quantas de cota?", [])
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(15, "2024-08-01", TODAY)
    asked, told = chat(rules_bot(TODAY), "o concurso da minha tia é de qual lei?", "no ano retrasado")
    assert asked.route == "clarify" and told.route == "calculator"
    assert told.calculation["regime"] == "lei-12990-2014"


def test_bare_total_beside_pcd_answers_the_vagas() -> None:
    bot = rules_bot(TODAY)
    _, ans = chat(bot, "quantas vagas de cota vai ter no concurso do meu irmao?", "30, sendo 2 pcd")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 30 and ans.calculation["pcd"] == 2
    assert ans.calculation["reserved"] == reserved_for(30, None, TODAY)
    _, order = chat(rules_bot(TODAY), "e a ordem de chamada dos cotistas, como fica?", "14 (2 pcd)")
    assert order.route == "calculator" and order.calculation["operation"] == "order"
    assert order.calculation["vacancies"] == 14
    # after a law answer too: the total of the vagas, never a law question of its own
    p = _plan("20 (1 pcd)", {"route": "retrieval", "query": "como funciona a ordem de nomeacao dos cotistas?"})
    assert (p.route, p.intent) == ("calculator", "order") and p.params.get("vacancies") == 20, (p.route, p.params)
    # a PcD count alone after a count keeps the earlier vagas
    p = _plan("e com 3 pcd?", COUNTED)
    assert p.params.get("vacancies") == 18 and p.params.get("pcd") == 3


def test_colon_list_of_counts_is_the_table() -> None:
    for q, want in (("o concurso tem 2 cargos: 7 e 3", [7, 3]), ("sao 4 cargos: 6, 5, 2 e 1, qual a cota?", [6, 5, 2, 1])):
        assert [c.vacancies for c in extract(q, TODAY).cargos] == want, q
    # counts that are not as many as the cargos, or that count something else, are no table
    assert extract("sao 3 cargos: 8 e 2", TODAY).cargos == []
    assert extract("2 cargos: 7 e 3 anos de experiencia", TODAY).cargos == []
