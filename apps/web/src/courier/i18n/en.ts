/**
 * English texts of the courier app. {{courier}} / {{couriers}} / {{Courier}} are the courier
 * word of the business's country (SPEC §1); keys ending in _one / _other are count forms.
 */
export const en = {
  'app.name': 'RutaViva',
  'app.for': 'for {{couriers}}',
  'language.label': 'Language',
  'language.english': 'English',
  'language.spanish': 'Español',

  'login.title': 'Sign in',
  'login.subtitle': 'Use the username and password your business gave you.',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.required': 'Enter your username and password.',
  'login.invalidCredentials': 'Incorrect username or password.',
  'login.inactive': 'Your {{courier}} account is inactive. Ask your business to activate it.',
  'login.offline': 'You’re offline. Connect to the internet to sign in.',
  'login.failed': 'We couldn’t sign you in. Try again in a moment.',
  'login.sessionEnded': 'Your session ended. Sign in again.',

  'home.greeting': 'Hi, {{name}}',
  'home.logout': 'Log out',
  'home.pending_one': '{{count}} item from your last delivery is waiting to be sent.',
  'home.pending_other': '{{count}} items from your last delivery are waiting to be sent.',

  'start.title': 'New delivery',
  'start.phone': 'Customer’s phone number',
  'start.hint': 'Numbers without a country code are read as {{country}} numbers.',
  'start.submit': 'Start delivery',
  'start.submitting': 'Starting…',
  'start.invalidPhone': 'Enter a valid phone number.',
  'start.failed': 'We couldn’t start the delivery. Try again.',
  'start.inactive': 'Your {{courier}} account is inactive. Ask your business to activate it.',
  'start.offlineTitle': 'You’re offline',
  'start.offlineBody': 'Connect to the internet to start a delivery.',
  'start.locationBlocked': 'Location is blocked. Allow it for this site in your browser settings first.',

  'trips.title': 'Today’s deliveries',
  'trips.empty': 'No deliveries yet today.',
  'trips.failed': 'We couldn’t load today’s deliveries.',
  'trips.saved': 'Saved list: connect to update it.',
  'trips.started': 'Started {{time}}',
  'trips.inProgress': 'In progress',
  'trips.arrived': 'Arrived',
  'trips.delivered': 'Delivered',
  'trips.tracking': 'Tracking',

  'trip.title': 'Delivery in progress',
  'trip.customer': 'Customer',
  'trip.time': 'Time',
  'trip.distance': 'Distance',
  'trip.points': 'Points',
  'trip.arrived': 'I arrived',
  'trip.arrivedAt': 'Arrived at {{time}}',
  'trip.stop': 'Stop delivery',
  'trip.stopQuestion': 'End this delivery?',
  'trip.stopYes': 'Yes, stop',
  'trip.stopNo': 'Keep going',
  'trip.notes': 'Notes',
  'trip.optional': 'optional',
  'trip.notesHint': 'Sent when you stop the delivery.',
  'trip.trackingLink': 'Customer’s tracking link',
  'trip.share': 'Share',
  'trip.copy': 'Copy',
  'trip.copied': 'Copied',
  'trip.screenOn': 'The screen stays on during the delivery.',

  'gps.waiting': 'Looking for GPS…',
  'gps.ok': 'GPS on',
  'gps.accuracy': '±{{meters}} m',
  'gps.noSignalTitle': 'No GPS signal',
  'gps.noSignalBody':
    'No location for over {{seconds}} seconds. Move to an open place; tracking resumes by itself.',
  'gps.deniedTitle': 'Location is blocked',
  'gps.deniedBody':
    'Allow location for this site in your browser settings, then reload. Without it your customer can’t follow you.',
  'gps.unsupportedTitle': 'No location on this device',
  'gps.unsupportedBody': 'This browser can’t share your location. Try Chrome or Safari.',

  'net.synced': 'Online · all sent',
  'net.sending_one': 'Sending {{count}} point…',
  'net.sending_other': 'Sending {{count}} points…',
  'net.offlineTitle': 'You’re offline',
  'net.queued_one': '{{count}} point saved on this phone',
  'net.queued_other': '{{count}} points saved on this phone',
  'net.offlineBody': 'Keep going: everything is sent when the connection returns.',

  'ended.title': 'Delivery ended',
  'ended.synced': 'Everything was sent.',
  'ended.pending_one': '{{count}} item is waiting to be sent. It goes out as soon as you’re online.',
  'ended.pending_other': '{{count}} items are waiting to be sent. They go out as soon as you’re online.',
  'ended.new': 'New delivery',

  'storage.unavailable':
    'This browser can’t save data offline (private mode?). Points are sent only while you are online.',
} as const;

export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;
