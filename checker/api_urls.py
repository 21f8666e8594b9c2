from django.urls import path

from checker import api, diagnose_views, machine_views

app_name = "checker_api"

urlpatterns = [
    path("fit", api.fit, name="fit"),
    path("fit/gguf", api.fit_gguf, name="fit_gguf"),
    path("diagnose", diagnose_views.diagnose_api, name="diagnose"),
    path("machine", machine_views.machine_api, name="machine"),
    path("catalog/gpus", api.catalog_gpus, name="catalog_gpus"),
    path("catalog/models", api.catalog_models, name="catalog_models"),
    path("catalog/quants", api.catalog_quants, name="catalog_quants"),
]
