"""The database cache with an atomic increment: the embedded default for rate limits (config/cache.py)."""

from __future__ import annotations

from django.core.cache.backends.db import DatabaseCache
from django.db import connections, router, transaction


class CountingDatabaseCache(DatabaseCache):
    """Django's database cache whose ``incr`` cannot lose a count between two workers.

    Django's own ``incr`` reads, adds and writes in separate steps, so two requests at once may both
    write the same count (django-ratelimit refuses the database cache for that reason). Here the read
    and the write share one transaction that holds the row: ``SELECT ... FOR UPDATE`` on PostgreSQL;
    on SQLite, whose IMMEDIATE transactions (config/settings.py) take the write lock at BEGIN.
    """

    def incr(self, key, delta=1, version=None):
        db = router.db_for_write(self.cache_model_class)
        connection = connections[db]
        with transaction.atomic(using=db):
            if connection.features.has_select_for_update:
                table = connection.ops.quote_name(self._table)
                with connection.cursor() as cursor:
                    cursor.execute(f"SELECT cache_key FROM {table} WHERE cache_key = %s FOR UPDATE",
                                   [self.make_and_validate_key(key, version=version)])
            return super().incr(key, delta, version)
