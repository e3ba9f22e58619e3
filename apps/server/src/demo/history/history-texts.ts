import type { ReviewChoice } from '@rutaviva/domain';

/**
 * What a taquería's customers, couriers and owner write, as they write it: mostly Spanish, some
 * English, some of both. `{courier}` stands for the courier's first name.
 */

/** A remark and the review choice it speaks of, so the chips and the words agree. */
export interface Remark {
  text: string;
  about?: ReviewChoice;
}

export const EXCELLENT_REMARKS: readonly Remark[] = [
  { text: '¡Los tacos al pastor llegaron calientitos! 🌮', about: 'product' },
  { text: 'Súper rápido, gracias!!', about: 'delivery_time' },
  { text: 'Great tacos, fast delivery 👌', about: 'delivery_time' },
  { text: 'El repartidor muy amable, hasta me trajo salsa extra', about: 'courier' },
  { text: 'Best al pastor in the neighborhood, llegó en 15 min', about: 'product' },
  { text: 'Todo perfecto como siempre' },
  { text: 'Me encantó ver en el mapa por dónde venía mi pedido', about: 'tracking_and_notifications' },
  { text: 'Loved the live tracking, so easy', about: 'tracking_and_notifications' },
  { text: 'Llegó antes de lo que pensaba 🙌', about: 'delivery_time' },
  { text: 'Las gringas de pastor buenísimas', about: 'product' },
  { text: 'Gracias {courier}, muy amable', about: 'courier' },
  { text: 'Perfect for our office lunch, thanks!', about: 'service' },
  { text: 'Muy buen servicio, volvemos a pedir seguro', about: 'service' },
  { text: 'La salsa verde 🔥🔥', about: 'product' },
  { text: 'Pedido completo y bien empacado', about: 'service' },
  { text: 'Fast & friendly, 10/10', about: 'delivery_time' },
  { text: 'Excelente atención, {courier} me llamó al llegar', about: 'courier' },
  { text: 'Todo bien, llegó calientito' },
  { text: 'Los de suadero increíbles', about: 'product' },
  { text: 'Nice! Llegó rapidísimo', about: 'delivery_time' },
  {
    text: 'Me llegó el link por WhatsApp y lo fui siguiendo, muy práctico',
    about: 'tracking_and_notifications',
  },
  { text: 'Taco Tuesday done right 🌮', about: 'product' },
  { text: 'Riquísimo todo, y las tortillas bien calientes', about: 'product' },
  { text: 'Súper amable {courier}, y trajo cambio sin problema', about: 'courier' },
  { text: 'Como comer en la taquería pero en mi casa' },
  { text: 'Delicious, and the driver found my building right away', about: 'courier' },
  { text: 'Las quesadillas de flor de calabaza, lo máximo', about: 'product' },
  { text: 'Rápido y sin derramar nada, gracias', about: 'delivery_time' },
  { text: 'Thank you! Los mejores campechanos', about: 'product' },
  { text: 'Excelente, como siempre 👏' },
];

export const OKAY_REMARKS: readonly Required<Remark>[] = [
  { text: 'Llegó bien pero faltaron las cebollitas', about: 'product' },
  { text: 'Tardó un poco más de lo normal', about: 'delivery_time' },
  { text: 'Good food but a bit cold', about: 'delivery_time' },
  { text: 'Se equivocaron en una orden, lo demás bien', about: 'service' },
  { text: '{courier} no encontraba el edificio, le tuve que explicar dos veces', about: 'courier' },
  { text: 'Todo ok, pero la salsa venía derramada', about: 'product' },
  { text: 'Bien, aunque las tortillas llegaron algo frías', about: 'delivery_time' },
  { text: 'Ok, pero me faltó el refresco', about: 'service' },
  { text: 'The tacos were fine, delivery took a while', about: 'delivery_time' },
  { text: 'Bien el sabor, el empaque se abrió un poco', about: 'product' },
];

export const OKAY_IMPROVEMENTS = [
  'Revisar que vayan todas las salsas',
  'Mejor empaque para las salsas, por favor',
  'Que llamen al llegar, el timbre no sirve',
  'Please include napkins and cutlery',
  'Que el repartidor traiga cambio de $500',
  'Un mensaje cuando el pedido salga del local',
];

export const EXCELLENT_IMPROVEMENTS = [
  'Más salsa de la verde por favor 😅',
  'Que pongan limones extra',
  'Nada, todo excelente',
];

/** A review of one of the showcase deliveries: what went wrong, in the customer's words. */
export interface ShowcaseReview {
  selected: ReviewChoice[];
  remarks: string;
  improvement: string | null;
}

/** The bad reviews, one per showcase day in turn, so a month of them never repeats. */
export const BAD_REVIEWS: readonly ShowcaseReview[] = [
  {
    selected: ['product', 'service'],
    remarks: 'Los tacos llegaron fríos y faltó la mitad del pedido. Pedí 5 de pastor y llegaron 3 😡',
    improvement: 'Revisen los pedidos antes de que salgan',
  },
  {
    selected: ['product'],
    remarks: 'Order was wrong and cold. Pedí sin cebolla y todo venía con cebolla.',
    improvement: 'Check the order before it leaves, please',
  },
  {
    selected: ['service'],
    remarks: 'La orden de gringas no venía en la bolsa y nadie contestaba el teléfono del local',
    improvement: 'Contestar el teléfono cuando uno llama para reclamar',
  },
  {
    selected: ['courier', 'service'],
    remarks: 'El repartidor me dejó el pedido en la caseta sin avisar, me enteré media hora después',
    improvement: 'Que llamen o manden mensaje al llegar',
  },
  {
    selected: ['product'],
    remarks: 'The salsa spilled all over the bag and the tortillas were soggy. Not happy.',
    improvement: 'Better containers for the salsas',
  },
  {
    selected: ['product', 'delivery_time'],
    remarks: 'Todo frío, parece que el pedido estuvo esperando un buen rato antes de salir',
    improvement: null,
  },
  {
    selected: ['service'],
    remarks: 'Me cobraron de más, pagué $380 y el ticket decía $320',
    improvement: 'Revisar bien los cobros en efectivo',
  },
  {
    selected: ['product'],
    remarks: 'Pedí campechanos y me mandaron de suadero. Wrong order again 👎',
    improvement: 'Poner el nombre del cliente en cada orden',
  },
  {
    selected: ['courier'],
    remarks: 'El repartidor llegó de malas y ni saludó. Los tacos bien, pero así no dan ganas de pedir',
    improvement: null,
  },
  {
    selected: ['product', 'service'],
    remarks: 'Faltaron las salsas y los limones, y las quesadillas venían quemadas',
    improvement: 'Una lista para revisar que vaya todo',
  },
];

/** The late deliveries' reviews: the customer waited over an hour. */
export const LATE_REVIEWS: readonly ShowcaseReview[] = [
  {
    selected: ['delivery_time'],
    remarks: 'Más de una hora esperando 😕 al menos {courier} avisó y los tacos seguían calientes',
    improvement: 'Avisar desde antes cuando va a tardar tanto',
  },
  {
    selected: ['delivery_time'],
    remarks: 'Took over an hour. El repartidor fue amable pero ya era muy tarde para la cena',
    improvement: 'Tell us when the delivery will be late',
  },
  {
    selected: ['delivery_time', 'tracking_and_notifications'],
    remarks: 'Vi en el mapa que estuvo parado un buen rato. Tardó mucho, pero llegó completo',
    improvement: 'Un mensaje cuando haya retraso',
  },
  {
    selected: ['delivery_time'],
    remarks: 'Se tardó muchísimo, ya teníamos hambre. La comida rica como siempre',
    improvement: null,
  },
  {
    selected: ['delivery_time'],
    remarks: 'Long wait tonight, but {courier} apologized and everything was there',
    improvement: 'Maybe offer pickup when it is this busy',
  },
  {
    selected: ['delivery_time', 'service'],
    remarks: 'Una hora y cuarto. Entiendo que había tráfico pero nadie nos avisó',
    improvement: 'Avisar del retraso por WhatsApp',
  },
  {
    selected: ['delivery_time'],
    remarks: 'Over an hour for 6 tacos 🙄 at least they were still warm',
    improvement: null,
  },
  {
    selected: ['delivery_time', 'courier'],
    remarks: '{courier} se perdió, le tuve que mandar ubicación por WhatsApp. Tardó una hora',
    improvement: 'Que los repartidores usen el mapa',
  },
  {
    selected: ['delivery_time'],
    remarks: 'Tardísimo hoy. Normalmente llega en 15 min, hoy fue más de una hora',
    improvement: 'Avisar cuando haya mucha demanda',
  },
  {
    selected: ['delivery_time', 'tracking_and_notifications'],
    remarks: 'The tracking showed the driver stuck in traffic forever. Food ok',
    improvement: null,
  },
];

export const COURIER_NOTES = [
  'Dejé el pedido en recepción',
  'Cliente pagó con billete de $500, llevé cambio',
  'El timbre no sirve, le marqué al llegar',
  'Entregado al portero',
  'Edificio sin número, pregunté en la tienda de la esquina',
  'Cliente pidió dejarlo en la puerta',
  'Calle cerrada por obras, di la vuelta',
  'Pagó con transferencia, me enseñó el comprobante',
  'Depto. 302, no hay elevador',
  'Lo recibió su vecina',
];

/** What the courier wrote when stuck, and what the owner noted after calling the customer. */
export const LATE_NOTES = {
  courier: [
    'Choque en el camino, tráfico parado casi 20 min. El cliente no bajaba, esperé en la puerta.',
    'Marcha en Reforma, tuve que rodear. Cliente no contestaba el teléfono.',
    'Se ponchó la llanta a medio camino, la cambié y seguí.',
    'Calle cerrada por un evento, di toda la vuelta. El cliente tardó en bajar.',
    'Mucha lluvia, avancé despacio. Dirección incompleta, tuve que llamar dos veces.',
  ],
  admin: [
    'Se le avisó al cliente por WhatsApp del retraso. Cupón de 10% en su próximo pedido.',
    'Retraso por tráfico; hablamos con el cliente y quedó conforme.',
    'Le regalamos el envío del siguiente pedido.',
  ],
};

export const BAD_NOTES = {
  courier: [
    'Cliente reclamó que faltaba una orden; le dije que llamara al local.',
    'El cliente revisó la bolsa en la puerta y dijo que no era lo que pidió.',
    'Entregado. El cliente se veía molesto.',
  ],
  admin: [
    'Llamamos al cliente: le reponemos el pedido completo mañana. Revisar la comanda con cocina.',
    'Error en cocina. Se le devolvió el dinero por transferencia.',
    'Hablé con el cliente y con el repartidor. Se le dio un cupón de disculpa.',
    'Revisar con cocina el empaque de las salsas.',
  ],
};

export const withCourier = (text: string, courierFirstName: string) =>
  text.replaceAll('{courier}', courierFirstName);
