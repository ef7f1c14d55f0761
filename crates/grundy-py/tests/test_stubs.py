"""The type stubs name the contract's closed vocabularies as the JSON Schemas list them: each
``Literal`` alias of ``grundy/__init__.pyi`` has exactly the values of the schema's enum (and the
schemas are generated from the same definitions the code writes the values with), so a value
added in the library without the stubs, or the other way round, fails here."""

import ast
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[3]
STUBS = ROOT / "crates/grundy-py/python/grundy/__init__.pyi"
SCHEMAS = ROOT / "docs/schema"

# Stub alias -> (schema file, the name of the enum in its $defs, or a property's path).
VOCABULARIES = {
    "Outcome": ("sum", "Outcome"),
    "Convention": ("sum", "Convention"),
    "Method": ("sum", "Method"),
    "SequenceKind": ("subtraction_sequence", "SequenceKind"),
    "OctalMethod": ("octal_sequence", "OctalMethod"),
    "PeriodStatus": ("wythoff_row", "PeriodStatus"),
    "QuotientStatus": ("misere_quotient", "QuotientStatus"),
    "ErrorCode": ("error", "ErrorCode"),
    "PatternKind": ("pattern", "PatternKind"),
    "PatternSource": ("pattern", "PatternSource"),
}


def stub_literals():
    """Every top-level alias `Name = Literal[...]` of the stubs, as a set of its values."""
    tree = ast.parse(STUBS.read_text())
    found = {}
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Subscript)
                and getattr(node.value.value, "id", None) == "Literal"):
            elements = node.value.slice.elts if isinstance(node.value.slice, ast.Tuple) else [node.value.slice]
            found[node.targets[0].id] = {e.value for e in elements}
    return found


def schema_enum(kind, name):
    schema = json.loads((SCHEMAS / f"{kind}.schema.json").read_text())
    definition = schema["$defs"][name]
    if "enum" in definition:
        return set(definition["enum"])
    # serde's unit enums with docs: a oneOf of consts.
    return {choice["const"] for choice in definition["oneOf"]}


def test_every_vocabulary_of_the_stubs_is_the_schemas():
    literals = stub_literals()
    for alias, (kind, name) in VOCABULARIES.items():
        assert alias in literals, f"the stubs have no alias {alias}"
        assert literals[alias] == schema_enum(kind, name), (alias, kind, name)


def test_no_stub_spells_a_vocabulary_out_again():
    """A property typed with a literal list instead of the alias could drift on its own."""
    text = STUBS.read_text()
    for alias, values in stub_literals().items():
        if len(values) < 2:
            continue
        for line in text.splitlines():
            # Prose may name the values; only a type spells them out.
            if line.startswith(f"{alias} = ") or "Literal[" not in line:
                continue
            listed = [v for v in values if f'"{v}"' in line]
            assert len(listed) < len(values), f"spell {alias} by its name: {line.strip()}"
