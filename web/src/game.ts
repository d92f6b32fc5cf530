/**
 * The game page: the board, both clocks, the record in the chosen notation with its draw offers
 * `(=)` (Art. 8.1, 9.1.2.2), the players' actions (moves by drag, click or keyboard; draw offers,
 * claims now or with the move about to be played, Art. 9.2/9.3; resignation; calling the arbiter,
 * 6.11.2), every notice and the result with its article, the links to share, and Annex D's spoken
 * moves. With the arbiter's link and `/arbiter` in the address, the arbiter's console comes too.
 *
 * Built as the hall is (issue 35, item 9): the controller (`game-state.ts`) owns the state and
 * its steps; the views (`game-view.ts`) draw it; this page lays the parts out once, draws each
 * part again when the controller says it changed, and keeps what only a page keeps (the board
 * widget, the keyboard's place, the electronic board's panel, the console). The views attach no
 * handler: one listener per kind of event (click, change, submit) on the page's root reads the
 * control's `data-action` and does its step (`act` below), as the hall's page does.
 */
import { arbiterConsole, type Console } from './arbiter';
import { Board } from './board';
import { fill, h } from './dom';
import { GameController, other, type Model, type Part, type Prefs } from './game-state';
import { act, actionsView, clockNow, clockView, eventView, infoView, linksView, movesView, nameView, navView, noticesView, statusView, titleText, typedShown, type GameAction } from './game-view';
import { morph } from './morph';
import { clockShown, currentLang, t } from './i18n';
import { sensorPanel } from './sensor';
import { speak } from './speech';
import type { Side } from './types';

/** Draws the game `id` into `root`; `arbiter` asks for the console. Returns a function that
 * stops the page's stream and timers. */
export function gamePage(root: HTMLElement, id: string, arbiter: boolean): () => void {
  fill(root, h('p.loading', {}, t('game.loading')));
  let console_: Console | null = null;
  let timer = 0;

  // The page's parts, each drawn by its view.
  const boardEl = h('div.board');
  const board = new Board(boardEl, (move) => void c.submitMove(move.san, move.uci));
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
  /** The invited player's name, while his seat has none (issue 35, item 8). */
  const nameBox = h('div.name-box');
  // The notations it reads said under the field, whole (as a placeholder, its end was cut at
  // both sizes, and gone at the first key).
  const typed = h('input.typed', {
    type: 'text',
    autocomplete: 'off',
    spellcheck: false,
    'aria-describedby': 'typed-move-hint',
  });
  const typedForm = h(
    'form.typed-move',
    act('typed'),
    h('label', {}, t('game.typeMove'), typed),
    h('button', { type: 'submit' }, t('game.typeMovePlay')),
    h('p#typed-move-hint.hint', {}, t('game.typeMoveHint')),
  );

  /** Shows the position after a ply; the list is drawn again and the keyboard, when it was
   * on the list, stays on the move shown. */
  const goTo = (ply: number | null): void => {
    const inList = !!document.activeElement?.closest('ol.moves');
    c.goTo(ply);
    if (inList) moveList.querySelector<HTMLElement>('[aria-current=true]')?.focus();
  };

  const c: GameController = new GameController(id, arbiter, (part) => redraw(part), (view) => sensors.board(view), (model) => stateSeen(model));

  /** The board in the chosen theme and pieces. */
  const dressBoard = (): void => {
    boardEl.dataset.theme = c.state.prefs.theme;
    boardEl.dataset.pieces = c.state.prefs.pieces;
  };

  function redraw(part: Part): void {
    alertLine.textContent = c.state.alert;
    switch (part) {
      case 'alert':
        return;
      case 'loaded':
        layout();
        drawAll();
        fill(linkBox, linksView(c));
        fill(nameBox, nameView(c));
        return;
      case 'name':
        fill(nameBox, nameView(c));
        return;
      case 'failed':
        fill(
          root,
          h('h1', {}, t('game.title')),
          h('p.error', { role: 'alert' }, c.state.failed ?? ''),
          c.state.failedEvent ? h('p', {}, h('a', { href: `/event/${encodeURIComponent(c.state.failedEvent)}` }, t('game.toEvent'))) : null,
        );
        return;
      case 'actions':
        drawActions();
        return;
      case 'moves':
        fill(moveList, movesView(c));
        keepInSight();
        fill(navBar, navView(c));
        return;
      case 'clocks':
        drawClocks();
        root.classList.toggle('offline', !c.state.online);
        return;
      case 'board-reset':
        board.reset();
        return;
      case 'announce':
        announce.textContent = c.state.announce;
        return;
      case 'dress':
        dressBoard();
        return;
      case 'all':
        drawAll();
    }
  }

  function drawActions(): void {
    fill(actions, actionsView(c));
    typedForm.hidden = !typedShown(c);
  }

  function drawClocks(): void {
    if (!c.state.model) return;
    const bottom = c.orientation();
    drawClock(topClock, other(bottom), 'top');
    drawClock(bottomClock, bottom, 'bottom');
  }

  function drawClock(el: HTMLElement, side: Side, place: 'top' | 'bottom'): void {
    morph(el, clockView(c, side, place));
    const s = clockNow(c, side);
    if (s && c.mySide() === side && s.running && s.ms < 10_000) c.soundLow();
  }

  function drawAll(): void {
    const s = c.state;
    const m = s.model;
    if (!m) return;
    const { state } = m;
    const side = c.mySide();
    const over = c.over();
    const present = s.viewPly === null;
    const canMove = present && !!side && state.started === true && !over && !state.clock?.paused && !state.adjourned && !s.arbiter && !s.confirm;
    const step = !present ? s.history[s.viewPly ?? 0] : null;
    const last = step ? step.uci : state.last_move?.uci;
    const online = m.view.config.mode === 'online';
    board.set({
      fen: step ? step.fen : state.fen,
      orientation: c.orientation(),
      movable: canMove ? side : null,
      lastMove: last && last.length >= 4 ? [last.slice(0, 2), last.slice(2, 4)] : null,
      premove: present && online && !!side && state.started === true && !over && !state.clock?.paused && !state.adjourned && !s.arbiter ? side : null,
      bound: side && state.must_move && state.must_move.by === side ? (state.must_move.uci as string | null | undefined) ?? null : null,
      voice: s.prefs.voice,
    });
    boardEl.classList.toggle('looking-back', !present);
    drawClocks();
    drawActions();
    fill(statusLine, statusView(c));
    fill(noticeList, noticesView(c));
    fill(title, titleText(c));
    fill(infoBox, infoView(c));
    fill(navBar, navView(c));
    root.querySelector('.game')?.classList.toggle('over', over);
  }

  /** Keeps the move shown in sight: the list scrolls itself (not the page) to it. */
  function keepInSight(): void {
    const shownPly = moveList.querySelector<HTMLElement>('[aria-current=true]');
    if (!shownPly) {
      record.scrollTop = 0;
      return;
    }
    const top = shownPly.offsetTop - record.clientHeight / 2 + shownPly.offsetHeight / 2;
    record.scrollTop = c.state.viewPly === null ? record.scrollHeight : Math.max(0, top);
  }

  /** Annex D.2.6.1 asks for a clock that tells the blind player the times and the number of
   * moves; D.2.10.4 lets the assistant tell them on request. Spoken in the page's language. */
  function sayClocks(): void {
    const m = c.state.model;
    if (!m) return;
    const read = (side: Side) => {
      const s = clockNow(c, side);
      return s ? clockShown(s.ms) : '—';
    };
    speak(t('speech.clocks', { white: read('white'), black: read('black'), n: Math.ceil(m.state.ply / 2) }), currentLang());
  }

  /** Each state the page takes: the console and the sensor panel are told. */
  function stateSeen(model: Model): void {
    console_?.update(model.view, model.state);
    sensors.game(model.state);
  }

  function layout(): void {
    dressBoard();
    const line = eventView(c);
    fill(
      root,
      h('div.game', {},
        h('section.play', { 'aria-label': t('game.boardRegion') }, line, title, topClock, h('div.board-wrap', {}, boardEl), board.said, bottomClock, navBar),
        h('section.panel', { 'aria-label': t('game.panel') }, nameBox, statusLine, record, announce, alertLine, actions, typedForm,
          h('h2.notices-title', {}, t('game.notices')), noticeList),
        h('section.more', { 'aria-label': t('game.more') }, infoBox, linkBox),
      ),
    );
    if (arbiter) {
      console_ = arbiterConsole(id, c.state.tokens, (event) => c.act(event, c.state.tokens.arbiter), () => c.state.prefs.notation);
      root.querySelector('.game')?.after(console_.el);
    }
    // An electronic board attached to the game (issue 23): its panel under the board.
    boardEl.parentElement?.after(sensors.el);
    timer = window.setInterval(drawClocks, 100);
  }

  /** ←/→/Home/End anywhere on the page but in a field or on the board (which has its own keys). */
  function onKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement | null;
    const m = c.state.model;
    if (!m || e.altKey || e.ctrlKey || e.metaKey) return;
    if (target && (target.closest('input, select, textarea, .board, .promotion') || target.isContentEditable)) return;
    const last = m.plies.length;
    const at = c.state.viewPly ?? last;
    const to = e.key === 'ArrowLeft' ? at - 1 : e.key === 'ArrowRight' ? at + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
    if (to === null) return;
    e.preventDefault();
    goTo(Math.max(0, Math.min(last, to)));
  }
  document.addEventListener('keydown', onKey);

  /** Does the step a control names (issue 35, item 9): the player's side, the arbiter's
   * token and the rest read from the controller's state now, not from when the control was
   * drawn. */
  function doAction(el: HTMLElement, action: GameAction): void {
    const side = c.mySide();
    switch (action) {
      case 'start': {
        const token = c.arbiterToken();
        if (token) void c.act({ type: 'start' }, token);
        return;
      }
      case 'confirm-claim': c.confirmClaim(true); return;
      case 'cancel-claim': c.confirmClaim(false); return;
      case 'arm-claim': c.armClaim(); return;
      case 'arm-seal': c.armSeal(); return;
      case 'go': goTo(el.dataset.ply ? Number(el.dataset.ply) : null); return;
      case 'flip': c.flip(); return;
      case 'say-clocks': sayClocks(); return;
      case 'rematch': void c.rematch(); return;
      case 'copy': {
        const input = el.closest('.link')?.querySelector('input');
        if (!input) return;
        input.select();
        void navigator.clipboard?.writeText(input.value).catch(() => undefined);
        el.textContent = t('game.share.copied');
        return;
      }
      default:
    }
    if (!side) return;
    switch (action) {
      case 'choose': void c.act({ type: 'choose_penalty', by: side, choice: el.dataset.choice === 'capture' ? 'capture' : 'touched_piece' }); return;
      case 'offer-draw': void c.act({ type: 'offer_draw', by: side }); return;
      case 'accept-draw': void c.act({ type: 'accept_draw', by: side }); return;
      case 'decline-draw': void c.act({ type: 'decline_draw', by: side }); return;
      case 'claim': void c.claim(side); return;
      case 'claim-flag': void c.act({ type: 'claim_time', by: side }); return;
      case 'claim-perpetual': void c.act({ type: 'claim_perpetual', by: side }); return;
      case 'demand-mate': void c.act({ type: 'demand_mate', by: side }); return;
      case 'claim-illegal': void c.act({ type: 'claim_illegal', by: side }); return;
      case 'call-arbiter': void c.act({ type: 'pause', by: side }); return;
      case 'resign': c.resign(side); return;
      case 'rematch-withdraw': void c.withdraw(side); return;
      default:
    }
  }

  /** The control of the game's own parts an event came from (not the console's nor the
   * electronic board's, which keep their own handlers). */
  const control = (e: Event): HTMLElement | null => {
    const el = (e.target as HTMLElement | null)?.closest<HTMLElement>('[data-action]');
    return el && el.closest('.game') && root.contains(el) ? el : null;
  };
  root.addEventListener('click', (e) => {
    const el = control(e);
    // A field's or a form's step is its change or its submission, not the click on it.
    if (!el || el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLFormElement) return;
    doAction(el, el.dataset.action as GameAction);
  });
  root.addEventListener('change', (e) => {
    const el = control(e);
    if (!el || el.dataset.action !== 'pref') return;
    const name = el.dataset.pref as keyof Prefs;
    if (el instanceof HTMLInputElement && el.type === 'checkbox') c.setPref(name, el.checked);
    else if (el instanceof HTMLSelectElement) c.setPref(name, el.value);
  });
  root.addEventListener('submit', (e) => {
    const form = control(e);
    if (!(form instanceof HTMLFormElement)) return;
    e.preventDefault();
    if (form.dataset.action === 'typed') {
      const text = typed.value.trim();
      if (text) void c.submitMove(text, null, () => (typed.value = ''));
    } else if (form.dataset.action === 'name') {
      const name = (form.elements.namedItem('player-name') as HTMLInputElement | null)?.value.trim() ?? '';
      if (name) void c.chooseName(name);
    }
  });

  c.start();

  return () => {
    c.stop();
    sensors.stop();
    window.clearInterval(timer);
    document.removeEventListener('keydown', onKey);
  };
}
