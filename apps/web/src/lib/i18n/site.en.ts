/** English texts of the public site's pages beyond the landing page (/book_demo). */
export const siteEn = {
  bookDemo: {
    title: 'Book a demo',
    eyebrow: 'Free, 20 minutes',
    heading: 'See RutaViva running with your own deliveries',
    intro:
      'We show you the courier app, the live map your customers open and the monitor, set up with your business, and answer every question. In Spanish or English.',
    points: {
      setup: 'Your account set up with you during the call',
      couriers: 'How your couriers start a delivery with only the phone number',
      pricing: 'The plan and price for your country, prepaid packs included',
    },
    nextTitle: 'What happens next',
    next: {
      contact: 'Within one business day we call or write to you on WhatsApp to agree on a time.',
      call: 'A 20-minute video call: we set up your business and start a delivery together.',
      trial: 'You keep your account and try everything free for a week.',
    },
    formTitle: 'Tell us about your business',
    name: 'Your name',
    company: 'Business name',
    email: 'Email',
    phone: 'Mobile phone',
    phoneHint: 'We call or write on WhatsApp to agree on the time.',
    country: 'Country',
    countryPlaceholder: 'Choose your country',
    time: 'Best time to reach you',
    times: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
    message: 'What would you like to see?',
    messagePlaceholder: 'How many couriers you have, what you deliver, what you use today…',
    submit: 'Book my demo',
    sending: 'Sending…',
    privacy: 'We use your details only to arrange this demo.',
    sentTitle: 'Your demo is booked',
    sentBody:
      'Thank you, {{name}}. We will contact you in the {{time}} to agree on a time. We sent a confirmation to {{email}}.',
    sentTime: { morning: 'morning', afternoon: 'afternoon', evening: 'evening' },
    tryNow: 'Try it free now',
    backHome: 'Back to the home page',
  },
};

export type SiteMessages = typeof siteEn;
