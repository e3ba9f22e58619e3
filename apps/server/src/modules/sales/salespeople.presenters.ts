import type { Language, Salesperson } from '@rutaviva/domain';
import type { SalespersonRow } from '../../db/schema';

/** The referral link: the signup page with the salesperson's code, kept by the browser on opening. */
export function referralUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/signup?ref=${encodeURIComponent(code)}`;
}

export function presentSalesperson(row: SalespersonRow, publicUrl: string): Salesperson {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    cell_phone: row.cell_phone,
    language: row.language as Language,
    referral_code: row.referral_code,
    referral_url: referralUrl(publicUrl, row.referral_code),
  };
}
