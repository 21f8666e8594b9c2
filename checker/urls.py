from django.urls import path

from checker import diagnose_views, machine_views, views

app_name = "checker"

urlpatterns = [
    path("will-it-run/", views.will_it_run, name="will_it_run"),
    path("will-it-run/custom/", views.custom, name="custom"),
    path("will-it-run/from-nvidia-smi/", views.from_nvidia_smi, name="from_nvidia_smi"),
    path("will-it-run/gpu/<str:gpu>/", views.gpu_page, name="gpu"),
    path("will-it-run/model/<str:model>/", views.model_page, name="model"),
    path("will-it-run/<str:model>/<str:quant>/<str:gpus>/", views.verdict, name="verdict"),
    path("check/", views.check, name="check"),
    path("diagnose/", diagnose_views.diagnose_page, name="diagnose"),
    path("diagnose/save/", diagnose_views.save_paste, name="save_paste"),
    path("d/<str:slug>/", diagnose_views.saved, name="saved"),
    path("d/<str:slug>/delete/", diagnose_views.delete_saved, name="delete_saved"),
    path("machine/", machine_views.machine, name="machine"),
    path("machine/models/", machine_views.machine_models, name="machine_models"),
    path("machine/models/<str:key>/", machine_views.machine_model, name="machine_model"),
]
