import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LineSplitter, parseLine } from './ndjson';

test('issue 35 item 9: the NDJSON reader cuts lines across chunks and leaves out the keep-alive', () => {
  const s = new LineSplitter();
  assert.deepEqual(s.push('{"type":"ha'), []);
  assert.deepEqual(s.push('ll"}\n\n{"type":"board"}\n{"x"'), ['{"type":"hall"}', '{"type":"board"}']);
  assert.deepEqual(s.push(':1}\n'), ['{"x":1}']);
});

test('issue 35 item 9: a line that is not a JSON object is left out, never thrown', () => {
  assert.deepEqual(parseLine('{"a":1}'), { a: 1 });
  assert.equal(parseLine('not json'), null);
  assert.equal(parseLine('[1,2]'), null);
  assert.equal(parseLine('null'), null);
});
