import { OPTION_KINDS, STONE_KINDS } from '@/shared/product-edit-rules';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { numberOf, replaced, thousandthsOf } from '@/storefront/modules/admin/common/list-edit';
import { blankOption, blankStone, type OptionRow, type StoneRow } from './product-form';

const label = (kind: string) => kind.replace('_', ' ');

/** A labelled choice of kind (an option's or a stone's). */
function KindSelect<Kind extends string>({ name, kinds, value, onChange }: { name: string; kinds: readonly Kind[]; value: Kind; onChange: (kind: Kind) => void }) {
  return (
    <label className={styles.field}>
      Kind
      <select aria-label={`${name} kind`} value={value} onChange={(event) => onChange(event.target.value as Kind)}>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {label(kind)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The options (sizes, lengths): code, kind, labels per language, weight difference. Saved options stay (their stock is set on the list). */
export function OptionsEditor({ options, onChange }: { options: OptionRow[]; onChange: (options: OptionRow[]) => void }) {
  return (
    <section className={styles.panel} aria-label="Options">
      <h2>Options (sizes)</h2>
      <p className={styles.muted}>A new option starts with no stock; set its stock on the products list. Saved options cannot be removed: set their stock to 0.</p>
      {options.map((option, index) => {
        const name = `Option ${index + 1}`;
        const labels = (change: Partial<OptionRow['labels']>) => onChange(replaced(options, index, { labels: { ...option.labels, ...change } }));
        return (
          <fieldset key={option.productOptionID ?? `new-${index}`} className={styles.fieldset}>
            <legend>{option.productOptionID ? `${name}: ${option.code}` : `${name} (new)`}</legend>
            <div className={styles.form}>
              <label className={styles.field}>
                Code
                <input aria-label={`${name} code`} value={option.code} onChange={(event) => onChange(replaced(options, index, { code: event.target.value }))} />
              </label>
              <KindSelect name={name} kinds={OPTION_KINDS} value={option.kind} onChange={(kind) => onChange(replaced(options, index, { kind }))} />
              <label className={styles.field}>
                Label (en)
                <input aria-label={`${name} label (en)`} value={option.labels.en} onChange={(event) => labels({ en: event.target.value })} />
              </label>
              <label className={styles.field}>
                Label (hi)
                <input aria-label={`${name} label (hi)`} lang="hi" value={option.labels.hi ?? ''} onChange={(event) => labels({ hi: event.target.value || null })} />
              </label>
              <label className={styles.field}>
                Label (ar)
                <input aria-label={`${name} label (ar)`} lang="ar" dir="rtl" value={option.labels.ar ?? ''} onChange={(event) => labels({ ar: event.target.value || null })} />
              </label>
              <label className={styles.field}>
                Weight difference (mg)
                <input aria-label={`${name} weight difference (mg)`} inputMode="numeric" defaultValue={option.weightDeltaMg} onChange={(event) => onChange(replaced(options, index, { weightDeltaMg: numberOf(event.target.value) }))} />
              </label>
            </div>
            {!option.productOptionID && (
              <button type="button" className={styles.secondary} onClick={() => onChange(options.filter((_option, at) => at !== index))}>
                Remove new option
              </button>
            )}
          </fieldset>
        );
      })}
      <button type="button" className={styles.secondary} onClick={() => onChange([...options, blankOption()])}>
        Add an option
      </button>
    </section>
  );
}

const STONE_TEXTS = [
  { key: 'shape', label: 'Shape' },
  { key: 'clarity', label: 'Clarity' },
  { key: 'colour', label: 'Colour' },
  { key: 'certificateLab', label: 'Certificate lab' },
  { key: 'certificateNumber', label: 'Certificate number' },
] as const;

/** The stones: kind, count, carats and their grading; the list replaces the saved one. */
export function StonesEditor({ stones, onChange }: { stones: StoneRow[]; onChange: (stones: StoneRow[]) => void }) {
  return (
    <section className={styles.panel} aria-label="Stones">
      <h2>Stones</h2>
      {stones.length === 0 && <p className={styles.muted}>No stones.</p>}
      {stones.map((stone, index) => {
        const name = `Stone ${index + 1}`;
        return (
          <fieldset key={index} className={styles.fieldset}>
            <legend>{name}</legend>
            <div className={styles.form}>
              <KindSelect name={name} kinds={STONE_KINDS} value={stone.kind} onChange={(kind) => onChange(replaced(stones, index, { kind }))} />
              <label className={styles.field}>
                Count
                <input aria-label={`${name} count`} inputMode="numeric" defaultValue={stone.count} onChange={(event) => onChange(replaced(stones, index, { count: numberOf(event.target.value) }))} />
              </label>
              <label className={styles.field}>
                Carats (total)
                <input aria-label={`${name} carats`} inputMode="decimal" defaultValue={stone.caratMilli / 1000} onChange={(event) => onChange(replaced(stones, index, { caratMilli: thousandthsOf(event.target.value) }))} />
              </label>
              {STONE_TEXTS.map(({ key, label: text }) => (
                <label key={key} className={styles.field}>
                  {text}
                  <input aria-label={`${name} ${text.toLowerCase()}`} value={stone[key] ?? ''} onChange={(event) => onChange(replaced(stones, index, { [key]: event.target.value || null }))} />
                </label>
              ))}
            </div>
            <button type="button" className={styles.secondary} onClick={() => onChange(stones.filter((_stone, at) => at !== index))}>
              Remove {name.toLowerCase()}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className={styles.secondary} onClick={() => onChange([...stones, blankStone()])}>
        Add a stone
      </button>
    </section>
  );
}
