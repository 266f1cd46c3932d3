import mongoose from 'mongoose';
import { ProductModel } from '@ministry/db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a purchase's emailed download link works: so many downloads, for so many days. */
export interface LinkRules {
  downloadsPerLink: number;
  linkDays: number;
}

/** The shop-wide rules (env DOWNLOADS_PER_LINK, DOWNLOAD_LINK_DAYS). */
export const DEFAULT_LINK_RULES: LinkRules = { downloadsPerLink: 10, linkDays: 30 };

export const linkRulesFromConfig = (config: {
  DOWNLOADS_PER_LINK: number;
  DOWNLOAD_LINK_DAYS: number;
}): LinkRules => ({
  downloadsPerLink: config.DOWNLOADS_PER_LINK,
  linkDays: config.DOWNLOAD_LINK_DAYS,
});

/** A grant's fields for a new (or renewed) link: the product's own rules, else the shop's. */
export interface GrantTerms {
  downloadsLeft: number;
  /** The same number, kept as the link's limit while `downloadsLeft` counts down. */
  downloadLimit: number;
  expiresAt: Date;
}

/**
 * The terms of a new link for each product, by product id: a product's `downloadsPerLink` and
 * `downloadLinkDays` win over the shop's rules.
 */
export async function grantTermsFor(
  productIds: readonly mongoose.Types.ObjectId[],
  rules: LinkRules,
  now: Date,
): Promise<Map<string, GrantTerms>> {
  const products = await ProductModel.find({ _id: mongoose.trusted({ $in: productIds }) })
    .select('downloadsPerLink downloadLinkDays')
    .lean();
  const own = new Map(products.map((product) => [product._id.toString(), product]));
  return new Map(
    productIds.map((id) => {
      const product = own.get(id.toString());
      const days = product?.downloadLinkDays ?? rules.linkDays;
      const downloads = product?.downloadsPerLink ?? rules.downloadsPerLink;
      return [
        id.toString(),
        {
          downloadsLeft: downloads,
          downloadLimit: downloads,
          expiresAt: new Date(now.getTime() + days * DAY_MS),
        },
      ];
    }),
  );
}
