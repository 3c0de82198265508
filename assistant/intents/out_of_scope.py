"""Intent `out_of_scope`: what the assistant does not answer, said plainly (it never answers from memory)."""
from __future__ import annotations

NAME = "out_of_scope"


def out_of_scope_answer(pcd: bool = False, other_quota: bool = False) -> str:
    if pcd:
        return ("A reserva de vagas para pessoas com deficiência é regida por outra legislação, que não está "
                "na minha base; não vou respondê-la de memória.")
    if other_quota:
        return ("Cotas em universidades, no vestibular ou em empresas privadas seguem outras normas, que não "
                "estão na minha base; não vou responder de memória.")
    return "Desculpe, essa pergunta está fora do que eu cubro, por isso não vou respondê-la."
