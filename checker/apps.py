from django.apps import AppConfig


class CheckerConfig(AppConfig):
    name = "checker"
    verbose_name = "Checker"
