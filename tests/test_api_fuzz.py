"""Property/fuzz tests of the API from its own OpenAPI document (schemathesis).

Positive and negative cases for every operation: never a 5xx, every rejection a 4xx
with a Portuguese {"erro", "campo"} body, every success conforming to the schema.
"""
from __future__ import annotations

import os

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from assistant.api import ApiSettings, create_app
from tests.api_support import assert_portuguese_error

# Small on purpose: 2 shared cores. Raise locally with COTAS_FUZZ_EXAMPLES=200.
MAX_EXAMPLES = int(os.environ.get("COTAS_FUZZ_EXAMPLES", "25"))

app = create_app(ApiSettings(preload=False, rate_limit="", max_question_chars=300, max_result_rows=50,
                             max_vacancies=2000))
schema = schemathesis.openapi.from_asgi("/openapi.json", app)


@pytest.mark.slow
@schema.parametrize()
@settings(max_examples=MAX_EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
def test_no_server_error_and_portuguese_rejections(case):
    response = case.call()
    assert response.status_code < 500, (response.status_code, response.text[:500])
    if response.status_code >= 400:
        assert_portuguese_error(response)
    case.validate_response(
        response,
        checks=[status_code_conformance, content_type_conformance, response_schema_conformance],
    )
