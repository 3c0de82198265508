"""Round 45 (f60b): the person's own group told in a thread, kept across the counts asked between.

"sou indígena, concurso do ministério X com 4 vagas, posso usar a cota?", then "e alguma fica pra pcd?" (a count: the
same for everyone, so the group is set aside, router's round 23), then "e se fossem 20, eu teria direito?": that
eligibility is the indigenous person's again, never the default group. The count keeps the group in its context
(`PERSON_GROUPS`, shown in its coverage chip, never said to be used); an eligibility asked again takes it back, carried.
Someone else asked about (a relative, "e eu?" after a relative's case) never takes it.
"""
from __future__ import annotations

import re
from typing import Any

from .also_pcd import OWN_PCD, PCD_TOO, WHICH_LIST
from .context import OWN_GROUPS, _followup_intent, asker_after_other, person_alone
from .extraction import Extraction
from .extraction.entities import RACIAL_GROUPS, relative_asked
from .extraction.person import first_person
from .intents.eligibility import PERSON_GROUPS
from .law_cues import RANKS


def thread_person(prev: dict[str, Any]) -> list[str]:
    """The person's own groups the thread told: an eligibility's, else those a count kept aside (never the PcD list)."""
    told = prev.get("groups") if prev.get("intent") == "eligibility" else prev.get(PERSON_GROUPS)
    return [g for g in told or [] if g != "pcd"]


def _own_groups(groups: Any) -> list[str]:
    return [g for g in groups or [] if g != "pcd"]


def _someone_else(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    return bool(relative_asked(ex.text)) or person_alone(ex) is not None or asker_after_other(ex, cur, prev)


# One's own chance asked ("eu poderia?", "consigo?", "teria direito?"), not "muda algo?" (which a count answers too).
_MY_CHANCE = re.compile(r"\b(?:posso|poderia|podia|poderei|consigo|conseguiria|concorro|concorreria|(?:teria|tenho) direito)\b")


def chance_asked_again(ex: Extraction, cur: dict[str, Any], merged: dict[str, Any], prev: dict[str, Any]) -> bool:
    """"e num pss, eu poderia?" after a count that set the person's group aside: that person's chance again, as it is
    right after their eligibility; never when the message names another operation, a count or someone else."""
    return bool(thread_person(prev)) and prev.get("intent") != "eligibility" and not _own_groups(merged.get("groups")) \
        and bool(_MY_CHANCE.search(ex.text)) and not re.search(r"\bquant", ex.text) \
        and not any(k in merged for k in RANKS) and _followup_intent(ex, merged)[0] in (None, "eligibility") \
        and not _someone_else(ex, cur, prev)


def pcd_too(params: dict[str, Any], carried: set[str], ex: Extraction, cur: dict[str, Any],
            prev: dict[str, Any]) -> tuple[dict[str, Any], set[str]]:
    """"e pra pcd? sou pcd tb" after the count of a person who said "sou pardo": that person is pardo AND PcD, both
    reserves theirs, so the thread's own group is kept beside "pcd" (carried), never replaced by it."""
    own = [g for g in prev.get(OWN_GROUPS) or [] if g != "pcd"]
    if not own or not PCD_TOO.search(ex.text) or _own_groups(ex.groups) or _someone_else(ex, cur, prev):
        return params, carried
    return {**params, "groups": [*own, "pcd"]}, carried | {"groups"}


def keep_person(intent: str | None, params: dict[str, Any], carried: set[str], ex: Extraction, cur: dict[str, Any],
                prev: dict[str, Any]) -> tuple[dict[str, Any], set[str]]:
    """The thread's person in a continued plan with no group of its own: an eligibility takes the group back (carried;
    the PcD list of an earlier count is no group of theirs), any other operation keeps it aside for later."""
    person = thread_person(prev)
    if not person or _own_groups(params.get("groups")) or _own_groups(ex.groups) or _someone_else(ex, cur, prev):
        return params, carried  # (a group already at hand: the merge carried it, or the count asks of it)
    if intent == "eligibility":
        pcd = ["pcd"] if "pcd" in ex.groups else []
        return {**params, "groups": [*person, *pcd]}, carried | {"groups"}
    return {**params, PERSON_GROUPS: person}, carried


def person_groups(ex: Extraction, prev: dict[str, Any]) -> list[str]:
    """Round 52 (lo52b): the racial groups of the person a message is about, for the regulation's facts about a group
    ("sou parda", then "como é a heteroidentificação?"): the groups the message names, else the thread's person's
    (an eligibility's, a count's kept aside, the asker's own told; through a law answer, the calculation before it).
    Someone else named with no group of theirs has none known."""
    told = _own_groups(ex.groups)
    if told or relative_asked(ex.text) or person_alone(ex) == "other":
        return told
    earlier = prev.get("earlier")
    for ctx in (prev, earlier if isinstance(earlier, dict) else {}):
        if found := thread_person(ctx) or _own_groups(ctx.get(OWN_GROUPS)):
            return found
    return []


def both_reserves(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> list[str]:
    """Round 53 (lo53b): "em qual lista eu sou chamado?" from the thread's person who told a racial group and a
    disability of their own ("sou pardo e pcd, ...", or "tb sou pcd" now): that person's groups with "pcd", for the
    regulation's rule on several reserves (`core`); [] for anyone else, a place asked with ranks, or another question.
    The thread's vagas change nothing: the rule is the same whatever the count ("nas duas" is no figure either)."""
    own = [g for g in prev.get(OWN_GROUPS) or [] if g in RACIAL_GROUPS]
    disabled = bool(prev.get(OWN_PCD)) or bool(PCD_TOO.search(ex.text))
    # (the asker's own call asked, "eu"/"sou"/"me": "em qual lista fica a pcd?" is the rule for anyone, left alone)
    if not own or not disabled or not WHICH_LIST.search(ex.text) or not first_person(ex.text) \
            or _own_groups(ex.groups) or any(k in cur for k in RANKS) or _someone_else(ex, cur, prev):
        return []
    return [*own, "pcd"]


def told_both_reserves(ex: Extraction, cur: dict[str, Any]) -> list[str]:
    """Round 53 (lo53d): "sou indígena e pcd, se passar nas duas listas, em qual sou chamado?": the person tells a
    racial group and a disability of their own in the very message that asks which list calls them. The regulation's
    rule on several reserves answers (`core`), as `both_reserves` does when the person was told earlier: the rule is the
    same whatever the vagas, so neither a vagas question nor the PcD rate's text is the answer. Ranks told keep the
    position path; someone else asked about, or no list asked, is left as it was."""
    own = [g for g in ex.groups if g in RACIAL_GROUPS]
    if not own or "pcd" not in ex.groups or not WHICH_LIST.search(ex.text) or not first_person(ex.text) \
            or any(k in cur for k in RANKS) or _someone_else(ex, cur, {}):
        return []
    return [*own, "pcd"]
