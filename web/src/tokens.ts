/**
 * The secrets of the seats a browser holds. A seat's link carries its token after `#` (so it is
 * never sent to the server with the page request, nor logged); the page keeps it in
 * `localStorage` under the game's id and takes it out of the address bar.
 */
import { readJson, writeJson } from './storage';
import type { Side } from './types';

export type Role = Side | 'arbiter';

export type Tokens = Partial<Record<Role, string>>;

const key = (id: string) => `arbiter.tokens.${id}`;

/** The tokens held for a game. */
export const tokensOf = (id: string): Tokens => readJson<Tokens>(key(id), {});

/** Keeps tokens for a game (merged with those held). */
export function keepTokens(id: string, tokens: Tokens): Tokens {
  const merged = { ...tokensOf(id), ...tokens };
  writeJson(key(id), merged);
  return merged;
}

/** Reads `#white=...`, `#black=...` or `#arbiter=...` from a fragment. */
export function parseFragment(hash: string): Tokens {
  const tokens: Tokens = {};
  for (const part of hash.replace(/^#/, '').split('&')) {
    const [name, value] = part.split('=');
    if ((name === 'white' || name === 'black' || name === 'arbiter') && value && /^[A-Za-z0-9_-]+$/.test(value)) {
      tokens[name] = value;
    }
  }
  return tokens;
}

/** A seat's link: the board page with the token after `#`. */
export const seatLink = (origin: string, id: string, role: Role, token: string): string =>
  role === 'arbiter' ? `${origin}/game/${id}/arbiter#arbiter=${token}` : `${origin}/game/${id}#${role}=${token}`;
