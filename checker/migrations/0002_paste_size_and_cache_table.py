from django.core.management.commands.createcachetable import Command as CreateCacheTable
from django.db import migrations, models
from django.db.models.functions import Length


def count_sizes(apps, schema_editor):
    # Pastes saved before the store cap: their size, as near as SQL gives it (characters; a redacted paste is mostly ASCII).
    SavedPaste = apps.get_model("checker", "SavedPaste")
    SavedPaste.objects.using(schema_editor.connection.alias).update(size_bytes=Length("text"))


def create_cache_table(apps, schema_editor):
    # The rate limits' shared cache (HEADROOM_CACHE_URL=db, the default; config/cache.py). Made whatever the
    # cache setting is today, so that switching to the database cache later needs no extra step.
    command = CreateCacheTable()
    command.verbosity = 0
    command.create_table(schema_editor.connection.alias, "headroom_cache", dry_run=False)


class Migration(migrations.Migration):

    dependencies = [
        ("checker", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="savedpaste",
            name="size_bytes",
            field=models.PositiveIntegerField(default=0),
        ),
        migrations.RunPython(count_sizes, migrations.RunPython.noop),
        migrations.RunPython(create_cache_table, migrations.RunPython.noop),
    ]
