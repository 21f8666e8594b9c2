"""Readings added while published_holdout171 was tuned on: a capture file of two machines' nvidia-smi runs, mistral.rs's
device map by runs of layers, distributed-llama's command without a GPU, dcgmi's process statistics."""

from checker.diagnose.rules import diagnose, read_paste
from tests.checker.diagnose.helpers import codes

HEADER = ("+-----------------------------------------------------------------------------+\n"
          "| NVIDIA-SMI {driver}       Driver Version: {driver}       CUDA Version: 11.0     |\n"
          "|-------------------------------+----------------------+----------------------+\n"
          "| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |\n"
          "| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |\n"
          "|===============================+======================+======================|\n")
ROW = ("|   {index}  {name}  Off  | 00000000:{bus}:00.0 Off |                  N/A |\n"
       "| N/A   {temp}C    P0    56W / 300W |   {used:>4}MiB / 16160MiB |      0%      Default |\n"
       "+-------------------------------+----------------------+----------------------+\n")


def table(driver: str, name: str, *rows: tuple[int, int]) -> str:
    return HEADER.format(driver=driver) + "".join(
        ROW.format(index=index, name=name, bus=f"{index + 24:02X}", temp=30 + index, used=used) for index, used in rows) + "\n"


def test_a_capture_of_two_machines_keeps_each_machines_gpus():
    # Four V100s on driver 450.57, then another host's card on 460.27.04 twice (published_holdout171): each machine at
    # its latest table, the second's GPUs after the first's.
    first = table("450.57", "Tesla V100-SXM2...", (0, 5918), (1, 0), (2, 0), (3, 0))
    other = table("460.27.04", "GeForce RTX 306...", (0, 0))
    later = table("460.27.04", "GeForce RTX 306...", (0, 163))
    gpus = read_paste(first + other + later).gpus
    assert [(g.index, g.memory_used_mib) for g in gpus] == [(0, 5918), (1, 0), (2, 0), (3, 0), (4, 163)]
    assert "multi_gpu" in codes(first + other + later)
    # The same machine twice (one driver, the same card) is one reading: the later table is the newer.
    assert [g.memory_used_mib for g in read_paste(other + later).gpus] == [163]
    # Another driver alone (an upgrade between two runs on one host) is the same machine: its cards keep their names.
    upgraded = table("460.27.04", "Tesla V100-SXM2...", (0, 100), (1, 0), (2, 0), (3, 0))
    assert [g.memory_used_mib for g in read_paste(first + upgraded).gpus] == [100, 0, 0, 0]


MISTRALRS = ("2025-05-28T21:52:40.589559Z  INFO mistralrs_quant::utils::log: Model has 16 repeating layers.\n"
             "2025-05-28T21:52:40.589600Z  INFO mistralrs_quant::utils::log: Loading model according to the following "
             "repeating layer mappings:\n"
             "2025-05-28T21:52:40.589650Z  INFO mistralrs_quant::utils::log: Layers 0-15: metal[4294968389] (36 GB)\n")


def test_mistral_rs_runs_of_layers_covering_the_count_are_the_whole_model():
    assert "full_gpu" in codes(MISTRALRS)
    # a run short of the count may be the start of a longer map the paste cut: no placement claimed
    short = MISTRALRS.replace("Layers 0-15", "Layers 0-9")
    assert not {"full_gpu", "partial_offload", "cpu_only"} & codes(short)
    split = short + "2025-05-28T21:52:40.589651Z  INFO mistralrs_quant::utils::log: Layers 10-15: cpu (8 GB)\n"
    assert "partial_offload" in codes(split)
    on_cpu = "2026-02-22T21:50:34.933041Z  INFO mistralrs_quant::utils::log: Layers 0-35: cpu (24 GB)\n"
    assert "cpu_only" in codes(on_cpu)
    # (the layout of 2025-03, under mistralrs_core's logger and without the memory)
    assert "full_gpu" in codes(MISTRALRS.replace("mistralrs_quant", "mistralrs_core").replace(" (36 GB)", ""))


DLLAMA = ("./dllama inference --model models/llama3_8b_q40/dllama_model.m --tokenizer models/llama3_8b_q40/dllama_tokenizer.t "
          "--buffer-float-type q80 --nthreads 8 --max-seq-len 4096 --prompt \"What is 5+9?\" --steps 77\n"
          "Evaluation\n   nBatches: 32\n    nTokens: 7\n   tokens/s: 14.96 (66.86 ms/tok)\n")


def test_distributed_llama_without_a_gpu_index_runs_on_the_cpu():
    assert "cpu_only" in codes(DLLAMA)
    assert "cpu_only" not in codes(DLLAMA.replace("--nthreads 8", "--nthreads 8 --gpu-index 0"))
    # the program named in prose is no command
    assert "cpu_only" not in codes("I ran dllama inference on two nodes and it was slow.\n")


DCGMI = ("Successfully retrieved process info for PID: 71081. Process ran on 1 GPUs.\n"
         "+------------------------------------------------------------------------------+\n"
         "| GPU ID: 2                                                                    |\n"
         "+====================================+=========================================+\n"
         "|-----  Execution Stats  ------------+-----------------------------------------|\n"
         "| Start Time                     *   | Fri Dec 12 00:11:25 2025                |\n"
         "| Energy Consumed (Joules)           | 27154                                   |\n"
         "| Max GPU Memory Used (bytes)    *   | 0                                       |\n")


def test_dcgmi_process_stats_name_the_gpu_without_its_state():
    snapshot = read_paste(DCGMI)
    assert snapshot.input_kinds == ["dcgmi stats"]
    assert [(g.index, g.memory_used_mib) for g in snapshot.gpus] == [(2, None)]
    # (the process's peak of 0 bytes is no empty GPU)
    assert not {"gpu_idle", "vram_headroom_ok", "unrecognized_input"} & codes(DCGMI)
    assert "unrecognized_input" in codes(DCGMI.replace("| GPU ID: 2", "| Device: 2"))
