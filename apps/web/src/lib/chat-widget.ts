import { afterFirstPaint } from './after-paint';

/**
 * The chat widget (SPEC §7 "Other calls"), only where the server put its tag in the page
 * (CHAT_WIDGET_URL set): its script is added once the page has painted and gone idle, on the
 * public pages and the dashboard (index.html; the courier app and the tracking page have their
 * own entries and never load it). CHAT_WIDGET_ID reaches the script as `data-widget-id`.
 */
export function startChatWidget(): void {
  const tag = document.querySelector('meta[name="rv-chat-widget"]');
  const src = tag?.getAttribute('content');
  if (!src) return;
  const widgetId = tag?.getAttribute('data-widget-id');
  afterFirstPaint(() => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.id = 'rv-chat-widget';
    if (widgetId) script.dataset.widgetId = widgetId;
    document.body.append(script);
  });
}
