"""Public data models of the assistant (see docs/architecture.md)."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationInfo, computed_field, field_validator

from calculator.regime import NEW_LAW_START, fmt_date
from vocabulary.entities import with_entity_kind

Route = Literal["calculator", "retrieval", "clarify", "out_of_scope"]

DISCLAIMER = (
    "Informação de caráter geral, não aconselhamento jurídico: o edital e o regulamento "
    "do certame prevalecem."
)


REGULATION_HEADING = "Regulamentação (resumo; não é o texto oficial)"
# The longest question the page and the API take by default (one figure for both; the API can be set otherwise).
MAX_QUESTION_CHARS = 2000


class Citation(BaseModel):
    """A dispositivo quoted in an answer, with its exact text from the corpus."""

    urn: str
    label: str
    text: str
    # Caput of the artigo/parágrafo an inciso or alínea belongs to; needed to read it alone.
    parent_text: str | None = None
    # Incisos of a caput/parágrafo ending in ":" ("o número será:"), which reads only with them.
    children_text: list[str] = Field(default_factory=list)


class Assumption(BaseModel):
    """A parameter the answer relied on, shown as a small chip on the page."""

    key: str = Field(description="Nome do parâmetro: vacancies, edital_date, law, group, entity, process, pcd...")
    text: str = Field(description="Em português: 'edital de janeiro de 2025', '12 vagas'")
    from_context: bool = Field(default=False, description="Veio de uma pergunta anterior (a página oferece descartá-lo)")
    # Round 36 (lo36): how far back it was told, so the page says where it came from honestly ("da pergunta anterior"
    # only when it did). Optional (older clients).
    turns_back: int | None = Field(default=None, description="Quantas perguntas atrás o dado foi informado (1: a anterior)")
    # Which inputs the chip stands for, so the page, the API and the evaluation tell what came from context without
    # reading `text` ("rank" has one chip per place, the option, the cotistas counted). Optional (older clients).
    params: list[str] = Field(default_factory=list, description="Entradas que o chip representa: general_rank, optant...")


class RegulationNote(BaseModel):
    """A sourced summary of the regulation (Decreto nº 12.536/2025...): never quoted as law text.

    Same fields as `corpus.regulation.RegulationNote`; `urn` is null for a norm without a known LexML URN
    (IN Conjunta nº 261/2025)."""

    id: str = ""
    norm: str = Field(description="'Decreto nº 12.536/2025'")
    urn: str | None = None
    url: str
    text: str = Field(description="Resumo com nossas palavras; não é o texto oficial")
    regulates: list[str] = Field(default_factory=list, description="URNs da Lei nº 15.142/2025 regulamentados")
    # Round 52 (lo52b): a fact about some groups only, and, when the asker is of none of them, whom it is for
    groups: list[str] = Field(default_factory=list, description="Grupos a que o fato se refere (vazio: todos)")
    others: str = Field(default="", description="'só para pessoas indígenas e quilombolas, não para pessoas pardas'")

    def render(self) -> str:
        """One Markdown paragraph, marked as a summary, with the official link; never a `>` quotation. A fact about
        other groups than the asker's says so before its (unchanged) wording."""
        aside = f" — {self.others}" if self.others else ""
        return f"{REGULATION_HEADING}{aside}: {self.text} Fonte: [{self.norm}]({self.url})."


class LawFigure(BaseModel):
    """One law's figure for the same case, when a question compares the two laws with a count ("lei nova x antiga pra
    9 vagas"): `Answer.comparison` holds one per law, the law of the main `calculation` first (`current`)."""

    law_id: str = Field(description="lei-15142-2025 | lei-12990-2014")
    law: str = Field(description="'Lei nº 15.142/2025'")
    vacancies: int
    reserved: int
    percentage: int | None = None
    current: bool = Field(default=False, description="A lei do cálculo principal (a vigente para o caso)")
    applies_to: str = Field(default="", description="Editais que essa lei rege: 'editais publicados a partir de "
                                                    f"{fmt_date(NEW_LAW_START)}'")
    basis: list[str] = Field(default_factory=list, description="Rótulos dos dispositivos do cálculo dessa lei")


class TableRow(BaseModel):
    """One line of an `AnswerTable`: its cells in the order of the columns, as the page shows them."""

    cells: list[str]
    total: bool = Field(default=False, description="A linha de total (a página a destaca; o Markdown a põe em negrito)")


class AnswerTable(BaseModel):
    """A table of figures the answer draws as a real table (the page, with header cells and a caption) and as a
    Markdown table (the `answer` of the API and the CLI): the per-cargo reserve of an edital. Filled by the writer
    from the calculator's typed result, never from text."""

    caption: str = Field(description="Legenda: o que a tabela mostra ('Reserva por cargo (Lei nº 15.142/2025)')")
    columns: list[str] = Field(description="Rótulos das colunas; a primeira nomeia cada linha (o cargo)")
    rows: list[TableRow] = Field(default_factory=list)


class Answer(BaseModel):
    answer: str = Field(description="Resposta em Markdown, gerada a partir dos campos estruturados")
    route: Route
    headline: str = Field(default="", description="A cifra ou a resposta direta, em uma ou duas frases (Markdown)")
    assumptions: list[Assumption] = Field(default_factory=list)
    steps: list[str] = Field(default_factory=list, description="Passos do cálculo")
    notes: list[str] = Field(default_factory=list, description="Observações (injeção ignorada, lei presumida...)")
    regulation: list[RegulationNote] = Field(default_factory=list)
    calculation: dict[str, Any] | None = None
    # Both laws' figures for the case asked ("qual a diferença entre a lei nova e a antiga pra 9 vagas?"); empty otherwise.
    comparison: list[LawFigure] = Field(default_factory=list, description="O mesmo caso pelas duas leis")
    # The per-cargo figures of an edital ("analista 10, técnico 4, motorista 1"); null otherwise.
    table: AnswerTable | None = Field(default=None, description="Tabela de números da resposta (reserva por cargo)")
    citations: list[Citation] = Field(default_factory=list, description="Mais relevante primeiro")
    writer: Literal["deterministic", "llm"] = "deterministic"
    llm_fallback: bool = Field(default=False, description="O LLM opcional falhou e a resposta determinística foi usada")
    law_id: str | None = None
    options: list[str] = Field(default_factory=list, description="Respostas rápidas para um esclarecimento")
    context: dict[str, Any] = Field(default_factory=dict, description="Parâmetros extraídos até aqui")
    disclaimer: str = DISCLAIMER

    @field_validator("context")
    @classmethod
    def _entity_spelling(cls, value: dict[str, Any]) -> dict[str, Any]:
        # Round 48 (lo48a): a context sent back by a client may spell the body "empresa-publica": read as extracted
        return with_entity_kind(value)

    @computed_field(description="A mesma frase sem a marcação Markdown (negrito), para portais que mostram texto puro")
    def headline_text(self) -> str:
        return self.headline.replace("**", "").replace("`", "")


class Turn(BaseModel):
    role: Literal["user", "assistant"]
    content: str
    answer: Answer | None = None

    @field_validator("content")
    @classmethod
    def _as_read(cls, value: str, info: ValidationInfo) -> str:
        # Round 52 (lo52c): an earlier question of the thread reads as the question does (`extraction.markup`): a
        # client's history with "<b>12 vagas</b>" is re-read by the follow-up rules without its tags
        if info.data.get("role") != "user":
            return value
        from assistant.extraction.markup import without_markup

        return without_markup(value)
