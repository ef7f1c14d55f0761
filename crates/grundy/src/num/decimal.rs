//! The Wythoff P-test on numbers kept in decimal (being written).
