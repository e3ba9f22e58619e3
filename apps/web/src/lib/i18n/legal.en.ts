/** English texts of /about_us and /terms_and_conditions (issue 14 item 5). */
export const legalEn = {
  about: {
    title: 'About us',
    eyebrow: 'About RutaViva',
    heading: 'Deliveries your customers can follow, from a business that delivers itself',
    intro:
      'RutaViva is made for the restaurant with three motorbikes, the pet clinic with one van and the courier firm with forty riders. Businesses that deliver with their own people deserve the same live map and the same peace of mind that large platforms give their customers, without their fees or their complexity.',
    storyTitle: 'Why we built it',
    story: [
      'Every delivery business hears the same question many times a day: “Where is my order?” Someone stops what they are doing, calls the courier, and calls the customer back. The tools that answer it were built for large fleets: they ask for addresses, routes, training and a monthly bill in dollars.',
      'We started from the courier instead. A courier types the customer’s phone number and taps start. The customer receives a WhatsApp message or an SMS with a link to a live map in the business’s colours, and rates the delivery when it ends. The owner watches every courier on one screen and reads the reports at the end of the week.',
    ],
    principlesTitle: 'What we hold to',
    principles: {
      simple: {
        title: 'Simple to start',
        body: 'An account, a courier and a first delivery in minutes, without a training session or an address book.',
      },
      phone: {
        title: 'Fast on a cheap phone',
        body: 'The courier app and the tracking page are small enough to open quickly on an entry-level phone with a weak signal.',
      },
      offline: {
        title: 'Reliable when the network is not',
        body: 'When the courier loses signal the app keeps the route on the phone and sends it when the connection returns. Nothing is lost.',
      },
      honest: {
        title: 'Honest about what it knows',
        body: 'The map shows where the courier really was and when. We do not invent positions or promise times we cannot keep.',
      },
      open: {
        title: 'Free to run yourself',
        body: 'RutaViva is open-source software under the MIT licence. Use our service, or run it on your own server at no cost.',
      },
    },
    whereTitle: 'Where we work',
    where:
      'We serve businesses in Mexico, the United States and the rest of Latin America, in Spanish and English, with prices in pesos or dollars depending on the country.',
    ctaTitle: 'See it with your own deliveries',
    ctaBody: 'Try every feature free for a week, or let us show you around on a short call.',
    ctaTrial: 'Start free trial',
    ctaDemo: 'Book a demo',
  },
  terms: {
    title: 'Terms and conditions',
    heading: 'Terms and conditions',
    updated: 'Last updated: {{date}}',
    intro:
      'Please read these terms before you use RutaViva. By creating an account, or by using the service on behalf of a business, you accept them for that business.',
    contents: 'Contents',
    sections: {
      scope: {
        title: 'Who these terms are for',
        body: [
          'These terms govern the RutaViva service offered on this site by its operator (“we”, “us”) to businesses that deliver with their own couriers (“you”).',
          'RutaViva is also open-source software published under the MIT licence. If you run the software on your own servers, that licence governs the software and these terms do not apply to your installation.',
        ],
      },
      service: {
        title: 'The service',
        body: [
          'RutaViva lets your couriers start a delivery by typing only the customer’s phone number. The customer receives a link by WhatsApp or SMS to a live map of the delivery and may rate it afterwards. You manage couriers, branches, the look of the tracking page, reports and reviews from the dashboard.',
          'We may improve, change or remove features. When a change takes away something you pay for, we tell you by email at least 30 days before.',
        ],
      },
      account: {
        title: 'Your account',
        body: [
          'You must give true information when you sign up and keep it up to date. The account’s email is its username; keep the password to yourself and tell us at once if you think someone else has used it.',
          'You are responsible for what happens under your account, including what your couriers do with the accounts you create for them. You must be of legal age and allowed to act for the business you register.',
        ],
      },
      trial: {
        title: 'Free trial, plans and prices',
        body: [
          'A new business can use every feature free for one week. No charge is made until the trial ends, and you may cancel before then.',
          'After the trial, the plan you choose is charged every month in advance. The monthly price, the deliveries it includes and the price of each extra delivery depend on your country and are shown on our home page and on your subscription page before you pay. Taxes are added where the law requires.',
          'Extra deliveries beyond those included are charged at renewal, or earlier in the month once they add up to a set amount. We give at least 30 days’ notice by email before changing a price you pay.',
        ],
      },
      prepaid: {
        title: 'Prepaid deliveries',
        body: [
          'Prepaid packs of deliveries can be bought by bank transfer through one of our salespeople. Each delivery your couriers start uses one.',
          'Deliveries left unused two months after your last purchase are frozen: they are kept but cannot be used until you buy another pack, which makes them available again.',
        ],
      },
      payments: {
        title: 'Payments, failed payments and cancelling',
        body: [
          'Card payments are handled by our payment provider, and PayPal payments by PayPal. We never see or store your full card number.',
          'If a payment fails we tell you, and you can pay from your subscription page. While a payment is overdue your couriers cannot start new deliveries; deliveries already in progress carry on.',
          'You can cancel at any time from your subscription page. The cancellation takes effect at the end of the period already paid. We do not refund partial periods, except where the law requires it.',
        ],
      },
      customers: {
        title: 'Your customers’ data',
        body: [
          'The phone numbers your couriers type, the routes of deliveries and your customers’ reviews belong to your business. You decide why they are collected; we process them only to provide the service to you, and never sell them or use them to advertise.',
          'You must have your customers’ permission to send them delivery messages, as the law of your country requires. A tracking link shows the delivery only while it is in progress; afterwards it shows that the delivery has ended.',
        ],
      },
      couriers: {
        title: 'Couriers’ locations',
        body: [
          'The courier app shares the courier’s location only while a delivery is in progress, and stops when the courier ends it. You must tell your couriers this before they use the app, and have their consent where the law requires it.',
        ],
      },
      messages: {
        title: 'WhatsApp and SMS messages',
        body: [
          'Messages to your customers are sent through messaging providers and phone carriers. We send each message promptly, but we cannot guarantee that a carrier delivers it or when. Messages count towards your plan’s usage as shown on your subscription page.',
        ],
      },
      use: {
        title: 'Acceptable use',
        body: [
          'Do not use RutaViva to send messages customers did not expect, to track people without their knowledge, to deliver anything unlawful, to try to reach other businesses’ data, or to overload or probe the service. We may suspend an account that does, and tell you why.',
        ],
      },
      availability: {
        title: 'Availability',
        body: [
          'We work to keep the service available at all times and built the courier app to keep working through losses of signal. Even so, the service is provided as it is, without a promise that it will never be interrupted.',
        ],
      },
      liability: {
        title: 'Liability',
        body: [
          'You remain responsible for your deliveries, the goods delivered and your couriers’ conduct. As far as the law allows, our total liability for any claim is limited to what you paid us in the twelve months before it, and we are not liable for lost profits or indirect losses.',
        ],
      },
      ending: {
        title: 'Closing your account',
        body: [
          'You may stop using RutaViva whenever you want. Before you leave, you can export your reports as CSV files from the reports page. We may close an account that breaks these terms after telling you and giving you a reasonable time to fix it, unless the breach puts others at risk.',
        ],
      },
      changes: {
        title: 'Changes to these terms and contact',
        body: [
          'When we change these terms we publish the new version here and, if the change matters to you, tell you by email at least 30 days before it applies.',
          'Questions about these terms are welcome through the contact form on the “Book a demo” page or by replying to any email from us.',
        ],
      },
    },
    contact: 'Contact us',
  },
};

export type LegalMessages = typeof legalEn;
