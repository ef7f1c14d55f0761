//! The catalogues agree with each other and with the code: every id and its variables are in
//! every language, and every message the code builds with `msg!` names an id of the catalogue
//! with exactly its variables.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::*;

#[test]
fn every_message_is_in_every_language_with_the_same_variables() {
    let problems = check_catalogues(SOURCES);
    assert!(problems.is_empty(), "{problems:#?}");
    let problems = check_catalogues(PAGE_SOURCES);
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn a_catalogue_missing_a_message_or_a_variable_is_found() {
    let en = "a = one { $n }\nb = two\n";
    let zh = "a = 一\n";
    let problems = check_catalogues(&[(Lang::En, en), (Lang::Zh, zh)]);
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems[0].contains("'a' uses"), "{problems:?}");
    assert!(
        problems[1].contains("'b' is in the en catalogue"),
        "{problems:?}"
    );
}

/// Every `msg!("id", name = ...)` in the library's sources, with the names it sets.
fn messages_in_code() -> Vec<(String, String, BTreeSet<String>)> {
    let mut found = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") || path.ends_with("text/tests.rs") {
                continue;
            }
            let source = std::fs::read_to_string(&path).unwrap();
            for (at, _) in source.match_indices("msg!(") {
                let rest = &source[at + 5..];
                let rest = rest.trim_start();
                let Some(rest) = rest.strip_prefix('"') else {
                    continue;
                };
                let id = rest[..rest.find('"').unwrap()].to_string();
                if id == "id" {
                    continue; // the macro's own documentation
                }
                // The arguments: `name =` at depth 0 of the call.
                let mut depth = 0i32;
                let mut end = 0;
                for (i, c) in rest.char_indices() {
                    match c {
                        '(' | '[' | '{' => depth += 1,
                        ')' | ']' | '}' if depth == 0 => {
                            end = i;
                            break;
                        }
                        ')' | ']' | '}' => depth -= 1,
                        _ => {}
                    }
                }
                let call = &rest[..end];
                let mut names = BTreeSet::new();
                let mut depth = 0i32;
                let mut word = String::new();
                let mut last_word = String::new();
                let chars: Vec<char> = call.chars().collect();
                for (i, &c) in chars.iter().enumerate() {
                    match c {
                        '(' | '[' | '{' => depth += 1,
                        ')' | ']' | '}' => depth -= 1,
                        _ => {}
                    }
                    if c.is_alphanumeric() || c == '_' {
                        word.push(c);
                        continue;
                    }
                    if !word.is_empty() {
                        last_word = std::mem::take(&mut word);
                    }
                    let next = chars.get(i + 1).copied().unwrap_or(' ');
                    if c == '=' && depth == 0 && next != '=' && next != '>' {
                        names.insert(last_word.clone());
                    }
                }
                found.push((path.display().to_string(), id, names));
            }
        }
    }
    found
}

#[test]
fn every_message_the_code_builds_is_in_the_catalogue_with_its_variables() {
    let catalogue: BTreeMap<String, BTreeSet<String>> = message_variables(SOURCES, Lang::En);
    let found = messages_in_code();
    assert!(found.len() > 100, "only {} msg! calls found", found.len());
    let mut problems = Vec::new();
    let mut used = BTreeSet::new();
    for (file, id, names) in &found {
        used.insert(id.clone());
        match catalogue.get(id) {
            None => problems.push(format!("{file}: '{id}' is not in the catalogue")),
            Some(vars) if vars != names => problems.push(format!(
                "{file}: '{id}' is given {names:?}, the catalogue uses {vars:?}"
            )),
            Some(_) => {}
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
    // Every message of the catalogue is used (the glossary is the page's; errors-front.ftl's
    // messages are built by the crates outside the library: pictures, the census, the server,
    // Python).
    let front = ["game-", "term-", "plot-", "census-", "server-", "py-"];
    let unused: Vec<&String> = (catalogue.keys())
        .filter(|id| !used.contains(*id) && !front.iter().any(|prefix| id.starts_with(prefix)))
        .collect();
    assert!(unused.is_empty(), "messages no code builds: {unused:?}");
}

#[test]
fn messages_render_in_both_languages_with_numbers_of_any_size() {
    let big = "123456789012345678901234567890";
    let msg = msg!("move-take", take = big, from = 10, to = 8);
    assert_eq!(
        msg.render(Lang::En),
        format!("take {big} (10 → 8)"),
        "digits pass as text, never through a float"
    );
    let one = msg!("explain-n", count = 1);
    assert_eq!(one.render(Lang::En), "N-position: 1 winning move.");
    let many = msg!("explain-n", count = big);
    assert_eq!(
        many.render(Lang::En),
        format!("N-position: {big} winning moves.")
    );
    assert_eq!(
        many.render(Lang::Zh),
        format!("必胜态（N）：共有 {big} 种必胜走法。")
    );
    // No Unicode isolation marks around the arguments.
    assert!(!msg.render(Lang::Zh).contains('\u{2068}'));
}

#[test]
fn locales_name_their_language() {
    assert_eq!(Lang::from_locale("zh_CN.UTF-8"), Some(Lang::Zh));
    assert_eq!(Lang::from_locale("zh_TW"), Some(Lang::Zh));
    assert_eq!(Lang::from_locale("zh-Hans"), Some(Lang::Zh));
    assert_eq!(Lang::from_locale("en_US.UTF-8"), Some(Lang::En));
    assert_eq!(Lang::from_locale("C"), Some(Lang::En));
    assert_eq!(Lang::from_locale("C.UTF-8"), Some(Lang::En));
    assert_eq!(Lang::from_locale("fr_FR"), None);
    assert_eq!(Lang::from_locale(""), None);
}

/// One term for each idea in every Chinese text a person reads (the library's, the page's and
/// the CLI's catalogues): the terms of the seed articles, not a synonym that drifted in. Each
/// pair is (the term used, a variant that once crept in beside it).
#[test]
fn the_chinese_catalogues_keep_one_term_for_each_idea() {
    const TERMS: &[(&str, &str)] = &[
        ("必胜走法", "必胜着法"),
        ("驯服", "驯顺"),
        ("八进制博弈", "八进制游戏"),
        ("易证", "平凡"),
        ("奇异局势", "奇异局面"),
        ("巴什博弈", "巴士博弈"),
        ("威佐夫博弈", "威索夫博弈"),
        ("k 倍动态减法", "动态 k 倍减法"),
    ];
    let catalogues = [
        ("grundy.ftl", include_str!("../../locales/zh/grundy.ftl")),
        ("page.ftl", include_str!("../../locales/zh/page.ftl")),
        (
            "cli.ftl",
            include_str!("../../../grundy-cli/locales/zh/cli.ftl"),
        ),
    ];
    for (name, text) in catalogues {
        for (term, variant) in TERMS {
            assert!(
                !text.contains(variant),
                "{name} says {variant} where the others say {term}"
            );
        }
    }
    // The terms live once, in the glossary: a catalogue names each by reference.
    let glossary = super::terms(super::SOURCES, Lang::Zh);
    assert!(glossary.len() >= 15, "{glossary:?}");
    for (name, text) in catalogues {
        let literal = literal_terms(text, &glossary);
        assert!(
            literal.is_empty(),
            "{name} writes terms of the glossary as words, not {{ -term }}: {literal:?}"
        );
    }
}

/// The messages of `source` whose text (outside placeables) writes the word of a term of
/// `glossary` that has a Chinese character (a formula's `mex` is no term written out), as
/// (message id, term id).
fn literal_terms(source: &str, glossary: &BTreeMap<String, String>) -> Vec<(String, String)> {
    use fluent_syntax::ast::{Entry, Expression, Pattern, PatternElement};
    fn texts<'s>(pattern: &Pattern<&'s str>, out: &mut Vec<&'s str>) {
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => out.push(value),
                PatternElement::Placeable {
                    expression: Expression::Select { variants, .. },
                } => variants.iter().for_each(|v| texts(&v.value, out)),
                PatternElement::Placeable { .. } => {}
            }
        }
    }
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
    let mut found = Vec::new();
    for entry in &resource.body {
        let Entry::Message(message) = entry else {
            continue;
        };
        let mut parts = Vec::new();
        if let Some(value) = &message.value {
            texts(value, &mut parts);
        }
        for attribute in &message.attributes {
            texts(&attribute.value, &mut parts);
        }
        // Text elements of one line may be split around a placeable: search them joined.
        let text = parts.concat();
        for (id, word) in glossary {
            if !word.is_ascii() && text.contains(word.as_str()) {
                found.push((message.id.name.to_string(), id.clone()));
            }
        }
    }
    found
}

#[test]
fn a_term_written_as_a_word_is_found() {
    let glossary = BTreeMap::from([
        ("wythoff-game".to_string(), "威佐夫博弈".to_string()),
        ("mex".to_string(), "mex".to_string()),
    ]);
    let written = "a = 威佐夫博弈：g = mex\nb = { $n ->\n    [one] 威佐夫博弈\n   *[other] x\n}\n";
    assert_eq!(
        literal_terms(written, &glossary),
        [
            ("a".to_string(), "wythoff-game".to_string()),
            ("b".to_string(), "wythoff-game".to_string())
        ]
    );
    let referenced = "a = { -wythoff-game }：g = mex\n";
    assert!(literal_terms(referenced, &glossary).is_empty());
}

#[test]
fn terms_are_in_every_language_and_render_in_messages() {
    let problems = super::check_catalogues(super::SOURCES);
    assert!(problems.is_empty(), "{problems:?}");
    let one_sided = [(Lang::En, "-only-here = x\n"), (Lang::Zh, "# none\n")];
    let problems = super::check_catalogues(&one_sided);
    assert!(
        problems.iter().any(|p| p.contains("-only-here")),
        "{problems:?}"
    );
    assert_eq!(Msg::new("game-wythoff").render(Lang::Zh), "威佐夫博弈");
    assert_eq!(Msg::new("game-wythoff").render(Lang::En), "Wythoff's game");
    assert_eq!(Msg::new("game-takeaway").render(Lang::Zh), "k 倍动态减法");
}
