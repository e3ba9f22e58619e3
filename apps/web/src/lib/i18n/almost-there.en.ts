/** Issue 15 item 6: the "almost there" message setting on My info. */
export const almostThereEn = {
  title: 'Messages during the delivery',
  label: 'Send an “almost there” message',
  hint: 'One extra message to the customer, with the tracking link, when the arrival estimate first drops under the minutes you choose. Only for deliveries whose destination is known. Each one counts as a message in your usage.',
  minutes: 'When the {{courier}} is this close',
  minutesOption_one: '{{count}} minute away',
  minutesOption_other: '{{count}} minutes away',
};
