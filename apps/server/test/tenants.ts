import type { Session } from '@rutaviva/domain';
import type { TestContext } from './context';
import type { CourierSession } from './factories';
import type { TestSalesperson } from './sales';
import { buildTenant, type Names } from './tenant-build';
import { CANARY, canaryStrings } from './tenant-canaries';
import type { WebhookReceiver } from './webhook-receiver';

/*
 * Two businesses with everything a tenant can own, made through the HTTP API as their users
 * would (issue 17's isolation suite). Business B carries canary values: text found nowhere in A's
 * data, so a leak shows up by searching any body A is answered with.
 */

export type TokenName = 'admin' | 'courier' | 'salesperson' | 'readKey' | 'writeKey' | 'channel' | 'reset';

/** The scheme of the OpenAPI document each token type stands for (none: a token no route takes as a session). */
export const TOKEN_SCHEME: Record<TokenName, string | undefined> = {
  admin: 'adminSession',
  courier: 'courierSession',
  salesperson: 'salespersonSession',
  readKey: 'apiKey',
  writeKey: 'apiKey',
  channel: undefined,
  reset: undefined,
};

export interface Trip {
  trip_id: string;
  generated_trip_id: string;
}

export interface Tenant {
  admin: Session;
  email: string;
  password: string;
  /** Every branch id of the business. */
  branches: string[];
  couriers: [CourierSession, CourierSession];
  /** A delivery under way, with points and the customer's pin. */
  running: Trip;
  /** A delivery arrived, photographed, ended and reviewed. */
  ended: Trip;
  /** A delivery another system created through the API (waiting for a courier). */
  apiDelivery: { id: string };
  readKey: { key: string; id: string };
  writeKey: { key: string; id: string };
  endpoint: { id: string; secret: string };
  webhookDeliveryId: string;
  hooks: WebhookReceiver;
  subscriptionId: string;
  invoiceId: string;
  /** The saved card's payment method id. */
  cardId: string;
  salesperson: TestSalesperson;
  /** The salesperson's other client, on a prepaid pack. */
  prepaidClient: { email: string; session: Session };
  /** A live password-reset link of the admin. */
  reset: { userId: string; token: string };
  /** A channel token of the business's private monitor channel. */
  channelToken: string;
  /** Authorization headers of each token type. */
  headers: Record<TokenName, Record<string, string>>;
}

const A_NAMES: Names = {
  company: 'Tortas La Abeja',
  adminName: 'Amalia Abeja',
  adminPhone: '55 1100 2200',
  courierNames: ['Aurelio Abejo', 'Alma Abeja'],
  courierPhone: '55 1400 5600',
  customerPhone: '55 1200 3400',
  apiCustomerPhone: '55 1300 4500',
  orderReference: 'PEDIDO-A-1001',
  reviewRemarks: 'muy bien a tiempo',
  reviewImprovement: 'nada',
  branch: 'Sucursal Norte',
  prepaidCompany: 'Abarrotes Prepago A',
  color: '#1144aa',
};

const B_NAMES: Names = { ...CANARY, color: '#aa3311' };

/** Business A (plain names) and business B (canary names), built once per test file. */
export async function buildTenants(ctx: TestContext) {
  const a = await buildTenant(ctx, A_NAMES);
  const b = await buildTenant(ctx, B_NAMES);
  return { a, b, canaries: canaryStrings(b) };
}

export type Tenants = Awaited<ReturnType<typeof buildTenants>>;
