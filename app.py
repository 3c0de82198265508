"""Cotas Assistant — Streamlit page (placeholder until the UI issue fills it)."""
import streamlit as st

st.set_page_config(page_title="Assistente de Cotas", page_icon="⚖️")
st.title("Assistente de Cotas Raciais em Concursos")
st.write("Lei nº 15.142/2025 e Lei nº 12.990/2014.")
