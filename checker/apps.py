from django.apps import AppConfig


class CheckerConfig(AppConfig):
    name = "checker"
    verbose_name = "Checker"

    def ready(self) -> None:
        from checker import checks  # noqa: F401  (registers the system check)
        from checker.fit import site_catalog

        # Load and validate the catalogs once, at start-up.
        site_catalog.get_catalog()
