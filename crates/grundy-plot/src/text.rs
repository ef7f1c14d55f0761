//! The pictures' words in each language: titles, axes and legends are messages of the plot
//! catalogue (`locales/<lang>/plot.ftl`), rendered in the language a picture is asked in.

use std::sync::OnceLock;

use grundy::text::{Catalogue, Lang, Msg};

/// The plot catalogue in each language.
pub const PLOT_SOURCES: &[(Lang, &str)] = &[
    (Lang::En, include_str!("../locales/en/plot.ftl")),
    (Lang::Zh, include_str!("../locales/zh/plot.ftl")),
];

/// `msg` of the plot catalogue in `lang`.
pub(crate) fn render(msg: &Msg, lang: Lang) -> String {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE
        .get_or_init(|| Catalogue::new(&[PLOT_SOURCES]))
        .render(msg, lang)
}

/// The message `id` with its arguments in `lang`: `tr!(lang, "plot-period", p = 3)`.
macro_rules! tr {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::text::render(&grundy::text::Msg::new($id)$(.arg(stringify!($name), $value))*, $lang)
    };
}
pub(crate) use tr;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_in_every_language_with_the_same_variables() {
        let problems = grundy::text::check_catalogues(PLOT_SOURCES);
        assert!(problems.is_empty(), "{problems:#?}");
    }
}
