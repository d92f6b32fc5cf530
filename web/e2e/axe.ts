/**
 * axe-core as the project runs it: every enabled rule of the installed version, its experimental ones
 * included (the developers' guide: "its experimental rules become rules"), so that a rule promoted
 * in the next release is already kept today. axe-core 4.14 marked `label-content-name-mismatch`
 * (WCAG 2.5.3) experimental; it fails here like any other rule.
 *
 * Run once per page state, and often (the whole-event test looks about forty times per event):
 * the rule list is asked once per worker, and a page without frames (all of the project's) is
 * analysed in the page itself (`setLegacyMode`: one `axe.run` on the document), not through the
 * partial runs that open a blank page to join frames' results — the same rules on the same
 * document, in a third of the time.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule list, asked once per worker (the installed axe-core's, the same on every page). */
let rules: Promise<string[]> | null = null;

/**
 * The rules axe-core runs by default and its experimental ones: every rule it has not disabled
 * (the disabled ones are the AAA criteria, such as `color-contrast-enhanced`, which the project
 * does not claim).
 */
function allRules(page: Page): Promise<string[]> {
  rules ??= (async () => {
    // The builder injects axe-core into the page on its first analysis; ask it for its rule list.
    await new AxeBuilder({ page }).withRules(['document-title']).setLegacyMode().analyze();
    return page.evaluate(() =>
      (window as unknown as { axe: { _audit: { rules: { id: string; enabled: boolean }[] } } }).axe._audit.rules
        .filter((r) => r.enabled)
        .map((r) => r.id));
  })().catch((e: unknown) => {
    // A page closed while asking: the next analysis asks again.
    rules = null;
    throw e;
  });
  return rules;
}

/** Fails with the rule, its impact and up to five nodes for every violation axe-core finds. */
export async function noViolations(page: Page, where: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withRules(await allRules(page));
  // A page with frames is analysed frame by frame, as the builder does by default.
  if (page.frames().length === 1) builder.setLegacyMode();
  const results = await builder.analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect(found, `axe-core ${results.testEngine.version} on ${where}`).toEqual([]);
}
