/**
 * The hall's controller (issue 35, item 9): it owns the page's state — the hall as the stream
 * last said it, the boards, the link, the screen shown, the results typed — and the steps that
 * change it; each change calls `redraw`, and the page's pure views (`hall-view.ts`) draw the
 * state afresh, laid onto the page by `morph` (only what changed moves).
 *
 * Issue 35, item 5: the arbiter's link is checked against the server (`GET
 * /api/events/{id}/hall`, which only the event's arbiter may read) before any control shows; a
 * wrong or truncated link is said at once, and no control shows.
 */
import type { ClockState } from './types';
import type { Decided, Warned } from './hall-i18n';
import type { Params } from './codes';
import { Refused, request } from './http';
import { followNdjson } from './ndjson';
import { judge, type Judged, type ResultCode } from './hall-results';

/** A player on a board. */
export interface Seated { tpn: number; name: string; rating: number | null }
/** A board's compact summary, as the hall's stream sends it. */
export interface BoardSummary {
  round: number;
  board: number;
  game: string | null;
  white: Seated;
  black: Seated;
  status: string;
  result: string | null;
  ply: number;
  to_move?: 'white' | 'black' | null;
  clock: ClockState | null;
  at_ms: number;
  open: string[];
  /** The result the event recorded, with why (a forfeit at publication: Art. 6.7.1). */
  decided?: Decided;
}
/** Something that needs the arbiter. */
export interface Item {
  id: string;
  kind: 'claim' | 'call' | 'illegal' | 'adjourned' | 'flag';
  game: string;
  round: number;
  board: number;
  by: 'white' | 'black' | null;
  article: string;
  text: string;
  code?: string;
  params?: Params;
  since_ms: number;
}
/** A player's absence from later rounds (`POST /api/events/{id}/absences`). */
export interface Absence {
  player: number;
  kind: 'withdrawal' | 'suspension' | 'expulsion' | 'bye';
  from: number;
  rounds: number | null;
  bye: 'half' | 'full' | 'zero' | null;
  reason: string | null;
}
/** The hall: the stream's first line, and `GET /api/events/{id}/hall`. */
export interface HallView {
  type: 'hall';
  event: { id: string; name: string; rounds_planned: number; default_time_ms: number; clock_mode: string | null };
  now_ms: number;
  round: {
    number: number; published: boolean; boards: BoardSummary[]; bye: Seated | null; explanation: unknown;
    /** Issue 35, item 2: the refusal a publication of the draft would meet (`draft_outdated`). */
    outdated?: { code: string; key?: string; message: string; params?: Params } | null;
  };
  queue: Item[];
  absences?: Absence[];
  /** Issue 35, item 4: what an undo takes back now. */
  undo?: Undoable | null;
}
/** The arbiter's last act, which an undo takes back (`GET /api/events/{id}/undo`). */
export interface Undoable {
  seq: number;
  step: { type: string; round?: number; board?: number; player?: number; name?: string; item?: string; result?: string; kind?: string };
  with: number;
}
/** A board's seat links, as a publication answers them (given once). */
export interface SeatLinks { board: number; game: string; white: string | null; black: string | null }

/** Whether the page may show the arbiter's controls. */
export type Access = 'checking' | 'arbiter' | 'wrong' | 'missing' | 'noEvent' | 'unreachable';
/** The hall's screens. */
export type Screen = 'boards' | 'results';

/** A result typed on the result screen, before it is sent. */
export interface Typed { board: number; code: ResultCode; judged: Judged }

/** What the page shows; only the controller changes it. */
export interface HallState {
  id: string;
  token: string | null;
  access: Access;
  link: boolean;
  view: HallView | null;
  /** The server's clock minus the page's, ms. */
  skew: number;
  screen: Screen;
  /** The round the result screen shows (the current one unless the arbiter chose another). */
  resultsRound: number | null;
  /** Past rounds' boards, as `GET .../pairings?round=N` answers them. */
  past: Map<number, BoardSummary[]>;
  /** The results typed on the result screen, by board. */
  typed: Map<number, ResultCode>;
  /** When each game's clocks started (wall clock, ms): the round starts with the first. */
  starts: Map<string, number>;
  /** The last step's failure (a refusal, said in the page's language), `null` after a success. */
  failure: unknown;
  /** How many results the last recording sent, `null` if none. */
  recorded: number | null;
  /** The warnings of the last change of the draft (C.04.1). */
  warned: Warned | null;
  /** A result the screen refused as it was typed, with why. */
  refusedEntry: { board: number; judged: Judged } | null;
  /** Issue 35, item 2: the seat links of the round this page published (given once). */
  links: { round: number; boards: SeatLinks[] } | null;
  /** What the last undo took back. */
  undone: Undoable | null;
}

/** The hall's controller. */
export class HallController {
  readonly state: HallState;
  private stopStream: () => void = () => undefined;
  private asking = new Set<string>();
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(id: string, token: string | null, private readonly redraw: () => void) {
    this.state = {
      id, token, access: token ? 'checking' : 'missing', link: false, view: null, skew: 0, screen: 'boards',
      resultsRound: null, past: new Map(), typed: new Map(), starts: new Map(), failure: null, recorded: null, warned: null, refusedEntry: null,
      links: null, undone: null,
    };
  }

  private get base(): string {
    return `/api/events/${encodeURIComponent(this.state.id)}`;
  }

  /** Checks the link, then follows the stream. */
  async open(): Promise<void> {
    if (!this.state.token) return;
    try {
      this.take((await request(`${this.base}/hall`, this.state.token)) as HallView);
      this.state.access = 'arbiter';
    } catch (e) {
      const status = e instanceof Refused ? e.status : 0;
      this.state.access = status === 401 || status === 403 ? 'wrong' : status === 404 ? 'noEvent' : 'unreachable';
      this.redraw();
      // A server out of reach (or failing) is asked again; a wrong link or event is final.
      if (this.state.access === 'unreachable' && !this.closed) this.retry = setTimeout(() => void this.open(), 2000);
      return;
    }
    this.redraw();
    if (this.closed) return;
    this.stopStream = followNdjson(`${this.base}/stream`, {
      token: this.state.token,
      onLine: (line) => this.line(line),
      onLink: (up) => {
        this.state.link = up;
        this.redraw();
      },
    });
  }

  /** Stops the stream. */
  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
    this.stopStream();
  }

  /** The server's time now, ms. */
  now(): number {
    return Date.now() + this.state.skew;
  }

  private take(view: HallView): void {
    if (typeof view.now_ms === 'number') this.state.skew = view.now_ms - Date.now();
    const before = this.state.view?.round.number;
    this.state.view = view;
    if (before !== undefined && before !== view.round.number) this.state.typed.clear();
    this.askStarts();
  }

  /** A line of the hall's stream: the hall (after each step of the arbiter), or one board. */
  private line(line: Record<string, unknown>): void {
    if (line.type === 'hall') {
      this.take(line as unknown as HallView);
      // A correction reaches the past round shown at once.
      const r = this.state.resultsRound;
      if (r !== null && r !== this.state.view?.round.number) void this.loadPast(r);
    } else if (line.type === 'board' && this.state.view) {
      if (typeof line.now_ms === 'number') this.state.skew = line.now_ms - Date.now();
      const b = line.board as BoardSummary;
      const round = this.state.view.round;
      if (b.round === round.number) {
        const at = round.boards.findIndex((x) => x.board === b.board);
        if (at >= 0) round.boards[at] = b;
        else round.boards.push(b);
      }
      if (Array.isArray(line.queue)) this.state.view.queue = line.queue as Item[];
      this.askStarts();
    } else {
      return;
    }
    this.redraw();
  }

  /** The start of the round (Art. 6.7.1's commentary: the arbiter's announcement — here the
   * first clock started): each started game's `start` step, read once from its journal. */
  private askStarts(): void {
    for (const b of this.state.view?.round.boards ?? []) {
      const g = b.game;
      if (!g || b.status === 'created' || b.status === 'paired' || this.state.starts.has(g) || this.asking.has(g)) continue;
      this.asking.add(g);
      void (async () => {
        try {
          const path = `/api/games/${encodeURIComponent(g)}`;
          const [game, journal] = (await Promise.all([request(path, null), request(`${path}/journal`, null)])) as [
            { created_ms: number },
            { events: { t: number; type: string }[] },
          ];
          const start = journal.events.find((e) => e.type === 'start');
          if (start) {
            this.state.starts.set(g, game.created_ms + start.t);
            this.redraw();
          }
        } catch {
          // Asked again with the next line.
        }
        this.asking.delete(g);
      })();
    }
  }

  /** When the current round started (its first clock), `null` before. */
  roundStart(): number | null {
    let first: number | null = null;
    for (const b of this.state.view?.round.boards ?? []) {
      const at = b.game ? this.state.starts.get(b.game) : undefined;
      if (at !== undefined && (first === null || at < first)) first = at;
    }
    return first;
  }

  /** Whether the default time has passed (Art. 6.7.1). */
  defaultPassed(): boolean {
    const start = this.roundStart();
    return start !== null && this.now() >= start + (this.state.view?.event.default_time_ms ?? 0);
  }

  /** Shows a screen. */
  show(screen: Screen): void {
    this.state.screen = screen;
    this.redraw();
  }

  /** The round the result screen shows. */
  resultsRound(): number {
    return this.state.resultsRound ?? this.state.view?.round.number ?? 0;
  }

  /** The boards of the round the result screen shows. */
  resultsBoards(): BoardSummary[] {
    const n = this.resultsRound();
    if (n === this.state.view?.round.number) return this.state.view.round.boards;
    return this.state.past.get(n) ?? [];
  }

  /** Shows round `n` on the result screen (a past one read from the server). */
  async chooseRound(n: number): Promise<void> {
    this.state.resultsRound = n === this.state.view?.round.number ? null : n;
    this.state.typed.clear();
    this.redraw();
    if (this.state.resultsRound !== null) await this.loadPast(n);
  }

  private async loadPast(n: number): Promise<void> {
    try {
      const p = (await request(`${this.base}/pairings?round=${n}`, this.state.token)) as { boards: BoardSummary[] };
      this.state.past.set(n, p.boards);
    } catch (e) {
      this.fail(e);
    }
    this.redraw();
  }

  /** Judges `code` on board `board` of the round shown. */
  judge(board: number, code: ResultCode): Judged {
    const b = this.resultsBoards().find((x) => x.board === board);
    if (!b) return { ok: false, why: 'unpublished' };
    return judge(b, code, this.resultsRound() === this.state.view?.round.number ? this.defaultPassed() : false);
  }

  /** A key that is not a result key, typed on the result screen. */
  wrongKey(board: number): void {
    this.state.refusedEntry = { board, judged: { ok: false, why: 'key' } };
    this.redraw();
  }

  /** A result typed for a board; answers how it was judged (nothing kept if refused). */
  type(board: number, code: ResultCode): Judged {
    const judged = this.judge(board, code);
    if (judged.ok) this.state.typed.set(board, code);
    this.state.refusedEntry = judged.ok ? null : { board, judged };
    this.state.failure = null;
    this.redraw();
    return judged;
  }

  /** Takes back what was typed for a board, or every board. */
  untype(board?: number): void {
    this.state.refusedEntry = null;
    if (board === undefined) this.state.typed.clear();
    else this.state.typed.delete(board);
    this.redraw();
  }

  /** The results typed, judged again now. */
  typedList(): Typed[] {
    return [...this.state.typed.entries()].sort((a, b) => a[0] - b[0]).map(([board, code]) => ({ board, code, judged: this.judge(board, code) }));
  }

  /** Sends results (`POST .../boards/{b}/result`), each with the reason (a correction's;
   * the route keeps it for a correction only). Stops at the first refusal. */
  async record(n: number, entries: { board: number; code: ResultCode }[], reason: string): Promise<boolean> {
    let done = 0;
    this.state.refusedEntry = null;
    try {
      for (const e of entries) {
        await request(`${this.base}/rounds/${n}/boards/${e.board}/result`, this.state.token, 'POST', { result: e.code, reason: reason || undefined });
        if (n === this.resultsRound()) this.state.typed.delete(e.board);
        done++;
      }
      this.state.recorded = done;
      this.state.failure = null;
      if (n !== this.state.view?.round.number) await this.loadPast(n);
      return true;
    } catch (e) {
      this.fail(e);
      return false;
    } finally {
      this.redraw();
    }
  }

  /** Runs a step of the arbiter; a refusal is said. */
  async act(what: () => Promise<unknown>): Promise<void> {
    this.state.failure = null;
    this.state.recorded = null;
    this.state.refusedEntry = null;
    try {
      await what();
    } catch (e) {
      this.fail(e);
    }
    this.redraw();
  }

  private fail(e: unknown): void {
    this.state.failure = e;
  }

  pair(): Promise<void> {
    return this.act(() => request(`${this.base}/rounds`, this.state.token, 'POST', {}));
  }

  publish(): Promise<void> {
    const n = this.currentRound();
    return this.act(async () => {
      const answer = (await request(`${this.base}/rounds/${n}/publish`, this.state.token, 'POST', {})) as { links?: SeatLinks[] };
      this.state.links = { round: n, boards: answer.links ?? [] };
    });
  }

  /** Issue 35, item 2: discards the draft and pairs the round again (two steps, each
   * journalled: `discarded`, then `paired`). */
  pairAgain(reason: string): Promise<void> {
    const n = this.currentRound();
    return this.act(async () => {
      await request(`${this.base}/rounds/${n}/discard`, this.state.token, 'POST', reason ? { reason } : {});
      await request(`${this.base}/rounds`, this.state.token, 'POST', {});
    });
  }

  /** Issue 35, item 2: two players of the draft change places — between boards, or with the
   * bye (the bye given to the other) — or, on one board, colours; the whole draft sent,
   * checked against C.04.1, with the warnings said. */
  exchange(a: number, b: number, reason: string, needReason: string): Promise<void> {
    return this.act(async () => {
      const r = this.state.view?.round;
      if (!r || a === b) return;
      if (!reason.trim()) throw new Error(needReason);
      const swap = (tpn: number) => (tpn === a ? b : tpn === b ? a : tpn);
      const boards = r.boards.map((x) => ({ white: swap(x.white.tpn), black: swap(x.black.tpn) }));
      const bye = r.bye ? swap(r.bye.tpn) : null;
      this.state.warned = (await request(`${this.base}/rounds/${r.number}/pairings`, this.state.token, 'PUT', {
        boards, bye, reason: reason.trim(),
      })) as Warned;
    });
  }

  /** Issue 35, item 4: takes back the arbiter's last act (`seq`: the one the page showed). */
  undo(seq: number): Promise<void> {
    return this.act(async () => {
      const answer = (await request(`${this.base}/undo`, this.state.token, 'POST', { seq })) as { undone: Undoable };
      this.state.undone = answer.undone;
      if (answer.undone.step.type === 'published') this.state.links = null;
    });
  }

  /** Issue 35, item 2: takes back the absence of `player` from round `round`. */
  present(player: number, round: number): Promise<void> {
    return this.act(() => request(`${this.base}/absences/present`, this.state.token, 'POST', { player, round }));
  }

  startAll(): Promise<void> {
    return this.act(() => request(`${this.base}/rounds/${this.currentRound()}/start`, this.state.token, 'POST', {}));
  }

  private currentRound(): number {
    return this.state.view?.round.number ?? 0;
  }

  /** Issue 24 point 4: swaps a draft board's colours (journalled with the reason). */
  swap(board: number, reason: string, needReason: string): Promise<void> {
    return this.act(async () => {
      const r = this.state.view?.round;
      if (!r) return;
      if (!reason.trim()) throw new Error(needReason);
      const boards = r.boards.map((b) =>
        b.board === board ? { white: b.black.tpn, black: b.white.tpn } : { white: b.white.tpn, black: b.black.tpn });
      const answer = (await request(`${this.base}/rounds/${r.number}/pairings`, this.state.token, 'PUT', {
        boards, bye: r.bye?.tpn ?? null, reason: reason.trim(),
      })) as Warned;
      this.state.warned = answer;
    });
  }

  /** Marks a queue item dealt with. */
  ack(item: string): Promise<void> {
    return this.act(() => request(`${this.base}/queue/${encodeURIComponent(item)}/ack`, this.state.token, 'POST', {}));
  }

  /** Rules on a queue item's game. */
  rule(game: string, event: Record<string, unknown>): Promise<void> {
    return this.act(() => request(`/api/games/${encodeURIComponent(game)}/events`, this.state.token, 'POST', event));
  }

  /** Records an absence from later rounds. */
  absence(body: Record<string, unknown>): Promise<void> {
    return this.act(() => request(`${this.base}/absences`, this.state.token, 'POST', body));
  }
}
