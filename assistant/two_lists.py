"""Round 54 (lo54a): "se eu passar nas duas listas, em qual sou chamado?", asked with no list, place nor group told.

"As duas listas" may be the general list and the racial reserve's (an optant inside the ampla vagas is appointed by the
ampla and takes no reserved vaga: Lei nº 15.142/2025, art. 7º, § 2º; Lei nº 12.990/2014, art. 3º, § 1º) or two
reserves, the racial and the PcD one (the regulation's rule on several reserves: classified only in the reserve of the
highest percentage, a sourced summary of Decreto nº 12.536/2025, which surely reaches Lei 15.142 editais after 27/06/2025
only). Nothing in the message says which, so the answer gives the rule of each, never a place (no rank was told) nor a
vagas question. A person told of both reserves is `thread_person.told_both_reserves`'s; ranks told keep the position.
"""
from __future__ import annotations

import re
from typing import Any

from calculator.groups import DECREE_DATE
from calculator.regime import fmt_date
from vocabulary import LABEL, NEW_LAW, OLD_LAW, PCD_DECREE, URN_BASE

from .also_pcd import WHICH_LIST
from .extraction import Extraction
from .intents.common import NEW_RATE, PCD_RATE
from .intents.law import BEFORE_DECREE, ON_DECREE_DAY
from .law_cues import RANKS

TWO_LISTS = "two_lists"  # the plan's note (`router`) for the answer (`core`)
# "nas duas listas", "em ambas as listas", "aprovado nas 2 listas", "nas duas classificações"
BOTH_LISTS = re.compile(r"\b(?:n?as|d?as|pelas|em|entre as) (?:duas|2|ambas(?: as)?) (?:listas|classificacoes)\b"
                        r"|\bambas as (?:listas|classificacoes)\b")


def two_lists_asked(ex: Extraction, cur: dict[str, Any]) -> bool:
    """Which list calls someone who passes in "both lists" (`BOTH_LISTS` and `also_pcd.WHICH_LIST`), with no place
    told (a place makes it a position) and no reserve's group named (the person's reserves are then known)."""
    if not BOTH_LISTS.search(ex.text) or not WHICH_LIST.search(ex.text) or ex.groups or ex.vacancies is not None:
        return False
    return not any(k in cur for k in (*RANKS, "pcd_rank")) and ex.pcd_rank is None


def urns(law_id: str) -> list[str]:
    """The optant inside the ampla (the law's own rule), the PcD reserve; the old law's edital: why not the new law."""
    if law_id == OLD_LAW:
        return [f"{URN_BASE[OLD_LAW]}!art3_par1", f"{URN_BASE[PCD_DECREE]}!art1_par1", f"{URN_BASE[NEW_LAW]}!art11_cpt"]
    return [f"{URN_BASE[NEW_LAW]}!art7_par2", f"{URN_BASE[NEW_LAW]}!art1_cpt", f"{URN_BASE[PCD_DECREE]}!art1_par1"]


def headline(law_id: str, rule: str | None, same_day: bool = False) -> str:  # (rule: the note's text)
    """Both readings of "the two lists", each with its rule (`rule`: the registry's summary of the regulation's rule
    on several reserves, its own words; None under the old law, which the decree does not reach)."""
    old = law_id == OLD_LAW
    ampla = ("Depende de quais são as duas listas. Se forem a geral (ampla concorrência) e a de cotas: quem optou pela "
             "reserva e é aprovado dentro das vagas de ampla concorrência é nomeado pela ampla e não ocupa vaga "
             f"reservada (**{LABEL[law_id]}**, " + ("art. 3º, § 1º" if old else "art. 7º, § 2º") + "); fora delas, é "
             "chamado pela lista de cotas, na ordem dessa lista.")
    pcd = (" Se forem duas reservas, a racial e a de pessoas com deficiência (**Decreto nº 9.508/2018**, art. 1º, "
           "§ 1º): ")
    if old:
        return (ampla + pcd + "o edital segue a Lei nº 12.990/2014, que a regulamentação da lei nova (Decreto nº "
                "12.536/2025) não alcança; como as duas listas se combinam é o edital que diz.")
    if rule is None:
        before = ON_DECREE_DAY if same_day else BEFORE_DECREE  # (lo55b: an edital of the decree's own day: maybe)
        return ampla + pcd + before[:1].lower() + before[1:]
    body = rule[:1].lower() + rule[1:]
    return (ampla + pcd + f"segundo a regulamentação (**Decreto nº 12.536/2025**, em resumo), {body.rstrip('.')}. "
            f"Na reserva racial são {NEW_RATE} das vagas (art. 1º), e na PcD o percentual do edital (no mínimo {PCD_RATE}): "
            f"em regra conta a racial. Essa regra vale para editais da Lei nº 15.142/2025 publicados depois do decreto "
            f"({fmt_date(DECREE_DATE)}, edição extra do DOU).")
