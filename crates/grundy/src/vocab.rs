//! The contract's closed vocabularies: every field of an answer that has a fixed set of values
//! is an enum made by `vocabulary!`, which writes each value's wire name once — for serde, for
//! the JSON Schema (so it lists every value the code can emit), for `name()` and `Display` — and
//! lists them all in `ALL`, so the tests can compare the schema and the Python stubs with the
//! code.

/// An enum of unit variants with one wire name each: `Serialize`/`Deserialize` (feature `serde`)
/// and `JsonSchema` (feature `schema`, a string with the names as its `enum`) use the names, and
/// so do `name()`, `Display`, `FromStr` and `ALL`.
macro_rules! vocabulary {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$doc:meta])* $variant:ident = $wire:literal, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        pub enum $name {
            $(
                $(#[$doc])*
                #[cfg_attr(feature = "serde", serde(rename = $wire))]
                $variant,
            )*
        }

        impl $name {
            /// Every value, in the order declared.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The value's name on the wire.
            pub fn name(self) -> &'static str {
                match self {
                    $( $name::$variant => $wire, )*
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        /// A string, one of the wire names.
        #[cfg(feature = "schema")]
        impl schemars::JsonSchema for $name {
            fn schema_name() -> std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }

            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                schemars::json_schema!({
                    "type": "string",
                    "enum": [$($wire),*]
                })
            }
        }

        impl std::str::FromStr for $name {
            type Err = crate::Error;

            /// The value of a wire name.
            fn from_str(text: &str) -> crate::Result<$name> {
                $name::ALL.iter().copied().find(|v| v.name() == text).ok_or_else(|| {
                    crate::Error::invalid(format!(
                        "'{}' is not one of {}",
                        crate::error::quote(text),
                        $name::ALL.iter().map(|v| v.name()).collect::<Vec<_>>().join(", ")
                    ))
                })
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.name() == *other
            }
        }
    };
}
pub(crate) use vocabulary;

vocabulary! {
    /// The kind of an answer, as its field `answer` names it; each names its JSON Schema in
    /// `docs/schema/`.
    pub enum Answer {
        /// A position of Wythoff's game.
        Wythoff = "wythoff",
        /// The k-th P-position of Wythoff's game.
        WythoffPair = "wythoff_pair",
        /// A position of Nim.
        Nim = "nim",
        /// A position of Bash's game.
        Bash = "bash",
        /// A position of the take-away game.
        Takeaway = "takeaway",
        /// The first losing heaps of a take-away game.
        TakeawayLosingHeaps = "takeaway_losing_heaps",
        /// A sum of games.
        Sum = "sum",
        /// An error.
        Error = "error",
        /// A subtraction game's sequence.
        SubtractionSequence = "subtraction_sequence",
        /// A subtraction game's proven period.
        SubtractionPeriod = "subtraction_period",
        /// An octal game's sequence.
        OctalSequence = "octal_sequence",
        /// Wythoff's Grundy table.
        WythoffTable = "wythoff_table",
        /// One row of Wythoff's Grundy table.
        WythoffRow = "wythoff_row",
        /// A sampled window of Wythoff's Grundy table.
        WythoffWindow = "wythoff_window",
        /// The legal moves of a position.
        Moves = "moves",
        /// A hint.
        Hint = "hint",
        /// One turn against the computer.
        Play = "play",
        /// An octal game's misère quotient.
        MisereQuotient = "misere_quotient",
        /// How a position looks, game by game.
        Position = "position",
        /// The games grundy plays.
        Games = "games",
        /// One game of the octal census.
        CensusGame = "census_game",
        /// The octal census's table.
        Census = "census",
        /// The verdict on a certificate of periodicity.
        Verify = "verify",
        /// Where a game should start, and who should move first.
        Start = "start",
        /// A catalogue of messages, resolved in one language.
        Messages = "messages",
        /// The options of a position with their values, and their mex.
        Options = "options",
        /// A sum under the Every-SG convention: each component's remoteness.
        Every = "every",
        /// A game tabulated and its patterns named (the pattern lab).
        Pattern = "pattern",
    }
}

vocabulary! {
    /// How an octal game's sequence was computed (`method` of an octal sequence).
    pub enum OctalMethod {
        /// No move splits a heap: O(t) per heap.
        Linear = "linear",
        /// Plain mex over every option.
        Plain = "plain",
        /// Sparse space (common and rare values).
        Sparse = "sparse",
        /// Moves that leave three heaps (hexadecimal codes), with bitsets.
        ThreeHeap = "three-heap",
    }
}

vocabulary! {
    /// Whether a row's additive period is proven (`period_status` of a Wythoff row).
    pub enum PeriodStatus {
        /// Proven by a repeated joint state (`proof` says where).
        Proven = "proven",
        /// Seen in the values computed, not proven.
        Detected = "detected",
        /// None within the values computed.
        NotFound = "not_found",
    }
}

vocabulary! {
    /// How far a misère quotient is known (`status` of a misère quotient).
    pub enum QuotientStatus {
        /// The heap map is proven periodic: the quotient holds for every heap size.
        Proven = "proven",
        /// Exact for the heaps computed (`heaps_computed`), not beyond.
        Holds = "holds",
    }
}

vocabulary! {
    /// What went wrong (`kind` of an error object): the library's kinds
    /// ([`ErrorKind`](crate::ErrorKind)), then the front ends' own. A client keys on this and on
    /// `limit`, never on the message.
    pub enum ErrorCode {
        /// A number could not be read (not decimal digits, negative, empty, ...).
        InvalidNumber = "invalid_number",
        /// A value was read but is outside what the game's rules accept.
        InvalidArgument = "invalid_argument",
        /// An expression could not be read (`column` says where).
        Syntax = "syntax",
        /// A move is not legal in the position it was asked of.
        IllegalMove = "illegal_move",
        /// Valid, but larger than grundy computes (`limit` names the limit).
        TooLarge = "too_large",
        /// Not defined, or not known, for this game.
        Unsupported = "unsupported",
        /// Stopped before it finished, by a deadline or a cancellation.
        Interrupted = "interrupted",
        /// A line of batch input that could not be read (not UTF-8).
        Input = "input",
        /// A request body that is not the JSON object the route takes (HTTP API).
        InvalidRequest = "invalid_request",
        /// No such route or page (HTTP API).
        NotFound = "not_found",
        /// The route exists, not with this method (HTTP API).
        MethodNotAllowed = "method_not_allowed",
        /// The request was not answered within the time budget (HTTP API).
        Timeout = "timeout",
        /// Every worker is busy; retry after the seconds of `Retry-After` (HTTP API).
        Busy = "busy",
        /// A bug of grundy's, logged on the server (HTTP API).
        Internal = "internal",
    }
}

impl From<crate::ErrorKind> for ErrorCode {
    fn from(kind: crate::ErrorKind) -> ErrorCode {
        use crate::ErrorKind as K;
        match kind {
            K::InvalidNumber => ErrorCode::InvalidNumber,
            K::InvalidArgument => ErrorCode::InvalidArgument,
            K::Syntax => ErrorCode::Syntax,
            K::IllegalMove => ErrorCode::IllegalMove,
            K::TooLarge => ErrorCode::TooLarge,
            K::Unsupported => ErrorCode::Unsupported,
            K::Interrupted => ErrorCode::Interrupted,
        }
    }
}
