import { productCategorySchema, type ProductCategory } from '@ministry/contracts';
import { NavLink, useParams } from 'react-router';
import { cn } from '@/components/ui/cn';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { EmptyPanel } from '@/components/ui/status-panel';
import { useProducts } from '../api/get-products';
import { CATEGORY_META } from '../catalog-meta';
import { storeCard } from './catalog-card';
import { CatalogView } from './catalog-view';

const SHELVES = productCategorySchema.options.filter((category) => category !== 'general');

function ShelfLinks() {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
      isActive
        ? 'border-burgundy-700 bg-burgundy-700 text-parchment-50'
        : 'border-parchment-400 bg-parchment-50 text-ink-700 hover:border-burgundy-700',
    );
  return (
    <nav aria-label="Store sections" className="mb-8">
      <ul className="flex flex-wrap justify-center gap-2">
        <li>
          <NavLink to="/store" end className={linkClass}>
            Everything
          </NavLink>
        </li>
        {SHELVES.map((category) => (
          <li key={category}>
            <NavLink to={`/products/${category}`} className={linkClass}>
              {CATEGORY_META[category].title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/store` (everything) and `/products/:slug` (one category): the store listing. */
export function StorePage() {
  const { slug } = useParams();
  const category = slug ? productCategorySchema.safeParse(slug).data : undefined;
  if (slug && !category) return <UnknownShelf />;
  return <StoreListing category={category} />;
}

function StoreListing({ category }: { category: ProductCategory | undefined }) {
  const products = useProducts(category ? { category } : {});
  const title = category ? CATEGORY_META[category].title : 'The Store';
  return (
    <>
      <PageTitle title={title} />
      <PageHeader
        eyebrow={category ? 'The Store' : undefined}
        title={title}
        lead="Prayers, studies, booklets and graphics, in digital and printed editions. Every purchase supports the ministry."
      />
      <ShelfLinks />
      <CatalogView
        query={products}
        loadingText="Loading the store..."
        errorTitle="The Store Is Currently Unavailable"
        errorMessage="Could not load products."
        empty={<EmptyPanel title="No products available" />}
        card={storeCard}
      />
    </>
  );
}

function UnknownShelf() {
  return (
    <>
      <PageTitle title="Section Not Found" />
      <PageHeader title="Section Not Found" />
      <ShelfLinks />
      <EmptyPanel title="There is no such section in the store">
        <p>Choose one of the sections above, or browse everything.</p>
      </EmptyPanel>
    </>
  );
}
