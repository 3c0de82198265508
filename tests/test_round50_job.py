"""Round 50 (page drive): the cargo's pay, hours or benefits asked ("qnt ta pagando esse cargo?", "qual o salário do
analista?") are out of scope with an answer that says where they are (the career's law and the edital) and what is
covered, never the bare "fora do que eu cubro"; the thread's calculation still follows after it. The PcD count capped
by Lei 8.112's 20% says in its headline that this law's text is outside the base."""
from __future__ import annotations

from typing import Any

from tests.assistant_support import chat

BARE = "fora do que eu cubro"


def test_the_cargos_pay_or_hours_asked_say_where_they_are(bot: Any) -> None:
    for q in ("qual o salário de um analista do INSS?", "quanto ganha um técnico do Ibama?", "a remuneração inicial é de quanto?",
              "qual a jornada de trabalho do cargo de agente?", "paga quanto esse concurso?"):
        (ans,) = chat(bot, q)
        assert ans.route == "out_of_scope" and BARE not in ans.headline, (q, ans.headline)
        assert "edital" in ans.headline and "lei da carreira" in ans.headline, q
    _, aside, ans = chat(bot, "edital de 2019, 25 vagas, quantas cotas?", "qnt ta pagando esse cargo?", "e com 30?")
    assert aside.route == "out_of_scope" and "lei da carreira" in aside.headline, aside.headline
    assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (30, 6), ans.headline  # 20% (2019, old law)


def test_neighbours_other_refusals_keep_their_own_words(bot: Any) -> None:
    (ans,) = chat(bot, "qual a nota de corte do último concurso do INSS?")
    assert ans.route == "out_of_scope" and "resultados" in ans.headline and "lei da carreira" not in ans.headline
    (ans,) = chat(bot, "vestibular tem cota?")
    assert ans.route == "out_of_scope" and "vestibular" in ans.headline and "lei da carreira" not in ans.headline
    (ans,) = chat(bot, "qual o horário de abertura dos portões no dia da prova?")
    assert ans.route == "out_of_scope" and "lei da carreira" not in ans.headline


# Round 50 (page drive): the PcD count capped by Lei 8.112's 20% says that law's text is outside the base (no citation
# can show it), as the calculation's step does.
def test_the_pcd_ceiling_in_the_headline_says_its_text_is_outside_the_base(bot: Any) -> None:
    for q in ("concurso com 3 vagas, quantas são pra pcd?", "4 vagas, tem vaga pra deficiente?"):
        (ans,) = chat(bot, q)
        assert ans.calculation["pcd"] == 0 and "Lei nº 8.112/1990" in ans.headline, ans.headline
        assert "fora desta base" in ans.headline, ans.headline
    (ans,) = chat(bot, "concurso com 30 vagas, quantas pra pcd?")  # rounding up decides: no ceiling named
    assert ans.calculation["pcd"] == 2 and "8.112" not in ans.headline, ans.headline
