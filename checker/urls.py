"""The pages of the three checker features, under one namespace (``checker:verdict``, ``checker:diagnose``...)."""

from checker.diagnose import urls as diagnose_urls
from checker.fit import urls as fit_urls
from checker.machine import urls as machine_urls

app_name = "checker"

urlpatterns = fit_urls.urlpatterns + diagnose_urls.urlpatterns + machine_urls.urlpatterns
