/**
 * An event's players (issue 35, item 1): `/event/{id}/players`, the arbiter's registration page
 * (the event's arbiter token, kept by the hall's `keepEventToken`). The entries as the event
 * numbers them, each edited in place (`PUT /api/events/{id}/players/{tpn}`) or withdrawn (an
 * absence, `POST .../absences` `withdrawal`, from the next round on); a player entered by hand,
 * with FIDE's rating list looked up as one types (`GET /api/fide/players?q=`); players imported
 * from a TRF, a CSV or a FIDE list file, read by the server (`POST /api/players/read`), checked
 * here, then entered together. An entry after round 1 is a late entry (the server numbers it
 * after the others, C.04.2 B).
 */
import { h, fill } from './dom';
import { api, failureWords, keepEventToken } from './hall';
import { ht, labelled, refusalSaid, type HallKey, type Refusal } from './hall-i18n';

/** An entry as the event holds it. */
interface Entrant {
  tpn: number;
  name: string;
  rating: number | null;
  fide_id: number | null;
  federation: string | null;
  /** FIDE title (TRF columns 11-13), when entered. */
  title?: string | null;
  entered_after: number;
}

/** A player of FIDE's rating list (`GET /api/fide/players`). */
export interface Listed {
  fide_id: number;
  name: string;
  federation: string | null;
  title: string | null;
  rating: number | null;
  rapid_rating: number | null;
  blitz_rating: number | null;
  birth_year: number | null;
  inactive: boolean;
}

/** A player read from a file (`POST /api/players/read`). */
interface ReadPlayer {
  name: string;
  rating: number | null;
  /** FIDE's list only: the rapid and blitz ratings. */
  rapid_rating?: number | null;
  blitz_rating?: number | null;
  fide_id: number | null;
  federation: string | null;
  title: string | null;
  birth_year: number | null;
}

interface EventView {
  spec: { name: string; system: string; config?: { time_control?: string } };
  players: Entrant[];
  rounds: { number: number }[];
  absences: { player: number; kind: string; from: number }[];
}

/** A fact of a player found in the list, with its label; null when he has none. */
const factOf = (key: HallKey, value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : labelled(key, value);

/** Which of a listed player's ratings the event's games are rated by: rapid or blitz by the
 * time of a game of 60 moves (FIDE A.1: a rapid game is more than 10 and less than 60 minutes a
 * player; B.1: a blitz game 10 minutes or less), else standard. */
export function ratingFor(p: Pick<Listed, 'rating' | 'rapid_rating' | 'blitz_rating'>, timeControl: string | undefined): number | null {
  const periods = (timeControl ?? '').split(':').filter(Boolean);
  if (periods.length === 1 && !periods[0].includes('/')) {
    const [base, inc] = periods[0].split('+').map(Number);
    const minutes = ((base || 0) + 60 * (inc || 0)) / 60;
    if (minutes <= 10) return p.blitz_rating;
    if (minutes < 60) return p.rapid_rating;
  }
  return p.rating;
}

/** The file's format, guessed from its name: `.csv` a spreadsheet, `.xml` or FIDE's
 * `players_list…` the rating list, else a TRF. */
export function formatOf(fileName: string): 'trf' | 'csv' | 'fide' {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.xml') || name.includes('players_list') || name.includes('rating')) return 'fide';
  return 'trf';
}

/** Draws the registration page of event `id`. */
export function entriesPage(root: HTMLElement, id: string): () => void {
  const token = keepEventToken(id, location.hash);
  const title = h('h1', {}, ht('reg.title', { name: '…' }));
  if (!token) {
    fill(root, h('div.entries', {}, title, h('p.error', { role: 'alert' }, ht('hall.noToken'))));
    return () => undefined;
  }
  const path = `/api/events/${encodeURIComponent(id)}`;
  let view: EventView | null = null;
  let editing: number | null = null;
  const error = h('p.error', { role: 'alert' });
  const status = h('p.done', { role: 'status' });
  const list = h('section.entry-list', { 'aria-labelledby': 'entries-title' });
  const act = async (what: () => Promise<unknown>): Promise<boolean> => {
    error.textContent = '';
    status.textContent = '';
    try {
      await what();
      return true;
    } catch (e) {
      error.textContent = failureWords(e);
      return false;
    }
  };
  const load = async () => {
    view = (await api(path, null)) as EventView;
    title.textContent = ht('reg.title', { name: view.spec.name });
    document.title = `Arbiter — ${view.spec.name}`;
    draw();
  };
  const nextRound = () => (view?.rounds.length ?? 0) + 1;
  const withdrawal = (tpn: number) => view?.absences.find((a) => a.player === tpn && a.kind === 'withdrawal');

  function draw(): void {
    const players = view?.players ?? [];
    fill(list,
      h('h2#entries-title', {}, ht('reg.entries', { n: players.length })),
      players.length === 0
        ? h('p.hint', {}, ht('reg.none'))
        : h('table.entries-table', {},
            h('thead', {}, h('tr', {},
              h('th', { scope: 'col' }, ht('event.no')), h('th', { scope: 'col' }, ht('event.name')),
              h('th', { scope: 'col' }, ht('event.rating')), h('th', { scope: 'col' }, ht('reg.fideId')),
              h('th', { scope: 'col' }, ht('event.fed')), h('th', { scope: 'col' }, ht('reg.actions')))),
            h('tbody', {}, players.map((p) => (editing === p.tpn ? editRow(p) : row(p))))));
  }

  function row(p: Entrant): HTMLElement {
    const gone = withdrawal(p.tpn);
    return h('tr', { 'data-tpn': String(p.tpn), class: gone ? 'withdrawn' : '' },
      h('td', {}, String(p.tpn)),
      h('td', {}, h('span.name', {}, p.name),
        gone ? h('span.note', {}, ht('reg.withdrawn', { n: gone.from })) : null,
        p.entered_after > 0 ? h('span.note', {}, ht('reg.late', { n: p.entered_after })) : null),
      // On a phone the row is a card: each fact says its column (event.css).
      h('td', { 'data-label': ht('event.rating') }, p.rating ? String(p.rating) : ''),
      h('td', { 'data-label': ht('reg.fideId') }, p.fide_id ? String(p.fide_id) : ''),
      h('td', { 'data-label': ht('event.fed') }, p.federation ?? ''),
      h('td.actions', {},
        h('button.small.edit', { type: 'button', 'aria-label': ht('reg.editOf', { name: p.name }), onclick: () => { editing = p.tpn; draw(); (list.querySelector('tr.editing input') as HTMLInputElement | null)?.focus(); } }, ht('reg.edit')),
        gone ? null : h('button.small.withdraw', {
          type: 'button',
          'aria-label': ht('reg.withdrawOf', { name: p.name }),
          onclick: () => {
            if (!confirm(ht('reg.withdrawConfirm', { name: p.name, n: nextRound() }))) return;
            void act(async () => {
              await api(`${path}/absences`, token, 'POST', { player: p.tpn, kind: 'withdrawal' });
              await load();
            });
          },
        }, ht('reg.withdraw'))));
  }

  function editRow(p: Entrant): HTMLElement {
    const field = (name: string, value: string, label: string, attrs: Record<string, unknown> = {}) =>
      h('input', { name, value, 'aria-label': label, ...attrs });
    const name = field('name', p.name, ht('reg.name'), { required: true, maxlength: '33', size: 20 });
    const rating = field('rating', p.rating ? String(p.rating) : '', ht('reg.rating'), { type: 'number', min: '0', max: '3500' });
    const fide = field('fide_id', p.fide_id ? String(p.fide_id) : '', ht('reg.fideId'), { inputmode: 'numeric', pattern: '[0-9]*', size: 10 });
    const fed = field('federation', p.federation ?? '', ht('reg.federation'), { maxlength: '3', size: 3 });
    const save = () => void act(async () => {
      // The title is not edited here: it stays as entered.
      const entry = entryOf(name.value, rating.value, fide.value, fed.value);
      if (p.title) entry.title = p.title;
      await api(`${path}/players/${p.tpn}`, token, 'PUT', entry);
      editing = null;
      await load();
    });
    return h('tr.editing', { 'data-tpn': String(p.tpn) },
      h('td', {}, String(p.tpn)), h('td', {}, name), h('td', {}, rating), h('td', {}, fide), h('td', {}, fed),
      h('td.actions', {},
        h('button.small.primary.save', { type: 'button', onclick: save }, ht('reg.save')),
        h('button.small.cancel', { type: 'button', onclick: () => { editing = null; draw(); } }, ht('reg.cancel'))));
  }

  // A player by hand, with the rating list's lookup.
  const search = h('input#fide-search', { type: 'search', name: 'q', autocomplete: 'off', 'aria-describedby': 'fide-search-hint' });
  const found = h('div.found', { 'aria-live': 'polite' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  const lookup = async (q: string) => {
    const mine = ++asked;
    if (q.trim().length < 2) {
      fill(found);
      return;
    }
    const answer = (await api(`/api/fide/players?q=${encodeURIComponent(q.trim())}`, null)) as { players: Listed[]; list_size: number };
    if (mine !== asked) return;
    if (answer.list_size === 0) {
      fill(found, h('p.hint', {}, ht('reg.noList')));
      return;
    }
    fill(found,
      answer.players.length === 0
        ? h('p.hint', {}, ht('reg.searchNone'))
        : h('ul.found-list', { 'aria-label': ht('reg.found', { n: answer.players.length }) },
            answer.players.map((p) => h('li', {}, h('button.found-player', { type: 'button', onclick: () => choose(p) },
              h('span.name', {}, p.name),
              h('span.meta', {}, [p.title, factOf('event.fed', p.federation), factOf('event.rating', ratingFor(p, view?.spec.config?.time_control)),
                factOf('reg.born', p.birth_year), factOf('reg.fideId', p.fide_id), p.inactive ? ht('reg.inactive') : null]
                .filter((x) => x !== null && x !== undefined && x !== '').join(' · ')))))));
  };
  search.addEventListener('input', () => {
    clearTimeout(timer);
    // A search emptied takes its list away at once, not after the pause that spares the server
    // a request a key: the form below moves up when the list goes, and it must not move under
    // a pointer already on its way to it.
    if (search.value.trim().length < 2) {
      void lookup(search.value);
      return;
    }
    timer = setTimeout(() => void lookup(search.value).catch((e) => { error.textContent = failureWords(e); }), 150);
  });
  /** The title of the player last chosen from the rating list, kept while his name is. */
  let foundTitle: { name: string; title: string } | null = null;
  const byHand: HTMLFormElement = h('form.by-hand', {
    onsubmit: (e: Event) => {
      e.preventDefault();
      const v = (n: string) => (byHand.elements.namedItem(n) as HTMLInputElement).value;
      void act(async () => {
        // The title of the player found in the rating list goes with him (TRF columns 11-13).
        const entry = entryOf(v('name'), v('rating'), v('fide_id'), v('federation'));
        if (foundTitle && foundTitle.name === entry.name) entry.title = foundTitle.title;
        await api(`${path}/players`, token, 'POST', entry);
        foundTitle = null;
        byHand.reset();
        search.value = '';
        fill(found);
        await load();
        status.textContent = ht('reg.added', { n: 1 });
      });
    },
  },
    h('div.field', {}, h('label', { for: 'entry-name' }, ht('reg.name')), h('input#entry-name', { name: 'name', required: true, maxlength: '33' })),
    h('div.field', {}, h('label', { for: 'entry-rating' }, ht('reg.rating')), h('input#entry-rating', { name: 'rating', type: 'number', min: '0', max: '3500' })),
    h('div.field', {}, h('label', { for: 'entry-fide' }, ht('reg.fideId')), h('input#entry-fide', { name: 'fide_id', inputmode: 'numeric', pattern: '[0-9]*' })),
    h('div.field', {}, h('label', { for: 'entry-fed' }, ht('reg.federation')), h('input#entry-fed', { name: 'federation', maxlength: '3' })),
    h('button.primary', { type: 'submit' }, ht('reg.submit')));
  const choose = (p: Listed) => {
    foundTitle = p.title ? { name: p.name, title: p.title } : null;
    const set = (n: string, v: string) => { (byHand.elements.namedItem(n) as HTMLInputElement).value = v; };
    set('name', p.name);
    const r = ratingFor(p, view?.spec.config?.time_control);
    set('rating', r ? String(r) : '');
    set('fide_id', String(p.fide_id));
    set('federation', p.federation ?? '');
    (byHand.querySelector('button[type=submit]') as HTMLButtonElement).focus();
  };

  // Players from a file.
  const preview = h('div.preview');
  const fileInput = h('input#import-file', { type: 'file', name: 'file', accept: '.trf,.txt,.csv,.xml', required: true });
  const formatRadio = (value: string) =>
    h('label.choice', {}, h('input', { type: 'radio', name: 'format', value, checked: value === 'trf' }), h('span', {}, ht(`reg.format.${value}` as 'reg.format.trf')));
  const importForm: HTMLFormElement = h('form.import', {
    onsubmit: (e: Event) => {
      e.preventDefault();
      const file = fileInput.files?.[0];
      if (!file) return;
      const format = (importForm.elements.namedItem('format') as RadioNodeList).value;
      void act(async () => showPreview(await readFile(file, format)));
    },
  },
    h('p.hint', {}, ht('reg.importHint')),
    h('div.field', {}, h('label', { for: 'import-file' }, ht('reg.file')), fileInput),
    h('fieldset', {}, h('legend', {}, ht('reg.format')), ['trf', 'csv', 'fide'].map(formatRadio)),
    h('button', { type: 'submit' }, ht('reg.read')),
    preview);
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    const radio = importForm.querySelector(`input[name=format][value=${formatOf(file.name)}]`) as HTMLInputElement | null;
    if (radio) radio.checked = true;
  });
  const showPreview = (read: { players: ReadPlayer[]; errors: (Refusal & { line: number })[] }) => {
    // A player of FIDE's list is rated as the event's games are (rapid, blitz or standard).
    for (const p of read.players) if ('rapid_rating' in p) p.rating = ratingFor({ rating: p.rating, rapid_rating: p.rapid_rating ?? null, blitz_rating: p.blitz_rating ?? null }, view?.spec.config?.time_control);
    const boxes = read.players.map((p) => h('input', { type: 'checkbox', checked: true, 'aria-label': ht('reg.choose', { name: p.name }) }));
    fill(preview,
      h('p', { role: 'status' }, ht('reg.preview', { n: read.players.length })),
      h('table.preview-table', {},
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, ht('reg.actions')), h('th', { scope: 'col' }, ht('event.name')), h('th', { scope: 'col' }, ht('event.title')),
          h('th', { scope: 'col' }, ht('event.rating')), h('th', { scope: 'col' }, ht('reg.fideId')), h('th', { scope: 'col' }, ht('event.fed')), h('th', { scope: 'col' }, ht('reg.born')))),
        // On a phone a card a player, each fact labelled (event.css).
        h('tbody', {}, read.players.map((p, i) => h('tr', {}, h('td', {}, boxes[i]), h('td.name', {}, p.name), h('td', { 'data-label': ht('event.title') }, p.title ?? ''),
          h('td', { 'data-label': ht('event.rating') }, p.rating ? String(p.rating) : ''), h('td', { 'data-label': ht('reg.fideId') }, p.fide_id ? String(p.fide_id) : ''),
          h('td', { 'data-label': ht('event.fed') }, p.federation ?? ''), h('td', { 'data-label': ht('reg.born') }, p.birth_year ? String(p.birth_year) : ''))))),
      read.errors.length
        ? h('section.row-errors', {}, h('h3', {}, ht('reg.rowErrors')),
            h('ul', {}, read.errors.map((e) => h('li', { 'data-line': String(e.line) }, refusalSaid(e)))))
        : null,
      h('button.primary.add-chosen', {
        type: 'button',
        onclick: () => void act(async () => {
          const chosen = read.players.filter((_, i) => boxes[i].checked);
          await api(`${path}/players`, token, 'POST', { players: chosen.map((p) => ({ name: p.name, rating: p.rating, fide_id: p.fide_id, federation: p.federation, ...(p.title ? { title: p.title } : {}) })) });
          fill(preview);
          importForm.reset();
          await load();
          status.textContent = ht('reg.added', { n: chosen.length });
        }),
      }, ht('reg.addChosen')));
  };

  fill(root, h('div.entries', {},
    h('div.hall-head', {}, title,
      h('a.open-hall', { href: `/event/${id}/hall` }, ht('reg.hall')),
      h('a', { href: `/event/${id}` }, ht('reg.list'))),
    error, status,
    list,
    h('section.add', { 'aria-labelledby': 'add-title' },
      h('h2#add-title', {}, ht('reg.add')),
      h('div.field.search', {}, h('label', { for: 'fide-search' }, ht('reg.search')), search, h('p.hint#fide-search-hint', {}, ht('reg.searchHint'))),
      found, byHand),
    h('section.import-section', { 'aria-labelledby': 'import-title' }, h('h2#import-title', {}, ht('reg.import')), importForm)));
  void act(load);
  return () => clearTimeout(timer);
}

/** An entry as the server takes it, from the form's text: empty fields left out, the
 * federation in capitals. */
export function entryOf(name: string, rating: string, fideId: string, federation: string): Record<string, unknown> {
  const entry: Record<string, unknown> = { name: name.trim() };
  if (rating.trim() && Number(rating) > 0) entry.rating = Number(rating);
  if (fideId.trim()) entry.fide_id = Number(fideId);
  if (federation.trim()) entry.federation = federation.trim().toUpperCase();
  return entry;
}

/** Sends a file's bytes to the server's reader (as they are: a Latin-1 list stays readable). */
async function readFile(file: File, format: string): Promise<{ players: ReadPlayer[]; errors: (Refusal & { line: number })[] }> {
  return (await api(`/api/players/read?format=${format}`, null, 'POST', await file.arrayBuffer())) as { players: ReadPlayer[]; errors: (Refusal & { line: number })[] };
}
