/**
 * What the arbiter says, by code (issue 21, item 3): every notice and every refusal of the game
 * comes with a stable `code` (a refusal's sentence: its `key`) and its `params`; the page writes
 * the sentence itself, in its language, from them. No pattern reads the English text back.
 *
 * The codes are the game crate's own list, `codes.json` (`game::codes::ALL`, written by its test):
 * `Code` is its type, and `FR` is typed `Record<Code, …>`, so a code without French does not
 * build. English is the code's own template (`en`), with the page's words put into its holes: a
 * move in the page's notation (Annex C.2, C.3), a reason in words, never a raw code.
 *
 * French follows the French text of the Laws (2023): « pièce touchée », « proposition de
 * nulle », « réclamation »; the old Laws' notices use the 1930 text's own words (Art. 17:
 * « prendre la pièce adverse de façon régulière », « au choix de l'adversaire »; Art. 22: « faire
 * avantage »). A param that is free English prose made elsewhere (a notation reader's or a
 * clock's explanation, `why`, `detail`) is not put into a French sentence: its reason comes as a
 * code beside it (`why_code`, `detail_code`, the game's `reasons`), said in French from its own
 * params (`Said.why`).
 */
import codes from './codes.json';
import { articleParts, CURRENT_EDITION, currentLang, isKey, t, type Lang } from './i18n';
import { sanIn } from './notation';
import { controlWords } from './timecontrol';

/** A code of the game's list. */
export type Code = keyof typeof codes;

/** A notice's or a refusal's params, as the server sends them. */
export type Params = Readonly<Record<string, unknown>>;

/** Whether a text is one of the codes. */
export const isCode = (code: string): code is Code => Object.prototype.hasOwnProperty.call(codes, code);

/** Every code, for the test that checks each has French. */
export const CODES = Object.keys(codes) as Code[];

/** Two minutes, one minute, or seconds, as the game's `{ms|minutes}` writes them. */
export function minutesWords(ms: number, lang: Lang): string {
  if (lang === 'fr') return ms === 60_000 ? 'une minute' : ms === 120_000 ? 'deux minutes' : `${Math.floor(ms / 1000)} s`;
  return ms === 60_000 ? 'one minute' : ms === 120_000 ? 'two minutes' : `${Math.floor(ms / 1000)} s`;
}

/** `1:30:00`, `0:00:04.5`: a clock reading as the game's `{ms|clock}` writes it (PGN `%clk`). */
export function clockWords(ms: number): string {
  const whole = Math.max(0, Math.floor(ms));
  const h = Math.floor(whole / 3_600_000);
  const m = Math.floor(whole / 60_000) % 60;
  const s = Math.floor(whole / 1000) % 60;
  const rest = whole % 1000;
  const base = `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return rest ? `${base}.${String(rest).padStart(3, '0').replace(/0+$/, '')}` : base;
}

/** The params, read for a sentence: sides in the grammar French needs, moves in the page's
 * notation, durations and reasons in words. */
export class Said {
  constructor(
    private readonly params: Params,
    private readonly notation: string,
  ) {}

  /** A param as written (a square, a number, a name). */
  raw(name: string): string {
    const v = this.params[name];
    return v === undefined || v === null ? '' : String(v);
  }

  /** A time control in words (« 40 coups en 90 min, puis 30 min, +30 s par coup dès le 1er
   * coup »), read with the notice's `clock_mode` (Fischer when a server older than it sends none). */
  control(name: string, lang: Lang): string {
    return controlWords(this.raw(name), this.raw('clock_mode') || 'fischer', lang);
  }

  /** A number. */
  n(name: string): number {
    return Number(this.params[name] ?? 0);
  }

  /** A move given in English SAN, in the page's notation. */
  move(name: string): string {
    return sanIn(this.raw(name), this.notation);
  }

  private white(name: string): boolean {
    return this.raw(name) !== 'black';
  }

  /** « les Blancs » (subject or object). */
  les(name: string): string {
    return this.white(name) ? 'les Blancs' : 'les Noirs';
  }

  /** « des Blancs » (`white's`). */
  des(name: string): string {
    return this.white(name) ? 'des Blancs' : 'des Noirs';
  }

  /** « aux Blancs » (to White). */
  aux(name: string): string {
    return this.white(name) ? 'aux Blancs' : 'aux Noirs';
  }

  /** A duration in French (`{ms|minutes}`). */
  minutes(name: string): string {
    return minutesWords(this.n(name), 'fr');
  }

  /** `{ms} more` in French: « deux minutes supplémentaires ». */
  more(name: string): string {
    const ms = this.n(name);
    return `${minutesWords(ms, 'fr')} ${ms >= 2000 && ms !== 60_000 ? 'supplémentaires' : 'supplémentaire'}`;
  }

  /** A clock reading (`{ms|clock}`). */
  clock(name: string): string {
    return clockWords(this.n(name));
  }

  /** A reason a game ends, in words of the page's language. */
  reason(name: string, lang: Lang = 'fr'): string {
    const key = `reason.${this.raw(name)}`;
    return isKey(key) ? t(key, {}, lang) : this.raw(name).replace(/_/g, ' ');
  }

  /** A reason given as a code (`why_code`, `detail_code`: `game::reasons`), in French, from
   * its params beside; empty when there is none. */
  why(name: string): string {
    const code = this.raw(name);
    return isCode(code) ? FR[code](this) : '';
  }

  /** ` : reason`, or nothing. */
  because(name: string): string {
    const why = this.why(name);
    return why ? ` : ${why}` : '';
  }

  /** ` (reason)`, or nothing. */
  paren(name: string): string {
    const why = this.why(name);
    return why ? ` (${why})` : '';
  }

  /** An article as the page writes it (`art. 9.2`, `1930, art. 16.1.c`). */
  article(name: string): string {
    const { edition, number } = articleParts(this.raw(name));
    const cited = /^\d/.test(number) ? `art. ${number}` : number;
    return edition === CURRENT_EDITION ? cited : `${edition}, ${cited}`;
  }
}

/** The 1930 text's words for the piece given (Art. 22.6). */
const GIVEN: Readonly<Record<string, string>> = {
  pawn: 'du pion',
  knight: 'du Cavalier',
  bishop: 'du Fou',
  rook: 'de la Tour',
  queen: 'de la Dame',
};

/** `41` → `41e`, `1` → `1er`. */
const ordinal = (n: number): string => (n === 1 ? '1er' : `${n}e`);

/** The facts of a perpetual check (1930 Art. 16.1.b), from the notice's params. */
function factsFr(p: Said): string {
  const checks = p.n('checks_in_a_row');
  const run = checks === 0
    ? `le dernier coup ${p.des('by')} n'a pas donné échec`
    : checks === 1 ? `le dernier coup ${p.des('by')} a donné échec`
    : `chacun des ${checks} derniers coups ${p.des('by')} a donné échec`;
  const times = p.n('repetitions');
  const stood = times <= 1 ? 'la position se présente pour la première fois' : `la position s'est présentée ${times} fois (les mêmes pièces, le même trait)`;
  const moves = p.n('forced_moves');
  const checker = p.les('by');
  const defender = p.raw('by') === 'black' ? 'les Blancs' : 'les Noirs';
  const forced = p.raw('forced') === 'endless'
    ? `quoi que répondent ${defender}, ${checker} peuvent donner échec perpétuel : chaque suite de réponses revient à une position déjà rencontrée, ou au mat`
    : p.raw('forced') === 'at_least'
      ? `quoi que répondent ${defender}, ${checker} peuvent donner échec à chacun des ${moves} prochains coups au moins ; la recherche s'est arrêtée là, les échecs continuant`
      : moves === 0
        ? `${defender} peuvent faire cesser les échecs dès maintenant : ${checker} n'ont aucun échec à donner, ou ${defender} ont une réponse après laquelle il n'y en a plus`
        : `${defender} peuvent faire cesser les échecs : quoi que jouent ${checker}, ${checker} ne peuvent donner échec que pendant ${moves} coup${moves === 1 ? '' : 's'} au plus`;
  return `${run} ; ${stood} ; ${forced}`;
}

/** The beginning of a reason why castling without the rook given is not possible (1930 Art.
 * 22.8). */
const CASTLE = 'le roque du côté de la Tour donnée est impossible : ';

/** A sentence of the dictionary. */
type Sentence = (p: Said) => string;

/** Every code in French. Its type makes a code of `codes.json` without French a build error. */
export const FR: Record<Code, Sentence> = {
  adjourned: () => 'la partie est ajournée (Directive I) : elle doit d’abord reprendre',
  agreement_after_black_30: (p) => `${p.article('article')} : la nulle par accord mutuel n'est possible qu'après le 30e coup des Noirs`,
  agreement_before_both_moved: () => 'art. 5.2.3 : la nulle par accord mutuel exige que chaque adversaire ait joué au moins un coup',
  already_penalised: (p) => `le coup ${p.des('against')} a déjà été sanctionné comme coup illégal : deux actions illégales lors d'un même coup comptent pour un seul coup illégal`,
  already_started: () => 'la partie a déjà commencé',
  ambiguous_move: (p) => `coup ambigu : plusieurs coups légaux s’écrivent ainsi ; précisez la pièce ou la case de départ${p.paren('detail_code')}`,
  arbiter_pauses: () => "l'arbitre met la pendule en pause",
  arbiter_pauses_because: (p) => `l'arbitre met la pendule en pause : « ${p.raw('reason')} »`,
  arbiter_resumes: () => "l'arbitre fait reprendre la partie",
  bad_points: (p) => `12.9.4, 12.9.5, 10.2 : les points doivent être un multiple positif de ${p.raw('step')}`,
  both_flags: () => "les deux drapeaux sont tombés : aucune réclamation au temps n'est possible (A.5.3) ; l'arbitre décide",
  both_flags_arbiter_decides: () => "les deux drapeaux sont tombés et il est impossible d'établir lequel est tombé le premier : la pendule est arrêtée, l'arbitre décide",
  both_flags_down: () => 'les deux drapeaux sont tombés',
  both_flags_first_fell: (p) => `les deux drapeaux sont tombés ; celui ${p.des('side')} est tombé le premier`,
  both_flags_no_guideline_iii: () => "les deux drapeaux sont tombés et il est impossible d'établir lequel est tombé le premier ; les Directives III ne s'appliquent pas (III.2) : la pendule est arrêtée, l'arbitre décide",
  both_flags_play_on: () => "les deux drapeaux sont tombés dans une période suivie d'un contrôle de temps : la partie continue",
  both_flags_unknown_first: () => "les deux drapeaux sont tombés et il est impossible d'établir lequel est tombé le premier",
  bound_capture: (p) => `${p.article('article')} : la pièce en ${p.raw('square')} doit être prise de façon régulière`,
  bound_intended: (p) => `${p.article('article')} : le coup prévu ${p.move('move_san')} doit être joué`,
  bound_piece: (p) => `${p.article('article')} : la pièce en ${p.raw('square')} doit être déplacée`,
  cannot_mate_draw: (p) => `${p.les('side')} ne peuvent mater par aucune suite de coups légaux : la partie est nulle`,
  capture_or_move_choice: (p) => `${p.les('by')} doivent ou bien prendre la pièce adverse en ${p.raw('capture_on')} de façon régulière ou faire un autre coup légal avec la pièce touchée en ${p.raw('piece_on')}, au choix de l'adversaire : le choix appartient ${p.aux('opponent')}`,
  choice_pending: (p) => `${p.article('article')} : ${p.les('chooser')} choisissent d'abord ce que ${p.les('by')} doivent jouer`,
  chosen_capture: (p) => `${p.les('by')} choisissent : ${p.les('offender')} doivent prendre la pièce adverse en ${p.raw('square')} de façon régulière`,
  chosen_move: (p) => `${p.les('by')} choisissent : ${p.les('offender')} doivent faire un autre coup légal avec la pièce touchée en ${p.raw('square')}`,
  claim_correct: (p) => `la réclamation ${p.des('by')} est correcte (${p.article('ending_article')})`,
  claim_counts_as_offer: (p) => `la réclamation est assimilée à une proposition de nulle ${p.des('by')}`,
  claim_incorrect: (p) => `la réclamation ${p.des('by')} est incorrecte : la partie continue`,
  claim_incorrect_time_added: (p) => `la réclamation ${p.des('by')} est incorrecte : la partie continue, ${p.les('opponent')} reçoivent ${p.more('ms')}`,
  claim_not_on_move: () => 'seul le joueur ayant le trait, dont la pendule est en marche, peut réclamer (art. 9.2, 9.3)',
  claim_pending: (p) => `la réclamation d'échec perpétuel ${p.des('by')} attend la décision de l'arbitre`,
  claim_pending_no_move: (p) => `la réclamation d'échec perpétuel ${p.des('by')} attend la décision de l'arbitre (${p.article('article')}) : aucun coup d'ici là`,
  clock: (p) => `la pendule ne permet pas cette action maintenant${p.because('detail_code')}`,
  clocks_restart: () => 'la pendule est remise en marche',
  clocks_set: (p) => `l'arbitre règle la pendule : Blancs ${p.clock('white_ms')}, Noirs ${p.clock('black_ms')}`,
  clocks_stopped_for_ruling: () => "la pendule est arrêtée jusqu'à la décision de l'arbitre",
  colours_reversed: () => 'les couleurs étaient inversées : une nouvelle partie est jouée avec les couleurs correctes',
  colours_stay: () => 'dix coups ou plus ont été joués : la partie continue avec les couleurs telles quelles',
  config_refused: (p) => `la configuration de la partie est refusée${p.because('detail_code')}`,
  default_time_not_passed: (p) => `art. 6.7.1 : le délai de forfait (${p.clock('default_ms')}) n'est pas écoulé`,
  demand_claim_correct: (p) => `la réclamation ${p.des('by')} est correcte : ${p.raw('limit')} coups de part et d'autre sans mat depuis l'exigence ou la dernière prise ou le dernier mouvement de pion`,
  demand_count_restarts: (p) => `une prise ou un mouvement de pion : le compte de l'exigence ${p.des('by')} recommence, ${p.raw('limit')} coups à partir de maintenant`,
  demand_lapsed: (p) => `${p.les('by')} n'ont pas réclamé la nulle au moment où le compte s'est achevé : elle ne peut plus être réclamée, et l'exigence ${p.des('by')} est caduque`,
  demand_moves_left: (p) => `exigence de mat ${p.des('by')} : encore ${p.raw('moves_left')} coups de part et d'autre avant de pouvoir réclamer la nulle`,
  demand_one_move_left: (p) => `exigence de mat ${p.des('by')} : encore ${p.raw('moves_left')} coup de part et d'autre avant de pouvoir réclamer la nulle`,
  demand_pending: (p) => `l'exigence de mat ${p.des('by')} est en cours (${p.article('article')}) : une seule par joueur, car une seconde ne ferait que recommencer le compte de la première`,
  demand_ruled_doubled: (p) => `l'arbitre statue sur l'exigence ${p.des('by')} : la théorie a démontré que ${p.raw('theory')} coups sont nécessaires pour forcer la décision, selon l'arbitre : il est accordé un nombre de coups double, comptés à partir de l'exigence`,
  demand_ruled_fifty: (p) => `l'arbitre statue sur l'exigence ${p.des('by')} : les ${p.raw('theory')} coups de la théorie ne dépassent pas 50 : les 50 coups sont maintenus, comptés à partir de l'exigence`,
  demand_run_out: (p) => `${p.raw('limit')} coups de part et d'autre sans mat depuis l'exigence ${p.des('by')} (ou la dernière prise ou le dernier mouvement de pion) : ${p.les('by')} peuvent réclamer la nulle maintenant, à ce moment seulement`,
  draw_declined: (p) => `${p.les('by')} rejettent la proposition de nulle ${p.des('offerer')}`,
  draw_offered: (p) => `${p.les('by')} proposent nulle (=)`,
  draw_offered_with_move: (p) => `${p.les('by')} proposent nulle avec leur coup (=)`,
  envelope_opened: (p) => `l'enveloppe est ouverte : ${p.move('move_san')}`,
  fined: (p) => `${p.les('against')} reçoivent une amende`,
  first_illegal_move: (p) => `premier coup illégal ${p.des('by')} (${p.article('article')}) : ${p.les('opponent')} reçoivent ${p.more('ms')}`,
  flag_claimed: (p) => `${p.les('by')} réclament la chute du drapeau ${p.des('opponent')}`,
  flag_fell: (p) => `le drapeau ${p.des('side')} est tombé`,
  game_is_over: (p) => `la partie est terminée : ${p.raw('result')} (${p.reason('reason')})`,
  game_is_over_article: (p) => `la partie est terminée : ${p.raw('result')} (${p.reason('reason')}, ${p.article('article')})`,
  game_is_over_result: (p) => `la partie est terminée : ${p.raw('result')}`,
  game_over: (p) => `fin de la partie : ${p.raw('result')} (${p.reason('reason')})`,
  game_starts: (p) => `la partie commence : ${t(`category.${p.raw('category')}` as 'category.standard', {}, 'fr')} (${p.article('category_article')}) ; la pendule ${p.des('first')} est en marche`,
  game_starts_no_time_limit: (p) => `la partie commence sans limite de temps ; ${p.les('first')} ont le trait`,
  game_starts_time_limit: (p) => `la partie commence avec la limite de temps ${p.control('control', 'fr')} ; la pendule ${p.des('first')} est en marche`,
  iii_4_granted: (p) => `un incrément de 5 secondes par coup pour les deux adversaires à partir de maintenant ; ${p.les('opponent')} reçoivent deux minutes supplémentaires`,
  iii_4_not_in_blitz: () => 'III.2.2 : la Directive III.4 ne s’applique jamais en Blitz',
  iii_4_refused: (p) => `la Directive III.4 ne peut pas être accordée maintenant${p.because('detail_code')}`,
  iii_not_announced: () => 'III.2.1 : le règlement de la compétition n’a pas annoncé les Directives III',
  iii_not_in_edition: () => 'les Directives III sont celles des Lois de 2023 ; cette édition n’en a pas',
  illegal_capture_no_consequence: (p) => `ni la prise régulière en ${p.raw('capture_on')} ni un coup légal de la pièce touchée en ${p.raw('piece_on')} n'est possible : l'erreur n'entraîne aucune suite`,
  illegal_move: (p) => `coup illégal${p.because('why_code')}`,
  illegal_move_claimable: (p) => `le coup ${p.des('by')} est illégal${p.paren('why_code')} et ne peut pas rester sur l'échiquier : ${p.les('opponent')} peuvent réclamer le gain de la partie dès maintenant`,
  illegal_move_claimed: (p) => `${p.les('by')} font une réclamation pour coup illégal avant de jouer leur coup`,
  illegal_move_corrected: (p) => `le coup illégal ${p.des('by')} est corrigé : la position précédant l'irrégularité est rétablie`,
  illegal_move_replaced: (p) => `le coup illégal ${p.des('by')} n'a pas été réclamé ; il est remplacé`,
  illegal_move_restored: (p) => `coup illégal ${p.des('by')}${p.paren('why_code')} : la position précédant l'irrégularité est rétablie`,
  illegal_move_stands: (p) => `le coup illégal ${p.des('by')} n'a pas été réclamé avant ce coup : il subsiste`,
  illegal_move_stands_unless_claimed: (p) => `le coup ${p.des('by')} est illégal${p.paren('why_code')} ; il subsiste sauf réclamation ${p.des('opponent')} avant leur coup suivant`,
  illegal_move_taken_back: (p) => `coup illégal ${p.des('by')}${p.paren('why_code')} : il est repris`,
  intended_move_illegal: (p) => `le coup prévu « ${p.raw('text')} » est illégal : un autre coup doit être joué avec la même pièce`,
  mate_demanded: (p) => `${p.les('by')} exigent que ${p.les('opponent')} les fassent mat en ${p.raw('limit')} coups : si le mat n'est pas donné en ${p.raw('limit')} coups de part et d'autre, comptés à partir de maintenant et recomptés après chaque prise et chaque mouvement de pion, la partie est déclarée nulle sur réclamation ${p.des('by')} au moment où le compte s'achève`,
  move_sealed: (p) => `${p.les('by')} mettent leur ${ordinal(p.n('move_number'))} coup sous enveloppe ; la partie est ajournée`,
  must_capture: (p) => `${p.les('by')} doivent prendre la pièce adverse en ${p.raw('capture_on')} de façon régulière (la pièce touchée en ${p.raw('piece_on')} ne peut exécuter aucun coup légal)`,
  must_move_piece_instead: (p) => `${p.les('by')} doivent faire un autre coup légal avec la pièce touchée en ${p.raw('piece_on')} (la pièce en ${p.raw('capture_on')} ne peut pas être prise de façon régulière)`,
  must_play_intended: (p) => `${p.les('by')} doivent jouer le coup prévu ${p.move('move_san')}`,
  no_checks: (p) => `le dernier coup ${p.des('by')} n'a pas donné échec, et ${p.les('opponent')} peuvent faire cesser tout échec que ${p.les('by')} donneraient maintenant : aucun échec perpétuel à démontrer (${p.article('article')}) ; la partie continue`,
  no_choice: (p) => `${p.les('by')} n'ont aucun choix à faire (1930, art. 17.b)`,
  no_claim: () => "aucune réclamation n'attend la décision de l'arbitre",
  no_clock: () => "la partie n'a pas de pendule",
  no_clock_to_pause: () => "la partie n'a pas de pendule à arrêter",
  no_clock_to_resume: () => "la partie n'a pas de pendule à remettre en marche",
  no_flag: (p) => `le drapeau ${p.des('opponent')} n'est pas tombé (art. 6.8)`,
  no_illegal_move: (p) => `le dernier coup ${p.des('opponent')} n'est pas un coup illégal maintenu selon A.5.2`,
  no_intended_move: () => 'cette édition des Lois ne connaît pas la réclamation avec un coup prévu : jouez-le, puis réclamez',
  no_mate_demand_rule: () => "ces Lois ne connaissent pas l'exigence de mat en cinquante coups",
  no_move: () => "appuyer sur la pendule sans jouer est refusé en ligne (l'art. 7.5.3 s'applique sur l'échiquier)",
  no_offer: (p) => `${p.les('offerer')} n'ont aucune proposition de nulle en cours`,
  no_perpetual_check_rule: () => "ces Lois ne connaissent pas la nulle par échec perpétuel (1930, art. 16.1.b) : les échecs aboutissent à une répétition, réclamée selon l'art. 9.2, ou à une nulle par accord mutuel",
  no_theory_exception: () => "le projet de 1928 (par. 15.F) n'accorde pas plus de cinquante coups, quelle que soit la théorie",
  not_adjourned: () => "la partie n'est pas ajournée",
  not_notation: (p) => `ce texte n'est pas un coup écrit dans une notation connue${p.because('detail_code')}`,
  not_started: () => "la partie n'a pas commencé (art. 6.6)",
  not_started_start_first: () => "la partie n'a pas commencé (art. 6.6) : il faut d'abord mettre la pendule en marche",
  not_your_turn: (p) => `${p.les('to_move')} ont le trait (art. 1.2)`,
  odds_castles_without_rook: (p) => `${p.les('by')} roquent du côté ${p.raw('castling_side') === 'queen' ? 'de la Dame' : 'du Roi'} sans la Tour enlevée : seul le Roi se déplace`,
  odds_castling_allowed: (p) => `${p.les('giver')} peuvent roquer du côté de la Tour enlevée, comme si celle-ci se trouvait encore en ${p.raw('square')}, à condition que cette case ne soit occupée par aucune autre pièce`,
  odds_first_move_counts: (p) => `le premier coup ${p.des('by')} compte pour ${p.raw('moves')} coups dans le calcul du temps`,
  odds_moves_again: (p) => `${p.les('by')} ont exécuté ${p.raw('made')} des ${p.raw('given')} coups d'avantage et jouent encore, sans dépasser la ligne médiane (${p.article('article')})`,
  odds_moves_in_a_row: (p) => `${p.les('receiver')} exécutent ${p.raw('given')} coups de suite, sans dépasser la ligne médiane de l'échiquier (${p.article('middle_line_article')}) ; ils comptent pour ${p.raw('given')} coups dans le calcul du temps, de même que le premier coup ${p.des('giver')} (${p.article('clock_article')})`,
  odds_pawn_given: (p) => `partie à avantage : ${p.les('giver')} font avantage du pion du Fou du Roi (${p.raw('square')}), enlevé de l'échiquier`,
  odds_piece_given: (p) => `partie à avantage : ${p.les('giver')} font avantage ${GIVEN[p.raw('piece')] ?? p.raw('piece')} en ${p.raw('square')}, enlevé de l'échiquier`,
  odds_start_giver_keeps_move: (p) => `avantage « ${p.raw('odds')} » : ${p.les('giver')} font l'avantage, ${p.les('receiver')} le reçoivent ; ${p.les('first')} ont le trait : celui qui fait avantage d'un pion ou d'une pièce a droit au trait (${p.article('article')})`,
  odds_start_move_given: (p) => `avantage « ${p.raw('odds')} » : ${p.les('giver')} font l'avantage, ${p.les('receiver')} le reçoivent ; ${p.les('first')} ont le trait : le trait est compris dans l'avantage accordé (${p.article('article')})`,
  offer_after_sealing_stands: (p) => `la proposition de nulle ${p.des('offerer')}, faite après la mise sous enveloppe du coup, reste valable`,
  offer_declined_by_move: (p) => `${p.les('by')} ont joué : la proposition de nulle ${p.des('offerer')} est rejetée`,
  offer_not_made: (p) => {
    const why = p.raw('reason_code');
    return `le coup est maintenu ; la proposition de nulle n'est pas faite${isCode(why) && why !== 'offer_not_made' ? ` : ${FR[why](p)}` : ''}`;
  },
  offer_pending: (p) => `la proposition de nulle ${p.des('offerer')} est en cours : acceptez-la ou rejetez-la`,
  offer_stands_already: (p) => `la proposition de nulle ${p.des('by')} est déjà en cours (9.1.2.1)`,
  offer_too_early: (p) => `art. 9.1.1 : aucune proposition de nulle avant le coup ${p.raw('moves')}`,
  offers_forbidden: () => 'art. 9.1.1 : le règlement de la compétition interdit la nulle par accord mutuel',
  paused: () => "la pendule est arrêtée (art. 6.11.3 : l'arbitre décide quand la partie reprend)",
  penalty_points: (p) => `sanction contre ${p.les('against')} : les points ${p.des('side')} varient de ${p.raw('delta')}`,
  penalty_time_added: (p) => `sanction contre ${p.les('against')} : ${p.les('opponent')} reçoivent ${p.more('ms')}`,
  penalty_time_taken: (p) => `sanction contre ${p.les('against')} : ${p.minutes('ms')} en moins`,
  perpetual_check_claimed: (p) => `${p.les('by')} réclament la nulle par échec perpétuel, soumise à la décision de l'arbitre : ${factsFr(p)}`,
  perpetual_check_rejected: (p) => `l'arbitre rejette la réclamation d'échec perpétuel ${p.des('by')} : la partie continue`,
  perpetual_check_upheld: (p) => `l'arbitre admet la réclamation ${p.des('by')} : partie nulle par échec perpétuel`,
  piece_must_move: (p) => `la pièce en ${p.raw('square')} doit être déplacée (pièce touchée, art. 4.3)`,
  piece_must_move_article: (p) => `la pièce en ${p.raw('square')} doit être jouée de façon régulière (${p.article('article')})`,
  play_waits_for_ruling: () => "la partie est suspendue jusqu'à la décision de l'arbitre",
  player_pauses: (p) => `${p.les('side')} mettent la pendule en pause pour appeler l'arbitre (6.11.4 : l'arbitre détermine si cette mise en pause est justifiée)`,
  promotion_to_queen: () => 'le pion a atteint la dernière rangée sans être remplacé par une nouvelle pièce : il est remplacé par une dame, et le coup est illégal',
  promotion_unnamed: () => 'une promotion doit nommer la nouvelle pièce (art. 3.7.5.1)',
  resigns: (p) => `${p.les('by')} abandonnent`,
  result_declared: (p) => `l'arbitre déclare le résultat ${p.raw('result')} (${p.reason('reason')})`,
  result_stands: (p) => `la partie est terminée (${p.raw('result')}) : son résultat est maintenu (art. 7.2.1, 7.3)`,
  seal_not_on_move: () => 'Directive I.1.1 : le joueur ayant le trait met son coup sous enveloppe',
  sealed_move_unplayable: (p) => `le coup sous enveloppe « ${p.raw('sealed')} » ne peut pas être joué${p.because('detail_code')}`,
  start_position_too_late: () => "A.5.1.2 : après dix coups de chaque joueur, aucune réclamation sur la position initiale n'est possible",
  start_position_wrong: () => 'la position initiale des pièces était incorrecte : la partie est annulée et une nouvelle partie est jouée',
  theory_doubled: (p) => `la théorie a démontré que ${p.raw('theory')} coups sont nécessaires pour forcer la décision, selon l'arbitre : il est accordé un nombre de coups double`,
  theory_fifty: (p) => `les ${p.raw('theory')} coups de la théorie ne dépassent pas 50 : les 50 coups sont maintenus`,
  theory_out_of_range: (p) => `${p.raw('theory')} coups : aucune théorie n'a établi un gain forcé aussi long (au plus ${p.raw('max')}, 1930, art. 16.1.f)`,
  time_given: (p) => `l'arbitre donne ${p.more('ms')} ${p.aux('to')}`,
  time_went_back: (p) => `t = ${p.raw('t')} ms précède celui de l'événement précédent, ${p.raw('last_t')} ms`,
  unknown_piece: (p) => `une lettre du coup ne désigne aucune pièce dans la notation choisie${p.paren('detail_code')}`,
  warned: (p) => `${p.les('against')} reçoivent un avertissement`,
  // Issue 23: touch-move and the physical board (Art. 4.2–4.8, 7.4, 7.6, 9.4, D.2.2; 1930, art. 14, 15, 18.1).
  not_otb: (p) => `${p.article('article')} : seulement sur l'échiquier : une partie en ligne n'a pas de pièces à toucher ni à déplacer`,
  touch_not_on_move: (p) => `${p.article('article')} : seul le joueur ayant le trait est lié en touchant une pièce ; le trait est ${p.aux('to_move')}`,
  adjust_not_on_move: (p) => `${p.article('article')} : seul le joueur ayant le trait peut recentrer des pièces ; le trait est ${p.aux('to_move')}`,
  bad_square: (p) => `« ${p.raw('square')} » n'est pas une case`,
  no_piece_there: (p) => `il n'y a pas de pièce en ${p.raw('square')}`,
  touch_bound_move: (p) => `${p.article('article')} : la pièce en ${p.raw('square')} a été touchée et doit être déplacée`,
  touch_bound_capture: (p) => `${p.article('article')} : la pièce en ${p.raw('square')} a été touchée et doit être prise`,
  touch_bound_capture_with: (p) => `${p.article('article')} : la pièce en ${p.raw('target')} doit être prise avec la pièce en ${p.raw('square')}`,
  touch_bound_castle: (p) => `${p.article('article')} : le roi, puis la tour en ${p.raw('square')}, ont été touchés : il faut roquer de ce côté`,
  touch_bound_king: (p) => `${p.article('article')} : le roque avec cette tour est illégal : le roi en ${p.raw('square')} doit effectuer un autre coup légal`,
  touch_bound_one_of: (p) => `${p.article('article')} : le coup doit être l'un de ceux que l'adversaire peut désigner : jouer la pièce en ${p.raw('pieces') || '—'} ou prendre la pièce en ${p.raw('targets') || '—'}`,
  no_touch: (p) => `${p.les('by')} n'ont touché aucune pièce lors de ce coup`,
  no_touch_choice: (p) => `aucune pièce touchée n'est à désigner par ${p.les('by')}`,
  not_designable: (p) => `${p.article('article')} : la pièce en ${p.raw('square')} n'est pas de celles que ${p.les('by')} peuvent désigner`,
  touched_before_claim: (p) => `${p.article('article')} : ${p.les('by')} ont touché la pièce en ${p.raw('square')} et perdent le droit de réclamer la nulle selon l'article 9.2 ou 9.3 lors de ce coup`,
  claim_lost: (p) => `${p.article('article')} : ${p.les('by')} ont touché la pièce en ${p.raw('square')} et perdent le droit de protester quant à la violation de l'article 4 par ${p.les('opponent')}`,
  no_move_to_claim: (p) => `${p.les('opponent')} n'ont joué aucun coup contre lequel protester`,
  touch_must_move: (p) => `${p.les('by')} ont touché la pièce en ${p.raw('square')} et doivent la déplacer`,
  touch_must_capture: (p) => `${p.les('by')} ont touché la pièce en ${p.raw('square')} et doivent la prendre`,
  touch_must_capture_with: (p) => `${p.les('by')} doivent prendre la pièce en ${p.raw('target')} avec la pièce en ${p.raw('square')}`,
  touch_must_castle: (p) => `${p.les('by')} ont touché le roi, puis la tour en ${p.raw('square')}, et doivent roquer de ce côté`,
  touch_must_move_king: (p) => `${p.les('by')} ne peuvent pas roquer avec cette tour : le roi en ${p.raw('square')} doit effectuer un autre coup légal`,
  touch_opponent_designates: (p) => `${p.les('opponent')} peuvent désigner la pièce que ${p.les('by')} devront jouer (en ${p.raw('pieces') || '—'}) ou prendre (en ${p.raw('targets') || '—'})`,
  touch_binds_nothing: (p) => `${p.les('by')} ont touché la pièce en ${p.raw('square')} ; aucune pièce touchée ne peut être déplacée ou prise : tout coup légal est libre`,
  touch_peg_in_hole: (p) => `sur l'échiquier spécial, la tige de la pièce en ${p.raw('square')} est restée dans son ouverture de fixation : la pièce n'est pas touchée`,
  adjust_announced: (p) => `${p.les('by')} annoncent « j'adoube » : la prochaine pièce touchée est recentrée, pas jouée`,
  adjusted: (p) => `${p.les('by')} recentrent la pièce en ${p.raw('square')}`,
  adjust_opponent_forbidden: (p) => `${p.les('by')} ne peuvent adouber que leurs propres pièces : la pièce en ${p.raw('square')} est à l'adversaire, et la toucher compte comme une pièce touchée`,
  touch_released: (p) => `l'arbitre juge le contact ${p.des('by')} clairement accidentel : les pièces touchées ne lient plus`,
  touch_designated: (p) => `${p.les('by')} désignent la pièce en ${p.raw('square')}`,
  demand_void: (p) => `${p.les('by')} désignent la pièce en ${p.raw('square')}, qui ne peut pas être jouée légalement : la demande est traitée comme non avenue et ${p.les('by')} perdent le droit de réclamer la pénalité ; ${p.les('offender')} jouent le coup légal de leur choix`,
  board_differs: (p) => `l'échiquier diffère de la partie : rétablir ${p.raw('squares')}`,
  board_matches: () => "l'échiquier correspond de nouveau à la partie",
  breach_claimed: (p) => `${p.les('by')} réclament : ${p.les('opponent')} ont enfreint l'article 4 lors du dernier coup ; l'arbitre décide`,
  // Reasons (`game::reasons`): why a move, the clock or a configuration was refused, said
  // inside the sentence that carries them (`why_code`, `detail_code`).
  syntax_empty: () => "rien n'est écrit",
  descriptive_not_notation: (p) => `pas de la notation descriptive à partir de la colonne ${p.raw('column')}`,
  syntax_unexpected: (p) => `le caractère « ${p.raw('character')} » ne peut pas figurer ici dans un coup (colonne ${p.raw('column')})`,
  syntax_no_destination: () => "la case d'arrivée manque",
  syntax_bad_castling: () => "le roque s'écrit 0-0 ou 0-0-0 (C.13), ou O-O, O-O-O",
  syntax_piece_cannot_promote: () => 'seul un pion est promu (C.11)',
  syntax_bad_promotion: (p) => `« ${p.raw('character')} » ne désigne pas une pièce en laquelle un pion peut être promu`,
  unknown_symbol: (p) => `« ${p.raw('character')} » ne désigne aucune pièce dans les notations lues`,
  no_legal_move_written: (p) => `aucun coup légal ne s'écrit « ${p.raw('move_text')} » dans cette position`,
  ambiguous_candidates: (p) => `« ${p.raw('move_text')} » peut désigner ${p.raw('candidates_uci')}`,
  illegal_in_position: (p) => `${p.raw('move_uci')} n'est pas un coup légal dans cette position`,
  past_middle_line: (p) => `${p.raw('square')} est au-delà de la ligne médiane : celui qui reçoit l'avantage de plusieurs coups ne doit pas, en les faisant, dépasser la ligne médiane de l'échiquier (${p.article('rule_article')})`,
  castling_no_rook_given: (p) => `${CASTLE}aucune Tour n'a été donnée de ce côté (${p.article('rule_article')})`,
  castling_king_moved: (p) => `${CASTLE}le Roi a déjà joué (${p.article('rule_article')})`,
  castling_corner_occupied: (p) => `${CASTLE}une autre pièce occupe ${p.raw('square')}, la case de la Tour (${p.article('rule_article')})`,
  castling_path_occupied: (p) => `${CASTLE}${p.raw('square')}, entre le Roi et la case de la Tour, est occupée (${p.article('rule_article')})`,
  castling_in_check: (p) => `${CASTLE}le Roi est en échec (${p.article('rule_article')})`,
  castling_passes_attacked: (p) => `${CASTLE}le Roi passerait par ${p.raw('square')}, qui est attaquée (${p.article('rule_article')})`,
  castling_lands_attacked: (p) => `${CASTLE}le Roi serait en échec en ${p.raw('square')} (${p.article('rule_article')})`,
  odds_unplayable: (p) => `après ${p.raw('move_uci')}, le même joueur ne pourrait plus jouer`,
  promotion_not_named: (p) => `« ${p.raw('move_text')} » : une promotion doit nommer la nouvelle pièce`,
  no_move_made: () => 'la pendule a été appuyée sans jouer un coup (art. 7.5.3)',
  clock_time_went_back: (p) => `l'instant ${p.raw('now_t')} ms précède le dernier événement de la pendule, à ${p.raw('clock_t')} ms`,
  clock_not_started: () => "la pendule n'a pas été mise en marche (art. 6.6)",
  clock_already_started: () => 'la pendule est déjà en marche',
  clock_not_running: (p) => `la pendule ${p.des('clock_side')} n'est pas en marche : seul le joueur ayant le trait appuie sur la pendule (art. 6.2.1)`,
  clock_paused: () => 'la pendule est arrêtée (art. 6.11)',
  clock_not_paused: () => "la pendule n'est pas arrêtée",
  clock_none: () => 'cette partie se joue sans pendule',
  iii_4_not_on_move: () => 'III.4 : seul le joueur ayant le trait peut le demander',
  iii_4_increment_already: () => "III.4 : l'incrément a déjà été introduit",
  iii_2_2_no_increment_or_delay: () => 'III.2.2 : seulement pour les parties sans incrément ni délai',
  iii_4_two_minutes: () => 'III.4 : le joueur doit avoir moins de deux minutes à sa pendule',
  clock_not_allowed: () => "les Règles ne permettent pas cette action sur la pendule",
  time_control_unreadable: (p) => `la cadence « ${p.raw('control')} » ne se lit pas (colonne ${p.raw('column')})`,
  start_fen_not_fen: (p) => `« ${p.raw('fen')} » n'est pas une FEN`,
  start_fen_illegal: (p) => `« ${p.raw('fen')} » n'est pas une position légale`,
  odds_not_in_edition: (p) => `les Règles ${p.raw('edition')} ne connaissent pas les parties à avantage (aucun article comme l'art. 22 de 1930)`,
  odds_no_default_bishop: (p) => `${p.article('rule_article')} ne désigne aucun Fou donné par défaut : précisez lequel`,
  odds_with_start_fen: () => "l'avantage fait la position initiale (1930, art. 22.6, 22.7) : omettez start_fen",
  annex_not_for_category: (p) => `l'annexe ${p.raw('annex')} ne s'applique pas à une partie ${p.raw('category')}`,
  // Findings of `arbiter check` (`game::audit`).
  threefold_not_claimed: (p) => `après le demi-coup ${p.raw('ply')}, la même position s'est présentée pour la troisième fois : la nulle pouvait être réclamée ; la partie a continué`,
  fifty_moves_not_claimed: (p) => `après le demi-coup ${p.raw('ply')}, chaque joueur avait joué 50 coups sans prise ni mouvement de pion : la nulle pouvait être réclamée ; la partie a continué`,
  dead_position_undecided: () => "la recherche d'un mat aidé n'a pas pu décider si la dernière position est morte",
  moves_after_ending: (p) => `${p.raw('extra_plies')} demi-coups notés après la fin de la partie (${p.reason('ending_reason')}) au demi-coup ${p.raw('ply')}`,
  result_contradicts_ending: (p) => `résultat noté ${p.raw('recorded')}, mais la partie s'est terminée ${p.raw('result')} (${p.reason('ending_reason')}) au demi-coup ${p.raw('ply')}`,
  agreed_before_each_moved: () => 'nulle par accord mutuel avant que chaque joueur ait joué un coup',
  agreed_before_black_30: () => 'nulle par accord mutuel avant le 30e coup des Noirs',
  time_loss_cannot_mate: (p) => `${p.les('loser')} ont perdu au temps, mais ${p.les('winner')} ne pouvaient mater par aucune suite de coups légaux : la partie est nulle`,
  resignation_cannot_mate: (p) => `${p.les('loser')} ont abandonné, mais ${p.les('winner')} ne pouvaient mater par aucune suite de coups légaux : la partie est nulle`,
  time_loss_mate_undecided: (p) => `${p.les('loser')} ont perdu au temps ; la recherche d'un mat aidé n'a pas décidé si ${p.les('winner')} pouvaient encore mater`,
  resignation_mate_undecided: (p) => `${p.les('loser')} ont abandonné ; la recherche d'un mat aidé n'a pas décidé si ${p.les('winner')} pouvaient encore mater`,
  perpetual_check_draw: (p) => `${factsFr(p)} : nulle par échec perpétuel`,
  perpetual_check_to_judge: (p) => `${factsFr(p)} : l'arbitre juge l'échec perpétuel`,
  perpetual_check_escapable: (p) => `${factsFr(p)} : la nulle est donc jugée comme une nulle par accord mutuel`,
  // Why reading a game stopped (`game::AuditError`, `arbiter check`).
  pgn_move_unreadable: (p) => `« ${p.raw('written')} » ne se lit pas${p.because('why_code')}`,
  pgn_illegal_move: () => 'coup illégal',
  pgn_comment_never_closed: () => 'commentaire jamais fermé',
  pgn_bad_tag: () => 'une paire de balises s’écrit [Nom "valeur"]',
  pgn_bad_nag: () => 'un NAG s’écrit $ suivi d’un nombre de 0 à 255',
  pgn_unexpected: (p) => `« ${p.raw('token')} » ne peut pas figurer ici`,
  pgn_variation_never_closed: () => 'variante jamais fermée',
  pgn_too_deep: (p) => `variantes imbriquées sur plus de ${p.raw('depth')} niveaux`,
  pgn_bad_fen: () => 'balise FEN : pas une position légale',
  pgn_not_strict: () => 'PGN non strict',
};

/** Param names that hold a move in English SAN. */
const MOVES = new Set(['move_san']);

/** The English sentence of `code`: its template, with the page's words in its holes. */
export function english(code: Code, params: Params, notation: string): string {
  const template: string = codes[code].en;
  const p = new Said(params, notation);
  return template.replace(/\{(\w+)(?:\|(\w+))?\}/g, (whole, name: string, format?: string) => {
    if (!(name in params)) return whole;
    if (format === 'minutes') return minutesWords(p.n(name), 'en');
    if (format === 'clock') return p.clock(name);
    if (format === 'words') return p.raw(name).replace(/_/g, ' ');
    if (format === 'cap') return p.raw(name).charAt(0).toUpperCase() + p.raw(name).slice(1);
    if (MOVES.has(name)) return p.move(name);
    if (name === 'reason' && isKey(`reason.${p.raw(name)}`)) return p.reason(name, 'en');
    if (name === 'control') return p.control(name, 'en');
    if (name === 'category' && isKey(`category.${p.raw(name)}`)) return t(`category.${p.raw(name)}` as 'category.standard', {}, 'en');
    return p.raw(name);
  });
}

/** A sentence of the arbiter's, by code, in `lang`; null when the code is not in the list (a
 * server older or newer than the page: its English text is shown then). */
export function say(code: string, params: Params | undefined, notation: string, lang: Lang = currentLang()): string | null {
  if (!isCode(code)) return null;
  const p = params ?? {};
  return lang === 'fr' ? FR[code](new Said(p, notation)) : english(code, p, notation);
}

/** A notice as the page shows it, capitalised: by its code, else its English text. */
export function noticeWords(notice: { code?: string; params?: Params; text: string }, notation: string, lang: Lang = currentLang()): string {
  const words = (notice.code && say(notice.code, notice.params, notation, lang)) || notice.text;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A refusal's words: by its sentence's key (or its code), else the page's words for its code,
 * else the server's message. */
export function refusalWords(error: { code: string; message: string; key?: string; params?: Params }, notation: string, lang: Lang = currentLang()): string {
  const byKey = say(error.key || error.code, error.params, notation, lang);
  if (byKey) return byKey.charAt(0).toUpperCase() + byKey.slice(1);
  const page = `error.${error.code}`;
  return isKey(page) ? t(page, {}, lang) : error.message;
}
