/**
 * The server's API, typed: creating and listing games, reading one, sending events with a seat's
 * or the arbiter's token, offering a rematch, and following a game on its WebSocket
 * (ARCHITECTURE.md, "Server"). Every request goes through the pages' one HTTP client
 * (`http.ts`), every stream line through the one line reader (`ndjson.ts`), and the stream's
 * lines are told apart by their `type` (issue 35, item 9).
 */
import { Refused, request } from './http';
import { parseLine } from './ndjson';
import type { SensorView } from './sensor';
import type { ClaimForecast, Created, GameView, JournalEvent, PlyView, Seat, Side, State, Summary } from './types';

/** A refusal or failure, with the server's code (`illegal_move`, `not_your_turn`, ...). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The sentence's own code and params (the game's refusals, issue 21). */
    readonly key?: string,
    readonly params?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A request by the one HTTP client, its refusal said as an [`ApiError`]. */
async function call<T>(path: string, token: string | null = null, method = 'GET', body?: unknown): Promise<T> {
  try {
    return (await request(path, token, method, body)) as T;
  } catch (err) {
    if (err instanceof Refused) {
      const r = err.refusal;
      throw new ApiError(err.status, err.status === 0 ? 'network' : /^\d*$/.test(r.code) ? 'http_' + err.status : r.code, r.message, r.key, r.params as Record<string, unknown> | undefined);
    }
    throw err;
  }
}

const game = (id: string): string => `/api/games/${encodeURIComponent(id)}`;

/** What a new game is made of. */
export interface NewGame {
  config: Record<string, unknown>;
  seats: { white: Seat; black: Seat };
  start: boolean;
}

/** A game's place in its event, as the server sends it (issue 35, item 8). */
export interface GameEvent {
  id: string;
  name: string;
  round: number;
  board: number;
}

/** A rematch offered (`by`) or agreed (`game`); both `null` once withdrawn or declined. */
export interface Rematch {
  by: Side | null;
  game: string | null;
}

/** The game as the server sends it, with the additions of issue 35. */
export type FullView = GameView & { event?: GameEvent | null; rematch?: Rematch | null };

/** A player's answer once the rematch exists: the new game, his side and seat's token. */
export interface RematchSeat {
  rematch: Rematch;
  id?: string | null;
  side?: Side;
  token?: string | null;
}

export const createGame = (body: NewGame): Promise<Created> => call('/api/games', null, 'POST', body);

export const listGames = (status: string, limit = 30): Promise<Summary[]> =>
  call<{ games: Summary[] }>(`/api/games?status=${status}&limit=${limit}`).then((body) => body.games);

export const getGame = (id: string): Promise<FullView> => call(game(id));

export const getMoves = (id: string, notation: string, voice: string): Promise<{ plies: PlyView[] }> =>
  call(`${game(id)}/moves?notation=${notation}&voice=${voice}`);

/** The game's journal; with the arbiter's token, a sealed move not yet opened is in it too
 * (Guideline I.9.1: nobody else sees it before the game resumes). */
export const getJournal = (id: string, token?: string): Promise<{ events: JournalEvent[] }> =>
  call(`${game(id)}/journal`, token ?? null);

/** What a draw claim by `by` would meet now, with `move` written (Art. 9.2.1, 9.3.1) or on the
 * position reached: the server's decision, nothing sent. A claim the game would refuse throws
 * the refusal, as sending it would. */
export const forecastClaim = (id: string, by: string, move?: string): Promise<ClaimForecast> =>
  call(`${game(id)}/claim?by=${by}${move ? `&move=${encodeURIComponent(move)}` : ''}`);

/** Sends an event (without `t`: the server stamps it) and answers the state after it. */
export const send = (id: string, token: string, event: Record<string, unknown>): Promise<State> =>
  call(`${game(id)}/events`, token, 'POST', event);

/** Offers the rematch with a seat's token, or accepts the opponent's: the answer names the new
 * game and the seat's token in it once it exists (issue 35, item 8). */
export const offerRematch = (id: string, token: string): Promise<RematchSeat> => call(`${game(id)}/rematch`, token, 'POST');

/** Withdraws one's rematch offer, or declines the opponent's. */
export const withdrawRematch = (id: string, token: string): Promise<RematchSeat> => call(`${game(id)}/rematch`, token, 'DELETE');

/** Names this seat (issue 35, item 8: the invited player chooses his name), once, while it
 * has none; answers both names. */
export const chooseName = (id: string, token: string, name: string): Promise<Names> => call(`${game(id)}/name`, token, 'PUT', { name });

/** The players' names, as a `names` line says them. */
export interface Names {
  white: string;
  black: string;
}

/** What a game's stream says, by each line's `type`: the whole game first (and after a gap),
 * then each new state; an electronic board's view; a rematch offered or agreed; the players'
 * names once one is chosen. */
export type StreamItem =
  | { kind: 'full'; view: FullView }
  | { kind: 'state'; state: State }
  | { kind: 'board'; board: SensorView }
  | { kind: 'rematch'; rematch: Rematch }
  | { kind: 'names'; names: Names };

/** A stream line read by its `type`; `null` for a line of no known type. */
export function streamItem(line: Record<string, unknown>): StreamItem | null {
  switch (line.type) {
    case 'game':
      return { kind: 'full', view: line as unknown as FullView };
    case 'state':
      return { kind: 'state', state: line as unknown as State };
    case 'board':
      return { kind: 'board', board: line as unknown as SensorView };
    case 'rematch':
      return { kind: 'rematch', rematch: { by: (line.by as Side | null) ?? null, game: (line.game as string | null) ?? null } };
    case 'names':
      return { kind: 'names', names: { white: String(line.white ?? ''), black: String(line.black ?? '') } };
    default:
      return null;
  }
}

/**
 * Follows a game on its one WebSocket, reconnecting after a drop (with the whole game sent
 * again, so nothing is missed). Returns a function that stops following.
 */
export function follow(id: string, onItem: (item: StreamItem) => void, onLink: (up: boolean) => void): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let retry = 500;
  const open = () => {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${location.host}${game(id)}/ws`);
    socket.onopen = () => {
      retry = 500;
      onLink(true);
    };
    socket.onmessage = (message) => {
      if (typeof message.data !== 'string') return;
      const line = parseLine(message.data);
      const item = line && streamItem(line);
      if (item) onItem(item);
    };
    socket.onclose = () => {
      onLink(false);
      if (!stopped) {
        setTimeout(open, retry);
        retry = Math.min(retry * 2, 8000);
      }
    };
  };
  open();
  return () => {
    stopped = true;
    socket?.close();
  };
}
