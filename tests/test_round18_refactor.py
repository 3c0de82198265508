"""Round 18 refactor (issue 10): one kin list for every kin reading, and chips that say which inputs they stand for.

`assistant/extraction/kinship.py` holds the kin words with their gender and roles; `entities` (a relative's group is
not the asker's), `person` (who is placed: "ela"/"ele") and `context` (a fragment naming someone) build their regexes
from it. An `Assumption` carries `params`, the inputs it stands for, so "carried" is read without parsing chip text.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import get_args

import pytest

from assistant.context import relative_groups
from assistant.extraction import extract
from assistant.extraction.entities import extract_groups
from assistant.extraction.kinship import KIN, Role, kin_words
from assistant.extraction.person import named
from assistant.models import Answer, Assumption
from assistant.routing_eval import carried_chips, carried_inputs
from tests.assistant_support import carried_keys_of, chat

_DET = {"ela": "minha", "ele": "meu"}
_ONE = {"ela": "uma", "ele": "um"}


def _genders(word: str) -> list[str]:
    gender = next(k.gender for k in KIN if k.word == word)
    return [gender] if gender else ["ela", "ele"]


def test_kin_list_is_well_formed() -> None:
    """One row per word, folded, with known roles; a word of the gendered roles says its gender or is epicene."""
    words = [k.word for k in KIN]
    assert len(words) == len(set(words))
    for k in KIN:
        assert re.fullmatch(r"[a-z]+", k.word) and set(k.roles) <= set(get_args(Role)) and k.roles
    assert {"cunhada", "sogro", "vizinho", "padrasto"} <= set(words)


@pytest.mark.parametrize("word", kin_words("R"))
def test_every_relative_word_keeps_its_group_off_the_asker(word: str) -> None:
    """entities: a group said of any relative of the list ("minha sogra é parda") is not the asker's group."""
    for det in ("meu", "minha"):
        assert extract_groups(f"{det} {word} e parda, quantas vagas tem o concurso") == []
    assert extract_groups(f"{word} pardo concurso") == ["parda"]  # without a possessive: no relative named


@pytest.mark.parametrize("word", kin_words("G"))
def test_every_gendered_word_names_its_person(word: str) -> None:
    """person: the one a question names is "ela"/"ele" by the word's gender (both for "colega")."""
    for gender in _genders(word):
        assert named(f"{_DET[gender]} {word} pode usar a cota racial") == gender


@pytest.mark.parametrize("word", kin_words("K"))
def test_every_acquaintance_after_um_uma_is_gendered(word: str) -> None:
    """person: "uma vizinha", "um conhecido": someone the asker knows, gendered by the kin list."""
    for gender in _genders(word):
        assert named(f"{_ONE[gender]} {word} pode usar a cota racial") == gender


@pytest.mark.parametrize("word", kin_words("F"))
def test_every_forebear_with_a_group_is_ancestry(word: str) -> None:
    """entities: "tenho tia indígena" is ancestry, never the asker's group."""
    assert extract_groups(f"tenho {word} indigena, quantas vagas tem o concurso") == []


@pytest.mark.parametrize("word", kin_words("N"))
def test_every_named_person_in_a_fragment_is_asked_about(word: str) -> None:
    """context: "e o meu padrasto, quilombola?" asks about that person's group."""
    for gender in _genders(word):
        assert relative_groups(extract(f"e {_DET[gender]} {word}, quilombola?")) == ["quilombola"]


@pytest.mark.parametrize("word", kin_words("P"))
def test_every_postposed_possessive_names_a_person(word: str) -> None:
    """context: "e um tio meu, indígena?": the possessive after the noun names the person asked about."""
    for gender in _genders(word):
        assert relative_groups(extract(f"e {_ONE[gender]} {word} {_DET[gender]}, indigena?")) == ["indigena"]


def test_no_kin_list_outside_kinship() -> None:
    """The readers hold no kin words of their own: no regex of entities, person or context names a word only kin are
    (the PcD group pattern's people, "filho surdo", are not a kin reading)."""
    root = Path(__file__).resolve().parents[1] / "assistant"
    only_kin = ("cunhad", "sogr", "entead", "genro", "padrasto", "madrasta", "sobrinh", "noiv", "vizinh", "antepassad[")
    for name in ("extraction/entities.py", "extraction/person.py", "context.py"):
        regexes = [line for line in (root / name).read_text().splitlines() if re.search(r"(?<![A-Za-z])rf?\"", line)]
        hits = [line for line in regexes if any(w in line for w in only_kin)]
        assert hits == [], name


def test_assumption_params_is_optional_in_the_api() -> None:
    """Backwards compatible: an older client's chip without `params` still validates; the schema does not require it."""
    chip = Assumption(key="vacancies", text="12 vagas")
    assert chip.params == []
    assert "params" not in Assumption.model_json_schema().get("required", [])
    assert Answer.model_validate({"answer": "x", "route": "calculator",
                                  "assumptions": [{"key": "rank", "text": "3º"}]}).assumptions[0].params == []



def test_rank_chips_say_their_inputs(bot) -> None:
    """A reserve-list place said now, after a general-list place: each rank chip names its own input, and only the
    chips whose inputs came from the earlier turn are carried."""
    a = chat(bot, "sao 20 vagas e fiquei em 15o na ampla, entro?", "e se eu estivesse em 2o na lista dos cotistas?")[-1]
    chips = {a_.text: a_ for a_ in a.assumptions}
    by_params = {tuple(c.params): c for c in chips.values()}
    assert ("vacancies",) in by_params and by_params[("vacancies",)].from_context
    assert ("reserve_rank",) in by_params and not by_params[("reserve_rank",)].from_context
    assert all(c.params for c in a.assumptions)
    assert "vacancies" in carried_inputs(a) and "reserve_rank" not in carried_inputs(a)
    assert carried_chips(a) == carried_keys_of(a) == sorted({c.key for c in a.assumptions if c.from_context})


def test_chip_params_follow_the_key(bot) -> None:
    """Chips made without `params` get their key's inputs (`context.ASSUMPTION_PARAMS`): the edital date's chip stands
    for the date, the period and the law named."""
    a = chat(bot, "edital de marco de 2024 com 30 vagas, quantas sao reservadas?", "e com 50?")[-1]
    date_chip = next(c for c in a.assumptions if c.key == "edital_date")
    assert date_chip.params == ["edital_date", "period", "law_hint"] and date_chip.from_context
    assert carried_chips(a) == ["edital_date"]
