/**
 * The game page of a game in an event (issue 35, item 8): it names the event, the round and the
 * board, and links back to the event's pairings of that round and to its live boards.
 *
 * Where the page learns it: the game's view and its stream's `game` lines carry `event: {id,
 * name, round, board}`, which the server reads from the hall's record of its games (the game
 * knows nothing above it). The address says nothing of it: a game opened from anywhere names its
 * event, and no address can make it name another.
 */
import type { FullView, GameEvent } from './api';
import { h } from './dom';
import { ht } from './hall-i18n';

export type { GameEvent } from './api';

/** The event of a game, as the server sent it; `null` for a game of no event. */
export function eventOfGame(view: FullView): GameEvent | null {
  const e = view.event;
  return e && e.id && e.round && e.board ? e : null;
}

/** The line above the players: the event, the round and the board, linked to the round's
 * pairings, and the event's live boards. */
export function eventLine(e: GameEvent): HTMLElement {
  const id = encodeURIComponent(e.id);
  return h('p.game-event', {},
    h('a.event-round', { href: `/event/${id}?round=${e.round}` }, ht('game.inEvent', { event: e.name, round: e.round, board: e.board })),
    ' · ',
    h('a.event-live', { href: `/event/${id}?view=live` }, ht('pub.liveBoards')));
}
