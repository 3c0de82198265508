"""Portuguese and accessibility layer over Streamlit's own markup.

Streamlit serves index.html with lang="en" and English labels in its widgets ("Send message",
"Browse files", "Press Enter to apply"...). One small script, installed once per browser page,
sets `lang="pt-BR"`, translates those labels (text and aria-label/title/placeholder), hides
decorative icons from assistive technology, keeps an aria-live region that announces each new
answer (its headline comes from a hidden marker the chat draws) and scrolls to that answer.
"""
from __future__ import annotations

import html
import json

import streamlit as st

# Streamlit's English strings (exact text, or a regex for the ones with a number in them).
TRANSLATIONS = {
    "Send message": "Enviar pergunta",
    "Chat message from assistant": "Resposta do assistente",
    "Chat message from user": "Sua pergunta",
    "Choose an option": "Escolha uma opção",
    "Browse files": "Escolher arquivo",
    "Upload": "Enviar arquivo",
    "Drag and drop file here": "Arraste o arquivo para cá ou",
    "Drag and drop files here": "Arraste os arquivos para cá ou",
    "Remove file": "Remover arquivo",
    "Delete": "Remover",
    "Skip to main content": "Ir para o conteúdo principal",
    "Press Enter to apply": "Tecle Enter para aplicar",
    "Press Enter to submit form": "Tecle Enter para enviar",
    "Copy to clipboard": "Copiar",
    "Download as CSV": "Baixar como CSV",
    "Search": "Buscar",
    "Fullscreen": "Tela cheia",
    "View fullscreen": "Ver em tela cheia",
    "Close fullscreen": "Sair da tela cheia",
    "Exit fullscreen": "Sair da tela cheia",
    "Show/hide columns": "Mostrar ou ocultar colunas",
    "Open menu": "Abrir menu",
    "Main menu": "Menu principal",
    "Running...": "Processando…",
    "No results": "Nenhum resultado",
    "Clear all": "Limpar",
    "Open": "Abrir",
    "Close": "Fechar",
    "Stop": "Parar",
    "Link to heading": "Link para este título",
    "file upload": "Enviar arquivo",
    "Add files": "Adicionar arquivo",
    "Error:": "Erro:",
    "add icon": "adicionar",
}
PATTERNS = [
    [r"^Help for (.+)$", "Ajuda: $1"],
    [r"^Limit (\d+(?:\.\d+)?)MB per file(.*)$", "Até $1 MB por arquivo$2"],
    [r"^(\d+(?:\.\d+)?)MB per file(.*)$", "Até $1 MB por arquivo$2"],
    [r"^File must be (\d+(?:\.\d+)?)MB or smaller\.?$",
     "O arquivo deve ter no máximo $1 MB. Reduza o arquivo ou divida a tabela."],
    [r"^(.*) files? not allowed\.?$", "Tipo de arquivo não aceito: use CSV ou .xlsx."],
    [r"^Remove (.+)$", "Remover $1"],
    [r"^AxiosError.*(403|status code).*$",
     "O envio foi bloqueado dentro do portal. Abra o assistente em uma nova aba e envie a planilha lá."],
]

CSS = """
<style>
/* WCAG 1.4.3: Streamlit's caption grey is about 3.9:1; this one is 7.4:1 on white. */
[data-testid="stCaptionContainer"], [data-testid="stCaptionContainer"] * ,
[data-testid="stFileUploaderDropzoneInstructions"] small,
[data-testid="stWidgetLabel"] small { color: #4b5563 !important; opacity: 1 !important; }
/* Quoted law text: Streamlit's blockquote grey is below 4.5:1 too. */
blockquote, blockquote p { color: #374151 !important; opacity: 1 !important; }
/* Tab labels wrap instead of being cut ("Eleg›") on a 390 px phone. */
[data-baseweb="tab-list"] { flex-wrap: wrap; row-gap: .25rem; }
[data-baseweb="tab-list"] button[role="tab"] { flex: 0 0 auto; }
[data-baseweb="tab-highlight"] { display: none; }
[data-baseweb="tab-list"] button[role="tab"][aria-selected="true"] {
  border-bottom: 3px solid #1351B4; }
/* The same for Streamlit's newer tabs (a div role=tablist that scrolls sideways behind an arrow). */
.stTabs [role="tablist"] { flex-wrap: wrap; overflow-x: visible; row-gap: .25rem; }
.stTabs [role="tablist"] > [role="tab"] { flex: 0 0 auto; }
.stTabs [role="tablist"] > [role="tab"][aria-selected="true"] { border-bottom: 3px solid #1351B4; }
/* WCAG 2.5.8: a field's "?" help button is a 16 px icon; its target is 24 x 24 CSS px (the negative margin keeps the
   label's line as it was). */
[data-testid="stTooltipIcon"] button { min-width: 24px; min-height: 24px; margin: -4px; display: inline-flex;
  align-items: center; justify-content: center; }
/* The chat input stays pinned at the bottom of the screen while the conversation scrolls. */
.stElementContainer:has([data-testid="stChatInput"]) {
  position: sticky; bottom: 0; z-index: 20; background: #fff; padding: .5rem 0; }
/* Example questions: left-aligned, link-like, so they read as choices. */
[class*="st-key-ex-"] button { justify-content: flex-start; text-align: left; color: #1351B4; }
[class*="st-key-ex-"] button p { text-align: left; text-decoration: underline; }
/* Quick replies and removable chips wrap: Streamlit cuts a button's label with "…" on one line, and a
   quick reply is a whole question ("Quantas vagas são reservadas num concurso com 10 va…" on a phone). */
[class*="st-key-opt-"] button .stMarkdownEllipsis, [class*="st-key-opt-"] button p,
[class*="st-key-forget-"] button .stMarkdownEllipsis, [class*="st-key-forget-"] button p {
  white-space: normal !important; overflow: visible !important; text-overflow: clip !important;
  text-align: left; }
/* WCAG 2.5.8: a link in our Markdown (a Fundamentação dispositivo, a norm's official text) was a 21 px tall target;
   2 px above and below make it 25 px without moving the text (an inline box's padding does not change the line, whose
   height is 25.6 px, so wrapped lines do not overlap). */
[data-testid="stMarkdownContainer"] a[href] { padding-block: 2px; }
/* A closed expander ("Texto exato e URN") kept its links laid out, with no text: boxes a screen reader or a pointer
   met as nameless links. Nothing of a closed expander's content is drawn. */
[data-testid="stExpander"] details:not([open]) > [data-testid="stExpanderDetails"] { display: none; }
/* Wide tables and URNs scroll or break instead of being cut. */
[data-testid="stDataFrame"], [data-testid="stTable"], .cotas-table { max-width: 100%; overflow-x: auto; }
.cotas-table:focus-visible { outline: 3px solid #1351B4; outline-offset: 2px; }
code { overflow-wrap: anywhere; }
.cotas-sr-only { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
/* The hidden answer marker is for the live region only: selecting an answer to copy it gave its headline twice. */
.cotas-answer-mark { user-select: none; -webkit-user-select: none; }
.cotas-chips { list-style: none; margin: 0 !important; padding: 0 !important; display: flex; flex-wrap: wrap; gap: .375rem; }
.cotas-chips li { margin: 0; padding: .125rem .625rem; border-radius: 1rem; background: #eef2f7;
  color: #1f2937; font-size: .875rem; line-height: 1.5; }
.cotas-copy { font: inherit; font-size: .875rem; padding: .25rem .75rem; border-radius: .5rem;
  border: 1px solid #1351B4; color: #1351B4; background: #fff; cursor: pointer; }
.cotas-copy:focus-visible { outline: 3px solid #1351B4; outline-offset: 2px; }
/* An answer's table of figures (the reserve per cargo): header cells, a caption, the total in bold. */
.cotas-grid { border-collapse: collapse; width: auto; max-width: 100%; font-size: .9375rem; margin: .25rem 0 .5rem; }
.cotas-grid caption { caption-side: top; text-align: left; font-weight: 600; padding-bottom: .25rem; color: #1f2937; }
.cotas-grid th, .cotas-grid td { border-bottom: 1px solid #d1d5db; padding: .25rem .75rem; text-align: right;
  vertical-align: top; }
/* break-word, not anywhere: "anywhere" let the cargo column shrink to one letter ("an / ali / sta") at 400 px. */
.cotas-grid th:first-child { text-align: left; overflow-wrap: break-word; }
.cotas-grid th[scope="row"] { font-weight: 400; }
.cotas-grid thead th { font-weight: 600; border-bottom: 2px solid #6b7280; }
.cotas-grid .cotas-total th, .cotas-grid .cotas-total td { font-weight: 700; border-bottom: 0;
  border-top: 2px solid #6b7280; }
/* Panel titles are h2 (after the page h1) but need not be large. */
h2 { font-size: 1.5rem !important; }
/* Compact header on phones and inside a portal. */
@media (max-width: 640px) {
  h1 { font-size: 1.5rem !important; line-height: 1.25 !important; padding-top: 0 !important; }
  /* The six tab labels on one row at 390 px (a 16 px gap sent "Elegibilidade" to a second row); below, they wrap. */
  .stTabs [role="tablist"], [data-baseweb="tab-list"] { column-gap: .375rem !important; }
  .block-container, [data-testid="stMainBlockContainer"] { padding-left: .75rem; padding-right: .75rem;
    padding-top: 1rem; }
  /* More than four columns do not fit a phone: one block per cargo, each figure with its column name, instead of
     a table that scrolls sideways (the roles in the markup keep the table semantics). */
  .cotas-grid-wide thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .cotas-grid th, .cotas-grid td { padding: .25rem .375rem; }
  .cotas-grid-wide { width: 100%; }
  .cotas-grid-wide tbody, .cotas-grid-wide tr, .cotas-grid-wide th, .cotas-grid-wide td { display: block; }
  .cotas-grid-wide tr { border-bottom: 1px solid #d1d5db; padding: .25rem 0; }
  .cotas-grid-wide .cotas-total { border-top: 2px solid #6b7280; }
  .cotas-grid-wide th[scope="row"] { font-weight: 600; border: 0; padding: .125rem 0; }
  .cotas-grid-wide td { display: flex; justify-content: space-between; gap: 1rem; border: 0; padding: .125rem 0; }
  .cotas-grid-wide td::before { content: attr(data-label); text-align: left; }
  .cotas-grid-wide td:empty { display: none; }
  .cotas-grid-wide .cotas-total th, .cotas-grid-wide .cotas-total td { border-top: 0; }
}
/* A 360 px phone: a size smaller, still one row of tabs. */
@media (max-width: 380px) {
  .stTabs [role="tablist"] > [role="tab"] p, [data-baseweb="tab-list"] button[role="tab"] p { font-size: .8125rem; }
}
</style>
"""

_SCRIPT = """
<script>
(function () {
  // st.html runs this in the app's own document; never touch window.parent (a portal on
  // another origin would throw a SecurityError and stop everything below).
  const w = window;
  const doc = w.document;
  doc.documentElement.lang = "pt-BR";
  if (w.__cotasA11y) return;
  w.__cotasA11y = true;
  const T = __TRANSLATIONS__;
  const P = (__PATTERNS__).map(([re, to]) => [new RegExp(re), to]);
  function tr(s) {
    if (!s) return null;
    const t = s.trim();
    if (t.startsWith("Error: ")) { const n = tr(t.slice(7)); return n === null ? null : "Erro: " + n; }
    if (Object.prototype.hasOwnProperty.call(T, t)) return s.replace(t, T[t]);
    for (const [re, to] of P) { if (re.test(t)) return t.replace(re, to); }
    return null;
  }
  const ATTRS = ["aria-label", "title", "placeholder"];
  function fix(root) {
    if (root.nodeType === 3) { const n = tr(root.nodeValue); if (n !== null) root.nodeValue = n; return; }
    if (root.nodeType !== 1) return;
    const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode())) { const n = tr(node.nodeValue); if (n !== null) node.nodeValue = n; }
    const els = [root, ...root.querySelectorAll("[aria-label],[title],[placeholder]")];
    for (const el of els) {
      for (const a of ATTRS) {
        if (el.hasAttribute && el.hasAttribute(a)) { const n = tr(el.getAttribute(a)); if (n !== null) el.setAttribute(a, n); }
      }
    }
    // Decorative icons: Material icon ligatures ("gavel") would be read aloud.
    const ICONS = '[data-testid="stIconMaterial"], [data-testid^="stChatMessageAvatar"], '
      + '[data-testid="stIconEmoji"]';
    for (const el of [root, ...root.querySelectorAll(ICONS)]) {
      if (el.matches && el.matches(ICONS) && el.getAttribute("aria-hidden") !== "true") {
        el.setAttribute("aria-hidden", "true");
      }
    }
  }
  // One polite live region outside React, so Streamlit's redraws never replace it.
  const live = doc.createElement("div");
  live.id = "cotas-live";
  live.className = "cotas-sr-only";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  doc.body.appendChild(live);
  let announced = 0;
  function announce() {
    const marks = doc.querySelectorAll(".cotas-answer-mark");
    if (!marks.length) return;
    const last = marks[marks.length - 1];
    const turn = parseInt(last.getAttribute("data-turn") || "0", 10);
    if (turn <= announced) return;
    announced = turn;
    live.textContent = "Nova resposta: " + last.textContent;
    const msg = last.closest('[data-testid="stChatMessage"]');
    // Instant, and once more after the answer has been laid out (smooth scrolling gets interrupted).
    if (msg) { msg.scrollIntoView({ block: "start" }); w.setTimeout(() => msg.scrollIntoView({ block: "start" }), 400); }
  }
  doc.addEventListener("click", (e) => {
    const b = e.target && e.target.closest ? e.target.closest("button") : null;
    if (!b || !b.classList.contains("cotas-copy")) return;
    const text = b.getAttribute("data-text") || "";
    const done = () => { b.textContent = "Copiado"; live.textContent = "Resposta copiada."; };
    if (w.navigator.clipboard && w.isSecureContext) {
      w.navigator.clipboard.writeText(text).then(done, () => fallback(text, done));
    } else { fallback(text, done); }
  });
  function fallback(text, done) {
    const ta = doc.createElement("textarea");
    ta.value = text; ta.setAttribute("readonly", ""); ta.className = "cotas-sr-only";
    doc.body.appendChild(ta); ta.select();
    try { doc.execCommand("copy"); done(); } finally { ta.remove(); }
  }
  fix(doc.body);
  new w.MutationObserver((muts) => {
    for (const m of muts) {
      if (m.type === "characterData") fix(m.target);
      else if (m.type === "attributes") fix(m.target);
      else m.addedNodes.forEach(fix);
    }
    if (doc.documentElement.lang !== "pt-BR") doc.documentElement.lang = "pt-BR";
    announce();
  }).observe(doc.documentElement, { subtree: true, childList: true, characterData: true,
                                      attributes: true, attributeFilter: ATTRS.concat(["lang"]) });
})();
</script>
"""


def install() -> None:
    """CSS and the script; the script guards itself, so redraws don't install it twice."""
    st.html(CSS)
    script = (_SCRIPT.replace("__TRANSLATIONS__", json.dumps(TRANSLATIONS, ensure_ascii=False))
              .replace("__PATTERNS__", json.dumps(PATTERNS, ensure_ascii=False)))
    st.html(script, unsafe_allow_javascript=True)


def answer_mark(turn: int, headline: str) -> None:
    """Hidden marker of a new answer: the script announces its text and scrolls to it."""
    st.html(f'<span class="cotas-answer-mark cotas-sr-only" aria-hidden="true" data-turn="{turn}">'
            f"{html.escape(headline)}</span>")


def chips(texts: list[str]) -> None:
    st.html('<ul class="cotas-chips">' + "".join(f"<li>{html.escape(t)}</li>" for t in texts) + "</ul>")


def copy_button(text: str) -> None:
    st.html(f'<button type="button" class="cotas-copy" data-text="{html.escape(text, quote=True)}">'
            "Copiar resposta</button>")
