"""Micro-benchmark: calls per second for reserve, order (N = 10**4), result (10**5 candidates) and
edital (2.000 cargos, from dicts and from CSV).
Prints figures only; never gates on them."""
from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator

from .edital import MAX_CARGOS, edital
from .order import OrderInput, order
from .reserve import ReserveInput, reserve
from .result import Candidate, ResultInput, result
from .table import parse_cargos


def _rate(fn: Callable[[], object], min_time: float = 1.0, min_calls: int = 3) -> tuple[float, int]:
    calls, start = 0, time.perf_counter()
    while True:
        fn()
        calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_time and calls >= min_calls:
            return calls / elapsed, calls


def _br(x: float, places: int = 0) -> str:
    """Number in pt-BR style: 12.345,67."""
    return f"{x:,.{places}f}".translate(str.maketrans(",.", ".,"))


def run_bench(seed: int = 7, order_n: int = 10**4, result_n: int = 10**5, min_time: float = 1.0) -> Iterator[str]:
    rng = random.Random(seed)  # same candidate table on every run
    day = "2025-08-01"
    n = 0

    def one_reserve() -> None:
        nonlocal n
        n = (n + 1) % 10**6
        reserve(ReserveInput(vacancies=n, edital_date=day))

    rate, calls = _rate(one_reserve, min_time)
    yield f"reserve: {_br(rate)} chamadas/s ({calls} chamadas)"
    order_inp = OrderInput(vacancies=order_n, edital_date=day, pcd_percentage="5%")
    rate, calls = _rate(lambda: order(order_inp), min_time)
    yield f"order (N = {_br(order_n)}, PcD 5%): {_br(rate, 1)} chamadas/s ({calls} chamadas)"
    size = result_n
    vagas = max(1, size // 10)
    ranks = list(range(1, size + 1))
    rng.shuffle(ranks)
    cands = [Candidate(id=f"c{i}", rank=r, quota=rng.random() < 0.3, pcd=rng.random() < 0.05,
                       confirmed=rng.random() < 0.95) for i, r in enumerate(ranks)]
    res_inp = ResultInput(candidates=cands, vacancies=vagas, edital_date=day, pcd_percentage="5%")
    rate, calls = _rate(lambda: result(res_inp), min_time)
    yield f"result ({_br(size)} candidatos, {_br(vagas)} vagas): {_br(rate, 2)} chamadas/s ({calls} chamadas)"
    t = time.perf_counter()
    ResultInput(candidates=[c.model_dump() for c in cands], vacancies=vagas, edital_date=day)
    yield f"validação de {_br(size)} candidatos a partir de dicts: {_br(time.perf_counter() - t, 2)} s"
    cargos = [{"name": f"Cargo {i}", "vacancies": rng.randrange(0, 60), "declared_reserved": rng.randrange(0, 10)}
              for i in range(MAX_CARGOS)]
    rate, calls = _rate(lambda: edital({"cargos": cargos, "edital_date": day, "pcd_percentage": "5%"}), min_time)
    yield f"edital ({_br(MAX_CARGOS)} cargos, de dicts): {_br(rate, 1)} chamadas/s ({calls} chamadas)"
    csv_bytes = ("cargo;vagas;pcd;reservadas_no_edital\n" + "".join(
        f"{c['name']};{c['vacancies']};5%;{c['declared_reserved']}\n" for c in cargos)).encode()
    rate, calls = _rate(lambda: parse_cargos(csv_bytes, "quadro.csv"), min_time)
    yield f"parse_cargos (CSV de {_br(MAX_CARGOS)} linhas, {_br(len(csv_bytes) / 1024)} KB): {_br(rate, 1)} chamadas/s"
