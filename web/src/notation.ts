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

/**
 * `san` (English SAN: `Nf3`, `exd8=Q+`, `O-O-O`) in `notation`; anything that is not SAN (a
 * UCI move, a move as a player typed it) is kept as written.
 */
export function sanIn(san: string, notation: string): string {
  if (!isNotation(notation) || notation === 'en') return san;
  const letters = LETTERS[notation];
  const castling = /^O-O(-O)?([+#]?)$/.exec(san);
  if (castling) return `0-0${castling[1] ? '-0' : ''}${castling[2] ?? ''}`;
  const move = /^([KQRBN]?)([a-h]?[1-8]?)(x?)([a-h][1-8])(?:=([QRBN]))?([+#]?)$/.exec(san);
  if (!move) return san;
  const letter = (l: string | undefined) => (l ? letters[ENGLISH.indexOf(l)] ?? l : '');
  const [, piece, from, capture, to, promotion, check] = move;
  return `${letter(piece)}${from}${capture}${to}${letter(promotion)}${check}`;
}
