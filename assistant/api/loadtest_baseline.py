"""Minimal FastAPI app for the load test's baseline: the same calculator functions behind
plain sync endpoints, no middleware, no limits. `uvicorn assistant.api.loadtest_baseline:app`."""
from fastapi import FastAPI

import calculator

app = FastAPI()


@app.post("/v1/calculator/reserve")
def reserve(body: calculator.ReserveInput) -> calculator.ReserveResult:
    return calculator.reserve(body)


@app.post("/v1/calculator/order")
def order(body: calculator.OrderInput) -> calculator.OrderResult:
    return calculator.order(body)
