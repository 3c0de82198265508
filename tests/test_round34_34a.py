"""Round 34 (34a): a help desk's or an ombudsman's forwarded tickets (issue 10), by family.

- a record's number ("chamado 11873", "Protocolo 4471/2026", "ticket #55120", "NUP 00106.003318/2026-07") names the
  ticket: never a cargo's vagas, a count or a year;
- the day a record was opened or received ("Chamado aberto em 02/03/2025", "recebido em 10/04/2025", "Registro de
  30/11/2026") is the ticket's, never the edital's publication date;
- a record header before the message ("Manifestação 5521/2026: '...'") is taken off like a "Pergunta:" label;
- a person's place relayed ("a candidata quer saber se está dentro das vagas") asks that place, as "tô dentro?" does;
- a share of the vagas counted with a modal in a thread ("quantas vagas PcD o edital deve ter?") is that count;
- a table's reserve supposed on its total ("e se a reserva fosse calculada sobre o total de vagas?") is computed;
- the value of a concurso's minimum mark asked ("qual a nota mínima para ser aprovado como cotista?") is the edital's.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.extraction.envelope import strip_envelope
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)


def test_a_records_number_counts_nothing() -> None:
    ex = extract("Tabela de cargos recebida no chamado 11873: Professor 20 vagas, Técnico Administrativo 9 vagas, "
                 "Engenheiro 4 vagas. Qual a reserva racial de cada cargo?", TODAY)
    assert [c.vacancies for c in ex.cargos] == [20, 9, 4] and ex.numbers == [20, 9, 4]
    for q, n in (("encaminho questionamento do SAC (ticket 88172): edital com 9 vagas, quantas reservadas?", 9),
                 ("O cidadão pergunta (ticket #55120): 'edital com 1 vaga só tem cota?'", 1),
                 ("SAC (atendimento 60218): em que ordem são chamados os cotistas num concurso de 10 vagas?", 10),
                 ("Protocolo 4471/2026: o processo seletivo oferece 6 vagas, quantas da reserva?", 6)):
        ex = extract(q, TODAY)
        assert ex.vacancies == n and ex.numbers == [n], q
    # "protocolo 2026.33.0091" is no year of the edital
    ex = extract("Encaminho a planilha do edital (protocolo 2026.33.0091): cargo 1 com 3 vagas, cargo 2 com 3 vagas.",
                 TODAY)
    assert ex.period is None and ex.date is None
    # neighbours: a place, a count of calls and a count of vagas are still read
    assert extract("fui chamado 3 vezes, concurso com 12 vagas", TODAY).vacancies == 12
    assert extract("o edital nº 3 tem 15 vagas", TODAY).vacancies == 15
    p = plan("Tabela de cargos recebida no chamado 11873: Professor 20 vagas, Técnico Administrativo 9 vagas, "
             "Engenheiro 4 vagas. Qual a reserva racial de cada cargo?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "edital") and p.params["cargos"] == [
        ["Professor", 20], ["Técnico Administrativo", 9], ["Engenheiro", 4]]  # (d51c: as typed)


def test_a_records_own_date_is_not_the_editals() -> None:
    for q in ("Chamado aberto em 02/03/2025: o cidadão informa que o edital tem 10 vagas e pergunta quantas são "
              "reservadas a negros.",
              "Protocolo 12345/2026, recebido em 10/04/2025: o cidadão pergunta quantas reservadas há em 10 vagas.",
              "Pergunta recebida em 21/04/2025: concurso com 10 vagas, quantas de cota?",
              "Registro de atendimento de 25/04/2025: o edital tem 10 vagas, quantas reservadas?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("calculator", "reserve"), q
        assert "edital_date" not in p.params and "period" not in p.params, q
        assert p.params["vacancies"] == 10, q
    # the edital's own date, told beside the record's, is kept; so is one told after "Mensagem do candidato:"
    p = plan("Registro de 30/11/2026, protocolo 9920/2026: o cidadão informa que o edital foi publicado em 12/08/2024 "
             "e tem 18 vagas. Quantas são para negros?", None, TODAY)
    assert p.params["edital_date"] == "2024-08-12" and p.params["vacancies"] == 18
    assert extract("Mensagem do candidato: o edital de 10/03/2025 tem 10 vagas, quantas são de cota?", TODAY).date \
        == date(2025, 3, 10)
    assert extract("o edital foi publicado em 02/03/2025 com 10 vagas", TODAY).date == date(2025, 3, 2)


def test_a_record_header_is_taken_off_the_message() -> None:
    assert strip_envelope("Manifestação 5521/2026: 'a Lei 12.990 previa algum procedimento de verificação da "
                          "autodeclaração?'") == "a Lei 12.990 previa algum procedimento de verificação da autodeclaração?"
    assert strip_envelope("Ouvidoria – NUP 00106.003318/2026-07. Transcrevo a mensagem") == "Transcrevo a mensagem"
    assert strip_envelope("Chamado 7712/2026: o edital tem 50 vagas") == "o edital tem 50 vagas"
    # neighbours: no record number, or a record word that is no header, stays
    assert strip_envelope("chamado 3 vezes: nada") == "chamado 3 vezes: nada"
    assert strip_envelope("o protocolo 2026/10 foi aberto") == "o protocolo 2026/10 foi aberto"


def test_a_persons_place_relayed_asks_that_place() -> None:
    for q in ("A candidata, aprovada pela cota, quer saber se está dentro das vagas.",
              "O cidadão quer saber se ficou dentro das vagas.",
              "Candidata aprovada pela cota pergunta se está dentro do número de vagas.",
              "Ela quer saber se vai ser nomeada, passou como cotista.",
              "Chamado SAC 30155: candidata aprovada pela cota quer saber se está dentro das vagas."):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("clarify", "position"), q
    # neighbours: one's own place (as before), the rule for an optant inside the ampla (the law's) and a place told
    assert plan("Passei pela cota, quero saber se estou dentro das vagas.", None, TODAY).intent == "position"
    for q in ("O optante que fica dentro das vagas de ampla ocupa vaga reservada?",
              "A candidata quer saber se a cota dela conta se ela ficar dentro das vagas da ampla."):
        assert plan(q, None, TODAY).route == "retrieval", q
    p = plan("O cidadão pergunta se vai ser nomeado; ele ficou em 8º na geral e o concurso tem 10 vagas.", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "position")


def test_a_share_counted_with_a_modal_in_a_thread_is_that_count() -> None:
    bot = rules_bot(TODAY)
    for q in ("e no caso dela, que é PcD? quantas vagas PcD o edital deve ter?", "quantas vagas PcD deve ter?",
              "quantas vagas para PcD o órgão deve prever?", "e quantas PcD ele precisa ter?"):
        _, ans = chat(bot, "concurso com 30 vagas, quantas ficam para a reserva racial?", q)
        assert ans.route == "calculator" and ans.calculation["operation"] == "reserve", q
        assert ans.calculation["pcd"] == 2 and ans.calculation["reserved"] == reserved_for(30, None, TODAY), q
        assert carried_keys_of(ans) == ["vacancies"], q
    # neighbours: the rule's threshold and whether the edital must have PcD vagas stay the law's
    count = {"intent": "reserve", "vacancies": 30}
    assert plan("quantas vagas o edital precisa ter pra ter cota?", count, TODAY).route == "retrieval"
    assert plan("o edital deve ter vagas PcD?", count, TODAY).route == "retrieval"


def test_a_tables_reserve_supposed_on_its_total_is_computed() -> None:
    bot = rules_bot(TODAY)
    table, ans = chat(bot, "Encaminho a tabela do edital: Analista 8 vagas, Técnico 16 vagas. Quantas reservadas por cargo?",
                      "E se a reserva fosse calculada sobre o total de vagas?")
    assert table.calculation["operation"] == "edital"
    # (Round 46, f61a: the table kept, its figure on the total beside the per-cargo ones, as blind labels read it)
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert ans.calculation["vacancies_total"] == 24 and ans.calculation["reserved_on_total"] == reserved_for(24, None, TODAY)
    # neighbours: the base asked of the law after a table (no supposition), and outside a table, is its text
    prev = {"intent": "edital", "cargos": [["analista", 8], ["técnico", 16]]}
    for q in ("a reserva é calculada sobre o total ou por cargo?", "a lei diz qual é a base de cálculo?"):
        assert plan(q, prev, TODAY).route == "retrieval", q
    assert plan("e se a reserva fosse calculada sobre o total de vagas?", {"intent": "reserve", "vacancies": 10},
                TODAY).route == "retrieval"


def test_a_concursos_minimum_mark_asked_is_its_own() -> None:
    for q in ("qual a nota mínima para ser aprovado como cotista?",
              "Ouvidoria, NUP 00106.004433/2026-28. O cidadão pergunta qual a nota mínima para ser aprovado como "
              "cotista no concurso dele.",
              "Qual a nota mínima da redação no concurso do Banco do Brasil?"):
        assert plan(strip_envelope(q), None, TODAY).route == "out_of_scope", q
    # neighbours: whether the law sets a mark, or the cotista must reach it, is the law's (art. 6º)
    for q in ("qual a nota mínima que a lei exige do cotista?", "Cotista precisa atingir a nota mínima em cada fase?",
              "o cotista precisa ter nota mínima igual à da ampla concorrência?"):
        assert plan(q, None, TODAY).route == "retrieval", q
