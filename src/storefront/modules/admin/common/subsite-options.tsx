import type { SubsiteChoice } from './use-subsites';

/** The `<option>`s of a subsite picker: `IN (INR)`. */
export function SubsiteOptions({ subsites }: { subsites: SubsiteChoice[] }) {
  return (
    <>
      {subsites.map((subsite) => (
        <option key={subsite.id} value={subsite.id}>
          {subsite.code.toUpperCase()} ({subsite.currencyCode})
        </option>
      ))}
    </>
  );
}
