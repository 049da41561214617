import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// SPEC §7 (the platform's calls, each with the request's language, token and address): a screen asks the platform
// one way, with askPlatform(call, input) or a loader of its feature's logic/ that reads the request itself; only the
// pipeline, the doors and the loaders handle call options. Lint keeps them out of screens.
describe('screen loading lint', () => {
  const lint = async (code: string, filePath: string) => {
    const [result] = await new ESLint().lintText(code, { filePath });
    return result!.messages.map((message) => message.ruleId);
  };
  const passesOptions = "import { requestOptions } from '@/lib/request/context';\nexport const probe = requestOptions;\n";

  it('refuses call options handed around by a screen or a page', async () => {
    expect(await lint(passesOptions, 'features/probe/components/ProbeScreen.tsx')).toContain('no-restricted-imports');
    expect(await lint(passesOptions, 'app/m/probe/page.tsx')).toContain('no-restricted-imports');
  });

  it('still refuses next/link there', async () => {
    expect(await lint("import Link from 'next/link';\nexport const Probe = Link;\n", 'features/probe/components/ProbeScreen.tsx')).toContain('no-restricted-imports');
  });

  it('lets a screen use askPlatform, and a loader or an action read the options', async () => {
    expect(await lint("import { askPlatform } from '@/lib/request/context';\nexport const probe = askPlatform;\n", 'features/probe/components/ProbeScreen.tsx')).toEqual([]);
    expect(await lint(passesOptions, 'features/probe/logic/loadProbe.ts')).toEqual([]);
    expect(await lint(passesOptions, 'features/probe/actions/probe.ts')).toEqual([]);
  });
});
