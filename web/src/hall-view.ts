/**
 * The hall's views (issue 35, item 9): pure functions from the controller's state to elements.
 * They attach no handler: every control names its step in `data-action` (and its board, code or
 * item), and the page listens once on its root. Drawn afresh at each change and each second, then
 * laid onto the page by `morph`, so that a row changes only where its board changed (item 5).
 */
import { shown } from './clock';
import { h } from './dom';
import { decidedWords, ht, refusalSaid, warningsSaid, type HallKey } from './hall-i18n';
import { noticeWords } from './codes';
import { clockShown, currentLang } from './i18n';
import { Refused } from './http';
import { RESULT_CODES, forfeitOffers, type EntryRefusal, type Judged, type ResultCode } from './hall-results';
import type { BoardSummary, HallState, Item, Seated, Typed, Undoable } from './hall-state';

/** What the views need beyond the state: derived once per drawing by the controller. */
export interface Frame {
  /** The server's time now, ms. */
  now: number;
  /** Ms left before the default time passes (Art. 6.7.1); `null` before the round started. */
  defaultLeft: number | null;
  /** The round the result screen shows, and its boards. */
  resultsRound: number;
  resultsBoards: BoardSummary[];
  typed: Typed[];
}

const ABSENCE_KINDS = ['withdrawal', 'suspension', 'expulsion', 'bye.half', 'bye.full', 'bye.zero'] as const;

/** An item's words in the page's language: by its notice's code; without one, the kind's
 * label already says it all, and the server's English is shown on an English page only. */
export function itemWords(item: Pick<Item, 'code' | 'params' | 'text'>, lang = currentLang()): string {
  if (item.code) return noticeWords({ code: item.code, params: item.params, text: item.text }, lang, lang);
  return lang === 'en' ? item.text : '';
}

/** A failed step in the page's language: a refusal by its code. */
export function failureWords(e: unknown): string {
  if (e instanceof Refused) return e.status === 0 && e.refusal.code === 'network' ? ht('hall.network') : refusalSaid(e.refusal);
  return (e as Error).message;
}

/** A clock's time now: a running clock has lost what passed since its state, counted on the
 * server's clock (`now_ms` of the stream's lines), not the page's. */
export function display(b: BoardSummary, side: 'white' | 'black', serverNow: number, mode: string): string {
  if (!b.clock) return '—';
  return clockShown(shown(b.clock, side, mode, serverNow - b.at_ms, !!b.result).ms);
}

const clockText = (ms: number): string => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The whole page, as the state says it. */
export function hallView(s: HallState, f: Frame): HTMLElement {
  const name = s.view?.event.name;
  const title = name ? `${name} — ${s.view?.round.number ? ht('hall.round', { n: s.view.round.number }) : ht('hall.title')}` : ht('hall.title');
  const id = encodeURIComponent(s.id);
  const head = h('div.hall-head', {},
    h('h1', {}, title),
    s.access === 'arbiter' ? h('span.link-state', { role: 'status' }, s.link ? ht('hall.live') : ht('hall.offline')) : null,
    h('a', { href: `/event/${id}` }, ht('hall.public')),
    h('a', { href: `/event/${id}/players` }, ht('hall.entries')));
  if (s.access !== 'arbiter') {
    const words: Record<Exclude<typeof s.access, 'arbiter'>, HallKey> = {
      checking: 'hall.checking', wrong: 'hall.wrongLink', missing: 'hall.noToken', noEvent: 'hall.noEvent', unreachable: 'hall.network',
    };
    return h('div.hall', { 'data-access': s.access }, head,
      s.access === 'checking'
        ? h('p.hint.access', { role: 'status' }, ht(words.checking))
        : h('p.error.access', { role: 'alert' }, ht(words[s.access])));
  }
  return h('div.hall', { 'data-access': 'arbiter' }, head,
    h('p.error', { role: 'alert' }, s.failure ? failureWords(s.failure) : s.refusedEntry ? refusalOfEntry(s.refusedEntry.board, s.refusedEntry.judged) : ''),
    h('div.warnings', { role: 'status' }, s.warned ? h('ul', {}, warningsSaid(s.warned).map((w) => h('li', {}, w))) : null),
    h('nav.tabs.hall-tabs', { 'aria-label': ht('hall.screens') },
      (['boards', 'results'] as const).map((screen) =>
        h('button', { type: 'button', 'data-action': 'screen', 'data-screen': screen, 'aria-pressed': String(s.screen === screen) }, ht(`hall.tab.${screen}`)))),
    s.screen === 'boards' ? boardsScreen(s, f) : resultsScreen(s, f));
}

function boardsScreen(s: HallState, f: Frame): HTMLElement {
  return h('div.screen-boards', {}, controls(s, f), queue(s, f), boards(s, f), moveForm(s), links(s), absences(s), explanation(s));
}

/** Issue 35, item 4: what an undo takes back, in the page's language. */
export function undoWhat(u: Undoable): string {
  const st = u.step;
  const key = `undo.step.${st.type}`;
  const params = { round: st.round ?? '', board: st.board ?? '', player: st.player ?? '', name: st.name ?? '', result: st.result ?? '' };
  return key in UNDO_KEYS ? ht(key as HallKey, params) : st.type;
}

const UNDO_KEYS: Record<string, true> = Object.fromEntries(
  ['player', 'edited', 'paired', 'changed', 'discarded', 'published', 'decided', 'absent', 'acknowledged', 'ruled', 'present']
    .map((t) => [`undo.step.${t}`, true]));

/** Issue 35, item 2: a player of the draft changes places with another — on another board,
 * or with the bye (which he then takes) — or, on the same board, colours. */
function moveForm(s: HallState): HTMLElement | null {
  const r = s.view?.round;
  if (!r || r.number === 0 || r.published) return null;
  const seats: [number, string][] = [];
  for (const b of r.boards) {
    seats.push([b.white.tpn, ht('draft.onBoard', { name: `${b.white.tpn}. ${b.white.name}`, n: b.board, side: ht('hall.white') })]);
    seats.push([b.black.tpn, ht('draft.onBoard', { name: `${b.black.tpn}. ${b.black.name}`, n: b.board, side: ht('hall.black') })]);
  }
  if (r.bye) seats.push([r.bye.tpn, ht('draft.onBye', { name: `${r.bye.tpn}. ${r.bye.name}` })]);
  const select = (name: string, first: number) => {
    const el = h('select', { name }, seats.map(([tpn, text]) => h('option', { value: String(tpn) }, text)));
    (el as HTMLSelectElement).value = String(seats[first]?.[0] ?? '');
    return el;
  };
  return h('form.move', { 'data-key': 'move' },
    h('h2', {}, ht('draft.move')),
    h('label', {}, ht('draft.moveA'), ' ', select('a', 0)),
    h('label', {}, ht('draft.moveB'), ' ', select('b', Math.min(2, seats.length - 1))),
    h('button', { type: 'submit' }, ht('draft.moveDo')));
}

/** Issue 35, item 2: each player's links once the round is published by this page — the
 * game's seat link (given once) with a copy button and its QR code, and the player's page of
 * the event. */
function links(s: HallState): HTMLElement | null {
  const v = s.view;
  const l = s.links;
  if (!v || !l || l.round !== v.round.number || !v.round.published) return null;
  const id = encodeURIComponent(s.id);
  const origin = location.origin;
  const seat = (b: BoardSummary, side: 'white' | 'black', link: string | null) => {
    const p = b[side];
    const url = link ? `${origin}${link}` : null;
    return h('li.seat-link', { 'data-tpn': p.tpn },
      h('span.seat-name', {}, `${p.tpn}. ${p.name}`), ' ',
      url ? h('a.seat-url', { href: url, target: '_blank', rel: 'noopener', 'aria-label': ht('draft.seat', { name: p.name }) }, ht('draft.seat', { name: p.name })) : null, ' ',
      url ? h('button.copy', { type: 'button', 'data-action': 'copy', 'data-url': url, 'aria-label': `${ht('draft.copy')} (${p.name})` }, ht('draft.copy')) : null, ' ',
      url ? h('button.qr', { type: 'button', 'data-action': 'qr', 'data-url': url, 'data-name': p.name, 'aria-label': `${ht('draft.qr')} (${p.name})` }, ht('draft.qr')) : null, ' ',
      h('a.player-page', { href: `/event/${id}/player/${p.tpn}`, 'aria-label': `${ht('draft.page')} (${p.name})` }, ht('draft.page')));
  };
  return h('section.links', { 'aria-labelledby': 'links-title', 'data-key': `links-${l.round}` },
    h('h2#links-title', {}, ht('draft.links', { n: l.round })),
    h('p.hint', {}, ht('draft.linksHint')),
    h('ul.seat-links', {}, v.round.boards.flatMap((b) => {
      const link = l.boards.find((x) => x.board === b.board);
      return [seat(b, 'white', link?.white ?? null), seat(b, 'black', link?.black ?? null)];
    })));
}

function controls(s: HallState, f: Frame): HTMLElement {
  const r = s.view?.round;
  const draft = !!r && r.number > 0 && !r.published;
  const allDone = !!r && r.boards.every((b) => b.result);
  const canPair = !r || r.number === 0 || (r.published && allDone);
  const notStarted = !!r && r.published && r.boards.some((b) => b.status === 'created' && !b.result);
  const outdated = draft ? r?.outdated : null;
  const undo = s.view?.undo;
  return h('div.hall-controls', {},
    draft ? h('p.hint', {}, ht('hall.draft')) : null,
    outdated ? h('p.error.outdated', {}, refusalSaid({ ...outdated, key: outdated.key ?? outdated.code })) : null,
    draft ? h('label.reason', {}, ht('hall.reason'), ' ', h('input.reason', { type: 'text', name: 'reason', size: 50 })) : null,
    h(canPair && r && r.number > 0 ? 'button.primary' : 'button', { type: 'button', 'data-action': 'pair', disabled: !canPair }, ht('hall.pair')),
    draft ? h('button.pair-again', { type: 'button', 'data-action': 'pair-again' }, ht('draft.pairAgain')) : null,
    draft ? h('button.primary.publish', { type: 'button', 'data-action': 'publish', disabled: !!outdated }, ht('hall.publish')) : null,
    r && r.number > 0 ? h('button.print', { type: 'button', 'data-action': 'print' }, ht('draft.print')) : null,
    undo ? h('button.undo', { type: 'button', 'data-action': 'undo', 'data-seq': undo.seq }, ht('undo.button', { what: undoWhat(undo) })) : null,
    s.undone ? h('p.undone', { role: 'status' }, ht('undo.done', { what: undoWhat(s.undone) })) : null,
    notStarted ? h('button.primary.start-all', { type: 'button', 'data-action': 'start' }, ht('hall.startAll')) : null,
    r && r.published && !allDone ? defaultTime(s, f) : null);
}

/** The default time (Art. 6.7.1), counted live from the round's start. */
function defaultTime(s: HallState, f: Frame): HTMLElement {
  const ms = s.view?.event.default_time_ms ?? 0;
  if (f.defaultLeft === null) return h('p.default-time', {}, ht('hall.defaultWaits', { t: clockText(ms) }));
  if (f.defaultLeft > 0) return h('p.default-time', {}, ht('hall.defaultLeft', { t: clockText(f.defaultLeft) }));
  return h('p.default-time.passed', {}, ht('hall.defaultPassed'));
}

function queue(s: HallState, f: Frame): HTMLElement {
  const items = s.view?.queue ?? [];
  return h('section.queue', { 'aria-labelledby': 'queue-title' },
    h('h2#queue-title', {}, ht('hall.queue')),
    items.length === 0
      ? h('p.hint.queue-empty', {}, ht('hall.queueEmpty'))
      : h('ol.queue-items', {}, items.map((item) => queueItem(s, f, item))));
}

/** A queue item's kind, board and what it says, in one sentence of the catalogue (issue 32:
 * « Appel (art. 6.11.2) — Échiquier 3 — … »). */
function queueWords(item: Item): string {
  const kind = ht(`hall.kind.${item.kind}` as HallKey);
  const what = itemWords(item);
  return what ? ht('hall.queueAtWhat', { kind, n: item.board, what }) : ht('hall.queueAt', { kind, n: item.board });
}

/** How long ago, live: seconds, then minutes, with the catalogue's plurals (« il y a 1 seconde »). */
export function ageWords(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return ht('hall.since', { s, m: Math.floor(s / 60) });
}

function queueItem(s: HallState, f: Frame, item: Item): HTMLElement {
  const act = (cls: string, action: string, key: HallKey) =>
    h(`button.${cls}`, { type: 'button', 'data-action': action, 'data-item': item.id, 'data-game': item.game }, ht(key));
  return h('li.queue-item', { 'data-key': item.id, 'data-kind': item.kind, 'data-game': item.game },
    h('span.text', {}, queueWords(item)), ' ',
    // Issue 35, item 5: the age counts on, drawn each second.
    h('time', { datetime: new Date(item.since_ms).toISOString() }, ageWords(f.now - item.since_ms)),
    h('span.actions', {},
      h('a.open-console', { href: `/game/${item.game}/arbiter#arbiter=${s.token}`, target: '_blank', rel: 'noopener' }, ht('hall.open')),
      item.kind === 'call' ? act('resume', 'resume', 'hall.resume') : null,
      item.kind === 'claim' ? [act('uphold', 'uphold', 'hall.uphold'), act('reject', 'reject', 'hall.reject')] : null,
      act('seen', 'ack', 'hall.seen')));
}

const player = (p: Seated): (HTMLElement | string)[] => [`${p.tpn}. ${p.name}`, ...(p.rating ? [h('span.rating', {}, ` (${p.rating})`)] : [])];

/** Why the event recorded a board's result, under it. */
export function resultWhy(b: BoardSummary): HTMLElement | null {
  const why = decidedWords(b.decided);
  return why ? h('div.decided-why', {}, why) : null;
}

function boards(s: HallState, f: Frame): HTMLElement {
  const v = s.view;
  if (!v || v.round.number === 0) {
    return h('section.hall-boards', { 'aria-labelledby': 'boards-title' }, h('h2#boards-title', {}, ht('hall.boards')), h('p.hint', {}, ht('hall.noRound')));
  }
  const mode = v.event.clock_mode ?? 'fischer';
  const passed = f.defaultLeft === 0;
  const head = (key: HallKey) => h('th', { scope: 'col' }, ht(key));
  const rows = v.round.boards.map((b) => {
    const c = b.clock;
    const cell = (side: 'white' | 'black', label: HallKey) =>
      h(`td.hall-clock.${side}`, { class: c?.running === side && !b.result ? 'ticking' : '', 'data-label': ht(label) }, display(b, side, f.now, mode));
    const offers = forfeitOffers(b, passed);
    return h('tr.hall-board', { 'data-key': `board-${b.board}`, 'data-board': b.board, 'data-game': b.game ?? '', class: b.open.length ? 'needs' : '' },
      h('th.board-no', { scope: 'row', 'data-label': ht('hall.board') }, String(b.board)),
      h('td.player.white', { 'data-label': ht('hall.white') }, player(b.white)),
      cell('white', 'hall.clockWhite'), cell('black', 'hall.clockBlack'),
      h('td.player.black', { 'data-label': ht('hall.black') }, player(b.black)),
      h('td.period', { 'data-label': ht('hall.period') }, c ? `${c.period.white} / ${c.period.black}` : '—'),
      h('td.status', { 'data-label': ht('hall.status') }, ht(`status.${b.status}` as HallKey)),
      h('td.result', { 'data-label': ht('hall.result') }, b.result ?? '', resultWhy(b)),
      h('td.actions', { 'data-label': ht('hall.actions') },
        !v.round.published
          ? h('button.swap', { type: 'button', 'data-action': 'swap', 'data-board': b.board, 'aria-label': ht('hall.swap', { n: b.board }) }, '⇄')
          : null,
        offers.map((code) => offerButton(b, code)),
        b.game ? h('a.open-board', { href: `/game/${b.game}/arbiter#arbiter=${s.token}`, target: '_blank', rel: 'noopener', 'aria-label': ht('hall.openOf', { n: b.board }) }, '↗') : null));
  });
  return h('section.hall-boards', { 'aria-labelledby': 'boards-title' },
    h('h2#boards-title', {}, ht('hall.roundBoards', { n: v.round.number })),
    h('table.boards.stack', {},
      h('thead', {}, h('tr', {},
        head('hall.board'), head('hall.white'), head('hall.clockWhite'), head('hall.clockBlack'), head('hall.black'),
        head('hall.period'), head('hall.status'), head('hall.result'), head('hall.actions'))),
      h('tbody', {}, rows)),
    v.round.bye ? h('p.bye', {}, ht('hall.bye', { name: v.round.bye.name })) : null);
}

/** A forfeit the default time offers (Art. 6.7.1): confirmed before it is sent. */
function offerButton(b: BoardSummary, code: ResultCode): HTMLElement {
  const who = ht(`hall.offer.${code}` as HallKey);
  return h('button.offer', { type: 'button', 'data-action': 'offer', 'data-board': b.board, 'data-code': code, 'aria-label': ht('hall.offerOf', { n: b.board, who }) }, ht('hall.offerText', { who, code }));
}

function absences(s: HallState): HTMLElement {
  return h('form.absence', {},
    h('h2', {}, ht('hall.absences')),
    h('label', {}, ht('hall.absence.player'), ' ', h('input', { name: 'player', type: 'number', min: '1', required: true, size: 4 })),
    h('label', {}, ht('hall.absence.kind'), ' ',
      h('select', { name: 'kind' }, ABSENCE_KINDS.map((k) => h('option', { value: k }, ht(`hall.absence.${k}` as HallKey))))),
    h('label', {}, ht('hall.absence.from'), ' ', h('input', { name: 'from', type: 'number', min: '1', size: 3 })),
    h('label', {}, ht('hall.absence.rounds'), ' ', h('input', { name: 'rounds', type: 'number', min: '1', value: '1', size: 3 })),
    h('label', {}, ht('hall.absence.reason'), ' ', h('input', { name: 'reason', type: 'text', size: 30 })),
    h('button', { type: 'submit' }, ht('hall.absence.record')),
    h('ul.absences-list', {}, (s.view?.absences ?? []).map((a) => {
      const kind = a.kind === 'bye' ? `bye.${a.bye ?? 'zero'}` : a.kind;
      // One round is "Round 2", not "Round 2–2"; French sets « : » with its space.
      const last = a.from + (a.rounds ?? 1) - 1;
      const span = a.kind === 'withdrawal' || a.kind === 'expulsion' ? 'open' : last === a.from ? 'one' : 'many';
      const line = ht('hall.absenceLine', { player: a.player, kind: ht(`hall.absence.${kind}` as HallKey), span, from: a.from, to: last });
      const text = a.reason ? ht('hall.aside', { text: line, aside: a.reason }) : line;
      // Issue 35, item 2: an absence whose first round is not published is taken back, with
      // a confirmation, whatever came after it.
      const r = s.view?.round;
      const open = !r || a.from > r.number || (a.from === r.number && !r.published);
      return h('li', {}, text, open ? [' ', h('button.present', {
        type: 'button', 'data-action': 'present', 'data-player': a.player, 'data-round': a.from,
        'aria-label': ht('absence.present.label', { player: a.player, round: a.from }),
      }, ht('absence.present'))] : null);
    })));
}

function explanation(s: HallState): HTMLElement {
  const e = s.view?.round.explanation as { article?: string; boards?: { board: number; notes: { text: string; text_fr?: string; article: string }[] }[]; text?: string; text_fr?: string } | null | undefined;
  if (!e) return h('section.explanation');
  const fr = currentLang() === 'fr';
  // A Handbook reference as the French Handbook writes it (`C.05 Annex 1`: `C.05 annexe 1`).
  const ref = (a: string) => (fr ? a.replace(/\bAnnex\b/g, 'annexe') : a);
  return h('section.explanation', {},
    h('details', {},
      h('summary', {}, e.article ? ht('hall.aside', { text: ht('hall.explanation'), aside: ref(e.article) }) : ht('hall.explanation')),
      e.text ? h('p', {}, (fr && e.text_fr) || e.text) : null,
      h('ul', {}, (e.boards ?? []).flatMap((b) => b.notes.map((n) => h('li', {}, ht('hall.noteLine', { n: b.board, text: (fr && n.text_fr) || n.text, article: ref(n.article) })))))));
}

/** Why the screen refused what was typed, in the page's language. */
export function refusalOfEntry(board: number, j: Judged): string {
  if (j.ok) return '';
  const why: EntryRefusal = j.why;
  const side = j.side ? ht(j.side === 'white' ? 'hall.white' : 'hall.black') : '';
  return ht(`results.why.${why}` as HallKey, { n: board, side });
}

/** Issue 35, item 3: one screen for every board of a round, typed with keys. */
function resultsScreen(s: HallState, f: Frame): HTMLElement {
  const v = s.view;
  const current = v?.round.number ?? 0;
  const n = f.resultsRound;
  const typed = new Map(f.typed.map((t) => [t.board, t]));
  const rounds = Array.from({ length: current }, (_, i) => i + 1);
  const picker = h('select#results-round', { 'data-action': 'round', 'data-owned': '' }, rounds.map((r) => h('option', { value: String(r) }, ht('hall.round', { n: r }))));
  picker.value = String(n);
  const rows = f.resultsBoards.map((b) => {
    const t = typed.get(b.board);
    const entry = h('input.result-entry', {
      type: 'text', 'data-board': b.board, 'data-owned': '', value: t?.code ?? '', autocomplete: 'off', spellcheck: 'false',
      'aria-label': ht('results.entry', { n: b.board }), 'aria-describedby': 'results-keys', size: 7,
    });
    entry.value = t?.code ?? '';
    return h('tr.result-row', { 'data-key': `r${n}-${b.board}`, 'data-board': b.board, class: t ? 'typed' : '' },
      h('th.board-no', { scope: 'row', 'data-label': ht('hall.board') }, String(b.board)),
      h('td.player.white', { 'data-label': ht('hall.white') }, player(b.white)),
      h('td.player.black', { 'data-label': ht('hall.black') }, player(b.black)),
      h('td.recorded', { 'data-label': ht('results.recorded') }, b.result ?? ht(`status.${b.status}` as HallKey), resultWhy(b)),
      h('td.typed', { 'data-label': ht('results.typed') },
        entry,
        h('span.result-buttons', { role: 'group', 'aria-label': ht('results.entry', { n: b.board }) },
          RESULT_CODES.map((code) => h('button.set-result', {
            type: 'button', 'data-action': 'set', 'data-board': b.board, 'data-code': code,
            'aria-pressed': String(t?.code === code), 'aria-label': ht('results.setOf', { n: b.board, code }),
          }, code === '1/2-1/2' ? '½' : code)))));
  });
  const count = f.typed.length;
  return h('section.results-screen', { 'aria-labelledby': 'results-title' },
    h('h2#results-title', {}, ht('results.title', { n })),
    current > 1 ? h('p.results-round', {}, h('label', { for: 'results-round' }, ht('results.round')), ' ', picker) : null,
    n !== current ? h('p.hint.results-past', {}, ht('results.past')) : null,
    resultsDefaultTime(s, f),
    h('p.hint#results-keys', {}, ht('results.keys')),
    h('table.results.stack', {},
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col' }, ht('hall.board')), h('th', { scope: 'col' }, ht('hall.white')), h('th', { scope: 'col' }, ht('hall.black')),
        h('th', { scope: 'col' }, ht('results.recorded')), h('th', { scope: 'col' }, ht('results.typed')))),
      h('tbody', {}, rows)),
    h('p.results-actions', {},
      h('button.primary.record-results', { type: 'button', 'data-action': 'record', disabled: count === 0 }, ht('results.record', { n: count })),
      h('button.clear-results', { type: 'button', 'data-action': 'clear', disabled: count === 0 }, ht('results.clear'))),
    h('p.results-sent', { role: 'status' }, s.recorded ? ht(s.recorded === 1 ? 'results.sentOne' : 'results.sent', { n: s.recorded }) : ''));
}

/** The default time on the result screen, for the current round. */
function resultsDefaultTime(s: HallState, f: Frame): HTMLElement | null {
  const round = s.view?.round;
  if (!round || f.resultsRound !== round.number || !round.published || round.boards.every((b) => b.result)) return null;
  return defaultTime(s, f);
}
