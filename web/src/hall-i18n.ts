/**
 * The words of the hall and of an event's public pages (issue 26), in English and in French,
 * kept beside the board's own (`i18n.ts`) and following its language. The type of `FR` is the
 * type of `EN`: a word missing in French does not build.
 *
 * A refusal of the hall (a round already paired, a player gone…) is said by its key and params
 * from `hall-codes.json`, the server's list with its English and French (`refusalSaid`); so is
 * what the hall says that is not a refusal — the warnings of a changed pairing (C.04.1), why a
 * board's result was recorded (Art. 6.7.1) — by its code (`noteSaid`).
 */
import hallCodes from './hall-codes.json';
import { refusalWords, type Params } from './codes';
import { currentLang, type Lang } from './i18n';

const EN = {
  'hall.title': 'The hall',
  'hall.round': 'Round {n}',
  'hall.noRound': 'No round paired yet',
  'hall.draft': 'Paired, not published: check the explanation, change a board if need be, then publish.',
  'hall.pair': 'Pair the next round',
  'hall.publish': 'Publish the round',
  'hall.startAll': 'Start all clocks (Art. 6.6)',
  'hall.forfeit': 'Default time: forfeit the absent (Art. 6.7.1)',
  'hall.absent': 'Absent',
  'hall.boards': 'Boards',
  'hall.board': 'Board',
  'hall.white': 'White',
  'hall.black': 'Black',
  'hall.clockWhite': 'White’s clock',
  'hall.clockBlack': 'Black’s clock',
  'hall.period': 'Period',
  'hall.result': 'Result',
  'hall.status': 'Status',
  'hall.bye': 'Bye: {name}',
  'hall.queue': 'Needs the arbiter (oldest first)',
  'hall.queueEmpty': 'Nothing waits for the arbiter.',
  'hall.open': 'Open the console',
  'hall.resume': 'Restart the clock (Art. 6.11.3)',
  'hall.uphold': 'Uphold: draw',
  'hall.reject': 'Reject the claim',
  'hall.seen': 'Dealt with',
  'hall.kind.claim': 'Claim',
  'hall.kind.call': 'Call (Art. 6.11.2)',
  'hall.kind.illegal': 'Illegal move claimed (A.5.2)',
  'hall.kind.adjourned': 'Adjourned (Guideline I)',
  'hall.kind.flag': 'Flag down (Art. 6.9)',
  'hall.since': '{s} s ago',
  'hall.explanation': 'Why these pairings',
  'hall.live': 'Live',
  'hall.offline': 'Reconnecting…',
  'hall.noToken': 'This page needs the event’s arbiter link.',
  'hall.public': 'Public pages',
  'hall.reason': 'Why the pairing is changed (journalled)',
  'hall.swap': 'Swap the colours of board {n}',
  'hall.needReason': 'Say why the pairing is changed first.',
  'hall.absences': 'Absences from later rounds',
  'hall.absence.player': 'Player no.',
  'hall.absence.kind': 'Absence',
  'hall.absence.from': 'From round (next if empty)',
  'hall.absence.rounds': 'Rounds',
  'hall.absence.reason': 'Reason',
  'hall.absence.record': 'Record (journalled)',
  'hall.absence.withdrawal': 'Withdrawal',
  'hall.absence.suspension': 'Excluded for rounds (Art. 12.9.8)',
  'hall.absence.expulsion': 'Excluded from the competition (Art. 12.9.9)',
  'hall.absence.bye.half': 'Half-point bye',
  'hall.absence.bye.full': 'Full-point bye',
  'hall.absence.bye.zero': 'Zero-point bye',
  'status.paired': 'paired',
  'status.created': 'not started',
  'status.started': 'playing',
  'status.adjourned': 'adjourned',
  'status.finished': 'finished',
  'event.pairings': 'Pairings',
  'event.standings': 'Standings',
  'event.crosstable': 'Crosstable',
  'event.rank': 'Rank',
  'event.no': 'No.',
  'event.name': 'Name',
  'event.rating': 'Rating',
  'event.fed': 'Fed.',
  'event.points': 'Points',
  'event.roundShort': 'R{n}',
  'event.nothing': 'Nothing published yet.',
  'event.loading': 'Loading…',
  'hall.entries': 'Players and registration',
  'event.entries': 'Entries',
  'event.title': 'Title',
  'newEvent.title': 'New event',
  'newEvent.intro': 'Create the event, then enter its players: this browser keeps the arbiter’s link.',
  'newEvent.name': 'Name of the event',
  'newEvent.system': 'Pairing system',
  'newEvent.swiss': 'Swiss system, Dutch rules (C.04.3)',
  'newEvent.roundRobin': 'Round robin, Berger tables (C.05)',
  'newEvent.double': 'Double round robin (each pair meets twice)',
  'newEvent.rounds': 'Number of rounds',
  'newEvent.roundsHint': 'A round robin plays as many rounds as its table needs.',
  'newEvent.tiebreaks': 'Tie-breaks, in the order checked (C.07)',
  'newEvent.tiebreaksDefault': 'The defaults of this system are checked.',
  'newEvent.order': 'Order: {list}',
  'newEvent.orderNone': 'Order: points only',
  'newEvent.dates': 'Dates',
  'newEvent.startDate': 'First day',
  'newEvent.endDate': 'Last day',
  'newEvent.venue': 'Venue (town, hall)',
  'newEvent.fideRated': 'FIDE-rated: every change of a pairing is announced with a warning',
  'newEvent.create': 'Create the event',
  'tb.DE': 'Direct encounter',
  'tb.WIN': 'Number of wins',
  'tb.WON': 'Games won over the board',
  'tb.BPG': 'Games played with Black',
  'tb.BWG': 'Games won with Black',
  'tb.BH': 'Buchholz',
  'tb.BH/C1': 'Buchholz, the lowest score cut',
  'tb.BH/C2': 'Buchholz, the two lowest cut',
  'tb.BH/M1': 'Median Buchholz (highest and lowest cut)',
  'tb.BH/M2': 'Median Buchholz, two cut each end',
  'tb.SB': 'Sonneborn-Berger',
  'tb.SB/C1': 'Sonneborn-Berger, the lowest cut',
  'tb.PS': 'Progressive scores',
  'tb.ARO': 'Average rating of the opponents',
  'tb.ARO/C1': 'Average rating of the opponents, the lowest cut',
  'tb.TPR': 'Tournament performance rating',
  'tb.EDE': 'Extended direct encounter',
  'tb.FB': 'Fore Buchholz (the last round counted as draws)',
  'tb.KS': 'Koya system (points against the upper half)',
  'tb.APRO': 'Average performance rating of the opponents',
  'reg.title': 'Players of {name}',
  'reg.hall': 'Open the hall',
  'reg.entries': 'Entries ({n})',
  'reg.none': 'No player entered yet.',
  'reg.add': 'Enter a player',
  'reg.search': 'Search FIDE’s rating list (name or FIDE id)',
  'reg.searchHint': 'Choose a player found to fill the form below.',
  'reg.searchNone': 'No player of the rating list matches.',
  'reg.noList': 'FIDE’s rating list is not in this server’s database (arbiter fide import FILE).',
  'reg.found': '{n} players found',
  'reg.name': 'Name (Lastname, Firstname)',
  'reg.rating': 'Rating',
  'reg.fideId': 'FIDE id',
  'reg.federation': 'Federation (three letters)',
  'reg.submit': 'Enter the player',
  'reg.import': 'Import players from a file',
  'reg.importHint': 'A file of up to 64 KB. FIDE’s whole list is read once into the server by its administrator (arbiter fide import FILE); the search above then finds every player.',
  'reg.format': 'Format of the file',
  'reg.format.trf': 'TRF (FIDE tournament report)',
  'reg.format.csv': 'CSV from a spreadsheet: name, rating, FIDE id, federation',
  'reg.format.fide': 'FIDE’s rating list, text or XML',
  'reg.file': 'File',
  'reg.read': 'Read the file',
  'reg.preview': '{n} players read: uncheck those who do not play, then enter the others.',
  'reg.choose': 'Enter {name}',
  'reg.addChosen': 'Enter the players checked',
  'reg.rowErrors': 'Rows left out',
  'reg.line': 'Line {n}',
  'reg.added': '{n} players entered.',
  'reg.edit': 'Edit',
  'reg.editOf': 'Edit {name}',
  'reg.save': 'Save',
  'reg.cancel': 'Cancel',
  'reg.withdraw': 'Withdraw',
  'reg.withdrawOf': 'Withdraw {name}',
  'reg.withdrawConfirm': 'Withdraw {name} from round {n} on? The rounds played stay as they are.',
  'reg.withdrawn': 'Withdrawn from round {n}',
  'reg.late': 'Late entry, after round {n}',
  'reg.actions': 'Actions',
  'reg.born': 'Born',
  'reg.inactive': 'inactive',
  'reg.list': 'Public list of entries',
};

const FR: typeof EN = {
  'hall.title': 'La salle',
  'hall.round': 'Ronde {n}',
  'hall.noRound': 'Aucune ronde appariée',
  'hall.draft': 'Appariée, non publiée : vérifiez l’explication, changez un échiquier au besoin, puis publiez.',
  'hall.pair': 'Apparier la ronde suivante',
  'hall.publish': 'Publier la ronde',
  'hall.startAll': 'Déclencher toutes les pendules (art. 6.6)',
  'hall.forfeit': 'Retard toléré : forfait pour les absents (art. 6.7.1)',
  'hall.absent': 'Absent',
  'hall.boards': 'Échiquiers',
  'hall.board': 'Échiquier',
  'hall.white': 'Blancs',
  'hall.black': 'Noirs',
  'hall.clockWhite': 'Pendule des Blancs',
  'hall.clockBlack': 'Pendule des Noirs',
  'hall.period': 'Période',
  'hall.result': 'Résultat',
  'hall.status': 'État',
  'hall.bye': 'Exempt : {name}',
  'hall.queue': 'À traiter par l’arbitre (le plus ancien d’abord)',
  'hall.queueEmpty': 'Rien n’attend l’arbitre.',
  'hall.open': 'Ouvrir la console',
  'hall.resume': 'Relancer la pendule (art. 6.11.3)',
  'hall.uphold': 'Accepter : nulle',
  'hall.reject': 'Rejeter la réclamation',
  'hall.seen': 'Traité',
  'hall.kind.claim': 'Réclamation',
  'hall.kind.call': 'Appel (art. 6.11.2)',
  'hall.kind.illegal': 'Coup illégal réclamé (A.5.2)',
  'hall.kind.adjourned': 'Ajournée (directive I)',
  'hall.kind.flag': 'Drapeau tombé (art. 6.9)',
  'hall.since': 'il y a {s} s',
  'hall.explanation': 'Pourquoi ces appariements',
  'hall.live': 'En direct',
  'hall.offline': 'Reconnexion…',
  'hall.noToken': 'Cette page demande le lien d’arbitre du tournoi.',
  'hall.public': 'Pages publiques',
  'hall.reason': 'Pourquoi l’appariement est changé (journalisé)',
  'hall.swap': 'Inverser les couleurs de l’échiquier {n}',
  'hall.needReason': 'Dites d’abord pourquoi l’appariement est changé.',
  'hall.absences': 'Absences des rondes suivantes',
  'hall.absence.player': 'Joueur n°',
  'hall.absence.kind': 'Absence',
  'hall.absence.from': 'À partir de la ronde (la suivante si vide)',
  'hall.absence.rounds': 'Rondes',
  'hall.absence.reason': 'Motif',
  'hall.absence.record': 'Enregistrer (journalisé)',
  'hall.absence.withdrawal': 'Forfait général',
  'hall.absence.suspension': 'Exclusion pour une ou plusieurs rondes (art. 12.9.8)',
  'hall.absence.expulsion': 'Exclusion de la compétition (art. 12.9.9)',
  'hall.absence.bye.half': 'Bye à un demi-point',
  'hall.absence.bye.full': 'Bye à un point',
  'hall.absence.bye.zero': 'Bye à zéro point',
  'status.paired': 'appariée',
  'status.created': 'non commencée',
  'status.started': 'en cours',
  'status.adjourned': 'ajournée',
  'status.finished': 'terminée',
  'event.pairings': 'Appariements',
  'event.standings': 'Classement',
  'event.crosstable': 'Grille américaine',
  'event.rank': 'Rang',
  'event.no': 'N°',
  'event.name': 'Nom',
  'event.rating': 'Elo',
  'event.fed': 'Féd.',
  'event.points': 'Points',
  'event.roundShort': 'R{n}',
  'event.nothing': 'Rien n’est encore publié.',
  'event.loading': 'Chargement…',
  'hall.entries': 'Joueurs et inscriptions',
  'event.entries': 'Inscrits',
  'event.title': 'Titre',
  'newEvent.title': 'Nouveau tournoi',
  'newEvent.intro': 'Créez le tournoi, puis inscrivez ses joueurs : ce navigateur garde le lien de l’arbitre.',
  'newEvent.name': 'Nom du tournoi',
  'newEvent.system': 'Système d’appariement',
  'newEvent.swiss': 'Système suisse, règles néerlandaises (C.04.3)',
  'newEvent.roundRobin': 'Toutes rondes, tables de Berger (C.05)',
  'newEvent.double': 'Double toutes rondes (chaque paire se rencontre deux fois)',
  'newEvent.rounds': 'Nombre de rondes',
  'newEvent.roundsHint': 'Un toutes rondes joue autant de rondes que sa table en demande.',
  'newEvent.tiebreaks': 'Départages, dans l’ordre où ils sont cochés (C.07)',
  'newEvent.tiebreaksDefault': 'Les départages par défaut de ce système sont cochés.',
  'newEvent.order': 'Ordre : {list}',
  'newEvent.orderNone': 'Ordre : les points seuls',
  'newEvent.dates': 'Dates',
  'newEvent.startDate': 'Premier jour',
  'newEvent.endDate': 'Dernier jour',
  'newEvent.venue': 'Lieu (ville, salle)',
  'newEvent.fideRated': 'Homologué FIDE : tout changement d’appariement est signalé',
  'newEvent.create': 'Créer le tournoi',
  'tb.DE': 'Confrontation directe',
  'tb.WIN': 'Nombre de victoires',
  'tb.WON': 'Parties gagnées sur l’échiquier',
  'tb.BPG': 'Parties jouées avec les Noirs',
  'tb.BWG': 'Parties gagnées avec les Noirs',
  'tb.BH': 'Buchholz',
  'tb.BH/C1': 'Buchholz sans le plus faible score',
  'tb.BH/C2': 'Buchholz sans les deux plus faibles',
  'tb.BH/M1': 'Buchholz médian (sans le plus fort ni le plus faible)',
  'tb.BH/M2': 'Buchholz médian, deux retirés de chaque côté',
  'tb.SB': 'Sonneborn-Berger',
  'tb.SB/C1': 'Sonneborn-Berger sans le plus faible',
  'tb.PS': 'Cumulatif',
  'tb.ARO': 'Moyenne Elo des adversaires',
  'tb.ARO/C1': 'Moyenne Elo des adversaires sans le plus faible',
  'tb.TPR': 'Performance',
  'tb.EDE': 'Confrontation directe étendue',
  'tb.FB': 'Buchholz anticipé (dernière ronde comptée nulle)',
  'tb.KS': 'Système Koya (points contre la moitié supérieure)',
  'tb.APRO': 'Moyenne des performances des adversaires',
  'reg.title': 'Joueurs de {name}',
  'reg.hall': 'Ouvrir la salle',
  'reg.entries': 'Inscrits ({n})',
  'reg.none': 'Aucun joueur inscrit pour l’instant.',
  'reg.add': 'Inscrire un joueur',
  'reg.search': 'Chercher dans la liste Elo de la FIDE (nom ou identifiant FIDE)',
  'reg.searchHint': 'Choisissez un joueur trouvé pour remplir le formulaire ci-dessous.',
  'reg.searchNone': 'Aucun joueur de la liste ne correspond.',
  'reg.noList': 'La liste Elo de la FIDE n’est pas dans la base de ce serveur (arbiter fide import FICHIER).',
  'reg.found': '{n} joueurs trouvés',
  'reg.name': 'Nom (Nom, Prénom)',
  'reg.rating': 'Elo',
  'reg.fideId': 'Identifiant FIDE',
  'reg.federation': 'Fédération (trois lettres)',
  'reg.submit': 'Inscrire le joueur',
  'reg.import': 'Importer des joueurs d’un fichier',
  'reg.importHint': 'Un fichier de 64 Ko au plus. La liste complète de la FIDE est lue une fois dans le serveur par son administrateur (arbiter fide import FICHIER) ; la recherche ci-dessus trouve alors chaque joueur.',
  'reg.format': 'Format du fichier',
  'reg.format.trf': 'TRF (rapport de tournoi FIDE)',
  'reg.format.csv': 'CSV d’un tableur : nom, Elo, identifiant FIDE, fédération',
  'reg.format.fide': 'Liste Elo de la FIDE, texte ou XML',
  'reg.file': 'Fichier',
  'reg.read': 'Lire le fichier',
  'reg.preview': '{n} joueurs lus : décochez ceux qui ne jouent pas, puis inscrivez les autres.',
  'reg.choose': 'Inscrire {name}',
  'reg.addChosen': 'Inscrire les joueurs cochés',
  'reg.rowErrors': 'Lignes écartées',
  'reg.line': 'Ligne {n}',
  'reg.added': '{n} joueurs inscrits.',
  'reg.edit': 'Modifier',
  'reg.editOf': 'Modifier {name}',
  'reg.save': 'Enregistrer',
  'reg.cancel': 'Annuler',
  'reg.withdraw': 'Retirer',
  'reg.withdrawOf': 'Retirer {name}',
  'reg.withdrawConfirm': 'Retirer {name} à partir de la ronde {n} ? Les rondes jouées restent telles quelles.',
  'reg.withdrawn': 'Retiré à partir de la ronde {n}',
  'reg.late': 'Inscription tardive, après la ronde {n}',
  'reg.actions': 'Actions',
  'reg.born': 'Année de naissance',
  'reg.inactive': 'inactif',
  'reg.list': 'Liste publique des inscrits',
};

export type HallKey = keyof typeof EN;

/** A word of the hall in the page's language, with `{name}` parameters filled. */
export function ht(key: HallKey, params: Record<string, string | number> = {}): string {
  const words = currentLang() === 'fr' ? FR : EN;
  return words[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** A refusal as the server sends it (`{"error": {...}}`): the contract's `code` and English
 * `message`, and (added) the sentence's `key` and `params`. */
export interface Refusal {
  code: string;
  message: string;
  key?: string;
  params?: Params;
}

/** A key of the hall's refusals, warnings and notes (`hall-codes.json`, written from the
 * server's `hall::codes::HALL_ERRORS` and `HALL_WORDS` by its test). */
export type HallCode = keyof typeof hallCodes;

/** Every key of the hall's refusals, warnings and notes. */
export const HALL_CODES = Object.keys(hallCodes) as HallCode[];

const isHallCode = (key: string): key is HallCode => Object.prototype.hasOwnProperty.call(hallCodes, key);

/** A refusal of the hall in `lang`, from its key's template and its params; null when the key is
 * not the hall's, or a hole of the template has no param (a server's answer that carries its
 * detail in English only: its message is shown then). */
export function hallSentence(key: string, params: Params, lang: Lang): string | null {
  if (!isHallCode(key)) return null;
  const entry = hallCodes[key];
  let missing = false;
  const text = (lang === 'fr' ? entry.fr : entry.en).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) {
      missing = true;
      return whole;
    }
    return String(value);
  });
  return missing ? null : text;
}

/** What the hall and the event's pages show of a refusal, in the page's language: the hall's
 * sentence by its key (or its code); else a game's refusal by the game's codes (`codes.json`:
 * a ruling the Laws do not allow now); else the server's message. */
export function refusalSaid(error: Refusal, lang: Lang = currentLang()): string {
  const params = error.params ?? {};
  const own = hallSentence(error.key || error.code, params, lang);
  if (own) return own.charAt(0).toUpperCase() + own.slice(1);
  const words = refusalWords({ ...error, params }, lang === 'fr' ? 'fr' : 'en', lang);
  return words || error.code;
}

/** What the hall says that is not a refusal, as the server sends it: `{"code", "params",
 * "text"}` — a warning when the arbiter changes a pairing (`pairing_rematch`,
 * `pairing_changed_fide_rated`), a note saying why the event recorded a board's result (a round
 * robin's absent player, forfeited at publication: `absent_suspension`…). */
export interface Note {
  code?: string;
  params?: Params;
  text: string;
}

/** A note or a warning in the page's language, capitalised: by its code; else (a server newer
 * than the page: an unknown code) its English text. */
export function noteSaid(note: Note, lang: Lang = currentLang()): string {
  return capitalised(noteWords(note, lang));
}

/** The answer to `PUT .../pairings` (or one of a round's `changes`): `warnings`, the contract's
 * English strings (`rematch: …`, `fide_rated: …`), and beside them `warning_notes`, the same
 * warnings by code — absent from a server or a journal older than the codes. */
export interface Warned {
  warnings: string[];
  warning_notes?: Note[] | null;
}

/** A changed pairing's warnings in the page's language: `warning_notes` by their codes; without
 * them, the `warnings` strings as the server wrote them. */
export function warningsSaid(answer: Warned, lang: Lang = currentLang()): string[] {
  if (Array.isArray(answer.warning_notes)) return answer.warning_notes.map((n) => noteSaid(n, lang));
  return answer.warnings ?? [];
}

const noteWords = (note: Note, lang: Lang): string =>
  (note.code && hallSentence(note.code, note.params ?? {}, lang)) || note.text;

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The result the event recorded for a board, with why (`decided` of a board summary). */
export interface Decided {
  result: string;
  reason?: string | null;
  notes?: Note[];
}

/** Why the event recorded a board's result, in the page's language: its notes by code (one an
 * absent player, Art. 6.7.1), else the reason as written (the arbiter's own words, a journal
 * older than the codes); empty when there is none. */
export function decidedWords(decided: Decided | null | undefined, lang: Lang = currentLang()): string {
  if (!decided) return '';
  if (decided.notes?.length) return capitalised(decided.notes.map((n) => noteWords(n, lang)).join(lang === 'fr' ? ' ; ' : '; '));
  return decided.reason ?? '';
}
