"""URN + label of every dispositivo the calculator cites (LexML URNs, see docs/architecture.md)."""
from __future__ import annotations

from vocabulary import NEW_LABEL, NEW_URN, OLD_LABEL, OLD_URN, PCD_LABEL, PCD_URN

from .models import LegalBasis


def _new(suffix: str, where: str) -> LegalBasis:
    return LegalBasis(urn=f"{NEW_URN}!{suffix}", label=f"{NEW_LABEL}, {where}")


def _old(suffix: str, where: str) -> LegalBasis:
    return LegalBasis(urn=f"{OLD_URN}!{suffix}", label=f"{OLD_LABEL}, {where}")


def _pcd(suffix: str, where: str) -> LegalBasis:
    return LegalBasis(urn=f"{PCD_URN}!{suffix}", label=f"{PCD_LABEL}, {where}")


# Lei nº 15.142/2025
N_ART1_CPT = _new("art1_cpt", "art. 1º, caput")
N_ART1_INC1 = _new("art1_inc1", "art. 1º, I")
N_ART1_INC2 = _new("art1_inc2", "art. 1º, II")
N_ART1_PAR1 = _new("art1_par1", "art. 1º, § 1º")
N_ART1_PAR2 = _new("art1_par2", "art. 1º, § 2º")
N_ART2 = _new("art2", "art. 2º")
N_ART3_CPT = _new("art3_cpt", "art. 3º, caput")
N_ART3_PAR1 = _new("art3_par1", "art. 3º, § 1º")
N_ART3_PAR2 = _new("art3_par2", "art. 3º, § 2º")
N_ART3_PAR4 = _new("art3_par4", "art. 3º, § 4º")
N_ART5_CPT = _new("art5_cpt", "art. 5º, caput")
N_ART5_PAR1 = _new("art5_par1", "art. 5º, § 1º")  # splitting vagas across editais
N_ART5_PAR2 = _new("art5_par2", "art. 5º, § 2º")
N_ART5_PAR2_INC1 = _new("art5_par2_inc1", "art. 5º, § 2º, I")
N_ART5_PAR2_INC2 = _new("art5_par2_inc2", "art. 5º, § 2º, II")
N_ART5_PAR3 = _new("art5_par3", "art. 5º, § 3º")
N_ART5_PAR4 = _new("art5_par4", "art. 5º, § 4º")
N_ART7_CPT = _new("art7_cpt", "art. 7º, caput")
N_ART7_PAR2 = _new("art7_par2", "art. 7º, § 2º")
N_ART7_PAR3 = _new("art7_par3", "art. 7º, § 3º")
N_ART8 = _new("art8", "art. 8º")
N_ART9 = _new("art9", "art. 9º")
N_ART11 = _new("art11", "art. 11")
N_ART13 = _new("art13", "art. 13")
N_ART14 = _new("art14", "art. 14")

# Lei nº 12.990/2014
O_ART1_CPT = _old("art1_cpt", "art. 1º, caput")
O_ART1_PAR1 = _old("art1_par1", "art. 1º, § 1º")
O_ART1_PAR2 = _old("art1_par2", "art. 1º, § 2º")
O_ART1_PAR3 = _old("art1_par3", "art. 1º, § 3º")  # reserve per cargo, at least 3 vagas
O_ART2_CPT = _old("art2_cpt", "art. 2º, caput")
O_ART2_PAR1U = _old("art2_par1u", "art. 2º, parágrafo único")
O_ART3_CPT = _old("art3_cpt", "art. 3º, caput")
O_ART3_PAR1 = _old("art3_par1", "art. 3º, § 1º")
O_ART3_PAR2 = _old("art3_par2", "art. 3º, § 2º")
O_ART3_PAR3 = _old("art3_par3", "art. 3º, § 3º")
O_ART4 = _old("art4", "art. 4º")
O_ART6_CPT = _old("art6_cpt", "art. 6º, caput")
O_ART6_PAR1U = _old("art6_par1u", "art. 6º, parágrafo único")

# Decreto nº 9.508/2018 (PcD reserve). The 20% ceiling (Lei nº 8.112/1990, art. 5º, § 2º) is not in
# the corpus: it is named in explanations only, never cited here.
D_ART1_PAR1 = _pcd("art1_par1", "art. 1º, § 1º")  # at least 5% of the vagas
D_ART1_PAR2 = _pcd("art1_par2", "art. 1º, § 2º")  # empresas públicas / SEM: art. 93 of Lei 8.213
D_ART1_PAR3 = _pcd("art1_par3", "art. 1º, § 3º")  # fractions round up
D_ART1_PAR4_INC1 = _pcd("art1_par4_inc1", "art. 1º, § 4º, I")  # total of the edital (regional/speciality)
D_ART1_PAR5 = _pcd("art1_par5", "art. 1º, § 5º")  # unfilled PcD vagas to candidates without disability
D_ART8_CPT = _pcd("art8_cpt", "art. 8º, caput")  # two published lists
D_ART8_PAR1 = _pcd("art8_par1", "art. 8º, § 1º")  # alternância e proporcionalidade
D_ART8_PAR2 = _pcd("art8_par2", "art. 8º, § 2º")  # substitution by the next PcD candidate
