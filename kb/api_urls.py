from django.urls import path

from kb import api

app_name = "kb_api"

urlpatterns = [
    path("articles", api.articles, name="articles"),
    path("search", api.search, name="search"),
    path("errors", api.errors, name="errors"),
]
