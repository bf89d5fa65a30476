import Head from 'next/head';

/** Structured data for search engines; `<` escaped so no value can close the script element. */
export function JsonLd({ id, data }: { id: string; data: object }) {
  return (
    <Head>
      <script
        key={`jsonld-${id}`}
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
      />
    </Head>
  );
}
