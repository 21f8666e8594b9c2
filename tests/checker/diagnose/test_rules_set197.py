"""Readings added while published_holdout197 was tuned on: nvidia-smi dmon with the date and time columns (-o D, T, DT)."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# essentialsofparallelcomputing's Chapter9 gpu_monitoring.log: `nvidia-smi dmon -o DT`, the heading printed again after
# a page of samples, the card busy and then idle.
HEADING = ("#Date       Time        gpu   pwr gtemp mtemp    sm   mem   enc   dec    fb  bar1  mclk  pclk rxpci txpci\n"
           "#YYYYMMDD   HH:MM:SS    Idx     W     C     C     %     %     %     %    MB    MB   MHz   MHz  MB/s  MB/s\n")
CAPTURE = (HEADING
           + " 20191221   21:37:32      0   184    49    50   100   100     0     0 11181     0   877  1530     0     0\n"
           + HEADING
           + " 20191221   21:37:53      0    36    42    40     0     0     0     0     0     0   877   135     0     0\n"
           + " 20191221   21:37:54      0    36    42    39     0     0     0     0     0     0   877   135     0     0\n")


def test_dmon_with_date_and_time_columns_is_read_by_its_column_names():
    snapshot = read_paste(CAPTURE)
    gpu, = snapshot.gpus
    assert "nvidia-smi dmon" in snapshot.input_kinds
    # the last sample: 36 W, 42 C, 0 % SM, 0 MB in use; the busy sample before it is the card's peak
    assert (gpu.power_draw_w, gpu.temperature_c, gpu.utilization_pct, gpu.memory_used_mib) == (36.0, 42.0, 0.0, 0.0)
    assert gpu.peak_utilization_pct == 100.0
    assert "unrecognized_input" not in codes(CAPTURE)


def test_time_alone_and_a_commented_copy():
    # `-o T` prints the time alone; a heading commented out with the rest of a Markdown block stays the output's own
    time_only = ("#Time        gpu   pwr gtemp mtemp    sm   mem   enc   dec  mclk  pclk\n"
                 "#HH:MM:SS    Idx     W     C     C     %     %     %     %   MHz   MHz\n"
                 " 17:36:40      1    64    43    41    24    28     0     0   877  1530\n")
    gpu, = read_paste(time_only).gpus
    assert (gpu.index, gpu.power_draw_w, gpu.utilization_pct) == (1, 64.0, 24.0)
    indented = "".join("    " + line + "\n" for line in CAPTURE.splitlines())
    assert read_paste(indented).gpus[0].temperature_c == 42.0


def test_a_date_heading_without_the_gpu_column_is_not_dmon():
    # near copy: a log's own "#Date Time value" table is not nvidia-smi's
    other = "#Date       Time        value  rate\n 20191221   21:37:53      0    36\n 20191221   21:37:54      1    36\n"
    assert not read_paste(other).gpus


@given(st.lists(st.tuples(st.integers(0, 7), st.integers(10, 600), st.integers(20, 95), st.integers(0, 100)), min_size=1, max_size=12),
       st.sampled_from(["D", "T", "DT"]))
def test_stamped_samples_read_as_the_same_samples_without_stamps(samples, stamps):
    columns = "gpu   pwr gtemp    sm   mem"
    plain = [f"# {columns}", "# Idx     W     C     %     %"]
    names = {"D": "Date", "T": "Time", "DT": "Date       Time"}[stamps]
    units = {"D": "YYYYMMDD", "T": "HH:MM:SS", "DT": "YYYYMMDD   HH:MM:SS"}[stamps]
    prefix = {"D": "20241201", "T": "12:00:01", "DT": "20241201   12:00:01"}[stamps]
    stamped = [f"#{names}    {columns}", f"#{units}    Idx     W     C     %     %"]
    for index, power, temperature, sm in samples:
        row = f"{index:>5} {power:>5} {temperature:>5} {sm:>5} {sm // 2:>5}"
        plain.append(" " + row)
        stamped.append(f" {prefix} {row}")
    def figures(text):
        return [(g.index, g.power_draw_w, g.temperature_c, g.utilization_pct, g.peak_utilization_pct) for g in read_paste(text).gpus]
    assert figures("\n".join(stamped) + "\n") == figures("\n".join(plain) + "\n")
    assert figures("\n".join(stamped) + "\n")


def test_pmon_with_date_and_time_columns_names_its_processes():
    # `nvidia-smi pmon -o DT`: the same two stamps before each process row
    pmon = ("#Date       Time        gpu        pid  type    sm   mem   enc   dec   command\n"
            "#YYYYMMDD   HH:MM:SS    Idx          #   C/G     %     %     %     %   name\n"
            " 20240101   10:00:00      0      12345     C    90    40     -     -   llama-server\n"
            " 20240101   10:00:00      1          -     -     -     -     -     -   -\n")
    snapshot = read_paste(pmon)
    assert [gpu.index for gpu in snapshot.gpus] == [0, 1]
    assert [(p.pid, p.name, p.gpu_index) for p in snapshot.processes] == [(12345, "llama-server", 0)]
