//! `grundy serve`: starts the web explorer and its JSON API (crate `grundy-server`).

use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

use clap::Args;

use crate::error::CliError;

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// The address to listen on
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1")]
    bind: IpAddr,
    /// The port to listen on (0: any free port)
    #[arg(long, value_name = "P", default_value_t = 8080)]
    port: u16,
    /// A census database (written by `grundy census --db FILE`) whose table GET /api/census
    /// answers and the page's Census view shows, with each game's sequence plot and certificate
    /// (GET /api/census/certificate?code=CODE); read afresh on every request
    #[arg(long, value_name = "FILE")]
    census: Option<PathBuf>,
    /// How many connections are served at once; past it, the oldest idle connection of the
    /// address with the most is closed for a new one
    #[arg(long, value_name = "N", default_value_t = 256,
          value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    max_connections: u32,
    /// How many connections one client address (an IPv6 /64) may hold at once; past it, its
    /// oldest idle connection is closed for a new one, or the new one refused with 429 if all
    /// are busy. Behind a reverse proxy every client is the proxy: give --max-connections
    #[arg(long, value_name = "N", default_value_t = 64,
          value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    max_connections_per_peer: u32,
}

pub fn run(args: &ServeArgs, _out: &mut impl Write) -> Result<(), CliError> {
    let addr = SocketAddr::new(args.bind, args.port);
    if let Some(path) = &args.census
        && !path.is_file()
    {
        return Err(CliError::Usage(crate::error::msg!(
            "cli-serve-census-not-file",
            path = path.display()
        )));
    }
    let config = grundy_server::Config {
        census: args.census.clone(),
        max_connections: args.max_connections as usize,
        max_connections_per_peer: args.max_connections_per_peer as usize,
        ..grundy_server::Config::default()
    };
    grundy_server::serve(addr, config).map_err(|e| {
        CliError::System(crate::error::msg!(
            "cli-serve-cannot",
            addr = addr,
            why = crate::error::io_reason(&e)
        ))
    })
}
