"""Intent `out_of_scope`: what the assistant does not answer, said plainly (it never answers from memory)."""
from __future__ import annotations

NAME = "out_of_scope"


def out_of_scope_answer(pcd: bool = False, other_quota: bool = False) -> str:
    if pcd:
        return ("A reserva de vagas para pessoas com deficiência é regida por outra legislação, que não está "
                "na minha base; não vou respondê-la de memória.")
    if other_quota:
        return ("Cotas em universidades e no vestibular, em empresas privadas, em eleições, para outros grupos "
                "(mulheres, idosos...) ou criadas por leis estaduais e municipais seguem outras normas, que não estão na minha base; eu cubro a reserva "
                "de vagas das Leis nº 15.142/2025 e nº 12.990/2014 em concursos e seleções federais. Não vou "
                "responder de memória.")
    return "Desculpe, essa pergunta está fora do que eu cubro, por isso não vou respondê-la."
