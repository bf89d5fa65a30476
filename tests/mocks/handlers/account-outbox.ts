import { http, HttpResponse } from 'msw';
import { accounts } from '../state/account-store';

/** `GET /dev/outbox?to=`: what the mocks "sent" (codes, reset links), newest first, as docs/requirements/service-contract.md#outbox pins it. */
export const accountOutboxHandlers = [
  http.get(anyOutbox(), ({ request }) => {
    const to = (new URL(request.url).searchParams.get('to') ?? '').replace(/^ (?=\d)/, '+').trim().toLowerCase();
    if (!to) return HttpResponse.json({ meta: { responsecode: 400, status: 'Failure', message: 'querystring.to: to is required: an e-mail address or phone number' }, data: null }, { status: 400 });
    return HttpResponse.json({ messages: accounts().outbox.filter((message) => message.to.toLowerCase() === to) });
  }),
];

function anyOutbox(): string {
  return '*/dev/outbox{/}?';
}
