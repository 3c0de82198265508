"""Calculator tools (LangChain StructuredTool over the calculator's own models) and citations_for."""
from __future__ import annotations

import pytest

import calculator
from assistant import citations_for
from assistant.tools import get_tools, run_tool
from corpus import load_corpus


def test_every_operation_is_a_tool_with_the_calculator_schema():
    tools = get_tools()
    assert set(tools) == {"reserve", "regime", "eligibility", "order", "position", "result"}
    assert tools["reserve"].args_schema is calculator.ReserveInput
    assert tools["eligibility"].args_schema is calculator.EligibilityInput
    assert tools["order"].args_schema is calculator.OrderInput
    assert "vacancies" in tools["reserve"].tool_call_schema.model_json_schema()["properties"]


@pytest.mark.parametrize("n", [0, 1, 2, 5, 7, 10, 33, 101])
def test_tool_result_is_the_calculator_result(n):
    via_tool = get_tools()["reserve"].invoke({"vacancies": n, "edital_date": "2025-08-01"})
    direct = calculator.reserve(calculator.ReserveInput(vacancies=n, edital_date="2025-08-01"))
    assert via_tool == direct.model_dump(mode="json")


def test_bad_tool_input_raises_calculator_error_in_portuguese():
    with pytest.raises(calculator.CalculatorError) as err:
        run_tool("reserve", {"vacancies": -3})
    assert err.value.field == "vagas" and "vagas" in err.value.message


def test_citations_for_gives_exact_texts_and_parent():
    res = calculator.reserve(calculator.ReserveInput(vacancies=5, edital_date="2025-08-01"))
    cits = citations_for(res.legal_basis)
    corpus = load_corpus()
    assert [c.urn for c in cits] == [b.urn for b in res.legal_basis]
    for c in cits:
        d = corpus.get(c.urn)
        assert c.text == d.text
        assert (c.parent_text is not None) == (d.kind in ("inciso", "alinea", "item"))


def test_citations_for_accepts_dicts_and_keeps_unknown_urns():
    cits = citations_for([{"urn": "urn:lex:br:federal:lei:2025-06-03;15142!art9", "label": "Lei nº 15.142/2025, art. 9º"},
                          {"urn": "urn:lex:br:federal:lei:2025-06-03;15142!art99", "label": "art. 99"}])
    assert cits[0].text.startswith("Art. 9º") and cits[1].text == "" and cits[1].label == "art. 99"


def test_a_dispositivo_ending_in_colon_carries_its_incisos():
    base = "urn:lex:br:federal:lei:2025-06-03;15142!art5_par2"
    (cit,) = citations_for([{"urn": base, "label": "Lei nº 15.142/2025, art. 5º, § 2º"}])
    corpus = load_corpus()
    assert cit.text.rstrip().endswith(":")
    assert cit.children_text == [corpus.get(f"{base}_inc1").text, corpus.get(f"{base}_inc2").text]
    (plain,) = citations_for([{"urn": base + "_inc1", "label": "I"}])
    assert plain.children_text == []


def test_library_labels_come_from_the_corpus():
    from assistant import law_labels

    assert law_labels() == {"lei-15142-2025": "Lei nº 15.142/2025", "lei-12990-2014": "Lei nº 12.990/2014",
                            "decreto-9508-2018": "Decreto nº 9.508/2018"}
