/**
 * The views of an event's public pages (issue 35, item 6): pure functions from the page's state
 * to elements — the pairings of any round with scores and ratings, who does not play and why,
 * each game linked; the standings after a round; the crosstable (a round robin's as its grid);
 * a player's games; the key to every code. The controller (`event-page.ts`) owns the state and
 * draws with these; a link calls `go` with the place it leads to.
 */
import { h } from './dom';
import {
  absenceKind, boardOf, cellText, datesWords, codesUsed, grid, notPlaying, placeUrl, RESULT_CODES, resultFor,
  type Crosstable, type Pairing, type Place, type PublicEvent, type Standings,
} from './event-data';
import { resultWhy, type BoardSummary, type Seated } from './hall';
import { ht, labelled, type HallKey } from './hall-i18n';
import { currentLang } from './i18n';

/** What the views draw from. */
export interface EventState {
  id: string;
  place: Place;
  event: PublicEvent | null;
  /** The published rounds' pairings, by round. */
  pairings: Map<number, Pairing>;
  /** The last round of rounds all complete (0: none). */
  complete: number;
  /** The standings the tab shows (after `standingsAfter`), or the scores before the pairings'
   * round (after the round before it). */
  standings: Standings | null;
  standingsAfter: number;
  crosstable: Crosstable | null;
}

/** Goes to a place of the event (the controller keeps it in the address). */
export type Go = (place: Place) => void;

/** Points as players write them: `1.5` is `1½`, `0.5` is `½`. */
export function pointsText(points: string | null | undefined): string {
  if (points === null || points === undefined || points === '') return '';
  const n = Number(points);
  if (!Number.isFinite(n)) return points;
  const whole = Math.floor(n);
  const half = Math.abs(n - whole - 0.5) < 1e-9;
  if (!half) return String(n);
  return whole === 0 ? '½' : `${whole}½`;
}

/** A tie-break's value as the page's language writes a decimal (`9.5`, in French `9,5`);
 * `–` for none. */
export function tiebreakText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  return currentLang() === 'fr' ? value.replace('.', ',') : value;
}

/** A link inside the page: followed by `go` (the address changes, the back button returns). */
function link(id: string, place: Place, go: Go, attrs: Record<string, unknown>, ...children: (Node | string)[]): HTMLAnchorElement {
  return h('a', {
    ...attrs,
    href: placeUrl(id, place),
    onclick: (e: MouseEvent) => {
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      go(place);
    },
  }, ...children);
}

const playerPlace = (tpn: number): Place => ({ tab: 'player', round: null, after: null, player: tpn });

/** A player's name, linked to his page. */
export function playerLink(s: EventState, go: Go, tpn: number, name: string): HTMLAnchorElement {
  return link(s.id, playerPlace(tpn), go, { class: 'player-link', 'data-tpn': tpn, 'data-key': `player-${tpn}` }, name);
}

/** The title, the event's dates and venue, and the links: live boards, PGN, TRF, entries. */
export function headView(s: EventState): HTMLElement {
  const e = s.event;
  const when = datesWords(e?.spec.start_date, e?.spec.end_date);
  return h('header.event-head', {},
    h('h1', {}, e?.spec.name ?? '…'),
    when || e?.spec.venue
      ? h('p.event-meta', {},
          when ? h('time', { datetime: e?.spec.start_date ?? '' }, when) : null,
          when && e?.spec.venue ? ', ' : null,
          e?.spec.venue ?? null)
      : null,
    h('p.event-links', {},
      h('a.live-link', { href: `/event/${s.id}?view=live` }, ht('pub.liveBoards')),
      h('a.pgn-link', { href: `/api/events/${s.id}/pgn`, type: 'application/x-chess-pgn' }, ht('pub.pgn')),
      h('a.trf-link', { href: `/api/events/${s.id}/trf`, type: 'text/plain' }, ht('pub.trf')),
      h('a.entries-link', { href: `/event/${s.id}/players` }, ht('pub.entriesLink'))));
}

/** The tabs (buttons, pressed for the page shown). */
export function tabsView(s: EventState, go: Go): HTMLElement {
  return h('nav.tabs', { 'aria-label': ht('pub.tabs') },
    (['pairings', 'standings', 'crosstable'] as const).map((tab) =>
      h('button', {
        type: 'button',
        'data-key': `tab-${tab}`,
        'aria-pressed': String(s.place.tab === tab),
        onclick: () => go({ tab, round: null, after: null, player: null }),
      }, ht(`event.${tab}` as HallKey))));
}

/** The published rounds, each a link; the one shown is the current page. */
function roundsNav(s: EventState, go: Go, shown: number, place: (n: number) => Place, label: (n: number) => string, name: string): HTMLElement {
  const rounds = [...s.pairings.keys()].sort((a, b) => a - b);
  return h('nav.rounds', { 'aria-label': name },
    h('ul', {}, rounds.map((n) =>
      h('li', {}, link(s.id, place(n), go, { 'aria-current': n === shown ? 'page' : undefined, 'data-key': `round-${n}` }, label(n))))));
}

/** A seat of a board: the name linked, then the rating and the score before the round. */
function seat(s: EventState, go: Go, p: Seated, scores: Map<number, string> | null): HTMLElement {
  const score = scores?.get(p.tpn);
  return h('span.seat', {},
    playerLink(s, go, p.tpn, p.name), ' ',
    h('span.meta', {}, `(${p.tpn})`, p.rating ? ` ${p.rating}` : '', score !== undefined ? ` · ${ht('pub.pts', { p: pointsText(score) })}` : ''));
}

/** The scores before the round shown (the standings after the round before), by number. */
function scoresOf(s: EventState, round: number): Map<number, string> | null {
  if (round === 1) return new Map((s.event?.players ?? []).map((p) => [p.tpn, '0']));
  if (!s.standings || s.standingsAfter !== round - 1) return null;
  return new Map(s.standings.standings.map((r) => [r.tpn, r.points]));
}

/** A game's link: watch it (the public game page). */
function gameLink(id: string, b: BoardSummary): HTMLElement | null {
  return b.game ? h('a.game-link', { href: `/game/${b.game}?event=${id}`, 'data-key': `game-${b.game}`, 'aria-label': ht('pub.watchBoard', { n: b.board }) }, ht('pub.watch')) : null;
}

/** The pairings of a round: every board with the scores before it, the ratings, the result and
 * the game; then who does not play it and why (the pairing's bye, a requested bye, an absence). */
export function pairingsView(s: EventState, go: Go): HTMLElement {
  const rounds = [...s.pairings.keys()];
  if (rounds.length === 0) return entriesView(s);
  const n = s.place.round && s.pairings.has(s.place.round) ? s.place.round : Math.max(...rounds);
  const p = s.pairings.get(n) as Pairing;
  const scores = scoresOf(s, n);
  const name = (tpn: number) => s.event?.players.find((x) => x.tpn === tpn)?.name ?? String(tpn);
  const absent = notPlaying(p, s.event?.absences ?? []);
  return h('section.pairings-page', {},
    roundsNav(s, go, n, (r) => ({ tab: 'pairings', round: r, after: null, player: null }), (r) => ht('event.roundShort', { n: r }), ht('pub.rounds')),
    h('h2', {}, ht('hall.round', { n }), n > s.complete ? h('span.in-play', {}, ` — ${ht('pub.inPlay')}`) : null),
    h('table.pairings', {},
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col' }, ht('hall.board')), h('th', { scope: 'col' }, ht('hall.white')),
        h('th', { scope: 'col' }, ht('hall.result')), h('th', { scope: 'col' }, ht('hall.black')),
        h('th', { scope: 'col' }, ht('pub.game')))),
      h('tbody', {}, p.boards.map((b) => h('tr', { 'data-board': b.board },
        h('td', {}, String(b.board)),
        h('td.white', {}, seat(s, go, b.white, scores)),
        h('td.result', {}, b.result ?? (b.status === 'started' ? ht('pub.playing') : '–'), resultWhy(b)),
        h('td.black', {}, seat(s, go, b.black, scores)),
        h('td.watch', {}, gameLink(s.id, b)))))),
    absent.length
      ? h('section.not-playing', {},
          h('h3', {}, ht('pub.notPlaying', { n })),
          h('ul', {}, absent.map((a) => h('li', { 'data-tpn': a.tpn },
            playerLink(s, go, a.tpn, name(a.tpn)), ht('pub.colon'),
            a.why === 'pairing_bye' ? ht('pub.pairingBye') : ht(`pub.absence.${absenceKind(a.absence)}` as HallKey),
            a.why === 'absence' && a.absence.reason ? ` (${a.absence.reason})` : ''))))
      : null);
}

/** Before round 1: the list of entries, by starting number, public from the start. */
export function entriesView(s: EventState): HTMLElement {
  const players = s.event?.players ?? [];
  if (players.length === 0) return h('p.hint', {}, ht('event.nothing'));
  return h('section', {},
    h('h2', {}, ht('event.entries')),
    h('p.hint', {}, ht('pub.beforeRound1')),
    h('table.entries-public.stack', {},
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, ht('event.no')), h('th', { scope: 'col' }, ht('event.name')), h('th', { scope: 'col' }, ht('event.rating')), h('th', { scope: 'col' }, ht('event.fed')))),
      h('tbody', {}, players.map((p) => h('tr', {},
        h('th', { scope: 'row', 'data-label': ht('event.no') }, String(p.tpn)), h('td.name', {}, p.name),
        h('td', { 'data-label': ht('event.rating') }, p.rating ? String(p.rating) : ''),
        h('td', { 'data-label': ht('event.fed') }, p.federation ?? ''))))));
}

/** The standings after a round (the last complete one unless chosen; a round still in play is
 * said so), with the tie-breaks in the event's order and their key. */
export function standingsView(s: EventState, go: Go): HTMLElement {
  if (s.pairings.size === 0 || !s.standings) return entriesView(s);
  const after = s.standingsAfter;
  const live = after > s.complete;
  const codes = Object.keys(s.standings.standings[0]?.tiebreaks ?? {});
  const rating = (tpn: number) => s.event?.players.find((p) => p.tpn === tpn)?.rating;
  const fed = (tpn: number) => s.event?.players.find((p) => p.tpn === tpn)?.federation ?? '';
  return h('section.standings-page', {},
    roundsNav(s, go, after, (r) => ({ tab: 'standings', round: null, after: r, player: null }),
      (r) => (r > s.complete ? ht('pub.afterShortLive', { n: r }) : ht('pub.afterShort', { n: r })), ht('pub.afterRounds')),
    h('h2', {}, live ? ht('pub.afterLive', { n: after }) : ht('pub.after', { n: after })),
    live ? h('p.hint.live-note', {}, ht('pub.liveNote', { n: after })) : null,
    h('table.standings', {},
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col' }, ht('event.rank')), h('th', { scope: 'col' }, ht('event.no')), h('th', { scope: 'col' }, ht('event.name')),
        h('th', { scope: 'col' }, ht('event.rating')), h('th', { scope: 'col' }, ht('event.fed')), h('th', { scope: 'col' }, ht('event.points')),
        codes.map((c) => h('th', { scope: 'col' }, h('abbr', { title: tbName(c) }, c))))),
      h('tbody', {}, s.standings.standings.map((r) => h('tr', { 'data-tpn': r.tpn },
        h('td', {}, String(r.rank)), h('td', {}, String(r.tpn)), h('td', {}, playerLink(s, go, r.tpn, r.name)),
        h('td', {}, String(rating(r.tpn) ?? '')), h('td', {}, fed(r.tpn)), h('td.points', {}, pointsText(r.points)),
        codes.map((c) => h('td', {}, tiebreakText(r.tiebreaks[c]))))))),
    keyView([], codes));
}

/** A tie-break's name (C.07), or its code when the page has no words for it. */
function tbName(code: string): string {
  const key = `tb.${code}` as HallKey;
  try {
    return ht(key);
  } catch {
    return code;
  }
}

/** The crosstable: a Swiss event's by rank, each round `6wW`; a round robin's grid. */
export function crosstableView(s: EventState, go: Go): HTMLElement {
  const x = s.crosstable;
  if (!x || s.pairings.size === 0) return entriesView(s);
  if (s.event?.spec.system === 'round_robin') return gridView(s, go, x);
  const rounds = Array.from({ length: x.rounds }, (_, i) => i + 1);
  return h('section.crosstable-page', {},
    h('h2', {}, ht('pub.wallChart', { n: x.rounds })),
    // On a phone each player is a card (rank, name, points; rating, federation, number; then
    // each round, labelled `R1`…): a spectator looks a player up and reads his rounds down the
    // screen, nothing to scroll sideways (event.css).
    h('table.crosstable.cards', {},
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col' }, ht('event.rank')), h('th', { scope: 'col' }, ht('event.no')), h('th', { scope: 'col' }, ht('event.name')),
        h('th', { scope: 'col' }, ht('event.rating')), h('th', { scope: 'col' }, ht('event.fed')),
        rounds.map((n) => h('th', { scope: 'col' }, ht('event.roundShort', { n }))), h('th', { scope: 'col' }, ht('event.points')))),
      h('tbody', {}, x.rows.map((r) => h('tr', { 'data-tpn': r.tpn },
        h('td.rank', {}, String(r.rank)), h('td.no', { 'data-label': ht('event.no') }, String(r.tpn)), h('td.name', {}, playerLink(s, go, r.tpn, r.name)),
        h('td.rating', { 'data-label': ht('event.rating') }, r.rating ? String(r.rating) : ''), h('td.fed', { 'data-label': ht('event.fed') }, r.federation),
        r.rounds.map((e, i) => h('td.cell', { 'data-label': ht('event.roundShort', { n: i + 1 }) }, cellText(e))),
        h('td.points', {}, pointsText(r.points)))))),
    keyView(codesUsed(x), x.tiebreaks, true));
}

/** A round robin's grid: a row a player, a column an opponent (by number), each cell the row
 * player's result against him; the diagonal shaded. */
function gridView(s: EventState, go: Go, x: Crosstable): HTMLElement {
  const cols = [...x.rows].sort((a, b) => a.tpn - b.tpn);
  const tb = new Map((s.standings?.standings ?? []).map((r) => [r.tpn, r.tiebreaks]));
  const codes = Object.keys(s.standings?.standings[0]?.tiebreaks ?? {});
  return h('section.crosstable-page', {},
    h('h2', {}, ht('pub.grid')),
    h('p.hint', {}, ht('pub.gridHow')),
    // On a phone a card a player, as the Swiss's (event.css): each result labelled by the
    // opponent's number (« N° 3 : ½ »), the tie-breaks by their codes.
    h('table.crosstable.grid.cards', {},
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col' }, ht('event.rank')), h('th', { scope: 'col' }, ht('event.no')), h('th', { scope: 'col' }, ht('event.name')),
        h('th', { scope: 'col' }, ht('event.rating')),
        cols.map((c) => h('th.opp', { scope: 'col' }, h('abbr', { title: c.name }, String(c.tpn)))),
        h('th', { scope: 'col' }, ht('event.points')),
        codes.map((c) => h('th', { scope: 'col' }, h('abbr', { title: tbName(c) }, c))))),
      h('tbody', {}, grid(x).map(({ row, cells }) => h('tr', { 'data-tpn': row.tpn },
        h('td.rank', {}, String(row.rank)), h('td.no', { 'data-label': ht('event.no') }, String(row.tpn)), h('td.name', {}, playerLink(s, go, row.tpn, row.name)),
        h('td.rating', { 'data-label': ht('event.rating') }, row.rating ? String(row.rating) : ''),
        cells.map((c, i) => (c === null
          ? h('td.diag', { 'aria-label': ht('pub.self') }, '×')
          : h('td.g', { 'data-opp': cols[i].tpn, 'data-label': `${labelled('event.no', cols[i].tpn)}${ht('pub.colon').trimEnd()}` }, c.join(' ')))),
        h('td.points', {}, pointsText(row.points)),
        codes.map((c) => h('td.tb', { 'data-label': c }, tiebreakText(tb.get(row.tpn)?.[c]))))))),
    // The grid writes a game's result as 1, ½, 0 whether rated or not (W, D, L): its key too.
    keyView(RESULT_CODES.filter((c) => codesUsed(x).some((u) => (({ W: '1', D: '=', L: '0' } as Record<string, string>)[u] ?? u) === c)), codes, false));
}

/** The key: the crosstable's cell, each result code used, each tie-break by name (C.07). */
export function keyView(codes: string[], tiebreaks: string[], cells = false): HTMLElement {
  return h('section.key', { 'aria-labelledby': 'key-title' },
    h('h3#key-title', {}, ht('pub.key')),
    cells ? h('p', {}, ht('pub.cellHow')) : null,
    h('dl', {},
      cells ? [h('dt', {}, 'w'), h('dd', {}, ht('pub.colour.w')), h('dt', {}, 'b'), h('dd', {}, ht('pub.colour.b'))] : null,
      codes.flatMap((c) => [h('dt', {}, c === '=' ? '= (½)' : c), h('dd', {}, ht(`pub.code.${c}` as HallKey))]),
      tiebreaks.flatMap((c) => [h('dt', {}, c), h('dd', {}, tbName(c))])));
}

/** A player's page: his entry, his rank now, his next board, and every round with its game. */
export function playerView(s: EventState, go: Go): HTMLElement {
  const tpn = s.place.player ?? 0;
  const entry = s.event?.players.find((p) => p.tpn === tpn);
  if (!entry) return h('p.error', { role: 'alert' }, ht('pub.noPlayer', { n: tpn }));
  const row = s.crosstable?.rows.find((r) => r.tpn === tpn);
  const name = (n: number) => s.event?.players.find((p) => p.tpn === n)?.name ?? String(n);
  const rounds = [...s.pairings.values()].sort((a, b) => a.round - b.round);
  const next = rounds.map((p) => ({ p, seat: boardOf(p, tpn) })).find((x) => x.seat && x.seat.board.result === null);
  const lines = rounds.map((p) => {
    const seat = boardOf(p, tpn);
    const why = seat ? null : notPlaying(p, s.event?.absences ?? []).find((a) => a.tpn === tpn);
    if (!seat) {
      return h('tr', { 'data-round': p.round },
        h('th', { scope: 'row', 'data-label': ht('pub.roundCol') }, String(p.round)), h('td.why', { colspan: 4 },
          why ? (why.why === 'pairing_bye' ? ht('pub.pairingBye') : ht(`pub.absence.${absenceKind(why.absence)}` as HallKey)) : '–'),
        h('td.result', { 'data-label': ht('hall.result') }, row?.rounds[p.round - 1]?.result.trim() ?? ''));
    }
    const { board, colour } = seat;
    const opp = colour === 'white' ? board.black : board.white;
    return h('tr', { 'data-round': p.round },
      h('th', { scope: 'row', 'data-label': ht('pub.roundCol') }, String(p.round)), h('td.board-no', { 'data-label': ht('hall.board') }, String(board.board)),
      h('td.colour', { 'data-label': ht('pub.colour') }, ht(colour === 'white' ? 'hall.white' : 'hall.black')),
      h('td.opp', { 'data-label': ht('pub.opponent') }, playerLink(s, go, opp.tpn, opp.name), opp.rating ? h('span.rating', {}, ` (${opp.rating})`) : ''),
      h('td.watch', {}, gameLink(s.id, board)),
      h('td.result', { 'data-label': ht('hall.result') }, board.result ? resultFor(board.result, colour) : '–'));
  });
  return h('section.player-page', {},
    h('h2', {}, entry.name),
    h('p.player-meta', {},
      [labelled('event.no', entry.tpn), entry.rating ? labelled('event.rating', entry.rating) : null,
        entry.federation ? labelled('event.fed', entry.federation) : null,
        entry.fide_id ? labelled('pub.fideId', entry.fide_id) : null].filter(Boolean).join(' · '),
      row ? h('span.rank', {}, ` · ${ht('pub.rankNow', { rank: row.rank, points: pointsText(row.points) })}`) : null),
    next?.seat
      ? h('p.next-board', {}, ht('pub.next', {
          n: next.p.round, b: next.seat.board.board,
          colour: ht(next.seat.colour === 'white' ? 'hall.white' : 'hall.black'),
          name: name(next.seat.colour === 'white' ? next.seat.board.black.tpn : next.seat.board.white.tpn),
        }), ' ', gameLink(s.id, next.seat.board))
      : null,
    rounds.length === 0
      ? h('p.hint', {}, ht('pub.notPaired'))
      : h('table.player-games.stack', {},
          h('thead', {}, h('tr', {},
            h('th', { scope: 'col' }, ht('pub.roundCol')), h('th', { scope: 'col' }, ht('hall.board')), h('th', { scope: 'col' }, ht('pub.colour')),
            h('th', { scope: 'col' }, ht('pub.opponent')), h('th', { scope: 'col' }, ht('pub.game')), h('th', { scope: 'col' }, ht('hall.result')))),
          h('tbody', {}, lines)));
}
