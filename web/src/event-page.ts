/**
 * The public pages of an event, `/event/{id}` (issue 26): pairings, standings, crosstable; before
 * round 1, the list of entries. Moved out of `hall.ts` (issue 35), where the arbiter's hall stays.
 */
import { h, fill } from './dom';
import { ht, type HallKey } from './hall-i18n';
import { api, failureWords, resultWhy, type BoardSummary, type Seated } from './hall';

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
