import { RateHistory } from '@/shared/contracts/rates-history';
import { commerceOk, type ContractCase, refused } from './contract-case';
import { siteHeadersOf } from './known-data';

/** `GET /api/metal-rates/history/`: the metal rates page's 30-day charts. */
export function ratesHistoryCases(): ContractCase[] {
  const get = (path: string, name: string, expected: Pick<ContractCase, 'status' | 'schema' | 'messageIncludes'>, headers = siteHeadersOf('in-en')): ContractCase => ({
    name: `GET ${path} ${name}`,
    method: 'GET',
    path,
    headers,
    ...expected,
  });
  const ok = { status: 200, schema: commerceOk(RateHistory) };
  return [
    get('/api/metal-rates/history/', 'answers every series of the subsite', ok),
    get('/api/metal-rates/history/?metal=gold&purity=22K&days=30', 'answers one series in the UAE', ok, siteHeadersOf('ae-ar')),
    get('/api/metal-rates/history/?days=0', 'refuses days 0 with 400', refused(400, 'days')),
    get('/api/metal-rates/history/?days=91', 'refuses days 91 with 400', refused(400, 'days')),
    get('/api/metal-rates/history/?metal=copper', 'refuses an unknown metal with 400', refused(400, 'metal')),
    get('/api/metal-rates/history/?colour=red', 'refuses an unknown parameter with 400', refused(400, 'colour')),
    get('/api/metal-rates/history/', 'refuses a request without site headers with 400', refused(400, 'Header websiteID is required'), {}),
    get('/api/metal-rates/history/', 'answers 404 for a subsite the website lacks', refused(404, 'Site not found'), { ...siteHeadersOf('in-en'), subsiteID: '999' }),
  ];
}
