/**
 * The game page's controller (issue 35, item 9, as the hall's `hall-state.ts`): it owns the
 * page's state — the game as the server last said it, the viewer's choices, what is armed or
 * awaiting a confirmation, the position looked back at, the rematch — and the steps that change
 * it: sending an event, a claim with its forecast (Art. 9.2, 9.3, 9.5), a state taken from an
 * answer or the stream, the moves read in the chosen notation, a rematch offered or accepted.
 * Each change asks the page to draw a part again (`redraw`); the page's pure views
 * (`game-view.ts`) draw the state.
 */
import { ApiError, chooseName, follow, forecastClaim, getGame, getMoves, offerRematch, send, withdrawRematch, type FullView, type Names, type Rematch, type RematchSeat } from './api';
import { eventOfGame, type GameEvent } from './game-event';
import { numbering, steps, type Step } from './history';
import { refusalWords, type Params } from './codes';
import { refusalSaid } from './hall-i18n';
import { currentLang, errorWords, t, typedError } from './i18n';
import { keepLinks, linksOf } from './links';
import { play as playSound, soundOf } from './sound';
import { speak } from './speech';
import { readJson, writeJson } from './storage';
import { keepTokens, tokensOf, type Role, type Tokens } from './tokens';
import type { ClaimForecast, Notice, PlyView, Side, State } from './types';
import type { SensorView } from './sensor';

export const other = (side: Side): Side => (side === 'white' ? 'black' : 'white');

/** A choice of the viewer's (notation, words, speech), kept for the next games. */
const pref = (name: string, fallback: string): string => readJson<string>(`arbiter.pref.${name}`, fallback);

/** What the page knows of the game. */
export interface Model {
  view: FullView;
  state: State;
  /** `performance.now()` when the state was true (the server's `t`). */
  at: number;
  plies: PlyView[];
  notices: Notice[];
}

/** What the player must confirm before a claim is sent: the server's forecast says it is not
 * correct, and what it would cost (Art. 9.5.3). */
export interface PendingConfirm {
  event: Record<string, unknown>;
  /** The move written with the claim, when there is one, as written. */
  move: string | null;
  /** The server's forecast. */
  forecast: ClaimForecast;
}

/** The viewer's choices, kept for the next games. */
export interface Prefs {
  notation: string;
  voice: string;
  speaking: boolean;
  sounds: boolean;
  theme: string;
  pieces: string;
}

/** The parts of the page a change draws again. */
export type Part = 'all' | 'actions' | 'moves' | 'clocks' | 'board-reset' | 'loaded' | 'failed' | 'announce' | 'alert' | 'dress' | 'name';

/** What the page shows; only the controller changes it. */
export interface GameState {
  id: string;
  /** The arbiter's page (`/game/{id}/arbiter`). */
  arbiter: boolean;
  tokens: Tokens;
  model: Model | null;
  prefs: Prefs;
  claimArmed: boolean;
  sealArmed: boolean;
  resignArmed: boolean;
  confirm: PendingConfirm | null;
  /** The board turned (issue 25, "flip"). */
  flipped: boolean;
  /** The ply shown when looking back; null: the present. */
  viewPly: number | null;
  history: Step[];
  lowSounded: boolean;
  /** The server's forecast of a claim now, when it is correct (said on the page). */
  correctNow: ClaimForecast | null;
  /** Whether the game would take a claim now; null when the page cannot tell. */
  claimable: boolean | null;
  /** The event that published the game (issue 35, item 8). */
  event: GameEvent | null;
  /** The rematch offered or agreed after the game (issue 35, item 8). */
  rematch: Rematch | null;
  joining: boolean;
  /** The last refusal, in words; empty after a success. */
  alert: string;
  /** The new move, and only it, for a screen reader (issue 25, point 8). */
  announce: string;
  /** Whether the stream is up. */
  online: boolean;
  /** The game could not be read: the words why. */
  failed: string | null;
  /** The event whose page a withdrawn game sends to (`game_withdrawn`). */
  failedEvent: string | null;
}

/** The game page's controller. */
export class GameController {
  readonly state: GameState;
  private stopStream: () => void = () => undefined;
  private movesAsked = 0;
  private forecastAsked = 0;
  private resignTimer = 0;

  constructor(
    id: string,
    arbiter: boolean,
    private readonly redraw: (part: Part) => void,
    /** Each board line of the stream (an electronic board's view, issue 23). */
    private readonly onBoard: (view: SensorView) => void,
    /** Each state the page accepts (for the sensor panel and the arbiter's console). */
    private readonly onState: (model: Model) => void,
  ) {
    this.state = {
      id, arbiter, tokens: tokensOf(id), model: null,
      prefs: {
        notation: pref('notation', currentLang() === 'fr' ? 'fr' : 'en'),
        voice: pref('voice', 'de'),
        speaking: pref('speech', 'off') === 'on',
        sounds: pref('sound', 'on') === 'on',
        theme: pref('theme', 'brown'),
        pieces: pref('pieces', 'cburnett'),
      },
      claimArmed: false, sealArmed: false, resignArmed: false, confirm: null, flipped: false, viewPly: null, history: [],
      lowSounded: false, correctNow: null, claimable: null, event: null, rematch: null, joining: false, alert: '', announce: '',
      online: false, failed: null, failedEvent: null,
    };
  }

  // ---- What the state says -------------------------------------------------------------

  /** The seat this page plays; none on the arbiter's page, which rules and does not play. */
  mySide(): Side | null {
    const s = this.state;
    if (!s.model || s.arbiter) return null;
    const { white, black } = s.tokens;
    if (white && black) return s.model.state.to_move;
    return white ? 'white' : black ? 'black' : null;
  }

  over(): boolean {
    return !!this.state.model?.state.result;
  }

  engineGame(): boolean {
    const m = this.state.model;
    return !!m && (typeof m.view.seats.white === 'object' || typeof m.view.seats.black === 'object');
  }

  /** The arbiter's token this browser holds for the game (its creator's), to start the clocks. */
  arbiterToken(): string | undefined {
    return linksOf(this.state.id).arbiter ?? this.state.tokens.arbiter;
  }

  /** The side at the bottom of the board: the player's, unless turned. */
  orientation(): Side {
    const t = this.state.tokens;
    const base = this.mySide() ?? (t.white ? 'white' : t.black ? 'black' : 'white');
    return this.state.flipped ? other(base) : base;
  }

  /** `12.` or `12…`: a ply's number as the record writes it, as played (an odds game's moves
   * in a row included, 1930 Art. 22.2). */
  moveNumber(ply: number): string {
    const m = this.state.model;
    if (!m || ply < 1) return '';
    const at = numbering(m.view.start_fen, this.state.history, ply)[ply - 1];
    if (!at) return '';
    return at.by === 'white' ? `${at.n}.` : `${at.n}…`;
  }

  /** Whether adjournment is allowed here (Guideline I; 1930 Art. 21): a standard game only,
   * against a person — never in rapid or blitz (Appendices A and B play a game in one session),
   * and not against the engine, which has no envelope to seal. */
  mayAdjourn(): boolean {
    return !!this.state.model && this.state.model.state.category === 'standard' && !this.engineGame();
  }

  // ---- The game read and followed ------------------------------------------------------

  /** Reads the game, then follows its one stream (issue 35, item 9: its lines by `type`). */
  start(): void {
    const s = this.state;
    getGame(s.id)
      .then((view) => {
        const elapsed = view.now_t !== undefined ? Math.max(0, view.now_t - view.state.t) : 0;
        s.model = { view, state: view.state, at: performance.now() - elapsed, plies: [], notices: view.state.notices.slice() };
        s.history = steps(view.start_fen, view.moves);
        // Issue 35, item 8: a game of an event names it, its round and its board (the server's
        // word); after a friendly game, the rematch offered or agreed.
        s.event = eventOfGame(view);
        this.redraw('loaded');
        void this.loadMoves(false);
        this.rematchSeen(view.rematch);
        this.onState(s.model);
        this.stopStream = follow(
          s.id,
          (item) => {
            if (!s.model) return;
            if (item.kind === 'full') {
              const fresh = item.view;
              const gap = fresh.now_t !== undefined ? Math.max(0, fresh.now_t - fresh.state.t) : 0;
              s.model.view = fresh;
              this.accept(fresh.state, gap);
            } else if (item.kind === 'state') {
              this.accept(item.state);
            } else if (item.kind === 'board') {
              this.onBoard(item.board);
            } else if (item.kind === 'names') {
              this.namesSeen(item.names);
            } else {
              this.rematchSeen(item.rematch);
            }
          },
          (up) => {
            s.online = up;
            this.redraw('clocks');
          },
        );
      })
      .catch((err) => {
        const notFound = err instanceof ApiError && err.status === 404;
        // A game of a round whose publication the arbiter took back (issue 35): said as the
        // server's refusal, with the event's page to go to.
        const withdrawn = err instanceof ApiError && err.code === 'game_withdrawn';
        if (withdrawn) s.failedEvent = String(err.params?.event ?? '') || null;
        s.failed = withdrawn ? refusalSaid({ code: err.code, message: err.message, key: err.key, params: err.params as Params }) : notFound ? t('game.notFound') : errorWords((err as ApiError).code ?? '', String(err));
        this.redraw('failed');
      });
  }

  /** Stops the stream and the timers. */
  stop(): void {
    this.stopStream();
    window.clearTimeout(this.resignTimer);
  }

  /** Takes a state (from an answer or the stream), unless a newer one is already shown. */
  accept(state: State, elapsed = 0): void {
    const s = this.state;
    const m = s.model;
    if (!m) return;
    if (state.t < m.state.t || (state.t === m.state.t && state.ply < m.state.ply)) return;
    // The same state comes twice: as the answer to our event and on the stream.
    if (state.t === m.state.t && state.ply === m.state.ply && JSON.stringify(state) === JSON.stringify(m.state)) return;
    const newPly = state.ply !== m.state.ply;
    const ended = !!state.result && !m.state.result;
    m.state = state;
    m.at = performance.now() - elapsed;
    if (state.notices.length) m.notices = [...m.notices, ...state.notices].slice(-40);
    if (state.result && m.view.status !== 'finished') m.view = { ...m.view, status: 'finished' };
    if (state.started && m.view.status === 'created') m.view = { ...m.view, status: 'started' };
    // A new move brings the page back to the present: the player sees what was just played.
    if (newPly) {
      s.viewPly = null;
      s.confirm = null;
      s.lowSounded = false;
      const san = state.last_move?.san;
      if (san && !ended) playSound(soundOf(san), s.prefs.sounds);
    }
    if (ended) playSound('end', s.prefs.sounds);
    this.redraw('all');
    if (newPly) void this.loadMoves(true);
    this.onState(m);
  }

  /** The moves in the chosen notation and voice (the game's own SAN when they cannot be read). */
  async loadMoves(announceIt: boolean): Promise<void> {
    const s = this.state;
    if (!s.model) return;
    const ask = ++this.movesAsked;
    try {
      const { plies } = await getMoves(s.id, s.prefs.notation, s.prefs.voice);
      if (ask !== this.movesAsked || !s.model) return;
      s.model.plies = plies;
    } catch {
      const m = s.model;
      if (!m) return;
      m.plies = m.view.san.map((san, i) => ({
        ply: i + 1, uci: m.view.moves[i] ?? '', san, text: san, spoken: san, clock_ms: null, offer: false,
      }));
    }
    s.history = steps(s.model.view.start_fen, s.model.plies.map((p) => p.uci));
    void this.refreshForecast();
    this.redraw('moves');
    this.redraw('actions');
    const last = s.model.plies[s.model.plies.length - 1];
    if (announceIt && last) {
      s.announce = `${this.moveNumber(last.ply)} ${last.text}`;
      this.redraw('announce');
      if (s.prefs.speaking) speak(last.spoken, s.prefs.voice);
    }
  }

  // ---- The players' steps ----------------------------------------------------------------

  /** Sends an event with `token` (by default this page's seat's); a refusal said in words
   * (a move typed in the field quotes it and names the notation). */
  async act(event: Record<string, unknown>, token?: string, typedText?: string): Promise<State | null> {
    const s = this.state;
    const side = this.mySide();
    const key = token ?? (side ? s.tokens[side] : undefined);
    if (!key) return null;
    s.alert = '';
    this.redraw('alert');
    try {
      const state = await send(s.id, key, event);
      this.accept(state);
      return state;
    } catch (err) {
      s.alert = err instanceof ApiError
        ? (typedText !== undefined ? typedError(err.code, typedText, s.prefs.notation) : null) ?? refusalWords(err, s.prefs.notation)
        : String(err);
      this.redraw('board-reset');
      this.redraw('actions');
      return null;
    }
  }

  /** A move (dragged, clicked, or typed in any notation the server reads): played, sealed, or
   * written with an armed claim. */
  async submitMove(text: string, uci: string | null, done?: () => void): Promise<void> {
    const s = this.state;
    const side = this.mySide();
    if (!side) return;
    if (s.claimArmed && !s.sealArmed) {
      // Art. 9.2.1, 9.3.1: the claim is judged on the move written (dragged, clicked or typed in
      // any notation the server reads); the server says first what it would meet.
      s.claimArmed = false;
      await this.claim(side, text);
      if (!s.confirm && !s.alert) done?.();
      this.redraw('actions');
      return;
    }
    const event = s.sealArmed
      ? { type: 'adjourn', by: side, sealed_move: text }
      : { type: 'move', by: side, move: text };
    s.claimArmed = false;
    s.sealArmed = false;
    const state = await this.act(event, undefined, uci === null ? text : undefined);
    if (state) done?.();
    this.redraw('actions');
  }

  /** A draw claim, now or with `move` written: the server's forecast first (the same decision
   * as the claim's, on a copy of the game); sent at once when correct, else held for a
   * confirmation naming what it costs (Art. 9.5.3). A claim the game would refuse is not sent:
   * the refusal is said. */
  async claim(side: Side, move?: string): Promise<void> {
    const s = this.state;
    const event = move === undefined ? { type: 'claim_draw', by: side } : { type: 'claim_draw', by: side, move };
    s.alert = '';
    let forecast: ClaimForecast;
    try {
      forecast = await forecastClaim(s.id, side, move);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        s.alert = (move !== undefined ? typedError(err.code, move, s.prefs.notation) : null) ?? refusalWords(err, s.prefs.notation);
        this.redraw('board-reset');
        this.redraw('actions');
        return;
      }
      // The forecast cannot be had (the network): the claim is sent as it is, the server judges.
      await this.act(event);
      return;
    }
    if (forecast.correct) {
      await this.act(event);
      return;
    }
    s.confirm = { event, move: move ?? null, forecast };
    this.redraw('board-reset');
    this.redraw('actions');
  }

  /** The claim held for a confirmation, sent anyway or given up. */
  confirmClaim(send: boolean): void {
    const c = this.state.confirm;
    this.state.confirm = null;
    if (send && c) void this.act(c.event).then(() => this.redraw('actions'));
    else this.redraw('actions');
  }

  /** The server's forecast of a claim on the position reached, asked after each move for the
   * page's player: `correctNow` when it is correct (said on the page), `claimable` false when the
   * game would refuse it (the button greyed: under the 2023 Laws the player on move claims,
   * 9.2, 9.3; the 1930 text lets either player claim — the server's answer, not the page's). */
  async refreshForecast(): Promise<void> {
    const s = this.state;
    const ask = ++this.forecastAsked;
    s.correctNow = null;
    s.claimable = null;
    const side = this.mySide();
    const m = s.model;
    if (!m || !side || !m.state.started || this.over() || m.state.adjourned) return;
    const ply = m.state.ply;
    try {
      const answer = await forecastClaim(s.id, side);
      if (ask !== this.forecastAsked || !s.model || s.model.state.ply !== ply) return;
      s.correctNow = answer.correct ? answer : null;
      s.claimable = true;
    } catch (err) {
      if (ask !== this.forecastAsked || !s.model || s.model.state.ply !== ply) return;
      // Refused: the button is greyed. The network: the page cannot tell, the button stays.
      s.claimable = err instanceof ApiError && err.status === 409 ? false : null;
    }
    this.redraw('actions');
  }

  /** Arms (or disarms) the claim with the next move written, Art. 9.2.1, 9.3.1. */
  armClaim(): void {
    this.state.claimArmed = !this.state.claimArmed;
    this.state.sealArmed = false;
    this.redraw('actions');
  }

  /** Arms (or disarms) the sealed move (Guideline I.1). */
  armSeal(): void {
    this.state.sealArmed = !this.state.sealArmed;
    this.state.claimArmed = false;
    this.redraw('actions');
  }

  /** The resignation: a second click within five seconds resigns (Art. 5.1.2 is final: no slip
   * of the mouse). */
  resign(side: Side): void {
    const s = this.state;
    if (s.resignArmed) {
      s.resignArmed = false;
      window.clearTimeout(this.resignTimer);
      void this.act({ type: 'resign', by: side });
      return;
    }
    s.resignArmed = true;
    this.redraw('actions');
    this.resignTimer = window.setTimeout(() => {
      s.resignArmed = false;
      this.redraw('actions');
    }, 5000);
  }

  // ---- What the viewer chooses ------------------------------------------------------------

  /** Keeps a choice of the viewer's; the notation and the voice read the moves again. */
  setPref<K extends keyof Prefs>(name: K, value: Prefs[K]): void {
    const s = this.state;
    s.prefs[name] = value;
    const stored: Record<keyof Prefs, string> = { notation: 'notation', voice: 'voice', speaking: 'speech', sounds: 'sound', theme: 'theme', pieces: 'pieces' };
    writeJson(`arbiter.pref.${stored[name]}`, typeof value === 'boolean' ? (value ? 'on' : 'off') : value);
    if (name === 'notation' || name === 'voice') {
      void this.loadMoves(false);
      this.redraw('all');
    }
    if (name === 'theme' || name === 'pieces') this.redraw('dress');
  }

  /** Turns the board. */
  flip(): void {
    this.state.flipped = !this.state.flipped;
    this.redraw('all');
  }

  /** Shows the position after `ply` (the present when it is the last or null): the game goes on
   * underneath, the clocks run, and the next move played brings the page back. */
  goTo(ply: number | null): void {
    const s = this.state;
    if (!s.model) return;
    const last = s.model.plies.length;
    s.viewPly = ply === null || ply >= last ? null : Math.max(0, ply);
    this.redraw('all');
    this.redraw('moves');
  }

  /** The low-time sound, once a period (issue 25). */
  soundLow(): void {
    if (this.state.lowSounded) return;
    this.state.lowSounded = true;
    playSound('low', this.state.prefs.sounds);
  }

  // ---- The invited player's name (issue 35, item 8) ------------------------------------------

  /** Whether this page's player may still name his seat: he joined by an invitation link
   * (the game's creator, who holds its links, named himself on the home page) and his seat has
   * no name (`?`). */
  mayName(): boolean {
    const m = this.state.model;
    const side = this.mySide();
    if (!m || !side || (this.state.tokens.white && this.state.tokens.black)) return false;
    if (linksOf(this.state.id).arbiter) return false;
    const name = (side === 'white' ? m.view.config.white : m.view.config.black) ?? '';
    return name.trim() === '' || name.trim() === '?';
  }

  /** Names this player's seat. */
  async chooseName(name: string): Promise<void> {
    const s = this.state;
    const side = this.mySide();
    const token = side && s.tokens[side];
    if (!side || !token) return;
    s.alert = '';
    this.redraw('alert');
    try {
      this.namesSeen(await chooseName(s.id, token, name));
    } catch (err) {
      this.refused(err);
    }
  }

  /** The players' names as the server says them. */
  namesSeen(names: Names): void {
    const m = this.state.model;
    if (!m) return;
    m.view = { ...m.view, config: { ...m.view.config, white: names.white, black: names.black } };
    this.redraw('all');
    this.redraw('name');
  }

  // ---- The rematch (issue 35, item 8) -------------------------------------------------------

  /** What the server says of the rematch: shown, and once its game exists, a player goes to it. */
  rematchSeen(r: Rematch | null | undefined): void {
    const s = this.state;
    s.rematch = r && (r.by || r.game) ? r : null;
    if (s.rematch?.game && this.mySide() && !s.joining) void this.joinRematch();
    this.redraw('actions');
  }

  private refused(err: unknown): void {
    this.state.alert = err instanceof ApiError ? refusalWords(err, this.state.prefs.notation) : String(err);
    this.redraw('actions');
  }

  /** Offers the rematch, or accepts the opponent's. With both seats' links on this screen (two
   * players at one screen), the one offers and the other accepts at once. */
  async rematch(): Promise<void> {
    const s = this.state;
    const side = this.mySide();
    const token = side && s.tokens[side];
    if (!side || !token) return;
    s.alert = '';
    try {
      let answer = await offerRematch(s.id, token);
      const theirs = s.tokens[other(side)];
      if (!answer.id && theirs) answer = await offerRematch(s.id, theirs);
      if (answer.id) await this.goToRematch(answer);
      else this.rematchSeen(answer.rematch);
    } catch (err) {
      this.refused(err);
    }
  }

  /** Withdraws this player's offer, or declines the opponent's. */
  async withdraw(side: Side): Promise<void> {
    const token = this.state.tokens[side];
    if (!token) return;
    try {
      this.rematchSeen((await withdrawRematch(this.state.id, token)).rematch);
    } catch (err) {
      this.refused(err);
    }
  }

  /** The rematch exists: this player's seat in it, asked with his seat's token here. */
  private async joinRematch(): Promise<void> {
    const s = this.state;
    const side = this.mySide();
    const token = side && s.tokens[side];
    if (!side || !token) return;
    s.joining = true;
    try {
      await this.goToRematch(await offerRematch(s.id, token));
    } catch (err) {
      s.joining = false;
      this.refused(err);
    }
  }

  /** Keeps the new game's seat token (and link, to share) of each seat held here, and opens it. */
  private async goToRematch(answer: RematchSeat): Promise<void> {
    const s = this.state;
    if (!answer.id) return;
    s.joining = true;
    const held: Partial<Record<Role, string>> = {};
    if (answer.side && answer.token) held[answer.side] = answer.token;
    // Both seats on this screen: the other seat's token too.
    for (const seat of ['white', 'black'] as const) {
      const token = s.tokens[seat];
      if (token && answer.side !== other(seat)) {
        const theirs = await offerRematch(s.id, token);
        if (theirs.side && theirs.token) held[theirs.side] = theirs.token;
      }
    }
    keepTokens(answer.id, held);
    // The old game's arbiter link rules the rematch too (its `GET .../rematch` answers that
    // token): whoever held it here holds the new game's.
    keepLinks(answer.id, { ...held, arbiter: this.arbiterToken() } as Record<Role, string>, (['white', 'black'] as const).filter((x) => held[x]));
    location.assign(`/game/${answer.id}`);
  }
}
