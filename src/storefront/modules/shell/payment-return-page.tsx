import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import type { HandlePaymentBody } from '@/shared/contracts/order-placement';
import { useSavedStateReady } from '@/storefront/app/state-gate';
import { hasPageData } from '@/storefront/lib/page-data';
import { FormAlert } from '@/storefront/modules/common/form-field';
import { Link } from '@/storefront/modules/common/link';
import { LoadingState } from '@/storefront/modules/common/page-state';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import { NoIndex } from '@/storefront/modules/common/no-index';
import { readPaymentReturn } from './payment-return';

export interface PaymentReturnPageProps {
  page: StorePageProps | EmptyPageProps;
  title: string;
  /**
   * Hands the signed result to the services (which check the signature) and goes on to the next
   * page; resolves to the message to show when it cannot.
   */
  settle: (body: HandlePaymentBody) => Promise<string | null>;
  text: { invalid: string; checking: string; problemTitle: string; back: string };
  backHref: string;
  classNames: { page?: string; problem?: string; problemTitle?: string; loading?: string };
}

/** A page the payment page sends the shopper back to with a signed result in the query (an order's or an excess amount's payment). */
export function PaymentReturnPage({ page, title, ...props }: PaymentReturnPageProps) {
  if (!hasPageData<StorePageProps>(page, 'site')) return <PageUnavailable />;
  return (
    <StorePage page={page} title={title}>
      <NoIndex />
      <PaymentReturn {...props} />
    </StorePage>
  );
}

function PaymentReturn({ settle, text, backHref, classNames }: Omit<PaymentReturnPageProps, 'page' | 'title'>) {
  const router = useRouter();
  const ready = useSavedStateReady();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!ready || !router.isReady || sent.current) return;
    sent.current = true;
    const body = readPaymentReturn(router.query);
    if (!body) setError(text.invalid);
    else void settle(body).then(setError);
  }, [ready, router, settle, text.invalid]);

  return (
    <div className={`container ${classNames.page}`}>
      {error ? (
        <div className={classNames.problem}>
          <h1 className={classNames.problemTitle}>{text.problemTitle}</h1>
          <FormAlert>{error}</FormAlert>
          <Link href={backHref} className="button">{text.back}</Link>
        </div>
      ) : (
        <LoadingState label={text.checking} className={classNames.loading} />
      )}
    </div>
  );
}
