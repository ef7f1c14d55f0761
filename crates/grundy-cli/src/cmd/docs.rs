//! `grundy completions SHELL` and `grundy man`: generated from the same clap definitions as
//! `--help`, so they can never disagree with it.

use std::io::Write;

use clap::Args;
use clap_complete::Shell;

use crate::error::CliError;
use crate::text::tr;

#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell to complete for
    shell: Shell,
}

pub fn completions(args: &CompletionsArgs, out: &mut impl Write) -> Result<(), CliError> {
    let mut command = crate::help::command(crate::text::lang());
    clap_complete::generate(args.shell, &mut command, "grundy", out);
    Ok(())
}

/// One man page for the whole program: the main page with a COMMANDS section listing every
/// command by its full name (`grundy seq octal`), then each command's synopsis, description,
/// options and examples, nested commands included. No other page is named, since only this one
/// is installed.
pub fn man(out: &mut impl Write) -> Result<(), CliError> {
    let mut page = Vec::new();
    write_man(&mut page)?;
    // clap_mangen names the sections in English: each heading in the run's language.
    for line in String::from_utf8_lossy(&page).lines() {
        let heading = [".SH ", ".SS "]
            .iter()
            .find_map(|prefix| Some((*prefix, line.strip_prefix(prefix)?)));
        match heading.and_then(|(prefix, name)| Some((prefix, man_heading(name)?))) {
            Some((prefix, name)) => writeln!(out, "{prefix}{name}")?,
            None => writeln!(out, "{line}")?,
        }
    }
    Ok(())
}

/// The man page's section `heading` (as clap_mangen or [`write_man`] writes it) in the run's
/// language; `None` for a command's own heading (`"GRUNDY NIM"`).
fn man_heading(heading: &str) -> Option<String> {
    Some(match heading {
        "NAME" => tr!("help-man-name"),
        "SYNOPSIS" => tr!("help-man-synopsis"),
        "DESCRIPTION" => tr!("help-man-description"),
        "OPTIONS" => tr!("help-man-options"),
        "COMMANDS" => tr!("help-man-commands"),
        "EXTRA" | "EXAMPLES AND NOTES" => tr!("help-man-examples"),
        "VERSION" => tr!("help-man-version"),
        _ => return None,
    })
}

fn write_man(out: &mut impl Write) -> Result<(), CliError> {
    let command = crate::help::command(crate::text::lang());
    let main = clap_mangen::Man::new(command.clone());
    main.render_title(out)?;
    main.render_name_section(out)?;
    main.render_synopsis_section(out)?;
    main.render_description_section(out)?;
    let mut leaves = Vec::new();
    collect_commands(&command, "grundy", &mut leaves);
    writeln!(out, ".SH COMMANDS")?;
    for (path, sub) in &leaves {
        writeln!(out, ".TP\n\\fB{}\\fR", roff_text(path))?;
        let about = sub.get_about().map(ToString::to_string).unwrap_or_default();
        writeln!(out, "{}", roff_text(&about))?;
    }
    main.render_extra_section(out)?;
    for (path, sub) in &leaves {
        let page = clap_mangen::Man::new(sub.clone().bin_name(path.as_str()));
        let about = sub.get_about().map(ToString::to_string).unwrap_or_default();
        writeln!(out, ".SH \"{}\"", roff_text(&path.to_uppercase()))?;
        writeln!(out, "{}", roff_text(&about))?;
        // The command's own sections, as subsections of its heading.
        let mut sections = Vec::new();
        page.render_synopsis_section(&mut sections)?;
        if sub.get_arguments().any(|a| !a.is_hide_set()) {
            page.render_options_section(&mut sections)?;
        }
        if sub.get_after_help().is_some() || sub.get_after_long_help().is_some() {
            page.render_extra_section(&mut sections)?;
        }
        for line in String::from_utf8_lossy(&sections).lines() {
            match line.strip_prefix(".SH ") {
                Some("EXTRA") => writeln!(out, ".SS EXAMPLES AND NOTES")?,
                Some(heading) => writeln!(out, ".SS {heading}")?,
                None => writeln!(out, "{line}")?,
            }
        }
    }
    main.render_version_section(out)?;
    Ok(())
}

/// Every command that runs something, by its full name (`grundy seq octal`), depth first.
fn collect_commands(command: &clap::Command, path: &str, out: &mut Vec<(String, clap::Command)>) {
    for sub in command.get_subcommands() {
        if sub.get_name() == "help" {
            continue;
        }
        let name = format!("{path} {}", sub.get_name());
        if sub.has_subcommands() {
            collect_commands(sub, &name, out);
        } else {
            out.push((name, sub.clone()));
        }
    }
}

/// Text safe in roff: backslashes doubled, and a line may not start with `.` or `'`.
fn roff_text(text: &str) -> String {
    text.lines()
        .map(|line| {
            let line = line.replace('\\', "\\\\");
            if line.starts_with('.') || line.starts_with('\'') {
                format!("\\&{line}")
            } else {
                line
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}
