const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from URLs and bodies are checked before they reach SQL, where a malformed uuid would be a 500. */
export const isUuid = (value: string) => UUID.test(value);
