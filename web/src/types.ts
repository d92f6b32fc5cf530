/**
 * The server's JSON, as ARCHITECTURE.md's contract writes it ("The game as events", "Server").
 * Field names are the contract's; nothing here is invented by the web board.
 */

export type Side = 'white' | 'black';

export interface BySide<T> {
  white: T;
  black: T;
}

/** The clock as shown (Art. 6.1). */
export interface ClockState {
  white_ms: number;
  black_ms: number;
  running: Side | null;
  period: BySide<number>;
  moves_to_control: BySide<number | null>;
  paused?: boolean;
  delay_left_ms?: BySide<number>;
  flag?: BySide<boolean>;
}

/** An article as data (issue 32): the edition of the Laws (`2023`, `1930`) and the number in it
 * (`9.6.2`, `16.1.d`), sent beside the article's text. */
export interface ArticleRef {
  edition: string;
  number: string;
}

/** How the game ended. */
export interface Outcome {
  result: string;
  reason: string;
  article: string;
  /** Absent from a journal older than it. */
  article_ref?: ArticleRef;
  points: BySide<number>;
}

/** An announcement, with the article behind it: its English `text`, and its `code` and
 * `params` from which the page writes it in its language (`codes.ts`). */
export interface Notice {
  article: string;
  /** Absent from a journal older than it. */
  article_ref?: ArticleRef;
  text: string;
  code?: string;
  params?: Record<string, unknown>;
}

/** Why an event was refused: the contract's `code`, the English `message`, and the sentence's
 * own code (`key`) and `params`. */
export interface Refusal {
  code: string;
  message: string;
  key?: string;
  params?: Record<string, unknown>;
}

/** The state after an event. */
export interface State {
  t: number;
  ply: number;
  fen: string;
  to_move: Side;
  clock: ClockState | null;
  draw_offer: Side | null;
  illegal_moves: BySide<number>;
  result: Outcome | null;
  notices: Notice[];
  error: Refusal | null;
  started?: boolean;
  category?: string;
  last_move?: { san: string; uci: string } | null;
  adjourned?: unknown;
  must_move?: {
    by: Side;
    uci?: string | null;
    piece_on: string;
    article: string;
    /** 1930 Art. 17.b: the square of the piece to capture legally (or that may have to be). */
    capture_on?: string;
    /** 1930 Art. 17.b: the opponent whose choice it is, until he chooses (`choose_penalty`). */
    chooser?: Side;
    /** Touch-move (Art. 4.3, 4.4; 1930 Art. 15): `move`, `capture`, `capture_with`, `castle`,
     * `king_move`, `opponent_chooses`; absent for the other bindings. */
    rule?: string;
    /** Touch-move: the squares touched on this move, in order. */
    touched?: string[];
    /** 1930 Art. 15.c–e: the own pieces of which the opponent may designate the one to move. */
    move_one_of?: string[];
    /** 1930 Art. 15.c, 15.e: the opponent's pieces of which he may designate the one to capture. */
    capture_one_of?: string[];
  } | null;
  /** A claim awaiting the arbiter's ruling (1930 Art. 16.1.b): the facts in English (`text`),
   * and — an optional addition — the claim's notice's `code` and `params`, from which the console
   * writes them in its own language after that notice has gone by. */
  pending_claim?: { by: Side; claim: string; article: string; text: string; code?: string; params?: Record<string, unknown> } | null;
  mate_demand?: { by: Side; limit: number; moves_left: number; article: string } | null;
  mate_demands?: BySide<{ by: Side; limit: number; moves_left: number; article: string } | null>;
}

/** A game's configuration. */
export interface Config {
  edition: string;
  time_control: string;
  clock_mode: string;
  mode: string;
  category: string | null;
  start_fen: string | null;
  white: string;
  black: string;
  [k: string]: unknown;
}

/** A seat: a person, or an engine with a strength. */
export type Seat = 'human' | { engine: string; level: number };

/** The whole game (`GET /api/games/{id}`, and a stream's first line). */
export interface GameView {
  id: string;
  status: 'created' | 'started' | 'adjourned' | 'finished';
  seq: number;
  created_ms: number;
  /** The server's time when it answered, ms since the game was created (an optional field). */
  now_t?: number;
  config: Config;
  seats: BySide<Seat>;
  start_fen: string;
  moves: string[];
  san: string[];
  state: State;
}

/** A line of the game list. */
export interface Summary {
  id: string;
  status: string;
  result: string | null;
  white: string;
  black: string;
  created_ms: number;
  seq: number;
}

/** A move as the record shows it (`GET /api/games/{id}/moves`). */
export interface PlyView {
  ply: number;
  uci: string;
  san: string;
  text: string;
  long?: string;
  spoken: string;
  clock_ms: number | null;
  offer: boolean;
}

/** A journalled event (`GET /api/games/{id}/journal`). */
export interface JournalEvent {
  seq: number;
  t: number;
  type: string;
  [k: string]: unknown;
}

/** `POST /api/games`'s answer. */
export interface Created {
  id: string;
  tokens: { white: string; black: string; arbiter: string };
  urls: Record<string, string>;
}

/** What a draw claim would meet if sent now (`GET /api/games/{id}/claim?by=&move=`): the game's
 * own decision on a copy of the game, nothing journalled (Art. 9.2, 9.3, 9.5; 1930 Art. 16). */
export interface ClaimForecast {
  by: Side;
  move: string | null;
  correct: boolean;
  code: 'claim_correct' | 'claim_not_correct';
  /** The ending's article when correct (`9.2.2`); the ruling's (`9.5.3, A.3`) when not. */
  article: string;
  reason: string | null;
  result: Outcome | null;
  /** The time the opponent would be given (9.5.3); 0 when the edition gives none. */
  penalty_ms: number;
  must_move: State['must_move'];
  notices: Notice[];
}

/** The error body of every 4xx. */
export interface ApiErrorBody {
  error: Refusal;
}
