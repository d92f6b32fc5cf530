/**
 * Every word of the web board in English and in French. The language is the browser's first
 * (French if it starts with `fr`, English otherwise), or the one chosen with the switch, kept in
 * `localStorage`. The type of `FR` is the type of `EN`: a word missing in French does not build.
 */
import { noticeFr } from './notices';

const EN = {
  'app.tagline': 'An electronic arbiter: chess under the FIDE Laws',
  'lang.switch': 'Français',
  'lang.label': 'Language',
  'home.new': 'New game',
  'home.timeControl': 'Time control',
  'home.preset.classical': 'Classical (FIDE): 40 moves in 90 min, then 30 min, +30 s a move from move 1',
  'home.preset.rapid': 'Rapid 15+10',
  'home.preset.blitz': 'Blitz 3+2',
  'home.preset.1930': '1930: 30 moves in 2 h, then 15 moves an hour',
  'home.preset.custom': 'Custom',
  'home.periods': 'Periods',
  'home.period.moves': 'Moves (empty: rest of the game)',
  'home.period.minutes': 'Minutes',
  'home.period.increment': 'Seconds a move',
  'home.period.add': 'Add a period',
  'home.period.remove': 'Remove',
  'home.clockMode': 'Clock',
  'home.clockMode.fischer': 'Fischer (increment added after each move)',
  'home.clockMode.bronstein': 'Bronstein delay (time used is given back, up to the delay)',
  'home.clockMode.delay': 'Simple delay (the clock waits before it counts)',
  'home.edition': 'Laws',
  'home.edition.fide-2023': 'FIDE Laws 2023',
  'home.edition.fide-1997': 'FIDE Laws 1997 (with its appendices)',
  'home.edition.fide-1930': 'FIDE Laws 1930',
  'home.edition.fide-1928': 'FIDE draft 1928',
  'home.mode': 'Play',
  'home.mode.online': 'Online: an illegal move is refused',
  'home.mode.otb': 'Over the board: an illegal move stands and is penalised (Art. 7.5)',
  'home.opponent': 'Opponent',
  'home.opponent.friend': 'A friend, with a link',
  'home.opponent.engine': 'The engine (Stockfish)',
  'home.level': 'Strength (1 to 20)',
  'home.colour': 'Your colour',
  'home.colour.white': 'White',
  'home.colour.black': 'Black',
  'home.colour.random': 'Random',
  'home.name': 'Your name',
  'home.create': 'Create the game',
  'home.playing': 'Games in play',
  'home.finished': 'Finished games',
  'home.none': 'None yet.',
  'home.watch': 'Watch',
  'home.created': 'Created {when}',
  'status.created': 'not started',
  'status.started': 'in play',
  'status.adjourned': 'adjourned',
  'status.finished': 'finished',
  'side.white': 'White',
  'side.black': 'Black',
  'player.anonymous': 'Anonymous',
  'player.engine': 'Stockfish level {level}',
  'game.loading': 'Loading the game…',
  'game.notFound': 'There is no such game.',
  'game.you': 'you',
  'game.spectator': 'You are watching.',
  'game.yourSeat': 'You play {side}.',
  'game.arbiterSeat': 'You are the arbiter of this game.',
  'game.toMove': '{side} to move',
  'game.notStarted': 'The clocks have not started.',
  'game.start': 'Start the clocks',
  'game.startHint': 'Send the link to your opponent, then start the clocks (Art. 6.6).',
  'game.paused': 'The clocks are paused (Art. 6.11).',
  'game.offline': 'Connection lost; reconnecting…',
  'game.period': 'period {n}',
  'game.toControl': '{n} moves to the control',
  'game.delay': 'delay {s}',
  'game.flag': 'flag down',
  'game.moves': 'Moves',
  'game.notation': 'Notation',
  'notation.en': 'English (K Q R B N)',
  'notation.fr': 'French (R D T F C)',
  'notation.de': 'German (K D T L S)',
  'notation.es': 'Spanish (R D T A C)',
  'notation.it': 'Italian (R D T A C)',
  'notation.nl': 'Dutch (K D T L P)',
  'notation.figurine': 'Figurine (♔ ♕ ♖ ♗ ♘)',
  'game.offerDraw': 'Offer a draw',
  'game.acceptDraw': 'Accept the draw',
  'game.declineDraw': 'Decline',
  'game.drawOffered': '{side} offers a draw (Art. 9.1.2).',
  'game.yourOffer': 'You offered a draw; your opponent may accept it until they move.',
  'game.claim': 'Claim a draw now (3-fold, 50 moves)',
  'game.claimWithMove': 'Claim with my next move',
  'game.claimArmed': 'Your next move will be written and claimed, not played (Art. 9.2.1, 9.3.1). Click again to cancel.',
  'game.resign': 'Resign',
  'game.resignConfirm': 'Really resign? Click again',
  'game.callArbiter': 'Call the arbiter (pause)',
  'game.typeMove': 'Type a move',
  'game.typeMoveHint': 'Any notation: e4, Cf3, Nf3, g1f3, O-O, e8=D… then Enter',
  'game.typeMovePlay': 'Play',
  'game.speech': 'Speak the moves (Annex D)',
  'game.voice': 'Words',
  'voice.de': 'Annex D (Anna, Bella… eins, zwei…)',
  'voice.fr': 'French',
  'voice.en': 'English',
  'game.notices': 'The arbiter says',
  'game.result': 'Result',
  'game.pgn': 'Download the PGN',
  'game.share': 'Links',
  'game.share.white': 'White’s seat',
  'game.share.black': 'Black’s seat',
  'game.share.spectator': 'Spectators',
  'game.share.arbiter': 'Arbiter’s console',
  'game.share.copy': 'Copy',
  'game.share.copied': 'Copied',
  'game.share.secret': 'A seat’s link is its key: give it only to that player.',
  'game.promotion': 'Promote to',
  'game.mustMove': 'You must play the move you claimed with, or move the piece you touched (Art. {article}).',
  'game.illegalCount': 'Illegal moves: {n}',
  'piece.queen': 'Queen',
  'piece.rook': 'Rook',
  'piece.bishop': 'Bishop',
  'piece.knight': 'Knight',
  'arbiter.title': 'Arbiter’s console',
  'arbiter.noToken': 'This page needs the arbiter’s link of this game.',
  'arbiter.clocks': 'Clocks',
  'arbiter.pause': 'Pause the clocks (Art. 6.11.1)',
  'arbiter.resume': 'Resume (Art. 6.11.3)',
  'arbiter.setClock': 'Set the clocks (Art. 6.10.2)',
  'arbiter.addTime': 'Add time (Art. 6.10.2, 12.5)',
  'arbiter.seconds': 'seconds',
  'arbiter.apply': 'Apply',
  'arbiter.penalty': 'Penalty (Art. 12.9)',
  'arbiter.against': 'against',
  'penalty.warning': 'Warning (12.9.1)',
  'penalty.add_time': 'More time for the opponent (12.9.2)',
  'penalty.take_time': 'Less time for the offender (12.9.3)',
  'penalty.add_points': 'More points for the opponent (12.9.4)',
  'penalty.take_points': 'Fewer points for the offender (12.9.5)',
  'penalty.lose_game': 'Game declared lost (12.9.6)',
  'penalty.fine': 'Fine (12.9.7)',
  'penalty.expulsion': 'Expulsion (12.9.8, 12.9.9)',
  'penalty.illegal_move': 'Illegal move observed (7.5.4, 7.5.5)',
  'arbiter.declare': 'Declare a result (Art. 12.1)',
  'arbiter.reason': 'reason',
  'arbiter.forfeit': 'Forfeit (Art. 6.7.1, 11.7, 11.8)',
  'arbiter.forfeit.both': 'Both players',
  'arbiter.journal': 'The game’s journal',
  'arbiter.journal.seq': '#',
  'arbiter.journal.time': 'Time',
  'arbiter.journal.event': 'Event',
  'arbiter.done': 'Done.',
  'error.illegal_move': 'This move is illegal here.',
  'error.not_your_turn': 'It is not your turn.',
  'error.game_over': 'The game is over.',
  'error.not_your_seat': 'This seat is not yours.',
  'error.arbiter_only': 'Only the arbiter may do that.',
  'error.network': 'The server cannot be reached.',
  'error.ambiguous_move': 'This move could be read as more than one move: write it in full.',
  'error.offer_not_allowed': 'A draw may not be offered now under these Laws or regulations.',
  'error.offer_pending': 'A draw offer is already standing.',
  'error.no_offer': 'There is no draw offer to answer.',
  'error.not_started': 'The clocks have not started yet.',
  'error.paused': 'The clocks are paused: wait for the arbiter.',
  'error.bound_move': 'You are bound to another move.',
  'error.not_allowed': 'That is not allowed now.',
  'error.too_early': 'Too early for that.',
  'result.1-0': 'White wins',
  'result.0-1': 'Black wins',
  'result.1/2-1/2': 'Draw',
  'result.+/-': 'White wins by forfeit',
  'result.-/+': 'Black wins by forfeit',
  'result.-/-': 'Both players lose by forfeit',
  'reason.checkmate': 'checkmate',
  'reason.stalemate': 'stalemate',
  'reason.dead_position': 'dead position: no series of legal moves can lead to mate',
  'reason.agreement': 'agreed by both players',
  'reason.threefold_repetition': 'the same position for the third time, claimed',
  'reason.fifty_moves': 'fifty moves by each player without a capture or a pawn move, claimed',
  'reason.fivefold_repetition': 'the same position for the fifth time',
  'reason.seventy_five_moves': 'seventy-five moves by each player without a capture or a pawn move',
  'reason.resignation': 'resignation',
  'reason.time_forfeit': 'the flag fell',
  'reason.time_forfeit_cannot_mate': 'the flag fell, but the opponent cannot mate by any series of legal moves',
  'reason.resignation_cannot_mate': 'resignation, but the opponent cannot mate by any series of legal moves',
  'reason.illegal_moves': 'illegal moves',
  'reason.sealed_move_illegal': 'the sealed move was illegal',
  'reason.forfeit': 'forfeit',
  'reason.arbiter': 'the arbiter’s decision',
  'article': 'Art. {article}',
  'clock.fischer': 'Fischer increment',
  'clock.bronstein': 'Bronstein delay',
  'clock.delay': 'simple delay',
  'category.standard': 'standard',
  'category.rapid': 'rapid (Appendix A)',
  'category.blitz': 'blitz (Appendix B)',
  'mode.online': 'online',
  'mode.otb': 'over the board',
};

export type Key = keyof typeof EN;

const FR: Record<Key, string> = {
  'app.tagline': 'Un arbitre électronique : les échecs selon les Règles de la FIDE',
  'lang.switch': 'English',
  'lang.label': 'Langue',
  'home.new': 'Nouvelle partie',
  'home.timeControl': 'Cadence',
  'home.preset.classical': 'Classique (FIDE) : 40 coups en 90 min, puis 30 min, +30 s par coup dès le 1er coup',
  'home.preset.rapid': 'Rapide 15+10',
  'home.preset.blitz': 'Blitz 3+2',
  'home.preset.1930': '1930 : 30 coups en 2 h, puis 15 coups par heure',
  'home.preset.custom': 'Sur mesure',
  'home.periods': 'Périodes',
  'home.period.moves': 'Coups (vide : le reste de la partie)',
  'home.period.minutes': 'Minutes',
  'home.period.increment': 'Secondes par coup',
  'home.period.add': 'Ajouter une période',
  'home.period.remove': 'Retirer',
  'home.clockMode': 'Pendule',
  'home.clockMode.fischer': 'Fischer (incrément ajouté après chaque coup)',
  'home.clockMode.bronstein': 'Délai Bronstein (le temps employé est rendu, jusqu’au délai)',
  'home.clockMode.delay': 'Délai simple (la pendule attend avant de décompter)',
  'home.edition': 'Règles',
  'home.edition.fide-2023': 'Règles de la FIDE 2023',
  'home.edition.fide-1997': 'Règles de la FIDE 1997 (avec leurs annexes)',
  'home.edition.fide-1930': 'Règles de la FIDE 1930',
  'home.edition.fide-1928': 'Projet de la FIDE 1928',
  'home.mode': 'Jeu',
  'home.mode.online': 'En ligne : un coup illégal est refusé',
  'home.mode.otb': 'Sur l’échiquier : un coup illégal reste joué et est sanctionné (art. 7.5)',
  'home.opponent': 'Adversaire',
  'home.opponent.friend': 'Un ami, par un lien',
  'home.opponent.engine': 'Le moteur (Stockfish)',
  'home.level': 'Force (1 à 20)',
  'home.colour': 'Votre couleur',
  'home.colour.white': 'Blancs',
  'home.colour.black': 'Noirs',
  'home.colour.random': 'Au hasard',
  'home.name': 'Votre nom',
  'home.create': 'Créer la partie',
  'home.playing': 'Parties en cours',
  'home.finished': 'Parties terminées',
  'home.none': 'Aucune pour l’instant.',
  'home.watch': 'Regarder',
  'home.created': 'Créée {when}',
  'status.created': 'pas commencée',
  'status.started': 'en cours',
  'status.adjourned': 'ajournée',
  'status.finished': 'terminée',
  'side.white': 'Blancs',
  'side.black': 'Noirs',
  'player.anonymous': 'Anonyme',
  'player.engine': 'Stockfish niveau {level}',
  'game.loading': 'Chargement de la partie…',
  'game.notFound': 'Cette partie n’existe pas.',
  'game.you': 'vous',
  'game.spectator': 'Vous regardez la partie.',
  'game.yourSeat': 'Vous jouez les {side}.',
  'game.arbiterSeat': 'Vous êtes l’arbitre de cette partie.',
  'game.toMove': 'Trait aux {side}',
  'game.notStarted': 'Les pendules ne sont pas lancées.',
  'game.start': 'Lancer les pendules',
  'game.startHint': 'Envoyez le lien à votre adversaire, puis lancez les pendules (art. 6.6).',
  'game.paused': 'Les pendules sont arrêtées (art. 6.11).',
  'game.offline': 'Connexion perdue ; reconnexion…',
  'game.period': 'période {n}',
  'game.toControl': '{n} coups avant le contrôle',
  'game.delay': 'délai {s}',
  'game.flag': 'drapeau tombé',
  'game.moves': 'Coups',
  'game.notation': 'Notation',
  'notation.en': 'Anglaise (K Q R B N)',
  'notation.fr': 'Française (R D T F C)',
  'notation.de': 'Allemande (K D T L S)',
  'notation.es': 'Espagnole (R D T A C)',
  'notation.it': 'Italienne (R D T A C)',
  'notation.nl': 'Néerlandaise (K D T L P)',
  'notation.figurine': 'Figurines (♔ ♕ ♖ ♗ ♘)',
  'game.offerDraw': 'Proposer nulle',
  'game.acceptDraw': 'Accepter la nulle',
  'game.declineDraw': 'Refuser',
  'game.drawOffered': 'Les {side} proposent nulle (art. 9.1.2).',
  'game.yourOffer': 'Vous avez proposé nulle ; votre adversaire peut accepter tant qu’il n’a pas joué.',
  'game.claim': 'Réclamer la nulle maintenant (triple répétition, 50 coups)',
  'game.claimWithMove': 'Réclamer avec mon prochain coup',
  'game.claimArmed': 'Votre prochain coup sera écrit et réclamé, pas joué (art. 9.2.1, 9.3.1). Cliquez à nouveau pour annuler.',
  'game.resign': 'Abandonner',
  'game.resignConfirm': 'Vraiment abandonner ? Cliquez à nouveau',
  'game.callArbiter': 'Appeler l’arbitre (arrêter les pendules)',
  'game.typeMove': 'Taper un coup',
  'game.typeMoveHint': 'Toute notation : e4, Cf3, Nf3, g1f3, O-O, e8=D… puis Entrée',
  'game.typeMovePlay': 'Jouer',
  'game.speech': 'Annoncer les coups à voix haute (annexe D)',
  'game.voice': 'Mots',
  'voice.de': 'Annexe D (Anna, Bella… eins, zwei…)',
  'voice.fr': 'Français',
  'voice.en': 'Anglais',
  'game.notices': 'L’arbitre annonce',
  'game.result': 'Résultat',
  'game.pgn': 'Télécharger le PGN',
  'game.share': 'Liens',
  'game.share.white': 'Place des Blancs',
  'game.share.black': 'Place des Noirs',
  'game.share.spectator': 'Spectateurs',
  'game.share.arbiter': 'Console de l’arbitre',
  'game.share.copy': 'Copier',
  'game.share.copied': 'Copié',
  'game.share.secret': 'Le lien d’une place en est la clé : ne le donnez qu’à ce joueur.',
  'game.promotion': 'Promouvoir en',
  'game.mustMove': 'Vous devez jouer le coup annoncé dans votre réclamation, ou la pièce touchée (art. {article}).',
  'game.illegalCount': 'Coups illégaux : {n}',
  'piece.queen': 'Dame',
  'piece.rook': 'Tour',
  'piece.bishop': 'Fou',
  'piece.knight': 'Cavalier',
  'arbiter.title': 'Console de l’arbitre',
  'arbiter.noToken': 'Cette page demande le lien de l’arbitre de cette partie.',
  'arbiter.clocks': 'Pendules',
  'arbiter.pause': 'Arrêter les pendules (art. 6.11.1)',
  'arbiter.resume': 'Reprendre (art. 6.11.3)',
  'arbiter.setClock': 'Régler les pendules (art. 6.10.2)',
  'arbiter.addTime': 'Ajouter du temps (art. 6.10.2, 12.5)',
  'arbiter.seconds': 'secondes',
  'arbiter.apply': 'Appliquer',
  'arbiter.penalty': 'Sanction (art. 12.9)',
  'arbiter.against': 'contre',
  'penalty.warning': 'Avertissement (12.9.1)',
  'penalty.add_time': 'Temps ajouté à l’adversaire (12.9.2)',
  'penalty.take_time': 'Temps retiré au fautif (12.9.3)',
  'penalty.add_points': 'Points ajoutés à l’adversaire (12.9.4)',
  'penalty.take_points': 'Points retirés au fautif (12.9.5)',
  'penalty.lose_game': 'Partie déclarée perdue (12.9.6)',
  'penalty.fine': 'Amende (12.9.7)',
  'penalty.expulsion': 'Exclusion (12.9.8, 12.9.9)',
  'penalty.illegal_move': 'Coup illégal constaté (7.5.4, 7.5.5)',
  'arbiter.declare': 'Déclarer un résultat (art. 12.1)',
  'arbiter.reason': 'motif',
  'arbiter.forfeit': 'Forfait (art. 6.7.1, 11.7, 11.8)',
  'arbiter.forfeit.both': 'Les deux joueurs',
  'arbiter.journal': 'Le journal de la partie',
  'arbiter.journal.seq': 'N°',
  'arbiter.journal.time': 'Temps',
  'arbiter.journal.event': 'Événement',
  'arbiter.done': 'Fait.',
  'error.illegal_move': 'Ce coup est illégal ici.',
  'error.not_your_turn': 'Ce n’est pas votre tour.',
  'error.game_over': 'La partie est terminée.',
  'error.not_your_seat': 'Cette place n’est pas la vôtre.',
  'error.arbiter_only': 'Seul l’arbitre peut le faire.',
  'error.network': 'Le serveur est injoignable.',
  'error.ambiguous_move': 'Ce coup peut se lire de plusieurs façons : écrivez-le en entier.',
  'error.offer_not_allowed': 'Une proposition de nulle n’est pas permise maintenant par ces Règles ou ce règlement.',
  'error.offer_pending': 'Une proposition de nulle est déjà en cours.',
  'error.no_offer': 'Il n’y a pas de proposition de nulle.',
  'error.not_started': 'Les pendules ne sont pas encore lancées.',
  'error.paused': 'Les pendules sont arrêtées : attendez l’arbitre.',
  'error.bound_move': 'Vous êtes tenu de jouer un autre coup.',
  'error.not_allowed': 'Ce n’est pas permis maintenant.',
  'error.too_early': 'C’est trop tôt.',
  'result.1-0': 'Les Blancs gagnent',
  'result.0-1': 'Les Noirs gagnent',
  'result.1/2-1/2': 'Partie nulle',
  'result.+/-': 'Les Blancs gagnent par forfait',
  'result.-/+': 'Les Noirs gagnent par forfait',
  'result.-/-': 'Double forfait',
  'reason.checkmate': 'échec et mat',
  'reason.stalemate': 'pat',
  'reason.dead_position': 'position morte : aucune suite de coups légaux ne peut mener au mat',
  'reason.agreement': 'par accord mutuel',
  'reason.threefold_repetition': 'la même position pour la troisième fois, réclamée',
  'reason.fifty_moves': 'cinquante coups de chaque joueur sans prise ni mouvement de pion, réclamés',
  'reason.fivefold_repetition': 'la même position pour la cinquième fois',
  'reason.seventy_five_moves': 'soixante-quinze coups de chaque joueur sans prise ni mouvement de pion',
  'reason.resignation': 'abandon',
  'reason.time_forfeit': 'le drapeau est tombé',
  'reason.time_forfeit_cannot_mate': 'le drapeau est tombé, mais l’adversaire ne peut mater par aucune suite de coups légaux',
  'reason.resignation_cannot_mate': 'abandon, mais l’adversaire ne peut mater par aucune suite de coups légaux',
  'reason.illegal_moves': 'coups illégaux',
  'reason.sealed_move_illegal': 'le coup sous enveloppe était illégal',
  'reason.forfeit': 'forfait',
  'reason.arbiter': 'décision de l’arbitre',
  'article': 'art. {article}',
  'clock.fischer': 'incrément Fischer',
  'clock.bronstein': 'délai Bronstein',
  'clock.delay': 'délai simple',
  'category.standard': 'partie standard',
  'category.rapid': 'rapide (annexe A)',
  'category.blitz': 'blitz (annexe B)',
  'mode.online': 'en ligne',
  'mode.otb': 'sur l’échiquier',
};

export type Lang = 'en' | 'fr';

const STORE_KEY = 'arbiter.lang';

/** The language chosen with the switch, else the browser's. */
export function initialLang(stored: string | null, browser: readonly string[]): Lang {
  if (stored === 'en' || stored === 'fr') return stored;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'fr') return 'fr';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

let lang: Lang = 'en';

/** Reads the language from storage and the browser (call once at start). */
export function loadLang(): Lang {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORE_KEY);
  } catch {
    stored = null;
  }
  lang = initialLang(stored, navigator.languages ?? [navigator.language]);
  document.documentElement.lang = lang;
  return lang;
}

/** The current language. */
export const currentLang = (): Lang => lang;

/** Chooses a language and keeps the choice. */
export function setLang(next: Lang): void {
  lang = next;
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORE_KEY, next);
  } catch {
    // Private windows may refuse storage; the choice then lasts for the page.
  }
}

/** A word in the current language, with `{name}` replaced by `params.name`. */
export function t(key: Key, params: Record<string, string | number> = {}, in_: Lang = lang): string {
  const text = in_ === 'fr' ? FR[key] : EN[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Whether a string is a key of the dictionaries (for codes that come from the server). */
export const isKey = (key: string): key is Key => key in EN;

/** An article as a reader expects it: `Art. 9.2.1`, `1930 art. 16.1.c`, `Guideline III.4`. */
export function article(code: string): string {
  const old = /^(19\d\d) (.+)$/.exec(code);
  if (old) return `${old[1]}, ${t('article', { article: old[2] })}`;
  if (/^\d/.test(code)) return t('article', { article: code });
  return code;
}

/** A notice in the current language. */
export const noticeText = (text: string): string => (lang === 'fr' ? noticeFr(text) : text);

/** The words of a result: "Black wins: checkmate". */
export function resultWords(result: string, reason: string): string {
  const r = `result.${result}`;
  const why = `reason.${reason}`;
  const head = isKey(r) ? t(r) : result;
  return isKey(why) ? `${head} : ${t(why)}`.replace(' : ', lang === 'fr' ? ' : ' : ': ') : head;
}

/** The words of a refusal: ours when we know the code, the server's otherwise. */
export function errorWords(code: string, message: string): string {
  const key = `error.${code}`;
  return isKey(key) ? t(key) : message;
}

/** Both dictionaries, for the test that checks none is missing a word. */
export const DICTIONARIES = { en: EN as Record<Key, string>, fr: FR };
