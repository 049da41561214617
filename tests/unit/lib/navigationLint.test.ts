import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// SPEC §2 frame: the /m layout draws the header, bottom menu and download bar from the path a page was loaded for,
// so a screen changes to another by a page load; lint keeps client-side navigation out of the product's code.
describe('navigation lint', () => {
  const lint = async (code: string) => {
    const [result] = await new ESLint().lintText(code, { filePath: 'features/probe/components/Probe.tsx' });
    return result!.messages.map((message) => message.ruleId);
  };

  it('refuses next/link', async () => {
    expect(await lint("import Link from 'next/link';\nexport const Probe = Link;\n")).toContain('no-restricted-imports');
  });

  it('refuses router.push and router.replace to another screen', async () => {
    for (const move of ['push', 'replace']) {
      expect(await lint(`export function probe(router: { ${move}: (path: string) => void }) {\n  router.${move}('/m/home');\n}\n`)).toContain('no-restricted-syntax');
    }
  });

  it('lets a plain link and a refresh through', async () => {
    expect(await lint("export function probe(router: { refresh: () => void }) {\n  router.refresh();\n  return '<a href=\"/m/home\">';\n}\n")).toEqual([]);
  });
});
