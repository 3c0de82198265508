"""Groups (preta, parda, ..., pcd), entities (direta, autarquia, ...) and processes (concurso, PSS)."""
from __future__ import annotations

import re

from .kinship import CHILD_WORDS, FOREBEAR_WORDS, PARENT_WORDS, PARTNER_WORDS, RELATIVE_WORDS

GROUP_PATTERNS: list[tuple[str, str]] = [
    ("preta", r"\bpret[oa]s?\b"),
    ("parda", r"\bpard[oa]s?\b"),
    ("negra", r"\bnegr[oa]s?\b|\bafrodescendentes?\b"),
    ("indigena", r"\bindigenas?\b|\bindio\b|\bindia\b"),
    # Round 34 (34c): the community named instead of the person ("nóis da comunidade remanescente de quilombo",
    # "sou de quilombo", "moro no quilombo"): Decreto nº 4.887/2003's "remanescentes das comunidades dos quilombos".
    ("quilombola", r"\bquilombolas?\b|\bremanescentes? (?:de|dos?) (?:comunidades? (?:de |dos? )?)?quilombos?\b"
                   r"|\b(?:sou|somos|moro|moramos|vivo|vivemos) (?:de|d[oa]|n[oa]|em) (?:um |uma )?(?:comunidade )?quilombos?\b"),
    # Round 43 (43b): not a place named after it ("Instituto Rio Branco", the diplomats' academy; Rio Branco, capital of
    # Acre; Cabo Branco): a body or a city, no one's group.
    ("branca", r"(?<!\brio )(?<!\bcabo )\bbranc[oa]s?\b"),
    ("amarela", r"\bamarel[oa]s?\b|\basiatic[oa]s?\b"),
    # A person naming their own disability ("sou cadeirante", "sou surda") is asking about the PcD reserve.
    ("pcd", r"\bpcd\b|\bpessoas? com deficiencia\b|\bdeficientes?\b|\bcom deficiencia\b|\bcadeirantes?\b"
            r"|\bsou (?:surd[oa]|ceg[oa]|amputad[oa]|tetraplegic[oa]|paraplegic[oa])\b|\bautistas?\b|\bcom autismo\b"
            # Round 45 (45a): autism by its acronym or name ("tenho TEA", "transtorno do espectro autista")
            r"|\btea\b|\bespectro autista\b"
            r"|\bdeficiencia (?:fisica|auditiva|visual|intelectual|mental|multipla)\b"
            # Round 48 (48b): one's own disability with no kind named ("sou parda e tenho deficiência"); never denied
            r"|(?<!\bnao )(?<!\bnem )\b(?:tenho|possuo) (?:uma )?deficiencia\b"
            # Round 49 (49a): ... or said of the one asked about ("minha aluna é parda e tem deficiência", "ele tem uma
            # deficiência"); never the generic subject ("quem tem deficiência", "os que têm deficiência")
            r"|(?<!\bnao )(?<!\bnem )(?<!\bquem )(?<!\bque )\b(?:tem|possui) (?:uma |alguma )?deficiencia\b"
            # Conditions named instead of the word "deficiência" (visão monocular: Lei 14.126/2021).
            r"|\bbaixa visao\b|\bvisao monocular\b|\bmonocular\b|\bsurdez\b|\bcegueira\b"
            # Round 23 (p23b): not the cargos named after the language ("Intérprete de Libras", "Professor de Libras"):
            # a table row, no candidate's disability.
            r"|(?<!interprete de )(?<!tradutor de )(?<!professor de )(?<!instrutor de )(?<!docente de )"
            r"(?<!interpretes de )(?<!professores de )(?:\blibras\b|\blingua de sinais\b)"
            r"|\bmobilidade reduzida\b|\bnanismo\b|\bsindrome de down\b|\bsou (?:surd[oa]|ceg[oa]|anao|ana)\b"
            # The same said of someone else ("um candidato surdo", "uma candidata cega", "servidor amputado").
            # Round 47 (f62c): any relative ("minha esposa é surda", "meu pai é cego"), as the kinship list names them.
            rf"|\b(?:(?:candidat[oa]|pessoa|servidora?|inscrit[oa]|aprovad[oa])s?|{RELATIVE_WORDS}) (?:\w+ )?"
            r"(?:surd|ceg|amputad|tetraplegic|paraplegic)[oa]s?\b"
            r"|\bdeficientes? (?:auditiv|visua|fisic|intelectua)\w*"
            # Round 45 (f60b): the PcD list named by whom its vagas go to ("pra quem tem deficiência", "aos portadores de
            # deficiência"); never "quem (não) tem deficiência" as a law question's subject.
            r"|\b(?:pra|para|pras|pros|p/|a|as|aos) (?:quem|os que|as que|(?:pessoas?|candidat[oa]s?) que) (?:tem|tenha|tenham"
            r"|tiver|tiverem|possui|possua|possuem|possuir) (?:alguma |uma )?deficiencia\b"
            r"|\bportador(?:a|es|as)? de (?:alguma )?deficiencia\b"),
]

# The groups of the racial reserve (Lei 15.142/2025, art. 1º; Lei 12.990/2014, art. 1º: "negros" is pretos and pardos)
# and their words, as the groups are read: the one vocabulary every reader of a racial group named uses (round 52).
RACIAL_GROUPS = ("preta", "parda", "negra", "indigena", "quilombola")
RACIAL_GROUP_WORDS = re.compile("|".join(pat for g, pat in GROUP_PATTERNS if g in RACIAL_GROUPS))

# The federation's units by their abbreviations (a state body's acronym ends with one: "TJ-SP", "PMMG").
_UFS = "ac|al|ap|am|ba|ce|df|es|go|ma|mt|ms|mg|pa|pb|pr|pe|pi|rj|rn|rs|ro|rr|sc|sp|se|to"

# The states by name, folded ("Pará" is "para": only after "governo do" and the like).
_STATE_NAMES = ("acre|alagoas|amapa|amazonas|bahia|ceara|espirito santo|goias|maranhao|mato grosso(?: do sul)?|minas(?: gerais)?"
                "|para|paraiba|parana|pernambuco|piaui|rio(?: de janeiro| grande do norte| grande do sul)?|rondonia|roraima"
                "|santa catarina|sao paulo|sergipe|tocantins")

# Kinds: direta, autarquia, fundacao, empresa_publica, sociedade_economia_mista, estadual, municipal.
ENTITY_PATTERNS: list[tuple[str, str]] = [
    # Round 41 (f52a): a "prefeitura universitária" / "prefeitura do campus" is a unit of a university, not a city.
    ("municipal", r"\bprefeitura(?!s? (?:universitari|d[oa] (?:campus|cidade universitaria|universidade)))"
                  r"|\bmunicipa(?:l|is)\b|\bdo municipio\b|\bcamara de vereadores\b"
                  # Round 51 (f66c): the city's staff speaking of it ("somos um município, a lei nos obriga a reservar?")
                  r"|\bsomos (?:um |o )?municipio\b"
                  # Round 52 (lo52d): the city as the subject asked of ("o município tem que reservar?", "os municípios
                  # precisam ter cota?"), never the federal default's "Sim"
                  r"|^(?:e |mas )?(?:o|os) municipios?\b(?! (?:onde|em que|no qual|federa))"),
    ("estadual", r"\bestadua(?:l|is)\b|\bgoverno do estado\b|\bdo estado d[eoa]\b|\bdistrital\b"
                 r"|\bpolicia (?:militar|civil)\b|\bsecretaria de estado\b|\busp\b|\bunicamp\b|\bunesp\b"
                 # Round 44: the military police and firefighters by their short names ("PM de SP", "PMMG", "PMERJ",
                 # "bombeiros"): state forces (the DF's too), never the federal default.
                 r"|\bpm(?:[- ]?(?:" + _UFS + r")|erj|esp)?\b|\bcorpo de bombeiros\b|\bbombeiros? militar(?:es)?\b"
                 # Round 20 (fix21c): "o tribunal de justiça do meu estado": one's own state's body
                 r"|\bd[oe] (?:meu|nosso|seu) estado\b"
                 # Round 22: "o concurso do estado", "edital do Estado" with no state named: a state's selection, never
                 # the federal default (an "empresa do estado" is left alone: it may be any state-owned company).
                 r"|\b(?:concursos?|certames?|editais|edital|selec(?:ao|oes)|pss|processos? seletivos?) do estado\b"
                 # Round 44 (f59c): ... or said with its verb ("o concurso é do estado", "a seleção vai ser do estado")
                 r"|\b(?:concursos?|certames?|edital|selecao|pss|processo seletivo) (?:e|eh|sera|seria|era|foi|vai ser)"
                 r" do estado\b"
                 # Round 22 (p22e): a state's body named before "do estado" ("Secretaria de Saúde do estado",
                 # "Tribunal de Justiça do Estado", "Defensoria do estado"): no federal body, whatever else follows
                 r"|\b(?:secretarias?|tribuna(?:l|is)|assembleia|defensoria|procuradoria|detran|hospita(?:l|is)"
                 r"|universidade|policia)\b(?: \w+){0,3}? do estado\b"
                 # Round 23 (p23c): a state's secretariat or agency by its short name ("concurso da Sefaz da Bahia",
                 # "Seduc", "Detran"): state bodies, never the federal default.
                 r"|\b(?:sefaz|seduc|detran|sesa|sejus)\b"
                 # Round 25 (p25c): a state's own bank ("o banco do estado", "Banrisul", "BRB"): state-owned, so outside
                 # the federal laws (a "banco estadual" is caught by "estadual" above).
                 r"|\bbanco do estado\b|\b(?:banrisul|banestes|banese|banpara|brb)\b"
                 # Round 34 (f34b): a state's court or audit court by its acronym ("TJ-SP", "TJMG", "TCE-BA"); the TJDFT
                 # is the Union's (it is not in this list).
                 r"|\bt(?:j|ce)[- ]?(?:ac|al|ap|am|ba|ce|es|go|ma|mt|ms|mg|pa|pb|pr|pe|pi|rj|rn|rs|ro|rr|sc|sp|se|to)\b"
                 # Round 44 (f59c): or with a preposition before the state ("TJ de SP", "TCE da Bahia")
                 r"|\bt(?:j|ce) d[eoa] (?:ac|al|ap|am|ba|ce|es|go|ma|mt|ms|mg|pa|pb|pr|pe|pi|rj|rn|rs|ro|rr|sc|sp|se|to"
                 r"|sao paulo|minas|bahia|rio|parana|pernambuco|goias|ceara|para|santa catarina|alagoas|sergipe)\b"
                 # Round 51 (f66a): a state's government, court or assembly named by the state ("governo do Pará", "Tribunal
                 # de Justiça de Minas Gerais", "Assembleia Legislativa"): a state body, never the federal default
                 r"|\b(?:governo|tribunal de justica|assembleia legislativa) d[eoa] (?:" + _UFS + r"|" + _STATE_NAMES + r")\b"
                 r"|\bassembleia legislativa\b"),
    # "(economia mista)", "somos de economia mista": the kind named without "sociedade de"
    ("sociedade_economia_mista", r"\b(?:sociedades? de )?economia mista\b|\bbanco do brasil\b|\bpetrobras\b"
                                 r"|\bbanco do nordeste\b|\bbanco da amazonia\b|\bbasa\b|\bbb\b"),
    ("empresa_publica", r"\bempresas? publicas?\b|\bcaixa\b|\bcef\b|\bcorreios\b|\bect\b|\bebserh\b"
                        r"|\bserpro\b|\bdataprev\b|\bembrapa\b|\bbndes\b|\bconab\b|\bcasa da moeda\b"
                        r"|\binfraero\b|\bhemobras\b|\bestata(?:l|is)\b"),
    ("fundacao", r"\bfundac(?:ao|oes) publicas?\b|\bibge\b|\bfiocruz\b|\bfunai\b|\bfunasa\b|\bcapes\b"
                 r"|\bcnpq\b|\benap\b|\bipea\b|\bunb\b|\bfundacao\b"
                 # Round 46 (lo46b): other federal foundations by acronym (Funarte, Fundaj, Funag, Fundacentro)
                 r"|\b(?:funarte|fundaj|funag|fundacentro)\b"),
    ("autarquia", r"\bautarquias?\b|\binss\b|\bibama\b|\bicmbio\b|\bincra\b|\banvisa\b|\banatel\b"
                  r"|\baneel\b|\banac\b|\bantt\b|\bancine\b|\bbanco central\b|\bbacen\b|\bcvm\b|\bcade\b"
                  r"|\bdnit\b|\binmetro\b|\binep\b|\buniversidades? federa(?:l|is)\b|\binstitutos? federa(?:l|is)\b"
                  r"|\bcefet\b|\bagencias? reguladoras?\b|\buf[a-z]{1,4}\b|\bcolegio pedro ii\b"
                  # Round 45 (f60d): the other regulatory agencies by acronym (ANP, ANS, ANTAQ, ANM, ANPD) or by their
                  # name ("Agência Nacional do Petróleo"), and federal autarquias named short: the Union's autarquias.
                  r"|\b(?:anp|ans|antaq|anm|anpd)\b|\bagencias? nacion(?:al|ais) d[aeo]s? \w+|\b(?:susep|previc|iphan|ibram|inpi|cnen"
                  r"|dnocs|fnde|sudam|sudene|sudeco|suframa)\b"
                  # Round 46 (lo46b): the Agência Nacional de Águas (ANA), only as a body ("concurso da ANA", "na ANA"),
                  # never a person's name ("a Ana", "minha prima Ana Paula")
                  r"|(?:(?<=\bda )|(?<=\bna )|(?<=\bpela )|(?<=\bpra )|(?<=\bpara a )|(?<=\bconcurso )|(?<=\bedital ))ana\b"
                  r"(?! (?:paula|maria|clara|julia|luiza|beatriz|carolina|lucia|cristina|laura|carla|flavia|claudia"
                  r"|vitoria|livia|sofia|alice)\b)(?!\s+(?:disse|falou|passou|fez|ficou|e\b|tem|acha|quer|vai|esta|ta)\b)"
                  # ... or said to hold a selection or a reserve ("a ANA tem cota?", "a ANA abriu concurso")
                  r"|(?<=\ba )ana(?= (?:tem|abriu|abre|vai abrir|publicou|lancou|oferece|ofereceu|reserva)"
                  r" (?:cotas?|concursos?|edital|vagas|reserva|selecao)\b)"
                  # Institutos federais by their short names ("IFCE", "IFSP", "IF Baiano"): autarquias (Lei 11.892/2008).
                  r"|\bif ?(?:ac|al|ap|am|ba|ce|b|es|g|goiano|ma|mt|ms|mg|nmg|pa|pb|pe|pi|pr|rj|rn|rs|ro|rr|sc|sp|s|se|to"
                  r"|f|fluminense|sul|farroupilha|c|catarinense|baiano|sertao|sudeste ?mg|sul ?de ?minas|tm)\b"),
    ("direta", r"\bministerios?\b|\bpolicia federal\b|\bpolicia rodoviaria federal\b|\bprf\b|\bpf\b"
               r"|\breceita federal\b|\badvocacia[- ]geral\b"
               # Round 39 (39a): "no da Receita", "na Receita": the Receita Federal named short, in a chat about concursos
               r"|\b(?:n|d|pel|pr)[ao] receita\b(?! (?:de|do|da|dos|das|bruta|liquida|corrente)\b)|\bagu\b|\bcgu\b|\babin\b|\bitamaraty\b"
               r"|\badministracao (?:publica )?(?:federal )?direta\b|"
               # chat shorthand "adm direta", "adm. pública direta"
               r"\badm\.? (?:publica )?(?:federal )?direta\b|\borgaos? (?:publicos? )?federa(?:l|is)\b"
               r"|\bpoder executivo federal\b|\bgoverno federal\b"
               # Round 24: the Union's other Powers and its control bodies (TCU, tribunais federais, MPU, DPU, Câmara,
               # Senado): organs of the Union with no legal personality of their own, read as its direct administration.
               r"|\btcu\b|\btribunal de contas da uniao\b|\bstf\b|\bstj\b|\btst\b|\btse\b|\bstm\b|\btrfs?\b|\btrts?\b|\btre\b"
               r"|\bsupremo tribunal federal\b|\bsuperior tribunal\b|\btribuna(?:l|is) regiona(?:l|is) (?:federa|do trabalho|eleitora)"
               r"|\bjustica (?:federal|do trabalho|eleitoral|militar da uniao)\b|\bmpf\b|\bmpt\b|\bmpu\b|\bdpu\b|\bcnj\b|\bcnmp\b"
               r"|\bministerio publico (?:federal|da uniao|do trabalho)\b|\bdefensoria publica da uniao\b"
               r"|\bcamara dos deputados\b|\bsenado federal\b|\bsenado\b"
               # Round 25 (p25c): the armed forces' commands are organs of the Ministério da Defesa (direct
               # administration), not entities of their own.
               r"|\bmarinha(?: do brasil)?\b|\bexercito(?: brasileiro)?\b|\baeronautica\b|\bforca aerea brasileira\b"
               r"|\bfab\b|\bforcas armadas\b"),
]

ENTITY_LABELS = {
    "direta": "órgão da administração pública federal direta",
    "autarquia": "autarquia federal",
    "fundacao": "fundação pública federal",
    "empresa_publica": "empresa pública federal",
    "sociedade_economia_mista": "sociedade de economia mista controlada pela União",
    "estadual": "órgão ou entidade estadual",
    "municipal": "órgão ou entidade municipal",
    "privada": "empresa privada",  # Round 48 (lo48b): only as a thread's person is asked of one (`context`)
}

# Round 51 (51b): posts only ever filled by a temporary contract (Lei 8.745/1993, art. 2º): they name the PSS
# themselves, and their body's kind (a federal autarquia or fundação: `router.pss_body_unknown`).
PSS_POSTS = r"\bprof(?:essor(?:es|as?)?|\.)? (?:substitut|visitant)\w*|\brecenseador\w*|\bagentes? censitari\w*"
PSS = re.compile(
    r"processos? seletivos? simplificados?|\bpss\b|temporari[oa]s?\b|contratac(?:ao|oes) temporaria"
    r"|\bselec(?:ao|oes) simplificadas?\b"  # Round 48 (f63b): the PSS by its short name
    r"|tempo determinado|\b8\.?745\b|excepcional interesse publico"
    rf"|{PSS_POSTS}"
    r"|\bcontratac(?:ao|oes) emergencia\w*"
)
CONCURSO = re.compile(r"\bconcursos?\b|\bcertames?\b")
# Round 52 (d52b): selections art. 1º does not name (`calculator.eligibility.OUTSIDE_LABEL`), read before the PSS and
# the concurso their words resemble ("oficial temporário" is not a Lei 8.745 hire, "concurso interno" no concurso
# público): temporary military service, a servidores' internal selection, a servidor's movement.
OUTSIDE_PROCESS = (
    ("militar-temporario", re.compile(
        r"\bservico militar (?:temporari|voluntari|obrigatori|inicia)\w*|\b(?:oficia(?:l|is)|sargentos?|pracas?|cabos?|soldados?|militar(?:es)?|aspirantes?)"
        r"(?: (?:tecnic|combatent|de saude|da reserva)\w*)? temporari\w*|\btemporari\w* militar(?:es)?\b|\b(?:ott|stt|rm2|rm-2)\b"
        r"|\bconvocac\w*\b[^?.]{0,30}\b(?:militar(?:es)?|reservistas?|forcas armadas)\b")),
    ("interno", re.compile(
        r"\b(?:concursos?|certames?|selec(?:ao|oes)|processos? seletivos?|editais|edital)(?: \w+)? intern[oa]s?\b"
        # (a career event alone, "a cota vale pra promoção ou só no ingresso?", is the law's text: art. 1º and art. 9,
        # § 2º on the classification in the career; only a selection held for it is this kind)
        r"|\b(?:concursos?|certames?|selec(?:ao|oes)|processos? seletivos?|editais|edital)\b[^?.]{0,25}"
        r"\b(?:progress(?:ao|oes)|ascensao|promoc(?:ao|oes))\b")),
    # (the removal of a name or a candidate from a list is not a servidor's remoção)
    ("movimentacao", re.compile(r"\bremoc(?:ao|oes)\b(?! d[aoe]s? (?:meu|minha|seu|sua|nomes?|candidat|listas?|inscric|cotas?"
                                r"|reserva|vagas?|autodeclarac))|\bredistribuic(?:ao|oes)\b|\bredistribuid[oa]s?\b")),
)


# A relative's colour ("meu avô era negro", "filha de mãe preta") is not how the person declares themself: the
# reserve goes by self-declaration (Lei nº 15.142/2025, art. 2º), so the group said of a relative is not read. The
# span stops where the person speaks of themself again ("meu pai é negro e eu sou parda").
RELATIVE = re.compile(
    rf"\b(?:(?:meu|minha|meus|minhas|seu|sua|seus|suas)\s+(?:bis)?{RELATIVE_WORDS}"
    rf"|\b{CHILD_WORDS} (?:de|do|da) (?:um |uma )?(?:bis)?{PARENT_WORDS})\b"
    r"(?:(?!\b(?:eu|sou|mas|porem|me)\b)[^.;,?!]){0,30}")


# Round 35 (35a): a relative named by an article and a possessive after it ("o pai dela é negro", "a irmã dele"): someone
# of the one asked about's family, spoken of with their own group; the same span as `RELATIVE`.
KIN_OF_SUBJECT = re.compile(
    rf"\b(?:o|a|os|as)\s+(?:bis)?{RELATIVE_WORDS}\s+(?:dele|dela|deles|delas)\b"
    r"(?:(?!\b(?:eu|sou|mas|porem|me|ele|ela)\b)[^.;,?!]){0,30}")


SAME_AS_RELATIVE = re.compile(r"\btambem sou\b|\beu tambem\b|\bcomo eu\b|\bassim como\b")
# The person speaks of themself ("sou", "posso", "me dá direito", "eu"): then a relative's group is background.
SELF_CLAIM = re.compile(r"\b(?:eu|sou|posso|consigo|tenho|concorro|estou|mim|comigo)\b"
                        r"|\bme\b(?! (?:diga|diz|fala|explica|ajuda|responde|informa|conta)\b)")
# The relative is the one asked about: a third-person pronoun ("ela pode?") or an eligibility verb in the third
# person ("minha irmã, que é quilombola, pode também?"). A relative in the past ("meu avô era negro") is ancestry.
THIRD_PERSON = re.compile(r"\b(?:ele|ela|eles|elas)\b|\b(?:pode|podem|consegue|conseguem|tem direito|teria direito|tera direito"
                          r"|concorre|concorrem|entra|entram|se enquadra|se encaixa|se inscreve)\b")
ANCESTRY = re.compile(r"\b(?:era|eram|foi|foram|tinha)\b")
# Descent from a quota group ("descendente de indígenas", "antepassados negros"); "descendente de japoneses" after a
# stated group ("minha mãe é amarela") is that person's own description, not ancestry.
DESCENT = re.compile(r"\b(?:descend|antepassad|ancestra)\w*\s+(?:\w+\s+){0,3}?"
                     r"(?:negr|pret|pard|indigen|quilombol|afro|african|escraviz|indi[oa])")


# Round 37 (f40b): East Asian descent or origin ("de ascendência japonesa", "descendente de chineses", "nipo-brasileiro").
ASIAN_DESCENT = re.compile(r"\b(?:ascendencia|origem|descendencia|descendentes?|familia|tracos?)\s+(?:\w+\s+)?"
                           r"(?:japones|chines|corean|taiwanes|orienta|nipo|nipon)\w*"
                           r"|\bdescendentes? de (?:\w+\s+)?(?:japones|chines|corean|taiwanes|asiatic|orienta)\w*"
                           r"|\bnipo-?\s?brasileir\w*|\bnissei\b|\bsansei\b")


def relative_asked(text: str) -> bool:
    """The question is about a relative's own eligibility ("e minha prima, que é parda, ela pode?"): a relative is
    named, asked about in the third person, and the person makes no claim of their own nor speaks of ancestry."""
    # A past verb is ancestry only where the relative is spoken of ("meu avô era negro"), not when it dates
    # the edital ("minha mãe é quilombola, o edital foi em março").
    spans = [m.group(0) for m in RELATIVE.finditer(text)]
    ancestry = any(ANCESTRY.search(s) for s in spans) or bool(DESCENT.search(text))
    # (a count asked beside it, "minha avó é parda, quantas vagas tem o concurso?", is the concurso's: no one's case)
    stated = (any(_KIN_IS_GROUP.match(s) for s in spans) or bool(RELATIVE_PCD.search(text))) \
        and not re.search(r"\bquant", text)
    return bool(spans) and not SELF_CLAIM.search(text) and not ancestry and bool(THIRD_PERSON.search(text) or stated)


# Round 23 (p23c): the relative's group told in the present, as the facts of their case ("PSS do ministério, 5 vagas. minha
# prima é parda"): the one the case is about, with no claim of the asker's own (a past verb stays ancestry).
_KIN_IS_GROUP = re.compile(rf"(?:meu|minha|seu|sua)\s+(?:bis)?{RELATIVE_WORDS}\s+(?:e|eh)\s+(?:uma?\s+)?"
                           r"(?:negr|pret|pard|indigen|quilombol)")

# Round 53 (lo53b): a relative's disability told as the fact of their case ("e pra minha irmã que é pcd tb?", "meu
# irmão, que também tem deficiência"): the one asked about, as a racial group so told is; "tb" kept apart
# (`also_pcd`: the thread's group is then theirs too).
_PCD_OF = r"(?:(?:e|eh) (?:uma? )?(?:pcd|pessoa com deficiencia|deficiente|cadeirante)|tem (?:uma )?deficiencia)"
RELATIVE_PCD = re.compile(rf"\b(?:meu|minha|seu|sua)\s+(?:bis)?{RELATIVE_WORDS},?\s+(?:que\s+)?"
                          rf"(?P<before>(?:tambem|tb|tbm|tmb)\s+)?{_PCD_OF}(?P<after>\s+(?:tambem|tb|tbm|tmb)\b)?")


# A forebear's group said without a possessive ("tem avó negra", "de família indígena"): ancestry, never the group of
# the one asked about, even when that one is a relative ("meu amigo é branco mas tem avó negra, ele pode?").
FOREBEAR_GROUP = re.compile(rf"\b(?:tem|tenho|tinha|teve|de|com)\s+(?:uma?\s+)?(?:bis)?"
                            rf"(?:{FOREBEAR_WORDS}|ascendencia|origem|descendencia)\s+(?:\w+\s+)?"
                            r"(?:negr|pret|pard|indigen|quilombol)\w*")


# The same with an article and a past verb ("mas a avó era negra", "o bisavô dele foi indígena", "os avós eram pretos"):
# a forebear's colour, never the group of the one asked about.
_FOREBEAR_PAST = re.compile(rf"\b(?:a|o|as|os)\s+(?:bis|tatara)?(?:{FOREBEAR_WORDS})\s+(?:\w+\s+){{0,2}}?"
                            r"(?:era|eram|foi|foram)\s+(?:\w+\s+)?(?:negr|pret|pard|indigen|quilombol|branc|amarel)\w*")


# The groups a question weighs against the person's own ("sou quilombola, conto pra cota ou é só preto e pardo?"):
# the alternative "ou é só (pra) X e Y", not how the person declares themself.
_ONLY_OTHERS = re.compile(r"\bou (?:e |sao |seria |vale )?(?:so|somente|apenas) (?:pra |para |de |dos |das )?(?:os |as )?"
                          r"(?:\w+ )?(?:pret|pard|negr|indigen|quilombol)\w*"
                          r"(?:,? (?:e|ou) (?:\w+ )?(?:pret|pard|negr|indigen|quilombol)\w*)*")

_DECLARED = re.compile(r"\bsou\b|\bme (?:auto)?declar|\b(?:ele|ela) e\b")

# Round 39 (39b): the groups an edital's clause names as its only beneficiaries, or leaves out ("o edital reserva vagas só
# para negros", "só fala em 'pretos e pardos'", "sem indígenas e quilombolas"): what the edital says, checked against
# the law (art. 1º), never the person's own group ("sou quilombola; o edital ... só para negros" is a quilombola's case).
_GROUP_WORD = r"['\"]?(?:pret|pard|negr|indigen|quilombol)\w*['\"]?"
_EDITAL_ONLY = re.compile(
    # (the edital or its clause named before, with no group between: "a cota é pra indígena ou só pra pretos e pardos?"
    # weighs the law's groups, `_ONLY_OTHERS`)
    r"(?:\b(?:edital|clausula|item|minuta|anexo)\b|\breserv(?:a|am|ou|aram) (?:as )?vagas\b)"
    r"(?:(?!pret|pard|negr|indigen|quilombol)[^.;?!]){0,40}?\b(?:so|somente|apenas|exclusivamente)\s+"
    r"(?:(?:fala|falam|menciona|mencionam|cita|citam|preve|preveem|contempla|contemplam|inclui|incluem|trata)\s+)?"
    r"(?:(?:em|de|para|pra|a|aos|as)\s+)?(?:os |as )?(?:candidatos |pessoas )?" + _GROUP_WORD
    + r"(?:,? (?:e|ou) (?:os |as )?" + _GROUP_WORD + r")*"
    r"|\bsem (?:os |as |incluir |contemplar |mencionar |prever )?(?:candidatos |pessoas )?" + _GROUP_WORD
    + r"(?:,? (?:e|nem|ou) (?:os |as )?" + _GROUP_WORD + r")*")

# Round 43 (lo43d): the groups a law or its reserve is described by ("vale a cota de 30% com indígenas e quilombolas ou a
# lei antiga?", "a lei que inclui indígenas"): which norm is meant, never the asker's self-declaration (art. 2º).
_LAW_COVERS = re.compile(
    r"\b(?:cotas?|reservas?|lei|regra|norma|legislacao|percentual)\b(?:(?!pret|pard|negr|indigen|quilombol)[^.;?!,]){0,20}?"
    r"\b(?:com|incluindo|que (?:inclui|incluiu|incluem|contempla|contemplou|abrange|abrangeu|cobre|passou a incluir"
    r"|inclui tambem|preve))\s+(?:tambem\s+)?(?:os |as )?(?:candidatos |pessoas )?" + _GROUP_WORD
    + r"(?:,? (?:e|ou) (?:os |as )?" + _GROUP_WORD + r")*")

# Round 22 f: a partner's group ("sou branco, casado com uma indígena", "noiva de um quilombola"): the spouse's
# self-declaration, never the asker's (art. 2º); dropped only when the asker's own group is told besides it, since
# "casado com uma indígena, ela pode?" asks about the partner.
_PARTNER_GROUP = re.compile(rf"\b(?:casad[oa]s?|namorando|juntad[oa]s?|(?:em )?uniao estavel|(?:{PARTNER_WORDS})s?)"
                            r" (?:com|de) (?:um |uma |o |a )?(?:\w+ )?"
                            r"(?:negr|pret|pard|indigen|quilombol|branc|amarel|indi[oa]\b)\w*")


def edital_groups_told(text: str) -> bool:
    """Round 39 (39b): the edital's own beneficiaries named, or some left out (`_EDITAL_ONLY`), with the person's own
    group declared besides ("sou quilombola; o edital reserva só para negros"): that person's case against the clause."""
    return bool(_EDITAL_ONLY.search(text)) and bool(_DECLARED.search(_EDITAL_ONLY.sub(" ", text)))


def extract_groups(text: str) -> list[str]:
    text = _DENIED_GROUP.sub(" ", text)  # Round 43 (43c): "sou quilombola, não indígena"
    text = _FOREBEAR_PAST.sub(" ", FOREBEAR_GROUP.sub(" ", text))
    if (alone := _PARTNER_GROUP.sub(" ", text)) != text and any(re.search(pat, alone) for _, pat in GROUP_PATTERNS):
        text = alone
    text = _LAW_COVERS.sub(" ", _EDITAL_ONLY.sub(" ", text))
    if _DECLARED.search(text) and (weighed := _ONLY_OTHERS.sub(" ", text)) != text and any(re.search(pat, weighed) for _, pat in GROUP_PATTERNS):
        text = weighed  # a group of the person's own is told besides the ones weighed
    if (alone := KIN_OF_SUBJECT.sub(" ", text)) != text and any(re.search(pat, alone) for _, pat in GROUP_PATTERNS):
        # Round 35 (35a): "minha filha se declara branca, mas o pai dela é negro": the father's group is his own
        # self-declaration (art. 2º), never hers; dropped only when another group is told besides it.
        text = alone
    own = text if SAME_AS_RELATIVE.search(text) or relative_asked(text) else RELATIVE.sub(" ", text)
    groups = [g for g, pat in GROUP_PATTERNS if re.search(pat, own)]
    if "pcd" not in groups and RELATIVE_PCD.search(own):
        groups.append("pcd")  # Round 53 (lo53b): "meu tio, que tem deficiência": his (the pattern leaves "que tem" out)
    if ASIAN_DESCENT.search(own) and not any(g in groups for g in ("preta", "parda", "negra", "indigena", "quilombola",
                                                                    "branca", "amarela")):
        # Round 37 (f40b): "um candidato de ascendência japonesa pediu a reserva racial": an East Asian descent told
        # with no group of one's own is the person's group (amarela), outside the law's (art. 1º), as "branco" is;
        # never the quota groups' default. A group told besides it ("sou parda, de origem japonesa") is the person's.
        groups.insert(len([g for g in groups if g != "pcd"]), "amarela")
    return groups


# Round 39 (f45a): a place word ("do meu estado", "aqui no estado", "na minha cidade") says where the selection is held,
# not whose it is: a federal body named anywhere in the message ("o certame do meu estado pra órgão federal") wins over
# it. A state's own selection or body ("concurso do estado", "da prefeitura") is no place word and stays.
_PLACE = re.compile(r"\b(?:aqui )?(?:d|n)[oe] (?:meu|nosso|seu) estado\b|\baqui n[oe] estado\b"
                    r"|\b(?:aqui )?(?:d|n)a (?:minha|nossa|sua) cidade\b")
_LOCAL_KINDS = ("estadual", "municipal")


def extract_entity(text: str) -> tuple[str | None, str | None]:
    """(kind, matched name) of the first entity pattern found, most specific first."""
    text = _without_replaced(text)
    unplaced = _PLACE.sub(" ", text)
    if unplaced != text:
        kind, name = _first_entity(unplaced)
        if kind is not None and kind not in _LOCAL_KINDS:
            return kind, name
    return _first_entity(text)


def _first_entity(text: str) -> tuple[str | None, str | None]:
    for kind, pat in ENTITY_PATTERNS:
        m = re.search(pat, text)
        if m:
            return kind, m.group(0)
    return None, None


# "em vez do PSS, o concurso efetivo", "no lugar da autarquia": what is replaced is not the selection or body asked.
_INSTEAD = re.compile(r"\b(?:em vez|ao inves|no lugar)\s+d[eoa]s?\s+(?:processos? seletivos?(?: simplificados?)?|\w+)"
                      r"(?:\s+(?:temporari[oa]s?|simplificad[oa]s?|publicas?|federal|federais|efetiv[oa]s?))*")


# Round 40 (f49a): a sphere negated ("a prefeitura não, é concurso federal", "não é do estado", "não é municipal") is
# not the body asked about; the one affirmed beside it is (or the federal default). ("a prefeitura não é obrigada?"
# keeps the prefeitura: only a bare "não" closed by punctuation negates the sphere before it.)
_NEGATED_SPHERE = re.compile(
    r"\b(?:nao|nem)\s+(?:(?:e|eh|era|seria|sera|foi)\s+)?(?:(?:d[oa]|de|um|uma|o|a|concurso|orgao|entidade)\s+){0,2}"
    r"(?:prefeituras?|municipios?|estados?|municipa(?:l|is)|estadua(?:l|is))\b"
    r"|\b(?:a|o|da|do|na|no)\s+(?:prefeitura|municipio|estado)\s+(?:nao|nem)\s*(?=[,.;:!]|$)")


def _without_replaced(text: str) -> str:
    return _NEGATED_SPHERE.sub(" ", _INSTEAD.sub(" ", text))


# Round 43 (43c): a fact corrected by denying the old one beside it ("era processo seletivo, não concurso", "sou
# quilombola, não indígena"): the denied one, closing its clause after ", não" / "e não", is not the person's.
_DENIED_ALT = (r"(?:,|\be)\s*(?:nao|nem)\s+(?:(?:e|era|foi|sou|seria)\s+)?(?:(?:um|uma|o|a|de)\s+)?(?:{})"
               r"\s*(?=[,.;:!?]|$)")
_DENIED_PROCESS = re.compile(_DENIED_ALT.format(r"concursos?(?: publicos?)?|certames?|pss|processos? seletivos?"
                                                r"(?: simplificados?)?"))
_DENIED_GROUP = re.compile(_DENIED_ALT.format(r"(?:negr|pret|pard|indigen|quilombol|branc|amarel)[oa]s?"))


# Round 53 (f68a): the speaker's own temporary job ("sou cabo temporário", "trabalho como temporário no IBGE", "soldado
# temporário do exército aqui") says who asks, not the selection asked: when the message names a selection besides it
# ("o concurso dos correios", "esse processo seletivo"), that selection alone is the process (art. 1º reaches the
# selection entered, never the asker's current post). With no other selection named, the job is read as before.
_RANK = r"(?:oficia(?:l|is)|sargentos?|pracas?|cabos?|soldados?|militar(?:es)?|aspirantes?|tenentes?|marinheir[oa]s?|taifeir[oa]s?)"
_OWN_JOB = re.compile(
    r"\b(?:sou|era|fui|estou|to|trabalho|trabalhei|atuo|atuei|sirvo|servi)(?: (?:como|de))?(?: (?:um|uma|o|a))?"
    rf"(?: {_RANK}(?: \w+)?)? temporari[oa]s?\b"
    rf"|^(?:eu )?(?:(?:um|uma|o|a) )?{_RANK}(?: \w+)? temporari[oa]s?\b")
_SELECTION_NAMED = re.compile(r"\bprocessos? seletivos?\b|\bselec(?:ao|oes)\b|\bedita(?:l|is)\b")


def _without_own_job(text: str) -> str:
    bare = _OWN_JOB.sub(" ", text)
    if bare == text:
        return text
    named = (_SELECTION_NAMED.search(bare) or PSS.search(bare) or CONCURSO.search(bare)
             or any(words.search(bare) for _, words in OUTSIDE_PROCESS))
    return bare if named else text


# Round 53 (f68a): a word taken back by the asker ("o concurso interno... quer dizer, o concurso novo", "a remoção, ou
# melhor, o concurso"): the few words before the correction mark are not the selection asked.
# (the mark after a pause only: "pss quer dizer o que?" asks a meaning, takes nothing back)
_TAKEN_BACK = re.compile(r"(?:[^\s.,;:?!]+ ){0,3}[^\s.,;:?!]+\s*(?:\.{2,}|…|,|-)\s*\b(?:quer dizer|ou melhor)\b,?")


def extract_process(text: str) -> str | None:
    denied = _DENIED_PROCESS.search(text)
    text = _without_own_job(_without_replaced(_TAKEN_BACK.sub(" ", _DENIED_PROCESS.sub(" ", text))))
    if denied and CONCURSO.search(denied.group(0)) and re.search(r"\bprocessos? seletivos?\b|\bselecao\b", text):
        return "pss"  # "processo seletivo" set against the concurso it replaces: the simplified one (Lei 8.745/1993)
    for kind, words in OUTSIDE_PROCESS:
        if words.search(text):
            return kind
    if PSS.search(text):
        return "pss"
    if CONCURSO.search(text):
        return "concurso"
    return None

