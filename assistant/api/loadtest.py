"""Bounded loopback load test: `python -m assistant.api.loadtest [--compare] [--write docs/load-test.md]`.

`--compare`: the calculator endpoints of the project (rate limit off, and on with many
clients behind a trusted proxy) against a minimal FastAPI app calling the same functions
(assistant/api/loadtest_baseline.py), same client, interleaved rounds; ratio table and
memory per worker.

Starts `python -m assistant.api` on 127.0.0.1 with 2 workers, then drives it with an
async httpx client at 1, 8 and 32 concurrent clients for three scenarios: the
calculator endpoint, calculator questions to /v1/ask and retrieval questions to
/v1/ask. Each cell is bounded by a request count and a time cap. Prints requests/s and
p50/p95/p99 latency; exits 1 on any error. Not part of the test suite.
"""
from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import platform
import signal
import socket
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

import httpx

CALC_PAYLOADS = [
    {"vacancies": n, "edital_date": d}
    for n in (1, 2, 3, 5, 10, 17, 40, 120)
    for d in ("2025-08-01", "2024-11-20")
]
CALC_QUESTIONS = [
    "Um concurso federal oferece 10 vagas. Quantas são reservadas para pessoas pretas, pardas, indígenas e quilombolas?",
    "Edital publicado em 2024-11-20 com 10 vagas: quantas vagas ficam para candidatos negros?",
    "Com 17 vagas, quantas vagas são reservadas pela Lei 15.142?",
    "Quantas vagas reservadas há em um concurso com 45 vagas?",
]
RETRIEVAL_QUESTIONS = [
    "Quem pode concorrer às vagas reservadas?",
    "Como funciona a heteroidentificação complementar à autodeclaração?",
    "O que acontece se o candidato cotista for aprovado na ampla concorrência?",
    "A reserva vale para processos seletivos simplificados?",
    "Por quanto tempo a Lei 15.142 vale? Quando será revisada?",
    "O que diz o art. 11 da Lei 15.142 sobre os concursos em andamento?",
]


SCENARIOS = {
    "calc": "calculadora (/v1/calculator/reserve)",
    "ask-calc": "pergunta de cálculo (/v1/ask)",
    "ask-retrieval": "pergunta de recuperação (/v1/ask)",
}


@dataclass
class Cell:
    scenario: str
    clients: int
    requests: int
    errors: int
    seconds: float
    latencies_ms: list[float]
    cpu_ms: float = 0.0  # server CPU per request (--compare)

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    def pct(self, p: int) -> float:
        if len(self.latencies_ms) < 2:
            return self.latencies_ms[0] if self.latencies_ms else float("nan")
        return statistics.quantiles(self.latencies_ms, n=100, method="inclusive")[p - 1]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(port: int, workers: int, need_assistant: bool = True, timeout: float = 300.0,
                 extra_env: dict[str, str] | None = None, command: list[str] | None = None) -> subprocess.Popen:
    env = {
        **os.environ,
        "COTAS_API_HOST": "127.0.0.1", "COTAS_API_PORT": str(port),
        "COTAS_API_WORKERS": str(workers),
        # One loopback client would hit the per-client limit immediately.
        "COTAS_API_RATE_LIMIT": "", "COTAS_API_LOG_LEVEL": "WARNING",
        "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "ANONYMIZED_TELEMETRY": "False",
        **(extra_env or {}),
    }
    proc = subprocess.Popen(command or [sys.executable, "-m", "assistant.api"], env=env)
    deadline = time.monotonic() + timeout
    url = f"http://127.0.0.1:{port}/healthz"
    ready = 0
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode}")
        try:
            body = httpx.get(url, timeout=2).json()
            # Each worker preloads in its lifespan before it accepts; ask a few times.
            loaded = body.get("assistant_loaded") or not need_assistant
            ready = ready + 1 if loaded else 0
            if ready >= 2 * workers:
                return proc
        except (httpx.HTTPError, ValueError):
            pass
        time.sleep(0.5)
    proc.terminate()
    raise RuntimeError("server not ready in time")


def stop_server(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def scenario_target(scenario: str) -> tuple[str, list[dict]]:
    if scenario == "calculadora (/v1/calculator/reserve)":
        return "/v1/calculator/reserve", CALC_PAYLOADS
    if scenario == "pergunta de cálculo (/v1/ask)":
        return "/v1/ask", [{"question": q} for q in CALC_QUESTIONS]
    return "/v1/ask", [{"question": q} for q in RETRIEVAL_QUESTIONS]


async def run_cell(base: str, scenario: str, clients: int, max_requests: int, max_seconds: float,
                   target: tuple[str, list[dict]] | None = None, many_clients: bool = False) -> Cell:
    path, bodies = target or scenario_target(scenario)
    cycle = itertools.cycle(bodies)
    # Distinct X-Forwarded-For per request: many real clients behind a trusted proxy, each
    # under its limit (a server that does not trust 127.0.0.1 ignores the header).
    addresses = itertools.cycle(f"10.{i // 250}.{i % 250}.1" for i in range(20000))
    latencies: list[float] = []
    errors = 0
    issued = 0
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=120) as client:
        start = time.perf_counter()
        stop_at = start + max_seconds

        async def worker() -> None:
            nonlocal errors, issued
            while issued < max_requests and time.perf_counter() < stop_at:
                issued += 1
                body = next(cycle)
                t0 = time.perf_counter()
                headers = {"X-Forwarded-For": next(addresses)} if many_clients else None
                try:
                    r = await client.post(path, json=body, headers=headers)
                    ok = r.status_code == 200
                except httpx.HTTPError:
                    ok = False
                latencies.append((time.perf_counter() - t0) * 1000)
                errors += 0 if ok else 1

        await asyncio.gather(*(worker() for _ in range(clients)))
        elapsed = time.perf_counter() - start
    return Cell(scenario, clients, len(latencies), errors, elapsed, latencies)


def render(cells: list[Cell], workers: int) -> str:
    lines = [
        "| cenário | clientes | requisições | erros | req/s | p50 (ms) | p95 (ms) | p99 (ms) |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for c in cells:
        lines.append(
            f"| {c.scenario} | {c.clients} | {c.requests} | {c.errors} | {c.rps:.1f} | "
            f"{c.pct(50):.1f} | {c.pct(95):.1f} | {c.pct(99):.1f} |"
        )
    env = (f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, {os.cpu_count()} CPUs, "
           f"Python {platform.python_version()}, uvicorn com {workers} workers, 127.0.0.1")
    return env + "\n\n" + "\n".join(lines) + "\n"


def write_doc(path: Path, table: str, argv: list[str], block_name: str = "loadtest") -> None:
    text = path.read_text(encoding="utf-8") if path.exists() else "# Teste de carga\n"
    marker_start, marker_end = f"<!-- {block_name}:start -->", f"<!-- {block_name}:end -->"
    block = f"{marker_start}\nComando: `python -m assistant.api.loadtest {' '.join(argv)}`\n\n{table}{marker_end}"
    if marker_start in text and marker_end in text:
        head, rest = text.split(marker_start, 1)
        text = head + block + rest.split(marker_end, 1)[1]
    else:
        text = text.rstrip() + "\n\n" + block + "\n"
    path.write_text(text, encoding="utf-8")


async def main_async(args: argparse.Namespace) -> list[Cell]:
    base = args.url
    proc = None
    if base is None:
        port = _free_port()
        proc = start_server(port, args.workers, need_assistant=any(k != "calc" for k in args.scenarios))
        base = f"http://127.0.0.1:{port}"
    try:
        scenarios = [SCENARIOS[k] for k in args.scenarios]
        # Warm-up: first embedding calls and connection setup are not measured.
        for scenario in scenarios:
            await run_cell(base, scenario, 2, 4 * args.workers, 30)
        cells = []
        for scenario in scenarios:
            for clients in args.clients:
                count = args.requests if scenario.startswith("calc") else args.ask_requests
                cell = await run_cell(base, scenario, clients, max(count, clients * 2), args.max_seconds)
                print(f"{scenario:40s} c={clients:3d} n={cell.requests:4d} err={cell.errors} "
                      f"{cell.rps:7.1f} req/s p50={cell.pct(50):7.1f} p95={cell.pct(95):7.1f} "
                      f"p99={cell.pct(99):7.1f} ms", flush=True)
                cells.append(cell)
        return cells
    finally:
        if proc is not None:
            stop_server(proc)


# --- project vs a minimal FastAPI app calling the same calculator function --------------------

ORDER_PAYLOADS = [{"vacancies": n, "edital_date": "2025-08-01"} for n in (10, 40, 120, 300)]
COMPARE_ENDPOINTS = {
    "/v1/calculator/reserve": CALC_PAYLOADS,
    "/v1/calculator/order": ORDER_PAYLOADS,
}
# name -> (extra env, uses the project's server); the baseline is plain uvicorn.
TARGETS = {
    "baseline": None,
    "projeto": {"COTAS_API_RATE_LIMIT": ""},
    "projeto + limite": {"COTAS_API_RATE_LIMIT": "120/minute", "COTAS_API_TRUSTED_PROXIES": "127.0.0.1"},
}


def worker_pids(proc: subprocess.Popen) -> list[int]:
    """The supervisor's worker children, or the process itself."""
    try:
        children = Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()
        workers = [int(c) for c in children
                   if b"resource_tracker" not in Path(f"/proc/{c}/cmdline").read_bytes()]
        return workers or [proc.pid]
    except OSError:
        return [proc.pid]


def cpu_seconds(proc: subprocess.Popen) -> float:
    """User + system CPU of the server's workers: robust to other load on a shared machine."""
    total = 0
    for pid in worker_pids(proc):
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime (clock ticks)
        except OSError:
            pass
    return total / os.sysconf("SC_CLK_TCK")


def worker_rss_mb(proc: subprocess.Popen) -> list[float]:
    """Resident memory of each worker."""
    out = []
    for pid in worker_pids(proc):
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                out.append(int(line.split()[1]) / 1024)
    return out


def start_target(name: str, workers: int, preload: bool) -> tuple[subprocess.Popen, str]:
    port = _free_port()
    env = TARGETS[name]
    if env is None:
        cmd = [sys.executable, "-m", "uvicorn", "assistant.api.loadtest_baseline:app", "--host", "127.0.0.1",
               "--port", str(port), "--workers", str(workers), "--no-access-log", "--log-level", "warning"]
        proc = start_server(port, workers, need_assistant=False, command=cmd)
    else:
        extra = {**env, "COTAS_API_PRELOAD": "true" if preload else "false"}
        proc = start_server(port, workers, need_assistant=preload, extra_env=extra)
    return proc, f"http://127.0.0.1:{port}"


def render_compare(rows: dict, memory: dict, workers: int, rounds: int) -> str:
    names = [n for n in TARGETS if n != "baseline"]
    head = "| endpoint | clientes | baseline req/s | " + " | ".join(
        f"{n} req/s | {n} / baseline" for n in names) + " | erros |"
    lines = [head, "|---|---:|---:|" + "---:|---:|" * len(names) + "---:|"]
    cpu_head = "| endpoint | clientes | baseline ms CPU/req | " + " | ".join(
        f"{n} ms CPU/req | baseline / {n}" for n in names) + " |"
    cpu_lines = [cpu_head, "|---|---:|---:|" + "---:|---:|" * len(names)]
    for (path, clients), by_target in rows.items():
        base = statistics.median(c.rps for c in by_target["baseline"])
        base_cpu = statistics.median(c.cpu_ms for c in by_target["baseline"])
        cells, cpu_cells = [], []
        for n in names:
            rps = statistics.median(c.rps for c in by_target[n])
            cells.append(f"{rps:.0f} | **{rps / base:.2f}**")
            cpu = statistics.median(c.cpu_ms for c in by_target[n])
            cpu_cells.append(f"{cpu:.2f} | **{base_cpu / cpu:.2f}**" if cpu else "— | —")
        errors = sum(c.errors for cs in by_target.values() for c in cs)
        lines.append(f"| `{path}` | {clients} | {base:.0f} | " + " | ".join(cells) + f" | {errors} |")
        cpu_lines.append(f"| `{path}` | {clients} | {base_cpu:.2f} | " + " | ".join(cpu_cells) + " |")
    lines += ["", "CPU dos workers do servidor por requisição (menos sensível à carga da máquina):", ""]
    lines += cpu_lines
    mem = ["| servidor | RSS por worker (MB) |", "|---|---|"]
    for n, values in memory.items():
        mem.append(f"| {n} | {', '.join(f'{v:.0f}' for v in values)} |")
    env = (f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, {os.cpu_count()} CPUs, "
           f"Python {platform.python_version()}, {workers} worker(s) cada, 127.0.0.1, mediana de "
           f"{rounds} rodadas intercaladas")
    return env + "\n\n" + "\n".join(lines) + "\n\n" + "\n".join(mem) + "\n"


async def compare_async(args: argparse.Namespace) -> tuple[str, int]:
    procs: dict[str, tuple[subprocess.Popen, str]] = {}
    try:
        for name in TARGETS:
            procs[name] = start_target(name, args.workers, args.preload)
        for name, (_, base) in procs.items():  # warm-up, not measured
            for path, bodies in COMPARE_ENDPOINTS.items():
                await run_cell(base, path, 2, 50, 10, target=(path, bodies), many_clients=True)
        rows: dict = {}
        for round_ in range(args.rounds):
            for path, bodies in COMPARE_ENDPOINTS.items():
                for clients in args.clients:
                    for name, (proc, base) in procs.items():  # interleaved: same conditions
                        cpu0 = cpu_seconds(proc)
                        cell = await run_cell(base, path, clients, max(args.requests, clients * 2),
                                              args.max_seconds, target=(path, bodies), many_clients=True)
                        cell.cpu_ms = (cpu_seconds(proc) - cpu0) * 1000 / max(1, cell.requests)
                        rows.setdefault((path, clients), {}).setdefault(name, []).append(cell)
                        print(f"r{round_} {path:24s} c={clients:3d} {name:18s} n={cell.requests:5d} "
                              f"err={cell.errors} {cell.rps:7.1f} req/s cpu={cell.cpu_ms:.2f} ms/req", flush=True)
        memory = {name: worker_rss_mb(proc) for name, (proc, _) in procs.items()}
        errors = sum(c.errors for by in rows.values() for cs in by.values() for c in cs)
        return render_compare(rows, memory, args.workers, args.rounds), errors
    finally:
        for proc, _ in procs.values():
            stop_server(proc)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="servidor já em execução (só loopback); sem isso, inicia um")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 8, 32])
    parser.add_argument("--requests", type=int, default=400, help="por célula, endpoint da calculadora")
    parser.add_argument("--ask-requests", type=int, default=96, help="por célula, /v1/ask")
    parser.add_argument("--max-seconds", type=float, default=20.0, help="teto de tempo por célula")
    parser.add_argument("--scenarios", nargs="+", choices=list(SCENARIOS), default=list(SCENARIOS))
    parser.add_argument("--write", type=Path, help="atualiza a tabela neste arquivo Markdown")
    parser.add_argument("--compare", action="store_true",
                        help="projeto (sem e com limite de taxa) contra um FastAPI mínimo, mesmos endpoints")
    parser.add_argument("--rounds", type=int, default=3, help="rodadas intercaladas de --compare")
    parser.add_argument("--no-preload", dest="preload", action="store_false",
                        help="--compare sem carregar o modelo (memória menor, vazão igual)")
    args = parser.parse_args(argv)
    # A SIGTERM (e.g. `timeout`) must still stop the server we started.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    if args.url and not args.url.startswith(("http://127.0.0.1", "http://localhost")):
        parser.error("--url: só endereços de loopback")
    if args.compare:
        table, errors = asyncio.run(compare_async(args))
        print(table)
        if args.write:
            write_doc(args.write, table, sys.argv[1:] if argv is None else argv, "compare")
        return 1 if errors else 0
    cells = asyncio.run(main_async(args))
    table = render(cells, args.workers)
    print(table)
    if args.write:
        write_doc(args.write, table, sys.argv[1:] if argv is None else argv)
    errors = sum(c.errors for c in cells)
    if errors:
        print(f"{errors} erros", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
