//! Secret tokens: 128 random bits each, written as 32 hex digits; only their SHA-256 is stored,
//! and a presented token is compared with the stored hashes in constant time. Tokens are never
//! logged: logs name the game and the role.

use std::collections::HashSet;
use std::sync::Mutex;

use rand::RngCore;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::store::Role;

/// A new random token (128 bits from the operating system's generator).
pub fn generate() -> String {
    let mut bytes = [0_u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex(&bytes)
}

/// The stored form of a token: its SHA-256, in hex.
pub fn hash(token: &str) -> String {
    hex(&digest(token))
}

/// A token's SHA-256, as bytes: what [`hash`] writes in hex.
pub fn digest(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// The SHA-256 of the request's bearer token, taken once a request by the rate limit
/// ([`crate::limits`]) and left in the request's extensions for the handler that checks the
/// token's role ([`crate::extract::Bearer`]): issue 36, eighth pass (it was hashed twice a
/// request, once here and once by the game).
#[derive(Clone, Copy, Debug)]
pub struct Presented(pub [u8; 32]);

/// A token derived from `token` for `context` (issue 35, item 8: a player's seat token in the
/// rematch of game `id` is derived from his seat's token in `id`): 128 bits of the SHA-256 of
/// both, as 32 hex digits, like [`generate`]'s. Whoever holds `token` has it derived again by
/// the server; without `token` nobody can, and the store keeps only its hash, as of any token.
pub fn derive(token: &str, context: &str) -> String {
    let digest = Sha256::new()
        .chain_update(b"arbiter derived token\0")
        .chain_update(context.as_bytes())
        .chain_update(b"\0")
        .chain_update(token.as_bytes())
        .finalize();
    hex(&digest[..16])
}

/// The digests of tokens known to be the server's (the rate limit charges a request to its
/// token only if it is one, [`crate::limits`]): those of the games this process created or
/// admitted, told by the hub (issue 36, eighth pass: each seat's first request asked the store,
/// two queries a game), and those the limiter learned from the store. A cache: cleared when it
/// grows past [`Issued::MAX`], then learned again one request at a time. With foldhash's hasher
/// (seeded at random): its keys are SHA-256 digests of tokens the server issued, which no client
/// chooses.
#[derive(Debug, Default)]
pub struct Issued(Mutex<HashSet<[u8; 32], foldhash::fast::RandomState>>);

impl Issued {
    /// Digests held at most before the set is cleared.
    pub const MAX: usize = 100_000;

    /// Whether a digest is known to be the server's.
    pub fn contains(&self, digest: &[u8; 32]) -> bool {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .contains(digest)
    }

    /// Notes a digest of a token the server issued.
    pub fn insert(&self, digest: [u8; 32]) {
        let mut known = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if known.len() > Self::MAX {
            known.clear();
        }
        known.insert(digest);
    }
}

/// The role of a presented token among a game's stored hashes. Every hash is compared, each in
/// constant time, so the answer's timing says nothing about how close a guess was.
pub fn role_of(token: &str, stored: &[(String, Role)]) -> Option<Role> {
    let presented = hash(token);
    let mut found = None;
    for (hash, role) in stored {
        if bool::from(hash.as_bytes().ct_eq(presented.as_bytes())) {
            found = Some(*role);
        }
    }
    found
}

/// [`role_of`] for a token already hashed ([`digest`]), among stored hashes read back into
/// digests ([`digests`]): the same answer, each digest compared in constant time, without an
/// allocation.
pub fn role_of_digest(digest: &[u8; 32], stored: &[([u8; 32], Role)]) -> Option<Role> {
    let mut found = None;
    for (hash, role) in stored {
        if bool::from(hash[..].ct_eq(&digest[..])) {
            found = Some(*role);
        }
    }
    found
}

/// Stored hashes read back into digests, for [`role_of_digest`]: a hash that is not 64
/// lower-case hex digits, as [`hash`] writes them, matches no token by [`role_of`] and is left
/// out.
pub fn digests(stored: &[(String, Role)]) -> Vec<([u8; 32], Role)> {
    stored
        .iter()
        .filter_map(|(hash, role)| Some((from_hex(hash)?, *role)))
        .collect()
}

/// The digest whose hex, as [`hash`] writes it, is `text`.
fn from_hex(text: &str) -> Option<[u8; 32]> {
    let digit = |c: u8| {
        DIGITS
            .iter()
            .position(|&d| d == c)
            .and_then(|v| u8::try_from(v).ok())
    };
    let bytes = text.as_bytes();
    if bytes.len() != 64 {
        return None;
    }
    let mut out = [0_u8; 32];
    for (o, pair) in out.iter_mut().zip(bytes.chunks_exact(2)) {
        *o = (digit(pair[0])? << 4) | digit(pair[1])?;
    }
    Some(out)
}

/// The token of an `Authorization: Bearer TOKEN` header value.
pub fn bearer(header: &str) -> Option<&str> {
    let (scheme, token) = header.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
}

/// Lower-case hex digits.
const DIGITS: &[u8; 16] = b"0123456789abcdef";

fn hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    out
}

/// A digest's hex, as [`hash`] writes it.
pub fn hex_of(digest: &[u8; 32]) -> String {
    hex(digest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_and_differ() {
        let a = generate();
        let b = generate();
        assert_eq!(a.len(), 32);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }

    #[test]
    fn a_token_is_found_by_its_hash_only() {
        let white = generate();
        let arbiter = generate();
        let stored = vec![(hash(&white), Role::White), (hash(&arbiter), Role::Arbiter)];
        assert_eq!(role_of(&white, &stored), Some(Role::White));
        assert_eq!(role_of(&arbiter, &stored), Some(Role::Arbiter));
        assert_eq!(
            role_of(&hash(&white), &stored),
            None,
            "the hash is not the token"
        );
        assert_eq!(role_of("", &stored), None);
        assert_eq!(hash("abc").len(), 64);
        assert_eq!(hex_of(&digest(&white)), hash(&white));
    }

    /// Issue 36, eighth pass: a token hashed once, compared with the stored hashes read back
    /// into digests, has the role `role_of` gives it; a stored hash `hash` would not write
    /// matches nothing either way.
    #[test]
    fn a_digest_has_the_role_of_its_token() {
        let white = generate();
        let black = generate();
        let mut stored = vec![(hash(&white), Role::White), (hash(&black), Role::Black)];
        stored.push((hash(&black).to_uppercase(), Role::Arbiter));
        stored.push(("not a hash".to_owned(), Role::Arbiter));
        let digests = digests(&stored);
        assert_eq!(digests.len(), 2, "only what `hash` writes is read back");
        for token in [&white, &black, &generate(), &String::new()] {
            assert_eq!(
                role_of_digest(&digest(token), &digests),
                role_of(token, &stored),
                "{token}"
            );
        }
        assert_eq!(role_of_digest(&digest(&white), &digests), Some(Role::White));
    }

    #[test]
    fn a_derived_token_is_a_token_of_its_own_the_same_each_time() {
        let seat = generate();
        let derived = derive(&seat, "rematch abc");
        assert_eq!(derived.len(), 32);
        assert!(derived.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_eq!(derived, derive(&seat, "rematch abc"), "derived again alike");
        assert_ne!(derived, derive(&seat, "rematch abd"), "another context");
        assert_ne!(derived, derive(&generate(), "rematch abc"), "another token");
        assert_ne!(derived, seat);
        assert!(!hash(&seat).starts_with(&derived), "not the stored hash");
    }

    #[test]
    fn bearer_headers() {
        assert_eq!(bearer("Bearer abc"), Some("abc"));
        assert_eq!(bearer("bearer  abc "), Some("abc"));
        assert_eq!(bearer("Basic abc"), None);
        assert_eq!(bearer("Bearer "), None);
        assert_eq!(bearer("Bearer"), None);
    }
}
