/**
 * A move written in the page's notation (issue 25, point 7: moves in notices and the journal in
 * the page's notation language): English SAN, as the server's notices, states and journal give
 * it, rewritten with the letters of a language or figurines, as the `notation` crate's
 * `write_move` writes them for the move list (Annex C.2, C.3: the piece letters; C.11: a
 * promotion without `=`; C.13: castling `0-0`). Display only: the move itself is the server's.
 */

/** The notations of the move list's select. */
export const NOTATIONS = ['en', 'fr', 'de', 'es', 'it', 'nl', 'figurine'] as const;

/** A notation of the move list. */
export type NotationCode = (typeof NOTATIONS)[number];

/** King, queen, rook, bishop, knight in each notation (the `notation` crate's `Language`). */
const LETTERS: Readonly<Record<NotationCode, readonly [string, string, string, string, string]>> = {
  en: ['K', 'Q', 'R', 'B', 'N'],
  fr: ['R', 'D', 'T', 'F', 'C'],
  de: ['K', 'D', 'T', 'L', 'S'],
  es: ['R', 'D', 'T', 'A', 'C'],
  it: ['R', 'D', 'T', 'A', 'C'],
  nl: ['K', 'D', 'T', 'L', 'P'],
  figurine: ['♔', '♕', '♖', '♗', '♘'],
};

const ENGLISH = 'KQRBN';

/** Whether a text is one of the notations. */
export const isNotation = (code: string): code is NotationCode => (NOTATIONS as readonly string[]).includes(code);

const FILES = 'abcdefgh';
const RANKS = '12345678';
const isSquare = (s: string): boolean => s.length === 2 && FILES.includes(s[0]) && RANKS.includes(s[1]);

/**
 * `san` (English SAN: `Nf3`, `exd8=Q+`, `O-O-O`) in `notation`, read as the `notation` crate's
 * grammar writes it, one part after another (no pattern): castling (C.13), else a piece letter
 * (C.2; none for a pawn), the origin's file or rank or both, `x` for a capture (C.9), the
 * destination square, `=` and the piece promoted to (C.11), `+` or `#`. Anything that is not
 * SAN (a UCI move, a move as a player typed it) is kept as written.
 */
export function sanIn(san: string, notation: string): string {
  if (!isNotation(notation) || notation === 'en') return san;
  const letters = LETTERS[notation];
  const letter = (l: string): string => letters[ENGLISH.indexOf(l)] ?? l;
  const last = san.charAt(san.length - 1);
  const check = last === '+' || last === '#' ? last : '';
  let body = check ? san.slice(0, -1) : san;
  if (body === 'O-O' || body === 'O-O-O') return `${body === 'O-O' ? '0-0' : '0-0-0'}${check}`;
  const piece = body.length > 0 && ENGLISH.includes(body[0]) ? body[0] : '';
  body = body.slice(piece.length);
  let promotion = '';
  const equals = body.indexOf('=');
  if (equals >= 0) {
    promotion = body.slice(equals + 1);
    body = body.slice(0, equals);
    if (piece || promotion.length !== 1 || !'QRBN'.includes(promotion)) return san;
  }
  const to = body.slice(-2);
  if (!isSquare(to)) return san;
  const before = body.slice(0, -2);
  const capture = before.endsWith('x') ? 'x' : '';
  const from = capture ? before.slice(0, -1) : before;
  const fromReads = from.length === 0 || (from.length === 1 && (FILES.includes(from) || RANKS.includes(from))) || isSquare(from);
  if (!fromReads) return san;
  return `${piece ? letter(piece) : ''}${from}${capture}${to}${promotion ? letter(promotion) : ''}${check}`;
}
