"""Kin words: the one list of relatives (and people the asker knows) that every kin regex is built from.

`entities` reads a relative's group as theirs, not the asker's ("meu avô era negro"); `person` names the one placed
("minha irmã ficou em 12º" → "ela"); `context` reads a fragment naming someone ("e o meu cunhado?"). Each reads the
words of one role below, so a word added here reaches them all by its roles. Words are folded (no accents, lower case):
"avô" and "avó" both fold to "avo", whose gender is therefore unknown.
Round 34 (34c): the spoken "vó"/"vô" and "vovó" fold to "vo"/"vovo": a grandparent too ("minha vó é indígena mas eu
me declaro branco"); only their possessive and forebear readings (R, F), since "vo" alone is also chat for "vou".
Round 34 (34e): a cursinho teacher asks for a student ("minha aluna é parda", "meu aluno ficou em 5º"): "aluno"/"aluna"
are someone the asker knows, like "colega".
Round 43 (review): "minha mulher", "meu noivo" are relatives after a possessive (R) too; `case_labels` reads a
relative's concurso ("no da minha mulher") from the same words.
Round 44 (44b): grandparents ask for their grandchildren ("minha neta é preta, ela pode?"): "neto"/"neta" after a
possessive are relatives (R) like "filho"/"filha".
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Gender = Literal["ela", "ele"]

# Roles (which readings a word takes part in):
#   R  a relative after a possessive ("meu tio", "minhas primas"): their group is not the asker's (entities)
#   G  the one placed, after "minha/sua/a" or "meu/seu/o" ("minha irmã ficou em 12º" → "ela") (person; context: the
#      person a position or eligibility thread is about, "em qual nomeação meu cunhado entra?")
#   K  someone the asker knows, after "um/uma" ("um colega meu", "uma amiga") (person)
#   N  named in a short follow-up, after an article or possessive ("e o meu cunhado?") (context)
#   P  named with the possessive after it ("uma prima minha") (context)
#   F  a forebear: a group said of them without a possessive is ancestry ("tem avó negra") (entities)
#   L  a parent or grandparent in "filho de pai negro", "neta de avó indígena" (entities)
#   D  the child in those ("filho", "neta", "bisneto") (entities)
#   S  a partner in "sou branca, noiva de um indígena": the partner's group is not the asker's (entities)
Role = Literal["R", "G", "K", "N", "P", "F", "L", "D", "S"]


@dataclass(frozen=True)
class Kin:
    word: str  # folded
    gender: Gender | None  # None: both ("colega") or unknown after folding ("avo")
    roles: str  # letters of `Role`

    @property
    def forebear(self) -> bool:
        return "F" in self.roles


def _kin(spec: str) -> tuple[Kin, ...]:
    """"word gender roles" per line; gender "-" for none."""
    rows = (line.split() for line in spec.strip().splitlines())
    return tuple(Kin(w, None if g == "-" else g, r) for w, g, r in rows)  # type: ignore[arg-type]


KIN: tuple[Kin, ...] = _kin("""
avo          -   RFL
avos         -   RFL
vo           -   RF
vovo         -   RF
pai          ele RGFL
mae          ela RGFL
pais         -   RFL
familia      -   RF
parente      -   RPF
parentes     -   RF
tio          ele RGPF
tios         ele R
tia          ela RGPF
tias         ela R
irmao        ele RGP
irmaos       ele R
irma         ela RGP
irmas        ela R
primo        ele RGKP
primos       ele R
prima        ela RGKP
primas       ela R
marido       ele RGS
esposo       ele RGS
esposa       ela RGS
namorado     ele RGNS
namorada     ela RGNS
noivo        ele RNS
noiva        ela RNS
mulher       ela R
companheiro  ele RGNS
companheira  ela RGNS
filho        ele RGD
filha        ela RGD
filhos       ele R
filhas       ela R
netos        ele R
netas        ela R
neto         ele RGD
neta         ela RGD
bisneto      ele D
bisneta      ela D
antepassado  ele F
antepassada  ela F
antepassados ele RF
antepassadas ela RF
ancestrais   -   R
sobrinho     ele RGKNP
sobrinha     ela RGKNP
sobrinhos    ele R
sobrinhas    ela R
cunhado      ele RGNP
cunhada      ela RGNP
cunhados     ele R
cunhadas     ela R
sogro        ele RGN
sogra        ela RGN
sogros       ele R
sogras       ela R
enteado      ele RGN
enteada      ela RGN
enteados     ele R
enteadas     ela R
genro        ele RGN
nora         ela RGN
padrasto     ele N
madrasta     ela N
amigo        ele RGKNP
amiga        ela RGKNP
amigos       ele R
amigas       ela R
colega       -   RGKNP
colegas      -   R
vizinho      ele GKNP
vizinha      ela GKNP
conhecido    ele KN
conhecida    ela KN
aluno        ele RGKNP
aluna        ela RGKNP
alunos       ele R
alunas       ela R
""")


def kin_words(role: Role, gender: Gender | None = None) -> list[str]:
    """The words of a role; with `gender`, those of that gender or of both ("colega")."""
    return [k.word for k in KIN if role in k.roles and (gender is None or k.gender in (gender, None))]


def alternation(words: list[str]) -> str:
    """A non-capturing regex group of the words, longest first (each is followed by a word boundary where used)."""
    return "(?:" + "|".join(sorted(words, key=lambda w: (-len(w), w))) + ")"


# The regex groups the readers use (see the roles above).
RELATIVE_WORDS = alternation(kin_words("R"))
FOREBEAR_WORDS = alternation(kin_words("F"))
PARENT_WORDS = alternation(kin_words("L"))
CHILD_WORDS = alternation(kin_words("D"))
PARTNER_WORDS = alternation(kin_words("S"))
NAMED_WORDS = alternation(kin_words("N"))
POSTPOSED_WORDS = alternation(kin_words("P"))
