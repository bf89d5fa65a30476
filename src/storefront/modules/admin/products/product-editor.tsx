import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { AdminProductDetail } from '@/shared/contracts/admin-product-edit';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { basisPointsOf, numberOf, replaced, thousandthsOf } from '@/storefront/modules/admin/common/list-edit';
import { ErrorNote, OkNote } from '@/storefront/modules/admin/common/notice';
import { ProductImagesEditor } from './product-images-editor';
import { bodyOf, formOf, LANGUAGE_NAMES, type ProductForm } from './product-form';
import { OptionsEditor, StonesEditor } from './product-rows-editor';
import { useAdminProductQuery, useSaveProductMutation, useSetPublishedMutation } from './products-api';

const grams = (mg: number) => String(mg / 1000);
const percent = (bp: number) => String(bp / 100);

/** Publish or unpublish: unpublished, the piece is gone for shoppers (page, listings, search, sitemap). */
function PublishSwitch({ product }: { product: AdminProductDetail }) {
  const [setPublished, { error, isLoading }] = useSetPublishedMutation();
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className={styles.row}>
      <strong>{product.published ? 'Published: shoppers see it' : 'Unpublished: hidden from shoppers'}</strong>
      <button
        type="button"
        className={styles.secondary}
        disabled={isLoading}
        onClick={async () => {
          const answer = await setPublished({ productID: product.productID, published: !product.published });
          if ('data' in answer && answer.data) setDone(answer.data.product.published ? 'Published' : 'Unpublished');
        }}
      >
        {product.published ? 'Unpublish' : 'Publish'}
      </button>
      <ErrorNote error={error} />
      <OkNote text={done} />
    </div>
  );
}

/** Every editable field of one product; Save sends them all, and the services refuse bad input naming the field. */
function ProductFormView({ product }: { product: AdminProductDetail }) {
  const [form, setForm] = useState<ProductForm>(() => formOf(product));
  const [save, { error, isLoading }] = useSaveProductMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const set = (change: Partial<ProductForm>) => (setForm({ ...form, ...change }), setSaved(null));
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const answer = await save({ productID: product.productID, body: bodyOf(form) });
        if ('data' in answer && answer.data) setSaved(`Saved; ${answer.data.revalidatedPaths.length} shopper pages regenerate`);
      }}
    >
      <section className={styles.panel} aria-label="Names and descriptions">
        <h2>Names and descriptions</h2>
        <div className={styles.form}>
          {form.texts.map((text, index) => (
            <fieldset key={text.languageCode} className={styles.fieldset} lang={text.languageCode} dir={text.languageCode === 'ar' ? 'rtl' : 'ltr'}>
              <legend>{LANGUAGE_NAMES[text.languageCode]}{text.languageCode === 'en' ? ' (required)' : ''}</legend>
              <label className={styles.field}>
                Name ({text.languageCode})
                <input name={`name-${text.languageCode}`} value={text.name} onChange={(event) => set({ texts: replaced(form.texts, index, { name: event.target.value }) })} />
              </label>
              <label className={styles.field}>
                Description ({text.languageCode})
                <textarea name={`description-${text.languageCode}`} rows={4} value={text.description} onChange={(event) => set({ texts: replaced(form.texts, index, { description: event.target.value }) })} />
              </label>
            </fieldset>
          ))}
        </div>
      </section>

      <section className={styles.panel} aria-label="Weights and making charge">
        <h2>Weights and making charge</h2>
        <div className={styles.form}>
          <label className={styles.field}>
            Gross weight (g)
            <input name="grossWeight" inputMode="decimal" defaultValue={grams(form.grossWeightMg)} onChange={(event) => set({ grossWeightMg: thousandthsOf(event.target.value) })} />
          </label>
          <label className={styles.field}>
            Net metal weight (g)
            <input name="netWeight" inputMode="decimal" defaultValue={grams(form.netWeightMg)} onChange={(event) => set({ netWeightMg: thousandthsOf(event.target.value) })} />
          </label>
          <label className={styles.field}>
            Making charge
            <select name="makingChargeType" value={form.makingChargeType} onChange={(event) => set({ makingChargeType: event.target.value as ProductForm['makingChargeType'] })}>
              <option value="percent">percent of the metal value</option>
              <option value="per_gram">an amount per gram (per store below)</option>
            </select>
          </label>
          {form.makingChargeType === 'percent' && (
            <label className={styles.field}>
              Making charge (%)
              <input name="makingChargePercent" inputMode="decimal" defaultValue={percent(form.makingChargeBp)} onChange={(event) => set({ makingChargeBp: basisPointsOf(event.target.value) })} />
            </label>
          )}
          <label className={styles.field}>
            Wastage (%)
            <input name="wastagePercent" inputMode="decimal" defaultValue={percent(form.wastageBp)} onChange={(event) => set({ wastageBp: basisPointsOf(event.target.value) })} />
          </label>
          <label className={styles.field}>
            Offer on making (%)
            <input name="makingOfferPercent" inputMode="decimal" defaultValue={percent(form.makingOfferBp)} onChange={(event) => set({ makingOfferBp: basisPointsOf(event.target.value) })} />
          </label>
        </div>
        {product.prices.map((price, index) => (
          <fieldset key={price.subsiteID} className={styles.fieldset}>
            <legend>
              {price.subsiteCode.toUpperCase()} store, in {price.currencyCode}
            </legend>
            <div className={styles.form}>
              {form.makingChargeType === 'per_gram' && (
                <label className={styles.field}>
                  Making per gram ({price.subsiteCode.toUpperCase()})
                  <input name={`makingPerGram-${price.subsiteCode}`} inputMode="decimal" defaultValue={form.prices[index]!.makingPerGram} onChange={(event) => set({ prices: replaced(form.prices, index, { makingPerGram: numberOf(event.target.value) }) })} />
                </label>
              )}
              <label className={styles.field}>
                Stones ({price.subsiteCode.toUpperCase()})
                <input name={`stones-${price.subsiteCode}`} inputMode="decimal" defaultValue={form.prices[index]!.stones} onChange={(event) => set({ prices: replaced(form.prices, index, { stones: numberOf(event.target.value) }) })} />
              </label>
              <label className={styles.field}>
                Other charges ({price.subsiteCode.toUpperCase()})
                <input name={`other-${price.subsiteCode}`} inputMode="decimal" defaultValue={form.prices[index]!.other} onChange={(event) => set({ prices: replaced(form.prices, index, { other: numberOf(event.target.value) }) })} />
              </label>
            </div>
          </fieldset>
        ))}
      </section>

      <OptionsEditor options={form.options} onChange={(options) => set({ options })} />
      <StonesEditor stones={form.stones} onChange={(stones) => set({ stones })} />
      <ProductImagesEditor productID={product.productID} name={product.texts.find((text) => text.languageCode === 'en')?.name ?? product.sku} images={form.images} onChange={(images) => set({ images })} />

      <div className={styles.stickyBar}>
        <button type="submit" className={styles.button} disabled={isLoading}>
          Save product
        </button>
        <ErrorNote error={error} />
        <OkNote text={saved} />
      </div>
    </form>
  );
}

/** `/admin/products/{id}`: one product to edit, publish or unpublish. */
export function ProductEditScreen() {
  const { query } = useRouter();
  const productID = Number(query.id);
  const { data, error } = useAdminProductQuery(productID, { skip: !Number.isInteger(productID) || productID <= 0 });
  return (
    <>
      <p>
        <Link href="/admin/products">← Products and stock</Link>
      </p>
      <ErrorNote error={error} />
      {data && (
        <>
          <h2>
            {data.texts.find((text) => text.languageCode === 'en')?.name ?? data.sku} <span className={styles.muted}>{data.sku} · {data.metal} {data.purity}</span>
          </h2>
          <PublishSwitch product={data} />
          <ProductFormView key={data.productID} product={data} />
        </>
      )}
    </>
  );
}
