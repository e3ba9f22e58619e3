import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Records a page with Chrome's screencast (DevTools protocol) and encodes it with ffmpeg: the
 * frames arrive when the page paints, so they are laid on a steady frame rate before encoding.
 */

export const FPS = 15;

interface Frame {
  data: Buffer;
  /** Seconds, the browser's clock. */
  time: number;
}

export interface Recording {
  frames: Frame[];
  /** When the recording stopped, on the frames' clock. */
  end: number;
}

export function requireFfmpeg(): void {
  try {
    execFileSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'record-media needs ffmpeg with libvpx, libx264 and libwebp (Debian/Ubuntu: apt-get install ffmpeg).',
    );
  }
}

/** Starts recording `page`; the returned function stops and gives the frames. */
export async function startScreencast(page: Page): Promise<() => Promise<Recording>> {
  const session = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  let last = 0;
  session.on('Page.screencastFrame', (event) => {
    last = event.metadata.timestamp ?? last;
    frames.push({ data: Buffer.from(event.data, 'base64'), time: last });
    void session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
  });
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await session.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 92,
    maxWidth: viewport.width,
    maxHeight: viewport.height,
  });
  const started = Date.now();
  return async () => {
    const elapsed = (Date.now() - started) / 1000;
    await session.send('Page.stopScreencast').catch(() => undefined);
    await session.detach().catch(() => undefined);
    const first = frames[0]?.time ?? 0;
    return { frames, end: first + elapsed };
  };
}

/** The frame on screen at each tick of FPS, from the first frame to the end of each recording. */
export function steadyFrames(recordings: Recording[]): Buffer[] {
  const out: Buffer[] = [];
  for (const { frames, end } of recordings) {
    const first = frames[0];
    if (!first) continue;
    let index = 0;
    for (let time = first.time; time < end; time += 1 / FPS) {
      while (index + 1 < frames.length && (frames[index + 1]?.time ?? Number.POSITIVE_INFINITY) <= time)
        index++;
      out.push((frames[index] ?? first).data);
    }
  }
  return out;
}

const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

const kb = (path: string) => Math.round(statSync(path).size / 1024);

/**
 * Writes `<out>.webm` (VP9), `<out>.mp4` (H.264, for Safari before WebM) and the poster
 * `<poster>` (WebP, the frame at `posterAt` of the length), each video under `maxBytes`.
 */
export function encodeVideo(
  frames: Buffer[],
  work: string,
  target: { webm: string; mp4: string; poster: string; width: number; height: number },
  { maxBytes, posterAt = 0.6 }: { maxBytes: number; posterAt?: number },
): void {
  const dir = join(work, 'frames');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  frames.forEach((frame, index) => {
    writeFileSync(join(dir, `${String(index).padStart(5, '0')}.jpg`), frame);
  });
  const input = ['-framerate', String(FPS), '-i', join(dir, '%05d.jpg')];
  const scale = `scale=${target.width}:${target.height}:flags=lanczos,format=yuv420p`;
  for (const crf of [36, 40, 44, 48, 52]) {
    ffmpeg([
      ...input,
      '-vf',
      scale,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      String(crf),
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
      '-an',
      target.webm,
    ]);
    if (statSync(target.webm).size <= maxBytes) break;
  }
  for (const crf of [27, 30, 33, 36, 39]) {
    ffmpeg([
      ...input,
      '-vf',
      scale,
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'slow',
      '-crf',
      String(crf),
      '-movflags',
      '+faststart',
      '-an',
      target.mp4,
    ]);
    if (statSync(target.mp4).size <= maxBytes) break;
  }
  const posterFrame = join(dir, `${String(Math.floor(frames.length * posterAt)).padStart(5, '0')}.jpg`);
  encodeImage(posterFrame, target.poster, target.width, target.height);
  console.log(
    `  ${target.webm.split('/').pop()} ${kb(target.webm)} KB, .mp4 ${kb(target.mp4)} KB, poster ${kb(target.poster)} KB, ${(frames.length / FPS).toFixed(1)} s`,
  );
}

/** A still (PNG or JPEG) as WebP at the given size. */
export function encodeImage(source: string, target: string, width: number, height: number): void {
  ffmpeg([
    '-i',
    source,
    '-vf',
    `scale=${width}:${height}:flags=lanczos`,
    '-c:v',
    'libwebp',
    '-quality',
    '78',
    '-compression_level',
    '6',
    target,
  ]);
}
