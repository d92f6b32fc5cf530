/**
 * The public pages of an event (issue 26, 35 item 6), `/event/{id}` and
 * `/event/{id}/player/{tpn}`: pairings of every round, standings after a round, crosstable (a
 * round robin's grid), a player's games; before round 1, the list of entries. The place shown
 * (tab, round, player) is in the address, so a link says it and the back button returns.
 *
 * A controller owns the state and fetches; the views (`event-views.ts`) draw it. The page follows
 * the event's public stream (`/api/events/{id}/stream`, without the arbiter's parts) and reads
 * the pages again when a round is published or a board's status or result changes (not at every
 * move).
 */
import { h, fill } from './dom';
import { lastComplete, placeUrl, readPlace, type Crosstable, type Pairing, type Place, type PublicEvent, type Standings } from './event-data';
import { rememberEvent } from './events-seen';
import { crosstableView, headView, pairingsView, playerView, standingsView, tabsView, type EventState } from './event-views';
import { api, failureWords, followStream, type BoardSummary } from './hall';
import { ht, type HallKey } from './hall-i18n';

const get = <T>(path: string): Promise<T> => api(path, null) as Promise<T>;

/** The public page of one event. */
class EventPage {
  private readonly state: EventState;
  private readonly body = h('div.event-body', { role: 'region', tabindex: '0' }, ht('event.loading'));
  private readonly head = h('div');
  private readonly nav = h('div');
  private readonly error = h('p.error', { role: 'alert' });
  /** Each board's status and result as last read: a change reads the pages again. */
  private readonly seen = new Map<string, string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private loading: Promise<void> | null = null;
  private again = false;
  private readonly stopStream: () => void;

  constructor(root: HTMLElement, id: string) {
    this.state = {
      id, place: readPlace(location.pathname, location.search), event: null, pairings: new Map(),
      complete: 0, standings: null, standingsAfter: 0, crosstable: null,
    };
    fill(root, h('div.event', {}, this.head, this.nav, this.error, this.body));
    void this.reload();
    this.stopStream = followStream(`/api/events/${encodeURIComponent(id)}/stream`, null, (line) => this.heard(line), () => undefined);
  }

  /** Stops the stream and the timer. */
  stop(): void {
    this.stopStream();
    if (this.timer) clearTimeout(this.timer);
  }

  /** Goes to a place: into the address (a new history entry), then drawn. */
  go = (place: Place): void => {
    history.pushState(null, '', placeUrl(this.state.id, place));
    this.state.place = place;
    void this.reload();
  };

  /** A line of the stream: a new round or a board's new status or result reads the pages again. */
  private heard(line: Record<string, unknown>): void {
    let changed = line.type === 'hall';
    if (line.type === 'board') {
      const b = line.board as BoardSummary;
      const key = `${b.round}.${b.board}`;
      const now = `${b.status}|${b.result ?? ''}`;
      changed = this.seen.get(key) !== now;
      this.seen.set(key, now);
    }
    if (!changed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.reload();
    }, 300);
  }

  /** Reads what the place needs, then draws; a read asked for during another runs after it. */
  private async reload(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = this.load().finally(() => {
      this.loading = null;
      if (this.again) {
        this.again = false;
        void this.reload();
      }
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const s = this.state;
    const base = `/api/events/${encodeURIComponent(s.id)}`;
    try {
      const event = await get<PublicEvent>(base);
      const published = event.rounds.filter((r) => r.published).map((r) => r.number);
      const pairings = await Promise.all(published.map((n) => get<Pairing>(`${base}/pairings?round=${n}`)));
      s.event = event;
      rememberEvent(s.id, event.spec.name);
      s.pairings = new Map(pairings.map((p) => [p.round, p]));
      for (const p of pairings) for (const b of p.boards) this.seen.set(`${p.round}.${b.board}`, `${b.status}|${b.result ?? ''}`);
      s.complete = lastComplete(pairings);
      const last = published.length ? Math.max(...published) : 0;
      s.standings = null;
      s.crosstable = null;
      const place = s.place;
      if (place.tab === 'pairings') {
        const round = place.round && s.pairings.has(place.round) ? place.round : last;
        if (round >= 2) {
          s.standingsAfter = round - 1;
          s.standings = await get<Standings>(`${base}/standings?after=${round - 1}`);
        }
      } else if (place.tab === 'standings' && last > 0) {
        // The last complete round by default; a round in play only when asked for, and said.
        s.standingsAfter = place.after && place.after <= last ? place.after : s.complete || last;
        s.standings = await get<Standings>(`${base}/standings?after=${s.standingsAfter}`);
      } else if ((place.tab === 'crosstable' || place.tab === 'player') && last > 0) {
        s.crosstable = await get<Crosstable>(`${base}/crosstable`);
        if (place.tab === 'crosstable') {
          s.standingsAfter = last;
          s.standings = await get<Standings>(`${base}/standings`);
        }
      }
      this.error.textContent = '';
      this.draw();
    } catch (e) {
      this.error.textContent = failureWords(e);
      if (!s.event) fill(this.body);
    }
  }

  /** Draws the state; the element that had the focus (by its `data-key`) keeps it. */
  private draw(): void {
    const s = this.state;
    const focused = (document.activeElement as HTMLElement | null)?.dataset?.key;
    const title = s.place.tab === 'player' ? 'pub.playerPage' : `event.${s.place.tab}`;
    document.title = `${s.event?.spec.name ?? 'Arbiter'} — ${ht(title as HallKey)}`;
    fill(this.head, headView(s));
    fill(this.nav, tabsView(s, this.go));
    this.body.setAttribute('aria-label', ht(title as HallKey));
    const view = s.place.tab === 'standings' ? standingsView : s.place.tab === 'crosstable' ? crosstableView : s.place.tab === 'player' ? playerView : pairingsView;
    fill(this.body, view(s, this.go));
    if (focused) (document.querySelector(`[data-key="${focused}"]`) as HTMLElement | null)?.focus();
  }
}

/** The public pages of an event; returns a function that stops the page's stream. */
export function eventPage(root: HTMLElement, id: string): () => void {
  const page = new EventPage(root, id);
  return () => page.stop();
}
