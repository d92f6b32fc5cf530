//! The services that live beside the games, each found by its type ([`Services::get`]): a room
//! above the hub (the attached boards, [`crate::board`]) keeps its state here, created on first
//! use, without the hub naming it — the hub knows nothing above it.
//!
//! What a room tells the rooms above it goes by a [`Feed`] they subscribe to (issue 31, point
//! 3): the hub tells its feed of each journalled step (`Hub::steps`) and the engine seats
//! subscribe to it, as the events and the boards subscribe to a game's own updates; the hub
//! calls nobody.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex};

use tokio::sync::{broadcast, mpsc};

/// A subscription: every subscriber gets every item told that it wants, in order, none lost
/// (each has its own unbounded queue, read by its own task). A subscriber that is gone is
/// forgotten at the next item.
pub struct Feed<T> {
    subscribers: Mutex<Vec<Subscriber<T>>>,
}

/// A subscriber's queue, and which items it wants (all, without a filter).
struct Subscriber<T> {
    queue: mpsc::UnboundedSender<T>,
    wants: Option<fn(&T) -> bool>,
}

impl<T> Default for Feed<T> {
    fn default() -> Self {
        Feed {
            subscribers: Mutex::new(Vec::new()),
        }
    }
}

impl<T: Clone> Feed<T> {
    /// A new subscriber: the items told from now on.
    pub fn subscribe(&self) -> mpsc::UnboundedReceiver<T> {
        self.subscribe_with(None)
    }

    /// A new subscriber of the items told from now on that `wants` says it wants: the others
    /// are neither copied nor queued, and its task is not woken for them (issue 36, seventh
    /// pass: the engine seats were woken at every move of every game, to find no engine).
    pub fn subscribe_where(&self, wants: fn(&T) -> bool) -> mpsc::UnboundedReceiver<T> {
        self.subscribe_with(Some(wants))
    }

    fn subscribe_with(&self, wants: Option<fn(&T) -> bool>) -> mpsc::UnboundedReceiver<T> {
        let (queue, rx) = mpsc::unbounded_channel();
        self.lock().push(Subscriber { queue, wants });
        rx
    }

    /// Tells every subscriber that wants it (it never waits).
    pub fn tell(&self, item: &T) {
        self.lock().retain(|s| match s.wants {
            Some(wants) if !wants(item) => !s.queue.is_closed(),
            _ => s.queue.send(item.clone()).is_ok(),
        });
    }

    /// How many subscribe.
    pub fn subscribers(&self) -> usize {
        self.lock().len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Subscriber<T>>> {
        self.subscribers.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl<T> fmt::Debug for Feed<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.subscribers.lock().map_or(0, |s| s.len());
        f.debug_struct("Feed").field("subscribers", &n).finish()
    }
}

type Shared = Arc<dyn Any + Send + Sync>;

/// One instance of each service type, created on first use.
#[derive(Default)]
pub struct Services {
    held: Mutex<HashMap<TypeId, Shared>>,
}

impl Services {
    /// The service of type `T`, created with its `Default` the first time it is asked for.
    pub fn get<T: Default + Send + Sync + 'static>(&self) -> Arc<T> {
        let mut held = self.held.lock().unwrap_or_else(|p| p.into_inner());
        let shared = Arc::clone(
            held.entry(TypeId::of::<T>())
                .or_insert_with(|| Arc::new(T::default())),
        );
        match shared.downcast::<T>() {
            Ok(service) => service,
            // Keyed by its own type id: never another type. Replaced rather than trusted.
            Err(_) => {
                let fresh = Arc::new(T::default());
                held.insert(TypeId::of::<T>(), Arc::clone(&fresh) as Shared);
                fresh
            }
        }
    }
}

impl fmt::Debug for Services {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let held = self.held.lock().map_or(0, |h| h.len());
        f.debug_struct("Services").field("held", &held).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    #[derive(Default)]
    struct Counter(AtomicU32);

    #[tokio::test]
    async fn a_feed_tells_every_subscriber_every_item_in_order_and_forgets_those_gone() {
        let feed = Feed::<u32>::default();
        let mut a = feed.subscribe();
        let b = feed.subscribe();
        feed.tell(&1);
        drop(b);
        feed.tell(&2);
        assert_eq!(feed.subscribers(), 1);
        assert_eq!(a.recv().await, Some(1));
        assert_eq!(a.recv().await, Some(2));
        drop(feed);
        assert_eq!(a.recv().await, None, "the feed gone, the subscription ends");
    }

    /// Issue 36, seventh pass: a filtered subscriber gets the items it wants, in order, and is
    /// forgotten once gone even while it wants none.
    #[tokio::test]
    async fn a_filtered_subscriber_gets_only_what_it_wants() {
        let feed = Feed::<u32>::default();
        let mut all = feed.subscribe();
        let mut even = feed.subscribe_where(|n| n % 2 == 0);
        for n in 1..=4 {
            feed.tell(&n);
        }
        assert_eq!(even.recv().await, Some(2));
        assert_eq!(even.recv().await, Some(4));
        for n in 1..=4 {
            assert_eq!(all.recv().await, Some(n));
        }
        drop(even);
        feed.tell(&5);
        assert_eq!(
            feed.subscribers(),
            1,
            "gone, though it wanted nothing since"
        );
    }

    #[test]
    fn one_instance_of_each_service() {
        let services = Services::default();
        services.get::<Counter>().0.fetch_add(1, Ordering::SeqCst);
        services.get::<Counter>().0.fetch_add(1, Ordering::SeqCst);
        assert_eq!(services.get::<Counter>().0.load(Ordering::SeqCst), 2);
    }
}

/// A stream's subscription to a room's JSON lines about one game (a board's views, a rematch's
/// offers): the current line first, if there is one, then each new one. A subscriber that fell
/// behind skips to the newest lines (each line is a whole state, not a step).
#[derive(Debug)]
pub struct LineFeed {
    first: Option<Arc<str>>,
    rx: broadcast::Receiver<Arc<str>>,
}

impl LineFeed {
    /// A subscription that gives `first`, then what `rx` receives.
    pub fn new(first: Option<Arc<str>>, rx: broadcast::Receiver<Arc<str>>) -> Self {
        LineFeed { first, rx }
    }

    /// The next line; pending while nothing changes; `None` once the room is gone.
    pub async fn next(&mut self) -> Option<Arc<str>> {
        if let Some(first) = self.first.take() {
            return Some(first);
        }
        loop {
            match self.rx.recv().await {
                Ok(line) => return Some(line),
                Err(broadcast::error::RecvError::Lagged(_)) => continue,
                Err(broadcast::error::RecvError::Closed) => return None,
            }
        }
    }
}
