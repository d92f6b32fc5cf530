/**
 * The links of a game its creator may hand out: each human seat's (with its token) and the
 * arbiter's. They are kept apart from the tokens the browser acts with: the creator holds the
 * opponent's link to send it, not to play with it.
 */
import { readJson, writeJson } from './storage';
import type { Role } from './tokens';

const key = (id: string) => `arbiter.links.${id}`;

/** The tokens to share for a game, by role. */
export type Links = Partial<Record<Role, string>>;

/** Keeps the shareable tokens of a new game: the human seats listed and the arbiter's. */
export function keepLinks(id: string, tokens: Record<Role, string>, seats: Role[]): void {
  const links: Links = { arbiter: tokens.arbiter };
  for (const seat of seats) links[seat] = tokens[seat];
  writeJson(key(id), links);
}

/** The shareable tokens held for a game. */
export const linksOf = (id: string): Links => readJson<Links>(key(id), {});
