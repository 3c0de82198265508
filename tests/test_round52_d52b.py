"""Round 52 (d52b): selections that are neither a concurso público nor a Lei 8.745 PSS (the law's reach, art. 1º).

- `calculator.eligibility` has their own process kinds (`OUTSIDE_LABEL`): temporary military service, a servidores'
  internal selection (progressão, promoção, concurso interno) and a servidor's movement (remoção, redistribuição); each
  is "Não" with art. 1º, I and II as basis (art. 1º, caput of Lei 12.990 for an old edital), no reserve counted
  whatever the vagas; a concurso and a PSS of the same body stay covered;
- `extraction.entities.extract_process` reads those kinds before the PSS and the concurso their words resemble
  ("oficial temporário", "concurso interno"), while a career officers' concurso stays a concurso, a temporary
  teacher or a PSS stays a PSS, and a name removed from a list is no remoção;
- the assistant answers such a selection asked of the reserve (a yes/no, a claim, a count, a follow-up of a thread) by
  that eligibility, "Não" by art. 1º, its chip naming the selection, never "coberto pelo art. 1º, II", a bare count,
  nor a refusal; the neighbours keep their route and figure, and the reserve's classification carried into the career
  (art. 9, § 2º: "conta na promoção?") is not read as that reach (`reach.outside_selection_asked`).
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from calculator import legal_basis as lb
from calculator.eligibility import OUTSIDE_LABEL, EligibilityInput, eligibility
from tests.assistant_support import chat, reserved_for

NEW = "2025-09-01"
OLD = "2020-03-10"


# --------------------------------------------------------------------------- calculator


@pytest.mark.parametrize("kind", sorted(OUTSIDE_LABEL))
@pytest.mark.parametrize("vacancies", [None, 1, 12, 40])
def test_outside_kinds_are_not_reached_by_the_new_law(kind: str, vacancies: int | None) -> None:
    r = eligibility(EligibilityInput(group="parda", entity="direta", process=kind, edital_date=NEW,
                                     today=date(2026, 12, 7), vacancies=vacancies))
    assert not r.eligible
    assert "não se aplica" in r.reasons[0]
    assert lb.N_ART1_INC1 in r.legal_basis and lb.N_ART1_INC2 in r.legal_basis
    if vacancies is not None:
        assert (r.reserve_applies, r.reserved) == (False, 0)
    # the same body's concurso and PSS stay covered, with the same vagas
    for process in ("concurso", "pss"):
        same = eligibility(EligibilityInput(group="parda", entity="direta", process=process, edital_date=NEW,
                                            today=date(2026, 12, 7), vacancies=vacancies))
        assert same.eligible, process
        if vacancies is not None:
            assert same.reserved == calculator.reserve(calculator.ReserveInput(
                vacancies=vacancies, edital_date=NEW, today=date(2026, 12, 7))).reserved


@pytest.mark.parametrize("kind", sorted(OUTSIDE_LABEL))
def test_outside_kinds_under_the_old_law_cite_its_article_1(kind: str) -> None:
    r = eligibility(EligibilityInput(group="preta", entity="autarquia", process=kind, edital_date=OLD,
                                     today=date(2026, 12, 7), vacancies=10))
    assert not r.eligible and r.reserved == 0
    assert "12.990" in r.reasons[0]
    assert lb.O_ART1_CPT in r.legal_basis and lb.N_ART1_INC2 not in r.legal_basis


# --------------------------------------------------------------------------- extraction

READS = {
    "militar-temporario": ("quero ser sargento temporário do exército, tem cota?",
                           "oficiais temporários da marinha entram na reserva racial?",
                           "o serviço militar voluntário tem vaga para negros?",
                           "convocação de reservistas pelas forças armadas tem cota?"),
    "interno": ("o concurso interno do ministério tem cota?", "a seleção para progressão funcional tem reserva pra indígena?",
                "edital de seleção interna para servidores, 6 vagas, quantas são de cota?",
                "o processo seletivo de promoção respeita cota racial?"),
    "movimentacao": ("pedi remoção pra outra unidade, há reserva pra pardos?",
                     "na redistribuição de cargos existe cota?", "o edital de remoção tem vagas reservadas?"),
}
NEIGHBOURS = {
    "concurso": ("concurso da aeronáutica pra oficial de carreira tem cota?",
                 "o concurso do exército para sargento de carreira reserva vagas?"),
    "pss": ("professor substituto da universidade federal tem cota?", "pss do ibge para recenseador tem reserva?",
            "contratação temporária pela Lei 8.745 tem cota?"),
}


def test_outside_kinds_are_read_and_neighbours_keep_theirs() -> None:
    for kind, said in {**READS, **NEIGHBOURS}.items():
        for q in said:
            assert extract(q).process == kind, q
    # the removal of a name or a candidate from a list is not a servidor's remoção
    for q in ("a remoção do meu nome da lista de cotistas pode?", "pedi a remoção da minha inscrição na cota",
              "remoção de candidato da reserva é permitida?"):
        assert extract(q).process != "movimentacao", q


# --------------------------------------------------------------------------- the assistant


def _no_count(ans) -> None:  # type: ignore[no-untyped-def]
    assert ans.route == "calculator", ans.answer
    calc = ans.calculation or {}
    assert calc.get("operation") == "eligibility" and calc.get("eligible") is False, calc
    assert "coberto pela" not in ans.answer and "são reservadas" not in ans.answer
    assert "art. 1º" in ans.answer
    # the selection's chip says what it is, never "concurso público"
    chips = [a.text for a in ans.assumptions if a.key == "process"]
    assert chips and chips[0] in OUTSIDE_LABEL.values(), chips


ASKED = ("o serviço militar temporário tem cota pra negro?", "sou pardo e quero ser oficial temporário da FAB, posso ir pela cota?",
         "remoção entre unidades do INSS tem reserva racial?", "existe cota na redistribuição de servidor?",
         "sou servidora federal, a seleção interna pra trocar de cargo tem cota?",
         "edital de progressão na carreira com 8 vagas, quantas vão pra cota?",
         "seleção de sargentos temporários com 25 vagas, quantas reservadas?")


CAREER_ORDER = ("a ordem de classificação de quem entrou pela cota vale na progressão da carreira?",
                "cotista tem preferência na promoção por antiguidade?",
                "minha posição pela reserva conta como desempate na promoção interna?",
                # a career event with no selection held for it is the law's text too (art. 1º, art. 9, § 2º)
                "progressão funcional tem reserva pra indígena?", "a cota vale também na promoção ou só no ingresso?")


def test_outside_selections_answer_no_by_article_1(bot) -> None:  # type: ignore[no-untyped-def]
    for q in ASKED:
        (ans,) = chat(bot, q)
        _no_count(ans)
    # art. 9, § 2º carries the reserve's classification into the servidor's career: its text, not a "Não" of art. 1º
    for q in CAREER_ORDER:
        (ans,) = chat(bot, q)
        assert (ans.calculation or {}).get("operation") != "eligibility", (q, ans.answer)
        assert "não se aplica a seleção interna" not in ans.answer


def test_a_thread_moved_to_an_outside_selection_is_not_counted(bot) -> None:  # type: ignore[no-untyped-def]
    first, second = chat(bot, "temporário militar da marinha tem cota racial?",
                         "e o edital da aeronáutica pra oficial temporário com 30 vagas?")
    _no_count(first)
    _no_count(second)
    _, moved = chat(bot, "sou servidor do ibama, remoção tem cota?", "e a redistribuição, tem reserva pra pretos?")
    _no_count(moved)
    # neighbours: a career officers' concurso is a concurso público (art. 1º, I), a PSS stays art. 1º, II
    today = date.today()
    (career,) = chat(bot, "concurso da marinha para oficial de carreira com 20 vagas, quantas de cota?")
    assert career.route == "calculator" and f"**{reserved_for(20, None, today)} são reservadas**" in career.answer
    (pss,) = chat(bot, "processo seletivo simplificado do ibge tem cota pra negro?")
    assert pss.route == "calculator" and pss.answer.startswith("**Sim**") and "art. 1º, II" in pss.answer
