import { useTranslation } from '@/storefront/lib/i18n';
import type { Cart } from '@/shared/contracts/cart';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import styles from './cart-template.module.css';

/**
 * The cart's lines and summary: loaded when the cart has pieces (cart-template.tsx), with the cart
 * calls and RTK Query, which an empty cart's first paint does not need (docs/page-speed.md).
 */
export function CartFilled({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  return (
    <div className={styles.layout}>
      <section aria-labelledby="cart-items">
        <h2 id="cart-items" className="visually-hidden">
          {t('itemsHeading')}
        </h2>
        <ul className={styles.items}>
          {cart.items.map((item) => (
            <CartLine
              key={item.cartItemID}
              item={item}
              imagePath={cart.view_image_path}
              notice={cart.notices.find((notice) => notice.cartItemID === item.cartItemID)} />
          ))}
        </ul>
      </section>
      <CartSummary cart={cart} />
    </div>
  );
}
