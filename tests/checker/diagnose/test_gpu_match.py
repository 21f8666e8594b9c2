from pathlib import Path

import pytest

from checker.diagnose.gpu_match import match_gpu

PASTES = Path(__file__).resolve().parents[2] / "data" / "pastes" / "nvidia-smi-table"


@pytest.mark.parametrize(
    "name, total_mib, gpu_id",
    [
        ("NVIDIA GeForce RTX 3090", 24576, "geforce-rtx-3090"),
        ("NVIDIA GeForce RTX 4090", 24564, "geforce-rtx-4090"),
        ("NVIDIA GeForce RTX 4080 SUPER", 16376, "geforce-rtx-4080-super"),
        ("NVIDIA GeForce RTX 3060", 12288, "geforce-rtx-3060-12gb"),
        ("NVIDIA GeForce RTX 4060 Ti", 16380, "geforce-rtx-4060-ti-16gb"),
        ("NVIDIA GeForce RTX 4060 Laptop GPU", 8188, "geforce-rtx-4060-laptop"),
        ("NVIDIA GeForce RTX 2070 with Max-Q Design", 8192, "geforce-rtx-2070-laptop"),
        ("NVIDIA H100 80GB HBM3", 81559, "h100-sxm5-80gb"),
        ("NVIDIA H100 PCIe", 81559, "h100-pcie-80gb"),
        ("NVIDIA A100-SXM4-80GB", 81920, "a100-sxm4-80gb"),
        ("NVIDIA L4", 23034, "l4"),
        ("Tesla T4", 15360, "tesla-t4"),
    ],
)
def test_tool_names_find_their_catalog_entry(catalog, name, total_mib, gpu_id):
    assert match_gpu(name, total_mib, catalog).id == gpu_id


def test_an_unknown_card_is_none(catalog):
    assert match_gpu("NVIDIA Quadro Imaginary 9", 8192, catalog) is None


def test_a_pasted_table_fills_the_form(client):
    text = (PASTES / "thamada-rtx3090x2-560.txt").read_text()
    response = client.post("/will-it-run/from-nvidia-smi/", {"nvidia_smi": text})
    assert response.status_code == 302
    assert response["Location"] == "/will-it-run/?gpu=geforce-rtx-3090%2Bgeforce-rtx-3090&used_mib=2%2C2"
    page = client.get(response["Location"])
    html = page.content.decode()
    assert page.status_code == 200 and "read from your paste" in html
    assert 'value="geforce-rtx-3090+geforce-rtx-3090"' in html


def test_with_a_model_the_paste_leads_to_the_verdict(client):
    text = (PASTES / "exporter-rtx4080s-595-wayland-ffmpeg.txt").read_text()
    response = client.post("/will-it-run/from-nvidia-smi/", {"nvidia_smi": text, "model": "llama-3.1-8b", "quant": "q4_k_m", "ctx": "8192"}, follow=True)
    # The table cut the name to "RTX 4080 ...": a 4080 and a 4080 SUPER both have 16 GB, the plain one is taken.
    assert response.redirect_chain[-1][0] == "/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4080/?ctx=8192&used_mib=1474"
    assert "Fits entirely" in response.content.decode()


@pytest.mark.parametrize("text, status", [("", 400), ("not a table", 400), ("x" * (600 * 1024), 413)])
def test_bad_pastes_get_a_clear_4xx(client, text, status):
    assert client.post("/will-it-run/from-nvidia-smi/", {"nvidia_smi": text}).status_code == status
