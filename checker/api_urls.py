"""The JSON API of the three checker features, under /api/ (namespace ``checker_api``)."""

from checker.diagnose import urls as diagnose_urls
from checker.fit import urls as fit_urls
from checker.machine import urls as machine_urls

app_name = "checker_api"

urlpatterns = fit_urls.api_urlpatterns + diagnose_urls.api_urlpatterns + machine_urls.api_urlpatterns
