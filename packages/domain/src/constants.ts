/** Numbers the specification states, each with the section it comes from. */

/** SPEC §9 "Free trial": 1 week. */
export const TRIAL_DAYS = 7;
/** SPEC §9 "Flags": the courier took over 30 minutes to arrive. */
export const SLOW_ARRIVAL_MINUTES = 30;
/** SPEC §9 "Flags": the delivery took over 1 hour. */
export const LONG_DELIVERY_MINUTES = 60;
/** SPEC §9 "Flags": under 1 minute to arrive. */
export const SUSPICIOUS_ARRIVAL_MINUTES = 1;
/**
 * Issue 10: the monitor flags a courier on a delivery whose newest position is older than this.
 * The courier app sends a batch every 5 s, so 2 minutes is two dozen missed batches: a phone out
 * of signal, with location off or the app closed, not a slow network.
 */
export const STALE_POSITION_SECONDS = 2 * 60;
/** SPEC §4 "Trip lifecycle": abandoned after 24 hours without end or coordinates. */
export const ABANDONED_AFTER_HOURS = 24;
/** SPEC §9: prepaid deliveries freeze 2 months after purchase. */
export const PREPAID_FREEZE_MONTHS = 2;
/** SPEC §9 "Breakpoint": desktop and mobile layouts differ at 1224px. */
export const DESKTOP_BREAKPOINT_PX = 1224;
/** SPEC §5: passwords have at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Issue 2: a password-reset link expires after 1 hour. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** SPEC §9: ratings run from 1 to 3. */
export const RATING_MIN = 1;
export const RATING_MAX = 3;
/** SPEC §9 "Ratings": 1 bad, 2 okay, 3 excellent. */
export const RATINGS = { bad: RATING_MIN, okay: 2, excellent: RATING_MAX } as const;
/** SPEC §9 "Reward facts": 19 after a review. */
export const REWARD_FACT_COUNT = 19;
/** Issue 5: sample tracking messages an admin may send to their own phone per hour (/demo_sms). */
export const DEMO_MESSAGES_PER_HOUR = 3;
/** Issue 10: invitations (SMS or WhatsApp) a business may send to its couriers per hour. */
export const INVITATIONS_PER_BUSINESS_PER_HOUR = 30;
/** Issue 10: invitations one courier's phone may receive per hour, so a number is never flooded. */
export const INVITATIONS_PER_COURIER_PER_HOUR = 3;
/** SPEC §9: a page's code that has not loaded after this long gives way to a retry prompt. */
export const CHUNK_LOAD_TIMEOUT_SECONDS = 120;
/** Issue 16: API keys a business may hold at once (revoked ones do not count). */
export const MAX_ACTIVE_API_KEYS = 20;
