#!/usr/bin/env bash
# llama-bench on the device machine's GPU (an H100 or H200 here), for the speed model's HBM data (issue #13),
# and real nvidia-smi outputs of that machine with a llama.cpp process on it, for Diagnose's fixtures.
#
# Prepared here (no GPU needed), in the ignored folder .dev/:
#   .dev/llama-src.tar.xz  llama.cpp's source (0c1e57098, as vendored by llama-cpp-python 0.3.36 on PyPI),
#                          trimmed to ggml (CPU and CUDA), src, common, tools, vendor and gguf-py
#   .dev/plan.json         python benchmarks/zero_gguf.py plan .dev/plan.json MODEL:MIX ...
#   .dev/runs.txt          one llama-bench run a line: FILE [more llama-bench arguments]
#   .dev/whl/              wheels for Headroom's test dependencies (the NVML probe test)
#                          (the device tool carries at most 64 MiB with the working tree: once the tree passed
#                          40 MiB, the archs run carried only gguf's wheels and their dependencies, and the probe
#                          test, which needed Django through the conftest, failed to import; it had passed on
#                          2026-11-26. Since 2026-11-28 it runs without pytest-django and the conftest, and needs only
#                          pydantic's wheels: pydantic, pydantic_core (cp312), annotated-types, typing-inspection and
#                          typing_extensions, 2.9 MB with gguf's). The device's
#                          python3 is 3.12 and has numpy (2026-11-28): wheels must be cp312 or pure Python (one
#                          that is not stops pip's whole install), and gguf's wheel alone writes the zero-weight files.
#                          Rebuilding .dev on a new checkout: `pip download --no-deps --no-binary :all:
#                          llama-cpp-python==0.3.36`, its vendor/llama.cpp tarred without docs, models, tests,
#                          examples and the other backends' ggml-* folders (4.3 MB); `pip download --no-deps
#                          gguf -d .dev/whl`
# Run there with the device tool: `bash benchmarks/device_speed.sh`, carrying .dev; what comes back in $OUT:
# run.log, bench.md (llama-bench's tables), build.log, pytest.txt, captures.tar.gz (nvidia-smi outputs).
# The weights are zeros (benchmarks/zero_gguf.py says why decode speed does not depend on them); prefill
# of MoE models is not representative (zero router logits send every token to the same experts).
set -u
# shellcheck source=benchmarks/device_common.sh
. benchmarks/device_common.sh
mkdir -p "$W/cap"
DEADLINE=$((START + ${BUDGET_S:-520}))
left() { echo $((DEADLINE - $(date +%s))); }
pack() { tar -C "$W" -czf "$OUT/captures.tar.gz" cap 2>/dev/null; }
cap() {  # cap NAME ARGS...: one nvidia-smi output, as printed
  local name=$1; shift
  nvidia-smi "$@" > "$W/cap/$name.txt" 2>&1
}

log "start; $(nvidia-smi -L 2>&1 | head -2)"
{ nvcc --version | tail -2; nproc; free -g | head -2; df -h /tmp /dev/shm | tail -2; uname -r; } >> "$OUT/run.log" 2>&1
cap nvidia-smi_idle
cap nvidia-smi_q_idle -q
cap nvidia-smi_L -L

# Build llama-bench for this GPU's compute capability only, in the background.
unpack_llama
build_llama llama-bench &
BUILD=$!
log "building llama-bench for sm_${SM}"

# Meanwhile: the wheels, the zero-weight models, the NVML probe test.
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site "$REPO"/.dev/whl/*.whl \
  >> "$OUT/run.log" 2>&1
export PYTHONPATH=/tmp/site
mkdir -p /tmp/zg
python3 benchmarks/zero_gguf.py write .dev/plan.json /tmp/zg >> "$OUT/run.log" 2>&1
log "models written"
# (the probe and the rules import no Django: the test runs without pytest-django and the conftest that needs it)
HEADROOM_CAPTURE_DIR="$W/cap" PYTHONPATH=/tmp/site:$REPO timeout 120 python3 -m pytest -p no:cacheprovider -p no:django \
  --noconftest -o addopts= -q -m gpu tests/checker/machine/test_gpu_real.py > "$OUT/pytest.txt" 2>&1
log "probe test: $(tail -1 "$OUT/pytest.txt")"
pack

wait $BUILD
BENCH=$W/build/bin/llama-bench
built llama-bench || { pack; exit 1; }
log "built; $(left) s left"

first=1
while read -r file args; do
  [ -z "$file" ] && continue
  size=$(stat -c %s "/tmp/zg/$file")
  # loading and three repetitions, roughly (NEED_BASE_S and NEED_PER_GB_S lower it on a warm machine)
  need=$((${NEED_BASE_S:-30} + size / 1000000000 * ${NEED_PER_GB_S:-2}))
  if [ "$(left)" -lt "$need" ]; then log "skipped $file: $(left) s left"; continue; fi
  log "bench $file $args"
  if [ $first = 1 ]; then  # the outputs people paste, once a model is on the GPU
    (for _ in $(seq 60); do
       sleep 1
       if nvidia-smi --query-compute-apps=pid --format=csv,noheader | grep -q .; then
         sleep 3; cap nvidia-smi_loaded; cap nvidia-smi_q_loaded -q; cap nvidia-smi_q_x_loaded -q -x
         cap nvidia-smi_query_loaded --query-gpu=index,name,memory.used,memory.total,utilization.gpu,temperature.gpu,power.draw,power.limit,pstate,clocks.sm,clocks.mem --format=csv
         cap nvidia-smi_apps_loaded --query-compute-apps=pid,process_name,used_memory --format=csv
         cap nvidia-smi_dmon_loaded dmon -c 3
         break
       fi
     done) &
    first=0
  fi
  # shellcheck disable=SC2086
  timeout $(($(left) - 5)) "$BENCH" -m "/tmp/zg/$file" -ngl 99 -r 3 $args -o md < /dev/null >> "$OUT/bench.md" 2>> "$W/bench.err"
  log "done $file (rc $?)"
  pack
done < .dev/runs.txt
cap nvidia-smi_q_clocks_after -q -d CLOCK,PERFORMANCE,POWER,TEMPERATURE
tail -20 "$W/bench.err" >> "$OUT/run.log"
pack
log "end"
