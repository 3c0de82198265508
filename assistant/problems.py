"""Numbers that cannot be used as written (negative, an invalid date, a month without a year, a fraction of
a vaga, two conflicting counts): a clarification that names the number, never a guess at another reading.
"""
from __future__ import annotations

import re
from dataclasses import replace

from vocabulary import NEW_LAW, OLD_LAW

from .extraction import Extraction, why_invalid
from .extraction.dates import BY_DAY
from .intents.common import IN_FORCE_FROM, NEW_RATE, OLD_LAW_UNTIL, OLD_RATE

# What a negative number was about (the words after it) -> the sentence that names it and the question.
_NEGATIVE_OF = (
    (re.compile(r"\s*(?:vagas?|postos)\b"), "vagas não podem ser negativas",
     "Quantas vagas o edital oferece (um número inteiro, 0 ou mais)?"),
    (re.compile(r"o?\s*(?:lugar|colocad|classificad|posicao|na lista|da lista|na (?:geral|ampla|reserva))"),
     "uma posição não pode ser negativa", "Em que posição você ficou (1º, 2º, ...)?"),
    (re.compile(r"\s*%"), "um percentual não pode ser negativo", "Qual é o percentual (0% ou mais)?"),
    (re.compile(r"\s*(?:vagas?\s+)?(?:(?:para|pra|de)\s+)?(?:as\s+)?(?:pcd|pessoas? com deficiencia|deficientes?)"),
     "vagas PcD não podem ser negativas", "Quantas vagas são para pessoas com deficiência (0 ou mais)?"),
)




# An order of nomination or a place asked over 0 vagas (only a cadastro de reserva): nothing to order yet.
ZERO_VAGAS = ("Com **0 vagas** (só cadastro de reserva) ainda não há nomeações a ordenar nem vagas em que entrar: a "
              "reserva e a alternância valem para as vagas que forem providas. Quantas vagas serão providas (ou "
              "quantos aprovados do cadastro serão convocados)?")


_LAW_SHORT = {NEW_LAW: f"a Lei nº 15.142/2025 ({NEW_RATE})", OLD_LAW: f"a Lei nº 12.990/2014 ({OLD_RATE})",
              BY_DAY: (f"a Lei nº 12.990/2014 ({OLD_RATE}) se publicado até {OLD_LAW_UNTIL} e a Lei nº 15.142/2025 "
                       f"({NEW_RATE}) a partir de {IN_FORCE_FROM} (art. 11)")}


def _numbers_problem(ex: Extraction) -> str | None:
    """A clarification naming a number that cannot be used as written (never read as another one)."""
    found = numbers_problem(ex)
    return found[1] if found else None


# A decimal said to be a computed result ("deu 4,8 vagas de cota", "a conta dá 2,4 reservadas").
_RESULT_BEFORE = re.compile(r"\b(?:deu|da|dava|daria|dara|resulta\w*|fica|ficou|ficaria|calculei|calculamos|achei|chegou a"
                            r"|chega a|sai|saiu)\s+(?:em\s+)?$")


def numbers_problem(ex: Extraction) -> tuple[str, str] | None:
    """(kind, clarification): kind `year` (a day and month without the year), `date` (an impossible date, the only
    problem) and `pcd_rank` (only a PcD-list place) leave the other figures usable, so the reply completes them;
    `numbers` questions the figures."""
    kind, message = "numbers", _problem(ex)
    if message is None:
        return None
    if ex.no_year and not (ex.negatives or ex.invalid_dates):
        kind = "year"
    elif message.startswith("Você informou a posição"):
        kind = "pcd_rank"
    elif ex.invalid_dates and _problem(replace(ex, invalid_dates=[])) is None:
        # "31/02/2025 com 10 vagas": only the date is questioned; the vagas stay usable for the reply with the date.
        kind = "date"
    return kind, message


def _problem(ex: Extraction) -> str | None:
    if ex.negatives:
        neg = ex.negatives[0]
        after = ex.text[ex.text.find(neg) + len(neg):] if neg in ex.text else ""
        why, ask = next(((w, a) for rx, w, a in _NEGATIVE_OF if rx.match(after)),
                        ("vagas, posições e percentuais não podem ser negativos",
                         "Pode reescrever a pergunta com o número que você quis dizer?"))
        return f"O número **{neg}** é negativo: {why}. {ask}"
    if ex.invalid_dates:
        bad = ex.invalid_dates[0]
        return (f"A data **{bad}** não existe ({why_invalid(bad)}). Qual é a data de publicação do edital? "
                "(Ex.: 28/02/2025 ou “fevereiro de 2025”.)")
    if ex.no_year:
        ny = ex.no_year
        return (f"O edital é de **{ny.shown}** de qual ano? A lei aplicável depende do ano: um edital publicado em "
                f"{ny.shown} de {ny.previous} segue {_LAW_SHORT[ny.previous_law]}; em {ny.shown} de {ny.current}, "
                f"{_LAW_SHORT[ny.current_law]}. (Ex.: “{ny.shown} de {ny.current}”.)")
    # "deu 4,8 vagas de cota num concurso de 16 vagas": beside a whole count of vagas the decimal is a result (the
    # answer computes it and names the decimal as not used), not the vagas.
    if ex.fractional and not (ex.vacancies is not None and _RESULT_BEFORE.search(ex.text.split(ex.fractional[0])[0][-30:])):
        frac = ex.fractional[0]
        number = re.match(r"[^\d]*(\d+[,.]\d+)", frac)
        return (f"“{frac}” não é um número inteiro de vagas. Quantas vagas o edital oferece? "
                f"(Se {number.group(1) if number else frac} é o resultado de um percentual, informe o total de vagas "
                "que eu faço o cálculo e o arredondamento da lei.)")
    if not ex.cargos and len(ex.vacancy_counts) >= 2:
        a, b = ex.vacancy_counts[:2]
        if re.search(rf"\b{a}(?:\s+vagas?)?\s*,?\s+ou\s+(?:talvez\s+|entao\s+)?{b}\b|\bentre {a} e {b}\b", ex.text):
            # Two alternatives ("12 ou 14 vagas, não sei"): the reserve depends on which, so it is asked.
            return (f"Você indicou duas possibilidades de vagas, **{a}** ou **{b}**, e a reserva depende do número exato. "
                    "Quantas vagas o edital oferece?")
        counts = ex.vacancy_counts
        told = ", ".join(f"**{n}**" for n in counts[:-1]) + f" e **{counts[-1]}**"
        return (f"A pergunta tem {'dois' if len(counts) == 2 else len(counts)} números de vagas, {told}. Qual é o total de vagas do cargo? "
                "Se são cargos diferentes, escreva cada cargo com as suas vagas (ex.: “analista: 10; técnico: 4”).")
    if ex.vacancies is not None and not ex.cargos and (over := [n for n in ex.claimed_counts if n > ex.vacancies]):
        # "concurso com 5 vagas e 8 reservadas, tá certo?": a reserve larger than the vagas it is part of cannot be
        # checked as written; which count was meant is asked.
        return (f"A pergunta diz **{over[0]}** vagas reservadas num total de **{ex.vacancies}** vagas, mas a reserva é uma "
                "parte das vagas oferecidas. Quantas vagas o edital oferece no total, e quantas ele reserva?")
    if ex.cargos_each_or_total:
        n, x = ex.cargos_each_or_total
        return (f"São **{x}** vagas em cada um dos **{n}** cargos ou {x} vagas no total? A reserva é calculada por "
                f"cargo: escreva, por exemplo, “{n} cargos com {x} vagas cada” ou “{x} vagas no total”.")
    if ex.cargos and ex.cargos_total is not None and ex.cargos_total != sum(c.vacancies for c in ex.cargos):
        told = "; ".join(f"{c.name}: {c.vacancies}" for c in ex.cargos)
        return (f"A pergunta fala em **{ex.cargos_total} vagas**, mas os cargos somam "
                f"**{sum(c.vacancies for c in ex.cargos)}** ({told}). Qual é o número certo de vagas de cada cargo?")
    if ex.cargos and ex.cargo_told_twice is not None:
        # Round 53 (f68d): "analista 20, técnico 5, analista 30": which count is the cargo's is asked, never the first kept
        name, first, second = ex.cargo_told_twice
        return (f"O cargo {name} aparece duas vezes, com **{first}** e com **{second}** vagas. Qual é o número certo de "
                f"vagas de {name}? (Se são cargos diferentes, escreva o nome de cada um com as suas vagas.)")
    if ex.announced_cargos and ex.cargos and ex.announced_cargos != len(ex.cargos):
        told = "; ".join(f"{c.name}: {c.vacancies}" for c in ex.cargos)
        return (f"A pergunta fala em **{ex.announced_cargos} cargos**, mas encontrei {len(ex.cargos)} com vagas ({told}). "
                "Quais são os cargos e as vagas de cada um?")
    if ex.cargo_count and not ex.cargos and ex.vacancies is None and not ex.one_cargo:  # "juntar os 2 cargos"
        return (f"“{ex.cargo_count} cargos” é o número de cargos, não de vagas. Quantas vagas tem cada cargo? "
                "Ex.: “analista com 10 vagas, técnico com 4 e motorista com 1”.")
    # ("2º na lista PcD e 4º na de cotas": the racial list's place is enough for the position, the PcD one noted)
    if ex.pcd_rank is not None and ex.general_rank is None and ex.rank is None and ex.reserve_rank is None:
        return (f"Você informou a posição **{ex.pcd_rank}º na lista PcD**. O cálculo de posição considera a lista geral "
                "e a da reserva racial; em que posição você ficou na lista geral (ampla concorrência)?")
    return None


def fragment_decimal(ex: Extraction) -> str | None:
    """"e se fosse 4,5?" after a calculation: a decimal that stands alone in a follow-up would be its count of
    vagas, which is a whole number; it is questioned by name (a decimal in a full question is named as unused)."""
    if not ex.decimals or ex.numbers or ex.vacancies is not None or len(ex.text.split()) > 6:
        return None
    frac = ex.decimals[0]
    return (f"“{frac}” não é um número inteiro de vagas. Quantas vagas o edital oferece? (Se {frac} é o resultado de "
            "um percentual, informe o total de vagas que eu faço o cálculo e o arredondamento da lei.)")
