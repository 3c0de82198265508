"""Start `python -m assistant.api` in a subprocess for the tests that need a real server."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def child_env(**extra: str) -> dict[str, str]:
    # The caller's COTAS_* settings stay out, except the vector cache: passage vectors are deterministic (keyed by
    # text and model), and without it every server on a fresh data dir re-embeds ~4,000 texts (minutes on 2 cores).
    env = {k: v for k, v in os.environ.items() if not k.startswith("COTAS_") or k == "COTAS_EMBEDDING_CACHE"}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", ANONYMIZED_TELEMETRY="False",
               PYTHONPATH=str(ROOT))
    env.update(extra)
    return env


class Server:
    def __init__(self, env: dict[str, str], log_path: Path, ready_timeout: float = 400.0,
                 wait: bool = True, need_assistant: bool = True) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.need_assistant = need_assistant
        # Defaults the caller's env may override (workers, rate limit); host and port are ours.
        env = {"COTAS_API_WORKERS": "1", "COTAS_API_RATE_LIMIT": "", **env,
               "COTAS_API_HOST": "127.0.0.1", "COTAS_API_PORT": str(self.port)}
        self.log_path = log_path
        self._log = open(log_path, "wb")
        self.proc = subprocess.Popen([sys.executable, "-m", "assistant.api"], env=env, cwd=ROOT,
                                     stdout=self._log, stderr=subprocess.STDOUT)
        self.started = time.monotonic()
        if wait:
            self.wait_ready(ready_timeout)

    def wait_ready(self, ready_timeout: float = 400.0) -> None:
        deadline = time.monotonic() + ready_timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"API server exited {self.proc.returncode}: {self.log()[-2000:]}")
            try:
                health = self.health()
                if health.get("assistant_loaded") or not self.need_assistant:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.5)
        self.stop()
        raise RuntimeError(f"API server not ready: {self.log()[-2000:]}")

    def health(self) -> dict:
        return httpx.get(self.url + "/healthz", timeout=5).json()

    def ask(self, question: str) -> httpx.Response:
        return httpx.post(self.url + "/v1/ask", json={"question": question}, timeout=120)

    def log(self) -> str:
        self._log.flush()
        return self.log_path.read_text(errors="replace")

    def workers(self) -> list[int]:
        """Worker pids under the uvicorn supervisor (its multiprocessing children)."""
        pids = []
        children = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children")
        for pid in children.read_text().split():
            try:
                cmd = Path(f"/proc/{pid}/cmdline").read_bytes()
            except OSError:
                continue
            if b"multiprocessing" in cmd and b"resource_tracker" not in cmd:
                pids.append(int(pid))
        return pids

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self._log.close()
