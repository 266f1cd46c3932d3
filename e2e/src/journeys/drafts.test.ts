import { describe, expect, it } from 'vitest';
import { adminMenu, apiLogin, logIn } from '../support/admin';
import { pdfBytes } from '../support/fixtures';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

/** The names of the products the public api lists, and of those named `slug`. */
async function publicNames(slug: string): Promise<{ all: string[]; bySlug: string[] }> {
  const names = async (path: string) =>
    ((await (await fetch(`${shop.url}${path}`)).json()) as { name: string }[]).map(
      (product) => product.name,
    );
  return {
    all: await names('/api/products?limit=100'),
    bySlug: await names(`/api/products?slug=${slug}`),
  };
}

/** How many products staff have under this name (drafts included). */
async function staffCount(name: string): Promise<number> {
  const { token } = await apiLogin(shop.url, shop.admin.email, shop.admin.password);
  const answer = await fetch(`${shop.url}/api/products/admin?q=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { total: number }).total;
}

describe('a product’s life: draft, then live', () => {
  it('saves a draft only by its button, keeps it off the shop, and makes it live once its file is in', async () => {
    const stamp = Date.now().toString(36);
    const name = `Vespers Booklet ${stamp}`;
    const slug = `vespers-booklet-${stamp}`;

    const admin = await shop.visit();
    await logIn(admin, shop.admin.email, shop.admin.password);
    await adminMenu(admin).getByRole('link', { name: 'Manage Products' }).click();
    await admin.getByRole('link', { name: '+ New Product' }).click();
    await seeHeading(admin, 'New Product');

    // Enter in the name creates nothing: the owner is still on the new product's form.
    const nameField = admin.getByRole('textbox', { name: 'Name' });
    await nameField.fill(name);
    await nameField.press('Enter');
    await atPath(admin, '/admin/products/new');

    // Saved with a name only: a draft, opened for editing. Had Enter saved it, the button's
    // save would now be refused (its slug taken) and there would be two.
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await atPath(admin, /^\/admin\/products\/[0-9a-f]{24}\/edit$/);
    await see(admin.getByText('Draft', { exact: true }));
    expect(await staffCount(name)).toBe(1);

    // Absent from the store, the api and search.
    expect(await publicNames(slug)).toEqual({
      all: expect.not.arrayContaining([name]),
      bySlug: [],
    });
    const buyer = await shop.visit();
    await buyer.goto('/store');
    await seeHeading(buyer, 'The Store');
    expect(await buyer.locator('main').innerText()).not.toContain(name);
    await buyer.goto(`/search?q=${encodeURIComponent(name)}`);
    await seeHeading(buyer, 'Search');
    await see(buyer.getByRole('main').getByRole('status'));
    // The page repeats the words searched for; no result names the draft.
    expect(await buyer.getByRole('main').getByRole('link', { name }).count()).toBe(0);
    expect((await buyer.goto(`/product/${slug}`))?.status()).toBe(404);

    // A paid digital edition without its file: "Make live" is refused, naming the file.
    await admin.getByRole('spinbutton', { name: 'Price (USD)' }).fill('5');
    await admin.getByRole('combobox', { name: 'Category' }).selectOption('prayers');
    await admin.getByRole('checkbox', { name: /^No image/ }).check();
    await admin.getByRole('button', { name: 'Make live' }).click();
    const refusal = 'Not ready to go live: add a download file or an external link.';
    await see(admin.locator('main').getByText(refusal));
    await see(admin.getByText('Needed to go live: a download file or an external link.'));
    expect(await publicNames(slug)).toMatchObject({ bySlug: [] });

    // With its file uploaded, it goes live and is on the shop.
    await admin.getByLabel('Upload download file').setInputFiles({
      name: 'vespers-booklet.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(name),
    });
    await see(admin.getByTestId('download-file').getByText(/^File: vespers-booklet\.pdf/));
    await admin.getByRole('button', { name: 'Make live' }).click();
    await see(admin.getByRole('button', { name: 'Back to draft' }));
    await see(admin.getByText('Live', { exact: true }));
    await expect.poll(async () => (await publicNames(slug)).bySlug).toEqual([name]);
    const page = await buyer.goto(`/product/${slug}`);
    expect(page?.status()).toBe(200);
    await seeHeading(buyer, name);
  });
});
