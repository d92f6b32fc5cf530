/**
 * The spectators' live page of an event (issue 35, item 7), `/event/{id}?view=live`: every board of
 * the round being played at once, as lichess's broadcasts show them — a small board a game with
 * its last move marked, both players with their ratings and clocks, the result once known, and
 * the link to watch the game.
 *
 * It follows the event's public stream (`/api/events/{id}/stream`: a line a board at each of its
 * game's steps, the round's whole view when the round changes); a board whose half-move count
 * moved reads its position from its game (`GET /api/games/{id}`: the stream's lines carry no
 * position). Each card is built once and then only changed: a clock ticks in its text, a move
 * moves the pieces, nothing else is drawn again.
 *
 * A controller (`LivePage`) owns the state; `cardView` builds a card, `paintCard` shows a board's
 * state on it.
 */
import { Chessground } from 'chessground';
import type { Api } from 'chessground/api';
import type { Key } from 'chessground/types';
import { shown } from './clock';
import { h, fill } from './dom';
import { getGame } from './api';
import { followStream, type BoardSummary } from './hall';
import { ht } from './hall-i18n';
import { clockShown, currentLang } from './i18n';
import { sanIn } from './notation';
import { readJson } from './storage';

/** What the page knows of a game's position. */
export interface Position {
  ply: number;
  fen: string;
  last: { san: string; uci: string } | null;
}

/** The parts of a card that change. */
interface Card {
  el: HTMLElement;
  board: HTMLElement;
  ground: Api;
  clock: { white: HTMLElement; black: HTMLElement };
  name: { white: HTMLElement; black: HTMLElement };
  last: HTMLElement;
  result: HTMLElement;
  watch: HTMLAnchorElement;
}

/** The squares of a UCI move (`e2e4`, `e7e8q`), for chessground's last-move mark. */
export const squares = (uci: string | undefined): Key[] | undefined =>
  uci && uci.length >= 4 ? [uci.slice(0, 2) as Key, uci.slice(2, 4) as Key] : undefined;

/** The move's number as a score sheet writes it: ply 1 is `1.`, ply 2 `1…`. */
export const moveLabel = (ply: number, san: string): string => `${Math.ceil(ply / 2)}${ply % 2 === 1 ? '.' : '…'} ${san}`;

/** What a clock shows now: a running clock has lost what passed since its state, counted on the
 * server's clock. */
function clockText(b: BoardSummary, side: 'white' | 'black', serverNow: number, mode: string): string {
  if (!b.clock) return '—';
  return clockShown(shown(b.clock, side, mode, serverNow - b.at_ms, !!b.result).ms);
}

/** A card for a board: Black above, the small board, White below; built once. */
export function cardView(b: BoardSummary): Card {
  const clock = { white: h('span.live-clock', { 'data-side': 'white' }), black: h('span.live-clock', { 'data-side': 'black' }) };
  const name = { white: h('span.live-name'), black: h('span.live-name') };
  const line = (side: 'white' | 'black') =>
    h(`div.live-player.${side}`, {}, h('span.sr-only', {}, ht(side === 'white' ? 'hall.white' : 'hall.black'), ht('pub.colon')), name[side], clock[side]);
  const board = h('div.board.mini', { role: 'img' });
  const ground = Chessground(board, {
    viewOnly: true,
    coordinates: false,
    animation: { enabled: true, duration: 150 },
    highlight: { lastMove: true, check: true },
    drawable: { enabled: false, visible: false },
  });
  const last = h('span.live-last');
  const result = h('strong.live-result');
  const watch = h('a.live-watch', {});
  const el = h('li.live-card', { 'data-board': b.board },
    h('h2.live-board-no', {}, ht('hall.boardNo', { n: b.board })),
    line('black'), board, line('white'),
    h('div.live-foot', {}, last, result, watch));
  return { el, board, ground, clock, name, last, result, watch };
}

/** Shows a board's state on its card (names, clocks, position, last move, result, link). */
export function paintCard(c: Card, b: BoardSummary, p: Position | null, serverNow: number, mode: string, event: string): void {
  for (const side of ['white', 'black'] as const) {
    const who = b[side];
    c.name[side].textContent = `${who.name}${who.rating ? ` (${who.rating})` : ''}`;
    c.clock[side].textContent = clockText(b, side, serverNow, mode);
    c.clock[side].classList.toggle('ticking', b.clock?.running === side && !b.result && !b.clock?.paused);
    c.clock[side].setAttribute('aria-label', ht('live.clockOf', { side: ht(side === 'white' ? 'hall.white' : 'hall.black') }));
  }
  // The move in the reader's notation, as his game page writes it (French pages: `Cf6`, not `Nf6`).
  const lastText = p?.last ? moveLabel(p.ply, sanIn(p.last.san, readJson('arbiter.pref.notation', currentLang() === 'fr' ? 'fr' : 'en'))) : ht('live.noMove');
  c.last.textContent = lastText;
  c.last.dataset.ply = String(p?.ply ?? 0);
  c.result.textContent = b.result ?? '';
  c.board.setAttribute('aria-label', ht('live.position', {
    n: b.board, white: b.white.name, black: b.black.name,
    moves: p?.last ? ht('live.lastMove', { move: lastText }) : ht('live.noMove'),
  }));
  if (p) c.ground.set({ fen: p.fen, lastMove: squares(p.last?.uci), turnColor: p.ply % 2 === 0 ? 'white' : 'black' });
  if (b.game) {
    c.watch.href = `/game/${b.game}?event=${event}`;
    c.watch.textContent = ht('pub.watch');
    c.watch.setAttribute('aria-label', ht('pub.watchBoard', { n: b.board }));
  }
}

/** The live page's controller: the stream, the round's boards, their positions and cards. */
class LivePage {
  private name = '';
  private round = 0;
  private mode = 'fischer';
  /** The server's clock minus the page's. */
  private skew = 0;
  private readonly boards = new Map<number, BoardSummary>();
  private readonly positions = new Map<string, Position>();
  private readonly asked = new Map<string, number>();
  private readonly cards = new Map<number, Card>();
  private readonly title = h('h1', {}, ht('live.title'));
  private readonly state = h('span.link-state', { role: 'status' }, ht('hall.offline'));
  private readonly list = h('ul.live-boards', {});
  private readonly note = h('p.hint');
  private readonly stopStream: () => void;
  private readonly tick: ReturnType<typeof setInterval>;

  constructor(root: HTMLElement, private readonly id: string) {
    fill(root, h('div.live', {},
      h('div.hall-head', {}, this.title, this.state,
        h('a', { href: `/event/${id}` }, ht('live.public')),
        h('a.pgn-link', { href: `/api/events/${id}/pgn`, type: 'application/x-chess-pgn' }, ht('pub.pgn'))),
      this.note, this.list));
    this.stopStream = followStream(`/api/events/${encodeURIComponent(id)}/stream`, null, (line) => this.heard(line), (up) => {
      this.state.textContent = up ? ht('hall.live') : ht('hall.offline');
    });
    this.tick = setInterval(() => this.paintClocks(), 250);
  }

  stop(): void {
    this.stopStream();
    clearInterval(this.tick);
  }

  private heard(line: Record<string, unknown>): void {
    if (typeof line.now_ms === 'number') this.skew = line.now_ms - Date.now();
    if (line.type === 'hall') {
      const view = line as { event: { name: string; clock_mode: string | null }; round: { number: number; published: boolean; boards: BoardSummary[] } };
      this.name = view.event.name;
      this.mode = view.event.clock_mode ?? 'fischer';
      const published = view.round.published ? view.round.boards : [];
      if (view.round.number !== this.round || published.length !== this.cards.size) this.rebuild(view.round.number, published);
      for (const b of published) this.update(b);
    } else if (line.type === 'board') {
      const b = line.board as BoardSummary;
      if (b.round === this.round && this.cards.has(b.board)) this.update(b);
    }
  }

  /** A new round: a card a board. */
  private rebuild(round: number, boards: BoardSummary[]): void {
    this.round = round;
    this.boards.clear();
    for (const c of this.cards.values()) c.ground.destroy();
    this.cards.clear();
    this.title.textContent = `${this.name} — ${round && boards.length ? ht('live.round', { n: round }) : ht('live.title')}`;
    document.title = `${this.name} — ${ht('live.title')}`;
    this.note.textContent = boards.length ? '' : ht('live.none');
    const cards = boards.map((b) => {
      const c = cardView(b);
      this.cards.set(b.board, c);
      return c.el;
    });
    fill(this.list, cards);
  }

  /** A board's new summary; its position read again when its half-moves changed. */
  private update(b: BoardSummary): void {
    this.boards.set(b.board, b);
    const card = this.cards.get(b.board);
    if (!card) return;
    const p = b.game ? this.positions.get(b.game) ?? null : null;
    paintCard(card, b, p, Date.now() + this.skew, this.mode, this.id);
    if (b.game && (p?.ply ?? -1) !== b.ply && this.asked.get(b.game) !== b.ply) void this.read(b.game, b.ply);
  }

  /** Reads a game's position (the newest answer wins: an older one never replaces it). */
  private async read(game: string, ply: number): Promise<void> {
    this.asked.set(game, ply);
    try {
      const view = await getGame(game);
      const known = this.positions.get(game);
      if (known && known.ply > view.state.ply) return;
      this.positions.set(game, { ply: view.state.ply, fen: view.state.fen, last: view.state.last_move ?? null });
      for (const b of this.boards.values()) if (b.game === game) this.update(b);
    } catch {
      this.asked.delete(game);
    }
  }

  private paintClocks(): void {
    const now = Date.now() + this.skew;
    for (const [n, card] of this.cards) {
      const b = this.boards.get(n);
      if (!b?.clock) continue;
      for (const side of ['white', 'black'] as const) {
        const text = clockText(b, side, now, this.mode);
        if (card.clock[side].textContent !== text) card.clock[side].textContent = text;
      }
    }
  }
}

/** The live page of an event; returns a function that stops it. */
export function livePage(root: HTMLElement, id: string): () => void {
  const page = new LivePage(root, id);
  return () => page.stop();
}
