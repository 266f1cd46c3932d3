import { describe, expect, it } from 'vitest';
import { adminMenu, apiToken, logIn, registerStaff } from '../support/admin';
import { atPath, gone, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe('admin', () => {
  it('lets the admin add a category, publish a post, manage an editor and log out', async () => {
    const stamp = Date.now().toString(36);
    const page = await shop.visit();
    await logIn(page, shop.admin.email, shop.admin.password);
    for (const tile of ['Total Posts', 'Total Users', 'Categories']) {
      await see(page.getByRole('main').getByText(tile, { exact: true }));
    }

    // A category.
    const category = `Feasts ${stamp}`;
    await adminMenu(page).getByRole('link', { name: 'Manage Categories' }).click();
    await seeHeading(page, 'Manage Categories');
    await page.getByRole('textbox', { name: 'New category' }).fill(category);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const categories = page.getByRole('table', { name: 'Categories' });
    await see(categories.getByRole('cell', { name: category, exact: true }));
    expect(await page.getByRole('textbox', { name: 'New category' }).inputValue()).toBe('');

    // A post, published, in that category.
    const title = `Keeping the Feast ${stamp}`;
    await adminMenu(page).getByRole('link', { name: 'Manage Posts' }).click();
    await seeHeading(page, 'Manage Posts');
    await page.getByRole('link', { name: '+ New Post' }).click();
    await atPath(page, '/admin/posts/new');
    await seeHeading(page, 'New Post');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Excerpt' })
      .fill('How a household can keep a great feast.');
    await page
      .getByRole('textbox', { name: 'Content' })
      .fill('## Before the feast\n\nPrepare the icon corner and **light a candle** together.');
    await page.getByRole('checkbox', { name: category }).check();
    await page.getByRole('radio', { name: 'Now' }).check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await atPath(page, '/admin/posts');
    const row = page
      .getByRole('table', { name: 'Posts' })
      .getByRole('row')
      .filter({ hasText: title });
    await see(row);
    expect(await row.innerText()).toMatch(/e2e-admin[\s\S]*Published/);

    // The post on the public journal, its markdown rendered.
    await page.goto('/journey');
    await seeHeading(page, 'The Journey');
    await page.getByRole('link', { name: title }).click();
    await seeHeading(page, title);
    await see(page.getByRole('heading', { level: 2, name: 'Before the feast' }));
    await see(page.locator('main strong', { hasText: 'light a candle' }));

    // An editor: added, promoted, deleted.
    const editor = `editor-${stamp}`;
    await page.goto('/admin/users');
    await seeHeading(page, 'Manage Users');
    const form = page.getByRole('region', { name: 'Add New User' });
    await form.getByRole('textbox', { name: 'Username' }).fill(editor);
    await form.getByRole('textbox', { name: 'Email' }).fill(`${editor}@example.com`);
    await form.getByLabel('Password').fill('editor-password-1');
    expect(await form.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('editor');
    await form.getByRole('button', { name: 'Add User' }).click();
    await see(page.getByRole('status').filter({ hasText: `${editor} was added.` }));
    const users = page.getByRole('table', { name: 'Users' });
    await see(users.getByRole('cell', { name: `${editor}@example.com` }));
    const role = users.getByRole('combobox', { name: `Role for ${editor}` });
    expect(await role.inputValue()).toBe('editor');

    await role.selectOption('admin');
    await see(page.getByRole('status').filter({ hasText: `${editor} is now an admin.` }));
    await expect.poll(() => role.inputValue()).toBe('admin');

    // The admin's own confirm dialog (no browser `confirm`): Cancel first, the action named.
    await users.getByRole('button', { name: `Delete ${editor}` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this user?',
    });
    await see(confirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await gone(confirm);
    await see(page.getByRole('status').filter({ hasText: `${editor} was deleted.` }));
    await gone(users.getByRole('cell', { name: `${editor}@example.com` }));

    // Logout forgets the session: the admin area sends the visitor back to the login screen.
    await page.getByRole('button', { name: 'Logout' }).click();
    await atPath(page, '/login');
    await seeHeading(page, 'CMS Login');
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);
    await page.goto('/admin/users');
    await atPath(page, '/login');
    await seeHeading(page, 'CMS Login');
  });

  it('keeps an editor out of user management', async () => {
    const stamp = Date.now().toString(36);
    const editor = {
      username: `ed-${stamp}`,
      email: `ed-${stamp}@example.com`,
      password: 'editor-password-2',
    };
    const adminToken = await apiToken(shop.url, shop.admin.email, shop.admin.password);
    await registerStaff(shop.url, adminToken, { ...editor, role: 'editor' });

    const page = await shop.visit();
    await logIn(page, editor.email, editor.password);
    const menu = adminMenu(page);
    await see(menu.getByRole('link', { name: 'Manage Posts' }));
    expect(await menu.getByRole('link', { name: 'Manage Users' }).count()).toBe(0);
    expect(await page.getByRole('main').innerText()).not.toContain('Total Users');

    await page.goto('/admin/users');
    await seeHeading(page, 'Manage Users');
    await see(page.getByText('Users are managed by an admin.'));
    expect(await page.getByRole('table', { name: 'Users' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add User' }).count()).toBe(0);

    // The api refuses too, whatever the screen shows.
    const editorToken = await apiToken(shop.url, editor.email, editor.password);
    const users = await fetch(`${shop.url}/api/users`, {
      headers: { authorization: `Bearer ${editorToken}` },
    });
    expect(users.status).toBe(403);
  });
});
