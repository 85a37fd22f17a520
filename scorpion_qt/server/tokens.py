"""Player tokens: 256 random bits, URL-safe; the server keeps only their SHA-256."""

from __future__ import annotations

import hashlib
import secrets


def new_token() -> str:
    """A fresh secret: 32 random bytes as 43 URL-safe base64 characters."""
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    """The SHA-256 of the token, in hex: what the database holds. A plain hash is enough
    (no salt, no slow hash): the token is random, not a password someone chose."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()
