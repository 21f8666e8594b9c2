"""Remove what identifies a machine or a person from a paste before it is stored.

GPU and MIG UUIDs, serial numbers, board part numbers, host names in shell
prompts and journald prefixes, and user names in home-directory paths. Returns
the cleaned text and what was removed, so the page can say so. Plain Python.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

UUID = re.compile(r"\b(GPU|MIG)-[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b")
SERIAL_LINE = re.compile(r"^(\s*(?:Serial Number|Board Part Number|GPU Part Number|Module ID|Board ID)\s*:\s*)(?!N/A)(\S.*)$", re.M)
SERIAL_XML = re.compile(r"(<(serial|board_part_number|gpu_part_number|board_id|module_id)>)(?!N/A)([^<]+)(</\2>)")
# A profile folder may hold spaces ("C:\\Users\\Alice Smith\\.ollama"): up to the next separator it is all the name;
# at the end of a path (no separator follows) the name stops at a space. Windows paths also come with the
# backslashes doubled (Ollama's logs quote them) or as forward slashes.
HOME_PATH = re.compile(r"(/home/|/Users/|[A-Za-z]:(?:\\\\|\\|/)Users(?:\\\\|\\|/))"
                       r"(?:(?P<spaced>[^/\\\s:\"'<>|](?:[^/\\\n:\"'<>|]{0,62}?[^/\\\s:\"'<>|])?)(?=[/\\])|(?P<plain>[^/\\\s:\"'<>|]+))")
PROMPT = re.compile(r"\b([a-z_][a-z0-9_.-]{0,31})@([A-Za-z0-9][A-Za-z0-9.-]{0,62})(?=:[~/])")
# journald: "Oct 03 13:18:04 myhost ollama[26513]: ..."
JOURNAL = re.compile(r"^(\w{3} [ \d]\d \d\d:\d\d:\d\d )([A-Za-z0-9][A-Za-z0-9.-]{0,62})( [\w.-]+\[\d+\]:)", re.M)
KEEP_USERS = {"user", "username", "root", "me", "you", "runner"}


@dataclass(frozen=True)
class Redaction:
    kind: str
    count: int


def redact(text: str) -> tuple[str, list[Redaction]]:
    counts: dict[str, int] = {}

    def counted(kind: str, replacement):
        def replace(match: re.Match) -> str:
            counts[kind] = counts.get(kind, 0) + 1
            return replacement(match)
        return replace

    text = UUID.sub(counted("GPU and MIG UUIDs", lambda m: f"{m.group(1)}-00000000-0000-0000-0000-000000000000"), text)
    text = SERIAL_LINE.sub(counted("serial and part numbers", lambda m: m.group(1) + "[redacted]"), text)
    text = SERIAL_XML.sub(counted("serial and part numbers", lambda m: m.group(1) + "[redacted]" + m.group(4)), text)
    text = HOME_PATH.sub(counted("user names in paths",
                                 lambda m: m.group(0) if (m.group("spaced") or m.group("plain")) in KEEP_USERS else m.group(1) + "user"),
                         text)
    text = PROMPT.sub(counted("user and host names in prompts", lambda m: "user@host"), text)
    text = JOURNAL.sub(counted("host names in log lines", lambda m: m.group(1) + "host" + m.group(3)), text)
    return text, [Redaction(kind, count) for kind, count in counts.items()]
