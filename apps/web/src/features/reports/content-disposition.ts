/**
 * The file name of a `Content-Disposition: attachment` header. RFC 6266: `filename*` (RFC 5987,
 * percent-encoded UTF-8) wins over `filename`, which may be quoted with backslash escapes. Folder
 * parts are dropped so a name can never point outside the downloads folder.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const charset = (extended[1] ?? '').trim().toLowerCase();
      const raw = extended[2].trim().replace(/^"(.*)"$/, '$1');
      const decoded =
        charset === 'utf-8' || charset === ''
          ? decodeURIComponent(raw)
          : raw.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            );
      const safe = baseName(decoded);
      if (safe) return safe;
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return baseName(quoted[1].replace(/\\(.)/g, '$1'));
  const token = /(?:^|;)\s*filename\s*=\s*([^";\s]+)/i.exec(header);
  return token?.[1] ? baseName(token[1]) : null;
}

function baseName(name: string): string | null {
  const base = name
    .split(/[/\\]/)
    .pop()
    ?.split('')
    .filter((char) => char.charCodeAt(0) >= 32)
    .join('')
    .trim();
  return base && base !== '.' && base !== '..' ? base : null;
}
