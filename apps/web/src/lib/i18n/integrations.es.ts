import type { ApiKeysMessages, IntegrationsMessages } from './integrations.en';

/** Spanish texts of the Integrations page (/integrations). */
export const integrationsEs: IntegrationsMessages = {
  title: 'Integraciones',
  subtitle:
    'Conecta RutaViva con tu tienda en línea, tu punto de venta o cualquier sistema que uses, para que las entregas lleguen sin capturarlas dos veces.',
  docs: 'Referencia de la API',
};

/** Spanish texts of the page's API keys section and its dialogs. */
export const apiKeysEs: ApiKeysMessages = {
  title: 'Claves de API',
  lead: 'Una clave permite que otro sistema use RutaViva solo para tu negocio. Envíala en el encabezado Authorization de cada solicitud:',
  create: 'Crear clave de API',
  count: '{{count}} de {{max}} claves',
  limitReached:
    'Tienes {{max}} claves activas, el máximo por negocio. Revoca una que ya no uses para crear otra.',
  columns: {
    name: 'Nombre',
    key: 'Clave',
    scopes: 'Permisos',
    created: 'Creada',
    lastUsed: 'Último uso',
    actions: 'Acciones',
  },
  createdOn: 'Creada el {{date}}',
  createdBy: 'por {{name}}',
  lastUsedOn: 'Último uso: {{date}}',
  neverUsed: 'Sin usar',
  scopes: {
    read: 'Lectura',
    write: 'Escritura',
  },
  scopeHints: {
    read: 'Ver entregas, reportes, la exportación CSV, tu equipo, reseñas y repartidores en vivo.',
    write: 'Crear y cancelar entregas desde otros sistemas, y terminar las que están en curso.',
  },
  revoke: 'Revocar',
  revokeLabel: 'Revocar {{name}}',
  empty: {
    title: 'Aún no tienes claves de API',
    body: 'Crea una clave para cada sistema que conectes, como tu tienda en línea, y ponle el nombre de ese sistema.',
  },
  loadFailed: 'No pudimos cargar tus claves de API',
  notices: {
    revoked: 'Se revocó «{{name}}». Los sistemas que la usaban perdieron el acceso de inmediato.',
  },
  createDialog: {
    title: 'Crear clave de API',
    description: 'Ponle el nombre del sistema que la usará y elige qué puede hacer.',
    name: 'Nombre',
    namePlaceholder: 'Tienda en línea',
    scopes: 'Qué puede hacer esta clave',
    scopesRequired: 'Elige al menos uno.',
    submit: 'Crear clave',
    submitting: 'Creando…',
    failed: 'No se creó la clave',
  },
  createdDialog: {
    title: 'Copia tu nueva clave de API',
    description: '«{{name}}» está lista.',
    warningTitle: 'Esta es la única vez que verás esta clave',
    warning: 'Cópiala ahora y guárdala en un lugar seguro. Si la pierdes, revócala y crea una nueva.',
    keyLabel: 'Tu clave de API',
    copy: 'Copiar clave',
    copied: 'Copiada',
    copyFailed: 'Tu navegador no permitió copiar. Selecciona la clave y cópiala a mano.',
    done: 'Ya copié mi clave',
  },
  revokeDialog: {
    title: '¿Revocar «{{name}}»?',
    body: 'Cualquier sistema que use esta clave pierde el acceso en su siguiente solicitud. No se puede deshacer.',
    confirm: 'Revocar clave',
    confirming: 'Revocando…',
  },
};
