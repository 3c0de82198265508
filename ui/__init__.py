"""Streamlit page of the Cotas Assistant: `app.py` is the entry point, this package the parts.

`chat` (the conversation), `panels/` (one module per calculator panel, listed in `panels.PANELS`),
`citations` (the one citation renderer), `widgets` (shared fields, formatting, state),
`a11y` (lang, Portuguese texts for Streamlit's own labels, live region, CSS), `settings` (limits).
"""
