/**
 * The game's positions, ply by ply, for looking back (the move list, ←/→/Home/End) and for the
 * claim's forecast: whether a draw claim would be correct now or with the move written
 * (Art. 9.2, 9.3). The forecast is a warning before sending, never the decision: the server's
 * `laws` crate judges the claim (9.5.2, 9.5.3); the page only spares the player a claim that
 * cannot be right.
 */
import { Chess, normalizeMove } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { makeSan } from 'chessops/san';
import { parseUci } from 'chessops/util';

/** A position of the game: after `ply` plies (0: the start). */
export interface Step {
  ply: number;
  fen: string;
  /** The move that led here, UCI; null at the start. */
  uci: string | null;
}

/** Art. 9.2.3: positions are the same when the same player is on move, the same pieces stand on
 * the same squares and the same moves are possible — castling rights and a capture en passant
 * that can be made included. chessops writes the en passant square only when a capture there is
 * legal, so the FEN without its two counters is that identity. */
export const identity = (fen: string): string => fen.split(' ').slice(0, 4).join(' ');

/** Every position from `startFen` through the UCI moves, as far as they read. */
export function steps(startFen: string, moves: readonly string[]): Step[] {
  const setup = parseFen(startFen);
  if (setup.isErr) return [];
  const start = Chess.fromSetup(setup.value);
  if (start.isErr) return [];
  const pos = start.value;
  const out: Step[] = [{ ply: 0, fen: makeFen(pos.toSetup()), uci: null }];
  for (const uci of moves) {
    const move = parseUci(uci);
    if (!move) break;
    const normal = normalizeMove(pos, move);
    if (!pos.isLegal(normal)) break;
    pos.play(normal);
    out.push({ ply: out.length, fen: makeFen(pos.toSetup()), uci });
  }
  return out;
}

/** What a draw claim would meet. */
export type Forecast =
  | { correct: true; article: '9.2.2' | '9.3.2' | '9.2.1' | '9.3.1' }
  | { correct: false };

/** The position after `uci` from `fen`, or null when it cannot be played. */
function after(fen: string, uci: string): string | null {
  const setup = parseFen(fen);
  if (setup.isErr) return null;
  const pos = Chess.fromSetup(setup.value);
  const move = parseUci(uci);
  if (pos.isErr || !move) return null;
  const normal = normalizeMove(pos.value, move);
  if (!pos.value.isLegal(normal)) return null;
  pos.value.play(normal);
  return makeFen(pos.value.toSetup());
}

/**
 * Art. 9.2 and 9.3 for the player on move: a claim now (9.2.2, 9.3.2) is correct when the last
 * position has appeared three times or the last 50 moves of each side were made without a pawn
 * move or a capture (the FEN's half-move counter at 100); a claim with a written move (9.2.1,
 * 9.3.1) when the position after it will.
 */
export function forecast(history: readonly Step[], intended?: string): Forecast {
  const last = history[history.length - 1];
  if (!last) return { correct: false };
  const count = (fen: string) => history.filter((s) => identity(s.fen) === identity(fen)).length;
  const halfmoves = (fen: string) => Number(fen.split(' ')[4] ?? 0);
  if (intended === undefined) {
    if (count(last.fen) >= 3) return { correct: true, article: '9.2.2' };
    if (halfmoves(last.fen) >= 100) return { correct: true, article: '9.3.2' };
    return { correct: false };
  }
  const next = after(last.fen, intended);
  if (!next) return { correct: false };
  if (count(next) + 1 >= 3) return { correct: true, article: '9.2.1' };
  if (halfmoves(next) >= 100) return { correct: true, article: '9.3.1' };
  return { correct: false };
}

/** A move in English SAN from its UCI (the move a player is bound to, Art. 9.5.3), or the UCI
 * itself when it cannot be read. */
export function sanOf(fen: string, uci: string): string {
  const setup = parseFen(fen);
  const move = parseUci(uci);
  if (setup.isErr || !move) return uci;
  const pos = Chess.fromSetup(setup.value);
  if (pos.isErr) return uci;
  return makeSan(pos.value, normalizeMove(pos.value, move));
}
