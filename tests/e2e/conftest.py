"""Browser fixtures: one Streamlit server and one headless Debian Chromium per test module."""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
# Debian's package (scripts/test.sh installs it on a fresh CI machine); COTAS_CHROMIUM overrides.
CHROMIUM = os.environ.get("COTAS_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run",
]
DESKTOP = {"width": 1280, "height": 1000}
PHONE = {"width": 390, "height": 844}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_healthy(url: str, proc: subprocess.Popen, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"streamlit exited with code {proc.returncode}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise TimeoutError(f"{url} not healthy after {timeout}s")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip(f"Chromium ausente ({CHROMIUM}): instale o pacote Debian 'chromium' "
                    "(scripts/test.sh o instala como root) para rodar o teste no navegador")
    port = int(os.environ.get("COTAS_E2E_PORT") or 0) or free_port()  # a fixed port on a shared machine
    log = tmp_path_factory.mktemp("streamlit") / "server.log"
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", ANONYMIZED_TELEMETRY="False")
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", "app.py", "--server.headless", "true",
             "--server.port", str(port), "--server.address", "127.0.0.1",
             "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, proc)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
        if proc.returncode not in (0, -15, None):
            print(log.read_text(errors="replace")[-3000:])


@pytest.fixture(scope="module")
def browser(server):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


def open_page(browser, url: str, viewport: dict = DESKTOP):
    """A fresh context (own cookies, own Streamlit session) with the app loaded."""
    ctx = browser.new_context(viewport=viewport, locale="pt-BR")
    page = ctx.new_page()
    page.goto(url, wait_until="domcontentloaded")
    page.get_by_role("tab").first.wait_for(timeout=90_000)
    page.wait_for_function("document.documentElement.lang === 'pt-BR'", timeout=10_000)
    return page


def shot(page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))
