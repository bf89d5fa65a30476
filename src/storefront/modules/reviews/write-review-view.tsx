import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { selectSignedInUser } from '@/storefront/app/auth-slice';
import { useAppSelector } from '@/storefront/app/hooks';
import { useSavedStateReady } from '@/storefront/app/state-gate';
import { signInPathFor } from '@/storefront/modules/common/next-path';
import { Link } from '@/storefront/modules/common/link';
import { productPath } from '@/storefront/modules/common/paths';
import { MY_REVIEWS_PATH } from '@/storefront/modules/common/review-paths';
import { ReviewForm } from './review-form';
import { useGetReviewEligibilityQuery } from './reviews-api';
import { ReviewWaiting } from './review-waiting';
import styles from './reviews.module.css';

const productIdOf = (value: unknown) => {
  const id = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export function WriteReview() {
  const { t } = useTranslation('reviews');
  const router = useRouter();
  const ready = useSavedStateReady();
  const user = useAppSelector(selectSignedInUser);
  const productID = productIdOf(router.query.productID);
  const signedOut = ready && !user;
  const eligibility = useGetReviewEligibilityQuery(productID ?? 0, { skip: !ready || !user || productID === null, refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (signedOut) void router.replace(signInPathFor(router.asPath));
  }, [signedOut, router]);

  if (!ready || !user || (productID !== null && (eligibility.isLoading || eligibility.isUninitialized))) {
    return <ReviewWaiting redirecting={signedOut} />;
  }
  const data = eligibility.data;
  if (productID === null || !data) {
    return <Notice title={t('write.notFoundTitle')} text={t('write.notFound')} />;
  }

  return (
    <div className={styles.write}>
      <h1 className={styles.title}>{t('write.title')}</h1>
      <Link href={productPath({ slug: data.productSlug })} className={styles.product}>
        {data.productImage ? <Image src={data.productImage} alt="" width={72} height={72} className={styles.thumb} /> : null}
        <span>{data.productName}</span>
      </Link>
      {data.reason === 'not_bought' ? (
        <Notice title={t('write.notBoughtTitle')} text={t('write.notBought')} />
      ) : data.reason === 'reviewed' ? (
        <Notice title={t('write.reviewedTitle')} text={t('write.reviewed')} action={<Link href={MY_REVIEWS_PATH} className="button">{t('write.toMyReviews')}</Link>} />
      ) : (
        <ReviewForm productID={productID} onDone={() => void router.push(MY_REVIEWS_PATH)} />
      )}
    </div>
  );
}

function Notice({ title, text, action }: { title: string; text: string; action?: React.ReactNode }) {
  return (
    <div className={styles.notice}>
      <h2>{title}</h2>
      <p>{text}</p>
      {action}
    </div>
  );
}
