import { useParams } from 'react-router-dom';
import { parseId } from '../../domain/catalogue';

/** Route parameter of each id (spec §2 routes). */
const PARAM_OF = {
  category_id: 'categoryId',
  vendor_id: 'vendorId',
  catalog_id: 'id',
  product_id: 'productId',
} as const;

type IdField = keyof typeof PARAM_OF;

/** The ids in the route, or null when one is not an id at all (the page then says "not found"). */
export function useRouteIds<Field extends IdField>(...fields: Field[]): Record<Field, number> | null {
  const params = useParams();
  const ids = {} as Record<Field, number>;
  for (const field of fields) {
    const id = parseId(params[PARAM_OF[field]]);
    if (id === null) return null;
    ids[field] = id;
  }
  return ids;
}
