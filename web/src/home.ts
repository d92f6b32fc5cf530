/**
 * The home page: a new game (time controls as players name them, the edition of the Laws, online
 * or over the board, a friend or the engine, a colour), the way to a new event (issue 35), and
 * the games in play and finished.
 */
import { ApiError, createGame, listGames } from './api';
import { h, fill } from './dom';
import { seenView } from './events-seen';
import { refusalWords } from './codes';
import { currentLang, resultWords, t, type Key } from './i18n';
import { keepLinks } from './links';
import { keepTokens } from './tokens';
import type { Seat, Side, Summary } from './types';

/** A time-control preset: the PGN `TimeControl` (periods `moves/seconds+increment`, `:`-joined). */
interface Preset {
  key: Key;
  control: string;
  mode: 'fischer' | 'bronstein' | 'delay';
  edition?: string;
}

/** The presets: FIDE classical (Art. 6 and the FIDE rating regulations' usual control), rapid
 * and blitz (A.1, B.1), and the 1930 control (1930 Art. 20.1.a). */
export const PRESETS: Record<string, Preset> = {
  classical: { key: 'home.preset.classical', control: '40/5400+30:1800+30', mode: 'fischer' },
  rapid: { key: 'home.preset.rapid', control: '900+10', mode: 'fischer' },
  blitz: { key: 'home.preset.blitz', control: '180+2', mode: 'fischer' },
  fide1930: { key: 'home.preset.1930', control: '30/7200:15/3600', mode: 'fischer', edition: 'fide-1930' },
};

/** A period of a custom control. */
export interface Period {
  moves: number | null;
  minutes: number;
  increment: number;
}

/** The PGN `TimeControl` of custom periods: `40/5400+30:1800+30`. */
export function controlOf(periods: Period[]): string {
  return periods
    .map((p) => {
      const seconds = Math.round(p.minutes * 60);
      const inc = p.increment > 0 ? `+${p.increment}` : '';
      return p.moves ? `${p.moves}/${seconds}${inc}` : `${seconds}${inc}`;
    })
    .join(':');
}

const EDITIONS = ['fide-2023', 'fide-1997', 'fide-1930', 'fide-1928'];

function radio(name: string, value: string, label: string, checked: boolean, onchange?: () => void) {
  return h(
    'label.choice',
    {},
    h('input', { type: 'radio', name, value, checked, onchange }),
    h('span', {}, label),
  );
}

const value = (form: HTMLFormElement, name: string): string =>
  (form.elements.namedItem(name) as RadioNodeList | HTMLInputElement | null)?.value ?? '';

/** Draws the home page into `root`. */
export function home(root: HTMLElement, go: (path: string) => void): void {
  const periods: Period[] = [
    { moves: 40, minutes: 90, increment: 30 },
    { moves: null, minutes: 30, increment: 30 },
  ];
  const periodBox = h('div.periods', {});
  const drawPeriods = () => {
    fill(
      periodBox,
      periods.map((p, i) =>
        h(
          'div.period',
          {},
          h('label', {}, t('home.period.moves'),
            h('input', { type: 'number', min: '1', value: p.moves ?? '', name: `moves${i}`,
              oninput: (e: Event) => { const v = (e.target as HTMLInputElement).value; p.moves = v ? Number(v) : null; } })),
          h('label', {}, t('home.period.minutes'),
            h('input', { type: 'number', min: '0', step: 'any', value: String(p.minutes), name: `minutes${i}`,
              oninput: (e: Event) => { p.minutes = Number((e.target as HTMLInputElement).value) || 0; } })),
          h('label', {}, t('home.period.increment'),
            h('input', { type: 'number', min: '0', value: String(p.increment), name: `increment${i}`,
              oninput: (e: Event) => { p.increment = Number((e.target as HTMLInputElement).value) || 0; } })),
          periods.length > 1 &&
            h('button.small', { type: 'button', onclick: () => { periods.splice(i, 1); drawPeriods(); } }, t('home.period.remove')),
        ),
      ),
      h('button.small', { type: 'button', onclick: () => { periods.push({ moves: null, minutes: 15, increment: 0 }); drawPeriods(); } }, t('home.period.add')),
    );
  };
  drawPeriods();
  const custom = h(
    'fieldset.custom',
    { hidden: true },
    h('legend', {}, t('home.periods')),
    periodBox,
    h('div.row', {}, h('span.label', {}, t('home.clockMode')),
      (['fischer', 'bronstein', 'delay'] as const).map((m) => radio('clock_mode', m, t(`home.clockMode.${m}`), m === 'fischer'))),
  );
  const engineLevel = h('label.level', { hidden: true }, t('home.level'),
    h('input', { type: 'number', name: 'level', min: '1', max: '20', value: '5' }));
  const message = h('p.error', { role: 'alert' });
  const editionSelect = h('select', { name: 'edition', id: 'edition', 'aria-labelledby': 'edition-legend' },
    EDITIONS.map((e) => h('option', { value: e }, t(`home.edition.${e}` as Key))));

  const form: HTMLFormElement = h(
    'form.new-game',
    {
      onsubmit: async (e: Event) => {
        e.preventDefault();
        message.textContent = '';
        const preset = value(form, 'preset');
        const chosen = PRESETS[preset];
        const time_control = chosen ? chosen.control : controlOf(periods);
        const clock_mode = chosen ? chosen.mode : value(form, 'clock_mode');
        let colour = value(form, 'colour') as Side | 'random';
        if (colour === 'random') colour = Math.random() < 0.5 ? 'white' : 'black';
        const mine: Side = colour;
        const theirs: Side = mine === 'white' ? 'black' : 'white';
        const engine = value(form, 'opponent') === 'engine';
        const level = Math.min(20, Math.max(1, Number(value(form, 'level')) || 5));
        // Names in no language: an unnamed player is `?` (the PGN's unknown), which each page
        // then says in its own language; the engine is "Stockfish 5" in every language.
        const name = value(form, 'name').trim() || '?';
        const seats = { [mine]: 'human', [theirs]: engine ? { engine: 'stockfish', level } : 'human' } as Record<Side, Seat>;
        const names = { [mine]: name, [theirs]: engine ? `Stockfish ${level}` : '?' } as Record<Side, string>;
        try {
          const created = await createGame({
            config: {
              edition: editionSelect.value,
              time_control,
              clock_mode,
              mode: value(form, 'mode'),
              white: names.white,
              black: names.black,
            },
            seats: { white: seats.white, black: seats.black },
            start: engine,
          });
          // The creator's page acts with his seat's token only; the arbiter's is kept as a link to
          // hand on (and to start the clocks, Art. 6.6), never to rule with from a seat's page.
          keepTokens(created.id, { [mine]: created.tokens[mine] });
          keepLinks(created.id, created.tokens, engine ? [mine] : ['white', 'black']);
          go(`/game/${created.id}`);
        } catch (err) {
          // By the sentence's key and params (a refused configuration says its exact reason,
          // issue 21), else the page's words for the code, else the server's message.
          message.textContent = err instanceof ApiError ? refusalWords(err, currentLang() === 'fr' ? 'fr' : 'en') : String(err);
        }
      },
    },
    h('h1', {}, t('home.new')),
    h('fieldset', {}, h('legend', {}, t('home.timeControl')),
      Object.entries(PRESETS).map(([id, p], i) => radio('preset', id, t(p.key), i === 0, () => {
        custom.hidden = true;
        if (p.edition) editionSelect.value = p.edition;
      })),
      radio('preset', 'custom', t('home.preset.custom'), false, () => { custom.hidden = false; }),
    ),
    custom,
    h('fieldset', {}, h('legend', { id: 'edition-legend' }, t('home.edition')), editionSelect),
    h('fieldset', {}, h('legend', {}, t('home.mode')),
      radio('mode', 'online', t('home.mode.online'), true), radio('mode', 'otb', t('home.mode.otb'), false)),
    h('fieldset', {}, h('legend', {}, t('home.opponent')),
      radio('opponent', 'friend', t('home.opponent.friend'), true, () => { engineLevel.hidden = true; }),
      radio('opponent', 'engine', t('home.opponent.engine'), false, () => { engineLevel.hidden = false; }),
      engineLevel),
    h('fieldset', {}, h('legend', {}, t('home.colour')),
      radio('colour', 'white', t('home.colour.white'), true),
      radio('colour', 'black', t('home.colour.black'), false),
      radio('colour', 'random', t('home.colour.random'), false)),
    h('label.name', {}, t('home.name'), h('input', { name: 'name', autocomplete: 'nickname', maxlength: '60' })),
    message,
    h('button.primary', { type: 'submit' }, t('home.create')),
  );

  const playing = h('section.games', { 'aria-live': 'polite' }, h('h2', {}, t('home.playing')), h('p', {}, '…'));
  const finished = h('section.games', {}, h('h2', {}, t('home.finished')), h('p', {}, '…'));
  // Issue 35: the way in to events.
  const events = h('section.events', { 'aria-labelledby': 'events-title' },
    h('h2#events-title', {}, t('home.events')),
    h('p', {}, t('home.events.text')),
    h('a.button.primary.new-event', { href: '/event/new', onclick: (e: Event) => { e.preventDefault(); go('/event/new'); } }, t('home.events.new')),
    seenView());
  fill(root, h('div.home', {}, form, h('div.lists', {}, events, playing, finished)));

  const list = (section: HTMLElement, title: string, games: Summary[]) => {
    fill(
      section,
      h('h2', {}, title),
      games.length === 0
        ? h('p.none', {}, t('home.none'))
        : h('ul', {}, games.map((g) => h('li', {},
            h('a', { href: `/game/${g.id}`, onclick: (e: Event) => { e.preventDefault(); go(`/game/${g.id}`); } },
              h('span.players', {}, `${g.white === '?' ? t('side.white') : g.white} – ${g.black === '?' ? t('side.black') : g.black}`),
              h('span.status', {}, g.result ? `${g.result} · ${resultWords(g.result, '')}` : t(`status.${g.status}` as Key)),
              h('time', { datetime: new Date(g.created_ms).toISOString() },
                new Date(g.created_ms).toLocaleString(currentLang() === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' })))))),
    );
  };
  Promise.all([listGames('started'), listGames('created'), listGames('adjourned')])
    .then(([a, b, c]) => list(playing, t('home.playing'), [...a, ...c, ...b].sort((x, y) => y.created_ms - x.created_ms)))
    .catch(() => list(playing, t('home.playing'), []));
  listGames('finished')
    .then((games) => list(finished, t('home.finished'), games))
    .catch(() => list(finished, t('home.finished'), []));
}
