"""The law's reach as a message asks it: which bodies, spheres, kinds of selection and policies Lei 15.142 / Lei 12.990
cover, and a body's duty under them.

`rules` reads these cues while it reads one message; it imports this module, never the reverse.
"""
from __future__ import annotations

import re

from calculator.eligibility import OUTSIDE_LABEL
from vocabulary import laws_named
from vocabulary.entities import ESTATAL_KINDS, FEDERAL_KINDS, entity_kind

from .extraction import Extraction
from .extraction.entities import extract_entity

# Round 22 f: other public policies for indigenous and quilombola peoples (land titling or demarcation, the RANI,
# social benefits): their own laws and bodies (INCRA, FUNAI), not the reserve in public hiring, whatever group is named.
OTHER_POLICY = re.compile(
    r"\b(?:titulac|demarcac|homologac|desintrusao|regularizac\w* fundiari)\w*\b(?: \w+){0,3}? (?:terras?|territorios?|areas?)\b"
    r"|\b(?:terras?|territorios?) (?:indigen|quilombol|tradiciona)\w*\b(?: \w+){0,3}? (?:titulad|titular|demarcad|demarcar|homologad)\w*"
    r"|\brani\b|\bregistro administrativo de nascimento\b"
    # Round 36 (36c): the Fundação Palmares' certification of a community ("como a associação consegue a certificação
    # da Palmares?"): Decreto nº 4.887/2003's procedure, not the reserve.
    r"|\bcertifica\w*\b[^?]{0,40}\bpalmares\b|\bpalmares\b[^?]{0,40}\bcertifica\w*"
    r"|\b(?:bolsa familia|cadunico|cadastro unico|aposentadoria rural|salario[- ]maternidade|auxilio[- ]\w+|cesta basica)\b"
)
# The reserve or a selection named: then the policy is only context ("indígena do CadÚnico tem cota no concurso?").
_HIRING_NAMED = re.compile(r"\bcotas?\b|\bcotistas?\b|\breserv|\bvagas?\b|\bconcursos?\b|\bedita(?:l|is)\b|\bpss\b"
                           r"|\bselec(?:ao|oes|ionad)|\bcertames?\b|\bheteroidentif|\bautodeclar|\b15\.?142\b|\b12\.?990\b")


def other_policy(t: str, intent: str | None) -> bool:
    """Another policy for indigenous or quilombola peoples asked (`OTHER_POLICY`): no law question of these laws, and
    a "tem direito" read as eligibility only when no reserve or selection is named ("aldeado tem direito a auxílio?").
    A document of that policy the person lacks, beside the reserve ("não tem RANI, conta como indígena pra cota?"),
    asks who belongs to the group (art. 2º), not the policy (Round 29, p29c)."""
    if _DOCUMENT_LACKED.search(t) and _HIRING_NAMED.search(t) or policy_document_required(t):
        return False
    return bool(OTHER_POLICY.search(t)) and (intent is None or intent == "eligibility" and not _HIRING_NAMED.search(t))


# Round 45 (f60c): racism or discrimination suffered at work or anywhere else ("meu chefe me trata diferente por eu ser
# negro", "um colega me xingou, é injúria racial?", "como denuncio racismo no trabalho?"): the criminal and labour
# laws, not the reserve in public hiring. The selection or the board named ("a banca me tratou diferente na
# heteroidentificação, posso recorrer?") keeps it in: art. 3º.
_ABUSE = re.compile(
    r"\binjuria racia\w*|\bcrime de racismo\b|\b(?:piadas?|comentarios?|ofensas?|xingamentos?|falas?) racist\w*"
    r"|\b(?:sofr\w*|vitima de|passando por|passei por|passo por)\b[^?.]{0,25}\b(?:racismo|discrimina\w*|preconceito"
    r"|assedio|injuria|ofensas?|xingamentos?|humilhac\w*)"
    r"|\b(?:me|nos) (?:trat\w*) (?:diferente|mal|pior|com desprezo|de forma diferente)"
    r"|\b(?:me|nos) (?:discrimin|xing|ofend|humilh|persegu|ridiculariz)\w*"
    r"|\b(?:me|nos) (?:chamou|chamaram|chama|chamam|chamava|chamavam) de (?!novo\b|volta\b)"
    r"|\b(?:denunci\w*|registrar|boletim de ocorrencia|processar)\b[^?.]{0,30}\b(?:racismo|racista|discriminac\w*|preconceito"
    r"|injuria|assedio)"
    r"|\b(?:racismo|discriminac\w*|preconceito|assedio)\b[^?.]{0,30}\b(?:chefe|chefia|colegas?|superior|gestor|patrao"
    r"|trabalho|servico|emprego|empresa|escola|faculdade)\b"
    r"|\b(?:chefe|chefia|colegas?|superior|gestora?|patra?o|patroa|supervisor\w*)\b[^?.]{0,40}"
    r"\b(?:trata|tratou|tratam|tratava|discrimin|xing|ofend|humilh|persegu|racist)\w*")
_RACE_SAID = re.compile(r"\b(?:negr|pret|pard|indigen|quilombol|racia|racis|raca|cor da pele|minha cor|macaco)\w*")
# The selection or its confirmation named: the law's subject, whatever the treatment told.
_HIRING_OR_BOARD = re.compile(_HIRING_NAMED.pattern + r"|\bbancas?\b|\bcomiss|\bavaliador|\bentrevista|\binscri"
                              r"|\bfraud")


def racial_abuse(t: str) -> bool:
    """Racism or discrimination suffered (`_ABUSE`, a race said), with no selection of these laws named."""
    return bool(_ABUSE.search(t) and _RACE_SAID.search(t)) and not _HIRING_OR_BOARD.search(t)


# Round 36 (36c): such a document asked as a requirement of the reserve ("o RANI é obrigatório para concorrer como
# indígena na reserva?", "a certificação da Palmares é exigida pra cota?"): who belongs to the group and how it is
# confirmed (art. 2º; art. 3º, § 4º), the law's text, like a document lacked.
_POLICY_DOCUMENT = r"(?:rani|registro administrativo de nascimento|certifica\w* d[ao] (?:fundacao )?palmares|palmares)"
_REQUIRED = (r"(?:obrigatori\w*|exigid\w*|exige\w*|exigem|exigir|precis\w*|necessari\w*|pede|pedem|pedido|requisito"
             r"|serve|vale|aceit\w*|basta|substitui)")
_DOCUMENT_REQUIRED = re.compile(rf"\b{_POLICY_DOCUMENT}\b[^?]{{0,40}}\b{_REQUIRED}\b|\b{_REQUIRED}\b[^?]{{0,40}}\b{_POLICY_DOCUMENT}\b")
_ENROL_NAMED = re.compile(r"\b(?:concorr|inscrev|inscri|candidat|disput)\w*")  # "para eu concorrer como quilombola"


def policy_document_required(t: str) -> bool:
    """Round 36 (36c): a document of another policy asked as a requirement of the reserve (`_DOCUMENT_REQUIRED`).
    Round 43 (43a): or lacked beside the reserve ("sem RANI eu entro na cota?", `_DOCUMENT_LACKED`): the same doubt."""
    return bool((_DOCUMENT_REQUIRED.search(t) or _DOCUMENT_LACKED.search(t))
                and (_HIRING_NAMED.search(t) or _ENROL_NAMED.search(t)))


_DOCUMENT_LACKED = re.compile(r"\b(?:nao|nem|sem)\s+(?:tem|tenho|tinha|possui|possuo|ter|o|a|um|uma)?\s*(?:o\s+|a\s+|um\s+|uma\s+)?"
                              r"(?:rani|registro administrativo de nascimento)\b"
                              # Round 43 (43a): a community without the Palmares' certification ("minha comunidade não é
                              # certificada pela Palmares, conto?"): who is quilombola (art. 2º, III), as a RANI lacked
                              r"|\b(?:nao|nem|sem|ainda nao)\s+(?:e\s+|foi\s+|esta\s+|tem\s+|tenho\s+|possui\s+|a\s+|o\s+)?"
                              r"(?:certificad\w*|certificac\w*|certidao|certificado|reconhecid\w*)\b[^?.]{0,25}\bpalmares\b")
# Round 51 (51a): social and education programmes ("bolsa família", "FIES", "Minha Casa Minha Vida", "Pronaf", a bolsa
# de estudos): a quota asked in one of them is that programme's rule, not the reserve in public hiring. (A bolsa of an
# internship is the reach of art. 1º, `NON_CONCURSO_SELECTION`.)
_PROGRAMME = (r"(?:bolsas?(?! de estagi)(?: familia| de estudos?| permanencia| de iniciacao\w*(?: cientifica)?| escolar)?"
              r"|fies|financiamento estudantil|pe-?de-?meia|minha casa,? minha vida|mcmv|pronaf|credito rural|cadunico"
              r"|cadastro unico|auxilios?(?:[- ](?:brasil|emergencial|gas|moradia|estudantil))?|beneficios? socia(?:l|is)"
              r"|programas? (?:socia(?:l|is)|habitaciona(?:l|is)|de moradia|de habitacao)|moradia popular|cursinhos?)")
# The quota asked in the programme ("tem cota no FIES?", "reserva pra ele no pé-de-meia", "usar cota pra conseguir
# bolsa"), not the programme told as a fact about the person beside a concurso (`other_quota` checks no hiring named).
_QUOTA_IN_PROGRAMME = re.compile(
    rf"\b(?:cotas?|reservas?(?: de vagas?)?|vagas? reservadas?)\b(?:\s+\w+){{0,3}}?\s+(?:no|na|nos|nas|pro|pra|pras|pros|para"
    rf"|do|da|em|pelo|pela|ao)\s+(?:(?:o|a|os|as)\s+)?(?:conseguir\s+(?:uma?\s+)?)?{_PROGRAMME}\b"
    rf"|\b{_PROGRAMME}\s+(?:tem|teria|tera|ha|existe|reserva)\s+(?:alguma\s+)?(?:cotas?|reservas?|vagas? reservadas?)\b")
_HIRING_SAID = re.compile(r"\bconcurs|\bedita(?:l|is)\b|\bcargos?\b|\bservidor|\bselec(?:ao|oes)\b|\bseletivo|\bpss\b"
                          r"|\bnomea|\bposse\b|\bcertames?\b|\bempregos? publicos?|\b\d+ vagas?\b")
# Quotas these laws do not cover: university admission, private companies, elections, quotas of a state's
# or a city's own law.
OTHER_QUOTAS = re.compile(
    r"\bvestibular|\bsisu\b|\benem\b|\bprouni\b|\b12\.?711\b|\bgraduacao\b|\bcurso superior\b|\bingresso (?:em|na) universidade"
    r"|\bcotas? (?:em|nas|na|de) universidades?\b|\bempresas? privadas?\b|\biniciativa privada\b"
    # Round 27 (fix27x): the adjective set off by a bracket or a comma ("minha empresa (privada, de tecnologia)")
    r"|\bempresas?\s*[(,-]\s*privadas?\b"
    # Round 48 (lo48b): a private company called "particular" ("a construtora particular onde trabalho", "firma particular")
    r"|\b(?:empresas?|firmas?|companhias?|construtoras?|lojas?|industrias?)\s+particular(?:es)?\b|\bsetor privado\b"

    r"|\blei(?:s)? (?:de cotas )?(?:estadua(?:l|is)|municipa(?:l|is)|distrital)\b|\blei propria\b"
    r"|\bleis? (?:de cotas )?d[oae] (?:estado|municipio|prefeitura|cidade|governo estadual)"
    r"|\beleic(?:ao|oes)\b|\beleitora(?:l|is)\b|\bcandidat\w* a (?:vereador|prefeit|deputad|senador|governador)"
    r"|\bpartidos? politicos?\b|\bcota de genero\b|\baprendiz"
    # Other beneficiaries (women, the elderly, trans people, low income...): "tem cota pra mulher no concurso X?".
    # "mulheres negras" are in this law's reserve as negras, so a racial word after the group keeps them in.
    # (Round 30, fix30r: "reserva de vaga pra pessoas transgênero": the cue with its "de vaga(s)", the group's word whole)
    # Round 36 (f38a): the criterion named with "por" ("reserva de vagas por gênero", "cota por idade / renda / orientação
    # sexual"): the same other beneficiaries, the law's own criteria (raça, cor, etnia, deficiência) staying in.
    r"|\b(?:cotas?|reservas?|vagas?(?: reservadas?| especiais?)?)\s+(?:de vagas?\s+|\w+\s+)?(?:para|pra|de|as|aos|a|por)\s+(?:as |os )?"
    r"(?:mulher(?:es)?|idos[oa]s?|pessoas? (?:trans\w*|idosas?|lgbt\w*)|trans(?:exua\w*|genero\w*)?|travestis?|lgbt\w*"
    r"|genero|sexo|idade|faixa etaria|orientacao sexual|identidade de genero"
    # Round 29 (p29d): the elderly by their age ("cota pra maiores de 60 anos", "reserva pra quem tem mais de 60")
    r"|(?:quem tem |pessoas? (?:com )?)?(?:maiores de|acima de|mais de|com mais de) \d{2}(?: anos)?|terceira idade"
    # Round 34 (34e): income by itself ("tem cota de renda em concurso?", "cota pra renda"), as "baixa renda".
    r"|(?:baixa )?renda|hipossuficientes|estudantes de escola publica|maes|jovens|refugiad\w*)\b"
    r"(?!\s+(?:negr|pret|pard|indigen|quilombol|com deficien|pcd))"
    r"|\bcotas? (?:feminina|femininas|para o sexo feminino|de sexo)\b"
    # Round 39 (f43b): a quota by region or origin ("tem cota regional nesse concurso?", "reserva para naturais do
    # estado"): no criterion of these laws (raça, cor, etnia, deficiência); "reserva por localidade" splits their own.
    # (Round 50, 50b: never a count of them, "quantas cotas por região?": the racial reserve of each region's vagas)
    r"|(?<!\bquantas )\b(?:cotas?|reservas?(?: de vagas?)?|vagas? reservadas?)\s+(?:regiona(?:l|is)|regionalizadas?|por (?:regiao|regioes"
    r"|naturalidade|origem|estado de origem)|(?:para|pra|a|aos) (?:os )?(?:naturais|nascidos|moradores|residentes)"
    r" d[oae]s? (?:estado|regiao|municipio|cidade|local))\b"
    # Round 23 (p23d): the public-school quota ("tem cota pra quem estudou em escola pública?") is Lei 12.711's, for
    # admission to federal education, not hiring.
    r"|\b(?:quem|pessoas? que|alunos? que|candidatos? que|eu que) (?:estud\w+|cursou|cursei|cursaram|veio|vim|fez|fiz)\b"
    r"[^?.]{0,25}?\bescolas? publicas?\b|\b(?:egress\w+|oriund\w+|alunos?|estudantes?) d[ea] escolas? publicas?\b"
    r"|\bcotas? (?:de|da|para|pra) (?:quem (?:e|vem) de )?escolas? publicas?\b"
    # (Round 29, fix29r: the group first, as the list above names it: "pessoas transgênero têm alguma vaga reservada?")
    r"|\b(?:mulher(?:es)?|idos[oa]s?|lgbt\w*|pessoas? (?:trans\w*|idosas?|lgbt\w*)|trans(?:exua\w*|genero\w*)?|travestis?)"
    r" (?:tem|tem direito a|tem alguma|tem algum|tem algum tipo de) (?:cota|reserva|vagas? reservadas?)"
    # Round 38 (f41b): the share worded as a percentage or as vagas guaranteed ("as mulheres têm alguma porcentagem de
    # vagas garantida?"), a racial word after it keeping it in ("... das vagas para negros?").
    r"|\b(?:mulher(?:es)?|idos[oa]s?|lgbt\w*|pessoas? (?:trans\w*|idosas?|lgbt\w*)|trans(?:exua\w*|genero\w*)?|travestis?)"
    r" (?:tem|teriam|tinham) (?:direito a )?(?:alguma |algum |um |uma )?(?:tipo de )?(?:porcentage\w*|percentua\w*"
    r"|vagas? (?:garantid|reservad|exclusiv)\w*|cotas?|reservas?)\b(?![^?]{0,60}\b(?:negr|pret|pard|indigen|quilombol|racia))"
)
# Round 51 (f66c): another law or another beneficiary named with the vaga some words away ("a Lei Maria da Penha garante
# vaga em concurso pra mulher vítima de violência?", "o Estatuto do Idoso dá cota?", "tem vaga no concurso reservada a
# refugiados?"): not these laws' groups (raça, cor, etnia; deficiência in the decree), unless one of them is named too.
_OTHER_GROUP_LAW = re.compile(r"\bmaria da penha\b|\b11\.?340\b|\bestatuto d[oa] (?:idos[oa]|pessoa idosa)\b|\b10\.?741\b"
                              r"|\bvitimas? de (?:violencia|abuso|estupro|trafico)\w*|\bviolencia (?:domestica|contra a mulher)\b"
                              r"|\begress\w* (?:do sistema prisional|prisiona\w*|do carcere)|\bex-? ?(?:presidiari|detent)\w*"
                              r"|\bpessoas? privad\w* de liberdade\b")
_OTHER_GROUP_FAR = re.compile(r"\b(?:vagas?|cotas?|reservas?|reservad[oa]s?)\b[^?.]{0,30}\b(?:para|pra|a|as|aos) (?:as |os )?"
                              r"(?:mulher(?:es)?|idos[oa]s?|pessoas? (?:trans\w*|idosas?|lgbt\w*)|trans(?:exua\w*|genero\w*)?"
                              r"|travestis?|lgbt\w*|refugiad\w*)\b")
# Round 52 (lo52d): a law asked whether it reaches a group it does not name ("a lei 15.142 vale para mulheres?", "a 12.990
# inclui idosos?"): whom that law's reserve is for (art. 1º, caput: race and ethnicity), never another quota's refusal
# nor its vigência (art. 14) that "vale" found.
_OTHER_GROUP_OF_LAW = re.compile(
    r"\b(?:vale|valem|valeria|se aplica|se aplicam|serve|servem|abrange|abrangem|inclui|incluem|cobre|contempla|beneficia"
    r"|protege|alcanca)\b\s+(?:tambem\s+)?(?:para|pra|a|as|aos|os)?\s*(?:as |os )?(?:mulher(?:es)?|idos[oa]s?"
    r"|pessoas? (?:trans\w*|idosas?|lgbt\w*)|trans(?:exua\w*|genero\w*)?|travestis?|lgbt\w*|refugiad\w*|jovens|maes"
    r"|(?:pessoas? de )?baixa renda"
    # Round 54 (lo54b): the other groups asked so ("a lei de cotas beneficia quem estudou em escola pública?")
    r"|(?:quem (?:estudou|estuda|vem|veio) (?:em |de |da )?|(?:estudantes?|alunos?|egress\w+|oriund\w+) d[ea] )escolas? publicas?"
    r"|(?:pessoas? )?amarel[oa]s|asiatic[oa]s|(?:pessoas? )?branc[oa]s(?: pobres| de baixa renda)?|pobres|gays|homossexua\w*)\b")
# Round 53 (f68b): these laws by their common name ("a lei de cotas", "a lei das cotas raciais", "a cota racial", "a lei
# de reserva de vagas") made the subject of that question, as their number names them; "lei de cotas para mulheres"
# (a quota law for them, no reach verb before the group) is still another quota.
QUOTA_LAW_NAME = re.compile(r"\blei (?:de|das) cotas?\b|\blei de reserva de vagas\b|\bcotas? raciais?\b|\breserva racial\b")


def law_asked_of_other_group(t: str) -> bool:
    """One of these laws, by number or common name, asked whether it reaches a group it does not name (folded text)."""
    return bool(_OTHER_GROUP_OF_LAW.search(t) and (laws_named(t) or QUOTA_LAW_NAME.search(t)))


_COVERED_GROUP = re.compile(r"\b(?:negr|pret|pard|indigen|quilombol|racia|raca\b|cor\b|etnia|deficien|pcd\b)")


# Round 24 (p24b): selections that fill no cargo efetivo, emprego público nor PSS contract: internships, trainee
# programmes, outsourced staff hired by a contractor, cargos em comissão and funções de confiança. Whether the reserve
# reaches them is art. 1º's text (which names only those), never a body's eligibility "Sim" nor a count. Probation
# ("estágio probatório") is a servant's; the "comissão" that confirms the self-declaration is no cargo.
# Round 54 (f69b): an internship or a trainee programme, Lei 11.788's and the body's own, never a selection these norms name.
_INTERNSHIP = r"\bestagi(?:o|os|ario|aria|arios|arias)\b(?! probatori)|\btrainees?\b"
INTERNSHIP = re.compile(_INTERNSHIP)
NON_CONCURSO_SELECTION = re.compile(_INTERNSHIP + r"|\bterceirizad\w*|\bcargos? (?:em|de) comissao\b|\bcomissionad[oa]s?\b"
                                    r"|\bfunc(?:ao|oes) de confianca\b")
# A state's own law named by the state ("a lei de cotas do Paraná"). A state's or a city's concurso is not
# here: whether these federal laws reach it is an `eligibility` answer ("Não: só a administração federal").
SUBNATIONAL = re.compile(
    r"\bleis? (?:de cotas |estadual |municipal |racial )?d[oae] (?:acre|alagoas|amapa|amazonas|bahia|ceara|espirito santo"
    r"|goias|maranhao|mato grosso|minas|para|paraiba|parana|pernambuco|piaui|rio|rondonia|roraima|santa catarina"
    r"|sao paulo|sergipe|tocantins|df|sp|rj|mg|rs|pr|ba)\b"
)
# Admission to education (faculdade, universidade, mestrado...), when no hiring is in the question: a
# professor's concurso at a federal university is these laws' subject, a student's place is not.
ADMISSION = re.compile(r"\bfaculdades?\b|\buniversidades?\b|\bmestrado|\bdoutorado|\bpos-?graduacao|\bresidencia medica"
                       r"|\binstitutos? federa(?:l|is)\b|\bcursos? tecnicos?\b|\bescolas? (?:tecnica|federal|publica)")
HIRING = re.compile(r"\bconcurs|\bedita|\bcargos?\b|\bservidor|\bprofessor|\bdocente|\btecnicos? administrativ"
                    # the university as an employer: its HR, its legal form ("universidade que é autarquia")
                    r"|\brh\b|\brecursos humanos\b|\bgestao de pessoas\b|\bautarquia"
                    r"|\bselecao|\bseletivo|\bpss\b|\bnomea|\bcontrata|\bvagas? de (?:emprego|trabalho)|\bemprego|\breserv|\b\d+ vagas?\b"
                    # Round 54 (lead): "tem cota no pss da universidade?": the PSS is a hire (art. 1º, II), as "seletivo" is
                    # Round 49 (lo49b): a temporary contract ("o contrato temporário da universidade federal") is a PSS
                    # hire (Lei 15.142, art. 1º, II), never a student's place
                    r"|\bcontratos? (?:temporari|por tempo)|\b(?:professor(?:es)?|vagas?|cargos?|servidor(?:es)?) temporari")
# The federal laws named: "a Lei 15.142 vale como a lei do Paraná?" asks about these laws' reach.
FEDERAL_LAW = re.compile(r"\b15\.?142\b|\b12\.?990\b|\blei federal\b|\blei (?:nova|antiga)\b|\bnova lei\b|\bantiga lei\b")


# Hiring under the CLT is a private company's, unless a public body hires by it ("empresa pública que contrata pela
# CLT": its empregos públicos are in art. 1º).
_CLT = re.compile(r"\bclt\b"
                  # A private employer named by its trade or its boss ("o chefe da loja", "na firma"), not a public body.
                  r"|\b(?:loja|firma|patrao|patroa|supermercado|restaurante|comercio|fabrica|startup|empresa onde (?:eu )?trabalho)\b")
_PUBLIC_BODY = re.compile(r"\bpublic[oa]s?\b|\beconomia mista\b|\bestata|\bfedera(?:l|is)\b")


# A state or a city making its own quota ("a prefeitura pode criar cota própria de 40%?", "o estado pode adotar
# reserva maior?"): its own law's, which these federal laws do not govern; whether these laws reach a state's
# concurso ("o concurso da prefeitura tem cota?") is not this.
SUBNATIONAL_BODY = re.compile(r"\b(?:prefeituras?|municipios?|municipa(?:l|is)|estados?|estadua(?:l|is)|governos? d[oe] estado"
                               r"|camaras? (?:municipa\w*|de vereadores)|assembleias? legislativas?|governador\w*|prefeit[oa]s?)\b")
_OWN_QUOTA = re.compile(
    r"\b(?:cotas?|reservas?)(?: racia(?:l|is)| de vagas)? propria|\bpropria(?:s)? (?:cotas?|reservas?|politica de cotas)"
    r"|\b(?:criar|cria|instituir|institui|adotar|adota|aprovar|estabelecer|definir|fixar|legislar|inventar)\b.{0,40}"
    r"\b(?:cotas?|reservas?|percentua\w*)\b.{0,30}\b(?:maior|maiores|menor|diferente|acima|superior|mais alt\w*|propri\w*"
    r"|\d+ ?(?:%|por cento))")


# Round 29 (p29d): that state's or city's law pointed at ("concurso estadual de SP: a lei de lá é igual?", "a legislação
# local"): its own law, not these federal ones.
_THEIR_LAW = re.compile(r"\b(?:leis?|legislac\w*|regras?) (?:de la|dela|deles|delas|dali|local|locais|propria|proprias"
                        r"|de cotas de la|de cotas deles)\b")


# An admission exam said beside a concurso with its vagas ("vai fazer concurso com 13 vagas, tirou 780 no enem, quantas
# são de cota?"): a fact about the person, not the selection asked about; the concurso's count is the question.
# ("concurso vestibular" is the admission exam itself.)
_ADMISSION_EXAM = re.compile(r"\b(?:vestibular\w*|sisu|enem|prouni)\b")
_CONCURSO_VAGAS = re.compile(r"\bconcurso\b(?! vestibular).{0,40}?\b\d+ vagas?\b|\b\d+ vagas?\b.{0,40}?\bconcurso\b(?! vestibular)")


# What the federal law says of states and cities ("precisam de lei própria? a lei federal fala algo sobre isso?", "a
# 15.142 obriga os estados?"): these laws' reach (art. 1º: the federal administration), not a state's own quota.
FEDERAL_LAW_ASKED = re.compile(r"\b(?:lei federal|15\.?142|12\.?990)\b[^?]{0,15}\b(?:fala|diz|preve|trata|menciona|determina"
                                r"|obriga|exige)\b")


# Round 23: a law named by its number that is none of these nor one they cite ("o prazo de posse segundo a Lei 8.112?"):
# the question is that law's (the servants' statute, the fee waiver...), not the quota's.
_LAW_NUMBER = re.compile(r"\blei (?:federal )?(?:n(?:o|umero|\.)?\s*)?(\d{1,2})\.?(\d{3})\b")
_OUR_LAWS = {"15142", "12990", "8745", "12288", "12711"}  # these two, the PSS law and the Estatuto they cite; 12.711 is
# the education quota, answered as another quota (`OTHER_QUOTAS`)


def other_law_named(t: str) -> bool:
    """Only laws other than these are named by number, and no quota word of these laws is in the question."""
    named = {a + b for a, b in _LAW_NUMBER.findall(t)}
    return bool(named) and not named & _OUR_LAWS and not re.search(r"\bcotas?\b|\breserv|\bcotistas?\b|\bracia", t)


_SELECTION_NAMED = re.compile(r"\b(?:concursos?|pss|processos? seletivos?|selecao|selecoes|certames?)\b")
# A fragment naming only what it asks the earlier rule of ("e pra ...?", "e no ...?"), no question word of its own.
_BARE_SLOT = re.compile(r"^(?:e|mas e) (?:pra|para|pro|no|na|em)\b")
_ASKS_OWN = re.compile(r"\b(?:qual|quais|quanto|quanta|quantos|quantas|onde|quem|como|o que|quando|por que)\b")


def federal_selection(ex: Extraction) -> bool:
    """Round 26 (p26e): "e pra concurso de professor de universidade federal?": a fragment naming a federal body's
    selection asks whether the law reaches it (art. 1º), however bare; "qual o prazo do concurso da Caixa?" asks a fact of
    the concurso (a question word of its own), still not the law's."""
    return federal_selection_named(ex) and bool(_BARE_SLOT.match(ex.text)) and not _ASKS_OWN.search(ex.text)


def federal_selection_named(ex: Extraction) -> bool:
    """A federal body's selection named anywhere in the message ("no concurso do INSS", "na seleção da UFPE")."""
    return entity_kind(ex.entity) in FEDERAL_KINDS and bool(_SELECTION_NAMED.search(ex.text))


def federal_law_asked(t: str) -> bool:
    """What the federal quota law says is asked outright (`FEDERAL_LAW_ASKED`): its text answers, even of a state."""
    return bool(FEDERAL_LAW_ASKED.search(t))


def other_quota(t: str) -> bool:
    """A quota these laws do not cover: admission to education, private companies, elections, states and cities."""
    if FEDERAL_LAW_ASKED.search(t) and SUBNATIONAL_BODY.search(t):
        return False
    if _CONCURSO_VAGAS.search(t):
        t = _ADMISSION_EXAM.sub(" ", t)
    if law_asked_of_other_group(t):
        t = _OTHER_GROUP_OF_LAW.sub(" ", t)  # Round 53 (f68b): whom these laws are for, asked; another place still counts
    clt = bool(_CLT.search(t)) and not _PUBLIC_BODY.search(t) and extract_entity(t)[0] is None
    own = bool((_OWN_QUOTA.search(t) or _THEIR_LAW.search(t)) and SUBNATIONAL_BODY.search(t))
    others = (_OTHER_GROUP_LAW.search(t) or _OTHER_GROUP_FAR.search(t)) and not _COVERED_GROUP.search(t) \
        and not FEDERAL_LAW.search(t)
    return bool(OTHER_QUOTAS.search(t) or clt or own or SUBNATIONAL.search(t) and not FEDERAL_LAW.search(t)
                or ADMISSION.search(t) and not HIRING.search(t)
                or _QUOTA_IN_PROGRAMME.search(t) and not _HIRING_SAID.search(t) or others)


# Round 50 (f65a): a private company tied to the government by a contract or a delegated public service ("empresa privada
# concessionária federal", "a permissionária de ônibus", "empresa contratada pelo ministério"): whether the federal law
# reaches it is asked, an eligibility answered "Não" by art. 1º (entity privada), never the other-quotas refusal.
_DELEGATED = re.compile(r"\b(?:concessionari|permissionari)\w*|\bprestador\w* de servicos? publicos?\b"
                        r"|\b(?:empresas?|firmas?|companhias?)\s+(?:(?:privadas?|particular(?:es)?)\s+)?"
                        r"(?:contratad|conveniad|credenciad)\w*\s+(?:pel[oa]|d[oa]|com [oa])\s+"
                        r"(?:governo|uniao|orgao|ministerio|autarquia|administracao)")


def private_tied_to_government(t: str) -> bool:
    """A private company serving or contracted by the government, asked of as such (folded text)."""
    return bool(_DELEGATED.search(t))


# Round 39 (lead, h43-079): the body's staff asking of their own selection ("precisamos reservar vagas raciais nessa
# seleção?", "somos obrigados a ter cota?"): "we" is the body, so its duty is asked, not anyone's claim to the reserve.
_OUR_DUTY = re.compile(r"\b(?:precisamos|devemos|temos que|temos de|teremos que|somos obrigad[oa]s|estamos obrigad[oa]s)"
                       r"(?: a| de)? (?:fazer |ter |prever |abrir |seguir |cumprir |aplicar )?(?:a |alguma )?"
                       r"(?:reserv\w*|cotas?\b|vagas? (?:raciais|reservad\w*|de cota))")


# Round 51 (f66c): a body speaking of itself asking whether it must reserve ("Somos uma secretaria estadual. A Lei 15.142
# nos obriga a reservar vagas?", "somos uma prefeitura, temos que reservar?"): that body's eligibility (art. 1º), any
# covered group when none is named. Following the law or being reached by it ("temos que seguir a lei de cotas?", "a
# reserva nos alcança?", "estamos obrigados a aplicar a reserva?") stays whom the law binds, its text.
_WE_THE_BODY = re.compile(r"\bsomos\b|\b(?:nosso|nossa) (?:orgao|autarquia|fundacao|empresa|estatal|instituicao|universidade"
                          r"|entidade|ministerio|secretaria|prefeitura|municipio|camara|tribunal)\b"
                          # Round 54 (f69b): its staff said ("sou do RH de...", "aqui é o departamento de pessoal"):
                          # the body speaking of itself through them, never a candidate
                          r"|\b(?:sou|estou|trabalho|trabalhamos|falo|escrevo|aqui e)\s+(?:d[oa]s?|n[oa]s?|pel[oa])?\s*"
                          r"(?:rh|recursos humanos|setor de pessoal|departamento de pessoal|gestao de pessoas|area de pessoal)\b")
_WE_MUST_RESERVE = re.compile(r"\bnos (?:obriga|obrigam|obrigaria|obrigara) a (?:reservar|fazer (?:a )?reserva|ter (?:a )?reserva"
                              r"|ter cotas?)\b|\b(?:somos|estamos|seremos|ficamos) obrigad[oa]s? a (?:reservar|fazer (?:a )?reserva"
                              r"|ter (?:a )?reserva|ter cotas?)\b|\b(?:temos|teremos|teriamos) (?:que|de) reservar\b"
                              r"|\b(?:precisamos|devemos|deveriamos) reservar\b")


def we_must_reserve(t: str) -> bool:
    """The body, as "we", asking whether it must reserve (`_WE_MUST_RESERVE`) (folded text)."""
    return bool(_WE_THE_BODY.search(t) and _WE_MUST_RESERVE.search(t))


def duty_of_our_body(t: str) -> bool:
    """The body's own staff asking its duty to reserve ("precisamos reservar…?") (folded text)."""
    return bool(_OUR_DUTY.search(t)) or we_must_reserve(t)


# Round 52 (lo52d): a state's or a city's body asked, yes or no, whether it must reserve or has the racial reserve ("a
# prefeitura é obrigada a reservar vaga pra negro?", "o governo do estado do Pará tem cota racial?", "o município precisa
# ter cota?"): whether these federal laws bind it is their art. 1º (only the federal administration), the body's
# eligibility "Não", as "somos uma prefeitura, temos que reservar?" is, never a refusal. Its own law's share or name asked
# ("qual o percentual...", "qual a lei estadual...") and a concurso's own quota ("o concurso da PM tem cota?") stay its
# own law's (`OTHER_QUOTAS`, `router._state_quota`).
_SUBNATIONAL_DUTY = re.compile(
    r"\b(?:e|sao|esta|estao|seria|fica|ficam)?\s*obrigad[oa]s? a (?:reservar|fazer (?:a )?reserva|ter (?:a )?(?:cotas?|reserva))\b"
    r"|\b(?:tem|teria|tera|precisa|precisaria|deve|deveria|devem|precisam|tem que|tem de|precisa de)\s+(?:que |de )?"
    r"(?:reservar|ter (?:a |alguma )?(?:cotas?|reserva)|fazer (?:a )?reserva|aplicar (?:a )?(?:cotas?|reserva))\b")
_SUBNATIONAL_SUBJECT = re.compile(
    r"^(?:e |mas )?(?:o |a |os |as )?(?:governos? (?:d[oe] estado|estadua(?:l|is))|prefeituras?|estados?|municipios?"
    r"|camaras? (?:municipa\w*|de vereadores)|assembleias? legislativas?)\b[^?]{0,40}?\b(?:tem|possui|adota|aplica|reserva)"
    r"\s+(?:alguma |algum tipo de )?(?:cotas?|reservas?|vagas?)(?: racia(?:l|is)| de vagas?| reservadas?)?\b")
_SHARE_ASKED = re.compile(r"\bquant|\bpercentua|\bporcentage|\bpor cento\b|%|\bqual (?:a |e a )?lei\b|\bque lei\b|\bde (?:\d+|vinte|trinta)\b")


def subnational_duty_asked(t: str) -> bool:
    """A state's or a city's body asked whether it must reserve or has the reserve, no share nor own law asked (folded)."""
    return bool(SUBNATIONAL_BODY.search(t) and (_SUBNATIONAL_DUTY.search(t) or _SUBNATIONAL_SUBJECT.search(t))) \
        and not _SHARE_ASKED.search(t) and not _OWN_QUOTA.search(t) and not _THEIR_LAW.search(t)


# Round 52 (lo52d): a simplified selection asked whether it counts as a concurso or falls under the quota ("o pss do ibge
# é concurso público?", "contratação temporária conta como concurso pra cota?", "processo seletivo simplificado entra na
# reserva?"): the law names it beside the concurso (Lei 15.142, art. 1º, II), its text, never another topic refused.
_COUNTS_AS_CONCURSO = re.compile(
    r"\b(?:e|eh|seria|sera|conta|contam|vale|valem|equivale|considerad[oa]s?|entendid[oa]s?)\s+(?:como |a )?(?:um |uma )?"
    r"(?:concursos?|certames?)\b"
    r"|\b(?:entra|entram|esta|estao|fica|ficam|incluid[oa]s?|abrangid[oa]s?|cobert[oa]s?|alcancad[oa]s?)\s+(?:tambem\s+)?"
    r"(?:n[ao]|pel[ao]|em)\s+(?:lei|cotas?|reserva)\b")
_SIMPLIFIED = re.compile(r"\bpss\b|\bprocessos? seletivos?(?: simplificados?)?\b|\bselec(?:ao|oes) simplificad\w*"
                         r"|\bcontratac(?:ao|oes) temporari\w*|\bcontratos? temporari\w*")


# The words of art. 1º, II, for the search: "pss" and "concurso" alone found no dispositivo confidently.
SIMPLIFIED_TOPIC = "processos seletivos simplificados para contratação por tempo determinado de que trata a Lei nº 8.745"


def simplified_selection_asked(t: str) -> bool:
    """A simplified selection (PSS, temporary hiring) asked whether it counts as a concurso or under the law (folded)."""
    return bool(_SIMPLIFIED.search(t) and _COUNTS_AS_CONCURSO.search(t))


# Round 52 (d52b): a selection art. 1º does not name (temporary military service, a servidores' internal selection, a
# remoção: `calculator.eligibility.OUTSIDE_LABEL`) asked of the reserve ("remoção tem cota?", "oficial temporário, 40
# vagas, quantas de cota?"): its eligibility, "Não" by art. 1º, never the concurso or the PSS its words resemble. The
# reserve's classification carried into the career ("minha classificação pela cota conta na promoção?") is art. 9, § 2º's
# text, not this.
_QUOTA_WORD = re.compile(r"\breserv|\bcotas?\b|\bcotistas?\b")
CAREER_ORDER = re.compile(r"\bclassifica|\bordem\b|\bcolocac|\bposic(?:ao|oes)\b|\bdesempate|\bvida funcional\b"
                           r"|\bpreferencia\b|\bvantage\w*|\b(?:entrei|entrou|entraram|passei|passou|aprovad\w*|nomead\w*)"
                           r" (?:pela|na|por) (?:cota|reserva)\b")


# Round 53 (f68a): a rule asked about such a selection ("tem alguma regra sobre militar temporário usar a cota?",
# "existe norma pra remoção de cotista?"): the law's text answers, never one person's eligibility.
_RULE_ASKED = re.compile(r"\b(?:tem|existe|existem|ha|teria|havera) (?:alguma |algum |uma |um )?(?:regras?|normas?|previsao"
                         r"|dispositivos?|artigos?)\b")


# ... nor one set against the entry ("vale pra promoção interna ou só pra ingresso no cargo?"): the law's reach asked,
# art. 1º (ingresso) and art. 9, § 2º (the career), by its text.
_ENTRY_SET_AGAINST = re.compile(r"\bingress(?:o|ar)\b")


def outside_selection_asked(t: str, process: str | None) -> bool:
    """The reserve asked of a selection the law does not reach (folded text; `process` as extracted)."""
    return process in OUTSIDE_LABEL and bool(_QUOTA_WORD.search(t)) and not CAREER_ORDER.search(t) \
        and not _RULE_ASKED.search(t) and not _ENTRY_SET_AGAINST.search(t)


# Round 53 (f68a): the reserve asked of a career event ("a cota vale pra promoção ou só no ingresso?", "conta na progressão
# do servidor?"): the reserve is in the entry by concurso or PSS (art. 1º) and the classification it gave follows the
# servidor's career where classification is a criterion (art. 9, § 2º) — never the law's vigência (art. 14). (A cargo
# of another career needs a new concurso público, Súmula Vinculante 43: that concurso is art. 1º's.)
_CAREER_EVENT = re.compile(r"\b(?:promoc(?:ao|oes)|progress(?:ao|oes)|ascensao|carreira|vida funcional)\b")
CAREER_TOPIC = ("reserva de vagas no ingresso por concurso público para provimento de cargos efetivos e empregos públicos; "
                "ordem classificatória utilizada durante a vida funcional do servidor")


def career_event_asked(t: str) -> bool:
    """The reserve asked of a career event, no selection held for it (folded text)."""
    return bool(_CAREER_EVENT.search(t) and _QUOTA_WORD.search(t))


# Round 55 (f70b): the nomination order or the classification asked of a career event after entry ("essa ordem continua
# valendo pra desempate na promoção?", "a sequência de nomeação conta na remoção?", "vale pra antiguidade?"), no quota
# word needed: the law's reach (art. 1º: provimento; art. 9º, § 2º: the order kept where classification decides), never
# the order recomputed. A count asked, or vagas told, stays the calculator's.
_CAREER_MOVE = re.compile(r"\b(?:promoc(?:ao|oes)|progress(?:ao|oes)|ascensao|carreira|vida funcional|remoc(?:ao|oes)"
                          r"|antiguidade|escolha de (?:lotacao|lotacoes|local|vaga)|concurso de remocao)\b")
_STILL_APPLIES = re.compile(r"\b(?:vale|valem|valendo|valeria|continua\w*|segue|seguem|conta|contam|contaria|serve|servem"
                            r"|se aplica\w*|aplica\w*|usad[ao]s?|utilizad[ao]s?|influencia\w*|pesa|pesam|entra|entram"
                            r"|leva\w* em conta|considerad[ao]s?|mantid[ao]s?|permanece\w*|desempat\w*)\b")
_COUNT_ASKED = re.compile(r"\bquant[ao]s?\b|\bqnt\w*|\b\d+ vagas?\b")
_ENTRY_ORDER = re.compile(r"\bsequencia\b|\balternancia\b|\bnomeac(?:ao|oes)\b")


def career_reach_asked(t: str) -> bool:
    """The order or classification of entry asked of a career event (folded text), no count asked nor vagas told."""
    return bool(_CAREER_MOVE.search(t) and (CAREER_ORDER.search(t) or _ENTRY_ORDER.search(t)) and _STILL_APPLIES.search(t)) \
        and not _COUNT_ASKED.search(t)


# Round 55 (f70b): the body's staff asking whether they must reserve, with the vagas of their selection told ("Somos uma
# autarquia, o certame terá 1 vaga. Tem que reservar alguma?", "aqui no instituto vamos abrir 2 vagas, precisamos
# reservar?"): how many the law reserves of those vagas (0 below 2, art. 5º), the count — never a group's "Sim", for no
# candidate is asking. Reserving is the body's act, so the duty's subject is the body, said or unsaid ("tem que reservar").
_MUST_RESERVE = re.compile(r"\b(?:tem|tera|teria|vai ter|temos|teremos|teriamos) (?:que|de|q) reservar\b"
                           r"|\b(?:precisa|precisamos|precisaremos|precisaria|deve|devemos|deveremos|deveriamos) reservar\b"
                           r"|\b(?:e|sera|seria) (?:preciso|necessario|obrigatorio) reservar\b"
                           r"|\b(?:somos|estamos|seremos|ficamos) obrigad[oa]s? a reservar\b")
_WE_HIRE = re.compile(r"\b(?:vamos|iremos|pretendemos|teremos|temos|abriremos|estamos abrindo|estamos (?:preparando|elaborando"
                      r"|montando|organizando))\b|\baqui (?:n[oa]|no nosso|na nossa)\b")


def staff_must_reserve_count(t: str, entity: str | None, process: str | None) -> bool:
    """The body's own staff asking its duty to reserve with its vagas told (folded text; the vagas are the caller's to
    check): a body outside the law's reach (a state's, a city's, a private one, a state company's PSS) stays that
    body's eligibility, whose "Não" says why."""
    if entity in ("estadual", "municipal", "privada") or process == "pss" and entity in ESTATAL_KINDS:
        return False
    return bool(_MUST_RESERVE.search(t) and (_WE_THE_BODY.search(t) or _WE_HIRE.search(t)))
