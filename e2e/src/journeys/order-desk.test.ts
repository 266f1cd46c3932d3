import { describe, expect, it } from 'vitest';
import { adminMenu, logIn } from '../support/admin';
import { TEST_DELIVERY_ADDRESS } from '../support/checkout';
import { payInDemo } from '../support/demo-pay';
import { downloadBytes, findMailInOutbox, isPdf, sentTo } from '../support/files';
import { atPath, gone, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

const DIGITAL = {
  name: 'Morning and Evening Prayers',
  path: '/product/morning-and-evening-prayers?format=digital',
};
const PHYSICAL = {
  name: 'A Family Prayer Book',
  path: '/product/family-prayer-book?format=physical',
};

describe('order desk', () => {
  it('ships the physical item with its tracking number and refunds the digital one, whose link then stops working', async () => {
    const stamp = Date.now().toString(36);
    const buyerEmail = `desk-${stamp}@example.com`;
    const tracking = `1Z${stamp.toUpperCase()}`;

    // A buyer pays for a book to be posted and a download.
    const buyer = await shop.visit();
    for (const item of [PHYSICAL, DIGITAL]) {
      await buyer.goto(item.path);
      await seeHeading(buyer, item.name);
      await buyer.locator('main').getByRole('button', { name: 'Add to Cart' }).click();
      await see(buyer.locator('main').getByRole('status').getByText('Added to your cart.'));
    }
    await buyer.goto('/checkout');
    const { orderNumber } = await payInDemo(buyer, {
      email: buyerEmail,
      // $11.99 + $4.99, and the flat $5.00 shipping of an order under $50.
      total: '$21.99',
      deliverTo: true,
    });
    const download = buyer
      .getByRole('region', { name: 'Your Downloads' })
      .getByRole('link', { name: `Download ${DIGITAL.name}` });
    const href = (await (await see(download)).getAttribute('href')) ?? '';
    const before = await buyer.request.get(href);
    expect(before.status()).toBe(200);
    expect(isPdf(await before.body())).toBe(true);

    // The owner finds it among the orders to ship.
    const admin = await shop.visit();
    await logIn(admin, shop.admin.email, shop.admin.password);
    await adminMenu(admin).getByRole('link', { name: 'Orders' }).click();
    await seeHeading(admin, 'Orders');
    await admin
      .getByRole('navigation', { name: 'Order filters' })
      .getByRole('link', { name: 'To ship' })
      .click();
    await atPath(admin, '/admin/orders?status=to-ship');
    const orders = admin.getByRole('table', { name: 'Orders' });
    const row = orders.getByRole('row').filter({ hasText: orderNumber });
    await see(row);
    expect(await row.innerText()).toMatch(new RegExp(`${buyerEmail}[\\s\\S]*\\$21\\.99`));
    await row.getByRole('link', { name: orderNumber }).click();
    await atPath(admin, `/admin/orders/${orderNumber}`);
    await seeHeading(admin, `Order ${orderNumber}`);
    // Where to post it: the address the buyer gave at checkout.
    await see(admin.getByText(TEST_DELIVERY_ADDRESS.line1));

    // Posted: carrier and tracking number, and the buyer is told.
    const shipping = admin.getByRole('region', { name: 'Actions' });
    await shipping.getByRole('combobox', { name: 'Carrier' }).selectOption('ups');
    await shipping.getByRole('textbox', { name: 'Tracking number' }).fill(tracking);
    await shipping.getByRole('button', { name: 'Mark shipped' }).click();
    await see(admin.getByRole('status').getByText(`${orderNumber} is marked shipped.`));
    await see(admin.getByRole('link', { name: tracking }));
    await gone(shipping.getByRole('button', { name: 'Mark shipped' }));

    const shippedMail = await findMailInOutbox(
      shop.dataDir,
      (mail) => sentTo(mail, buyerEmail) && Boolean(mail.subject?.includes('has shipped')),
    );
    expect(shippedMail.subject).toBe(`Your order ${orderNumber} has shipped`);
    expect(shippedMail.text).toContain(tracking);
    expect(shippedMail.html).toContain(tracking);

    // It has left the queue of orders to ship.
    await admin.goto('/admin/orders?status=to-ship');
    await seeHeading(admin, 'Orders');
    await see(admin.getByRole('status').or(admin.getByText('No orders match.')));
    expect(await orders.getByRole('link', { name: orderNumber }).count()).toBe(0);

    // The download is refunded alone.
    await admin.goto(`/admin/orders/${orderNumber}`);
    await seeHeading(admin, `Order ${orderNumber}`);
    const refund = admin.getByRole('group', { name: 'Lines to refund' });
    await refund.getByRole('checkbox', { name: new RegExp(PHYSICAL.name) }).uncheck();
    await refund.getByRole('checkbox', { name: /^Shipping/ }).uncheck();
    expect(await refund.getByRole('checkbox', { name: new RegExp(DIGITAL.name) }).isChecked()).toBe(
      true,
    );
    await admin.getByRole('button', { name: 'Refund $4.99…' }).click();
    await see(admin.getByText(`Refund $4.99 for ${DIGITAL.name}?`));
    await admin.getByRole('button', { name: 'Confirm refund' }).click();
    await see(admin.getByRole('status').getByText(/^Refunded \$4\.99\./));
    const lines = admin.getByRole('table', { name: 'Lines' });
    expect(await lines.getByRole('row').filter({ hasText: DIGITAL.name }).innerText()).toContain(
      'Refunded',
    );
    expect(await lines.getByRole('row').filter({ hasText: PHYSICAL.name }).innerText()).toMatch(
      /—$/,
    );

    // The refunded line's link answers 410 with a message that says why.
    const after = await buyer.request.get(href);
    expect(after.status()).toBe(410);
    expect(await after.text()).toContain(
      'This purchase was refunded, so its download link no longer works.',
    );
  });

  it('ships an untracked parcel, refunds the shipping alone, and exports the ship-to address', async () => {
    const stamp = Date.now().toString(36);
    const buyerEmail = `untracked-${stamp}@example.com`;

    // A buyer pays for a book to be posted, and the flat $5.00 shipping.
    const buyer = await shop.visit();
    await buyer.goto(PHYSICAL.path);
    await seeHeading(buyer, PHYSICAL.name);
    await buyer.locator('main').getByRole('button', { name: 'Add to Cart' }).click();
    await see(buyer.locator('main').getByRole('status').getByText('Added to your cart.'));
    await buyer.goto('/checkout');
    const { orderNumber } = await payInDemo(buyer, {
      email: buyerEmail,
      deliverTo: true,
    });

    // Posted by ordinary mail: nothing to fill in but the button.
    const admin = await shop.visit();
    await logIn(admin, shop.admin.email, shop.admin.password);
    await admin.goto(`/admin/orders/${orderNumber}`);
    await seeHeading(admin, `Order ${orderNumber}`);
    const actions = admin.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Mark shipped' }).click();
    await see(
      admin
        .getByRole('status')
        .getByText(
          `${orderNumber} is marked shipped. The buyer was emailed that it is on its way.`,
        ),
    );
    await gone(actions.getByRole('button', { name: 'Mark shipped' }));
    await see(admin.getByText('Untracked'));
    const shipped = await findMailInOutbox(
      shop.dataDir,
      (mail) => sentTo(mail, buyerEmail) && Boolean(mail.subject?.includes('has shipped')),
    );
    expect(shipped.text).toContain('posted without a tracking number');
    expect(shipped.text).not.toContain('Tracking number:');

    // The shipping is refunded alone, after the confirm dialog names it.
    const refund = admin.getByRole('group', { name: 'Lines to refund' });
    await refund.getByRole('checkbox', { name: new RegExp(PHYSICAL.name) }).uncheck();
    expect(await refund.getByRole('checkbox', { name: /^Shipping/ }).isChecked()).toBe(true);
    await admin.getByRole('button', { name: 'Refund $5.00…' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Refund $5.00 for the shipping?' });
    await see(dialog);
    await dialog.getByRole('button', { name: 'Confirm refund' }).click();
    await see(admin.getByRole('status').getByText(/^Refunded \$5\.00 of shipping\./));
    await see(admin.getByRole('table', { name: 'Refunds' }).getByText('Shipping ($5.00)'));
    await gone(refund.getByRole('checkbox', { name: /^Shipping/ }));
    expect(await admin.getByRole('table', { name: 'Lines' }).innerText()).not.toContain('Refunded');
    const refunded = await findMailInOutbox(
      shop.dataDir,
      (mail) => sentTo(mail, buyerEmail) && Boolean(mail.subject?.startsWith('Refund for')),
    );
    expect(refunded.text).toContain(
      `We have refunded $5.00 of your order ${orderNumber}: its shipping.`,
    );

    // The CSV of that order carries where it went and what the shipping cost.
    await admin.goto(`/admin/orders?q=${orderNumber}`);
    await seeHeading(admin, 'Orders');
    await see(admin.getByRole('table', { name: 'Orders' }).getByText(orderNumber));
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    // No cell of this order holds a comma or a quote, so a split reads it.
    const [header = '', ...rows] = (await downloadBytes(download))
      .toString('utf8')
      .trim()
      .split('\n');
    const columns = header.split(',');
    const row = rows.find((line) => line.startsWith(`${orderNumber},`))?.split(',') ?? [];
    const cell = (name: string) => row[columns.indexOf(name)];
    expect(columns).toEqual(
      expect.arrayContaining([
        'ship_to_name',
        'ship_to_line1',
        'ship_to_line2',
        'ship_to_city',
        'ship_to_region',
        'ship_to_postal_code',
        'ship_to_country',
        'shipping_amount',
      ]),
    );
    expect({
      name: cell('ship_to_name'),
      line1: cell('ship_to_line1'),
      line2: cell('ship_to_line2'),
      city: cell('ship_to_city'),
      region: cell('ship_to_region'),
      postalCode: cell('ship_to_postal_code'),
      country: cell('ship_to_country'),
      shipping: cell('shipping_amount'),
    }).toEqual({
      name: TEST_DELIVERY_ADDRESS.fullName,
      line1: TEST_DELIVERY_ADDRESS.line1,
      line2: TEST_DELIVERY_ADDRESS.line2,
      city: TEST_DELIVERY_ADDRESS.city,
      region: TEST_DELIVERY_ADDRESS.stateCode,
      postalCode: TEST_DELIVERY_ADDRESS.postalCode,
      country: 'US',
      shipping: '5.00',
    });
  });
});
