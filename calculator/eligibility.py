"""May this person compete for the reserved vagas of this process?"""
from __future__ import annotations

import unicodedata
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, model_validator

from vocabulary import BENEFICIARIES

# Round 49 (lo49a): the kinds of body are the shared vocabulary's (one list, one spelling; "empresa-publica" still
# reads): vocabulary imports nothing of ours, so the calculator stays pure and the dependencies one-way.
from vocabulary.entities import Entity as Entity  # re-exported: calculator.eligibility.Entity is public
from vocabulary.entities import entity_kind

from . import legal_basis as lb
from .groups import DECREE, SPLIT, decree_reach
from .models import NEW_LAW, CalcInput, CalcResult, CalculatorError, Flag, IsoDate, NonNegInt, Regime, counted, dedupe
from .regime import RegimeInput, regime
from .reserve import ReserveInput, reserve


def _slug(value: Any) -> Any:
    # Accept "Indígena", "PSS": compare without accents, case or spaces (the body kind reads by entity_kind).
    if not isinstance(value, str):
        return value
    text = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode()
    return "-".join(text.strip().lower().replace("_", " ").split())


Group = Literal["preta", "parda", "negra", "indigena", "quilombola", "branca", "amarela"]
# Round 52 (d52b): selections art. 1º does not name are their own kinds, so the law's reach is decided here, never by
# counting them as a concurso or a PSS: temporary military service (its own law, not Lei 8.745/1993), a servidores'
# internal selection (progressão, promoção, concurso interno: no provimento by concurso público) and a servidor's
# movement (remoção, redistribuição). Round 54 (lo54b): a post of free appointment (cargo em comissão, função de
# confiança), which no selection fills. Round 55 (lo55a): an internship (estágio), an educational act with no bond of
# cargo or emprego (Lei nº 11.788/2008, arts. 1º and 3º).
Process = Literal["concurso", "pss", "militar-temporario", "interno", "movimentacao", "comissao", "estagio"]
# Whose eligibility is answered: the person's group given, or (no group told: "o Ibama precisa reservar?") every group
# of the law, `group` then only the stand-in its shared checks run with (negra, the group both laws name).
About = Literal["group", "law"]

GROUP_LABEL = {
    "preta": "pessoa preta", "parda": "pessoa parda", "negra": "pessoa negra (preta ou parda)",
    "indigena": "pessoa indígena",
    "quilombola": "pessoa quilombola", "branca": "pessoa branca", "amarela": "pessoa amarela",
}
ENTITY_LABEL = {
    "direta": "administração pública federal direta", "autarquia": "autarquia federal",
    "fundacao": "fundação pública federal", "empresa_publica": "empresa pública federal",
    "sociedade_economia_mista": "sociedade de economia mista controlada pela União",
    "estadual": "órgão ou entidade estadual", "municipal": "órgão ou entidade municipal",
    "privada": "empresa privada",  # Round 48 (lo48b): outside art. 1º altogether
}
OUTSIDE_LABEL = {
    "militar-temporario": "serviço militar temporário (oficiais, sargentos ou praças temporários, convocação)",
    "interno": "seleção interna de servidores (progressão, promoção, concurso ou processo seletivo interno)",
    "movimentacao": "remoção ou redistribuição de servidor",
    "comissao": "cargo em comissão ou função de confiança (livre nomeação)",
    "estagio": "seleção de estagiários (estágio)",
}
# What each of them is not, in art. 1º's own terms (the reason the reserve does not reach it).
_OUTSIDE_WHY = {
    "militar-temporario": "é regida por legislação própria, não é concurso público para cargo efetivo ou emprego público "
                          "nem processo seletivo simplificado da Lei nº 8.745/1993",
    "interno": "não é concurso público para provimento de cargo efetivo ou emprego público, aberto ao público, nem "
               "processo seletivo simplificado da Lei nº 8.745/1993",
    "movimentacao": "movimenta quem já ocupa o cargo: não é concurso público para provimento de cargo efetivo ou emprego "
                    "público nem processo seletivo simplificado da Lei nº 8.745/1993",
    "comissao": "é de livre nomeação e exoneração, sem concurso: não é concurso público para provimento de cargo efetivo "
                "ou emprego público nem processo seletivo simplificado da Lei nº 8.745/1993",
    "estagio": "escolhe estudantes para um ato educativo que não cria vínculo de cargo nem de emprego (Lei nº 11.788/2008, "
               "arts. 1º e 3º): não é concurso público para provimento de cargo efetivo ou emprego público nem processo "
               "seletivo simplificado da Lei nº 8.745/1993",
}
# Said with an internal selection: changing cargo goes through a concurso público open to all, which has the reserve.
_CHANGE_OF_CARGO = ("Para ocupar outro cargo, fora da carreira em que já está, o servidor precisa ser aprovado em novo "
                    "concurso público (STF, Súmula Vinculante 43), e nesse concurso a reserva vale, pela {law}.")
PROCESS_LABEL = {"concurso": "concurso público", "pss": "processo seletivo simplificado (Lei nº 8.745/1993)",
                 **OUTSIDE_LABEL}
PSS_ENTITIES = {"direta", "autarquia", "fundacao"}
# A PSS whose body was not told: the rule itself, which names every body it reaches (art. 1º, II).
PSS_ANY_BODY = ("Processo seletivo simplificado: coberto pela Lei nº 15.142/2025 quando feito pela administração pública "
                "federal direta, por autarquia ou por fundação pública federal (art. 1º, II); não por empresa pública "
                "ou sociedade de economia mista.")
BLACK = ("preta", "parda", "negra")  # "negra" = preta ou parda (Lei 15.142, art. 2º, I; Lei 12.990, art. 2º)
# Who may compete, said of the person's own group ("Pessoas pardas podem concorrer…"), for the first reason.
GROUP_PLURAL = {"preta": "pessoas pretas", "parda": "pessoas pardas", "negra": "pessoas negras (pretas ou pardas)",
                "indigena": "pessoas indígenas", "quilombola": "pessoas quilombolas"}
# The definition of each group in Lei 15.142, art. 2º, and how the self-declaration is confirmed (art. 3º).
_NEW_HOW = {
    "preta": ("art. 2º, I", "e o procedimento de confirmação complementar previsto no edital (art. 3º)"),
    "indigena": ("art. 2º, II", "e a confirmação definida em regulamento (art. 3º, § 4º)"),
    "quilombola": ("art. 2º, III", "e a confirmação definida em regulamento (art. 3º, § 4º)"),
}


class EligibilityInput(CalcInput):
    group: Annotated[Group, BeforeValidator(_slug)]
    entity: Annotated[Entity, BeforeValidator(entity_kind)]
    process: Annotated[Process, BeforeValidator(_slug)]
    edital_date: IsoDate = None
    today: IsoDate = None
    vacancies: NonNegInt | None = None
    reserve_register: Flag = False  # only cadastro de reserva, no vagas
    # Round 34 (lo34): the edital is still to be published (`RegimeInput.to_be_published`): the regime step says so.
    to_be_published: Flag = False
    law_supposed: Flag = False  # Round 55 (g4): only the law supposed, `edital_date` its stand-in (`RegimeInput`)
    # Round 53 (lo53a): the reason and its basis said of the law's groups, not of the stand-in group alone.
    about: About = "group"
    # Round 54 (dr54c): False when no body was told and `entity` is only the default: a PSS is then said under the rule
    # of art. 1º, II (direct administration, autarquias, fundações), never as the direct administration's.
    entity_told: Flag = True

    @model_validator(mode="after")
    def _one_of(self) -> EligibilityInput:
        if self.reserve_register and self.vacancies:
            raise ValueError("informe o número de vagas ou apenas cadastro de reserva, não os dois")
        if self.about == "law" and self.group != "negra":
            raise ValueError("o grupo de todas as pessoas da lei é representado por 'negra', nunca por outro grupo")
        return self


class EligibilityResult(CalcResult):
    eligible: bool
    reasons: list[str]
    pending: list[str]
    regime: Regime | None
    reserve_applies: bool | None  # None when the number of vagas is unknown
    reserved: int | None
    about: About = "group"  # whose eligibility the reasons state (`EligibilityInput.about`)
    # Round 54 (f69b): the "Não" is only the vagas below Lei 12.990's minimum of 3 (art. 1º, § 1º): the selection and the
    # group are covered, so a count asked of these vagas is answered by the count (0 reserved), not by this verdict.
    short_of_vagas: bool = False


def _few(n: int, minimum: int) -> str:
    return f"há {n} {'vaga' if n == 1 else 'vagas'}, menos de {minimum}"


def eligibility(inp: EligibilityInput | dict[str, Any]) -> EligibilityResult:
    try:
        inp = EligibilityInput.model_validate(inp)
    except CalculatorError as exc:
        if exc.param == "entrada" and "cadastro" in exc.message:
            raise CalculatorError("cadastro de reserva", f"cadastro de reserva: {exc.message.split(': ', 1)[-1]}",
                                  param="reserve_register") from None
        raise
    reg_res = regime(RegimeInput(edital_date=inp.edital_date, today=inp.today, to_be_published=inp.to_be_published,
                                 law_supposed=inp.law_supposed))
    reg = reg_res.regime
    steps = list(reg_res.explanation)
    ok: list[str] = []
    no: list[str] = []
    pending: list[str] = []
    basis = []
    reserve_applies: bool | None = None
    reserved: int | None = None
    who, where, what = GROUP_LABEL[inp.group], ENTITY_LABEL[inp.entity], PROCESS_LABEL[inp.process]
    n = 0 if inp.reserve_register else inp.vacancies
    # The selection itself outside the law in force (no law, a state or municipal body, a PSS the law does not reach):
    # it has no reserve at all, whatever its vagas; a person outside the groups does not change the process's reserve.
    uncovered = False
    short = False  # the vagas alone below the old law's minimum (`EligibilityResult.short_of_vagas`)

    if reg is None:
        uncovered = True
        no.append("O edital é anterior a 10/06/2014: não há reserva de vagas raciais por estas leis federais.")
        basis += reg_res.legal_basis
    elif inp.entity in ("estadual", "municipal"):
        uncovered = True
        basis.append(lb.N_ART1_CPT if reg == NEW_LAW else lb.O_ART1_CPT)
        no.append(
            f"{what.capitalize()} de {where}: as Leis nº 15.142/2025 e nº 12.990/2014 valem só para a "
            "administração pública federal; a lei do estado ou do município pode ter reserva própria."
        )
        basis += reg_res.legal_basis
    elif inp.entity == "privada":
        uncovered = True
        basis.append(lb.N_ART1_CPT if reg == NEW_LAW else lb.O_ART1_CPT)
        no.append(
            "Empresa privada: as Leis nº 15.142/2025 e nº 12.990/2014 valem só para os concursos e seleções da "
            "administração pública federal (órgãos, autarquias, fundações, empresas públicas e sociedades de economia "
            "mista controladas pela União); uma empresa privada não está obrigada a essa reserva."
        )
        basis += reg_res.legal_basis
    elif inp.process in OUTSIDE_LABEL:
        uncovered = True
        if reg == NEW_LAW:
            basis += [lb.N_ART1_INC1, lb.N_ART1_INC2, lb.N_ART1_CPT]
            reach = ("a Lei nº 15.142/2025 reserva vagas só nos concursos públicos para cargos efetivos e empregos "
                     "públicos (art. 1º, I) e nos processos seletivos simplificados da Lei nº 8.745/1993 (art. 1º, II)")
        else:
            basis += [lb.O_ART1_CPT, *reg_res.legal_basis]
            reach = ("a Lei nº 12.990/2014 reserva vagas só nos concursos públicos para cargos efetivos e empregos "
                     "públicos (art. 1º, caput)")
        no.append(f"A reserva não se aplica a {what}: {reach}; essa seleção {_OUTSIDE_WHY[inp.process]}. "
                  "Se há alguma reserva nela, quem decide é a norma própria dessa seleção ou o seu edital, não esta lei.")
        if inp.process == "interno":
            # A servidor reaches a cargo outside their career only by a new concurso público (STF, Súmula Vinculante
            # 43), and that concurso is art. 1º, I's: the reserve is out of the internal selection, not of the move.
            no.append(_CHANGE_OF_CARGO.format(law="Lei nº 15.142/2025 (art. 1º, I)" if reg == NEW_LAW
                                              else "Lei nº 12.990/2014 (art. 1º, caput)"))
    elif reg == NEW_LAW:
        if inp.process == "concurso":
            basis.append(lb.N_ART1_INC1)
            ok.append(f"Concurso público na {where}: coberto pela Lei nº 15.142/2025 (art. 1º, I).")
        elif inp.entity in PSS_ENTITIES:
            basis.append(lb.N_ART1_INC2)
            ok.append(f"Processo seletivo simplificado na {where}: coberto pela Lei nº 15.142/2025 (art. 1º, II)."
                      if inp.entity_told else PSS_ANY_BODY)
        else:
            uncovered = True
            basis += [lb.N_ART1_INC2, lb.N_ART1_INC1]
            no.append(
                f"Processo seletivo simplificado em {where}: a reserva nesse tipo de processo vale só para "
                "a administração direta, autarquias e fundações públicas (art. 1º, II); empresas públicas e "
                "sociedades de economia mista só estão cobertas em concursos públicos (art. 1º, I)."
            )
        basis += [lb.N_ART1_CPT, lb.N_ART2]
        if inp.group in ("branca", "amarela"):
            no.append(
                f"{who.capitalize()}: a reserva é para pessoas pretas e pardas, indígenas e quilombolas "
                "(art. 1º, caput; definições no art. 2º)."
            )
        elif inp.about == "law":
            # No group told: whom the reserve is for is every group of art. 1º, caput, each defined in art. 2º, I to
            # III; no group's own confirmation (art. 3º) is this sentence's, so it is not cited before its own note.
            basis[:0] = [lb.N_ART1_CPT, lb.N_ART2]
            ok.insert(0, f"{BENEFICIARIES[NEW_LAW].capitalize()} podem concorrer às vagas reservadas pela Lei nº "
                         "15.142/2025 (art. 1º, caput), mediante autodeclaração (art. 2º, I a III).")
        else:
            # The person's own group first: the answer is about them, the coverage of the process follows.
            art2, confirm = _NEW_HOW["preta" if inp.group in BLACK else inp.group]
            # Its dispositivos are cited first too: the beneficiaries, their definition, the confirmation.
            basis[:0] = [lb.N_ART1_CPT, lb.N_ART2, lb.N_ART3_CPT if inp.group in BLACK else lb.N_ART3_PAR4]
            ok.insert(0, f"{GROUP_PLURAL[inp.group].capitalize()} podem concorrer às vagas reservadas pela "
                         f"Lei nº 15.142/2025 (art. 1º, caput), mediante autodeclaração ({art2}) {confirm}.")
        if no:
            # the vagas cannot make an ineligible person eligible under the new law; a covered process's own
            # reserve is still stated
            if not uncovered and n is not None:
                res = reserve(ReserveInput(vacancies=n, edital_date=inp.edital_date, today=inp.today,
                                      to_be_published=inp.to_be_published))
                reserve_applies, reserved = res.applies, res.reserved
        elif n is not None:
            res = reserve(ReserveInput(vacancies=n, edital_date=inp.edital_date, today=inp.today,
                                      to_be_published=inp.to_be_published))
            reserve_applies, reserved = res.applies, res.reserved
            if res.applies:
                basis += [lb.N_ART5_CPT]
                ok.append(f"Com {counted(n, 'vaga', 'vagas')}, a reserva se aplica: "
                          f"{counted(res.reserved, 'vaga reservada', 'vagas reservadas')} (art. 5º).")
            else:
                basis += [lb.N_ART5_CPT, lb.N_ART5_PAR3, lb.N_ART5_PAR4]
                cause = "só há cadastro de reserva" if inp.reserve_register else _few(n, 2)
                ok.append(
                    f"Como {cause}, não há vaga reservada agora (art. 5º, caput), mas a inscrição pela reserva "
                    "continua possível (art. 5º, § 3º) e, se surgirem vagas na validade, a reserva e a nomeação "
                    "serão observadas (art. 5º, § 4º)."
                )
        else:
            pending.append("Confirme o número de vagas do edital: a reserva se aplica a partir de 2 vagas "
                           "(art. 5º); com menos, ainda é possível se inscrever pela reserva (art. 5º, § 3º).")
            basis += [lb.N_ART5_CPT, lb.N_ART5_PAR3]
        decree = decree_reach(reg_res.edital_date)
        regulated = decree.reached
        if inp.group in BLACK and not no:
            basis += [lb.N_ART3_CPT, lb.N_ART3_PAR1, lb.N_ART3_PAR2]
            pending.append(
                "A autodeclaração passará pelo procedimento de confirmação previsto no edital (art. 3º), "
                "mesmo com nota para a ampla concorrência (art. 3º, § 1º); se indeferida, segue pela ampla "
                "concorrência se tiver nota suficiente (art. 3º, § 2º)."
                + (f" Pelo {DECREE} (resumo da regulamentação, não é o texto oficial), a confirmação é feita por "
                   "comissão de heteroidentificação, que avalia o fenótipo." if regulated else "")
            )
        if inp.group in ("indigena", "quilombola") and not no:
            basis += [lb.N_ART1_PAR1, lb.N_ART3_PAR4]
            share = dict(SPLIT)["indígenas" if inp.group == "indigena" else "quilombolas"]
            pending.append(
                f"O {DECREE} regulamentou as vagas de indígenas e quilombolas (art. 1º, § 1º) e a confirmação da "
                f"autodeclaração (art. 3º, § 4º). Resumo da regulamentação, não é o texto oficial: {share}% das "
                f"vagas são para {'indígenas' if inp.group == 'indigena' else 'quilombolas'} e a confirmação é "
                "documental, por comissão com integrantes desses grupos; confira o edital."
                if regulated else
                f"O {DECREE} (27/06/2025), que regulamentou as vagas de indígenas e quilombolas (art. 1º, § 1º) e a "
                "confirmação da autodeclaração (art. 3º, § 4º), "
                + (f"pode não alcançar este edital: {decree.note}" if decree.note else
                   "não alcança editais já publicados: veja no edital como essas vagas e a confirmação foram definidas.")
            )
    else:  # Lei 12.990/2014
        basis.append(lb.O_ART1_CPT)
        if inp.process == "pss":
            uncovered = True
            no.append("A Lei nº 12.990/2014 reserva vagas apenas em concursos públicos, não em processos "
                      "seletivos simplificados (art. 1º, caput).")
        else:
            ok.append(f"Concurso público na {where}: coberto pela Lei nº 12.990/2014 (art. 1º, caput).")
        basis.append(lb.O_ART2_CPT)
        if inp.group in BLACK:
            ok.insert(0, f"{GROUP_PLURAL[inp.group].capitalize()} podem concorrer às vagas reservadas aos negros "
                         "pela Lei nº 12.990/2014 (art. 1º, caput), mediante autodeclaração como preto ou pardo "
                         "(art. 2º, caput).")
        elif inp.group in ("indigena", "quilombola"):
            no.append(f"{who.capitalize()}: a Lei nº 12.990/2014 reserva vagas só a negros (quem se autodeclara "
                      "preto ou pardo, art. 2º); não há reserva específica para indígenas ou quilombolas.")
        else:
            no.append(f"{who.capitalize()}: a reserva da Lei nº 12.990/2014 é só para negros, pretos ou pardos "
                      "(art. 1º e art. 2º).")
        if n is not None and uncovered:
            basis.append(lb.O_ART1_PAR1)
        elif n is not None:
            res = reserve(ReserveInput(vacancies=n, edital_date=inp.edital_date, today=inp.today,
                                      to_be_published=inp.to_be_published))
            reserve_applies, reserved = res.applies, res.reserved
            basis.append(lb.O_ART1_PAR1)
            if res.applies:
                ok.append(f"Com {counted(n, 'vaga', 'vagas')}, a reserva se aplica: "
                          f"{counted(res.reserved, 'vaga reservada', 'vagas reservadas')} (art. 1º, § 1º).")
            else:
                cause = "só há cadastro de reserva" if inp.reserve_register else _few(n, 3)
                no.append(f"Como {cause}, não há reserva (art. 1º, § 1º); a Lei nº 12.990/2014 não prevê "
                          "inscrição pela reserva nesse caso.")
                short = len(no) == 1  # (a group outside the old law said first is a verdict of its own)
        else:
            basis.append(lb.O_ART1_PAR1)
            pending.append("Confirme o número de vagas do edital: a reserva só se aplica a partir de 3 vagas "
                           "(art. 1º, § 1º).")
        if not no:
            basis.append(lb.O_ART2_PAR1U)
            pending.append(
                "A Lei nº 12.990/2014 não prevê procedimento de confirmação da autodeclaração; veja no edital se "
                "há verificação (heteroidentificação). Declaração falsa leva à eliminação (art. 2º, parágrafo único)."
            )
        basis += reg_res.legal_basis
    if reg is not None and reg == NEW_LAW:
        basis += reg_res.legal_basis
    if uncovered and n is not None:
        reserve_applies, reserved = False, 0
    eligible = not no
    reasons = no if no else ok
    steps += reasons
    steps.append("Conclusão: " + ("pode concorrer às vagas reservadas." if eligible
                                  else "não pode concorrer às vagas reservadas neste processo."))
    return EligibilityResult(
        eligible=eligible, reasons=reasons, pending=pending if eligible else [], regime=reg,
        reserve_applies=reserve_applies, reserved=reserved, about=inp.about, short_of_vagas=short,
        legal_basis=dedupe(basis), explanation=steps,
    )
