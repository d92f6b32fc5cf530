# The arbiter's words in French (issue 32): the same ids as en.ftl, read by Project Fluent.
# French follows the French text of the Laws (2023) in ../shared/laws: « pièce touchée »,
# « proposition de nulle », « réclamation », « abandon » for a resignation only (a withdrawal is
# « forfait général » or « retrait »); the old Laws' notices use the 1930 text's own words. A space
# before « : », « ; », « ? » and inside « ». Numbers come preformatted by the renderer (« 0,5 »);
# `ARTICLE` writes an article as the page does (« art. 9.2 », « 1930, art. 16.1.c »).

## [fragment] Pieces of sentences (a referenced message sees the caller's params).

aux-opponent = { $opponent ->
        [black] aux Noirs
       *[other] aux Blancs
    }
aux-to = { $to ->
        [black] aux Noirs
       *[other] aux Blancs
    }
aux-to-move = { $to_move ->
        [black] aux Noirs
       *[other] aux Blancs
    }
because-detail-code = { $detail_code ->
        [none] {""}
       *[other] {" : "}{ $detail_code }
    }
because-reason-code = { $reason_code ->
        [none] {""}
       *[other] {" : "}{ $reason_code }
    }
because-why-code = { $why_code ->
        [none] {""}
       *[other] {" : "}{ $why_code }
    }
des-against = { $against ->
        [black] des Noirs
       *[other] des Blancs
    }
des-by = { $by ->
        [black] des Noirs
       *[other] des Blancs
    }
des-clock-side = { $clock_side ->
        [black] des Noirs
       *[other] des Blancs
    }
des-first = { $first ->
        [black] des Noirs
       *[other] des Blancs
    }
des-giver = { $giver ->
        [black] des Noirs
       *[other] des Blancs
    }
des-offerer = { $offerer ->
        [black] des Noirs
       *[other] des Blancs
    }
des-opponent = { $opponent ->
        [black] des Noirs
       *[other] des Blancs
    }
des-side = { $side ->
        [black] des Noirs
       *[other] des Blancs
    }
les-against = { $against ->
        [black] les Noirs
       *[other] les Blancs
    }
les-by = { $by ->
        [black] les Noirs
       *[other] les Blancs
    }
les-chooser = { $chooser ->
        [black] les Noirs
       *[other] les Blancs
    }
les-first = { $first ->
        [black] les Noirs
       *[other] les Blancs
    }
les-giver = { $giver ->
        [black] les Noirs
       *[other] les Blancs
    }
les-loser = { $loser ->
        [black] les Noirs
       *[other] les Blancs
    }
les-offender = { $offender ->
        [black] les Noirs
       *[other] les Blancs
    }
les-offerer = { $offerer ->
        [black] les Noirs
       *[other] les Blancs
    }
les-opponent = { $opponent ->
        [black] les Noirs
       *[other] les Blancs
    }
les-receiver = { $receiver ->
        [black] les Noirs
       *[other] les Blancs
    }
les-side = { $side ->
        [black] les Noirs
       *[other] les Blancs
    }
les-to-move = { $to_move ->
        [black] les Noirs
       *[other] les Blancs
    }
les-winner = { $winner ->
        [black] les Noirs
       *[other] les Blancs
    }
more-ms = { $ms ->
        [60000] une minute supplémentaire
        [120000] deux minutes supplémentaires
       *[other] { SECONDS($ms) } s { SECONDS($ms) ->
            [one] supplémentaire
           *[other] supplémentaires
        }
    }
paren-detail-code = { $detail_code ->
        [none] {""}
       *[other] {" ("}{ $detail_code })
    }
paren-why-code = { $why_code ->
        [none] {""}
       *[other] {" ("}{ $why_code })
    }
duration-ms = { $ms ->
        [60000] une minute
        [120000] deux minutes
       *[other] { SECONDS($ms) } s
    }
defender-by = { $by ->
        [black] les Blancs
       *[other] les Noirs
    }
castle-given = le roque du côté de la Tour donnée est impossible :
given-piece = { $piece ->
        [pawn] du pion
        [knight] du Cavalier
        [bishop] du Fou
        [rook] de la Tour
        [queen] de la Dame
       *[other] { $piece }
    }
perpetual-facts = { $checks_in_a_row ->
        [0] le dernier coup { des-by } n'a pas donné échec
        [1] le dernier coup { des-by } a donné échec
       *[other] chacun des { $checks_in_a_row } derniers coups { des-by } a donné échec
    } ; { $repetitions ->
        [0] la position se présente pour la première fois
        [1] la position se présente pour la première fois
       *[other] la position s'est présentée { $repetitions } fois (les mêmes pièces, le même trait)
    } ; { $forced ->
        [endless] quoi que répondent { defender-by }, { les-by } peuvent donner échec perpétuel : chaque suite de réponses revient à une position déjà rencontrée, ou au mat
        [at_least] quoi que répondent { defender-by }, { les-by } peuvent donner échec à chacun des { $forced_moves } prochains coups au moins ; la recherche s'est arrêtée là, les échecs continuant
       *[other] { $forced_moves ->
            [0] { defender-by } peuvent faire cesser les échecs dès maintenant : { les-by } n'ont aucun échec à donner, ou { defender-by } ont une réponse après laquelle il n'y en a plus
           *[other] { defender-by } peuvent faire cesser les échecs : quoi que jouent { les-by }, { les-by } ne peuvent donner échec que pendant { $forced_moves } { $forced_moves ->
                [1] coup
               *[other] coups
            } au plus
        }
    }

## [game reason] Reasons: why a move, the clock or a configuration was refused, said inside the params of a notice or a refusal (`why_code`, `detail_code`).

syntax_empty = pas un coup : colonne { $column } : rien n'est écrit

syntax_unexpected = pas un coup : colonne { $column } : le caractère « { $character } » ne peut pas figurer ici dans un coup

descriptive_not_notation = colonne { $column } : { $descriptive_syntax ->
        [empty] rien n'est écrit
        [unexpected] le caractère « { $character } » ne peut pas figurer ici dans un coup
        [unfinished] le coup n'est pas terminé
        [bad_name] « { $letters } » ne désigne aucune pièce, colonne ni case
       *[piece_cannot_promote] seul un pion est promu
    }

syntax_no_destination = pas un coup : colonne { $column } : la case d'arrivée manque

syntax_bad_castling = pas un coup : colonne { $column } : le roque s'écrit 0-0 ou 0-0-0 (C.13), ou O-O, O-O-O

syntax_piece_cannot_promote = pas un coup : colonne { $column } : seul un pion est promu (C.11)

syntax_bad_promotion = pas un coup : colonne { $column } : « { $character } » ne désigne pas une pièce en laquelle un pion peut être promu

unknown_symbol = « { $character } » ne désigne aucune pièce dans les notations lues ({ $languages })

no_legal_move_written = aucun coup légal ne s'écrit « { $move_text } » dans cette position

ambiguous_candidates = « { $move_text } » peut désigner { $candidates_read } ou { $candidate_read_last }

illegal_in_position = { $move_uci } n'est pas un coup légal dans cette position (art. 3.10.2)

past_middle_line = { $square } est au-delà de la ligne médiane : celui qui reçoit l'avantage de plusieurs coups ne doit pas, en les faisant, dépasser la ligne médiane de l'échiquier ({ ARTICLE($rule_article) })

castling_no_rook_given = { castle-given } aucune Tour n'a été donnée de ce côté ({ ARTICLE($rule_article) })

castling_king_moved = { castle-given } le Roi a déjà joué ({ ARTICLE($rule_article) })

castling_corner_occupied = { castle-given } une autre pièce occupe { $square }, la case de la Tour ({ ARTICLE($rule_article) })

castling_path_occupied = { castle-given } { $square }, entre le Roi et la case de la Tour, est occupée ({ ARTICLE($rule_article) })

castling_in_check = { castle-given } le Roi est en échec ({ ARTICLE($rule_article) })

castling_passes_attacked = { castle-given } le Roi passerait par { $square }, qui est attaquée ({ ARTICLE($rule_article) })

castling_lands_attacked = { castle-given } le Roi serait en échec en { $square } ({ ARTICLE($rule_article) })

odds_unplayable = après { $move_uci }, le même joueur ne pourrait plus jouer

promotion_not_named = « { $move_text } » : une promotion doit nommer la nouvelle pièce

no_move_made = la pendule a été appuyée sans jouer un coup (art. 7.5.3)

clock_time_went_back = l'instant { $now_t } ms précède le dernier événement de la pendule, à { $clock_t } ms

clock_not_started = la pendule n'a pas été mise en marche (art. 6.6)

clock_already_started = la pendule est déjà en marche

clock_not_running = la pendule { des-clock-side } n'est pas en marche : seul le joueur ayant le trait appuie sur la pendule (art. 6.2.1)

clock_paused = la pendule est arrêtée (art. 6.11)

clock_not_paused = la pendule n'est pas arrêtée

clock_none = cette partie se joue sans pendule

iii_4_not_on_move = III.4 : seul le joueur ayant le trait peut le demander

iii_4_increment_already = III.4 : l'incrément a déjà été introduit

iii_2_2_no_increment_or_delay = III.2.2 : seulement pour les parties sans incrément ni délai

iii_4_two_minutes = III.4 : le joueur doit avoir moins de deux minutes à sa pendule

clock_not_allowed = les Règles ne permettent pas cette action sur la pendule

time_control_unreadable = la cadence « { $control } » ne se lit pas (colonne { $column }) : { $control_why ->
        [unknown] une cadence inconnue (« ? ») ne peut pas être jouée
        [empty] la cadence est vide
        [moves] le nombre de coups doit être un nombre entier supérieur à 0
        [sandclock] le sablier (« * ») n'a pas sa place dans les Règles
        [seconds] des secondes sont attendues
        [increment_seconds] des secondes sont attendues après « + »
        [rest_not_last] la période pour le reste de la partie doit être la dernière
        [no_time] une période doit donner du temps
       *[other] { $control_why }
    }

fen-why = { $fen_why ->
        [fields] n'est pas une FEN : { $fields } champs ; une FEN a l'échiquier, le trait, les droits de roque et la case de prise en passant, puis, facultativement, les deux compteurs de coups
        [invalid_fen] n'est pas une FEN
        [invalid_board] n'est pas une FEN : l'échiquier ne se lit pas
        [invalid_pocket] n'est pas une FEN : la réserve ne se lit pas
        [invalid_turn] n'est pas une FEN : le trait ne se lit pas
        [invalid_castling] n'est pas une FEN : les droits de roque ne se lisent pas
        [invalid_ep_square] n'est pas une FEN : la case de prise en passant ne se lit pas
        [invalid_remaining_checks] n'est pas une FEN : les échecs restants ne se lisent pas
        [invalid_halfmove_clock] n'est pas une FEN : le compteur de demi-coups ne se lit pas
        [invalid_fullmoves] n'est pas une FEN : le numéro du coup ne se lit pas
       *[illegal_position] n'est pas une position légale : { $position_errors ->
            [none] raison inconnue
            [empty_board] l'échiquier est vide
            [missing_king] il manque un Roi
            [too_many_kings] un camp a plusieurs Rois
            [pawns_on_backrank] un pion est sur la première ou la dernière rangée
            [invalid_castling_rights] des droits de roque sont impossibles dans cette position
            [invalid_ep_square] la case de prise en passant est impossible dans cette position
            [opposite_check] le Roi du camp qui n'a pas le trait est en échec
            [impossible_check] l'échec est impossible
            [too_much_material] il y a trop de pièces pour une partie légale
           *[other] { $position_errors }
        }
    }

start_fen_not_fen = « { $fen } » { fen-why }

start_fen_illegal = « { $fen } » { fen-why }

odds_not_in_edition = les Règles { $edition } ne connaissent pas les parties à avantage (aucun article comme l'art. 22 de 1930) : jouez-les sous fide-1930 ou fide-1928, ou posez une position avec start_fen

odds_no_default_bishop = { ARTICLE($rule_article) } désigne la Tour et le Cavalier de la Dame comme pièces données par défaut, non un Fou : précisez lequel (« queen's bishop » ou « king's bishop »)

odds_with_start_fen = l'avantage fait la position initiale (1930, art. 22.6, 22.7) : omettez start_fen

annex_not_for_category = l'annexe { $annex } ne s'applique pas à une partie { $category }

## [game finding] Findings of `arbiter check` (`game::audit`), and why reading a game stopped.

threefold_not_claimed = après le demi-coup { $ply }, la même position s'est présentée pour la troisième fois : la nulle pouvait être réclamée ; la partie a continué

fifty_moves_not_claimed = après le demi-coup { $ply }, chaque joueur avait joué 50 coups sans prise ni mouvement de pion : la nulle pouvait être réclamée ; la partie a continué

dead_position_undecided = la recherche d'un mat aidé n'a pas pu décider si la dernière position est morte

moves_after_ending = { $extra_plies } demi-coups notés après la fin de la partie ({ $ending_reason }) au demi-coup { $ply }

result_contradicts_ending = résultat noté { $recorded }, mais la partie s'est terminée { $result } ({ $ending_reason }) au demi-coup { $ply }

agreed_before_each_moved = nulle par accord mutuel avant que chaque joueur ait joué un coup

agreed_before_black_30 = nulle par accord mutuel avant le 30e coup des Noirs

time_loss_cannot_mate = { les-loser } ont perdu au temps, mais { les-winner } ne pouvaient mater par aucune suite de coups légaux : la partie est nulle

resignation_cannot_mate = { les-loser } ont abandonné, mais { les-winner } ne pouvaient mater par aucune suite de coups légaux : la partie est nulle

time_loss_mate_undecided = { les-loser } ont perdu au temps ; la recherche d'un mat aidé n'a pas décidé si { les-winner } pouvaient encore mater

resignation_mate_undecided = { les-loser } ont abandonné ; la recherche d'un mat aidé n'a pas décidé si { les-winner } pouvaient encore mater

perpetual_check_draw = { perpetual-facts } : nulle par échec perpétuel

perpetual_check_to_judge = { perpetual-facts } : l'arbitre juge l'échec perpétuel

perpetual_check_escapable = { perpetual-facts } : la nulle est donc jugée comme une nulle par accord mutuel

pgn_move_unreadable = « { $written } » ne se lit pas{ because-why-code }

pgn_illegal_move = coup illégal

pgn_comment_never_closed = commentaire jamais fermé

pgn_bad_tag = une paire de balises s’écrit [Nom "valeur"]

pgn_bad_nag = un NAG s’écrit $ suivi d’un nombre de 0 à 255

pgn_unexpected = « { $token } » ne peut pas figurer ici

pgn_variation_never_closed = variante jamais fermée

pgn_too_deep = variantes imbriquées sur plus de { $depth } niveaux

pgn_bad_fen = balise FEN : « { $fen } » { fen-why }

pgn_not_strict = PGN non strict : { $warning_code ->
        [move_repaired] « { $text } » lu { $san } ({ repair-why })
        [missing_result] { warning_missing_result }
        [result_spelling] { warning_result_spelling }
        [result_mismatch] { warning_result_mismatch }
        [detached] { warning_detached }
        [tag_value_unescaped_quotes] { warning_tag_quotes }
        [variation_move_unreadable] dans une variante, { $variation_error } : le reste de la variante est sauté, la partie lue jusqu'au bout
        [unknown_edition] { warning_unknown_edition }
       *[other] { $warning_code }
    }

repair-why = { $repair ->
        [castling_zeros] roque écrit avec des zéros
        [figurine] figurine
        [national_letters] lettres des pièces d'une autre langue que l'anglais
        [long_form_dash] forme longue avec un tiret
        [capture_colon] prise écrite « : »
        [capture_without_x] prise sans « x »
        [promotion_without_equals] promotion sans « = »
        [long_algebraic] notation algébrique longue ou UCI
        [capture_mark_wrong] « x » sur un coup qui ne prend rien
        [en_passant_mark_wrong] « e.p. » sur un coup qui n'est pas une prise en passant
        [en_passant_written] « e.p. » écrit
        [check_mark_wrong] signe d'échec ou de mat erroné
        [check_mark_not_check] signe d'échec sur un coup qui ne donne pas échec
        [check_mark_other] signe d'échec ou de mat autre que « + » ou « # »
       *[other] { $repair }
    }

## [game notice] Notices: what the game announces, each with its article.

draw_offered = { les-by } proposent nulle (=)

draw_declined = { les-by } rejettent la proposition de nulle { des-offerer }

claim_incorrect = la réclamation { des-by } est incorrecte : la partie continue

claim_correct = la réclamation { des-by } est correcte ({ ARTICLE($ending_article) })

claim_incorrect_time_added = la réclamation { des-by } est incorrecte : la partie continue, { les-opponent } reçoivent { more-ms }

must_play_intended = { les-by } doivent jouer le coup prévu { $move_san }

intended_move_illegal = le coup prévu « { $text } » est illégal : un autre coup doit être joué avec la même pièce

claim_counts_as_offer = la réclamation est assimilée à une proposition de nulle { des-by }

game_starts = la partie commence : { $category } ({ ARTICLE($category_article) }) ; la pendule { des-first } est en marche

game_starts_time_limit = la partie commence avec la limite de temps { $control } ; la pendule { des-first } est en marche

game_starts_no_time_limit = la partie commence sans limite de temps ; { les-first } ont le trait

game_over = fin de la partie : { $result } ({ $reason })

cannot_mate_draw = { les-side } ne peuvent mater par aucune suite de coups légaux : la partie est nulle

perpetual_check_claimed = { les-by } réclament la nulle par échec perpétuel, soumise à la décision de l'arbitre : { perpetual-facts }

clocks_stopped_for_ruling = la pendule est arrêtée jusqu'à la décision de l'arbitre

play_waits_for_ruling = la partie est suspendue jusqu'à la décision de l'arbitre

perpetual_check_rejected = l'arbitre rejette la réclamation d'échec perpétuel { des-by } : la partie continue

clocks_restart = la pendule est remise en marche

perpetual_check_upheld = l'arbitre admet la réclamation { des-by } : partie nulle par échec perpétuel

demand_ruled_doubled = l'arbitre statue sur l'exigence { des-by } : la théorie a démontré que { $theory } coups sont nécessaires pour forcer la décision, selon l'arbitre : il est accordé un nombre de coups double, comptés à partir de l'exigence

demand_ruled_fifty = l'arbitre statue sur l'exigence { des-by } : les { $theory } coups de la théorie ne dépassent pas 50 : les 50 coups sont maintenus, comptés à partir de l'exigence

mate_demanded = { les-by } exigent que { les-opponent } les fassent mat en { $limit } coups : si le mat n'est pas donné en { $limit } coups de part et d'autre, comptés à partir de maintenant et recomptés après chaque prise et chaque mouvement de pion, la partie est déclarée nulle sur réclamation { des-by } au moment où le compte s'achève

theory_doubled = la théorie a démontré que { $theory } coups sont nécessaires pour forcer la décision, selon l'arbitre : il est accordé un nombre de coups double

theory_fifty = les { $theory } coups de la théorie ne dépassent pas 50 : les 50 coups sont maintenus

demand_lapsed = { les-by } n'ont pas réclamé la nulle au moment où le compte s'est achevé : elle ne peut plus être réclamée, et l'exigence { des-by } est caduque

demand_run_out = { $limit } coups de part et d'autre sans mat depuis l'exigence { des-by } (ou la dernière prise ou le dernier mouvement de pion) : { les-by } peuvent réclamer la nulle maintenant, à ce moment seulement

demand_count_restarts = une prise ou un mouvement de pion : le compte de l'exigence { des-by } recommence, { $limit } coups à partir de maintenant

demand_claim_correct = la réclamation { des-by } est correcte : { $limit } coups de part et d'autre sans mat depuis l'exigence ou la dernière prise ou le dernier mouvement de pion

demand_one_move_left = exigence de mat { des-by } : encore { $moves_left } coup de part et d'autre avant de pouvoir réclamer la nulle

demand_moves_left = exigence de mat { des-by } : encore { $moves_left } coups de part et d'autre avant de pouvoir réclamer la nulle

promotion_to_queen = le pion a atteint la dernière rangée sans être remplacé par une nouvelle pièce : il est remplacé par une dame, et le coup est illégal

illegal_move_replaced = le coup illégal { des-by } n'a pas été réclamé ; il est remplacé

illegal_move_stands = le coup illégal { des-by } n'a pas été réclamé avant ce coup : il subsiste

offer_declined_by_move = { les-by } ont joué : la proposition de nulle { des-offerer } est rejetée

draw_offered_with_move = { les-by } proposent nulle avec leur coup (=)

illegal_move_taken_back = coup illégal { des-by }{ paren-why-code } : il est repris

illegal_move_stands_unless_claimed = le coup { des-by } est illégal{ paren-why-code } ; il subsiste sauf réclamation { des-opponent } avant leur coup suivant

illegal_move_claimable = le coup { des-by } est illégal{ paren-why-code } et ne peut pas rester sur l'échiquier : { les-opponent } peuvent réclamer le gain de la partie dès maintenant

illegal_move_restored = coup illégal { des-by }{ paren-why-code } : la position précédant l'irrégularité est rétablie

piece_must_move_article = la pièce en { $square } doit être jouée de façon régulière ({ ARTICLE($article) })

piece_must_move = la pièce en { $square } doit être déplacée (pièce touchée, art. 4.3)

capture_or_move_choice = { les-by } doivent ou bien prendre la pièce adverse en { $capture_on } de façon régulière ou faire un autre coup légal avec la pièce touchée en { $piece_on }, au choix de l'adversaire : le choix appartient { aux-opponent }

must_capture = { les-by } doivent prendre la pièce adverse en { $capture_on } de façon régulière (la pièce touchée en { $piece_on } ne peut exécuter aucun coup légal)

must_move_piece_instead = { les-by } doivent faire un autre coup légal avec la pièce touchée en { $piece_on } (la pièce en { $capture_on } ne peut pas être prise de façon régulière)

illegal_capture_no_consequence = ni la prise régulière en { $capture_on } ni un coup légal de la pièce touchée en { $piece_on } n'est possible : l'erreur n'entraîne aucune suite

chosen_capture = { les-by } choisissent : { les-offender } doivent prendre la pièce adverse en { $square } de façon régulière

chosen_move = { les-by } choisissent : { les-offender } doivent faire un autre coup légal avec la pièce touchée en { $square }

first_illegal_move = premier coup illégal { des-by } ({ ARTICLE($article) }) : { les-opponent } reçoivent { more-ms }

illegal_move_claimed = { les-by } font une réclamation pour coup illégal avant de jouer leur coup

illegal_move_corrected = le coup illégal { des-by } est corrigé : la position précédant l'irrégularité est rétablie

offer_not_made = le coup est maintenu ; la proposition de nulle n'est pas faite{ because-reason-code }

odds_pawn_given = partie à avantage : { les-giver } font avantage du pion du Fou du Roi ({ $square }), enlevé de l'échiquier

odds_piece_given = partie à avantage : { les-giver } font avantage { given-piece } en { $square }, enlevé de l'échiquier

odds_start_giver_keeps_move = avantage « { $odds } » : { les-giver } font l'avantage, { les-receiver } le reçoivent ; { les-first } ont le trait : celui qui fait avantage d'un pion ou d'une pièce a droit au trait ({ ARTICLE($article) })

odds_start_move_given = avantage « { $odds } » : { les-giver } font l'avantage, { les-receiver } le reçoivent ; { les-first } ont le trait : le trait est compris dans l'avantage accordé ({ ARTICLE($article) })

odds_moves_in_a_row = { les-receiver } exécutent { $given } coups de suite, sans dépasser la ligne médiane de l'échiquier ({ ARTICLE($middle_line_article) }) ; ils comptent pour { $given } coups dans le calcul du temps, de même que le premier coup { des-giver } ({ ARTICLE($clock_article) })

odds_castling_allowed = { les-giver } peuvent roquer du côté de la Tour enlevée, comme si celle-ci se trouvait encore en { $square }, à condition que cette case ne soit occupée par aucune autre pièce

odds_moves_again = { les-by } ont exécuté { $made } des { $given } coups d'avantage et jouent encore, sans dépasser la ligne médiane ({ ARTICLE($article) })

odds_first_move_counts = le premier coup { des-by } compte pour { $moves } coups dans le calcul du temps

odds_castles_without_rook = { les-by } roquent du côté { $castling_side ->
        [queen] de la Dame
       *[other] du Roi
    } sans la Tour enlevée : seul le Roi se déplace

clocks_set = l'arbitre règle la pendule : Blancs { CLOCK($white_ms) }, Noirs { CLOCK($black_ms) }

time_given = l'arbitre donne { more-ms } { aux-to }

result_declared = l'arbitre déclare le résultat { $result } ({ $reason })

iii_4_granted = un incrément de 5 secondes par coup pour les deux adversaires à partir de maintenant ; { les-opponent } reçoivent deux minutes supplémentaires

colours_stay = dix coups ou plus ont été joués : la partie continue avec les couleurs telles quelles

colours_reversed = les couleurs étaient inversées : une nouvelle partie est jouée avec les couleurs correctes

start_position_wrong = la position initiale des pièces était incorrecte : la partie est annulée et une nouvelle partie est jouée

warned = { les-against } reçoivent un avertissement

penalty_time_added = sanction contre { les-against } : { les-opponent } reçoivent { more-ms }

penalty_time_taken = sanction contre { les-against } : { duration-ms } en moins

penalty_points = sanction contre { les-against } : les points { des-side } varient de { $delta }

fined = { les-against } reçoivent une amende

already_penalised = le coup { des-against } a déjà été sanctionné comme coup illégal : deux actions illégales lors d'un même coup comptent pour un seul coup illégal

move_sealed = { les-by } mettent leur { $move_number ->
        [1] 1er
       *[other] { $move_number }e
    } coup sous enveloppe ; la partie est ajournée

envelope_opened = l'enveloppe est ouverte : { $move_san }

offer_after_sealing_stands = la proposition de nulle { des-offerer }, faite après la mise sous enveloppe du coup, reste valable

sealed_move_unplayable = le coup sous enveloppe « { $sealed } » ne peut pas être joué{ because-detail-code }

both_flags_down = les deux drapeaux sont tombés

both_flags_first_fell = les deux drapeaux sont tombés ; celui { des-side } est tombé le premier

both_flags_unknown_first = les deux drapeaux sont tombés et il est impossible d'établir lequel est tombé le premier

both_flags_play_on = les deux drapeaux sont tombés dans une période suivie d'un contrôle de temps : la partie continue

both_flags_arbiter_decides = les deux drapeaux sont tombés et il est impossible d'établir lequel est tombé le premier : la pendule est arrêtée, l'arbitre décide

both_flags_no_guideline_iii = les deux drapeaux sont tombés et il est impossible d'établir lequel est tombé le premier ; les Directives III ne s'appliquent pas (III.2) : la pendule est arrêtée, l'arbitre décide

flag_fell = le drapeau { des-side } est tombé

flag_claimed = { les-by } réclament la chute du drapeau { des-opponent }

resigns = { les-by } abandonnent

player_pauses = { les-side } mettent la pendule en pause pour appeler l'arbitre (6.11.4 : l'arbitre détermine si cette mise en pause est justifiée)

arbiter_pauses_because = l'arbitre met la pendule en pause : « { $reason } »

arbiter_pauses = l'arbitre met la pendule en pause

arbiter_resumes = l'arbitre fait reprendre la partie

touch_must_move = { les-by } ont touché la pièce en { $square } et doivent la déplacer

touch_must_capture = { les-by } ont touché la pièce en { $square } et doivent la prendre

touch_must_capture_with = { les-by } doivent prendre la pièce en { $target } avec la pièce en { $square }

touch_must_castle = { les-by } ont touché le roi, puis la tour en { $square }, et doivent roquer de ce côté

touch_must_move_king = { les-by } ne peuvent pas roquer avec cette tour : le roi en { $square } doit effectuer un autre coup légal

touch_opponent_designates = { les-opponent } peuvent désigner la pièce que { les-by } devront jouer (en { $pieces }) ou prendre (en { $targets })

touch_binds_nothing = { les-by } ont touché la pièce en { $square } ; aucune pièce touchée ne peut être déplacée ou prise : tout coup légal est libre

touch_peg_in_hole = sur l'échiquier spécial, la tige de la pièce en { $square } est restée dans son ouverture de fixation : la pièce n'est pas touchée

adjust_announced = { les-by } annoncent « j'adoube » : la prochaine pièce touchée est recentrée, pas jouée

adjusted = { les-by } recentrent la pièce en { $square }

adjust_opponent_forbidden = { les-by } ne peuvent adouber que leurs propres pièces : la pièce en { $square } est à l'adversaire, et la toucher compte comme une pièce touchée

touch_released = l'arbitre juge le contact { des-by } clairement accidentel : les pièces touchées ne lient plus

demand_void = { les-by } désignent la pièce en { $square }, qui ne peut pas être jouée légalement : la demande est traitée comme non avenue et { les-by } perdent le droit de réclamer la pénalité ; { les-offender } jouent le coup légal de leur choix

touch_designated = { les-by } désignent la pièce en { $square }

board_differs = l'échiquier diffère de la partie : rétablir { $squares }

board_matches = l'échiquier correspond de nouveau à la partie

breach_claimed = { les-by } réclament : { les-opponent } ont enfreint l'article 4 lors du dernier coup ; l'arbitre décide

declaration_withdrawn = l'arbitre retire le résultat { $result } qu'il avait déclaré : la partie est telle qu'elle était avant, les pendules arrêtées jusqu'à ce que l'arbitre les remette en marche

## [game refusal] Refusals: the event changes nothing. `.error` is the contract's error code it is sent under (`*`: the refused error's own code).

agreement_after_black_30 = { ARTICLE($article) } : la nulle par accord mutuel n'est possible qu'après le 30e coup des Noirs

offers_forbidden = art. 9.1.1 : le règlement de la compétition interdit la nulle par accord mutuel

offer_too_early = art. 9.1.1 : aucune proposition de nulle avant le coup { $moves }

agreement_before_both_moved = art. 5.2.3 : la nulle par accord mutuel exige que chaque adversaire ait joué au moins un coup

offer_stands_already = la proposition de nulle { des-by } est déjà en cours (9.1.2.1)

offer_pending = la proposition de nulle { des-offerer } est en cours : acceptez-la ou rejetez-la

no_offer = { les-offerer } n'ont aucune proposition de nulle en cours

claim_not_on_move = seul le joueur ayant le trait, dont la pendule est en marche, peut réclamer (art. 9.2, 9.3)

no_intended_move = cette édition des Lois ne connaît pas la réclamation avec un coup prévu : jouez-le, puis réclamez

game_is_over = la partie est terminée : { $result } ({ $reason })

not_started = la partie n'a pas commencé (art. 6.6)

not_notation = ce texte n'est pas un coup écrit dans une notation connue{ because-detail-code }

unknown_piece = une lettre du coup ne désigne aucune pièce dans la notation choisie{ paren-detail-code }

illegal_move = coup illégal{ because-why-code }

ambiguous_move = coup ambigu : plusieurs coups légaux s’écrivent ainsi ; précisez la pièce ou la case de départ{ paren-detail-code }

clock = la pendule ne permet pas cette action maintenant{ because-detail-code }

config_refused = la configuration de la partie est refusée{ because-detail-code }

time_went_back = t = { $t } ms précède celui de l'événement précédent, { $last_t } ms

already_started = la partie a déjà commencé

game_is_over_article = la partie est terminée : { $result } ({ $reason }, { ARTICLE($article) })

not_started_start_first = la partie n'a pas commencé (art. 6.6) : il faut d'abord mettre la pendule en marche

adjourned = la partie est ajournée (Directive I) : elle doit d’abord reprendre

paused = la pendule est arrêtée (art. 6.11.3 : l'arbitre décide quand la partie reprend)

no_perpetual_check_rule = ces Lois ne connaissent pas la nulle par échec perpétuel (1930, art. 16.1.b) : les échecs aboutissent à une répétition, réclamée selon l'art. 9.2, ou à une nulle par accord mutuel

claim_pending = la réclamation d'échec perpétuel { des-by } attend la décision de l'arbitre

no_checks = le dernier coup { des-by } n'a pas donné échec, et { les-opponent } peuvent faire cesser tout échec que { les-by } donneraient maintenant : aucun échec perpétuel à démontrer ({ ARTICLE($article) }) ; la partie continue

claim_pending_no_move = la réclamation d'échec perpétuel { des-by } attend la décision de l'arbitre ({ ARTICLE($article) }) : aucun coup d'ici là

no_claim = aucune réclamation n'attend la décision de l'arbitre

demand_pending = l'exigence de mat { des-by } est en cours ({ ARTICLE($article) }) : une seule par joueur, car une seconde ne ferait que recommencer le compte de la première

no_mate_demand_rule = ces Lois ne connaissent pas l'exigence de mat en cinquante coups

no_theory_exception = le projet de 1928 (par. 15.F) n'accorde pas plus de cinquante coups, quelle que soit la théorie

theory_out_of_range = { $theory } coups : aucune théorie n'a établi un gain forcé aussi long (au plus { $max }, 1930, art. 16.1.f)

not_your_turn = { les-to-move } ont le trait (art. 1.2)

choice_pending = { ARTICLE($article) } : { les-chooser } choisissent d'abord ce que { les-by } doivent jouer

no_move = appuyer sur la pendule sans jouer est refusé en ligne (l'art. 7.5.3 s'applique sur l'échiquier)

promotion_unnamed = une promotion doit nommer la nouvelle pièce (art. 3.7.5.1)

bound_capture = { ARTICLE($article) } : la pièce en { $square } doit être prise de façon régulière

bound_intended = { ARTICLE($article) } : le coup prévu { $move_san } doit être joué

bound_piece = { ARTICLE($article) } : la pièce en { $square } doit être déplacée

no_choice = { les-by } n'ont aucun choix à faire (1930, art. 17.b)

no_illegal_move = le dernier coup { des-opponent } n'est pas un coup illégal maintenu selon A.5.2

iii_4_not_in_blitz = III.2.2 : la Directive III.4 ne s’applique jamais en Blitz

iii_not_announced = III.2.1 : le règlement de la compétition n’a pas annoncé les Directives III

iii_not_in_edition = les Directives III sont celles des Lois de 2023 ; cette édition n’en a pas

iii_4_refused = la Directive III.4 ne peut pas être accordée maintenant{ because-detail-code }

start_position_too_late = A.5.1.2 : après dix coups de chaque joueur, aucune réclamation sur la position initiale n'est possible

no_clock = la partie n'a pas de pendule

result_stands = la partie est terminée ({ $result }) : son résultat est maintenu (art. 7.2.1, 7.3)

bad_points = 12.9.4, 12.9.5, 10.2 : les points doivent être un multiple positif de { $step }

game_is_over_result = la partie est terminée : { $result }

default_time_not_passed = art. 6.7.1 : le délai de forfait ({ CLOCK($default_ms) }) n'est pas écoulé

seal_not_on_move = Directive I.1.1 : le joueur ayant le trait met son coup sous enveloppe

not_adjourned = la partie n'est pas ajournée

no_flag = le drapeau { des-opponent } n'est pas tombé (art. 6.8)

both_flags = les deux drapeaux sont tombés : aucune réclamation au temps n'est possible (A.5.3) ; l'arbitre décide

no_clock_to_pause = la partie n'a pas de pendule à arrêter

no_clock_to_resume = la partie n'a pas de pendule à remettre en marche

not_otb = { ARTICLE($article) } : seulement sur l'échiquier : une partie en ligne n'a pas de pièces à toucher ni à déplacer

touch_not_on_move = { ARTICLE($article) } : seul le joueur ayant le trait est lié en touchant une pièce ; le trait est { aux-to-move }

adjust_not_on_move = { ARTICLE($article) } : seul le joueur ayant le trait peut recentrer des pièces ; le trait est { aux-to-move }

bad_square = « { $square } » n'est pas une case

no_piece_there = il n'y a pas de pièce en { $square }

touch_bound_move = { ARTICLE($article) } : la pièce en { $square } a été touchée et doit être déplacée

touch_bound_capture = { ARTICLE($article) } : la pièce en { $square } a été touchée et doit être prise

touch_bound_capture_with = { ARTICLE($article) } : la pièce en { $target } doit être prise avec la pièce en { $square }

touch_bound_castle = { ARTICLE($article) } : le roi, puis la tour en { $square }, ont été touchés : il faut roquer de ce côté

touch_bound_king = { ARTICLE($article) } : le roque avec cette tour est illégal : le roi en { $square } doit effectuer un autre coup légal

touch_bound_one_of = { ARTICLE($article) } : le coup doit être l'un de ceux que l'adversaire peut désigner : jouer la pièce en { $pieces } ou prendre la pièce en { $targets }

no_touch = { les-by } n'ont touché aucune pièce lors de ce coup

no_touch_choice = aucune pièce touchée n'est à désigner par { les-by }

not_designable = { ARTICLE($article) } : la pièce en { $square } n'est pas de celles que { les-by } peuvent désigner

touched_before_claim = { ARTICLE($article) } : { les-by } ont touché la pièce en { $square } et perdent le droit de réclamer la nulle selon l'article 9.2 ou 9.3 lors de ce coup

claim_lost = { ARTICLE($article) } : { les-by } ont touché la pièce en { $square } et perdent le droit de protester quant à la violation de l'article 4 par { les-opponent }

no_move_to_claim = { les-opponent } n'ont joué aucun coup contre lequel protester

no_declaration_to_withdraw = la dernière étape de la partie n'est pas un résultat déclaré par l'arbitre : rien à retirer (une déclaration se corrige par une autre)

## [hall refusal]

no_events = ce serveur ne conserve aucun tournoi
no_event = il n'y a pas de tournoi « { $id } »
no_token = il faut le lien de l'arbitre du tournoi (en-tête `Authorization: Bearer JETON`)
not_event_arbiter = ce jeton n'est pas celui de l'arbitre de ce tournoi
event_not_written = l'étape du tournoi n'a pas pu être écrite en JSON
event_body_not_object = un tournoi se crée avec un objet JSON {"{"}"name", "system", "rounds", ...{"}"}
event_unreadable = la description du tournoi ne se lit pas (champs : name, system, rounds, tiebreaks, config, ...)
event_name_length = nom du tournoi : de 1 à 200 caractères
swiss_needs_rounds = un tournoi au système suisse donne son nombre de rondes (« rounds »)
event_rounds_range = { $rounds } rondes : de 1 à 99
board_seats_empty = board_seats : les places d'au moins un échiquier, ou rien
bad_start_date = date de début « { $date } » : AAAA/MM/JJ
bad_initial_colour = couleur initiale « { $colour } » : white (les Blancs) ou black (les Noirs)
bad_end_date = date de fin « { $date } » : AAAA/MM/JJ
venue_length = lieu : au plus 200 caractères
player_no_such = il n'y a pas de joueur n° { $player }
player_edit_renumbers = une ronde est appariée : cette modification du joueur n° { $player } changerait les numéros d'appariement (C.04.2 B)
list_format = format « { $format } » : trf, csv ou fide
list_not_text = le fichier n'est pas du texte (UTF-8 ou Latin-1)
list_no_header = ligne { $line } : pas de ligne d'en-tête qui nomme les colonnes
list_missing_column = ligne { $line } : l'en-tête n'a pas de colonne { $column }
list_bad_number = ligne { $line } : { $column } « { $value } » n'est pas un nombre admis
list_no_name = ligne { $line } : pas de nom
list_bad_xml = ligne { $line } : le XML ne se lit pas ({ $detail })
list_bad_trf = ligne { $line } : la ligne TRF ne se lit pas ({ $detail })
list_bad_field = ligne { $line } : la colonne { $column } ne se lit pas
list_no_players = le fichier ne nomme aucun joueur
event_name_control = { $field } : le caractère n° { $position } est un caractère de contrôle ; un nom tient sur une ligne de texte
event_unknown_engine = { $seat } : ce serveur n'a pas de moteur « { $engine } » (connus : { $known }) ; aucune partie du tournoi ne pourrait le prendre
event_bad_level = { $seat } : le niveau { $level } n'est pas entre 1 et 20
player_unreadable = un joueur s'écrit {"{"}"name", "rating", "fide_id", "federation"{"}"} ; plusieurs, {"{"}"players": [...]{"}"}
player_name_length = nom du joueur : de 1 à 33 caractères (colonnes 15 à 47 du TRF)
player_rating_range = classement Elo : au plus 3500
player_fide_id_range = identifiant FIDE : au plus 11 chiffres
player_bad_federation = fédération « { $federation } » : les trois majuscules de la FIDE
player_bad_title = titre « { $title } » : un des titres de la FIDE (GM, IM, FM, CM, WGM, WIM, WFM, WCM ; en TRF-16 g, m, f, c, wg, wm, wf, wc)
player_name_control = nom du joueur : le caractère n° { $position } est un caractère de contrôle ; un nom tient sur une ligne de texte
player_fide_id_twice = l'identifiant FIDE { $fide_id } est déjà inscrit ({ $name }) : un joueur n'entre qu'une fois dans un tournoi
too_many_players = au plus 9999 joueurs (numéros d'appariement du TRF)
event_started = la grille d'un tournoi toutes rondes est fixée dès l'appariement de la ronde 1 (C.05) : aucun joueur ne peut plus entrer
round_paired_not_published = la ronde { $round } est appariée mais pas publiée
round_unfinished = ronde { $round } : { $pending } échiquier(s) sans résultat
event_over = le tournoi compte { $rounds } rondes : toutes sont appariées
too_few_players = il faut au moins deux joueurs pour un appariement
pairing_needs_reason = une modification de l'appariement dit pourquoi (« reason »)
pairing_unknown_player = il n'y a pas de joueur n° { $player }
pairing_player_twice = le joueur n° { $player } est apparié deux fois
pairing_player_absent = le joueur n° { $player } est absent de la ronde { $round } (retiré, exclu ou exempt)
pairing_players_left_out = joueurs laissés hors de la ronde : { $players }
round_published = la ronde { $round } est déjà publiée
round_published_no_change = la ronde { $round } est publiée : ses parties se jouent, son appariement ne change plus
no_round = aucune ronde { $round } n'est appariée
round_not_published = la ronde { $round } n'est pas publiée
round_not_published_yet = la ronde { $round } n'est pas encore publiée
bad_forfeit = le joueur n° { $player } n'a pas de partie à la ronde { $round } : pas de forfait à prononcer
bad_result = résultat « { $result } » : 1-0, 0-1, 1/2-1/2, +/-, -/+ ou -/-
no_board = il n'y a pas d'échiquier { $board } à la ronde { $round }
no_item = aucune demande « { $item } » n'attend l'arbitre
absence_unreadable = une absence s'écrit {"{"}"player", "kind", "from", "rounds", "bye", "reason"{"}"}
absence_no_player = il n'y a pas de joueur n° { $player }
absence_round_zero = les rondes sont numérotées à partir de 1
round_already_paired = la ronde { $round } est déjà appariée : une absence ne vaut que pour les rondes suivantes, à partir de la ronde { $next } (art. 12.9.8, 12.9.9)
absence_past_last_round = ronde { $round } : le tournoi compte { $rounds } rondes
absence_to_the_end = un retrait (forfait général) ou une exclusion de la compétition vaut jusqu'à la fin du tournoi : ni « rounds » ni « bye »
suspension_needs_rounds = une exclusion pour une ou plusieurs rondes (art. 12.9.8) dit pour combien de rondes (« rounds » à partir de 1), sans « bye »
bye_needs_points = une exemption demandée (bye) dit ses points : « bye » vaut « half » (½ point), « full » (1 point) ou « zero » (0 point)
absence_rounds_zero = « rounds » : à partir de 1
bye_in_round_robin = la grille d'un tournoi toutes rondes apparie chaque joueur à chaque ronde (C.05, annexe 1) : le joueur qui manque une ronde perd sa partie par forfait ; enregistrez une exclusion ou un retrait (forfait général)
player_gone = le joueur n° { $player } est déjà retiré du tournoi depuis la ronde { $round }
absence_reason_length = motif : au plus 500 caractères
reason_text = { $field } : au plus 500 caractères, sans caractère de contrôle (une ligne de texte)
bad_round_number = ronde « { $text } » : un nombre à partir de 1
bad_board_number = échiquier « { $text } » : un nombre à partir de 1
bad_after_number = après la ronde « { $text } » : un nombre à partir de 1
bad_query = les paramètres de l'adresse ne se lisent pas (round, after)
bad_json = le corps de la requête n'est pas du JSON
bad_body = le corps de la requête ne se lit pas
too_large = le corps de la requête est trop long
unauthorized = aucun jeton, ou pas un jeton qui le permette
not_found = cette partie n'existe pas
storage = le journal n'a pas pu être écrit ni lu : rien n'a été enregistré
conflict = une autre instance a déjà journalisé cette étape : renvoyez la demande

discard_no_draft = aucune ronde { $round } n'est appariée : pas de projet d'appariement à supprimer
round_published_no_discard = la ronde { $round } est publiée : ses parties existent, elle ne peut plus être supprimée (un joueur absent perd par forfait, art. 6.7.1)
draft_outdated = le projet d'appariement de la ronde { $round } ne correspond plus aux absences (joueurs n° { $players }) : appariez-la de nouveau, ou modifiez-la à la main
undo_nothing = il n'y a aucune étape à annuler
undo_published_played = la publication de la ronde { $round } ne peut être annulée : un coup est joué à l'échiquier { $board } (les parties ont commencé)
undo_not_last = l'étape { $seq } n'est plus la dernière : l'étape { $last } l'a suivie ; vérifiez avant d'annuler
undo_ruling_overtaken = ronde { $round }, échiquier { $board } : la partie a continué depuis que l'arbitre en a déclaré le résultat (ou le résultat n'y est plus) : une annulation ne le retire plus ; déclarez de nouveau le résultat depuis l'écran des résultats
absence_not_found = le joueur n° { $player } n'a pas d'absence à partir de la ronde { $round }
absence_round_published = la ronde { $round } est publiée : l'absence du joueur n° { $player } y est maintenue (la partie se règle sur l'échiquier, art. 6.7.1) ; enregistrez plutôt une absence à partir d'une ronde suivante
present_unreadable = une absence se retire avec {"{"}"player", "round", "reason"{"}"} : { $detail }
game_withdrawn = la partie { $game } a été retirée par l'arbitre du tournoi { $event } : la publication de sa ronde a été annulée avant tout coup ; les nouvelles parties de la ronde sont sur la page du tournoi

## [hall word]

pairing_rematch = les joueurs n° { $white } et n° { $black } se sont déjà rencontrés (C.04.1 b : deux joueurs ne peuvent se rencontrer plus d'une fois)
pairing_changed_fide_rated = l'appariement d'un tournoi comptant pour le classement FIDE a été modifié à la main : la modification est journalisée et doit être justifiée auprès du responsable du classement (C.04.2 A.6, C.04.A)
absent_withdrawal = le joueur n° { $player } est absent de la ronde { $round } : retrait du tournoi (forfait général)
absent_suspension = le joueur n° { $player } est absent de la ronde { $round } : exclu pour une ou plusieurs rondes (art. 12.9.8)
absent_expulsion = le joueur n° { $player } est absent de la ronde { $round } : exclu de la compétition (art. 12.9.9)
absent_bye = le joueur n° { $player } est absent de la ronde { $round } : exempt à sa demande (bye)
berger_round = ronde { $round } de la table de Berger pour { $players } joueurs{ $double ->
        [yes] , à double tour
       *[other] {""}
    }
player_maybe_twice = { $name } est déjà inscrit avec le même classement et la même fédération, sans identifiant FIDE pour les distinguer : le même joueur inscrit deux fois ?

pairing_bye_again = le joueur n° { $player } a déjà été exempté par l'appariement ou a déjà gagné par forfait (C.04.1 d : il ne peut être exempté de nouveau)
pairing_colour_difference = l'écart de couleurs du joueur n° { $player } serait de { $difference } (C.04.1 f : ni plus de 2, ni moins de -2)
pairing_colour_three = le joueur n° { $player } aurait la même couleur trois fois de suite (C.04.1 g)

## [tournament error]

unknown_tiebreak = départage inconnu « { $tiebreak } » (PTS, DE, EDE, WIN, WON, BPG, BWG, BH, FB, SB, KS, PS, ARO, TPR, APRO, avec /C1, /M1 …)
berger_bad_player_count = un tournoi toutes rondes se joue à 2 joueurs au moins et 9999 au plus, pas { $players }
trf_bad_scoring = balise 162 (barème des points), colonne { $column } : { $reason }
repeated_starting_number = le numéro d'appariement { $number } est donné deux fois
unknown_opponent = la ronde { $round } du joueur { $number } nomme l'adversaire { $opponent }, qui n'est pas dans le tournoi
one_sided_game = la partie de la ronde { $round } du joueur { $number } contre { $opponent } n'est pas inscrite de la même façon chez l'adversaire
unknown_forbidden_player = une paire interdite nomme le joueur { $number }, qui n'est pas dans le tournoi
bad_forbidden_pairs = la ligne de paires interdites `XXP { $line }` ne donne pas au moins deux numéros d'appariement
no_legal_pairing = aucun appariement ne respecte les critères absolus C1-C3 (C.04.3 2.1.1–2.1.3 : la ronde ne peut être complétée)
game_without_colour = la partie de la ronde { $round } du joueur { $number } n'a pas de couleur
no_such_round = la ronde { $round } ne peut être appariée : le fichier a { $played } rondes jouées
field_too_large = { $players } joueurs, c'est plus que ce moteur ne range dans un seul poids
scoring_not_points = ce ne sont pas des points de la forme 11.5 : « { $text } »
scoring_not_a_result = ce n'est pas l'une des lettres W D L A P X : « { $letter } »

## [tournament file error]

records_repeated_starting_number = ligne { $line } : le numéro d'appariement { $number } est donné deux fois (d'abord ligne { $first })
records_unknown_opponent = ligne { $line } : la ronde { $round } du joueur { $number } nomme l'adversaire { $opponent }, qui n'est pas dans le tournoi
records_one_sided_game = ligne { $line } : la partie de la ronde { $round } du joueur { $number } contre { $opponent } n'est pas inscrite de la même façon sur la ligne { $opponent_line } de l'adversaire
trf_place = ligne { $line }, colonne { $column } : { $detail }
trf_bad_starting_number = le numéro d'appariement (colonnes 5 à 8) n'est pas un nombre de 1 à 9999 : « { $text } »
trf_bad_sex = le sexe (colonne 10) n'est ni m, ni w, ni blanc : « { $text } »
trf_bad_number = { $field ->
        [rating] le classement
        [fide_id] l'identifiant FIDE
        [rank] le rang
        [opponent] l'adversaire
       *[other] le champ { $field }
    } n'est pas un nombre : « { $text } »
trf_bad_points = les points (colonnes 81 à 84) ne sont pas un nombre décimal tel que 11.5 : « { $text } »
trf_bad_colour = la couleur n'est ni w, ni b, ni -, ni blanc : « { $text } »
trf_bad_result = le résultat n'est pas un des codes de TRF (+ - W D L 1 = 0 H F U Z ou blanc) : « { $text } »
points_unreadable = pas un nombre de points avec au plus une décimale : « { $text } »
round_unknown_opponent = ronde { $round } : l'adversaire { $opponent } du joueur { $player } n'est pas dans le tournoi
round_records_disagree = ronde { $round } : les fiches des joueurs { $player } et { $opponent } ne concordent pas
absence_unknown_player = aucun joueur n'a le numéro d'appariement { $player }
absence_round_already_paired = la ronde { $round } est déjà appariée ou jouée pour le joueur { $player } : seulement les rondes suivantes
absence_leaves_a_gap = la fiche du joueur { $player } s'arrête à la ronde { $recorded } ; une absence à partir de la ronde { $round } laisserait un trou
absence_rounds_unknown = le nombre de rondes n'est pas connu (balise 142 ou XXR)
absence_no_round = les rondes se numérotent à partir de 1


## [cli message]

line_not_an_event = ligne { $line }, colonne { $column } : { $detail }
line_not_utf8 = la ligne n'est pas un texte UTF-8 valide
file_not_utf8 = { $path } : pas en UTF-8 (ligne { $line }) ; les octets qui ne sont pas de l'UTF-8 sont lus en Latin-1, le reste en UTF-8
planned_rounds_played = toutes les rondes prévues ({ $planned }) sont jouées : le tournoi est terminé, il n'y a pas de ronde { $round } à apparier
unknown_c07_edition = édition { $year } de C.07 inconnue (2024 ou 2026)
warning_at = ligne { $line }, colonne { $column } : { $detail }
warning_move_repaired = « { $text } » lu { $san } ({ repair-why })
warning_missing_result = pas de résultat à la fin de la partie
warning_result_spelling = résultat écrit « { $text } »
warning_result_mismatch = la balise Result dit { $tag } mais la partie se termine par { $marker }
warning_detached = « { $text } » ne suit aucun coup : ignoré
warning_tag_quotes = la valeur de la balise { $name } est écrite « { $written } » avec des guillemets que PGN n'échappe pas : lue « { $value } »
warning_variation_move = dans une variante, { $detail } : le reste de la variante est sauté, la partie lue jusqu'au bout
warning_unknown_edition = la balise Edition « { $tag } » ne nomme aucune édition des Règles : ignorée, la partie est lue selon { $edition }
chess960_random = position de départ { $number } du Chess960
convert_long_not_algebraic = --long écrit la notation algébrique longue, pas { $notation }
convert_game_warning = partie { $game } : { $detail }
convert_game_stopped = partie { $game } : { $detail } ; convertie jusque-là
config_not_read = { $path } : pas une configuration de partie : { $detail }
config_error = configuration : { $detail }
board_no_input = donnez --device CHEMIN, --replay FICHIER ou la commande simulate
board_not_base64 = { $path }:{ $line } : pas du base64 : { $detail }
board_not_dgt = { $count ->
        [one] { $count } passage de l'entrée n'était pas un message DGT
       *[other] { $count } passages de l'entrée n'étaient pas des messages DGT
    } (voir --events)
board_turned_round = l'échiquier était tourné (sa case 0 en h1)
simulate_other_start = { $file } : les coups partent d'une autre position que celle de la partie
simulate_no_game = aucune partie
serve_rate_burst = --rate doit être positif et --burst au moins 1
serve_not_seconds = --{ $option } doit être un nombre positif de secondes
serve_connections_at_least_one = --max-connections et --max-connections-per-address doivent valoir au moins 1
serve_web_not_built = attention : l'échiquier web n'est pas construit dans { $dir } (ses pages répondent 503) : lancez `npm --prefix web ci && npm --prefix web run build`
serve_listening = à l'écoute sur http://{ $addr }
serve_open_browser = ouvrez http://{ $addr }/ dans un navigateur pour jouer, regarder ou arbitrer une partie
fide_no_rating_list = { $db } : cette base ne garde pas de liste de classement
fide_reader_stopped = la lecture s'est arrêtée : { $detail }
fide_rows_left_out = { $count ->
        [one] { $count } ligne de plus laissée de côté
       *[other] { $count } lignes de plus laissées de côté
    }
fide_no_header = ligne { $line } : pas de ligne d'en-tête nommant les colonnes (ID Number, Name, ...)
fide_unreadable = ligne { $line } : illisible : { $detail }
standings_tag_202 = balise 202 du fichier : { $detail } ; nommez-les avec --tiebreaks
standings_rounds = rondes jouées : { $played ->
        [0] aucune
        [1] 1
       *[other] 1-{ $played }
    }{ $planned ->
        [none] {""}
       *[other] {" "}sur { $planned } prévues
    } ; comptées : { $counted ->
        [0] aucune
        [1] 1
       *[other] 1-{ $counted }
    }{ $pending ->
        [none] {""}
       *[other]  ; la ronde { $pending } ne contient que des absences déclarées d'avance : non jouée (pas d'exempt à zéro point pour les autres, C.07 16.1)
    }
pair_check_refused = ronde { $round } : { $code }
pair_check_differs = ronde { $round } : paired_differently : fichier { $file } exempt { $file_bye } ; néerlandais { $dutch } exempt { $dutch_bye }
pair_check_summary = { $differing ->
        [one] { $differing } ronde sur { $played } appariée autrement
       *[other] { $differing } rondes sur { $played } appariées autrement
    }
check_edition_default = la balise Edition de chaque partie, sinon { $odds } avec une balise Odds, sinon { $default }
check_summary = arbiter check ({ $edition }) : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } en { $seconds } s ({ $rate } parties/s)
check_column_what = quoi
check_column_count = nombre
check_valid_games = parties valides
check_invalid_games = parties non valides
check_ending = fin : { $reason }
check_finding = constat : { ARTICLE($article) } ({ $severity })

## [api error]

error_no_game = il n'y a pas de partie « { $id } »
error_step_conflict = partie { $game } : l'étape { $seq } a été journalisée par une autre instance ; renvoyez-la
error_storage = le journal n'a pas pu être écrit ni lu : rien n'a été enregistré
error_no_token = il faut le lien de sa place ou celui de l'arbitre (en-tête `Authorization: Bearer JETON`)
error_not_game_token = ce jeton n'est pas l'un de ceux de cette partie
error_token_no_game = ce jeton n'est celui d'aucune partie
error_plain_bad_path = le chemin de la requête ne se lit pas ({ $detail })
error_plain_bad_query = les paramètres de la requête ne se lisent pas ({ $detail })
error_plain_bad_request = la requête ne se lit pas ({ $detail })
error_plain_not_found = cette adresse ne mène à rien ({ $detail })
error_plain_method_not_allowed = cette adresse ne prend pas cette méthode ({ $detail })
error_plain_too_large = la requête est trop grande ({ $detail })
error_plain_unsupported_media_type = le type du contenu de la requête n'est pas accepté ({ $detail })
error_plain_http_error = la requête n'a pas abouti ({ $detail })
error_bad_json = le corps de la requête ne se lit pas : { $detail }
error_body_unreadable = le corps de la requête ne se lit pas : { $detail }
error_body_too_large = le corps de la requête est trop grand ({ $detail })
error_body_not_read = le corps de la requête n'a pas pu être lu ({ $detail })
error_body_over_limit = le corps de la requête dépasse { $bytes } octets
error_request_timeout = le corps de la requête n'est pas arrivé en { $seconds } s
error_rate_limited = trop de requêtes de ce client : ralentissez
error_no_route = cette adresse n'existe pas
error_method_not_allowed = cette adresse ne prend pas cette méthode
error_path_unreadable = le chemin de la requête ne se lit pas ({ $detail })
error_query_unreadable = les paramètres de la requête ne se lisent pas ({ $detail })
error_no_asset = ce fichier n'existe pas
error_web_unreadable = la page de l'échiquier web ne peut pas être lue
error_web_not_built = l'échiquier web n'est pas construit : lancez `npm --prefix web ci && npm --prefix web run build`
error_game_body_not_object = une partie se crée avec un objet JSON {"{"}"config", "seats", "start"{"}"}
error_unknown_engine = place des { $side ->
        [black] Noirs
       *[other] Blancs
    } : pas de moteur « { $engine } » ici (connus : { $known })
error_bad_level = place des { $side ->
        [black] Noirs
       *[other] Blancs
    } : le niveau { $level } n'est pas entre 1 et 20
error_name_control = { $field } : le caractère n° { $position } est un caractère de contrôle ({ $character }) ; un nom tient sur une ligne
error_name_length = { $field } : au plus { $max } caractères ({ $given ->
        [one] { $given } donné
       *[other] { $given } donnés
    })
error_name_players_only = un joueur nomme sa propre place, avec le lien de sa place
error_name_body = un nom s'envoie sous la forme {"{"}"name"{"}"} : { $detail }
error_name_empty = le nom est vide
error_name_chosen = cette place a déjà son nom
error_rematch_players_only = une revanche se propose et s'accepte par les joueurs de la partie, avec le lien de leur place
error_rematch_game_not_over = une revanche se propose une fois la partie terminée
error_rematch_event_game = une partie de tournoi n'a pas de revanche : la partie suivante est l'appariement de la ronde suivante
error_rematch_none = aucune revanche n'est proposée dans cette partie
error_rematch_accepted = la revanche a été acceptée : sa partie existe
error_bad_status_filter = statut « { $status } » : l'un de { $known }
error_bad_notation = langue de notation inconnue « { $language } » : en, fr, de, es, it, nl ou figurine
error_bad_voice = voix inconnue « { $voice } » : de, fr ou en
error_journal_unwritable = le journal de la partie ne s'écrit pas en JSON ({ $detail })
error_not_websocket = cette adresse attend une connexion WebSocket ({ $detail })
error_event_not_object = un événement est un objet JSON avec son "type"
error_event_stamped = "t" est apposé par le serveur : envoyez l'événement sans lui
error_event_unreadable = l'événement ne se lit pas ({ $detail })
error_arbiter_not_a_player = en ligne, seul le joueur au trait joue (art. 1.2) ; l'arbitre veille sur la partie (art. 12) et ne joue aucun coup pour un joueur
error_arbiter_only_event = seul l'arbitre peut envoyer cet événement (art. 12)
error_not_your_seat = ce jeton est celui des { $seat ->
        [black] Noirs
       *[other] Blancs
    } ; il ne peut pas agir pour les { $by ->
        [black] Noirs
       *[other] Blancs
    }
error_theory_arbiter_only = theory_moves est la décision de l'arbitre sur ce qu'établit la théorie (1930, art. 16.1.f) : seul l'arbitre peut l'envoyer
error_resume_event_game = seul l'arbitre peut envoyer cet événement (art. 12) : l'arbitre du tournoi remet en marche les pendules des parties de son tournoi (art. 6.11.3)
error_resume_claim_pending = seul l'arbitre peut envoyer cet événement (art. 12) : une réclamation attend la décision de l'arbitre
error_resume_own_pause = seul l'arbitre peut envoyer cet événement (art. 12) : le joueur qui a arrêté les pendules ne les remet pas lui-même en marche (art. 6.11.2, 6.11.3) ; son adversaire le peut, dans une partie sans arbitre
error_resume_not_paused = seul l'arbitre peut envoyer cet événement (art. 12) : les pendules n'ont pas été arrêtées par l'adversaire (art. 6.11.3)
error_stale_engine_move = le coup du moteur visait une position que la partie a quittée, ou ce processus ne conduit plus la partie : il est ignoré
error_forecast_bad_side = by « { $by } » : white (les Blancs) ou black (les Noirs), le camp qui réclamerait
error_forecast_no_side = by=white ou by=black : le camp qui réclamerait
error_bad_position = la position de la partie : { $detail }
error_corrupt_sensors = ligne de capteurs { $row } : { $detail }
error_no_board = aucun échiquier électronique n'est relié à cette partie
error_board_relay_arbiter_only = seul l'arbitre autorise une place à relayer un échiquier électronique (art. 12)
error_board_device_arbiter_only = seul l'arbitre relie un échiquier électronique branché sur le serveur (art. 12)
error_board_detach_arbiter_only = seul l'arbitre détache un échiquier électronique (art. 12)
error_not_over_the_board = un échiquier électronique ne conduit qu'une partie sur l'échiquier (config "mode":"otb") : là seulement un coup illégal peut être achevé (art. 7.5)
error_bad_relay = relay « { $relay } » : "white" ou "black", la place dont le jeton envoie les octets de l'échiquier
error_bad_board_line = ligne { $line } : pas du base64 : { $detail }
error_board_relay_not_attached = aucun échiquier électronique n'est relié que le jeton { $role } puisse relayer : l'arbitre le relie d'abord, en nommant la place qui le relaie ({"{"}"relay": "{ $role }"{"}"})
error_board_attached_other_relay = un échiquier électronique est déjà relié à cette partie avec un autre relais : détachez-le d'abord
error_board_relay_not_allowed = l'arbitre n'a pas autorisé le jeton { $role } à relayer l'échiquier électronique de cette partie
error_board_read_by_server = le serveur lit l'échiquier électronique de cette partie sur { $path }
error_unknown_device = « { $device } » n'est pas l'un des échiquiers électroniques avec lesquels ce serveur a été lancé (arbiter serve --board PATH)
error_board_attached = un échiquier électronique est déjà relié à cette partie : détachez-le d'abord
error_attach_body = un échiquier électronique se relie avec {"{"}"lines": [base64, ...]{"}"}, {"{"}"relay": "white"|"black", "lines": [...]{"}"} ou {"{"}"device": PATH{"}"}
error_no_seat_board_api = le jeton de l'arbitre n'a pas de place : la Board API agit pour un joueur ; l'arbitre envoie ses événements à /api/games/{ $id }/events
error_no_seat_stream = le jeton de l'arbitre n'a pas de couleur à suivre : regardez /api/games/{"{"}id{"}"}/stream
error_bad_flag = { $name } vaut true ou false, pas « { $value } »
error_bad_uci = « { $text } » n'est pas un coup écrit en UCI (e2e4, e7e8q)
error_bad_draw_answer = draw/{ $answer } : yes (proposer ou accepter) ou no (refuser)

## [dutch note]

colour-wanted = { $wanted ->
        [black] les Noirs
       *[other] les Blancs
    }
colour-got = { $got ->
        [black] les Noirs
       *[other] les Blancs
    }
rounds-ago = { $rounds_ago ->
        [2] il y a deux rondes
       *[other] à la ronde précédente
    }
score_difference = { $higher } ({ $higher_points } points) flotte vers le bas pour rencontrer { $lower } ({ $lower_points } points) : leurs groupes de points ne pouvaient être appariés autrement (critère C6, C7 : le moins possible de joueurs descendent, avec les scores les plus bas)
repeated_downfloat = { $player } flotte de nouveau vers le bas, comme { rounds-ago } : aucun appariement ne l'évitait (critère { $rounds_ago ->
        [2] C16 : le moins possible de joueurs descendent comme deux rondes plus tôt
       *[other] C14 : le moins possible de joueurs descendent deux rondes de suite
    })
repeated_upfloat = { $player } flotte de nouveau vers le haut, comme { rounds-ago } : aucun appariement ne l'évitait (critère { $rounds_ago ->
        [2] C17 : le moins possible de joueurs montent comme deux rondes plus tôt
       *[other] C15 : le moins possible de joueurs montent deux rondes de suite
    })
absolute_colour_preference_unmet = { $player } avait une préférence absolue pour { colour-wanted } mais joue avec { colour-got } : les deux joueurs voulaient la même couleur (critère C3 : deux joueurs qui ne sont pas en tête et exigent la même couleur ne se rencontrent pas)
topscorer_absolute_colour_exception = { $player } avait une préférence absolue pour { colour-wanted } mais joue avec { colour-got } : les deux joueurs voulaient la même couleur (critère C3 laisse se rencontrer les joueurs en tête à la dernière ronde : plus de la moitié des points possibles)
strong_colour_preference_unmet = { $player } avait une préférence forte pour { colour-wanted } mais joue avec { colour-got } : les deux joueurs voulaient la même couleur (critère C13 : le moins possible de joueurs privés de leur forte préférence de couleur)
colour_preference_unmet = { $player } avait une préférence pour { colour-wanted } mais joue avec { colour-got } : les deux joueurs voulaient la même couleur (critère C12 : le moins possible de joueurs privés de leur préférence de couleur)
colours_by_preference = chaque joueur a la couleur qu'il préfère, ou aucune préférence n'a été lésée
colours_by_stronger_preference = la préférence de couleur la plus forte a été accordée
colours_alternated = les couleurs alternent par rapport à la dernière ronde où les deux joueurs avaient eu des couleurs différentes
colours_to_higher_ranked = la préférence du joueur le mieux classé a été accordée
colours_by_initial_colour = aucune préférence : les couleurs suivent la couleur initiale et le numéro du joueur le mieux classé
pairing_allocated_bye = { $player } est exempt (exemption attribuée par l'appariement) : le nombre de joueurs à apparier est impair
bye_lowest_score = { $player } ({ $points } points) est dans le groupe de points le plus bas qui pouvait recevoir l'exemption, et n'en a pas encore eu (critère C5 : l'exemption au score le plus bas possible ; C2 : pas de seconde exemption)
bye_above_lowest_score = { $player } ({ $points } points) reçoit l'exemption bien que des scores plus bas existent : aucun joueur d'un score inférieur ne pouvait la recevoir sans enfreindre un critère absolu (critère C5 : l'exemption au score le plus bas que permettent les critères absolus C1–C3)

## [board]

board-this-piece = { $letter ->
        [P] ce pion
        [N] ce cavalier
        [B] ce fou
        [R] cette tour
        [Q] cette dame
        [K] ce roi
       *[other] cette pièce
    }
board_title = Échiquier électronique
board_connected = L’échiquier répond.
board_disconnected = L’échiquier ne répond plus : ce qui s’y passe n’est pas vu ; l’arbitre décide (art. 12.1).
board_detached = L’échiquier a été détaché.
board_touched = Pièces touchées : { $list }.
board_must_move = Vous devez jouer { board-this-piece } ({ $square }), art. { $article }.
board_must_capture = Vous devez prendre { board-this-piece } ({ $square }), art. { $article }.
board_capture_with = Vous devez prendre la pièce de { $target } avec la pièce de { $square }, art. 4.3.3.
board_castle = Vous devez roquer avec la tour de { $square }, art. 4.4.1.
board_king_move = Vous devez jouer le roi ({ $square }), art. 4.4.3.
board_opponent_chooses = L’adversaire désigne la pièce touchée à jouer ({ $list }), { $article }.
board_free = Aucune pièce touchée ne peut être jouée ni prise : tout coup légal, art. 4.5.
board_restore = À rétablir (art. { $article }) : { $list }.
board_empty = vide
board_clock = Pendule de l’échiquier : { $white } (Blancs) – { $black } (Noirs).
board_clock_sides = Pendule de l’échiquier : { $left } (gauche) – { $right } (droite).
board_refused = La partie n’a pas pris { $decision } de l’échiquier : { $message }
board_not_started = Les pièces ne sont pas placées comme au départ : la partie ne commence pas (art. 2.3).
# Le nom d'abord, l'adjectif accordé : « tour blanche », « cavalier noir ».
board_piece_of_side = { $letter ->
        [P] pion
        [N] cavalier
        [B] fou
        [R] tour
        [Q] dame
       *[K] roi
    } { $side ->
        [white] { $letter ->
            [R] blanche
            [Q] blanche
           *[other] blanc
        }
       *[black] { $letter ->
            [R] noire
            [Q] noire
           *[other] noir
        }
    }
board_piece_p = pion
board_piece_n = cavalier
board_piece_b = fou
board_piece_r = tour
board_piece_q = dame
board_piece_k = roi

## [page] The board's own labels (web/src/i18n.ts `t(key)`: `home.new` is `page-home-new`; in a key `-` `/` `+` `=` are `_D` `_S` `_P` `_E`).
page-app-tagline = Un arbitre électronique : les échecs selon les Règles de la FIDE
page-app-skip = Aller au contenu principal
page-lang-switch = English
page-lang-label = Langue
page-home-new = Nouvelle partie
page-home-timeControl = Cadence
page-home-preset-classical = Classique (FIDE) : 40 coups en 90 min, puis 30 min, +30 s par coup dès le 1er coup
page-home-preset-rapid = Rapide : 15 min, +10 s par coup dès le 1er coup
page-home-preset-blitz = Blitz : 3 min, +2 s par coup dès le 1er coup
page-home-preset-1930 = 1930 : 30 coups en 2 h, puis 15 coups par heure
page-home-preset-custom = Sur mesure
page-home-periods = Périodes
page-home-period-moves = Coups (vide : le reste de la partie)
page-home-period-minutes = Minutes
page-home-period-increment = Secondes par coup
page-home-period-add = Ajouter une période
page-home-period-remove = Retirer
page-home-clockMode = Pendule
page-home-clockMode-fischer = Fischer (incrément ajouté après chaque coup)
page-home-clockMode-bronstein = Temps différé Bronstein (le temps employé est rendu, jusqu’au délai)
page-home-clockMode-delay = Temps différé simple (la pendule attend avant de décompter)
page-home-edition = Règles
page-home-edition-fide_D2023 = Règles de la FIDE 2023
page-home-edition-fide_D1997 = Règles de la FIDE 1997 (avec leurs annexes)
page-home-edition-fide_D1930 = Règles de la FIDE 1930
page-home-edition-fide_D1928 = Projet de la FIDE 1928
page-home-mode = Jeu
page-home-mode-online = En ligne : un coup illégal est refusé
page-home-mode-otb = Sur l’échiquier : un coup illégal reste joué et est sanctionné (art. 7.5)
page-home-opponent = Adversaire
page-home-opponent-friend = Un ami, par un lien
page-home-opponent-engine = Le moteur (Stockfish)
page-home-level = Force (1 à 20)
page-home-colour = Votre couleur
page-home-colour-white = Blancs
page-home-colour-black = Noirs
page-home-colour-random = Au hasard
page-home-name = Votre nom
page-home-create = Créer la partie
page-home-playing = Parties en cours
page-home-finished = Parties terminées
page-home-none = Aucune pour l’instant.
page-home-events = Tournois
page-home-events-text = Arbitrez un tournoi : un suisse ou un toutes rondes, ses joueurs inscrits à la main ou depuis un TRF, un tableur ou la liste Elo de la FIDE.
page-home-events-new = Nouveau tournoi
page-home-watch = Regarder
page-home-created = Créée { $when }
page-status-created = pas commencée
page-status-started = en cours
page-status-adjourned = ajournée
page-status-finished = terminée
page-side-white = Blancs
page-side-black = Noirs
page-player-anonymous = Anonyme
page-player-engine = Stockfish niveau { $level }
page-game-loading = Chargement de la partie…
page-game-notFound = Cette partie n’existe pas.
page-game-toEvent = La page du tournoi
page-game-you = vous
page-game-spectator = Vous regardez la partie.
page-game-yourSeat = Vous jouez les { $side }.
page-game-arbiterSeat = Vous êtes l’arbitre de cette partie.
page-game-toMove = Trait aux { $side }
page-game-notStarted = Les pendules ne sont pas lancées.
page-game-start = Lancer les pendules
page-game-startHint = Envoyez le lien à votre adversaire, puis lancez les pendules (art. 6.6).
page-game-paused = Les pendules sont arrêtées (art. 6.11).
page-game-offline = Connexion perdue ; reconnexion…
page-game-period = période { $n }
page-game-toControl = { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    } avant le contrôle
page-game-delay = temps différé { $s } s
page-game-flag = drapeau tombé
page-game-moves = Coups
page-game-notation = Notation
page-notation-en = Anglaise (K Q R B N)
page-notation-fr = Française (R D T F C)
page-notation-de = Allemande (K D T L S)
page-notation-es = Espagnole (R D T A C)
page-notation-it = Italienne (R D T A C)
page-notation-nl = Néerlandaise (K D T L P)
page-notation-figurine = Figurines (♔ ♕ ♖ ♗ ♘)
page-game-offerDraw = Proposer la nulle
page-game-acceptDraw = Accepter la nulle
page-game-declineDraw = Refuser
page-game-drawOffered = Les { $side } proposent la nulle (art. 9.1.2).
page-game-yourOffer = Vous avez proposé la nulle ; votre adversaire peut accepter tant qu’il n’a pas joué.
page-game-claim = Réclamer la nulle maintenant (triple répétition, 50 coups)
page-game-claimWithMove = Réclamer avec mon prochain coup
page-game-claimArmed = Votre prochain coup sera écrit et réclamé, pas joué (art. 9.2.1, 9.3.1). Cliquez à nouveau pour annuler.
page-game-resign = Abandonner
page-game-seal = Mettre mon coup sous enveloppe et ajourner
page-game-sealArmed = Votre prochain coup va sous enveloppe, pas sur l’échiquier (directive I.1). Cliquez à nouveau pour annuler.
page-game-adjourned = La partie est ajournée : le coup sous enveloppe attend (directive I).
page-game-claimIllegal = Réclamer : le dernier coup était illégal (A.5.2)
page-arbiter-resumeAdjourned = Ouvrir l’enveloppe et reprendre (directive I.9.1)
page-game-resignConfirm = Vraiment abandonner ? Cliquez à nouveau
page-game-callArbiter = Appeler l’arbitre (arrêter les pendules)
page-game-typeMove = Taper un coup
page-game-typeMoveHint = Toute notation : e4, Cf3, Nf3, g1f3, O-O, e8=D… puis Entrée
page-game-typeMovePlay = Jouer
page-game-speech = Annoncer les coups à voix haute (annexe D)
page-game-sayClocks = Annoncer les pendules et les coups joués (annexe D.2.6.1)
page-speech-clocks = Blancs { $white }. Noirs { $black }. Coups joués : { $n }.
page-game-voice = Mots
page-voice-de = Annexe D (Anna, Bella… eins, zwei…)
page-voice-fr = Français
page-voice-en = Anglais
page-game-notices = L’arbitre annonce
page-game-result = Résultat
page-game-pgn = Télécharger le PGN
page-game-share = Liens
page-game-share-white = Place des Blancs
page-game-share-black = Place des Noirs
page-game-share-spectator = Spectateurs
page-game-share-arbiter = Console de l’arbitre
page-game-share-copy = Copier
page-game-share-copied = Copié
page-game-share-secret = Le lien d’une place en est la clé : ne le donnez qu’à ce joueur.
page-game-promotion = Promouvoir en
page-game-illegalCount = Coups illégaux : { $n }
page-piece-queen = Dame
page-piece-rook = Tour
page-piece-bishop = Fou
page-piece-knight = Cavalier
page-arbiter-title = Console de l’arbitre
page-arbiter-noToken = Cette page demande le lien de l’arbitre de cette partie.
page-arbiter-clocks = Pendules
page-arbiter-pause = Arrêter les pendules (art. 6.11.1)
page-arbiter-resume = Reprendre (art. 6.11.3)
page-arbiter-setClock = Régler les pendules (art. 6.10.2)
page-arbiter-addTime = Ajouter du temps (art. 6.10.2, 12.5)
page-arbiter-seconds = secondes
page-arbiter-apply = Appliquer
page-arbiter-penalty = Sanction (art. 12.9)
page-arbiter-against = contre
page-penalty-warning = Avertissement (12.9.1)
page-penalty-add_time = Temps ajouté à l’adversaire (12.9.2)
page-penalty-take_time = Temps retiré au fautif (12.9.3)
page-penalty-add_points = Points ajoutés à l’adversaire (12.9.4)
page-penalty-take_points = Points retirés au fautif (12.9.5)
page-penalty-lose_game = Partie déclarée perdue (12.9.6)
page-penalty-fine = Amende (12.9.7)
page-penalty-expulsion = Exclusion (12.9.8, 12.9.9)
page-penalty-illegal_move = Coup illégal constaté (7.5.4, 7.5.5)
page-arbiter-declare = Déclarer un résultat (art. 12.1)
page-arbiter-reason = motif
page-arbiter-forfeit = Forfait (art. 6.7.1, 11.7, 11.8)
page-arbiter-forfeit-both = Les deux joueurs
page-arbiter-journal = Le journal de la partie
page-arbiter-journal-seq = N°
page-arbiter-journal-time = Temps
page-arbiter-journal-event = Événement
page-arbiter-journal-details = Détails
page-arbiter-done = Fait.
page-error-illegal_move = Ce coup est illégal ici.
page-error-not_your_turn = Vous n’avez pas le trait.
page-error-game_over = La partie est terminée.
page-error-not_your_seat = Cette place n’est pas la vôtre.
page-error-arbiter_only = Seul l’arbitre peut le faire.
page-error-network = Le serveur est injoignable.
page-error-ambiguous_move = Ce coup peut se lire de plusieurs façons : écrivez-le en entier.
page-error-offer_not_allowed = Une proposition de nulle n’est pas permise maintenant par ces Règles ou ce règlement.
page-error-offer_pending = Une proposition de nulle est déjà en cours.
page-error-no_offer = Il n’y a pas de proposition de nulle.
page-error-not_started = Les pendules ne sont pas encore lancées.
page-error-paused = Les pendules sont arrêtées : attendez l’arbitre.
page-error-bound_move = Vous êtes tenu de jouer un autre coup.
page-error-not_allowed = Ce n’est pas permis maintenant.
page-error-too_early = C’est trop tôt.
page-error-choice_pending = Votre adversaire choisit d’abord ce que vous devez jouer (1930, art. 17.b : « au choix de l’adversaire »).
page-error-no_choice = Vous n’avez aucun choix à faire (1930, art. 17.b).
page-result-1_D0 = Les Blancs gagnent
page-result-0_D1 = Les Noirs gagnent
page-result-1_S2_D1_S2 = Partie nulle
page-result-_P_S_D = Les Blancs gagnent par forfait
page-result-_D_S_P = Les Noirs gagnent par forfait
page-result-_D_S_D = Double forfait
page-reason-checkmate = échec et mat
page-reason-stalemate = pat
page-reason-dead_position = position morte : aucune suite de coups légaux ne peut mener au mat
page-reason-agreement = par accord mutuel
page-reason-threefold_repetition = la même position pour la troisième fois, réclamée
page-reason-fifty_moves = cinquante coups de chaque joueur sans prise ni mouvement de pion, réclamés
page-reason-fivefold_repetition = la même position pour la cinquième fois
page-reason-seventy_five_moves = soixante-quinze coups de chaque joueur sans prise ni mouvement de pion
page-reason-resignation = abandon
page-reason-time_forfeit = le drapeau est tombé
page-reason-time_forfeit_cannot_mate = le drapeau est tombé, mais l’adversaire ne peut mater par aucune suite de coups légaux
page-reason-resignation_cannot_mate = abandon, mais l’adversaire ne peut mater par aucune suite de coups légaux
page-reason-illegal_moves = coups illégaux
page-reason-sealed_move_illegal = le coup sous enveloppe était illégal
page-reason-forfeit = forfait
page-reason-arbiter = décision de l’arbitre
page-article = art. { $article }
page-journal-start = début
page-journal-move = coup
page-journal-offer_draw = proposition de nulle
page-journal-accept_draw = nulle acceptée
page-journal-decline_draw = nulle refusée
page-journal-claim_draw = réclamation de nulle
page-journal-resign = abandon
page-journal-claim_time = réclamation au temps
page-journal-claim_illegal = réclamation de coup illégal
page-journal-tick = contrôle du temps
page-journal-pause = arrêt des pendules
page-journal-resume = reprise
page-journal-adjourn = ajournement
page-journal-resume_adjourned = reprise de la partie ajournée
page-journal-arbiter = arbitre
page-field-by = par
page-field-move = coup
page-field-offer_draw = avec proposition de nulle
page-field-action = décision
page-field-to = à
page-field-ms = ms
page-field-against = contre
page-field-kind = nature
page-field-result = résultat
page-field-reason = motif
page-field-article = article
page-field-white_ms = Blancs ms
page-field-black_ms = Noirs ms
page-field-sealed_move = coup sous enveloppe
page-field-points = points
page-field-requester = demandé par
page-ruling-set_clock = pendules réglées
page-ruling-add_time = temps ajouté
page-ruling-penalty = sanction
page-ruling-declare_result = résultat déclaré
page-ruling-forfeit = forfait
page-clock-fischer = incrément Fischer
page-clock-bronstein = temps différé Bronstein
page-clock-delay = temps différé simple
page-category-standard = partie standard
page-category-rapid = rapide (annexe A)
page-category-blitz = blitz (annexe B)
page-mode-online = en ligne
page-mode-otb = sur l’échiquier
page-board-role = échiquier
page-board-label = Échiquier : les flèches vont de case en case, Entrée soulève une pièce et la pose, Échap la remet
page-board-putBack = remise en place
page-board-lifted = soulevée :
page-board-nothingToLift = aucune de vos pièces à jouer ici
page-board-cannotGo = la pièce ne peut pas aller là
page-piece-king = Roi
page-piece-pawn = Pion
page-game-title = Partie
page-game-boardRegion = Échiquier et pendules
page-game-panel = Coups et actions
page-game-more = Réglages et liens
page-game-nav = Coups joués
page-game-nav-first = La position de départ (Début)
page-game-nav-prev = Un coup en arrière (←)
page-game-nav-next = Un coup en avant (→)
page-game-nav-last = La position actuelle (Fin)
page-game-flip = Retourner l’échiquier
page-game-sound = Sons
page-game-lookingBack = Retour en arrière : après { $n } — la partie continue
page-game-rematch = Nouvelle partie, couleurs inversées
page-game-rematchWaiting = Revanche proposée : en attente de votre adversaire.
page-game-rematchOffered = Votre adversaire propose une revanche, couleurs inversées.
page-game-rematchAccept = Accepter la revanche
page-game-rematchDecline = Refuser
page-game-rematchWithdraw = Retirer la proposition
page-game-rematchAgreed = Revanche acceptée : ouverture de la nouvelle partie…
page-game-rematchWatch = Suivre la revanche
page-error-rematch_game_not_over = Une revanche se propose une fois la partie terminée.
page-error-rematch_event_game = Une partie de tournoi n’a pas de revanche : la partie suivante est l’appariement de la ronde suivante.
page-error-rematch_players_only = Seuls les joueurs de la partie proposent et acceptent une revanche.
page-error-rematch_none = Aucune revanche n’est proposée dans cette partie.
page-error-rematch_accepted = La revanche a été acceptée : sa partie existe.
page-game-nameLabel = Votre nom
page-game-nameSave = Enregistrer mon nom
page-game-nameHint = Votre adversaire et la feuille de partie l’affichent.
page-error-name_chosen = Ce siège a déjà son nom.
page-error-name_empty = Écrivez d’abord un nom.
page-error-name_players_only = Un joueur nomme son propre siège, avec le lien de son siège.
page-game-mustPlay = Vous devez jouer { $move }, le coup écrit avec votre réclamation ({ $article }).
page-game-claimPerpetual = Réclamer l’échec perpétuel (1930 art. 16.1.b)
page-game-demandMate = Demander le mat en cinquante coups (1930 art. 16.1.f)
page-game-pausedYouResume = Relancez les pendules depuis la console ci-dessous quand le jeu peut reprendre (art. 6.11.3).
page-game-pausedHoldLink = Seul l’arbitre relance les pendules (art. 6.11.3). Le lien d’arbitre de cette partie est dans ce navigateur : ouvrez-le pour reprendre.
page-game-pausedAskCreator = Seul l’arbitre relance les pendules (art. 6.11.3) : la partie reprend quand le détenteur du lien d’arbitre — qui a créé la partie — la relance.
page-game-openArbiter = Ouvrir la console de l’arbitre
page-game-share-arbiterHint = Ce lien dirige la partie : pause, temps, sanctions, résultats. Donnez-le à l’arbitre ; un joueur ne doit pas arbitrer sa propre partie.
page-player-friend = { $side } (votre ami)
page-claim-title = Réclamation de nulle
page-claim-correctNow = Une réclamation de nulle est correcte maintenant ({ $article }).
page-claim-notCorrectNow = Cette réclamation n’est pas correcte maintenant : la position n’est pas apparue trois fois, et 50 coups de chaque camp n’ont pas été joués sans prise ni mouvement de pion (art. 9.2, 9.3).
page-claim-notCorrectWithMove = Une réclamation avec { $move } n’est pas correcte : après ce coup, la position ne sera pas apparue trois fois, ni 50 coups de chaque camp passés sans prise ni mouvement de pion (art. 9.2.1, 9.3.1).
page-claim-penalty = Si vous réclamez quand même, l’arbitre ajoute { $n } min à la pendule de votre adversaire et la partie continue ({ $article }).
page-claim-noPenalty = Si vous réclamez quand même, la partie continue : ces Règles ne sanctionnent pas une réclamation incorrecte ({ $article }).
page-claim-penaltyWithMove = Si vous réclamez quand même, l’arbitre ajoute { $n } min à la pendule de votre adversaire, la partie continue et vous devez jouer le coup écrit ({ $article }).
page-claim-anyway = Réclamer quand même
page-claim-cancel = Ne pas réclamer
page-choice-title = La prise illégale de votre adversaire a été reprise. Le choix est à vous ({ $article }) :
page-choice-capture = Votre adversaire doit prendre la pièce en { $square } de façon régulière
page-choice-touched = Votre adversaire doit faire un autre coup légal avec la pièce touchée, en { $square }
page-choice-waiting = Votre adversaire choisit : prendre en { $capture } de façon régulière, ou faire un autre coup légal avec la pièce touchée, en { $piece } ({ $article }).
page-game-mustCapture = Vous devez prendre la pièce en { $square } de façon régulière ({ $article }).
page-game-mustMovePiece = Vous devez faire un autre coup légal avec la pièce touchée, en { $square } ({ $article }).
page-game-claimFlag = Réclamer : le drapeau des { $side } est tombé (art. 6.8)
page-arbiter-iii4 = Directive III.4 : un incrément de 5 secondes pour les deux joueurs, demandé par
page-arbiter-iii4-grant = Accorder
page-arbiter-board = L’échiquier
page-arbiter-coloursReversed = Couleurs inversées (art. 7.3)
page-arbiter-wrongStart = Position initiale incorrecte (art. 7.2.1)
page-journal-choose_penalty = choix après une prise illégale
page-field-choice = choix
page-choice-word-capture = la prise
page-choice-word-touched_piece = un autre coup de la pièce touchée
page-game-theme = Échiquier
page-game-pieces = Pièces
page-theme-brown = Brun (chessground)
page-theme-blue = Bleu
page-theme-green = Vert
page-theme-grey = Gris, contraste élevé
page-pieces-cburnett = Dessinées (cburnett, chessground)
page-pieces-glyphs = Figurines en caractères (contraste élevé)
page-journal-claim_perpetual = réclamation d’échec perpétuel
page-journal-demand_mate = demande de mat
page-ruling-grant_iii_4 = directive III.4 accordée
page-ruling-colours_reversed = couleurs inversées
page-ruling-wrong_start_position = position initiale incorrecte
page-ruling-reject_claim = réclamation rejetée
page-field-theory_moves = coups selon la théorie
page-field-sealed = sous enveloppe
page-penalty-points = points
page-arbiter-pending = Les { $side } réclament ({ $article }) : votre décision
page-arbiter-uphold = Accepter : la partie est nulle
page-arbiter-reject = Rejeter : le jeu continue
page-arbiter-theory = Demande de mat des { $side } ({ $article }) : { $n ->
        [one] { $n } coup restant
       *[other] { $n } coups restants
    }
page-arbiter-theoryMoves = Mat en, selon la théorie (coups)
page-typed-illegal_move = « { $move } » n’est pas un coup légal dans cette position (notation de l’échiquier : { $notation }).
page-typed-ambiguous_move = « { $move } » peut désigner plusieurs coups : précisez la colonne ou la rangée de la pièce (notation de l’échiquier : { $notation }).
page-typed-not_notation = « { $move } » n’est pas un coup dans une notation que l’échiquier lit : { $notation }, les lettres d’une autre langue, les figurines, ou des cases comme g1f3.
page-typed-unknown_piece = « { $move } » ne désigne aucune pièce : la notation de l’échiquier est { $notation }.
page-error-not_notation = Ce n’est pas un coup dans une notation que l’échiquier lit.
page-error-unknown_piece = Ceci ne désigne aucune pièce.
page-colon = { " : " }
page-result-because = { $result } : { $reason }
page-article-edition = { $edition }, { $article }

## [page] The hall's and the event pages' own labels (web/src/hall-i18n.ts `ht(key)`: `hall.title` is `hall-hall-title`).
hall-hall-title = La salle
hall-hall-round = Ronde { $n }
hall-hall-noRound = Aucune ronde appariée
hall-hall-draft = Appariée, non publiée : vérifiez l’explication, changez un échiquier au besoin, puis publiez.
hall-hall-pair = Apparier la ronde suivante
hall-hall-publish = Publier la ronde
hall-hall-startAll = Déclencher toutes les pendules (art. 6.6)
hall-hall-forfeit = Délai de forfait : forfait pour les absents (art. 6.7.1)
hall-hall-absent = Absent
hall-hall-boards = Échiquiers
hall-hall-board = Échiquier
hall-hall-white = Blancs
hall-hall-black = Noirs
hall-hall-clockWhite = Pendule des Blancs
hall-hall-clockBlack = Pendule des Noirs
hall-hall-period = Période
hall-hall-result = Résultat
hall-hall-status = État
hall-hall-bye = Exempt : { $name }
hall-hall-queue = À traiter par l’arbitre (le plus ancien d’abord)
hall-hall-queueEmpty = Rien n’attend l’arbitre.
hall-hall-open = Ouvrir la console
hall-hall-resume = Relancer la pendule (art. 6.11.3)
hall-hall-uphold = Accepter : nulle
hall-hall-reject = Rejeter la réclamation
hall-hall-seen = Traité
hall-hall-kind-claim = Réclamation
hall-hall-kind-call = Appel (art. 6.11.2)
hall-hall-kind-illegal = Coup illégal réclamé (A.5.2)
hall-hall-kind-adjourned = Ajournée (directive I)
hall-hall-kind-flag = Drapeau tombé (art. 6.9)
hall-hall-since = il y a { $m ->
    [0] { $s ->
        [one] { $s } seconde
       *[other] { $s } secondes
    }
    [one] { $m } minute
   *[other] { $m } minutes
}
hall-hall-explanation = Pourquoi ces appariements
hall-hall-live = En direct
hall-hall-offline = Reconnexion…
hall-hall-noToken = Cette page demande le lien d’arbitre du tournoi.
hall-hall-public = Pages publiques
hall-hall-reason = Pourquoi l’appariement est changé (journalisé)
hall-hall-swap = Inverser les couleurs de l’échiquier { $n }
hall-hall-needReason = Dites d’abord pourquoi l’appariement est changé.
hall-hall-absences = Absences et exemptions (rondes non publiées)
hall-hall-absence-player = Joueur n°
hall-hall-absence-kind = Absence
hall-hall-absence-from = À partir de la ronde (la première non publiée si vide)
hall-hall-absence-rounds = Rondes
hall-hall-absence-reason = Motif
hall-draft-pairAgain = Supprimer ce projet et apparier de nouveau
hall-draft-pairAgainAsk = Supprimer le projet d’appariement de la ronde { $n } et l’apparier de nouveau ? La suppression est journalisée.
hall-draft-move = Déplacer un joueur
hall-draft-moveA = Joueur
hall-draft-moveB = Échange sa place avec
hall-draft-moveDo = Échanger les places
hall-draft-onBoard = { $name } (échiquier { $n }, { $side })
hall-draft-onBye = { $name } (exempt)
hall-draft-publishAsk = Publier la ronde { $n } ? { $boards ->
        [one] Sa partie est créée
       *[other] Ses { $boards } parties sont créées
    } et l’appariement devient public ; les joueurs reçoivent leurs liens.
hall-draft-publishAskTitle = Publier la ronde
hall-draft-print = Imprimer l’appariement
hall-draft-links = Liens des joueurs, ronde { $n }
hall-draft-linksHint = Chaque lien n’est donné qu’une fois, maintenant : copiez-le pour le joueur, ou montrez son code QR. La page du joueur dans le tournoi donne ses parties et son prochain échiquier.
hall-draft-seat = Lien de la partie de { $name }
hall-draft-copy = Copier
hall-draft-copied = Copié
hall-draft-qr = Code QR
hall-draft-qrTitle = Lien de la partie de { $name }
hall-draft-close = Fermer
hall-draft-page = Page du joueur
hall-undo-button = Annuler : { $what }
hall-undo-ask = Annuler cette étape : { $what } ? L’annulation est journalisée.
hall-undo-title = Annuler
hall-undo-done = Annulé : { $what }
hall-undo-step-player = l’inscription de { $name }
hall-undo-step-edited = la correction du joueur n° { $player }
hall-undo-step-paired = l’appariement de la ronde { $round }
hall-undo-step-changed = la modification de l’appariement de la ronde { $round }
hall-undo-step-discarded = la suppression du projet de la ronde { $round }
hall-undo-step-published = la publication de la ronde { $round }
hall-undo-step-decided = le résultat { $result } de l’échiquier { $board }, ronde { $round }
hall-undo-step-absent = l’absence du joueur n° { $player }
hall-undo-step-acknowledged = un élément de la file marqué traité
hall-ask-ok = Confirmer
hall-ask-cancel = Annuler
hall-hall-absence-record = Enregistrer (journalisé)
hall-hall-absence-withdrawal = Forfait général
hall-hall-absence-suspension = Exclusion pour une ou plusieurs rondes (art. 12.9.8)
hall-hall-absence-expulsion = Exclusion de la compétition (art. 12.9.9)
hall-hall-absence-bye-half = Exemption d’un demi-point
hall-hall-absence-bye-full = Exemption d’un point
hall-hall-absence-bye-zero = Exemption sans point
hall-status-paired = appariée
hall-status-created = non commencée
hall-status-started = en cours
hall-status-adjourned = ajournée
hall-status-finished = terminée
hall-event-pairings = Appariements
hall-event-standings = Classement
hall-event-crosstable = Grille américaine
hall-event-rank = Rang
hall-event-no = N°
hall-event-name = Nom
hall-event-rating = Elo
hall-event-fed = Féd.
hall-event-points = Points
hall-event-roundShort = R{ $n }
hall-event-nothing = Rien n’est encore publié.
hall-event-loading = Chargement…
hall-hall-entries = Joueurs et inscriptions
hall-event-entries = Inscrits
hall-event-title = Titre
hall-newEvent-title = Nouveau tournoi
hall-newEvent-intro = Créez le tournoi, puis inscrivez ses joueurs : ce navigateur garde le lien de l’arbitre.
hall-newEvent-name = Nom du tournoi
hall-newEvent-system = Système d’appariement
hall-newEvent-swiss = Système suisse, règles néerlandaises (C.04.3)
hall-newEvent-roundRobin = Toutes rondes, tables de Berger (C.05)
hall-newEvent-double = Double toutes rondes (chaque paire se rencontre deux fois)
hall-newEvent-rounds = Nombre de rondes
hall-newEvent-roundsHint = Un toutes rondes joue autant de rondes que sa table en demande.
hall-newEvent-tiebreaks = Départages, dans l’ordre où ils sont cochés (C.07)
hall-newEvent-tiebreaksDefault = Les départages par défaut de ce système sont cochés.
hall-newEvent-order = Ordre : { $list }
hall-newEvent-orderNone = Ordre : les points seuls
hall-newEvent-dates = Dates
hall-newEvent-startDate = Premier jour
hall-newEvent-endDate = Dernier jour
hall-newEvent-venue = Lieu (ville, salle)
hall-newEvent-fideRated = Homologué FIDE : tout changement d’appariement est signalé
hall-newEvent-create = Créer le tournoi
hall-newEvent-defaultTime = Délai de forfait, en minutes (art. 6.7.1)
hall-newEvent-defaultTimeHint = Compté depuis le début de la ronde : le joueur qui n’est pas arrivé à son terme perd la partie. 0 : présent dès le début.
hall-tb-DE = Confrontation directe
hall-tb-WIN = Nombre de victoires
hall-tb-WON = Parties gagnées sur l’échiquier
hall-tb-BPG = Parties jouées avec les Noirs
hall-tb-BWG = Parties gagnées avec les Noirs
hall-tb-BH = Buchholz
hall-tb-BH_SC1 = Buchholz sans le plus faible score
hall-tb-BH_SC2 = Buchholz sans les deux plus faibles
hall-tb-BH_SM1 = Buchholz médian (sans le plus fort ni le plus faible)
hall-tb-BH_SM2 = Buchholz médian, deux retirés de chaque côté
hall-tb-SB = Sonneborn-Berger
hall-tb-SB_SC1 = Sonneborn-Berger sans le plus faible
hall-tb-PS = Cumulatif
hall-tb-ARO = Moyenne Elo des adversaires
hall-tb-ARO_SC1 = Moyenne Elo des adversaires sans le plus faible
hall-tb-TPR = Performance
hall-tb-EDE = Confrontation directe étendue
hall-tb-FB = Buchholz anticipé (dernière ronde comptée nulle)
hall-tb-KS = Système Koya (points contre la moitié supérieure)
hall-tb-APRO = Moyenne des performances des adversaires
hall-reg-title = Joueurs — { $name }
hall-reg-hall = Ouvrir la salle
hall-reg-entries = Inscrits ({ $n })
hall-reg-none = Aucun joueur inscrit pour l’instant.
hall-reg-add = Inscrire un joueur
hall-reg-search = Chercher dans la liste Elo de la FIDE (nom ou identifiant FIDE)
hall-reg-searchHint = Choisissez un joueur trouvé pour remplir le formulaire ci-dessous.
hall-reg-searchNone = Aucun joueur de la liste ne correspond.
hall-reg-noList = La liste Elo de la FIDE n’est pas dans la base de ce serveur (arbiter fide import FICHIER).
hall-reg-found = { $n ->
        [one] { $n } joueur trouvé
       *[other] { $n } joueurs trouvés
    }
hall-reg-name = Nom (Nom, Prénom)
hall-reg-rating = Elo
hall-reg-fideId = Identifiant FIDE
hall-reg-federation = Fédération (trois lettres)
hall-reg-submit = Inscrire le joueur
hall-reg-import = Importer des joueurs d’un fichier
hall-reg-importHint = Un fichier de 64 Ko au plus. La liste complète de la FIDE est lue une fois dans le serveur par son administrateur (arbiter fide import FICHIER) ; la recherche ci-dessus trouve alors chaque joueur.
hall-reg-format = Format du fichier
hall-reg-format-trf = TRF (rapport de tournoi FIDE)
hall-reg-format-csv = CSV d’un tableur : nom, Elo, identifiant FIDE, fédération
hall-reg-format-fide = Liste Elo de la FIDE, texte ou XML
hall-reg-file = Fichier
hall-reg-read = Lire le fichier
hall-reg-preview = { $n ->
        [one] { $n } joueur lu
       *[other] { $n } joueurs lus
    } : décochez ceux qui ne jouent pas, puis inscrivez les autres.
hall-reg-choose = Inscrire { $name }
hall-reg-addChosen = Inscrire les joueurs cochés
hall-reg-rowErrors = Lignes écartées
hall-reg-line = Ligne { $n }
hall-reg-added = { $n ->
        [one] { $n } joueur inscrit.
       *[other] { $n } joueurs inscrits.
    }
hall-reg-edit = Modifier
hall-reg-editOf = Modifier { $name }
hall-reg-save = Enregistrer
hall-reg-cancel = Annuler
hall-reg-withdraw = Retirer
hall-reg-withdrawOf = Retirer { $name }
hall-reg-withdrawConfirm = Retirer { $name } à partir de la ronde { $n } ? Les rondes jouées restent telles quelles.
hall-reg-withdrawn = Retiré à partir de la ronde { $n }
hall-reg-late = Inscription tardive, après la ronde { $n }
hall-reg-actions = Actions
hall-reg-born = Année de naissance
hall-reg-inactive = inactif
hall-reg-list = Liste publique des inscrits
hall-hall-checking = Vérification du lien d’arbitre…
hall-hall-wrongLink = Ce lien d’arbitre est faux ou tronqué : le serveur ne le connaît pas pour ce tournoi. Ouvrez le lien entier donné à la création du tournoi.
hall-hall-noEvent = Ce tournoi n’existe pas sur ce serveur.
hall-hall-network = Le serveur est injoignable.
hall-hall-screens = Les écrans de la salle
hall-hall-tab-boards = Échiquiers et file
hall-hall-tab-results = Résultats
hall-hall-defaultLeft = Délai de forfait (art. 6.7.1) : encore { $t }
hall-hall-defaultPassed = Délai de forfait écoulé (art. 6.7.1) : un joueur qui n’a pas joué peut être déclaré forfait.
hall-hall-defaultWaits = Délai de forfait (art. 6.7.1) : { $t }, compté depuis le début de la ronde (les pendules déclenchées).
hall-hall-offer-_D_S_P = Blancs absents
hall-hall-offer-_P_S_D = Noirs absents
hall-hall-offer-_D_S_D = Les deux absents
hall-hall-offerOf = Échiquier { $n } : { $who }, forfait (art. 6.7.1)
hall-hall-actions = Actions
hall-results-title = Résultats de la ronde { $n }
hall-results-round = Ronde affichée
hall-results-keys = Tapez dans le champ d’un échiquier : 1 les Blancs gagnent, 0 les Noirs gagnent, = nulle, + gain des Blancs par forfait, - gain des Noirs par forfait ; l’échiquier suivant suit. Retour arrière efface.
hall-results-entry = Résultat de l’échiquier { $n }
hall-results-recorded = Enregistré
hall-results-typed = Saisi
hall-results-setOf = Échiquier { $n } : { $code }
hall-results-record = Enregistrer les résultats saisis ({ $n })
hall-results-clear = Effacer la saisie
hall-results-sent = { $n ->
        [one] { $n } résultat enregistré.
       *[other] { $n } résultats enregistrés.
    }
hall-results-sentOne = Un résultat enregistré.
hall-results-past = Une ronde passée : chaque résultat saisi corrige celui enregistré, avec son motif (journalisé).
hall-results-why-unpublished = Échiquier { $n } : la ronde n’est pas publiée.
hall-results-why-notStarted = Échiquier { $n } : les pendules ne sont pas déclenchées : déclenchez-les, attendez le délai de forfait, puis déclarez forfait les absents (art. 6.7.1).
hall-results-why-moved = Échiquier { $n } : les { $side } ont joué et ne sont pas absents (art. 6.7.1).
hall-results-why-tooEarly = Échiquier { $n } : le délai de forfait n’est pas écoulé (art. 6.7.1).
hall-results-why-same = Échiquier { $n } : ce résultat est déjà enregistré.
hall-results-why-key = Les touches sont 1, 0, =, + et -.
hall-confirm-results = Enregistrer ces résultats ?
hall-confirm-line = Échiquier { $n }, { $white } – { $black } :
hall-confirm-forfeit = forfait (art. 6.7.1)
hall-confirm-declare = déclaré par l’arbitre, la partie prend fin
hall-confirm-correction = corrige { $old }
hall-confirm-reason = Motif de la correction (journalisé)
hall-confirm-reasonNeeded = Une correction demande son motif.
hall-confirm-ok = Enregistrer
hall-confirm-cancel = Annuler
hall-pub-tabs = Pages du tournoi
hall-pub-liveBoards = Échiquiers en direct
hall-pub-pgn = PGN de toutes les parties (flux de retransmission)
hall-pub-trf = Rapport TRF
hall-pub-entriesLink = Liste des inscrits
hall-pub-rounds = Rondes
hall-pub-inPlay = en cours
hall-pub-playing = en cours
hall-pub-game = Partie
hall-pub-watch = Suivre
hall-pub-watchBoard = Suivre la partie de l’échiquier { $n }
hall-pub-pts = { $p } pt
hall-pub-notPlaying = Sans échiquier à la ronde { $n }
hall-pub-colon = { " : " }
hall-pub-pairingBye = exempt de l’appariement (C.04.1 3)
hall-pub-absence-withdrawal = forfait général
hall-pub-absence-suspension = exclu pour cette ronde (art. 12.9.8)
hall-pub-absence-expulsion = exclu de la compétition (art. 12.9.9)
hall-pub-absence-bye-half = exempt demandé, un demi-point
hall-pub-absence-bye-full = exempt demandé, un point
hall-pub-absence-bye-zero = absent, exempt sans point
hall-pub-beforeRound1 = La ronde 1 n’est pas encore publiée : les joueurs inscrits, par numéro de départ.
hall-pub-afterRounds = Classement après la ronde
hall-pub-afterShort = Après R{ $n }
hall-pub-afterShortLive = Après R{ $n } (en cours)
hall-pub-after = Classement après la ronde { $n }
hall-pub-afterLive = Classement après la ronde { $n } — en cours, provisoire
hall-pub-liveNote = La ronde { $n } est encore en cours : ses parties sans résultat ne comptent encore pour personne.
hall-pub-wallChart = Grille après { $n ->
        [one] { $n } ronde
       *[other] { $n } rondes
    }
hall-pub-grid = Grille du tournoi toutes rondes
hall-pub-gridHow = Chaque ligne est un joueur ; chaque case, son résultat contre le joueur de la colonne (par numéro).
hall-pub-self = le joueur lui-même
hall-pub-key = Légende
hall-pub-cellHow = Chaque ronde : le numéro de l’adversaire, la couleur, le résultat — 6wW est un gain avec les Blancs contre le n° 6, non comptabilisé Elo ; 10w+ un gain par forfait contre le n° 10.
hall-pub-colour-w = Blancs
hall-pub-colour-b = Noirs
hall-pub-code-1 = gain
hall-pub-code-_E = nulle
hall-pub-code-0 = perte
hall-pub-code-_P = gain par forfait (art. 6.7.1)
hall-pub-code-_D = perte par forfait (art. 6.7.1)
hall-pub-code-W = gain non comptabilisé Elo
hall-pub-code-D = nulle non comptabilisée Elo
hall-pub-code-L = perte non comptabilisée Elo
hall-pub-code-H = exempt, un demi-point
hall-pub-code-F = exempt, un point
hall-pub-code-U = exempt de l’appariement
hall-pub-code-Z = exempt sans point (absent)
hall-pub-playerPage = Joueur
hall-pub-noPlayer = Aucun joueur n° { $n } dans ce tournoi.
hall-pub-fideId = Identifiant FIDE
hall-pub-rankNow = rang { $rank }, { $points } pt
hall-pub-next = Prochaine partie : ronde { $n }, échiquier { $b }, avec les { $colour } contre { $name }.
hall-pub-notPaired = Pas encore apparié.
hall-pub-roundCol = Ronde
hall-pub-colour = Couleur
hall-pub-opponent = Adversaire
hall-live-title = Échiquiers en direct
hall-live-position = Échiquier { $n } : { $white } – { $black }, { $moves }
hall-live-noMove = aucun coup joué
hall-live-lastMove = dernier coup { $move }
hall-live-moveNo = Coup { $n }
hall-live-clockOf = Pendule des { $side }
hall-live-none = Aucune ronde en cours.
hall-live-public = Appariements et classement
hall-live-round = Ronde { $n } en direct
hall-game-inEvent = { $event }, ronde { $round }, échiquier { $board }
hall-pub-seen = Tournois ouverts sur ce navigateur
hall-semicolon = { " ; " }
hall-undo-step-ruled = le résultat { $result } déclaré à l’échiquier { $board }, ronde { $round }
hall-undo-step-present = le retour du joueur n° { $player } à partir de la ronde { $round }
hall-absence-present = Retirer
hall-absence-present-label = Retirer l’absence du joueur n° { $player } à partir de la ronde { $round }
hall-absence-present-title = Retirer une absence
hall-absence-present-ask = Le joueur n° { $player } joue finalement à partir de la ronde { $round } ? L’absence est retirée, et journalisée ; un projet d’appariement de cette ronde est alors refait.
hall-hall-queueAt = { $kind } — Échiquier { $n }
hall-hall-queueAtWhat = { $kind } — Échiquier { $n } — { $what }
hall-hall-absenceLine = { $player } : { $kind }, { $span ->
    [open] à partir de la ronde { $from }
    [one] ronde { $from }
   *[many] rondes { $from } à { $to }
}
hall-hall-aside = { $text } ({ $aside })
hall-hall-noteLine = Échiquier { $n } : { $text } ({ $article })
hall-hall-offerText = { $who } : { $code }
hall-hall-roundBoards = Ronde { $n } — Échiquiers
hall-pub-labelled = { $label } { $value }
hall-hall-boardNo = Échiquier { $n }
hall-hall-openOf = Ouvrir la console de l’échiquier { $n }
