"""The registry (src/registry/registry.js) for the Python oracles, as scripts/registry-json.mjs prints it."""
import json
import pathlib
import subprocess

_SCRIPT = pathlib.Path(__file__).resolve().parent / "registry-json.mjs"


def registry():
    return json.loads(subprocess.run(["node", str(_SCRIPT)], check=True, capture_output=True, text=True).stdout)


def narrow_rows():
    """The narrow dtypes' rows, in registry order."""
    return [row for row in registry()["dtypes"] if "narrow" in row]


def narrow_floats():
    """The narrow float formats' names (float8, float6, float4), in registry order."""
    return [row["name"] for row in narrow_rows() if row["kind"] == "float"]


def narrow_ints():
    """The sub-byte integers, name → bits."""
    return {row["name"]: row["bits"] for row in narrow_rows() if row["kind"] != "float"}


def sub_byte_float_bits():
    """The narrow floats narrower than a byte (float6, float4), name → bits."""
    return {row["name"]: row["bits"] for row in narrow_rows() if row["kind"] == "float" and row["bits"] < 8}
