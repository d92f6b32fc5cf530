/**
 * axe-core as the project runs it: every enabled rule of the installed version, its experimental ones
 * included (the developers' guide: "its experimental rules become rules"), so that a rule promoted
 * in the next release is already kept today. axe-core 4.14 marked `label-content-name-mismatch`
 * (WCAG 2.5.3) experimental; it fails here like any other rule.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The rules axe-core runs by default and its experimental ones: every rule it has not disabled
 * (the disabled ones are the AAA criteria, such as `color-contrast-enhanced`, which the project
 * does not claim).
 */
async function allRules(page: Page): Promise<string[]> {
  // The builder injects axe-core into the page on its first analysis; ask it for its rule list.
  await new AxeBuilder({ page }).withRules(['document-title']).analyze();
  return page.evaluate(() =>
    (window as unknown as { axe: { _audit: { rules: { id: string; enabled: boolean }[] } } }).axe._audit.rules
      .filter((r) => r.enabled)
      .map((r) => r.id));
}

/** Fails with the rule, its impact and up to five nodes for every violation axe-core finds. */
export async function noViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(await allRules(page)).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect(found, `axe-core ${results.testEngine.version} on ${where}`).toEqual([]);
}
