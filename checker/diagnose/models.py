"""Saved pastes: a diagnosis someone chose to share, under an unguessable address."""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone


def new_slug() -> str:
    return secrets.token_urlsafe(16)  # 128 random bits, 22 characters


class SavedPasteQuerySet(models.QuerySet):
    def live(self):
        return self.filter(expires_at__gt=timezone.now())

    def expired(self):
        return self.filter(expires_at__lte=timezone.now())

    def stored_bytes(self) -> int:
        """What the live pastes hold together (expired ones stop counting before purge_pastes removes them)."""
        return self.live().aggregate(total=models.Sum("size_bytes"))["total"] or 0


class SavedPaste(models.Model):
    slug = models.CharField(max_length=32, unique=True, default=new_slug, editable=False)
    text = models.TextField()  # already redacted
    size_bytes = models.PositiveIntegerField(default=0)  # of text in UTF-8: what the store cap counts
    redactions = models.JSONField(default=list)  # [{"kind": ..., "count": ...}]
    delete_key_hash = models.CharField(max_length=64)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()

    objects = SavedPasteQuerySet.as_manager()

    class Meta:
        indexes = [models.Index(fields=["expires_at"])]

    @classmethod
    def create(cls, text: str, redactions: list[dict]) -> tuple[SavedPaste, str]:
        """Store a paste; return it and its delete key, which is shown once and kept only as a hash."""
        key = secrets.token_urlsafe(24)
        now = timezone.now()
        paste = cls.objects.create(
            text=text, size_bytes=len(text.encode("utf-8")), redactions=redactions, delete_key_hash=hash_key(key), created_at=now,
            expires_at=now + timedelta(days=settings.HEADROOM_PASTE_RETENTION_DAYS),
        )
        return paste, key

    def key_matches(self, key: str) -> bool:
        return secrets.compare_digest(self.delete_key_hash, hash_key(key))


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()
