import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';

/**
 * The bench catalogue (docs/performance.md#a-catalogue-of-100000): `count` more products generated
 * in the database from the demo store's own products, for `npm run bench -- --catalogue …`. Never
 * part of the demo seed. Each generated product copies one demo product (its category, metal,
 * purity, weights, charges, options, stones and prices per subsite, so every one is priced by the
 * same rules) under a new SKU and slug, with a name of two design words from the lists below in front
 * of the demo name, in every language (English, Hindi, Arabic), a weight up to 0.6 g off, its own
 * popularity and stock. Deterministic (arithmetic on the row number, no random()), and fast:
 * each table is one INSERT … SELECT over generate_series, so 100,000 products take seconds on
 * PostgreSQL. Generated products have stock but no pieces (HUIDs): the stock count still decides a sale.
 */

/** Design words, the same motif in each language (a name reads "Lotus Heritage 22K Gold Ring"). */
const MOTIFS = {
  en: ['Lotus', 'Peacock', 'Mango', 'Jaali', 'Temple', 'Filigree', 'Kundan', 'Meenakari', 'Paisley', 'Rose', 'Leaf', 'Star', 'Moon', 'Sun', 'Swan', 'Vine'],
  hi: ['कमल', 'मोर', 'आम', 'जाली', 'मंदिर', 'फ़िलिग्री', 'कुंदन', 'मीनाकारी', 'कैरी', 'गुलाब', 'पत्ती', 'तारा', 'चाँद', 'सूरज', 'हंस', 'बेल'],
  ar: ['لوتس', 'طاووس', 'مانجو', 'جالي', 'معبد', 'مخرمة', 'كوندان', 'ميناكاري', 'بيزلي', 'وردة', 'ورقة', 'نجمة', 'قمر', 'شمس', 'بجعة', 'كرمة'],
};
const STYLES = {
  en: ['Heritage', 'Royal', 'Classic', 'Bridal', 'Everyday', 'Grace', 'Bloom', 'Aura', 'Regal', 'Petite', 'Twist', 'Halo', 'Charm', 'Eternal', 'Festive', 'Modern'],
  hi: ['विरासत', 'शाही', 'क्लासिक', 'दुल्हन', 'रोज़ाना', 'सौम्य', 'खिलता', 'आभा', 'राजसी', 'नाज़ुक', 'घुमावदार', 'प्रभामंडल', 'आकर्षण', 'शाश्वत', 'उत्सव', 'आधुनिक'],
  ar: ['تراثي', 'ملكي', 'كلاسيكي', 'للعروس', 'يومي', 'رشيق', 'متفتح', 'هالة', 'فاخر', 'ناعم', 'ملتف', 'إكليل', 'ساحر', 'أبدي', 'احتفالي', 'عصري'],
};

const words = (lists: Record<string, string[]>) => sql.raw(`jsonb_build_object(${Object.entries(lists).map(([code, list]) => `'${code}', '${JSON.stringify(list)}'::jsonb`).join(', ')})`);

/**
 * The search-document triggers (migration 0013) of the tables this seed inserts into. They are off
 * while it inserts and the new products' documents are built once at the end, in one statement, by
 * the function the triggers call: each trigger would rebuild the documents of every product inserted
 * so far (three refreshes of 300,000 documents for 100,000 products, 35 s → 185 s of seeding;
 * docs/performance.md#search-at-100000-second-round). ALTER TABLE is transactional: no other session
 * ever sees the triggers off, and every other writer (the demo seed included) keeps them.
 */
const SEARCH_TRIGGERS = [
  ['products', 'products_search_insert'],
  ['product_translations', 'product_translations_search_insert'],
  ['product_stones', 'product_stones_search_insert'],
] as const;

async function switchSearchTriggers(tx: Executor, state: 'enable' | 'disable') {
  for (const [table, trigger] of SEARCH_TRIGGERS) await tx.execute(sql.raw(`alter table "${table}" ${state} trigger "${trigger}"`));
}

/** Adds `count` generated products; returns how many products the database sells now. */
export async function seedBenchCatalogue(db: Database, { count }: { count: number }): Promise<number> {
  return db.transaction(async (tx) => {
    await switchSearchTriggers(tx, 'disable');
    // Demo products are those without a bench SKU ("BENCH<n>-<source id>").
    await tx.execute(sql`create temporary table bench_source on commit drop as
      select row_number() over (order by id) - 1 as position, id from products where sku not like 'BENCH%'`);
    await tx.execute(sql`create temporary table bench_new (id int primary key, source int, n int) on commit drop`);
    await tx.execute(sql`
      with generated as (
        select n, s.id as source from generate_series(1, ${count}) n
        join bench_source s on s.position = n % (select count(*) from bench_source)
      ), inserted as (
        insert into products (sku, slug, category_id, metal, purity, colour, gross_weight_mg, net_weight_mg, making_charge_type,
          making_charge_bp, wastage_bp, making_offer_bp, gender, occasion, popularity, images, listed_at)
        select 'BENCH' || (g.n + coalesce((select max(id) from products), 0)) || '-' || p.id,
          p.slug || '-b' || (g.n + coalesce((select max(id) from products), 0)), p.category_id, p.metal, p.purity, p.colour,
          p.gross_weight_mg + (g.n % 7) * 100 - 300, p.net_weight_mg + (g.n % 7) * 100 - 300, p.making_charge_type,
          p.making_charge_bp, p.wastage_bp, p.making_offer_bp, p.gender, p.occasion, (g.n * 7919) % 1000, p.images,
          p.listed_at - make_interval(days => g.n % 400)
        from generated g join products p on p.id = g.source
        returning id, sku
      )
      insert into bench_new select id, split_part(sku, '-', 2)::int, substr(split_part(sku, '-', 1), 6)::int from inserted`);
    await tx.execute(sql`
      with motif as (select ${words(MOTIFS)} as m, ${words(STYLES)} as s)
      insert into product_translations (product_id, language_code, name, description)
      select b.id, t.language_code,
        (motif.m -> t.language_code ->> (b.n % 16)) || ' ' || (motif.s -> t.language_code ->> ((b.n / 16) % 16)) || ' ' || t.name,
        t.description
      from bench_new b join product_translations t on t.product_id = b.source cross join motif`);
    await tx.execute(sql`insert into product_prices (product_id, subsite_id, making_per_gram_minor, stones_minor, other_minor)
      select b.id, p.subsite_id, p.making_per_gram_minor, p.stones_minor, p.other_minor from bench_new b join product_prices p on p.product_id = b.source`);
    await tx.execute(sql`insert into product_stones (product_id, kind, count, carat_milli, shape, clarity, colour, certificate_lab, certificate_number)
      select b.id, s.kind, s.count, s.carat_milli, s.shape, s.clarity, s.colour, s.certificate_lab,
        case when s.certificate_number is null then null else s.certificate_number || '-B' || b.n end
      from bench_new b join product_stones s on s.product_id = b.source`);
    await tx.execute(sql`insert into product_options (product_id, code, kind, labels, weight_delta_mg, sort_order)
      select b.id, o.code, o.kind, o.labels, o.weight_delta_mg, o.sort_order from bench_new b join product_options o on o.product_id = b.source`);
    await tx.execute(sql`insert into product_stock (option_id, subsite_id, quantity)
      select o.id, s.subsite_id, 2 + (b.n + o.sort_order) % 9
      from bench_new b join product_options o on o.product_id = b.id
      join product_options source_option on source_option.product_id = b.source and source_option.code = o.code
      join product_stock s on s.option_id = source_option.id`);
    await tx.execute(sql`insert into url_rewrites (request_path, entity_type, entity_id)
      select '/' || p.slug, 'product', p.id from bench_new b join products p on p.id = b.id`);
    await tx.execute(sql`select refresh_product_search_documents(array(select id from bench_new))`);
    await switchSearchTriggers(tx, 'enable');
    await tx.execute(sql`analyze`);
    const result = await tx.execute(sql`select count(*)::int as n from products`);
    return Number((result.rows as { n: number }[])[0]?.n ?? 0);
  });
}
