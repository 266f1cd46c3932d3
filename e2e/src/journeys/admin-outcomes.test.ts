import { describe, expect, it } from 'vitest';
import { apiLogin, logIn, registerStaff } from '../support/admin';
import { atPath, inViewport, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe("the owner's desk: outcomes in sight, editors told once", () => {
  it('says "Saved." where the owner is looking and brings back the list with its search', async () => {
    const admin = await shop.visit({ phone: true });
    await logIn(admin, shop.admin.email, shop.admin.password);
    await admin.goto('/admin/products?q=family-prayer-book&format=physical');
    await seeHeading(admin, 'Manage Products');
    await admin
      .getByRole('table', { name: 'Products' })
      .getByRole('link', { name: /^Edit A Family Prayer Book/ })
      .click();
    await seeHeading(admin, 'Edit Product');

    // A change to its notes; the save button sits at the end of a long form, far down the page.
    const notes = admin.getByRole('textbox', { name: 'Usage notes' });
    await notes.fill(`Read with the family after supper (${Date.now().toString(36)}).`);
    await admin.getByRole('button', { name: 'Save Product' }).click();

    await atPath(admin, /^\/admin\/products\?/);
    const saved = admin.getByText('Saved.', { exact: true });
    await see(saved);
    expect(await inViewport(admin, saved)).toBe(true);
    expect(new URL(admin.url()).searchParams.get('q')).toBe('family-prayer-book');
    expect(await admin.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(
      'family-prayer-book',
    );
  });

  it('shows an editor one sentence on the gifts screen and asks the payments service nothing', async () => {
    const stamp = Date.now().toString(36);
    const editor = {
      username: `gifts-ed-${stamp}`,
      email: `gifts-ed-${stamp}@example.com`,
      password: 'editor-password-4',
    };
    const owner = await apiLogin(shop.url, shop.admin.email, shop.admin.password);
    await registerStaff(shop.url, owner.token, { ...editor, role: 'editor' });

    const page = await shop.visit();
    await logIn(page, editor.email, editor.password);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/payments/gifts')) asked.push(pathname);
    });
    await page.goto('/admin/gifts');

    await see(page.getByText('Gifts are managed by an admin.'));
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(asked).toEqual([]);
  });
});
