"""What wraps a message pasted by a help portal or an HR desk: a field or speaker label and quotes.

"Pergunta: a heteroidentificação é obrigatória?" asks the same as the question without its label; the label
only tells who forwarded it, and left in place it reads to the classifier like a sentence of another kind.
"""
from __future__ import annotations

import re

from vocabulary import fold
from vocabulary.courtesy import ACKNOWLEDGEMENT, GOODBYE, GREETING, THANKS, WEAK_GREETING

from .markup import without_markup

# A leading label of one to four words that names the message or who wrote it, then ":" or a dash.
_WHO = (r"(?:usu[aá]ri[oa]|cidad[aã][oõ]|candidat[oa]|servidor[a]?|interessad[oa]|requerente|cliente|solicitante"
        r"|atendente|operador[a]?|rh)")
_WHAT = r"(?:pergunta|d[uú]vida|mensagem|quest[aã]o|consulta|assunto|texto|chamado|ticket|protocolo|solicita[cç][aã]o|relato)"
_LABEL = re.compile(
    rf"^\s*(?:{_WHAT}(?:\s+(?:d[oa]|enviada pel[oa]|recebida)\s+{_WHO})?|{_WHO}(?:\s+(?:pergunta|escreve|escreveu|diz|disse|perguntou))?)"
    r"(?:\s*(?:n[ºo°]\.?|#)?\s*\d+)?\s*(?::|-\s|–\s|—\s)\s*",
    re.IGNORECASE,
)
# A portal ticket: a header naming the record ("Manifestação nº 123 – Assunto: cotas – Texto: ...") whose
# numbers and subject are the portal's, not the citizen's; the question is the body after its label.
_TICKET = re.compile(
    r"^\s*(?:manifesta[cç][aã]o|protocolo|solicita[cç][aã]o|chamado|ticket|pedido|requerimento|demanda|ocorr[eê]ncia"
    r"|atendimento|registro)\b[^:]{0,60}?(?:n[ºo°]\.?|#)?\s*[\d./-]+",
    re.IGNORECASE,
)
_BODY = re.compile(
    r"(?:^|[\s–—|;-])(?:texto|mensagem|descri[cç][aã]o|relato|teor|conte[uú]do|pergunta|d[uú]vida)(?: d[oa] \w+)?\s*:\s*",
    re.IGNORECASE,
)
# Round 22: a WhatsApp copy keeps each message's stamp ("[14:32, 12/05/2025] Joao: ...", "[12/05/2025, 14:32:10] Joao:",
# "12/05/2025 14:32 - Joao: ..."): the date is when the message was sent, never the edital's, and the sender (a name or a
# phone number) counts nothing; every stamp goes, at the start of each line.
_TIME = r"\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?"
_DAY = r"\d{1,2}/\d{1,2}/\d{2,4}"
_CHAT_STAMP = re.compile(
    rf"^[ \t]*(?:\[\s*(?:{_TIME},?\s+{_DAY}|{_DAY},?\s+{_TIME})\s*\]\s*(?:[^:\n\[\]]{{1,40}}:)?|{_DAY},?\s+{_TIME}\s+-\s+"
    r"(?:[^:\n]{1,40}:)?)[ \t]*",
    re.IGNORECASE | re.MULTILINE,
)
_QUOTES = re.compile(r"^[\"“”'‘’«](.+)[\"“”'‘’»]$", re.DOTALL)


# Round 34 (34a): a help desk's record header before the message ("Manifestação 5521/2026: ...", "Protocolo Fala.BR
# 23546.0611/2026-77. ...", "Ouvidoria – NUP 00106.0033/2026-07. ...", "Ticket SAC 40912: ..."): it names the ticket, the
# message follows; left in, it reads to the classifier like words of another kind (a law question refused as off-topic).
_RECORD_HEADER = re.compile(
    r"^\s*(?:(?:ouvidoria|sac|fala\.?br|e-?ouv)\s*[,:–—-]?\s*)?(?:manifesta[cç][aã]o|protocolo|chamado|ticket|atendimento|nup"
    r"|registro|solicita[cç][aã]o|requerimento|demanda|ocorr[eê]ncia)(?:\s+(?:sac|fala\.?br|e-?ouv|nup))?\s*"
    r"(?:n[ºo°]\.?|#)?\s*\d[\d./-]*\d\s*(?:\([^)]{0,30}\))?\s*(?::|\.(?=\s)|–|—|\s-\s)\s*",
    re.IGNORECASE)


def strip_envelope(message: str) -> str:
    """The message without its markup (`markup`), a leading field/speaker label and quotes around the whole of it."""
    text = _CHAT_STAMP.sub("", without_markup(message)).strip()
    if _TICKET.match(text) and (body := _BODY.search(text)) and text[body.end():].strip():
        text = text[body.end():].strip()
    elif (head := _RECORD_HEADER.match(text)) and text[head.end():].strip():
        text = text[head.end():].strip()  # (a header with a body label, "... – Texto: ...", goes with its label above)
    if (m := _LABEL.match(text)) and text[m.end():].strip():
        text = text[m.end():].strip()
    if m := _QUOTES.match(text):
        text = m.group(1).strip()
    return unform(without_asking(without_courtesy(text)))


# Round 36 (36a): a message that only opens the conversation ("oi", "bom dia 🙏", "queria saber uma coisa", "tenho uma
# dúvida", "pode me ajudar?"): the question is still to come, so it is asked for (a clarification), never refused.
# Round 45 (45b): so is the announcement naming only the product's own subject ("queria tirar uma dúvida sobre cotas", "tenho
# uma pergunta sobre a reserva de vagas", "é sobre um concurso", "preciso de ajuda com um edital", "me ajuda a entender
# uma coisa do edital?"): those words ask nothing, and searched they picked a dispositivo at random. A subject of the law's
# own ("uma dúvida sobre a heteroidentificação") or any other ("um cronograma de estudos") is no such opening.
_TOPIC = (r"(?:(?:as?|os?|um|uma|esse|essa|este|esta|meu|minha|nosso|nossa)\s+)?"
          r"(?:cotas?(?:\s+raci\w+)?|reserva(?:\s+de\s+vagas?)?(?:\s+raci\w+)?|cotistas?|vagas?(?:\s+(?:reservadas?"
          r"|d[ae]\s+cotas?|pra\s+cotas?|para\s+cotas?|de\s+cotistas?|d[ae]\s+pcd|pcd|pra\s+pcd|da\s+reserva))?"
          r"|pcd|concursos?(?:\s+publicos?)?|edital|editais|certame|selecao|processo\s+seletivo|lei\s+d[ae]s?\s+cotas?"
          r"|(?:me\s+)?(?:inscrever|inscricao|concorrer)\s+(?:como|na|nas|pela|pelas)\s+(?:cotas?|cotista|reserva))"
          # the kind of selection after the subject ("cotas em concurso público"), never a body named
          r"(?:\s+(?:em|no|nos|num|de|do|dos|para|pra)\s+(?:um\s+)?(?:concursos?|selecao|selecoes|certames?"
          r"|processos?\s+seletivos?)(?:\s+(?:publicos?|federa(?:l|is)))*)?")
_ON_TOPIC = (r"(?:\s+(?:sobre|de|do|da|dos|das|com|no|na|nos|nas|acerca\s+d[eoa]s?|a\s+respeito\s+d[eoa]s?|referente\s+a"
             r"|em\s+relacao\s+a[os]?)\s+" + _TOPIC + r")?")
_ANNOUNCED = (
    r"(?:(?:eu\s+)?(?:queria|quero|gostaria de|precisava|preciso|posso|poderia|vim|tenho|to com|estou com|ta com)?\s*"
    r"(?:(?:te|lhe|voce|vc)\s+)?(?:saber|tirar|fazer|perguntar|esclarecer|entender|uma)?\s*(?:uma|umas|1)?\s*"
    r"(?:coisa|coisinha|duvida|duvidas|duvidinha|pergunta|perguntinha|informacao|informacoes)"
    r"|(?:(?:voce|vc)\s+)?(?:pode|poderia|consegue)\s+(?:me\s+)?(?:ajudar|tirar uma duvida)|me ajuda|preciso de ajuda"
    r"|(?:uma\s+)?(?:duvida|pergunta)"
    r"|(?:a\s+)?(?:minha\s+)?(?:(?:duvida|pergunta)\s+)?(?:e|eh)\s+sobre\s+" + _TOPIC + ")"
    # "me ajuda a entender uma coisa do edital": the help asked for is the announcement
    r"(?:\s+(?:a|pra|para)\s+(?:entender|compreender|esclarecer|tirar)\s+(?:uma\s+)?(?:coisa|duvida))?" + _ON_TOPIC)
_OPENING = re.compile(
    r"(?:(?:" + GREETING + "|" + WEAK_GREETING + r"|tudo bem|tudo bom|td bem|td bom|blz|beleza|pessoal|gente|galera"
    r"|com licenca|licenca|desculpa|desculpe|por favor|pfv|pf)\s*|" + _ANNOUNCED + r"\s*)*")


# Round 45 (f60d): a question announced with the quota as its subject ("queria tirar uma dúvida sobre me inscrever como
# cotista", "tenho uma dúvida sobre a reserva"): a bare opening (45b's `_ANNOUNCED`) that names the quota, whose reply
# also names the facts of one's case the answer will need (`core.TOPIC_PROMPT`).
_QUOTA = re.compile(r"\b(?:cotas?|reservas?|vagas? (?:reservadas|de cotas?|da cota)|cotistas?)\b")


def _plain(message: str) -> str:
    return " ".join(re.sub(r"[^\w\s]|_", " ", fold(message)).split())


# "queria saber sobre as cotas", "oi queria saber da cota": wanting to know about the quota, said with no noun of asking
# (Round 36 keeps these out of the bare opening: a subject is named)
_KNOW_ABOUT = re.compile(r"(?:(?:" + GREETING + "|" + WEAK_GREETING + r")\s*)*(?:eu\s+)?"
                         r"(?:queria|quero|gostaria de|precisava|preciso)\s+saber" + _ON_TOPIC)


def announced_topic(message: str) -> bool:
    """An opening that announces a question about the quota ("tenho uma dúvida sobre cotas"), nothing asked yet."""
    text = _plain(message)
    return bool(_QUOTA.search(text)) and (bare_opening(message) or bool(_KNOW_ABOUT.fullmatch(text)))


def bare_opening(message: str) -> bool:
    """Only a greeting or the announcement of a question to come, no subject named, nothing asked yet."""
    text = _plain(message)
    return bool(text) and not any(c.isdigit() for c in text) and bool(_OPENING.fullmatch(text))


# A closing acknowledgement ("ah, então tá certo. obrigado", "entendi, valeu", "brigado, ajudou muito", "tchau"): thanks or
# a goodbye after the answer, with no question of its own.
_CLOSING = re.compile(rf"(?:(?:{ACKNOWLEDGEMENT})\b\s*)+")
_CLOSING_WORD = re.compile(rf"\b(?:{THANKS}|{GOODBYE})\b")


def bare_closing(message: str) -> bool:
    """Only thanks or a goodbye (with words that acknowledge the answer), nothing asked: no "?", no figure.

    Round 39 (lo39): "obrigado", "valeu" or "brigado, ajudou muito" alone was refused as out of scope; like a greeting
    (`bare_opening`) it gets a short reply of its own, whatever the thread, and the thread's figures stay at hand."""
    text = " ".join(re.sub(r"[^\w\s]|_", " ", fold(message)).split())
    return bool(text) and "?" not in message and not any(c.isdigit() for c in text) \
        and bool(_CLOSING_WORD.search(text)) and bool(_CLOSING.fullmatch(text))


# Round 44 (44b): a bare assent ("sim", "isso", "ok", "entendi", "ah tá", "tá bom"), by phone with no punctuation: it
# asks nothing, so it is never refused as off-topic; a clarification pending is asked again, else a short reply.
_ASSENT = re.compile(r"(?:(?:sim|isso|mesmo|ai|exato|exatamente|certo|certinho|correto|ok|okay|ta|bom|ah|ahh|entendi"
                     r"|entendido|beleza|blz|uhum|aham|hum+|e|positivo|claro|s|ss|pode ser|sei|compreendi)\b\s*)+")


def bare_assent(message: str) -> bool:
    """Only words that assent or acknowledge (`_ASSENT`), nothing asked: no "?", no figure."""
    text = " ".join(re.sub(r"[^\w\s]|_", " ", fold(message)).split())
    return bool(text) and "?" not in message and not any(c.isdigit() for c in text) and bool(_ASSENT.fullmatch(text)) \
        and text not in ("e", "ai", "mesmo", "bom", "sei", "e ai")


# "ok. e o que muda entre as leis?": the chat's lead-in ("ok", "e", "mas") joins the turn to the earlier one; the search
# and the classifier read the question without it.
_LEAD_IN = re.compile(r"^\s*(?:(?:ok|okay|tá|ta|certo|beleza|blz|entendi|hum|ah|então|entao|show|legal"
                      r"|obrigad[oa]|valeu|vlw|obg|perfeito|ótimo|otimo|massa|top|opa|ufa)[,.!]*\s+)*"
                      r"(?:e|mas|aí|ai)\s+(?=\S)", re.IGNORECASE)


def without_lead_in(text: str) -> str:
    return _LEAD_IN.sub("", text, count=1)


# Round 31 (p31a): a help desk relaying a fact told later in the thread ("ele informa que uma das doze vagas é de PcD",
# "a requerente esclareceu que o edital é de 2016"): the fact is the turn, a fragment of the thread; the relay clause
# only says who told it and, left in, hides the fragment from the follow-up rules. Only verbs of telling: a relayed
# question ("ela quer saber se pode concorrer") keeps its person.
_RELAYER = (r"(?:ele|ela|[oa] (?:cidad[aã][oõ]?|requerente|manifestante|candidat[oa]|interessad[oa]|usu[aá]ri[oa]"
            r"|servidor[a]?|solicitante|consulente))")
_RELAY = re.compile(
    rf"^\s*(?:(?:e|mas)\s+)?{_RELAYER}\s+(?:(?:tamb[eé]m|ainda|agora|depois)\s+)?"
    r"(?:informa|informou|diz|disse|esclarece|esclareceu|acrescenta|acrescentou|complementa|complementou|relata|relatou"
    r"|explica|explicou|confirma|confirmou|corrige|corrigiu|menciona|mencionou|avisa|avisou|lembra|lembrou)"
    r"\s+(?:(?:tamb[eé]m|ainda|agora)\s+)?que\s+(?=\S)",
    re.IGNORECASE,
)


def without_relay(text: str) -> str:
    """The relayed fact without the relay clause; the text unchanged when none leads it."""
    stripped = _RELAY.sub("", text, count=1)
    return stripped if stripped.strip() else text


# Round 42 (lo42b): a claim relayed from anyone ("a banca organizadora disse que cotista aprovado na ampla não conta na
# reserva, é isso?", "falaram que ..."): the law question is the clause said; the teller's words ("banca") must not
# pull the search to another dispositivo. Searched without the telling clause (a few words, no question before it).
_HEARSAY = re.compile(
    r"^[^?.;:]{0,60}?\b(?:disse|disseram|diz|dizem|falou|falaram|fala|falam|informou|informaram|afirmou|afirmaram|afirma"
    r"|garantiu|garantiram|garante|explicou|explicaram|ouvi|li|escutei)\s+(?:(?:pra mim|para mim|me|nos)\s+)?que\s+(?=\S)",
    re.IGNORECASE,
)


def without_hearsay(text: str) -> str:
    """The clause said, for the law's search, without who said it; the text unchanged when nothing is left."""
    stripped = _HEARSAY.sub("", text, count=1)
    return stripped if len(stripped.split()) >= 3 else text


# Round 42 (lo42c): the edital's own text telling a count ("o edital diz que são 5 PcD") is no hearsay: it is the count.
_DOCUMENT_TELLS = re.compile(r"\b(?:edital|editais|anexo|retificac\w*|quadro|tabela|subitem|item|aviso|portaria|documento)\b",
                             re.IGNORECASE)


def relayed_claim(text: str) -> bool:
    """Round 42 (lo42c): a count someone said ("meu amigo disse que são 5 pra PcD", "ouvi que ...", "o atendente informou
    que ..."): a claim to check, not the edital's own count (which the edital's text telling it stays)."""
    m = _HEARSAY.search(text) or _OPINION.search(text)
    return m is not None and not _DOCUMENT_TELLS.search(m.group(0))


# Round 48 (lo48c): someone's opinion of the count ("o sindicato acha que deveria ter 5 PcD", "a banca calculou que são 2"):
# a claim as much as a count they said (the asker's own "acho que" is not someone else's; only the third person is read).
_OPINION = re.compile(r"^[^?.;:]{0,60}?\b(?:acha|acham|achou|acharam|jura|juram|calcula|calculam|calculou|calcularam"
                      r"|entende|entendem|entendeu|sustenta|sustentam|alega|alegam|alegou)\s+que\s+(?=\S)", re.IGNORECASE)


# A sender's contact or a record's number in a pasted request ("Sr(a), ramal 2233.", "tel. 3344-5566", "SIAPE 123456"):
# it counts nothing (no vagas, no cargo's vagas, no place), so it is masked before the counts are read.
_CONTACT = re.compile(r"\b(?:ramal|tel|telefone|fone|celular|whatsapp|zap|siape|matricula|cpf|cep)\.?\s*(?:n[ºo°]\.?|:|#)?\s*"
                      r"\d(?:[\d.\-/]*\d)?", re.IGNORECASE)


# Round 34 (34a): a help desk's record number ("chamado 11873", "Protocolo 4471/2026", "ticket #55120", "NUP 00106.0033/2026-07",
# "Manifestação nº 23546.0588/2026-41", "atendimento SAC 60218") names the ticket: it counts nothing either. Only a long
# number (four digits or more) or one with separators or a "nº"/"#" mark: "o 2º chamado" or "chamado 3 vezes" stay.
# (the tickets' nouns, also read by `dates._RECORD_DATED` for the day a ticket came in)
TICKET_NOUNS = (r"protocolo|chamado|ticket|atendimento|manifestacao|nup|registro|solicitacao|requerimento|ocorrencia"
                r"|reclamacao|denuncia")
RECORD_WORDS = rf"(?:{TICKET_NOUNS}|processo sei|sei)"
_RECORD = re.compile(rf"\b{RECORD_WORDS}(?:\s+(?:sac|fala\.?br|e-?ouv|da ouvidoria|do sac))?\s*"
                     r"(?:(?:n[ºo°]\.?|numero|#|:)\s*#?\s*\d[\d.\-/]*|#?\s*(?:\d{4,}(?:[.\-/]\d+)*|\d+(?:[.\-/]\d+)+))"
                     r"(?![\d%]|\s*(?:vagas?|cargos?|candidat|aprovad|inscrit|pessoas)\b)")


def mask_records(text: str) -> str:
    return _RECORD.sub(" REGISTRO ", text)


def mask_contacts(text: str) -> str:
    return _CONTACT.sub(" CONTATO ", mask_records(text))


# Round 33 (inv): courtesy around a message ("Bom dia! ...", "Prezados, ...", "... Obrigado!", "... agradeço desde já")
# greets or thanks; it asks nothing. Left in, a greeting read as a cargo's name ("Bom dia! médico 4 vagas, ...") and a
# thanks after the question as its last clause ("... o 2o ou o 4o a ser nomeado? Obrigado!" read as a reserve asked).
_GREETING = re.compile(
    r"^\s*(?:(?:(?:(?:" + GREETING + r")(?: a todos)?|sauda[cç][oõ]es"
    r"|prezad[oa]s?(?:\s+(?:senhor(?:es|as?)?|colegas?|equipe|sr\.?|sra\.?|\(?as?\)?))?)"
    r"(?:\s*,?\s*tudo\s+(?:bem|bom|certo)\s*\?+)?(?:\s*[,!.:;]+\s*|\s+)"
    # a weaker word greets only with its punctuation ("pessoal, ..."; "pessoal do RH" names someone)
    r"|(?:" + WEAK_GREETING + r"|car[oa]s(?:\s+colegas)?|senhor(?:es|as)|pessoal|gente|galera)\s*[,!:;]+\s*))+",
    re.IGNORECASE)
# (after its own ".", "!" or "?", which stay: "... do órgão. Agradeço desde já" keeps the request's full stop)
_THANKS_AFTER = re.compile(
    r"(?:(?:(?<=[.!?])\s*|[\s,;:-]+)(?:(?:muit[oa]\s+|mt\s+|mto\s+)?(?:" + THANKS + r")"
    r"|desde\s+j[aá]\s+(?:agrade[cç]o|agradecemos|obrigad[oa])|atenciosamente|att\.?|abra[cç]os?|abs)"
    r"(?:\s+(?:desde\s+j[aá]|antecipadamente|pela\s+(?:aten[cç][aã]o|ajuda|resposta)|a\s+todos|demais))*)+[\s!.]*$",
    re.IGNORECASE)

# "... com 10 vagas em 2026 é obrigado" / "está obrigada": the duty, not a thanks.
_OBLIGED = re.compile(r"\b(?:[eé]|eh|s[aã]o|est[aá]|est[aã]o|ficam?|seria|seriam|ser|sou|somos|foi|era|ser[aá])\s+"
                      r"(?:obrigad[oa]s?|grat[oa]s?)[\s!.]*$", re.IGNORECASE)


def without_courtesy(text: str) -> str:
    """The message without a leading greeting and a closing thanks; unchanged when nothing else is left.

    A closing thanks only goes after a question ("?") or a request of ten words or more: "entendi, valeu" and "ah, então
    tá certo. obrigado" are the thanks themselves (a closing acknowledgement, `doubts.closing_thanks`)."""
    out = text
    if (m := _GREETING.match(out)) and out[m.end():].strip():
        out = out[m.end():]
    if (m := _THANKS_AFTER.search(out)) and (rest := out[:m.start()].strip()) \
            and ("?" in rest or len(rest.split()) >= 10) and not _OBLIGED.search(out[:m.end()]):
        out = rest
    return out.strip() or text


# Round 44 (44b): the question announced before it is asked ("quero saber se quilombola tem direito a cota", "eu queria
# saber quem é considerado pardo", "me diz se a lei vale pra autarquia"): the asker's own words of asking, never a case of
# one's own ("quero", "eu", "me" read as the asker's situation); the question left is what is asked. (Not before a count
# or a law asked, "quero saber quantas vagas reservar", "qual lei vale": there "quero" names one's own selection.)
_ASKING = re.compile(
    r"^(?:(?:eu\s+)?(?:queria|quero|gostaria\s+de|gostava\s+de|precisava|preciso)\s+(?:saber|perguntar|entender)"
    r"|(?:me\s+)?(?:diz|diga|fala|fale|explica|explique|responde|responda)(?:\s+(?:a[ií]|pra mim|para mim|por favor))?)"
    r"\s*[,:]?\s+(?:se\s+|(?=(?:quem|o\s+que|oq|como|por\s*que|porque|a\s+partir)\b))",
    re.IGNORECASE)


def without_asking(text: str) -> str:
    """The question without the words that announce it (`_ASKING`); unchanged when little is left."""
    m = _ASKING.match(text)
    if m is None or len(text[m.end():].split()) < 3:
        return text
    rest = text[m.end():]
    return rest[:1].upper() + rest[1:] if text[:1].isupper() else rest


def unshouted(text: str) -> str:
    """A message written in capitals ("SOLICITO CONFIRMAR O REGIME ...") in sentence case: the classifiers' exemplars are
    written in ordinary case, and a shouted question embeds far from its own words in lower case."""
    letters = [c for c in text if c.isalpha()]
    if len(letters) < 12 or sum(c.isupper() for c in letters) < 0.8 * len(letters):
        return text
    low = text.lower()
    return low[:1].upper() + low[1:]


def as_asked(text: str) -> str:
    """The message as the sentence classifier's exemplars are written: in ordinary case, and a question left without its
    final mark ("a 12.990 valia pra contrato temporario tambem") with its "?" (nearly every exemplar ends in one). A message
    with a "?" of its own already asks: a clause after it ("... sai esse ano ainda? to estudando faz 2 anos") tells."""
    text = unshouted(text).rstrip()
    return text + "?" if text and text[-1].isalnum() and "?" not in text else text


# Round 34 (34g): a portal or form integration pastes the case as fields ("vagas=12; data=2025-03-10", "Cargo: Analista |
# Vagas: 12", '{"vacancies": 25, "date": "2025-09-01"}', "rank_geral=4; optante=sim"), key names half in English or
# snake_case. Each known field is written as the phrase the rules read ("12 vagas", "edital publicado em 2025-03-10",
# "4º lugar na classificação geral", "sou optante pela cota", "sou parda"); a message made only of an edital's vagas (with
# its cargo and date) is that edital handed over ("edital com 12 vagas de Analista, publicado em ..."), as a sentence would.
_JSON = re.compile(r"[{\[]\s*\"|\"\s*:\s*")
_KV = r"\s*[:=]\s*"
_F_VAGAS = re.compile(  # (never "13 vagas: 1) quantas ...?": a count's own word, then an enumerator)
    r"(?<![\w])(?<!\d )(?:(?:qtd|qtde|quantidade|quant|num|numero|n[uú]mero|n|nr|total)[_ .]?(?:de[_ ])?)?(?:vagas?|vacanc(?:y|ies)|seats)"
    r"(?:[_ ](?:totais|total|ofertadas|oferecidas|previstas|abertas|imediatas|do[_ ]cargo))?" + _KV
    + r"(\d+)(?!\d|[/.,-]\d|\s*%|\s*vagas?\b|\s*[)\]])", re.IGNORECASE)
_F_DATE = re.compile(
    r"(?<![\w])(?:(?:data|dt|date)(?:[_ ](?:de|da|do))?(?:[_ ](?:publica[cç][aã]o|abertura|edital))?(?:[_ ](?:de|da|do))?"
    r"(?:[_ ]edital)?|edital(?:[_ ]date)?|publica[cç][aã]o(?:[_ ](?:do[_ ])?edital)?|publication(?:[_ ]date)?|published(?:[_ ]on)?)"
    + _KV + r"(\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{2,4})\b", re.IGNORECASE)
_RANK_WORD = r"(?:rank|posi[cç][aã]o|classifica[cç][aã]o|coloca[cç][aã]o)"
_F_GENERAL = re.compile(rf"(?<![\w])(?:{_RANK_WORD}[_ ](?:na[_ ])?(?:geral|general|ampla)|general[_ ]rank|overall[_ ]rank)"
                        + _KV + r"(\d+)\s*[ºo°]?(?:\s*lugar\b)?", re.IGNORECASE)
_F_RESERVE = re.compile(rf"(?<![\w])(?:{_RANK_WORD}[_ ](?:na[_ ])?(?:lista[_ ])?(?:d[ae][_ ])?(?:reserva|cotas?|cotistas)"
                        r"|(?:reserve|quota)[_ ]rank|lista[_ ](?:de[_ ])?(?:reserva|cotas?))" + _KV
                        + r"(\d+)\s*[ºo°]?(?:\s*lugar\b)?", re.IGNORECASE)
_F_OPTANT = re.compile(r"(?<![\w])(?:optante|optant|cotista|opted)" + _KV
                       + r"(?:(sim|s|true|yes|1|x)|(n[aã]o|n|false|no|0))\b", re.IGNORECASE)
_F_GROUP = re.compile(r"(?<![\w])(?:grupo|group|candidat[oa]|autodeclara[cç][aã]o|ra[cç]a|cor(?:/ra[cç]a)?|etnia)" + _KV
                      + r"(pret[oa]|pard[oa]|negr[oa]|ind[ií]gena|quilombola|branc[oa]|amarel[oa])\b", re.IGNORECASE)
_F_CARGO = re.compile(r"(?<![\w])(?:cargo|position|role)" + _KV + r"([^\W\d_][^|;,\n:=]{0,40}?)\s*(?:[|;,\n]\s*)"
                      r"(\d+) vagas?\b", re.IGNORECASE)
_F_PCD = re.compile(r"(?<![\w])(?:vagas?[_ ])?(?:pcd|pne|pessoas?[_ ]com[_ ]defici[eê]ncia)(?:[_ ]vagas?)?" + _KV
                    + r"(\d+)(?!\d|[/.,-]\d|\s*%|\s*vagas?\b)", re.IGNORECASE)
_SEPARATOR = re.compile(r"\s*(?:\||\n)+\s*")


def _vagas(n: str) -> str:
    return f"{n} vaga" if n == "1" else f"{n} vagas"


def unform(message: str) -> str:
    """The message with its form fields written as phrases; unchanged when it has none."""
    text = message
    if _JSON.search(text):  # JSON-like: keys and values without their quotes and brackets
        text = re.sub(r"\}\s*,\s*\{", "; ", text)
        text = re.sub(r"\s*\]", ", ", text)
        text = re.sub(r"[{}\[\"]", " ", text)
        text = " ".join(text.split())
    fields: dict[str, str] = {}

    def put(key: str, phrase: str) -> str:
        fields[key] = phrase
        return phrase

    text = _F_VAGAS.sub(lambda m: put("vagas", _vagas(m[1])), text)
    text = _F_DATE.sub(lambda m: put("date", f"edital publicado em {m[1]}"), text)
    text = _F_GENERAL.sub(lambda m: put("rank", f"{m[1]}º lugar na classificação geral"), text)
    text = _F_RESERVE.sub(lambda m: put("rank", f"{m[1]}º lugar na lista de reserva"), text)
    text = _F_OPTANT.sub(lambda m: put("optant", "sou optante pela cota" if m[1] else "não sou optante"), text)
    text = _F_GROUP.sub(lambda m: put("group", f"sou {m[1].lower()}"), text)
    if not fields:
        return message
    # "Cargo: Analista | 12 vagas": that cargo's vagas ("Analista 12 vagas"), as a table row is written
    text = _F_CARGO.sub(lambda m: put("cargo", f"{m[1].strip()} {_vagas(m[2])}"), text)
    text = _SEPARATOR.sub(", ", text).strip(" ,;")
    one_cargo = len(re.findall(r"\d+ vagas?\b", text)) == 1
    pcd = _F_PCD.search(text)
    rest = _F_PCD.sub(" ", text)
    for phrase in sorted(fields.values(), key=len, reverse=True):
        rest = rest.replace(phrase, " ")
    if set(fields) <= {"vagas", "date", "cargo"} and "vagas" in fields and one_cargo and not re.sub(r"[\W_]+", "", rest):
        # only the edital's fields, nothing asked: the edital handed over, its reserve to be counted
        m = re.match(r"(.+) (\d+) vagas?$", fields.get("cargo", ""))
        cargo = f" de {m[1]}" if m else ""
        n = m[2] if m else re.match(r"\d+", fields["vagas"])[0]  # type: ignore[index]
        date = fields.get("date", "").replace("edital publicado em", "publicado em")
        pcds = f", sendo {pcd[1]} PcD" if pcd else ""
        return f"edital com {_vagas(n)}{cargo}{pcds}" + (f", {date}" if date else "")
    return text
