import { describe, expect, it } from 'vitest';
import { BrandingFormSchema, contrastIssues, LOGO_MAX_BYTES, logoProblem } from './branding-schema';

describe('branding form', () => {
  it('accepts #rrggbb colours and refuses others with invalid_color', () => {
    const ok = { header_color: '#0B5C55', text_color: '#ffffff', button_text_color: '#ffffff' };
    expect(BrandingFormSchema.safeParse(ok).success).toBe(true);
    const bad = BrandingFormSchema.safeParse({ ...ok, text_color: '#fff' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('invalid_color');
  });

  it('warns about low contrast of text and button text on the header', () => {
    expect(
      contrastIssues({ header_color: '#0b5c55', text_color: '#ffffff', button_text_color: '#ffffff' }),
    ).toEqual([]);
    const issues = contrastIssues({
      header_color: '#ffff00',
      text_color: '#ffffff',
      button_text_color: '#000000',
    });
    expect(issues.map((issue) => issue.which)).toEqual(['text']);
    expect(issues[0]?.ratio).toBeLessThan(4.5);
  });

  it('checks a logo type and size before sending it', () => {
    expect(logoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoProblem({ type: 'image/gif', size: 1000 })).toBe('logo_bad_type');
    expect(logoProblem({ type: 'image/svg+xml', size: LOGO_MAX_BYTES + 1 })).toBe('logo_too_large');
  });
});
