from django.urls import path

from kb import feeds, views

app_name = "kb"

# The fixed pages come before <slug>; kb.content.KB_RESERVED_PATHS keeps an
# article from taking one of their names.
urlpatterns = [
    path("", views.index, name="index"),
    path("search/", views.search, name="search"),
    path("errors/", views.errors, name="errors"),
    path("feed.atom", feeds.RecentlyVerifiedFeed(), name="feed"),
    path("<slug:slug>/", views.article, name="article"),
    path("<slug:slug>/preview.png", views.article_preview, name="article_preview"),
]
