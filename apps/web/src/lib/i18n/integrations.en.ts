/** English texts of the Integrations page (/integrations). */
export const integrationsEn = {
  title: 'Integrations',
  subtitle:
    'Connect RutaViva to your online store, point of sale or any system you use, so deliveries flow in without typing them twice.',
  docs: 'API reference',
};

/** English texts of the page's API keys section and its dialogs. */
export const apiKeysEn = {
  title: 'API keys',
  lead: 'A key lets another system use RutaViva for your business alone. Send it in the Authorization header of every request:',
  create: 'Create API key',
  count: '{{count}} of {{max}} keys',
  limitReached:
    'You have {{max}} active keys, the most a business can hold. Revoke one you no longer use to create another.',
  columns: {
    name: 'Name',
    key: 'Key',
    scopes: 'Scopes',
    created: 'Created',
    lastUsed: 'Last used',
    actions: 'Actions',
  },
  createdOn: 'Created {{date}}',
  createdBy: 'by {{name}}',
  lastUsedOn: 'Last used {{date}}',
  neverUsed: 'Never used',
  scopes: {
    read: 'Read',
    write: 'Write',
  },
  scopeHints: {
    read: 'See deliveries, reports, the CSV export, your team, reviews and live couriers.',
    write: 'Create and cancel deliveries from other systems, and end running ones.',
  },
  revoke: 'Revoke',
  revokeLabel: 'Revoke {{name}}',
  empty: {
    title: 'No API keys yet',
    body: 'Create a key for each system you connect, such as your online store, and name it after that system.',
  },
  loadFailed: 'We could not load your API keys',
  notices: {
    revoked: '“{{name}}” was revoked. Systems using it lost access right away.',
  },
  createDialog: {
    title: 'Create API key',
    description: 'Name the key after the system that will use it, and choose what it may do.',
    name: 'Name',
    namePlaceholder: 'Online store',
    scopes: 'What this key can do',
    scopesRequired: 'Choose at least one.',
    submit: 'Create key',
    submitting: 'Creating…',
    failed: 'The key was not created',
  },
  createdDialog: {
    title: 'Copy your new API key',
    description: '“{{name}}” is ready.',
    warningTitle: 'This is the only time you will see this key',
    warning: 'Copy it now and keep it somewhere safe. If you lose it, revoke it and create a new one.',
    keyLabel: 'Your API key',
    copy: 'Copy key',
    copied: 'Copied',
    copyFailed: 'Your browser did not allow copying. Select the key and copy it by hand.',
    done: 'I copied my key',
  },
  revokeDialog: {
    title: 'Revoke “{{name}}”?',
    body: 'Any system that uses this key loses access on its next request. This cannot be undone.',
    confirm: 'Revoke key',
    confirming: 'Revoking…',
  },
};

export type IntegrationsMessages = typeof integrationsEn;
export type ApiKeysMessages = typeof apiKeysEn;
