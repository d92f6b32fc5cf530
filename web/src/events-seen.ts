/**
 * The events this browser has opened (issue 35: a way back in for a player or a spectator, who
 * has no list of events to choose from): kept by the public pages, listed on the home page,
 * newest first, ten at most. Only an event's id and name, both public.
 */
import { h } from './dom';
import { ht } from './hall-i18n';
import { colon } from './i18n';
import { readJson, writeJson } from './storage';

const KEY = 'arbiter.events.seen';
const MOST = 10;

/** An event opened here. */
export interface Seen {
  id: string;
  name: string;
}

/** The events opened here, newest first. */
export const seenEvents = (): Seen[] =>
  readJson<Seen[]>(KEY, []).filter((e) => e && typeof e.id === 'string' && /^[A-Za-z0-9]+$/.test(e.id) && typeof e.name === 'string');

/** Keeps an event opened now, first. */
export function rememberEvent(id: string, name: string): void {
  writeJson(KEY, [{ id, name }, ...seenEvents().filter((e) => e.id !== id)].slice(0, MOST));
}

/** The home page's list of the events opened here (nothing when there is none). */
export function seenView(): HTMLElement | null {
  const seen = seenEvents();
  if (seen.length === 0) return null;
  return h('div.events-seen', {},
    h('h3', {}, ht('pub.seen')),
    h('ul', {}, seen.map((e) => h('li', {},
      h('a', { href: `/event/${e.id}` }, e.name), ' · ',
      h('a', { href: `/event/${e.id}?view=live`, 'aria-label': `${ht('pub.liveBoards')}${colon()}${e.name}` }, ht('pub.liveBoards'))))));
}
