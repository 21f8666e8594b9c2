from django.core.management.base import BaseCommand

from checker.diagnose.models import SavedPaste


class Command(BaseCommand):
    help = "Delete saved diagnoses whose retention (HEADROOM_PASTE_RETENTION_DAYS) has passed."
    # A maintenance command: a malformed article (a content check) must not keep expired pastes stored.
    requires_system_checks: list = []

    def handle(self, *args, **options) -> None:
        deleted, _ = SavedPaste.objects.expired().delete()
        self.stdout.write(f"Deleted {deleted} expired saved paste(s).")
