# The games' errors (crates/grundy/src/games): one line, what was wrong and what is accepted.
