/**
 * The board: lichess's `chessground` widget, fed the position from the server, with the legal
 * destinations computed by `chessops` (hints only: the server's `laws` crate decides, Art. 3 and
 * 4). A move made on the board is sent in English SAN, which reads the same in standard chess and
 * Chess960 (castling is `O-O` either way); a pawn reaching the last rank first asks which piece it
 * becomes (Art. 3.7.5.1).
 */
import { Chessground } from 'chessground';
import type { Api } from 'chessground/api';
import type { Key } from 'chessground/types';
import { Chess, normalizeMove } from 'chessops/chess';
import { chessgroundDests } from 'chessops/compat';
import { parseFen } from 'chessops/fen';
import { makeSan } from 'chessops/san';
import type { Role as OpsRole } from 'chessops/types';
import { makeUci, parseSquare } from 'chessops/util';
import { h } from './dom';
import { colon, t } from './i18n';
import type { Side } from './types';

/** What the board shows. */
export interface BoardView {
  fen: string;
  orientation: Side;
  /** Whose pieces the viewer may move now; null when none. */
  movable: Side | null;
  lastMove: [string, string] | null;
  /** The viewer's side when a move may be got ready while the opponent thinks: online only
   * (issue 25: "premoves online, never over the board", where a move is made on the board). */
  premove?: Side | null;
  /** The only move the player may make (UCI), when one binds him (Art. 9.5.3): shown as an
   * arrow, and the board offers nothing else. */
  bound?: string | null;
  /** The words of the squares and pieces for the keyboard (Annex D.2.1: `de` says "Springer
   * Felix drei"). */
  voice?: string;
}

/** Annex D.2.1's words for the files, ranks and pieces; other voices read the square as written. */
const ANNEX_D = {
  files: ['Anna', 'Bella', 'Cäsar', 'David', 'Eva', 'Felix', 'Gustav', 'Hector'],
  ranks: ['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht'],
  pieces: { king: 'König', queen: 'Dame', rook: 'Turm', bishop: 'Läufer', knight: 'Springer', pawn: 'Bauer' },
  white: 'weiß',
  black: 'schwarz',
} as const;

/** A square and what stands on it, in words: `e4`, `g1 White Knight`, or Annex D's
 * `Gustav eins weiß Springer`. */
export function squareWords(square: string, piece: { role: OpsRole; color: Side } | undefined, voice: string): string {
  if (voice === 'de') {
    const file = ANNEX_D.files[square.charCodeAt(0) - 97] ?? square[0];
    const rank = ANNEX_D.ranks[Number(square[1]) - 1] ?? square[1];
    return [file, rank, piece && `${ANNEX_D[piece.color]} ${ANNEX_D.pieces[piece.role]}`].filter(Boolean).join(' ');
  }
  return [square, piece && `${t(`side.${piece.color}`)} ${t(`piece.${piece.role}` as 'piece.queen')}`].filter(Boolean).join(' ');
}

/** A move made on the board. */
export interface BoardMove {
  san: string;
  uci: string;
}

const PROMOTIONS: OpsRole[] = ['queen', 'knight', 'rook', 'bishop'];

/** The board widget of a page. */
export class Board {
  private readonly ground: Api;
  private position: Chess | null = null;
  private view: BoardView | null = null;
  /** The keyboard's square, and the piece lifted with Enter. */
  private cursor: Key = 'e2';
  private lifted: Key | null = null;
  private focused = false;
  /** Where the keyboard's words go (a live region beside the board). */
  readonly said: HTMLElement;

  constructor(
    private readonly el: HTMLElement,
    private readonly onMove: (move: BoardMove) => void,
  ) {
    this.ground = Chessground(el, {
      coordinates: true,
      movable: { free: false, showDests: true, events: { after: (orig, dest) => this.moved(orig, dest) } },
      premovable: { enabled: false },
      draggable: { showGhost: true },
      animation: { enabled: true, duration: 180 },
      highlight: { lastMove: true, check: true },
    });
    // Where the board is on the screen is measured again at every press. chessground keeps the
    // board's rectangle from its last drawing and forgets it only when told of a scroll or when
    // the board changes size. A press that comes before the browser has told of a scroll (a
    // phone's page scrolled down to a button under the board, drawn again there when the
    // notice came, then back up to the board and pressed at once), or after a line above the
    // board grew, was read against the old rectangle: off the board (no move and no word: the
    // CI failures at 390×844) or on another square than the one under the finger.
    // Capture, so that this runs before chessground's own handler on the board below.
    const measure = () => this.ground.state.dom.bounds.clear();
    el.addEventListener('mousedown', measure, { capture: true, passive: true });
    el.addEventListener('touchstart', measure, { capture: true, passive: true });
    this.said = h('p.sr-only.board-said', { 'aria-live': 'assertive' });
    el.tabIndex = 0;
    el.setAttribute('role', 'application');
    el.setAttribute('aria-roledescription', t('board.role'));
    el.setAttribute('aria-label', t('board.label'));
    el.addEventListener('keydown', (e) => this.key(e));
    el.addEventListener('focus', () => {
      this.focused = true;
      this.say(this.cursor);
      this.mark();
    });
    el.addEventListener('blur', () => {
      this.focused = false;
      this.mark();
    });
  }

  /** The board from the keyboard, square by square (issue 25, Annex D): the arrows move over
   * the squares as the board is turned, Enter or Space lifts the piece and places it, Escape
   * puts it back. Each square is said in the live region. */
  private key(e: KeyboardEvent): void {
    const [file, rank] = [this.cursor.charCodeAt(0) - 97, Number(this.cursor[1]) - 1];
    const up = this.view?.orientation === 'black' ? -1 : 1;
    const step: Record<string, [number, number]> = {
      ArrowUp: [0, up], ArrowDown: [0, -up], ArrowLeft: [-up, 0], ArrowRight: [up, 0],
    };
    const d = step[e.key];
    if (d) {
      e.preventDefault();
      e.stopPropagation();
      const f = Math.min(7, Math.max(0, file + d[0]));
      const r = Math.min(7, Math.max(0, rank + d[1]));
      this.cursor = `${String.fromCharCode(97 + f)}${r + 1}` as Key;
      this.say(this.cursor);
      this.mark();
      return;
    }
    if (e.key === 'Escape' && this.lifted) {
      e.preventDefault();
      this.lifted = null;
      this.ground.selectSquare(null);
      this.sayText(t('board.putBack'));
      this.mark();
      return;
    }
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.stopPropagation();
    const dests = this.ground.state.movable.dests;
    if (!this.lifted || this.lifted === this.cursor) {
      if (this.lifted === this.cursor) {
        this.lifted = null;
        this.ground.selectSquare(null);
        this.sayText(t('board.putBack'));
      } else if (dests?.get(this.cursor)?.length) {
        this.lifted = this.cursor;
        this.ground.selectSquare(this.cursor);
        this.sayText(`${t('board.lifted')} ${this.words(this.cursor)}`);
      } else {
        this.sayText(`${this.words(this.cursor)}${colon()}${t('board.nothingToLift')}`);
      }
    } else if (dests?.get(this.lifted)?.includes(this.cursor)) {
      const from = this.lifted;
      this.lifted = null;
      this.ground.selectSquare(null);
      this.ground.move(from, this.cursor);
      this.moved(from, this.cursor);
    } else {
      this.sayText(`${this.words(this.cursor)}${colon()}${t('board.cannotGo')}`);
    }
    this.mark();
  }

  private words(square: Key): string {
    const piece = this.ground.state.pieces.get(square);
    return squareWords(square, piece ? { role: piece.role as OpsRole, color: piece.color } : undefined, this.view?.voice ?? 'en');
  }

  private say(square: Key): void {
    this.sayText(this.words(square));
  }

  private sayText(words: string): void {
    this.said.textContent = words;
    this.el.dataset.said = words;
  }

  /** Shows the keyboard's square while the board has the focus. */
  private mark(): void {
    const custom = new Map<Key, string>();
    if (this.focused) custom.set(this.cursor, 'kb-cursor');
    if (this.focused && this.lifted) custom.set(this.lifted, 'kb-lifted');
    this.ground.set({ highlight: { custom } });
  }

  /** Shows a state. */
  set(view: BoardView): void {
    this.view = view;
    const setup = parseFen(view.fen);
    const pos = setup.isOk ? Chess.fromSetup(setup.value) : null;
    this.position = pos && pos.isOk ? pos.value : null;
    const turn = this.position?.turn ?? 'white';
    const canMove = view.movable !== null && view.movable === turn && this.position !== null;
    const premove = !canMove && !!view.premove && view.premove !== turn && this.position !== null;
    let dests = canMove && this.position ? (chessgroundDests(this.position) as Map<Key, Key[]>) : new Map<Key, Key[]>();
    const bound = view.bound && view.bound.length >= 4 ? [view.bound.slice(0, 2), view.bound.slice(2, 4)] as [Key, Key] : null;
    if (canMove && bound && dests.get(bound[0])?.includes(bound[1])) dests = new Map([[bound[0], [bound[1]]]]);
    if (!canMove && !premove) this.lifted = null;
    this.ground.set({
      fen: view.fen.split(' ')[0],
      orientation: view.orientation,
      turnColor: turn,
      check: this.position?.isCheck() ? turn : false,
      lastMove: view.lastMove ? (view.lastMove as Key[]) : undefined,
      movable: {
        color: canMove ? turn : premove ? (view.premove ?? undefined) : undefined,
        dests,
      },
      premovable: { enabled: premove || canMove && !!view.premove },
    });
    this.ground.setAutoShapes(bound ? [{ orig: bound[0], dest: bound[1], brush: 'red' }] : []);
    this.el.setAttribute('data-fen', view.fen);
    this.el.setAttribute('data-orientation', view.orientation);
    // A move got ready while the opponent thought is played as soon as it is ours to move.
    if (canMove && this.ground.state.premovable.current) this.ground.playPremove();
  }

  /** Puts the pieces back as the last state had them (after a refused move). */
  reset(): void {
    if (this.view) this.set(this.view);
  }

  private moved(orig: Key, dest: Key): void {
    const pos = this.position;
    const from = parseSquare(orig);
    const to = parseSquare(dest);
    if (!pos || from === undefined || to === undefined) return;
    const piece = pos.board.get(from);
    const lastRank = pos.turn === 'white' ? 7 : 0;
    if (piece?.role === 'pawn' && to >> 3 === lastRank) {
      this.askPromotion(pos.turn, (role) => {
        if (role) this.finish(pos, { from, to, promotion: role });
        else this.reset();
      });
    } else {
      this.finish(pos, { from, to });
    }
  }

  private finish(pos: Chess, move: { from: number; to: number; promotion?: OpsRole }): void {
    const normal = normalizeMove(pos, move);
    this.onMove({ san: makeSan(pos, normal), uci: makeUci(move) });
  }

  /** The promotion choice, over the board, usable from the keyboard. */
  private askPromotion(colour: Side, done: (role: OpsRole | null) => void): void {
    const close = (role: OpsRole | null) => {
      dialog.remove();
      done(role);
    };
    const dialog = h(
      'div.promotion',
      { role: 'dialog', 'aria-label': t('game.promotion'), onkeydown: (e: KeyboardEvent) => e.key === 'Escape' && close(null) },
      h('p', {}, t('game.promotion')),
      PROMOTIONS.map((role) =>
        h(
          'button.promote',
          { type: 'button', 'data-role': role, title: t(`piece.${role}` as 'piece.queen'), onclick: () => close(role) },
          pieceEl(role, colour),
          h('span.label', {}, t(`piece.${role}` as 'piece.queen')),
        ),
      ),
    );
    this.el.append(dialog);
    dialog.querySelector('button')?.focus();
  }
}

/** A piece drawn as chessground draws it (its theme's images apply to `piece.ROLE.COLOUR`). */
function pieceEl(role: OpsRole, colour: Side): HTMLElement {
  const el = document.createElement('piece');
  el.className = `${role} ${colour}`;
  return el;
}
