import { useState } from 'react';
import styles from './back-office.module.css';

/** A labelled search box with its button: answers the text when submitted. */
export function SearchForm({ label, name, placeholder, onSearch }: { label: string; name: string; placeholder: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState('');
  return (
    <form
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <label className={styles.field}>
        {label}
        <input name={name} value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={placeholder} />
      </label>
      <button type="submit" className={styles.button}>
        Search
      </button>
    </form>
  );
}
