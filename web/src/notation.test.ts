// Moves in the page's notation (Annex C.2, C.3, C.11, C.13), as the server's move list writes them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanIn } from './notation';

test('annex_c_2_the_piece_letters_of_each_language', () => {
  assert.equal(sanIn('Nf3', 'fr'), 'Cf3');
  assert.equal(sanIn('Nf3', 'de'), 'Sf3');
  assert.equal(sanIn('Nf3', 'nl'), 'Pf3');
  assert.equal(sanIn('Bxe5+', 'es'), 'Axe5+');
  assert.equal(sanIn('Qh5#', 'it'), 'Dh5#');
  assert.equal(sanIn('Rad1', 'fr'), 'Tad1');
  assert.equal(sanIn('N1f3', 'fr'), 'C1f3');
  assert.equal(sanIn('e4', 'fr'), 'e4', 'C.4: pawns have no letter');
  assert.equal(sanIn('Nf3', 'en'), 'Nf3');
});

test('annex_c_3_figurines', () => {
  assert.equal(sanIn('Nf3', 'figurine'), '♘f3');
  assert.equal(sanIn('Kxe2', 'figurine'), '♔xe2');
});

test('annex_c_11_c_13_promotion_without_the_sign_and_castling_with_zeros', () => {
  assert.equal(sanIn('exd8=Q+', 'fr'), 'exd8D+');
  assert.equal(sanIn('e8=N', 'de'), 'e8S');
  assert.equal(sanIn('O-O', 'fr'), '0-0');
  assert.equal(sanIn('O-O-O+', 'de'), '0-0-0+');
  assert.equal(sanIn('O-O', 'en'), 'O-O');
});

test('what_is_not_san_is_kept_as_written', () => {
  assert.equal(sanIn('g1f3', 'fr'), 'g1f3');
  assert.equal(sanIn('Cf3', 'fr'), 'Cf3');
  assert.equal(sanIn('Nf3', 'xx'), 'Nf3');
});
