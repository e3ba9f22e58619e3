/**
 * The head of each prerendered page (src/prerender): what a search result or a WhatsApp preview
 * shows. Only the build reads them, so they never travel to the browser.
 */
export const seoEn = {
  siteName: 'RutaViva',
  locale: 'en_US',
  imageAlt: 'The RutaViva logo: a map pin on teal',
  home: {
    title: 'RutaViva · Live delivery tracking for restaurants, shops and couriers',
    description:
      'Your customers follow their order on a live map from a WhatsApp or SMS link, with no app to install. Your couriers start each delivery with only the phone number. Try it free for a week.',
  },
  aboutUs: {
    title: 'About us · RutaViva',
    description:
      'RutaViva is built for small businesses that run their own couriers: restaurants, shops, pharmacies and clinics that want every customer to know exactly when their order arrives.',
  },
  terms: {
    title: 'Terms and conditions · RutaViva',
    description:
      'The terms for using RutaViva: your account, plans and payments, prepaid packs, the messages sent to your customers and how their location data is handled.',
  },
  bookDemo: {
    title: 'Book a free demo · RutaViva',
    description:
      'A free 20-minute video call: we set up your business with you, start a live delivery together and show you the plan and price for your country. In English or Spanish.',
  },
};
