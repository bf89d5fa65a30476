import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { useKeptBeforeHydration } from '@/storefront/modules/common/kept-before-hydration';
import { categoryPath, productPath } from '@/storefront/modules/common/paths';
import styles from './search-form.module.css';
import type { SuggestAnswer } from './suggestion-fetcher';
import { SuggestionList } from './suggestion-list';
import { useDebouncedValue } from './use-debounced-value';
import { browserOnly } from '@/storefront/modules/common/browser-only';

const SUGGEST_AFTER_CHARS = 2;
const SUGGEST_DELAY_MS = 200;
// Loads on the first focus of the box, not with the page (docs/page-speed.md).
const SuggestionFetcher = browserOnly(() => import('./suggestion-fetcher').then((module) => module.SuggestionFetcher));

/**
 * A plain GET form to `/<locale>/search?q=…` (it works before the JavaScript arrives and the
 * result page is linkable), enhanced into an ARIA 1.2 combobox: suggestions as you type,
 * arrows to move, Enter to open the highlighted one, Escape to close.
 */
export function SearchForm({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const id = useId();
  const listId = `${id}-list`;
  const initial = router.pathname === '/search' && typeof router.query.q === 'string' ? router.query.q : '';
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [engaged, setEngaged] = useState(false);
  const [currentData, setCurrentData] = useState<SuggestAnswer>(undefined);
  // The box shows the query of the search page it is on, and a new one after each search. A static
  // page learns its query only after hydration (the router becomes ready): words the shopper typed
  // before then are newer than that query and stay.
  const typedBeforeReady = useRef(false);
  useEffect(() => {
    if (!router.isReady) return;
    if (typedBeforeReady.current) typedBeforeReady.current = false;
    else setText(initial);
  }, [initial, router.isReady]);

  const term = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const wanted = open && term.length >= SUGGEST_AFTER_CHARS;
  const suggestions = wanted && currentData?.q === term ? currentData.suggestions : [];
  const expanded = open && suggestions.length > 0;
  useEffect(() => setActive(-1), [term]);

  const action = router.locale && router.locale !== router.defaultLocale ? `/${router.locale}/search` : '/search';
  const hrefOf = (index: number) => {
    const suggestion = suggestions[index]!;
    return suggestion.type === 'category' ? categoryPath(suggestion) : productPath(suggestion);
  };
  const go = (index: number) => {
    setOpen(false);
    void router.push(hrefOf(index));
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!router.isReady) typedBeforeReady.current = true;
    setText(event.target.value);
    setOpen(true);
    setEngaged(true);
  };
  // Typed before the page hydrated (a slow phone): kept, with its suggestions.
  const input = useKeptBeforeHydration(onChange, { value: text });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return setOpen(true);
      event.preventDefault();
      // -1 is the text box itself: the highlight cycles through it.
      const last = suggestions.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1));
    } else if (event.key === 'Escape') {
      // The first Escape closes the suggestions, shown or still coming (between two answers the list
      // is empty for a moment); only with nothing open does the browser's own Escape, which empties
      // a search box, reach the text (a shopper closing the list lost their words: docs/shopper-grade.md).
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      go(active);
    }
  };

  return (
    <div className={`${styles.wrap} ${className ?? ''}`}>
      <form role="search" action={action} method="get" className={styles.form} onSubmit={() => setOpen(false)}>
        <label htmlFor={id} className="visually-hidden">
          {t('header.searchLabel')}
        </label>
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined}
          value={text}
          onChange={onChange}
          onFocus={() => {
            setOpen(true);
            setEngaged(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder={t('header.searchPlaceholder')}
          className={styles.input}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
        {text && (
          // Chromium's own clear button is hidden (search-form.module.css): this one matches the
          // store, names itself in the page's language, and leaves the focus in the box.
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              setText('');
              setActive(-1);
              input.current?.focus();
            }}
          >
            <Icon name="close" size={16} label={t('header.searchClear')} />
          </button>
        )}
        <button type="submit" className={styles.submit}>
          <Icon name="search" size={20} label={t('header.searchSubmit')} />
        </button>
      </form>
      {engaged && <SuggestionFetcher term={term} skip={!wanted} onAnswer={setCurrentData} />}
      <SuggestionList id={listId} suggestions={expanded ? suggestions : []} active={active} hrefOf={hrefOf} onChoose={go} />
    </div>
  );
}
