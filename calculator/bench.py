"""Micro-benchmark: calls per second for reserve, order (N = 10**4) and result (10**5 candidates).
Prints figures only; never gates on them."""
from __future__ import annotations

import random
import time
from collections.abc import Iterator

from .order import OrderInput, order
from .reserve import ReserveInput, reserve
from .result import Candidate, ResultInput, result


def _rate(fn, min_time: float = 1.0, min_calls: int = 3) -> tuple[float, int]:
    calls, start = 0, time.perf_counter()
    while True:
        fn()
        calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_time and calls >= min_calls:
            return calls / elapsed, calls


def run_bench(seed: int = 7) -> Iterator[str]:
    rng = random.Random(seed)  # same candidate table on every run
    day = "2025-08-01"
    n = 0

    def one_reserve():
        nonlocal n
        n = (n + 1) % 10**6
        reserve(ReserveInput(vacancies=n, edital_date=day))

    rate, calls = _rate(one_reserve)
    yield f"reserve: {rate:,.0f} chamadas/s ({calls} chamadas)"
    order_inp = OrderInput(vacancies=10**4, edital_date=day, pcd_percentage="5%")
    rate, calls = _rate(lambda: order(order_inp))
    yield f"order (N = 10.000, PcD 5%): {rate:,.1f} chamadas/s ({calls} chamadas)"
    size = 10**5
    ranks = list(range(1, size + 1))
    rng.shuffle(ranks)
    cands = [Candidate(id=f"c{i}", rank=r, quota=rng.random() < 0.3, pcd=rng.random() < 0.05,
                       confirmed=rng.random() < 0.95) for i, r in enumerate(ranks)]
    res_inp = ResultInput(candidates=cands, vacancies=10**4, edital_date=day, pcd_percentage="5%")
    rate, calls = _rate(lambda: result(res_inp))
    yield f"result (100.000 candidatos, 10.000 vagas): {rate:,.2f} chamadas/s ({calls} chamadas)"
    t = time.perf_counter()
    ResultInput(candidates=[c.model_dump() for c in cands], vacancies=10**4, edital_date=day)
    yield f"validação de 100.000 candidatos a partir de dicts: {time.perf_counter() - t:.2f} s"
