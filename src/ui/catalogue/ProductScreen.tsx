import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { cartAddition, type AddToCart } from '../../domain/cart';
import { cataloguePaths, type Product, type ProductKey } from '../../domain/catalogue';
import { formatCents } from '../../domain/format';
import { selectVendorItemCount } from '../../machines/cartSelectors';
import { chosenQuantity } from '../../machines/productChoiceMachine';
import { useCartWhenReady, type CartActor } from '../cart';
import { Breadcrumbs } from './Breadcrumbs';
import { OptionPicker } from './OptionPicker';
import { Picture } from './Picture';
import { QuantityField } from './QuantityField';
import { useProductChoice, type ProductChoiceActor } from './useProductChoice';
import * as styles from './catalogue.css';
import { Button } from '../components/Button';
import { PageTitle } from '../components/PageTitle';
import type { CatalogueMachines } from './catalogueMachines';
import { useCatalogue } from './useCatalogue';
import { useResource } from '../app/useReads';
import { moneyPaths } from '../money';
import * as page from './ProductScreen.css';
import { HeroLoading, NotFoundPanel, ReadFailure } from './pageStates';
import { useRouteIds } from './useRouteIds';

/** The button, what the vendor's cart holds and the way to its checkout. */
function CartActions({ cart, choice, addition }: { cart: CartActor; choice: ProductChoiceActor; addition: AddToCart }) {
  const { vendor, product, quantity } = addition;
  const inCart = useSelector(cart, selectVendorItemCount(vendor.id));
  const canAdd = useSelector(cart, (snapshot) => snapshot.can({ type: 'cart.add', ...addition }));
  return (
    <div className={page.actions}>
      <Button type="button" disabled={!canAdd} onClick={() => choice.send({ type: 'product.add' })}>
        Add to cart · {formatCents(product.price_cents * quantity)}
      </Button>
      <p className={page.inCart}>In your cart: {inCart}</p>
      {inCart > 0 && (
        <Link to={moneyPaths.checkout(vendor.category_id, vendor.id)} className={styles.textLink}>
          Checkout
        </Link>
      )}
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const cart = useCartWhenReady();
  const choice = useProductChoice(product);
  const { choices, quantityText, quantityNote, added } = useSelector(choice, (snapshot) => snapshot.context);
  const hasAdded = useSelector(choice, (snapshot) => snapshot.matches('added'));
  const addition = cartAddition(product, choices, chosenQuantity({ quantityText }));

  return (
    <div className={page.details}>
      <div className={styles.heroText}>
        <PageTitle className={page.title}>{product.name}</PageTitle>
        <p className={styles.cardMeta}>
          From{' '}
          <Link to={cataloguePaths.vendor(product.category_id, product.vendor_id)} className={styles.textLink}>
            {product.vendor_name}
          </Link>
        </p>
      </div>
      <p className={page.price}>{formatCents(product.price_cents)}</p>
      <p className={styles.lead}>{product.description}</p>
      {product.options.map((option) => (
        <OptionPicker
          key={option.name}
          option={option}
          value={choices[option.name] ?? ''}
          onChange={(value) => choice.send({ type: 'option.choose', name: option.name, value })}
        />
      ))}
      <QuantityField value={quantityText} note={quantityNote} onChange={(text) => choice.send({ type: 'quantity.edit', text })} />
      {cart ? (
        <CartActions cart={cart} choice={choice} addition={addition} />
      ) : (
        // The cart is still loading (first visit only): the same button, waiting.
        <div className={page.actions}>
          <Button type="button" busy>
            Add to cart
          </Button>
        </div>
      )}
      <p role="status" className={page.added}>
        {hasAdded && `Added ${added} × ${product.name} to your cart.`}
      </p>
    </div>
  );
}

function ProductPage({ productKey, catalogue }: { productKey: ProductKey; catalogue: CatalogueMachines }) {
  const read = useResource(catalogue.product, productKey);

  if (read.status === 'loading') return <HeroLoading label="Loading the product" />;
  if (!read.data) {
    return <ReadFailure read={read} what="Product" failedTitle="This product could not be shown" />;
  }
  const product = read.data;
  return (
    <div className={styles.page}>
      <Breadcrumbs
        trail={[
          { label: 'Home', to: '/home' },
          { label: product.category_name, to: cataloguePaths.category(product.category_id) },
          { label: product.vendor_name, to: cataloguePaths.vendor(product.category_id, product.vendor_id) },
          { label: product.catalog_name, to: cataloguePaths.catalog(product.category_id, product.vendor_id, product.catalog_id) },
          { label: product.name },
        ]}
      />
      <div className={page.layout}>
        <div className={page.picture}>
          <Picture image={product.image} eager />
        </div>
        {/* A new product starts with its own choices, not the last one's. */}
        <ProductDetails key={product.id} product={product} />
      </div>
    </div>
  );
}

/** `categories/{categoryId}/vendors/{vendorId}/products/{productId}`: price, options, quantity, add to cart. */
export default function ProductScreen() {
  const productKey = useRouteIds('category_id', 'vendor_id', 'product_id');
  const catalogue = useCatalogue();
  if (!productKey) return <NotFoundPanel what="Product" />;
  if (!catalogue) return <HeroLoading label="Loading the product" />;
  return <ProductPage productKey={productKey} catalogue={catalogue} />;
}
