/**
 * The physical board beside the web board (issue 23): when an electronic board is attached to
 * the game (`POST /api/games/{id}/board`), the server sends its view on the game's stream as a
 * line `{"type":"board", ...}`. This panel shows it: the pieces touched, the squares to put right
 * (Art. 2.3, 7.4–7.6, 7.5), and the physical clock's reading beside the game's. What the touches
 * bind the player to ("you must move this knight", Art. 4.3–4.4; 1930 Art. 15) is the game's
 * decision, not the board's: the server sends each lift to the game as a `touch`, and the panel
 * shows the game's state's `must_move` (the board's own `binds` is evidence, not shown). On the
 * board, the touched squares and the squares to put right are marked.
 *
 * Every sentence has a stable code and its English and French in the catalogue (`words.ts`).
 */
import { h, fill } from './dom';
import { currentLang } from './i18n';
import { words as say } from './words';
import type { State } from './types';

/** A square and what stands on it (FEN letter), or must stand (`null`: nothing). */
export interface SensorSquare {
  square: string;
  piece: string | null;
}

/** What the board's touches would bind the player on move to (eboard's `Obligation`): on the
 * wire as evidence; the panel shows the game's own binding ([`GameBinding`]). */
export interface Binds {
  rule: 'unbound' | 'free' | 'move' | 'capture' | 'capture_with' | 'castle' | 'king_move' | 'opponent_chooses';
  square?: string;
  article?: string;
  piece?: string;
  target?: string;
  rook?: string;
  king?: string;
  move_one_of?: string[];
  capture_one_of?: string[];
}

/** The board's line on the stream (`GET /api/games/{id}/board` answers the same). */
export interface SensorView {
  type: 'board';
  seq: number;
  t: number;
  detached?: boolean;
  source?: 'upload' | 'device';
  connected?: boolean;
  started?: boolean;
  board?: string;
  to_move?: 'white' | 'black';
  touched?: { square: string; piece: string }[];
  binds?: Binds;
  restore?: SensorSquare[];
  restore_article?: string | null;
  clock?: { left_ms: number; right_ms: number; running: boolean; white?: 'left' | 'right' } | null;
  decisions?: { type: string; article?: string }[];
  refused?: { decision: string; code: string; message: string }[];
  read_errors?: number;
}

/** The game's side of the panel: its position and what the player on move is bound to (the
 * state's `must_move`: Art. 4.3–4.4, 1930 Art. 15, and 4.3 after 7.5.1, 1930 Art. 17). */
export interface GameBinding {
  fen: string;
  must_move?: State['must_move'];
}

/** The board's words are the catalogue's (`crates/words/catalogue/*.ftl`, group `[board]`, issue
 * 32): `board_` and the sentence's code (`board_piece_n` for a piece's name by its letter). */
const id = (code: string): string => `board_${code.length === 1 ? `piece_${code.toLowerCase()}` : code}`;

/** A sentence by code, with its `{params}` filled in. */
export function words(code: string, params: Record<string, string> = {}, lang = currentLang()): string {
  return say(lang === 'fr' ? 'fr' : 'en', id(code), params) ?? code;
}

/** A piece's name from its FEN letter, with its side if asked: `white knight`, « tour blanche »
 * (the catalogue orders the words and agrees the adjective). */
function pieceName(letter: string, withSide: boolean, lang = currentLang()): string {
  const upper = letter.toUpperCase();
  if (!withSide) return words(upper, {}, lang);
  return words('piece_of_side', { letter: upper, side: letter === upper ? 'white' : 'black' }, lang);
}

function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hh > 0 ? `${hh}:${two(mm)}:${two(ss)}` : `${mm}:${two(ss)}`;
}

/** The FEN letter of the piece on `square` in a FEN's board field, or '' when empty. */
export function pieceOn(fen: string, square: string): string {
  const rows = fen.split(' ')[0]?.split('/') ?? [];
  const row = rows[8 - Number(square[1])] ?? '';
  const file = square.charCodeAt(0) - 97;
  let at = 0;
  for (const ch of row) {
    if (/\d/.test(ch)) at += Number(ch);
    else if (at++ === file) return ch;
    if (at > file) break;
  }
  return '';
}

/** The sentence of what the game binds the player on move to (its state's `must_move`), or
 * null when nothing binds him. */
export function bindsSentence(game: GameBinding | null | undefined, lang = currentLang()): string | null {
  const bound = game?.must_move;
  if (!game || !bound) return null;
  const article = bound.article ?? '';
  switch (bound.rule) {
    case 'capture': {
      const square = bound.capture_on ?? bound.piece_on;
      const piece = pieceOn(game.fen, square);
      return words('must_capture', { piece: pieceName(piece, false, lang), letter: piece.toUpperCase(), square, article }, lang);
    }
    case 'capture_with':
      return words('capture_with', { square: bound.piece_on, target: bound.capture_on ?? '' }, lang);
    case 'castle':
      return words('castle', { square: bound.piece_on }, lang);
    case 'king_move':
      return words('king_move', { square: bound.piece_on }, lang);
    case 'opponent_chooses':
      return words('opponent_chooses', { list: [...(bound.move_one_of ?? []), ...(bound.capture_one_of ?? [])].join(', '), article }, lang);
    default: {
      // `move`, and the bindings of 4.3 after 7.5.1 and 1930 Art. 17 (the piece must move).
      const piece = pieceOn(game.fen, bound.piece_on);
      return words('must_move', { piece: pieceName(piece, false, lang), letter: piece.toUpperCase(), square: bound.piece_on, article }, lang);
    }
  }
}

/** The sentences of a view, each with its code (the panel's lines); the binding is the game's
 * (`game`: its last state), the rest the board's. */
export function sentences(view: SensorView, lang = currentLang(), game: GameBinding | null = null): { code: string; text: string }[] {
  const out: { code: string; text: string }[] = [];
  if (view.detached) return [{ code: 'detached', text: words('detached', {}, lang) }];
  out.push(view.connected === false ? { code: 'disconnected', text: words('disconnected', {}, lang) } : { code: 'connected', text: words('connected', {}, lang) });
  if (view.touched && view.touched.length > 0) {
    const list = view.touched.map((t) => `${pieceName(t.piece, true, lang)} ${t.square}`).join(', ');
    out.push({ code: 'touched', text: words('touched', { list }, lang) });
  }
  const binds = bindsSentence(game, lang);
  if (binds) out.push({ code: `must`, text: binds });
  if (view.restore && view.restore.length > 0) {
    const list = view.restore.map((f) => `${f.square} ${f.piece ? pieceName(f.piece, true, lang) : words('empty', {}, lang)}`).join(', ');
    out.push({ code: 'restore', text: words('restore', { article: view.restore_article ?? '7.6', list }, lang) });
  }
  if (view.started === false && view.restore && view.restore.length > 0) out.push({ code: 'not_started', text: words('not_started', {}, lang) });
  if (view.clock) {
    const { left_ms, right_ms, white } = view.clock;
    const text = white
      ? words('clock', { white: clockText(white === 'left' ? left_ms : right_ms), black: clockText(white === 'left' ? right_ms : left_ms) }, lang)
      : words('clock_sides', { left: clockText(left_ms), right: clockText(right_ms) }, lang);
    out.push({ code: 'clock', text });
  }
  for (const r of view.refused ?? []) out.push({ code: 'refused', text: words('refused', { decision: r.decision.replace(/_/g, ' '), message: r.message }, lang) });
  return out;
}

/** The square's place on the board, in percent from the top left, as the board is turned. */
function place(square: string, orientation: string | null): { left: number; top: number } {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  const black = orientation === 'black';
  return { left: (black ? 7 - file : file) * 12.5, top: (black ? rank : 7 - rank) * 12.5 };
}

/**
 * The panel of a game's electronic board, hidden until a board line comes. It opens no stream
 * of its own (issue 35, item 9: one stream a page): the game page hands it each `board` line
 * of the game's stream (`board`). `boardEl`: the web board, on which the squares are marked.
 * Answers the panel, `board` to call with each board line, `game` to call with each state of
 * the game the page accepts (the binding shown is its `must_move`), and a function that stops
 * it.
 */
export function sensorPanel(boardEl: HTMLElement): {
  el: HTMLElement;
  board: (view: SensorView) => void;
  game: (state: State) => void;
  stop: () => void;
} {
  const el = h('section.sensor', { 'aria-label': words('title'), hidden: true, 'aria-live': 'polite' });
  const marks = h('div.sensor-marks', { 'aria-hidden': 'true' });
  marks.style.cssText = 'position:absolute;inset:0;pointer-events:none;z-index:3;';
  let last: SensorView | null = null;
  let bound: GameBinding | null = null;

  const show = (view: SensorView) => {
    last = view;
    el.hidden = false;
    fill(
      el,
      h('h2', {}, words('title')),
      h('ul.sensor-lines', {}, sentences(view, currentLang(), bound).map((s) => h('li', { class: `sensor-${s.code}`, 'data-code': s.code }, s.text))),
    );
    const wrap = boardEl.parentElement;
    if (wrap && marks.parentElement !== wrap) {
      if (getComputedStyle(wrap).position === 'static') wrap.style.position = 'relative';
      wrap.append(marks);
    }
    const orientation = boardEl.getAttribute('data-orientation');
    const spots: HTMLElement[] = [];
    const mark = (square: string, kind: string, colour: string) => {
      const { left, top } = place(square, orientation);
      const spot = h('div', { class: `sensor-mark ${kind}`, 'data-square': square });
      spot.style.cssText = `position:absolute;left:${left}%;top:${top}%;width:12.5%;height:12.5%;box-sizing:border-box;border:4px solid ${colour};border-radius:4px;`;
      spots.push(spot);
    };
    if (!view.detached) {
      for (const t of view.touched ?? []) mark(t.square, 'touched', '#1d6fd8');
      for (const f of view.restore ?? []) mark(f.square, 'restore', '#d0342c');
    }
    fill(marks, ...spots);
  };

  // The marks follow the board when it is turned.
  const turned = new MutationObserver(() => last && show(last));
  turned.observe(boardEl, { attributes: true, attributeFilter: ['data-orientation'] });
  return {
    el,
    board: show,
    game: (state: State) => {
      const fresh: GameBinding = { fen: state.fen, must_move: state.must_move ?? null };
      const same = JSON.stringify(fresh.must_move) === JSON.stringify(bound?.must_move ?? null) && fresh.fen === bound?.fen;
      bound = fresh;
      if (last && !same) show(last);
    },
    stop: () => turned.disconnect(),
  };
}
