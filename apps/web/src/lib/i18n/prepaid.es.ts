import type { PrepaidMessages } from './prepaid.en';

/** Textos en español de un saldo de prepago (issue 13). */
export const prepaidEs: PrepaidMessages = {
  title: 'Entregas de prepago',
  remaining: 'Restantes',
  frozen: 'Congeladas',
  remainingCount_one: '{{number}} entrega',
  remainingCount_other: '{{number}} entregas',
  frozenNote: {
    salesperson: 'Las entregas congeladas no se pierden: la próxima recarga las descongela.',
    business: 'Las entregas congeladas no se pierden: tu próxima recarga con tu vendedor las descongela.',
  },
  freezesAt: 'Las entregas sin usar se congelan el {{date}} si no hay una recarga antes.',
  lastPurchase: 'Última compra el {{date}}',
  runOut: {
    salesperson:
      'Este negocio ya no tiene entregas de prepago, así que su estado es malo. Una recarga lo resuelve.',
    business: 'Ya no tienes entregas de prepago. Contacta a tu vendedor para recargar.',
  },
  credit_one: 'Se hizo {{number}} entrega a crédito; el próximo paquete la paga.',
  credit_other: 'Se hicieron {{number}} entregas a crédito; el próximo paquete las paga.',
  business: {
    explain:
      'Pagas tus entregas por adelantado con transferencia bancaria, a través de tu vendedor. Cada entrega iniciada usa una.',
    noCard: 'Las tarjetas y los planes mensuales no aplican mientras pagas con entregas de prepago.',
    plan: '{{plan}} · prepago',
    statusOk: 'Activo',
    statusOut: 'Sin entregas',
  },
  movements: {
    title: 'Movimientos',
    empty: 'Aún no hay movimientos.',
    date: 'Fecha',
    kind: 'Movimiento',
    deliveries: 'Entregas',
    amount: 'Monto',
    reference: 'Ref. {{reference}}',
    purchase: 'Compra',
    use: 'Entrega',
    freeze: 'Congelado',
    unfreeze: 'Descongelado',
    more_one: 'y {{count}} movimiento anterior',
    more_other: 'y {{count}} movimientos anteriores',
  },
};
