//! The library's layers, checked on its source: no import circle among its top-level modules
//! (docs/DESIGN.md, "Layers"). A `crate::X` path outside comments and test code is an edge from
//! the module that writes it to X; a circle is a set of modules that reach each other. The one
//! circle allowed is the base layer `error`, `num`, `text`, `vocab`: an error names the amount
//! requested as a `Natural` and says what was wrong as a message of the catalogue (`text`), the
//! numbers' parsers fail with the library's `Error`, and the languages (`text::Lang`) are a
//! closed vocabulary (`vocab`), whose parsers fail with an `Error` too; nothing else is below
//! them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The modules allowed to form one circle, as a sorted list.
const BASE_LAYER: [&str; 4] = ["error", "num", "text", "vocab"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Module → the modules its code names, for the crate at `src`.
fn edges(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let top = |path: &Path| -> String {
        let relative = path.strip_prefix(src).unwrap();
        let first = relative.components().next().unwrap().as_os_str();
        first.to_string_lossy().trim_end_matches(".rs").to_string()
    };
    let modules: BTreeSet<String> = files.iter().map(|f| top(f)).collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let from = top(file);
        if from == "lib"
            || file
                .file_name()
                .is_some_and(|n| n.to_string_lossy().ends_with("tests.rs"))
        {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        // Unit tests sit at the bottom of a file, after #[cfg(test)].
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        for line in code.lines() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for (at, _) in line.match_indices("crate::") {
                let name: String = line[at + "crate::".len()..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if name != from && modules.contains(&name) {
                    edges.entry(from.clone()).or_default().insert(name);
                }
            }
        }
    }
    edges
}

/// The modules reachable from `start`.
fn reach(edges: &BTreeMap<String, BTreeSet<String>>, start: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut stack = vec![start.to_string()];
    while let Some(module) = stack.pop() {
        for next in edges.get(&module).into_iter().flatten() {
            if seen.insert(next.clone()) {
                stack.push(next.clone());
            }
        }
    }
    seen
}

/// Each circle: the modules that reach a module and are reached by it, with it.
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> BTreeSet<Vec<String>> {
    let mut found = BTreeSet::new();
    for module in edges.keys() {
        let from = reach(edges, module);
        if !from.contains(module) {
            continue;
        }
        let circle: Vec<String> = from
            .iter()
            .filter(|other| reach(edges, other).contains(module))
            .cloned()
            .collect();
        found.insert(circle);
    }
    found
}

#[test]
fn no_import_circle_among_the_library_modules() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let edges = edges(&src);
    // The check sees the edges it should: a few that must exist.
    for (from, to) in [("expr", "games"), ("report", "expr"), ("games", "sequence")] {
        assert!(edges[from].contains(to), "{from} -> {to}: {edges:?}");
    }
    let circles: Vec<Vec<String>> = circles(&edges)
        .into_iter()
        .filter(|circle| circle != &BASE_LAYER.map(String::from).to_vec())
        .collect();
    assert!(
        circles.is_empty(),
        "import circles among the library's modules (each set reaches itself; cut the edge \
         that points up a layer): {circles:?}\nedges: {edges:#?}"
    );
}

#[test]
fn the_check_finds_a_circle_when_there_is_one() {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    edges
        .entry("games".into())
        .or_default()
        .insert("report".into());
    edges
        .entry("report".into())
        .or_default()
        .insert("expr".into());
    edges
        .entry("expr".into())
        .or_default()
        .insert("games".into());
    edges
        .entry("num".into())
        .or_default()
        .insert("error".into());
    let found = circles(&edges);
    assert_eq!(
        found.into_iter().collect::<Vec<_>>(),
        vec![vec![
            "expr".to_string(),
            "games".to_string(),
            "report".to_string()
        ]]
    );
}

/// The library's internals, which a front end should not name: it asks questions and reads
/// answers (`grundy::report`), and may use the numbers, errors, text and interrupts.
const INTERNALS: [&str; 8] = [
    "games",
    "sequence",
    "certificate",
    "census",
    "quotient",
    "engine",
    "expr",
    "notation",
];

#[test]
fn front_ends_name_no_library_internals() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found: BTreeMap<String, usize> = BTreeMap::new();
    for front_end in ["grundy-cli", "grundy-server", "grundy-py"] {
        let mut files = Vec::new();
        rust_files(&crates.join(front_end).join("src"), &mut files);
        for file in files {
            let name = file
                .strip_prefix(&crates)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            if name.contains("/judges/") || name.contains("/stress/") {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap();
            let count = names_of_internals(&text);
            if count > 0 {
                found.insert(name, count);
            }
        }
    }
    assert!(
        found.is_empty(),
        "front ends reach the library through grundy::report's questions and answers (judges \
         and the stress tester excepted: they are reference solutions over the games); these \
         files name one of {INTERNALS:?} (file: lines): {found:?}"
    );
}

/// How many times `text` (Rust source) names a library internal: `grundy::games`, or `games`
/// inside a group `grundy::{…}` (over several lines too), outside comments.
fn names_of_internals(text: &str) -> usize {
    let code: String = text
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let is_internal = |path: &str| {
        let first = path
            .trim_start()
            .split(|c: char| !(c.is_alphanumeric() || c == '_'));
        first
            .into_iter()
            .next()
            .is_some_and(|name| INTERNALS.contains(&name))
    };
    let mut count = 0;
    for (at, _) in code.match_indices("grundy::") {
        let rest = &code[at + "grundy::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // The paths of the group, each up to a comma at its own depth.
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        count += usize::from(is_internal(&group[start..i]));
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        count += usize::from(is_internal(&group[start..i]));
                        start = i + 1;
                    }
                    _ => {}
                }
            }
        } else {
            count += usize::from(is_internal(rest));
        }
    }
    count
}

#[test]
fn internals_are_found_alone_and_in_groups() {
    assert_eq!(names_of_internals("use grundy::games::nim::Nim;"), 1);
    assert_eq!(names_of_internals("use grundy::report::NimRequest;"), 0);
    assert_eq!(names_of_internals("let x: grundy::gamesque::X;"), 0);
    assert_eq!(
        names_of_internals("use grundy::{\n    report::X,\n    expr::{Expr, Method},\n};"),
        1
    );
    assert_eq!(names_of_internals("// grundy::games in a comment"), 0);
}
