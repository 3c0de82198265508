"""Intent `law`: answer from the law text — the resumo of the first dispositivo, its text, at most two related."""
from __future__ import annotations

import re

from calculator.groups import DECREE_DATE
from calculator.several_reserves import REGULATION_FACT
from vocabulary import LABEL, NEW_LAW, OLD_LAW, PCD_DECREE, REGULATION_DECREE

from ..models import Citation
from .common import IN_FORCE_FROM, OLD_RATE

NAME = "law"

# A law question answered although no dispositivo is clearly about it (`core`: the classifier is sure it
# is a law question): the doubt is said next to the text.
LOW_FIT_NOTE = ("Nenhum dispositivo trata exatamente disso; mostro os mais próximos da pergunta. Confira o texto "
                "citado antes de concluir.")
# Round 39 (lo39): the refusal says everything the assistant covers, named from the shared vocabulary (the two laws,
# the PcD decree and the summary of the regulation), not the two laws alone.
NO_FIT = (f"Não encontrei um dispositivo que responda a essa pergunta no que eu cubro — {LABEL[NEW_LAW]}, "
          f"{LABEL[OLD_LAW]}, {LABEL[PCD_DECREE]} (reserva para pessoas com deficiência) e o resumo do "
          f"{LABEL[REGULATION_DECREE]} —, por isso não vou citar um texto que não trata dela.")
# Words that keep their capital when a resumo is put after "Segundo a Lei ..., ".
_PROPER = {"Lei", "União", "Decreto", "Poder", "Estado", "Estados", "Administração", "Ministério", "Funai",
           "Incra", "Fundação", "Distrito", "Municípios", "Constituição", "STF", "ADI"}


def related(cits: list[Citation], n: int = 2) -> list[Citation]:
    """The first citation and at most `n` related ones; a caput already quoted as context is not repeated."""
    if not cits:
        return []
    top, rest = cits[0], cits[1:]
    shown_parents = {c.parent_text for c in cits if c.parent_text}
    return [top] + [c for c in rest if c.text not in shown_parents][:n]


# A person in the racial reserve and in the PcD reserve ("sou parda e PcD, tenho direito às duas?"): each norm
# creates its reserve, and the regulation (Decreto nº 12.536/2025, sourced summary `mais-de-uma-reserva`)
# says in which one such a person is classified. Which percentage is higher depends on the edital (3% for
# indígenas is below the PcD minimum of 5%), so the answer does not pick one.
SEVERAL_RESERVES_FACT = REGULATION_FACT  # (the calculator's position applies the same fact: one id)


def person_can(who: str, other: bool) -> str:
    """"Como pessoa parda com deficiência, você pode" to the asker; "Uma pessoa parda com deficiência pode" when the
    question is about someone else (round 49, 49a), never "você" to a third person."""
    return f"Uma {who} com deficiência pode" if other else f"Como {who} com deficiência, você pode"


# A new-law edital published before its regulation (04/06 to 26/06/2025): the decree's rule on several reserves is not
# its rule (one sentence for the several-reserves and the two-lists answers).
BEFORE_DECREE = ("O edital foi publicado antes da regulamentação da lei nova (Decreto nº 12.536/2025, de "
                 f"{DECREE_DATE.strftime('%d/%m/%Y')}), que não se aplica a editais já publicados: como as duas listas "
                 "se combinam é o edital que diz.")
# Round 55 (lo55b): an edital of the decree's own day (`calculator.groups.decree_reach`): maybe reached, never said to
# predate it; the note under the answer says what to check.
ON_DECREE_DAY = ("O edital é do mesmo dia da regulamentação da lei nova (Decreto nº 12.536/2025, de "
                 f"{DECREE_DATE.strftime('%d/%m/%Y')}, publicado em edição extra do DOU): ela pode ou não alcançá-lo "
                 "(veja a nota abaixo); se não o alcançar, como as duas listas se combinam é o edital que diz.")


def several_reserves_headline(who: str | None, rule: str | None, other: bool = False, same_day: bool = False) -> str:
    """The answer for someone in both reserves (`who`: "pessoa parda", or None when the question names nobody's
    group; `other`: asked about someone else): both norms, then the regulation's rule (`rule`, the registry's own
    words; None for an edital of the new law published before the decree, which it does not reach)."""
    person = person_can(who, other) if who else "Quem tem direito às duas pode"
    # (Round 50, lo50a: "Uma pessoa ..." is the subject: "classificada", whoever she or he is)
    classified = "classificada" if who and other else "classificado"
    both = (f"{person} concorrer às duas reservas: a de pessoas pretas e pardas, indígenas e quilombolas pela "
            "**Lei nº 15.142/2025** (art. 1º) e a de pessoas com deficiência pelo **Decreto nº 9.508/2018** "
            "(art. 1º, § 1º).")
    if rule is None:
        # (Round 54, lead: an edital of 04/06 to 26/06/2025, drive d54b; lo55b: of 27/06/2025, maybe reached)
        return f"{both} {ON_DECREE_DAY if same_day else BEFORE_DECREE}"
    body = rule[:1].lower() + rule[1:]
    return (both + f" Mas não é {classified} nas duas: segundo a regulamentação (**Decreto nº "
            f"12.536/2025**, em resumo), {body.rstrip('.')}. Qual é o maior percentual depende do edital.")


# Round 48 (48b): the same person under an edital the old law still governs (Lei 15.142, art. 11): Lei 12.990 reserves
# for negros only (arts. 1º and 2º), so an indígena or quilombola has the PcD reserve alone; the new law's regulation on
# several reserves does not reach that edital, which says how its lists combine.
_BLACK = ("preta", "parda", "negra")


def several_reserves_old_law_headline(racial: list[str], other: bool = False) -> str:
    """Both reserves asked for an edital under Lei nº 12.990/2014 by someone of the groups `racial` (`other`: asked
    about someone else, worded as the new law's answer is)."""
    law = ("Pela data, esse edital segue a **Lei nº 12.990/2014** (a lei nova não se aplica a editais publicados antes "
           f"de {IN_FORCE_FROM}: **Lei nº 15.142/2025**, art. 11), que reserva {OLD_RATE} das vagas só a negros (pretos "
           "e pardos, art. 1º).")
    pcd = "reserva para pessoas com deficiência do **Decreto nº 9.508/2018** (art. 1º, § 1º)"
    if racial and all(g in _BLACK for g in racial):
        return (f"{law} {person_can('pessoa negra', other)} concorrer a essa reserva e à {pcd}. A regra da "
                "regulamentação da lei nova sobre quem se enquadra em mais de uma reserva (Decreto nº 12.536/2025) não "
                "rege esse edital: como as duas listas se combinam é o edital que diz.")
    if racial and not any(g in _BLACK for g in racial):
        return (f"{law} Não há nele reserva racial para pessoas indígenas ou quilombolas; a {pcd} vale para "
                f"{'essa pessoa' if other else 'você'} como para qualquer pessoa com deficiência.")
    return (f"{law} Quem é preto ou pardo e tem deficiência pode concorrer a essa reserva e à {pcd}; indígenas e "
            "quilombolas que não se autodeclarem pretos ou pardos têm só a reserva PcD nesse edital.")


# The percentage's reason: the law fixes the figure (art. 1º) and does not say how it was chosen.
NO_REASON = ("A lei não diz por que escolheu esse percentual: o texto só fixa o número, sem explicar como se chegou "
             "a ele.")


def regulation_headline(rule: str, norm: str) -> str:
    """The regulation's summary on the subject asked (`rule`, the registry's own words), marked as a summary."""
    return f"Sobre isso, a regulamentação da Lei nº 15.142/2025 (**{norm}**) diz, em resumo: {rule}"


def law_headline(cits: list[Citation], resumo: str | None) -> str:
    """One or two plain sentences from the first dispositivo's resumo, naming it; nothing the resumo does not say."""
    if not cits:
        return NO_FIT
    top = cits[0]
    law, _, where = top.label.partition(", ")
    if not resumo:
        return f"O dispositivo que trata disso está em **{top.label}**:"
    body = resumo.strip()
    # "Pela Lei nº 12.990/2014, 20% ..." after "Segundo a Lei nº 12.990/2014 (...)," would name the law twice.
    own = re.match(rf"(?:pel[ao]|segundo [ao]|n[ao]) {re.escape(law)}\s*,\s*", body, re.IGNORECASE)
    if own:
        body = body[own.end():]
    elif body.startswith(law):  # "A Lei nº 12.990/2014 entrou em vigor..." -> "a lei entrou em vigor..."
        body = "a lei" + body[len(law):]
    elif body.startswith(f"A {law}"):
        body = "a lei" + body[len(law) + 2:]
    first, _, rest = body.partition(" ")
    if first not in _PROPER and not (len(first) > 1 and first.isupper()):  # "A lei" -> "a lei"; "MGI" stays
        first = first[:1].lower() + first[1:]
    body = f"{first} {rest}".strip()
    article = "o" if law.startswith("Decreto") else "a"  # "segundo o Decreto", "segundo a Lei"
    return f"Segundo {article} **{law}**{f' ({where})' if where else ''}, {body}"


# Round 50 (lo50b): the edital's duty to state the reserve of each cargo is Lei 12.990's (art. 1º, § 3º); Lei 15.142 has
# no such text, only the percentage on the totality of the vagas the edital lists (art. 1º, § 2º). Said before the old
# law's rule is quoted for an edital the new law governs.
OLD_EDITAL_DUTY = "art1_par3"
NEW_LAW_SILENT_ON_CARGO = ("A **Lei nº 15.142/2025** não repete a regra de o edital especificar a reserva de cada cargo: "
                           "ela só diz que o percentual vale sobre a totalidade das vagas expressamente previstas no edital "
                           "(art. 1º, § 2º). Essa regra é da lei antiga, que rege os editais publicados antes de "
                           f"{IN_FORCE_FROM} (art. 11 da lei nova).")


def named_norm_silent(named: str, headline: str) -> str:
    """Round 34 (ret34): "A Lei nº 12.990/2014 não trata disso; pela Lei nº 15.142/2025 (art. 3º, I), …": the norm
    the question named (`named`, a norm id) has no dispositivo on it, and `headline` (from `law_headline`) gives
    the other norm's rule, which is never put in the named norm's mouth."""
    label = LABEL[named]
    subject = f"{'O' if label.startswith('Decreto') else 'A'} **{label}** não trata disso"
    m = re.match(r"Segundo ([ao]) ", headline)
    if not m:
        return f"{subject}. {headline}"
    return f"{subject}; {'pelo' if m.group(1) == 'o' else 'pela'} {headline[m.end():]}"
