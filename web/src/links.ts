/**
 * The links of a game its creator may hand out: each human seat's (with its token) and the
 * arbiter's. They are kept apart from the tokens the browser acts with: the creator holds the
 * opponent's link to send it, not to play with it.
 */
import type { Role } from './tokens';

const key = (id: string) => `arbiter.links.${id}`;

/** The tokens to share for a game, by role. */
export type Links = Partial<Record<Role, string>>;

/** Keeps the shareable tokens of a new game: the human seats listed and the arbiter's. */
export function keepLinks(id: string, tokens: Record<Role, string>, seats: Role[]): void {
  const links: Links = { arbiter: tokens.arbiter };
  for (const seat of seats) links[seat] = tokens[seat];
  try {
    localStorage.setItem(key(id), JSON.stringify(links));
  } catch {
    // Without storage the links are shown only on this page load.
  }
}

/** The shareable tokens held for a game. */
export function linksOf(id: string): Links {
  try {
    const raw = localStorage.getItem(key(id));
    return raw ? (JSON.parse(raw) as Links) : {};
  } catch {
    return {};
  }
}
