# The arbiter's words in English (issue 32): one catalogue for every crate and the page, read by
# Project Fluent (`fluent-bundle`, `@fluent/bundle`). Each message id is a stable code.
# A code is snake_case; an id with a hyphen is a fragment other messages use (`duration-ms`).
# A group comment `## [crate kind]` starts the codes of one crate and kind: `arbiter-game` builds
# its `game::codes` constants from the `[game ...]` groups (its build.rs); `.error` names the
# contract's error code of a refusal and `.params` the params a code gives beyond those the
# English names. Numbers with a fraction come preformatted; `SECONDS`, `CLOCK`, `WORDS` and `CAP`
# are the catalogue's functions (crates/words/src/lib.rs, web/src/words.ts).

## [fragment] Pieces of sentences several codes share (a referenced message sees the caller's params).

duration-ms = { $ms ->
        [60000] one minute
        [120000] two minutes
       *[other] { SECONDS($ms) } s
    }

## [game reason] Reasons: why a move, the clock or a configuration was refused, said inside the params of a notice or a refusal (`why_code`, `detail_code`).

# Reason `syntax_empty`: nothing written. A move that is no notation says the column (in
# characters, from 1) where it stops being notation, as the notation crate's error does.
syntax_empty = not a move: column { $column }: nothing written

# Reason `syntax_unexpected`: a character that cannot stand in a move.
syntax_unexpected = not a move: column { $column }: '{ $character }' cannot stand here in a move

# Reason `descriptive_not_notation`: a descriptive move that stops being notation (1930
# Art. 5.1: « le système descriptif et le système algébrique »), at `column`, and why
# (`descriptive_syntax`: `empty`, `unexpected` the `character`, `unfinished`, `bad_name` the
# `letters`, `piece_cannot_promote`).
descriptive_not_notation = column { $column }: { $descriptive_syntax ->
        [empty] nothing written
        [unexpected] '{ $character }' cannot stand here in a move
        [unfinished] the move is not finished
        [bad_name] "{ $letters }" names no unit, file or square
       *[piece_cannot_promote] only a pawn is promoted
    }

# Reason `syntax_no_destination`: the text ends before the destination square.
syntax_no_destination = not a move: column { $column }: no destination square

# Reason `syntax_bad_castling`: castling written otherwise than C.13 writes it.
syntax_bad_castling = not a move: column { $column }: castling is written 0-0 or 0-0-0 (C.13), or O-O, O-O-O

# Reason `syntax_piece_cannot_promote`: a piece other than a pawn promoted (C.11).
syntax_piece_cannot_promote = not a move: column { $column }: only a pawn is promoted (C.11)

# Reason `syntax_bad_promotion`: the promotion names no piece a pawn can become.
syntax_bad_promotion = not a move: column { $column }: '{ $character }' is not a piece to promote to

# Reason `unknown_symbol`: the symbol names no piece in the languages read (`languages`: their
# codes, `en, fr`).
unknown_symbol = '{ $character }' names no piece in { $languages }

# Reason `no_legal_move_written`: notation, but no legal move is written so here.
no_legal_move_written = illegal here: no legal move is written "{ $move_text }"

# Reason `ambiguous_candidates`: notation that fits two or more legal moves: each as read
# (`candidates_read`, all but the last, and `candidate_read_last`: a move in UCI and, in
# brackets, the languages that read the text so; in descriptive notation, the move as it should
# have been written and, in brackets, in UCI), and all of them in UCI (`candidates_uci`).
ambiguous_candidates = ambiguous: "{ $move_text }" could be { $candidates_read } or { $candidate_read_last }
    .params = candidates_uci

# Reason `illegal_in_position`: a move that is not legal in the position (Art. 3.10.2).
illegal_in_position = { $move_uci } is not a legal move in this position (Art. 3.10.2)

# Reason `past_middle_line`: a move given by odds past the middle line (1930 Art. 22.4).
past_middle_line = { $square } is past the middle line: the receiver of several moves stays on his half of the board while making them (Art. { $rule_article })

# Reason `castling_no_rook_given` (1930 Art. 22.8).
castling_no_rook_given = castling without the rook given is not possible: no rook was given on that side (Art. { $rule_article })

# Reason `castling_king_moved` (1930 Art. 8, 22.8).
castling_king_moved = castling without the rook given is not possible: the king has already moved (Art. { $rule_article })

# Reason `castling_corner_occupied` (1930 Art. 22.8).
castling_corner_occupied = castling without the rook given is not possible: another piece stands on { $square }, the rook's square (Art. { $rule_article })

# Reason `castling_path_occupied` (1930 Art. 8).
castling_path_occupied = castling without the rook given is not possible: { $square }, between the king and the rook's square, is occupied (Art. { $rule_article })

# Reason `castling_in_check` (1930 Art. 8).
castling_in_check = castling without the rook given is not possible: the king is in check (Art. { $rule_article })

# Reason `castling_passes_attacked` (1930 Art. 8).
castling_passes_attacked = castling without the rook given is not possible: the king would pass through { $square }, which is attacked (Art. { $rule_article })

# Reason `castling_lands_attacked` (1930 Art. 9.3).
castling_lands_attacked = castling without the rook given is not possible: the king would be in check on { $square } (Art. { $rule_article })

# Reason `odds_unplayable`: after the move the same player could not move again.
odds_unplayable = after { $move_uci } the same player could not move again

# Reason `promotion_not_named` (Art. 3.7.5.1; a sealed move, I.8.1).
promotion_not_named = `{ $move_text }`: a promotion must name the new piece

# Reason `no_move_made` (Art. 7.5.3): the clock pressed without a move.
no_move_made = pressed the clock without moving

# Reason `clock_time_went_back`: a time before the clock's last event.
clock_time_went_back = time { $now_t } ms is before the clock's last event at { $clock_t } ms

# Reason `clock_not_started` (Art. 6.6).
clock_not_started = the clock has not been started (Art. 6.6)

# Reason `clock_already_started`.
clock_already_started = the clock is already running

# Reason `clock_not_running` (Art. 6.2.1).
clock_not_running = { $clock_side }'s clock is not running: only the player on move presses (Art. 6.2.1)

# Reason `clock_paused` (Art. 6.11).
clock_paused = the clock is paused (Art. 6.11)

# Reason `clock_not_paused`.
clock_not_paused = the clock is not paused

# Reason `clock_none`.
clock_none = this game is played without a clock

# Reason `iii_4_not_on_move` (Guideline III.4).
iii_4_not_on_move = III.4: only the player on move may ask

# Reason `iii_4_increment_already` (Guideline III.4).
iii_4_increment_already = III.4: the increment was already introduced

# Reason `iii_2_2_no_increment_or_delay` (Guideline III.2.2).
iii_2_2_no_increment_or_delay = III.2.2: only for games without increment or delay

# Reason `iii_4_two_minutes` (Guideline III.4).
iii_4_two_minutes = III.4: the player must have less than two minutes

# Reason `clock_not_allowed`: another operation the Laws do not allow on the clock (the
# clock crate's sentence, in `why`/`detail`, says which).
clock_not_allowed = the Laws do not allow this on the clock

# Reason `time_control_unreadable`: a `time_control` that does not read, from `column` on, and
# why (`control_why`: clock::TimeControlFault's code).
time_control_unreadable = time_control: time control `{ $control }`, column { $column }: { $control_why ->
        [unknown] an unknown time control (`?`) cannot be played
        [empty] empty time control
        [moves] the number of moves must be a whole number above 0
        [sandclock] sandclock controls (`*`) have no place in the Laws
        [seconds] expected seconds
        [increment_seconds] expected seconds after `+`
        [rest_not_last] a period for the rest of the game must be the last
        [no_time] a period must give some time
       *[other] { $control_why }
    }

# Why a FEN does not read (`pgn_bad_fen`, `start_fen_not_fen`, `start_fen_illegal`): `fen_why`,
# notation::pgn::FenFault's code; its `fields`; an illegal position's `position_errors`.
fen-why = { $fen_why ->
        [fields] not a FEN: { $fields } fields; a FEN has the board, side to move, castling and en passant fields, then optionally the two move counters
        [invalid_fen] not a FEN: invalid fen
        [invalid_board] not a FEN: invalid board part in fen
        [invalid_pocket] not a FEN: invalid pocket in fen
        [invalid_turn] not a FEN: invalid turn part in fen
        [invalid_castling] not a FEN: invalid castling part in fen
        [invalid_ep_square] not a FEN: invalid ep square in fen
        [invalid_remaining_checks] not a FEN: invalid remaining checks in fen
        [invalid_halfmove_clock] not a FEN: invalid halfmove clock in fen
        [invalid_fullmoves] not a FEN: invalid fullmove part in fen
       *[illegal_position] not a legal position: illegal position: { $position_errors ->
            [none] unknown reason
           *[other] { WORDS($position_errors) }
        }
    }

# Reason `start_fen_not_fen`: a `start_fen` that is not a FEN (`fen`: its first 60 characters),
# and why (`fen-why`).
start_fen_not_fen = start_fen: `{ $fen }` is { fen-why }

# Reason `start_fen_illegal`: a `start_fen` that is not a legal position, and why (`fen-why`).
start_fen_illegal = start_fen: `{ $fen }` is { fen-why }

# Reason `odds_not_in_edition` (1930 Art. 22).
odds_not_in_edition = odds: the { $edition } Laws have no odds games (no article like 1930 Art. 22): play them under fide-1930 or fide-1928, or set up a position with start_fen

# Reason `odds_no_default_bishop`.
odds_no_default_bishop = odds: Art. { $rule_article } names the queen's rook and knight as the pieces given by default, not a bishop: say which bishop (`queen's bishop` or `king's bishop`)

# Reason `odds_with_start_fen` (1930 Art. 22.6, 22.7).
odds_with_start_fen = odds: the odds make the start position (1930 Art. 22.6, 22.7): leave start_fen out

# Reason `annex_not_for_category` (A.4, A.5 for rapid, B.2, B.3 for blitz).
annex_not_for_category = regulations.annex { $annex } does not apply to a { $category } game

## [game finding] Findings of `arbiter check` (`game::audit`), and why reading a game stopped.

# Finding `threefold_not_claimed` (Art. 9.2; 1930 16.1.c).
threefold_not_claimed = after ply { $ply } the position stood for the third time: a draw could be claimed; play went on

# Finding `fifty_moves_not_claimed` (Art. 9.3; 1930 16.1.e).
fifty_moves_not_claimed = after ply { $ply } fifty moves were made by each player without a capture or pawn move: a draw could be claimed; play went on

# Finding `dead_position_undecided` (Art. 5.2.2).
dead_position_undecided = the helpmate search could not decide whether the last position is dead

# Finding `moves_after_ending`: plies recorded after the board ended the game.
moves_after_ending = { $extra_plies } more plies recorded after the game ended by { WORDS($ending_reason) } at ply { $ply }

# Finding `result_contradicts_ending`: the recorded result is not the board's.
result_contradicts_ending = recorded { $recorded }, but the game ended { $result } by { WORDS($ending_reason) } at ply { $ply }

# Finding `agreed_before_each_moved` (Art. 5.2.3).
agreed_before_each_moved = a draw by agreement before each player made a move

# Finding `agreed_before_black_30` (1930 Art. 16.1.d, 1928 Par. 15.D).
agreed_before_black_30 = a draw by agreement before Black's 30th move

# Finding `time_loss_cannot_mate` (Art. 6.9).
time_loss_cannot_mate = { CAP($loser) } lost on time, but { CAP($winner) } could not checkmate by any series of legal moves: the game is drawn

# Finding `resignation_cannot_mate` (Art. 5.1.2).
resignation_cannot_mate = { CAP($loser) } resigned, but { CAP($winner) } could not checkmate by any series of legal moves: the game is drawn

# Finding `time_loss_mate_undecided` (Art. 6.9).
time_loss_mate_undecided = { CAP($loser) } lost on time; whether { CAP($winner) } could still checkmate was not decided by the helpmate search

# Finding `resignation_mate_undecided` (Art. 5.1.2).
resignation_mate_undecided = { CAP($loser) } resigned; whether { CAP($winner) } could still checkmate was not decided by the helpmate search

# Finding `perpetual_check_draw` (1930 Art. 16.1.b, 1928 Par. 15.B): the checks could not be
# escaped.
perpetual_check_draw = { $facts }: a draw by perpetual check
    .params = by checks_in_a_row repetitions forced forced_moves

# Finding `perpetual_check_to_judge`: the checks went on as far as the search looked.
perpetual_check_to_judge = { $facts }: the arbiter judges the perpetual check
    .params = by checks_in_a_row repetitions forced forced_moves

# Finding `perpetual_check_escapable`: the opponent could stop the checks.
perpetual_check_escapable = { $facts }: so the draw is judged as an agreement
    .params = by checks_in_a_row repetitions forced forced_moves

# Finding `pgn_move_unreadable`: reading stopped at a move that names no single legal move
# (Annex C; a descriptive score, 1930 Art. 5.1), `why_code` its reason ([`REASONS`]).
pgn_move_unreadable = "{ $written }": { $why }
    .params = why_code

# Finding `pgn_illegal_move`: a move the reader gave that the record cannot play.
pgn_illegal_move = illegal move

# Finding `pgn_comment_never_closed`: a `{` comment never closed.
pgn_comment_never_closed = comment never closed

# Finding `pgn_bad_tag`: a tag pair that is not `[Name "value"]`.
pgn_bad_tag = a tag pair is written [Name "value"]

# Finding `pgn_bad_nag`: `$` without a number from 0 to 255.
pgn_bad_nag = a NAG is $ and a number from 0 to 255

# Finding `pgn_unexpected`: a token that cannot stand there.
pgn_unexpected = "{ $token }" cannot stand here

# Finding `pgn_variation_never_closed`: a variation still open at the end of the game.
pgn_variation_never_closed = variation never closed

# Finding `pgn_too_deep`: variations nested deeper than the reader reads.
pgn_too_deep = variations nested more than { $depth } levels deep

# Finding `pgn_bad_fen`: the `FEN` tag does not read (`fen`: as read, its first 60 characters),
# and why (`fen_why`, notation::pgn::FenFault's code): its `fields` (a FEN has 4 to 6), the
# field that does not read, or an illegal position and each reason (`position_errors`: codes
# apart by `, `, or `none`).
pgn_bad_fen = FEN tag: `{ $fen }` is { fen-why }

# Finding `pgn_not_strict`: a repair refused by strict reading: the reader's warning
# (`warning_code`, notation::pgn::WarningKind's code) with its facts, as `arbiter check` says
# the warning (the `warning_…` messages of `## [cli message]`); a repaired move's `repair` by
# `repair-why`, a variation's unreadable move by its reading error (`variation_error`, in
# English, and `variation_error_code`).
pgn_not_strict = not strict PGN: { $warning_code ->
        [move_repaired] "{ $text }" read as { $san } ({ repair-why })
        [missing_result] { warning_missing_result }
        [result_spelling] { warning_result_spelling }
        [result_mismatch] { warning_result_mismatch }
        [detached] { warning_detached }
        [tag_value_unescaped_quotes] { warning_tag_quotes }
        [variation_move_unreadable] in a variation, { $variation_error }: the rest of the variation is passed over, the game read on
        [unknown_edition] { warning_unknown_edition }
       *[other] { $warning_code }
    }

# Fragment: what made a move's text differ from the PGN standard's SAN (`repair`:
# notation::pgn::Repair's code), as the reader's warning `move_repaired` says it.
repair-why = { $repair ->
        [castling_zeros] castling written with zeros
        [figurine] figurine
        [national_letters] national piece letters
        [long_form_dash] long form with a dash
        [capture_colon] capture written ':'
        [capture_without_x] capture without 'x'
        [promotion_without_equals] promotion without '='
        [long_algebraic] long algebraic or UCI
        [capture_mark_wrong] 'x' on a move that captures nothing
        [en_passant_mark_wrong] 'e.p.' on a move that is not en passant
        [en_passant_written] 'e.p.' written
        [check_mark_wrong] wrong check or mate mark
        [check_mark_not_check] check mark on a move that does not check
        [check_mark_other] check or mate mark other than '+' or '#'
       *[other] { $repair }
    }

## [game notice] Notices: what the game announces, each with its article.

# Notice `draw_offered`.
draw_offered = { $by } offers a draw (=)

# Notice `draw_declined`.
draw_declined = { $by } declines { $offerer }'s draw offer

# Notice `claim_incorrect`.
claim_incorrect = { $by }'s claim is not correct: the game goes on

# Notice `claim_correct`.
claim_correct = { $by }'s claim is correct (Art. { $ending_article })

# Notice `claim_incorrect_time_added`.
claim_incorrect_time_added = { $by }'s claim is not correct: the game goes on, { $opponent } gets { duration-ms } more

# Notice `must_play_intended`.
must_play_intended = { $by } must play the intended move { $move_san }
    .params = move_uci

# Notice `intended_move_illegal`.
intended_move_illegal = the intended move `{ $text }` is illegal: another move of the same piece must be played

# Notice `claim_counts_as_offer`.
claim_counts_as_offer = the claim counts as { $by }'s draw offer

# Notice `game_starts`.
game_starts = the game starts: { $category } (Art. { $category_article }); { $first }'s clock runs

# Notice `game_starts_time_limit`.
game_starts_time_limit = the game starts with the time limit { $control }; { $first }'s clock runs
    .params = clock_mode

# Notice `game_starts_no_time_limit`.
game_starts_no_time_limit = the game starts without a time limit; { $first } moves

# Notice `game_over`.
game_over = game over: { $result } ({ $reason })

# Notice `cannot_mate_draw`.
cannot_mate_draw = { $side } cannot checkmate by any series of legal moves: the game is drawn

# Notice `perpetual_check_claimed`.
perpetual_check_claimed = { $by } claims a draw by perpetual check, for the arbiter to judge: { $facts }
    .params = checks_in_a_row repetitions forced forced_moves

# Notice `clocks_stopped_for_ruling`.
clocks_stopped_for_ruling = the clocks are stopped until the arbiter has ruled

# Notice `play_waits_for_ruling`.
play_waits_for_ruling = play waits for the arbiter's ruling

# Notice `perpetual_check_rejected`.
perpetual_check_rejected = the arbiter rejects { $by }'s claim of perpetual check: play goes on

# Notice `clocks_restart`.
clocks_restart = the clocks restart

# Notice `perpetual_check_upheld`.
perpetual_check_upheld = the arbiter upholds { $by }'s claim: a draw by perpetual check

# Notice `demand_ruled_doubled`.
demand_ruled_doubled = the arbiter rules on { $by }'s demand: theory needs { $theory } moves to force the win here, as the arbiter rules: twice as many are granted, counted from the demand
    .params = limit

# Notice `demand_ruled_fifty`.
demand_ruled_fifty = the arbiter rules on { $by }'s demand: theory's { $theory } moves are not more than fifty: the fifty moves stand, counted from the demand
    .params = limit

# Notice `mate_demanded`.
mate_demanded = { $by } demands that { $opponent } mate within { $limit } moves: unless mate comes within { $limit } moves by each player, counted from now and again from each capture or pawn move, the game is drawn on { $by }'s claim at the moment the count runs out

# Notice `theory_doubled`.
theory_doubled = theory needs { $theory } moves to force the win here, as the arbiter rules: twice as many are granted
    .params = limit

# Notice `theory_fifty`.
theory_fifty = theory's { $theory } moves are not more than fifty: the fifty moves stand
    .params = limit

# Notice `demand_lapsed`.
demand_lapsed = { $by } did not claim the draw at the moment the count ran out: it can no longer be claimed, and { $by }'s demand has lapsed

# Notice `demand_run_out`.
demand_run_out = { $limit } moves by each player without mate since { $by }'s demand (or the last capture or pawn move): { $by } may claim the draw now, at this moment only

# Notice `demand_count_restarts`.
demand_count_restarts = a capture or pawn move: the count of { $by }'s demand starts again, { $limit } moves from now

# Notice `demand_claim_correct`.
demand_claim_correct = { $by }'s claim is correct: { $limit } moves by each player without mate since the demand or the last capture or pawn move

# Notice `demand_one_move_left`.
demand_one_move_left = { $by }'s demand to be mated: { $moves_left } more move by each player before the draw can be claimed

# Notice `demand_moves_left`.
demand_moves_left = { $by }'s demand to be mated: { $moves_left } more moves by each player before the draw can be claimed

# Notice `promotion_to_queen`.
promotion_to_queen = the pawn reached the last rank without a new piece: it is replaced by a queen, and the move is illegal

# Notice `illegal_move_replaced`.
illegal_move_replaced = { $by }'s illegal move was not claimed; it is replaced

# Notice `illegal_move_stands`.
illegal_move_stands = { $by }'s illegal move was not claimed before this move: it stands

# Notice `offer_declined_by_move`.
offer_declined_by_move = { $by } moved: { $offerer }'s draw offer is declined

# Notice `draw_offered_with_move`.
draw_offered_with_move = { $by } offers a draw with the move (=)

# Notice `illegal_move_taken_back`.
illegal_move_taken_back = illegal move ({ $why }): it is taken back
    .params = by why_code

# Notice `illegal_move_stands_unless_claimed`.
illegal_move_stands_unless_claimed = { $by }'s move is illegal ({ $why }); it stands unless { $opponent } claims before moving
    .params = why_code

# Notice `illegal_move_claimable`.
illegal_move_claimable = { $by }'s move is illegal ({ $why }) and cannot stand on the board: { $opponent } may claim the game now
    .params = why_code

# Notice `illegal_move_restored`.
illegal_move_restored = illegal move by { $by } ({ $why }): the position before it is restored
    .params = why_code

# Notice `piece_must_move_article`.
piece_must_move_article = the piece on { $square } must be moved ({ $article })
    .params = by

# Notice `piece_must_move`.
piece_must_move = the piece on { $square } must be moved (touch-move, Art. 4.3)
    .params = by

# Notice `capture_or_move_choice`.
capture_or_move_choice = { $by } must capture the piece on { $capture_on } legally or make another legal move with the piece on { $piece_on }: the choice is { $opponent }'s

# Notice `must_capture`.
must_capture = { $by } must capture the piece on { $capture_on } legally (the piece on { $piece_on } has no legal move)
    .params = opponent

# Notice `must_move_piece_instead`.
must_move_piece_instead = { $by } must make another legal move with the piece on { $piece_on } (the piece on { $capture_on } cannot be captured legally)
    .params = opponent

# Notice `illegal_capture_no_consequence`.
illegal_capture_no_consequence = neither a legal capture on { $capture_on } nor a legal move of the piece on { $piece_on } is possible: the error has no consequence
    .params = by opponent

# Notice `chosen_capture`.
chosen_capture = { $by } chooses: { $offender } must capture the piece on { $square } legally

# Notice `chosen_move`.
chosen_move = { $by } chooses: { $offender } must make another legal move with the piece on { $square }

# Notice `first_illegal_move`.
first_illegal_move = { $by }'s first illegal move ({ $article }): { $opponent } gets { duration-ms } more

# Notice `illegal_move_claimed`.
illegal_move_claimed = { $by } claims the illegal move before moving

# Notice `illegal_move_corrected`.
illegal_move_corrected = { $by }'s illegal move is corrected: the position before it is restored

# Notice `offer_not_made`.
offer_not_made = the move stands; the draw offer is not made: { $reason }
    .params = reason_code

# Notice `odds_pawn_given`.
odds_pawn_given = odds: { $giver } gives the king's bishop's pawn, which is off the board
    .params = square

# Notice `odds_piece_given`.
odds_piece_given = odds: { $giver } gives the { $piece } on { $square }, which is off the board

# Notice `odds_start_giver_keeps_move`.
odds_start_giver_keeps_move = odds "{ $odds }": { $giver } gives them, { $receiver } receives them; { $first } has the move: the giver of a pawn or a piece keeps the move (Art. { $article })

# Notice `odds_start_move_given`.
odds_start_move_given = odds "{ $odds }": { $giver } gives them, { $receiver } receives them; { $first } has the move: the move is part of the odds (Art. { $article })

# Notice `odds_moves_in_a_row`.
odds_moves_in_a_row = { $receiver } plays { $given } moves in a row, none past the middle line (Art. { $middle_line_article }); they count as { $given } moves for the time control, and so does { $giver }'s first (Art. { $clock_article })

# Notice `odds_castling_allowed`.
odds_castling_allowed = { $giver } may castle on the side of the rook given as if it stood on { $square }, while no other piece stands there

# Notice `odds_moves_again`.
odds_moves_again = { $by } has made { $made } of the { $given } moves given and moves again, on his half of the board (Art. { $article })

# Notice `odds_first_move_counts`.
odds_first_move_counts = { $by }'s first move counts as { $moves } moves for the time control

# Notice `odds_castles_without_rook`.
odds_castles_without_rook = { $by } castles on the { $castling_side }'s side without the rook given: only the king moves

# Notice `clocks_set`.
clocks_set = the arbiter sets the clocks: White { CLOCK($white_ms) }, Black { CLOCK($black_ms) }

# Notice `time_given`.
time_given = the arbiter gives { $to } { duration-ms } more

# Notice `result_declared`.
result_declared = the arbiter declares the result { $result } ({ $reason })

# Notice `iii_4_granted`.
iii_4_granted = a 5-second increment for both players from now on; { $opponent } gets two more minutes
    .params = requester

# Notice `colours_stay`.
colours_stay = ten moves or more have been made: the game goes on with the colours as they are

# Notice `colours_reversed`.
colours_reversed = the colours were reversed: a new game is played with the colours correct

# Notice `start_position_wrong`.
start_position_wrong = the initial position was incorrect: the game is annulled and a new game played

# Notice `warned`.
warned = { $against } is warned

# Notice `penalty_time_added`.
penalty_time_added = penalty on { $against }: { $opponent } gets { duration-ms } more

# Notice `penalty_time_taken`.
penalty_time_taken = penalty on { $against }: { duration-ms } less

# Notice `penalty_points`.
penalty_points = penalty on { $against }: { $side }'s points change by { $delta }

# Notice `fined`.
fined = { $against } is fined

# Notice `already_penalised`.
already_penalised = { $against }'s move was already penalised as illegal: two irregularities in one move count as one

# Notice `move_sealed`.
move_sealed = { $by } seals move { $move_number }; the game is adjourned

# Notice `envelope_opened`.
envelope_opened = the envelope is opened: { $move_san }
    .params = move_uci

# Notice `offer_after_sealing_stands`.
offer_after_sealing_stands = { $offerer }'s offer, made after the move was sealed, stands

# Notice `sealed_move_unplayable`.
sealed_move_unplayable = the sealed move `{ $sealed }` cannot be played: { $detail }
    .params = detail_code

# Notice `both_flags_down`.
both_flags_down = both flags are down

# Notice `both_flags_first_fell`.
both_flags_first_fell = both flags are down; { $side }'s fell first

# Notice `both_flags_unknown_first`.
both_flags_unknown_first = both flags are down and which fell first cannot be established

# Notice `both_flags_play_on`.
both_flags_play_on = both flags are down in a period with a control ahead: the game goes on

# Notice `both_flags_arbiter_decides`.
both_flags_arbiter_decides = both flags are down and which fell first cannot be established: the clock is paused, the arbiter decides

# Notice `both_flags_no_guideline_iii`.
both_flags_no_guideline_iii = both flags are down and which fell first cannot be established; Guideline III does not apply (III.2): the clock is paused, the arbiter decides

# Notice `flag_fell`.
flag_fell = { $side }'s flag has fallen

# Notice `flag_claimed`.
flag_claimed = { $by } claims { $opponent }'s flag

# Notice `resigns`.
resigns = { $by } resigns

# Notice `player_pauses`.
player_pauses = { $side } pauses the clock to call the arbiter (6.11.4: the arbiter judges whether it was justified)

# Notice `arbiter_pauses_because`.
arbiter_pauses_because = the arbiter pauses the clock: { $reason }

# Notice `arbiter_pauses`.
arbiter_pauses = the arbiter pauses the clock

# Notice `arbiter_resumes`.
arbiter_resumes = the arbiter resumes play

# Notice `touch_must_move` (issue 23: touch-move and the physical board).
touch_must_move = { $by } touched the piece on { $square } and must move it

# Notice `touch_must_capture` (issue 23: touch-move and the physical board).
touch_must_capture = { $by } touched the piece on { $square } and must capture it

# Notice `touch_must_capture_with` (issue 23: touch-move and the physical board).
touch_must_capture_with = { $by } must capture the piece on { $target } with the piece on { $square }

# Notice `touch_must_castle` (issue 23: touch-move and the physical board).
touch_must_castle = { $by } touched the king, then the rook on { $square }, and must castle with it

# Notice `touch_must_move_king` (issue 23: touch-move and the physical board).
touch_must_move_king = { $by } cannot castle with that rook: the king on { $square } must make another legal move

# Notice `touch_opponent_designates` (issue 23: touch-move and the physical board).
touch_opponent_designates = { $opponent } may designate the piece { $by } must move (on { $pieces }) or capture (on { $targets })

# Notice `touch_binds_nothing` (issue 23: touch-move and the physical board).
touch_binds_nothing = { $by } touched the piece on { $square }; no piece touched can be moved or captured: any legal move

# Notice `touch_peg_in_hole` (issue 23: touch-move and the physical board).
touch_peg_in_hole = on the peg board the piece on { $square } stayed in its hole: it is not touched

# Notice `adjust_announced` (issue 23: touch-move and the physical board).
adjust_announced = { $by } announces adjusting: the next piece touched is adjusted, not played

# Notice `adjusted` (issue 23: touch-move and the physical board).
adjusted = { $by } adjusts the piece on { $square }

# Notice `adjust_opponent_forbidden` (1930 Art. 14.2: adjusting the opponent's pieces is
# forbidden; the contact counts as a touch).
adjust_opponent_forbidden = { $by } may adjust only their own pieces: the piece on { $square } is the opponent's, and touching it counts as a touch

# Notice `touch_released` (issue 23: touch-move and the physical board).
touch_released = the arbiter rules { $by }'s contact accidental: the pieces touched bind no more

# Notice `demand_void` (1930 Art. 18.3, 1928 Par. 17: the opponent demanded an illegal move as
# the penalty; his demand is void and he loses the right to the penalty).
demand_void = { $by } designates the piece on { $square }, which cannot be played legally: the demand is void, and { $by } loses the right to claim the penalty; { $offender } may make any legal move

# Notice `touch_designated` (issue 23: touch-move and the physical board).
touch_designated = { $by } designates the piece on { $square }

# Notice `board_differs` (issue 23: touch-move and the physical board).
board_differs = the board differs from the game: restore { $squares }

# Notice `board_matches` (issue 23: touch-move and the physical board).
board_matches = the board matches the game again

# Notice `breach_claimed` (issue 23: touch-move and the physical board).
breach_claimed = { $by } claims that { $opponent } broke Article 4 on the last move: the arbiter rules

# Notice `declaration_withdrawn` (issue 35, item 1: the arbiter takes back his own last declaration).
declaration_withdrawn = the arbiter withdraws the result { $result } he declared: the game is as it was before it, its clocks stopped until the arbiter restarts them

## [game refusal] Refusals: the event changes nothing. `.error` is the contract's error code it is sent under (`*`: the refused error's own code).

# Refusal `agreement_after_black_30` (error code `offer_not_allowed`).
agreement_after_black_30 = Art. { $article }: a draw by agreement only after Black's 30th move
    .error = offer_not_allowed

# Refusal `offers_forbidden` (error code `offer_not_allowed`).
offers_forbidden = Art. 9.1.1: the regulations forbid draws by agreement
    .error = offer_not_allowed

# Refusal `offer_too_early` (error code `offer_not_allowed`).
offer_too_early = Art. 9.1.1: no draw offer before move { $moves }
    .error = offer_not_allowed

# Refusal `agreement_before_both_moved` (error code `offer_not_allowed`).
agreement_before_both_moved = Art. 5.2.3: a draw by agreement needs each player to have made a move
    .error = offer_not_allowed

# Refusal `offer_stands_already` (error code `offer_pending`).
offer_stands_already = { $by }'s offer stands already (9.1.2.1)
    .error = offer_pending

# Refusal `offer_pending` (error code `offer_pending`).
offer_pending = { $offerer }'s offer stands: accept or decline it
    .error = offer_pending

# Refusal `no_offer` (error code `no_offer`).
no_offer = { $offerer } has no draw offer standing
    .error = no_offer

# Refusal `claim_not_on_move` (error code `not_your_turn`).
claim_not_on_move = only the player on move, whose clock runs, may claim (Art. 9.2, 9.3)
    .error = not_your_turn

# Refusal `no_intended_move` (error code `no_intended_move`).
no_intended_move = the { $edition } edition knows no claim by an intended move: play it, then claim
    .error = no_intended_move

# Refusal `game_is_over` (error code `game_over`).
game_is_over = the game is over: { $result } ({ $reason })
    .error = game_over

# Refusal `not_started` (error code `not_started`).
not_started = the game has not started (Art. 6.6)
    .error = not_started

# Refusal `not_notation` (error code `not_notation`).
not_notation = { $detail }
    .error = not_notation
    .params = detail_code

# Refusal `unknown_piece` (error code `unknown_piece`).
unknown_piece = { $detail }
    .error = unknown_piece
    .params = detail_code

# Refusal `illegal_move` (error code `illegal_move`).
illegal_move = { $why }
    .error = illegal_move
    .params = why_code

# Refusal `ambiguous_move` (error code `ambiguous_move`).
ambiguous_move = { $detail }
    .error = ambiguous_move
    .params = detail_code

# Refusal `clock` (error code `clock`).
clock = { $detail }
    .error = clock
    .params = detail_code

# Refusal `config_refused` (error code `*`).
config_refused = { $detail }
    .error = *
    .params = detail_code

# Refusal `time_went_back` (error code `time_went_back`).
time_went_back = t = { $t } ms is before the previous event's { $last_t } ms
    .error = time_went_back

# Refusal `already_started` (error code `already_started`).
already_started = the game has already started
    .error = already_started

# Refusal `game_is_over_article` (error code `game_over`).
game_is_over_article = the game is over: { $result } ({ $reason }, Art. { $article })
    .error = game_over

# Refusal `not_started_start_first` (error code `not_started`).
not_started_start_first = the game has not started (Art. 6.6: `start` first)
    .error = not_started

# Refusal `adjourned` (error code `adjourned`).
adjourned = the game is adjourned (Guideline I): `resume_adjourned` first
    .error = adjourned

# Refusal `paused` (error code `paused`).
paused = the clock is paused (Art. 6.11.3: the arbiter decides when play resumes)
    .error = paused

# Refusal `no_perpetual_check_rule` (error code `no_such_rule`).
no_perpetual_check_rule = the { $edition } Laws have no draw by perpetual check (1930 Art. 16.1.b): the checks end in a repetition, claimed under Art. 9.2, or in a draw by agreement
    .error = no_such_rule

# Refusal `claim_pending` (error code `claim_pending`).
claim_pending = { $by }'s claim of perpetual check awaits the arbiter's ruling
    .error = claim_pending

# Refusal `no_checks` (error code `no_checks`).
no_checks = { $by }'s last move gave no check, and { $opponent } can stop any check { $by } gives now: no perpetual check to demonstrate (Art. { $article }); play goes on
    .error = no_checks

# Refusal `claim_pending_no_move` (error code `claim_pending`).
claim_pending_no_move = { $by }'s claim of perpetual check awaits the arbiter's ruling (Art. { $article }): no move until then
    .error = claim_pending

# Refusal `no_claim` (error code `no_claim`).
no_claim = no claim awaits the arbiter's ruling
    .error = no_claim

# Refusal `demand_pending` (error code `demand_pending`).
demand_pending = { $by }'s demand to be mated stands (Art. { $article }): one demand a player, for a second would only restart the count of the first
    .error = demand_pending

# Refusal `no_mate_demand_rule` (error code `no_such_rule`).
no_mate_demand_rule = the { $edition } Laws have no demand to be mated in fifty moves
    .error = no_such_rule

# Refusal `no_theory_exception` (error code `no_theory_exception`).
no_theory_exception = the 1928 draft (Par. 15.F) grants no more than fifty moves, whatever the theory
    .error = no_theory_exception

# Refusal `theory_out_of_range` (error code `theory_out_of_range`).
theory_out_of_range = { $theory } moves: no theory has established a forced win that long (at most { $max }, 1930 Art. 16.1.f)
    .error = theory_out_of_range

# Refusal `not_your_turn` (error code `not_your_turn`).
not_your_turn = { $to_move } is on move (Art. 1.2)
    .error = not_your_turn

# Refusal `choice_pending` (error code `choice_pending`).
choice_pending = Art. { $article }: { $chooser } chooses first what { $by } must play (`choose_penalty`)
    .error = choice_pending

# Refusal `no_move` (error code `no_move`).
no_move = a press without a move is refused online (Art. 7.5.3 applies over the board)
    .error = no_move

# Refusal `promotion_unnamed` (error code `ambiguous_move`).
promotion_unnamed = a promotion must name the new piece (Art. 3.7.5.1)
    .error = ambiguous_move

# Refusal `bound_capture` (error code `bound_move`).
bound_capture = Art. { $article }: the piece on { $square } must be captured legally
    .error = bound_move

# Refusal `bound_intended` (error code `bound_move`).
bound_intended = Art. { $article }: the intended move { $move_uci } must be played
    .error = bound_move
    .params = move_san

# Refusal `bound_piece` (error code `bound_move`).
bound_piece = Art. { $article }: the piece on { $square } must be moved
    .error = bound_move

# Refusal `no_choice` (error code `no_choice`).
no_choice = { $by } has no choice to make (1930 Art. 17.b)
    .error = no_choice

# Refusal `no_illegal_move` (error code `no_illegal_move`).
no_illegal_move = { $opponent }'s last move is not an illegal move standing under A.5.2
    .error = no_illegal_move

# Refusal `iii_4_not_in_blitz` (error code `not_allowed`).
iii_4_not_in_blitz = III.2.2: Guideline III.4 never applies to blitz
    .error = not_allowed

# Refusal `iii_not_announced` (error code `not_allowed`).
iii_not_announced = III.2.1: the regulations did not announce Guideline III (regulations.guideline_iii)
    .error = not_allowed

# Refusal `iii_not_in_edition` (error code `not_allowed`).
iii_not_in_edition = Guideline III is the 2023 Laws'; the { $edition } edition has none
    .error = not_allowed

# Refusal `iii_4_refused` (error code `not_allowed`).
iii_4_refused = { $detail }
    .error = not_allowed
    .params = detail_code

# Refusal `start_position_too_late` (error code `too_late`).
start_position_too_late = A.5.1.2: after ten moves by each player no claim about the initial position can be made
    .error = too_late

# Refusal `no_clock` (error code `no_clock`).
no_clock = the game has no clock
    .error = no_clock

# Refusal `result_stands` (error code `game_over`).
result_stands = the game is over ({ $result }): its result stands (Art. 7.2.1, 7.3)
    .error = game_over

# Refusal `bad_points` (error code `bad_ruling`).
bad_points = 12.9.4, 12.9.5, 10.2: `points` must be a positive multiple of { $step } under { $scoring }
    .error = bad_ruling

# Refusal `game_is_over_result` (error code `game_over`).
game_is_over_result = the game is over: { $result }
    .error = game_over

# Refusal `default_time_not_passed` (error code `too_early`).
default_time_not_passed = Art. 6.7.1: the default time ({ CLOCK($default_ms) }) has not passed
    .error = too_early

# Refusal `seal_not_on_move` (error code `not_your_turn`).
seal_not_on_move = Guideline I.1.1: the player on move seals the move
    .error = not_your_turn

# Refusal `not_adjourned` (error code `not_adjourned`).
not_adjourned = the game is not adjourned
    .error = not_adjourned

# Refusal `no_flag` (error code `no_flag`).
no_flag = { $opponent }'s flag has not fallen (Art. 6.8)
    .error = no_flag

# Refusal `both_flags` (error code `both_flags`).
both_flags = both flags are down: no claim on time (A.5.3); the arbiter decides
    .error = both_flags

# Refusal `no_clock_to_pause` (error code `no_clock`).
no_clock_to_pause = the game has no clock to pause
    .error = no_clock

# Refusal `no_clock_to_resume` (error code `no_clock`).
no_clock_to_resume = the game has no clock to resume
    .error = no_clock

# Refusal `not_otb` (issue 23: touch-move and the physical board).
not_otb = Art. { $article }: only over the board: an online game has no pieces to touch or displace
    .error = not_over_the_board

# Refusal `touch_not_on_move` (issue 23: touch-move and the physical board).
touch_not_on_move = Art. { $article }: only the player on move is bound by touching a piece; { $to_move } is on move
    .error = not_your_turn

# Refusal `adjust_not_on_move` (issue 23: touch-move and the physical board).
adjust_not_on_move = Art. { $article }: only the player on move may adjust pieces; { $to_move } is on move
    .error = not_your_turn

# Refusal `bad_square` (issue 23: touch-move and the physical board).
bad_square = { $square } is not a square
    .error = bad_square

# Refusal `no_piece_there` (issue 23: touch-move and the physical board).
no_piece_there = there is no piece on { $square }
    .error = no_piece

# Refusal `touch_bound_move` (issue 23: touch-move and the physical board).
touch_bound_move = Art. { $article }: the piece on { $square } was touched and must be moved
    .error = bound_move

# Refusal `touch_bound_capture` (issue 23: touch-move and the physical board).
touch_bound_capture = Art. { $article }: the piece on { $square } was touched and must be captured
    .error = bound_move

# Refusal `touch_bound_capture_with` (issue 23: touch-move and the physical board).
touch_bound_capture_with = Art. { $article }: the piece on { $target } must be captured with the piece on { $square }
    .error = bound_move

# Refusal `touch_bound_castle` (issue 23: touch-move and the physical board).
touch_bound_castle = Art. { $article }: the king, then the rook on { $square } were touched: castle with that rook
    .error = bound_move

# Refusal `touch_bound_king` (issue 23: touch-move and the physical board).
touch_bound_king = Art. { $article }: castling with that rook is illegal: the king on { $square } must make another legal move
    .error = bound_move

# Refusal `touch_bound_one_of` (issue 23: touch-move and the physical board).
touch_bound_one_of = Art. { $article }: the move must be one the opponent may designate: move a piece on { $pieces } or capture a piece on { $targets }
    .error = bound_move

# Refusal `no_touch` (issue 23: touch-move and the physical board).
no_touch = { $by } has touched no piece on this move
    .error = no_touch

# Refusal `no_touch_choice` (issue 23: touch-move and the physical board).
no_touch_choice = no touched piece is { $by }'s to designate
    .error = no_choice

# Refusal `not_designable` (issue 23: touch-move and the physical board).
not_designable = Art. { $article }: { $square } is not among the pieces { $by } may designate
    .error = no_choice

# Refusal `touched_before_claim` (issue 23: touch-move and the physical board).
touched_before_claim = Art. { $article }: { $by } touched the piece on { $square } and lost the right to claim a draw under 9.2 or 9.3 on this move
    .error = claim_lost

# Refusal `claim_lost` (issue 23: touch-move and the physical board).
claim_lost = Art. { $article }: { $by } touched the piece on { $square } and lost the right to claim { $opponent }'s breach of Article 4
    .error = claim_lost

# Refusal `no_move_to_claim` (issue 23: touch-move and the physical board).
no_move_to_claim = { $opponent } has made no move to claim against
    .error = no_move

# Refusal `no_declaration_to_withdraw` (issue 35, item 1).
no_declaration_to_withdraw = the game's last step is not a result declared by the arbiter: nothing to withdraw (a declaration is corrected by another)
    .error = nothing_to_withdraw

## [hall refusal] The hall's refusals (crates/server/src/hall/codes.rs, `hall_codes!`: the status, error code and params of each are there).

no_events = this store keeps no events
no_event = no event "{ $id }"
no_token = send `Authorization: Bearer TOKEN`
not_event_arbiter = this token is not this event's arbiter's
event_not_written = the event's step could not be written as JSON
event_body_not_object = an event is created with a JSON object {"{"}"name", "system", "rounds", ...{"}"}
event_unreadable = the body does not read: { $detail }
event_name_length = name: from 1 to 200 characters
swiss_needs_rounds = a Swiss event needs its number of rounds ("rounds")
event_rounds_range = rounds { $rounds }: from 1 to 99
board_seats_empty = board_seats: at least one board's seats, or none
bad_start_date = start_date "{ $date }": YYYY/MM/DD
bad_initial_colour = initial_colour "{ $colour }": white or black
bad_end_date = end_date "{ $date }": YYYY/MM/DD
venue_length = venue: at most 200 characters
player_no_such = no player { $player }
player_edit_renumbers = a round is paired: this change of player { $player } would change the starting numbers (C.04.2 B)
list_format = format "{ $format }": trf, csv or fide
list_not_text = the file is not text (UTF-8 or Latin-1)
list_no_header = line { $line }: no header line naming the columns
list_missing_column = line { $line }: the header has no { $column } column
list_bad_number = line { $line }: { $column } "{ $value }" is not a number in range
list_no_name = line { $line }: no name
list_bad_xml = line { $line }: XML: { $detail }
list_bad_trf = line { $line }: { $detail }
list_bad_field = line { $line }: the { $column } column does not read
list_no_players = the file names no player
event_name_control = { $field }: character { $position } is a control character; a name is one line of text
event_unknown_engine = { $seat }: no engine "{ $engine }" here (known: { $known }); no game of the event could take it
event_bad_level = { $seat }: level { $level } is not in 1..20
player_unreadable = a player is {"{"}"name", "rating", "fide_id", "federation"{"}"}; several are {"{"}"players": [...]{"}"}
player_name_length = name: from 1 to 33 characters (TRF columns 15-47)
player_rating_range = rating: at most 3500
player_fide_id_range = fide_id: at most 11 digits
player_bad_federation = federation "{ $federation }": FIDE's three capital letters
player_bad_title = title "{ $title }": one of FIDE's titles (GM, IM, FM, CM, WGM, WIM, WFM, WCM; TRF-16's g, m, f, c, wg, wm, wf, wc)
player_name_control = name: character { $position } is a control character; a name is one line of text
player_fide_id_twice = FIDE id { $fide_id } is entered already ({ $name }): a player enters an event once
too_many_players = at most 9999 players (TRF starting numbers)
event_started = a round robin's table is fixed once round 1 is paired (C.05): no player can enter
round_paired_not_published = round { $round } is paired but not published
round_unfinished = round { $round }: { $pending } board(s) without a result
event_over = the event has { $rounds } rounds
too_few_players = at least two players
pairing_needs_reason = a change of the pairing says why ("reason")
pairing_unknown_player = no player { $player }
pairing_player_twice = player { $player } is paired twice
pairing_player_absent = player { $player } is absent from round { $round } (withdrawn, excluded or on a bye)
pairing_players_left_out = players left out of the round: { $players }
round_published = round { $round } is published already
round_published_no_change = round { $round } is published: its games are being played
no_round = no round { $round } paired
round_not_published = round { $round } is not published
round_not_published_yet = round { $round } is not published yet
bad_forfeit = player { $player } has no game in round { $round }
bad_result = result "{ $result }": 1-0, 0-1, 1/2-1/2, +/-, -/+ or -/-
no_board = no board { $board } in round { $round }
no_item = no open item "{ $item }" in the queue
absence_unreadable = an absence is {"{"}"player", "kind", "from", "rounds", "bye", "reason"{"}"}: { $detail }
absence_no_player = no player { $player }
absence_round_zero = rounds are numbered from 1
round_already_paired = round { $round } is paired already: an absence takes later rounds only, from round { $next } (Art. 12.9.8, 12.9.9)
absence_past_last_round = round { $round }: the event has { $rounds } rounds
absence_to_the_end = a withdrawal or an expulsion lasts to the end: no "rounds", no "bye"
suspension_needs_rounds = a suspension (Art. 12.9.8) says for how many rounds ("rounds" from 1), no "bye"
bye_needs_points = a bye says its points: "bye": "half", "full" or "zero"
absence_rounds_zero = "rounds" from 1
bye_in_round_robin = a round robin's table pairs every player every round (C.05 Annex 1): a player who misses a round forfeits the game; record a suspension or a withdrawal
player_gone = player { $player } left the event from round { $round } already
absence_reason_length = reason: at most 500 characters
reason_text = { $field }: at most 500 characters, no control character (one line of text)
bad_round_number = round "{ $text }": a number from 1
bad_board_number = board "{ $text }": a number from 1
bad_after_number = after "{ $text }": a number from 1
bad_query = the query does not read: { $detail }
bad_json = the body does not read: { $detail }
bad_body = the body does not read: { $detail }
too_large = { $detail }
unauthorized = { $detail }
not_found = no game "{ $id }"
storage = the journal could not be written or read; nothing was acknowledged
conflict = game { $game }: step { $seq } was journalled by another writer; send it again

discard_no_draft = no round { $round } is paired: there is no draft to discard
round_published_no_discard = round { $round } is published: its games exist, it is not discarded (an absent player loses by forfeit, Art. 6.7.1)
draft_outdated = the draft of round { $round } no longer matches the absences (players { $players }): pair it again, or change it by hand
undo_nothing = there is no step to undo
undo_published_played = round { $round } cannot be unpublished: a move is played on board { $board } (the games are under way)
undo_not_last = step { $seq } is no longer the last: step { $last } came after it; look again before undoing
undo_ruling_overtaken = round { $round }, board { $board }: the game has moved on since the arbiter declared its result (or the result is gone): it is no longer withdrawn by an undo; declare the result again from the result screen
absence_not_found = player { $player } has no absence from round { $round }
absence_round_published = round { $round } is published: player { $player }'s absence from it stands (the game is settled over the board, Art. 6.7.1); record an absence from a later round instead
present_unreadable = an absence is taken back with {"{"}"player", "round", "reason"{"}"}: { $detail }
game_withdrawn = game { $game } was withdrawn by the arbiter of event { $event }: its round's publication was taken back before any move; the round's new games are on the event's page

## [hall word] The hall's warnings and notes (`hall_words!`).

pairing_rematch = players { $white } and { $black } have met already (C.04.1 b: two players shall not play each other more than once)
pairing_changed_fide_rated = the pairing of a FIDE-rated event was changed by hand; the change is journalled and must be justified to the rating officer (C.04.2 A.6, C.04.A)
absent_withdrawal = player { $player } absent from round { $round }: withdrawal
absent_suspension = player { $player } absent from round { $round }: suspension (Art. 12.9.8)
absent_expulsion = player { $player } absent from round { $round }: expulsion (Art. 12.9.9)
absent_bye = player { $player } absent from round { $round }: bye
berger_round = round { $round } of the Berger table for { $players } players{ $double ->
        [yes] , double round robin
       *[other] {""}
    }
player_maybe_twice = { $name } is entered already with the same rating and federation, without a FIDE id to tell them apart: the same player entered twice?

pairing_bye_again = player { $player } has had a pairing-allocated bye or a forfeit win already (C.04.1 d: such a player shall not receive the pairing-allocated bye)
pairing_colour_difference = player { $player }'s colour difference would be { $difference } (C.04.1 f: not greater than 2 nor less than -2)
pairing_colour_three = player { $player } would have the same colour three times in a row (C.04.1 g)

## [tournament error] The tournament crate's errors the hall's routes pass through (`tournament::words`: the Dutch system's, Berger's tables', the tie-breaks', the scoring's, and the `scoring_…` reasons said inside `trf_bad_scoring`; crates/tournament/build.rs generates their constants from this group; the hall's `hall_codes!` rows name the same keys). A text of the client's is quoted as Rust's `{:?}` writes it.

unknown_tiebreak = unknown tie-break code "{ $tiebreak }" (PTS, DE, EDE, WIN, WON, BPG, BWG, BH, FB, SB, KS, PS, ARO, TPR, APRO, with /C1, /M1 …)
berger_bad_player_count = a round robin needs from 2 to 9999 players, not { $players }
# `reason`: one of the `scoring_…` reasons below in English, `reason_code` its key (with its params beside).
trf_bad_scoring = tag 162, column { $column }: { $reason }
    .params = reason_code
repeated_starting_number = starting number { $number } is given twice
unknown_opponent = player { $number }'s round { $round } names opponent { $opponent }, who is not in the field
one_sided_game = player { $number }'s round { $round } against { $opponent } is not recorded the same way by the opponent
unknown_forbidden_player = a forbidden pair names player { $number }, who is not in the field
bad_forbidden_pairs = the forbidden-pairs line `XXP { $line }` does not list two or more starting numbers
no_legal_pairing = no pairing satisfies the absolute criteria C1-C3 (C.04.3 2.1.1–2.1.3: the round cannot be completed)
game_without_colour = player { $number }'s game of round { $round } has no colour
no_such_round = round { $round } cannot be paired: the file has { $played } rounds played
field_too_large = { $players } players are more than this engine packs into one weight
# Why a tag 162 (the scoring) does not read: the `reason_code` of `trf_bad_scoring`, its words its `reason`.
scoring_not_points = not points in the form 11.5: "{ $text }"
scoring_not_a_result = not one of W D L A P X: '{ $letter }'

## [tournament file error] The tournament crate's errors in reading a file (a TRF, its records), said by the CLI alone (`arbiter standings`, `trf`, `pair`): `tournament::words`, whose constants are generated from this group by crates/tournament/build.rs. `.error` is the contract's code it is sent under when it is not the id. A text of the file is quoted as Rust's `{:?}` writes it.

records_repeated_starting_number = line { $line }: starting number { $number } is given twice (first on line { $first })
    .error = repeated_starting_number
records_unknown_opponent = line { $line }: player { $number }'s round { $round } names opponent { $opponent }, who is not in the field
    .error = unknown_opponent
records_one_sided_game = line { $line }: player { $number }'s round { $round } against { $opponent } is not recorded the same way on the opponent's line { $opponent_line }
    .error = one_sided_game
# A player record's error at its place: `detail` is the error's own sentence (one of the `trf_bad_…` below).
trf_place = line { $line }, column { $column }: { $detail }
trf_bad_starting_number = the starting number (columns 5-8) is not a number from 1 to 9999: "{ $text }"
trf_bad_sex = the sex (column 10) is not m, w or blank: '{ $text }'
# `field`: `rating`, `fide_id`, `rank`, `opponent`.
trf_bad_number = the { $field ->
        [fide_id] FIDE id
       *[other] { $field }
    } is not a number: "{ $text }"
trf_bad_points = the points (columns 81-84) are not a decimal such as 11.5: "{ $text }"
trf_bad_colour = the colour is not w, b, - or blank: '{ $text }'
trf_bad_result = the result is not one of TRF's codes (+ - W D L 1 = 0 H F U Z or blank): '{ $text }'
points_unreadable = not a number of points with at most one decimal: "{ $text }"
round_unknown_opponent = round { $round }: player { $player }'s opponent { $opponent } is not in the event
round_records_disagree = round { $round }: the records of players { $player } and { $opponent } disagree
absence_unknown_player = no player has the starting number { $player }
    .error = unknown_player
absence_round_already_paired = round { $round } is paired or played already for player { $player }: only later rounds
    .error = round_already_paired
absence_leaves_a_gap = player { $player }'s record ends at round { $recorded }; an absence from round { $round } would leave a gap
absence_rounds_unknown = the number of rounds is not known (tag 142 or XXR)
    .error = rounds_unknown
absence_no_round = rounds are numbered from 1
    .error = no_round


## [cli message] The command line's own words (crates/cli/src/said.rs; its constants are generated from this group by crates/cli/build.rs): what `arbiter` prints beside a code, in English (and in French too where `arbiter pair` says both). `.error` is the code it is printed under when it is not the id. A `{ $detail }` passes on a library's own words (serde's, the PGN reader's); a text of the input is quoted as Rust's `{:?}` writes it.

# `arbiter game`: a line that is not an event (`detail`: serde's words).
line_not_an_event = line { $line }, column { $column }: { $detail }
    .error = bad_event
# `arbiter status`: a line of input that is not UTF-8.
line_not_utf8 = the line is not valid UTF-8 text
    .error = bad_line
# A file read as Latin-1 where it is not UTF-8 (`arbiter check`, `convert`, `status`).
file_not_utf8 = { $path }: not UTF-8 (line { $line }); the bytes that are not UTF-8 read as Latin-1, the rest as UTF-8
    .error = not_utf8
# `arbiter pair`: every planned round is played (tag 142 or `XXR`).
planned_rounds_played = every planned round ({ $planned }) is played: the event is over, there is no round { $round } to pair
    .error = event_over
# `arbiter standings --edition`: not an edition of C.07.
unknown_c07_edition = C.07 edition { $year } (2024 or 2026)
    .error = unknown_edition
# What the PGN reader repaired or passed over (`arbiter check`'s `warnings`, `arbiter convert`), at its place: `detail` is one of the `warning_…` below.
warning_at = line { $line }, column { $column }: { $detail }
# `repair`: what differed from SAN, by its code (notation::pgn::Repair), worded by `repair-why`.
warning_move_repaired = "{ $text }" read as { $san } ({ repair-why })
    .error = move_repaired
warning_missing_result = no result at the end of the movetext
    .error = missing_result
warning_result_spelling = result written "{ $text }"
    .error = result_spelling
warning_result_mismatch = the Result tag says { $tag } but the movetext ends { $marker }
    .error = result_mismatch
warning_detached = "{ $text }" follows no move: ignored
    .error = detached
warning_tag_quotes = the { $name } tag's value is written "{ $written }" with quotes PGN does not escape: read as "{ $value }"
    .error = tag_value_unescaped_quotes
# `detail`: the PGN reader's words for the move that could not be read.
warning_variation_move = in a variation, { $detail }: the rest of the variation is passed over, the game read on
    .error = variation_move_unreadable
warning_unknown_edition = the Edition tag "{ $tag }" names no edition of the Laws: ignored, the game is read under { $edition }
    .error = unknown_edition

# Issue 32, the command line's remaining words: each is what the command printed before, byte
# for byte, but where docs/words.md lists a sentence improved. The framing around them stays
# in Rust: the program's name (`arbiter convert: …`), a code in brackets (`… [detail_code]`),
# a path before a library's own words (`FILE: <the system's words>`), the table's `|`.

# `arbiter chess960 --random`, on stderr: the number picked (Guideline II.1).
chess960_random = Chess960 start position { $number }
# `arbiter convert --long` with a descriptive notation (`notation`: as `--to` names it).
convert_long_not_algebraic = --long writes long algebraic notation, not { $notation }
# `arbiter convert`, on stderr after `arbiter convert: `: a game's warning (`detail`: one of the `warning_at` sentences), then its code in brackets.
convert_game_warning = game { $game }: { $detail }
# `arbiter convert`: a game the reader stopped in (`detail`: the PGN reader's words).
convert_game_stopped = game { $game }: { $detail }; converted up to there
# `arbiter game`, `arbiter board --config`: the configuration file is not JSON of a game's configuration (`detail`: serde's words).
config_not_read = { $path }: not a game configuration: { $detail }
# `arbiter game`, `arbiter board`: the game refuses the configuration (`detail`: the game's words).
config_error = config: { $detail }
# `arbiter board` without a source of bytes, after `arbiter board: `.
board_no_input = give --device PATH, --replay FILE or the simulate command
# `arbiter board --replay`: a line of a base64 recording that is not base64 (`detail`: the base64 library's words).
board_not_base64 = { $path }:{ $line }: not base64: { $detail }
# `arbiter board`, on stderr after `arbiter board: `: stretches of bytes the DGT reader could not read.
board_not_dgt = { $count ->
        [one] 1 stretch of the input was
       *[other] { $count } stretches of the input were
    } no DGT message (see --events)
# `arbiter board`, on stderr after `arbiter board: `: the dumps showed the board turned round.
board_turned_round = the board was turned round (its square 0 at h1)
# `arbiter board simulate`: the file's moves start elsewhere than the game's configuration.
simulate_other_start = { $file }: the moves start from another position than the game's
# `arbiter board simulate`: a PGN text without a game.
simulate_no_game = no game
# `arbiter serve`: the rate limit's options.
serve_rate_burst = --rate must be positive and --burst at least 1
# `arbiter serve`: a timeout's option (`option`: its name without `--`).
serve_not_seconds = --{ $option } must be a positive number of seconds
serve_connections_at_least_one = --max-connections and --max-connections-per-address must be at least 1
# `arbiter serve`, on stderr: the web board's build is missing (`dir`: where it was looked for).
serve_web_not_built = warning: the web board is not built in { $dir } (its pages answer 503): run `npm --prefix web ci && npm --prefix web run build`
# `arbiter serve`'s first line on stdout, which scripts read (`arbiter serve --help`): its English is a contract.
serve_listening = listening on http://{ $addr }
# `arbiter serve`, on stderr: where to open the web board.
serve_open_browser = open http://{ $addr }/ in a browser to play, watch or arbitrate a game
# `arbiter fide import`: the store cannot hold a rating list.
fide_no_rating_list = { $db }: this store keeps no rating list
# `arbiter fide import`: the reading thread failed (`detail`: tokio's words).
fide_reader_stopped = the reader stopped: { $detail }
# `arbiter fide import`, on stderr after `arbiter fide import: `: the rows left out beyond the 20 shown.
fide_rows_left_out = { $count } more rows left out
# `arbiter fide import`, on stderr after `arbiter fide import: `: a list whose first line names no columns (`server::fide::ListError`; its other faults are said by the hall's `list_…` refusals, whose words are the same).
fide_no_header = line { $line }: no header line naming the columns (ID Number, Name, ...)
# `detail`: the system's words.
fide_unreadable = line { $line }: cannot read: { $detail }
# `arbiter standings`: tag 202's tie-breaks do not read (`detail`: the tournament crate's words); printed after the refusal's code.
standings_tag_202 = tag 202 of the file: { $detail }; name them with --tiebreaks
# `arbiter standings`, on stderr after `arbiter: `: the rounds counted (C.07 16.1). `played`, `counted`: rounds 1 to N (0: none); `planned`: the rounds planned (tag 142 or `XXR`), or `none`; `pending`: the last round recorded when it holds only absences set in advance, or `none`. `rounds_played` is the label scripts read.
standings_rounds = rounds_played: { $played ->
        [0] none
        [1] 1
       *[other] 1-{ $played }
    }{ $planned ->
        [none] {""}
       *[other] {" "}of { $planned } planned
    }; counted: { $counted ->
        [0] none
        [1] 1
       *[other] 1-{ $counted }
    }{ $pending ->
        [none] {""}
       *[other] ; round { $pending } holds only absences set in advance: not played (no zero-point bye for the others, C.07 16.1)
    }
# `arbiter pair --check`, a line a round: the engine refused the round (`code`: its refusal's code).
pair_check_refused = round { $round }: { $code }
# `arbiter pair --check`: the boards only the file has, then only the Dutch system (`white-black`, space separated), and each one's pairing-allocated bye (`{}` or `{N}`).
pair_check_differs = round { $round }: paired_differently: file { $file } bye { $file_bye }; Dutch { $dutch } bye { $dutch_bye }
# `arbiter pair --check`'s last line.
pair_check_summary = { $differing } of { $played } rounds paired differently
# `arbiter check`'s summary on stderr: the edition read under when none is given (`odds`, `default`: editions).
check_edition_default = each game's Edition tag, else { $odds } with an Odds tag, else { $default }
# `arbiter check`'s summary's first line (`edition`: an edition or `check_edition_default`; `seconds`, `rate`: formatted with 2 and 0 decimals).
check_summary = arbiter check ({ $edition }): { $games } games in { $seconds } s ({ $rate } games/s)
# The columns and rows of `arbiter check`'s table on stderr.
check_column_what = what
check_column_count = count
check_valid_games = valid games
check_invalid_games = invalid games
# `reason`: an ending's code (`checkmate`, …).
check_ending = ending: { $reason }
# `article`: a finding's article (`9.6.2`, `1930 16.1.c`); `severity`: its code.
check_finding = finding: Art. { $article } ({ $severity })

## [api error] The server's own refusals, outside the hall and the game (crates/server/src/api_errors.rs; its constants are generated from this group by crates/server/build.rs). `.error` is the contract's error code it is sent under (several sentences may share one), `.status` its HTTP status (`*`: the status of the answer refused, as axum gave it). A sentence carrying `{ $detail }` passes on a library's own words (serde's, axum's).

# A game id the store does not have.
error_no_game = no game "{ $id }"
    .error = not_found
    .status = NOT_FOUND
# Two writers journalled the same step of a game.
error_step_conflict = game { $game }: step { $seq } was journalled by another writer; send it again
    .error = conflict
    .status = CONFLICT
# The journal out of service (the database's error is logged, not sent).
error_storage = the journal could not be written or read; nothing was acknowledged
    .error = storage
    .status = SERVICE_UNAVAILABLE
error_no_token = send `Authorization: Bearer TOKEN`
    .error = unauthorized
    .status = UNAUTHORIZED
error_not_game_token = this token is not one of this game's
    .error = unauthorized
    .status = UNAUTHORIZED
# The Board API: a token that no stored game has.
error_token_no_game = this token is no game's
    .error = unauthorized
    .status = UNAUTHORIZED
# What axum answers by itself before a handler runs (error::json_errors), its sentence as the detail.
error_plain_bad_path = { $detail }
    .error = bad_path
    .status = *
error_plain_bad_query = { $detail }
    .error = bad_query
    .status = *
error_plain_bad_request = { $detail }
    .error = bad_request
    .status = *
error_plain_not_found = { $detail }
    .error = not_found
    .status = *
error_plain_method_not_allowed = { $detail }
    .error = method_not_allowed
    .status = *
error_plain_too_large = { $detail }
    .error = too_large
    .status = *
error_plain_unsupported_media_type = { $detail }
    .error = unsupported_media_type
    .status = *
error_plain_http_error = { $detail }
    .error = http_error
    .status = *
# A request's body: not JSON, not of the expected shape, too large, not read.
error_bad_json = the body does not read: { $detail }
    .error = bad_json
    .status = BAD_REQUEST
error_body_unreadable = the body does not read: { $detail }
    .error = bad_body
    .status = BAD_REQUEST
error_body_too_large = { $detail }
    .error = too_large
    .status = PAYLOAD_TOO_LARGE
error_body_not_read = { $detail }
    .error = bad_body
    .status = *
error_body_over_limit = the request's body is over { $bytes } bytes
    .error = too_large
    .status = PAYLOAD_TOO_LARGE
error_request_timeout = the request's body did not arrive within { $seconds } s
    .error = request_timeout
    .status = REQUEST_TIMEOUT
error_rate_limited = too many requests from this client; slow down
    .error = rate_limited
    .status = TOO_MANY_REQUESTS
# Routes and paths.
error_no_route = no such route
    .error = not_found
    .status = NOT_FOUND
error_method_not_allowed = this route does not take that method
    .error = method_not_allowed
    .status = METHOD_NOT_ALLOWED
error_path_unreadable = { $detail }
    .error = bad_path
    .status = BAD_REQUEST
error_query_unreadable = { $detail }
    .error = bad_query
    .status = BAD_REQUEST
error_no_asset = no such asset
    .error = not_found
    .status = NOT_FOUND
error_web_unreadable = the web board's page cannot be read
    .error = web_unreadable
    .status = SERVICE_UNAVAILABLE
error_web_not_built = the web board is not built: run `npm --prefix web ci && npm --prefix web run build`
    .error = web_not_built
    .status = SERVICE_UNAVAILABLE
# A game created (POST /api/games) and its seats.
error_game_body_not_object = a game is created with a JSON object {"{"}"config", "seats", "start"{"}"}
    .error = bad_body
    .status = BAD_REQUEST
error_unknown_engine = { $side }'s seat: no engine "{ $engine }" here (known: { $known })
    .error = unknown_engine
    .status = BAD_REQUEST
error_bad_level = { $side }'s seat: level { $level } is not in 1..20
    .error = bad_seat
    .status = BAD_REQUEST
# A name (the players' in a config, a seat's own): one line of text, not too long.
error_name_control = { $field }: character { $position } is a control character ({ $character }); a name is one line of text
    .error = bad_name
    .status = BAD_REQUEST
error_name_length = { $field }: at most { $max } characters ({ $given } given)
    .error = bad_name
    .status = BAD_REQUEST
error_name_players_only = a player names his own seat, with his seat's link
    .error = name_players_only
    .status = FORBIDDEN
error_name_body = a name is sent as {"{"}"name"{"}"}: { $detail }
    .error = bad_body
    .status = BAD_REQUEST
error_name_empty = the name is empty
    .error = name_empty
    .status = BAD_REQUEST
error_name_chosen = this seat has its name already
    .error = name_chosen
    .status = CONFLICT
# A rematch (issue 35, item 8): offered and accepted by a friendly game's players once it is over.
error_rematch_players_only = a rematch is offered and accepted by the game's players, with their seat's link
    .error = rematch_players_only
    .status = FORBIDDEN
error_rematch_game_not_over = a rematch is offered once the game is over
    .error = rematch_game_not_over
    .status = CONFLICT
error_rematch_event_game = an event's game has no rematch: the next game is the next round's pairing
    .error = rematch_event_game
    .status = CONFLICT
error_rematch_none = no rematch is offered in this game
    .error = rematch_none
    .status = CONFLICT
error_rematch_accepted = the rematch was accepted: its game exists
    .error = rematch_accepted
    .status = CONFLICT
# The games' list, moves and journal.
error_bad_status_filter = status "{ $status }": one of { $known }
    .error = bad_query
    .status = BAD_REQUEST
error_bad_notation = unknown language "{ $language }": expected one of en, fr, de, es, it, nl, figurine
    .error = bad_notation
    .status = BAD_REQUEST
error_bad_voice = unknown voice "{ $voice }": expected one of de, fr, en
    .error = bad_voice
    .status = BAD_REQUEST
error_journal_unwritable = { $detail }
    .error = journal
    .status = INTERNAL_SERVER_ERROR
error_not_websocket = { $detail }
    .error = not_websocket
    .status = *
# An event sent to a game: its shape, and who may send it (Art. 12).
error_event_not_object = an event is a JSON object with a "type"
    .error = bad_event
    .status = BAD_REQUEST
error_event_stamped = "t" is stamped by the server; send the event without it
    .error = bad_event
    .status = BAD_REQUEST
error_event_unreadable = { $detail }
    .error = bad_event
    .status = BAD_REQUEST
error_arbiter_not_a_player = online, only the player on move moves (Art. 1.2); the arbiter rules on the game (Art. 12) and sends no move for a player
    .error = arbiter_not_a_player
    .status = FORBIDDEN
error_arbiter_only_event = only the arbiter may send this event (Art. 12)
    .error = arbiter_only
    .status = FORBIDDEN
error_not_your_seat = this token is { $seat }'s; it cannot act for { $by }
    .error = not_your_seat
    .status = FORBIDDEN
error_theory_arbiter_only = theory_moves is the arbiter's ruling on what theory establishes (1930 Art. 16.1.f): only the arbiter may send it
    .error = arbiter_only
    .status = FORBIDDEN
# A seat's `resume` of a game paused by its opponent (Art. 6.11.2, 6.11.3), refused.
error_resume_event_game = only the arbiter may send this event (Art. 12): the event's arbiter resumes the games of his event (Art. 6.11.3)
    .error = arbiter_only
    .status = FORBIDDEN
error_resume_claim_pending = only the arbiter may send this event (Art. 12): a claim awaits the arbiter's ruling
    .error = arbiter_only
    .status = FORBIDDEN
error_resume_own_pause = only the arbiter may send this event (Art. 12): a player who paused does not resume himself (Art. 6.11.2, 6.11.3); his opponent may, in a game without an arbiter
    .error = arbiter_only
    .status = FORBIDDEN
error_resume_not_paused = only the arbiter may send this event (Art. 12): the clocks were not stopped by the opponent (Art. 6.11.3)
    .error = arbiter_only
    .status = FORBIDDEN
error_stale_engine_move = the engine's move was for a position the game has left, or this process no longer runs the game; it is dropped
    .error = stale_engine_move
    .status = CONFLICT
# The claim forecast (GET /api/games/{id}/claim).
error_forecast_bad_side = by "{ $by }": white or black, the side that would claim
    .error = bad_query
    .status = BAD_REQUEST
error_forecast_no_side = by=white or by=black: the side that would claim
    .error = bad_query
    .status = BAD_REQUEST
# The electronic board of a game over the board (crates/server/src/board.rs).
error_bad_position = the game's position: { $detail }
    .error = bad_position
    .status = BAD_REQUEST
error_corrupt_sensors = sensor row { $row }: { $detail }
    .error = corrupt_sensors
    .status = INTERNAL_SERVER_ERROR
error_no_board = no board is attached to this game
    .error = no_board
    .status = NOT_FOUND
error_board_relay_arbiter_only = only the arbiter allows a seat to relay a board (Art. 12)
    .error = arbiter_only
    .status = FORBIDDEN
error_board_device_arbiter_only = only the arbiter attaches a board plugged into the server (Art. 12)
    .error = arbiter_only
    .status = FORBIDDEN
error_board_detach_arbiter_only = only the arbiter detaches a board (Art. 12)
    .error = arbiter_only
    .status = FORBIDDEN
error_not_over_the_board = a board drives only a game over the board (config "mode":"otb"): only there can an illegal move be completed (Art. 7.5)
    .error = not_over_the_board
    .status = CONFLICT
error_bad_relay = relay "{ $relay }": "white" or "black", the seat whose token posts the board's bytes
    .error = bad_relay
    .status = BAD_REQUEST
error_bad_board_line = line { $line }: not base64: { $detail }
    .error = bad_board_lines
    .status = BAD_REQUEST
error_board_relay_not_attached = no board is attached for { $role }'s token to relay: the arbiter attaches it first, naming the seat that relays it ({"{"}"relay": "{ $role }"{"}"})
    .error = board_not_allowed
    .status = FORBIDDEN
error_board_attached_other_relay = a board is already attached to this game with another relay: detach it first
    .error = board_attached
    .status = CONFLICT
error_board_relay_not_allowed = the arbiter did not allow { $role }'s token to relay this game's board
    .error = board_not_allowed
    .status = FORBIDDEN
error_board_read_by_server = the server reads this game's board from { $path }
    .error = board_attached
    .status = CONFLICT
error_unknown_device = "{ $device }" is not one of the boards this server was started with (arbiter serve --board PATH)
    .error = unknown_device
    .status = BAD_REQUEST
error_board_attached = a board is already attached to this game: detach it first
    .error = board_attached
    .status = CONFLICT
error_attach_body = attach a board with {"{"}"lines": [base64, ...]{"}"}, {"{"}"relay": "white"|"black", "lines": [...]{"}"} or {"{"}"device": PATH{"}"}
    .error = bad_body
    .status = BAD_REQUEST
# The Board API (lichess's routes, crates/server/src/lichess.rs).
error_no_seat_board_api = the arbiter's token has no seat: the Board API acts for a player; the arbiter sends events to /api/games/{ $id }/events
    .error = no_seat
    .status = FORBIDDEN
error_no_seat_stream = the arbiter's token has no colour to report: watch /api/games/{"{"}id{"}"}/stream
    .error = no_seat
    .status = FORBIDDEN
error_bad_flag = { $name } is true or false, not "{ $value }"
    .error = bad_query
    .status = BAD_REQUEST
error_bad_uci = "{ $text }" is not a move in UCI (e2e4, e7e8q)
    .error = bad_uci
    .status = BAD_REQUEST
error_bad_draw_answer = draw/{ $answer }: yes (offer or accept) or no (decline)
    .error = bad_path
    .status = BAD_REQUEST

## [dutch note] Why each board of a Dutch pairing is what it is (tournament::dutch::explain; C.04.3 as applied from 1 February 2026, its criteria tagged C1–C21). Params: starting numbers, points (a fraction preformatted), colours `white`/`black`, `rounds_ago` 1 or 2.

colour-wanted = { $wanted ->
        [black] Black
       *[other] White
    }
colour-got = { $got ->
        [black] Black
       *[other] White
    }
rounds-ago = { $rounds_ago ->
        [2] two rounds ago
       *[other] the previous round
    }
score_difference = { $higher } ({ $higher_points } points) floats down to meet { $lower } ({ $lower_points } points): their score groups could not be paired otherwise (criterion C6, C7: as few players as possible float down, with the lowest scores)
repeated_downfloat = { $player } floats down again, as in { rounds-ago }: no pairing avoided it (criterion { $rounds_ago ->
        [2] C16: as few players as possible float down as they did two rounds before
       *[other] C14: as few players as possible float down two rounds running
    })
repeated_upfloat = { $player } floats up again, as in { rounds-ago }: no pairing avoided it (criterion { $rounds_ago ->
        [2] C17: as few players as possible float up as they did two rounds before
       *[other] C15: as few players as possible float up two rounds running
    })
absolute_colour_preference_unmet = { $player } had an absolute preference for { colour-wanted } but plays { colour-got }: both players wanted the same colour (criterion C3: two players who are not topscorers and want the same colour absolutely never meet)
topscorer_absolute_colour_exception = { $player } had an absolute preference for { colour-wanted } but plays { colour-got }: both players wanted the same colour (criterion C3 lets topscorers meet in the last round: more than half of the possible points)
strong_colour_preference_unmet = { $player } had a strong preference for { colour-wanted } but plays { colour-got }: both players wanted the same colour (criterion C13: as few players as possible without their strong colour preference)
colour_preference_unmet = { $player } had a preference for { colour-wanted } but plays { colour-got }: both players wanted the same colour (criterion C12: as few players as possible without their colour preference)
colours_by_preference = each player has the colour preferred, or no preference was hurt
colours_by_stronger_preference = the stronger colour preference was granted
colours_alternated = the colours alternate against the latest round in which the two had different colours
colours_to_higher_ranked = the higher-ranked player's preference was granted
colours_by_initial_colour = no preference: the colours follow the initial colour and the higher-ranked player's number
pairing_allocated_bye = { $player } is unpaired: the number of players to pair is odd
bye_lowest_score = { $player } ({ $points } points) is in the lowest score group that could take the bye, and has not had one (criterion C5: the bye to the lowest score possible; C2: no second bye)
bye_above_lowest_score = { $player } ({ $points } points) takes the bye although lower scores exist: no player of a lower score could take it without breaking an absolute criterion (criterion C5: the bye to the lowest score the absolute criteria C1–C3 allow)

## [board] The electronic board's words (web/src/sensor.ts): its state, what the touches bind, what to put right.

board_title = Electronic board
board_connected = The board reports.
board_disconnected = The board does not answer: what happens on it is not seen; the arbiter decides (Art. 12.1).
board_detached = The board was detached.
board_touched = Touched: { $list }.
board_must_move = You must move this { $piece } ({ $square }), Art. { $article }.
    .params = letter
board_must_capture = You must capture this { $piece } ({ $square }), Art. { $article }.
    .params = letter
board_capture_with = You must capture the piece on { $target } with the piece on { $square }, Art. 4.3.3.
board_castle = You must castle with the rook on { $square }, Art. 4.4.1.
board_king_move = You must move the king ({ $square }), Art. 4.4.3.
board_opponent_chooses = The opponent chooses which touched piece moves ({ $list }), { $article }.
board_free = No touched piece can be moved or captured: any legal move, Art. 4.5.
board_restore = Put right (Art. { $article }): { $list }.
board_empty = empty
board_clock = Board clock: { $white } (White) – { $black } (Black).
board_clock_sides = Board clock: { $left } (left) – { $right } (right).
board_refused = The game did not take the board’s { $decision }: { $message }
board_not_started = The pieces do not stand as at the start: the game does not start (Art. 2.3).
# A piece with its side, as a list of touched pieces or squares to restore names it (`white knight`).
board_piece_of_side = { $side ->
        [white] white
       *[black] black
    } { $letter ->
        [P] pawn
        [N] knight
        [B] bishop
        [R] rook
        [Q] queen
       *[K] king
    }
board_piece_p = pawn
board_piece_n = knight
board_piece_b = bishop
board_piece_r = rook
board_piece_q = queen
board_piece_k = king

## [page] The board's own labels (web/src/i18n.ts `t(key)`: `home.new` is `page-home-new`; in a key `-` `/` `+` `=` are `_D` `_S` `_P` `_E`).
page-app-tagline = An electronic arbiter: chess under the FIDE Laws
page-app-skip = Skip to the main content
page-lang-switch = Français
page-lang-label = Language
page-home-new = New game
page-home-timeControl = Time control
page-home-preset-classical = Classical (FIDE): 40 moves in 90 min, then 30 min, +30 s a move from move 1
page-home-preset-rapid = Rapid: 15 min, +10 s a move from move 1
page-home-preset-blitz = Blitz: 3 min, +2 s a move from move 1
page-home-preset-1930 = 1930: 30 moves in 2 h, then 15 moves an hour
page-home-preset-custom = Custom
page-home-periods = Periods
page-home-period-moves = Moves (empty: rest of the game)
page-home-period-minutes = Minutes
page-home-period-increment = Seconds a move
page-home-period-add = Add a period
page-home-period-remove = Remove
page-home-clockMode = Clock
page-home-clockMode-fischer = Fischer (increment added after each move)
page-home-clockMode-bronstein = Bronstein delay (time used is given back, up to the delay)
page-home-clockMode-delay = Simple delay (the clock waits before it counts)
page-home-edition = Laws
page-home-edition-fide_D2023 = FIDE Laws 2023
page-home-edition-fide_D1997 = FIDE Laws 1997 (with its appendices)
page-home-edition-fide_D1930 = FIDE Laws 1930
page-home-edition-fide_D1928 = FIDE draft 1928
page-home-mode = Play
page-home-mode-online = Online: an illegal move is refused
page-home-mode-otb = Over the board: an illegal move stands and is penalised (Art. 7.5)
page-home-opponent = Opponent
page-home-opponent-friend = A friend, with a link
page-home-opponent-engine = The engine (Stockfish)
page-home-level = Strength (1 to 20)
page-home-colour = Your colour
page-home-colour-white = White
page-home-colour-black = Black
page-home-colour-random = Random
page-home-name = Your name
page-home-create = Create the game
page-home-playing = Games in play
page-home-finished = Finished games
page-home-none = None yet.
page-home-events = Events
page-home-events-text = Run a tournament as its arbiter: a Swiss or a round robin, its players entered by hand or from a TRF, a spreadsheet or FIDE’s rating list.
page-home-events-new = New event
page-home-watch = Watch
page-home-created = Created { $when }
page-status-created = not started
page-status-started = in play
page-status-adjourned = adjourned
page-status-finished = finished
page-side-white = White
page-side-black = Black
page-player-anonymous = Anonymous
page-player-engine = Stockfish level { $level }
page-game-loading = Loading the game…
page-game-notFound = There is no such game.
page-game-toEvent = The event’s page
page-game-you = you
page-game-spectator = You are watching.
page-game-yourSeat = You play { $side }.
page-game-arbiterSeat = You are the arbiter of this game.
page-game-toMove = { $side } to move
page-game-notStarted = The clocks have not started.
page-game-start = Start the clocks
page-game-startHint = Send the link to your opponent, then start the clocks (Art. 6.6).
page-game-paused = The clocks are paused (Art. 6.11).
page-game-offline = Connection lost; reconnecting…
page-game-period = period { $n }
page-game-toControl = { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } to the control
page-game-delay = delay { $s } s
page-game-flag = flag down
page-game-moves = Moves
page-game-notation = Notation
page-notation-en = English (K Q R B N)
page-notation-fr = French (R D T F C)
page-notation-de = German (K D T L S)
page-notation-es = Spanish (R D T A C)
page-notation-it = Italian (R D T A C)
page-notation-nl = Dutch (K D T L P)
page-notation-figurine = Figurine (♔ ♕ ♖ ♗ ♘)
page-game-offerDraw = Offer a draw
page-game-acceptDraw = Accept the draw
page-game-declineDraw = Decline
page-game-drawOffered = { $side } offers a draw (Art. 9.1.2).
page-game-yourOffer = You offered a draw; your opponent may accept it until they move.
page-game-claim = Claim a draw now (3-fold, 50 moves)
page-game-claimWithMove = Claim with my next move
page-game-claimArmed = Your next move will be written and claimed, not played (Art. 9.2.1, 9.3.1). Click again to cancel.
page-game-resign = Resign
page-game-seal = Seal my move and adjourn
page-game-sealArmed = Your next move goes into the envelope, not on the board (Guideline I.1). Click again to cancel.
page-game-adjourned = The game is adjourned: the sealed move waits in the envelope (Guideline I).
page-game-claimIllegal = Claim: the last move was illegal (A.5.2)
page-arbiter-resumeAdjourned = Open the envelope and resume (Guideline I.9.1)
page-game-resignConfirm = Really resign? Click again
page-game-callArbiter = Call the arbiter (pause)
page-game-typeMove = Type a move
page-game-typeMoveHint = Any notation: e4, Cf3, Nf3, g1f3, O-O, e8=D… then Enter
page-game-typeMovePlay = Play
page-game-speech = Speak the moves (Annex D)
page-game-sayClocks = Say the clocks and the moves played (Annex D.2.6.1)
page-speech-clocks = White { $white }. Black { $black }. Moves played: { $n }.
page-game-voice = Words
page-voice-de = Annex D (Anna, Bella… eins, zwei…)
page-voice-fr = French
page-voice-en = English
page-game-notices = The arbiter says
page-game-result = Result
page-game-pgn = Download the PGN
page-game-share = Links
page-game-share-white = White’s seat
page-game-share-black = Black’s seat
page-game-share-spectator = Spectators
page-game-share-arbiter = Arbiter’s console
page-game-share-copy = Copy
page-game-share-copied = Copied
page-game-share-secret = A seat’s link is its key: give it only to that player.
page-game-promotion = Promote to
page-game-illegalCount = Illegal moves: { $n }
page-piece-queen = Queen
page-piece-rook = Rook
page-piece-bishop = Bishop
page-piece-knight = Knight
page-arbiter-title = Arbiter’s console
page-arbiter-noToken = This page needs the arbiter’s link of this game.
page-arbiter-clocks = Clocks
page-arbiter-pause = Pause the clocks (Art. 6.11.1)
page-arbiter-resume = Resume (Art. 6.11.3)
page-arbiter-setClock = Set the clocks (Art. 6.10.2)
page-arbiter-addTime = Add time (Art. 6.10.2, 12.5)
page-arbiter-seconds = seconds
page-arbiter-apply = Apply
page-arbiter-penalty = Penalty (Art. 12.9)
page-arbiter-against = against
page-penalty-warning = Warning (12.9.1)
page-penalty-add_time = More time for the opponent (12.9.2)
page-penalty-take_time = Less time for the offender (12.9.3)
page-penalty-add_points = More points for the opponent (12.9.4)
page-penalty-take_points = Fewer points for the offender (12.9.5)
page-penalty-lose_game = Game declared lost (12.9.6)
page-penalty-fine = Fine (12.9.7)
page-penalty-expulsion = Expulsion (12.9.8, 12.9.9)
page-penalty-illegal_move = Illegal move observed (7.5.4, 7.5.5)
page-arbiter-declare = Declare a result (Art. 12.1)
page-arbiter-reason = reason
page-arbiter-forfeit = Forfeit (Art. 6.7.1, 11.7, 11.8)
page-arbiter-forfeit-both = Both players
page-arbiter-journal = The game’s journal
page-arbiter-journal-seq = #
page-arbiter-journal-time = Time
page-arbiter-journal-event = Event
page-arbiter-journal-details = Details
page-arbiter-done = Done.
page-error-illegal_move = This move is illegal here.
page-error-not_your_turn = It is not your turn.
page-error-game_over = The game is over.
page-error-not_your_seat = This seat is not yours.
page-error-arbiter_only = Only the arbiter may do that.
page-error-network = The server cannot be reached.
page-error-ambiguous_move = This move could be read as more than one move: write it in full.
page-error-offer_not_allowed = A draw may not be offered now under these Laws or regulations.
page-error-offer_pending = A draw offer is already standing.
page-error-no_offer = There is no draw offer to answer.
page-error-not_started = The clocks have not started yet.
page-error-paused = The clocks are paused: wait for the arbiter.
page-error-bound_move = You are bound to another move.
page-error-not_allowed = That is not allowed now.
page-error-too_early = Too early for that.
page-error-choice_pending = Your opponent chooses first what you must play (1930 Art. 17.b).
page-error-no_choice = You have no choice to make (1930 Art. 17.b).
page-result-1_D0 = White wins
page-result-0_D1 = Black wins
page-result-1_S2_D1_S2 = Draw
page-result-_P_S_D = White wins by forfeit
page-result-_D_S_P = Black wins by forfeit
page-result-_D_S_D = Both players lose by forfeit
page-reason-checkmate = checkmate
page-reason-stalemate = stalemate
page-reason-dead_position = dead position: no series of legal moves can lead to mate
page-reason-agreement = agreed by both players
page-reason-threefold_repetition = the same position for the third time, claimed
page-reason-fifty_moves = fifty moves by each player without a capture or a pawn move, claimed
page-reason-fivefold_repetition = the same position for the fifth time
page-reason-seventy_five_moves = seventy-five moves by each player without a capture or a pawn move
page-reason-resignation = resignation
page-reason-time_forfeit = the flag fell
page-reason-time_forfeit_cannot_mate = the flag fell, but the opponent cannot mate by any series of legal moves
page-reason-resignation_cannot_mate = resignation, but the opponent cannot mate by any series of legal moves
page-reason-illegal_moves = illegal moves
page-reason-sealed_move_illegal = the sealed move was illegal
page-reason-forfeit = forfeit
page-reason-arbiter = the arbiter’s decision
page-article = Art. { $article }
page-journal-start = start
page-journal-move = move
page-journal-offer_draw = draw offer
page-journal-accept_draw = draw accepted
page-journal-decline_draw = draw declined
page-journal-claim_draw = draw claim
page-journal-resign = resignation
page-journal-claim_time = claim on time
page-journal-claim_illegal = illegal move claim
page-journal-tick = time check
page-journal-pause = pause
page-journal-resume = resumption
page-journal-adjourn = adjournment
page-journal-resume_adjourned = adjourned game resumed
page-journal-arbiter = arbiter
page-field-by = by
page-field-move = move
page-field-offer_draw = with a draw offer
page-field-action = ruling
page-field-to = to
page-field-ms = ms
page-field-against = against
page-field-kind = kind
page-field-result = result
page-field-reason = reason
page-field-article = article
page-field-white_ms = White ms
page-field-black_ms = Black ms
page-field-sealed_move = sealed move
page-field-points = points
page-field-requester = requested by
page-ruling-set_clock = clocks set
page-ruling-add_time = time added
page-ruling-penalty = penalty
page-ruling-declare_result = result declared
page-ruling-forfeit = forfeit
page-clock-fischer = Fischer increment
page-clock-bronstein = Bronstein delay
page-clock-delay = simple delay
page-category-standard = standard
page-category-rapid = rapid (Appendix A)
page-category-blitz = blitz (Appendix B)
page-mode-online = online
page-mode-otb = over the board
page-typed-illegal_move = “{ $move }” is not a legal move in this position (the board’s notation: { $notation }).
page-typed-ambiguous_move = “{ $move }” could be more than one move: name the piece’s file or rank too (the board’s notation: { $notation }).
page-typed-not_notation = “{ $move }” is not a move in a notation the board reads: { $notation }, another language’s letters, figurines, or squares such as g1f3.
page-typed-unknown_piece = “{ $move }” names no piece: the board’s notation is { $notation }.
page-error-not_notation = This is not a move in a notation the board reads.
page-error-unknown_piece = This names no piece.
page-arbiter-pending = { $side } claims ({ $article }): your ruling
page-arbiter-uphold = Uphold: the game is drawn
page-arbiter-reject = Reject: play goes on
page-arbiter-theory = { $side }’s mate demand ({ $article }): { $n ->
        [one] { $n } move left
       *[other] { $n } moves left
    }
page-arbiter-theoryMoves = Mate in, by theory (moves)
page-journal-claim_perpetual = perpetual check claim
page-journal-demand_mate = mate demand
page-ruling-grant_iii_4 = Guideline III.4 granted
page-ruling-colours_reversed = colours reversed
page-ruling-wrong_start_position = wrong starting position
page-ruling-reject_claim = claim rejected
page-field-theory_moves = moves by theory
page-field-sealed = sealed
page-penalty-points = points
page-board-role = chessboard
page-board-label = Board: the arrow keys go from square to square, Enter lifts a piece and places it, Escape puts it back
page-board-putBack = put back
page-board-lifted = lifted:
page-board-nothingToLift = no piece of yours to move here
page-board-cannotGo = the piece cannot go there
page-piece-king = King
page-piece-pawn = Pawn
page-game-title = Game
page-game-boardRegion = Board and clocks
page-game-panel = Moves and actions
page-game-more = Settings and links
page-game-nav = Moves played
page-game-nav-first = The starting position (Home)
page-game-nav-prev = One move back (←)
page-game-nav-next = One move on (→)
page-game-nav-last = The present position (End)
page-game-flip = Turn the board round
page-game-sound = Sounds
page-game-lookingBack = Looking back: after { $n } — the game goes on
page-game-rematch = New game, colours reversed
page-game-rematchWaiting = Rematch offered: waiting for your opponent.
page-game-rematchOffered = Your opponent offers a rematch, colours reversed.
page-game-rematchAccept = Accept the rematch
page-game-rematchDecline = Decline
page-game-rematchWithdraw = Withdraw the offer
page-game-rematchAgreed = Rematch agreed: opening the new game…
page-game-rematchWatch = Watch the rematch
page-error-rematch_game_not_over = A rematch is offered once the game is over.
page-error-rematch_event_game = An event’s game has no rematch: the next game is the next round’s pairing.
page-error-rematch_players_only = Only the game’s players offer and accept a rematch.
page-error-rematch_none = No rematch is offered in this game.
page-error-rematch_accepted = The rematch was accepted: its game exists.
page-game-nameLabel = Your name
page-game-nameSave = Save my name
page-game-nameHint = Your opponent and the game’s record show it.
page-error-name_chosen = This seat has its name already.
page-error-name_empty = Write a name first.
page-error-name_players_only = A player names his own seat, with his seat’s link.
page-game-mustPlay = You must play { $move }, the move written with your claim ({ $article }).
page-game-claimPerpetual = Claim perpetual check (1930 Art. 16.1.b)
page-game-demandMate = Demand mate in fifty moves (1930 Art. 16.1.f)
page-game-pausedYouResume = Resume the clocks from the console below when play may go on (Art. 6.11.3).
page-game-pausedHoldLink = Only the arbiter resumes the clocks (Art. 6.11.3). This game’s arbiter’s link is in this browser: open it to resume.
page-game-pausedAskCreator = Only the arbiter resumes the clocks (Art. 6.11.3): the game goes on when the holder of the arbiter’s link — who created the game — resumes it.
page-game-openArbiter = Open the arbiter’s console
page-game-share-arbiterHint = This link rules the game: pausing, time, penalties, results. Give it to the arbiter; a player should not rule on his own game.
page-player-friend = { $side } (your friend)
page-claim-title = Draw claim
page-claim-correctNow = A draw claim is correct now ({ $article }).
page-claim-notCorrectNow = This claim is not correct now: the position has not appeared three times, and 50 moves each have not been made without a capture or a pawn move (Art. 9.2, 9.3).
page-claim-notCorrectWithMove = A claim with { $move } is not correct: after it the position will not have appeared three times, nor 50 moves each passed without a capture or a pawn move (Art. 9.2.1, 9.3.1).
page-claim-penalty = If you claim anyway, the arbiter adds { $n } min to your opponent’s clock and the game goes on ({ $article }).
page-claim-noPenalty = If you claim anyway, the game goes on: these Laws give no penalty for a claim that is not correct ({ $article }).
page-claim-penaltyWithMove = If you claim anyway, the arbiter adds { $n } min to your opponent’s clock, the game goes on and you must play the move written ({ $article }).
page-claim-anyway = Claim anyway
page-claim-cancel = Do not claim
page-choice-title = Your opponent’s illegal capture was taken back. Yours is the choice ({ $article }):
page-choice-capture = Your opponent must capture the piece on { $square } legally
page-choice-touched = Your opponent must make another legal move with the piece on { $square }
page-choice-waiting = Your opponent chooses: you capture on { $capture } legally, or make another legal move with the piece on { $piece } ({ $article }).
page-game-mustCapture = You must capture the piece on { $square } legally ({ $article }).
page-game-mustMovePiece = You must make another legal move with the piece on { $square } ({ $article }).
page-game-claimFlag = Claim: { $side }’s flag has fallen (Art. 6.8)
page-arbiter-iii4 = Guideline III.4: a 5-second increment for both players, asked by
page-arbiter-iii4-grant = Grant
page-arbiter-board = The board
page-arbiter-coloursReversed = Colours reversed (Art. 7.3)
page-arbiter-wrongStart = Wrong initial position (Art. 7.2.1)
page-journal-choose_penalty = choice after an illegal capture
page-field-choice = choice
page-choice-word-capture = the capture
page-choice-word-touched_piece = another move of the piece touched
page-game-theme = Board
page-game-pieces = Pieces
page-theme-brown = Brown (chessground)
page-theme-blue = Blue
page-theme-green = Green
page-theme-grey = Grey, high contrast
page-pieces-cburnett = Drawn (cburnett, chessground)
page-pieces-glyphs = Figurines drawn as text (high contrast)
page-colon = { ": " }
page-result-because = { $result }: { $reason }
page-article-edition = { $edition }, { $article }

## [page] The hall's and the event pages' own labels (web/src/hall-i18n.ts `ht(key)`: `hall.title` is `hall-hall-title`).
hall-hall-title = The hall
hall-hall-round = Round { $n }
hall-hall-noRound = No round paired yet
hall-hall-draft = Paired, not published: check the explanation, change a board if need be, then publish.
hall-hall-pair = Pair the next round
hall-hall-publish = Publish the round
hall-hall-startAll = Start all clocks (Art. 6.6)
hall-hall-forfeit = Default time: forfeit the absent (Art. 6.7.1)
hall-hall-absent = Absent
hall-hall-boards = Boards
hall-hall-board = Board
hall-hall-white = White
hall-hall-black = Black
hall-hall-clockWhite = White’s clock
hall-hall-clockBlack = Black’s clock
hall-hall-period = Period
hall-hall-result = Result
hall-hall-status = Status
hall-hall-bye = Bye: { $name }
hall-hall-queue = Needs the arbiter (oldest first)
hall-hall-queueEmpty = Nothing waits for the arbiter.
hall-hall-open = Open the console
hall-hall-resume = Restart the clock (Art. 6.11.3)
hall-hall-uphold = Uphold: draw
hall-hall-reject = Reject the claim
hall-hall-seen = Dealt with
hall-hall-kind-claim = Claim
hall-hall-kind-call = Call (Art. 6.11.2)
hall-hall-kind-illegal = Illegal move claimed (A.5.2)
hall-hall-kind-adjourned = Adjourned (Guideline I)
hall-hall-kind-flag = Flag down (Art. 6.9)
hall-hall-since = { $m ->
    [0] { $s ->
        [one] { $s } second ago
       *[other] { $s } seconds ago
    }
    [one] { $m } minute ago
   *[other] { $m } minutes ago
}
hall-hall-explanation = Why these pairings
hall-hall-live = Live
hall-hall-offline = Reconnecting…
hall-hall-noToken = This page needs the event’s arbiter link.
hall-hall-public = Public pages
hall-hall-reason = Why the pairing is changed (journalled)
hall-hall-swap = Swap the colours of board { $n }
hall-hall-needReason = Say why the pairing is changed first.
hall-hall-absences = Absences and byes (rounds not yet published)
hall-hall-absence-player = Player no.
hall-hall-absence-kind = Absence
hall-hall-absence-from = From round (the one not yet published if empty)
hall-hall-absence-rounds = Rounds
hall-hall-absence-reason = Reason
hall-draft-pairAgain = Discard the draft and pair again
hall-draft-pairAgainAsk = Discard the draft of round { $n } and pair it again? The discard is journalled.
hall-draft-move = Move a player
hall-draft-moveA = Player
hall-draft-moveB = Changes places with
hall-draft-moveDo = Change places
hall-draft-onBoard = { $name } (board { $n }, { $side })
hall-draft-onBye = { $name } (bye)
hall-draft-publishAsk = Publish round { $n }? { $boards ->
        [one] Its game is created
       *[other] Its { $boards } games are created
    } and the pairings become public; players receive their links.
hall-draft-publishAskTitle = Publish the round
hall-draft-print = Print the pairings
hall-draft-links = Players’ links, round { $n }
hall-draft-linksHint = Each link is given once, now: copy it to the player, or show its QR code. The player’s page of the event lists his games and next board.
hall-draft-seat = Game link of { $name }
hall-draft-copy = Copy
hall-draft-copied = Copied
hall-draft-qr = QR code
hall-draft-qrTitle = Game link of { $name }
hall-draft-close = Close
hall-draft-page = Player’s page
hall-undo-button = Undo: { $what }
hall-undo-ask = Take back this step: { $what }? The undo is journalled.
hall-undo-title = Undo
hall-undo-done = Taken back: { $what }
hall-undo-step-player = the entry of { $name }
hall-undo-step-edited = the correction of player { $player }
hall-undo-step-paired = the pairing of round { $round }
hall-undo-step-changed = the change of round { $round }’s pairing
hall-undo-step-discarded = the discard of round { $round }’s draft
hall-undo-step-published = the publication of round { $round }
hall-undo-step-decided = the result { $result } of board { $board }, round { $round }
hall-undo-step-absent = the absence of player { $player }
hall-undo-step-acknowledged = an item of the queue marked dealt with
hall-ask-ok = Confirm
hall-ask-cancel = Cancel
hall-hall-absence-record = Record (journalled)
hall-hall-absence-withdrawal = Withdrawal
hall-hall-absence-suspension = Excluded for rounds (Art. 12.9.8)
hall-hall-absence-expulsion = Excluded from the competition (Art. 12.9.9)
hall-hall-absence-bye-half = Half-point bye
hall-hall-absence-bye-full = Full-point bye
hall-hall-absence-bye-zero = Zero-point bye
hall-status-paired = paired
hall-status-created = not started
hall-status-started = playing
hall-status-adjourned = adjourned
hall-status-finished = finished
hall-event-pairings = Pairings
hall-event-standings = Standings
hall-event-crosstable = Crosstable
hall-event-rank = Rank
hall-event-no = No.
hall-event-name = Name
hall-event-rating = Rating
hall-event-fed = Fed.
hall-event-points = Points
hall-event-roundShort = R{ $n }
hall-event-nothing = Nothing published yet.
hall-event-loading = Loading…
hall-hall-entries = Players and registration
hall-event-entries = Entries
hall-event-title = Title
hall-newEvent-title = New event
hall-newEvent-intro = Create the event, then enter its players: this browser keeps the arbiter’s link.
hall-newEvent-name = Name of the event
hall-newEvent-system = Pairing system
hall-newEvent-swiss = Swiss system, Dutch rules (C.04.3)
hall-newEvent-roundRobin = Round robin, Berger tables (C.05)
hall-newEvent-double = Double round robin (each pair meets twice)
hall-newEvent-rounds = Number of rounds
hall-newEvent-roundsHint = A round robin plays as many rounds as its table needs.
hall-newEvent-tiebreaks = Tie-breaks, in the order checked (C.07)
hall-newEvent-tiebreaksDefault = The defaults of this system are checked.
hall-newEvent-order = Order: { $list }
hall-newEvent-orderNone = Order: points only
hall-newEvent-dates = Dates
hall-newEvent-startDate = First day
hall-newEvent-endDate = Last day
hall-newEvent-venue = Venue (town, hall)
hall-newEvent-fideRated = FIDE-rated: every change of a pairing is announced with a warning
hall-newEvent-create = Create the event
hall-newEvent-defaultTime = Default time, in minutes (Art. 6.7.1)
hall-newEvent-defaultTimeHint = Counted from the start of the round: a player who has not arrived by then loses. 0: on time at the start.
hall-tb-DE = Direct encounter
hall-tb-WIN = Number of wins
hall-tb-WON = Games won over the board
hall-tb-BPG = Games played with Black
hall-tb-BWG = Games won with Black
hall-tb-BH = Buchholz
hall-tb-BH_SC1 = Buchholz, the lowest score cut
hall-tb-BH_SC2 = Buchholz, the two lowest cut
hall-tb-BH_SM1 = Median Buchholz (highest and lowest cut)
hall-tb-BH_SM2 = Median Buchholz, two cut each end
hall-tb-SB = Sonneborn-Berger
hall-tb-SB_SC1 = Sonneborn-Berger, the lowest cut
hall-tb-PS = Progressive scores
hall-tb-ARO = Average rating of the opponents
hall-tb-ARO_SC1 = Average rating of the opponents, the lowest cut
hall-tb-TPR = Tournament performance rating
hall-tb-EDE = Extended direct encounter
hall-tb-FB = Fore Buchholz (the last round counted as draws)
hall-tb-KS = Koya system (points against the upper half)
hall-tb-APRO = Average performance rating of the opponents
hall-reg-title = Players of { $name }
hall-reg-hall = Open the hall
hall-reg-entries = Entries ({ $n })
hall-reg-none = No player entered yet.
hall-reg-add = Enter a player
hall-reg-search = Search FIDE’s rating list (name or FIDE id)
hall-reg-searchHint = Choose a player found to fill the form below.
hall-reg-searchNone = No player of the rating list matches.
hall-reg-noList = FIDE’s rating list is not in this server’s database (arbiter fide import FILE).
hall-reg-found = { $n ->
        [one] { $n } player found
       *[other] { $n } players found
    }
hall-reg-name = Name (Lastname, Firstname)
hall-reg-rating = Rating
hall-reg-fideId = FIDE id
hall-reg-federation = Federation (three letters)
hall-reg-submit = Enter the player
hall-reg-import = Import players from a file
hall-reg-importHint = A file of up to 64 KB. FIDE’s whole list is read once into the server by its administrator (arbiter fide import FILE); the search above then finds every player.
hall-reg-format = Format of the file
hall-reg-format-trf = TRF (FIDE tournament report)
hall-reg-format-csv = CSV from a spreadsheet: name, rating, FIDE id, federation
hall-reg-format-fide = FIDE’s rating list, text or XML
hall-reg-file = File
hall-reg-read = Read the file
hall-reg-preview = { $n ->
        [one] { $n } player read
       *[other] { $n } players read
    }: uncheck those who do not play, then enter the others.
hall-reg-choose = Enter { $name }
hall-reg-addChosen = Enter the players checked
hall-reg-rowErrors = Rows left out
hall-reg-line = Line { $n }
hall-reg-added = { $n ->
        [one] { $n } player entered.
       *[other] { $n } players entered.
    }
hall-reg-edit = Edit
hall-reg-editOf = Edit { $name }
hall-reg-save = Save
hall-reg-cancel = Cancel
hall-reg-withdraw = Withdraw
hall-reg-withdrawOf = Withdraw { $name }
hall-reg-withdrawConfirm = Withdraw { $name } from round { $n } on? The rounds played stay as they are.
hall-reg-withdrawn = Withdrawn from round { $n }
hall-reg-late = Late entry, after round { $n }
hall-reg-actions = Actions
hall-reg-born = Born
hall-reg-inactive = inactive
hall-reg-list = Public list of entries
hall-hall-checking = Checking the arbiter link…
hall-hall-wrongLink = This arbiter link is wrong or cut short: the server does not know it for this event. Open the whole link the event’s creation gave.
hall-hall-noEvent = There is no such event on this server.
hall-hall-network = The server cannot be reached.
hall-hall-screens = The hall’s screens
hall-hall-tab-boards = Boards and queue
hall-hall-tab-results = Results
hall-hall-defaultLeft = Default time (Art. 6.7.1): { $t } left
hall-hall-defaultPassed = Default time passed (Art. 6.7.1): a player who has not moved may be forfeited.
hall-hall-defaultWaits = Default time (Art. 6.7.1): { $t }, counted from the start of the round (the clocks started).
hall-hall-offer-_D_S_P = White absent
hall-hall-offer-_P_S_D = Black absent
hall-hall-offer-_D_S_D = Both absent
hall-hall-offerOf = Board { $n }: { $who }, forfeit (Art. 6.7.1)
hall-hall-actions = Actions
hall-results-title = Results of round { $n }
hall-results-round = Round shown
hall-results-keys = Type in a board’s field: 1 White wins, 0 Black wins, = draw, + White wins by forfeit, - Black wins by forfeit; the next board follows. Backspace clears.
hall-results-entry = Result of board { $n }
hall-results-recorded = Recorded
hall-results-typed = Typed
hall-results-setOf = Board { $n }: { $code }
hall-results-record = Record the results typed ({ $n })
hall-results-clear = Clear what was typed
hall-results-sent = { $n ->
        [one] { $n } result recorded.
       *[other] { $n } results recorded.
    }
hall-results-sentOne = One result recorded.
hall-results-past = A past round: every result entered corrects the one recorded, with its reason (journalled).
hall-results-why-unpublished = Board { $n }: the round is not published.
hall-results-why-notStarted = Board { $n }: the clocks have not started: start them, wait the default time, then forfeit the absent (Art. 6.7.1).
hall-results-why-moved = Board { $n }: { $side } has moved and is not absent (Art. 6.7.1).
hall-results-why-tooEarly = Board { $n }: the default time has not passed (Art. 6.7.1).
hall-results-why-same = Board { $n }: that result is recorded already.
hall-results-why-key = The keys are 1, 0, =, + and -.
hall-confirm-results = Record these results?
hall-confirm-line = Board { $n }, { $white } – { $black }:
hall-confirm-forfeit = forfeit (Art. 6.7.1)
hall-confirm-declare = declared by the arbiter, the game ends
hall-confirm-correction = corrects { $old }
hall-confirm-reason = Reason of the correction (journalled)
hall-confirm-reasonNeeded = A correction needs its reason.
hall-confirm-ok = Record
hall-confirm-cancel = Cancel
hall-pub-tabs = Pages of the event
hall-pub-liveBoards = Live boards
hall-pub-pgn = PGN of every game (broadcast feed)
hall-pub-trf = TRF report
hall-pub-entriesLink = List of entries
hall-pub-rounds = Rounds
hall-pub-inPlay = in play
hall-pub-playing = playing
hall-pub-game = Game
hall-pub-watch = Watch
hall-pub-watchBoard = Watch the game of board { $n }
hall-pub-pts = score { $p }
hall-pub-notPlaying = Not at a board in round { $n }
hall-pub-colon = { ": " }
hall-pub-pairingBye = bye of the pairing (C.04.1 3)
hall-pub-absence-withdrawal = withdrawn
hall-pub-absence-suspension = excluded for this round (Art. 12.9.8)
hall-pub-absence-expulsion = excluded from the competition (Art. 12.9.9)
hall-pub-absence-bye-half = half-point bye, requested
hall-pub-absence-bye-full = full-point bye, requested
hall-pub-absence-bye-zero = absent, zero-point bye
hall-pub-beforeRound1 = Round 1 is not published yet: the players entered, by starting number.
hall-pub-afterRounds = Standings after round
hall-pub-afterShort = After R{ $n }
hall-pub-afterShortLive = After R{ $n } (in play)
hall-pub-after = Standings after round { $n }
hall-pub-afterLive = Standings after round { $n } — in play, not final
hall-pub-liveNote = Round { $n } is still being played: its games without a result count for nobody yet.
hall-pub-wallChart = Crosstable after { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
hall-pub-grid = Crosstable (round robin)
hall-pub-gridHow = Each row is a player; each cell, his result against the player of the column (by number).
hall-pub-self = the player himself
hall-pub-key = Key
hall-pub-cellHow = Each round: the opponent’s number, the colour, the result — 6wW is a win with White against no. 6, not rated; 10w+ a win by forfeit against no. 10.
hall-pub-colour-w = White
hall-pub-colour-b = Black
hall-pub-code-1 = win
hall-pub-code-_E = draw
hall-pub-code-0 = loss
hall-pub-code-_P = win by forfeit (Art. 6.7.1)
hall-pub-code-_D = loss by forfeit (Art. 6.7.1)
hall-pub-code-W = win, not rated
hall-pub-code-D = draw, not rated
hall-pub-code-L = loss, not rated
hall-pub-code-H = half-point bye
hall-pub-code-F = full-point bye
hall-pub-code-U = bye of the pairing
hall-pub-code-Z = zero-point bye (absent)
hall-pub-playerPage = Player
hall-pub-noPlayer = No player no. { $n } in this event.
hall-pub-fideId = FIDE id
hall-pub-rankNow = rank { $rank }, score { $points }
hall-pub-next = Next: round { $n }, board { $b }, with { $colour } against { $name }.
hall-pub-notPaired = Not paired yet.
hall-pub-roundCol = Round
hall-pub-colour = Colour
hall-pub-opponent = Opponent
hall-live-title = Live boards
hall-live-position = Board { $n }: { $white } – { $black }, { $moves }
hall-live-noMove = no move yet
hall-live-lastMove = last move { $move }
hall-live-moveNo = Move { $n }
hall-live-clockOf = { $side }’s clock
hall-live-none = No round is being played.
hall-live-public = Pairings and standings
hall-live-round = Round { $n }, live
hall-game-inEvent = { $event }, round { $round }, board { $board }
hall-pub-seen = Events opened on this browser
hall-semicolon = { "; " }
hall-undo-step-ruled = the result { $result } declared on board { $board }, round { $round }
hall-undo-step-present = the return of player { $player } from round { $round }
hall-absence-present = Take back
hall-absence-present-label = Take back the absence of player { $player } from round { $round }
hall-absence-present-title = Take back an absence
hall-absence-present-ask = Player { $player } plays from round { $round } after all? The absence is taken back, and journalled; a draft of that round is then paired again.
hall-hall-queueAt = { $kind } — Board { $n }
hall-hall-queueAtWhat = { $kind } — Board { $n } — { $what }
hall-hall-absenceLine = { $player }: { $kind }, { $span ->
    [open] from round { $from }
    [one] round { $from }
   *[many] rounds { $from } to { $to }
}
hall-hall-aside = { $text } ({ $aside })
hall-hall-noteLine = Board { $n }: { $text } ({ $article })
hall-hall-offerText = { $who }: { $code }
hall-hall-roundBoards = Round { $n } — Boards
hall-pub-labelled = { $label } { $value }
hall-hall-boardNo = Board { $n }
hall-hall-openOf = Open the console of board { $n }
