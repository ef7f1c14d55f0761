//! `Memo`: a value computed at most once per position and shared by its clones, such as the
//! Grundy sequence behind a subtraction heap, which both its value and its moves by value need.

use std::fmt;
use std::sync::{Arc, OnceLock};

/// A lazily computed value, shared by every clone of the position holding it. It takes no
/// part in equality: two positions are equal whether or not either has computed it.
pub(crate) struct Memo<T>(Arc<OnceLock<T>>);

impl<T> Memo<T> {
    /// An empty memo.
    pub(crate) fn new() -> Memo<T> {
        Memo(Arc::new(OnceLock::new()))
    }

    /// A memo holding `value` already.
    pub(crate) fn filled(value: T) -> Memo<T> {
        let cell = OnceLock::new();
        let _ = cell.set(value);
        Memo(Arc::new(cell))
    }

    /// The value, computed by `compute` the first time.
    pub(crate) fn get_or_init(&self, compute: impl FnOnce() -> T) -> &T {
        self.0.get_or_init(compute)
    }

    /// The value, if it has been computed.
    pub(crate) fn get(&self) -> Option<&T> {
        self.0.get()
    }
}

impl<T> Clone for Memo<T> {
    fn clone(&self) -> Self {
        Memo(Arc::clone(&self.0))
    }
}

impl<T> PartialEq for Memo<T> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<T> Eq for Memo<T> {}

impl<T> fmt::Debug for Memo<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.get().is_some() {
            "Memo(computed)"
        } else {
            "Memo(empty)"
        })
    }
}
