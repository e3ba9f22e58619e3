// A stand-in for a chat provider's widget script in the browser tests: like the real ones, it
// adds a floating button to the page, and it keeps the id it was given (data-widget-id) for the
// test to read.
(() => {
  const script = document.currentScript;
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'stand-in-chat';
  button.textContent = 'Chat';
  button.dataset.widgetId = script?.dataset.widgetId ?? '';
  button.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:1000;padding:12px 16px';
  document.body.append(button);
})();
