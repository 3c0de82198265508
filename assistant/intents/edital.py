"""Intent `edital`: an edital table of several cargos (calculator.edital, from another branch).

Until `calculator.edital` exists the router answers this intent with a clarification; the seam is
`available()`, `build()` and `compute()`.
"""
from __future__ import annotations

from datetime import date
from typing import Any

from calculator.pcd import default_percentage, is_estatal
from vocabulary import LABEL, NEW_LAW, PCD_DECREE

from ..extraction.cargos import numbered_rows
from ..models import Assumption
from ..plan import CargoSlot, EditalPlan
from .common import PCD_RATE, agree, continue_sentence, pcd_assumption, vagas, when

NAME = "edital"
REQUIRED = ("cargos",)


def available() -> bool:
    try:
        from calculator import EditalInput, edital  # type: ignore[attr-defined]  # noqa: F401
    except ImportError:
        return False
    return True


def build(params: dict[str, Any], today: date) -> EditalPlan:
    d, end, text, told = when(params, today)
    cargos = [CargoSlot(name=n, vacancies=v) for n, v in params["cargos"]]
    pcd_pct = params.get("pcd_percentage")
    pcd = pcd_assumption(params) if pcd_pct else None
    if pcd_pct is None and "pcd" in (params.get("groups") or []) and params.get("pcd") is None \
            and default_percentage(params.get("entity")) is not None and not params.get("declared_pcd"):
        # (Round 55, g2: never beside PcD counts the edital declares: a percentage above the minimum is lawful, so those
        # are checked against the decree's range, art. 1º, §§ 1º, 3º, not against the minimum supposed here)
        # Round 53 (f68d): the table asked "pra negros e PcD" with no PcD figure: each cargo's PcD vagas by the decree's
        # minimum (as `reserve.build` does for one count), computed by the calculator; the edital may set more.
        pcd_pct = PCD_RATE
        pcd = Assumption(key="pcd", text=f"vagas PcD pelo mínimo de {PCD_RATE} do Decreto nº 9.508/2018 "
                                         "(art. 1º, § 1º) em cada cargo; o edital pode prever percentual maior")
    inp = None
    if available():
        from calculator import EditalInput  # type: ignore[attr-defined]

        # A PcD percentage given for the edital ("reserva PcD de 5%") applies to every cargo.
        # Round 51 (d51a): the reserve the edital declares for a cargo, checked by the calculator row by row
        declared = {str(n): int(k) for n, k in params.get("declared_reserved") or []}
        declared_pcd = {str(n): int(k) for n, k in params.get("declared_pcd") or []}  # (Round 55, g2: a PcD column)
        inp = EditalInput.model_validate({"cargos": [{"name": c.name, "vacancies": c.vacancies,
                                                      "declared_reserved": declared.get(c.name),
                                                      "declared_pcd": declared_pcd.get(c.name)} for c in cargos],
                                          "edital_date": d, "today": today,
                                          "pcd_percentage": pcd_pct,
                                          # Round 48 (lo48a): an estatal's PcD rule (Decreto 9.508, art. 1º, § 2º)
                                          "pcd_estatal": is_estatal(params.get("entity"))})
    told_cargos = [Assumption(key="cargos", text=f"{c.name}: {vagas(c.vacancies)}") for c in cargos]
    if (same := same_rows([c.name for c in cargos], [c.vacancies for c in cargos])) is not None:
        # Round 35 (lo35d): "5 vagas por UF nas 27 UFs": one chip for the rows told only by their number and all of
        # the same size ("27 UFs (5 vagas cada)"), never 27 chips; the table keeps every row.
        told_cargos = [Assumption(key="cargos", text=f"{len(cargos)} {same[1]} ({vagas(cargos[0].vacancies)} cada)")]
    return EditalPlan(cargos=cargos, input=inp, period_end=end, period_text=text,
                      assumptions=[*told_cargos, told, *([pcd] if pcd else [])])


def compute(plan: EditalPlan) -> Any:
    from calculator import edital  # type: ignore[attr-defined]

    return edital(plan.input)


def same_rows(names: list[str], sizes: list[int]) -> tuple[str, str, bool] | None:
    """(noun, plural, feminine) when the rows are told only by their number ("Cargo 1", "UF 1"...) and all have the
    same vagas: one row says them all."""
    return numbered_rows(names) if len(set(sizes)) == 1 else None


def pcd_sentence(r: Any) -> str:
    """Round 51 (d51b): the PcD figures in the text too, per cargo summed and on the edital's total vagas (Decreto
    9.508, art. 1º, § 4º, I), with the note when the split gives fewer; the table alone hid them."""
    if getattr(r, "pcd_total", None) is None:
        return ""
    on_total = getattr(r, "pcd_on_total", None)
    out = f"Vagas PcD: **{r.pcd_total}** somando cargo a cargo"
    if on_total is None or len(r.cargos) < 2:
        return out + "."
    out += (f"; sobre o total das {r.vacancies_total} vagas do edital (Decreto nº 9.508/2018, art. 1º, § 4º, I): "
            f"**{on_total}**.")
    return out + (f" {r.pcd_note}" if getattr(r, "pcd_note", None) else "")


def headline(r: Any) -> str:
    racial = _racial_headline(r)
    pcd = pcd_sentence(r)
    return f"{racial} {pcd}" if pcd else racial


def _racial_headline(r: Any) -> str:
    same = same_rows([c.name for c in r.cargos], [c.vacancies for c in r.cargos])
    if same is not None and len({(c.reserved, c.pcd) for c in r.cargos}) == 1:
        return _same_rows_headline(r, same[1], same[2])
    parts = [f"{c.name}: **{agree(c.reserved, 'reservada', 'reservadas')}** de {vagas(c.vacancies)}" for c in r.cargos]
    out = "Vagas reservadas por cargo — " + "; ".join(parts) + f" (total: **{r.reserved_total}**)."
    if r.split_note:
        # The law takes the edital's total as base (art. 1º, § 2º): the note says what it would give.
        out += " " + r.split_note
    elif r.reserved_on_total != r.reserved_total and len(r.cargos) > 1 and r.regime == NEW_LAW:
        # Both figures (Lei 15.142 takes the total as base): the per-cargo sum above it through each cargo's rounding.
        out += (f" Sobre a totalidade das {r.vacancies_total} vagas do edital (art. 1º, § 2º), os {r.percentage}% "
                f"dariam **{r.reserved_on_total}**.")
    return out


def joined_sentence(r: Any) -> str:
    """Round 40 (f49b): the cargos joined into one asked against the table: the reserve on the summed vagas beside the
    per-cargo total, said whether it is the same."""
    same = "a mesma reserva" if r.reserved_on_total == r.reserved_total else f"{r.reserved_on_total} em vez de {r.reserved_total}"
    return (f"Com os cargos juntos num só, a reserva seria calculada sobre as {r.vacancies_total} vagas: os {r.percentage}% "
            f"dariam **{r.reserved_on_total}** ({same}).")


def on_total_sentence(r: Any) -> str:
    """Round 46 (f61a): the reserve asked on the table's total as a base: its figure beside the per-cargo total, unless
    the headline already gives it (`headline`: a split note or the new law's differing figure)."""
    if r.split_note or len(r.cargos) < 2 or r.reserved_on_total != r.reserved_total and r.regime == NEW_LAW:
        return ""
    same = "a mesma da soma por cargo" if r.reserved_on_total == r.reserved_total else f"em vez de {r.reserved_total}"
    basis = " (art. 1º, § 2º)" if r.regime == NEW_LAW else ""
    return (f"Calculada sobre o total das {r.vacancies_total} vagas do edital{basis}, com os {r.percentage}%, a reserva "
            f"seria de **{r.reserved_on_total}** ({same}).")


def whole_edital_headline(r: Any) -> str:
    """Round 54 (dr54b): "e no total do edital?" after a per-cargo table: the whole edital's figures lead (the percentage
    on the totality of its vagas, Lei 15.142, art. 1º, § 2º / Lei 12.990, art. 1º, caput, and the PcD vagas on that
    total, Decreto 9.508, art. 1º, § 4º, I), the per-cargo figures after them; both said, never one picked."""
    basis = f"{LABEL[r.regime]}, {'art. 1º, § 2º' if r.regime == NEW_LAW else 'art. 1º, caput'}"
    out = (f"No total do edital, {r.percentage}% sobre as {r.vacancies_total} vagas dão "
           f"**{agree(r.reserved_on_total, 'vaga reservada', 'vagas reservadas')}** ({basis})")
    if getattr(r, "pcd_on_total", None) is not None:
        out += (f" e **{agree(r.pcd_on_total, 'vaga PcD', 'vagas PcD')}** sobre esse total "
                f"({LABEL[PCD_DECREE]}, art. 1º, § 4º, I)")
    return f"{out}. Por cargo, como no quadro: {continue_sentence(headline(r))}"


def _same_rows_headline(r: Any, plural: str, feminine: bool) -> str:
    """Round 35 (lo35d): "5 vagas por UF nas 27 UFs" gave 27 times "UF n: 2 reservadas de 5 vagas". Identical rows are
    said once, with the sum of the rows and the percentage on the total (art. 1º, § 2º); the table keeps every row."""
    c = r.cargos[0]
    each = f"Em cada {'uma das' if feminine else 'um dos'} {len(r.cargos)} {plural}"
    out = f"{each}: **{agree(c.reserved, 'reservada', 'reservadas')}** de {vagas(c.vacancies)} (total: **{r.reserved_total}**)"
    if r.split_note:
        return f"{out}. {r.split_note}"
    if r.reserved_on_total != r.reserved_total and r.regime == NEW_LAW:
        return f"{out}; sobre o total de {r.vacancies_total} vagas: **{r.reserved_on_total}** (art. 1º, § 2º)."
    return out + "."


def claim_verdict(claimed: int | None, r: Any, text: str) -> str | None:
    """"O edital reservou 6 no total, confere?": the reserve an edital states for its table, checked against the sum
    per cargo and against the percentage on the total vagas (art. 1º, § 2º); None when no claim is checked."""
    from .reserve import CLAIM_CHECKED

    if claimed is None or not CLAIM_CHECKED.search(text):
        return None
    per_cargo, on_total = r.reserved_total, r.reserved_on_total
    if claimed == per_cargo == on_total:
        return (f"**Confere**: {'a 1 vaga reservada bate' if claimed == 1 else f'as {claimed} vagas reservadas batem'} "
                "com a soma por cargo e com o percentual sobre o total")
    if claimed == per_cargo:
        return (f"**Confere com a soma por cargo** ({per_cargo}); sobre o total de {r.vacancies_total} vagas o "
                f"percentual daria {on_total}")
    if claimed == on_total:
        return (f"**Confere com o percentual sobre o total** ({on_total}); a soma por cargo dá {per_cargo}")
    return f"**Não confere**: o edital informa {claimed}, mas a soma por cargo dá {per_cargo} e o percentual sobre o total, {on_total}"


def declared_verdict(r: Any) -> str | None:
    """Round 51 (d51a): each cargo's declared reserve beside the calculator's ("Analista: o edital declara 3, a lei dá 3
    — confere"), the rule said for each one that does not match; None when no cargo declares one."""
    rows = [c for c in r.cargos if c.declared_reserved is not None]
    if not rows:
        return None
    # Round 55 (g2): a PcD count declared beside the reserve is part of the row's verdict (`matches` checks both);
    # the decree's figure is said when the calculator has one, else the issue gives its range
    parts = [f"{c.name}: o edital declara {c.declared_reserved}"
             + (f" e {c.declared_pcd} PcD" if c.declared_pcd is not None else "")
             + f", a lei dá {c.reserved}"
             + (f" e {c.pcd} PcD" if c.declared_pcd is not None and c.pcd is not None else "") + " — "
             + ("confere" if c.matches else "**não confere**") for c in rows]
    lead = "**Confere**" if all(c.matches for c in rows) else "**Não confere**"
    why = " ".join(c.issue for c in rows if c.issue)
    return f"{lead} — " + "; ".join(parts) + "." + (f" {why}" if why else "") + _declared_total(r)


def _declared_total(r: Any) -> str:
    """Round 55 (lo55a): with every cargo's reserve declared, the edital's total beside the calculator's: the sum per
    cargo and the percentage on the totality of its vagas (Lei 15.142, art. 1º, § 2º; Lei 12.990, art. 1º, caput)."""
    if r.declared_reserved_total is None or len(r.cargos) < 2:
        return ""
    basis = f"{LABEL[r.regime]}, {'art. 1º, § 2º' if r.regime == NEW_LAW else 'art. 1º, caput'}"
    on_total = (f"o mesmo que os {r.percentage}% sobre as {r.vacancies_total} vagas do edital" if
                r.reserved_on_total == r.reserved_total else
                f"e os {r.percentage}% sobre a totalidade das {r.vacancies_total} vagas do edital dão {r.reserved_on_total}")
    return (f" No total do edital: declarado {r.declared_reserved_total}; a soma por cargo dá {r.reserved_total}, "
            f"{on_total} ({basis}).")


def cargo_claims_verdict(claims: list[int], r: Any, text: str) -> str | None:
    """Round 23 (p23b): "a área calculou 2, 3 e 1, confere?": one claimed reserve per cargo, in the table's order,
    checked cargo by cargo; None unless there is one claim per cargo and a check is asked."""
    from .reserve import CLAIM_CHECKED

    if len(claims) != len(r.cargos) or len(claims) < 2 or not CLAIM_CHECKED.search(text):
        return None
    wrong = [f"{c.name}: informado {n}, a conta dá {c.reserved}" for c, n in zip(r.cargos, claims) if n != c.reserved]
    if not wrong:
        return "**Confere**: " + ", ".join(str(n) for n in claims) + " é a reserva de cada cargo"
    return "**Não confere** — " + "; ".join(wrong)


# Round 55 (g2): rows pasted with no header ("Analista 14 1 4 19"): the total is the cell that sums the others, but
# the parts cannot be told apart (a part equal to the law's figure proves nothing), so their check is asked, not guessed.
UNLABELLED_CHECK = ("**Não dá para conferir as outras colunas sem saber qual é qual**: sem o cabeçalho, a coluna de "
                    "cotas, a de PcD e a de ampla concorrência não se distinguem (usei como vagas de cada cargo o número "
                    "que é a soma dos demais). Diga qual coluna é qual, por exemplo reenviando o quadro com a linha "
                    "“Cargo AC PcD PPP Total”, que eu confiro a reserva e as vagas PcD de cada cargo.")


def unlabelled_check(text: str) -> str | None:
    """The columns asked when a check is asked of rows with no header (`Extraction.unlabelled_columns`); else None."""
    from .reserve import CLAIM_CHECKED

    return UNLABELLED_CHECK if CLAIM_CHECKED.search(text) else None
