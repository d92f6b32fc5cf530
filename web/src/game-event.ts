/**
 * The game page of a game in an event (issue 35, item 8): it names the event, the round and the
 * board, and links back to the event's pairings of that round.
 *
 * Where the page learns it: the game's view (`GET /api/games/{id}`) does not carry its event
 * today; the server knows it (`store::HallStore::event_of_game`) and the page reads an optional
 * field `event: {id, name, round, board}` whenever the server sends one. Until then, a game
 * opened from the event's pages comes with `?event=ID` in its address, and the page finds the
 * game in that event's published pairings: what it names is the event's own word, never the
 * address's (a forged `?event=` that does not hold the game names nothing).
 */
import type { GameView } from './types';
import { h } from './dom';
import { ht } from './hall-i18n';

/** A game's place in its event. */
export interface GameEvent {
  id: string;
  name: string;
  round: number;
  board: number;
}

interface Published {
  spec: { name: string };
  rounds: { number: number; published: boolean }[];
}

interface RoundBoards {
  boards: { board: number; game: string | null }[];
}

async function read<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(path);
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/** The event of a game: the view's `event` if the server sent it, else the one the address
 * names, if that event's pairings hold the game. */
export async function eventOfGame(view: GameView, search: string): Promise<GameEvent | null> {
  const sent = (view as GameView & { event?: GameEvent | null }).event;
  if (sent && sent.id && sent.round && sent.board) return sent;
  const id = new URLSearchParams(search).get('event');
  if (!id || !/^[A-Za-z0-9]+$/.test(id)) return null;
  const event = await read<Published>(`/api/events/${id}`);
  if (!event) return null;
  // The newest round first: a game is most often of the round being played.
  for (const r of [...event.rounds].filter((x) => x.published).reverse()) {
    const p = await read<RoundBoards>(`/api/events/${id}/pairings?round=${r.number}`);
    const b = p?.boards.find((x) => x.game === view.id);
    if (b) return { id, name: event.spec.name, round: r.number, board: b.board };
  }
  return null;
}

/** The line above the players: the event, the round and the board, linked to the round's
 * pairings. */
export function eventLine(e: GameEvent): HTMLElement {
  return h('p.game-event', {},
    h('a', { href: `/event/${e.id}?round=${e.round}` }, ht('game.inEvent', { event: e.name, round: e.round, board: e.board })),
    ' · ',
    h('a', { href: `/event/${e.id}?view=live` }, ht('pub.liveBoards')));
}
