"""Wording and defaults shared by the intent modules (dates, counts, agreement)."""
from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any

from calculator.pcd import CAP_RATE, MIN_RATE
from calculator.regime import NEW_LAW_START, OLD_LAW_START
from calculator.reserve import PERCENTAGE
from vocabulary import LABEL, NEW_LAW, OLD_LAW

from ..models import Assumption

DEFAULT_ENTITY = "direta"
DEFAULT_PROCESS = "concurso"


def fmt_date(d: date | str) -> str:
    if isinstance(d, str):
        d = date.fromisoformat(d)
    return d.strftime("%d/%m/%Y")


# Round 49 (lo49a): a sentence stating the laws' dates or rates takes them from the calculator, the one place.
IN_FORCE_FROM = fmt_date(NEW_LAW_START)  # editais from this day follow Lei 15.142 (its arts. 11 and 14)
OLD_LAW_UNTIL = fmt_date(NEW_LAW_START - timedelta(days=1))
OLD_LAW_FROM = fmt_date(OLD_LAW_START)
RATE = {law: f"{pct}%" for law, pct in PERCENTAGE.items()}
NEW_RATE, OLD_RATE = RATE[NEW_LAW], RATE[OLD_LAW]
# Round 50 (lo50a): the decree's PcD floor (art. 1º, § 1º), as the calculator counts it; round 51 (lo51b): and the
# ceiling (Lei 8.112, art. 5º, § 2º, outside the base), as it caps the count, both as the calculator writes them.
PCD_RATE, PCD_CAP_RATE = MIN_RATE, CAP_RATE


def vagas(n: int) -> str:
    return f"{n} {'vaga' if n == 1 else 'vagas'}"


def agree(n: int, one: str, many: str, none: str | None = None) -> str:
    """"1 fica" / "3 ficam" / "nenhuma fica": the verb agrees with the count."""
    if n == 0 and none:
        return none
    return f"{n} {one if n == 1 else many}"


def ordinals(positions: list[int]) -> str:
    return ", ".join(f"{p}ª" for p in positions)


def law_hint_date(hint: str, today: date) -> date:
    """Representative edital date for "pela lei antiga" / "pela lei nova"."""
    if hint == "old":
        return NEW_LAW_START - timedelta(days=1)
    return max(today, NEW_LAW_START)


# Round 33 (lo2): the chip of an edital still to be published (`when`; `router.pending_edital` sets it).
# (Round 46, f61b: its params name the flag too, so the flag carried from an earlier turn marks the chip as carried)
PENDING_ASSUMPTION = Assumption(key="edital_date", text="edital ainda a publicar: considerei a lei em vigor hoje "
                                                        "(Lei nº 15.142/2025)",
                                params=["edital_date", "period", "law_hint", "to_be_published"])


def when(params: dict[str, Any], today: date) -> tuple[date | None, date | None, str | None, Assumption]:
    """(edital date to compute with — None: the calculator's today —, period end or None, period text,
    the assumption stated)."""
    if params.get("edital_date"):
        d = date.fromisoformat(params["edital_date"])
        return d, None, None, Assumption(key="edital_date", text=f"edital publicado em {fmt_date(d)}")
    if params.get("period"):
        start, end, text = params["period"]
        return (date.fromisoformat(start), date.fromisoformat(end), text,
                # ("publicado até a retificação de março de 2025": a bound, `extraction.dates`)
                Assumption(key="edital_date", text=f"edital {text}" if text.startswith("publicado") else f"edital de {text}"))
    if params.get("to_be_published"):
        # Round 33 (lo2): an edital still to be published has no date to show: the law in force today.
        return max(today, NEW_LAW_START), None, None, PENDING_ASSUMPTION
    if params.get("law_hint"):
        d = law_hint_date(params["law_hint"], today)
        text = (f"edital publicado antes de {IN_FORCE_FROM} (lei antiga): considerei " if params["law_hint"] == "old"
                else "edital publicado sob a lei nova: considerei ") + fmt_date(d)
        return d, None, None, Assumption(key="edital_date", text=text)
    return None, None, None, Assumption(
        key="edital_date", text=f"sem data do edital, considerei um edital publicado hoje ({fmt_date(today)})")


def law_supposed(params: dict[str, Any]) -> bool:
    """Round 55 (g4): only the law supposed ("e pela lei nova?"), no date, period nor pending edital told: `when`'s
    date is that law's stand-in day, and the calculator's steps say the hypothesis (`RegimeInput.law_supposed`)."""
    return bool(params.get("law_hint")) and not any(params.get(k) for k in ("edital_date", "period", "to_be_published"))


def vacancies_assumption(n: int) -> Assumption:
    return Assumption(key="vacancies", text=vagas(n))


def earlier_vacancies_assumption(n: int, param: str) -> Assumption:
    """Round 40: the earlier vagas new ones join (reserve: `prior_vacancies`) or a whole includes (order: `added_to`)."""
    return Assumption(key="prior_vacancies", text=f"{vagas(n)} anteriores", params=[param])


def pcd_assumption(params: dict[str, Any]) -> Assumption | None:
    if params.get("pcd") is not None:
        return Assumption(key="pcd", text=f"{agree(params['pcd'], 'vaga PcD', 'vagas PcD')}")
    if params.get("pcd_percentage"):
        return Assumption(key="pcd", text=f"{params['pcd_percentage']} das vagas para PcD")
    return None


# Words that stay capitalised after a colon: names of norms and bodies, not sentence starts.
_PROPER = {"lei", "decreto", "constituicao", "uniao", "estado", "mgi", "mir", "mpi", "in", "pss", "ibge"}


def after_colon(label: str, text: str) -> str:
    """"**Não**: processo…" — the text continues the bold word in lower case ("Depende: Depende de…" becomes
    "**Depende** de…"), names of norms keep their capital."""
    text = text.strip()
    first = text.split(" ", 1)[0]
    if first.casefold() == label.casefold():
        return f"**{label}** {text[len(first):].strip()}"
    return f"**{label}**: {continue_sentence(text)}"


def continue_sentence(text: str) -> str:
    """Text that goes on after a colon starts in lower case, unless it opens with a name or a bold word."""
    from vocabulary import fold

    first = text.split(" ", 1)[0]
    if fold(first.strip(",.;:*")).lower() not in _PROPER and not (len(first) > 1 and first.isupper()) \
            and not first.startswith("**"):
        text = text[:1].lower() + text[1:]
    return text


# A dispositivo reference in a sentence ("art. 8º", "art. 7º, § 2º", "art. 5º, §§ 1º e 3º", "art. 1º, I").
_DISPOSITIVO = re.compile(r"\bart\. \d+º?(?:, (?:§§ \d+º(?: e \d+º)?|§ \d+º|parágrafo único|caput))?(?:, [IVXL]+\b)?")
# A norm named by its label ("Lei nº 15.142/2025", "Decreto nº 9.508/2018").
_NORM_NAMED = re.compile(r"\b(?:Lei|Decreto) nº \d")


def name_law(text: str, law_id: str | None) -> str:
    """A headline that cites a dispositivo names its law once: the first reference of a text that names no norm
    gets it ("(art. 8º)" -> "(art. 8º da Lei nº 15.142/2025)"); a text that already names one is left alone."""
    if not law_id or law_id not in LABEL or _NORM_NAMED.search(text):
        return text
    m = _DISPOSITIVO.search(text)
    if m is None:
        return text
    ref = m.group(0)
    return text[:m.end()] + ("," if "," in ref else "") + f" da {LABEL[law_id]}" + text[m.end():]
