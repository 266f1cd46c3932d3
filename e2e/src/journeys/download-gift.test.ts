import { describe, expect, it } from 'vitest';
import { findMailInOutbox, sentTo } from '../support/files';
import { givingForm } from '../support/giving';
import { atPath, inViewport, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

const RESOURCE = 'Morning Prayer Card';

describe('a gift for a free download', () => {
  it.each([
    ['a phone', true],
    ['a desktop', false],
  ])(
    'gives five dollars for a free resource from its page on %s, thanked and receipted for it',
    async (_, phone) => {
      const donor = `download-gift-${phone ? 'phone' : 'desktop'}-${Date.now().toString(36)}@example.com`;
      const page = await shop.visit({ phone });
      await page.goto('/product/morning-prayer-card?format=digital');
      await seeHeading(page, RESOURCE);

      const main = page.locator('main');
      const downloaded = page.waitForEvent('download');
      await main.getByRole('button', { name: 'Get Free Resource' }).click();
      await downloaded;
      const prompt = main.getByRole('region', { name: 'Give something for this?' });
      await see(prompt.getByText('It is free, and stays free.', { exact: false }));
      await prompt.getByRole('link', { name: '$5' }).click();

      await atPath(page, /^\/donate\?for=[a-f\d]{24}&amount=5$/);
      const form = givingForm(page);
      await see(form.getByText(`Your gift for “${RESOURCE}”`));
      await expect.poll(() => inViewport(page, form.getByText(/^Your gift for/))).toBe(true);
      // $5 is not one of the form's presets: it is the amount typed in.
      expect(await form.getByRole('spinbutton', { name: 'Or another amount' }).inputValue()).toBe(
        '5',
      );
      await form.getByRole('textbox', { name: /Email address/ }).fill(donor);
      await form.getByRole('button', { name: 'Give $5' }).click();

      await see(page.getByRole('heading', { name: 'Thank you for your gift' }));
      await see(page.getByText(`Your gift of $5.00 for “${RESOURCE}” has been received.`));
      const receipt = await findMailInOutbox(shop.dataDir, (mail) => sentTo(mail, donor));
      expect(receipt.text).toContain(`Given for: “${RESOURCE}” (free download)`);
      expect(receipt.text).toContain(
        'No goods or services were provided in exchange for this gift.',
      );
    },
  );
});
