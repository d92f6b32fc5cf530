/**
 * The game's positions, ply by ply, for looking back (the move list, ←/→/Home/End), and a move's
 * SAN from its UCI for showing it. Display only: whether a draw claim is correct is the server's
 * decision, asked before sending (`GET /api/games/{id}/claim`, see `api.ts`'s `forecastClaim`);
 * the page decides no rule of the Laws.
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
  /** Who made it; null at the start. */
  by: 'white' | 'black' | null;
}

/** Every position from `startFen` through the UCI moves, as far as they read. The mover of each
 * is the owner of the piece moved: in an odds game the receiver's moves in a row at the start
 * (1930 Art. 22.2) are read as played, the same side moving again. (Castling without the rook
 * given, 22.8, is no move of chess: the positions stop before it, and the list numbers the rest
 * by alternation.) */
export function steps(startFen: string, moves: readonly string[]): Step[] {
  const setup = parseFen(startFen);
  if (setup.isErr) return [];
  const start = Chess.fromSetup(setup.value);
  if (start.isErr) return [];
  const pos = start.value;
  const out: Step[] = [{ ply: 0, fen: makeFen(pos.toSetup()), uci: null, by: null }];
  for (const uci of moves) {
    const move = parseUci(uci);
    if (!move || !('from' in move)) break;
    const owner = pos.board.getColor(move.from);
    if (!owner) break;
    pos.turn = owner;
    const normal = normalizeMove(pos, move);
    if (!pos.isLegal(normal)) break;
    pos.play(normal);
    out.push({ ply: out.length, fen: makeFen(pos.toSetup()), uci, by: owner });
  }
  return out;
}

/** Each ply's number as the record writes it, `12.` or `12…`, for `count` plies: a White move
 * opens a new number, a Black move takes the number of the White move before it, or a new one
 * when Black moves first or again (an odds game's moves in a row, 1930 Art. 22.2: "1. e4
 * 2. d4 2… e6"). `history` gives the movers as far as it reads; past it the sides alternate. */
export function numbering(startFen: string, history: readonly Step[], count: number): { n: number; by: 'white' | 'black'; opens: boolean }[] {
  const fields = startFen.split(' ');
  let n = (Number(fields[5] ?? '1') || 1) - 1;
  let previous: 'white' | 'black' | null = null;
  let next: 'white' | 'black' = fields[1] === 'b' ? 'black' : 'white';
  const out: { n: number; by: 'white' | 'black'; opens: boolean }[] = [];
  for (let ply = 1; ply <= count; ply++) {
    const by = history[ply]?.by ?? next;
    const opens = by === 'white' || previous === null || previous === 'black';
    if (opens) n += 1;
    out.push({ n, by, opens });
    previous = by;
    next = by === 'white' ? 'black' : 'white';
  }
  return out;
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
