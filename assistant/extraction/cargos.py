"""Cargo/quantity pairs of an edital table: "analista com 10 vagas, técnico com 4 e motorista com 1".

Several counts of vagas, each tied to a cargo, are an edital table (the `edital` operation), never
one total; "3 cargos" counts cargos, never vagas. Forms read (folded text, number words as digits):
"NOME com X vagas", "NOME: X", "NOME (X vagas)", "NOME tem X vagas", "X vagas de/para NOME" with
elided repetitions ("X vagas de A, Y de B e Z de C"), "NOME X" in a list, "N cargos com X vagas cada",
"N cargos de X vaga(s) cada e M cargo(s) de Y", "X vagas para cada um dos N cargos", "um com X vagas e
outro com Y". Cargos without a name are called "Cargo 1", "Cargo 2"...
"""
from __future__ import annotations

import re
from typing import NamedTuple


class Cargo(NamedTuple):
    name: str
    vacancies: int


UNNAMED = "Cargo"

# Words that end a cargo name (read backwards from its count, or forwards after "vagas de").
_STOP = {"e", "o", "a", "os", "as", "para", "pra", "com", "cargo", "cargos", "temos", "tem", "ha", "havera", "sao",
         "serao", "um", "uma", "no", "na", "nos", "nas", "outro", "outra", "mais", "vaga", "vagas", "sendo",
         "seguintes", "assim", "edital", "concurso", "cada", "quantas", "quantos", "qual", "quais", "tenho", "teremos",
         "oferece", "oferecemos", "abre", "abriu", "preve", "previstas", "existem", "existe", "que", "se", "das",
         "dos", "ao", "aos", "pelo", "pela", "sobre", "quero", "saber", "calcular", "calcule", "veja", "ver",
         "reservadas", "reservada", "ficam", "fica", "seriam", "fosse", "fossem", "onde", "como", "entre", "ja",
         "primeiro", "segundo", "terceiro", "quarto", "quinto", "ultimo", "total", "sera", "vai", "vao", "ter", "isso",
         "disso", "dessas", "destas", "delas", "tambem", "ainda", "esqueci", "faltou",
         # verbs and pointers before a count ("o concurso tinha 10 vagas", "essas 6 novas"): no cargo's name
         "tinha", "tinham", "teve", "tiveram", "surgiram", "surgir", "abriram", "abrir", "essas", "estas", "esses",
         "estes", "novas", "novos",
         # "seleção de 2 ou 3 vagas": an alternative count (`numbers._ALTERNATIVE`), never a cargo called "ou"
         "ou",
         # a score's verbs ("fiz 700 no enem", "ele tirou 780"): a mark, never a cargo's vagas
         "fiz", "fez", "fizemos", "tirei", "tirou", "tiramos", "obtive", "obteve", "acertei", "acertou", "marquei",
         # a reserve the edital states ("o edital reservou 6 vagas", "separaram 3"): a claim to check, never a cargo
         "reservou", "reservaram", "reservamos", "separou", "separaram", "separamos", "destinou", "destinaram",
         "destinamos", "deixou", "deixaram", "botou", "botaram", "colocou", "colocaram",
         # an answer's figure questioned ("por que deu 2 e não 3?", "ficou 4, não seria 5?"): no cargo's count
         "deu", "dava", "daria", "dar", "nao", "sim", "ficou", "ficaria", "saiu", "sairia", "seria", "era", "foi",
         # a place's verbs ("passei em 12", "fiquei 3 na lista"): a rank, never a cargo's count
         "passei", "passou", "fiquei", "terminei", "terminou", "estou",
         # Round 22 (p22e): a retificação told ("acrescentou 6 vagas às 24 originais, totalizando 30", "foram
         # acrescidas 4"): vagas added to one count and its new total (`numbers._STATED_TOTAL`), never cargos
         "acrescentou", "acrescentaram", "acrescentamos", "acrescentando", "acrescidas", "acrescidos", "acresceu",
         "adicionou", "adicionaram", "adicionadas", "ampliou", "ampliaram", "ampliando", "totalizando", "totalizou",
         "somando", "ficando", "perfazendo", "passando", "chegando", "foram",
         # Round 34 (34f): the banca's own sum, checked by HR ("a banca somou 6 e reservou 2 no total"): a total
         # claimed for the cargos listed, never a cargo named "banca somou"
         "somou", "somaram", "somamos", "somei", "totalizaram", "totalizamos",
         # Round 41 (lead): a supposition's verb ("e se forem 30 vagas com essas mesmas 2 pcd?"): no cargo called "forem"
         "for", "forem", "sejam", "tiver", "tiverem", "tivesse", "tivessem",
         # Round 44 (f59b): a verb saying what the edital or certame has before its first row ("o certame terá Analista
         # (16), ...", "contempla", "traz"): no part of that cargo's name
         "tera", "terao", "teria", "possui", "possuem", "possuira", "contempla", "contemplam", "contemplara",
         "contemplarao", "oferecera", "oferecerao", "oferecem", "ofereceu", "oferta", "ofertam", "ofertara", "ofertou",
         "prevera", "preveem", "previu", "disponibiliza", "disponibilizara", "disponibilizou", "traz", "trara",
         "trouxe", "abrira", "abrirao", "inclui", "incluira", "incluiu", "abrange", "engloba", "compreende", "dispoe",
         "apresenta", "apresentara"}
# Joining words allowed inside a name ("técnico de nível médio", "analista em TI"), never at its ends.
_INNER = {"de", "do", "da", "em"}
_MAX_WORDS = 6
# Names that are not cargos ("concurso com 10 vagas", "10 vagas para PcD").
_NOT_CARGO = re.compile(r"^(?:concurso|certame|edital|total|pss|processo|selecao|reserva|ampla|pcd|negros?|pretos?"
                        r"|pardos?|indigenas?|quilombolas?|cotistas?|cotas?|deficientes?|pessoas?|vagas?|optantes?"
                        r"|reservadas?|lei|ano|art|artigo|lugar|lista|posicao|data|hoje|dia|mes|classificacao|colocacao"
                        r"|cadastro|nota|cada|candidatos?|inscritos?|aprovados?|orgao|prefeitura|universidade|empresa"
                        r"|ministerio|autarquia|fundacao|leiref|artref|minha|meu|sua|seu|nossa|nosso|brancos?|amarelos?"
                        r"|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro"
                        r"|semanas?|meses|anos|dias|horas|pontos|questoes|acertos|pergunta|duvida|resposta|exemplo"
                        r"|nomeac\w*|posic\w*|turnos?|etapas?|fases?"
                        # Round 25 (p25b): "rh do ministério: 7 vagas, ordem de nomeação com 1 vaga pcd": the asker's
                        # department and the operation asked name no cargo.
                        r"|rh|ordem|sequencia|alternancia"
                        # Round 40 (f48a): "a lei antiga exigia no mínimo 3 vagas e a nova só 2": a law's minimum, the
                        # laws told apart by their age; a threshold or a law, never a cargo's name.
                        r"|minim[oa]s?|maxim[oa]s?|nova|novo|antig[oa]s?|velh[oa]s?|atual|anterior|vigente|so|apenas|somente"
                        # Pronouns: "dessas 60, quantas são pra quem é preto?" names no cargo.
                        r"|quem|quant[ao]s?|eles?|elas?|aqueles?|aquelas?|todos?|todas?|gente"
                        # Round 41 (lead): a count said again ("essas mesmas 2 pcd"): the earlier count, never a cargo
                        r"|mesm[oa]s?)\b"
                        # The lists' abbreviations in an edital's split ("AC: 10 | PPP: 4 | PcD: 1"): lists, not cargos.
                        r"|(?:ac|ppp?|ppi|ppiq|pn|cr)$")
# Round 21: "agora separando 1 daquelas 16 pra deficiente": a gerund ("separando", "considerando", "tirando") or a
# word pointing back ("daquelas", "dessas") opens no cargo's name.
_NOT_A_NAME = re.compile(r"^(?:[a-z]+(?:ando|endo|indo)|(?:d|n)?(?:aquel|ess|est)[ae]s?)\b")


def could_name_cargo(name: str) -> bool:
    """Whether a word or two (folded) may be a cargo's name: not a list, a body, a pronoun or a gerund."""
    return not _NOT_CARGO.match(name) and not _NOT_A_NAME.match(name)


# Words that, alone, stand for an unnamed cargo ("um com 8 vagas e outro com 3").
_ANON = {"um", "uma", "outro", "outra", "primeiro", "segundo", "terceiro", "quarto", "quinto", "ultimo", "1o", "2o",
         "3o", "4o", "5o"}
# Round 35 (35d): places a national concurso is split by ("120 vagas distribuídas em 24 cidades", "5 vagas por UF"):
# "24 cidades" counts places, never a cargo's vagas.
_PLACES = (r"(?:cidades|municipios|estados|ufs|unidades da federacao|regioes|regionais|localidades|capitais|subsecoes"
           r"|lotacoes|unidades|polos|sedes|superintendencias|campi|comarcas|distritos|macrorregioes|microrregioes)")
_PLACE = (r"(?:cidade|municipio|estado|uf|regiao|regional|localidade|capital|subsecao|lotacao|unidade|polo|sede"
          r"|superintendencia|campus|comarca|distrito)")
_COUNT = rf"(\d+)\b(?![%.,/]\d|\s*%|o\b|\s+{_PLACES}\b)"
# "analista com 10 (vagas)", "analista: 10", "analista = 10", "analista - 10", "analista tem 10 vagas", "analista (10 vagas)".
# ("Engenheiro | 4": a pasted table's columns, "|" between the name and its count.)
_NAME_FIRST = re.compile(rf"(?:\bcom\b(?:\s+mais)?|:|=|\s-|\|(?=\s*\d+\s*(?:\||$|\n|[a-z]))|\btem\b|\bteria\b|\bterao\b|\bcom\s+total\s+de\b|\(|\boferece\b)"
                         # (Round 22 f: "o concurso do incra tem 3 cargos": a count of cargos, never the vagas of one)
                         rf"\s*{_COUNT}(?!\s*cargos?\b)(?:\s+(?:vagas?|postos)\b)?")
# "10 vagas para analista", "4 para tecnico", "1 de motorista", "5 vagas para o cargo de professor".
_COUNT_FIRST = re.compile(rf"\b{_COUNT}\s+(?:(?:vagas?|postos)\s+(?:imediatas\s+|efetivas\s+|ofertadas\s+)?)?"
                          r"(?:(?:sao|serao|ficam|vao)\s+)?(?:para|de|pra|no cargo de|do cargo de)\s+"
                          # (Round 34, lo34: a slash or hyphen inside the name, "4 para técnico de laboratório/química")
                          r"(?:o cargo de\s+|os cargos de\s+|os?\s+|as?\s+)?([a-z](?:[a-z ]|[/-](?=[a-z]))*)")
# "analista 8, técnico 3, auxiliar 2": a name right before its count, in a list.
# A list separator ("/", "|", a new line, a sentence's full stop: "Sr(a). Analista 26 vagas e ...") or "com" ("Edital de 2024 com professor 20 vagas e ...") opens a name (read
# back from its count by `_name_before`), and so does the count before it (pasted lines lose their breaks); a verb before a count ("vamos nomear 8") does not. Two pairs make a table.
# A row's noun closes it too when a table is dictated without commas ("técnico nove vagas analista quatro e auxiliar
# quatro"): a name of one or two words ("auditor fiscal", "técnico de enfermagem"), none a stop word, right after
# "N vagas" and right before its count opens the next row ("20 vagas mas vamos nomear 8" names no cargo).
_NAME_W = rf"(?!(?:{'|'.join(sorted(_STOP - _INNER))}|mas|agora|hoje|vamos|entao|so)\b)[a-z]+"
# (Round 26, p26f: a masked date, "edital de 22/05/25 pra técnico 8 vagas e analista 4", opens a name as a comma does.)
# Round 41 (f50a): a verb saying what the edital has ("o edital tem professor de matemática 2 vagas, física 1 ...") opens
# the first row too, whose name of several words is read back from its count (never "tem 10 vagas": no name there).
# Round 43 (lo43a): so does a question mark ending the question before its table ("e se somar? engenheiro 4 e ...").
_BARE_PAIR = re.compile(r"(?:^|[,;:/|\n]\s*|(?<![\d.])\.\s+|\?\s+(?=[a-z]+(?:\s[a-z]+)?\s+\d+\b)|\s-\s+|\be\s+|\bcom\s+|\b(?:tem|temos|ha|havera|teremos|oferece)\s+|\bDATA\s+(?![a-z]+(?:ou|eu|iu)\s)|(?<=\d\s)(?!vagas?\b|postos\b)"
                        rf"|(?:(?<=\d\svagas\s)|(?<=\d\svaga\s))(?={_NAME_W}(?: (?:d[eao] )?{_NAME_W})?\s+\d))"
                        # (Round 33, 33c: a hyphen joining two words of the name, "técnico-administrativo 5")
                        # (Round 50, f65a: "&" or an abbreviation's "./" inside it, "Analista em C&T 4", "Adm./Financeiro 2")
                        # (and a qualifier in brackets, "Analista (área 2) 5": `_QUALIFIER`)
                        r"([a-z](?:[a-z ]|[&-](?=[a-z])|(?<=[a-z])\./(?=[a-z])|\((?=[a-z])[a-z ]{1,25}?(?: ?\d{1,3})?\)){0,40}?)"
                        r"\s+(\d+)\b(?![%o/]|[.,]\d|\s*(?:vagas?\s+)?(?:reservad|para\b)"
                        # "idade 30 anos e experiência 5 anos": counts of other things, no cargo's vagas
                        r"|\s+(?:anos?|meses|dias|horas|pontos|alunos|questoes)\b"
                        # Round 35 (35d): "distribuídas em 24 cidades": a count of places, no cargo's vagas
                        rf"|\s+{_PLACES}\b"
                        # "se aplica 20 ou 30%": percentages offered as alternatives, no cargo's vagas
                        r"|\s+ou\s+\d+\s*%"
                        # "passei em 12 lugar na ampla", "fiquei 3 na lista de cotas": a place in a list, no cargo's vagas
                        r"|\s+(?:lugar|posicao|colocad\w*|classificad\w*)\b|\s+n[ao]s? (?:lista|ampla|geral|cotas?|reserva|classificacao)\b)")
# "4 cargos: 3, 3, 3 e 3 vagas", "3 cargos com 5, 2 e 1 vagas": the counts of unnamed cargos, in order, listed after
# the number of cargos (how many counts and how many cargos must agree: `announced_cargos`).
# Round 24: the posts may be named by what sorts them ("3 especialidades de médico: 2, 3 e 1 vagas", "4 áreas de
# atuação"), each one a cargo's row (never "empregos": "10 empregos" are 10 vagas).
_POSTS = r"(?:cargos|especialidades|areas|funcoes|carreiras|perfis)"
_COUNT_LIST = re.compile(rf"\b(\d+)?\s*{_POSTS}\b(?:\s+(?:de|do|da|em)\s+[a-z]+(?:\s+[a-z]+)?(?=\s*[:(]))?"
                         r"(?:\s+(?:diferentes|distintos))?(?:\s+(?:no|do|neste|nesse|deste|desse|nosso)"
                         r"\s+(?:edital|concurso|certame|quadro|pss))?\s*[:,(]?\s*"
                         # (Round 52, f67a: or their verb, "os cargos têm 5, 5 e 8 vagas", "os cargos são de 4, 6 e 2")
                         r"(?:(?:tem|possuem|sao)\s+)?(?:(?:com|de|sendo|tendo)\s+)?"
                         # "1 vaga, 1 vaga e 1 vaga": the noun may follow each count.
                         # Round 22 (p22g): a portal's table pasted as "6 / 2 / 9 vagas" or "6; 2; 9 vagas" separates
                         # the counts by slash or semicolon, no "e" before the last.
                         # Round 33 (33a): dictated, every count joined by "e" ("4 cargos com 6 e 8 e 9 e 11 vagas").
                         r"((?:\d+(?:\s+vagas?)?\s*(?:,|\s+e\b)\s*)*\d+(?:\s+vagas?)?\s*,?\s*e\s+\d+"
                         r"|\d+(?:\s*[;/]\s*\d+)+"
                         # Round 52 (f67a): commas only, as a list is typed ("cargos: 4, 4, 4, 4, 4 vagas", "cargos: 6,
                         # 9 vagas"): one count per cargo, never the last count alone (a space after each comma, so
                         # "4,5" stays a decimal; never a reserve or PcD count listed, "10, 2 vagas reservadas")
                         r"|\d+(?:\s*,\s+\d+)+(?=\s+vagas?\b(?!\s+(?:reservad|pcd\b|cotas?\b|de cota|para pcd))))"
                         r"\s+vagas?\b")
# Round 23 (p23b): "vagas por cargo: 10/4/1", "distribuição dos cargos 6 / 2 / 9": the counts of unnamed cargos
# written as one slashed list right after saying they are per cargo (a date is masked before this is read).
# Round 34 (f34b): the same list written with commas and "e" ("quadro de vagas 10, 10, 10 e 3", "cada cargo tem 10, 8 e
# 2"), or the cue after it ("10, 10, 10 e 3 vagas por cargo"): one count per cargo, the edital's table (a list that runs
# on into a reserve or PcD figure, "por cargo: 10, 2 reservadas", is not one).
_ROW_COUNTS = (r"(?<![\d/.,])(?P<{group}>\d+(?:\s*/\s*\d+)+|\d+(?:\s*[,;]\s*\d+)*\s*,?\s*\be\s+\d+|\d+(?:\s*;\s*\d+)+"
               r"|\d+(?:\s*,\s*\d+){{2,}})\b(?![.,]\d|\s*%|/)"
               r"(?!\s*(?:vagas?\s+)?(?:reservad|pcd\b|para\b|pra\b|cotas?\b|de cota|cotistas?\b|candidat|aprovad))")
_SLASH_ROWS = re.compile(r"\b(?:por cargo|de cada cargo|dos cargos|cargo a cargo|cada cargo|quadro de vagas)\b[^\d.?!]{0,30}?"
                         + _ROW_COUNTS.format(group="before")
                         + r"|" + _ROW_COUNTS.format(group="after")
                         + r"(?=(?:\s+vagas?)?\s*,?\s*(?:por cargo|em cada cargo|para cada cargo|pra cada cargo)\b)")
# "5 cargos do edital (1,1,1,1,1)", "4 cargos (2, 3, 1, 1 vagas)": the vagas of each cargo listed in brackets after
# their count of cargos (read only when the list has as many counts as cargos).
_BRACKET_LIST = re.compile(r"\b(\d+)\s+cargos\b[^()\d]{0,30}\(\s*(\d+(?:\s*(?:vagas?\s*)?(?:[,;/]|,?\s*e\b)\s*\d+)+)\s*(?:vagas?\s*)?\)")
# Round 30 (p30b): "são 3 cargos: 10, 4 e 2", the chat reply to "quantas vagas tem cada cargo?": the counts listed after
# a colon with no "vagas", read only when they are as many as the cargos announced and end the sentence.
_COLON_LIST = re.compile(rf"\b(\d+)\s+{_POSTS}\b[^\d:?!.]{{0,20}}:\s*((?:\d+\s*,\s*)*\d+\s*,?\s*e\s+\d+|\d+(?:\s*[;/]\s*\d+)+)"
                         r"(?=\s*(?:[?.!;]|$|,\s*(?:e\s+)?(?:quant|qnt|qual|quais|como)))")
# Round 40 (f49b): the counts of unnamed cargos written before their count ("as vagas de 6 e 6 de dois cargos", "5 e 3
# vagas nos 2 cargos") or after it with no "vagas" ("dois cargos com 5 e 3"): read only when as many as the cargos.
_LIST_ENDS = r"(?![.,]\d|\s*%)(?!\s*(?:vagas?\s+)?(?:reservad|pcd\b|cotas?\b|de cota|cotistas?\b|candidat|aprovad|inscrit))"
_LIST_OF_CARGOS = re.compile(rf"(?<![\d/.,])(?<!entre )\b((?:\d+\s*,\s*)*\d+\s*,?\s*e\s+\d+)\b(?:\s+vagas?)?\s+"
                             rf"(?:de|dos|para|pra|em|nos|entre)\s+(?:(?:os|seus)\s+)?(\d+)\s+{_POSTS}\b"
                             rf"|\b(\d+)\s+{_POSTS}\s+(?:com|de)\s+((?:\d+\s*,\s*)*\d+\s*,?\s*e\s+\d+)\b(?!\s+vagas?\b){_LIST_ENDS}")
# "somando os cargos dá 13 vagas (5 + 5 + 3)", "cargos: 4+2+1 vagas": each term of a sum written after "cargos" is one
# unnamed cargo's vagas.
_SUM_LIST = re.compile(r"\bcargos\b[^()\n?!+]{0,60}?\(?\s*(\d+(?:\s*\+\s*\d+)+)\b(?!\s*%)")
# "3 cargos com 5 vagas cada", "2 cargos de 1 vaga cada", "1 cargo de 10 vagas", "3 cargos, cada um com 4 vagas".
# Round 29 (fix29r): the posts as `_POSTS` sorts them, one adjective after ("5 especialidades médicas com 3 vagas cada
# uma"), and "e cada um com" ("4 cargos e cada um com 1 vaga").
# (Round 33, 33a: never "um"/"outro" as that adjective: "2 cargos um de 10 e outro de 7" lists unnamed cargos, `_ANON_OF`)
# Round 41 (f53a): what each one has, said with its verb too ("3 cargos e cada um oferece 5 vagas", "cada uma tem 2").
_EACH_HAS = r"(?:com|oferece|ofereca|oferta|tem|tera|possui|conta com)"
# A count's "each" after it: "cada um", "em cada", "pra cada uma", "por cargo".
_PER_EACH = r"(?:cada(?: um| uma)?|(?:para|pra|em) cada(?: um| uma)?|por cargo)\b"
_MULTI = re.compile(r"\b(\d+)\s+(?:cargos?|especialidades?|areas?|funcoes|funcao|carreiras?|perfis|perfil)"
                    r"(?:\s+(?!com\b|de\b|cada\b|e\b|no\b|do\b|neste\b|nesse\b|deste\b|desse\b|nosso\b"
                    r"|um\b|uma\b|outro\b|outra\b)[a-z]+"
                    # (Round 30, fix30r: the adjective before "cada um com" too, "3 cargos diferentes, cada um com 1 vaga")
                    # (Round 51, f66b: or before a count said per cargo, "4 cargos diferentes e 1 vaga em cada um")
                    r"(?=\s+(?:com|de)\s+\d|\s*,?\s*(?:e\s+)?cada (?:um|uma|qual) " + _EACH_HAS + r"\s+\d"
                    r"|\s*(?:[,:]\s*|\s+e\s+)\d+\s+vagas?\s*,?\s*" + _PER_EACH + r"))?"
                    # (Round 35, f35: or the cargo's name after "de", "4 cargos de professor com 1 vaga cada": M in each)
                    r"(?:\s+(?:de|do|da|em)\s+[a-z]+(?:\s+[a-z]+){0,3}"
                    r"(?=\s+(?:com|de)\s+\d|\s*,?\s*(?:e\s+)?cada (?:um|uma|qual) " + _EACH_HAS + r"\s+\d))?"
                    r"(?:\s+(?:no|do|neste|nesse|deste|desse|nosso)\s+(?:edital|concurso|certame|quadro|pss))?"
                    # (Round 32, fix32r: only a comma or colon before a count said per cargo, "3 cargos, 1 vaga cada")
                    # (Round 34, f34b: "2 cargos e 4 vagas" too, as open as "com": asked, `cargos_ambiguous`)
                    r"\s*(?:[,:]\s*)?(?:(?:com|de|e)\s+(?=\d+\s+vagas?\b|\d+\s*(?:,\s*)?(?:cada|por cargo)\b)|(?:com|de)\s+"
                    r"|(?:e\s+)?cada (?:um|uma|qual) " + _EACH_HAS + r"\s+"
                    r"|(?<=[,:])\s*(?=\d+\s+vagas?\s*,?\s*(?:cada|para cada|em cada|por cargo)\b))(\d+)\b(?![%.,/]\d)"
                    r"(?:\s+vagas?)?(\s*(?:,\s*)?" + _PER_EACH + r")?")
# Round 23 (p23b): "2 cargos de 4 e um de 9", "2 cargos de 4 vagas, 1 de 6 e 3 de 2": more cargos counted after a
# `_MULTI` group, each "N (cargos) de X". A group followed by others is a table, so its X is per cargo.
_MULTI_MORE = re.compile(r"\s*(?:,\s*(?:e\s+)?|\s+e\s+)(\d+|um|uma|outro|outra|mais um|mais 1)\s+(?:cargos?\s+)?(?:de|com)\s+"
                         r"(\d+)\b(?![%.,/]\d|\s*%)(?:\s+vagas?)?(?:\s*,?\s*(?:cada(?: um)?|para cada(?: um)?|por cargo))?")


# "2 cargos de 4 vagas no total", "ao todo": the count is the cargos' sum, not each one's.
_IN_ALL = re.compile(r"\s*(?:vagas?\s+)?(?:no total|ao todo|somando|somadas|em todos)")


def _cargos_of(text: str, m: re.Match[str]) -> bool:
    """Round 34 (f34b): "2 cargos de 4 vagas" — cargos *of* M vagas, each one's size (as "1 cargo de 10 vagas" is);
    "2 cargos com 4 vagas" may still be 4 in all, and "no total" after it makes it the sum."""
    return bool(re.search(r"\bde\s+$", text[m.end(1):m.start(2)])) and not _IN_ALL.match(text, m.end(2))


def _more_groups(text: str, end: int) -> list[tuple[int, int, int]]:
    """The (start, end, vagas) of each cargo counted right after a `_MULTI` group ending at `end`."""
    out = []
    while m := _MULTI_MORE.match(text, end):
        word = m.group(1)
        out += [(m.start() + i, m.end(), int(m.group(2))) for i in range(min(int(word) if word.isdigit() else 1, 50))]
        end = m.end()
    return out


# "10 vagas para cada um dos 3 cargos", "4 vagas em cada um de 2 cargos".
# "1 vaga pra cada um dos 5 cargos", "uma vaga em cada um dos 4 cargos do edital".
# (Round 35, 35d: the posts `_POSTS` names too, "2 vagas em cada uma das 4 especialidades")
_EACH_OF = re.compile(r"\b(\d+)\s+vagas?\s+(?:para|pra|em|por|no|num)\s+cada\s+(?:uma?\s+)?(?:d[oa]s|de|d[eo]s(?:tes|ses)?"
                      rf"|d[ae]s(?:tas|sas))?\s*(\d+)\s+{_POSTS}\b")
# Round 41 (41b): "1 vaga por área, 9 áreas no mesmo edital", "2 vagas por especialidade nas 4 especialidades": the
# same rows as `_EACH_OF`, the count per post before the count of posts.
_PER_POST = re.compile(r"\b(\d+)\s+vagas?\s+(?:por|em cada|para cada|pra cada)\s+(?:area|especialidade|cargo|funcao"
                       r"|carreira|perfil)\b\s*,?\s*(?:(?:em|nas|nos|com|para|pra|e|sao|totalizando)\s+)?(?:(?:as|os)\s+)?"
                       rf"(\d+)\s+{_POSTS}\b")


def _each_of(text: str) -> list[re.Match[str]]:
    """`_EACH_OF` and `_PER_POST` matches: group 1 the vagas of each post, group 2 the count of posts."""
    return sorted([*_EACH_OF.finditer(text), *_PER_POST.finditer(text)], key=lambda m: m.start())


# Round 36 (f38b): "1 vaga de cada cargo: contador, advogado, engenheiro", "2 vagas para cada um dos cargos (A, B e C)":
# the cargos named after the count each of them has, one row per name (two names or more).
_EACH_NAMED = re.compile(r"\b(\d+)\s+vagas?\s+(?:de|para|pra|em|por|no|num)\s+cada\s+(?:uma?\s+(?:d[oa]s\s+)?)?"
                         rf"(?:cargos?|{_POSTS}|area|funcao|carreira|especialidade)\s*[:(]\s*"
                         r"((?:[a-z]+(?: [a-z]+){0,3})(?:\s*(?:,|;|,?\s+e\b)\s*[a-z]+(?: [a-z]+){0,3})+)\s*(?=[.?!);]|$)")


def _each_named(m: re.Match[str]) -> list[str]:
    """The names listed after an `_EACH_NAMED` count, [] when one of them names no cargo."""
    parts = [part.split() for part in re.split(r"\s*(?:,|;|,?\s+\be\b)\s*", m.group(2).strip())]
    names = [_check(words) if not set(words) & (_STOP - _INNER) else None for words in parts]
    return [n for n in names if n] if all(names) and len(set(names)) == len(names) else []
# Round 35 (35d): a concurso split evenly by place, each place a row of the table (the reserve per place and on the
# whole differ: Lei 15.142, art. 1º, § 2º): "1 vaga em cada uma das 12 regionais" (K, M), "5 vagas por UF nas 27
# unidades da federação" (K, M), "24 cidades, 5 em cada uma" (M, K). Read only up to `_MAX_PLACES` places.
_MAX_PLACES = 100
_PLACE_EACH = re.compile(rf"\b(?P<k1>\d+)\s+vagas?\s+(?:para|pra|em|por|no|na|num|numa)\s+cada\s+(?:uma?\s+)?(?:d[aoe]s?\s+)?"
                         rf"(?P<m1>\d+)\s+(?P<p1>{_PLACES})\b"
                         rf"|\b(?P<k2>\d+)\s+vagas?\s+(?:por|em cada|para cada|pra cada)\s+{_PLACE}\b[^.?!\d]{{0,40}}?"
                         rf"\b(?P<m2>\d+)\s+(?P<p2>{_PLACES})\b"
                         rf"|\b(?P<m3>\d+)\s+(?P<p3>{_PLACES})\b[^.?!\d]{{0,30}}?\b(?P<k3>\d+)\s+(?:vagas?\s+)?"
                         r"(?:(?:em|para|pra|por|de|n[ao])\s+)?cada(?:\s+uma?)?\b(?!\s+(?:d[aoe]s?\s+)?\d)")


# "5 vagas por UF", "2 vagas em cada cidade": a count per place, with no count of places (a premise, not the vagas).
PER_PLACE = re.compile(rf"\b(\d+)\s+vagas?\s+(?:por|em cada|para cada|pra cada)\s+{_PLACE}\b")


def place_rows(text: str) -> list[tuple[int, int, int, int, str]]:
    """(start, end, places, vagas per place, the rows' noun) of each even split by place (`_PLACE_EACH`)."""
    out = []
    for m in _PLACE_EACH.finditer(text):
        k = int(m.group("k1") or m.group("k2") or m.group("k3"))
        n = int(m.group("m1") or m.group("m2") or m.group("m3"))
        noun = PLACE_NOUNS[m.group("p1") or m.group("p2") or m.group("p3")][0]
        if 2 <= n <= _MAX_PLACES:
            out.append((m.start(), m.end(), n, k, noun))
    return out


# Round 35 (lo35d): the rows of a split by place are named by the place ("UF 1", "Cidade 3", "Regional 12"), never
# "Cargo 1": (row noun, plural, feminine) by the folded plural `_PLACES` reads. `place_noun` reads them back.
PLACE_NOUNS: dict[str, tuple[str, str, bool]] = {
    "cidades": ("Cidade", "cidades", True), "municipios": ("Município", "municípios", False),
    "estados": ("Estado", "estados", False), "ufs": ("UF", "UFs", True), "unidades da federacao": ("UF", "UFs", True),
    "regioes": ("Região", "regiões", True), "regionais": ("Regional", "regionais", True),
    "localidades": ("Localidade", "localidades", True), "capitais": ("Capital", "capitais", True),
    "subsecoes": ("Subseção", "subseções", True), "lotacoes": ("Lotação", "lotações", True),
    "unidades": ("Unidade", "unidades", True), "polos": ("Polo", "polos", False), "sedes": ("Sede", "sedes", True),
    "superintendencias": ("Superintendência", "superintendências", True), "campi": ("Campus", "campi", False),
    "comarcas": ("Comarca", "comarcas", True), "distritos": ("Distrito", "distritos", False),
    "macrorregioes": ("Macrorregião", "macrorregiões", True), "microrregioes": ("Microrregião", "microrregiões", True),
}


def numbered_rows(names: list[str]) -> tuple[str, str, bool] | None:
    """(noun, plural, feminine) when every row is called "<noun> <i>" in order ("Cargo 1", "Cargo 2"...; "UF 1",
    "UF 2"...), one noun for all: rows told only by their number. None for rows with names of their own."""
    if len(names) < 2:
        return None
    noun = names[0].rsplit(" ", 1)[0]
    if any(name != f"{noun} {i}" for i, name in enumerate(names, 1)):
        return None
    if noun == UNNAMED:
        return UNNAMED, "cargos", False
    return next((v for v in PLACE_NOUNS.values() if v[0] == noun), None)


# "15 vagas professor, 20 vagas técnico": the cargo's name right after "vagas", without "de"/"para" (a table's row
# as people type it), the name filling its row up to the separator; read only as two or more rows listed one after
# the other (`_count_name_rows`), never "10 vagas imediatas" nor "2 vagas não tem cota".
_ROW_NAME = (r"(?!(?:de|do|da|dos|das|para|pra|no|na|nos|nas|em|e|ou|com|por|ate"
             r"|imediatas|efetivas|ofertadas|oferecidas|previstas|totais|abertas|disponiveis|remanescentes"
             r"|adicionais|extras|federais|publicas|temporarias|autorizadas|criadas|surgidas|so|apenas|somente"
             r"|mas|entao|sendo|cada|ao|pelo|pela|nao|afinal|mesmo|ai|ne|hoje|agora|ainda|tambem|ja)\b)"
             r"([a-z]+(?: [a-z]+){0,3})(?=\s*(?:[,;.:!?|/\n)\u2013\u2014]|$|\be\s+\d|-\s))")
_COUNT_NAME = re.compile(rf"\b{_COUNT}\s+(?:vagas?|postos)\s+{_ROW_NAME}")
# Round 28: "40 vagas técnico, 22 enfermeiro, 7 fisioterapeuta": after a first row with its noun, the next rows leave
# "vagas" out; such a row is read only right after a row of the list, never alone ("5 anos", "3 pcd" name no cargo).
_COUNT_NAME_ELIDED = re.compile(rf"\b{_COUNT}\s+(?!vagas?\b|postos\b){_ROW_NAME}")
_ROW_GAP = re.compile(r"\s*(?:[,;/|\n]|,?\s*\be\b)\s*")


def _count_name_rows(text: str) -> list[tuple[re.Match[str], str]]:
    """The rows "N vagas <cargo>" of a list of two or more, each right after the one before."""
    rows = [(m, m.group(2)) for m in _COUNT_NAME.finditer(text) if _name_after(m.group(2)) == m.group(2)]
    elided = [(m, m.group(2)) for m in _COUNT_NAME_ELIDED.finditer(text) if _name_after(m.group(2)) == m.group(2)]
    # Round 40 (f47a): "2 vagas prof de matemática, 2 de física, 1 de química": the rows after the first one may be
    # elided as "N de <area>" (`_COUNT_FIRST` without "vagas"); they continue its list, so the first row is kept.
    elided += [(m, name) for m in _COUNT_FIRST.finditer(text)
               if not re.match(r"\d+\s+(?:vagas?|postos)\b", m.group(0)) and (name := _name_after(m.group(2)))]
    out: list[tuple[re.Match[str], str]] = []
    chain: list[tuple[re.Match[str], str]] = []
    # Round 29 (p29d): "3 cargos: 10 analista, 5 técnico e 2 motorista": with the number of cargos announced, a list of
    # elided rows alone is the table when it has as many rows as cargos announced (three or more rows unannounced).
    announced = announced_cargos(text)
    loose: list[tuple[re.Match[str], str]] = []

    def end(row: tuple[re.Match[str], str]) -> int:  # where the row's name ends ("2 de física e 1": before its "e")
        at = text.find(row[1], row[0].start(2))
        return at + len(row[1]) if row[0].re is _COUNT_FIRST and at >= 0 else row[0].end()

    for row in sorted(rows + elided, key=lambda r: r[0].start()):
        if loose and not _ROW_GAP.fullmatch(text, end(loose[-1]), row[0].start()):
            loose = []
        loose.append(row)
        if chain and not _ROW_GAP.fullmatch(text, end(chain[-1]), row[0].start()):
            out += chain if len(chain) >= 2 else []
            chain = []
        if chain or row[0].re is _COUNT_NAME:  # an elided row only continues a list
            chain.append(row)
        elif (len(loose) == announced >= 2 if announced is not None else len(loose) >= 3) \
                and all(r[0].re is _COUNT_NAME_ELIDED for r in loose):
            chain = list(loose)
    return out + (chain if len(chain) >= 2 else [])


# "Auditor, 20 vagas, e Agente, 33 vagas": a name, a comma, its count with the noun; read only as two or more rows.
_NAME_COMMA = re.compile(rf",\s*{_COUNT}\s+(?:vagas?|postos)\b")


# "dois cargos, um de 30 vagas e outro de 3": unnamed cargos introduced by "um"/"outro" and "de" (the "com" form is
# `_NAME_FIRST`'s).
_ANON_OF = re.compile(rf"\b(?:um|uma|outro|outra|primeiro|segundo|terceiro|ultimo)\s+de\s+{_COUNT}(?:\s+(?:vagas?|postos)\b)?")
# Lines pasted from an edital's table, each field labelled: "Cargo: Analista – Vagas: 8", "cargo: técnico | vagas: 4".
_LABELLED = re.compile(r"\bcargo\s*[:=]\s*([a-z][a-z ]{0,40}?)\s*(?:[-,;|]|\s)\s*(?:(?:n(?:o|umero)?|total|qtd|quantidade)\.?\s+de\s+)?"
                       rf"vagas?\s*[:=]?\s*{_COUNT}")
_COUNT_OF_CARGOS = re.compile(r"\b(\d+)\s+cargos\b")
# Round 44 (f59b): rows written count first with a dash ("14 - Enfermeiro; 8 - Médico; 3 - Farmacêutico", lines of
# "16 - Analista" run together): each count names the cargo after it. Read as two rows or more one after the other, the
# first opening its clause and the last with no count after it ("Analista 16 - Técnico 9": dashes between name-first rows).
_DASH_ROW = re.compile(r"(?<![\w/.,-])(\d+)\s*-\s*([a-z]+(?: (?!e\b)[a-z]+){0,5}?)(?=\s*(?:[,;.:!?)]|\be\b|$)|\s+\d+\s*-\s*[a-z])")
_DASH_GAP = re.compile(r"\s*(?:[,;.]\s*)?(?:\be\s+)?")
# (the last row's name ends where the question starts: pasted lines reach here joined by spaces, "4 - motorista quanto ...")
_ASKED_AFTER = re.compile(r"\s*\b(?:quant\w*|qual|quais|como|reserv\w*|cotas?)\b.*$")


def _dash_rows(text: str) -> list[tuple[int, int, str, int]]:
    """(start, end, name, vagas) of the count-first rows of `_DASH_ROW`, [] unless they make a list."""
    rows: list[tuple[int, int, str, int]] = []
    for m in _DASH_ROW.finditer(text):
        name = _name_after(_ASKED_AFTER.sub("", m.group(2)))
        if name is None:
            return []
        if rows and not _DASH_GAP.fullmatch(text, rows[-1][1], m.start()):
            break
        rows.append((m.start(), m.start(2) + len(name), name, int(m.group(1))))
    if len(rows) < 2:
        return []
    before = text[:rows[0][0]].split()
    opens = not before or before[-1][-1] in ":;,.!?(" or before[-1] in _STOP
    return rows if opens and not re.match(r"\s*\d", text[rows[-1][1]:]) else []


# "33 vagas para o cargo 1, 11 para o cargo 2": cargos named by a number or a letter.
# Round 41 (f53a): the preposition left out, "9 vagas cargo A, 4 cargo B": the label then ends its
# clause (never "10 vagas cargo a definir").
_TO_NUMBERED = re.compile(rf"\b{_COUNT}\s+(?:(?:vagas?|postos)\s+)?(?:(?:para|pra|no|do|de)\s+(?:o\s+)?cargo\s+(\d{{1,2}}|[a-z])\b"
                          r"|cargo\s+(\d{1,2}|[a-h])(?=\s*(?:[,;.:?!)\n]|\be\b|$)))")
# Round 24 (holdout21): cargos named by a bare letter in a list after "cargos" ("com os cargos: A com 10 vagas, B com 4
# vagas"): each letter with its count is a row (two letters at least, so the article "a com" alone is never one).
_CARGOS_NAMED = re.compile(r"\bcargos\b")
# (Round 26, holdout23: the count in brackets, "os cargos A (15 vagas), B (6 vagas) e C (2 vagas)")
_LETTER_ROW = re.compile(r"(?:^|[:,;]\s*|\be\s+|\bcargos\s+)([a-h])\s+(?:com\s*|:\s*|-\s*|=\s*|\(\s*)(\d+)\s+vagas?\b")
# A word of a cargo's name: letters, or initials joined by "&" ("Analista em C&T", "Técnico de P&D").
# Round 33 (33c): or words joined by a hyphen, as editais name many cargos ("Bibliotecário-Documentalista: 5 vagas",
# "Técnico-Administrativo", "Médico-Veterinário").
# Round 34 (lo34): or by a slash between two words, an area after its cargo ("Técnico de Laboratório/Química"): one name,
# never a list's separator (that one has spaces or a count beside it: "analista 10 / técnico 4").
# Round 50 (f65a): or an abbreviation's dot before its slash ("Agente Adm./Financeiro 2").
_NAME_WORD = re.compile(r"[a-z]+(?:(?:[&/-]|\./)[a-z]+)*")
# Quotes too: an edital's item pasted in quotes ('item 2.1: "Cargo A: 16 vagas; ..."') opens its first row.
# (Round 34, lo34: a bullet too, since the lines of a pasted list reach here joined by spaces)
_BOUNDARY = re.compile(r"[,;:!?()\[\]\n|\"'“”‘’«»•▪◦]|\.(?!/[a-z])|(?<![a-z])(?<![a-z]\.)/|/(?![a-z])|\be\b|\bmais\b")


def name_start(text: str, end: int) -> int:
    """Where the cargo name ending at `end` starts: the last boundary before it, or the one before that when the last is
    an "e" between name words only ("Tradutor e Intérprete de Libras com 3 vagas": one cargo's name, its "e" no
    list's; "analista com 10 vagas e técnico com 4" has a count before its "e": two rows)."""
    bounds = list(_BOUNDARY.finditer(text, 0, end))
    if not bounds:
        return 0
    last = bounds[-1]
    if last.group() != "e":
        return last.end()
    start = bounds[-2].end() if len(bounds) >= 2 else 0
    before, after = text[start:last.start()].split(), text[last.end():end].split()
    while before and not re.search(r"\w", before[0]):
        before = before[1:]  # a list's bullet ("• Tradutor e ...", "- Tradutor e ...")
    # Round 34 (lo34): "e" joins the words of one name only when both sides are name words with nothing else
    if before and after and len(before) + len(after) < _MAX_WORDS \
            and all(_NAME_WORD.fullmatch(w) and (w not in _STOP or w in _INNER) for w in before + after) \
            and before[0] not in _INNER and after[0] not in _INNER:
        return start
    return last.end()


# Nouns that, with a code after them, name a row of an edital's table ("Área 1", "Perfil II", "Lote B", "Código 101").
_CODED_POST = re.compile(r"areas?|perfil|especialidade|lote|grupo|funcao|codigo|setor|unidade|polo|localidade|regiao"
                         r"|opcao|classe|nivel|posto"
                         # Round 49 (49b): a university's table by campus or department ("Campus A: 3", "Depto. B - 2")
                         r"|campus|departamento|depto|centro|instituto|faculdade|escola|nucleo|curso|disciplina|sede"
                         # Round 50 (50b): an estatal's regional split ("Macrorregião 1: 300", "Superintendência 2 - 40")
                         r"|macrorregiao|microrregiao|regional|superintendencia")
_CODE = re.compile(r"[a-z]|\d{1,3}|[ivx]{1,4}")


_ALSO = {"tambem", "igualmente"}


# Round 50 (f65a): a qualifier in brackets between a name and its count ("Analista (área 2) 5", "Professor (nível
# superior) 3"): part of that row's name; a count in brackets ("Médico (6)") or a list's word ("(ampla) 5") is none.
_QUALIFIER = re.compile(r"\s*\((?!(?:vagas?|pcd|cotas?|reserv|ampla|total)\b)([a-z][a-z ]{0,24}?(?: ?\d{1,3}| [a-z])?)\)\s*$")


def _name_before(text: str, end: int) -> str | None:
    """The cargo name ending at `end`, read backwards to a boundary; "" for an unnamed one ("outro")."""
    if (q := _QUALIFIER.search(text, 0, end)) is not None:
        head = _name_before(text, q.start())
        return f"{head} ({q.group(1)})" if head else None
    start = name_start(text, end)
    words = text[start:end].split()
    # Round 38 (f41a): an "also" before the row's count ("um com 7 vagas e outro tb com 7") is no part of its name.
    while words and words[-1] in _ALSO:
        words = words[:-1]
    if len(words) >= 2 and words[-2] == "cargo" and re.fullmatch(r"[a-z]|\d{1,2}", words[-1]):
        return f"{UNNAMED} {words[-1].upper()}"  # "cargo A com 10 vagas", "Cargo 1: 10 vagas"
    # Round 35 (lo35b): any post of an edital's table named by a code ("Área 1 – 4 vagas", "Especialidade 02: 5", "Lote
    # B: 3"): the noun and its code are the whole name (a digit would otherwise end it and the row be lost).
    if len(words) >= 2 and _CODED_POST.fullmatch(words[-2]) and _CODE.fullmatch(words[-1]) \
            and (len(words) == 2 or words[-3] in _STOP or not _NAME_WORD.fullmatch(words[-3])):
        return f"{words[-2]} {words[-1]}"
    # Round 33 (33a): dictated rows run on with no comma ("3 cargos um com 10 vagas outro com 4 e outro com 1"): after
    # the cargos announced, the row's noun or its count before, "um"/"outro" still opens an unnamed row.
    if words and words[-1] in _ANON and (len(words) == 1 or words[-2] in {"o", "a", "mais", "um", "uma", "cargos", "vagas",
                                                                        "vaga"} or words[-2].isdigit()):
        return ""
    name: list[str] = []
    for w in reversed(words):
        if (w in _STOP and w not in _INNER and not (w == "e" and name and len(words) > len(name) + 1))\
                or len(name) == _MAX_WORDS or not _NAME_WORD.fullmatch(w):
            break
        name.insert(0, w)
    return _check(_area_after_dash(words, name))


def _area_after_dash(words: list[str], name: list[str]) -> list[str]:
    """Round 50 (f65a): a cargo's area after a spaced dash ("Técnico em TI - Redes 3", "Analista de Sistemas - Suporte
    2") is part of its name: read so when all the words from the row's start are name words and the part before the
    dash is a cargo "em"/"de" an area (never "Distribuição - Analista 4" nor "Edital 2025 - Analista 4")."""
    cut = len(words) - len(name) - 1
    if not name or cut < 2 or words[cut] != "-":
        return name
    head = words[:cut]
    if len(head) + len(name) + 1 > _MAX_WORDS + 1 or head[0] in _INNER or head[-1] in _INNER \
            or not any(w in _INNER for w in head) \
            or not all(_NAME_WORD.fullmatch(w) and (w not in _STOP or w in _INNER) for w in head):
        return name
    return [*head, "-", *name]


def _name_after(raw: str) -> str | None:
    """The cargo name at the start of `raw`, read forwards to a boundary word."""
    name: list[str] = []
    for w in raw.split():
        if (w in _STOP and w not in _INNER) or len(name) == _MAX_WORDS:
            break
        name.append(w)
    return _check(name)


def _check(words: list[str]) -> str | None:
    while words and words[0] in _INNER:
        words = words[1:]
    while words and words[-1] in _INNER:
        words = words[:-1]
    text = " ".join(words)
    if not text or _NOT_CARGO.match(text) or _NOT_A_NAME.match(text):
        return None
    return text


_EACH = re.compile(r"\bcada\b|\bpor cargo\b")
_ASKING = re.compile(r"\b(?:quant[oa]s?|qual|quais|como)\b")


def each_stated(text: str) -> bool:
    """Whether a "cada"/"por cargo" states the vagas per cargo ("cada um tem 5 vagas"), not one that only asks
    for the split ("2 cargos com 5 vagas, quantas em cada?", which leaves 5 each or 5 in all open)."""
    for m in _EACH.finditer(text):
        clause = re.split(r"[,;:.!?]", text[:m.start()])[-1]
        if not _ASKING.search(clause):
            return True
    return False


def _pairs(text: str) -> list[tuple[int, str, int]]:
    """(position, name — "" when unnamed —, vagas) from every form except bare lists, each count read once."""
    out: list[tuple[int, str, int]] = []
    claimed: list[tuple[int, int]] = []

    def free(a: int, b: int) -> bool:
        return not any(a < y and x < b for x, y in claimed)

    per_cargo = each_stated(text)
    # (letters first: "os cargos A (15 vagas), B (6 vagas)" would otherwise lose "A" to the article reading)
    letters = [m for m in _LETTER_ROW.finditer(text) if free(*m.span())] if _CARGOS_NAMED.search(text) else []
    if len({m.group(1) for m in letters}) >= 2:
        for m in letters:
            claimed.append(m.span())
            out.append((m.start(), f"{UNNAMED} {m.group(1).upper()}", int(m.group(2))))
    for a, b, dashed, n in _dash_rows(text):
        claimed.append((a, b))
        out.append((a, dashed, n))
    for m in _LABELLED.finditer(text):
        name = _check(m.group(1).split())
        if name:
            claimed.append(m.span())
            out.append((m.start(), name, int(m.group(2))))
    for m in _TO_NUMBERED.finditer(text):
        claimed.append(m.span())
        out.append((m.start(), f"{UNNAMED} {(m.group(2) or m.group(3)).upper()}", int(m.group(1))))
    for m in _COUNT_LIST.finditer(text):
        claimed.append(m.span())
        out += [(m.start(2) + i, "", int(n)) for i, n in enumerate(re.findall(r"\d+", m.group(2)))]
    for m in _SLASH_ROWS.finditer(text):
        g = "before" if m.group("before") else "after"
        if free(*m.span(g)):
            claimed.append(m.span(g))
            out += [(m.start(g) + i, "", int(n)) for i, n in enumerate(re.findall(r"\d+", m.group(g)))]
    for m in _BRACKET_LIST.finditer(text):
        counts = [int(n) for n in re.findall(r"\d+", m.group(2))]
        if len(counts) == int(m.group(1)) and free(*m.span()):
            claimed.append(m.span())
            out += [(m.start(2) + i, "", n) for i, n in enumerate(counts)]
    for m in _COLON_LIST.finditer(text):
        counts = [int(n) for n in re.findall(r"\d+", m.group(2))]
        if len(counts) == int(m.group(1)) and free(*m.span()):
            claimed.append(m.span())
            out += [(m.start(2) + i, "", n) for i, n in enumerate(counts)]
    for m in _LIST_OF_CARGOS.finditer(text):
        grp = 1 if m.group(1) else 4
        listed = [int(k) for k in re.findall(r"\d+", m.group(grp))]
        if len(listed) == int(m.group(2) or m.group(3)) and free(*m.span()):
            claimed.append(m.span())
            out += [(m.start(grp) + i, "", k) for i, k in enumerate(listed)]
    for m in _SUM_LIST.finditer(text):
        if free(m.start(1), m.end(1)):
            claimed.append((m.start(1), m.end(1)))
            out += [(m.start(1) + n.start(), "", int(n.group())) for n in re.finditer(r"\d+", m.group(1))]
    for m in _EACH_NAMED.finditer(text):
        if free(*m.span()) and len(names := _each_named(m)) >= 2:
            claimed.append(m.span())
            out += [(m.start(2) + i, name, int(m.group(1))) for i, name in enumerate(names)]
    for m in _each_of(text):
        if not free(*m.span()):
            continue
        claimed.append(m.span())
        out += [(m.start() + i, "", int(m.group(1))) for i in range(min(int(m.group(2)), 50))]
    for a, b, n, k, noun in place_rows(text):
        if free(a, b):
            claimed.append((a, b))
            out += [(a + i, f"{noun} {i + 1}", k) for i in range(n)]  # Round 35 (lo35d): "UF 1", not "Cargo 1"
    for m in _MULTI.finditer(text):
        n, x = int(m.group(1)), int(m.group(2))
        more = _more_groups(text, m.end())
        # "2 cargos com 5 vagas" may be 5 in all: only "cada" (here or in the list), one cargo or more groups counted
        # after it ("2 cargos de 4 e um de 9") makes it per cargo.
        if not free(*m.span()) or not (n == 1 or m.group(3) or per_cargo or more or _cargos_of(text, m)):
            continue
        if n == 1 and _COUNT_IN.match(text, m.start(2)) and len(_COUNT_IN.findall(text)) >= 2:
            continue  # Round 35 (35d): "1 cargo com 6 vagas em Brasília e 4 em Goiânia": one cargo's places are the rows
        claimed.append(m.span())
        out += [(m.start() + i, "", x) for i in range(min(n, 50))]
        if more:
            claimed.append((m.end(), more[-1][1]))
            out += [(at, "", y) for at, _, y in more]
    def count_first(explicit: bool) -> None:
        for m in _COUNT_FIRST.finditer(text):
            if bool(re.match(r"\d+\s+(?:vagas?|postos)\b", m.group(0))) != explicit or not free(m.start(1), m.end(1)):
                continue
            name = _name_after(m.group(2))
            if name:
                claimed.append((m.start(1), m.end(1)))
                out.append((m.start(1), name, int(m.group(1))))

    # "40 vagas de recenseador" names its cargo after the count, even after "Edital do IBGE com".
    count_first(explicit=True)
    anon = [m for m in _ANON_OF.finditer(text) if free(m.start(1), m.end(1))]
    if len(anon) >= 2:  # one alone ("um de 30 vagas") is no table
        for m in anon:
            claimed.append((m.start(1), m.end()))
            out.append((m.start(1), "", int(m.group(1))))
    # Round 34 (34d): "6 em Engenharia, 4 em Computação e 2 em Matemática": each count with the area it is "em", read
    # only as two rows or more (one alone, "5 vagas em Recife", is a count and its place); read before a name a colon
    # ends, which would take the first count ("quadro por área: 6 em ...").
    areas = [(m, name) for m in _COUNT_IN.finditer(text)
             if free(m.start(1), m.end(1)) and (name := _name_after(m.group(2)))]
    # (not after the areas were counted unnamed, "5 áreas de 1 vaga cada: 1 em Artes, 1 em Música...": the same rows)
    for m, name in areas if len(areas) >= 2 and all(name for _, name, _ in out) else []:
        claimed.append((m.start(1), m.end(1)))
        out.append((m.start(1), name, int(m.group(1))))
    for m, name in _count_name_rows(text):  # "15 vagas professor, 20 vagas técnico"
        if free(m.start(1), m.end(1)):
            claimed.append((m.start(1), m.end(1)))
            out.append((m.start(1), name, int(m.group(1))))
    for m in _NAME_FIRST.finditer(text):
        if not free(m.start(1), m.end(1)):
            continue
        name = _name_before(text, m.start())
        if name is not None:
            claimed.append((m.start(1), m.end()))
            out.append((m.start(1), name, int(m.group(1))))
    commas = [(m, name) for m in _NAME_COMMA.finditer(text)
              if free(m.start(1), m.end(1)) and (name := _name_before(text, m.start()))]
    for m, name in commas if len(commas) >= 2 else []:
        claimed.append((m.start(1), m.end()))
        out.append((m.start(1), name, int(m.group(1))))
    count_first(explicit=False)  # elided repetitions: "..., 5 de técnico e 2 de motorista"
    return sorted(out)


# (Round 35, 35d: a place's article too, "4 vagas em SP, 2 no RJ e 2 em BH": each row's place)
_COUNT_IN = re.compile(rf"\b{_COUNT}\s+(?:(?:vagas?|postos)\s+)?(?:em|no|na|na area de)\s+([a-z](?:[a-z ]|[/-](?=[a-z]))*)")


# A list row whose count follows "vagas" of the row before ("técnico 10 vagas enfermeiro 6"): a new name opens there.
_AFTER_VAGAS = re.compile(r"(?<=\d) (vagas?) (?=(?:(?!(?:mas|porem|entao|vamos|vou|vai|vao|iremos|queremos|quero|pretend\w*"
                          r"|nomear|contratar|chamar|convocar|so|apenas|agora|hoje|ja|para|pra|e|ou|com|sendo|das|dos|de"
                          r")\b)[a-z]+ ){1,4}\d+\b)")
# "e médico uma" closing a list of rows: the article is the row's count (number words are digits by now, "um"/"uma"
# stay words: `numbers.words_to_digits` leaves articles alone).
_ONE_ROW = re.compile(r"(?<=[a-z] )(?:uma|um)\b(?=\s*(?:[,;.?!]|$)|\s+(?:vagas?|no|na|do|da|em|pra|para|quanto\w*|qual)\b)")


def _bare_pairs(text: str) -> list[tuple[int, str, int]]:
    return [(m.start(), name, int(m.group(2))) for m in _BARE_PAIR.finditer(text)
            if (name := _name_before(text, m.end(1)))]


_WHOSE = {"dele", "dela", "deles", "delas"}
# The word announcing the table, read into its first row's name ("quadro Analista 10"): no part of the cargo's name.
_TABLE_WORD = re.compile(r"^(?:(?:o|no|do)\s+)?quadro(?:\s+(?:de\s+)?(?:vagas|cargos))?\s+(?:d[eo]\s+)?(?=[a-z])")


# Round 53 (f68d): an arrow after a word ("o quadro da agência -> Analista 10 | Técnico 6", "Órgão => ...", "Quadro →
# ...") ends a lead-in as a colon does: the lead-in is no part of the first cargo's name, and that row is never lost.
# Said with the arrow's own width, so every position read stays where it was; an arrow after a count ("10 -> 12") is
# left alone (a figure changed, never a list's separator).
_ARROW = re.compile(r"(?<=[a-z)])(\s*)(-+>|=+>|>>|[→⇒➔➜➝➞»])")


def _arrows_as_colons(text: str) -> str:
    return _ARROW.sub(lambda m: m.group(1) + ":" + " " * (len(m.group(2)) - 1), text)


def extract_cargos(text: str) -> list[Cargo]:
    """The cargo/quantity pairs of a question (folded text), in order; fewer than two is no table."""
    cargos: list[Cargo] = []
    for row in _rows(text):
        if row.name not in {c.name for c in cargos}:
            cargos.append(row)
    return cargos if len(cargos) >= 2 else []


def told_twice(text: str) -> tuple[str, int, int] | None:
    """Round 53 (f68d): a cargo of the table told twice with two different counts and no correction word ("analista
    20, técnico 5, analista 30"): (name, first, second), so the count is asked, never the first one silently kept (a
    correction said so, "quer dizer 30", is settled before: `numbers.settle_corrected`)."""
    seen: dict[str, int] = {}
    for row in _rows(text):
        if row.name in seen and seen[row.name] != row.vacancies:
            return row.name, seen[row.name], row.vacancies
        seen.setdefault(row.name, row.vacancies)
    return None


def _rows(text: str) -> list[Cargo]:
    """Every cargo/quantity row read, in order, a name told twice included (`extract_cargos` keeps its first)."""
    text = _arrows_as_colons(text)
    found = _pairs(text)
    if found and all(name for _, name, _ in found):
        # Round 35 (lo35b): a row with its verb and the next one elided ("o cargo dele tem 6 vagas e o dela 15", "analista
        # tem 6 vagas e técnico 15"): the rows listed right after the first, each a cargo of its own (never one count).
        # Round 36 (lead): after several full rows too ("analista com 20 vagas, técnico com 10 vagas, motorista 3,
        # contador 2"): the elided rows were dropped, and the table's total with them.
        at, names = found[-1][0], {name for _, name, _ in found}
        found = found + [row for row in _bare_pairs(text) if row[0] > at and row[1] not in names]
    if len(found) < 2:
        found = _bare_pairs(text)
        if found:
            # "técnico de enfermagem 10 vagas enfermeiro 6 e médico uma": rows typed one after the other, the noun only
            # after the first count and the last count an article; read when it finds more rows of the list.
            rows = _bare_pairs(_ONE_ROW.sub("1", _AFTER_VAGAS.sub(r" \1, ", text)))
            found = rows if len(rows) >= 2 and len(rows) > len(found) else found
    if len(found) >= 2 and all(name for _, name, _ in found):
        found = sorted(found + _unread_rows(text, [name for _, name, _ in found]))
    read: list[Cargo] = []
    unnamed = 0
    for _, name, count in found:
        if not name:
            unnamed += 1
            name = f"{UNNAMED} {unnamed}"
        elif name in _WHOSE:
            name = f"cargo {name}"  # Round 35 (lo35b): "o cargo dele", "o dela": each person's cargo, named so
        else:
            name = _TABLE_WORD.sub("", name)  # Round 51 (lo51a): "quadro Analista 10, técnico 5": the cargo is "analista"
        read.append(Cargo(name, count))
    return read


# Round 50 (f65a): a list's items (a comma, semicolon, bar, new line or spaced slash between them) and one that is a
# name and its count alone ("Analista Sr. 2", "Técnico nível III 3"): a row no form above read.
_ITEM = re.compile(r"[^,;|\n?!]+?(?=\s/\s|[,;|\n?!]|$)")
_LOST_ROW = re.compile(r"\s*(?:e\s+)?([a-z][^\d?!:=]{0,50}?)\s*[:=]?\s*(\d+)(?:\s+vagas?)?\s*\.?\s*")


def _unread_rows(text: str, names: list[str]) -> list[tuple[int, str, int]]:
    """The items of a table's list that name a cargo with its count and that no row was read from: kept as rows
    (their name as written), so the table is never computed as if complete without them."""
    out: list[tuple[int, str, int]] = []
    for item in _ITEM.finditer(text):
        part = item.group().strip(" /")
        m = _LOST_ROW.fullmatch(part)
        if m is None or any(name in part for name in names):
            continue
        name = m.group(1).strip(" .-")
        words = name.split()
        if not words or len(words) > _MAX_WORDS or words[0] in _STOP or not could_name_cargo(name):
            continue
        out.append((item.start() + part.find(m.group(1)), name, int(m.group(2))))
    return out


def named_cargos(text: str) -> list[Cargo]:
    """Every named cargo/quantity pair of a message, one alone included ("tem também perito com 5"): a cargo added to
    a table given before (`extract_cargos` needs two to make a table)."""
    places = {v[0] for v in PLACE_NOUNS.values()}  # (Round 35, lo35d: nor the numbered places of a split, "UF 3")
    return [Cargo(name, count) for _, name, count in _pairs(_arrows_as_colons(text))
            if name and not name.startswith(UNNAMED) and name.rsplit(" ", 1)[0] not in places]


def original_spelling(name: str, question: str) -> str:
    """The cargo name as the person wrote it ("Técnico", "técnico"), found by folding the question's words."""
    from vocabulary import fold

    if (m := re.fullmatch(r"(.+?) \((.+)\)", name)) is not None:  # a qualifier in brackets (`_QUALIFIER`)
        return f"{original_spelling(m.group(1), question)} ({original_spelling(m.group(2), question)})"
    # "C&T", "Bibliotecário-Documentalista", "Adm./Financeiro": one word (`_NAME_WORD`); a spaced dash one word too
    words = re.findall(r"\w+(?:(?:[&/-]|\./)\w+)*|(?<=\s)-(?=\s)", question)
    size = len(name.split())
    for i in range(len(words) - size + 1):
        window = " ".join(words[i:i + size])
        if fold(window) == name:
            # Round 51 (d51c): as typed, capitals included ("Médico"): one name reads the same in headline, table, API
            return window
    return name


def count_of_cargos(text: str) -> int | None:
    """"Temos 3 cargos": how many cargos were announced (never a number of vagas)."""
    m = _COUNT_OF_CARGOS.search(text)
    return int(m.group(1)) if m else None


_ANY_CARGO_COUNT = re.compile(rf"\b(\d+)\s+(?:cargos?\b|{_POSTS}\b)")


def cargo_counts(text: str) -> list[int]:
    """Every "N cargo(s)" count, those of "N cargos com X vagas cada" included: counts of cargos, not vagas."""
    return [int(m.group(1)) for m in _ANY_CARGO_COUNT.finditer(text)] + [int(m.group(2)) for m in _each_of(text)]


def announced_cargos(text: str) -> int | None:
    """"Temos 3 cargos: ..." — the count of cargos announced for the whole list (not "3 cargos com 5 vagas")."""
    if (m := _COUNT_LIST.search(text)) and m.group(1):
        return int(m.group(1))
    multi = [m.span() for m in _MULTI.finditer(text)] + [m.span() for m in _each_of(text)]
    for m in _COUNT_OF_CARGOS.finditer(text):
        if not any(a <= m.start() < b for a, b in multi):
            return int(m.group(1))
    return None


def cargos_ambiguous(text: str) -> tuple[int, int] | None:
    """"2 cargos com 5 vagas" (no "cada", no "no total"): 5 in each or 5 in all? (cargos, vagas) to ask."""
    m = _MULTI.search(text)
    if m and not _COUNT_LIST.search(text) and int(m.group(1)) > 1 and not m.group(3) and not each_stated(text) \
            and not _more_groups(text, m.end()) \
            and not _IN_ALL.match(text, m.end(2)) and not _cargos_of(text, m):
        return int(m.group(1)), int(m.group(2))
    return None


# "provimento de 9 cargos efetivos de analista", "6 cargos de técnico": N posts of ONE named cargo are N vagas.
_CARGOS_OF_ONE = re.compile(r"\b(\d+)\s+cargos?\s+(?:(?:efetivos?|vagos?|publicos?|novos?)\s+)?(?:de|para)\s+(?:o\s+|a\s+)?"
                            r"([a-z][a-z ]*)")
# Words after "N cargos de" that sort the cargos, not name one ("3 cargos de nível superior").
_NOT_ONE_CARGO = re.compile(r"^(?:nivel|niveis|natureza|areas?|tipos?|carreiras?|especialidades?|diferentes|distintos"
                            r"|varios|nomes|ensino|escolaridade|provimento|livre)\b")


def posts_of_one_cargo(text: str) -> int | None:
    """The vagas of "N cargos de <nome>" when it is the only such count (a table of several names is `edital`);
    "1 cargo de X" counts one vaga only when it is a "provimento" ("provimento de 1 cargo de analista")."""
    found = []
    for m in _CARGOS_OF_ONE.finditer(text):
        name = _name_after(m.group(2))
        if name is None or _NOT_ONE_CARGO.match(name):
            continue
        n = int(m.group(1))
        if n >= 2 or re.search(r"\bprovimento (?:de |do |dos )?$", text[:m.start()]):
            found.append(n)
    return found[0] if len(found) == 1 and len(_ANY_CARGO_COUNT.findall(text)) == 1 else None


# "e se fosse tudo um cargo só com 14 vagas?", "e se juntasse tudo num cargo de 14?", "um cargo único de 26": the table
# merged into ONE cargo, whose reserve is that of the one count (never a new table). "1 cargo a mais" adds one.
ONE_CARGO = re.compile(r"\b(?:1|num|um)\s+(?:so\s+|unico\s+)?cargo\b(?!\s+(?:a mais|extra|novo)\b)|\bcargo (?:so|unico)\b"
                        r"|\b(?:em (?:1|um)|num) (?:so|unico)\b")
_MERGING = re.compile(r"\b(?:tudo|todos|todas|junt\w*|unific\w*|unir|unisse|agrup\w*|fundi\w*|fundir|reun\w*|soma\w*)\b"
                      r"|\b(?:so|unico)\s+cargo\b|\bcargo (?:so|unico)\b|\b(?:1|um) so\b"
                      # Round 43 (f58a): "e se fosse só 1 cargo com as 12?": "só" before the one cargo merges as well
                      r"|\bso (?:1|um) cargo\b")
_ONE_CARGO_COUNT = re.compile(r"\s*(?:so\s+|unico\s+)?(?:com|de)\s+(?:(?:todas\s+)?(?:as\s+)?)?(\d+)\b(?![.,/]\d|\s*(?:%|cargos?\b))")


def one_cargo(text: str) -> tuple[bool, int | None]:
    """Whether the message merges the cargos into one, and that cargo's vagas when written ("... com 14 vagas")."""
    m = ONE_CARGO.search(text)
    if not m or not _MERGING.search(text):
        return False, None
    count = _ONE_CARGO_COUNT.match(text, m.end())
    return True, int(count.group(1)) if count else None


# Round 41 (f50a): "os cargos de Analista, Técnico e Assistente": cargos named in a list with no count of vagas (the
# table's rows, their counts still to be asked). Round 47 (47c): a quadro announced so too ("o quadro: A, B e C").
_NAMED_LIST = re.compile(r"\b(?:cargos\s*(?:de|:)|quadro(?: de vagas| de cargos)?\s*:)\s*([a-z][a-z ]*(?:\s*,\s*[a-z][a-z ]*)*\s*,?\s+e\s+[a-z][a-z ]*?)\s*(?=[.?!;]|$|,\s*(?:e\s+)?(?:qual|quais|quant|como))")


# Round 55 (dr55b): a cargo named outright in a question ("a ordem do cargo de contador?", "no cargo da enfermeira")
_CARGO_WORD = re.compile(r"\bcargo (?:de|do|da) ([^?.!,;:]+)")


def name_after_cargo_word(text: str) -> str | None:
    """The one cargo a question names after the word "cargo" ("e a ordem do cargo de contador?": "contador"); None when
    no name follows it or it names a kind of cargo ("cargo de nível superior")."""
    m = _CARGO_WORD.search(text)
    if m is None:
        return None
    name = _name_after(m.group(1))
    if name is None or _NOT_ONE_CARGO.match(name) or not could_name_cargo(name):
        return None
    # (a place in the table, "o cargo do meio", "do primeiro", is no name)
    return None if name.split()[0] in _ANON | {"meio", "penultimo", "seguinte", "anterior"} else name


def named_without_counts(text: str) -> list[str]:
    """The cargos named in a list with no counts ("os cargos de analista, técnico e assistente"); [] when any item is no
    cargo's name (a list of two at least)."""
    m = _NAMED_LIST.search(text)
    if not m:
        return []
    parts = [part.split() for part in re.split(r"\s*,\s*(?:e\s+)?|\s+e\s+", m.group(1).strip())]
    names = [_check(words) if len(words) <= _MAX_WORDS and not set(words) & (_STOP - _INNER) else None for words in parts]
    found = [n for n in names if n]
    # every item a name, two at least, none repeated, none a kind of cargo ("os cargos de nível médio e superior")
    if len(found) < max(2, len(names)) or len(set(found)) < len(found) or any(_NOT_ONE_CARGO.match(n) for n in found):
        return []
    return found
