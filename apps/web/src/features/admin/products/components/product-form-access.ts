import type { UseFormReturn } from 'react-hook-form';
import { EDITOR_PRODUCT_FIELDS, type ProductField } from '@ministry/contracts';
import { useCurrentUser } from '../../lib/current-user';
import type { ProductFormValues } from './product-form-values';

/** Which fields this user may change; the server refuses the rest (403) anyway. */
export interface FieldAccess {
  may: (field: ProductField) => boolean;
  /** The hint of a field this user may not change, else undefined. */
  locked: (field: ProductField) => string | undefined;
}

export function useFieldAccess(): FieldAccess & { isAdmin: boolean } {
  const { isAdmin } = useCurrentUser();
  const may = (field: ProductField) => isAdmin || EDITOR_PRODUCT_FIELDS.includes(field);
  return {
    isAdmin,
    may,
    locked: (field) => (may(field) ? undefined : 'Only an admin can change this.'),
  };
}

/** What every section of the product form is given. */
export interface SectionProps {
  form: UseFormReturn<ProductFormValues>;
  access: FieldAccess;
}

/**
 * Enter in a one-line field (the name, the price) never submits the product form: a product is
 * saved only by its buttons. Text areas keep their new lines; buttons and links their Enter.
 */
export function keepEnterFromSubmitting(event: React.KeyboardEvent<HTMLFormElement>): void {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement) event.preventDefault();
}
