/**
 * The arbiter's console (with the arbiter's link): start, pause and resume the clocks (Art. 6.6,
 * 6.11), set or add time (6.10.2, 12.5), penalties (12.9), a declared result (12.1), forfeits
 * (6.7.1, 11.7, 11.8), and the game's journal with the time of each event.
 */
import { getJournal } from './api';
import { fill, h } from './dom';
import { noticeWords, type Params } from './codes';
import { article, colon, currentLang, isKey, plainWords, t, type Key, type Lang } from './i18n';
import { sanIn } from './notation';
import { capitalised } from './words';
import type { Tokens } from './tokens';
import type { GameView, JournalEvent, Notice, State } from './types';

/** The facts of a perpetual-check claim awaiting the ruling (1930 Art. 16.1.b), in the page's
 * words, by code: from the claim's own `code` and `params` when the state carries them, else from
 * the claim's notice if this page saw it go by; the English `text` only on an English page. On a
 * French page without either, nothing rather than English. */
export function pendingClaimWords(claim: NonNullable<State['pending_claim']>, notice: Notice | null, notation: string, lang: Lang = currentLang()): string {
  if (claim.params) return noticeWords({ code: claim.code ?? 'perpetual_check_claimed', params: claim.params as Params, text: claim.text }, notation, lang);
  if (notice) return noticeWords(notice, notation, lang);
  return lang === 'en' ? capitalised(claim.text) : '';
}

/** The console, and how the page tells it of a new state. */
export interface Console {
  el: HTMLElement;
  update(view: GameView, state: State): void;
}

const PENALTIES = ['warning', 'add_time', 'take_time', 'add_points', 'take_points', 'lose_game', 'fine', 'expulsion', 'illegal_move'] as const;
const RESULTS = ['1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-'] as const;
const REASONS = ['arbiter', 'agreement', 'checkmate', 'stalemate', 'dead_position', 'threefold_repetition', 'fifty_moves', 'resignation', 'time_forfeit', 'illegal_moves', 'forfeit'] as const;

/** `m:ss` or `h:mm:ss` read back into ms; plain numbers are minutes. */
export function parseClock(text: string): number | null {
  const parts = text.trim().split(':').map(Number);
  if (parts.length === 0 || parts.some((n) => !Number.isFinite(n) || n < 0)) return null;
  if (parts.length === 1) return Math.round(parts[0] * 60_000);
  const seconds = parts.reduce((acc, n) => acc * 60 + n, 0);
  return Math.round(seconds * 1000);
}

/** A word of the dictionaries for `prefix.name`, or `name` itself when there is none. */
function word(prefix: string, name: string): string {
  const key = `${prefix}.${name}`;
  return isKey(key) ? t(key) : plainWords(name);
}

/** A journal event's details in words, without its type, time and number; a move written in
 * English SAN is shown in `notation`, the page's (a move as a player typed it otherwise, UCI or
 * another language's letters, is shown as written: the journal keeps what was written). */
export function details(event: JournalEvent, notation = 'en'): string {
  return Object.entries(event)
    .filter(([k]) => k !== 'seq' && k !== 't' && k !== 'type')
    .map(([k, v]) => {
      if (v === true) return word('field', k);
      const text =
        typeof v !== 'string' ? JSON.stringify(v)
        : k === 'action' ? word('ruling', v)
        : k === 'kind' ? word('penalty', v)
        : k === 'reason' ? word('reason', v)
        : k === 'choice' ? word('choice.word', v)
        : k === 'move' || k === 'sealed_move' ? sanIn(v, notation)
        : v === 'white' || v === 'black' ? t(`side.${v}`)
        : v;
      return `${word('field', k)}${colon()}${text}`;
    })
    .join(', ');
}

/** `12:03.250`: an event's time since the game was created. */
export function stamp(ms: number): string {
  const whole = Math.max(0, Math.floor(ms));
  const seconds = Math.floor(whole / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const rest = `${String(seconds % 60).padStart(2, '0')}.${String(whole % 1000).padStart(3, '0')}`;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Builds the console; `act` sends an event with the arbiter's token; `notation` is the page's
 * notation, for the moves of the journal. */
export function arbiterConsole(id: string, tokens: Tokens, act: (event: Record<string, unknown>) => Promise<State | null>, notation: () => string = () => 'en'): Console {
  const el = h('section.console', { 'aria-label': t('arbiter.title') });
  if (!tokens.arbiter) {
    fill(el, h('h2', {}, t('arbiter.title')), h('p.error', {}, t('arbiter.noToken')));
    return { el, update: () => undefined };
  }
  const done = h('p.done', { role: 'status' });
  const run = async (event: Record<string, unknown>) => {
    done.textContent = '';
    const state = await act(event);
    if (state) done.textContent = t('arbiter.done');
  };
  const sideSelect = (name: string, label: string, both = false) =>
    h('select', { name, 'aria-label': label },
      h('option', { value: 'white' }, t('side.white')),
      h('option', { value: 'black' }, t('side.black')),
      both && h('option', { value: 'both' }, t('arbiter.forfeit.both')));
  const field = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;

  const clocksBox = h('div.arbiter-clocks');
  const setClock: HTMLFormElement = h('form.set-clock', {
    onsubmit: (e: Event) => {
      e.preventDefault();
      const white = parseClock(field(setClock, 'white'));
      const black = parseClock(field(setClock, 'black'));
      if (white !== null && black !== null) void run({ type: 'arbiter', action: 'set_clock', white_ms: white, black_ms: black });
    },
  }, h('h3', {}, t('arbiter.setClock')),
    h('label', {}, t('side.white'), h('input', { name: 'white', placeholder: '1:30:00', size: 8 })),
    h('label', {}, t('side.black'), h('input', { name: 'black', placeholder: '1:30:00', size: 8 })),
    h('button', { type: 'submit' }, t('arbiter.apply')));
  const addTime: HTMLFormElement = h('form.add-time', {
    onsubmit: (e: Event) => {
      e.preventDefault();
      const seconds = Number(field(addTime, 'seconds'));
      if (seconds > 0) void run({ type: 'arbiter', action: 'add_time', to: field(addTime, 'to'), ms: Math.round(seconds * 1000) });
    },
  }, h('h3', {}, t('arbiter.addTime')), sideSelect('to', `${t('arbiter.addTime')}${colon()}${t('field.to')}`),
    h('label', {}, h('input', { name: 'seconds', type: 'number', min: '1', value: '60', size: 5 }), ' ', t('arbiter.seconds')),
    h('button', { type: 'submit' }, t('arbiter.apply')));
  const penalty: HTMLFormElement = h('form.penalty', {
    onsubmit: (e: Event) => {
      e.preventDefault();
      void run({ type: 'arbiter', action: 'penalty', against: field(penalty, 'against'), kind: field(penalty, 'kind') });
    },
  }, h('h3', {}, t('arbiter.penalty')),
    h('select', { name: 'kind', 'aria-label': t('arbiter.penalty') }, PENALTIES.map((k) => h('option', { value: k }, t(`penalty.${k}` as Key)))),
    h('label', {}, t('arbiter.against'), ' ', sideSelect('against', `${t('arbiter.penalty')}${colon()}${t('arbiter.against')}`)),
    h('button', { type: 'submit' }, t('arbiter.apply')));
  const declare: HTMLFormElement = h('form.declare', {
    onsubmit: (e: Event) => {
      e.preventDefault();
      void run({ type: 'arbiter', action: 'declare_result', result: field(declare, 'result'), reason: field(declare, 'reason') });
    },
  }, h('h3', {}, t('arbiter.declare')),
    h('select', { name: 'result', 'aria-label': t('field.result') }, RESULTS.map((r) => h('option', { value: r }, `${r} — ${t(`result.${r}` as Key)}`))),
    h('label', {}, t('arbiter.reason'), ' ', h('select', { name: 'reason', 'aria-label': t('arbiter.reason') }, REASONS.map((r) => h('option', { value: r }, t(`reason.${r}` as Key))))),
    h('button', { type: 'submit' }, t('arbiter.apply')));
  const forfeit: HTMLFormElement = h('form.forfeit', {
    onsubmit: (e: Event) => {
      e.preventDefault();
      void run({ type: 'arbiter', action: 'forfeit', by: field(forfeit, 'by') });
    },
  }, h('h3', {}, t('arbiter.forfeit')), sideSelect('by', t('arbiter.forfeit'), true), h('button', { type: 'submit' }, t('arbiter.apply')));

  // Guideline III.4 (2023 Laws): a player on move with less than two minutes asks; the arbiter
  // grants a 5-second increment for both and two minutes to the opponent. Shown where the
  // regulations announced Guideline III (III.2.1); the game refuses it elsewhere (blitz, III.2.2).
  const iii4: HTMLFormElement = h('form.iii4', {
    hidden: true,
    onsubmit: (e: Event) => {
      e.preventDefault();
      void run({ type: 'arbiter', action: 'grant_iii_4', requester: field(iii4, 'requester') });
    },
  }, h('h3', {}, t('arbiter.iii4')), sideSelect('requester', t('field.requester')), h('button', { type: 'submit' }, t('arbiter.iii4.grant')));
  // Over the board, the set-up itself may be wrong: the colours reversed (7.3) or the initial
  // position (7.2.1); the game says what follows (a new game, or play goes on after ten moves).
  const boardBox = h('div.board-rulings', { hidden: true },
    h('h3', {}, t('arbiter.board')),
    h('button.colours-reversed', { type: 'button', onclick: () => void run({ type: 'arbiter', action: 'colours_reversed' }) }, t('arbiter.coloursReversed')),
    h('button.wrong-start', { type: 'button', onclick: () => void run({ type: 'arbiter', action: 'wrong_start_position' }) }, t('arbiter.wrongStart')));
  const rulingBox = h('div.old-rulings', { hidden: true });
  const journal = h('tbody');
  fill(el,
    h('h2', {}, t('arbiter.title')),
    h('div.console-grid', {},
      h('div', {}, h('h3', {}, t('arbiter.clocks')), clocksBox, done),
      rulingBox,
      setClock, addTime, penalty, declare, forfeit, iii4, boardBox),
    h('h3', {}, t('arbiter.journal')),
    h('div.journal-wrap', {}, h('table.journal', {},
      h('thead', {}, h('tr', {}, h('th', {}, t('arbiter.journal.seq')), h('th', {}, t('arbiter.journal.time')), h('th', {}, t('arbiter.journal.event')), h('th', {}, t('arbiter.journal.details')))),
      journal)));

  /** The notice of the perpetual-check claim, for its facts in the page's words; the claim's
   * own `text` (English) stands in only on an English page opened after it. */
  let claimNotice: Notice | null = null;
  const claimFacts = (claim: NonNullable<State['pending_claim']>): string => pendingClaimWords(claim, claimNotice, notation());

  let asked = 0;
  const refresh = async () => {
    const ask = ++asked;
    try {
      const { events } = await getJournal(id, tokens.arbiter);
      if (ask !== asked) return;
      fill(journal, events.slice().reverse().map((ev) =>
        h('tr', {}, h('td', {}, String(ev.seq)), h('td', {}, stamp(ev.t)), h('td', {}, word('journal', ev.type)), h('td.details', {}, details(ev, notation())))));
    } catch {
      // The journal shows again with the next state.
    }
  };

  return {
    el,
    update: (view, state) => {
      for (const n of state.notices) if (n.code === 'perpetual_check_claimed') claimNotice = n;
      const regulations = view.config.regulations as { guideline_iii?: boolean } | undefined;
      iii4.hidden = !regulations?.guideline_iii || !!state.result;
      boardBox.hidden = view.config.mode !== 'otb' || !!state.result;
      const parts: HTMLElement[] = [];
      if (!state.result) {
        if (!state.started) parts.push(h('button.primary.start', { type: 'button', onclick: () => void run({ type: 'start' }) }, t('game.start')));
        else if (state.adjourned) parts.push(h('button.resume-adjourned', { type: 'button', onclick: () => void run({ type: 'resume_adjourned' }) }, t('arbiter.resumeAdjourned')));
        else if (state.clock?.paused) parts.push(h('button.resume', { type: 'button', onclick: () => void run({ type: 'resume' }) }, t('arbiter.resume')));
        else parts.push(h('button.pause', { type: 'button', onclick: () => void run({ type: 'pause' }) }, t('arbiter.pause')));
      }
      fill(clocksBox, parts);
      // The old Laws' judgements (1930 Art. 16.1.b, 16.1.f, 20.1.e): a perpetual-check claim to
      // uphold or reject, and the theory count of a mate demand.
      const rulings: HTMLElement[] = [];
      const claim = state.pending_claim;
      if (claim && !state.result) {
        rulings.push(h('div.pending-claim', {},
          h('h3', {}, t('arbiter.pending', { side: t(`side.${claim.by}`), article: article(claim.article) })),
          h('p', {}, claimFacts(claim)),
          h('button.uphold', { type: 'button', onclick: () => void run({ type: 'arbiter', action: 'declare_result', result: '1/2-1/2', reason: 'arbiter' }) }, t('arbiter.uphold')),
          h('button.reject', { type: 'button', onclick: () => void run({ type: 'arbiter', action: 'reject_claim' }) }, t('arbiter.reject'))));
      }
      for (const side of ['white', 'black'] as const) {
        const demand = state.mate_demands?.[side];
        if (!demand || state.result) continue;
        const form: HTMLFormElement = h('form.theory', {
          onsubmit: (e: Event) => {
            e.preventDefault();
            const n = Number((form.elements.namedItem('moves') as HTMLInputElement).value);
            if (n > 0) void run({ type: 'demand_mate', by: side, theory_moves: n });
          },
        }, h('h3', {}, t('arbiter.theory', { side: t(`side.${side}`), article: article(demand.article), n: demand.moves_left })),
          h('label', {}, t('arbiter.theoryMoves'), ' ', h('input', { name: 'moves', type: 'number', min: '1', size: 4 })),
          h('button', { type: 'submit' }, t('arbiter.apply')));
        rulings.push(form);
      }
      fill(rulingBox, rulings);
      rulingBox.hidden = rulings.length === 0;
      // The clocks' readings as the placeholders of "set the clocks" (Art. 6.10.2).
      if (state.clock) {
        for (const side of ['white', 'black'] as const) {
          const input = setClock.elements.namedItem(side) as HTMLInputElement;
          input.placeholder = stamp(side === 'white' ? state.clock.white_ms : state.clock.black_ms).replace(/\.\d+$/, '');
        }
      }
      void refresh();
    },
  };
}
