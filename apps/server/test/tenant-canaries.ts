import type { Tenant } from './tenants';

// Business B's canary values: text found nowhere in A's data, searched for in every body A is answered with.

/** B's text: found in no body A is answered with. */
export const CANARY = {
  company: 'Mariscos Canario Zzyzx',
  adminName: 'Zoila Canariozzy',
  adminPhone: '55 9911 2233',
  courierNames: ['Zacarías Canariozzy', 'Zenón Canariozzy'] as const,
  courierFirstNames: ['Zacarías', 'Zenón'] as const,
  courierPhone: '55 9944 5566',
  customerPhone: '55 9922 3344',
  apiCustomerPhone: '55 9933 4455',
  orderReference: 'PEDIDO-CANARIO-ZZY-7781',
  reviewRemarks: 'canario reseña zzyzx',
  reviewImprovement: 'canario mejora zzyzx',
  branch: 'Sucursal Zzyzx Norte',
  prepaidCompany: 'Canario Prepago Zzyzx',
} as const;

/** The strings that must not appear in a body answered to A (phone numbers in every written form). */
export function canaryStrings(b: Tenant): string[] {
  const list = allCanaries(b);
  const missing = list.findIndex((value) => typeof value !== 'string' || value.length < 5);
  if (missing >= 0) throw new Error(`canary ${missing} of B is missing`);
  return list;
}

function allCanaries(b: Tenant): string[] {
  const phones = [
    CANARY.adminPhone,
    CANARY.customerPhone,
    CANARY.apiCustomerPhone,
    CANARY.courierPhone,
  ].flatMap((phone) => {
    const digits = phone.replace(/\D/g, '');
    return [phone, digits, `52${digits}`];
  });
  return [
    CANARY.company,
    CANARY.adminName,
    'Canariozzy',
    ...CANARY.courierFirstNames,
    CANARY.branch,
    CANARY.orderReference,
    CANARY.reviewRemarks,
    CANARY.reviewImprovement,
    CANARY.prepaidCompany,
    ...phones,
    b.email,
    b.prepaidClient.email,
    b.admin.business_id,
    b.running.generated_trip_id,
    b.ended.generated_trip_id,
    b.running.trip_id,
    b.ended.trip_id,
    b.apiDelivery.id,
    b.endpoint.secret,
    ...b.couriers.map((courier) => courier.courier.id),
    ...b.couriers.map((courier) => courier.courier.username),
  ];
}

/** The canaries found in `body` (ignoring those in `allowed`). */
export function leaks(body: string, canaries: string[], allowed: string[] = []): string[] {
  const lower = body.toLowerCase();
  return canaries.filter((canary) => !allowed.includes(canary) && lower.includes(canary.toLowerCase()));
}
