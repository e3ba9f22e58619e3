/** English texts of the demo tours (/demo_tour_*, /demo_basic_tour_*, /demo_wsp_tour_1). */
export const toursEn = {
  titles: {
    full: 'Product tour',
    basic: 'Quick tour',
    whatsapp: 'WhatsApp tour',
  },
  sampleData: 'Sample data: nothing here is sent anywhere.',
  exit: 'Exit tour',
  next: 'Next',
  back: 'Back',
  signUp: 'Sign up free',
  progress: 'Step {{current}} of {{total}}',
  trackingFrame: 'The tracking page your customer opens',
  sample: {
    company: 'Demo Tacos',
    excellent: 'The tacos arrived hot and I could see Ana coming the whole way.',
    okay: 'Good, but the sauce was missing.',
    improvement: 'Check the order before it leaves.',
    bad: 'It took almost 40 minutes and nobody told me why.',
  },
  courierStarted: {
    title: 'Delivery started',
    body: 'Your customer has just received a WhatsApp message with the live tracking link.',
  },
  welcome: {
    eyebrow: 'Guided tour · 2 minutes',
    heading: 'Your deliveries, live for you and for your customers',
    lead: 'RutaViva connects the three people of every delivery: the courier who takes it, the customer who waits for it and you, who run the business.',
    courier: {
      title: 'The courier',
      body: 'Types only the customer’s phone number and starts. Their phone shares the route.',
    },
    customer: {
      title: 'The customer',
      body: 'Gets a WhatsApp message with a link and follows the courier on a map, then rates the delivery.',
    },
    admin: {
      title: 'You',
      body: 'See every courier on a live map, the alerts, the reports and what customers said.',
    },
  },
  summary: {
    eyebrow: 'That’s the tour',
    heading: 'Everything your deliveries need, from the first day',
    points: {
      start: 'Couriers start a delivery with only the customer’s phone number.',
      message: 'Customers get a WhatsApp or SMS message and follow the courier live.',
      monitor: 'You see every courier on a map, with alerts when a delivery runs late.',
      reports: 'Reports with times, distances and flags, ready to export.',
      feedback: 'Every customer can rate the delivery, and you read it at once.',
    },
    signup: 'Start your free week',
    bookDemo: 'Book a demo',
  },
  steps: {
    welcome: {
      intro: {
        title: 'Welcome to RutaViva',
        body: 'In a few steps you will see the real screens of RutaViva with a sample business. Use Next and Back, or the arrow keys.',
      },
      courier: {
        title: 'The courier starts',
        body: 'The courier opens the app on their phone, types the customer’s number and goes.',
      },
      customer: {
        title: 'The customer follows',
        body: 'The customer gets a message with a link to a live map, with no app to install.',
      },
      admin: {
        title: 'You see it all',
        body: 'From your dashboard you watch the deliveries as they happen. Let’s look at it.',
      },
    },
    monitor: {
      map: {
        title: 'The live monitor',
        body: 'Every courier on a delivery moves on the map as their phone reports. Watch them go.',
      },
      list: {
        title: 'Who is doing what',
        body: 'Couriers on a delivery, waiting between deliveries or without signal. Choose one to find them on the map.',
      },
      alerts: {
        title: 'Alerts as they happen',
        body: 'A delivery over 30 minutes without arriving, or a phone that stopped reporting, shows up here at once.',
      },
    },
    reports: {
      totals: {
        title: 'Reports',
        body: 'How many deliveries, how long they took to arrive, the distance and the ratings, for any dates.',
      },
      trips: {
        title: 'Every delivery',
        body: 'Each trip with its courier, times and flags. Open its route on a map or export it all to CSV.',
      },
    },
    reviews: {
      summary: {
        title: 'Customer feedback',
        body: 'After each delivery the customer rates it. Here you see the split at a glance.',
      },
      list: {
        title: 'What they said',
        body: 'Each review with its comment, what to improve and which courier delivered it.',
      },
    },
    courier: {
      phone: {
        title: 'The courier app',
        body: 'This is the app your couriers use, on any phone, with no download from a store.',
      },
      start: {
        title: 'Only the phone number',
        body: 'The courier types the customer’s phone and taps start. Try it: type any number.',
      },
    },
    message: {
      phone: {
        title: 'The message your customer gets',
        body: 'At once, by WhatsApp or SMS, with your business’s name and the tracking link.',
      },
      tracking: {
        title: 'The page the link opens',
        body: 'The customer follows the courier on a map, calls them if needed and rates the delivery at the end.',
      },
    },
    summary: {
      points: {
        title: 'All of this, ready to use',
        body: 'Set up your business and your couriers in minutes.',
      },
      signup: {
        title: 'Try it free for a week',
        body: 'Create your account and start your first delivery today.',
      },
    },
  },
};

export type ToursMessages = typeof toursEn;
