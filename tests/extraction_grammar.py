"""A small grammar of the ways people write the slots the calculator needs, composed combinatorially.

Every list below is a FORM family written by the team from ordinary Brazilian Portuguese (not copied from eval sets,
exemplars or annotations). `cases()` composes a sentence from one form of each family and records the slots it put in,
so a test can assert `assistant.extraction.extract` reads back exactly those slots. The product is deterministic
(a fixed seed picks the combinations when the full product is too large) and each case names the forms it used, so
failures group by form.

Where a form is genuinely ambiguous the expected slot is None ("not read"): a wrong number is worse than a question.
"""
from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass, field
from datetime import date
from itertools import product
from typing import Any, Callable

# --------------------------------------------------------------------------- case


@dataclass(frozen=True)
class Case:
    text: str
    expected: dict[str, Any]  # slot name -> value (cargos as a list of (folded name, count))
    forms: tuple[str, ...] = field(default=())  # "family=form" labels, for grouping failures


# --------------------------------------------------------------------------- surface variants


def _strip_accents(s: str) -> str:
    # NFKD also turns "º"/"ª" into "o"/"a", as people type them without the symbol.
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


_CHAT = [("quantas", "qtas"), ("Quantas", "qts"), ("para ", "pra "), ("você", "vc"), ("que ", "q "),
         ("também", "tb"), ("são", "sao"), ("está", "ta"), ("por favor", "pfv")]


def _chat(s: str) -> str:
    for a, b in _CHAT:
        s = s.replace(a, b)
    return s.lower()


# A one-letter slip in a domain word (the typo corrector's job): letters swapped or doubled.
_TYPOS = [("vagas", "vgas"), ("concurso", "concuros"), ("reservadas", "reservdas"), ("colocado", "colcado"),
          ("edital", "edtal"), ("candidato", "candidto"), ("classificação", "clasificação")]


def _typo(s: str) -> str:
    for a, b in _TYPOS:
        s = s.replace(a, b, 1)
    return s


VARIANTS: dict[str, Callable[[str], str]] = {
    "plain": lambda s: s,
    "no_accents": _strip_accents,
    "lower_chat": _chat,
    "typo": _typo,
}

# --------------------------------------------------------------------------- ranks

_ORD_WORDS = {7: "sétimo", 12: "décimo segundo", 25: "vigésimo quinto", 41: "quadragésimo primeiro"}
_ORD_WORDS_F = {7: "sétima", 12: "décima segunda", 25: "vigésima quinta", 41: "quadragésima primeira"}

# Who holds the place: (label, subject phrase, verb "ficou"-like, expected subject, feminine?)
SUBJECTS = [
    ("eu", "eu fiquei", None, False),
    ("eu_implicit", "fiquei", None, False),
    ("eu_fem", "eu fiquei", None, True),
    ("irma", "minha irmã ficou", "ela", True),
    ("o_candidato", "o candidato ficou", "ele", False),
    ("colega", "um colega meu ficou", "ele", False),
    ("hr", "o candidato José da Silva ficou", "ele", False),
    ("hr_fem", "a candidata Maria Souza ficou", "ela", True),
    ("amigo", "meu amigo ficou", "ele", False),
    ("eu_to", "to", None, False),
    ("eu_passei", "passei", None, False),
    ("ela_terminou", "minha prima terminou", "ela", True),
]

# How the place is written after the verb: label -> f(n, feminine) (the list phrase follows).
RANK_FORMS: dict[str, Callable[[int, bool], str]] = {
    "em_No": lambda n, f: f"em {n}º",
    "em_No_ascii": lambda n, f: f"em {n}o",
    "em_Na": lambda n, f: f"em {n}ª" if f else f"em {n}º",
    "em_grau": lambda n, f: f"em {n}°",
    "ordinal_word": lambda n, f: f"em {_ORD_WORDS_F[n] if f else _ORD_WORDS[n]}",
    "N_lugar": lambda n, f: f"em {n}º lugar",
    "N_lugar_bare": lambda n, f: f"em {n} lugar",
    "posicao_N": lambda n, f: f"na posição {n}",
    "em_N": lambda n, f: f"em {n}",
    "colocada": lambda n, f: f"como {n}ª colocada" if f else f"como {n}º colocado",
    "colocacao_N": lambda n, f: f"com a colocação {n}",
    "no_N_lugar": lambda n, f: f"no {n}º lugar",
    "na_Na_posicao": lambda n, f: f"na {n}ª posição",
    "bare_No_colocado": lambda n, f: f"{n}ª colocada" if f else f"{n}º colocado",
}

# Which list: label -> (phrase after the place, which slot it fills: "general" | "reserve" | "any")
LISTS: dict[str, tuple[str, str]] = {
    "none": ("", "any"),
    "geral": (" na geral", "general"),
    "lista_geral": (" na lista geral", "general"),
    "ampla": (" na ampla", "general"),
    "ampla_conc": (" na ampla concorrência", "general"),
    "classif_geral": (" na classificação geral", "general"),
    "lista_cotas": (" na lista de cotas", "reserve"),
    "reserva": (" na reserva", "reserve"),
    "cotistas": (" entre os cotistas", "reserve"),
    "negros": (" na lista dos negros", "reserve"),
    "ppp": (" na lista PPP", "reserve"),
    "pretos_pardos": (" na lista de pretos e pardos", "reserve"),
    "bare_geral": (" geral", "general"),
    "pela_ampla": (" pela ampla", "general"),
    "no_geral": (" no geral", "general"),
    "nas_cotas": (" nas cotas", "reserve"),
    "cota_racial": (" na cota racial", "reserve"),
    "vagas_reservadas": (" nas vagas reservadas", "reserve"),
    "lista_de_reserva": (" na lista de reserva", "reserve"),
    "listagem_geral": (" na listagem geral", "general"),
    # Round 19: dictated, the list named with "da" and the plural said without its "s".
    "da_cota": (" da cota", "reserve"),
    "lista_dos_negro": (" na lista dos negro", "reserve"),
}

_RANK_TAILS = ["Tem 30 vagas, dá pra passar?", "O edital tem 30 vagas. Dá pra ser chamado?",
               "São 30 vagas no total, tem chance?"]


def _rank_cases() -> list[Case]:
    out: list[Case] = []
    for i, ((slabel, sphrase, subj, fem), (rlabel, rform), (llabel, (lphrase, slot))) in enumerate(product(
            SUBJECTS, RANK_FORMS.items(), LISTS.items())):
        n = (12, 25, 7, 41)[i % 4]
        place = rform(n, fem)
        if rlabel == "posicao_N" and lphrase.startswith(" na "):
            lphrase = " da " + lphrase[4:]  # "na posição 12 da ampla"
        tail = _RANK_TAILS[(n + len(rlabel)) % len(_RANK_TAILS)]
        text = f"{sphrase[0].upper()}{sphrase[1:]} {place}{lphrase}. {tail}"
        exp: dict[str, Any] = {"vacancies": 30}
        if slot == "general":
            exp["general_rank"] = n
            exp["reserve_rank"] = None
        elif slot == "reserve":
            exp["reserve_rank"] = n
            exp["general_rank"] = None
        else:
            exp["rank"] = n
            exp["general_rank"] = None
            exp["reserve_rank"] = None
        exp["subject"] = subj
        out.append(Case(text, exp, (f"subject={slabel}", f"rank={rlabel}", f"list={llabel}")))
    return out


# --------------------------------------------------------------------------- vagas

# label -> template with {n} (digits) or {w} (words); the question that follows asks the reserve.
VAGAS_FORMS: dict[str, str] = {
    "N_vagas": "O concurso tem {n} vagas.",
    "vagas_colon": "Vagas: {n}.",
    "words": "O edital tem {w} vagas.",
    "N_postos": "São {n} postos de trabalho.",
    "concurso_de": "Num concurso de {n},",
    "oferece": "O órgão oferece {n},",
    "imediatas": "Edital com {n} vagas imediatas.",
    "plus_cr": "{n} vagas + CR.",
    "plus_cadastro": "{n} vagas e cadastro reserva.",
    "vagas_N_telegraphic": "vagas {n}",
    "total_de": "Total de {n} vagas.",
    "serao_oferecidas": "Serão oferecidas {n} vagas.",
    "abriu": "A prefeitura abriu {n} vagas.",
    "previstas": "Estão previstas {n} vagas no edital.",
    "para_o_cargo": "{n} vagas para o cargo de analista.",
    "sao_N_vagas": "são {n} vagas",
    "de_N_vagas": "Concurso de {n} vagas,",
    "vagas_sao": "As vagas são {n}.",
    "qtd": "qtd de vagas: {n}",
    "nomear": "Vamos nomear {n} pessoas.",
    "ha_N": "Há {n} vagas nesse concurso.",
    "digits_words": "O edital prevê {n} ({w}) vagas.",
    "vg_short": "{n} vg",
    "vgs_short": "edital c/ {n} vgs.",
    "numero_de_vagas": "Número de vagas: {n}.",
    "qtde_igual": "quantidade de vagas = {n};",
    "vagas_totais": "{n} vagas totais.",
    "para_N_vagas": "Vou prestar pra {n} vagas.",
    "vagas_ofertadas_colon": "vagas ofertadas: {n}",
    "imediatas_cr": "{n} vagas imediatas e o resto cadastro de reserva.",
    "para_o_cargo_1": "{n} vagas para o cargo 1.",
    "digits_paren_words": "São {n} ({w}) vagas.",
    "ao_todo": "Ao todo são {n} vagas.",
    "no_total": "{n} vagas no total.",
    "total_colon": "Total: {n} vagas.",
    "vagas_equals": "vagas = {n}",
    "oferta_de": "Oferta de {n} vagas.",
    "c_slash": "concurso c/ {n} vagas",
    "nivel_superior": "{n} vagas de nível superior.",
    "words_only": "São {w} vagas.",
}
_WORDS = {10: "dez", 7: "sete", 33: "trinta e três", 22: "vinte e duas", 5: "cinco"}
VAGAS_TAILS: dict[str, str] = {
    "quantas_negros": "Quantas são para negros?",
    "cotas_quantas": "cotas quantas?",
    "qual_reserva": "Qual a reserva racial?",
    "quantas_vao_cota": "quantas vão pra cota?",
    "e_a_reserva": "e a reserva de cotas, fica quanto?",
}


def _vagas_cases() -> list[Case]:
    out: list[Case] = []
    for (flabel, form), (tlabel, tail), n in product(VAGAS_FORMS.items(), VAGAS_TAILS.items(), (10, 7, 33, 22)):
        text = f"{form.format(n=n, w=_WORDS[n])} {tail}"
        out.append(Case(text, {"vacancies": n}, (f"vagas={flabel}", f"vtail={tlabel}")))
    return out


# --------------------------------------------------------------------------- dates

# label -> (text, expected date or (period start, period end))
DATE_FORMS: dict[str, tuple[str, Any]] = {
    "dd/mm/yyyy": ("15/03/2024", date(2024, 3, 15)),
    "dd.mm.yyyy": ("15.03.2024", date(2024, 3, 15)),
    "iso": ("2024-03-15", date(2024, 3, 15)),
    "dd-mm-yyyy": ("15-03-2024", date(2024, 3, 15)),
    "dd/mm/yy": ("15/03/24", date(2024, 3, 15)),
    "d_de_mes_de_y": ("15 de março de 2024", date(2024, 3, 15)),
    "mes_de_y": ("março de 2024", (date(2024, 3, 1), date(2024, 3, 31))),
    "mes_abbr": ("mar/2024", (date(2024, 3, 1), date(2024, 3, 31))),
    "mm/yyyy": ("03/2024", (date(2024, 3, 1), date(2024, 3, 31))),
    "em_ano": ("2024", (date(2024, 1, 1), date(2024, 12, 31))),
    "new_dd/mm/yyyy": ("10/07/2025", date(2025, 7, 10)),
    "new_mes": ("agosto de 2025", (date(2025, 8, 1), date(2025, 8, 31))),
    "d/m/yyyy": ("5/3/2024", date(2024, 3, 5)),
    "d/m/yy": ("5/3/24", date(2024, 3, 5)),
    "primeiro_de": ("1º de julho de 2025", date(2025, 7, 1)),
    "mes_abbr_2digit": ("março/24", (date(2024, 3, 1), date(2024, 3, 31))),
    "mes_abbr_dash": ("mar-2024", (date(2024, 3, 1), date(2024, 3, 31))),
    "mes_abbr_dot": ("jul. 2025", (date(2025, 7, 1), date(2025, 7, 31))),
    "dia_de_mes_abbr": ("15 de mar. de 2024", date(2024, 3, 15)),
    "mes_ano_no_de": ("março 2024", (date(2024, 3, 1), date(2024, 3, 31))),
}
DATE_FRAMES: dict[str, str] = {
    "publicado_em": "Edital publicado em {d}, {n} vagas. Quantas para negros?",
    "de_date": "Concurso com edital de {d} e {n} vagas: qual a reserva?",
    "saiu": "O edital saiu em {d} com {n} vagas, quantas são cotas?",
    "data_colon": "Data do edital: {d}. Vagas: {n}. Quanto fica a cota?",
    "date_last": "{n} vagas, edital publicado em {d}. Quantas reservadas?",
}


def _date_cases() -> list[Case]:
    out: list[Case] = []
    for (dlabel, (dtext, dexp)), (flabel, frame) in product(DATE_FORMS.items(), DATE_FRAMES.items()):
        text = frame.format(d=dtext, n=12)
        exp: dict[str, Any] = {"vacancies": 12}
        if isinstance(dexp, date):
            exp["date"] = dexp
        else:
            exp["date"] = None
            exp["period"] = dexp
        out.append(Case(text, exp, (f"date={dlabel}", f"dframe={flabel}")))
    return out


# --------------------------------------------------------------------------- PcD

# label -> (phrase after "N vagas, " , expected pcd, expected pcd_percentage)
PCD_FORMS: dict[str, tuple[str, int | None, str | None]] = {
    "N_pcd": ("sendo 2 pcd", 2, None),
    "N_para_pcd": ("2 para PcD", 2, None),
    "pcd_colon": ("PcD: 2", 2, None),
    "pct_pcd": ("5% pcd", None, "5%"),
    "pct_para_pcd": ("5% para pessoas com deficiência", None, "5%"),
    "words_deficiente": ("duas vagas de deficiente", 2, None),
    "N_vagas_pcd": ("2 vagas PcD", 2, None),
    "das_quais": ("das quais 2 são para PcD", 2, None),
    "reserva_pcd_de": ("reserva PcD de 2", 2, None),
    "pcd_N": ("pcd 2", 2, None),
    "N_deficientes": ("2 para deficientes", 2, None),
    "uma_pcd": ("uma para PcD", 1, None),
    "nenhuma_pcd": ("nenhuma para PcD", 0, None),
    "p_slash_pcd": ("2 vagas p/ pcd", 2, None),
    "pra_PCD": ("2 vagas pra PCD", 2, None),
    "reservadas_a_pcd": ("2 reservadas a pcd", 2, None),
    "pcd_equals": ("pcd = 2", 2, None),
    "p_slash_deficientes": ("2 p/ deficientes", 2, None),
    "pct_deficientes": ("5% deficientes", None, "5%"),
    "reserva_de_pct": ("reserva de 5% para PcD", None, "5%"),
    "pessoas_com_def": ("2 vagas para pessoas com deficiência", 2, None),
    "sendo_duas_pcd": ("sendo duas para PcD", 2, None),
    "reserva_de_N_vagas_pcd": ("reserva de 2 vagas para pcd", 2, None),
    "com_N_pcd": ("com 2 pcd", 2, None),
    "N_vagas_paren_pcd": ("2 vagas (pcd)", 2, None),
    "pcd_pct_after": ("pcd 5%", None, "5%"),
    "deficiencia_colon": ("vagas para deficientes: 2", 2, None),
}
PCD_FRAMES: dict[str, str] = {
    "comma": "Concurso com {n} vagas, {p}. Quantas para negros?",
    "paren": "Edital: {n} vagas ({p}). qual a cota racial?",
    "dash": "{n} vagas - {p} - quantas ficam pra cota?",
}


def _pcd_cases() -> list[Case]:
    out: list[Case] = []
    for (plabel, (ptext, pcd, pct)), (flabel, frame), n in product(PCD_FORMS.items(), PCD_FRAMES.items(), (20, 40)):
        text = frame.format(n=n, p=ptext)
        out.append(Case(text, {"vacancies": n, "pcd": pcd, "pcd_percentage": pct},
                        (f"pcd={plabel}", f"pframe={flabel}")))
    return out


# --------------------------------------------------------------------------- tables of cargos

_CARGO_PAIRS = [(("Analista", 12), ("Técnico", 3)), (("Professor", 20), ("Enfermeiro", 5)),
                (("Agente administrativo", 8), ("Auditor fiscal", 4))]
TABLE_FORMS: dict[str, Callable[[str, int, str, int], str]] = {
    "dash_semicolon": lambda a, x, b, y: f"{a} - {x}; {b} - {y}",
    "paren": lambda a, x, b, y: f"{a.lower()} ({x}) e {b.lower()} ({y})",
    "p_slash": lambda a, x, b, y: f"{x} p/ {a.lower()} e {y} p/ {b.lower()}",
    "colon_lines": lambda a, x, b, y: f"\n{a}: {x}\n{b}: {y}\n",
    "N_vagas_de": lambda a, x, b, y: f"{x} vagas de {a.lower()} e {y} de {b.lower()}",
    "N_para": lambda a, x, b, y: f"{x} vagas para {a.lower()} e {y} vagas para {b.lower()}",
    "name_N_vagas": lambda a, x, b, y: f"{a}: {x} vagas, {b}: {y} vagas",
    "name_com": lambda a, x, b, y: f"{a.lower()} com {x} vagas e {b.lower()} com {y}",
    "dash_lines": lambda a, x, b, y: f"\n{a} - {x}\n{b} - {y}\n",
    "equals": lambda a, x, b, y: f"{a}={x}, {b}={y}",
    "comma_name_N": lambda a, x, b, y: f"{a} {x}, {b} {y}",
    "pipe_vagas": lambda a, x, b, y: f"{a}: {x} vagas | {b}: {y} vagas",
    "slash": lambda a, x, b, y: f"{a} {x} / {b} {y}",
    "bullets": lambda a, x, b, y: f"\n- {a}: {x}\n- {b}: {y}\n",
    "name_N_vagas_comma": lambda a, x, b, y: f"{a.lower()} {x} vagas, {b.lower()} {y} vagas",
    "cargo_label": lambda a, x, b, y: f"cargo {a.lower()} {x} vagas; cargo {b.lower()} {y} vagas",
    "em_dash": lambda a, x, b, y: f"{a} — {x}; {b} — {y}",
    "N_para_o_cargo_de": lambda a, x, b, y: f"{x} vagas para o cargo de {a.lower()} e {y} para o cargo de {b.lower()}",
    "paren_vagas": lambda a, x, b, y: f"{a} ({x} vagas) e {b} ({y} vagas)",
    "N_de_name": lambda a, x, b, y: f"{x} de {a.lower()}, {y} de {b.lower()}",
    "tabs": lambda a, x, b, y: f"\n{a}\t{x}\n{b}\t{y}\n",
    "cargo_vagas_labels": lambda a, x, b, y: f"Cargo: {a}, vagas: {x}; Cargo: {b}, vagas: {y}",
    "words": lambda a, x, b, y: f"{a.lower()}: {_NUM_WORDS[x]}; {b.lower()}: {_NUM_WORDS[y]}",
    # Round 19: dictated rows, no commas, numbers in words ("técnico nove vagas analista quatro").
    "run_on_words": lambda a, x, b, y: f"{a.lower()} {_NUM_WORDS[x]} vagas {b.lower()} {_NUM_WORDS[y]}",
    "run_on_com_words": lambda a, x, b, y: f"{a.lower()} com {_NUM_WORDS[x]} vagas {b.lower()} com {_NUM_WORDS[y]}",
    # Round 18: the cargo right after "vagas", with no "de"/"para" (rows typed as a list).
    "N_vagas_name": lambda a, x, b, y: f"{x} vagas {a.lower()}, {y} vagas {b.lower()}",
    "N_vagas_name_e": lambda a, x, b, y: f"{x} vagas {a.lower()} e {y} vagas {b.lower()}",
    "N_vagas_name_semicolon": lambda a, x, b, y: f"{x} vagas {a}; {y} vagas {b}",
}
_NUM_WORDS = {12: "doze", 3: "três", 20: "vinte", 5: "cinco", 8: "oito", 4: "quatro"}
TABLE_FRAMES: dict[str, str] = {
    "quantas_cada": "Edital: {t}. Quantas cotas em cada cargo?",
    "reserva_por_cargo": "As vagas são {t} — qual a reserva por cargo?",
}


def _table_cases() -> list[Case]:
    out: list[Case] = []
    for (tlabel, form), (flabel, frame), ((a, x), (b, y)) in product(TABLE_FORMS.items(), TABLE_FRAMES.items(),
                                                                        _CARGO_PAIRS):
        text = frame.format(t=form(a, x, b, y))
        exp = {"cargos": [(_fold(a), x), (_fold(b), y)]}
        out.append(Case(text, exp, (f"table={tlabel}", f"tframe={flabel}")))
    return out


def _fold(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", s.lower()) if not unicodedata.combining(c))


# --------------------------------------------------------------------------- round 19: numbers as dictated

# A table dictated without commas whose last row is "uma" ("... e perito com uma"): three cargos, the last of 1 vaga.
_RUN_ON_THREE: dict[str, str] = {
    "com_uma": "o edital tem {a} com {xw} vagas {b} com {yw} e {c} com uma, quanto de cota em cada",
    "bare_uma": "{a} {xw} vagas {b} {yw} e {c} uma no edital, quantas cotas",
    "bare_um_cargo": "no concurso tem {a} {xw} vagas {b} {yw} e {c} um, quanto e de cota por cargo",
}
_THREE_CARGOS = [("agente", 20, "escrivao", 6, "perito"), ("tecnico", 9, "analista", 4, "auxiliar"),
                 ("enfermeiro", 12, "farmaceutico", 3, "medico")]
_SPOKEN = {20: "vinte", 6: "seis", 9: "nove", 4: "quatro", 12: "doze", 3: "três"}


def _run_on_cases() -> list[Case]:
    out: list[Case] = []
    for (flabel, form), (a, x, b, y, c) in product(_RUN_ON_THREE.items(), _THREE_CARGOS):
        text = form.format(a=a, xw=_SPOKEN[x], b=b, yw=_SPOKEN[y], c=c)
        out.append(Case(text, {"cargos": [(a, x), (b, y), (c, 1)]}, (f"runon={flabel}",)))
    return out


# Counts said as people speak them: dozens, "e meia", "porcento" in one word, a guess settled right after it; a guess
# left as such ("vinte e poucas vagas") is no count (None: the number is asked).
SPOKEN_FORMS: dict[str, tuple[str, dict[str, Any]]] = {
    "duzia_e_meia": ("o edital tem uma dúzia e meia de vaga pra agente", {"vacancies": 18}),
    "meia_duzia": ("são meia dúzia de vagas no concurso", {"vacancies": 6}),
    "duas_duzias": ("abriram duas dúzias de vagas", {"vacancies": 24}),
    "duas_dezenas": ("o concurso tem duas dezenas de vagas", {"vacancies": 20}),
    "poucas_settled": ("o concurso tem vinte e poucas vagas acho que vinte e três", {"vacancies": 23}),
    "tantas_settled": ("tem trinta e tantas vagas, na verdade trinta e quatro", {"vacancies": 34}),
    "poucas_vague": ("o edital tem vinte e poucas vagas", {"vacancies": None}),
    "tantas_vague": ("saiu um concurso com quarenta e tantas vagas", {"vacancies": None}),
    "porcento_pcd": ("o edital tem quarenta vagas e cinco porcento pcd", {"vacancies": 40, "pcd_percentage": "5%"}),
    "duas_pra_deficiente": ("concurso com vinte e sete vagas e duas pra deficiente", {"vacancies": 27, "pcd": 2}),
    "tinha_bare": ("o edital tinha onze", {"vacancies": 11}),
    "tem_bare_threshold": ("não tem cota com menos de três vagas né? meu concurso tem duas", {"vacancies": 2}),
}
SPOKEN_TAILS = ["quantas vão pra cota", "quanto é de cota", "qual a reserva dos negro"]


def _spoken_cases() -> list[Case]:
    return [Case(f"{text} {tail}", exp, (f"spoken={label}",))
            for (label, (text, exp)), tail in product(SPOKEN_FORMS.items(), SPOKEN_TAILS)]


# --------------------------------------------------------------------------- round 18: claims and equal cargos

# A reserve somebody states of the vagas, to be checked ("são 4 de cota, tá certo?"): the stated count is the claim
# (`claimed_reserve`), never a second total; the vagas stay one count.
CLAIM_FORMS: dict[str, str] = {
    "sao_M_de_cota": "num concurso de {n} vagas são {m} de cota, tá certo?",
    "reservaram_M": "{n} vagas e reservaram {m}, procede?",
    "M_reservadas_para": "o edital tem {n} vagas, {m} reservadas para negros. Está correto?",
    "separou_M": "edital com {n} vagas separou {m} pra cota, confere?",
    "M_vao_pros": "disseram que das {n} vagas {m} vão pros cotistas, é verdade?",
    "sendo_M_para": "{n} vagas, sendo {m} para pretos e pardos: está certo isso?",
    "reservou_M_aos": "são {n} vagas e o órgão reservou {m} aos negros, isso está certo?",
    "M_de_cota_e_ampla": "{n} vagas: {m} de cota e {k} de ampla. Procede?",
    "M_vagas_da_reserva": "concurso com {n} vagas e {m} vagas da reserva, bate com a lei?",
    "words": "{nw} vagas, {mw} de cota, tá certo?",
}
_CLAIM_VALUES = [(11, 4), (20, 5), (15, 4), (30, 9)]
_CLAIM_WORDS = {11: "onze", 20: "vinte", 15: "quinze", 30: "trinta", 4: "quatro", 5: "cinco", 9: "nove"}


def _claim_cases() -> list[Case]:
    out: list[Case] = []
    for (flabel, form), (n, m) in product(CLAIM_FORMS.items(), _CLAIM_VALUES):
        text = form.format(n=n, m=m, k=n - m, nw=_CLAIM_WORDS[n], mw=_CLAIM_WORDS[m])
        out.append(Case(text, {"vacancies": n, "vacancy_counts": [n], "claimed_reserve": m}, (f"claim={flabel}",)))
    return out


# Cargos with the same vagas each, said once for all ("1 vaga em cada um dos 5 cargos", "5 cargos (1,1,1,1,1)"):
# a table of that many unnamed cargos, never one total of 1.
EQUAL_CARGO_FORMS: dict[str, str] = {
    "pra_cada_um_dos": "tem {v} vaga pra cada um dos {k} cargos do edital, alguma é de cota?",
    "em_cada_um_dos": "{vw} vaga em cada um dos {k} cargos, tem reserva?",
    "cargos_com_v_cada": "são {k} cargos com {v} vaga cada, quantas cotas?",
    "cargos_de_v_cada": "o edital tem {k} cargos de {v} vaga cada. Qual a reserva?",
    "bracket_list": "edital com {k} cargos ({lst}), quantas reservadas?",
    "bracket_list_spaces": "temos {k} cargos no edital ({lsp}). reserva por cargo?",
}


def _equal_cargo_cases() -> list[Case]:
    out: list[Case] = []
    for (flabel, form), k in product(EQUAL_CARGO_FORMS.items(), (3, 4, 5)):
        text = form.format(v=1, vw="uma", k=k, lst=",".join(["1"] * k), lsp=", ".join(["1"] * k))
        out.append(Case(text, {"cargos": [(f"cargo {i}", 1) for i in range(1, k + 1)], "vacancies": None},
                        (f"equal={flabel}",)))
    return out


# A score said beside the vagas ("fiz 700 no enem", "ele tirou 640 na redação"): a mark of the person, never a cargo
# nor the vagas (round 18).
SCORE_ASIDES: dict[str, str] = {
    "fiz_no_enem": "fiz {s} no enem",
    "tirou_na_prova": "meu filho tirou {s} na prova objetiva",
    "tirei_pontos": "tirei {s} pontos no simulado",
    "obteve_nota": "ela obteve {s} de nota no vestibular",
}
SCORE_VAGAS = ["o concurso do ibama tem {n} vagas, quantas são de cota?", "vou prestar um concurso com {n} vagas. qual a reserva?"]


def _score_cases() -> list[Case]:
    out: list[Case] = []
    for (flabel, form), (vi, vform), n, sc in product(SCORE_ASIDES.items(), enumerate(SCORE_VAGAS), (13, 30), (780, 655)):
        for text in (f"{form.format(s=sc)} e {vform.format(n=n)}", f"{vform.format(n=n)} ({form.format(s=sc)})"):
            out.append(Case(text, {"vacancies": n, "cargos": []}, (f"score={flabel}", f"scorevagas={vi}")))
    return out


# A forebear's group said with an article and a past verb ("mas a avó era negra"): ancestry, never the group of the
# one asked about (round 18).
FOREBEAR_FORMS: dict[str, str] = {
    "a_avo_era": "{who} é branca mas a avó era {g}, {pron} pode usar a cota?",
    "o_avo_dele_era": "{who} é branca, o avô dela era {g}. {pron} pode concorrer na cota?",
    "os_avos_eram": "{who} é branca e os avós eram {gp}, {pron} tem direito à reserva?",
    "a_bisavo_foi": "{who} é branca; a bisavó foi {g}. {pron} consegue vaga de cota?",
}
_FOREBEAR_GROUPS = [("negra", "negros"), ("indígena", "indígenas"), ("preta", "pretos")]


def _forebear_cases() -> list[Case]:
    out: list[Case] = []
    for (flabel, form), (g, gp), (who, pron) in product(FOREBEAR_FORMS.items(), _FOREBEAR_GROUPS,
                                                       (("Minha namorada", "ela"), ("Minha irmã", "ela"))):
        text = form.format(who=who, g=g, gp=gp, pron=pron)
        out.append(Case(text[0].upper() + text[1:], {"groups": ["branca"]}, (f"forebear={flabel}",)))
    return out


# --------------------------------------------------------------------------- mixed: several slots in one message

# Vagas forms that can stand as a clause next to other clauses (no question of their own).
_MIX_VAGAS = ["o edital tem {n} vagas", "vagas: {n}", "são {n} vagas", "{n} vagas imediatas", "{n} vagas + CR",
              "concurso de {n} vagas", "há {n} vagas"]
_MIX_PCD = [("sendo 2 para PcD", 2, None), ("PcD: 2", 2, None), ("5% para PcD", None, "5%"),
            ("2 delas pra pcd", 2, None)]
_MIX_DATES = [(t, e) for t, e in DATE_FORMS.values() if t not in {"2024"}]
_MIX_ASK = ["Quantas vagas são para negros?", "qual a reserva?", "quantas ficam pra cota?", "como fica a cota racial?"]


def _mixed_cases(k: int = 500, seed: int = 1717) -> list[Case]:
    """Vagas, PcD, a date and sometimes a place in one message, clauses in a random (seeded) order: the slots must
    not steal each other's numbers (a rank read as vagas, a day as a PcD count)."""
    rng = random.Random(seed)
    out: list[Case] = []
    for _ in range(k):
        n = rng.choice((10, 33, 22, 60))
        vi = rng.randrange(len(_MIX_VAGAS))
        clauses = [_MIX_VAGAS[vi].format(n=n)]
        exp: dict[str, Any] = {"vacancies": n}
        forms = [f"mvagas={vi}"]
        if rng.random() < 0.6:
            ptext, pcd, pct = rng.choice(_MIX_PCD)
            clauses[0] = f"{clauses[0]}, {ptext}"
            exp.update(pcd=pcd, pcd_percentage=pct)
            forms.append(f"mpcd={ptext}")
        if rng.random() < 0.6:
            dtext, dexp = rng.choice(_MIX_DATES)
            clauses.append(rng.choice(["edital publicado em {d}", "edital de {d}", "publicação: {d}"]).format(d=dtext))
            if isinstance(dexp, date):
                exp["date"] = dexp
            else:
                exp.update(date=None, period=dexp)
            forms.append(f"mdate={dtext}")
        if rng.random() < 0.5:
            r = rng.choice((12, 25, 41))
            slabel, sphrase, _subj, fem = rng.choice(SUBJECTS)
            rlabel, rform = rng.choice(list(RANK_FORMS.items()))
            llabel, (lphrase, slot) = rng.choice([x for x in LISTS.items() if x[1][1] != "any"])
            if rlabel == "posicao_N":
                lphrase = " da " + lphrase[4:] if lphrase.startswith(" na ") else lphrase
            clauses.append(f"{sphrase} {rform(r, fem)}{lphrase}")
            exp["general_rank" if slot == "general" else "reserve_rank"] = r
            forms.append(f"mrank={rlabel}/{llabel}")
        rng.shuffle(clauses)
        text = ". ".join(c[0].upper() + c[1:] for c in clauses) + ". " + rng.choice(_MIX_ASK)
        out.append(Case(text, exp, tuple(forms)))
    return out


# --------------------------------------------------------------------------- genuinely ambiguous: questioned

# The same count listed with its noun several times ("1 vaga, 1 vaga e 1 vaga"): unnamed cargos or a slip, never one
# total. Expected: every count kept (`vacancy_counts`), which the router turns into a question, not a figure.
_REPEATS = ["{n} vaga, {n} vaga e {n} vaga", "{n} vagas, {n} vagas, {n} vagas", "{n} vagas; {n} vagas",
            "{n} vagas e {n} vagas"]


def _repeat_cases() -> list[Case]:
    out: list[Case] = []
    for i, form in enumerate(_REPEATS):
        for n in (1, 2, 5):
            listed = form.format(n=n).replace(f"{n} vagas", f"{n} vaga") if n == 1 else form.format(n=n)
            k = listed.count(" vaga")
            for ask in ("quantas são cotas?", "qual a reserva?"):
                out.append(Case(f"O edital tem {listed}. {ask}", {"vacancy_counts": [n] * k}, (f"repeat={i}",)))
    return out


# --------------------------------------------------------------------------- all


def cases(cap: int = 6000, seed: int = 17) -> list[Case]:
    """Every family's cases under each surface variant, a fixed-seed sample of them when over `cap`."""
    base = (_rank_cases() + _vagas_cases() + _date_cases() + _pcd_cases() + _table_cases() + _mixed_cases() + _repeat_cases()
            + _claim_cases() + _equal_cargo_cases() + _score_cases() + _forebear_cases() + _run_on_cases()
            + _spoken_cases())
    out: list[Case] = []
    for c in base:
        for vlabel, fn in VARIANTS.items():
            out.append(Case(fn(c.text), c.expected, (*c.forms, f"variant={vlabel}")))
    rng = random.Random(seed)
    if len(out) > cap:
        # Keep every plain case; sample the variants.
        plain = [c for c in out if c.forms[-1] == "variant=plain"]
        rest = [c for c in out if c.forms[-1] != "variant=plain"]
        out = plain + rng.sample(rest, max(0, cap - len(plain)))
    return out
