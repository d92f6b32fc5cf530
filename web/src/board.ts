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
import { t } from './i18n';
import type { Side } from './types';

/** What the board shows. */
export interface BoardView {
  fen: string;
  orientation: Side;
  /** Whose pieces the viewer may move now; null when none. */
  movable: Side | null;
  lastMove: [string, string] | null;
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
  }

  /** Shows a state. */
  set(view: BoardView): void {
    this.view = view;
    const setup = parseFen(view.fen);
    const pos = setup.isOk ? Chess.fromSetup(setup.value) : null;
    this.position = pos && pos.isOk ? pos.value : null;
    const turn = this.position?.turn ?? 'white';
    const canMove = view.movable !== null && view.movable === turn && this.position !== null;
    this.ground.set({
      fen: view.fen.split(' ')[0],
      orientation: view.orientation,
      turnColor: turn,
      check: this.position?.isCheck() ? turn : false,
      lastMove: view.lastMove ? (view.lastMove as Key[]) : undefined,
      movable: {
        color: canMove ? turn : undefined,
        dests: canMove && this.position ? (chessgroundDests(this.position) as Map<Key, Key[]>) : new Map(),
      },
    });
    this.el.setAttribute('data-fen', view.fen);
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
