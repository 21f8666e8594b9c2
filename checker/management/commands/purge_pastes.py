from django.core.management.base import BaseCommand

from checker.diagnose.models import SavedPaste


class Command(BaseCommand):
    help = "Delete saved diagnoses whose retention (HEADROOM_PASTE_RETENTION_DAYS) has passed."

    def handle(self, *args, **options) -> None:
        deleted, _ = SavedPaste.objects.expired().delete()
        self.stdout.write(f"Deleted {deleted} expired saved paste(s).")
