"""Ranks: general list, reserve list, a bare ordinal place, the PcD list, and the optants around a candidate.

`calculator.position` takes the general rank, the reserve-list rank, whether the candidate opted for
the reserve, how many optants are ranked ahead and how many optants are inside the ampla vagas; a
rank in the PcD list is read (so it is never taken for the general rank) but the calculator has no
input for it.
"""
from __future__ import annotations

import re

from .kinship import alternation, kin_words

# Round 35 (f36a): those who declared themselves for the reserve ("a lista dos autodeclarados negros").
_SELF_DECLARED = r"autodeclarad[oa]s\b"
_PLACE = r"(?:lugar|colocad[oa]|posicao|classificad[oa]|colocacao|classificacao)"
# A verb (or participle) that places the asker: the number after it is a place when a list's name follows.
_PLACED = r"(?:fiquei|ficou|passei|passou|estou|esta|to|ta|sou|classificad[oa]|colocad[oa]|aprovad[oa])"
# "chamaram 5 da ampla", "já nomearam 3 da ampla concorrência": how many were called, not anyone's place.
_CALLED_COUNT = "".join(rf"(?<!\b{v} )" for v in ("chamaram", "chamou", "nomearam", "nomeou", "convocaram", "convocou",
                                                    "chamados", "nomeados", "convocados", "empossaram", "contrataram"))
# Round 46 (f61a): a listed place of one's own is never after an article or a preposition ("o 2º cotista", "do 2º
# cotista", "pro 2º cotista": a place of the order) ...
_NO_ARTICLE = "|" + "".join(rf"(?<!\b{w} )" for w in ("o", "a", "do", "da", "ao", "pro", "pra", "pelo", "pela", "no", "na",
                                                        "um", "uma", "qual", "cada"))
# ... and it closes its clause, or another place follows it ("2º cotista e 9º geral"): "2º cotista entra quando?" (its
# "é" folded to "e" too) asks of a place.
_CLAUSE_ENDS = r"(?=\s*(?:[,;.!?/)]|$)|\s+e\s+(?:em\s+|o\s+|a\s+)?\d+o\b)"
_RANK_GENERAL = re.compile(
    rf"{_CALLED_COUNT}\b(\d+)o?\s*{_PLACE}?\s*(?:na|da|pela|no)\s+(?:lista(?:gem)?\s+|relacao\s+)?(?:de\s+)?(?:geral|ampla(?: concorrencia)?|classificacao geral)"
    rf"|\b(\d+)o?\s*{_PLACE}\s+(?:geral|na ampla|em ampla)\b"
    # "ficou em 25º geral": an ordinal (its "o" marks it) followed by the list's name.
    r"|\b(\d+)o\s+geral\b"
    # "ficou em 12 geral": no ordinal mark, but a verb of placing and the list's name around the number.
    r"|\b(?:fiquei|ficou|passei|passou|terminei|terminou|to|ta|estou|esta)\s+em\s+(\d+)\s+geral\b"
    # "na posição 12 geral": the place named, its number, then the list.
    r"|\b(?:posicao|colocacao|classificacao|lugar)\s+(\d+)[oa]?\s+(?:geral|na geral|na ampla|da ampla)\b"
    # Round 22 (p22g): a search box drops the preposition: "3º lugar lista geral", "posição 5 ampla".
    rf"|\b(\d+)o\s*{_PLACE}?\s+lista\s+(?:d[ae]\s+)?(?:geral|ampla)\b|\b(\d+)\s*{_PLACE}\s+lista\s+(?:d[ae]\s+)?(?:geral|ampla)\b"
    # Round 44 (44c): or by a verb of placing, "fiquei 12 lista geral"
    rf"|\b{_PLACED}\s+(?:em\s+)?(\d+)\s+lista\s+(?:d[ae]\s+)?(?:geral|ampla)\b"
    r"|\b(?:posicao|colocacao|classificacao|lugar)\s+(\d+)[oa]?\s+(?:lista\s+)?ampla\b(?!\s*(?:vagas?|%))"
    r"|\b(?:lista geral|ampla concorrencia|classificacao geral)\D{0,20}?\b(\d+)o?\b(?!\s*(?:vagas?|cargos|%|cotistas|optantes))"
    # The place named before its number in the ampla: "minha posição na ampla é 40", "colocação na geral: 12ª".
    # (Round 46, f61a: a portal's keywords drop the preposition, "posição geral 9")
    rf"|\b{_PLACE}\s+(?:(?:na|da|pela)\s+)?(?:lista\s+)?(?:geral|ampla)\s*(?:e|foi|era|ficou|:|=|,)?\s*(?:a |o |em )?"
    r"(\d+)[oa]?\b(?!\s*(?:vagas?|cargos|%|candidat|pessoas))"
    # Round 34 (f34b): the list named first and the place after it, its place noun left out ("... é 1ª e na geral
    # 40ª", "na ampla fiquei em 40º", "geral: 40"): an ordinal mark, a verb of placing or a colon makes the number a
    # place ("na ampla 10 vagas" counts vagas).
    r"|\b(?:na|da|pela)\s+(?:lista\s+)?(?:geral|ampla(?: concorrencia)?)\s*(?:e\s+|foi\s+|era\s+|:\s*)?"
    r"(?:(?:eu\s+)?(?:fiquei|ficou|fico|estou|esta|to|ta|passei|passou)\s+)?(?:em\s+|a\s+|o\s+)?(\d+)o\b"
    r"|\b(?:na|da|pela)\s+(?:lista\s+)?(?:geral|ampla(?: concorrencia)?)\s*(?::|=|(?:eu\s+)?(?:fiquei|ficou|estou|esta|to|ta) em)\s*"
    r"(\d+)\b(?![.,]\d)(?!\s*(?:vagas?|cargos|%|candidat|pessoas|cotistas|optantes))"
    r"|(?:^|[,;.(]\s*|\be\s+)(?:lista\s+)?geral\s*[:=]\s*(\d+)[oa]?\b(?![.,]\d)(?!\s*(?:vagas?|cargos|%|candidat|pessoas))"
    # Round 46 (f61a): the list's label then a marked ordinal, no colon ("geral 9º, cotista 2º")
    r"|(?:^|[,;:/(.]\s*|\be\s+)(?:lista\s+)?(?:geral|ampla)\s+(\d+)o\b"
)
# Round 54 (lo54a): a list named first, then one's place in it ("na lista pcd fiquei em 2º", "e na de cotas, 9ª",
# "na das cotas raciais estou em 4º"): the list's name stands for "lista" ("na de ..."); a place needs its ordinal mark
# or a verb of placing with "em" ("na de cotas 10 vagas" counts vagas).
_LIST_FIRST_VERB = r"(?:eu\s+)?(?:fiquei|ficou|fico|estou|esta|to|ta|passei|passou|sou|era|fui)\s+"


def list_first(names: str) -> str:
    """The pattern of a place told after the list `names` (one group: the place)."""
    # ("lista" or "de" is required: "concorro pelas cotas, fiquei em quinto" names the reserve, not its list)
    return (rf"\b(?:na|da|pela)\s+(?:lista\s+(?:d[aeo]s?\s+)?|d[aeo]s?\s+)(?:{names})\s*(?:,\s*|:\s*)?"
            # ("a vaga da de cotas é a 2ª nomeação?" asks an order: an ordinal of a nomination is no one's place)
            rf"(?:(?:{_LIST_FIRST_VERB})?(?:em\s+|a\s+|o\s+)?(\d+)[oa]\b(?!\s+(?:nomeacao|vaga|chamada|convocacao))|{_LIST_FIRST_VERB}em\s+(\d+)\b"
            r"(?![.,]\d)(?!\s*(?:vagas?|cargos|%|candidat|pessoas)))"
            # (a general place after it is the ampla's: "na de cotas, em 31º geral")
            r"(?!\s*(?:lugar\s+|colocad\w*\s+|posicao\s+)?(?:geral|ampla|(?:na|da|pela)\s+(?:lista\s+)?(?:geral|ampla))\b)")


# Who holds a reserve place, named by the list or by the group ("3º cotista", "4º negro", "2ª como parda").
_HOLDER = (r"(?:colocad[oa]\s+)?(?:como\s+)?(?:cotista|optante|negr[oa]|pret[oa]|pard[oa]|indigena|quilombola"
           r"|nas cotas|na cota|na reserva)")
_RANK_RESERVE = re.compile(
    rf"\b(\d+)o?\s*{_PLACE}?\s*(?:na|nas|da|das|pela|pelas|(?:d?entre|no meio d)\s*(?:os|as)?)\s+(?:(?:lista|classificacao|relacao|listagem)\s+)?"
    # (Round 30, fix30r: the list's adjective before whose it is, "na listagem específica dos negros")
    r"(?:(?:especifica|propria|separada|exclusiva|reservada)\s+)?"
    # ("na lista de cotista": the list named in the singular too)
    # (and the plural said without its "s", as spoken: "na lista dos negro"; "3 na lista racial": the racial list)
    # (Round 47, 47b: the list named by its candidates, "na lista de candidatos negros", "dos candidatos cotistas")
    r"(?:d[aeo]s?\s+)?(?:candidat[oa]s\s+)?(?:reserva|reservad[ao]s?|cotas?|cotistas?|optantes?|negr[oa]s?|pret[oa]s?(?: e pard[oa]s?)?|pard[oa]s?|ppiq|ppi|ppp"
    # Round 35 (f36a): "2º na lista dos autodeclarados (negros)": the list of those who declared themselves for it.
    r"|racia(?:l|is)\b|" + _SELF_DECLARED + r")"
    # Round 27 (fix27h): "4º colocado na lista específica", "em 2º na lista própria": the list kept apart for the optants
    # (a PcD list named after it is not theirs).
    rf"|\b(\d+)o?\s*{_PLACE}?\s*(?:na|da|pela)\s+(?:lista|listagem|relacao|classificacao)\s+(?:especifica|propria|separada|a parte)\b"
    r"(?![^.;?]{0,20}\b(?:pcd|deficien|pessoas? com))"
    # Round 22 (p22g): the keyword form with no preposition, "3º lugar lista cotas", "posição 2 lista reserva":
    # a place (its ordinal mark or a place noun) and the word "lista" make it a place, not a count.
    rf"|\b(?:(\d+)o\s*{_PLACE}?|(\d+)\s*{_PLACE}|(?:posicao|colocacao|classificacao|lugar)\s+(\d+)[oa]?)\s+lista\s+"
    r"(?:d[aeo]s?\s+)?(?:reserva|cotas?|cotistas?|optantes?|negros?|ppiq?|racial)\b"
    # Round 44 (44c): the place told by a verb of placing, mark and preposition dropped: "passei 5 lista cotista".
    rf"|\b{_PLACED}\s+(?:em\s+)?(\d+)\s+lista\s+(?:d[aeo]s?\s+)?(?:reserva|cotas?|cotistas?|optantes?|negros?|ppiq?|racial)\b"
    # "fiquei em 17º nas vagas reservadas": a place (its mark, "em" or a place noun) in them; "3 das vagas reservadas"
    # counts vagas.
    rf"|(?:\b(\d+)o\s*{_PLACE}?|\bem (\d+)o?\s*{_PLACE}?|\b(\d+)\s*{_PLACE}|\b(?:posicao|colocacao|classificacao)\s+(\d+)[oa]?)"
    r"\s+nas?\s+vagas (?:reservadas|de cotas?|da cota)\b"
    # Round 41 (f53a): "1º lugar na lista de vagas reservadas", "2º na lista das vagas de cotas": the list of the
    # reserved vagas is the reserve list (its "lista" is required: "3 das vagas reservadas" counts vagas).
    rf"|\b(\d+)o?\s*{_PLACE}?\s*(?:na|da|pela)\s+(?:lista|classificacao|relacao|listagem)\s+(?:d[aeo]s?\s+)?vagas\s+"
    r"(?:reservadas|de cotas?|da cota|da reserva|de reserva|d[ao]s? cotistas)\b"
    r"|\b(?:lista d[aeo]s? (?:reserva|cotas?|cotistas|vagas reservadas|" + _SELF_DECLARED + r"))\D{0,20}?\b(\d+)o?\b"
    r"(?!\s*(?:vagas?|cargos|%))"
    # The list named first, then who holds the place: "na lista de reserva o candidato está em 5º".
    r"|\b(?:lista|relacao|listagem) d[aeo]s? (?:reserva|cotas?|cotistas|optantes|vagas reservadas|negros|pretos(?: e pardos)?"
    r"|" + _SELF_DECLARED + r"(?: negros| pretos e pardos| pretos| pardos)?),?\s+(?:o |a )?"
    r"(?:candidat[oa]|pessoa|ele|ela|eu|servidor(?:a)?)\s+(?:esta|ficou|fica|e|foi|aparece|consta)\s+(?:em |como |na posicao )?"
    r"(?:o |a )?(\d+)[oa]\b"
    # "sou o 8o dos cotistas", "a 2a das cotas": an ordinal (its "o" marks it) of the optants; "2 dos cotistas" counts.
    r"|\b(\d+)o\s+(?:colocad[oa]\s+)?d[ao]s\s+(?:(?:lista|classificacao|relacao)\s+)?(?:d[aeo]s?\s+)?"
    r"(?:cotas?|cotistas?|optantes?|negros?|pretos?(?: e pardos?)?|pardos?|ppi|ppp|vagas reservadas|reservad[ao]s)\b"
    # "sendo 4º cotista", "sou a 2ª optante": one's own place, an ordinal of one optant ("4 cotistas" counts people;
    # "em que nomeação chamam o 2º cotista?" asks the order of nomination).
    # Round 22 (p22d): the place supposed or past ("e se eu for o 2º cotista?", "fui a 3ª cotista aprovada").
    r"|\b(?:sou|sendo|fiquei(?: como)?|estou como|to como|era|seria|ficaria como|for|fosse|fui|ser|ficasse como)"
    r"\s+(?:o |a )?(\d+)[oa]\s+"
    r"(?:colocad[oa]\s+)?(?:cotista|optante)\b"
    # Round 36 (f38b): "a 4ª cotista entra?", "o 5º optante fica dentro das vagas?": whether that place gets in, a
    # place in the reserve list (never "o 5º cotista entra em qual nomeação?", the order asked).
    r"|\b(?:o|a)\s+(\d+)[oa]\s+(?:colocad[oa]\s+)?(?:cotista|optante)\s+(?:entra|entraria|fica dentro|ficaria dentro"
    r"|esta dentro|estaria dentro|passa|passaria|consegue vaga|conseguiria vaga|tem vaga|teria vaga)\b"
    r"(?!\s+(?:em|na|no)\s+(?:qual|que|quant))"
    # "meu irmão é o 5º cotista", "ela é a 3ª optante": somebody's own place, said with "é" after who holds it.
    # Round 47 (47b): a help desk relays it: the party of a complaint ("o reclamante é o 2º cotista") or a reported
    # clause ("alega que é a 3ª cotista").
    r"|\b(?:ele|ela|irmao|irma|filho|filha|amigo|amiga|primo|prima|namorado|namorada|esposa|marido|candidato|candidata"
    r"|reclamante|manifestante|requerente|interessad[oa]|demandante|usuari[oa]|impetrante|recorrente"
    r"|(?:alega|diz|informa|afirma|declara|relata|sustenta|argumenta|esclarece|explica|menciona|aduz)\s+que)"
    r"\s+(?:e|eh)\s+(?:o |a )(\d+)[oa]\s+(?:colocad[oa]\s+)?(?:cotista|optante)\b"
    # The place named before its number: "minha classificação na reserva foi 4º", "posição entre os cotistas: 3ª".
    # (Round 46, f61a: a portal's keywords drop the preposition, "posição cotista 2")
    rf"|\b{_PLACE}\s+(?:(?:na|da|pelas?|(?:d?entre|no meio d)\s*(?:os|as)?)\s+)?(?:lista\s+)?(?:d[aeo]s?\s+)?"
    # (Round 26, holdout23: the place supposed, "se minha colocação na lista de cotistas fosse a 9ª")
    r"(?:reserva|reservad[ao]s?|cotas?|cotistas?|optantes?|negros|ppi|ppp)(?: final)?\s*(?:e|foi|era|ficou|fosse|for|seria|ficasse|:|=|,)?\s*(?:a |o |em )?"
    r"(\d+)[oa]?\b(?!\s*(?:vagas?|cargos|%|candidat|pessoas))"
    # Round 34 (34e): "ficou em 5º na ampla e 1º nos cotistas": an ordinal "in" the optants themselves ("no(s)"), as
    # "1º na lista dos cotistas"; its mark is required ("5 nos cotistas" may count people).
    rf"|\b(\d+)o\s*{_PLACE}?\s*(?:nos|no meio dos)\s+(?:cotistas|optantes|negros|pretos(?: e pardos)?|pardos|reservados|ppi)\b"
    # Round 46 (46c): the reserve place told beside the general one by who holds it, its list's name left out ("9º
    # geral e 3º cotista", "14º na ampla, 4º negro", "2º como pardo e 12º na geral"), or with the reserved list after it
    # ("1º indígena da lista reservada"); alone ("o 4º cotista", "quando chega o 3º negro?") it is the order asked.
    r"|\b(?:geral|ampla(?: concorrencia)?)\s*(?:,|;|\be\b)\s*(?:em\s+)?(\d+)[oa]\s+" + _HOLDER + r"\b"
    r"|\b(\d+)[oa]\s+" + _HOLDER + r"\s*(?:,|\be\b)\s*(?:em\s+)?\d+[oa]\s*" + _PLACE + r"?\s*(?:(?:na|da|pela)\s+)?"
    r"(?:lista\s+)?(?:geral|ampla)\b"
    r"|\b(\d+)[oa]\s+" + _HOLDER + r"\s+(?:na|da|pela)\s+(?:lista|classificacao|relacao|listagem)\s+"
    r"(?:reservada|especifica|racial|d[aeo]s?\s+(?:reserva|cotas?|cotistas|vagas reservadas))\b"
    # "estou no cadastro como 3º cotista": one's own place, "como" without an article ("como o 3º cotista é chamado?")
    r"|\bcomo\s+(\d+)[oa]\s+(?:colocad[oa]\s+)?(?:cotista|optante)\b(?!\s+(?:e|sera|vai ser)\s+(?:chamad|nomead))"
    # Round 46 (f61a): one's facts listed ("9º geral, 2º cotista, 8 vagas", "2º colocado cotista", "2º como cotista",
    # "9º geral e 2º cotas"): a marked ordinal of the optants' list closing its clause is one's place there; an article
    # or a preposition before it ("o 2º cotista é chamado quando?", "a vaga do 2º cotista") names a place of no one.
    + _NO_ARTICLE + rf"\b(\d+)o\s+(?:{_PLACE}\s+)?(?:como\s+)?(?:cotistas?|cotas?|optantes?|reserva|ppiq?)\b" + _CLAUSE_ENDS
    # "2º no sistema de cotas", "3º pelo sistema de reserva": the list named by its system
    + rf"|\b(\d+)o\s*{_PLACE}?\s*(?:no|pelo)\s+sistema\s+de\s+(?:cotas?|reserva)\b"
    # The list named before the ordinal, as a label or a clause of its own ("cotista 2º", "cotas: 3º", "e na cota fiquei
    # em 2º", "reserva - 4ª"): the mark is required ("na cota 2 vagas" counts vagas); "em" only after a verb, and the
    # ampla not named after it ("cotista em 31º geral" is a cotista's general place).
    # (Round 55, lead: a note's label, "lista dos negros: 6º", "18 vagas. reserva - 2º": the list itself named, and a
    # sentence's full stop before it)
    + r"|(?:^|[,;:/(.]\s*|\be\s+)(?:(?:na|nas|pela|pelas)\s+)?(?:lista\s+d[aeo]s?\s+(?:negr[oa]s|pret[oa]s(?: e pard[oa]s)?"
    r"|pard[oa]s|optantes|cotistas|cotas|reserva)|cotistas?|cotas?(?:\s+racia(?:l|is))?|reserva(?:\s+racial)?"
    r"|vagas reservadas)\s*(?:[:=-]\s*)?(?:(?:eu\s+)?(?:fiquei|fico|estou|to|ta|passei)\s+(?:em\s+)?)?(\d+)o\b"
    r"(?!\s*(?:lugar\s+|colocad\w*\s+|posicao\s+)?(?:geral|ampla|(?:na|da|pela)\s+(?:lista\s+)?(?:geral|ampla))\b)"
    # Round 54 (lo54a): the list named first, "na de cotas fiquei em 7º", "e na lista de cotas raciais, 9ª"
    + "|" + list_first(r"reserva|cotas?(?: raciais| racial)?|cotistas|optantes|negros|pretos(?: e pardos)?|vagas reservadas")
)
# Round 47 (f62a): the quota named, then a place in "its" list ("optado pela cota e fosse o 3º na lista dela",
# "concorrido pelas cotas, ficando em 2º nela", "se fosse cotista e ficasse em 4º lá", "na lista delas eu seria o 3º"):
# the list the pronoun points back to is the reserve's.
_QUOTA_NAMED = r"\b(?:cotas?|cotistas?|optantes?|reserva(?: racial)?|vagas reservadas)\b"
_ITS_LIST = (r"(?:(?:na|da|pela)\s+(?:lista|listagem|classificacao|relacao)\s+(?:dela|delas|deles|dessa|desta|dessas|destas)"
             r"|nela|nelas|nessa lista|nesta lista|la|ali)\b")
RANK_ITS_LIST = re.compile(
    _QUOTA_NAMED + r"[^.;?!]{0,60}?\b(\d+)[oa]\s*" + _PLACE + r"?\s*" + _ITS_LIST
    + r"|" + _QUOTA_NAMED + r"[^.;?!]{0,40}?\b" + _ITS_LIST + r",?\s+(?:eu\s+)?(?:seria|ficaria|fosse|ficasse|estaria|estivesse"
    r"|sou|fiquei|estou|fico)\s+(?:o |a |em )?(\d+)[oa]\b"
)
# Round 36 (36b): "estou em dois concursos", "passei em 3 processos": selections one is in, counted, never a place.
_NOT_PLACED = r"|concursos\b|certames\b|processos\b|selecoes\b|editais\b|orgaos\b"
_RANK_ANY = re.compile(
    rf"\b(\d+)o\s*{_PLACE}|\b(\d+)\s+lugar\b"
    # (Round 44, mc44: "se eu estiver em 8º", "se ela tirar 5º": the place supposed in the future subjunctive)
    r"|\b(?:fiquei|passei|estou|sou|fui|terminei|fosse|ficasse|estivesse|estiver|tirar|tirei|tirasse|ficar|for|ficou|passou|terminou"
    # Round 26: the placing verb itself ("classifiquei em 25º", "me classifiquei em 8", "ela se classificou em 3º")
    r"|classifiquei|classificou|me classifiquei|se classificou"
    # Round 25 (p25a): "se eu tivesse ficado em 19º", "caso tenha passado em 8º": the place supposed with a compound
    # tense (the auxiliary is required: "ano passado em 2023" places nobody).
    r"|(?:tivesse|tiver|tinha|tenha|tenho|ter|havia) (?:ficado|passado|terminado)"
    r"|(?:aprovad|classificad|colocad)[oa]s?) (?:em |o |a |na posicao )?(\d+)o?\b(?![.,]\d)"
    rf"(?!\s*(?:vagas?|%|cargos?\b|candidat|pessoas|anos|pcd\b|deficien|cotistas?\b|optantes?\b|reservad{_NOT_PLACED}))"
    # "tô em 12º", "está em 7": these verbs place only with "em" ("esta 1 vaga", "tá 2 anos" place nobody).
    r"|\b(?:to|ta|esta)\s+em\s+(\d+)o?\b(?![.,]\d)(?!\s*(?:vagas?|%|cargos?\b|candidat|pessoas|anos|meses|dias"
    rf"|listas|etapas|fases|pcd\b|deficien|cotistas?\b|optantes?\b|reservad{_NOT_PLACED}))"
    # Round 41 (f52a): "minha colocação geral foi 6ª de 8 vagas": the general place named as such, too.
    r"|\bminha (?:posicao|colocacao|classificacao)(?: final| geral| na geral)?\s*(?:e|foi|:|=)\s*(?:a |o )?(\d+)[oa]?\b(?!\s*(?:vagas?|%))"
    # "ficou com a colocação 12", "está na posição 25": the place named, then its number.
    r"|\b(?:com a|na|em) (?:posicao|colocacao|classificacao)\s+(?:n(?:o|umero)?\.?\s*)?(\d+)[oa]?\b"
    r"(?![.,/]\d|\s*(?:vagas?|%|cargos?\b|candidat|pessoas))"
    # Round 42 (lo42): "com 12º eu estou nomeado", "em 5º já entro?": a marked place then one's nomination or standing
    # (the place is what a claim of being in is about; "com 3 vagas" or "em 2º lugar" are read above or are no place).
    r"|\b(?:com|em) (?:o |a )?(\d+)o\b(?=[^.;?]{0,30}\b(?:nomead|chamad|convocad|aprovad|dentro\b|entr[oa]\b|pass[oa]\b))"
)
# A place in the PcD list ("3o na lista PcD"): not the general rank.
_PCD_LIST = r"pcd|pessoas com deficiencia|deficientes|candidatos com deficiencia"
_RANK_PCD = re.compile(
    # (Round 55, lo55b: the list called by its ranking, "2º na classificação das pessoas com deficiência")
    rf"\b(\d+)o?\s*{_PLACE}?\s*(?:na|da|pela|entre (?:as|os))\s+(?:(?:lista(?:gem)?|relacao|classificacao)\s+)?"
    rf"(?:d[aeo]s?\s+)?(?:{_PCD_LIST})"
    r"|" + list_first(_PCD_LIST) +
    # Round 55 (lo55b): the list's label before the place, as a portal or a note writes it: "classificação pcd: 3º",
    # "posição na lista pcd 5", "pcd: 4ª colocação", "PcD - 2º"; a bare label needs the ordinal mark ("pcd: 4" counts
    # vagas; "geral 5º, pcd 2º" as the general list's label), and an ordinal with a place word after it names the list
    # too ("3º lugar pcd"). An article before it makes it a place of the order, not one's own ("o 2º colocado pcd").
    rf"|\b{_PLACE}\s+(?:(?:na|da|pela)\s+)?(?:lista\s+)?(?:d[aeo]s?\s+)?(?:{_PCD_LIST})\s*(?:e|foi|era|ficou|:|=|-|,)?\s*"
    r"(?:a |o |em )?(\d+)[oa]?\b(?![.,]\d)(?!\s*(?:vagas?|cargos|%|candidat|pessoas))"
    rf"|(?:^|[,;:/(]\s*|\be\s+)(?:lista\s+)?(?:{_PCD_LIST})\s*[:=-]?\s*(?:em\s+)?(\d+)o\b"
    rf"|\b(?<!\bo )(?<!\ba )(?<!\bdo )(?<!\bda )(\d+)o\s+{_PLACE}\s+(?:{_PCD_LIST})\b"
)

_OPTANTS = r"(?:(?:candidatos?|pessoas)\s+)?(?:cotistas?|optantes?|negros|candidatos? negros|autodeclarad[oa]s)"
_APPROVED = r"(?:fo(?:ram|i|rem|ssem)|fic\w+|pass\w+|entr\w+|estao|estiverem|sao|aprovad|classificad|dentro)"
# "3 cotistas à minha frente passaram na ampla", "dos cotistas, 2 foram aprovados na ampla concorrência".
_OPTANTS_IN_OPEN = re.compile(
    rf"\b(\d+)\s+(?:dos\s+|das\s+)?{_OPTANTS}\b(?=[^.;?\d]{{0,50}}?\b{_APPROVED})[^.;?\d]{{0,70}}?"
    r"\b(?:na|pela|nas vagas d[ae]|dentro da|dentro das vagas d[ae]|em|de|por)\s+(?:lista\s+(?:de\s+|da\s+)?)?ampla\b"
    rf"|\b(?:dos|das|entre os)\s+{_OPTANTS}\b[^.;?\d]{{0,40}}?\b(\d+)\s+(?=[^.;?\d]{{0,30}}?\b{_APPROVED})"
    r"[^.;?\d]{0,50}?\b(?:na|pela|dentro da|em)\s+(?:lista\s+(?:de\s+|da\s+)?)?ampla\b"
)
# "2 cotistas à minha frente", "há 4 optantes antes de mim" (without saying where they were approved); "e se forem 4
# cotistas na frente?" in a position thread says the same without the possessive.
_OPTANTS_AHEAD = re.compile(
    rf"\b(\d+)\s+{_OPTANTS}\s+(?:estao\s+|esta\s+|ficaram\s+|ficou\s+|que ficaram\s+|que ficou\s+)?(?:a|na)\s+(?:minha\s+|sua\s+)?frente\b(?![^.;?\d]{{0,50}}\bampla\b)"
    rf"|\b(\d+)\s+{_OPTANTS}\s+(?:estao\s+|esta\s+|ficaram\s+|ficou\s+)?(?:antes de mim|melhor classificad\w*)(?![^.;?\d]{{0,50}}\bampla\b)"
)
# Round 36 (f38b): how many of the optants ahead stayed in ampla, said right after their count ("2 optantes à frente, 1
# deles classificado na ampla", "3 cotistas na minha frente e 2 deles aprovados na ampla"): read only after
# `_OPTANTS_AHEAD` (the count of them is that one; this is `optants_in_open`).
OF_THEM_IN_OPEN = re.compile(
    rf"\b(\d+)\s+(?:deles|delas|dos quais|das quais|desses|dessas)\b(?=[^.;?\d]{{0,30}}?\b{_APPROVED})[^.;?\d]{{0,50}}?"
    r"\b(?:na|pela|nas vagas d[ae]|dentro da|dentro das vagas d[ae]|em|de|por)\s+(?:lista\s+(?:de\s+|da\s+)?)?ampla\b"
)
# The candidate opted for the racial reserve.
# Whom an asker speaks for: the one placed (kin role G) or a client (a lawyer's or a help desk's voice).
_THIRD = alternation(kin_words("G") + ["cliente", "assistido", "assistida", "representado", "representada", "candidata", "candidato"])
_KNOWN = alternation(kin_words("K"))
# Round 49 (49a): the option told after one's own place as a second fact of the same sentence ("ficou em 9º na ampla
# num concurso de 10 vagas e é cotista", "tirou 12º na geral ... e também é optante"): "e é" joins a fact about the one
# placed; `optant` leaves out the rule for anyone ("quem ficou em 9º e é cotista entra?").
_PLACE_THEN_OPTED = re.compile(
    r"\b\d+o\b[^.;?!]{0,80}?(?<!\bnao)\s(?:e|,)\s+(?:(?:ele|ela|tambem)\s+)?(?:e|eh)\s+(?:tambem\s+)?(?:candidat[oa]\s+)?"
    r"(?:optante|cotista)\b")
# Round 35 (f36a): what an option is for, said after "optante"/"cotista" ("optante pela cota", "cotista pelas vagas
# reservadas", "optante da reserva racial").
_FOR_THE_RESERVE = (r" (?:pel[ao]s?|d[ao]s?|nas?) (?:reserva(?: racial)?|cotas?(?: raciais| racial)?|vagas? reservadas?"
                    r"|vagas? de cotas?|vagas? da cota|sistema de cotas)")
# A negation ("não sou cotista", "não concorro pelas cotas") says the opposite.
_OPTANT = re.compile(
    r"(?<!\bnao )(?<!\bnem )\b(?:sou|como|sendo|estou como|inscrito como|inscrita como|me inscrevi como|concorro como) (?:candidat[oa] )?"
    r"(?:cotista|optante)\b"  # Round 41 (41c): "sendo cotista" too ("quem ficou em 30º, sendo cotista, entra?")
    # Round 34 (34b): one's conditions listed before it ("sou PcD e cotista", "sou parda, PcD e também cotista"): the
    # person in several reserves opted for the racial one too.
    r"|(?<!\bnao )\bsou (?:[a-z]+,? ){1,3}?e (?:tambem )?(?:cotista|optante)\b"
    # Round 31 (fix31r, p31b): enrolled under the reserve's group or its list's shorthand ("me inscrevi como ppiq",
    # "inscrita como ppi", "concorro como pardo", "entrei pela ppi", "sou ppiq"): the inscription in that category is
    # the option ("sou pardo" alone is not, nor is "posso concorrer como pardo?", which asks).
    r"|(?<!\bnao )(?<!\bnem )\b(?:(?:inscrit[oa]|me inscrevi|inscrevi|concorro|concorri|concorrendo|entrei) como "
    r"(?:candidat[oa] )?(?:ppiq|ppi|ppp|negr[oa]|pret[oa]|pard[oa]|indigena|quilombola)s?\b"
    r"|(?:sou|como|entrei pel[ao]s?|concorro pel[ao]s?|concorri pel[ao]s?) (?:candidat[oa] |vagas? )?(?:ppiq|ppi|ppp)\b)"
    r"|(?<!\bnao )(?<!\bnao me )(?<!\bnem )\b(?:concorro|concorri|concorrendo|inscrevi|inscrito|inscrita|optei|me inscrevi|entrei)\b.{0,15}?"
    r"\b(?:pelas?|nas?|as|a|para as?|por) (?:cotas?|reserva|vagas reservadas|vagas de cota)\b"
    # An HR or portal voice on one candidate: "candidato optante pela reserva, 14º", "a candidata é cotista".
    r"|(?<![\d,] )(?<!\bnao )\bcandidat[oa] (?:(?:e|era|foi|esta|ficou) )?(?:(?:inscrit[oa]|concorrendo|concorre) )?(?:como )?(?:optante|cotista)\b"
    r"|(?<!\bnao )\b(?:ele|ela) (?:e|era|foi|esta como|concorre como|concorreu como) (?:candidat[oa] )?(?:optante|cotista)\b"
    # One optant as the subject, with a place of their own ("Optante pela reserva que obteve o 12º lugar", "o cotista
    # classificado em 9º"); "o cotista que passar na ampla libera a vaga?" is the rule for any optant, no one's place.
    r"|(?:^|(?<=[.;:!?] )|(?<!\bnao )\b(?:o|a|um|uma|esse|essa|este|esta) )(?:optante|cotista)(?= (?:pelas?|pelo) (?:reserva|cotas?"
    r"|vagas? reservadas?|sistema de cotas)\b| (?:que|classificad\w*|aprovad\w*|colocad\w*|ficou|obteve|em \d+o?)\b)"
    r"(?=[^.;?]{0,60}\b\d+o?\s*(?:lugar|posicao|colocad\w*|classificad\w*|na (?:lista|classificacao|ampla))|[^.;?]{0,60}\b\d+o\b)"
    # Round 23 (p23c): a relative or a client said to be one, in the asker's sentence ("meu filho ficou em 9º, é
    # cotista", "a cliente é optante"): the one placed opted, as "ele é cotista" says.
    rf"|\b(?:meu|minha|seu|sua|o|a) (?:{_THIRD})\b[^.;?]{{0,50}}?(?<!\bnao )\b(?:e|eh|esta como|concorre como|concorreu como)"
    r" (?:candidat[oa] )?(?:optante|cotista)\b"
    # Round 49 (49a): ... or someone the asker knows, after "um/uma" ("um aluno meu é cotista e ficou em 8º", "uma aluna
    # minha, cotista, ...": a teacher speaking for a student)
    rf"|\b(?:um|uma) (?:{_KNOWN})(?: (?:meu|minha|nosso|nossa|seu|sua))?\b[^.;?]{{0,50}}?(?<!\bnao )\b"
    r"(?:e|eh|esta como|concorre como|concorreu como) (?:candidat[oa] )?(?:optante|cotista)\b"
    # The subject left out after a comma ("ficou em 6º na geral, é cotista, são 10 vagas"); a bare ", e cotista" that
    # runs on ("e cotista entra quando?") is the conjunction, not "é".
    r"|,\s*(?:e|eh) (?:optante|cotista)(?:" + _FOR_THE_RESERVE + r")?(?=\s*(?:[,.;!?]|$))"
    # Round 24 (p24c): an HR desk lists the candidate's facts with no verb ("9º na geral, optante, 10 vagas"); only
    # "optante" (a schedule lists "ampla, cotista, pcd" as places of the order, not as one person's option).
    # Round 35 (f36a): the option said with what it is for ("30º na geral, optante pela cota, 15 vagas", ", optante
    # pelas vagas reservadas,"): the same listed fact; a schedule never names the reserve after "optante".
    r"|,\s*optante(?:" + _FOR_THE_RESERVE + r")?(?=\s*(?:[,.;!?]|$))"
    # Round 31 (fix31c): the option joined to one's own place by "e" ("sou 9º na geral e cotista, entro?", "fiquei em 4º
    # e optante."): the ordinal mark makes it a place of one's own; the clause must end there, so "9º na geral e cotista
    # entra?" (the rule for any cotista) is not read as the option, nor "21º na geral e não é optante".
    r"|\b\d+o\b[^.;?!,]{0,30}?(?<!\bnao)(?<!\bnem)\s(?:e|eh) (?:sou )?(?:optante|cotista)(?:" + _FOR_THE_RESERVE + r")?(?=\s*(?:[,.;!?]|$))"
    # Round 27 (fix27x): one's own option supposed or told in the past ("e se eu tivesse marcado a opção de cotista?",
    # "se eu me declarasse cotista", "marquei a cota na inscrição"): the same case with the candidate opting.
    r"|(?<!\bnao )\b(?:eu )?(?:fosse|tivesse sido|estivesse como|me declarasse|me inscrevesse como) (?:candidat[oa] )?(?:cotista|optante)\b"
    # (Round 47, f62a: "se eu tivesse concorrido pelas cotas", "tivesse me inscrito na reserva": the option supposed too)
    r"|(?<!\bnao )\b(?:marquei|marcasse|escolhi|escolhesse|optasse"
    r"|(?:tivesse|tinha|tiver) (?:marcado|escolhido|optado|concorrido|me inscrito|entrado))\b"
    r".{0,25}?\b(?:cotista|optante|cotas?|reserva racial|vagas reservadas|(?<!cadastro de )reserva)\b"
)


# "nenhum cotista passou na ampla", "nenhum optante à minha frente": a count of zero.
_NONE_OF = re.compile(r"\bnenhum(?:a)?\s+(?=(?:dos\s+|das\s+)?(?:(?:candidatos?|pessoas)\s+)?(?:cotistas?|optantes?|negros))")


def optant_counts(text: str, pattern: re.Pattern) -> int | None:
    """The count of optants `pattern` reads, "nenhum" read as 0."""
    return _first(pattern, _NONE_OF.sub("0 ", text))


# Round 39 (lo39d): the places of a plural ("os cotistas são chamados na 2ª, 5ª e 9ª posição?", "as vagas reservadas
# ficam na 3o e 7o") are offered places of the order, a list of ordinals no one holds: never a rank of one's own.
_PLACES_OF_MANY = re.compile(
    r"\b(?:cotistas|optantes|negros|pretos|pardos|reservad[oa]s|vagas (?:reservadas|de cotas?|da cota))\b[^.;?]{0,40}?"
    r"(\b\d+o(?:\s*,\s*\d+o)*\s*(?:,|\be\b)\s*\d+o\b(?:\s*(?:posic(?:ao|oes)|lugar(?:es)?|nomeac(?:ao|oes)|vagas?))?)")


# Round 45 (f60d): a place of the reserve list held by no one named ("o 1º da lista de cotas", "o primeiro colocado da
# reserva"), asked which call it gets ("é convocado em qual chamada?", "quando é nomeado?"): the order's figure for the
# vagas, never the asker's own place. A holder told ("sou o 1º ...", "ela é a 2ª ...", "se eu fosse o 3º ...") is one, and
# so is a woman placed ("e a 3ª colocada da lista ... é chamada em que nomeação?", round 22): the generic is masculine.
_HELD_BY = re.compile(r"\b(?:sou|e|eh|era|fosse|for|seria|sendo|ser|fui|foi|estou|esta|to|ta|como|fiquei|ficou|ficasse"
                      r"|ficaria|virei|virou|tirei|tirou)\s+$")
_OPENING_AND = re.compile(r"\s*(?:(?:ok|certo|entendi|mas)\s+)?e\s+")
# The asker in the sentence ("eu, o 1º da lista de cotas, entro em qual?"): their own place.
_ASKER = re.compile(r"\b(?:eu|entro|serei|sou|fico|estou)\b")
_LIST_PLACE = re.compile(
    r"\bo\s+\d+o\s+(?:colocado\s+|classificado\s+)?(?:(?:da|na)\s+(?:lista|listagem|relacao|classificacao)\s+"
    r"(?:d[aeo]s?\s+)?(?:reserva|cotas?|cotistas?|optantes|negros|pretos(?: e pardos)?|vagas reservadas|racial)"
    r"|(?:da|na)\s+(?:reserva|cotas?)(?:\s+racia(?:l|is))?)\b")
_CALL_ASKED = re.compile(
    r"\b(?:em|na|no|de)\s+(?:qual|que|q)\s+(?:\w+\s+){0,3}?(?:chamada|chamamento|nomeacao|convocacao|posicao|vaga|lugar"
    r"|vez|numero)\b|\bqual\s+(?:chamada|nomeacao|convocacao)\b"
    r"|\bquando\b[^.;?!]{0,30}\b(?:chamad|convocad|nomead|entra|chega)|\b(?:chamad|convocad|nomead)[oa] quando\b")


def _places_of_no_one(text: str) -> list[re.Match[str]]:
    """The reserve-list places held by no one named whose call is asked in their sentence."""
    found = []
    for m in _LIST_PLACE.finditer(text):
        start = max(text.rfind(c, 0, m.start()) for c in ".;?!") + 1
        ends = [i for i in (text.find(c, m.end()) for c in ".;?!") if i >= 0]
        sentence = text[start:min(ends) if ends else len(text)]
        before = text[start:m.start()]
        held = _HELD_BY.search(before) and not _OPENING_AND.fullmatch(before)  # "e o 4º da lista...": "e" is "and"
        if not held and not _ASKER.search(sentence) and _CALL_ASKED.search(sentence):
            found.append(m)
    return found


def place_of_no_one_called(text: str) -> bool:
    """Whether the (folded) `text` asks the call of a reserve-list place held by no one named ("em que chamada entra o
    1º da lista de cotas?"): the nomination order's question."""
    return bool(_places_of_no_one(text))


def _place_of_no_one(text: str) -> str:
    """`text` with a reserve-list place held by no one named, whose call is asked in its sentence, masked."""
    out = text
    for m in reversed(_places_of_no_one(text)):
        out = out[:m.start()] + " PLACE " + out[m.end():]
    return out


# Round 46 (f61a): a schedule of the order, its places listed by the list each goes to ("1º ampla, 2º cotista, 3º ampla"):
# three or more bare ordinals of a list are places of the order, no one's own ("9º geral, 2º cotista" are two).
_SCHEDULE_ITEM = re.compile(r"\b\d+o\s+(?:ampla|cotistas?|cotas?|pcd|reserva(?:d[oa])?|negros?)\b")


# Round 47 (47b): another candidate's place set against one's own in a complaint ("deveria ter sido nomeado antes do 7º
# da ampla", "foi chamada depois da 8ª colocada geral", "o 9º da ampla foi nomeado antes dele"): the other's, never the
# place of the one the question is about.
_LIST_OTHER = r"(?:d[aeo]s?|na|no)\s+(?:ampla(?:\s+concorrencia)?|lista geral|geral|classificacao geral|lista d[ae] ampla)\b"
_OTHERS_PLACE = re.compile(
    r"\b(?:antes|depois|apos|a frente|na frente|atras)\s+d[oa]s?\s+(?:candidat[oa]\s+)?\d+[oa]?\s+"
    rf"(?:(?:colocad[oa]|classificad[oa]|lugar)\s+)?(?:{_LIST_OTHER})?"
    rf"|\b(?:o|a)\s+\d+[oa]\s+(?:(?:colocad[oa]|classificad[oa])\s+)?{_LIST_OTHER}\s+(?:\w+\s+)?"
    r"(?:foi|tenha sido|ter sido|fosse|seja|ser|era)\s+(?:nomead|chamad|convocad|empossad)")


def unheld_places(text: str) -> str:
    """`text` with the list of places a plural is called in, a schedule of the order's places, a place of no one
    named asked its call, and another's place set against one's own, masked (no rank of anyone's)."""
    text = _OTHERS_PLACE.sub(" OTHERPLACE ", text)
    if len(_SCHEDULE_ITEM.findall(text)) >= 3:
        text = _SCHEDULE_ITEM.sub(" PLACES ", text)
    return _place_of_no_one(_PLACES_OF_MANY.sub(lambda m: m.group(0)[:m.start(1) - m.start(0)] + " PLACES ", text))


def _first(pattern: re.Pattern, text: str) -> int | None:
    for m in pattern.finditer(text):
        i = next(i for i, g in enumerate(m.groups(), 1) if g is not None)
        # Round 45 (45c): the decimal part of a fraction ("0,5 na cota") is no place
        if not re.search(r"\d[,.]$", text[:m.start(i)]):
            return int(m.group(i))
    return None


# A negation a word or two before ("não concorri como cotista", "não me inscrevi pelas cotas").
_NEGATED = re.compile(r"\b(?:nao|nem)\b(?:\s+\S+){0,2}\s*$")


# Round 27 (fix27k): one's own facts listed with no verb ("22º na geral, cotista, 20 vagas"): "cotista" between commas
# beside a place of one's own is the option, as ", optante" is. A schedule ("ampla, cotista, pcd") names places of the
# order, not anyone's option: any other list's word keeps it out.
_BARE_COTISTA = re.compile(r",\s*cotista(?=\s*(?:[,.;!?]|$))")
_OWN_PLACE = re.compile(r"\b\d+o\b[^.;?]{0,30}\b(?:geral|lugar|posicao|colocad\w*|classificad\w*|na lista)\b"
                        r"|\b(?:classificad[oa]|fiquei|passei|colocad[oa]) (?:em |no |na )?\d+o\b")
_SCHEDULE_WORDS = re.compile(r"\bampla\b|\bpcd\b|\bdeficien")
# Round 29 (fix29c): someone else's option told in the third person ("meu primo ficou em 12º na geral, optou pela
# cota", "ela concorreu pela reserva e ficou em 5º lugar"): the option of the one placed, as "optei pela cota" is one's
# own; only beside a place, so "quem optou pela cota e passou na ampla?" stays the rule for any optant.
_THIRD_OPTED = re.compile(r"(?<!\bnao )(?<!\bnao se )(?<!\bnem )\b(?:optou|concorre|concorreu|se inscreveu|inscreveu-se|entrou)\b"
                          r".{0,15}?\b(?:pelas?|nas?|para as?|por) (?:cotas?|reserva|vagas reservadas|vagas de cota)\b")


def optant(text: str) -> bool:
    if any(not _NEGATED.search(text[max(0, m.start() - 30):m.start()]) for m in _OPTANT.finditer(text)):
        return True
    if _THIRD_OPTED.search(text) and _OWN_PLACE.search(text) and not re.search(r"\bquem\b", text):
        return True
    if _PLACE_THEN_OPTED.search(text) and not re.search(r"\bquem\b", text):
        return True
    return bool(_BARE_COTISTA.search(text) and _OWN_PLACE.search(text) and not _SCHEDULE_WORDS.search(text))
