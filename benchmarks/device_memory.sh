#!/usr/bin/env bash
# GPU memory as llama.cpp counts it on the device machine's GPU, for the estimator's memory check (issue #13).
# benchmarks/device_memory.py says what is measured and why; this is the part that runs there.
#
# Prepared here (no GPU needed), in the ignored folder .dev/:
#   .dev/llama-src.tar.xz  llama.cpp's source (0c1e57098, as vendored by llama-cpp-python 0.3.36 on PyPI)
#   .dev/memplan.json      .dev/memgrid.txt: python benchmarks/device_memory.py prepare PREDICTIONS.txt
#   .dev/whl/gguf-*.whl    the writer of the zero-weight files
# Run there with the device tool: `bash benchmarks/device_memory.sh`, carrying .dev; what comes back in $OUT:
# run.log, fitprint.txt (one `### CELL` block per grid cell: fit-params' MiB per device), loads.log (the
# real loads' logs) and build.log.
set -u
# shellcheck source=benchmarks/device_common.sh
. benchmarks/device_common.sh
mkdir -p "$W/res"

log "start; $(nvidia-smi -L 2>&1 | head -1); $(nproc) cores"
unpack_llama
# fit-params has no -kvu flag; the server's automatic slots share one unified cache, so let an environment
# variable set it (two lines, the only change to llama.cpp's source).
python3 - "$W/llama.cpp/tools/fit-params/fit-params.cpp" <<'EOF'
import sys
path = sys.argv[1]
text = open(path).read()
anchor = "auto cparams = common_context_params_to_llama(params);"
assert anchor in text
text = text.replace("#include <cinttypes>", "#include <cinttypes>\n#include <cstdlib>", 1)
text = text.replace(anchor, anchor + '\n    if (const char * kvu = getenv("HEADROOM_KV_UNIFIED")) { cparams.kv_unified = atoi(kvu) != 0; }', 1)
open(path, "w").write(text)
EOF
build_llama llama-fit-params llama-completion &
BUILD=$!
log "building for sm_${SM}"

write_zero_models .dev/memplan.json

wait $BUILD
FP=$W/build/bin/llama-fit-params
built llama-fit-params || exit 1
log "built"

cat > "$W/one.sh" <<EOF
#!/usr/bin/env bash
set -- \$1
id=\$1; file=\$2; kvu=\$3; shift 3
HEADROOM_KV_UNIFIED=\$kvu timeout 120 "$FP" -m "/tmp/zg/\$file" "\$@" --fit-print on > "$W/res/\$id.out" 2> "$W/res/\$id.err"
echo "\$? \$id"
EOF
chmod +x "$W/one.sh"
xargs -P 8 -I{} "$W/one.sh" {} < .dev/memgrid.txt > "$W/status.txt"
log "grid: $(grep -c '^0 ' "$W/status.txt") of $(wc -l < .dev/memgrid.txt) cells answered"
while read -r id _; do
  echo "### $id"
  cat "$W/res/$id.out"
  if [ ! -s "$W/res/$id.out" ]; then tail -3 "$W/res/$id.err"; fi
done < .dev/memgrid.txt > "$OUT/fitprint.txt"
grep -v '^0 ' "$W/status.txt" | head -20 >> "$OUT/run.log"

# Real loads of five cells: the buffers a load allocates, to set beside what fit-params printed.
CB=$W/build/bin/llama-completion
for cell in "llama-3.1-8b-q4_k_m-c32k-fa1" "gemma-3-12b-q4_k_m-c32k-fa1" "qwen3-30b-a3b-q4_k_m-c32k-fa0" \
            "gpt-oss-20b-mxfp4_moe-c8k-fa1-half" "phi-4-q4_k_m-c16k-fa1-q8"; do
  line=$(grep "^$cell " .dev/memgrid.txt) || continue
  # shellcheck disable=SC2086
  set -- $line
  id=$1; file=$2; shift 3
  echo "### $id (llama-completion)" >> "$OUT/loads.log"
  timeout 120 "$CB" -m "/tmp/zg/$file" "$@" -n 4 -p "Hello" -no-cnv --temp 0 -v < /dev/null 2>&1 | grep -v " D " >> "$OUT/loads.log"
  log "load $id: rc ${PIPESTATUS[0]}"
done
log "end"
