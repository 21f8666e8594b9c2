"""The RWKV runtime's placement of a model's layers (the ``rwkv`` package that ChatRWKV and RWKV-Runner load through,
rwkv/model.py, 2023-24), printed once at load:

    Strategy: (total 40+1=41 layers)
    * cuda [float16, uint8], store 21 layers
    * cuda [float16, float16], store 20 layers

(published_holdout75: ChatRWKV on an RTX 4080). Each line is a device of the strategy string ("cuda fp16i8 *21 ->
cuda fp16 *20"), with the layers it stores; "cuda:1" is a second GPU; "cpu" stores its layers in system memory, and a
GPU line's ", stream N layers" keeps N more there, copied to the GPU as each runs. So the layers stored on GPUs, out of
the total, say where the model is. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, LoadFacts, Snapshot

TOTAL = re.compile(r"^Strategy: \(total (\d{1,3})\+1=(\d{1,3}) layers\)\s*$")
# (A fork on DirectML, ChatRWKV-DirectML, names the card by PyTorch's name for an out-of-tree backend: "* privateuse1
# [float16, float16], store 4 layers", published_holdout133.)
DEVICE = re.compile(r"^\* (?P<device>(?:cuda|privateuse1)(?::(?P<index>\d{1,2}))?|mps|cpu) \[[\w, ]{1,60}\], store (?P<store>\d{1,3}) layers"
                    r"(?:, stream (?P<stream>\d{1,3}) layers)?\s*$")


def is_line(line: str) -> bool:
    return line.startswith("Strategy: (total ") and TOTAL.match(line) is not None or \
        line.startswith("* ") and DEVICE.match(line) is not None


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    total = next((int(m.group(2)) for line in lines if (m := TOTAL.match(line))), None)
    devices = [m for line in lines if (m := DEVICE.match(line))]
    if total is None or not devices:
        return None
    on_gpu = sum(int(m.group("store")) for m in devices if m.group("device") != "cpu")
    gpus = sorted({int(m.group("index") or 0) for m in devices if m.group("device") != "cpu"})
    return Snapshot(input_kinds=["RWKV"], gpus=[GpuState(index=index) for index in range(max(gpus) + 1)] if gpus else [],
                    load=LoadFacts(layers_offloaded=on_gpu, layers_total=total))
