import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The import rules of eslint.config.js, proven on the real config: each snippet is linted as if
 * it were the content of an existing file in that layer.
 */
const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: web });

async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(web, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the import rules', { timeout: 180_000 }, () => {
  it('refuse a feature importing another feature', async () => {
    const errors = await layeringErrors(
      'src/features/admin/lib/cms-title.ts',
      "export { useCart } from '@/features/cart';\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('refuse shared code importing a feature', async () => {
    const errors = await layeringErrors(
      'src/components/ui/cn.ts',
      "export { AdminLayout } from '@/features/admin/layout/components/admin-layout';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Shared code does not import features')]);
  });

  it('let a feature import the shared layers and its own files', async () => {
    const errors = await layeringErrors(
      'src/features/admin/lib/cms-title.ts',
      [
        "export { Button } from '@/components/ui/button';",
        "export { queryClient } from '@/lib/query-client';",
        "export { adminRoutes } from '../routes';",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('let the app compose features', async () => {
    const errors = await layeringErrors(
      'src/app/provider.tsx',
      "export { CartProvider } from '@/features/cart';\n",
    );
    expect(errors).toEqual([]);
  });
});

describe('the admin sub-features', { timeout: 180_000 }, () => {
  it("refuse one sub-feature importing another's internals", async () => {
    const errors = await layeringErrors(
      'src/features/admin/dashboard/components/dashboard-page.tsx',
      "export { useRegisterUser } from '../../users/api/register-user';\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('An admin sub-feature does not import another'),
    ]);
  });

  it("refuse the admin's shared layers importing a sub-feature", async () => {
    const errors = await layeringErrors(
      'src/features/admin/lib/query-keys.ts',
      "export { PostsPage } from '../posts/components/posts-page';\n",
    );
    expect(errors).toEqual([expect.stringContaining("The admin's shared layers")]);
  });

  it("let a sub-feature import the admin's lib and components and its own files", async () => {
    const errors = await layeringErrors(
      'src/features/admin/dashboard/components/dashboard-page.tsx',
      [
        "export { adminKeys } from '../../lib/query-keys';",
        "export { usersQueryOptions } from '@/features/admin/lib/users-query';",
        "export { AdminsOnly } from '../../components/admins-only';",
        "export { changesQueryOptions } from '../api/get-changes';",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
