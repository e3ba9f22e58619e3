/**
 * What a taquería's customers, couriers and owner write, as they write it: mostly Spanish, some
 * English, some of both. `{courier}` stands for the courier's first name.
 */

export const EXCELLENT_REMARKS = [
  '¡Los tacos al pastor llegaron calientitos! 🌮',
  'Súper rápido, gracias!!',
  'Great tacos, fast delivery 👌',
  'El repartidor muy amable, hasta me trajo salsa extra',
  'Best al pastor in the neighborhood, llegó en 15 min',
  'Todo perfecto como siempre',
  'Me encantó ver en el mapa por dónde venía mi pedido',
  'Loved the live tracking, so easy',
  'Llegó antes de lo que pensaba 🙌',
  'Las gringas de pastor buenísimas',
  'Gracias {courier}, muy amable',
  'Perfect for our office lunch, thanks!',
  'Muy buen servicio, volvemos a pedir seguro',
  'La salsa verde 🔥🔥🔥',
  'Pedido completo y bien empacado',
  'Fast & friendly, 10/10',
  'Excelente atención, {courier} me llamó al llegar',
  'Todo bien, llegó calientito',
  'Los de suadero increíbles 🤤',
  'Nice! Llegó rapidísimo',
  'Me llegó el link por WhatsApp y lo fui siguiendo, muy práctico',
  'Taco Tuesday done right 🌮🌮',
  'Riquísimo todo, y las tortillas bien calientes',
  'Super amable {courier}, y trajo cambio sin problema',
  'Como comer en la taquería pero en mi casa',
  'Delicious, and the driver found my building right away',
  'Las quesadillas de flor de calabaza 😍',
  'Rápido y sin derramar nada, gracias',
  'Thank you! Los mejores campechanos',
  'Excelente, como siempre 👏',
];

export const OKAY_REMARKS = [
  'Llegó bien pero faltaron las cebollitas',
  'Tardó un poco más de lo normal',
  'Good food but a bit cold',
  'Se equivocaron en una orden, lo demás bien',
  '{courier} no encontraba el edificio, le tuve que explicar dos veces',
  'Todo ok, pero la salsa venía derramada',
  'Bien, aunque las tortillas llegaron algo frías',
  'Ok, pero me faltó una coca',
  'The tacos were fine, delivery took a while',
  'Bien el sabor, el empaque se abrió un poco',
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

/** The showcase bad review: something really went wrong, and the customer says so. */
export const BAD_REVIEWS = [
  {
    remarks: 'Los tacos llegaron fríos y faltó la mitad del pedido. Pedí 5 de pastor y llegaron 3 😡',
    improvement: 'Revisen los pedidos antes de que salgan',
  },
  {
    remarks: 'Order was wrong and cold. Pedí sin cebolla y todo venía con cebolla.',
    improvement: 'Check the order before it leaves, please',
  },
  {
    remarks: 'Muy mal, la orden de gringas nunca llegó y nadie contestaba el teléfono del local',
    improvement: 'Contestar el teléfono cuando uno llama para reclamar',
  },
];

/** The late delivery's review: the customer waited over an hour. */
export const LATE_REVIEWS = [
  {
    remarks: 'Más de una hora esperando 😕 al menos {courier} avisó y los tacos seguían calientes',
    improvement: 'Avisar desde antes cuando va a tardar tanto',
  },
  {
    remarks: 'Took over an hour. El repartidor fue amable pero ya era muy tarde para la cena',
    improvement: 'Tell us when the delivery will be late',
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
  ],
  admin: [
    'Se le avisó al cliente por WhatsApp del retraso. Cupón de 10% en su próximo pedido.',
    'Retraso por tráfico; hablamos con el cliente y quedó conforme.',
  ],
};

export const BAD_NOTES = {
  courier: ['Cliente reclamó que faltaba una orden; le dije que llamara al local.'],
  admin: [
    'Llamamos al cliente: le reponemos el pedido completo mañana. Revisar la comanda con cocina.',
    'Error en cocina. Se le devolvió el dinero por transferencia.',
  ],
};

export const withCourier = (text: string, courierFirstName: string) =>
  text.replaceAll('{courier}', courierFirstName);
