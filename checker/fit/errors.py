"""The one error of Will it run?'s inputs: which field is wrong, in words, and the HTTP status it
maps to (400 a bad value, 403 a refused file, 404 an unknown id or file, 413 too large).

Raised by the input parsing (checker.fit.query) and the model-file readers
(checker.fit.custom_models); the pages show it beside the field, the API as
``{"error": ..., "field": ...}``. Plain Python, no Django import.
"""

from __future__ import annotations


class QueryError(Exception):
    def __init__(self, field: str, message: str, status: int = 400, choices: list[str] | None = None):
        super().__init__(message)
        self.field = field
        self.message = message
        self.status = status
        self.choices = choices or []  # catalog ids to choose from (a name that matched several, or the closest)
