"""Diagnose's addresses: the pages (namespace ``checker``) and the JSON API (``checker_api``)."""

from django.urls import path

from checker.diagnose import api, views

urlpatterns = [
    path("diagnose/", views.diagnose_page, name="diagnose"),
    path("diagnose/save/", views.save_paste, name="save_paste"),
    path("d/<str:slug>/", views.saved, name="saved"),
    path("d/<str:slug>/delete/", views.delete_saved, name="delete_saved"),
]

api_urlpatterns = [
    path("diagnose", api.diagnose_api, name="diagnose"),
]
