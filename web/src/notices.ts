/**
 * The game's notices in French.
 *
 * The game crate announces what happens (an offer, a claim, a flag, an illegal move, a ruling) as
 * notices: an article and an English sentence (`Notice::new(article, text)` in crates/game). The
 * board shows them in French and English; this module gives the French words of such a sentence.
 *
 * It is a table of anchored patterns, one row for each `Notice::new` site of the Rust sources
 * (crates/game/src; crates/server/src builds none, but its pause for a server's downtime reaches
 * the board through the arbiter's pause, whose reason is translated too), following the sources'
 * `format!` strings word for word. Values embedded in a sentence are translated as well: the
 * sides (`white` → « les Blancs », « des Blancs », « aux Blancs » as the grammar needs), the
 * reasons a game ends, the categories, the durations (« deux minutes »), and the errors of the
 * notation reader. Moves (SAN, UCI, what a player wrote), squares, articles, results, clock
 * readings and numbers are kept as written. Free text that cannot be known in advance (the
 * reason an arbiter types when pausing the clock) is kept after its translated fixed part.
 * The vocabulary is that of the French text of the FIDE Laws (2023); the notices of the old Laws
 * use the 1930 text's own words (1930 Art. 17: « prendre la pièce adverse de façon régulière »,
 * « faire un autre coup légal avec la pièce touchée », « au choix de l'adversaire »; Art. 20:
 * « limite de temps »).
 *
 * If the Rust wording changes, the row here must change with it: `NOTICE_SAMPLES` holds one
 * sentence per site, as the program prints it, for the test that checks each is translated.
 */

type Side = 'white' | 'black';
type Row = readonly [RegExp, (m: RegExpMatchArray) => string];

/** A pattern: the literal parts are escaped, the substitutions are regular-expression sources. */
function p(strings: TemplateStringsArray, ...parts: string[]): RegExp {
  let source = '';
  strings.forEach((literal, i) => {
    source += literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (i < parts.length) source += parts[i];
  });
  return new RegExp(`^${source}$`);
}

/** Group `i` of a match (empty if it did not take part). */
function g(m: RegExpMatchArray, i: number): string {
  return m[i] ?? '';
}

// ---- The values a notice embeds -------------------------------------------------------------

/** A side as Rust's `Display` writes it. */
const SIDE = '(white|black)';

function side(s: string): Side {
  return s === 'black' ? 'black' : 'white';
}

/** « les Blancs »: the side as subject or object. */
function les(s: string): string {
  return side(s) === 'white' ? 'les Blancs' : 'les Noirs';
}

/** « des Blancs »: `white's`. */
function des(s: string): string {
  return side(s) === 'white' ? 'des Blancs' : 'des Noirs';
}

/** « aux Blancs »: to white. */
function aux(s: string): string {
  return side(s) === 'white' ? 'aux Blancs' : 'aux Noirs';
}

/** A duration as `moves::minutes` writes it: `one minute`, `two minutes`, `N s`. */
const DURATION = '(one minute|two minutes|\\d+ s)';

/** The duration in French, and whether the words after it take the plural. */
function duration(d: string): { words: string; plural: boolean } {
  if (d === 'one minute') return { words: 'une minute', plural: false };
  if (d === 'two minutes') return { words: 'deux minutes', plural: true };
  const seconds = Number.parseInt(d, 10);
  return { words: d, plural: seconds >= 2 };
}

/** « deux minutes supplémentaires »: `{d} more`. */
function more(d: string): string {
  const { words, plural } = duration(d);
  return `${words} ${plural ? 'supplémentaires' : 'supplémentaire'}`;
}

/** A clock reading as `notation::pgn::format_clock` writes it: `1:30:00`, `0:00:04.5`. */
const CLOCK = '(\\d+:\\d{2}:\\d{2}(?:\\.\\d+)?)';

/** A result as `laws::GameResult` writes it (kept as written). */
const RESULT = '(1-0|0-1|1/2-1/2|\\+/-|-/\\+|-/-)';

/** The reasons a game ends (`laws::Reason`, snake_case), in French. */
const REASONS: Readonly<Record<string, string>> = {
  checkmate: 'échec et mat',
  stalemate: 'pat',
  dead_position: 'position morte',
  agreement: 'nulle par accord mutuel',
  threefold_repetition: 'triple répétition de la position',
  fifty_moves: 'règle des 50 coups',
  fivefold_repetition: 'quintuple répétition de la position',
  seventy_five_moves: 'règle des 75 coups',
  resignation: 'abandon',
  time_forfeit: 'chute du drapeau',
  time_forfeit_cannot_mate: "chute du drapeau, l'adversaire ne pouvant pas mater",
  resignation_cannot_mate: "abandon, l'adversaire ne pouvant pas mater",
  illegal_moves: 'coups illégaux',
  sealed_move_illegal: 'coup sous enveloppe non valable',
  forfeit: 'forfait',
  arbiter: "décision de l'arbitre",
};

const REASON = `(${Object.keys(REASONS).join('|')})`;

function reason(r: string): string {
  return REASONS[r] ?? r;
}

/** The categories (`clock::Category`), in French. */
const CATEGORIES: Readonly<Record<string, string>> = {
  standard: 'cadence standard',
  rapid: 'cadence rapide',
  blitz: 'cadence Blitz',
};

/** A square (`e4`). */
const SQUARE = '([a-h][1-8])';

/** A move in SAN, kept as written (`Nf3`, `O-O`, `exd8=Q+`). */
const SAN = '(\\S+)';

/** A string as Rust's `{:?}` writes it: in double quotes, with escapes. */
const DEBUG_STR = '"(?:[^"\\\\]|\\\\.)*"';

/** A character as Rust's `{:?}` writes it: in single quotes, with escapes (`'\u{301}'`). */
const DEBUG_CHAR = "'(?:[^'\\\\]|\\\\.)+'";

/** Why a text is not a move (`notation::SyntaxReason`), in French. */
const SYNTAX: readonly Row[] = [
  [/^nothing written$/, () => "rien n'est écrit"],
  [new RegExp(`^(${DEBUG_CHAR}) cannot stand here in a move$`), (m) => `${g(m, 1)} ne peut pas figurer ici dans un coup`],
  [/^no destination square$/, () => "pas de case d'arrivée"],
  [
    /^castling is written 0-0 or 0-0-0 \(C\.13\), or O-O, O-O-O$/,
    () => "le roque s'écrit 0-0 ou 0-0-0 (C.13), ou O-O, O-O-O",
  ],
  [/^only a pawn is promoted \(C\.11\)$/, () => 'seul un pion peut être promu (C.11)'],
  [new RegExp(`^(${DEBUG_CHAR}) is not a piece to promote to$`), (m) => `${g(m, 1)} n'est pas une pièce de promotion`],
];

/** Why a text names no legal move (`notation::MoveError`), or the press without a move (7.5.3). */
const MOVE_ERRORS: readonly Row[] = [
  [
    /^not a move: column (\d+): (.*)$/,
    (m) => `pas un coup : colonne ${g(m, 1)} : ${translate(SYNTAX, g(m, 2))}`,
  ],
  [
    new RegExp(`^(${DEBUG_CHAR}) names no piece in (.*)$`),
    (m) => `${g(m, 1)} ne désigne aucune pièce dans les langues ${g(m, 2)}`,
  ],
  [
    new RegExp(`^illegal here: no legal move is written (${DEBUG_STR})$`),
    (m) => `illégal ici : aucun coup légal ne s'écrit ${g(m, 1)}`,
  ],
  [
    new RegExp(`^ambiguous: (${DEBUG_STR}) could be (.+)$`),
    (m) => `ambigu : ${g(m, 1)} peut être ${g(m, 2).replace(/\) or /g, ') ou ')}`,
  ],
  [/^pressed the clock without moving$/, () => 'a appuyé sur la pendule sans jouer de coup'],
];

/** A move error, as a pattern (no groups of its own). */
const MOVE_ERROR =
  '(' +
  [
    'not a move: column \\d+: .*',
    `${DEBUG_CHAR} names no piece in .*`,
    `illegal here: no legal move is written ${DEBUG_STR}`,
    `ambiguous: ${DEBUG_STR} could be .+`,
    'pressed the clock without moving',
  ].join('|') +
  ')';

/** Why a draw offer is not allowed (`Game::check_offer`, 9.1.1, 5.2.3; 1930 16.1.d, 1928 15.D). */
const OFFER_REFUSALS: readonly Row[] = [
  [
    /^Art\. (1928 15\.D|1930 16\.1\.d): a draw by agreement only after Black's 30th move$/,
    (m) => `Art. ${g(m, 1)} : la nulle par accord mutuel n'est possible qu'après le 30e coup des Noirs`,
  ],
  [
    /^Art\. 9\.1\.1: the regulations forbid draws by agreement$/,
    () => 'Art. 9.1.1 : le règlement de la compétition interdit la nulle par accord mutuel',
  ],
  [
    /^Art\. 9\.1\.1: no draw offer before move (\d+)$/,
    (m) => `Art. 9.1.1 : aucune proposition de nulle avant le coup ${g(m, 1)}`,
  ],
  [
    /^Art\. 5\.2\.3: a draw by agreement needs each player to have made a move$/,
    () => 'Art. 5.2.3 : la nulle par accord mutuel exige que chaque adversaire ait joué au moins un coup',
  ],
];

const OFFER_REFUSAL =
  '(' +
  [
    "Art\\. (?:1928 15\\.D|1930 16\\.1\\.d): a draw by agreement only after Black's 30th move",
    'Art\\. 9\\.1\\.1: the regulations forbid draws by agreement',
    'Art\\. 9\\.1\\.1: no draw offer before move \\d+',
    'Art\\. 5\\.2\\.3: a draw by agreement needs each player to have made a move',
  ].join('|') +
  ')';

/** The reason the server gives when it pauses a game for its own downtime (crates/server, hub.rs). */
const SERVER_DOWN = /^the server was down for (\d+(?:\.\d+)?) s; that time is charged to nobody$/;

/** The reason of an arbiter's pause: the server's own in French, anything else kept as typed. */
function pauseReason(r: string): string {
  const m = r.match(SERVER_DOWN);
  return m ? `le serveur a été arrêté pendant ${g(m, 1)} s ; ce temps n'est imputé à aucun des adversaires` : r;
}

/** `41` → `41e`, `1` → `1er`. */
function ordinal(n: string): string {
  return n === '1' ? '1er' : `${n}e`;
}

/** The first row that matches `text`, translated; `text` itself if none does. */
function translate(rows: readonly Row[], text: string): string {
  for (const [pattern, fr] of rows) {
    const m = text.match(pattern);
    if (m) return fr(m);
  }
  return text;
}

/** The facts of a perpetual check (`perpetual::facts_text`, 1930 Art. 16.1.b), in French. */
const FACTS: readonly Row[] = [
  [p`${SIDE}'s last move gave no check`, (m) => `le dernier coup ${des(g(m, 1))} n'a pas donné échec`],
  [p`${SIDE}'s last move gave check`, (m) => `le dernier coup ${des(g(m, 1))} a donné échec`],
  [
    p`${SIDE}'s last ${'(\\d+)'} moves each gave check`,
    (m) => `chacun des ${g(m, 2)} derniers coups ${des(g(m, 1))} a donné échec`,
  ],
  [p`the position stands for the first time`, () => 'la position se présente pour la première fois'],
  [
    p`the position has stood ${'(\\d+)'} times (the same pieces, the same player to move)`,
    (m) => `la position s'est présentée ${g(m, 1)} fois (les mêmes pièces, le même trait)`,
  ],
  [
    p`whatever ${SIDE} replies, ${SIDE} can check for ever: every line of replies comes back to a position already met, or to mate`,
    (m) =>
      `quoi que répondent ${les(g(m, 1))}, ${les(g(m, 2))} peuvent donner échec perpétuel : chaque suite de réponses revient à une position déjà rencontrée, ou au mat`,
  ],
  [
    p`whatever ${SIDE} replies, ${SIDE} can give check with each of the next ${'(\\d+)'} moves at least; the search stopped there, the checks still going`,
    (m) =>
      `quoi que répondent ${les(g(m, 1))}, ${les(g(m, 2))} peuvent donner échec à chacun des ${g(m, 3)} prochains coups au moins ; la recherche s'est arrêtée là, les échecs continuant`,
  ],
  [
    p`${SIDE} can stop the checks now: ${SIDE} has no check to give, or ${SIDE} has a reply after which there is none`,
    (m) =>
      `${les(g(m, 1))} peuvent faire cesser les échecs dès maintenant : ${les(g(m, 2))} n'ont aucun échec à donner, ou ${les(g(m, 3))} ont une réponse après laquelle il n'y en a plus`,
  ],
  [
    p`${SIDE} can stop the checks: whatever ${SIDE} plays, ${SIDE} can keep checking for ${'(\\d+)'} more move${'(s?)'} at most`,
    (m) =>
      `${les(g(m, 1))} peuvent faire cesser les échecs : quoi que jouent ${les(g(m, 2))}, ${les(g(m, 3))} ne peuvent donner échec que pendant ${g(m, 4)} coup${g(m, 5)} au plus`,
  ],
];

/** The facts' three parts, joined by `; ` (each part translated, an unknown one kept). */
function factsFr(facts: string): string {
  return facts
    .split('; ')
    .reduce<string[]>((parts, piece) => {
      // The `AtLeast` text has a `; ` of its own: glue its tail back on.
      if (piece.startsWith('the search stopped there') && parts.length > 0) {
        parts[parts.length - 1] += `; ${piece}`;
      } else {
        parts.push(piece);
      }
      return parts;
    }, [])
    .map((part) => translate(FACTS, part))
    .join(' ; ');
}

/** The piece given in an odds game (`odds::start_notices`), in the 1930 text's words (Art. 22.6). */
function givenFr(what: string): string {
  if (what === "the king's bishop's pawn") return 'du pion du Fou du Roi';
  const m = what.match(/^the (pawn|knight|bishop|rook|queen) on ([a-h][1-8])$/);
  const names: Readonly<Record<string, string>> = {
    pawn: 'du pion',
    knight: 'du Cavalier',
    bishop: 'du Fou',
    rook: 'de la Tour',
    queen: 'de la Dame',
  };
  return m ? `${names[g(m, 1)] ?? g(m, 1)} en ${g(m, 2)}` : what;
}

// ---- The notices, one row per `Notice::new` site (two for `restart`'s two texts) -------------

const ROWS: readonly Row[] = [
  // moves.rs: Art. 7.5.2, a pawn on the last rank without a new piece.
  [
    p`the pawn reached the last rank without a new piece: it is replaced by a queen, and the move is illegal`,
    () =>
      'le pion a atteint la dernière rangée sans être remplacé par une nouvelle pièce : il est remplacé par une dame, et le coup est illégal',
  ],
  // moves.rs: 1997 C.3, the offender replaced a move that could not stand.
  [
    p`${SIDE}'s illegal move was not claimed; it is replaced`,
    (m) => `le coup illégal ${des(g(m, 1))} n'a pas été réclamé ; il est remplacé`,
  ],
  // moves.rs: A.5.2, the opponent moved on.
  [
    p`${SIDE}'s illegal move was not claimed before this move: it stands`,
    (m) => `le coup illégal ${des(g(m, 1))} n'a pas été réclamé avant ce coup : il subsiste`,
  ],
  // moves.rs: 9.1.2.1, a move declines the opponent's offer.
  [
    p`${SIDE} moved: ${SIDE}'s draw offer is declined`,
    (m) => `${les(g(m, 1))} ont joué : la proposition de nulle ${des(g(m, 2))} est rejetée`,
  ],
  // moves.rs: 9.1.2.2, an offer made with a move.
  [
    p`${SIDE} offers a draw with the move (=)`,
    (m) => `${les(g(m, 1))} proposent nulle avec leur coup (=)`,
  ],
  // moves.rs: 9.1.1, an offer with a move that the regulations do not allow.
  [
    p`the move stands; the draw offer is not made: ${OFFER_REFUSAL}`,
    (m) => `le coup est maintenu ; la proposition de nulle n'est pas faite : ${translate(OFFER_REFUSALS, g(m, 1))}`,
  ],
  // moves.rs: 1930 Art. 17, 1928 Par. 16, an illegal move taken back.
  [
    p`illegal move (${MOVE_ERROR}): it is taken back`,
    (m) => `coup illégal (${translate(MOVE_ERRORS, g(m, 1))}) : il est repris`,
  ],
  // moves.rs: A.5.2 (1997 C.3), an illegal move that stands until claimed.
  [
    p`${SIDE}'s move is illegal (${MOVE_ERROR}); it stands unless ${SIDE} claims before moving`,
    (m) =>
      `le coup ${des(g(m, 1))} est illégal (${translate(MOVE_ERRORS, g(m, 2))}) ; il subsiste sauf réclamation ${des(g(m, 3))} avant leur coup suivant`,
  ],
  // moves.rs: 1997 C.3, an illegal move that cannot stay on the board.
  [
    p`${SIDE}'s move is illegal (${MOVE_ERROR}) and cannot stand on the board: ${SIDE} may claim the game now`,
    (m) =>
      `le coup ${des(g(m, 1))} est illégal (${translate(MOVE_ERRORS, g(m, 2))}) et ne peut pas rester sur l'échiquier : ${les(g(m, 3))} peuvent réclamer le gain de la partie dès maintenant`,
  ],
  // moves.rs: 7.5.1, the position before the illegal move is restored.
  [
    p`illegal move by ${SIDE} (${MOVE_ERROR}): the position before it is restored`,
    (m) =>
      `coup illégal ${des(g(m, 1))} (${translate(MOVE_ERRORS, g(m, 2))}) : la position précédant l'irrégularité est rétablie`,
  ],
  // moves.rs: 4.3 after 7.5.1 (1930 Art. 17.a), the piece moved illegally must be moved.
  [
    p`the piece on ${SQUARE} must be moved (touch-move, Art. 4.3)`,
    (m) => `la pièce en ${g(m, 1)} doit être déplacée (pièce touchée, Art. 4.3)`,
  ],
  // moves.rs: 1930 Art. 17.a (1928 Par. 16.a), the piece played irregularly must be played legally.
  [
    p`the piece on ${SQUARE} must be moved (${'(1930 17\\.a|1928 16\\.a)'})`,
    (m) => `la pièce en ${g(m, 1)} doit être jouée de façon régulière (${g(m, 2)})`,
  ],
  // moves.rs: 1930 Art. 17.b (1928 Par. 16.c), an illegal capture: both ways open, the opponent chooses.
  [
    p`${SIDE} must capture the piece on ${SQUARE} legally or make another legal move with the piece on ${SQUARE}: the choice is ${SIDE}'s`,
    (m) =>
      `${les(g(m, 1))} doivent ou bien prendre la pièce adverse en ${g(m, 2)} de façon régulière ou faire un autre coup légal avec la pièce touchée en ${g(m, 3)}, au choix de l'adversaire : le choix appartient ${aux(g(m, 4))}`,
  ],
  // moves.rs: 1930 Art. 17.b, only the capture is possible.
  [
    p`${SIDE} must capture the piece on ${SQUARE} legally (the piece on ${SQUARE} has no legal move)`,
    (m) =>
      `${les(g(m, 1))} doivent prendre la pièce adverse en ${g(m, 2)} de façon régulière (la pièce touchée en ${g(m, 3)} ne peut exécuter aucun coup légal)`,
  ],
  // moves.rs: 1930 Art. 17.b, only another move of the piece touched is possible.
  [
    p`${SIDE} must make another legal move with the piece on ${SQUARE} (the piece on ${SQUARE} cannot be captured legally)`,
    (m) =>
      `${les(g(m, 1))} doivent faire un autre coup légal avec la pièce touchée en ${g(m, 2)} (la pièce en ${g(m, 3)} ne peut pas être prise de façon régulière)`,
  ],
  // moves.rs: 1930 Art. 17.b, neither is possible.
  [
    p`neither a legal capture on ${SQUARE} nor a legal move of the piece on ${SQUARE} is possible: the error has no consequence`,
    (m) =>
      `ni la prise régulière en ${g(m, 1)} ni un coup légal de la pièce touchée en ${g(m, 2)} n'est possible : l'erreur n'entraîne aucune suite`,
  ],
  // moves.rs: `choose_penalty`, 1930 Art. 17.b, the opponent chooses the capture.
  [
    p`${SIDE} chooses: ${SIDE} must capture the piece on ${SQUARE} legally`,
    (m) =>
      `${les(g(m, 1))} choisissent : ${les(g(m, 2))} doivent prendre la pièce adverse en ${g(m, 3)} de façon régulière`,
  ],
  // moves.rs: `choose_penalty`, 1930 Art. 17.b, the opponent chooses another move of the piece touched.
  [
    p`${SIDE} chooses: ${SIDE} must make another legal move with the piece on ${SQUARE}`,
    (m) =>
      `${les(g(m, 1))} choisissent : ${les(g(m, 2))} doivent faire un autre coup légal avec la pièce touchée en ${g(m, 3)}`,
  ],
  // moves.rs: 7.5.5, the first illegal move.
  [
    p`${SIDE}'s first illegal move (${'(\\d+(?:\\.\\d+)*)'}): ${SIDE} gets ${DURATION} more`,
    (m) => `premier coup illégal ${des(g(m, 1))} (${g(m, 2)}) : ${les(g(m, 3))} reçoivent ${more(g(m, 4))}`,
  ],
  // moves.rs: 1997 C.3, the opponent claims the illegal move.
  [
    p`${SIDE} claims the illegal move before moving`,
    (m) => `${les(g(m, 1))} font une réclamation pour coup illégal avant de jouer leur coup`,
  ],
  // moves.rs: A.5.2, the illegal move is corrected (claim or arbiter).
  [
    p`${SIDE}'s illegal move is corrected: the position before it is restored`,
    (m) => `le coup illégal ${des(g(m, 1))} est corrigé : la position précédant l'irrégularité est rétablie`,
  ],
  // machine.rs: 6.6, the start.
  [
    p`the game starts: ${'(standard|rapid|blitz)'} (Art. ${'([^()]+)'}); ${SIDE}'s clock runs`,
    (m) =>
      `la partie commence : ${CATEGORIES[g(m, 1)] ?? g(m, 1)} (Art. ${g(m, 2)}) ; la pendule ${des(g(m, 3))} est en marche`,
  ],
  // machine.rs: 1930 Art. 20.1 (1928 Par. 20), the start with a time limit.
  [
    p`the game starts with the time limit ${'([^;]+)'}; ${SIDE}'s clock runs`,
    (m) => `la partie commence avec la limite de temps ${g(m, 1)} ; la pendule ${des(g(m, 2))} est en marche`,
  ],
  // machine.rs: 1930 Art. 20.1 (1928 Par. 20), the start without a time limit.
  [
    p`the game starts without a time limit; ${SIDE} moves`,
    (m) => `la partie commence sans limite de temps ; ${les(g(m, 1))} ont le trait`,
  ],
  // machine.rs: the end of the game.
  [
    p`game over: ${RESULT} (${REASON})`,
    (m) => `fin de la partie : ${g(m, 1)} (${reason(g(m, 2))})`,
  ],
  // machine.rs: 5.1.2, 6.9, 7.5.5 and others, the opponent cannot mate.
  [
    p`${SIDE} cannot checkmate by any series of legal moves: the game is drawn`,
    (m) => `${les(g(m, 1))} ne peuvent mater par aucune suite de coups légaux : la partie est nulle`,
  ],
  // draws.rs: 9.1.2.1, an offer.
  [p`${SIDE} offers a draw (=)`, (m) => `${les(g(m, 1))} proposent nulle (=)`],
  // draws.rs: 9.1.2.1, an offer declined.
  [
    p`${SIDE} declines ${SIDE}'s draw offer`,
    (m) => `${les(g(m, 1))} rejettent la proposition de nulle ${des(g(m, 2))}`,
  ],
  // draws.rs: 9.5.2, a correct claim.
  [
    p`${SIDE}'s claim is correct (Art. ${'([^()]+)'})`,
    (m) => `la réclamation ${des(g(m, 1))} est correcte (Art. ${g(m, 2)})`,
  ],
  // draws.rs: 1930, 1928, an incorrect claim.
  [
    p`${SIDE}'s claim is not correct: the game goes on`,
    (m) => `la réclamation ${des(g(m, 1))} est incorrecte : la partie continue`,
  ],
  // draws.rs: 9.5.3, an incorrect claim.
  [
    p`${SIDE}'s claim is not correct: the game goes on, ${SIDE} gets ${DURATION} more`,
    (m) => `la réclamation ${des(g(m, 1))} est incorrecte : la partie continue, ${les(g(m, 2))} reçoivent ${more(g(m, 3))}`,
  ],
  // draws.rs: 9.5.3, the intended move must be played.
  [
    p`${SIDE} must play the intended move ${SAN}`,
    (m) => `${les(g(m, 1))} doivent jouer le coup prévu ${g(m, 2)}`,
  ],
  // draws.rs: 9.5.3, an illegal intended move.
  [
    p`the intended move \`${'([\\s\\S]*)'}\` is illegal: another move of the same piece must be played`,
    (m) => `le coup prévu \`${g(m, 1)}\` est illégal : un autre coup doit être joué avec la même pièce`,
  ],
  // draws.rs: 9.1.2.3, a claim counts as an offer.
  [
    p`the claim counts as ${SIDE}'s draw offer`,
    (m) => `la réclamation est assimilée à une proposition de nulle ${des(g(m, 1))}`,
  ],
  // time.rs: 1997 B.8, both flags in rapid or blitz.
  [p`both flags are down`, () => 'les deux drapeaux sont tombés'],
  // time.rs: III.3.1, which flag fell first.
  [
    p`both flags are down; ${SIDE}'s fell first`,
    (m) => `les deux drapeaux sont tombés ; celui ${des(g(m, 1))} est tombé le premier`,
  ],
  // time.rs: III.3.1.2 (1997 B.8), which fell first cannot be established.
  [
    p`both flags are down and which fell first cannot be established`,
    () => "les deux drapeaux sont tombés et il est impossible d'établir lequel est tombé le premier",
  ],
  // time.rs: 1930 19.5 (1928 18), both flags down in an unknown order: the clock paused.
  [
    p`both flags are down and which fell first cannot be established: the clock is paused, the arbiter decides`,
    () =>
      "les deux drapeaux sont tombés et il est impossible d'établir lequel est tombé le premier : la pendule est arrêtée, l'arbitre décide",
  ],
  // time.rs: 6.4, both flags down in an unknown order where Guideline III does not apply (III.2).
  [
    p`both flags are down and which fell first cannot be established; Guideline III does not apply (III.2): the clock is paused, the arbiter decides`,
    () =>
      "les deux drapeaux sont tombés et il est impossible d'établir lequel est tombé le premier ; les Directives III ne s'appliquent pas (III.2) : la pendule est arrêtée, l'arbitre décide",
  ],
  // time.rs: III.3.1.1, both flags down before a control.
  [
    p`both flags are down in a period with a control ahead: the game goes on`,
    () => "les deux drapeaux sont tombés dans une période suivie d'un contrôle de temps : la partie continue",
  ],
  // time.rs: 6.8, a flag.
  [p`${SIDE}'s flag has fallen`, (m) => `le drapeau ${des(g(m, 1))} est tombé`],
  // time.rs: 6.8, A.5.3, a time claim.
  [
    p`${SIDE} claims ${SIDE}'s flag`,
    (m) => `${les(g(m, 1))} réclament la chute du drapeau ${des(g(m, 2))}`,
  ],
  // time.rs: 5.1.2, resignation.
  [p`${SIDE} resigns`, (m) => `${les(g(m, 1))} abandonnent`],
  // time.rs: 6.11.2, a player pauses the clock.
  [
    p`${SIDE} pauses the clock to call the arbiter (6.11.4: the arbiter judges whether it was justified)`,
    (m) =>
      `${les(g(m, 1))} mettent la pendule en pause pour appeler l'arbitre (6.11.4 : l'arbitre détermine si cette mise en pause est justifiée)`,
  ],
  // time.rs: 6.11.1, the arbiter pauses the clock with a reason (the server's own, or typed).
  [
    p`the arbiter pauses the clock: ${'([\\s\\S]*)'}`,
    (m) => `l'arbitre met la pendule en pause : ${pauseReason(g(m, 1))}`,
  ],
  // time.rs: 6.11.1, without a reason.
  [p`the arbiter pauses the clock`, () => "l'arbitre met la pendule en pause"],
  // time.rs: 6.11.3.
  [p`the arbiter resumes play`, () => "l'arbitre fait reprendre la partie"],
  // rulings.rs: 6.10.2, the clocks set.
  [
    p`the arbiter sets the clocks: White ${CLOCK}, Black ${CLOCK}`,
    (m) => `l'arbitre règle la pendule : Blancs ${g(m, 1)}, Noirs ${g(m, 2)}`,
  ],
  // rulings.rs: 12.5, time added.
  [
    p`the arbiter gives ${SIDE} ${DURATION} more`,
    (m) => `l'arbitre donne ${more(g(m, 2))} ${aux(g(m, 1))}`,
  ],
  // rulings.rs: a result declared by the arbiter.
  [
    p`the arbiter declares the result ${RESULT} (${REASON})`,
    (m) => `l'arbitre déclare le résultat ${g(m, 1)} (${reason(g(m, 2))})`,
  ],
  // rulings.rs: III.4, the increment granted.
  [
    p`a 5-second increment for both players from now on; ${SIDE} gets two more minutes`,
    (m) =>
      `un incrément de 5 secondes par coup pour les deux adversaires à partir de maintenant ; ${les(g(m, 1))} reçoivent deux minutes supplémentaires`,
  ],
  // rulings.rs: 7.3, colours reversed after ten moves.
  [
    p`ten moves or more have been made: the game goes on with the colours as they are`,
    () => 'dix coups ou plus ont été joués : la partie continue avec les couleurs telles quelles',
  ],
  // rulings.rs: `restart`, 7.3.
  [
    p`the colours were reversed: a new game is played with the colours correct`,
    () => 'les couleurs étaient inversées : une nouvelle partie est jouée avec les couleurs correctes',
  ],
  // rulings.rs: `restart`, 7.2.1.
  [
    p`the initial position was incorrect: the game is annulled and a new game played`,
    () => 'la position initiale des pièces était incorrecte : la partie est annulée et une nouvelle partie est jouée',
  ],
  // judgement.rs: 1930 Art. 16.1.b (1928 Par. 15.B), a claim of perpetual check with its facts.
  [
    p`${SIDE} claims a draw by perpetual check, for the arbiter to judge: ${'([\\s\\S]*)'}`,
    (m) =>
      `${les(g(m, 1))} réclament la nulle par échec perpétuel, soumise à la décision de l'arbitre : ${factsFr(g(m, 2))}`,
  ],
  // judgement.rs: 1930 Art. 16.1.b (1928 Par. 15.B), the clocks stopped for the arbiter.
  [
    p`the clocks are stopped until the arbiter has ruled`,
    () => "la pendule est arrêtée jusqu'à la décision de l'arbitre",
  ],
  // judgement.rs: play waits for the ruling (no clock running).
  [p`play waits for the arbiter's ruling`, () => "la partie est suspendue jusqu'à la décision de l'arbitre"],
  // judgement.rs: a claim of perpetual check rejected.
  [
    p`the arbiter rejects ${SIDE}'s claim of perpetual check: play goes on`,
    (m) => `l'arbitre rejette la réclamation d'échec perpétuel ${des(g(m, 1))} : la partie continue`,
  ],
  // judgement.rs: the clocks restart after the ruling.
  [p`the clocks restart`, () => 'la pendule est remise en marche'],
  // judgement.rs: a claim of perpetual check upheld.
  [
    p`the arbiter upholds ${SIDE}'s claim: a draw by perpetual check`,
    (m) => `l'arbitre admet la réclamation ${des(g(m, 1))} : partie nulle par échec perpétuel`,
  ],
  // judgement.rs: 1930 Art. 16.1.f (1928 Par. 15.F), a demand to be mated in 50 moves.
  [
    p`${SIDE} demands that ${SIDE} mate within ${'(\\d+)'} moves: unless mate comes within ${'\\d+'} moves by each player, counted from now and again from each capture or pawn move, the game is drawn on ${SIDE}'s claim at the moment the count runs out`,
    (m) =>
      `${les(g(m, 1))} exigent que ${les(g(m, 2))} les fassent mat en ${g(m, 3)} coups : si le mat n'est pas donné en ${g(m, 3)} coups de part et d'autre, comptés à partir de maintenant et recomptés après chaque prise et chaque mouvement de pion, la partie est déclarée nulle sur réclamation ${des(g(m, 4))} au moment où le compte s'achève`,
  ],
  // judgement.rs: the arbiter's theory count (1930 Art. 16.1.f, the exception), with the demand.
  [
    p`theory needs ${'(\\d+)'} moves to force the win here, as the arbiter rules: twice as many are granted`,
    (m) =>
      `la théorie a démontré que ${g(m, 1)} coups sont nécessaires pour forcer la décision, selon l'arbitre : il est accordé un nombre de coups double`,
  ],
  [
    p`theory's ${'(\\d+)'} moves are not more than fifty: the fifty moves stand`,
    (m) => `les ${g(m, 1)} coups de la théorie ne dépassent pas 50 : les 50 coups sont maintenus`,
  ],
  // judgement.rs: the arbiter rules on a demand's theory count.
  [
    p`the arbiter rules on ${SIDE}'s demand: ${'(theory needs \\d+ moves to force the win here, as the arbiter rules: twice as many are granted|theory\'s \\d+ moves are not more than fifty: the fifty moves stand)'}, counted from the demand`,
    (m) => `l'arbitre statue sur l'exigence ${des(g(m, 1))} : ${noticeFr(g(m, 2))}, comptés à partir de l'exigence`,
  ],
  // judgement.rs: the moment to claim passed.
  [
    p`${SIDE} did not claim the draw at the moment the count ran out: it can no longer be claimed, and ${SIDE}'s demand has lapsed`,
    (m) =>
      `${les(g(m, 1))} n'ont pas réclamé la nulle au moment où le compte s'est achevé : elle ne peut plus être réclamée, et l'exigence ${des(g(m, 2))} est caduque`,
  ],
  // judgement.rs: the count has run out: the claim is open now.
  [
    p`${'(\\d+)'} moves by each player without mate since ${SIDE}'s demand (or the last capture or pawn move): ${SIDE} may claim the draw now, at this moment only`,
    (m) =>
      `${g(m, 1)} coups de part et d'autre sans mat depuis l'exigence ${des(g(m, 2))} (ou la dernière prise ou le dernier mouvement de pion) : ${les(g(m, 3))} peuvent réclamer la nulle maintenant, à ce moment seulement`,
  ],
  // judgement.rs: a capture or pawn move restarts the count.
  [
    p`a capture or pawn move: the count of ${SIDE}'s demand starts again, ${'(\\d+)'} moves from now`,
    (m) =>
      `une prise ou un mouvement de pion : le compte de l'exigence ${des(g(m, 1))} recommence, ${g(m, 2)} coups à partir de maintenant`,
  ],
  // judgement.rs: the claim upheld.
  [
    p`${SIDE}'s claim is correct: ${'(\\d+)'} moves by each player without mate since the demand or the last capture or pawn move`,
    (m) =>
      `la réclamation ${des(g(m, 1))} est correcte : ${g(m, 2)} coups de part et d'autre sans mat depuis l'exigence ou la dernière prise ou le dernier mouvement de pion`,
  ],
  // judgement.rs: the moves left before the claim.
  [
    p`${SIDE}'s demand to be mated: ${'(\\d+)'} more move${'(s?)'} by each player before the draw can be claimed`,
    (m) =>
      `exigence de mat ${des(g(m, 1))} : encore ${g(m, 2)} coup${g(m, 3)} de part et d'autre avant de pouvoir réclamer la nulle`,
  ],
  // odds.rs: 1930 Art. 22.6, 22.7 (1928 Par. 22), the piece given taken off the board.
  [
    p`odds: ${SIDE} gives ${'(the king\'s bishop\'s pawn|the (?:pawn|knight|bishop|rook|queen) on [a-h][1-8])'}, which is off the board`,
    (m) => `partie à avantage : ${les(g(m, 1))} font avantage ${givenFr(g(m, 2))}, enlevé de l'échiquier`,
  ],
  // odds.rs: 1930 Art. 22.1, 22.5 (1928 Par. 22), who gives, who receives, who has the move.
  [
    p`odds ${'("[^"]*")'}: ${SIDE} gives them, ${SIDE} receives them; ${SIDE} has the move: ${'(the giver of a pawn or a piece keeps the move|the move is part of the odds)'} (Art. ${'([^()]+)'})`,
    (m) =>
      `avantage ${g(m, 1)} : ${les(g(m, 2))} font l'avantage, ${les(g(m, 3))} le reçoivent ; ${les(g(m, 4))} ont le trait : ${
        g(m, 5) === 'the move is part of the odds'
          ? "le trait est compris dans l'avantage accordé"
          : "celui qui fait avantage d'un pion ou d'une pièce a droit au trait"
      } (Art. ${g(m, 6)})`,
  ],
  // odds.rs: 1930 Art. 22.2, 22.4, the moves given played in a row.
  [
    p`${SIDE} plays ${'(\\d+)'} moves in a row, none past the middle line (Art. ${'([^()]+)'}); they count as ${'\\d+'} moves for the time control, and so does ${SIDE}'s first (Art. ${'([^()]+)'})`,
    (m) =>
      `${les(g(m, 1))} exécutent ${g(m, 2)} coups de suite, sans dépasser la ligne médiane de l'échiquier (Art. ${g(m, 3)}) ; ils comptent pour ${g(m, 2)} coups dans le calcul du temps, de même que le premier coup ${des(g(m, 4))} (Art. ${g(m, 5)})`,
  ],
  // odds.rs: 1930 Art. 22.8, castling on the side of the rook given.
  [
    p`${SIDE} may castle on the side of the rook given as if it stood on ${SQUARE}, while no other piece stands there`,
    (m) =>
      `${les(g(m, 1))} peuvent roquer du côté de la Tour enlevée, comme si celle-ci se trouvait encore en ${g(m, 2)}, à condition que cette case ne soit occupée par aucune autre pièce`,
  ],
  // odds.rs: 1930 Art. 22.2, 22.4, one of the moves given made.
  [
    p`${SIDE} has made ${'(\\d+)'} of the ${'(\\d+)'} moves given and moves again, on his half of the board (Art. ${'([^()]+)'})`,
    (m) =>
      `${les(g(m, 1))} ont exécuté ${g(m, 2)} des ${g(m, 3)} coups d'avantage et jouent encore, sans dépasser la ligne médiane (Art. ${g(m, 4)})`,
  ],
  // odds.rs: 1930 Art. 22.3, the giver's first move.
  [
    p`${SIDE}'s first move counts as ${'(\\d+)'} moves for the time control`,
    (m) => `le premier coup ${des(g(m, 1))} compte pour ${g(m, 2)} coups dans le calcul du temps`,
  ],
  // odds.rs: 1930 Art. 22.8, castling without the rook given.
  [
    p`${SIDE} castles on the ${'(queen\'s|king\'s)'} side without the rook given: only the king moves`,
    (m) =>
      `${les(g(m, 1))} roquent du côté ${g(m, 2) === "queen's" ? 'de la Dame' : 'du Roi'} sans la Tour enlevée : seul le Roi se déplace`,
  ],
  // rulings.rs: 7.5.5 commentary, two irregularities in one move.
  [
    p`${SIDE}'s move was already penalised as illegal: two irregularities in one move count as one`,
    (m) =>
      `le coup ${des(g(m, 1))} a déjà été sanctionné comme coup illégal : deux actions illégales lors d'un même coup comptent pour un seul coup illégal`,
  ],
  // rulings.rs: 12.9.1.
  [p`${SIDE} is warned`, (m) => `${les(g(m, 1))} reçoivent un avertissement`],
  // rulings.rs: 12.9.2.
  [
    p`penalty on ${SIDE}: ${SIDE} gets ${DURATION} more`,
    (m) => `sanction contre ${les(g(m, 1))} : ${les(g(m, 2))} reçoivent ${more(g(m, 3))}`,
  ],
  // rulings.rs: 12.9.3.
  [
    p`penalty on ${SIDE}: ${DURATION} less`,
    (m) => `sanction contre ${les(g(m, 1))} : ${duration(g(m, 2)).words} en moins`,
  ],
  // rulings.rs: 12.9.4, 12.9.5.
  [
    p`penalty on ${SIDE}: ${SIDE}'s points change by ${'(-?\\d+(?:\\.\\d+)?)'}`,
    (m) => `sanction contre ${les(g(m, 1))} : les points ${des(g(m, 2))} varient de ${g(m, 3)}`,
  ],
  // rulings.rs: 12.9.7.
  [p`${SIDE} is fined`, (m) => `${les(g(m, 1))} reçoivent une amende`],
  // rulings.rs: I.1.1 (1997 A.1, 1930 21, 1928 21), adjournment.
  [
    p`${SIDE} seals move ${'(\\d+)'}; the game is adjourned`,
    (m) => `${les(g(m, 1))} mettent leur ${ordinal(g(m, 2))} coup sous enveloppe ; la partie est ajournée`,
  ],
  // rulings.rs: I.9.1, the envelope opened.
  [p`the envelope is opened: ${SAN}`, (m) => `l'enveloppe est ouverte : ${g(m, 1)}`],
  // rulings.rs: I.4, an offer made after the sealing stands.
  [
    p`${SIDE}'s offer, made after the move was sealed, stands`,
    (m) => `la proposition de nulle ${des(g(m, 1))}, faite après la mise sous enveloppe du coup, reste valable`,
  ],
  // rulings.rs: I.8 (1930 17.c), a sealed move that cannot be played.
  [
    p`the sealed move \`${'([\\s\\S]*)'}\` cannot be played: ${MOVE_ERROR}`,
    (m) => `le coup sous enveloppe \`${g(m, 1)}\` ne peut pas être joué : ${translate(MOVE_ERRORS, g(m, 2))}`,
  ],
];

/** The French words of a notice the game crate wrote in English; the English text if unknown. */
export function noticeFr(text: string): string {
  return translate(ROWS, text);
}

/** Whether a text matches one of the known patterns (used by that test). */
export function isKnownNotice(text: string): boolean {
  return ROWS.some(([pattern]) => pattern.test(text));
}

/** One English sample per Notice::new site in crates/game/src and crates/server/src, as the program really prints it
 *  (placeholders filled with realistic values), for the unit test that checks each one is translated. */
export const NOTICE_SAMPLES: readonly string[] = [
  // crates/game/src/moves.rs
  'the pawn reached the last rank without a new piece: it is replaced by a queen, and the move is illegal',
  "black's illegal move was not claimed; it is replaced",
  "white's illegal move was not claimed before this move: it stands",
  "black moved: white's draw offer is declined",
  'white offers a draw with the move (=)',
  'the move stands; the draw offer is not made: Art. 9.1.1: no draw offer before move 30',
  'illegal move (illegal here: no legal move is written "Ke3"): it is taken back',
  'white\'s move is illegal (illegal here: no legal move is written "Bxh7"); it stands unless black claims before moving',
  'black\'s move is illegal (illegal here: no legal move is written "Kd7") and cannot stand on the board: white may claim the game now',
  'illegal move by white (illegal here: no legal move is written "Nf5"): the position before it is restored',
  'the piece on g1 must be moved (touch-move, Art. 4.3)',
  'the piece on g1 must be moved (1930 17.a)',
  "white must capture the piece on d5 legally or make another legal move with the piece on e4: the choice is black's",
  'black must capture the piece on e4 legally (the piece on d6 has no legal move)',
  'white must make another legal move with the piece on c3 (the piece on e5 cannot be captured legally)',
  'neither a legal capture on d5 nor a legal move of the piece on e4 is possible: the error has no consequence',
  'black chooses: white must capture the piece on d5 legally',
  'black chooses: white must make another legal move with the piece on e4',
  "white's first illegal move (7.5.1): black gets two minutes more",
  'black claims the illegal move before moving',
  "white's illegal move is corrected: the position before it is restored",
  // crates/game/src/machine.rs
  "the game starts: rapid (Art. A.1); white's clock runs",
  "the game starts with the time limit 30/7200:15/3600; white's clock runs",
  'the game starts without a time limit; white moves',
  'game over: 1/2-1/2 (threefold_repetition)',
  'black cannot checkmate by any series of legal moves: the game is drawn',
  // crates/game/src/draws.rs
  'white offers a draw (=)',
  "black declines white's draw offer",
  "white's claim is correct (Art. 9.2.2)",
  "black's claim is not correct: the game goes on",
  "white's claim is not correct: the game goes on, black gets one minute more",
  'white must play the intended move Nf3',
  'the intended move `Ke9` is illegal: another move of the same piece must be played',
  "the claim counts as white's draw offer",
  // crates/game/src/time.rs
  'both flags are down',
  "both flags are down; black's fell first",
  'both flags are down and which fell first cannot be established',
  'both flags are down and which fell first cannot be established: the clock is paused, the arbiter decides',
  'both flags are down and which fell first cannot be established; Guideline III does not apply (III.2): the clock is paused, the arbiter decides',
  'both flags are down in a period with a control ahead: the game goes on',
  "white's flag has fallen",
  "black claims white's flag",
  'white resigns',
  'black pauses the clock to call the arbiter (6.11.4: the arbiter judges whether it was justified)',
  'the arbiter pauses the clock: the server was down for 12.3 s; that time is charged to nobody',
  'the arbiter pauses the clock',
  'the arbiter resumes play',
  // crates/game/src/rulings.rs
  'the arbiter sets the clocks: White 0:05:00, Black 0:03:27.5',
  'the arbiter gives black 30 s more',
  'the arbiter declares the result 1-0 (forfeit)',
  'a 5-second increment for both players from now on; white gets two more minutes',
  "white's move was already penalised as illegal: two irregularities in one move count as one",
  // crates/game/src/odds.rs
  'odds "knight": white gives them, black receives them; white has the move: the giver of a pawn or a piece keeps the move (Art. 1930 22.5)',
  'odds "pawn and two moves": white gives them, black receives them; white has the move: the move is part of the odds (Art. 1930 22.5)',
  'odds: white gives the rook on a1, which is off the board',
  "odds: white gives the king's bishop's pawn, which is off the board",
  "black plays 2 moves in a row, none past the middle line (Art. 1930 22.4); they count as 2 moves for the time control, and so does white's first (Art. 1930 22.3)",
  'white may castle on the side of the rook given as if it stood on a1, while no other piece stands there',
  'black has made 1 of the 2 moves given and moves again, on his half of the board (Art. 1930 22.4)',
  "white's first move counts as 2 moves for the time control",
  "white castles on the queen's side without the rook given: only the king moves",
  // crates/game/src/judgement.rs
  "white claims a draw by perpetual check, for the arbiter to judge: white's last 6 moves each gave check; the position has stood 3 times (the same pieces, the same player to move); whatever black replies, white can give check with each of the next 12 moves at least; the search stopped there, the checks still going",
  "black claims a draw by perpetual check, for the arbiter to judge: black's last move gave check; the position stands for the first time; white can stop the checks: whatever black plays, black can keep checking for 2 more moves at most",
  'the clocks are stopped until the arbiter has ruled',
  "play waits for the arbiter's ruling",
  "the arbiter rejects white's claim of perpetual check: play goes on",
  'the clocks restart',
  "the arbiter upholds black's claim: a draw by perpetual check",
  "white demands that black mate within 50 moves: unless mate comes within 50 moves by each player, counted from now and again from each capture or pawn move, the game is drawn on white's claim at the moment the count runs out",
  'theory needs 60 moves to force the win here, as the arbiter rules: twice as many are granted',
  "theory's 40 moves are not more than fifty: the fifty moves stand",
  "the arbiter rules on white's demand: theory needs 60 moves to force the win here, as the arbiter rules: twice as many are granted, counted from the demand",
  "black did not claim the draw at the moment the count ran out: it can no longer be claimed, and black's demand has lapsed",
  "50 moves by each player without mate since white's demand (or the last capture or pawn move): white may claim the draw now, at this moment only",
  "a capture or pawn move: the count of black's demand starts again, 50 moves from now",
  "white's claim is correct: 50 moves by each player without mate since the demand or the last capture or pawn move",
  "black's demand to be mated: 1 more move by each player before the draw can be claimed",
  'ten moves or more have been made: the game goes on with the colours as they are',
  'the colours were reversed: a new game is played with the colours correct',
  'white is warned',
  'penalty on black: white gets two minutes more',
  'penalty on white: 60 s less',
  "penalty on black: white's points change by 0.5",
  'black is fined',
  'white seals move 41; the game is adjourned',
  'the envelope is opened: Rxe7+',
  "white's offer, made after the move was sealed, stands",
  'the sealed move `Nd5` cannot be played: illegal here: no legal move is written "Nd5"',
];
