//! The services that live beside the games, each found by its type ([`Services::get`]): a room
//! above the hub (the attached boards, [`crate::board`]) keeps its state here, created on first
//! use, without the hub naming it — the hub knows nothing above it.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex};

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

    #[test]
    fn one_instance_of_each_service() {
        let services = Services::default();
        services.get::<Counter>().0.fetch_add(1, Ordering::SeqCst);
        services.get::<Counter>().0.fetch_add(1, Ordering::SeqCst);
        assert_eq!(services.get::<Counter>().0.load(Ordering::SeqCst), 2);
    }
}
