"""Calculator operations as LangChain tools; the deterministic router calls the same ones.

Each tool's args_schema is the calculator's own input model, so a chat model that calls a
tool is validated exactly like the router (CalculatorError, Portuguese message).
"""
from __future__ import annotations

import importlib
from functools import lru_cache
from typing import Any, Callable

from langchain_core.tools import StructuredTool

import calculator
from calculator.reserve import PERCENTAGE
from vocabulary import NEW_LAW, OLD_LAW

# name -> (calculator function name, input model name, description for a chat model)
OPERATIONS: dict[str, tuple[str, str, str]] = {
    "reserve": ("reserve", "ReserveInput",
                f"Calcula quantas vagas são reservadas ({PERCENTAGE[NEW_LAW]}% pela Lei 15.142/2025 ou "
                f"{PERCENTAGE[OLD_LAW]}% pela Lei 12.990/2014) "
                "para um número de vagas e a data de publicação do edital."),
    "regime": ("regime", "RegimeInput",
               "Diz qual lei rege um edital (Lei 15.142/2025 ou Lei 12.990/2014) pela data de publicação."),
    "eligibility": ("eligibility", "EligibilityInput",
                    "Diz se uma pessoa de um grupo pode concorrer às vagas reservadas num processo "
                    "(concurso, PSS, ou uma seleção que a lei não alcança: militar temporária, interna, remoção) "
                    "de uma entidade (direta, autarquia, fundação, empresa pública...)."),
    "order": ("order", "OrderInput",
              "Posições da ordem de nomeação ocupadas pelas vagas reservadas (alternância e proporcionalidade)."),
    "position": ("position", "PositionInput",
                 "Diz se um candidato, pelas suas posições na lista geral e na lista da reserva, está "
                 "dentro das vagas."),
    "result": ("result", "ResultInput",
               "Monta o resultado final (nomeados por vaga) a partir de uma tabela de candidatos."),
}


def _runner(func: Callable, model: type) -> Callable[..., dict[str, Any]]:
    def run(**kwargs: Any) -> dict[str, Any]:
        return func(model(**kwargs)).model_dump(mode="json")

    return run


@lru_cache(maxsize=1)
def get_tools() -> dict[str, StructuredTool]:
    tools = {}
    for name, (func_name, model_name, description) in OPERATIONS.items():
        # Each operation lives in calculator/<name>.py (see calculator/__init__.py).
        module = importlib.import_module(f"{calculator.__name__}.{func_name}")
        func, model = getattr(module, func_name), getattr(module, model_name)
        tools[name] = StructuredTool.from_function(
            func=_runner(func, model), name=name, description=description, args_schema=model,
        )
    return tools


def run_tool(name: str, params: dict[str, Any]) -> dict[str, Any]:
    """Run one calculator operation with already-extracted parameters; returns its JSON result.

    Raises calculator.CalculatorError on bad input (the tool validates with the input model).
    """
    tool = get_tools()[name]
    # invoke() validates against args_schema, then calls the runner with the fields.
    return tool.invoke({k: v for k, v in params.items() if v is not None})
