"""`python -m corpus bench`: cold start and memory of the assistant, warm retrieval latency.

Prints figures against the targets (cold law question <= 3x a cold calculator question, peak RSS
<= 350 MB, warm retrieval p95 <= 50 ms); never fails on time. Each cold run is a fresh
`python -m assistant ask` process, measured with os.wait4 (wall time and peak RSS of that child).
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
LAW_QUESTION = "A banca pode me eliminar se achar que não sou pardo?"
CALC_QUESTION = "Um concurso tem 10 vagas: quantas são reservadas?"
# Not needed by a law question: torch (sentence-transformers backend only), chromadb (the dense export
# serves local mode), the LangChain retriever wrapper, sklearn/scipy/pandas (numpy k-NN).
HEAVY = ("torch", "transformers", "sentence_transformers", "chromadb", "langchain_core.retrievers",
         "sklearn", "scipy", "pandas")
# Written for the benchmark (latency only; never scored).
WARM_QUESTIONS = (
    "Quem pode concorrer às vagas reservadas?", "O que acontece se eu mentir na autodeclaração?",
    "Como é a ordem de nomeação dos cotistas?", "As vagas que sobrarem vão para quem?",
    "A lei vale para empresas públicas?", "Quando a lei entrou em vigor?",
    "Se eu passar na ampla concorrência, ocupo vaga de cota?", "Quem faz a heteroidentificação?",
    "A reserva vale para contratação temporária?", "Qual o salário do cargo?",
)


def cold_run(question: str, env: dict[str, str] | None = None, importtime: bool = False) -> tuple[float, float, str]:
    """(seconds, peak RSS in MB, stderr) of one fresh `python -m assistant ask` process."""
    cmd = [sys.executable] + (["-X", "importtime"] if importtime else []) + ["-m", "assistant", "ask", question]
    t = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=REPO_ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env=env or os.environ.copy(), text=True)
    assert proc.stderr is not None  # stderr=PIPE above
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - t
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise RuntimeError(f"`assistant ask` falhou ({proc.returncode}): {err[-500:]}")
    return seconds, usage.ru_maxrss / 1024, err


def warm_latency(repeats: int = 5) -> tuple[float, float]:
    from .retrieval import open_engine

    retriever = open_engine()  # what the assistant searches with
    retriever.search(WARM_QUESTIONS[0])
    times = []
    clear = getattr(retriever.embeddings, "clear_cache", lambda: None)
    for _ in range(repeats):
        clear()  # each question embedded anew, as a new user's would be
        for q in WARM_QUESTIONS:
            t = time.perf_counter()
            retriever.search(q)
            times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return statistics.median(times), times[int(round(0.95 * (len(times) - 1)))]


def main(rounds: int = 3) -> int:
    # The index is built once first, so the cold runs measure start-up and one question.
    subprocess.run([sys.executable, "-m", "corpus", "build", "--quiet"], cwd=REPO_ROOT, check=True)
    law, calc = [], []
    for _ in range(rounds):  # interleaved: load from other processes hits both alike
        law.append(cold_run(LAW_QUESTION))
        calc.append(cold_run(CALC_QUESTION))
    law_s = statistics.median(r[0] for r in law)
    calc_s = statistics.median(r[0] for r in calc)
    rss = max(r[1] for r in law)
    _, _, imports = cold_run(LAW_QUESTION, importtime=True)
    # -X importtime lines end in "|   <module>"; a heavy module there was imported.
    heavy = [m for m in HEAVY if re.search(rf"\|\s+{re.escape(m)}\s*$", imports, re.MULTILINE)]
    p50, p95 = warm_latency()
    print(f"Pergunta de lei a frio:     {law_s:.2f} s (mediana de {rounds})")
    print(f"Pergunta de cálculo a frio: {calc_s:.2f} s  -> razão {law_s / calc_s:.1f}x (meta <= 3x)")
    print(f"Pico de memória (lei):      {rss:.0f} MB (meta <= 350 MB); cálculo: "
          f"{max(r[1] for r in calc):.0f} MB")
    print(f"Importa módulos pesados:    {', '.join(heavy) if heavy else 'nenhum'} (de {', '.join(HEAVY)})")
    print(f"Recuperação quente:         p50={p50:.1f} ms p95={p95:.1f} ms (meta p95 <= 50 ms)")
    return 0
