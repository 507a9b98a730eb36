"""The desk's addresses: players under /, organisers under /organiser/, Django's admin."""

from django.contrib import admin
from django.contrib.auth import views as auth
from django.urls import include, path

from riftcheck.desk import outage
from riftcheck.desk.registrations import event_pages, organisers, players

handler500 = outage.server_error  # the database not answering gets a page of its own

urlpatterns = [
    path("", players.home, name="home"),
    path("e/<slug:slug>/", players.event_page, name="event"),
    path("e/<slug:slug>/lists/", players.published_lists, name="published"),
    path("r/<str:token>/", players.private_page, name="private"),
    path("r/<str:token>/qr.svg", players.private_qr, name="private-qr"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("organiser/login/", auth.LoginView.as_view(template_name="registrations/login.html"), name="organiser-login"),
    path("organiser/logout/", auth.LogoutView.as_view(), name="organiser-logout"),
    path("organiser/", organisers.events, name="organiser-events"),
    path("organiser/e/<slug:slug>/", organisers.event_table, name="organiser-event"),
    path("organiser/e/<slug:slug>/edit/", organisers.edit_event, name="organiser-edit"),
    path("organiser/e/<slug:slug>/recheck/", organisers.recheck, name="organiser-recheck"),
    path("organiser/e/<slug:slug>/close/", organisers.set_closed, {"closed": True}, name="organiser-close"),
    path("organiser/e/<slug:slug>/reopen/", organisers.set_closed, {"closed": False}, name="organiser-reopen"),
    path("organiser/e/<slug:slug>/add/", organisers.add_player, name="organiser-add"),
    path("organiser/e/<slug:slug>/export/<str:name>", organisers.export, name="organiser-export"),
    path("organiser/e/<slug:slug>/p/<int:registration_id>/", organisers.registration, name="organiser-registration"),
    path("organiser/e/<slug:slug>/p/<int:registration_id>/sheet/", event_pages.sheet, name="organiser-sheet"),
    path("organiser/e/<slug:slug>/p/<int:registration_id>/check-in/", event_pages.check_in, name="organiser-check-in"),
    path("organiser/e/<slug:slug>/p/<int:registration_id>/confirm/", event_pages.confirm_match,
         name="organiser-confirm-match"),
    path("organiser/e/<slug:slug>/p/<int:registration_id>/claim/", event_pages.decide_claim,
         name="organiser-claim"),
    path("organiser/e/<slug:slug>/p/<int:registration_id>/new-link/", event_pages.reissue_link,
         name="organiser-reissue-link"),
    path("organiser/e/<slug:slug>/roster/", event_pages.import_roster, name="organiser-roster"),
    path("organiser/e/<slug:slug>/staff/", event_pages.staff_page, name="organiser-staff"),
    path("organiser/e/<slug:slug>/log/", event_pages.audit_log, name="organiser-log"),
    path("organiser/e/<slug:slug>/sheets/", event_pages.all_sheets, name="organiser-sheets"),
    path("organiser/e/<slug:slug>/pick/", event_pages.pick, name="organiser-pick"),
    path("organiser/e/<slug:slug>/p/<int:registration_id>/drop/", organisers.set_dropped, {"dropped": True},
         name="organiser-drop"),
    path("organiser/e/<slug:slug>/p/<int:registration_id>/restore/", organisers.set_dropped, {"dropped": False},
         name="organiser-restore"),
    path("organiser/e/<slug:slug>/p/<int:registration_id>/delete/", organisers.delete_registration,
         name="organiser-delete"),
    path("admin/", admin.site.urls),
]
