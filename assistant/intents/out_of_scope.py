"""Intent `out_of_scope`: what the assistant does not answer, said plainly (it never answers from memory)."""
from __future__ import annotations

NAME = "out_of_scope"


def out_of_scope_answer(pcd: bool = False, other_quota: bool = False, requirement: bool = False,
                        results: bool = False, job: bool = False, logistics: bool = False) -> str:
    if pcd:
        return ("A reserva de vagas para pessoas com deficiência é regida por outra legislação, que não está "
                "na minha base; não vou respondê-la de memória.")
    if other_quota:
        return ("Cotas em universidades e no vestibular, em bolsas e programas sociais, em empresas privadas, em "
                "eleições, para outros grupos (mulheres, idosos...) ou criadas por leis estaduais e municipais seguem "
                "outras normas, que não estão na minha base; eu cubro a reserva de vagas das Leis nº 15.142/2025 e "
                "nº 12.990/2014 em concursos e seleções federais. Não vou responder de memória.")
    if requirement:
        # Round 34 (lead): "posso pela cota mesmo sem o médio / com 60 anos?": say whose rule it is, not a bare refusal.
        return ("Os requisitos do cargo (escolaridade, idade, experiência, habilitação) vêm da lei da carreira e do "
                "edital; as Leis nº 15.142/2025 e nº 12.990/2014 tratam da reserva de vagas e não trazem regra sobre "
                "esses requisitos. Confira o edital do seu concurso; não vou responder de memória.")
    if results:
        # Round 49 (f64c): a concurso's marks or lists asked ("quanto tirou o último cotista?"): say what is covered.
        return ("Não tenho as notas, listas nem resultados de concursos (nota de corte, pontuação do último "
                "convocado): eles saem nos resultados publicados pela banca e pelo órgão. Eu cubro as regras da "
                "reserva de vagas (Leis nº 15.142/2025 e nº 12.990/2014 e Decreto nº 9.508/2018): quantas vagas são "
                "reservadas, quem pode concorrer e a ordem de nomeação.")
    if job:
        # Round 50 (page drive): the cargo's pay or conditions ("qnt ta pagando esse cargo?"): say where they are.
        return ("Salário, jornada e benefícios do cargo vêm da lei da carreira e do edital do concurso; as Leis nº "
                "15.142/2025 e nº 12.990/2014 tratam da reserva de vagas e não trazem essas regras. Confira o edital; "
                "eu cubro quantas vagas são reservadas, quem pode concorrer e a ordem de nomeação.")
    if logistics:
        # Round 53 (f68b): the fee, its waiver or the concurso's stages ("tem isenção pra CadÚnico?", "quantas fases?"):
        # say where they are, as for the job's terms.
        return ("Taxa de inscrição, isenção da taxa e a estrutura do concurso (etapas, provas, conteúdo, nota mínima) "
                "vêm do edital e das normas próprias de cada concurso; as Leis nº 15.142/2025 e nº 12.990/2014 tratam "
                "da reserva de vagas e não trazem essas regras. Confira o edital; eu cubro quantas vagas são "
                "reservadas, quem pode concorrer e a ordem de nomeação.")
    return "Desculpe, essa pergunta está fora do que eu cubro, por isso não vou respondê-la."
