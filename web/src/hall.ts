/**
 * The hall (issue 26): the event arbiter's page, `/event/{id}/hall#arbiter=TOKEN`. Every board of
 * the round live — players, both clocks, period, result — and, first, the queue of what needs the
 * arbiter, oldest first (claims, calls of Art. 6.11.2, illegal moves claimed under A.5.2,
 * adjournments, flags down); one click opens a game's console, or rules from here. Round controls:
 * pair, publish, start all clocks (Art. 6.6), the default time with forfeits for the absent
 * (Art. 6.7.1); withdrawals, exclusions (Art. 12.9.8, 12.9.9) and requested byes for later rounds.
 * And the public pages of an event, `/event/{id}`: pairings, standings, crosstable.
 *
 * The page follows `/api/events/{id}/stream` (compact board summaries, not every move).
 */
import { format, shown } from './clock';
import { h, fill } from './dom';
import { noticeWords, type Params } from './codes';
import { decidedWords, ht, refusalSaid, warningsSaid, type Decided, type HallKey, type Refusal, type Warned } from './hall-i18n';
import { colon, currentLang } from './i18n';
import { readJson, writeJson } from './storage';
import type { ClockState } from './types';

interface Seated { tpn: number; name: string; rating: number | null }
interface BoardSummary {
  round: number;
  board: number;
  game: string | null;
  white: Seated;
  black: Seated;
  status: string;
  result: string | null;
  ply: number;
  clock: ClockState | null;
  at_ms: number;
  open: string[];
  /** The result the event recorded, with why (a forfeit at publication: Art. 6.7.1). */
  decided?: Decided;
}
interface Item {
  id: string;
  kind: 'claim' | 'call' | 'illegal' | 'adjourned' | 'flag';
  game: string;
  round: number;
  board: number;
  by: 'white' | 'black' | null;
  article: string;
  text: string;
  /** The game notice's code and params, when a notice says the item (issue 21: said by code). */
  code?: string;
  params?: Params;
  since_ms: number;
}

/** An item's words in the page's language: by its notice's code; without one, the kind's
 * label already says it all, and the server's English is shown on an English page only. */
export function itemWords(item: Pick<Item, 'code' | 'params' | 'text'>, lang = currentLang()): string {
  if (item.code) return noticeWords({ code: item.code, params: item.params, text: item.text }, lang, lang);
  return lang === 'en' ? item.text : '';
}
interface HallView {
  type: 'hall';
  event: { id: string; name: string; rounds_planned: number; default_time_ms: number; clock_mode: string | null };
  now_ms: number;
  round: { number: number; published: boolean; boards: BoardSummary[]; bye: Seated | null; explanation: unknown };
  queue: Item[];
  absences?: Absence[];
}
/** A player's absence from later rounds (`POST /api/events/{id}/absences`). */
interface Absence {
  player: number;
  kind: 'withdrawal' | 'suspension' | 'expulsion' | 'bye';
  from: number;
  rounds: number | null;
  bye: 'half' | 'full' | 'zero' | null;
  reason: string | null;
}
const ABSENCE_KINDS = ['withdrawal', 'suspension', 'expulsion', 'bye.half', 'bye.full', 'bye.zero'] as const;

const tokenKey = (id: string) => `arbiter.event.${id}`;

/** Keeps the event's arbiter token from the fragment, and takes it out of the address bar. */
export function keepEventToken(id: string, hash: string): string | null {
  const match = /(?:^#|&)arbiter=([A-Za-z0-9_-]+)/.exec(hash);
  if (match) {
    writeJson(tokenKey(id), match[1]);
    history.replaceState(null, '', location.pathname);
  }
  return readJson<string | null>(tokenKey(id), null);
}

/** What a clock shows now: a running clock has lost what passed since its state, counted on the
 * server's clock (`now_ms` of the stream's lines), not the page's. */
function display(b: BoardSummary, side: 'white' | 'black', serverNow: number, mode: string): string {
  if (!b.clock) return '—';
  return format(shown(b.clock, side, mode, serverNow - b.at_ms, !!b.result).ms);
}

/** Why the event recorded a board's result, under it, in the page's language (a round robin's
 * absent player forfeited at publication, Art. 6.7.1: « Le joueur n° 4 est absent de la ronde 2 :
 * exclu pour une ou plusieurs rondes (art. 12.9.8) »); nothing without one. */
function resultWhy(b: BoardSummary): HTMLElement | null {
  const why = decidedWords(b.decided);
  return why ? h('div.decided-why', {}, why) : null;
}

/** A request the server refused: its error body, said in the page's language by `refusalSaid`. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(`${refusal.code}: ${refusal.message}`);
  }
}

/** What a page shows of a failed request: a refusal in the page's language, by its code. */
export function failureWords(e: unknown): string {
  return e instanceof Refused ? refusalSaid(e.refusal) : (e as Error).message;
}

/** A request to the event routes, with the event's token if given; a refusal is thrown as
 * [`Refused`]. */
export async function api(path: string, token: string | null, method = 'GET', body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let value: unknown = null;
  try {
    value = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON (a proxy's page): the status says it.
  }
  if (!response.ok) {
    const error = (value as { error?: Partial<Refusal> } | null)?.error;
    throw new Refused({
      code: error?.code ?? String(response.status),
      message: error?.message ?? '',
      key: error?.key,
      params: error?.params,
    });
  }
  return value;
}

/** Follows an NDJSON stream, reconnecting; returns a function that stops it. */
function followStream(path: string, token: string | null, onLine: (v: Record<string, unknown>) => void, onLink: (up: boolean) => void): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal });
        if (!response.ok || !response.body) throw new Error(String(response.status));
        onLink(true);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let at: number;
          while ((at = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, at).trim();
            buffer = buffer.slice(at + 1);
            if (line) onLine(JSON.parse(line) as Record<string, unknown>);
          }
        }
      } catch {
        // Dropped: try again.
      }
      onLink(false);
      if (!stopped) await new Promise((r) => setTimeout(r, 1000));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}

/** The hall page. Returns a function that stops its stream and timers. */
export function hallPage(root: HTMLElement, id: string, token: string | null): () => void {
  if (!token) {
    fill(root, h('h1', {}, ht('hall.title')), h('p.error', { role: 'alert' }, ht('hall.noToken')));
    return () => undefined;
  }
  let view: HallView | null = null;
  // The server's clock minus the page's.
  let skew = 0;
  const boards = new Map<number, BoardSummary>();
  const absent = new Set<number>();
  const title = h('h1', {}, ht('hall.title'));
  const link = h('span.link-state', { role: 'status' }, ht('hall.offline'));
  const error = h('p.error', { role: 'alert' });
  const warnings = h('div.warnings', { role: 'status' });
  const reason = h('input.reason', { type: 'text', name: 'reason', size: 50 });
  const controls = h('div.hall-controls');
  const queue = h('section.queue', { 'aria-labelledby': 'queue-title' });
  // A region that scrolls sideways on a phone is reached by the keyboard (axe-core's
  // scrollable-region-focusable; WCAG 2.1.1).
  const table = h('section.hall-boards', { 'aria-labelledby': 'boards-title', tabindex: '0' });
  const explanation = h('section.explanation');
  const absencesList = h('ul.absences-list');
  const field = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  /** Withdrawals, exclusions (Art. 12.9.8, 12.9.9) and requested byes: later rounds only. */
  const absenceForm: HTMLFormElement = h('form.absence', {
    onsubmit: (e: Event) => {
      e.preventDefault();
      void act(async () => {
        const [kind, bye] = field(absenceForm, 'kind').split('.');
        const rounds = Number(field(absenceForm, 'rounds'));
        const from = Number(field(absenceForm, 'from'));
        const reason = field(absenceForm, 'reason').trim();
        await api(`/api/events/${id}/absences`, token, 'POST', {
          player: Number(field(absenceForm, 'player')),
          kind,
          from: from > 0 ? from : undefined,
          rounds: kind === 'suspension' || (kind === 'bye' && rounds > 1) ? rounds : undefined,
          bye: bye ?? undefined,
          reason: reason || undefined,
        });
        absenceForm.reset();
      });
    },
  }, h('h2', {}, ht('hall.absences')),
    h('label', {}, ht('hall.absence.player'), ' ', h('input', { name: 'player', type: 'number', min: '1', required: true, size: 4 })),
    h('label', {}, ht('hall.absence.kind'), ' ',
      h('select', { name: 'kind' }, ABSENCE_KINDS.map((k) => h('option', { value: k }, ht(`hall.absence.${k}` as HallKey))))),
    h('label', {}, ht('hall.absence.from'), ' ', h('input', { name: 'from', type: 'number', min: '1', size: 3 })),
    h('label', {}, ht('hall.absence.rounds'), ' ', h('input', { name: 'rounds', type: 'number', min: '1', value: '1', size: 3 })),
    h('label', {}, ht('hall.absence.reason'), ' ', h('input', { name: 'reason', type: 'text', size: 30 })),
    h('button', { type: 'submit' }, ht('hall.absence.record')),
    absencesList);
  fill(
    root,
    h('div.hall', {},
      h('div.hall-head', {}, title, link, h('a', { href: `/event/${id}` }, ht('hall.public')), h('a', { href: `/event/${id}/players` }, ht('hall.entries'))),
      error, warnings, controls, queue, table, absenceForm, explanation),
  );

  const act = async (what: () => Promise<unknown>) => {
    error.textContent = '';
    try {
      await what();
    } catch (e) {
      error.textContent = failureWords(e);
    }
  };
  const roundN = () => view?.round.number ?? 0;

  function renderControls(): void {
    const r = view?.round;
    const canPair = !r || r.number === 0 || (r.published && r.boards.every((b) => (boards.get(b.board) ?? b).result));
    fill(
      controls,
      r && r.number > 0 && !r.published ? h('p.hint', {}, ht('hall.draft')) : null,
      r && r.number > 0 && !r.published ? h('label.reason', {}, ht('hall.reason'), ' ', reason) : null,
      h('button', { type: 'button', disabled: !canPair, onclick: () => void act(() => api(`/api/events/${id}/rounds`, token, 'POST', {})) }, ht('hall.pair')),
      r && r.number > 0 && !r.published
        ? h('button.primary', { type: 'button', onclick: () => void act(() => api(`/api/events/${id}/rounds/${r.number}/publish`, token, 'POST', {})) }, ht('hall.publish'))
        : null,
      r && r.published
        ? h('button.primary.start-all', { type: 'button', onclick: () => void act(() => api(`/api/events/${id}/rounds/${r.number}/start`, token, 'POST', {})) }, ht('hall.startAll'))
        : null,
      r && r.published
        ? h('button.forfeit', {
            type: 'button',
            disabled: absent.size === 0,
            onclick: () => void act(async () => {
              await api(`/api/events/${id}/rounds/${r.number}/forfeits`, token, 'POST', { absent: [...absent] });
              absent.clear();
              renderControls();
            }),
          }, ht('hall.forfeit'))
        : null,
    );
  }

  /** Issue 24 point 4: the arbiter changes a board of the draft (journalled, with warnings). */
  async function swap(board: number): Promise<void> {
    const r = view?.round;
    if (!r) return;
    if (!reason.value.trim()) throw new Error(ht('hall.needReason'));
    const changed = r.boards.map((b) =>
      b.board === board ? { white: b.black.tpn, black: b.white.tpn } : { white: b.white.tpn, black: b.black.tpn });
    const answer = (await api(`/api/events/${id}/rounds/${r.number}/pairings`, token, 'PUT', {
      boards: changed,
      bye: r.bye?.tpn ?? null,
      reason: reason.value.trim(),
    })) as Warned;
    fill(warnings, h('ul', {}, warningsSaid(answer).map((w) => h('li', {}, w))));
  }

  function rule(item: Item, event: Record<string, unknown>): Promise<unknown> {
    return api(`/api/games/${encodeURIComponent(item.game)}/events`, token, 'POST', event);
  }

  function renderQueue(): void {
    const items = view?.queue ?? [];
    const now = Date.now() + skew;
    fill(
      queue,
      h('h2#queue-title', {}, ht('hall.queue')),
      items.length === 0
        ? h('p.hint.queue-empty', {}, ht('hall.queueEmpty'))
        : h('ol.queue-items', {},
            items.map((item) =>
              h('li.queue-item', { 'data-kind': item.kind, 'data-game': item.game },
                h('strong', {}, ht(`hall.kind.${item.kind}` as HallKey)),
                ' — ', `${ht('hall.board')} ${item.board}`, ' — ',
                h('span.text', {}, itemWords(item)), ' ',
                h('time', { datetime: new Date(item.since_ms).toISOString() }, ht('hall.since', { s: Math.max(0, Math.round((now - item.since_ms) / 1000)) })),
                h('span.actions', {},
                  h('a.open-console', { href: `/game/${item.game}/arbiter#arbiter=${token}`, target: '_blank', rel: 'noopener' }, ht('hall.open')),
                  item.kind === 'call'
                    ? h('button.resume', { type: 'button', onclick: () => void act(() => rule(item, { type: 'resume' })) }, ht('hall.resume'))
                    : null,
                  item.kind === 'claim'
                    ? [
                        h('button.uphold', { type: 'button', onclick: () => void act(() => rule(item, { type: 'arbiter', action: 'declare_result', result: '1/2-1/2', reason: 'arbiter' })) }, ht('hall.uphold')),
                        h('button.reject', { type: 'button', onclick: () => void act(() => rule(item, { type: 'arbiter', action: 'reject_claim' })) }, ht('hall.reject')),
                      ]
                    : null,
                  h('button.seen', { type: 'button', onclick: () => void act(() => api(`/api/events/${id}/queue/${encodeURIComponent(item.id)}/ack`, token, 'POST', {})) }, ht('hall.seen')),
                ),
              ),
            ),
          ),
    );
  }

  function renderBoards(): void {
    if (!view || view.round.number === 0) {
      fill(table, h('h2#boards-title', {}, ht('hall.boards')), h('p.hint', {}, ht('hall.noRound')));
      return;
    }
    const serverNow = Date.now() + skew;
    const mode = view.event.clock_mode ?? 'fischer';
    const rows = view.round.boards.map((b0) => {
      const b = boards.get(b0.board) ?? b0;
      const c = b.clock;
      const cell = (side: 'white' | 'black') =>
        h(`td.hall-clock.${side}`, { class: c?.running === side && !b.result ? 'ticking' : '' }, display(b, side, serverNow, mode));
      const player = (p: Seated) =>
        h('td.player', {},
          `${p.tpn}. ${p.name}`, p.rating ? h('span.rating', {}, ` (${p.rating})`) : null,
          view?.round.published && b.status === 'created'
            ? h('label.absent', {},
                h('input', { type: 'checkbox', checked: absent.has(p.tpn), onchange: (e: Event) => {
                  if ((e.target as HTMLInputElement).checked) absent.add(p.tpn); else absent.delete(p.tpn);
                  renderControls();
                } }),
                ' ', ht('hall.absent'))
            : null);
      return h('tr.hall-board', { 'data-board': b.board, 'data-game': b.game ?? '', class: b.open.length ? 'needs' : '' },
        h('td', {}, String(b.board)),
        player(b.white), cell('white'), cell('black'), player(b.black),
        h('td.period', {}, c ? `${c.period.white} / ${c.period.black}` : '—'),
        h('td.status', {}, ht(`status.${b.status}` as HallKey)),
        h('td.result', {}, b.result ?? '', resultWhy(b)),
        h('td', {}, !view?.round.published
          ? h('button.swap', { type: 'button', 'aria-label': ht('hall.swap', { n: b.board }), onclick: () => void act(() => swap(b.board)) }, '⇄')
          : null,
          b.game ? h('a', { href: `/game/${b.game}/arbiter#arbiter=${token}`, target: '_blank', rel: 'noopener', 'aria-label': `${ht('hall.open')} ${b.board}` }, '↗') : null));
    });
    fill(
      table,
      h('h2#boards-title', {}, `${ht('hall.round', { n: view.round.number })} — ${ht('hall.boards')}`),
      h('table.boards', {},
        h('thead', {}, h('tr', {},
          h('th', { scope: 'col' }, ht('hall.board')), h('th', { scope: 'col' }, ht('hall.white')),
          h('th', { scope: 'col' }, ht('hall.clockWhite')), h('th', { scope: 'col' }, ht('hall.clockBlack')),
          h('th', { scope: 'col' }, ht('hall.black')), h('th', { scope: 'col' }, ht('hall.period')),
          h('th', { scope: 'col' }, ht('hall.status')), h('th', { scope: 'col' }, ht('hall.result')),
          h('th', { scope: 'col' }, h('span.sr-only', {}, ht('hall.open'))))),
        h('tbody', {}, rows)),
      view.round.bye ? h('p.bye', {}, ht('hall.bye', { name: view.round.bye.name })) : null,
    );
  }

  function renderExplanation(): void {
    const e = view?.round.explanation as { article?: string; boards?: { board: number; notes: { text: string; text_fr?: string; article: string }[] }[]; text?: string; text_fr?: string } | null | undefined;
    const fr = currentLang() === 'fr';
    if (!e) {
      fill(explanation);
      return;
    }
    fill(
      explanation,
      h('details', {},
        h('summary', {}, e.article ? `${ht('hall.explanation')} (${e.article})` : ht('hall.explanation')),
        e.text ? h('p', {}, (fr && e.text_fr) || e.text) : null,
        h('ul', {}, (e.boards ?? []).flatMap((b) => b.notes.map((n) => h('li', {}, `${ht('hall.board')} ${b.board}${colon()}${(fr && n.text_fr) || n.text} (${n.article})`))))),
    );
  }

  function renderAbsences(): void {
    fill(absencesList, (view?.absences ?? []).map((a) => {
      const kind = a.kind === 'bye' ? `bye.${a.bye ?? 'zero'}` : a.kind;
      // One round is "Round 2", not "Round 2–2"; French sets « : » with its space.
      const last = a.from + (a.rounds ?? 1) - 1;
      const until = a.kind === 'withdrawal' || a.kind === 'expulsion' || last === a.from ? '' : `–${last}`;
      return h('li', {}, `${a.player}${colon()}${ht(`hall.absence.${kind}` as HallKey)}, ${ht('hall.round', { n: `${a.from}${until}` })}${a.reason ? ` (${a.reason})` : ''}`);
    }));
  }

  function render(): void {
    if (view) title.textContent = `${view.event.name} — ${view.round.number ? ht('hall.round', { n: roundN() }) : ht('hall.title')}`;
    renderControls();
    renderQueue();
    renderBoards();
    renderExplanation();
    renderAbsences();
  }

  const stop = followStream(`/api/events/${encodeURIComponent(id)}/stream`, token, (line) => {
    if (typeof line.now_ms === 'number') skew = line.now_ms - Date.now();
    if (line.type === 'hall') {
      view = line as unknown as HallView;
      boards.clear();
      for (const b of view.round.boards) boards.set(b.board, b);
      render();
    } else if (line.type === 'board' && view) {
      const b = line.board as BoardSummary;
      if (b.round === view.round.number) boards.set(b.board, b);
      view.queue = line.queue as Item[];
      renderControls();
      renderQueue();
      renderBoards();
    }
  }, (up) => {
    link.textContent = up ? ht('hall.live') : ht('hall.offline');
  });
  const tick = setInterval(() => {
    if (view) renderBoards();
  }, 1000);
  return () => {
    stop();
    clearInterval(tick);
  };
}

type Tab = 'pairings' | 'standings' | 'crosstable';

/** The public pages of an event: pairings, standings and crosstable. */
export function eventPage(root: HTMLElement, id: string): () => void {
  let tab: Tab = 'pairings';
  // Scrolls sideways on a phone: reachable by the keyboard, named by its tab (WCAG 2.1.1).
  const body = h('div.event-body', { 'aria-live': 'polite', role: 'region', tabindex: '0' }, ht('event.loading'));
  const title = h('h1', {}, '…');
  const nav = h('nav.tabs', { 'aria-label': ht('event.pairings') });
  const show = async () => {
    fill(nav, (['pairings', 'standings', 'crosstable'] as Tab[]).map((name) =>
      h('button', { type: 'button', 'aria-pressed': String(tab === name), onclick: () => { tab = name; void show(); } }, ht(`event.${name}` as HallKey))));
    body.setAttribute('aria-label', ht(`event.${tab}` as HallKey));
    try {
      const event = (await api(`/api/events/${encodeURIComponent(id)}`, null)) as { spec: { name: string } };
      title.textContent = event.spec.name;
      if (tab === 'pairings') fill(body, await pairings(id));
      else if (tab === 'standings') fill(body, await standings(id));
      else fill(body, await crosstable(id));
    } catch (e) {
      fill(body, h('p.error', { role: 'alert' }, failureWords(e)));
    }
  };
  fill(root, h('div.event', {}, title, nav, body));
  void show();
  const every = setInterval(() => void show(), 15_000);
  return () => clearInterval(every);
}

async function pairings(id: string): Promise<HTMLElement> {
  let p: { round: number; boards: BoardSummary[]; bye: Seated | null };
  try {
    p = (await api(`/api/events/${encodeURIComponent(id)}/pairings`, null)) as typeof p;
  } catch {
    return entries(id);
  }
  return h('section', {},
    h('h2', {}, ht('hall.round', { n: p.round })),
    h('table.pairings', {},
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, ht('hall.board')), h('th', { scope: 'col' }, ht('hall.white')), h('th', { scope: 'col' }, ht('hall.result')), h('th', { scope: 'col' }, ht('hall.black')))),
      h('tbody', {}, p.boards.map((b) => h('tr', {}, h('td', {}, String(b.board)), h('td', {}, `${b.white.name} (${b.white.tpn})`), h('td.result', {}, b.result ?? '–', resultWhy(b)), h('td', {}, `${b.black.name} (${b.black.tpn})`))))),
    p.bye ? h('p', {}, ht('hall.bye', { name: p.bye.name })) : null);
}

/** Before round 1 (issue 35): the list of entries, public from the start. */
async function entries(id: string): Promise<HTMLElement> {
  const e = (await api(`/api/events/${encodeURIComponent(id)}/players`, null)) as {
    players: { tpn: number; name: string; rating: number | null; federation: string | null }[];
  };
  if (e.players.length === 0) return h('p.hint', {}, ht('event.nothing'));
  return h('section', {},
    h('h2', {}, ht('event.entries')),
    h('table.entries-public', {},
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, ht('event.no')), h('th', { scope: 'col' }, ht('event.name')), h('th', { scope: 'col' }, ht('event.rating')), h('th', { scope: 'col' }, ht('event.fed')))),
      h('tbody', {}, e.players.map((p) => h('tr', {}, h('td', {}, String(p.tpn)), h('td', {}, p.name), h('td', {}, p.rating ? String(p.rating) : ''), h('td', {}, p.federation ?? ''))))));
}

async function standings(id: string): Promise<HTMLElement> {
  const s = (await api(`/api/events/${encodeURIComponent(id)}/standings`, null)) as {
    standings: { rank: number; tpn: number; name: string; points: string; tiebreaks: Record<string, string | null> }[];
  };
  const codes = Object.keys(s.standings[0]?.tiebreaks ?? {});
  return h('table.standings', {},
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, ht('event.rank')), h('th', { scope: 'col' }, ht('event.no')), h('th', { scope: 'col' }, ht('event.name')), h('th', { scope: 'col' }, ht('event.points')), codes.map((c) => h('th', { scope: 'col' }, c)))),
    h('tbody', {}, s.standings.map((r) => h('tr', {}, h('td', {}, String(r.rank)), h('td', {}, String(r.tpn)), h('td', {}, r.name), h('td', {}, r.points), codes.map((c) => h('td', {}, r.tiebreaks[c] ?? '–'))))));
}

async function crosstable(id: string): Promise<HTMLElement> {
  const x = (await api(`/api/events/${encodeURIComponent(id)}/crosstable`, null)) as {
    rounds: number;
    rows: { rank: number; tpn: number; name: string; rating: number | null; federation: string; points: string | null; rounds: { opponent: number | null; colour: string | null; result: string }[] }[];
  };
  const rounds = Array.from({ length: x.rounds }, (_, i) => i + 1);
  return h('table.crosstable', {},
    h('thead', {}, h('tr', {},
      h('th', { scope: 'col' }, ht('event.rank')), h('th', { scope: 'col' }, ht('event.no')), h('th', { scope: 'col' }, ht('event.name')),
      h('th', { scope: 'col' }, ht('event.rating')), h('th', { scope: 'col' }, ht('event.fed')),
      rounds.map((n) => h('th', { scope: 'col' }, ht('event.roundShort', { n }))), h('th', { scope: 'col' }, ht('event.points')))),
    h('tbody', {}, x.rows.map((r) => h('tr', {},
      h('td', {}, String(r.rank)), h('td', {}, String(r.tpn)), h('td', {}, r.name), h('td', {}, r.rating ? String(r.rating) : ''), h('td', {}, r.federation),
      r.rounds.map((e) => h('td', {}, `${e.opponent ?? ''}${e.colour ?? ''}${e.result.trim() || ''}`)),
      h('td', {}, r.points ?? '')))));
}
