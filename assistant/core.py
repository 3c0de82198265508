"""The Assistant: route, compute with the calculator, retrieve, write with citations."""
from __future__ import annotations

import logging
import os
import threading
from datetime import date, timedelta
from typing import Any, Callable, Iterable

from calculator import CalculatorError
from calculator.regime import NEW_LAW_START

from . import writer
from .citations import citation, citations_for
from .extraction import ENTITY_LABELS, warm_up
from .models import Answer, Citation, Turn
from .router import DEFAULT_ENTITY, DEFAULT_PROCESS, Plan, law_hint_date, plan
from .settings import AssistantSettings, get_settings
from .tools import run_tool

log = logging.getLogger(__name__)

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

# Result keys that only describe how a figure was reached; the rest must agree across a period.
_DESCRIPTIVE = {"explanation", "legal_basis", "edital_date", "assumed_today", "future"}
_GROUP_FOR_CALC = {"negra": "preta"}  # "negro" = preto ou pardo (art. 2º, I); same rules for both
ELIGIBLE_GROUPS = ("preta", "parda", "indigena", "quilombola", "branca", "amarela")


def _context_of(history: Iterable[Any] | None) -> dict[str, Any] | None:
    """Context of the last assistant answer in the history (Turn models or dicts)."""
    for turn in reversed(list(history or [])):
        if isinstance(turn, dict):
            turn = Turn.model_validate(turn)
        if isinstance(turn, Turn) and turn.role == "assistant" and turn.answer is not None:
            return dict(turn.answer.context)
        if isinstance(turn, Answer):
            return dict(turn.context)
    return None


class Assistant:
    def __init__(self, settings: AssistantSettings | None = None, retriever: Any = None,
                 today: Callable[[], date] | None = None, llm: Any = None):
        self.settings = settings or get_settings()
        self._retriever = retriever
        self._today = today or date.today
        self._llm = llm
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ resources

    @property
    def retriever(self):
        if self._retriever is None:
            with self._lock:
                if self._retriever is None:
                    # Thread count (COTAS_TORCH_THREADS) is applied by corpus.embeddings, inside
                    # the backend that needs it: the default one never imports torch.
                    from corpus.retrieval import get_retriever

                    self._retriever = get_retriever(k=self.settings.retrieval_k)
        return self._retriever

    def warm(self) -> "Assistant":
        """Load the retriever (embedding model, index) and the typo dictionary now."""
        warm_up()
        self.retriever.search("reserva de vagas", k=1)
        return self

    # ------------------------------------------------------------------ public

    def ask(self, question: str, history: Iterable[Any] | None = None) -> Answer:
        question = (question or "").strip()
        if not question:
            return self._clarify_text("Escreva a sua pergunta sobre a reserva de vagas.", [], {}, writer.EXAMPLES)
        today = self._today()
        prev = _context_of(history)
        p = plan(question, prev, today)
        try:
            if p.route == "out_of_scope":
                answer = Answer(
                    answer=writer.out_of_scope_answer(pcd="pcd" in p.notes, other_quota="other_quota" in p.notes),
                    route="out_of_scope", options=writer.EXAMPLES, context={})
            elif p.route == "retrieval":
                answer = self._retrieval(p, question)
            elif p.route == "clarify":
                answer = self._clarify(p, today)
            else:
                answer = self._calculate(p, today)
        except CalculatorError as exc:
            answer = self._clarify_text(
                f"Não consegui calcular: {exc.message} Corrija o campo **{exc.field}** e pergunte de novo.",
                [], {"intent": p.intent, **p.params}, [])
        except Exception:  # never a traceback for the user; the log keeps the details
            log.exception("could not answer %r", question)
            return self._clarify_text(
                "Desculpe, não consegui responder agora. Tente reformular a pergunta ou tente de novo em instantes.",
                [], {}, writer.EXAMPLES)
        return self._polish(answer, question)

    # ------------------------------------------------------------------ routes

    def _retrieval(self, p: Plan, question: str) -> Answer:
        k = self.settings.retrieval_k
        query = p.query or question
        # Ask for a few more: vetoed dispositivos ("(VETADO)") answer nothing and are dropped.
        wide = k + 4
        notes: list[str] = []
        no_law = p.reference and not p.law_id and not (p.extraction and p.extraction.law_hint)
        docs = None
        if no_law:
            # "O que diz o art. 7o, § 3o?" names no law: the law in force is meant, if it has that dispositivo.
            docs = self.retriever.search(query, k=wide, law_id="lei-15142-2025")
            if docs and docs[0].metadata.get("source") == "reference":
                notes.append("Como a pergunta não indica a lei, considerei a **Lei nº 15.142/2025**, a lei "
                             "vigente; para a Lei nº 12.990/2014, pergunte indicando “da Lei 12.990”.")
            else:
                docs = None
        if docs is None:
            docs = (self.retriever.search(query, k=wide, law_id=p.law_id) if p.law_id
                    else self.retriever.search(query, k=wide))
            if no_law and docs and docs[0].metadata.get("law_id") == "lei-12990-2014" \
                    and docs[0].metadata.get("source") == "reference":
                notes.append("A pergunta não indica a lei e a Lei nº 15.142/2025 não tem esse dispositivo: "
                             "mostro o da **Lei nº 12.990/2014**.")
        if p.injection:
            notes.append(writer.INJECTION_NOTE)
        docs = [d for d in docs if not d.metadata.get("vetoed")][:k]
        cits: list[Citation] = []
        for doc in docs:
            urn = doc.metadata.get("urn")
            if urn and urn not in {c.urn for c in cits}:
                cits.append(citation(urn, doc.metadata.get("label")))
        laws = {c.urn.split("!")[0] for c in cits}
        law_id = None
        if len(laws) == 1:
            law_id = "lei-15142-2025" if "15142" in next(iter(laws)) else "lei-12990-2014"
        return Answer(answer=writer.retrieval_answer(cits, notes), route="retrieval", citations=cits, law_id=law_id,
                      context={"route": "retrieval", "query": query})

    def _clarify_text(self, text: str, options: list[str], context: dict[str, Any],
                      fallback_options: list[str] | None = None) -> Answer:
        return Answer(answer=text, route="clarify", options=options or (fallback_options or []), context=context)

    def _clarify(self, p: Plan, today: date) -> Answer:
        ctx = {"intent": p.intent, **p.params, "pending": p.clarify}
        if p.clarify == "vacancies":
            return self._clarify_text("Quantas vagas o edital oferece (no total, para o cargo)?",
                                      ["1 vaga", "5 vagas", "10 vagas", "20 vagas"], ctx)
        if p.clarify == "edital_date":
            b = writer.fmt_date(NEW_LAW_START)
            return self._clarify_text(
                "Em que data o edital foi publicado? A lei aplicável depende dessa data.",
                [f"Antes de {b}", f"Em {b} ou depois"], ctx)
        if p.clarify == "rank":
            return self._clarify_text(
                "Qual a sua posição na lista geral (ampla concorrência) e, se optou pela reserva, na lista "
                "da reserva? Ex.: “12º na lista geral e 3º na lista da reserva”.", [], ctx)
        if p.clarify == "injection":
            return self._clarify_text(
                "Não sigo instruções para mudar respostas: os números vêm só da calculadora, com os dados da "
                "sua pergunta, e as citações, do texto das leis. Qual é a sua pergunta sobre a reserva de vagas?",
                writer.EXAMPLES, {k: v for k, v in ctx.items() if k != "pending"})
        if p.clarify == "result":
            return self._clarify_text(
                "O resultado final depende da lista completa de candidatos (classificação, opção pela reserva, "
                "confirmação). Use o painel **Resultado** e envie a tabela; aqui no chat posso calcular a reserva, "
                "a lei aplicável, a elegibilidade e a ordem de nomeação.",
                ["Quantas vagas são reservadas num concurso com 10 vagas?",
                 "Em que posições da ordem de nomeação entram os cotistas com 10 vagas?"], {"intent": None})
        return self._clarify_text("Pode detalhar a pergunta?", [], ctx)

    def _boundary(self, start: date, end: date, today: date) -> date:
        """First day in (start, end] whose law differs from start's, asked to the calculator."""
        def reg(d: date) -> Any:
            return run_tool("regime", {"edital_date": d.isoformat(), "today": today.isoformat()})["regime"]

        base = reg(start)
        lo, hi = start, end  # reg(lo) == base, reg(hi) != base
        while (hi - lo).days > 1:
            mid = lo + timedelta(days=(hi - lo).days // 2)
            lo, hi = (mid, hi) if reg(mid) == base else (lo, mid)
        return hi

    def _inputs(self, p: Plan, today: date) -> tuple[str, dict[str, Any], list[str]]:
        """Calculator operation and its input from the plan, plus the defaults used (stated)."""
        prm, notes = p.params, []
        intent = p.intent
        base: dict[str, Any] = {"today": today.isoformat()}
        if prm.get("edital_date"):
            base["edital_date"] = prm["edital_date"]
        elif prm.get("period"):
            pass  # resolved against the calculator in _calculate
        elif prm.get("law_hint"):
            d = law_hint_date(prm["law_hint"], today)
            base["edital_date"] = d.isoformat()
            if prm["law_hint"] == "old":
                notes.append(f"Edital publicado antes de 04/06/2025 (lei antiga): considerei {writer.fmt_date(d)}.")
            else:
                notes.append(f"Edital publicado sob a lei nova: considerei {writer.fmt_date(d)}.")
        else:
            notes.append(f"Sem data do edital, considerei um edital publicado hoje ({writer.fmt_date(today)}).")
        groups = [g for g in (prm.get("groups") or []) if g != "pcd"]
        entity, process = prm.get("entity"), prm.get("process")
        needs_elig = intent == "eligibility" or (
            intent == "reserve" and (entity or process or any(g in ("branca", "amarela") for g in groups)))
        if intent in ("reserve", "order", "eligibility") or needs_elig:
            if entity is None and (needs_elig or intent == "reserve"):
                notes.append("Sem órgão informado, considerei um concurso federal da administração direta."
                             if not process else "Sem órgão informado, considerei um órgão da administração direta.")
        if needs_elig:
            group = _GROUP_FOR_CALC.get(groups[0], groups[0]) if groups else "preta"
            if not groups:
                notes.append("Sem grupo informado, considerei uma pessoa preta ou parda.")
            elif groups[0] == "negra":
                notes.append("Considerei “negro” como pessoa preta ou parda (art. 2º, I).")
            args = {**base, "group": group, "entity": entity or DEFAULT_ENTITY, "process": process or DEFAULT_PROCESS}
            if "vacancies" in prm:
                args["vacancies"] = prm["vacancies"]
            elif prm.get("reserve_register"):
                args["reserve_register"] = True
            return "eligibility", args, notes
        if intent == "regime":
            return "regime", base, notes
        if intent in ("reserve", "order"):
            return intent, {**base, "vacancies": prm["vacancies"]}, notes
        if intent == "position":
            args = {**base, "vacancies": prm["vacancies"]}
            if prm.get("general_rank"):
                args["general_rank"] = prm["general_rank"]
            if prm.get("reserve_rank"):
                args["reserve_rank"] = prm["reserve_rank"]
            elif prm.get("rank") and not prm.get("general_rank"):
                args["general_rank"] = prm["rank"]
            return "position", args, notes
        raise CalculatorError("pergunta", "pergunta: operação não reconhecida.")

    def _calculate(self, p: Plan, today: date) -> Answer:
        op, args, notes = self._inputs(p, today)
        period = p.params.get("period")
        if period and "edital_date" not in args:
            start, end, text = date.fromisoformat(period[0]), date.fromisoformat(period[1]), period[2]
            first = run_tool(op, {**args, "edital_date": start.isoformat()})
            last = run_tool(op, {**args, "edital_date": end.isoformat()})
            strip = lambda r: {k: v for k, v in r.items() if k not in _DESCRIPTIVE}  # noqa: E731
            if strip(first) != strip(last):
                b = writer.fmt_date(self._boundary(start, end, today))
                ctx = {"intent": p.intent, **{k: v for k, v in p.params.items() if k != "period"},
                       "pending": "edital_date"}
                return self._clarify_text(
                    f"“{text}” inclui datas com regras diferentes: a lei aplicável muda em {b}. "
                    f"O edital foi publicado antes de {b} ou a partir dessa data?",
                    [f"Antes de {b}", f"Em {b} ou depois"], ctx)
            calc = first
            notes.append(f"Edital de {text}: a resposta é a mesma para qualquer data desse período.")
        else:
            calc = run_tool(op, args)
        when = period[2] if period and "edital_date" not in args else None
        extra_basis: list[Any] = []
        if op == "eligibility" and p.intent == "reserve" and calc["eligible"]:
            # Asked "how many": coverage first, then the count from the reserve operation.
            elig = calc
            calc = run_tool("reserve", {k: v for k, v in args.items()
                                        if k in ("vacancies", "edital_date", "today")}
                            | ({"edital_date": elig["edital_date"]} if elig.get("edital_date") else {}))
            calc["eligible"] = True
            calc["explanation"] = [s for s in elig["reasons"] if "vagas reservadas" not in s] + calc["explanation"]
            extra_basis = [b for b in elig["legal_basis"] if b not in calc["legal_basis"]]
            op = "reserve"
        if op == "regime" and calc.get("regime"):
            # The percentage is the calculator's own table, shown with the law it belongs to.
            from calculator.reserve import PERCENTAGE

            calc["percentage"] = PERCENTAGE[calc["regime"]]
        intent = op
        basis = list(calc.get("legal_basis") or []) + extra_basis
        if calc.get("regime") != "lei-15142-2025" and args.get("edital_date"):
            # Past edital: the transition rule (art. 11) explains the law used; cite it early.
            reg_basis = run_tool("regime", {"edital_date": args["edital_date"], "today": today.isoformat()})["legal_basis"]
            basis = basis[:1] + reg_basis + basis[1:]
        cits = citations_for(basis)
        if entity := p.params.get("entity"):
            notes.append(f"Entidade: {ENTITY_LABELS.get(entity, entity)}"
                         + (f" ({p.extraction.entity_name.upper()})." if p.extraction and p.extraction.entity_name
                            and len(p.extraction.entity_name) <= 6 else "."))
        ctx = {"intent": p.intent, **p.params}
        ctx.pop("pending", None)
        return Answer(answer=writer.calculator_answer(intent, calc, cits, notes, when=when,
                                                                 injection=p.injection), route="calculator",
                      calculation={"operation": op, **calc}, citations=cits, law_id=calc.get("regime"),
                      context=ctx)

    # ------------------------------------------------------------------ optional LLM

    def _polish(self, answer: Answer, question: str) -> Answer:
        if answer.route not in ("calculator", "retrieval") or not (self._llm or self.settings.llm_enabled):
            return answer
        from .llm import rewrite

        return rewrite(answer, question, self.settings, llm=self._llm)


_ASSISTANT: Assistant | None = None
_LOCK = threading.Lock()


def get_assistant() -> Assistant:
    """One Assistant per process; the retriever loads on first use."""
    global _ASSISTANT
    if _ASSISTANT is None:
        with _LOCK:
            if _ASSISTANT is None:
                _ASSISTANT = Assistant()
    return _ASSISTANT
