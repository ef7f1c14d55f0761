//! The `grundy` binary: all of it is in the crate's library, [`grundy_cli`].

fn main() -> std::process::ExitCode {
    grundy_cli::main()
}
