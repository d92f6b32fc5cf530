/**
 * The hall (issue 26): the event arbiter's page, `/event/{id}/hall#arbiter=TOKEN`. Every board of
 * the round live — players, both clocks, period, result — and, first, the queue of what needs the
 * arbiter, oldest first (claims, calls of Art. 6.11.2, illegal moves claimed under A.5.2,
 * adjournments, flags down); one click opens a game's console, or rules from here. Round controls:
 * pair, publish, start all clocks (Art. 6.6), the default time counted from the round's start with
 * forfeits offered for the absent (Art. 6.7.1); withdrawals, exclusions (Art. 12.9.8, 12.9.9) and
 * requested byes for later rounds; and one result screen for the whole round (issue 35, item 3).
 * And the public pages of an event, `/event/{id}`: pairings, standings, crosstable.
 *
 * Issue 35, item 9: the page is a controller (`hall-state.ts`) that owns its state, pure views
 * (`hall-view.ts`) that draw it, laid onto the page by `morph` (item 5: only what changed moves;
 * focus, hover and clicks stay), one HTTP client (`http.ts`) and one NDJSON reader (`ndjson.ts`).
 * The page follows `/api/events/{id}/stream` (compact board summaries, not every move).
 */
import { h, fill } from './dom';
import { ht } from './hall-i18n';
import { request } from './http';
import { morph } from './morph';
import { followNdjson } from './ndjson';
import { codeOfKey, defaultLeft, type ResultCode } from './hall-results';
import { HallController, type BoardSummary, type Seated, type Screen } from './hall-state';
import { hallView, display, failureWords, itemWords, resultWhy, undoWhat, type Frame } from './hall-view';
import { readJson, writeJson } from './storage';
import { qrSvg } from './hall-qr';

export { Refused } from './http';
// What other pages took from here keeps its name (the event's public pages).
export { display, failureWords, itemWords, resultWhy };
export type { BoardSummary, Item, HallView, Seated } from './hall-state';

const tokenKey = (id: string) => `arbiter.event.${id}`;

/** Keeps the event's arbiter token from the fragment, and takes it out of the address bar (the
 * query — the screen and round shown — stays). */
export function keepEventToken(id: string, hash: string): string | null {
  const match = /(?:^#|&)arbiter=([A-Za-z0-9_-]+)/.exec(hash);
  if (match) {
    writeJson(tokenKey(id), match[1]);
    history.replaceState(null, '', location.pathname + location.search);
  }
  return readJson<string | null>(tokenKey(id), null);
}

/** A request to the event routes, with the event's token if given; a refusal is thrown as
 * [`Refused`] (the one HTTP client, `http.ts`). */
export const api = request;

/** Follows an NDJSON stream, reconnecting; returns a function that stops it (`ndjson.ts`). */
export function followStream(path: string, token: string | null, onLine: (v: Record<string, unknown>) => void, onLink: (up: boolean) => void): () => void {
  return followNdjson(path, { token, onLine, onLink });
}

/** An entry the confirmation lists. */
interface Confirming { board: number; code: ResultCode; kind: string; old: string | null; white: Seated; black: Seated }

/** The confirmation of results (issue 35, item 3): a modal `<dialog>` (the page behind it inert,
 * Escape cancels), listing each board and what the entry does — a forfeit (Art. 6.7.1), a
 * declaration, a correction — with the reason a correction needs (journalled). Answers the
 * reason, or `null` if cancelled. */
class ConfirmDialog {
  readonly el: HTMLDialogElement;
  private readonly list = h('ul.confirm-list#confirm-list');
  private readonly reason = h('input.confirm-reason-input', { type: 'text', name: 'reason', size: 40, autocomplete: 'off' });
  private readonly reasonLabel = h('label.confirm-reason', {}, ht('confirm.reason'), ' ', this.reason);
  private readonly error = h('p.confirm-error', { role: 'alert' });
  private resolve: ((reason: string | null) => void) | null = null;
  private needsReason = false;

  constructor() {
    const form = h('form', { method: 'dialog' },
      h('h2#confirm-title', {}, ht('confirm.results')),
      this.list, this.reasonLabel, this.error,
      h('p.confirm-actions', {},
        h('button.primary.confirm-ok', { type: 'submit' }, ht('confirm.ok')),
        h('button.confirm-cancel', { type: 'button', onclick: () => this.finish(null) }, ht('confirm.cancel'))));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const reason = this.reason.value.trim();
      if (this.needsReason && !reason) {
        this.error.textContent = ht('confirm.reasonNeeded');
        this.reason.focus();
        return;
      }
      this.finish(reason);
    });
    this.el = h('dialog.confirm', { 'aria-labelledby': 'confirm-title', 'aria-describedby': 'confirm-list' }, form);
    this.el.addEventListener('cancel', (e) => {
      e.preventDefault();
      this.finish(null);
    });
  }

  ask(entries: Confirming[]): Promise<string | null> {
    const back = document.activeElement as HTMLElement | null;
    this.needsReason = entries.some((e) => e.kind === 'correction');
    fill(this.list, entries.map((e) => {
      const what = e.kind === 'forfeit' ? ht('confirm.forfeit') : e.kind === 'correction' ? ht('confirm.correction', { old: e.old ?? '' }) : ht('confirm.declare');
      return h('li', { 'data-board': e.board }, `${ht('confirm.line', { n: e.board, white: e.white.name, black: e.black.name })} `, h('strong', {}, e.code), `, ${what}`);
    }));
    this.reasonLabel.hidden = !this.needsReason;
    // Said by the page (not the browser's own bubble), in the page's language.
    this.reason.setAttribute('aria-required', String(this.needsReason));
    this.reason.value = '';
    this.error.textContent = '';
    this.el.showModal();
    (this.needsReason ? this.reason : this.el.querySelector<HTMLButtonElement>('.confirm-ok'))?.focus();
    return new Promise((resolve) => {
      this.resolve = (reason) => {
        resolve(reason);
        back?.focus();
      };
    });
  }

  private finish(reason: string | null): void {
    if (this.el.open) this.el.close();
    const resolve = this.resolve;
    this.resolve = null;
    resolve?.(reason);
  }
}

/** A yes-or-no question before a step that cannot be taken lightly (issue 35, items 2 and 4:
 * a publication, a discard, an undo): a modal `<dialog>`, Escape cancels. Answers whether the
 * arbiter confirmed. */
class AskDialog {
  readonly el: HTMLDialogElement;
  private readonly title = h('h2#ask-title');
  private readonly text = h('p#ask-text');
  private resolve: ((ok: boolean) => void) | null = null;

  constructor() {
    const form = h('form', { method: 'dialog' },
      this.title, this.text,
      h('p.confirm-actions', {},
        h('button.primary.ask-ok', { type: 'submit' }, ht('ask.ok')),
        h('button.ask-cancel', { type: 'button', onclick: () => this.finish(false) }, ht('ask.cancel'))));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.finish(true);
    });
    this.el = h('dialog.ask', { 'aria-labelledby': 'ask-title', 'aria-describedby': 'ask-text' }, form);
    this.el.addEventListener('cancel', (e) => {
      e.preventDefault();
      this.finish(false);
    });
  }

  ask(title: string, text: string): Promise<boolean> {
    const back = document.activeElement as HTMLElement | null;
    this.title.textContent = title;
    this.text.textContent = text;
    this.el.showModal();
    this.el.querySelector<HTMLButtonElement>('.ask-ok')?.focus();
    return new Promise((resolve) => {
      this.resolve = (ok) => {
        resolve(ok);
        back?.focus();
      };
    });
  }

  private finish(ok: boolean): void {
    if (this.el.open) this.el.close();
    const resolve = this.resolve;
    this.resolve = null;
    resolve?.(ok);
  }
}

/** A player's game link as a QR code, to be scanned from the player's phone (issue 35, item
 * 2): a modal `<dialog>` with the code (its library loaded on the first ask: `hall-qr.ts`). */
class QrDialog {
  readonly el: HTMLDialogElement;
  private readonly title = h('h2#qr-title');
  private readonly code = h('div.qr-box');
  private readonly url = h('p.qr-url');

  constructor() {
    this.el = h('dialog.qr', { 'aria-labelledby': 'qr-title' },
      this.title, this.code, this.url,
      h('p.confirm-actions', {}, h('button.qr-close', { type: 'button', onclick: () => this.el.close() }, ht('draft.close'))));
  }

  async show(url: string, name: string): Promise<void> {
    const label = ht('draft.qrTitle', { name });
    const svg = await qrSvg(url, label);
    this.title.textContent = label;
    fill(this.code, svg);
    this.url.textContent = url;
    this.el.showModal();
    this.el.querySelector<HTMLButtonElement>('.qr-close')?.focus();
  }
}

/** The hall page. Returns a function that stops its stream and timers. */
export function hallPage(root: HTMLElement, id: string, token: string | null): () => void {
  const container = h('div.hall-root');
  const dialog = new ConfirmDialog();
  const asking = new AskDialog();
  const qr = new QrDialog();
  fill(root, container, dialog.el, asking.el, qr.el);
  let drawn: Node | null = null;
  let scheduled = false;
  const frame = (): Frame => {
    const now = c.now();
    return {
      now,
      defaultLeft: defaultLeft({ startMs: c.roundStart(), defaultMs: c.state.view?.event.default_time_ms ?? 0 }, now),
      resultsRound: c.resultsRound(),
      resultsBoards: c.resultsBoards(),
      typed: c.typedList(),
    };
  };
  const draw = (): void => {
    scheduled = false;
    const fresh = hallView(c.state, frame());
    if (drawn) drawn = morph(drawn, fresh);
    else container.append((drawn = fresh));
  };
  const redraw = (): void => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(draw);
  };
  const c = new HallController(id, token, redraw);
  // The screen and the round shown are in the address (issue 35: tabs kept in the URL).
  const query = new URLSearchParams(location.search);
  if (query.get('screen') === 'results') c.state.screen = 'results';
  const keepAddress = () => {
    const q = new URLSearchParams();
    if (c.state.screen !== 'boards') q.set('screen', c.state.screen);
    if (c.state.resultsRound !== null) q.set('round', String(c.state.resultsRound));
    const search = q.toString();
    history.replaceState(null, '', location.pathname + (search ? `?${search}` : ''));
  };

  const board = (el: HTMLElement): BoardSummary | undefined => c.resultsBoards().find((b) => b.board === Number(el.dataset.board));
  const currentBoard = (el: HTMLElement): BoardSummary | undefined => c.state.view?.round.boards.find((b) => b.board === Number(el.dataset.board));

  /** Confirms entries, then records them (each the route's own: a game's ruling while it goes
   * on, a correction in the event's journal once it is over). */
  const confirmAndRecord = async (round: number, boards: BoardSummary[], entries: { board: number; code: ResultCode; kind: string }[]) => {
    if (entries.length === 0) return;
    const listed: Confirming[] = [];
    for (const e of entries) {
      const b = boards.find((x) => x.board === e.board);
      if (b) listed.push({ ...e, old: b.result, white: b.white, black: b.black });
    }
    const reason = await dialog.ask(listed);
    if (reason === null) return;
    await c.record(round, entries, reason);
  };

  const recordTyped = () => {
    const ok = c.typedList().filter((t) => t.judged.ok);
    const entries = ok.map((t) => ({ board: t.board, code: t.code, kind: t.judged.ok ? t.judged.kind : '' }));
    void confirmAndRecord(c.resultsRound(), c.resultsBoards(), entries);
  };

  container.addEventListener('click', (e) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-action]');
    if (!el || !container.contains(el) || el instanceof HTMLSelectElement || el instanceof HTMLInputElement) return;
    const game = el.dataset.game ?? '';
    switch (el.dataset.action) {
      case 'screen':
        c.show(el.dataset.screen as Screen);
        keepAddress();
        break;
      case 'pair': void c.pair(); break;
      case 'publish': {
        // Issue 35, item 2: published only once confirmed (its games are created).
        const r = c.state.view?.round;
        if (!r) break;
        void asking.ask(ht('draft.publishAskTitle'), ht('draft.publishAsk', { n: r.number, boards: r.boards.length }))
          .then((ok) => (ok ? c.publish() : undefined));
        break;
      }
      case 'pair-again': {
        const r = c.state.view?.round;
        if (!r) break;
        const reason = container.querySelector<HTMLInputElement>('input.reason')?.value.trim() ?? '';
        void asking.ask(ht('draft.pairAgain'), ht('draft.pairAgainAsk', { n: r.number }))
          .then((ok) => (ok ? c.pairAgain(reason) : undefined));
        break;
      }
      case 'undo': {
        // Issue 35, item 4: the step the page shows, taken back once confirmed.
        const u = c.state.view?.undo;
        if (!u) break;
        void asking.ask(ht('undo.title'), ht('undo.ask', { what: undoWhat(u) }))
          .then((ok) => (ok ? c.undo(u.seq) : undefined));
        break;
      }
      case 'present': {
        // Issue 35, item 2: an absence taken back, once confirmed.
        const player = Number(el.dataset.player);
        const round = Number(el.dataset.round);
        void asking.ask(ht('absence.present.title'), ht('absence.present.ask', { player, round }))
          .then((ok) => (ok ? c.present(player, round) : undefined));
        break;
      }
      case 'print': window.print(); break;
      case 'qr': void qr.show(el.dataset.url ?? '', el.dataset.name ?? ''); break;
      case 'copy': {
        const url = el.dataset.url ?? '';
        void navigator.clipboard?.writeText(url).then(() => {
          el.textContent = ht('draft.copied');
        }, () => undefined);
        break;
      }
      case 'start': void c.startAll(); break;
      case 'swap': {
        const reason = container.querySelector<HTMLInputElement>('input.reason')?.value ?? '';
        void c.swap(Number(el.dataset.board), reason, ht('hall.needReason'));
        break;
      }
      case 'resume': void c.rule(game, { type: 'resume' }); break;
      case 'uphold': void c.rule(game, { type: 'arbiter', action: 'declare_result', result: '1/2-1/2', reason: 'arbiter' }); break;
      case 'reject': void c.rule(game, { type: 'arbiter', action: 'reject_claim' }); break;
      case 'ack': void c.ack(el.dataset.item ?? ''); break;
      case 'offer': {
        const b = currentBoard(el);
        const round = c.state.view?.round;
        if (b && round) void confirmAndRecord(round.number, round.boards, [{ board: b.board, code: el.dataset.code as ResultCode, kind: 'forfeit' }]);
        break;
      }
      case 'set': {
        const b = board(el);
        if (b) c.type(b.board, el.dataset.code as ResultCode);
        break;
      }
      case 'record': recordTyped(); break;
      case 'clear': c.untype(); break;
    }
  });

  // The result screen's keys (issue 35, item 3): 1, 0, =, +, -; the next board follows.
  container.addEventListener('keydown', (e) => {
    const input = e.target as HTMLElement;
    if (!(input instanceof HTMLInputElement) || !input.classList.contains('result-entry')) return;
    const n = Number(input.dataset.board);
    if (e.key === 'Enter') {
      e.preventDefault();
      recordTyped();
      return;
    }
    if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      c.untype(n);
      return;
    }
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    const code = codeOfKey(e.key);
    if (!code) {
      c.wrongKey(n);
      return;
    }
    const judged = c.type(n, code);
    draw();
    if (judged.ok) {
      const entries = [...container.querySelectorAll<HTMLInputElement>('input.result-entry')];
      const next = entries[entries.indexOf(input) + 1];
      next?.focus();
    }
  });
  // A value pasted or dictated: read as the keys are.
  container.addEventListener('input', (e) => {
    const input = e.target as HTMLElement;
    if (!(input instanceof HTMLInputElement) || !input.classList.contains('result-entry')) return;
    const n = Number(input.dataset.board);
    const code = codeOfKey(input.value.trim().slice(-1));
    if (code) c.type(n, code);
    else c.untype(n);
  });
  container.addEventListener('change', (e) => {
    const select = e.target as HTMLElement;
    if (select instanceof HTMLSelectElement && select.dataset.action === 'round') {
      void c.chooseRound(Number(select.value)).then(keepAddress);
    }
  });
  container.addEventListener('submit', (e) => {
    const form = e.target as HTMLFormElement;
    if (form.classList.contains('move')) {
      // Issue 35, item 2: two players of the draft change places (C.04.1 warnings said).
      e.preventDefault();
      const pick = (name: string) => Number((form.elements.namedItem(name) as HTMLSelectElement).value);
      const reason = container.querySelector<HTMLInputElement>('input.reason')?.value ?? '';
      void c.exchange(pick('a'), pick('b'), reason, ht('hall.needReason'));
      return;
    }
    if (!form.classList.contains('absence')) return;
    e.preventDefault();
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    const [kind, bye] = field('kind').split('.');
    const rounds = Number(field('rounds'));
    const from = Number(field('from'));
    const reason = field('reason').trim();
    void c.absence({
      player: Number(field('player')),
      kind,
      from: from > 0 ? from : undefined,
      rounds: kind === 'suspension' || (kind === 'bye' && rounds > 1) ? rounds : undefined,
      bye: bye ?? undefined,
      reason: reason || undefined,
    }).then(() => {
      if (!c.state.failure) form.reset();
    });
  });

  draw();
  void c.open().then(() => {
    const round = Number(query.get('round'));
    if (round > 0) void c.chooseRound(round);
  });
  // Clocks, the queue's ages and the default time count on: drawn each second, only the
  // changed texts move.
  const tick = setInterval(draw, 1000);
  return () => {
    c.close();
    clearInterval(tick);
  };
}
