"""Round 35 (lo35): leftovers of issue 10, by family.

- the cotista's standing once in office set against the others' (a priority in a remoção, redistribuição or lotação; a
  different pay) is law text opening with what the law says (the reserve is of the concurso's vagas for the provimento
  of cargos and empregos, art. 1º; after the nomination only art. 9º, § 2º), never a refusal as the job's matter;
  pay or a remoção asked with no quota holder stays out of scope;
- a colour the law does not name ("moreno", "mulata") and a document asked as proof of one's colour ("certidão com a
  cor") are law text on the self-declaration and its confirmation (art. 2º, I; art. 3º), opening with a plain sentence;
- a norm named by its number asked whether it covers a topic ("o Decreto 9.508 trata da ordem de nomeação dos PcD?")
  is that norm's text, never an operation on the topic;
- an edital paste: the table named by what it lists ("cargos e vagas conforme anexo I") is an attachment whose cargos
  are asked for; a labelled line asking an act's date ("inscrição: prazo final?") is the concurso's calendar.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from assistant.rules import CALENDAR, LAW_ASKS
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 5)
NEW_LAW_URN = "urn:lex:br:federal:lei:2025-06-03;15142"
DECREE_URN = "urn:lex:br:federal:decreto:2018-09-24;9508"


# ------------------------------------------------------------------------------------- 1-2. the cotista in office
def test_priority_in_a_remocao_is_law_text_with_its_opening(bot) -> None:
    for q, word in (("Cotista tem prioridade na remoção?", "remoção"),
                    ("cotista tem preferência na redistribuição?", "redistribuição"),
                    ("servidor cotista pode pedir remoção antes dos outros?", "remoção")):
        ans = bot.ask(q, [])
        assert ans.route == "retrieval", q
        assert ans.headline.startswith(f"A lei não dá ao cotista prioridade na {word}"), ans.headline
        assert "provimento de cargos efetivos e empregos públicos (art. 1º)" in ans.headline
        assert ans.citations[0].urn == f"{NEW_LAW_URN}!art9_par2", q
    # neighbours: the tie-break of a remoção (round 34) keeps its answer without the opening; a remoção asked with no
    # quota holder is the job's
    ans = bot.ask("na remoção, a classificação que tive como cotista conta como critério de desempate?", [])
    assert ans.route == "retrieval" and ans.headline.startswith("Segundo a **Lei nº 15.142/2025** (art. 9º, § 2º)")
    assert bot.ask("quando posso pedir remoção?", []).route == "out_of_scope"


def test_pay_of_a_cotista_set_against_the_others_is_the_same_cargo(bot) -> None:
    for q in ("se eu for cotista e passar, eu ganho menos?", "cotista ganha o mesmo salário?",
              "o salário do cotista é menor?"):
        ans = bot.ask(q, [])
        assert ans.route == "retrieval", q
        assert ans.headline.startswith("A cota não muda o cargo nem a remuneração: quem passa pela reserva é nomeado "
                                       "para o mesmo cargo"), ans.headline
        assert ans.citations[0].urn.startswith(f"{NEW_LAW_URN}!art1"), q
    # neighbours: the pay of a cargo, even of the cotista's, is still no law's
    for q in ("quanto ganha um analista do INSS?", "qual o salário do cotista?"):
        assert bot.ask(q, []).route == "out_of_scope", q


def test_in_office_cue_on_the_rules_alone() -> None:
    for q in ("Cotista tem prioridade na remoção?", "se eu for cotista e passar, eu ganho menos?"):
        p = plan(q, None, TODAY)
        assert p.route == "retrieval" and p.intent is None, q
    assert plan("quanto ganha um analista do INSS?", None, TODAY).route == "out_of_scope"


# ------------------------------------------------------------------------------ 3. a colour or a document outside
def test_a_colour_the_law_does_not_name_is_the_self_declaration(bot) -> None:
    for q, word in (("sou moreno, posso ser cotista?", "moreno"), ("sou mulata, tenho direito à cota?", "mulata")):
        ans = bot.ask(q, [])
        assert ans.route == "retrieval", q
        assert ans.headline.startswith(f"A lei não usa “{word}”"), ans.headline
        assert "quesito cor ou raça do IBGE (art. 2º, I)" in ans.headline and "(art. 3º)" in ans.headline
        assert ans.citations[0].urn == f"{NEW_LAW_URN}!art2_inc1", q
    # neighbour: a group of the law is still that person's eligibility, computed
    ans = bot.ask("sou pardo, posso ser cotista?", [])
    assert ans.route == "calculator" and ans.calculation and ans.calculation["eligible"] is True


def test_a_document_of_ones_colour_is_the_self_declaration(bot) -> None:
    for q in ("preciso de certidão de nascimento com a cor pra cota?",
              "que documento preciso pra provar que sou pardo na cota?"):
        ans = bot.ask(q, [])
        assert ans.route == "retrieval", q
        assert ans.headline.startswith("A lei não pede certidão nem outro documento com a cor"), ans.headline
        assert ans.citations[0].urn == f"{NEW_LAW_URN}!art2_inc1", q
    # neighbours: the papers of the posse are the job's; an indígena's proof has no such opening
    assert bot.ask("quais documentos levar na posse?", []).route == "out_of_scope"
    from assistant.writer import plain_opening

    assert plain_opening(extract("precisa de carta da comunidade pra provar que sou indígena?", TODAY)) is None


# ---------------------------------------------------------------------------------- 4. a named norm's coverage
def test_a_norm_named_by_number_asked_of_a_topic_is_its_text(bot) -> None:
    assert LAW_ASKS.search(extract("o Decreto 9.508 trata da ordem de nomeação dos PcD?", TODAY).text)
    ans = bot.ask("o Decreto 9.508 trata da ordem de nomeação dos PcD?", [])
    assert ans.route == "retrieval" and ans.calculation is None
    assert ans.citations[0].urn.startswith(f"{DECREE_URN}!art8"), ans.citations[0].urn
    ans = bot.ask("a lei 15.142 trata da ordem de nomeação dos PcD?", [])
    assert ans.route == "retrieval" and ans.citations[0].urn.startswith(f"{NEW_LAW_URN}!art9")
    # neighbours: the order of given vagas is still computed; without them, asked for
    ans = bot.ask("qual a ordem de nomeação com 10 vagas?", [])
    assert ans.route == "calculator" and ans.calculation and ans.calculation["operation"] == "order"
    assert bot.ask("qual a ordem de nomeação dos PcD?", []).route == "clarify"


# ---------------------------------------------------------------------------------------- 5. structured pastes
def test_a_table_named_by_what_it_lists_is_asked_for() -> None:
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "cargos e vagas conforme anexo I")
    assert ans.route == "clarify" and ans.context.get("pending") == "cargos"
    assert ans.headline.startswith("Não consigo abrir anexos.")
    # neighbour: the cargos given in the text are computed
    (ans,) = chat(bot, "cargos e vagas: Analista 10, Técnico 4")
    assert ans.route == "calculator" and [c["reserved"] for c in ans.calculation["cargos"]] == [3, 1]


def test_a_labelled_date_line_is_the_calendar(bot) -> None:
    for q in ("inscrição: prazo final?", "resultado - quando?", "qual o prazo final da inscrição?"):
        assert CALENDAR.search(extract(q, TODAY).text), q
        ans = bot.ask(q, [])
        assert ans.route == "out_of_scope" and ans.headline.startswith("Desculpe, essa pergunta está fora"), q
    # neighbour: a rule asked with the enrolment's term as its premise is still the law's
    assert bot.ask("posso mudar a opção de cota depois do prazo de inscrição?", []).route == "retrieval"
