import { describe, expect, it } from 'vitest';
import { adminMenu, apiLogin, logIn, registerStaff } from '../support/admin';
import { payInDemo } from '../support/demo-pay';
import { pdfBytes, pngBytes } from '../support/fixtures';
import { isPdf } from '../support/files';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe('catalogue admin', () => {
  it('lets the admin add a booklet with its image and PDF, sell it, and change its price at once', async () => {
    const stamp = Date.now().toString(36);
    const name = `Keeping the Nativity Fast ${stamp}`;
    const cover = pngBytes(96, [122, 28, 44]);
    const booklet = pdfBytes(`Keeping the Nativity Fast ${stamp}`);

    // The admin creates the product, uploading its cover and its file.
    const admin = await shop.visit();
    await logIn(admin, shop.admin.email, shop.admin.password);
    await adminMenu(admin).getByRole('link', { name: 'Manage Products' }).click();
    await seeHeading(admin, 'Manage Products');
    await admin.getByRole('link', { name: '+ New Product' }).click();
    await atPath(admin, '/admin/products/new');
    await seeHeading(admin, 'New Product');
    await admin.getByRole('textbox', { name: 'Name' }).fill(name);
    expect(await admin.getByRole('combobox', { name: 'Format' }).inputValue()).toBe('digital');
    await admin.getByRole('spinbutton', { name: 'Price (USD)' }).fill('3.50');
    // A download is never used up, but a stock of 0 shows any product as unavailable.
    await see(admin.getByText('at 0 the shop shows the product as unavailable', { exact: false }));
    await admin.getByRole('spinbutton', { name: 'Stock' }).fill('999');
    await admin.getByRole('combobox', { name: 'Category' }).selectOption('booklets');
    await admin
      .getByRole('textbox', { name: 'Description' })
      .fill('Forty days of **preparation** for the feast, one page a week.');

    await admin
      .getByLabel('Upload image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
    const imageAddress = admin.getByRole('textbox', { name: 'Image address' });
    await expect.poll(() => imageAddress.inputValue(), { timeout: 15_000 }).not.toBe('');
    const imageUrl = await imageAddress.inputValue();
    await see(admin.getByRole('img', { name: 'Image preview' }));

    await admin
      .getByLabel('Upload download file')
      .setInputFiles({ name: 'booklet.pdf', mimeType: 'application/pdf', buffer: booklet });
    await see(
      admin
        .getByTestId('download-file')
        .getByText(/^File: booklet\.pdf · [\d.]+ MB · application\/pdf$/),
    );

    // Saved as a draft, opened for editing; "Make live" puts it on the storefront.
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await atPath(admin, /^\/admin\/products\/[0-9a-f]{24}\/edit$/);
    await admin.getByRole('button', { name: 'Make live' }).click();
    await see(admin.getByRole('button', { name: 'Back to draft' }));
    await admin.getByRole('link', { name: 'Cancel' }).click();
    await atPath(admin, '/admin/products');
    const row = admin
      .getByRole('table', { name: 'Products' })
      .getByRole('row')
      .filter({ hasText: name });
    await see(row);
    expect(await row.innerText()).toMatch(/Digital[\s\S]*Live/);
    // The price is the list's own box, where the owner may change it in place.
    expect(await row.getByRole('textbox', { name: /^Price of / }).inputValue()).toBe('3.50');

    // On its catalogue page with the uploaded image, loaded.
    const buyer = await shop.visit();
    await buyer.goto('/booklets');
    await seeHeading(buyer, 'Booklets');
    const card = buyer.getByRole('listitem').filter({ has: buyer.getByRole('heading', { name }) });
    await see(card);
    expect(await card.innerText()).toContain('$3.50');
    const image = card.getByRole('img', { name });
    await image.scrollIntoViewIfNeeded();
    expect(await image.getAttribute('src')).toBe(imageUrl);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    // Bought in demo mode: the download is the very file uploaded.
    await card.getByRole('link', { name: new RegExp(`: ${name}$`) }).click();
    await seeHeading(buyer, name);
    await buyer.locator('main').getByRole('button', { name: 'Buy Now' }).click();
    await atPath(buyer, /^\/checkout/);
    await payInDemo(buyer, { email: `reader-${stamp}@example.com`, total: '$3.50' });
    const download = buyer
      .getByRole('region', { name: 'Your Downloads' })
      .getByRole('link', { name: `Download ${name}` });
    const href = await (await see(download)).getAttribute('href');
    const file = await buyer.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    const bytes = await file.body();
    expect(isPdf(bytes)).toBe(true);
    expect(Buffer.compare(bytes, booklet)).toBe(0);

    // A new price, seen by the storefront on the next page load.
    await row.getByRole('link', { name: `Edit ${name} (Digital)` }).click();
    await seeHeading(admin, 'Edit Product');
    const price = admin.getByRole('spinbutton', { name: 'Price (USD)' });
    await expect.poll(() => price.inputValue()).toBe('3.5');
    await price.fill('4.25');
    await admin.getByRole('button', { name: 'Save Product' }).click();
    await atPath(admin, '/admin/products');
    await expect
      .poll(() => row.getByRole('textbox', { name: /^Price of / }).inputValue())
      .toBe('4.25');

    await buyer.goto('/booklets');
    await see(card);
    expect(await card.innerText()).toContain('$4.25');
    await card.getByRole('link', { name: new RegExp(`: ${name}$`) }).click();
    await seeHeading(buyer, name);
    await see(buyer.locator('main').getByText('$4.25'));
  });

  it('shows an editor the price read-only and refuses a price sent to the api', async () => {
    const stamp = Date.now().toString(36);
    const editor = {
      username: `pricing-ed-${stamp}`,
      email: `pricing-ed-${stamp}@example.com`,
      password: 'editor-password-3',
    };
    const admin = await apiLogin(shop.url, shop.admin.email, shop.admin.password);
    await registerStaff(shop.url, admin.token, { ...editor, role: 'editor' });

    const page = await shop.visit();
    await logIn(page, editor.email, editor.password);
    await adminMenu(page).getByRole('link', { name: 'Manage Products' }).click();
    await seeHeading(page, 'Manage Products');
    const edit = page
      .getByRole('table', { name: 'Products' })
      .getByRole('link', { name: /^Edit .* \(Digital\)$/ })
      .first();
    await edit.click();
    await atPath(page, /^\/admin\/products\/[0-9a-f]{24}\/edit$/);
    await seeHeading(page, 'Edit Product');
    const id = /products\/([0-9a-f]{24})\/edit/.exec(page.url())?.[1] ?? '';

    const price = page.getByRole('spinbutton', { name: 'Price (USD)' });
    await see(price);
    expect(await price.getAttribute('readonly')).not.toBeNull();
    expect(await price.isEditable()).toBe(false);
    await see(page.getByText('Only an admin can change this.').first());
    // Texts stay theirs to edit.
    expect(await page.getByRole('textbox', { name: 'Description' }).isEditable()).toBe(true);

    const { token } = await apiLogin(shop.url, editor.email, editor.password);
    const answer = await fetch(`${shop.url}/api/products/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ price: 0.5 }),
    });
    expect(answer.status).toBe(403);
    const body = (await answer.json()) as { error: string; message: string };
    expect(body.message).toBe('Editors may not change price; ask an admin.');
  });
});
