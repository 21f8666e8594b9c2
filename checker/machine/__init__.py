"""This machine: its GPUs read through NVML, the models the local Ollama has loaded, and the GGUF
files in its model folders judged against those GPUs."""
