/** English texts of the help page (/tutorial). {{courier}} is the business's word for courier. */
export const tutorialEn = {
  title: 'Help',
  subtitle: 'How your {{couriers}}, your customers and you use RutaViva, step by step.',
  toc: 'On this page',
  backToTop: 'Back to the top',
  quickStart: {
    title: 'Get going in three steps',
    team: 'Add your {{couriers}}',
    teamBody: 'Create a username and password for each {{courier}}.',
    sample: 'Send yourself a sample',
    sampleBody: 'Get the customer’s message on your own phone.',
    courier: 'Make a test delivery',
    courierBody: 'Open the {{courier}} app on a phone and start a delivery.',
  },
  sections: {
    courier: 'The {{courier}} app',
    tracking: 'The tracking link',
    monitor: 'The live monitor',
    reports: 'Reports',
    feedback: 'Customer feedback',
    faq: 'Frequently asked questions',
  },
  courier: {
    intro:
      'Your {{couriers}} need nothing but their phone’s browser. There is nothing to download from an app store: the app opens from a link and can be added to the home screen.',
    steps: {
      installTitle: 'Open the app',
      installBody:
        'On the {{courier}}’s phone, open {{url}} in Chrome (Android) or Safari (iPhone). Use “Install app” or “Add to Home Screen” so it opens like any other app.',
      loginTitle: 'Log in',
      loginBody:
        'With the username and password you created in My {{couriers}}. Each {{courier}} has their own account, so you always know who delivered what.',
      startTitle: 'Type the customer’s phone number',
      startBody:
        'Then tap “Start delivery”. Your customer receives the tracking link at once, and the {{courier}}’s location is shared while they drive.',
      arrivedTitle: 'Tap “I arrived” at the door',
      arrivedBody: 'Your customer sees that the order is outside, and you see how long the trip took.',
      stopTitle: 'Tap “Stop delivery” when the order is handed over',
      stopBody:
        'The location stops being shared and the delivery is complete. The {{courier}} can add a note for you before stopping.',
      offlineTitle: 'It works with a weak signal',
      offlineBody:
        'If the connection drops, the route is saved on the phone and sent as soon as it returns. The screen stays on during a delivery; starting one needs a connection.',
    },
    openApp: 'Open the {{courier}} app',
    manageTeam: 'Manage my {{couriers}}',
  },
  tracking: {
    intro:
      'Every delivery sends your customer one message with a link. It opens a live map in the browser: no app, no account.',
    points: {
      mapTitle: 'A live map with your brand',
      mapBody:
        'Your customer follows the {{courier}} on the map, with your logo and colours, and can call or message them.',
      channelTitle: 'WhatsApp or SMS',
      channelBody:
        'Numbers in the United States get an SMS; every other country gets a WhatsApp message. The text is in English and Spanish.',
      ratingTitle: 'A rating when it ends',
      ratingBody:
        'When the delivery ends, the page asks for a rating with three faces (bad, okay, excellent) and a comment only you can read.',
    },
    sample: 'Send yourself a sample message',
    design: 'Customize the tracking page',
  },
  monitor: {
    intro: 'See every {{courier}} on a delivery right now, on one map.',
    points: {
      liveTitle: 'Live positions',
      liveBody:
        'Each {{courier}} on a delivery appears on the map and moves as they drive, with the route so far.',
      listTitle: 'Deliveries in progress',
      listBody: 'Who is delivering, to which customer, for how long, and whether they already arrived.',
      branchTitle: 'By branch',
      branchBody: 'With several branches, show one branch or all of them.',
    },
    open: 'Open the live monitor',
  },
  reports: {
    intro: 'Every delivery, with its times, distance and rating, to check how your team is doing.',
    points: {
      filtersTitle: 'Filters',
      filtersBody:
        'Choose the dates, a branch and a {{courier}}. The totals and averages follow your choice.',
      sortTitle: 'Sorting',
      sortBody: 'Newest first, longest distance, longest duration or best rating.',
      flagsTitle: 'Flags',
      flagsBody:
        'A delivery is flagged when the {{courier}} took over 30 minutes to arrive, when it lasted over an hour, or when “I arrived” came less than a minute after the start.',
      csvTitle: 'CSV export',
      csvBody:
        'Download the deliveries you filtered as a spreadsheet, with the same columns in English or Spanish.',
    },
    open: 'Open the reports',
  },
  feedback: {
    intro:
      'What customers answered on the tracking page: the face they chose, what they liked or what went wrong, their comments and suggestions. Filter by rating, branch, {{courier}} and dates.',
    open: 'Read customer feedback',
  },
  faq: {
    items: {
      installQ: 'Do my customers need to install anything?',
      installA:
        'No. They receive a message with a link that opens in their phone’s browser. They do not need an account either.',
      dataQ: 'What does the {{courier}}’s phone need?',
      dataA:
        'Internet access (mobile data or Wi-Fi) to start a delivery, and the location turned on. The app uses little data: a few points a minute.',
      signalQ: 'What happens if the {{courier}} loses signal?',
      signalA:
        'The delivery goes on. The route is kept on the phone and sent when the connection comes back, so the map and the reports stay complete.',
      iphoneQ: 'Does it work on iPhone?',
      iphoneA:
        'Yes, in Safari. Keep the app open on the screen during the delivery: phones pause the location of apps in the background.',
      whatsappQ: 'Why did my customer get an SMS instead of WhatsApp?',
      whatsappA:
        'Numbers in the United States get an SMS; every other country gets WhatsApp. Type the number with its country code if the customer is from another country.',
      leftQ: 'A {{courier}} stopped working with us. What do I do?',
      leftA:
        'Deactivate their account in My {{couriers}}. They can no longer log in, and their past deliveries stay in your reports.',
      flagQ: 'Why is a delivery flagged?',
      flagA:
        'The {{courier}} took over 30 minutes to arrive, the delivery lasted over an hour, or “I arrived” was tapped less than a minute after the start, which usually means it was tapped by mistake.',
      rateQ: 'Can a customer rate the same delivery twice?',
      rateA: 'No. Each delivery can be rated once, so every rating you read is a real delivery.',
    },
  },
  captions: { login: 'Log in', start: 'Start a delivery', trip: 'On the way' },
  shots: {
    courierRow: 'Screens of the {{courier}} app',
    courierLogin: 'The {{courier}} app’s login screen on a phone',
    courierStart: 'The {{courier}} app with the customer’s phone number typed, ready to start',
    courierTrip:
      'A delivery in progress in the {{courier}} app, with the I arrived and Stop delivery buttons',
    tracking: 'The customer’s tracking page on a phone, with the {{courier}} moving on the map',
    monitor: 'The live monitor on a computer, with {{couriers}} on the map',
    reports: 'The reports page on a computer, with filters, totals and the list of deliveries',
    reviews: 'Customer feedback on a computer, with the ratings split and the reviews',
  },
};
