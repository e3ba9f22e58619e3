import { contrastRatio, MIN_TEXT_CONTRAST } from '@rutaviva/domain';
import { z } from 'zod';

/** What GET, PATCH and POST /api/brandings answer. */
export const BrandingSchema = z.object({
  business_id: z.string(),
  logo_url: z.string().nullable(),
  header_color: z.string(),
  text_color: z.string(),
  button_text_color: z.string(),
});
export type Branding = z.infer<typeof BrandingSchema>;

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: string) => HEX.test(value);

const ColorSchema = z.string().trim().regex(HEX, { error: 'invalid_color' });

/** The three colours of the form, as the server checks them (#rrggbb). */
export const BrandingFormSchema = z.object({
  header_color: ColorSchema,
  text_color: ColorSchema,
  button_text_color: ColorSchema,
});
export type BrandingForm = z.infer<typeof BrandingFormSchema>;

export const COLOR_FIELDS = ['header_color', 'text_color', 'button_text_color'] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

/** API.md: PNG, JPEG, WebP or SVG, at most 2 MB. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The field code of a logo the server would refuse, or null when it may be sent. */
export function logoProblem(file: Pick<File, 'size' | 'type'>): 'logo_bad_type' | 'logo_too_large' | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'logo_bad_type';
  if (file.size > LOGO_MAX_BYTES) return 'logo_too_large';
  return null;
}

export interface ContrastIssue {
  which: 'text' | 'button';
  ratio: number;
}

/** Text or button text on the header colour below WCAG AA (MIN_TEXT_CONTRAST). */
export function contrastIssues(colors: BrandingForm): ContrastIssue[] {
  const { header_color, text_color, button_text_color } = colors;
  if (!isHexColor(header_color)) return [];
  const issues: ContrastIssue[] = [];
  const pairs: [ContrastIssue['which'], string][] = [
    ['text', text_color],
    ['button', button_text_color],
  ];
  for (const [which, color] of pairs) {
    if (!isHexColor(color)) continue;
    const ratio = contrastRatio(header_color.toLowerCase(), color.toLowerCase());
    if (ratio < MIN_TEXT_CONTRAST) issues.push({ which, ratio });
  }
  return issues;
}
