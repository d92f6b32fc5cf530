/**
 * The game page: the board, both clocks, the record in the chosen notation with its draw offers
 * `(=)` (Art. 8.1, 9.1.2.2), the players' actions (moves by drag, click or keyboard; draw offers,
 * claims now or with the move about to be played, Art. 9.2/9.3; resignation; calling the arbiter,
 * 6.11.2), every notice and the result with its article, the links to share, and Annex D's spoken
 * moves. With the arbiter's link and `/arbiter` in the address, the arbiter's console comes too.
 */
import { ApiError, follow, getGame, getMoves, send } from './api';
import { arbiterConsole, type Console } from './arbiter';
import { Board, type BoardMove } from './board';
import { format, shown } from './clock';
import { fill, h } from './dom';
import { article, currentLang, errorWords, noticeText, resultWords, t, type Key } from './i18n';
import { linksOf } from './links';
import { speak } from './speech';
import { readJson, writeJson } from './storage';
import { seatLink, tokensOf, type Tokens } from './tokens';
import type { GameView, Notice, PlyView, Seat, Side, State } from './types';

const NOTATIONS = ['en', 'fr', 'de', 'es', 'it', 'nl', 'figurine'] as const;
const VOICES = ['de', 'fr', 'en'] as const;

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
  let notation = pref('notation', currentLang() === 'fr' ? 'fr' : 'en');
  let voice = pref('voice', 'de');
  let speaking = pref('speech', 'off') === 'on';
  let console_: Console | null = null;
  let movesAsked = 0;

  // The page's parts, filled in by `render`.
  const boardEl = h('div.board', { 'aria-label': 'board' });
  const board = new Board(boardEl, (move) => played(move));
  const topClock = h('div.clock.top');
  const bottomClock = h('div.clock.bottom');
  const moveList = h('ol.moves', { 'aria-label': t('game.moves'), 'aria-live': 'polite' });
  const actions = h('div.actions');
  const statusLine = h('p.status', { role: 'status' });
  const alertLine = h('p.error', { role: 'alert' });
  const noticeList = h('ul.notices', { 'aria-live': 'polite' });
  const infoBox = h('div.info');
  const linkBox = h('div.links');
  const typed = h('input.typed', {
    type: 'text',
    autocomplete: 'off',
    spellcheck: false,
    'aria-label': t('game.typeMove'),
    placeholder: t('game.typeMoveHint'),
  });
  const typedForm = h(
    'form.typed-move',
    {
      onsubmit: (e: Event) => {
        e.preventDefault();
        const text = typed.value.trim();
        if (text) void submitMove(text, () => (typed.value = ''));
      },
    },
    h('label', {}, t('game.typeMove'), typed),
    h('button', { type: 'submit' }, t('game.typeMovePlay')),
  );

  const mySide = (): Side | null => {
    if (!model) return null;
    const { white, black } = tokens;
    if (white && black) return model.state.to_move;
    return white ? 'white' : black ? 'black' : null;
  };
  const over = () => !!model?.state.result;

  async function act(event: Record<string, unknown>, token?: string): Promise<State | null> {
    const key = token ?? (mySide() ? tokens[mySide()!] : undefined);
    if (!key) return null;
    alertLine.textContent = '';
    try {
      const state = await send(id, key, event);
      accept(state);
      return state;
    } catch (err) {
      alertLine.textContent = err instanceof ApiError ? errorWords(err.code, err.message) : String(err);
      board.reset();
      return null;
    }
  }

  function played(move: BoardMove): void {
    void submitMove(move.san);
  }

  async function submitMove(text: string, done?: () => void): Promise<void> {
    const side = mySide();
    if (!side) return;
    const event = sealArmed
      ? { type: 'adjourn', by: side, sealed_move: text }
      : claimArmed
        ? { type: 'claim_draw', by: side, move: text }
        : { type: 'move', by: side, move: text };
    claimArmed = false;
    sealArmed = false;
    const state = await act(event);
    if (state) done?.();
    renderActions();
  }

  /** Takes a state (from an answer or the stream), unless a newer one is already shown. */
  function accept(state: State, elapsed = 0): void {
    if (!model) return;
    if (state.t < model.state.t || (state.t === model.state.t && state.ply < model.state.ply)) return;
    // The same state comes twice: as the answer to our event and on the stream.
    if (state.t === model.state.t && state.ply === model.state.ply && JSON.stringify(state) === JSON.stringify(model.state)) return;
    const newPly = state.ply !== model.state.ply;
    model.state = state;
    model.at = performance.now() - elapsed;
    if (state.notices.length) model.notices = [...model.notices, ...state.notices].slice(-40);
    if (state.result && model.view.status !== 'finished') model.view = { ...model.view, status: 'finished' };
    if (state.started && model.view.status === 'created') model.view = { ...model.view, status: 'started' };
    render();
    if (newPly) void loadMoves(true);
    console_?.update(model.view, state);
  }

  async function loadMoves(announce: boolean): Promise<void> {
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
    renderMoves();
    const last = model.plies[model.plies.length - 1];
    if (announce && speaking && last) speak(last.spoken, voice);
  }

  function seatName(side: Side): string {
    if (!model) return '';
    const seat: Seat = model.view.seats[side];
    const name = side === 'white' ? model.view.config.white : model.view.config.black;
    if (typeof seat === 'object') return name && name !== '?' ? name : t('player.engine', { level: seat.level });
    return name && name !== '?' ? name : t(`side.${side}`);
  }

  function renderClock(el: HTMLElement, side: Side): void {
    if (!model) return;
    const { state, view } = model;
    const clock = state.clock;
    const me = mySide() === side;
    const label = h('span.name', {}, seatName(side), me && h('em', {}, ` (${t('game.you')})`));
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
    el.className = `clock ${el.classList.contains('top') ? 'top' : 'bottom'}${s.running ? ' running' : ''}${s.ms < 20_000 ? ' low' : ''}`;
    el.dataset.side = side;
    el.dataset.ms = String(s.ms);
    fill(
      el,
      label,
      h('span.time', { 'aria-label': `${t(`side.${side}`)} ${format(s.ms)}` }, format(s.ms)),
      h('span.details', {}, details.join(' · ')),
    );
  }

  function renderClocks(): void {
    if (!model) return;
    const bottom = orientation();
    renderClock(topClock, other(bottom));
    renderClock(bottomClock, bottom);
  }

  const orientation = (): Side => mySide() ?? (tokens.white ? 'white' : tokens.black ? 'black' : 'white');

  function renderMoves(): void {
    if (!model) return;
    const rows: HTMLElement[] = [];
    const plies = model.plies;
    const blackFirst = model.view.start_fen.split(' ')[1] === 'b';
    const number0 = Number(model.view.start_fen.split(' ')[5] ?? '1') || 1;
    const cell = (p: PlyView | undefined) =>
      p ? h('span.ply', { 'data-ply': p.ply, title: p.spoken }, p.text, p.offer && h('span.offer', {}, ' (=)')) : h('span.ply.empty', {}, '…');
    let i = 0;
    let number = number0;
    if (blackFirst && plies.length) {
      rows.push(h('li', {}, h('span.num', {}, `${number}.`), h('span.ply.empty', {}, '…'), cell(plies[0])));
      i = 1;
      number += 1;
    }
    for (; i < plies.length; i += 2) {
      rows.push(h('li', {}, h('span.num', {}, `${number}.`), cell(plies[i]), plies[i + 1] ? cell(plies[i + 1]) : null));
      number += 1;
    }
    fill(moveList, rows);
    moveList.scrollTop = moveList.scrollHeight;
  }

  function renderActions(): void {
    if (!model) return;
    const { state } = model;
    const side = mySide();
    const parts: (HTMLElement | null)[] = [];
    if (!state.started && !over() && tokens.arbiter) {
      parts.push(h('p.hint', {}, t('game.startHint')));
      parts.push(h('button.primary.start', { type: 'button', onclick: () => void act({ type: 'start' }, tokens.arbiter) }, t('game.start')));
    }
    if (side && state.started && !over() && !state.adjourned) {
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
      parts.push(h('button.claim', { type: 'button', disabled: !myTurn, onclick: () => void act({ type: 'claim_draw', by: side }) }, t('game.claim')));
      parts.push(
        h('button.claim-with-move', {
          type: 'button', disabled: !myTurn, 'aria-pressed': claimArmed ? 'true' : 'false',
          onclick: () => { claimArmed = !claimArmed; sealArmed = false; renderActions(); },
        }, t('game.claimWithMove')),
      );
      if (claimArmed) parts.push(h('p.armed', {}, t('game.claimArmed')));
      if (model.view.config.mode === 'otb') {
        parts.push(h('button.claim-illegal', { type: 'button', disabled: !myTurn, onclick: () => void act({ type: 'claim_illegal', by: side }) }, t('game.claimIllegal')));
      }
      parts.push(
        h('button.seal', {
          type: 'button', disabled: !myTurn, 'aria-pressed': sealArmed ? 'true' : 'false',
          onclick: () => { sealArmed = !sealArmed; claimArmed = false; renderActions(); },
        }, t('game.seal')),
      );
      if (sealArmed) parts.push(h('p.armed', {}, t('game.sealArmed')));
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
      if (!state.clock?.paused) {
        parts.push(h('button.call-arbiter', { type: 'button', onclick: () => void act({ type: 'pause', by: side }) }, t('game.callArbiter')));
      }
    }
    fill(actions, parts);
    typedForm.hidden = !(side && state.started && !over() && !state.adjourned);
  }

  function renderStatus(): void {
    if (!model) return;
    const { state } = model;
    const lines: (HTMLElement | string)[] = [];
    if (state.result) {
      const r = state.result;
      lines.push(h('strong.result', { 'data-result': r.result, 'data-reason': r.reason },
        `${r.result} — ${resultWords(r.result, r.reason)} (${article(r.article)})`));
    } else if (!state.started) {
      lines.push(t('game.notStarted'));
    } else if (state.adjourned) {
      lines.push(t('game.adjourned'));
    } else if (state.clock?.paused) {
      lines.push(t('game.paused'));
    } else {
      lines.push(t('game.toMove', { side: t(`side.${state.to_move}`) }));
    }
    const side = mySide();
    if (side && state.must_move && state.to_move === side) lines.push(h('span.bound', {}, ' ' + t('game.mustMove', { article: state.must_move.article })));
    if (state.illegal_moves.white || state.illegal_moves.black) {
      lines.push(h('span.illegal', {}, ` · ${t('game.illegalCount', { n: `${state.illegal_moves.white}–${state.illegal_moves.black}` })}`));
    }
    fill(statusLine, lines);
    fill(noticeList, model.notices.slice().reverse().map((n) =>
      h('li', {}, h('span.article', {}, article(n.article)), ' ', h('span.text', {}, noticeText(n.text)))));
  }

  function renderInfo(): void {
    if (!model) return;
    const { view } = model;
    const side = mySide();
    const role = arbiter && tokens.arbiter ? t('game.arbiterSeat') : side ? t('game.yourSeat', { side: t(`side.${side}`) }) : t('game.spectator');
    fill(
      infoBox,
      h('h1.players', {}, `${seatName('white')} – ${seatName('black')}`),
      h('p.meta', {}, [
        t(`home.edition.${view.config.edition}` as Key),
        view.config.time_control,
        t(`clock.${view.config.clock_mode}` as Key),
        state0().category ? t(`category.${state0().category}` as Key) : '',
        t(`mode.${view.config.mode}` as Key),
      ].filter(Boolean).join(' · ')),
      h('p.role', {}, role),
      h('a.pgn', { href: `/api/games/${id}/pgn`, download: `arbiter-${id}.pgn` }, t('game.pgn')),
      h('div.prefs', {},
        h('label', {}, t('game.notation'), ' ',
          h('select.notation', { onchange: (e: Event) => { notation = (e.target as HTMLSelectElement).value; keepPref('notation', notation); void loadMoves(false); } },
            NOTATIONS.map((n) => h('option', { value: n, selected: n === notation }, t(`notation.${n}`))))),
        h('label.speech', {},
          h('input', { type: 'checkbox', checked: speaking,
            onchange: (e: Event) => { speaking = (e.target as HTMLInputElement).checked; keepPref('speech', speaking ? 'on' : 'off'); } }),
          ' ', t('game.speech')),
        h('button.say-clocks', { type: 'button', onclick: () => sayClocks() }, t('game.sayClocks')),
        h('label', {}, t('game.voice'), ' ',
          h('select.voice', { onchange: (e: Event) => { voice = (e.target as HTMLSelectElement).value; keepPref('voice', voice); void loadMoves(false); } },
            VOICES.map((v) => h('option', { value: v, selected: v === voice }, t(`voice.${v}`))))),
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
    const arbiterToken = links.arbiter ?? tokens.arbiter;
    if (arbiterToken) rows.push(['arbiter', t('game.share.arbiter'), seatLink(origin, id, 'arbiter', arbiterToken)]);
    fill(
      linkBox,
      h('h2', {}, t('game.share')),
      rows.map(([role, label, url]) => {
        const input = h('input', { type: 'text', readonly: true, value: url, 'data-link': role, 'aria-label': label });
        return h('div.link', {}, h('label', {}, label), input,
          h('button.small', { type: 'button', onclick: (e: Event) => {
            input.select();
            void navigator.clipboard?.writeText(url).catch(() => undefined);
            (e.target as HTMLButtonElement).textContent = t('game.share.copied');
          } }, t('game.share.copy')));
      }),
      rows.length > 2 && h('p.hint', {}, t('game.share.secret')),
    );
  }

  function render(): void {
    if (!model) return;
    const { state } = model;
    const side = mySide();
    const canMove = !!side && state.started === true && !over() && !state.clock?.paused && !state.adjourned && !arbiter;
    const last = state.last_move?.uci;
    board.set({
      fen: state.fen,
      orientation: orientation(),
      movable: canMove ? side : null,
      lastMove: last && last.length >= 4 ? [last.slice(0, 2), last.slice(2, 4)] : null,
    });
    renderClocks();
    renderActions();
    renderStatus();
    renderInfo();
  }

  function layout(): void {
    fill(
      root,
      h('div.game', {},
        h('aside.left', {}, infoBox, linkBox),
        h('div.centre', {}, boardEl),
        h('aside.right', {}, topClock, h('div.record', {}, moveList), statusLine, alertLine, actions, typedForm, h('h2.notices-title', {}, t('game.notices')), noticeList, bottomClock),
      ),
    );
    if (arbiter) {
      console_ = arbiterConsole(id, tokens, (event) => act(event, tokens.arbiter));
      root.querySelector('.game')?.after(console_.el);
    }
  }

  getGame(id)
    .then((view) => {
      model = { view, state: view.state, at: performance.now(), plies: [], notices: view.state.notices.slice() };
      const elapsed = view.now_t !== undefined ? Math.max(0, view.now_t - view.state.t) : 0;
      model.at = performance.now() - elapsed;
      layout();
      render();
      renderLinks();
      void loadMoves(false);
      console_?.update(view, view.state);
      stop = follow(
        id,
        (item) => {
          if (!model) return;
          if (item.kind === 'full') {
            const fresh = item.view;
            const gap = fresh.now_t !== undefined ? Math.max(0, fresh.now_t - fresh.state.t) : 0;
            model.view = fresh;
            accept(fresh.state, gap);
          } else {
            accept(item.state);
          }
        },
        (up) => root.classList.toggle('offline', !up),
      );
      timer = window.setInterval(renderClocks, 100);
    })
    .catch((err) => {
      const notFound = err instanceof ApiError && err.status === 404;
      fill(root, h('p.error', { role: 'alert' }, notFound ? t('game.notFound') : errorWords((err as ApiError).code ?? '', String(err))));
    });

  return () => {
    stop();
    window.clearInterval(timer);
  };
}
