import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_URL, LandingSettingsError, parseMediaUrl, parseSocialLinks } from './landing-settings';
import { mediaFiles, mediaUrl } from './media-catalog';

describe('parseMediaUrl', () => {
  it("defaults to the app's own /media/ when unset or blank", () => {
    expect(parseMediaUrl(undefined)).toBe(DEFAULT_MEDIA_URL);
    expect(parseMediaUrl('  ')).toBe('/media/');
  });

  it('takes a path or an http(s) address and ends it with a slash', () => {
    expect(parseMediaUrl('/static/media')).toBe('/static/media/');
    expect(parseMediaUrl('https://cdn.example.com/rutaviva/')).toBe('https://cdn.example.com/rutaviva/');
  });

  it('rejects anything else, naming MEDIA_URL and the value', () => {
    for (const bad of [
      'media/',
      '//cdn.example.com/',
      'ftp://cdn.example.com/',
      'javascript:alert(1)',
      '/a b/',
    ]) {
      expect(() => parseMediaUrl(bad)).toThrow(LandingSettingsError);
      expect(() => parseMediaUrl(bad)).toThrow(/MEDIA_URL/);
    }
  });
});

describe('parseSocialLinks', () => {
  it('gives no links when unset, so the footer shows no icons', () => {
    expect(parseSocialLinks(undefined)).toEqual([]);
    expect(parseSocialLinks(' , ')).toEqual([]);
  });

  it('reads network=address entries in their order', () => {
    expect(
      parseSocialLinks(
        'facebook=https://facebook.com/rutaviva, Instagram=https://instagram.com/rutaviva,youtube=https://youtube.com/@rutaviva?x=1',
      ),
    ).toEqual([
      { network: 'facebook', url: 'https://facebook.com/rutaviva' },
      { network: 'instagram', url: 'https://instagram.com/rutaviva' },
      { network: 'youtube', url: 'https://youtube.com/@rutaviva?x=1' },
    ]);
  });

  it('names the bad entry: an unknown network, a missing or non-https address, a repeat', () => {
    expect(() => parseSocialLinks('myspace=https://myspace.com/x')).toThrow(
      'SOCIAL_LINKS entry "myspace=https://myspace.com/x": "myspace" is not one of',
    );
    expect(() => parseSocialLinks('facebook=https://facebook.com/a,linkedin')).toThrow(
      'SOCIAL_LINKS entry "linkedin": the address must be an https:// URL',
    );
    expect(() => parseSocialLinks('x=http://x.com/rutaviva')).toThrow(
      'SOCIAL_LINKS entry "x=http://x.com/rutaviva"',
    );
    expect(() => parseSocialLinks('x=javascript:alert(1)')).toThrow(LandingSettingsError);
    expect(() => parseSocialLinks('x=https://x.com/a,x=https://x.com/b')).toThrow('x is given twice');
  });
});

describe('mediaUrl', () => {
  it("joins the location and the file, with the file's version when known", () => {
    expect(mediaUrl('/media/', 'monitor-en.webm')).toBe('/media/monitor-en.webm');
    expect(mediaUrl('https://cdn.example.com/m/', 'monitor-en.webm', { 'monitor-en.webm': 'ab12' })).toBe(
      'https://cdn.example.com/m/monitor-en.webm?v=ab12',
    );
  });

  it('names a video by its two formats and poster, an image by one file, per language', () => {
    expect(mediaFiles('tracking', 'es')).toEqual({
      webm: 'tracking-es.webm',
      mp4: 'tracking-es.mp4',
      poster: 'tracking-es.webp',
    });
    expect(mediaFiles('admin', 'en')).toEqual({ image: 'admin-en.webp' });
  });
});
