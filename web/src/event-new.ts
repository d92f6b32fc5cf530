/**
 * A new event from the home page (issue 35, item 1): `/event/new`. The form asks what
 * `POST /api/events` takes — name, system (Swiss Dutch C.04.3 or round robin C.05), rounds, the
 * games' time control and Laws (the home page's own choices), the tie-breaks from C.07's list
 * with the system's defaults checked, the dates, the venue, FIDE-rated — and, once the event is
 * created, keeps its arbiter token as the hall expects (`keepEventToken`) and opens the players'
 * page, from which the hall is one click.
 */
import { PRESETS } from './home';
import { h, fill } from './dom';
import { api, failureWords, keepEventToken } from './hall';
import { ht, type HallKey } from './hall-i18n';
import { t, type Key } from './i18n';

/** C.07's tie-breaks the server computes, in the order a form lists them. */
export const TIEBREAKS = ['DE', 'EDE', 'WIN', 'WON', 'BPG', 'BWG', 'BH', 'BH/C1', 'BH/C2', 'BH/M1', 'BH/M2', 'FB', 'SB', 'SB/C1', 'KS', 'PS', 'ARO', 'ARO/C1', 'TPR', 'APRO'] as const;

/** The server's defaults (`hall::model::Spec::tiebreaks`): a Swiss event BH/C1, BH, SB; a round
 * robin DE, SB, WIN. */
export const DEFAULT_TIEBREAKS: Record<'swiss' | 'round_robin', string[]> = {
  swiss: ['BH/C1', 'BH', 'SB'],
  round_robin: ['DE', 'SB', 'WIN'],
};

const EDITIONS = ['fide-2023', 'fide-1997', 'fide-1930', 'fide-1928'];

/** What the form sends: the body of `POST /api/events`. */
export interface EventSpec {
  name: string;
  system: 'swiss' | 'round_robin';
  rounds?: number;
  double?: boolean;
  tiebreaks: string[];
  start_date?: string;
  end_date?: string;
  venue?: string;
  fide_rated: boolean;
  config: { time_control: string; clock_mode: string; edition: string; regulations?: { default_time_ms: number } };
}

/** The body of `POST /api/events` from the form's values (a round robin sends no rounds; empty
 * dates and venue are left out). */
export function specOf(values: {
  name: string; system: 'swiss' | 'round_robin'; rounds: string; double: boolean; tiebreaks: string[];
  start: string; end: string; venue: string; fideRated: boolean; preset: string; edition: string;
  /** Art. 6.7.1: the default time in minutes after the round's start; empty or 0, none. */
  defaultMinutes?: string;
}): EventSpec {
  const preset = PRESETS[values.preset] ?? PRESETS.classical;
  const spec: EventSpec = {
    name: values.name.trim(),
    system: values.system,
    tiebreaks: values.tiebreaks,
    fide_rated: values.fideRated,
    config: { time_control: preset.control, clock_mode: preset.mode, edition: values.edition },
  };
  if (values.system === 'swiss') spec.rounds = Number(values.rounds);
  else if (values.double) spec.double = true;
  if (values.start) spec.start_date = values.start;
  if (values.end) spec.end_date = values.end;
  if (values.venue.trim()) spec.venue = values.venue.trim();
  const minutes = Number(values.defaultMinutes ?? '');
  if (minutes > 0) spec.config.regulations = { default_time_ms: Math.round(minutes * 60_000) };
  return spec;
}

/** Draws the new event's form into `root`; `go` opens a page of the board. */
export function newEventPage(root: HTMLElement, go: (path: string) => void): void {
  let system: 'swiss' | 'round_robin' = 'swiss';
  let chosen = [...DEFAULT_TIEBREAKS.swiss];
  const order = h('p.tb-order', { role: 'status' });
  const boxes = h('div.tb-boxes');
  const drawTiebreaks = () => {
    fill(boxes, TIEBREAKS.map((code) =>
      h('label.choice', {},
        h('input', {
          type: 'checkbox', name: 'tiebreak', value: code, checked: chosen.includes(code),
          onchange: (e: Event) => {
            const on = (e.target as HTMLInputElement).checked;
            chosen = on ? [...chosen, code] : chosen.filter((c) => c !== code);
            drawOrder();
          },
        }),
        h('span', {}, `${code} — ${ht(`tb.${code}` as HallKey)}`))));
    drawOrder();
  };
  const drawOrder = () => {
    order.textContent = chosen.length ? ht('newEvent.order', { list: chosen.join(', ') }) : ht('newEvent.orderNone');
  };
  drawTiebreaks();
  const rounds = h('input#event-rounds', { type: 'number', name: 'rounds', min: '1', max: '99', value: '7', required: true });
  const roundsLabel = h('label.rounds', { for: 'event-rounds' }, ht('newEvent.rounds'));
  const double = h('label.choice.double', { hidden: true }, h('input', { type: 'checkbox', name: 'double' }), h('span', {}, ht('newEvent.double')));
  const roundsHint = h('p.hint', { hidden: true }, ht('newEvent.roundsHint'));
  const pick = (s: 'swiss' | 'round_robin') => {
    system = s;
    chosen = [...DEFAULT_TIEBREAKS[s]];
    const swiss = s === 'swiss';
    rounds.hidden = !swiss;
    rounds.required = swiss;
    roundsLabel.hidden = !swiss;
    double.hidden = swiss;
    roundsHint.hidden = swiss;
    drawTiebreaks();
  };
  const message = h('p.error', { role: 'alert' });
  const radio = (name: string, value: string, label: string, checked: boolean, onchange?: () => void) =>
    h('label.choice', {}, h('input', { type: 'radio', name, value, checked, onchange }), h('span', {}, label));
  const edition = h('select#event-edition', { name: 'edition' }, EDITIONS.map((e) => h('option', { value: e }, t(`home.edition.${e}` as Key))));
  const input = (id: string, name: string, label: string, attrs: Record<string, unknown> = {}) =>
    h('div.field', {}, h('label', { for: id }, label), h('input', { id, name, ...attrs }));
  const form: HTMLFormElement = h('form.new-event', {
    onsubmit: async (e: Event) => {
      e.preventDefault();
      message.textContent = '';
      const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null)?.value ?? '';
      const spec = specOf({
        name: value('name'), system, rounds: rounds.value, double: (double.querySelector('input') as HTMLInputElement).checked,
        tiebreaks: chosen, start: value('start_date'), end: value('end_date'), venue: value('venue'),
        fideRated: (form.elements.namedItem('fide_rated') as HTMLInputElement).checked,
        preset: value('preset'), edition: edition.value, defaultMinutes: value('default_time'),
      });
      try {
        const created = (await api('/api/events', null, 'POST', spec)) as { id: string; token: string };
        // The hall's own place for the token (`arbiter.event.ID`), as its link would leave it.
        keepEventToken(created.id, `#arbiter=${created.token}`);
        go(`/event/${created.id}/players`);
      } catch (err) {
        message.textContent = failureWords(err);
      }
    },
  },
    h('h1', {}, ht('newEvent.title')),
    h('p.hint', {}, ht('newEvent.intro')),
    input('event-name', 'name', ht('newEvent.name'), { required: true, maxlength: '200', autocomplete: 'off' }),
    h('fieldset', {}, h('legend', {}, ht('newEvent.system')),
      radio('system', 'swiss', ht('newEvent.swiss'), true, () => pick('swiss')),
      radio('system', 'round_robin', ht('newEvent.roundRobin'), false, () => pick('round_robin')),
      h('div.field', {}, roundsLabel, rounds), double, roundsHint),
    h('fieldset', {}, h('legend', {}, t('home.timeControl')),
      Object.entries(PRESETS).map(([id, p], i) => radio('preset', id, t(p.key), i === 0, () => {
        if (p.edition) edition.value = p.edition;
      }))),
    h('div.field', {}, h('label', { for: 'event-edition' }, t('home.edition')), edition),
    h('div.field', {}, h('label', { for: 'event-default' }, ht('newEvent.defaultTime')),
      h('input#event-default', { name: 'default_time', type: 'number', min: '0', step: 'any', value: '0', 'aria-describedby': 'event-default-hint' }),
      h('p.hint#event-default-hint', {}, ht('newEvent.defaultTimeHint'))),
    h('fieldset.tiebreaks', {}, h('legend', {}, ht('newEvent.tiebreaks')),
      h('p.hint', {}, ht('newEvent.tiebreaksDefault')), boxes, order),
    h('fieldset.dates', {}, h('legend', {}, ht('newEvent.dates')),
      input('event-start', 'start_date', ht('newEvent.startDate'), { type: 'date' }),
      input('event-end', 'end_date', ht('newEvent.endDate'), { type: 'date' })),
    input('event-venue', 'venue', ht('newEvent.venue'), { maxlength: '200' }),
    h('label.choice', {}, h('input', { type: 'checkbox', name: 'fide_rated' }), h('span', {}, ht('newEvent.fideRated'))),
    message,
    h('button.primary', { type: 'submit' }, ht('newEvent.create')),
  );
  fill(root, h('div.event-new', {}, form));
}
