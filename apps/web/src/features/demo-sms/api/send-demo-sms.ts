import { type DemoSmsSent, DemoSmsSentSchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { demoSmsKey } from './get-demo-sms';

export type { DemoSmsSent };

/** POST /api/demo_sms {} → 201 the message sent to the admin's own phone; 429 rate_limited (3 an hour). */
async function sendDemoSms(): Promise<DemoSmsSent> {
  return parseResponse(DemoSmsSentSchema, await api.post('/api/demo_sms', {}));
}

export function useSendDemoSms() {
  // On a 429 too: the count of sends left is out of date.
  return useApiMutation(sendDemoSms, { refetchAfter: demoSmsKey });
}
