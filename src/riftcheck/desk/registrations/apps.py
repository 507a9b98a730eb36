from django.apps import AppConfig


class RegistrationsConfig(AppConfig):
    name = "riftcheck.desk.registrations"
    label = "registrations"
    verbose_name = "Registrations"
