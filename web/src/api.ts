/**
 * The server's API, typed: creating and listing games, reading one, sending events with a seat's
 * or the arbiter's token, and following a game on its WebSocket (ARCHITECTURE.md, "Server").
 */
import type { ClaimForecast, Created, GameView, JournalEvent, PlyView, Seat, State, Summary } from './types';

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

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'network', 'the server cannot be reached');
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string; key?: string; params?: Record<string, unknown> } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'http_' + response.status, error?.message ?? text, error?.key, error?.params);
  }
  return body as T;
}

/** What a new game is made of. */
export interface NewGame {
  config: Record<string, unknown>;
  seats: { white: Seat; black: Seat };
  start: boolean;
}

export const createGame = (game: NewGame): Promise<Created> =>
  call('/api/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(game) });

export const listGames = (status: string, limit = 30): Promise<Summary[]> =>
  call<{ games: Summary[] }>(`/api/games?status=${status}&limit=${limit}`).then((body) => body.games);

export const getGame = (id: string): Promise<GameView> => call(`/api/games/${encodeURIComponent(id)}`);

export const getMoves = (id: string, notation: string, voice: string): Promise<{ plies: PlyView[] }> =>
  call(`/api/games/${encodeURIComponent(id)}/moves?notation=${notation}&voice=${voice}`);

/** The game's journal; with the arbiter's token, a sealed move not yet opened is in it too
 * (Guideline I.9.1: nobody else sees it before the game resumes). */
export const getJournal = (id: string, token?: string): Promise<{ events: JournalEvent[] }> =>
  call(`/api/games/${encodeURIComponent(id)}/journal`, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);

/** What a draw claim by `by` would meet now, with `move` written (Art. 9.2.1, 9.3.1) or on the
 * position reached: the server's decision, nothing sent. A claim the game would refuse throws
 * the refusal, as sending it would. */
export const forecastClaim = (id: string, by: string, move?: string): Promise<ClaimForecast> =>
  call(`/api/games/${encodeURIComponent(id)}/claim?by=${by}${move ? `&move=${encodeURIComponent(move)}` : ''}`);

/** Sends an event (without `t`: the server stamps it) and answers the state after it. */
export const send = (id: string, token: string, event: Record<string, unknown>): Promise<State> =>
  call(`/api/games/${encodeURIComponent(id)}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(event),
  });

/** What a game's stream says: the whole game first (and after a gap), then each new state. */
export type StreamItem = { kind: 'full'; view: GameView } | { kind: 'state'; state: State };

/**
 * Follows a game on its WebSocket, reconnecting after a drop (with the whole game sent again, so
 * nothing is missed). Returns a function that stops following.
 */
export function follow(id: string, onItem: (item: StreamItem) => void, onLink: (up: boolean) => void): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let retry = 500;
  const open = () => {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${location.host}/api/games/${encodeURIComponent(id)}/ws`);
    socket.onopen = () => {
      retry = 500;
      onLink(true);
    };
    socket.onmessage = (message) => {
      if (typeof message.data !== 'string' || message.data.trim() === '') return;
      let value: unknown;
      try {
        value = JSON.parse(message.data);
      } catch {
        return;
      }
      const object = value as Record<string, unknown>;
      if ('config' in object && 'state' in object) onItem({ kind: 'full', view: object as unknown as GameView });
      else if ('fen' in object) onItem({ kind: 'state', state: object as unknown as State });
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
