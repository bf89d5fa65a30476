import Link from 'next/link';
import { useState } from 'react';
import type { AdminProductRow } from '@/shared/contracts/admin-products';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { ErrorNote, OkNote } from '@/storefront/modules/admin/common/notice';
import { Pager } from '@/storefront/modules/admin/common/pager';
import { SearchForm } from '@/storefront/modules/admin/common/search-form';
import { useAdminProductsQuery, useSetStockMutation } from './products-api';

const PAGE = 20;

/** One option's stock in one subsite: the count, and the HUIDs of new hallmarked pieces (India). */
function StockCell({ optionID, stock }: { optionID: number; stock: AdminProductRow['options'][number]['stock'][number] }) {
  const [quantity, setQuantity] = useState(String(stock.quantity));
  const [huids, setHuids] = useState('');
  const [save, { error, isLoading }] = useSetStockMutation();
  const [done, setDone] = useState<string | null>(null);
  // The count the services last gave: when a save (or anyone) changes it, the box follows it, and
  // the cell stays mounted so its "Saved" remains in view.
  const [shown, setShown] = useState(stock.quantity);
  if (shown !== stock.quantity) {
    setShown(stock.quantity);
    setQuantity(String(stock.quantity));
    setHuids('');
  }
  const label = `Stock ${stock.subsiteCode.toUpperCase()} of option ${optionID}`;
  return (
    <form
      className={styles.row}
      onSubmit={async (event) => {
        event.preventDefault();
        setDone(null);
        const body = { subsiteID: stock.subsiteID, quantity: Number(quantity), huids: huids.split(/[\s,]+/).filter(Boolean) };
        const answer = await save({ optionID, body });
        if ('data' in answer) setDone('Saved');
      }}
    >
      <label className={styles.field}>
        {stock.subsiteCode.toUpperCase()}
        <input aria-label={label} name="quantity" inputMode="numeric" size={4} value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      </label>
      {stock.subsiteCode === 'in' && Number(quantity) > stock.quantity && (
        <label className={styles.field}>
          HUIDs of the new pieces
          <input name="huids" value={huids} onChange={(event) => setHuids(event.target.value)} placeholder="AB12CD, EF34GH" />
        </label>
      )}
      <button type="submit" className={styles.secondary} disabled={isLoading}>
        Save
      </button>
      <ErrorNote error={error} />
      <OkNote text={done} />
    </form>
  );
}

/** `/admin/products`: find a product, see and set each option's stock per subsite. */
export function ProductsScreen() {
  const [searchKey, setSearchKey] = useState('');
  const [from, setFrom] = useState(0);
  const { data, error } = useAdminProductsQuery({ searchKey: searchKey || undefined, limitFrom: from, limitTo: from + PAGE });
  return (
    <>
      <SearchForm label="Find a product" name="productSearch" placeholder="SKU or name" onSearch={(text) => (setSearchKey(text), setFrom(0))} />
      <ErrorNote error={error} />
      {data?.items.map((product) => (
        <section key={product.productID} className={styles.panel} aria-label={product.name}>
          <h2>
            {product.name} <span className={styles.muted}>{product.sku} · {product.metal} {product.purity}</span>
          </h2>
          <p className={styles.row}>
            <Link href={`/admin/products/${product.productID}`} aria-label={`Edit ${product.name}`}>
              Edit texts, prices, options, stones, images, publishing
            </Link>
          </p>
          {product.options.map((option) => (
            <div key={option.productOptionID}>
              <strong>{option.label}</strong>
              {option.stock.map((stock) => (
                <StockCell key={stock.subsiteID} optionID={option.productOptionID} stock={stock} />
              ))}
            </div>
          ))}
        </section>
      ))}
      {data && <Pager from={from} size={PAGE} total={data.total} onChange={setFrom} />}
    </>
  );
}
