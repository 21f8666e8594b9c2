from django.contrib.sitemaps.views import sitemap
from django.urls import include, path

from checker.fit.sitemaps import GpuPagesSitemap, ModelPagesSitemap, PopularVerdictsSitemap
from config import views
from kb.sitemaps import SITEMAPS as KB_SITEMAPS

SITEMAPS = {**KB_SITEMAPS, "gpus": GpuPagesSitemap, "models": ModelPagesSitemap, "verdicts": PopularVerdictsSitemap}

urlpatterns = [
    path("", views.home, name="home"),
    path("healthz", views.healthz, name="healthz"),
    path("readyz", views.readyz, name="readyz"),
    path("robots.txt", views.robots_txt, name="robots_txt"),
    path("favicon.ico", views.favicon, name="favicon"),
    path("sitemap.xml", sitemap, {"sitemaps": SITEMAPS}, name="sitemap"),
    path("kb/", include("kb.urls")),
    path("api/kb/", include("kb.api_urls")),
    path("api/", include("checker.api_urls")),
    path("", include("checker.urls")),
]
