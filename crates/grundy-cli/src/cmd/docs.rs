//! `grundy completions SHELL` and `grundy man`: generated from the same clap definitions as
//! `--help`, so they can never disagree with it.

use std::io::Write;

use clap::{Args, CommandFactory};
use clap_complete::Shell;

use crate::Cli;
use crate::error::CliError;

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  grundy completions bash > ~/.local/share/bash-completion/completions/grundy
  grundy completions zsh > ~/.zfunc/_grundy
  grundy completions fish > ~/.config/fish/completions/grundy.fish")]
pub struct CompletionsArgs {
    /// The shell to complete for
    shell: Shell,
}

pub fn completions(args: &CompletionsArgs, out: &mut impl Write) -> Result<(), CliError> {
    let mut command = Cli::command();
    clap_complete::generate(args.shell, &mut command, "grundy", out);
    Ok(())
}

pub fn man(out: &mut impl Write) -> Result<(), CliError> {
    let command = Cli::command();
    clap_mangen::Man::new(command).render(out)?;
    // One page per subcommand follows the main page, so `man` shows every option.
    for sub in Cli::command().get_subcommands() {
        let title = format!("grundy-{}", sub.get_name());
        clap_mangen::Man::new(sub.clone())
            .title(title)
            .render(out)?;
    }
    Ok(())
}
