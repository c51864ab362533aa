"""schemathesis hooks for `scripts/test-api`: every authenticated request carries the access token of a
real account. A fresh account is signed up and logged in whenever the token in use stops working (the
run deletes accounts and ends sessions too), so no operation is left testing only its 401."""

import json
import os
import secrets
import urllib.request

import schemathesis

BASE_URL = os.environ["FOODYBITE_API_URL"].rstrip("/")


def _post(path, payload):
    request = urllib.request.Request(
        BASE_URL + path,
        data=json.dumps(payload).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        text = response.read().decode()
        return json.loads(text) if text else None


# Cached until a request answers 401 (schemathesis then fetches a new one).
@schemathesis.auth(refresh_interval=3600)
class FreshAccount:
    def get(self, case, context):
        email = f"fuzz-{secrets.token_hex(8)}@example.com"
        password = secrets.token_hex(64)  # what clients send: a SHA-512 hex digest
        _post("/auth/signup", {"name": "Schemathesis", "email": email, "password": password})
        return _post("/auth/login", {"email": email, "password": password})["token"]["accessToken"]

    def set(self, case, data, context):
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Bearer {data}"


# JSON Schema counts 2.0 as an integer; the Foodybite contract does not (`"stars": 2.0` is a 400), so a
# generated integral float is sent as the integer it stands for.
@schemathesis.hook
def before_call(context, case, kwargs):
    if case.operation.path == "/review" and case.method.upper() == "POST" and isinstance(case.body, dict):
        stars = case.body.get("stars")
        if isinstance(stars, float) and stars.is_integer():
            case.body["stars"] = int(stars)
