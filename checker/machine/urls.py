"""This machine's addresses: the pages (namespace ``checker``) and the JSON API (``checker_api``)."""

from django.urls import path

from checker.machine import api, views

urlpatterns = [
    path("machine/", views.machine, name="machine"),
    path("machine/models/", views.machine_models, name="machine_models"),
    path("machine/models/<str:key>/", views.machine_model, name="machine_model"),
]

api_urlpatterns = [
    path("machine", api.machine_api, name="machine"),
]
