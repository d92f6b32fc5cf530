/**
 * The game page's views (issue 35, item 9, as the hall's `hall-view.ts`): functions from the
 * controller's state to elements — the clocks, the status with the result and its article, the
 * notices, the players' actions, the record, the navigation, the viewer's choices and the links
 * to share. They change nothing and attach no handler: every control names its step in
 * `data-action` (and what it needs: `data-ply`, `data-pref`, `data-choice`…), and the page's
 * one listener of each kind (`game.ts`) calls the controller's step — or the page's, for what
 * only the page does: keeping the focus, speaking the clocks.
 */
import { shown } from './clock';
import { h } from './dom';
import { eventLine } from './game-event';
import { other, type GameController } from './game-state';
import { numbering, sanOf } from './history';
import { NOTATIONS, sanIn } from './notation';
import { noticeWords } from './codes';
import { article, clockShown, colon, currentLang, resultWords, t, type Key } from './i18n';
import { linksOf } from './links';
import { controlWords } from './timecontrol';
import { seatLink } from './tokens';
import type { PlyView, Seat, Side } from './types';

const VOICES = ['de', 'fr', 'en'] as const;
/** The board's colours (style.css: brown is chessground's) and the pieces (cburnett is
 * chessground's; figurines drawn as text), issue 25 point 6. */
export const THEMES = ['brown', 'blue', 'green', 'grey'] as const;
export const PIECES = ['cburnett', 'glyphs'] as const;

/** The steps the views' controls name in `data-action`, each done by `game.ts`. */
export type GameAction =
  | 'start' | 'confirm-claim' | 'cancel-claim' | 'choose' | 'offer-draw' | 'accept-draw' | 'decline-draw'
  | 'claim' | 'arm-claim' | 'claim-flag' | 'claim-perpetual' | 'demand-mate' | 'claim-illegal' | 'arm-seal'
  | 'resign' | 'call-arbiter' | 'rematch' | 'rematch-withdraw' | 'go' | 'flip' | 'say-clocks' | 'copy' | 'pref' | 'name'
  | 'typed';

/** A control's `data-action`. */
export const act = (action: GameAction): { 'data-action': GameAction } => ({ 'data-action': action });

type Child = HTMLElement | string | false | null;

/** A seat's name in the page's language. */
export function seatName(c: GameController, side: Side): string {
  const m = c.state.model;
  if (!m) return '';
  const seat: Seat = m.view.seats[side];
  const name = side === 'white' ? m.view.config.white : m.view.config.black;
  if (typeof seat === 'object') return name && name !== '?' ? name : t('player.engine', { level: seat.level });
  if (name && name !== '?') return name;
  // A player without a name, in the page's language: oneself "Anonymous", the invited friend
  // by the seat ("Black (your friend)"), and for a spectator the colour.
  const mine = c.mySide();
  if (mine === side) return t('player.anonymous');
  return mine ? t('player.friend', { side: t(`side.${side}`) }) : t(`side.${side}`);
}

/** The players' line: White – Black. */
export const titleText = (c: GameController): string => `${seatName(c, 'white')} – ${seatName(c, 'black')}`;

/** The line naming the event, round and board of an event's game (issue 35, item 8). */
export const eventView = (c: GameController): HTMLElement | null => (c.state.event ? eventLine(c.state.event) : null);

/** A clock as shown now: its time, whether it runs, and whether it is low. */
export function clockNow(c: GameController, side: Side): { ms: number; running: boolean; delayMs: number } | null {
  const m = c.state.model;
  const clock = m?.state.clock;
  if (!m || !clock) return null;
  return shown(clock, side, m.view.config.clock_mode, performance.now() - m.at, c.over());
}

/** A clock: the seat's name, its time, period, moves to the control, delay and flag. */
export function clockView(c: GameController, side: Side, place: 'top' | 'bottom'): HTMLElement {
  const m = c.state.model;
  const me = c.mySide() === side;
  const label = h('span.name', {}, h('span.piece-dot', { 'data-side': side, 'aria-hidden': 'true' }), seatName(c, side), me && h('em', {}, ` (${t('game.you')})`));
  const clock = m?.state.clock;
  const s = clockNow(c, side);
  if (!m || !clock || !s) return h('div', { class: `clock ${place}`, 'data-side': side }, label);
  const view = m.view;
  const details: string[] = [t('game.period', { n: clock.period[side] })];
  const left = clock.moves_to_control[side];
  if (left !== null && left !== undefined) details.push(t('game.toControl', { n: left }));
  if (view.config.clock_mode !== 'fischer' && s.delayMs > 0) details.push(t('game.delay', { s: Math.round(s.delayMs / 100) / 10 }));
  if (clock.flag?.[side]) details.push(t('game.flag'));
  const low = s.ms < 20_000;
  return h('div', { class: `clock ${place}${s.running ? ' running' : ''}${low ? ' low' : ''}`, 'data-side': side, 'data-ms': String(s.ms) },
    label,
    h('span.time', { role: 'timer', 'aria-label': `${t(`side.${side}`)} ${clockShown(s.ms)}` }, clockShown(s.ms)),
    h('span.details', {}, details.join(' · ')));
}

/** How a paused game resumes (Art. 6.11.3: the arbiter restarts the clocks): said to the players
 * of a game without an arbiter at the board too, so nobody waits for nothing. */
function pausedHow(c: GameController): string {
  if (c.state.arbiter) return t('game.pausedYouResume');
  return c.arbiterToken() ? t('game.pausedHoldLink') : t('game.pausedAskCreator');
}

/** The status: the result large, in words, with its article; or whose move, paused, adjourned;
 * what the player is bound to play; the illegal moves counted. */
export function statusView(c: GameController): Child[] {
  const s = c.state;
  const m = s.model;
  if (!m) return [];
  const { state } = m;
  const lines: Child[] = [];
  const side = c.mySide();
  if (state.result) {
    const r = state.result;
    lines.push(h('div.result', { 'data-result': r.result, 'data-reason': r.reason },
      h('span.score', {}, r.result),
      h('span.words', {}, resultWords(r.result, r.reason)),
      h('span.result-article', {}, article(r.article, r.article_ref))));
  } else if (!state.started) {
    lines.push(t('game.notStarted'));
  } else if (state.adjourned) {
    lines.push(t('game.adjourned'));
  } else if (state.clock?.paused) {
    lines.push(t('game.paused'), ' ', h('span.resumes', {}, pausedHow(c)));
    const link = c.arbiterToken();
    if (link && !s.arbiter) lines.push(' ', h('a.open-arbiter', { href: seatLink(location.origin, s.id, 'arbiter', link) }, t('game.openArbiter')));
  } else {
    lines.push(t('game.toMove', { side: t(`side.${state.to_move}`) }));
  }
  const bound = state.must_move;
  const notation = s.prefs.notation;
  if (side && bound && bound.by === side) {
    const uci = bound.uci;
    const san = uci ? sanOf(state.fen, uci) : null;
    const at = article(bound.article);
    const words = bound.chooser && bound.capture_on
      // 1930 Art. 17.b: "au choix de l'adversaire": the offender waits for the choice.
      ? t('choice.waiting', { capture: bound.capture_on, piece: bound.piece_on, article: at })
      : san ? t('game.mustPlay', { move: sanIn(san, notation), article: at })
      : bound.capture_on ? t('game.mustCapture', { square: bound.capture_on, article: at })
      : t('game.mustMovePiece', { square: bound.piece_on, article: at });
    lines.push(h('span.bound', {}, ' ' + words));
  }
  if (state.illegal_moves.white || state.illegal_moves.black) {
    lines.push(h('span.illegal', {}, ` · ${t('game.illegalCount', { n: `${state.illegal_moves.white}–${state.illegal_moves.black}` })}`));
  }
  return lines;
}

/** The notices, newest first, each with its article. */
export function noticesView(c: GameController): HTMLElement[] {
  const m = c.state.model;
  if (!m) return [];
  return m.notices.slice().reverse().map((n) =>
    h('li', {}, h('span.article', {}, article(n.article, n.article_ref)), ' ', h('span.text', {}, noticeWords(n, c.state.prefs.notation))));
}

/** The players' actions: start the clocks, the claim's confirmation, the 1930 choice, draw
 * offers and claims, the old Laws' claims, the sealed move, resignation, the call to the
 * arbiter, and after the game the rematch. */
export function actionsView(c: GameController): Child[] {
  const s = c.state;
  const m = s.model;
  if (!m) return [];
  const { state, view } = m;
  const side = c.mySide();
  const over = c.over();
  const parts: Child[] = [];
  const startToken = c.arbiterToken();
  if (!state.started && !over && startToken && !s.arbiter) {
    parts.push(h('p.hint', {}, t('game.startHint')));
    parts.push(h('button.primary.start', { type: 'button', ...act('start') }, t('game.start')));
  }
  if (side && state.started && !over && !state.adjourned && s.confirm) {
    const conf = s.confirm;
    const f = conf.forecast;
    const cost = f.penalty_ms > 0
      ? t(conf.move ? 'claim.penaltyWithMove' : 'claim.penalty', { n: f.penalty_ms / 60_000, article: article(f.article) })
      : t('claim.noPenalty', { article: article(f.article) });
    parts.push(h('div.confirm', { role: 'alertdialog', 'aria-label': t('claim.title') },
      h('p.warning', {}, conf.move ? t('claim.notCorrectWithMove', { move: conf.move }) : t('claim.notCorrectNow')),
      h('p.penalty', {}, cost),
      h('button.confirm-claim.danger', { type: 'button', ...act('confirm-claim') }, t('claim.anyway')),
      h('button.cancel-claim', { type: 'button', ...act('cancel-claim') }, t('claim.cancel')),
    ));
  } else if (side && state.started && !over && !state.adjourned && state.must_move?.chooser === side && state.must_move.capture_on) {
    // 1930 Art. 17.b (1928 Par. 16.c): after the opponent's illegal capture, taken back, the
    // choice is this player's: the capture made legally, or another move of the piece touched.
    const bound = state.must_move;
    parts.push(h('div.choose-penalty', { role: 'group', 'aria-label': t('choice.title', { article: article(bound.article) }) },
      h('p', {}, t('choice.title', { article: article(bound.article) })),
      h('button.choose-capture', { type: 'button', ...act('choose'), 'data-choice': 'capture' }, t('choice.capture', { square: bound.capture_on ?? '' })),
      h('button.choose-touched', { type: 'button', ...act('choose'), 'data-choice': 'touched_piece' }, t('choice.touched', { square: bound.piece_on }))));
  } else if (side && state.started && !over && !state.adjourned) {
    const opp = other(side);
    const myTurn = state.to_move === side;
    if (state.draw_offer === opp) {
      parts.push(h('p.offer', {}, t('game.drawOffered', { side: t(`side.${opp}`) })));
      parts.push(h('button.accept-draw', { type: 'button', ...act('accept-draw') }, t('game.acceptDraw')));
      parts.push(h('button.decline-draw', { type: 'button', ...act('decline-draw') }, t('game.declineDraw')));
    } else if (state.draw_offer === side) {
      parts.push(h('p.offer', {}, t('game.yourOffer')));
    } else {
      parts.push(h('button.offer-draw', { type: 'button', ...act('offer-draw') }, t('game.offerDraw')));
    }
    if (s.correctNow && s.correctNow.by === side) parts.push(h('p.claim-correct', {}, t('claim.correctNow', { article: article(s.correctNow.article) })));
    parts.push(h('button.claim', { type: 'button', disabled: s.claimable === null ? !myTurn : !s.claimable, ...act('claim') }, t('game.claim')));
    parts.push(
      h('button.claim-with-move', {
        type: 'button', disabled: !myTurn, 'aria-pressed': s.claimArmed ? 'true' : 'false',
        ...act('arm-claim'),
      }, t('game.claimWithMove')),
    );
    if (s.claimArmed) parts.push(h('p.armed', {}, t('game.claimArmed')));
    // Art. 6.8: a flag is considered fallen when a player makes a valid claim; the button
    // shows when the clock shows the opponent's flag down and the game has not ended on it.
    if (state.clock?.flag?.[opp]) {
      parts.push(h('button.claim-flag', { type: 'button', ...act('claim-flag') }, t('game.claimFlag', { side: t(`side.${opp}`) })));
    }
    // The old Laws' own claims (1930 Art. 16.1.b perpetual check, 16.1.f mate in fifty).
    if (view.config.edition === 'fide-1930' || view.config.edition === 'fide-1928') {
      parts.push(h('button.claim-perpetual', { type: 'button', ...act('claim-perpetual') }, t('game.claimPerpetual')));
      if (!state.mate_demand) parts.push(h('button.demand-mate', { type: 'button', ...act('demand-mate') }, t('game.demandMate')));
    }
    if (view.config.mode === 'otb') {
      parts.push(h('button.claim-illegal', { type: 'button', disabled: !myTurn, ...act('claim-illegal') }, t('game.claimIllegal')));
    }
    if (c.mayAdjourn()) {
      parts.push(
        h('button.seal', {
          type: 'button', disabled: !myTurn, 'aria-pressed': s.sealArmed ? 'true' : 'false',
          ...act('arm-seal'),
        }, t('game.seal')),
      );
      if (s.sealArmed) parts.push(h('p.armed', {}, t('game.sealArmed')));
    }
    parts.push(
      h(s.resignArmed ? 'button.resign.armed' : 'button.resign', { type: 'button', ...act('resign') },
        s.resignArmed ? t('game.resignConfirm') : t('game.resign')),
    );
    // Art. 6.11.2: a player pauses the clocks to call the arbiter — over the board, where one
    // is present. Online nobody stands by the board: the button would only freeze the game.
    if (!state.clock?.paused && view.config.mode === 'otb') {
      parts.push(h('button.call-arbiter', { type: 'button', ...act('call-arbiter') }, t('game.callArbiter')));
    }
  }
  // An event's game is no friendly: no rematch (issue 35, item 8).
  if (over && !s.event) parts.push(...rematchView(c, side));
  return parts;
}

/** The rematch's part of the actions: offer it; the offer standing (withdraw it); the
 * opponent's offer (accept or decline it); agreed (the new game opens, or for a spectator
 * its link). One offer, one game for both (issue 35, item 8). */
function rematchView(c: GameController, side: Side | null): HTMLElement[] {
  const r = c.state.rematch;
  if (r?.game) return side ? [h('p.rematch-agreed', {}, t('game.rematchAgreed'))] : [h('a.rematch-watch', { href: `/game/${r.game}` }, t('game.rematchWatch'))];
  if (!side) return [];
  if (r?.by === side && !c.state.tokens[other(side)]) {
    return [
      h('p.rematch-offered', {}, t('game.rematchWaiting')),
      h('button.rematch-withdraw', { type: 'button', ...act('rematch-withdraw') }, t('game.rematchWithdraw')),
    ];
  }
  if (r?.by && r.by !== side) {
    return [
      h('p.rematch-offered', {}, t('game.rematchOffered')),
      h('button.primary.rematch', { type: 'button', ...act('rematch') }, t('game.rematchAccept')),
      h('button.rematch-decline', { type: 'button', ...act('rematch-withdraw') }, t('game.rematchDecline')),
    ];
  }
  return [h('button.primary.rematch', { type: 'button', ...act('rematch') }, t('game.rematch'))];
}

/** Whether the typed-move form shows: the player's game in play. */
export function typedShown(c: GameController): boolean {
  const state = c.state.model?.state;
  return !!(c.mySide() && state?.started && !c.over() && !state.adjourned);
}

/** The record: a row for each number, as played (White's move and Black's answer, or Black's
 * move alone when Black moves first or again, 1930 Art. 22.2), each ply a button. */
export function movesView(c: GameController): HTMLElement[] {
  const m = c.state.model;
  if (!m) return [];
  const rows: HTMLElement[] = [];
  const plies = m.plies;
  const current = c.state.viewPly ?? plies.length;
  const cell = (p: PlyView | undefined) =>
    p
      ? h('button.ply', {
          // One tab stop for the whole list (the move shown); ←/→ go through the others.
          type: 'button', 'data-ply': p.ply, title: p.spoken, 'aria-current': p.ply === current ? 'true' : false,
          tabindex: p.ply === current ? '0' : '-1', ...act('go'),
        }, p.text, p.offer && h('span.offer', {}, ' (=)'))
      : h('span.ply.empty', {}, '…');
  const numbers = numbering(m.view.start_fen, c.state.history, plies.length);
  for (let i = 0; i < plies.length; ) {
    const at = numbers[i];
    if (at.by === 'black') {
      rows.push(h('li', {}, h('span.num', {}, `${at.n}.`), h('span.ply.empty', {}, '…'), cell(plies[i])));
      i += 1;
      continue;
    }
    const answer = numbers[i + 1] && !numbers[i + 1].opens ? plies[i + 1] : undefined;
    rows.push(h('li', {}, h('span.num', {}, `${at.n}.`), cell(plies[i]), answer ? cell(answer) : null));
    i += answer ? 2 : 1;
  }
  return rows;
}

/** The navigation: first, back, forward, last; turn the board; sounds; the ply looked at. */
export function navView(c: GameController): Child[] {
  const m = c.state.model;
  if (!m) return [];
  const last = m.plies.length;
  const viewPly = c.state.viewPly;
  const at = viewPly ?? last;
  const button = (cls: string, label: string, glyph: string, to: number | null, disabled: boolean) =>
    // `data-ply` empty: the present (the last ply, and the game going on shown as it goes).
    h(`button.${cls}` as 'button', { type: 'button', 'aria-label': label, title: label, disabled, ...act('go'), 'data-ply': to === null ? '' : String(to) }, glyph);
  return [
    button('first', t('game.nav.first'), '«', 0, at === 0),
    button('prev', t('game.nav.prev'), '‹', at - 1, at === 0),
    button('next', t('game.nav.next'), '›', at + 1, at >= last),
    button('last', t('game.nav.last'), '»', null, at >= last),
    h('button.flip', {
      type: 'button', 'aria-label': t('game.flip'), title: t('game.flip'), 'aria-pressed': c.state.flipped ? 'true' : 'false',
      ...act('flip'),
    }, '⇅'),
    h('label.sound', { title: t('game.sound') },
      h('input', { type: 'checkbox', checked: c.state.prefs.sounds, ...act('pref'), 'data-pref': 'sounds' }),
      ' ', t('game.sound')),
    viewPly !== null && h('span.looking-back', {}, t('game.lookingBack', { n: c.moveNumber(viewPly) || '0' })),
  ];
}

/** The game's settings, the viewer's role, the PGN, and the viewer's choices. */
export function infoView(c: GameController): Child[] {
  const s = c.state;
  const m = s.model;
  if (!m) return [];
  const { view } = m;
  const side = c.mySide();
  const role = s.arbiter && s.tokens.arbiter ? t('game.arbiterSeat') : side ? t('game.yourSeat', { side: t(`side.${side}`) }) : t('game.spectator');
  const p = s.prefs;
  return [
    h('p.meta', {}, [
      t(`home.edition.${view.config.edition}` as Key),
      controlWords(view.config.time_control, view.config.clock_mode, currentLang()),
      m.state.category ? t(`category.${m.state.category}` as Key) : '',
      t(`mode.${view.config.mode}` as Key),
    ].filter(Boolean).join(' · ')),
    h('p.role', {}, role),
    h('a.pgn', { href: `/api/games/${s.id}/pgn`, download: `arbiter-${s.id}.pgn` }, t('game.pgn')),
    h('div.prefs', {},
      h('label', { for: 'notation-select' }, t('game.notation')),
      h('select.notation', { id: 'notation-select', ...act('pref'), 'data-pref': 'notation' },
        NOTATIONS.map((n) => h('option', { value: n, selected: n === p.notation }, t(`notation.${n}`)))),
      h('label', { for: 'theme-select' }, t('game.theme')),
      h('select.theme', { id: 'theme-select', ...act('pref'), 'data-pref': 'theme' },
        THEMES.map((n) => h('option', { value: n, selected: n === p.theme }, t(`theme.${n}`)))),
      h('label', { for: 'pieces-select' }, t('game.pieces')),
      h('select.pieces', { id: 'pieces-select', ...act('pref'), 'data-pref': 'pieces' },
        PIECES.map((n) => h('option', { value: n, selected: n === p.pieces }, t(`pieces.${n}`)))),
      h('label.speech', {},
        h('input', { type: 'checkbox', checked: p.speaking, ...act('pref'), 'data-pref': 'speaking' }),
        ' ', t('game.speech')),
      h('button.say-clocks', { type: 'button', ...act('say-clocks') }, t('game.sayClocks')),
      h('label', { for: 'voice-select' }, t('game.voice')),
      h('select.voice', { id: 'voice-select', ...act('pref'), 'data-pref': 'voice' },
        VOICES.map((v) => h('option', { value: v, selected: v === p.voice }, t(`voice.${v}`)))),
    ),
  ];
}

/** The links to share: each seat's held here, the spectators', and the arbiter's apart. */
export function linksView(c: GameController): Child[] {
  const s = c.state;
  const links = linksOf(s.id);
  const origin = location.origin;
  const rows: [string, string, string][] = [];
  for (const role of ['white', 'black'] as const) {
    const token = links[role];
    if (token) rows.push([role, t(`game.share.${role}`), seatLink(origin, s.id, role, token)]);
  }
  rows.push(['spectator', t('game.share.spectator'), `${origin}/game/${s.id}`]);
  const held = links.arbiter ?? s.tokens.arbiter;
  const row = ([role, label, url]: [string, string, string]) => {
    const input = h('input', { type: 'text', readonly: true, value: url, 'data-link': role, 'aria-label': label });
    return h('div.link', {}, h('span.link-label', {}, label), input,
      h('button.small', { type: 'button', 'aria-label': `${t('game.share.copy')}${colon()}${label}`, ...act('copy'), 'data-link-of': role }, t('game.share.copy')));
  };
  return [
    h('h2', {}, t('game.share')),
    ...rows.map(row),
    rows.length > 1 && h('p.hint', {}, t('game.share.secret')),
    // The arbiter's link apart, said for what it is: it rules the game, and a player of the
    // game should not hold it for himself (issue 25: nobody rules on his own game).
    held ? h('div.arbiter-link', {},
      h('h3', {}, t('game.share.arbiter')),
      h('p.hint', {}, t('game.share.arbiterHint')),
      row(['arbiter', t('game.share.arbiter'), seatLink(origin, s.id, 'arbiter', held)])) : null,
  ];
}

/** The invited player's name (issue 35, item 8): a field while his seat has none. Drawn only
 * when that changes, so that what he types stays. */
export function nameView(c: GameController): Child[] {
  if (!c.mayName()) return [];
  const input = h('input', { type: 'text', name: 'player-name', autocomplete: 'nickname', maxlength: '60', required: true });
  return [
    h('form.choose-name', act('name'),
    h('label', {}, t('game.nameLabel'), ' ', input),
    h('button', { type: 'submit' }, t('game.nameSave')),
    h('p.hint', {}, t('game.nameHint'))),
  ];
}
