from django.http import HttpRequest


def site(request: HttpRequest) -> dict:
    """Which header section is current, for aria-current in the navigation."""
    match = getattr(request, "resolver_match", None)
    section = ""
    if match:
        section = "search" if match.view_name == "kb:search" else match.view_name.split(":")[0]
    from checker.machine.access import machine_allowed  # this machine's page, in the navigation for whom may see it

    return {"nav_section": section, "machine_link": machine_allowed(request)}
