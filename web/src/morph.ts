/**
 * Pages that stay still (issue 35, item 5): a page's view is drawn afresh by pure functions, then
 * laid onto the live DOM by `morph`, which changes only what differs — a text, an attribute, a
 * row added or gone — and keeps every node that is still there. A focused button stays focused,
 * the pointer's hover stays, and a click pressed while an update arrives lands on the same
 * element it started on. Children with a `data-key` are matched by key (a table's rows), the
 * others by position.
 *
 * Handlers are not carried over (a fresh element's listeners are not readable): a page that
 * morphs listens once on its root and acts by `data-action` (event delegation).
 */

/** Lays `fresh` onto `live`: afterwards `live` shows what `fresh` shows. Answers the node that
 * stands in the page (`live`, or `fresh` when the two could not be matched). */
export function morph(live: Node, fresh: Node): Node {
  if (live.nodeType !== fresh.nodeType || live.nodeName !== fresh.nodeName) {
    live.parentNode?.replaceChild(fresh, live);
    return fresh;
  }
  if (live.nodeType === Node.TEXT_NODE || live.nodeType === Node.COMMENT_NODE) {
    if (live.nodeValue !== fresh.nodeValue) live.nodeValue = fresh.nodeValue;
    return live;
  }
  if (live instanceof Element && fresh instanceof Element) {
    attributes(live, fresh);
    properties(live, fresh);
    // The fresh select's value, read before its options move over.
    const value = fresh instanceof HTMLSelectElement ? fresh.value : null;
    children(live, fresh);
    if (value !== null && live instanceof HTMLSelectElement && fresh.hasAttribute('data-owned') && live.value !== value) live.value = value;
  }
  return live;
}

/** Lays `fresh`'s children onto `live`'s (for a container the page owns, not its own tag). */
export function morphChildren(live: Element, fresh: Element): void {
  children(live, fresh);
}

/** A `<details>` is opened and closed by its reader: its `open` is never the view's. */
const readers = (el: Element, name: string): boolean => name === 'open' && el instanceof HTMLDetailsElement;

function attributes(live: Element, fresh: Element): void {
  for (const { name } of [...live.attributes]) {
    if (!fresh.hasAttribute(name) && !readers(live, name)) live.removeAttribute(name);
  }
  for (const { name, value } of [...fresh.attributes]) {
    if (live.getAttribute(name) !== value && !readers(live, name)) live.setAttribute(name, value);
  }
}

/** What an attribute does not say: a box's `checked`, a field's `disabled`; a field's `value`
 * only when the view owns it (`data-owned`: the result screen's fields, a chosen round), never
 * what the arbiter types in a form. */
function properties(live: Element, fresh: Element): void {
  if (live instanceof HTMLInputElement && fresh instanceof HTMLInputElement) {
    if (live.checked !== fresh.checked) live.checked = fresh.checked;
    if (live.disabled !== fresh.disabled) live.disabled = fresh.disabled;
    if (fresh.hasAttribute('data-owned') && live.value !== fresh.value) live.value = fresh.value;
  } else if (live instanceof HTMLButtonElement && fresh instanceof HTMLButtonElement) {
    if (live.disabled !== fresh.disabled) live.disabled = fresh.disabled;
  }
}



const keyOf = (node: Node): string | null => (node instanceof Element ? node.getAttribute('data-key') : null);

function children(live: Element, fresh: Element): void {
  const wanted = [...fresh.childNodes];
  const keyed = new Map<string, Node>();
  for (const child of live.childNodes) {
    const key = keyOf(child);
    if (key !== null) keyed.set(key, child);
  }
  let cursor: ChildNode | null = live.firstChild;
  for (const next of wanted) {
    const key = keyOf(next);
    let match: Node | null = null;
    if (key !== null) {
      match = keyed.get(key) ?? null;
      keyed.delete(key);
    } else if (cursor && keyOf(cursor) === null) {
      match = cursor;
    }
    if (match) {
      if (match !== cursor) live.insertBefore(match, cursor);
      else cursor = cursor.nextSibling;
      const placed = morph(match, next);
      if (placed !== match && placed.parentNode !== live) live.insertBefore(placed, cursor);
    } else {
      live.insertBefore(next, cursor);
    }
  }
  // What is left after the last child wanted is gone (its keyed nodes too).
  while (cursor) {
    const gone: ChildNode = cursor;
    cursor = cursor.nextSibling;
    gone.remove();
  }
  for (const node of keyed.values()) if (node.parentNode === live) live.removeChild(node);
}
