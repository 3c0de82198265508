"""Round 44 (mc44): several cases (editais, concursos, relatives) in one chat.

- several cases told in ONE message and one of them asked ("no meu?", "no do IFBA", "no de 22", "no segundo", "no Y"):
  that case's own figures (vagas, a date, a place), never the other's nor two totals questioned (`message_cases.split`);
- a later message naming one of the others ("e no dela?", "e o de 9?", "e no outro?") resumes its figures
  (`message_cases.resumed`); a message that only names it asks the thread's question again of it;
- several cases asked together with their vagas alone ("quantas em cada?") are a table of them (`as_table`), and a row
  of a table named by its place or whose it is ("e no segundo?", "e no meu?") is that row alone (`table_row`);
- "e o meu, ..." is a case of its own (`case_labels.labels`), so "voltando ao da minha mãe" finds hers;
- the law a dated case already follows, told of it ("o do meu irmão, que segue a lei de 2025"), is no law supposed;
- a case gone back to two or more turns later is named in the lead, never "da pergunta anterior";
- "e 25 vagas pcd?" over the thread's 25 vagas is their PcD share, and the answer says how it read it;
- a count corrected with "aliás, me enganei" and a place supposed with "se eu estiver em 8º" are read.
"""
from __future__ import annotations

from typing import Any

from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat


def _fig(ans: Any, key: str) -> Any:
    return (ans.calculation or {}).get(key)


# --------------------------------------------------------------------------- several cases told in one message
def test_the_case_asked_among_several_told_gets_its_own_vagas(bot: Any) -> None:
    for question, vagas in (
            ("O meu tio vai prestar um concurso do INPI com 50 vagas e eu vou prestar um do IPEA com 7 vagas. "
             "Quantas vagas reservadas tem no meu?", 7),
            ("Minha mãe vai fazer um concurso com 9 vagas e eu um com 20. Quanto de cota tem no dela?", 9),
            ("Concurso K: 35 vagas. Concurso W: 8 vagas. Quantas vagas de cota no W?", 8),
            ("Estamos abrindo dois processos: um com 13 vagas e outro com 27. Quantas vão pra reserva no de 27?", 27),
            ("Primeiro concurso: 4 vagas. Segundo concurso: 17 vagas. E no segundo, quantas são de cota?", 17)):
        (ans,) = chat(bot, question)
        assert (ans.route, _intent_of(ans), _fig(ans, "vacancies")) == ("calculator", "reserve", vagas), \
            (question, ans.headline)


def test_the_place_asked_among_two_concursos_is_that_concursos(bot: Any) -> None:
    # 10 vagas (7 de ampla): 9º is outside the ampla (depends on reverted vagas), 2º inside
    for question, status in (
            ("No da UNIFESP fiquei em 2º e no do CEFET em 9º, na ampla, 10 vagas cada. No do CEFET eu entro?", "depends"),
            ("Fiquei em 9º no concurso do CEFET e em 2º no da UNIFESP, ambos com 10 vagas, na ampla. "
             "E no da UNIFESP, passo?", "inside")):
        (ans,) = chat(bot, question)
        assert (ans.route, _fig(ans, "status")) == ("calculator", status), (question, ans.headline)


def test_the_date_asked_among_two_editais_is_that_editais(bot: Any) -> None:
    for question, regime in (
            ("O edital da minha prima saiu em 12 de maio de 2025 e o meu em 15 de junho de 2025. Que lei vale pro meu?",
             "lei-15142-2025"),
            ("O edital do meu concurso é de 18 de junho de 2025 e o da minha tia é de 2 de maio de 2025. Qual lei de "
             "cotas vale no dela?", "lei-12990-2014")):
        (ans,) = chat(bot, question)
        assert (ans.route, _fig(ans, "regime")) == ("calculator", regime), (question, ans.headline)


def test_neighbour_one_case_told_or_every_case_asked_is_read_as_before(bot: Any) -> None:
    (one,) = chat(bot, "no meu concurso de 12 vagas fiquei em 7º na geral e 2º na cota, entro?")
    assert (one.route, _intent_of(one), _fig(one, "status")) == ("calculator", "position", "inside"), one.headline
    (table,) = chat(bot, "O do INPI tem 50 vagas e o do IPEA tem 7. Quantas de cota em cada?")
    assert _intent_of(table) == "edital" and table.calculation["cargos"][1]["reserved"] == 2, table.headline


# --------------------------------------------------------------------------- a later message naming another case
def test_a_later_message_naming_the_other_case_resumes_its_figures(bot: Any) -> None:
    first = "Meu marido vai prestar um concurso com 8 vagas e eu um com 19. Quantas vagas de cota tem no dele?"
    asked, mine, his = chat(bot, first, "e no meu?", "no dele, se ele ficar em 2º na lista de cotas, entra?")
    assert (_fig(asked, "vacancies"), _fig(mine, "vacancies")) == (8, 19), (asked.headline, mine.headline)
    assert mine.route == "calculator" and carried_chips(mine) == ["vacancies"], mine.headline
    assert (_intent_of(his), _fig(his, "status")) == ("position", "inside"), his.headline
    assert "Com as 8 vagas do concurso do seu marido" in his.headline, his.headline


def test_the_other_case_by_its_count_its_place_or_as_the_other(bot: Any) -> None:
    told = "Vamos abrir dois concursos: um com 11 vagas e outro com 24. Quantas reservadas no de 24?"
    for later, vagas in (("E o de 11?", 11), ("e no outro?", 11), ("e no primeiro?", 11)):
        _, ans = chat(bot, told, later)
        assert (ans.route, _intent_of(ans), _fig(ans, "vacancies")) == ("calculator", "reserve", vagas), \
            (later, ans.headline)
    # a count corrected for the case it points at
    _, fixed, other = chat(bot, told, "Corrigindo: o de 24 na verdade tem 28 vagas.", "e o de 11?")
    assert (_fig(fixed, "vacancies"), _fig(other, "vacancies")) == (28, 11), (fixed.headline, other.headline)
    assert "da pergunta anterior" not in other.headline, other.headline


def test_the_other_dated_case_resumed_keeps_its_own_date(bot: Any) -> None:
    told = "O edital do meu concurso saiu em 3 de junho de 2025 e o do meu amigo em 9 de junho de 2025. Qual lei vale no meu?"
    mine, his, back = chat(bot, told, "E no dele?", "No meu, com 15 vagas, quantas são de cota?")
    assert (_fig(mine, "regime"), _fig(his, "regime")) == ("lei-12990-2014", "lei-15142-2025"), his.headline
    assert (_fig(back, "reserved"), _fig(back, "regime")) == (3, "lei-12990-2014"), back.headline


# --------------------------------------------------------------------------- cases asked together; rows of a table
def test_cases_with_their_vagas_alone_asked_together_are_each_computed(bot: Any) -> None:
    for question, reserved in (
            ("Minha irmã vai prestar um concurso com 6 vagas e eu um com 16. Quantas de cota em cada?", [2, 5]),
            ("Comparando o concurso D, com 3 vagas, e o concurso F, com 10 vagas: quantas reservadas tem cada um?",
             [1, 3]),
            ("Primeiro edital: 4 vagas. Segundo edital: 13 vagas. Quantas de cota?", [1, 4])):
        (ans,) = chat(bot, question)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (question, ans.headline)
        assert [c["reserved"] for c in ans.calculation["cargos"]] == reserved, ans.headline


def test_a_row_of_a_table_named_by_its_place_or_whose_it_is(bot: Any) -> None:
    _, mine, hers = chat(bot, "Minha irmã vai prestar um concurso com 6 vagas e eu um com 16. Quantas de cota em cada?",
                         "E no meu, qual a ordem de nomeação?", "e no dela?")
    assert (_intent_of(mine), _fig(mine, "vacancies")) == ("order", 16), mine.headline
    assert (_intent_of(hers), _fig(hers, "vacancies")) == ("order", 6), hers.headline
    table = "Tenho dois editais aqui: um com 14 vagas e outro com 33. Quantas de cota em cada um?"
    _, second, back = chat(bot, table, "E no segundo, em que ordem os cotistas entram?",
                           "Voltando ao primeiro, se eu ficar em 6º na lista de cotas, entro?")
    assert (_intent_of(second), _fig(second, "vacancies")) == ("order", 33), second.headline
    assert (_intent_of(back), carried_chips(back)) == ("position", ["vacancies"]), back.headline
    assert "14 vagas do primeiro edital" in back.headline, back.headline


def test_neighbour_the_table_asked_again_stays_the_table(bot: Any) -> None:
    _, again = chat(bot, "Tenho dois editais aqui: um com 14 vagas e outro com 33. Quantas de cota em cada um?",
                    "e quantas em cada de novo?")
    assert _intent_of(again) == "edital", again.headline


# --------------------------------------------------------------------------- the asker's own case; a law described
def test_the_askers_own_case_is_not_the_relatives_before_it(bot: Any) -> None:
    first = "O edital do concurso do meu pai saiu em abril de 2024, com 10 vagas. Quantas de cota?"
    for back in ("Voltando ao do meu pai: nele vale a lei de 2014 ou a de 2025?", "E o do meu pai, qual lei vale?"):
        *_, ans = chat(bot, first, "E o meu, publicado em outubro de 2025, com as mesmas 10 vagas?", back)
        assert (_intent_of(ans), _fig(ans, "regime")) == ("regime", "lei-12990-2014"), (back, ans.headline)


def test_the_law_a_dated_case_follows_told_of_it_keeps_its_date(bot: Any) -> None:
    *_, ans = chat(bot, "Meu edital é de março de 2024, com 10 vagas. Quantas?",
                   "O da minha cunhada é de novembro de 2025, também com 10 vagas. Quantas?",
                   "E o da minha cunhada, que já é da lei de 2025, se fossem 17 vagas?")
    assert (_fig(ans, "reserved"), carried_chips(ans)) == (5, ["edital_date"]), ans.headline
    # neighbour: another law supposed of a dated thread is still that law's figure
    _, old = chat(bot, "edital de 2021, 30 vagas, quantas pra cota?", "pela lei antiga seriam só 6")
    assert old.calculation["reserved"] == 6 and "segue essa mesma Lei nº 12.990/2014" in old.headline


# --------------------------------------------------------------------------- the lead of a case gone back to
def test_a_case_gone_back_to_is_named_not_the_previous_question(bot: Any) -> None:
    *_, ans = chat(bot, "O edital C tem 14 vagas. Quantas de cota?", "O edital D tem 31 vagas. Quantas de cota?",
                   "E quantas de PcD no D?", "E no edital C, se eu ficar em 10º na ampla, passo?")
    assert _fig(ans, "vacancies") is None or ans.calculation.get("reserved") == 4
    assert "da pergunta anterior" not in ans.headline and "14 vagas do edital C" in ans.headline, ans.headline
    # neighbour: the case just computed is still "da pergunta anterior"
    _, near = chat(bot, "O edital C tem 14 vagas. Quantas de cota?", "e se eu ficar em 10º na ampla, passo?")
    assert "14 vagas da pergunta anterior" in near.headline, near.headline


# --------------------------------------------------------------------------- PcD share; a corrected count; a place
def test_the_threads_total_as_pcd_vagas_is_their_pcd_share(bot: Any) -> None:
    for later in ("e 30 vagas pcd?", "e as 30 vagas pra pcd, quantas?"):
        _, ans = chat(bot, "Nosso concurso tem 30 vagas. Quantas reservadas?", later)
        assert (ans.route, _fig(ans, "pcd"), _fig(ans, "vacancies")) == ("calculator", 2, 30), (later, ans.headline)
        assert "parte PcD das 30 vagas" in ans.answer, ans.answer
    # neighbour: a PcD count below the total is the edital's own count
    _, own = chat(bot, "Nosso concurso tem 30 vagas. Quantas reservadas?", "e 4 vagas pcd?")
    assert _fig(own, "pcd") == 4 and "parte PcD" not in own.answer


def test_a_count_corrected_in_the_message_is_the_count(bot: Any) -> None:
    for question in ("O edital tem 12 vagas, aliás me enganei, são 21. Quantas de cota?",
                     "são 12 vagas, me enganei, 21. quantas pra reserva racial?"):
        (ans,) = chat(bot, question)
        assert (_fig(ans, "vacancies"), _fig(ans, "reserved")) == (21, 6), (question, ans.headline)


def test_a_place_supposed_in_the_future_subjunctive_is_read(bot: Any) -> None:
    # 14 vagas (10 de ampla): 11º is outside the ampla; the earlier 5º is not carried over the place told
    for later in ("E num outro, de 14 vagas, se eu estiver em 11º?", "e num outro de 14 vagas, se eu tirar 11º na ampla?"):
        _, ans = chat(bot, "No concurso de 10 vagas fiquei em 5º na ampla. Passei?", later)
        assert (_fig(ans, "status"), carried_chips(ans)) == ("depends", []), (later, ans.headline)


def test_the_first_case_pointed_at_after_another(bot: Any) -> None:
    *_, ans = chat(bot, "Passei num concurso com edital de março de 2025 e 10 vagas; fiquei em 2º na lista de cotas.",
                   "E no outro, de edital de agosto de 2025 e 10 vagas, fiquei em 3º na lista de cotas. Entro?",
                   "E se no primeiro eu tivesse ficado em 3º?")
    # the first edital follows Lei nº 12.990/2014: 2 vagas reservadas, the 3rd of its list depends
    assert (_fig(ans, "regime"), _fig(ans, "status")) == ("lei-12990-2014", "depends"), ans.headline
