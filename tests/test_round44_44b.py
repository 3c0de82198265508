"""Round 44 (44b): people writing by phone or dictation (no punctuation, short replies, a story before the question).

- a figure fixed by denying the earlier one ("não era 12 era 16"): the slot that held the denied number (a place, the
  PcD count) takes the fix, never the vagas; the denied number is no figure left out;
- an acknowledgement with no punctuation before a fragment ("isso e se for pela lei antiga", "tá bom e se fosse 25"):
  the fragment; "pela lei antiga" supposed is that law's figure, not the lawfulness of the answer;
- the law's reach asked of a city's or a state's body with "minha cidade" / "meu estado": law text, no case of one's own;
- the question announced ("quero saber se ...", "me diz se ..."): the asker's words of asking, no case of one's own;
- a bare assent ("sim", "ok", "entendi", "tá bom"): never refused; a clarification pending is asked again;
- another person named alone or the asker after a relative ("e minha prima?", "e eu?", "e pra mim?"): the thread's
  question of that person, whose place or group is asked (never the earlier person's);
- the asker introduced as a relative before the story ("sou a mãe do ..., ele ficou em 2º"): the answer speaks of him.
"""
from __future__ import annotations

from typing import Any

from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

REFUSAL = "fora do que eu cubro"


# --------------------------------------------------------------------------- a denied figure fixed
def test_a_denied_place_is_the_place_fixed_never_the_vagas(bot: Any) -> None:
    first = "sou cotista tirei 11 lugar na geral num concurso de 20 vagas sera que me chamam"
    for fix in ("nao era 11 era 17", "não é 11 é 17", "errei e 17 e nao 11", "nao era 11 lugar era 17"):
        _, ans = chat(bot, first, fix)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (fix, ans.headline)
        assert ans.calculation["reserved"] == 6 and ans.calculation["list"] == "quota", (fix, ans.headline)
        assert "vacancies" in carried_chips(ans), fix
        assert "não entrou no cálculo" not in ans.answer, fix  # the denied 11 is the figure fixed, not one left out


def test_a_denied_reserve_place_and_pcd_count_are_fixed_in_their_slot(bot: Any) -> None:
    _, ans = chat(bot, "fiquei em 2 na lista de cota e o concurso tem 15 vaga entro", "nao era 2 era 6")
    assert ans.calculation["reserved"] == 5 and ans.calculation["status"] == "depends", ans.headline
    for fix in ("nao era 2 era 3", "não era 2 pcd era 3"):
        _, ans = chat(bot, "quantas vaga de cota tem com 30 vagas e 2 pcd", fix)
        assert ans.calculation["vacancies"] == 30 and ans.calculation["pcd"] == 3, (fix, ans.headline)


def test_a_denied_count_of_vagas_is_still_the_vagas(bot: Any) -> None:
    # neighbours: the vagas denied are the vagas fixed, in a count and in a position thread
    _, ans = chat(bot, "quantas vaga de cota tem com 30 vagas", "nao era 30 era 40")
    assert ans.calculation["vacancies"] == 40 and ans.calculation["reserved"] == 12, ans.headline
    _, ans = chat(bot, "sou cotista tirei 11 lugar na geral num concurso de 20 vagas sera que me chamam", "nao era 20 era 30")
    assert ans.calculation["reserved"] == 9 and ans.calculation["list"] == "open", ans.headline


# --------------------------------------------------------------------------- an acknowledgement before a fragment
def test_an_unpunctuated_acknowledgement_before_a_fragment_continues_the_count(bot: Any) -> None:
    first = "quantas vagas vao pra cota num concurso de 22 vagas"
    for later in ("isso e se for pela lei antiga", "isso mesmo e se fosse pela lei velha", "ta bom e se fosse pela de 2014"):
        _, ans = chat(bot, first, later)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (later, ans.headline)
        assert ans.calculation["regime"] == "lei-12990-2014" and ans.calculation["reserved"] == 4, later
        assert "vacancies" in carried_chips(ans), later
    for later in ("ta bom e se fosse 40", "sim e com 40"):
        _, ans = chat(bot, first, later)
        assert (_intent_of(ans), ans.calculation["vacancies"]) == ("reserve", 40), (later, ans.headline)


def test_the_lawfulness_of_the_figure_is_still_the_laws(bot: Any) -> None:
    # neighbours: "isso tá certo pela lei?" and "isso é pela lei antiga?" ask about the answer, no law supposed
    for later in ("e isso ta certo pela lei", "isso é pela lei antiga"):
        _, ans = chat(bot, "quantas vagas vao pra cota num concurso de 22 vagas", later)
        assert ans.route == "retrieval", (later, ans.headline)


# --------------------------------------------------------------------------- a city's or a state's body
def test_the_reach_asked_of_ones_city_or_state_body_is_the_laws_text(bot: Any) -> None:
    for q in ("essa lei de cota vale pro concurso da prefeitura da minha cidade",
              "a lei de cota vale pros concursos do meu estado",
              "a cota vale no concurso da prefeitura do meu municipio"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval" and "administração pública federal" in ans.headline, (q, ans.headline)


def test_the_reach_asked_with_ones_group_is_the_eligibilitys_no(bot: Any) -> None:
    # no date decides whether a city's or a state's body is bound: the eligibility's "Não", never the date asked
    for q in ("sou negra a lei de cota vale pro concurso da prefeitura daqui", "sou indigena a cota vale no concurso do estado"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (q, ans.headline)
        assert ans.calculation["eligible"] is False and ans.headline.startswith("**Não**"), (q, ans.headline)


def test_a_town_with_no_body_named_or_ones_own_concurso_is_still_asked(bot: Any) -> None:
    # neighbours: "da minha cidade" alone may be a federal body's concurso held there; "meu concurso" is one's own
    for q in ("a lei de cota vale pro concurso da minha cidade", "a reserva vale no concurso do meu municipio",
              "qual lei vale pro meu concurso"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("clarify", "regime"), (q, ans.headline)


# --------------------------------------------------------------------------- the question announced
def test_the_question_announced_is_no_case_of_ones_own(bot: Any) -> None:
    for q in ("eu quero saber se quilombola tambem entra nessa cota", "queria saber se a cota vale pra autarquia",
              "me diz se indigena que mora na cidade tem direito a cota"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.headline)


def test_ones_own_case_after_the_announcement_is_still_asked(bot: Any) -> None:
    # neighbours: the asker's own facts after "queria saber" stay theirs; a count announced keeps one's own selection
    (ans,) = chat(bot, "queria saber se eu tenho direito a cota no concurso da anvisa")
    assert (ans.route, _intent_of(ans)) == ("clarify", "eligibility"), ans.headline
    (ans,) = chat(bot, "quero saber quantas vagas de cota vai ter no concurso que vou fazer")
    assert (ans.route, _intent_of(ans)) == ("clarify", "reserve"), ans.headline


# --------------------------------------------------------------------------- a bare assent
def test_a_bare_assent_after_an_answer_is_never_refused(bot: Any) -> None:
    for assent in ("sim", "isso", "ok", "entendi", "ta bom", "ah ta", "certo"):
        _, ans = chat(bot, "quantas vagas vao pra cota num concurso de 22 vagas", assent)
        assert ans.route == "clarify" and REFUSAL not in ans.answer, (assent, ans.headline)
    # the thread's figures stay at hand for the question after it
    _, _, ans = chat(bot, "quantas vagas vao pra cota num concurso de 22 vagas", "ok", "e pela lei antiga")
    assert ans.calculation["reserved"] == 4 and "vacancies" in carried_chips(ans), ans.headline


def test_a_bare_assent_to_a_clarification_asks_it_again(bot: Any) -> None:
    _, ans = chat(bot, "quantas vagas de cota vai ter no concurso que eu vou fazer", "sim")
    assert (ans.route, _intent_of(ans)) == ("clarify", "reserve") and "vagas" in ans.headline, ans.headline
    _, ans = chat(bot, "qual lei de cota vale pro meu concurso", "isso")
    assert (ans.route, _intent_of(ans)) == ("clarify", "regime"), ans.headline
    # neighbour: the fact given answers it
    _, ans = chat(bot, "quantas vagas de cota vai ter no concurso que eu vou fazer", "sao 22")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 7, ans.headline


# --------------------------------------------------------------------------- another person
def test_the_asker_after_a_relatives_case_is_asked_their_own(bot: Any) -> None:
    place = "meu neto ficou em 3 na lista de cota do concurso com 12 vagas ele entra"
    for later in ("e eu", "e pra mim", "e eu entro"):
        _, ans = chat(bot, place, later)
        assert (ans.route, _intent_of(ans)) == ("clarify", "position"), (later, ans.headline)
        assert "sua posição" in ans.headline and carried_chips(ans) == ["vacancies"], (later, ans.headline)
    group = "minha neta é preta ela pode concorrer pela cota no concurso do ibama"
    for later in ("e eu", "e pra mim", "e eu posso"):
        _, ans = chat(bot, group, later)
        assert (ans.route, _intent_of(ans)) == ("clarify", "eligibility"), (later, ans.headline)
        assert "você se autodeclara" in ans.headline, (later, ans.headline)


def test_a_relative_named_alone_is_asked_their_own(bot: Any) -> None:
    _, ans = chat(bot, "sou preta posso concorrer pela cota no concurso do ibama", "e a minha sobrinha")
    assert (ans.route, _intent_of(ans)) == ("clarify", "eligibility") and "ela se autodeclara" in ans.headline, \
        ans.headline
    _, ans = chat(bot, "fiquei em 3 na lista de cota do concurso com 12 vagas entro", "e o meu primo")
    assert (ans.route, _intent_of(ans)) == ("clarify", "position") and "dele" in ans.headline, ans.headline


def test_a_person_named_alone_after_a_count_is_asked_their_group(bot: Any) -> None:
    # the count is the same for everyone: whether the reserve is that person's is asked, never refused
    for first, later, who in (("quantas vagas pra cota num concurso de 14 vagas", "e pra mim", "você"),
                              ("como fica a ordem de chamada com 14 vagas", "e o meu neto", "ele")):
        _, ans = chat(bot, first, later)
        assert (ans.route, _intent_of(ans)) == ("clarify", "eligibility"), (later, ans.headline)
        assert f"{who} se autodeclara" in ans.headline and REFUSAL not in ans.answer, (later, ans.headline)


def test_the_person_with_their_own_facts_is_answered(bot: Any) -> None:
    # neighbours: a person who tells their group or place is answered with it, the selection carried
    _, ans = chat(bot, "minha neta é preta ela pode concorrer pela cota no concurso do ibama", "e eu que sou indigena")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility") and "indígenas" in ans.headline, ans.headline
    _, ans = chat(bot, "meu neto ficou em 3 na lista de cota do concurso com 12 vagas ele entra", "e eu fiquei em 9 na cota")
    assert ans.route == "calculator" and "sua" in ans.headline and "vacancies" in carried_chips(ans), ans.headline
    # and the asker's own group, told before, stays theirs
    _, ans = chat(bot, "sou preta posso concorrer pela cota no concurso do ibama", "e eu posso mesmo")
    assert ans.route == "calculator" and "groups" in carried_chips(ans), ans.headline


# --------------------------------------------------------------------------- the asker as a relative
def test_the_asker_introduced_as_a_relative_is_not_the_one_placed(bot: Any) -> None:
    for q, who in (("eu sou o avo da bia ela passou em 2 lugar na lista de cota e sao 9 vagas ela entra", "**Sim**: ela fica"),
                   ("sou a madrinha do lucas ele ficou em quarto na lista de cota com 9 vagas ele vai ser chamado",
                    "**Depende** da posição dele")):
        (ans,) = chat(bot, q)
        assert ans.route == "calculator" and ans.headline.startswith(who), (q, ans.headline)
    # neighbour: the asker's own place stays "você"
    (ans,) = chat(bot, "eu sou a candidata e passei em 2 lugar na lista de cota sao 9 vagas")
    assert "você" in ans.headline, ans.headline
