import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** Accessibility: the WCAG 2.0/2.1 A and AA rules plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

// Evaluated as a script rather than added as a <script> tag: the nonce-based Content-Security-Policy would
// refuse a tag without the page's nonce.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  targets: string[];
}

/** Runs axe-core on the page as rendered now and answers every violation, whatever its impact. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: Array<{ id: string; impact: string | null; help: string; helpUrl: string; nodes: Array<{ target: unknown[] }> }>;
    }
    // Frames (the customer-service embed) hold another site's page; axe is not injected there, and would wait
    // for it.
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, AXE_TAGS);
}

/** Only what the issue forbids: serious and critical violations. */
export function seriousViolations(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** One line per violation, with what to fix and where, for an assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} [${violation.targets.slice(0, 6).join(' | ')}] ${violation.helpUrl}`)
    .join('\n');
}
