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

# Reason `syntax_empty`: nothing written.
syntax_empty = nothing written

# Reason `syntax_unexpected`: a character that cannot stand in a move.
syntax_unexpected = '{ $character }' cannot stand here in a move (column { $column })

# Reason `descriptive_not_notation`: a descriptive move that stops being notation (1930
# Art. 5.1: « le système descriptif et le système algébrique »).
descriptive_not_notation = not descriptive notation from column { $column }

# Reason `syntax_no_destination`: the text ends before the destination square.
syntax_no_destination = no destination square

# Reason `syntax_bad_castling`: castling written otherwise than C.13 writes it.
syntax_bad_castling = castling is written 0-0 or 0-0-0 (C.13), or O-O, O-O-O

# Reason `syntax_piece_cannot_promote`: a piece other than a pawn promoted (C.11).
syntax_piece_cannot_promote = only a pawn is promoted (C.11)

# Reason `syntax_bad_promotion`: the promotion names no piece a pawn can become.
syntax_bad_promotion = '{ $character }' is not a piece to promote to

# Reason `unknown_symbol`: the symbol names no piece in the languages read.
unknown_symbol = '{ $character }' names no piece in the notations read

# Reason `no_legal_move_written`: notation, but no legal move is written so here.
no_legal_move_written = illegal here: no legal move is written "{ $move_text }"

# Reason `ambiguous_candidates`: notation that fits two or more legal moves.
ambiguous_candidates = ambiguous: "{ $move_text }" could be { $candidates_uci }

# Reason `illegal_in_position`: a move that is not legal in the position (Art. 3.10.2).
illegal_in_position = { $move_uci } is not a legal move in this position

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

# Reason `time_control_unreadable`: a `time_control` that does not read.
time_control_unreadable = time_control: time control `{ $control }` does not read at column { $column }

# Reason `start_fen_not_fen`.
start_fen_not_fen = start_fen: `{ $fen }` is not a FEN

# Reason `start_fen_illegal`.
start_fen_illegal = start_fen: `{ $fen }` is not a legal position

# Reason `odds_not_in_edition` (1930 Art. 22).
odds_not_in_edition = odds: the { $edition } Laws have no odds games (no article like 1930 Art. 22)

# Reason `odds_no_default_bishop`.
odds_no_default_bishop = odds: Art. { $rule_article } names no default bishop: say which bishop

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

# Finding `pgn_bad_fen`: the `FEN` tag is not a legal position (the reader's English says
# why, in the error's `reason`).
pgn_bad_fen = FEN tag: not a legal position

# Finding `pgn_not_strict`: a repair refused by strict reading (the reader's English says
# which, in the error's `reason`).
pgn_not_strict = not strict PGN

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
unknown_tiebreak = unknown tie-break code "{ $tiebreak }" (PTS, DE, EDE, WIN, WON, BPG, BWG, BH, FB, SB, KS, PS, ARO, TPR, APRO, with /C1, /M1 …)
berger_bad_player_count = a round robin needs from 2 to 9999 players, not { $players }
trf_bad_scoring = tag 162, column { $column }: { $reason }
repeated_starting_number = starting number { $number } is given twice
unknown_opponent = player { $number }'s round { $round } names opponent { $opponent }, who is not in the field
one_sided_game = player { $number }'s round { $round } against { $opponent } is not recorded the same way by the opponent
unknown_forbidden_player = a forbidden pair names player { $number }, who is not in the field
bad_forbidden_pairs = the forbidden-pairs line `XXP { $line }` does not list two or more starting numbers
no_legal_pairing = no pairing satisfies the absolute criteria C1-C3 (C.04.3 2.1.1–2.1.3: the round cannot be completed)
game_without_colour = player { $number }'s game of round { $round } has no colour
no_such_round = round { $round } cannot be paired: the file has { $played } rounds played
field_too_large = { $players } players are more than this engine packs into one weight
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
board_white = white
board_black = black
board_piece_p = pawn
board_piece_n = knight
board_piece_b = bishop
board_piece_r = rook
board_piece_q = queen
board_piece_k = king
