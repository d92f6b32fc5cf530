/**
 * The web board of Arbiter: the home page (`/`), a game (`/game/{id}`), and a game with the
 * arbiter's console (`/game/{id}/arbiter`). One page, routed here; a seat's token arrives after
 * `#` and is kept, then taken out of the address bar.
 */
import { h, fill } from './dom';
import { gamePage } from './game';
import { eventPage } from './event-page';
import { hallPage, keepEventToken } from './hall';
import { home } from './home';
import { livePage } from './live-page';
import { ht } from './hall-i18n';
import { currentLang, loadLang, t, useLang } from './i18n';
import { keepTokens, parseFragment } from './tokens';
import { loadWords } from './words';

let leave: () => void = () => undefined;

/** Says in `where` that the server cannot be reached (in the page's language: these words are in
 * the page's script, `words.ts`, even before its catalogue is here). */
function unreachable(where: HTMLElement): void {
  fill(where, h('p.error', { role: 'alert' }, t('error.network')));
}

/** A page whose module is loaded when first asked for (`import()`: a chunk of its own, not in
 * the first load): the organiser's forms, which a player or a spectator never opens. `title` is
 * the page's heading, shown at once (the page has its one `h1` while its module is on its way, as
 * a screen reader's user and axe's `page-has-heading-one` expect). Returns its `leave` at once; a
 * page left before its module arrived is never drawn; a module that cannot be fetched is said so
 * in `root`. */
function later(root: HTMLElement, title: string, open: () => Promise<() => void>): () => void {
  let left = false;
  let stop: () => void = () => undefined;
  // The page left is taken away at once, and a status says the one asked for is coming: under
  // the new address, nothing of the old page may still be read or typed into (a name typed into
  // the home page's form while the new event's form was on its way was lost).
  fill(root, h('h1', {}, title), h('p.loading', { role: 'status' }, ht('event.loading')));
  open().then(
    (s) => (left ? s() : (stop = s)),
    () => {
      if (!left) unreachable(root);
    },
  );
  return () => {
    left = true;
    stop();
  };
}

function route(): void {
  leave();
  leave = () => undefined;
  const root = document.getElementById('main');
  if (!root) return;
  const path = location.pathname;
  const game = /^\/game\/([A-Za-z0-9]+)(\/arbiter)?\/?$/.exec(path);
  const event = /^\/event\/([A-Za-z0-9]+)(\/hall)?\/?$/.exec(path);
  const players = /^\/event\/([A-Za-z0-9]+)\/players\/?$/.exec(path);
  // Issue 35: a player's page of the event, and the spectators' live boards.
  const player = /^\/event\/([A-Za-z0-9]+)\/player\/\d+\/?$/.exec(path);
  const live = /^\/event\/([A-Za-z0-9]+)\/live\/?$/.exec(path);
  if (path === '/event/new' || path === '/event/new/') {
    // Issue 35: an event from the home page.
    document.title = 'Arbiter';
    leave = later(root, ht('newEvent.title'), async () => {
      (await import('./event-new')).newEventPage(root, go);
      return () => undefined;
    });
  } else if (players) {
    document.title = `Arbiter — ${players[1]}`;
    const id = players[1];
    leave = later(root, ht('reg.title', { name: '…' }), async () => (await import('./entries')).entriesPage(root, id));
  } else if (player) {
    document.title = `Arbiter — ${player[1]}`;
    leave = eventPage(root, player[1]);
  } else if (live || (event && !event[2] && new URLSearchParams(location.search).get('view') === 'live')) {
    // `/event/{id}?view=live` is the address the server answers today (its page routes are a list).
    const id = (live ?? event)?.[1] ?? '';
    document.title = `Arbiter — ${id}`;
    leave = livePage(root, id);
  } else if (event) {
    // Issue 26: the hall (the event arbiter's link) and the event's public pages.
    document.title = `Arbiter — ${event[1]}`;
    leave = event[2] ? hallPage(root, event[1], keepEventToken(event[1], location.hash)) : eventPage(root, event[1]);
  } else if (game) {
    const id = game[1];
    const fragment = parseFragment(location.hash);
    if (Object.keys(fragment).length) {
      keepTokens(id, fragment);
      history.replaceState(null, '', path);
    }
    document.title = `Arbiter — ${id}`;
    leave = gamePage(root, id, !!game[2]);
  } else {
    document.title = 'Arbiter';
    home(root, go);
  }
}

/** Goes to a page of the board without reloading. */
function go(path: string): void {
  history.pushState(null, '', path);
  route();
}

function header(): void {
  // The skip link in the page's language (issue 32: not both languages at once).
  const skip = document.querySelector('a.skip');
  if (skip) skip.textContent = t('app.skip');
  const el = document.getElementById('header');
  if (!el) return;
  fill(
    el,
    h('a.brand', { href: '/', onclick: (e: Event) => { e.preventDefault(); go('/'); } }, 'Arbiter'),
    h('span.tagline', {}, t('app.tagline')),
    h('button.lang', {
      type: 'button',
      lang: currentLang() === 'fr' ? 'en' : 'fr',
      // The name starts with the words shown (WCAG 2.5.3, axe-core's label-content-name-mismatch).
      'aria-label': `${t('lang.switch')} (${t('lang.label')})`,
      // The other language's catalogue is a script of its own, fetched now (`words.ts`); should it
      // not come, the page stays as it is, in its language, and says that the server cannot be
      // reached beside the switch.
      onclick: () => {
        useLang(currentLang() === 'fr' ? 'en' : 'fr').then(
          () => {
            header();
            route();
          },
          () => {
            el.querySelector('.lang-error')?.remove();
            el.insertBefore(h('p.error.lang-error', { role: 'alert' }, t('error.network')), el.querySelector('button.lang'));
          },
        );
      },
    }, t('lang.switch')),
  );
}

// The page's language is known before anything is drawn (`lang.ts`), and its catalogue — a
// script of its own, run just before this module when the page the server sent names it
// (`index.fr.html`), else asked for by the page's first script (`lang-first.ts`) — is taken or
// awaited before the first drawing: no word is ever drawn in the other language, nor as its key.
// Taken, the page is drawn as soon as this module has run, before any other task (as before
// the catalogue, issue 32). Should the catalogue not come, the page says that the server cannot
// be reached, in its language.
loadWords(loadLang()).then(
  () => {
    header();
    route();
    window.addEventListener('popstate', route);
  },
  () => {
    const root = document.getElementById('main');
    if (root) unreachable(root);
  },
);
