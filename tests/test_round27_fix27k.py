"""Round 27 (fix27k): families behind holdout25's failures, in sentences of the team's own.

- one's own facts listed with no verb ("31º lugar, cotista, 40 vagas"): the bare "cotista" is the option;
- the reserve register by its initials or in brackets ("só CR", "só (cadastro de reserva)") is the register;
- whether a body will open a concurso at all ("sabe se o X vai abrir concurso?") is news, not these laws;
- "desse edital de 2024" after 15/08/2024: the edital pointed back at keeps its full date (carried);
- "e se o IBGE tivesse 6 vagas?" after the IBGE's concurso: the same body, supposed anew, is carried;
- "pq não é 30% então?": a closing filler keeps the rate objection (art. 11), never a refusal;
- a kind of body asked whether it must "seguir/cumprir a reserva" is whom the law binds (the law's text).
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat

TODAY = date(2026, 12, 5)


def _plan(q: str):
    return plan(q, None, TODAY)


# --- a bare "cotista" among one's own facts ------------------------------------------------------------------------

def test_bare_cotista_among_own_facts_is_the_option() -> None:
    assert extract("fiquei em 31º lugar, cotista, edital com 40 vagas, passo?", TODAY).optant
    p = _plan("aprovado em 18º na classificação geral, cotista, 15 vagas no edital, entro?")
    assert p.route == "calculator" and p.intent == "position" and p.params.get("optant") is True


def test_a_schedule_listing_cotista_is_no_option() -> None:
    assert not extract("a ordem é ampla, cotista, pcd, e eu fiquei em 3º com 20 vagas", TODAY).optant
    assert not extract("tem cotista, pcd e ampla nesse edital?", TODAY).optant


# --- the reserve register by initials or in brackets -----------------------------------------------------------------

def test_register_by_its_initials_is_the_register() -> None:
    assert extract("o concurso é só CR, dá pra entrar pela cota?", TODAY).reserve_register
    assert extract("não tem vaga imediata, apenas CR (cadastro reserva)", TODAY).reserve_register
    assert not extract("meu CR na faculdade é 8, isso conta?", TODAY).reserve_register


def test_register_in_brackets_asked_of_no_one_is_the_law() -> None:
    p = _plan("edital sem vaga imediata, somente (cadastro de reserva), ainda posso ir pela cota racial?")
    assert p.route == "retrieval"
    p = _plan("concurso só CR, mesmo assim eu consigo me inscrever na cota?")
    assert p.route == "retrieval"
    p = _plan("a seleção tem apenas CR, sem vagas agora; ainda dá pra eu marcar opção de cotista?")
    assert p.route == "retrieval"  # the optant named instead of the quota


def test_register_with_a_group_and_body_stays_eligibility() -> None:
    p = _plan("sou pardo, o concurso do ibama é só CR, posso me inscrever na cota?")
    assert p.route == "calculator" and p.intent == "eligibility" and p.params.get("reserve_register") is True


# --- whether a concurso will open ---------------------------------------------------------------------------------

def test_news_of_a_coming_concurso_is_out_of_scope() -> None:
    for q in ("vcs sabem se a caixa vai abrir concurso pra tecnico bancario em 2027?",
              "será que o ibge vai lançar edital esse ano?",
              "tem novidade do concurso do inss?"):
        assert _plan(q).route == "out_of_scope", q


def test_a_coming_concurso_with_a_quota_question_stays_in() -> None:
    p = _plan("o ibama vai abrir concurso com 12 vagas, quantas ficam pra cota racial?")
    assert p.route == "calculator" and p.intent == "reserve"


# --- threads: the earlier edital and body written again ------------------------------------------------------------

def test_year_of_the_edital_pointed_back_keeps_its_date(bot) -> None:
    _, ans = chat(bot, "edital publicado em 15/08/2024 com 9 vagas, quantas são de cota?",
                  "e a ordem de nomeação nesse edital de 2024?")
    assert ans.route == "calculator" and (ans.calculation or {}).get("operation") == "order"
    assert "edital_date" in carried_keys_of(ans)


def test_same_body_supposed_with_other_vagas_is_carried(bot) -> None:
    _, ans = chat(bot, "sou preta, concurso do IBGE com 2 vagas, posso concorrer pela cota?",
                  "e se o IBGE tivesse 6 vagas?")
    assert ans.route == "calculator" and (ans.calculation or {}).get("operation") == "eligibility"
    assert "entity" in carried_keys_of(ans)
    assert (ans.calculation or {}).get("reserved") == 2  # 30% of 6 = 1.8, rounded up


def test_a_new_concurso_of_the_same_body_is_not_carried(bot) -> None:
    _, ans = chat(bot, "sou parda, concurso do IBGE com 2 vagas, posso concorrer pela cota?",
                  "e num concurso novo do IBGE, para uma pessoa indígena?")
    assert "entity" not in carried_keys_of(ans)


# --- a rate objection with a closing filler ------------------------------------------------------------------------

def test_rate_objection_with_a_filler_is_the_transition(bot) -> None:
    _, ans = chat(bot, "edital de 02/02/2025 com 8 vagas, quantas de cota?", "mas por que não foi de 30%, afinal?")
    assert ans.route == "retrieval"
    assert "art. 11" in ans.headline


# --- a kind of body and the reserve as a rule ------------------------------------------------------------------------

def test_body_kind_following_the_reserve_is_the_law() -> None:
    p = _plan("sociedade de economia mista como o banco do brasil precisa cumprir a reserva de vagas nos concursos?")
    assert p.route == "retrieval"


def test_own_case_with_the_reserve_followed_stays_eligibility() -> None:
    p = _plan("sou preto, a caixa tem que seguir a reserva racial no meu concurso?")
    assert p.route == "calculator" and p.intent == "eligibility"
