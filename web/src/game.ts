/**
 * The game page: the board, both clocks, the record in the chosen notation with its draw offers
 * `(=)` (Art. 8.1, 9.1.2.2), the players' actions (moves by drag, click or keyboard; draw offers,
 * claims now or with the move about to be played, Art. 9.2/9.3; resignation; calling the arbiter,
 * 6.11.2), every notice and the result with its article, the links to share, and Annex D's spoken
 * moves. With the arbiter's link and `/arbiter` in the address, the arbiter's console comes too.
 */
import { ApiError, follow, forecastClaim, getGame, getMoves, offerRematch, send, withdrawRematch, type Rematch, type RematchSeat } from './api';
import { arbiterConsole, type Console } from './arbiter';
import { Board, type BoardMove } from './board';
import { format, shown } from './clock';
import { fill, h } from './dom';
import { numbering, sanOf, steps, type Step } from './history';
import { NOTATIONS, sanIn } from './notation';
import { noticeWords, refusalWords } from './codes';
import { article, currentLang, errorWords, resultWords, t, typedError, type Key } from './i18n';
import { keepLinks, linksOf } from './links';
import { play as playSound, soundOf } from './sound';
import { speak } from './speech';
import { readJson, writeJson } from './storage';
import { controlWords } from './timecontrol';
import { keepTokens, seatLink, tokensOf, type Role, type Tokens } from './tokens';
import type { ClaimForecast, GameView, Notice, PlyView, Seat, Side, State } from './types';
import { sensorPanel } from './sensor';
import { eventLine, eventOfGame } from './game-event';

const VOICES = ['de', 'fr', 'en'] as const;
/** The board's colours (style.css: brown is chessground's) and the pieces (cburnett is
 * chessground's; figurines drawn as text), issue 25 point 6. */
const THEMES = ['brown', 'blue', 'green', 'grey'] as const;
const PIECES = ['cburnett', 'glyphs'] as const;

const other = (side: Side): Side => (side === 'white' ? 'black' : 'white');

/** A choice of the viewer's (notation, words, speech), kept for the next games. */
const pref = (name: string, fallback: string): string => readJson<string>(`arbiter.pref.${name}`, fallback);

const keepPref = (name: string, value: string): void => writeJson(`arbiter.pref.${name}`, value);

/** What the page knows of the game. */
interface Model {
  view: GameView;
  state: State;
  /** `performance.now()` when the state was true (the server's `t`). */
  at: number;
  plies: PlyView[];
  notices: Notice[];
}

/** What the player must confirm before a claim is sent: the server's forecast says it is not
 * correct, and what it would cost (Art. 9.5.3). */
interface PendingConfirm {
  event: Record<string, unknown>;
  /** The move written with the claim, when there is one, as written. */
  move: string | null;
  /** The server's forecast. */
  forecast: ClaimForecast;
}

/** Draws the game `id` into `root`; `arbiter` asks for the console. Returns a function that
 * stops the page's stream and timers. */
export function gamePage(root: HTMLElement, id: string, arbiter: boolean): () => void {
  fill(root, h('p.loading', {}, t('game.loading')));
  const tokens: Tokens = tokensOf(id);
  let model: Model | null = null;
  let stop = () => {};
  let timer = 0;
  let claimArmed = false;
  let sealArmed = false;
  let resignArmed = false;
  let confirm: PendingConfirm | null = null;
  let notation = pref('notation', currentLang() === 'fr' ? 'fr' : 'en');
  let voice = pref('voice', 'de');
  let speaking = pref('speech', 'off') === 'on';
  let sounds = pref('sound', 'on') === 'on';
  let theme = pref('theme', 'brown');
  let pieces = pref('pieces', 'cburnett');
  /** The board in the chosen theme and pieces. */
  const dressBoard = (): void => {
    boardEl.dataset.theme = theme;
    boardEl.dataset.pieces = pieces;
  };
  let flipped = false;
  /** The ply shown when looking back; null: the present. */
  let viewPly: number | null = null;
  let history: Step[] = [];
  let lowSounded = false;
  let console_: Console | null = null;
  let movesAsked = 0;
  let inEvent = false;
  /** The rematch offered or agreed after the game, as the server says it (issue 35, item 8). */
  let rematchNow: Rematch | null = null;
  let joining = false;

  // The page's parts, filled in by `render`.
  const boardEl = h('div.board');
  const board = new Board(boardEl, (move) => played(move));
  /** An electronic board attached to the game (issue 23): its panel, fed by the page's one
   * stream (issue 35, item 9). */
  const sensors = sensorPanel(boardEl);
  const topClock = h('div.clock.top');
  const bottomClock = h('div.clock.bottom');
  const title = h('h1.players');
  const moveList = h('ol.moves', { 'aria-label': t('game.moves') });
  const record = h('div.record', {}, moveList);
  /** The new move, and only it, for a screen reader (issue 25, point 8). */
  const announce = h('p.sr-only.announce', { 'aria-live': 'polite' });
  const navBar = h('div.nav', { role: 'toolbar', 'aria-label': t('game.nav') });
  const actions = h('div.actions');
  const statusLine = h('div.status', { role: 'status' });
  const alertLine = h('p.error', { role: 'alert' });
  const noticeList = h('ul.notices');
  const infoBox = h('div.info');
  const linkBox = h('div.links');
  const typed = h('input.typed', {
    type: 'text',
    autocomplete: 'off',
    spellcheck: false,
    placeholder: t('game.typeMoveHint'),
  });
  const typedForm = h(
    'form.typed-move',
    {
      onsubmit: (e: Event) => {
        e.preventDefault();
        const text = typed.value.trim();
        if (text) void submitMove(text, null, () => (typed.value = ''));
      },
    },
    h('label', {}, t('game.typeMove'), typed),
    h('button', { type: 'submit' }, t('game.typeMovePlay')),
  );

  /** The seat this page plays; none on the arbiter's page, which rules and does not play. */
  const mySide = (): Side | null => {
    if (!model || arbiter) return null;
    const { white, black } = tokens;
    if (white && black) return model.state.to_move;
    return white ? 'white' : black ? 'black' : null;
  };
  const over = () => !!model?.state.result;
  const engineGame = () => !!model && (typeof model.view.seats.white === 'object' || typeof model.view.seats.black === 'object');
  /** The arbiter's token this browser holds for the game (its creator's), to start the clocks. */
  const arbiterToken = () => linksOf(id).arbiter ?? tokens.arbiter;

  async function act(event: Record<string, unknown>, token?: string, typedText?: string): Promise<State | null> {
    const key = token ?? (mySide() ? tokens[mySide()!] : undefined);
    if (!key) return null;
    alertLine.textContent = '';
    try {
      const state = await send(id, key, event);
      accept(state);
      return state;
    } catch (err) {
      alertLine.textContent = err instanceof ApiError
        ? (typedText !== undefined ? typedError(err.code, typedText, notation) : null) ?? refusalWords(err, notation)
        : String(err);
      board.reset();
      return null;
    }
  }

  function played(move: BoardMove): void {
    void submitMove(move.san, move.uci);
  }

  async function submitMove(text: string, uci: string | null, done?: () => void): Promise<void> {
    const side = mySide();
    if (!side) return;
    if (claimArmed && !sealArmed) {
      // Art. 9.2.1, 9.3.1: the claim is judged on the move written (dragged, clicked or typed in
      // any notation the server reads); the server says first what it would meet.
      claimArmed = false;
      await claim(side, text);
      if (!confirm && !alertLine.textContent) done?.();
      renderActions();
      return;
    }
    const event = sealArmed
      ? { type: 'adjourn', by: side, sealed_move: text }
      : { type: 'move', by: side, move: text };
    claimArmed = false;
    sealArmed = false;
    // A move typed in the field is refused in words that quote it and name the notation.
    const state = await act(event, undefined, uci === null ? text : undefined);
    if (state) done?.();
    renderActions();
  }

  /** A draw claim, now or with `move` written: the server's forecast first (the same decision
   * as the claim's, on a copy of the game); sent at once when correct, else held for a
   * confirmation naming what it costs (Art. 9.5.3). A claim the game would refuse is not sent:
   * the refusal is said. */
  async function claim(side: Side, move?: string): Promise<void> {
    const event = move === undefined ? { type: 'claim_draw', by: side } : { type: 'claim_draw', by: side, move };
    alertLine.textContent = '';
    let forecast: ClaimForecast;
    try {
      forecast = await forecastClaim(id, side, move);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        alertLine.textContent = (move !== undefined ? typedError(err.code, move, notation) : null) ?? refusalWords(err, notation);
        board.reset();
        return;
      }
      // The forecast cannot be had (the network): the claim is sent as it is, the server judges.
      await act(event);
      return;
    }
    if (forecast.correct) {
      await act(event);
      return;
    }
    confirm = { event, move: move ?? null, forecast };
    board.reset();
    renderActions();
  }

  /** The server's forecast of a claim on the position reached, asked after each move for the
   * page's player: `correctNow` when it is correct (said on the page), `claimable` false when the
   * game would refuse it (the button greyed: under the 2023 Laws the player on move claims,
   * 9.2, 9.3; the 1930 text lets either player claim — the server's answer, not the page's). */
  let correctNow: ClaimForecast | null = null;
  let claimable: boolean | null = null;
  let forecastAsked = 0;
  async function refreshForecast(): Promise<void> {
    const ask = ++forecastAsked;
    correctNow = null;
    claimable = null;
    const side = mySide();
    if (!model || !side || !model.state.started || over() || model.state.adjourned) return;
    const ply = model.state.ply;
    try {
      const answer = await forecastClaim(id, side);
      if (ask !== forecastAsked || !model || model.state.ply !== ply) return;
      correctNow = answer.correct ? answer : null;
      claimable = true;
    } catch (err) {
      if (ask !== forecastAsked || !model || model.state.ply !== ply) return;
      // Refused: the button is greyed. The network: the page cannot tell, the button stays.
      claimable = err instanceof ApiError && err.status === 409 ? false : null;
    }
    renderActions();
  }

  /** Takes a state (from an answer or the stream), unless a newer one is already shown. */
  function accept(state: State, elapsed = 0): void {
    if (!model) return;
    if (state.t < model.state.t || (state.t === model.state.t && state.ply < model.state.ply)) return;
    // The same state comes twice: as the answer to our event and on the stream.
    if (state.t === model.state.t && state.ply === model.state.ply && JSON.stringify(state) === JSON.stringify(model.state)) return;
    const newPly = state.ply !== model.state.ply;
    const ended = !!state.result && !model.state.result;
    model.state = state;
    model.at = performance.now() - elapsed;
    if (state.notices.length) model.notices = [...model.notices, ...state.notices].slice(-40);
    if (state.result && model.view.status !== 'finished') model.view = { ...model.view, status: 'finished' };
    if (state.started && model.view.status === 'created') model.view = { ...model.view, status: 'started' };
    // A new move brings the page back to the present: the player sees what was just played.
    if (newPly) {
      viewPly = null;
      confirm = null;
      lowSounded = false;
      const san = state.last_move?.san;
      if (san && !ended) playSound(soundOf(san), sounds);
    }
    if (ended) playSound('end', sounds);
    render();
    if (newPly) void loadMoves(true);
    console_?.update(model.view, state);
    sensors.game(state);
  }

  async function loadMoves(announceIt: boolean): Promise<void> {
    if (!model) return;
    const ask = ++movesAsked;
    try {
      const { plies } = await getMoves(id, notation, voice);
      if (ask !== movesAsked || !model) return;
      model.plies = plies;
    } catch {
      if (!model) return;
      model.plies = model.view.san.map((san, i) => ({
        ply: i + 1, uci: model!.view.moves[i] ?? '', san, text: san, spoken: san, clock_ms: null, offer: false,
      }));
    }
    history = steps(model.view.start_fen, model.plies.map((p) => p.uci));
    void refreshForecast();
    renderMoves();
    renderActions();
    const last = model.plies[model.plies.length - 1];
    if (announceIt && last) {
      announce.textContent = `${moveNumber(last.ply)} ${last.text}`;
      if (speaking) speak(last.spoken, voice);
    }
  }

  /** `12.` or `12…`: a ply's number as the record writes it, as played (an odds game's moves
   * in a row included, 1930 Art. 22.2). */
  function moveNumber(ply: number): string {
    if (!model || ply < 1) return '';
    const at = numbering(model.view.start_fen, history, ply)[ply - 1];
    if (!at) return '';
    return at.by === 'white' ? `${at.n}.` : `${at.n}…`;
  }

  function seatName(side: Side): string {
    if (!model) return '';
    const seat: Seat = model.view.seats[side];
    const name = side === 'white' ? model.view.config.white : model.view.config.black;
    if (typeof seat === 'object') return name && name !== '?' ? name : t('player.engine', { level: seat.level });
    if (name && name !== '?') return name;
    // A player without a name, in the page's language: oneself "Anonymous", the invited friend
    // by the seat ("Black (your friend)"), and for a spectator the colour.
    if (mySide() === side) return t('player.anonymous');
    return mySide() ? t('player.friend', { side: t(`side.${side}`) }) : t(`side.${side}`);
  }

  function renderClock(el: HTMLElement, side: Side): void {
    if (!model) return;
    const { state, view } = model;
    const clock = state.clock;
    const me = mySide() === side;
    const label = h('span.name', {}, h('span.piece-dot', { 'data-side': side, 'aria-hidden': 'true' }), seatName(side), me && h('em', {}, ` (${t('game.you')})`));
    el.className = `clock ${el.classList.contains('top') ? 'top' : 'bottom'}`;
    el.dataset.side = side;
    if (!clock) {
      fill(el, label);
      return;
    }
    const s = shown(clock, side, view.config.clock_mode, performance.now() - model.at, over());
    const details: string[] = [t('game.period', { n: clock.period[side] })];
    const left = clock.moves_to_control[side];
    if (left !== null && left !== undefined) details.push(t('game.toControl', { n: left }));
    if (view.config.clock_mode !== 'fischer' && s.delayMs > 0) details.push(t('game.delay', { s: (s.delayMs / 1000).toFixed(1) }));
    if (clock.flag?.[side]) details.push(t('game.flag'));
    const low = s.ms < 20_000;
    el.className = `clock ${el.classList.contains('top') ? 'top' : 'bottom'}${s.running ? ' running' : ''}${low ? ' low' : ''}`;
    el.dataset.ms = String(s.ms);
    if (me && s.running && s.ms < 10_000 && !lowSounded) {
      lowSounded = true;
      playSound('low', sounds);
    }
    fill(
      el,
      label,
      h('span.time', { role: 'timer', 'aria-label': `${t(`side.${side}`)} ${format(s.ms)}` }, format(s.ms)),
      h('span.details', {}, details.join(' · ')),
    );
  }

  function renderClocks(): void {
    if (!model) return;
    const bottom = orientation();
    renderClock(topClock, other(bottom));
    renderClock(bottomClock, bottom);
  }

  const baseOrientation = (): Side => mySide() ?? (tokens.white ? 'white' : tokens.black ? 'black' : 'white');
  /** The side at the bottom of the board: the player's, unless turned (issue 25, "flip"). */
  const orientation = (): Side => (flipped ? other(baseOrientation()) : baseOrientation());

  function renderMoves(): void {
    if (!model) return;
    const rows: HTMLElement[] = [];
    const plies = model.plies;
    const current = viewPly ?? plies.length;
    const cell = (p: PlyView | undefined) =>
      p
        ? h('button.ply', {
            // One tab stop for the whole list (the move shown); ←/→ go through the others.
            type: 'button', 'data-ply': p.ply, title: p.spoken, 'aria-current': p.ply === current ? 'true' : false,
            tabindex: p.ply === current ? '0' : '-1',
            onclick: () => goTo(p.ply),
          }, p.text, p.offer && h('span.offer', {}, ' (=)'))
        : h('span.ply.empty', {}, '…');
    // A row for each number, as played: White's move and Black's answer, or Black's move
    // alone when Black moves first or again (1930 Art. 22.2).
    const numbers = numbering(model.view.start_fen, history, plies.length);
    for (let i = 0; i < plies.length; ) {
      const at = numbers[i];
      if (at.by === 'black') {
        rows.push(h('li', {}, h('span.num', {}, `${at.n}.`), h('span.ply.empty', {}, '…'), cell(plies[i])));
        i += 1;
        continue;
      }
      const answer = numbers[i + 1] && !numbers[i + 1].opens ? plies[i + 1] : undefined;
      rows.push(h('li', {}, h('span.num', {}, `${at.n}.`), cell(plies[i]), answer ? cell(answer) : null));
      i += answer ? 2 : 1;
    }
    fill(moveList, rows);
    follow_();
    renderNav();
  }

  /** Keeps the move shown in sight: the list scrolls itself (not the page) to it. */
  function follow_(): void {
    const shownPly = moveList.querySelector<HTMLElement>('[aria-current=true]');
    if (!shownPly) {
      record.scrollTop = 0;
      return;
    }
    const top = shownPly.offsetTop - record.clientHeight / 2 + shownPly.offsetHeight / 2;
    record.scrollTop = viewPly === null ? record.scrollHeight : Math.max(0, top);
  }

  /** Shows the position after `ply` (the present when it is the last or null): the game goes on
   * underneath, the clocks run, and the next move played brings the page back. */
  function goTo(ply: number | null): void {
    if (!model) return;
    const last = model.plies.length;
    viewPly = ply === null || ply >= last ? null : Math.max(0, ply);
    const inList = !!document.activeElement?.closest('ol.moves');
    render();
    renderMoves();
    // The list is drawn again: the keyboard stays on the move shown.
    if (inList) moveList.querySelector<HTMLElement>('[aria-current=true]')?.focus();
  }

  function renderNav(): void {
    if (!model) return;
    const last = model.plies.length;
    const at = viewPly ?? last;
    const button = (cls: string, label: string, glyph: string, to: number | null, disabled: boolean) =>
      h(`button.${cls}` as 'button', { type: 'button', 'aria-label': label, title: label, disabled, onclick: () => goTo(to) }, glyph);
    fill(
      navBar,
      button('first', t('game.nav.first'), '«', 0, at === 0),
      button('prev', t('game.nav.prev'), '‹', at - 1, at === 0),
      button('next', t('game.nav.next'), '›', at + 1, at >= last),
      button('last', t('game.nav.last'), '»', null, at >= last),
      h('button.flip', {
        type: 'button', 'aria-label': t('game.flip'), title: t('game.flip'), 'aria-pressed': flipped ? 'true' : 'false',
        onclick: () => { flipped = !flipped; render(); },
      }, '⇅'),
      h('label.sound', { title: t('game.sound') },
        h('input', { type: 'checkbox', checked: sounds, onchange: (e: Event) => {
          sounds = (e.target as HTMLInputElement).checked;
          keepPref('sound', sounds ? 'on' : 'off');
        } }),
        ' ', t('game.sound')),
      viewPly !== null && h('span.looking-back', {}, t('game.lookingBack', { n: moveNumber(viewPly) || '0' })),
    );
  }

  /** ←/→/Home/End anywhere on the page but in a field or on the board (which has its own keys). */
  function onKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement | null;
    if (!model || e.altKey || e.ctrlKey || e.metaKey) return;
    if (target && (target.closest('input, select, textarea, .board, .promotion') || target.isContentEditable)) return;
    const last = model.plies.length;
    const at = viewPly ?? last;
    const to = e.key === 'ArrowLeft' ? at - 1 : e.key === 'ArrowRight' ? at + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
    if (to === null) return;
    e.preventDefault();
    goTo(Math.max(0, Math.min(last, to)));
  }
  document.addEventListener('keydown', onKey);

  /** Whether adjournment is allowed here (Guideline I; 1930 Art. 21): a standard game only,
   * against a person — never in rapid or blitz (Appendices A and B play a game in one session),
   * and not against the engine, which has no envelope to seal. */
  const mayAdjourn = (): boolean => !!model && model.state.category === 'standard' && !engineGame();

  function renderActions(): void {
    if (!model) return;
    const { state, view } = model;
    const side = mySide();
    const parts: (HTMLElement | null | false)[] = [];
    const startToken = arbiterToken();
    if (!state.started && !over() && startToken && !arbiter) {
      parts.push(h('p.hint', {}, t('game.startHint')));
      parts.push(h('button.primary.start', { type: 'button', onclick: () => void act({ type: 'start' }, startToken) }, t('game.start')));
    }
    if (side && state.started && !over() && !state.adjourned && confirm) {
      const c = confirm;
      const f = c.forecast;
      const cost = f.penalty_ms > 0
        ? t(c.move ? 'claim.penaltyWithMove' : 'claim.penalty', { n: f.penalty_ms / 60_000, article: article(f.article) })
        : t('claim.noPenalty', { article: article(f.article) });
      parts.push(h('div.confirm', { role: 'alertdialog', 'aria-label': t('claim.title') },
        h('p.warning', {}, c.move ? t('claim.notCorrectWithMove', { move: c.move }) : t('claim.notCorrectNow')),
        h('p.penalty', {}, cost),
        h('button.confirm-claim.danger', { type: 'button', onclick: () => { confirm = null; void act(c.event).then(() => renderActions()); } }, t('claim.anyway')),
        h('button.cancel-claim', { type: 'button', onclick: () => { confirm = null; renderActions(); } }, t('claim.cancel')),
      ));
    } else if (side && state.started && !over() && !state.adjourned && state.must_move?.chooser === side && state.must_move.capture_on) {
      // 1930 Art. 17.b (1928 Par. 16.c): after the opponent's illegal capture, taken back, the
      // choice is this player's: the capture made legally, or another move of the piece touched.
      const bound = state.must_move;
      const choose = (choice: 'capture' | 'touched_piece') => void act({ type: 'choose_penalty', by: side, choice });
      parts.push(h('div.choose-penalty', { role: 'group', 'aria-label': t('choice.title', { article: article(bound.article) }) },
        h('p', {}, t('choice.title', { article: article(bound.article) })),
        h('button.choose-capture', { type: 'button', onclick: () => choose('capture') }, t('choice.capture', { square: bound.capture_on ?? '' })),
        h('button.choose-touched', { type: 'button', onclick: () => choose('touched_piece') }, t('choice.touched', { square: bound.piece_on }))));
    } else if (side && state.started && !over() && !state.adjourned) {
      const opp = other(side);
      const myTurn = state.to_move === side;
      if (state.draw_offer === opp) {
        parts.push(h('p.offer', {}, t('game.drawOffered', { side: t(`side.${opp}`) })));
        parts.push(h('button.accept-draw', { type: 'button', onclick: () => void act({ type: 'accept_draw', by: side }) }, t('game.acceptDraw')));
        parts.push(h('button.decline-draw', { type: 'button', onclick: () => void act({ type: 'decline_draw', by: side }) }, t('game.declineDraw')));
      } else if (state.draw_offer === side) {
        parts.push(h('p.offer', {}, t('game.yourOffer')));
      } else {
        parts.push(h('button.offer-draw', { type: 'button', onclick: () => void act({ type: 'offer_draw', by: side }) }, t('game.offerDraw')));
      }
      if (correctNow && correctNow.by === side) parts.push(h('p.claim-correct', {}, t('claim.correctNow', { article: article(correctNow.article) })));
      parts.push(h('button.claim', { type: 'button', disabled: claimable === null ? !myTurn : !claimable, onclick: () => void claim(side) }, t('game.claim')));
      parts.push(
        h('button.claim-with-move', {
          type: 'button', disabled: !myTurn, 'aria-pressed': claimArmed ? 'true' : 'false',
          onclick: () => { claimArmed = !claimArmed; sealArmed = false; renderActions(); },
        }, t('game.claimWithMove')),
      );
      if (claimArmed) parts.push(h('p.armed', {}, t('game.claimArmed')));
      // Art. 6.8: a flag is considered fallen when a player makes a valid claim; the button
      // shows when the clock shows the opponent's flag down and the game has not ended on it.
      if (state.clock?.flag?.[opp]) {
        parts.push(h('button.claim-flag', { type: 'button', onclick: () => void act({ type: 'claim_time', by: side }) }, t('game.claimFlag', { side: t(`side.${opp}`) })));
      }
      // The old Laws' own claims (1930 Art. 16.1.b perpetual check, 16.1.f mate in fifty).
      if (view.config.edition === 'fide-1930' || view.config.edition === 'fide-1928') {
        parts.push(h('button.claim-perpetual', { type: 'button', onclick: () => void act({ type: 'claim_perpetual', by: side }) }, t('game.claimPerpetual')));
        if (!state.mate_demand) parts.push(h('button.demand-mate', { type: 'button', onclick: () => void act({ type: 'demand_mate', by: side }) }, t('game.demandMate')));
      }
      if (view.config.mode === 'otb') {
        parts.push(h('button.claim-illegal', { type: 'button', disabled: !myTurn, onclick: () => void act({ type: 'claim_illegal', by: side }) }, t('game.claimIllegal')));
      }
      if (mayAdjourn()) {
        parts.push(
          h('button.seal', {
            type: 'button', disabled: !myTurn, 'aria-pressed': sealArmed ? 'true' : 'false',
            onclick: () => { sealArmed = !sealArmed; claimArmed = false; renderActions(); },
          }, t('game.seal')),
        );
        if (sealArmed) parts.push(h('p.armed', {}, t('game.sealArmed')));
      }
      parts.push(
        h(resignArmed ? 'button.resign.armed' : 'button.resign', {
          type: 'button',
          onclick: () => {
            if (resignArmed) {
              resignArmed = false;
              void act({ type: 'resign', by: side });
              return;
            }
            // A second click within five seconds resigns (Art. 5.1.2 is final: no slip of the mouse).
            resignArmed = true;
            renderActions();
            window.setTimeout(() => {
              resignArmed = false;
              renderActions();
            }, 5000);
          },
        }, resignArmed ? t('game.resignConfirm') : t('game.resign')),
      );
      // Art. 6.11.2: a player pauses the clocks to call the arbiter — over the board, where one
      // is present. Online nobody stands by the board: the button would only freeze the game.
      if (!state.clock?.paused && view.config.mode === 'otb') {
        parts.push(h('button.call-arbiter', { type: 'button', onclick: () => void act({ type: 'pause', by: side }) }, t('game.callArbiter')));
      }
    }
    // An event's game is no friendly: no rematch (issue 35, item 8).
    if (over() && !inEvent) parts.push(...rematchParts(side));
    fill(actions, parts);
    typedForm.hidden = !(side && state.started && !over() && !state.adjourned);
  }

  /** The rematch's part of the actions: offer it; the offer standing (withdraw it); the
   * opponent's offer (accept or decline it); agreed (the new game opens, or for a spectator
   * its link). One offer, one game for both (issue 35, item 8). */
  function rematchParts(side: Side | null): HTMLElement[] {
    const r = rematchNow;
    if (r?.game) return side ? [h('p.rematch-agreed', {}, t('game.rematchAgreed'))] : [h('a.rematch-watch', { href: `/game/${r.game}` }, t('game.rematchWatch'))];
    if (!side) return [];
    if (r?.by === side && !tokens[other(side)]) {
      return [
        h('p.rematch-offered', {}, t('game.rematchWaiting')),
        h('button.rematch-withdraw', { type: 'button', onclick: () => void withdraw(side) }, t('game.rematchWithdraw')),
      ];
    }
    if (r?.by && r.by !== side) {
      return [
        h('p.rematch-offered', {}, t('game.rematchOffered')),
        h('button.primary.rematch', { type: 'button', onclick: () => void rematch() }, t('game.rematchAccept')),
        h('button.rematch-decline', { type: 'button', onclick: () => void withdraw(side) }, t('game.rematchDecline')),
      ];
    }
    return [h('button.primary.rematch', { type: 'button', onclick: () => void rematch() }, t('game.rematch'))];
  }

  /** What the server says of the rematch: shown, and once its game exists, a player goes to it. */
  function rematchSeen(r: Rematch | null | undefined): void {
    rematchNow = r && (r.by || r.game) ? r : null;
    if (rematchNow?.game && mySide() && !joining) void joinRematch();
    renderActions();
  }

  /** Offers the rematch, or accepts the opponent's. With both seats' links on this screen (two
   * players at one screen), the one offers and the other accepts at once. */
  async function rematch(): Promise<void> {
    const side = mySide();
    const token = side && tokens[side];
    if (!side || !token) return;
    alertLine.textContent = '';
    try {
      let answer = await offerRematch(id, token);
      const theirs = tokens[other(side)];
      if (!answer.id && theirs) answer = await offerRematch(id, theirs);
      if (answer.id) await goToRematch(answer);
      else rematchSeen(answer.rematch);
    } catch (err) {
      alertLine.textContent = err instanceof ApiError ? refusalWords(err, notation) : String(err);
    }
  }

  /** Withdraws this player's offer, or declines the opponent's. */
  async function withdraw(side: Side): Promise<void> {
    const token = tokens[side];
    if (!token) return;
    try {
      rematchSeen((await withdrawRematch(id, token)).rematch);
    } catch (err) {
      alertLine.textContent = err instanceof ApiError ? refusalWords(err, notation) : String(err);
    }
  }

  /** The rematch exists: this player's seat in it, asked with his seat's token here. */
  async function joinRematch(): Promise<void> {
    const side = mySide();
    const token = side && tokens[side];
    if (!side || !token) return;
    joining = true;
    try {
      await goToRematch(await offerRematch(id, token));
    } catch (err) {
      joining = false;
      alertLine.textContent = err instanceof ApiError ? refusalWords(err, notation) : String(err);
    }
  }

  /** Keeps the new game's seat token (and link, to share) of each seat held here, and opens it. */
  async function goToRematch(answer: RematchSeat): Promise<void> {
    if (!answer.id) return;
    joining = true;
    const held: Partial<Record<Role, string>> = {};
    if (answer.side && answer.token) held[answer.side] = answer.token;
    // Both seats on this screen: the other seat's token too.
    for (const seat of ['white', 'black'] as const) {
      const token = tokens[seat];
      if (token && answer.side !== other(seat)) {
        const theirs = await offerRematch(id, token);
        if (theirs.side && theirs.token) held[theirs.side] = theirs.token;
      }
    }
    keepTokens(answer.id, held);
    keepLinks(answer.id, held as Record<Role, string>, (['white', 'black'] as const).filter((s) => held[s]));
    location.assign(`/game/${answer.id}`);
  }

  function renderStatus(): void {
    if (!model) return;
    const { state } = model;
    const lines: (HTMLElement | string | false)[] = [];
    const side = mySide();
    if (state.result) {
      const r = state.result;
      lines.push(h('div.result', { 'data-result': r.result, 'data-reason': r.reason },
        h('span.score', {}, r.result),
        h('span.words', {}, resultWords(r.result, r.reason)),
        h('span.result-article', {}, article(r.article, r.article_ref))));
    } else if (!state.started) {
      lines.push(t('game.notStarted'));
    } else if (state.adjourned) {
      lines.push(t('game.adjourned'));
    } else if (state.clock?.paused) {
      lines.push(t('game.paused'), ' ', h('span.resumes', {}, pausedHow()));
      const link = arbiterToken();
      if (link && !arbiter) lines.push(' ', h('a.open-arbiter', { href: seatLink(location.origin, id, 'arbiter', link) }, t('game.openArbiter')));
    } else {
      lines.push(t('game.toMove', { side: t(`side.${state.to_move}`) }));
    }
    const bound = state.must_move;
    if (side && bound && bound.by === side) {
      const uci = bound.uci;
      const san = uci ? sanOf(state.fen, uci) : null;
      const at = article(bound.article);
      const words = bound.chooser && bound.capture_on
        // 1930 Art. 17.b: "au choix de l'adversaire": the offender waits for the choice.
        ? t('choice.waiting', { capture: bound.capture_on, piece: bound.piece_on, article: at })
        : san ? t('game.mustPlay', { move: sanIn(san, notation), article: at })
        : bound.capture_on ? t('game.mustCapture', { square: bound.capture_on, article: at })
        : t('game.mustMovePiece', { square: bound.piece_on, article: at });
      lines.push(h('span.bound', {}, ' ' + words));
    }
    if (state.illegal_moves.white || state.illegal_moves.black) {
      lines.push(h('span.illegal', {}, ` · ${t('game.illegalCount', { n: `${state.illegal_moves.white}–${state.illegal_moves.black}` })}`));
    }
    fill(statusLine, lines);
    fill(noticeList, model.notices.slice().reverse().map((n) =>
      h('li', {}, h('span.article', {}, article(n.article, n.article_ref)), ' ', h('span.text', {}, noticeWords(n, notation)))));
  }

  /** How a paused game resumes (Art. 6.11.3: the arbiter restarts the clocks): said to the players
   * of a game without an arbiter at the board too, so nobody waits for nothing. */
  function pausedHow(): string {
    if (arbiter) return t('game.pausedYouResume');
    return arbiterToken() ? t('game.pausedHoldLink') : t('game.pausedAskCreator');
  }

  function renderInfo(): void {
    if (!model) return;
    const { view } = model;
    const side = mySide();
    const role = arbiter && tokens.arbiter ? t('game.arbiterSeat') : side ? t('game.yourSeat', { side: t(`side.${side}`) }) : t('game.spectator');
    fill(title, `${seatName('white')} – ${seatName('black')}`);
    const voiceId = 'voice-select';
    const notationId = 'notation-select';
    fill(
      infoBox,
      h('p.meta', {}, [
        t(`home.edition.${view.config.edition}` as Key),
        controlWords(view.config.time_control, view.config.clock_mode, currentLang()),
        state0().category ? t(`category.${state0().category}` as Key) : '',
        t(`mode.${view.config.mode}` as Key),
      ].filter(Boolean).join(' · ')),
      h('p.role', {}, role),
      h('a.pgn', { href: `/api/games/${id}/pgn`, download: `arbiter-${id}.pgn` }, t('game.pgn')),
      h('div.prefs', {},
        h('label', { for: notationId }, t('game.notation')),
        h('select.notation', { id: notationId, onchange: (e: Event) => { notation = (e.target as HTMLSelectElement).value; keepPref('notation', notation); void loadMoves(false); render(); } },
          NOTATIONS.map((n) => h('option', { value: n, selected: n === notation }, t(`notation.${n}`)))),
        h('label', { for: 'theme-select' }, t('game.theme')),
        h('select.theme', { id: 'theme-select', onchange: (e: Event) => { theme = (e.target as HTMLSelectElement).value; keepPref('theme', theme); dressBoard(); } },
          THEMES.map((n) => h('option', { value: n, selected: n === theme }, t(`theme.${n}`)))),
        h('label', { for: 'pieces-select' }, t('game.pieces')),
        h('select.pieces', { id: 'pieces-select', onchange: (e: Event) => { pieces = (e.target as HTMLSelectElement).value; keepPref('pieces', pieces); dressBoard(); } },
          PIECES.map((n) => h('option', { value: n, selected: n === pieces }, t(`pieces.${n}`)))),
        h('label.speech', {},
          h('input', { type: 'checkbox', checked: speaking,
            onchange: (e: Event) => { speaking = (e.target as HTMLInputElement).checked; keepPref('speech', speaking ? 'on' : 'off'); } }),
          ' ', t('game.speech')),
        h('button.say-clocks', { type: 'button', onclick: () => sayClocks() }, t('game.sayClocks')),
        h('label', { for: voiceId }, t('game.voice')),
        h('select.voice', { id: voiceId, onchange: (e: Event) => { voice = (e.target as HTMLSelectElement).value; keepPref('voice', voice); void loadMoves(false); render(); } },
          VOICES.map((v) => h('option', { value: v, selected: v === voice }, t(`voice.${v}`)))),
      ),
    );
  }

  const state0 = () => model!.state;

  /** Annex D.2.6.1 asks for a clock that tells the blind player the times and the number of
   * moves; D.2.10.4 lets the assistant tell them on request. Spoken in the page's language. */
  function sayClocks(): void {
    if (!model) return;
    const clock = model.state.clock;
    const elapsed = performance.now() - model.at;
    const read = (side: Side) => (clock ? format(shown(clock, side, model!.view.config.clock_mode, elapsed, over()).ms) : '—');
    const words = t('speech.clocks', { white: read('white'), black: read('black'), n: Math.ceil(model.state.ply / 2) });
    speak(words, currentLang());
  }

  function renderLinks(): void {
    const links = linksOf(id);
    const origin = location.origin;
    const rows: [string, string, string][] = [];
    for (const role of ['white', 'black'] as const) {
      const token = links[role];
      if (token) rows.push([role, t(`game.share.${role}`), seatLink(origin, id, role, token)]);
    }
    rows.push(['spectator', t('game.share.spectator'), `${origin}/game/${id}`]);
    const held = links.arbiter ?? tokens.arbiter;
    const row = ([role, label, url]: [string, string, string]) => {
      const input = h('input', { type: 'text', readonly: true, value: url, 'data-link': role, 'aria-label': label });
      return h('div.link', {}, h('span.link-label', {}, label), input,
        h('button.small', { type: 'button', 'aria-label': `${t('game.share.copy')}: ${label}`, onclick: (e: Event) => {
          input.select();
          void navigator.clipboard?.writeText(url).catch(() => undefined);
          (e.target as HTMLButtonElement).textContent = t('game.share.copied');
        } }, t('game.share.copy')));
    };
    fill(
      linkBox,
      h('h2', {}, t('game.share')),
      rows.map(row),
      rows.length > 1 && h('p.hint', {}, t('game.share.secret')),
      // The arbiter's link apart, said for what it is: it rules the game, and a player of the
      // game should not hold it for himself (issue 25: nobody rules on his own game).
      held && h('div.arbiter-link', {},
        h('h3', {}, t('game.share.arbiter')),
        h('p.hint', {}, t('game.share.arbiterHint')),
        row(['arbiter', t('game.share.arbiter'), seatLink(origin, id, 'arbiter', held)])),
    );
  }

  function render(): void {
    if (!model) return;
    const { state } = model;
    const side = mySide();
    const present = viewPly === null;
    const canMove = present && !!side && state.started === true && !over() && !state.clock?.paused && !state.adjourned && !arbiter && !confirm;
    const step = !present ? history[viewPly ?? 0] : null;
    const last = step ? step.uci : state.last_move?.uci;
    const online = model.view.config.mode === 'online';
    board.set({
      fen: step ? step.fen : state.fen,
      orientation: orientation(),
      movable: canMove ? side : null,
      lastMove: last && last.length >= 4 ? [last.slice(0, 2), last.slice(2, 4)] : null,
      premove: present && online && !!side && state.started === true && !over() && !state.clock?.paused && !state.adjourned && !arbiter ? side : null,
      bound: side && state.must_move && state.must_move.by === side ? (state.must_move.uci as string | null | undefined) ?? null : null,
      voice,
    });
    boardEl.classList.toggle('looking-back', !present);
    renderClocks();
    renderActions();
    renderStatus();
    renderInfo();
    renderNav();
    root.querySelector('.game')?.classList.toggle('over', over());
  }

  function layout(): void {
    dressBoard();
    fill(
      root,
      h('div.game', {},
        h('section.play', { 'aria-label': t('game.boardRegion') }, title, topClock, h('div.board-wrap', {}, boardEl), board.said, bottomClock, navBar),
        h('section.panel', { 'aria-label': t('game.panel') }, statusLine, record, announce, alertLine, actions, typedForm,
          h('h2.notices-title', {}, t('game.notices')), noticeList),
        h('section.more', { 'aria-label': t('game.more') }, infoBox, linkBox),
      ),
    );
    if (arbiter) {
      console_ = arbiterConsole(id, tokens, (event) => act(event, tokens.arbiter), () => notation);
      // The claim's notice, if the page has it, for the console's words.
      if (model) console_.update(model.view, { ...model.state, notices: model.notices });
      root.querySelector('.game')?.after(console_.el);
    }
  }

  getGame(id)
    .then((view) => {
      model = { view, state: view.state, at: performance.now(), plies: [], notices: view.state.notices.slice() };
      const elapsed = view.now_t !== undefined ? Math.max(0, view.now_t - view.state.t) : 0;
      model.at = performance.now() - elapsed;
      history = steps(view.start_fen, view.moves);
      layout();
      render();
      renderLinks();
      void loadMoves(false);
      // Issue 35, item 8: a game of an event names it, its round and its board (the
      // server's word); after a friendly game, the rematch offered or agreed.
      const inside = eventOfGame(view);
      if (inside) {
        inEvent = true;
        title.before(eventLine(inside));
      }
      rematchSeen(view.rematch);
      console_?.update(view, view.state);
      // The page's one stream (issue 35, item 9): its lines by their `type`.
      stop = follow(
        id,
        (item) => {
          if (!model) return;
          if (item.kind === 'full') {
            const fresh = item.view;
            const gap = fresh.now_t !== undefined ? Math.max(0, fresh.now_t - fresh.state.t) : 0;
            model.view = fresh;
            accept(fresh.state, gap);
          } else if (item.kind === 'state') {
            accept(item.state);
          } else if (item.kind === 'board') {
            sensors.board(item.board);
          } else {
            rematchSeen(item.rematch);
          }
        },
        (up) => root.classList.toggle('offline', !up),
      );
      timer = window.setInterval(renderClocks, 100);
      // An electronic board attached to the game (issue 23): its panel under the board.
      sensors.game(model.state);
      boardEl.parentElement?.after(sensors.el);
    })
    .catch((err) => {
      const notFound = err instanceof ApiError && err.status === 404;
      fill(root, h('h1', {}, t('game.title')), h('p.error', { role: 'alert' }, notFound ? t('game.notFound') : errorWords((err as ApiError).code ?? '', String(err))));
    });

  return () => {
    stop();
    sensors.stop();
    window.clearInterval(timer);
    document.removeEventListener('keydown', onKey);
  };
}
