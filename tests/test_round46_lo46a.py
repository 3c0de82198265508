"""Round 46 (lo46a): law answers that opened with a dispositivo that does not answer them (round 45's note).

- a law's time as the frame of another question ("na vigência da 12.990, ...", "quando a lei antiga estava em vigor,
  ..."): that other question under that law, never the law's own term (Lei 12.990, art. 6º); "qual a vigência da
  12.990?" still is art. 6º;
- the vagas a reserve needs asked as a limit or a floor ("tem algum limite de vagas pra existir cota?"): the threshold
  (Lei 15.142, art. 5º; the old law named: its art. 1º, § 1º), never a phase's "pontuação mínima" (art. 6º);
- a ceiling of the racial reserve ("qual o teto da cota?", "a cota racial pode passar de 30%?"): the percentage (art. 1º,
  caput), never an inciso of art. 1º, never refused;
- who is preto or pardo for the law ("quem é pardo pra lei", "o que a lei entende por preto?"): the definition (art. 2º,
  I), never art. 1º, caput nor the caput that introduces the three definitions;
- how the reserve works in a law named ("como é a cota na nova lei?"): that law's art. 1º, caput, never its vigência;
- "a lei federal vale?" right after a state's or a city's body: the law's reach (art. 1º, I: the federal
  administration) with the plain "Não", never the date the law came into force (art. 14).
"""
from __future__ import annotations

from typing import Any

from corpus.retrieval import without_era_frame
from tests.assistant_support import chat, urns_of
from vocabulary import NEW_LAW, OLD_LAW, URN_BASE

NEW = URN_BASE[NEW_LAW]
OLD = URN_BASE[OLD_LAW]


def _first_cited(ans: Any, said: str) -> str:
    assert ans.route == "retrieval" and ans.citations, (said, ans.route, ans.headline)
    return urns_of(ans)[0]


# --- a law's time as the frame of another question ----------------------------------------------------------------

def test_a_laws_time_as_a_frame_asks_the_other_question_under_that_law(bot: Any) -> None:
    for said, want in (
            ("no período de vigência da lei 12.990, o edital tinha que informar as vagas reservadas de cada cargo?",
             f"{OLD}!art1_par3"),
            ("durante a vigência da 12.990, quem podia concorrer às vagas reservadas?", f"{OLD}!art2_cpt"),
            ("na vigência da lei de 2014 o que acontecia com quem mentia na autodeclaração?", f"{OLD}!art2_par1u"),
            ("quando a lei antiga estava em vigor, qual era o percentual da cota?", f"{OLD}!art1_cpt")):
        (ans,) = chat(bot, said)
        assert _first_cited(ans, said) == want, (said, urns_of(ans), ans.headline)
        assert f"{OLD}!art6_cpt" not in urns_of(ans)[:2], (said, urns_of(ans))


def test_neighbours_the_laws_own_time_asked_stays_its_term(bot: Any) -> None:
    for said in ("qual a vigência da 12.990?", "a lei 12.990 tinha prazo de vigência?"):
        (ans,) = chat(bot, said)
        assert _first_cited(ans, said) == f"{OLD}!art6_cpt", (said, urns_of(ans), ans.headline)
    said = "na vigência da lei antiga precisava arredondar a fração?"
    (ans,) = chat(bot, said)
    assert _first_cited(ans, said) == f"{OLD}!art1_par2", (said, urns_of(ans), ans.headline)


def test_the_frame_is_said_as_the_law_only_when_something_else_is_asked() -> None:
    assert without_era_frame("na vigência da 12.990 quem fiscalizava?") == "na 12.990 quem fiscalizava?"
    assert "vigor" not in without_era_frame("enquanto a lei antiga estava em vigor, as vagas sobravam?")
    for said in ("quando a lei antiga estava em vigor?", "até quando a 12.990 esteve em vigor?",
                 "qual a vigência da 12.990?", "durante a vigência da lei 12.990"):
        assert without_era_frame(said) == said, said


# --- the vagas a reserve needs, asked as a limit ------------------------------------------------------------------

def test_a_limit_of_vagas_for_a_reserve_is_the_threshold(bot: Any) -> None:
    for said, want in (("tem algum limite de vagas pra existir cota?", f"{NEW}!art5_cpt"),
                       ("qual o piso de vagas para haver reserva?", f"{NEW}!art5_cpt"),
                       ("quantas vagas o edital precisa ter pra ter cota?", f"{NEW}!art5_cpt"),
                       ("existe limite de vagas pra valer a cota na lei antiga?", f"{OLD}!art1_par1")):
        (ans,) = chat(bot, said)
        assert _first_cited(ans, said) == want, (said, urns_of(ans), ans.headline)


# --- a ceiling of the racial reserve -----------------------------------------------------------------------------

def test_a_ceiling_of_the_racial_reserve_is_the_percentage(bot: Any) -> None:
    for said, want in (("qual o teto da cota?", f"{NEW}!art1_cpt"),
                       ("existe um teto pra reserva de vagas?", f"{NEW}!art1_cpt"),
                       ("a reserva racial pode ir além de 30%?", f"{NEW}!art1_cpt"),
                       ("a reserva pode ultrapassar 30 por cento?", f"{NEW}!art1_cpt"),
                       ("a cota da lei 12.990 tinha um teto?", f"{OLD}!art1_cpt")):
        (ans,) = chat(bot, said)
        assert _first_cited(ans, said) == want, (said, urns_of(ans), ans.headline)


def test_a_limit_of_vagas_is_no_ceiling_and_the_pcd_ceiling_stays_the_decrees(bot: Any) -> None:
    for said, want in (("qual o limite de vagas pra ter reserva racial?", f"{NEW}!art5_cpt"),
                       ("existe um máximo de vagas reservadas a pessoas com deficiência?",
                        "urn:lex:br:federal:decreto:2018-09-24;9508!art1_par1")):
        (ans,) = chat(bot, said)
        assert _first_cited(ans, said) == want, (said, urns_of(ans), ans.headline)


# --- who is preto or pardo for the law ----------------------------------------------------------------------------

def test_who_is_pardo_for_the_law_is_the_definition(bot: Any) -> None:
    for said in ("quem é pardo pra lei", "o que a lei entende por preto?", "quem é preto segundo a lei?",
                 "o que a lei considera negro", "pardo na lei, definição?"):
        (ans,) = chat(bot, said)
        assert _first_cited(ans, said) == f"{NEW}!art2_inc1", (said, urns_of(ans), ans.headline)


def test_neighbours_other_groups_and_whom_the_reserve_is_for(bot: Any) -> None:
    for said, want in (("o que a lei considera indígena?", f"{NEW}!art2_inc2"),
                       ("quem é quilombola pela lei?", f"{NEW}!art2_inc3"),
                       ("tem cota pra pardos?", f"{NEW}!art1_cpt"),
                       ("Na lei 12.990 a nomeação considerava a alternância entre negros e pessoas com deficiência?",
                        None)):
        (ans,) = chat(bot, said)
        if want:
            assert _first_cited(ans, said) == want, (said, urns_of(ans), ans.headline)
        else:  # ("considerava" of the alternância is no definition of negros)
            assert f"{OLD}!art2_cpt" not in urns_of(ans)[:1], (said, urns_of(ans))


# --- how the reserve works in a law named -------------------------------------------------------------------------

def test_how_the_reserve_works_in_a_named_law_is_its_art_1(bot: Any) -> None:
    for said, want in (("como funciona a reserva pela lei nova?", f"{NEW}!art1_cpt"),
                       ("como é a cota na nova lei?", f"{NEW}!art1_cpt"),
                       ("como funcionava a cota na lei antiga?", f"{OLD}!art1_cpt")):
        (ans,) = chat(bot, said)
        assert _first_cited(ans, said) == want, (said, urns_of(ans), ans.headline)


def test_neighbours_a_named_laws_start_stays_its_vigencia(bot: Any) -> None:
    (ans,) = chat(bot, "quando a lei nova começou a valer?")
    assert _first_cited(ans, "quando a lei nova começou a valer?") == f"{NEW}!art14_cpt", urns_of(ans)


# --- "a lei federal vale?" after a state's or a city's body --------------------------------------------------------

def test_whether_the_law_applies_after_a_state_body_is_its_reach(bot: Any) -> None:
    for first, said in (("sou da PM de SP, tem cota no concurso?", "a lei federal vale?"),
                        ("sou preta, concurso do TJ de Minas", "mas a lei federal não vale?"),
                        ("sou pardo, concurso da prefeitura de Campinas tem cota pra mim?", "e a lei de cotas, vale?")):
        _, ans = chat(bot, first, said)
        assert _first_cited(ans, said) == f"{NEW}!art1_inc1", (first, said, urns_of(ans), ans.headline)
        assert ans.headline.startswith("**Não**"), (first, said, ans.headline)
        assert f"{NEW}!art14_cpt" not in urns_of(ans), (first, said, urns_of(ans))


def test_neighbours_the_start_asked_after_a_body_and_the_bare_question(bot: Any) -> None:
    _, ans = chat(bot, "sou da PM de SP, tem cota no concurso?", "a lei federal vale desde quando?")
    assert _first_cited(ans, "desde quando") == f"{NEW}!art14_cpt", urns_of(ans)
    _, ans = chat(bot, "sou parda, PSS do IBGE", "a lei vale?")
    assert _first_cited(ans, "PSS") == f"{NEW}!art1_inc2", urns_of(ans)
    assert not ans.headline.startswith("**Não**"), ans.headline
