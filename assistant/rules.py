"""Reading one message: the cue patterns (folded text), whether it is about these laws, its parameters and
the calculator intent its cues and slots name. No conversation here (`context`) and no decision (`router`).
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from calculator.eligibility import BLACK
from vocabulary import LAW_BY_RATE, NEW_LAW, OLD_LAW, laws_named
from vocabulary.entities import ESTATAL_KINDS, FEDERAL_KINDS, entity_kind

# Cue words live with their intent.
from .asked_whom import own_claim_asked, reserve_left_asked
from .extraction import ONLY_OFFERED, Extraction
from .extraction.cargos import _PLACE, _PLACES
from .extraction.dates import EDITAL_PENDING, LAW_IN_FORCE_TIME
from .extraction.entities import GROUP_PATTERNS, edital_groups_told, relative_asked
from .extraction.numbers import earlier_vacancies, vacancy_parts
from .extraction.ranks import place_of_no_one_called
from .intents.eligibility import ELIG_CUE, PERSON_LAW_CUE, keyword_claim
from .intents.order import NOT_ORDER, ORDER_CUE, quota_calls_asked, tie_break_of
from .intents.position import OWN_NOMINATION, POSITION_CUE
from .intents.regime import LAW_GOVERNS, REGIME_CUE
from .intents.reserve import CLAIM_CHECKED, NONE_RESERVED, RESERVE_CUE, STRONG_RESERVE_CUE
from .law_status import law_status_asked
from .norm_term import term_of_named_norm
from .reach import (
    CAREER_ORDER,
    FEDERAL_LAW_ASKED,
    NON_CONCURSO_SELECTION,
    SUBNATIONAL_BODY,
    other_quota,
    outside_selection_asked,
    simplified_selection_asked,
    staff_must_reserve_count,
    we_must_reserve,
)
from .withdrawal import withdrawal_asked

# ------------------------------------------------------------------ cue patterns (folded text)

# Questions about how a rule works: with no figure to compute, the law text answers them.
# The meaning of a term asked, the term pointed at or not: "o que isso quer dizer", "o que essa expressão significa".
MEANING_ASKED = (r"|\b(?:o que|oq|oque) (?:(?:isso|isto|aquilo|essa expressao|esse termo|essa frase|esse trecho|essa regra"
                 r"|essa palavra) )?(?:quer(?:em)? dizer|significa(?:m)?)\b")
INTERPRETIVE = re.compile(
    r"\bcomo funciona|\b(?:o que|oq|oque) (?:diz|dizem|significa|preve|determina|estabelece|a lei|a norma|a legislacao)|\bexpliq|\bpor que\b"
    r"|\bpor qual motivo|\bqual (?:e )?a regra|\bcomo (?:e|sao) (?:definid|calculad|feit|aplicad|decidid)|\b(?:o que|oq|oque) e\b"
    # Round 43 (f57b): the law named by its number or age before its verb ("que critério a Lei 15.142 impõe para ...?")
    r"|\blei(?: n?o? ?\d{1,2}\.?\d{3}(?:/\d{4})?| nova| antiga| federal| de \d{4})? (?:fala|diz|preve|trata|menciona|determina"
    r"|estabelece|exige|obriga|impoe|requer)|\bfala (?:algo )?sobre"
    # Round 39 (f42b): "a confirmação também é exigida no PSS?": a requirement asked, as "precisa"/"obrigatório" are.
    r"|\b(?:tem|tera) que\b|\bprecisa\b|\bdeve(?:m)?\b|\bobrigatori|\bexigid[oa]s?\b|\b(?:o que|oq|oque) acontece\b|\b(?:o que|oq|oque) ocorre\b"
    # The rule asked of a norm: "algum critério previsto em lei?", "como o decreto manda intercalar?".
    r"|\bprevist[oa]s? (?:em|na|pela|no) (?:lei|decreto|norma|legislacao)\b"
    # Round 20: "me explica a alternância e proporcionalidade": the rule's own name asked to be explained ("me explica
    # em que ordem chamam no meu concurso" asks one's own order, its vagas to come).
    r"|\bexplic\w*\b[^?]{0,25}\b(?:alternancia|proporcionalidade|criterios? de nomeac\w*|regras? de nomeac\w*)"
    r"|\bcomo (?:a lei|o decreto|a norma|a legislacao|o regulamento)(?: \S+)? (?:manda|determina|preve|estabelece|diz|define|regula)"
    # Round 26: the meaning asked after the term ("isso significa o que na prática?", "quer dizer o que?").
    r"|\b(?:significa|quer dizer)\s+o\s+que\b"
    # Round 46 (f61c): ... in the chat's words ("que diabos é isso?", "como é isso na prática?", "na prática, o que
    # significa?"): the meaning of what was named, as "o que é" asks it
    r"|\b(?:que|q) (?:diabos|diabo|raios|bicho) (?:e|sao|significa\w*|quer(?:em)? dizer)\b"
    r"|\bcomo (?:e|seria|fica|funciona) (?:isso|isto|essa regra|esse criterio|esses criterios|essa expressao|esse termo)"
    r" na pratica\b|\bna pratica,? (?:o que|oq|oque|como) (?:e|significa|quer dizer|funciona)\b"
    # ... or before it, with what is meant pointed at ("o que isso quer dizer?", "o que essa expressão significa?").
    + MEANING_ASKED
)
# Round 32 (fix32r): whether the nomination follows the law's rule, named ("tem alternância?", "segue a
# proporcionalidade?", "há intercalação entre as listas?"): asked with no count, that rule's text (art. 4º) answers.
# Round 41 (f52b): ... in the past too, of a law that was ("na lei antiga tinha alternância também?"): Lei 12.990 art. 4º.
_RULE_NAME_ASKED = re.compile(r"\b(?:tem|tera|ha|havera|existe|segue|seguem|usa|usam|aplica|aplicam|obedece|obedecem"
                              r"|tinha|teve|havia|houve|existia|seguia|seguiam|usava|usavam|aplicava|aplicavam|obedecia)\s+"
                              r"(?:a\s+|uma\s+|alguma\s+)?(?:alternancia|proporcionalidade|intercala\w*|revezamento)\b"
                              # Round 33 (lo2): ... or said of the lists or the calls ("as listas são intercaladas na
                              # nomeação?", "os cotistas são chamados de forma alternada?", "as listas se alternam?")
                              r"|\b(?:sao|e|serao|sera|ficam|fica|vao ser|vai ser|estao|esta)\s+(?:(?:chamad|nomead|convocad)\w*\s+)?"
                              r"(?:(?:de forma|de modo|de maneira|em ordem)\s+)?(?:intercalad|alternad)\w*\b"
                              r"|\bse (?:intercalam|alternam|revezam)\b|\b(?:alterna|alternam|intercala|intercalam) entre\b"
                              # Round 41 (f53b): ... or the nomination said to go alternating ("tem que ser nomeado
                              # alternando com a ampla?", "os cotistas são chamados alternando?", "precisa alternar?")
                              r"|\b(?:nomead|chamad|convocad)\w*\s+(?:de forma\s+)?(?:alternand|intercaland)o\b"
                              r"|\b(?:tem que|tem de|precisa|deve|devem|precisam)\s+(?:se\s+)?(?:alternar|intercalar)\b")


def rule_name_asked(ex: Extraction) -> bool:
    """Round 33 (lo2): whether the nomination follows the alternation, asked with no count ("as listas são intercaladas
    na nomeação?"): the rule's text, never an order whose vagas are asked for (`reconsider.reconsider` keeps it)."""
    return bool(_RULE_NAME_ASKED.search(ex.text)) and not ex.numbers


RESULT_CUE = re.compile(
    r"\bresultado final\b|\blista (?:final )?de (?:aprovados|nomeados|classificados)\b|\bplanilha\b"
    # Round 31 (p31a): "mesma tabela", "essa tabela": the cargos table already given in the thread, not a candidate list.
    r"|(?<!mesma )(?<!essa )(?<!nessa )(?<!dessa )(?<!esta )(?<!nesta )(?<!desta )"
    # Round 40 (40a): "refaz a tabela dos dois cargos": the cargos table of the thread redone, not a candidate list
    r"(?<!refaz a )(?<!refaca a )(?<!refazer a )(?<!recalcula a )(?<!refaz essa )"
    # Round 50 (f65a): "volta pra tabela: com Enfermeiro 19", "a tabela anterior": the thread's table gone back to
    r"(?<!volta a )(?<!volta pra )(?<!volta pra a )(?<!volta para )(?<!volta para a )(?<!volta na )(?<!voltar a )"
    r"(?<!voltar pra )(?<!voltar para )(?<!voltar para a )(?<!voltando a )(?<!voltando pra )(?<!volte a )(?<!volte pra )"
    r"\btabela\b(?! (?:anterior|de antes|original|inicial|do inicio)\b)"
    r"(?! d(?:e|os|as) (?:\d+ |dois |duas |tres |quatro |cinco )?cargos\b)"
    r"|\b(?:montar|gerar|calcular|fazer) (?:o )?resultado\b|\bquem (?:e|sera|serao|foi|foram) nomead"
)
# Round 34 (34f): the edital's table of cargos named ("a tabela de cargos", "o quadro de vagas", "a planilha de
# cargos do edital"): the vagas of each cargo, never the result's list of candidates (`RESULT_CUE`).
# Round 41 (f53a): a table told to be not set yet ("o quadro de vagas ainda não foi definido") is no table: the vagas
# are missing (the reserve's count, its vagas asked), never a table asked to be sent.
_TABLE_UNSET = (r"(?!\s+(?:do (?:edital|concurso) )?(?:ainda )?(?:nao|nem) (?:foi |foram |esta |estao |ta |tem |e )?"
                r"(?:definid|fechad|pront|aprovad|decidid|montad|elaborad|divulgad|publicad)|\s+(?:ainda )?(?:a definir|indefinid|em aberto))")
# Round 42 (f55b): or told unset before it is named ("ainda não fechamos o quadro de vagas"): no table either.
_UNSET_BEFORE = "".join(rf"(?<!\bnao {v} o )(?<!\bnem {v} o )" for v in (
    "fechamos", "definimos", "montamos", "fechou", "definiu", "montou", "saiu", "aprovamos"))
# ("ainda não temos o quadro de vagas" beside cargos named stays the table per cargo to be sent: h52's reading)
_CARGO_TABLE = re.compile(_UNSET_BEFORE + r"\b(?:tabela|quadro|planilha)s? (?:de|dos|das|com os|com as) (?:cargos|vagas)\b" + _TABLE_UNSET
                          # Round 35 (35f): "faça a tabela de reserva racial por cargo": the table laid out per cargo
                          + r"|\b(?:tabela|quadro|planilha)s?\b[^?.]{0,40}?\b(?:por|de cada|para cada|pra cada) cargos?\b")
# Words that make a question about these laws; weak ones need company.
STRONG_DOMAIN = re.compile(
    r"\bvagas?\b|\bcotas?\b|\bcotistas?\b|\breserv|\b15\.?142\b"
    r"|\b12\.?990\b|\bautodeclar|\bheteroidentif|\bnegr[oa]s?\b|\bpret[oa]s?\b|\bpard[oa]s?\b|\bindigen"
    r"|\bquilombol|\bampla concorrencia\b|\bracia(?:l|is)\b|\bafirmativ"
    r"|\badi 7654\b|\bigualdade racial\b|\betnic"
    # "concorrer nas duas listas" (ampla and reserve, or racial and PcD; "duas" reads "ambas" once normalised).
    r"|\b(?:duas|2|ambas(?: as)?) listas\b"
    # The laws' own dates (published 9 June 2014; 3 June 2025, in force from its publication, read as 4 June).
    r"|\b(?:0?3|0?4) de junho de 2025\b|\b0?[34]/0?6/(?:20)?25\b|\b9 de junho de 2014\b"
    # The procedure that confirms the self-declaration, named by its board ("comissão de verificação").
    r"|\b(?:comissao|banca|comite)s? (?:de |da )?(?:verificacao|validacao|confirmacao|aferi|heteroidentif)"
    # Failed by that board ("se eu for reprovada na banca?", "indeferido pela comissão"): the confirmation's rule.
    r"|\b(?:reprovad|indeferid|eliminad|barrad|recusad|nao (?:for |fosse )?(?:aprovad|confirmad|aceit))\w* "
    r"(?:na|pela) (?:banca|comissao)\b"
    r"|\balternancia\b|\bproporcionalidade\b|\bconfirmacao complementar\b"
    # Round 33 (lo): the alternation named by its other nouns ("existe intercalação entre as listas?", "as listas são
    # intercaladas?"): the same rule (Lei 15.142, art. 5º; Lei 12.990, art. 4º), as "alternância" is.
    r"|\bintercala(?:cao|coes|d[oa]s?|r|m)\b"
    # Round 33 (lo2): ... and the lists said to alternate ("as listas se alternam?", "são chamados de forma alternada?")
    # Round 41 (lo41e): ... or the call said to have to alternate ("a convocação precisa alternar entre as listas?")
    r"|\b(?:listas|nomeac(?:ao|oes)|chamadas?|convocac(?:ao|oes))\b[^?]{0,30}\balterna(?:d[oa]s?|m|r)\b|\balternad[oa]s?\b"
    r"|\b(?:alternar|intercalar)\b[^?]{0,15}\bentre (?:as )?(?:duas |2 )?listas\b"
    # A fraud's procedure and its result (Lei 15.142, art. 4º): "o resultado do procedimento de fraude vai pra onde?"
    r"|\b(?:fraude|ma-?fe)\b[^?]{0,60}\bprocedimento\b|\bprocedimento\b[^?]{0,60}\b(?:fraude|ma-?fe)\b"
    # "tem previsão de revisão dessa lei?" in a quota thread: the programme's review (Lei 15.142, art. 12).
    r"|\brevis(?:ao|ar|ada)\b[^?]{0,15}\b(?:d|n)?(?:ess|est)[ae] (?:lei|politica|programa|norma)\b"
    r"|\blei (?:nova|antiga)\b|\bnova lei\b|\bantiga lei\b|\bcadastro de reserva\b|\b(?:as|das|nas|entre as) (?:2|duas|ambas) leis\b"
    # The laws named by their year ("a lei de 2025"), or as the quota law.
    r"|\blei (?:de|da) (?:2014|2025)\b|\blei (?:federal )?de cotas\b"
    # The two laws' percentages side by side ("de 20 pra 30 por cento"): the change of law itself.
    r"|\b20 ?(?:%|por cento)?\s*(?:pra|para|a|e|ou|->)\s*(?:os )?30 ?(?:%|por cento)|\b30 ?(?:%|por cento)?\s*(?:e|ou)\s*(?:os )?20 ?(?:%|por cento)"
    # The rise itself ("subiu de 20 para 30"): a change to 30 that counts no vagas, years or people.
    r"|\bde 20 ?(?:%|por cento)? (?:pra|para|a) 30\b(?! ?(?:vagas?|anos?|dias|meses|mil|candidat|inscrit|pontos|questoes))"
)
# Where these laws apply, but also the subject of many questions they do not answer ("curso
# preparatorio para concurso", "quando sai o edital"): in scope only with something more.
CONTEXT_DOMAIN = re.compile(
    r"\bconcursos?\b|\bcertames?\b|\beditai?s?\b|\bedital\b|\bprocessos? seletivos?\b|\bpss\b|\bnomeac|\bnomead"
    r"|\btemporari|\bcontratacao temporaria"
    # Round 36 (36b): the nomination order by another name ("a ordem de convocação dos aprovados"), as "nomeação" is.
    r"|\b(?:ordem|sequencia) (?:de|da|das) (?:convocac|chamada)"
)
WEAK_DOMAIN = re.compile(
    r"\blei\b|\bcandidat|\bcargos?\b|\bservidor|\bemprego publico\b|\bfraude\b|\bbanca\b|\binscri|\baprovad"
    r"|\bclassifica|\bregulament|\bibge\b|\braca\b|\bcor\b|\bedital\b|\bvigor\b|\brevog|\bdou\b|\bpublicad"
    r"|\baplicacao\b|\bmonitor|\bacompanhament|\bavaliac|\bprazo\b|\bvigencia\b"
    r"|\b(?:passou|comecou|passa|comeca) a (?:valer|vigorar)\b|\bentrou em vigor\b"
    r"|\bministerio publico\b|\badvocacia|\bma-?fe\b|\belimina|\banulad|\bressarci|\bsanc(?:ao|oes)\b|\bdenuncia"
    r"|\bpercentual\b|\bporcentagem\b|\b(?:20|30) ?(?:%|por cento)|\b(?:vinte|trinta) por cento\b"
    # The rounding of a fraction of a vaga ("como a lei manda arredondar a fração?"), with a law or vaga word beside it.
    r"|\barredond\w*|\bfrac(?:ao|oes)\b"
)
# A decimal said to turn whole ("7,8 vira 8 por qual regra?", "o 0,5 sempre sobe?", "e se desse 0,5 exato?"): a fraction
# of a vaga rounded (art. 5º, § 2º), in scope with no quota word (Round 46, lo46b); a grade or a score rounded is not.
DECIMAL_ROUNDED = re.compile(
    r"(?<![\d,.])\d+,\d+\b(?:,? \w+){0,3}?,? (?:vira|viram|virar|viraria|sobe|sobem|subiria|desce|descem"
    r"|desceria|vai (?:pra|para) (?:cima|baixo)|vao (?:pra|para) (?:cima|baixo)|passa a ser|conta como)\b"
    r"|(?<![\d,.])\d+,\d+ (?:exat[oa]s?|exatamente|cravad[oa]s?|certinh[oa]s?)\b"
    # Round 49 (f64b): the whole number it turns into offered later on ("deu 1,3 vaga pcd, o decreto sobe pra 2 ou desce
    # pra 1?", "deu 3,6, vai pra 4 ou fica 3?"): the rounding asked, the decimal its premise, never vagas to question.
    r"|(?<![\d,.])\d+,\d+\b[^?]{0,60}?\b(?:(?:sobe|subir|subiria|desce|descer|desceria|vira|viraria|arredonda)"
    r" (?:pra|para) (?:o )?\d+\b|(?:vai|iria|fica|ficaria) (?:em |pra |para )?\d+ ?(?:\?|ou\b))")
_SCORE_ROUNDED = re.compile(r"\bnotas?\b|\bmedias?\b|\bpontos?\b|\bpontuac|\bprovas?\b|\bredac|\bidade\b|\banos?\b")
# When a future edital or concurso comes out, in any voice ("qual a previsão do edital do X?", "tem data para o
# próximo concurso?", "quando abre o concurso do X em 2027?").
_NEXT_EDITAL = (
    r"\bprevis(?:ao|oes|to|ta)\b(?! (?:legal|em lei|na lei|no decreto|de (?:cotas?|reserva|vagas reservadas)))"
    r".{0,40}\b(?:edita(?:l|is)|concursos?|certames?|selecao|processo seletivo)\b"
    r"|\b(?:edital|concurso|certame)\b.{0,40}\b(?:esta |ja esta )?previsto (?:para|pra)\b"
    r"|\bquando (?:sai|saira|vai sair|abre|abrira|vai abrir|sera publicado|vai ser publicado|publicam|vao publicar"
    r"|lancam|vao lancar|teremos|tera|vai ter|havera|tem)\b (?:o |um |a )?(?:proxim[oa] |nov[oa] )?(?:edital|concurso|certame)"
    r"|\b(?:data|mes|ano) (?:d[oa] |para o |pro )?(?:proxim[oa]|nov[oa]) (?:edital|concurso|certame)"
    # (Round 49, f64a: "o próximo concurso do INSS que ainda vai sair" describes the selection, asks no date of it)
    r"|\b(?:proximo|novo) (?:edital|concurso|certame)\b(?![^?]{0,40}\bque (?:ainda )?(?:vai |vao |ira |deve )?(?:sair|sai|abrir)\b"
    r"(?![^?]*\b(?:quando|data)\b)).{0,40}\b(?:quando|sai|saira|vai sair|data|autorizad)"
    r"|\bconcursos? autorizados?\b"
    # Round 27 (fix27k): whether a body will open one at all, asked or heard of ("alguém sabe se o X vai abrir concurso?",
    # "o Y vai lançar edital em 2027?", "novidades do concurso do Z"): news of a concurso, not these laws.
    r"|\b(?:se|sera que)\b(?: \w+){0,6}? (?:vai|vao|ira|irao|deve|devem) (?:abrir|lancar|publicar|soltar|ter|sair)"
    r" (?:um |o |novo |outro )?(?:concurso|edital|certame)\b"
    r"|\b(?:vai|vao|ira|irao) (?:abrir|lancar|ter|sair) (?:um |o |novo |outro )?(?:concurso|edital|certame)\b[^?,]{0,40}"
    r"\b(?:ano que vem|esse ano|este ano|proximo ano|em 20\d\d)\s*\?"
    r"|\b(?:noticias?|novidades?|rumores?|boatos?)\b(?: \w+){0,3}? (?:d[oa]s? |de |sobre (?:o |a )?)?(?:proxim[oa] )?(?:concurso|edital)"
    # Round 41 (f52b): whether a date is out yet for a named edital ("já tem data pro edital do X 2027?"), or the edital
    # heard as a rumour ("o edital do X ... ou é só boato?"): news of a concurso as well, whatever year it names.
    r"|\b(?:tem|ha|existe|saiu|sabem?)\b (?:a |alguma )?data (?:d[oa]|para o|pro|pra)"
    r" (?:proxim[oa] |nov[oa] )?(?:edital|concurso|certame)\b"
    r"|\b(?:edital|concurso|certame)\b[^?]{0,60}\b(?:so|apenas|mero|puro)\s+(?:(?:no|na|um|uma)\s+)?(?:boatos?|rumor(?:es)?"
    r"|especulac\w*)\b"
)
# Concurso topics these laws do not answer (high precision; the classifier generalises).
# What a policy changes in the service's make-up (Round 48, 48a): the outcome a question of effects names.
_OUTCOME = (r"\b(?:diversidade|representatividade|representacao|composicao (?:racial|etnic\w*|do|dos|da)"
            r"|numero de (?:negros|pretos|pardos|indigenas|servidores|cotistas)|presenca de (?:negros|pretos|pardos|indigenas))")
OFF_TOPIC = re.compile(
    # (Round 40, 40a: not the exam's date set against the edital's, "por que importa a data do edital e não a data da
    # prova?": which date decides the law, art. 11)
    r"\bsalario|\bremuneracao|\bvencimento basico|\bnota de corte|(?<!nao a )(?<!nao da )\bdata da prova|\bgabarito"
    r"|\bconteudo programatico"
    # Round 42 (f55a): notions of administrative law asked for themselves ("qual a diferença entre cargo em comissão e
    # função de confiança?", "o que é função gratificada?"): not these laws, unless a quota word names the reserve.
    r"|\b(?:diferenca|diferencas|distincao) entre\b[^?]{0,30}\b(?:cargos? (?:em|de) comissao|comissionad\w*|func(?:ao|oes) (?:de confianca"
    r"|gratificada)|estatutari\w*|celetistas?)\b"
    r"|\bo que (?:e|sao|significa) (?:um |uma |o |a )?(?:cargos? (?:em|de) comissao|func(?:ao|oes) (?:de confianca|gratificadas?))\b"
    # Round 41 (41c): the exam postponed or moved, heard as a rumour ("tão dizendo que a prova vai ser adiada pra março")
    r"|\bprovas?\b[^?]{0,40}\b(?:adiad|remarcad|transferid)\w*|\b(?:adi|remarc)(?:ou|aram|ar|am|aria|ada|adas)\b[^?]{0,20}\bprovas?\b"
    # Round 40 (40a): how the edital itself is published ("como faço pra publicar o edital no DOU?"): the body's procedure
    r"|\bpublica\w*\b[^?]{0,12}\bedital\b[^?]{0,12}\b(?:no |na |em )?(?:dou|diario oficial)\b"
    r"|\btaxa de inscricao|\bquando (?:sai|saira|vai sair) o (?:edital|resultado)|\blocal de prova|\bbanca organizadora"
    # Round 39 (f42b): the exam board chosen, hired or compared ("estamos licitando a banca examinadora", "qual banca tem
    # melhor custo-benefício?"): a procurement of the body, not these laws (a confirming "banca" brings a quota word).
    r"|\bbanca examinadora|\b(?:licit|contrat|escolh|compar|cotac)\w*\b[^?.]{0,20}\b(?:a |uma |as |de |da )?bancas?\b"
    r"|\b(?:qual|que|quais) (?:a )?(?:melhor )?bancas?\b[^?.]{0,40}\b(?:custo|preco|barat|melhor|mais em conta|contratar)"
    r"|\b(?:cebraspe|cespe|fgv|cesgranrio|vunesp|fcc|quadrix|idecan|aocp|consulplan)\b[^?]{0,60}\b(?:custo|preco|barat|orcamento|licitac)"
    r"|\bquantas vagas (?:tem|tera|vai ter|abriu|abre|abrira|oferece|ofereceu) o (?:proximo )?(?:concurso|edital) d[oa]\b"
    # "quantas vagas vão abrir nesse concurso?": what the next edital will offer, not a count given to compute.
    r"|\bquantas vagas (?:vao|vai|devem|deve|irao|ira) (?:abrir|ser abertas|ser oferecidas|ser ofertadas|sair|ter)\b"
    # How many vagas a concurso offers, in any word order: the edital says it, these laws do not.
    r"|\bquantas vagas\b.*\b(?:concurso|edital|certame|selecao) d[oa]s? |\b(?:concurso|edital|certame) d[oa]s? \w+.*\bquantas vagas\b"
    # Marks and the exam itself (points, right answers, essay, physical test, age limits).
    r"|\bnota (?:minima|final|de aprovacao)|\b\d+ pontos\b|\bvale quantos pontos|\bquantos pontos|\bacertos\b"
    r"|\bquantas questoes|\bprova (?:objetiva|discursiva|oral|pratica)|\bprova de redacao|\bteste de aptidao|\btaf\b"
    # The exam board's own work (a question annulled, a wrong answer key, the syllabus charged).
    r"|\banula\w* (?:a |uma |as |essa |esta )?quest|\bquest(?:ao|oes) (?:errad|anulad|mal formulad|com erro)"
    r"|\bcobra\w* (?:materia|conteudo|assunto)|\bmaterias? (?:que )?(?:nao )?(?:ta|esta|estao|tava) no edital"
    # Round 43 (43b): the body's physical requirements as the age limits are ("a altura mínima da PF é menor pra quem
    # concorre pela cota?"): the career's law and the edital, not these laws.
    r"|\bidade (?:maxima|minima)|\b(?:altura|estatura) (?:maxima|minima)\b"
    r"|\brecurso (?:da|contra a?) (?:prova|nota|questao|gabarito)"
    # When the exam, its result or the registration happens: the concurso's calendar, never a law's date.
    r"|\bquando (?:vai ser|sera|e|sai|saem|saira|vai sair|vao sair|comeca|comecam|abre|abrem|termina|terminam|encerra"
    r"|encerram|acontece|acontecem|divulga|divulgam|publica|publicam)\b.{0,40}\b(?:provas?|resultados?|inscric"
    r"|gabaritos?|posse|convocac|homologac|aplicac)"
    # Round 39 (f43b): the concurso's schedule by its noun ("qual o cronograma de provas?", "o cronograma do concurso"):
    # its calendar too, even after a figure (no fragment of the thread's count or place).
    r"|\bcronogramas?\b(?: (?:previsto|oficial|atualizado))?(?: d[aoe]s? (?:\w+ )?(?:provas?|concursos?|certames?|editais?|edital"
    r"|selec\w*|etapas?|fases?|inscric\w*|nomeac\w*|convocac\w*|posse|resultados?)\b|\s*\??$)"
    # When the next edital or concurso comes ("previsão do próximo edital", "quando abre o concurso"): its
    # calendar, even with a year; "previsão legal", "previsão na lei" is a provision of a norm, not a date.
    r"|" + _NEXT_EDITAL
)
# Competition between candidates ("candidatos por vaga", "qual a concorrencia", "15 mil inscritos"): a ratio
# of the concurso, never a quota figure, even when the question carries counts or a year.
COMPETITION = re.compile(
    r"\bcandidatos? por vaga|\brelacao candidatos?|\b(?<!ampla )concorrencia (?:d[oa]|n[oa]|foi|esta|sera|vai)\b"
    r"|\bqual (?:e |foi |sera )?a concorrencia\b|\b(?:mil|\d+) inscritos\b|\bquant[oa]s inscritos\b|\bnumero de inscritos\b"
)
# Round 34 (34h): a requirement of the cargo the quota is asked to waive ("posso entrar pela cota mesmo sem o médio?",
# "mesmo com essa idade?", "mesmo não tendo diploma?"): the cargo's law and the edital set it, not these laws, so a
# "Sim" of eligibility would answer what was not asked. (Round 34, lead: "mesmo com os 10 anos da lei vencidos" is the
# law's term, art. 6º of Lei 12.990, not a person's age.)
REQUIREMENT_WAIVED = re.compile(
    r"\bmesmo (?:sem|com|tendo|nao tendo|sem ter)\b(?: (?!vagas?\b|cotas?\b)\w+){0,3}? (?:ensino (?:medio|fundamental|superior)"
    r"|medio|fundamental|\d+a? serie|diplomas?|escolaridade|estudos?|faculdade|curso superior|experiencia|cnh"
    r"|carteira de motorista|idade|\d{2} anos(?! de (?:validade|vigencia))(?! d[aoe]s? (?:lei|prazo|norma|programa|politica|reserva|cotas?)))\b"
    # Round 43 (43b): an age or physical requirement asked to differ for who uses the reserve ("a altura mínima é menor
    # pra quem concorre pela cota?", "cotista tem idade máxima diferente?", "o TAF é mais fácil pra cotista?"): the
    # career's law and the edital set it; these laws set none (art. 6º only keeps optants in every stage).
    r"|\b(?:idade|altura|estatura) (?:maxima|minima)\b[^?]{0,40}\b(?:menor|maior|diferente|mais (?:baixa|alta|facil|branda)"
    r"|reduzid\w*|muda)\b"
    r"|\b(?:taf|teste de aptidao fisica|testes? fisicos?|provas? fisicas?)\b[^?]{0,40}\b(?:diferente|mais (?:facil|leve|brando)"
    r"|reduzid\w*|muda|menor)\b"
    r"|\b(?:menor|maior|diferente|mais (?:baixa|alta|facil|leve|branda))\b[^?]{0,30}\b(?:idade|altura|estatura|taf|testes? fisicos?"
    r"|provas? fisicas?)\b"
)
# Pay and allowances the servant receives once in office ("servidor negro tem algum adicional depois de empossado?",
# "cotista ganha gratificação?"): the career's statute, not these laws, even asked of a group with "tem direito".
JOB_BENEFIT = re.compile(
    r"\b(?:tem|tera|teria|terao|recebe|recebem|recebera|ganha|ganham|ganhara|direito a|direito ao)\b(?: (?!vagas?\b)\w+){0,3}"
    r" (?:adicional|auxilios?|gratificac(?:ao|oes)|bonus|bonificac(?:ao|oes)|abono|vantage(?:m|ns)(?: financeira| pecuniaria)?)\b"
)
# Round 31 (fix31r): the cut-off mark a past or named concurso had ("a nota de corte pcd no último concurso do X", "a
# de 2023"): a figure of that concurso, which no law sets, even asked of the PcD list (Decreto 9.508 sets no mark).
# (A rule verb between asks the law: "a nota de corte da ampla vale para os cotistas no concurso de 2025?")
_PAST_CUTOFF = (r"\bnotas? de corte\b(?:(?!\b(?:vale|valem|valia|pode|podem|deve|devem|permite|precisa|tem que|muda)\b)[^?])"
                r"{0,60}\b(?:(?:n|d)[oa] (?:ultim[oa]|penultim[oa])\b|(?:concurso|edital|certame"
                r"|selecao|prova) (?:passad[oa]|anterior)\b|ano passado\b|(?:de|em) 20\d\d\b)"
                # Round 44 (44a): the mark asked in the past tense ("qual foi a nota de corte da lista pcd no concurso do
                # X?"): what that concurso had, never a rule
                r"|\b(?:qual|quanto|quais) (?:foi|foram|era|eram|ficou|ficaram) (?:a |as )?notas? de corte\b")
PAST_CUTOFF = re.compile(_PAST_CUTOFF)
# Holding two public posts at once ("posso acumular os dois?", "acumulação de cargos"): the Constitution's rule (art. 37,
# XVI), not these laws. Round 29 (fix29r): another post and "acumular" after it ("posse em outro cargo de professor e
# acumular?"). Round 40 (f49a): the post with its article ("acumular o cargo de professor federal com outro estadual").
# Round 54 (f69b): "acumular com outro cargo de professor": the other post named after "com" too.
_ACCUMULATION = (r"\bacumul\w* (?:os dois|os 2|dois cargos|2 cargos|(?:o |a |um |uma |os |as |meu |minha )?(?:cargos?"
                 r"|empregos?|vinculos?|funcao|funcoes)|com (?:o |meu |um |uma )?(?:outr[oa] |mais um |segund[oa] )?"
                 r"(?:cargo|emprego|vinculo|funcao))\b"
                 r"|\bacumulacao de (?:cargos?|empregos?|vinculos?)\b"
                 r"|\b(?:outro|segundo|mais um|novo) (?:cargo|emprego)\b[^?]{0,40}\bacumul\w*")
ACCUMULATION = re.compile(_ACCUMULATION)
# What a board is said to do ("pode eliminar", "reprovou"), after "que (a) banca" (two lookbehinds: fixed widths)
_BOARD_ACTS = (r"(?:pode|podem|podera|poderia|deve|elimina|eliminar|eliminou|reprova|reprovar|reprovou|exige|exigiu"
               r"|barra|barrou|anula|anulou|indefere|indeferiu|cancela|cancelou)\b")
# Facts of one concurso or of the job itself (pay, the exam's calendar, how many enrolled, the term to take
# office, probation, tenure, working hours, what a cut-off mark was): no quota law answers them, so a quota word
# in passing ("a nota de corte dos cotistas, qual foi?", "o cotista tem estabilidade?") does not bring them in.
# "qual a banca do concurso?", "quem é a banca?": the company that runs the exam, not the board confirming a race.
# (Round 29, p29d: "que" joining a clause, "vc acha que a banca pode me reprovar?", asks no board's name)
# (Round 34, 34f: "a tabela de cargos que a banca calculou": a relative clause, the banca the author of a figure HR
# checks, never which banca runs the concurso)
# (Round 40, lead: "o que a banca leva em conta?" asks what the board weighs, not which board)
WHICH_BANCA = re.compile(r"\b(?:qual|(?<!acha )(?<!acho )(?<!pensa )(?<!sabe )(?<!diz )(?<!disse )(?<!verdade )(?<!o )que|quem)"
                         r" (?:e |sera |vai ser |foi )?(?:a )?banca\b(?! (?:de |da )?(?:heteroid|verific|valid|confirm|aferi|avaliac))"
                         r"(?! (?:calculou|publicou|fez|reservou|montou|divulgou|elaborou|apresentou|aplicou|usou|somou)\b)"
                         # Round 41 (41c): a clause told or heard ("li numa matéria que a banca pode eliminar quem se
                         # declarar pardo", "falaram que a banca reprova"): what the board may do, never which board
                         rf"(?!(?<=\bque a banca) {_BOARD_ACTS})(?!(?<=\bque banca) {_BOARD_ACTS})")
# Round 37 (f40b): who passes a question on, after the one named ("... do cursinho quer saber", "perguntou", "ficou na
# dúvida"): a negative lookahead, so the speaker's group is never read as the topic asked.
_RELAYED_BY = (r"(?!\s*(?:(?:me|nos|te|lhe)\s+)?(?:quer|querem|queria|queriam|gostaria|gostariam|perguntou|perguntaram|pergunta"
               r"|perguntam|pediu|pediram|(?:esta|ta|tao|estao)\s+(?:perguntando|discutindo|debatendo|em duvida|com duvida)"
               r"|(?:ficou|ficaram|fica|ficamos)\s+(?:com|na|em)\s+(?:uma\s+)?duvida|tem\s+(?:uma\s+)?duvida|discutiu|debateu"
               r"|levantou|levantaram"
               # Round 40 (lo40b): or gives a figure ("tá errado, meu cursinho disse que são 30 vagas"): the course is
               # whose word it is, the figure the case's (a correction), never the course asked about
               r"|(?:disse|disseram|diz|dizem|falou|falaram|fala|falam|afirma|afirmou|garante|garantiu|ensinou|explicou)\s+que)\b)")
# The cut-off a concurso had, asked ("a nota de corte dos cotistas ficou em quanto?").
_CUTOFF_VALUE = r"\bnotas? de corte\b.{0,60}\b(?:ficou|foi|era|fica|ficaram) (?:em )?quanto\b"
# Round 49 (f64c): the mark a member of a list made or needed ("quanto tirou o último convocado da cota?", "quanto
# precisou tirar o último aprovado da lista de negros?", "quanto o último cotista fez?"): that concurso's result, which
# no law sets; a law named asks its rule ("quanto a lei manda o cotista tirar?").
_LIST_MEMBER = (r"(?:ultim[oa]s?|penultim[oa]s?|cotistas?|convocad[oa]s?|aprovad[oa]s?|chamad[oa]s?|nomead[oa]s?"
                r"|classificad[oa]s?|negros?|pretos?|pardos?|indigenas?|quilombolas?|optantes?)")
_MARK_VERB = (r"(?:precis\w+ (?:de )?|teve (?:que|de) |tiveram (?:que|de) )?(?:tirar|tirou|tiraram|fez|fizeram|fazer|marcou"
              r"|marcaram|pontuou|pontuaram|obteve|obtiveram)\b")
_MARK_MADE = (r"^(?![^?]*\b(?:lei|leis|decreto|norma|legislacao|15\.?142|12\.?990)\b)[^?]*?(?:"
              rf"\bquanto {_MARK_VERB}[^?]{{0,60}}\b{_LIST_MEMBER}\b"
              rf"|\bquanto (?:(?:o|a|os|as) )?{_LIST_MEMBER}\b(?: \w+){{0,4}} {_MARK_VERB})")
# Round 44 (f59c): one concurso's published data asked for ("alguém tem a planilha?", "onde vejo a classificação dos
# cotistas?", "a lista de aprovados da cota já saiu?"): the banca's and the body's publication, which no law holds;
# a result to compute from a list ("tenho a lista, como fica o resultado com a reserva?") is `RESULT_CUE`'s.
_DATA_NOUN = (r"(?:planilhas?|listas?|listagens?|classificac(?:ao|oes)|resultados?|gabaritos?|notas? de corte"
              r"|relac(?:ao|oes) de (?:aprovados|classificados|nomeados))")
PUBLISHED_DATA = re.compile(
    rf"\b(?:alguem|voce|vc|voces|vcs|vcs ai|voces ai) (?:tem|teria|tem ai|sabe onde (?:tem|esta|ta|acho)|conseguiu|achou|viu)"
    rf" (?:a |o |as |os )?{_DATA_NOUN}\b"
    rf"|\bonde (?:eu )?(?:vejo|encontro|acho|consulto|baixo|confiro|olho|esta|ta|fica|sai|saiu) (?:a |o |as |os )?{_DATA_NOUN}\b"
    # (asked, its clause closed by "?": "já saiu o resultado e tô no cadastro. serei convocada?" tells it)
    rf"|\b(?:ja )?(?:saiu|sairam|publicaram|divulgaram|soltaram) (?:a |o |as |os )?{_DATA_NOUN}\b(?=[^.!;,?]{{0,60}}\?)"
    rf"|\b{_DATA_NOUN}\b[^?.!;]{{0,60}}\b(?:ja saiu|saiu|sairam|ja (?:foi |foram )?(?:publicad|divulgad)\w*"
    r"|foi (?:publicad|divulgad)\w*|foram (?:publicad|divulgad)\w*)\s*\?"
    r"|\b(?:qual|quais|cade|onde)\b[^?.]{0,20}\b(?:classificac(?:ao|oes)|listas?|listagens?|resultados?)"
    r" (?:publicad|divulgad|oficia)\w*"
    rf"|\bcade (?:a |o |as |os )?{_DATA_NOUN}\b"
    r"|" + _CUTOFF_VALUE
)
_RESULT_COMPUTED = re.compile(r"\bcalcul\w*|\bcomo (?:fica|ficaria|ficam|faco|faz|monto|montar|aplico|aplicar)\b"
                              r"|\b(?:montar|gerar|fazer|refazer) (?:o |a )?(?:resultado|lista|classificac)")


def published_data(t: str) -> bool:
    """One concurso's published data asked for (`PUBLISHED_DATA`), no result asked to be computed from it."""
    return bool(PUBLISHED_DATA.search(t)) and not _RESULT_COMPUTED.search(t)


# Round 49 (f64c): a concurso's marks or lists asked (cut-off, the mark someone made, its published data): the
# refusal says these are the banca's results and what the assistant covers instead.
_CONCURSO_RESULT = re.compile(r"\bnotas? (?:de corte|minima|final|de aprovacao)\b|\bpontuac\w*\b|\bquant[oa]s pontos\b"
                              r"|" + _MARK_MADE)


def concurso_result(t: str) -> bool:
    """A concurso's marks or lists asked for (`_CONCURSO_RESULT`, `published_data`)."""
    return bool(_CONCURSO_RESULT.search(t)) or published_data(t)


# Round 50 (page drive): the cargo's pay or conditions asked ("qnt ta pagando esse cargo?", "qual o salário do
# analista?", "a jornada é de quantas horas?"): the refusal says where they are, not a bare "fora do que eu cubro".
_JOB_TERMS = re.compile(r"\bsalari\w*|\bremuneraca\w*|\bvencimentos?\b|\bquanto (?:ganha|paga|vou ganhar|vai ganhar|recebe)\b"
                        r"|\bpagando\b|\bpaga quanto\b|\bjornada\b|\bcarga horaria\b|\bbeneficios\b")


def job_terms(t: str) -> bool:
    """The cargo's pay, hours or benefits asked (`_JOB_TERMS`)."""
    return bool(_JOB_TERMS.search(t))


# Round 53 (f68b): the registration fee and its waiver however worded, a sum or the slip between ("não pagar os 90 reais
# da inscrição", "sem pagar o boleto"), free enrolment ("gratuidade", "de graça") or the ground of a waiver named beside
# a fee or a payment (CadÚnico/NIS, bone-marrow donor): the edital's and other laws', never the reserve's.
_FEE = r"(?:taxas?|inscric(?:ao|oes)|boletos?)"
_UNPAID = (r"(?:nao (?:pagar|pague|pago|paga|precisar pagar|precisa pagar|ter que pagar|ter de pagar)|sem pagar"
           r"|deixar de pagar|gratuidade|gratuit[ao]s?|gratis|de graca|isent[oa]s?|isenc\w*)")
_WAIVER_GROUND = r"(?:cad ?unico|cadastro unico|nis|doador\w* de medula|medula ossea)"
FEE_WAIVER = (rf"\b{_UNPAID}\b(?: [\w$]+){{0,4}}? {_FEE}\b|\b{_FEE}\b[^?.]{{0,30}}\b{_UNPAID}\b"
              rf"|\b{_WAIVER_GROUND}\b[^?]{{0,80}}\b(?:{_FEE}|pag(?:ar|o|a|ando)|pagamento)\b"
              rf"|\b(?:{_FEE}|pag(?:ar|o|a|ando)|pagamento)\b[^?]{{0,80}}\b{_WAIVER_GROUND}\b")
# Round 53 (f68b): how a selection is built, how many stages or exams it has and whether it has an essay, oral or títulos
# exam ("o concurso interno tem quantas fases?", "vai ter prova oral?"): the edital's. The law's own stages stay in:
# the optants in every stage (art. 6º) and the confirmation procedure (art. 3º) keep a quota, group or board word. The
# selection is named ("e quantas etapas tem?" after a law answer may ask of the confirmation procedure).
_LAW_STAGE_WORDS = (r"heteroidentif|comissao|banca|autodeclar|confirmac|verificac|cotas?\b|cotistas?|reserv|optante|negr"
                    r"|pret[oa]|pard|indigen|quilombol|racia|pcd\b|deficien")
SELECTION_STRUCTURE = (rf"^(?!.*(?:{_LAW_STAGE_WORDS}))(?=.*\b(?:concurs|certame|selec|processo seletivo|edita|pss\b|provas?\b))"
                       r".*?(?:\bquant[ao]s (?:etapas?|fases?|provas?)\b"
                       r"|\b(?:tem|tera|teria|vai ter|havera|teve|possui|terao) (?:alguma |uma )?(?:prova|etapa|fase)s? "
                       r"(?:discursivas?|ora(?:l|is)|praticas?|de titulos|de redacao|fisicas?)\b)")
CONCURSO_LOGISTICS = re.compile(rf"{FEE_WAIVER}|{SELECTION_STRUCTURE}")
# Round 54 (lo54b): how many stages the optant goes through ("quantas fases o cotista precisa passar?", "quantas etapas
# tem quem concorre pela cota?"): no count of vagas, the law's stages (art. 6º, art. 3º, § 1º: `law_cues.stages_topic`).
# The PcD candidate's stages are the decree's (art. 4º) and keep their own reading.
_STAGE_COUNT = re.compile(r"\bquant[ao]s (?:etapas?|fases?)\b")
_OPTANT_NAMED = re.compile(r"\bcotistas?\b|\boptantes?\b|\bcotas?\b|\breserva\b|\bvagas? reservadas?\b")


def stage_count_asked(t: str) -> bool:
    """The number of stages asked of the optant (folded text; see `_STAGE_COUNT`)."""
    return bool(_STAGE_COUNT.search(t) and _OPTANT_NAMED.search(t)) and not PCD_WORDS.search(t)


def concurso_logistics(t: str) -> bool:
    """The fee, its waiver or the selection's make-up asked (`CONCURSO_LOGISTICS`): the refusal points to the edital."""
    return bool(CONCURSO_LOGISTICS.search(t))
CONCURSO_FACT = re.compile(
    r"\bsalario|\bremuneracao|\bvencimento basico|\bquanto ganha|\bjornada\b|\bestagio probatorio|\bestabilidade\b"
    # Round 47 (47b): the complaint channel's own procedure ("qual o prazo de resposta da ouvidoria?") and data-protection
    # or access-to-information requests (LGPD, LAI): other laws, not the reserve's
    r"|\b(?:prazo|quantos dias|em quanto tempo)\b[^?.]{0,30}\b(?:ouvidoria|sac|fala\.? ?br|protocolo|manifestac\w*)\b"
    r"|\b(?:ouvidoria|sac)\b[^?.]{0,30}\b(?:prazo|quantos dias|em quanto tempo)\b"
    r"|\blgpd\b|\bprotecao de dados\b|\blei de acesso a informac\w*"
    # Round 34 (34e): chat's "qnt ganha um analista?" ("qnt" reads "quantas", `typos._ABBREVIATIONS`): the pay asked too.
    r"|\bquantas? ganha\b"
    # Round 35 (35a): the pay of the one asked for, a subject between ("quanto ele ganha se passar?", "quanto a minha
    # filha vai receber?"): the pay, as "quanto ganha" asks, never the thread's calculation continued.
    r"|\bquanto (?:ele|ela|eles|elas|vc|voce|eu|(?:o|a|meu|minha) (?:minha |meu )?\w+) (?:ganha|ganharia|ganhara|vai ganhar"
    r"|recebe|receberia|recebera|vai receber)\b(?! (?:de )?(?:vagas?|cotas?|reserva))"
    # Round 34 (lead): how long the concurso stays valid ("quanto tempo vale esse concurso?"): its validity is the
    # edital's and the Constitution's (art. 37, III), not these laws'.
    r"|\bquanto tempo (?:vale|dura|fica valendo|tem de validade)\b[^?]{0,20}\b(?:concurso|certame|selecao|processo seletivo)\b"
    # Round 40 (40a): ... nor the term of a temporary contract ("quanto tempo dura o contrato temporário?": Lei 8.745/1993)
    r"|\bquanto tempo (?:vale|dura|duram)\b[^?]{0,12}\bcontratos?\b"
    # Round 40 (40a): a cut-off mark asked of the assistant ("e a nota de corte da reserva, você tem?"): a concurso's figure
    r"|\bnotas? de corte\b[^?]{0,40}\b(?:voce|vc|voces|vcs) (?:tem|teria|sabe|saberia)\b"
    # Round 26 (holdout23): the job's pay additions ("como calcular o adicional de insalubridade dos temporários?")
    r"|\badicional (?:de |por )?(?:insalubridade|periculosidade|noturno|de ferias|de tempo)|\binsalubridade\b|\bpericulosidade\b"
    # Round 50 (f65c): chat's "qnt ta pagando esse cargo?" ("qnt" reads "quantas"); the first pay ("vencimento inicial")
    r"|\bquant[oa]s? (?:esta |ta |tá )?pag(?:a|ando)\b(?! (?:de )?(?:vagas?|cotas?|reserva))|\bpaga quanto\b"
    r"|\bvencimento inicial\b|\bquanto (?:eu )?(?:vou|vai|iria|ia) (?:ganhar|receber)\b(?! (?:de )?(?:vagas?|cotas?|reserva))"
    # Round 30 (fix30r): the pay by its slip or a sum guessed ("o contracheque vem com uns quantos mil?")
    # Round 31 (fix31r): the taxes and deductions on that pay ("IR retido na fonte do servidor", "desconto da
    # previdência no salário"): the tax law and the career's statute, not these laws.
    r"|\bimposto de renda\b|\birrf\b|\bretid[oa]s? na fonte\b|\bcontribuicao previdenciaria\b|\baliquota do (?:ir|imposto)\b"
    r"|\bcontra-?cheques?\b|\bholerites?\b|\b(?:uns |umas )?quantos mil\b(?! (?:inscritos|candidatos|pessoas|vagas))"
    r"|" + _CUTOFF_VALUE + r"|" + _MARK_MADE +
    # Round 40 (40b): the cut-off's value told, to be checked ("a banca diz que a nota de corte dos cotistas foi 60,
    # confere?"): that concurso's figure too, which no law sets.
    r"|\bnotas? de corte\b[^?]{0,40}\b(?:foi|era|ficou|fica|ficaram|e|sera|vai ser|seria|deu)\s+(?:de |em )?\d+(?:[,.]\d+)?\b"
    r"(?!\s*(?:vagas?\b|%|por cento))"
    r"|" + _PAST_CUTOFF +
    # Round 31 (p31a): the cut-off relayed as what someone wants to know ("deseja saber a nota de corte dos cotistas");
    # one of a dated concurso ("no concurso do banco de 2021") is `_PAST_CUTOFF`'s.
    r"|\b(?:saber|informar|informe|consultar|conhecer|pergunta|perguntou)\b (?:qual (?:e |foi |era )?)?(?:a |as )?notas? de corte\b"
    r"|\bposse\b.{0,40}\b(?:dias|prazo|quando|quanto tempo)\b|\b(?:prazo|dias|quanto tempo)\b.{0,40}\bposse\b"
    # The papers asked when taking office ("documentos exigidos na posse"): the statute and the edital, not these laws.
    # (Papers proving a group or a disability are the confirmation's, art. 3º: a quota or PcD word keeps them in.)
    r"|^(?![^?]*\b(?:comprov|autodeclar|quilombol|indigen|negr|pret[oa]|pard|pcd|deficien|laudo|cotista|cota|heteroid|raca|etnic))"
    # (Round 36, f38a: "documentação", "papéis" too, asked by HR of the one appointed: "que documentação o setor de pessoal
    # deve pedir ao nomeado no ato da posse?")
    r"[^?]*?(?:\b(?:documentos?|documentacao|papeis)\b[^?]{0,80}\b(?:posse|admissao)\b"
    r"|\b(?:posse|admissao)\b[^?]{0,30}\b(?:documentos?|documentacao|papeis)\b)"
    r"|\b(?:entrar|entra|entro|entrada) em exercicio\b|\bem exercicio\b.{0,30}\b(?:dias|prazo)\b"
    r"|\b(?:qual|quanto|quais) (?:e |foi |era |sera |vai ser |foram )?(?:a |as )?notas? de corte|\bnotas? de corte\b.{0,40}\b(?:qual|quanto|quais) (?:e|foi|era|sera|foram)\b"
    # Round 34 (34a): the value of a concurso's minimum mark asked ("pergunta qual a nota mínima para ser aprovado como
    # cotista no concurso dele"): the edital's figure, as the cut-off is (whether the law sets one, "a lei exige nota
    # mínima diferente?", names the law and stays in).
    # Round 38 (f41b): the same worded as a score ("qual a pontuação mínima que os cotistas precisaram no CNU?").
    r"|\b(?:qual|quanto|quais) (?:e |foi |era |sera |vai ser |foram )?(?:a |as )?(?:notas?|pontuac(?:ao|oes)) minimas?\b"
    r"(?![^?.]{0,60}\b(?:lei|leis|decreto|norma|legislacao)\b)"
    # Round 46 (f61c): ... or as the points someone needs or made ("quantos pontos os cotistas precisaram fazer pra
    # passar?", "qual nota o cotista precisa pra passar?"), no law named (whether the law sets a mark is its own)
    r"|^(?![^?]*\b(?:lei|leis|decreto|norma|legislacao|15\.?142|12\.?990)\b)[^?]*?(?:\bquant[oa]s pontos\b"
    r"|\b(?:qual|que|quanto de) (?:nota|pontuacao)\b[^?]{0,30}\b(?:pra|para) (?:passar|ser aprovad\w*|entrar)\b)"
    r"|\bquant[oa]s (?:\w+ ){0,2}(?:se )?inscr(?:it|ev)|\bnumero de inscritos"
    # Benefits and the job after nomination (leave, allowances, workplace, transfer): the statute, not these laws.
    r"|\bferias\b|\bauxilio|\bajudas? de custo|\bdiarias?\b|\bpassage(?:m|ns) (?:aere\w*|de (?:onibus|aviao|ida|volta))|\bpassage(?:m|ns)\b.{0,30}\b(?:viaj|prova\b)|\bhospedage|\breembols"
    # What the job requires (schooling, a diploma, experience): the cargo's law, not these.
    # Round 39 (f43b): "diploma" as the norm that governs, asked of the reserve ("a reserva racial segue qual diploma?",
    # "qual diploma rege as cotas?"): which law, not a degree; "qual diploma preciso pro cargo?" names no reserve.
    r"|\bensino (?:superior|medio|fundamental)\b|\bescolaridade\b|\bexperiencia (?:profissional|previa|de)"
    r"|^(?![^?]*\b(?:reserva|cotas?|cotistas?|vagas reservadas)\b[^?]*\b(?:qual|que|mesmo|outro) diploma\b"
    r"|[^?]*\b(?:qual|que) diploma\b[^?]*\b(?:reserva|cotas?|cotistas?|vagas reservadas)\b)"
    r"[^?]*?\bdiploma\b(?! (?:legal|normativo))"
    r"|\bbeneficios? (?:do cargo|do servidor|dos servidores|trabalhistas|do emprego|da carreira)\b"
    # (Round 24: not the order the alternance gave, used for a transfer "ao longo da vida funcional": art. 9º, § 2º)
    # Round 34 (34d): nor one's concurso classification as a quota candidate asked as the tie-break of a remoção ("na
    # remoção, a classificação que tive como cotista conta como critério de desempate?"): art. 9º, § 2º, the same rule.
    r"|^(?![^?]*\b(?:alternancia|vida funcional|ordem classificatoria|ordem de classificacao)"
    r"|[^?]*\b(?:classificacao|colocacao|desempat\w*)\b[^?]*\b(?:cotistas?|cotas?|reserva)\b"
    r"|[^?]*\b(?:cotistas?|cotas?|reserva)\b[^?]*\b(?:classificacao|colocacao|desempat\w*))"
    r"[^?]*?\b(?:remocao|redistribuicao)\b"
    # Round 35 (35e): what to bring on the exam day ("quais documentos eu levo no dia da prova?"), when the register may
    # be called against the result's homologation, a candidate sent to the end of the list ("final de fila"): the
    # edital's and the concurso's, not these laws.
    # (Round 40, lead: "o que a gente deve levar em conta?" takes into account, brings nothing to the exam)
    # (Round 46, 46c: asked for by the candidate, "dá pra pedir pra ir pro fim da fila da classificação?")
    r"|\b(?:pedir|pede|peco|solicitar|requerer|pedido|requerimento)\b[^?]{0,40}\b(?:final|fim) d[ae] (?:fila|lista)\b"
    r"|\b(?:o que|quais? (?:documentos?|coisas?))\b[^?]{0,20}\b(?:levo|levar|preciso levar|devo levar|tenho que levar)\b"
    r"(?! em (?:conta|consideracao)\b)"
    r"|\bdocumentos?\b[^?]{0,30}\bdia da prova\b|\bantes d[ae] (?:homologar|homologacao)\b|\bfinal de fila\b"
    # Holding two public posts at once ("posso acumular os dois?", "acumulação de cargos"): the Constitution's rule
    # (art. 37, XVI), not these laws; an age limit and the marks a past candidate needed are the concurso's.
    r"|" + _ACCUMULATION + r"|\blimite de idade\b"
    # Round 29 (fix29r): the overtime of the job ("banco de horas dos temporários"; "horas extras" below): the statute.
    r"|\bbanco de horas\b|\bservico extraordinario\b"
    r"|\bquanto\b[^?]{0,40}\b(?:precisou|precisaram|teve que|tiveram que|fez|fizeram)\b[^?]{0,20}\bpontos\b"
    # Statistics of people ("quantos servidores negros existem?", "percentual de pardos na população pelo censo"):
    # census and workforce data, which these laws neither hold nor compute; a reserve, cota or vaga asked is theirs.
    r"|\b(?:quant[oa]s|porcentagem|percentual|proporcao|numero)\b (?:de )?(?:servidor\w*|pessoas|brasileir\w*|pretos"
    r"|pardos|negros|indigenas|quilombolas)\b(?:(?!reserv|cota|vaga)[^?]){0,40}\b(?:populacao|existem|censo)\b"
    # Help to take part (fee waiver, grants, prep courses): other programmes, not these laws' reserve.
    # Round 37 (f40b): a prep course that only relays the question ("minha turma do cursinho quer saber: ...", "a galera
    # do cursinho perguntou ...") is who asks, not what is asked (`_RELAYED_BY`).
    r"|\bisen[ct]\w*|\btaxas? de inscricao\b|\bdesconto na taxa|\bbolsas?\b|\bapostilas?\b"
    rf"|\b(?:cursinhos?|cursos? preparatorios?)\b{_RELAYED_BY}"
    # What enrolling costs ("quanto custa a inscrição?", "o valor da inscrição"): the edital's fee, not these laws.
    r"|\b(?:quanto (?:custa|e|sai|fica)|valor|preco)\b(?: (?:d?a|pra|para a?))? inscricao\b"
    # Who organises the exam ("qual a banca do concurso?"), not the confirmation board (the law's "banca de
    # heteroidentificação").
    # "a banca do concurso do X já foi escolhida?": the board a concurso hired.
    r"|\bbanca (?:organizadora |examinadora )?d[oa] (?:proxim[oa] )?(?:concurso|certame|edital|selecao|processo seletivo)\b"
    # (Round 29, p29d: "que" joining a clause, "vc acha que a banca pode me reprovar?", asks no board's name)
    rf"|{WHICH_BANCA.pattern}"
    # Figures about concursos or quotas at large (how many got in, which concurso offers most): statistics, not rules.
    r"|\bquant[oa]s (?:pessoas|candidat\w+|cotistas|negros|pretos|pardos|indigenas|servidores)\b.{0,30}"
    r"\b(?:passaram|entraram|ingressaram|foram (?:aprovad|nomead|contratad|admitid)|ja (?:passaram|entraram))"
    r"|\b(?:qual|quais|que) (?:o |os )?(?:concursos?|orgaos?|editais?)\b.{0,30}\b(?:tem|teve|tera|vai ter|oferece\w*|abre|abriu) mais\b"
    # Opinions on quotas in general (whether they work, are fair, reduce inequality): no norm answers them.
    r"|\bcotas? (?:raciais )?(?:em geral )?(?:funcionam|dao certo|deram certo|sao justas|resolvem)\b|\breduz\w* (?:a )?desigualdade"
    r"|\bracismo reverso\b|\b(?:sou|voce e|vc e|e) (?:contra|a favor) (?:d[ae]s? )?cotas?\b"
    # Round 48 (48a): what the quotas achieved in the world ("na prática as cotas aumentaram a diversidade?", "a lei
    # funcionou?", "o impacto da 12.990 na composição racial dos servidores"): data and judgement, no norm answers them.
    # (what the law says of its own monitoring and review, arts. 10 and 12, stays the law's: no outcome asked)
    r"|\b(?:cotas?|reservas?|lei|leis|politica|12\.?990|15\.?142)\b[^?]{0,40}\b(?:aumentou|aumentaram|ampliou|ampliaram"
    r"|melhorou|melhoraram|diminuiu|diminuiram|reduziu|reduziram|mudou|mudaram|elevou|elevaram)\b[^?]{0,40}"
    rf"{_OUTCOME}"
    r"|\b(?:impactos?|efeitos?|resultados?)\b[^?]{0,50}" + _OUTCOME +
    r"|\b(?:cotas?|lei|leis|politica|reserva)\b[^?]{0,30}\b(?:funcionou|funcionaram|surtiu efeito|surtiram efeito"
    r"|fez diferenca|fizeram diferenca|(?:atingiu|atingiram|alcancou|alcancaram|cumpriu|cumpriram) (?:o |os |seu |seus )?objetivos?)\b"
    # Round 29 (p29d): the assistant's own view asked ("vc acha cota racial justa?", "na sua opinião a cota é certa?")
    r"|\b(?:voce|vc|tu|c) (?:acha|considera|pensa|ve)\b[^?]{0,40}\b(?:justa?s?|injusta?s?|certa?s?|errada?s?|boa?s?|ruim"
    r"|ruins|necessaria?s?|merecida?s?|funciona\w*)\b"
    r"|\b(?:sua|tua) opiniao\b|\bcotas?(?: raciais?| racial)? (?:e|eh|sao) (?:justa|justas|injusta|injustas|merecida\w*)\b"
    r"|\bvale[- ]?(?:transporte|alimentacao|refeicao|cultura)\b|\bhoras? extra|\bdecimo terceiro\b|\badicional noturno\b"
    r"|\bhorario (?:de |do )?(?:almoco|trabalho|expediente|servico)\b|\bexpediente\b|\bplantoes?\b|\bfolgas?\b"
    # Choosing one's workplace; the reserve split by lotação is the law's ("reserva por localidade").
    r"|\b(?:escolher|escolha d[ae]|pedir|mudar d[ae]|trocar d[ae]) (?:a )?lotacao\b"
    r"|\blicenca\b|\bplano de saude\b|\bteletrabalho\b|\bhome ?office\b"
    # The registration fee and its waiver ("consigo não pagar a inscrição?", "isenção da taxa"): the concurso's, not the quota's.
    r"|\bisenc\w* (?:d[ae] )?(?:taxa|inscricao)|\b(?:nao pagar|sem pagar|deixar de pagar) (?:a )?(?:taxa|inscricao)\b"
    r"|\btaxa de inscricao\b|\bvalor da inscricao\b"
    # Round 53 (f68b): ... however worded, and how the selection is built (`CONCURSO_LOGISTICS`)
    r"|" + CONCURSO_LOGISTICS.pattern +
    # How long until the concurso's next act ("quanto tempo até a convocação", "prazo pra homologar"): its calendar.
    # (within the sentence: "no prazo de validade. podemos nomear...?" asks who may be appointed, no time)
    r"|\b(?:quanto tempo|quantos dias|quantos meses|em quanto tempo|demora|prazo)\b(?! de validade)[^.?!]{0,40}"
    r"\b(?:convoc|nomea|homolog|chamad|chamar|chamam|chamem|resultado|posse)"
    # Competition between the quota's own candidates ("a concorrência na cota é menor?", "é mais fácil passar
    # pela cota?"): a ratio of the concurso, not a rule.
    r"|\bconcorrencia (?:na|nas|da|das|entre|para|pra) (?:a |as |os )?(?:cotas?|reserva|cotistas|vagas reservadas|negros)"
    r"|\bmais (?:facil|dificil) (?:de )?(?:passar|entrar|ser aprovad|ser nomead|conseguir)"
    r"|\bdisput\w* (?:cada|por) vaga|\bdisputa (?:entre|na|nas)\b|\bacirrad"
)
# The exam's calendar ("quando sai a nomeação?", "quando é a prova?"): a date of the concurso. Asked with a
# count of vagas ("com 10 vagas, quando o cotista é nomeado?") it may be the order, so only without one.
_ACT = r"(?:bancas?|provas?|comissao|heteroid\w*|pericias?|entrevistas?|avaliac\w*|posse|exames?)"
ACT_PLACE = re.compile(
    rf"\b(?:endereco|localizacao)\b[^?]{{0,40}}\b{_ACT}\b|\b{_ACT}\b[^?]{{0,60}}\b(?:endereco|localizacao)\b"
    rf"|\b(?:onde|em que lugar|qual (?:e )?o local)\b (?:fica|ficam|vai ser|vao ser|sera|serao|e|acontece|acontecem|ocorre"
    rf"|vai acontecer|tenho que ir|devo ir|preciso ir)\b[^?]{{0,25}}\b{_ACT}\b|\blocal (?:d[ao]s?|de) {_ACT}\b")
CALENDAR = re.compile(
    r"\bquando (?:vai ser|sera|e|sai|saem|saira|vai sair|vao sair|comeca|comecam|abre|abrem|termina|terminam|encerra"
    r"|encerram|acontece|acontecem|divulga|divulgam|publica|publicam"
    # Round 29 (p29d): the day guessed ("e quando deve ser a posse?", "quando costuma sair o resultado?")
    r"|deve ser|devem ser|deve sair|devem sair|deve acontecer|costuma ser|costuma sair|costumam sair|costuma acontecer)\b"
    r".{0,40}\b(?:provas?|resultados?|inscric|gabaritos?|posse|convocac|homologac|aplicac|nomeac)"
    # Round 29 (p29d): where an act of the concurso takes place ("onde fica o local da banca?", "o endereço da perícia"):
    # the edital's convocation says it, no norm; what the board does is still the law's (art. 3º).
    rf"|{ACT_PLACE.pattern}"
    # The act first, its day after ("a prova do concurso X vai ser em 15 de março?", "o resultado sai dia 10?").
    r"|\b(?:a |as |o |os )?(?:provas?|resultados?|inscricoes|gabaritos?)\b(?: (?:objetivas?|discursivas?|finais|final"
    r"|preliminar(?:es)?|definitivos?))?(?: d[oa] [^?.;]{1,40}?)? (?:vai ser|vao ser|sera|serao|sai|saem|vai sair|vao sair|acontece|acontecem"
    r"|comeca|comecam|abre|abrem|encerra|encerram|termina|terminam) (?:em|no dia|dia|ate|na|no|entre)\b"
    # "qual o prazo usual para homologação do resultado?": the calendar of the concurso, not a result to compute.
    # Round 38 (f41b): the term counted in days or months, the act as a verb ("em quantos dias a autoridade deve homologar
    # o certame?"): its calendar too, "resultado final" beside it asking no result.
    r"|\b(?:prazos?|quantos dias|quantos meses|quanto tempo)\b.{0,30}\b(?:homolog|divulgac|resultados?\b|gabaritos?\b)"
    # Round 41 (f53b): ... and how long one waits to be called ("quanto tempo demora pra ser nomeado depois do resultado
    # final?", "em quantos meses chamam os aprovados?"): the concurso's calendar, never a result's table to send.
    r"|\b(?:quantos dias|quantos meses|quanto tempo)\b[^.?!]{0,30}\b(?:nomead|nomea[cr]|convocad|convoca[cr]|chamad|chamar|chamam|posse)"
    # Round 35 (lo35): an act of the concurso as a pasted line's label and its date asked after it ("inscrição: prazo
    # final?", "resultado - quando?"), or the enrolment's term asked ("qual o prazo final da inscrição?"): its calendar.
    r"|\b(?:inscric\w*|provas?|resultados?|gabaritos?|posse|nomeac\w*|convocac\w*|homologac\w*)\s*[:\-–]\s*(?:qual (?:e )?(?:o |a )?)?"
    r"(?:prazos?|datas?|dia|quando|ate quando|periodo|cronograma)\b"
    r"|\b(?:qual|quais) (?:e |sao |era )?(?:o |os )?prazos? (?:final |finais )?(?:d[ae]s? |pra |para )(?:a |as )?inscric"
    # "e a prova vai ser quando? já tem data?": the act first, "quando" after it.
    r"|\b(?:provas?|resultados?|inscricoes|gabaritos?|homologac\w*)\b(?: d[oa] [^?.;]{1,30}?)? (?:vai ser|vao ser|sera|serao|sai|saem"
    r"|vai sair|vao sair|acontece|acontecem|comeca|abre|abrem) quando\b"
    # Round 25 (p25b): the day of one's call ("qual a data prevista da nomeação?", "tem previsão de quando chamam?",
    # "em que mês sai a minha convocação?"): the calendar, not which nomination of the order (the calculator's).
    r"|\b(?:data|datas|dia|mes|previs(?:ao|to|ta)(?! legal| em lei| na lei| no decreto))\b(?: \w+){0,4}?"
    # Round 43 (f58a): ... or of a result ("a data do resultado final do CNU"): the calendar, never a result to compute
    r" (?:d[ae]s?|pra|para|em que|quando)?\s?(?:a |as |o |os |minha |sua )?(?:nomea|convoca|chama|posse|resultad|gabarit|homolog)"
    r"|\b(?:nomea|convoca|chama)\w*\b.{0,30}\b(?:data prevista|que dia|qual dia|em que mes|qual mes|alguma previsao)\b"
    # Round 44 (lo44b): the enrolment's or the exam's term asked ("a data limite pra inscrição pcd", "o prazo de inscrição
    # pra cotista", "até quando vão as inscrições?", "a data da prova"): the concurso's calendar, never a count again.
    # (the date named as asked, "qual a data...", "e o prazo...", or as a term, "data limite": "por que importa a data do
    # edital e não a data da prova?" asks the law)
    r"|(?:\b(?:datas?|prazos?) (?:limite|final|finais|maxim[oa]|de encerramento)\b|(?:^(?:mas )?(?:e )?|\b(?:qual|quais)"
    r" (?:e |sera |seria |sao )?)(?:a |as |o |os )?(?:datas?|prazos?)\b)(?: \w+){0,2}? (?:d[ae]s?|pra|para)\s?"
    r"(?:a |as |o |os )?(?:inscri|provas?\b)"
    r"|\bate quando\b[^?.]{0,30}\b(?:inscri|provas?\b)|\b(?:inscri\w*|provas?)\b[^?.]{0,30}\bate quando\b"
)
# Decreto 9.508 rules PcD exams, probation and the workplace: PcD words keep even a concurso fact in.
# What a person with a disability asks about a selection (its exams, enrolment, posts): Decreto 9.508's subject.
_PCD_SELECTION = re.compile(r"\bprovas?\b|\bconcurs|\bedita|\binscri|\bcertame|\bselecao|\bnomea|\bposse\b|\bvagas?\b"
                            r"|\bestagio probatorio|\bcurso de formacao|\bpericia|\blaudo"
                            # Round 42 (f56a): the exam by its kind and the extra time in it ("mais tempo pra fazer a
                            # objetiva"): Decreto 9.508, art. 4º, § 2º (tempo adicional)
                            r"|\b(?:objetiva|discursiva|redacao)\b|\b(?:tempo|horas?) (?:adicional|extra)s?\b|\bmais tempo\b"
                            # Round 34 (lead): the call itself ("em que posição é chamado o primeiro PcD?"): the order
                            r"|\b(?:e|sao|ser|sera|seria|serao|foi|for|vai ser) (?:chamad|convocad)[oa]s?\b|\bconvocac\w*")
# Round 45 (45a): a disability named by its kind ("candidato autista", "sou surda", "visão monocular") is the PcD
# subject too, as the group reads it (`extraction.entities`): the decree's topics stay in scope for it.
PCD_WORDS = re.compile(r"\bpcd\b|\bdeficien|\b9\.?508\b|" + dict(GROUP_PATTERNS)["pcd"])
# Round 44 (44a): the count of PcD vagas asked ("quantas vagas pcd tem...", "quantas são pra pessoas com deficiência").
PCD_COUNT_ASKED = re.compile(r"\bquant[ao]s\s+(?:vagas?\s+)?(?:(?:de|pra|para|p/|sao|vao|ficam|serao|seriam)\s+){0,2}"
                             r"(?:(?:os|as|a|o)\s+)?(?:pcds?\b|deficien\w*|pessoas? com deficiencia)")
# Whether any of the vagas goes to the PcD list: the PcD count asked without "quantas" (its answer may be none).
# Round 35 (35f): "tem vaga PcD?", "existe vaga pra deficiente?"; Round 45 (f60b): "alguma é pra pcd?", "sobra alguma
# pra deficiente?", "nenhuma vai pra pcd?".
_PCD_LIST = r"(?:(?:os|as|a|o|uma?)\s+)?(?:pcds?\b|deficien\w*|pessoas? com deficien)"
PCD_ANY_ASKED = re.compile(
    r"\b(?:alguma|nenhuma)\s+(?:(?:vaga|delas|dessas|destas|dessas vagas|das vagas)\s+)?"
    r"(?:(?:e|eh|fica|ficaria|ficara|vai|iria|vai ficar|vai ser|sera|seria|sobra|sobraria|cabe|caberia)\s+)?"
    rf"(?:de|pra|para|pras|p/)\s+{_PCD_LIST}"
    r"|\b(?:tem|teria|tera|ha|havera|haveria|existe|existem|existiria|sobra|sobraria|cabe|caberia|vai ter|vai sobrar)\s+"
    rf"(?:alguma\s+|uma\s+)?vagas?\s+(?:(?:reservadas?|separadas?)\s+)?(?:(?:de|pra|para|a|p/)\s+)?{_PCD_LIST}"
)
# Round 35 (35f): what Decreto 9.508 never sets, even asked of the PcD list: the pay ("o salário de quem entra pela cota
# PcD?") and the day of an act of the concurso ("quando sai o resultado da perícia dos deficientes?"); with a fact of
# the concurso (`CONCURSO_FACT`, `CALENDAR`) PcD words do not keep these in.
# (Round 44, lo44b: the enrolment's date or term, "a data limite pra inscrição pcd", "até quando vão as inscrições pcd?")
PCD_UNRULED = re.compile(r"\bsalario|\bremuneracao|\bvencimento basico|\bquanto ganha|\bquando\b|\bdatas?\b"
                         r"|\bprazos?\b[^?.]{0,20}\binscri")
# Aid a person with a deficiency may get elsewhere (fee waiver, BPC/LOAS, retirement): no text of Decreto 9.508 or of
# the quota laws rules it, so PcD words do not bring it in ("pcd tem isenção da taxa?", "perco o BPC se passar?").
PCD_OTHER_AID = re.compile(r"\bisen[ct]\w*|\btaxas? de inscricao\b|\bbpc\b|\bbeneficio de prestacao continuada\b"
                           r"|\bloas\b|\baposentadoria\b"
                           # Round 48 (lo48b): a parking place ("vaga de estacionamento pra cadeirante no dia da prova"):
                           # the venue's, no vaga of the selection nor an exam condition of the decree
                           r"|\bestacionamento\b|\bgaragem\b|\bvagas? (?:pra|para|de) (?:estacionar|carro)\b")
# Round 47 (f62c): the PcD candidate's conditions in the exam (Decreto 9.508, arts. 2º to 5º: the same content, marks and
# criteria, time and place; extra time, adapted tests, the special care asked for, the report and the multiprofessional
# team), also asked of a relative ("minha irmã é cega: a nota mínima dela é a mesma?").
_PCD_EXAM = re.compile(r"\bprovas?\b|\bnotas?\b|\bavaliac|\bcriterios? de aprovacao|\bhorario|\blocal (?:de|da) (?:aplicacao|prova)"
                       r"|\b(?:tempo|horas?) (?:adicional|extra)s?\b|\bmais tempo\b|\b(?:atendimento|tratamento) (?:especial|diferenciado)"
                       r"|\badapta|\blaudo|\bpericia|\bmultiprofissional|\btecnologias? assistivas?|\binterpret(?:e|es|acao)\b")
_SELECTION_NAMED = re.compile(r"\bconcurs|\bprovas?\b|\bedita|\bcertame|\bselecao|\bpss\b|\bprocesso seletivo")


def pcd_exam_asked(t: str) -> bool:
    """A PcD candidate's conditions in a selection's exam asked (`_PCD_EXAM`), no pay, date or other aid (never ruled)."""
    return bool(PCD_WORDS.search(t) and _PCD_EXAM.search(t) and _SELECTION_NAMED.search(t)) \
        and not (PCD_UNRULED.search(t) or PAST_CUTOFF.search(t) or PCD_OTHER_AID.search(t))


# Decreto 9.508 rules PcD exams (adapted tests, the minimum mark, physical tests): PcD words keep them in.
QUOTA_WORDS = re.compile(r"\bcotas?\b|\bcotistas?\b|\breserv|\bnegr|\bpret|\bpard|\bindigen|\bquilombol|\bracia"
                         r"|\bautodeclar|\bheteroidentif|\b15\.?142\b|\b12\.?990\b|\b9\.?508\b|\bpcd\b|\bdeficien")


# A count of vagas written as a comparison ("menos de 3 vagas", "3 vagas ou mais", "a partir de 2 vagas"):
# the threshold a rule is about, not the vagas of a concurso; the law text answers.
THRESHOLD_VACANCIES = re.compile(
    # "mais de 6 vagas" is a threshold; "surgiram mais 6 vagas" adds vagas to count.
    r"\b(?:menos|mais)(?: que| do que| de) (\d+) vagas?\b"
    r"|\b(?:acima|abaixo|alem|a partir|inferior|superior|maior|menor)(?: que| do que| de| a)? (\d+) vagas?\b"
    r"|\b(\d+) vagas? (?:ou (?:mais|menos)|para cima|pra cima|para baixo|pra baixo)\b"
)
# A concession on the rule ("tem que reservar mesmo quando o cargo tem só 2 vagas?"): the rule's reach at that
# count, asked in general; with a count asked ("mesmo com 10 vagas, quantas?") it stays the vagas.
CONCESSION_VACANCIES = re.compile(
    r"\bmesmo (?:quando|se|com|que|em|num|numa|no|na|para|pra)\b(?: \w+){0,5}? (?:so |apenas |somente )?(\d+) vagas?\b")
# A question about one definite edital or concurso of the person ("meu edital", "o concurso que estamos
# organizando"): the calculation for it needs its own figures, so a missing one is asked for.
MY_EDITAL = re.compile(
    r"\b(?:meu|minha|nosso|nossa|deste|desse|neste|nesse|este|esse) (?:edital|concurso|certame|processo seletivo"
    r"|selecao|cargo|pss)\b|\b(?:edital|concurso|certame|processo seletivo|selecao) (?:que (?:eu )?"
    r"(?:estou|estamos|to|tou|vou|vamos|iremos|pretendo|pretendemos|fiz|fizemos|prestei|presto|faco)|em que (?:estou|estamos|to)"
    # Round 41 (f50a): "o concurso que a gente tá organizando": "a gente" is "nós", the selection one's own
    r"|(?:que|em que) a gente (?:ta|esta|vai|fez|faz|pretende|quer|abriu|abre|vai abrir))\b"
    # Round 29 (fix29r): the one passed or enrolled in ("no concurso onde eu passei", "em que fui aprovada")
    r"|\b(?:edital|concurso|certame|processo seletivo|selecao) (?:onde|em que|no qual|na qual|que) (?:eu )?"
    r"(?:passei|fui aprovad[oa]|fui classificad[oa]|me inscrevi|fui chamad[oa]|fui nomead[oa])\b"
    # "no próximo edital", "o próximo concurso do nosso órgão": the one being prepared, unless another's is named
    # ("o próximo concurso do INSS").
    r"|\b(?:no|o|na|a) (?:proxim[oa]|futur[oa]) (?:edital|concurso|certame|selecao)\b"
    r"(?! d[aoe]s? (?!nosso|nossa|concurso|selecao|processo|abertura))"
    # Round 30 (fix30r): with "nosso" it is ours whatever follows ("o nosso próximo edital de técnico": the cargo, no owner)
    r"|\b(?:nosso|nossa) (?:proxim[oa]|futur[oa]) (?:edital|concurso|certame|selecao)\b"
    # Round 24: "fiz inscrição num concurso federal, tem vaga pra cotista nele?": the selection one enrolled in.
    r"|\b(?:inscricao|inscrevi|inscrita|inscrito)\b.{0,15}\b(?:num|numa|no|na|em um|em uma|nesse|neste|nessa|nesta)"
    r" (?:concurso|certame|pss|processo seletivo|selecao)\b"
)
# Round 46 (lo46b): the edital the asker's body is to open ("vamos abrir edital mês que vem", "vamos publicar o concurso
# em janeiro"): its own, to be published (the law in force), so its reserve asked is its count, the vagas missing.
_OWN_TO_OPEN = re.compile(
    r"\b(?:vamos|iremos|pretendemos|a gente vai|queremos|planejamos|devemos) (?:\w+ )?(?:abrir|publicar|lancar|soltar"
    r"|divulgar|fazer|realizar) (?:(?:o|um|uma|nosso|nossa|novo|nova|outro|outra) ){0,2}(?:edital|concurso|certame|pss"
    r"|processo seletivo|selecao)\b")
# ... its reserve asked to be seen or counted ("queria ver a reserva", "quanto fica a reserva?"), no duty asked
_RESERVE_SEEN = re.compile(r"\b(?:ver|saber|calcular|conferir|entender|simular)\b[^?]{0,15}\b(?:reserva|cotas?)\b"
                           r"|\bquant[oa]s?\b|\bqual (?:e |sera |seria |fica |vai ser )?a (?:reserva|cota)\b"
                           r"|\bcomo fica(?:ria)? (?:a reserva|a cota)\b")


# A date written as the bound of a class of editais ("editais publicados antes de junho de 2025", "concursos
# abertos a partir de 2025"): the rule's cut-off, asked about the law, not the date of one edital to compute.
_MONTHS = r"janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro"
DATE_THRESHOLD = re.compile(
    # A singular noun with no article of one's own (the message opening on it, or "um"/"qualquer"/"todo") is a class
    # too: "edital publicado antes de junho de 2025 segue a lei antiga?".
    r"(?:\b(?:editais|concursos|certames|processos seletivos|selecoes)\b"
    r"|(?:^|\b(?:um|qualquer|todo|cada) )(?:edital|concurso|certame|processo seletivo)\b).{0,40}"
    r"\b(?:antes|depois|a partir|apos|ate|desde|anteriores|posteriores)\b(?: de| do| da| a| ao)? (?:(?:dia )?\d{1,2}(?:o)?(?: de |/))?"
    r"(?:" + _MONTHS + r"|\d{1,2}/|\d{4}\b)"
)


def date_threshold(ex: Extraction) -> bool:
    """The date read from the message bounds a class of editais (a rule's cut-off), not one edital's date."""
    # Round 26: "edital publicado antes de julho de 2025, 10 vagas, quantas cotas?": vagas of its own make it one edital.
    return bool((ex.date or ex.period) and DATE_THRESHOLD.search(ex.text) and not MY_EDITAL.search(ex.text)
                and not FIRST_PERSON.search(ex.text) and (ex.vacancies is None or threshold_only(ex)))


# The two laws offered as alternatives ("usamos a 12.990 ou a 15.142?", "lei de 2014 ou a nova?"): which one
# applies is asked, so neither is a hint; for one's own edital it depends on its date.
# Round 43 (lo43d): a law named by its reserve's rate, and the groups it covers ("a cota de 30% com indígenas e
# quilombolas ou a lei antiga?"), is offered as one of the two laws, too.
_LAW_NAME = (r"(?:(?:lei )?(?:n?o? ?12\.?990|n?o? ?15\.?142|nova|antiga|velha|atual|anterior|de 2014|de 2025)(?:/\d{4})?"
             r"|(?:cota|reserva|regra|lei) (?:de |dos |do )?(?:20|30) ?(?:%|por cento)"
             r"(?: (?:com|incluindo|que inclui|pra|para) (?:[a-z]+,? ){0,5}?[a-z]+)?)")
# (Round 40, f47a: "a Lei 15.142 ou ainda a 12.990?": an adverb before the second law offered)
LAW_CHOICE = re.compile(r"\b" + _LAW_NAME + r"(?!\w),? ou (?:ainda |entao |mesmo |seria )?(?:a |pela |na )?" + _LAW_NAME
                        + r"(?!\w)")

# Round 52 (f67b): "qual" with the law left unsaid before its verb ("um edital que ainda vai sair, qual vale?", "qual se
# aplica?"): which law governs that edital, as "qual lei vale?" asks (only with an edital dated or still to come).
_WHICH_ELIDED = re.compile(r"\bqual (?:e que |que )?(?:vale|valeria|vai valer|valera|se aplica|se aplicaria|se aplicara|aplica"
                           r"|aplicar|aplico|aplicamos|uso|usamos|usar|sigo|seguimos|seguir|segue|seguira|vigora|rege|regera)\b"
                           # (the clause ends there or names the edital: "qual vale, a nota ou a classificação?" names
                           # its own noun after it)
                           r"(?=\s*(?:(?:ai|entao|agora|nesse caso|neste caso|no caso|nele|nela)\s*|(?:a|ao|as|aos|para|pra"
                           r"|pro|pros|no|na|nesse|neste|nessa|nesta|nos)\s+(?:\w+\s+){0,3}?\w+\s*)?(?:[?!.;]|$))")
# "qual lei vale para um edital de 15 de maio?": which law, the regime of an edital, not the law's reach. One picked
# among the two ("qual das duas leis", "qual dessas normas"; "duas" reads "ambas" after normalising) is the same question.
# Round 31 (p31a): "qual lei de reserva para negros se aplica a esse edital?": the group named as whom the reserve is for,
# no one's group to check; which law the dated edital gets is still what is asked.
_GROUP_AS_BENEFICIARY = re.compile(r"\b(?:lei|reserva|cotas?|vagas?|reservad[ao]s?)(?: de (?:reserva|cotas?)(?: raciais?)?)? (?:para|pra|aos?|as|de)"
                                   r" (?:os |as )?(?:pessoas |candidat[oa]s )?(?:negr|pret|pard|indigen|quilombol)\w*")
_WHICH_LAW = re.compile(r"\b(?:qual|quais|que) (?:e )?(?:a |as |o |(?:das|dessas|destas|dentre as|entre as) (?:duas |ambas )?)?"
                        r"(?:lei|leis|norma|normas|regra|regras|legislacao|diploma legal)\b")
# "edital de 09/06/2014: a 12.990 já se aplicava?", "um edital de 14/03/2013 deveria ter tido cota racial?": whether a
# law (or the quota) already reached an edital of that date is the regime of the date (Lei 12.990 art. 6º), not law text.
_ALREADY_IN_FORCE = re.compile(
    r"\b(?:ja|ainda) (?:se aplicava|se aplicaria|valia|vigorava|estava em vigor|existia|incidia|era obrigatori)"
    r"|\bdeveria (?:ter )?(?:tido|havido|previsto|reservado|ter|haver) (?:a |alguma |uma )?(?:cota|reserva)"
    # Round 41 (f52a): "edital publicado em 3 de junho de 2025: permanece regido pela Lei 12.990?", "segue a lei
    # antiga?": whether that dated edital keeps a law is the regime of its date too.
    r"|\b(?:permanece|continua|segue|fica)\s+(?:regid[oa]\s+)?(?:pel[ao]|n[ao]|com [ao])\s+(?:lei|12\.?990|15\.?142)"
    r"|\b(?:permanece|continua|segue|fica)\s+regid[oa]\b|\bsegue (?:a )?lei (?:antiga|velha|nova|anterior)\b")


# A law named by its age as the one an edital follows ("seguir a lei nova", "vai usar a lei antiga").
# Round 42 (f55a): "entra na lei nova", "cai na lei velha": the same law by its age, the edital placed under it.
_LAW_BY_AGE = re.compile(r"\b(?:segue|seguir|seguira|usa|usar|usara|aplica|aplicar|aplicara|obedece|obedecer|obedecera|adotar"
                         r"|entra|entrar|entraria|cai|cair|cairia|fica|ficar|ficaria)"
                         r" (?:a |pela |na |sob a )?lei (?:nova|antiga|velha|atual|anterior)\b")


def not_own_place(t: str, entity: str | None) -> str:
    """Round 44 (44b): the message without one's town or state (`_MY_PLACE`) named as the place of a state's or a city's
    body ("a lei vale pro concurso da prefeitura da minha cidade?"): no case of one's own. A federal body's concurso may
    be held in one's town too, so the place alone says nothing of the body."""
    return _MY_PLACE.sub(" ", t) if entity in ("estadual", "municipal") else t


def law_reach(ex: Extraction) -> bool:
    """The law's reach asked in general ("a lei vale para autarquias?"): no vagas, no date, no situation of one's own."""
    t = ex.text
    return bool(LAW_REACH.search(t) and ex.vacancies is None and not (ex.date or ex.period or ex.no_year)
                and not FIRST_PERSON.search(not_own_place(t, ex.entity)) and not MY_EDITAL.search(t) and not _WHICH_LAW.search(t))


# One's own employer as the place a law's reach is asked of ("trabalho no RH de uma autarquia, a lei se aplica aqui?",
# "a lei 15.142 vale pra nós?"): the body's coverage in general (art. 1º), not a candidate's eligibility.
_EMPLOYER = re.compile(r"\btrabalh\w* (?:n[oa]|numa?|em|como|para|pra)\b|\b(?:aqui|a nos|pra nos|para nos|a gente|pra gente)\b"
                       r"|\b(?:nosso|nossa) (?:orgao|autarquia|fundacao|empresa|estatal|instituicao|universidade|entidade|ministerio)\b"
                       # Round 35 (f37b): the body speaking of itself ("Somos uma estatal federal... Estamos obrigados a
                       # aplicar a reserva?"): its duty is whom the law binds (art. 1º), as "nossa estatal" is.
                       r"|\bsomos (?:uma?|o|a)? ?(?:orgao|autarquia|fundacao|empresa|estatal|instituicao|universidade|entidade"
                       r"|ministerio|sociedade de economia mista|empresa publica)\b")
# Round 50 (lo50b): the body named by where one works ("a estatal onde trabalho tem que reservar?", "o órgão em que eu
# trabalho"): its duty, as "trabalho numa estatal" is; a state's or a city's body keeps the eligibility's "Não".
_WHERE_I_WORK = re.compile(r"\b(?:onde|em que|no qual|na qual|que) (?:eu )?trabalh(?:o|amos|ava)\b")
_A_LAW = re.compile(r"\b(?:lei|leis|legislacao|15\.?142|12\.?990)\b")


_HERE_REACH = re.compile(r"\b(?:vale|valem|se aplica|se aplicam|aplica-se)\s+(?:aqui|a nos|pra nos|para nos|pra gente|a gente)\b")
# One's own case said ("sou", "meu", "eu"), not a hearsay "me disseram".
_ONES_OWN = re.compile(r"\b(?:sou|eu|meu|minha|nosso|nossa|somos|fiz|fui|vou|quero)\b")
_CANDIDATE_ACT = re.compile(r"\b(?:vou|quero|pretendo|vai|quer) (?:fazer|prestar|tentar|me inscrever|se inscrever)\b")


def employer_reach(ex: Extraction, p: dict[str, Any]) -> bool:
    """A law's reach asked of one's own employer (see `_EMPLOYER`), with no group, vagas, date or claim of one's own."""
    t = ex.text
    reach = LAW_REACH.search(t) or BODY_OBLIGATION.search(t) or BARE_REACH.search(t) or _HERE_REACH.search(t)
    # Round 42 (f55a): not of one edital still to come ("o próximo edital da nossa autarquia sai em janeiro, já entra na
    # lei nova?"): that edital's regime, dated by the law in force, as a date told would be.
    employer = _EMPLOYER.search(t) or _WHERE_I_WORK.search(t) and p.get("entity") not in ("estadual", "municipal")
    # (the groups named only as those the reserve is for, "obrigada a reservar vagas pra negros", are no claim)
    beneficiaries = bool(_GROUP_AS_BENEFICIARY.search(t)) and not re.search(r"\bsou\b", t)
    return bool(reach and employer) and not SELF_CLAIM.search(t) and not _CANDIDATE_ACT.search(t) \
        and not any(p.get(k) for k in ("vacancies", "edital_date", "period", "cargos")) \
        and (not p.get("groups") or beneficiaries) \
        and not EDITAL_PENDING.search(t) \
        and not (_WHICH_LAW.search(t) and re.search(r"\b(?:concurso|certame|edital|selecao)\b", t))
    # (Round 42, f55a: nor which law one concurso gets, "pro concurso ... que já tá rolando, qual lei se aplica?", an
    # "aqui" of the chat read as no employer: the regime, its edital's date asked)


# A duty said ("é obrigada a", "tem que seguir", "está sujeita"): "há reserva pra pardos?" asks who may use it instead.
_MUST = re.compile(r"\b(?:precisa|precisam|deve|devem|tem (?:que|q|de)|(?:e|eh|sao|esta|estao) obrigad\w*|obrigad[oa]s? a"
                   r"|sujeit\w*|submetid\w*|seguir|cumprir|obedecer|respeitar|aplicar|observar)\b")

# What the duty is about: a law, the quota or its percentage ("seguir a lei de cotas", "reservar 30%"); "a Petrobras
# precisa reservar vagas?" alone stays the body's eligibility answer (tests/test_assistant_paraphrases.py).
# Round 27 (fix27k): the reserve as a rule a body follows ("tem que seguir a reserva racial", "cumprir a reserva de
# vagas") is the same duty as "seguir a lei de cotas".
_DUTY_OBJECT = re.compile(r"\b(?:lei|leis|legislacao|cotas?|15\.?142|12\.?990)\b|\d+ ?%|\bpor cento\b"
                          r"|\b(?:seguir|cumprir|obedecer|respeitar|aplicar|observar) (?:a |essa |esta )?reserva\b")
# "estão obrigadas a reservar vagas?": the legal duty itself, worded as the law words it; with a kind of selection
# named ("a EBSERH é obrigada a reservar nos PSS?") the eligibility answer says whether that selection is covered.
_OBLIGED_TO_RESERVE = re.compile(r"\bobrigad[oa]s? a (?:reservar|fazer (?:a )?reserva|ter (?:a )?reserva)\b")
# Round 29 (fix29c): a kind of body asked whether it "também" must reserve ("os institutos federais também têm que
# reservar vaga pra negro?"): whether it is among those the law binds (art. 1º), even with "nos concursos deles".
_ALSO_BOUND = re.compile(r"\btambem (?:tem (?:que|q|de)|precisa\w*|deve\w*|(?:e|eh|sao|esta|estao) obrigad\w*)\b")


def selection_reach(ex: Extraction, p: dict[str, Any]) -> bool:
    """A kind of selection asked whether it has the reserve ("PSS tem cota?"), with no body, group, vagas or case of
    one's own: the law's reach (art. 1º, II)."""
    t = ex.text
    # Round 32 (fix32c): "contratação temporária por PSS também precisa reservar vaga pra negros?": the same reach asked
    # as a duty of that kind of selection, the groups named only as those the reserve is for (no one's claim).
    duty = bool(BODY_OBLIGATION.search(t) and _MUST.search(t))
    beneficiaries = bool(p.get("groups")) and duty and bool(_GROUP_AS_BENEFICIARY.search(t)) and not FIRST_PERSON.search(t)
    return bool(p.get("process") and (_HAS_RESERVE.search(t) or duty)) \
        and not any(p.get(k) for k in ("entity", "vacancies")) and (not p.get("groups") or beneficiaries) \
        and not SELF_CLAIM.search(t) and not _ONES_OWN.search(t) and not MY_EDITAL.search(t) \
        and not ONE_SELECTION.search(t) and not relative_asked(t)


# Round 42 (f55a): the duty named as the law's ("há obrigação legal de reservar vagas a pessoas negras?", "é exigência
# legal?"): what the law binds (art. 1º), its text, even from a body's staff with its selection told. "precisamos
# reservar vagas nessa seleção?" (test_round39_lead) keeps the team's convention: that selection's coverage.
_LEGAL_DUTY = re.compile(r"\b(?:obrigac(?:ao|oes)|dever|exigencia|imposicao) legal\b|\bexigid[oa]s? (?:por|pela) lei\b")


def legal_duty_asked(ex: Extraction, p: dict[str, Any]) -> bool:
    t = ex.text
    return bool(_LEGAL_DUTY.search(t)) and not SELF_CLAIM.search(t) and not relative_asked(t) \
        and not any(p.get(k) for k in ("vacancies", "edital_date", "period", "cargos"))


# Round 43 (lo43a): one's own town or state as the place a body is of ("a prefeitura da minha cidade", "o município onde
# eu moro"): no claim of one's own, the body's duty still asked by no one in particular.
_ONES_PLACE = re.compile(r"\b(?:d[ao]|n[ao]|em) (?:minha|meu|nossa|nosso) (?:cidade|estado|municipio|regiao|bairro|terra)\b"
                         r"|\bonde (?:eu )?(?:moro|vivo|morava)\b")


# Round 50 (50b): a subsidiary ("subsidiária da Caixa", "uma subsidiária integral", "controlada da Petrobras") is not its
# parent's kind, nor the federal default: whether the law binds it is art. 1º, I's text (the kinds it names).
_SUBSIDIARY = re.compile(r"\bsubsidiari[oa]s?\b|\b(?:empresas? )?controlad[oa]s? (?:d[aoe]|pel[ao])\b(?! uniao\b)")


# A count asked however worded ("quantas", "qual o número de vagas que devemos reservar?"): the reserve's, not a duty.
_COUNT_WORDED = re.compile(r"\bquant|\bnumero de vagas\b|\bqual (?:e |sera )?(?:o )?(?:numero|total)\b")


def our_duty_to_reserve(ex: Extraction, p: dict[str, Any]) -> bool:
    """Round 51 (f66c): a body speaking of itself asking its own duty to reserve (`reach.we_must_reserve`), its entity
    named and no count, date or table: that entity's eligibility (art. 1º: "Não" for a state's or a city's body).
    A federal body asking so with no group named is whom the law binds instead (`federal_body_duty`)."""
    t = ex.text
    return bool(p.get("entity") and p.get("entity") != "privada" and we_must_reserve(t)) \
        and not _COUNT_WORDED.search(t) and not SELF_CLAIM.search(t) \
        and not any(p.get(k) for k in ("vacancies", "edital_date", "period", "cargos")) \
        and not federal_body_duty(ex, p)


def federal_body_duty(ex: Extraction, p: dict[str, Any]) -> bool:
    """Round 52 (f67c): a federal body speaking of itself asking whether it must reserve, no group, count, date or table
    ("somos uma empresa pública federal, a Lei 15.142 nos obriga a reservar vagas?", "somos uma autarquia federal, temos
    que reservar?"): whom the law binds, art. 1º and the inciso of that kind of body, never a person's "podem
    concorrer". A group named ("reservar para quilombolas") stays that group's eligibility there, and a kind of
    selection named ("vamos abrir pss, somos obrigados…?") that selection's coverage (art. 1º, II, round 39); a state's
    or a city's body stays `our_duty_to_reserve`'s."""
    t = ex.text
    return p.get("entity") in FEDERAL_KINDS and not _group_of_its_own(t, p) and not p.get("process") and we_must_reserve(t) \
        and not _COUNT_WORDED.search(t) and not SELF_CLAIM.search(t) \
        and not any(p.get(k) for k in ("vacancies", "edital_date", "period", "cargos"))


# Someone's own group told ("sou negra", "me declaro parda"); "sou do RH" is where one works, no group.
_GROUP_DECLARED = re.compile(r"\b(?:sou|somos|me (?:auto)?declaro|nos (?:auto)?declaramos|(?:eu|ele|ela) e)\s+(?:uma? )?(?:pessoas? )?"
                             r"(?:negr|pret|pard|indigen|quilombol|branc|amarel)\w*")


def _group_of_its_own(t: str, p: dict[str, Any]) -> bool:
    """Round 54 (f69b): a group the body's duty question asks about, not the reserve itself: "reservar vagas para pessoas
    negras" names whom every reserve of these laws is for (art. 1º, caput; Lei 12.990 too), so it is the reserve asked;
    a group one declares, or one only the new law added ("para quilombolas"), is that group's eligibility."""
    groups = set(p.get("groups") or [])
    return bool(groups) and not (groups <= set(BLACK) and _GROUP_AS_BENEFICIARY.search(t)
                                 and not _GROUP_DECLARED.search(t))


def case_body_obliged(ex: Extraction, p: dict[str, Any]) -> bool:
    """Round 51 (f66c): the case's vagas told and a kind of body named as obliged to reserve ("30 vagas… essa autarquia é
    obrigada a reservar?"): that body's coverage of those vagas, its verdict with the count, not the count alone. With no
    kind ("essa empresa é obrigada…?") or no vagas it stays whom the law binds (`body_obligation`, art. 1º)."""
    t = ex.text
    return bool(_OBLIGED_TO_RESERVE.search(t) and ex.entity and ex.entity != "privada" and p.get("vacancies")) \
        and not _COUNT_WORDED.search(t) and not SELF_CLAIM.search(t) and not ex.numbers


def body_obligation(ex: Extraction, p: dict[str, Any]) -> bool:
    """Whether a kind of body or a named one must reserve ("a Petrobras é obrigada a reservar nos concursos?", "empresa
    tipo Petrobras tem que seguir a cota?"), asked of it by no one in particular, with no vagas, date or one selection of
    its own: whom the law binds (art. 1º), its text; a candidate's or a relative's question stays their eligibility."""
    t = _ONES_PLACE.sub(" ", ex.text)
    # (a state's or a city's body is the eligibility's "Não": the federal law does not bind it)
    # Round 43 (lo43a): unless the law is named by its number as what it must follow ("a prefeitura tem que seguir a
    # 15.142?"): whom the law binds (art. 1º) is then the question, as for a federal body ("pela lei federal" stays).
    subsidiary = bool(_SUBSIDIARY.search(t))
    federal = p.get("entity") not in (None, "estadual", "municipal") or bool(p.get("entity") and not p.get("groups") and re.search(r"\b(?:15\.?142|12\.?990)\b", t)) \
        or subsidiary and p.get("entity") is None
    duty = _DUTY_OBJECT.search(t) or _OBLIGED_TO_RESERVE.search(t) and not p.get("process") or _ALSO_BOUND.search(t) or subsidiary
    # (Round 28: "vou prestar correios e serpro, empresa estatal é obrigada a ter reserva?": the candidate's plan to sit
    # the exams is context, no claim of one's own; "sou parda e vou prestar..." still is)
    return bool(federal and BODY_OBLIGATION.search(t) and _MUST.search(t) and duty) \
        and not FIRST_PERSON.search(_CANDIDATE_ACT.sub(" ", t)) and not SELF_CLAIM.search(t) \
        and not relative_asked(t) \
        and not MY_EDITAL.search(t) and not ONE_SELECTION.search(t) \
        and not any(p.get(k) for k in ("vacancies", "edital_date", "period", "cargos"))


def subsidiary_bound(ex: Extraction, p: dict[str, Any]) -> bool:
    """Round 50 (50b): whether a subsidiary must reserve (`_SUBSIDIARY`): the kinds art. 1º, I names."""
    return bool(_SUBSIDIARY.search(ex.text)) and body_obligation(ex, p)


# Round 50 (50b): a body's cadastro de reserva asked whether it has the quota ("o cadastro de reserva da Caixa também tem
# cota?", "o CR do BB tem reserva de vagas?"), by no one in particular: the register's rule (art. 5º, §§ 3º-4º), as
# without the body; "a Caixa tem cota?" alone stays that body's coverage.
_REGISTER_NAMED = re.compile(r"\bcadastros?[ -](?:de )?reserva\b|\bcr\b")
_HAS_QUOTA = re.compile(r"\b(?:tem|ha|existe|existem|tera|teria|possui)\s+(?:tambem\s+)?(?:alguma\s+)?(?:cotas?(?: racia(?:l|is))?"
                        r"|reserva (?:racial|de vagas)|vagas? (?:de cotas?|reservadas?))\s*\??$")


def register_reach(ex: Extraction, p: dict[str, Any]) -> bool:
    t = ex.text
    return bool(_REGISTER_NAMED.search(t) and _HAS_QUOTA.search(t)) and not ex.numbers \
        and not any(p.get(k) for k in ("groups", "vacancies", "edital_date", "period", "cargos")) \
        and not SELF_CLAIM.search(t) and not FIRST_PERSON.search(t) and not relative_asked(t) and not MY_EDITAL.search(t)


# Round 49 (lo49b): the PcD reserve's reach asked of a kind of body or selection ("a reserva pcd de 5% vale pra
# estatal?", "empresa pública precisa reservar vaga pra deficiente?"), by no one in particular: the decree's rule on that
# body (Decreto 9.508, art. 1º, §§ 1º-2º; an estatal's share is Lei 8.213's), never a racial group's eligibility.
_PCD_RESERVE_NAMED = re.compile(r"\b(?:reserv\w*|cotas?|vagas?|percentua\w*)\b|\d+ ?%")


_REACH_UNTOLD = ("vacancies", "edital_date", "period", "cargos", "general_rank", "reserve_rank", "rank")


def pcd_reserve_reach(ex: Extraction, p: dict[str, Any]) -> bool:
    if p.get("groups") != ["pcd"] or not (p.get("entity") or p.get("process")) or p.get("entity") in ("estadual", "municipal") \
            or any(p.get(k) for k in _REACH_UNTOLD):
        return False
    return _reach_words(ex.text)


@lru_cache(maxsize=64)  # Round 50 (lo50a): the classifier and the planner ask it up to three times of one question
def _reach_words(t: str) -> bool:
    """The message's own words of `pcd_reserve_reach`: the reserve named, asked by no one of their own case."""
    return bool(_PCD_RESERVE_NAMED.search(t)) and not SELF_CLAIM.search(t) and not FIRST_PERSON.search(t) \
        and not relative_asked(t) and not MY_EDITAL.search(t) and not re.search(r"\bquant[ao]s\b", t)


def pcd_reach_topic(ex: Extraction, p: dict[str, Any]) -> str | None:
    """The subject of `pcd_reserve_reach` in the decree's words: an estatal's share (art. 1º, § 2º), else the minimum."""
    if not pcd_reserve_reach(ex, p):
        return None
    if entity_kind(p.get("entity")) in ESTATAL_KINDS:
        return "reservadas às pessoas com deficiência os percentuais de cargos às empresas públicas e sociedades de economia mista"
    return "percentual de vagas reservadas"


def threshold_only(ex: Extraction) -> bool:
    """The vagas count read from the message is a threshold of a rule, not the vagas of a concurso."""
    if ex.vacancies is None:
        return False
    found = {int(g) for m in THRESHOLD_VACANCIES.finditer(ex.text) for g in m.groups() if g}
    if not re.search(r"\bquant", ex.text):
        found |= {int(m.group(1)) for m in CONCESSION_VACANCIES.finditer(ex.text)}
    return ex.vacancies in found


# "não tem cota com menos de 3 vagas? meu concurso tem 2": beside a rule's threshold, the vagas of one's own selection.
_OWN_COUNT = re.compile(r"\b(?:meu|minha|nosso|nossa|o meu|a minha|esse|este|o)\s+(?:concurso|edital|certame|selecao|pss|cargo)"
                        r"\s+(?:so\s+)?(?:tem|teve|tera|e de|oferece|abriu)\s+(?:so\s+|apenas\s+)?(\d+)\b(?! ?%)")


def count_beside_threshold(ex: Extraction) -> int | None:
    """The vagas of one's own selection told beside a threshold of the rule (see `_OWN_COUNT`), else None."""
    m = _OWN_COUNT.search(ex.text)
    return int(m.group(1)) if m and threshold_only(ex) and int(m.group(1)) != ex.vacancies else None


PARAM_KEYS = ("vacancies", "edital_date", "period", "law_hint", "entity", "process", "groups",
              "general_rank", "reserve_rank", "rank", "reserve_register", "pcd", "pcd_percentage", "cargos",
              "optant", "optants_in_open", "optants_ahead", "tie_break")
# The reserve asked cargo by cargo ("por cargo", "em cada cargo", "o quadro de cargos").
# Round 35 (lo35d): or place by place, as a concurso split by place makes each place a row ("quantas vagas de cota tem
# em cada cidade?", "quantas reservadas por UF?", "em cada uma das regionais"): the table of places is asked for.
PLACE_ASKED = re.compile(rf"\b(?:cada|por) (?:{_PLACE}|(?:uma?|um) d[aoe]s (?:\d+ )?{_PLACES})\b"
                         rf"|\b{_PLACE} (?:a|por) {_PLACE}\b")
# Round 39 (f44b): chat's words for "many" before a plural ("um monte de cargos", "uma porrada de cargos").
LOTS_OF_WORDS = r"(?:um monte|uma (?:porrada|penca|pancada|infinidade|serie|porcao|cacetada|baciada)|um (?:monte|bocado|punhado)|monte)"
_LOTS_OF = rf"{LOTS_OF_WORDS} de"
PER_CARGO = re.compile(rf"{PLACE_ASKED.pattern}|"
                       r"\b(?:cada|por|de cada|em cada|para cada|pra cada) cargo\b|\bcargo (?:a|por) cargo\b"
                       # (Round 39, f44b: chat's "um monte de cargos", "uma porrada de cargos" are "vários cargos")
                       # (Round 40, f49b: and the indefinite "uns cargos", as "alguns cargos")
                       rf"|\b(?:varios|diversos|alguns|uns|muitos|{_LOTS_OF}|\d+) cargos\b.{{0,50}}\b(?:cada um|cada qual|em cada|pra cada"
                       r"|para cada)\b"
                       # "tem cargos de nível médio e superior, quantas em cada um?": cargos named as a kind, then each
                       # Round 41 (f50a): or the cargos named, then "cada" closing the question ("os cargos de Analista,
                       # Técnico e Assistente. Qual a reserva de cada?"): each cargo's reserve
                       r"|\bcargos\b.{0,50}\b(?:cada um|cada qual|em cada um|pra cada um|para cada um)\b"
                       r"|\bcargos\b[^?]{0,80}\b(?:de|em|pra|para) cada(?=\s*(?:[?!.]|$))"
                       r"|" + _UNSET_BEFORE + r"\b(?:quadro|tabela|lista) (?:de|dos) (?:cargos|vagas)\b" + _TABLE_UNSET)
# Round 29 (p29a): the figure asked bare ("qual a reserva por cargo?", "como fica a cota de cada cargo?"): each cargo's
# count, whose table is asked for; what an edital must state per cargo is the law's (`_DEONTIC`, `LAW_ASKS`).
_CARGO_FIGURE = re.compile(r"\b(?:qual|quais) (?:e |sao |seria |sera |fica |vai ser )?(?:a |o |as |os )?(?:reservas?|cotas?)\b"
                           r"|\bcomo (?:fica|ficam|ficaria|seria) (?:a |as )?(?:reservas?|cotas?)\b")
_RESERVE_WORD = re.compile(r"\breserv|\bcotas?\b|\bcotistas?\b")
# Round 40 (f49c): a count one needs to know ("precisamos saber quantas vagas reservar", "quero saber quantas cotas").
_COUNT_NEEDED = re.compile(r"\b(?:preciso|precisamos|quero|queremos|gostaria de|gostariamos de|necessito|necessitamos)"
                           r" (?:saber|calcular|definir|descobrir) quant[ao]s\b")
# Round 41 (f52b): how the count is made, said beside a count asked ("não sei direito como calcula", "como se faz a
# conta?"): an aside of the count, not a law question of its own (the method alone is `law_cues.HOW_COMPUTED`'s).
METHOD_ASIDE = re.compile(r"\b(?:nao sei (?:direito |bem |muito bem |ao certo )?)?como (?:e que )?(?:se )?(?:calcul\w*"
                          r"|faz(?:em)? (?:a|essa) conta|(?:e|eh) feit[oa] (?:o calculo|a conta)|(?:e|eh) o calculo)\b")
# Round 40 (f47a): a figure requested ("preciso da", "quero", "calcula", "qual a"), not a rule asked of editais.
_TABLE_REQUESTED = re.compile(r"\b(?:preciso|precisamos|quero|queremos|gostaria|calcul\w*|qual|quais|quant\w*|me (?:da|diz|passa|mostra)"
                              r"|mostra|faz|faca)\b")
# An edital of several cargos named without their vagas ("vários cargos", "cargos diferentes", "mais de um cargo").
# (Round 40, f49b: "uns cargos", "alguns cargos": the indefinite plural is several cargos too)
SEVERAL_CARGOS = re.compile(rf"\b(?:varios|diversos|muitos|alguns|uns|distintos|diferentes|mais de (?:um|1)|{_LOTS_OF}) cargos?\b"
                            r"|\bcargos (?:diferentes|distintos|variados)\b"
                            # Round 33 (33c): "quantas reservadas dá para os cargos do nosso edital?": the cargos of one's
                            # own edital, in the plural, each with its reserve
                            r"|\b(?:os|dos|nos|aos|pros|para os|pra os) cargos (?:d[oa]|dess[ea]|dest[ea]|d[oa] nosso|d[oa] nossa"
                            r"|d[oa] meu|d[oa] minha) (?:edital|concurso|certame|selecao|pss)\b")
# A count or a computation asked ("quantas", "quanto", "como calcular", "como distribuir", "como fica").
# Round 43 (f57b): the reserve's vagas named and only "como fica?" asked of them ("e as vagas de cota, como fica?",
# "e as cotas, como ficam?"): their count; a case or a condition beside it ("se ..., como fica a cota?") is not this.
_RESERVE_HOW_IT_GOES = re.compile(r"^(?:e |mas e |ta e |entao )?(?:as |a |os )?(?:vagas? (?:de |da |das |pra |para (?:a )?)"
                                  r"(?:cotas?|reserva|cotistas)|vagas? reservadas?|cotas|reserva)(?: racia(?:l|is))?\s*,?\s*"
                                  r"como (?:fica|ficam|ficaria|ficariam|vai ficar|vao ficar)\s*\?*\s*$")
_HOW_MUCH = re.compile(r"\bquant|\bcalcul|\bdistribu|\breparti|\bcomo fica")
# One edital told as having several cargos ("o edital tem vários cargos", "nosso concurso traz 4 cargos"): a situation
# whose reserve per cargo is its table's to compute, not the rule's text.
EDITAL_OF_CARGOS = re.compile(r"\b(?:o|um|nosso|nossa|meu|minha|esse|este|o nosso) (?:edital|concurso|certame|selecao|pss)\b"
                              r"[^?.;]{0,30}\b(?:tem|traz|oferece|possui|abre|abriu|preve|previu|lista|tera|teve|contempla)"
                              r"\b[^?.;]{0,20}\bcargos\b")
# One's own claim to the reserve ("posso concorrer pela cota?", "consigo usar a reserva?"), not an HR voice.
SELF_CLAIM = re.compile(r"\b(?:posso|consigo|conseguiria|tenho direito|teria direito|eu poderia|da (?:pra|para) eu"
                        r"|daria (?:pra|para) eu)\b"
                        # (Round 30, fix30r: "será que me encaixo pra disputar a reserva?": one's own fit, the same claim)
                        r"|\bme (?:encaixo|enquadro|encaixaria|enquadraria)\b"
                        # One person's claim forwarded by someone else ("um candidato quer saber se pode... Ele pode?").
                        r"|\b(?:ele|ela) (?:pode|poderia|consegue|tem direito|teria direito|tera direito)\b|\bse (?:ele|ela)? ?pode (?:se inscrever|concorrer|usar|optar)\b"
                        r"|\b(?:candidat[oa]|pessoa)\b[^.?;]{0,30}\bse (?:ele |ela )?tem direito\b"
                        r"|\b(?:candidat[oa]|pessoa) pode ser (?:inscrit|incluid|aceit)"
                        # "precisamos saber se o candidato pode se inscrever na reserva": one person's claim, asked
                        # by someone else; how that person declares themself is what decides it.
                        r"|\bse (?:o|a|esse|essa|este|esta|nosso|nossa) (?:candidat|servidor|pessoa|interessad|inscrit)[oa]?s?\b"
                        r" (?:pode|poderia|consegue|tem direito)\b"
                        # "Candidato pode se inscrever na cota no nosso PSS?": one unnamed candidate's claim opening the
                        # question (not the law's both-lists rule: "...na cota e na ampla ao mesmo tempo?").
                        r"|^(?:o |a |um |uma )?candidat[oa] (?:pode|poderia|consegue) (?:se inscrever|concorrer|optar|disputar"
                        r"|participar|entrar|se candidatar) (?:na|nas|pela|pelas|para a|pra) (?:cotas?|reserva|vagas? reservadas)\b"
                        r"(?!.*\b(?:ampla|simultaneamente|mesmo tempo|tambem)\b)"
                        r"|\beu entro\b|\bentro (?:na|pela|nas|pelas) (?:reserva|cotas?)\b"
                        # Round 44 (f59c): the form's choice made one's own ("eu marco a caixinha de cotista?")
                        r"|\beu (?:marco|assinalo|escolho|seleciono|clico|opto)\b")
# (the register in brackets or by its initials, "só CR (cadastro reserva)", "só (cadastro de reserva)", is the same)
_REGISTER_ONLY = re.compile(ONLY_OFFERED + r"(?:(?:\(|cr \()?cadastros?[ -](?:de )?reserva|cr\b)")


def register_only(t: str) -> bool:
    """A selection that offers only a reserve register ("concurso só com cadastro de reserva")."""
    return bool(_REGISTER_ONLY.search(t))


_CANDIDATE_NAMED = re.compile(r"\b(?:candidat|servidor|concorrente|inscrit)[oa]s?\b")
_CLAIMED = re.compile(r"\breserv|\bcotas?\b|\bcotistas?\b|\bracia")
# "qual a ordem?" with a count of vagas is the nomination order (not the classification).
_ORDER_QUESTION = re.compile(r"\b(?:qual|como fica|como e|como seria|e|(?:qual|como) (?:deveria|deve|devia|seria|vai|iria|teria que)"
                             r" ser) (?:a )?ordem\b(?! de classificac)")
# Round 43 (lo43e): how long until a nomination ("com 10 vagas, quanto tempo até o cotista ser nomeado?"): no law
# sets the time; with the vagas told, the order (the nominations the cotistas take) is the figure the law gives.
WAIT_ASKED = re.compile(r"\b(?:quanto tempo|quantos dias|quantos meses|em quanto tempo|demora\w*)\b[^.?!]{0,40}"
                        r"\b(?:nomead|nomea[cr]|convocad|convoca[cr]|chamad|chamar)")
_ORDER_PLAIN = re.compile(rf"{_ORDER_QUESTION.pattern}|\balternancia\b")
_VAGAS_WORD = re.compile(r"\bvagas?\b")
# "10 vagas, tem reserva pra negro?": whether the count has a reserve at all, which the count answers.
_HOW_IT_WORKS = re.compile(r"\bcomo funciona\b")


def own_selection_asked(t: str) -> bool:
    """One's own selection named ("no meu concurso", "nosso certame") and no rule asked of the law: a "deve" says only
    what it must be (Round 27), a "como funciona" only how it goes there (Round 36, f38a)."""
    how = _HOW_IT_WORKS.sub(" ", t)
    return bool(MY_EDITAL.search(t)) and not LAW_ASKS.search(how) and not INTERPRETIVE.search(_DEONTIC.sub(" ", how))
_DEONTIC = re.compile(r"\b(?:tem|tera) que\b|\bprecisa\b|\bdeve(?:m)?\b|\bobrigatori|\bexigid[oa]s?\b")  # (Round 39, f42b: "exigida")
# Round 24: what an edital must state ("o edital deve discriminar a quantidade reservada de cada cargo?"): the law's
# rule on its contents (Lei 12.990, art. 1º, § 3º), never one's own table to compute.
# Round 34 (lo34): a duty however said ("tem obrigação de", "tem o dever de", "é obrigado a", "precisa"): `DUTY`.
# Round 42 (f55a): the duty in the past too ("na lei de 2014 o edital tinha que dizer...", "devia", "deveria"): the old
# law's rule, as asked of it.
# Round 45 (f60c): and the duty said as a noun that existed ("havia obrigação de o edital discriminar...", "existia a
# exigência de", "era obrigatório"), or "precisava": the law's rule, a count named in it only the duty's object.
DUTY = (r"(?:deve|devem|precisa|precisam|precisava|precisavam|tem que|tem de|tinha que|tinha de|devia|deviam|deveria|deveriam"
        r"|e obrigad[oa]|sao obrigad[oa]s|era obrigad[oa]|eram obrigad[oa]s|tem (?:a |uma )?obrigacao"
        r"|(?:ha|havia|existe|existia|existiria|haveria|tinha|teria) (?:a |uma |alguma |essa |esta )?(?:obrigacao|exigencia|dever)"
        r"|tem o dever|e (?:seu|um) dever|e obrigatorio|era obrigatorio)")
# Round 40 (f49c): a duty or a permission asked of the reserve ("somos obrigados a discriminar...", "basta citar o
# percentual?", "o órgão pode fazer a reserva só no total?", "é permitido"): the law's text (Lei 12.990, art. 1º, § 3º;
# Lei 15.142, art. 1º, § 2º, art. 5º), never a request for one's own table or count.
# (Without "deve"/"precisa": "quantas vagas devo reservar?" asks a count; "somos obrigados a informar quantas" a duty.)
_OBLIGED_OR_ALLOWED = (r"\b(?:somos|sou|estamos|esta|estao|ficamos|fica|sera|seremos|e|sao) obrigad[oa]s?\b|\be obrigatori"
                       r"|\bbasta (?:citar|informar|indicar|mencionar|colocar|por|dizer|prever|publicar|divulgar)\b"
                       # (Round 42, f55a: "a banca pode somar as vagas dos dois cargos?": joining the vagas permitted)
                       r"|\b(?:pode|podem|poderia|poderiam|podemos) (?:fazer|ser feit\w*|ficar|se limitar|limitar|prever"
                       r"|somar|juntar|agrupar|unificar|unir|dividir|ser somad\w*|ser agrupad\w*)\b"
                       r"|\b(?:e|sao|seria) (?:permitid|proibid|vedad)\w*")
OBLIGED_OR_ALLOWED = re.compile(_OBLIGED_OR_ALLOWED)
# Round 43 (lo43a): how the count is made across cargos, asked as a choice ("a conta é feita cargo por cargo ou posso
# juntar as vagas dos dois cargos?", "somar as vagas dos cargos numa conta só?"): the law's rule (Lei 15.142, art. 1º,
# § 2º), a count of cargos named in it no vagas; a table given ("engenheiro 4 e arquiteto 4") is still counted.
COUNT_WAY_ASKED = re.compile(r"\bcargo (?:a|por) cargo\b[^?]{0,40}\bou\b|\bou\b[^?]{0,40}\bcargo (?:a|por) cargo\b"
                             r"|\b(?:juntar|somar|agrupar|unificar|unir|junta|soma)\b[^?]{0,40}\b(?:numa|em uma|numa so|uma so)"
                             r" (?:conta|calculo)\b")
DUTY_ASKED = re.compile(r"\b" + DUTY + r"\b|" + _OBLIGED_OR_ALLOWED)
_EDITAL_MUST_STATE = re.compile(r"\b(?:o|os|um|cada) (?:edital|editais)\b.{0,20}\b" + DUTY + r" (?:a |de )?(?:discriminar|especificar|informar|indicar|prever|dizer"
                                r"|trazer|mostrar|detalhar|separar|listar|apresentar|conter)\b")
# Round 48 (f63c): the duty said first and the edital elsewhere ("para editais da Lei 12.990, há exigência de discriminar
# no texto quantas vagas reservadas há em cada cargo?", "existe obrigação de especificar quantas vagas de cota há por
# cargo?"): what the edital must state (Lei 12.990, art. 1º, § 3º), its count only the duty's object.
_STATE_DUTY = re.compile(r"\b(?:" + DUTY + r"|e preciso|e necessario|exige|exigem|exigia|exigiam|obriga|obrigam|obrigava)\b"
                         r" (?:que |de |a )?(?:(?:o|os) (?:edital|editais|orgao|orgaos|texto)\b )?"
                         r"(?:discrimin|especific|inform|indic|detalh|divulg|explicit)\w*"
                         r"|\b(?:" + DUTY + r"|e preciso|e necessario) (?:de )?(?:constar|conter|trazer|mostrar|dizer|prever|apresentar)\b")
_STATED_COUNT = re.compile(r"[\s,]+(?:[\w-]+[\s,]+){0,4}?(?:quant[ao]s|o numero|o total|a quantidade|numero de|total de"
                           r"|quantidade de)\b")


# Round 54 (f69b): what asks which law governs a dated edital, or its reserve by that law: the law or its rate named as
# the question ("qual lei?", "20 ou 30%?", "segue a 12.990?"), or whether the edital had, must have or reserves a quota.
_RESERVE_OF_EDITAL = re.compile(r"\b(?:ter|tem|tinha|teria|ha|havia|haver|existe|existia|houve|prever|previa|reservar"
                                r"|reservava|reservou)\s+(?:a\s+|alguma\s+|uma\s+)?(?:vagas?\s+(?:de\s+|pra\s+|para\s+)?)?"
                                r"(?:cotas?|reserva|reservadas?|negr\w*|pret\w*|pard\w*)\b"
                                r"|\bpercentual|\bporcentagem|\bpor cento\b|%|\bquant[oa]s?\b")


def rule_within_law(t: str) -> bool:
    """Round 54 (f69b): a rule inside a law asked (a duty or a permission: "pela Lei 12.990, o edital precisa discriminar
    a reserva por cargo? edital de 2024"), the edital's year only its setting: that rule's text, never which law governs
    the edital (regime), unless that law, its rate or the reserve's existence is asked too (folded text)."""
    return bool(_DEONTIC.search(t) or DUTY_ASKED.search(t)) and not REGIME_CUE.search(t) and not _WHICH_LAW.search(t) \
        and not LAW_CHOICE.search(t) and not _ALREADY_IN_FORCE.search(t) and not _DATED_HAD.search(t) \
        and not _RESERVE_OF_EDITAL.search(t)


def edital_duty_to_state(t: str) -> bool:
    """Round 48 (f63c): a duty to state the reserve's count asked of editais, the edital named anywhere (`_STATE_DUTY`
    then a count noun within a few words); "quantas vagas o edital deve reservar?" asks a count, and so does a
    computation asked beside it ("... como calculo?")."""
    if not re.search(r"\bedita(?:l|is)\b", t) or not _RESERVE_WORD.search(t) or _HELP_COMPUTE.search(t) \
            or re.search(r"\bcomo (?:eu )?(?:calcul|fa[cz]o a conta)", t):
        return False
    return any(_STATED_COUNT.match(t, m.end()) for m in _STATE_DUTY.finditer(t))


_EDITAL_HAD_RESERVE = re.compile(r"\b(?:tem|tinha|ha|havia|houve|existe|existia|tera|teria|vai ter) (?:alguma )?"
                                 r"(?:cota|reserva|vaga reservada)s?\b")
_WILL_HAVE_RESERVE = re.compile(r"\b(?:terao|teriam|tem|tera|teria|havera|haveria|ha|vai ter|vao ter) (?:alguma |direito a )?"
                                r"(?:cotas?|reserva)\b")
_HAS_RESERVE = re.compile(r"\b(?:tem|ha|existe|havera|tera|teria|vai ter) (?:alguma )?(?:cota|reserva|vaga reservada"
                          # "tem vaga pra cotista nele?": whether the vagas make a reserve (Round 24)
                          r"|vagas? (?:pra|para) (?:cotistas?|cotas?|negros|pessoas negras))")


def unused_numbers(ex: Extraction, params: dict[str, Any]) -> list[str]:
    """Numbers of the question that no parameter took: the answer says it did not use them."""
    used = {params.get(k) for k in ("vacancies", "general_rank", "reserve_rank", "rank")}
    if not params.get("cargos"):
        used.add(params.get("pcd"))  # the edital table takes PcD as a percentage only: a count stays unused
    used |= {v for _, v in params.get("cargos") or []}
    # Round 35 (lo35b): a cargo's code ("Área 1", "Especialidade 02") is part of its name, no figure left out
    used |= {int(d) for name, _ in params.get("cargos") or [] for d in re.findall(r"\d+", str(name))}
    if params.get("cargos"):
        used.add(sum(v for _, v in params["cargos"]))  # the edital's total, when written, is their sum
    used |= set(ex.cargo_counts)
    if params.get("vacancies") is not None and params.get("vacancies") == ex.vacancies:
        used |= vacancy_parts(ex.text)  # "tinha 10 e surgiram mais 7": both make the 17 vagas
    out = [str(n) for n in ex.numbers if n not in used]
    if ex.pcd_rank is not None:
        out.append(str(ex.pcd_rank))  # a PcD-list place: no calculator input takes it
    out += ex.decimals
    pct = {params.get("pcd_percentage")}
    out += [p for p in ex.percentages if p not in pct]
    return out


def _params(ex: Extraction) -> dict[str, Any]:
    cutoff = date_threshold(ex)
    p: dict[str, Any] = {
        "vacancies": count_beside_threshold(ex) if threshold_only(ex) else ex.vacancies,
        "edital_date": ex.date.isoformat() if ex.date and not cutoff else None,
        "period": [ex.period.start.isoformat(), ex.period.end.isoformat(), ex.period.text]
        if ex.period and not cutoff else None,
        # (Round 34, 34b: the two laws offered for an edital still to be published: the new one, as `EDITAL_PENDING` says)
        "law_hint": ("new" if EDITAL_PENDING.search(ex.text) else None) if LAW_CHOICE.search(ex.text) else ex.law_hint,
        "entity": ex.entity,
        # (Round 52, d52b: a kind art. 1º does not reach is kept too, so its coverage says "Não" by art. 1º)
        # (the quota classification used in a remoção or a promotion is art. 9, § 2º's text: no kind kept for it)
        "process": ex.process if ex.process == "pss" or ex.process != "concurso" and not CAREER_ORDER.search(ex.text)
        else None,
        "groups": ex.groups or None,
        "general_rank": ex.general_rank,
        "reserve_rank": ex.reserve_rank,
        # A bare "3º lugar" that is the reserve-list rank is not also a general rank.
        "rank": None if ex.rank == ex.reserve_rank or ex.general_rank else ex.rank,
        "reserve_register": True if ex.reserve_register else None,
        "pcd": ex.pcd,
        "pcd_percentage": ex.pcd_percentage,
        "cargos": [[c.name, c.vacancies] for c in ex.cargos] or None,
        # Position inputs: the candidate opted for the reserve; optants approved in ampla / ranked ahead.
        "optant": True if ex.optant else None,
        "optants_in_open": ex.optants_in_open,
        "optants_ahead": ex.optants_ahead,
        "tie_break": tie_break_of(ex.text),  # "a cota vem antes da PcD no empate": the edital's rule for the order
        # Round 42 (lo42e): "vai chamar mais 6 do cadastro, além das 10 vagas do edital; quantos desses 6?": the 6
        # join the 10 (art. 1º, § 2º), their share the whole's reserve less the 10's, as in a thread (`resolve_fragment`)
        "prior_vacancies": earlier_vacancies(ex.text) if ex.vacancies is not None and not ex.cargos else None,
    }
    return {k: v for k, v in p.items() if v is not None}


# "a lei se aplica a militares?", "essa lei vale para estatais?": asked of this assistant, the bare "a lei"
# whose reach is asked is the quota law (a named other law, "a lei Maria da Penha vale...", does not match).
_BARE_LAW = re.compile(r"^(?:e )?(?:a|essa|esta) lei\b")


# The board that confirms the self-declaration, named plainly ("a banca pode me reprovar pela cor da pele?", "cabe
# recurso contra a decisão da comissão?"): these laws' confirmation procedure when what it judges (looks, ancestry,
# the interview) or its decision (appeal, result) is asked. The exam board's own matters (questions, marks, the
# syllabus, the exam day, the board a concurso hired) are not these laws'.
_BOARD = re.compile(r"\b(?:banca|comis{1,2}ao|comite)s?\b")
BOARD_SUBJECT = re.compile(
    r"\bpele\b|\bcor\b|\baparencia|\bfenotip|\btracos?\b|\bcabelos?\b|\bnariz|\blabios|\bascenden|\bancestra|\bantepassad"
    r"|\b(?:meus|seus|dos|os|nos|aos) pais\b|\bmae\b|\bpai\b|\bavos?\b|\bfamilia|\bparentes?\b|\bcertidao|\bfotos?\b"
    r"|\bmoren[oa]s?\b|\bbranc[oa]s?\b|\bclar[oa]s?\b|\bescur[oa]s?\b|\bentrevista|\bfilma|\bgrava|\bvideo|\bpresencia"
    r"|\bonline\b|\bremot|\brecurso|\brecorr|\bcontest|\brevis|\brevist|\bdecisao|\bparecer|\bresultado\b|\bopiniao"
    r"|\breprova|\belimina|\bindefer|\bdesclassific|\bexclu"  # round 46: "a banca pode me desclassificar?"
    r"|\bdecid|\bquem bate o martelo"  # p29c: "quem decide, eu ou a comissão?": the board's verdict against one's own word
    r"|\bdiscord|\bnao concord"  # p26d: "e se eu discordar da comissão?": the board's decision contested
    # Round 39 (f45b): a group's membership judged ("a banca avalia quilombola do mesmo jeito que pardo?"): the
    # confirmation procedure (art. 3º), not the exam board's marks
    r"|\b(?:avali|analis|verific|julg|confer|confirm)\w*\s+(?:(?:o|a|os|as|um|uma)\s+)?(?:candidat\w+\s+)?"
    r"(?:quilombol|indigen|pard|pret|negr)"
)
EXAM_BOARD = re.compile(
    # Round 41 (41c): not the news story the rumour came from ("li numa matéria que a banca pode eliminar...")
    r"\bprovas?\b|\bquest(?:ao|oes)\b|\bgabarito|(?<!\bnuma )(?<!\buma )(?<!\bna )(?<!\bessa )\bmaterias?\b(?! (?:d[oa] |n[oa] )?(?:jornal|g1|tv|site|revista|folha|noticia))|\bconteudo|\bnotas?\b|\bredacao|\bdiscursiva|\bobjetiva"
    r"|\borganizadora|\bexaminadora|\bdata\b|\bsala\b|\bfiscal|\bcebraspe|\bcespe\b|\bfgv\b|\bcesgranrio|\bvunesp|\bfcc\b"
    r"|\bquadrix|\bidecan|\bibfc\b|\baocp\b|\bconsulplan|\binstituto\b|\b(?:concurso|edital|certame) d[oa]s? "
    r"|\bcontrat\w* (?:a |uma )?banca"
)


def board_sense(t: str) -> bool:
    """"banca"/"comissão" as the board that confirms the self-declaration, not the one that runs the exam."""
    return bool(_BOARD.search(t) and BOARD_SUBJECT.search(t) and not EXAM_BOARD.search(t) or BOARD_PASSED.search(t))


# Round 29 (p29c): one already confirmed by a board ("fui aprovada na banca do inss, passo de novo na da receita?"):
# the exam board approves no one, so the confirming board, even with the other concurso named.
BOARD_PASSED = re.compile(r"\b(?:aprovad|deferid|validad|confirmad|aceit|homologad)[oa]s?\s+(?:na|pela|nas|pelas)\s+"
                          r"(?:banca|comis{1,2}ao|comite)s?\b(?!\s+(?:examinadora|organizadora))")


# A question about what a rule allows, obliges or who decides ("pode", "deve", "é obrigatório", "tem prazo", "cabe
# recurso", "quem define"): with one of these laws' own subjects, a question the norms are written to answer.
# (Round 23: the past tense asks the old law's rule, "quem podia se declarar na época?", "precisava de foto?")
RULE_MODAL = re.compile(
    r"\b(?:pode|podem|poderia|podera|podia|podiam|consegue|deve|devem|deveria|devia|deviam|precisa|precisam|preciso"
    r"|precisava|precisavam|tem (?:que|de|q)|tinha (?:que|de|q)|tenho (?:que|de|q)"
    r"|e obrigatori|obrigatori|e obrigad|e permitid|e proibid|e possivel|da (?:pra|para)|cabe recurso|tem direito|tinha direito|tinham direito"
    r"|(?:tem|ha|existe|qual (?:e )?o) prazo|quem (?:define|decide|escolhe|determina|fiscaliza|faz parte|compoe|indica|avalia"
    r"|julga|confirma|verifica))\b"
)
LAW_SUBJECTS = re.compile(
    r"\breserv|\bcotas?\b|\bcotistas?\b|\bautodeclar|\bheteroidentif|\bconfirmacao d|\bvagas? (?:reservad|da cota|de cota)"
    r"|\bnomea|\bclassifica|\bpcd\b|\bdeficien|\bampla concorrencia\b|\bnegr|\bpard|\bpret[oa]s?\b|\bindigen|\bquilombol"
)


def rule_of_subject(t: str) -> bool:
    """A rule question about these laws' own subjects (the reserve, the self-declaration and its confirmation board,
    nomination and classification, PcD): answered with the doubt said when no dispositivo stands out."""
    return bool(RULE_MODAL.search(t) and (LAW_SUBJECTS.search(t) or board_sense(t))
                and not CONCURSO_FACT.search(t) and not other_quota(t))


# Round 23 (p23b): "30% de 100 = 30, confere?": the law's own rate (30% new, 20% old) taken of the count that
# `numbers` read as the vagas is the reserve's sum, checked; no other word of the domain is needed.
_LAW_RATE_OF = re.compile(r"(?<![\d,.])\b(?:20|30)\s*%\s*(?:de|das|sobre|sobre as|em)\s+\d+\b")


# Round 26 (p26e): "isso de 30% vale desde quando?", "os 20% valiam até quando?": the law's own rate, asked when it holds.
_LAW_RATE_SINCE = re.compile(r"(?<![\d,.])\b(?:20|30)\s*(?:%|por ?cento)[^?.]{0,30}?\b(?:desde|a partir de|ate) quando\b"
                             r"|\b(?:desde|a partir de|ate) quando\b[^?.]{0,30}?(?<![\d,.])\b(?:20|30)\s*(?:%|por ?cento)")


def law_rate_since(t: str) -> bool:
    """The law's rate asked since when it holds (`_LAW_RATE_SINCE`): its start, art. 14 (or the old law's art. 6º)."""
    return bool(_LAW_RATE_SINCE.search(t))


# Round 31 (p31b): "o que acontece se eu passar tbm na ampla?", "se eu ficar dentro da ampla, como fica minha vaga de
# cota?": the asker's own outcome in the open list asked of the rules (art. 7º, §§ 1º-2º; art. 3º, § 1º), with no
# figure; the law's text, never a refusal (a place given, "e se eu fosse o 3º", stays a calculation).
OWN_OUTCOME_IN_OPEN = re.compile(
    r"\b(?:o que (?:acontece|ocorre|muda)|que acontece|como fica|e ai)\b[^?]{0,40}?\bse (?:eu )?(?:tambem )?"
    r"(?:passar|passasse|for aprovad[oa]|fosse aprovad[oa]|ficar|ficasse|entrar|entrasse|for classificad[oa]"
    r"|fosse classificad[oa]|for nomead[oa]|tirar nota|tiver nota)\b[^?]{0,30}?\b(?:na|pela|dentro da|nas vagas da"
    r"|na lista da|com nota da|com nota de|pra|para a) ampla\b"
    r"|\bse (?:eu )?(?:tambem )?(?:passar|passasse|for aprovad[oa]|fosse aprovad[oa]|ficar|ficasse|entrar|entrasse"
    r"|for classificad[oa]|fosse classificad[oa])\b[^?]{0,30}?\b(?:na|pela|dentro da|nas vagas da|na lista da) ampla\b"
    r"[^?]{0,30}?\b(?:o que (?:acontece|ocorre|muda)|que acontece|como fica)\b")


# Round 36 (lead): "sou optante, em que nomeação eu entro?": an optant with a word of the selection is the reserve's
# optant (the laws' own word for the cotista); "optante pelo Simples" (a tax regime) is not.
_SELECTION_WORD = r"(?:nomea\w*|nomead\w*|convoca\w*|chamad\w*|lista|classifica\w*|aprovad\w*|concurso|edital|certame|selecao|ampla|posse)"
_OPTANT_OF_SELECTION = re.compile(rf"^(?![^?]*\bsimples\b)(?:[^?]*\boptantes?\b[^?]{{0,60}}?\b{_SELECTION_WORD}\b"
                                  rf"|[^?]*\b{_SELECTION_WORD}\b[^?]{{0,60}}?\boptantes?\b)")


# Round 36 (36d): someone ahead of one in the list leaving ("se alguém na minha frente desistir, muda algo?", "e se quem
# está à minha frente desistir?"): the vacated vaga's rule (art. 7º, § 3º). Round 39 (f43b): in the domain by itself,
# with no quota word (`law_cues._MOVES_UP` answers it).
AHEAD_LEAVES = (r"\b(?:na|a) minha frente\b[^?]{0,30}\b(?:desisti\w*|nao tomar posse|nao assumir|abrir mao"
                r"|for eliminad\w*)\b|\b(?:desisti\w*)\b[^?]{0,20}\b(?:na|a) minha frente\b")


# Round 40 (40a): the edital's date said to be what decides ("por que o que importa é a data do edital e não a data da
# prova?", "vale a data do edital ou a da inscrição?"): which edital the new law reaches (Lei 15.142, art. 11).
_EDITAL_DATE_DECIDES = re.compile(r"\b(?:importa|vale|conta|decide|define|manda)\b[^?]{0,20}\bdata d[oa] (?:publicacao do )?edital\b"
                                  r"|\bdata d[oa] (?:publicacao do )?edital\b[^?]{0,20}\b(?:importa|vale|conta|decide|define|manda)\b")


# Round 45 (45c): the laws' rate asked why, bare ("por que 30%?", "pq vinte por cento?"): these laws' figure (art. 1º);
# "pq não é 30%?" (the other law's rate objected) is `law_cues.rate_objection`.
BARE_RATE_WHY = re.compile(r"^(?:mas |e |ue,? )?(?:por ?que|porque|pq)\s+(?:(?:a cota|a reserva|o percentual|e|eh|sao|so|de)\s+)*"
                            r"(?:20|30|vinte|trinta)\s*(?:%|por cento)(?: das vagas)?\s*[?!.]*$")


# Living away from the people's land ("fora da aldeia", "longe da comunidade", "mas mora na cidade"): for indígenas and
# quilombolas, whom art. 2º, II and III define whether or not they live there.
AWAY_FROM_LAND = re.compile(
    r"\b(?:fora|longe) d[ao]s? (?:(?:minha|sua|nossa|meu|seu|nosso|dele|dela) )?(?:aldeia|territorio|comunidade|reserva indigena|quilombo)"
    r"|\bnao (?:(?:mora|moro|vive|vivo|morar|viver|morando|vivendo) (?:mais )?)?(?:n[ao]s?|em|numa?) (?:aldeia|territorio|comunidade|quilombo)"
    r"|\b(?:mas|mesmo|porem|so que) (?:\w+ ){0,2}(?:mora|moro|morar|morando|vive|vivo|viver|vivendo|reside|resido)\b"
    # Round 51 (51a): the city named as where one lives ("que mora na cidade mas nasceu no quilombo"): the same doubt
    r"|\b(?:mora|moro|morar|morando|vive|vivo|viver|vivendo|reside|resido)\s+(?:hoje\s+|agora\s+)?(?:na|em|numa)\s+"
    r"(?:cidade|capital|zona urbana|area urbana)\b")


# (Round 51, 51a: the people's place names the group too, "nasceu no quilombo", "mora fora da aldeia")
LAND_GROUP = re.compile(r"\b(?:indigen|quilombo|aldead|aldeia)")

def in_domain(ex: Extraction) -> bool:
    t = ex.text
    if stage_count_asked(t):
        return True  # Round 54 (lo54b): "o optante passa por quantas fases?": the law's stages (art. 6º)
    if BARE_RATE_WHY.search(t):
        return True
    if re.search(AHEAD_LEAVES, t):
        return True
    if _OPTANT_OF_SELECTION.search(t):
        return True
    if law_rate_since(t):
        return True
    if ex.vacancies is not None and _LAW_RATE_OF.search(t):
        return True
    if ex.reference:  # "art. 7o, § 3o": a dispositivo of these laws
        return True
    if term_of_named_norm(t):
        return True  # Round 52 (f67c): "o decreto 9508 ..., qual o prazo?": that norm's text, the term fixed or not
    if _BARE_LAW.search(t) and LAW_REACH.search(t):
        return True
    if ex.groups and ELIG_CUE.search(t):  # "sou branco, posso concorrer?"
        return True
    if "pcd" in ex.groups and _PCD_SELECTION.search(t):  # "sou surda, posso ter intérprete na prova?": Decreto 9.508
        return True
    if pcd_exam_asked(t):
        return True  # Round 47 (f62c): so of a relative's ("meu filho é surdo, a prova tem intérprete?"), no group of theirs
    if "pcd" in ex.groups and _is_order(t):
        return True  # Round 45 (45a): "quando chamam o primeiro pcd?": the PcD list's place in the order (art. 8º, § 1º)
    if "pcd" in ex.groups and ex.vacancies is not None and re.search(r"\b(?:quant|qnt|qtd)\w*", t):
        return True  # Round 46 (lo46c): "quantas de pcd com 40?": the PcD share of those vagas (Decreto 9.508)
    if "pcd" in ex.groups and ex.vacancies is not None and pcd_share_bare(t):
        return True  # Round 48 (lo48b): "pcd com 50", "pcd com 50 qual o numero": that share, the asking word left out
    if ex.pcd_rank is not None:
        return True  # Round 46 (lo46b): "fiquei em 2º na lista pcd, quando sou chamado?": a place in the PcD list
    if board_sense(t):  # "a comissão pode me reprovar pela cor da pele?": the confirmation board
        return True
    if AWAY_FROM_LAND.search(t) and LAND_GROUP.search(t):
        return True  # Round 51 (51a): "nasceu no quilombo mas mora na cidade, ela pode?": who the group is (art. 2º)
    if _APPEAL_ASKED.search(t) and (ex.groups or _BOARD.search(t) or _CONFIRMATION.search(t) or bare_appeal(t)):
        return True  # "tenho como pedir recurso se a banca me indeferir como preta?": the confirmation's appeal
    if FEDERAL_LAW_ASKED.search(t) and SUBNATIONAL_BODY.search(t):
        return True  # "estados precisam de lei própria? a lei federal fala algo sobre isso?": art. 1º's reach
    if simplified_selection_asked(t):
        return True  # Round 52 (lo52d): "pss é considerado concurso?": the selections the law names (art. 1º, II)
    if waiting_for_call(t) or own_place_alone(t):
        return True  # "tô na lista de espera, será que me chamam?": one's place after a selection
    if kin_bare_chance(t):
        return True  # Round 42 (lo42): "minha mãe pode?" first: that relative's eligibility, their group asked
    if WORDS_MEANING.search(t):
        return True  # "o que é essa tal de ampla?": the words of the reserve, asked by someone new to them
    if OWN_OUTCOME_IN_OPEN.search(t):
        return True  # "o que acontece se eu passar tbm na ampla?": the optant's outcome in the open list (art. 7º)
    if DECIMAL_ROUNDED.search(t) and not _SCORE_ROUNDED.search(t):
        return True  # Round 46 (lo46b): "7,8 vira 8 por qual regra?": the rounding of a fraction of a vaga
    if STRONG_DOMAIN.search(t) or ex.entity in ("autarquia", "fundacao", "empresa_publica", "sociedade_economia_mista"):
        return True
    if _EDITAL_DATE_DECIDES.search(t):
        return True  # Round 40 (40a): "por que importa a data do edital e não a da prova?": which date decides the law
    weak = len(set(WEAK_DOMAIN.findall(t)) - {"edital"})
    if weak and WHY_FIGURE.search(t) and re.search(r"\blei\b|\blegislac|\blegislador|\bnorma\b", t):
        return True  # "a legislação explica de onde veio o percentual?": the law's figure, asked why
    if CONTEXT_DOMAIN.search(t):
        # (Round 46, lo46b: a month told with no year, "o edital saiu em maio", is a date too: its year is asked)
        params = (ex.vacancies is not None or ex.date or ex.period or ex.no_year or ex.law_hint or ex.groups
                  or ex.general_rank or ex.reserve_rank or ex.rank or ex.reserve_register)
        cue = any(rx.search(t) for rx in (RESERVE_CUE, REGIME_CUE, ELIG_CUE, POSITION_CUE, RESULT_CUE)) or _is_order(t)
        return bool(weak or params or cue)
    return weak >= 2 or (weak >= 1 and bool(RESULT_CUE.search(t)))


# Round 42 (lo42): a relative's chance asked with the verb alone, nothing after it ("minha mãe pode?", "meu irmão pode
# concorrer também?"): their eligibility in the reserve, as after "pra pretos" (`context`); "pode se aposentar?" is not.
_KIN_BARE_CHANCE = re.compile(r"\b(?:pode|poderia|podia|consegue|teria direito|tem direito)"
                              r"(?: (?:concorrer|participar|tentar|se inscrever|entrar))?(?: tambem)?\s*[?!.]*\s*$")
_BARE_MAX_WORDS = 7  # the relative and the verb, nothing else ("meu tio ... o edital barra por idade ou ele consegue?" is not)


def kin_bare_chance(t: str) -> bool:
    """A relative's chance asked with the verb alone: "minha mãe pode?", "e o meu irmão, pode concorrer também?"."""
    return relative_asked(t) and bool(_KIN_BARE_CHANCE.search(t)) and len(t.split()) <= _BARE_MAX_WORDS


# Someone told only as an optant ("sendo cotista", "como optante", "se ele for cotista").
# Which nomination or call is asked, as a number ("qual nomeação é a minha vez?", "em que chamada eu entro?", "a vez do
# cotista é a 3ª?"), never whether one is called.
_WHICH_CALL = re.compile(r"\b(?:qual|que|q|em que|em qual|em q) (?:\w+ ){0,2}?(?:nomeacao|chamada|convocacao)\b"
                         r"|\b(?:minha|a) vez\b")
_AS_OPTANT = re.compile(r"\b(?:sendo|como|por ser|se (?:ele |ela |eu )?(?:for|fosse)|caso (?:ele |ela |eu )?(?:seja|fosse))\s+"
                        r"(?:cotistas?|optantes?|da cota|da reserva)\b")


# Round 34 (f34a): which place of the nomination list someone of a list takes ("em que posição ... o primeiro candidato
# PcD", "qual a vez do primeiro cotista"): a figure the order gives for the edital's vagas.
# (Named apart from Round 23's `_PLACE_ASKED` below, which used to shadow it: both are read.)
_LIST_PLACE_ASKED = re.compile(r"\b(?:em que|em qual|qual|quais|em quais) (?:e |sera |seria )?(?:a |as )?(?:posic|lugar|colocac|vez)\w*\b")


_CALLED_FIRST = re.compile(r"\bquem (?:e|sao|sera|serao|vai ser|vao ser|vem|entra) (?:(?:chamad|nomead|convocad)\w* )?"
                           r"(?:primeiro|antes|depois|em seguida)\b"
                           r"|\bem (?:que|qual) ordem (?:os cotistas |eles |elas )?(?:sao|serao|vao ser|e|sera|vai ser)"
                           r" (?:chamad|nomead|convocad)"
                           # Round 39 (f45b): one's own call beside the order ("como funciona a ordem? quando vou ser
                           # chamado?"): the order's figure, its vagas asked, as who is called first is.
                           r"|\bquando (?:eu )?(?:vou ser|serei|sou)\s+(?:chamad|nomead|convocad)")


def called_first(t: str) -> bool:
    """Round 39 (f42b): who is called first, or in what order they are called: a figure of the order, not its rule."""
    return bool(_CALLED_FIRST.search(t))


def _is_order(t: str) -> bool:
    return bool(ORDER_CUE.search(t)) and not NOT_ORDER.search(t)


# Whether a body or a selection must have the reserve, asked of it rather than by a candidate.
BODY_OBLIGATION = re.compile(
    r"\b(?:precisa|precisam|deve|devem|tem que|tem de|(?:e|sao|esta|estao|estarao) obrigad[oa]s?)(?: a| de)? (?:ter |prever |fazer |abrir )?"
    r"(?:reserv|cotas?\b)|\b(?:tem|ha|existe|tera|havera|vai ter) (?:alguma )?(?:reserva|cotas?)\b"
    # (Round 43, lo43a: the law by its number alone, "tem que seguir a 15.142", as "seguir a lei 15.142")
    r"|\b(?:seguir|cumprir|obedecer|respeitar|aplicar|observar) (?:a |essa |esta )?(?:lei|leis|cotas?|reserva|15\.?142|12\.?990)\b"
    r"|\b(?:sujeit|submetid)\w* (?:a|as) (?:lei|leis|cotas?|reserva|15\.?142|12\.?990)\b")


def duty_asked_by_no_one(t: str) -> bool:
    """A body's duty to reserve (`BODY_OBLIGATION`) asked in no one's first person (folded text): the law's reach."""
    return bool(BODY_OBLIGATION.search(t) and not FIRST_PERSON.search(_ONES_PLACE.sub(" ", t)))


# One's own place asked with no figure ("estou dentro das vagas?", "será que eu entro?").
# Round 20: one's own standing named ("quero saber da minha colocação", "qual a minha posição na lista dos cotistas?"):
# a position question whose place and vagas are asked for (a race "classificação" is no place).
OWN_STANDING = re.compile(r"\b(?:minha|sua) (?:posicao|colocacao|classificacao(?! (?:racial|etnic|de cor|de raca|do ibge)))\b")
OWN_PLACE = re.compile(r"\b(?:estou|to|tou|fico|ficaria|ficarei|entro|entrei|entraria|fiquei|estaria|vou ficar)"
                       r" (?:dentro (?:das|do numero de) vagas|nas vagas|entre os (?:aprovados|nomeados|convocados))\b"
                       # "sou cotista, passo ou não?", "será que fui chamada?": one's own outcome is the whole question
                       # (Round 45, 45c: never "passo a passo", the working asked step by step)
                       r"|\b(?:(?<!passo a )passo(?! a passo)|vou passar|fui (?:aprovad|chamad|nomead|convocad)[oa]|serei (?:aprovad|chamad|nomead|convocad)[oa]"
                       r"|sou (?:chamad|nomead|convocad)[oa]|entro|(?:to|tou|estou|fico) dentro"
                       # Round 51 (51b): "passei no pss pela cota, vou ser chamado?": the future said with "vou ser"
                       r"|vou ser (?:aprovad|chamad|nomead|convocad)[oa])(?: ou nao)?\s*[?!.]*$"
                       # Round 34 (34a): a help desk relaying a person's own place, asked of the one relayed ("a candidata quer
                       # saber se está dentro das vagas", "pergunta se ficou dentro do número de vagas", "quer saber se vai
                       # ser nomeada"): that person's place, as "tô dentro?" asks one's own (a rule of anyone's, "o optante
                       # que fica dentro das vagas...", has no relayed "se" before its verb).
                       r"|\b(?:saber|pergunta|perguntou|questiona|questionou|indaga|indagou)\s+se\s+(?:(?:ele|ela|ja|ainda)\s+)?"
                       r"(?:(?:esta|ta|fica|ficou|ficaria|entra|entrou|estaria|vai ficar|foi (?:classificad|aprovad)[oa])"
                       r" (?:dentro (?:das|do numero de) vagas|nas vagas|entre os (?:aprovados|nomeados|convocados))"
                       r"|(?:vai|ira) ser (?:nomead|chamad|convocad)[oa]|sera (?:nomead|chamad|convocad)[oa])\b")


# What becomes of reserved vagas left without optants ("as vagas de cota que sobrarem ficam paradas ou vão pra
# ampla?"): art. 8º's rule, asked yes/no even when the question tells its own vagas; "quantas vão" is a count.
REVERSION_ASKS = re.compile(
    r"\b(?:vagas?|cotas?)\b(?: (?:de cotas?|reservadas?|da reserva|restantes?|que sobr\w+|nao preenchidas?|vazias?|sobrando))?"
    # (a count asked between, "28 vagas: quanto fica pra ampla e quanto pra cota?", is the split, not the reversion)
    r"(?:(?!quant)[^?.;]){0,30}?\b(?:ficam|fica|ficarao|vao|vai|voltam|volta|passam|passa|revertem|reverte|sao revertidas|e revertida"
    r"|sao devolvidas|migram|somem|se perdem|ficam paradas|ficam vagas|ficam em aberto)\b[^?.;]{0,20}?"
    r"\b(?:pra|para|a|na) (?:a )?ampla\b"
    r"|\b(?:vagas?|cotas?)\b[^?.;]{0,30}?\b(?:ficam|fica|ficarao|ficara) (?:paradas?|vazias?|em aberto|sem ninguem|ociosas?)\b"
    r"|\b(?:vagas?|cotas?)\b[^?.;]{0,30}?\bse perde(?:m)?\b"
    # Round 26 (p26e): "vagas reservadas que sobram vão pra quem": who takes them, the reversion asked by its taker
    r"|\b(?:vagas?|cotas?)\b[^?.;]{0,30}?\b(?:sobr\w+|restantes?|nao preenchid\w*|nao ocupad\w*|ociosas?)\b[^?.;]{0,25}?"
    r"\b(?:pra|para|com|a) quem\b"
    # Round 26 (holdout23): "e se sobrar vaga reservada sem candidato?": a reserved vaga left with no optant (art. 8º)
    r"|\b(?:sobr\w+|restar\w*|ficar\w*)\s+(?:uma |alguma |as |a )?(?:vagas?|cotas?) (?:reservad\w*|da reserva|de cotas?)\b[^?.;]{0,25}?"
    r"\bsem (?:candidat\w*|cotistas?|optantes?|inscrit\w*|aprovad\w*|ninguem)\b"
    # Round 39 (f42b): "qual a destinação legal das vagas que sobraram?", "sobraram vagas reservadas, qual o destino
    # delas?", "o que fazer com as vagas da cota não preenchidas?": what becomes of them, asked by its noun (art. 8º)
    r"|\b(?:destinacao|destino|o que (?:fazer|faz|fazemos|se faz|deve ser feito))\b[^?.;]{0,25}?\b(?:vagas?|cotas?|delas|deles)\b"
    r"[^?.;]{0,30}?\b(?:sobr\w+|rest(?:antes?|aram|am|ou|arem)|remanescentes?|nao preenchid\w*|nao ocupad\w*|ociosas?|vazias?)\b"
    r"|(?:\b(?:vagas?|cotas?)\b[^?.;]{0,30}?\b(?:sobr\w+|rest(?:antes?|aram|am|ou|arem)|remanescentes?|nao preenchid\w*|nao ocupad\w*|ociosas?)"
    r"|\b(?:sobr\w+|restar\w*)\s+(?:\w+\s+){0,2}(?:vagas?|cotas?))\b"
    r"[^?.;]{0,40}?\b(?:qual|que) (?:e |sera |seria )?(?:a |o )?(?:destinacao|destino)\b"
)


# Round 26 (holdout23): a computation asked for ("preciso calcular a cota de cada cargo", "me ajuda a calcular"): one's
# own edital to compute, its figures to come.
_HELP_COMPUTE = re.compile(r"\b(?:preciso|precisamos|quero|queria|queremos|gostaria de|me ajuda a|ajuda a|ajudar a|pode calcular"
                           r"|consegue calcular|tenho que|temos que) (?:fazer o )?(?:calcul|comput|fazer a conta)"
                           # Round 33 (33b): the computation ordered ("Calcule a reserva por cargo do edital...", "por favor,
                           # calcula a cota de cada cargo"), at the start of a sentence: not "como se calcula".
                           r"|(?:^|[.;:!?]\s*|\b(?:por favor|por gentileza|favor),?\s+)(?:calcule|calcula|compute|computa"
                           r"|faca a conta|faz a conta)\b")


# Round 40 (40b): the reserve's count ordered, redone or said to be wrong, with no figure yet ("vc errou a conta da cota,
# refaz aí", "calcula a cota pra mim", "faz a conta da reserva pra mim"): the reserve, its vagas to ask for.
# Round 43 (lo43f): never the question itself said to be wrong ("errei a pergunta: ... a lei nova define quem é
# quilombola?"): the question after the correction decides, not the count.
_RESERVE_COMPUTED = re.compile(r"(?<!como )(?<!como se )(?<!como que )\b(?:calcul[ae]|recalcul[ae]|ref(?:az|aca)"
                               r"|(?:errou|errei)(?!\s+(?:(?:a|na|de|minha|na minha)\s+pergunta|o\s+(?:que\s+perguntei|assunto|tema)))"
                               r"|(?:faz|faca) (?:a|essa|esta|uma) conta)\b"
                               # Round 47 (47b): a complaint that the edital's count is wrong ("a reserva foi calculada
                               # errado", "reservaram menos do que a lei manda"): that count, its vagas missing
                               r"|\bcalculad[ao]s?\s+(?:de forma\s+|de maneira\s+)?(?:errad|incorret|a menor)"
                               r"|\b(?:reserva|cotas?)\b[^?.;]{0,40}\b(?:errad[ao]|incorret[ao]|a menor|menor do que (?:a lei|o devido|o previsto))")


# Whether a reserve or a law already existed ("tinha reserva?", "já havia essa lei?"), asked of a dated edital.
# Round 39 (f43a): the earlier vagas named as the same ("com as mesmas vagas", "o mesmo número de vagas"): a count of
# vagas is there, only told earlier in the thread.
_SAME_VAGAS = re.compile(r"\bmesmas vagas\b|\bmesmo (?:numero|total) de vagas\b")
_DATED_HAD = re.compile(r"\b(?:ja )?(?:tinha|tinham|havia|existia|existiam|teve|houve|valia)\b(?: (?:ja|essa|esta|a|alguma|algum"
                        r"|direito a|de))* (?:lei|reserva|cota|cotas|norma)\b")
_AN_EDITAL = re.compile(r"\b(?:edital|concurso|certame|selecao|pss)\b")
# One's chance in a past selection, said in the past tense ("tinha cota?", "havia reserva pra mim?", "dava pra eu
# concorrer na cota?").
_PAST_CHANCE = re.compile(r"\b(?:tinha|havia|existia|teve|houve)\b(?: (?:alguma|direito a|a))? (?:cotas?|reserva|vagas? reservadas?)\b"
                          r"|\b(?:dava|daria) (?:pra|para) (?:eu |mim )?(?:concorrer|disputar|entrar|me inscrever|usar|participar)\b"
                          r"|\b(?:tinha|teria) direito\b")


def _asking_groups(p: dict[str, Any]) -> list[str]:
    """The groups of who asks: "pcd" read from a PcD count ("27 vagas e duas pra deficiente") is the edital's list."""
    pcd_listed = p.get("pcd") is not None or bool(p.get("pcd_percentage"))
    return [g for g in p.get("groups") or [] if not (g == "pcd" and pcd_listed)]


# An appeal against the confirmation board's decision asked ("tenho direito a recurso se...", "dá pra recorrer se a
# banca me indeferir?"): a right the procedure gives, not whether the person may use the reserve, whatever group is told.
_APPEAL_ASKED = re.compile(r"\bdireito (?:a|ao|de) (?:recurso|recorrer|contestar|defesa|revisao)\b|\bcabe(?:ria)? recurso\b"
                           r"|\b(?:posso|pode|podem|poderia|da (?:pra|para)|consigo) (?:\w+ )?(?:recorrer|contestar)\b"
                           r"|\b(?:posso|pode|podem|poderia|da (?:pra|para)|consigo|devo|como|tenho como|tem como)"
                           r" (?:pedir|entrar com|fazer|apresentar)"
                           r" (?:um |o )?recurso\b")
_CONFIRMATION = re.compile(r"\bheteroidentif|\bconfirmacao da autodeclarac")
# Round 33 (lo): an appeal asked with nothing it is against ("tenho direito a recurso?", "cabe recurso?", "posso
# recorrer?"): in this assistant the one appeal is against the confirmation board's decision (the heteroidentificação),
# so the procedure's text answers it, never a refusal. An object named ("recurso da prova", "recorrer da multa") is
# that object's appeal, judged as before.
_APPEAL_OBJECT = re.compile(r"\b(?:recurso|recursos|recorrer|contestar|revisao|defesa)\s+(?:d[aeo]s?|contra|sobre|n[ao]s?|junto"
                            r"|perante|em relacao|na justica|judicial|administrativo)\b")


# Round 42 (lo42): how long the board or its appeal takes ("quanto tempo demora o resultado do recurso da banca de
# heteroidentificação?", "em quantos dias a comissão julga o recurso?"): a term neither law sets (the concurso's calendar,
# as the time to a nomination is, f53b); whether there is an appeal ("tem direito a recurso?") stays the law's.
# ("de quanto em quanto tempo o procedimento é reavaliado?" is a period the law sets, art. 3º, § 3º: not a duration)
_DURATION = re.compile(r"(?<!de quanto )(?<!de quanto em )\b(?:quanto tempo|quantos dias|quantos meses|em quanto tempo|quantas semanas)\b|\bdemora(?:m|r)?\b")
_APPEAL_OR_BOARD = re.compile(r"\brecursos?\b|\brecorr\w*|\bheteroidentif\w*|\bcomis{1,2}ao\b|\bbanca\b")


# Round 54 (lo54b): the time one has to file the appeal ("quanto tempo tenho pra recorrer?", "quantos dias eu tenho
# pra entrar com recurso?") is the appeal's term, asked as "qual o prazo de recurso?" is (`appeal_term`), never the
# board's delay; "quanto tempo demora o julgamento do recurso?" stays that delay.
_FILING = re.compile(r"\b(?:quanto tempo|quantos dias(?: uteis)?|quantas horas)\b[^?.]{0,30}?"
                     r"\b(?:recorrer|contestar|impugnar|(?:entrar com|apresentar|interpor|pedir|fazer|mandar|enviar|protocolar)"
                     r" (?:o |um |meu |minha |a )?(?:recurso|contestacao|impugnacao))\b")
_JUDGED = re.compile(r"\b(?:demor\w*|julg\w*|respond\w*|analis\w*|decid\w*|resultado|sai|saem|leva|levam)\b")


def filing_term_asked(t: str) -> bool:
    """The time left to file an appeal, asked with a duration word (folded text; see `_FILING`)."""
    return bool(_FILING.search(t)) and not _JUDGED.search(t)


def board_term_asked(t: str) -> bool:
    """The time the board's verdict or its appeal takes, asked (folded text): no dispositivo answers it."""
    if filing_term_asked(t):
        return False
    m = _DURATION.search(t)
    # Round 42 (lo42b): the board named before the duration word ("a banca de heteroidentificação demora quanto
    # tempo?") is the same question as the board after it.
    return m is not None and bool(_APPEAL_OR_BOARD.search(t[m.end():m.end() + 80])
                                  or _APPEAL_OR_BOARD.search(t[max(0, m.start() - 60):m.start()]))


# Round 46 (46a): the court side of a quota dispute (a judicial remedy and its term, the fees and costs of a suit, damages,
# a court's case law other than the STF's control of these laws, noted in the corpus): procedural law and the courts',
# which neither law nor the decree sets. The board's own appeal ("cabe recurso?") stays the law's (art. 3º).
LITIGATION = re.compile(
    r"\bmandados? de seguranca\b|\bprazos? (?:decadencia|prescriciona)\w*|\bdecadencia\b|\bprescricao\b"
    r"|\bhonorarios\b|\bcustas (?:processuais|judiciais|do processo)\b|\bdanos? mora(?:l|is)\b"
    r"|\b(?:liminar|tutela (?:de urgencia|antecipada|provisoria))\b|\bpeticao inicial\b|\bjuizados? especia(?:l|is)\b"
    r"|\b(?:jurisprudencia|precedentes|julgados|sumulas?)\b[^?.]{0,30}\b(?:tj\w*|trf\w*|stj|tst|tribuna(?:l|is)"
    r" (?:de justica|regiona(?:l|is)|estaduais|superior)|justica (?:estadual|federal|do trabalho))\b")


def litigation_asked(t: str) -> bool:
    """A question of the suit rather than of the reserve (`LITIGATION`, folded text)."""
    return bool(LITIGATION.search(t))


# Round 51 (51b): the temporary contract's own labour terms ("e o fgts, tenho direito?", "o contrato pode ser
# renovado?", "tem férias no temporário?"): Lei 8.745 and labour law, never a reserve question continued.
LABOUR_TERMS = re.compile(
    r"\bfgts\b|\bfundo de garantia\b|\bseguro[- ]desemprego\b|\baviso previo\b|\bcarteira assinada\b"
    r"|\b(?:decimo terceiro|13o? salario)\b|\bferias\b|\bhoras? extras?\b"
    r"|\b(?:renova\w*|prorroga\w*|rescis\w*|rescind\w*|recontrat\w*)\b[^?.]{0,40}\bcontratos?\b"
    r"|\bcontratos?\b[^?.]{0,40}\b(?:renova\w*|prorroga\w*|rescis\w*|rescind\w*)"
)


def labour_term_asked(t: str) -> bool:
    """The contract's labour terms asked (`LABOUR_TERMS`, folded text)."""
    return bool(LABOUR_TERMS.search(t))


# Round 46 (lo46c, lead): the board's power to remove one, asked ("a comissão pode me excluir", "a banca pode me
# desclassificar?"): what its refusal does (Lei 15.142, art. 3º, § 2º). The exam's board and its rules ("a banca do
# concurso ... por usar celular na prova") are not it. `law_cues` searches the same pattern.
BOARD_MAY_REMOVE_RX = (r"\b(?:banca|comis{1,2}ao|comite|heteroidentif\w*)\b"
                       r"(?!\s+(?:d[oa]s?\s+)?(?:concurso|prova|organizadora|examinadora))"
                       r"[^?.]{0,30}?\b(?:pode|podem|poderia|vai|consegue)\s+(?:me\s+|te\s+|o\s+|a\s+|lhe\s+)?"
                       r"(?:eliminar|excluir|desclassificar|reprovar|tirar|cortar|barrar|indeferir|recusar)\w*"
                       r"(?![^?]*\b(?:provas?|celular|notas?|gabarito|quest(?:ao|oes)|redacao|atraso|fiscal|documentos?)\b)")
_BOARD_MAY_REMOVE = re.compile(BOARD_MAY_REMOVE_RX)


def board_law_beside_term(t: str) -> bool:
    """A law question on the board asked before its appeal's term ("a banca pode me eliminar e quantos dias tenho pra
    recorrer?"): the law part is answered, the term said to be the edital's, never the whole refused."""
    m = _DURATION.search(t)
    before = t[:m.start()] if m is not None else ""
    # (a verdict only told, "fui reprovada pela banca, quantos dias...?", asks the term alone)
    return bool(_BOARD_MAY_REMOVE.search(before) or board_sense(before) and re.search(r"\bpo(?:de|dem|sso)\b", before))


def bare_appeal(t: str) -> bool:
    """An appeal asked that names nothing it is against (see `_APPEAL_OBJECT`), of no exam or other matter."""
    return bool(_APPEAL_ASKED.search(t)) and not _APPEAL_OBJECT.search(t) and not EXAM_BOARD.search(t) \
        and not CONCURSO_FACT.search(t) and len(t.split()) <= 12
# Round 25 (p25c): the board's verdict already given, told of the board ("a banca me indeferiu", "a comissão não me
# aceitou", "fui reprovada pela banca"): what follows from it is the law's (Lei 15.142, art. 3º, § 2º), whatever group,
# body or concurso the person tells beside it; not whether that person may use the reserve.
BOARD_VERDICT_TOLD_RX = (
    r"\b(?:banca|comis{1,2}ao|comite|heteroidentif\w*)\b[^?.]{0,40}?\b(?:me|o|a|lhe)\s+(?:indeferiu|indeferiram"
    r"|reprovou|reprovaram|barrou|barraram|eliminou|recusou|rejeitou|cortou)\b"
    r"|\b(?:banca|comis{1,2}ao|comite|heteroidentif\w*)\b[^?.]{0,40}?\bnao\s+(?:me|o|a|lhe)\s+(?:aceitou|aceitaram"
    r"|validou|validaram|confirmou|confirmaram|homologou|aprovou|aprovaram)\b"
    r"|\b(?:fui|foi|fomos)\s+(?:indeferid|reprovad|barrad|recusad|eliminad)\w*\s+(?:na|pela|pelo|no)\s+"
    r"(?:banca|comis{1,2}ao|comite|heteroidentif\w*)")
BOARD_VERDICT_TOLD = re.compile(BOARD_VERDICT_TOLD_RX)


# Round 20 (fix21c): "quanto fica pra cota racial?" asks the count as "quantas" does (a body named is checked first).
# Round 22 (p22c): a person of a group taking part, in the plain indicative ("com 4 vagas, um candidato indígena concorre
# na reserva?", "pessoa parda disputa a cota nesse concurso de 8 vagas?"): that person's claim, with the selection's
# vagas told, is eligibility (it answers the count too), not the group's share of the reserve.
_GROUP_COMPETES = re.compile(r"\b(?:indigen|quilombol|pard|pret|negr|amarel|branc)\w*\s+(?:\w+\s+)?(?:concorre|disputa"
                             r"|participa|entra)\s+(?:na|nas|pela|pelas|a|as|da|das)\s+(?:cotas?|reserva|vagas? reservadas?)\b")
_COUNT_ASKED_HERE = re.compile(r"\bquant[ao]s\b|\bquanto (?:fica|ficam|vai|vao|sobra|sobram|da|seria|sao|e) (?:pra|para|de|na|a)\b"
                               # Round 22 (p22e): "qual a cota racial no PSS com 9 vagas?": the quota of these vagas,
                               # its size asked (a count), not whether the PSS has one.
                               r"|\bqual (?:e |seria |sera |fica )?(?:a |o )?(?:cota|reserva|quantitativo)\b(?: racia(?:l|is))?"
                               r"(?= (?:n[oa]|d[oa]|desse|nesse|deste|neste|num|numa|para|pra|com|de)\b)"
                               # Round 23: "qual o total a reservar para pessoas negras?": the count, formally asked
                               r"|\b(?:qual|informe|informar) (?:e |seria |sera )?(?:o )?(?:total|numero|quantitativo) (?:de vagas )?"
                               r"(?:a (?:ser )?reservad?\w*|reservad\w*)")


# Round 29 (p29a): someone waiting in a list after the vagas ("tô na lista de espera, será que sou chamado?", "meu
# filho ficou no cadastro reserva, vai ser convocado?", "fiquei de excedente"): a place asked, its rank and vagas
# missing; never the eligibility of a register-only concurso, nor a subject these laws leave out.
# (someone placed there: "os aprovados do cadastro podem ser chamados depois?" is the law's rule, art. 5º, § 4º)
_WAITING = re.compile(r"\b(?:to|tou|estou|esta|ta|fiquei|ficou|ficamos|continuo|continua|sigo|segue|permaneco|entrei|entrou"
                      r"|sou|e)\b(?: \w+){0,2}? (?:n[ao]|como|de|entre os) (?:lista de espera|cadastros? (?:de )?reserva|cr"
                      r"|excedentes?)\b")
_CALL_HOPED = re.compile(r"\b(?:chamad|convocad|nomead)[oa]s?\b|\b(?:me|o|a|nos) (?:chamam|chamar|convocam|convocar|nomear)\b"
                         r"|\bchances?\b|\b(?:minha|a minha|sua) vez\b|\bentro\b")

# Round 35 (35d): a possessive of the concurso's place ("na minha localidade", "da nossa regional"): the place, not a
# person's own case.
_MY_PLACE = re.compile(r"\b(?:minha|meu|nossa|nosso) (?:cidade|localidade|regiao|regional|uf|estado|municipio|lotacao"
                       r"|capital|unidade|subsecao)\b")
_RULE_OF_WAIT = re.compile(r"\bquem\b|\bdireito\b|\bse (?:surgir|surgirem|abrir|abrirem|aparecer|aparecerem|vagar)\b")


# Round 40 (lo40): what may stand beside one's own place asked alone ("e aí, em que posição eu fico?", "em que posição eu
# fico afinal?"): fillers and the list or selection itself, no other subject ("... na fila do banco" stays out).
_PLACE_ALONE_REST = re.compile(r"(?:\s|[?!.,]|\b(?:e|ai|mas|entao|afinal|agora|hein|eu|no|na|do|da|concurso|lista|selecao"
                               r"|classificacao|resultado|final)\b)*")


# Round 40 (lead): one's own call asked with nothing else ("quando eu vou ser chamado?"): the same place asked.
_OWN_CALL_WHEN = re.compile(r"\bquando (?:e que )?(?:eu )?(?:vou ser|sou|serei|seria|vao me|vou|me) ?(?:chamad|nomead|convocad|chamar"
                            r"|nomear|convocar)\w*")


def own_place_alone(t: str) -> bool:
    """Round 40 (lo40): one's own place asked with nothing else ("em que posição eu fico?", "em qual lugar eu entro?"):
    the position missing its facts, whose vagas and places are asked for as "estou dentro das vagas?" (folded text)."""
    m = OWN_NOMINATION.search(t) or _OWN_CALL_WHEN.search(t)
    if m is None:
        return False
    end = m.end() + len(t[m.end():]) - len(t[m.end():].lstrip("abcdefghijklmnopqrstuvwxyz0123456789"))  # whole last word
    return bool(_PLACE_ALONE_REST.fullmatch(t[:m.start()] + " " + t[end:]))


def waiting_for_call(t: str) -> bool:
    """One waiting in a list after the vagas asks to be called (folded text): a position, rank and vagas asked for."""
    # (one's own or a relative's wait; "quem está no cadastro é chamado se surgir vaga?" is art. 5º, § 4º's rule)
    return bool(_WAITING.search(t) and _CALL_HOPED.search(t)) and bool(FIRST_PERSON.search(t) or relative_asked(t)) \
        and not _RULE_OF_WAIT.search(t)


# Round 20 (fix21c): someone else's place ("minha amiga ficou em 1º na lista de cotas, ela é nomeada em qual posição?"):
# with a rank named, the position of that person (the vagas asked for), as "fiquei" is for one's own.
# (where that person is called is asked: "ficou em 1º ... desistiu" alone is the law's rule for a vacated vaga)
_THIRD_PLACE = re.compile(r"\b(?:e|sera|vai ser|seria|fica)\s+(?:nomead|chamad|convocad)|\b(?:ele|ela) (?:entra|passa)\b"
                          r"|\b(?:entra|fica) dentro\b"
                          # Round 35 (35e): "um cotista em 9º na lista de reserva e 40º na geral entra?": the places told,
                          # whether they get in asked last
                          r"|\b(?:entra|entraria)\s*\?")
# "em qual posição será nomeado o candidato 4º da reserva?": one ranked person's appointment (a position), not the order.
_ONE_APPOINTED = re.compile(r"\b(?:sera|seria|vai ser|serei|sou|e|fica|ficara) (?:nomead|chamad|convocad)[oa]\b")
# Round 22: "o 2º da lista de cotistas entra em qual nomeação?": with a place named, the call asked of that one place
# is its position (the follow-up's vagas come from the thread), never the whole order.
_PLACE_CALLED = re.compile(r"\b(?:entra|entraria|e chamad[oa]|sera chamad[oa])?\s*(?:em|n[ao]) (?:qual|que) "
                           r"(?:nomeac\w*|convocac\w*|chamada)\b")


# Round 45 (45c): the reserve of a count of vagas asked to be explained or shown ("me explica a cota de 19 vagas", "mostra
# o cálculo da reserva pra 12 vagas", "explica passo a passo a conta com 8 vagas"): that count, whose steps explain it.
COUNT_EXPLAINED = re.compile(r"\b(?:explica|explique|explicar|detalha|detalhe|mostra|mostre|mostrar)\b[^?]{0,30}?"
                             r"\b(?:cotas?|reserva|calculo|conta)\b[^?]{0,25}?\b(?:de|com|pra|para|em|sobre)\s+\d+\s+vagas?\b")
_EXPLAIN_VERB = re.compile(r"\b(?:explica|explique|explicar|detalha|detalhe|mostra|mostre|mostrar)\b")


# Round 22 (p22e): the rounding asked of a count of vagas given ("como fica o arredondamento da reserva com 25 vagas?",
# "com 17 vagas, como ficaria o arredondamento?"), never of a fraction ("se der 3,5, como fica o arredondamento?").
# Round 49 (49b): so "como é / como funciona o arredondamento", "arredonda como" and "qual o arredondamento" of a count
# ("a reserva arredonda como num concurso de 3 vagas?", "em 5 vagas, como funciona o arredondamento?"); a count written
# as a fraction ("se der 3,5 vagas") is no count of vagas.
_ROUNDING_HOW = (r"(?:como (?:fica|ficaria|seria|sera|fica entao|e|funciona|funcionaria|se faz|e feito) (?:o |esse )?arredond\w*"
                 r"|arredond\w* como|(?:qual|como) (?:e |seria |fica )?o arredondamento)")
_ROUNDING_OF_COUNT = re.compile(
    rf"\b{_ROUNDING_HOW}\b(?=[^,;?!]{{0,40}}\b(?:com|de|sobre|em|n[ao]s?|num|numa) (?:(?:concurso|edital|certame|pss|selecao)"
    rf" (?:de |com )?)?\d+ vagas\b)|(?<=vagas)[^.;?!]{{0,40}}\b{_ROUNDING_HOW}")


def rounding_of_count(t: str) -> bool:
    """Round 49 (49b): the rounding asked of a count of vagas given (`_ROUNDING_OF_COUNT`): that count's reserve."""
    return bool(_ROUNDING_OF_COUNT.search(t))


# Round 22 (p22e): an edital of someone the asker speaks for ("o edital do meu assistido", "o concurso da minha
# cliente", "o PSS do nosso servidor"): one edital's case, whose date decides the law, like "meu edital".
# (Round 28: "um certame antigo do nosso órgão": a word saying which of its selections may stand between)
_SOMEONES_EDITAL = re.compile(r"\b(?:edital|concurso|certame|pss|processo seletivo|selecao)"
                              r"(?: (?:antig[oa]|anterior|atual|nov[oa]|passad[oa]|vigente|recente|ultim[oa]|public[oa]))?"
                              r" d[oa]s? (?:meu|minha|meus|minhas|nosso|nossa|nossos|nossas) \w+"
                              # Round 29 (p29a): the person just spoken of ("o concurso dele", "o edital dela")
                              r"|\b(?:edital|concurso|certame|pss|processo seletivo|selecao) (?:dele|dela|deles|delas)\b")

# Round 29 (fix29c): one's own case as the place a law is asked of ("qual lei de cotas vale no meu caso?"): the law of
# one's own edital, by its date (asked for when not given), like "qual lei vale pro meu concurso?".
_MY_CASE = re.compile(r"\b(?:n[oa]|pr[oa]|para o|para a|em) (?:meu|minha|nosso|nossa) (?:caso|situacao)\b")


# Round 23 (p23d): a place told in passing while the question asks the reserve's count or one's claim to it ("sou o 23º
# colocado, 6 vagas: quantas são de cota?", "passei em 3º na ampla, posso pedir pra ir pra cota?"): that count or that
# claim, not the position, which is asked by "tô dentro?", "vou ser chamado?", "em que nomeação?", "minha vez".
# Round 40 (f46a): the singular too ("60 vagas, quanto disso é cota racial?"): the reserve's size asked.
_COUNT_ASKED_BESIDE = re.compile(r"\b(?:quant[ao]s|quanto(?! tempo| por cento))\b[^?]{0,40}?\b(?:reserv\w*|cotas?|cotistas?|negr\w*|pret[oa]s?|pard[oa]s?"
                                 r"|indigen\w*|quilombol\w*)\b")
# Round 43 (43b): a body's reserve asked with its article or law ("tem a cota nova?", "tem a reserva da 15.142?") or as
# its duty ("tem que reservar 30%?", "é obrigada a reservar?"); a count asked of a group as whom it goes to ("quanto vai
# pra negros?", "quantas ficam para pretos e pardos?").
_BODY_RESERVE_ASKED = re.compile(r"\b(?:tem|tera|vai ter|teria) (?:a|uma) (?:cota|reserva)\b"
                                 r"|\b(?:tem|teria|tera|vai ter) que reservar\b|\b(?:e|esta|seria) obrigad[oa] a reservar\b")
_COUNT_FOR_GROUP = re.compile(r"\b(?:quant[ao]s?)\b(?! tempo| por cento)[^?]{0,20}?\b(?:vai|vao|fica|ficam|sobra|sobram|sao|e)"
                              r" (?:pra|para|aos?|as) (?:os |as |pessoas |candidatos )?(?:negr|pret|pard|indigen|quilombol)\w*")
_HOW_MANY_DISPUTED = re.compile(r"\bquant[ao]s (?:vagas )?(?:el[ae]|eu|voce|vc|a gente|[oa] candidat[oa])? ?(?:pode|podem|posso"
                                r"|poderia|consegue|consigo) (?:disputar|concorrer|pleitear)\b")
_CLAIM_ASKED = re.compile(r"\b(?:posso|pode|podemos|consigo|da pra eu)\s+(?:\w+\s+){0,2}?(?:concorrer|usar|pedir|ir|entrar"
                          r"|me inscrever|optar|mudar|trocar|passar)\b[^?]{0,25}?\b(?:cotas?|reserva)\b|\btenho direito\b")
_PLACE_ASKED = re.compile(r"\bdentro\b|\bchances?\b|\b(?:serei|vou ser|sou|sera|seria|ser|fui|e|vai ser) (?:chamad|nomead"
                          r"|convocad|aprovad)|\b(?:entro|entraria|(?<!passo a )passo(?! a passo))\b|\bem (?:qual|que) (?:nomeac|posic|lugar|chamada"
                          r"|convocac|vaga)|\bminha vez\b|\bquando (?:eu )?(?:sou|serei|vou|entro)\b")


def _place_in_passing(t: str) -> bool:
    """A rank told beside a question about the reserve's count or one's claim to it, no place of one's own asked."""
    return bool(_COUNT_ASKED_BESIDE.search(t) or _CLAIM_ASKED.search(t)) and not _PLACE_ASKED.search(t)


# Round 27 (fix27h): "por que o edital de 21 vagas só tem 6 de cota?": a why asked of a reserve the edital states for
# its vagas is that count checked (its steps say why), as "por que deu 5 e não 6?" after a calculation; any other
# law cue besides the why ("o que a lei diz...") keeps it the law's.
_WHY = re.compile(r"\bpor ?que\b|\bpor qual motivo\b")


def _claim_why(ex: Extraction, t: str) -> bool:
    # Round 47 (47b): or a reserve said to be none ("não houve reserva alguma") and the complaint's merit asked ("há
    # fundamento?", "procede?"): the count of those vagas, set against the claim.
    claimed = ex.claimed_counts or NONE_RESERVED.search(t)
    return bool(claimed and ex.vacancies is not None and (_WHY.search(t) or CLAIM_CHECKED.search(t))
                and not LAW_ASKS.search(_WHY.sub(" ", t)))


# Round 39 (f44b): a further cargo told without its count ("e mais algumas de técnico", "e outras vagas pra técnico",
# "mais umas de técnico"): a row of the table whose vagas are missing.
_UNCOUNTED_CARGO = re.compile(r"\b(?:e|mais|alem de)\s+(?:mais\s+)?(?:algumas|outras|umas|outra|uma|mais|varias|poucas)"
                              r"(?:\s+vagas?)?\s+(?:de|do|da|pra|para|pro)\s+(?!cota|reserv|pcd|ampla|negr|pret|pard|indigen"
                              r"|quilombol|deficien)[a-z]")


# Round 40 (f49a): being a cotista asked ("posso ser cotista?", "ele pode ser optante?", "consigo ser considerado
# cotista?"), read beside a group, a body and the vagas.
# Round 41 (f50b): so is marking the option or enrolling as one ("consigo marcar a opção de cotista?", "posso me inscrever
# como cotista?").
_BE_COTISTA = re.compile(r"\b(?:posso|podemos|pode(?:m|ria|riam)?|consigo|consegue)\s+(?:ser|entrar como|concorrer como"
                         r"|(?:me |se )?inscrever como|(?:marcar|assinalar|escolher|selecionar|pedir) (?:a )?opcao (?:de|por|pela|pelas))\s+"
                         r"(?:considerad[oa]s?\s+)?(?:uma?\s+)?(?:cotistas?|optantes?|cotas?|reserva|beneficiari[oa]s? d[ao]s? (?:cotas?|reserva))\b")


def before_any_law(p: dict[str, Any]) -> bool:
    """Round 41 (f50b): the edital's date (or its whole period) falls before Lei 12.990 took effect (10/06/2014)."""
    end = p.get("edital_date") or (p.get("period") or [None, None])[1]
    return bool(end) and str(end) < "2014-06-10"


def which_law_only(t: str) -> bool:
    """Round 41 (f50b): which law is asked ("qual lei?"), no count nor the law's text. Of an edital dated before any of
    these laws (`before_any_law`), the regime, even with its vagas told (no count to make of them; `router.plan` keeps
    the regime then); after it, the reserve answers both (round 13)."""
    return bool(_WHICH_LAW.search(t)) and not re.search(r"\bquant", t) and not _COUNT_ASKED_HERE.search(t) \
        and not LAW_ASKS.search(t)


def _intent(ex: Extraction, p: dict[str, Any], text: str | None = None) -> tuple[str | None, str | None]:
    """(intent, missing parameter) from cues; None intent means not a calculator question."""
    # (Round 44, f59a: "fosse da época em que valia a 12.990" dates the edital; its verb asks no law of it)
    t = LAW_IN_FORCE_TIME.sub(" ", ex.text if text is None else text)
    if _APPEAL_ASKED.search(t) and (board_sense(t) or _CONFIRMATION.search(t) or bare_appeal(t)) and not ex.numbers:
        return None, None  # "tenho direito a recurso se a comissão não me considerar pardo?": the procedure's rule (art. 3º)
    if BOARD_VERDICT_TOLD.search(t) and not ex.numbers and not re.search(r"\bquant", t):
        return None, None  # "sou pardo, concurso do INSS, a banca me indeferiu, e agora?": art. 3º, § 2º
    if simplified_selection_asked(t) and not any(p.get(k) for k in ("entity", "groups", "vacancies", "edital_date",
                                                                      "period", "cargos")):
        return None, None  # Round 52 (lo52d): "pss conta como concurso?" with no body nor case: art. 1º, II's text
    if REVERSION_ASKS.search(t) and not re.search(r"\bquant[ao]s\b", t) and not any(
            k in p for k in ("general_rank", "reserve_rank", "rank")):
        return None, None
    if law_status_asked(t) and not any(k in p for k in ("vacancies", "cargos", "general_rank", "reserve_rank", "rank")):
        return None, None  # Round 55 (f70b): a law's revocation or term asked, a year only its setting: the law's text
    if withdrawal_asked(t):
        return None, None  # Round 55 (f70b): a cotista's withdrawal, who takes the vaga: Lei 15.142 art. 7º, § 3º
    if stage_count_asked(t) and not ex.numbers:
        return None, None  # Round 54 (lo54b): "quantas fases o cotista faz?": the law's stages, no vagas to ask
    if outside_selection_asked(t, p.get("process")):
        # Round 52 (d52b): a selection art. 1º does not name (temporary military service, a servidores' internal
        # selection, a remoção) asked of the reserve, a count or a claim alike: its eligibility, "Não" by art. 1º
        return "eligibility", None
    has_n = "vacancies" in p
    has_when = any(k in p for k in ("edital_date", "period", "law_hint"))
    ranks = any(k in p for k in ("general_rank", "reserve_rank", "rank"))
    if has_n and place_of_no_one_called(t):
        # Round 45 (f60d): "em que chamada entra o 1º da lista de cotas?": where the cotistas go, whatever place the
        # thread's person holds
        return "order", None
    if has_n and not ranks and (p.get("optant") and re.search(r"\b(?:cotistas?|optantes?)\b", t) or _AS_OPTANT.search(t)) \
            and _WHICH_CALL.search(t) \
            and not LAW_ASKS.search(t):
        # Round 50 (f65b): "passei como cotista num certame de 10 vagas, qual nomeação vai ser a minha vez?": an optant
        # with no place of their own told asks which nominations are the reserve's, the order's figure.
        return "order", None
    if ranks and has_n and quota_calls_asked(t):
        # Round 53 (f68c): "tô em 5º na lista de cotas, 25 vagas: quais nomeações são das cotas?": the reserve's places
        # in the order asked (art. 9º), one's own place told only beside it; "em que posição sou chamado?" stays below.
        return "order", None
    if ranks and (POSITION_CUE.search(t) or has_n or _THIRD_PLACE.search(t) or _ONE_APPOINTED.search(t)
                  or _PLACE_CALLED.search(t)) and not _place_in_passing(t):
        return "position", None if has_n else "vacancies"
    if ex.called_as_vagas is not None and has_n and not ranks:
        return "order", None  # Round 40 (f49b): "se forem chamados 6, qual desses é o cotista?": their order
    if ex.called and has_n and not ranks and not STRONG_RESERVE_CUE.search(t) and not _COUNT_ASKED_BESIDE.search(t) \
            and not _CLAIM_ASKED.search(t):
        # Round 23 (p23d): "10 vagas, chamaram 5 da ampla e nenhum cotista, tá certo?": the nominations made so far
        # checked against the order (`extraction.called`), not a count of the reserve nor anyone's place.
        return "order", None
    if has_n and not ranks and WAIT_ASKED.search(t) and not STRONG_RESERVE_CUE.search(t):
        return "order", None  # Round 43 (lo43e): the time asked is the body's; the order is the law's figure
    if p.get("cargos"):
        return "edital", None
    if not has_n and edital_duty_to_state(t):
        return None, None  # Round 48 (f63c): what the edital must state, however the duty is worded (art. 1º, § 3º)
    if has_n and ((ex.cargo_count or 0) >= 2 or _UNCOUNTED_CARGO.search(t)) and PER_CARGO.search(t) \
            and _RESERVE_WORD.search(t) and not LAW_ASKS.search(t):
        # Round 23: "o edital tem 3 cargos e 40 vagas no total, quantas cotas em cada cargo?": the reserve is each cargo's,
        # and the total does not tell how the 40 split, so each cargo's vagas are asked for.
        # Round 39 (f44b): so does a further cargo named without its count ("12 vagas de analista e mais algumas de
        # técnico: qual a reserva de cada cargo?"): its count is asked for, never the one count taken as the whole.
        return "edital", "cargos"
    if not has_n and not {"edital_date", "period"} & set(p) and PER_CARGO.search(t) and _RESERVE_WORD.search(t) \
            and _TABLE_REQUESTED.search(t) \
            and not LAW_ASKS.search(t) and not RULE_ASKS.search(t) and not _DEONTIC.search(t) and not DUTY_ASKED.search(t):
        # Round 40 (f47a): "preciso da reserva de cada cargo do edital": the reserve per cargo asked with no table is the
        # edital operation missing its table (its cargos and vagas asked), never the law's text on what editais state.
        return "edital", "cargos"
    if not has_n and not ranks and keyword_claim(t):
        return "eligibility", None  # Round 45 (lo45a): "pardo pode cota?", typed as keywords: that group's claim
    if not has_n and RULE_ASKS.search(t):
        return None, None  # "quem conta como quilombola?", "a partir de quantas vagas tem cota?": the law text
    dated = "edital_date" in p or "period" in p or ex.no_year is not None
    if ("edital_date" in p or "period" in p) and not has_n and not ranks and _DATED_HAD.search(t) and _AN_EDITAL.search(t) \
            and not (p.get("groups") and (FIRST_PERSON.search(t) or relative_asked(t))) \
            and not _SAME_VAGAS.search(t):  # ("sou indígena...": eligibility)
        # "um edital de 2012 tinha reserva pra negros?", "edital de março de 2012, já tinha essa lei?": whether the
        # reserve existed for that edital is its regime (none before 10/06/2014), whatever group it names.
        # Round 39 (f43a): not with the thread's vagas named ("com as mesmas vagas, tinha cota?"): their count, by that
        # date's law (`_SAME_VAGAS`).
        return "regime", None
    if dated and not has_n and not ranks and _asking_groups(p) and (FIRST_PERSON.search(t) or relative_asked(t)) \
            and _PAST_CHANCE.search(t) and not LAW_ASKS.search(t) and not _SAME_VAGAS.search(t):
        # Round 50 (f65b): "sou preta, concurso do Banco do Brasil, edital de 2023. Tinha cota?": whether the reserve was
        # there for one's own group in a dated selection is that eligibility, under that date's law (not its text).
        return "eligibility", None
    if before_any_law(p) and has_n and not ranks and which_law_only(t) \
            and not (p.get("groups") and (FIRST_PERSON.search(t) or relative_asked(t))):
        # Round 41 (f50b): "em 2012, o edital tinha 30 vagas, tinha cota naquela época? qual lei?": which law a dated
        # edital had is its regime, its vagas told but no count asked (the count stays: "... quantas? qual lei?").
        return "regime", None
    # (Round 39, f42b: "como funciona a ordem? quem é chamado primeiro?": the call asked is the order's, `_CALLED_FIRST`)
    if not has_n and not dated and not FIRST_PERSON.search(not_own_place(t, p.get("entity"))) and not MY_EDITAL.search(t) \
            and (LAW_ASKS.search(_HOW_IT_WORKS.sub(" ", t) if _CALLED_FIRST.search(t) else t) or law_reach(ex)) \
            and not person_reach_asked(ex, p):  # (a candidate's group and body told: their case, below)
        # "o que a lei diz sobre cadastro de reserva?", "a lei vale para autarquias?": asked about the rule or
        # its reach, with no vagas, date or situation of one's own to compute, the law text answers.
        return None, None
    if not has_n and _EDITAL_MUST_STATE.search(t):
        return None, None  # "o edital deve discriminar a reserva de cada cargo?": the law's rule on editais
    if NON_CONCURSO_SELECTION.search(t) and not ranks:
        return None, None  # "estágio no ministério tem cota?": the law's reach (art. 1º), not that body's concurso
    if not dated and selection_reach(ex, p):
        return None, None  # "PSS tem cota?", "pss não tem cota, só concurso, é verdade?": the law's reach (art. 1º, II)
    if has_n and not ranks and staff_must_reserve_count(t, p.get("entity"), p.get("process")) and not SELF_CLAIM.search(t) \
            and not relative_asked(t) and not own_claim_asked(t) and not LAW_ASKS.search(t):
        # Round 55 (f70b): "somos uma autarquia, 1 vaga só: tem que reservar alguma?": the staff's duty with its vagas is
        # the count of those vagas (0 below 2, art. 5º), no candidate's "Sim" (`reach.staff_must_reserve_count`)
        return "reserve", None
    if our_duty_to_reserve(ex, p) or case_body_obliged(ex, p):
        return "eligibility", None  # "somos uma secretaria estadual, a lei nos obriga a reservar?"
    if employer_reach(ex, p) or body_obligation(ex, p) or legal_duty_asked(ex, p) or register_reach(ex, p) \
            or federal_body_duty(ex, p):
        return None, None  # "trabalho numa autarquia, a lei 15.142 se aplica aqui?", "estatal é obrigada a reservar?": art. 1º
    # Round 40 (f49c): a duty asked ("somos obrigados a discriminar a reserva de cada cargo?") stays the law's text.
    if not has_n and PER_CARGO.search(t) and _RESERVE_WORD.search(t) and not LAW_ASKS.search(t) and not DUTY_ASKED.search(t) \
            and (FIRST_PERSON.search(t) or MY_EDITAL.search(t) or EDITAL_OF_CARGOS.search(t) or re.search(r"\bquant", t)
                 or _HELP_COMPUTE.search(t) or _CARGO_FIGURE.search(t) and not _DEONTIC.search(t)):
        # "quanto fica a reserva de cada cargo do nosso edital?": the edital table's operation, its cargos
        # and vagas missing (a total would hide the per-cargo reserve).
        return "edital", "cargos"
    if not has_n and SEVERAL_CARGOS.search(t) and _RESERVE_WORD.search(t) and not LAW_ASKS.search(t) \
            and not re.search(r"\blei\b|\bleis\b|\bfracion|\bdivid\w* (?:as )?vagas", t) \
            and (FIRST_PERSON.search(t) or MY_EDITAL.search(t) or EDITAL_OF_CARGOS.search(t) or _HOW_MUCH.search(t)):
        # "temos vários cargos no edital, como distribuir a reserva?", "quantas reservadas num concurso com vários
        # cargos?": the reserve is each cargo's, so the table of cargos and vagas is asked for (art. 5º, § 1º: the
        # law's text is for splitting the vagas, or a law named).
        return "edital", "cargos"
    if not ranks and OWN_NOMINATION.search(t) and (_AS_OPTANT.search(t) or _is_order(t) and _CALLED_FIRST.search(t)) \
            and not OWN_STANDING.search(t):
        # Round 27 (fix27h): "sendo cotista, em que nomeação ela entra?": someone told only as an optant, no place of
        # their own: where the optants are called (the order), as "em que nomeação o cotista é chamado?".
        # Round 39 (f45b): so is one's own call asked by "quando" beside the order ("como funciona a ordem ...? quando
        # vou ser chamado", `_CALLED_FIRST`): the order's figure for the edital's vagas; "sou nomeado em que posição?"
        # stays one's place.
        return "order", None if has_n else "vacancies"
    if not ranks and (OWN_NOMINATION.search(t) or OWN_STANDING.search(t) and not has_n and not OTHER_RANKING.search(t)):
        return "position", "rank"  # "em que posição sou nomeado?": one's own place is missing, not the cotistas' order
    # Round 42 (lo42d): or with the vagas spoken of, their count not set yet ("o quadro de vagas ainda não foi definido,
    # qual a ordem?"): still the nomination order, its vagas asked for (never a refusal).
    # (the order asked outright: "a alternância considerava as vagas PcD?" with no count is the law's, not this)
    if _is_order(t) or (has_n and _ORDER_PLAIN.search(t)) or (_VAGAS_WORD.search(t) and _ORDER_QUESTION.search(t)):
        # Round 27 (fix27h): "como deve ficar a ordem no nosso certame?": the order of one's own selection, "deve" only
        # what it must be (as `my_edital` below reads it); its vagas are asked for.
        # Round 36 (f38a): so is "como funciona a ordem de chamada ... no meu concurso?" (h10, h16, h38 label it so): how it
        # goes in one's own selection, not how the rule works; with no "meu/nosso concurso" it stays the law's text.
        own_order = own_selection_asked(t)
        # Round 34 (f34a): a place asked ("em que posição deve ser chamado o primeiro candidato PcD?") is a figure of
        # the order, "deve" only where that place must be: its vagas are asked for, not the rule's text.
        asked = _DEONTIC.sub(" ", t) if _LIST_PLACE_ASKED.search(t) or _PLACE_ASKED.search(t) else t
        # Round 39 (f42b): "como funciona a ordem? quem é chamado primeiro?": who is called first (or in what order they
        # are called) is a figure of the order, its vagas asked for, as "sou cotista, quando vou ser chamado?" is.
        if _CALLED_FIRST.search(t):
            asked = _HOW_IT_WORKS.sub(" ", _DEONTIC.sub(" ", t))
        if not has_n and (INTERPRETIVE.search(asked) or _RULE_NAME_ASKED.search(t)) and not own_order:
            return None, None  # "como funciona a ordem de nomeacao?": the law text answers
        return "order", None if has_n else "vacancies"
    if not has_n and _CARGO_TABLE.search(t) and not CALENDAR.search(t):
        # Round 34 (34f): "você confere a tabela de cargos que a banca calculou?": the edital's table of cargos and
        # vagas (its per-cargo reserve), not a candidate list; its cargos and vagas are asked for.
        return "edital", "cargos"
    # (Round 44, f59c: nor a cut-off or a list published, "a nota de corte ficou em quanto, alguém tem a planilha?")
    # (Round 46, 46c: nor a fact of the concurso the list is named in, "posso pedir pra ir pro fim da lista de aprovados?")
    if RESULT_CUE.search(t) and not has_n and not CALENDAR.search(t) and not published_data(t) and not CONCURSO_FACT.search(t):
        return "result", None
    if not ranks and waiting_for_call(t) and not LAW_ASKS.search(t):
        return "position", "rank"  # "tô no cadastro reserva, vou ser convocado?": one's place, not a register's claim
    # Round 35 (35d): "na minha localidade", "da nossa cidade": the concurso's place, not one's own case
    mine = FIRST_PERSON.search(_MY_PLACE.sub(" ", t))
    if p.get("reserve_register") and (RESERVE_CUE.search(t) or ELIG_CUE.search(t)) \
            and not (LAW_SUBJECT.search(t) and not mine) and not _register_law_asked(t):
        # "a lei garante cota em concurso só de cadastro?" is the law's (art. 5º, § 3º); so is "pessoa parda pode se
        # inscrever se só houver cadastro?", asked of anyone. One's own (or a relative's, or a body's) concurso so is
        # the eligibility of that case.
        # Round 36 (lo36): the count asked of a body's register-only selection ("o concurso do IBGE é só cadastro de
        # reserva, quantas vagas reservadas?"), no one's group nor claim: its reserve (0 vagas), as without the body.
        if re.search(r"\bquant[ao]s?\b", t) and not _asking_groups(p) and not mine and not SELF_CLAIM.search(t) \
                and not relative_asked(t) and not has_n and p.get("entity") not in ("estadual", "municipal"):
            return "reserve", None
        # Round 39 (f42b): a body named with no group nor person ("o edital do TRE é só CR. mesmo assim dá pra marcar a
        # opção de cotista?") asks whether such a selection takes optants at all: art. 5º, § 3º's text, as without it.
        # Round 40 (f48b): the register's 0 vagas ("formação de CR, zero vagas imediatas") are no count of one's own,
        # and a bare group ("quilombola consegue se inscrever?") no candidate: the rule asked of anyone (§ 3º), as
        # without the body; a candidate named ("candidato pardo pode?") is that person's eligibility.
        counted = has_n and p.get("vacancies") != 0
        person = p.get("groups") and _CANDIDATE_NAMED.search(t)
        if mine or MY_EDITAL.search(t) or relative_asked(t) or counted or has_when \
                or (ONE_SELECTION.search(t) or p.get("entity")) and (person or SELF_CLAIM.search(t)):
            return "eligibility", None
        return None, None
    if not ranks and OWN_PLACE.search(t):
        # "tô dentro das vagas?": one's place and the vagas are asked for; "concurso do INSS, 100 vagas, eu passo?":
        # the place alone
        return "position", "rank"
    if has_n and POSITION_CUE.search(t) and not STRONG_RESERVE_CUE.search(t) and not ELIG_CUE.search(t) \
            and not _place_in_passing(t):
        return "position", "rank"  # "sou cotista, o edital tem 15 vagas, serei nomeado?": the place is missing
    if has_n and REGIME_CUE.search(t) and p.get("entity") in ("estadual", "municipal") and not LAW_ASKS.search(t) \
            and not STRONG_RESERVE_CUE.search(t) and not re.search(r"\bquant[ao]s\b|\bpercentual|\bporcentagem|%", t):
        # Round 29 (fix29r): "concurso do governo do estado, 25 vagas, entra na lei federal?": no date decides the law of
        # a state's or a city's body, which no federal law reaches: the eligibility's "Não", whoever asks.
        return "eligibility", None
    if not has_n and REGIME_CUE.search(t) and p.get("entity") in ("estadual", "municipal") and p.get("groups") \
            and not LAW_ASKS.search(t) and not STRONG_RESERVE_CUE.search(t) \
            and not re.search(r"\bquant[ao]s\b|\bpercentual|\bporcentagem|%", t):
        # Round 44 (44b): "sou parda a cota vale pro concurso da prefeitura?": the same "Não" for one's group, with no
        # vagas told; no date decides it.
        return "eligibility", None
    if has_n and not has_when and REGIME_CUE.search(t) and (FIRST_PERSON.search(t) or MY_EDITAL.search(t)) \
            and not STRONG_RESERVE_CUE.search(t) and not re.search(r"\bquant[ao]s\b|\bpercentual|\bporcentagem|%", t):
        # "qual lei se aplica ao nosso edital de 14 vagas?": the law is the edital's date's, which is missing; the
        # vagas do not decide it.
        return "regime", "edital_date"
    if has_n and not ranks and (explained := COUNT_EXPLAINED.search(t)) \
            and not LAW_ASKS.search(t[:explained.start()] + t[explained.end():] + " " + _EXPLAIN_VERB.sub(" ", explained.group(0))):
        return "reserve", None  # Round 45 (45c): "me explica a cota de 19 vagas": that count, its steps the explanation
    if has_n and not ranks and "vacancies" in p and NONE_RESERVED.search(t) and _claim_why(ex, t):
        return "reserve", None  # Round 47 (47b): "o edital de 6 vagas não reservou nenhuma. Há fundamento?": the count
    if has_n and (RESERVE_CUE.search(t) or ELIG_CUE.search(t) or STRONG_RESERVE_CUE.search(t) or _ROUNDING_OF_COUNT.search(t)):
        # ("quanto da pcd e quanto da cota?": the singular asks the count as well)
        # Round 22: "candidato pardo, concurso da prefeitura, 20 vagas: ele pode se inscrever com base na lei
        # federal?" names a person, a body and asks whether that person may: the eligibility of that case, whose
        # answer cites the law (the basis named does not make it a question about the text).
        case = ELIG_CUE.search(t) and _asking_groups(p) and (p.get("entity") or p.get("process"))
        # Round 22 (p22e): "como fica o arredondamento com 25 vagas?" asks the rounding of these vagas (the count,
        # whose answer cites art. 5º, § 2º), not how rounding works; any other law question in it still counts.
        if LAW_ASKS.search(_ROUNDING_OF_COUNT.sub(" ", t)) and not STRONG_RESERVE_CUE.search(t) \
                and not re.search(r"\bquant[ao]s?\b", t) and not case and not _claim_why(ex, t):
            # "o que a lei diz sobre concursos com 2 vagas?": the law text answers; "arredonda pra cima? quantas
            # ficam?" with the vagas given asks the count too (the answer cites the rounding rule).
            return None, None
        # "PSS temporário do ministério, 3 vagas. Há reserva? quantas?": the count asked of a body's selection, no one's
        # claim, is the reserve (coverage checked first, a body outside the law still answered "Não").
        counted = _COUNT_ASKED_HERE.search(t) and not _asking_groups(p) and not SELF_CLAIM.search(t) \
            and not relative_asked(t)
        # Round 23 (p23c): "o edital do IF tem 2 vagas, tem cota?", "o de 2019 da PRF com 2 vagas tinha reserva?": whether
        # a federal body's concurso with these vagas has a reserve is its count (no one's group to check); a state's or
        # a city's body, or a PSS, stays the eligibility, whose "Não" says the law does not reach it.
        # Round 40 (f46a): "12 vagas, quantas ela pode disputar pela reserva racial?", "60 vagas na caixa, quanto disso é
        # cota racial": a count of the reserve asked with the vagas, no group told, is the reserve, whoever it is for.
        counted = counted or _COUNT_ASKED_BESIDE.search(t) and not _asking_groups(p)
        # Round 42 (f55a): so with a group told, when how many vagas someone may dispute is asked ("são 45 vagas, quantas
        # ela pode disputar como parda na cota?"): the count of the reserve, the group only whom it is for.
        # (one's own group claimed, "sou parda, 12 vagas, quantas posso disputar?", stays that eligibility: f46a)
        counted = counted or _COUNT_ASKED_BESIDE.search(t) and _HOW_MANY_DISPUTED.search(t) \
            and not re.search(r"\b(?:sou|me declaro|me considero|me autodeclaro)\b", t)
        # Round 41 (f50b): so with the group named as whom the reserve is for ("5 vagas, tem reserva pra negro nisso?"),
        # no one's own group told: the count of those vagas, not a group's "Sim".
        # Round 54 (f69b): so with what the vagas leave the reserve asked ("só 2 vagas, sobra alguma reservada pra negro?",
        # `asked_whom`), and one's town ("o concurso da minha cidade") is no first person of a claim.
        counted = counted or (_EDITAL_HAD_RESERVE.search(t) or reserve_left_asked(t)) and not SELF_CLAIM.search(t) \
            and not own_claim_asked(t) \
            and (not _asking_groups(p) or _GROUP_AS_BENEFICIARY.search(t) and not FIRST_PERSON.search(_MY_PLACE.sub(" ", t))) \
            and not relative_asked(t) and p.get("entity") not in ("estadual", "municipal") and p.get("process") != "pss"
        # Round 43 (43b): so with the reserve named with its article or its law ("concurso da PF tem a cota nova? 120
        # vagas"), or the body's duty to reserve ("a Caixa tem que reservar 30%? são 50 vagas"), no one's group told; and
        # the count asked of a group as whom it goes to ("33 vagas, quanto vai pra negros?"), no one's own claim: the
        # reserve of those vagas (a state's or a city's body, or a PSS, stays the eligibility's "Não").
        counted = counted or (_BODY_RESERVE_ASKED.search(t) and not _asking_groups(p)
                              or _COUNT_FOR_GROUP.search(t)) \
            and not SELF_CLAIM.search(t) and not FIRST_PERSON.search(t) and not relative_asked(t) \
            and p.get("entity") not in ("estadual", "municipal") and p.get("process") != "pss"
        # Round 48 (48a): so is the edital's own reserve checked ("o edital do IBGE com 10 vagas reservou 2 pra negros, pode
        # isso?"): the count set against the claim, the group only whom the reserve is for, never a group's "Sim".
        counted = counted or _claim_why(ex, t) and not SELF_CLAIM.search(t) and not relative_asked(t) \
            and p.get("entity") not in ("estadual", "municipal") and p.get("process") != "pss"
        # (Round 36, lo36: a PcD count's "pcd" is the edital's list, no one's group, `_asking_groups`)
        if (ELIG_CUE.search(t) or _GROUP_COMPETES.search(t)) and (p.get("entity") or p.get("process") or _asking_groups(p)) \
                and not STRONG_RESERVE_CUE.search(t) \
                and (p.get("entity") or p.get("process") or not _HAS_RESERVE.search(t)) and not counted:
            if (SELF_CLAIM.search(t) or relative_asked(t)) and _CLAIMED.search(t) and not p.get("groups") \
                    and p.get("entity") not in ("estadual", "municipal") and not re.search(r"\bquant[ao]s?\b", t):
                # Round 21: "tenho direito a cota racial no concurso do Ibama com 10 vagas?": one's own claim with the
                # vagas told, as without them: how the person declares themself decides it, so it is asked.
                return "eligibility", "groups"
            return "eligibility", None
        # Round 40 (f49a): so is being a cotista asked ("sou pardo, concurso da empresa pública com 4 vagas, posso ser
        # cotista?"): that person's eligibility, never the bare count (with no selection told, as before: `_BE_COTISTA`).
        # (Round 41, f50b: not the reserve asked for a group, "5 vagas, tem reserva pra negro nisso?": its count, `counted`)
        if (ELIG_CUE.search(t) or _BE_COTISTA.search(t)) and _asking_groups(p) and p.get("entity") and not LAW_ASKS.search(t) \
                and not counted:
            # "um candidato negro pode optar pela reserva no concurso da Caixa? e quantas são reservadas?": both asked
            # of a group and a body; the eligibility answer gives the count too.
            return "eligibility", None
        if (SELF_CLAIM.search(t) or relative_asked(t)) and not p.get("groups") and not counted \
                and not STRONG_RESERVE_CUE.search(t) and not re.search(r"\bquant[ao]s?\b", t) and not LAW_ASKS.search(t):
            # Round 23: "tem 10 vagas, posso concorrer?": one's own claim with the vagas and no quota word; how the person
            # declares themself decides it (asked, or taken from the thread's earlier turn).
            # Round 39 (f42a): a relative's claim too ("minha irmã pode concorrer como cotista no concurso de 20 vagas?"):
            # with no group told it is asked, never the reserve of those vagas computed instead.
            return "eligibility", "groups"
        return "reserve", None
    if p.get("groups") and edital_groups_told(t) and not has_n and not re.search(r"\bquant", t) and not LAW_ASKS.search(t):
        # Round 39 (39b): "sou quilombola; o edital de 10/01/2025 reserva vagas só para negros. posso reclamar?": the
        # person's own group against the groups the edital names (not theirs, `entities._EDITAL_ONLY`): their eligibility.
        return "eligibility", None
    if ELIG_CUE.search(t) and p.get("groups") and not p.get("entity") and not p.get("process") \
            and GROUP_COVERAGE.search(t) and not FIRST_PERSON.search(t):
        return None, None  # "a cota abrange pardos?", "tem cota pra quilombola?": what the law covers, its text
    if ("edital_date" in p or "period" in p) and not has_n and _WHICH_LAW.search(t) \
            and (not p.get("groups") or _GROUP_AS_BENEFICIARY.search(t) and not FIRST_PERSON.search(t)
                 and not relative_asked(t)) \
            and not LAW_ASKS.search(t):
        # "o edital dele saiu em 12/09/2024, qual lei de cota vale pra ele?": which law is asked of a dated edital,
        # whoever it is for; no group is needed to answer it.
        return "regime", None
    if "edital_date" in p and not has_n and _ALREADY_IN_FORCE.search(t) and not (p.get("groups") and FIRST_PERSON.search(t)) \
            and not LAW_ASKS.search(t):
        return "regime", None  # "edital de 09/06/2014: a 12.990 já se aplicava?": the law of that date
    if ELIG_CUE.search(t) and untold_claim(t, p) and not has_n:
        # "posso concorrer pela cota no concurso do INSS?": whether the body is covered is not the question;
        # how the person declares themself is asked (a state's or a city's body is "Não" for anyone).
        return "eligibility", "groups"
    if kin_bare_chance(t) and not p.get("groups") and not has_n:
        # Round 42 (lo42): "minha mãe pode?" with no thread: her eligibility, her group asked (as `context` does mid-thread)
        return "eligibility", "groups"
    if REGIME_CUE.search(t) and not has_n and not has_when and not p.get("groups") and p.get("entity") \
            and p.get("entity") not in ("estadual", "municipal") and (_MY_CASE.search(t) or MY_EDITAL.search(t)
                                                                     or FIRST_PERSON.search(t)) \
            and not LAW_ASKS.search(t) and not LAW_CHOICE.search(t):
        # Round 40 (f49a): "tô estudando pro concurso da Anvisa, qual das leis se aplica no meu caso?": which law governs
        # one's own selection of a federal body is its regime, the edital's date missing (art. 11 of Lei 15.142); the
        # body's coverage ("se aplica") is not asked, nor is a group told.
        return "regime", "edital_date"
    # Round 42 (f56b): an edital still to come ("o próximo edital do órgão ainda não tem data, qual lei vale?") is as good
    # as dated (the law in force), its body named or not: the regime, no one's eligibility.
    # Round 43 (lo43d): so is the choice between two laws offered for a dated edital ("O edital da UFRR saiu em 20/05/2025.
    # Vale a cota de 30% ou a lei antiga?"): its regime, the body's coverage not asked.
    # Round 52 (f67b): with the two laws offered, the first person of who drafts or publishes the edital ("o edital que
    # estamos elaborando sai em março: 15.142 ou 12.990?") claims nothing: only one's own claim (SELF_CLAIM) is eligibility.
    if ELIG_CUE.search(t) and (REGIME_CUE.search(t) or LAW_CHOICE.search(t)) \
            and ("edital_date" in p or "period" in p or EDITAL_PENDING.search(t)) \
            and not p.get("groups") and not (FIRST_PERSON.search(t) and not LAW_CHOICE.search(t)) \
            and not SELF_CLAIM.search(t):
        return "regime", None  # "qual norma se aplica a um PSS com edital de 05/01/2026?": the law by that date
    if person_reach_asked(ex, p):
        return "eligibility", None  # Round 44 (f59c): "concurso da prefeitura, sou preto, entra na lei federal?"
    if pcd_reserve_reach(ex, p):
        return None, None  # Round 49 (lo49b): "a reserva pcd vale pra estatal?": the decree's rule (art. 1º, § 2º)
    if ELIG_CUE.search(t) and (p.get("entity") or p.get("process") or p.get("groups")):
        if re.search(r"\bquant[ao]s\b", t) and STRONG_RESERVE_CUE.search(t) and (
                not p.get("entity") and not p.get("process")
                # Round 27 (fix27h): "o ibama vai abrir concurso, quantas vagas ficam pra cota racial?": no group asked
                # about, the count asked of a body's selection; "cota racial" names the reserve, no one's claim.
                or not p.get("groups") and p.get("entity") not in ("estadual", "municipal") and not SELF_CLAIM.search(t)):
            return "reserve", "vacancies"  # "quantos negros o edital deve reservar?": a count, its vagas missing
        # Round 36 (lo36): "pcd" read from a PcD count ("e se tiver 2 vagas pra pcd, altera a cota racial?") is the
        # edital's list, no one's group: an eligibility cue then asks nothing of a person (`_asking_groups`).
        if p.get("entity") or p.get("process") or _asking_groups(p):
            return "eligibility", None
    own = FIRST_PERSON.search(t) or MY_EDITAL.search(t)
    if own and ELIG_CUE.search(t) and not has_n and not LAW_ASKS.search(t) and not re.search(r"\bse\b", t):
        # "o meu concurso tem cota?": whether its vagas make a reserve; "eu tenho direito à cota nesse
        # edital?": how the person declares themself. Either is asked for.
        # Round 40 (f49a): so is the count of its reserve asked ("quantas vagas são reservadas no concurso que eu vou
        # prestar?"): a count, its vagas missing, never the person's group (none told).
        if MY_EDITAL.search(t) and (_HAS_RESERVE.search(t) or re.search(r"\bquant[ao]s\b", t)
                                    and STRONG_RESERVE_CUE.search(t) and not _asking_groups(p)):
            return "reserve", "vacancies"
        if MY_EDITAL.search(t) and FIRST_PERSON.search(t) and not REGIME_CUE.search(t):
            return "eligibility", "groups"
    if not has_n and (p.get("pcd") is not None or p.get("pcd_percentage")) and re.search(r"\bquant[ao]s\b", t) \
            and not LAW_ASKS.search(t) and not re.search(r"\bquant[ao]s? por cento|\bpercentual|\bporcentagem", t):
        return "reserve", "vacancies"  # "a reserva PcD é de 5%, quantas vão pra PcD?": the edital's own figure, its vagas missing
    if not has_n and not ranks and PCD_COUNT_ASKED.search(t) and not LAW_ASKS.search(t) \
            and not re.search(r"\bquant[ao]s? por cento|\bpercentual|\bporcentagem|\blei\b|\bdecreto\b|\b9\.?508\b|\bartigo", t):
        # Round 44 (44a): "quantas vagas pcd tem um concurso?": the PcD count, its vagas missing, as the racial count is
        # (the decree's 5% rounded up needs them); the rate asked, or what a norm says, stays the law's text.
        return "reserve", "vacancies"
    # (Round 40, f47a: not with the two laws offered, "saiu em 4/6/2025. Para a reserva racial, aplicamos a 15.142 ou a
    # 12.990?": which law is asked, the regime below, "reserva racial" only its subject)
    if dated and not has_n and STRONG_RESERVE_CUE.search(t) and not LAW_CHOICE.search(t) \
            and not re.search(r"\bquant[ao]s? por cento|\bpercentual|\bporcentagem", t):
        return "reserve", "vacancies"  # "o edital saiu em março de 2025, quantos cotistas?": a count, its vagas missing
    # Round 34 (f34a): an edital told to be still unpublished ("o edital ainda não foi publicado: 15.142 ou 12.990?") is
    # as good as dated: it falls under the law in force (`router.pending_edital`), so the two laws offered are its regime.
    # (34b: "nosso edital será publicado no mês que vem: vale a 12.990 ou a 15.142?" the same; a question about the laws
    # themselves, LAW_ASKS, is not.)
    pending = bool(EDITAL_PENDING.search(t))
    # Round 35 (lo35b): so is an edital told as already out with no date ("o edital saiu mas não sei quando. Ele seguirá
    # a Lei 12.990 ou a 15.142?"): its date decides, so it is asked (as "…qual lei se aplica?" is).
    if LAW_CHOICE.search(t) and (own or _AN_EDITAL.search(t) and not LAW_ASKS.search(t)) and not dated and not pending:
        return "regime", "edital_date"  # "usamos a 12.990 ou a 15.142?": by the date of one's own edital
    if (LAW_CHOICE.search(t) or _WHICH_ELIDED.search(t)) and (dated or pending and not LAW_ASKS.search(t)):
        # (Round 52, f67b: or the law left unsaid, "e um edital que ainda vai sair, qual vale?": which of the two)
        # "o aviso saiu em 4/6/2025: 15.142 ou 12.990?": the two laws offered for one dated edital is its regime
        # (a date bounding a class of editais, "editais anteriores a junho de 2025", is no date here: `_params`).
        return "regime", None
    # Round 35 (f36b): so is one law named as the pending edital's ("o edital que será publicado segue a 12.990?").
    # Round 41 (f53a): or the law named by its age ("o próximo edital vai ter que seguir a lei nova?"): the same regime.
    if (REGIME_CUE.search(t) or pending and (re.search(LAW_GOVERNS, t) or _LAW_BY_AGE.search(t))) \
            and ("edital_date" in p or "period" in p or pending and not LAW_ASKS.search(t)):
        # (Round 32, fix32r: "qual lei aplicar ao edital em preparação?": one still to be published is dated after
        # the new law's start, so its regime is answered, as a date would be)
        return "regime", None
    # Round 36 (lo36): one law named as the edital's, no date told ("o edital vai seguir a 12.990?", "o concurso vale pela
    # 15.142?"): the regime, its date asked (art. 11 of Lei 15.142 decides), as "qual lei rege o edital?" is.
    governed = re.search(LAW_GOVERNS, t) and not LAW_ASKS.search(t)
    # Round 39 (f45a): the article joined to its preposition ("qual lei de cota se aplica ao concurso?", "no edital") names
    # the same one edital. Round 46 (46a): so does "certame", the concurso in legal Portuguese.
    if (REGIME_CUE.search(t) or governed) and re.search(r"\b(?:meu|nosso|o|um|este|esse|do|ao|no|pro|pelo) (?:edital|concurso|certame)\b", t) \
            and not re.search(r"\bpercentual|\bporcentagem", t) or REGIME_CUE.search(t) and MY_EDITAL.search(t) \
            or REGIME_CUE.search(t) and _SOMEONES_EDITAL.search(t) or REGIME_CUE.search(t) and _MY_CASE.search(t):
        return "regime", "edital_date"
    # "esse edital tem que usar 30%?": what one's own edital must do is its computation, not the rule's text.
    my_edital = (MY_EDITAL.search(t) or _OWN_TO_OPEN.search(t) and _RESERVE_SEEN.search(t)) and not LAW_ASKS.search(t) \
        and not INTERPRETIVE.search(_DEONTIC.sub(" ", t))
    # (Round 44, f59a: "e se esse concurso abrisse agora, sob a lei dos 30%?" names a law by its rate: no rate asked)
    if my_edital and not has_n and re.search(r"\bpercentual|\bporcentagem|\d+ ?(?:%|por cento)", LAW_BY_RATE.sub(" ", t)):
        # "nesse concurso a cota é de 30%?": the law by the edital's date, asked for when not given.
        return "regime", None if has_when else "edital_date"
    if not has_n and p.get("entity") and p.get("process") and _asking_groups(p) and _WILL_HAVE_RESERVE.search(t) \
            and not re.search(r"\bquant", t) and not LAW_ASKS.search(t):
        # Round 26 (holdout23): "a empresa pública fará um PSS; candidatos negros terão reserva nesse PSS?": whether that
        # body's selection reserves for the group, yes or no (the count needs no vagas to be refused).
        return "eligibility", None
    # ("sou parda, me inscrevi num pss da funai, tinha cota pra mim?": one's own claim, the eligibility's)
    # Round 40 (f48b): the reserve of "the" edital asked with no vagas ("qual a reserva de vagas do edital?") is that
    # edital's count, its vagas missing, as "do nosso edital" (a law, a decree or an article named is the law's text).
    the_edital = re.search(r"\breserva\b[^?]{0,20}\b[dn]o edital\b", t) and not has_n and not LAW_ASKS.search(t) \
        and not re.search(r"\blei\b|\bdecreto\b|\bartigo|\bregra", t) and not INTERPRETIVE.search(_DEONTIC.sub(" ", t)) \
        and not (DUTY_ASKED.search(t) and not re.search(r"\bquant|\bqual\b", t))  # Round 40 (f49c): "pode fazer a reserva só no total do edital?"
    if (my_edital or the_edital) and not ELIG_CUE.search(t) and (re.search(r"\breserv(?:a|ar|amos|aremos|ado)\b|\bcotas?\b|\bcotistas\b", t)
                                                 or _HAS_RESERVE.search(t)) \
            and not (p.get("groups") and re.search(r"\b(?:pra|para) (?:mim|eu|ela|ele)\b", t)):
        return "reserve", "vacancies"  # "preciso saber a reserva do nosso edital": its vagas are missing
    if not has_n and not ranks and _RESERVE_COMPUTED.search(t) and _RESERVE_WORD.search(t) and not LAW_ASKS.search(t):
        return "reserve", "vacancies"  # Round 40 (40b): "vc errou a conta da cota, refaz aí": a count, its vagas missing
    # Round 40 (f49c): not a duty or permission asked ("somos obrigados a informar quantas...", "é permitido calcular a
    # reserva só no total?"): the law's text.
    # Round 43 (f57b): so is the reserve named and its "como fica?" alone ("e as vagas de cota, como fica?"): its count.
    bare_count = _RESERVE_HOW_IT_GOES.match(t) is not None
    # Round 43 (lo43d): an edital still to come ("no concurso que vai abrir") gives only the law in force as its hint, no
    # date of a law asked about: the reserve's count of it is asked, its vagas missing, as of an undated edital.
    to_come = has_when and not ("edital_date" in p or "period" in p) and p.get("law_hint") == "new" \
        and EDITAL_PENDING.search(t) is not None
    if (STRONG_RESERVE_CUE.search(t) and (not has_when or to_come) or (STRONG_RESERVE_CUE.search(t) and re.search(r"\bvagas?\b", t))
            or bare_count) \
            and not (OBLIGED_OR_ALLOWED.search(t) and not _COUNT_NEEDED.search(t)):
        # Round 40 (f49c): the count needed by the one asking ("precisamos saber quantas vagas reservar. O que deve ser
        # considerado?") is that count, its vagas missing, whatever else is asked beside it.
        # Round 41 (f52b): the method beside the count ("quantas vagas de cota tem no meu concurso? não sei como
        # calcula") asks no law text of its own: still that count, its vagas missing (the clarification says the method).
        if not re.search(r"\bqual (?:era|e) o percentual|\bo que\b|\bcomo\b|\bpor que\b", METHOD_ASIDE.sub(" ", t)) \
                or _COUNT_NEEDED.search(t) or bare_count:
            return "reserve", "vacancies"
    # Round 22 (p22g): a search box's keywords, "parda concurso autarquia 6 vagas": a group, a body or selection and
    # the vagas, no verb nor cue: the case of one who holds that group, i.e. whether they may compete. All three are
    # this message's own: a follow-up inherits them and keeps the earlier operation.
    if has_n and _COUNT_ASKED_HERE.search(t) and re.search(r"\breserv|\bcotas?\b", t) and not LAW_ASKS.search(t):
        return "reserve", None  # "PSS com 18 vagas, qual o total a reservar para pessoas negras?": the count asked
    # Round 43 (43b): the count asked of the group it goes to, no quota word ("edital dos Correios com 33 vagas, quanto vai
    # pra negros?"), no one's own claim: the reserve, not the group's eligibility (the search-box case below).
    if has_n and _COUNT_FOR_GROUP.search(t) and not LAW_ASKS.search(t) and not SELF_CLAIM.search(t) \
            and not FIRST_PERSON.search(t) and not relative_asked(t) and p.get("entity") not in ("estadual", "municipal"):
        return "reserve", None
    if has_n and not ranks and p.get("groups") == ["pcd"] and p.get("pcd") is None and not p.get("pcd_percentage") \
            and pcd_share_bare(t):
        return "reserve", None  # Round 47 (lo47a): "pcd em 40 vagas", "e pcd com 40 vagas?": the PcD share of that count
    if has_n and not ranks and _claim_why(ex, t) and not SELF_CLAIM.search(t) and not relative_asked(t) \
            and p.get("entity") not in ("estadual", "municipal") and p.get("process") != "pss":
        return "reserve", None  # Round 48 (48a): "o edital do IBGE com 10 vagas reservou 2 pra negros, pode isso?": checked
    stated = _params(ex) if has_n and p.get("groups") else {}
    if stated.get("groups") and "vacancies" in stated and (stated.get("entity") or stated.get("process")) and not LAW_ASKS.search(t) \
            and not re.search(r"\b(?:lei|art(?:igo)?|o que|como|por que|quando|e se|se)\b", t):
        return "eligibility", None
    return None, None


# Round 47 (lo47a): a search box's PcD list beside a count of vagas, nothing else said ("pcd em 40 vagas", "vagas pcd num
# concurso de 40"): the words left once the count, the selection's nouns and the joining words are gone.
_SHARE_FILLER = re.compile(r"\b\d+\b|\b(?:vagas?|e|em|com|de|da|das|do|dos|num|numa|no|na|nas|pra|para|as|os|a|o|um|uma"
                           r"|concursos?|edital|pss|selecao|certame|quant[oa]s|qnt\w*|ficam|sao|seriam|vao|fica|total"
                           # (Round 48, lo48b: "pcd com 50 qual o numero": the count asked in other words)
                           r"|qual|quais|numero|quantidade|quanto|qtd\w*)\b|[,.;:?!]")
_PCD_ONLY = {"pcd", "pcds", "pessoas", "pessoa", "deficiencia", "deficientes", "deficiente"}


def pcd_share_bare(t: str) -> bool:
    left = set(_SHARE_FILLER.sub(" ", t).split())
    return bool(left) and left <= _PCD_ONLY


def untold_claim(t: str, p: dict[str, Any]) -> bool:
    """One's own claim to the reserve (or a relative's, or one candidate's passed on) with no group told, of a body these
    laws may bind: how that person declares themself is asked, never a "Sim" for a group nobody said (a state's or a
    city's body is "Não" for anyone). Round 44 (f59c): the rules' test, which the classifier's eligibility reading also
    answers (`reconsider.reconsider`)."""
    # Round 54 (f69b): "não sei como funciona pra mim" is the claim's own doubt, never the law's workings asked
    # (Round 54, f69b: so is one's wish or one's competing asked, "quero me inscrever na reserva...", "concorro na cota?")
    return bool((SELF_CLAIM.search(t) or relative_asked(t) or _OWN_WISH.search(t) or own_claim_asked(t))
                and _CLAIMED.search(t) and not p.get("groups")
                and p.get("entity") not in ("estadual", "municipal") and not LAW_ASKS.search(_HOW_FOR_ME.sub(" ", t)))


_OWN_WISH = re.compile(r"\b(?:eu )?(?:quero|queria|pretendo|gostaria de|vou) (?:concorrer|me inscrever|disputar|entrar|usar|optar)"
                       r" (?:na|nas|pela|pelas|a|as) (?:cotas?|reserva|vagas? reservadas?)\b")
# How the reserve goes for oneself ("ainda não sei como funciona pra mim", "como fica no meu caso"): one's own case.
_HOW_FOR_ME = re.compile(r"\bcomo (?:isso |ela |a cota |a reserva )?(?:funciona|fica|seria|ficaria) (?:pra mim|para mim"
                         r"|comigo|no meu caso|pro meu caso|para o meu caso|em mim)\b")


def person_reach_asked(ex: Extraction, p: dict[str, Any]) -> bool:
    """Round 44 (f59c): the law asked to reach one person's case (`PERSON_LAW_CUE`: "entra na lei federal?", "a lei me
    cobre?") with that person's group and a body or selection told: their eligibility, whose "Não" tells a state's or
    a city's candidate the federal law does not reach them. With no person it stays the law's reach (art. 1º)."""
    t = ex.text
    return bool(PERSON_LAW_CUE.search(t) and _asking_groups(p) and (p.get("entity") or p.get("process"))
                and (FIRST_PERSON.search(t) or relative_asked(t) or _CANDIDATE_NAMED.search(t))
                and not LAW_ASKS.search(t))


_REGISTER = re.compile(r"\bcadastros? (?:de )?reserva\b")


def _register_law_asked(t: str) -> bool:
    """Round 35 (35a): "o que diz a lei sobre vagas que surgem na validade? meu filho tá no cadastro de reserva": the
    register's own word "reserva" is no reserve cue; with no other cue, what the law says is asked (art. 1º, § 2º;
    art. 5º, § 4º), never that relative's eligibility."""
    plain = _REGISTER.sub(" ", t)
    return bool(LAW_ASKS.search(t)) and not RESERVE_CUE.search(plain) and not ELIG_CUE.search(plain)


# Questions about a rule's own terms, not a computation: who counts as a group, from how many vagas the
# reserve applies, what an edital must state, which way a fraction rounds. Law text, even with a group named.
# Who counts as a group ("quem conta como quilombola?", "quem pode se autodeclarar parda?"): the definitions (art. 2º),
# also the search words of `law_cues.definition_topic`.
WHO_COUNTS = re.compile(
    r"\bquem (?:conta|e contad[oa]|e considerad[oa]|sao considerad[oa]s|pode ser considerad[oa]|se enquadra|entra) como\b"
    r"|\bquem (?:e|sao|era|eram|foi|seria) considerad|\bo que (?:e|significa) ser\b|\bquem (?:pode|podia|poderia|podem|podiam|podera) (?:se )?(?:auto)?declarar"
    # Round 26 (p26b): what one must be or do to count ("preciso morar na aldeia pra ser considerado indígena?", "o que
    # falta pra ser reconhecida como quilombola?"): the same definitions (art. 2º), asked by their condition.
    r"|\b(?:pra|para) (?:eu |ele |ela |alguem |a pessoa |uma pessoa )?ser (?:considerad|reconhecid|aceit|vist)[oa]s?"
    r" (?:como )?(?:pret|pard|negr|indigen|quilombol)")
# The smallest number of vagas for a reserve ("qual o número mínimo de vagas para haver reserva?"): the law's threshold.
# Round 36 (f38a): the minimum of vagas *to reserve* ("número mínimo de vagas a reservar", "mínimo de vagas reservadas")
# is the reserve's count of one's vagas, like "quantas vagas reservar?".
MINIMUM_OF_VAGAS = r"\bminimo de vagas\b(?! reservad| (?:a|pra|para) reservar\b)"
RULE_ASKS = re.compile(
    WHO_COUNTS.pattern + (
    # Round 22 (p22d): "quantos por cento é a cota pra pcd?": the rate asked in words, with no vagas to apply it to.
    # (the number words arrive folded: "quantos por cento" reads "quantos%")
    r"|\bquant[oa]s?\s*(?:%|por cento\b)"
    r"|\ba partir de quant[ao]s vagas|" + MINIMUM_OF_VAGAS + r"|\bcom quantas vagas (?:ja )?(?:tem|ha|existe|passa|comeca|se aplica|vale)"
    # What the edital must state about the reserve (its count): "o edital precisa informar quantas vagas…".
    r"|\b(?:edital|orgao|administracao)\b.{0,30}\b" + DUTY + r"\b.{0,15}"
    r"\b(?:informar|dizer|constar|especificar|divulgar|publicar|trazer|conter|indicar|mostrar)\b\s+(?:\w+\s+){0,2}"
    r"(?:quant[ao]s|o numero|o total|a quantidade|numero de|total de|quantidade de)"
    # Round 45 (f60c): the duty first, however said ("havia obrigação de o edital discriminar, cargo a cargo, quantas
    # vagas..."): the count is what the edital must state, never one to compute.
    r"|\b(?:e obrigatorio|e necessario|e preciso|" + DUTY + r") (?:que |de )?(?:o |os )?(?:edital|editais|orgao|orgaos)\b.{0,15}"
    r"\b(?:inform|diga|digam|dizer|tra(?:ga|gam|zer)|especific|indic|indiqu|divulg|public|conte|mostr|discrimin)\w*[\s,]+"
    r"(?:\w+[\s,]+){0,3}(?:quant[ao]s|o numero|o total|a quantidade|numero de|total de|quantidade de)"
    # Whether a body may skip the reserve ("o ministério pode deixar de ter cota?", "pode abrir edital sem reserva?"):
    # its obligation, the law's text.
    r"|\bpode(?:m|ria)? (?:deixar de|nao (?:ter|prever|reservar|aplicar|cumprir)|dispensar|ignorar|abrir mao d)"
    r"|\bpode(?:m|ria)? (?:publicar|abrir|lancar|fazer) (?:o |um )?(?:edital|concurso|certame|selecao)\b.{0,30}\bsem\b"
    # What a person must prove or show ("tenho que provar que sou de alguma etnia?", "preciso apresentar documento?"):
    # the confirmation procedure's rule, not a computation.
    r"|\b(?:tenho|tem|preciso|precisa|devo|deve|e preciso|e necessario)\s+(?:que |de )?(?:provar|comprovar|apresentar|mostrar"
    r"|levar|entregar|anexar)\b"
    # Splitting the vagas across several selections ("dividir 10 vagas em editais de 2"): the rule against it.
    r"|\b(?:dividir|divide|dividem|dividiu|fracion\w*|repartir|separar|picar)\b.{0,40}\b(?:editais|certames|concursos|selecoes|processos)\b"
    r"|\barredond\w* (?:pra|para) (?:cima|baixo)|\b(?:pra|para) (?:cima|baixo)\b.{0,20}\barredond"
    # "o que conta como quilombola?": who a group is, asked of the law like "quem conta como".
    r"|\bo que (?:conta|e contado|e considerado|se considera|caracteriza) como\b"
    # The count of vagas a rule needs, asked in general ("quantas vagas o edital tem que ter pra ter cota?",
    # "precisa de quantas vagas no mínimo pra reserva?"): the threshold of the rule, not a concurso's vagas.
    r"|\bquant[ao]s vagas\b.{0,40}\b(?:tem que|tem de|precisa|precisava|deve|devia|no minimo|minimo)\b"
    r".{0,40}\b(?:pra|para|de)\b.{0,30}\b(?:cota|cotas|reserva)\b"
    r"|\b(?:tem que|tem de|precisa|precisava|deve|devia) (?:ter|oferecer|abrir|de|prever) (?:no minimo )?quant[ao]s vagas\b"
    r".{0,40}\b(?:cota|cotas|reserva)\b"
    # Which law took effect when ("que lei passou a valer em junho de 2025?"): the laws' own vigência.
    r"|\b(?:qual|que) (?:lei|norma|regra)\b.{0,30}\b(?:passou|passa|comecou|comeca) a (?:valer|vigorar|viger)\b"
    r"|\b(?:qual|que) (?:lei|norma|regra)\b.{0,30}\bentr(?:ou|a) em vigor\b"
    )
)
# Whether the law's reserve includes a group ("abrange pardos?", "tem cota pra quilombola?", "indígenas
# entram na cota?"), asked about the law rather than a person's or a concurso's situation.
_COVERS = r"abrange|abrangem|inclui|incluem|contempla|contemplam|beneficia|beneficiam|cobre|cobrem"
GROUP_COVERAGE = re.compile(
    r"\b(?:" + _COVERS + r")\b"
    r"|\b(?:tem|ha|existe|existem) (?:cota|cotas|reserva|vagas? reservadas?) (?:pra|para|de)\b"
    r"|\b(?:entra|entram|estao|esta|sao) (?:incluid\w* )?(?:na|nas) (?:cota|cotas|reserva)\b"
)
# The law (or the quota) as the subject of its reach ("a lei 15.142 vale para autarquias?", "a cota racial se
# aplica a estatais?"): what the law covers; "a Petrobras precisa reservar?" is the entity's situation.
LAW_REACH = re.compile(
    # (Round 49, f64b: the law by its number alone, "a 15.142 nos atinge?", as "a lei 15.142")
    r"\b(?:lei|leis|cota|cotas|reserva|regra|norma|decreto|15\.?142|12\.?990)\b(?: (?:nova|antiga|federal|racial|raciais|de cotas?|de \d{4}"
    # "a reserva de 30% se aplica a...?": the law's rate names the reserve ("lei de cota": Round 44, 44b, the singular)
    r"|de (?:20|30) ?(?:%|por cento)|n?o? ?\d{1,2}\.?\d{3}(?:/\d{4})?"
    # "a lei de cotas em concursos vale...", "a cota no serviço público se aplica...": the law's own field named
    r"|(?:em|no|nos|do|dos|para|pra) (?:concursos?(?: publicos?)?|servico publico(?: federal)?)))*,?(?: tambem| ainda| so| somente| apenas)?"
    # (Round 49, f64b: the body speaking of itself as the object, "a lei também nos alcança?", "nos abrange?")
    r"(?: nos)?"
    r" (?:vale|valem|valeria|valia|valiam|se aplica|se aplicam|se aplicava|se aplicavam|aplica-se|abrange|abrangem"
    r"|abrangia|alcanca|alcancam|alcancava|atinge|atingem|atingia|(?<=nos )obrigam?|" + _COVERS + r")\b"
    # "a legislação exige cota em concursos de agências reguladoras?": the law obliging a kind of body.
    r"|\b(?:lei|leis|legislacao|norma) (?:federal )?(?:exige|exigem|obriga|obrigam|impoe) (?:a )?(?:cotas?|reserva)"
    r" (?:em|nos|nas|no|na|para|a|aos|as)\b"
    # Round 24 (p24b): the body as the subject, the law its place ("agências reguladoras entram na lei de cotas?",
    # "fundação pública está incluída na 15.142?"): the same reach, asked the other way round.
    r"|\b(?:entra|entram|esta|estao|se encaixa|se encaixam|se enquadra|se enquadram|fica|ficam)"
    r" (?:incluid\w* |abrangid\w* |cobert\w* |dentro )?(?:na|nas|da|pela) (?:lei|leis|legislacao|15\.?142|12\.?990)\b"
    # Round 55 (g4): the verb first, the law after it ("concurso estadual de SP, vale essa lei?", "pra autarquia se
    # aplica a lei de cotas?"): the same reach, the subject inverted.
    r"|\b(?:vale|valem|valeria|se aplica|se aplicam|aplica-se|abrange|alcanca)"
    # (a demonstrative or "a lei de cotas": "o edital ainda não saiu, vale a 12.990?" asks an edital's regime)
    r" (?:(?:essa|esta|aquela|tal|a mesma) (?:lei|leis|legislacao|norma|15\.?142|12\.?990)|a lei (?:de|das) cotas?\b|a lei(?=\s*(?:\?|$)))"
)
# "vale para prefeitura?": the verb alone with a kind of entity asks the law's reach (core leads with art. 1º).
BARE_REACH = re.compile(r"(?:e )?(?:tambem )?(?:vale|valem|se aplica|se aplicam|aplica-se|abrange)"
                        r" (?:para|pra|a|ao|aos|as|em|no|na|nos|nas)\b")
# The racial reserve named (its groups: `extraction.entities.RACIAL_GROUPS`); "pela cota racial e pela PcD" names the
# reserve, not a group.
RACIAL_RESERVE = re.compile(r"\b(?:cotas?|reservas?|vagas?) (?:racia(?:l|is)|(?:para |pra |de )?negr)"
                            # "cotista e PcD": the quota beside the PcD reserve is the racial one.
                            r"|\bcotas? (?:e|ou) (?:a |na |da |pela )?(?:pcd|deficien)|\bcotistas? (?:e|ou) (?:tambem )?(?:pcd|deficien)"
                            # Round 33 (33c): the other order, "quem é PcD e cotista ao mesmo tempo", "deficiente e também
                            # cotista": the same person in both reserves
                            r"|\b(?:pcd|deficientes?|pessoas? com deficiencia) (?:e|ou) (?:tambem )?(?:e )?cotistas?\b")
# One named selection ("PSS da Caixa", "o concurso do INSS"): that selection's case; "PSS de empresa pública",
# "concursos de autarquia" name a class of them, the law's reach.
ONE_SELECTION = re.compile(r"\b(?:concurso|edital|certame|pss|processo seletivo|selecao)(?: (?:simplificado|publico"
                           r"|temporari[oa]))? d[ao] ")
# A place in a race, a game or a tournament is not a concurso's ranking. (A place in a vestibular or the SISU is
# another quota's: `other_quota` refuses it.)
OTHER_RANKING = re.compile(r"\b(?:campeonato|torneio|corrida|maratona|olimpiada|jogo|partida|competicao esportiva"
                           r"|gincana|ranking da escola|turma)\b")
# A person's own situation ("sou pardo", "posso", "minha inscrição"): an eligibility question.
FIRST_PERSON = re.compile(r"\b(?:sou|eu|posso|meu|minha|me|mim|comigo|estou|fui|tenho|nosso|nossa|podemos|somos"
                          # What one does or did ("trabalho numa autarquia", "fiquei no cadastro", "vou prestar").
                          r"|trabalho (?:n[oa]|numa?|em|como|para|pra)|vou|quero|pretendo|fiquei|passei|prestei|fiz|continuo"
                          r"|concorro|concorri|estudo|moro|trabalhamos|vamos|estamos|temos)\b"
                          # Round 24: "teria direito à reserva sendo parda?": a group held by the one asking (gerund)
                          r"|\bsendo (?:uma? )?(?:pret|pard|negr|indigen|quilombol)")
# Questions about what the law says or why: law text even when the classifier smells an operation.
# The law made the subject of the question ("a lei garante vaga na remoção?", "pela lei, o cotista tem algum
# benefício?"): what the law says, even about a job fact; retrieval then answers or says no dispositivo does.
LAW_SUBJECT = re.compile(
    r"\b(?:pela|segundo a|conforme a|de acordo com a) (?:lei|legislacao|norma)\b"
    r"|\b(?:a|essa|esta) lei(?: de cotas| nova| antiga| federal| de \d{4}| n?o? ?\d{1,2}\.?\d{3}(?:/\d{4})?)?"
    # ("a lei nos obriga a...", "a lei me garante...": a pronoun between the law and its verb)
    r"(?: (?:nos|me|te|lhe|lhes))? (?:garante|garantem|traz|da|preve|assegura|fala|diz|trata|exige|obriga|permite|proibe|determina|deixa|autoriza"
    r"|admite|aceita|impede|veda)\b"
)
LAW_ASKS = re.compile(
    r"\bcomo funciona|\b(?:o que|oq|oque) (?:diz|dizem|dizia|significa|preve|previa|determina|estabelece|fala|a lei|o decreto)"
    # What a norm says, named any way ("o que a norma diz", "o que a legislação prevê").
    r"|\b(?:o que|oq|oque) (?:a|o) (?:norma|legislacao|regulamento|regulamentacao|regra)\b"
    r"|\b(?:fundamentos?|base|amparo|previsao) (?:legal|juridic[oa]|na lei)\b|\bexpli[cq]|\bpor ?que\b|\bpor qual motivo|\bqual (?:e )?a regra|\b(?:o que|oq|oque) e\b|\b(?:o que|oq|oque) acontece|\b(?:o que|oq|oque) ocorre"
    # Round 35 (lo35): a norm named by its number asked whether it covers a topic ("o Decreto 9.508 trata da ordem de
    # nomeação dos PcD?", "a Lei 15.142 fala da remoção?"): that norm's text, never an operation on the topic.
    r"|\b(?:lei|decreto)(?: n?o?\s?\d{4,5}(?:/\d{4})?)? (?:(?:nos|me|te|lhe|lhes) )?(?:fala|diz|dizia|preve|previa|trata|menciona"
    r"|determina|estabelece|exige|obriga|define|manda)"
    r"|\bfala (?:algo )?sobre|\bcomo (?:e|sao) (?:definid|calculad|feit|aplicad|decidid)|\bartigo|\bdispositivo"
    + MEANING_ASKED +
    # How a norm defines its words ("como ela define isso?" after naming the law, "como a lei conceitua pardo?").
    r"|\bcomo (?:a lei|ela|o decreto|a norma|a legislacao|a 15\.?142|a 12\.?990) (?:define|conceitua|caracteriza)\b"
    # What changed between the laws: their text, even with the year of the change in the question.
    r"|\b(?:o que|oq|oque) (?:mudou|muda)\b|\bmud(?:ou|aram) (?:alguma coisa|algo|muita coisa|o que)|\bquais (?:as )?mudancas|\bque mudancas"
    r"|\bdiferenca entre"
    # Whether two reserves add up ("os 5% de PcD somam com os 30%?"): how the rules combine, their text.
    r"|\b(?:se )?somam\b|\bse acumulam\b|\bsao cumulativ|\bcumulativ[oa]s?\b"
    # The law itself: its review or its term ("existe prazo pra lei de 2025 ser reavaliada?").
    r"|\brevisao\b|\breavali|\brevisad|\bprazo (?:de|da|pra|para) (?:a )?lei|\blei\b.{0,20}\bvale por quanto"
    # How the rounding works ("se der 3,5 vagas, arredonda como?"): the rule, not a count to compute.
    r"|\barredond\w* (?:como|pra que lado|para que lado)|\bcomo (?:e |fica |se faz |funciona )?(?:o )?arredond"
    # What a law requires, in any tense and named any way ("a lei antiga mandava o edital...", "a 12.990 exigia
    # que..."): the rule asked, answered by its text unless one's own figures are given.
    r"|\b(?:lei|leis|legislacao|norma|decreto|regulamento|15\.?142|12\.?990)(?:/\d{4})?"
    r"(?: (?:nova|antiga|federal|de cotas|de \d{4}|n?o? ?\d{1,2}\.?\d{3}(?:/\d{4})?))*(?: tambem| ainda| ja| so)?"
    r"(?: (?:nos|me|te|lhe|lhes))? (?:exig|obrig|mand|determin|impo|requer|requeria|prev)\w* (?:que|o|os|a|as|ao|aos|um|uma)\b"
    r"|" + RULE_ASKS.pattern
)


# Why the reserve has its figure ("por que 30%?", "de onde a lei tirou esse número?", "a lei justifica o
# percentual?"): the law fixes the figure (art. 1º) and says nothing of how it was chosen; that is the answer.
WHY_FIGURE = re.compile(
    r"(?:\bpor ?que\b(?! (?:lei|leis|norma|decreto|artigo|regra))|\bpor qual (?:motivo|razao)|\b(?:qual|quais) (?:e |foi |foram )?(?:o |a |os |as )?"
    r"(?:motivos?|razao|razoes|justificativa|fundamentos?|criterios?)\b|\bjustific|\bde onde (?:saiu|sai|veio|vem|tira"
    r"|tirou|tiraram|surgiu)|\bcomo (?:chegaram|chegou|se chegou|definiram|escolheram|foi (?:definid|escolhid))"
    r"|\bcom base em que\b)"
    r".{0,60}(?:\bpercentua|\bporcentage|\b\d+ ?(?:%|por cento)|\b(?:trinta|vinte) por cento|\besse numero\b|\bnumero\b"
    r"|\b(?:subiu|aumentou|aumentaram|mudou|passou) (?:de|para|pra)\b)"
    r"|(?:\bpercentua|\bporcentage|\b\d+ ?(?:%|por cento)).{0,60}(?:\bpor ?que\b(?! (?:lei|leis|norma|decreto|artigo|regra))|\bjustific|\bde onde\b|\bmotivo|\brazao\b)"
)
# The regulation named ("o Decreto 12.536", "o decreto que regulamentou a lei"): its sourced summary answers.
REGULATION_NAMED = re.compile(r"\b12\.?536\b|\bdecreto (?:que |de |da )?regulament|\bregulamentacao (?:da|desta|dessa) lei\b"
                              # Round 50 (lo50b): a decree named by a group's share ("onde o decreto fala dos 3% para
                              # indígenas?"): the split of the 30% is the regulation's (25/3/2), not Decreto 9.508's 5%
                              r"|(?![^?]*\b(?:9\.?508|pcd|deficien))(?:\bdecreto\b[^?]{0,40}?(?<![\d,.])\b(?:25|3|2) ?(?:%|por cento)"
                              r"|(?<![\d,.])\b(?:25|3|2) ?(?:%|por cento)[^?]{0,40}?\bdecreto\b)")


# A comparison of the two laws ("o que mudou da lei antiga pra nova?", "quais as diferenças entre as duas leis?",
# "o que a de 2025 mudou em relação à de 2014?"): both laws' key dispositivos answer it, never a refusal. A law as the
# condition of a calculation ("e se fosse pela lei antiga, muda?") asks no "o que"/"quais" and stays a calculation.
_CHANGE = re.compile(r"\b(?:diferen\w*|difere\w*|mud(?:a|am|ou|aram|aria|ar|ancas?)|alter(?:ou|aram|acao|acoes)"
                     r"|compar\w*|novidades?|trouxe de (?:novo|diferente))\b")
_ASKS_WHAT = re.compile(r"\b(?:o que|oq|oque|quais|qual|em que|compar\w*|expli\w*|diferencas? entre)\b")
_OLD_NAMED = re.compile(r"\b12\.?990\b|\b2014\b|\b(?:lei|norma|regra)s? (?:antiga|anterior|velha|revogada)\b"
                        r"|\b(?:antiga|velha) lei\b|\b(?:a|da|na|pra|para) (?:antiga|anterior|velha)\b")
_NEW_NAMED = re.compile(r"\b15\.?142\b|\b2025\b|\b(?:lei|norma|regra)s? (?:nova|atual|vigente)\b|\bnova lei\b"
                        r"|\b(?:a|da|na|pra|para) (?:nova|atual)\b")
# "as duas leis" reads "as ambas leis" after numbers.words_to_digits (both laws, never a count of two).
_BOTH_LAWS = re.compile(r"\b(?:duas|2|ambas(?: as)?) leis\b|\bentre as leis\b|\bleis de cotas\b|\bem relacao [aà] (?:lei )?anterior\b")


def law_comparison(t: str) -> bool:
    """What changed between the laws or how they differ, asked with no count (folded text)."""
    if not (_CHANGE.search(t) and _ASKS_WHAT.search(t)) or re.search(r"\bquant", t) or other_quota(t):
        return False
    return bool(_BOTH_LAWS.search(t) or _OLD_NAMED.search(t) and _NEW_NAMED.search(t))


# Round 22 (p22d): a first-time candidate asking what the quota words mean or how they differ ("cota e reserva é a mesma
# coisa?", "qual a diferença entre cota e reserva de vaga?", "o que é essa tal de ampla?"): the rule that creates the
# reserve (art. 1º) and splits the vagas answers it, though no dispositivo defines the words.
_QUOTA_TERM = r"(?:cotas?|cotistas?|reservas?(?: de vagas?)?|vagas? reservadas?|ampla(?: concorrencia)?)"
WORDS_MEANING = re.compile(
    rf"\b(?:diferenca|diferente|mesma coisa|igual)\b[^?.]{{0,40}}\b{_QUOTA_TERM}\b[^?.]{{0,30}}\b{_QUOTA_TERM}\b"
    rf"|\b{_QUOTA_TERM}\b[^?.]{{0,30}}\b{_QUOTA_TERM}\b[^?.]{{0,20}}\b(?:mesma coisa|igual|diferente|diferenca)\b"
    rf"|\b{_QUOTA_TERM}\b[^?.]{{0,15}}\b(?:mesma coisa|igual|diferente)\b[^?.]{{0,10}}\b{_QUOTA_TERM}\b"
    rf"|\b(?:o que|oque|oq) (?:e|significa|quer dizer)\b[^?.]{{0,25}}\b(?:tal de )?{_QUOTA_TERM}\s*(?:$|[?!.,])"
    rf"|\b(?:significa|quer dizer)\b[^?.]{{0,15}}\b{_QUOTA_TERM}\s*(?:$|[?!.,])"
)


# Round 22 (p22d): one count asked under both laws in one message ("quantas de cota pela lei velha num concurso de 10
# vagas e pela nova?", "quantas pela antiga e quantas pela nova?"): the same figures under each law, side by side, as
# a comparison with its count (law words only: a year alone may be the edital's date). The laws' names are
# `vocabulary.laws_named`; here only the forms that leave out "lei" ("pela antiga", "a regra nova") are added.
# Round 42 (42b): ... or by the law's year alone ("quantas pela lei de 2014 e quantas pela de 2025?").
_ELIDED_LAW = {
    OLD_LAW: re.compile(r"\b(?:regra|norma) (?:antiga|velha|anterior)\b|\b(?:pela|na|da|pra|para a) (?:antiga|velha|anterior)\b"
                        r"|\b(?:pela|na|pra|para a) de 2014\b"),
    NEW_LAW: re.compile(r"\b(?:regra|norma) (?:nova|atual|vigente)\b|\b(?:pela|na|da|pra|para a) (?:nova|atual|vigente)\b"
                        r"|\b(?:pela|na|pra|para a) de 2025\b"),
}
# Round 42 (42b): the two laws as before and now ("quantas seriam antes e quantas agora?", "quantas eram antes e quantas
# são hoje?"): the same count under each law, with no edital date (which would pick one law).
_BEFORE_AND_NOW = re.compile(r"\bantes\s*,?\s*e\s+(?:quant\w+\s+)?(?:\w+\s+)?(?:agora|hoje|atualmente)\b")


def _names_law(t: str, law: str) -> bool:
    return law in laws_named(t) or bool(_ELIDED_LAW[law].search(t))


def both_laws_counted(ex: Extraction) -> bool:
    t = ex.text
    if not re.search(r"\bquant", t) or ex.period is not None:
        return False
    if _names_law(t, OLD_LAW) and _names_law(t, NEW_LAW):
        return ex.date is None
    # Round 42 (lo42e): "quantas eram antes e quantas são hoje?": the "hoje" is the comparison's now, no edital date
    if (m := _BEFORE_AND_NOW.search(t)) is None:
        return False
    return ex.date is None or bool(ex.date_text) and str(ex.date_text) in m.group(0)
