"""Getting the assistant ready once per server process (the law index checked, rebuilt if missing or stale, and the
search model loaded), on a worker thread of its own.

Streamlit ends a session's script at any `st.*` call (a newer message raises its rerun exception, a closed tab its stop
exception), and runs the newer message on a new thread while the old one is still waiting. So nothing that other
sessions wait for may be held by a session's thread: a lock acquired by a session and left by such an exception hung
every later question on "Preparando o assistente…" until the server restarted (round 54). Here only the worker holds
anything, and it always signals `done` (in `finally`); sessions read its progress and wait on the event with a
timeout, so a session that goes away leaves the others nothing to wait for. No Streamlit call in this module.
"""
from __future__ import annotations

import logging
import threading
from typing import Callable

from pydantic import BaseModel, ConfigDict

log = logging.getLogger("cotas.app")


class Progress(BaseModel):
    """Where the preparation is, as a waiting session shows it."""

    model_config = ConfigDict(frozen=True)

    fraction: float = 0.0
    text: str = ""


Report = Callable[[float, str], None]
Job = Callable[[Report], None]


class Boot:
    """The process-wide preparation: started by the first question, run once, never by a session's thread."""

    def __init__(self) -> None:
        self._start_lock = threading.Lock()  # guards `_worker` only: held for no work and no wait
        self._worker: threading.Thread | None = None
        self.done = threading.Event()
        self.failed = False  # the job raised: the assistant answers from the lexical index
        self.progress = Progress()

    def start(self, job: Job) -> bool:
        """Run `job` on the worker unless it already runs or ran; True only for the call that started it."""
        with self._start_lock:
            if self._worker is not None:
                return False
            self._worker = threading.Thread(target=self._run, args=(job,), name="cotas-boot", daemon=True)
            self._worker.start()
            return True

    def wait(self, timeout: float) -> bool:
        """True once the preparation has ended (well or not); False when `timeout` seconds passed first."""
        return self.done.wait(timeout)

    def _report(self, fraction: float, text: str) -> None:
        self.progress = Progress(fraction=fraction, text=text)

    def _run(self, job: Job) -> None:
        ok = False
        try:
            job(self._report)
            ok = True
        except Exception:  # noqa: BLE001 - the assistant still answers from the lexical index
            log.exception("falha ao preparar o índice ou o modelo")
        finally:
            # Whatever happened, the waiting sessions go on: an unset event is what hung them.
            self.failed = not ok
            self.done.set()
