//! Which connections are served: at most [`Config::max_connections`] at once and at most
//! [`Config::max_connections_per_peer`] from one peer, an idle connection being closed to make
//! room before anyone is turned away.
//!
//! Issue 32: the global cap alone (with the listen backlog behind it) let one address that
//! opened silent connections, and opened another as soon as one was closed, keep every other
//! client out for as long as it went on: the accept loop waited for a free place and the flood
//! took each place as it was freed. Now the loop accepts whenever a connection could be made
//! room for, and then:
//! - a peer at its own limit has its oldest idle connection closed for the new one, or the new
//!   one refused (429, `connections_per_peer`) if all of its connections are busy;
//! - when the server is full, the oldest idle connection of the peer with the most connections
//!   is closed for the new one; only when every connection is busy does the loop stop
//!   accepting until one ends or goes idle (the old behaviour, now only where it is fair).
//!
//! So a flood from one address holds at most its share of connections, churns through its own,
//! and never stands between another client and the accept loop.
//!
//! A connection is *idle* from its start until the head of a request has arrived, and again
//! from when its answer is written out (flushed) until the next head: closing it then loses no
//! answer (a client on a keep-alive connection must be ready for the server to close it
//! between requests; the header timeout does the same). It is *busy* from the head of a request
//! until its answer is written, and is never closed here: its body, computation and writes
//! have deadlines of their own.
//!
//! The peer is the client's IP address; an IPv6 address counts by its /64 (one host is given a
//! /64 and may use any address in it), an IPv4-mapped IPv6 address as the IPv4 one. Behind a
//! reverse proxy every client is the proxy, which is why the limit is a setting
//! (`grundy serve --max-connections-per-peer`).
//!
//! [`Config::max_connections`]: crate::Config::max_connections
//! [`Config::max_connections_per_peer`]: crate::Config::max_connections_per_peer

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use axum::http::StatusCode;
use grundy::report::ErrorCode;
use tokio::sync::Notify;

use grundy::text::Msg;

use crate::error::ApiError;

/// Where a connection is in its life, as [`Activity::state`] holds it.
const IDLE: u8 = 0;
const BUSY: u8 = 1;
/// The answer's body has been handed to hyper, not yet written out.
const ANSWERED: u8 = 2;
/// Chosen to be closed (from idle only).
const CLOSING: u8 = 3;

/// Orders the moments connections became idle (oldest first), across every server.
static TICKETS: AtomicU64 = AtomicU64::new(0);

/// What the accept loop and every connection share.
pub struct Admission {
    max: usize,
    per_peer: usize,
    table: Mutex<Table>,
    /// Notified when a connection ends or goes idle: maybe room for one more.
    room: Arc<Notify>,
}

/// The connections being served.
#[derive(Default)]
struct Table {
    next_id: u64,
    connections: HashMap<u64, Entry>,
    peers: HashMap<Peer, usize>,
}

struct Entry {
    peer: Peer,
    activity: Arc<Activity>,
}

/// Whom connections are counted against: an IPv4 address, or an IPv6 /64.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Peer {
    V4([u8; 4]),
    V6([u8; 8]),
}

impl Peer {
    fn of(address: IpAddr) -> Peer {
        match address {
            IpAddr::V4(v4) => Peer::V4(v4.octets()),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => Peer::V4(v4.octets()),
                None => {
                    let octets = v6.octets();
                    let mut prefix = [0; 8];
                    prefix.copy_from_slice(&octets[..8]);
                    Peer::V6(prefix)
                }
            },
        }
    }
}

/// Why a new connection was turned away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Its peer has as many connections as it may, each of them busy.
    PeerFull,
    /// The server has as many connections as it may, each of them busy: the connection waits
    /// ([`Admission::wait_for_room`]) and asks again. (There was room when the accept loop
    /// began to wait for this connection, but a connection idle then may be busy now.)
    ServerFull,
}

impl Admission {
    /// At most `max` connections, `per_peer` from one peer (each at least 1).
    pub fn new(max: usize, per_peer: usize) -> Arc<Admission> {
        Arc::new(Admission {
            max: max.max(1),
            per_peer: per_peer.max(1),
            table: Mutex::new(Table::default()),
            room: Arc::new(Notify::new()),
        })
    }

    fn table(&self) -> MutexGuard<'_, Table> {
        self.table.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Returns when a new connection could be served: the server is not full, or one of its
    /// connections is idle (and may be closed for it).
    pub async fn wait_for_room(&self) {
        loop {
            // Created before the check: a notification in between is not lost.
            let notified = self.room.notified();
            {
                let table = self.table();
                if table.connections.len() < self.max
                    || table.connections.values().any(|e| e.activity.is_idle())
                {
                    return;
                }
            }
            notified.await;
        }
    }

    /// Admits a connection from `address`, closing an idle one to make room if it must, or
    /// says why not.
    pub fn admit(self: &Arc<Self>, address: IpAddr) -> Result<Admitted, Refusal> {
        let peer = Peer::of(address);
        let mut table = self.table();
        if table.peers.get(&peer).copied().unwrap_or(0) >= self.per_peer
            && !table.close_oldest_idle(|entry, _| (entry.peer == peer).then_some(0))
        {
            return Err(Refusal::PeerFull);
        }
        // The peer with the most connections gives up its oldest idle one.
        if table.connections.len() >= self.max
            && !table.close_oldest_idle(|entry, peers| peers.get(&entry.peer).copied())
        {
            return Err(Refusal::ServerFull);
        }
        let id = table.next_id;
        table.next_id += 1;
        let activity = Arc::new(Activity {
            state: AtomicU8::new(IDLE),
            idle_since: AtomicU64::new(TICKETS.fetch_add(1, Ordering::Relaxed)),
            close: Notify::new(),
            room: Arc::clone(&self.room),
        });
        table.connections.insert(
            id,
            Entry {
                peer,
                activity: Arc::clone(&activity),
            },
        );
        *table.peers.entry(peer).or_default() += 1;
        Ok(Admitted {
            admission: Arc::clone(self),
            id,
            activity,
        })
    }

    /// How many connections are served, and how many from the peer of `address`.
    #[cfg(test)]
    fn counts(&self, address: IpAddr) -> (usize, usize) {
        let table = self.table();
        let peer = table.peers.get(&Peer::of(address)).copied().unwrap_or(0);
        (table.connections.len(), peer)
    }
}

impl Table {
    /// Closes the idle connection with the highest `rank` (None: not a candidate), the oldest
    /// among equals; false if there is none.
    fn close_oldest_idle(
        &mut self,
        rank: impl Fn(&Entry, &HashMap<Peer, usize>) -> Option<usize>,
    ) -> bool {
        loop {
            let chosen = self
                .connections
                .iter()
                .filter(|(_, entry)| entry.activity.is_idle())
                .filter_map(|(&id, entry)| {
                    let rank = rank(entry, &self.peers)?;
                    let since = entry.activity.idle_since.load(Ordering::Relaxed);
                    Some((rank, std::cmp::Reverse(since), id))
                })
                .max();
            let Some((_, _, id)) = chosen else {
                return false;
            };
            // It may have started a request since it was seen idle: then look again.
            let closed = self
                .connections
                .get(&id)
                .is_some_and(|entry| entry.activity.start_closing());
            if closed {
                self.remove(id);
                return true;
            }
        }
    }

    /// Forgets connection `id` (if it is still counted).
    fn remove(&mut self, id: u64) {
        let Some(entry) = self.connections.remove(&id) else {
            return;
        };
        if let Some(count) = self.peers.get_mut(&entry.peer) {
            *count -= 1;
            if *count == 0 {
                self.peers.remove(&entry.peer);
            }
        }
    }
}

/// A connection's place among those served; given up when dropped.
pub struct Admitted {
    admission: Arc<Admission>,
    id: u64,
    activity: Arc<Activity>,
}

impl Admitted {
    /// What the connection's stream and service report its activity to.
    pub fn activity(&self) -> Arc<Activity> {
        Arc::clone(&self.activity)
    }

    /// Completes when the connection has been chosen to be closed to make room.
    pub async fn closed(&self) {
        self.activity.close.notified().await;
    }
}

impl Drop for Admitted {
    fn drop(&mut self) {
        self.admission.table().remove(self.id);
        self.admission.room.notify_one();
    }
}

/// Whether one connection is idle or busy, told by its service (a request's head arrived, its
/// answer's body was handed over) and its stream (the answer was written out).
pub struct Activity {
    state: AtomicU8,
    /// A ticket taken when it last went idle (smaller: longer ago).
    idle_since: AtomicU64,
    /// Notified once when it is chosen to be closed.
    close: Notify,
    /// The admission's: notified when it goes idle.
    room: Arc<Notify>,
}

impl Activity {
    fn is_idle(&self) -> bool {
        self.state.load(Ordering::Acquire) == IDLE
    }

    /// Idle to closing, if it is still idle; tells the connection to close.
    fn start_closing(&self) -> bool {
        let closing = self
            .state
            .compare_exchange(IDLE, CLOSING, Ordering::AcqRel, Ordering::Acquire)
            .is_ok();
        if closing {
            self.close.notify_one();
        }
        closing
    }

    /// The head of a request has arrived (a connection being closed stays so).
    pub fn request(&self) {
        let _ = self
            .state
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |state| {
                (state != CLOSING).then_some(BUSY)
            });
    }

    /// The answer's body has been handed to hyper (it is being written).
    pub fn answered(&self) {
        let _ = self
            .state
            .compare_exchange(BUSY, ANSWERED, Ordering::AcqRel, Ordering::Acquire);
    }

    /// Everything written so far is out (the stream was flushed): idle if the last answer was
    /// handed over. Called on every flush, so the usual case is one load.
    pub fn flushed(&self) {
        if self.state.load(Ordering::Acquire) != ANSWERED {
            return;
        }
        self.idle_since
            .store(TICKETS.fetch_add(1, Ordering::Relaxed), Ordering::Relaxed);
        if self
            .state
            .compare_exchange(ANSWERED, IDLE, Ordering::AcqRel, Ordering::Acquire)
            .is_ok()
        {
            self.room.notify_one();
        }
    }
}

/// The answer to a connection turned away for its peer ([`Refusal::PeerFull`]), written at once
/// (if the socket takes it) before it is closed.
pub fn refusal(per_peer: usize) -> ApiError {
    ApiError::limit(
        StatusCode::TOO_MANY_REQUESTS,
        ErrorCode::Busy,
        "connections_per_peer",
        per_peer as u64,
        Msg::new("server-too-many-connections").arg("most", per_peer),
    )
    .retry_after(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn a_peer_at_its_limit_gives_up_its_oldest_idle_connection_or_is_refused() {
        let admission = Admission::new(100, 2);
        let first = admission.admit(ip("127.0.0.1")).unwrap();
        let second = admission.admit(ip("127.0.0.1")).unwrap();
        // Both idle: the oldest (first) is closed for the third.
        let third = admission.admit(ip("127.0.0.1")).unwrap();
        assert_eq!(first.activity.state.load(Ordering::Relaxed), CLOSING);
        assert_eq!(admission.counts(ip("127.0.0.1")), (2, 2));
        // Busy ones are never closed: with both busy, the next is refused.
        second.activity.request();
        third.activity.request();
        assert_eq!(
            admission.admit(ip("127.0.0.1")).err(),
            Some(Refusal::PeerFull)
        );
        // Another address is not counted against this one.
        let other = admission.admit(ip("127.0.0.2")).unwrap();
        assert_eq!(admission.counts(ip("127.0.0.2")), (3, 1));
        // An answer written out makes a connection idle again.
        third.activity.answered();
        assert!(!third.activity.is_idle());
        third.activity.flushed();
        assert!(third.activity.is_idle());
        let _fourth = admission.admit(ip("127.0.0.1")).unwrap();
        assert_eq!(third.activity.state.load(Ordering::Relaxed), CLOSING);
        drop(first);
        drop(third);
        drop(other);
        assert_eq!(admission.counts(ip("127.0.0.1")), (2, 2));
    }

    #[test]
    fn when_full_the_peer_with_the_most_connections_gives_up_an_idle_one() {
        let admission = Admission::new(4, 10);
        let flood: Vec<_> = (0..3)
            .map(|_| admission.admit(ip("10.0.0.1")).unwrap())
            .collect();
        let neighbour = admission.admit(ip("10.0.0.2")).unwrap();
        // The neighbour's connection is older, but the flood's peer has the most.
        let newcomer = admission.admit(ip("10.0.0.3")).unwrap();
        assert!(neighbour.activity.is_idle());
        assert_eq!(flood[0].activity.state.load(Ordering::Relaxed), CLOSING);
        assert_eq!(admission.counts(ip("10.0.0.1")), (4, 2));
        // Everything busy: the server is full.
        for admitted in flood.iter().skip(1).chain([&neighbour, &newcomer]) {
            admitted.activity.request();
        }
        assert_eq!(
            admission.admit(ip("10.0.0.4")).err(),
            Some(Refusal::ServerFull)
        );
    }

    #[test]
    fn an_ipv6_host_counts_by_its_64_and_mapped_ipv4_as_ipv4() {
        assert_eq!(
            Peer::of(ip("2001:db8::1")),
            Peer::of(ip("2001:db8::ffff:2"))
        );
        assert_ne!(Peer::of(ip("2001:db8::1")), Peer::of(ip("2001:db8:0:1::1")));
        assert_eq!(Peer::of(ip("::ffff:10.0.0.1")), Peer::of(ip("10.0.0.1")));
    }

    #[test]
    fn a_connection_being_closed_stays_closing_when_a_request_arrives() {
        let admission = Admission::new(1, 1);
        let first = admission.admit(ip("127.0.0.1")).unwrap();
        let _second = admission.admit(ip("127.0.0.1")).unwrap();
        first.activity.request();
        assert_eq!(first.activity.state.load(Ordering::Relaxed), CLOSING);
    }
}
