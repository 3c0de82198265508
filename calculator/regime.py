"""Applicable law by the edital's publication date."""
from __future__ import annotations

from datetime import date
from typing import Any

from . import legal_basis as lb
from .models import NEW_LAW, OLD_LAW, CalcInput, CalcResult, Flag, IsoDate, Regime, dedupe

NEW_LAW_START = date(2025, 6, 4)  # DOU publication of Lei 15.142 (art. 14)
OLD_LAW_START = date(2014, 6, 10)  # DOU publication of Lei 12.990 (art. 6)
ADI_7654_FROM = date(2024, 6, 10)  # end of the 10-year term, extended by the STF


class RegimeInput(CalcInput):
    edital_date: IsoDate = None
    # Injectable "today", used only when no edital date is given and to flag future editais.
    today: IsoDate = None
    # Round 33 (lo): the edital is still to be published, its day unknown (`edital_date`, if given, is only the earliest
    # it can come out, e.g. the first day of "next year"): the steps say so and show no publication date.
    to_be_published: Flag = False
    # Round 55 (g4): only the law was supposed ("e pela lei nova?", "e se o edital fosse da lei antiga?"): `edital_date`
    # is a stand-in day of that law, so the steps state the hypothesis (the law's span), never that day as published.
    law_supposed: Flag = False


class RegimeResult(CalcResult):
    regime: Regime | None
    edital_date: date
    assumed_today: bool
    future: bool


def fmt_date(d: date) -> str:
    return d.strftime("%d/%m/%Y")


def law_on(d: date) -> Regime | None:
    """The law of an edital published on `d` (art. 11 of Lei 15.142; art. 6º of Lei 12.990), None before both."""
    return NEW_LAW if d >= NEW_LAW_START else OLD_LAW if d >= OLD_LAW_START else None


def regime(inp: RegimeInput | dict[str, Any]) -> RegimeResult:
    inp = RegimeInput.model_validate(inp)
    today = inp.today or date.today()
    d = inp.edital_date or today
    steps: list[str] = []
    future = d > today
    pending = inp.to_be_published and d >= today
    if pending:
        steps.append(
            f"Edital ainda a publicar (hoje é {fmt_date(today)}): o cálculo supõe que a legislação em vigor "
            "hoje continue valendo na data de publicação do edital."
        )
    elif inp.edital_date is None:
        steps.append(f"Sem data do edital informada: considera-se a data de hoje, {fmt_date(d)}.")
    if future and not pending:
        steps.append(
            f"A data do edital ({fmt_date(d)}) é posterior a hoje ({fmt_date(today)}): o cálculo supõe "
            "que a legislação em vigor hoje continue valendo na data de publicação do edital."
        )
    reg = law_on(d)
    if reg == NEW_LAW:
        basis = [lb.N_ART14, lb.N_ART11]
        steps.append(
            ("Edital a publicar, portanto a partir de 04/06/2025" if pending else
             "Hipótese: edital publicado a partir de 04/06/2025" if inp.law_supposed else
             f"Edital publicado em {fmt_date(d)}, a partir de 04/06/2025") + ": aplica-se a Lei nº 15.142/2025, "
            "em vigor desde a publicação no DOU em 04/06/2025 (art. 14); só editais anteriores "
            "continuam regidos pela Lei nº 12.990/2014 (art. 11)."
        )
    elif reg == OLD_LAW:
        basis = [lb.O_ART6_CPT, lb.O_ART6_PAR1U, lb.N_ART11, lb.N_ART13]
        steps.append(
            ("Hipótese: edital publicado antes de 04/06/2025 (a partir de 10/06/2014)" if inp.law_supposed else
             f"Edital publicado em {fmt_date(d)}, entre 10/06/2014 e 03/06/2025") + ": aplica-se a Lei nº 12.990/2014, "
            "que vale para editais publicados a partir da sua entrada em vigor (art. 6º e parágrafo único)."
        )
        if d >= ADI_7654_FROM:
            steps.append(
                "O prazo de 10 anos da Lei nº 12.990/2014 terminaria em 09/06/2024, mas o STF, na ADI 7654, "
                "manteve a lei em vigor até a nova lei; por isso editais de 10/06/2024 a 03/06/2025 "
                "continuam regidos por ela."
            )
        steps.append(
            "A Lei nº 15.142/2025 revogou a Lei nº 12.990/2014 (art. 13), mas ressalvou que os certames "
            "com editais publicados antes de 04/06/2025 continuam regidos pela lei antiga (art. 11)."
        )
    else:
        basis = [lb.O_ART6_CPT, lb.O_ART6_PAR1U]
        steps.append(
            f"Edital publicado em {fmt_date(d)}, antes de 10/06/2014: nenhuma destas leis se aplica "
            "(a Lei nº 12.990/2014 não vale para editais publicados antes da sua entrada em vigor, "
            "art. 6º, parágrafo único), portanto não há reserva de vagas por estas leis."
        )
    return RegimeResult(
        regime=reg,
        edital_date=d,
        assumed_today=inp.edital_date is None,
        future=future,
        legal_basis=dedupe(basis),
        explanation=steps,
    )
