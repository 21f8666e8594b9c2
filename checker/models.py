"""The app's database models, where Django looks for them; each is defined in its feature's package."""

from checker.diagnose.models import SavedPaste

__all__ = ["SavedPaste"]
