"""The database cache with an atomic increment: the embedded default for rate limits (config/cache.py)."""

from __future__ import annotations

import base64
import pickle

from django.core.cache.backends.db import DatabaseCache
from django.db import connections, models, router, transaction
from django.utils.timezone import now


class CountingDatabaseCache(DatabaseCache):
    """Django's database cache whose ``incr`` cannot lose a count and keeps the entry's expiry.

    Django's own ``incr`` reads, adds and writes in separate steps, so two requests at once may both
    write the same count (django-ratelimit refuses the database cache for that reason), and its write
    is a ``set`` with the default timeout, which would turn a limit per hour into one per five
    minutes. Here the read and the write share one transaction that holds the row (``SELECT ... FOR
    UPDATE`` on PostgreSQL; on SQLite, IMMEDIATE transactions, config/settings.py, take the write
    lock at BEGIN), and the write changes the value alone, so the expiry stays the one ``add`` set.
    """

    def incr(self, key, delta=1, version=None):
        cache_key = self.make_and_validate_key(key, version=version)
        db = router.db_for_write(self.cache_model_class)
        connection = connections[db]
        quote = connection.ops.quote_name
        table = quote(self._table)
        lock = " FOR UPDATE" if connection.features.has_select_for_update else ""
        expression = models.Expression(output_field=models.DateTimeField())
        converters = connection.ops.get_db_converters(expression) + expression.get_db_converters(connection)
        with transaction.atomic(using=db), connection.cursor() as cursor:
            cursor.execute(f"SELECT {quote('value')}, {quote('expires')} FROM {table} WHERE {quote('cache_key')} = %s{lock}",
                           [cache_key])
            row = cursor.fetchone()
            if row is not None:
                expires = row[1]
                for converter in converters:
                    expires = converter(expires, expression, connection)
            if row is None or expires < now():
                raise ValueError(f"Key '{key}' not found")
            value = pickle.loads(base64.b64decode(connection.ops.process_clob(row[0]).encode())) + delta
            stored = base64.b64encode(pickle.dumps(value, self.pickle_protocol)).decode("latin1")
            cursor.execute(f"UPDATE {table} SET {quote('value')} = %s WHERE {quote('cache_key')} = %s", [stored, cache_key])
        return value
