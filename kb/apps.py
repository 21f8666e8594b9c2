from django.apps import AppConfig


class KbConfig(AppConfig):
    name = "kb"
    verbose_name = "Knowledge base"

    def ready(self) -> None:
        from kb import checks, site_library  # noqa: F401  (registers the system check)

        # Parse and render every article once, at start-up; requests are then
        # served from memory.
        site_library.get_library()
