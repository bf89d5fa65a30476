import Head from 'next/head';
import { useRouter } from 'next/router';
import styles from './page-unavailable.module.css';

/**
 * What a page shows when its data was incomplete (docs/requirements/pages.md#page-data gives it empty props: no content, no
 * translations). The few words it needs travel with it, in every language of the store.
 */
const TEXT: Record<string, { title: string; body: string; retry: string; home: string }> = {
  en: {
    title: 'We could not load this page',
    body: 'Our store is taking a moment to respond. Please try again in a few seconds.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  hi: {
    title: 'यह पेज लोड नहीं हो सका',
    body: 'हमारा स्टोर जवाब देने में थोड़ा समय ले रहा है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
    home: 'होम पेज पर जाएँ',
  },
  ar: {
    title: 'تعذّر تحميل هذه الصفحة',
    body: 'يستغرق متجرنا لحظة للاستجابة. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
    retry: 'أعد المحاولة',
    home: 'الذهاب إلى الصفحة الرئيسية',
  },
};

export const FALLBACK_STORE_NAME = 'SLV Jewellers';

export function PageUnavailableView() {
  const router = useRouter();
  const language = (router.locale ?? 'in-en').split('-')[1] ?? 'en';
  const text = TEXT[language] ?? TEXT.en!;
  return (
    <>
      <Head>
        <title>{`${text.title} | ${FALLBACK_STORE_NAME}`}</title>
      </Head>
      <header className={styles.header}>
        <div className="container">
          <a href="/" className={styles.brand}>
            {FALLBACK_STORE_NAME}
          </a>
        </div>
      </header>
      <main id="main" className={`container ${styles.main}`}>
        <div className={styles.card} role="alert">
          <h1 className={styles.title}>{text.title}</h1>
          <p>{text.body}</p>
          <div className={styles.actions}>
            <a className="button" href={router.asPath}>
              {text.retry}
            </a>
            <a className="button button-secondary" href={router.locale && router.locale !== router.defaultLocale ? `/${router.locale}` : '/'}>
              {text.home}
            </a>
          </div>
        </div>
      </main>
    </>
  );
}
