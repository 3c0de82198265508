"""Numbers in Portuguese text: number words to digits, vagas counts, negatives, PcD, percentages."""
from __future__ import annotations

import re

UNITS = {
    "zero": 0, "um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4, "cinco": 5,
    "seis": 6, "sete": 7, "oito": 8, "nove": 9, "dez": 10, "onze": 11, "doze": 12, "treze": 13,
    "catorze": 14, "quatorze": 14, "quinze": 15, "dezesseis": 16, "dezasseis": 16,
    "dezessete": 17, "dezassete": 17, "dezoito": 18, "dezenove": 19, "dezanove": 19,
    "vinte": 20, "trinta": 30, "quarenta": 40, "cinquenta": 50,
    "sessenta": 60, "setenta": 70, "oitenta": 80, "noventa": 90,
    "cem": 100, "cento": 100, "duzentos": 200, "duzentas": 200, "trezentos": 300,
    "trezentas": 300, "quatrocentos": 400, "quatrocentas": 400, "quinhentos": 500,
    "quinhentas": 500, "seiscentos": 600, "seiscentas": 600, "setecentos": 700,
    "setecentas": 700, "oitocentos": 800, "oitocentas": 800, "novecentos": 900,
    "novecentas": 900,
}
ORDINALS = {
    "primeiro": 1, "primeira": 1, "segundo": 2, "segunda": 2, "terceiro": 3, "terceira": 3,
    "quarto": 4, "quarta": 4, "quinto": 5, "quinta": 5, "sexto": 6, "sexta": 6, "setimo": 7,
    "setima": 7, "oitavo": 8, "oitava": 8, "nono": 9, "nona": 9, "decimo": 10, "decima": 10,
    "vigesimo": 20, "vigesima": 20, "trigesimo": 30, "trigesima": 30, "quadragesimo": 40, "quadragesima": 40,
    "quinquagesimo": 50, "quinquagesima": 50, "centesimo": 100, "centesima": 100,
}
_NUMW = "|".join(sorted(list(UNITS) + ["mil"], key=len, reverse=True))
_NUM_SEQ = re.compile(rf"\b(?:{_NUMW})(?:(?:\s+e)?\s+(?:{_NUMW}))*\b")
_ORDW = "|".join(sorted(ORDINALS, key=len, reverse=True))
# Ordinal words only count before a ranking noun: "segundo" also means "according to".
# ("quinta da cota", "terceiro dos cotistas": the list named with "da"/"dos" ranks as well.)
# Round 36 (36a): the place noun "colocação"/"classificação" too ("tirei a terceira colocação na ampla").
_ORD_SEQ = re.compile(rf"\b((?:{_ORDW})(?:\s+(?:{_ORDW}))?)\s+(?=(?:lugar|colocad|classificad|posicao|colocacao|classificacao|na lista|da lista"
                      r"|na (?:geral|ampla|reserva|cota|classificacao|colocacao|listagem|relacao)|entre (?:os|as)"
                      r"|(?:da|das|dos|nas|nos) (?:cotas?|reserva|ampla|cotistas?|optantes?|negros?|pretos?|pardos?)\b"
                      # Round 22 (p22d): "o segundo cotista", "a quinta optante": one optant's place ("segundo
                      # cotistas" never means "according to").
                      r"|(?:cotista|optante)\b))")
# ... or after a verb of placing ("fiquei em quinto", "sou o decimo segundo", "classificada em terceiro", a third
# person's "ficou em décima segunda", only with "em": "esta segunda fase" ranks nobody), or after
# the place named ("minha colocação foi a décima").
_ORD_AFTER = re.compile(r"\b((?:fiquei|passei|estou|sou|fui|terminei|classifiquei|(?:aprovad|classificad|colocad)[oa]"
                        r"|(?:ficou|passou|terminou|esta|ta|to|ficaria|ficasse|ficar)(?=\s+em\s)"
                        # Round 47 (47a): the place supposed ("e se fosse em quarto", "se eu tivesse ficado em terceiro")
                        r"|(?:fosse|for|estivesse|estiver|ficado|passado|terminado)(?=\s+em\s)"
                        r"|minha (?:posicao|colocacao|classificacao)(?: final| geral)?\s+(?:e|foi|ficou))\s+(?:em\s+|o\s+|a\s+)?)"
                        rf"((?:{_ORDW})(?:\s+(?:{_ORDW}))?)\b"
                        # (a stage or call named by its ordinal, "se fosse em segunda chamada", is nobody's place)
                        r"(?!\s*(?:fase|etapa|chamada|convocacao|edicao|turma|serie|regiao|instancia|vara|feira)\b)")
# "uma dúzia de vagas", "meia dúzia", "uma dúzia e meia" (18), "duas dúzias e meia" (30): counts said in dozens;
# "duas dezenas de vagas" (20), "uma centena" (100) the same way.
_DOZENS = re.compile(r"\b(?:(uma|meia|duas|tres) )?(duzia|dezena|centena)s?( e meia)?(?: de)?\b")
# Round 54 (dr54b): the first day of a month said as an ordinal ("primeiro de junho de 2025", "dia primeiro de junho",
# "junho de 2025, dia primeiro"): day 1 of that date, as "1º de junho" is, never a place nor an unknown day.
_MONTH_NAMES = r"(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)"
_FIRST_DAY = re.compile(rf"\bprimeiro(?=\s+de\s+{_MONTH_NAMES}\b)|(?<=\bdia )primeiro\b")
_DOZEN_VALUE = {"uma": 1, "meia": 0.5, "duas": 2, "tres": 3, None: 1}
_DOZEN_UNIT = {"duzia": 12, "dezena": 10, "centena": 100}


def _dozens(m: re.Match[str]) -> str:
    unit = _DOZEN_UNIT[m.group(2)]
    return str(int(_DOZEN_VALUE[m.group(1)] * unit + (unit // 2 if m.group(3) else 0)))
# The verbs that may stand between a count and the list it goes to, one to three of them: "2 delas são
# reservadas a PcD", "4 dessas vão ser para", "se 1 for de PcD", "uma será destinada a".
# (Round 28: "2 delas já destinadas a PcD": an adverb of time before the verb does not change the list)
_TO_LIST = (r"(?:(?:ja|sera|serao|seria|seriam|ser|sao|sejam|seja|for|forem|fosse|fossem|fica|ficam|fique|fiquem|ficasse|ficassem|ficar|ficarem|ficaria"
            r"|ficariam|vai|vao|ira|irao|esta|estao|reservad\w*|destinad\w*|separad\w*|exclusiv\w*|so|apenas|somente)\s+){0,3}")
# (Round 39, f44a: "separadas pra pcd" puts vagas in a list as "reservadas" does)
# The words that name the racial reserve's people ("indigenista" is a cargo, not a group).
_GROUP_STEMS = r"negr|cotist|pret|pard|indigen(?!ist)|quilombol"
# A lone "um"/"uma" is a number only where it counts something ("uma vaga", "uma para PcD", "um cargo").
_ONE_COUNTS = re.compile(
    # ("uma das 9 for para PcD": one of the vagas, as "uma delas", when what it becomes follows; "sou uma das 5
    # cotistas" is an article)
    r"\s+(?:unica\s+|so\s+)?(?:vagas?\b|cargos?\b|pcd\b|delas\b|dessas\b|destas\b|das vagas\b|reservadas?\b"
    rf"|das (?:\d+|(?:{_NUMW})(?:(?: e)? (?:{_NUMW}))*)(?: vagas)? (?:for|forem|fosse|fossem|seja|sejam|ficar|ficasse|fica|vai|vao|virar|virasse|e|para|pra"
    r"|reservad|destinad|de pcd|pcd)\b"
    rf"|(?:e )?{_TO_LIST}(?:para|pra|de|a|aos?|as) (?:as? |os? )?(?:pcd|pessoas?\b|deficient|{_GROUP_STEMS}"
    r"|ampla|cota|reserva))")


# ("gasto uma vaga da cota?", "consome uma vaga da reserva?": spending one place is a rule's question, not a count.)
_TAKES_A = re.compile(r"\b(?:ocup\w*|tom[aeo]\w*|peg[aeo]\w*|ganh[aeo]\w*|consig\w*|conseguir|garant\w*|usar|uso|usa"
                      r"|gast[aoe]\w*|consom\w*|consum\w*|desconta\w*|queim[aoe]\w*"
                      # Round 45 (f60a): "tira uma vaga reservada de outro?", and the verb quoted ("eu 'gasto' uma das vagas")
                      r"|tir(?:a|o|am|ar|aria)|cont[oa]r? como|contam como|contaria como|conto|entro (?:em|numa?)|entra (?:em|numa?)"
                      r"|vira|viro)['\"\u201c\u201d\u2018\u2019]?\s+$")


# "dez" before a year ("dez/2024", "dez. de 2024", "dez-24") or after "N de" with a year ("15 de dez de 2024").
_MONTH_DEZ = re.compile(r"\bdez\b\.?(?=\s*[/-]\s*\d{2}(?:\d{2})?\b|\s*(?:de\s+)?(?:19|20)\d{2}\b)"
                        r"|(?<=\d de )dez\b\.?(?=\s*(?:de\s+|/\s*)?(?:19|20)?\d{2}\b)")


_BOTH = re.compile(r"\b(?:n|d|pel)?(?:as|os) (?:duas|dois)\b(?=\s+(?:ao mesmo tempo|simultaneamente|juntas|juntos|de uma vez"
                   r"|listas|cotas|reservas|leis|modalidades|concorrencias)\b)"
                   r"|\b(?:concorr\w*|inscrev\w*|particip\w*|usar|optar|entrar|disputar) (?:em |a |as |nas |pelas |para as )"
                   r"(?:duas|dois)\b(?!\s+(?:vagas?|postos|cargos?)\b)")


def _words_value(words: list[str]) -> list[int]:
    """Values of a run of number words; splits where the run is not one number ("dez doze")."""
    out: list[int] = []
    total, cur, last = 0, 0, None
    for w in words:
        if w == "mil":
            total += (cur or 1) * 1000
            cur, last = 0, 1000
            continue
        v = UNITS[w]
        if last is not None and not (last == 1000 or v < 10 ** (len(str(last)) - 1)):
            out.append(total + cur)
            total, cur = 0, 0
        cur += v
        last = v
    out.append(total + cur)
    return out


# The last row of a table dictated without commas ("agente com vinte vagas, escrivão com seis e perito com uma", "técnico
# dez vagas enfermeiro seis e médico uma no edital"): "uma" right after "com" or a name, at the end of its clause, is a
# count of one vaga only when two counts came before it in the same sentence (a table in progress).
_ONE_ROW_BEFORE = re.compile(r"(?:\bcom|\b(?!(?:de|do|da|em|no|na|para|pra|por|como|sobre|mais|so|que|se|tem|ter|ha|sao|era"
                             r"|foi|e|ou|um|uma|so|apenas|somente|ate|menos|pelo|pela|numa|num|outra|outro|cada|algum|alguma"
                             r"|nenhum|nenhuma|qualquer|mesmo|mesma|tipo|quer|ser|seja|fosse|for|nem|sem)\b)[a-z]{3,})\s+$")
_ONE_ROW_AFTER = re.compile(r"\s*(?:[,.;:?!)]|$|(?:e|no|na|nos|nas|do|da|quant[oa]s?|qual|quais|tem|como)\b)")


# "e se for só uma?", "e se fosse uma só": one supposed in a condition, the noun left out (the vagas of the thread).
_ONE_SUPPOSED_BEFORE = re.compile(r"\bse\s+(?:for|fosse|forem|fossem|tiver|tivesse|houver|houvesse)\s+(?:so\s+|apenas\s+|somente\s+)?$")
_ONE_SUPPOSED_AFTER = re.compile(r"\s*(?:so\b|apenas\b)?\s*(?:[,.;:?!)]|$|(?:quant[oa]s?|qual|como|tem|fica)\b)")


def _last_row_of_one(text: str, m: re.Match[str]) -> bool:
    if _ONE_SUPPOSED_BEFORE.search(text, 0, m.start()) and _ONE_SUPPOSED_AFTER.match(text, m.end()):
        return True
    sentence = re.split(r"[.;?!\n]", text[:m.start()])[-1]
    if not _ONE_ROW_BEFORE.search(sentence) or not _ONE_ROW_AFTER.match(text, m.end()):
        return False
    before = [w for w in _NUM_SEQ.findall(sentence) if w not in ("um", "uma")] + re.findall(r"\b\d+\b", sentence)
    return len(before) >= 2


# "vaga única", "vaga unica" (singular, no count before it): one vaga; "2 vagas únicas" keeps its own count.
_SOLE_VAGA = re.compile(r"(?<!\d )(?<!\buma )\bvaga unica\b")


def words_to_digits(text: str) -> str:
    """'vinte e duas vagas' -> '22 vagas'; 'mil e duzentas' -> '1200'. Expects folded text."""

    def repl(m: re.Match) -> str:
        words = [w for w in m.group(0).split() if w != "e"]
        # A lone "um"/"uma" is an article unless it counts vagas; after a verb of taking or being counted
        # ("ocupo uma vaga de cota?", "conto como uma vaga da reserva?") it is an article even before "vaga".
        if words in (["um"], ["uma"]):
            if (not _ONE_COUNTS.match(text, m.end()) or _TAKES_A.search(text, 0, m.start())) \
                    and not _last_row_of_one(text, m):
                return m.group(0)
        return " e ".join(str(v) for v in _words_value(words))

    # "concorrer nas duas ao mesmo tempo", "pode usar as duas": both lists (or laws), never a count.
    text = _BOTH.sub(lambda m: m.group(0).replace("duas", "ambas").replace("dois", "ambos"), text)
    # "dez/2024", "15 de dez. de 2024", "dez-24": December abbreviated, never ten.
    text = _MONTH_DEZ.sub("dezembro", text)
    text = _DOZENS.sub(_dozens, text)
    text = _FIRST_DAY.sub("1", text)
    # Round 28 (p28b): "edital com vaga única para procurador": a single vaga named by its adjective, no number word.
    text = _SOLE_VAGA.sub("1 vaga", text)
    # "por cento", and "porcento" as dictated or typed in one word.
    text = _NUM_SEQ.sub(repl, re.sub(r"\s*\bpor\s?cento\b", "%", text))

    def ord_repl(m: re.Match) -> str:
        return f"{sum(ORDINALS[w] for w in m.group(1).split())}o "

    text = _ORD_SEQ.sub(ord_repl, text)
    return _ORD_AFTER.sub(lambda m: f"{m.group(1)}{sum(ORDINALS[w] for w in m.group(2).split())}o", text)


# "vinte e poucas vagas", "30 e tantas": a count only guessed at, never a figure (the question asks the number); "vinte
# e poucas, acho que vinte e três": the figure the person settles on right after is the count, when it fits the guess.
_VAGUE = re.compile(r"\b(\d+) e (?:poucas|poucos|tantas|tantos|poucas e boas|algumas|alguns|quebrad[oa]s)\b")
_SETTLED = re.compile(r"(?:\s+(?:vagas?|postos))?\s*,?\s*(?:acho que|parece que|se nao me engano|na verdade|quer dizer"
                      r"|ou melhor|pra ser exat[oa]|exatamente|isto e|tipo)\s*,?\s+(?:(?:sao|eram|e|foram|tem|tinha)\s+)?"
                      r"(?:umas?\s+|exatamente\s+)?(\d+)\b(?![.,/]\d|\s*%)")


def settle_vague(text: str) -> str:
    """'20 e poucas vagas acho que 23' -> '23 vagas'; a guess left as such ('20 e poucas vagas') -> 'algumas vagas'."""
    def repl(m: re.Match[str]) -> str:
        settled = _SETTLED.match(text, m.end())
        if settled and int(m.group(1)) <= int(settled.group(1)) < int(m.group(1)) + 10:
            return f"\x00{settled.group(1)}\x00"
        return "algumas"

    out = _VAGUE.sub(repl, text)
    # The settled figure, marked, replaces the guess and the hedge after it ("[23] vagas acho que 23" -> "23 vagas").
    return re.sub(r"\x00(\d+)\x00" + _SETTLED.pattern, lambda m: f"{m.group(1)} vagas", out)


# Round 33 (33a): a count corrected as it is dictated ("são 11 vagas não na verdade são 13", "12 vagas ou melhor 14"):
# the figure after the correction is the count, the one before it is dropped. Not a part of the vagas after it ("10
# vagas não, 3 são de cota") nor a figure denied after "e" ("deu 2 e não 3").
# A bare "não" is no correction: "são 16 vagas, não 15" denies the figure after it.
# Round 43 (lo43f): "errei" and "corrigindo" correct a figure as "digo" does ("20 vagas, errei, 25").
# Round 44 (mc44): "15 vagas, aliás me enganei, são 18", "me enganei", "foi mal": the same count corrected
_FIX_WORDS = (r"(?:ou melhor|quer dizer|digo|errei|corrigindo|alias(?:\s*,?\s*(?:me enganei|errei))?|me enganei|foi mal"
              r"|desculp[ae](?:\s*,?\s*(?:errei|me enganei))?)")
# Round 53 (f68d): a row's count corrected with no "vagas" said ("analista 20 quer dizer 30, técnico 5") is corrected
# too (never a cargo called "quer dizer"); a day or month after a slash ("10/03, digo ...") is no count.
_CORRECTED = re.compile(r"(?<![\d.,/])\b\d+(\s+vagas?)?\s*,?\s*(?:nao\s*,?\s*(?:na verdade|quer dizer|digo|ou melhor|pera[ih]?)"
                        r"|" + _FIX_WORDS + r")\b\s*,?\s+"
                        r"(?:(?:sao|e|eram|foram|tem|tinha)\s+)?(\d+)\b(?![.,/]\d|\s*%|o\b)"
                        r"(?!\s+(?:vagas?\s+)?(?:(?:sao|serao|ficam|vao)\s+)?(?:de |da |pra |para |pro |pros |a |as )?"
                        r"(?:cotas?\b|reservad|pcd|ampla|negr|pret|pard|deficien|indigen|quilombol))(\s+vagas?\b)?")


# Round 43 (43c): the count affirmed then the old one denied ("o certo é 31 e não 13 vagas", "são 12, não 10 vagas"):
# the denied count is no count of vagas. Only after "o certo é"/"são"/"tem", never a reserve offered ("deu 2 e não 3").
_DENIED_COUNT = re.compile(r"(\b(?:(?:o\s+)?(?:certo|correto)\s+(?:e|sao)|sao|tem|temos|eram|foram)\s+\d+)"
                           r"\s*(?:,\s*|\s+e\s+)(?:nao|e nao)\s+\d+\b(?![.,/]\d|\s*%|o\b)")


# Round 43 (lo43f): a place corrected as it is told ("40o na geral, errei, em 14o", "40o, quer dizer, 14o na geral"):
# the ordinal after the correction takes the place of the one before it, the list named between them kept.
_CORRECTED_RANK = re.compile(r"(?<![\d.,])\b\d+o\b([^\d,.;?!]{0,30}?)\s*,?\s*(?:nao\s*,?\s*)?" + _FIX_WORDS
                             + r"\s*[,:]?\s+(?:(?:na verdade|em|e|fiquei em|foi)\s+)?(\d+)o\b")


# Round 53 (f68d): a figure denied and its replacement affirmed by the same verb ("o último não é 4, é 14", "o técnico
# não são 6, são 16", "não tem 8 e sim 18", "não é 3 mas 13"): Y replaces X, so X is dropped and "é Y" kept (a row's fix
# then reads as "o último é 14"). Both figures must be plain counts (no %, no ordinal, no date).
_NOT_X_BUT_Y = re.compile(r"\bnao\s+(e|sao|tem|tinha|eram|foram|seria|seriam)\s+(?:de\s+)?\d+\b(?![.,/]\d|\s*%|o\b)"
                          # (a comma or a word of correction between them: "não são 2 e 3" lists two figures, no fix)
                          r"(\s+vagas?)?(?:\s*,\s*(?:_FIX\s*,?\s*)?|\s+_FIX\s*,?\s*|\s+(?=(?:sao|tem|eram|foram)\s))"
                          r"(?:(?:e|sao|tem|tinha|eram|foram|seria|seriam)\s+)?(?:de\s+)?(\d+)\b(?![.,/]\d|\s*%|o\b)"
                          .replace("_FIX", r"(?:e\s+sim|mas\s+sim|mas|sim|e\s+na\s+verdade|na\s+verdade)"))


def _affirmed(m: re.Match[str]) -> str:
    # the noun said with the denied figure stays with the affirmed one ("não é 10 vagas, é 12" -> "é 12 vagas")
    noun = m.group(2) if m.group(2) and not re.match(r"\s+vagas?\b", m.string[m.end():]) else ""
    # after a row's colon ("analista: não são 20, são 30") the figure alone, as the row's count is written
    verb = "" if re.search(r"[:=|]\s*$", m.string[:m.start()]) else f"{m.group(1)} "
    return f"{verb}{m.group(3)}{noun}"


def settle_corrected(text: str) -> str:
    """'sao 11 vagas nao na verdade sao 13 quantas' -> 'sao 13 vagas quantas' (the count the person corrected to)."""
    # (a message that is only the correction, "não são 30, são 32", stays whole: the thread's follow-up reads the
    # figure denied and the one affirmed from it, `router`)
    if not _NOT_X_BUT_Y.fullmatch(text.strip(" ?.!")):
        text = _NOT_X_BUT_Y.sub(_affirmed, text)
    text = _DENIED_COUNT.sub(r"\1", text)
    text = _CORRECTED_RANK.sub(lambda m: f"{m.group(2)}o{m.group(1)}", text)
    return _CORRECTED.sub(lambda m: f"{m.group(2)}{m.group(1) or m.group(3) or ''}", text)


# "35 (trinta e cinco) vagas", as editais write amounts: the words repeat the digits, one count (by now "35 (35)").
# Different values ("35 (trinta e seis)") are left as written, two counts to question.
_SPELLED_OUT = re.compile(r"(?<![\d.,])(\d+)\s*\(\s*(\d+)\s*\)")


def collapse_spelled(text: str) -> str:
    """'35 (35) vagas' -> '35 vagas' (digits then the amount in words, already digits and without thousands dots)."""
    return _SPELLED_OUT.sub(lambda m: m.group(1) if m.group(1) == m.group(2) else m.group(0), text)


# Round 23 (p23b): "5 + 5 + 3 vagas", "3+3+3+1 no edital todo": an HR desk adds up the places of one cargo (by site,
# by area) as it types; the sum is the count. Not a sum whose last term is a list's part ("10 + 2 pcd", "+ 3 de
# cota"), a percentage ("30% + 5%") nor a signed phone number ("+55 61 ...").
_SUM = re.compile(r"(?<![\d.,/%+-])\b\d+(?:\s*\+\s*\d+)+\b(?![.,/]\d|\s*%|\s*\+)"
                  r"(?!\s+(?:vagas?\s+)?(?:pcd|pessoas? com deficiencia|deficientes?|reservad|de cota|cotas?\b|da cota|para (?:a )?cota|pra cota|ampla|de ampla))")


# "os cargos somam 13 vagas (5 + 5 + 3)": after the cargos are named, each term is one cargo's vagas (`cargos._SUM_LIST`).
_CARGOS_BEFORE = re.compile(r"\bcargos\b[^.?!+]{0,60}$")


def collapse_sums(text: str) -> str:
    """'5 + 5 + 3 vagas' -> '13 vagas' (the count an HR desk adds up while typing); a sum after "cargos" stays."""
    return _SUM.sub(lambda m: m.group(0) if _CARGOS_BEFORE.search(text, 0, m.start())
                    else str(sum(int(n) for n in re.findall(r"\d+", m.group(0)))), text)



# --------------------------------------------------------------------------- vagas, PcD, impossible numbers

# Words that may stand between a count and "vagas" without changing what is counted.
_VAGA_ADJ = (r"(?:(?:unicas?|so|apenas|novas?|efetivas?|imediatas?|ofertadas?|oferecidas?|previstas?|totais|no total"
             r"|ao todo|de ampla concorrencia|para o cargo|abertas?)\s+)")
_PCD = r"(?:pcd|pessoas? com deficiencia|deficientes?|candidat[oa]s? (?:com deficiencia|pcd|deficientes?))"
# "N vagas" counts the vagas unless they are said to be of a list ("2 vagas para PcD", "3 reservadas").
# (Round 40, f46b: "3 vagas às pessoas com deficiência", the crase read as "as", too)
# Round 40 (40b): "então são 3 vagas de cota, certo?": the reserve claimed, not the vagas ("de cota", "da reserva";
# "26 vagas ficam pra cota" still counts the vagas whose reserve is asked).
_NOT_TOTAL = (rf"(?!\s+(?:e(?= para| pra| de)\s+)?{_TO_LIST}(?:reservad|(?:para|pra|de|a|aos?|as) (?:as |os )?(?:{_GROUP_STEMS}|{_PCD})|{_PCD}))"
              r"(?!\s+d[ea] (?:cotas?|reserva)\b)")
# After a bare count with no noun: the sentence goes on ("num concurso de 10, quantas...", "oferece 10 para
# analista"), never a noun that says what else it counts ("3 etapas", "500 inscritos", "2 carreiras") nor a PcD list.
_BARE_AFTER = (r"\s*(?:[,.;:?!)]|$|e\b|quant[oa]s?\b|qnt|(?:qual|quais) (?:a|as|e|o|os|sera|seria)\b|no total\b|ao todo\b|(?:para|pra) (?!(?:as |os )?(?:pcd|pessoas? com"
               r"|deficien|candidat))|de (?!(?:pcd|deficien|candidat|inscrit|aprovad|cotista|etapa|fase|prova))"
               # Round 26 (p26e): "num concurso de 10 com 1 vaga pcd": the PcD part told after the whole
               rf"|com (?:\d+|uma?)\s*%?\s+(?:vagas?\s+)?(?:(?:de|para|pra)\s+)?{_PCD})")
_BARE_COUNT = f"(?={_BARE_AFTER})"
# A count followed by the list it belongs to ("4 de cota", "3 reservadas", "2 pra negros", "1 PcD"): a part, no total
# ("vagas: 10 cotas quantas?" asks the cotas of 10 vagas).
_LIST_PART = (rf"(?!\s+(?:vagas?\s+)?{_TO_LIST}(?:reservad|(?:de|da|na|pela|por|para|pra) (?:a )?(?:cotas?|reserva|ampla)\b"
              rf"|(?:para|pra|de|a|aos?|as|pro|pros) (?:as |os |o |a )?(?:{_GROUP_STEMS}|{_PCD})|{_PCD}))")
# Round 36 (f38a): plural nouns after "contratação de N" that do not name the people hired: those who applied or were
# ranked, a group or list ("a convocação das 3 listas"), a time or a stage.
_NOT_HIRED = (r"(?:inscrit|classificad|colocad|primeir|ultim|seguint|proxim|demais|outr|cotist|optant|negr|pret|pard|indigen"
              r"|quilombol|brancos|deficien|vagas|cargos|anos|meses|dias|horas|semanas|etapas|fases|provas|pontos|editais"
              r"|concursos|processos|selecoes|certames|turmas|lotes|reais|listas|grupos|categorias|modalidades|reservas|cotas"
              r"|chamadas|convocacoes|nomeacoes|posicoes|lugares|rodadas|vezes"
              # Round 45 (f60a): nor what an edital or exam is made of, nor the places it spreads over
              r"|questoes|perguntas|itens|paginas|minutos|especialidades|areas|disciplinas|materias|cidades|municipios"
              r"|estados|localidades|regioes|unidades|polos|sedes|campus|orgaos|anexos|artigos|leis|regras|niveis|cadastros"
              r"|retificacoes|erratas|aditivos|alteracoes|mudancas|turnos|carreiras|blocos|salas|horarios|sessoes|datas"
              r"|semestres)")
# Round 45 (f60a): the people a selection hires, named by their trade ("professores", "agentes censitários"); never those
# who only compete for it.
_HIRED_NOUN = r"(?!" + _NOT_HIRED + r"|candidat|concorrent|participant|interessad|inscricoes|reservad|destinad)[a-z]{4,}s"
# The count named by its noun, then changed: "se o número de vagas fosse 1", "o quantitativo de vagas passar a 12".
# Round 52 (f67a): "o total" alone is that noun too ("e se o total fosse 28?", "e se o total passasse a 40?"): the vagas
# supposed, never a place the verb gives someone (`ranks._RANK_ANY` reads "fosse 28" as one).
_CHANGED_TO = (r"(?:for|fosse|fossem|forem|seja|sejam|passar a(?: ser)?|passasse a(?: ser)?|ficar em|ficasse em|cair para"
               r"|caisse para|subir para|subisse para|aumentar para|aumentasse para|reduzir para|era|sera|seria|igual a")
TOTAL_SUPPOSED = re.compile(
    # (the bare "o total" never with "e", which may be "and": "o total e 3 pcd")
    r"\b(?:(?:numero|total|quantidade|quantitativo) de vagas\s+(?:(?:do edital|do concurso|ofertadas|oferecidas)\s+)?"
    + _CHANGED_TO + r"|e)"
    r"|(?:o|um|esse|este|nesse) total(?: do edital| do concurso)?\s+" + _CHANGED_TO + r"))\s+"
    r"(?:de\s+)?(?:so\s+|apenas\s+|somente\s+)?(\d+)\b(?![.,/]\d|\s*%|o\b)")
_VACANCIES = [
    # "10 nomeações", "15 contratações", "14 admissões": each fills one vaga, so they count the vagas; so do the
    # "empregos" (públicos) an empresa or fundação offers ("edital com 58 empregos", art. 1º, I).
    re.compile(rf"(?<![-\d,.])\b(\d+)\s+(?:{_VAGA_ADJ})?(?:vagas?|postos|empregos|nomeac(?:ao|oes)|contratac(?:ao|oes)|admiss(?:ao|oes))\b"
               rf"{_NOT_TOTAL}"),
    re.compile(r"\bvagas?\s*(?:(?:oferecidas|ofertadas|previstas|totais|imediatas|efetivas|abertas|no edital|do edital|do concurso"
               r"|no total)\s*(?:[:=]|e de|sao|de)?"
               r"|(?:[:=]|e de|sao|de))\s*(\d+)\b(?![.,]\d|\s*%)"  # "50 vagas: 30% seriam 15": a rate, not vagas
               # "7 vagas de 1 cargo só", "vagas de 2 anos": the number counts something else.
               r"(?!\s+(?:unic[oa]s?\s+)?(?:cargos?|anos?|meses|dias|horas|pontos|candidat|pessoas|inscrit)\b)"
               # "11 vagas são 4 de cota": a part said of the vagas (a claimed reserve, `claimed_reserve`), no total.
               + _LIST_PART),
    re.compile(r"\btotal de (\d+)\b"),
    # "se o número de vagas fosse 1", "o quantitativo de vagas passar a 12": the count named by its noun, then changed.
    TOTAL_SUPPOSED,
    # "vagas surgidas na validade: 4", "vagas novas autorizadas = 6": the noun qualified, then the count.
    re.compile(r"\bvagas\s+(?:novas\s+)?(?:surgidas|criadas|autorizadas|abertas|adicionais|remanescentes|disponiveis|novas)"
               r"(?:\s+(?:na|durante a|no prazo de|dentro da)\s+validade)?\s*[:=]\s*(\d+)\b(?![.,]\d|\s*%)"),
    # Telegraphic "vagas 7, cotas quantas?": the count right after the noun; not after another count ("10 vagas 3
    # para negros" lists a part).
    # A question word right after the count starts the question ("vagas 10 qual a reserva").
    re.compile(r"(?<!\d )\bvagas\s+(\d{1,3})\b(?![.,/]\d|\s*%|o\b)(?=\s+(?:cotas?|reservad|qua(?:l|is)\b|como\b)|"
               + _BARE_AFTER + ")"),
    # "vamos nomear 6 pessoas", "contratar 15 aprovados", "12 aprovados serão nomeados": those to be appointed
    # are the vagas. A bare "7 aprovados" or "10 aprovados na ampla" may count candidates: not read.
    # (Round 43, lo43b: "vai nomear até 30": the count the appointments reach is the vagas, art. 1º, § 2º)
    re.compile(rf"\b(?:nomear|contratar|admitir|empossar|chamar|convocar)(?:emos|ei|ao|a|ia|iamos)?\s+(?:os\s+|as\s+|apenas\s+|so\s+|somente\s+|mais\s+|ate\s+)?(\d+)\b(?![.,/]\d|\s*%|o\b)"
               rf"(?!\s+(?:cargos?|anos?|dias?|meses)\b){_NOT_TOTAL}"),
    # "contratação de 45 pessoas", "nomeação de 12 aprovados": the people a selection takes in are its vagas.
    # (Round 21: "para a convocação dos 20 aprovados": those called, named with the article, the same)
    # Round 36 (f38a): the kind of hiring may come between ("contratação temporária de 11 agentes de endemias"), and the
    # people may be named by their trade ("contratação de 15 médicos", "nomeação de 6 analistas"); never those who
    # only apply or are ranked ("200 inscritos", "os 5 primeiros colocados"), nor a group or list ("3 cotistas").
    re.compile(r"\b(?:contratac(?:ao|oes)|nomeac(?:ao|oes)|admiss(?:ao|oes)|provimento|convocac(?:ao|oes))\s+"
               r"(?:(?:imediata|temporari[ao]s?|emergencia(?:l|is)|direta|efetiva|excepcional)\s+)?"
               r"d(?:e|os|as)\s+(?:ate\s+)?(\d+)\s+"
               r"(?:pessoas|profissionais|servidor(?:es|as)|aprovad[oa]s|candidat[oa]s|temporarios|agentes"
               r"|(?!" + _NOT_HIRED + r")[a-z]{4,}s)\b"),
    # Round 45 (f60a): a selection "for" the people it hires ("processo seletivo simplificado para 12 professores
    # substitutos", "edital para 8 agentes censitários", "seleção de 5 analistas temporários"), or hiring them by its verb
    # ("o IBGE vai recrutar 40 recenseadores"): each hired fills one vaga. Never those who compete ("concurso com 300
    # candidatos", "12 professores se inscreveram"), a time, a stage or a list (`_NOT_HIRED`), nor the first of several
    # roles ("para 8 agentes e 2 supervisores": a table, never one total).
    re.compile(r"(?:\b(?:concursos?|editais|edital|certames?|selecao|pss|processos? seletivos?(?: simplificados?)?)\b"
               r"[^.?!;:\d]{0,40}?\b(?:de|para|pra)|\b(?:selecionar|recrutar)(?:emos|ei|ao|a|ia|iamos)?)\s+(?:ate\s+)?"
               r"(\d{1,4})\s+(?:nov[oa]s\s+)?" + _HIRED_NOUN + r"\b"
               r"(?!(?:\s+[a-z]+){0,2}\s*(?:,|\be\b)\s*\d+\s+(?:nov[oa]s\s+)?" + _HIRED_NOUN + r"\b)"),
    # "o órgão convocou 8 aprovados durante a validade": those appointed fill vagas ("já chamaram 3" may be a queue).
    re.compile(r"\b(?:nomeou|nomearam|contratou|contrataram|convocou|convocaram|admitiu|admitiram|empossou|empossaram)\s+"
               r"(?:mais\s+)?(\d+)\s+(?:aprovad[oa]s|candidat[oa]s|pessoas|servidor(?:es|as)|profissionais)\b"),
    re.compile(r"(?<![-\d,.])\b(\d+)\s+(?:aprovad[oa]s|candidat[oa]s|pessoas|servidor(?:es|as)|profissionais)\s+"
               r"(?:(?:serao|vao ser|seriam|devem ser|irao ser|a serem)\s+)(?:nomead|contratad|admitid|empossad)"),
    # "2 das 12 vagas", "quantas das 11 vagas são pra negros?": the whole the part is taken from.
    re.compile(r"\b(?:\d+|quant[ao]s)\s+(?:das|dentre as|entre as|dessas|destas)\s+(\d+)\s+(?:vagas|postos)\b"),
    # Round 31 (p31a): "quantas de 30 vagas seriam destinadas a negros?": the bare "de" after the count asked (the
    # vagas named right after, so "quantas de 2014" or "quantas de cota" stay out).
    re.compile(r"\bquant[ao]s\s+(?:de|dentre)\s+(\d+)\s+(?:vagas|postos)\b"),
    # Round 27 (fix27h): "quais nomeações, dentre 10, são da reserva?", "que vagas, entre as 8, vão pra cota?": the
    # places asked for, then the whole they are picked from (set off by commas or not) is the vagas.
    # (Round 30, p30a: "quantas vagas de 14 vão pra cota?", the whole with a bare "de", as HR chat writes it)
    re.compile(r"\b(?:quais|que|quantas)\s+(?:vagas|nomeacoes|convocacoes|posicoes|chamadas)\s*,?\s+(?:dentre|entre|das|de)\s+"
               r"(?:as\s+|os\s+)?(\d{1,3})\b(?![.,/]\d|\s*%|o\b)(?!\s+(?:cargos?|anos?|meses|dias|candidat\w*|inscrit\w*|aprovad\w*)\b)"),
    # "quantas ficam reservadas se forem 30?", "caso sejam 22, quantas...": a bare count supposed in a
    # condition is the vagas; one followed by another noun ("se forem 3 cotistas") is not read.
    # (Round 29, p29b: the indicative too, "quantas ficam pra cota se sao 10?", "se eram 8, quantas eram de cota?")
    re.compile(r"\b(?:se|caso)\s+(?:forem|fossem|sejam|for|fosse|seja|tiver|tivesse|houver|houvesse|sao|eram|serao)\s+"
               r"(?:so\s+|apenas\s+)?"
               r"(\d+)\b(?![.,/]\d|\s*%|o\b)(?=\s*(?:(?:so|apenas)\b\s*)?(?:[,.;:?!)]|$|(?:as\s+)?vagas?\b" + _NOT_TOTAL
               + r"|e\b|no total\b|ao todo\b|quant[oa]s\b))"),
    # "num concurso de 10", "edital com 12, quantas...", "seleção de só 4": the count a selection is "of" is its
    # vagas unless a noun says what else it counts ("concurso de 3 etapas", "com 500 inscritos").
    # (Round 26, p26e: "num concurso novo de 15", "edital federal com 9": a word of the selection's own between)
    re.compile(r"\b(?:concursos?|editais|edital|certames?|selecao|pss|processos? seletivos?(?: simplificados?)?)\s+"
               r"(?:(?:nov[oa]|outr[oa]|federal|publico|unico|diferente|hipotetico)\s+)?(?:de|com)\s+"
               r"(?:so\s+|apenas\s+|somente\s+)?(\d{1,3})\b(?![.,/]\d|\s*%|o\b)" + _BARE_COUNT),
    # Round 23: "quantas reservadas em 14?", "qnts cotas com 20?": the reserve asked "in" a bare count that ends the
    # question is asked of that many vagas (a date, "em 14 de junho", or a percentage goes on past the count).
    # Round 46 (46b): also the vagas asked bare or for a group ("quantas vagas em 9?", "quantas vagas pra negros em
    # 11?"), and the count ending its clause before another question ("... em 9 e a banca pode me eliminar?").
    # Round 55 (g3): the share named with "da cota"/"da reserva" ("quantas são da cota com 12?") and the places asked
    # with "quais/que vagas" ("quais vagas são da reserva com 12?"): the count after "com" is the vagas too.
    re.compile(r"\b(?:quant[oa]s|(?:quais|que)(?=\s+vagas\b))\s+(?:vagas?\s+)?(?:(?:sao|ficam|seriam|serao|vao)\s+)?"
               r"(?:(?:reservad[oa]s|cotas?|de cotas?|d[ao]s? cotas?|d[ao] reserva"
               r"|(?:pra|para) (?:a )?(?:cota|reserva))\s+|(?<=vagas )(?:(?:pra|para|pros|pras|de|aos?|as)\s+(?:os\s+|as\s+)?"
               r"(?:negr|pret|pard|cotist|indigen|quilombol|pcd|deficient)\w*\s+)?)(?:em|com|pra|para|num|numa|num de|numa de)\s+"
               r"(?:so\s+|apenas\s+)?(\d{1,3})\b(?![.,/]\d|\s*%|o\b)(?=\s*(?:[,;:?!)]|\.(?!\d)|$)"
               r"|\s+e\s+(?:o que|qual|quais|quando|como|quem|onde|em que|posso|pode|devo|existe|(?:a|o) (?:banca|comissao|orgao|lei))\b)"),
    # (Round 46, lo46b: the PcD share asked so too, "quantas vagas pcd em 30?", "quantas de pcd com 40?")
    re.compile(r"\bquant[oa]s\s+(?:vagas?\s+)?(?:(?:sao|ficam|seriam|serao|vao)\s+)?(?:reservad[oa]s|cotas?|de cotas?"
               r"|(?:pra|para) (?:a )?(?:cota|reserva)|(?:(?:de|pra|para)\s+)?pcds?|(?:(?:de|pra|para)\s+)?deficientes)"
               r"\s+(?:em|com|pra|para|num|numa|num de|numa de)\s+"
               r"(?:so\s+|apenas\s+)?(\d{1,3})\b(?![.,/]\d|\s*%|o\b)(?=\s*(?:[,;:?!)]|\.(?!\d)|$))"),
    # "quantas das 10 são da cota?": the whole the part is taken from, the noun left out.
    re.compile(r"\bquant[oa]s\s+(?:das|dos|dentre as|entre as)\s+(\d{1,3})\b(?![.,/]\d|\s*%|o\b)"
               r"(?=\s+(?:sao|serao|seriam|ficam|ficariam|ficarao|vao|iriam|devem|precisam|tem|vai|fica)\b|" + _BARE_AFTER
               + ")"),
    # "o concurso oferece 10, quantas...", "abriram 12 para analista": what a selection offers or opens.
    re.compile(r"\b(?:oferece|oferecera|ofereceu|oferecem|oferta|ofertara|ofertou|abre|abrira|abriu|abriram|abrem|preve"
               r"|previu|disponibiliza|disponibilizou)\s+(?:so\s+|apenas\s+|somente\s+)?(\d{1,3})\b(?![.,/]\d|\s*%|o\b)"
               + _BARE_COUNT),
    # "reservamos 2 de 10", "separaram 3 das 12": the whole a stated reserve is taken from is the vagas.
    # (Round 48, lo48a: its list named between, "reservou 1 vaga pcd de 30", "separou 2 vagas pra deficientes das 40")
    re.compile(r"\b(?:reserv|separ|destin)\w*\s+(?:so\s+|apenas\s+|somente\s+)?\d+\s+(?:vagas?\s+)?"
               rf"(?:(?:(?:pra|para|as|aos|a)\s+)?(?:{_PCD}|pcds)\s+)?(?:de|das|dentre as|entre as)\s+"
               r"(\d{1,4})\b(?![.,/]\d|\s*%|\s+(?:cargos?|anos?|meses|dias|candidat|inscrit)\b)"),
    # Round 23 (p23b): "30% de 100 = 30, confere?", "20% sobre 45 vagas": the law's rate (30% new, 20% old) taken of a
    # count, as HR desks write the sum they want checked: that count is the vagas.
    re.compile(r"(?<![\d,.])\b(?:20|30)\s*%\s*(?:de|das|sobre|sobre as|em)\s+(\d{1,4})\b(?![.,/]\d|\s*%)"
               r"(?!\s+(?:cargos?|anos?|meses|dias|candidat|inscrit|pessoas)\b)"),
    # Round 26 (p26d): the selection pointed at with its noun left out, "de N" its count ("e com 3 pcd num de 40?",
    # "nesse de 12, quantas?"): the vagas, as "num concurso de 40" (a date, "nesse de 05/06", goes on past the count).
    re.compile(r"\b(?:num|numa|nesse|nessa|neste|nesta|naquele|naquela|desse|dessa|daquele|noutro|outro)\s+de\s+"
               r"(?:so\s+|apenas\s+|somente\s+)?(\d{1,3})\b(?![.,/]\d|\s*%|o\b)" + _BARE_COUNT),
    # Round 40 (f46c): the total told right after a question about the vagas ("quantas vagas de cota tinha nesse
    # concurso? eram 35", "quantas vagas vão pra reserva? são 40 no total"): the bare count answers "how many vagas".
    re.compile(r"\bquant[oa]s\s+vagas\b[^?]{0,60}\?\s*(?:e\s+|mas\s+|bom,?\s+)?(?:eram|era|sao|e|foram|serao|seriam|sera)\s+"
               r"(?:so\s+|apenas\s+|somente\s+)?(\d{1,4})\b(?![.,/]\d|\s*%|o\b)" + _LIST_PART + _BARE_COUNT),
    # Round 47 (lo47a): the PcD share asked after a bare count ("pcd com 40, quantas?", "pcd em 40, qual o número?"):
    # the total it is asked of, as "quantas de pcd com 40?" (`_pcd_match` leaves it no PcD count)
    re.compile(rf"\b{_PCD}\s+(?:com|em|num|numa)\s+(?:so\s+|apenas\s+)?(\d{{1,3}})\b(?![.,/]\d|\s*%|o\b)"
               r"(?=\s*[,;:]?\s*(?:e\s+)?(?:quant\w*|qnt\w*|qtd\w*)\b)"),
    # "10 oportunidades", "8 lugares": places a selection fills.
    re.compile(rf"(?<![-\d,.])\b(\d+)\s+(?:oportunidades|lugares)\b{_NOT_TOTAL}"),
    # Spoken, the noun left out: "o edital tinha onze, quantas eram de cota", "meu concurso tem 2".
    re.compile(r"\b(?:concursos?|edital|certame|selecao|pss)\b(?:\s+(?:d[oa]s?|de)\s+[a-z]+)?\s+(?:tem|tinha|teve|tera|possui|oferece"
               r"|ofereceu|abriu|abre)\s+(?:so\s+|apenas\s+|somente\s+)?(\d{1,3})\b(?![.,/]\d|\s*%|o\b)" + _LIST_PART + _BARE_COUNT),
]
_OWN_BARE = _VACANCIES[-1]
# "menos de 3 vagas", "a partir de 2 vagas": a rule's threshold (`rules.THRESHOLD_VACANCIES`), not a concurso's count
# when the person's own count is said besides ("não tem cota com menos de 3 vagas, né? meu concurso tem 2").
_THRESHOLD_BEFORE = re.compile(r"\b(?:menos|mais|acima|abaixo|alem|a partir|inferior|superior|maior|menor)"
                               r"(?: que| do que| de| a)?\s+$")


def _threshold(text: str, start: int) -> bool:
    return bool(_THRESHOLD_BEFORE.search(text, max(0, start - 20), start))
# "PcD no edital é 2", "cota de PcD deste concurso: 5%": where the list is, between it and its count.
_IN_EDITAL = r"(?:(?:(?:n|d)[oa]|deste|desse|neste|nesse|nosso|meu)\s+(?:(?:nosso|meu)\s+)?(?:edital|concurso|certame|pss)\s*)?"
# PcD vagas as a count or a percentage: "2 para PcD", "2 vagas PcD", "5% para pessoas com deficiencia", "PcD: 2",
# "sendo 2 PcD", "3 dessas vagas forem de PcD", "2 delas para PcD", "reserva PcD de 5%".
_PCD_COUNT = [
    # "é" folds to "e": only after a partitive ("uma das vagas é para PcD"), never "10 vagas e PcD".
    # (Round 27, fix27h: "uma dessas vagas temporárias for reservada a PcD": the vagas' kind between is no obstacle)
    re.compile(rf"\b(\d+)\s*(%)?\s*(?:(?:das|dessas|destas|daquelas|daqueles|delas|deles|d[ao]s? quais)\s+(?:\d+\s+)?"
               r"(?:vagas?\s+(?:(?:temporarias|efetivas|imediatas|ofertadas|oferecidas|previstas|abertas|novas)\s+)?"
               # (Round 35, f37a: "uma das vagas do edital for de pcd": the selection the vagas are of, no obstacle either)
               r"(?:d[oa]\s+(?:(?:mesm|propri)[oa]\s+)?(?:edital|concurso|certame|selecao|pss|processo(?:\s+seletivo)?)\s+)?)?"
               r"(?:e\s+)?)?"
               rf"(?:vagas?\s+)?(?:vagas?\s+e\s+(?=para|pra|de))?{_TO_LIST}"
               rf"(?:(?:para|pra|de|a|aos?|as)\s+)?(?:as\s+|os\s+)?(?:vagas\s+)?(?:reserva\s+(?:(?:para|pra|a|aos?|as)\s+)?)?"
               # "2 vagas (pcd)": the list in brackets right after the count ("10 vagas (pcd: 2)" is no count of 10).
               rf"(?:\(\s*{_PCD}\s*\)|{_PCD})"),
    re.compile(rf"\b{_PCD}\s*{_IN_EDITAL}(?:[:=]|sao|serao|com|de|tem|e de)?\s*(?:de\s+)?(\d+)\s*(%)?"
               r"(?!\s*(?:vagas?\s+)?(?:no total|ao todo))(?![.,/]\d|\d)"),
    # "reserva para PcD de 5%", "percentual PcD de 10%", "cota de deficientes: 2"
    re.compile(rf"\b(?:reserva|percentual|cota|vagas?)\s+(?:de\s+|para\s+|pra\s+)?(?:as\s+|os\s+)?{_PCD}\s*{_IN_EDITAL}"
               r"(?:[:=]|de|e de|sera de|e)?\s*(\d+)\s*(%)?(?![.,/]\d|\d)"),
    # Round 20 (fix21c): the PcD list asked, then the edital's rate in a clause of its own ("quantas de pcd se o edital
    # prevê 10%?", "e pcd, que no edital é 8%?"): a percentage only, never one said of the racial reserve.
    # Round 48 (f63a): or the rate the asker bids the count take ("pcd, considerando os 5%?", "deficientes, usando 10%").
    re.compile(rf"\b{_PCD}\b[^.?!;\d%]{{0,40}}?\b(?:preve|prever|reserva|reservar|fala em|diz|estabelece|fixa|define"
               r"|coloca|poe|traz|e de|e|sao|de|com|(?:considerando|considerar|aplicando|usando|adotando|levando em conta)"
               r"(?:\s+(?:os|o|um|uns))?)\s+(?:de\s+|em\s+)?(\d+)\s*(%)"
               rf"(?!\s*(?:das vagas\s+)?(?:para|pra|de|a|aos?|as)\s+(?:os\s+|as\s+)?(?:{_GROUP_STEMS}|cota racial|reserva racial))"
               r"(?!\s*(?:d[ao]s?|pel[ao]s?|n[ao]s?)\s+(?:cotas?\s+racia|reserva\s+racia|lei\b))"),  # the racial rate
    # Round 24 (p24a): the PcD list named, then what the edital put in it ("e pcd, o edital pôs 2, tá certo?", "pcd eles
    # separaram 1"): a count of PcD vagas (a count followed by "vagas" may be the total, so it is left alone).
    re.compile(rf"\b{_PCD}\b[^.?!;\d%]{{0,30}}?\b(?:pos|poe|colocou|coloca|colocaram|reservou|reservaram|separou|separaram"
               r"|botou|botaram|previu|destinou|destinaram)\s+(?:so\s+|apenas\s+|somente\s+)?(\d+)\s*(%)?(?!\s*vagas?\b)(?![.,/]\d|\d)"),
    # "o mínimo de vagas PcD, a 5%", "PcD em 10%": a percentage set beside the PcD list (the "%" required).
    re.compile(rf"\b{_PCD}\s*,?\s*(?:a|em|de)\s+(\d+)\s*(%)"),
    # "se o percentual PcD for elevado para 20%", "a reserva PcD passar a 10%": the PcD share changed to a percentage.
    re.compile(rf"\b(?:reserva|percentual|cota)\s+(?:de\s+|para\s+|pra\s+)?(?:as\s+|os\s+)?{_PCD}\s*{_IN_EDITAL}"
               r"(?:(?:for|fosse|seja|ficar|ficasse|passar|passa|passasse|subir|sobe|subisse|aumentar|cair|baixar"
               # Round 52 (f67b): the change in the subjunctive or another verb ("caso a reserva pcd caia para 5%", "se o
               # percentual de pcd suba para 10%", "diminuir pra 5%"): the same rate supposed
               r"|passe|suba|caia|caisse|cai|baixe|baixasse|aumente|aumentasse|diminuir|diminua|diminuisse|reduzir|reduza"
               r"|reduzisse|mudar|mude|mudasse|virar|vire|virasse)\s+)?"
               r"(?:(?:elevad|aumentad|reduzid|diminuid|baixad|alterad|fixad|definid|ajustad|mudad)[oa]\s+)?(?:para|pra|a|em)\s+(\d+)\s*(%)"),
    # Round 28 (p28b): "10% de vagas para PcD", "5% de suas vagas destinadas a deficientes": a rate of the vagas without
    # the article (the partitive above wants "das"); only a percentage, so "2 de 10 vagas" stays a count of the total.
    re.compile(rf"\b(\d+)\s*(%)\s*de\s+(?:suas\s+|nossas\s+)?vagas?\s+{_TO_LIST}(?:(?:para|pra|a|aos?|as)\s+)?(?:as\s+|os\s+)?{_PCD}"),
    # Round 31 (p31b): "e se a pcd for 10%?", "se a pcd fosse 2": the PcD list itself supposed at a rate or a count
    # by a copula (the form above wants the noun "reserva"). An ordinal after it is a place ("pcd for o 2º"), never vagas.
    _PCD_SUPPOSED := re.compile(
        rf"\b{_PCD}\s*{_IN_EDITAL}(?:for|fosse|seja|ficar|ficasse|sendo|virar|virasse|passar a|passasse a|passa a"
        r"|mudar para|mudasse para|subir para|subisse para|cair para|caisse para)\s+(?:de\s+|em\s+|para\s+|pra\s+)?"
        r"(\d+)\s*(%)?(?!\s*(?:vagas?\s+)?(?:no total|ao todo))(?![.,/]\d|\d|[oa]\b|\s*lugar)"),
    # Round 33 (lo): the PcD list named, then a count supposed of it by "se tiver", "se houver" ("e a do pcd se tiver
    # 1?", "e pra pcd, se houver 2?"): its vagas, as "se a pcd for 2" is. A count followed by "vagas" may be the total
    # ("quantas pcd se tiver 20 vagas?"), and a count asked before the list leaves it alone.
    re.compile(rf"(?<!quant)(?<!quantas de )(?<!quantas )\b{_PCD}\b\s*,?\s*(?:se|caso|quando)\s+(?:tiver|tivesse|houver"
               r"|houvesse|tenha|tiverem|tivessem|forem|fossem)\s+(?:so\s+|apenas\s+|somente\s+)?(\d+)\s*(%)?"
               r"(?!\s*vagas?\b)(?![.,/]\d|\d|[oa]\b|\s*lugar)"),
    # Round 35 (35f): the PcD part in a clause of its own after the total ("concurso com 10 vagas, 1 vaga é PcD"): "é"
    # (folded "e") after a comma is that clause's verb, never the coordination of "10 vagas e PcD".
    # Round 39 (f44a): the noun left out ("6 vagas, 1 é pcd") or the plural verb ("2 são pra pcd"): the same clause.
    # Round 53 (lo53b): the clause joined to the vagas by "e", "mas" or "sendo que" ("20 vagas e 1 é pra deficiente", "30
    # vagas, mas 2 são de pcd"): the same clause, its count of PcD vagas (a later order reuses it, never asks it again).
    re.compile(rf"(?:[,;]|(?:(?<=vagas )|(?<=vagas, )|(?<=vaga ))(?:e|mas|sendo que)\b)\s*(\d+)\s*(%)?\s+(?:delas\s+|dessas\s+)?(?:vagas?\s+)?(?:e|sao)\s+"
               rf"(?:(?:reservadas?\s+)?(?:para|pra|de|a)\s+)?{_PCD}"),
    # Round 55 (f70a): the edital's PcD rate in brackets right after the list ("reserva racial e PcD (5%)", "deficientes
    # [8 %]"): that list's percentage, as "PcD: 5%" is; the "%" is required, so "PcD (2)" stays unread as before.
    re.compile(rf"\b{_PCD}\s*[(\[]\s*(?:de\s+)?(\d+)\s*(%)\s*(?:das vagas\s*)?[)\]]"),
]


def mask_pcd_supposed(text: str) -> str:
    """The text with a supposed PcD figure ("se a pcd for 2") masked: the copula there places nobody ("for 2")."""
    m = _PCD_SUPPOSED.search(text)
    return text[:m.start(1)] + "N" + text[m.end(1):] if m else text
# A minus sign right before digits ("-5 vagas"); dates and ranges have a digit before their dash.
# A dash with spaces on both sides ("professor - 10 vagas") separates a name from its count.
# Round 41 (f50a): "pelo menos 3 vagas", "ao menos 3": a minimum (a threshold), never minus three.
_NEGATIVE = re.compile(r"(?:^|(?<=[\s(:=]))[-\u2212]\d+|(?<!\bpelo )(?<!\bao )\bmenos\s+\d+(?=\s+vagas?\b)")
# A count of vagas that is not a whole number ("4,5 vagas", "vagas: 4,5", "7,5 para ampla"): never a number
# of vagas (it may be the result of a percentage, which the calculator rounds by the law).
_FRACTIONAL_VAGAS = re.compile(
    r"(?<![\d.,])\d+[,.]\d+\s+(?:vagas?|postos|cargos?)\b"
    r"|\bvagas?\s*(?:[:=]|sao|serao|seriam|de)\s*\d+[,.]\d+(?![\d%])"
    r"|(?<![\d.,])\d+[,.]\d+(?=\s+(?:(?:vagas?\s+)?(?:sao\s+|serao\s+|ficam\s+|vao\s+)?(?:para|pra|de|da|na)\s+"
    rf"(?:as\s+|os\s+|a\s+)?(?:ampla|pcd|pessoas|deficient|{_GROUP_STEMS}|reserva|cota)"
    r"|reservad|pcd\b|(?:para|pra) cada\b))")
# Any other number with a decimal part (not a percentage, not a date or a thousands group): named as unused.
_DECIMAL = re.compile(r"(?<![\d.,/-])\d+,\d+(?![\d%.,/]|\s*%)")


# Verbs of vagas added to an edital's count (a retificação, an authorisation): "acrescentou", "foram acrescidas",
# "a retificação incluiu", "ampliou em". Their count is a part of the total (art. 1º, § 2º), never a cargo.
_ADDED_VERB = (r"(?:acrescent\w*|acrescid[oa]s|acresceu|acresceram|adicionou|adicionaram|adicionad[oa]s|incluiu|incluiram"
               r"|incluid[oa]s|ampliou em|ampliaram em|somou|somaram|surgiram|surgiu|abriram|abriu|criaram|foram criadas"
               r"|liberaram|vieram|apareceram|autorizaram|autorizou|ganhou|ganharam"  # (f65c: "o de 1 vaga ganhou mais 2")
               # Round 36 (36d): the passive of an authorisation, "foram autorizadas mais 3 durante a validade"
               r"|(?:foram\s+)?autorizad[oa]s)(?:-se)?")  # "somaram-se 2 vagas às 10"
# (Round 35, 35d: or "surgiram outras, chegando a 52": the vagas that arose uncounted, the total they reach told)
_REACHED = (rf"(?:\bmais vagas|\b{_ADDED_VERB}\s+(?:outras|novas|mais)(?:\s+vagas)?)\b[^.?!;\d]{{0,30}}?\b(?:ficar|ficando|ficarem|passar a|passando a|passar pra|passando pra"
            r"|ir pra|indo pra|totalizar|totalizando|chegar a|chegando a"
            # Round 36 (36d): "e se surgirem mais vagas e o total for 20?": the total named by its noun
            r"|(?:o\s+)?total\s+(?:for|fosse|ficar|ficasse|passar a ser|virar))\s+(?:com\s+|ter\s+)?(\d+)\b"
            r"(?![.,/]\d|\s*(?:%|o\b|lugar|colocad|posic))")


def reached_total(text: str) -> int | None:
    """"mais vagas e ficar 20": the total reached after vagas added (a count of vagas, never a place "ficar 20")."""
    m = re.search(_REACHED, text)
    return int(m.group(1)) if m else None


# Round 45 (f60a): the total the vagas reached, the vagas that arose left uncounted ("ofertou 14 vagas e, com as que
# surgiram, o total chegou a 20", "somando as novas, ficou 20", "surgiram outras e agora são 20 no total"): that total is
# the count asked (art. 1º, § 2º), never the edital's first count. A place ("ficar em 20º") or another noun is no total.
_NOT_VAGAS_AFTER = r"(?![.,/]\d|\s*%|\s*(?:o\b|lugar|colocad|posic|candidat|inscrit|pessoas|aprovad|pontos|anos|dias|meses|reais))"
_TOTAL_REACHED = (
    # "o total chegou a 20", "no total ficou 20", "o total de vagas passou para 20"
    r"|\b(?:o|no) total(?: de vagas)?\s+(?:agora\s+|ja\s+)?(?:chegou|chega|chegar|chegasse|chegaria|chegara|chegando"
    r"|passou|passa|passar|passasse|passando|subiu|sobe|subir|subisse|foi|vai|iria|ficou|fica|ficar|ficasse|ficando)\s+"
    r"(?:(?:a|para|pra|em|com)\s+)?(\d+)\b" + _NOT_VAGAS_AFTER + _LIST_PART +
    # "somando as novas, ficou 20", "contando as que surgiram, são 20"
    r"|\b(?:somando|contando|incluindo|com)\s+(?:as|essas|estas)\s+(?:\d+\s+)?(?:vagas\s+)?(?:novas|adicionais|extras|que surgiram"
    r"|que abriram|que apareceram|que foram (?:criadas|autorizadas))\b[^.?!;\d]{0,40}?\b(?:o total\s+)?(?:ficou|fica|ficaram|ficam|sao"
    r"|foram|deu|da|dao|chegou a|chega a|passou a(?: ter| ser)?|passou para|foi para|totaliza\w*|somam|temos)\s+(?:com\s+|em\s+)?(\d+)\b"
    + _NOT_VAGAS_AFTER + _LIST_PART +
    # "surgiram outras e agora são 20 no total"
    r"|\b(?:agora|hoje|atualmente|com isso)\s+(?:ja\s+)?(?:sao|temos|tem|ficou com|ficamos com|ficaram|totalizam|somam)\s+(\d+)\s+"
    r"(?:vagas\s+)?(?:no total|ao todo|no geral)\b"
    # Round 48 (f63b): the vagas themselves as subject, raised to a count ("o número de vagas subiu para 12", "as vagas
    # aumentaram para 12"): that count is the total now, as "o total passou para 12"
    r"|\b(?:(?:o\s+)?(?:numero|quantidade)|(?:o\s+)?total)\s+de\s+vagas\s+(?:agora\s+|ja\s+|entao\s+)?(?:subiu|sobe|subir|subisse"
    r"|aumentou|aumenta|aumentar|aumentasse|cresceu|cresce|crescer|passou|passa|passar|passasse|foi|vai|mudou|muda|mudar"
    r"|ampliado|foi ampliad[oa]|foi aumentad[oa])\s+(?:para|pra|a)\s+(\d+)\b" + _NOT_VAGAS_AFTER + _LIST_PART +
    r"|\bas\s+vagas\s+(?:agora\s+|ja\s+|entao\s+)?(?:subiram|sobem|subirem|subissem|aumentaram|aumentam|aumentarem|aumentassem"
    r"|cresceram|passaram|passam|passarem|passassem|foram|foram ampliadas|foram aumentadas|mudaram)\s+(?:para|pra|a)\s+(\d+)\b"
    + _NOT_VAGAS_AFTER + _LIST_PART)


# "mais 10 vagas, ficando 40 no total", "somando 25 ao todo": the total stated after what is added is the count.
_STATED_TOTAL = re.compile(r"\b(?:ficando|ficariam|ficaria|ficam|fica|totalizando|somando|dando|chegando a|passando a ter)\s+"
                           r"(?:com\s+)?(\d+)\s+(?:vagas?\s+)?(?:no total|ao todo|no geral)\b"
                           # After "mais N", "ficando 15" is the total without "no total" ("mais 6, ficando 15?").
                           r"|\bmais \d+\b[^.?!;]{0,60}?\b(?:ficando|totalizando|somando|passando a ter|chegando a"
                           # "se surgirem mais 3 vagas durante a validade, fica 10": the total after the addition
                           r"|fica|ficaria|ficam|ficariam|vai (?:pra|para)|iria (?:pra|para)"
                           # "mais 4 vagas, total 10?", "mais 3, no total 15": the total named by its noun
                           r"|(?:no |um |o |com )?total(?: de)?|(?:no|em) total)\s+"
                           r"(?:com\s+)?(\d+)\b(?![.,/]\d|\s*%)"
                           # Round 35 (35e): "se surgirem mais 20 vagas, 120 no total": the total before its noun,
                           # no verb between.
                           r"|\bmais \d+\b[^.?!;\d]{0,60}?,\s*(\d+)\s+(?:vagas?\s+)?(?:no total|ao todo|no geral)\b"
                           # "e no total, somando as 16, quantas?": the total named before the sum it states.
                           r"|\b(?:no total|ao todo|no geral)\s*,?\s*(?:somando|totalizando|ficando|dando|contando)\s+"
                           r"(?:as |os |todas as )?(\d+)\b(?![.,/]\d|\s*%)"
                           # Round 22 (p22e): a retificação's formal wording, "acrescentou 6 vagas às 24 originais,
                           # totalizando 30": the total stated after the vagas added, without "mais" or "no total".
                           rf"|\b{_ADDED_VERB}\s+(?:mais\s+)?\d+\b[^.?!;]{{0,60}}?\b(?:totalizando|somando|ficando"
                           r"|perfazendo|passando a ter|passando para|chegando a"
                           # Round 41 (41b): "retificação acrescentando 3 vagas, ficou 12": the total in the past tense
                           r"|ficou|ficaram|passou a ter|passou para|passou a|foi para|foi pra)\s+(?:com\s+)?(\d+)\b(?![.,/]\d|\s*%)"
                           # Round 23 (p23d): "se abrirem mais vagas e ficar 20?": the total the added vagas reach, the
                           # count of the addition left unsaid.
                           r"|" + _REACHED
                           # Round 33 (33c): "surgiram 4 vagas novas (...), que tinha 10 vagas originais. quantas sobre o
                           # total de 14?": the total named by its noun after the vagas that arose, in a later sentence too.
                           + rf"|\b{_ADDED_VERB}\s+(?:mais\s+)?\d+\b.{{0,160}}?\b(?:o |no |um |com |sobre o |pelo |para o )?"
                           r"total (?:de )?(\d+)\b(?![.,/]\d|\s*%)"
                           # Round 34 (34f): the count the vagas that arose brought the edital to, said as it stands now
                           # ("surgiram 3 vagas na validade e agora são 13 no total", "surgiram 4 ..., agora temos 14
                           # vagas") or pointed at by the question ("com 10 vagas; surgiram 5 na validade. Quantas das
                           # 15 vão para a reserva?"): the total (art. 1º, § 2º), the vagas that arose a part of it.
                           + rf"|\b{_ADDED_VERB}\s+(?:mais\s+)?\d+\b[^.?!;]{{0,80}}?\b(?:agora|hoje|com isso|entao)\s+"
                           r"(?:ja\s+)?(?:sao|temos|tem|ficou com|ficamos com|ficaram|totalizam|somam)\s+(\d+)\b(?![.,/]\d|\s*%)"
                           # Round 36 (36d): the same said with "agora" after the count ("autorizaram mais 3, são 11
                           # agora"): the count the edital has now.
                           + rf"|\b{_ADDED_VERB}\s+(?:mais\s+)?\d+\b[^.?!;]{{0,80}}?\b(?:sao|temos|ficamos com|ficaram|totalizam|somam)"
                           r"\s+(\d+)\s+(?:vagas\s+)?(?:agora|hoje|no total|ao todo)\b"
                           + rf"|\b{_ADDED_VERB}\s+(?:mais\s+)?\d+\b.{{0,160}}?\bquant[oa]s\s+(?:vagas\s+)?(?:das|sobre as|entre as)"
                           r"\s+(\d+)\b(?![.,/]\d|\s*%)(?!\s+(?:vagas?\s+)?(?:novas|que surgiram|adicionais|extras))"
                           + _TOTAL_REACHED)


def _stated_total(m: re.Match[str]) -> int:
    return int(next(g for g in m.groups() if g))


# Round 42 (42a): more called from the cadastro de reserva ("vão chamar mais 5", "vamos nomear mais 6"): vagas that
# arose during validity (art. 1º, § 2º), added to the count told before them (`_ADDED_LATER` only).
_CALLED_MORE = (r"(?:(?:vao|vamos|vai|irao|iremos|devem|deve|pretendem?|precisam?)\s+(?:chamar|nomear|convocar)"
                r"|chamarao|nomearao|convocarao|chamaram|nomearam|convocaram)")
# "o edital tinha 10 e surgiram mais 7", "eram 12 vagas, depois abriram mais 3": the vagas added to the edital's count
# (art. 1º, § 2º: the reserve is taken on the vagas that arise too) make its total.
# (Round 26, p26b: "um concurso de 9 vagas que abriu mais 3 durante a validade": the count said after "de"/"com" and
# the vagas added in a clause of "que", the same addition.)
_ADDED_LATER = re.compile(r"(?:\b(?:tinha|tinhamos|tem|temos|teve|tivemos|havia|eram|era|previa|previmos|abriu|ofereceu"
                          r"|ofertou|saiu com"
                          # Round 42 (42a): the appointments made so far, more called after them ("já nomearam 10 e
                          # vão chamar mais 5"): the vagas filled and those called from the register make the whole
                          r"|nomearam|nomeamos|nomeou|chamaram|chamamos|convocaram|convocamos|foram nomead[oa]s"
                          r"|foram chamad[oa]s|foram convocad[oa]s)\s+|\b(?:de|com)\s+(?=\d+\s+vagas?\b))(\d+)\b(?:\s+vagas?)?"
                          # Round 42 (42a): "com 8 vagas originais e mais 4 novas": the edital's count named as such
                          r"(?:\s+(?:originais|iniciais|do edital|previstas))?"
                          r"(?:\s+(?:pelo|no|do)\s+(?:concurso|certame|edital|cadastro))?"
                          # Round 33 (33c): "edital de 12 vagas publicado em 14/07/2025, e surgiram mais 3": the edital's
                          # date told between its count and the vagas added (the date is masked as DATA by now)
                          r"(?:\s+(?:publicad[oa]|lancad[oa]|abert[oa]|divulgad[oa]|de)?\s*(?:em|no dia)?\s*DATA)?"
                          # Round 45 (lo45b): the addition in a clause of its own after a bare comma ("edital com 10
                          # vagas, surgiram mais 5 na validade"), as after "e"
                          # (Round 50, f65c: or the verb right after the count, "o concurso de 1 vaga ganhou mais 2")
                          rf"(?:\s*,?\s*(?:e|mas|depois|ai|so que|que)\s+|\s*[;.,]\s*|\s+(?={_ADDED_VERB}\s+mais\s+\d))"
                          r"(?:depois\s+|ja\s+|ainda\s+)?"
                          # Round 41 (41b): "com 20 vagas; na validade surgiram mais 5": the validity named before the
                          # verb, after a semicolon or a full stop too
                          r"(?:(?:na|durante a|dentro da|no prazo de)\s+validade(?:\s+d[oa]\s+(?:concurso|certame|edital"
                          r"|selecao|pss))?\s*,?\s*)?"
                          # "e a retificação acrescentou mais 6": a subject of up to 3 words before the verb
                          r"(?:(?:a|o|uma|um)\s+(?:\w+\s+){0,2}?)?"
                          rf"(?:(?:{_ADDED_VERB}|{_CALLED_MORE}|(?=mais\s+\d+\s+(?:vagas\s+)?(?:novas|adicionais|extras)\b))\s*mais\s+"
                          # Round 45 (lo45b): "acrescentaram 5" (the verb is the addition, "mais" unsaid), "+5 vagas"
                          r"|(?:acrescent\w*|acrescid[oa]s|acresceram|adicionaram|adicionad[oa]s)\s+|\+\s*(?=\d+\s+vagas?\b))(\d+)\b"
                          # people counted after the added number are no vagas ("surgiram mais 5 candidatos"); nor
                          # PcD vagas (Round 46, lo46b: "tem 20 vagas, abriram mais 5 pra pcd": the PcD share is part
                          # of the edital's vagas, Decreto 9.508, art. 1º, § 1º, so 20 vagas with 5 PcD)
                          r"(?![.,/]\d|\s*%)(?!\s+(?:candidat|inscrit|aprovad|pessoas|colocad))"
                          r"(?!\s+(?:vagas?\s+)?(?:(?:pra|para|p/|de|das|da|a|as|reservadas?\s+(?:a|as|pra|para))\s+)?"
                          r"(?:pcd|pessoas? com deficiencia|deficien|pne))")


# Round 33 (33c): the vagas that arose told first, the edital's count after them in a clause of "que" ("surgiram 4
# vagas novas durante a validade do concurso, que tinha 10 vagas"): the same addition, in the other order.
# Round 42 (lo42e): more called from the register "além das 10 vagas do edital" ("o órgão vai chamar mais 6 do
# cadastro, além das 10 vagas do edital"): the edital's count told after the addition by "além de" too.
_ADDED_FIRST = re.compile(rf"\b(?:{_ADDED_VERB}|{_CALLED_MORE}\s+mais)\s+(?:mais\s+)?(\d+)\b(?:\s+vagas?)?"
                          r"(?:\s+(?:novas|adicionais|extras))?"
                          r"[^.?!;\d]{0,80}?\b(?:(?:que|o qual|a qual)\s+(?:ja\s+)?(?:tinha|tinham|previa|havia|teve|tem"
                          r"|ofereceu|ofertou|saiu com|abriu com)\s+(?:so\s+|apenas\s+)?|alem d[aeo]s?\s+)(\d+)\b"
                          r"(?![.,/]\d|\s*%)(?=\s+vagas?\b)")


# Round 25 (p25b): "tinha 10 vagas mas agora são 17", "eram 12, hoje são 8", "previa 20 e passou pra 25": the
# edital's count replaced (a retificação, vagas cut or raised); the later figure is the total, the earlier a part of
# the message that the calculation does not use.
_REPLACED_LATER = re.compile(r"\b(?:tinha|tinhamos|tem|teve|havia|eram|era|previa|previmos|abriu|ofereceu|ofertou"
                             r"|saiu com|abriu com)\s+(\d+)\b(?:\s+vagas?)?\s*,?\s*(?:e|mas|porem|so que)?\s*,?\s*"
                             # Round 45 (f60a): "abriu com 14 vagas e durante a validade passou a ter 20": the validity
                             # is when the count changed, as "depois"
                             r"(?:(?:agora|agr|hoje|DATA|depois|com a retificacao"
                             r"|(?:na|durante a|dentro da|no prazo de)\s+validade(?:\s+d[oa]\s+(?:concurso|certame|edital|selecao|pss))?)"
                             r"\s*,?\s+(?:ja\s+)?(?:sao|tem|temos|ficou com"
                             r"|passou (?:a ter|pra|para)|passaram (?:a ser|pra|para)|subiu (?:pra|para)|caiu (?:pra|para)"
                             r"|foi (?:pra|para)|mudou (?:pra|para)|virou|viraram)"
                             # Round 41 (41b): "tinha 8 vagas e uma retificação subiu para 11": the change told by its
                             # verb, with or without a subject of up to 3 words, no time word needed
                             r"|(?:(?:a|o|uma|um)\s+(?:\w+\s+){0,2}?)?(?:subiu|subiram|aumentou|aumentaram|ampliou|ampliaram"
                             r"|passou|passaram|mudou|alterou|elevou|foi|caiu|reduziu)\s+(?:o total\s+|as vagas\s+)?(?:pra|para))"
                             r"\s+(\d+)\b(?![.,/]\d|\s*%)")


# "essas 6 novas", "as novas vagas", "nessas que surgiram": the vagas added are what the question is about.
# (Round 41 (41b): not "somando as novas", "incluindo as novas": the new ones added to the whole, which is asked)
_NEW_ONES_ASKED = re.compile(r"(?<!somando )(?<!incluindo )(?<!contando )(?<!mais )\b(?:d|n)?(?:essas|estas|as)\s+(?:(\d+)\s+)?(?:vagas?\s+)?(?:novas|adicionais|extras"
                            r"|que surgiram|que abriram)\b")


# Round 26 (p26d): vagas added to a count told in an earlier turn, with no total of their own ("e se abrirem mais 5
# vagas?", "surgiram mais 4 na validade, como fica?"): the percentage is taken on all the vagas, those of the edital
# and those that arise (Lei 15.142, art. 1º, § 2º), so the thread's count plus these. A total stated ("fica 10"), the
# new ones pointed at ("quantas dessas 4"), or PcD / places after "mais" are not such an addition.
# ("mais uma" keeps its word: a lone "uma" is no number in the text; Round 26, p26b: "e se surgir mais uma vaga?")
_MORE_ADDED = re.compile(r"\bmais (\d+|uma?)\b(?![.,/]\d|\s*%)(?!\s+(?:vagas?\s+)?(?:(?:pra|para|de|da|das|p/)\s+)?"
                         r"(?:pcd|pessoas?|deficien|candidat|aprovad|colocad|lugar|posic|optante|cotista|na lista|da lista"
                         r"|o\b|a\b))")
_ADDED_WORD = re.compile(rf"\bmais \d+ vagas?\b|\b{_ADDED_VERB}\b|\b(?:surgir|surgirem|abrir|abrirem|aparecer|aparecerem"
                         r"|criar|criarem|liberar|liberarem|autorizar|autorizarem|acrescentar|acrescentarem|entrar|entrarem"
                         r"|forem criadas|forem abertas|tiver|tivesse|tiverem|houver|surgiu|surgirem"
                         # (Round 26, p26b: more called from the register, "e se chamarem mais 2?"; "com mais 3 vagas")
                         # (Round 46, 46c: or by the body that calls, "e se chamarmos mais 5?")
                         r"|chamarem|convocarem|nomearem|chamarmos|convocarmos|nomearmos|com mais"
                         # Round 46 (lo46b): the count supposed larger ("e se fossem mais 5?", "e se forem 5 a mais?")
                         r"|fossem|forem|sejam|seriam)\b"
                         # Round 43 (lo43b): more called from the register in a thread ("vão chamar mais 10 do
                         # cadastro"): vagas that arose during validity, added to the thread's count (art. 1º, § 2º)
                         rf"|\b{_CALLED_MORE}\s+mais\b")


# Round 46 (lo46b): the count added said after it ("e se fossem 5 a mais?", "com 3 vagas a mais")
_MORE_AFTER = re.compile(r"(?<![\d,.])\b(\d+|uma?)\s+(?:vagas?\s+)?a mais\b(?!\s+(?:pra|para|de)\s+(?:pcd|deficien))")


def added_count(text: str) -> int | None:
    """The count of vagas added to an earlier one ("e se abrirem mais 5 vagas?": 5), or None."""
    m = _MORE_ADDED.search(text) or _MORE_AFTER.search(text)
    if m is None or not _ADDED_WORD.search(text) or _STATED_TOTAL.search(text) or _ADDED_LATER.search(text) \
            or _ADDED_FIRST.search(text) \
            or _REPLACED_LATER.search(text) or _NEW_ONES_ASKED.search(text) \
            or re.search(r"\b(?:d|n)?(?:essas|estas|delas|destas)\b", text):
        return None
    return 1 if m.group(1) in ("um", "uma") else int(m.group(1))


def vacancy_parts(text: str) -> set[int]:
    """The counts a total of vagas was made of ("tinha 10 e surgiram mais 7": 10 and 7; "mais 10, ficando 40 no
    total": the 10 added): used by that total, never numbers left out of the calculation."""
    if m := _STATED_TOTAL.search(text):
        added = {int(a or b) for a, b in re.findall(rf"\bmais (\d+)\b|\b{_ADDED_VERB}\s+(?:mais\s+)?(\d+)\b", text)}
        # "concurso de 30 vagas ... mais 10, ficando 40 no total": the 30 the 10 were added to is a part too
        # ("às 24 originais", "às 10 do edital": the count before the addition, whatever noun it has, if it adds up)
        before = {int(n) for n in re.findall(r"(?<![\d.,/])\b(\d+)\b(?![.,/]\d|\s*%)", text)
                  if int(n) + sum(added) == _stated_total(m)}
        if not added:
            # Round 45 (f60a): "ofertou 14 vagas e, com as que surgiram, o total chegou a 20": the vagas that arose
            # uncounted, the smaller count told before the total is the one it grew from
            before |= {int(n) for n in re.findall(r"(?<![\d.,/])\b(\d+)\b(?![.,/]\d|\s*%)", text[:m.start()])
                       if int(n) < _stated_total(m)}
        return added | before
    if m := _ADDED_LATER.search(text):
        return {int(m.group(1)), int(m.group(2))}
    if m := _ADDED_FIRST.search(text):
        return {int(m.group(1)), int(m.group(2))}
    if m := _REPLACED_LATER.search(text):
        return {int(m.group(1)), int(m.group(2))}
    return set()


def _addition(text: str) -> tuple[int, int, bool] | None:
    """Vagas added to an edital's count in one message: (the earlier count, those added, whether the added alone are
    asked: "essas 6 novas", "quantas dessas 6"), from `_ADDED_LATER` or `_ADDED_FIRST`."""
    if m := _ADDED_LATER.search(text):
        earlier, more = int(m.group(1)), int(m.group(2))
        asked = _NEW_ONES_ASKED.search(text)
        # "..., essas 6 novas têm cota?": the vagas that arose are the count asked; "..., quantas dessas 6 vão pra
        # cota?": the added count, pointed back at by itself
        return earlier, more, bool(asked and (asked.group(1) is None or int(asked.group(1)) == more)
                                   or _pointed_added(more).search(text[m.end():]))
    if m := _ADDED_FIRST.search(text):
        # "surgiram 4 ..., que tinha 10 vagas": 14 in all (art. 1º, § 2º); the new ones asked ("quantos desses 6")
        more, earlier = int(m.group(1)), int(m.group(2))
        return earlier, more, bool(_NEW_ONES_ASKED.search(text) or _pointed_added(more).search(text[m.end():]))
    return None


def _pointed_added(more: int) -> re.Pattern[str]:
    # (Round 42, lo42e: "desses 6" as "dessas 6")
    return re.compile(rf"\b(?:d|n)?(?:ess|est)[ae]s\s+{more}\b")


def earlier_vacancies(text: str) -> int | None:
    """Round 42 (lo42e): the edital's count that vagas added in the same message join, when the added alone are asked
    ("vai chamar mais 6 do cadastro, além das 10 vagas do edital; quantos desses 6 devem ser cotistas?": 10): their
    share is the reserve of the whole less that of the earlier count (art. 1º, § 2º; `ReserveInput.prior_vacancies`)."""
    if _STATED_TOTAL.search(text) or (added := _addition(text)) is None or not added[2]:
        return None
    return added[0]


def joined_count(text: str) -> int | None:
    """Round 46 (f61b): the edital's count that vagas added in the same message join, when the whole is the count
    ("previa 4 vagas; surgiram mais 6, totalizando 10": 4): the earlier vagas the whole includes (`added_to`), kept
    with it for the turns after (art. 1º, § 2º)."""
    if (added := _addition(text)) is None or added[2]:
        return None
    return added[0]


def extract_vacancies(text: str) -> int | None:
    """The first total count of vagas ("10 vagas", "vagas: 10", "total de 10"); a total stated after an addition
    ("mais 10 vagas, ficando 40 no total") first."""
    if m := _STATED_TOTAL.search(text):
        return _stated_total(m)
    if (added := _addition(text)) is not None:
        earlier, more, new_asked = added
        return more if new_asked else earlier + more
    if m := _REPLACED_LATER.search(text):
        return int(m.group(2))  # "tinha 10 vagas mas agora são 17": the count the edital has now
    if (m := _NEW_ONES_ASKED.search(text)) and m.group(1):
        return int(m.group(1))  # "quantas dessas 5 novas ficam reservadas?": the vagas that arose, pointed back at
    own = _OWN_BARE.search(text)
    for pat in _VACANCIES:
        for m in pat.finditer(text):
            if _claimed_here(text, m.start(1)):
                continue
            return int(own.group(1)) if own and _threshold(text, m.start(1)) else int(m.group(1))
    return None


# A count of vagas said to be a part ("3 vagas são reservadas", "das quais 3 vagas", "7 vagas de ampla").
_PART_AFTER = re.compile(
    rf"\s+(?:(?:foram|sendo|e(?= para| pra))\s+)?{_TO_LIST}(?:reservad|destinad|afetad"
    rf"|(?:para|pra) (?:as |os |a )?(?:{_GROUP_STEMS}|pcd|pessoas|deficient|ampla|cota|reserva)"
    # Round 40 (f46b): "destina 3 vagas às pessoas com deficiência" (the crase read as "as"): that list's part too
    rf"|(?:aos?|as) (?:{_GROUP_STEMS}|pcd|pessoas|deficient)"
    r"|(?:de|da|na|pela|por) (?:cota|reserva|ampla)|cotas?\b|ampla\b|pcd\b)")
_PART_BEFORE = re.compile(r"(?:das quais|dos quais|dessas|destas|delas|deles|sendo|entre elas|so|apenas|somente)\s+$")
# "100 vagas, 30% de cota = 30 vagas?", "30% de 40 da 12": the count after a percentage and an equals is its result,
# a reserve to check (`claimed_counts`), not a second total.
# Round 44 (lo44c): and the other verbs a result is told with ("usando os 20% eram 2", "ia dar 2", "ficaria com 2 vagas",
# "reservariam só 2"): a count claimed, never the vagas.
_PERCENT_RESULT = (r"%[^.?!\d%]{0,20}?(?:\b(?:de|das|sobre|sobre as) \d+\s*(?:vagas?\s*)?)?\s*(?:=|\bda\b|\bdao\b|\bdariam?\b|\bseriam?\b"
                   r"|\bsao\b|\bequivalem? a\b|\bigual a\b|\bresulta(?:m|ria|riam)? em\b|\beram?\b"
                   r"|\b(?:fica|ficam|ficaria|ficariam|ficou|ficaram)(?: com)?\b|\b(?:ia|iam|vai|vao|iria|iriam) (?:ser|dar|ficar(?: com)?)\b"
                   r"|\breservaria(?:m)?\b|\bteriam?\b|\bsobra(?:m|ria|riam)?\b)\s*(?:(?:so|apenas|somente)\s+)?")
_RESULT_OF_PERCENT = re.compile(_PERCENT_RESULT + r"$")
# "o edital reservou 6 vagas de 21": the count after the verb is the reserve claimed, the total comes after it.
# (Round 34, 34f: "a lista de cotas ficou com 3 vagas": the share the list got, see `_CLAIMED_RESERVE`)
# Round 35 (35c): the present and the future too ("a reserva fica com 13 vagas?", "vai ficar com"), the reserve said to
# be a count ("a reserva é de 13 ou de 14 vagas?") and a rounding's result ("arredonda para 7 ou 8 vagas?"); the
# second of two alternatives after the verb ("fica com 13 ou com 14 vagas?") is the reserve asked about too.
# Round 39 (39b): a reserve stated in the passive, as editais word it ("serão reservadas", "ficam destinadas", "foram
# reservadas"): the count after it is the reserve claimed.
# Round 47 (47b): what the reserve should be, as a complaint states it ("a reserva deveria ser de 4", "deveriam ser
# reservadas 5"): the claim to check, never a second count of vagas.
_SHOULD_BE = r"(?:deveria|deveriam|devia|deviam|deve|devem|teria que|teriam que|tem que|precisaria|precisariam)\s+ser"
_COPULA = r"(?:e|sera|seria|vai ser|fica|ficaria|" + _SHOULD_BE + r")"
_PASSIVE_RESERVED = (r"\b(?:sera|serao|seria|seriam|sao|foram|fica|ficam|ficarao|ficaram|esta|estao|estarao|" + _SHOULD_BE + r")\s+"
                     r"(?:reservad|destinad)[ao]s?")
# Round 44 (lo44a): one group of the decree's split said to have a count ("a cota indígena é 3", "a parcela dos
# quilombolas seria 1", "pros indígenas são 2"): the group's share claimed (`intents.reserve.share_verdict` judges it).
_SHARE_SAID = (r"\b(?:(?:cotas?|parcela|parte|reserva|vagas?)\s+(?:d[oa]s?\s+|(?:pra|para|pros|pras)\s+(?:os\s+|as\s+)?)?"
               r"|(?:pra|para|pros|pras|aos)\s+(?:os\s+|as\s+)?)(?:indigen|quilombol)\w*\s+"
               r"(?:e|eh|sera|seria|fica|ficaria|sao|serao|seriam|ficam|ficariam|vao|dao|dariam)(?:\s+de)?")
_CLAIM_VERB_BEFORE = re.compile(r"(?:\b(?:reserv|separ|destin)(?:ou|aram|amos|ei)"
                                r"|\b(?:cotas?|reserva(?:\s+racial)?|cotistas)\s+(?:ficou|ficaram|ficaria|fica|ficam"
                                r"|(?:vai|vao|iria|iriam)\s+ficar|recebeu|receberam|levou|levaram)\s+com"
                                # Round 41 (lo41): "a reserva é 12, certo?": the count said without "de" too
                                # (only after an article: "na lista da cota e 30 na geral" joins two places)
                                rf"|\b(?:cotas?|reserva(?:\s+racial)?)\s+{_COPULA}\s+de"
                                rf"|\b(?:a|as)\s+(?:cotas?|reserva(?:\s+racial)?)\s+{_COPULA}"
                                r"|\barredond(?:a|am|aria|ariam|ar|o)\s+(?:para|pra)(?:\s+(?:cima|baixo),?\s+(?:para|pra))?"
                                # Round 44 (lo44a): a group's share said to be a count ("a cota indígena é 3 vagas",
                                # "pros quilombolas são 2 vagas"): a claim, never a second total
                                rf"|{_SHARE_SAID}"
                                # Round 39 (39b): the edital's clause in the passive ("serão reservadas 3 vagas aos negros",
                                # "ficam reservadas 4 vagas"): the count after the participle is the reserve claimed, no total
                                rf"|{_PASSIVE_RESERVED})"
                                r"\s+(?:so\s+|apenas\s+|somente\s+)?(?:\d+\s*,?\s+ou\s+(?:com\s+|de\s+|para\s+|pra\s+)?)?$")


# Round 38 (f41a): "num concurso de 7 vagas dá 2 ou 3 vagas?": the two counts after "dá" are answers offered for the
# reserve, to check, never totals (the total is the count before them).
_OFFERED = re.compile(r"\b(?:da|dao|daria|dariam|(?:vai|vao|iria) dar)\s+(?:so\s+|apenas\s+)?(\d+)\s*,?\s+ou\s+"
                      r"(?:entao\s+|talvez\s+)?(\d+)\b(?![.,/]\d|\s*%)")


# Round 39 (lo39d): "serão reservadas 20% das vagas, são 15 vagas": a percentage with no count of its own, then a new
# clause "são/serão N vagas": N is the total the percentage is of, never its result ("30% de 10 são 3" is a result).
_TOTAL_AFTER_PERCENT = re.compile(r"%[^.?!\d%]{0,20}?(?:[,;]\s*|\s+e\s+)(?:e\s+)?(?:sao|serao|sera|seriam|eram|foram)\s+"
                                  r"(?:ao todo\s+|no total\s+|um total de\s+)?(\d+)\s+vagas\b")


def _total_after_percent(text: str) -> set[int]:
    """Where `_TOTAL_AFTER_PERCENT` finds the total told after a percentage (start of its count)."""
    return {m.start(1) for m in _TOTAL_AFTER_PERCENT.finditer(text)}


def _claimed_here(text: str, start: int) -> bool:
    """The count at `start` is a reserve claimed (after a verb of reserving, or a percentage's result), no total."""
    if start in _total_after_percent(text):
        return False
    before = text[max(0, start - 40):start]
    return bool(_RESULT_OF_PERCENT.search(before) or _CLAIM_VERB_BEFORE.search(before)) \
        or any(start in (m.start(1), m.start(2)) for m in _OFFERED.finditer(text))


_ALTERNATIVE = re.compile(rf"(?<![-\d,.])\b(\d+)\s*,?\s+(?:ou|ou talvez|ou entao)\s+(?=\d+\s+{_VAGA_ADJ}?vagas?\b)"
                          rf"|\bentre\s+(\d+)\s+e\s+(?=\d+\s+{_VAGA_ADJ}?vagas?\b)")


# "12 vagas, ou 14": the alternative written after the count's noun.
_ALTERNATIVE_AFTER = re.compile(rf"(?<![-\d,.])\b\d+\s+{_VAGA_ADJ}?vagas?\s*,?\s+(?:ou|ou talvez|ou entao|ou quem sabe)\s+(\d+)\b"
                                r"(?![.,/]\d|\s*%|\s+(?:cargos?|anos?|meses|dias)\b)")


# "10, 6 e 2 vagas": the counts before the last share its noun (several cargos, or a slip): each is a count.
_SHARED_NOUN = re.compile(r"(?<![-\d,.])\b(\d+)\s*(?:,\s*(?=(?:\d+\s*,\s*)*\d+\s*,?\s*e\s+\d+\s+vagas?\b)"
                          r"|,?\s*e\s+(?=\d+\s+vagas?\b))")


_STRESSED = re.compile(r"\s*(?:so|apenas|somente|unicas?|mesmo)\b")


def vacancy_counts(text: str) -> list[int]:
    """Every distinct total "N vagas", in order: two different ones conflict unless they are cargos (a same count
    listed again with its noun, "1 vaga, 1 vaga e 1 vaga", is kept each time).
    Counts said to be a part of the vagas (reserved, ampla, PcD) are not totals, nor are the counts a total was said
    to be made of (`vacancy_parts`): that total is the one count."""
    if vacancy_parts(text) and (total := extract_vacancies(text)) is not None:
        return [total]
    found: list[tuple[int, int]] = []  # (position, count)
    last_end, repeats = -1, 0
    own = _OWN_BARE.search(text)
    for m in _VACANCIES[0].finditer(text):
        if _PART_AFTER.match(text, m.end()) or _PART_BEFORE.search(text[max(0, m.start() - 20):m.start()]) \
                or _claimed_here(text, m.start()) or own and _threshold(text, m.start(1)):
            continue
        # "1 vaga, 1 vaga e 1 vaga": the same count listed again, each with its noun, is another count (cargos
        # left unnamed, or a slip), never one total of 1.
        # (Round 30, p30a: not when the repeat is stressed, "vaga única, 1 vaga só", "3 vagas, 3 vagas apenas":
        # the same count said again.)
        if found and int(m.group(1)) == found[-1][1] and re.fullmatch(r"\s*(?:,|;|\be\b|,\s*e\b)\s*", text[last_end:m.start()]) \
                and not _STRESSED.match(text, m.end()):
            repeats += 1
        found.append((m.start(), int(m.group(1))))
        last_end = m.end()
    # "vamos contratar 5 pessoas e o edital tem 10 vagas", "vagas: 12": other ways of stating a total count.
    for pat in _VACANCIES[1:2] + _VACANCIES[3:]:
        found += [(m.start(1), int(m.group(1))) for m in pat.finditer(text)]
    # "12 ou 14 vagas", "entre 8 e 10 vagas": the first of two alternative counts is a count too (questioned).
    # (Round 35, 35c: not the reserve's alternatives, "a reserva fica com 13 ou 14 vagas?", "são 13 ou 14 vagas
    # reservadas?": the pair is a total only when its second count is one.)
    found += [(m.start(), int(m.group(1) or m.group(2))) for m in _ALTERNATIVE.finditer(text)
              if not _claimed_here(text, m.start()) and _VACANCIES[0].match(text, m.end())
              and not _PART_AFTER.match(text, _VACANCIES[0].match(text, m.end()).end())]  # type: ignore[union-attr]
    found += [(m.start(1), int(m.group(1))) for m in _ALTERNATIVE_AFTER.finditer(text)]
    found += [(m.start(1), int(m.group(1))) for m in _SHARED_NOUN.finditer(text)]
    out: list[int] = []
    for _, n in sorted(found):
        if n not in out:
            out.append(n)
    if repeats and len(out) == 1:
        out += [out[0]] * repeats
    return out


# The racial reserve as a count somebody states ("são 4 de cota", "3 reservadas", "reservaram 5", "separou 4 de 15
# vagas pra cota", "2 vagas pros negros"): a claim to check against the calculator, never a second total.
_CLAIMED_RESERVE = re.compile(
    rf"(?<![-\d,.])\b(\d+)(?=\s+(?:vagas?\s+)?{_TO_LIST}(?:reservad\w*\b(?!\s+(?:(?:para|pra|a|aos?|as)\s+)?(?:as |os )?{_PCD})"
    rf"|(?:de|da|na|pela|por|para|pra) (?:a )?(?:cotas?|reserva)\b(?!\s+(?:de |para |pra )?{_PCD})|cotas?\b(?!\s+(?:de |para |pra )?{_PCD})"
    rf"|(?:para|pra|aos?|as|pro|pros) (?:as |os |o |a )?(?:{_GROUP_STEMS})))"
    r"|\b(?:reserv(?:ou|aram|a|am|ando|amos|ei)|separ(?:ou|aram|a|am|amos|ei)|destin(?:ou|aram|a|am|amos|ei)|deix(?:ou|aram)|botou|botaram|colocou"
    # Round 34 (34f): the list said to have got its share ("a lista de cotas ficou com 3 vagas", "a reserva racial
    # ficou com 2", "os cotistas ficaram com 4"): the reserve claimed, to check, never a second total
    r"|(?:lista\s+d[ea]s?\s+)?(?:cotas?|reserva(?:\s+racial)?|cotistas)\s+(?:ficou|ficaram|ficaria|recebeu|receberam|levou"
    r"|levaram|fica|ficam|(?:vai|vao)\s+ficar)\s+com"  # Round 35 (35c): the present and the future ("a reserva fica com 13")
    # Round 41 (lo41): the reserve said to be a count ("a reserva é 12, certo?", "a cota seria de 10"): the claim
    # to check against the thread's (or the message's) vagas, never a new count of vagas
    # (only after an article: "na lista da cota e 30 na geral" joins two places with "e", no claim)
    r"|\b(?:a|as)\s+(?:cotas?|reserva(?:\s+racial)?)\s+" + _COPULA + r"(?:\s+de)?"
    # Round 41 (lo41d): the count said of a law ("pela lei antiga seriam só 8") or of the vagas just told ("com 900 vagas
    # são 270?"): the reserve claimed under that law or of those vagas, to check, never a count of vagas
    r"|\blei\s+(?:antiga|nova|anterior|atual|velha|de\s+20(?:14|25))\s*,?\s+(?:nao\s+)?(?:e|eram?|sao|seriam?|dariam?|ficariam?|da|dao)"
    r"|\b\d+\s+vagas?\s*,?\s+(?:sao|seriam?|dariam?|ficariam?|da|dao)(?=\s+(?:so\s+|apenas\s+|somente\s+)?\d+\b(?!\s*vagas?\b))"
    # Round 43 (lo43f): the count drawn from a figure just disputed ("a lei nova não é 30%? então seriam 10"): the
    # reserve claimed, to check against the thread's vagas, never a new count of vagas (nor the ampla's or PcD's part)
    r"|\b(?:entao|logo|ou seja)\s*,?\s+(?:seriam?|sao|dariam?|ficariam?|da|dao)(?=\s+(?:so\s+|apenas\s+|somente\s+)?\d+\b"
    r"(?!\s*(?:vagas?\b|%|(?:\w+\s+)?(?:ampla|pcd|deficien|na geral|nomea|posic|lugar))))"
    # Round 43 (43a): a group said to have its count ("os indígenas têm 3 vagas a mais", "quilombola fica com 2"): the
    # group's share claimed, to check against the thread's vagas, never a new count of vagas
    r"|(?:\b(?:os|as|o|a|que)\s+|^)(?:" + _GROUP_STEMS + r")\w*\s+(?:tem|teriam?|terao|ficou|ficaram|fica|ficam|ficaria"
    r"|ficariam|recebe|recebem|levam?|ganham?)(?:\s+com)?(?:\s+mais)?"
    r"|" + _SHARE_SAID +  # Round 44 (lo44a): "a cota indígena é 3", "pros quilombolas são 2"
    r"|colocaram|" + _PASSIVE_RESERVED + r")\s+(?:so\s+|apenas\s+|somente\s+)?(\d+)\b(?![.,/]\d|\s*%|\s+(?:vagas?\s+)?(?:(?:para|pra|a|aos?|as)\s+)?"
    rf"(?:as |os )?{_PCD})")


# Round 22: a reserve stated cargo by cargo after its verb ("reservamos 5, 1 e 1 vagas, respectivamente", "foram
# reservadas 3, 2 e 0"): every count of the list is a claim, none the edital's total of vagas.
_CLAIMED_LIST = re.compile(r"\b(?:reserv(?:ou|aram|amos|ei)|separ(?:ou|aram|amos|ei)|destin(?:ou|aram|amos|ei)"
                           r"|(?:foram|sao|ficaram|estao) (?:reservad|destinad)[ao]s)\s*:?\s+"
                           r"(\d+(?:\s*[,;]\s*\d+)*\s*,?\s*e\s+\d+)\b(?![.,/]\d|\s*%)")


_CLAIMED_RESULT = re.compile(_PERCENT_RESULT + r"(\d+)\b(?![.,]\d|\s*%)")


# Round 23 (p23b): a list of results someone else worked out, to be checked ("a área de concursos calculou 2, 3 e 1",
# "a banca chegou a 4, 1 e 1"): each count a claimed reserve, cargo by cargo; never a list of vagas (no "vagas" after).
_CLAIMED_CALC = re.compile(r"\b(?:calcul|ach|encontr)(?:ou|aram|amos|ei)\s+|\bcheg(?:ou|aram|amos|uei)\s+(?:a|em)\s+")
_CLAIMED_CALC_LIST = re.compile(r"(\d+(?:\s*[,;]\s*\d+)*\s*,?\s*e\s+\d+)\b(?![.,/]\d|\s*%|\s+(?:vagas?|cargos?)\b)")


def claimed_counts(text: str) -> list[int]:
    """Every count the text states as the racial reserve (see `_CLAIMED_RESERVE`, `_PERCENT_RESULT`), in order: in a
    follow-up ("o edital reservou só 2, isso está certo?") it is checked against the thread's vagas."""
    found = {m.start(1 if m.group(1) else 2): int(m.group(1) or m.group(2)) for m in _CLAIMED_RESERVE.finditer(text)}
    found |= {m.start(1): int(m.group(1)) for m in _CLAIMED_RESULT.finditer(text)
              if m.start(1) not in _total_after_percent(text)}
    for verb in _CLAIMED_CALC.finditer(text):
        if m := _CLAIMED_CALC_LIST.match(text, verb.end()):
            found |= {m.start(1) + n.start(): int(n.group()) for n in re.finditer(r"\d+", m.group(1))}
    for m in _CLAIMED_LIST.finditer(text):
        found |= {m.start(1) + n.start(): int(n.group()) for n in re.finditer(r"\d+", m.group(1))}
    return [found[at] for at in sorted(found)]


# Round 45 (f60a): "uma das vagas reservadas", "2 delas", "3 dessas": a share of some vagas (the whole not told by it),
# never the count of the whole; asking "o número 1 é de vagas?" of it is needless.
_PART_OF = re.compile(r"(?<![\d.,/])\b(\d+)\s+(?:das|dos|dessas|desses|destas|destes|delas|deles|daquelas|dentre as|entre as)\b"
                      r"(?!\s+\d)")


def part_counts(text: str) -> set[int]:
    """The counts said as a share of vagas not counted there ("1 das vagas reservadas"): no total of vagas."""
    return {int(m.group(1)) for m in _PART_OF.finditer(text)}


def claimed_reserve(counts: list[int], vacancies: int | None) -> int | None:
    """Of the `claimed_counts`, the reserve stated for a total of `vacancies` ("11 vagas, são 4 de cota"): the first
    that is a part of that total; None when none is."""
    if vacancies is None:
        return None
    return next((n for n in counts if n < vacancies), None)


# "quantas de cota e de pcd com 40 vagas?": the PcD count asked, then "com N vagas" the selection's total, no PcD count.
_ASKED_BEFORE = re.compile(r"\bquant\w*\b[^.?!;\d]{0,30}$")


# Round 47 (lo47a): the PcD share asked after the count ("pcd com 40, quantas?", "pcd em 40 vagas quantas seriam?").
_ASKED_AFTER = re.compile(r"(?:\s+vagas?)?\s*[,;:]?\s*(?:e\s+)?(?:quant\w*|qnt\w*|qtd\w*)\b")


# Round 36 (36b): a count after a partitive ("dessas 18", "das 40 vagas") is the whole a part is taken from, not the part.
# Asked ("quantas dessas 18"), never "as posições das 2 vagas de PcD", where "das" is the article of the PcD vagas.
_WHOLE_BEFORE = re.compile(r"\bquant\w*\s+(?:das|dessas|destas|daquelas|desses|destes|dos)\s+$")


# The PcD list followed by its own count ("pcd é 2", "pcd seria de 3", "pcd: 2").
_OWN_COUNT_AFTER = re.compile(r"\s*(?:[:=]|(?:e|eh|sera|seria|fica|ficaria|sao)(?:\s+de)?)\s*(?:so\s+|apenas\s+)?\d+\b(?![.,/]\d)"
                              # (never a count of another list: "reserva pcd e 3 de cota" names two lists)
                              r"(?!\s*(?:vagas?\s+)?(?:(?:de|da|na|para|pra)\s+(?:a\s+)?(?:cotas?|reserva|ampla)\b|cotistas?|reservad))")


# Round 41 (lo41): "pcd com 30 vagas é 1 só?", "pcd num edital de 30 vagas seria 2?": the PcD list, the total it is
# of, then the PcD count told after that total (the claim to check; "30" is the vagas, never the PcD count).
_PCD_AFTER_TOTAL = re.compile(r"\s+vagas?\s*,?\s*(?:(?:a|o)\s+(?:reserva|cota|minimo)\s+)?(?:e|eh|sera|seria|fica|ficaria|sao|da|dao)"
                              r"(?:\s+de)?\s+(?:so\s+|apenas\s+|somente\s+)?(\d+)\s*(%)?(?![.,/]\d|\d)"
                              r"(?!\s*(?:vagas?\s+)?(?:(?:de|da|na|para|pra)\s+(?:a\s+)?(?:cotas?|reserva|ampla)\b|cotistas?|reservad))")


def _pcd_match(pat: re.Pattern[str], text: str) -> re.Match[str] | None:
    m = pat.search(text)
    if m and re.search(r"\d,$", text[:m.start(1)]):
        return None  # Round 49 (f64b): "1,3 vaga pra deficiente": a decimal's digits, never a PcD count of 3
    if m and pat is _PCD_COUNT[1] and not m.group(2) and re.search(r"\b(?:com|de|num|em)\s+$", text[:m.start(1)]) \
            and (own := _PCD_AFTER_TOTAL.match(text, m.end(1))):
        return own  # Round 41 (lo41): "pcd com 30 vagas é 1 só?": the count after the total is the PcD one
    if m and pat is _PCD_COUNT[1] and re.search(r"\bcom\s+$", text[:m.start(1)]) and not m.group(2) \
            and _ASKED_BEFORE.search(text, 0, m.start()) and re.match(r"\s+vagas?\b|\s*(?:[;?!]|$)", text[m.end(1):]):
        # "quantas de pcd com 40 vagas", "quantas de pcd com 40?": "com 40" is the total, the PcD count the one asked
        return None
    if m and pat is _PCD_COUNT[1] and re.search(r"\b(?:com|em|num|numa)\s+$", text[:m.start(1)]) and not m.group(2) \
            and _ASKED_AFTER.match(text, m.end(1)) and len(re.findall(r"\d+", text)) == 1:
        # Round 47 (lo47a): "pcd com 40, quantas?", "pcd em 40 vagas, quantas ficam?": the count asked after the only
        # figure, the total the PcD share is asked of (as "quantas de pcd com 40?" asks before it)
        return None
    if m and pat in _PCD_COUNT[1:3] and not m.group(2) \
            and re.fullmatch(r"\s*(?:(?:vagas?|cotas?|reserva)\s+)?(?:de\s+|para\s+|pra\s+)?", text[:m.start()]) \
            and re.fullmatch(r"\s+vagas?\s*,?\s*(?:quant\w*|qnt\w*|qtd\w*)(?:\s+(?:sao|seriam|ficam))?\s*[?.!]*\s*", text[m.end(1):]):
        return None  # Round 44 (44c): a search box's "pcd 40 vagas quantas": the PcD count asked of a total of 40
    if m and pat is _PCD_COUNT[1] and re.search(r"\b(?:primeir|segund|terceir|ultim)[oa]s?\s+(?:candidat[oa]s?\s+)?$",
                                                text[:m.start()]):
        return None  # Round 34 (lead): "o primeiro PcD com 20 vagas": a person of that list, "com 20 vagas" the total
    if m and pat is _PCD_COUNT[0] and _WHOLE_BEFORE.search(text, 0, m.start(1)):
        return None  # Round 36 (36b): "quantas dessas 18 vão pra PcD?": the 18 is the whole the PcD part is asked of
    if m and pat is _PCD_COUNT[0] and re.search(r"\breserva\s", m.group(0)) and _OWN_COUNT_AFTER.match(text, m.end()):
        # Round 40 (lo40b): "com 40 vagas a reserva PcD é 2": the PcD list told its own count after it; the count before
        # ("40 vagas") is the total, the one after the PcD count (read by the patterns that follow)
        return None
    return m


# Round 48 (lo48b): a search box's PcD list and one count after it, nothing else but a question word ("pcd com 50",
# "pcd de 60 quantas", "vagas pcd com 50 qual o numero", "pcd 40 vagas"): the count is the total whose PcD share is
# asked (a PcD list of 50 with no total is no case). A follow-up's "e pcd com 2?" is left: beside earlier vagas, a count.
_PCD_SHARE_BARE = re.compile(
    rf"\s*(?:(?:as\s+)?vagas?\s+)?(?:(?:de|pra|para)\s+)?(?:a\s+)?{_PCD}\s*,?\s*(?:(?:(?:com|em|de|num|numa|pra|para)\s+)"
    r"(?:(?:um|uma)\s+(?:concurso|edital|selecao)\s+(?:de|com)\s+)?(\d{1,4})(?:\s+vagas?)?|(\d{1,4})\s+vagas?)\s*[,;:]?\s*"
    r"(?:(?:qual|quais)\s+(?:e\s+)?(?:o|a|os|as)\s+(?:numero|quantidade|total|conta|reserva)|quant[oa]s?(?:\s+(?:sao|seriam|ficam|vao|da|dao))?"
    r"|qnt\w*|qtd\w*|quanto\s+(?:da|fica|e))?\s*[?.!]*\s*")


def pcd_share_total(text: str) -> int | None:
    """Round 48 (lo48b): the total of a bare PcD share asked (`_PCD_SHARE_BARE`), else None."""
    m = _PCD_SHARE_BARE.fullmatch(text)
    total = int(m.group(1) or m.group(2)) if m else None
    # under 5 vagas the calculator gives no PcD place (the 20% cap): "pcd com 2 vagas" is rather the PcD list's own count
    return total if total is not None and total >= 5 else None


def mask_pcd_count(text: str) -> str:
    """The text with the number of a PcD count named after its list ("PcD: 2 vagas", "a cota de PcD no edital é 2
    vagas") masked, so "2 vagas" is not also read as the total. A count before its list ("2 das 10 vagas para PcD")
    is left: its pattern spans the total it is taken from."""
    for pat in _PCD_COUNT:
        m = _pcd_match(pat, text)
        if m:
            return text if pat is _PCD_COUNT[0] else text[:m.start(1)] + "N" + text[m.end(1):]
    return text


def mask_pcd_before_list(text: str, pcd: int) -> str:
    """Round 41 (lead): the text with a PcD count told before its list masked ("e se fossem 30 com 2 pcd?", "com esses
    mesmos 2 deficientes"), so the count left beside it can be read as the vagas."""
    # (the whole clause left out, "com esses mesmos 2 pcd": "e se fossem 30?" is then the bare count it supposes)
    return re.sub(rf"\s*,?\s*\b(?:(?:com|e|mais)\s+)?(?:(?:esses|essas|estes|estas|os|as)\s+)?(?:mesm[oa]s\s+)?"
                  rf"{pcd}\s+(?:vagas?\s+)?(?:(?:de|para|pra|a|as)\s+)?(?:as\s+|os\s+)?{_PCD}\b", "", text, count=1)


# "nenhuma vaga PcD", "sem PcD", "zero para deficientes", "nenhuma delas para PcD": the edital has no PcD places.
# (Round 36, 36d: the vagas named with their article, "e sem a vaga PcD?", "sem as vagas de PcD")
# (Round 39, f44a: "e se não tivesse vaga pcd?": the PcD vagas supposed away, as "sem vaga PcD")
NO_PCD = re.compile(r"\b(?:nenhuma|nenhum|zero|sem(?: nenhuma)?|nao (?:tivesse|tiver|tem|houvesse|houver|existisse|houvera))\s+(?:(?:as?\s+)?(?:vagas?|delas|dessas|destas)\s+)?"
                    r"(?:(?:reservadas?\s+)?(?:para|pra|de|a|aos?|as)\s+)?(?:as\s+|os\s+|a\s+)?"
                    rf"(?:{_PCD}|pessoas? com deficiencia)\b")


def extract_pcd(text: str) -> tuple[int | None, str | None]:
    """(PcD vagas as a count, or as a percentage string like "5%"); no PcD vagas said is a count of 0."""
    for pat in _PCD_COUNT:
        m = _pcd_match(pat, text)
        if m:
            return (None, f"{m.group(1)}%") if m.group(2) else (int(m.group(1)), None)
    if NO_PCD.search(text):
        return 0, None
    return None, None


def negative_numbers(text: str) -> list[str]:
    """Numbers written with a minus sign ("-5"), as typed: they are questioned, never read as positive."""
    return [m.group(0).replace("\u2212", "-") for m in _NEGATIVE.finditer(text)]


def fractional_vacancies(text: str) -> list[str]:
    return [m.group(0).strip() for m in _FRACTIONAL_VAGAS.finditer(text)]


def decimals(text: str) -> list[str]:
    """Numbers with a decimal comma ("4,5"), in order: read as no parameter, so the answer names them."""
    return [m.group(0) for m in _DECIMAL.finditer(text)]


_PERCENT = re.compile(r"(?<![\d,.])(\d+(?:[,.]\d+)?)\s*%")


def percentages(text: str) -> list[str]:
    """Percentages as written ("25%", "4,5%"), in order."""
    return [f"{m.group(1)}%" for m in _PERCENT.finditer(text)]


# Round 20 (fix21c): sub-questions numbered in a pasted message ("6 vagas: 1) quantas de cota? 2) e pra ampla?"): the
# marks 1), 2)... at a line's or a question's start count nothing. Only a run from 1 is masked (a lone "2)" may be data).
_ENUMERATOR = re.compile(r"(?:^|(?<=[\n:?!;.'\"]))\s*([1-9])\s*[).]\s+(?=[a-z])")


def mask_enumerators(text: str) -> str:
    marks = list(_ENUMERATOR.finditer(text))
    if [int(m.group(1)) for m in marks[:2]] != [1, 2]:
        return text
    # Round 22: only the marks that go on counting 1, 2, 3... with the first one's closer are masked: a list item's own
    # count ending a sentence ("4) bibliotecário: 2. qual...", "2) contador: 3. qual...") looks like a mark but is out
    # of the run, and stays a count.
    closer = marks[0].group(0).strip()[-1]
    run: list[re.Match[str]] = []
    for m in marks:
        if int(m.group(1)) == len(run) + 1 and m.group(0).strip()[-1] == closer:
            run.append(m)
    for m in reversed(run):
        text = text[:m.start()] + " " + text[m.end():]
    return text


# Round 53 (lo53d): a quadro typed with a dash before each count ("Enfermeiro -37 | Médico -12 | Farmacêutico -2"):
# a dash glued to the count right after a cargo's name, row after row, separates the name from its count; it is no
# minus sign. Two such rows at least, each ending at a row's end ("|", ";", ",", a line, "?" or the text's end), and
# the word before the dash a name, never a word that leads a count ("cargo B com -2 vagas", "são -5"): those stay
# negatives, as does a lone "-5 vagas".
_DASH_COUNT_ROW = re.compile(
    r"(?:^|(?<=[|;,\n:]))\s*(?P<name>[^\W\d_]+(?:[ \t]+[^\W\d_]+){0,4})[ \t]+(?P<dash>[-\u2212\u2013])(?=\d+[ \t]*"
    r"(?:vagas?[ \t]*)?(?:[|;,\n?!.]|$))", re.IGNORECASE)
_LEADS_A_COUNT = {"com", "de", "da", "do", "das", "dos", "e", "ou", "tem", "tinha", "teria", "sao", "são", "seria",
                  "seriam", "ficam", "ficaria", "há", "ha", "menos", "mais", "para", "pra", "total", "vagas", "vaga",
                  "por", "em", "no", "na", "é", "eh", "era", "fosse", "fossem", "só", "so", "apenas", "igual", "dá"}


def row_dashes(text: str) -> str:
    """The dashes of a quadro's rows ("Enfermeiro -37 | Médico -12") spaced as separators ("Enfermeiro - 37"), so
    neither the extraction nor the API reads them as negative counts; any other text is returned as it was."""
    rows = [m for m in _DASH_COUNT_ROW.finditer(text) if m["name"].split()[-1].lower() not in _LEADS_A_COUNT]
    if len(rows) < 2:
        return text
    for m in reversed(rows):
        text = text[:m.end("dash")] + " " + text[m.end("dash"):]
    return text
