import { registerMessages } from '../../lib/i18n';
import { siteEn } from '../../lib/i18n/site.en';
import { siteEs } from '../../lib/i18n/site.es';

/** The public pages' words (/book_demo), loaded with them rather than on every first load. */
export function registerSiteMessages() {
  registerMessages('site', siteEn, siteEs);
}
