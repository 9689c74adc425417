// Accessibility checks for browser journeys: axe-core's WCAG 2.2 AA rules run inside the
// page, and a check that nothing sticks out sideways at the current viewport.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeNode = { target: unknown[]; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/**
 * Runs axe on the page once its fades and slides have ended (a dialog measured mid-fade
 * has the colours of no moment a reader sees) and lists every WCAG 2.2 AA violation.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated rather than added as a <script>: the pages' Content-Security-Policy rightly
  // refuses inline scripts, and the check must not weaken it.
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the script tag defines
    const axe = (window as any).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((violation: AxeViolation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target,
        failureSummary: node.failureSummary,
      })),
    }));
  }, WCAG_22_AA);
}

/** Fails with a readable list (rule, impact, elements, help) when axe finds anything. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length === 0) return;
  const lines = violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => `      ${node.target.join(' ')}\n        ${node.failureSummary ?? ''}`)
      .join('\n');
    const more =
      violation.nodes.length > 5 ? `\n      …and ${violation.nodes.length - 5} more` : '';
    return `  ${violation.id} (${violation.impact}): ${violation.help}\n${targets}${more}`;
  });
  throw new Error(`axe found violations on ${where}:\n${lines.join('\n')}`);
}

/**
 * Fails when the document scrolls sideways or a visible element reaches past the right
 * edge of the viewport, so a person on a phone would not see its end. Content inside a
 * box that scrolls sideways on purpose (a kanban board, a wide table) or a line shortened
 * with an ellipsis is fine; content that a box with hidden overflow cuts off is not,
 * unless it is decoration (aria-hidden, or no text and nothing to operate).
 */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport) found.push(`the page is ${scrollWidth}px wide in ${viewport}px`);
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}> "${label ?? ''}"`;
    };
    const isDecoration = (element: Element) =>
      element.closest('[aria-hidden="true"]') !== null ||
      (!element.textContent?.trim() &&
        !element.matches('a, button, input, select, textarea, img, [tabindex]'));
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= viewport + 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // What the nearest ancestor that clips sideways does with this element.
      let clipping: 'on purpose' | 'cuts' | null = null;
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ) {
        const { overflowX, textOverflow } = getComputedStyle(ancestor);
        if (overflowX === 'auto' || overflowX === 'scroll') {
          clipping = 'on purpose';
          break;
        }
        if (overflowX === 'hidden' || overflowX === 'clip') {
          // A line shortened with "…" is shortened on purpose.
          clipping = textOverflow === 'ellipsis' ? 'on purpose' : 'cuts';
          break;
        }
        ancestor = ancestor.parentElement;
      }
      if (clipping === 'on purpose' || (clipping === 'cuts' && isDecoration(element))) continue;
      const how = clipping === 'cuts' ? 'is cut off' : 'sticks out';
      found.push(
        `${describe(element)} ${how}: it ends at ${Math.round(box.right)}px of ${viewport}px`,
      );
      if (found.length >= 10) break;
    }
    return found;
  });
  if (problems.length > 0) {
    throw new Error(`content overflows sideways on ${where}:\n  ${problems.join('\n  ')}`);
  }
}
