"""Intent `eligibility`: may this person/process/entity use the reserve (calculator.eligibility)."""
from __future__ import annotations

import re
from datetime import date
from typing import Any

import calculator
from calculator import EligibilityInput, EligibilityResult
from calculator.eligibility import OUTSIDE_LABEL

from ..asked_whom import OWN_CLAIM_ASKED
from ..extraction import ENTITY_LABELS
from ..extraction.entities import extract_entity
from ..models import Assumption
from ..plan import EligibilityPlan
from .common import DEFAULT_ENTITY, DEFAULT_PROCESS, after_colon, law_supposed, vacancies_assumption, when

# Round 48 (48b): both reserves asked, the racial one answered by the law of the edital's date: the PcD reserve is
# another norm's (Decreto nº 9.508/2018, art. 1º), which the racial law's answer does not decide.
PCD_APART_NOTE = ("A resposta acima é sobre a reserva racial. A reserva para pessoas com deficiência é outra, do "
                  "**Decreto nº 9.508/2018** (art. 1º), e não depende da lei de cotas raciais que rege o edital.")

# Cue words of a question about who or which process may use the reserve (folded text).
# ("se aplica", never "se aplicássemos 10% para PcD": a supposition of the asker's, no coverage asked.)
ELIG_CUE = re.compile(
    # (Round 24: the future as the present, "o próximo concurso do INSS terá cota?", "vai ter cota?", "haverá reserva?")
    r"\b(?:tem|tera|vai ter|teria) (?:direito|cota|reserva)|\b(?:ha|havera) (?:cota|reserva)"
    # (Round 34, f34b: "tem vaga reservada?" is "tem reserva?" said of the place, "indígena tem vaga reservada?"; not in
    # a relative clause describing the concurso, "a banca do concurso que terá vagas reservadas")
    r"|(?<!\bque )\b(?:tem|tera|vai ter|teria|ha|havera) vagas? reservadas?\b|\bexiste (?:cota|reserva)|\bse aplica(?:m|ria|riam|va|vam|ra|rao)?\b|\baplica-se"
    r"|\bvale (?:para|pra)"
    # Round 34 (34g): a form's case then "a cota vale?" at the end ("sou parda; entidade=empresa pública; processo=pss — a
    # cota vale?"): whether the reserve holds in that case, as "vale para mim?" asks.
    r"|\b(?:a |essa |esta )?(?:cota|reserva)(?: racial)? (?:vale|valeria)\s*\?*\s*$|\b(?:lei|15\.?142|12\.?990)\b(?: \w+){0,3}? (?:vale|valeria|se aplicaria)\s*(?:\?|$)|\babrange|\balcanca|\bposso (?:concorrer|me inscrever|usar|participar|optar|disputar|entrar|pedir|me candidatar|candidatar)"
    r"|\bpode(?:m|ria|riam)? se candidatar|\bcandidatar-(?:me|se)\b"
    # Round 48 (48b): the permission said of the edital or the law ("o edital me deixa concorrer na cota?", "a lei me
    # permite disputar a reserva?"): whether one may compete, as "posso concorrer" asks.
    r"|\b(?:me|nos|lhe)\s+(?:deixa|deixam|deixaria|deixariam|permite|permitem|permitiria|permitiriam|autoriza|autorizam)"
    r"\s+(?:a\s+)?(?:concorrer|me inscrever|nos inscrever|disputar|participar|entrar|optar|usar|ir|me candidatar)\b"
    # Round 46 (f61b): the reserve claimed as a right ("um candidato quilombola pode exigir a reserva?", "ela pode
    # reivindicar a cota?"): whether that person may take it, as "pode concorrer" asks.
    r"|\b(?:posso|podemos|pode(?:m|ria|riam)?|teria como|tem como)\s+(?:exigir|reivindicar|reclamar|requerer|pleitear"
    r"|invocar|pedir|solicitar)\s+(?:a |as |uma |o )?(?:cotas?|reserva|vagas? (?:reservadas?|da cota|de cota))\b"
    # Round 40 (f46a): "dá pra me inscrever na reserva?", "será que eu me encaixo pra me inscrever como cotista?": one's
    # own enrolment in the reserve asked, as "posso me inscrever?" is.
    r"|\bda (?:pra|para) (?:eu )?(?:me inscrever|concorrer|disputar|participar|entrar|me candidatar)\b"
    # (Round 41, f53b: the form's option named, "me encaixo pra marcar a opção de vaga reservada na inscrição": the same fit)
    r"|\bme (?:encaixo|enquadro|encaixaria|enquadraria)\b[^?]{0,40}?\b(?:cotas?|cotistas?|reserva|vagas? reservadas?)\b"
    # "se pode se valer da Lei 15.142 no concurso X", "pode se beneficiar da cota": using the reserve, formally said.
    r"|\b(?:pode(?:m|ria|riam)?|posso|possa|possam)\s+(?:se\s+)?(?:valer|beneficiar|utilizar|usufruir)(?:-se)?\s+d[aoe]s?\s+"
    r"(?:lei|cotas?|reserva|vagas reservadas)\b"
    # "ele pode ir pela cota?", "posso tentar pela reserva?": going in through the reserve, its object said.
    # ("pode ir pra cota?": the colloquial "pra"/"para" too)
    r"|\b(?:posso|podemos|pode(?:m|ria|riam)?)\s+(?:ir|tentar|vir|prestar)\s+(?:pela|pelas|por|na|nas|pra|para)\s+(?:a\s+)?(?:cotas?|reserva)\b"
    # Round 34 (34e): chat's "de" for the way in ("posso ir de cota?", "ela consegue entrar de cotista?"): the same.
    r"|\b(?:posso|podemos|pode(?:m|ria|riam)?|consigo|consegue|da pra|da para)\s+(?:ir|entrar|concorrer|passar|tentar"
    r"|prestar|me inscrever|se inscrever|disputar)\s+de\s+(?:cotas?|cotistas?)\b"
    # Round 36 (36d): after the result, the appointment through the reserve ("sou quilombola, aprovado com 8 vagas; posso
    # ser nomeado pela reserva?"): whether that person may take a reserved vaga, as "posso entrar pela cota?" asks.
    r"|\b(?:posso|podemos|pode(?:m|ria|riam)?)\s+ser\s+(?:nomead|chamad|convocad|contratad|empossad)\w*\s+"
    r"(?:pela|pelas|por|na|nas)\s+(?:cotas?|reserva|vagas? reservadas?)\b"
    # Round 20: the verb left out ("ela pode pela cota?", "posso pela reserva?"): the same going in.
    r"|\b(?:posso|podemos|pode(?:m|ria|riam)?)\s+(?:pela|pelas|pelo)\s+(?:cotas?|reserva|sistema de cotas)\b"
    # Round 23 (p23c): a lawyer's or a help desk's question on the one they speak for ("ele concorre na reserva?", "a
    # cliente disputa pelas cotas?"): whether that person competes in the reserve, as "pode concorrer" asks.
    r"|\b(?:ele|ela|eles|elas|candidat[oa]|cliente)\s+(?:ainda\s+)?(?:concorre|concorrem|concorreria|disputa|disputaria)"
    r"\s+(?:na|nas|pela|pelas|a|as)\s+(?:cotas?|reserva|vagas? reservadas?)\b"
    # Round 37 (f40b): a person's request to compete in the reserve told, then whether it may be granted ("um candidato
    # amarelo pediu para concorrer à reserva racial no concurso X. É possível?"): that person's claim, as "ele pode
    # concorrer à reserva?" asks.
    r"|\b(?:pediu|pede|pediram|pedem|solicitou|solicita|solicitaram|requereu|requer|quer|querem|queria|deseja)\s+"
    r"(?:pra\s+|para\s+)?(?:concorrer|se inscrever|disputar|participar|entrar|optar|ir)\s+(?:\w+\s+){0,2}?"
    r"(?:cotas?|reserva|vagas? reservadas?)\b[^?]{0,160}?\b(?:(?:e|seria|sera|isso e|e isso) (?:possivel|permitido|cabivel"
    r"|viavel|aceitavel|legal|valido)|(?:ele|ela) (?:pode|tem direito)|(?:podemos|devemos|posso|devo) (?:aceitar|deferir"
    r"|aprovar|permitir|autorizar))\b"
    # "..., quantas seriam da cota? e eu posso?": whether one may, asked last with nothing after it.
    r"|\be (?:eu|ele|ela) (?:posso|pode)\s*\??\s*$"
    # Round 25 (p25c): the case told, then the bare claim after a comma ("sou parda, pss do ibama, posso?", "meu filho é
    # preto, concurso dos correios, ele consegue?"): whether that person may, as "posso concorrer?" asks.
    # (Round 30, fix30r: "sera que" before the claim, "..., será que eu posso?")
    r"|[,.;:!]\s*(?:e\s+)?(?:sera que\s+)?(?:eu\s+|ele\s+|ela\s+)?(?:posso|pode|consigo|consegue)\s*\??\s*$"
    # Round 30 (fix30r): fitting the reserve ("me encaixo pra disputar as vagas reservadas?", "me enquadro na cota?"):
    # whether one may compete in it, as "posso disputar" asks (a group said after it is `_OWN_GROUP_UNSURE`'s doubt).
    r"|\bme (?:encaixo|enquadro|encaixaria|enquadraria)\s+(?:pra|para|nas?|no)\s+(?:\w+\s+){0,2}"
    r"(?:vagas? reservadas?|cotas?|reserva)\b"
    # Round 30 (fix30r): the reserve opted for as the form's field ("posso marcar a opção de cotista?", "assinalar o
    # campo cota na inscrição"): whether one may opt, as "posso optar" asks.
    r"|\b(?:posso|pode(?:m|ria|riam)?|podemos)\s+(?:marcar|assinalar|escolher|selecionar|ticar)\s+(?:a |o )?"
    r"(?:opcao|campo|caixa|quadrado)?\s*(?:de |do |da |pra |para )?(?:cotista|cotas?|reserva|vagas? reservadas?)\b"
    # Round 44 (f59c): ... the field named first, the choice asked last ("tem um campo de opção pela reserva, posso
    # marcar?", "aparece a caixinha de cotista, eu marco?"): the same choice of one's own.
    r"|\b(?:opcao|campo|caixa|caixinha|quadrado|quadradinho|botao|alternativa)\b[^?]{0,40}?\b(?:cotistas?|cotas?|reserva"
    r"|vagas? reservadas?)\b[^?]{0,40}?\b(?:(?:posso|pode|podemos|devo|eu)\s+(?:marcar|assinalar|escolher|selecionar"
    r"|ticar|clicar|optar)|(?:eu\s+)?(?:marco|assinalo|escolho|seleciono|clico|opto))\b"
    # Round 31 (fix31r): access to the reserve ("o candidato indígena tem acesso às vagas reservadas?", "teria acesso à
    # cota?"): whether that person may use it, as "tem direito à cota" asks.
    r"|\b(?:tem|tinha|teria|tera|terao|teriam) acesso (?:as|a|ao|aos) (?:\w+ )?(?:vagas? reservadas?|cotas?|reserva)\b"
    # Round 22 (p22d): "ela consegue usar a reserva?", "consigo entrar na cota?": spoken "conseguir" for "poder".
    r"|\b(?:consigo|consegue|conseguem|conseguiria)\s+(?:usar|entrar|concorrer|disputar|participar|optar|ir)\b"
    # Round 26 (p26b): "dá pra usar a cota?", "daria pra pegar a reserva?": the same ability, impersonal, its object said
    # (so a count is never asked: "dá pra usar a cota" with 1 vaga is still whether one may).
    r"|\b(?:da|daria|dava) (?:pra|para) (?:eu |ele |ela |a gente )?(?:usar|pegar|aproveitar|utilizar)"
    r" (?:a |as |essa |minha |sua )?(?:cotas?|reserva)\b"
    # (Round 41, f53b: the past tense of a past concurso, "meu tio é preto, concurso de 2019, ele podia usar cota?": that
    # person's claim then, under the law of that edital)
    r"|\bpode(?:m|ria|riam)? (?:concorrer|se inscrever|participar|optar|disputar|usar|entrar|pedir)"
    r"|\b(?:ele|ela|eles|elas|eu) (?:podia|podiam) (?:concorrer|se inscrever|me inscrever|participar|optar|disputar|usar|entrar)"
    # Round 39 (lead, h43): "ela pode pegar cota no pss com 14 vagas?": "pegar" the reserve is using it, the vagas aside
    r"|\b(?:pode(?:m|ria|riam)?|posso|consigo|consegue) pegar (?:a |as |essa |uma )?(?:cotas?|reserva|vagas? reservadas?)\b"
    # Round 22 (p22e): the law invoked to compete ("pode invocar a lei 15.142 pra concorrer na reserva?", "poderia
    # alegar a lei de cotas para se inscrever como cotista?"): the same claim, a lawyer's verb before it.
    r"|\b(?:pode(?:m|ria|riam)?|posso|possa) (?:invocar|alegar|acionar|arguir|usar|utilizar|aplicar)"
    r" (?:a |essa |esta )?(?:lei|cota|reserva|legislacao)\b(?: [\w.]+){0,3}? (?:pra|para) (?:concorrer|se inscrever"
    r"|me inscrever|disputar|participar|entrar|optar)\b"
    r"|\bpode(?:m|ria|riam)? ser (?:inscrit|incluid|colocad|aceit)[oa]s? (?:na|nas|pela|pelas) (?:cotas?|reserva|vagas reservadas)"
    # "uma pessoa preta ... é abrangida pela lei federal?": the person's case in the passive, as "é coberta"
    # Round 46 (46a): the right in a lawyer's words, of the case told ("candidato indígena, ...: há direito à reserva?",
    # "assiste-lhe direito à cota?"): the same claim as "tem direito".
    r"|\b(?:ha|assiste(?:-lhe|-lhes)?|lhe assiste) direito (?:a|as|ao|aos) (?:cotas?|reserva|vagas? reservadas)\b"
    r"|\btenho direito|\btem direito|\b(?:e|sao|esta|estao|seria|seriam) (?:coberto|cobertos|cobertas|coberta|incluid"
    r"|abrangid|contemplad|alcancad|atingid)"
    r"|\bentr[ao] na (?:cota|reserva)|\bconta como(?! se\b)|\bparticipa(?:m)? da reserva|\bcota racial|\bobrigad[oa]s? a reservar"
    r"|\b(?:precisa|precisam|deve|devem|tem que|tem de|tera que|terao que) (?:de )?reservar"
    r"|\bvale (?:a|para) (?:cota|reserva)|\bcabe (?:cota|reserva)|\bpreciso ser|\bquem pode"
    # One body bound by the law ("a prefeitura tem que seguir a lei 15.142?"); "é obrigada a" stays the law's reach.
    r"|\b(?:tem que|tem de|precisa|precisam|deve|devem) (?:seguir|cumprir|obedecer"
    r"|respeitar|aplicar|observar) (?:a |essa |esta )?(?:lei|leis|cota|cotas|reserva)\b"
    # ... or owing one ("o concurso da prefeitura tem que ter cota?"): "tem cota?" as a duty.
    r"|\b(?:tem que|tem de|teria que|precisa|precisaria|deve|deveria) ter (?:a |alguma |uma )?(?:cotas?|reserva)\b"
    # One's own claim to the reserve, however worded ("a lei me dá cota?", "tenho cota?", "a cota me cabe?").
    r"|\b(?:me|nos) (?:da|dao|dara|daria|garante|garantem|cabe|cabem|assegura)\b(?: \w+)? (?:cota|reserva|vaga reservada|direito)"
    r"|\btenho (?:cota|reserva|vaga reservada)|\b(?:cota|reserva) (?:me|nos) (?:cabe|atende|contempla|inclui|abrange|beneficia)"
    r"|\bcabe (?:a )?(?:cota|reserva) (?:pra|para) (?:mim|nos)\b"
    # "o PSS do IBGE tem vaga pra mim na reserva?": a place in the reserve asked for oneself or someone.
    r"|\b(?:tem|ha|existe|teria|tera|havera) (?:alguma )?vagas? (?:reservadas? |de cota |da cota |na cota |na reserva )?"
    r"(?:pra|para) (?:mim|nos|ele|ela|a gente)\b"
    # The same claim asked as one's ability ("consigo usar a cota?", "dá pra eu me inscrever na reserva?",
    # "posso ir pela cota?").
    # (Round 26, holdout23: chat's "rola eu me inscrever como cotista?", "rola de eu concorrer?")
    # Round 39 (f44b): the past one ("dava pra eu ter optado pela cota naquela época?", "eu poderia ter concorrido?"):
    # whether one could have used the reserve under that edital's law, the same claim by that date.
    r"|\b(?:consigo|conseguiria|da (?:pra|para) eu|daria (?:pra|para) eu|dava (?:pra|para) eu|eu poderia|eu podia|eu posso"
    r"|rola (?:de )?eu|rolaria (?:de )?eu)"
    r" (?:concorrer|me inscrever|usar|participar|optar|disputar|entrar|pedir|me candidatar|ir"
    r"|ter (?:concorrido|me inscrito|usado|participado|optado|disputado|entrado|pedido|me candidatado|ido))\b"
    r"|\bposso ir (?:pela|pelas|na|nas|para a|pra) (?:cotas?|reserva|vagas? (?:reservad|de cota|da cota))"
    # "posso ir pela cota?", "consigo entrar pela reserva?", "dá pra concorrer nas cotas?": going in through the reserve.
    r"|\b(?:posso|podemos|consigo|conseguimos|conseguiria|da pra|da para)\s+(?:ir|entrar|seguir|passar|concorrer|disputar|tentar)"
    r"\s+(?:pela|pelas|na|nas|por|via)\s+(?:cotas?|reserva|vagas? reservadas)\b"
    # The formal wording of the same claim ("faz jus à reserva?", "está apta à reserva?", "é elegível às cotas?").
    r"|\b(?:faz|fazem|faria|fariam|farei|faco) jus\b|\b(?:e|sao|esta|estao|seria|estaria) (?:apt[oa]s?|elegive(?:l|is)|habilitad[oa]s?)\b"
    r"|\bse enquadra(?:m|ria)? (?:na|nas|para a|pra) (?:cotas?|reserva|vagas? reservadas)"
    # "dá pra concorrer como cotista?", "consigo me inscrever como cotista?": the claim said with the role taken.
    r"|\b(?:posso|podemos|consigo|conseguimos|da pra|da para|pode|podem)\s+(?:concorrer|me inscrever|se inscrever"
    r"|entrar|participar|disputar|ir)\s+como\s+cotistas?\b"
    # "a lei federal garante cota pra ela?": the claim of a person named in the third person (or "pra mim").
    r"|\b(?:garante|garantem|garantiria|da|dao|daria|assegura|asseguram)\b(?: \w+)? (?:cotas?|reserva|vaga reservada"
    r"|direito a cota) (?:pra|para|a) (?:ela|ele|elas|eles|mim|nos|voce)\b"
    # "e eu, preto, posso ir nela?": going into the reserve (or the concurso) just spoken of.
    r"|\b(?:posso|pode|podem|podemos|consigo|consegue)\s+(?:ir|entrar|concorrer|participar|tentar|me inscrever"
    r"|se inscrever)\s+(?:nela|nelas|nessa|nessas|por ela)\b"
    # "o concurso da prefeitura tem essa cota de 30%?": whether that body's concurso has the reserve just named.
    r"|\btem (?:essa|esta|a|alguma|tal) (?:cota|reserva)\b"
    # "o concurso da funai serve pra cota?", "esse pss vale pra cota?": whether that selection takes the reserve.
    r"|\b(?:serve|servem|serviria|conta|valeria)\s+(?:pra|para)\s+(?:a\s+)?(?:cotas?|reserva)\b"
    # "quer concorrer pela cota no concurso do BB. pode?": the wish to go in by the reserve, permission asked last.
    r"|\b(?:quer|querem|quero|queria|gostaria de|pretende)\s+(?:concorrer|se inscrever|me inscrever|entrar|ir|disputar"
    r"|optar)\s+(?:pela|pelas|na|nas|por|via)\s+(?:cotas?|reserva|vagas? reservadas)\b.{0,120}\bpode(?:m|ria)?\s*\??\s*$"
    # Round 54 (f69b): one's own competing asked in the present ("sou negra, concorro na reserva?", "eu entro pela cota?"):
    # whether that person may, as "posso concorrer?" asks (`asked_whom`)
    r"|" + OWN_CLAIM_ASKED
)

# Round 44 (f59c): the law asked to reach one case ("entra na lei federal de cotas?", "vale a lei federal?", "a lei de
# cotas me cobre?", "tô coberto pela lei?"). Said with a person's group and a body, it is that person's eligibility;
# with no person ("concurso da prefeitura entra na lei federal?") it stays the law's reach (`rules.person_reach_asked`).
_LAW_WORD = r"(?:lei|leis|legislacao|15\.?142|12\.?990|cota da lei|reserva da lei)"
PERSON_LAW_CUE = re.compile(
    rf"\b(?:entr[ao]|entramos|entraria|cai|caio|caimos|cairia)\s+(?:na|nas)\s+{_LAW_WORD}\b"
    rf"|\b(?:vale|valeria|se aplica|se aplicaria|aplica-se|serve)\s+(?:a |essa |esta )?{_LAW_WORD}\b"
    rf"|\b{_LAW_WORD}\b(?: [\w.]+){{0,4}}? (?:vale|valeria|se aplica|se aplicaria|serve)\s+(?:aqui|la|nele|nela|nesse"
    r"|nessa|neste|nesta|nisso|pra mim|para mim|pra ele|para ele|pra ela|para ela)\b"
    rf"|\b{_LAW_WORD}\b(?: [\w.]+){{0,4}}? (?:me|nos|o|a|os|as|lhe) (?:cobre|cobriria|abrange|alcanca|atinge|contempla"
    r"|inclui|beneficia|protege|ampara)\b"
    r"|\b(?:to|tou|estou|fico|ficaria|estaria|ele|ela|esta) (?:coberto|coberta|incluid[oa]|amparad[oa]|contemplad[oa]"
    rf"|protegid[oa]|abrangid[oa]) (?:pela|na|nessa) {_LAW_WORD}\b"
)

# Round 45 (lo45a): a claim typed as keywords ("pardo pode cota?", "indigena concorre reserva", "quilombola tem direito
# cota concurso federal", "preto cota pss autarquia"): the group first, then only the reserve, a verb of using it, a
# selection or a body. That group's eligibility, as "pardo pode concorrer à cota?" is. One word of anything else ("lei",
# "definição", "aldeia", "também", "sou") leaves it to the other cues; the reserve first ("cota pra pardo") asks whom
# the law covers (`rules.GROUP_COVERAGE`).
_KW_GROUP = re.compile(r"^(?:(?:o|a|os|as|candidat[oa]s?|pessoas?)\s+)?(?:(?:pret|pard|negr|branc|amarel)[oa]s?|indigenas?"
                       r"|quilombolas?)\b")
_KW_RESERVE = frozenset("cota cotas reserva reservas reservada reservadas cotista cotistas".split())
_KW_CLAIM = frozenset("""
pode podem poderia concorre concorrem concorrer disputa disputam disputar participa participam participar entra entram
entrar usa usam usar tem teria direito ter se inscreve inscrever opta optar
""".split())
_KW_PLAIN = frozenset("vaga vagas racial raciais a as o os na nas no nos em de da do das dos pra pela pelo pelas pelos para num "
                      "numa".split())
_KW_SELECTION = frozenset("""
concurso concursos publico publica publicos federal federais pss processo seletivo simplificado temporario temporaria
selecao certame edital cargo cargos efetivo emprego orgao autarquia fundacao empresa estatal sociedade economia mista
ministerio universidade estadual municipal prefeitura estado
""".split())


def keyword_claim(text: str) -> bool:
    """A group's claim to the reserve typed as keywords (folded text; see `_KW_GROUP`)."""
    words = re.findall(r"[a-z]+", text)
    if not (g := _KW_GROUP.match(" ".join(words))) or not _KW_RESERVE & set(words):
        return False
    rest = " ".join(words)[g.end():]
    if name := extract_entity(rest)[1]:  # a body by its name ("ibge", "caixa"): a selection word
        rest = rest.replace(name.strip(), " ")
    rest_words = rest.split()
    return all(w in _KW_RESERVE or w in _KW_CLAIM or w in _KW_SELECTION or w in _KW_PLAIN for w in rest_words) \
        and any(w in _KW_CLAIM or w in _KW_SELECTION for w in rest_words)


NAME = "eligibility"
REQUIRED: tuple[str, ...] = ()
GROUP_TEXT = {"preta": "pessoa preta", "parda": "pessoa parda", "negra": "pessoa negra (preta ou parda)",
              "indigena": "pessoa indígena", "quilombola": "pessoa quilombola", "branca": "pessoa branca",
              "amarela": "pessoa amarela"}


# The chip of a group nobody told (a default): it stands for no earlier turn's fact either (`core._carried`).
DEFAULT_GROUP_TEXT = "sem grupo informado, considerei uma pessoa preta ou parda"
# Round 45 (f60b): the person's own groups a count set aside (`thread_person`): kept in its context for a later
# eligibility, and shown in the count's coverage when the reserve is theirs (`reserve.build`).
PERSON_GROUPS = "person_groups"


# Round 54 (dr54c): the chip of a PSS whose body nobody told.
PSS_BODY_UNTOLD = ("órgão ou entidade não identificado: a reserva em processo seletivo simplificado vale na administração "
                   "pública federal direta, nas autarquias e nas fundações públicas federais (art. 1º, II)")


def coverage_input(params: dict[str, Any], d: date | None, today: date, *,
                   of_the_law: bool = False) -> tuple[EligibilityInput, list[Assumption]]:
    """The eligibility input of a question, with the defaults it used stated. `of_the_law`: with no group told, the
    calculator answers of every group of the law (an eligibility asked of a body: "a autarquia precisa ter cota?"),
    not of its stand-in group; a count's coverage check (`reserve.build`) keeps the stand-in's steps."""
    told: list[Assumption] = []
    groups = [g for g in (params.get("groups") or []) if g != "pcd"]
    entity, process = params.get("entity"), params.get("process")
    if groups:
        group = groups[0]
        told.append(Assumption(key="groups", text=GROUP_TEXT.get(groups[0], groups[0])))
    else:
        group = "negra"  # "negro" = preto ou pardo: the calculator's own group for both
        told.append(Assumption(key="groups", text=DEFAULT_GROUP_TEXT))
    if entity and params.get("entity_guessed"):
        # Round 47 (lo47a): "outra empresa", unnamed: the kind the law reaches, taken and said (`context._OTHER_COMPANY`)
        told.append(Assumption(key="entity", text="empresa não identificada: considerei uma empresa pública ou sociedade "
                                                  "de economia mista federal (numa empresa privada a reserva não se aplica)"))
    elif entity:
        told.append(Assumption(key="entity", text=ENTITY_LABELS.get(entity, entity)))
    elif process == "pss":
        # Round 54 (dr54c): a PSS of a body not told (or not known, "da universidade"): art. 1º, II's own bodies, never
        # the direct administration the default stands for
        told.append(Assumption(key="entity", text=PSS_BODY_UNTOLD))
    else:
        told.append(Assumption(key="entity", text="sem órgão informado, considerei um órgão da administração "
                                                  "pública federal direta"))
    if process:
        # (Round 52, d52b: a selection the law does not name is said as itself, never as the concurso it is not)
        told.append(Assumption(key="process", text="processo seletivo simplificado" if process == "pss"
                               else OUTSIDE_LABEL.get(process, "concurso público")))
    args: dict[str, Any] = {"group": group, "entity": entity or DEFAULT_ENTITY,
                            "about": "law" if of_the_law and not groups else "group",
                            "process": process or DEFAULT_PROCESS, "edital_date": d, "today": today,
                            # Round 34 (lo34): a pending edital (`router.pending_edital`), as reserve and order carry it
                            "to_be_published": bool(params.get("to_be_published")),
                            "law_supposed": law_supposed(params),  # Round 55 (g4): the law's hypothesis, said
                            "entity_told": bool(entity)}
    if params.get("vacancies") is not None:
        args["vacancies"] = params["vacancies"]
    elif params.get("reserve_register"):
        args["reserve_register"] = True
        # Said as an assumption, so a follow-up that keeps it ("e se o edital fosse de 2022?") says it was kept.
        told.append(Assumption(key="reserve_register", text="edital só com cadastro de reserva"))
    return EligibilityInput(**args), told


def build(params: dict[str, Any], today: date) -> EligibilityPlan:
    d, end, text, told = when(params, today)
    inp, extra = coverage_input(params, d, today, of_the_law=True)
    n = [vacancies_assumption(params["vacancies"])] if params.get("vacancies") is not None else []
    return EligibilityPlan(input=inp, period_end=end, period_text=text, assumptions=[*n, told, *extra])


def compute(plan: EligibilityPlan) -> EligibilityResult:
    return calculator.eligibility(plan.input)


def headline(r: EligibilityResult) -> str:
    if r.eligible:
        # The person's group first (the calculator orders it so), then whether this process is covered, then what the
        # vagas told give ("Com 25 vagas, a reserva se aplica: 8 vagas reservadas"): a follow-up "e se fossem 25?"
        # changes that figure, so the headline shows it.
        return (after_colon("Sim", " ".join(r.reasons[:3])) if r.reasons
                else "**Sim**, pode concorrer às vagas reservadas.")
    return after_colon("Não", r.reasons[0]) if r.reasons else "**Não** pode concorrer às vagas reservadas."


