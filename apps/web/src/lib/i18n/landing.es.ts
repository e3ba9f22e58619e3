/** Spanish texts of the landing page (SPEC §2 "Landing page"). */
export const landingEs = {
  sectionsLabel: 'RutaViva para negocios',
  hero: {
    eyebrow: 'Para restaurantes, tiendas y empresas de mensajería',
    title: 'Rastreo de entregas en vivo con solo el celular de tu cliente',
    subtitle:
      'Tu repartidor escribe el número del cliente e inicia el viaje. Tu cliente recibe un enlace y sigue la entrega en vivo en un mapa con tu marca. Sin instalar nada.',
    cta: 'Empieza tu prueba gratis',
    tour: 'Ver el recorrido demo',
    note: '1 semana de prueba gratis · Listo en 5 minutos',
    bubbleFrom: 'Tu tienda',
    bubbleText: '¡Tu pedido va en camino! Síguelo en vivo:',
    mapEta: 'Llega en 8 min',
    mapStatus: 'En camino',
    mapCourier: 'Carlos · Moto',
  },
  trust: {
    title: 'Hecho para negocios con sus propios repartidores',
    restaurants: 'Restaurantes',
    shops: 'Tiendas',
    couriers: 'Mensajerías',
    pharmacies: 'Farmacias',
    petClinics: 'Veterinarias',
  },
  features: {
    eyebrow: 'Todo en un solo lugar',
    title: 'Ve cada entrega, del primer minuto al último',
    carouselLabel: 'Funciones del producto',
    tracking: {
      title: 'Rastreo en vivo para tus clientes',
      body: 'Tus clientes reciben un enlace de rastreo y siguen a su repartidor en un mapa con tu logo y colores. Menos llamadas de “¿dónde está mi pedido?”.',
      bodyMX:
        'Tus clientes reciben el enlace de rastreo por WhatsApp y siguen a su repartidor en un mapa con tu logo y colores. Menos llamadas de “¿dónde está mi pedido?”.',
      bodyUS:
        'Tus clientes reciben el enlace de rastreo por SMS y siguen a su repartidor en un mapa con tu logo y colores. Menos llamadas de “¿dónde está mi pedido?”.',
    },
    monitor: {
      title: 'Monitor en vivo para tu equipo',
      body: 'Ve a todos tus repartidores en un mapa en tiempo real, qué entrega lleva cada uno y cuánto está tardando.',
    },
    admin: {
      title: 'Un portal administrativo con todos los números',
      body: 'Reportes de cada entrega con tiempos, distancias y repartidores. Filtra por sucursal y exporta a CSV con un clic.',
    },
    feedback: {
      title: 'Opiniones privadas de cada cliente',
      body: 'Después de cada entrega tu cliente la califica y te dice qué salió bien o qué mejorar, antes de publicarlo en otro lado.',
    },
  },
  illustration: {
    liveTrip: 'Viaje en vivo',
    couriersOnline: '4 repartidores en ruta',
    deliveriesToday: 'Entregas de hoy',
    avgTime: 'Tiempo promedio',
    rating: 'Calificación',
    excellent: 'Excelente',
    feedbackQuestion: '¿Cómo estuvo tu entrega?',
    feedbackComment: '“¡Súper rápido y el repartidor muy amable!”',
    chipCourier: 'Repartidor',
    chipTime: 'Tiempo de entrega',
  },
  how: {
    eyebrow: 'Cómo funciona',
    title: 'Funcionando antes de tu próximo pedido',
    step1Title: 'El repartidor escribe el celular',
    step1Body: 'En la app de repartidor, escribe solo el número del cliente y toca iniciar.',
    step2Title: 'Tu cliente recibe el enlace',
    step2Body: 'Le llega un mensaje con el enlace de rastreo por WhatsApp o SMS, según el país.',
    step3Title: 'Todos lo siguen en vivo',
    step3Body: 'Tu cliente ve llegar al repartidor; tú ves todas tus entregas desde el monitor.',
  },
  pricing: {
    eyebrow: 'Precios simples',
    title: 'Pruébalo gratis por 1 semana',
    subtitleMX: 'Después, {{price}} al mes, en pesos mexicanos, con {{deliveries}} entregas incluidas.',
    subtitleUS:
      'Después, {{price}} al mes, en dólares estadounidenses, con {{deliveries}} entregas incluidas.',
    subtitleInternational:
      'Después, {{price}} al mes, en dólares internacionales (USD), con {{deliveries}} entregas incluidas.',
    perMonth: 'mes',
    included: '{{deliveries}} entregas incluidas; después, {{extra}} por entrega extra',
    point1: 'Enlaces de rastreo en vivo por WhatsApp o SMS',
    point2: 'Página de rastreo con tu marca',
    point3: 'Reportes, exportación a CSV y opiniones de clientes',
    cta: 'Empieza tu prueba gratis',
    tour: 'Ver el recorrido demo',
  },
  testimonials: {
    eyebrow: 'Un día con RutaViva',
    title: 'Menos llamadas, clientes más contentos',
    carouselLabel: 'Cómo usan RutaViva los negocios',
    quote1:
      'Tus clientes dejan de llamar para preguntar por su pedido: abren el enlace y ven al repartidor llegar.',
    author1: 'Restaurantes',
    place1: 'Menos llamadas de “¿dónde está mi pedido?” en la hora pico',
    quote2:
      'Todos tus repartidores en una sola pantalla. Si una entrega va tarde, lo sabes antes que el cliente.',
    author2: 'Empresas de mensajería',
    place2: 'Todo el equipo en vivo en el monitor',
    quote3:
      'Las calificaciones privadas muestran qué entregas fueron lentas, para corregir rutas antes de que se vuelvan reseñas públicas.',
    author3: 'Farmacias y veterinarias',
    place3: 'Comentarios que quedan entre tú y tu cliente',
  },
  faq: {
    eyebrow: 'Preguntas',
    title: 'Preguntas frecuentes',
    q1: '¿Mi cliente necesita instalar una app?',
    a1: 'No. Tu cliente recibe un enlace y abre el mapa en vivo en cualquier navegador de su celular.',
    q2: '¿Cómo recibe el cliente el enlace de rastreo?',
    a2: 'Por WhatsApp en la mayoría de los países y por SMS en Estados Unidos. Solo se necesita el número de celular del cliente.',
    q3: '¿Qué necesitan mis repartidores?',
    a3: 'Un celular con la app de repartidor de RutaViva (Android o iPhone) y un usuario que tú creas desde tu cuenta.',
    q4: '¿Puedo cancelar cuando quiera?',
    a4: 'Sí. La primera semana es gratis y puedes cancelar cuando quieras, sin penalizaciones.',
  },
  finalCta: {
    title: 'Empieza a rastrear tus entregas hoy',
    body: 'Crea tu cuenta en unos 5 minutos. La primera semana corre por nuestra cuenta.',
  },
  media: {
    cannotPlay: 'Este video no se puede reproducir ahora. Te mostramos una imagen fija en su lugar.',
    play: 'Reproducir el video: {{name}}',
    pause: 'Pausar el video: {{name}}',
    tracking: 'Video: un cliente sigue en vivo a su repartidor en la página de rastreo, en un celular',
    monitor: 'Video: el monitor en vivo, con todos los repartidores moviéndose en un solo mapa',
    admin:
      'La página de reportes del portal de administración, con los tiempos, la distancia y el repartidor de cada entrega',
    feedback:
      'La página de opiniones: las calificaciones y comentarios de los clientes después de sus entregas',
    how: 'Video: un repartidor escribe el teléfono del cliente e inicia; la página de rastreo del cliente sigue el viaje',
  },
  footer: {
    social: 'RutaViva en redes sociales',
    socialNetwork: {
      facebook: 'RutaViva en Facebook',
      instagram: 'RutaViva en Instagram',
      linkedin: 'RutaViva en LinkedIn',
      youtube: 'RutaViva en YouTube',
      x: 'RutaViva en X',
      tiktok: 'RutaViva en TikTok',
    },
    about: 'Quiénes somos',
    terms: 'Términos y condiciones',
    login: 'Iniciar sesión',
    rights: '© {{year}} RutaViva. Rastreo de entregas para negocios.',
  },
};
