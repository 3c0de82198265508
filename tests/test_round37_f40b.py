"""Round 37 (f40b): families of the declassified held-out sets 39 and 40.

- a prep course that only relays the question ("minha turma do cursinho quer saber: ...") is who asks, never the topic
  asked: the question is answered, not refused as another programme (fee waivers, grants, prep courses);
- a selection still to be published named by its own noun ("a próxima seleção que vamos publicar", "o processo seletivo
  que será aberto") is a pending edital: the law in force (Lei nº 15.142/2025), its date never asked;
- an East Asian descent ("de ascendência japonesa", "descendente de chineses") is the person's group (amarela), and a
  request to compete in the reserve told with "é possível?" is that person's eligibility: "Não", art. 1º;
- a negative count of vagas is questioned under the operation the question asks with vagas of its own, not under a cue
  read without any ("-4 vagas conforme planilha, quantas reservar?" is the reserve, not the result).
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.core import Assistant
from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import FixedReading, NoRetriever, chat, rules_bot

TODAY = date(2026, 12, 5)


def _bot(intent: str, probability: float = 0.9) -> Assistant:
    return Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=FixedReading(intent, probability),
                     turns=False)


def test_a_prep_course_relaying_the_question_is_no_refusal() -> None:
    want = calculator.order(calculator.OrderInput(vacancies=10, today=TODAY)).quota_positions
    for q in ("minha turma do cursinho quer saber: sendo 10 vagas, os negros sao convocados em quais chamadas?",
              "a galera do cursinho perguntou: num concurso de 10 vagas, em quais chamadas entram os negros?",
              "o pessoal do cursinho ta perguntando: com 10 vagas, os cotistas sao chamados em quais posicoes?"):
        p = plan(q, None, TODAY)
        assert p.route != "out_of_scope" and "concurso_topic" not in p.notes, q
        (ans,) = chat(_bot("order"), q)
        assert (ans.route, ans.calculation["operation"]) == ("calculator", "order"), q
        assert ans.calculation["quota_positions"] == want == [2, 5, 9]
        assert "2ª, 5ª, 9ª" in ans.headline
    # a count relayed by the course is computed by the rules alone
    (ans,) = chat(rules_bot(TODAY), "o pessoal do cursinho ta perguntando quantas vagas sao de cota num edital de 12 vagas")
    assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 4)
    # neighbours: the course itself asked about is still another programme
    for q in ("o cursinho tem bolsa pra negros?", "cursinho preparatorio para cotistas e gratuito?",
              "tem cursinho gratuito para quem vai concorrer pela cota?"):
        assert plan(q, None, TODAY).route == "out_of_scope", q


def test_a_selection_still_to_be_published_is_the_law_in_force() -> None:
    for q in ("A próxima seleção que vamos publicar segue qual lei de reserva racial?",
              "o processo seletivo que será aberto segue qual lei de cotas?",
              "o certame que vamos lançar segue qual lei de cota racial?"):
        (ans,) = chat(rules_bot(TODAY), q)
        assert (ans.route, ans.calculation["operation"]) == ("calculator", "regime"), q
        assert ans.calculation["regime"] == "lei-15142-2025"
        assert "15.142/2025" in ans.headline and "Em que data" not in ans.headline
    (ans,) = chat(rules_bot(TODAY), "a seleção que vamos publicar tem 10 vagas, quantas para negros?")
    assert (ans.calculation["operation"], ans.calculation["reserved"]) == ("reserve", 3)
    # neighbours (Round 36, lo36): an edital or concurso with no date and nothing pending still has its date asked
    # (Round 39, f42a: "Que lei rege o concurso que vamos abrir?" is now the law in force, tests/test_round39_f42a.py)
    for q in ("o edital vai seguir a 12.990?", "o concurso segue qual lei de cotas?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent, p.clarify) == ("clarify", "regime", "edital_date"), q


def test_an_east_asian_descent_is_the_amarela_group_outside_the_reserve() -> None:
    assert extract("Um candidato de ascendência japonesa pediu para concorrer").groups == ["amarela"]
    assert extract("descendente de chineses pode usar cota racial?").groups == ["amarela"]
    assert extract("sou nissei, posso concorrer na cota?").groups == ["amarela"]
    # neighbours: a group told besides the descent is the person's own; no descent, no group
    assert extract("sou parda de origem japonesa").groups == ["parda"]
    assert extract("sou preta, de familia indigena").groups == ["preta"]
    q = ("Um candidato de ascendência japonesa (amarelo) pediu para concorrer à reserva racial no concurso do Banco do"
         " Brasil, sociedade de economia mista. É possível?")
    p = plan(q, None, TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility")
    assert (p.params.get("groups"), p.params.get("entity")) == (["amarela"], "sociedade_economia_mista")
    (ans,) = chat(rules_bot(TODAY), q)
    assert ans.calculation["operation"] == "eligibility" and ans.calculation["eligible"] is False
    assert ans.headline.startswith("**Não**") and "pessoa amarela" in ans.headline and "art. 1º" in ans.headline
    assert any("art. 1º, I" in b["label"] for b in ans.calculation["legal_basis"])
    (ans,) = chat(rules_bot(TODAY), "Um candidato de ascendência japonesa pediu para concorrer à reserva racial no"
                                    " concurso do Banco do Brasil. É possível?")
    assert ans.calculation["eligible"] is False and "pessoas negras (pretas ou pardas) podem" not in ans.headline
    # neighbours: a quota group's request is still "Sim"; the body's duty asked alone stays the law's reach
    (ans,) = chat(rules_bot(TODAY), "Uma candidata parda solicitou concorrer na reserva no concurso da Caixa. Podemos aceitar?")
    assert (ans.calculation["operation"], ans.calculation["eligible"]) == ("eligibility", True)
    assert plan("a reserva vale para sociedade de economia mista?", None, TODAY).intent != "eligibility"


def test_a_negative_count_is_questioned_under_the_operation_asked() -> None:
    p = plan("O concurso terá -4 vagas conforme planilha, quantas reservar para cotas raciais?", None, TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", "reserve", "numbers")
    assert "-4" in (p.message or "") and "negativo" in (p.message or "")
    # neighbours: the same without the sign is the reserve; the order and a plain reserve keep theirs
    assert plan("O concurso terá 4 vagas conforme planilha, quantas reservar para cotas raciais?", None, TODAY).intent \
        == "reserve"
    assert plan("o edital tem -10 vagas segundo a planilha, qual a ordem de nomeação?", None, TODAY).intent == "order"
    assert plan("edital com -3 vagas, qual a reserva racial?", None, TODAY).intent == "reserve"
