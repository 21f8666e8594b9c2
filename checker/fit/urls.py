"""Will it run?'s addresses: the pages (namespace ``checker``) and the JSON API (``checker_api``)."""

from django.urls import path

from checker.fit import api, views

urlpatterns = [
    path("will-it-run/", views.will_it_run, name="will_it_run"),
    path("will-it-run/custom/", views.custom, name="custom"),
    path("will-it-run/from-nvidia-smi/", views.from_nvidia_smi, name="from_nvidia_smi"),
    path("will-it-run/gpu/<str:gpu>/", views.gpu_page, name="gpu"),
    path("will-it-run/model/<str:model>/", views.model_page, name="model"),
    path("will-it-run/<str:model>/<str:quant>/<str:gpus>/", views.verdict, name="verdict"),
    path("will-it-run/<str:model>/<str:quant>/<str:gpus>/preview.png", views.verdict_preview, name="verdict_preview"),
    path("check/", views.check, name="check"),
]

api_urlpatterns = [
    path("fit", api.fit, name="fit"),
    path("fit/gguf", api.fit_gguf, name="fit_gguf"),
    path("catalog/gpus", api.catalog_gpus, name="catalog_gpus"),
    path("catalog/models", api.catalog_models, name="catalog_models"),
    path("catalog/quants", api.catalog_quants, name="catalog_quants"),
]
