import { randomBytes } from 'node:crypto';
import { type BrandingUpdate, DEFAULT_BRANDING } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { invalidInput, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { SessionClaims } from '../../lib/tokens';
import type { StorageProvider } from '../../providers/storage/storage';
import { settleOnboarding } from '../business/business.repo';
import * as repo from './branding.repo';
import { MAX_LOGO_BYTES, storedLogo } from './logo';

export class BrandingService {
  constructor(private readonly deps: { db: Db; clock: Clock; storage: StorageProvider }) {}

  /** Public: the tracking page of any business shows its branding. */
  async get(businessId: string) {
    if (!isUuid(businessId) || !(await repo.businessExists(this.deps.db, businessId))) throw notFound();
    const row = await repo.findBranding(this.deps.db, businessId);
    return {
      business_id: businessId,
      logo_url: row?.logo_path ? `/uploads/${row.logo_path}` : null,
      header_color: row?.header_color ?? DEFAULT_BRANDING.header_color,
      text_color: row?.text_color ?? DEFAULT_BRANDING.text_color,
      button_text_color: row?.button_text_color ?? DEFAULT_BRANDING.button_text_color,
    };
  }

  /** Changes colours and, with `logo`, replaces the logo (PNG, JPEG, WebP, or SVG drawn as PNG; ≤ 2 MB). */
  async update(auth: SessionClaims, input: BrandingUpdate, logo?: Buffer) {
    const current = await this.get(auth.businessId);
    let logoPath = input.remove_logo ? null : (current.logo_url?.replace(/^\/uploads\//, '') ?? null);
    if (logo) logoPath = await this.storeLogo(auth.businessId, logo);
    await repo.saveBranding(
      this.deps.db,
      {
        business_id: auth.businessId,
        logo_path: logoPath,
        header_color: input.header_color ?? current.header_color,
        text_color: input.text_color ?? current.text_color,
        button_text_color: input.button_text_color ?? current.button_text_color,
      },
      this.deps.clock.now(),
    );
    await settleOnboarding(this.deps.db, auth.businessId, this.deps.clock.now());
    return await this.get(auth.businessId);
  }

  private async storeLogo(businessId: string, bytes: Buffer): Promise<string> {
    if (bytes.length > MAX_LOGO_BYTES) throw invalidInput({ logo: 'logo_too_large' });
    const logo = await storedLogo(bytes);
    if ('problem' in logo) throw invalidInput({ logo: logo.problem });
    // A new name for every upload, so caches never show an old logo.
    const key = `logos/${businessId}/${randomBytes(8).toString('hex')}.${logo.extension}`;
    await this.deps.storage.put(key, logo.content);
    return key;
  }
}
