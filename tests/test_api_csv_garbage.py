"""CSV garbage to /v1/calculator/result/csv (in process): never a 5xx, always a Portuguese
{"erro", "campo"} 422/413/400. The same inputs go through a real uvicorn in test_api_live.py."""
from __future__ import annotations

import os

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.api import ApiSettings, create_app
from tests.api_support import assert_portuguese_error

MAX_EXAMPLES = int(os.environ.get("COTAS_FUZZ_EXAMPLES", "40"))
URL = "/v1/calculator/result/csv?vacancies=10"
HEADER = b"id,rank,quota,pcd\n"

# Each one once raised csv.Error or worse inside the parser.
GARBAGE = {
    "huge field": HEADER + b"A," + b"9" * 140_000 + b",0,0\n",
    "huge quoted field": HEADER + b'"' + b"x" * 140_000 + b'",1,0,0\n',
    "bare CR inside a field": HEADER + b'A,1,0,0\rB,2,1,0\n"C\r",3,0,0\n',
    "bare CR only": b"id,rank,quota,pcd\rA,1,0,0\rB,2,1,0\r",
    "NUL bytes": HEADER + b"A\x00,1,0\x00,0\n",
    "unterminated quote": HEADER + b'"A,1,0,0\nB,2,1,0\n',
    "binary": bytes(range(256)) * 4,
    "only a BOM": b"\xef\xbb\xbf",
    "empty": b"",
    "huge rank": HEADER + b"A," + b"9" * 5000 + b",0,0\n",
    "negative rank": HEADER + b"A,-1,0,0\n",
    "header only": HEADER,
}


@pytest.fixture(scope="module")
def client():
    app = create_app(ApiSettings(preload=False, rate_limit="", max_result_rows=200))
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


def post(client, body: bytes, url: str = URL):
    return client.post(url, content=body, headers={"Content-Type": "text/csv"})


@pytest.mark.parametrize("name", sorted(GARBAGE))
def test_known_garbage_is_a_portuguese_rejection(client, name):
    r = post(client, GARBAGE[name])
    body = assert_portuguese_error(r)
    assert r.status_code in (400, 413, 422), r.status_code
    assert body["campo"], body


def test_garbage_in_the_query_parameters(client):
    good = HEADER + b"A,1,0,0\nB,2,1,0\n"
    for query in ("vacancies=abc", "vacancies=-3", "vacancies=10&edital_date=ontem",
                  "vacancies=10&tie_break=%00", "vacancies=10&pcd_percentage=abc", "vacancies=" + "9" * 5000):
        r = post(client, good, "/v1/calculator/result/csv?" + query)
        assert_portuguese_error(r, 422)


def test_valid_tables_still_work(client):
    r = post(client, HEADER + b"A,1,0,0\nB,2,1,0\n")
    assert r.status_code == 200, r.text
    # Excel pt-BR export: ';' and Latin-1.
    r = post(client, "id;rank;quota;pcd\nJoão;1;sim;não\n".encode("latin-1"))
    assert r.status_code == 200, r.text
    assert r.json()["nomination"] == ["João"]


@settings(max_examples=MAX_EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(st.one_of(
    st.binary(max_size=2000),
    st.text(alphabet=st.sampled_from('ab1;,"\r\n\x00 -9'), max_size=400).map(lambda t: t.encode()),
    st.text(alphabet=st.sampled_from('ab1;,"\r\n\x00 -9'), max_size=400).map(lambda t: HEADER + t.encode()),
))
def test_random_bytes_never_a_server_error(client, data):
    r = post(client, data)
    assert r.status_code < 500, (r.status_code, r.text[:300])
    if r.status_code != 200:
        assert_portuguese_error(r)


def _zip(files: dict[str, bytes]) -> bytes:
    import io
    import zipfile

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, content in files.items():
            z.writestr(name, content)
    return buf.getvalue()


def _broken_sheet() -> bytes:
    """A real workbook whose sheet XML is then truncated."""
    import io
    import zipfile

    from openpyxl import Workbook

    wb = Workbook()
    wb.active.append(["id", "rank", "quota", "pcd"])
    wb.active.append(["A", 1, 0, 0])
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    files = {n: src.read(n) for n in src.namelist()}
    files["xl/worksheets/sheet1.xml"] = files["xl/worksheets/sheet1.xml"][:200]
    return _zip(files)


@pytest.mark.parametrize("data", [b"", b"PK\x03\x04 garbage", bytes(range(256)),
                                  _zip({"hello.txt": b"x"}), _broken_sheet()],
                         ids=["empty", "fake zip", "binary", "zip without sheets", "truncated sheet"])
def test_xlsx_garbage_is_a_calculator_error(data):
    import calculator
    from calculator.table import parse_xlsx

    with pytest.raises(calculator.CalculatorError) as info:
        parse_xlsx(data)
    assert info.value.message.startswith("candidatos:")
