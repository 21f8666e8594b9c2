"""Programs' own reports of the CUDA device they run on: Caffe's device query, AliceVision's device information,
faceswap's system information and DeepFaceLab's Running On box (lines as published_holdout191's pastes print them), and
Speech Note's device scan (published_holdout194), and home-made prints of a device's properties (published_holdout195)."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import program_devices
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# jolibrain/deepdetect #290: Caffe's device query as DeepDetect logs it (spdlog prints the integers as floats).
CAFFE = "\n".join("[2018-06-12 16:21:19.052] [caffe] [info] " + line for line in (
    "Device id:                     0.000000",
    "Major revision number:         6.000000",
    "Name:                          GeForce GTX 1080",
    "Total global memory:           8513585152.000000",
    "Warp size:                     32.000000"))
# alicevision/Meshroom #704: the depth-map step's device information.
ALICEVISION = ("[01:42:55.161525][info] CUDA-Enabled GPU.\nDevice information:\n"
               "        - id:                      0\n        - name:                    GeForce 930MX\n"
               "        - compute capability:      5.0\n        - total device memory:     2048 MB\n"
               "        - device memory available: 1695 MB\n")
# deepfakes/faceswap #811: the start of its system information.
FACESWAP = ("============ System Information ============\nencoding:            cp936\n"
            "gpu_cuda:            10.1\ngpu_cudnn:           7.6.2\ngpu_devices:         GPU_0: GeForce GT 1030\n"
            "gpu_devices_active:  GPU_0\ngpu_driver:          430.86\ngpu_vram:            GPU_0: 2048MB\n")
# iperov/DeepFaceLab #5732: the model summary's Running On box.
DEEPFACELAB = ("==---------------- Running On ----------------==\n==                                            ==\n"
               "==      Device index: 0                       ==\n==              Name: NVIDIA GeForce GTX 1650 ==\n"
               "==              VRAM: 2.85GB                  ==\n")

# mkiol/dsnote #374: Speech Note's verbose log, the driver API's scan (src/gpu_tools.cpp).
DSNOTE = ("[D] 21:30:32.213861979.213 0x7f664bf94d00 add_cuda_dev_devices:759 - cuda number of devices: 1\n"
          "[D] 21:30:32.213888558.213 0x7f664bf94d00 add_cuda_dev_devices:800 - cuda device: 0, name=Quadro RTX 5000, "
          "comp-cap=7.5\n")

# cuda-playground's gpu_info.txt and a CUDA course's: two home-made prints of cudaGetDeviceProperties.
PROPERTIES = ("Device 0: NVIDIA GeForce RTX 3060\n  Compute Capability      : 8.6\n  Global Memory           : 11.64 GB\n"
              "  Shared memory per block : 48.00 KB\n  Multiprocessors         : 28\n")
LABELLED = ("Detected 1 CUDA device(s)\n\n================ BASIC DEVICE INFO ================\n"
            "Name                       : NVIDIA A10\nCompute Capability         : 8.6\n\n[Memory]\n"
            "Total global memory (GB)   : 22.06\nShared memory per block    : 48.00 KB\n")


def test_caffes_device_query_gives_the_card_and_its_size_in_mib():
    snapshot = program_devices.parse(CAFFE)
    assert [(gpu.index, gpu.name, gpu.memory_total_mib) for gpu in snapshot.gpus] == [(0, "GeForce GTX 1080", 8119.2)]
    assert snapshot.gpus[0].memory_used_mib is None


def test_alicevisions_device_information_reads_the_total_not_the_free_memory_as_a_use():
    gpu, = program_devices.parse(ALICEVISION).gpus
    assert (gpu.name, gpu.memory_total_mib, gpu.memory_used_mib) == ("GeForce 930MX", 2048.0, None)


def test_faceswaps_system_information_names_every_card_with_its_size_and_the_driver():
    two = FACESWAP.replace("GPU_0: GeForce GT 1030", "GPU_0: GeForce GTX 1080 Ti, GPU_1: GeForce GT 1030").replace(
        "GPU_0: 2048MB", "GPU_0: 11264MB, GPU_1: 2048MB")
    snapshot = program_devices.parse(two)
    assert [(gpu.index, gpu.name, gpu.memory_total_mib) for gpu in snapshot.gpus] == [
        (0, "GeForce GTX 1080 Ti", 11264.0), (1, "GeForce GT 1030", 2048.0)]
    assert snapshot.driver_version == "430.86"
    assert "multi_gpu" in codes(two)


def test_deepfacelabs_running_on_box_gives_the_name_only():
    gpu, = program_devices.parse(DEEPFACELAB).gpus
    assert (gpu.index, gpu.name, gpu.memory_total_mib) == (0, "NVIDIA GeForce GTX 1650", None)


def test_speech_notes_scan_names_each_device_once():
    gpu, = program_devices.parse(DSNOTE).gpus
    assert (gpu.index, gpu.name, gpu.memory_total_mib) == (0, "Quadro RTX 5000", None)
    # the runtime API's scan prints the name alone, ROCm's its architecture after it; a device both scans name is one
    runtime = DSNOTE + "[D] 21:30:32.3 0x7f66 add_cuda_devices:586 - cuda device: 0, name=Quadro RTX 5000\n"
    assert [gpu.name for gpu in program_devices.parse(runtime).gpus] == ["Quadro RTX 5000"]
    hip = "[D] 10:00:00.1 0x7f01 add_hip_devices:731 - hip device: 0, name=AMD Radeon RX 7900 XTX, gcn-arch=1100, gcn-arch-name=gfx1100"
    assert [gpu.name for gpu in program_devices.parse(hip).gpus] == ["AMD Radeon RX 7900 XTX"]


def test_a_home_made_properties_print_gives_each_device_its_name_and_global_memory_in_gib():
    assert [(gpu.index, gpu.name, gpu.memory_total_mib) for gpu in program_devices.parse(PROPERTIES).gpus] == [
        (0, "NVIDIA GeForce RTX 3060", 11919.4)]
    assert [(gpu.name, gpu.memory_total_mib) for gpu in program_devices.parse(LABELLED).gpus] == [("NVIDIA A10", 22589.4)]
    two = PROPERTIES + PROPERTIES.replace("Device 0: NVIDIA GeForce RTX 3060", "Device 1: Tesla T4").replace(
        "11.64 GB", "15360 MB")
    assert [(gpu.index, gpu.name, gpu.memory_total_mib) for gpu in program_devices.parse(two).gpus] == [
        (0, "NVIDIA GeForce RTX 3060", 11919.4), (1, "Tesla T4", 15360.0)]
    assert "multi_gpu" in codes(two)


def test_each_report_is_read_in_a_paste_and_judges_nothing():
    for text in (CAFFE, ALICEVISION, FACESWAP, DEEPFACELAB, DSNOTE, PROPERTIES, LABELLED):
        reading = read_paste("Training is slow on my card, log below.\n\n" + text)
        assert reading.gpus and codes(text) == set()  # read (no unrecognized_input), nothing wrong


def test_near_copies_that_are_no_such_report_are_not_read():
    # a label not padded to Caffe's column, a YAML list, a prose "Name:" and a Running On line outside its box
    assert program_devices.parse(CAFFE.replace("Name:                          ", "Name: ")) is None
    assert program_devices.parse("- id: 0\n- name: GeForce 930MX\n- total device memory: 2048 MB\n") is None
    assert not program_devices.is_line("Name: GeForce GTX 1080")
    assert program_devices.parse(DEEPFACELAB.replace("Running On", "Model Options")) is None
    assert program_devices.parse("gpu_devices:  none\n") is None
    # Speech Note's line inside a sentence, or with a field it does not print
    assert program_devices.parse("It says the cuda device: 0, name=Quadro RTX 5000, comp-cap=7.5 is used.\n") is None
    assert program_devices.parse(DSNOTE.replace("comp-cap=7.5", "memory=16 GB")) is None
    # a name and a memory line without a compute capability (a system summary), and deviceQuery's quoted name
    assert program_devices.parse("Name : Ubuntu 22.04\nGlobal Memory : 64 GB\n") is None
    assert program_devices.parse(PROPERTIES.replace("Compute Capability      : 8.6", "Compute Mode : Default")) is None
    assert program_devices.parse('Device 0: "NVIDIA GeForce RTX 3060"\n  Compute Capability : 8.6\n') is None


@given(st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=400))
def test_any_text_is_read_or_refused_without_raising(text):
    program_devices.parse(text)
    program_devices.parse(CAFFE + "\n" + text)
    lines = text.splitlines()
    for index, line in enumerate(lines):
        program_devices.is_line(line)
        program_devices.is_properties_line(line)
        program_devices.starts_properties(lines, index)


@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(["GeForce GTX 1080", "Tesla V100-SXM2-16GB"]))
def test_caffes_total_is_its_bytes_in_mib(size, name):
    text = CAFFE.replace("8513585152.000000", f"{size}.000000").replace("GeForce GTX 1080", name)
    gpu, = program_devices.parse(text).gpus
    assert gpu.name == name and gpu.memory_total_mib == round(size / 2**20, 1)



# Each report's id line, and the same line with another id in it.
ID_LINES = {CAFFE: ("Device id:                     0.000000", "Device id:                     {}"),
            ALICEVISION: ("- id:                      0", "- id:                      {}"),
            DEEPFACELAB: ("Device index: 0", "Device index: {}")}


@given(st.sampled_from(["inf", "-inf", "nan", "1e400", "-1", "0.5", "100", "3", "2.000000"]) | st.floats().map(str),
       st.sampled_from(list(ID_LINES)))
def test_only_a_device_number_opens_a_device_and_nothing_raises(value, report):
    # (Caffe's ids are printed as floats, so they go through float(): "inf" raised OverflowError before the three readers
    # shared one.)
    line, template = ID_LINES[report]
    snapshot = program_devices.parse(report.replace(line, template.format(value)))
    number = program_devices._number(value)
    if number is not None and number.is_integer() and 0 <= number < 100:
        assert [gpu.index for gpu in snapshot.gpus] == [int(number)]
    else:
        assert snapshot is None
