import type { LegalMessages } from './legal.en';

/** Textos en español de /about_us y /terms_and_conditions (issue 14, punto 5). */
export const legalEs: LegalMessages = {
  about: {
    title: 'Quiénes somos',
    eyebrow: 'Sobre RutaViva',
    heading: 'Entregas que tus clientes pueden seguir, para negocios que reparten por su cuenta',
    intro:
      'RutaViva está hecha para el restaurante con tres motos, la clínica veterinaria con una camioneta y la mensajería con cuarenta repartidores. Los negocios que entregan con su propia gente merecen el mismo mapa en vivo y la misma tranquilidad que las grandes plataformas dan a sus clientes, sin sus comisiones ni su complejidad.',
    storyTitle: 'Por qué la construimos',
    story: [
      'Todo negocio que reparte escucha la misma pregunta varias veces al día: “¿Dónde viene mi pedido?”. Alguien deja lo que está haciendo, llama al repartidor y le devuelve la llamada al cliente. Las herramientas que responden esa pregunta se hicieron para flotas grandes: piden direcciones, rutas, capacitación y una factura mensual en dólares.',
      'Nosotros empezamos por el repartidor. El repartidor escribe el teléfono del cliente y toca iniciar. El cliente recibe un WhatsApp o un SMS con un enlace a un mapa en vivo con los colores del negocio, y califica la entrega al terminar. El dueño ve a todos sus repartidores en una sola pantalla y revisa los reportes al final de la semana.',
    ],
    principlesTitle: 'Lo que cuidamos',
    principles: {
      simple: {
        title: 'Fácil de empezar',
        body: 'Una cuenta, un repartidor y la primera entrega en minutos, sin capacitación ni libreta de direcciones.',
      },
      phone: {
        title: 'Rápida en un teléfono sencillo',
        body: 'La app del repartidor y la página de rastreo pesan tan poco que abren rápido en un teléfono de gama de entrada con poca señal.',
      },
      offline: {
        title: 'Confiable aunque falle la red',
        body: 'Cuando el repartidor pierde la señal, la app guarda la ruta en el teléfono y la envía al volver la conexión. No se pierde nada.',
      },
      honest: {
        title: 'Honesta con lo que sabe',
        body: 'El mapa muestra dónde estuvo de verdad el repartidor y a qué hora. No inventamos posiciones ni prometemos tiempos que no podemos cumplir.',
      },
      open: {
        title: 'Libre para instalarla tú',
        body: 'RutaViva es software de código abierto con licencia MIT. Usa nuestro servicio o instálala en tu propio servidor sin costo.',
      },
    },
    whereTitle: 'Dónde trabajamos',
    where:
      'Atendemos a negocios de México, Estados Unidos y el resto de Latinoamérica, en español y en inglés, con precios en pesos o en dólares según el país.',
    ctaTitle: 'Pruébala con tus propias entregas',
    ctaBody:
      'Usa todas las funciones gratis durante una semana, o deja que te la mostremos en una llamada corta.',
    ctaTrial: 'Empezar prueba gratis',
    ctaDemo: 'Agendar una demostración',
  },
  terms: {
    title: 'Términos y condiciones',
    heading: 'Términos y condiciones',
    updated: 'Última actualización: {{date}}',
    intro:
      'Lee estos términos antes de usar RutaViva. Al crear una cuenta, o al usar el servicio en nombre de un negocio, los aceptas en nombre de ese negocio.',
    contents: 'Contenido',
    sections: {
      scope: {
        title: 'A quién aplican estos términos',
        body: [
          'Estos términos rigen el servicio RutaViva que ofrece en este sitio su operador (“nosotros”) a los negocios que entregan con sus propios repartidores (“tú”).',
          'RutaViva también es software de código abierto publicado con la licencia MIT. Si instalas el software en tus propios servidores, esa licencia rige el software y estos términos no aplican a tu instalación.',
        ],
      },
      service: {
        title: 'El servicio',
        body: [
          'RutaViva permite que tus repartidores inicien una entrega escribiendo solo el teléfono del cliente. El cliente recibe por WhatsApp o SMS un enlace al mapa en vivo de la entrega y puede calificarla después. Desde el panel administras repartidores, sucursales, el diseño de la página de rastreo, reportes y opiniones.',
          'Podemos mejorar, cambiar o retirar funciones. Cuando un cambio quite algo por lo que pagas, te avisaremos por correo con al menos 30 días de anticipación.',
        ],
      },
      account: {
        title: 'Tu cuenta',
        body: [
          'Debes dar información verdadera al registrarte y mantenerla al día. El correo de la cuenta es su usuario; guarda la contraseña para ti y avísanos de inmediato si crees que alguien más la usó.',
          'Eres responsable de lo que pase en tu cuenta, incluido lo que tus repartidores hagan con las cuentas que creas para ellos. Debes ser mayor de edad y tener autorización para actuar en nombre del negocio que registras.',
        ],
      },
      trial: {
        title: 'Prueba gratis, planes y precios',
        body: [
          'Un negocio nuevo puede usar todas las funciones gratis durante una semana. No se hace ningún cargo hasta que termina la prueba, y puedes cancelar antes.',
          'Después de la prueba, el plan que elijas se cobra cada mes por adelantado. El precio mensual, las entregas incluidas y el precio de cada entrega adicional dependen de tu país y se muestran en nuestra página de inicio y en tu página de suscripción antes de pagar. Se agregan impuestos donde la ley lo exige.',
          'Las entregas adicionales a las incluidas se cobran en la renovación, o antes dentro del mes cuando suman cierto monto. Te avisaremos por correo con al menos 30 días de anticipación antes de cambiar un precio que pagas.',
        ],
      },
      prepaid: {
        title: 'Entregas prepagadas',
        body: [
          'Puedes comprar paquetes de entregas prepagadas por transferencia bancaria con uno de nuestros vendedores. Cada entrega que inician tus repartidores usa una.',
          'Las entregas que sigan sin usarse dos meses después de tu última compra se congelan: se conservan, pero no se pueden usar hasta que compres otro paquete, que las vuelve a habilitar.',
        ],
      },
      payments: {
        title: 'Pagos, pagos fallidos y cancelación',
        body: [
          'Los pagos con tarjeta los procesa nuestro proveedor de pagos, y los pagos con PayPal, PayPal. Nunca vemos ni guardamos el número completo de tu tarjeta.',
          'Si un pago falla te avisamos, y puedes pagar desde tu página de suscripción. Mientras un pago esté vencido tus repartidores no pueden iniciar entregas nuevas; las entregas en curso continúan.',
          'Puedes cancelar cuando quieras desde tu página de suscripción. La cancelación surte efecto al terminar el periodo ya pagado. No reembolsamos periodos parciales, salvo cuando la ley lo exige.',
        ],
      },
      customers: {
        title: 'Los datos de tus clientes',
        body: [
          'Los teléfonos que escriben tus repartidores, las rutas de las entregas y las opiniones de tus clientes pertenecen a tu negocio. Tú decides para qué se recaban; nosotros los tratamos solo para darte el servicio, y nunca los vendemos ni los usamos para publicidad.',
          'Debes contar con el permiso de tus clientes para enviarles mensajes sobre sus entregas, como lo exija la ley de tu país. Un enlace de rastreo muestra la entrega solo mientras está en curso; después indica que la entrega terminó.',
        ],
      },
      couriers: {
        title: 'La ubicación de los repartidores',
        body: [
          'La app del repartidor comparte su ubicación solo mientras hay una entrega en curso, y deja de hacerlo cuando el repartidor la termina. Debes informarlo a tus repartidores antes de que usen la app, y contar con su consentimiento donde la ley lo exija.',
        ],
      },
      messages: {
        title: 'Mensajes de WhatsApp y SMS',
        body: [
          'Los mensajes a tus clientes se envían a través de proveedores de mensajería y compañías telefónicas. Enviamos cada mensaje de inmediato, pero no podemos garantizar que la compañía lo entregue ni cuándo. Los mensajes cuentan para el uso de tu plan como se muestra en tu página de suscripción.',
        ],
      },
      use: {
        title: 'Uso aceptable',
        body: [
          'No uses RutaViva para enviar mensajes que los clientes no esperan, rastrear personas sin que lo sepan, entregar algo ilegal, intentar acceder a datos de otros negocios, ni para saturar o sondear el servicio. Podemos suspender la cuenta que lo haga y te diremos por qué.',
        ],
      },
      availability: {
        title: 'Disponibilidad',
        body: [
          'Trabajamos para que el servicio esté disponible siempre y construimos la app del repartidor para que siga funcionando cuando se pierde la señal. Aun así, el servicio se ofrece tal como es, sin la promesa de que nunca se interrumpa.',
        ],
      },
      liability: {
        title: 'Responsabilidad',
        body: [
          'Tú sigues siendo responsable de tus entregas, de los productos entregados y de la conducta de tus repartidores. En la medida que la ley lo permita, nuestra responsabilidad total por cualquier reclamación se limita a lo que nos pagaste en los doce meses anteriores, y no respondemos por ganancias perdidas ni daños indirectos.',
        ],
      },
      ending: {
        title: 'Cerrar tu cuenta',
        body: [
          'Puedes dejar de usar RutaViva cuando quieras. Antes de irte puedes exportar tus reportes en archivos CSV desde la página de reportes. Podemos cerrar una cuenta que incumpla estos términos después de avisarte y darte un plazo razonable para corregirlo, salvo que el incumplimiento ponga en riesgo a otros.',
        ],
      },
      changes: {
        title: 'Cambios a estos términos y contacto',
        body: [
          'Cuando cambiemos estos términos publicaremos la nueva versión aquí y, si el cambio te afecta, te avisaremos por correo al menos 30 días antes de que aplique.',
          'Puedes enviarnos tus dudas sobre estos términos con el formulario de la página “Agendar una demostración” o respondiendo a cualquier correo nuestro.',
        ],
      },
    },
    contact: 'Contáctanos',
  },
};
