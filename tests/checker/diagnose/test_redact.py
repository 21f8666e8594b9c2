from pathlib import Path

import pytest

from checker.diagnose.redact import redact

PASTES = Path(__file__).resolve().parents[2] / "data" / "pastes"


def test_uuids_serials_users_and_hosts_are_removed():
    text = "\n".join([
        "GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-5f1c3a2b-1111-2222-3333-444455556666)",
        "  MIG 3g.40gb     Device  0: (UUID: MIG-aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee)",
        "    Serial Number                         : 1325021012345",
        "    Board Part Number                     : 900-2G193-0000-000",
        "<serial>1325021012345</serial>",
        "llama_model_loader: loaded meta data from /home/alice/models/llama.gguf",
        r"C:\Users\Bob\AppData\Local\Programs\Ollama\ollama.exe",
        "alice@workstation:~$ nvidia-smi",
        "Oct 03 13:18:04 gemma-box ollama[26513]: llama_context: n_ctx = 4096",
    ])
    cleaned, redactions = redact(text)
    for secret in ("5f1c3a2b", "aaaaaaaa", "1325021012345", "900-2G193", "alice", "Bob", "workstation", "gemma-box"):
        assert secret not in cleaned, secret
    kinds = {r.kind: r.count for r in redactions}
    assert kinds["GPU and MIG UUIDs"] == 2
    assert kinds["serial and part numbers"] == 3
    assert kinds["user names in paths"] == 2
    assert "NVIDIA H100 80GB HBM3" in cleaned and "n_ctx = 4096" in cleaned  # the facts stay


def test_a_clean_paste_is_unchanged():
    text = (PASTES / "nvidia-smi-table" / "thamada-rtx3090x2-560.txt").read_text()
    assert redact(text) == (text, [])


def test_real_pastes_keep_their_diagnosis_after_redaction():
    from checker.diagnose.rules import diagnose

    for path in sorted(PASTES.glob("*/*.txt")):
        text = path.read_text()
        assert {f.code for f in diagnose(redact(text)[0]).findings} == {f.code for f in diagnose(text).findings}, path.name


@pytest.mark.parametrize("path, kept", [
    (r"C:\Users\Alice Smith\.ollama\models\blobs", r"C:\Users\user\.ollama\models\blobs"),
    (r'path="C:\\Users\\Alice Smith\\AppData\\Local\\Programs\\Ollama"', r'path="C:\\Users\\user\\AppData\\Local\\Programs\\Ollama"'),
    ("C:/Users/Jean Luc Picard/llama.cpp/build", "C:/Users/user/llama.cpp/build"),
    ("/Users/Bob Jones/Library/Caches/llama.cpp/x.gguf", "/Users/user/Library/Caches/llama.cpp/x.gguf"),
    ("/home/carol/models and then /usr/bin", "/home/user/models and then /usr/bin"),
])
def test_a_profile_folder_is_redacted_whole_spaces_included(path, kept):
    # The surname used to survive: C:\Users\Alice Smith became C:\Users\user Smith.
    assert redact(path)[0] == kept
