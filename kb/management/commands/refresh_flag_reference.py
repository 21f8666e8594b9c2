"""python manage.py refresh_flag_reference --llama-cpp DIR VERSION [--ollama DIR VERSION] [--vllm DIR VERSION] [--dry-run]

Extracts the runtimes' flags and environment variables from their source (a checkout, an unpacked
package or a bare git directory) into content/reference/flags.json, prints what changed, and which
articles the change touches (they then fail manage.py check until they are brought up to date).
"""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from kb import flags
from kb.site_library import get_library


class Command(BaseCommand):
    help = "Refresh content/reference/flags.json from the runtimes' source and print what changed."
    requires_system_checks: list = []  # a maintenance command: a content problem must not stop it

    def add_arguments(self, parser) -> None:
        for runtime in ("llama-cpp", "ollama", "vllm"):
            parser.add_argument(f"--{runtime}", nargs=2, metavar=("DIR", "VERSION"),
                                help=f"{runtime}'s source tree and the version or commit it is")
        parser.add_argument("--dry-run", action="store_true", help="print the changes, write nothing")

    def handle(self, *args, **options) -> None:
        path = Path(settings.HEADROOM_CONTENT_DIR) / "reference" / "flags.json"
        current = flags.load_references(path) if path.exists() else {}
        given = {name: (Path(options[key][0]), options[key][1]) if options[key] else None
                 for name, key in (("llama_cpp", "llama_cpp"), ("ollama", "ollama"), ("vllm", "vllm"))}
        if not any(given.values()):
            raise CommandError("Give at least one of --llama-cpp, --ollama, --vllm with a source tree and its version.")
        try:
            new = flags.references_from_sources(given["llama_cpp"], given["ollama"], given["vllm"], current)
        except FileNotFoundError as error:
            raise CommandError(str(error)) from None
        for line in flags.changes(current, new) or ["nothing changed"]:
            self.stdout.write(line)
        touched = [(article.slug, problem) for article in get_library().articles.values()
                   for problem in flags.check_article(article.markdown, new)]
        for slug, problem in touched:
            self.stdout.write(f"content/articles/{slug}.md {problem}")
        if not options["dry_run"]:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(flags.dump_references(new))
            self.stdout.write(f"wrote {path}")
