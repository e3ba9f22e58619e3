/**
 * English texts of a prepaid balance (issue 13), shown to the salesperson on /prepago and to the
 * business on /my_subscription; loaded with those pages.
 */
export const prepaidEn = {
  title: 'Prepaid deliveries',
  remaining: 'Remaining',
  frozen: 'Frozen',
  remainingCount_one: '{{number}} delivery',
  remainingCount_other: '{{number}} deliveries',
  frozenNote: {
    salesperson: 'Frozen deliveries are not lost: the next top-up unfreezes them.',
    business: 'Frozen deliveries are not lost: your next top-up from your salesperson unfreezes them.',
  },
  freezesAt: 'Unused deliveries freeze on {{date}} unless there is a top-up before.',
  lastPurchase: 'Last purchase on {{date}}',
  runOut: {
    salesperson: 'This business has no prepaid deliveries left, so its standing is bad. A top-up fixes it.',
    business: 'You have no prepaid deliveries left. Contact your salesperson to top up.',
  },
  credit_one: '{{number}} delivery was made on credit; the next pack pays for it.',
  credit_other: '{{number}} deliveries were made on credit; the next pack pays for them.',
  business: {
    explain:
      'You pay for your deliveries in advance by bank transfer, through your salesperson. Each delivery started uses one.',
    noCard: 'Cards and monthly plans do not apply while you pay by prepaid deliveries.',
    plan: '{{plan}} · prepaid',
    statusOk: 'Active',
    statusOut: 'No deliveries left',
  },
  movements: {
    title: 'Movements',
    empty: 'No movements yet.',
    date: 'Date',
    kind: 'Movement',
    deliveries: 'Deliveries',
    amount: 'Amount',
    reference: 'Ref. {{reference}}',
    purchase: 'Purchase',
    use: 'Delivery',
    freeze: 'Frozen',
    unfreeze: 'Unfrozen',
    more_one: 'and {{count}} older movement',
    more_other: 'and {{count}} older movements',
  },
};

export type PrepaidMessages = typeof prepaidEn;
