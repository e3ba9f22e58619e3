/** English texts of the tracking page. SPEC §8 fixes the not-found and already-reviewed sentences. */
export const en = {
  'page.loading': 'Loading your delivery…',
  'page.notFound': 'No delivery was found with that ID.',
  'page.notFoundHint': 'Check the link in your message and try again.',
  'page.loadFailed': 'We could not load your delivery. Check your connection and try again.',
  'page.retry': 'Try again',
  'status.onTheWay': '{{name}} is on the way',
  'status.arrived': '{{name}} has arrived',
  'status.arrivedNote': 'Your order is at your door.',
  'status.ended': 'Your delivery is complete',
  'status.endedNote':
    'Thank you for your order from {{company}}. The courier’s location is no longer shared.',
  'status.live': 'Live',
  'status.reconnecting': 'Reconnecting…',
  'status.waitingForLocation': 'Waiting for the courier’s location…',
  'trip.courier': 'Your courier',
  'trip.distance': 'Distance travelled',
  'trip.contact': 'Contact courier',
  'trip.call': 'Call',
  'trip.whatsapp': 'WhatsApp',
  'map.label': 'Map with the courier’s route',
  'review.open': 'Rate your delivery',
  'review.title': 'How was your delivery?',
  'review.rating_1': 'Bad',
  'review.rating_2': 'Okay',
  'review.rating_3': 'Excellent',
  'review.choicesGood': 'What did you like?',
  'review.choicesBad': 'What went wrong?',
  'review.choice.product': 'Product',
  'review.choice.tracking_and_notifications': 'Tracking and notifications',
  'review.choice.service': 'Service',
  'review.choice.courier': 'Courier',
  'review.choice.delivery_time': 'Delivery time',
  'review.remarks': 'Comments (only the business sees them)',
  'review.improvement': 'What could we improve?',
  'review.submit': 'Send review',
  'review.sending': 'Sending…',
  'review.close': 'Close',
  'review.pickRating': 'Choose a face to rate your delivery.',
  'review.alreadyReviewed': 'You can only rate your delivery once per delivery.',
  'review.failed': 'We could not send your review. Please try again.',
  'review.thanks': 'Thank you for your feedback!',
  'review.done': 'You rated this delivery. Thank you!',
  'demo.banner': 'Demo: a simulated courier drives this delivery in your browser.',
  'demo.restart': 'Watch again',
  'fact.title': 'Did you know?',
  'fact.1': 'The word “courier” comes from the Latin “currere”, which means “to run”.',
  'fact.2':
    'Ancient Persia ran a relay of mounted messengers, with fresh horses waiting at stations along its Royal Road.',
  'fact.3':
    'In the Inca Empire, relay runners called chasquis carried messages across the Andes, passing them from runner to runner.',
  'fact.4':
    'In the United States, ZIP in “ZIP code” stands for Zone Improvement Plan. The codes arrived in 1963 to speed up mail sorting.',
  'fact.5':
    'On common world maps, Greenland looks about as big as Africa, but Africa is roughly 14 times larger.',
  'fact.6': 'One degree of latitude is about 111 kilometres, wherever you are on Earth.',
  'fact.7': 'A GPS receiver needs signals from at least four satellites to work out where it is.',
  'fact.8':
    'Dijkstra’s shortest-path algorithm, published in 1959, still underpins how many apps find routes on a map.',
  'fact.9':
    'Finding the shortest round trip through many stops is the famous “travelling salesman problem”. No fast exact method is known for it.',
  'fact.10': 'Per kilometre, a person on a bicycle uses less energy than a person walking.',
  'fact.11':
    'Shipping is measured in TEU, “twenty-foot equivalent units”, after the size of a standard container.',
  'fact.12':
    'Many streets put odd house numbers on one side and even numbers on the other, to help couriers find doors.',
  'fact.13':
    'Paris and Prague once sent letters beneath their streets through pneumatic tubes pushed by air pressure.',
  'fact.14': 'The Romans marked their roads with milestones. A Roman mile was a thousand double paces.',
  'fact.15': 'Mexico City stands on the bed of a former lake, Lake Texcoco.',
  'fact.16':
    'Many medieval European maps put east at the top. That is where the verb “to orient” comes from.',
  'fact.17': 'The Aztecs used cacao beans as money.',
  'fact.18': 'Botanically, bananas are berries, but strawberries are not.',
  'fact.19': 'Avocados do not ripen on the tree. They only soften after they are picked.',
  'footer.by': 'Tracking by RutaViva',
} as const;

export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;
