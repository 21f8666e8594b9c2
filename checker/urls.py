from django.urls import path

from checker import views

app_name = "checker"

urlpatterns = [
    path("check/", views.check, name="check"),
    path("diagnose/", views.diagnose, name="diagnose"),
]
